// Imported by kfusion-import-torch from kfusion.models gpt2: GPT2Block(hidden=64, heads=2, mlp=128) in float32 on 1x64x64 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x64x64xf32
//   %arg1: ln_1.weight 64xf32
//   %arg2: ln_1.bias 64xf32
//   %arg3: c_attn.weight 192x64xf32
//   %arg4: c_attn.bias 192xf32
//   %arg5: c_proj.weight 64x64xf32
//   %arg6: c_proj.bias 64xf32
//   %arg7: ln_2.weight 64xf32
//   %arg8: ln_2.bias 64xf32
//   %arg9: c_fc.weight 128x64xf32
//   %arg10: c_fc.bias 128xf32
//   %arg11: mlp_proj.weight 64x128xf32
//   %arg12: mlp_proj.bias 64xf32
// @step results: 1x64x64xf32
// bench/models/programs/gpt2.float32.small.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: gpt2.float32.small.json.
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
  "func.func"() <{function_type = (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<192x64xf32>, %arg4: tensor<192xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>):
    %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<64x64xi1>}> : () -> tensor<64x64xi1>
    %8 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 5.6568542494923806 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %16 = "tensor.empty"() : () -> tensor<1x64x64xf64>
    %17 = "linalg.generic"(%arg0, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f64):
      %223 = "arith.extf"(%arg213) : (f32) -> f64
      "linalg.yield"(%223) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %18 = "tensor.empty"() : () -> tensor<1x64x1xf64>
    %19 = "linalg.fill"(%3, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f64, %arg212: f64):
      "linalg.yield"(%arg211) : (f64) -> ()
    }) : (f64, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %20 = "linalg.generic"(%17, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f64, %arg210: f64):
      %222 = "arith.addf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%222) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %21 = "linalg.generic"(%20, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg207: f64, %arg208: f64):
      %221 = "arith.divf"(%arg207, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%221) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %22 = "linalg.generic"(%17, %21, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg204: f64, %arg205: f64, %arg206: f64):
      %220 = "arith.subf"(%arg204, %arg205) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%220) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %23 = "linalg.generic"(%22, %22, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f64, %arg202: f64, %arg203: f64):
      %219 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%219) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %24 = "linalg.generic"(%23, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f64, %arg200: f64):
      %218 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%218) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %25 = "linalg.generic"(%24, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f64, %arg198: f64):
      %217 = "arith.divf"(%arg197, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%217) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %26 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f64, %arg196: f32):
      %216 = "arith.truncf"(%arg195) : (f64) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %28 = "linalg.fill"(%4, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32):
      "linalg.yield"(%arg193) : (f32) -> ()
    }) : (f32, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %29 = "linalg.generic"(%arg0, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32):
      %215 = "arith.addf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %30 = "linalg.generic"(%29, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      %214 = "arith.divf"(%arg189, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %31 = "linalg.generic"(%27, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %212 = "arith.truncf"(%11) : (f64) -> f32
      %213 = "arith.addf"(%arg187, %212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %32 = "linalg.generic"(%31, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      %211 = "math.rsqrt"(%arg185) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %33 = "tensor.empty"() : () -> tensor<1x64x64xf32>
    %34 = "linalg.generic"(%arg0, %30, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32, %arg184: f32):
      %210 = "arith.subf"(%arg182, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %35 = "linalg.generic"(%34, %32, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %209 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %36 = "linalg.generic"(%35, %arg1, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %208 = "arith.mulf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %37 = "linalg.generic"(%36, %arg2, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
      %207 = "arith.addf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %38 = "tensor.collapse_shape"(%37) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %39 = "tensor.empty"() : () -> tensor<64x192xf32>
    %40 = "linalg.transpose"(%arg3, %39) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      "linalg.yield"(%arg171) : (f32) -> ()
    }) : (tensor<192x64xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %41 = "linalg.fill"(%4, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (f32, tensor<64x192xf32>) -> tensor<64x192xf32>
    %42 = "linalg.matmul"(%38, %40, %41) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %205 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %206 = "arith.addf"(%arg168, %205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%206) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %43 = "linalg.generic"(%arg4, %39) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      "linalg.yield"(%arg164) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %44 = "linalg.generic"(%42, %43, %39) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
      %204 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%204) : (f32) -> ()
    }) : (tensor<64x192xf32>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %45 = "tensor.expand_shape"(%44) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 192>}> : (tensor<64x192xf32>) -> tensor<1x64x192xf32>
    %46 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 64, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x64x192xf32>) -> tensor<1x64x64xf32>
    %47 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 64>, static_sizes = array<i64: 1, 64, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x64x192xf32>) -> tensor<1x64x64xf32>
    %48 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 128>, static_sizes = array<i64: 1, 64, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x64x192xf32>) -> tensor<1x64x64xf32>
    %49 = "tensor.expand_shape"(%46) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<1x64x64xf32>) -> tensor<1x64x2x32xf32>
    %50 = "tensor.empty"() : () -> tensor<1x2x64x32xf32>
    %51 = "linalg.transpose"(%49, %50) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      "linalg.yield"(%arg159) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %52 = "tensor.expand_shape"(%47) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<1x64x64xf32>) -> tensor<1x64x2x32xf32>
    %53 = "tensor.expand_shape"(%48) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<1x64x64xf32>) -> tensor<1x64x2x32xf32>
    %54 = "linalg.transpose"(%53, %50) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      "linalg.yield"(%arg157) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %55 = "tensor.empty"() : () -> tensor<1x2x32x64xf32>
    %56 = "linalg.transpose"(%52, %55) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %57 = "tensor.collapse_shape"(%51) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf32>) -> tensor<2x64x32xf32>
    %58 = "tensor.collapse_shape"(%56) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %59 = "tensor.empty"() : () -> tensor<2x64x64xf32>
    %60 = "linalg.fill"(%4, %59) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %61 = "linalg.batch_matmul"(%57, %58, %60) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %202 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %203 = "arith.addf"(%arg152, %202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<2x64x32xf32>, tensor<2x32x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %62 = "tensor.expand_shape"(%61) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 64>}> : (tensor<2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %63 = "tensor.empty"() : () -> tensor<1x2x64x64xf32>
    %64 = "linalg.generic"(%62, %63) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      %200 = "arith.truncf"(%10) : (f64) -> f32
      %201 = "arith.divf"(%arg148, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%201) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %65 = "tensor.empty"() : () -> tensor<64xi64>
    %66 = "linalg.generic"(%65) <{indexing_maps = [#map12], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg147: i64):
      %198 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %199 = "arith.index_cast"(%198) : (index) -> i64
      "linalg.yield"(%199) : (i64) -> ()
    }) : (tensor<64xi64>) -> tensor<64xi64>
    %67 = "tensor.expand_shape"(%66) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 64>}> : (tensor<64xi64>) -> tensor<1x64xi64>
    %68 = "tensor.expand_shape"(%66) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xi64>) -> tensor<64x1xi64>
    %69 = "tensor.empty"() : () -> tensor<64x64xi64>
    %70 = "linalg.generic"(%67, %68, %69) <{indexing_maps = [#map13, #map14, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: i64, %arg145: i64, %arg146: i64):
      %197 = "arith.subi"(%arg144, %arg145) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%197) : (i64) -> ()
    }) : (tensor<1x64xi64>, tensor<64x1xi64>, tensor<64x64xi64>) -> tensor<64x64xi64>
    %71 = "tensor.empty"() : () -> tensor<64x64xi1>
    %72 = "linalg.generic"(%70, %71) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: i64, %arg143: i1):
      %196 = "arith.cmpi"(%arg142, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%196) : (i1) -> ()
    }) : (tensor<64x64xi64>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %73 = "linalg.generic"(%72, %7, %71) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: i1, %arg140: i1, %arg141: i1):
      %195 = "arith.andi"(%arg139, %arg140) : (i1, i1) -> i1
      "linalg.yield"(%195) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %74 = "linalg.generic"(%73, %6, %64, %63) <{indexing_maps = [#map15, #map16, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg135: i1, %arg136: f32, %arg137: f32, %arg138: f32):
      %194 = "arith.select"(%arg135, %arg136, %arg137) : (i1, f32, f32) -> f32
      "linalg.yield"(%194) : (f32) -> ()
    }) : (tensor<64x64xi1>, tensor<f32>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %75 = "tensor.empty"() : () -> tensor<1x2x64xi64>
    %76 = "linalg.fill"(%2, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: i64, %arg134: i64):
      "linalg.yield"(%arg133) : (i64) -> ()
    }) : (i64, tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %77 = "tensor.empty"() : () -> tensor<1x2x64xf32>
    %78 = "linalg.fill"(%5, %77) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (f32, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %79:2 = "linalg.generic"(%74, %78, %76) <{indexing_maps = [#map11, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg128: f32, %arg129: f32, %arg130: i64):
      %189 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %190 = "arith.index_cast"(%189) : (index) -> i64
      %191 = "arith.maximumf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %192 = "arith.cmpf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %193 = "arith.select"(%192, %190, %arg130) : (i1, i64, i64) -> i64
      "linalg.yield"(%191, %193) : (f32, i64) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xi64>) -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %80 = "tensor.expand_shape"(%79#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 64, 1>}> : (tensor<1x2x64xf32>) -> tensor<1x2x64x1xf32>
    %81 = "linalg.generic"(%74, %80, %63) <{indexing_maps = [#map11, #map17, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %188 = "arith.subf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %82 = "linalg.generic"(%81, %63) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      %187 = "math.exp"(%arg123) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %83 = "tensor.empty"() : () -> tensor<1x2x64x1xf32>
    %84 = "linalg.fill"(%4, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      "linalg.yield"(%arg121) : (f32) -> ()
    }) : (f32, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %85 = "linalg.generic"(%82, %84) <{indexing_maps = [#map11, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      %186 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %86 = "linalg.generic"(%82, %85, %63) <{indexing_maps = [#map11, #map17, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %185 = "arith.divf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %87 = "tensor.collapse_shape"(%86) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x64xf32>) -> tensor<2x64x64xf32>
    %88 = "tensor.collapse_shape"(%54) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf32>) -> tensor<2x64x32xf32>
    %89 = "tensor.empty"() : () -> tensor<2x64x32xf32>
    %90 = "linalg.fill"(%4, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      "linalg.yield"(%arg114) : (f32) -> ()
    }) : (f32, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %91 = "linalg.batch_matmul"(%87, %88, %90) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %183 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %184 = "arith.addf"(%arg113, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<2x64x64xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %92 = "tensor.expand_shape"(%91) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 32>}> : (tensor<2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %93 = "tensor.empty"() : () -> tensor<1x64x2x32xf32>
    %94 = "linalg.transpose"(%92, %93) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg109: f32, %arg110: f32):
      "linalg.yield"(%arg109) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x64x2x32xf32>) -> tensor<1x64x2x32xf32>
    %95 = "tensor.collapse_shape"(%94) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x64x2x32xf32>) -> tensor<64x64xf32>
    %96 = "tensor.empty"() : () -> tensor<64x64xf32>
    %97 = "linalg.transpose"(%arg5, %96) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      "linalg.yield"(%arg107) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %98 = "linalg.fill"(%4, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %99 = "linalg.matmul"(%95, %97, %98) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %181 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %182 = "arith.addf"(%arg104, %181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %100 = "linalg.generic"(%arg6, %96) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      "linalg.yield"(%arg100) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %101 = "linalg.generic"(%99, %100, %96) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32, %arg99: f32):
      %180 = "arith.addf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %102 = "tensor.expand_shape"(%101) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %103 = "linalg.generic"(%arg0, %102, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %179 = "arith.addf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %104 = "linalg.generic"(%103, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f64):
      %178 = "arith.extf"(%arg92) : (f32) -> f64
      "linalg.yield"(%178) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %105 = "linalg.generic"(%104, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f64, %arg91: f64):
      %177 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%177) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %106 = "linalg.generic"(%105, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f64, %arg89: f64):
      %176 = "arith.divf"(%arg88, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%176) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %107 = "linalg.generic"(%104, %106, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f64, %arg86: f64, %arg87: f64):
      %175 = "arith.subf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%175) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %108 = "linalg.generic"(%107, %107, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f64, %arg83: f64, %arg84: f64):
      %174 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%174) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %109 = "linalg.generic"(%108, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f64, %arg81: f64):
      %173 = "arith.addf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%173) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %110 = "linalg.generic"(%109, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f64, %arg79: f64):
      %172 = "arith.divf"(%arg78, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%172) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %111 = "linalg.generic"(%110, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f64, %arg77: f32):
      %171 = "arith.truncf"(%arg76) : (f64) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %112 = "linalg.generic"(%103, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %170 = "arith.addf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %113 = "linalg.generic"(%112, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %169 = "arith.divf"(%arg72, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %114 = "linalg.generic"(%111, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      %167 = "arith.truncf"(%11) : (f64) -> f32
      %168 = "arith.addf"(%arg70, %167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %115 = "linalg.generic"(%114, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %166 = "math.rsqrt"(%arg68) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %116 = "linalg.generic"(%103, %113, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %165 = "arith.subf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %117 = "linalg.generic"(%116, %115, %33) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
      %164 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %118 = "linalg.generic"(%117, %arg7, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %163 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %119 = "linalg.generic"(%118, %arg8, %33) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %162 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %120 = "tensor.collapse_shape"(%119) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %121 = "tensor.empty"() : () -> tensor<64x128xf32>
    %122 = "linalg.transpose"(%arg9, %121) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      "linalg.yield"(%arg54) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %123 = "linalg.fill"(%4, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<64x128xf32>) -> tensor<64x128xf32>
    %124 = "linalg.matmul"(%120, %122, %123) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %160 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %161 = "arith.addf"(%arg51, %160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %125 = "linalg.generic"(%arg10, %121) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %126 = "linalg.generic"(%124, %125, %121) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
      %159 = "arith.addf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %127 = "tensor.expand_shape"(%126) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %128 = "tensor.empty"() : () -> tensor<1x64x128xf32>
    %129 = "linalg.generic"(%127, %128) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %158 = "arith.mulf"(%arg42, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %130 = "linalg.generic"(%127, %128) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      %157 = "math.fpowi"(%arg40, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%157) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %131 = "linalg.generic"(%130, %128) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      %155 = "arith.truncf"(%9) : (f64) -> f32
      %156 = "arith.mulf"(%arg38, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %132 = "linalg.generic"(%127, %131, %128) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %154 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %133 = "linalg.generic"(%132, %128) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %152 = "arith.truncf"(%8) : (f64) -> f32
      %153 = "arith.mulf"(%arg33, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %134 = "linalg.generic"(%133, %128) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %151 = "math.tanh"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %135 = "linalg.generic"(%134, %128) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %150 = "arith.addf"(%arg29, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %136 = "linalg.generic"(%129, %135, %128) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %149 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %137 = "tensor.collapse_shape"(%136) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %138 = "tensor.empty"() : () -> tensor<128x64xf32>
    %139 = "linalg.transpose"(%arg11, %138) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %140 = "linalg.matmul"(%137, %139, %98) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %147 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg23, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %141 = "linalg.generic"(%arg12, %96) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %142 = "linalg.generic"(%140, %141, %96) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %146 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %143 = "tensor.expand_shape"(%142) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %144 = "linalg.generic"(%103, %143, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %145 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    "func.return"(%144) : (tensor<1x64x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
