module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<65536x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<65536xf32>, %arg3: memref<1024xf32>, %arg4: memref<f32>) {
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c1024 = arith.constant 1024 : index
    %c32 = arith.constant 32 : index
    %c1056 = arith.constant 1056 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<1024xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<1024xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<65536xf32>
    %memref_2, %asyncToken_3 = gpu.alloc async [%asyncToken_1] () : memref<1024xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<1081344xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c1056, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<65536x1024xf32>, %arg1 : memref<1024xf32>, %arg2 : memref<65536xf32>, %memref : memref<1024xf32>, %memref_0 : memref<65536xf32>, %memref_2 : memref<1024xf32>, %memref_4 : memref<1081344xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k1_block_final0 blocks in (%c32, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<65536x1024xf32>, %arg1 : memref<1024xf32>, %arg2 : memref<65536xf32>, %memref : memref<1024xf32>, %memref_0 : memref<65536xf32>, %memref_2 : memref<1024xf32>, %memref_4 : memref<1081344xf32>) {kfusion.stitch_composition = "column_final"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%3] () : memref<f32>
    %4 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k2_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<1024xf32>, %memref_2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %memref_6 : memref<f32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%4] () : memref<f32>
    %memref_10, %asyncToken_11 = gpu.alloc async [%asyncToken_9] () : memref<64xf32>
    %5 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k3_scalar blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_0 : memref<65536xf32>, %arg2 : memref<65536xf32>, %memref_6 : memref<f32>, %memref_8 : memref<f32>, %memref_10 : memref<64xf32>) {kfusion.stitch_composition = "scalar"}
    %6 = gpu.launch_func async [%5] @step_stitched::@step_k3_scalar_final blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)  args(%memref_0 : memref<65536xf32>, %arg2 : memref<65536xf32>, %memref_6 : memref<f32>, %memref_8 : memref<f32>, %memref_10 : memref<64xf32>) {kfusion.stitch_composition = "scalar_final"}
    %7 = gpu.launch_func async [%6] @step_stitched::@step_k4_thread blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%memref_8 : memref<f32>, %arg4 : memref<f32>) {kfusion.stitch_composition = "thread"}
    %8 = gpu.dealloc async [%7] %memref : memref<1024xf32>
    %9 = gpu.dealloc async [%8] %memref_0 : memref<65536xf32>
    %10 = gpu.dealloc async [%9] %memref_2 : memref<1024xf32>
    %11 = gpu.dealloc async [%10] %memref_4 : memref<1081344xf32>
    %12 = gpu.dealloc async [%11] %memref_6 : memref<f32>
    %13 = gpu.dealloc async [%12] %memref_8 : memref<f32>
    %14 = gpu.dealloc async [%13] %memref_10 : memref<64xf32>
    gpu.wait [%14]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<65536x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<65536xf32>, %arg3: memref<1024xf32>, %arg4: memref<65536xf32>, %arg5: memref<1024xf32>, %arg6: memref<1081344xf32>) workgroup(%arg7 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c1024 = arith.constant 1024 : index
      %cst = arith.constant 1.000000e+00 : f32
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c65536 = arith.constant 65536 : index
      %c1056 = arith.constant 1056 : index
      %cst_1 = arith.constant -0.000000e+00 : f32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1 : index
      %2 = arith.addi %0, %c2 : index
      %3 = arith.addi %0, %c3 : index
      %4:4 = scf.for %arg8 = %block_id_x to %c65536 step %c1056 iter_args(%arg9 = %cst_1, %arg10 = %cst_1, %arg11 = %cst_1, %arg12 = %cst_1) -> (f32, f32, f32, f32) {
        %10 = vector.load %arg0[%arg8, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<65536x1024xf32>, vector<4xf32>
        %11 = vector.extract %10[0] : f32 from vector<4xf32>
        %12 = vector.extract %10[1] : f32 from vector<4xf32>
        %13 = vector.extract %10[2] : f32 from vector<4xf32>
        %14 = vector.extract %10[3] : f32 from vector<4xf32>
        %15 = vector.load %arg1[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
        %16 = vector.extract %15[0] : f32 from vector<4xf32>
        %17 = vector.extract %15[1] : f32 from vector<4xf32>
        %18 = vector.extract %15[2] : f32 from vector<4xf32>
        %19 = vector.extract %15[3] : f32 from vector<4xf32>
        %20 = arith.mulf %11, %16 : f32
        %21 = arith.mulf %12, %17 : f32
        %22 = arith.addf %20, %21 : f32
        %23 = arith.mulf %13, %18 : f32
        %24 = arith.addf %22, %23 : f32
        %25 = arith.mulf %14, %19 : f32
        %26 = arith.addf %24, %25 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %26, %c16_i32, %c32_i32 : f32
        %27 = arith.addf %26, %shuffleResult : f32
        %shuffleResult_2, %valid_3 = gpu.shuffle  xor %27, %c8_i32, %c32_i32 : f32
        %28 = arith.addf %27, %shuffleResult_2 : f32
        %shuffleResult_4, %valid_5 = gpu.shuffle  xor %28, %c4_i32, %c32_i32 : f32
        %29 = arith.addf %28, %shuffleResult_4 : f32
        %shuffleResult_6, %valid_7 = gpu.shuffle  xor %29, %c2_i32, %c32_i32 : f32
        %30 = arith.addf %29, %shuffleResult_6 : f32
        %shuffleResult_8, %valid_9 = gpu.shuffle  xor %30, %c1_i32, %c32_i32 : f32
        %31 = arith.addf %30, %shuffleResult_8 : f32
        %view = memref.view %arg7[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %32 = arith.divui %thread_id_x, %c32 : index
        %33 = arith.remui %thread_id_x, %c32 : index
        %34 = arith.cmpi eq, %33, %c0 : index
        scf.if %34 {
          memref.store %31, %view[%32] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %35 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %36 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %37 = arith.addf %35, %36 : f32
        %38 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %39 = arith.addf %37, %38 : f32
        %40 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %39, %40 : f32
        %42 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %43 = arith.addf %41, %42 : f32
        %44 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %45 = arith.addf %43, %44 : f32
        %46 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %45, %46 : f32
        %48 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %49 = arith.addf %47, %48 : f32
        gpu.barrier
        %50 = arith.addf %49, %cst_0 : f32
        %51 = arith.negf %50 : f32
        %52 = math.exp %51 : f32
        %53 = arith.addf %52, %cst : f32
        %54 = arith.divf %cst, %53 : f32
        %55 = memref.load %arg2[%arg8] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %56 = arith.subf %54, %55 : f32
        %57 = arith.mulf %56, %11 : f32
        %58 = arith.addf %arg9, %57 : f32
        %59 = arith.mulf %56, %12 : f32
        %60 = arith.addf %arg10, %59 : f32
        %61 = arith.mulf %56, %13 : f32
        %62 = arith.addf %arg11, %61 : f32
        %63 = arith.mulf %56, %14 : f32
        %64 = arith.addf %arg12, %63 : f32
        %65 = arith.cmpi eq, %thread_id_x, %c0 : index
        scf.if %65 {
          memref.store %54, %arg4[%arg8] : memref<65536xf32>
        }
        scf.yield %58, %60, %62, %64 : f32, f32, f32, f32
      }
      %5 = arith.muli %block_id_x, %c1024 : index
      %6 = arith.addi %5, %0 : index
      memref.store %4#0, %arg6[%6] : memref<1081344xf32>
      %7 = arith.addi %5, %1 : index
      memref.store %4#1, %arg6[%7] : memref<1081344xf32>
      %8 = arith.addi %5, %2 : index
      memref.store %4#2, %arg6[%8] : memref<1081344xf32>
      %9 = arith.addi %5, %3 : index
      memref.store %4#3, %arg6[%9] : memref<1081344xf32>
      gpu.return
    }
    gpu.func @step_k1_block_final0(%arg0: memref<65536x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<65536xf32>, %arg3: memref<1024xf32>, %arg4: memref<65536xf32>, %arg5: memref<1024xf32>, %arg6: memref<1081344xf32>) workgroup(%arg7 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c992 = arith.constant 992 : index
      %c960 = arith.constant 960 : index
      %c928 = arith.constant 928 : index
      %c896 = arith.constant 896 : index
      %c864 = arith.constant 864 : index
      %c832 = arith.constant 832 : index
      %c800 = arith.constant 800 : index
      %c768 = arith.constant 768 : index
      %c736 = arith.constant 736 : index
      %c704 = arith.constant 704 : index
      %c672 = arith.constant 672 : index
      %c640 = arith.constant 640 : index
      %c608 = arith.constant 608 : index
      %c576 = arith.constant 576 : index
      %c544 = arith.constant 544 : index
      %c512 = arith.constant 512 : index
      %c480 = arith.constant 480 : index
      %c448 = arith.constant 448 : index
      %c416 = arith.constant 416 : index
      %c384 = arith.constant 384 : index
      %c352 = arith.constant 352 : index
      %c320 = arith.constant 320 : index
      %c288 = arith.constant 288 : index
      %c256 = arith.constant 256 : index
      %c224 = arith.constant 224 : index
      %c192 = arith.constant 192 : index
      %c160 = arith.constant 160 : index
      %c128 = arith.constant 128 : index
      %c96 = arith.constant 96 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %c1056 = arith.constant 1056 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c1023 = arith.constant 1023 : index
      %c1024 = arith.constant 1024 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c1024 : index
      %5 = arith.minui %3, %c1023 : index
      %6 = scf.for %arg8 = %1 to %c1056 step %c32 iter_args(%arg9 = %cst) -> (f32) {
        %11 = arith.muli %arg8, %c1024 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg6[%12] {kfusion.l2_policy = "evict_last"} : memref<1081344xf32>
        %14 = arith.addf %arg9, %13 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg7[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %6, %view[%8] : memref<1024xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %9 = arith.cmpi eq, %1, %c0 : index
      %10 = arith.andi %9, %4 : i1
      scf.if %10 {
        %11 = memref.load %view[%0] : memref<1024xf32, #gpu.address_space<workgroup>>
        %12 = arith.addi %0, %c32 : index
        %13 = memref.load %view[%12] : memref<1024xf32, #gpu.address_space<workgroup>>
        %14 = arith.addf %11, %13 : f32
        %15 = arith.addi %0, %c64 : index
        %16 = memref.load %view[%15] : memref<1024xf32, #gpu.address_space<workgroup>>
        %17 = arith.addf %14, %16 : f32
        %18 = arith.addi %0, %c96 : index
        %19 = memref.load %view[%18] : memref<1024xf32, #gpu.address_space<workgroup>>
        %20 = arith.addf %17, %19 : f32
        %21 = arith.addi %0, %c128 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %20, %22 : f32
        %24 = arith.addi %0, %c160 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %23, %25 : f32
        %27 = arith.addi %0, %c192 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %26, %28 : f32
        %30 = arith.addi %0, %c224 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %29, %31 : f32
        %33 = arith.addi %0, %c256 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %32, %34 : f32
        %36 = arith.addi %0, %c288 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %35, %37 : f32
        %39 = arith.addi %0, %c320 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %38, %40 : f32
        %42 = arith.addi %0, %c352 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %41, %43 : f32
        %45 = arith.addi %0, %c384 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %44, %46 : f32
        %48 = arith.addi %0, %c416 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %47, %49 : f32
        %51 = arith.addi %0, %c448 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %50, %52 : f32
        %54 = arith.addi %0, %c480 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %53, %55 : f32
        %57 = arith.addi %0, %c512 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %56, %58 : f32
        %60 = arith.addi %0, %c544 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %59, %61 : f32
        %63 = arith.addi %0, %c576 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %62, %64 : f32
        %66 = arith.addi %0, %c608 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %65, %67 : f32
        %69 = arith.addi %0, %c640 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %68, %70 : f32
        %72 = arith.addi %0, %c672 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %71, %73 : f32
        %75 = arith.addi %0, %c704 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %74, %76 : f32
        %78 = arith.addi %0, %c736 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %77, %79 : f32
        %81 = arith.addi %0, %c768 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %80, %82 : f32
        %84 = arith.addi %0, %c800 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %83, %85 : f32
        %87 = arith.addi %0, %c832 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %86, %88 : f32
        %90 = arith.addi %0, %c864 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %89, %91 : f32
        %93 = arith.addi %0, %c896 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %92, %94 : f32
        %96 = arith.addi %0, %c928 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %95, %97 : f32
        %99 = arith.addi %0, %c960 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %98, %100 : f32
        %102 = arith.addi %0, %c992 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %101, %103 : f32
        %105 = memref.load %arg3[%3] {kfusion.l2_policy = "evict_last"} : memref<1024xf32>
        %106 = arith.addf %105, %104 : f32
        memref.store %106, %arg5[%3] : memref<1024xf32>
      }
      gpu.return
    }
    gpu.func @step_k2_packed_thread_thread(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<f32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 7.62939453E-6 : f32
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %6 = arith.muli %thread_id_x, %c4 : index
        %7 = vector.load %arg0[%6] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
        %8 = vector.extract %7[0] : f32 from vector<4xf32>
        %9 = vector.extract %7[1] : f32 from vector<4xf32>
        %10 = vector.extract %7[2] : f32 from vector<4xf32>
        %11 = vector.extract %7[3] : f32 from vector<4xf32>
        %12 = vector.load %arg1[%6] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
        %13 = vector.extract %12[0] : f32 from vector<4xf32>
        %14 = vector.extract %12[1] : f32 from vector<4xf32>
        %15 = vector.extract %12[2] : f32 from vector<4xf32>
        %16 = vector.extract %12[3] : f32 from vector<4xf32>
        %17 = arith.mulf %13, %cst_0 : f32
        %18 = arith.subf %8, %17 : f32
        %19 = arith.mulf %14, %cst_0 : f32
        %20 = arith.subf %9, %19 : f32
        %21 = arith.mulf %15, %cst_0 : f32
        %22 = arith.subf %10, %21 : f32
        %23 = arith.mulf %16, %cst_0 : f32
        %24 = arith.subf %11, %23 : f32
        %25 = vector.from_elements %18, %20, %22, %24 : vector<4xf32>
        vector.store %25, %arg2[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      %4 = arith.cmpi ult, %thread_id_x, %c1 : index
      %5 = arith.andi %3, %4 : i1
      scf.if %5 {
        %6 = arith.cmpi eq, %thread_id_x, %c0 : index
        scf.if %6 {
          memref.store %cst, %arg3[] : memref<f32>
        }
      }
      gpu.return
    }
    gpu.func @step_k3_scalar(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>, %arg2: memref<f32>, %arg3: memref<f32>, %arg4: memref<64xf32>) workgroup(%arg5 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 1.000000e+00 : f32
      %c65536 = arith.constant 65536 : index
      %c16384 = arith.constant 16384 : index
      %c256 = arith.constant 256 : index
      %cst_0 = arith.constant -0.000000e+00 : f32
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = scf.for %arg6 = %1 to %c65536 step %c16384 iter_args(%arg7 = %cst_0) -> (f32) {
        %27 = memref.load %arg0[%arg6] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %28 = memref.load %arg1[%arg6] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %29 = math.log %27 : f32
        %30 = arith.mulf %28, %29 : f32
        %31 = arith.subf %cst, %28 : f32
        %32 = arith.subf %cst, %27 : f32
        %33 = math.log %32 : f32
        %34 = arith.mulf %31, %33 : f32
        %35 = arith.addf %30, %34 : f32
        %36 = arith.addf %35, %arg7 : f32
        scf.yield %36 : f32
      }
      %shuffleResult, %valid = gpu.shuffle  xor %2, %c16_i32, %c32_i32 : f32
      %3 = arith.addf %shuffleResult, %2 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %3, %c8_i32, %c32_i32 : f32
      %4 = arith.addf %shuffleResult_1, %3 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %4, %c4_i32, %c32_i32 : f32
      %5 = arith.addf %shuffleResult_3, %4 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %5, %c2_i32, %c32_i32 : f32
      %6 = arith.addf %shuffleResult_5, %5 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %6, %c1_i32, %c32_i32 : f32
      %7 = arith.addf %shuffleResult_7, %6 : f32
      %view = memref.view %arg5[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %8 = arith.divui %thread_id_x, %c32 : index
      %9 = arith.remui %thread_id_x, %c32 : index
      %10 = arith.cmpi eq, %9, %c0 : index
      scf.if %10 {
        memref.store %7, %view[%8] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %11 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %12 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %13 = arith.addf %12, %11 : f32
      %14 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %15 = arith.addf %14, %13 : f32
      %16 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %17 = arith.addf %16, %15 : f32
      %18 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %19 = arith.addf %18, %17 : f32
      %20 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %21 = arith.addf %20, %19 : f32
      %22 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %23 = arith.addf %22, %21 : f32
      %24 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %25 = arith.addf %24, %23 : f32
      gpu.barrier
      %26 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %26 {
        memref.store %25, %arg4[%block_id_x] : memref<64xf32>
      }
      gpu.return
    }
    gpu.func @step_k3_scalar_final(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>, %arg2: memref<f32>, %arg3: memref<f32>, %arg4: memref<64xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64 = arith.constant 64 : index
      %c32 = arith.constant 32 : index
      %cst = arith.constant -0.000000e+00 : f32
      %thread_id_x = gpu.thread_id  x
      %0 = scf.for %arg5 = %thread_id_x to %c64 step %c32 iter_args(%arg6 = %cst) -> (f32) {
        %7 = memref.load %arg4[%arg5] {kfusion.l2_policy = "evict_last"} : memref<64xf32>
        %8 = arith.addf %7, %arg6 : f32
        scf.yield %8 : f32
      }
      %shuffleResult, %valid = gpu.shuffle  xor %0, %c16_i32, %c32_i32 : f32
      %1 = arith.addf %shuffleResult, %0 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %1, %c8_i32, %c32_i32 : f32
      %2 = arith.addf %shuffleResult_0, %1 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %2, %c4_i32, %c32_i32 : f32
      %3 = arith.addf %shuffleResult_2, %2 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %3, %c2_i32, %c32_i32 : f32
      %4 = arith.addf %shuffleResult_4, %3 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %4, %c1_i32, %c32_i32 : f32
      %5 = arith.addf %shuffleResult_6, %4 : f32
      %6 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %6 {
        %7 = memref.load %arg2[] {kfusion.l2_policy = "evict_last"} : memref<f32>
        %8 = arith.addf %5, %7 : f32
        memref.store %8, %arg3[] : memref<f32>
      }
      gpu.return
    }
    gpu.func @step_k4_thread(%arg0: memref<f32>, %arg1: memref<f32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %cst = arith.constant -1.52587891E-5 : f32
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %0 = memref.load %arg0[] {kfusion.l2_policy = "evict_last"} : memref<f32>
      %1 = arith.mulf %0, %cst : f32
      %2 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %2 {
        memref.store %1, %arg1[] : memref<f32>
      }
      gpu.return
    }
  }
}

