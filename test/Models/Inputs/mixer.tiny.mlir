// Imported by kfusion-import-torch from kfusion.models mixer tiny: MixerBlock(tokens=16, channels=32, token_mlp=16, channel_mlp=64) (torch 2.15.0+cu132, torch-mlir 20261001).
// @forward arguments:
//   %arg0: input 0 1x16x32xf32
// @forward results: 1x16x32xf32
// Regenerate with `make models`.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x16x32xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>}> : () -> tensor<32xf32>
    %5 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>}> : () -> tensor<32x64xf32>
    %6 = "arith.constant"() <{value = dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>}> : () -> tensor<64xf32>
    %7 = "arith.constant"() <{value = dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>}> : () -> tensor<64x32xf32>
    %8 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>}> : () -> tensor<32xf32>
    %9 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>}> : () -> tensor<32xf32>
    %10 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>}> : () -> tensor<16xf32>
    %11 = "arith.constant"() <{value = dense_resource<torch_tensor_16_16_torch.float32_1> : tensor<16x16xf32>}> : () -> tensor<16x16xf32>
    %12 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>}> : () -> tensor<16xf32>
    %13 = "arith.constant"() <{value = dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32>}> : () -> tensor<16x16xf32>
    %14 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>}> : () -> tensor<32xf32>
    %15 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %16 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %17 = "arith.constant"() <{value = 3.200000e+01 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %20 = "tensor.empty"() : () -> tensor<1x16x32xf64>
    %21 = "linalg.generic"(%arg0, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f64):
      %156 = "arith.extf"(%arg141) : (f32) -> f64
      "linalg.yield"(%156) : (f64) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %22 = "tensor.empty"() : () -> tensor<1x16x1xf64>
    %23 = "linalg.fill"(%0, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f64, %arg140: f64):
      "linalg.yield"(%arg139) : (f64) -> ()
    }) : (f64, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %24 = "linalg.generic"(%21, %23) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f64, %arg138: f64):
      %155 = "arith.addf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%155) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %25 = "linalg.generic"(%24, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f64, %arg136: f64):
      %154 = "arith.divf"(%arg135, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%154) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %26 = "linalg.generic"(%21, %25, %20) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f64, %arg133: f64, %arg134: f64):
      %153 = "arith.subf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%153) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x1xf64>, tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %27 = "linalg.generic"(%26, %26, %20) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f64, %arg130: f64, %arg131: f64):
      %152 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%152) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x32xf64>, tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %28 = "linalg.generic"(%27, %23) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f64, %arg128: f64):
      %151 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%151) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %29 = "linalg.generic"(%28, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f64, %arg126: f64):
      %150 = "arith.divf"(%arg125, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%150) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %30 = "tensor.empty"() : () -> tensor<1x16x1xf32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f64, %arg124: f32):
      %149 = "arith.truncf"(%arg123) : (f64) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %32 = "linalg.fill"(%1, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      "linalg.yield"(%arg121) : (f32) -> ()
    }) : (f32, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %33 = "linalg.generic"(%arg0, %32) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      %148 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %34 = "linalg.generic"(%33, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      %147 = "arith.divf"(%arg117, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%147) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %35 = "linalg.generic"(%31, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      %145 = "arith.truncf"(%16) : (f64) -> f32
      %146 = "arith.addf"(%arg115, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %36 = "linalg.generic"(%35, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32):
      %144 = "math.rsqrt"(%arg113) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %37 = "tensor.empty"() : () -> tensor<1x16x32xf32>
    %38 = "linalg.generic"(%arg0, %34, %37) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32, %arg112: f32):
      %143 = "arith.subf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x1xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %39 = "linalg.generic"(%38, %36, %37) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
      %142 = "arith.mulf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%142) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x1xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %40 = "linalg.generic"(%39, %15, %37) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32, %arg106: f32):
      %141 = "arith.mulf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%141) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %41 = "linalg.generic"(%40, %14, %37) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
      %140 = "arith.addf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%140) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %42 = "tensor.empty"() : () -> tensor<1x32x16xf32>
    %43 = "linalg.transpose"(%41, %42) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32):
      "linalg.yield"(%arg99) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %44 = "tensor.empty"() : () -> tensor<16x16xf32>
    %45 = "linalg.transpose"(%13, %44) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      "linalg.yield"(%arg97) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %46 = "tensor.empty"() : () -> tensor<1x16x16xf32>
    %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      "linalg.yield"(%arg95) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16x16xf32>) -> tensor<1x16x16xf32>
    %48 = "linalg.fill"(%1, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      "linalg.yield"(%arg93) : (f32) -> ()
    }) : (f32, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %49 = "linalg.batch_matmul"(%43, %47, %48) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %138 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %139 = "arith.addf"(%arg92, %138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x16x16xf32>, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %50 = "linalg.generic"(%49, %12, %42) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %137 = "arith.addf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) : (tensor<1x32x16xf32>, tensor<16xf32>, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %51 = "linalg.generic"(%50, %42) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      %132 = "arith.divf"(%arg85, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %133 = "math.erf"(%132) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %134 = "arith.addf"(%133, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %135 = "arith.mulf"(%134, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %136 = "arith.mulf"(%arg85, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %52 = "tensor.collapse_shape"(%51) <{reassociation = [[0, 1], [2]]}> : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %53 = "linalg.transpose"(%11, %44) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %54 = "tensor.empty"() : () -> tensor<32x16xf32>
    %55 = "linalg.fill"(%1, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      "linalg.yield"(%arg81) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %56 = "linalg.matmul"(%52, %53, %55) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %130 = "arith.mulf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %131 = "arith.addf"(%arg80, %130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %57 = "linalg.generic"(%10, %54) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %58 = "linalg.generic"(%56, %57, %54) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %129 = "arith.addf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %59 = "tensor.expand_shape"(%58) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 32, 16>}> : (tensor<32x16xf32>) -> tensor<1x32x16xf32>
    %60 = "linalg.transpose"(%59, %37) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %61 = "linalg.generic"(%arg0, %60, %37) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %128 = "arith.addf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%128) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %62 = "linalg.generic"(%61, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f64):
      %127 = "arith.extf"(%arg66) : (f32) -> f64
      "linalg.yield"(%127) : (f64) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %63 = "linalg.generic"(%62, %23) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f64, %arg65: f64):
      %126 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%126) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %64 = "linalg.generic"(%63, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f64, %arg63: f64):
      %125 = "arith.divf"(%arg62, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%125) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %65 = "linalg.generic"(%62, %64, %20) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f64, %arg60: f64, %arg61: f64):
      %124 = "arith.subf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%124) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x1xf64>, tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %66 = "linalg.generic"(%65, %65, %20) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f64, %arg57: f64, %arg58: f64):
      %123 = "arith.mulf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%123) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x32xf64>, tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %67 = "linalg.generic"(%66, %23) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f64, %arg55: f64):
      %122 = "arith.addf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%122) : (f64) -> ()
    }) : (tensor<1x16x32xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %68 = "linalg.generic"(%67, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f64, %arg53: f64):
      %121 = "arith.divf"(%arg52, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%121) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %69 = "linalg.generic"(%68, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f64, %arg51: f32):
      %120 = "arith.truncf"(%arg50) : (f64) -> f32
      "linalg.yield"(%120) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %70 = "linalg.generic"(%61, %32) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %119 = "arith.addf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%119) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %71 = "linalg.generic"(%70, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %118 = "arith.divf"(%arg46, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%118) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %72 = "linalg.generic"(%69, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      %116 = "arith.truncf"(%16) : (f64) -> f32
      %117 = "arith.addf"(%arg44, %116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%117) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %73 = "linalg.generic"(%72, %30) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %115 = "math.rsqrt"(%arg42) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%115) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %74 = "linalg.generic"(%61, %71, %37) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %114 = "arith.subf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%114) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x1xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %75 = "linalg.generic"(%74, %73, %37) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %113 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%113) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x1xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %76 = "linalg.generic"(%75, %9, %37) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %112 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%112) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %77 = "linalg.generic"(%76, %8, %37) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %111 = "arith.addf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%111) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %78 = "tensor.collapse_shape"(%77) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %79 = "tensor.empty"() : () -> tensor<32x64xf32>
    %80 = "linalg.transpose"(%7, %79) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %81 = "tensor.empty"() : () -> tensor<16x64xf32>
    %82 = "linalg.fill"(%1, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %83 = "linalg.matmul"(%78, %80, %82) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %109 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %110 = "arith.addf"(%arg25, %109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %84 = "linalg.generic"(%6, %81) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %85 = "linalg.generic"(%83, %84, %81) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %108 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %86 = "tensor.expand_shape"(%85) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %87 = "tensor.empty"() : () -> tensor<1x16x64xf32>
    %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      %103 = "arith.divf"(%arg16, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %104 = "math.erf"(%103) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %105 = "arith.addf"(%104, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %106 = "arith.mulf"(%105, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %107 = "arith.mulf"(%arg16, %106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %89 = "tensor.collapse_shape"(%88) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %90 = "tensor.empty"() : () -> tensor<64x32xf32>
    %91 = "linalg.transpose"(%5, %90) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %92 = "tensor.empty"() : () -> tensor<16x32xf32>
    %93 = "linalg.fill"(%1, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %94 = "linalg.matmul"(%89, %91, %93) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %101 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %102 = "arith.addf"(%arg11, %101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%102) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %95 = "linalg.generic"(%4, %92) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %96 = "linalg.generic"(%94, %95, %92) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %100 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%100) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %97 = "tensor.expand_shape"(%96) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 32>}> : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %98 = "linalg.generic"(%61, %97, %37) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %99 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<1x16x32xf32>, tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    "func.return"(%98) : (tensor<1x16x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_4: "0x04000000CA00ADBDE417D43DF0A5E1BC04D4D8BD80348EBC1C097D3DECE7F8BD307919BCFC52503D148A47BD00873A3C1CAA48BDF6BFABBDE87BC83DB0C5B5BD0015C0BAD0862A3DAA108FBD0437773DF498D4BD387EF43D1406643DC0F890BC6CF3D4BDC0A17C3B749C353D38098BBD70F580BCA21FFFBD88ECFFBD106C5EBCF634D63D",
      torch_tensor_32_64_torch.float32: "0x0400000088E6B7BCC46545BD48E8993D822FEA3D44EBD0BDCA4F8A3D5486B03DF0F7B23C0000C13AA6FFC43D80E1723B1869FFBCD03B17BC7C44243D742C003D00FEDCBB0C9F213D68E4093D0660CFBD3028FF3CD2A19C3D50DE6A3C50EF3ABCA21AC43D92A9DFBD0CB269BD546B67BD8632DD3DD89BF7BDB01D4B3C02FCF7BD20B186BB70D73E3D9077EFBC1C82F83D00A0D0393A8482BDFC06043DEA22853D003482B95600DB3DCA06A2BD98755A3DAE5D913D504E7E3D005040B85C28123DBCD5C8BDC0E5C8BDE097FEBB505780BC2A16BE3D72E3B93D8894AD3D4C836ABD30F8C8BDB220F0BD604C393D54ADE6BDDE8DFFBD986081BD4C24D8BDE0C549BDF629A1BD3E5683BDAC62F33D30F8C0BCA45CD43D80C2353B10AE83BC8CE715BDEAFEB6BDC4AECDBD8E42B13D18C71DBD4498F9BD54F0EA3D40F5173B724DABBDCE3AC9BD28FCD6BD9479E0BDECA8E73DA682B03D9081273CA62EDABD1CEA05BD2C7CF0BD0C72303D30F207BD6021DBBC3CC01FBD4C0D703DF2918A3D2851E03CF83A80BC40644ABC00250FBB4EA2BEBD0ECCF93D10D15CBD4AF1943D58838FBD00FA5B3A88452F3DE00DEBBDB4DA6A3D30F4C3BD38E58E3CF80ECBBCC2BE923D82CEF83D48C6E63C40EA69BBF0AA7DBD60E43E3DE86F76BD847D533D38EA5DBDFEA5AD3D785CC43DB0F99C3D801EA43AD06F6D3D8A46E9BDEE9BCF3D1C0605BD28A73A3D1867ADBC44EC2BBD207070BD3820A53DD0468BBDE893B4BCA423813D50694E3CF465D7BD588FFEBDACEB78BDEE1CEC3DCA05B6BD34178D3DB23FB73D003954BD481A62BDFA2CB8BDA8B99F3CD8268FBCE000C73BE0155E3D40F5563DD48821BDB0A80C3C603FF33C80602E3BB0E9CC3CEC674FBD22D6D13D601052BC180483BC64C3E5BDF690B9BD80D37E3B785D9EBC2EB680BDDC00863D405937BC7810343DC49ED73DF4636BBD00FE7BBD18C5CDBC406D2DBCA80A80BDA0D8F5BC40206CBBCCA9653D7AD7EC3DFC91BD3D00C0583CF00E01BC7426033DA034A7BBF06286BCC80F303D1A48D0BD38B6D9BD00BB043AAC2F1BBD043F7DBD4452EEBDF07BAB3D6033A3BBDE8A89BD688F50BD3C9B063DFEA8B9BDF088033C800BCABA586B2E3DB41B4B3DDE43A7BDB0135D3D6A4FC13D60D9033C9A6B823D38D641BD7865CB3C089B153DD47B6CBD120F9E3D1C0CF2BD605340BD94A096BD9AF897BDA21F9BBDF839F1BD50BCAF3C7890CABC048ED7BD00A057B85094AABCB036533D7085C8BDE00910BD40C6D23CB007593D50EE1A3C48C00A3D04E8FF3DEC5C31BDBA79AE3DF283DC3D3676E2BD20B3F73CD402913D18BB9FBC36498D3D20528B3B74E3C23DC062303B9EE5A3BD906AC23D6045183D06CCD93D8033FE3C16F0873D729E9F3D906DAC3C880BEEBCC87DD33CFA7EB2BDC0EE8B3B709024BDC07B013CB2B0CABDFC6B9C3D5630ECBD74425B3D6A97A83D7A9FEABD704CE73D6A4EBEBD4814C9BC9EA8843D4C5B22BDB424E43DC4DE61BDF81889BCEA57A7BD24886DBD0AD1F93D3C87C03DA0CB163C4064283C8A3DD9BD4044C13DD88699BC548D55BD06BBCBBD787AD23DB4C8723D3A329A3DA00F543CCAB6ADBD9CBB513DB0316C3C74D02B3D10FCFEBCE09E71BD9628D23D84A12B3DC8CC4FBD60E2363CA897DEBC60232FBCEC8D8F3D4EC1CBBD40B0E73D644DAC3D0040E138E86C51BDF0C8D03CD472A9BDF648A63D6A6387BD18A9C33C58DCFBBD102F753D7E4CAD3D0826C03D102B273CE826973D74922E3D7EADAB3D7A76903D4AFBDFBDF0E6573CB48C2EBD607A74BDB430B33D308F92BC48129F3C642FA13DBE51AC3DBC9E883D78C7B2BC7232E4BD90C1F5BDCCEF203D806EC2BA6EBEA1BD709B5F3D5E5EE83D6010943D487490BC385E8A3C164BA3BD0CA9713D0A63C6BD8EBDB03D08DB69BDE0104BBDB66DD6BDD89FF7BCF01946BC24FF6BBDB83BB63D5CEB923DB4EFE1BDF0DC4CBC20242C3DF4FCF63DF8D9F4BC842A9D3D4078E5BBC05F44BD7AA99C3D7C1EE4BD167AD63D3EB3FF3DD8C90BBD50404A3DC848FF3D385C1A3DE039483DD0003C3DE47851BDE8F4F93CF67088BD1C9ADA3D38665BBD7017EA3CC45014BD6606803D0008073B2EC38C3D1CA40ABD4A3996BD184C443D6E1290BD102FD2BD04D1453D6AF799BDA47240BD20B0FFBC606C113C605331BD104538BD70AF00BD1867B33D8C4E193D087F76BD76F4B0BD80CF3D3BE806243D006D2BBB24DC953D0053D73D0410163D50DB283D9A85943D98662FBD80A3B53CD6F8CE3DAC2D75BDE0641F3CCC2B48BD30D8C4BD8698873DD28ECC3DDE4C8ABD14E43F3D68001D3DFCEA473D36EB8C3DD6FFEE3DDA4DC23DAE00E0BDCCB748BD5AF6873DA02492BDC011C93C187F5BBD8860CB3C58D3793D7CED203DB2F7B93D407276BC9AF98A3D1C86253D985B21BDDECDB4BD8835EA3D54A718BD5ED3C03DBC5DA13D60F0A4BB4875D3BD90DF243CE08277BDE83A053D94834BBD0C50C53DF2F8E6BD2CD509BDB87BA13C805F433C3450D23D14C621BD6A5ACCBD4A7EA93D74110F3D62A3A83DD88397BD465C96BD24D24EBD809B113CF47E2D3D921C93BD40D240BC48FBB0BC7295E93DDCA538BD0015F83D34039DBDB4F952BD728CC0BD6498BC3DB40BB0BD0CEF533D10243CBD3C1BFF3D2871903C9050DEBDF03BB03C90FE783CF69AF7BDD881CD3CA03FF43D6857133D00432EBA0847D4BC180F083D9C1A64BD9619FC3D224DDD3D7C306F3D84B53EBD585FF0BD4C5F93BD4EE8F83D16FAEABD9C6EF4BD609B13BC98E4223D78CBFEBD0AADEDBD0027323A04BE2BBD9E59B23D3400133DBA36DEBD34BCE6BDF6CEAF3DA893B5BC64FA5FBD2C45213D8040C9BCD8DC743D90D6013DB8AE5DBD6A2ECDBD66958A3DBCCE99BD608462BC80028C3CC8FB94BD12738B3D3611B4BD4080FB3C10095B3CC0DB3B3D283EFBBD809BEC3B649A793D44E5A3BDD863FD3C0065003A762DD93D28D4D8BC00DE5F3A1CB05EBD285EFCBCE892123DDCE5F6BD1834C23D0217B83D6CD4583D14A4BF3DF4601FBDE83DE93C0062D03BCA05B1BD10D644BDE8C335BD0030FDBCF24FE3BDCE0AB4BDD07B42BC28C69BBC1062E8BDA0CBDA3CFE638B3D4833D53D5873D73D56E2B2BD3C1624BD28E472BDF8CFBB3C2033093D78D3E33C4C99953D540F873D3E6889BD48BDAF3D88B0AC3DD882873CE6B9DEBDE6029DBDA4AE0E3D2005313D0CB5EE3DBC4A823D3092393DC0B38BBB068FAE3D605C3ABD4078503DECDB73BD00EC98BA6E4B973D74EE6A3D58CAE5BC0075CFBA361D8EBD5C286D3DF641AC3DE83D303DB8B8F7BD2A42B7BD7661AB3DF09E92BC8C379D3D0CB3BC3DA0FA15BD683396BDDED7F0BD7CD9433D604C833DD886B1BC0088F8BD6CE4A4BDE0B1DCBBB0AD693DF08F2BBD4243A5BD8838B2BDFE0CE53D2868393DC6D9CFBD3E199EBD2E51D9BD8027943CCCE74FBD00DADDB9B8FEA1BC6816E0BDA8C4E4BD9A8FC6BD546E56BD80449F3C20C870BD400092BBE05075BC4A1FEA3DC86769BD4885F03D1C87C4BDF896D5BDC87F263DA2FD94BD004F833D9EA18DBD4A97C93DFCE1F73DB01C033C60D9DA3C8AACEE3DD0C2973D247CDFBD001E83BBE015E7BD148EC33DD88FBBBC006964BAA2489DBD7A338BBD30E5843CE037D33DDCAD80BDE085413CA0BBE73D3E6EE53DB032C8BC5EF0EF3D54743A3DC227E93DC00D733B6CF5D8BD505E0BBD7C90193DA684883D7C07FFBD2621C73DC2A6E5BDE4FE953D2696FC3D3859FC3CC842C1BC7AF48C3D7CF617BDA8A0BDBD18AEB5BDB0BB703D6C83C33DC0DBA53B0C37F8BD328CFBBD103AE7BC98318A3DE098AABD40010A3D04EC8BBD0C49D03DF02806BD9866D5BC5888E0BD0C4CE5BDE0690A3C6092A53CF64E8A3D96DADFBD086DB33C30ED93BC242B963DE8CD68BDE089183D08524E3D3499803D489C2FBD64C4243D98AFC8BCFCDE093D4A6A9DBD846BCBBD8E67D1BDB6EDA0BD4CB158BDA86C983CA8FCDFBC10BC91BD80A2893A1CB021BD62CE9D3DCED7D2BDD0FB3CBD9883A4BD60B47C3CE075DF3B60A0EBBB9200FE3DD85143BDC02D93BC6847043D20A9D53DBE0AC23DE0F5693C08B441BD9433283D4C12A13D00D42EBB788D8C3D0C84D13D202889BDD061E2BC127BE6BD0810EB3CDE72B63D08DAC6BC0866A33CF499233DC0BA2EBB5C06C73D0038953C54A2FBBDB866D3BDCCA2FDBD80D2A83BA8628A3DC81887BC442CE63D7838B8BC705BD13C7AD8E63D3C8F813DA0AC82BBC895F63D6EF398BD20B53E3D68ACA13D58839EBDD278F0BDF8C4233D403F42BD323081BDD8ADCB3CAAB5B9BD543FE63D30D737BC20F823BDDE02D63DE48F0E3D4818C33C94CD74BDB4FCF33D6CF01BBD44ECD43DA08B16BC526B803DDAFFB33DB697BEBDF49FAABD8C25FDBDAAA4B83D0628DC3DD41E3BBD58C47ABD5868AB3C3AD3893D70C2FC3C6869D5BCCCD5A2BDD6F2DA3D02CAA5BD605FF7BD746D4CBDA031CC3C444E3E3D40F9453DEC4C94BD1C8044BD10AD63BDDCF077BD3A9FD7BDC89CD13C04E614BDCC66F6BD9A7B95BD62BD99BD94DB5CBDF82E9EBDD094B1BC547B373D322FCFBDF0702FBC2C5913BDD2E182BDA060E3BC680059BD60AD833B2ACBB8BDB030C23CB80AEB3DDC1FD43D548F65BD18D01D3DE6F8F1BD9A89D73DDE1EFFBDB0C4E4BD06CBE5BD44BCEDBD20AE8A3CB86307BD8017F53CC06FFDBB40F92FBBE0F938BD2AE297BD6256D6BD662C813D52FE83BD8842D0BCFCAC783D109BFDBCCC1701BD48A9AABDA408DBBD38BE753D7008E7BC5CF9A03DD0CA063C007C26B9F81DE7BD00DD343BB06BE7BC181592BD08FEECBC4022D63B38E4C0BD4046AA3CEE20B23DD049CA3C925DF43DB8EB6E3DE6E4C9BDD08749BD186BF6BC3829193D00A669BB9A00CE3D90E86D3CA420A2BD10B53BBD68FBD4BD6C2C0DBD74BA7B3D80369E3A6A1FF4BD2884DDBDA49F393D1EB1E0BDD030CCBD8AA198BD90FFF33DC49511BD281953BDC0DAACBDD8C3A33D1058A5BC8076C53C909FF43CCC65103DD8DCA33D408ED43B10D7533C50FF04BCE2EDC6BD3857EABC2AA6F33DD46EB5BD5E90A1BD4808FEBD405FF83B4A71EFBD281F83BD90E3EB3D6C0D543DB863883D3857AF3C2A8BD9BD643E6EBD3A3FCFBDC44C9EBDD05B2E3D5C010EBDEC2DFA3DEE9CBABD1479DABD68C6FC3DAA25DDBDA2D6D93DC8DE093DE054E9BD80F8DE3D98630BBDE41D53BD94B4C7BD5C89D8BDD0FDE33C6A75FBBDE464523D300AFDBC30AF333D98B7FABC200F313D00C65FBB487C163DBC4D50BDAC16B0BD6069823C3C66A3BD6AB29EBD5229F6BDE83223BD640EABBD5C5CC73D6C7CB83D90F5F23C5600D03D0489763D6428F1BDB0E94CBCD037A6BC0E6F9BBDBCD2113D50CD1FBDDCD374BD80FEBEBAEE34AABDF6E0D33DE8FDA13DF653F23DF05EB5BC7837273DE0BFA4BBB4D5D3BD38A3673D60D0B2BD88D238BD384965BDE6BEF9BDC0EA923B70C1A73CD04118BCAE46BC3DA064C43B1885BABC26A28BBD2C0A98BD309591BC5C3F96BD54E0A8BDD06F87BCB0CDB4BCAA449CBD0294953D921BD93D4C8CAEBDC042603DC4926DBDF0A654BC26FAEE3DF007833CDA16F4BD8256EB3DA04CADBB1A3080BD383287BD4687DB3D40420A3BD2658D3D1A40A83D2CB946BD60D42D3C5098A5BD14C6D53D0E5F87BD560AAA3D94B9013D0AEB9D3DB05EB4BD00C37EBB1EA6843D407EA3BB8015EBBA0080793DBA55BFBDF84CCDBC3836693D181C7B3DB0C4ED3D5090CABC18A0F23CF0EA7BBDD8DCABBC308480BDBEB6BD3D009B473AC849503DD2CF8C3D18D2BE3C20F2593C70E515BCE6D9D8BDF8FBA43C78DCE2BCDE2CD7BDD482EE3D80555ABC4C887FBD6C38F9BDB4C9EBBDA8F8423DF4BA69BD942B5DBD882094BD1EA5CE3D7028F6BC44EFA53DC83BCB3D2C7AC6BDCEFCBE3D708AC3BC5830F53DA8C2823D98FBF7BDC83CBE3C2CFB333D50BD39BDA220C23D0200D4BDEC7522BDA6ECF33D8E05FA3DFCC37F3D78D198BD4243DCBD4625D0BDB0FCFFBCE405913D6C19223D00B678BCD63BE63D5207C93DB84C6FBD8CB95DBD8039C0BA907FD43C00946ABA24AA453D6CA0B03DC0A3B8BC64707B3D08458B3C4488443DC4C7523D44D908BDC04764BDC4D85A3D84E7A3BD8E66863D4441A4BDFC9FAF3D406F4D3D50DDFABCF653923D6C9D28BD4828DA3CB8BE163DC028513CC0A2CD3CC0A022BB2CEA13BD2CD38E3DE0F2493D38F93E3D5AD4AC3DBEF185BD10EAEDBC007F69BB8A96CE3D06DBCBBD68D792BDB8EAF3BCE8ACDABD0042CABD8A5DAF3DC012BF3B2EF2CDBDF814A9BCE0A986BB340636BD7E21D6BD14538B3DA0F37CBCF4F0F93DE00FC4BD728A8CBDA0CCD4BBB445B2BDD690BA3DA8F8C53D52EBE73D5C9AA1BDE624B63DD4BFB13DE8B84BBD60BA603C88FA733DE230B73D6C1AEFBDFEDDFE3D64BA00BDA09C503DB0FF9EBDCA00C5BD445FADBDF6DF963D708D7CBDC4D0943DECC81A3D64A94B3D28C3E3BC20F521BD048E6FBD8C188FBD3E0AEC3D009ADEBB54905BBD042FEEBD6030B23B801DFEBD80EDC0BAEEA3A13DB27293BD18A88C3DB05223BD6AE4C4BD688DFDBDE0597E3D1CDDC3BD6CFF793D789D923C72228B3DD66EC0BDD8DEDF3DE8FBFEBD2250C2BD2285993DE0348B3BC2C08FBD88CCD6BCC6D2E3BD92CCDEBDF8B1DBBC4A4AC33D00E8183DB818C13CCCB107BD1001E93D00EA9C3AD4E02C3D8034023B80CA9F3C34BC2A3D1073C43D0C5B933DD80C833C94B24C3D74F919BD50FCAE3D68BA0F3DBC32C13DA0E19FBC8E04D1BD6849CA3C403D503D74DACE3D5C72463DF82B3D3DE4B9CB3D58F42FBD9007E23DEE3F833DECF7AA3DA093B63D1626D1BDFA56853D246CEE3D6CD8B3BD10872FBC343C9CBD1844F7BCC09A983CC8EF883D44A414BD8069F2BD063B8A3DB49F8F3D60A3B9BCDE27DB3D5E59C53D10B2E1BC202C9E3BC060B43C70A9C8BCC046FCBCDC1D67BD709591BD1CB37F3D900818BD44A075BD5282E13D98B8A33CACB5B83D864AE93D484090BC70BE983CFE58ED3D1223B0BDF88219BDB8B6913C50F10ABC6050083DA89C863D74A552BDA0771F3C5C9BE73DC0DB90BDBC99ADBDAC53C4BDB806993DB6CFEABD70FC78BDA4E6AC3D927799BDD42ED03D74576FBD38FFA13C180B863CC0EF48BBBA729F3D286DD93D36D69FBDC6928F3DB8CC083D80A718BB4AFFB2BDF8E0173D7CD0B93D1EBCDBBD0A6EECBD64ABFBBD509BEC3C881D13BD940A1FBD6660EE3DF09702BD7892A2BD6038383C2E828CBD5C0316BD063A873D3855EC3C28ACAFBDC8B8F33D3633AD3DE682AEBDB0045F3D0064523D6CB1B7BD46EAB3BD64F9D3BD0012643D0068B23C8061583D30E260BD167EC03DE8C0823CF644CCBDECDE00BD72A5823DF028E13C70A79CBC2CDBB2BDE03F9FBDEECEDC3D5EA592BD9669B53DDC5F2BBD80C4A33A4C4AF9BDD06E26BD80CDD73D32D6E5BD38CF803D1472D7BD685A953C5219E8BD8CA8CABD0EABCEBD408931BDD86C8B3C2AB1BBBD64C2013DA82F9A3DDEB0D03D98ACE23D308CA83DECC316BDE0BD3CBC9880E23DECB27E3D54C707BD9E47C13D8AB9DFBD2A1ADB3DC83B8F3D1EC4BBBD04CCD0BDD832C83D188CFC3D00B7323C780E48BD0AC5913D50FC663D40987FBC3EF5CC3DC4EEA53DB848FF3C26EC843D56CBEFBD44D36FBDA07F603C183C0B3DE0FD8BBC2453413D60F81B3DA298ECBD807E213D608326BC4C2AB0BD603B8A3B80D7FBBC3CF287BDD446E9BDFA28D63DC8779BBDE088893CE214CD3D900181BC36C9A7BD4EABF7BD2824AA3C7C7380BD305A153C2C8B233D341111BD9A94AD3DE84085BC20554CBD4244A9BD78571B3DF6459EBDE840D73C283D81BCF2EFAF3D2C017BBDFC387CBD185684BC305C9CBD6832433D908B3BBD9C0F523D4E93943DC27C953DB8FCBBBC5EB58B3D268F87BDC010FFBD70E842BCF89DB9BD9454C6BD0026023D16C2DA3D347D49BDA0B3E7BB7878B9BDD0F8B23C3CF8113D78309DBCB8C5C23D2C09CEBD806389BC18198EBD8CC8E03DF0D5D83DBED0FB3D0488EB3DF0C74A3DDE05C4BD1CA6ADBD087AF53CC08EE4BDC211A23D98965E3D2052F43C4471DFBD083ABA3D50C058BCC4DA56BDFEA8853D50112D3C1CC263BD98ABEF3C34B7AABD14EEED3D2062E03D08206C3D5C6E873D867AFEBDA44E8EBD2457F6BDC06D85BD323ED4BD2E6FBC3D7A1D8A3D02C3963D704B63BDB21EC33DC0F793BC44A704BDB6D6893D0088A93DBAFEB7BD34B8F33D20B44EBCBC5D083D98E8FEBDA0FE633CA8657DBDC24AA0BDFCC555BD00A318BAF4DB11BDFAFDA3BDC44AB73DD051183DB83EEEBD50CDD63C708BFB3C8082963B48A7F83CB0772BBC60EB5F3D0238B4BDB44E5ABD6CC5BF3D369A9EBD0C347B3DA6DEEC3DD216EABD404F60BDBC76DA3D40ACF7BBC826CA3C38BC913CA8FE523DD0F552BD20F0843CE061AE3D50C62CBC68DEEABDBCF9303DD8B402BD2008D8BC5683853DA875B33C24DE9ABDD8456CBD68A89BBCA8FEFCBCD0C7D8BC72FAAEBD0074B93D66C4843D1015CA3C00DBE73C70C16F3C806BBF3D38B6E73CF0FC9B3CDCB98CBD80CC2A3DFC7FEFBD987A213DE8E5DDBD00E753BDFC26873D087A98BD90D8CB3DFA718DBD1A7BF23DF8CD1D3D98E05DBD06219C3D34B6E2BD742CA2BDF462A0BDA0CC863CA033493CFC2FDCBDAA07F73D0088FAB802B488BD00AD433B18C75BBDB8410D3D4859393D083C11BD00CAEE3B7252983DAA82A6BDF856E4BCB01097BC765FA9BDD0CD263CE089963B4EC7CEBD680FD23CEA57F43D302A883D38DD8ABD7855EA3D0EF9AFBD802982BDF4D6613D9AA8CB3D184CF43D8C65DC3D1EF78CBD8851EA3CFABEA0BD00E8343BE618D43DC41A7C3D3A62ECBDCC595CBD6AFFD7BD4430713DE0FD81BC5224BBBD449B23BD2805283D609A3D3CE834F03D8085D9BA980D213D40191BBD4062743CA0BB923B32E6DB3D8C88563D72E491BD8078E3BD8091F3BDE0EF39BD185E843C0CD6F03DB03949BCF02F483D0E1B823D9A18C4BD66C4D3BD4801423DE0A56E3DBC676EBD1878A03C04A7FABD0084CE3A7801FB3C80159B3A188AA2BC0C1C553D50BB0CBD9690BE3D1680DCBD9E4D92BD9CB7D5BDEC86E7BD56C9BD3D8869FDBC4A18C9BD3063D43C84DBC1BD60BCD33B4865733D1888D8BC7C9A833DA82BD23CBA6CCDBDA88AC93C3807A53D2862EDBC108E413CC8A2823CA01C303C0418053D0C1CF5BD2A3BC23D644E5F3DA0E87C3CC053BA3CAE74CEBDCC2F12BDA029B2BB106AF33C5C6E8CBD404D593CE4E51EBD5056BA3D90BDDBBD5015563C4A70AD3DA4D4C6BD40CB6ABB68976C3DDC9A4E3D60D8703C00F84E3DF074B2BDF837D53D40B5363BF67AA53D7887E23CB0D563BC0C4F5B3D5C05F33DD085FC3DAE7CD7BD806BF83B82E7B7BD7228953DEEC7B73D38C3B3BD20BBECBB8225B13D664BA93D867AC0BDDAE2AB3DD849B5BC8CB8D9BDD8FACB3C7C856E3D5087993D6E0FAEBD966AB9BD1001ACBD0E14913D3ABDDFBD80288ABAEC7416BDA48A5F3DE018C93C144681BDD0DBB23CAA96EB3D5898A83CF4B77DBD4022893BBAD0EABDA43FA4BDB834BEBCDE869FBDDEC8D83DD8C4C63C6C48C63D882CE9BCB8698EBC4C26013DE43C18BDE4862EBD3621FBBD56DBC03DFCAFE73DA878FDBD486629BDA4A2C1BD78D54FBD42E5C23D94F0883D90E81EBC14AD5A3D70E7183D5CCE8B3DC0B8CDBD4C431E3DB274F2BDC45CA8BD84CC3EBD108947BCA296F1BD40E04B3B007DA33C08324BBDA011263DE2B2DF3D08EAAEBC125788BDA6C5E2BD92EEBABD24978DBD1441BDBD004B49BDCA068D3D5437203D2CBDE63D362BFE3DEC5F38BD4C8248BD18218C3C26D9CBBD463E8B3D204CB8BC305BD6BD7A46C1BDC866B0BD6CB90C3DF63DC43D12D1CA3D54FB0CBDFAB294BD543E63BDEAE0AEBD340104BD5434E7BDD4D4883D2CF2F0BDF83E9FBD3ACDAB3D887DBFBD60CDF43C04C0BF3DBC57FC3D8A88813D446709BD9849923DE02D87BBC4DE1DBD0070D53948B1E53C30A7AB3D54EB563DA079743D1830993C8028CEBBB8FC563D804BF63CC2F6F4BD308EA53C046063BD9AC187BD8401463D7865D13C5868AD3C64E272BDF8946C3D103DF03DE08B7A3C0C72523D9298E0BDD630983DD8DC313D9CAB663DA482553D28AB06BDE0DCF5BBDA9EF73D0C53BB3D727FB7BDD01DCB3D7EC7FE3DE8AA863C04BAC7BD287EC63CD0CECEBC860FB83DF2F5F5BDC805033D802AC0BA7039213CB019B03D80FC133BC619CEBD9A5595BDBC014DBD806B5A3CAC94453DF822BFBC40134ABD38AB603D2CE9F8BD54E3B23D00136EBCDE21B23DEA6FC13D10C85A3CA8F5213D96CB90BD806BB73DE6D5953D08D4A0BCE090473D206EE5BBA002C83D20C3523DD2A2BA3DD8B2E8BD7A6DF93DFCC23E3DD8EC783D582DE43C3223A83D0001F13D50782EBC9E0DD2BD4E13EB3DF0F3D7BCE8EC76BD06979D3D3CDE8E3D6818893CC08E00BC60E4C3BC96BAEA3D16FA9B3D0A75983DE03EA33DE0FA85BD68CED53C8476DDBD10BB943DCABFFDBDF4D8FFBD280DFDBDECDD9D3DA022553C0008953940DFA23C5CC441BDC4791BBD8870ACBD0014FABCB2869DBD4089573B0C24C93D1AA2D3BD74C97B3D8C69BEBD442254BDC83CC83C6032B03C80F0D13D002044B8300143BD38BF53BD402C703BC8F4BFBD0CB8C8BDE4105BBD4070523B28E3ACBD202292BD64C8B63D0E93EC3D606020BDCCA1DBBD600544BDF4A44E3DC02A263D48B81EBDD476E1BDC8F319BD08F6E4BCBE6B933DACE27DBD68A4993D380C8E3CE09EABBC6024E4BD8CBDFC3DB098B6BC2813A13DB46B84BDF84CF9BDE00ECCBD3C3283BD440E23BD409A90BCF681D53D2219ECBD388C7F3DDE67D73D00E7523A02A79FBDE001833BC0EEF23C388A623DD8A11BBD28B42FBDF08B71BD589BF7BDA4D1333D308AC1BD30F775BD809AA8BAF859C53D6A9EE33D4634BABD8606DE3DE851E53D58CECE3DA04D323CF89ACD3D6CC3783DFCB1B7BD88EE86BD80101A3B066CB5BDA49728BDDA65CE3D70606E3DF2F1DE3D00357B3ADC8882BDDE6EA93DB0FB163C0872AC3CF0EE58BD9050523D5E11BDBD3048CC3DB2F5DF3DACBD383D985AC73D44629B3DAC8A43BD9009DEBD90BF863C7EBCA03D708351BC40522C3CD6BEBD3DA466533D0C62BF3D885C963CF091653C30F0F4BC70CCACBC220E88BDD827AB3D0C7CE93DC8023E3D00C4683B880329BDC8C1FCBD089CBDBC6ABCB5BDC0FEBCBDD0C4CABC3871C9BC3091CE3CC68DB9BD04FAB73D5A13E9BDD07A72BDB86142BD0088FC3BA4A6533DA8ED06BD88D09F3CB06AF2BCF05F49BDE03B8FBC902CCE3C76AAF8BDE42FB2BD1400C83DC884673DC0085BBB605A813B10598D3C1800EE3CF0C7AEBD98900BBD5CF3EABD7843C9BDC8ABC0BCB03487BCBA3AC83D1861B03C8809A6BC80F462BB5AF98E3DF4181BBD306EBFBCE86BCDBC746ECEBDF01D8FBC36A8ECBDD09A89BD92F2A2BD76B3BE3DBAD2EBBD06AAF63D1CF93F3D",
      torch_tensor_64_torch.float32: "0x04000000BECE11BEF9749BBD1E1933BEC524F23D9AEF323E7FE4D23D545B673D22212B3DC9412E3EC68BB7BD571773BD8A8822BEC6668FBC83AC463C7F35463D55DDFBBD5894A7BCFD2815BE923F13BEFFC1BC3CD3B330BE54CE403D38C126BE75EAFBBD413E16BD4DBE2CBE7332123EC051143E711ABDBD04AE173DBE35B93DA117663D20FDC1BC4DBD2ABE4EA0033E7FC51EBE541906BD95A9333C16786EBDD86A84BD1D731CBEA0951F3C496EA4BC27D01D3EAE616EBD9DE90B3E841C093C53A8A2BDF5322CBD9956A4BC3701F03A5696EEBCFCE2563D8512153E45A0E33C9122833DF590DF3D83131C3DA5E3A63D5AE8BD3DBE6F293E3E3525BEE3C5773D693C03BC",
      torch_tensor_64_32_torch.float32: "0x0400000097F4C63C3AD8143E4FC4F4BD077D063C188285BDABA2313E97BE2BBE45892DBEAC5F323EE80EE5BD91D20A3D1AF879BC2E8818BD98B821BDD70DE63D4F6F0A3C393E30BEB3BBD5BD93D676BD0D2FB63D9549EABDCAAF2A3EF44521BD4A0402BDD2D60D3EA3F6B53DB486193E526BD13DD5A65BBDE233F0BD877E57BC83D1153EC30373BD34DF27BEF268943D9737303EF7214EBD66E315BE023224BE0E74353DC64E5BBC2DD3B6BDEE5B123DC57C893DD6F70F3E4A8A0C3EE2C3D8BCED9D1FBEC19223BE1004293E840AA03DB9D09D3D2A9F1CBE73A0273EC77C2B3E676F233E88B418BE0C9B88BD41FFF8BD496B2B3E8F8F9BBD574AA5BD3EADBD3DF079A7BDE34FB2BD30587DBC29328BBC9A020DBEF9E8163EFFB39FBDA66B803D99721D3E0295B63D9007CD3C86051A3E84ABC23CE57FA7BD843E2B3EFF5F2B3DFA9D30BE83234EBDE59BF6BD91B51E3E2228EFBCEE0025BE5B1236BC6D5DE33D981D3C3DDAF4643DAA7E863C8CF9863D426C30BDE10490BD473329BE595E08BE92E89C3D315ED6BDFBC2CF3C8A1E673DE8114D3C49BAEABD2A1D2D3E7986D2BD75E3143E9C0010BEFB2C2EBD10F0C43D08EC93BD6310183EA623F9BDCF0318BE0B40A3BD4518EA3CB3AC263E6CD6ACBDAA79813D028835BD6C061DBDA81A053E95490CBE36D0993C743B2A3E7EFEC6BCE18C0C3E0BFC5EBDB6B6113E021B2FBE9FB6D0BCFA5CFEBCA0A96A3DA7098E3D5DFD0A3E37C1D7BCF2B4E5BB9BEDF73D77EA43BD09B01E3EBC0CF1BD60B49CBC41901BBC958BA13D6784F73DB989E5BC94F815BE2963B33D3298583D416E913D7754DFBDA901E93D10742B3E15517B3CB11429BEC125FE3D8E3706BEF771263D5171D23C8472A9BDDA1E7C3DDCE821BE5DEA243DC783E5BD23989CBC4446BA3CEA371A3E6ABCACBD5EEFE73DF2F6B7BC35F1ABBDAFA11DBEAC1626BE11C9303EA59534BDCEAA103C694E443DDF16F63DCD7E1A3E4ECF123E3A1D06BECB04E8BC5E3BD6BDF7D9CEBD9AC12B3DD7E9293EEB0311BE801BDB3D7BB4BBBD19080DBD19B00F3EC9C323BDE1DC833CAA13FDBD4F171A3EE533BBBC546504BE6F04543D38B500BEE2A30FBED570303C20850F3EFEE64CBD4D66AA3DC38D1B3E4820F03D50E9BDBD1BBF9EBC2FDB63BDD28F11BE502D99388E34083EF982183E251D873C6374243D00BC9CBD1DA4083EBAA596BDBD7DFBBDA301DF3C2D00D93D9C3423BEB6A2233E8F3C823D1FA6FDBDC0F81BBD7A0C1D3E62E20ABE9DA153BDAC7B6D3D9D961EBE0D78C63D5875BC3DD389E03D14D1E6BDA24B343E439AD6BD0CB8343EF7B82DBE654821BEE15CDE3DD459973C0A16273C617BC8BDC8DD97BD0EB653BD4A5730BE7584163C3D0F003DFAEE1CB998D3693DA8C22B3E4785403D498884BDEEFE94BD65A2E7BDD6F8FABD9F39E9BC7A1000BDB30EA13DA8BF9ABD2D4F103E0D09FEBDAEB5033ACEB8223EC000343E20B7D1BDA9FA003D580FAB3C10BEA9BD3D2A7ABD861E443DC4BFFBBD73F0EE3CBFA99C3D2BAB8EBDB35C163E7E9B3EBCF442A43DBD43333ED9535DBD19BCC43D761B4FBD4989D3BCA16BF5BCDFF28FBA4BC488BDD9B6293DA344DA3B1C7EE53D9F8E12BDA038913CC5AC86BD679817BE5481923D8A4DB93C98FD90BD6BD074BD975C3D3DE8EC02BD6395EC3D570E243C5AC1883D28BD9D3D09AA31BD34A49C3D8794053E8E48053C61B20D3D6B7AD23BEEA9FA3DDDD998BDE772C0BD78C29D3D2F8B1DBE65BD393B947FA6BD2AF5EE3D3C8928BE0D84DB3DBB17333E8982123DB0F840BCB52F323ED3B79ABD711768BCDD899EBDB4E7C7BCC45E1D3DE36AC13C94C208BD90FD34BE894D143CB696ABBB0FDBD93CC4B40A3ED7F32F3E8BCAD6BD079934BC310F91BDEFD526BE6AB803BED0E5293E3617D33D2F78C23D5633C93DE9D00FBE8515983C337A283E760CCABDA508213EBD503E3DC0B5FE3DC8179BBD00E8A63DAF7820BE15E737BC5084713D9325593D7B7A173E43E1313E01AF243EE711F33D2089FE3DE4DABABCC07A0CBE096686BD8E93A2BC0DA4C3BD4910B93DBE2B7E3D9CA9E93C9CE82E3D50041F3EA7DD833D34BE1EBE016603BE84919F3D785AC53C3090B03DA1C934BEA40E27BEFD02DE3D9493E73D2BC523BEAF6C893D10590DBE5C16093E6335633D53FD323ECE7B32BE54432EBE6CC6F43D91B6203E57D0DD3DB1B1F03DA77718BE3606033EACE82ABE95C2213DDE25EDBDD4CC8FBD2736003DAC588EBD9A21E5BC15932BBEA4AD2ABE8C3D8C3D403E99BDB442DCBDA2DA8EBDE7FE13BEF7B410BE49A2D83DD800B83D37E6C03C61C4C5BDB7E6703D081E023C9E5E01BE67D01B3D78D3243E400D32BE140134BE758BB93CC54F083EFC4BDCBD74651F3D0382FE3DB03E5F3DB8B21C3D919B343EBADBEB3DCE9ECBBDCC587A3C9FF4B83D86A41F3E221A34BEBE0BC43D033952BD0B4231BEF2B9203D4B19C5BD9E38CD3C700DEBBDE93808BE3CC175BC773C73BD60BED33DDFB6793CD34B0D3EBAB1073DD5D568BD9038F53DDD441E3C3EE7073D30E168BDE64E263A7B380BBD893C76BC592C0DBEEE7E8EBA0A4116BE77C51BBD71D1D13D63BEFBBD6608F4BD7CCD30BD877E46BD8727F53C936AF03CAB96B73DC266F9BD5F654CBC2D7CCA3D9A931C3ECD4553BC9E7BD1BD2825503D3D2CCE3D022FE2BDB216D2BD3C05A03DC8EE4ABCF7F82ABEFFBED0BD8ED1923DE59675BDBDE3F93D5E1A0F3EB5A9D23C600665BC81D765BD4E7412BC16CC033D95450ABE250D2DBD729216BEF733DE3D328FE6BD7D5E253E3AA73ABD2B67CFBD4FF1AD3DBBE3D73C23B2FA3DE323973D10622EBE69FCE43D925A08BDB802A0BD00EAE53DDC05043E7B1A1FBE6EF282BC7EA7143E79368C3DD480183EEE2378BD44B7C7BD08A91B3EF0E7963D80C62D3EEA3897BDF973E8BD0EBEA9BCB5712ABE01E98D3D8C84053EDAD12D3D6E168FBC4680B33DF5CDE5BDB714313ED4FE33BE17682DBEC6192BBD59DD133E65FF903C160A8B3D3CB004BEC507843D61D2A1BC171D913DE7AFFF3DFD5E9D3D465F76BC006932BC4110E3BD3CF382BD3A44EB3D1F2D91BD25D7E03D558F8FBD03A328BD2E8F763B7D1D26BE435BE7BAC4F791BCD11882BC01BF10BD27B60E3E0797053ED45FF5BD392DA83D09FD0DBE0A1B1ABE5E565D3D1F432A3BB2E4A8BD05982EBE82288CBD6BD7713D408D27BEA2DA2FBE27BBB73C366802BE64961EBE0F7D8BBD7527E9BC437E24BE46BEF1BDA0E73D3C34B22ABE688BCBBCF4C4E9BD8DFAFABDDC4A8E3D26540BBEC22E09BEC676CE3DC960073D4CDB243EE88A41BDC1DEAEBD870586BCA3746A3AA90D0A3E4A4F34BE26384EBC0A26A03D595EC7BD74F7B7BD2DF6AE3D36732DBE05932B3D89240CBEA3F4B33D63C71ABE4595DE3DDB5B2BBEA92818BEFABA2A3B22A40E3E2F061BBEA97DA1BD72FC1E3E11DAF2BCAFFC953DE9232EBE60B563BDD9DAB7BD429C183EB042963DDD1504BE4B7BE93C7F2705BB32C094BD77C0CEBDDD4670BD2AAF0E3E9EC301BEABF200BE47645FBD668A493B3C1A453D4AD3AD3BD14D2EBDB085DBBD50EC01BD68BD91BD3040123EB93430BEFBEDE6BD8A4613BE7E5404BD45100D3EA9AB1E3E5C961DBED8F9FABB2381D43DF2959F3D0D46143E49ADA0BB4C40F3BDE77FEF3DF34B78BD6775BB3D677032BD88E6993D41D0223E6352283E47BD24BE407BEFBDE4B095BD58DFE6BD25B02D3E73CC7FBCAA27F0BD771AA1BD33FAC7BD3BB5933DF2E41DBE72C828BE1C7132BECBDD9B3DFE02B33DCADAE0BD408E333D2EA0053E386BD23C913319BD72FC553C43489BBC4249B63D0FD4F5BD3997B73DB30DCC3D9D59DBBD55D0133E60CB313EDDB98EBD5CCF4ABD896CB43D72D00DBECC2B8F3D41EE283D2834E43D103C1DBE5B6316BE239AA23D0569823D977C28BEF1E4C9BDF9A025BEB8AF01BE0A5AA3BDEBCC153ED52010BDF5EFCF3D1EE92B3E21FEA43DE60C22BEA32FB63D14188A3D464D0C3E4C9032BED9A8DE3DFC2B143EFC6928BEDB83973C06881A3E26A803BE6F956D3D08FA9F3D03C63D3DAFFB333E0637143E704E1B3E0082B4BCBDD2173EB8B128BEDF5DC3BDD2DD1ABD931757BDE434273ED5C2AA3DD015E93D1943F63DDB3807BE0BBAA7BC5877D33CBC533C3D0F2CBA3DC10E90BD90555ABD6377173EBD5442BDAE7CFBBD047AF53D0F28F53DF50B63BDF1C110BD0F9205BE092B17BEFC24883D05A99ABDD21B103ECFF110BEDA2BC8BC5B257A3B9811BA3D2781123E992CF53D345E9F3D6B2CA6BD484601BE35F121BEA1AB0F3C2C912F3E768809BD56DCF3BBB08B03BE7C4C5E3DC886E53D477832BE62EBFEBD1A15063E936F2B3DD79234BC4F6F013D222EDCBC660DFDBD5E2629BE9F1DEE3D1A3DACBCE07486BD35E53ABDD876C5BDAB7556BDBD631BBEF476073EF5D5933D7895B6BD1E2377BD936CA23D9C1086BD43EF3E3D595E473DA1E6E3BDE961353D5235313C70191E3E2AFE82BD32233ABD64F71B3E21D213BEFF40513C9C692E3E9853A2BD3E8A2D3E35A0203ED368283EFA2F8ABC91C1233E4CBF9DBDFDDA77BD51EF883D96F5183D4595C73DB3062C3EDBA1E2BDC124C03D2940723D0300BF3D32ABAB3D836D87BDD9110FBE97E2103E8572CEBD0E76E73D68722CBEC088FABCDD94F53A9E90FA3C4F1D6A3C4C29643D823EA1BC6954313D4722333E0342EABD11211EBCD1328ABDECD41E3EB3F51A3ED8F59DBB23FD7ABD02B1DFBDC886013E4C7347BC597C2A3EF674CE3D72721E3E262C0F3E9D44EBBD64F0533D601F96BD71A7B53D0A3482BCB5BB7A3C9E63FABD18C821BE7F55883DD743283DE0947B3C0BE5F53D972D97BD4C84803DA165C7BD5E07163D494E25BD9B8BFD3D5A4C1E3E37381D3EC949023CE07DD53D05DD34BEAB5ED4BDD068013D9338813A061D0EBE153EA0BD7717A9BDDB5833BE931C8A3CB2CCF63D31F0923D3904ACBD483926BED00A12BE9DE5563B1C0DF93DA09D92BD6400C5BDC221C1BDD2BA7ABCE6E72BBE51BD1FBE9831323E7DA9ACBDE49802BD97BA41BDCF061FBEBB4CFFBCF4A65D3D300293BD61E1F6BB26AC5DBAA43434BEBA8C033EF538123E07D7F63D2AC96DBD2730BD3DE09929BE892033BD154413BD29B57FBD680E983D3CF7A4BDC2D8A7BC6D1451BDFFFD29BE3026EFBCDB6819BE331BD33D0A7FC13DD593293EAE2573BD9D48133C0AD70D3D65B2343EBDEC253E8B5EBBBDA3071ABE8E2623BEDF57AEBDD932183E5D2E733D36A82E3EE02C063E65F5273BF661E0BDF7C3303E6035113EFABD9C3DBCC4C5BD719A0E3E1ECE833C6A64EF3D581A973DDD3EC03D12D71EBE5EBEC8BDF623D93DEED916BDB07B1DBE6D9E243E6A897ABB7F06123EDD7C0DBE9D4B793D5F5E88BDF75998BD490517BDD40186BDFD61C63DF59209BD8740093EE538253D13C3DFBC021DD1BD28C125BEC13A53BD2FA127BE792606BD4A5A3D3B36A63ABCEAD6B1BD2347FB3D94E4CB3D666532BD290B8FBD329CE33DC17D1D3E8FBF25BE8E711CBD536486BC7E1483BDB1891A3EB1E8D5BC1B7A193E6F17653A4B159DBC812DD3BDA7C270BDB551693DAE24A03D301ACEBBA47B2C3E2F94FABD7CCF8A3D2A0A233EFECEFBBC80B60F3EB7F93E3B2F8E07BECF9EC6BDA4C1863DFEAB9CBD0B262E3D532B323E74F4753D518887BC99FC343D1996D0BD201A18BE791208BECFE417BE4498143DC1090D3DD7DA99BD6D1031BE3A1EC43D926CCDBD21C4F1BC0CC817BE413FCCBD2C07973D1CA928BEE572CEBD36B7073ECBABB9BD1FAA96BD4A4D4BBDB9C19A3D827CEDBD2533913C89DB933D9D4052BC3DED023D14170ABE6FADA33DF54D873D27A5B5BCF5AD15BE7ECE903DC93EEC3D314BFDBC78A4AA3D6431863DC1CD90BD121049BC9031343E19C75A3AA81C10BE133953BC911CB43D205B6CBDFC97BDBDAB1E153ED085BF3DFD07F6BC27F8133C292999BC181B283DE8DDCD3B0F15DBBD2327063D2981973BAF413B3CF3F789BD6586393D6D6112BE8771583DB52FC43DC05F9FBCA89D0CBE077528BAE990833912701CBEBB0800BE896E273EA15E073E97A4C83D31CEFA3D185F8B3D54C0CB3D3BC9EF3D672629BDA617B8BC4013013EB68285B8DC92EBBDB85C0CBEB47ACA3D1CF1153EF3940C3E2000F13C83E8F93D2B3326BEEF6A02BEAC2E2EBE44D8113EF0A8D1BABEB4A6BD2902753DE28587BDFF30E8BD41A38B3DE393043D9CA101BE0B76EEBDBCBFA93D95A4093EB2C76B3CBAD8B5BDB7D1AE3DEA90FC3C8B7A1EBE099EEABDD87B1E3D3005E03DAD9E68BDCE0EAF3D1537E0BD36392D3EF8FB003EFB9F073D7C11A13DAB177C3D54A3D5BD720BCABA3215413D3E6F23BD71962D3E859D8BBDB2A921BEA45BACBD550028BE2D2B153EC485A2BD81B8FEBD308B9CBCD9F1F3BD901EBDBD2B92B83D95E807BE12BCAA3D9B01043EAFE3CFB928C2A03D90CCCABD73290D3E86D92F3E3D112C3D63F5243E40C833BE31029FBC7FDE0F3DF2561DBEF42DB03D6AFA89BD6DF182BD939F0FBE0202943DEDB603BE3FA719BD35D4A03DC75E083E6FBB233D4E0E87BD6B799DBDC034CB3DF957063DFF61183EB456883D71D3113EF0DD11BECA86113E1657A6BD08D341BD20AF8A3A9DC907BD073A0F3D464E213E1050D8BD08BB5F3D6B7C11BEF561E33C3420153EDA1DF43DA8041B3EF6FAC33D41A06FBCDB0D3D3D904797BD41A7193E4546B53DDE7D04BE00851C3E53EA2BBB4FBF00BC552B46BD710A3FBD1DF6103C56BEB0BDAC6228BE007DBABDE31610BD1DB2083EF72A053E93EAD8BDC66BDEBB09FB50BDE5ADC1BD7DA7FEBCBB3C7BBD995CCA3D7B8CB3BD7CCDDE3CBA4DCCBDFBFC61BDB3800E3EE5BCB1BD24282EBCDEE12C3EF6D3773DFB46B8BD7F5ED9BD4BEA7DBD87BE62BD7CA09D3DFAFA20BD90AB183EDBA4C6BDF36B62BDA8CF833D6A92103E6E292D3EE2C9E73C4B2AF43BC734A2BD038FCC3DFADAD1BD16523EBD9D4B17BE8E052EBEB85CCA3D57C4443CD54D103EEC0A103E20FBBD3DC4E2903D1DE93BBD7148C03DBC17AE3DE1A87A3D0237A7BB7A4FD83C9D9B4D3ACF5E03BE1916283D551305BE62A9AF3DC3B4D7BD2D856CBDAFB2ABBD6EE10E3E52F4FEBDA5DCB83DC892B53D00FDFF3DA86B353D6B5DC53D86180F3E41A00E3DF832763D918B0DBE1A3842BD934E833CBF74AF3C3FD17FBD897333BEC44D3CBD6E9A8A3DD3DE1B3E3B7723BE8AD9AC3DB7C32BBEEF1B2DBE89B9E2BDEC46BFBCFA3A4A3DCFAA09BEEC760B3E4FB2233EFE32323CCA58133E86E6A3BD78388FBD8CE0BABCAC3B9E3C9F8DFCBDF0F210BE71048F3D57C5503DE815313E9C9B93BD70B37F3DB61892BD5FB8B23D017120BCEA30063E2923C93DC8AB163ED00CBA3DC4A0D93B5AFF1B3EAAA7D4BD24BC2A3EC6E3303E04EC2C3EA71DA9BD44D4BFBD9D3E373CE079613DC09BB53DFF3D933DD4221A3E126935BDF38C6DBDFBB5723DD0C6493DEA2FD3BD7D128C3C5B7009BE066C54BD27178EBDB4AD1E3EE7F222BEB6C1D5BDA42631BEBF9D363D1E540BBEBB446A3DDF79FBBD41EAE7BDEBF4B8BDB852D93CCF55263E2390293EBCD05ABCD04E31BE94376FBD18FA89BD16021ABDB1548A3DC630B63DD084A03D8DD84E3D399092BD04CCF5BA914DB83C05EDB8BDED8B81BC88C5B4BC85072BBE276FF53D7A6992BCE37B1CBEBC370F3EB9CDC2BD772D803DE784333ED913063CD651503D2ED98F3D13D0083ED6295EBDDDB9CBBDF2A762BCFD900D3EB007793C6F8CFB3DD644ACBA59295E3D2C6CC93B0F3F9D3BF4422CBED8401EBE42C5703C662FB33D4E33F33D4C56FB3B6E9B983D026B973DEE431CBE9C1A1FBE465A0CBE882E473B4AECE4BDD5B667BD13AAD8BCEF408D3D42E2273D61ED273E1C47233E0BF7E6BD6CFD11BAEF23EF3C94071E3E236860BD30488EBDED55E5BDD862053EFC224DBDB59787BD37DFF43D4291263ECC1BF4BB0934FFBDEA7D133E4EA377BD1FD6A6BD9785FEBDFA1DAEBD9DC40DBE50F9D0BDA9E624BE95F011BD1791913D986A09BE066F81B98B8185BD121EAF3DE3C81C3EC3F8BFBCC636B6BDBA160BBEA3B4D4BDD00E513D7C22263DF0F7C23D3A2ED7BC1107BA3D374621BE54A5423D7FBB2F3E902733BEB9F1BBBD1AC4E73DC86AE2BC79FBC0BDF3DDDC3D5C26423C38E1E23B52ED5BBD1B63083E63D2C83D60B6013D4B01DD3C2E35BB3DBE8DE13D3F8294BD73A99EBC71F19E3DAA6FAFBD1943293E07FFF7BDC90FA73D480702BE1B7A683D52DEFC3D0C93AE3C442591BCAE39E63DB4FA01BE4C41F4BD3A481ABE42DADEBDD257963B382AA4BD4650213DB578C33B98A7163EA1FB9CBD581546BD4073EF3D101637BD944E2D3E67CB8FBD50C3FDBAE58D2BBD71E8A83DB1B88A3DBBCBC0BDF68FEE3DBB0938BC5A1A37BD7AB169BB93F5FB3DBF91313E252AB03DDC66FD3C6247EC3D976497BDD733BDBD6F1A51BDF251EABD54AA9B3D558F893C53BB77BD210593BCD4B565BB26361B3E0197213E7D5B0BBE9FAF843DE5CC8B3D8E6E8A3DDF6DC5BC4715353D4C34363D972F303E747E2DBE886289BD9094F3BD3B9DAFBDFD290E3D2DCDDC3DADE308BE6879EB3DB134173E9073B2BD48C2FC3CCEDCB9BD74161B3D71D9A7BDAF088DBDCC5AF2BDB9F316BEBD74103ED5E0B6BC1EB3A0BBF62CB4BD9057FC3DA738CFBD516E92BD6C4E0DBE333718BE31B5203E48C80BBE11EEC7BC709751BD3D9C843D14AB413D8DC40ABE9F91223EB85134BE273B8F3C0EF871BC51CC27BDA3B7F63D70D6183E41A4BC3C4FBE7FBD2994063E3A75E33DD70C023D1D0B46BD6037F43B6957213E650B9D3CBDB00EBDCF4219BE9E02C2BD0CBD023E99FACBBBC3DF40BCB0F68C3DED31EEBD4AA743BC63A64BBD1B6DBD3D6051133EAC53E33DC2F5063EFFC621BE9F8780BD107CAB3CE8BF19BE216C443D4A4FEDBD59239B3D2782123E53DA1ABE0BAF173E80EDA83DCAEAEEBD85442D3E5CC71CBE47BBF3BD3618B4BD22AA12BCD005023DD47E54BD24942BBEA929A7BC9E57093EA05F0B3ED13BB53D8B41D23C32EA333DAE8C0BBE919A923D2C2834BED48295BD12493EBDA7ED043EBCDBA8BB78E9A4BD5801FD3C583416BE70B43FBDE788483D62D13FBCB21598BCE044DD3DE38109BE77CDB6BDB7382F3E5715103DE178EABCF187BB3DFDCBD93D01FDF1BCD8CD96BD41B6ECBC9375833D29E0B8BCECB4D23D5C9E13BEADA0B1BD8CFF093E61FBBD3C04CF113D4A256E3D34182BBD35C890BDF1B94F3D26E73FBDB28E95BDA753BF3C0D242F3D98C182BC55D8F4BDD4F6DABC622DCDBD098CBE3DFFE2EFBD5155103E1C32903D8B021BBEAA55063E3E0433BE1E6528BC9A0AE2BDF9B91BBEAD7B8F3CA189AFBDE5D8023E134D0EBE0C40163EB66ADA3D2D8C1E3E7A0854BDD5E9DDBD9D86F0BDC487163EBA11B4BDBF4EB2BCAB36DFBC2123F93C6C8A14BE87F6113E74F105BE130B323EF7A88DBD429FA1BD6E0DC7BC8E4B563D152906BD83AA34BEEFA6FE3D2B4C333EAFA8B63DD621313EF758453D39F462BC592E10BE38361EBE3443F9BD10B737BD51D1D23D105F95BD15FBE0BBD58023BB33A8ECBDA1CE9CBBACC82E3E37AE103E28DE093E85D38EBCD8764D3BF5EBC53DEDD870BD4DB992BDCCE01A3EAE5A253C6F73F4BD2087183E585CF03C26B6C13D95371DBE455E063DED70DD3D09EBD0BCD0C8CDBD8DD3103E4D64A83DA8384E3DF83D2B3D69B47F3BFD9DCF3DF8491EBDB61CD5BD683E8A3D402E413D81D8893D20D9A0BC2D2DC0BC1A3266BC3BED3E3D21E80ABE85B828BE3179873DAF37C6BD45A573BC25BC483D061ECB3C8064E93D44D4BD3C7F43333D2BA081BC09C3D53C34C0843DEFFCF63D9B842BBEDDCF96BD836F22BEBE5790BDFEB0DC3D23842BBE553222BEF4A0D13D19CCD5BD074D043E589D613D5FC1353DD4CD0F3E66AD27BE418F043E0CD16A3D089BF2BD3D2D303DCDCC49BD9E5191BD12D79CBC45B0AABD3A4A1E3EC1CD1B3E597C9ABC138620BEDE2E31BC455C3F3C88FEF13D525FBA3B65BD523D8A1F403DDA6BCDBD5991E0BD28CA21BEF4F3B5BAA144603DFFF04DBC97B52F3E77200ABD703DECBD5C5CF13C80E84BBDD086C6BC0F662F3E6234A6BBC1201E3E0265C13CB0AF86BD4CB7043E483ACEBDE7A8BF3BF6C0223DCE7EA23DEB0427BE9A140E3C577A3BBDD3BBEA3D859C733DA11A913DE7ADD93D6F1B22BDAC9039BC3239113E4DE611BE8E3FFABD30E1533CDB698FBDE2DF253CBEE71F3E18E0A7BCE5571ABE1D93A4BDFD3D263E75121FBDF6BE9EBD95F6A23DAD46B33CDE991FBE20C0163E79DFCB3DDD561D3E896D9E3D212074BD805F6CBDB373AF3D7D5D0CBD39F50D3DD5672FBEBBF6B2BD777A863DEAC80EBCE30CAEBDB4E51DBEE618E63D099511BD83DB31BE06A52E3E7B2DB03DAA8CD8BD141D04BEDAEB2E3ED47C413AF9BCD9BD7F55D03D1AD316BDEC67463C1E99BCBD8B5219BE2770F0BDFD029FBC6C0C03BE0C6A323EEEC6FA3A94998ABDC1158F3D707C20BE102EB9BD6BFB873D2DCE19BEEF70B43D2773733C6BEF16BE40A633BE59D8643DCB1FAB3D66BF10BD3C1120BEE1A8D0BD33EA993CC6BDD23BDA58393D0E08003D5BD017BCB20EBF3D5A972F3E61C1163EE77C243EE56074BD682377BDF52AA0BCE701563DA98B923D381581BCABD9E9BD3F9408BE4B452E3E22AC42BDCDBEC3BC0CE1DDBDF77BB3BD3E091F3D5C7C983D551F8FBDA34185BD69650F3EB974BABD470E07BE4DEFE1BC763F2C3E1B8D1D3DA018C83C3250B4BCE13BE23DDD71B3BD5777F53D1A0F2B3DAB02A13CB65CC73C4347DFBDBD71063E4325BE3D11940DBE358B28BE0A663ABD6C85F03D3B3EB2BD81C6273E3706B6BDE48323BE9C419F3DC0CBDABDDF48E4BCB3D761BD6E2366BC41BC1DBEFA0726BECCA19B3D2B19A4BC8C64DABDA69093BBE43825BE6833403DE9EEAB3D388E2F3EB97813BE6399AFBCFF79C43DA9E5253E4ACA00BE50DA993D0779953D3643DA3D6698F9BDAA2D013EDEB09DBD3ADADEBD4EC50F3D4859193EF3BFEFBD9C4BC13DD4D9A5BC0C27673D34350D3E079A443D3D4616BE94005ABD7AB60F3DC7B418BE5FC1F03C4D67C2BD19EE0FBD1D84813D1CB011BE1D6FE8BD9C20A53D150933BE9926F93D8B940BBE2A8B3ABB2DA4143D93DB8E3DA9B4E0BDE0E1C23CA6E39B3D13431B3EDB3908BED8FEB3BD7DEF523D6FF5B9BB4250F4BDE55A18BE7DBB20BEFD55FDBD0B259ABD4366FBBD77CC1EBE3815623CE251D43D4EB2AABDEECF903CAAD10EBB9C3AA93D8813FBBDB881093C69F6283EAA3B013E4B6933BE2701DABCECFCD73A69166FBDB6DAEDBD80EAFBBD1890F03DDF6A6ABDBE633ABC7377543D3D37DEBDA113813C5A58D73D03AED3BD3EA9523D69DAC5BBD60FC73D4A91F03D0F1A403D3C07AF3BB6D31BBEB125903D00B9DC3D6A8083BDE7BD33BE13B1123E17F629BD29DE103D518B4BBDF3E1E63D5F8B303E99F0E23DDE6E66BD8AB6FD3D73A6B03DFF488D3C",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_1: "0x0400000000F032BACC0FF8BDF08F7F3E0E077A3E601241BE10884FBED40B42BE00089EBAC48282BD4E9027BEE0A3B7BD1877413DF4C105BE88E6623DC8D16ABDB018F8BD",
      torch_tensor_16_16_torch.float32_1: "0x04000000420A72BEB03B5D3DA8A90FBE503E64BEFA7A603ED03F26BED0FBE8BC48AF923DE07D023CFA412CBE2CEE4EBE980D4C3E30BF263D4662543EA8A4ABBDF8CF963D182A6ABD602736BC52EA1BBEAC28AD3D80E0A13D40FDA8BBC04C66BD58CE1DBE1409313E94923EBEACBFD13D6C29ACBD0C06F7BDE0F4373D22FB04BE40EF6B3D1018493DCA133EBE987E2A3D6413DA3D5CAACA3D58E600BD9ADD51BE90DA1DBD50D2B13D2CD1BABD7458C23D867C2A3EBAAB05BE8093213B24B6D33D9084A03C9012AB3C70B9FF3CFA4049BEE0F2A03CB445313E64AF663ED876163E1838093D7C1CEF3DDC13F9BDEC2454BECA235CBE5A637F3E8E81223EB2F430BEF450C83DAA52413EC2E67F3E58D85F3E4456463EF0C26ABDA0AEB3BD4230523E0A750F3E300E1ABEFE25663E9060F73D008E0B3E6A7420BE88E4923DEC7CB3BDFC06483E584238BDF853C73D80E2353DF8D6D93DE0FDADBDF4A2F93DFECE32BE8846673D20352DBEBA8D7CBE10954DBEB61A4A3E50810A3EE82E703E48164D3EA09E64BECEB32EBEE87525BD324126BEF8C3313EBA8941BE38CEF9BDC45177BEC65711BEE28D523E429A513E2441373E22AA453EBAA1633EB01A83BDF447E13D0414643E1461A93DCAEA7F3E18C7043E58241F3E2C32B3BDF4ABF53D2054EB3C888C74BD4A4F10BE56A50FBEB2FC44BE4EDC2B3E96FF353EA016E9BCC42414BE22DD453E8CB5233E703C983CB8BBF1BDB8466B3EAC60D13D5A5742BE6203753E5266423E8C9EBABD5CE90F3ED67411BEB87920BDB25E593E403E293C400C35BE9420ABBDDCFA8ABD208F45BDB0FEC33CA2C16C3E204D5B3C8C101EBE00F0513C587FF53DFCF8FD3DE0F769BEB03C37BDB83E3EBE8876DABD6078B83D18CB35BEFC52BE3D8649593E3053863CF09E2ABE2071B7BDD89A5F3D462743BEEC5DFE3D246A68BE521776BEC0BE78BE68BB4FBD90242C3E724C72BEAEC8543ECCCFCCBDE8F4953D20CA3A3C10D766BEE84E543E6ED7093E80767E3E9655013E48FA28BE48A7553E20235C3C80CCF23DAC444DBEC84393BD545C7BBE906BC7BDA0E85C3D5C0049BE1035A33D2C6C093E18A70E3D0C492BBE5A7B46BEE4F59DBD20BFE03D7A847C3E1A35133EB09FE6BC0084B33DF0267BBE62A65ABE3CE7EE3D960011BE2C52F63DF8B734BE6499FDBD48DD52BE5A97053E60AED0BC9404453E686E1E3EDCA70D3E20B6033C944C9EBD68A65EBD1817083DA4CDFD3DDC5933BEEADA563EE0ADDEBC9A8356BEC4820ABE6A83623E741E6A3EAA206DBE6E8E343EF84B003EF887173E24B6583EA6F809BE5CADA13D0487D13DE84A97BDA857AB3D2C4F93BD60461E3E880E8EBD14DFBEBD40E5803D689AB53D1026FABD300AB53C745C143EF0C4CBBCA8D19B3DB8F976BDB074B33DE67139BE0E8916BE74F101BE4C446B3E64C589BD",
      torch_tensor_16_torch.float32: "0x04000000E6BB7DBE1C1DE73D20E5F5BDD0D62ABE627B13BE5230133E2492073E507C443ED8B6B93DC4FCAABDD4138FBD9842973DDE70523E74358B3D1C40F2BDFCADF0BD",
      torch_tensor_16_16_torch.float32: "0x040000000054F5BA5E54093E16B352BE80663CBEF432C5BDEC4B893D404FA2BBCEFA4A3E70BFB5BC4C7B873DACBB9ABD704849BDB89174BE528B29BEE80ED3BD00BB173C6069CA3D189B193E8C8D2DBEFCF4DEBD98F7B93D4E94543E48BD52BD5C913F3E400D25BD10B5D83C4ACD673ECE7B6DBE662921BEE09E81BDDC93C7BD282F5D3E1AEF25BEC0B0EBBD1ADA32BE76C26FBE047015BE9E0E5C3EBC76E43D0027F83D406A573C3A3F03BEC03E2D3D9E066FBE1AFA38BEC6F903BE2685213E2619163EC811E3BD20CB13BC40BA233E827F7E3E2434CB3DC8550A3DFEA42B3EC0BB16BEF8D03E3D6C7A46BE186E31BED23E04BE8CAAE73DF8E7CD3D6AA417BEC8AD9A3D6E890C3E203F01BD40641C3C00446D3D00D11E3E48CF753E964745BEECA1BBBD9838C93DD01B543EE8C55E3E22E2613E78CA4B3DF89C5EBE9066BC3CAC2720BE8C946EBE3E74633EF0A6423EFE5D7FBE08AA3F3DC8802CBDB88228BD1C5FEABD8CE4C43D34A117BEDCB1BB3D1676013E5C43373E4871BF3D4A5F7DBE001126BE38A6FF3D1853563D96B347BEE86813BEF2D4703E547F2C3EB03EDFBDD4DC80BD78DD73BE803E93BB78C840BEA27745BE20B061BCA0BF193DF4ADD1BD98E7173E38C91BBE6849683ED06F2F3E64E157BE88DB7EBD80D2383C1867153DD0DD723D5CECC83DE059753CCCD1F9BDD445F23D569175BEA0BB17BE3C2B80BDEC66F9BD5C1DB3BDBAD251BE00D259BDF8E25A3D76C626BE403452BC0042373EF088D2BC80ACE33BC0ADB0BC103D4F3D60C6223EBA7E723E0693223EC40C733E601D94BC66F865BE40BAF2BDCE4F2E3E006BD4BADC7CFEBD022D44BE00946FBEEC1058BE70B44FBD56640C3E74670A3E02E576BE2EB01F3E8A5248BEF07B58BD1C9ACFBDF03C45BD100E49BDBAB865BE440A5DBE283C20BD80E1533BB896E8BDB8DEC03D3A6A66BEC0368ABCA221613E38D7D0BD362B673E386CB93DAE0767BE74F8213EF053ECBC708FE4BD14B64C3E54DF4EBEB0C2DB3CC06456BD16D0363E08EC8E3DCC04F63D40D1B43D003F76BD505A57BD00F752BE4CB60A3E26424B3E5C292F3EAC9334BE60AE363C907634BE88EC0CBE302C15BE34F9AE3DC48D18BE00BAB2BBA04F2C3C0406253EFA8341BE44BF2FBE3CA614BED62E333ECC0BB8BDE0EE573EA024B93D40AA013D00EDF3BA086D4ABD407A003D30D369BD003EE6BAC0A7023D983E48BE7A2D06BED8B74E3E86C14FBE200F93BCC03E7D3E10F4B83DC0F0E73B26DA5DBE2CA2FD3D085836BEA85691BDCCC8ABBD38A417BD8036333B9626533E80ABFF3C204C653E30991C3EC6D821BE54A2E53D24F734BE9CFFD8BD4097963DF00EA93DF20E403E28D2A4BD00D4D1397ACB033E5A9377BE4215393E30B153BE00D0613BE0182EBD0AD406BED857073DF2B0533EE8AA95BD56FC17BE845BBDBD",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F"
    }
  }
#-}
