#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @step(%arg0: tensor<16384x4096xf16>, %arg1: tensor<4096xf16>, %arg2: tensor<16384x4096xf16>) -> tensor<16384x4096xf16> {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.707106769 : f32
    %0 = tensor.empty() : tensor<16384x4096xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16384x4096xf16>, tensor<4096xf16>) outs(%0 : tensor<16384x4096xf16>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %6 = arith.extf %in : f16 to f32
      %7 = arith.extf %in_2 : f16 to f32
      %8 = arith.addf %6, %7 : f32
      %9 = arith.truncf %8 : f32 to f16
      linalg.yield %9 : f16
    } -> tensor<16384x4096xf16>
    %2 = tensor.empty() : tensor<16384x4096xf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16384x4096xf16>) outs(%2 : tensor<16384x4096xf16>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f16, %out: f16):
      %6 = arith.extf %in : f16 to f32
      %7 = arith.mulf %cst, %6 : f32
      %8 = arith.mulf %6, %cst_1 : f32
      %9 = math.erf %8 : f32
      %10 = arith.addf %cst_0, %9 : f32
      %11 = arith.mulf %7, %10 : f32
      %12 = arith.truncf %11 : f32 to f16
      linalg.yield %12 : f16
    } -> tensor<16384x4096xf16>
    %4 = tensor.empty() : tensor<16384x4096xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<16384x4096xf16>, tensor<16384x4096xf16>) outs(%4 : tensor<16384x4096xf16>) attrs =  {kfusion.stitch_composition = "thread", kfusion.stitch_group = 0 : i64} {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %6 = arith.extf %in : f16 to f32
      %7 = arith.extf %in_2 : f16 to f32
      %8 = arith.addf %6, %7 : f32
      %9 = arith.truncf %8 : f32 to f16
      linalg.yield %9 : f16
    } -> tensor<16384x4096xf16>
    return %5 : tensor<16384x4096xf16>
  }
}

