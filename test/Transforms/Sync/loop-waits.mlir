// TileSync with the waits in the consumer's K loop (kfusion.sync_wait_at =
// "in-loop"): each producer tile is waited for right before the iteration
// that first reads it (gemm2's iteration k reads column k of C, which
// producer tile k floordiv 8 of its row wrote), not all of them before the
// loop. The window positions iteration k waits for are those after the ones
// of iteration k - 1; nothing is left for before the loop here. A window
// costs one round trip: its positions are dealt to the block's threads, each
// polls its semaphore (kfusion.sem_poll), then one barrier; an empty window
// (most iterations) skips both.
//
// RUN: kfusion-opt %S/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="force=true multiprocessors=2 policy=tile" | sed -e 's/"first-use"/"in-loop"/' > %t.plan.mlir
// RUN: kfusion-opt %t.plan.mlir --kfusion-insert-semaphores --canonicalize 2>&1 | FileCheck %s
//
// CHECK: remark: kfusion-insert-semaphores: pair 0: @kernels::@gemm1_sync0 -> @kernels::@gemm2_sync0: policy tile, 16 semaphores, wait-kernel, waits in the loop
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
// CHECK: gpu.func @gemm2_sync0_wait
//
// Equal to the original under uneven schedules with few resident blocks.
// RUN: kfusion-opt %t.plan.mlir --kfusion-insert-semaphores -o %t.sync.mlir
// RUN: kfusion-sim %S/Inputs/gemm-chain-sync.mlir -e step --compare %t.sync.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/Inputs/gemm-chain-sync.mlir -e step --compare %t.sync.mlir --sms=2 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %S/Inputs/gemm-chain-sync.mlir -e step --compare %t.sync.mlir --sms=16 --blocks-per-sm=2 --schedule=random --skew --quantum=8 --seed=7 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal: 5 arguments, 3584 elements compared
//
// The bench's shared-memory tiled MLP (a K loop of shared-memory stages).
// RUN: kfusion-opt %S/Inputs/mlp-simt-small.mlir --kfusion-plan-sync="force=true multiprocessors=2 policy=tile" | sed -e 's/"first-use"/"in-loop"/' | kfusion-opt --kfusion-insert-semaphores -o %t.mlp.mlir 2>&1 | FileCheck %s --check-prefix=MLP
// MLP: waits in the loop
// RUN: kfusion-sim %S/Inputs/mlp-simt-small.mlir -e step --compare %t.mlp.mlir --sms=1 --blocks-per-sm=2 --schedule=random --skew --seed=4 | FileCheck %s --check-prefix=EQMLP
// RUN: kfusion-sim %S/Inputs/mlp-simt-small.mlir -e step --compare %t.mlp.mlir --sms=4 --blocks-per-sm=2 --schedule=reverse --skew | FileCheck %s --check-prefix=EQMLP
// EQMLP: kfusion-sim: equal: 4 arguments, 32768 elements compared
//
// The planner keeps a hand-written "in-loop" and says so; with RowSync
// forced, in the loop does not apply and the pair is refused with the reason.
// RUN: kfusion-opt %t.plan.mlir --kfusion-plan-sync="force=true multiprocessors=2" 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: kfusion.sync_wait_at = "in-loop"
// RUN: sed -e 's/kfusion.sync_pair = 0 : i64, //' -e 's/ {kfusion.sync_pair = 0 : i64}//' -e 's/kfusion.sync_policy = "tile"/kfusion.sync_policy = "row"/' %t.plan.mlir | kfusion-opt --kfusion-plan-sync="force=true multiprocessors=2" 2>&1 | FileCheck %s --check-prefix=ROW
// ROW: remark: kfusion-plan-sync: @kernels::@gemm1 -> @kernels::@gemm2: not synchronized: no policy covers the dependency (row in the loop: waits in the loop need TileSync or Conv2DTileSync (one semaphore per producer tile), not row)
