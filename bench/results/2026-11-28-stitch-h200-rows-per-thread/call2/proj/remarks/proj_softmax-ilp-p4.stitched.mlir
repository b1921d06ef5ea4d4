module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c2048 = arith.constant 2048 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c2048, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<1152xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c16 = arith.constant 16 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c512 = arith.constant 512 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c128 : index
      %1 = arith.divui %thread_id_x, %c128 : index
      %2 = arith.muli %1, %c4 : index
      %3 = arith.addi %2, %c1 : index
      %4 = arith.addi %2, %c2 : index
      %5 = arith.addi %2, %c3 : index
      %6 = arith.muli %0, %c4 : index
      %7 = arith.addi %6, %c512 : index
      %8 = arith.muli %block_id_x, %c8 : index
      %9 = arith.addi %8, %2 : index
      %10 = arith.addi %8, %3 : index
      %11 = arith.addi %8, %4 : index
      %12 = arith.addi %8, %5 : index
      %view = memref.view %arg4[%c128][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %13 = arith.muli %1, %c128 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %375 = memref.load %arg0[%9, %arg5] : memref<16384x32xf32>
        %376 = arith.addi %13, %arg5 : index
        memref.store %375, %view[%376] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %14 = arith.muli %3, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %375 = memref.load %arg0[%10, %arg5] : memref<16384x32xf32>
        %376 = arith.addi %14, %arg5 : index
        memref.store %375, %view[%376] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %15 = arith.muli %4, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %375 = memref.load %arg0[%11, %arg5] : memref<16384x32xf32>
        %376 = arith.addi %15, %arg5 : index
        memref.store %375, %view[%376] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %16 = arith.muli %5, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %375 = memref.load %arg0[%12, %arg5] : memref<16384x32xf32>
        %376 = arith.addi %16, %arg5 : index
        memref.store %375, %view[%376] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %17:32 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst, %arg24 = %cst, %arg25 = %cst, %arg26 = %cst, %arg27 = %cst, %arg28 = %cst, %arg29 = %cst, %arg30 = %cst, %arg31 = %cst, %arg32 = %cst, %arg33 = %cst, %arg34 = %cst, %arg35 = %cst, %arg36 = %cst, %arg37 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %375 = arith.addi %13, %arg5 : index
        %376 = memref.load %view[%375] : memref<256xf32, #gpu.address_space<workgroup>>
        %377 = vector.load %arg1[%arg5, %6] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %378 = vector.extract %377[0] : f32 from vector<4xf32>
        %379 = vector.extract %377[1] : f32 from vector<4xf32>
        %380 = vector.extract %377[2] : f32 from vector<4xf32>
        %381 = vector.extract %377[3] : f32 from vector<4xf32>
        %382 = vector.load %arg1[%arg5, %7] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %383 = vector.extract %382[0] : f32 from vector<4xf32>
        %384 = vector.extract %382[1] : f32 from vector<4xf32>
        %385 = vector.extract %382[2] : f32 from vector<4xf32>
        %386 = vector.extract %382[3] : f32 from vector<4xf32>
        %387 = arith.mulf %376, %378 : f32
        %388 = arith.addf %arg6, %387 : f32
        %389 = arith.mulf %376, %379 : f32
        %390 = arith.addf %arg7, %389 : f32
        %391 = arith.mulf %376, %380 : f32
        %392 = arith.addf %arg8, %391 : f32
        %393 = arith.mulf %376, %381 : f32
        %394 = arith.addf %arg9, %393 : f32
        %395 = arith.mulf %376, %383 : f32
        %396 = arith.addf %arg10, %395 : f32
        %397 = arith.mulf %376, %384 : f32
        %398 = arith.addf %arg11, %397 : f32
        %399 = arith.mulf %376, %385 : f32
        %400 = arith.addf %arg12, %399 : f32
        %401 = arith.mulf %376, %386 : f32
        %402 = arith.addf %arg13, %401 : f32
        %403 = arith.addi %14, %arg5 : index
        %404 = memref.load %view[%403] : memref<256xf32, #gpu.address_space<workgroup>>
        %405 = arith.mulf %404, %378 : f32
        %406 = arith.addf %arg14, %405 : f32
        %407 = arith.mulf %404, %379 : f32
        %408 = arith.addf %arg15, %407 : f32
        %409 = arith.mulf %404, %380 : f32
        %410 = arith.addf %arg16, %409 : f32
        %411 = arith.mulf %404, %381 : f32
        %412 = arith.addf %arg17, %411 : f32
        %413 = arith.mulf %404, %383 : f32
        %414 = arith.addf %arg18, %413 : f32
        %415 = arith.mulf %404, %384 : f32
        %416 = arith.addf %arg19, %415 : f32
        %417 = arith.mulf %404, %385 : f32
        %418 = arith.addf %arg20, %417 : f32
        %419 = arith.mulf %404, %386 : f32
        %420 = arith.addf %arg21, %419 : f32
        %421 = arith.addi %15, %arg5 : index
        %422 = memref.load %view[%421] : memref<256xf32, #gpu.address_space<workgroup>>
        %423 = arith.mulf %422, %378 : f32
        %424 = arith.addf %arg22, %423 : f32
        %425 = arith.mulf %422, %379 : f32
        %426 = arith.addf %arg23, %425 : f32
        %427 = arith.mulf %422, %380 : f32
        %428 = arith.addf %arg24, %427 : f32
        %429 = arith.mulf %422, %381 : f32
        %430 = arith.addf %arg25, %429 : f32
        %431 = arith.mulf %422, %383 : f32
        %432 = arith.addf %arg26, %431 : f32
        %433 = arith.mulf %422, %384 : f32
        %434 = arith.addf %arg27, %433 : f32
        %435 = arith.mulf %422, %385 : f32
        %436 = arith.addf %arg28, %435 : f32
        %437 = arith.mulf %422, %386 : f32
        %438 = arith.addf %arg29, %437 : f32
        %439 = arith.addi %16, %arg5 : index
        %440 = memref.load %view[%439] : memref<256xf32, #gpu.address_space<workgroup>>
        %441 = arith.mulf %440, %378 : f32
        %442 = arith.addf %arg30, %441 : f32
        %443 = arith.mulf %440, %379 : f32
        %444 = arith.addf %arg31, %443 : f32
        %445 = arith.mulf %440, %380 : f32
        %446 = arith.addf %arg32, %445 : f32
        %447 = arith.mulf %440, %381 : f32
        %448 = arith.addf %arg33, %447 : f32
        %449 = arith.mulf %440, %383 : f32
        %450 = arith.addf %arg34, %449 : f32
        %451 = arith.mulf %440, %384 : f32
        %452 = arith.addf %arg35, %451 : f32
        %453 = arith.mulf %440, %385 : f32
        %454 = arith.addf %arg36, %453 : f32
        %455 = arith.mulf %440, %386 : f32
        %456 = arith.addf %arg37, %455 : f32
        scf.yield %388, %390, %392, %394, %396, %398, %400, %402, %406, %408, %410, %412, %414, %416, %418, %420, %424, %426, %428, %430, %432, %434, %436, %438, %442, %444, %446, %448, %450, %452, %454, %456 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %18 = arith.addf %17#0, %cst_0 : f32
      %19 = arith.addf %17#1, %cst_0 : f32
      %20 = arith.addf %17#2, %cst_0 : f32
      %21 = arith.addf %17#3, %cst_0 : f32
      %22 = arith.addf %17#4, %cst_0 : f32
      %23 = arith.addf %17#5, %cst_0 : f32
      %24 = arith.addf %17#6, %cst_0 : f32
      %25 = arith.addf %17#7, %cst_0 : f32
      %26 = arith.addf %17#8, %cst_0 : f32
      %27 = arith.addf %17#9, %cst_0 : f32
      %28 = arith.addf %17#10, %cst_0 : f32
      %29 = arith.addf %17#11, %cst_0 : f32
      %30 = arith.addf %17#12, %cst_0 : f32
      %31 = arith.addf %17#13, %cst_0 : f32
      %32 = arith.addf %17#14, %cst_0 : f32
      %33 = arith.addf %17#15, %cst_0 : f32
      %34 = arith.addf %17#16, %cst_0 : f32
      %35 = arith.addf %17#17, %cst_0 : f32
      %36 = arith.addf %17#18, %cst_0 : f32
      %37 = arith.addf %17#19, %cst_0 : f32
      %38 = arith.addf %17#20, %cst_0 : f32
      %39 = arith.addf %17#21, %cst_0 : f32
      %40 = arith.addf %17#22, %cst_0 : f32
      %41 = arith.addf %17#23, %cst_0 : f32
      %42 = arith.addf %17#24, %cst_0 : f32
      %43 = arith.addf %17#25, %cst_0 : f32
      %44 = arith.addf %17#26, %cst_0 : f32
      %45 = arith.addf %17#27, %cst_0 : f32
      %46 = arith.addf %17#28, %cst_0 : f32
      %47 = arith.addf %17#29, %cst_0 : f32
      %48 = arith.addf %17#30, %cst_0 : f32
      %49 = arith.addf %17#31, %cst_0 : f32
      %50 = vector.load %arg2[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %51 = vector.extract %50[0] : f32 from vector<4xf32>
      %52 = vector.extract %50[1] : f32 from vector<4xf32>
      %53 = vector.extract %50[2] : f32 from vector<4xf32>
      %54 = vector.extract %50[3] : f32 from vector<4xf32>
      %55 = vector.load %arg2[%7] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %56 = vector.extract %55[0] : f32 from vector<4xf32>
      %57 = vector.extract %55[1] : f32 from vector<4xf32>
      %58 = vector.extract %55[2] : f32 from vector<4xf32>
      %59 = vector.extract %55[3] : f32 from vector<4xf32>
      %60 = arith.addf %18, %51 : f32
      %61 = arith.addf %19, %52 : f32
      %62 = arith.addf %20, %53 : f32
      %63 = arith.addf %21, %54 : f32
      %64 = arith.addf %22, %56 : f32
      %65 = arith.addf %23, %57 : f32
      %66 = arith.addf %24, %58 : f32
      %67 = arith.addf %25, %59 : f32
      %68 = arith.addf %26, %51 : f32
      %69 = arith.addf %27, %52 : f32
      %70 = arith.addf %28, %53 : f32
      %71 = arith.addf %29, %54 : f32
      %72 = arith.addf %30, %56 : f32
      %73 = arith.addf %31, %57 : f32
      %74 = arith.addf %32, %58 : f32
      %75 = arith.addf %33, %59 : f32
      %76 = arith.addf %34, %51 : f32
      %77 = arith.addf %35, %52 : f32
      %78 = arith.addf %36, %53 : f32
      %79 = arith.addf %37, %54 : f32
      %80 = arith.addf %38, %56 : f32
      %81 = arith.addf %39, %57 : f32
      %82 = arith.addf %40, %58 : f32
      %83 = arith.addf %41, %59 : f32
      %84 = arith.addf %42, %51 : f32
      %85 = arith.addf %43, %52 : f32
      %86 = arith.addf %44, %53 : f32
      %87 = arith.addf %45, %54 : f32
      %88 = arith.addf %46, %56 : f32
      %89 = arith.addf %47, %57 : f32
      %90 = arith.addf %48, %58 : f32
      %91 = arith.addf %49, %59 : f32
      %92 = arith.maximumf %61, %60 : f32
      %93 = arith.maximumf %62, %92 : f32
      %94 = arith.maximumf %63, %93 : f32
      %95 = arith.maximumf %64, %94 : f32
      %96 = arith.maximumf %65, %95 : f32
      %97 = arith.maximumf %66, %96 : f32
      %98 = arith.maximumf %67, %97 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %98, %c16_i32, %c32_i32 : f32
      %99 = arith.maximumf %shuffleResult, %98 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %99, %c8_i32, %c32_i32 : f32
      %100 = arith.maximumf %shuffleResult_1, %99 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %100, %c4_i32, %c32_i32 : f32
      %101 = arith.maximumf %shuffleResult_3, %100 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %101, %c2_i32, %c32_i32 : f32
      %102 = arith.maximumf %shuffleResult_5, %101 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %102, %c1_i32, %c32_i32 : f32
      %103 = arith.maximumf %shuffleResult_7, %102 : f32
      %view_9 = memref.view %arg4[%c0][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      %104 = arith.divui %0, %c32 : index
      %105 = arith.muli %1, %c16 : index
      %106 = arith.addi %105, %104 : index
      %107 = arith.remui %0, %c32 : index
      %108 = arith.cmpi eq, %107, %c0 : index
      scf.if %108 {
        memref.store %103, %view_9[%106] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %109 = memref.load %view_9[%105] : memref<32xf32, #gpu.address_space<workgroup>>
      %110 = arith.addi %105, %c1 : index
      %111 = memref.load %view_9[%110] : memref<32xf32, #gpu.address_space<workgroup>>
      %112 = arith.maximumf %111, %109 : f32
      %113 = arith.addi %105, %c2 : index
      %114 = memref.load %view_9[%113] : memref<32xf32, #gpu.address_space<workgroup>>
      %115 = arith.maximumf %114, %112 : f32
      %116 = arith.addi %105, %c3 : index
      %117 = memref.load %view_9[%116] : memref<32xf32, #gpu.address_space<workgroup>>
      %118 = arith.maximumf %117, %115 : f32
      gpu.barrier
      %119 = arith.maximumf %69, %68 : f32
      %120 = arith.maximumf %70, %119 : f32
      %121 = arith.maximumf %71, %120 : f32
      %122 = arith.maximumf %72, %121 : f32
      %123 = arith.maximumf %73, %122 : f32
      %124 = arith.maximumf %74, %123 : f32
      %125 = arith.maximumf %75, %124 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %125, %c16_i32, %c32_i32 : f32
      %126 = arith.maximumf %shuffleResult_10, %125 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %126, %c8_i32, %c32_i32 : f32
      %127 = arith.maximumf %shuffleResult_12, %126 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %127, %c4_i32, %c32_i32 : f32
      %128 = arith.maximumf %shuffleResult_14, %127 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %128, %c2_i32, %c32_i32 : f32
      %129 = arith.maximumf %shuffleResult_16, %128 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %129, %c1_i32, %c32_i32 : f32
      %130 = arith.maximumf %shuffleResult_18, %129 : f32
      %131 = arith.muli %3, %c4 : index
      %132 = arith.addi %131, %104 : index
      scf.if %108 {
        memref.store %130, %view_9[%132] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %133 = memref.load %view_9[%131] : memref<32xf32, #gpu.address_space<workgroup>>
      %134 = arith.addi %131, %c1 : index
      %135 = memref.load %view_9[%134] : memref<32xf32, #gpu.address_space<workgroup>>
      %136 = arith.maximumf %135, %133 : f32
      %137 = arith.addi %131, %c2 : index
      %138 = memref.load %view_9[%137] : memref<32xf32, #gpu.address_space<workgroup>>
      %139 = arith.maximumf %138, %136 : f32
      %140 = arith.addi %131, %c3 : index
      %141 = memref.load %view_9[%140] : memref<32xf32, #gpu.address_space<workgroup>>
      %142 = arith.maximumf %141, %139 : f32
      gpu.barrier
      %143 = arith.maximumf %77, %76 : f32
      %144 = arith.maximumf %78, %143 : f32
      %145 = arith.maximumf %79, %144 : f32
      %146 = arith.maximumf %80, %145 : f32
      %147 = arith.maximumf %81, %146 : f32
      %148 = arith.maximumf %82, %147 : f32
      %149 = arith.maximumf %83, %148 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %149, %c16_i32, %c32_i32 : f32
      %150 = arith.maximumf %shuffleResult_20, %149 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %150, %c8_i32, %c32_i32 : f32
      %151 = arith.maximumf %shuffleResult_22, %150 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %151, %c4_i32, %c32_i32 : f32
      %152 = arith.maximumf %shuffleResult_24, %151 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %152, %c2_i32, %c32_i32 : f32
      %153 = arith.maximumf %shuffleResult_26, %152 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %153, %c1_i32, %c32_i32 : f32
      %154 = arith.maximumf %shuffleResult_28, %153 : f32
      %155 = arith.muli %4, %c4 : index
      %156 = arith.addi %155, %104 : index
      scf.if %108 {
        memref.store %154, %view_9[%156] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %157 = memref.load %view_9[%155] : memref<32xf32, #gpu.address_space<workgroup>>
      %158 = arith.addi %155, %c1 : index
      %159 = memref.load %view_9[%158] : memref<32xf32, #gpu.address_space<workgroup>>
      %160 = arith.maximumf %159, %157 : f32
      %161 = arith.addi %155, %c2 : index
      %162 = memref.load %view_9[%161] : memref<32xf32, #gpu.address_space<workgroup>>
      %163 = arith.maximumf %162, %160 : f32
      %164 = arith.addi %155, %c3 : index
      %165 = memref.load %view_9[%164] : memref<32xf32, #gpu.address_space<workgroup>>
      %166 = arith.maximumf %165, %163 : f32
      gpu.barrier
      %167 = arith.maximumf %85, %84 : f32
      %168 = arith.maximumf %86, %167 : f32
      %169 = arith.maximumf %87, %168 : f32
      %170 = arith.maximumf %88, %169 : f32
      %171 = arith.maximumf %89, %170 : f32
      %172 = arith.maximumf %90, %171 : f32
      %173 = arith.maximumf %91, %172 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %173, %c16_i32, %c32_i32 : f32
      %174 = arith.maximumf %shuffleResult_30, %173 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %174, %c8_i32, %c32_i32 : f32
      %175 = arith.maximumf %shuffleResult_32, %174 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %175, %c4_i32, %c32_i32 : f32
      %176 = arith.maximumf %shuffleResult_34, %175 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %176, %c2_i32, %c32_i32 : f32
      %177 = arith.maximumf %shuffleResult_36, %176 : f32
      %shuffleResult_38, %valid_39 = gpu.shuffle  xor %177, %c1_i32, %c32_i32 : f32
      %178 = arith.maximumf %shuffleResult_38, %177 : f32
      %179 = arith.muli %5, %c4 : index
      %180 = arith.addi %179, %104 : index
      scf.if %108 {
        memref.store %178, %view_9[%180] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %181 = memref.load %view_9[%179] : memref<32xf32, #gpu.address_space<workgroup>>
      %182 = arith.addi %179, %c1 : index
      %183 = memref.load %view_9[%182] : memref<32xf32, #gpu.address_space<workgroup>>
      %184 = arith.maximumf %183, %181 : f32
      %185 = arith.addi %179, %c2 : index
      %186 = memref.load %view_9[%185] : memref<32xf32, #gpu.address_space<workgroup>>
      %187 = arith.maximumf %186, %184 : f32
      %188 = arith.addi %179, %c3 : index
      %189 = memref.load %view_9[%188] : memref<32xf32, #gpu.address_space<workgroup>>
      %190 = arith.maximumf %189, %187 : f32
      gpu.barrier
      %191 = arith.subf %60, %118 : f32
      %192 = math.exp %191 : f32
      %193 = arith.subf %61, %118 : f32
      %194 = math.exp %193 : f32
      %195 = arith.subf %62, %118 : f32
      %196 = math.exp %195 : f32
      %197 = arith.subf %63, %118 : f32
      %198 = math.exp %197 : f32
      %199 = arith.subf %64, %118 : f32
      %200 = math.exp %199 : f32
      %201 = arith.subf %65, %118 : f32
      %202 = math.exp %201 : f32
      %203 = arith.subf %66, %118 : f32
      %204 = math.exp %203 : f32
      %205 = arith.subf %67, %118 : f32
      %206 = math.exp %205 : f32
      %207 = arith.subf %68, %142 : f32
      %208 = math.exp %207 : f32
      %209 = arith.subf %69, %142 : f32
      %210 = math.exp %209 : f32
      %211 = arith.subf %70, %142 : f32
      %212 = math.exp %211 : f32
      %213 = arith.subf %71, %142 : f32
      %214 = math.exp %213 : f32
      %215 = arith.subf %72, %142 : f32
      %216 = math.exp %215 : f32
      %217 = arith.subf %73, %142 : f32
      %218 = math.exp %217 : f32
      %219 = arith.subf %74, %142 : f32
      %220 = math.exp %219 : f32
      %221 = arith.subf %75, %142 : f32
      %222 = math.exp %221 : f32
      %223 = arith.subf %76, %166 : f32
      %224 = math.exp %223 : f32
      %225 = arith.subf %77, %166 : f32
      %226 = math.exp %225 : f32
      %227 = arith.subf %78, %166 : f32
      %228 = math.exp %227 : f32
      %229 = arith.subf %79, %166 : f32
      %230 = math.exp %229 : f32
      %231 = arith.subf %80, %166 : f32
      %232 = math.exp %231 : f32
      %233 = arith.subf %81, %166 : f32
      %234 = math.exp %233 : f32
      %235 = arith.subf %82, %166 : f32
      %236 = math.exp %235 : f32
      %237 = arith.subf %83, %166 : f32
      %238 = math.exp %237 : f32
      %239 = arith.subf %84, %190 : f32
      %240 = math.exp %239 : f32
      %241 = arith.subf %85, %190 : f32
      %242 = math.exp %241 : f32
      %243 = arith.subf %86, %190 : f32
      %244 = math.exp %243 : f32
      %245 = arith.subf %87, %190 : f32
      %246 = math.exp %245 : f32
      %247 = arith.subf %88, %190 : f32
      %248 = math.exp %247 : f32
      %249 = arith.subf %89, %190 : f32
      %250 = math.exp %249 : f32
      %251 = arith.subf %90, %190 : f32
      %252 = math.exp %251 : f32
      %253 = arith.subf %91, %190 : f32
      %254 = math.exp %253 : f32
      %255 = arith.addf %194, %192 : f32
      %256 = arith.addf %196, %255 : f32
      %257 = arith.addf %198, %256 : f32
      %258 = arith.addf %200, %257 : f32
      %259 = arith.addf %202, %258 : f32
      %260 = arith.addf %204, %259 : f32
      %261 = arith.addf %206, %260 : f32
      %shuffleResult_40, %valid_41 = gpu.shuffle  xor %261, %c16_i32, %c32_i32 : f32
      %262 = arith.addf %shuffleResult_40, %261 : f32
      %shuffleResult_42, %valid_43 = gpu.shuffle  xor %262, %c8_i32, %c32_i32 : f32
      %263 = arith.addf %shuffleResult_42, %262 : f32
      %shuffleResult_44, %valid_45 = gpu.shuffle  xor %263, %c4_i32, %c32_i32 : f32
      %264 = arith.addf %shuffleResult_44, %263 : f32
      %shuffleResult_46, %valid_47 = gpu.shuffle  xor %264, %c2_i32, %c32_i32 : f32
      %265 = arith.addf %shuffleResult_46, %264 : f32
      %shuffleResult_48, %valid_49 = gpu.shuffle  xor %265, %c1_i32, %c32_i32 : f32
      %266 = arith.addf %shuffleResult_48, %265 : f32
      scf.if %108 {
        memref.store %266, %view_9[%106] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %267 = memref.load %view_9[%105] : memref<32xf32, #gpu.address_space<workgroup>>
      %268 = memref.load %view_9[%110] : memref<32xf32, #gpu.address_space<workgroup>>
      %269 = arith.addf %268, %267 : f32
      %270 = memref.load %view_9[%113] : memref<32xf32, #gpu.address_space<workgroup>>
      %271 = arith.addf %270, %269 : f32
      %272 = memref.load %view_9[%116] : memref<32xf32, #gpu.address_space<workgroup>>
      %273 = arith.addf %272, %271 : f32
      gpu.barrier
      %274 = arith.addf %273, %cst_0 : f32
      %275 = arith.addf %210, %208 : f32
      %276 = arith.addf %212, %275 : f32
      %277 = arith.addf %214, %276 : f32
      %278 = arith.addf %216, %277 : f32
      %279 = arith.addf %218, %278 : f32
      %280 = arith.addf %220, %279 : f32
      %281 = arith.addf %222, %280 : f32
      %shuffleResult_50, %valid_51 = gpu.shuffle  xor %281, %c16_i32, %c32_i32 : f32
      %282 = arith.addf %shuffleResult_50, %281 : f32
      %shuffleResult_52, %valid_53 = gpu.shuffle  xor %282, %c8_i32, %c32_i32 : f32
      %283 = arith.addf %shuffleResult_52, %282 : f32
      %shuffleResult_54, %valid_55 = gpu.shuffle  xor %283, %c4_i32, %c32_i32 : f32
      %284 = arith.addf %shuffleResult_54, %283 : f32
      %shuffleResult_56, %valid_57 = gpu.shuffle  xor %284, %c2_i32, %c32_i32 : f32
      %285 = arith.addf %shuffleResult_56, %284 : f32
      %shuffleResult_58, %valid_59 = gpu.shuffle  xor %285, %c1_i32, %c32_i32 : f32
      %286 = arith.addf %shuffleResult_58, %285 : f32
      scf.if %108 {
        memref.store %286, %view_9[%132] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %287 = memref.load %view_9[%131] : memref<32xf32, #gpu.address_space<workgroup>>
      %288 = memref.load %view_9[%134] : memref<32xf32, #gpu.address_space<workgroup>>
      %289 = arith.addf %288, %287 : f32
      %290 = memref.load %view_9[%137] : memref<32xf32, #gpu.address_space<workgroup>>
      %291 = arith.addf %290, %289 : f32
      %292 = memref.load %view_9[%140] : memref<32xf32, #gpu.address_space<workgroup>>
      %293 = arith.addf %292, %291 : f32
      gpu.barrier
      %294 = arith.addf %293, %cst_0 : f32
      %295 = arith.addf %226, %224 : f32
      %296 = arith.addf %228, %295 : f32
      %297 = arith.addf %230, %296 : f32
      %298 = arith.addf %232, %297 : f32
      %299 = arith.addf %234, %298 : f32
      %300 = arith.addf %236, %299 : f32
      %301 = arith.addf %238, %300 : f32
      %shuffleResult_60, %valid_61 = gpu.shuffle  xor %301, %c16_i32, %c32_i32 : f32
      %302 = arith.addf %shuffleResult_60, %301 : f32
      %shuffleResult_62, %valid_63 = gpu.shuffle  xor %302, %c8_i32, %c32_i32 : f32
      %303 = arith.addf %shuffleResult_62, %302 : f32
      %shuffleResult_64, %valid_65 = gpu.shuffle  xor %303, %c4_i32, %c32_i32 : f32
      %304 = arith.addf %shuffleResult_64, %303 : f32
      %shuffleResult_66, %valid_67 = gpu.shuffle  xor %304, %c2_i32, %c32_i32 : f32
      %305 = arith.addf %shuffleResult_66, %304 : f32
      %shuffleResult_68, %valid_69 = gpu.shuffle  xor %305, %c1_i32, %c32_i32 : f32
      %306 = arith.addf %shuffleResult_68, %305 : f32
      scf.if %108 {
        memref.store %306, %view_9[%156] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %307 = memref.load %view_9[%155] : memref<32xf32, #gpu.address_space<workgroup>>
      %308 = memref.load %view_9[%158] : memref<32xf32, #gpu.address_space<workgroup>>
      %309 = arith.addf %308, %307 : f32
      %310 = memref.load %view_9[%161] : memref<32xf32, #gpu.address_space<workgroup>>
      %311 = arith.addf %310, %309 : f32
      %312 = memref.load %view_9[%164] : memref<32xf32, #gpu.address_space<workgroup>>
      %313 = arith.addf %312, %311 : f32
      gpu.barrier
      %314 = arith.addf %313, %cst_0 : f32
      %315 = arith.addf %242, %240 : f32
      %316 = arith.addf %244, %315 : f32
      %317 = arith.addf %246, %316 : f32
      %318 = arith.addf %248, %317 : f32
      %319 = arith.addf %250, %318 : f32
      %320 = arith.addf %252, %319 : f32
      %321 = arith.addf %254, %320 : f32
      %shuffleResult_70, %valid_71 = gpu.shuffle  xor %321, %c16_i32, %c32_i32 : f32
      %322 = arith.addf %shuffleResult_70, %321 : f32
      %shuffleResult_72, %valid_73 = gpu.shuffle  xor %322, %c8_i32, %c32_i32 : f32
      %323 = arith.addf %shuffleResult_72, %322 : f32
      %shuffleResult_74, %valid_75 = gpu.shuffle  xor %323, %c4_i32, %c32_i32 : f32
      %324 = arith.addf %shuffleResult_74, %323 : f32
      %shuffleResult_76, %valid_77 = gpu.shuffle  xor %324, %c2_i32, %c32_i32 : f32
      %325 = arith.addf %shuffleResult_76, %324 : f32
      %shuffleResult_78, %valid_79 = gpu.shuffle  xor %325, %c1_i32, %c32_i32 : f32
      %326 = arith.addf %shuffleResult_78, %325 : f32
      scf.if %108 {
        memref.store %326, %view_9[%180] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %327 = memref.load %view_9[%179] : memref<32xf32, #gpu.address_space<workgroup>>
      %328 = memref.load %view_9[%182] : memref<32xf32, #gpu.address_space<workgroup>>
      %329 = arith.addf %328, %327 : f32
      %330 = memref.load %view_9[%185] : memref<32xf32, #gpu.address_space<workgroup>>
      %331 = arith.addf %330, %329 : f32
      %332 = memref.load %view_9[%188] : memref<32xf32, #gpu.address_space<workgroup>>
      %333 = arith.addf %332, %331 : f32
      gpu.barrier
      %334 = arith.addf %333, %cst_0 : f32
      %335 = arith.divf %192, %274 : f32
      %336 = arith.divf %194, %274 : f32
      %337 = arith.divf %196, %274 : f32
      %338 = arith.divf %198, %274 : f32
      %339 = arith.divf %200, %274 : f32
      %340 = arith.divf %202, %274 : f32
      %341 = arith.divf %204, %274 : f32
      %342 = arith.divf %206, %274 : f32
      %343 = arith.divf %208, %294 : f32
      %344 = arith.divf %210, %294 : f32
      %345 = arith.divf %212, %294 : f32
      %346 = arith.divf %214, %294 : f32
      %347 = arith.divf %216, %294 : f32
      %348 = arith.divf %218, %294 : f32
      %349 = arith.divf %220, %294 : f32
      %350 = arith.divf %222, %294 : f32
      %351 = arith.divf %224, %314 : f32
      %352 = arith.divf %226, %314 : f32
      %353 = arith.divf %228, %314 : f32
      %354 = arith.divf %230, %314 : f32
      %355 = arith.divf %232, %314 : f32
      %356 = arith.divf %234, %314 : f32
      %357 = arith.divf %236, %314 : f32
      %358 = arith.divf %238, %314 : f32
      %359 = arith.divf %240, %334 : f32
      %360 = arith.divf %242, %334 : f32
      %361 = arith.divf %244, %334 : f32
      %362 = arith.divf %246, %334 : f32
      %363 = arith.divf %248, %334 : f32
      %364 = arith.divf %250, %334 : f32
      %365 = arith.divf %252, %334 : f32
      %366 = arith.divf %254, %334 : f32
      %367 = vector.from_elements %335, %336, %337, %338 : vector<4xf32>
      vector.store %367, %arg3[%9, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %368 = vector.from_elements %339, %340, %341, %342 : vector<4xf32>
      vector.store %368, %arg3[%9, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %369 = vector.from_elements %343, %344, %345, %346 : vector<4xf32>
      vector.store %369, %arg3[%10, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %370 = vector.from_elements %347, %348, %349, %350 : vector<4xf32>
      vector.store %370, %arg3[%10, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %371 = vector.from_elements %351, %352, %353, %354 : vector<4xf32>
      vector.store %371, %arg3[%11, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %372 = vector.from_elements %355, %356, %357, %358 : vector<4xf32>
      vector.store %372, %arg3[%11, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %373 = vector.from_elements %359, %360, %361, %362 : vector<4xf32>
      vector.store %373, %arg3[%12, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %374 = vector.from_elements %363, %364, %365, %366 : vector<4xf32>
      vector.store %374, %arg3[%12, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

