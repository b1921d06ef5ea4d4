// GEMMs for thread-block clusters sharing an operand tile by TMA multicast
// (kfusion.gemm_cluster, docs/gemm.md "Clusters"): every M and N is in
// (64, 128], so 64-row or 64-column tiles pair up along either dimension;
// f16 in, f32 out (the reference is upstream's loops). The shared operand
// is K-major (each block loads half of its tile's rows into both blocks):
// B as a Linear layer's weight [N, K] (A W^T), A as it comes; ragged edges,
// a batch, initial values; an M-major A and an N-major B of one panel
// beside a shared tile (their own plans); or M- / N-major of one panel
// (each block loads half of its k rows: @shared_n_major, @shared_m_major);
// M- and N-major tiles of two panels, beside and shared (@panels_n_major,
// @shared_n_panels, @shared_m_panels: the wgmma descriptors' leading byte
// offset steps between the panels, which a cluster's rank bits in the
// shared addresses must not reach, issue 39). Used by
// test/Integration/Sim/Gemm/wgmma-clusters.mlir and
// test/Gemm/lower-clusters.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bnk = affine_map<(b, m, n, k) -> (b, n, k)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>

// 128 x 128 x 256: four k-tiles (the stages are refilled after both blocks
// released them where there are fewer stages).
func.func @square(%a: tensor<128x256xf16>, %w: tensor<128x256xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %w : tensor<128x256xf16>, tensor<128x256xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// M, N, K not multiples of the tiles: the shared tiles' rows past the
// tensor arrive as zeros in both blocks.
func.func @ragged(%a: tensor<100x200xf16>, %w: tensor<120x200xf16>) -> tensor<100x120xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x120xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x120xf32>) -> tensor<100x120xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %w : tensor<100x200xf16>, tensor<120x200xf16>) outs(%f : tensor<100x120xf32>) -> tensor<100x120xf32>
  return %c : tensor<100x120xf32>
}

// A given as [K, M] and transposed (M-major A, one 64-row panel a tile),
// beside B's K-major tile shared by two blocks along M (its own plan).
func.func @transposed(%at: tensor<80x128xf16>, %w: tensor<128x80xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<128x80xf16>
  %a = linalg.transpose ins(%at : tensor<80x128xf16>) outs(%ea : tensor<128x80xf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] {kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_cluster = array<i64: 2, 1>} ins(%a, %w : tensor<128x80xf16>, tensor<128x80xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// An N-major B of one 64-column panel a tile beside A's K-major tile shared
// by two blocks along N (its own plan).
func.func @narrow(%a: tensor<128x96xf16>, %b: tensor<96x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_cluster = array<i64: 1, 2>} ins(%a, %b : tensor<128x96xf16>, tensor<96x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// B given as [K, N] (N-major, one 64-column panel a tile) shared by two
// blocks along M: each loads half of the panel's k rows (32 of a k-tile's
// 64) into both; four k-tiles through three stages.
func.func @shared_n_major(%a: tensor<128x256xf16>, %b: tensor<256x64xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %c = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_cluster = array<i64: 2, 1>} ins(%a, %b : tensor<128x256xf16>, tensor<256x64xf16>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %c : tensor<128x64xf32>
}

// A given as [K, M] and transposed (M-major, one 64-row panel a tile)
// shared by two blocks along N: each loads half of the panel's k rows.
func.func @shared_m_major(%at: tensor<192x64xf16>, %w: tensor<128x192xf16>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<64x192xf16>
  %a = linalg.transpose ins(%at : tensor<192x64xf16>) outs(%ea : tensor<64x192xf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] {kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_cluster = array<i64: 1, 2>} ins(%a, %w : tensor<64x192xf16>, tensor<128x192xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %c : tensor<64x128xf32>
}

// An N-major B of two 64-column panels a tile beside A's K-major tile
// shared by two blocks along N (its own plan; GPT-3's [K, N] weights).
func.func @panels_n_major(%a: tensor<128x128xf16>, %b: tensor<128x256xf16>) -> tensor<128x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %c = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_cluster = array<i64: 1, 2>} ins(%a, %b : tensor<128x128xf16>, tensor<128x256xf16>) outs(%f : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %c : tensor<128x256xf32>
}

// An N-major B of two panels a tile shared by two blocks along M: each
// loads half of each panel's k rows into both.
func.func @shared_n_panels(%a: tensor<128x128xf16>, %b: tensor<128x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_cluster = array<i64: 2, 1>} ins(%a, %b : tensor<128x128xf16>, tensor<128x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// A given as [K, M] and transposed (M-major, two 64-row panels a tile)
// shared by two blocks along N.
func.func @shared_m_panels(%at: tensor<128x128xf16>, %w: tensor<128x128xf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<128x128xf16>
  %a = linalg.transpose ins(%at : tensor<128x128xf16>) outs(%ea : tensor<128x128xf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] {kfusion.gemm_tile = array<i64: 128, 64, 64>, kfusion.gemm_groups = array<i64: 2, 1>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_cluster = array<i64: 1, 2>} ins(%a, %w : tensor<128x128xf16>, tensor<128x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

// A batch of 3 ragged GEMMs with [N, K] weights (the clusters within each
// batch's tiles).
func.func @batched(%a: tensor<3x100x56xf16>, %w: tensor<3x128x56xf16>) -> tensor<3x100x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x100x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x100x128xf32>) -> tensor<3x100x128xf32>
  %c = linalg.batch_matmul indexing_maps = [#bmk, #bnk, #bmn] ins(%a, %w : tensor<3x100x56xf16>, tensor<3x128x56xf16>) outs(%f : tensor<3x100x128xf32>) -> tensor<3x100x128xf32>
  return %c : tensor<3x100x128xf32>
}

// C = R + A W^T (R an argument, added in the epilogue; not writable) and a
// constant init.
func.func @accumulate(%a: tensor<72x64xf16>, %w: tensor<80x64xf16>, %r: tensor<72x80xf32> {bufferization.writable = false}) -> (tensor<72x80xf32>, tensor<72x80xf32>) {
  %half = arith.constant 0.5 : f32
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %w : tensor<72x64xf16>, tensor<80x64xf16>) outs(%r : tensor<72x80xf32>) -> tensor<72x80xf32>
  %e = tensor.empty() : tensor<72x80xf32>
  %f = linalg.fill ins(%half : f32) outs(%e : tensor<72x80xf32>) -> tensor<72x80xf32>
  %d = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %w : tensor<72x64xf16>, tensor<80x64xf16>) outs(%f : tensor<72x80xf32>) -> tensor<72x80xf32>
  return %c, %d : tensor<72x80xf32>, tensor<72x80xf32>
}
