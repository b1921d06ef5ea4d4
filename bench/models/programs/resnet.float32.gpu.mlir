// Imported by kfusion-import-torch from kfusion.models resnet: BasicBlock(channels=64) in float32 on 32x64x56x56 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 32x64x56x56xf32
//   %arg1: conv1.weight 64x64x3x3xf32
//   %arg2: bn1.weight 64xf32
//   %arg3: bn1.bias 64xf32
//   %arg4: conv2.weight 64x64x3x3xf32
//   %arg5: bn2.weight 64xf32
//   %arg6: bn2.bias 64xf32
//   %arg7: bn1.running_mean 64xf32
//   %arg8: bn1.running_var 64xf32
//   %arg9: bn1.num_batches_tracked i64
//   %arg10: bn2.running_mean 64xf32
//   %arg11: bn2.running_var 64xf32
//   %arg12: bn2.num_batches_tracked i64
// @step results: 32x64x56x56xf32
// bench/models/programs/resnet.float32.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: resnet.float32.gpu.json.
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<32x64x56x56xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>) -> tensor<32x64x56x56xf32>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<32x64x56x56xf32>, %arg1: tensor<64x64x3x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64x3x3xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<i64>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<i64>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %2 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>) -> tensor<32x64x58x58xf32>
    %3 = "tensor.empty"() : () -> tensor<32x64x56x56xf32>
    %4 = "linalg.fill"(%0, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (f32, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %5 = "linalg.conv_2d_nchw_fchw"(%2, %arg1, %4) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %53 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %54 = "arith.addf"(%arg61, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<32x64x58x58xf32>, tensor<64x64x3x3xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %6 = "tensor.empty"() : () -> tensor<64xf32>
    %7 = "linalg.generic"(%arg8, %6) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      %51 = "arith.truncf"(%1) : (f64) -> f32
      %52 = "arith.addf"(%arg57, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %8 = "linalg.generic"(%7, %6) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      %50 = "math.rsqrt"(%arg55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %9 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %10 = "tensor.expand_shape"(%8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %11 = "linalg.generic"(%5, %9, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %49 = "arith.subf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %12 = "linalg.generic"(%11, %10, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %48 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %13 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %14 = "linalg.generic"(%12, %13, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %47 = "arith.mulf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %15 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %16 = "linalg.generic"(%14, %15, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %46 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%46) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %17 = "linalg.generic"(%16, %3) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      %44 = "arith.cmpf"(%arg41, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %45 = "arith.select"(%44, %arg41, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %18 = "tensor.pad"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>) -> tensor<32x64x58x58xf32>
    %19 = "linalg.conv_2d_nchw_fchw"(%18, %arg4, %4) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %42 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %43 = "arith.addf"(%arg36, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<32x64x58x58xf32>, tensor<64x64x3x3xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %20 = "linalg.generic"(%arg11, %6) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      %40 = "arith.truncf"(%1) : (f64) -> f32
      %41 = "arith.addf"(%arg32, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%41) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %21 = "linalg.generic"(%20, %6) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      %39 = "math.rsqrt"(%arg30) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %22 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %23 = "tensor.expand_shape"(%21) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %24 = "linalg.generic"(%19, %22, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %38 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %25 = "linalg.generic"(%24, %23, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %37 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %26 = "tensor.expand_shape"(%arg5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %27 = "linalg.generic"(%25, %26, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %36 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %28 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %29 = "linalg.generic"(%27, %28, %3) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %35 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%35) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %30 = "linalg.generic"(%29, %arg0, %3) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %34 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %31 = "linalg.generic"(%30, %3) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %32 = "arith.cmpf"(%arg13, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %33 = "arith.select"(%32, %arg13, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    "func.return"(%31) : (tensor<32x64x56x56xf32>) -> ()
  }) : () -> ()
}) : () -> ()
