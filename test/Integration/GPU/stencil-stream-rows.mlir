// REQUIRES: cuda-gpu
// Streamed rows on the GPU (kfusion-lower-tiles stream-rows): three Jacobi
// sweeps of a 192 x 192 array, fused with the input staged, lowered to blocks
// of 128 threads walking 32 rows of a strip (every sweep at its lag, the
// values read across columns through shared memory, one barrier a row), and
// to blocks of 64 threads walking 5 rows; both against the unfused program on
// the interpreter, on the same pseudo-random inputs.
// (../../Stencil/stream-rows.mlir checks the structure,
// ../Sim/Stencil/stream-rows.mlir the same kernels on the interpreter.)
// RUN: rm -rf %t && mkdir -p %t/sim %t/s32 %t/s5
// RUN: kfusion-opt %S/../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --kfusion-plan-stencil=points-per-thread=8 --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %S/../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir %S/Inputs/jacobi-192-main.mlir %t.unfused.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.fused.mlir %S/Inputs/jacobi-192-main.mlir %t.fused.main.mlir
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.unfused.main.mlir -e main > /dev/null
// RUN: kfusion-opt %t.fused.main.mlir --kfusion-to-cubin="stream-rows=32 stream-columns=128" -o %t.s32.mlir 2>/dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/s32 kfusion-runner %t.s32.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/s32 1 | FileCheck %s
// RUN: kfusion-opt %t.fused.main.mlir --kfusion-to-cubin="stream-rows=5 stream-columns=64" -o %t.s5.mlir 2>/dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/s5 kfusion-runner %t.s5.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/s5 1 | FileCheck %s
// CHECK: output0: 36864 values, 0 differ
