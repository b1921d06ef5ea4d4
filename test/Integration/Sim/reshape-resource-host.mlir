// RUN: kfusion-sim %s | FileCheck %s --strict-whitespace
// RUN: not kfusion-sim %S/Inputs/resource-elided.mlir 2>&1 | FileCheck %s --check-prefix=ELIDED

// What it proves: a memref.global initialised from a dense_resource blob
// (what upstream's bufferization makes of torch-mlir's weights) holds the
// blob's elements, for f32 and f16; memref.collapse_shape and
// memref.expand_shape are views of their source (a store through the view
// is seen by the source, sizes and strides as the result type says).
//
// Why it would fail: a global left zeroed prints zeros; a view that copied
// would not show the store of 7 in the source; wrong strides print the
// elements in another order. The blob's values (1.5, -2, 0.25, 8, 3, -0.5
// in f32; 1.5, -2 in f16) were written with Python's struct.pack.

memref.global "private" constant @w : memref<2x3xf32> = dense_resource<w32>
memref.global "private" constant @h : memref<2xf16> = dense_resource<w16>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.get_global @w : memref<2x3xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[1.5,   -2,   0.25],
  // CHECK-NEXT:  [8,   3,   -0.5]]
  %wu = memref.cast %w : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%wu) : (memref<*xf32>) -> ()

  // The f16 blob, widened to print.
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [1.5,  -2]
  %h = memref.get_global @h : memref<2xf16>
  %hw = memref.alloc() : memref<2xf32>
  %h0 = memref.load %h[%c0] : memref<2xf16>
  %h1 = memref.load %h[%c1] : memref<2xf16>
  %h0w = arith.extf %h0 : f16 to f32
  %h1w = arith.extf %h1 : f16 to f32
  memref.store %h0w, %hw[%c0] : memref<2xf32>
  memref.store %h1w, %hw[%c1] : memref<2xf32>
  %hu = memref.cast %hw : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%hu) : (memref<*xf32>) -> ()

  // A 2x3 buffer seen as 6, then as 3x2: a store at [2, 1] of the 3x2 view
  // is element 5 of the source.
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1.5,  -2,  0.25,  8,  3,  7]
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[1.5,   -2],
  // CHECK-NEXT:  [0.25,   8],
  // CHECK-NEXT:  [3,   7]]
  %copy = memref.alloc() : memref<2x3xf32>
  memref.copy %w, %copy : memref<2x3xf32> to memref<2x3xf32>
  %flat = memref.collapse_shape %copy [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %split = memref.expand_shape %flat [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  %c2 = arith.constant 2 : index
  %seven = arith.constant 7.0 : f32
  memref.store %seven, %split[%c2, %c1] : memref<3x2xf32>
  %fu = memref.cast %flat : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  %su = memref.cast %split : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}

// ELIDED: kfusion-sim: error: bad global: @{{.*}}: its dense_resource holds 0 bytes, the memref needs

{-#
  dialect_resources: {
    builtin: {
      w32: "0x040000000000C03F000000C00000803E0000004100004040000000BF",
      w16: "0x02000000003E00C0"
    }
  }
#-}
