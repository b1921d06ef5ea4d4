// RUN: not kfusion-sim %s 2>&1 | FileCheck %s
// RUN: not kfusion-sim %s --schedule=reverse 2>&1 | FileCheck %s
// RUN: not kfusion-sim %s --schedule=random --skew --seed=9 2>&1 | FileCheck %s

// What it proves: a remote read of a block that has exited is reported (its
// shared memory is gone: distributed shared memory access after the target
// exits is undefined on the GPU). A cluster of 2 blocks writes its tiles and
// passes a cluster barrier; the block of rank 1 then returns, and the block
// of rank 0, after a 2000-iteration loop (far longer than rank 1 takes to
// return under any schedule), reads rank 1's tile. The final cluster
// barrier that would keep rank 1 alive until then is missing.
//
// Why it would fail: keeping a block's workgroup buffers readable after it
// exits, or reading the reader's own tile, would let the program print
// "done".

// CHECK: kfusion-sim: error: remote access after exit: kfusion.remote_load from block (1, 0, 0) (rank 1), which has exited
// CHECK-SAME: a cluster barrier before that block exits is missing
// CHECK-SAME: [kernel @late, block (0, 0, 0), thread (0, 0, 0)]
// CHECK-NEXT: at {{.*}}cluster-read-after-exit.mlir{{"?}}:[[# @LINE + 24]]{{.*}}'kfusion.remote_load'
// CHECK-NOT: cluster-read-after-exit: done

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @late(%out: memref<2xi32>)
        workgroup(%tile : memref<1xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2000 = arith.constant 2000 : index
      %i3 = arith.constant 3 : i32
      %bid = gpu.block_id x
      %b = arith.index_cast %bid : index to i32
      memref.store %b, %tile[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %reader = arith.cmpi eq, %rank, %c0 : index
      scf.if %reader {
        %spun = scf.for %k = %c0 to %c2000 step %c1 iter_args(%acc = %b) -> (i32) {
          %m = arith.muli %acc, %i3 : i32
          scf.yield %m : i32
        }
        %v = kfusion.remote_load %tile[%c0] from %c1
            : memref<1xi32, #gpu.address_space<workgroup>>
        %s = arith.addi %v, %spun : i32
        memref.store %s, %out[%bid] : memref<2xi32>
      }
      // Missing: nvvm.cluster.arrive + nvvm.cluster.wait
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %out = gpu.alloc host_shared () : memref<2xi32>
    gpu.launch_func @kernels::@late clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<2xi32>)
    vector.print str "cluster-read-after-exit: done\n"
    %w = gpu.wait async
    %t = gpu.dealloc async [%w] %out : memref<2xi32>
    gpu.wait [%t]
    return
  }
}
