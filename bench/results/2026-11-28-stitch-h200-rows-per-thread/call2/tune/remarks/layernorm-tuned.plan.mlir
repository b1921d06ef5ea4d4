#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @step(%arg0: tensor<16384x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>) -> tensor<16384x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.096000e+03 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %0 = tensor.empty() : tensor<16384xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%0 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16384x4096xf32>) outs(%1 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<16384xf32>
    %3 = tensor.empty() : tensor<16384xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%2 : tensor<16384xf32>) outs(%3 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %in, %cst_0 : f32
      linalg.yield %14 : f32
    } -> tensor<16384xf32>
    %5 = tensor.empty() : tensor<16384xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%5 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0, %4 : tensor<16384x4096xf32>, tensor<16384xf32>) outs(%6 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.subf %in, %in_2 : f32
      %15 = arith.mulf %14, %14 : f32
      %16 = arith.addf %15, %out : f32
      linalg.yield %16 : f32
    } -> tensor<16384xf32>
    %8 = tensor.empty() : tensor<16384xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%7 : tensor<16384xf32>) outs(%8 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %in, %cst_0 : f32
      linalg.yield %14 : f32
    } -> tensor<16384xf32>
    %10 = tensor.empty() : tensor<16384xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%9 : tensor<16384xf32>) outs(%10 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %cst_1 : f32
      %15 = math.rsqrt %14 : f32
      linalg.yield %15 : f32
    } -> tensor<16384xf32>
    %12 = tensor.empty() : tensor<16384x4096xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4, %11, %arg1, %arg2 : tensor<16384x4096xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%12 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_rows = 2 : i64} {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %in_5: f32, %out: f32):
      %14 = arith.subf %in, %in_2 : f32
      %15 = arith.mulf %14, %in_3 : f32
      %16 = arith.mulf %15, %in_4 : f32
      %17 = arith.addf %16, %in_5 : f32
      linalg.yield %17 : f32
    } -> tensor<16384x4096xf32>
    return %13 : tensor<16384x4096xf32>
  }
}

