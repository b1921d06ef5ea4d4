// REQUIRES: cuda-gpu
// A stitched arg-max (Inputs/argmax-linalg.mlir: jnp.argmax's two-result
// generic, split into the maximum by maxnumf, the least index holding it and
// the init where nothing exceeds -inf; one warp kernel of warp shuffles) on
// the GPU, plan=ilp (one kernel) and plan=none (three), against the
// interpreter on the same pseudo-random inputs (which
// ../Sim/Stitch/arg-extremum.mlir checks against upstream's loops, and with
// ties and NaNs): the maxima and the indices bit for bit.
// RUN: rm -rf %t && mkdir -p %t/gpu-ilp %t/gpu-none %t/sim
// RUN: kfusion-opt %S/Inputs/argmax-linalg.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/Inputs/argmax-linalg.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %t.ilp.mlir %S/Inputs/stitch-argmax-main.mlir %t.ilp.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.none.mlir %S/Inputs/stitch-argmax-main.mlir %t.none.main.mlir
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.ilp.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/gpu-ilp kfusion-runner %t.ilp.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/gpu-none kfusion-runner %t.none.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: cmp %t/sim/output0.bin %t/gpu-ilp/output0.bin
// RUN: cmp %t/sim/output1.bin %t/gpu-ilp/output1.bin
// RUN: cmp %t/sim/output0.bin %t/gpu-none/output0.bin
// RUN: cmp %t/sim/output1.bin %t/gpu-none/output1.bin
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu-ilp 1 | FileCheck %s
// CHECK: output0: 256 values, 0 differ
