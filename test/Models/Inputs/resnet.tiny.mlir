// Imported by kfusion-import-torch from kfusion.models resnet tiny: BasicBlock(channels=8) (torch 2.15.0+cu132, torch-mlir 20261001).
// @forward arguments:
//   %arg0: input 0 1x8x8x8xf32
// @forward results: 1x8x8x8xf32
// Regenerate with `make models`.
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x8x8x8xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_7> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_6> : tensor<8xf32>}> : () -> tensor<8xf32>
    %3 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>}> : () -> tensor<8xf32>
    %4 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>}> : () -> tensor<8xf32>
    %5 = "arith.constant"() <{value = dense_resource<torch_tensor_8_8_3_3_torch.float32_1> : tensor<8x8x3x3xf32>}> : () -> tensor<8x8x3x3xf32>
    %6 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>}> : () -> tensor<8xf32>
    %7 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>}> : () -> tensor<8xf32>
    %8 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>}> : () -> tensor<8xf32>
    %10 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %11 = "arith.constant"() <{value = dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>}> : () -> tensor<8x8x3x3xf32>
    %12 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>) -> tensor<1x8x10x10xf32>
    %13 = "tensor.empty"() : () -> tensor<1x8x8x8xf32>
    %14 = "linalg.fill"(%0, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (f32, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %15 = "linalg.conv_2d_nchw_fchw"(%12, %11, %14) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %63 = "arith.mulf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %64 = "arith.addf"(%arg49, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %16 = "tensor.empty"() : () -> tensor<8xf32>
    %17 = "linalg.generic"(%9, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      %61 = "arith.truncf"(%8) : (f64) -> f32
      %62 = "arith.addf"(%arg45, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %18 = "linalg.generic"(%17, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      %60 = "math.rsqrt"(%arg43) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %19 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %20 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %21 = "linalg.generic"(%15, %19, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %59 = "arith.subf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %22 = "linalg.generic"(%21, %20, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %58 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %23 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %24 = "linalg.generic"(%22, %23, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %57 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %25 = "tensor.expand_shape"(%6) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %26 = "linalg.generic"(%24, %25, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %56 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %27 = "linalg.generic"(%26, %13) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %54 = "arith.cmpf"(%arg29, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %55 = "arith.select"(%54, %arg29, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %28 = "tensor.pad"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg25: index, %arg26: index, %arg27: index, %arg28: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>) -> tensor<1x8x10x10xf32>
    %29 = "linalg.conv_2d_nchw_fchw"(%28, %5, %14) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %52 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %53 = "arith.addf"(%arg24, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %30 = "linalg.generic"(%3, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      %50 = "arith.truncf"(%8) : (f64) -> f32
      %51 = "arith.addf"(%arg20, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %31 = "linalg.generic"(%30, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      %49 = "math.rsqrt"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %32 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %33 = "tensor.expand_shape"(%31) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %34 = "linalg.generic"(%29, %32, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %48 = "arith.subf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %35 = "linalg.generic"(%34, %33, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %47 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %36 = "tensor.expand_shape"(%2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %37 = "linalg.generic"(%35, %36, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %46 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%46) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %38 = "tensor.expand_shape"(%1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %39 = "linalg.generic"(%37, %38, %13) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %45 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<8x1x1xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %40 = "linalg.generic"(%39, %arg0, %13) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %44 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%44) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %41 = "linalg.generic"(%40, %13) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %42 = "arith.cmpf"(%arg1, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %43 = "arith.select"(%42, %arg1, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    "func.return"(%41) : (tensor<1x8x8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_7: "0x0400000080E034BDB0D0A9BEA8D563BEC4678DBEFCE3503EDA4BDFBEF8B1EEBED85AFCBE",
      torch_tensor_8_torch.float32_6: "0x04000000BE349B3F3290B93FC082BB3FFD820B3F9D542B3F85134B3FD05F2E3F7368BD3F",
      torch_tensor_8_torch.float32_5: "0x0400000006369C3F326CB43F13737C3F6BFF293F8456AA3F601B543F6823A13FC574603F",
      torch_tensor_8_torch.float32_4: "0x04000000BA4AA3BE7247D0BE9824BBBD767EC73EE064E03EB6DCDEBE8077B1BC6A43963E",
      torch_tensor_8_8_3_3_torch.float32_1: "0x04000000820222BD46D4DFBD43E1453DC9F4EA3DFA6B09BDDDD9C7BD58EDDABD13F0F13C843412BC3CC473BD3E25C33C0751373D1DF5BF3D0D63BB3D978290BC92D2D4BD0119DABDC05AE13D5C63553DA16B523D38D4D0BD9980DF3D60A6E43DDFE9D93D609BCBBD112436BD81FFA5BD0C8FE43D146A4FBD1F635CBDFEE67C3D414D5FBDD9BF6DBD75E528BC379839BC7803BCBDA136C93DFFEF54BD333A2B3D22EED13D5871733DB6AF883CB25CCD3DADC7813C31555FBD5B53E43DFF7FE43C4D7DEBBD026D09BDEE67A4BDC19CD33D17709FBC3D01DCBD25C3F2BB9E93973D21D2FA3C3DA3183D8D53333C65F7333D033BEBBC810640BDB599E1BD21D3B5BD1836513D76E98EBDFD818A3C5C141A3D9BB6083C317C9CBD8ED1E63DA6598CBD9D84C63DD000C0BDFA3BE8BCB54A833DB63A45BD85C0CA3DC417A6BDBFAFCABDBAAA59BD2E109C3C9A3BDE3D3B7366BD38A22C3DAD0AF2BCE65DD1BCE178B13DC70CBBBD9E154D3CF1F9E23DA9A984BC8266BB3D08A814BDF348C23D5879E9BD6A248BBC5293A9BC16711C3D34623D3DD251B93D25D68FBC4C2399BB1249A53D4F9C02BD6295D33D28B3A0BD81F050BC016BCFBBC764573DEF02A53D7B0699BC1BF6C7BDE12E6F3D7765103D57E8413DFAE294BD71569B3DC09AE43D648B273CEC70E1BD816EA93DBEF4B2BD4AEDDD3C8B4B8C3C05EE61BD9114283D25E1D7BD27E3DB3C850299BDDACA50BCB05D783CE39FCD3D8D5066BD949F9A3D434975BC9D4165BDE92CD2BD9173DDBDC1B6EB3D88C7F0BCBEE3C03BF1DE023D400FA43D67FECD3D13BFC33DA3D1B2BDDDAD9ABC3FD28EBDA5E689BD2302E53C1F8DE23D8F5AC1BD5512923DF9457ABDCC0ABCBC7795BF3D625ADABC2CD12F3CC7B7A8BD6A74CD3D889A79BC1B87B0BD4A580D3D4B9CABBD2E85BFBD1C41EB3B2B5CBF3DFF9908BD1233633DAF67CF3D8615A03D16377DBD7AA953BC75E717BD1815C2BD6B3C4C38699BB53D4C59CB3DDC26343CD945DB3CABFA50BD2730B63DF8DC48BD29A9A7BDC2AB943CC9AA903D7A9BD9BD492EDA3D14A62D3D6B19A9BD56F6CFBCF965D13DD82DB9BD69160DBD73521E3D7C73D3BD0950843D20477B3D38B1953DB8E099BDD864F03D82118FBD65F5F03D4AA1E7BD320BD7BDEC3D943D1BCD493C0DC8DE3B96A785BD0A7D4ABD09240DBD0D1FEBBD9CB0C83BFCBEAA3CA43ED1B865E21B3D8B03E53DDA58003DB7B530BD3EA946BD436C9ABD8F50A7BDBF7B9BBCA2C0AABC44BE563DE0544EBD9169C03D5E5BA9BDE89CAF3968F6D83D0101F03D6BCF8BBDE1F8AB3C7514643CC15262BDD4C626BD04BF023D2ED5A7BDF74A9F3C55E2503D8F393EBD9A7BC83DA924FEBBF1035B3DFC04EF3D3B8D13BD1128833D4F120ABD31068DBC169DA3BC7EEE3FBA0F5B36BD2249E23C1883913BBEFE983DD468C3BCD5A0413C079133BD8920CABD1B57433D0E12773C205241BD9D3523BD747BFC3C3591AEBCEDB89D3DCABDDA3B2457363D8B51523DB7E2ECBCF0DA503D5F1BB23D12B6B13BD7EDBC3C9D518C3BF41BA73D27CD4BBD9A4C80BDA158523DE90ED2BD32A7F73A70FF5DBD1C4E9F3DFBB6E0BD0958923D4FCAEE3DB758C33CCBA500BCF194ED3D6F4A4EBD4CBA1ABC7C6253BD234585BCB1D3D13CEDF1803CC658B6BC1652F1BDB7BCC53BF3C864BBB53C913C05F1B83D749AEA3DB3318FBD0ACCF0BB976941BD9472DEBD8DA0AFBDC087E23D24BA8C3D75A5813D3A22863D37C1BFBD5CC74A3CEFA2E03DFAB286BD32B6D63DFDC0FD3C80CEA93D60CA4EBDAA8A5E3D3FF6D5BD1C34F5BBE002213DB8C3103DA4F8C93D5A2CED3D0294DB3DF00BA23DC0B0A93DDA2379BC554EBBBDB73233BDBDC458BC5E6D82BD62C0763D7F72293D68C69B3C2536E93CC105D43D34D22F3D46A8D3BDAC32AFBD05C2543DA691833CEB6A6B3DD70CF1BD30BEDEBDFE01943D63629A3D395CDABD943B373DC076BCBD7BC8B63DED78173D1AA7EE3D68FAEDBDC559E8BDF32EA33DC148D63D3BE0933D7676A03D344ACBBDF3B2AE3DE6E0E3BD1CAED73C3F199EBDC6BB3FBDDEF2AA3C90CB3DBD11C198BC1CC4E4BD3092E3BDBAFC3A3D00534CBD23D792BDD9783EBDDF53C5BD4AF1C0BD316C903D7656753D7A99803C41D883BDD099203D617DAD3B287EACBD89C0CF3CA1C4DB3D0167EDBD7001F0BD9C64773CB1BFB53D53DD92BD4587D43C02ACA93D76D4143D4BEED03C6DCFF03D273D9D3D34BF87BDDEE5263C7F9B763D5DDBD43DD922F0BD7FB2823D02260CBD0E58ECBD434DD63C326683BD6AD0883CA0B39CBD37A1B5BD28D623BC4F2822BD95298D3DEA79263C1A65BC3DF8ECB43C39391BBD0B7BA33D7D06D33B5434B53CCB401BBD88BEDD39A4A0B9BC5C2824BC223BBCBD93FE3DBAB856C8BDF4B1CFBCF7E08B3D42D4A7BD44B0A2BDA6BCEBBC5A5404BDAF6FA33C0D47A03CE5C8743D8244A6BD954308BC73FD863DCEC4D03D34D90CBCBFA78BBD70C30A3DD472893D01CA96BD220F8CBD515C553DDB4907BC9FF6E3BD002A8BBD12C2433DEEB923BDD497A63DD3CDBE3D24718C3CEBAE18BC563A19BDBD45C3BBC8BAAF3CC75CB8BD32BCE6BC43C3C8BDA522943DCCB499BDFC7DDC3DF8DEF8BCC7448ABD6AEC673D27ED8F3C6D21A73D2F85493DC182E8BD46A8983D18CEB5BCF55855BDAB46993DD007B03D5023D4BD93982EBCA834C63D4DF33A3D7056CB3D4A6D25BDD82485BD0A8CCF3D4135493D56B3E73D38A149BDFCF79ABDBD5262BC4742E3BDAC363D3D1006B23D79C2E73C93C83EBCB3556F3DF93399BD9F1BEC3D70FEEFBD7535E7BD5E22E4BC2227C53D8654413CC862393DFAEAB0BD5C0A303D2DC357BC207C413D4575AA3DFCD3513D843F24BC55E1EDBB2B6097BDA6992EBD27D89C3D809141BDC3E4953DC7693FBD5AD9E0BC745F243BA77CDDBDD83C9ABAB09F42BC6D762DBCACFEC0BC3448BE3DB41EB23D3995A3BD4C3C603D6151BDBD6379CDBDE98E133D2A04E33AEE3061BDB2CAE8BDAEE03ABD483A213D0167DFBDD878EABD89F9743C49E0ADBD3173D3BD14FC39BDA46F9BBC0553DBBD8429A1BDD534FD3B4698E3BD45B287BCA3D89BBDB351A7BD26B93D3D89C5B9BD02E9B6BD84A4893D0C81B43C10CFDB3D450701BD012969BD0AB232BCC24D1C3A3712B83DB869F0BDC47A09BC0E88553D91E984BDF14975BD3C48693D4944E7BD07C4E43C62DBBABDD9F06F3D2E5FCEBD8463943D797AE4BD",
      torch_tensor_8_torch.float32_3: "0x040000005C5F0B3E80D3753CC880F6BDC4399BBE30BDB7BD781B4EBE6CD4CE3E5E31F9BE",
      torch_tensor_8_torch.float32_2: "0x040000009E684B3FF6E6363F5086553F4E72B23F2F3E243FEFD1243F7282583F061D813F",
      torch_tensor_8_torch.float32_1: "0x040000003EDD043F17BF573F5BFF3E3FB7F4B53F04909A3FFD99223F8B518A3F62877E3F",
      torch_tensor_8_torch.float32: "0x04000000622FD7BE0073F13B9CB9C93EBE3CDBBEF06164BE20D7E03EE0B8ABBD1C1D543E",
      torch_tensor_8_8_3_3_torch.float32: "0x040000002E4C67BABE79813D42A6C6BD27A0B1BDC9EB39BDC771013DE50619BB015FBF3D7D5A2BBC7477FF3C3EE211BD7AC5BDBC0295E6BD0BD99FBDD4FC46BD880D8F3BE4D53E3D2BD2903D94A0A3BDB23452BDDF542F3DF56BC83DDFAFC6BCA39CB43DBF9C9BBC47504C3C818BDA3DD6E6DFBDD9F197BD3B6AF4BCDE293CBDD388D03DAE719CBD09365EBD8D9FA8BD2B0CE2BD1EE48CBDC978CF3DD265573DD5F5693D6218CB3B4F7B77BD4A56A33C115BE1BDE065AEBD11DB78BD5A48983D94838D3D491556BD4C578BBB225D9A3D6EF1EF3D0F953F3D6F6C823CF7D3A13DE11C8EBD40E7B33C8620BBBD5C48A7BD435D79BDC06A5A3D5221423D3DF88EBD25D5113DD97F843DAEB573BC8A72933B39B2DF3CCABB953D69C0E73D3DFFB9BDD1E630BD8AB63D3D5BFAC73D5008D23D00F7D43DCA22C03CB7E1D1BD36A0313CDDFE96BD85EFE0BD1D72D63D0F85B73D31C3F0BDE6B3B43C2FA3A2BC93DF9EBCB4F75CBDDDA1393D36F58EBDD8F5303D511D743D3AC8AC3D657E343DB2E1EEBDA4919CBD4907713D3111CA3CC747BCBDB2FA8ABDF40EE33DD0A1A23D2F7A52BD55FCF2BC11EBE5BDB7D20ABBF4C1B5BD892CBABDDAC7D4BB9CF4903C0FB045BD93378F3D60E092BD8600DB3D4367A53DB688CBBD3148F0BC8A40AE3BB5DB8C3C08FAE43CAA6E3D3DB851E73B38886BBDBE6A643D0286E7BD1F0E8FBD75ADF1BC75236BBDF6DE28BDBBD2C5BDEB5CCDBC475ECE3CB93C9DBDAD2EC6BBF2C6AC3D857E46BC27A7563B049326BCE862C33C3577993D63A0E43DCB46993D4D26E53DD8A40BBC6ED1D8BD81D864BDBA57A43D034548BAEFEE6FBDD2F4B8BD5DE0E1BD86B5CBBD74D3C3BCE05C843D187D823D41C6E8BD348E963DA4DDBCBD6B1ACCBCA2BA43BD33F5B9BC718EBDBC6695D8BD0B66D0BD2D1297BC60C3C73A6A495BBDEED6353DBF3CD9BD2D4F02BC8341D43D9BE544BDB2F2D93D77D12E3D32D1D9BD10B5983DE3CF5EBC1D7D57BDED00C13D890AC3BD33314F3CD721CABC8B5BAC3D87BF063DDDF2673DEC792A3DBD29E8BC5B09CBBC4AE6C6BD6EC7823D44A2BF3DD724A53DDE3FAABDC33BAC3B6C24AABD48DD84BD2BA48CBD70F7243D3ED48FBD498128BBD774A23BED959B3DBD72B6BD2CB2A5BDE0258CBD70EFA83D33852DBD6C95CB3DF78D2E3DAE7F743CB6F965BA56D9BEBC7342723CC973DCBC0D1359BAAF5D763CD6CABCBDFF017DBD4FE5C23DCBDFC3BD0DA60ABC04C3EE3D2E602E3DF0AC5A3B092AD1BDC1206F3D5BEAABBDC60609BDB9F521BD0EF88EBCAAF6A83A2713C73D440C713C022FD83D73A4933D329798BD4880583DA69DAABD8F964CBD78FA0D3DC6631F3D0A13B53D08651BBDEED34539C483783DA06AE9BD7A7FAE3DD495C7BDE8E5D43AF023A4BC113C7EBD9A347F3C9995C73DA41B0DBD224B8FBD288732BD0239EFBD66E5593D01D567BD9411A1BD1E0C8BBD59C58A3D87A27F3D973FB93DD3172F3D5C3521BD0CE506BD039C0E3DD467C63D503F033D596564BD39EA62BD9432E4BDA394D03C4F7287BDA130D7BD63A4D33DC7BD9CBDBAA85BBCB04B0A3DB90E763BF967A2BD8718C3BD1362C03DDE359D3CC93CC83DA6D321BDF12F0E3DB8C5DCBC7BBCABBB95FF92BD7941233D7A9E183D19531FBBF520D9BCEDC794BD1FE9A63D6DACB3BDC4C0453DD25022BD67E568BD976FAD3C59C07ABDF670DE3CDE97BD3CE434B3BD67BEA03C929A4D3D28133F3D460E73BCFCDCC5BD72D394BCD9A6273D012230BD103B373D74BCA03D560D7CBDE255983A7F9A473D7156173CE949213C6819713C71BEBDBD71BE173C4822A73DF57DD93DEADB8D3D165F813CAF6F613D25D56ABDF102C8BDBF8CCFBD3EC8F03D5236993DE8D5A6BD25DC3C3D3F44B63D2344F13D0E0BD33D70FEBA3DD255DDBCEB6729BDEA2AC63DB340873DAE3E91BD6AFCD83DBE3A693DCC92833D374797BDE47D0A3D0F3929BD6896BC3DA0B8ADBCA1ED3B3D8C7BAB3C9A614D3D7C0A24BD0E5C6B3D1495A8BD740CDA3C374DA3BD1E1CEEBD28D3C1BDBA8BBE3D7A95823D6972E23DA05BC13D6E8BD7BD02B6A4BD6BFF9BBC14BF9CBD5399A73D2978B6BDD8846BBDCA2CE9BDD30789BD2F83C63D7E9DC53D22C6AC3D265CBA3DFF9CD63D6936F7BCA465543DC008D73D37B11F3DF047F13D395E7A3D5D0A963D96F228BD1A9F673DB5DE5D3C1E90E6BC780E88BD3C6E87BDA1B8B9BD1D08A23DF896AB3D01C25BBCD0AB8BBD3B8CBA3DB3589A3D91870F3C88E863BD11D2DD3D3367453D063AB7BD2C00E73D2348B73D46F22FBD5EAE873D3A2389BD374C97BC35F0CC3D61909F3B8DB1AABD205721BD120803BDAF42BABC26C9383C4F37DF3D5CC2CE3B570695BD54EEC53B0B75673D9A726F3D5F96DCBDEFC1ACBC5D5DB3BD0AF84DBD91EB2D3D7B65ABBD7870333D3FDCCC3D1A49FD3BE6DCA0BD60F32CBD12D1D23C0EFEB7BDC4D16F3D631FDBBD5404E8BDE784EABD06DAC3BC3D4CA23DFB70E4BD569DC83D2C1941BD68610D3D5C1BB03B5CA3D9BD872AC83D4FF5813DF0E8EF3D09E0733D4D509FBD356FC93D1F8CCF3BB6E9643D5D87C1BDB2D70ABD30FCECBDE0033CBD5446D03C8581BDBD90DF193D2F90813D887E863C477DA1BD6721BBBD36ED14BDA3E4533D6613EE3DDBC98A3D276F59BCBC3F293DD9C9ECBD2825CEBD7B3D613DA0B588BDD13B683D1762AABD79186FBD0ACEC6BDEAE67B3D19BF44BC10C0B93DD55E953DE58D853D825B783BF03E15BD9DEAD1BC9D4E803CBC496F3D0018A9BD3F91CA3DA8F151BCED3ECABDD89682BD0F8FD53DBFBADC3DE890DFBDED3AAA3D2FEB713D6BDD8E3D4B51CC3DA01482BD436E183D598B453DD9A30EBD0D8B213D6FE20ABD1739953DB2EE05BD8DF433BD360CF33C93372B3DAAD76BBD9BAF2A3C51E08B3D931D40BC54E8123DC8D9E8BC4C31293DD2D6AEBD15ED8DBDF10575BDC8CFDD3D4DE401BD32B4A8B9F4DF69BD48F2F03D6EBAEB3DA207B6BD9EA9C3BDD2F2B6BD48FE14BAF217F6BC06FB9DBD39232DBD9866B63C3F377CBD82ECD53CD163DDBC56E869BD10A3843CA375C63D8B2DA3BD5F51B33BCB0232BDE4D8EC3D1FFEE4BDB261E7BDE6D4ED3D9BB498BDC218B93C67A526BC3E60CBBCCBA0D7BC905E993D6994B83BA2FDEABD227D8EBD0D8F24BD67E9723D0E319CBD0E95E33DF007D7BC0E5BADBC6E1EBD3D2F9E723D9AB3CC3DE29C8B3D396F12BD9722A0BDAFA90FBC04C2C73D"
    }
  }
#-}
