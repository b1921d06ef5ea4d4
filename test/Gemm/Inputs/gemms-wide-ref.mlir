// The reference of gemms-wide.mlir: the products in f32, the f16 result
// rounded once (what the kernels do; linalg's f16 matmul would round every
// partial sum).

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>

func.func @wide(%x: tensor<200x136xf16>, %w: tensor<400x136xf16>) -> tensor<200x400xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200x400xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<200x400xf32>) -> tensor<200x400xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<200x136xf16>, tensor<400x136xf16>) outs(%f : tensor<200x400xf32>) -> tensor<200x400xf32>
  return %c : tensor<200x400xf32>
}

func.func @wide_half(%x: tensor<128x192xf16>, %w: tensor<528x192xf16>) -> tensor<128x528xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x528xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x528xf32>) -> tensor<128x528xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<128x192xf16>, tensor<528x192xf16>) outs(%f : tensor<128x528xf32>) -> tensor<128x528xf32>
  %eh = tensor.empty() : tensor<128x528xf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<128x528xf32>) outs(%eh : tensor<128x528xf16>) {
  ^bb0(%v: f32, %o: f16):
    %t = arith.truncf %v : f32 to f16
    linalg.yield %t : f16
  } -> tensor<128x528xf16>
  return %r : tensor<128x528xf16>
}
