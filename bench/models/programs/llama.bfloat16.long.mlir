// Imported by kfusion-import-torch from kfusion.models llama: LlamaBlock(hidden=4096, heads=32, mlp=11008, seq=4096) in bfloat16 on 1x4096x4096 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x4096x4096xbf16
//   %arg1: attn_norm.weight 4096xbf16
//   %arg2: q_proj.weight 4096x4096xbf16
//   %arg3: k_proj.weight 4096x4096xbf16
//   %arg4: v_proj.weight 4096x4096xbf16
//   %arg5: o_proj.weight 4096x4096xbf16
//   %arg6: mlp_norm.weight 4096xbf16
//   %arg7: gate_proj.weight 11008x4096xbf16
//   %arg8: up_proj.weight 11008x4096xbf16
//   %arg9: down_proj.weight 4096x11008xbf16
//   %arg10: cos 4096x128xbf16
//   %arg11: sin 4096x128xbf16
// @step results: 1x4096x4096xbf16
// bench/models/programs/llama.bfloat16.long.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: llama.bfloat16.long.json.
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
  "func.func"() <{function_type = (tensor<1x4096x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x128xbf16>, tensor<4096x128xbf16>) -> tensor<1x4096x4096xbf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x4096x4096xbf16>, %arg1: tensor<4096xbf16>, %arg2: tensor<4096x4096xbf16>, %arg3: tensor<4096x4096xbf16>, %arg4: tensor<4096x4096xbf16>, %arg5: tensor<4096x4096xbf16>, %arg6: tensor<4096xbf16>, %arg7: tensor<11008x4096xbf16>, %arg8: tensor<11008x4096xbf16>, %arg9: tensor<4096x11008xbf16>, %arg10: tensor<4096x128xbf16>, %arg11: tensor<4096x128xbf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %8 = "arith.constant"() <{value = dense<true> : tensor<4096x4096xi1>}> : () -> tensor<4096x4096xi1>
    %9 = "arith.constant"() <{value = 11.313708498984761 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 4.096000e+03 : bf16}> : () -> bf16
    %12 = "tensor.empty"() : () -> tensor<1x4096x4096xbf16>
    %13 = "linalg.generic"(%arg0, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: bf16, %arg200: bf16):
      %240 = "math.fpowi"(%arg199, %2) <{fastmath = #arith.fastmath<none>}> : (bf16, i64) -> bf16
      "linalg.yield"(%240) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %14 = "tensor.empty"() : () -> tensor<1x4096x1xbf16>
    %15 = "linalg.fill"(%3, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: bf16, %arg198: bf16):
      "linalg.yield"(%arg197) : (bf16) -> ()
    }) : (bf16, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %16 = "linalg.generic"(%13, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: bf16, %arg196: bf16):
      %239 = "arith.addf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%239) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %17 = "linalg.generic"(%16, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: bf16, %arg194: bf16):
      %238 = "arith.divf"(%arg193, %11) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%238) : (bf16) -> ()
    }) : (tensor<1x4096x1xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %18 = "linalg.generic"(%17, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: bf16, %arg192: bf16):
      %236 = "arith.truncf"(%10) : (f64) -> bf16
      %237 = "arith.addf"(%arg191, %236) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%237) : (bf16) -> ()
    }) : (tensor<1x4096x1xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %19 = "linalg.generic"(%18, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: bf16, %arg190: bf16):
      %235 = "math.rsqrt"(%arg189) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%235) : (bf16) -> ()
    }) : (tensor<1x4096x1xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %20 = "linalg.generic"(%arg0, %19, %12) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: bf16, %arg187: bf16, %arg188: bf16):
      %234 = "arith.mulf"(%arg186, %arg187) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%234) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x1xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %21 = "linalg.generic"(%20, %arg1, %12) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg183: bf16, %arg184: bf16, %arg185: bf16):
      %233 = "arith.mulf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%233) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<4096xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %22 = "tensor.empty"() : () -> tensor<4096x4096xbf16>
    %23 = "linalg.transpose"(%arg2, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg181: bf16, %arg182: bf16):
      "linalg.yield"(%arg181) : (bf16) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %24 = "tensor.collapse_shape"(%21) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %25 = "tensor.empty"() : () -> tensor<4096x4096xf32>
    %26 = "linalg.fill"(%4, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      "linalg.yield"(%arg179) : (f32) -> ()
    }) : (f32, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %27 = "linalg.matmul"(%24, %23, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: bf16, %arg177: bf16, %arg178: f32):
      %229 = "arith.extf"(%arg176) : (bf16) -> f32
      %230 = "arith.extf"(%arg177) : (bf16) -> f32
      %231 = "arith.mulf"(%229, %230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %232 = "arith.addf"(%arg178, %231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%232) : (f32) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %28 = "linalg.generic"(%27, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: bf16):
      %228 = "arith.truncf"(%arg174) : (f32) -> bf16
      "linalg.yield"(%228) : (bf16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %29 = "tensor.expand_shape"(%28) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4096, 32, 128>}> : (tensor<4096x4096xbf16>) -> tensor<1x4096x32x128xbf16>
    %30 = "tensor.empty"() : () -> tensor<1x32x4096x128xbf16>
    %31 = "linalg.transpose"(%29, %30) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: bf16, %arg173: bf16):
      "linalg.yield"(%arg172) : (bf16) -> ()
    }) : (tensor<1x4096x32x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %32 = "linalg.generic"(%31, %arg10, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg169: bf16, %arg170: bf16, %arg171: bf16):
      %227 = "arith.mulf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%227) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<4096x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %33 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x64xbf16>
    %34 = "tensor.empty"() : () -> tensor<1x32x4096x64xbf16>
    %35 = "linalg.generic"(%33, %34) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: bf16, %arg168: bf16):
      %226 = "arith.negf"(%arg167) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%226) : (bf16) -> ()
    }) : (tensor<1x32x4096x64xbf16>, tensor<1x32x4096x64xbf16>) -> tensor<1x32x4096x64xbf16>
    %36 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x64xbf16>
    %37 = "tensor.concat"(%35, %36) <{dim = 3 : i64}> : (tensor<1x32x4096x64xbf16>, tensor<1x32x4096x64xbf16>) -> tensor<1x32x4096x128xbf16>
    %38 = "linalg.generic"(%37, %arg11, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg164: bf16, %arg165: bf16, %arg166: bf16):
      %225 = "arith.mulf"(%arg164, %arg165) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%225) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<4096x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %39 = "linalg.generic"(%32, %38, %30) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: bf16, %arg162: bf16, %arg163: bf16):
      %224 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%224) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %40 = "linalg.transpose"(%arg3, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg159: bf16, %arg160: bf16):
      "linalg.yield"(%arg159) : (bf16) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %41 = "linalg.matmul"(%24, %40, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: bf16, %arg157: bf16, %arg158: f32):
      %220 = "arith.extf"(%arg156) : (bf16) -> f32
      %221 = "arith.extf"(%arg157) : (bf16) -> f32
      %222 = "arith.mulf"(%220, %221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %223 = "arith.addf"(%arg158, %222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%223) : (f32) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %42 = "linalg.generic"(%41, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg154: f32, %arg155: bf16):
      %219 = "arith.truncf"(%arg154) : (f32) -> bf16
      "linalg.yield"(%219) : (bf16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %43 = "tensor.expand_shape"(%42) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4096, 32, 128>}> : (tensor<4096x4096xbf16>) -> tensor<1x4096x32x128xbf16>
    %44 = "linalg.transpose"(%43, %30) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg152: bf16, %arg153: bf16):
      "linalg.yield"(%arg152) : (bf16) -> ()
    }) : (tensor<1x4096x32x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %45 = "linalg.generic"(%44, %arg10, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: bf16, %arg150: bf16, %arg151: bf16):
      %218 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%218) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<4096x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %46 = "tensor.extract_slice"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x64xbf16>
    %47 = "linalg.generic"(%46, %34) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: bf16, %arg148: bf16):
      %217 = "arith.negf"(%arg147) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%217) : (bf16) -> ()
    }) : (tensor<1x32x4096x64xbf16>, tensor<1x32x4096x64xbf16>) -> tensor<1x32x4096x64xbf16>
    %48 = "tensor.extract_slice"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 4096, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x64xbf16>
    %49 = "tensor.concat"(%47, %48) <{dim = 3 : i64}> : (tensor<1x32x4096x64xbf16>, tensor<1x32x4096x64xbf16>) -> tensor<1x32x4096x128xbf16>
    %50 = "linalg.generic"(%49, %arg11, %30) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: bf16, %arg145: bf16, %arg146: bf16):
      %216 = "arith.mulf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%216) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<4096x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %51 = "linalg.generic"(%45, %50, %30) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: bf16, %arg142: bf16, %arg143: bf16):
      %215 = "arith.addf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%215) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %52 = "linalg.transpose"(%arg4, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg139: bf16, %arg140: bf16):
      "linalg.yield"(%arg139) : (bf16) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %53 = "linalg.matmul"(%24, %52, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg136: bf16, %arg137: bf16, %arg138: f32):
      %211 = "arith.extf"(%arg136) : (bf16) -> f32
      %212 = "arith.extf"(%arg137) : (bf16) -> f32
      %213 = "arith.mulf"(%211, %212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %214 = "arith.addf"(%arg138, %213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %54 = "linalg.generic"(%53, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: f32, %arg135: bf16):
      %210 = "arith.truncf"(%arg134) : (f32) -> bf16
      "linalg.yield"(%210) : (bf16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %55 = "tensor.expand_shape"(%54) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4096, 32, 128>}> : (tensor<4096x4096xbf16>) -> tensor<1x4096x32x128xbf16>
    %56 = "linalg.transpose"(%55, %30) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg132: bf16, %arg133: bf16):
      "linalg.yield"(%arg132) : (bf16) -> ()
    }) : (tensor<1x4096x32x128xbf16>, tensor<1x32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %57 = "tensor.empty"() : () -> tensor<1x32x128x4096xbf16>
    %58 = "linalg.transpose"(%51, %57) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg130: bf16, %arg131: bf16):
      "linalg.yield"(%arg130) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<1x32x128x4096xbf16>) -> tensor<1x32x128x4096xbf16>
    %59 = "tensor.collapse_shape"(%39) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x4096x128xbf16>) -> tensor<32x4096x128xbf16>
    %60 = "tensor.collapse_shape"(%58) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x4096xbf16>) -> tensor<32x128x4096xbf16>
    %61 = "tensor.empty"() : () -> tensor<32x4096x4096xf32>
    %62 = "linalg.fill"(%4, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (f32, tensor<32x4096x4096xf32>) -> tensor<32x4096x4096xf32>
    %63 = "linalg.batch_matmul"(%59, %60, %62) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: bf16, %arg126: bf16, %arg127: f32):
      %206 = "arith.extf"(%arg125) : (bf16) -> f32
      %207 = "arith.extf"(%arg126) : (bf16) -> f32
      %208 = "arith.mulf"(%206, %207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %209 = "arith.addf"(%arg127, %208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<32x4096x128xbf16>, tensor<32x128x4096xbf16>, tensor<32x4096x4096xf32>) -> tensor<32x4096x4096xf32>
    %64 = "tensor.empty"() : () -> tensor<32x4096x4096xbf16>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: bf16):
      %205 = "arith.truncf"(%arg123) : (f32) -> bf16
      "linalg.yield"(%205) : (bf16) -> ()
    }) : (tensor<32x4096x4096xf32>, tensor<32x4096x4096xbf16>) -> tensor<32x4096x4096xbf16>
    %66 = "tensor.expand_shape"(%65) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 4096, 4096>}> : (tensor<32x4096x4096xbf16>) -> tensor<1x32x4096x4096xbf16>
    %67 = "tensor.empty"() : () -> tensor<1x32x4096x4096xbf16>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: bf16, %arg122: bf16):
      %203 = "arith.truncf"(%9) : (f64) -> bf16
      %204 = "arith.divf"(%arg121, %203) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%204) : (bf16) -> ()
    }) : (tensor<1x32x4096x4096xbf16>, tensor<1x32x4096x4096xbf16>) -> tensor<1x32x4096x4096xbf16>
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
    ^bb0(%arg108: i1, %arg109: bf16, %arg110: bf16, %arg111: bf16):
      %197 = "arith.select"(%arg108, %arg109, %arg110) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%197) : (bf16) -> ()
    }) : (tensor<4096x4096xi1>, tensor<bf16>, tensor<1x32x4096x4096xbf16>, tensor<1x32x4096x4096xbf16>) -> tensor<1x32x4096x4096xbf16>
    %79 = "tensor.empty"() : () -> tensor<1x32x4096x4096xf32>
    %80 = "linalg.generic"(%78, %79) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: bf16, %arg107: f32):
      %196 = "arith.extf"(%arg106) : (bf16) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<1x32x4096x4096xbf16>, tensor<1x32x4096x4096xf32>) -> tensor<1x32x4096x4096xf32>
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
    ^bb0(%arg85: f32, %arg86: bf16):
      %186 = "arith.truncf"(%arg85) : (f32) -> bf16
      "linalg.yield"(%186) : (bf16) -> ()
    }) : (tensor<1x32x4096x4096xf32>, tensor<1x32x4096x4096xbf16>) -> tensor<1x32x4096x4096xbf16>
    %94 = "tensor.collapse_shape"(%93) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x4096x4096xbf16>) -> tensor<32x4096x4096xbf16>
    %95 = "tensor.collapse_shape"(%56) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x4096x128xbf16>) -> tensor<32x4096x128xbf16>
    %96 = "tensor.empty"() : () -> tensor<32x4096x128xf32>
    %97 = "linalg.fill"(%4, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (f32, tensor<32x4096x128xf32>) -> tensor<32x4096x128xf32>
    %98 = "linalg.batch_matmul"(%94, %95, %97) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: bf16, %arg81: bf16, %arg82: f32):
      %182 = "arith.extf"(%arg80) : (bf16) -> f32
      %183 = "arith.extf"(%arg81) : (bf16) -> f32
      %184 = "arith.mulf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %185 = "arith.addf"(%arg82, %184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<32x4096x4096xbf16>, tensor<32x4096x128xbf16>, tensor<32x4096x128xf32>) -> tensor<32x4096x128xf32>
    %99 = "tensor.empty"() : () -> tensor<32x4096x128xbf16>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: bf16):
      %181 = "arith.truncf"(%arg78) : (f32) -> bf16
      "linalg.yield"(%181) : (bf16) -> ()
    }) : (tensor<32x4096x128xf32>, tensor<32x4096x128xbf16>) -> tensor<32x4096x128xbf16>
    %101 = "tensor.expand_shape"(%100) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 4096, 128>}> : (tensor<32x4096x128xbf16>) -> tensor<1x32x4096x128xbf16>
    %102 = "tensor.empty"() : () -> tensor<1x4096x32x128xbf16>
    %103 = "linalg.transpose"(%101, %102) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg76: bf16, %arg77: bf16):
      "linalg.yield"(%arg76) : (bf16) -> ()
    }) : (tensor<1x32x4096x128xbf16>, tensor<1x4096x32x128xbf16>) -> tensor<1x4096x32x128xbf16>
    %104 = "linalg.transpose"(%arg5, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg74: bf16, %arg75: bf16):
      "linalg.yield"(%arg74) : (bf16) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %105 = "tensor.collapse_shape"(%103) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4096x32x128xbf16>) -> tensor<4096x4096xbf16>
    %106 = "linalg.matmul"(%105, %104, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: bf16, %arg72: bf16, %arg73: f32):
      %177 = "arith.extf"(%arg71) : (bf16) -> f32
      %178 = "arith.extf"(%arg72) : (bf16) -> f32
      %179 = "arith.mulf"(%177, %178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %180 = "arith.addf"(%arg73, %179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %107 = "linalg.generic"(%106, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: bf16):
      %176 = "arith.truncf"(%arg69) : (f32) -> bf16
      "linalg.yield"(%176) : (bf16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %108 = "tensor.expand_shape"(%107) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 4096>}> : (tensor<4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %109 = "linalg.generic"(%arg0, %108, %12) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: bf16, %arg67: bf16, %arg68: bf16):
      %175 = "arith.addf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%175) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %110 = "linalg.generic"(%109, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: bf16, %arg65: bf16):
      %174 = "math.fpowi"(%arg64, %2) <{fastmath = #arith.fastmath<none>}> : (bf16, i64) -> bf16
      "linalg.yield"(%174) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %111 = "linalg.generic"(%110, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: bf16, %arg63: bf16):
      %173 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%173) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %112 = "linalg.generic"(%111, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: bf16, %arg61: bf16):
      %172 = "arith.divf"(%arg60, %11) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%172) : (bf16) -> ()
    }) : (tensor<1x4096x1xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %113 = "linalg.generic"(%112, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: bf16, %arg59: bf16):
      %170 = "arith.truncf"(%10) : (f64) -> bf16
      %171 = "arith.addf"(%arg58, %170) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%171) : (bf16) -> ()
    }) : (tensor<1x4096x1xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %114 = "linalg.generic"(%113, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: bf16):
      %169 = "math.rsqrt"(%arg56) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%169) : (bf16) -> ()
    }) : (tensor<1x4096x1xbf16>, tensor<1x4096x1xbf16>) -> tensor<1x4096x1xbf16>
    %115 = "linalg.generic"(%109, %114, %12) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: bf16, %arg54: bf16, %arg55: bf16):
      %168 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%168) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x1xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %116 = "linalg.generic"(%115, %arg6, %12) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: bf16, %arg52: bf16):
      %167 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%167) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<4096xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %117 = "tensor.empty"() : () -> tensor<4096x11008xbf16>
    %118 = "linalg.transpose"(%arg7, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg48: bf16, %arg49: bf16):
      "linalg.yield"(%arg48) : (bf16) -> ()
    }) : (tensor<11008x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %119 = "tensor.collapse_shape"(%116) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %120 = "tensor.empty"() : () -> tensor<4096x11008xf32>
    %121 = "linalg.fill"(%4, %120) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %122 = "linalg.matmul"(%119, %118, %121) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: bf16, %arg44: bf16, %arg45: f32):
      %163 = "arith.extf"(%arg43) : (bf16) -> f32
      %164 = "arith.extf"(%arg44) : (bf16) -> f32
      %165 = "arith.mulf"(%163, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %166 = "arith.addf"(%arg45, %165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %123 = "linalg.generic"(%122, %117) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: bf16):
      %162 = "arith.truncf"(%arg41) : (f32) -> bf16
      "linalg.yield"(%162) : (bf16) -> ()
    }) : (tensor<4096x11008xf32>, tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %124 = "tensor.expand_shape"(%123) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 11008>}> : (tensor<4096x11008xbf16>) -> tensor<1x4096x11008xbf16>
    %125 = "tensor.empty"() : () -> tensor<1x4096x11008xf32>
    %126 = "linalg.generic"(%124, %125) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: f32):
      %161 = "arith.extf"(%arg39) : (bf16) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x4096x11008xbf16>, tensor<1x4096x11008xf32>) -> tensor<1x4096x11008xf32>
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
    %129 = "tensor.empty"() : () -> tensor<1x4096x11008xbf16>
    %130 = "linalg.generic"(%128, %129) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: bf16):
      %155 = "arith.truncf"(%arg32) : (f32) -> bf16
      "linalg.yield"(%155) : (bf16) -> ()
    }) : (tensor<1x4096x11008xf32>, tensor<1x4096x11008xbf16>) -> tensor<1x4096x11008xbf16>
    %131 = "linalg.transpose"(%arg8, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg30: bf16, %arg31: bf16):
      "linalg.yield"(%arg30) : (bf16) -> ()
    }) : (tensor<11008x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %132 = "linalg.matmul"(%119, %131, %121) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16, %arg29: f32):
      %151 = "arith.extf"(%arg27) : (bf16) -> f32
      %152 = "arith.extf"(%arg28) : (bf16) -> f32
      %153 = "arith.mulf"(%151, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %154 = "arith.addf"(%arg29, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<4096x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %133 = "linalg.generic"(%132, %117) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: bf16):
      %150 = "arith.truncf"(%arg25) : (f32) -> bf16
      "linalg.yield"(%150) : (bf16) -> ()
    }) : (tensor<4096x11008xf32>, tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %134 = "tensor.expand_shape"(%133) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 11008>}> : (tensor<4096x11008xbf16>) -> tensor<1x4096x11008xbf16>
    %135 = "linalg.generic"(%130, %134, %129) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: bf16, %arg23: bf16, %arg24: bf16):
      %149 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%149) : (bf16) -> ()
    }) : (tensor<1x4096x11008xbf16>, tensor<1x4096x11008xbf16>, tensor<1x4096x11008xbf16>) -> tensor<1x4096x11008xbf16>
    %136 = "tensor.empty"() : () -> tensor<11008x4096xbf16>
    %137 = "linalg.transpose"(%arg9, %136) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg20: bf16, %arg21: bf16):
      "linalg.yield"(%arg20) : (bf16) -> ()
    }) : (tensor<4096x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %138 = "tensor.collapse_shape"(%135) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %139 = "linalg.matmul"(%138, %137, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: bf16, %arg19: f32):
      %145 = "arith.extf"(%arg17) : (bf16) -> f32
      %146 = "arith.extf"(%arg18) : (bf16) -> f32
      %147 = "arith.mulf"(%145, %146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg19, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<4096x11008xbf16>, tensor<11008x4096xbf16>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %140 = "linalg.generic"(%139, %22) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: bf16):
      %144 = "arith.truncf"(%arg15) : (f32) -> bf16
      "linalg.yield"(%144) : (bf16) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %141 = "tensor.expand_shape"(%140) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4096, 4096>}> : (tensor<4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %142 = "linalg.generic"(%109, %141, %12) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: bf16, %arg13: bf16, %arg14: bf16):
      %143 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%143) : (bf16) -> ()
    }) : (tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    "func.return"(%142) : (tensor<1x4096x4096xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
