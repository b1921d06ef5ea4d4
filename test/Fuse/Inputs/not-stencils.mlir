// Linalg functions kfusion-fuse does not offer its stencil candidate, one per
// reason of fuse::linalgStencilRefusal (test/Fuse/stencil.mlir).
#id2 = affine_map<(i, j) -> (i, j)>

// A padded grid ("same"-mode stencils): tensor.pad.
func.func @pad(%a: tensor<8x8xf32>) -> tensor<10x10xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  return %p : tensor<10x10xf32>
}

// A row sum: a reduction.
func.func @reduction(%a: tensor<8x16xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x16xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// Four dimensions.
func.func @rank4(%a: tensor<2x2x4x8xf32>) -> tensor<2x2x4x8xf32> {
  %e = tensor.empty() : tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, i, j) -> (a, b, i, j)>, affine_map<(a, b, i, j) -> (a, b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a : tensor<2x2x4x8xf32>) outs(%e : tensor<2x2x4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

// Slices only, no elementwise op to make a kernel of.
func.func @slice_only(%a: tensor<16x8xf32>) -> tensor<4x8xf32> {
  %s = tensor.extract_slice %a[2, 0] [4, 8] [1, 1] : tensor<16x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}
