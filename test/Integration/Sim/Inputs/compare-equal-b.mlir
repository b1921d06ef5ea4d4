// Unfused, serial host version of compare-equal.mlir's @fn (see there):
// y = x*x - 0.25 elementwise, s[r] = serial sum of row r of y, n[r] = number
// of positive y in row r.

func.func @fn(%x: memref<4x64xf32>, %y: memref<4x64xf32>,
              %s: memref<4xf32>, %n: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %f0 = arith.constant 0.0 : f32
  %q = arith.constant 0.25 : f32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %c = %c0 to %c64 step %c1 {
      %xv = memref.load %x[%r, %c] : memref<4x64xf32>
      %xx = arith.mulf %xv, %xv : f32
      %yv = arith.subf %xx, %q : f32
      memref.store %yv, %y[%r, %c] : memref<4x64xf32>
    }
  }
  scf.for %r = %c0 to %c4 step %c1 {
    %sum = scf.for %c = %c0 to %c64 step %c1 iter_args(%acc = %f0) -> (f32) {
      %yv = memref.load %y[%r, %c] : memref<4x64xf32>
      %a = arith.addf %acc, %yv : f32
      scf.yield %a : f32
    }
    memref.store %sum, %s[%r] : memref<4xf32>
  }
  scf.for %r = %c0 to %c4 step %c1 {
    %cnt = scf.for %c = %c0 to %c64 step %c1 iter_args(%acc = %i0) -> (i32) {
      %yv = memref.load %y[%r, %c] : memref<4x64xf32>
      %pos = arith.cmpf ogt, %yv, %f0 : f32
      %inc = arith.extui %pos : i1 to i32
      %a = arith.addi %acc, %inc : i32
      scf.yield %a : i32
    }
    memref.store %cnt, %n[%r] : memref<4xi32>
  }
  return
}
