// A GEMM with a bias + GELU epilogue and f16 results (kfusion-stitch-to-gpu
// fuses the epilogue into the GEMM kernel), planned as a ping-pong kernel: 6
// tiles of 64 x 64 over 4 k-tiles, so that on a device of 2 multiprocessors
// each block's two teams take its 3 tiles in turn, one team's epilogue beside
// the other's k loop. Used by test/Integration/Sim/Gemm/wgmma-pingpong.mlir.

#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (n)>
func.func @pingpong_gelu(%x: tensor<192x256xf16>, %w: tensor<256x128xf16>, %bias: tensor<128xf16>) -> tensor<192x128xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<192x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<192x128xf32>) -> tensor<192x128xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong"} ins(%x, %w : tensor<192x256xf16>, tensor<256x128xf16>) outs(%f : tensor<192x128xf32>) -> tensor<192x128xf32>
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.70710678 : f32
  %o = tensor.empty() : tensor<192x128xf16>
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<192x128xf32>, tensor<128xf16>) outs(%o : tensor<192x128xf16>) {
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
  } -> tensor<192x128xf16>
  return %g : tensor<192x128xf16>
}
