// Imported by kfusion-import-torch from kfusion.models jacobi tiny: JacobiChain(steps=3) (torch 2.15.0+cu132, torch-mlir 20261001).
// @forward arguments:
//   %arg0: input 0 64x64xf32
// @forward results: 58x58xf32
// Regenerate with `make models`.
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x64xf32>) -> tensor<58x58xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x64xf32>):
    %0 = "arith.constant"() <{value = 2.000000e-01 : f64}> : () -> f64
    %1 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 62, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>) -> tensor<62x64xf32>
    %2 = "tensor.extract_slice"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 62, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x64xf32>) -> tensor<62x62xf32>
    %3 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 62, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>) -> tensor<62x64xf32>
    %4 = "tensor.extract_slice"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 62, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x64xf32>) -> tensor<62x62xf32>
    %5 = "tensor.empty"() : () -> tensor<62x62xf32>
    %6 = "linalg.generic"(%2, %4, %5) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %60 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<62x62xf32>, tensor<62x62xf32>, tensor<62x62xf32>) -> tensor<62x62xf32>
    %7 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 62, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>) -> tensor<62x64xf32>
    %8 = "tensor.extract_slice"(%7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 62, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x64xf32>) -> tensor<62x62xf32>
    %9 = "linalg.generic"(%6, %8, %5) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %59 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<62x62xf32>, tensor<62x62xf32>, tensor<62x62xf32>) -> tensor<62x62xf32>
    %10 = "tensor.extract_slice"(%7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 62, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x64xf32>) -> tensor<62x62xf32>
    %11 = "linalg.generic"(%9, %10, %5) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %58 = "arith.addf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) : (tensor<62x62xf32>, tensor<62x62xf32>, tensor<62x62xf32>) -> tensor<62x62xf32>
    %12 = "tensor.extract_slice"(%7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 62, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x64xf32>) -> tensor<62x62xf32>
    %13 = "linalg.generic"(%11, %12, %5) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %57 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<62x62xf32>, tensor<62x62xf32>, tensor<62x62xf32>) -> tensor<62x62xf32>
    %14 = "linalg.generic"(%13, %5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %55 = "arith.truncf"(%0) : (f64) -> f32
      %56 = "arith.mulf"(%arg29, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<62x62xf32>, tensor<62x62xf32>) -> tensor<62x62xf32>
    %15 = "tensor.extract_slice"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 60, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x62xf32>) -> tensor<60x62xf32>
    %16 = "tensor.extract_slice"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 60, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x62xf32>) -> tensor<60x60xf32>
    %17 = "tensor.extract_slice"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 60, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x62xf32>) -> tensor<60x62xf32>
    %18 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 60, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x62xf32>) -> tensor<60x60xf32>
    %19 = "tensor.empty"() : () -> tensor<60x60xf32>
    %20 = "linalg.generic"(%16, %18, %19) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %54 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<60x60xf32>, tensor<60x60xf32>, tensor<60x60xf32>) -> tensor<60x60xf32>
    %21 = "tensor.extract_slice"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 60, 62>, static_strides = array<i64: 1, 1>}> : (tensor<62x62xf32>) -> tensor<60x62xf32>
    %22 = "tensor.extract_slice"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 60, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x62xf32>) -> tensor<60x60xf32>
    %23 = "linalg.generic"(%20, %22, %19) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %53 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<60x60xf32>, tensor<60x60xf32>, tensor<60x60xf32>) -> tensor<60x60xf32>
    %24 = "tensor.extract_slice"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 60, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x62xf32>) -> tensor<60x60xf32>
    %25 = "linalg.generic"(%23, %24, %19) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %52 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<60x60xf32>, tensor<60x60xf32>, tensor<60x60xf32>) -> tensor<60x60xf32>
    %26 = "tensor.extract_slice"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 60, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x62xf32>) -> tensor<60x60xf32>
    %27 = "linalg.generic"(%25, %26, %19) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %51 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<60x60xf32>, tensor<60x60xf32>, tensor<60x60xf32>) -> tensor<60x60xf32>
    %28 = "linalg.generic"(%27, %19) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %49 = "arith.truncf"(%0) : (f64) -> f32
      %50 = "arith.mulf"(%arg15, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<60x60xf32>, tensor<60x60xf32>) -> tensor<60x60xf32>
    %29 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 58, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x60xf32>) -> tensor<58x60xf32>
    %30 = "tensor.extract_slice"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 58, 58>, static_strides = array<i64: 1, 1>}> : (tensor<58x60xf32>) -> tensor<58x58xf32>
    %31 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 58, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x60xf32>) -> tensor<58x60xf32>
    %32 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 58, 58>, static_strides = array<i64: 1, 1>}> : (tensor<58x60xf32>) -> tensor<58x58xf32>
    %33 = "tensor.empty"() : () -> tensor<58x58xf32>
    %34 = "linalg.generic"(%30, %32, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %48 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<58x58xf32>, tensor<58x58xf32>, tensor<58x58xf32>) -> tensor<58x58xf32>
    %35 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 58, 60>, static_strides = array<i64: 1, 1>}> : (tensor<60x60xf32>) -> tensor<58x60xf32>
    %36 = "tensor.extract_slice"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 58, 58>, static_strides = array<i64: 1, 1>}> : (tensor<58x60xf32>) -> tensor<58x58xf32>
    %37 = "linalg.generic"(%34, %36, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %47 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<58x58xf32>, tensor<58x58xf32>, tensor<58x58xf32>) -> tensor<58x58xf32>
    %38 = "tensor.extract_slice"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 58, 58>, static_strides = array<i64: 1, 1>}> : (tensor<58x60xf32>) -> tensor<58x58xf32>
    %39 = "linalg.generic"(%37, %38, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %46 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%46) : (f32) -> ()
    }) : (tensor<58x58xf32>, tensor<58x58xf32>, tensor<58x58xf32>) -> tensor<58x58xf32>
    %40 = "tensor.extract_slice"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 58, 58>, static_strides = array<i64: 1, 1>}> : (tensor<58x60xf32>) -> tensor<58x58xf32>
    %41 = "linalg.generic"(%39, %40, %33) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %45 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<58x58xf32>, tensor<58x58xf32>, tensor<58x58xf32>) -> tensor<58x58xf32>
    %42 = "linalg.generic"(%41, %33) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %43 = "arith.truncf"(%0) : (f64) -> f32
      %44 = "arith.mulf"(%arg1, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%44) : (f32) -> ()
    }) : (tensor<58x58xf32>, tensor<58x58xf32>) -> tensor<58x58xf32>
    "func.return"(%42) : (tensor<58x58xf32>) -> ()
  }) : () -> ()
}) : () -> ()
