// Host version of compare-differ.mlir's @fn with a planted off-by-one: the
// row loop stops at 3, so row 3 of %out is never written.

func.func @fn(%in: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  scf.for %r = %c0 to %c3 step %c1 {
    scf.for %c = %c0 to %c8 step %c1 {
      %v = memref.load %in[%r, %c] : memref<4x8xf32>
      %m = arith.mulf %v, %f2 : f32
      %o = arith.addf %m, %f1 : f32
      memref.store %o, %out[%r, %c] : memref<4x8xf32>
    }
  }
  return
}
