module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<4096xf32>) {
    %c1024 = arith.constant 1024 : index
    %c384 = arith.constant 384 : index
    %c16 = arith.constant 16 : index
    %c1056 = arith.constant 1056 : index
    %c16384 = arith.constant 16384 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<16384x4096xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<16384xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref_0 : memref<16384xf32>, %memref_2 : memref<16384x4096xf32>, %memref_4 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%2] () : memref<4096xf32>
    %3 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k2_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_6 : memref<4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%3] () : memref<4325376xf32>
    %4 = gpu.launch_func async [%asyncToken_9] @step_stitched::@step_k3_block blocks in (%c1056, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %memref_2 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %memref_4 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %memref_6 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %memref_8 : memref<4325376xf32>) {kfusion.stitch_composition = "block"}
    %5 = gpu.launch_func async [%4] @step_stitched::@step_k3_block_final0 blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %memref_2 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %memref_4 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %memref_6 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %memref_8 : memref<4325376xf32>) {kfusion.stitch_composition = "column_final"}
    %memref_10, %asyncToken_11 = gpu.alloc async [%5] () : memref<4096xf32>
    %6 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k4_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_10 : memref<4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_12, %asyncToken_13 = gpu.alloc async [%6] () : memref<12288xf32>
    %7 = gpu.launch_func async [%asyncToken_13] @step_stitched::@step_k5_column blocks in (%c384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_10 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_12 : memref<12288xf32>) {kfusion.stitch_composition = "column"}
    %8 = gpu.launch_func async [%7] @step_stitched::@step_k5_column_final blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_10 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_12 : memref<12288xf32>) {kfusion.stitch_composition = "column_final"}
    %9 = gpu.dealloc async [%8] %memref : memref<16384xf32>
    %10 = gpu.dealloc async [%9] %memref_0 : memref<16384xf32>
    %11 = gpu.dealloc async [%10] %memref_2 : memref<16384x4096xf32>
    %12 = gpu.dealloc async [%11] %memref_4 : memref<16384xf32>
    %13 = gpu.dealloc async [%12] %memref_6 : memref<4096xf32>
    %14 = gpu.dealloc async [%13] %memref_8 : memref<4325376xf32>
    %15 = gpu.dealloc async [%14] %memref_10 : memref<4096xf32>
    %16 = gpu.dealloc async [%15] %memref_12 : memref<12288xf32>
    gpu.wait [%16]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c15360 = arith.constant 15360 : index
      %c14336 = arith.constant 14336 : index
      %c13312 = arith.constant 13312 : index
      %c12288 = arith.constant 12288 : index
      %c11264 = arith.constant 11264 : index
      %c10240 = arith.constant 10240 : index
      %c9216 = arith.constant 9216 : index
      %c8192 = arith.constant 8192 : index
      %c7168 = arith.constant 7168 : index
      %c6144 = arith.constant 6144 : index
      %c5120 = arith.constant 5120 : index
      %c4096 = arith.constant 4096 : index
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c1024 : index
        %6 = arith.addi %4, %c2048 : index
        %7 = arith.addi %4, %c3072 : index
        %8 = arith.addi %4, %c4096 : index
        %9 = arith.addi %4, %c5120 : index
        %10 = arith.addi %4, %c6144 : index
        %11 = arith.addi %4, %c7168 : index
        %12 = arith.addi %4, %c8192 : index
        %13 = arith.addi %4, %c9216 : index
        %14 = arith.addi %4, %c10240 : index
        %15 = arith.addi %4, %c11264 : index
        %16 = arith.addi %4, %c12288 : index
        %17 = arith.addi %4, %c13312 : index
        %18 = arith.addi %4, %c14336 : index
        %19 = arith.addi %4, %c15360 : index
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%8] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%9] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%10] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%11] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%12] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%13] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%14] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%15] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%16] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%17] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%18] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%19] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c1024 : index
        %6 = arith.addi %4, %c2048 : index
        %7 = arith.addi %4, %c3072 : index
        %8 = arith.addi %4, %c4096 : index
        %9 = arith.addi %4, %c5120 : index
        %10 = arith.addi %4, %c6144 : index
        %11 = arith.addi %4, %c7168 : index
        %12 = arith.addi %4, %c8192 : index
        %13 = arith.addi %4, %c9216 : index
        %14 = arith.addi %4, %c10240 : index
        %15 = arith.addi %4, %c11264 : index
        %16 = arith.addi %4, %c12288 : index
        %17 = arith.addi %4, %c13312 : index
        %18 = arith.addi %4, %c14336 : index
        %19 = arith.addi %4, %c15360 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%8] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%9] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%10] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%11] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%12] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%13] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%14] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%15] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%16] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%17] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%18] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%19] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<16384xf32>) workgroup(%arg5 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      %4 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %25 = vector.extract %24[0] : f32 from vector<4xf32>
      %26 = vector.extract %24[1] : f32 from vector<4xf32>
      %27 = vector.extract %24[2] : f32 from vector<4xf32>
      %28 = vector.extract %24[3] : f32 from vector<4xf32>
      %29 = vector.load %arg1[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %30 = vector.extract %29[0] : f32 from vector<4xf32>
      %31 = vector.extract %29[1] : f32 from vector<4xf32>
      %32 = vector.extract %29[2] : f32 from vector<4xf32>
      %33 = vector.extract %29[3] : f32 from vector<4xf32>
      %34 = vector.load %arg1[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %35 = vector.extract %34[0] : f32 from vector<4xf32>
      %36 = vector.extract %34[1] : f32 from vector<4xf32>
      %37 = vector.extract %34[2] : f32 from vector<4xf32>
      %38 = vector.extract %34[3] : f32 from vector<4xf32>
      %39 = vector.load %arg1[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %40 = vector.extract %39[0] : f32 from vector<4xf32>
      %41 = vector.extract %39[1] : f32 from vector<4xf32>
      %42 = vector.extract %39[2] : f32 from vector<4xf32>
      %43 = vector.extract %39[3] : f32 from vector<4xf32>
      %44 = arith.mulf %5, %25 : f32
      %45 = arith.mulf %6, %26 : f32
      %46 = arith.mulf %7, %27 : f32
      %47 = arith.mulf %8, %28 : f32
      %48 = arith.mulf %10, %30 : f32
      %49 = arith.mulf %11, %31 : f32
      %50 = arith.mulf %12, %32 : f32
      %51 = arith.mulf %13, %33 : f32
      %52 = arith.mulf %15, %35 : f32
      %53 = arith.mulf %16, %36 : f32
      %54 = arith.mulf %17, %37 : f32
      %55 = arith.mulf %18, %38 : f32
      %56 = arith.mulf %20, %40 : f32
      %57 = arith.mulf %21, %41 : f32
      %58 = arith.mulf %22, %42 : f32
      %59 = arith.mulf %23, %43 : f32
      %60 = arith.addf %45, %44 : f32
      %61 = arith.addf %46, %60 : f32
      %62 = arith.addf %47, %61 : f32
      %63 = arith.addf %48, %62 : f32
      %64 = arith.addf %49, %63 : f32
      %65 = arith.addf %50, %64 : f32
      %66 = arith.addf %51, %65 : f32
      %67 = arith.addf %52, %66 : f32
      %68 = arith.addf %53, %67 : f32
      %69 = arith.addf %54, %68 : f32
      %70 = arith.addf %55, %69 : f32
      %71 = arith.addf %56, %70 : f32
      %72 = arith.addf %57, %71 : f32
      %73 = arith.addf %58, %72 : f32
      %74 = arith.addf %59, %73 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %74, %c16_i32, %c32_i32 : f32
      %75 = arith.addf %shuffleResult, %74 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %75, %c8_i32, %c32_i32 : f32
      %76 = arith.addf %shuffleResult_0, %75 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %76, %c4_i32, %c32_i32 : f32
      %77 = arith.addf %shuffleResult_2, %76 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %77, %c2_i32, %c32_i32 : f32
      %78 = arith.addf %shuffleResult_4, %77 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %78, %c1_i32, %c32_i32 : f32
      %79 = arith.addf %shuffleResult_6, %78 : f32
      %view = memref.view %arg5[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %80 = arith.divui %thread_id_x, %c32 : index
      %81 = arith.remui %thread_id_x, %c32 : index
      %82 = arith.cmpi eq, %81, %c0 : index
      scf.if %82 {
        memref.store %79, %view[%80] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %83 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %84 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %85 = arith.addf %84, %83 : f32
      %86 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %87 = arith.addf %86, %85 : f32
      %88 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %89 = arith.addf %88, %87 : f32
      %90 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %91 = arith.addf %90, %89 : f32
      %92 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %93 = arith.addf %92, %91 : f32
      %94 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %95 = arith.addf %94, %93 : f32
      %96 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %97 = arith.addf %96, %95 : f32
      gpu.barrier
      %98 = memref.load %arg2[%block_id_x] : memref<16384xf32>
      %99 = arith.addf %97, %98 : f32
      %100 = vector.from_elements %44, %45, %46, %47 : vector<4xf32>
      vector.store %100, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %101 = vector.from_elements %48, %49, %50, %51 : vector<4xf32>
      vector.store %101, %arg3[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %102 = vector.from_elements %52, %53, %54, %55 : vector<4xf32>
      vector.store %102, %arg3[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %103 = vector.from_elements %56, %57, %58, %59 : vector<4xf32>
      vector.store %103, %arg3[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %104 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %104 {
        memref.store %99, %arg4[%block_id_x] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k2_thread(%arg0: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k3_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384xf32>, %arg6: memref<16384x4096xf32>, %arg7: memref<4096xf32>, %arg8: memref<16384x4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<4325376xf32>) workgroup(%arg11 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c4096 = arith.constant 4096 : index
      %c3075 = arith.constant 3075 : index
      %c3074 = arith.constant 3074 : index
      %c3073 = arith.constant 3073 : index
      %c2051 = arith.constant 2051 : index
      %c2050 = arith.constant 2050 : index
      %c2049 = arith.constant 2049 : index
      %c1027 = arith.constant 1027 : index
      %c1026 = arith.constant 1026 : index
      %c1025 = arith.constant 1025 : index
      %cst = arith.constant 2.44140625E-4 : f32
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
      %c16384 = arith.constant 16384 : index
      %c1056 = arith.constant 1056 : index
      %cst_0 = arith.constant -0.000000e+00 : f32
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
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
      %4 = arith.addi %0, %c1024 : index
      %5 = arith.addi %0, %c1025 : index
      %6 = arith.addi %0, %c1026 : index
      %7 = arith.addi %0, %c1027 : index
      %8 = arith.addi %0, %c2048 : index
      %9 = arith.addi %0, %c2049 : index
      %10 = arith.addi %0, %c2050 : index
      %11 = arith.addi %0, %c2051 : index
      %12 = arith.addi %0, %c3072 : index
      %13 = arith.addi %0, %c3073 : index
      %14 = arith.addi %0, %c3074 : index
      %15 = arith.addi %0, %c3075 : index
      %16:16 = scf.for %arg12 = %block_id_x to %c16384 step %c1056 iter_args(%arg13 = %cst_0, %arg14 = %cst_0, %arg15 = %cst_0, %arg16 = %cst_0, %arg17 = %cst_0, %arg18 = %cst_0, %arg19 = %cst_0, %arg20 = %cst_0, %arg21 = %cst_0, %arg22 = %cst_0, %arg23 = %cst_0, %arg24 = %cst_0, %arg25 = %cst_0, %arg26 = %cst_0, %arg27 = %cst_0, %arg28 = %cst_0) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %34 = vector.load %arg0[%arg12, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %35 = vector.extract %34[0] : f32 from vector<4xf32>
        %36 = vector.extract %34[1] : f32 from vector<4xf32>
        %37 = vector.extract %34[2] : f32 from vector<4xf32>
        %38 = vector.extract %34[3] : f32 from vector<4xf32>
        %39 = vector.load %arg0[%arg12, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %40 = vector.extract %39[0] : f32 from vector<4xf32>
        %41 = vector.extract %39[1] : f32 from vector<4xf32>
        %42 = vector.extract %39[2] : f32 from vector<4xf32>
        %43 = vector.extract %39[3] : f32 from vector<4xf32>
        %44 = vector.load %arg0[%arg12, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %45 = vector.extract %44[0] : f32 from vector<4xf32>
        %46 = vector.extract %44[1] : f32 from vector<4xf32>
        %47 = vector.extract %44[2] : f32 from vector<4xf32>
        %48 = vector.extract %44[3] : f32 from vector<4xf32>
        %49 = vector.load %arg0[%arg12, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %50 = vector.extract %49[0] : f32 from vector<4xf32>
        %51 = vector.extract %49[1] : f32 from vector<4xf32>
        %52 = vector.extract %49[2] : f32 from vector<4xf32>
        %53 = vector.extract %49[3] : f32 from vector<4xf32>
        %54 = memref.load %arg1[%arg12] : memref<16384xf32>
        %55 = memref.load %arg2[%arg12] : memref<16384xf32>
        %56 = arith.subf %35, %54 : f32
        %57 = arith.mulf %56, %55 : f32
        %58 = arith.subf %36, %54 : f32
        %59 = arith.mulf %58, %55 : f32
        %60 = arith.subf %37, %54 : f32
        %61 = arith.mulf %60, %55 : f32
        %62 = arith.subf %38, %54 : f32
        %63 = arith.mulf %62, %55 : f32
        %64 = arith.subf %40, %54 : f32
        %65 = arith.mulf %64, %55 : f32
        %66 = arith.subf %41, %54 : f32
        %67 = arith.mulf %66, %55 : f32
        %68 = arith.subf %42, %54 : f32
        %69 = arith.mulf %68, %55 : f32
        %70 = arith.subf %43, %54 : f32
        %71 = arith.mulf %70, %55 : f32
        %72 = arith.subf %45, %54 : f32
        %73 = arith.mulf %72, %55 : f32
        %74 = arith.subf %46, %54 : f32
        %75 = arith.mulf %74, %55 : f32
        %76 = arith.subf %47, %54 : f32
        %77 = arith.mulf %76, %55 : f32
        %78 = arith.subf %48, %54 : f32
        %79 = arith.mulf %78, %55 : f32
        %80 = arith.subf %50, %54 : f32
        %81 = arith.mulf %80, %55 : f32
        %82 = arith.subf %51, %54 : f32
        %83 = arith.mulf %82, %55 : f32
        %84 = arith.subf %52, %54 : f32
        %85 = arith.mulf %84, %55 : f32
        %86 = arith.subf %53, %54 : f32
        %87 = arith.mulf %86, %55 : f32
        %88 = vector.load %arg3[%arg12, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %89 = vector.extract %88[0] : f32 from vector<4xf32>
        %90 = vector.extract %88[1] : f32 from vector<4xf32>
        %91 = vector.extract %88[2] : f32 from vector<4xf32>
        %92 = vector.extract %88[3] : f32 from vector<4xf32>
        %93 = vector.load %arg3[%arg12, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %94 = vector.extract %93[0] : f32 from vector<4xf32>
        %95 = vector.extract %93[1] : f32 from vector<4xf32>
        %96 = vector.extract %93[2] : f32 from vector<4xf32>
        %97 = vector.extract %93[3] : f32 from vector<4xf32>
        %98 = vector.load %arg3[%arg12, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %99 = vector.extract %98[0] : f32 from vector<4xf32>
        %100 = vector.extract %98[1] : f32 from vector<4xf32>
        %101 = vector.extract %98[2] : f32 from vector<4xf32>
        %102 = vector.extract %98[3] : f32 from vector<4xf32>
        %103 = vector.load %arg3[%arg12, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %104 = vector.extract %103[0] : f32 from vector<4xf32>
        %105 = vector.extract %103[1] : f32 from vector<4xf32>
        %106 = vector.extract %103[2] : f32 from vector<4xf32>
        %107 = vector.extract %103[3] : f32 from vector<4xf32>
        %108 = arith.mulf %89, %57 : f32
        %109 = arith.mulf %90, %59 : f32
        %110 = arith.addf %109, %108 : f32
        %111 = arith.mulf %91, %61 : f32
        %112 = arith.addf %111, %110 : f32
        %113 = arith.mulf %92, %63 : f32
        %114 = arith.addf %113, %112 : f32
        %115 = arith.mulf %94, %65 : f32
        %116 = arith.addf %115, %114 : f32
        %117 = arith.mulf %95, %67 : f32
        %118 = arith.addf %117, %116 : f32
        %119 = arith.mulf %96, %69 : f32
        %120 = arith.addf %119, %118 : f32
        %121 = arith.mulf %97, %71 : f32
        %122 = arith.addf %121, %120 : f32
        %123 = arith.mulf %99, %73 : f32
        %124 = arith.addf %123, %122 : f32
        %125 = arith.mulf %100, %75 : f32
        %126 = arith.addf %125, %124 : f32
        %127 = arith.mulf %101, %77 : f32
        %128 = arith.addf %127, %126 : f32
        %129 = arith.mulf %102, %79 : f32
        %130 = arith.addf %129, %128 : f32
        %131 = arith.mulf %104, %81 : f32
        %132 = arith.addf %131, %130 : f32
        %133 = arith.mulf %105, %83 : f32
        %134 = arith.addf %133, %132 : f32
        %135 = arith.mulf %106, %85 : f32
        %136 = arith.addf %135, %134 : f32
        %137 = arith.mulf %107, %87 : f32
        %138 = arith.addf %137, %136 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %138, %c16_i32, %c32_i32 : f32
        %139 = arith.addf %shuffleResult, %138 : f32
        %shuffleResult_1, %valid_2 = gpu.shuffle  xor %139, %c8_i32, %c32_i32 : f32
        %140 = arith.addf %shuffleResult_1, %139 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %140, %c4_i32, %c32_i32 : f32
        %141 = arith.addf %shuffleResult_3, %140 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %141, %c2_i32, %c32_i32 : f32
        %142 = arith.addf %shuffleResult_5, %141 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %142, %c1_i32, %c32_i32 : f32
        %143 = arith.addf %shuffleResult_7, %142 : f32
        %view = memref.view %arg11[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %144 = arith.divui %thread_id_x, %c32 : index
        %145 = arith.remui %thread_id_x, %c32 : index
        %146 = arith.cmpi eq, %145, %c0 : index
        scf.if %146 {
          memref.store %143, %view[%144] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %147 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %148 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %149 = arith.addf %148, %147 : f32
        %150 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %151 = arith.addf %150, %149 : f32
        %152 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %153 = arith.addf %152, %151 : f32
        %154 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %155 = arith.addf %154, %153 : f32
        %156 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %157 = arith.addf %156, %155 : f32
        %158 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %159 = arith.addf %158, %157 : f32
        %160 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %161 = arith.addf %160, %159 : f32
        gpu.barrier
        %162 = memref.load %arg4[%arg12] : memref<16384xf32>
        %163 = arith.addf %161, %162 : f32
        %164 = memref.load %arg5[%arg12] : memref<16384xf32>
        %165 = arith.mulf %164, %cst : f32
        %166 = arith.subf %89, %165 : f32
        %167 = arith.mulf %163, %cst : f32
        %168 = arith.mulf %57, %167 : f32
        %169 = arith.subf %166, %168 : f32
        %170 = arith.mulf %169, %55 : f32
        %171 = arith.subf %90, %165 : f32
        %172 = arith.mulf %59, %167 : f32
        %173 = arith.subf %171, %172 : f32
        %174 = arith.mulf %173, %55 : f32
        %175 = arith.subf %91, %165 : f32
        %176 = arith.mulf %61, %167 : f32
        %177 = arith.subf %175, %176 : f32
        %178 = arith.mulf %177, %55 : f32
        %179 = arith.subf %92, %165 : f32
        %180 = arith.mulf %63, %167 : f32
        %181 = arith.subf %179, %180 : f32
        %182 = arith.mulf %181, %55 : f32
        %183 = arith.subf %94, %165 : f32
        %184 = arith.mulf %65, %167 : f32
        %185 = arith.subf %183, %184 : f32
        %186 = arith.mulf %185, %55 : f32
        %187 = arith.subf %95, %165 : f32
        %188 = arith.mulf %67, %167 : f32
        %189 = arith.subf %187, %188 : f32
        %190 = arith.mulf %189, %55 : f32
        %191 = arith.subf %96, %165 : f32
        %192 = arith.mulf %69, %167 : f32
        %193 = arith.subf %191, %192 : f32
        %194 = arith.mulf %193, %55 : f32
        %195 = arith.subf %97, %165 : f32
        %196 = arith.mulf %71, %167 : f32
        %197 = arith.subf %195, %196 : f32
        %198 = arith.mulf %197, %55 : f32
        %199 = arith.subf %99, %165 : f32
        %200 = arith.mulf %73, %167 : f32
        %201 = arith.subf %199, %200 : f32
        %202 = arith.mulf %201, %55 : f32
        %203 = arith.subf %100, %165 : f32
        %204 = arith.mulf %75, %167 : f32
        %205 = arith.subf %203, %204 : f32
        %206 = arith.mulf %205, %55 : f32
        %207 = arith.subf %101, %165 : f32
        %208 = arith.mulf %77, %167 : f32
        %209 = arith.subf %207, %208 : f32
        %210 = arith.mulf %209, %55 : f32
        %211 = arith.subf %102, %165 : f32
        %212 = arith.mulf %79, %167 : f32
        %213 = arith.subf %211, %212 : f32
        %214 = arith.mulf %213, %55 : f32
        %215 = arith.subf %104, %165 : f32
        %216 = arith.mulf %81, %167 : f32
        %217 = arith.subf %215, %216 : f32
        %218 = arith.mulf %217, %55 : f32
        %219 = arith.subf %105, %165 : f32
        %220 = arith.mulf %83, %167 : f32
        %221 = arith.subf %219, %220 : f32
        %222 = arith.mulf %221, %55 : f32
        %223 = arith.subf %106, %165 : f32
        %224 = arith.mulf %85, %167 : f32
        %225 = arith.subf %223, %224 : f32
        %226 = arith.mulf %225, %55 : f32
        %227 = arith.subf %107, %165 : f32
        %228 = arith.mulf %87, %167 : f32
        %229 = arith.subf %227, %228 : f32
        %230 = arith.mulf %229, %55 : f32
        %231 = vector.load %arg6[%arg12, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %232 = vector.extract %231[0] : f32 from vector<4xf32>
        %233 = vector.extract %231[1] : f32 from vector<4xf32>
        %234 = vector.extract %231[2] : f32 from vector<4xf32>
        %235 = vector.extract %231[3] : f32 from vector<4xf32>
        %236 = vector.load %arg6[%arg12, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %237 = vector.extract %236[0] : f32 from vector<4xf32>
        %238 = vector.extract %236[1] : f32 from vector<4xf32>
        %239 = vector.extract %236[2] : f32 from vector<4xf32>
        %240 = vector.extract %236[3] : f32 from vector<4xf32>
        %241 = vector.load %arg6[%arg12, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %242 = vector.extract %241[0] : f32 from vector<4xf32>
        %243 = vector.extract %241[1] : f32 from vector<4xf32>
        %244 = vector.extract %241[2] : f32 from vector<4xf32>
        %245 = vector.extract %241[3] : f32 from vector<4xf32>
        %246 = vector.load %arg6[%arg12, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %247 = vector.extract %246[0] : f32 from vector<4xf32>
        %248 = vector.extract %246[1] : f32 from vector<4xf32>
        %249 = vector.extract %246[2] : f32 from vector<4xf32>
        %250 = vector.extract %246[3] : f32 from vector<4xf32>
        %251 = arith.mulf %232, %57 : f32
        %252 = arith.addf %251, %arg13 : f32
        %253 = arith.mulf %233, %59 : f32
        %254 = arith.addf %253, %arg14 : f32
        %255 = arith.mulf %234, %61 : f32
        %256 = arith.addf %255, %arg15 : f32
        %257 = arith.mulf %235, %63 : f32
        %258 = arith.addf %257, %arg16 : f32
        %259 = arith.mulf %237, %65 : f32
        %260 = arith.addf %259, %arg17 : f32
        %261 = arith.mulf %238, %67 : f32
        %262 = arith.addf %261, %arg18 : f32
        %263 = arith.mulf %239, %69 : f32
        %264 = arith.addf %263, %arg19 : f32
        %265 = arith.mulf %240, %71 : f32
        %266 = arith.addf %265, %arg20 : f32
        %267 = arith.mulf %242, %73 : f32
        %268 = arith.addf %267, %arg21 : f32
        %269 = arith.mulf %243, %75 : f32
        %270 = arith.addf %269, %arg22 : f32
        %271 = arith.mulf %244, %77 : f32
        %272 = arith.addf %271, %arg23 : f32
        %273 = arith.mulf %245, %79 : f32
        %274 = arith.addf %273, %arg24 : f32
        %275 = arith.mulf %247, %81 : f32
        %276 = arith.addf %275, %arg25 : f32
        %277 = arith.mulf %248, %83 : f32
        %278 = arith.addf %277, %arg26 : f32
        %279 = arith.mulf %249, %85 : f32
        %280 = arith.addf %279, %arg27 : f32
        %281 = arith.mulf %250, %87 : f32
        %282 = arith.addf %281, %arg28 : f32
        %283 = vector.from_elements %170, %174, %178, %182 : vector<4xf32>
        vector.store %283, %arg8[%arg12, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %284 = vector.from_elements %186, %190, %194, %198 : vector<4xf32>
        vector.store %284, %arg8[%arg12, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %285 = vector.from_elements %202, %206, %210, %214 : vector<4xf32>
        vector.store %285, %arg8[%arg12, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %286 = vector.from_elements %218, %222, %226, %230 : vector<4xf32>
        vector.store %286, %arg8[%arg12, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        scf.yield %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %17 = arith.muli %block_id_x, %c4096 : index
      %18 = arith.addi %17, %0 : index
      memref.store %16#0, %arg10[%18] : memref<4325376xf32>
      %19 = arith.addi %17, %1 : index
      memref.store %16#1, %arg10[%19] : memref<4325376xf32>
      %20 = arith.addi %17, %2 : index
      memref.store %16#2, %arg10[%20] : memref<4325376xf32>
      %21 = arith.addi %17, %3 : index
      memref.store %16#3, %arg10[%21] : memref<4325376xf32>
      %22 = arith.addi %17, %4 : index
      memref.store %16#4, %arg10[%22] : memref<4325376xf32>
      %23 = arith.addi %17, %5 : index
      memref.store %16#5, %arg10[%23] : memref<4325376xf32>
      %24 = arith.addi %17, %6 : index
      memref.store %16#6, %arg10[%24] : memref<4325376xf32>
      %25 = arith.addi %17, %7 : index
      memref.store %16#7, %arg10[%25] : memref<4325376xf32>
      %26 = arith.addi %17, %8 : index
      memref.store %16#8, %arg10[%26] : memref<4325376xf32>
      %27 = arith.addi %17, %9 : index
      memref.store %16#9, %arg10[%27] : memref<4325376xf32>
      %28 = arith.addi %17, %10 : index
      memref.store %16#10, %arg10[%28] : memref<4325376xf32>
      %29 = arith.addi %17, %11 : index
      memref.store %16#11, %arg10[%29] : memref<4325376xf32>
      %30 = arith.addi %17, %12 : index
      memref.store %16#12, %arg10[%30] : memref<4325376xf32>
      %31 = arith.addi %17, %13 : index
      memref.store %16#13, %arg10[%31] : memref<4325376xf32>
      %32 = arith.addi %17, %14 : index
      memref.store %16#14, %arg10[%32] : memref<4325376xf32>
      %33 = arith.addi %17, %15 : index
      memref.store %16#15, %arg10[%33] : memref<4325376xf32>
      gpu.return
    }
    gpu.func @step_k3_block_final0(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384xf32>, %arg6: memref<16384x4096xf32>, %arg7: memref<4096xf32>, %arg8: memref<16384x4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<4325376xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1056 = arith.constant 1056 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4096 = arith.constant 4096 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c4096 : index
      scf.if %2 {
        %3 = scf.for %arg11 = %c0 to %c1056 step %c1 iter_args(%arg12 = %cst) -> (f32) {
          %6 = arith.muli %arg11, %c4096 : index
          %7 = arith.addi %6, %1 : index
          %8 = memref.load %arg10[%7] : memref<4325376xf32>
          %9 = arith.addf %8, %arg12 : f32
          scf.yield %9 : f32
        }
        %4 = memref.load %arg7[%1] : memref<4096xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg9[%1] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @step_k4_thread(%arg0: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k5_column(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<12288xf32>) workgroup(%arg4 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %cst = arith.constant -0.000000e+00 : f32
      %c4095 = arith.constant 4095 : index
      %c4096 = arith.constant 4096 : index
      %c16384 = arith.constant 16384 : index
      %c5462 = arith.constant 5462 : index
      %c3 = arith.constant 3 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.divui %block_id_x, %c3 : index
      %3 = arith.remui %block_id_x, %c3 : index
      %4 = arith.muli %3, %c5462 : index
      %5 = arith.addi %4, %c5462 : index
      %6 = arith.minui %5, %c16384 : index
      %7 = arith.muli %2, %c32 : index
      %8 = arith.addi %7, %0 : index
      %9 = arith.cmpi ult, %8, %c4096 : index
      %10 = arith.minui %8, %c4095 : index
      %11 = arith.addi %4, %1 : index
      %12 = scf.for %arg5 = %11 to %6 step %c32 iter_args(%arg6 = %cst) -> (f32) {
        %17 = memref.load %arg0[%arg5, %10] : memref<16384x4096xf32>
        %18 = arith.addf %17, %arg6 : f32
        scf.yield %18 : f32
      }
      %13 = arith.muli %1, %c32 : index
      %14 = arith.addi %13, %0 : index
      %view = memref.view %arg4[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %12, %view[%14] : memref<1024xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %15 = arith.cmpi eq, %1, %c0 : index
      %16 = arith.andi %15, %9 : i1
      scf.if %16 {
        %17 = memref.load %view[%0] : memref<1024xf32, #gpu.address_space<workgroup>>
        %18 = arith.addi %0, %c32 : index
        %19 = memref.load %view[%18] : memref<1024xf32, #gpu.address_space<workgroup>>
        %20 = arith.addf %19, %17 : f32
        %21 = arith.addi %0, %c64 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %22, %20 : f32
        %24 = arith.addi %0, %c96 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %25, %23 : f32
        %27 = arith.addi %0, %c128 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %28, %26 : f32
        %30 = arith.addi %0, %c160 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %29 : f32
        %33 = arith.addi %0, %c192 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %34, %32 : f32
        %36 = arith.addi %0, %c224 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %35 : f32
        %39 = arith.addi %0, %c256 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %40, %38 : f32
        %42 = arith.addi %0, %c288 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %41 : f32
        %45 = arith.addi %0, %c320 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %46, %44 : f32
        %48 = arith.addi %0, %c352 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %47 : f32
        %51 = arith.addi %0, %c384 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %52, %50 : f32
        %54 = arith.addi %0, %c416 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %53 : f32
        %57 = arith.addi %0, %c448 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %58, %56 : f32
        %60 = arith.addi %0, %c480 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %59 : f32
        %63 = arith.addi %0, %c512 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %64, %62 : f32
        %66 = arith.addi %0, %c544 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %65 : f32
        %69 = arith.addi %0, %c576 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %68 : f32
        %72 = arith.addi %0, %c608 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %71 : f32
        %75 = arith.addi %0, %c640 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %76, %74 : f32
        %78 = arith.addi %0, %c672 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %77 : f32
        %81 = arith.addi %0, %c704 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %80 : f32
        %84 = arith.addi %0, %c736 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %83 : f32
        %87 = arith.addi %0, %c768 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %86 : f32
        %90 = arith.addi %0, %c800 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %89 : f32
        %93 = arith.addi %0, %c832 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %92 : f32
        %96 = arith.addi %0, %c864 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %95 : f32
        %99 = arith.addi %0, %c896 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %98 : f32
        %102 = arith.addi %0, %c928 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %101 : f32
        %105 = arith.addi %0, %c960 : index
        %106 = memref.load %view[%105] : memref<1024xf32, #gpu.address_space<workgroup>>
        %107 = arith.addf %106, %104 : f32
        %108 = arith.addi %0, %c992 : index
        %109 = memref.load %view[%108] : memref<1024xf32, #gpu.address_space<workgroup>>
        %110 = arith.addf %109, %107 : f32
        %111 = arith.muli %3, %c4096 : index
        %112 = arith.addi %111, %8 : index
        memref.store %110, %arg3[%112] : memref<12288xf32>
      }
      gpu.return
    }
    gpu.func @step_k5_column_final(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<12288xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4096 = arith.constant 4096 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c4096 : index
      scf.if %2 {
        %3 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %cst) -> (f32) {
          %6 = arith.muli %arg4, %c4096 : index
          %7 = arith.addi %6, %1 : index
          %8 = memref.load %arg3[%7] : memref<12288xf32>
          %9 = arith.addf %8, %arg5 : f32
          scf.yield %9 : f32
        }
        %4 = memref.load %arg1[%1] : memref<4096xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg2[%1] : memref<4096xf32>
      }
      gpu.return
    }
  }
}

