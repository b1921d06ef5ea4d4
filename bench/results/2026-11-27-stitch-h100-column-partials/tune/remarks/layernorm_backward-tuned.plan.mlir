#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0) -> ()>
#map4 = affine_map<(d0) -> (d0)>
module {
  func.func @step(%arg0: tensor<16384x4096xf32>, %arg1: tensor<16384x4096xf32>, %arg2: tensor<16384xf32>, %arg3: tensor<16384xf32>, %arg4: tensor<4096xf32>) -> (tensor<16384x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.44140625E-4 : f32
    %0 = tensor.empty() : tensor<16384x4096xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg2, %arg3 : tensor<16384x4096xf32>, tensor<16384xf32>, tensor<16384xf32>) outs(%0 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %18 = arith.subf %in, %in_1 : f32
      %19 = arith.mulf %18, %in_2 : f32
      linalg.yield %19 : f32
    } -> tensor<16384x4096xf32>
    %2 = tensor.empty() : tensor<16384x4096xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg4 : tensor<16384x4096xf32>, tensor<4096xf32>) outs(%2 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.mulf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<16384x4096xf32>
    %4 = tensor.empty() : tensor<16384xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel"]} ins(%cst : f32) outs(%4 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3, %1 : tensor<16384x4096xf32>, tensor<16384x4096xf32>) outs(%5 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.mulf %in, %in_1 : f32
      %19 = arith.addf %18, %out : f32
      linalg.yield %19 : f32
    } -> tensor<16384xf32>
    %7 = tensor.empty() : tensor<16384xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel"]} ins(%cst : f32) outs(%7 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<16384x4096xf32>) outs(%8 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<16384xf32>
    %10 = tensor.empty() : tensor<16384x4096xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map1, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %1, %6, %9, %arg3 : tensor<16384x4096xf32>, tensor<16384x4096xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<16384xf32>) outs(%10 : tensor<16384x4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
      %18 = arith.mulf %in_3, %cst_0 : f32
      %19 = arith.subf %in, %18 : f32
      %20 = arith.mulf %in_2, %cst_0 : f32
      %21 = arith.mulf %in_1, %20 : f32
      %22 = arith.subf %19, %21 : f32
      %23 = arith.mulf %22, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<16384x4096xf32>
    %12 = tensor.empty() : tensor<4096xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel"]} ins(%cst : f32) outs(%12 : tensor<4096xf32>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map2], iterator_types = ["reduction", "parallel"]} ins(%arg0, %1 : tensor<16384x4096xf32>, tensor<16384x4096xf32>) outs(%13 : tensor<4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.mulf %in, %in_1 : f32
      %19 = arith.addf %18, %out : f32
      linalg.yield %19 : f32
    } -> tensor<4096xf32>
    %15 = tensor.empty() : tensor<4096xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel"]} ins(%cst : f32) outs(%15 : tensor<4096xf32>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<16384x4096xf32>) outs(%16 : tensor<4096xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 512 : i64} {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<4096xf32>
    return %11, %14, %17 : tensor<16384x4096xf32>, tensor<4096xf32>, tensor<4096xf32>
  }
}

