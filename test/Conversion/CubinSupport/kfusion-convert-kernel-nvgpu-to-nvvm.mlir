// kfusion-convert-kernel-nvgpu-to-nvvm (on gpu.modules): the nvgpu ops of
// kernels lowered to NVVM with the kernels' index width (default 32), so that
// the memref descriptors they use have the width the kernel lowering gives
// them. A module without nvgpu ops is left as it is; an op that cannot be
// lowered is an error on it.
// RUN: kfusion-opt %s -split-input-file -allow-unregistered-dialect --pass-pipeline="builtin.module(gpu.module(kfusion-convert-kernel-nvgpu-to-nvvm))" -verify-diagnostics | FileCheck %s
// RUN: kfusion-opt %s -split-input-file -allow-unregistered-dialect --pass-pipeline="builtin.module(gpu.module(kfusion-convert-kernel-nvgpu-to-nvvm{index-bitwidth=64}))" -verify-diagnostics | FileCheck %s --check-prefix=WIDE
// index-bitwidth=0: the width of the module's data layout.
// RUN: kfusion-opt %s -split-input-file -allow-unregistered-dialect --pass-pipeline="builtin.module(gpu.module(kfusion-convert-kernel-nvgpu-to-nvvm{index-bitwidth=0}))" -verify-diagnostics | FileCheck %s --check-prefix=LAYOUT

// A copy, its group and the wait: cp.async with 32-bit descriptors and
// addresses, the token an i32.
// CHECK-LABEL: gpu.func @stage
// CHECK:         %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<8x16xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK:         %[[DST:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<16xf32, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i32, array<1 x i32>, array<1 x i32>)>
// CHECK:         %[[SHARED:.*]] = llvm.extractvalue %[[DST]][1]
// CHECK:         %[[TO:.*]] = llvm.getelementptr %[[SHARED]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK:         %[[BASE:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK:         %[[C16:.*]] = llvm.mlir.constant(16 : index) : i32
// CHECK:         %[[ROW:.*]] = llvm.mul %{{.*}}, %[[C16]] : i32
// CHECK:         %[[AT:.*]] = llvm.add %[[ROW]], %{{.*}} : i32
// CHECK:         %[[FROM:.*]] = llvm.getelementptr %[[BASE]][%[[AT]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK:         %[[GLOBAL:.*]] = llvm.addrspacecast %[[FROM]] : !llvm.ptr to !llvm.ptr<1>
// CHECK:         nvvm.cp.async.shared.global %[[TO]], %[[GLOBAL]], 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK:         nvvm.cp.async.commit.group
// CHECK:         nvvm.cp.async.wait.group 0
// CHECK-NOT:     nvgpu.
// WIDE-LABEL: gpu.func @stage
// WIDE:         builtin.unrealized_conversion_cast %{{.*}} : memref<8x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// WIDE:         llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// WIDE:         nvvm.cp.async.shared.global
// LAYOUT-LABEL: gpu.func @stage
// LAYOUT:         builtin.unrealized_conversion_cast %{{.*}} : memref<8x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
gpu.module @kernels {
  gpu.func @stage(%g: memref<8x16xf32>, %row: index) kernel {
    %s = memref.alloca() : memref<16xf32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %g[%row, %c0], %s[%c0], 4 : memref<8x16xf32> to memref<16xf32, #gpu.address_space<workgroup>>
    %group = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %group {numGroups = 0 : i32}
    gpu.return
  }
}

// -----

// A TMA load (kfusion-lower-tiles stage-tma): the mbarrier group becomes a
// shared-memory global of i64 (its memref in NVVM's address space 3, its
// descriptor 32-bit), the tensor map a pointer, the load a
// cp.async.bulk.tensor at the i32 coordinates.
// CHECK:       memref.global "private" @__mbarrier : memref<1xi64, 3>
// CHECK-LABEL: gpu.func @tma
// CHECK:         memref.get_global @__mbarrier : memref<1xi64, 3>
// CHECK:         !llvm.struct<(ptr<3>, ptr<3>, i32, array<1 x i32>, array<1 x i32>)>
// CHECK:         nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK:         nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK:         nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK:         nvvm.mbarrier.try_wait.parity
// CHECK-NOT:     nvgpu.
// WIDE-LABEL: gpu.func @tma
// WIDE:         !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
!map = !nvgpu.tensormap.descriptor<tensor = memref<8x16xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @tma(%m: !map, %x: index, %y: index) workgroup(%s : memref<8x16xf32, #gpu.address_space<workgroup>>) kernel {
    %bar = nvgpu.mbarrier.create -> !bars
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %bytes = arith.constant 512 : index
    %false = arith.constant false
    nvgpu.mbarrier.init %bar[%c0], %c1 : !bars
    nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bars
    nvgpu.tma.async.load %m[%x, %y], %bar[%c0] to %s : !map, !bars -> memref<8x16xf32, #gpu.address_space<workgroup>>
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %bytes : !bars
    gpu.return
  }
}

// -----

// The data layout's index width is what index-bitwidth=0 takes.
// CHECK-LABEL: gpu.func @layout
// CHECK:         !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// WIDE-LABEL: gpu.func @layout
// WIDE:         !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-LABEL: gpu.func @layout
// LAYOUT:         !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
gpu.module @narrow_layout attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i32>} {
  gpu.func @layout(%g: memref<16xf32>) kernel {
    %s = memref.alloca() : memref<16xf32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %g[%c0], %s[%c0], 4 : memref<16xf32> to memref<16xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// No nvgpu op: nothing is converted, no cast is added; an unregistered op
// is no nvgpu op either.
// CHECK-LABEL: gpu.func @plain
// CHECK-NOT:     builtin.unrealized_conversion_cast
// CHECK:         memref.load %{{.*}}[%{{.*}}] : memref<16xf32>
// CHECK:         "test.opaque"() : () -> ()
gpu.module @kernels {
  gpu.func @plain(%g: memref<16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %g[%c0] : memref<16xf32>
    "test.opaque"() : () -> ()
    gpu.return
  }
}

// -----

// Only gpu.modules: an nvgpu op in host code is left to upstream's
// convert-nvgpu-to-nvvm.
// CHECK-LABEL: func.func @host
// CHECK:         nvgpu.device_async_create_group
func.func @host(%t: !nvgpu.device.async.token) {
  %group = nvgpu.device_async_create_group %t
  return
}

// -----

// A memref in a space that has no LLVM address space cannot be lowered.
gpu.module @kernels {
  gpu.func @unknown_space(%g: memref<16xf32, "host">) kernel {
    %s = memref.alloca() : memref<16xf32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    // expected-error @unknown {{conversion of memref memory space "host" to integer address space failed}}
    // expected-error @+1 {{failed to legalize operation 'nvgpu.device_async_copy' that was explicitly marked illegal}}
    %t = nvgpu.device_async_copy %g[%c0], %s[%c0], 4 : memref<16xf32, "host"> to memref<16xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
