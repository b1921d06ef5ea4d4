// The GPT-3 MLP's shape in small (linalg on tensors, as a front end writes
// it): Y = GELU(X W1) W2, f32 accumulation, the tanh GELU stored as f16;
// kfusion-stitch-to-gpu makes both GEMMs wgmma kernels, the GELU in the
// first one's epilogue (the cuSync tests: Sync/ and Integration/Sim/Sync/
// compiler-gemms.mlir). @mlp: X [128, 64], hidden 256 (its second GEMM
// prefetches all 4 k-tiles before its loop); @mlp_wide: hidden 512, its K
// loop reads the hidden activation (waits in the loop), by the copies
// (kfusion.gemm_load: a producer warpgroup's loop takes no such waits).
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<128x64xf16>, %w1: tensor<64x256xf16>, %w2: tensor<256x64xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x256xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<128x64xf16>, tensor<64x256xf16>) outs(%f1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %eh = tensor.empty() : tensor<128x256xf16>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<128x256xf32>) outs(%eh : tensor<128x256xf16>) {
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
    %gl = arith.mulf %hv, %t1 : f32
    %r = arith.truncf %gl : f32 to f16
    linalg.yield %r : f16
  } -> tensor<128x256xf16>
  %e2 = tensor.empty() : tensor<128x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %y = linalg.matmul ins(%g, %w2 : tensor<128x256xf16>, tensor<256x64xf16>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %y : tensor<128x64xf32>
}

func.func @mlp_wide(%x: tensor<128x64xf16>, %w1: tensor<64x512xf16>, %w2: tensor<512x64xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x512xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %h = linalg.matmul {kfusion.gemm_load = "cp.async"} ins(%x, %w1 : tensor<128x64xf16>, tensor<64x512xf16>) outs(%f1 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %eh = tensor.empty() : tensor<128x512xf16>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<128x512xf32>) outs(%eh : tensor<128x512xf16>) {
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
    %gl = arith.mulf %hv, %t1 : f32
    %r = arith.truncf %gl : f32 to f16
    linalg.yield %r : f16
  } -> tensor<128x512xf16>
  %e2 = tensor.empty() : tensor<128x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %y = linalg.matmul {kfusion.gemm_load = "cp.async"} ins(%g, %w2 : tensor<128x512xf16>, tensor<512x64xf16>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %y : tensor<128x64xf32>
}
