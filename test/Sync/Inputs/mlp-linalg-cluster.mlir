// The MLP of mlp-linalg.mlir (@mlp) with a GEMM in 2 x 1 thread-block
// clusters (as the GEMM planner takes them by default for long k loops):
// @mlp_cluster the first (the producer, 64 x 128 tiles: 2 x 2 blocks),
// which kfusion-plan-sync declines (the wait-kernel's slot could keep a
// cluster from starting); @mlp_cluster_consumer the second (64 x 64
// tiles), which is paired, the wait-kernel kept, and relaunched with its
// semaphores and its cluster size (its blocks multicast into each other).
// Used by
// ../compiler-gemms.mlir and ../../Integration/Sim/Sync/compiler-gemms.mlir.
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp_cluster(%x: tensor<128x64xf16>, %w1: tensor<64x256xf16>, %w2: tensor<256x64xf16>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x256xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %h = linalg.matmul {kfusion.gemm_cluster = array<i64: 2, 1>, kfusion.gemm_tile = array<i64: 64, 128, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 3 : i64} ins(%x, %w1 : tensor<128x64xf16>, tensor<64x256xf16>) outs(%f1 : tensor<128x256xf32>) -> tensor<128x256xf32>
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

func.func @mlp_cluster_consumer(%x: tensor<128x64xf16>, %w1: tensor<64x256xf16>, %w2: tensor<256x64xf16>) -> tensor<128x64xf32> {
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
  %y = linalg.matmul {kfusion.gemm_cluster = array<i64: 2, 1>, kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 3 : i64} ins(%g, %w2 : tensor<128x256xf16>, tensor<256x64xf16>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %y : tensor<128x64xf32>
}
