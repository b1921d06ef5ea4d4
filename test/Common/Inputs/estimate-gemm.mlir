// GPT-3's up projection at M = 1024 (f16): the tensor-core GEMM kfusion-estimate
// projects in Common/estimate.mlir.
func.func @up1024(%x: tensor<1024x12288xf16>, %w: tensor<12288x6144xf16>) -> tensor<1024x6144xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1024x6144xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<1024x6144xf16>) -> tensor<1024x6144xf16>
  %c = linalg.matmul ins(%x, %w : tensor<1024x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<1024x6144xf16>) -> tensor<1024x6144xf16>
  return %c : tensor<1024x6144xf16>
}
