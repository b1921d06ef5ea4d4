module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<4096xf32>) {
    %c128 = arith.constant 128 : index
    %c384 = arith.constant 384 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384x4096xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %memref : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<16384x4096xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k1_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref_0 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%2] () : memref<16384xf32>
    %3 = gpu.launch_func async [%asyncToken_3] @step_stitched::@step_k2_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_2 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_4, %asyncToken_5 = gpu.alloc async [%3] () : memref<16384xf32>
    %4 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k3_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_0 : memref<16384x4096xf32>, %memref : memref<16384x4096xf32>, %memref_2 : memref<16384xf32>, %memref_4 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%4] () : memref<16384xf32>
    %5 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k4_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_6 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%5] () : memref<16384xf32>
    %6 = gpu.launch_func async [%asyncToken_9] @step_stitched::@step_k5_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_0 : memref<16384x4096xf32>, %memref_6 : memref<16384xf32>, %memref_8 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %7 = gpu.launch_func async [%6] @step_stitched::@step_k6_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_0 : memref<16384x4096xf32>, %memref : memref<16384x4096xf32>, %memref_4 : memref<16384xf32>, %memref_8 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg5 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_10, %asyncToken_11 = gpu.alloc async [%7] () : memref<4096xf32>
    %8 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k7_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_10 : memref<4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_12, %asyncToken_13 = gpu.alloc async [%8] () : memref<12288xf32>
    %9 = gpu.launch_func async [%asyncToken_13] @step_stitched::@step_k8_column blocks in (%c384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref : memref<16384x4096xf32>, %memref_10 : memref<4096xf32>, %arg6 : memref<4096xf32>, %memref_12 : memref<12288xf32>) {kfusion.stitch_composition = "column"}
    %10 = gpu.launch_func async [%9] @step_stitched::@step_k8_column_final blocks in (%c128, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref : memref<16384x4096xf32>, %memref_10 : memref<4096xf32>, %arg6 : memref<4096xf32>, %memref_12 : memref<12288xf32>) {kfusion.stitch_composition = "column_final"}
    %memref_14, %asyncToken_15 = gpu.alloc async [%10] () : memref<4096xf32>
    %11 = gpu.launch_func async [%asyncToken_15] @step_stitched::@step_k9_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_14 : memref<4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_16, %asyncToken_17 = gpu.alloc async [%11] () : memref<12288xf32>
    %12 = gpu.launch_func async [%asyncToken_17] @step_stitched::@step_k10_column blocks in (%c384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_14 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_16 : memref<12288xf32>) {kfusion.stitch_composition = "column"}
    %13 = gpu.launch_func async [%12] @step_stitched::@step_k10_column_final blocks in (%c128, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_14 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_16 : memref<12288xf32>) {kfusion.stitch_composition = "column_final"}
    %14 = gpu.dealloc async [%13] %memref : memref<16384x4096xf32>
    %15 = gpu.dealloc async [%14] %memref_0 : memref<16384x4096xf32>
    %16 = gpu.dealloc async [%15] %memref_2 : memref<16384xf32>
    %17 = gpu.dealloc async [%16] %memref_4 : memref<16384xf32>
    %18 = gpu.dealloc async [%17] %memref_6 : memref<16384xf32>
    %19 = gpu.dealloc async [%18] %memref_8 : memref<16384xf32>
    %20 = gpu.dealloc async [%19] %memref_10 : memref<4096xf32>
    %21 = gpu.dealloc async [%20] %memref_12 : memref<12288xf32>
    %22 = gpu.dealloc async [%21] %memref_14 : memref<4096xf32>
    %23 = gpu.dealloc async [%22] %memref_16 : memref<12288xf32>
    gpu.wait [%23]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = memref.load %arg1[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %7 = memref.load %arg2[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %8 = arith.subf %2, %6 : f32
      %9 = arith.mulf %8, %7 : f32
      %10 = arith.subf %3, %6 : f32
      %11 = arith.mulf %10, %7 : f32
      %12 = arith.subf %4, %6 : f32
      %13 = arith.mulf %12, %7 : f32
      %14 = arith.subf %5, %6 : f32
      %15 = arith.mulf %14, %7 : f32
      %16 = vector.from_elements %9, %11, %13, %15 : vector<4xf32>
      vector.store %16, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k1_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = vector.load %arg1[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
      %7 = vector.extract %6[0] : f32 from vector<4xf32>
      %8 = vector.extract %6[1] : f32 from vector<4xf32>
      %9 = vector.extract %6[2] : f32 from vector<4xf32>
      %10 = vector.extract %6[3] : f32 from vector<4xf32>
      %11 = arith.mulf %2, %7 : f32
      %12 = arith.mulf %3, %8 : f32
      %13 = arith.mulf %4, %9 : f32
      %14 = arith.mulf %5, %10 : f32
      %15 = vector.from_elements %11, %12, %13, %14 : vector<4xf32>
      vector.store %15, %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k2_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k3_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>) workgroup(%arg4 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %24 = vector.load %arg1[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %25 = vector.extract %24[0] : f32 from vector<4xf32>
      %26 = vector.extract %24[1] : f32 from vector<4xf32>
      %27 = vector.extract %24[2] : f32 from vector<4xf32>
      %28 = vector.extract %24[3] : f32 from vector<4xf32>
      %29 = vector.load %arg1[%block_id_x, %1] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %30 = vector.extract %29[0] : f32 from vector<4xf32>
      %31 = vector.extract %29[1] : f32 from vector<4xf32>
      %32 = vector.extract %29[2] : f32 from vector<4xf32>
      %33 = vector.extract %29[3] : f32 from vector<4xf32>
      %34 = vector.load %arg1[%block_id_x, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %35 = vector.extract %34[0] : f32 from vector<4xf32>
      %36 = vector.extract %34[1] : f32 from vector<4xf32>
      %37 = vector.extract %34[2] : f32 from vector<4xf32>
      %38 = vector.extract %34[3] : f32 from vector<4xf32>
      %39 = vector.load %arg1[%block_id_x, %3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %40 = vector.extract %39[0] : f32 from vector<4xf32>
      %41 = vector.extract %39[1] : f32 from vector<4xf32>
      %42 = vector.extract %39[2] : f32 from vector<4xf32>
      %43 = vector.extract %39[3] : f32 from vector<4xf32>
      %44 = arith.mulf %5, %25 : f32
      %45 = arith.mulf %6, %26 : f32
      %46 = arith.addf %45, %44 : f32
      %47 = arith.mulf %7, %27 : f32
      %48 = arith.addf %47, %46 : f32
      %49 = arith.mulf %8, %28 : f32
      %50 = arith.addf %49, %48 : f32
      %51 = arith.mulf %10, %30 : f32
      %52 = arith.addf %51, %50 : f32
      %53 = arith.mulf %11, %31 : f32
      %54 = arith.addf %53, %52 : f32
      %55 = arith.mulf %12, %32 : f32
      %56 = arith.addf %55, %54 : f32
      %57 = arith.mulf %13, %33 : f32
      %58 = arith.addf %57, %56 : f32
      %59 = arith.mulf %15, %35 : f32
      %60 = arith.addf %59, %58 : f32
      %61 = arith.mulf %16, %36 : f32
      %62 = arith.addf %61, %60 : f32
      %63 = arith.mulf %17, %37 : f32
      %64 = arith.addf %63, %62 : f32
      %65 = arith.mulf %18, %38 : f32
      %66 = arith.addf %65, %64 : f32
      %67 = arith.mulf %20, %40 : f32
      %68 = arith.addf %67, %66 : f32
      %69 = arith.mulf %21, %41 : f32
      %70 = arith.addf %69, %68 : f32
      %71 = arith.mulf %22, %42 : f32
      %72 = arith.addf %71, %70 : f32
      %73 = arith.mulf %23, %43 : f32
      %74 = arith.addf %73, %72 : f32
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
      %view = memref.view %arg4[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
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
      %100 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %100 {
        memref.store %99, %arg3[%block_id_x] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k4_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k5_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>) workgroup(%arg3 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %24 = arith.addf %6, %5 : f32
      %25 = arith.addf %7, %24 : f32
      %26 = arith.addf %8, %25 : f32
      %27 = arith.addf %10, %26 : f32
      %28 = arith.addf %11, %27 : f32
      %29 = arith.addf %12, %28 : f32
      %30 = arith.addf %13, %29 : f32
      %31 = arith.addf %15, %30 : f32
      %32 = arith.addf %16, %31 : f32
      %33 = arith.addf %17, %32 : f32
      %34 = arith.addf %18, %33 : f32
      %35 = arith.addf %20, %34 : f32
      %36 = arith.addf %21, %35 : f32
      %37 = arith.addf %22, %36 : f32
      %38 = arith.addf %23, %37 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %38, %c16_i32, %c32_i32 : f32
      %39 = arith.addf %shuffleResult, %38 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %39, %c8_i32, %c32_i32 : f32
      %40 = arith.addf %shuffleResult_0, %39 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %40, %c4_i32, %c32_i32 : f32
      %41 = arith.addf %shuffleResult_2, %40 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %41, %c2_i32, %c32_i32 : f32
      %42 = arith.addf %shuffleResult_4, %41 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %42, %c1_i32, %c32_i32 : f32
      %43 = arith.addf %shuffleResult_6, %42 : f32
      %view = memref.view %arg3[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %44 = arith.divui %thread_id_x, %c32 : index
      %45 = arith.remui %thread_id_x, %c32 : index
      %46 = arith.cmpi eq, %45, %c0 : index
      scf.if %46 {
        memref.store %43, %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %47 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %48 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %49 = arith.addf %48, %47 : f32
      %50 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %51 = arith.addf %50, %49 : f32
      %52 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %53 = arith.addf %52, %51 : f32
      %54 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %55 = arith.addf %54, %53 : f32
      %56 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %57 = arith.addf %56, %55 : f32
      %58 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %59 = arith.addf %58, %57 : f32
      %60 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %61 = arith.addf %60, %59 : f32
      gpu.barrier
      %62 = memref.load %arg1[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %63 = arith.addf %61, %62 : f32
      %64 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %64 {
        memref.store %63, %arg2[%block_id_x] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k6_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 2.44140625E-4 : f32
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = vector.load %arg1[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %7 = vector.extract %6[0] : f32 from vector<4xf32>
      %8 = vector.extract %6[1] : f32 from vector<4xf32>
      %9 = vector.extract %6[2] : f32 from vector<4xf32>
      %10 = vector.extract %6[3] : f32 from vector<4xf32>
      %11 = memref.load %arg2[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %12 = memref.load %arg3[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %13 = memref.load %arg4[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %14 = arith.mulf %12, %cst : f32
      %15 = arith.subf %2, %14 : f32
      %16 = arith.mulf %11, %cst : f32
      %17 = arith.mulf %7, %16 : f32
      %18 = arith.subf %15, %17 : f32
      %19 = arith.mulf %18, %13 : f32
      %20 = arith.subf %3, %14 : f32
      %21 = arith.mulf %8, %16 : f32
      %22 = arith.subf %20, %21 : f32
      %23 = arith.mulf %22, %13 : f32
      %24 = arith.subf %4, %14 : f32
      %25 = arith.mulf %9, %16 : f32
      %26 = arith.subf %24, %25 : f32
      %27 = arith.mulf %26, %13 : f32
      %28 = arith.subf %5, %14 : f32
      %29 = arith.mulf %10, %16 : f32
      %30 = arith.subf %28, %29 : f32
      %31 = arith.mulf %30, %13 : f32
      %32 = vector.from_elements %19, %23, %27, %31 : vector<4xf32>
      vector.store %32, %arg5[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k7_thread(%arg0: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k8_column(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<4096xf32>, %arg4: memref<12288xf32>) workgroup(%arg5 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %12 = scf.for %arg6 = %11 to %6 step %c32 iter_args(%arg7 = %cst) -> (f32) {
        %17 = memref.load %arg0[%arg6, %10] {kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>
        %18 = memref.load %arg1[%arg6, %10] {kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>
        %19 = arith.mulf %17, %18 : f32
        %20 = arith.addf %19, %arg7 : f32
        scf.yield %20 : f32
      }
      %13 = arith.muli %1, %c32 : index
      %14 = arith.addi %13, %0 : index
      %view = memref.view %arg5[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
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
        memref.store %110, %arg4[%112] : memref<12288xf32>
      }
      gpu.return
    }
    gpu.func @step_k8_column_final(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<4096xf32>, %arg4: memref<12288xf32>) workgroup(%arg5 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %6 = scf.for %arg6 = %1 to %c3 step %c32 iter_args(%arg7 = %cst) -> (f32) {
        %11 = arith.muli %arg6, %c4096 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg4[%12] {kfusion.l2_policy = "evict_last"} : memref<12288xf32>
        %14 = arith.addf %13, %arg7 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg5[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
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
        %105 = memref.load %arg2[%3] {kfusion.l2_policy = "evict_last"} : memref<4096xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg3[%3] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @step_k9_thread(%arg0: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k10_column(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<12288xf32>) workgroup(%arg4 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
    gpu.func @step_k10_column_final(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<12288xf32>) workgroup(%arg4 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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

