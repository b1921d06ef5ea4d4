// Imported by kfusion-import-torch from kfusion.models mixer: MixerBlock(tokens=196, channels=768, token_mlp=384, channel_mlp=3072) in float16 on 8x196x768 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 8x196x768xf16
//   %arg1: norm1.weight 768xf16
//   %arg2: norm1.bias 768xf16
//   %arg3: token_mixing.fc1.weight 384x196xf16
//   %arg4: token_mixing.fc1.bias 384xf16
//   %arg5: token_mixing.fc2.weight 196x384xf16
//   %arg6: token_mixing.fc2.bias 196xf16
//   %arg7: norm2.weight 768xf16
//   %arg8: norm2.bias 768xf16
//   %arg9: channel_mixing.fc1.weight 3072x768xf16
//   %arg10: channel_mixing.fc1.bias 3072xf16
//   %arg11: channel_mixing.fc2.weight 768x3072xf16
//   %arg12: channel_mixing.fc2.bias 768xf16
// @step results: 8x196x768xf16
// bench/models/programs/mixer.float16.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: mixer.float16.gpu.json.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x196x768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<384x196xf16>, tensor<384xf16>, tensor<196x384xf16>, tensor<196xf16>, tensor<768xf16>, tensor<768xf16>, tensor<3072x768xf16>, tensor<3072xf16>, tensor<768x3072xf16>, tensor<768xf16>) -> tensor<8x196x768xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<8x196x768xf16>, %arg1: tensor<768xf16>, %arg2: tensor<768xf16>, %arg3: tensor<384x196xf16>, %arg4: tensor<384xf16>, %arg5: tensor<196x384xf16>, %arg6: tensor<196xf16>, %arg7: tensor<768xf16>, %arg8: tensor<768xf16>, %arg9: tensor<3072x768xf16>, %arg10: tensor<3072xf16>, %arg11: tensor<768x3072xf16>, %arg12: tensor<768xf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %3 = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %5 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %8 = "tensor.empty"() : () -> tensor<8x196x768xf32>
    %9 = "linalg.generic"(%arg0, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f16, %arg188: f32):
      %200 = "arith.extf"(%arg187) : (f16) -> f32
      "linalg.yield"(%200) : (f32) -> ()
    }) : (tensor<8x196x768xf16>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %10 = "tensor.empty"() : () -> tensor<8x196x768xf64>
    %11 = "linalg.generic"(%9, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f64):
      %199 = "arith.extf"(%arg185) : (f32) -> f64
      "linalg.yield"(%199) : (f64) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %12 = "tensor.empty"() : () -> tensor<8x196x1xf64>
    %13 = "linalg.fill"(%0, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f64, %arg184: f64):
      "linalg.yield"(%arg183) : (f64) -> ()
    }) : (f64, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %14 = "linalg.generic"(%11, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f64, %arg182: f64):
      %198 = "arith.addf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%198) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %15 = "linalg.generic"(%14, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f64, %arg180: f64):
      %197 = "arith.divf"(%arg179, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%197) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %16 = "linalg.generic"(%11, %15, %10) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f64, %arg177: f64, %arg178: f64):
      %196 = "arith.subf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%196) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %17 = "linalg.generic"(%16, %16, %10) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f64, %arg174: f64, %arg175: f64):
      %195 = "arith.mulf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%195) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x768xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %18 = "linalg.generic"(%17, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f64, %arg172: f64):
      %194 = "arith.addf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%194) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %19 = "linalg.generic"(%18, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f64, %arg170: f64):
      %193 = "arith.divf"(%arg169, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%193) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %20 = "tensor.empty"() : () -> tensor<8x196x1xf32>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f64, %arg168: f32):
      %192 = "arith.truncf"(%arg167) : (f64) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %22 = "linalg.fill"(%1, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      "linalg.yield"(%arg165) : (f32) -> ()
    }) : (f32, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %23 = "linalg.generic"(%9, %22) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %191 = "arith.addf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %24 = "linalg.generic"(%23, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %190 = "arith.divf"(%arg161, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %25 = "linalg.generic"(%21, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      %188 = "arith.truncf"(%5) : (f64) -> f32
      %189 = "arith.addf"(%arg159, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %26 = "linalg.generic"(%25, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      %187 = "math.rsqrt"(%arg157) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %27 = "linalg.generic"(%9, %24, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
      %186 = "arith.subf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %28 = "linalg.generic"(%27, %26, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %185 = "arith.mulf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %29 = "linalg.generic"(%28, %arg1, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f16, %arg150: f32):
      %183 = "arith.extf"(%arg149) : (f16) -> f32
      %184 = "arith.mulf"(%arg148, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf16>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %30 = "linalg.generic"(%29, %arg2, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f16, %arg147: f32):
      %181 = "arith.extf"(%arg146) : (f16) -> f32
      %182 = "arith.addf"(%arg145, %181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf16>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %31 = "tensor.empty"() : () -> tensor<8x196x768xf16>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f16):
      %180 = "arith.truncf"(%arg143) : (f32) -> f16
      "linalg.yield"(%180) : (f16) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf16>) -> tensor<8x196x768xf16>
    %33 = "tensor.empty"() : () -> tensor<8x768x196xf16>
    %34 = "linalg.transpose"(%32, %33) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg141: f16, %arg142: f16):
      "linalg.yield"(%arg141) : (f16) -> ()
    }) : (tensor<8x196x768xf16>, tensor<8x768x196xf16>) -> tensor<8x768x196xf16>
    %35 = "tensor.empty"() : () -> tensor<196x384xf16>
    %36 = "linalg.transpose"(%arg3, %35) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg139: f16, %arg140: f16):
      "linalg.yield"(%arg139) : (f16) -> ()
    }) : (tensor<384x196xf16>, tensor<196x384xf16>) -> tensor<196x384xf16>
    %37 = "tensor.empty"() : () -> tensor<8x196x384xf16>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f16, %arg138: f16):
      "linalg.yield"(%arg137) : (f16) -> ()
    }) : (tensor<196x384xf16>, tensor<8x196x384xf16>) -> tensor<8x196x384xf16>
    %39 = "tensor.empty"() : () -> tensor<8x768x384xf32>
    %40 = "linalg.fill"(%1, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (f32, tensor<8x768x384xf32>) -> tensor<8x768x384xf32>
    %41 = "linalg.batch_matmul"(%34, %38, %40) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f16, %arg133: f16, %arg134: f32):
      %176 = "arith.extf"(%arg132) : (f16) -> f32
      %177 = "arith.extf"(%arg133) : (f16) -> f32
      %178 = "arith.mulf"(%176, %177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %179 = "arith.addf"(%arg134, %178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<8x768x196xf16>, tensor<8x196x384xf16>, tensor<8x768x384xf32>) -> tensor<8x768x384xf32>
    %42 = "tensor.empty"() : () -> tensor<8x768x384xf16>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f16):
      %175 = "arith.truncf"(%arg130) : (f32) -> f16
      "linalg.yield"(%175) : (f16) -> ()
    }) : (tensor<8x768x384xf32>, tensor<8x768x384xf16>) -> tensor<8x768x384xf16>
    %44 = "linalg.generic"(%43, %arg4, %42) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f16, %arg128: f16, %arg129: f16):
      %174 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%174) : (f16) -> ()
    }) : (tensor<8x768x384xf16>, tensor<384xf16>, tensor<8x768x384xf16>) -> tensor<8x768x384xf16>
    %45 = "linalg.generic"(%44, %42) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f16, %arg126: f16):
      %168 = "math.sqrt"(%3) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %169 = "arith.divf"(%arg125, %168) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %170 = "math.erf"(%169) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %171 = "arith.addf"(%170, %2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %172 = "arith.mulf"(%171, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %173 = "arith.mulf"(%arg125, %172) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%173) : (f16) -> ()
    }) : (tensor<8x768x384xf16>, tensor<8x768x384xf16>) -> tensor<8x768x384xf16>
    %46 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2]]}> : (tensor<8x768x384xf16>) -> tensor<6144x384xf16>
    %47 = "tensor.empty"() : () -> tensor<384x196xf16>
    %48 = "linalg.transpose"(%arg5, %47) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg123: f16, %arg124: f16):
      "linalg.yield"(%arg123) : (f16) -> ()
    }) : (tensor<196x384xf16>, tensor<384x196xf16>) -> tensor<384x196xf16>
    %49 = "tensor.empty"() : () -> tensor<196xf32>
    %50 = "linalg.generic"(%arg6, %49) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f16, %arg122: f32):
      %167 = "arith.extf"(%arg121) : (f16) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<196xf16>, tensor<196xf32>) -> tensor<196xf32>
    %51 = "tensor.empty"() : () -> tensor<6144x384xf32>
    %52 = "linalg.generic"(%46, %51) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f16, %arg120: f32):
      %166 = "arith.extf"(%arg119) : (f16) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<6144x384xf16>, tensor<6144x384xf32>) -> tensor<6144x384xf32>
    %53 = "tensor.empty"() : () -> tensor<384x196xf32>
    %54 = "linalg.generic"(%48, %53) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: f16, %arg118: f32):
      %165 = "arith.extf"(%arg117) : (f16) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<384x196xf16>, tensor<384x196xf32>) -> tensor<384x196xf32>
    %55 = "tensor.empty"() : () -> tensor<6144x196xf32>
    %56 = "linalg.fill"(%1, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      "linalg.yield"(%arg115) : (f32) -> ()
    }) : (f32, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %57 = "linalg.matmul"(%52, %54, %56) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32, %arg114: f32):
      %163 = "arith.mulf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %164 = "arith.addf"(%arg114, %163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<6144x384xf32>, tensor<384x196xf32>, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %58 = "linalg.generic"(%50, %55) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<196xf32>, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %59 = "linalg.generic"(%57, %58, %55) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
      %162 = "arith.addf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<6144x196xf32>, tensor<6144x196xf32>, tensor<6144x196xf32>) -> tensor<6144x196xf32>
    %60 = "tensor.empty"() : () -> tensor<6144x196xf16>
    %61 = "linalg.generic"(%59, %60) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f16):
      %161 = "arith.truncf"(%arg105) : (f32) -> f16
      "linalg.yield"(%161) : (f16) -> ()
    }) : (tensor<6144x196xf32>, tensor<6144x196xf16>) -> tensor<6144x196xf16>
    %62 = "tensor.expand_shape"(%61) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 768, 196>}> : (tensor<6144x196xf16>) -> tensor<8x768x196xf16>
    %63 = "linalg.transpose"(%62, %31) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg103: f16, %arg104: f16):
      "linalg.yield"(%arg103) : (f16) -> ()
    }) : (tensor<8x768x196xf16>, tensor<8x196x768xf16>) -> tensor<8x196x768xf16>
    %64 = "linalg.generic"(%arg0, %63, %31) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f16, %arg101: f16, %arg102: f16):
      %160 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%160) : (f16) -> ()
    }) : (tensor<8x196x768xf16>, tensor<8x196x768xf16>, tensor<8x196x768xf16>) -> tensor<8x196x768xf16>
    %65 = "linalg.generic"(%64, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f16, %arg99: f32):
      %159 = "arith.extf"(%arg98) : (f16) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<8x196x768xf16>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %66 = "linalg.generic"(%65, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f64):
      %158 = "arith.extf"(%arg96) : (f32) -> f64
      "linalg.yield"(%158) : (f64) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %67 = "linalg.generic"(%66, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f64, %arg95: f64):
      %157 = "arith.addf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%157) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %68 = "linalg.generic"(%67, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f64, %arg93: f64):
      %156 = "arith.divf"(%arg92, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%156) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %69 = "linalg.generic"(%66, %68, %10) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f64, %arg90: f64, %arg91: f64):
      %155 = "arith.subf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%155) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %70 = "linalg.generic"(%69, %69, %10) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: f64, %arg87: f64, %arg88: f64):
      %154 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%154) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x768xf64>, tensor<8x196x768xf64>) -> tensor<8x196x768xf64>
    %71 = "linalg.generic"(%70, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f64, %arg85: f64):
      %153 = "arith.addf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%153) : (f64) -> ()
    }) : (tensor<8x196x768xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %72 = "linalg.generic"(%71, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f64, %arg83: f64):
      %152 = "arith.divf"(%arg82, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%152) : (f64) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf64>) -> tensor<8x196x1xf64>
    %73 = "linalg.generic"(%72, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f64, %arg81: f32):
      %151 = "arith.truncf"(%arg80) : (f64) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<8x196x1xf64>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %74 = "linalg.generic"(%65, %22) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      %150 = "arith.addf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %75 = "linalg.generic"(%74, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      %149 = "arith.divf"(%arg76, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %76 = "linalg.generic"(%73, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %147 = "arith.truncf"(%5) : (f64) -> f32
      %148 = "arith.addf"(%arg74, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %77 = "linalg.generic"(%76, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %146 = "math.rsqrt"(%arg72) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<8x196x1xf32>, tensor<8x196x1xf32>) -> tensor<8x196x1xf32>
    %78 = "linalg.generic"(%65, %75, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %145 = "arith.subf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %79 = "linalg.generic"(%78, %77, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %144 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x1xf32>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %80 = "linalg.generic"(%79, %arg7, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f16, %arg65: f32):
      %142 = "arith.extf"(%arg64) : (f16) -> f32
      %143 = "arith.mulf"(%arg63, %142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf16>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %81 = "linalg.generic"(%80, %arg8, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f16, %arg62: f32):
      %140 = "arith.extf"(%arg61) : (f16) -> f32
      %141 = "arith.addf"(%arg60, %140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%141) : (f32) -> ()
    }) : (tensor<8x196x768xf32>, tensor<768xf16>, tensor<8x196x768xf32>) -> tensor<8x196x768xf32>
    %82 = "linalg.generic"(%81, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f16):
      %139 = "arith.truncf"(%arg58) : (f32) -> f16
      "linalg.yield"(%139) : (f16) -> ()
    }) : (tensor<8x196x768xf32>, tensor<8x196x768xf16>) -> tensor<8x196x768xf16>
    %83 = "tensor.collapse_shape"(%82) <{reassociation = [[0, 1], [2]]}> : (tensor<8x196x768xf16>) -> tensor<1568x768xf16>
    %84 = "tensor.empty"() : () -> tensor<768x3072xf16>
    %85 = "linalg.transpose"(%arg9, %84) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg56: f16, %arg57: f16):
      "linalg.yield"(%arg56) : (f16) -> ()
    }) : (tensor<3072x768xf16>, tensor<768x3072xf16>) -> tensor<768x3072xf16>
    %86 = "tensor.empty"() : () -> tensor<3072xf32>
    %87 = "linalg.generic"(%arg10, %86) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f16, %arg55: f32):
      %138 = "arith.extf"(%arg54) : (f16) -> f32
      "linalg.yield"(%138) : (f32) -> ()
    }) : (tensor<3072xf16>, tensor<3072xf32>) -> tensor<3072xf32>
    %88 = "tensor.empty"() : () -> tensor<1568x768xf32>
    %89 = "linalg.generic"(%83, %88) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f16, %arg53: f32):
      %137 = "arith.extf"(%arg52) : (f16) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) : (tensor<1568x768xf16>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %90 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %91 = "linalg.generic"(%85, %90) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f16, %arg51: f32):
      %136 = "arith.extf"(%arg50) : (f16) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<768x3072xf16>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %92 = "tensor.empty"() : () -> tensor<1568x3072xf32>
    %93 = "linalg.fill"(%1, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (f32, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %94 = "linalg.matmul"(%89, %91, %93) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %134 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %135 = "arith.addf"(%arg47, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%135) : (f32) -> ()
    }) : (tensor<1568x768xf32>, tensor<768x3072xf32>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %95 = "linalg.generic"(%87, %92) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %96 = "linalg.generic"(%94, %95, %92) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %133 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<1568x3072xf32>, tensor<1568x3072xf32>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %97 = "tensor.empty"() : () -> tensor<1568x3072xf16>
    %98 = "linalg.generic"(%96, %97) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f16):
      %132 = "arith.truncf"(%arg38) : (f32) -> f16
      "linalg.yield"(%132) : (f16) -> ()
    }) : (tensor<1568x3072xf32>, tensor<1568x3072xf16>) -> tensor<1568x3072xf16>
    %99 = "tensor.expand_shape"(%98) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 196, 3072>}> : (tensor<1568x3072xf16>) -> tensor<8x196x3072xf16>
    %100 = "tensor.empty"() : () -> tensor<8x196x3072xf16>
    %101 = "linalg.generic"(%99, %100) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f16, %arg37: f16):
      %126 = "math.sqrt"(%3) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %127 = "arith.divf"(%arg36, %126) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %128 = "math.erf"(%127) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %129 = "arith.addf"(%128, %2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %130 = "arith.mulf"(%129, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %131 = "arith.mulf"(%arg36, %130) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%131) : (f16) -> ()
    }) : (tensor<8x196x3072xf16>, tensor<8x196x3072xf16>) -> tensor<8x196x3072xf16>
    %102 = "tensor.collapse_shape"(%101) <{reassociation = [[0, 1], [2]]}> : (tensor<8x196x3072xf16>) -> tensor<1568x3072xf16>
    %103 = "tensor.empty"() : () -> tensor<3072x768xf16>
    %104 = "linalg.transpose"(%arg11, %103) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg34: f16, %arg35: f16):
      "linalg.yield"(%arg34) : (f16) -> ()
    }) : (tensor<768x3072xf16>, tensor<3072x768xf16>) -> tensor<3072x768xf16>
    %105 = "tensor.empty"() : () -> tensor<768xf32>
    %106 = "linalg.generic"(%arg12, %105) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f16, %arg33: f32):
      %125 = "arith.extf"(%arg32) : (f16) -> f32
      "linalg.yield"(%125) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %107 = "linalg.generic"(%102, %92) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f16, %arg31: f32):
      %124 = "arith.extf"(%arg30) : (f16) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<1568x3072xf16>, tensor<1568x3072xf32>) -> tensor<1568x3072xf32>
    %108 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %109 = "linalg.generic"(%104, %108) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f16, %arg29: f32):
      %123 = "arith.extf"(%arg28) : (f16) -> f32
      "linalg.yield"(%123) : (f32) -> ()
    }) : (tensor<3072x768xf16>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %110 = "linalg.fill"(%1, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %111 = "linalg.matmul"(%107, %109, %110) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %121 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %122 = "arith.addf"(%arg25, %121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%122) : (f32) -> ()
    }) : (tensor<1568x3072xf32>, tensor<3072x768xf32>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %112 = "linalg.generic"(%106, %88) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %113 = "linalg.generic"(%111, %112, %88) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %120 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%120) : (f32) -> ()
    }) : (tensor<1568x768xf32>, tensor<1568x768xf32>, tensor<1568x768xf32>) -> tensor<1568x768xf32>
    %114 = "tensor.empty"() : () -> tensor<1568x768xf16>
    %115 = "linalg.generic"(%113, %114) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f16):
      %119 = "arith.truncf"(%arg16) : (f32) -> f16
      "linalg.yield"(%119) : (f16) -> ()
    }) : (tensor<1568x768xf32>, tensor<1568x768xf16>) -> tensor<1568x768xf16>
    %116 = "tensor.expand_shape"(%115) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 196, 768>}> : (tensor<1568x768xf16>) -> tensor<8x196x768xf16>
    %117 = "linalg.generic"(%64, %116, %31) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f16, %arg14: f16, %arg15: f16):
      %118 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%118) : (f16) -> ()
    }) : (tensor<8x196x768xf16>, tensor<8x196x768xf16>, tensor<8x196x768xf16>) -> tensor<8x196x768xf16>
    "func.return"(%117) : (tensor<8x196x768xf16>) -> ()
  }) : () -> ()
}) : () -> ()
