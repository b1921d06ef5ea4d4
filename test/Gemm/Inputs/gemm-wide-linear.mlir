// A Linear layer's GEMM (x W^T: B K-major, as front ends write it), f16 in,
// f32 out, wider than the tiles that test/Integration/Sim/Gemm takes it with
// (64 x 144: an epilogue of several slices of 48 columns) and ragged in M, N
// and K. Its reference is upstream's loops.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

func.func @wide(%x: tensor<100x200xf16>, %w: tensor<300x200xf16>) -> tensor<100x300xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x300xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x300xf32>) -> tensor<100x300xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<100x200xf16>, tensor<300x200xf16>) outs(%f : tensor<100x300xf32>) -> tensor<100x300xf32>
  return %c : tensor<100x300xf32>
}
