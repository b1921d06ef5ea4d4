// RUN: not kfusion-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s
// REQUIRES: cuda-gpu

// What it proves: a CUDA error is reported, not swallowed. The launch asks
// for 2048 threads per block (the limit is 1024), which cuLaunchKernel
// rejects with CUDA_ERROR_INVALID_VALUE; the runtime must name the failing
// mgpu function and the CUDA error, and exit with status 1 right there.
//
// Why it would fail: a runtime that only logged the error and went on (as
// upstream's mlir_cuda_runtime does) would reach the marker printed after the
// final gpu.wait (CHECK-NOT), and `not` would see exit status 0. A runtime
// that printed nothing, or the wrong function or error name, fails the CHECK.
// Program stdout is buffered and may come out after stderr, so the marker is
// excluded both before and after the error line.

// CHECK-NOT: launch-error: after wait
// CHECK: kfusion-runtime: error: {{.*}} failed in mgpuLaunchKernel: CUDA_ERROR_INVALID_VALUE
// CHECK-NOT: launch-error: after wait

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%out: memref<2048xi32>) kernel {
      %tid = gpu.thread_id x
      %v = arith.index_cast %tid : index to i32
      memref.store %v, %out[%tid] : memref<2048xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2048 = arith.constant 2048 : index   // > 1024 threads per block
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] () : memref<2048xi32>
    %t2 = gpu.launch_func async [%t1] @kernels::@fill
        blocks in (%c1, %c1, %c1) threads in (%c2048, %c1, %c1)
        args(%buf : memref<2048xi32>)
    %t3 = gpu.dealloc async [%t2] %buf : memref<2048xi32>
    gpu.wait [%t3]
    vector.print str "launch-error: after wait\n"
    return
  }
}
