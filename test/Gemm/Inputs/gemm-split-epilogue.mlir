// A GEMM with a bias + GELU epilogue (kfusion-stitch-to-gpu fuses it into the
// GEMM kernel), planned as a persistent kernel whose last round's tiles are
// split in 2 along K: the last part adds the partial sums, then applies the
// epilogue. Used by test/Integration/Sim/Gemm/wgmma-split-k.mlir.

#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (n)>
func.func @split_gelu(%x: tensor<136x256xf16>, %w: tensor<256x128xf16>, %bias: tensor<128xf32>) -> tensor<136x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<136x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<136x128xf32>) -> tensor<136x128xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "persistent", kfusion.gemm_split_k = 2 : i64} ins(%x, %w : tensor<136x256xf16>, tensor<256x128xf16>) outs(%f : tensor<136x128xf32>) -> tensor<136x128xf32>
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678 : f32
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<136x128xf32>, tensor<128xf32>) outs(%e : tensor<136x128xf32>) {
  ^bb0(%v: f32, %bv: f32, %o: f32):
    %s = arith.addf %v, %bv : f32
    %t = arith.mulf %s, %rsqrt2 : f32
    %r = math.erf %t : f32
    %p = arith.addf %r, %one : f32
    %h = arith.mulf %s, %half : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  } -> tensor<136x128xf32>
  return %g : tensor<136x128xf32>
}
