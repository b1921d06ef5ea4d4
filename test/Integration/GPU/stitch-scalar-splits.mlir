// REQUIRES: cuda-gpu
// Split scalar reductions on the GPU: ../../Stitch/Inputs/
// scalar-reductions.mlir (a loss-like sum and a max over 65536 points, each
// over 64 blocks of 256 threads whose partials a one-warp final kernel
// folds), stitched with plan=ilp, against the interpreter running the same
// program on the same pseudo-random inputs (the same order of folding; rtol
// 1e-5 for the last bits of the GPU's exp), run three times on the GPU (the
// same result every run: no atomics).
// RUN: rm -rf %t && mkdir -p %t/gpu1 %t/gpu2 %t/gpu3 %t/sim
// RUN: kfusion-opt %S/../../Stitch/Inputs/scalar-reductions.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN-COUNT-2: stitched kernel {{.*}}scalar composition (64 blocks, strided, partials folded by
// RUN: %python %S/Inputs/append-main.py %t.ilp.mlir %S/Inputs/stitch-scalar-reductions-main.mlir %t.main.mlir
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.main.mlir -e main > /dev/null
// RUN: for r in 1 2 3; do env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/gpu$r kfusion-runner %t.main.mlir -e main --entry-point-result=void > /dev/null || exit 1; done
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu1 2 | FileCheck %s
// CHECK: output0: 1 values, 0 differ
// CHECK: output1: 1 values, 0 differ
// RUN: cmp %t/gpu1/output0.bin %t/gpu2/output0.bin && cmp %t/gpu1/output0.bin %t/gpu3/output0.bin
// RUN: cmp %t/gpu1/output1.bin %t/gpu2/output1.bin && cmp %t/gpu1/output1.bin %t/gpu3/output1.bin
