// Imported by kfusion-import-torch from kfusion.models bert: BertLayer(hidden=768, heads=12, mlp=3072) in float16 on 16x512x768 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 16x512x768xf16
//   %arg1: query.weight 768x768xf16
//   %arg2: query.bias 768xf16
//   %arg3: key.weight 768x768xf16
//   %arg4: key.bias 768xf16
//   %arg5: value.weight 768x768xf16
//   %arg6: value.bias 768xf16
//   %arg7: attn_out.weight 768x768xf16
//   %arg8: attn_out.bias 768xf16
//   %arg9: attn_norm.weight 768xf16
//   %arg10: attn_norm.bias 768xf16
//   %arg11: intermediate.weight 3072x768xf16
//   %arg12: intermediate.bias 3072xf16
//   %arg13: output.weight 768x3072xf16
//   %arg14: output.bias 768xf16
//   %arg15: out_norm.weight 768xf16
//   %arg16: out_norm.bias 768xf16
// @step results: 16x512x768xf16
// bench/models/programs/bert.float16.8k.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: bert.float16.8k.json.
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
  "func.func"() <{function_type = (tensor<16x512x768xf16>, tensor<768x768xf16>, tensor<768xf16>, tensor<768x768xf16>, tensor<768xf16>, tensor<768x768xf16>, tensor<768xf16>, tensor<768x768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<3072x768xf16>, tensor<3072xf16>, tensor<768x3072xf16>, tensor<768xf16>, tensor<768xf16>, tensor<768xf16>) -> tensor<16x512x768xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<16x512x768xf16>, %arg1: tensor<768x768xf16>, %arg2: tensor<768xf16>, %arg3: tensor<768x768xf16>, %arg4: tensor<768xf16>, %arg5: tensor<768x768xf16>, %arg6: tensor<768xf16>, %arg7: tensor<768x768xf16>, %arg8: tensor<768xf16>, %arg9: tensor<768xf16>, %arg10: tensor<768xf16>, %arg11: tensor<3072x768xf16>, %arg12: tensor<3072xf16>, %arg13: tensor<768x3072xf16>, %arg14: tensor<768xf16>, %arg15: tensor<768xf16>, %arg16: tensor<768xf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %5 = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
    %6 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %7 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 8.000000e+00 : f16}> : () -> f16
    %9 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %11 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<16x512x768xf16>) -> tensor<8192x768xf16>
    %12 = "tensor.empty"() : () -> tensor<768x768xf16>
    %13 = "linalg.transpose"(%arg1, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg266: f16, %arg267: f16):
      "linalg.yield"(%arg266) : (f16) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf16>) -> tensor<768x768xf16>
    %14 = "tensor.empty"() : () -> tensor<768xf32>
    %15 = "linalg.generic"(%arg2, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg264: f16, %arg265: f32):
      %279 = "arith.extf"(%arg264) : (f16) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %16 = "tensor.empty"() : () -> tensor<8192x768xf32>
    %17 = "linalg.generic"(%11, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg262: f16, %arg263: f32):
      %278 = "arith.extf"(%arg262) : (f16) -> f32
      "linalg.yield"(%278) : (f32) -> ()
    }) : (tensor<8192x768xf16>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %18 = "tensor.empty"() : () -> tensor<768x768xf32>
    %19 = "linalg.generic"(%13, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f16, %arg261: f32):
      %277 = "arith.extf"(%arg260) : (f16) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %20 = "linalg.fill"(%0, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      "linalg.yield"(%arg258) : (f32) -> ()
    }) : (f32, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %21 = "linalg.matmul"(%17, %19, %20) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32, %arg257: f32):
      %275 = "arith.mulf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %276 = "arith.addf"(%arg257, %275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%276) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<768x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %22 = "linalg.generic"(%15, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32):
      "linalg.yield"(%arg253) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %23 = "linalg.generic"(%21, %22, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32, %arg252: f32):
      %274 = "arith.addf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %24 = "tensor.empty"() : () -> tensor<8192x768xf16>
    %25 = "linalg.generic"(%23, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f32, %arg249: f16):
      %273 = "arith.truncf"(%arg248) : (f32) -> f16
      "linalg.yield"(%273) : (f16) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf16>) -> tensor<8192x768xf16>
    %26 = "tensor.expand_shape"(%25) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 16, 512, 12, 64>}> : (tensor<8192x768xf16>) -> tensor<16x512x12x64xf16>
    %27 = "tensor.empty"() : () -> tensor<16x12x512x64xf16>
    %28 = "linalg.transpose"(%26, %27) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg246: f16, %arg247: f16):
      "linalg.yield"(%arg246) : (f16) -> ()
    }) : (tensor<16x512x12x64xf16>, tensor<16x12x512x64xf16>) -> tensor<16x12x512x64xf16>
    %29 = "linalg.transpose"(%arg3, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg244: f16, %arg245: f16):
      "linalg.yield"(%arg244) : (f16) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf16>) -> tensor<768x768xf16>
    %30 = "linalg.generic"(%arg4, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f16, %arg243: f32):
      %272 = "arith.extf"(%arg242) : (f16) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %31 = "linalg.generic"(%29, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f16, %arg241: f32):
      %271 = "arith.extf"(%arg240) : (f16) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %32 = "linalg.matmul"(%17, %31, %20) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32, %arg239: f32):
      %269 = "arith.mulf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %270 = "arith.addf"(%arg239, %269) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%270) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<768x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %33 = "linalg.generic"(%30, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      "linalg.yield"(%arg235) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %34 = "linalg.generic"(%32, %33, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg232: f32, %arg233: f32, %arg234: f32):
      %268 = "arith.addf"(%arg232, %arg233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%268) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %35 = "linalg.generic"(%34, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f16):
      %267 = "arith.truncf"(%arg230) : (f32) -> f16
      "linalg.yield"(%267) : (f16) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf16>) -> tensor<8192x768xf16>
    %36 = "tensor.expand_shape"(%35) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 16, 512, 12, 64>}> : (tensor<8192x768xf16>) -> tensor<16x512x12x64xf16>
    %37 = "linalg.transpose"(%arg5, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg228: f16, %arg229: f16):
      "linalg.yield"(%arg228) : (f16) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf16>) -> tensor<768x768xf16>
    %38 = "linalg.generic"(%arg6, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: f16, %arg227: f32):
      %266 = "arith.extf"(%arg226) : (f16) -> f32
      "linalg.yield"(%266) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %39 = "linalg.generic"(%37, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f16, %arg225: f32):
      %265 = "arith.extf"(%arg224) : (f16) -> f32
      "linalg.yield"(%265) : (f32) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %40 = "linalg.matmul"(%17, %39, %20) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32, %arg223: f32):
      %263 = "arith.mulf"(%arg221, %arg222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %264 = "arith.addf"(%arg223, %263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%264) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<768x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %41 = "linalg.generic"(%38, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      "linalg.yield"(%arg219) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %42 = "linalg.generic"(%40, %41, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32, %arg218: f32):
      %262 = "arith.addf"(%arg216, %arg217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%262) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %43 = "linalg.generic"(%42, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f16):
      %261 = "arith.truncf"(%arg214) : (f32) -> f16
      "linalg.yield"(%261) : (f16) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf16>) -> tensor<8192x768xf16>
    %44 = "tensor.expand_shape"(%43) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 16, 512, 12, 64>}> : (tensor<8192x768xf16>) -> tensor<16x512x12x64xf16>
    %45 = "linalg.transpose"(%44, %27) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg212: f16, %arg213: f16):
      "linalg.yield"(%arg212) : (f16) -> ()
    }) : (tensor<16x512x12x64xf16>, tensor<16x12x512x64xf16>) -> tensor<16x12x512x64xf16>
    %46 = "tensor.empty"() : () -> tensor<16x12x64x512xf16>
    %47 = "linalg.transpose"(%36, %46) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg210: f16, %arg211: f16):
      "linalg.yield"(%arg210) : (f16) -> ()
    }) : (tensor<16x512x12x64xf16>, tensor<16x12x64x512xf16>) -> tensor<16x12x64x512xf16>
    %48 = "tensor.collapse_shape"(%28) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<16x12x512x64xf16>) -> tensor<192x512x64xf16>
    %49 = "tensor.collapse_shape"(%47) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<16x12x64x512xf16>) -> tensor<192x64x512xf16>
    %50 = "tensor.empty"() : () -> tensor<192x512x512xf32>
    %51 = "linalg.fill"(%0, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32):
      "linalg.yield"(%arg208) : (f32) -> ()
    }) : (f32, tensor<192x512x512xf32>) -> tensor<192x512x512xf32>
    %52 = "linalg.batch_matmul"(%48, %49, %51) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f16, %arg206: f16, %arg207: f32):
      %257 = "arith.extf"(%arg205) : (f16) -> f32
      %258 = "arith.extf"(%arg206) : (f16) -> f32
      %259 = "arith.mulf"(%257, %258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %260 = "arith.addf"(%arg207, %259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%260) : (f32) -> ()
    }) : (tensor<192x512x64xf16>, tensor<192x64x512xf16>, tensor<192x512x512xf32>) -> tensor<192x512x512xf32>
    %53 = "tensor.empty"() : () -> tensor<192x512x512xf16>
    %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f16):
      %256 = "arith.truncf"(%arg203) : (f32) -> f16
      "linalg.yield"(%256) : (f16) -> ()
    }) : (tensor<192x512x512xf32>, tensor<192x512x512xf16>) -> tensor<192x512x512xf16>
    %55 = "tensor.expand_shape"(%54) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 16, 12, 512, 512>}> : (tensor<192x512x512xf16>) -> tensor<16x12x512x512xf16>
    %56 = "tensor.empty"() : () -> tensor<16x12x512x512xf16>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg201: f16, %arg202: f16):
      %255 = "arith.divf"(%arg201, %8) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%255) : (f16) -> ()
    }) : (tensor<16x12x512x512xf16>, tensor<16x12x512x512xf16>) -> tensor<16x12x512x512xf16>
    %58 = "tensor.empty"() : () -> tensor<16x12x512x512xf32>
    %59 = "linalg.generic"(%57, %58) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f16, %arg200: f32):
      %254 = "arith.extf"(%arg199) : (f16) -> f32
      "linalg.yield"(%254) : (f32) -> ()
    }) : (tensor<16x12x512x512xf16>, tensor<16x12x512x512xf32>) -> tensor<16x12x512x512xf32>
    %60 = "tensor.empty"() : () -> tensor<16x12x512xi64>
    %61 = "linalg.fill"(%1, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: i64, %arg198: i64):
      "linalg.yield"(%arg197) : (i64) -> ()
    }) : (i64, tensor<16x12x512xi64>) -> tensor<16x12x512xi64>
    %62 = "tensor.empty"() : () -> tensor<16x12x512xf32>
    %63 = "linalg.fill"(%2, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32):
      "linalg.yield"(%arg195) : (f32) -> ()
    }) : (f32, tensor<16x12x512xf32>) -> tensor<16x12x512xf32>
    %64:2 = "linalg.generic"(%59, %63, %61) <{indexing_maps = [#map10, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: i64):
      %249 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %250 = "arith.index_cast"(%249) : (index) -> i64
      %251 = "arith.maximumf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %252 = "arith.cmpf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %253 = "arith.select"(%252, %250, %arg194) : (i1, i64, i64) -> i64
      "linalg.yield"(%251, %253) : (f32, i64) -> ()
    }) : (tensor<16x12x512x512xf32>, tensor<16x12x512xf32>, tensor<16x12x512xi64>) -> (tensor<16x12x512xf32>, tensor<16x12x512xi64>)
    %65 = "tensor.expand_shape"(%64#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 16, 12, 512, 1>}> : (tensor<16x12x512xf32>) -> tensor<16x12x512x1xf32>
    %66 = "linalg.generic"(%59, %65, %58) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %248 = "arith.subf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%248) : (f32) -> ()
    }) : (tensor<16x12x512x512xf32>, tensor<16x12x512x1xf32>, tensor<16x12x512x512xf32>) -> tensor<16x12x512x512xf32>
    %67 = "linalg.generic"(%66, %58) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %247 = "math.exp"(%arg187) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%247) : (f32) -> ()
    }) : (tensor<16x12x512x512xf32>, tensor<16x12x512x512xf32>) -> tensor<16x12x512x512xf32>
    %68 = "tensor.empty"() : () -> tensor<16x12x512x1xf32>
    %69 = "linalg.fill"(%0, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      "linalg.yield"(%arg185) : (f32) -> ()
    }) : (f32, tensor<16x12x512x1xf32>) -> tensor<16x12x512x1xf32>
    %70 = "linalg.generic"(%67, %69) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %246 = "arith.addf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%246) : (f32) -> ()
    }) : (tensor<16x12x512x512xf32>, tensor<16x12x512x1xf32>) -> tensor<16x12x512x1xf32>
    %71 = "linalg.generic"(%67, %70, %58) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %245 = "arith.divf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%245) : (f32) -> ()
    }) : (tensor<16x12x512x512xf32>, tensor<16x12x512x1xf32>, tensor<16x12x512x512xf32>) -> tensor<16x12x512x512xf32>
    %72 = "linalg.generic"(%71, %56) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f16):
      %244 = "arith.truncf"(%arg178) : (f32) -> f16
      "linalg.yield"(%244) : (f16) -> ()
    }) : (tensor<16x12x512x512xf32>, tensor<16x12x512x512xf16>) -> tensor<16x12x512x512xf16>
    %73 = "tensor.collapse_shape"(%72) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<16x12x512x512xf16>) -> tensor<192x512x512xf16>
    %74 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<16x12x512x64xf16>) -> tensor<192x512x64xf16>
    %75 = "tensor.empty"() : () -> tensor<192x512x64xf32>
    %76 = "linalg.fill"(%0, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      "linalg.yield"(%arg176) : (f32) -> ()
    }) : (f32, tensor<192x512x64xf32>) -> tensor<192x512x64xf32>
    %77 = "linalg.batch_matmul"(%73, %74, %76) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f16, %arg174: f16, %arg175: f32):
      %240 = "arith.extf"(%arg173) : (f16) -> f32
      %241 = "arith.extf"(%arg174) : (f16) -> f32
      %242 = "arith.mulf"(%240, %241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %243 = "arith.addf"(%arg175, %242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%243) : (f32) -> ()
    }) : (tensor<192x512x512xf16>, tensor<192x512x64xf16>, tensor<192x512x64xf32>) -> tensor<192x512x64xf32>
    %78 = "tensor.empty"() : () -> tensor<192x512x64xf16>
    %79 = "linalg.generic"(%77, %78) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f16):
      %239 = "arith.truncf"(%arg171) : (f32) -> f16
      "linalg.yield"(%239) : (f16) -> ()
    }) : (tensor<192x512x64xf32>, tensor<192x512x64xf16>) -> tensor<192x512x64xf16>
    %80 = "tensor.expand_shape"(%79) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 16, 12, 512, 64>}> : (tensor<192x512x64xf16>) -> tensor<16x12x512x64xf16>
    %81 = "tensor.empty"() : () -> tensor<16x512x12x64xf16>
    %82 = "linalg.transpose"(%80, %81) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg169: f16, %arg170: f16):
      "linalg.yield"(%arg169) : (f16) -> ()
    }) : (tensor<16x12x512x64xf16>, tensor<16x512x12x64xf16>) -> tensor<16x512x12x64xf16>
    %83 = "tensor.collapse_shape"(%82) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<16x512x12x64xf16>) -> tensor<8192x768xf16>
    %84 = "linalg.transpose"(%arg7, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg167: f16, %arg168: f16):
      "linalg.yield"(%arg167) : (f16) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf16>) -> tensor<768x768xf16>
    %85 = "linalg.generic"(%arg8, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f16, %arg166: f32):
      %238 = "arith.extf"(%arg165) : (f16) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %86 = "linalg.generic"(%83, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f16, %arg164: f32):
      %237 = "arith.extf"(%arg163) : (f16) -> f32
      "linalg.yield"(%237) : (f32) -> ()
    }) : (tensor<8192x768xf16>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %87 = "linalg.generic"(%84, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f16, %arg162: f32):
      %236 = "arith.extf"(%arg161) : (f16) -> f32
      "linalg.yield"(%236) : (f32) -> ()
    }) : (tensor<768x768xf16>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %88 = "linalg.matmul"(%86, %87, %20) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32, %arg160: f32):
      %234 = "arith.mulf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %235 = "arith.addf"(%arg160, %234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%235) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<768x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %89 = "linalg.generic"(%85, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32):
      "linalg.yield"(%arg156) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %90 = "linalg.generic"(%88, %89, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32, %arg155: f32):
      %233 = "arith.addf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%233) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %91 = "linalg.generic"(%90, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f16):
      %232 = "arith.truncf"(%arg151) : (f32) -> f16
      "linalg.yield"(%232) : (f16) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf16>) -> tensor<8192x768xf16>
    %92 = "tensor.expand_shape"(%91) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 16, 512, 768>}> : (tensor<8192x768xf16>) -> tensor<16x512x768xf16>
    %93 = "tensor.empty"() : () -> tensor<16x512x768xf16>
    %94 = "linalg.generic"(%arg0, %92, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f16, %arg149: f16, %arg150: f16):
      %231 = "arith.addf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%231) : (f16) -> ()
    }) : (tensor<16x512x768xf16>, tensor<16x512x768xf16>, tensor<16x512x768xf16>) -> tensor<16x512x768xf16>
    %95 = "tensor.empty"() : () -> tensor<16x512x768xf32>
    %96 = "linalg.generic"(%94, %95) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f16, %arg147: f32):
      %230 = "arith.extf"(%arg146) : (f16) -> f32
      "linalg.yield"(%230) : (f32) -> ()
    }) : (tensor<16x512x768xf16>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %97 = "tensor.empty"() : () -> tensor<16x512x768xf64>
    %98 = "linalg.generic"(%96, %97) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f64):
      %229 = "arith.extf"(%arg144) : (f32) -> f64
      "linalg.yield"(%229) : (f64) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x768xf64>) -> tensor<16x512x768xf64>
    %99 = "tensor.empty"() : () -> tensor<16x512x1xf64>
    %100 = "linalg.fill"(%3, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f64, %arg143: f64):
      "linalg.yield"(%arg142) : (f64) -> ()
    }) : (f64, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %101 = "linalg.generic"(%98, %100) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f64, %arg141: f64):
      %228 = "arith.addf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%228) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %102 = "linalg.generic"(%101, %99) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f64, %arg139: f64):
      %227 = "arith.divf"(%arg138, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%227) : (f64) -> ()
    }) : (tensor<16x512x1xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %103 = "linalg.generic"(%98, %102, %97) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f64, %arg136: f64, %arg137: f64):
      %226 = "arith.subf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%226) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x1xf64>, tensor<16x512x768xf64>) -> tensor<16x512x768xf64>
    %104 = "linalg.generic"(%103, %103, %97) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f64, %arg133: f64, %arg134: f64):
      %225 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%225) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x768xf64>, tensor<16x512x768xf64>) -> tensor<16x512x768xf64>
    %105 = "linalg.generic"(%104, %100) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f64, %arg131: f64):
      %224 = "arith.addf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%224) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %106 = "linalg.generic"(%105, %99) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f64, %arg129: f64):
      %223 = "arith.divf"(%arg128, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%223) : (f64) -> ()
    }) : (tensor<16x512x1xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %107 = "tensor.empty"() : () -> tensor<16x512x1xf32>
    %108 = "linalg.generic"(%106, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f64, %arg127: f32):
      %222 = "arith.truncf"(%arg126) : (f64) -> f32
      "linalg.yield"(%222) : (f32) -> ()
    }) : (tensor<16x512x1xf64>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %109 = "linalg.fill"(%0, %107) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      "linalg.yield"(%arg124) : (f32) -> ()
    }) : (f32, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %110 = "linalg.generic"(%96, %109) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      %221 = "arith.addf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%221) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %111 = "linalg.generic"(%110, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32):
      %220 = "arith.divf"(%arg120, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%220) : (f32) -> ()
    }) : (tensor<16x512x1xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %112 = "linalg.generic"(%108, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      %218 = "arith.truncf"(%7) : (f64) -> f32
      %219 = "arith.addf"(%arg118, %218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%219) : (f32) -> ()
    }) : (tensor<16x512x1xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %113 = "linalg.generic"(%112, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      %217 = "math.rsqrt"(%arg116) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<16x512x1xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %114 = "linalg.generic"(%96, %111, %95) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
      %216 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x1xf32>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %115 = "linalg.generic"(%114, %113, %95) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32, %arg112: f32):
      %215 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x1xf32>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %116 = "linalg.generic"(%115, %arg9, %95) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f16, %arg109: f32):
      %213 = "arith.extf"(%arg108) : (f16) -> f32
      %214 = "arith.mulf"(%arg107, %213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<768xf16>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %117 = "linalg.generic"(%116, %arg10, %95) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f16, %arg106: f32):
      %211 = "arith.extf"(%arg105) : (f16) -> f32
      %212 = "arith.addf"(%arg104, %211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<768xf16>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %118 = "linalg.generic"(%117, %93) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f16):
      %210 = "arith.truncf"(%arg102) : (f32) -> f16
      "linalg.yield"(%210) : (f16) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x768xf16>) -> tensor<16x512x768xf16>
    %119 = "tensor.collapse_shape"(%118) <{reassociation = [[0, 1], [2]]}> : (tensor<16x512x768xf16>) -> tensor<8192x768xf16>
    %120 = "tensor.empty"() : () -> tensor<768x3072xf16>
    %121 = "linalg.transpose"(%arg11, %120) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg100: f16, %arg101: f16):
      "linalg.yield"(%arg100) : (f16) -> ()
    }) : (tensor<3072x768xf16>, tensor<768x3072xf16>) -> tensor<768x3072xf16>
    %122 = "tensor.empty"() : () -> tensor<3072xf32>
    %123 = "linalg.generic"(%arg12, %122) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f16, %arg99: f32):
      %209 = "arith.extf"(%arg98) : (f16) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<3072xf16>, tensor<3072xf32>) -> tensor<3072xf32>
    %124 = "linalg.generic"(%119, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f16, %arg97: f32):
      %208 = "arith.extf"(%arg96) : (f16) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<8192x768xf16>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %125 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %126 = "linalg.generic"(%121, %125) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f16, %arg95: f32):
      %207 = "arith.extf"(%arg94) : (f16) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<768x3072xf16>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %127 = "tensor.empty"() : () -> tensor<8192x3072xf32>
    %128 = "linalg.fill"(%0, %127) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %129 = "linalg.matmul"(%124, %126, %128) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %205 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %206 = "arith.addf"(%arg91, %205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%206) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<768x3072xf32>, tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %130 = "linalg.generic"(%123, %127) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %131 = "linalg.generic"(%129, %130, %127) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %204 = "arith.addf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%204) : (f32) -> ()
    }) : (tensor<8192x3072xf32>, tensor<8192x3072xf32>, tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %132 = "tensor.empty"() : () -> tensor<8192x3072xf16>
    %133 = "linalg.generic"(%131, %132) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f16):
      %203 = "arith.truncf"(%arg82) : (f32) -> f16
      "linalg.yield"(%203) : (f16) -> ()
    }) : (tensor<8192x3072xf32>, tensor<8192x3072xf16>) -> tensor<8192x3072xf16>
    %134 = "tensor.expand_shape"(%133) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 16, 512, 3072>}> : (tensor<8192x3072xf16>) -> tensor<16x512x3072xf16>
    %135 = "tensor.empty"() : () -> tensor<16x512x3072xf16>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f16, %arg81: f16):
      %197 = "math.sqrt"(%5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %198 = "arith.divf"(%arg80, %197) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %199 = "math.erf"(%198) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      %200 = "arith.addf"(%199, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %201 = "arith.mulf"(%200, %6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %202 = "arith.mulf"(%arg80, %201) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%202) : (f16) -> ()
    }) : (tensor<16x512x3072xf16>, tensor<16x512x3072xf16>) -> tensor<16x512x3072xf16>
    %137 = "tensor.collapse_shape"(%136) <{reassociation = [[0, 1], [2]]}> : (tensor<16x512x3072xf16>) -> tensor<8192x3072xf16>
    %138 = "tensor.empty"() : () -> tensor<3072x768xf16>
    %139 = "linalg.transpose"(%arg13, %138) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg78: f16, %arg79: f16):
      "linalg.yield"(%arg78) : (f16) -> ()
    }) : (tensor<768x3072xf16>, tensor<3072x768xf16>) -> tensor<3072x768xf16>
    %140 = "linalg.generic"(%arg14, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f16, %arg77: f32):
      %196 = "arith.extf"(%arg76) : (f16) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<768xf16>, tensor<768xf32>) -> tensor<768xf32>
    %141 = "linalg.generic"(%137, %127) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f16, %arg75: f32):
      %195 = "arith.extf"(%arg74) : (f16) -> f32
      "linalg.yield"(%195) : (f32) -> ()
    }) : (tensor<8192x3072xf16>, tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %142 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %143 = "linalg.generic"(%139, %142) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f16, %arg73: f32):
      %194 = "arith.extf"(%arg72) : (f16) -> f32
      "linalg.yield"(%194) : (f32) -> ()
    }) : (tensor<3072x768xf16>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %144 = "linalg.matmul"(%141, %143, %20) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %192 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %193 = "arith.addf"(%arg71, %192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<8192x3072xf32>, tensor<3072x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %145 = "linalg.generic"(%140, %16) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      "linalg.yield"(%arg67) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %146 = "linalg.generic"(%144, %145, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
      %191 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf32>, tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %147 = "linalg.generic"(%146, %24) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f16):
      %190 = "arith.truncf"(%arg62) : (f32) -> f16
      "linalg.yield"(%190) : (f16) -> ()
    }) : (tensor<8192x768xf32>, tensor<8192x768xf16>) -> tensor<8192x768xf16>
    %148 = "tensor.expand_shape"(%147) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 16, 512, 768>}> : (tensor<8192x768xf16>) -> tensor<16x512x768xf16>
    %149 = "linalg.generic"(%118, %148, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f16, %arg60: f16, %arg61: f16):
      %189 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%189) : (f16) -> ()
    }) : (tensor<16x512x768xf16>, tensor<16x512x768xf16>, tensor<16x512x768xf16>) -> tensor<16x512x768xf16>
    %150 = "linalg.generic"(%149, %95) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f16, %arg58: f32):
      %188 = "arith.extf"(%arg57) : (f16) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<16x512x768xf16>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %151 = "linalg.generic"(%150, %97) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f64):
      %187 = "arith.extf"(%arg55) : (f32) -> f64
      "linalg.yield"(%187) : (f64) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x768xf64>) -> tensor<16x512x768xf64>
    %152 = "linalg.generic"(%151, %100) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f64, %arg54: f64):
      %186 = "arith.addf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%186) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %153 = "linalg.generic"(%152, %99) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f64, %arg52: f64):
      %185 = "arith.divf"(%arg51, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%185) : (f64) -> ()
    }) : (tensor<16x512x1xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %154 = "linalg.generic"(%151, %153, %97) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f64, %arg49: f64, %arg50: f64):
      %184 = "arith.subf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%184) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x1xf64>, tensor<16x512x768xf64>) -> tensor<16x512x768xf64>
    %155 = "linalg.generic"(%154, %154, %97) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f64, %arg46: f64, %arg47: f64):
      %183 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%183) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x768xf64>, tensor<16x512x768xf64>) -> tensor<16x512x768xf64>
    %156 = "linalg.generic"(%155, %100) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f64, %arg44: f64):
      %182 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%182) : (f64) -> ()
    }) : (tensor<16x512x768xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %157 = "linalg.generic"(%156, %99) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f64, %arg42: f64):
      %181 = "arith.divf"(%arg41, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%181) : (f64) -> ()
    }) : (tensor<16x512x1xf64>, tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %158 = "linalg.generic"(%157, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f32):
      %180 = "arith.truncf"(%arg39) : (f64) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<16x512x1xf64>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %159 = "linalg.generic"(%150, %109) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %179 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %160 = "linalg.generic"(%159, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %178 = "arith.divf"(%arg35, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<16x512x1xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %161 = "linalg.generic"(%158, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %176 = "arith.truncf"(%7) : (f64) -> f32
      %177 = "arith.addf"(%arg33, %176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<16x512x1xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %162 = "linalg.generic"(%161, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %175 = "math.rsqrt"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<16x512x1xf32>, tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %163 = "linalg.generic"(%150, %160, %95) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %174 = "arith.subf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x1xf32>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %164 = "linalg.generic"(%163, %162, %95) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %173 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x1xf32>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %165 = "linalg.generic"(%164, %arg15, %95) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f16, %arg24: f32):
      %171 = "arith.extf"(%arg23) : (f16) -> f32
      %172 = "arith.mulf"(%arg22, %171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<768xf16>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %166 = "linalg.generic"(%165, %arg16, %95) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f16, %arg21: f32):
      %169 = "arith.extf"(%arg20) : (f16) -> f32
      %170 = "arith.addf"(%arg19, %169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<16x512x768xf32>, tensor<768xf16>, tensor<16x512x768xf32>) -> tensor<16x512x768xf32>
    %167 = "linalg.generic"(%166, %93) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f16):
      %168 = "arith.truncf"(%arg17) : (f32) -> f16
      "linalg.yield"(%168) : (f16) -> ()
    }) : (tensor<16x512x768xf32>, tensor<16x512x768xf16>) -> tensor<16x512x768xf16>
    "func.return"(%167) : (tensor<16x512x768xf16>) -> ()
  }) : () -> ()
}) : () -> ()
