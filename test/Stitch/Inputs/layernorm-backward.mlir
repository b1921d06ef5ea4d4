module {
  func.func @step(%dy: tensor<512x256xf32>, %x: tensor<512x256xf32>, %mean: tensor<512xf32>, %rstd: tensor<512xf32>, %gamma: tensor<256xf32>) -> (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %cst0 = arith.constant 0.000000000e+00 : f32
    %cst1 = arith.constant 3.906250000e-03 : f32
    %e1 = tensor.empty() : tensor<512x256xf32>
    %t2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean, %rstd : tensor<512x256xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1 : tensor<512x256xf32>) {
    ^bb0(%in3: f32, %in4: f32, %in5: f32, %out6: f32):
      %v7 = arith.subf %in3, %in4 : f32
      %v8 = arith.mulf %v7, %in5 : f32
      linalg.yield %v8 : f32
    } -> tensor<512x256xf32>
    %e9 = tensor.empty() : tensor<512x256xf32>
    %t10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dy, %gamma : tensor<512x256xf32>, tensor<256xf32>) outs(%e9 : tensor<512x256xf32>) {
    ^bb0(%in11: f32, %in12: f32, %out13: f32):
      %v14 = arith.mulf %in11, %in12 : f32
      linalg.yield %v14 : f32
    } -> tensor<512x256xf32>
    %e15 = tensor.empty() : tensor<512xf32>
    %f16 = linalg.fill ins(%cst0 : f32) outs(%e15 : tensor<512xf32>) -> tensor<512xf32>
    %t17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t10, %t2 : tensor<512x256xf32>, tensor<512x256xf32>) outs(%f16 : tensor<512xf32>) {
    ^bb0(%in18: f32, %in19: f32, %out20: f32):
      %v21 = arith.mulf %in18, %in19 : f32
      %v22 = arith.addf %v21, %out20 : f32
      linalg.yield %v22 : f32
    } -> tensor<512xf32>
    %e23 = tensor.empty() : tensor<512xf32>
    %f24 = linalg.fill ins(%cst0 : f32) outs(%e23 : tensor<512xf32>) -> tensor<512xf32>
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t10 : tensor<512x256xf32>) outs(%f24 : tensor<512xf32>) {
    ^bb0(%in26: f32, %out27: f32):
      %v28 = arith.addf %in26, %out27 : f32
      linalg.yield %v28 : f32
    } -> tensor<512xf32>
    %e29 = tensor.empty() : tensor<512x256xf32>
    %t30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t10, %t2, %t17, %t25, %rstd : tensor<512x256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e29 : tensor<512x256xf32>) {
    ^bb0(%in31: f32, %in32: f32, %in33: f32, %in34: f32, %in35: f32, %out36: f32):
      %v37 = arith.mulf %in34, %cst1 : f32
      %v38 = arith.subf %in31, %v37 : f32
      %v39 = arith.mulf %in33, %cst1 : f32
      %v40 = arith.mulf %in32, %v39 : f32
      %v41 = arith.subf %v38, %v40 : f32
      %v42 = arith.mulf %v41, %in35 : f32
      linalg.yield %v42 : f32
    } -> tensor<512x256xf32>
    %e43 = tensor.empty() : tensor<256xf32>
    %f44 = linalg.fill ins(%cst0 : f32) outs(%e43 : tensor<256xf32>) -> tensor<256xf32>
    %t45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%dy, %t2 : tensor<512x256xf32>, tensor<512x256xf32>) outs(%f44 : tensor<256xf32>) {
    ^bb0(%in46: f32, %in47: f32, %out48: f32):
      %v49 = arith.mulf %in46, %in47 : f32
      %v50 = arith.addf %v49, %out48 : f32
      linalg.yield %v50 : f32
    } -> tensor<256xf32>
    %e51 = tensor.empty() : tensor<256xf32>
    %f52 = linalg.fill ins(%cst0 : f32) outs(%e51 : tensor<256xf32>) -> tensor<256xf32>
    %t53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%dy : tensor<512x256xf32>) outs(%f52 : tensor<256xf32>) {
    ^bb0(%in54: f32, %out55: f32):
      %v56 = arith.addf %in54, %out55 : f32
      linalg.yield %v56 : f32
    } -> tensor<256xf32>
    return %t30, %t45, %t53 : tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>
  }
}
