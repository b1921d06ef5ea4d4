// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// What it proves: an out-of-bounds store in a kernel is caught at the
// faulting access and reported with the access kind, the index, the shape,
// the kernel, the block and thread, and the op's location. 2 blocks of 64
// threads store their global index g into out[g] (memref<100xi32>) when
// g < 100, except the one planted fault: thread 13 of block 1 (g = 77)
// stores to index 130. Only that thread faults, whatever the schedule.
//
// Why it would fail: an unchecked store would corrupt memory silently and
// the run would print "after launch"; a report naming another thread, the
// linear element instead of the index, or no location fails the checks.

// CHECK: out-of-bounds: before launch
// CHECK: kfusion-sim: error: out-of-bounds
// CHECK-SAME: store
// CHECK-SAME: {{\[}}130]
// CHECK-SAME: {{\[}}100]
// CHECK: @planted
// CHECK: block (1, 0, 0)
// CHECK: thread (13, 0, 0)
// CHECK: out-of-bounds.mlir{{"?}}:[[# @LINE + 19]]
// CHECK-NOT: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @planted(%out: memref<100xi32>) kernel {
      %c77 = arith.constant 77 : index
      %c100 = arith.constant 100 : index
      %c130 = arith.constant 130 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %gi = arith.index_cast %g : index to i32
      %inside = arith.cmpi ult, %g, %c100 : index
      scf.if %inside {
        %bad = arith.cmpi eq, %g, %c77 : index
        %idx = arith.select %bad, %c130, %g : index
        memref.store %gi, %out[%idx] : memref<100xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc host_shared () : memref<100xi32>
    vector.print str "out-of-bounds: before launch\n"
    gpu.launch_func @kernels::@planted
        blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<100xi32>)
    vector.print str "out-of-bounds: after launch\n"
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<100xi32>
    gpu.wait [%sync_t1]
    return
  }
}
