// GEMMs with f16 results, which the kernels accumulate in f32 and round
// once (gemms-f16-ref.mlir is their reference: f32 products rounded by a
// truncf), and an MLP whose hidden activations are an f16 intermediate.
// Used by test/Integration/Sim/Gemm/*.mlir.

// A ragged GEMM with an f16 result.
func.func @half(%a: tensor<96x80xf16>, %b: tensor<80x72xf16>) -> tensor<96x72xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<96x72xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<96x72xf16>) -> tensor<96x72xf16>
  %c = linalg.matmul ins(%a, %b : tensor<96x80xf16>, tensor<80x72xf16>) outs(%f : tensor<96x72xf16>) -> tensor<96x72xf16>
  return %c : tensor<96x72xf16>
}

// Two GEMMs: h = x W1 (f16, a buffer between the kernels), y = h W2 (f32).
func.func @mlp(%x: tensor<64x96xf16>, %w1: tensor<96x128xf16>, %w2: tensor<128x80xf16>) -> tensor<64x80xf32> {
  %zh = arith.constant 0.0 : f16
  %z = arith.constant 0.0 : f32
  %eh = tensor.empty() : tensor<64x128xf16>
  %fh = linalg.fill ins(%zh : f16) outs(%eh : tensor<64x128xf16>) -> tensor<64x128xf16>
  %h = linalg.matmul ins(%x, %w1 : tensor<64x96xf16>, tensor<96x128xf16>) outs(%fh : tensor<64x128xf16>) -> tensor<64x128xf16>
  %e = tensor.empty() : tensor<64x80xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x80xf32>) -> tensor<64x80xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<64x128xf16>, tensor<128x80xf16>) outs(%f : tensor<64x80xf32>) -> tensor<64x80xf32>
  return %y : tensor<64x80xf32>
}
