// Execution checks of cuSync (Sync/plan-sync.mlir, Sync/insert-semaphores.mlir)
// in the reference interpreter: every transformed program computes what the
// original does on the same random inputs, under forward, reverse and random
// block schedules with uneven block speeds (--skew) and as few as 2 resident
// blocks; a planted under-waiting plan is caught as a mismatch. Producer and
// consumer run concurrently here (a free slot goes to either launch), so a
// missing wait-kernel deadlocks with few resident blocks, which the W test
// shows.
//
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores -o %t.row.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.row.mlir --sms=2 --blocks-per-sm=1 | FileCheck %s
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.row.mlir --sms=1 --blocks-per-sm=2 --schedule=reverse | FileCheck %s
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.row.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=2 | FileCheck %s
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.row.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --seed=3 | FileCheck %s
// CHECK: kfusion-sim: equal: 5 arguments, 3584 elements compared
//
// TileSync, synchronous launches.
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores -o %t.tile.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-sync.mlir -e step --compare %t.tile.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-sync.mlir -e step --compare %t.tile.mlir --sms=8 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s
//
// Custom tile orders through the counters.
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-ordered.mlir --kfusion-insert-semaphores -o %t.order.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.order.mlir --sms=2 --blocks-per-sm=1 --schedule=random --skew --seed=5 | FileCheck %s
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.order.mlir --sms=16 --blocks-per-sm=2 --schedule=reverse | FileCheck %s
//
// The producer in bands of two rows (the planner's order for a consumer tile
// that needs two producer rows), under every schedule.
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-banded.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores -o %t.banded.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-banded.mlir -e step --compare %t.banded.mlir --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=BANDED
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-banded.mlir -e step --compare %t.banded.mlir --sms=1 --blocks-per-sm=2 --schedule=reverse | FileCheck %s --check-prefix=BANDED
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-banded.mlir -e step --compare %t.banded.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=7 | FileCheck %s --check-prefix=BANDED
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-banded.mlir -e step --compare %t.banded.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --seed=3 | FileCheck %s --check-prefix=BANDED
// BANDED: kfusion-sim: equal: 5 arguments, 3584 elements compared
//
// W: planned for 132 multiprocessors with exclusive-gpu, where both grids
// fit at once, the pair has no wait-kernel; on 4 resident blocks (fewer than
// the planner counted: the GPU shared with other work) with the consumer's
// blocks started first, consumer blocks wait for producer blocks that never
// get a slot: the interpreter reports the livelock. The default plan keeps
// the wait-kernel and completes on those 4 slots.
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="force=true" --kfusion-insert-semaphores -o %t.shared.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.shared.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse | FileCheck %s
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.shared.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=9 | FileCheck %s
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="force=true exclusive-gpu=true" --kfusion-insert-semaphores -o %t.nowait.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.nowait.mlir --sms=16 --blocks-per-sm=2 --schedule=reverse | FileCheck %s
// RUN: not kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.nowait.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --livelock-steps=2000000 2>&1 | FileCheck %s --check-prefix=LIVELOCK
// LIVELOCK: error: livelock: {{.*}} resident blocks at most) [kernel @gemm2_sync0
//
// A shared-memory tiled MLP (kernels with workgroup attributions: the
// semaphore array is the last function argument, not the last block argument).
// RUN: kfusion-opt %S/../../../Sync/Inputs/mlp-simt-small.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores -o %t.mlp.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/mlp-simt-small.mlir -e step --compare %t.mlp.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew | FileCheck %s --check-prefix=MLP
// MLP: kfusion-sim: equal: 4 arguments, 32768 elements compared
//
// The planted under-waiting plan, inserted without checks, is caught.
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-planted.mlir --kfusion-insert-semaphores=checks=false -o %t.planted.mlir
// RUN: not kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.planted.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=16 --seed=1 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: not kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.planted.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=2 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: kfusion-sim: mismatch in argument #4
//
// Planted in a window (Sync/Inputs/gemm-chain-planted-window.mlir): TileSync
// waiting for only the first two of the four producer tiles of its row (its
// threads poll two semaphores, one barrier).
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-planted-window.mlir --kfusion-insert-semaphores=checks=false -o %t.window.mlir
// RUN: FileCheck %s --check-prefix=WINDOW < %t.window.mlir
// WINDOW-LABEL: gpu.func @gemm2_sync0(
// WINDOW: kfusion.sem_poll
// RUN: not kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.window.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=16 --seed=1 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: not kfusion-sim %S/../../../Sync/Inputs/gemm-chain-async.mlir -e step --compare %t.window.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=4 2>&1 | FileCheck %s --check-prefix=PLANTED
