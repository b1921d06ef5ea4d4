// Imported by kfusion-import-torch from kfusion.models gpt2: GPT2Block(hidden=64, heads=2, mlp=128) in float16 on 1x64x64 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x64x64xf16
//   %arg1: ln_1.weight 64xf16
//   %arg2: ln_1.bias 64xf16
//   %arg3: c_attn.weight 192x64xf16
//   %arg4: c_attn.bias 192xf16
//   %arg5: c_proj.weight 64x64xf16
//   %arg6: c_proj.bias 64xf16
//   %arg7: ln_2.weight 64xf16
//   %arg8: ln_2.bias 64xf16
//   %arg9: c_fc.weight 128x64xf16
//   %arg10: c_fc.bias 128xf16
//   %arg11: mlp_proj.weight 64x128xf16
//   %arg12: mlp_proj.bias 64xf16
// @step results: 1x64x64xf16
// bench/models/programs/gpt2.float16.small.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: gpt2.float16.small.json.
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
  "func.func"() <{function_type = (tensor<1x64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<128x64xf16>, tensor<128xf16>, tensor<64x128xf16>, tensor<64xf16>) -> tensor<1x64x64xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x64x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<192x64xf16>, %arg4: tensor<192xf16>, %arg5: tensor<64x64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<128x64xf16>, %arg10: tensor<128xf16>, %arg11: tensor<64x128xf16>, %arg12: tensor<64xf16>):
    %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %7 = "arith.constant"() <{value = dense<true> : tensor<64x64xi1>}> : () -> tensor<64x64xi1>
    %8 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 5.6568542494923806 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %15 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %16 = "tensor.empty"() : () -> tensor<1x64x64xf32>
    %17 = "linalg.generic"(%arg0, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg261: f16, %arg262: f32):
      %290 = "arith.extf"(%arg261) : (f16) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %18 = "tensor.empty"() : () -> tensor<1x64x64xf64>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg259: f32, %arg260: f64):
      %289 = "arith.extf"(%arg259) : (f32) -> f64
      "linalg.yield"(%289) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %20 = "tensor.empty"() : () -> tensor<1x64x1xf64>
    %21 = "linalg.fill"(%3, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg257: f64, %arg258: f64):
      "linalg.yield"(%arg257) : (f64) -> ()
    }) : (f64, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %22 = "linalg.generic"(%19, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg255: f64, %arg256: f64):
      %288 = "arith.addf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%288) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %23 = "linalg.generic"(%22, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f64, %arg254: f64):
      %287 = "arith.divf"(%arg253, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%287) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %24 = "linalg.generic"(%19, %23, %18) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f64, %arg251: f64, %arg252: f64):
      %286 = "arith.subf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%286) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %25 = "linalg.generic"(%24, %24, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg247: f64, %arg248: f64, %arg249: f64):
      %285 = "arith.mulf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%285) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %26 = "linalg.generic"(%25, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f64, %arg246: f64):
      %284 = "arith.addf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%284) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %27 = "linalg.generic"(%26, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f64, %arg244: f64):
      %283 = "arith.divf"(%arg243, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%283) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %28 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg241: f64, %arg242: f32):
      %282 = "arith.truncf"(%arg241) : (f64) -> f32
      "linalg.yield"(%282) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %30 = "linalg.fill"(%4, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32):
      "linalg.yield"(%arg239) : (f32) -> ()
    }) : (f32, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %31 = "linalg.generic"(%17, %30) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32):
      %281 = "arith.addf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%281) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %32 = "linalg.generic"(%31, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      %280 = "arith.divf"(%arg235, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %33 = "linalg.generic"(%29, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %278 = "arith.truncf"(%11) : (f64) -> f32
      %279 = "arith.addf"(%arg233, %278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %34 = "linalg.generic"(%33, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      %277 = "math.rsqrt"(%arg231) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %35 = "linalg.generic"(%17, %32, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32, %arg230: f32):
      %276 = "arith.subf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%276) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %36 = "linalg.generic"(%35, %34, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %275 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%275) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %37 = "linalg.generic"(%36, %arg1, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f16, %arg224: f32):
      %273 = "arith.extf"(%arg223) : (f16) -> f32
      %274 = "arith.mulf"(%arg222, %273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %38 = "linalg.generic"(%37, %arg2, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f16, %arg221: f32):
      %271 = "arith.extf"(%arg220) : (f16) -> f32
      %272 = "arith.addf"(%arg219, %271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %39 = "tensor.empty"() : () -> tensor<1x64x64xf16>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f16):
      %270 = "arith.truncf"(%arg217) : (f32) -> f16
      "linalg.yield"(%270) : (f16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    %41 = "tensor.collapse_shape"(%40) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf16>) -> tensor<64x64xf16>
    %42 = "tensor.empty"() : () -> tensor<64x192xf16>
    %43 = "linalg.transpose"(%arg3, %42) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg215: f16, %arg216: f16):
      "linalg.yield"(%arg215) : (f16) -> ()
    }) : (tensor<192x64xf16>, tensor<64x192xf16>) -> tensor<64x192xf16>
    %44 = "tensor.empty"() : () -> tensor<192xf32>
    %45 = "linalg.generic"(%arg4, %44) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f16, %arg214: f32):
      %269 = "arith.extf"(%arg213) : (f16) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<192xf16>, tensor<192xf32>) -> tensor<192xf32>
    %46 = "tensor.empty"() : () -> tensor<64x64xf32>
    %47 = "linalg.generic"(%41, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f16, %arg212: f32):
      %268 = "arith.extf"(%arg211) : (f16) -> f32
      "linalg.yield"(%268) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %48 = "tensor.empty"() : () -> tensor<64x192xf32>
    %49 = "linalg.generic"(%43, %48) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f16, %arg210: f32):
      %267 = "arith.extf"(%arg209) : (f16) -> f32
      "linalg.yield"(%267) : (f32) -> ()
    }) : (tensor<64x192xf16>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %50 = "linalg.fill"(%4, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg207: f32, %arg208: f32):
      "linalg.yield"(%arg207) : (f32) -> ()
    }) : (f32, tensor<64x192xf32>) -> tensor<64x192xf32>
    %51 = "linalg.matmul"(%47, %49, %50) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32, %arg206: f32):
      %265 = "arith.mulf"(%arg204, %arg205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %266 = "arith.addf"(%arg206, %265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%266) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %52 = "linalg.generic"(%45, %48) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %53 = "linalg.generic"(%51, %52, %48) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %264 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%264) : (f32) -> ()
    }) : (tensor<64x192xf32>, tensor<64x192xf32>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %54 = "linalg.generic"(%53, %42) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f16):
      %263 = "arith.truncf"(%arg197) : (f32) -> f16
      "linalg.yield"(%263) : (f16) -> ()
    }) : (tensor<64x192xf32>, tensor<64x192xf16>) -> tensor<64x192xf16>
    %55 = "tensor.expand_shape"(%54) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 192>}> : (tensor<64x192xf16>) -> tensor<1x64x192xf16>
    %56 = "tensor.extract_slice"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 64, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x64x192xf16>) -> tensor<1x64x64xf16>
    %57 = "tensor.extract_slice"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 64>, static_sizes = array<i64: 1, 64, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x64x192xf16>) -> tensor<1x64x64xf16>
    %58 = "tensor.extract_slice"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 128>, static_sizes = array<i64: 1, 64, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x64x192xf16>) -> tensor<1x64x64xf16>
    %59 = "tensor.expand_shape"(%56) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<1x64x64xf16>) -> tensor<1x64x2x32xf16>
    %60 = "tensor.empty"() : () -> tensor<1x2x64x32xf16>
    %61 = "linalg.transpose"(%59, %60) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg195: f16, %arg196: f16):
      "linalg.yield"(%arg195) : (f16) -> ()
    }) : (tensor<1x64x2x32xf16>, tensor<1x2x64x32xf16>) -> tensor<1x2x64x32xf16>
    %62 = "tensor.expand_shape"(%57) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<1x64x64xf16>) -> tensor<1x64x2x32xf16>
    %63 = "tensor.expand_shape"(%58) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<1x64x64xf16>) -> tensor<1x64x2x32xf16>
    %64 = "linalg.transpose"(%63, %60) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg193: f16, %arg194: f16):
      "linalg.yield"(%arg193) : (f16) -> ()
    }) : (tensor<1x64x2x32xf16>, tensor<1x2x64x32xf16>) -> tensor<1x2x64x32xf16>
    %65 = "tensor.empty"() : () -> tensor<1x2x32x64xf16>
    %66 = "linalg.transpose"(%62, %65) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg191: f16, %arg192: f16):
      "linalg.yield"(%arg191) : (f16) -> ()
    }) : (tensor<1x64x2x32xf16>, tensor<1x2x32x64xf16>) -> tensor<1x2x32x64xf16>
    %67 = "tensor.collapse_shape"(%61) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf16>) -> tensor<2x64x32xf16>
    %68 = "tensor.collapse_shape"(%66) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x32x64xf16>) -> tensor<2x32x64xf16>
    %69 = "tensor.empty"() : () -> tensor<2x64x64xf32>
    %70 = "linalg.fill"(%4, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      "linalg.yield"(%arg189) : (f32) -> ()
    }) : (f32, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %71 = "linalg.batch_matmul"(%67, %68, %70) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: f16, %arg187: f16, %arg188: f32):
      %259 = "arith.extf"(%arg186) : (f16) -> f32
      %260 = "arith.extf"(%arg187) : (f16) -> f32
      %261 = "arith.mulf"(%259, %260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %262 = "arith.addf"(%arg188, %261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%262) : (f32) -> ()
    }) : (tensor<2x64x32xf16>, tensor<2x32x64xf16>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %72 = "tensor.empty"() : () -> tensor<2x64x64xf16>
    %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f16):
      %258 = "arith.truncf"(%arg184) : (f32) -> f16
      "linalg.yield"(%258) : (f16) -> ()
    }) : (tensor<2x64x64xf32>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %74 = "tensor.expand_shape"(%73) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 64>}> : (tensor<2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %75 = "tensor.empty"() : () -> tensor<1x2x64x64xf16>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg182: f16, %arg183: f16):
      %256 = "arith.truncf"(%10) : (f64) -> f16
      %257 = "arith.divf"(%arg182, %256) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%257) : (f16) -> ()
    }) : (tensor<1x2x64x64xf16>, tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %77 = "tensor.empty"() : () -> tensor<64xi64>
    %78 = "linalg.generic"(%77) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg181: i64):
      %254 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %255 = "arith.index_cast"(%254) : (index) -> i64
      "linalg.yield"(%255) : (i64) -> ()
    }) : (tensor<64xi64>) -> tensor<64xi64>
    %79 = "tensor.expand_shape"(%78) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 64>}> : (tensor<64xi64>) -> tensor<1x64xi64>
    %80 = "tensor.expand_shape"(%78) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xi64>) -> tensor<64x1xi64>
    %81 = "tensor.empty"() : () -> tensor<64x64xi64>
    %82 = "linalg.generic"(%79, %80, %81) <{indexing_maps = [#map13, #map14, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: i64, %arg179: i64, %arg180: i64):
      %253 = "arith.subi"(%arg178, %arg179) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%253) : (i64) -> ()
    }) : (tensor<1x64xi64>, tensor<64x1xi64>, tensor<64x64xi64>) -> tensor<64x64xi64>
    %83 = "tensor.empty"() : () -> tensor<64x64xi1>
    %84 = "linalg.generic"(%82, %83) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: i64, %arg177: i1):
      %252 = "arith.cmpi"(%arg176, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%252) : (i1) -> ()
    }) : (tensor<64x64xi64>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %85 = "linalg.generic"(%84, %7, %83) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: i1, %arg174: i1, %arg175: i1):
      %251 = "arith.andi"(%arg173, %arg174) : (i1, i1) -> i1
      "linalg.yield"(%251) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %86 = "linalg.generic"(%85, %6, %76, %75) <{indexing_maps = [#map15, #map16, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg169: i1, %arg170: f16, %arg171: f16, %arg172: f16):
      %250 = "arith.select"(%arg169, %arg170, %arg171) : (i1, f16, f16) -> f16
      "linalg.yield"(%250) : (f16) -> ()
    }) : (tensor<64x64xi1>, tensor<f16>, tensor<1x2x64x64xf16>, tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %87 = "tensor.empty"() : () -> tensor<1x2x64x64xf32>
    %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f16, %arg168: f32):
      %249 = "arith.extf"(%arg167) : (f16) -> f32
      "linalg.yield"(%249) : (f32) -> ()
    }) : (tensor<1x2x64x64xf16>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %89 = "tensor.empty"() : () -> tensor<1x2x64xi64>
    %90 = "linalg.fill"(%2, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: i64, %arg166: i64):
      "linalg.yield"(%arg165) : (i64) -> ()
    }) : (i64, tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %91 = "tensor.empty"() : () -> tensor<1x2x64xf32>
    %92 = "linalg.fill"(%5, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      "linalg.yield"(%arg163) : (f32) -> ()
    }) : (f32, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %93:2 = "linalg.generic"(%88, %92, %90) <{indexing_maps = [#map12, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: i64):
      %244 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %245 = "arith.index_cast"(%244) : (index) -> i64
      %246 = "arith.maximumf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %247 = "arith.cmpf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %248 = "arith.select"(%247, %245, %arg162) : (i1, i64, i64) -> i64
      "linalg.yield"(%246, %248) : (f32, i64) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xi64>) -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %94 = "tensor.expand_shape"(%93#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 64, 1>}> : (tensor<1x2x64xf32>) -> tensor<1x2x64x1xf32>
    %95 = "linalg.generic"(%88, %94, %87) <{indexing_maps = [#map12, #map17, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %243 = "arith.subf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%243) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %96 = "linalg.generic"(%95, %87) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      %242 = "math.exp"(%arg155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%242) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %97 = "tensor.empty"() : () -> tensor<1x2x64x1xf32>
    %98 = "linalg.fill"(%4, %97) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %99 = "linalg.generic"(%96, %98) <{indexing_maps = [#map12, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      %241 = "arith.addf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%241) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %100 = "linalg.generic"(%96, %99, %87) <{indexing_maps = [#map12, #map17, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32, %arg150: f32):
      %240 = "arith.divf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%240) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %101 = "linalg.generic"(%100, %75) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f16):
      %239 = "arith.truncf"(%arg146) : (f32) -> f16
      "linalg.yield"(%239) : (f16) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
    %102 = "tensor.collapse_shape"(%101) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x64xf16>) -> tensor<2x64x64xf16>
    %103 = "tensor.collapse_shape"(%64) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf16>) -> tensor<2x64x32xf16>
    %104 = "tensor.empty"() : () -> tensor<2x64x32xf32>
    %105 = "linalg.fill"(%4, %104) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32):
      "linalg.yield"(%arg144) : (f32) -> ()
    }) : (f32, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %106 = "linalg.batch_matmul"(%102, %103, %105) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f16, %arg142: f16, %arg143: f32):
      %235 = "arith.extf"(%arg141) : (f16) -> f32
      %236 = "arith.extf"(%arg142) : (f16) -> f32
      %237 = "arith.mulf"(%235, %236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %238 = "arith.addf"(%arg143, %237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<2x64x64xf16>, tensor<2x64x32xf16>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %107 = "tensor.empty"() : () -> tensor<2x64x32xf16>
    %108 = "linalg.generic"(%106, %107) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f16):
      %234 = "arith.truncf"(%arg139) : (f32) -> f16
      "linalg.yield"(%234) : (f16) -> ()
    }) : (tensor<2x64x32xf32>, tensor<2x64x32xf16>) -> tensor<2x64x32xf16>
    %109 = "tensor.expand_shape"(%108) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 32>}> : (tensor<2x64x32xf16>) -> tensor<1x2x64x32xf16>
    %110 = "tensor.empty"() : () -> tensor<1x64x2x32xf16>
    %111 = "linalg.transpose"(%109, %110) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg137: f16, %arg138: f16):
      "linalg.yield"(%arg137) : (f16) -> ()
    }) : (tensor<1x2x64x32xf16>, tensor<1x64x2x32xf16>) -> tensor<1x64x2x32xf16>
    %112 = "tensor.collapse_shape"(%111) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x64x2x32xf16>) -> tensor<64x64xf16>
    %113 = "tensor.empty"() : () -> tensor<64x64xf16>
    %114 = "linalg.transpose"(%arg5, %113) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f16, %arg136: f16):
      "linalg.yield"(%arg135) : (f16) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %115 = "tensor.empty"() : () -> tensor<64xf32>
    %116 = "linalg.generic"(%arg6, %115) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f16, %arg134: f32):
      %233 = "arith.extf"(%arg133) : (f16) -> f32
      "linalg.yield"(%233) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %117 = "linalg.generic"(%112, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f16, %arg132: f32):
      %232 = "arith.extf"(%arg131) : (f16) -> f32
      "linalg.yield"(%232) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %118 = "linalg.generic"(%114, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f16, %arg130: f32):
      %231 = "arith.extf"(%arg129) : (f16) -> f32
      "linalg.yield"(%231) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %119 = "linalg.fill"(%4, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      "linalg.yield"(%arg127) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %120 = "linalg.matmul"(%117, %118, %119) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %229 = "arith.mulf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %230 = "arith.addf"(%arg126, %229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%230) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %121 = "linalg.generic"(%116, %46) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      "linalg.yield"(%arg122) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %122 = "linalg.generic"(%120, %121, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %228 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%228) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %123 = "linalg.generic"(%122, %113) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f16):
      %227 = "arith.truncf"(%arg117) : (f32) -> f16
      "linalg.yield"(%227) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %124 = "tensor.expand_shape"(%123) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf16>) -> tensor<1x64x64xf16>
    %125 = "linalg.generic"(%arg0, %124, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f16, %arg115: f16, %arg116: f16):
      %226 = "arith.addf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%226) : (f16) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf16>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    %126 = "linalg.generic"(%125, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f16, %arg113: f32):
      %225 = "arith.extf"(%arg112) : (f16) -> f32
      "linalg.yield"(%225) : (f32) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %127 = "linalg.generic"(%126, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f64):
      %224 = "arith.extf"(%arg110) : (f32) -> f64
      "linalg.yield"(%224) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %128 = "linalg.generic"(%127, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f64, %arg109: f64):
      %223 = "arith.addf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%223) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %129 = "linalg.generic"(%128, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f64, %arg107: f64):
      %222 = "arith.divf"(%arg106, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%222) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %130 = "linalg.generic"(%127, %129, %18) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f64, %arg104: f64, %arg105: f64):
      %221 = "arith.subf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%221) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %131 = "linalg.generic"(%130, %130, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f64, %arg101: f64, %arg102: f64):
      %220 = "arith.mulf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%220) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %132 = "linalg.generic"(%131, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f64, %arg99: f64):
      %219 = "arith.addf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%219) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %133 = "linalg.generic"(%132, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f64, %arg97: f64):
      %218 = "arith.divf"(%arg96, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%218) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %134 = "linalg.generic"(%133, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f64, %arg95: f32):
      %217 = "arith.truncf"(%arg94) : (f64) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %135 = "linalg.generic"(%126, %30) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      %216 = "arith.addf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %136 = "linalg.generic"(%135, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %215 = "arith.divf"(%arg90, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %137 = "linalg.generic"(%134, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %213 = "arith.truncf"(%11) : (f64) -> f32
      %214 = "arith.addf"(%arg88, %213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %138 = "linalg.generic"(%137, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %212 = "math.rsqrt"(%arg86) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %139 = "linalg.generic"(%126, %136, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %211 = "arith.subf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %140 = "linalg.generic"(%139, %138, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %210 = "arith.mulf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %141 = "linalg.generic"(%140, %arg7, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f16, %arg79: f32):
      %208 = "arith.extf"(%arg78) : (f16) -> f32
      %209 = "arith.mulf"(%arg77, %208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %142 = "linalg.generic"(%141, %arg8, %16) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f16, %arg76: f32):
      %206 = "arith.extf"(%arg75) : (f16) -> f32
      %207 = "arith.addf"(%arg74, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf16>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %143 = "linalg.generic"(%142, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f16):
      %205 = "arith.truncf"(%arg72) : (f32) -> f16
      "linalg.yield"(%205) : (f16) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    %144 = "tensor.collapse_shape"(%143) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf16>) -> tensor<64x64xf16>
    %145 = "tensor.empty"() : () -> tensor<64x128xf16>
    %146 = "linalg.transpose"(%arg9, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg70: f16, %arg71: f16):
      "linalg.yield"(%arg70) : (f16) -> ()
    }) : (tensor<128x64xf16>, tensor<64x128xf16>) -> tensor<64x128xf16>
    %147 = "tensor.empty"() : () -> tensor<128xf32>
    %148 = "linalg.generic"(%arg10, %147) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f16, %arg69: f32):
      %204 = "arith.extf"(%arg68) : (f16) -> f32
      "linalg.yield"(%204) : (f32) -> ()
    }) : (tensor<128xf16>, tensor<128xf32>) -> tensor<128xf32>
    %149 = "linalg.generic"(%144, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f16, %arg67: f32):
      %203 = "arith.extf"(%arg66) : (f16) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %150 = "tensor.empty"() : () -> tensor<64x128xf32>
    %151 = "linalg.generic"(%146, %150) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f16, %arg65: f32):
      %202 = "arith.extf"(%arg64) : (f16) -> f32
      "linalg.yield"(%202) : (f32) -> ()
    }) : (tensor<64x128xf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %152 = "linalg.fill"(%4, %150) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (f32, tensor<64x128xf32>) -> tensor<64x128xf32>
    %153 = "linalg.matmul"(%149, %151, %152) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %200 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %201 = "arith.addf"(%arg61, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%201) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %154 = "linalg.generic"(%148, %150) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %155 = "linalg.generic"(%153, %154, %150) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %199 = "arith.addf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%199) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %156 = "linalg.generic"(%155, %145) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f16):
      %198 = "arith.truncf"(%arg52) : (f32) -> f16
      "linalg.yield"(%198) : (f16) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf16>) -> tensor<64x128xf16>
    %157 = "tensor.expand_shape"(%156) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xf16>) -> tensor<1x64x128xf16>
    %158 = "tensor.empty"() : () -> tensor<1x64x128xf16>
    %159 = "linalg.generic"(%157, %158) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f16, %arg51: f16):
      %197 = "arith.mulf"(%arg50, %14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%197) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %160 = "linalg.generic"(%157, %158) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f16, %arg49: f16):
      %196 = "math.fpowi"(%arg48, %0) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%196) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %161 = "linalg.generic"(%160, %158) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f16, %arg47: f16):
      %194 = "arith.truncf"(%9) : (f64) -> f16
      %195 = "arith.mulf"(%arg46, %194) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%195) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %162 = "linalg.generic"(%157, %161, %158) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f16, %arg44: f16, %arg45: f16):
      %193 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%193) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %163 = "linalg.generic"(%162, %158) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f16, %arg42: f16):
      %191 = "arith.truncf"(%8) : (f64) -> f16
      %192 = "arith.mulf"(%arg41, %191) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%192) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %164 = "linalg.generic"(%163, %158) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f16, %arg40: f16):
      %190 = "math.tanh"(%arg39) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%190) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %165 = "linalg.generic"(%164, %158) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f16, %arg38: f16):
      %189 = "arith.addf"(%arg37, %15) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%189) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %166 = "linalg.generic"(%159, %165, %158) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f16, %arg35: f16, %arg36: f16):
      %188 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%188) : (f16) -> ()
    }) : (tensor<1x64x128xf16>, tensor<1x64x128xf16>, tensor<1x64x128xf16>) -> tensor<1x64x128xf16>
    %167 = "tensor.collapse_shape"(%166) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x128xf16>) -> tensor<64x128xf16>
    %168 = "tensor.empty"() : () -> tensor<128x64xf16>
    %169 = "linalg.transpose"(%arg11, %168) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg32: f16, %arg33: f16):
      "linalg.yield"(%arg32) : (f16) -> ()
    }) : (tensor<64x128xf16>, tensor<128x64xf16>) -> tensor<128x64xf16>
    %170 = "linalg.generic"(%arg12, %115) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f16, %arg31: f32):
      %187 = "arith.extf"(%arg30) : (f16) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %171 = "linalg.generic"(%167, %150) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f16, %arg29: f32):
      %186 = "arith.extf"(%arg28) : (f16) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<64x128xf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %172 = "tensor.empty"() : () -> tensor<128x64xf32>
    %173 = "linalg.generic"(%169, %172) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f16, %arg27: f32):
      %185 = "arith.extf"(%arg26) : (f16) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<128x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %174 = "linalg.matmul"(%171, %173, %119) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %183 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %184 = "arith.addf"(%arg25, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %175 = "linalg.generic"(%170, %46) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %176 = "linalg.generic"(%174, %175, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %182 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %177 = "linalg.generic"(%176, %113) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f16):
      %181 = "arith.truncf"(%arg16) : (f32) -> f16
      "linalg.yield"(%181) : (f16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %178 = "tensor.expand_shape"(%177) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf16>) -> tensor<1x64x64xf16>
    %179 = "linalg.generic"(%125, %178, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f16, %arg14: f16, %arg15: f16):
      %180 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%180) : (f16) -> ()
    }) : (tensor<1x64x64xf16>, tensor<1x64x64xf16>, tensor<1x64x64xf16>) -> tensor<1x64x64xf16>
    "func.return"(%179) : (tensor<1x64x64xf16>) -> ()
  }) : () -> ()
}) : () -> ()
