// Imported by kfusion-import-torch from kfusion.models resnet: BasicBlock(channels=64) in float16 on 32x64x56x56 (torch 2.15.0+cu132, torch-mlir 20261001).
// @step arguments:
//   %arg0: input 0 32x64x56x56xf16
//   %arg1: conv1.weight 64x64x3x3xf16
//   %arg2: bn1.weight 64xf16
//   %arg3: bn1.bias 64xf16
//   %arg4: conv2.weight 64x64x3x3xf16
//   %arg5: bn2.weight 64xf16
//   %arg6: bn2.bias 64xf16
//   %arg7: bn1.running_mean 64xf16
//   %arg8: bn1.running_var 64xf16
//   %arg9: bn1.num_batches_tracked i64
//   %arg10: bn2.running_mean 64xf16
//   %arg11: bn2.running_var 64xf16
//   %arg12: bn2.num_batches_tracked i64
// @step results: 32x64x56x56xf16
// bench/models/programs/resnet.float16.gpu.mlir: regenerate with `run.py import` (the venv with torch-mlir);
// how each argument is drawn: resnet.float16.gpu.json.
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<32x64x56x56xf16>, tensor<64x64x3x3xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64x64x3x3xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<i64>, tensor<64xf16>, tensor<64xf16>, tensor<i64>) -> tensor<32x64x56x56xf16>, sym_name = "step"}> ({
  ^bb0(%arg0: tensor<32x64x56x56xf16>, %arg1: tensor<64x64x3x3xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64xf16>, %arg4: tensor<64x64x3x3xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<i64>, %arg10: tensor<64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<i64>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %3 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg80: index, %arg81: index, %arg82: index, %arg83: index):
      "tensor.yield"(%0) : (f16) -> ()
    }) : (tensor<32x64x56x56xf16>) -> tensor<32x64x58x58xf16>
    %4 = "tensor.empty"() : () -> tensor<32x64x56x56xf32>
    %5 = "linalg.fill"(%1, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (f32, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %6 = "linalg.conv_2d_nchw_fchw"(%3, %arg1, %5) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg75: f16, %arg76: f16, %arg77: f32):
      %79 = "arith.extf"(%arg75) : (f16) -> f32
      %80 = "arith.extf"(%arg76) : (f16) -> f32
      %81 = "arith.mulf"(%79, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %82 = "arith.addf"(%arg77, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<32x64x58x58xf16>, tensor<64x64x3x3xf16>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %7 = "tensor.empty"() : () -> tensor<32x64x56x56xf16>
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f16):
      %78 = "arith.truncf"(%arg73) : (f32) -> f16
      "linalg.yield"(%78) : (f16) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    %9 = "tensor.empty"() : () -> tensor<64xf32>
    %10 = "linalg.generic"(%arg7, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f16, %arg72: f32):
      %77 = "arith.extf"(%arg71) : (f16) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %11 = "linalg.generic"(%arg8, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f16, %arg70: f32):
      %76 = "arith.extf"(%arg69) : (f16) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %12 = "linalg.generic"(%11, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      %74 = "arith.truncf"(%2) : (f64) -> f32
      %75 = "arith.addf"(%arg67, %74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %13 = "linalg.generic"(%12, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      %73 = "math.rsqrt"(%arg65) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %14 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %15 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %16 = "linalg.generic"(%8, %14, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f16, %arg63: f32, %arg64: f32):
      %71 = "arith.extf"(%arg62) : (f16) -> f32
      %72 = "arith.subf"(%71, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<32x64x56x56xf16>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %17 = "linalg.generic"(%16, %15, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %70 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %18 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf16>) -> tensor<64x1x1xf16>
    %19 = "linalg.generic"(%17, %18, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f16, %arg58: f32):
      %68 = "arith.extf"(%arg57) : (f16) -> f32
      %69 = "arith.mulf"(%arg56, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf16>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %20 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf16>) -> tensor<64x1x1xf16>
    %21 = "linalg.generic"(%19, %20, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f16, %arg55: f32):
      %66 = "arith.extf"(%arg54) : (f16) -> f32
      %67 = "arith.addf"(%arg53, %66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf16>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %22 = "linalg.generic"(%21, %7) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f16):
      %65 = "arith.truncf"(%arg51) : (f32) -> f16
      "linalg.yield"(%65) : (f16) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    %23 = "linalg.generic"(%22, %7) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f16, %arg50: f16):
      %63 = "arith.cmpf"(%arg49, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
      %64 = "arith.select"(%63, %arg49, %0) : (i1, f16, f16) -> f16
      "linalg.yield"(%64) : (f16) -> ()
    }) : (tensor<32x64x56x56xf16>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    %24 = "tensor.pad"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg45: index, %arg46: index, %arg47: index, %arg48: index):
      "tensor.yield"(%0) : (f16) -> ()
    }) : (tensor<32x64x56x56xf16>) -> tensor<32x64x58x58xf16>
    %25 = "linalg.conv_2d_nchw_fchw"(%24, %arg4, %5) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg42: f16, %arg43: f16, %arg44: f32):
      %59 = "arith.extf"(%arg42) : (f16) -> f32
      %60 = "arith.extf"(%arg43) : (f16) -> f32
      %61 = "arith.mulf"(%59, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %62 = "arith.addf"(%arg44, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<32x64x58x58xf16>, tensor<64x64x3x3xf16>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %26 = "linalg.generic"(%25, %7) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f16):
      %58 = "arith.truncf"(%arg40) : (f32) -> f16
      "linalg.yield"(%58) : (f16) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    %27 = "linalg.generic"(%arg10, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f16, %arg39: f32):
      %57 = "arith.extf"(%arg38) : (f16) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %28 = "linalg.generic"(%arg11, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f16, %arg37: f32):
      %56 = "arith.extf"(%arg36) : (f16) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %29 = "linalg.generic"(%28, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %54 = "arith.truncf"(%2) : (f64) -> f32
      %55 = "arith.addf"(%arg34, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %30 = "linalg.generic"(%29, %9) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      %53 = "math.rsqrt"(%arg32) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %31 = "tensor.expand_shape"(%27) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %32 = "tensor.expand_shape"(%30) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %33 = "linalg.generic"(%26, %31, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f16, %arg30: f32, %arg31: f32):
      %51 = "arith.extf"(%arg29) : (f16) -> f32
      %52 = "arith.subf"(%51, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<32x64x56x56xf16>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %34 = "linalg.generic"(%33, %32, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %50 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf32>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %35 = "tensor.expand_shape"(%arg5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf16>) -> tensor<64x1x1xf16>
    %36 = "linalg.generic"(%34, %35, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f16, %arg25: f32):
      %48 = "arith.extf"(%arg24) : (f16) -> f32
      %49 = "arith.mulf"(%arg23, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf16>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %37 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf16>) -> tensor<64x1x1xf16>
    %38 = "linalg.generic"(%36, %37, %4) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f16, %arg22: f32):
      %46 = "arith.extf"(%arg21) : (f16) -> f32
      %47 = "arith.addf"(%arg20, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<64x1x1xf16>, tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32>
    %39 = "linalg.generic"(%38, %7) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f16):
      %45 = "arith.truncf"(%arg18) : (f32) -> f16
      "linalg.yield"(%45) : (f16) -> ()
    }) : (tensor<32x64x56x56xf32>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    %40 = "linalg.generic"(%39, %arg0, %7) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f16, %arg16: f16, %arg17: f16):
      %44 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%44) : (f16) -> ()
    }) : (tensor<32x64x56x56xf16>, tensor<32x64x56x56xf16>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    %41 = "linalg.generic"(%40, %7) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f16, %arg14: f16):
      %42 = "arith.cmpf"(%arg13, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
      %43 = "arith.select"(%42, %arg13, %0) : (i1, f16, f16) -> f16
      "linalg.yield"(%43) : (f16) -> ()
    }) : (tensor<32x64x56x56xf16>, tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
    "func.return"(%41) : (tensor<32x64x56x56xf16>) -> ()
  }) : () -> ()
}) : () -> ()
