// Imported by kfusion-import-torch from kfusion.models llama: LlamaBlock(hidden=4096, heads=32, mlp=11008, seq=4096) in float16 on 1x4096x4096 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x4096x4096xf16
//   %arg1: attn_norm.weight 4096xf16
//   %arg2: q_proj.weight 4096x4096xf16
//   %arg3: k_proj.weight 4096x4096xf16
//   %arg4: v_proj.weight 4096x4096xf16
//   %arg5: o_proj.weight 4096x4096xf16
//   %arg6: mlp_norm.weight 4096xf16
//   %arg7: gate_proj.weight 11008x4096xf16
//   %arg8: up_proj.weight 11008x4096xf16
//   %arg9: down_proj.weight 4096x11008xf16
//   %arg10: cos 4096x128xf16
//   %arg11: sin 4096x128xf16
// @step results: 1x4096x4096xf16
// bench/models/programs/llama.float16.long.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: llama.float16.long.json.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4096x4096xf16>, tensor<4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096xf16>, tensor<11008x4096xf16>, tensor<11008x4096xf16>, tensor<4096x11008xf16>, tensor<4096x128xf16>, tensor<4096x128xf16>) -> tensor<1x4096x4096xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x4096x4096xf16>, %arg1: tensor<4096xf16>, %arg2: tensor<4096x4096xf16>, %arg3: tensor<4096x4096xf16>, %arg4: tensor<4096x4096xf16>, %arg5: tensor<4096x4096xf16>, %arg6: tensor<4096xf16>, %arg7: tensor<11008x4096xf16>, %arg8: tensor<11008x4096xf16>, %arg9: tensor<4096x11008xf16>, %arg10: tensor<4096x128xf16>, %arg11: tensor<4096x128xf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %8 = "arith.constant"() <{value = dense<true> : tensor<4096x4096xi1>}> : () -> tensor<4096x4096xi1>
    %9 = "arith.constant"() <{value = 11.313708498984761 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 4.096000e+03 : f16}> : () -> f16
    %12 = "tensor.empty"() : () -> tensor<1x4096x4096xf16>
    %13 = "linalg.generic"(%arg0, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f16, %arg200: f16):
      %240 = "math.fpowi"(%arg199, %2) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%240) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %14 = "tensor.empty"() : () -> tensor<1x4096x1xf16>
    %15 = "linalg.fill"(%3, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f16, %arg198: f16):
      "linalg.yield"(%arg197) : (f16) -> ()
    }) : (f16, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %16 = "linalg.generic"(%13, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f16, %arg196: f16):
      %239 = "arith.addf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%239) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %17 = "linalg.generic"(%16, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f16, %arg194: f16):
      %238 = "arith.divf"(%arg193, %11) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%238) : (f16) -> ()
    }) : (tensor<1x4096x1xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %18 = "linalg.generic"(%17, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: f16, %arg192: f16):
      %236 = "arith.truncf"(%10) : (f64) -> f16
      %237 = "arith.addf"(%arg191, %236) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%237) : (f16) -> ()
    }) : (tensor<1x4096x1xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %19 = "linalg.generic"(%18, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f16, %arg190: f16):
      %235 = "math.rsqrt"(%arg189) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%235) : (f16) -> ()
    }) : (tensor<1x4096x1xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %20 = "linalg.generic"(%arg0, %19, %12) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: f16, %arg187: f16, %arg188: f16):
      %234 = "arith.mulf"(%arg186, %arg187) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%234) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x1xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %21 = "linalg.generic"(%20, %arg1, %12) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg183: f16, %arg184: f16, %arg185: f16):
      %233 = "arith.mulf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%233) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<4096xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %22 = "tensor.empty"() : () -> tensor<4096x4096xf16>
    %23 = "linalg.transpose"(%arg2, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg181: f16, %arg182: f16):
      "linalg.yield"(%arg181) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %24 = "tensor.collapse_shape"(%21) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4096x4096xf16>) -> tensor<4096x4096xf16>
    %25 = "tensor.empty"() : () -> tensor<4096x4096xf32>
    %26 = "linalg.fill"(%4, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      "linalg.yield"(%arg179) : (f32) -> ()
    }) : (f32, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %27 = "linalg.matmul"(%24, %23, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f16, %arg177: f16, %arg178: f32):
      %229 = "arith.extf"(%arg176) : (f16) -> f32
      %230 = "arith.extf"(%arg177) : (f16) -> f32
      %231 = "arith.mulf"(%229, %230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %232 = "arith.addf"(%arg178, %231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%232) : (f32) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %28 = "linalg.generic"(%27, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f16):
      %228 = "arith.truncf"(%arg174) : (f32) -> f16
      "linalg.yield"(%228) : (f16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %29 = "tensor.expand_shape"(%28) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4096, 32, 128>}> : (tensor<4096x4096xf16>) -> tensor<1x4096x32x128xf16>
    %30 = "tensor.empty"() : () -> tensor<1x32x4096x128xf16>
    %31 = "linalg.transpose"(%29, %30) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: f16, %arg173: f16):
      "linalg.yield"(%arg172) : (f16) -> ()
    }) : (tensor<1x4096x32x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %32 = "linalg.generic"(%31, %arg10, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg169: f16, %arg170: f16, %arg171: f16):
      %227 = "arith.mulf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%227) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<4096x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %33 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x64xf16>
    %34 = "tensor.empty"() : () -> tensor<1x32x4096x64xf16>
    %35 = "linalg.generic"(%33, %34) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f16, %arg168: f16):
      %226 = "arith.negf"(%arg167) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%226) : (f16) -> ()
    }) : (tensor<1x32x4096x64xf16>, tensor<1x32x4096x64xf16>) -> tensor<1x32x4096x64xf16>
    %36 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x64xf16>
    %37 = "tensor.concat"(%35, %36) <{dim = 3 : i64}> : (tensor<1x32x4096x64xf16>, tensor<1x32x4096x64xf16>) -> tensor<1x32x4096x128xf16>
    %38 = "linalg.generic"(%37, %arg11, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg164: f16, %arg165: f16, %arg166: f16):
      %225 = "arith.mulf"(%arg164, %arg165) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%225) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<4096x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %39 = "linalg.generic"(%32, %38, %30) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f16, %arg162: f16, %arg163: f16):
      %224 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%224) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<1x32x4096x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %40 = "linalg.transpose"(%arg3, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg159: f16, %arg160: f16):
      "linalg.yield"(%arg159) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %41 = "linalg.matmul"(%24, %40, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f16, %arg157: f16, %arg158: f32):
      %220 = "arith.extf"(%arg156) : (f16) -> f32
      %221 = "arith.extf"(%arg157) : (f16) -> f32
      %222 = "arith.mulf"(%220, %221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %223 = "arith.addf"(%arg158, %222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%223) : (f32) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %42 = "linalg.generic"(%41, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f16):
      %219 = "arith.truncf"(%arg154) : (f32) -> f16
      "linalg.yield"(%219) : (f16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %43 = "tensor.expand_shape"(%42) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4096, 32, 128>}> : (tensor<4096x4096xf16>) -> tensor<1x4096x32x128xf16>
    %44 = "linalg.transpose"(%43, %30) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg152: f16, %arg153: f16):
      "linalg.yield"(%arg152) : (f16) -> ()
    }) : (tensor<1x4096x32x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %45 = "linalg.generic"(%44, %arg10, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f16, %arg150: f16, %arg151: f16):
      %218 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%218) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<4096x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %46 = "tensor.extract_slice"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x64xf16>
    %47 = "linalg.generic"(%46, %34) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f16, %arg148: f16):
      %217 = "arith.negf"(%arg147) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%217) : (f16) -> ()
    }) : (tensor<1x32x4096x64xf16>, tensor<1x32x4096x64xf16>) -> tensor<1x32x4096x64xf16>
    %48 = "tensor.extract_slice"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x64xf16>
    %49 = "tensor.concat"(%47, %48) <{dim = 3 : i64}> : (tensor<1x32x4096x64xf16>, tensor<1x32x4096x64xf16>) -> tensor<1x32x4096x128xf16>
    %50 = "linalg.generic"(%49, %arg11, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f16, %arg145: f16, %arg146: f16):
      %216 = "arith.mulf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%216) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<4096x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %51 = "linalg.generic"(%45, %50, %30) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f16, %arg142: f16, %arg143: f16):
      %215 = "arith.addf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%215) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<1x32x4096x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %52 = "linalg.transpose"(%arg4, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg139: f16, %arg140: f16):
      "linalg.yield"(%arg139) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %53 = "linalg.matmul"(%24, %52, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg136: f16, %arg137: f16, %arg138: f32):
      %211 = "arith.extf"(%arg136) : (f16) -> f32
      %212 = "arith.extf"(%arg137) : (f16) -> f32
      %213 = "arith.mulf"(%211, %212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %214 = "arith.addf"(%arg138, %213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %54 = "linalg.generic"(%53, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f16):
      %210 = "arith.truncf"(%arg134) : (f32) -> f16
      "linalg.yield"(%210) : (f16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %55 = "tensor.expand_shape"(%54) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4096, 32, 128>}> : (tensor<4096x4096xf16>) -> tensor<1x4096x32x128xf16>
    %56 = "linalg.transpose"(%55, %30) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg132: f16, %arg133: f16):
      "linalg.yield"(%arg132) : (f16) -> ()
    }) : (tensor<1x4096x32x128xf16>, tensor<1x32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %57 = "tensor.empty"() : () -> tensor<1x32x128x4096xf16>
    %58 = "linalg.transpose"(%51, %57) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg130: f16, %arg131: f16):
      "linalg.yield"(%arg130) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<1x32x128x4096xf16>) -> tensor<1x32x128x4096xf16>
    %59 = "tensor.collapse_shape"(%39) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x4096x128xf16>) -> tensor<32x4096x128xf16>
    %60 = "tensor.collapse_shape"(%58) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x4096xf16>) -> tensor<32x128x4096xf16>
    %61 = "tensor.empty"() : () -> tensor<32x4096x4096xf32>
    %62 = "linalg.fill"(%4, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (f32, tensor<32x4096x4096xf32>) -> tensor<32x4096x4096xf32>
    %63 = "linalg.batch_matmul"(%59, %60, %62) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f16, %arg126: f16, %arg127: f32):
      %206 = "arith.extf"(%arg125) : (f16) -> f32
      %207 = "arith.extf"(%arg126) : (f16) -> f32
      %208 = "arith.mulf"(%206, %207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %209 = "arith.addf"(%arg127, %208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<32x4096x128xf16>, tensor<32x128x4096xf16>, tensor<32x4096x4096xf32>) -> tensor<32x4096x4096xf32>
    %64 = "tensor.empty"() : () -> tensor<32x4096x4096xf16>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f16):
      %205 = "arith.truncf"(%arg123) : (f32) -> f16
      "linalg.yield"(%205) : (f16) -> ()
    }) : (tensor<32x4096x4096xf32>, tensor<32x4096x4096xf16>) -> tensor<32x4096x4096xf16>
    %66 = "tensor.expand_shape"(%65) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 4096, 4096>}> : (tensor<32x4096x4096xf16>) -> tensor<1x32x4096x4096xf16>
    %67 = "tensor.empty"() : () -> tensor<1x32x4096x4096xf16>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f16, %arg122: f16):
      %203 = "arith.truncf"(%9) : (f64) -> f16
      %204 = "arith.divf"(%arg121, %203) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%204) : (f16) -> ()
    }) : (tensor<1x32x4096x4096xf16>, tensor<1x32x4096x4096xf16>) -> tensor<1x32x4096x4096xf16>
    %69 = "tensor.empty"() : () -> tensor<4096xi64>
    %70 = "linalg.generic"(%69) <{indexing_maps = [#map12], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg120: i64):
      %201 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %202 = "arith.index_cast"(%201) : (index) -> i64
      "linalg.yield"(%202) : (i64) -> ()
    }) : (tensor<4096xi64>) -> tensor<4096xi64>
    %71 = "tensor.expand_shape"(%70) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 4096>}> : (tensor<4096xi64>) -> tensor<1x4096xi64>
    %72 = "tensor.expand_shape"(%70) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4096, 1>}> : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %73 = "tensor.empty"() : () -> tensor<4096x4096xi64>
    %74 = "linalg.generic"(%71, %72, %73) <{indexing_maps = [#map13, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: i64, %arg118: i64, %arg119: i64):
      %200 = "arith.subi"(%arg117, %arg118) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%200) : (i64) -> ()
    }) : (tensor<1x4096xi64>, tensor<4096x1xi64>, tensor<4096x4096xi64>) -> tensor<4096x4096xi64>
    %75 = "tensor.empty"() : () -> tensor<4096x4096xi1>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: i64, %arg116: i1):
      %199 = "arith.cmpi"(%arg115, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%199) : (i1) -> ()
    }) : (tensor<4096x4096xi64>, tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %77 = "linalg.generic"(%76, %8, %75) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: i1, %arg113: i1, %arg114: i1):
      %198 = "arith.andi"(%arg112, %arg113) : (i1, i1) -> i1
      "linalg.yield"(%198) : (i1) -> ()
    }) : (tensor<4096x4096xi1>, tensor<4096x4096xi1>, tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %78 = "linalg.generic"(%77, %7, %68, %67) <{indexing_maps = [#map8, #map15, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg108: i1, %arg109: f16, %arg110: f16, %arg111: f16):
      %197 = "arith.select"(%arg108, %arg109, %arg110) : (i1, f16, f16) -> f16
      "linalg.yield"(%197) : (f16) -> ()
    }) : (tensor<4096x4096xi1>, tensor<f16>, tensor<1x32x4096x4096xf16>, tensor<1x32x4096x4096xf16>) -> tensor<1x32x4096x4096xf16>
    %79 = "tensor.empty"() : () -> tensor<1x32x4096x4096xf32>
    %80 = "linalg.generic"(%78, %79) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f16, %arg107: f32):
      %196 = "arith.extf"(%arg106) : (f16) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<1x32x4096x4096xf16>, tensor<1x32x4096x4096xf32>) -> tensor<1x32x4096x4096xf32>
    %81 = "tensor.empty"() : () -> tensor<1x32x4096xi64>
    %82 = "linalg.fill"(%0, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: i64, %arg105: i64):
      "linalg.yield"(%arg104) : (i64) -> ()
    }) : (i64, tensor<1x32x4096xi64>) -> tensor<1x32x4096xi64>
    %83 = "tensor.empty"() : () -> tensor<1x32x4096xf32>
    %84 = "linalg.fill"(%5, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<1x32x4096xf32>) -> tensor<1x32x4096xf32>
    %85:2 = "linalg.generic"(%80, %84, %82) <{indexing_maps = [#map7, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: i64):
      %191 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %192 = "arith.index_cast"(%191) : (index) -> i64
      %193 = "arith.maximumf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %194 = "arith.cmpf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %195 = "arith.select"(%194, %192, %arg101) : (i1, i64, i64) -> i64
      "linalg.yield"(%193, %195) : (f32, i64) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096xf32>, tensor<1x32x4096xi64>) -> (tensor<1x32x4096xf32>, tensor<1x32x4096xi64>)
    %86 = "tensor.expand_shape"(%85#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 32, 4096, 1>}> : (tensor<1x32x4096xf32>) -> tensor<1x32x4096x1xf32>
    %87 = "linalg.generic"(%80, %86, %79) <{indexing_maps = [#map7, #map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %190 = "arith.subf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096x1xf32>, tensor<1x32x4096x4096xf32>) -> tensor<1x32x4096x4096xf32>
    %88 = "linalg.generic"(%87, %79) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %189 = "math.exp"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096x4096xf32>) -> tensor<1x32x4096x4096xf32>
    %89 = "tensor.empty"() : () -> tensor<1x32x4096x1xf32>
    %90 = "linalg.fill"(%4, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<1x32x4096x1xf32>) -> tensor<1x32x4096x1xf32>
    %91 = "linalg.generic"(%88, %90) <{indexing_maps = [#map7, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %188 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096x1xf32>) -> tensor<1x32x4096x1xf32>
    %92 = "linalg.generic"(%88, %91, %79) <{indexing_maps = [#map7, #map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %187 = "arith.divf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096x1xf32>, tensor<1x32x4096x4096xf32>) -> tensor<1x32x4096x4096xf32>
    %93 = "linalg.generic"(%92, %67) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f16):
      %186 = "arith.truncf"(%arg85) : (f32) -> f16
      "linalg.yield"(%186) : (f16) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096x4096xf16>) -> tensor<1x32x4096x4096xf16>
    %94 = "tensor.collapse_shape"(%93) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x4096x4096xf16>) -> tensor<32x4096x4096xf16>
    %95 = "tensor.collapse_shape"(%56) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x4096x128xf16>) -> tensor<32x4096x128xf16>
    %96 = "tensor.empty"() : () -> tensor<32x4096x128xf32>
    %97 = "linalg.fill"(%4, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (f32, tensor<32x4096x128xf32>) -> tensor<32x4096x128xf32>
    %98 = "linalg.batch_matmul"(%94, %95, %97) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f16, %arg81: f16, %arg82: f32):
      %182 = "arith.extf"(%arg80) : (f16) -> f32
      %183 = "arith.extf"(%arg81) : (f16) -> f32
      %184 = "arith.mulf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %185 = "arith.addf"(%arg82, %184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<32x4096x4096xf16>, tensor<32x4096x128xf16>, tensor<32x4096x128xf32>) -> tensor<32x4096x128xf32>
    %99 = "tensor.empty"() : () -> tensor<32x4096x128xf16>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f16):
      %181 = "arith.truncf"(%arg78) : (f32) -> f16
      "linalg.yield"(%181) : (f16) -> ()
    }) : (tensor<32x4096x128xf32>, tensor<32x4096x128xf16>) -> tensor<32x4096x128xf16>
    %101 = "tensor.expand_shape"(%100) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 4096, 128>}> : (tensor<32x4096x128xf16>) -> tensor<1x32x4096x128xf16>
    %102 = "tensor.empty"() : () -> tensor<1x4096x32x128xf16>
    %103 = "linalg.transpose"(%101, %102) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg76: f16, %arg77: f16):
      "linalg.yield"(%arg76) : (f16) -> ()
    }) : (tensor<1x32x4096x128xf16>, tensor<1x4096x32x128xf16>) -> tensor<1x4096x32x128xf16>
    %104 = "linalg.transpose"(%arg5, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg74: f16, %arg75: f16):
      "linalg.yield"(%arg74) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %105 = "tensor.collapse_shape"(%103) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4096x32x128xf16>) -> tensor<4096x4096xf16>
    %106 = "linalg.matmul"(%105, %104, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f16, %arg72: f16, %arg73: f32):
      %177 = "arith.extf"(%arg71) : (f16) -> f32
      %178 = "arith.extf"(%arg72) : (f16) -> f32
      %179 = "arith.mulf"(%177, %178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %180 = "arith.addf"(%arg73, %179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %107 = "linalg.generic"(%106, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f16):
      %176 = "arith.truncf"(%arg69) : (f32) -> f16
      "linalg.yield"(%176) : (f16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %108 = "tensor.expand_shape"(%107) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 4096>}> : (tensor<4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %109 = "linalg.generic"(%arg0, %108, %12) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f16, %arg67: f16, %arg68: f16):
      %175 = "arith.addf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%175) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x4096xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %110 = "linalg.generic"(%109, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f16, %arg65: f16):
      %174 = "math.fpowi"(%arg64, %2) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%174) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %111 = "linalg.generic"(%110, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f16, %arg63: f16):
      %173 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%173) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %112 = "linalg.generic"(%111, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f16, %arg61: f16):
      %172 = "arith.divf"(%arg60, %11) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%172) : (f16) -> ()
    }) : (tensor<1x4096x1xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %113 = "linalg.generic"(%112, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f16, %arg59: f16):
      %170 = "arith.truncf"(%10) : (f64) -> f16
      %171 = "arith.addf"(%arg58, %170) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%171) : (f16) -> ()
    }) : (tensor<1x4096x1xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %114 = "linalg.generic"(%113, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f16, %arg57: f16):
      %169 = "math.rsqrt"(%arg56) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%169) : (f16) -> ()
    }) : (tensor<1x4096x1xf16>, tensor<1x4096x1xf16>) -> tensor<1x4096x1xf16>
    %115 = "linalg.generic"(%109, %114, %12) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f16, %arg54: f16, %arg55: f16):
      %168 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%168) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x1xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %116 = "linalg.generic"(%115, %arg6, %12) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f16, %arg51: f16, %arg52: f16):
      %167 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%167) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<4096xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %117 = "tensor.empty"() : () -> tensor<4096x11008xf16>
    %118 = "linalg.transpose"(%arg7, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg48: f16, %arg49: f16):
      "linalg.yield"(%arg48) : (f16) -> ()
    }) : (tensor<11008x4096xf16>, tensor<4096x11008xf16>) -> tensor<4096x11008xf16>
    %119 = "tensor.collapse_shape"(%116) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4096x4096xf16>) -> tensor<4096x4096xf16>
    %120 = "tensor.empty"() : () -> tensor<4096x11008xf32>
    %121 = "linalg.fill"(%4, %120) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %122 = "linalg.matmul"(%119, %118, %121) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f16, %arg44: f16, %arg45: f32):
      %163 = "arith.extf"(%arg43) : (f16) -> f32
      %164 = "arith.extf"(%arg44) : (f16) -> f32
      %165 = "arith.mulf"(%163, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %166 = "arith.addf"(%arg45, %165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x11008xf16>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %123 = "linalg.generic"(%122, %117) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f16):
      %162 = "arith.truncf"(%arg41) : (f32) -> f16
      "linalg.yield"(%162) : (f16) -> ()
    }) : (tensor<4096x11008xf32>, tensor<4096x11008xf16>) -> tensor<4096x11008xf16>
    %124 = "tensor.expand_shape"(%123) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 11008>}> : (tensor<4096x11008xf16>) -> tensor<1x4096x11008xf16>
    %125 = "tensor.empty"() : () -> tensor<1x4096x11008xf32>
    %126 = "linalg.generic"(%124, %125) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f16, %arg40: f32):
      %161 = "arith.extf"(%arg39) : (f16) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x4096x11008xf16>, tensor<1x4096x11008xf32>) -> tensor<1x4096x11008xf32>
    %127 = "linalg.generic"(%126, %125) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %157 = "arith.negf"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %158 = "math.exp"(%157) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %159 = "arith.addf"(%158, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %160 = "arith.divf"(%6, %159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x4096x11008xf32>, tensor<1x4096x11008xf32>) -> tensor<1x4096x11008xf32>
    %128 = "linalg.generic"(%126, %127, %125) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %156 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x4096x11008xf32>, tensor<1x4096x11008xf32>, tensor<1x4096x11008xf32>) -> tensor<1x4096x11008xf32>
    %129 = "tensor.empty"() : () -> tensor<1x4096x11008xf16>
    %130 = "linalg.generic"(%128, %129) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f16):
      %155 = "arith.truncf"(%arg32) : (f32) -> f16
      "linalg.yield"(%155) : (f16) -> ()
    }) : (tensor<1x4096x11008xf32>, tensor<1x4096x11008xf16>) -> tensor<1x4096x11008xf16>
    %131 = "linalg.transpose"(%arg8, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg30: f16, %arg31: f16):
      "linalg.yield"(%arg30) : (f16) -> ()
    }) : (tensor<11008x4096xf16>, tensor<4096x11008xf16>) -> tensor<4096x11008xf16>
    %132 = "linalg.matmul"(%119, %131, %121) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f16, %arg28: f16, %arg29: f32):
      %151 = "arith.extf"(%arg27) : (f16) -> f32
      %152 = "arith.extf"(%arg28) : (f16) -> f32
      %153 = "arith.mulf"(%151, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %154 = "arith.addf"(%arg29, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x11008xf16>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %133 = "linalg.generic"(%132, %117) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f16):
      %150 = "arith.truncf"(%arg25) : (f32) -> f16
      "linalg.yield"(%150) : (f16) -> ()
    }) : (tensor<4096x11008xf32>, tensor<4096x11008xf16>) -> tensor<4096x11008xf16>
    %134 = "tensor.expand_shape"(%133) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 11008>}> : (tensor<4096x11008xf16>) -> tensor<1x4096x11008xf16>
    %135 = "linalg.generic"(%130, %134, %129) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f16, %arg23: f16, %arg24: f16):
      %149 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%149) : (f16) -> ()
    }) : (tensor<1x4096x11008xf16>, tensor<1x4096x11008xf16>, tensor<1x4096x11008xf16>) -> tensor<1x4096x11008xf16>
    %136 = "tensor.empty"() : () -> tensor<11008x4096xf16>
    %137 = "linalg.transpose"(%arg9, %136) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg20: f16, %arg21: f16):
      "linalg.yield"(%arg20) : (f16) -> ()
    }) : (tensor<4096x11008xf16>, tensor<11008x4096xf16>) -> tensor<11008x4096xf16>
    %138 = "tensor.collapse_shape"(%135) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4096x11008xf16>) -> tensor<4096x11008xf16>
    %139 = "linalg.matmul"(%138, %137, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f16, %arg18: f16, %arg19: f32):
      %145 = "arith.extf"(%arg17) : (f16) -> f32
      %146 = "arith.extf"(%arg18) : (f16) -> f32
      %147 = "arith.mulf"(%145, %146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg19, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<4096x11008xf16>, tensor<11008x4096xf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %140 = "linalg.generic"(%139, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f16):
      %144 = "arith.truncf"(%arg15) : (f32) -> f16
      "linalg.yield"(%144) : (f16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %141 = "tensor.expand_shape"(%140) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 4096>}> : (tensor<4096x4096xf16>) -> tensor<1x4096x4096xf16>
    %142 = "linalg.generic"(%109, %141, %12) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f16, %arg13: f16, %arg14: f16):
      %143 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%143) : (f16) -> ()
    }) : (tensor<1x4096x4096xf16>, tensor<1x4096x4096xf16>, tensor<1x4096x4096xf16>) -> tensor<1x4096x4096xf16>
    "func.return"(%142) : (tensor<1x4096x4096xf16>) -> ()
  }) : () -> ()
}) : () -> ()
