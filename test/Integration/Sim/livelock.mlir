// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// What it proves: threads spinning forever on a flag that nothing sets are
// reported as a livelock (every live thread runs, none changes memory)
// instead of running until the step budget is exhausted or hanging. 2
// blocks of 32 threads poll flag[0] with atomic reads (atomic_rmw addi 0,
// which writes back the value it read and so does not change memory); the
// flag was zeroed by gpu.memset and no kernel sets it. The report names the
// kernel, a block and thread, and the location of an op in the spin loop.
//
// Why it would fail: counting an atomic add of 0 as a change of memory (or
// treating any executed instruction as progress) makes the run go on until
// the default step budget and report something else; an interpreter that
// gave up on the loop silently would print "after launch".

// CHECK: livelock: before launch
// CHECK: kfusion-sim: error: livelock
// CHECK: @waiter
// CHECK: block ({{[01]}}, 0, 0)
// CHECK: thread ({{[0-9]+}}, 0, 0)
// CHECK: livelock.mlir{{"?}}:{{[0-9]+}}
// CHECK-NOT: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @waiter(%flag: memref<1xi32>, %out: memref<64xi32>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %f = scf.while (%d = %zero) : (i32) -> (i32) {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %unset = arith.cmpi eq, %v, %zero : i32
        scf.condition(%unset) %v : i32
      } do {
      ^bb0(%v: i32):
        scf.yield %v : i32
      }
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      memref.store %f, %out[%g] : memref<64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %sync_w1 = gpu.wait async
    %flag, %sync_t1 = gpu.alloc async [%sync_w1] () : memref<1xi32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %out, %sync_t2 = gpu.alloc async [%sync_w2] () : memref<64xi32>
    gpu.wait [%sync_t2]
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.memset async [%sync_w3] %flag, %zero : memref<1xi32>, i32
    gpu.wait [%sync_t3]
    vector.print str "livelock: before launch\n"
    gpu.launch_func @kernels::@waiter
        blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%flag : memref<1xi32>, %out : memref<64xi32>)
    vector.print str "livelock: after launch\n"
    %sync_w4 = gpu.wait async
    %sync_t4 = gpu.dealloc async [%sync_w4] %flag : memref<1xi32>
    gpu.wait [%sync_t4]
    %sync_w5 = gpu.wait async
    %sync_t5 = gpu.dealloc async [%sync_w5] %out : memref<64xi32>
    gpu.wait [%sync_t5]
    return
  }
}
