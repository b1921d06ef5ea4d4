// KFusion's own program of the LLaMA block (Models/Inputs/llama.tiny.mlir:
// RMSNorm, rotary embedding, causal attention, SwiGLU; weights as constants) on
// the interpreter: kfusion-stitch-to-gpu under each plan (ilp, the default;
// greedy; none) equals PyTorch's CPU output for the saved input
// (llama.tiny.inputs, .expected) and upstream's reference lowering on fresh
// random inputs under a random block order, and lowers to cubin where ptxas is.
//
// Tolerance: rtol 0, atol 1e-6. PyTorch's outputs are below 1.4 in magnitude,
// where an f32 ulp is at most 1.2e-7; every stitched program is within 2.4e-7
// of them (upstream's reference lowering within 1.8e-7) and within 5e-7 of the
// reference on the random inputs: sums in another order. 1e-6 leaves at least
// twice that, while a wrong mask, scale or fused operand is off by orders of
// magnitude more.
//
// What was fused: plan=none launches each of the 51 ops kfusion-stitch
// generates (small elementwise ops read broadcast computed by their readers);
// the ILP plan makes 13 stitched kernels in 11 launches (the q, k and v
// projections in one; two kernels packed into one launch), the greedy plan
// 17 launches. kfusion-gemm-to-gpu first leaves the function as it is (f32
// GEMMs: its tensor-core kernels take f16 or bf16), so stitching then makes the
// same program.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Models/Inputs/llama.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Models/Inputs/llama.tiny.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>%t.ilp.remarks
// RUN: kfusion-opt %S/../../../Models/Inputs/llama.tiny.mlir --kfusion-stitch-to-gpu=plan=greedy -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Models/Inputs/llama.tiny.mlir --kfusion-stitch-to-gpu=plan=none -o %t.none.mlir 2>/dev/null
// RUN: for p in ilp greedy none; do kfusion-sim %t.$p.mlir -e forward --inputs=%S/../../../Models/Inputs/llama.tiny.inputs --expect=%S/../../../Models/Inputs/llama.tiny.expected --rtol=0 --atol=1e-6 || exit 1; done | FileCheck %s --check-prefix=PYTORCH
// RUN: for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e forward --seed=1 --schedule=random --rtol=0 --atol=1e-6 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// RUN: FileCheck %s --check-prefix=ILP-REMARKS < %t.ilp.remarks
// RUN: FileCheck %s --check-prefix=ILP < %t.ilp.mlir
// RUN: FileCheck %s --check-prefix=GREEDY < %t.greedy.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.none.mlir
// RUN: kfusion-opt %S/../../../Models/Inputs/llama.tiny.mlir --kfusion-gemm-to-gpu --kfusion-stitch-to-gpu=plan=greedy -o %t.gemm.mlir 2>%t.gemm.remarks
// RUN: diff %t.greedy.mlir %t.gemm.mlir
// RUN: FileCheck %s --check-prefix=GEMM < %t.gemm.remarks
// RUN: %if ptxas %{ kfusion-opt %t.ilp.mlir --kfusion-to-cubin | FileCheck %s --check-prefix=CUBIN %}

// PYTORCH-COUNT-3: kfusion-sim: as expected: 1 arguments, 256 elements compared
// EQUAL-COUNT-3: kfusion-sim: equal: 2 arguments, 512 elements compared

// ILP-REMARKS: remark: stitch plan (ilp) of @forward:
// ILP-REMARKS-COUNT-13: remark: stitched kernel forward_k
// ILP-REMARKS-NOT: remark: stitched kernel
// ILP-LABEL: func.func @forward(
// ILP-COUNT-11: gpu.launch_func
// ILP-NOT: gpu.launch_func
// GREEDY-LABEL: func.func @forward(
// GREEDY-COUNT-17: gpu.launch_func
// GREEDY-NOT: gpu.launch_func
// NONE-LABEL: func.func @forward(
// NONE-COUNT-51: gpu.launch_func
// NONE-NOT: gpu.launch_func
// GEMM: remark: kfusion-lower-gemm: function @forward left as it is: f32
// CUBIN: gpu.binary @forward_stitched
