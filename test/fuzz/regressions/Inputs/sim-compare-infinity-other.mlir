// The program of ../sim-compare-infinity.mlir with +inf where it has -inf.
func.func @fn(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.divf %one, %zero : f32
  %nan = arith.subf %inf, %inf : f32
  memref.store %inf, %a[%c0] : memref<4xf32>
  memref.store %inf, %a[%c1] : memref<4xf32>
  memref.store %nan, %a[%c2] : memref<4xf32>
  memref.store %zero, %a[%c3] : memref<4xf32>
  return
}
