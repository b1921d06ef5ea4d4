// RUN: kfusion-sim %s --no-race-check --schedule=forward | FileCheck %s --check-prefix=FWD
// RUN: kfusion-sim %s --no-race-check --schedule=reverse | FileCheck %s --check-prefix=REV
// RUN: kfusion-sim %s --no-race-check --schedule=random --seed=5 | FileCheck %s --check-prefix=RAND

// What it proves: --schedule changes the order in which threads and blocks
// run, so order-dependent (racy) results show up. Every thread of 4 blocks x
// 32 threads stores its global index g into the same global word with a
// plain store: the last writer wins. In forward order (blocks and threads
// in increasing order) the last writer is g = 127; in reverse order it is
// g = 0. A random schedule prints some g in 0..127.
//
// Why it would fail: a --schedule option that is ignored prints the same
// value for both orders; reversing only the threads of a block (not the
// blocks) prints 96 for reverse, only the blocks prints 31. Expected
// values follow from the definition of the two orders.

// FWD: schedule-order: last writer = 127
// REV: schedule-order: last writer = 0
// RAND: schedule-order: last writer = {{[0-9]+$}}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @last_writer(%out: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %g = gpu.global_id x
      %gi = arith.index_cast %g : index to i32
      memref.store %gi, %out[%c0] : memref<1xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %m1 = arith.constant -1 : i32
    %out = gpu.alloc host_shared () : memref<1xi32>
    memref.store %m1, %out[%c0] : memref<1xi32>
    gpu.launch_func @kernels::@last_writer
        blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%out : memref<1xi32>)
    %v = memref.load %out[%c0] : memref<1xi32>
    vector.print str "schedule-order: last writer = "
    vector.print %v : i32
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<1xi32>
    gpu.wait [%sync_t1]
    return
  }
}
