// RUN: not kfusion-sim %s 2>&1 | FileCheck %s
// RUN: not kfusion-sim %s --schedule=random --skew --seed=4 2>&1 | FileCheck %s

// What it proves: a cluster barrier that can never complete is reported as
// a deadlock that names the wait, the phase, how many threads of the cluster
// arrived, and a thread that did not with what it waits at instead. A
// cluster of 2 blocks of 64 threads: in the block of rank 1 the second warp
// skips nvvm.cluster.arrive / nvvm.cluster.wait and waits at the gpu.barrier
// after them, which the block's first warp, waiting for the cluster, never
// reaches; 96 of the cluster's 128 threads arrive. The host never gets past
// the launch.
//
// Why it would fail: counting only the waiting block's threads, or every
// live thread of the cluster that waits anywhere, as arrived would let the
// program print "after launch"; a stall report without the cluster wait
// would not name the op.

// CHECK: cluster-deadlock: before launch
// CHECK: kfusion-sim: error: deadlock: every live thread waits
// CHECK-SAME: 'nvvm.cluster.wait' at {{.*}}cluster-deadlock.mlir{{"?}}:[[# @LINE + 25]]
// CHECK-SAME: for phase 0 of the barrier of cluster (0, 0, 0), where 96 of 128 threads of the cluster arrived
// CHECK-SAME: kernel @split, block (1, 0, 0), thread (32, 0, 0) has not arrived: it waits at 'gpu.barrier'
// CHECK-NEXT: at {{.*}}cluster-deadlock.mlir{{"?}}:[[# @LINE + 22]]{{.*}}'nvvm.cluster.wait'
// CHECK-NOT: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @split(%out: memref<128xi32>) kernel {
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %t = arith.index_cast %tid : index to i32
      %base = arith.muli %bid, %c64 : index
      %g = arith.addi %base, %tid : index
      memref.store %t, %out[%g] : memref<128xi32>
      %rank = gpu.cluster_block_id x
      %rank1 = arith.cmpi eq, %rank, %c1 : index
      %warp1 = arith.cmpi uge, %tid, %c32 : index
      %skip = arith.andi %rank1, %warp1 : i1
      scf.if %skip {
      } else {
        nvvm.cluster.arrive
        nvvm.cluster.wait
      }
      gpu.barrier
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc host_shared () : memref<128xi32>
    vector.print str "cluster-deadlock: before launch\n"
    gpu.launch_func @kernels::@split clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<128xi32>)
    vector.print str "cluster-deadlock: after launch\n"
    %w = gpu.wait async
    %t = gpu.dealloc async [%w] %out : memref<128xi32>
    gpu.wait [%t]
    return
  }
}
