#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @step(%arg0: tensor<16384x1024xf32>, %arg1: tensor<16384x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<64x512x512xf32>, %arg5: tensor<512x512xf32>) -> (tensor<16384x1024xf32>, tensor<64x512x512xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.024000e+03 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %cst_2 = arith.constant 1.250000e-01 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<16384x1024xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16384x1024xf32>, tensor<16384x1024xf32>) outs(%0 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.addf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<16384x1024xf32>
    %2 = tensor.empty() : tensor<16384xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%cst : f32) outs(%2 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<16384x1024xf32>) outs(%3 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<16384xf32>
    %5 = tensor.empty() : tensor<16384xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<16384xf32>) outs(%5 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.divf %in, %cst_0 : f32
      linalg.yield %28 : f32
    } -> tensor<16384xf32>
    %7 = tensor.empty() : tensor<16384xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%cst : f32) outs(%7 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16384xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%1, %6 : tensor<16384x1024xf32>, tensor<16384xf32>) outs(%8 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = arith.mulf %28, %28 : f32
      %30 = arith.addf %29, %out : f32
      linalg.yield %30 : f32
    } -> tensor<16384xf32>
    %10 = tensor.empty() : tensor<16384xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%9 : tensor<16384xf32>) outs(%10 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.divf %in, %cst_0 : f32
      linalg.yield %28 : f32
    } -> tensor<16384xf32>
    %12 = tensor.empty() : tensor<16384xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<16384xf32>) outs(%12 : tensor<16384xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %cst_1 : f32
      %29 = math.rsqrt %28 : f32
      linalg.yield %29 : f32
    } -> tensor<16384xf32>
    %14 = tensor.empty() : tensor<16384x1024xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map3, #map3, #map4, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %6, %13, %arg2, %arg3 : tensor<16384x1024xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%14 : tensor<16384x1024xf32>) attrs =  {kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} {
    ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = arith.mulf %28, %in_5 : f32
      %30 = arith.mulf %29, %in_6 : f32
      %31 = arith.addf %30, %in_7 : f32
      linalg.yield %31 : f32
    } -> tensor<16384x1024xf32>
    %16 = tensor.empty() : tensor<64x512x512xf32>
    %17 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %arg5 : tensor<64x512x512xf32>, tensor<512x512xf32>) outs(%16 : tensor<64x512x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %cst_2 : f32
      %29 = arith.addf %28, %in_4 : f32
      linalg.yield %29 : f32
    } -> tensor<64x512x512xf32>
    %18 = tensor.empty() : tensor<64x512xf32>
    %19 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : f32) outs(%18 : tensor<64x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x512xf32>
    %20 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<64x512x512xf32>) outs(%19 : tensor<64x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.maximumf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<64x512xf32>
    %21 = tensor.empty() : tensor<64x512x512xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %20 : tensor<64x512x512xf32>, tensor<64x512xf32>) outs(%21 : tensor<64x512x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.exp %28 : f32
      linalg.yield %29 : f32
    } -> tensor<64x512x512xf32>
    %23 = tensor.empty() : tensor<64x512xf32>
    %24 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%23 : tensor<64x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x512xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<64x512x512xf32>) outs(%24 : tensor<64x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<64x512xf32>
    %26 = tensor.empty() : tensor<64x512x512xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %25 : tensor<64x512x512xf32>, tensor<64x512xf32>) outs(%26 : tensor<64x512x512xf32>) attrs =  {kfusion.stitch_composition = "warp", kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64, kfusion.stitch_threads = 32 : i64} {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.divf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<64x512x512xf32>
    return %15, %27 : tensor<16384x1024xf32>, tensor<64x512x512xf32>
  }
}

