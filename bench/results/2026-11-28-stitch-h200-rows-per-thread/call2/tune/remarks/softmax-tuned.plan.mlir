#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @step(%arg0: tensor<16384x4096xf32>) -> tensor<16384x4096xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16384xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%0 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16384x4096xf32>) outs(%1 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.maximumf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<16384xf32>
    %3 = tensor.empty() : tensor<16384x4096xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<16384x4096xf32>, tensor<16384xf32>) outs(%3 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %10 = arith.subf %in, %in_1 : f32
      %11 = math.exp %10 : f32
      linalg.yield %11 : f32
    } -> tensor<16384x4096xf32>
    %5 = tensor.empty() : tensor<16384xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst_0 : f32) outs(%5 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<16384x4096xf32>) outs(%6 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<16384xf32>
    %8 = tensor.empty() : tensor<16384x4096xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<16384x4096xf32>, tensor<16384xf32>) outs(%8 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %10 = arith.divf %in, %in_1 : f32
      linalg.yield %10 : f32
    } -> tensor<16384x4096xf32>
    return %9 : tensor<16384x4096xf32>
  }
}

