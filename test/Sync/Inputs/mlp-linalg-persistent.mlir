// The small GPT-3 MLP of mlp-linalg.mlir with both GEMMs persistent
// (kfusion.gemm_schedule = "persistent": blocks looping over 64 x 64 tiles,
// a producer warpgroup's TMA loads): cuSync on kernels whose blocks are not
// tiles (Sync/persistent-gemms.mlir, Integration/Sim/Sync/persistent-gemms.mlir).
// The GELU is the first GEMM's epilogue by hand (kfusion.stitch_group): on
// the 2-multiprocessor device the tests use, the model prices the plan's
// 64 x 64 tiles with it and without it within 0.01 us, and the tests are
// about the pair of GEMMs.
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<128x64xf16>, %w1: tensor<64x256xf16>, %w2: tensor<256x64xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x256xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %h = linalg.matmul {kfusion.stitch_group = 0 : i64, kfusion.gemm_schedule = "persistent", kfusion.gemm_tile = array<i64: 64, 64, 64>} ins(%x, %w1 : tensor<128x64xf16>, tensor<64x256xf16>) outs(%f1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %eh = tensor.empty() : tensor<128x256xf16>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<128x256xf32>) outs(%eh : tensor<128x256xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%v: f32, %o: f16):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k0 = arith.constant 0.7978845608 : f32
    %k1 = arith.constant 0.044715 : f32
    %v2 = arith.mulf %v, %v : f32
    %v3 = arith.mulf %v2, %v : f32
    %i1 = arith.mulf %v3, %k1 : f32
    %i2 = arith.addf %v, %i1 : f32
    %i3 = arith.mulf %i2, %k0 : f32
    %t = math.tanh %i3 : f32
    %t1 = arith.addf %t, %one : f32
    %hv = arith.mulf %v, %half : f32
    %gv = arith.mulf %hv, %t1 : f32
    %r = arith.truncf %gv : f32 to f16
    linalg.yield %r : f16
  } -> tensor<128x256xf16>
  %e2 = tensor.empty() : tensor<128x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %y = linalg.matmul {kfusion.stitch_group = 1 : i64, kfusion.gemm_schedule = "persistent", kfusion.gemm_tile = array<i64: 64, 64, 64>} ins(%g, %w2 : tensor<128x256xf16>, tensor<256x64xf16>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %y : tensor<128x64xf32>
}
