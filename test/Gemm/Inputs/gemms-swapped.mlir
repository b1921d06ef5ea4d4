// A wrong reference for gemms.mlir's @square: A^T B instead of A B (the same
// signature), which a kernel that read A in the wrong layout would compute.
// Shows that test/Integration/Sim/Gemm's comparisons tell layouts apart.

#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

func.func @square(%a: tensor<128x128xf16>, %b: tensor<128x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul indexing_maps = [#km, #kn, #mn] ins(%a, %b : tensor<128x128xf16>, tensor<128x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}
