// ../../../Stitch/Inputs/layernorm.mlir with a wrong epsilon (0.2 instead of
// 1e-5): stitched, it computes another function than layernorm's reference,
// which stitch-equivalence.mlir must catch.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @step(%x: tensor<8x256xf32>, %g: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<8x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x256xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x256xf32>
  %cen = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<8x256xf32>, tensor<8xf32>) outs(%e2 : tensor<8x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %m = arith.divf %s, %n : f32
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<8x256xf32>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%cen : tensor<8x256xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %q = arith.mulf %a, %a : f32
    %s = arith.addf %q, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%cen, %var, %g, %b : tensor<8x256xf32>, tensor<8xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2 : tensor<8x256xf32>) {
  ^bb0(%c: f32, %v: f32, %gg: f32, %bb: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %eps = arith.constant 2.0e-1 : f32
    %m = arith.divf %v, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    %t = arith.mulf %c, %r : f32
    %u = arith.mulf %t, %gg : f32
    %w = arith.addf %u, %bb : f32
    linalg.yield %w : f32
  } -> tensor<8x256xf32>
  return %y : tensor<8x256xf32>
}
