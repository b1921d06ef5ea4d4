// mbarriers on the interpreter (ExecuteTma.cpp), one case per function: a
// wait for parity 1 on a fresh mbarrier returns at once (the phase before
// the first counts as done, as in PTX), and the misuses it reports: a wait
// on an mbarrier no init reached, an init with no arrivals, an arrival
// beyond the phase's count (an expect_tx or a plain arrive while the phase
// still awaits bytes). Plain arrivals (nvgpu.mbarrier.arrive, the producer
// warpgroup GEMM's free mbarriers): a phase with all its arrivals and no
// bytes outstanding is complete at its last arrival, as on the GPU, so the
// next arrivals count in the next phase and both parities' waits return.
// setmaxnreg has no effect here (registers are not modelled).
// RUN: kfusion-sim %s -e fresh --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=FRESH
// RUN: not kfusion-sim %s -e uninit --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not kfusion-sim %s -e zero --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not kfusion-sim %s -e beyond --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=BEYOND
// RUN: kfusion-sim %s -e phases --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=PHASES
// RUN: not kfusion-sim %s -e arrive_beyond --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ARRIVEBEYOND

!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    // FRESH: past the wait
    // FRESH-NOT: error
    gpu.func @fresh() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %true = arith.constant true
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %c1 : !bars
      gpu.printf "past the wait\n"
      gpu.return
    }
    // UNINIT: kfusion-sim: error: bad mbarrier: wait on an mbarrier no init reached
    gpu.func @uninit() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %false = arith.constant false
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %c0 : !bars
      gpu.return
    }
    // ZERO: kfusion-sim: error: bad mbarrier: init with 0 arrivals
    gpu.func @zero() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      nvgpu.mbarrier.init %bar[%c0], %c0 : !bars
      gpu.return
    }
    // BEYOND: kfusion-sim: error: bad mbarrier: an arrival beyond the phase's count
    gpu.func @beyond() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c4 : !bars
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c4 : !bars
      gpu.return
    }
    // PHASES: past both phases
    // PHASES-NOT: error
    gpu.func @phases() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %false = arith.constant false
      %true = arith.constant true
      nvvm.setmaxregister increase 232
      nvgpu.mbarrier.init %bar[%c0], %c2 : !bars
      %t0 = nvgpu.mbarrier.arrive %bar[%c0] : !bars -> !nvgpu.mbarrier.token
      %t1 = nvgpu.mbarrier.arrive %bar[%c0] : !bars -> !nvgpu.mbarrier.token
      %t2 = nvgpu.mbarrier.arrive %bar[%c0] : !bars -> !nvgpu.mbarrier.token
      %t3 = nvgpu.mbarrier.arrive %bar[%c0] : !bars -> !nvgpu.mbarrier.token
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %c2 : !bars
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %c2 : !bars
      gpu.printf "past both phases\n"
      gpu.return
    }
    // ARRIVEBEYOND: kfusion-sim: error: bad mbarrier: an arrival beyond the phase's count
    gpu.func @arrive_beyond() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c4 : !bars
      %t = nvgpu.mbarrier.arrive %bar[%c0] : !bars -> !nvgpu.mbarrier.token
      gpu.return
    }
  }
  func.func @fresh() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@fresh blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @uninit() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@uninit blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @zero() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@zero blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @beyond() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@beyond blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @phases() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@phases blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @arrive_beyond() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@arrive_beyond blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
