// A transpose read through a collapse_shape of its size-1 dimension: it
// becomes a foldable copy only after the reshape is folded, so the front
// end's steps must run until nothing changes (Stitch/prepare-idempotent.mlir).
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%a: tensor<8x32xf32>) -> tensor<2x8x16xf32> {
  %e = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
  %t0 = tensor.empty() : tensor<1x2x8x16xf32>
  %t = linalg.transpose ins(%e : tensor<1x8x2x16xf32>) outs(%t0 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %c = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
  %o0 = tensor.empty() : tensor<2x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : tensor<2x8x16xf32>) outs(%o0 : tensor<2x8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}
