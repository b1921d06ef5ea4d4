// A GEMM of ten k-tiles (K = 640), f16 in, f32 out: with three stages each
// stage's mbarrier (TMA loads) or copy group (cp.async) goes through its
// phases several times. Used by test/Integration/Sim/Gemm/wgmma-tma.mlir.

func.func @deep_k(%a: tensor<64x640xf16>, %b: tensor<640x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x640xf16>, tensor<640x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
