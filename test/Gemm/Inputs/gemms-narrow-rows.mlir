// GEMMs whose N is not a multiple of 8 but of 4 or 2 (MLP-Mixer's token
// mixing writes rows of 196): C's rows start aligned to 4 or 2 elements, so
// the epilogue stores chunks of that many elements with one vector store
// each. f16 in, f32 out (the reference is upstream's loops). Used by
// test/Integration/Sim/Gemm/wgmma-store-width.mlir and
// test/Gemm/lower-store-width.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bnk = affine_map<(b, m, n, k) -> (b, n, k)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>

// x W^T, N = 44 (chunks of 4), M = 100 (a partial M-tile).
func.func @linear_n44(%x: tensor<100x64xf16>, %w: tensor<44x64xf16>) -> tensor<100x44xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x44xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x44xf32>) -> tensor<100x44xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<100x64xf16>, tensor<44x64xf16>) outs(%f : tensor<100x44xf32>) -> tensor<100x44xf32>
  return %c : tensor<100x44xf32>
}

// x W^T, N = 30 (chunks of 2).
func.func @linear_n30(%x: tensor<72x48xf16>, %w: tensor<30x48xf16>) -> tensor<72x30xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<72x30xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<72x30xf32>) -> tensor<72x30xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%x, %w : tensor<72x48xf16>, tensor<30x48xf16>) outs(%f : tensor<72x30xf32>) -> tensor<72x30xf32>
  return %c : tensor<72x30xf32>
}

// C = R + A B with an N-major B of rows of 36 (padded copies) and the init
// loaded in chunks of 4.
func.func @accumulate_n36(%a: tensor<40x64xf16>, %b: tensor<64x36xf16>, %r: tensor<40x36xf32> {bufferization.writable = false}) -> tensor<40x36xf32> {
  %c = linalg.matmul ins(%a, %b : tensor<40x64xf16>, tensor<64x36xf16>) outs(%r : tensor<40x36xf32>) -> tensor<40x36xf32>
  return %c : tensor<40x36xf32>
}

// A batch of 2, N = 20 (chunks of 4): each batch's rows start aligned.
func.func @batched_n20(%a: tensor<2x40x32xf16>, %b: tensor<2x20x32xf16>) -> tensor<2x40x20xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x40x20xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %c = linalg.batch_matmul indexing_maps = [#bmk, #bnk, #bmn] ins(%a, %b : tensor<2x40x32xf16>, tensor<2x20x32xf16>) outs(%f : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  return %c : tensor<2x40x20xf32>
}
