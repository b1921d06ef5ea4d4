// The semaphore ops down to PTX: the consumer's thread 0 polls with
// ld.acquire.gpu and nanosleep, producers post with red.release.gpu after a
// block barrier, tile counters are atomic adds; with sync-timeout-ms the
// spin reads %globaltimer and prints and traps. (ptxas assembles each form
// in ../Integration/Sim/Pipelines/sync-ptx.mlir.)
//
// RUN: rm -rf %t && mkdir -p %t/timeout
// RUN: kfusion-opt %S/../Sync/Inputs/gemm-chain-ordered.mlir --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/kernels.sm_90.ptx
// CHECK-LABEL: .visible .entry gemm1_sync0(
// CHECK:       atom.global.add.u32
// CHECK:       bar.sync 0;
// CHECK:       red.release.gpu.add.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-LABEL: .visible .entry gemm2_sync0(
// CHECK:       ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK:       nanosleep.u32
// CHECK-LABEL: .visible .entry gemm2_sync0_wait(
// CHECK:       ld.acquire.gpu.u32
//
// RUN: kfusion-opt %S/../Sync/Inputs/gemm-chain-ordered.mlir --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx sync-timeout-ms=2000" --kfusion-dump-binaries="output-dir=%t/timeout" -o /dev/null
// RUN: FileCheck %s --check-prefix=TIMEOUT < %t/timeout/kernels.sm_90.ptx
// TIMEOUT:       .global .align 1 .b8 printfFormat
// TIMEOUT-LABEL: .visible .entry gemm2_sync0(
// TIMEOUT:       %globaltimer
// TIMEOUT:       vprintf
// TIMEOUT:       trap;
//
// TileSync: the consumer waits for a window of producer tiles in one round
// trip, its threads each polling one semaphore (ld.acquire.gpu, nanosleep;
// with sync-timeout-ms also bounded) before one block barrier.
// RUN: mkdir -p %t/tile %t/tile-timeout
// RUN: kfusion-opt %S/../Sync/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/tile" -o /dev/null
// RUN: FileCheck %s --check-prefix=TILE < %t/tile/kernels.sm_90.ptx
// TILE-LABEL: .visible .entry gemm2_sync0(
// TILE:       mov.u32 %r{{[0-9]+}}, %tid.x;
// TILE:       ld.acquire.gpu.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// TILE:       nanosleep.u32
// TILE:       bar.sync 0;
// TILE-LABEL: .visible .entry gemm2_sync0_wait(
// RUN: kfusion-opt %S/../Sync/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx sync-timeout-ms=2000" --kfusion-dump-binaries="output-dir=%t/tile-timeout" -o /dev/null
// RUN: FileCheck %s --check-prefix=TIMEOUT < %t/tile-timeout/kernels.sm_90.ptx
