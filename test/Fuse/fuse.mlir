// kfusion-fuse on the tiny LLaMA block (Models/Inputs/llama.tiny.mlir): each
// candidate is built and projected by the common cost model, the fastest
// taken (the ILP's stitch plan: 11 launches, against 17 for the greedy plan,
// 13 unpacked and 51 unfused; its GEMMs are f32 row kernels, so keeping
// GEMM epilogues apart changes nothing: 11; the per-region plan, the ILP's
// but for the last GEMM and its consumer left unfused, 12 launches and the
// least time: Fuse/per-region.mlir), and the result is the stitched GPU
// program:
// one function on memrefs, its kernels' module and its weights' globals
// beside it, no copy of a candidate left. The results against PyTorch:
// Integration/Sim/Fuse/models.mlir.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir
// The same with one candidate: it is taken (the unfused program).
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="candidates=unfused" -o %t.unfused.mlir 2>&1 | FileCheck %s --check-prefix=UNFUSED
// RUN: FileCheck %s --check-prefix=UNFUSED-IR < %t.unfused.mlir
// Deterministic: the same program twice.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse -o %t.again.mlir 2>/dev/null
// RUN: diff %t.mlir %t.again.mlir

// REMARK: remark: kfusion-fuse of @forward on h100: per-region chosen; projected stitch {{[0-9.]+}} us (11 launches) stitch-greedy {{[0-9.]+}} us (17 launches) stitch-unpacked {{[0-9.]+}} us (13 launches) stitch-gemm-alone {{[0-9.]+}} us (11 launches) unfused {{[0-9.]+}} us (51 launches) per-region {{[0-9.]+}} us (12 launches)
// REMARK-NOT: remark: stitched kernel
// REMARK-NOT: error
// UNFUSED: remark: kfusion-fuse of @forward on h100: unfused chosen; projected unfused {{[0-9.]+}} us (51 launches)

// CHECK: module attributes {gpu.container_module}
// CHECK-NOT: builtin.module
// CHECK-NOT: linalg.
// CHECK-DAG: memref.global "private" constant @forward_constant0
// CHECK-DAG: gpu.module @forward_stitched
// CHECK-LABEL: func.func @forward(
// CHECK-COUNT-12: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// UNFUSED-IR-LABEL: func.func @forward(
// UNFUSED-IR-COUNT-51: gpu.launch_func
// UNFUSED-IR-NOT: gpu.launch_func
