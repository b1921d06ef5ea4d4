// RUN: kfusion-opt %s --kfusion-print-launch-graph -o /dev/null | FileCheck %s

// TMA loads in the launch graph: a kernel's TMA load reads the buffer its
// tensor map describes (the argument kfusion.tensor_map_of names, else the
// map argument, which traces to the memref the host's
// nvgpu.tma.create.descriptor made it of); making a map touches no device
// memory, so it is no node between the launches.

!map = !nvgpu.tensormap.descriptor<tensor = memref<64xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%out: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %out[%i] : memref<64xf32>
      gpu.return
    }
    // The map describes argument 0, which the body never names.
    gpu.func @load_named(%in: memref<64xf32>, %m: !map {kfusion.tensor_map_of = 0 : index}) workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !bars
      nvgpu.tma.async.load %m[%c0], %bar[%c0] to %tile : !map, !bars -> memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    // No kfusion.tensor_map_of: the map stands for its buffer.
    gpu.func @load_map(%m: !map) workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !bars
      nvgpu.tma.async.load %m[%c0], %bar[%c0] to %tile : !map, !bars -> memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }

  // The consumer reads %buf through the map of argument 0: read after
  // write, and the descriptor is no node.
  // CHECK-LABEL: launch graph of @named: 2 nodes
  // CHECK-NEXT: node 0: launch @k::@fill
  // CHECK-NEXT: node 1: launch @k::@load_named
  // CHECK: array 0: %{{.*}} (allocation): K = {0, 1}, read by 1, written by 0
  // CHECK: 0 -> 1 read-after-write
  func.func @named() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %buf = memref.alloc() : memref<64xf32>
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>)
    %u = memref.cast %buf : memref<64xf32> to memref<*xf32>
    %m = nvgpu.tma.create.descriptor %u box[%c64] : memref<*xf32> -> !map
    gpu.launch_func @k::@load_named blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %m : !map)
    return
  }

  // The map alone: it traces to %buf.
  // CHECK-LABEL: launch graph of @unnamed: 2 nodes
  // CHECK: 0 -> 1 read-after-write
  func.func @unnamed() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %buf = memref.alloc() : memref<64xf32>
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>)
    %u = memref.cast %buf : memref<64xf32> to memref<*xf32>
    %m = nvgpu.tma.create.descriptor %u box[%c64] : memref<*xf32> -> !map
    gpu.launch_func @k::@load_map blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : !map)
    return
  }
}
