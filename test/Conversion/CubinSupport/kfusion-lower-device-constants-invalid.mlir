// kfusion-lower-device-constants refuses, on the op, a constant whose elements
// are not whole bytes (its size in bytes is not its element count times an
// element's bytes; the runtime copies bytes).
// RUN: kfusion-opt %s --kfusion-lower-device-constants -verify-diagnostics -o /dev/null

memref.global "private" constant @mask : memref<8xi1> = dense<true>

func.func @bits() -> memref<8xi1> {
  // expected-error @below {{'kfusion.device_constant' op of 'memref<8xi1>': elements that are not whole bytes are not lowered}}
  %m = kfusion.device_constant @mask : memref<8xi1>
  return %m : memref<8xi1>
}
