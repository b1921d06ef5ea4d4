// The A/B/C example of cycle-cut.mlir with A (tanh) and C (A + B) grouped by
// hand into stitch group 1 around B, the column reduction between them: a
// kernel that needs B's result while B needs its A, which kfusion-stitch
// refuses.
#id = affine_map<(d0, d1) -> (d0, d1)>
#cl = affine_map<(d0, d1) -> (d1)>
func.func @abc(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} {kfusion.stitch_group = 1 : i64}
      ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %b = linalg.generic {indexing_maps = [#id, #cl], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<64x64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.subf %acc, %v : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %c = linalg.generic {indexing_maps = [#id, #cl, #id], iterator_types = ["parallel", "parallel"]} {kfusion.stitch_group = 1 : i64}
      ins(%a, %b : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%u: f32, %w: f32, %o: f32):
    %s = arith.addf %u, %w : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
