// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// What it proves: kfusion.remote_load from a rank outside the cluster is
// reported on the load, with the cluster's size and valid ranks. A cluster
// of 2 blocks (ranks 0 and 1) whose blocks read rank 2 after a complete
// cluster barrier (so nothing else is wrong).
//
// Why it would fail: not checking the rank (reading a block of another
// cluster, or memory past the cluster's blocks), or taking it modulo the
// cluster size, would let the program print "done".

// CHECK: kfusion-sim: error: bad cluster rank: kfusion.remote_load from rank 2; the cluster (2, 1, 1) has ranks 0..1
// CHECK-SAME: [kernel @far, block ({{[01]}}, 0, 0), thread (0, 0, 0)]
// CHECK-NEXT: at {{.*}}cluster-bad-rank.mlir{{"?}}:[[# @LINE + 15]]{{.*}}'kfusion.remote_load'
// CHECK-NOT: cluster-bad-rank: done

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @far(%out: memref<2xi32>)
        workgroup(%tile : memref<1xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %bid = gpu.block_id x
      %b = arith.index_cast %bid : index to i32
      memref.store %b, %tile[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %v = kfusion.remote_load %tile[%c0] from %c2
          : memref<1xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%bid] : memref<2xi32>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %out = gpu.alloc host_shared () : memref<2xi32>
    gpu.launch_func @kernels::@far clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<2xi32>)
    vector.print str "cluster-bad-rank: done\n"
    %w = gpu.wait async
    %t = gpu.dealloc async [%w] %out : memref<2xi32>
    gpu.wait [%t]
    return
  }
}
