// Conv2DTileSync (Sync/conv2d-sync.mlir) on the interpreter: the
// synchronized convolution pair equals the original under uneven schedules
// with few resident blocks, waiting in the channel loop
// (Sync/Inputs/conv-pair-in-loop.mlir), at first use, and under RowSync; a
// dependency without the halo, inserted without checks, is caught; the
// waits lower to PTX that ptxas assembles.
//
// RUN: kfusion-opt %S/../../../Sync/Inputs/conv-pair-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=conv2d" --kfusion-insert-semaphores -o %t.sync.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.sync.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.sync.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.sync.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=7 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal: 5 arguments, 3872 elements compared
//
// Conv2DTileSync waiting at first use, and RowSync: equal too.
// RUN: kfusion-opt %S/../../../Sync/Inputs/conv-pair.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=conv2d" --kfusion-insert-semaphores -o %t.first.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.first.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=5 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-opt %S/../../../Sync/Inputs/conv-pair.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=row" --kfusion-insert-semaphores -o %t.row.mlir
// RUN: kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.row.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQ
//
// A dependency without the halo (Sync/Inputs/conv-pair-planted.mlir),
// inserted without checks: the interpreter catches it.
// RUN: kfusion-opt %S/../../../Sync/Inputs/conv-pair-planted.mlir --kfusion-insert-semaphores=checks=false -o %t.planted.mlir
// RUN: not kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.planted.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=1 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: not kfusion-sim %S/../../../Sync/Inputs/conv-pair.mlir -e step --compare %t.planted.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=2 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: kfusion-sim: mismatch in argument #4
//
// Lowered: the waits are ld.acquire polls, the posts red.release; ptxas
// assembles it.
// RUN: rm -rf %t.ptx && mkdir -p %t.ptx
// RUN: kfusion-opt %t.sync.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx/kernels.sm_90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx/kernels.sm_90.ptx -o %t.ptx/kernels.cubin %}
// PTX-DAG: red.release.gpu.add.u32
// PTX-DAG: ld.acquire.gpu.u32
