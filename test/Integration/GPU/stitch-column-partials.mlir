// REQUIRES: cuda-gpu
// Column partials on the GPU: the stitched layernorm backward pass
// (../../Stitch/Inputs/layernorm-backward.mlir), plan=ilp planned
// for 4 multiprocessors (a row kernel whose 128 blocks of one row loop over
// the 512 rows, accumulating column partials, and a final kernel per column
// sum)
// and plan=none (one kernel per op), each against the
// interpreter running the same program on the same pseudo-random inputs
// (same order of folding; rtol 1e-5, atol 1e-6 for the last bits the GPU's
// fused multiply-adds change).
// RUN: rm -rf %t && mkdir -p %t/gpu-ilp %t/sim-ilp %t/gpu-none %t/sim-none
// RUN: kfusion-opt %S/../../Stitch/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu='device=#kfusion.device<h100,{multiprocessors=4}>' -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: stitched kernel {{.*}}blocks looping over the rows; column partials of {{[12]}} column reduction(s) in 128 partial rows
// RUN: kfusion-opt %S/../../Stitch/Inputs/layernorm-backward.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %t.ilp.mlir %S/Inputs/stitch-layernorm-backward-main.mlir %t.ilp.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.none.mlir %S/Inputs/stitch-layernorm-backward-main.mlir %t.none.main.mlir
// RUN: env KFUSION_SEED=9 KFUSION_OUTPUT_DIR=%t/sim-ilp kfusion-sim %t.ilp.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=9 KFUSION_OUTPUT_DIR=%t/sim-none kfusion-sim %t.none.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=9 KFUSION_OUTPUT_DIR=%t/gpu-ilp kfusion-runner %t.ilp.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: env KFUSION_SEED=9 KFUSION_OUTPUT_DIR=%t/gpu-none kfusion-runner %t.none.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim-ilp %t/gpu-ilp 3 | FileCheck %s
// RUN: %python %S/Inputs/compare-f32.py %t/sim-none %t/gpu-none 3 | FileCheck %s
// CHECK: output0: 131072 values, 0 differ
// CHECK: output1: 256 values, 0 differ
// CHECK: output2: 256 values, 0 differ
