// Imported by kfusion-import-torch from kfusion.models bert: BertLayer(hidden=64, heads=2, mlp=128) in float32 on 1x64x64 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x64x64xf32
//   %arg1: query.weight 64x64xf32
//   %arg2: query.bias 64xf32
//   %arg3: key.weight 64x64xf32
//   %arg4: key.bias 64xf32
//   %arg5: value.weight 64x64xf32
//   %arg6: value.bias 64xf32
//   %arg7: attn_out.weight 64x64xf32
//   %arg8: attn_out.bias 64xf32
//   %arg9: attn_norm.weight 64xf32
//   %arg10: attn_norm.bias 64xf32
//   %arg11: intermediate.weight 128x64xf32
//   %arg12: intermediate.bias 128xf32
//   %arg13: output.weight 64x128xf32
//   %arg14: output.bias 64xf32
//   %arg15: out_norm.weight 64xf32
//   %arg16: out_norm.bias 64xf32
// @step results: 1x64x64xf32
// bench/models/programs/bert.float32.small.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: bert.float32.small.json.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 5.6568542494923806 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %11 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %12 = "tensor.empty"() : () -> tensor<64x64xf32>
    %13 = "linalg.transpose"(%arg1, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg206: f32, %arg207: f32):
      "linalg.yield"(%arg206) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %14 = "linalg.fill"(%0, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %15 = "linalg.matmul"(%11, %13, %14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32, %arg203: f32):
      %197 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %198 = "arith.addf"(%arg203, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %16 = "linalg.generic"(%arg2, %12) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32):
      "linalg.yield"(%arg199) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %17 = "linalg.generic"(%15, %16, %12) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32, %arg198: f32):
      %196 = "arith.addf"(%arg196, %arg197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %18 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf32>) -> tensor<1x64x2x32xf32>
    %19 = "tensor.empty"() : () -> tensor<1x2x64x32xf32>
    %20 = "linalg.transpose"(%18, %19) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg194: f32, %arg195: f32):
      "linalg.yield"(%arg194) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %21 = "linalg.transpose"(%arg3, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %22 = "linalg.matmul"(%11, %21, %14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %194 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %195 = "arith.addf"(%arg191, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%195) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %23 = "linalg.generic"(%arg4, %12) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      "linalg.yield"(%arg187) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %24 = "linalg.generic"(%22, %23, %12) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %193 = "arith.addf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %25 = "tensor.expand_shape"(%24) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf32>) -> tensor<1x64x2x32xf32>
    %26 = "linalg.transpose"(%arg5, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg182: f32, %arg183: f32):
      "linalg.yield"(%arg182) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %27 = "linalg.matmul"(%11, %26, %14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %191 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %192 = "arith.addf"(%arg181, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %28 = "linalg.generic"(%arg6, %12) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32):
      "linalg.yield"(%arg177) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %29 = "linalg.generic"(%27, %28, %12) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %190 = "arith.addf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %30 = "tensor.expand_shape"(%29) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf32>) -> tensor<1x64x2x32xf32>
    %31 = "linalg.transpose"(%30, %19) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %32 = "tensor.empty"() : () -> tensor<1x2x32x64xf32>
    %33 = "linalg.transpose"(%25, %32) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %34 = "tensor.collapse_shape"(%20) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf32>) -> tensor<2x64x32xf32>
    %35 = "tensor.collapse_shape"(%33) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %36 = "tensor.empty"() : () -> tensor<2x64x64xf32>
    %37 = "linalg.fill"(%0, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32):
      "linalg.yield"(%arg168) : (f32) -> ()
    }) : (f32, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %38 = "linalg.batch_matmul"(%34, %35, %37) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32, %arg167: f32):
      %188 = "arith.mulf"(%arg165, %arg166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %189 = "arith.addf"(%arg167, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<2x64x32xf32>, tensor<2x32x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %39 = "tensor.expand_shape"(%38) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 64>}> : (tensor<2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %40 = "tensor.empty"() : () -> tensor<1x2x64x64xf32>
    %41 = "linalg.generic"(%39, %40) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %186 = "arith.truncf"(%7) : (f64) -> f32
      %187 = "arith.divf"(%arg163, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %42 = "tensor.empty"() : () -> tensor<1x2x64xi64>
    %43 = "linalg.fill"(%1, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: i64, %arg162: i64):
      "linalg.yield"(%arg161) : (i64) -> ()
    }) : (i64, tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %44 = "tensor.empty"() : () -> tensor<1x2x64xf32>
    %45 = "linalg.fill"(%2, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      "linalg.yield"(%arg159) : (f32) -> ()
    }) : (f32, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %46:2 = "linalg.generic"(%41, %45, %43) <{indexing_maps = [#map8, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: i64):
      %181 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %182 = "arith.index_cast"(%181) : (index) -> i64
      %183 = "arith.maximumf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %184 = "arith.cmpf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %185 = "arith.select"(%184, %182, %arg158) : (i1, i64, i64) -> i64
      "linalg.yield"(%183, %185) : (f32, i64) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xi64>) -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %47 = "tensor.expand_shape"(%46#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 64, 1>}> : (tensor<1x2x64xf32>) -> tensor<1x2x64x1xf32>
    %48 = "linalg.generic"(%41, %47, %40) <{indexing_maps = [#map8, #map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32, %arg155: f32):
      %180 = "arith.subf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %49 = "linalg.generic"(%48, %40) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      %179 = "math.exp"(%arg151) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %50 = "tensor.empty"() : () -> tensor<1x2x64x1xf32>
    %51 = "linalg.fill"(%0, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      "linalg.yield"(%arg149) : (f32) -> ()
    }) : (f32, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %52 = "linalg.generic"(%49, %51) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %178 = "arith.addf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %53 = "linalg.generic"(%49, %52, %40) <{indexing_maps = [#map8, #map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %177 = "arith.divf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %54 = "tensor.collapse_shape"(%53) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x64xf32>) -> tensor<2x64x64xf32>
    %55 = "tensor.collapse_shape"(%31) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf32>) -> tensor<2x64x32xf32>
    %56 = "tensor.empty"() : () -> tensor<2x64x32xf32>
    %57 = "linalg.fill"(%0, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      "linalg.yield"(%arg142) : (f32) -> ()
    }) : (f32, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %58 = "linalg.batch_matmul"(%54, %55, %57) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32, %arg141: f32):
      %175 = "arith.mulf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %176 = "arith.addf"(%arg141, %175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<2x64x64xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %59 = "tensor.expand_shape"(%58) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 32>}> : (tensor<2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %60 = "tensor.empty"() : () -> tensor<1x64x2x32xf32>
    %61 = "linalg.transpose"(%59, %60) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      "linalg.yield"(%arg137) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x64x2x32xf32>) -> tensor<1x64x2x32xf32>
    %62 = "tensor.collapse_shape"(%61) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x64x2x32xf32>) -> tensor<64x64xf32>
    %63 = "linalg.transpose"(%arg7, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %64 = "linalg.matmul"(%62, %63, %14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %173 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %174 = "arith.addf"(%arg134, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %65 = "linalg.generic"(%arg8, %12) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %66 = "linalg.generic"(%64, %65, %12) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %172 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %67 = "tensor.expand_shape"(%66) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %68 = "tensor.empty"() : () -> tensor<1x64x64xf32>
    %69 = "linalg.generic"(%arg0, %67, %68) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %171 = "arith.addf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %70 = "tensor.empty"() : () -> tensor<1x64x64xf64>
    %71 = "linalg.generic"(%69, %70) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f64):
      %170 = "arith.extf"(%arg122) : (f32) -> f64
      "linalg.yield"(%170) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %72 = "tensor.empty"() : () -> tensor<1x64x1xf64>
    %73 = "linalg.fill"(%3, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f64, %arg121: f64):
      "linalg.yield"(%arg120) : (f64) -> ()
    }) : (f64, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %74 = "linalg.generic"(%71, %73) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f64, %arg119: f64):
      %169 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%169) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %75 = "linalg.generic"(%74, %72) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f64, %arg117: f64):
      %168 = "arith.divf"(%arg116, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%168) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %76 = "linalg.generic"(%71, %75, %70) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f64, %arg114: f64, %arg115: f64):
      %167 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%167) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %77 = "linalg.generic"(%76, %76, %70) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f64, %arg111: f64, %arg112: f64):
      %166 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%166) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %78 = "linalg.generic"(%77, %73) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f64, %arg109: f64):
      %165 = "arith.addf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%165) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %79 = "linalg.generic"(%78, %72) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f64, %arg107: f64):
      %164 = "arith.divf"(%arg106, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%164) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %80 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %81 = "linalg.generic"(%79, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f64, %arg105: f32):
      %163 = "arith.truncf"(%arg104) : (f64) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %82 = "linalg.fill"(%0, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %83 = "linalg.generic"(%69, %82) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %162 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %84 = "linalg.generic"(%83, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %161 = "arith.divf"(%arg98, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %85 = "linalg.generic"(%81, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %159 = "arith.truncf"(%6) : (f64) -> f32
      %160 = "arith.addf"(%arg96, %159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %86 = "linalg.generic"(%85, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %158 = "math.rsqrt"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %87 = "linalg.generic"(%69, %84, %68) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
      %157 = "arith.subf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%157) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %88 = "linalg.generic"(%87, %86, %68) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %156 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %89 = "linalg.generic"(%88, %arg9, %68) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %155 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%155) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %90 = "linalg.generic"(%89, %arg10, %68) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %154 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %91 = "tensor.collapse_shape"(%90) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %92 = "tensor.empty"() : () -> tensor<64x128xf32>
    %93 = "linalg.transpose"(%arg11, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      "linalg.yield"(%arg80) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %94 = "linalg.fill"(%0, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (f32, tensor<64x128xf32>) -> tensor<64x128xf32>
    %95 = "linalg.matmul"(%91, %93, %94) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %152 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %153 = "arith.addf"(%arg77, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %96 = "linalg.generic"(%arg12, %92) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %97 = "linalg.generic"(%95, %96, %92) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %151 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %98 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %99 = "tensor.empty"() : () -> tensor<1x64x128xf32>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %146 = "arith.divf"(%arg68, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %147 = "math.erf"(%146) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %148 = "arith.addf"(%147, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %149 = "arith.mulf"(%148, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %150 = "arith.mulf"(%arg68, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %101 = "tensor.collapse_shape"(%100) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %102 = "tensor.empty"() : () -> tensor<128x64xf32>
    %103 = "linalg.transpose"(%arg13, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %104 = "linalg.matmul"(%101, %103, %14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %144 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %145 = "arith.addf"(%arg65, %144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %105 = "linalg.generic"(%arg14, %12) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %106 = "linalg.generic"(%104, %105, %12) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %143 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %107 = "tensor.expand_shape"(%106) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %108 = "linalg.generic"(%90, %107, %68) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %142 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%142) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %109 = "linalg.generic"(%108, %70) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f64):
      %141 = "arith.extf"(%arg53) : (f32) -> f64
      "linalg.yield"(%141) : (f64) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %110 = "linalg.generic"(%109, %73) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f64, %arg52: f64):
      %140 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%140) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %111 = "linalg.generic"(%110, %72) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f64, %arg50: f64):
      %139 = "arith.divf"(%arg49, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%139) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %112 = "linalg.generic"(%109, %111, %70) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f64, %arg47: f64, %arg48: f64):
      %138 = "arith.subf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%138) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %113 = "linalg.generic"(%112, %112, %70) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f64, %arg44: f64, %arg45: f64):
      %137 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%137) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x64xf64>, tensor<1x64x64xf64>) -> tensor<1x64x64xf64>
    %114 = "linalg.generic"(%113, %73) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f64, %arg42: f64):
      %136 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%136) : (f64) -> ()
    }) : (tensor<1x64x64xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %115 = "linalg.generic"(%114, %72) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f64):
      %135 = "arith.divf"(%arg39, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%135) : (f64) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %116 = "linalg.generic"(%115, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f64, %arg38: f32):
      %134 = "arith.truncf"(%arg37) : (f64) -> f32
      "linalg.yield"(%134) : (f32) -> ()
    }) : (tensor<1x64x1xf64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %117 = "linalg.generic"(%108, %82) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %133 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %118 = "linalg.generic"(%117, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %132 = "arith.divf"(%arg33, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%132) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %119 = "linalg.generic"(%116, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %130 = "arith.truncf"(%6) : (f64) -> f32
      %131 = "arith.addf"(%arg31, %130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %120 = "linalg.generic"(%119, %80) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %129 = "math.rsqrt"(%arg29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %121 = "linalg.generic"(%108, %118, %68) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %128 = "arith.subf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%128) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %122 = "linalg.generic"(%121, %120, %68) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %127 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %123 = "linalg.generic"(%122, %arg15, %68) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %126 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %124 = "linalg.generic"(%123, %arg16, %68) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %125 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%125) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    "func.return"(%124) : (tensor<1x64x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
