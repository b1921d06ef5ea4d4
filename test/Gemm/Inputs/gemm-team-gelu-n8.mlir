// A GEMM with a bias + GELU epilogue and f16 results whose weight is K-major
// ([N, K], a Linear layer's), planned as ping-pong teams of one 128-row
// warpgroup on 128 x 168 tiles (LLaMA-7B's up projection with bias + GELU at
// M = 1024 and 2048 since 9a9f1ab): 200 x 300 results in 2 x 2 tiles, the
// last row and column of tiles ragged (72 rows, 132 columns), K = 192 in 3
// k-tiles; on a device of one multiprocessor each team takes two tiles. The
// ops are grouped by hand (the planner would not fuse a problem this small).
// Used by test/Integration/Sim/Gemm/wgmma-n8-tiles.mlir.

#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (n)>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @team_gelu(%x: tensor<200x192xf16>, %w: tensor<300x192xf16>, %bias: tensor<300xf16>) -> tensor<200x300xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200x300xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<200x300xf32>) -> tensor<200x300xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 128, 168, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong", kfusion.stitch_group = 0 : i64} ins(%x, %w : tensor<200x192xf16>, tensor<300x192xf16>) outs(%f : tensor<200x300xf32>) -> tensor<200x300xf32>
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678 : f32
  %o = tensor.empty() : tensor<200x300xf16>
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} {kfusion.stitch_group = 0 : i64} ins(%c, %bias : tensor<200x300xf32>, tensor<300xf16>) outs(%o : tensor<200x300xf16>) {
  ^bb0(%v: f32, %bh: f16, %out: f16):
    %bv = arith.extf %bh : f16 to f32
    %s = arith.addf %v, %bv : f32
    %t = arith.mulf %s, %rsqrt2 : f32
    %r = math.erf %t : f32
    %p = arith.addf %r, %one : f32
    %h = arith.mulf %s, %half : f32
    %y = arith.mulf %h, %p : f32
    %yh = arith.truncf %y : f32 to f16
    linalg.yield %yh : f16
  } -> tensor<200x300xf16>
  return %g : tensor<200x300xf16>
}
