// Imported by kfusion-import-torch from kfusion.models bert: BertLayer(hidden=64, heads=2, mlp=128) in float16 on 1x64x64 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x64x64xf16
//   %arg1: query.weight 64x64xf16
//   %arg2: query.bias 64xf16
//   %arg3: key.weight 64x64xf16
//   %arg4: key.bias 64xf16
//   %arg5: value.weight 64x64xf16
//   %arg6: value.bias 64xf16
//   %arg7: attn_out.weight 64x64xf16
//   %arg8: attn_out.bias 64xf16
//   %arg9: attn_norm.weight 64xf16
//   %arg10: attn_norm.bias 64xf16
//   %arg11: intermediate.weight 128x64xf16
//   %arg12: intermediate.bias 128xf16
//   %arg13: output.weight 64x128xf16
//   %arg14: output.bias 64xf16
//   %arg15: out_norm.weight 64xf16
//   %arg16: out_norm.bias 64xf16
// @step results: 1x64x64xf16
// bench/models/programs/bert.float16.small.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: bert.float16.small.json.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x64x64xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<128x64xf16>, tensor<128xf16>, tensor<64x128xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>) -> tensor<1x64x64xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x64x64xf16>, %arg1: tensor<64x64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64x64xf16>, %arg4: tensor<64xf16>, %arg5: tensor<64x64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<64xf16>, %arg10: tensor<64xf16>, %arg11: tensor<128x64xf16>, %arg12: tensor<128xf16>, %arg13: tensor<64x128xf16>, %arg14: tensor<64xf16>, %arg15: tensor<64xf16>, %arg16: tensor<64xf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %5 = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
    %6 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %7 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 5.6568542494923806 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %11 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf16>) -> tensor<64x64xf16>
    %12 = "tensor.empty"() : () -> tensor<64x64xf16>
    %13 = "linalg.transpose"(%arg1, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg266: f16, %arg267: f16):
      "linalg.yield"(%arg266) : (f16) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %14 = "tensor.empty"() : () -> tensor<64xf32>
    %15 = "linalg.generic"(%arg2, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg264: f16, %arg265: f32):
      %276 = "arith.extf"(%arg264) : (f16) -> f32
      "linalg.yield"(%276) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %16 = "tensor.empty"() : () -> tensor<64x64xf32>
    %17 = "linalg.generic"(%11, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg262: f16, %arg263: f32):
      %275 = "arith.extf"(%arg262) : (f16) -> f32
      "linalg.yield"(%275) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %18 = "linalg.generic"(%13, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f16, %arg261: f32):
      %274 = "arith.extf"(%arg260) : (f16) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %19 = "linalg.fill"(%0, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      "linalg.yield"(%arg258) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %20 = "linalg.matmul"(%17, %18, %19) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32, %arg257: f32):
      %272 = "arith.mulf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %273 = "arith.addf"(%arg257, %272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%273) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %21 = "linalg.generic"(%15, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32):
      "linalg.yield"(%arg253) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %22 = "linalg.generic"(%20, %21, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32, %arg252: f32):
      %271 = "arith.addf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %23 = "linalg.generic"(%22, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f32, %arg249: f16):
      %270 = "arith.truncf"(%arg248) : (f32) -> f16
      "linalg.yield"(%270) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %24 = "tensor.expand_shape"(%23) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf16>) -> tensor<1x64x2x32xf16>
    %25 = "tensor.empty"() : () -> tensor<1x2x64x32xf16>
    %26 = "linalg.transpose"(%24, %25) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg246: f16, %arg247: f16):
      "linalg.yield"(%arg246) : (f16) -> ()
    }) : (tensor<1x64x2x32xf16>, tensor<1x2x64x32xf16>) -> tensor<1x2x64x32xf16>
    %27 = "linalg.transpose"(%arg3, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg244: f16, %arg245: f16):
      "linalg.yield"(%arg244) : (f16) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %28 = "linalg.generic"(%arg4, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f16, %arg243: f32):
      %269 = "arith.extf"(%arg242) : (f16) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %29 = "linalg.generic"(%27, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f16, %arg241: f32):
      %268 = "arith.extf"(%arg240) : (f16) -> f32
      "linalg.yield"(%268) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %30 = "linalg.matmul"(%17, %29, %19) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32, %arg239: f32):
      %266 = "arith.mulf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %267 = "arith.addf"(%arg239, %266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%267) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = "linalg.generic"(%28, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      "linalg.yield"(%arg235) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %32 = "linalg.generic"(%30, %31, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg232: f32, %arg233: f32, %arg234: f32):
      %265 = "arith.addf"(%arg232, %arg233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%265) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %33 = "linalg.generic"(%32, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f16):
      %264 = "arith.truncf"(%arg230) : (f32) -> f16
      "linalg.yield"(%264) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %34 = "tensor.expand_shape"(%33) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf16>) -> tensor<1x64x2x32xf16>
    %35 = "linalg.transpose"(%arg5, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg228: f16, %arg229: f16):
      "linalg.yield"(%arg228) : (f16) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %36 = "linalg.generic"(%arg6, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: f16, %arg227: f32):
      %263 = "arith.extf"(%arg226) : (f16) -> f32
      "linalg.yield"(%263) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %37 = "linalg.generic"(%35, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f16, %arg225: f32):
      %262 = "arith.extf"(%arg224) : (f16) -> f32
      "linalg.yield"(%262) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %38 = "linalg.matmul"(%17, %37, %19) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32, %arg223: f32):
      %260 = "arith.mulf"(%arg221, %arg222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %261 = "arith.addf"(%arg223, %260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%261) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %39 = "linalg.generic"(%36, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      "linalg.yield"(%arg219) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %40 = "linalg.generic"(%38, %39, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32, %arg218: f32):
      %259 = "arith.addf"(%arg216, %arg217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%259) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %41 = "linalg.generic"(%40, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f16):
      %258 = "arith.truncf"(%arg214) : (f32) -> f16
      "linalg.yield"(%258) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %42 = "tensor.expand_shape"(%41) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf16>) -> tensor<1x64x2x32xf16>
    %43 = "linalg.transpose"(%42, %25) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg212: f16, %arg213: f16):
      "linalg.yield"(%arg212) : (f16) -> ()
    }) : (tensor<1x64x2x32xf16>, tensor<1x2x64x32xf16>) -> tensor<1x2x64x32xf16>
    %44 = "tensor.empty"() : () -> tensor<1x2x32x64xf16>
    %45 = "linalg.transpose"(%34, %44) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg210: f16, %arg211: f16):
      "linalg.yield"(%arg210) : (f16) -> ()
    }) : (tensor<1x64x2x32xf16>, tensor<1x2x32x64xf16>) -> tensor<1x2x32x64xf16>
    %46 = "tensor.collapse_shape"(%26) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf16>) -> tensor<2x64x32xf16>
    %47 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x32x64xf16>) -> tensor<2x32x64xf16>
    %48 = "tensor.empty"() : () -> tensor<2x64x64xf32>
    %49 = "linalg.fill"(%0, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32):
      "linalg.yield"(%arg208) : (f32) -> ()
    }) : (f32, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %50 = "linalg.batch_matmul"(%46, %47, %49) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f16, %arg206: f16, %arg207: f32):
      %254 = "arith.extf"(%arg205) : (f16) -> f32
      %255 = "arith.extf"(%arg206) : (f16) -> f32
      %256 = "arith.mulf"(%254, %255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %257 = "arith.addf"(%arg207, %256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%257) : (f32) -> ()
    }) : (tensor<2x64x32xf16>, tensor<2x32x64xf16>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %51 = "tensor.empty"() : () -> tensor<2x64x64xf16>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f16):
      %253 = "arith.truncf"(%arg203) : (f32) -> f16
      "linalg.yield"(%253) : (f16) -> ()
    }) : (tensor<2x64x64xf32>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %53 = "tensor.expand_shape"(%52) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 64>}> : (tensor<2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %54 = "tensor.empty"() : () -> tensor<1x2x64x64xf16>
    %55 = "linalg.generic"(%53, %54) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg201: f16, %arg202: f16):
      %251 = "arith.truncf"(%8) : (f64) -> f16
      %252 = "arith.divf"(%arg201, %251) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%252) : (f16) -> ()
    }) : (tensor<1x2x64x64xf16>, tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %56 = "tensor.empty"() : () -> tensor<1x2x64x64xf32>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f16, %arg200: f32):
      %250 = "arith.extf"(%arg199) : (f16) -> f32
      "linalg.yield"(%250) : (f32) -> ()
    }) : (tensor<1x2x64x64xf16>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %58 = "tensor.empty"() : () -> tensor<1x2x64xi64>
    %59 = "linalg.fill"(%1, %58) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: i64, %arg198: i64):
      "linalg.yield"(%arg197) : (i64) -> ()
    }) : (i64, tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %60 = "tensor.empty"() : () -> tensor<1x2x64xf32>
    %61 = "linalg.fill"(%2, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32):
      "linalg.yield"(%arg195) : (f32) -> ()
    }) : (f32, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %62:2 = "linalg.generic"(%57, %61, %59) <{indexing_maps = [#map10, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: i64):
      %245 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %246 = "arith.index_cast"(%245) : (index) -> i64
      %247 = "arith.maximumf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %248 = "arith.cmpf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %249 = "arith.select"(%248, %246, %arg194) : (i1, i64, i64) -> i64
      "linalg.yield"(%247, %249) : (f32, i64) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xi64>) -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %63 = "tensor.expand_shape"(%62#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 64, 1>}> : (tensor<1x2x64xf32>) -> tensor<1x2x64x1xf32>
    %64 = "linalg.generic"(%57, %63, %56) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %244 = "arith.subf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%244) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %65 = "linalg.generic"(%64, %56) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %243 = "math.exp"(%arg187) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%243) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %66 = "tensor.empty"() : () -> tensor<1x2x64x1xf32>
    %67 = "linalg.fill"(%0, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      "linalg.yield"(%arg185) : (f32) -> ()
    }) : (f32, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %68 = "linalg.generic"(%65, %67) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %242 = "arith.addf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%242) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %69 = "linalg.generic"(%65, %68, %56) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %241 = "arith.divf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%241) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %70 = "linalg.generic"(%69, %54) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f16):
      %240 = "arith.truncf"(%arg178) : (f32) -> f16
      "linalg.yield"(%240) : (f16) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %71 = "tensor.collapse_shape"(%70) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x64xf16>) -> tensor<2x64x64xf16>
    %72 = "tensor.collapse_shape"(%43) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf16>) -> tensor<2x64x32xf16>
    %73 = "tensor.empty"() : () -> tensor<2x64x32xf32>
    %74 = "linalg.fill"(%0, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      "linalg.yield"(%arg176) : (f32) -> ()
    }) : (f32, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %75 = "linalg.batch_matmul"(%71, %72, %74) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f16, %arg174: f16, %arg175: f32):
      %236 = "arith.extf"(%arg173) : (f16) -> f32
      %237 = "arith.extf"(%arg174) : (f16) -> f32
      %238 = "arith.mulf"(%236, %237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %239 = "arith.addf"(%arg175, %238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<2x64x64xf16>, tensor<2x64x32xf16>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %76 = "tensor.empty"() : () -> tensor<2x64x32xf16>
    %77 = "linalg.generic"(%75, %76) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f16):
      %235 = "arith.truncf"(%arg171) : (f32) -> f16
      "linalg.yield"(%235) : (f16) -> ()
    }) : (tensor<2x64x32xf32>, tensor<2x64x32xf16>) -> tensor<2x64x32xf16>
    %78 = "tensor.expand_shape"(%77) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 32>}> : (tensor<2x64x32xf16>) -> tensor<1x2x64x32xf16>
    %79 = "tensor.empty"() : () -> tensor<1x64x2x32xf16>
    %80 = "linalg.transpose"(%78, %79) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg169: f16, %arg170: f16):
      "linalg.yield"(%arg169) : (f16) -> ()
    }) : (tensor<1x2x64x32xf16>, tensor<1x64x2x32xf16>) -> tensor<1x64x2x32xf16>
    %81 = "tensor.collapse_shape"(%80) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x64x2x32xf16>) -> tensor<64x64xf16>
    %82 = "linalg.transpose"(%arg7, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg167: f16, %arg168: f16):
      "linalg.yield"(%arg167) : (f16) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %83 = "linalg.generic"(%arg8, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f16, %arg166: f32):
      %234 = "arith.extf"(%arg165) : (f16) -> f32
      "linalg.yield"(%234) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %84 = "linalg.generic"(%81, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f16, %arg164: f32):
      %233 = "arith.extf"(%arg163) : (f16) -> f32
      "linalg.yield"(%233) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %85 = "linalg.generic"(%82, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f16, %arg162: f32):
      %232 = "arith.extf"(%arg161) : (f16) -> f32
      "linalg.yield"(%232) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %86 = "linalg.matmul"(%84, %85, %19) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32, %arg160: f32):
      %230 = "arith.mulf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %231 = "arith.addf"(%arg160, %230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%231) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %87 = "linalg.generic"(%83, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32):
      "linalg.yield"(%arg156) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %88 = "linalg.generic"(%86, %87, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32, %arg155: f32):
      %229 = "arith.addf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%229) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %89 = "linalg.generic"(%88, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f16):
      %228 = "arith.truncf"(%arg151) : (f32) -> f16
      "linalg.yield"(%228) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %90 = "tensor.expand_shape"(%89) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf16>) -> tensor<1x64x64xf16>
    %91 = "tensor.empty"() : () -> tensor<1x64x64xf16>
    %92 = "linalg.generic"(%arg0, %90, %91) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f16, %arg149: f16, %arg150: f16):
      %227 = "arith.addf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%227) : (f16) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf16>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    %93 = "tensor.empty"() : () -> tensor<1x64x64xf32>
    %94 = "linalg.generic"(%92, %93) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f16, %arg147: f32):
      %226 = "arith.extf"(%arg146) : (f16) -> f32
      "linalg.yield"(%226) : (f32) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %95 = "tensor.empty"() : () -> tensor<1x64x64xf64>
    %96 = "linalg.generic"(%94, %95) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f64):
      %225 = "arith.extf"(%arg144) : (f32) -> f64
      "linalg.yield"(%225) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %97 = "tensor.empty"() : () -> tensor<1x64x1xf64>
    %98 = "linalg.fill"(%3, %97) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f64, %arg143: f64):
      "linalg.yield"(%arg142) : (f64) -> ()
    }) : (f64, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %99 = "linalg.generic"(%96, %98) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f64, %arg141: f64):
      %224 = "arith.addf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%224) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %100 = "linalg.generic"(%99, %97) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f64, %arg139: f64):
      %223 = "arith.divf"(%arg138, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%223) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %101 = "linalg.generic"(%96, %100, %95) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f64, %arg136: f64, %arg137: f64):
      %222 = "arith.subf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%222) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %102 = "linalg.generic"(%101, %101, %95) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f64, %arg133: f64, %arg134: f64):
      %221 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%221) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %103 = "linalg.generic"(%102, %98) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f64, %arg131: f64):
      %220 = "arith.addf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%220) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %104 = "linalg.generic"(%103, %97) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f64, %arg129: f64):
      %219 = "arith.divf"(%arg128, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%219) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %105 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %106 = "linalg.generic"(%104, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f64, %arg127: f32):
      %218 = "arith.truncf"(%arg126) : (f64) -> f32
      "linalg.yield"(%218) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %107 = "linalg.fill"(%0, %105) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      "linalg.yield"(%arg124) : (f32) -> ()
    }) : (f32, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %108 = "linalg.generic"(%94, %107) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      %217 = "arith.addf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %109 = "linalg.generic"(%108, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32):
      %216 = "arith.divf"(%arg120, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %110 = "linalg.generic"(%106, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      %214 = "arith.truncf"(%7) : (f64) -> f32
      %215 = "arith.addf"(%arg118, %214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %111 = "linalg.generic"(%110, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      %213 = "math.rsqrt"(%arg116) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %112 = "linalg.generic"(%94, %109, %93) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
      %212 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %113 = "linalg.generic"(%112, %111, %93) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32, %arg112: f32):
      %211 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %114 = "linalg.generic"(%113, %arg9, %93) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f16, %arg109: f32):
      %209 = "arith.extf"(%arg108) : (f16) -> f32
      %210 = "arith.mulf"(%arg107, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %115 = "linalg.generic"(%114, %arg10, %93) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f16, %arg106: f32):
      %207 = "arith.extf"(%arg105) : (f16) -> f32
      %208 = "arith.addf"(%arg104, %207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %116 = "linalg.generic"(%115, %91) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f16):
      %206 = "arith.truncf"(%arg102) : (f32) -> f16
      "linalg.yield"(%206) : (f16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    %117 = "tensor.collapse_shape"(%116) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf16>) -> tensor<64x64xf16>
    %118 = "tensor.empty"() : () -> tensor<64x128xf16>
    %119 = "linalg.transpose"(%arg11, %118) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg100: f16, %arg101: f16):
      "linalg.yield"(%arg100) : (f16) -> ()
    }) : (tensor<128x64xf16>, tensor<64x128xf16>) -> tensor<64x128xf16>
    %120 = "tensor.empty"() : () -> tensor<128xf32>
    %121 = "linalg.generic"(%arg12, %120) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f16, %arg99: f32):
      %205 = "arith.extf"(%arg98) : (f16) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<128xf16>, tensor<128xf32>) -> tensor<128xf32>
    %122 = "linalg.generic"(%117, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f16, %arg97: f32):
      %204 = "arith.extf"(%arg96) : (f16) -> f32
      "linalg.yield"(%204) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %123 = "tensor.empty"() : () -> tensor<64x128xf32>
    %124 = "linalg.generic"(%119, %123) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f16, %arg95: f32):
      %203 = "arith.extf"(%arg94) : (f16) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<64x128xf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %125 = "linalg.fill"(%0, %123) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<64x128xf32>) -> tensor<64x128xf32>
    %126 = "linalg.matmul"(%122, %124, %125) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %201 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %202 = "arith.addf"(%arg91, %201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%202) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %127 = "linalg.generic"(%121, %123) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %128 = "linalg.generic"(%126, %127, %123) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %200 = "arith.addf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%200) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %129 = "linalg.generic"(%128, %118) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f16):
      %199 = "arith.truncf"(%arg82) : (f32) -> f16
      "linalg.yield"(%199) : (f16) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf16>) -> tensor<64x128xf16>
    %130 = "tensor.expand_shape"(%129) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xf16>) -> tensor<1x64x128xf16>
    %131 = "tensor.empty"() : () -> tensor<1x64x128xf16>
    %132 = "linalg.generic"(%130, %131) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f16, %arg81: f16):
      %193 = "math.sqrt"(%5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %194 = "arith.divf"(%arg80, %193) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %195 = "math.erf"(%194) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %196 = "arith.addf"(%195, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %197 = "arith.mulf"(%196, %6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %198 = "arith.mulf"(%arg80, %197) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%198) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %133 = "tensor.collapse_shape"(%132) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x128xf16>) -> tensor<64x128xf16>
    %134 = "tensor.empty"() : () -> tensor<128x64xf16>
    %135 = "linalg.transpose"(%arg13, %134) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg78: f16, %arg79: f16):
      "linalg.yield"(%arg78) : (f16) -> ()
    }) : (tensor<64x128xf16>, tensor<128x64xf16>) -> tensor<128x64xf16>
    %136 = "linalg.generic"(%arg14, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f16, %arg77: f32):
      %192 = "arith.extf"(%arg76) : (f16) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %137 = "linalg.generic"(%133, %123) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f16, %arg75: f32):
      %191 = "arith.extf"(%arg74) : (f16) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<64x128xf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %138 = "tensor.empty"() : () -> tensor<128x64xf32>
    %139 = "linalg.generic"(%135, %138) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f16, %arg73: f32):
      %190 = "arith.extf"(%arg72) : (f16) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<128x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %140 = "linalg.matmul"(%137, %139, %19) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %188 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %189 = "arith.addf"(%arg71, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %141 = "linalg.generic"(%136, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      "linalg.yield"(%arg67) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %142 = "linalg.generic"(%140, %141, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
      %187 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %143 = "linalg.generic"(%142, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f16):
      %186 = "arith.truncf"(%arg62) : (f32) -> f16
      "linalg.yield"(%186) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %144 = "tensor.expand_shape"(%143) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf16>) -> tensor<1x64x64xf16>
    %145 = "linalg.generic"(%116, %144, %91) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f16, %arg60: f16, %arg61: f16):
      %185 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%185) : (f16) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf16>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    %146 = "linalg.generic"(%145, %93) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f16, %arg58: f32):
      %184 = "arith.extf"(%arg57) : (f16) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %147 = "linalg.generic"(%146, %95) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f64):
      %183 = "arith.extf"(%arg55) : (f32) -> f64
      "linalg.yield"(%183) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %148 = "linalg.generic"(%147, %98) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f64, %arg54: f64):
      %182 = "arith.addf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%182) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %149 = "linalg.generic"(%148, %97) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f64, %arg52: f64):
      %181 = "arith.divf"(%arg51, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%181) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %150 = "linalg.generic"(%147, %149, %95) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f64, %arg49: f64, %arg50: f64):
      %180 = "arith.subf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%180) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %151 = "linalg.generic"(%150, %150, %95) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f64, %arg46: f64, %arg47: f64):
      %179 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%179) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %152 = "linalg.generic"(%151, %98) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f64, %arg44: f64):
      %178 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%178) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %153 = "linalg.generic"(%152, %97) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f64, %arg42: f64):
      %177 = "arith.divf"(%arg41, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%177) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %154 = "linalg.generic"(%153, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f32):
      %176 = "arith.truncf"(%arg39) : (f64) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %155 = "linalg.generic"(%146, %107) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %175 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %156 = "linalg.generic"(%155, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %174 = "arith.divf"(%arg35, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %157 = "linalg.generic"(%154, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %172 = "arith.truncf"(%7) : (f64) -> f32
      %173 = "arith.addf"(%arg33, %172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %158 = "linalg.generic"(%157, %105) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %171 = "math.rsqrt"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %159 = "linalg.generic"(%146, %156, %93) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %170 = "arith.subf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %160 = "linalg.generic"(%159, %158, %93) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %169 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %161 = "linalg.generic"(%160, %arg15, %93) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f16, %arg24: f32):
      %167 = "arith.extf"(%arg23) : (f16) -> f32
      %168 = "arith.mulf"(%arg22, %167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %162 = "linalg.generic"(%161, %arg16, %93) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f16, %arg21: f32):
      %165 = "arith.extf"(%arg20) : (f16) -> f32
      %166 = "arith.addf"(%arg19, %165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %163 = "linalg.generic"(%162, %91) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f16):
      %164 = "arith.truncf"(%arg17) : (f32) -> f16
      "linalg.yield"(%164) : (f16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    "func.return"(%163) : (tensor<1x64x64xf16>) -> ()
  }) : () -> ()
}) : () -> ()
