// KFusion's own program of the BERT encoder layer
// (Models/Inputs/bert.tiny.mlir: attention, post-LN, erf-GELU MLP; weights as
// constants) on the interpreter: kfusion-stitch-to-gpu under plan=greedy and
// plan=none equals PyTorch's CPU output for the saved input (bert.tiny.inputs,
// .expected) and upstream's reference lowering on fresh random inputs under a
// random block order, and lowers to cubin where ptxas is.
//
// Not the ILP plan (the default): GLPK would take minutes on this block (29
// solves, each cycle cut making the next solve slower: docs/stitch.md, Plans);
// bounded by ilp-time-limit (10 s) it gives way to the greedy plan checked
// here, so running it would add 10 s and no new program.
//
// Tolerance: rtol 0, atol 1e-6. PyTorch's outputs are below 2.2 in magnitude,
// where an f32 ulp is at most 2.4e-7; every stitched program is within 3.6e-7
// of them (upstream's reference lowering within 4.8e-7) and within 5e-7 of the
// reference on the random inputs: sums in another order. 1e-6 leaves at least
// twice that, while a wrong mask, scale or fused operand is off by orders of
// magnitude more.
//
// What was fused: plan=none launches each of the 57 ops kfusion-stitch
// generates; the greedy plan makes 10 stitched kernels in 8 launches. kfusion-gemm-to-gpu first leaves
// the function as it is (f32 GEMMs: its tensor-core kernels take f16 or bf16),
// so stitching then makes the same program.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Models/Inputs/bert.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Models/Inputs/bert.tiny.mlir --kfusion-stitch-to-gpu=plan=greedy -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Models/Inputs/bert.tiny.mlir --kfusion-stitch-to-gpu=plan=none -o %t.none.mlir 2>/dev/null
// RUN: for p in greedy none; do kfusion-sim %t.$p.mlir -e forward --inputs=%S/../../../Models/Inputs/bert.tiny.inputs --expect=%S/../../../Models/Inputs/bert.tiny.expected --rtol=0 --atol=1e-6 || exit 1; done | FileCheck %s --check-prefix=PYTORCH
// RUN: for p in greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e forward --seed=1 --schedule=random --rtol=0 --atol=1e-6 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// RUN: FileCheck %s --check-prefix=GREEDY < %t.greedy.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.none.mlir
// RUN: kfusion-opt %S/../../../Models/Inputs/bert.tiny.mlir --kfusion-gemm-to-gpu --kfusion-stitch-to-gpu=plan=greedy -o %t.gemm.mlir 2>%t.gemm.remarks
// RUN: diff %t.greedy.mlir %t.gemm.mlir
// RUN: FileCheck %s --check-prefix=GEMM < %t.gemm.remarks
// RUN: %if ptxas %{ kfusion-opt %t.greedy.mlir --kfusion-to-cubin | FileCheck %s --check-prefix=CUBIN %}

// PYTORCH-COUNT-2: kfusion-sim: as expected: 1 arguments, 256 elements compared
// EQUAL-COUNT-2: kfusion-sim: equal: 2 arguments, 512 elements compared

// GREEDY-LABEL: func.func @forward(
// GREEDY-COUNT-8: gpu.launch_func
// GREEDY-NOT: gpu.launch_func
// NONE-LABEL: func.func @forward(
// NONE-COUNT-57: gpu.launch_func
// NONE-NOT: gpu.launch_func
// GEMM: remark: kfusion-lower-gemm: function @forward left as it is: f32
// CUBIN: gpu.binary @forward_stitched
