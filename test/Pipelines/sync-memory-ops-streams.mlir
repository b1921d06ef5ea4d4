// RUN: kfusion-opt %s --kfusion-to-cubin=format=ptx | FileCheck %s

// A token used by two synchronous ops and a final wait: each synchronous op
// runs on a stream of its own, made to wait for the token's stream by an
// event, and only that stream is synchronized and destroyed after it; the
// token's stream is destroyed once, by the final gpu.wait. (Lowering the
// synchronous ops before the pipeline's canonicalization let gpu.wait's
// folding turn `gpu.wait async [%t]` into %t, so the first blocking wait
// destroyed %t's stream while the second op still ran on it: a crash in
// cuStreamSynchronize on the GPU.)

// CHECK-LABEL: llvm.func @two_users
// CHECK:         %[[T:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         llvm.call @mgpuMemset32({{.*}}, %[[T]])
// CHECK:         %[[A:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[A]],
// CHECK:         llvm.call @mgpuMemcpy({{.*}}, %[[A]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[A]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[A]])
// CHECK:         %[[B:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:    llvm.call @mgpuStreamWaitEvent(%[[B]],
// CHECK:         llvm.call @mgpuMemFree({{.*}}, %[[B]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[B]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[B]])
// CHECK-NEXT:    llvm.call @mgpuStreamSynchronize(%[[T]])
// CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[T]])
// CHECK-NEXT:    llvm.return
module attributes {gpu.container_module} {
  // One token, two synchronous users, one final wait.
  func.func @two_users(%h: memref<64xi32>, %v: i32) {
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<64xi32>
    %t = gpu.memset async [%t1] %d, %v : memref<64xi32>, i32
    gpu.memcpy [%t] %h, %d : memref<64xi32>, memref<64xi32>
    gpu.dealloc [%t] %d : memref<64xi32>
    gpu.wait [%t]
    return
  }
}
