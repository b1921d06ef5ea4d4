// GEMMs of the benchmark sizes, f16 in and out: GPT-3's MLP up-projection
// at M = 512 (12288 -> 6144, an N-major weight) and LLaMA-7B's at M = 1024
// (4096 -> 11008, a K-major weight [N, K] as a Linear layer stores it).
// Compiled, not run, by test/Integration/Sim/Gemm/ptxas-*.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

func.func @gpt3(%x: tensor<512x12288xf16>, %w: tensor<12288x6144xf16>) -> tensor<512x6144xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<512x6144xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<512x6144xf16>) -> tensor<512x6144xf16>
  %c = linalg.matmul ins(%x, %w : tensor<512x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<512x6144xf16>) -> tensor<512x6144xf16>
  return %c : tensor<512x6144xf16>
}

func.func @llama(%x: tensor<1024x4096xf16>, %w: tensor<11008x4096xf16>) -> tensor<1024x11008xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1024x11008xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<1024x11008xf16>) -> tensor<1024x11008xf16>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<1024x4096xf16>, tensor<11008x4096xf16>) outs(%f : tensor<1024x11008xf16>) -> tensor<1024x11008xf16>
  return %c : tensor<1024x11008xf16>
}
