// cuSync on persistent GEMM kernels, executed (Sync/persistent-gemms.mlir
// shows the plan): the MLP of Sync/Inputs/mlp-linalg-persistent.mlir, both
// GEMMs looping over their tiles in 2 blocks with the wgmma products
// emulated, forced to RowSync (one semaphore every consumer block waits for)
// and TileSync, computes what the kernels one after another compute on
// fresh random inputs, under reverse and random block schedules with uneven
// block speeds and one resident block a multiprocessor.
//
// RUN: kfusion-opt %S/../../../Sync/Inputs/mlp-linalg-persistent.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" -o %t.stream.mlir
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=row" --kfusion-insert-semaphores -o %t.row.mlir
// RUN: kfusion-opt %t.stream.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores -o %t.tile.mlir
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.row.mlir --sms=2 --blocks-per-sm=1 --schedule=reverse | FileCheck %s
// RUN: kfusion-sim %t.stream.mlir -e mlp --compare %t.tile.mlir --sms=2 --blocks-per-sm=1 --schedule=random --skew --seed=9 | FileCheck %s
// CHECK: kfusion-sim: equal: 4 arguments, 49152 elements compared
