// A synchronized pair runs on two streams down to the runtime calls: the
// producer on the first, the wait-kernel and the consumer on a second one
// that waits for the semaphores' allocation and memset through events; both
// are joined before the semaphores are freed. (The fork names two tokens:
// the canonicalizer folds a `gpu.wait async` of one token into it, which put
// the consumer behind the producer on one stream: a regression test.)
//
// RUN: kfusion-opt %S/../Sync/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores --canonicalize 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx" | FileCheck %s
// RUN: kfusion-opt %S/../Sync/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" --kfusion-insert-semaphores --canonicalize 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx" | FileCheck %s
//
// CHECK-LABEL: llvm.func @step(
// CHECK: %[[P:.*]] = llvm.call @mgpuStreamCreate()
// CHECK: %[[SEMS:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[P]],
// CHECK: %[[ALLOCATED:.*]] = llvm.call @mgpuEventCreate()
// CHECK: llvm.call @mgpuEventRecord(%[[ALLOCATED]], %[[P]])
// CHECK: llvm.call @mgpuMemset32(%[[SEMS]], %{{.*}}, %{{.*}}, %[[P]])
// CHECK: %[[ZEROED:.*]] = llvm.call @mgpuEventCreate()
// CHECK: llvm.call @mgpuEventRecord(%[[ZEROED]], %[[P]])
// CHECK: gpu.launch_func <%[[P]] : !llvm.ptr> @kernels::@gemm1_sync0
// CHECK: %[[C:.*]] = llvm.call @mgpuStreamCreate()
// CHECK: llvm.call @mgpuStreamWaitEvent(%[[C]], %[[ALLOCATED]])
// CHECK: llvm.call @mgpuStreamWaitEvent(%[[C]], %[[ZEROED]])
// CHECK-NOT: gpu.launch_func <%[[P]]
// CHECK: gpu.launch_func <%[[C]] : !llvm.ptr> @kernels::@gemm2_sync0_wait
// CHECK-NOT: gpu.launch_func <%[[P]]
// CHECK: gpu.launch_func <%[[C]] : !llvm.ptr> @kernels::@gemm2_sync0
// CHECK: llvm.call @mgpuMemFree(%[[SEMS]],
// CHECK: llvm.return
