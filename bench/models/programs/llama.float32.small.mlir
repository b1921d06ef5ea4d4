// Imported by kfusion-import-torch from kfusion.models llama: LlamaBlock(hidden=64, heads=2, mlp=128, seq=64) in float32 on 1x64x64 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x64x64xf32
//   %arg1: attn_norm.weight 64xf32
//   %arg2: q_proj.weight 64x64xf32
//   %arg3: k_proj.weight 64x64xf32
//   %arg4: v_proj.weight 64x64xf32
//   %arg5: o_proj.weight 64x64xf32
//   %arg6: mlp_norm.weight 64xf32
//   %arg7: gate_proj.weight 128x64xf32
//   %arg8: up_proj.weight 128x64xf32
//   %arg9: down_proj.weight 64x128xf32
//   %arg10: cos 64x32xf32
//   %arg11: sin 64x32xf32
// @step results: 1x64x64xf32
// bench/models/programs/llama.float32.small.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: llama.float32.small.json.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1) -> (d0, d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<1x64x64xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<64x32xf32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<64x64xi1>}> : () -> tensor<64x64xi1>
    %8 = "arith.constant"() <{value = 5.6568542494923806 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %11 = "tensor.empty"() : () -> tensor<1x64x64xf32>
    %12 = "linalg.generic"(%arg0, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32):
      %189 = "math.fpowi"(%arg173, %2) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %13 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %14 = "linalg.fill"(%3, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      "linalg.yield"(%arg171) : (f32) -> ()
    }) : (f32, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %15 = "linalg.generic"(%12, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      %188 = "arith.addf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %16 = "linalg.generic"(%15, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      %187 = "arith.divf"(%arg167, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %17 = "linalg.generic"(%16, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %185 = "arith.truncf"(%9) : (f64) -> f32
      %186 = "arith.addf"(%arg165, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %18 = "linalg.generic"(%17, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %184 = "math.rsqrt"(%arg163) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %19 = "linalg.generic"(%arg0, %18, %11) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: f32):
      %183 = "arith.mulf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%183) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %20 = "linalg.generic"(%19, %arg1, %11) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %182 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %21 = "tensor.empty"() : () -> tensor<64x64xf32>
    %22 = "linalg.transpose"(%arg2, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %23 = "tensor.collapse_shape"(%20) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %24 = "linalg.fill"(%3, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %25 = "linalg.matmul"(%23, %22, %24) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %180 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %181 = "arith.addf"(%arg152, %180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = "tensor.expand_shape"(%25) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf32>) -> tensor<1x64x2x32xf32>
    %27 = "tensor.empty"() : () -> tensor<1x2x64x32xf32>
    %28 = "linalg.transpose"(%26, %27) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      "linalg.yield"(%arg148) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %29 = "linalg.generic"(%28, %arg10, %27) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %179 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %30 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 16>, static_sizes = array<i64: 1, 2, 64, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x64x32xf32>) -> tensor<1x2x64x16xf32>
    %31 = "tensor.empty"() : () -> tensor<1x2x64x16xf32>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %178 = "arith.negf"(%arg143) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %33 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 64, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x64x32xf32>) -> tensor<1x2x64x16xf32>
    %34 = "tensor.concat"(%32, %33) <{dim = 3 : i64}> : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x32xf32>
    %35 = "linalg.generic"(%34, %arg11, %27) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %177 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %36 = "linalg.generic"(%29, %35, %27) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %176 = "arith.addf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %37 = "linalg.transpose"(%arg3, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %38 = "linalg.matmul"(%23, %37, %24) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %174 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %175 = "arith.addf"(%arg134, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %39 = "tensor.expand_shape"(%38) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf32>) -> tensor<1x64x2x32xf32>
    %40 = "linalg.transpose"(%39, %27) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %41 = "linalg.generic"(%40, %arg10, %27) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %173 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %42 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 16>, static_sizes = array<i64: 1, 2, 64, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x64x32xf32>) -> tensor<1x2x64x16xf32>
    %43 = "linalg.generic"(%42, %31) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      %172 = "arith.negf"(%arg125) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %44 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 64, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x64x32xf32>) -> tensor<1x2x64x16xf32>
    %45 = "tensor.concat"(%43, %44) <{dim = 3 : i64}> : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x32xf32>
    %46 = "linalg.generic"(%45, %arg11, %27) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %171 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %47 = "linalg.generic"(%41, %46, %27) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %170 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %48 = "linalg.transpose"(%arg4, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      "linalg.yield"(%arg117) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %49 = "linalg.matmul"(%23, %48, %24) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %168 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %169 = "arith.addf"(%arg116, %168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = "tensor.expand_shape"(%49) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 32>}> : (tensor<64x64xf32>) -> tensor<1x64x2x32xf32>
    %51 = "linalg.transpose"(%50, %27) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (tensor<1x64x2x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %52 = "tensor.empty"() : () -> tensor<1x2x32x64xf32>
    %53 = "linalg.transpose"(%47, %52) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %54 = "tensor.collapse_shape"(%36) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf32>) -> tensor<2x64x32xf32>
    %55 = "tensor.collapse_shape"(%53) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %56 = "tensor.empty"() : () -> tensor<2x64x64xf32>
    %57 = "linalg.fill"(%3, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (f32, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %58 = "linalg.batch_matmul"(%54, %55, %57) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %166 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %167 = "arith.addf"(%arg107, %166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<2x64x32xf32>, tensor<2x32x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %59 = "tensor.expand_shape"(%58) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 64>}> : (tensor<2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %60 = "tensor.empty"() : () -> tensor<1x2x64x64xf32>
    %61 = "linalg.generic"(%59, %60) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      %164 = "arith.truncf"(%8) : (f64) -> f32
      %165 = "arith.divf"(%arg103, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %62 = "tensor.empty"() : () -> tensor<64xi64>
    %63 = "linalg.generic"(%62) <{indexing_maps = [#map11], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg102: i64):
      %162 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %163 = "arith.index_cast"(%162) : (index) -> i64
      "linalg.yield"(%163) : (i64) -> ()
    }) : (tensor<64xi64>) -> tensor<64xi64>
    %64 = "tensor.expand_shape"(%63) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 64>}> : (tensor<64xi64>) -> tensor<1x64xi64>
    %65 = "tensor.expand_shape"(%63) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xi64>) -> tensor<64x1xi64>
    %66 = "tensor.empty"() : () -> tensor<64x64xi64>
    %67 = "linalg.generic"(%64, %65, %66) <{indexing_maps = [#map12, #map13, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: i64, %arg100: i64, %arg101: i64):
      %161 = "arith.subi"(%arg99, %arg100) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%161) : (i64) -> ()
    }) : (tensor<1x64xi64>, tensor<64x1xi64>, tensor<64x64xi64>) -> tensor<64x64xi64>
    %68 = "tensor.empty"() : () -> tensor<64x64xi1>
    %69 = "linalg.generic"(%67, %68) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: i64, %arg98: i1):
      %160 = "arith.cmpi"(%arg97, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%160) : (i1) -> ()
    }) : (tensor<64x64xi64>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %70 = "linalg.generic"(%69, %7, %68) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: i1, %arg95: i1, %arg96: i1):
      %159 = "arith.andi"(%arg94, %arg95) : (i1, i1) -> i1
      "linalg.yield"(%159) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %71 = "linalg.generic"(%70, %6, %61, %60) <{indexing_maps = [#map7, #map15, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg90: i1, %arg91: f32, %arg92: f32, %arg93: f32):
      %158 = "arith.select"(%arg90, %arg91, %arg92) : (i1, f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<64x64xi1>, tensor<f32>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %72 = "tensor.empty"() : () -> tensor<1x2x64xi64>
    %73 = "linalg.fill"(%0, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: i64, %arg89: i64):
      "linalg.yield"(%arg88) : (i64) -> ()
    }) : (i64, tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %74 = "tensor.empty"() : () -> tensor<1x2x64xf32>
    %75 = "linalg.fill"(%4, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      "linalg.yield"(%arg86) : (f32) -> ()
    }) : (f32, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %76:2 = "linalg.generic"(%71, %75, %73) <{indexing_maps = [#map6, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: i64):
      %153 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %154 = "arith.index_cast"(%153) : (index) -> i64
      %155 = "arith.maximumf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %156 = "arith.cmpf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %157 = "arith.select"(%156, %154, %arg85) : (i1, i64, i64) -> i64
      "linalg.yield"(%155, %157) : (f32, i64) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xi64>) -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %77 = "tensor.expand_shape"(%76#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 64, 1>}> : (tensor<1x2x64xf32>) -> tensor<1x2x64x1xf32>
    %78 = "linalg.generic"(%71, %77, %60) <{indexing_maps = [#map6, #map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %152 = "arith.subf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %79 = "linalg.generic"(%78, %60) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      %151 = "math.exp"(%arg78) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %80 = "tensor.empty"() : () -> tensor<1x2x64x1xf32>
    %81 = "linalg.fill"(%3, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (f32, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %82 = "linalg.generic"(%79, %81) <{indexing_maps = [#map6, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %150 = "arith.addf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %83 = "linalg.generic"(%79, %82, %60) <{indexing_maps = [#map6, #map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
      %149 = "arith.divf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<1x2x64x64xf32>, tensor<1x2x64x1xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %84 = "tensor.collapse_shape"(%83) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x64xf32>) -> tensor<2x64x64xf32>
    %85 = "tensor.collapse_shape"(%51) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x64x32xf32>) -> tensor<2x64x32xf32>
    %86 = "tensor.empty"() : () -> tensor<2x64x32xf32>
    %87 = "linalg.fill"(%3, %86) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (f32, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %88 = "linalg.batch_matmul"(%84, %85, %87) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %147 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg68, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<2x64x64xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %89 = "tensor.expand_shape"(%88) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 64, 32>}> : (tensor<2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %90 = "tensor.empty"() : () -> tensor<1x64x2x32xf32>
    %91 = "linalg.transpose"(%89, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x64x2x32xf32>) -> tensor<1x64x2x32xf32>
    %92 = "linalg.transpose"(%arg5, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %93 = "tensor.collapse_shape"(%91) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x64x2x32xf32>) -> tensor<64x64xf32>
    %94 = "linalg.matmul"(%93, %92, %24) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %145 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %146 = "arith.addf"(%arg61, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %95 = "tensor.expand_shape"(%94) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %96 = "linalg.generic"(%arg0, %95, %11) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %144 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %97 = "linalg.generic"(%96, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %143 = "math.fpowi"(%arg54, %2) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %98 = "linalg.generic"(%97, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %142 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%142) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %99 = "linalg.generic"(%98, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %141 = "arith.divf"(%arg50, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%141) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %100 = "linalg.generic"(%99, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %139 = "arith.truncf"(%9) : (f64) -> f32
      %140 = "arith.addf"(%arg48, %139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%140) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %101 = "linalg.generic"(%100, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %138 = "math.rsqrt"(%arg46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%138) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %102 = "linalg.generic"(%96, %101, %11) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %137 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %103 = "linalg.generic"(%102, %arg6, %11) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %136 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %104 = "tensor.empty"() : () -> tensor<64x128xf32>
    %105 = "linalg.transpose"(%arg7, %104) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %106 = "tensor.collapse_shape"(%103) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %107 = "linalg.fill"(%3, %104) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<64x128xf32>) -> tensor<64x128xf32>
    %108 = "linalg.matmul"(%106, %105, %107) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %134 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %135 = "arith.addf"(%arg35, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%135) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %109 = "tensor.expand_shape"(%108) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %110 = "tensor.empty"() : () -> tensor<1x64x128xf32>
    %111 = "linalg.generic"(%109, %110) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %130 = "arith.negf"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %131 = "math.exp"(%130) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %132 = "arith.addf"(%131, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %133 = "arith.divf"(%5, %132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %112 = "linalg.generic"(%109, %111, %110) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %129 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %113 = "linalg.transpose"(%arg8, %104) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %114 = "linalg.matmul"(%106, %113, %107) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %127 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %128 = "arith.addf"(%arg25, %127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%128) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %115 = "tensor.expand_shape"(%114) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 128>}> : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %116 = "linalg.generic"(%112, %115, %110) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %126 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) : (tensor<1x64x128xf32>, tensor<1x64x128xf32>, tensor<1x64x128xf32>) -> tensor<1x64x128xf32>
    %117 = "tensor.empty"() : () -> tensor<128x64xf32>
    %118 = "linalg.transpose"(%arg9, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %119 = "tensor.collapse_shape"(%116) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %120 = "linalg.matmul"(%119, %118, %24) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %124 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %125 = "arith.addf"(%arg17, %124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%125) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %121 = "tensor.expand_shape"(%120) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %122 = "linalg.generic"(%96, %121, %11) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %123 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%123) : (f32) -> ()
    }) : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    "func.return"(%122) : (tensor<1x64x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
