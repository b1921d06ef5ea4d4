// Size-1 dimensions as torch-mlir keeps them: keepdim reductions write
// through a constant index ((d0, d1, 0)), broadcasts read through one
// ((d0, d1, 0), (0, 0, d2)), a batch of 1 is a loop of extent 1. Used by
// Stitch/unit-dims.mlir and Integration/Sim/Stitch/unit-dims.mlir.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#keep3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#bias3 = affine_map<(d0, d1, d2) -> (0, 0, d2)>

// torch.nn.functional.layer_norm over the last dimension, as torch-mlir
// decomposes it: mean and variance kept as (2, 16, 1).
func.func @layernorm_keepdim(%x: tensor<2x16x64xf32>, %g: tensor<64xf32>) -> tensor<2x16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x16x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #keep3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x16x64xf32>) outs(%f1 : tensor<2x16x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x16x1xf32>
  %mean = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x16x1xf32>) outs(%e1 : tensor<2x16x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 64.0 : f32
    %m = arith.divf %a, %n : f32
    linalg.yield %m : f32
  } -> tensor<2x16x1xf32>
  %e3 = tensor.empty() : tensor<2x16x64xf32>
  %cen = linalg.generic {indexing_maps = [#id3, #keep3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %mean : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%e3 : tensor<2x16x64xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<2x16x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
  %var = linalg.generic {indexing_maps = [#id3, #keep3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%cen : tensor<2x16x64xf32>) outs(%f2 : tensor<2x16x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %q = arith.mulf %a, %a : f32
    %s = arith.addf %q, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x16x1xf32>
  %y = linalg.generic {indexing_maps = [#id3, #keep3, affine_map<(d0, d1, d2) -> (d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%cen, %var, %g : tensor<2x16x64xf32>, tensor<2x16x1xf32>, tensor<64xf32>) outs(%e3 : tensor<2x16x64xf32>) {
  ^bb0(%c: f32, %v: f32, %gg: f32, %o: f32):
    %n = arith.constant 64.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %v, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    %t = arith.mulf %c, %r : f32
    %u = arith.mulf %t, %gg : f32
    linalg.yield %u : f32
  } -> tensor<2x16x64xf32>
  return %y : tensor<2x16x64xf32>
}

// A batch of 1: x (1, 32, 64) plus a bias (1, 1, 64) read through (0, 0, d2),
// then the row maxima kept as (1, 32, 1) and returned.
func.func @batch_one(%x: tensor<1x32x64xf32>, %b: tensor<1x1x64xf32>) -> (tensor<1x32x64xf32>, tensor<1x32x1xf32>) {
  %e = tensor.empty() : tensor<1x32x64xf32>
  %y = linalg.generic {indexing_maps = [#id3, #bias3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<1x32x64xf32>, tensor<1x1x64xf32>) outs(%e : tensor<1x32x64xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x32x64xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<1x32x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #keep3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%y : tensor<1x32x64xf32>) outs(%f : tensor<1x32x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x32x1xf32>
  return %y, %m : tensor<1x32x64xf32>, tensor<1x32x1xf32>
}

// A column sum kept as (1, 48) through (0, d1), then scaled.
func.func @column_keepdim(%x: tensor<40x48xf32>) -> tensor<1x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x48xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x48xf32>) -> tensor<1x48xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<40x48xf32>) outs(%f : tensor<1x48xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x48xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<1x48xf32>) outs(%e : tensor<1x48xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 0.025 : f32
    %m = arith.mulf %a, %n : f32
    linalg.yield %m : f32
  } -> tensor<1x48xf32>
  return %y : tensor<1x48xf32>
}
