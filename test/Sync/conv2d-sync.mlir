// Conv2DTileSync (kfusion.sync_policy = "conv2d") on a pair of convolutions
// computed as implicit GEMMs (Inputs/conv-pair.mlir: a 1x1 convolution, then
// a 3x3 one with zero padding that reduces channel tile by channel tile).
// A consumer tile reads every channel tile of the producer's pixel tiles
// y - 1 .. y + 1 (the filter's halo); the inferred dependency says so, and
// conv2d, which admits only such a dependency, keeps TileSync's semaphores
// and stages the waits through the channel loop: iteration ct waits for
// channel tile ct of the three halo tiles in one round trip (cuSync's
// Conv2DTileSync waits on tile {x, y / (R S)} at k-step y; here the k-step to
// tile mapping comes from the accesses and the halo is waited for). The
// synchronized programs' results and their PTX:
// Integration/Sim/Sync/conv2d-sync.mlir.
//
// The planner's choice: RowSync; the dependency with the halo.
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: remark: kfusion-plan-sync: pair 0: @kernels::@conv1 -> @kernels::@conv2: policy row
// PLAN-SAME: refused strided:
// PLAN-NOT: conv2d:
// PLAN-LABEL: func.func @step(
// PLAN: kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> (s0, d1 + s1 - 1, 0), bounds = [2, 3]>
//
// conv2d forced: 8 semaphores (TileSync's), 5 waited per consumer tile.
// RUN: kfusion-opt %S/Inputs/conv-pair.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=conv2d" 2>&1 | FileCheck %s --check-prefix=CONV
// CONV: remark: kfusion-plan-sync: pair 0: @kernels::@conv1 -> @kernels::@conv2: policy conv2d (8 semaphores{{.*}} 5.0 semaphores waited per consumer tile
// CONV-LABEL: func.func @step(
// CONV: kfusion.sync_policy = "conv2d"
//
// A hand-written "in-loop" (Inputs/conv-pair-in-loop.mlir): the planner
// keeps it and models it.
// RUN: kfusion-opt %S/Inputs/conv-pair-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=conv2d" -o %t.plan.mlir 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: remark: kfusion-plan-sync: pair 0: @kernels::@conv1 -> @kernels::@conv2: policy conv2d {{.*}} waits in the loop; model:
//
// The waits staged through the channel loop.
// RUN: kfusion-opt %t.plan.mlir --kfusion-insert-semaphores --canonicalize 2>&1 | FileCheck %s
//
// A dependency without the halo (each consumer tile waits for its own pixel
// tile only: Inputs/conv-pair-planted.mlir) is refused with checks on.
// RUN: kfusion-opt %S/Inputs/conv-pair-planted.mlir --kfusion-insert-semaphores 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: not synchronized: {{.*}}kfusion.tile_dep does not cover the accesses: consumer tile (0, 0, 0) reads producer tile (0, 1, 0)
//
// Refused: a declared dependency (covering the accesses) with windows along
// both producer dimensions (Inputs/conv-pair-not-conv.mlir) is not a
// convolution's: conv2d says which dimension is neither the halo nor whole.
// RUN: kfusion-opt %S/Inputs/conv-pair-not-conv.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" 2>&1 | FileCheck %s --check-prefix=NOTCONV
// NOTCONV: remark: kfusion-plan-sync: @kernels::@conv1 -> @kernels::@conv2: not synchronized: no policy covers the dependency (conv2d: {{.*}}producer dimension 1 is neither)

// CHECK: remark: kfusion-insert-semaphores: pair 0: @kernels::@conv1_sync0 -> @kernels::@conv2_sync0: policy conv2d{{.*}} 8 semaphores{{.*}}wait-kernel{{.*}}in the loop
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
// The wait-kernel.
// CHECK-LABEL: gpu.func @conv2_sync0_wait
