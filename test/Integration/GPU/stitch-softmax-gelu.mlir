// REQUIRES: cuda-gpu
// A stitched softmax + bias + GELU + residual (block composition: shuffles,
// shared-memory partials, exp and erf from libdevice, 128-bit accesses) on
// the GPU, plan=ilp (one kernel) and plan=none (seven, with buffers from the
// stream-ordered pool), against the interpreter on the same pseudo-random
// inputs (which stitch-equivalence.mlir checks against upstream's loops);
// rtol 1e-5, atol 1e-6 (libdevice's expf/erff and the interpreter's libm
// differ in the last bits).
// RUN: rm -rf %t && mkdir -p %t/gpu-ilp %t/gpu-none %t/sim
// RUN: kfusion-opt %S/../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %t.ilp.mlir %S/Inputs/stitch-softmax-gelu-main.mlir %t.ilp.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.none.mlir %S/Inputs/stitch-softmax-gelu-main.mlir %t.none.main.mlir
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.ilp.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/gpu-ilp kfusion-runner %t.ilp.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/gpu-none kfusion-runner %t.none.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu-ilp 2 | FileCheck %s
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu-none 2 | FileCheck %s
// CHECK: output0: 32768 values, 0 differ
// CHECK: output1: 32768 values, 0 differ
