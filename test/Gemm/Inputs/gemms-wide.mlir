// GEMMs whose B is K-major (a Linear layer's [N, K] weight) and N spans
// several tiles of widths that are multiples of 16 but not of 64 (96 ...
// 240 columns, so only a K-major B takes them): a ragged
// one with f32 results, and one with f16 results (gemms-wide-ref.mlir is
// their reference: f32 products, the f16 one rounded once). Used by
// test/Integration/Sim/Gemm/wgmma-wide-tiles.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// 200 x 400 x 136: two row tiles of 128, three column tiles of 176 (the last
// 48 columns), three k-tiles (the last 8 deep).
func.func @wide(%x: tensor<200x136xf16>, %w: tensor<400x136xf16>) -> tensor<200x400xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200x400xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<200x400xf32>) -> tensor<200x400xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<200x136xf16>, tensor<400x136xf16>) outs(%f : tensor<200x400xf32>) -> tensor<200x400xf32>
  return %c : tensor<200x400xf32>
}

// 128 x 528 x 192 with f16 results: three whole column tiles of 176.
func.func @wide_half(%x: tensor<128x192xf16>, %w: tensor<528x192xf16>) -> tensor<128x528xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<128x528xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<128x528xf16>) -> tensor<128x528xf16>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<128x192xf16>, tensor<528x192xf16>) outs(%f : tensor<128x528xf16>) -> tensor<128x528xf16>
  return %c : tensor<128x528xf16>
}
