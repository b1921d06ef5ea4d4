// GEMMs with plans written on them (kfusion.gemm_*), for layouts and group
// shapes a whole-file option cannot give every GEMM: warpgroups 32 columns
// wide on a K-major B, four warpgroups on an M-major A, mma warps on an
// M-major A and a K-major B. Used by test/Integration/Sim/Gemm/wgmma-configs.mlir.

#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// x W^T, two warpgroups along N of 64 x 32 each.
func.func @linear_n32(%x: tensor<96x200xf16>, %w: tensor<72x200xf16>) -> tensor<96x72xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<96x72xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<96x72xf32>) -> tensor<96x72xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 2>}
      ins(%x, %w : tensor<96x200xf16>, tensor<72x200xf16>) outs(%f : tensor<96x72xf32>) -> tensor<96x72xf32>
  return %c : tensor<96x72xf32>
}

// A [K, M] (M-major), four warpgroups along M (256 rows), ragged M and K.
func.func @cola_m4(%at: tensor<136x200xf16>, %b: tensor<136x64xf16>) -> tensor<200x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<200x64xf32>) -> tensor<200x64xf32>
  %c = linalg.matmul indexing_maps = [#km, #kn, #mn] {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 256, 64, 64>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_groups = array<i64: 4, 1>}
      ins(%at, %b : tensor<136x200xf16>, tensor<136x64xf16>) outs(%f : tensor<200x64xf32>) -> tensor<200x64xf32>
  return %c : tensor<200x64xf32>
}

// mma: A M-major, B K-major, 2 x 4 warps on a 64 x 128 tile.
func.func @mma_colcol(%at: tensor<192x64xf16>, %w: tensor<128x192xf16>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %c = linalg.matmul indexing_maps = [#km, #nk, #mn] {kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_stages = 2 : i64, kfusion.gemm_groups = array<i64: 2, 4>}
      ins(%at, %w : tensor<192x64xf16>, tensor<128x192xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %c : tensor<64x128xf32>
}
