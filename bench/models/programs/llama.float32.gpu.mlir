// Imported by kfusion-import-torch from kfusion.models llama: LlamaBlock(hidden=4096, heads=32, mlp=11008, seq=1024) in float32 on 1x1024x4096 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 1x1024x4096xf32
//   %arg1: attn_norm.weight 4096xf32
//   %arg2: q_proj.weight 4096x4096xf32
//   %arg3: k_proj.weight 4096x4096xf32
//   %arg4: v_proj.weight 4096x4096xf32
//   %arg5: o_proj.weight 4096x4096xf32
//   %arg6: mlp_norm.weight 4096xf32
//   %arg7: gate_proj.weight 11008x4096xf32
//   %arg8: up_proj.weight 11008x4096xf32
//   %arg9: down_proj.weight 4096x11008xf32
//   %arg10: cos 1024x128xf32
//   %arg11: sin 1024x128xf32
// @step results: 1x1024x4096xf32
// bench/models/programs/llama.float32.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: llama.float32.gpu.json.
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
  "func.func"() <{function_type = (tensor<1x1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<11008x4096xf32>, tensor<11008x4096xf32>, tensor<4096x11008xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>) -> tensor<1x1024x4096xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<1x1024x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096x4096xf32>, %arg3: tensor<4096x4096xf32>, %arg4: tensor<4096x4096xf32>, %arg5: tensor<4096x4096xf32>, %arg6: tensor<4096xf32>, %arg7: tensor<11008x4096xf32>, %arg8: tensor<11008x4096xf32>, %arg9: tensor<4096x11008xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<1024x1024xi1>}> : () -> tensor<1024x1024xi1>
    %8 = "arith.constant"() <{value = 11.313708498984761 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 4.096000e+03 : f32}> : () -> f32
    %11 = "tensor.empty"() : () -> tensor<1x1024x4096xf32>
    %12 = "linalg.generic"(%arg0, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32):
      %191 = "math.fpowi"(%arg173, %2) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %13 = "tensor.empty"() : () -> tensor<1x1024x1xf32>
    %14 = "linalg.fill"(%3, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      "linalg.yield"(%arg171) : (f32) -> ()
    }) : (f32, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %15 = "linalg.generic"(%12, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      %190 = "arith.addf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %16 = "linalg.generic"(%15, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      %189 = "arith.divf"(%arg167, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %17 = "linalg.generic"(%16, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %187 = "arith.truncf"(%9) : (f64) -> f32
      %188 = "arith.addf"(%arg165, %187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %18 = "linalg.generic"(%17, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %186 = "math.rsqrt"(%arg163) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %19 = "linalg.generic"(%arg0, %18, %11) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: f32):
      %185 = "arith.mulf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x1xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %20 = "linalg.generic"(%19, %arg1, %11) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %184 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<4096xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %21 = "tensor.empty"() : () -> tensor<4096x4096xf32>
    %22 = "linalg.transpose"(%arg2, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %23 = "tensor.collapse_shape"(%20) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x4096xf32>) -> tensor<1024x4096xf32>
    %24 = "tensor.empty"() : () -> tensor<1024x4096xf32>
    %25 = "linalg.fill"(%3, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %26 = "linalg.matmul"(%23, %22, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %182 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %183 = "arith.addf"(%arg152, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%183) : (f32) -> ()
    }) : (tensor<1024x4096xf32>, tensor<4096x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 32, 128>}> : (tensor<1024x4096xf32>) -> tensor<1x1024x32x128xf32>
    %28 = "tensor.empty"() : () -> tensor<1x32x1024x128xf32>
    %29 = "linalg.transpose"(%27, %28) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      "linalg.yield"(%arg148) : (f32) -> ()
    }) : (tensor<1x1024x32x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %30 = "linalg.generic"(%29, %arg10, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %181 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1024x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %31 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x64xf32>
    %32 = "tensor.empty"() : () -> tensor<1x32x1024x64xf32>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %180 = "arith.negf"(%arg143) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<1x32x1024x64xf32>, tensor<1x32x1024x64xf32>) -> tensor<1x32x1024x64xf32>
    %34 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x64xf32>
    %35 = "tensor.concat"(%33, %34) <{dim = 3 : i64}> : (tensor<1x32x1024x64xf32>, tensor<1x32x1024x64xf32>) -> tensor<1x32x1024x128xf32>
    %36 = "linalg.generic"(%35, %arg11, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %179 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1024x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %37 = "linalg.generic"(%30, %36, %28) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %178 = "arith.addf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1x32x1024x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %38 = "linalg.transpose"(%arg3, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %39 = "linalg.matmul"(%23, %38, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %176 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %177 = "arith.addf"(%arg134, %176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1024x4096xf32>, tensor<4096x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %40 = "tensor.expand_shape"(%39) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 32, 128>}> : (tensor<1024x4096xf32>) -> tensor<1x1024x32x128xf32>
    %41 = "linalg.transpose"(%40, %28) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (tensor<1x1024x32x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %42 = "linalg.generic"(%41, %arg10, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %175 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1024x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %43 = "tensor.extract_slice"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 64>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x64xf32>
    %44 = "linalg.generic"(%43, %32) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      %174 = "arith.negf"(%arg125) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<1x32x1024x64xf32>, tensor<1x32x1024x64xf32>) -> tensor<1x32x1024x64xf32>
    %45 = "tensor.extract_slice"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 32, 1024, 64>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x64xf32>
    %46 = "tensor.concat"(%44, %45) <{dim = 3 : i64}> : (tensor<1x32x1024x64xf32>, tensor<1x32x1024x64xf32>) -> tensor<1x32x1024x128xf32>
    %47 = "linalg.generic"(%46, %arg11, %28) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %173 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1024x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %48 = "linalg.generic"(%42, %47, %28) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %172 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1x32x1024x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %49 = "linalg.transpose"(%arg4, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      "linalg.yield"(%arg117) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %50 = "linalg.matmul"(%23, %49, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %170 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %171 = "arith.addf"(%arg116, %170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<1024x4096xf32>, tensor<4096x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %51 = "tensor.expand_shape"(%50) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 32, 128>}> : (tensor<1024x4096xf32>) -> tensor<1x1024x32x128xf32>
    %52 = "linalg.transpose"(%51, %28) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (tensor<1x1024x32x128xf32>, tensor<1x32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %53 = "tensor.empty"() : () -> tensor<1x32x128x1024xf32>
    %54 = "linalg.transpose"(%48, %53) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1x32x128x1024xf32>) -> tensor<1x32x128x1024xf32>
    %55 = "tensor.collapse_shape"(%37) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %56 = "tensor.collapse_shape"(%54) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x128x1024xf32>) -> tensor<32x128x1024xf32>
    %57 = "tensor.empty"() : () -> tensor<32x1024x1024xf32>
    %58 = "linalg.fill"(%3, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (f32, tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %59 = "linalg.batch_matmul"(%55, %56, %58) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %168 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %169 = "arith.addf"(%arg107, %168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<32x1024x128xf32>, tensor<32x128x1024xf32>, tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %60 = "tensor.expand_shape"(%59) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 1024, 1024>}> : (tensor<32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %61 = "tensor.empty"() : () -> tensor<1x32x1024x1024xf32>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      %166 = "arith.truncf"(%8) : (f64) -> f32
      %167 = "arith.divf"(%arg103, %166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %63 = "tensor.empty"() : () -> tensor<1024xi64>
    %64 = "linalg.generic"(%63) <{indexing_maps = [#map11], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg102: i64):
      %164 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %165 = "arith.index_cast"(%164) : (index) -> i64
      "linalg.yield"(%165) : (i64) -> ()
    }) : (tensor<1024xi64>) -> tensor<1024xi64>
    %65 = "tensor.expand_shape"(%64) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1024>}> : (tensor<1024xi64>) -> tensor<1x1024xi64>
    %66 = "tensor.expand_shape"(%64) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1024, 1>}> : (tensor<1024xi64>) -> tensor<1024x1xi64>
    %67 = "tensor.empty"() : () -> tensor<1024x1024xi64>
    %68 = "linalg.generic"(%65, %66, %67) <{indexing_maps = [#map12, #map13, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: i64, %arg100: i64, %arg101: i64):
      %163 = "arith.subi"(%arg99, %arg100) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%163) : (i64) -> ()
    }) : (tensor<1x1024xi64>, tensor<1024x1xi64>, tensor<1024x1024xi64>) -> tensor<1024x1024xi64>
    %69 = "tensor.empty"() : () -> tensor<1024x1024xi1>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: i64, %arg98: i1):
      %162 = "arith.cmpi"(%arg97, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%162) : (i1) -> ()
    }) : (tensor<1024x1024xi64>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %71 = "linalg.generic"(%70, %7, %69) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: i1, %arg95: i1, %arg96: i1):
      %161 = "arith.andi"(%arg94, %arg95) : (i1, i1) -> i1
      "linalg.yield"(%161) : (i1) -> ()
    }) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %72 = "linalg.generic"(%71, %6, %62, %61) <{indexing_maps = [#map7, #map15, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg90: i1, %arg91: f32, %arg92: f32, %arg93: f32):
      %160 = "arith.select"(%arg90, %arg91, %arg92) : (i1, f32, f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %73 = "tensor.empty"() : () -> tensor<1x32x1024xi64>
    %74 = "linalg.fill"(%0, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: i64, %arg89: i64):
      "linalg.yield"(%arg88) : (i64) -> ()
    }) : (i64, tensor<1x32x1024xi64>) -> tensor<1x32x1024xi64>
    %75 = "tensor.empty"() : () -> tensor<1x32x1024xf32>
    %76 = "linalg.fill"(%4, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      "linalg.yield"(%arg86) : (f32) -> ()
    }) : (f32, tensor<1x32x1024xf32>) -> tensor<1x32x1024xf32>
    %77:2 = "linalg.generic"(%72, %76, %74) <{indexing_maps = [#map6, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: i64):
      %155 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %156 = "arith.index_cast"(%155) : (index) -> i64
      %157 = "arith.maximumf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %158 = "arith.cmpf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %159 = "arith.select"(%158, %156, %arg85) : (i1, i64, i64) -> i64
      "linalg.yield"(%157, %159) : (f32, i64) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024xf32>, tensor<1x32x1024xi64>) -> (tensor<1x32x1024xf32>, tensor<1x32x1024xi64>)
    %78 = "tensor.expand_shape"(%77#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 32, 1024, 1>}> : (tensor<1x32x1024xf32>) -> tensor<1x32x1024x1xf32>
    %79 = "linalg.generic"(%72, %78, %61) <{indexing_maps = [#map6, #map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %154 = "arith.subf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %80 = "linalg.generic"(%79, %61) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      %153 = "math.exp"(%arg78) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %81 = "tensor.empty"() : () -> tensor<1x32x1024x1xf32>
    %82 = "linalg.fill"(%3, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (f32, tensor<1x32x1024x1xf32>) -> tensor<1x32x1024x1xf32>
    %83 = "linalg.generic"(%80, %82) <{indexing_maps = [#map6, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %152 = "arith.addf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1xf32>) -> tensor<1x32x1024x1xf32>
    %84 = "linalg.generic"(%80, %83, %61) <{indexing_maps = [#map6, #map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
      %151 = "arith.divf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<1x32x1024x1024xf32>, tensor<1x32x1024x1xf32>, tensor<1x32x1024x1024xf32>) -> tensor<1x32x1024x1024xf32>
    %85 = "tensor.collapse_shape"(%84) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %86 = "tensor.collapse_shape"(%52) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %87 = "tensor.empty"() : () -> tensor<32x1024x128xf32>
    %88 = "linalg.fill"(%3, %87) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (f32, tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %89 = "linalg.batch_matmul"(%85, %86, %88) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %149 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %150 = "arith.addf"(%arg68, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%150) : (f32) -> ()
    }) : (tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>, tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %90 = "tensor.expand_shape"(%89) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 32, 1024, 128>}> : (tensor<32x1024x128xf32>) -> tensor<1x32x1024x128xf32>
    %91 = "tensor.empty"() : () -> tensor<1x1024x32x128xf32>
    %92 = "linalg.transpose"(%90, %91) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<1x32x1024x128xf32>, tensor<1x1024x32x128xf32>) -> tensor<1x1024x32x128xf32>
    %93 = "linalg.transpose"(%arg5, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %94 = "tensor.collapse_shape"(%92) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x1024x32x128xf32>) -> tensor<1024x4096xf32>
    %95 = "linalg.matmul"(%94, %93, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %147 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg61, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<1024x4096xf32>, tensor<4096x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %96 = "tensor.expand_shape"(%95) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 4096>}> : (tensor<1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %97 = "linalg.generic"(%arg0, %96, %11) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %146 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x4096xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %98 = "linalg.generic"(%97, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %145 = "math.fpowi"(%arg54, %2) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %99 = "linalg.generic"(%98, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %144 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %100 = "linalg.generic"(%99, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %143 = "arith.divf"(%arg50, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %101 = "linalg.generic"(%100, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %141 = "arith.truncf"(%9) : (f64) -> f32
      %142 = "arith.addf"(%arg48, %141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%142) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %102 = "linalg.generic"(%101, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %140 = "math.rsqrt"(%arg46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%140) : (f32) -> ()
    }) : (tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %103 = "linalg.generic"(%97, %102, %11) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %139 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x1xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %104 = "linalg.generic"(%103, %arg6, %11) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %138 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%138) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<4096xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %105 = "tensor.empty"() : () -> tensor<4096x11008xf32>
    %106 = "linalg.transpose"(%arg7, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<11008x4096xf32>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %107 = "tensor.collapse_shape"(%104) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x4096xf32>) -> tensor<1024x4096xf32>
    %108 = "tensor.empty"() : () -> tensor<1024x11008xf32>
    %109 = "linalg.fill"(%3, %108) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<1024x11008xf32>) -> tensor<1024x11008xf32>
    %110 = "linalg.matmul"(%107, %106, %109) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %136 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %137 = "arith.addf"(%arg35, %136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%137) : (f32) -> ()
    }) : (tensor<1024x4096xf32>, tensor<4096x11008xf32>, tensor<1024x11008xf32>) -> tensor<1024x11008xf32>
    %111 = "tensor.expand_shape"(%110) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 11008>}> : (tensor<1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %112 = "tensor.empty"() : () -> tensor<1x1024x11008xf32>
    %113 = "linalg.generic"(%111, %112) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %132 = "arith.negf"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %133 = "math.exp"(%132) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %134 = "arith.addf"(%133, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %135 = "arith.divf"(%5, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%135) : (f32) -> ()
    }) : (tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %114 = "linalg.generic"(%111, %113, %112) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %131 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %115 = "linalg.transpose"(%arg8, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<11008x4096xf32>, tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %116 = "linalg.matmul"(%107, %115, %109) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %129 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %130 = "arith.addf"(%arg25, %129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%130) : (f32) -> ()
    }) : (tensor<1024x4096xf32>, tensor<4096x11008xf32>, tensor<1024x11008xf32>) -> tensor<1024x11008xf32>
    %117 = "tensor.expand_shape"(%116) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 11008>}> : (tensor<1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %118 = "linalg.generic"(%114, %117, %112) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %128 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%128) : (f32) -> ()
    }) : (tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>, tensor<1x1024x11008xf32>) -> tensor<1x1024x11008xf32>
    %119 = "tensor.empty"() : () -> tensor<11008x4096xf32>
    %120 = "linalg.transpose"(%arg9, %119) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (tensor<4096x11008xf32>, tensor<11008x4096xf32>) -> tensor<11008x4096xf32>
    %121 = "tensor.collapse_shape"(%118) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1024x11008xf32>) -> tensor<1024x11008xf32>
    %122 = "linalg.matmul"(%121, %120, %25) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %126 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %127 = "arith.addf"(%arg17, %126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<1024x11008xf32>, tensor<11008x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
    %123 = "tensor.expand_shape"(%122) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1024, 4096>}> : (tensor<1024x4096xf32>) -> tensor<1x1024x4096xf32>
    %124 = "linalg.generic"(%97, %123, %11) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %125 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%125) : (f32) -> ()
    }) : (tensor<1x1024x4096xf32>, tensor<1x1024x4096xf32>, tensor<1x1024x4096xf32>) -> tensor<1x1024x4096xf32>
    "func.return"(%124) : (tensor<1x1024x4096xf32>) -> ()
  }) : () -> ()
}) : () -> ()
