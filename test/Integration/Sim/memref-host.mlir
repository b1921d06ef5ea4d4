// RUN: kfusion-sim %s | FileCheck %s --strict-whitespace

// What it proves: host-side memrefs behave as in the compiled program and
// print exactly as upstream's printMemref* helpers do. alloc/alloca/load/
// store, a subview with non-zero offsets and non-unit strides (its printed
// offset, sizes and strides come from the layout), memref.copy out of that
// strided view into a contiguous buffer, memref.global + get_global (a
// constant table), memref.dim on a dynamic alloc and through memref.cast,
// memref.view of an i8 alloca as f64, and printMemrefF32/I32/I64/F64 output
// (header line, one row per line, ranks 1 and 2).
//
// Why it would fail: a subview that ignored the offset or the strides prints
// other elements ([[12.5, 15.5], [32.5, 35.5]] are rows 1 and 3, columns 2 and 5 of
// a 4x6 table holding 10*r+c+0.5); a copy that ignored the source layout
// puts contiguous elements into the copy; a wrong dim prints another size.
// Expected values computed independently with numpy slicing
// (a[1:4:2, 2:6:3]) and the layout formula; format cross-checked against
// upstream mlir-runner's printMemrefF32 on the same program; FileCheck
// runs with --strict-whitespace so the separators must match byte for byte.

memref.global "private" constant @table : memref<2x4xi32> =
    dense<[[3, -1, 4, -1], [5, -9, 2, -6]]>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10.0 : f32
  %chalf = arith.constant 0.5 : f32

  // A 2x3 f32 buffer holding 1.5*(3*r+c) - 2.
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[-2,   -0.5,   1],
  // CHECK-NEXT:  [2.5,   4,   5.5]]
  %small = memref.alloc() : memref<2x3xf32>
  scf.for %r = %c0 to %c2 step %c1 {
    scf.for %c = %c0 to %c3 step %c1 {
      %r3 = arith.muli %r, %c3 : index
      %k = arith.addi %r3, %c : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %onehalf = arith.constant 1.5 : f32
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %kf, %onehalf : f32
      %v = arith.subf %m, %two : f32
      memref.store %v, %small[%r, %c] : memref<2x3xf32>
    }
  }
  %small_u = memref.cast %small : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%small_u) : (memref<*xf32>) -> ()

  // A 4x6 table t[r][c] = 10*r + c + 0.5.
  %big = memref.alloc() : memref<4x6xf32>
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %c = %c0 to %c6 step %c1 {
      %ri = arith.index_cast %r : index to i32
      %ci = arith.index_cast %c : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %cf = arith.sitofp %ci : i32 to f32
      %t = arith.mulf %rf, %c10 : f32
      %u = arith.addf %t, %cf : f32
      %v = arith.addf %u, %chalf : f32
      memref.store %v, %big[%r, %c] : memref<4x6xf32>
    }
  }

  // Rows 1 and 3, columns 2 and 5: offset 1*6+2 = 8, strides [12, 3].
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 8 sizes = [2, 2] strides = [12, 3] data =
  // CHECK-NEXT: {{\[}}[12.5,   15.5],
  // CHECK-NEXT:  [32.5,   35.5]]
  %sub = memref.subview %big[1, 2] [2, 2] [2, 3]
      : memref<4x6xf32> to memref<2x2xf32, strided<[12, 3], offset: 8>>
  %sub_u = memref.cast %sub : memref<2x2xf32, strided<[12, 3], offset: 8>> to memref<*xf32>
  func.call @printMemrefF32(%sub_u) : (memref<*xf32>) -> ()

  // Storing through the subview writes the parent at (3, 5).
  %m100 = arith.constant -100.25 : f32
  memref.store %m100, %sub[%c1, %c1] : memref<2x2xf32, strided<[12, 3], offset: 8>>
  %back = memref.load %big[%c3, %c5] : memref<4x6xf32>
  // CHECK-NEXT: store through subview: -100.25
  vector.print str "store through subview: "
  vector.print %back : f32

  // memref.copy of the strided view into a contiguous buffer.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[12.5,   15.5],
  // CHECK-NEXT:  [32.5,   -100.25]]
  %dense = memref.alloc() : memref<2x2xf32>
  memref.copy %sub, %dense : memref<2x2xf32, strided<[12, 3], offset: 8>> to memref<2x2xf32>
  %dense_u = memref.cast %dense : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%dense_u) : (memref<*xf32>) -> ()

  // A 1-D subview of row 2 (offset 12+1, stride 2), rank 1 print.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 13 sizes = [3] strides = [2] data =
  // CHECK-NEXT: [21.5,  23.5,  25.5]
  %row = memref.subview %big[2, 1] [1, 3] [1, 2]
      : memref<4x6xf32> to memref<3xf32, strided<[2], offset: 13>>
  %row_u = memref.cast %row : memref<3xf32, strided<[2], offset: 13>> to memref<*xf32>
  func.call @printMemrefF32(%row_u) : (memref<*xf32>) -> ()

  // A constant global.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[3,   -1,   4,   -1],
  // CHECK-NEXT:  [5,   -9,   2,   -6]]
  %g = memref.get_global @table : memref<2x4xi32>
  %g_u = memref.cast %g : memref<2x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%g_u) : (memref<*xi32>) -> ()

  // Sum of the global's entries through loads: 3-1+4-1+5-9+2-6 = -3.
  %zero32 = arith.constant 0 : i32
  %gsum = scf.for %r = %c0 to %c2 step %c1 iter_args(%acc = %zero32) -> (i32) {
    %rs = scf.for %c = %c0 to %c4 step %c1 iter_args(%a2 = %acc) -> (i32) {
      %e = memref.load %g[%r, %c] : memref<2x4xi32>
      %n = arith.addi %a2, %e : i32
      scf.yield %n : i32
    }
    scf.yield %rs : i32
  }
  // CHECK-NEXT: global sum: -3
  vector.print str "global sum: "
  vector.print %gsum : i32

  // memref.dim of a dynamic alloc, directly and through memref.cast.
  %dyn = memref.alloc(%c5) : memref<?x3xi64>
  %d0 = memref.dim %dyn, %c0 : memref<?x3xi64>
  %d1 = memref.dim %dyn, %c1 : memref<?x3xi64>
  %casted = memref.cast %big : memref<4x6xf32> to memref<?x?xf32>
  %e0 = memref.dim %casted, %c0 : memref<?x?xf32>
  %e1 = memref.dim %casted, %c1 : memref<?x?xf32>
  %d0i = arith.index_cast %d0 : index to i64
  %d1i = arith.index_cast %d1 : index to i64
  %e0i = arith.index_cast %e0 : index to i64
  %e1i = arith.index_cast %e1 : index to i64
  // CHECK-NEXT: dim: 5 3 4 6
  vector.print str "dim: "
  vector.print %d0i : i64 punctuation <no_punctuation>
  vector.print str " "
  vector.print %d1i : i64 punctuation <no_punctuation>
  vector.print str " "
  vector.print %e0i : i64 punctuation <no_punctuation>
  vector.print str " "
  vector.print %e1i : i64

  // Fill the dynamic i64 buffer with r*r*1000000007 - c (i64 math) and print.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [5, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   -1,   -2],
  // CHECK-NEXT:  [1000000007,   1000000006,   1000000005],
  // CHECK-NEXT:  [4000000028,   4000000027,   4000000026],
  // CHECK-NEXT:  [9000000063,   9000000062,   9000000061],
  // CHECK-NEXT:  [16000000112,   16000000111,   16000000110]]
  %bigk = arith.constant 1000000007 : i64
  scf.for %r = %c0 to %d0 step %c1 {
    scf.for %c = %c0 to %d1 step %c1 {
      %ri = arith.index_cast %r : index to i64
      %ci = arith.index_cast %c : index to i64
      %rr = arith.muli %ri, %ri : i64
      %t = arith.muli %rr, %bigk : i64
      %v = arith.subi %t, %ci : i64
      memref.store %v, %dyn[%r, %c] : memref<?x3xi64>
    }
  }
  %dyn_u = memref.cast %dyn : memref<?x3xi64> to memref<*xi64>
  func.call @printMemrefI64(%dyn_u) : (memref<*xi64>) -> ()

  // alloca + memref.view: 16 bytes viewed as 2 f64 from byte offset 0,
  // written through the view and read back as a ranked f64 memref.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [0.125,  -3.75]
  %bytes = memref.alloca() : memref<16xi8>
  %fview = memref.view %bytes[%c0][] : memref<16xi8> to memref<2xf64>
  %e8 = arith.constant 0.125 : f64
  %e9 = arith.constant -3.75 : f64
  memref.store %e8, %fview[%c0] : memref<2xf64>
  memref.store %e9, %fview[%c1] : memref<2xf64>
  %fview_u = memref.cast %fview : memref<2xf64> to memref<*xf64>
  func.call @printMemrefF64(%fview_u) : (memref<*xf64>) -> ()

  memref.dealloc %small : memref<2x3xf32>
  memref.dealloc %big : memref<4x6xf32>
  memref.dealloc %dense : memref<2x2xf32>
  memref.dealloc %dyn : memref<?x3xi64>
  return
}
