// kfusion-linalg-to-points refuses, with the op, a function with an op that
// is not elementwise, a view it cannot fold, or a kernel that would read
// what its other threads write: the function is not a stencil
// program (kfusion-fuse then does not offer its stencil candidate; it checks
// the same on tensors first: test/Fuse/stencil.mlir).
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-linalg-to-points -o /dev/null

// A row sum: a reduction.
func.func @reduction(%a: memref<8x16xf32>, %out: memref<8xf32>) {
  // expected-error @+1 {{kfusion-linalg-to-points: @reduction is not a stencil program: 'linalg.generic': a reduction (stencil fusion takes point kernels)}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<8x16xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Four dimensions: point kernels are of rank 1 to 3.
func.func @rank4(%a: memref<2x2x8x16xf32>, %out: memref<2x2x8x16xf32>) {
  // expected-error @+1 {{'memref.copy': an output that is not of static shape and rank 1 to 3}}
  memref.copy %a, %out : memref<2x2x8x16xf32> to memref<2x2x8x16xf32>
  return
}

// -----

// A rank-reducing view cannot be folded into the point's indices.
func.func @rank_reducing(%a: memref<8x16xf32>, %out: memref<16xf32>) {
  %row = memref.subview %a[3, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 48>>
  // expected-error @+1 {{'memref.copy': a rank-reducing view}}
  memref.copy %row, %out : memref<16xf32, strided<[1], offset: 48>> to memref<16xf32>
  return
}

// -----

// A GEMM.
func.func @gemm(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  // expected-error @+1 {{'linalg.matmul': not an elementwise op}}
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// -----

// A view of dynamic offsets.
func.func @dynamic_view(%a: memref<8x16xf32>, %i: index, %out: memref<4x16xf32>) {
  %v = memref.subview %a[%i, 0] [4, 16] [1, 1] : memref<8x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  // expected-error @+1 {{'memref.copy': a view of dynamic offsets, sizes or strides}}
  memref.copy %v, %out : memref<4x16xf32, strided<[16, 1], offset: ?>> to memref<4x16xf32>
  return
}

// -----

// Written in place over a buffer it also reads at other points: its threads
// would race.
func.func @in_place_shift(%a: memref<16x16xf32>) {
  %s = memref.subview %a[0, 1] [16, 15] [1, 1] : memref<16x16xf32> to memref<16x15xf32, strided<[16, 1], offset: 1>>
  %d = memref.subview %a[0, 0] [16, 15] [1, 1] : memref<16x16xf32> to memref<16x15xf32, strided<[16, 1]>>
  // expected-error @+1 {{'linalg.generic': reads its output buffer at other points than it writes}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : memref<16x15xf32, strided<[16, 1], offset: 1>>) outs(%d : memref<16x15xf32, strided<[16, 1]>>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
