module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c256 = arith.constant 256 : index
    %c2048 = arith.constant 2048 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %2 = gpu.launch_func async [%1] @step_stitched::@step_k1_block blocks in (%c2048, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.dealloc async [%2] %memref : memref<16384xf32>
    %4 = gpu.dealloc async [%3] %memref_0 : memref<16384xf32>
    gpu.wait [%4]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %cst_0 = arith.constant dense<0xFF800000> : vector<4xf32>
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c4096 : index
        %6 = arith.addi %4, %c8192 : index
        %7 = arith.addi %4, %c12288 : index
        vector.store %cst_0, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c4096 : index
        %6 = arith.addi %4, %c8192 : index
        %7 = arith.addi %4, %c12288 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384x1024xf32>) workgroup(%arg6 : memref<1152xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %view = memref.view %arg6[%c128][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %13 = arith.muli %1, %c128 : index
      scf.for %arg7 = %0 to %c32 step %c128 {
        %387 = memref.load %arg0[%9, %arg7] : memref<16384x32xf32>
        %388 = arith.addi %13, %arg7 : index
        memref.store %387, %view[%388] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %14 = arith.muli %3, %c32 : index
      scf.for %arg7 = %0 to %c32 step %c128 {
        %387 = memref.load %arg0[%10, %arg7] : memref<16384x32xf32>
        %388 = arith.addi %14, %arg7 : index
        memref.store %387, %view[%388] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %15 = arith.muli %4, %c32 : index
      scf.for %arg7 = %0 to %c32 step %c128 {
        %387 = memref.load %arg0[%11, %arg7] : memref<16384x32xf32>
        %388 = arith.addi %15, %arg7 : index
        memref.store %387, %view[%388] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %16 = arith.muli %5, %c32 : index
      scf.for %arg7 = %0 to %c32 step %c128 {
        %387 = memref.load %arg0[%12, %arg7] : memref<16384x32xf32>
        %388 = arith.addi %16, %arg7 : index
        memref.store %387, %view[%388] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %17:32 = scf.for %arg7 = %c0 to %c32 step %c1 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst, %arg24 = %cst, %arg25 = %cst, %arg26 = %cst, %arg27 = %cst, %arg28 = %cst, %arg29 = %cst, %arg30 = %cst, %arg31 = %cst, %arg32 = %cst, %arg33 = %cst, %arg34 = %cst, %arg35 = %cst, %arg36 = %cst, %arg37 = %cst, %arg38 = %cst, %arg39 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %387 = arith.addi %13, %arg7 : index
        %388 = memref.load %view[%387] : memref<256xf32, #gpu.address_space<workgroup>>
        %389 = vector.load %arg1[%arg7, %6] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %390 = vector.extract %389[0] : f32 from vector<4xf32>
        %391 = vector.extract %389[1] : f32 from vector<4xf32>
        %392 = vector.extract %389[2] : f32 from vector<4xf32>
        %393 = vector.extract %389[3] : f32 from vector<4xf32>
        %394 = vector.load %arg1[%arg7, %7] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %395 = vector.extract %394[0] : f32 from vector<4xf32>
        %396 = vector.extract %394[1] : f32 from vector<4xf32>
        %397 = vector.extract %394[2] : f32 from vector<4xf32>
        %398 = vector.extract %394[3] : f32 from vector<4xf32>
        %399 = arith.mulf %388, %390 : f32
        %400 = arith.addf %arg8, %399 : f32
        %401 = arith.mulf %388, %391 : f32
        %402 = arith.addf %arg9, %401 : f32
        %403 = arith.mulf %388, %392 : f32
        %404 = arith.addf %arg10, %403 : f32
        %405 = arith.mulf %388, %393 : f32
        %406 = arith.addf %arg11, %405 : f32
        %407 = arith.mulf %388, %395 : f32
        %408 = arith.addf %arg12, %407 : f32
        %409 = arith.mulf %388, %396 : f32
        %410 = arith.addf %arg13, %409 : f32
        %411 = arith.mulf %388, %397 : f32
        %412 = arith.addf %arg14, %411 : f32
        %413 = arith.mulf %388, %398 : f32
        %414 = arith.addf %arg15, %413 : f32
        %415 = arith.addi %14, %arg7 : index
        %416 = memref.load %view[%415] : memref<256xf32, #gpu.address_space<workgroup>>
        %417 = arith.mulf %416, %390 : f32
        %418 = arith.addf %arg16, %417 : f32
        %419 = arith.mulf %416, %391 : f32
        %420 = arith.addf %arg17, %419 : f32
        %421 = arith.mulf %416, %392 : f32
        %422 = arith.addf %arg18, %421 : f32
        %423 = arith.mulf %416, %393 : f32
        %424 = arith.addf %arg19, %423 : f32
        %425 = arith.mulf %416, %395 : f32
        %426 = arith.addf %arg20, %425 : f32
        %427 = arith.mulf %416, %396 : f32
        %428 = arith.addf %arg21, %427 : f32
        %429 = arith.mulf %416, %397 : f32
        %430 = arith.addf %arg22, %429 : f32
        %431 = arith.mulf %416, %398 : f32
        %432 = arith.addf %arg23, %431 : f32
        %433 = arith.addi %15, %arg7 : index
        %434 = memref.load %view[%433] : memref<256xf32, #gpu.address_space<workgroup>>
        %435 = arith.mulf %434, %390 : f32
        %436 = arith.addf %arg24, %435 : f32
        %437 = arith.mulf %434, %391 : f32
        %438 = arith.addf %arg25, %437 : f32
        %439 = arith.mulf %434, %392 : f32
        %440 = arith.addf %arg26, %439 : f32
        %441 = arith.mulf %434, %393 : f32
        %442 = arith.addf %arg27, %441 : f32
        %443 = arith.mulf %434, %395 : f32
        %444 = arith.addf %arg28, %443 : f32
        %445 = arith.mulf %434, %396 : f32
        %446 = arith.addf %arg29, %445 : f32
        %447 = arith.mulf %434, %397 : f32
        %448 = arith.addf %arg30, %447 : f32
        %449 = arith.mulf %434, %398 : f32
        %450 = arith.addf %arg31, %449 : f32
        %451 = arith.addi %16, %arg7 : index
        %452 = memref.load %view[%451] : memref<256xf32, #gpu.address_space<workgroup>>
        %453 = arith.mulf %452, %390 : f32
        %454 = arith.addf %arg32, %453 : f32
        %455 = arith.mulf %452, %391 : f32
        %456 = arith.addf %arg33, %455 : f32
        %457 = arith.mulf %452, %392 : f32
        %458 = arith.addf %arg34, %457 : f32
        %459 = arith.mulf %452, %393 : f32
        %460 = arith.addf %arg35, %459 : f32
        %461 = arith.mulf %452, %395 : f32
        %462 = arith.addf %arg36, %461 : f32
        %463 = arith.mulf %452, %396 : f32
        %464 = arith.addf %arg37, %463 : f32
        %465 = arith.mulf %452, %397 : f32
        %466 = arith.addf %arg38, %465 : f32
        %467 = arith.mulf %452, %398 : f32
        %468 = arith.addf %arg39, %467 : f32
        scf.yield %400, %402, %404, %406, %408, %410, %412, %414, %418, %420, %422, %424, %426, %428, %430, %432, %436, %438, %440, %442, %444, %446, %448, %450, %454, %456, %458, %460, %462, %464, %466, %468 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
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
      %view_9 = memref.view %arg6[%c0][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
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
      %119 = memref.load %arg3[%9] : memref<16384xf32>
      %120 = arith.maximumf %118, %119 : f32
      %121 = arith.maximumf %69, %68 : f32
      %122 = arith.maximumf %70, %121 : f32
      %123 = arith.maximumf %71, %122 : f32
      %124 = arith.maximumf %72, %123 : f32
      %125 = arith.maximumf %73, %124 : f32
      %126 = arith.maximumf %74, %125 : f32
      %127 = arith.maximumf %75, %126 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %127, %c16_i32, %c32_i32 : f32
      %128 = arith.maximumf %shuffleResult_10, %127 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %128, %c8_i32, %c32_i32 : f32
      %129 = arith.maximumf %shuffleResult_12, %128 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %129, %c4_i32, %c32_i32 : f32
      %130 = arith.maximumf %shuffleResult_14, %129 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %130, %c2_i32, %c32_i32 : f32
      %131 = arith.maximumf %shuffleResult_16, %130 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %131, %c1_i32, %c32_i32 : f32
      %132 = arith.maximumf %shuffleResult_18, %131 : f32
      %133 = arith.muli %3, %c4 : index
      %134 = arith.addi %133, %104 : index
      scf.if %108 {
        memref.store %132, %view_9[%134] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %135 = memref.load %view_9[%133] : memref<32xf32, #gpu.address_space<workgroup>>
      %136 = arith.addi %133, %c1 : index
      %137 = memref.load %view_9[%136] : memref<32xf32, #gpu.address_space<workgroup>>
      %138 = arith.maximumf %137, %135 : f32
      %139 = arith.addi %133, %c2 : index
      %140 = memref.load %view_9[%139] : memref<32xf32, #gpu.address_space<workgroup>>
      %141 = arith.maximumf %140, %138 : f32
      %142 = arith.addi %133, %c3 : index
      %143 = memref.load %view_9[%142] : memref<32xf32, #gpu.address_space<workgroup>>
      %144 = arith.maximumf %143, %141 : f32
      gpu.barrier
      %145 = memref.load %arg3[%10] : memref<16384xf32>
      %146 = arith.maximumf %144, %145 : f32
      %147 = arith.maximumf %77, %76 : f32
      %148 = arith.maximumf %78, %147 : f32
      %149 = arith.maximumf %79, %148 : f32
      %150 = arith.maximumf %80, %149 : f32
      %151 = arith.maximumf %81, %150 : f32
      %152 = arith.maximumf %82, %151 : f32
      %153 = arith.maximumf %83, %152 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %153, %c16_i32, %c32_i32 : f32
      %154 = arith.maximumf %shuffleResult_20, %153 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %154, %c8_i32, %c32_i32 : f32
      %155 = arith.maximumf %shuffleResult_22, %154 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %155, %c4_i32, %c32_i32 : f32
      %156 = arith.maximumf %shuffleResult_24, %155 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %156, %c2_i32, %c32_i32 : f32
      %157 = arith.maximumf %shuffleResult_26, %156 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %157, %c1_i32, %c32_i32 : f32
      %158 = arith.maximumf %shuffleResult_28, %157 : f32
      %159 = arith.muli %4, %c4 : index
      %160 = arith.addi %159, %104 : index
      scf.if %108 {
        memref.store %158, %view_9[%160] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %161 = memref.load %view_9[%159] : memref<32xf32, #gpu.address_space<workgroup>>
      %162 = arith.addi %159, %c1 : index
      %163 = memref.load %view_9[%162] : memref<32xf32, #gpu.address_space<workgroup>>
      %164 = arith.maximumf %163, %161 : f32
      %165 = arith.addi %159, %c2 : index
      %166 = memref.load %view_9[%165] : memref<32xf32, #gpu.address_space<workgroup>>
      %167 = arith.maximumf %166, %164 : f32
      %168 = arith.addi %159, %c3 : index
      %169 = memref.load %view_9[%168] : memref<32xf32, #gpu.address_space<workgroup>>
      %170 = arith.maximumf %169, %167 : f32
      gpu.barrier
      %171 = memref.load %arg3[%11] : memref<16384xf32>
      %172 = arith.maximumf %170, %171 : f32
      %173 = arith.maximumf %85, %84 : f32
      %174 = arith.maximumf %86, %173 : f32
      %175 = arith.maximumf %87, %174 : f32
      %176 = arith.maximumf %88, %175 : f32
      %177 = arith.maximumf %89, %176 : f32
      %178 = arith.maximumf %90, %177 : f32
      %179 = arith.maximumf %91, %178 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %179, %c16_i32, %c32_i32 : f32
      %180 = arith.maximumf %shuffleResult_30, %179 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %180, %c8_i32, %c32_i32 : f32
      %181 = arith.maximumf %shuffleResult_32, %180 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %181, %c4_i32, %c32_i32 : f32
      %182 = arith.maximumf %shuffleResult_34, %181 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %182, %c2_i32, %c32_i32 : f32
      %183 = arith.maximumf %shuffleResult_36, %182 : f32
      %shuffleResult_38, %valid_39 = gpu.shuffle  xor %183, %c1_i32, %c32_i32 : f32
      %184 = arith.maximumf %shuffleResult_38, %183 : f32
      %185 = arith.muli %5, %c4 : index
      %186 = arith.addi %185, %104 : index
      scf.if %108 {
        memref.store %184, %view_9[%186] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %187 = memref.load %view_9[%185] : memref<32xf32, #gpu.address_space<workgroup>>
      %188 = arith.addi %185, %c1 : index
      %189 = memref.load %view_9[%188] : memref<32xf32, #gpu.address_space<workgroup>>
      %190 = arith.maximumf %189, %187 : f32
      %191 = arith.addi %185, %c2 : index
      %192 = memref.load %view_9[%191] : memref<32xf32, #gpu.address_space<workgroup>>
      %193 = arith.maximumf %192, %190 : f32
      %194 = arith.addi %185, %c3 : index
      %195 = memref.load %view_9[%194] : memref<32xf32, #gpu.address_space<workgroup>>
      %196 = arith.maximumf %195, %193 : f32
      gpu.barrier
      %197 = memref.load %arg3[%12] : memref<16384xf32>
      %198 = arith.maximumf %196, %197 : f32
      %199 = arith.subf %60, %120 : f32
      %200 = math.exp %199 : f32
      %201 = arith.subf %61, %120 : f32
      %202 = math.exp %201 : f32
      %203 = arith.subf %62, %120 : f32
      %204 = math.exp %203 : f32
      %205 = arith.subf %63, %120 : f32
      %206 = math.exp %205 : f32
      %207 = arith.subf %64, %120 : f32
      %208 = math.exp %207 : f32
      %209 = arith.subf %65, %120 : f32
      %210 = math.exp %209 : f32
      %211 = arith.subf %66, %120 : f32
      %212 = math.exp %211 : f32
      %213 = arith.subf %67, %120 : f32
      %214 = math.exp %213 : f32
      %215 = arith.subf %68, %146 : f32
      %216 = math.exp %215 : f32
      %217 = arith.subf %69, %146 : f32
      %218 = math.exp %217 : f32
      %219 = arith.subf %70, %146 : f32
      %220 = math.exp %219 : f32
      %221 = arith.subf %71, %146 : f32
      %222 = math.exp %221 : f32
      %223 = arith.subf %72, %146 : f32
      %224 = math.exp %223 : f32
      %225 = arith.subf %73, %146 : f32
      %226 = math.exp %225 : f32
      %227 = arith.subf %74, %146 : f32
      %228 = math.exp %227 : f32
      %229 = arith.subf %75, %146 : f32
      %230 = math.exp %229 : f32
      %231 = arith.subf %76, %172 : f32
      %232 = math.exp %231 : f32
      %233 = arith.subf %77, %172 : f32
      %234 = math.exp %233 : f32
      %235 = arith.subf %78, %172 : f32
      %236 = math.exp %235 : f32
      %237 = arith.subf %79, %172 : f32
      %238 = math.exp %237 : f32
      %239 = arith.subf %80, %172 : f32
      %240 = math.exp %239 : f32
      %241 = arith.subf %81, %172 : f32
      %242 = math.exp %241 : f32
      %243 = arith.subf %82, %172 : f32
      %244 = math.exp %243 : f32
      %245 = arith.subf %83, %172 : f32
      %246 = math.exp %245 : f32
      %247 = arith.subf %84, %198 : f32
      %248 = math.exp %247 : f32
      %249 = arith.subf %85, %198 : f32
      %250 = math.exp %249 : f32
      %251 = arith.subf %86, %198 : f32
      %252 = math.exp %251 : f32
      %253 = arith.subf %87, %198 : f32
      %254 = math.exp %253 : f32
      %255 = arith.subf %88, %198 : f32
      %256 = math.exp %255 : f32
      %257 = arith.subf %89, %198 : f32
      %258 = math.exp %257 : f32
      %259 = arith.subf %90, %198 : f32
      %260 = math.exp %259 : f32
      %261 = arith.subf %91, %198 : f32
      %262 = math.exp %261 : f32
      %263 = arith.addf %202, %200 : f32
      %264 = arith.addf %204, %263 : f32
      %265 = arith.addf %206, %264 : f32
      %266 = arith.addf %208, %265 : f32
      %267 = arith.addf %210, %266 : f32
      %268 = arith.addf %212, %267 : f32
      %269 = arith.addf %214, %268 : f32
      %shuffleResult_40, %valid_41 = gpu.shuffle  xor %269, %c16_i32, %c32_i32 : f32
      %270 = arith.addf %shuffleResult_40, %269 : f32
      %shuffleResult_42, %valid_43 = gpu.shuffle  xor %270, %c8_i32, %c32_i32 : f32
      %271 = arith.addf %shuffleResult_42, %270 : f32
      %shuffleResult_44, %valid_45 = gpu.shuffle  xor %271, %c4_i32, %c32_i32 : f32
      %272 = arith.addf %shuffleResult_44, %271 : f32
      %shuffleResult_46, %valid_47 = gpu.shuffle  xor %272, %c2_i32, %c32_i32 : f32
      %273 = arith.addf %shuffleResult_46, %272 : f32
      %shuffleResult_48, %valid_49 = gpu.shuffle  xor %273, %c1_i32, %c32_i32 : f32
      %274 = arith.addf %shuffleResult_48, %273 : f32
      scf.if %108 {
        memref.store %274, %view_9[%106] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %275 = memref.load %view_9[%105] : memref<32xf32, #gpu.address_space<workgroup>>
      %276 = memref.load %view_9[%110] : memref<32xf32, #gpu.address_space<workgroup>>
      %277 = arith.addf %276, %275 : f32
      %278 = memref.load %view_9[%113] : memref<32xf32, #gpu.address_space<workgroup>>
      %279 = arith.addf %278, %277 : f32
      %280 = memref.load %view_9[%116] : memref<32xf32, #gpu.address_space<workgroup>>
      %281 = arith.addf %280, %279 : f32
      gpu.barrier
      %282 = memref.load %arg4[%9] : memref<16384xf32>
      %283 = arith.addf %281, %282 : f32
      %284 = arith.addf %218, %216 : f32
      %285 = arith.addf %220, %284 : f32
      %286 = arith.addf %222, %285 : f32
      %287 = arith.addf %224, %286 : f32
      %288 = arith.addf %226, %287 : f32
      %289 = arith.addf %228, %288 : f32
      %290 = arith.addf %230, %289 : f32
      %shuffleResult_50, %valid_51 = gpu.shuffle  xor %290, %c16_i32, %c32_i32 : f32
      %291 = arith.addf %shuffleResult_50, %290 : f32
      %shuffleResult_52, %valid_53 = gpu.shuffle  xor %291, %c8_i32, %c32_i32 : f32
      %292 = arith.addf %shuffleResult_52, %291 : f32
      %shuffleResult_54, %valid_55 = gpu.shuffle  xor %292, %c4_i32, %c32_i32 : f32
      %293 = arith.addf %shuffleResult_54, %292 : f32
      %shuffleResult_56, %valid_57 = gpu.shuffle  xor %293, %c2_i32, %c32_i32 : f32
      %294 = arith.addf %shuffleResult_56, %293 : f32
      %shuffleResult_58, %valid_59 = gpu.shuffle  xor %294, %c1_i32, %c32_i32 : f32
      %295 = arith.addf %shuffleResult_58, %294 : f32
      scf.if %108 {
        memref.store %295, %view_9[%134] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %296 = memref.load %view_9[%133] : memref<32xf32, #gpu.address_space<workgroup>>
      %297 = memref.load %view_9[%136] : memref<32xf32, #gpu.address_space<workgroup>>
      %298 = arith.addf %297, %296 : f32
      %299 = memref.load %view_9[%139] : memref<32xf32, #gpu.address_space<workgroup>>
      %300 = arith.addf %299, %298 : f32
      %301 = memref.load %view_9[%142] : memref<32xf32, #gpu.address_space<workgroup>>
      %302 = arith.addf %301, %300 : f32
      gpu.barrier
      %303 = memref.load %arg4[%10] : memref<16384xf32>
      %304 = arith.addf %302, %303 : f32
      %305 = arith.addf %234, %232 : f32
      %306 = arith.addf %236, %305 : f32
      %307 = arith.addf %238, %306 : f32
      %308 = arith.addf %240, %307 : f32
      %309 = arith.addf %242, %308 : f32
      %310 = arith.addf %244, %309 : f32
      %311 = arith.addf %246, %310 : f32
      %shuffleResult_60, %valid_61 = gpu.shuffle  xor %311, %c16_i32, %c32_i32 : f32
      %312 = arith.addf %shuffleResult_60, %311 : f32
      %shuffleResult_62, %valid_63 = gpu.shuffle  xor %312, %c8_i32, %c32_i32 : f32
      %313 = arith.addf %shuffleResult_62, %312 : f32
      %shuffleResult_64, %valid_65 = gpu.shuffle  xor %313, %c4_i32, %c32_i32 : f32
      %314 = arith.addf %shuffleResult_64, %313 : f32
      %shuffleResult_66, %valid_67 = gpu.shuffle  xor %314, %c2_i32, %c32_i32 : f32
      %315 = arith.addf %shuffleResult_66, %314 : f32
      %shuffleResult_68, %valid_69 = gpu.shuffle  xor %315, %c1_i32, %c32_i32 : f32
      %316 = arith.addf %shuffleResult_68, %315 : f32
      scf.if %108 {
        memref.store %316, %view_9[%160] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %317 = memref.load %view_9[%159] : memref<32xf32, #gpu.address_space<workgroup>>
      %318 = memref.load %view_9[%162] : memref<32xf32, #gpu.address_space<workgroup>>
      %319 = arith.addf %318, %317 : f32
      %320 = memref.load %view_9[%165] : memref<32xf32, #gpu.address_space<workgroup>>
      %321 = arith.addf %320, %319 : f32
      %322 = memref.load %view_9[%168] : memref<32xf32, #gpu.address_space<workgroup>>
      %323 = arith.addf %322, %321 : f32
      gpu.barrier
      %324 = memref.load %arg4[%11] : memref<16384xf32>
      %325 = arith.addf %323, %324 : f32
      %326 = arith.addf %250, %248 : f32
      %327 = arith.addf %252, %326 : f32
      %328 = arith.addf %254, %327 : f32
      %329 = arith.addf %256, %328 : f32
      %330 = arith.addf %258, %329 : f32
      %331 = arith.addf %260, %330 : f32
      %332 = arith.addf %262, %331 : f32
      %shuffleResult_70, %valid_71 = gpu.shuffle  xor %332, %c16_i32, %c32_i32 : f32
      %333 = arith.addf %shuffleResult_70, %332 : f32
      %shuffleResult_72, %valid_73 = gpu.shuffle  xor %333, %c8_i32, %c32_i32 : f32
      %334 = arith.addf %shuffleResult_72, %333 : f32
      %shuffleResult_74, %valid_75 = gpu.shuffle  xor %334, %c4_i32, %c32_i32 : f32
      %335 = arith.addf %shuffleResult_74, %334 : f32
      %shuffleResult_76, %valid_77 = gpu.shuffle  xor %335, %c2_i32, %c32_i32 : f32
      %336 = arith.addf %shuffleResult_76, %335 : f32
      %shuffleResult_78, %valid_79 = gpu.shuffle  xor %336, %c1_i32, %c32_i32 : f32
      %337 = arith.addf %shuffleResult_78, %336 : f32
      scf.if %108 {
        memref.store %337, %view_9[%186] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %338 = memref.load %view_9[%185] : memref<32xf32, #gpu.address_space<workgroup>>
      %339 = memref.load %view_9[%188] : memref<32xf32, #gpu.address_space<workgroup>>
      %340 = arith.addf %339, %338 : f32
      %341 = memref.load %view_9[%191] : memref<32xf32, #gpu.address_space<workgroup>>
      %342 = arith.addf %341, %340 : f32
      %343 = memref.load %view_9[%194] : memref<32xf32, #gpu.address_space<workgroup>>
      %344 = arith.addf %343, %342 : f32
      gpu.barrier
      %345 = memref.load %arg4[%12] : memref<16384xf32>
      %346 = arith.addf %344, %345 : f32
      %347 = arith.divf %200, %283 : f32
      %348 = arith.divf %202, %283 : f32
      %349 = arith.divf %204, %283 : f32
      %350 = arith.divf %206, %283 : f32
      %351 = arith.divf %208, %283 : f32
      %352 = arith.divf %210, %283 : f32
      %353 = arith.divf %212, %283 : f32
      %354 = arith.divf %214, %283 : f32
      %355 = arith.divf %216, %304 : f32
      %356 = arith.divf %218, %304 : f32
      %357 = arith.divf %220, %304 : f32
      %358 = arith.divf %222, %304 : f32
      %359 = arith.divf %224, %304 : f32
      %360 = arith.divf %226, %304 : f32
      %361 = arith.divf %228, %304 : f32
      %362 = arith.divf %230, %304 : f32
      %363 = arith.divf %232, %325 : f32
      %364 = arith.divf %234, %325 : f32
      %365 = arith.divf %236, %325 : f32
      %366 = arith.divf %238, %325 : f32
      %367 = arith.divf %240, %325 : f32
      %368 = arith.divf %242, %325 : f32
      %369 = arith.divf %244, %325 : f32
      %370 = arith.divf %246, %325 : f32
      %371 = arith.divf %248, %346 : f32
      %372 = arith.divf %250, %346 : f32
      %373 = arith.divf %252, %346 : f32
      %374 = arith.divf %254, %346 : f32
      %375 = arith.divf %256, %346 : f32
      %376 = arith.divf %258, %346 : f32
      %377 = arith.divf %260, %346 : f32
      %378 = arith.divf %262, %346 : f32
      %379 = vector.from_elements %347, %348, %349, %350 : vector<4xf32>
      vector.store %379, %arg5[%9, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %380 = vector.from_elements %351, %352, %353, %354 : vector<4xf32>
      vector.store %380, %arg5[%9, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %381 = vector.from_elements %355, %356, %357, %358 : vector<4xf32>
      vector.store %381, %arg5[%10, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %382 = vector.from_elements %359, %360, %361, %362 : vector<4xf32>
      vector.store %382, %arg5[%10, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %383 = vector.from_elements %363, %364, %365, %366 : vector<4xf32>
      vector.store %383, %arg5[%11, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %384 = vector.from_elements %367, %368, %369, %370 : vector<4xf32>
      vector.store %384, %arg5[%11, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %385 = vector.from_elements %371, %372, %373, %374 : vector<4xf32>
      vector.store %385, %arg5[%12, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %386 = vector.from_elements %375, %376, %377, %378 : vector<4xf32>
      vector.store %386, %arg5[%12, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

