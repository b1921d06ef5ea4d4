#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0) -> ()>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @step(%arg0: tensor<16384x32xf32>, %arg1: tensor<32x1024xf32>, %arg2: tensor<1024xf32>) -> tensor<16384x1024xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<16384x1024xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%0 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384x1024xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<16384x32xf32>, tensor<32x1024xf32>) outs(%1 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %15 = arith.mulf %in, %in_1 : f32
      %16 = arith.addf %out, %15 : f32
      linalg.yield %16 : f32
    } -> tensor<16384x1024xf32>
    %3 = tensor.empty() : tensor<16384x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<16384x1024xf32>, tensor<1024xf32>) outs(%3 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %15 = arith.addf %in, %in_1 : f32
      linalg.yield %15 : f32
    } -> tensor<16384x1024xf32>
    %5 = tensor.empty() : tensor<16384xf32>
    %6 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel"]} ins(%cst_0 : f32) outs(%5 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<16384x1024xf32>) outs(%6 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.maximumf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<16384xf32>
    %8 = tensor.empty() : tensor<16384x1024xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<16384x1024xf32>, tensor<16384xf32>) outs(%8 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %15 = arith.subf %in, %in_1 : f32
      %16 = math.exp %15 : f32
      linalg.yield %16 : f32
    } -> tensor<16384x1024xf32>
    %10 = tensor.empty() : tensor<16384xf32>
    %11 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel"]} ins(%cst : f32) outs(%10 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<16384x1024xf32>) outs(%11 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<16384xf32>
    %13 = tensor.empty() : tensor<16384x1024xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<16384x1024xf32>, tensor<16384xf32>) outs(%13 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %15 = arith.divf %in, %in_1 : f32
      linalg.yield %15 : f32
    } -> tensor<16384x1024xf32>
    return %14 : tensor<16384x1024xf32>
  }
}

