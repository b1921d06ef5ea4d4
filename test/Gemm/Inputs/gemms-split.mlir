// GEMMs of several k-tiles whose 64 x 64 tiles do not fill whole rounds of a
// small device's persistent blocks, for split-K (kfusion.gemm_split_k): the
// tiles of the last round are computed in parts, and for tile groups. Used
// by test/Integration/Sim/Gemm/wgmma-split-k.mlir and wgmma-tile-groups.mlir.

// 3 x 2 tiles of 5 k-tiles, ragged along M and N; C = R + A B (R not
// writable, so that the reference does not accumulate into it) and a
// constant init: the last part adds them, once.
func.func @split_accumulate(%a: tensor<136x320xf16>, %b: tensor<320x72xf16>, %r: tensor<136x72xf32> {bufferization.writable = false}) -> (tensor<136x72xf32>, tensor<136x72xf32>) {
  %half = arith.constant 0.5 : f32
  %c = linalg.matmul ins(%a, %b : tensor<136x320xf16>, tensor<320x72xf16>) outs(%r : tensor<136x72xf32>) -> tensor<136x72xf32>
  %e = tensor.empty() : tensor<136x72xf32>
  %f = linalg.fill ins(%half : f32) outs(%e : tensor<136x72xf32>) -> tensor<136x72xf32>
  %d = linalg.matmul ins(%a, %b : tensor<136x320xf16>, tensor<320x72xf16>) outs(%f : tensor<136x72xf32>) -> tensor<136x72xf32>
  return %c, %d : tensor<136x72xf32>, tensor<136x72xf32>
}

// A batch of 3 GEMMs of one tile each, 4 k-tiles (K ragged): the split tile
// is the last batch's.
func.func @split_batched(%a: tensor<3x40x200xf16>, %b: tensor<3x200x64xf16>) -> tensor<3x40x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x40x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x40x64xf32>) -> tensor<3x40x64xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<3x40x200xf16>, tensor<3x200x64xf16>) outs(%f : tensor<3x40x64xf32>) -> tensor<3x40x64xf32>
  return %c : tensor<3x40x64xf32>
}

// A Linear layer (x W^T: B K-major), 2 x 3 tiles of 6 k-tiles.
func.func @split_linear(%x: tensor<100x384xf16>, %w: tensor<136x384xf16>) -> tensor<100x136xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x136xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x136xf32>) -> tensor<100x136xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %w : tensor<100x384xf16>, tensor<136x384xf16>) outs(%f : tensor<100x136xf32>) -> tensor<100x136xf32>
  return %c : tensor<100x136xf32>
}

// 4 x 3 tiles of 64 x 64 (3 k-tiles), ragged along N: with groups of 2 rows
// of M tiles two groups of 6 tiles.
func.func @grouped(%a: tensor<256x192xf16>, %b: tensor<192x176xf16>) -> tensor<256x176xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x176xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x176xf32>) -> tensor<256x176xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x192xf16>, tensor<192x176xf16>) outs(%f : tensor<256x176xf32>) -> tensor<256x176xf32>
  return %c : tensor<256x176xf32>
}
