// REQUIRES: cuda-gpu
// kfusion.device_constant on the GPU: the device copy of a constant global is
// made by the first call (the runtime's kfusionDeviceConstant) and the same
// memory is read by the kernel of every later call, with no copy: the timed
// second call counts exactly one device operation, its launch (a per-call
// gpu.alloc + gpu.memcpy of the global, as before, counts two more).
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
//
// Why it would fail: a device copy that is not the global's elements (or a
// stale or freed one at the second call) prints other values; a copy at every
// call counts more operations.

// CHECK: device-constant: call 1: 2 4 6 8
// CHECK-NEXT: device-constant: call 2 ops = 1
// CHECK-NEXT: device-constant: call 2: 2 4 6 8

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
  }

  func.func private @kfusionTimingBegin()
  func.func private @kfusionTimingEnd() -> f64
  func.func private @kfusionTimingLastOpCount() -> i64

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

  func.func @print(%out: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
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
    return
  }

  func.func @main() {
    %out = gpu.alloc host_shared () : memref<4xf32>
    call @scale(%out) : (memref<4xf32>) -> ()
    vector.print str "device-constant: call 1: "
    call @print(%out) : (memref<4xf32>) -> ()
    call @kfusionTimingBegin() : () -> ()
    call @scale(%out) : (memref<4xf32>) -> ()
    %ms = call @kfusionTimingEnd() : () -> f64
    %ops = call @kfusionTimingLastOpCount() : () -> i64
    vector.print str "device-constant: call 2 ops = "
    vector.print %ops : i64
    vector.print str "device-constant: call 2: "
    call @print(%out) : (memref<4xf32>) -> ()
    gpu.dealloc %out : memref<4xf32>
    return
  }
}
