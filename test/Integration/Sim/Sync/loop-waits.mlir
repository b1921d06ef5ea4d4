// TileSync with the waits in the consumer's K loop (Sync/loop-waits.mlir) on
// the interpreter: equal to the original under uneven schedules with few
// resident blocks, for the GEMM chain and the bench's shared-memory tiled MLP.
// RUN: kfusion-opt %S/../../../Sync/Inputs/gemm-chain-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores -o %t.sync.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-sync.mlir -e step --compare %t.sync.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-sync.mlir -e step --compare %t.sync.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/../../../Sync/Inputs/gemm-chain-sync.mlir -e step --compare %t.sync.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=7 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal: 5 arguments, 3584 elements compared
//
// RUN: kfusion-opt %S/../../../Sync/Inputs/mlp-simt-small-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores -o %t.mlp.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Sync/Inputs/mlp-simt-small.mlir -e step --compare %t.mlp.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s --check-prefix=EQMLP
// RUN: kfusion-sim %S/../../../Sync/Inputs/mlp-simt-small.mlir -e step --compare %t.mlp.mlir --sms=4 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQMLP
// EQMLP: kfusion-sim: equal: 4 arguments, 32768 elements compared
