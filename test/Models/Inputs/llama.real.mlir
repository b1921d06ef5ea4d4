// Imported by kfusion-import-torch from kfusion.models llama real: LlamaBlock(hidden=4096, heads=32, mlp=11008, seq=128) (torch 2.15.0+cu132, torch-mlir 20261001).
// @forward arguments:
//   %arg0: input 0 1x128x4096xf32
//   %arg1: attn_norm.weight 4096xf32
//   %arg2: q_proj.weight 4096x4096xf32
//   %arg3: k_proj.weight 4096x4096xf32
//   %arg4: v_proj.weight 4096x4096xf32
//   %arg5: o_proj.weight 4096x4096xf32
//   %arg6: mlp_norm.weight 4096xf32
//   %arg7: gate_proj.weight 11008x4096xf32
//   %arg8: up_proj.weight 11008x4096xf32
//   %arg9: down_proj.weight 4096x11008xf32
//   %arg10: cos 128x128xf32
//   %arg11: sin 128x128xf32
// @forward results: 1x128x4096xf32
// Regenerate with `make models`.
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
  "func.func"() <{function_type = (tensor<1x128x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<11008x4096xf32>, tensor<11008x4096xf32>, tensor<4096x11008xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<1x128x4096xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x128x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096x4096xf32>, %arg3: tensor<4096x4096xf32>, %arg4: tensor<4096x4096xf32>, %arg5: tensor<4096x4096xf32>, %arg6: tensor<4096xf32>, %arg7: tensor<11008x4096xf32>, %arg8: tensor<11008x4096xf32>, %arg9: tensor<4096x11008xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128x128xf32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<128x128xi1>}> : () -> tensor<128x128xi1>
    %8 = "arith.constant"() <{value = 11.313708498984761 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 4.096000e+03 : f32}> : () -> f32
    %11 = "tensor.empty"() : () -> tensor<1x128x4096xf32>
    %12 = "linalg.generic"(%arg0, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      %187 = "math.fpowi"(%arg171, %2) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %13 = "tensor.empty"() : () -> tensor<1x128x1xf32>
    %14 = "linalg.fill"(%3, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (f32, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %15 = "linalg.generic"(%12, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      %186 = "arith.addf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %16 = "linalg.generic"(%15, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %185 = "arith.divf"(%arg165, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %17 = "linalg.generic"(%16, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %183 = "arith.truncf"(%9) : (f64) -> f32
      %184 = "arith.addf"(%arg163, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %18 = "linalg.generic"(%17, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %182 = "math.rsqrt"(%arg161) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %19 = "linalg.generic"(%arg0, %18, %11) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32, %arg160: f32):
      %181 = "arith.mulf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x1xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %20 = "linalg.generic"(%19, %arg1, %11) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %180 = "arith.mulf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %21 = "tensor.empty"() : () -> tensor<4096x4096xf32>
    %22 = "linalg.transpose"(%arg2, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %23 = "tensor.collapse_shape"(%20) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x4096xf32>) -> tensor<128x4096xf32>
    %24 = "tensor.empty"() : () -> tensor<128x4096xf32>
    %25 = "linalg.fill"(%3, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      "linalg.yield"(%arg151) : (f32) -> ()
    }) : (f32, tensor<128x4096xf32>) -> tensor<128x4096xf32>
    %26 = "linalg.matmul"(%23, %22, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32, %arg150: f32):
      %178 = "arith.mulf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %179 = "arith.addf"(%arg150, %178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<128x4096xf32>, tensor<4096x4096xf32>, tensor<128x4096xf32>) -> tensor<128x4096xf32>
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 32, 128>}> : (tensor<128x4096xf32>) -> tensor<1x128x32x128xf32>
    %28 = "tensor.empty"() : () -> tensor<1x32x128x128xf32>
    %29 = "linalg.transpose"(%27, %28) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg146: f32, %arg147: f32):
      "linalg.yield"(%arg146) : (f32) -> ()
    }) : (tensor<1x128x32x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %30 = "linalg.generic"(%29, %arg10, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32, %arg145: f32):
      %177 = "arith.mulf"(%arg143, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %31 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 128, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x128x128xf32>) -> tensor<1x32x128x64xf32>
    %32 = "tensor.empty"() : () -> tensor<1x32x128x64xf32>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32):
      %176 = "arith.negf"(%arg141) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<1x32x128x64xf32>, tensor<1x32x128x64xf32>) -> tensor<1x32x128x64xf32>
    %34 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 128, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x128x128xf32>) -> tensor<1x32x128x64xf32>
    %35 = "tensor.concat"(%33, %34) <{dim = 3 : i64}> : (tensor<1x32x128x64xf32>, tensor<1x32x128x64xf32>) -> tensor<1x32x128x128xf32>
    %36 = "linalg.generic"(%35, %arg11, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32, %arg140: f32):
      %175 = "arith.mulf"(%arg138, %arg139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %37 = "linalg.generic"(%30, %36, %28) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32, %arg137: f32):
      %174 = "arith.addf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %38 = "linalg.transpose"(%arg3, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %39 = "linalg.matmul"(%23, %38, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32, %arg132: f32):
      %172 = "arith.mulf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %173 = "arith.addf"(%arg132, %172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<128x4096xf32>, tensor<4096x4096xf32>, tensor<128x4096xf32>) -> tensor<128x4096xf32>
    %40 = "tensor.expand_shape"(%39) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 32, 128>}> : (tensor<128x4096xf32>) -> tensor<1x128x32x128xf32>
    %41 = "linalg.transpose"(%40, %28) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (tensor<1x128x32x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %42 = "linalg.generic"(%41, %arg10, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %171 = "arith.mulf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %43 = "tensor.extract_slice"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 128, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x128x128xf32>) -> tensor<1x32x128x64xf32>
    %44 = "linalg.generic"(%43, %32) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      %170 = "arith.negf"(%arg123) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<1x32x128x64xf32>, tensor<1x32x128x64xf32>) -> tensor<1x32x128x64xf32>
    %45 = "tensor.extract_slice"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 128, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x128x128xf32>) -> tensor<1x32x128x64xf32>
    %46 = "tensor.concat"(%44, %45) <{dim = 3 : i64}> : (tensor<1x32x128x64xf32>, tensor<1x32x128x64xf32>) -> tensor<1x32x128x128xf32>
    %47 = "linalg.generic"(%46, %arg11, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %169 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %48 = "linalg.generic"(%42, %47, %28) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
      %168 = "arith.addf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %49 = "linalg.transpose"(%arg4, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      "linalg.yield"(%arg115) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %50 = "linalg.matmul"(%23, %49, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32, %arg114: f32):
      %166 = "arith.mulf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %167 = "arith.addf"(%arg114, %166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<128x4096xf32>, tensor<4096x4096xf32>, tensor<128x4096xf32>) -> tensor<128x4096xf32>
    %51 = "tensor.expand_shape"(%50) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 32, 128>}> : (tensor<128x4096xf32>) -> tensor<1x128x32x128xf32>
    %52 = "linalg.transpose"(%51, %28) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<1x128x32x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %53 = "linalg.transpose"(%48, %28) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %54 = "tensor.collapse_shape"(%37) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x128xf32>) -> tensor<32x128x128xf32>
    %55 = "tensor.collapse_shape"(%53) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x128xf32>) -> tensor<32x128x128xf32>
    %56 = "tensor.empty"() : () -> tensor<32x128x128xf32>
    %57 = "linalg.fill"(%3, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      "linalg.yield"(%arg106) : (f32) -> ()
    }) : (f32, tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
    %58 = "linalg.batch_matmul"(%54, %55, %57) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
      %164 = "arith.mulf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %165 = "arith.addf"(%arg105, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<32x128x128xf32>, tensor<32x128x128xf32>, tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
    %59 = "tensor.expand_shape"(%58) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 128, 128>}> : (tensor<32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %60 = "linalg.generic"(%59, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32):
      %162 = "arith.truncf"(%8) : (f64) -> f32
      %163 = "arith.divf"(%arg101, %162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %61 = "tensor.empty"() : () -> tensor<128xi64>
    %62 = "linalg.generic"(%61) <{indexing_maps = [#map11], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg100: i64):
      %160 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %161 = "arith.index_cast"(%160) : (index) -> i64
      "linalg.yield"(%161) : (i64) -> ()
    }) : (tensor<128xi64>) -> tensor<128xi64>
    %63 = "tensor.expand_shape"(%62) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 128>}> : (tensor<128xi64>) -> tensor<1x128xi64>
    %64 = "tensor.expand_shape"(%62) <{reassociation = [[0, 1]], static_output_shape = array<i64: 128, 1>}> : (tensor<128xi64>) -> tensor<128x1xi64>
    %65 = "tensor.empty"() : () -> tensor<128x128xi64>
    %66 = "linalg.generic"(%63, %64, %65) <{indexing_maps = [#map12, #map13, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: i64, %arg98: i64, %arg99: i64):
      %159 = "arith.subi"(%arg97, %arg98) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%159) : (i64) -> ()
    }) : (tensor<1x128xi64>, tensor<128x1xi64>, tensor<128x128xi64>) -> tensor<128x128xi64>
    %67 = "tensor.empty"() : () -> tensor<128x128xi1>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: i64, %arg96: i1):
      %158 = "arith.cmpi"(%arg95, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%158) : (i1) -> ()
    }) : (tensor<128x128xi64>, tensor<128x128xi1>) -> tensor<128x128xi1>
    %69 = "linalg.generic"(%68, %7, %67) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: i1, %arg93: i1, %arg94: i1):
      %157 = "arith.andi"(%arg92, %arg93) : (i1, i1) -> i1
      "linalg.yield"(%157) : (i1) -> ()
    }) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    %70 = "linalg.generic"(%69, %6, %60, %28) <{indexing_maps = [#map7, #map15, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg88: i1, %arg89: f32, %arg90: f32, %arg91: f32):
      %156 = "arith.select"(%arg88, %arg89, %arg90) : (i1, f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<128x128xi1>, tensor<f32>, tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %71 = "tensor.empty"() : () -> tensor<1x32x128xi64>
    %72 = "linalg.fill"(%0, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: i64, %arg87: i64):
      "linalg.yield"(%arg86) : (i64) -> ()
    }) : (i64, tensor<1x32x128xi64>) -> tensor<1x32x128xi64>
    %73 = "tensor.empty"() : () -> tensor<1x32x128xf32>
    %74 = "linalg.fill"(%4, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      "linalg.yield"(%arg84) : (f32) -> ()
    }) : (f32, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %75:2 = "linalg.generic"(%70, %74, %72) <{indexing_maps = [#map6, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: i64):
      %151 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %152 = "arith.index_cast"(%151) : (index) -> i64
      %153 = "arith.maximumf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %154 = "arith.cmpf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %155 = "arith.select"(%154, %152, %arg83) : (i1, i64, i64) -> i64
      "linalg.yield"(%153, %155) : (f32, i64) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128xf32>, tensor<1x32x128xi64>) -> (tensor<1x32x128xf32>, tensor<1x32x128xi64>)
    %76 = "tensor.expand_shape"(%75#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 32, 128, 1>}> : (tensor<1x32x128xf32>) -> tensor<1x32x128x1xf32>
    %77 = "linalg.generic"(%70, %76, %28) <{indexing_maps = [#map6, #map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %150 = "arith.subf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x1xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %78 = "linalg.generic"(%77, %28) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      %149 = "math.exp"(%arg76) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %79 = "tensor.empty"() : () -> tensor<1x32x128x1xf32>
    %80 = "linalg.fill"(%3, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      "linalg.yield"(%arg74) : (f32) -> ()
    }) : (f32, tensor<1x32x128x1xf32>) -> tensor<1x32x128x1xf32>
    %81 = "linalg.generic"(%78, %80) <{indexing_maps = [#map6, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %148 = "arith.addf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x1xf32>) -> tensor<1x32x128x1xf32>
    %82 = "linalg.generic"(%78, %81, %28) <{indexing_maps = [#map6, #map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %147 = "arith.divf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%147) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x32x128x1xf32>, tensor<1x32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %83 = "tensor.collapse_shape"(%82) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x128xf32>) -> tensor<32x128x128xf32>
    %84 = "tensor.collapse_shape"(%52) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x128xf32>) -> tensor<32x128x128xf32>
    %85 = "linalg.batch_matmul"(%83, %84, %57) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %145 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %146 = "arith.addf"(%arg68, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<32x128x128xf32>, tensor<32x128x128xf32>, tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
    %86 = "tensor.expand_shape"(%85) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 128, 128>}> : (tensor<32x128x128xf32>) -> tensor<1x32x128x128xf32>
    %87 = "tensor.empty"() : () -> tensor<1x128x32x128xf32>
    %88 = "linalg.transpose"(%86, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<1x32x128x128xf32>, tensor<1x128x32x128xf32>) -> tensor<1x128x32x128xf32>
    %89 = "linalg.transpose"(%arg5, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %90 = "tensor.collapse_shape"(%88) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x32x128xf32>) -> tensor<128x4096xf32>
    %91 = "linalg.matmul"(%90, %89, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %143 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %144 = "arith.addf"(%arg61, %143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<128x4096xf32>, tensor<4096x4096xf32>, tensor<128x4096xf32>) -> tensor<128x4096xf32>
    %92 = "tensor.expand_shape"(%91) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 4096>}> : (tensor<128x4096xf32>) -> tensor<1x128x4096xf32>
    %93 = "linalg.generic"(%arg0, %92, %11) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %142 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%142) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %94 = "linalg.generic"(%93, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %141 = "math.fpowi"(%arg54, %2) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%141) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %95 = "linalg.generic"(%94, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %140 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%140) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %96 = "linalg.generic"(%95, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %139 = "arith.divf"(%arg50, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %97 = "linalg.generic"(%96, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %137 = "arith.truncf"(%9) : (f64) -> f32
      %138 = "arith.addf"(%arg48, %137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%138) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %98 = "linalg.generic"(%97, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %136 = "math.rsqrt"(%arg46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %99 = "linalg.generic"(%93, %98, %11) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %135 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%135) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x1xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %100 = "linalg.generic"(%99, %arg6, %11) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %134 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%134) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %101 = "tensor.empty"() : () -> tensor<4096x11008xf32>
    %102 = "linalg.transpose"(%arg7, %101) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<11008x4096xf32>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %103 = "tensor.collapse_shape"(%100) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x4096xf32>) -> tensor<128x4096xf32>
    %104 = "tensor.empty"() : () -> tensor<128x11008xf32>
    %105 = "linalg.fill"(%3, %104) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<128x11008xf32>) -> tensor<128x11008xf32>
    %106 = "linalg.matmul"(%103, %102, %105) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %132 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %133 = "arith.addf"(%arg35, %132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<128x4096xf32>, tensor<4096x11008xf32>, tensor<128x11008xf32>) -> tensor<128x11008xf32>
    %107 = "tensor.expand_shape"(%106) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 11008>}> : (tensor<128x11008xf32>) -> tensor<1x128x11008xf32>
    %108 = "tensor.empty"() : () -> tensor<1x128x11008xf32>
    %109 = "linalg.generic"(%107, %108) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %128 = "arith.negf"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %129 = "math.exp"(%128) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %130 = "arith.addf"(%129, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %131 = "arith.divf"(%5, %130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x128x11008xf32>, tensor<1x128x11008xf32>) -> tensor<1x128x11008xf32>
    %110 = "linalg.generic"(%107, %109, %108) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %127 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<1x128x11008xf32>, tensor<1x128x11008xf32>, tensor<1x128x11008xf32>) -> tensor<1x128x11008xf32>
    %111 = "linalg.transpose"(%arg8, %101) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<11008x4096xf32>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %112 = "linalg.matmul"(%103, %111, %105) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %125 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %126 = "arith.addf"(%arg25, %125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) : (tensor<128x4096xf32>, tensor<4096x11008xf32>, tensor<128x11008xf32>) -> tensor<128x11008xf32>
    %113 = "tensor.expand_shape"(%112) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 11008>}> : (tensor<128x11008xf32>) -> tensor<1x128x11008xf32>
    %114 = "linalg.generic"(%110, %113, %108) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %124 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<1x128x11008xf32>, tensor<1x128x11008xf32>, tensor<1x128x11008xf32>) -> tensor<1x128x11008xf32>
    %115 = "tensor.empty"() : () -> tensor<11008x4096xf32>
    %116 = "linalg.transpose"(%arg9, %115) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (tensor<4096x11008xf32>, tensor<11008x4096xf32>) -> tensor<11008x4096xf32>
    %117 = "tensor.collapse_shape"(%114) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x11008xf32>) -> tensor<128x11008xf32>
    %118 = "linalg.matmul"(%117, %116, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %122 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %123 = "arith.addf"(%arg17, %122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%123) : (f32) -> ()
    }) : (tensor<128x11008xf32>, tensor<11008x4096xf32>, tensor<128x4096xf32>) -> tensor<128x4096xf32>
    %119 = "tensor.expand_shape"(%118) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 4096>}> : (tensor<128x4096xf32>) -> tensor<1x128x4096xf32>
    %120 = "linalg.generic"(%93, %119, %11) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %121 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%121) : (f32) -> ()
    }) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    "func.return"(%120) : (tensor<1x128x4096xf32>) -> ()
  }) : () -> ()
}) : () -> ()
