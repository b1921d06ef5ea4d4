// Imported by kfusion-import-torch from kfusion.models llama: LlamaBlock(hidden=4096, heads=32, mlp=11008, seq=1024) in float16 on 1x1024x4096 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x1024x4096xf16
//   %arg1: attn_norm.weight 4096xf16
//   %arg2: q_proj.weight 4096x4096xf16
//   %arg3: k_proj.weight 4096x4096xf16
//   %arg4: v_proj.weight 4096x4096xf16
//   %arg5: o_proj.weight 4096x4096xf16
//   %arg6: mlp_norm.weight 4096xf16
//   %arg7: gate_proj.weight 11008x4096xf16
//   %arg8: up_proj.weight 11008x4096xf16
//   %arg9: down_proj.weight 4096x11008xf16
//   %arg10: cos 1024x128xf16
//   %arg11: sin 1024x128xf16
// @step results: 1x1024x4096xf16
// bench/models/programs/llama.float16.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: llama.float16.gpu.json.
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
  "func.func"() <{function_type = (tensor<1x1024x4096xf16>, tensor<4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096x4096xf16>, tensor<4096xf16>, tensor<11008x4096xf16>, tensor<11008x4096xf16>, tensor<4096x11008xf16>, tensor<1024x128xf16>, tensor<1024x128xf16>) -> tensor<1x1024x4096xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x1024x4096xf16>, %arg1: tensor<4096xf16>, %arg2: tensor<4096x4096xf16>, %arg3: tensor<4096x4096xf16>, %arg4: tensor<4096x4096xf16>, %arg5: tensor<4096x4096xf16>, %arg6: tensor<4096xf16>, %arg7: tensor<11008x4096xf16>, %arg8: tensor<11008x4096xf16>, %arg9: tensor<4096x11008xf16>, %arg10: tensor<1024x128xf16>, %arg11: tensor<1024x128xf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %8 = "arith.constant"() <{value = dense<true> : tensor<1024x1024xi1>}> : () -> tensor<1024x1024xi1>
    %9 = "arith.constant"() <{value = 11.313708498984761 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 4.096000e+03 : f16}> : () -> f16
    %12 = "tensor.empty"() : () -> tensor<1x1024x4096xf16>
    %13 = "linalg.generic"(%arg0, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f16, %arg200: f16):
      %242 = "math.fpowi"(%arg199, %2) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%242) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %14 = "tensor.empty"() : () -> tensor<1x1024x1xf16>
    %15 = "linalg.fill"(%3, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f16, %arg198: f16):
      "linalg.yield"(%arg197) : (f16) -> ()
    }) : (f16, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %16 = "linalg.generic"(%13, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f16, %arg196: f16):
      %241 = "arith.addf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%241) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %17 = "linalg.generic"(%16, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f16, %arg194: f16):
      %240 = "arith.divf"(%arg193, %11) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%240) : (f16) -> ()
    }) : (tensor<1x1024x1xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %18 = "linalg.generic"(%17, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: f16, %arg192: f16):
      %238 = "arith.truncf"(%10) : (f64) -> f16
      %239 = "arith.addf"(%arg191, %238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%239) : (f16) -> ()
    }) : (tensor<1x1024x1xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %19 = "linalg.generic"(%18, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f16, %arg190: f16):
      %237 = "math.rsqrt"(%arg189) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%237) : (f16) -> ()
    }) : (tensor<1x1024x1xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %20 = "linalg.generic"(%arg0, %19, %12) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: f16, %arg187: f16, %arg188: f16):
      %236 = "arith.mulf"(%arg186, %arg187) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%236) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x1xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %21 = "linalg.generic"(%20, %arg1, %12) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg183: f16, %arg184: f16, %arg185: f16):
      %235 = "arith.mulf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%235) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<4096xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %22 = "tensor.empty"() : () -> tensor<4096x4096xf16>
    %23 = "linalg.transpose"(%arg2, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg181: f16, %arg182: f16):
      "linalg.yield"(%arg181) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %24 = "tensor.collapse_shape"(%21) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x4096xf16>) -> tensor<1024x4096xf16>
    %25 = "tensor.empty"() : () -> tensor<1024x4096xf32>
    %26 = "linalg.fill"(%4, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      "linalg.yield"(%arg179) : (f32) -> ()
    }) : (f32, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %27 = "linalg.matmul"(%24, %23, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f16, %arg177: f16, %arg178: f32):
      %231 = "arith.extf"(%arg176) : (f16) -> f32
      %232 = "arith.extf"(%arg177) : (f16) -> f32
      %233 = "arith.mulf"(%231, %232) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %234 = "arith.addf"(%arg178, %233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%234) : (f32) -> ()
    }) : (tensor<1024x4096xf16>, tensor<4096x4096xf16>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %28 = "tensor.empty"() : () -> tensor<1024x4096xf16>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f16):
      %230 = "arith.truncf"(%arg174) : (f32) -> f16
      "linalg.yield"(%230) : (f16) -> ()
    }) : (tensor<1024x4096xf32>, tensor<1024x4096xf16>) -> tensor<1024x4096xf16>
    %30 = "tensor.expand_shape"(%29) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 32, 128>}> : (tensor<1024x4096xf16>) -> tensor<1x1024x32x128xf16>
    %31 = "tensor.empty"() : () -> tensor<1x32x1024x128xf16>
    %32 = "linalg.transpose"(%30, %31) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: f16, %arg173: f16):
      "linalg.yield"(%arg172) : (f16) -> ()
    }) : (tensor<1x1024x32x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %33 = "linalg.generic"(%32, %arg10, %31) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg169: f16, %arg170: f16, %arg171: f16):
      %229 = "arith.mulf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%229) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1024x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %34 = "tensor.extract_slice"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x64xf16>
    %35 = "tensor.empty"() : () -> tensor<1x32x1024x64xf16>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f16, %arg168: f16):
      %228 = "arith.negf"(%arg167) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%228) : (f16) -> ()
    }) : (tensor<1x32x1024x64xf16>, tensor<1x32x1024x64xf16>) -> tensor<1x32x1024x64xf16>
    %37 = "tensor.extract_slice"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x64xf16>
    %38 = "tensor.concat"(%36, %37) <{dim = 3 : i64}> : (tensor<1x32x1024x64xf16>, tensor<1x32x1024x64xf16>) -> tensor<1x32x1024x128xf16>
    %39 = "linalg.generic"(%38, %arg11, %31) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg164: f16, %arg165: f16, %arg166: f16):
      %227 = "arith.mulf"(%arg164, %arg165) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%227) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1024x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %40 = "linalg.generic"(%33, %39, %31) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f16, %arg162: f16, %arg163: f16):
      %226 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%226) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1x32x1024x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %41 = "linalg.transpose"(%arg3, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg159: f16, %arg160: f16):
      "linalg.yield"(%arg159) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %42 = "linalg.matmul"(%24, %41, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f16, %arg157: f16, %arg158: f32):
      %222 = "arith.extf"(%arg156) : (f16) -> f32
      %223 = "arith.extf"(%arg157) : (f16) -> f32
      %224 = "arith.mulf"(%222, %223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %225 = "arith.addf"(%arg158, %224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%225) : (f32) -> ()
    }) : (tensor<1024x4096xf16>, tensor<4096x4096xf16>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %43 = "linalg.generic"(%42, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f16):
      %221 = "arith.truncf"(%arg154) : (f32) -> f16
      "linalg.yield"(%221) : (f16) -> ()
    }) : (tensor<1024x4096xf32>, tensor<1024x4096xf16>) -> tensor<1024x4096xf16>
    %44 = "tensor.expand_shape"(%43) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 32, 128>}> : (tensor<1024x4096xf16>) -> tensor<1x1024x32x128xf16>
    %45 = "linalg.transpose"(%44, %31) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg152: f16, %arg153: f16):
      "linalg.yield"(%arg152) : (f16) -> ()
    }) : (tensor<1x1024x32x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %46 = "linalg.generic"(%45, %arg10, %31) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f16, %arg150: f16, %arg151: f16):
      %220 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%220) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1024x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %47 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x64xf16>
    %48 = "linalg.generic"(%47, %35) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f16, %arg148: f16):
      %219 = "arith.negf"(%arg147) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%219) : (f16) -> ()
    }) : (tensor<1x32x1024x64xf16>, tensor<1x32x1024x64xf16>) -> tensor<1x32x1024x64xf16>
    %49 = "tensor.extract_slice"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x64xf16>
    %50 = "tensor.concat"(%48, %49) <{dim = 3 : i64}> : (tensor<1x32x1024x64xf16>, tensor<1x32x1024x64xf16>) -> tensor<1x32x1024x128xf16>
    %51 = "linalg.generic"(%50, %arg11, %31) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f16, %arg145: f16, %arg146: f16):
      %218 = "arith.mulf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%218) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1024x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %52 = "linalg.generic"(%46, %51, %31) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f16, %arg142: f16, %arg143: f16):
      %217 = "arith.addf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%217) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1x32x1024x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %53 = "linalg.transpose"(%arg4, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg139: f16, %arg140: f16):
      "linalg.yield"(%arg139) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %54 = "linalg.matmul"(%24, %53, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg136: f16, %arg137: f16, %arg138: f32):
      %213 = "arith.extf"(%arg136) : (f16) -> f32
      %214 = "arith.extf"(%arg137) : (f16) -> f32
      %215 = "arith.mulf"(%213, %214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %216 = "arith.addf"(%arg138, %215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<1024x4096xf16>, tensor<4096x4096xf16>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %55 = "linalg.generic"(%54, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f16):
      %212 = "arith.truncf"(%arg134) : (f32) -> f16
      "linalg.yield"(%212) : (f16) -> ()
    }) : (tensor<1024x4096xf32>, tensor<1024x4096xf16>) -> tensor<1024x4096xf16>
    %56 = "tensor.expand_shape"(%55) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 32, 128>}> : (tensor<1024x4096xf16>) -> tensor<1x1024x32x128xf16>
    %57 = "linalg.transpose"(%56, %31) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg132: f16, %arg133: f16):
      "linalg.yield"(%arg132) : (f16) -> ()
    }) : (tensor<1x1024x32x128xf16>, tensor<1x32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %58 = "tensor.empty"() : () -> tensor<1x32x128x1024xf16>
    %59 = "linalg.transpose"(%52, %58) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg130: f16, %arg131: f16):
      "linalg.yield"(%arg130) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1x32x128x1024xf16>) -> tensor<1x32x128x1024xf16>
    %60 = "tensor.collapse_shape"(%40) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x1024x128xf16>) -> tensor<32x1024x128xf16>
    %61 = "tensor.collapse_shape"(%59) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x1024xf16>) -> tensor<32x128x1024xf16>
    %62 = "tensor.empty"() : () -> tensor<32x1024x1024xf32>
    %63 = "linalg.fill"(%4, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (f32, tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %64 = "linalg.batch_matmul"(%60, %61, %63) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f16, %arg126: f16, %arg127: f32):
      %208 = "arith.extf"(%arg125) : (f16) -> f32
      %209 = "arith.extf"(%arg126) : (f16) -> f32
      %210 = "arith.mulf"(%208, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %211 = "arith.addf"(%arg127, %210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<32x1024x128xf16>, tensor<32x128x1024xf16>, tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %65 = "tensor.empty"() : () -> tensor<32x1024x1024xf16>
    %66 = "linalg.generic"(%64, %65) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f16):
      %207 = "arith.truncf"(%arg123) : (f32) -> f16
      "linalg.yield"(%207) : (f16) -> ()
    }) : (tensor<32x1024x1024xf32>, tensor<32x1024x1024xf16>) -> tensor<32x1024x1024xf16>
    %67 = "tensor.expand_shape"(%66) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 1024, 1024>}> : (tensor<32x1024x1024xf16>) -> tensor<1x32x1024x1024xf16>
    %68 = "tensor.empty"() : () -> tensor<1x32x1024x1024xf16>
    %69 = "linalg.generic"(%67, %68) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f16, %arg122: f16):
      %205 = "arith.truncf"(%9) : (f64) -> f16
      %206 = "arith.divf"(%arg121, %205) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%206) : (f16) -> ()
    }) : (tensor<1x32x1024x1024xf16>, tensor<1x32x1024x1024xf16>) -> tensor<1x32x1024x1024xf16>
    %70 = "tensor.empty"() : () -> tensor<1024xi64>
    %71 = "linalg.generic"(%70) <{indexing_maps = [#map12], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg120: i64):
      %203 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %204 = "arith.index_cast"(%203) : (index) -> i64
      "linalg.yield"(%204) : (i64) -> ()
    }) : (tensor<1024xi64>) -> tensor<1024xi64>
    %72 = "tensor.expand_shape"(%71) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1024>}> : (tensor<1024xi64>) -> tensor<1x1024xi64>
    %73 = "tensor.expand_shape"(%71) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1024, 1>}> : (tensor<1024xi64>) -> tensor<1024x1xi64>
    %74 = "tensor.empty"() : () -> tensor<1024x1024xi64>
    %75 = "linalg.generic"(%72, %73, %74) <{indexing_maps = [#map13, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: i64, %arg118: i64, %arg119: i64):
      %202 = "arith.subi"(%arg117, %arg118) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%202) : (i64) -> ()
    }) : (tensor<1x1024xi64>, tensor<1024x1xi64>, tensor<1024x1024xi64>) -> tensor<1024x1024xi64>
    %76 = "tensor.empty"() : () -> tensor<1024x1024xi1>
    %77 = "linalg.generic"(%75, %76) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: i64, %arg116: i1):
      %201 = "arith.cmpi"(%arg115, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%201) : (i1) -> ()
    }) : (tensor<1024x1024xi64>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %78 = "linalg.generic"(%77, %8, %76) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: i1, %arg113: i1, %arg114: i1):
      %200 = "arith.andi"(%arg112, %arg113) : (i1, i1) -> i1
      "linalg.yield"(%200) : (i1) -> ()
    }) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %79 = "linalg.generic"(%78, %7, %69, %68) <{indexing_maps = [#map8, #map15, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg108: i1, %arg109: f16, %arg110: f16, %arg111: f16):
      %199 = "arith.select"(%arg108, %arg109, %arg110) : (i1, f16, f16) -> f16
      "linalg.yield"(%199) : (f16) -> ()
    }) : (tensor<1024x1024xi1>, tensor<f16>, tensor<1x32x1024x1024xf16>, tensor<1x32x1024x1024xf16>) -> tensor<1x32x1024x1024xf16>
    %80 = "tensor.empty"() : () -> tensor<1x32x1024x1024xf32>
    %81 = "linalg.generic"(%79, %80) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f16, %arg107: f32):
      %198 = "arith.extf"(%arg106) : (f16) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf16>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %82 = "tensor.empty"() : () -> tensor<1x32x1024xi64>
    %83 = "linalg.fill"(%0, %82) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: i64, %arg105: i64):
      "linalg.yield"(%arg104) : (i64) -> ()
    }) : (i64, tensor<1x32x1024xi64>) -> tensor<1x32x1024xi64>
    %84 = "tensor.empty"() : () -> tensor<1x32x1024xf32>
    %85 = "linalg.fill"(%5, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<1x32x1024xf32>) -> tensor<1x32x1024xf32>
    %86:2 = "linalg.generic"(%81, %85, %83) <{indexing_maps = [#map7, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: i64):
      %193 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %194 = "arith.index_cast"(%193) : (index) -> i64
      %195 = "arith.maximumf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %196 = "arith.cmpf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %197 = "arith.select"(%196, %194, %arg101) : (i1, i64, i64) -> i64
      "linalg.yield"(%195, %197) : (f32, i64) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024xf32>, tensor<1x32x1024xi64>) -> (tensor<1x32x1024xf32>, tensor<1x32x1024xi64>)
    %87 = "tensor.expand_shape"(%86#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 32, 1024, 1>}> : (tensor<1x32x1024xf32>) -> tensor<1x32x1024x1xf32>
    %88 = "linalg.generic"(%81, %87, %80) <{indexing_maps = [#map7, #map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %192 = "arith.subf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %89 = "linalg.generic"(%88, %80) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %191 = "math.exp"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %90 = "tensor.empty"() : () -> tensor<1x32x1024x1xf32>
    %91 = "linalg.fill"(%4, %90) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<1x32x1024x1xf32>) -> tensor<1x32x1024x1xf32>
    %92 = "linalg.generic"(%89, %91) <{indexing_maps = [#map7, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %190 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1xf32>) -> tensor<1x32x1024x1xf32>
    %93 = "linalg.generic"(%89, %92, %80) <{indexing_maps = [#map7, #map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %189 = "arith.divf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %94 = "linalg.generic"(%93, %68) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f16):
      %188 = "arith.truncf"(%arg85) : (f32) -> f16
      "linalg.yield"(%188) : (f16) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1024xf16>) -> tensor<1x32x1024x1024xf16>
    %95 = "tensor.collapse_shape"(%94) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x1024x1024xf16>) -> tensor<32x1024x1024xf16>
    %96 = "tensor.collapse_shape"(%57) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x1024x128xf16>) -> tensor<32x1024x128xf16>
    %97 = "tensor.empty"() : () -> tensor<32x1024x128xf32>
    %98 = "linalg.fill"(%4, %97) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (f32, tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %99 = "linalg.batch_matmul"(%95, %96, %98) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f16, %arg81: f16, %arg82: f32):
      %184 = "arith.extf"(%arg80) : (f16) -> f32
      %185 = "arith.extf"(%arg81) : (f16) -> f32
      %186 = "arith.mulf"(%184, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %187 = "arith.addf"(%arg82, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<32x1024x1024xf16>, tensor<32x1024x128xf16>, tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %100 = "tensor.empty"() : () -> tensor<32x1024x128xf16>
    %101 = "linalg.generic"(%99, %100) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f16):
      %183 = "arith.truncf"(%arg78) : (f32) -> f16
      "linalg.yield"(%183) : (f16) -> ()
    }) : (tensor<32x1024x128xf32>, tensor<32x1024x128xf16>) -> tensor<32x1024x128xf16>
    %102 = "tensor.expand_shape"(%101) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 1024, 128>}> : (tensor<32x1024x128xf16>) -> tensor<1x32x1024x128xf16>
    %103 = "tensor.empty"() : () -> tensor<1x1024x32x128xf16>
    %104 = "linalg.transpose"(%102, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg76: f16, %arg77: f16):
      "linalg.yield"(%arg76) : (f16) -> ()
    }) : (tensor<1x32x1024x128xf16>, tensor<1x1024x32x128xf16>) -> tensor<1x1024x32x128xf16>
    %105 = "linalg.transpose"(%arg5, %22) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg74: f16, %arg75: f16):
      "linalg.yield"(%arg74) : (f16) -> ()
    }) : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %106 = "tensor.collapse_shape"(%104) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x1024x32x128xf16>) -> tensor<1024x4096xf16>
    %107 = "linalg.matmul"(%106, %105, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f16, %arg72: f16, %arg73: f32):
      %179 = "arith.extf"(%arg71) : (f16) -> f32
      %180 = "arith.extf"(%arg72) : (f16) -> f32
      %181 = "arith.mulf"(%179, %180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %182 = "arith.addf"(%arg73, %181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<1024x4096xf16>, tensor<4096x4096xf16>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %108 = "linalg.generic"(%107, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f16):
      %178 = "arith.truncf"(%arg69) : (f32) -> f16
      "linalg.yield"(%178) : (f16) -> ()
    }) : (tensor<1024x4096xf32>, tensor<1024x4096xf16>) -> tensor<1024x4096xf16>
    %109 = "tensor.expand_shape"(%108) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 4096>}> : (tensor<1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %110 = "linalg.generic"(%arg0, %109, %12) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f16, %arg67: f16, %arg68: f16):
      %177 = "arith.addf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%177) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x4096xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %111 = "linalg.generic"(%110, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f16, %arg65: f16):
      %176 = "math.fpowi"(%arg64, %2) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%176) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %112 = "linalg.generic"(%111, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f16, %arg63: f16):
      %175 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%175) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %113 = "linalg.generic"(%112, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f16, %arg61: f16):
      %174 = "arith.divf"(%arg60, %11) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%174) : (f16) -> ()
    }) : (tensor<1x1024x1xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %114 = "linalg.generic"(%113, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f16, %arg59: f16):
      %172 = "arith.truncf"(%10) : (f64) -> f16
      %173 = "arith.addf"(%arg58, %172) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%173) : (f16) -> ()
    }) : (tensor<1x1024x1xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %115 = "linalg.generic"(%114, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f16, %arg57: f16):
      %171 = "math.rsqrt"(%arg56) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%171) : (f16) -> ()
    }) : (tensor<1x1024x1xf16>, tensor<1x1024x1xf16>) -> tensor<1x1024x1xf16>
    %116 = "linalg.generic"(%110, %115, %12) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f16, %arg54: f16, %arg55: f16):
      %170 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%170) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x1xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %117 = "linalg.generic"(%116, %arg6, %12) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f16, %arg51: f16, %arg52: f16):
      %169 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%169) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<4096xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %118 = "tensor.empty"() : () -> tensor<4096x11008xf16>
    %119 = "linalg.transpose"(%arg7, %118) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg48: f16, %arg49: f16):
      "linalg.yield"(%arg48) : (f16) -> ()
    }) : (tensor<11008x4096xf16>, tensor<4096x11008xf16>) -> tensor<4096x11008xf16>
    %120 = "tensor.collapse_shape"(%117) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x4096xf16>) -> tensor<1024x4096xf16>
    %121 = "tensor.empty"() : () -> tensor<1024x11008xf32>
    %122 = "linalg.fill"(%4, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<1024x11008xf32>) -> tensor<1024x11008xf32>
    %123 = "linalg.matmul"(%120, %119, %122) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f16, %arg44: f16, %arg45: f32):
      %165 = "arith.extf"(%arg43) : (f16) -> f32
      %166 = "arith.extf"(%arg44) : (f16) -> f32
      %167 = "arith.mulf"(%165, %166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %168 = "arith.addf"(%arg45, %167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<1024x4096xf16>, tensor<4096x11008xf16>, tensor<1024x11008xf32>) -> tensor<1024x11008xf32>
    %124 = "tensor.empty"() : () -> tensor<1024x11008xf16>
    %125 = "linalg.generic"(%123, %124) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f16):
      %164 = "arith.truncf"(%arg41) : (f32) -> f16
      "linalg.yield"(%164) : (f16) -> ()
    }) : (tensor<1024x11008xf32>, tensor<1024x11008xf16>) -> tensor<1024x11008xf16>
    %126 = "tensor.expand_shape"(%125) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 11008>}> : (tensor<1024x11008xf16>) -> tensor<1x1024x11008xf16>
    %127 = "tensor.empty"() : () -> tensor<1x1024x11008xf32>
    %128 = "linalg.generic"(%126, %127) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f16, %arg40: f32):
      %163 = "arith.extf"(%arg39) : (f16) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<1x1024x11008xf16>, tensor<1x1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %129 = "linalg.generic"(%128, %127) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %159 = "arith.negf"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %160 = "math.exp"(%159) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %161 = "arith.addf"(%160, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %162 = "arith.divf"(%6, %161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %130 = "linalg.generic"(%128, %129, %127) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %158 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %131 = "tensor.empty"() : () -> tensor<1x1024x11008xf16>
    %132 = "linalg.generic"(%130, %131) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f16):
      %157 = "arith.truncf"(%arg32) : (f32) -> f16
      "linalg.yield"(%157) : (f16) -> ()
    }) : (tensor<1x1024x11008xf32>, tensor<1x1024x11008xf16>) -> tensor<1x1024x11008xf16>
    %133 = "linalg.transpose"(%arg8, %118) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg30: f16, %arg31: f16):
      "linalg.yield"(%arg30) : (f16) -> ()
    }) : (tensor<11008x4096xf16>, tensor<4096x11008xf16>) -> tensor<4096x11008xf16>
    %134 = "linalg.matmul"(%120, %133, %122) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f16, %arg28: f16, %arg29: f32):
      %153 = "arith.extf"(%arg27) : (f16) -> f32
      %154 = "arith.extf"(%arg28) : (f16) -> f32
      %155 = "arith.mulf"(%153, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %156 = "arith.addf"(%arg29, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1024x4096xf16>, tensor<4096x11008xf16>, tensor<1024x11008xf32>) -> tensor<1024x11008xf32>
    %135 = "linalg.generic"(%134, %124) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f16):
      %152 = "arith.truncf"(%arg25) : (f32) -> f16
      "linalg.yield"(%152) : (f16) -> ()
    }) : (tensor<1024x11008xf32>, tensor<1024x11008xf16>) -> tensor<1024x11008xf16>
    %136 = "tensor.expand_shape"(%135) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 11008>}> : (tensor<1024x11008xf16>) -> tensor<1x1024x11008xf16>
    %137 = "linalg.generic"(%132, %136, %131) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f16, %arg23: f16, %arg24: f16):
      %151 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%151) : (f16) -> ()
    }) : (tensor<1x1024x11008xf16>, tensor<1x1024x11008xf16>, tensor<1x1024x11008xf16>) -> tensor<1x1024x11008xf16>
    %138 = "tensor.empty"() : () -> tensor<11008x4096xf16>
    %139 = "linalg.transpose"(%arg9, %138) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg20: f16, %arg21: f16):
      "linalg.yield"(%arg20) : (f16) -> ()
    }) : (tensor<4096x11008xf16>, tensor<11008x4096xf16>) -> tensor<11008x4096xf16>
    %140 = "tensor.collapse_shape"(%137) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x11008xf16>) -> tensor<1024x11008xf16>
    %141 = "linalg.matmul"(%140, %139, %26) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f16, %arg18: f16, %arg19: f32):
      %147 = "arith.extf"(%arg17) : (f16) -> f32
      %148 = "arith.extf"(%arg18) : (f16) -> f32
      %149 = "arith.mulf"(%147, %148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %150 = "arith.addf"(%arg19, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<1024x11008xf16>, tensor<11008x4096xf16>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %142 = "linalg.generic"(%141, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f16):
      %146 = "arith.truncf"(%arg15) : (f32) -> f16
      "linalg.yield"(%146) : (f16) -> ()
    }) : (tensor<1024x4096xf32>, tensor<1024x4096xf16>) -> tensor<1024x4096xf16>
    %143 = "tensor.expand_shape"(%142) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 4096>}> : (tensor<1024x4096xf16>) -> tensor<1x1024x4096xf16>
    %144 = "linalg.generic"(%110, %143, %12) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f16, %arg13: f16, %arg14: f16):
      %145 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%145) : (f16) -> ()
    }) : (tensor<1x1024x4096xf16>, tensor<1x1024x4096xf16>, tensor<1x1024x4096xf16>) -> tensor<1x1024x4096xf16>
    "func.return"(%144) : (tensor<1x1024x4096xf16>) -> ()
  }) : () -> ()
}) : () -> ()
