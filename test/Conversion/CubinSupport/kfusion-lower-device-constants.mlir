// kfusion-lower-device-constants: each kfusion.device_constant becomes a call
// of the runtime's kfusionDeviceConstant(host address of the global, bytes)
// and a memref descriptor of the static shape around the device pointer it
// returns; one declaration of the runtime function serves every call.
// RUN: kfusion-opt %s --kfusion-lower-device-constants | FileCheck %s
// The whole host lowering takes it (the global and the casts lower and
// reconcile; nothing of the op is left).
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" | FileCheck %s --check-prefix=LOWERED

memref.global "private" constant @weights : memref<4x8xf32> = dense<1.5>
memref.global "private" constant @table : memref<16xf16> = dense<2.0>

// CHECK: llvm.func @kfusionDeviceConstant(!llvm.ptr, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @two_constants
// CHECK: %[[W:.*]] = memref.get_global @weights : memref<4x8xf32>
// CHECK: %[[WI:.*]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK: %[[WP:.*]] = llvm.inttoptr
// 4 x 8 f32: 128 bytes.
// CHECK: %[[WB:.*]] = llvm.mlir.constant(128 : i64) : i64
// CHECK: %[[WD:.*]] = llvm.call @kfusionDeviceConstant(%[[WP]], %[[WB]]) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32>
// CHECK: memref.get_global @table : memref<16xf16>
// 16 f16: 32 bytes.
// CHECK: llvm.mlir.constant(32 : i64) : i64
// CHECK: llvm.call @kfusionDeviceConstant
// CHECK-NOT: kfusion.device_constant
// LOWERED: llvm.call @kfusionDeviceConstant
// LOWERED-NOT: kfusion.device_constant
// LOWERED-NOT: unrealized_conversion_cast
func.func @two_constants() -> (memref<4x8xf32>, memref<16xf16>) {
  %w = kfusion.device_constant @weights : memref<4x8xf32>
  %t = kfusion.device_constant @table : memref<16xf16>
  return %w, %t : memref<4x8xf32>, memref<16xf16>
}
