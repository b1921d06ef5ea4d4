// cuSync on the compiler's own GEMM kernels, executed: the MLP of
// Sync/Inputs/mlp-linalg.mlir through kfusion-stitch-to-gpu with the wgmma
// products emulated (the real kernels' cp.async pipeline, swizzle and
// epilogue), synchronized by kfusion-plan-sync and kfusion-insert-semaphores,
// computes what the same kernels one after another compute, on fresh random
// inputs, under reverse and random block schedules with uneven
// block speeds and as few as 2 resident blocks: RowSync and TileSync at
// first use, TileSync with its waits in the second GEMM's K loop.
//
// RUN: kfusion-opt %S/../../../Sync/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.stream.mlir
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=row" --kfusion-insert-semaphores -o %t.row.mlir
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores -o %t.tile.mlir
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile wait-at=in-loop" --kfusion-insert-semaphores -o %t.loop.mlir
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.row.mlir --sms=1 --blocks-per-sm=2 --schedule=reverse | FileCheck %s
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.row.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=3 | FileCheck %s
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.tile.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s
// CHECK: kfusion-sim: equal: 4 arguments, 49152 elements compared
// RUN: kfusion-sim %t.stream.mlir -e mlp_wide --compare %t.loop.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=5 | FileCheck %s --check-prefix=WIDE
// WIDE: kfusion-sim: equal: 4 arguments, 81920 elements compared
//
// LLaMA's MLP form (Sync/Inputs/swiglu-linalg.mlir): the up projection and
// the gate kernel that reads it in its epilogue, under TileSync.
// RUN: kfusion-opt %S/../../../Sync/Inputs/swiglu-linalg.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.swiglu.mlir
// RUN: kfusion-opt %t.swiglu.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores -o %t.swiglu-sync.mlir
// RUN: kfusion-sim %t.swiglu.mlir -e mlp --compare %t.swiglu-sync.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=7 | FileCheck %s --check-prefix=SWIGLU
// SWIGLU: kfusion-sim: equal: 5 arguments, 65536 elements compared
//
// The convolution pair (Sync/Inputs/conv-linalg.mlir: implicit GEMMs, the
// second reading the first one's output through a reshape) under RowSync.
// RUN: kfusion-opt %S/../../../Sync/Inputs/conv-linalg.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.conv.mlir
// RUN: kfusion-opt %t.conv.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores -o %t.conv-sync.mlir
// RUN: kfusion-sim %t.conv.mlir -e conv_pair --compare %t.conv-sync.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=6 | FileCheck %s --check-prefix=CONV
// CONV: kfusion-sim: equal: 4 arguments, 91136 elements compared
//
// The wait-kernel on fewer resident blocks than the planner counted (the GPU
// shared with other work): planned for 10 multiprocessors, where both grids
// (8 + 2 blocks of producer-warpgroup kernels, one a multiprocessor) fit at
// once, then run on 2 slots with the consumer's blocks
// started first. The default plan keeps the wait-kernel and completes; with
// exclusive-gpu the planner drops it, and the consumer's blocks spin on
// producer rows that never get a slot: the interpreter reports the livelock.
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=10}> force=true policy=row" --kfusion-insert-semaphores -o %t.shared.mlir
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.shared.mlir --sms=1 --blocks-per-sm=2 --schedule=reverse | FileCheck %s
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=10}> force=true policy=row exclusive-gpu=true" --kfusion-insert-semaphores -o %t.exclusive.mlir
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.exclusive.mlir --sms=10 --blocks-per-sm=1 --schedule=reverse | FileCheck %s
// RUN: not kfusion-sim %t.stream.mlir -e mlp --compare %t.exclusive.mlir --sms=1 --blocks-per-sm=2 --schedule=reverse --livelock-steps=16000000 2>&1 | FileCheck %s --check-prefix=LIVELOCK
// LIVELOCK: error: livelock: {{.*}}(or whose producer never becomes resident: 2 resident blocks at most) [kernel @mlp_k1_gemm_sync0
//
// A consumer of thread-block clusters (Sync/Inputs/mlp-linalg-cluster.mlir,
// the kernels as they go to the GPU, not emulated): RowSync with the
// wait-kernel, relaunched with its cluster size, on 2 slots with the
// consumer's clusters started first, on 2 x 2 slots at uneven speeds and on
// 3 slots of one block; equal to the kernels one after another. Without the
// cluster size the consumer's multicasts name a block that is not there.
// RUN: kfusion-opt %S/../../../Sync/Inputs/mlp-linalg-cluster.mlir --kfusion-stitch-to-gpu="remarks=false" -o %t.cl.mlir 2>/dev/null
// RUN: kfusion-opt %t.cl.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=10}> force=true policy=row" --kfusion-insert-semaphores -o %t.cl-row.mlir 2>/dev/null
// RUN: kfusion-sim %t.cl.mlir -e mlp_cluster_consumer --compare %t.cl-row.mlir --sms=1 --blocks-per-sm=2 --schedule=reverse | FileCheck %s --check-prefix=CLUSTER
// RUN: kfusion-sim %t.cl.mlir -e mlp_cluster_consumer --compare %t.cl-row.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=8 | FileCheck %s --check-prefix=CLUSTER
// RUN: kfusion-sim %t.cl.mlir -e mlp_cluster_consumer --compare %t.cl-row.mlir --sms=3 --blocks-per-sm=1 --dynamic-shared-address=48 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: kfusion-sim: equal: 4 arguments, 49152 elements compared
