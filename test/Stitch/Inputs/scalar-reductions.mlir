// Two scalar reductions over 64 x 1024 = 65536 points (each split over 64
// blocks of 256 threads and a final kernel), as a loss and a statistic
// are: -mean(exp(p) * (y + 2)) and max(p * y). Used by
// ../../Integration/GPU/stitch-scalar-splits.mlir.
#all = affine_map<(d0, d1) -> (d0, d1)>
#none = affine_map<(d0, d1) -> ()>
#s0 = affine_map<() -> ()>
func.func @step(%p: tensor<64x1024xf32>, %y: tensor<64x1024xf32>) -> (tensor<f32>, tensor<f32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#all, #all, #none], iterator_types = ["reduction", "reduction"]}
      ins(%p, %y : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%i : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %two = arith.constant 2.0 : f32
    %x = math.exp %a : f32
    %w = arith.addf %b, %two : f32
    %t = arith.mulf %x, %w : f32
    %r = arith.addf %t, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<f32>
  %loss = linalg.generic {indexing_maps = [#s0, #s0], iterator_types = []}
      ins(%s : tensor<f32>) outs(%e2 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant -1.52587890625e-05 : f32
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<f32>
  %j = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %m = linalg.generic {indexing_maps = [#all, #all, #none], iterator_types = ["reduction", "reduction"]}
      ins(%p, %y : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%j : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %t = arith.mulf %a, %b : f32
    %r = arith.maximumf %t, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %loss, %m : tensor<f32>, tensor<f32>
}
