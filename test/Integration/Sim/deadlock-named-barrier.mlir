// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// What it proves: a named barrier whose thread count exceeds the threads
// that reach it is reported as a deadlock, not hung on and not silently
// released. One block of 128 threads: threads 0..63 execute
// `kfusion.named_barrier id 1 threads 128`, threads 64..127 return, so the
// barrier can never fill. The report names the kernel, the barrier id, how
// many threads arrived of how many it needs, and the barrier's location; the
// host code after the launch never runs.
//
// Why it would fail: releasing the barrier when all live threads have
// arrived (treating the count as "the threads that are left") would let the
// program finish and print "after launch"; counting warps instead of threads
// would report another number.

// CHECK: deadlock-named-barrier: before launch
// CHECK: kfusion-sim: error: deadlock
// CHECK-SAME: @stuck
// CHECK-SAME: barrier 1
// CHECK-SAME: 64 of 128
// CHECK: deadlock-named-barrier.mlir{{"?}}:[[# @LINE + 13]]
// CHECK-NOT: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stuck(%out: memref<128xi32>) kernel {
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      memref.store %t, %out[%tid] : memref<128xi32>
      %low = arith.cmpi ult, %tid, %c64 : index
      scf.if %low {
        // Only 64 threads get here, the barrier waits for 128.
        kfusion.named_barrier id 1 threads 128
        %one = arith.constant 1 : i32
        %t1 = arith.addi %t, %one : i32
        memref.store %t1, %out[%tid] : memref<128xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %out = gpu.alloc host_shared () : memref<128xi32>
    vector.print str "deadlock-named-barrier: before launch\n"
    gpu.launch_func @kernels::@stuck
        blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%out : memref<128xi32>)
    vector.print str "deadlock-named-barrier: after launch\n"
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<128xi32>
    gpu.wait [%sync_t1]
    return
  }
}
