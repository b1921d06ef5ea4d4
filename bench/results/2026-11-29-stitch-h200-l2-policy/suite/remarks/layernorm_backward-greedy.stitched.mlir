module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<4096xf32>) {
    %c384 = arith.constant 384 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c528 = arith.constant 528 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<16384x4096xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<16384xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref_0 : memref<16384xf32>, %memref_2 : memref<16384x4096xf32>, %memref_4 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%2] () : memref<4096xf32>
    %3 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k2_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_6 : memref<4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%3] () : memref<2162688xf32>
    %4 = gpu.launch_func async [%asyncToken_9] @step_stitched::@step_k3_block blocks in (%c528, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %memref_2 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %memref_4 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %memref_6 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %memref_8 : memref<2162688xf32>) {kfusion.stitch_composition = "block"}
    %5 = gpu.launch_func async [%4] @step_stitched::@step_k3_block_final0 blocks in (%c128, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %memref_2 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %memref_4 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %memref_6 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %memref_8 : memref<2162688xf32>) {kfusion.stitch_composition = "column_final"}
    %memref_10, %asyncToken_11 = gpu.alloc async [%5] () : memref<4096xf32>
    %6 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k4_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_10 : memref<4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_12, %asyncToken_13 = gpu.alloc async [%6] () : memref<12288xf32>
    %7 = gpu.launch_func async [%asyncToken_13] @step_stitched::@step_k5_column blocks in (%c384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_10 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_12 : memref<12288xf32>) {kfusion.stitch_composition = "column"}
    %8 = gpu.launch_func async [%7] @step_stitched::@step_k5_column_final blocks in (%c128, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_10 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_12 : memref<12288xf32>) {kfusion.stitch_composition = "column_final"}
    %9 = gpu.dealloc async [%8] %memref : memref<16384xf32>
    %10 = gpu.dealloc async [%9] %memref_0 : memref<16384xf32>
    %11 = gpu.dealloc async [%10] %memref_2 : memref<16384x4096xf32>
    %12 = gpu.dealloc async [%11] %memref_4 : memref<16384xf32>
    %13 = gpu.dealloc async [%12] %memref_6 : memref<4096xf32>
    %14 = gpu.dealloc async [%13] %memref_8 : memref<2162688xf32>
    %15 = gpu.dealloc async [%14] %memref_10 : memref<4096xf32>
    %16 = gpu.dealloc async [%15] %memref_12 : memref<12288xf32>
    gpu.wait [%16]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
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
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
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
      %4 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%block_id_x, %1] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%block_id_x, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%block_id_x, %3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = vector.load %arg1[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
      %25 = vector.extract %24[0] : f32 from vector<4xf32>
      %26 = vector.extract %24[1] : f32 from vector<4xf32>
      %27 = vector.extract %24[2] : f32 from vector<4xf32>
      %28 = vector.extract %24[3] : f32 from vector<4xf32>
      %29 = vector.load %arg1[%1] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
      %30 = vector.extract %29[0] : f32 from vector<4xf32>
      %31 = vector.extract %29[1] : f32 from vector<4xf32>
      %32 = vector.extract %29[2] : f32 from vector<4xf32>
      %33 = vector.extract %29[3] : f32 from vector<4xf32>
      %34 = vector.load %arg1[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
      %35 = vector.extract %34[0] : f32 from vector<4xf32>
      %36 = vector.extract %34[1] : f32 from vector<4xf32>
      %37 = vector.extract %34[2] : f32 from vector<4xf32>
      %38 = vector.extract %34[3] : f32 from vector<4xf32>
      %39 = vector.load %arg1[%3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
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
      %98 = memref.load %arg2[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
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
    gpu.func @step_k2_thread(%arg0: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k3_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384xf32>, %arg6: memref<16384x4096xf32>, %arg7: memref<4096xf32>, %arg8: memref<16384x4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<2162688xf32>) workgroup(%arg11 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %c2051 = arith.constant 2051 : index
      %c2050 = arith.constant 2050 : index
      %c2049 = arith.constant 2049 : index
      %c4096 = arith.constant 4096 : index
      %cst = arith.constant 2.44140625E-4 : f32
      %c15 = arith.constant 15 : index
      %c14 = arith.constant 14 : index
      %c13 = arith.constant 13 : index
      %c12 = arith.constant 12 : index
      %c11 = arith.constant 11 : index
      %c10 = arith.constant 10 : index
      %c9 = arith.constant 9 : index
      %c8 = arith.constant 8 : index
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
      %c528 = arith.constant 528 : index
      %cst_0 = arith.constant -0.000000e+00 : f32
      %c2048 = arith.constant 2048 : index
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
      %4 = arith.addi %0, %c2048 : index
      %5 = arith.addi %0, %c2049 : index
      %6 = arith.addi %0, %c2050 : index
      %7 = arith.addi %0, %c2051 : index
      %8:8 = scf.for %arg12 = %block_id_x to %c16384 step %c528 iter_args(%arg13 = %cst_0, %arg14 = %cst_0, %arg15 = %cst_0, %arg16 = %cst_0, %arg17 = %cst_0, %arg18 = %cst_0, %arg19 = %cst_0, %arg20 = %cst_0) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %18 = vector.load %arg0[%arg12, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
        %19 = vector.extract %18[0] : f32 from vector<4xf32>
        %20 = vector.extract %18[1] : f32 from vector<4xf32>
        %21 = vector.extract %18[2] : f32 from vector<4xf32>
        %22 = vector.extract %18[3] : f32 from vector<4xf32>
        %23 = vector.load %arg0[%arg12, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
        %24 = vector.extract %23[0] : f32 from vector<4xf32>
        %25 = vector.extract %23[1] : f32 from vector<4xf32>
        %26 = vector.extract %23[2] : f32 from vector<4xf32>
        %27 = vector.extract %23[3] : f32 from vector<4xf32>
        %28 = memref.load %arg1[%arg12] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
        %29 = memref.load %arg2[%arg12] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
        %30 = arith.subf %19, %28 : f32
        %31 = arith.mulf %30, %29 : f32
        %32 = arith.subf %20, %28 : f32
        %33 = arith.mulf %32, %29 : f32
        %34 = arith.subf %21, %28 : f32
        %35 = arith.mulf %34, %29 : f32
        %36 = arith.subf %22, %28 : f32
        %37 = arith.mulf %36, %29 : f32
        %38 = arith.subf %24, %28 : f32
        %39 = arith.mulf %38, %29 : f32
        %40 = arith.subf %25, %28 : f32
        %41 = arith.mulf %40, %29 : f32
        %42 = arith.subf %26, %28 : f32
        %43 = arith.mulf %42, %29 : f32
        %44 = arith.subf %27, %28 : f32
        %45 = arith.mulf %44, %29 : f32
        %46 = vector.load %arg3[%arg12, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
        %47 = vector.extract %46[0] : f32 from vector<4xf32>
        %48 = vector.extract %46[1] : f32 from vector<4xf32>
        %49 = vector.extract %46[2] : f32 from vector<4xf32>
        %50 = vector.extract %46[3] : f32 from vector<4xf32>
        %51 = vector.load %arg3[%arg12, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
        %52 = vector.extract %51[0] : f32 from vector<4xf32>
        %53 = vector.extract %51[1] : f32 from vector<4xf32>
        %54 = vector.extract %51[2] : f32 from vector<4xf32>
        %55 = vector.extract %51[3] : f32 from vector<4xf32>
        %56 = arith.mulf %47, %31 : f32
        %57 = arith.mulf %48, %33 : f32
        %58 = arith.addf %57, %56 : f32
        %59 = arith.mulf %49, %35 : f32
        %60 = arith.addf %59, %58 : f32
        %61 = arith.mulf %50, %37 : f32
        %62 = arith.addf %61, %60 : f32
        %63 = arith.mulf %52, %39 : f32
        %64 = arith.addf %63, %62 : f32
        %65 = arith.mulf %53, %41 : f32
        %66 = arith.addf %65, %64 : f32
        %67 = arith.mulf %54, %43 : f32
        %68 = arith.addf %67, %66 : f32
        %69 = arith.mulf %55, %45 : f32
        %70 = arith.addf %69, %68 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %70, %c16_i32, %c32_i32 : f32
        %71 = arith.addf %shuffleResult, %70 : f32
        %shuffleResult_1, %valid_2 = gpu.shuffle  xor %71, %c8_i32, %c32_i32 : f32
        %72 = arith.addf %shuffleResult_1, %71 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %72, %c4_i32, %c32_i32 : f32
        %73 = arith.addf %shuffleResult_3, %72 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %73, %c2_i32, %c32_i32 : f32
        %74 = arith.addf %shuffleResult_5, %73 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %74, %c1_i32, %c32_i32 : f32
        %75 = arith.addf %shuffleResult_7, %74 : f32
        %view = memref.view %arg11[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
        %76 = arith.divui %thread_id_x, %c32 : index
        %77 = arith.remui %thread_id_x, %c32 : index
        %78 = arith.cmpi eq, %77, %c0 : index
        scf.if %78 {
          memref.store %75, %view[%76] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %79 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %80 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %81 = arith.addf %80, %79 : f32
        %82 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %81 : f32
        %84 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %85 = arith.addf %84, %83 : f32
        %86 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %87 = arith.addf %86, %85 : f32
        %88 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %87 : f32
        %90 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %91 = arith.addf %90, %89 : f32
        %92 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %93 = arith.addf %92, %91 : f32
        %94 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %93 : f32
        %96 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %97 = arith.addf %96, %95 : f32
        %98 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %99 = arith.addf %98, %97 : f32
        %100 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %99 : f32
        %102 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %103 = arith.addf %102, %101 : f32
        %104 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %105 = arith.addf %104, %103 : f32
        %106 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %107 = arith.addf %106, %105 : f32
        %108 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %109 = arith.addf %108, %107 : f32
        gpu.barrier
        %110 = memref.load %arg4[%arg12] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
        %111 = arith.addf %109, %110 : f32
        %112 = memref.load %arg5[%arg12] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
        %113 = arith.mulf %112, %cst : f32
        %114 = arith.subf %47, %113 : f32
        %115 = arith.mulf %111, %cst : f32
        %116 = arith.mulf %31, %115 : f32
        %117 = arith.subf %114, %116 : f32
        %118 = arith.mulf %117, %29 : f32
        %119 = arith.subf %48, %113 : f32
        %120 = arith.mulf %33, %115 : f32
        %121 = arith.subf %119, %120 : f32
        %122 = arith.mulf %121, %29 : f32
        %123 = arith.subf %49, %113 : f32
        %124 = arith.mulf %35, %115 : f32
        %125 = arith.subf %123, %124 : f32
        %126 = arith.mulf %125, %29 : f32
        %127 = arith.subf %50, %113 : f32
        %128 = arith.mulf %37, %115 : f32
        %129 = arith.subf %127, %128 : f32
        %130 = arith.mulf %129, %29 : f32
        %131 = arith.subf %52, %113 : f32
        %132 = arith.mulf %39, %115 : f32
        %133 = arith.subf %131, %132 : f32
        %134 = arith.mulf %133, %29 : f32
        %135 = arith.subf %53, %113 : f32
        %136 = arith.mulf %41, %115 : f32
        %137 = arith.subf %135, %136 : f32
        %138 = arith.mulf %137, %29 : f32
        %139 = arith.subf %54, %113 : f32
        %140 = arith.mulf %43, %115 : f32
        %141 = arith.subf %139, %140 : f32
        %142 = arith.mulf %141, %29 : f32
        %143 = arith.subf %55, %113 : f32
        %144 = arith.mulf %45, %115 : f32
        %145 = arith.subf %143, %144 : f32
        %146 = arith.mulf %145, %29 : f32
        %147 = vector.load %arg6[%arg12, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
        %148 = vector.extract %147[0] : f32 from vector<4xf32>
        %149 = vector.extract %147[1] : f32 from vector<4xf32>
        %150 = vector.extract %147[2] : f32 from vector<4xf32>
        %151 = vector.extract %147[3] : f32 from vector<4xf32>
        %152 = vector.load %arg6[%arg12, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
        %153 = vector.extract %152[0] : f32 from vector<4xf32>
        %154 = vector.extract %152[1] : f32 from vector<4xf32>
        %155 = vector.extract %152[2] : f32 from vector<4xf32>
        %156 = vector.extract %152[3] : f32 from vector<4xf32>
        %157 = arith.mulf %148, %31 : f32
        %158 = arith.addf %157, %arg13 : f32
        %159 = arith.mulf %149, %33 : f32
        %160 = arith.addf %159, %arg14 : f32
        %161 = arith.mulf %150, %35 : f32
        %162 = arith.addf %161, %arg15 : f32
        %163 = arith.mulf %151, %37 : f32
        %164 = arith.addf %163, %arg16 : f32
        %165 = arith.mulf %153, %39 : f32
        %166 = arith.addf %165, %arg17 : f32
        %167 = arith.mulf %154, %41 : f32
        %168 = arith.addf %167, %arg18 : f32
        %169 = arith.mulf %155, %43 : f32
        %170 = arith.addf %169, %arg19 : f32
        %171 = arith.mulf %156, %45 : f32
        %172 = arith.addf %171, %arg20 : f32
        %173 = vector.from_elements %118, %122, %126, %130 : vector<4xf32>
        vector.store %173, %arg8[%arg12, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %174 = vector.from_elements %134, %138, %142, %146 : vector<4xf32>
        vector.store %174, %arg8[%arg12, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        scf.yield %158, %160, %162, %164, %166, %168, %170, %172 : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %9 = arith.muli %block_id_x, %c4096 : index
      %10 = arith.addi %9, %0 : index
      memref.store %8#0, %arg10[%10] : memref<2162688xf32>
      %11 = arith.addi %9, %1 : index
      memref.store %8#1, %arg10[%11] : memref<2162688xf32>
      %12 = arith.addi %9, %2 : index
      memref.store %8#2, %arg10[%12] : memref<2162688xf32>
      %13 = arith.addi %9, %3 : index
      memref.store %8#3, %arg10[%13] : memref<2162688xf32>
      %14 = arith.addi %9, %4 : index
      memref.store %8#4, %arg10[%14] : memref<2162688xf32>
      %15 = arith.addi %9, %5 : index
      memref.store %8#5, %arg10[%15] : memref<2162688xf32>
      %16 = arith.addi %9, %6 : index
      memref.store %8#6, %arg10[%16] : memref<2162688xf32>
      %17 = arith.addi %9, %7 : index
      memref.store %8#7, %arg10[%17] : memref<2162688xf32>
      gpu.return
    }
    gpu.func @step_k3_block_final0(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384xf32>, %arg6: memref<16384x4096xf32>, %arg7: memref<4096xf32>, %arg8: memref<16384x4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<2162688xf32>) workgroup(%arg11 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %c528 = arith.constant 528 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4095 = arith.constant 4095 : index
      %c4096 = arith.constant 4096 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c4096 : index
      %5 = arith.minui %3, %c4095 : index
      %6 = scf.for %arg12 = %1 to %c528 step %c32 iter_args(%arg13 = %cst) -> (f32) {
        %11 = arith.muli %arg12, %c4096 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg10[%12] {kfusion.l2_policy = "evict_last"} : memref<2162688xf32>
        %14 = arith.addf %13, %arg13 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg11[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %6, %view[%8] : memref<1024xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %9 = arith.cmpi eq, %1, %c0 : index
      %10 = arith.andi %9, %4 : i1
      scf.if %10 {
        %11 = memref.load %view[%0] : memref<1024xf32, #gpu.address_space<workgroup>>
        %12 = arith.addi %0, %c32 : index
        %13 = memref.load %view[%12] : memref<1024xf32, #gpu.address_space<workgroup>>
        %14 = arith.addf %13, %11 : f32
        %15 = arith.addi %0, %c64 : index
        %16 = memref.load %view[%15] : memref<1024xf32, #gpu.address_space<workgroup>>
        %17 = arith.addf %16, %14 : f32
        %18 = arith.addi %0, %c96 : index
        %19 = memref.load %view[%18] : memref<1024xf32, #gpu.address_space<workgroup>>
        %20 = arith.addf %19, %17 : f32
        %21 = arith.addi %0, %c128 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %22, %20 : f32
        %24 = arith.addi %0, %c160 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %25, %23 : f32
        %27 = arith.addi %0, %c192 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %28, %26 : f32
        %30 = arith.addi %0, %c224 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %29 : f32
        %33 = arith.addi %0, %c256 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %34, %32 : f32
        %36 = arith.addi %0, %c288 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %35 : f32
        %39 = arith.addi %0, %c320 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %40, %38 : f32
        %42 = arith.addi %0, %c352 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %41 : f32
        %45 = arith.addi %0, %c384 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %46, %44 : f32
        %48 = arith.addi %0, %c416 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %47 : f32
        %51 = arith.addi %0, %c448 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %52, %50 : f32
        %54 = arith.addi %0, %c480 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %53 : f32
        %57 = arith.addi %0, %c512 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %58, %56 : f32
        %60 = arith.addi %0, %c544 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %59 : f32
        %63 = arith.addi %0, %c576 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %64, %62 : f32
        %66 = arith.addi %0, %c608 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %65 : f32
        %69 = arith.addi %0, %c640 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %68 : f32
        %72 = arith.addi %0, %c672 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %71 : f32
        %75 = arith.addi %0, %c704 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %76, %74 : f32
        %78 = arith.addi %0, %c736 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %77 : f32
        %81 = arith.addi %0, %c768 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %80 : f32
        %84 = arith.addi %0, %c800 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %83 : f32
        %87 = arith.addi %0, %c832 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %86 : f32
        %90 = arith.addi %0, %c864 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %89 : f32
        %93 = arith.addi %0, %c896 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %92 : f32
        %96 = arith.addi %0, %c928 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %95 : f32
        %99 = arith.addi %0, %c960 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %98 : f32
        %102 = arith.addi %0, %c992 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %101 : f32
        %105 = memref.load %arg7[%3] {kfusion.l2_policy = "evict_last"} : memref<4096xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg9[%3] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @step_k4_thread(%arg0: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
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
        %17 = memref.load %arg0[%arg5, %10] {kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>
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
    gpu.func @step_k5_column_final(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<12288xf32>) workgroup(%arg4 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %c3 = arith.constant 3 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4095 = arith.constant 4095 : index
      %c4096 = arith.constant 4096 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c4096 : index
      %5 = arith.minui %3, %c4095 : index
      %6 = scf.for %arg5 = %1 to %c3 step %c32 iter_args(%arg6 = %cst) -> (f32) {
        %11 = arith.muli %arg5, %c4096 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg3[%12] {kfusion.l2_policy = "evict_last"} : memref<12288xf32>
        %14 = arith.addf %13, %arg6 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg4[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %6, %view[%8] : memref<1024xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %9 = arith.cmpi eq, %1, %c0 : index
      %10 = arith.andi %9, %4 : i1
      scf.if %10 {
        %11 = memref.load %view[%0] : memref<1024xf32, #gpu.address_space<workgroup>>
        %12 = arith.addi %0, %c32 : index
        %13 = memref.load %view[%12] : memref<1024xf32, #gpu.address_space<workgroup>>
        %14 = arith.addf %13, %11 : f32
        %15 = arith.addi %0, %c64 : index
        %16 = memref.load %view[%15] : memref<1024xf32, #gpu.address_space<workgroup>>
        %17 = arith.addf %16, %14 : f32
        %18 = arith.addi %0, %c96 : index
        %19 = memref.load %view[%18] : memref<1024xf32, #gpu.address_space<workgroup>>
        %20 = arith.addf %19, %17 : f32
        %21 = arith.addi %0, %c128 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %22, %20 : f32
        %24 = arith.addi %0, %c160 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %25, %23 : f32
        %27 = arith.addi %0, %c192 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %28, %26 : f32
        %30 = arith.addi %0, %c224 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %29 : f32
        %33 = arith.addi %0, %c256 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %34, %32 : f32
        %36 = arith.addi %0, %c288 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %35 : f32
        %39 = arith.addi %0, %c320 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %40, %38 : f32
        %42 = arith.addi %0, %c352 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %41 : f32
        %45 = arith.addi %0, %c384 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %46, %44 : f32
        %48 = arith.addi %0, %c416 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %47 : f32
        %51 = arith.addi %0, %c448 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %52, %50 : f32
        %54 = arith.addi %0, %c480 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %53 : f32
        %57 = arith.addi %0, %c512 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %58, %56 : f32
        %60 = arith.addi %0, %c544 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %59 : f32
        %63 = arith.addi %0, %c576 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %64, %62 : f32
        %66 = arith.addi %0, %c608 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %65 : f32
        %69 = arith.addi %0, %c640 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %68 : f32
        %72 = arith.addi %0, %c672 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %71 : f32
        %75 = arith.addi %0, %c704 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %76, %74 : f32
        %78 = arith.addi %0, %c736 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %77 : f32
        %81 = arith.addi %0, %c768 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %80 : f32
        %84 = arith.addi %0, %c800 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %83 : f32
        %87 = arith.addi %0, %c832 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %86 : f32
        %90 = arith.addi %0, %c864 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %89 : f32
        %93 = arith.addi %0, %c896 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %92 : f32
        %96 = arith.addi %0, %c928 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %95 : f32
        %99 = arith.addi %0, %c960 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %98 : f32
        %102 = arith.addi %0, %c992 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %101 : f32
        %105 = memref.load %arg1[%3] {kfusion.l2_policy = "evict_last"} : memref<4096xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg2[%3] : memref<4096xf32>
      }
      gpu.return
    }
  }
}

