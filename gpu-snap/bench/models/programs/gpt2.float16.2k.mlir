// Imported by kfusion-import-torch from kfusion.models gpt2: GPT2Block(hidden=768, heads=12, mlp=3072) in float16 on 2x1024x768 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 2x1024x768xf16
//   %arg1: ln_1.weight 768xf16
//   %arg2: ln_1.bias 768xf16
//   %arg3: c_attn.weight 2304x768xf16
//   %arg4: c_attn.bias 2304xf16
//   %arg5: c_proj.weight 768x768xf16
//   %arg6: c_proj.bias 768xf16
//   %arg7: ln_2.weight 768xf16
//   %arg8: ln_2.bias 768xf16
//   %arg9: c_fc.weight 3072x768xf16
//   %arg10: c_fc.bias 3072xf16
//   %arg11: mlp_proj.weight 768x3072xf16
//   %arg12: mlp_proj.bias 768xf16
// @step results: 2x1024x768xf16
// bench/models/programs/gpt2.float16.2k.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: gpt2.float16.2k.json.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x1024x768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<2304x768xf16>, tensor<2304xf16>, tensor<768x768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<3072x768xf16>, tensor<3072xf16>, tensor<768x3072xf16>, tensor<768xf16>) -> tensor<2x1024x768xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<2x1024x768xf16>, %arg1: tensor<768xf16>, %arg2: tensor<768xf16>, %arg3: tensor<2304x768xf16>, %arg4: tensor<2304xf16>, %arg5: tensor<768x768xf16>, %arg6: tensor<768xf16>, %arg7: tensor<768xf16>, %arg8: tensor<768xf16>, %arg9: tensor<3072x768xf16>, %arg10: tensor<3072xf16>, %arg11: tensor<768x3072xf16>, %arg12: tensor<768xf16>):
    %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %7 = "arith.constant"() <{value = dense<true> : tensor<1024x1024xi1>}> : () -> tensor<1024x1024xi1>
    %8 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 8.000000e+00 : f16}> : () -> f16
    %14 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %15 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %16 = "tensor.empty"() : () -> tensor<2x1024x768xf32>
    %17 = "linalg.generic"(%arg0, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg261: f16, %arg262: f32):
      %295 = "arith.extf"(%arg261) : (f16) -> f32
      "linalg.yield"(%295) : (f32) -> ()
    }) : (tensor<2x1024x768xf16>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %18 = "tensor.empty"() : () -> tensor<2x1024x768xf64>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg259: f32, %arg260: f64):
      %294 = "arith.extf"(%arg259) : (f32) -> f64
      "linalg.yield"(%294) : (f64) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x768xf64>) -> tensor<2x1024x768xf64>
    %20 = "tensor.empty"() : () -> tensor<2x1024x1xf64>
    %21 = "linalg.fill"(%3, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg257: f64, %arg258: f64):
      "linalg.yield"(%arg257) : (f64) -> ()
    }) : (f64, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %22 = "linalg.generic"(%19, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg255: f64, %arg256: f64):
      %293 = "arith.addf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%293) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %23 = "linalg.generic"(%22, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f64, %arg254: f64):
      %292 = "arith.divf"(%arg253, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%292) : (f64) -> ()
    }) : (tensor<2x1024x1xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %24 = "linalg.generic"(%19, %23, %18) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f64, %arg251: f64, %arg252: f64):
      %291 = "arith.subf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%291) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x1xf64>, tensor<2x1024x768xf64>) -> tensor<2x1024x768xf64>
    %25 = "linalg.generic"(%24, %24, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg247: f64, %arg248: f64, %arg249: f64):
      %290 = "arith.mulf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%290) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x768xf64>, tensor<2x1024x768xf64>) -> tensor<2x1024x768xf64>
    %26 = "linalg.generic"(%25, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f64, %arg246: f64):
      %289 = "arith.addf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%289) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %27 = "linalg.generic"(%26, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f64, %arg244: f64):
      %288 = "arith.divf"(%arg243, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%288) : (f64) -> ()
    }) : (tensor<2x1024x1xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %28 = "tensor.empty"() : () -> tensor<2x1024x1xf32>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg241: f64, %arg242: f32):
      %287 = "arith.truncf"(%arg241) : (f64) -> f32
      "linalg.yield"(%287) : (f32) -> ()
    }) : (tensor<2x1024x1xf64>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %30 = "linalg.fill"(%4, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32):
      "linalg.yield"(%arg239) : (f32) -> ()
    }) : (f32, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %31 = "linalg.generic"(%17, %30) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32):
      %286 = "arith.addf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %32 = "linalg.generic"(%31, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      %285 = "arith.divf"(%arg235, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<2x1024x1xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %33 = "linalg.generic"(%29, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %283 = "arith.truncf"(%10) : (f64) -> f32
      %284 = "arith.addf"(%arg233, %283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<2x1024x1xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %34 = "linalg.generic"(%33, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      %282 = "math.rsqrt"(%arg231) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%282) : (f32) -> ()
    }) : (tensor<2x1024x1xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %35 = "linalg.generic"(%17, %32, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32, %arg230: f32):
      %281 = "arith.subf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%281) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x1xf32>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %36 = "linalg.generic"(%35, %34, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %280 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x1xf32>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %37 = "linalg.generic"(%36, %arg1, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f16, %arg224: f32):
      %278 = "arith.extf"(%arg223) : (f16) -> f32
      %279 = "arith.mulf"(%arg222, %278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<768xf16>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %38 = "linalg.generic"(%37, %arg2, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f16, %arg221: f32):
      %276 = "arith.extf"(%arg220) : (f16) -> f32
      %277 = "arith.addf"(%arg219, %276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<768xf16>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %39 = "tensor.empty"() : () -> tensor<2x1024x768xf16>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f16):
      %275 = "arith.truncf"(%arg217) : (f32) -> f16
      "linalg.yield"(%275) : (f16) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x768xf16>) -> tensor<2x1024x768xf16>
    %41 = "tensor.collapse_shape"(%40) <{reassociation = [[0, 1], [2]]}> : (tensor<2x1024x768xf16>) -> tensor<2048x768xf16>
    %42 = "tensor.empty"() : () -> tensor<768x2304xf16>
    %43 = "linalg.transpose"(%arg3, %42) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg215: f16, %arg216: f16):
      "linalg.yield"(%arg215) : (f16) -> ()
    }) : (tensor<2304x768xf16>, tensor<768x2304xf16>) -> tensor<768x2304xf16>
    %44 = "tensor.empty"() : () -> tensor<2304xf32>
    %45 = "linalg.generic"(%arg4, %44) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f16, %arg214: f32):
      %274 = "arith.extf"(%arg213) : (f16) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<2304xf16>, tensor<2304xf32>) -> tensor<2304xf32>
    %46 = "tensor.empty"() : () -> tensor<2048x768xf32>
    %47 = "linalg.generic"(%41, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f16, %arg212: f32):
      %273 = "arith.extf"(%arg211) : (f16) -> f32
      "linalg.yield"(%273) : (f32) -> ()
    }) : (tensor<2048x768xf16>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %48 = "tensor.empty"() : () -> tensor<768x2304xf32>
    %49 = "linalg.generic"(%43, %48) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f16, %arg210: f32):
      %272 = "arith.extf"(%arg209) : (f16) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<768x2304xf16>, tensor<768x2304xf32>) -> tensor<768x2304xf32>
    %50 = "tensor.empty"() : () -> tensor<2048x2304xf32>
    %51 = "linalg.fill"(%4, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg207: f32, %arg208: f32):
      "linalg.yield"(%arg207) : (f32) -> ()
    }) : (f32, tensor<2048x2304xf32>) -> tensor<2048x2304xf32>
    %52 = "linalg.matmul"(%47, %49, %51) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32, %arg206: f32):
      %270 = "arith.mulf"(%arg204, %arg205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %271 = "arith.addf"(%arg206, %270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<2048x768xf32>, tensor<768x2304xf32>, tensor<2048x2304xf32>) -> tensor<2048x2304xf32>
    %53 = "linalg.generic"(%45, %50) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (tensor<2304xf32>, tensor<2048x2304xf32>) -> tensor<2048x2304xf32>
    %54 = "linalg.generic"(%52, %53, %50) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %269 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<2048x2304xf32>, tensor<2048x2304xf32>, tensor<2048x2304xf32>) -> tensor<2048x2304xf32>
    %55 = "tensor.empty"() : () -> tensor<2048x2304xf16>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f16):
      %268 = "arith.truncf"(%arg197) : (f32) -> f16
      "linalg.yield"(%268) : (f16) -> ()
    }) : (tensor<2048x2304xf32>, tensor<2048x2304xf16>) -> tensor<2048x2304xf16>
    %57 = "tensor.expand_shape"(%56) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 1024, 2304>}> : (tensor<2048x2304xf16>) -> tensor<2x1024x2304xf16>
    %58 = "tensor.extract_slice"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 1024, 768>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x2304xf16>) -> tensor<2x1024x768xf16>
    %59 = "tensor.extract_slice"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 768>, static_sizes = array<i64: 2, 1024, 768>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x2304xf16>) -> tensor<2x1024x768xf16>
    %60 = "tensor.extract_slice"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1536>, static_sizes = array<i64: 2, 1024, 768>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x2304xf16>) -> tensor<2x1024x768xf16>
    %61 = "tensor.expand_shape"(%58) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 1024, 12, 64>}> : (tensor<2x1024x768xf16>) -> tensor<2x1024x12x64xf16>
    %62 = "tensor.empty"() : () -> tensor<2x12x1024x64xf16>
    %63 = "linalg.transpose"(%61, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg195: f16, %arg196: f16):
      "linalg.yield"(%arg195) : (f16) -> ()
    }) : (tensor<2x1024x12x64xf16>, tensor<2x12x1024x64xf16>) -> tensor<2x12x1024x64xf16>
    %64 = "tensor.expand_shape"(%59) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 1024, 12, 64>}> : (tensor<2x1024x768xf16>) -> tensor<2x1024x12x64xf16>
    %65 = "tensor.expand_shape"(%60) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 1024, 12, 64>}> : (tensor<2x1024x768xf16>) -> tensor<2x1024x12x64xf16>
    %66 = "linalg.transpose"(%65, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg193: f16, %arg194: f16):
      "linalg.yield"(%arg193) : (f16) -> ()
    }) : (tensor<2x1024x12x64xf16>, tensor<2x12x1024x64xf16>) -> tensor<2x12x1024x64xf16>
    %67 = "tensor.empty"() : () -> tensor<2x12x64x1024xf16>
    %68 = "linalg.transpose"(%64, %67) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg191: f16, %arg192: f16):
      "linalg.yield"(%arg191) : (f16) -> ()
    }) : (tensor<2x1024x12x64xf16>, tensor<2x12x64x1024xf16>) -> tensor<2x12x64x1024xf16>
    %69 = "tensor.collapse_shape"(%63) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x12x1024x64xf16>) -> tensor<24x1024x64xf16>
    %70 = "tensor.collapse_shape"(%68) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x12x64x1024xf16>) -> tensor<24x64x1024xf16>
    %71 = "tensor.empty"() : () -> tensor<24x1024x1024xf32>
    %72 = "linalg.fill"(%4, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      "linalg.yield"(%arg189) : (f32) -> ()
    }) : (f32, tensor<24x1024x1024xf32>) -> tensor<24x1024x1024xf32>
    %73 = "linalg.batch_matmul"(%69, %70, %72) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: f16, %arg187: f16, %arg188: f32):
      %264 = "arith.extf"(%arg186) : (f16) -> f32
      %265 = "arith.extf"(%arg187) : (f16) -> f32
      %266 = "arith.mulf"(%264, %265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %267 = "arith.addf"(%arg188, %266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%267) : (f32) -> ()
    }) : (tensor<24x1024x64xf16>, tensor<24x64x1024xf16>, tensor<24x1024x1024xf32>) -> tensor<24x1024x1024xf32>
    %74 = "tensor.empty"() : () -> tensor<24x1024x1024xf16>
    %75 = "linalg.generic"(%73, %74) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f16):
      %263 = "arith.truncf"(%arg184) : (f32) -> f16
      "linalg.yield"(%263) : (f16) -> ()
    }) : (tensor<24x1024x1024xf32>, tensor<24x1024x1024xf16>) -> tensor<24x1024x1024xf16>
    %76 = "tensor.expand_shape"(%75) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 12, 1024, 1024>}> : (tensor<24x1024x1024xf16>) -> tensor<2x12x1024x1024xf16>
    %77 = "tensor.empty"() : () -> tensor<2x12x1024x1024xf16>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg182: f16, %arg183: f16):
      %262 = "arith.divf"(%arg182, %13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%262) : (f16) -> ()
    }) : (tensor<2x12x1024x1024xf16>, tensor<2x12x1024x1024xf16>) -> tensor<2x12x1024x1024xf16>
    %79 = "tensor.empty"() : () -> tensor<1024xi64>
    %80 = "linalg.generic"(%79) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg181: i64):
      %260 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %261 = "arith.index_cast"(%260) : (index) -> i64
      "linalg.yield"(%261) : (i64) -> ()
    }) : (tensor<1024xi64>) -> tensor<1024xi64>
    %81 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1024>}> : (tensor<1024xi64>) -> tensor<1x1024xi64>
    %82 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1024, 1>}> : (tensor<1024xi64>) -> tensor<1024x1xi64>
    %83 = "tensor.empty"() : () -> tensor<1024x1024xi64>
    %84 = "linalg.generic"(%81, %82, %83) <{indexing_maps = [#map13, #map14, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: i64, %arg179: i64, %arg180: i64):
      %259 = "arith.subi"(%arg178, %arg179) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%259) : (i64) -> ()
    }) : (tensor<1x1024xi64>, tensor<1024x1xi64>, tensor<1024x1024xi64>) -> tensor<1024x1024xi64>
    %85 = "tensor.empty"() : () -> tensor<1024x1024xi1>
    %86 = "linalg.generic"(%84, %85) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: i64, %arg177: i1):
      %258 = "arith.cmpi"(%arg176, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%258) : (i1) -> ()
    }) : (tensor<1024x1024xi64>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %87 = "linalg.generic"(%86, %7, %85) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: i1, %arg174: i1, %arg175: i1):
      %257 = "arith.andi"(%arg173, %arg174) : (i1, i1) -> i1
      "linalg.yield"(%257) : (i1) -> ()
    }) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %88 = "linalg.generic"(%87, %6, %78, %77) <{indexing_maps = [#map15, #map16, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg169: i1, %arg170: f16, %arg171: f16, %arg172: f16):
      %256 = "arith.select"(%arg169, %arg170, %arg171) : (i1, f16, f16) -> f16
      "linalg.yield"(%256) : (f16) -> ()
    }) : (tensor<1024x1024xi1>, tensor<f16>, tensor<2x12x1024x1024xf16>, tensor<2x12x1024x1024xf16>) -> tensor<2x12x1024x1024xf16>
    %89 = "tensor.empty"() : () -> tensor<2x12x1024x1024xf32>
    %90 = "linalg.generic"(%88, %89) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f16, %arg168: f32):
      %255 = "arith.extf"(%arg167) : (f16) -> f32
      "linalg.yield"(%255) : (f32) -> ()
    }) : (tensor<2x12x1024x1024xf16>, tensor<2x12x1024x1024xf32>) -> tensor<2x12x1024x1024xf32>
    %91 = "tensor.empty"() : () -> tensor<2x12x1024xi64>
    %92 = "linalg.fill"(%2, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: i64, %arg166: i64):
      "linalg.yield"(%arg165) : (i64) -> ()
    }) : (i64, tensor<2x12x1024xi64>) -> tensor<2x12x1024xi64>
    %93 = "tensor.empty"() : () -> tensor<2x12x1024xf32>
    %94 = "linalg.fill"(%5, %93) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      "linalg.yield"(%arg163) : (f32) -> ()
    }) : (f32, tensor<2x12x1024xf32>) -> tensor<2x12x1024xf32>
    %95:2 = "linalg.generic"(%90, %94, %92) <{indexing_maps = [#map12, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: i64):
      %250 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %251 = "arith.index_cast"(%250) : (index) -> i64
      %252 = "arith.maximumf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %253 = "arith.cmpf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %254 = "arith.select"(%253, %251, %arg162) : (i1, i64, i64) -> i64
      "linalg.yield"(%252, %254) : (f32, i64) -> ()
    }) : (tensor<2x12x1024x1024xf32>, tensor<2x12x1024xf32>, tensor<2x12x1024xi64>) -> (tensor<2x12x1024xf32>, tensor<2x12x1024xi64>)
    %96 = "tensor.expand_shape"(%95#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 12, 1024, 1>}> : (tensor<2x12x1024xf32>) -> tensor<2x12x1024x1xf32>
    %97 = "linalg.generic"(%90, %96, %89) <{indexing_maps = [#map12, #map17, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %249 = "arith.subf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%249) : (f32) -> ()
    }) : (tensor<2x12x1024x1024xf32>, tensor<2x12x1024x1xf32>, tensor<2x12x1024x1024xf32>) -> tensor<2x12x1024x1024xf32>
    %98 = "linalg.generic"(%97, %89) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      %248 = "math.exp"(%arg155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%248) : (f32) -> ()
    }) : (tensor<2x12x1024x1024xf32>, tensor<2x12x1024x1024xf32>) -> tensor<2x12x1024x1024xf32>
    %99 = "tensor.empty"() : () -> tensor<2x12x1024x1xf32>
    %100 = "linalg.fill"(%4, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<2x12x1024x1xf32>) -> tensor<2x12x1024x1xf32>
    %101 = "linalg.generic"(%98, %100) <{indexing_maps = [#map12, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      %247 = "arith.addf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%247) : (f32) -> ()
    }) : (tensor<2x12x1024x1024xf32>, tensor<2x12x1024x1xf32>) -> tensor<2x12x1024x1xf32>
    %102 = "linalg.generic"(%98, %101, %89) <{indexing_maps = [#map12, #map17, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32, %arg150: f32):
      %246 = "arith.divf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%246) : (f32) -> ()
    }) : (tensor<2x12x1024x1024xf32>, tensor<2x12x1024x1xf32>, tensor<2x12x1024x1024xf32>) -> tensor<2x12x1024x1024xf32>
    %103 = "linalg.generic"(%102, %77) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f16):
      %245 = "arith.truncf"(%arg146) : (f32) -> f16
      "linalg.yield"(%245) : (f16) -> ()
    }) : (tensor<2x12x1024x1024xf32>, tensor<2x12x1024x1024xf16>) -> tensor<2x12x1024x1024xf16>
    %104 = "tensor.collapse_shape"(%103) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x12x1024x1024xf16>) -> tensor<24x1024x1024xf16>
    %105 = "tensor.collapse_shape"(%66) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x12x1024x64xf16>) -> tensor<24x1024x64xf16>
    %106 = "tensor.empty"() : () -> tensor<24x1024x64xf32>
    %107 = "linalg.fill"(%4, %106) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32):
      "linalg.yield"(%arg144) : (f32) -> ()
    }) : (f32, tensor<24x1024x64xf32>) -> tensor<24x1024x64xf32>
    %108 = "linalg.batch_matmul"(%104, %105, %107) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f16, %arg142: f16, %arg143: f32):
      %241 = "arith.extf"(%arg141) : (f16) -> f32
      %242 = "arith.extf"(%arg142) : (f16) -> f32
      %243 = "arith.mulf"(%241, %242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %244 = "arith.addf"(%arg143, %243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%244) : (f32) -> ()
    }) : (tensor<24x1024x1024xf16>, tensor<24x1024x64xf16>, tensor<24x1024x64xf32>) -> tensor<24x1024x64xf32>
    %109 = "tensor.empty"() : () -> tensor<24x1024x64xf16>
    %110 = "linalg.generic"(%108, %109) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f16):
      %240 = "arith.truncf"(%arg139) : (f32) -> f16
      "linalg.yield"(%240) : (f16) -> ()
    }) : (tensor<24x1024x64xf32>, tensor<24x1024x64xf16>) -> tensor<24x1024x64xf16>
    %111 = "tensor.expand_shape"(%110) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 12, 1024, 64>}> : (tensor<24x1024x64xf16>) -> tensor<2x12x1024x64xf16>
    %112 = "tensor.empty"() : () -> tensor<2x1024x12x64xf16>
    %113 = "linalg.transpose"(%111, %112) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg137: f16, %arg138: f16):
      "linalg.yield"(%arg137) : (f16) -> ()
    }) : (tensor<2x12x1024x64xf16>, tensor<2x1024x12x64xf16>) -> tensor<2x1024x12x64xf16>
    %114 = "tensor.collapse_shape"(%113) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x1024x12x64xf16>) -> tensor<2048x768xf16>
    %115 = "tensor.empty"() : () -> tensor<768x768xf16>
    %116 = "linalg.transpose"(%arg5, %115) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f16, %arg136: f16):
      "linalg.yield"(%arg135) : (f16) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf16>) -> tensor<768x768xf16>
    %117 = "tensor.empty"() : () -> tensor<768xf32>
    %118 = "linalg.generic"(%arg6, %117) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f16, %arg134: f32):
      %239 = "arith.extf"(%arg133) : (f16) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %119 = "linalg.generic"(%114, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f16, %arg132: f32):
      %238 = "arith.extf"(%arg131) : (f16) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<2048x768xf16>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %120 = "tensor.empty"() : () -> tensor<768x768xf32>
    %121 = "linalg.generic"(%116, %120) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f16, %arg130: f32):
      %237 = "arith.extf"(%arg129) : (f16) -> f32
      "linalg.yield"(%237) : (f32) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %122 = "linalg.fill"(%4, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      "linalg.yield"(%arg127) : (f32) -> ()
    }) : (f32, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %123 = "linalg.matmul"(%119, %121, %122) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %235 = "arith.mulf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %236 = "arith.addf"(%arg126, %235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%236) : (f32) -> ()
    }) : (tensor<2048x768xf32>, tensor<768x768xf32>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %124 = "linalg.generic"(%118, %46) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      "linalg.yield"(%arg122) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %125 = "linalg.generic"(%123, %124, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %234 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%234) : (f32) -> ()
    }) : (tensor<2048x768xf32>, tensor<2048x768xf32>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %126 = "tensor.empty"() : () -> tensor<2048x768xf16>
    %127 = "linalg.generic"(%125, %126) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f16):
      %233 = "arith.truncf"(%arg117) : (f32) -> f16
      "linalg.yield"(%233) : (f16) -> ()
    }) : (tensor<2048x768xf32>, tensor<2048x768xf16>) -> tensor<2048x768xf16>
    %128 = "tensor.expand_shape"(%127) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 1024, 768>}> : (tensor<2048x768xf16>) -> tensor<2x1024x768xf16>
    %129 = "linalg.generic"(%arg0, %128, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f16, %arg115: f16, %arg116: f16):
      %232 = "arith.addf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%232) : (f16) -> ()
    }) : (tensor<2x1024x768xf16>, tensor<2x1024x768xf16>, tensor<2x1024x768xf16>) -> tensor<2x1024x768xf16>
    %130 = "linalg.generic"(%129, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f16, %arg113: f32):
      %231 = "arith.extf"(%arg112) : (f16) -> f32
      "linalg.yield"(%231) : (f32) -> ()
    }) : (tensor<2x1024x768xf16>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %131 = "linalg.generic"(%130, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f64):
      %230 = "arith.extf"(%arg110) : (f32) -> f64
      "linalg.yield"(%230) : (f64) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x768xf64>) -> tensor<2x1024x768xf64>
    %132 = "linalg.generic"(%131, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f64, %arg109: f64):
      %229 = "arith.addf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%229) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %133 = "linalg.generic"(%132, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f64, %arg107: f64):
      %228 = "arith.divf"(%arg106, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%228) : (f64) -> ()
    }) : (tensor<2x1024x1xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %134 = "linalg.generic"(%131, %133, %18) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f64, %arg104: f64, %arg105: f64):
      %227 = "arith.subf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%227) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x1xf64>, tensor<2x1024x768xf64>) -> tensor<2x1024x768xf64>
    %135 = "linalg.generic"(%134, %134, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f64, %arg101: f64, %arg102: f64):
      %226 = "arith.mulf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%226) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x768xf64>, tensor<2x1024x768xf64>) -> tensor<2x1024x768xf64>
    %136 = "linalg.generic"(%135, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f64, %arg99: f64):
      %225 = "arith.addf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%225) : (f64) -> ()
    }) : (tensor<2x1024x768xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %137 = "linalg.generic"(%136, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f64, %arg97: f64):
      %224 = "arith.divf"(%arg96, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%224) : (f64) -> ()
    }) : (tensor<2x1024x1xf64>, tensor<2x1024x1xf64>) -> tensor<2x1024x1xf64>
    %138 = "linalg.generic"(%137, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f64, %arg95: f32):
      %223 = "arith.truncf"(%arg94) : (f64) -> f32
      "linalg.yield"(%223) : (f32) -> ()
    }) : (tensor<2x1024x1xf64>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %139 = "linalg.generic"(%130, %30) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      %222 = "arith.addf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%222) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %140 = "linalg.generic"(%139, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %221 = "arith.divf"(%arg90, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%221) : (f32) -> ()
    }) : (tensor<2x1024x1xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %141 = "linalg.generic"(%138, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %219 = "arith.truncf"(%10) : (f64) -> f32
      %220 = "arith.addf"(%arg88, %219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%220) : (f32) -> ()
    }) : (tensor<2x1024x1xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %142 = "linalg.generic"(%141, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %218 = "math.rsqrt"(%arg86) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%218) : (f32) -> ()
    }) : (tensor<2x1024x1xf32>, tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %143 = "linalg.generic"(%130, %140, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %217 = "arith.subf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x1xf32>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %144 = "linalg.generic"(%143, %142, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %216 = "arith.mulf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x1xf32>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %145 = "linalg.generic"(%144, %arg7, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f16, %arg79: f32):
      %214 = "arith.extf"(%arg78) : (f16) -> f32
      %215 = "arith.mulf"(%arg77, %214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<768xf16>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %146 = "linalg.generic"(%145, %arg8, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f16, %arg76: f32):
      %212 = "arith.extf"(%arg75) : (f16) -> f32
      %213 = "arith.addf"(%arg74, %212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<768xf16>, tensor<2x1024x768xf32>) -> tensor<2x1024x768xf32>
    %147 = "linalg.generic"(%146, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f16):
      %211 = "arith.truncf"(%arg72) : (f32) -> f16
      "linalg.yield"(%211) : (f16) -> ()
    }) : (tensor<2x1024x768xf32>, tensor<2x1024x768xf16>) -> tensor<2x1024x768xf16>
    %148 = "tensor.collapse_shape"(%147) <{reassociation = [[0, 1], [2]]}> : (tensor<2x1024x768xf16>) -> tensor<2048x768xf16>
    %149 = "tensor.empty"() : () -> tensor<768x3072xf16>
    %150 = "linalg.transpose"(%arg9, %149) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg70: f16, %arg71: f16):
      "linalg.yield"(%arg70) : (f16) -> ()
    }) : (tensor<3072x768xf16>, tensor<768x3072xf16>) -> tensor<768x3072xf16>
    %151 = "tensor.empty"() : () -> tensor<3072xf32>
    %152 = "linalg.generic"(%arg10, %151) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f16, %arg69: f32):
      %210 = "arith.extf"(%arg68) : (f16) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<3072xf16>, tensor<3072xf32>) -> tensor<3072xf32>
    %153 = "linalg.generic"(%148, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f16, %arg67: f32):
      %209 = "arith.extf"(%arg66) : (f16) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<2048x768xf16>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %154 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %155 = "linalg.generic"(%150, %154) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f16, %arg65: f32):
      %208 = "arith.extf"(%arg64) : (f16) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<768x3072xf16>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %156 = "tensor.empty"() : () -> tensor<2048x3072xf32>
    %157 = "linalg.fill"(%4, %156) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (f32, tensor<2048x3072xf32>) -> tensor<2048x3072xf32>
    %158 = "linalg.matmul"(%153, %155, %157) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %206 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %207 = "arith.addf"(%arg61, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<2048x768xf32>, tensor<768x3072xf32>, tensor<2048x3072xf32>) -> tensor<2048x3072xf32>
    %159 = "linalg.generic"(%152, %156) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<2048x3072xf32>) -> tensor<2048x3072xf32>
    %160 = "linalg.generic"(%158, %159, %156) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %205 = "arith.addf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<2048x3072xf32>, tensor<2048x3072xf32>, tensor<2048x3072xf32>) -> tensor<2048x3072xf32>
    %161 = "tensor.empty"() : () -> tensor<2048x3072xf16>
    %162 = "linalg.generic"(%160, %161) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f16):
      %204 = "arith.truncf"(%arg52) : (f32) -> f16
      "linalg.yield"(%204) : (f16) -> ()
    }) : (tensor<2048x3072xf32>, tensor<2048x3072xf16>) -> tensor<2048x3072xf16>
    %163 = "tensor.expand_shape"(%162) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 1024, 3072>}> : (tensor<2048x3072xf16>) -> tensor<2x1024x3072xf16>
    %164 = "tensor.empty"() : () -> tensor<2x1024x3072xf16>
    %165 = "linalg.generic"(%163, %164) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f16, %arg51: f16):
      %203 = "arith.mulf"(%arg50, %14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%203) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %166 = "linalg.generic"(%163, %164) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f16, %arg49: f16):
      %202 = "math.fpowi"(%arg48, %0) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%202) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %167 = "linalg.generic"(%166, %164) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f16, %arg47: f16):
      %200 = "arith.truncf"(%9) : (f64) -> f16
      %201 = "arith.mulf"(%arg46, %200) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%201) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %168 = "linalg.generic"(%163, %167, %164) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f16, %arg44: f16, %arg45: f16):
      %199 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%199) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %169 = "linalg.generic"(%168, %164) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f16, %arg42: f16):
      %197 = "arith.truncf"(%8) : (f64) -> f16
      %198 = "arith.mulf"(%arg41, %197) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%198) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %170 = "linalg.generic"(%169, %164) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f16, %arg40: f16):
      %196 = "math.tanh"(%arg39) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%196) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %171 = "linalg.generic"(%170, %164) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f16, %arg38: f16):
      %195 = "arith.addf"(%arg37, %15) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%195) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %172 = "linalg.generic"(%165, %171, %164) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f16, %arg35: f16, %arg36: f16):
      %194 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%194) : (f16) -> ()
    }) : (tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>, tensor<2x1024x3072xf16>) -> tensor<2x1024x3072xf16>
    %173 = "tensor.collapse_shape"(%172) <{reassociation = [[0, 1], [2]]}> : (tensor<2x1024x3072xf16>) -> tensor<2048x3072xf16>
    %174 = "tensor.empty"() : () -> tensor<3072x768xf16>
    %175 = "linalg.transpose"(%arg11, %174) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg32: f16, %arg33: f16):
      "linalg.yield"(%arg32) : (f16) -> ()
    }) : (tensor<768x3072xf16>, tensor<3072x768xf16>) -> tensor<3072x768xf16>
    %176 = "linalg.generic"(%arg12, %117) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f16, %arg31: f32):
      %193 = "arith.extf"(%arg30) : (f16) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %177 = "linalg.generic"(%173, %156) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f16, %arg29: f32):
      %192 = "arith.extf"(%arg28) : (f16) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<2048x3072xf16>, tensor<2048x3072xf32>) -> tensor<2048x3072xf32>
    %178 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %179 = "linalg.generic"(%175, %178) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f16, %arg27: f32):
      %191 = "arith.extf"(%arg26) : (f16) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<3072x768xf16>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %180 = "linalg.matmul"(%177, %179, %122) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %189 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %190 = "arith.addf"(%arg25, %189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<2048x3072xf32>, tensor<3072x768xf32>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %181 = "linalg.generic"(%176, %46) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %182 = "linalg.generic"(%180, %181, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %188 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<2048x768xf32>, tensor<2048x768xf32>, tensor<2048x768xf32>) -> tensor<2048x768xf32>
    %183 = "linalg.generic"(%182, %126) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f16):
      %187 = "arith.truncf"(%arg16) : (f32) -> f16
      "linalg.yield"(%187) : (f16) -> ()
    }) : (tensor<2048x768xf32>, tensor<2048x768xf16>) -> tensor<2048x768xf16>
    %184 = "tensor.expand_shape"(%183) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 1024, 768>}> : (tensor<2048x768xf16>) -> tensor<2x1024x768xf16>
    %185 = "linalg.generic"(%129, %184, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f16, %arg14: f16, %arg15: f16):
      %186 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%186) : (f16) -> ()
    }) : (tensor<2x1024x768xf16>, tensor<2x1024x768xf16>, tensor<2x1024x768xf16>) -> tensor<2x1024x768xf16>
    "func.return"(%185) : (tensor<2x1024x768xf16>) -> ()
  }) : () -> ()
}) : () -> ()
