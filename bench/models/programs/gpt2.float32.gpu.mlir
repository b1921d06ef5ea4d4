// Imported by kfusion-import-torch from kfusion.models gpt2: GPT2Block(hidden=768, heads=12, mlp=3072) in float32 on 1x1024x768 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x1024x768xf32
//   %arg1: ln_1.weight 768xf32
//   %arg2: ln_1.bias 768xf32
//   %arg3: c_attn.weight 2304x768xf32
//   %arg4: c_attn.bias 2304xf32
//   %arg5: c_proj.weight 768x768xf32
//   %arg6: c_proj.bias 768xf32
//   %arg7: ln_2.weight 768xf32
//   %arg8: ln_2.bias 768xf32
//   %arg9: c_fc.weight 3072x768xf32
//   %arg10: c_fc.bias 3072xf32
//   %arg11: mlp_proj.weight 768x3072xf32
//   %arg12: mlp_proj.bias 768xf32
// @step results: 1x1024x768xf32
// bench/models/programs/gpt2.float32.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: gpt2.float32.gpu.json.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1024x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>) -> tensor<1x1024x768xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x1024x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<2304x768xf32>, %arg4: tensor<2304xf32>, %arg5: tensor<768x768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<3072x768xf32>, %arg10: tensor<3072xf32>, %arg11: tensor<768x3072xf32>, %arg12: tensor<768xf32>):
    %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<1024x1024xi1>}> : () -> tensor<1024x1024xi1>
    %8 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %16 = "tensor.empty"() : () -> tensor<1x1024x768xf64>
    %17 = "linalg.generic"(%arg0, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f64):
      %225 = "arith.extf"(%arg213) : (f32) -> f64
      "linalg.yield"(%225) : (f64) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x768xf64>) -> tensor<1x1024x768xf64>
    %18 = "tensor.empty"() : () -> tensor<1x1024x1xf64>
    %19 = "linalg.fill"(%3, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f64, %arg212: f64):
      "linalg.yield"(%arg211) : (f64) -> ()
    }) : (f64, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %20 = "linalg.generic"(%17, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f64, %arg210: f64):
      %224 = "arith.addf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%224) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %21 = "linalg.generic"(%20, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg207: f64, %arg208: f64):
      %223 = "arith.divf"(%arg207, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%223) : (f64) -> ()
    }) : (tensor<1x1024x1xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %22 = "linalg.generic"(%17, %21, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg204: f64, %arg205: f64, %arg206: f64):
      %222 = "arith.subf"(%arg204, %arg205) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%222) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x1xf64>, tensor<1x1024x768xf64>) -> tensor<1x1024x768xf64>
    %23 = "linalg.generic"(%22, %22, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f64, %arg202: f64, %arg203: f64):
      %221 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%221) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x768xf64>, tensor<1x1024x768xf64>) -> tensor<1x1024x768xf64>
    %24 = "linalg.generic"(%23, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f64, %arg200: f64):
      %220 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%220) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %25 = "linalg.generic"(%24, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f64, %arg198: f64):
      %219 = "arith.divf"(%arg197, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%219) : (f64) -> ()
    }) : (tensor<1x1024x1xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %26 = "tensor.empty"() : () -> tensor<1x1024x1xf32>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f64, %arg196: f32):
      %218 = "arith.truncf"(%arg195) : (f64) -> f32
      "linalg.yield"(%218) : (f32) -> ()
    }) : (tensor<1x1024x1xf64>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %28 = "linalg.fill"(%4, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32):
      "linalg.yield"(%arg193) : (f32) -> ()
    }) : (f32, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %29 = "linalg.generic"(%arg0, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32):
      %217 = "arith.addf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %30 = "linalg.generic"(%29, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      %216 = "arith.divf"(%arg189, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %31 = "linalg.generic"(%27, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %214 = "arith.truncf"(%10) : (f64) -> f32
      %215 = "arith.addf"(%arg187, %214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %32 = "linalg.generic"(%31, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      %213 = "math.rsqrt"(%arg185) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %33 = "tensor.empty"() : () -> tensor<1x1024x768xf32>
    %34 = "linalg.generic"(%arg0, %30, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32, %arg184: f32):
      %212 = "arith.subf"(%arg182, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x1xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %35 = "linalg.generic"(%34, %32, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %211 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x1xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %36 = "linalg.generic"(%35, %arg1, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %210 = "arith.mulf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<768xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %37 = "linalg.generic"(%36, %arg2, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
      %209 = "arith.addf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<768xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %38 = "tensor.collapse_shape"(%37) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x768xf32>) -> tensor<1024x768xf32>
    %39 = "tensor.empty"() : () -> tensor<768x2304xf32>
    %40 = "linalg.transpose"(%arg3, %39) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      "linalg.yield"(%arg171) : (f32) -> ()
    }) : (tensor<2304x768xf32>, tensor<768x2304xf32>) -> tensor<768x2304xf32>
    %41 = "tensor.empty"() : () -> tensor<1024x2304xf32>
    %42 = "linalg.fill"(%4, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (f32, tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %43 = "linalg.matmul"(%38, %40, %42) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %207 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %208 = "arith.addf"(%arg168, %207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<1024x768xf32>, tensor<768x2304xf32>, tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %44 = "linalg.generic"(%arg4, %41) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      "linalg.yield"(%arg164) : (f32) -> ()
    }) : (tensor<2304xf32>, tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %45 = "linalg.generic"(%43, %44, %41) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
      %206 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%206) : (f32) -> ()
    }) : (tensor<1024x2304xf32>, tensor<1024x2304xf32>, tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %46 = "tensor.expand_shape"(%45) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 2304>}> : (tensor<1024x2304xf32>) -> tensor<1x1024x2304xf32>
    %47 = "tensor.extract_slice"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1024, 768>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1024x2304xf32>) -> tensor<1x1024x768xf32>
    %48 = "tensor.extract_slice"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 768>, static_sizes = array<i64: 1, 1024, 768>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1024x2304xf32>) -> tensor<1x1024x768xf32>
    %49 = "tensor.extract_slice"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1536>, static_sizes = array<i64: 1, 1024, 768>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1024x2304xf32>) -> tensor<1x1024x768xf32>
    %50 = "tensor.expand_shape"(%47) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 1024, 12, 64>}> : (tensor<1x1024x768xf32>) -> tensor<1x1024x12x64xf32>
    %51 = "tensor.empty"() : () -> tensor<1x12x1024x64xf32>
    %52 = "linalg.transpose"(%50, %51) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      "linalg.yield"(%arg159) : (f32) -> ()
    }) : (tensor<1x1024x12x64xf32>, tensor<1x12x1024x64xf32>) -> tensor<1x12x1024x64xf32>
    %53 = "tensor.expand_shape"(%48) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 1024, 12, 64>}> : (tensor<1x1024x768xf32>) -> tensor<1x1024x12x64xf32>
    %54 = "tensor.expand_shape"(%49) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 1024, 12, 64>}> : (tensor<1x1024x768xf32>) -> tensor<1x1024x12x64xf32>
    %55 = "linalg.transpose"(%54, %51) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      "linalg.yield"(%arg157) : (f32) -> ()
    }) : (tensor<1x1024x12x64xf32>, tensor<1x12x1024x64xf32>) -> tensor<1x12x1024x64xf32>
    %56 = "tensor.empty"() : () -> tensor<1x12x64x1024xf32>
    %57 = "linalg.transpose"(%53, %56) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (tensor<1x1024x12x64xf32>, tensor<1x12x64x1024xf32>) -> tensor<1x12x64x1024xf32>
    %58 = "tensor.collapse_shape"(%52) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x1024x64xf32>) -> tensor<12x1024x64xf32>
    %59 = "tensor.collapse_shape"(%57) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x1024xf32>) -> tensor<12x64x1024xf32>
    %60 = "tensor.empty"() : () -> tensor<12x1024x1024xf32>
    %61 = "linalg.fill"(%4, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<12x1024x1024xf32>) -> tensor<12x1024x1024xf32>
    %62 = "linalg.batch_matmul"(%58, %59, %61) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %204 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %205 = "arith.addf"(%arg152, %204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<12x1024x64xf32>, tensor<12x64x1024xf32>, tensor<12x1024x1024xf32>) -> tensor<12x1024x1024xf32>
    %63 = "tensor.expand_shape"(%62) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 1024, 1024>}> : (tensor<12x1024x1024xf32>) -> tensor<1x12x1024x1024xf32>
    %64 = "tensor.empty"() : () -> tensor<1x12x1024x1024xf32>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      %203 = "arith.divf"(%arg148, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<1x12x1024x1024xf32>, tensor<1x12x1024x1024xf32>) -> tensor<1x12x1024x1024xf32>
    %66 = "tensor.empty"() : () -> tensor<1024xi64>
    %67 = "linalg.generic"(%66) <{indexing_maps = [#map12], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg147: i64):
      %201 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %202 = "arith.index_cast"(%201) : (index) -> i64
      "linalg.yield"(%202) : (i64) -> ()
    }) : (tensor<1024xi64>) -> tensor<1024xi64>
    %68 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1024>}> : (tensor<1024xi64>) -> tensor<1x1024xi64>
    %69 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1024, 1>}> : (tensor<1024xi64>) -> tensor<1024x1xi64>
    %70 = "tensor.empty"() : () -> tensor<1024x1024xi64>
    %71 = "linalg.generic"(%68, %69, %70) <{indexing_maps = [#map13, #map14, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: i64, %arg145: i64, %arg146: i64):
      %200 = "arith.subi"(%arg144, %arg145) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%200) : (i64) -> ()
    }) : (tensor<1x1024xi64>, tensor<1024x1xi64>, tensor<1024x1024xi64>) -> tensor<1024x1024xi64>
    %72 = "tensor.empty"() : () -> tensor<1024x1024xi1>
    %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: i64, %arg143: i1):
      %199 = "arith.cmpi"(%arg142, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%199) : (i1) -> ()
    }) : (tensor<1024x1024xi64>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %74 = "linalg.generic"(%73, %7, %72) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: i1, %arg140: i1, %arg141: i1):
      %198 = "arith.andi"(%arg139, %arg140) : (i1, i1) -> i1
      "linalg.yield"(%198) : (i1) -> ()
    }) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %75 = "linalg.generic"(%74, %6, %65, %64) <{indexing_maps = [#map15, #map16, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg135: i1, %arg136: f32, %arg137: f32, %arg138: f32):
      %197 = "arith.select"(%arg135, %arg136, %arg137) : (i1, f32, f32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1x12x1024x1024xf32>, tensor<1x12x1024x1024xf32>) -> tensor<1x12x1024x1024xf32>
    %76 = "tensor.empty"() : () -> tensor<1x12x1024xi64>
    %77 = "linalg.fill"(%2, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: i64, %arg134: i64):
      "linalg.yield"(%arg133) : (i64) -> ()
    }) : (i64, tensor<1x12x1024xi64>) -> tensor<1x12x1024xi64>
    %78 = "tensor.empty"() : () -> tensor<1x12x1024xf32>
    %79 = "linalg.fill"(%5, %78) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (f32, tensor<1x12x1024xf32>) -> tensor<1x12x1024xf32>
    %80:2 = "linalg.generic"(%75, %79, %77) <{indexing_maps = [#map11, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg128: f32, %arg129: f32, %arg130: i64):
      %192 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %193 = "arith.index_cast"(%192) : (index) -> i64
      %194 = "arith.maximumf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %195 = "arith.cmpf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %196 = "arith.select"(%195, %193, %arg130) : (i1, i64, i64) -> i64
      "linalg.yield"(%194, %196) : (f32, i64) -> ()
    }) : (tensor<1x12x1024x1024xf32>, tensor<1x12x1024xf32>, tensor<1x12x1024xi64>) -> (tensor<1x12x1024xf32>, tensor<1x12x1024xi64>)
    %81 = "tensor.expand_shape"(%80#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 1024, 1>}> : (tensor<1x12x1024xf32>) -> tensor<1x12x1024x1xf32>
    %82 = "linalg.generic"(%75, %81, %64) <{indexing_maps = [#map11, #map17, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %191 = "arith.subf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<1x12x1024x1024xf32>, tensor<1x12x1024x1xf32>, tensor<1x12x1024x1024xf32>) -> tensor<1x12x1024x1024xf32>
    %83 = "linalg.generic"(%82, %64) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      %190 = "math.exp"(%arg123) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<1x12x1024x1024xf32>, tensor<1x12x1024x1024xf32>) -> tensor<1x12x1024x1024xf32>
    %84 = "tensor.empty"() : () -> tensor<1x12x1024x1xf32>
    %85 = "linalg.fill"(%4, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      "linalg.yield"(%arg121) : (f32) -> ()
    }) : (f32, tensor<1x12x1024x1xf32>) -> tensor<1x12x1024x1xf32>
    %86 = "linalg.generic"(%83, %85) <{indexing_maps = [#map11, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      %189 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<1x12x1024x1024xf32>, tensor<1x12x1024x1xf32>) -> tensor<1x12x1024x1xf32>
    %87 = "linalg.generic"(%83, %86, %64) <{indexing_maps = [#map11, #map17, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %188 = "arith.divf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x12x1024x1024xf32>, tensor<1x12x1024x1xf32>, tensor<1x12x1024x1024xf32>) -> tensor<1x12x1024x1024xf32>
    %88 = "tensor.collapse_shape"(%87) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x1024x1024xf32>) -> tensor<12x1024x1024xf32>
    %89 = "tensor.collapse_shape"(%55) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x1024x64xf32>) -> tensor<12x1024x64xf32>
    %90 = "tensor.empty"() : () -> tensor<12x1024x64xf32>
    %91 = "linalg.fill"(%4, %90) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      "linalg.yield"(%arg114) : (f32) -> ()
    }) : (f32, tensor<12x1024x64xf32>) -> tensor<12x1024x64xf32>
    %92 = "linalg.batch_matmul"(%88, %89, %91) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %186 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %187 = "arith.addf"(%arg113, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<12x1024x1024xf32>, tensor<12x1024x64xf32>, tensor<12x1024x64xf32>) -> tensor<12x1024x64xf32>
    %93 = "tensor.expand_shape"(%92) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 1024, 64>}> : (tensor<12x1024x64xf32>) -> tensor<1x12x1024x64xf32>
    %94 = "tensor.empty"() : () -> tensor<1x1024x12x64xf32>
    %95 = "linalg.transpose"(%93, %94) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg109: f32, %arg110: f32):
      "linalg.yield"(%arg109) : (f32) -> ()
    }) : (tensor<1x12x1024x64xf32>, tensor<1x1024x12x64xf32>) -> tensor<1x1024x12x64xf32>
    %96 = "tensor.collapse_shape"(%95) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x1024x12x64xf32>) -> tensor<1024x768xf32>
    %97 = "tensor.empty"() : () -> tensor<768x768xf32>
    %98 = "linalg.transpose"(%arg5, %97) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      "linalg.yield"(%arg107) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %99 = "tensor.empty"() : () -> tensor<1024x768xf32>
    %100 = "linalg.fill"(%4, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (f32, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %101 = "linalg.matmul"(%96, %98, %100) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %184 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %185 = "arith.addf"(%arg104, %184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<1024x768xf32>, tensor<768x768xf32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %102 = "linalg.generic"(%arg6, %99) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      "linalg.yield"(%arg100) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %103 = "linalg.generic"(%101, %102, %99) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32, %arg99: f32):
      %183 = "arith.addf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%183) : (f32) -> ()
    }) : (tensor<1024x768xf32>, tensor<1024x768xf32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %104 = "tensor.expand_shape"(%103) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 768>}> : (tensor<1024x768xf32>) -> tensor<1x1024x768xf32>
    %105 = "linalg.generic"(%arg0, %104, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %182 = "arith.addf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x768xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %106 = "linalg.generic"(%105, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f64):
      %181 = "arith.extf"(%arg92) : (f32) -> f64
      "linalg.yield"(%181) : (f64) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x768xf64>) -> tensor<1x1024x768xf64>
    %107 = "linalg.generic"(%106, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f64, %arg91: f64):
      %180 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%180) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %108 = "linalg.generic"(%107, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f64, %arg89: f64):
      %179 = "arith.divf"(%arg88, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%179) : (f64) -> ()
    }) : (tensor<1x1024x1xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %109 = "linalg.generic"(%106, %108, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f64, %arg86: f64, %arg87: f64):
      %178 = "arith.subf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%178) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x1xf64>, tensor<1x1024x768xf64>) -> tensor<1x1024x768xf64>
    %110 = "linalg.generic"(%109, %109, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f64, %arg83: f64, %arg84: f64):
      %177 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%177) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x768xf64>, tensor<1x1024x768xf64>) -> tensor<1x1024x768xf64>
    %111 = "linalg.generic"(%110, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f64, %arg81: f64):
      %176 = "arith.addf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%176) : (f64) -> ()
    }) : (tensor<1x1024x768xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %112 = "linalg.generic"(%111, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f64, %arg79: f64):
      %175 = "arith.divf"(%arg78, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%175) : (f64) -> ()
    }) : (tensor<1x1024x1xf64>, tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %113 = "linalg.generic"(%112, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f64, %arg77: f32):
      %174 = "arith.truncf"(%arg76) : (f64) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<1x1024x1xf64>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %114 = "linalg.generic"(%105, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %173 = "arith.addf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %115 = "linalg.generic"(%114, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %172 = "arith.divf"(%arg72, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %116 = "linalg.generic"(%113, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      %170 = "arith.truncf"(%10) : (f64) -> f32
      %171 = "arith.addf"(%arg70, %170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %117 = "linalg.generic"(%116, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %169 = "math.rsqrt"(%arg68) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %118 = "linalg.generic"(%105, %115, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %168 = "arith.subf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x1xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %119 = "linalg.generic"(%118, %117, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
      %167 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x1xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %120 = "linalg.generic"(%119, %arg7, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %166 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<768xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %121 = "linalg.generic"(%120, %arg8, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %165 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<768xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %122 = "tensor.collapse_shape"(%121) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x768xf32>) -> tensor<1024x768xf32>
    %123 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %124 = "linalg.transpose"(%arg9, %123) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      "linalg.yield"(%arg54) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %125 = "tensor.empty"() : () -> tensor<1024x3072xf32>
    %126 = "linalg.fill"(%4, %125) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %127 = "linalg.matmul"(%122, %124, %126) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %163 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %164 = "arith.addf"(%arg51, %163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<1024x768xf32>, tensor<768x3072xf32>, tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %128 = "linalg.generic"(%arg10, %125) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %129 = "linalg.generic"(%127, %128, %125) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
      %162 = "arith.addf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<1024x3072xf32>, tensor<1024x3072xf32>, tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %130 = "tensor.expand_shape"(%129) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 3072>}> : (tensor<1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %131 = "tensor.empty"() : () -> tensor<1x1024x3072xf32>
    %132 = "linalg.generic"(%130, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %161 = "arith.mulf"(%arg42, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %133 = "linalg.generic"(%130, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      %160 = "math.fpowi"(%arg40, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %134 = "linalg.generic"(%133, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      %158 = "arith.truncf"(%9) : (f64) -> f32
      %159 = "arith.mulf"(%arg38, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %135 = "linalg.generic"(%130, %134, %131) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %157 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%157) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %136 = "linalg.generic"(%135, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %155 = "arith.truncf"(%8) : (f64) -> f32
      %156 = "arith.mulf"(%arg33, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %137 = "linalg.generic"(%136, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %154 = "math.tanh"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %138 = "linalg.generic"(%137, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %153 = "arith.addf"(%arg29, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %139 = "linalg.generic"(%132, %138, %131) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %152 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>, tensor<1x1024x3072xf32>) -> tensor<1x1024x3072xf32>
    %140 = "tensor.collapse_shape"(%139) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x3072xf32>) -> tensor<1024x3072xf32>
    %141 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %142 = "linalg.transpose"(%arg11, %141) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %143 = "linalg.matmul"(%140, %142, %100) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %150 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.addf"(%arg23, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<1024x3072xf32>, tensor<3072x768xf32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %144 = "linalg.generic"(%arg12, %99) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %145 = "linalg.generic"(%143, %144, %99) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %149 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<1024x768xf32>, tensor<1024x768xf32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %146 = "tensor.expand_shape"(%145) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 768>}> : (tensor<1024x768xf32>) -> tensor<1x1024x768xf32>
    %147 = "linalg.generic"(%105, %146, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %148 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<1x1024x768xf32>, tensor<1x1024x768xf32>, tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    "func.return"(%147) : (tensor<1x1024x768xf32>) -> ()
  }) : () -> ()
}) : () -> ()
