// Conv2DTileSync (kfusion.sync_policy = "conv2d") on a pair of convolutions
// computed as implicit GEMMs (Inputs/conv-pair.mlir: a 1x1 convolution, then
// a 3x3 one with zero padding that reduces channel tile by channel tile).
// A consumer tile reads every channel tile of the producer's pixel tiles
// y - 1 .. y + 1 (the filter's halo); the inferred dependency says so, and
// conv2d, which admits only such a dependency, keeps TileSync's semaphores
// and stages the waits through the channel loop: iteration ct waits for
// channel tile ct of the three halo tiles in one round trip (cuSync's
// Conv2DTileSync waits on tile {x, y / (R S)} at k-step y; here the k-step to
// tile mapping comes from the accesses and the halo is waited for).
//
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="force=true multiprocessors=2" 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: remark: kfusion-plan-sync: pair 0: @kernels::@conv1 -> @kernels::@conv2: policy row
// PLAN-SAME: refused strided:
// PLAN-NOT: conv2d:
// PLAN: kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> (s0, d1 + s1 - 1, 0), bounds = [2, 3]>
//
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="force=true multiprocessors=2 policy=conv2d" 2>&1 | FileCheck %s --check-prefix=CONV
// CONV: remark: kfusion-plan-sync: pair 0: @kernels::@conv1 -> @kernels::@conv2: policy conv2d (8 semaphores, 5.0 semaphores waited per consumer tile)
// CONV: kfusion.sync_policy = "conv2d"
//
// A hand-written "in-loop": the planner keeps it and models it.
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="force=true multiprocessors=2 policy=conv2d" | sed -e 's/"first-use"/"in-loop"/' > %t.plan.mlir
// RUN: sed -e 's/ {kfusion.sync_pair = 0 : i64}//' -e 's/kfusion.sync_pair = 0 : i64, //' %t.plan.mlir | kfusion-opt --kfusion-plan-sync="force=true multiprocessors=2" 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: remark: kfusion-plan-sync: pair 0: @kernels::@conv1 -> @kernels::@conv2: policy conv2d {{.*}} waits in the loop; model:
//
// RUN: kfusion-opt %t.plan.mlir --kfusion-insert-semaphores --canonicalize 2>&1 | FileCheck %s
// CHECK: remark: kfusion-insert-semaphores: pair 0: @kernels::@conv1_sync0 -> @kernels::@conv2_sync0: policy conv2d, 8 semaphores, wait-kernel, waits in the loop
// CHECK-LABEL: gpu.func @conv2_sync0(
// CHECK-NOT: kfusion.sem_
// CHECK: scf.for %[[CT:.*]] = %c0 to %c2 step %c1 iter_args
// Window [ct, ct + 1) of channel tiles, times the 3 halo tiles.
// CHECK: %[[END:.*]] = arith.minsi %{{.*}}, %c2 : index
// CHECK: %[[BEGIN:.*]] = arith.minsi %{{.*}}, %c2 : index
// CHECK: %[[WIDTH:.*]] = arith.subi %[[END]], %[[BEGIN]] : index
// CHECK: %[[COUNT:.*]] = arith.muli %[[WIDTH]], %c3 : index
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[COUNT]], %c0 : index
// CHECK: scf.if %[[ANY]] {
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[COUNT]] step %{{.*}} {
// CHECK: %[[POS:.*]] = arith.remui %[[J]], %[[WIDTH]] : index
// CHECK: %[[REST:.*]] = arith.divui %[[J]], %[[WIDTH]] : index
// CHECK: %[[CHAN:.*]] = arith.addi %[[BEGIN]], %[[POS]] : index
// CHECK: %[[HALO:.*]] = arith.remui %[[REST]], %c3 : index
// CHECK: %[[ROW0:.*]] = arith.addi %{{.*}}, %[[HALO]] : index
// CHECK: %[[ROW:.*]] = arith.addi %[[ROW0]], %c-1 : index
// CHECK: scf.if
// CHECK: %[[R2:.*]] = arith.muli %[[ROW]], %c2
// CHECK: %[[SEM:.*]] = arith.addi %[[CHAN]], %[[R2]] : index
// CHECK: kfusion.sem_poll %arg3[%[[SEM]]] geq %c1_i32
// CHECK: gpu.barrier
// CHECK: memref.load %arg0
// CHECK: gpu.func @conv2_sync0_wait
//
// Equal to the original under uneven schedules with few resident blocks.
// RUN: kfusion-opt %t.plan.mlir --kfusion-insert-semaphores -o %t.sync.mlir
// RUN: kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.sync.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.sync.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.sync.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=7 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal: 5 arguments, 3872 elements compared
//
// Conv2DTileSync waiting at first use, and RowSync: equal too.
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="force=true multiprocessors=2 policy=conv2d" --kfusion-insert-semaphores -o %t.first.mlir
// RUN: kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.first.mlir --sms=2 --blocks-per-sm=2 --schedule=random --skew --seed=5 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="force=true multiprocessors=2 policy=row" --kfusion-insert-semaphores -o %t.row.mlir
// RUN: kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.row.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQ
//
// A dependency without the halo (each consumer tile waits for its own pixel
// tile only): refused with checks on; inserted without checks, the
// interpreter catches it.
// RUN: sed -e 's/\[s0, s1\] -> (s0, d1 + s1 - 1, 0), bounds = \[2, 3\]/[s0] -> (s0, d1, 0), bounds = [2]/' -e 's/"conv2d"/"tile"/' -e 's/"in-loop"/"first-use"/' %t.plan.mlir > %t.planted.plan.mlir
// RUN: kfusion-opt %t.planted.plan.mlir --kfusion-insert-semaphores 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: not synchronized: the declared kfusion.tile_dep does not cover the accesses: consumer tile (0, 0, 0) reads producer tile (0, 1, 0), which the dependency does not name
// RUN: kfusion-opt %t.planted.plan.mlir --kfusion-insert-semaphores=checks=false -o %t.planted.mlir
// RUN: not kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.planted.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=1 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: not kfusion-sim %S/Inputs/conv-pair.mlir -e step --compare %t.planted.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=2 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: kfusion-sim: mismatch in argument #4
//
// Refused: a declared dependency (covering the accesses) with windows along
// both producer dimensions is not a convolution's: conv2d says which
// dimension is neither the halo nor whole.
// RUN: sed -e 's/\[s0, s1\] -> (s0, d1 + s1 - 1, 0), bounds = \[2, 3\]/[s0, s1] -> (s0 - 1, d1 + s1 - 1, 0), bounds = [3, 3]/' -e 's/ {kfusion.sync_pair = 0 : i64}//' -e 's/kfusion.sync_pair = 0 : i64, //' %t.plan.mlir | kfusion-opt --kfusion-plan-sync="force=true multiprocessors=2" 2>&1 | FileCheck %s --check-prefix=NOTCONV
// NOTCONV: remark: kfusion-plan-sync: @kernels::@conv1 -> @kernels::@conv2: not synchronized: no policy covers the dependency (conv2d: Conv2DTileSync needs a convolution's dependency: a window of two or more neighbouring producer tiles along one dimension (the filter's halo) and every producer tile along the others (the input channels), and in this one producer dimension 1 is neither)
//
// Lowered: the waits are ld.acquire polls, the posts red.release; ptxas
// assembles it.
// RUN: rm -rf %t.ptx && mkdir -p %t.ptx
// RUN: kfusion-opt %t.sync.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx/kernels.sm_90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx/kernels.sm_90.ptx -o %t.ptx/kernels.cubin %}
// PTX-DAG: red.release.gpu.add.u32
// PTX-DAG: ld.acquire.gpu.u32
