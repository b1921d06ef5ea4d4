// RUN: not kfusion-sim %s 2>&1 | FileCheck %s
// RUN: not kfusion-sim %s --schedule=reverse 2>&1 | FileCheck %s
// RUN: not kfusion-sim %s --schedule=random --skew --seed=3 2>&1 | FileCheck %s
// RUN: kfusion-sim %s --no-race-check 2>&1 | FileCheck %s --check-prefix=NOCHECK

// What it proves: a remote read (kfusion.remote_load) of an element another
// block of the cluster wrote, with no completed cluster barrier phase
// between the write and the read, is a data race. A cluster of 2 blocks of
// 32 threads: each thread writes tile[tid] = 1000 + tid, and after
// nvvm.cluster.arrive + nvvm.cluster.wait (so no read is of uninitialized
// memory) writes tile[tid] = 2 tid + 1 and then, with the second cluster
// barrier missing, reads the other block's tile[(tid + 1) mod 32]. Whichever
// comes first, the write or the remote read, the pair is reported (as a
// remote read after an unordered write, or a write after an unordered
// remote read), naming both threads. With --no-race-check the program runs
// to its end.
//
// Why it would fail: ordering remote reads by the first (earlier) phase
// instead of one after the write, checking only the reader's side, or
// keeping the shadows per block without the remote readers, lets the run
// print "done".

// CHECK: kfusion-sim: error: data race: {{.*}}remote read
// CHECK-SAME: kernel @swap, block ({{[01]}}, 0, 0), thread ({{[0-9]+}}, 0, 0)
// CHECK-SAME: a cluster barrier between them is missing
// CHECK-SAME: [kernel @swap, block ({{[01]}}, 0, 0), thread ({{[0-9]+}}, 0, 0)]
// CHECK-NEXT: at {{.*}}cluster-race.mlir
// CHECK-NOT: cluster-race: done

// NOCHECK-NOT: error
// NOCHECK: cluster-race: done

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @swap(%out: memref<64xi32>)
        workgroup(%tile : memref<32xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i1000 = arith.constant 1000 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %t = arith.index_cast %tid : index to i32
      %old = arith.addi %t, %i1000 : i32
      memref.store %old, %tile[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %t2 = arith.muli %t, %i2 : i32
      %new = arith.addi %t2, %i1 : i32
      memref.store %new, %tile[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
      // Missing: nvvm.cluster.arrive + nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %other = arith.subi %c1, %rank : index
      %n1 = arith.addi %tid, %c1 : index
      %n = arith.remui %n1, %c32 : index
      %v = kfusion.remote_load %tile[%n] from %other
          : memref<32xi32, #gpu.address_space<workgroup>>
      %base = arith.muli %bid, %c32 : index
      %g = arith.addi %base, %tid : index
      memref.store %v, %out[%g] : memref<64xi32>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@swap clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%out : memref<64xi32>)
    vector.print str "cluster-race: done\n"
    %w = gpu.wait async
    %t = gpu.dealloc async [%w] %out : memref<64xi32>
    gpu.wait [%t]
    return
  }
}
