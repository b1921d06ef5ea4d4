// TileSync with the waits in the consumer's K loop (kfusion.sync_wait_at =
// "in-loop"): each producer tile is waited for right before the iteration
// that first reads it (gemm2's iteration k reads column k of C, which
// producer tile k floordiv 8 of its row wrote), not all of them before the
// loop. The window positions iteration k waits for are those after the ones
// of iteration k - 1; nothing is left for before the loop here. A window
// costs one round trip: its positions are dealt to the block's threads, each
// polls its semaphore (kfusion.sem_poll), then one barrier; an empty window
// (most iterations) skips both. The synchronized programs' results:
// Integration/Sim/Sync/loop-waits.mlir.
//
// The planner keeps a hand-written "in-loop" (Inputs/gemm-chain-in-loop.mlir)
// under TileSync; with RowSync forced, in the loop does not apply and the
// pair is refused with the reason.
// RUN: kfusion-opt %S/Inputs/gemm-chain-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" -o %t.plan.mlir 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: remark: kfusion-plan-sync: pair 0: @kernels::@gemm1 -> @kernels::@gemm2: policy tile {{.*}} waits in the loop
// RUN: FileCheck %s --check-prefix=KEEP-IR < %t.plan.mlir
// KEEP-IR-LABEL: func.func @step(
// KEEP-IR: kfusion.sync_wait_at = "in-loop"
// RUN: kfusion-opt %S/Inputs/gemm-chain-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=row" 2>&1 | FileCheck %s --check-prefix=ROW
// ROW: remark: kfusion-plan-sync: @kernels::@gemm1 -> @kernels::@gemm2: not synchronized: no policy covers the dependency (row in the loop: {{.*}}need TileSync or Conv2DTileSync{{.*}}not row)
//
// The waits in the K loop.
// RUN: kfusion-opt %t.plan.mlir --kfusion-insert-semaphores --canonicalize 2>&1 | FileCheck %s
//
// The bench's shared-memory tiled MLP (a K loop of shared-memory stages:
// Inputs/mlp-simt-small-in-loop.mlir).
// RUN: kfusion-opt %S/Inputs/mlp-simt-small-in-loop.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" --kfusion-insert-semaphores -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLP
// MLP: remark: kfusion-insert-semaphores: pair 0: @kernels::@mlp_up_sync0 -> @kernels::@mlp_down_sync0: policy tile, {{.*}}waits in the loop

// CHECK: remark: kfusion-insert-semaphores: pair 0: @kernels::@gemm1_sync0 -> @kernels::@gemm2_sync0: policy tile{{.*}} 16 semaphores{{.*}}wait-kernel{{.*}}in the loop
// CHECK-LABEL: gpu.func @gemm2_sync0(
// CHECK-NOT: kfusion.sem_wait
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %c32 step %c1 iter_args
// CHECK: %[[PREV:.*]] = arith.subi %[[K]], %c1 : index
// CHECK: arith.divsi %{{.*}}, %c8 : index
// CHECK: %[[END:.*]] = arith.minsi %{{.*}}, %c4 : index
// CHECK: arith.divsi %{{.*}}, %c8 : index
// CHECK: %[[BEGIN:.*]] = arith.minsi %{{.*}}, %c4 : index
// CHECK: %[[COUNT:.*]] = arith.subi %[[END]], %[[BEGIN]] : index
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[COUNT]], %c0 : index
// CHECK: scf.if %[[ANY]] {
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[COUNT]] step %{{.*}} {
// CHECK: %[[POS:.*]] = arith.remui %[[J]], %[[COUNT]] : index
// CHECK: arith.addi %[[BEGIN]], %[[POS]] : index
// CHECK: kfusion.sem_poll %arg3[%{{.*}}] geq %c1_i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: }
// CHECK-NEXT: memref.load %arg0[%{{.*}}, %[[K]]]
// The wait-kernel.
// CHECK-LABEL: gpu.func @gemm2_sync0_wait
