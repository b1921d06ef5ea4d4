// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// What it proves: reading workgroup memory that nothing wrote is reported
// (workgroup memory is not zero-initialized on a GPU). One block of 64
// threads: every thread except thread 40 writes sh[tid] = 3*tid, a
// gpu.barrier orders the writes, then every thread reads sh[63 - tid]. Only
// thread 23 reads the never-written element 40; the report names the
// kernel, that thread and the load's location.
//
// Why it would fail: an interpreter that zero-fills workgroup memory would
// run to completion and print "after launch"; one that tracked whole
// buffers instead of elements would not notice the single hole; a report
// naming another thread fails the thread check.

// CHECK: kfusion-sim: error: uninitialized read
// CHECK: @hole
// CHECK: thread (23, 0, 0)
// CHECK: uninitialized-read.mlir{{"?}}:[[# @LINE + 21]]
// CHECK-NOT: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hole(%out: memref<64xi32>)
        workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c40 = arith.constant 40 : index
      %c63 = arith.constant 63 : index
      %i3 = arith.constant 3 : i32
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %v = arith.muli %t, %i3 : i32
      %skip = arith.cmpi eq, %tid, %c40 : index
      scf.if %skip {
      } else {
        memref.store %v, %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %m = arith.subi %c63, %tid : index
      %r = memref.load %sh[%m] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%tid] : memref<64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@hole
        blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<64xi32>)
    vector.print str "uninitialized-read: after launch\n"
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<64xi32>
    gpu.wait [%sync_t1]
    return
  }
}
