// What upstream's reference lowering of imported models needs of the
// interpreter (test/Models): memref.expand_shape / collapse_shape as views
// (also of a strided subview), math.fpowi, and memref.global initialized from
// a dense_resource blob (torch-mlir's weights).
// RUN: split-file %s %t
// RUN: kfusion-sim %t/views.mlir -e views --inputs=%t/views-in.txt --expect=%t/views-out.txt | FileCheck %s --check-prefix=VIEWS
// RUN: kfusion-sim %t/fpowi.mlir -e fpowi --inputs=%t/fpowi-in.txt --expect=%t/fpowi-out.txt | FileCheck %s --check-prefix=FPOWI
// RUN: kfusion-sim %t/resource.mlir -e resource --expect=%t/resource-out.txt | FileCheck %s --check-prefix=RESOURCE
// A blob whose size does not fit the global is an error on the global.
// RUN: not kfusion-sim %t/short-resource.mlir -e resource --expect=%t/resource-out.txt 2>&1 | FileCheck %s --check-prefix=SHORT

// VIEWS: kfusion-sim: as expected: 2 arguments, 8 elements compared, max abs error 0
// FPOWI: kfusion-sim: as expected: 1 arguments, 4 elements compared, max abs error 0
// RESOURCE: kfusion-sim: as expected: 1 arguments, 3 elements compared, max abs error 0
// SHORT: bad global: @w: its dense_resource holds 8 bytes, the memref needs 12

//--- views.mlir
// @views copies column 1 of x (2x3, a strided subview) through an
// expand_shape to 2x1 and a collapse_shape back to 2 into c, and x expanded
// to 1x2x3 and collapsed to 6 into flat.
func.func @views(%x: memref<2x3xf32>, %c: memref<2xf32>, %flat: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %col = memref.subview %x[0, 1] [2, 1] [1, 1] : memref<2x3xf32> to memref<2xf32, strided<[3], offset: 1>>
  %e = memref.expand_shape %col [[0, 1]] output_shape [2, 1] : memref<2xf32, strided<[3], offset: 1>> into memref<2x1xf32, strided<[3, 3], offset: 1>>
  %back = memref.collapse_shape %e [[0, 1]] : memref<2x1xf32, strided<[3, 3], offset: 1>> into memref<2xf32, strided<[3], offset: 1>>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %back[%i] : memref<2xf32, strided<[3], offset: 1>>
    memref.store %v, %c[%i] : memref<2xf32>
  }
  %x3 = memref.expand_shape %x [[0, 1], [2]] output_shape [1, 2, 3] : memref<2x3xf32> into memref<1x2x3xf32>
  %x1 = memref.collapse_shape %x3 [[0, 1, 2]] : memref<1x2x3xf32> into memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = memref.load %x1[%i] : memref<6xf32>
    memref.store %v, %flat[%i] : memref<6xf32>
  }
  return
}

//--- views-in.txt
argument 0 f32 2x3
1 2 3 4 5 6

//--- views-out.txt
argument 1 f32 2
2 5
argument 2 f32 6
1 2 3 4 5 6

//--- fpowi.mlir
// y = x^3 (math.fpowi with an i64 exponent, as torch-mlir emits pow(x, 3)).
func.func @fpowi(%x: memref<4xf32>, %y: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 3 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    %p = math.fpowi %v, %n : f32, i64
    memref.store %p, %y[%i] : memref<4xf32>
  }
  return
}

//--- fpowi-in.txt
argument 0 f32 4
2 -0.5 0 1.5

//--- fpowi-out.txt
argument 1 f32 4
8 -0.125 0 3.375

//--- resource.mlir
// out = @w, a global holding 1.0, 2.0, -0.5 as a blob (4 bytes of
// alignment, then the f32 values little-endian).
memref.global "private" constant @w : memref<3xf32> = dense_resource<weights>
func.func @resource(%out: memref<3xf32>) {
  %w = memref.get_global @w : memref<3xf32>
  memref.copy %w, %out : memref<3xf32> to memref<3xf32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F00000040000000BF"
    }
  }
#-}

//--- resource-out.txt
argument 0 f32 3
1 2 -0.5

//--- short-resource.mlir
memref.global "private" constant @w : memref<3xf32> = dense_resource<weights>
func.func @resource(%out: memref<3xf32>) {
  %w = memref.get_global @w : memref<3xf32>
  memref.copy %w, %out : memref<3xf32> to memref<3xf32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F00000040"
    }
  }
#-}
