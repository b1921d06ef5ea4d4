// kfusion-fuse chooses per function: each function of a module with several
// (Stitch/Inputs/tensor-core-gemms.mlir: GEMMs with epilogues, a small GEMM,
// a batched one) gets its remark and its own program; the tensor-core GEMMs'
// kernels are emulated for kfusion-sim here, and the candidates that fuse the
// epilogue are projected faster than the unfused one. Functions that are not
// on tensors are left alone.
// RUN: kfusion-opt %S/../Stitch/Inputs/tensor-core-gemms.mlir --kfusion-fuse="emulate-gemms=true" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir
// With emulated GEMMs every choice reads the real kernels' projections: the
// functions' remarks (candidates, projections, regions) are the real build's.
// RUN: kfusion-opt %S/../Stitch/Inputs/tensor-core-gemms.mlir --kfusion-fuse="emulate-gemms=true" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | grep "kfusion-fuse of\|kfusion-fuse region [0-9]" > %t.emulated
// RUN: kfusion-opt %S/../Stitch/Inputs/tensor-core-gemms.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | grep "kfusion-fuse of\|kfusion-fuse region [0-9]" > %t.real
// RUN: diff %t.emulated %t.real
// A module whose functions' arguments carry attributes a declaration may not
// (Stitch/Inputs/slices.mlir: @insert_row's bufferization.writable): each
// function's copies hold the others as declarations without them, so every
// function is fused (Integration/Sim/Fuse/functions.mlir runs them).
// RUN: kfusion-opt %S/../Stitch/Inputs/slices.mlir --kfusion-fuse=sync=none --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ATTRS

// The epilogue in the GEMM's kernel (stitch) against the GEMM alone and its
// consumer stitched apart (stitch-gemm-alone): one launch against two.
// A remark per region of the chosen candidate follows each function's: the
// kernel it became (its composition) and what the planner declined to fuse.
// REMARK-LABEL: remark: kfusion-fuse of @linear_tanh on h100: stitch chosen; projected stitch {{.*}} (1 launch) {{.*}} stitch-gemm-alone {{.*}} (2 launches) unfused {{.*}} (2 launches)
// REMARK: remark: kfusion-fuse region of @linear_tanh (stitch): stitch group 0 (plan=ilp): {{.*}}[0:tensor-core GEMM, 1:elementwise]{{.*}}gemm composition
// Two GEMMs and a softmax: the softmax's reductions in one warp kernel, not
// taken for attention.
// REMARK-LABEL: remark: kfusion-fuse of @mlp_softmax on h100: stitch chosen
// REMARK-NOT: attention
// REMARK: remark: kfusion-fuse region of @mlp_softmax (stitch): stitch group 2 (plan=ilp): {{.*}}[3:row reduction, 4:elementwise, 5:row reduction, 6:elementwise]{{.*}}warp composition
// A batched GEMM accumulating into a tensor the function computes.
// REMARK-LABEL: remark: kfusion-fuse of @batched_residual on h100: stitch chosen
// A GEMM below 64 along N: row kernels, the region remark says why.
// REMARK-LABEL: remark: kfusion-fuse of @small on h100: stitch chosen
// REMARK: remark: kfusion-fuse region of @small (stitch): {{.*}}GEMM{{.*}}tensor-core kernel{{.*}}smaller than 64 along M, N or K{{.*}}stitched
// Rows of A of 100 elements (not a multiple of 8): stitched too.
// REMARK-LABEL: remark: kfusion-fuse of @ragged_k on h100: stitch chosen
// Bias, GELU and residual in the GEMM's kernel: one launch against three unfused.
// REMARK-LABEL: remark: kfusion-fuse of @bias_gelu_residual on h100: stitch chosen; projected stitch {{.*}} (1 launch) {{.*}} stitch-gemm-alone {{.*}} (2 launches) unfused {{.*}} (3 launches)
// A GEMM result returned as well as read by the tanh: stored, then read.
// REMARK-LABEL: remark: kfusion-fuse of @two_uses on h100: stitch chosen

// Each function after the kernels' modules it names, in the input's order.
// CHECK-NOT: builtin.module
// CHECK-NOT: linalg.
// CHECK: gpu.module @linear_tanh_gemm
// One launch: the GEMM with its tanh.
// CHECK-LABEL: func.func @linear_tanh(
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: return
// @mlp_softmax's GEMM kernels and its stitched softmax, each in a module.
// CHECK: gpu.module @mlp_softmax_gemm
// CHECK: gpu.module @mlp_softmax_stitched
// CHECK-LABEL: func.func @mlp_softmax(
// CHECK-LABEL: func.func @batched_residual(
// CHECK-LABEL: func.func @small(
// CHECK-LABEL: func.func @ragged_k(
// CHECK: gpu.module @bias_gelu_residual_gemm
// One launch: the GEMM with bias, GELU and residual.
// CHECK-LABEL: func.func @bias_gelu_residual(
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK-LABEL: func.func @two_uses(

// ATTRS-LABEL: slices.mlir:10:1: remark: kfusion-fuse of @rotary on h100: stitch chosen
// ATTRS: slices.mlir:53:1: remark: kfusion-fuse of @insert_row on h100: stitch chosen
// ATTRS: slices.mlir:137:1: remark: kfusion-fuse of @flatten_slice on h100: stitch chosen
// ATTRS-NOT: error
