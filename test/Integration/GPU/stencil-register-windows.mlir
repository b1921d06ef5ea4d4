// REQUIRES: cuda-gpu
// Register tiles whose window the fusion put in dynamic shared memory (three
// Jacobi sweeps of a 192 x 192 array in 64x8-thread blocks, 8 rows a thread:
// 55,520 bytes a block), on the GPU against the unfused program on the
// interpreter, on the same pseudo-random inputs. With the temporaries in
// registers the 19,600-byte window fits the static limit: a static array
// that the TMA loads (the default). On a device description with a 16 KB
// static limit it stays in dynamic shared memory, packed at offset 0, copied
// by cp.async, the launch asking for its 19,600 bytes.
// (../../Stencil/register-tiles-dynamic-shared.mlir checks the structure.)
// RUN: rm -rf %t && mkdir -p %t/sim %t/static %t/packed
// RUN: kfusion-opt %S/../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --kfusion-plan-stencil=points-per-thread=8 --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %S/../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir %S/Inputs/jacobi-192-main.mlir %t.unfused.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.fused.mlir %S/Inputs/jacobi-192-main.mlir %t.fused.main.mlir
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.unfused.main.mlir -e main > /dev/null
// RUN: kfusion-opt %t.fused.main.mlir --kfusion-to-cubin="register-tiles=always" -o %t.static.mlir 2>/dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/static kfusion-runner %t.static.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/static 1 | FileCheck %s
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=16384}>}/' %t.fused.main.mlir | kfusion-opt --kfusion-to-cubin="register-tiles=always" -o %t.packed.mlir 2>/dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/packed kfusion-runner %t.packed.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/packed 1 | FileCheck %s
// CHECK: output0: 36864 values, 0 differ
