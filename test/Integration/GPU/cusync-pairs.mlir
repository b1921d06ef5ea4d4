// REQUIRES: cuda-gpu
// cuSync pairs on the GPU: producer and consumer GEMMs on two streams with
// semaphores between their tiles (RowSync with waits at first use, TileSync
// with a window wait before the loop and window waits in the loop (placed
// there by hand in Inputs/gemm-chain-async-in-loop.mlir), RowSync
// with custom tile orders through the counters, RowSync with the producer in
// bands of two rows (../../Sync/Inputs/gemm-chain-banded.mlir, against its own
// unsynchronized program)), each run 24 times with C
// and E zeroed before every run, lowered in the debug mode (a wait that
// spins 5 s prints and traps instead of hanging). Every run's E must equal
// the unsynchronized program's (same kernels, same arithmetic: bit-equal,
// compared with rtol 1e-5). Run repeatedly by the GPU session to shake out
// races.
//
// RUN: rm -rf %t && mkdir -p %t/base %t/row %t/tile %t/loop %t/order %t/bbase %t/band
// RUN: %python %S/Inputs/append-main.py %S/../../Sync/Inputs/gemm-chain-async.mlir %S/Inputs/cusync-chain-main.mlir %t/base.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/base kfusion-runner %t/base.mlir -e main --entry-point-result=void > /dev/null
//
// RUN: kfusion-opt %t/base.mlir --kfusion-plan-sync="force=true policy=row" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/row.ll.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/row kfusion-runner %t/row.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/row 24 | FileCheck %s
//
// RUN: kfusion-opt %t/base.mlir --kfusion-plan-sync="force=true policy=tile" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/tile.ll.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/tile kfusion-runner %t/tile.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/tile 24 | FileCheck %s
//
// RUN: %python %S/Inputs/append-main.py %S/Inputs/gemm-chain-async-in-loop.mlir %S/Inputs/cusync-chain-main.mlir %t/in-loop.mlir
// RUN: kfusion-opt %t/in-loop.mlir --kfusion-plan-sync="force=true policy=tile" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/loop.ll.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/loop kfusion-runner %t/loop.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/loop 24 | FileCheck %s
//
// RUN: %python %S/Inputs/append-main.py %S/../../Sync/Inputs/gemm-chain-ordered.mlir %S/Inputs/cusync-chain-main.mlir %t/ordered.mlir
// RUN: kfusion-opt %t/ordered.mlir --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/order.ll.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/order kfusion-runner %t/order.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/base %t/order 24 | FileCheck %s
//
// RUN: %python %S/Inputs/append-main.py %S/../../Sync/Inputs/gemm-chain-banded.mlir %S/Inputs/cusync-chain-main.mlir %t/banded.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/bbase kfusion-runner %t/banded.mlir -e main --entry-point-result=void > /dev/null
// RUN: kfusion-opt %t/banded.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores -o %t/banded.sync.mlir 2>&1 | FileCheck %s --check-prefix=BAND
// RUN: kfusion-opt %t/banded.sync.mlir --kfusion-to-cubin="sync-timeout-ms=5000" -o %t/band.ll.mlir
// RUN: env KFUSION_SEED=11 KFUSION_OUTPUT_DIR=%t/band kfusion-runner %t/band.ll.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/bbase %t/band 24 | FileCheck %s
//
// BAND: kfusion-plan-sync: pair 0:{{.*}}tile order producer y fastest in bands of 2
//
// CHECK-COUNT-24: : 768 values, 0 differ
// CHECK-NOT: differ
