// A GEMM whose epilogue reads three inputs: a bias along the columns ([N]),
// a scale per row ([M]) and a residual ([M, N]). Used by
// test/Stitch/gemm-epilogue-inputs.mlir and
// test/Integration/Sim/Stitch/gemm-epilogue-inputs.mlir.

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#row = affine_map<(m, n) -> (m)>
func.func @inputs(%x: tensor<136x128xf16>, %w: tensor<128x192xf16>, %bias: tensor<192xf16>, %scale: tensor<136xf32>, %res: tensor<136x192xf16>) -> tensor<136x192xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<136x192xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<136x192xf32>) -> tensor<136x192xf32>
  %c = linalg.matmul ins(%x, %w : tensor<136x128xf16>, tensor<128x192xf16>) outs(%f : tensor<136x192xf32>) -> tensor<136x192xf32>
  %o = tensor.empty() : tensor<136x192xf16>
  %g = linalg.generic {indexing_maps = [#id, #col, #row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias, %scale, %res : tensor<136x192xf32>, tensor<192xf16>, tensor<136xf32>, tensor<136x192xf16>) outs(%o : tensor<136x192xf16>) {
  ^bb0(%v: f32, %b: f16, %s: f32, %r: f16, %out: f16):
    %bf = arith.extf %b : f16 to f32
    %rf = arith.extf %r : f16 to f32
    %y0 = arith.addf %v, %bf : f32
    %y1 = arith.mulf %y0, %s : f32
    %y2 = arith.addf %y1, %rf : f32
    %y = arith.truncf %y2 : f32 to f16
    linalg.yield %y : f16
  } -> tensor<136x192xf16>
  return %g : tensor<136x192xf16>
}
