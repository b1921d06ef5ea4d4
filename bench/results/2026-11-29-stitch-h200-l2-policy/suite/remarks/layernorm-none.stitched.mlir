module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %c1024 = arith.constant 1024 : index
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<16384xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%2] () : memref<16384xf32>
    %3 = gpu.launch_func async [%asyncToken_3] @step_stitched::@step_k2_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_0 : memref<16384xf32>, %memref_2 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_4, %asyncToken_5 = gpu.alloc async [%3] () : memref<16384xf32>
    %4 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k3_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_4 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%4] () : memref<16384xf32>
    %5 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k4_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_2 : memref<16384xf32>, %memref_4 : memref<16384xf32>, %memref_6 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%5] () : memref<16384xf32>
    %6 = gpu.launch_func async [%asyncToken_9] @step_stitched::@step_k5_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_6 : memref<16384xf32>, %memref_8 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_10, %asyncToken_11 = gpu.alloc async [%6] () : memref<16384xf32>
    %7 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k6_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_8 : memref<16384xf32>, %memref_10 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %8 = gpu.launch_func async [%7] @step_stitched::@step_k7_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_2 : memref<16384xf32>, %memref_10 : memref<16384xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %9 = gpu.dealloc async [%8] %memref : memref<16384xf32>
    %10 = gpu.dealloc async [%9] %memref_0 : memref<16384xf32>
    %11 = gpu.dealloc async [%10] %memref_2 : memref<16384xf32>
    %12 = gpu.dealloc async [%11] %memref_4 : memref<16384xf32>
    %13 = gpu.dealloc async [%12] %memref_6 : memref<16384xf32>
    %14 = gpu.dealloc async [%13] %memref_8 : memref<16384xf32>
    %15 = gpu.dealloc async [%14] %memref_10 : memref<16384xf32>
    gpu.wait [%15]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
    gpu.func @step_k1_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>) workgroup(%arg3 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
    gpu.func @step_k2_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 4.096000e+03 : f32
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      %4 = vector.load %arg0[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%1] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = arith.divf %5, %cst : f32
      %25 = arith.divf %6, %cst : f32
      %26 = arith.divf %7, %cst : f32
      %27 = arith.divf %8, %cst : f32
      %28 = arith.divf %10, %cst : f32
      %29 = arith.divf %11, %cst : f32
      %30 = arith.divf %12, %cst : f32
      %31 = arith.divf %13, %cst : f32
      %32 = arith.divf %15, %cst : f32
      %33 = arith.divf %16, %cst : f32
      %34 = arith.divf %17, %cst : f32
      %35 = arith.divf %18, %cst : f32
      %36 = arith.divf %20, %cst : f32
      %37 = arith.divf %21, %cst : f32
      %38 = arith.divf %22, %cst : f32
      %39 = arith.divf %23, %cst : f32
      %40 = vector.from_elements %24, %25, %26, %27 : vector<4xf32>
      vector.store %40, %arg1[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %41 = vector.from_elements %28, %29, %30, %31 : vector<4xf32>
      vector.store %41, %arg1[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %42 = vector.from_elements %32, %33, %34, %35 : vector<4xf32>
      vector.store %42, %arg1[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %43 = vector.from_elements %36, %37, %38, %39 : vector<4xf32>
      vector.store %43, %arg1[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k3_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
    gpu.func @step_k4_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>) workgroup(%arg4 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %24 = memref.load %arg1[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %25 = arith.subf %5, %24 : f32
      %26 = arith.mulf %25, %25 : f32
      %27 = arith.subf %6, %24 : f32
      %28 = arith.mulf %27, %27 : f32
      %29 = arith.addf %28, %26 : f32
      %30 = arith.subf %7, %24 : f32
      %31 = arith.mulf %30, %30 : f32
      %32 = arith.addf %31, %29 : f32
      %33 = arith.subf %8, %24 : f32
      %34 = arith.mulf %33, %33 : f32
      %35 = arith.addf %34, %32 : f32
      %36 = arith.subf %10, %24 : f32
      %37 = arith.mulf %36, %36 : f32
      %38 = arith.addf %37, %35 : f32
      %39 = arith.subf %11, %24 : f32
      %40 = arith.mulf %39, %39 : f32
      %41 = arith.addf %40, %38 : f32
      %42 = arith.subf %12, %24 : f32
      %43 = arith.mulf %42, %42 : f32
      %44 = arith.addf %43, %41 : f32
      %45 = arith.subf %13, %24 : f32
      %46 = arith.mulf %45, %45 : f32
      %47 = arith.addf %46, %44 : f32
      %48 = arith.subf %15, %24 : f32
      %49 = arith.mulf %48, %48 : f32
      %50 = arith.addf %49, %47 : f32
      %51 = arith.subf %16, %24 : f32
      %52 = arith.mulf %51, %51 : f32
      %53 = arith.addf %52, %50 : f32
      %54 = arith.subf %17, %24 : f32
      %55 = arith.mulf %54, %54 : f32
      %56 = arith.addf %55, %53 : f32
      %57 = arith.subf %18, %24 : f32
      %58 = arith.mulf %57, %57 : f32
      %59 = arith.addf %58, %56 : f32
      %60 = arith.subf %20, %24 : f32
      %61 = arith.mulf %60, %60 : f32
      %62 = arith.addf %61, %59 : f32
      %63 = arith.subf %21, %24 : f32
      %64 = arith.mulf %63, %63 : f32
      %65 = arith.addf %64, %62 : f32
      %66 = arith.subf %22, %24 : f32
      %67 = arith.mulf %66, %66 : f32
      %68 = arith.addf %67, %65 : f32
      %69 = arith.subf %23, %24 : f32
      %70 = arith.mulf %69, %69 : f32
      %71 = arith.addf %70, %68 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %71, %c16_i32, %c32_i32 : f32
      %72 = arith.addf %shuffleResult, %71 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %72, %c8_i32, %c32_i32 : f32
      %73 = arith.addf %shuffleResult_0, %72 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %73, %c4_i32, %c32_i32 : f32
      %74 = arith.addf %shuffleResult_2, %73 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %74, %c2_i32, %c32_i32 : f32
      %75 = arith.addf %shuffleResult_4, %74 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %75, %c1_i32, %c32_i32 : f32
      %76 = arith.addf %shuffleResult_6, %75 : f32
      %view = memref.view %arg4[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %77 = arith.divui %thread_id_x, %c32 : index
      %78 = arith.remui %thread_id_x, %c32 : index
      %79 = arith.cmpi eq, %78, %c0 : index
      scf.if %79 {
        memref.store %76, %view[%77] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %80 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %81 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %82 = arith.addf %81, %80 : f32
      %83 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %84 = arith.addf %83, %82 : f32
      %85 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %86 = arith.addf %85, %84 : f32
      %87 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %88 = arith.addf %87, %86 : f32
      %89 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %90 = arith.addf %89, %88 : f32
      %91 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %92 = arith.addf %91, %90 : f32
      %93 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %94 = arith.addf %93, %92 : f32
      gpu.barrier
      %95 = memref.load %arg2[%block_id_x] {kfusion.l2_policy = "evict_last"} : memref<16384xf32>
      %96 = arith.addf %94, %95 : f32
      %97 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %97 {
        memref.store %96, %arg3[%block_id_x] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k5_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 4.096000e+03 : f32
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      %4 = vector.load %arg0[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%1] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = arith.divf %5, %cst : f32
      %25 = arith.divf %6, %cst : f32
      %26 = arith.divf %7, %cst : f32
      %27 = arith.divf %8, %cst : f32
      %28 = arith.divf %10, %cst : f32
      %29 = arith.divf %11, %cst : f32
      %30 = arith.divf %12, %cst : f32
      %31 = arith.divf %13, %cst : f32
      %32 = arith.divf %15, %cst : f32
      %33 = arith.divf %16, %cst : f32
      %34 = arith.divf %17, %cst : f32
      %35 = arith.divf %18, %cst : f32
      %36 = arith.divf %20, %cst : f32
      %37 = arith.divf %21, %cst : f32
      %38 = arith.divf %22, %cst : f32
      %39 = arith.divf %23, %cst : f32
      %40 = vector.from_elements %24, %25, %26, %27 : vector<4xf32>
      vector.store %40, %arg1[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %41 = vector.from_elements %28, %29, %30, %31 : vector<4xf32>
      vector.store %41, %arg1[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %42 = vector.from_elements %32, %33, %34, %35 : vector<4xf32>
      vector.store %42, %arg1[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %43 = vector.from_elements %36, %37, %38, %39 : vector<4xf32>
      vector.store %43, %arg1[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k6_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      %4 = vector.load %arg0[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%1] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = arith.addf %5, %cst : f32
      %25 = math.rsqrt %24 : f32
      %26 = arith.addf %6, %cst : f32
      %27 = math.rsqrt %26 : f32
      %28 = arith.addf %7, %cst : f32
      %29 = math.rsqrt %28 : f32
      %30 = arith.addf %8, %cst : f32
      %31 = math.rsqrt %30 : f32
      %32 = arith.addf %10, %cst : f32
      %33 = math.rsqrt %32 : f32
      %34 = arith.addf %11, %cst : f32
      %35 = math.rsqrt %34 : f32
      %36 = arith.addf %12, %cst : f32
      %37 = math.rsqrt %36 : f32
      %38 = arith.addf %13, %cst : f32
      %39 = math.rsqrt %38 : f32
      %40 = arith.addf %15, %cst : f32
      %41 = math.rsqrt %40 : f32
      %42 = arith.addf %16, %cst : f32
      %43 = math.rsqrt %42 : f32
      %44 = arith.addf %17, %cst : f32
      %45 = math.rsqrt %44 : f32
      %46 = arith.addf %18, %cst : f32
      %47 = math.rsqrt %46 : f32
      %48 = arith.addf %20, %cst : f32
      %49 = math.rsqrt %48 : f32
      %50 = arith.addf %21, %cst : f32
      %51 = math.rsqrt %50 : f32
      %52 = arith.addf %22, %cst : f32
      %53 = math.rsqrt %52 : f32
      %54 = arith.addf %23, %cst : f32
      %55 = math.rsqrt %54 : f32
      %56 = vector.from_elements %25, %27, %29, %31 : vector<4xf32>
      vector.store %56, %arg1[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %57 = vector.from_elements %33, %35, %37, %39 : vector<4xf32>
      vector.store %57, %arg1[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %58 = vector.from_elements %41, %43, %45, %47 : vector<4xf32>
      vector.store %58, %arg1[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      %59 = vector.from_elements %49, %51, %53, %55 : vector<4xf32>
      vector.store %59, %arg1[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k7_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %8 = vector.load %arg3[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
      %9 = vector.extract %8[0] : f32 from vector<4xf32>
      %10 = vector.extract %8[1] : f32 from vector<4xf32>
      %11 = vector.extract %8[2] : f32 from vector<4xf32>
      %12 = vector.extract %8[3] : f32 from vector<4xf32>
      %13 = vector.load %arg4[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<4096xf32>, vector<4xf32>
      %14 = vector.extract %13[0] : f32 from vector<4xf32>
      %15 = vector.extract %13[1] : f32 from vector<4xf32>
      %16 = vector.extract %13[2] : f32 from vector<4xf32>
      %17 = vector.extract %13[3] : f32 from vector<4xf32>
      %18 = arith.subf %2, %6 : f32
      %19 = arith.mulf %18, %7 : f32
      %20 = arith.mulf %19, %9 : f32
      %21 = arith.addf %20, %14 : f32
      %22 = arith.subf %3, %6 : f32
      %23 = arith.mulf %22, %7 : f32
      %24 = arith.mulf %23, %10 : f32
      %25 = arith.addf %24, %15 : f32
      %26 = arith.subf %4, %6 : f32
      %27 = arith.mulf %26, %7 : f32
      %28 = arith.mulf %27, %11 : f32
      %29 = arith.addf %28, %16 : f32
      %30 = arith.subf %5, %6 : f32
      %31 = arith.mulf %30, %7 : f32
      %32 = arith.mulf %31, %12 : f32
      %33 = arith.addf %32, %17 : f32
      %34 = vector.from_elements %21, %25, %29, %33 : vector<4xf32>
      vector.store %34, %arg5[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

