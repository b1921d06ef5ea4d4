// kfusion.device_constant: the device copy of a constant memref.global that
// the host makes once per process (kfusion-stitch and kfusion-lower-gemm
// materialize constant tensors with it). It parses, prints back and verifies;
// the error cases are in device-constant-invalid.mlir.
// RUN: kfusion-opt %s | FileCheck %s
// RUN: kfusion-opt %s | kfusion-opt | FileCheck %s

memref.global "private" constant @weights : memref<4x8xf32> = dense<1.5>
memref.global "private" constant @table : memref<16xf16> = dense_resource<table16>

// Each op names its global and carries the global's type.
// CHECK-LABEL: func.func @two_constants
// CHECK: %[[W:.*]] = kfusion.device_constant @weights : memref<4x8xf32>
// CHECK: %[[T:.*]] = kfusion.device_constant @table : memref<16xf16>
// CHECK: return %[[W]], %[[T]]
func.func @two_constants() -> (memref<4x8xf32>, memref<16xf16>) {
  %w = kfusion.device_constant @weights : memref<4x8xf32>
  %t = kfusion.device_constant @table : memref<16xf16>
  return %w, %t : memref<4x8xf32>, memref<16xf16>
}

{-#
  dialect_resources: {
    builtin: {
      table16: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C"
    }
  }
#-}
