// Imported by kfusion-import-torch from kfusion.models mixer: MixerBlock(tokens=64, channels=64, token_mlp=64, channel_mlp=128) in bfloat16 on 1x64x64 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x64x64xbf16
//   %arg1: norm1.weight 64xbf16
//   %arg2: norm1.bias 64xbf16
//   %arg3: token_mixing.fc1.weight 64x64xbf16
//   %arg4: token_mixing.fc1.bias 64xbf16
//   %arg5: token_mixing.fc2.weight 64x64xbf16
//   %arg6: token_mixing.fc2.bias 64xbf16
//   %arg7: norm2.weight 64xbf16
//   %arg8: norm2.bias 64xbf16
//   %arg9: channel_mixing.fc1.weight 128x64xbf16
//   %arg10: channel_mixing.fc1.bias 128xbf16
//   %arg11: channel_mixing.fc2.weight 64x128xbf16
//   %arg12: channel_mixing.fc2.bias 64xbf16
// @step results: 1x64x64xbf16
// bench/models/programs/mixer.bfloat16.small.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: mixer.bfloat16.small.json.
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
  "func.func"() <{function_type = (tensor<1x64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<64x128xbf16>, tensor<64xbf16>) -> tensor<1x64x64xbf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x64x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<64x128xbf16>, %arg12: tensor<64xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %3 = "arith.constant"() <{value = 2.000000e+00 : bf16}> : () -> bf16
    %4 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %5 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %8 = "tensor.empty"() : () -> tensor<1x64x64xf32>
    %9 = "linalg.generic"(%arg0, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: bf16, %arg186: f32):
      %186 = "arith.extf"(%arg185) : (bf16) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %10 = "tensor.empty"() : () -> tensor<1x64x64xf64>
    %11 = "linalg.generic"(%9, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f64):
      %185 = "arith.extf"(%arg183) : (f32) -> f64
      "linalg.yield"(%185) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %12 = "tensor.empty"() : () -> tensor<1x64x1xf64>
    %13 = "linalg.fill"(%0, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f64, %arg182: f64):
      "linalg.yield"(%arg181) : (f64) -> ()
    }) : (f64, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %14 = "linalg.generic"(%11, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f64, %arg180: f64):
      %184 = "arith.addf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%184) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %15 = "linalg.generic"(%14, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f64, %arg178: f64):
      %183 = "arith.divf"(%arg177, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%183) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %16 = "linalg.generic"(%11, %15, %10) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f64, %arg175: f64, %arg176: f64):
      %182 = "arith.subf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%182) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %17 = "linalg.generic"(%16, %16, %10) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: f64, %arg172: f64, %arg173: f64):
      %181 = "arith.mulf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%181) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %18 = "linalg.generic"(%17, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f64, %arg170: f64):
      %180 = "arith.addf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%180) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %19 = "linalg.generic"(%18, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f64, %arg168: f64):
      %179 = "arith.divf"(%arg167, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%179) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %20 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f64, %arg166: f32):
      %178 = "arith.truncf"(%arg165) : (f64) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %22 = "linalg.fill"(%1, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      "linalg.yield"(%arg163) : (f32) -> ()
    }) : (f32, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %23 = "linalg.generic"(%9, %22) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %177 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %24 = "linalg.generic"(%23, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      %176 = "arith.divf"(%arg159, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %25 = "linalg.generic"(%21, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      %174 = "arith.truncf"(%5) : (f64) -> f32
      %175 = "arith.addf"(%arg157, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %26 = "linalg.generic"(%25, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      %173 = "math.rsqrt"(%arg155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %27 = "linalg.generic"(%9, %24, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg152: f32, %arg153: f32, %arg154: f32):
      %172 = "arith.subf"(%arg152, %arg153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %28 = "linalg.generic"(%27, %26, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %171 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %29 = "linalg.generic"(%28, %arg1, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: f32, %arg147: bf16, %arg148: f32):
      %169 = "arith.extf"(%arg147) : (bf16) -> f32
      %170 = "arith.mulf"(%arg146, %169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %30 = "linalg.generic"(%29, %arg2, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg143: f32, %arg144: bf16, %arg145: f32):
      %167 = "arith.extf"(%arg144) : (bf16) -> f32
      %168 = "arith.addf"(%arg143, %167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %31 = "tensor.empty"() : () -> tensor<1x64x64xbf16>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: f32, %arg142: bf16):
      %166 = "arith.truncf"(%arg141) : (f32) -> bf16
      "linalg.yield"(%166) : (bf16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %33 = "linalg.transpose"(%32, %31) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg139: bf16, %arg140: bf16):
      "linalg.yield"(%arg139) : (bf16) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %34 = "tensor.empty"() : () -> tensor<64x64xbf16>
    %35 = "linalg.transpose"(%arg3, %34) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg137: bf16, %arg138: bf16):
      "linalg.yield"(%arg137) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %36 = "linalg.generic"(%35, %31) <{indexing_maps = [#map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: bf16, %arg136: bf16):
      "linalg.yield"(%arg135) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %37 = "linalg.fill"(%1, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (f32, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %38 = "linalg.batch_matmul"(%33, %36, %37) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg130: bf16, %arg131: bf16, %arg132: f32):
      %162 = "arith.extf"(%arg130) : (bf16) -> f32
      %163 = "arith.extf"(%arg131) : (bf16) -> f32
      %164 = "arith.mulf"(%162, %163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %165 = "arith.addf"(%arg132, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %39 = "linalg.generic"(%38, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: bf16):
      %161 = "arith.truncf"(%arg128) : (f32) -> bf16
      "linalg.yield"(%161) : (bf16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %40 = "linalg.generic"(%39, %arg4, %31) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: bf16, %arg126: bf16, %arg127: bf16):
      %160 = "arith.addf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%160) : (bf16) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %41 = "linalg.generic"(%40, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: bf16, %arg124: bf16):
      %154 = "math.sqrt"(%3) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %155 = "arith.divf"(%arg123, %154) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %156 = "math.erf"(%155) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %157 = "arith.addf"(%156, %2) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %158 = "arith.mulf"(%157, %4) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %159 = "arith.mulf"(%arg123, %158) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%159) : (bf16) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %42 = "tensor.collapse_shape"(%41) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %43 = "linalg.transpose"(%arg5, %34) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg121: bf16, %arg122: bf16):
      "linalg.yield"(%arg121) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %44 = "tensor.empty"() : () -> tensor<64xf32>
    %45 = "linalg.generic"(%arg6, %44) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: bf16, %arg120: f32):
      %153 = "arith.extf"(%arg119) : (bf16) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<64xbf16>, tensor<64xf32>) -> tensor<64xf32>
    %46 = "tensor.empty"() : () -> tensor<64x64xf32>
    %47 = "linalg.generic"(%42, %46) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: bf16, %arg118: f32):
      %152 = "arith.extf"(%arg117) : (bf16) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %48 = "linalg.generic"(%43, %46) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: bf16, %arg116: f32):
      %151 = "arith.extf"(%arg115) : (bf16) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %49 = "linalg.fill"(%1, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32):
      "linalg.yield"(%arg113) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = "linalg.matmul"(%47, %48, %49) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32, %arg112: f32):
      %149 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %150 = "arith.addf"(%arg112, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %51 = "linalg.generic"(%45, %46) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %52 = "linalg.generic"(%50, %51, %46) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %148 = "arith.addf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %53 = "linalg.generic"(%52, %34) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: f32, %arg104: bf16):
      %147 = "arith.truncf"(%arg103) : (f32) -> bf16
      "linalg.yield"(%147) : (bf16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %54 = "tensor.expand_shape"(%53) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xbf16>) -> tensor<1x64x64xbf16>
    %55 = "linalg.transpose"(%54, %31) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg101: bf16, %arg102: bf16):
      "linalg.yield"(%arg101) : (bf16) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %56 = "linalg.generic"(%arg0, %55, %31) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: bf16, %arg99: bf16, %arg100: bf16):
      %146 = "arith.addf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%146) : (bf16) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %57 = "linalg.generic"(%56, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: bf16, %arg97: f32):
      %145 = "arith.extf"(%arg96) : (bf16) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %58 = "linalg.generic"(%57, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f64):
      %144 = "arith.extf"(%arg94) : (f32) -> f64
      "linalg.yield"(%144) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %59 = "linalg.generic"(%58, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f64, %arg93: f64):
      %143 = "arith.addf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%143) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %60 = "linalg.generic"(%59, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f64, %arg91: f64):
      %142 = "arith.divf"(%arg90, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%142) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %61 = "linalg.generic"(%58, %60, %10) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f64, %arg88: f64, %arg89: f64):
      %141 = "arith.subf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%141) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %62 = "linalg.generic"(%61, %61, %10) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f64, %arg85: f64, %arg86: f64):
      %140 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%140) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %63 = "linalg.generic"(%62, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f64, %arg83: f64):
      %139 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%139) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %64 = "linalg.generic"(%63, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f64, %arg81: f64):
      %138 = "arith.divf"(%arg80, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%138) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %65 = "linalg.generic"(%64, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f64, %arg79: f32):
      %137 = "arith.truncf"(%arg78) : (f64) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %66 = "linalg.generic"(%57, %22) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      %136 = "arith.addf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %67 = "linalg.generic"(%66, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %135 = "arith.divf"(%arg74, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%135) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %68 = "linalg.generic"(%65, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %133 = "arith.truncf"(%5) : (f64) -> f32
      %134 = "arith.addf"(%arg72, %133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%134) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %69 = "linalg.generic"(%68, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      %132 = "math.rsqrt"(%arg70) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%132) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %70 = "linalg.generic"(%57, %67, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %131 = "arith.subf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %71 = "linalg.generic"(%70, %69, %8) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
      %130 = "arith.mulf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%130) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %72 = "linalg.generic"(%71, %arg7, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32, %arg62: bf16, %arg63: f32):
      %128 = "arith.extf"(%arg62) : (bf16) -> f32
      %129 = "arith.mulf"(%arg61, %128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %73 = "linalg.generic"(%72, %arg8, %8) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: bf16, %arg60: f32):
      %126 = "arith.extf"(%arg59) : (bf16) -> f32
      %127 = "arith.addf"(%arg58, %126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xbf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %74 = "linalg.generic"(%73, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f32, %arg57: bf16):
      %125 = "arith.truncf"(%arg56) : (f32) -> bf16
      "linalg.yield"(%125) : (bf16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    %75 = "tensor.collapse_shape"(%74) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %76 = "tensor.empty"() : () -> tensor<64x128xbf16>
    %77 = "linalg.transpose"(%arg9, %76) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg54: bf16, %arg55: bf16):
      "linalg.yield"(%arg54) : (bf16) -> ()
    }) : (tensor<128x64xbf16>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %78 = "tensor.empty"() : () -> tensor<128xf32>
    %79 = "linalg.generic"(%arg10, %78) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: bf16, %arg53: f32):
      %124 = "arith.extf"(%arg52) : (bf16) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<128xbf16>, tensor<128xf32>) -> tensor<128xf32>
    %80 = "linalg.generic"(%75, %46) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: f32):
      %123 = "arith.extf"(%arg50) : (bf16) -> f32
      "linalg.yield"(%123) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %81 = "tensor.empty"() : () -> tensor<64x128xf32>
    %82 = "linalg.generic"(%77, %81) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: bf16, %arg49: f32):
      %122 = "arith.extf"(%arg48) : (bf16) -> f32
      "linalg.yield"(%122) : (f32) -> ()
    }) : (tensor<64x128xbf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %83 = "linalg.fill"(%1, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<64x128xf32>) -> tensor<64x128xf32>
    %84 = "linalg.matmul"(%80, %82, %83) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %120 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %121 = "arith.addf"(%arg45, %120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%121) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %85 = "linalg.generic"(%79, %81) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %86 = "linalg.generic"(%84, %85, %81) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %119 = "arith.addf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%119) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %87 = "linalg.generic"(%86, %76) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: bf16):
      %118 = "arith.truncf"(%arg36) : (f32) -> bf16
      "linalg.yield"(%118) : (bf16) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %88 = "tensor.expand_shape"(%87) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %89 = "tensor.empty"() : () -> tensor<1x64x128xbf16>
    %90 = "linalg.generic"(%88, %89) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: bf16, %arg35: bf16):
      %112 = "math.sqrt"(%3) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %113 = "arith.divf"(%arg34, %112) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %114 = "math.erf"(%113) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %115 = "arith.addf"(%114, %2) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %116 = "arith.mulf"(%115, %4) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %117 = "arith.mulf"(%arg34, %116) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%117) : (bf16) -> ()
    }) : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<1x64x128xbf16>
    %91 = "tensor.collapse_shape"(%90) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
    %92 = "tensor.empty"() : () -> tensor<128x64xbf16>
    %93 = "linalg.transpose"(%arg11, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg32: bf16, %arg33: bf16):
      "linalg.yield"(%arg32) : (bf16) -> ()
    }) : (tensor<64x128xbf16>, tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %94 = "linalg.generic"(%arg12, %44) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: bf16, %arg31: f32):
      %111 = "arith.extf"(%arg30) : (bf16) -> f32
      "linalg.yield"(%111) : (f32) -> ()
    }) : (tensor<64xbf16>, tensor<64xf32>) -> tensor<64xf32>
    %95 = "linalg.generic"(%91, %81) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: bf16, %arg29: f32):
      %110 = "arith.extf"(%arg28) : (bf16) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<64x128xbf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %96 = "tensor.empty"() : () -> tensor<128x64xf32>
    %97 = "linalg.generic"(%93, %96) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: bf16, %arg27: f32):
      %109 = "arith.extf"(%arg26) : (bf16) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<128x64xbf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %98 = "linalg.matmul"(%95, %97, %49) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %107 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %108 = "arith.addf"(%arg25, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %99 = "linalg.generic"(%94, %46) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %100 = "linalg.generic"(%98, %99, %46) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %106 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%106) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %101 = "linalg.generic"(%100, %34) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: bf16):
      %105 = "arith.truncf"(%arg16) : (f32) -> bf16
      "linalg.yield"(%105) : (bf16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %102 = "tensor.expand_shape"(%101) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xbf16>) -> tensor<1x64x64xbf16>
    %103 = "linalg.generic"(%56, %102, %31) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: bf16, %arg14: bf16, %arg15: bf16):
      %104 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%104) : (bf16) -> ()
    }) : (tensor<1x64x64xbf16>, tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>
    "func.return"(%103) : (tensor<1x64x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
