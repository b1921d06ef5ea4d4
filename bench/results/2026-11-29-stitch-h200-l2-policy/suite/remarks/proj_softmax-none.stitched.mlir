module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c4096 = arith.constant 4096 : index
    %c1024 = arith.constant 1024 : index
    %c2097152 = arith.constant 2097152 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384x1024xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<16384x1024xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<16384x1024xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k1_warp blocks in (%c2097152, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %memref : memref<16384x1024xf32>, %memref_0 : memref<16384x1024xf32>) {kfusion.stitch_composition = "warp"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%2] () : memref<16384x1024xf32>
    %3 = gpu.launch_func async [%asyncToken_3] @step_stitched::@step_k2_thread blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_0 : memref<16384x1024xf32>, %arg2 : memref<1024xf32>, %memref_2 : memref<16384x1024xf32>) {kfusion.stitch_composition = "thread"}
    %memref_4, %asyncToken_5 = gpu.alloc async [%3] () : memref<16384xf32>
    %4 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k3_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_4 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%4] () : memref<16384xf32>
    %5 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k4_block blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_2 : memref<16384x1024xf32>, %memref_4 : memref<16384xf32>, %memref_6 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%5] () : memref<16384x1024xf32>
    %6 = gpu.launch_func async [%asyncToken_9] @step_stitched::@step_k5_thread blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_2 : memref<16384x1024xf32>, %memref_6 : memref<16384xf32>, %memref_8 : memref<16384x1024xf32>) {kfusion.stitch_composition = "thread"}
    %memref_10, %asyncToken_11 = gpu.alloc async [%6] () : memref<16384xf32>
    %7 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k6_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_10 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_12, %asyncToken_13 = gpu.alloc async [%7] () : memref<16384xf32>
    %8 = gpu.launch_func async [%asyncToken_13] @step_stitched::@step_k7_block blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_8 : memref<16384x1024xf32>, %memref_10 : memref<16384xf32>, %memref_12 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %9 = gpu.launch_func async [%8] @step_stitched::@step_k8_thread blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_8 : memref<16384x1024xf32>, %memref_12 : memref<16384xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "thread"}
    %10 = gpu.dealloc async [%9] %memref : memref<16384x1024xf32>
    %11 = gpu.dealloc async [%10] %memref_0 : memref<16384x1024xf32>
    %12 = gpu.dealloc async [%11] %memref_2 : memref<16384x1024xf32>
    %13 = gpu.dealloc async [%12] %memref_4 : memref<16384xf32>
    %14 = gpu.dealloc async [%13] %memref_6 : memref<16384xf32>
    %15 = gpu.dealloc async [%14] %memref_8 : memref<16384x1024xf32>
    %16 = gpu.dealloc async [%15] %memref_10 : memref<16384xf32>
    %17 = gpu.dealloc async [%16] %memref_12 : memref<16384xf32>
    gpu.wait [%17]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k1_warp(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<16384x1024xf32>, %arg3: memref<16384x1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant -0.000000e+00 : f32
      %c1024 = arith.constant 1024 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.cmpi ult, %2, %c32 : index
      %4 = arith.addi %2, %c1 : index
      %5 = arith.addi %2, %c2 : index
      %6 = arith.addi %2, %c3 : index
      %7 = arith.muli %block_id_x, %c8 : index
      %8 = arith.addi %7, %1 : index
      %9 = arith.remui %8, %c1024 : index
      %10 = arith.divui %8, %c1024 : index
      %11:8 = scf.if %3 -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %31 = vector.load %arg0[%10, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x32xf32>, vector<4xf32>
        %32 = vector.extract %31[0] : f32 from vector<4xf32>
        %33 = vector.extract %31[1] : f32 from vector<4xf32>
        %34 = vector.extract %31[2] : f32 from vector<4xf32>
        %35 = vector.extract %31[3] : f32 from vector<4xf32>
        %36 = memref.load %arg1[%2, %9] {kfusion.l2_policy = "evict_last"} : memref<32x1024xf32>
        %37 = memref.load %arg1[%4, %9] {kfusion.l2_policy = "evict_last"} : memref<32x1024xf32>
        %38 = memref.load %arg1[%5, %9] {kfusion.l2_policy = "evict_last"} : memref<32x1024xf32>
        %39 = memref.load %arg1[%6, %9] {kfusion.l2_policy = "evict_last"} : memref<32x1024xf32>
        scf.yield %32, %33, %34, %35, %36, %37, %38, %39 : f32, f32, f32, f32, f32, f32, f32, f32
      } else {
        scf.yield %cst, %cst, %cst, %cst, %cst, %cst, %cst, %cst : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %12 = arith.mulf %11#0, %11#4 : f32
      %13 = arith.select %3, %12, %cst_0 : f32
      %14 = arith.mulf %11#1, %11#5 : f32
      %15 = arith.addf %13, %14 : f32
      %16 = arith.select %3, %15, %cst_0 : f32
      %17 = arith.mulf %11#2, %11#6 : f32
      %18 = arith.addf %16, %17 : f32
      %19 = arith.select %3, %18, %cst_0 : f32
      %20 = arith.mulf %11#3, %11#7 : f32
      %21 = arith.addf %19, %20 : f32
      %22 = arith.select %3, %21, %cst_0 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %22, %c16_i32, %c32_i32 : f32
      %23 = arith.addf %22, %shuffleResult : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %23, %c8_i32, %c32_i32 : f32
      %24 = arith.addf %23, %shuffleResult_1 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %24, %c4_i32, %c32_i32 : f32
      %25 = arith.addf %24, %shuffleResult_3 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %25, %c2_i32, %c32_i32 : f32
      %26 = arith.addf %25, %shuffleResult_5 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %26, %c1_i32, %c32_i32 : f32
      %27 = arith.addf %26, %shuffleResult_7 : f32
      %28 = memref.load %arg2[%10, %9] {kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>
      %29 = arith.addf %28, %27 : f32
      %30 = arith.cmpi eq, %0, %c0 : index
      scf.if %30 {
        memref.store %29, %arg3[%10, %9] : memref<16384x1024xf32>
      }
      gpu.return
    }
    gpu.func @step_k2_thread(%arg0: memref<16384x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<16384x1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = vector.load %arg1[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %7 = vector.extract %6[0] : f32 from vector<4xf32>
      %8 = vector.extract %6[1] : f32 from vector<4xf32>
      %9 = vector.extract %6[2] : f32 from vector<4xf32>
      %10 = vector.extract %6[3] : f32 from vector<4xf32>
      %11 = arith.addf %2, %7 : f32
      %12 = arith.addf %3, %8 : f32
      %13 = arith.addf %4, %9 : f32
      %14 = arith.addf %5, %10 : f32
      %15 = vector.from_elements %11, %12, %13, %14 : vector<4xf32>
      vector.store %15, %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k3_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0xFF800000> : vector<4xf32>
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
    gpu.func @step_k4_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>) workgroup(%arg3 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c768 = arith.constant 768 : index
      %c512 = arith.constant 512 : index
      %c256 = arith.constant 256 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c64 : index
      %1 = arith.divui %thread_id_x, %c64 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c256 : index
      %4 = arith.addi %2, %c512 : index
      %5 = arith.addi %2, %c768 : index
      %6 = arith.muli %block_id_x, %c4 : index
      %7 = arith.addi %6, %1 : index
      %8 = vector.load %arg0[%7, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %9 = vector.extract %8[0] : f32 from vector<4xf32>
      %10 = vector.extract %8[1] : f32 from vector<4xf32>
      %11 = vector.extract %8[2] : f32 from vector<4xf32>
      %12 = vector.extract %8[3] : f32 from vector<4xf32>
      %13 = vector.load %arg0[%7, %3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %14 = vector.extract %13[0] : f32 from vector<4xf32>
      %15 = vector.extract %13[1] : f32 from vector<4xf32>
      %16 = vector.extract %13[2] : f32 from vector<4xf32>
      %17 = vector.extract %13[3] : f32 from vector<4xf32>
      %18 = vector.load %arg0[%7, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %19 = vector.extract %18[0] : f32 from vector<4xf32>
      %20 = vector.extract %18[1] : f32 from vector<4xf32>
      %21 = vector.extract %18[2] : f32 from vector<4xf32>
      %22 = vector.extract %18[3] : f32 from vector<4xf32>
      %23 = vector.load %arg0[%7, %5] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %24 = vector.extract %23[0] : f32 from vector<4xf32>
      %25 = vector.extract %23[1] : f32 from vector<4xf32>
      %26 = vector.extract %23[2] : f32 from vector<4xf32>
      %27 = vector.extract %23[3] : f32 from vector<4xf32>
      %28 = arith.maximumf %10, %9 : f32
      %29 = arith.maximumf %11, %28 : f32
      %30 = arith.maximumf %12, %29 : f32
      %31 = arith.maximumf %14, %30 : f32
      %32 = arith.maximumf %15, %31 : f32
      %33 = arith.maximumf %16, %32 : f32
      %34 = arith.maximumf %17, %33 : f32
      %35 = arith.maximumf %19, %34 : f32
      %36 = arith.maximumf %20, %35 : f32
      %37 = arith.maximumf %21, %36 : f32
      %38 = arith.maximumf %22, %37 : f32
      %39 = arith.maximumf %24, %38 : f32
      %40 = arith.maximumf %25, %39 : f32
      %41 = arith.maximumf %26, %40 : f32
      %42 = arith.maximumf %27, %41 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %42, %c16_i32, %c32_i32 : f32
      %43 = arith.maximumf %shuffleResult, %42 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %43, %c8_i32, %c32_i32 : f32
      %44 = arith.maximumf %shuffleResult_0, %43 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %44, %c4_i32, %c32_i32 : f32
      %45 = arith.maximumf %shuffleResult_2, %44 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %45, %c2_i32, %c32_i32 : f32
      %46 = arith.maximumf %shuffleResult_4, %45 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %46, %c1_i32, %c32_i32 : f32
      %47 = arith.maximumf %shuffleResult_6, %46 : f32
      %view = memref.view %arg3[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %48 = arith.divui %0, %c32 : index
      %49 = arith.muli %1, %c2 : index
      %50 = arith.addi %49, %48 : index
      %51 = arith.remui %0, %c32 : index
      %52 = arith.cmpi eq, %51, %c0 : index
      scf.if %52 {
        memref.store %47, %view[%50] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %53 = memref.load %view[%49] : memref<8xf32, #gpu.address_space<workgroup>>
      %54 = arith.addi %49, %c1 : index
      %55 = memref.load %view[%54] : memref<8xf32, #gpu.address_space<workgroup>>
      %56 = arith.maximumf %55, %53 : f32
      gpu.barrier
      %57 = memref.load %arg1[%7] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %58 = arith.maximumf %56, %57 : f32
      %59 = arith.cmpi eq, %0, %c0 : index
      scf.if %59 {
        memref.store %58, %arg2[%7] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k5_thread(%arg0: memref<16384x1024xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384x1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = memref.load %arg1[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %7 = arith.subf %2, %6 : f32
      %8 = math.exp %7 : f32
      %9 = arith.subf %3, %6 : f32
      %10 = math.exp %9 : f32
      %11 = arith.subf %4, %6 : f32
      %12 = math.exp %11 : f32
      %13 = arith.subf %5, %6 : f32
      %14 = math.exp %13 : f32
      %15 = vector.from_elements %8, %10, %12, %14 : vector<4xf32>
      vector.store %15, %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k6_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
    gpu.func @step_k7_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>) workgroup(%arg3 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c768 = arith.constant 768 : index
      %c512 = arith.constant 512 : index
      %c256 = arith.constant 256 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c64 : index
      %1 = arith.divui %thread_id_x, %c64 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c256 : index
      %4 = arith.addi %2, %c512 : index
      %5 = arith.addi %2, %c768 : index
      %6 = arith.muli %block_id_x, %c4 : index
      %7 = arith.addi %6, %1 : index
      %8 = vector.load %arg0[%7, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %9 = vector.extract %8[0] : f32 from vector<4xf32>
      %10 = vector.extract %8[1] : f32 from vector<4xf32>
      %11 = vector.extract %8[2] : f32 from vector<4xf32>
      %12 = vector.extract %8[3] : f32 from vector<4xf32>
      %13 = vector.load %arg0[%7, %3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %14 = vector.extract %13[0] : f32 from vector<4xf32>
      %15 = vector.extract %13[1] : f32 from vector<4xf32>
      %16 = vector.extract %13[2] : f32 from vector<4xf32>
      %17 = vector.extract %13[3] : f32 from vector<4xf32>
      %18 = vector.load %arg0[%7, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %19 = vector.extract %18[0] : f32 from vector<4xf32>
      %20 = vector.extract %18[1] : f32 from vector<4xf32>
      %21 = vector.extract %18[2] : f32 from vector<4xf32>
      %22 = vector.extract %18[3] : f32 from vector<4xf32>
      %23 = vector.load %arg0[%7, %5] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %24 = vector.extract %23[0] : f32 from vector<4xf32>
      %25 = vector.extract %23[1] : f32 from vector<4xf32>
      %26 = vector.extract %23[2] : f32 from vector<4xf32>
      %27 = vector.extract %23[3] : f32 from vector<4xf32>
      %28 = arith.addf %10, %9 : f32
      %29 = arith.addf %11, %28 : f32
      %30 = arith.addf %12, %29 : f32
      %31 = arith.addf %14, %30 : f32
      %32 = arith.addf %15, %31 : f32
      %33 = arith.addf %16, %32 : f32
      %34 = arith.addf %17, %33 : f32
      %35 = arith.addf %19, %34 : f32
      %36 = arith.addf %20, %35 : f32
      %37 = arith.addf %21, %36 : f32
      %38 = arith.addf %22, %37 : f32
      %39 = arith.addf %24, %38 : f32
      %40 = arith.addf %25, %39 : f32
      %41 = arith.addf %26, %40 : f32
      %42 = arith.addf %27, %41 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %42, %c16_i32, %c32_i32 : f32
      %43 = arith.addf %shuffleResult, %42 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %43, %c8_i32, %c32_i32 : f32
      %44 = arith.addf %shuffleResult_0, %43 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %44, %c4_i32, %c32_i32 : f32
      %45 = arith.addf %shuffleResult_2, %44 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %45, %c2_i32, %c32_i32 : f32
      %46 = arith.addf %shuffleResult_4, %45 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %46, %c1_i32, %c32_i32 : f32
      %47 = arith.addf %shuffleResult_6, %46 : f32
      %view = memref.view %arg3[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %48 = arith.divui %0, %c32 : index
      %49 = arith.muli %1, %c2 : index
      %50 = arith.addi %49, %48 : index
      %51 = arith.remui %0, %c32 : index
      %52 = arith.cmpi eq, %51, %c0 : index
      scf.if %52 {
        memref.store %47, %view[%50] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %53 = memref.load %view[%49] : memref<8xf32, #gpu.address_space<workgroup>>
      %54 = arith.addi %49, %c1 : index
      %55 = memref.load %view[%54] : memref<8xf32, #gpu.address_space<workgroup>>
      %56 = arith.addf %55, %53 : f32
      gpu.barrier
      %57 = memref.load %arg1[%7] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %58 = arith.addf %56, %57 : f32
      %59 = arith.cmpi eq, %0, %c0 : index
      scf.if %59 {
        memref.store %58, %arg2[%7] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k8_thread(%arg0: memref<16384x1024xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384x1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x1024xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = memref.load %arg1[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %7 = arith.divf %2, %6 : f32
      %8 = arith.divf %3, %6 : f32
      %9 = arith.divf %4, %6 : f32
      %10 = arith.divf %5, %6 : f32
      %11 = vector.from_elements %7, %8, %9, %10 : vector<4xf32>
      vector.store %11, %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

