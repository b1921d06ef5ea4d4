// kfusion.device_constant on the interpreter: the device copy of a constant
// global, made on the first execution and the same memory after, read by a
// kernel at every call; a kernel's store to it, a gpu.memcpy into it and a
// gpu.dealloc of it are reported on the op.
// RUN: kfusion-sim %s -e main | FileCheck %s
// RUN: not kfusion-sim %s -e store_to_constant 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not kfusion-sim %s -e memcpy_into_constant 2>&1 | FileCheck %s --check-prefix=MEMCPY
// RUN: not kfusion-sim %s -e dealloc_constant 2>&1 | FileCheck %s --check-prefix=DEALLOC
//
// Why it would fail: a device copy that is not the global's elements, or that
// a second call finds freed or empty, prints other values; an unchecked write
// would change the constant of every later call silently.

// Two calls of @scale, each out[i] = 2 * w[i] with w = [1, 2, 3, 4].
// CHECK: 2 4 6 8
// CHECK-NEXT: 2 4 6 8
// STORE: kfusion-sim: error: write to a device constant
// STORE-SAME: kfusion.device_constant @w
// MEMCPY: kfusion-sim: error: write to a device constant: gpu.memcpy into kfusion.device_constant @w
// DEALLOC: kfusion-sim: error: write to a device constant: gpu.dealloc of kfusion.device_constant @w

module attributes {gpu.container_module} {
  memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

  gpu.module @kernels {
    gpu.func @double(%w: memref<4xf32>, %out: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %w[%i] : memref<4xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %out[%i] : memref<4xf32>
      gpu.return
    }
    gpu.func @overwrite(%w: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %z = arith.constant 0.0 : f32
      memref.store %z, %w[%i] : memref<4xf32>
      gpu.return
    }
  }

  func.func @scale(%out: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %w = kfusion.device_constant @w : memref<4xf32>
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@double
        blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%w : memref<4xf32>, %out : memref<4xf32>)
    gpu.wait [%t1]
    return
  }

  func.func @main() {
    %out = gpu.alloc host_shared () : memref<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    scf.for %call = %c0 to %c2 step %c1 {
      func.call @scale(%out) : (memref<4xf32>) -> ()
      %e0 = memref.load %out[%c0] : memref<4xf32>
      %e1 = memref.load %out[%c1] : memref<4xf32>
      %e2 = memref.load %out[%c2] : memref<4xf32>
      %e3 = memref.load %out[%c3] : memref<4xf32>
      vector.print %e0 : f32 punctuation <no_punctuation>
      vector.print str " "
      vector.print %e1 : f32 punctuation <no_punctuation>
      vector.print str " "
      vector.print %e2 : f32 punctuation <no_punctuation>
      vector.print str " "
      vector.print %e3 : f32
    }
    gpu.dealloc %out : memref<4xf32>
    return
  }

  func.func @store_to_constant() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %w = kfusion.device_constant @w : memref<4xf32>
    gpu.launch_func @kernels::@overwrite
        blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%w : memref<4xf32>)
    return
  }

  func.func @memcpy_into_constant() {
    %w = kfusion.device_constant @w : memref<4xf32>
    %host = memref.get_global @w : memref<4xf32>
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %w, %host : memref<4xf32>, memref<4xf32>
    gpu.wait [%t1]
    return
  }

  func.func @dealloc_constant() {
    %w = kfusion.device_constant @w : memref<4xf32>
    %t0 = gpu.wait async
    %t1 = gpu.dealloc async [%t0] %w : memref<4xf32>
    gpu.wait [%t1]
    return
  }
}
