// kfusion-insert-semaphores on the planned GEMM chain: the host allocates and
// zeroes the semaphores on the producer's stream, runs the producer there and
// the wait-kernel and consumer on a new stream (a wait on the allocation and
// the memset: two tokens, which canonicalization does not fold into the
// producer's stream), joins both and frees the
// semaphores; the producer posts its row's semaphore after its store, the
// consumer waits for its row before its loop over C (R: first use).
//
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores 2>/dev/null | FileCheck %s
// CHECK-LABEL: func.func @step
// CHECK: %[[S0:.*]] = gpu.wait async
// CHECK: %[[SEM:.*]], %[[TA:.*]] = gpu.alloc async [%[[S0]]] () : memref<7xi32>
// CHECK: %[[TM:.*]] = gpu.memset async [%[[TA]]] %[[SEM]], %{{.*}} : memref<7xi32>, i32
// CHECK: %[[TP:.*]] = gpu.launch_func async [%[[TM]]] @kernels::@gemm1_sync0 {{.*}} %[[SEM]] : memref<7xi32>)
// CHECK: %[[S1:.*]] = gpu.wait async [%[[TA]], %[[TM]]]
// CHECK: %[[TW:.*]] = gpu.launch_func async [%[[S1]]] @kernels::@gemm2_sync0_wait blocks in (%[[ONE:.*]], %[[ONE]], %[[ONE]]) threads in (%[[ONE]], %[[ONE]], %[[ONE]]) args(%[[SEM]] : memref<7xi32>)
// CHECK: %[[TC:.*]] = gpu.launch_func async [%[[TW]]] @kernels::@gemm2_sync0 {{.*}} %[[SEM]] : memref<7xi32>)
// CHECK: %[[J:.*]] = gpu.wait async [%[[TP]], %[[TC]]]
// CHECK: %[[F:.*]] = gpu.dealloc async [%[[J]]] %[[SEM]] : memref<7xi32>
// CHECK: gpu.wait [%[[F]]]
//
// The producer: "started" at entry (slot 4 = 4 semaphores + 0), its row's
// semaphore (block id y) after the store.
// CHECK-LABEL: gpu.func @gemm1_sync0
// CHECK: kfusion.sem_post %arg3[%c4] add %c1_i32 : memref<7xi32>
// CHECK: %[[BY:.*]] = gpu.block_id y
// CHECK: memref.store
// CHECK: %[[ROW:.*]] = arith.addi %[[BY]], %{{.*}} : index
// CHECK: kfusion.sem_post %{{.*}}[%[[ROW]]] add %{{.*}} : memref<7xi32>
// CHECK-NEXT: gpu.return
//
// The consumer waits for its row to reach 4 posts, before the loop that
// reads C.
// CHECK-LABEL: gpu.func @gemm2_sync0
// CHECK: scf.if
// CHECK: %[[FOUR:.*]] = arith.index_cast %c4{{.*}} : index to i32
// CHECK: kfusion.sem_wait %{{.*}}[%{{.*}}] geq %[[FOUR]] : memref<7xi32>
// CHECK: scf.for
// CHECK: memref.load %arg0
//
// The wait-kernel.
// CHECK-LABEL: gpu.func @gemm2_sync0_wait
// CHECK: kfusion.sem_wait %arg0[%c4] geq %c16_i32 : memref<7xi32>
//
// The original kernels are gone.
// CHECK-NOT: gpu.func @gemm1(
// CHECK-NOT: gpu.func @gemm2(

// Synchronous launches: the same, joined by a blocking wait.
// RUN: kfusion-opt %S/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores 2>/dev/null | FileCheck %s --check-prefix=SYNC
// SYNC-LABEL: func.func @step(
// SYNC: gpu.launch_func async [%{{.*}}] @kernels::@gemm1_sync0
// SYNC: gpu.launch_func async [%{{.*}}] @kernels::@gemm2_sync0
// SYNC: gpu.wait [%{{.*}}, %{{.*}}]
// SYNC: gpu.dealloc %{{.*}} : memref<7xi32>

// A custom tile order: both kernels take their tile from a counter (slots 5
// and 6) and delinearize it with y fastest; waits at entry.
// RUN: kfusion-opt %S/Inputs/gemm-chain-ordered.mlir --kfusion-insert-semaphores 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: remark: kfusion-insert-semaphores: pair 0: @kernels::@gemm1_sync0 -> @kernels::@gemm2_sync0: policy row{{.*}}4 semaphores{{.*}}wait-kernel{{.*}}tile order{{.*}}at entry
// ORDER-LABEL: gpu.func @gemm1_sync0
// ORDER: %[[T:.*]] = kfusion.next_tile %arg3[%c5] : memref<7xi32>
// ORDER: %[[Y:.*]] = arith.remui %[[T]], %c4
// ORDER: %[[R:.*]] = arith.divui %[[T]], %c4
// ORDER: %[[X:.*]] = arith.remui %[[R]], %c4
// ORDER-NOT: gpu.block_id y
// ORDER-LABEL: gpu.func @gemm2_sync0
// ORDER: kfusion.next_tile %arg3[%c6] : memref<7xi32>
// ORDER: kfusion.sem_wait

// A banded order (kfusion.tile_order = [1, 0, 2, 2], the planner's choice for
// Inputs/gemm-chain-banded.mlir): the counter's value t, its plane (z) and
// position in it, the band's first row (t / 8 * 2), the band's width
// (min(2, 4 - first row)), y = first + within % width, x = within / width.
// RUN: kfusion-opt %S/Inputs/gemm-chain-banded.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores 2>&1 | FileCheck %s --check-prefix=BAND
// BAND: remark: kfusion-insert-semaphores: pair 0: @kernels::@gemm1_sync0 -> @kernels::@gemm2_sync0: policy row{{.*}}4 semaphores{{.*}}wait-kernel{{.*}}tile order{{.*}}first use
// BAND-LABEL: gpu.func @gemm1_sync0
// BAND: %[[T:.*]] = kfusion.next_tile %arg3[%c5] : memref<7xi32>
// BAND: %[[P:.*]] = arith.remui %[[T]], %c16
// BAND: %[[B:.*]] = arith.divui %[[P]], %c8
// BAND: %[[F:.*]] = arith.muli %[[B]], %c2
// BAND: %[[W:.*]] = arith.remui %[[P]], %c8
// BAND: %[[L:.*]] = arith.subi %{{.*}}, %[[F]]
// BAND: %[[N:.*]] = arith.minui %{{.*}}, %[[L]]
// BAND: %[[R:.*]] = arith.remui %[[W]], %[[N]]
// BAND: %[[Y:.*]] = arith.addi %[[F]], %[[R]]
// BAND: %[[X:.*]] = arith.divui %[[W]], %[[N]]
// BAND-NOT: gpu.block_id
// BAND: arith.muli %[[Y]], %{{.*}}
// BAND-LABEL: gpu.func @gemm2_sync0
// BAND-NOT: kfusion.next_tile
// BAND: kfusion.sem_wait

// The planted plan is refused with checks on.
// RUN: kfusion-opt %S/Inputs/gemm-chain-planted.mlir --kfusion-insert-semaphores 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: remark: kfusion-insert-semaphores: pair 0 (@kernels::@gemm1 -> @kernels::@gemm2): not synchronized: {{.*}}kfusion.tile_dep does not cover the accesses: consumer tile (0, 0, 0) reads producer tile (1, 0, 0)
// PLANTED-LABEL: func.func @step(
// PLANTED-NOT: sem_wait
