// kfusion.remote_mbarrier_arrive on the interpreter (Cluster.cpp), one case
// per function, each a cluster of two blocks of one thread: an arrival on
// the other block's mbarrier completes that block's phase (block 0 waits for
// block 1's arrival: counted in block 1's own mbarrier instead, block 0
// would spin and the run would end in a livelock report); and the misuses
// it reports: an arrival on a block that has exited (the final cluster
// barrier missing: block 1 arrives after a 2000-iteration loop, long after
// block 0 returned under any schedule), an arrival before the other block's
// init (the cluster barrier after the inits missing: block 0 inits after
// such a loop), a rank outside the cluster, and an arrival beyond the
// phase's count.
// RUN: kfusion-sim %s -e remote --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=REMOTE
// RUN: kfusion-sim %s -e remote --entry-point-result=void --schedule=reverse 2>&1 | FileCheck %s --check-prefix=REMOTE
// RUN: not kfusion-sim %s -e exited --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=EXITED
// RUN: not kfusion-sim %s -e exited --entry-point-result=void --schedule=random --skew --seed=3 2>&1 | FileCheck %s --check-prefix=EXITED
// RUN: not kfusion-sim %s -e uninit --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not kfusion-sim %s -e rank --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not kfusion-sim %s -e beyond --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=BEYOND

!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    // REMOTE: block 0 past the wait
    // REMOTE-NOT: error
    gpu.func @remote() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %false = arith.constant false
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %first = arith.cmpi eq, %rank, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %c1 : !bars
        gpu.printf "block 0 past the wait\n"
      } else {
        kfusion.remote_mbarrier_arrive %bar[%c0] in %c0 : !bars
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
    // EXITED: kfusion-sim: error: remote access after exit: kfusion.remote_mbarrier_arrive on the block of rank 0, which has exited (a cluster barrier before that block exits is missing)
    // EXITED-SAME: [kernel @exited, block (1, 0, 0), thread (0, 0, 0)]
    gpu.func @exited() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2000 = arith.constant 2000 : index
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %late = arith.cmpi eq, %rank, %c1 : index
      scf.if %late {
        scf.for %i = %c0 to %c2000 step %c1 {
          gpu.printf ""
        }
        kfusion.remote_mbarrier_arrive %bar[%c0] in %c0 : !bars
      }
      // Missing: nvvm.cluster.arrive + nvvm.cluster.wait
      gpu.return
    }
    // UNINIT: kfusion-sim: error: bad mbarrier: kfusion.remote_mbarrier_arrive on mbarrier 0 of the block of rank 0 before its init (a cluster barrier after the inits is missing)
    gpu.func @uninit() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2000 = arith.constant 2000 : index
      %rank = gpu.cluster_block_id x
      %first = arith.cmpi eq, %rank, %c0 : index
      scf.if %first {
        scf.for %i = %c0 to %c2000 step %c1 {
          gpu.printf ""
        }
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      } else {
        // Missing: a cluster barrier after the inits.
        kfusion.remote_mbarrier_arrive %bar[%c0] in %c0 : !bars
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
    // RANK: kfusion-sim: error: bad cluster rank: kfusion.remote_mbarrier_arrive on rank 2; the cluster (2, 1, 1) has ranks 0..1
    gpu.func @rank() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      nvvm.cluster.arrive
      nvvm.cluster.wait
      kfusion.remote_mbarrier_arrive %bar[%c0] in %c2 : !bars
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
    // BEYOND: kfusion-sim: error: bad mbarrier: an arrival beyond the phase's count (a remote one, on the block of rank 0)
    gpu.func @beyond() kernel {
      %bar = nvgpu.mbarrier.create -> !bars
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
      %rank = gpu.cluster_block_id x
      %first = arith.cmpi eq, %rank, %c0 : index
      // Block 0's phase awaits 4 bytes after its one arrival: block 1's
      // arrival is one too many.
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c4 : !bars
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %second = arith.cmpi eq, %rank, %c1 : index
      scf.if %second {
        kfusion.remote_mbarrier_arrive %bar[%c0] in %c0 : !bars
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
  func.func @remote() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @k::@remote clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @exited() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @k::@exited clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @uninit() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @k::@uninit clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @rank() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @k::@rank clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @beyond() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @k::@beyond clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
