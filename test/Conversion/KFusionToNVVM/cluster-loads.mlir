// kfusion-lower-cluster-loads alone: each kfusion.remote_load becomes the
// element's shared address from the memref descriptor (its strides and offset:
// a subview's too), nvvm.mapa of it to the rank (a shared::cluster pointer)
// and a load from it; the rank is truncated to i32 (64-bit index) or taken as
// it is (32-bit). Loads of other memory are left alone, and
// convert-kfusion-to-nvvm leaves remote loads to this pass. The PTX of a
// whole halo exchange: ../../Stencil/halo-exchange.mlir.
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-lower-cluster-loads))" | FileCheck %s
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-lower-cluster-loads{index-bitwidth=32}))" | FileCheck %s --check-prefix=I32
// RUN: kfusion-opt %s --convert-kfusion-to-nvvm | FileCheck %s --check-prefix=KEPT

// CHECK-LABEL: gpu.func @neighbour
// CHECK:         %[[RANK:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK:         %[[REMOTE:.*]] = nvvm.mapa %{{.*}}, %[[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK:         %[[V:.*]] = llvm.load %[[REMOTE]] : !llvm.ptr<7> -> f32
// CHECK:         memref.store %[[V]]
// CHECK-NOT:     kfusion.remote_load
// I32-LABEL: gpu.func @neighbour
// I32-NOT:       llvm.trunc
// I32:           nvvm.mapa %{{.*}}, %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<7>
// KEPT-LABEL: gpu.func @neighbour
// KEPT:          kfusion.remote_load
gpu.module @kernels {
  gpu.func @neighbour(%out: memref<32xf32>, %r: index)
      workgroup(%sh : memref<4x34xf32, #gpu.address_space<workgroup>>) kernel {
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    %v = kfusion.remote_load %sh[%c1, %tid] from %r : memref<4x34xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<32xf32>
    gpu.return
  }
}

// A strided view (a padded array's interior): the subview's offset and
// strides reach the address.
// CHECK-LABEL: gpu.func @view
// CHECK:         %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK:         %[[OFFSET:.*]] = llvm.mlir.constant(42 : index) : i64
// CHECK:         %[[AT:.*]] = llvm.getelementptr %[[BASE]][%[[OFFSET]]]
// CHECK:         llvm.mlir.constant(40 : index) : i64
// CHECK:         %[[ELEM:.*]] = llvm.getelementptr %[[AT]][%{{.*}}]
// CHECK:         nvvm.mapa %[[ELEM]], %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<7>
gpu.module @views {
  gpu.func @view(%out: memref<32xf32>, %r: index)
      workgroup(%sh : memref<4x40xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %s = memref.subview %sh[1, 2] [2, 34] [1, 1] : memref<4x40xf32, #gpu.address_space<workgroup>> to memref<2x34xf32, strided<[40, 1], offset: 42>, #gpu.address_space<workgroup>>
    %v = kfusion.remote_load %s[%c0, %tid] from %r : memref<2x34xf32, strided<[40, 1], offset: 42>, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<32xf32>
    gpu.return
  }
}
