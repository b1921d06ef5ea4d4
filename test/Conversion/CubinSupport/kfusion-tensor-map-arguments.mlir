// kfusion-tensor-map-arguments: kernel arguments of type
// !nvgpu.tensormap.descriptor (stage-tma's maps) become !llvm.ptr, the map's
// device address, cast back inside the kernel where the map was used and cast
// to the pointer at every launch; kernels without maps are left alone.
// RUN: kfusion-opt %s -allow-unregistered-dialect --kfusion-tensor-map-arguments | FileCheck %s

!map = !nvgpu.tensormap.descriptor<tensor = memref<8x16xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>

// The map (second argument) as a pointer, its kfusion.tensor_map_of dropped;
// its use sees the map type.
// CHECK-LABEL: gpu.func @load
// CHECK-SAME:    (%{{.*}}: memref<8x16xf32>, %[[P:[a-z0-9_]+]]: !llvm.ptr)
// CHECK-NEXT:    %[[M:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr to !nvgpu.tensormap.descriptor
// CHECK:         "test.use"(%[[M]])
// No map: unchanged.
// CHECK-LABEL: gpu.func @plain
// CHECK-SAME:    (%{{.*}}: memref<8x16xf32>)
// CHECK-NOT:     unrealized_conversion_cast
// Each launch passes the pointer.
// CHECK-LABEL: func.func @host
// CHECK:         %[[D:.*]] = nvgpu.tma.create.descriptor
// CHECK:         %[[PTR:.*]] = builtin.unrealized_conversion_cast %[[D]] : !nvgpu.tensormap.descriptor<{{.*}}> to !llvm.ptr
// CHECK-NEXT:    gpu.launch_func  @kernels::@load {{.*}} args(%{{.*}} : memref<8x16xf32>, %[[PTR]] : !llvm.ptr)
// CHECK:         gpu.launch_func  @kernels::@plain
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load(%a: memref<8x16xf32>, %m: !map {kfusion.tensor_map_of = 0 : index}) kernel {
      "test.use"(%m) : (!map) -> ()
      gpu.return
    }
    gpu.func @plain(%a: memref<8x16xf32>) kernel {
      gpu.return
    }
  }
  func.func @host(%a: memref<8x16xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %u = memref.cast %a : memref<8x16xf32> to memref<*xf32>
    %d = nvgpu.tma.create.descriptor %u box[%c8, %c16] : memref<*xf32> -> !map
    gpu.launch_func @kernels::@load blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8x16xf32>, %d : !map)
    gpu.launch_func @kernels::@plain blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8x16xf32>)
    return
  }
}
