#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @step(%arg0: tensor<16384x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<16384x4096xf32>) -> tensor<16384x4096xf32> {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.707106769 : f32
    %0 = tensor.empty() : tensor<16384x4096xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16384x4096xf32>, tensor<4096xf32>) outs(%0 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 1 : i64} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %6 = arith.addf %in, %in_2 : f32
      linalg.yield %6 : f32
    } -> tensor<16384x4096xf32>
    %2 = tensor.empty() : tensor<16384x4096xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16384x4096xf32>) outs(%2 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 1 : i64} {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.mulf %cst, %in : f32
      %7 = arith.mulf %in, %cst_1 : f32
      %8 = math.erf %7 : f32
      %9 = arith.addf %cst_0, %8 : f32
      %10 = arith.mulf %6, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<16384x4096xf32>
    %4 = tensor.empty() : tensor<16384x4096xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<16384x4096xf32>, tensor<16384x4096xf32>) outs(%4 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows_per_thread = 1 : i64} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %6 = arith.addf %in, %in_2 : f32
      linalg.yield %6 : f32
    } -> tensor<16384x4096xf32>
    return %5 : tensor<16384x4096xf32>
  }
}

