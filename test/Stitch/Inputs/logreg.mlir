// One logistic-regression training step (bench/stitch's logreg, small size):
// z = X w (linalg.matvec), p = sigmoid(z), err = p - y, grad = err X
// (linalg.vecmat), w_new = w - grad / 512, loss = -mean(y log p + (1 - y)
// log(1 - p)). Used by ../loop-order.mlir.
module {
  func.func @step(%X: tensor<256x64xf32>, %w: tensor<64xf32>, %y: tensor<256xf32>) -> (tensor<64xf32>, tensor<f32>) {
    %cst0 = arith.constant 0.000000000e+00 : f32
    %cst1 = arith.constant 1.000000000e+00 : f32
    %cst2 = arith.constant 1.953125000e-03 : f32
    %cst3 = arith.constant -3.906250000e-03 : f32
    %e1 = tensor.empty() : tensor<256xf32>
    %f2 = linalg.fill ins(%cst0 : f32) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
    %t3 = linalg.matvec ins(%X, %w : tensor<256x64xf32>, tensor<64xf32>) outs(%f2 : tensor<256xf32>) -> tensor<256xf32>
    %e4 = tensor.empty() : tensor<256xf32>
    %t5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3 : tensor<256xf32>) outs(%e4 : tensor<256xf32>) {
    ^bb0(%in6: f32, %out7: f32):
      %v8 = arith.negf %in6 : f32
      %v9 = math.exp %v8 : f32
      %v10 = arith.addf %cst1, %v9 : f32
      %v11 = arith.divf %cst1, %v10 : f32
      linalg.yield %v11 : f32
    } -> tensor<256xf32>
    %e12 = tensor.empty() : tensor<256xf32>
    %t13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5, %y : tensor<256xf32>, tensor<256xf32>) outs(%e12 : tensor<256xf32>) {
    ^bb0(%in14: f32, %in15: f32, %out16: f32):
      %v17 = arith.subf %in14, %in15 : f32
      linalg.yield %v17 : f32
    } -> tensor<256xf32>
    %e18 = tensor.empty() : tensor<64xf32>
    %f19 = linalg.fill ins(%cst0 : f32) outs(%e18 : tensor<64xf32>) -> tensor<64xf32>
    %t20 = linalg.vecmat ins(%t13, %X : tensor<256xf32>, tensor<256x64xf32>) outs(%f19 : tensor<64xf32>) -> tensor<64xf32>
    %e21 = tensor.empty() : tensor<64xf32>
    %t22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w, %t20 : tensor<64xf32>, tensor<64xf32>) outs(%e21 : tensor<64xf32>) {
    ^bb0(%in23: f32, %in24: f32, %out25: f32):
      %v26 = arith.mulf %in24, %cst2 : f32
      %v27 = arith.subf %in23, %v26 : f32
      linalg.yield %v27 : f32
    } -> tensor<64xf32>
    %e28 = tensor.empty() : tensor<f32>
    %f29 = linalg.fill ins(%cst0 : f32) outs(%e28 : tensor<f32>) -> tensor<f32>
    %t30 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t5, %y : tensor<256xf32>, tensor<256xf32>) outs(%f29 : tensor<f32>) {
    ^bb0(%in31: f32, %in32: f32, %out33: f32):
      %v34 = math.log %in31 : f32
      %v35 = arith.mulf %in32, %v34 : f32
      %v36 = arith.subf %cst1, %in32 : f32
      %v37 = arith.subf %cst1, %in31 : f32
      %v38 = math.log %v37 : f32
      %v39 = arith.mulf %v36, %v38 : f32
      %v40 = arith.addf %v35, %v39 : f32
      %v41 = arith.addf %v40, %out33 : f32
      linalg.yield %v41 : f32
    } -> tensor<f32>
    %e42 = tensor.empty() : tensor<f32>
    %t43 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t30 : tensor<f32>) outs(%e42 : tensor<f32>) {
    ^bb0(%in44: f32, %out45: f32):
      %v46 = arith.mulf %in44, %cst3 : f32
      linalg.yield %v46 : f32
    } -> tensor<f32>
    return %t22, %t43 : tensor<64xf32>, tensor<f32>
  }
}
