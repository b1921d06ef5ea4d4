// REQUIRES: cuda-gpu
// Small GEMMs fused with their consumers on the GPU (a staged row operand
// in a byte workgroup buffer viewed as f32, a barrier, the k loop with B
// vectors; warp and block compositions after it), plan=ilp, plan=ilp with
// register tiling over rows (multiprocessors=1 lets the model tile these
// small inputs: 4 and 2 rows per thread, one load of B per k for all of them) and
// plan=none (transposed_norm's 12 rows keep one row per thread), against
// the interpreter on the same pseudo-random inputs (which
// ../../Stitch/small-gemm.mlir checks against upstream's loops);
// rtol 1e-5, atol 1e-6 (libdevice's expf / rsqrtf and the interpreter's
// libm differ in the last bits).
// RUN: rm -rf %t && mkdir -p %t/gpu-ilp %t/gpu-tiled %t/gpu-none %t/sim
// RUN: kfusion-opt %S/../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.tiled.mlir 2>&1 | FileCheck %s --check-prefix=TILED
// TILED: stitched kernel proj_softmax_k0_warp: {{.*}} 4 rows per thread
// TILED: stitched kernel gemm_layernorm_k0_block: {{.*}} 2 rows per thread
// RUN: kfusion-opt %S/../../Stitch/Inputs/small-gemm.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %t.tiled.mlir %S/Inputs/stitch-small-gemm-main.mlir %t.tiled.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.ilp.mlir %S/Inputs/stitch-small-gemm-main.mlir %t.ilp.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.none.mlir %S/Inputs/stitch-small-gemm-main.mlir %t.none.main.mlir
// RUN: env KFUSION_SEED=6 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.ilp.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=6 KFUSION_OUTPUT_DIR=%t/gpu-ilp kfusion-runner %t.ilp.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: env KFUSION_SEED=6 KFUSION_OUTPUT_DIR=%t/gpu-tiled kfusion-runner %t.tiled.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: env KFUSION_SEED=6 KFUSION_OUTPUT_DIR=%t/gpu-none kfusion-runner %t.none.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu-ilp 3 | FileCheck %s
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu-tiled 3 | FileCheck %s
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu-none 3 | FileCheck %s
// CHECK: output0: 8192 values, 0 differ
// CHECK: output1: 1200 values, 0 differ
// CHECK: output2: 32768 values, 0 differ
