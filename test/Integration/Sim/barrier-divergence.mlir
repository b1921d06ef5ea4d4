// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// What it proves: a block barrier reached by part of a warp while the
// warp's other live lanes are elsewhere is reported as barrier divergence
// (undefined behaviour on a GPU: a hang or a barrier that releases early).
// One block of 64 threads: lanes 0..15 of each warp execute a gpu.barrier
// inside `scf.if lane < 16`; lanes 16..31 take the else branch (a store)
// and then wait at the gpu.barrier after the scf.if, a different barrier op.
// The report names the kernel, a thread and a barrier location.
//
// Why it would fail: an interpreter that counts arrivals per block without
// looking at which barrier op each lane waits on would match the first
// barrier of lanes 0..15 with the second of lanes 16..31 and run on: it
// either prints "after launch" or notices something only later (e.g. when
// lanes 16..31 return), naming an op that is not one of the barriers.

// CHECK: kfusion-sim: error: barrier divergence
// CHECK: @split
// CHECK: thread ({{[0-9]+}}, 0, 0)
// The op named is one of the two barriers (lines 36 and 40), where the
// divergence happens, not an op reached after a barrier was (wrongly)
// completed:
// CHECK: barrier-divergence.mlir{{"?}}:{{36|40}}:{{[0-9]+}}{{.*}}'gpu.barrier'
// CHECK-NOT: 'gpu.return'
// CHECK-NOT: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @split(%out: memref<64xi32>) kernel {
      %c16 = arith.constant 16 : index
      %tid = gpu.thread_id x
      %lane = gpu.lane_id
      %t = arith.index_cast %tid : index to i32
      %low = arith.cmpi ult, %lane, %c16 : index
      scf.if %low {
        gpu.barrier
      } else {
        memref.store %t, %out[%tid] : memref<64xi32>
      }
      gpu.barrier
      memref.store %t, %out[%tid] : memref<64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@split
        blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<64xi32>)
    vector.print str "barrier-divergence: after launch\n"
    %sync_w1 = gpu.wait async
    %sync_t1 = gpu.dealloc async [%sync_w1] %out : memref<64xi32>
    gpu.wait [%sync_t1]
    return
  }
}
