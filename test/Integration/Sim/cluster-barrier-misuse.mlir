// RUN: not kfusion-sim %s -e arrive_twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not kfusion-sim %s -e wait_first 2>&1 | FileCheck %s --check-prefix=FIRST

// What it proves: each thread alternates nvvm.cluster.arrive and
// nvvm.cluster.wait; a second arrival before the wait for the first, or a
// wait with no arrival since the last wait, is reported on the op (PTX
// leaves both undefined). A cluster of 2 blocks of 32 threads runs a kernel
// that arrives twice (relaxed, then release), or one that waits after a
// complete arrive + wait pair.
//
// Why it would fail: counting arrivals without checking the alternation
// would let the second arrival count for the next phase (and the program
// run on), and a wait without an arrival would wait for a phase the thread
// is not part of.

// TWICE: kfusion-sim: error: cluster barrier misuse: a second arrival at the cluster barrier without waiting for phase 0 first
// TWICE-NEXT: at {{.*}}cluster-barrier-misuse.mlir{{"?}}:[[# @LINE + 9]]{{.*}}'nvvm.cluster.arrive'

// FIRST: kfusion-sim: error: cluster barrier misuse: nvvm.cluster.wait without an arrival since the last wait (phase 1)
// FIRST-NEXT: at {{.*}}cluster-barrier-misuse.mlir{{"?}}:[[# @LINE + 13]]{{.*}}'nvvm.cluster.wait'

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arrive_twice() kernel {
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
    gpu.func @wait_first() kernel {
      nvvm.cluster.arrive
      nvvm.cluster.wait
      nvvm.cluster.wait
      gpu.return
    }
  }

  func.func @arrive_twice() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@arrive_twice clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
    return
  }

  func.func @wait_first() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@wait_first clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
    return
  }
}
