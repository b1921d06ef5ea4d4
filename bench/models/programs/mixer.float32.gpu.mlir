// Imported by kfusion-import-torch from kfusion.models mixer: MixerBlock(tokens=196, channels=768, token_mlp=384, channel_mlp=3072) in float32 on 8x196x768 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 8x196x768xf32
//   %arg1: norm1.weight 768xf32
//   %arg2: norm1.bias 768xf32
//   %arg3: token_mixing.fc1.weight 384x196xf32
//   %arg4: token_mixing.fc1.bias 384xf32
//   %arg5: token_mixing.fc2.weight 196x384xf32
//   %arg6: token_mixing.fc2.bias 196xf32
//   %arg7: norm2.weight 768xf32
//   %arg8: norm2.bias 768xf32
//   %arg9: channel_mixing.fc1.weight 3072x768xf32
//   %arg10: channel_mixing.fc1.bias 3072xf32
//   %arg11: channel_mixing.fc2.weight 768x3072xf32
//   %arg12: channel_mixing.fc2.bias 768xf32
// @step results: 8x196x768xf32
// bench/models/programs/mixer.float32.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: mixer.float32.gpu.json.
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
  "func.func"() <{function_type = (tensor<8x196x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<384x196xf32>, tensor<384xf32>, tensor<196x384xf32>, tensor<196xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>) -> tensor<8x196x768xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<8x196x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<384x196xf32>, %arg4: tensor<384xf32>, %arg5: tensor<196x384xf32>, %arg6: tensor<196xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<3072x768xf32>, %arg10: tensor<3072xf32>, %arg11: tensor<768x3072xf32>, %arg12: tensor<768xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %8 = "tensor.empty"() : () -> tensor<8x196x768xf64>
    %9 = "linalg.generic"(%arg0, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f64):
      %146 = "arith.extf"(%arg153) : (f32) -> f64
      "linalg.yield"(%146) : (f64) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %10 = "tensor.empty"() : () -> tensor<8x196x1xf64>
    %11 = "linalg.fill"(%0, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f64, %arg152: f64):
      "linalg.yield"(%arg151) : (f64) -> ()
    }) : (f64, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %12 = "linalg.generic"(%9, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f64, %arg150: f64):
      %145 = "arith.addf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%145) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %13 = "linalg.generic"(%12, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f64, %arg148: f64):
      %144 = "arith.divf"(%arg147, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%144) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %14 = "linalg.generic"(%9, %13, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f64, %arg145: f64, %arg146: f64):
      %143 = "arith.subf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%143) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %15 = "linalg.generic"(%14, %14, %8) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f64, %arg142: f64, %arg143: f64):
      %142 = "arith.mulf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%142) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x768xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %16 = "linalg.generic"(%15, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f64, %arg140: f64):
      %141 = "arith.addf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%141) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %17 = "linalg.generic"(%16, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f64, %arg138: f64):
      %140 = "arith.divf"(%arg137, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%140) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %18 = "tensor.empty"() : () -> tensor<8x196x1xf32>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f64, %arg136: f32):
      %139 = "arith.truncf"(%arg135) : (f64) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %20 = "linalg.fill"(%1, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (f32, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %21 = "linalg.generic"(%arg0, %20) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      %138 = "arith.addf"(%arg131, %arg132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%138) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %22 = "linalg.generic"(%21, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32):
      %137 = "arith.divf"(%arg129, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %23 = "linalg.generic"(%19, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      %135 = "arith.truncf"(%4) : (f64) -> f32
      %136 = "arith.addf"(%arg127, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %24 = "linalg.generic"(%23, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      %134 = "math.rsqrt"(%arg125) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%134) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %25 = "tensor.empty"() : () -> tensor<8x196x768xf32>
    %26 = "linalg.generic"(%arg0, %22, %25) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %133 = "arith.subf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %27 = "linalg.generic"(%26, %24, %25) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %132 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%132) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %28 = "linalg.generic"(%27, %arg1, %25) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %131 = "arith.mulf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %29 = "linalg.generic"(%28, %arg2, %25) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
      %130 = "arith.addf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%130) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %30 = "tensor.empty"() : () -> tensor<8x768x196xf32>
    %31 = "linalg.transpose"(%29, %30) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      "linalg.yield"(%arg111) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x768x196xf32>) -> tensor<8x768x196xf32>
    %32 = "tensor.empty"() : () -> tensor<196x384xf32>
    %33 = "linalg.transpose"(%arg3, %32) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg109: f32, %arg110: f32):
      "linalg.yield"(%arg109) : (f32) -> ()
    }) : (tensor<384x196xf32>, tensor<196x384xf32>) -> tensor<196x384xf32>
    %34 = "tensor.empty"() : () -> tensor<8x196x384xf32>
    %35 = "linalg.generic"(%33, %34) <{indexing_maps = [#map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      "linalg.yield"(%arg107) : (f32) -> ()
    }) : (tensor<196x384xf32>, tensor<8x196x384xf32>) -> tensor<8x196x384xf32>
    %36 = "tensor.empty"() : () -> tensor<8x768x384xf32>
    %37 = "linalg.fill"(%1, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (f32, tensor<8x768x384xf32>) -> tensor<8x768x384xf32>
    %38 = "linalg.batch_matmul"(%31, %35, %37) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %128 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %129 = "arith.addf"(%arg104, %128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<8x768x196xf32>, tensor<8x196x384xf32>, tensor<8x768x384xf32>) -> tensor<8x768x384xf32>
    %39 = "linalg.generic"(%38, %arg4, %36) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %127 = "arith.addf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<8x768x384xf32>, tensor<384xf32>, tensor<8x768x384xf32>) -> tensor<8x768x384xf32>
    %40 = "linalg.generic"(%39, %36) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      %122 = "arith.divf"(%arg97, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %123 = "math.erf"(%122) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %124 = "arith.addf"(%123, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %125 = "arith.mulf"(%124, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %126 = "arith.mulf"(%arg97, %125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) : (tensor<8x768x384xf32>, tensor<8x768x384xf32>) -> tensor<8x768x384xf32>
    %41 = "tensor.collapse_shape"(%40) <{reassociation = [[0, 1], [2]]}> : (tensor<8x768x384xf32>) -> tensor<6144x384xf32>
    %42 = "tensor.empty"() : () -> tensor<384x196xf32>
    %43 = "linalg.transpose"(%arg5, %42) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      "linalg.yield"(%arg95) : (f32) -> ()
    }) : (tensor<196x384xf32>, tensor<384x196xf32>) -> tensor<384x196xf32>
    %44 = "tensor.empty"() : () -> tensor<6144x196xf32>
    %45 = "linalg.fill"(%1, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      "linalg.yield"(%arg93) : (f32) -> ()
    }) : (f32, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %46 = "linalg.matmul"(%41, %43, %45) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %120 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %121 = "arith.addf"(%arg92, %120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%121) : (f32) -> ()
    }) : (tensor<6144x384xf32>, tensor<384x196xf32>, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %47 = "linalg.generic"(%arg6, %44) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      "linalg.yield"(%arg88) : (f32) -> ()
    }) : (tensor<196xf32>, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %48 = "linalg.generic"(%46, %47, %44) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %119 = "arith.addf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%119) : (f32) -> ()
    }) : (tensor<6144x196xf32>, tensor<6144x196xf32>, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %49 = "tensor.expand_shape"(%48) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 768, 196>}> : (tensor<6144x196xf32>) -> tensor<8x768x196xf32>
    %50 = "linalg.transpose"(%49, %25) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (tensor<8x768x196xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %51 = "linalg.generic"(%arg0, %50, %25) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %118 = "arith.addf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%118) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %52 = "linalg.generic"(%51, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f64):
      %117 = "arith.extf"(%arg78) : (f32) -> f64
      "linalg.yield"(%117) : (f64) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %53 = "linalg.generic"(%52, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f64, %arg77: f64):
      %116 = "arith.addf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%116) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %54 = "linalg.generic"(%53, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f64, %arg75: f64):
      %115 = "arith.divf"(%arg74, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%115) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %55 = "linalg.generic"(%52, %54, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f64, %arg72: f64, %arg73: f64):
      %114 = "arith.subf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%114) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %56 = "linalg.generic"(%55, %55, %8) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f64, %arg69: f64, %arg70: f64):
      %113 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%113) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x768xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %57 = "linalg.generic"(%56, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f64, %arg67: f64):
      %112 = "arith.addf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%112) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %58 = "linalg.generic"(%57, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f64, %arg65: f64):
      %111 = "arith.divf"(%arg64, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%111) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %59 = "linalg.generic"(%58, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f64, %arg63: f32):
      %110 = "arith.truncf"(%arg62) : (f64) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %60 = "linalg.generic"(%51, %20) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      %109 = "arith.addf"(%arg60, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %61 = "linalg.generic"(%60, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      %108 = "arith.divf"(%arg58, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %62 = "linalg.generic"(%59, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32):
      %106 = "arith.truncf"(%4) : (f64) -> f32
      %107 = "arith.addf"(%arg56, %106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %63 = "linalg.generic"(%62, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %105 = "math.rsqrt"(%arg54) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %64 = "linalg.generic"(%51, %61, %25) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %104 = "arith.subf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%104) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %65 = "linalg.generic"(%64, %63, %25) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %103 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%103) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %66 = "linalg.generic"(%65, %arg7, %25) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %102 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%102) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %67 = "linalg.generic"(%66, %arg8, %25) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %101 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%101) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %68 = "tensor.collapse_shape"(%67) <{reassociation = [[0, 1], [2]]}> : (tensor<8x196x768xf32>) -> tensor<1568x768xf32>
    %69 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %70 = "linalg.transpose"(%arg9, %69) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %71 = "tensor.empty"() : () -> tensor<1568x3072xf32>
    %72 = "linalg.fill"(%1, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (f32, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %73 = "linalg.matmul"(%68, %70, %72) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %99 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %100 = "arith.addf"(%arg37, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%100) : (f32) -> ()
    }) : (tensor<1568x768xf32>, tensor<768x3072xf32>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %74 = "linalg.generic"(%arg10, %71) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %75 = "linalg.generic"(%73, %74, %71) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %98 = "arith.addf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<1568x3072xf32>, tensor<1568x3072xf32>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %76 = "tensor.expand_shape"(%75) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 196, 3072>}> : (tensor<1568x3072xf32>) -> tensor<8x196x3072xf32>
    %77 = "tensor.empty"() : () -> tensor<8x196x3072xf32>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      %93 = "arith.divf"(%arg28, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %94 = "math.erf"(%93) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %95 = "arith.addf"(%94, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.mulf"(%95, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %97 = "arith.mulf"(%arg28, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<8x196x3072xf32>, tensor<8x196x3072xf32>) -> tensor<8x196x3072xf32>
    %79 = "tensor.collapse_shape"(%78) <{reassociation = [[0, 1], [2]]}> : (tensor<8x196x3072xf32>) -> tensor<1568x3072xf32>
    %80 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %81 = "linalg.transpose"(%arg11, %80) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %82 = "tensor.empty"() : () -> tensor<1568x768xf32>
    %83 = "linalg.fill"(%1, %82) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (f32, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %84 = "linalg.matmul"(%79, %81, %83) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %91 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %92 = "arith.addf"(%arg23, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<1568x3072xf32>, tensor<3072x768xf32>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %85 = "linalg.generic"(%arg12, %82) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %86 = "linalg.generic"(%84, %85, %82) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %90 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%90) : (f32) -> ()
    }) : (tensor<1568x768xf32>, tensor<1568x768xf32>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %87 = "tensor.expand_shape"(%86) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 196, 768>}> : (tensor<1568x768xf32>) -> tensor<8x196x768xf32>
    %88 = "linalg.generic"(%51, %87, %25) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %89 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%89) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    "func.return"(%88) : (tensor<8x196x768xf32>) -> ()
  }) : () -> ()
}) : () -> ()
