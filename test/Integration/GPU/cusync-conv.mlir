// REQUIRES: cuda-gpu
// Conv2DTileSync on the GPU: the convolution pair of
// ../../Sync/Inputs/conv-pair.mlir (a 1x1 then a 3x3 convolution with
// zero padding, whose consumer tiles read the producer's halo tiles) on two
// streams with semaphores between their tiles, the waits staged through the
// consumer's channel loop (the halo window at each stage: the waits placed
// there by hand in Inputs/conv-pair-in-loop.mlir) and, second, at first use;
// then RowSync. Each program runs 24 times with H and Y zeroed
// before every run, lowered in the debug mode (a wait that spins 5 s prints
// and traps instead of hanging). Every run's Y must equal the unsynchronized
// program's (same kernels, same arithmetic). Run repeatedly by the GPU
// session to shake out races; scripts/gpu-sanitize.sh runs the staged one
// under compute-sanitizer.
//
// RUN: rm -rf %t && mkdir -p %t/base %t/loop %t/first %t/row
// RUN: %python %S/Inputs/append-main.py %S/../../Sync/Inputs/conv-pair.mlir %S/Inputs/cusync-conv-main.mlir %t/base.mlir
// RUN: env KFUSION_SEED=13 KFUSION_OUTPUT_DIR=%t/base kfusion-runner %t/base.mlir -e main --entry-point-result=void > /dev/null
//
// RUN: %python %S/Inputs/append-main.py %S/Inputs/conv-pair-in-loop.mlir %S/Inputs/cusync-conv-main.mlir %t/in-loop.mlir
// RUN: kfusion-opt %t/in-loop.mlir --kfusion-plan-sync="force=true policy=conv2d" 2>/dev/null | kfusion-opt --kfusion-insert-semaphores 2>&1 -o %t/loop.sync.mlir | FileCheck %s --check-prefix=STAGED
// STAGED: kfusion-insert-semaphores: pair 0:{{.*}}policy conv2d, 8 semaphores{{.*}}waits in the loop
// RUN: kfusion-opt %t/loop.sync.mlir --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/loop.ll.mlir
// RUN: env KFUSION_SEED=13 KFUSION_OUTPUT_DIR=%t/loop kfusion-runner %t/loop.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/loop 24 | FileCheck %s
//
// RUN: kfusion-opt %t/base.mlir --kfusion-plan-sync="force=true policy=conv2d" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/first.ll.mlir
// RUN: env KFUSION_SEED=13 KFUSION_OUTPUT_DIR=%t/first kfusion-runner %t/first.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/first 24 | FileCheck %s
//
// RUN: kfusion-opt %t/base.mlir --kfusion-plan-sync="force=true policy=row" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/row.ll.mlir
// RUN: env KFUSION_SEED=13 KFUSION_OUTPUT_DIR=%t/row kfusion-runner %t/row.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/row 24 | FileCheck %s
//
// CHECK-COUNT-24: : 512 values, 0 differ
// CHECK-NOT: differ
