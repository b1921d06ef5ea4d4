// bf16 GEMMs (both flavours), f32 results: a ragged one and one with a
// K-major B. Used by test/Integration/Sim/Gemm/*.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// 72 x 96 x 136: ragged M and K.
func.func @bf16(%a: tensor<72x136xbf16>, %b: tensor<136x96xbf16>) -> tensor<72x96xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<72x96xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<72x96xf32>) -> tensor<72x96xf32>
  %c = linalg.matmul ins(%a, %b : tensor<72x136xbf16>, tensor<136x96xbf16>) outs(%f : tensor<72x96xf32>) -> tensor<72x96xf32>
  return %c : tensor<72x96xf32>
}

// x W^T in bf16.
func.func @bf16_linear(%x: tensor<64x128xbf16>, %w: tensor<80x128xbf16>) -> tensor<64x80xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x80xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x80xf32>) -> tensor<64x80xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<64x128xbf16>, tensor<80x128xbf16>) outs(%f : tensor<64x80xf32>) -> tensor<64x80xf32>
  return %c : tensor<64x80xf32>
}
