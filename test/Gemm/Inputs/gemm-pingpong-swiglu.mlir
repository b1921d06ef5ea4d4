// LLaMA's SwiGLU with its product in the up projection's epilogue, as
// kfusion-fuse stitches it at 4096 tokens since the GEMM model's calibration
// (57acc56), grouped by hand: the gate projection with its cast, then the up
// projection X Wu planned as a ping-pong kernel (at 4096 tokens a persistent
// one: 128 x 192 teams of one warpgroup have no registers for such an
// epilogue; 64 x 64 teams here) whose epilogue reads the gate's result (a
// whole f16 tile, not a row vector) and computes silu(gate) * up. 6 tiles of
// 64 x 64 over 4 k-tiles, so that on a device of 2 multiprocessors each
// block's two teams take its 3 tiles in turn, one team's epilogue beside the
// other's k loop. Used by test/Integration/Sim/Gemm/wgmma-pingpong.mlir.

#id = affine_map<(m, n) -> (m, n)>
func.func @pingpong_swiglu(%x: tensor<192x256xf16>, %wg: tensor<256x128xf16>, %wu: tensor<256x128xf16>) -> tensor<192x128xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<192x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<192x128xf32>) -> tensor<192x128xf32>
  %g32 = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.stitch_group = 0 : i64} ins(%x, %wg : tensor<192x256xf16>, tensor<256x128xf16>) outs(%f : tensor<192x128xf32>) -> tensor<192x128xf32>
  %eh = tensor.empty() : tensor<192x128xf16>
  %gate = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} {kfusion.stitch_group = 0 : i64} ins(%g32 : tensor<192x128xf32>) outs(%eh : tensor<192x128xf16>) {
  ^bb0(%v: f32, %out: f16):
    %t = arith.truncf %v : f32 to f16
    linalg.yield %t : f16
  } -> tensor<192x128xf16>
  %u32 = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 3 : i64, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_load = "tma-producer", kfusion.gemm_schedule = "pingpong", kfusion.stitch_group = 1 : i64} ins(%x, %wu : tensor<192x256xf16>, tensor<256x128xf16>) outs(%f : tensor<192x128xf32>) -> tensor<192x128xf32>
  %one = arith.constant 1.0 : f32
  %o = tensor.empty() : tensor<192x128xf16>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} {kfusion.stitch_group = 1 : i64} ins(%u32, %gate : tensor<192x128xf32>, tensor<192x128xf16>) outs(%o : tensor<192x128xf16>) {
  ^bb0(%u: f32, %gh: f16, %out: f16):
    %gv = arith.extf %gh : f16 to f32
    %n = arith.negf %gv : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %gv, %d : f32
    %p = arith.mulf %s, %u : f32
    %ph = arith.truncf %p : f32 to f16
    linalg.yield %ph : f16
  } -> tensor<192x128xf16>
  return %y : tensor<192x128xf16>
}
