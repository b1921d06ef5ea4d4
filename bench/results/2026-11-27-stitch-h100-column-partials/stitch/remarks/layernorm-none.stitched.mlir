module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c64 = arith.constant 64 : index
    %c16384 = arith.constant 16384 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<16384xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%2] () : memref<16384xf32>
    %3 = gpu.launch_func async [%asyncToken_3] @step_stitched::@step_k2_loop blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_0 : memref<16384xf32>, %memref_2 : memref<16384xf32>) {kfusion.stitch_composition = "loop"}
    %memref_4, %asyncToken_5 = gpu.alloc async [%3] () : memref<16384xf32>
    %4 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k3_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_4 : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%4] () : memref<16384xf32>
    %5 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k4_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_2 : memref<16384xf32>, %memref_4 : memref<16384xf32>, %memref_6 : memref<16384xf32>) {kfusion.stitch_composition = "block"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%5] () : memref<16384xf32>
    %6 = gpu.launch_func async [%asyncToken_9] @step_stitched::@step_k5_loop blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_6 : memref<16384xf32>, %memref_8 : memref<16384xf32>) {kfusion.stitch_composition = "loop"}
    %memref_10, %asyncToken_11 = gpu.alloc async [%6] () : memref<16384xf32>
    %7 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k6_loop blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_8 : memref<16384xf32>, %memref_10 : memref<16384xf32>) {kfusion.stitch_composition = "loop"}
    %8 = gpu.launch_func async [%7] @step_stitched::@step_k7_thread blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref_2 : memref<16384xf32>, %memref_10 : memref<16384xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
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
    gpu.func @step_k0_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      %4 = arith.addi %0, %c4096 : index
      %5 = arith.addi %0, %c5120 : index
      %6 = arith.addi %0, %c6144 : index
      %7 = arith.addi %0, %c7168 : index
      %8 = arith.addi %0, %c8192 : index
      %9 = arith.addi %0, %c9216 : index
      %10 = arith.addi %0, %c10240 : index
      %11 = arith.addi %0, %c11264 : index
      %12 = arith.addi %0, %c12288 : index
      %13 = arith.addi %0, %c13312 : index
      %14 = arith.addi %0, %c14336 : index
      %15 = arith.addi %0, %c15360 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
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
      %62 = memref.load %arg1[%block_id_x] : memref<16384xf32>
      %63 = arith.addf %61, %62 : f32
      %64 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %64 {
        memref.store %63, %arg2[%block_id_x] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k2_loop(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 4.096000e+03 : f32
      %c16384 = arith.constant 16384 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c16384 : index
      scf.if %2 {
        %3 = memref.load %arg0[%1] : memref<16384xf32>
        %4 = arith.divf %3, %cst : f32
        memref.store %4, %arg1[%1] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k3_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      %4 = arith.addi %0, %c4096 : index
      %5 = arith.addi %0, %c5120 : index
      %6 = arith.addi %0, %c6144 : index
      %7 = arith.addi %0, %c7168 : index
      %8 = arith.addi %0, %c8192 : index
      %9 = arith.addi %0, %c9216 : index
      %10 = arith.addi %0, %c10240 : index
      %11 = arith.addi %0, %c11264 : index
      %12 = arith.addi %0, %c12288 : index
      %13 = arith.addi %0, %c13312 : index
      %14 = arith.addi %0, %c14336 : index
      %15 = arith.addi %0, %c15360 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
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
      %24 = memref.load %arg1[%block_id_x] : memref<16384xf32>
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
      %95 = memref.load %arg2[%block_id_x] : memref<16384xf32>
      %96 = arith.addf %94, %95 : f32
      %97 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %97 {
        memref.store %96, %arg3[%block_id_x] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k5_loop(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 4.096000e+03 : f32
      %c16384 = arith.constant 16384 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c16384 : index
      scf.if %2 {
        %3 = memref.load %arg0[%1] : memref<16384xf32>
        %4 = arith.divf %3, %cst : f32
        memref.store %4, %arg1[%1] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k6_loop(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      %c16384 = arith.constant 16384 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c16384 : index
      scf.if %2 {
        %3 = memref.load %arg0[%1] : memref<16384xf32>
        %4 = arith.addf %3, %cst : f32
        %5 = math.rsqrt %4 : f32
        memref.store %5, %arg1[%1] : memref<16384xf32>
      }
      gpu.return
    }
    gpu.func @step_k7_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
      %c4 = arith.constant 4 : index
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
      %24 = memref.load %arg1[%block_id_x] : memref<16384xf32>
      %25 = memref.load %arg2[%block_id_x] : memref<16384xf32>
      %26 = vector.load %arg3[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %27 = vector.extract %26[0] : f32 from vector<4xf32>
      %28 = vector.extract %26[1] : f32 from vector<4xf32>
      %29 = vector.extract %26[2] : f32 from vector<4xf32>
      %30 = vector.extract %26[3] : f32 from vector<4xf32>
      %31 = vector.load %arg3[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %32 = vector.extract %31[0] : f32 from vector<4xf32>
      %33 = vector.extract %31[1] : f32 from vector<4xf32>
      %34 = vector.extract %31[2] : f32 from vector<4xf32>
      %35 = vector.extract %31[3] : f32 from vector<4xf32>
      %36 = vector.load %arg3[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %37 = vector.extract %36[0] : f32 from vector<4xf32>
      %38 = vector.extract %36[1] : f32 from vector<4xf32>
      %39 = vector.extract %36[2] : f32 from vector<4xf32>
      %40 = vector.extract %36[3] : f32 from vector<4xf32>
      %41 = vector.load %arg3[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %42 = vector.extract %41[0] : f32 from vector<4xf32>
      %43 = vector.extract %41[1] : f32 from vector<4xf32>
      %44 = vector.extract %41[2] : f32 from vector<4xf32>
      %45 = vector.extract %41[3] : f32 from vector<4xf32>
      %46 = vector.load %arg4[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %47 = vector.extract %46[0] : f32 from vector<4xf32>
      %48 = vector.extract %46[1] : f32 from vector<4xf32>
      %49 = vector.extract %46[2] : f32 from vector<4xf32>
      %50 = vector.extract %46[3] : f32 from vector<4xf32>
      %51 = vector.load %arg4[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %52 = vector.extract %51[0] : f32 from vector<4xf32>
      %53 = vector.extract %51[1] : f32 from vector<4xf32>
      %54 = vector.extract %51[2] : f32 from vector<4xf32>
      %55 = vector.extract %51[3] : f32 from vector<4xf32>
      %56 = vector.load %arg4[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %57 = vector.extract %56[0] : f32 from vector<4xf32>
      %58 = vector.extract %56[1] : f32 from vector<4xf32>
      %59 = vector.extract %56[2] : f32 from vector<4xf32>
      %60 = vector.extract %56[3] : f32 from vector<4xf32>
      %61 = vector.load %arg4[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %62 = vector.extract %61[0] : f32 from vector<4xf32>
      %63 = vector.extract %61[1] : f32 from vector<4xf32>
      %64 = vector.extract %61[2] : f32 from vector<4xf32>
      %65 = vector.extract %61[3] : f32 from vector<4xf32>
      %66 = arith.subf %5, %24 : f32
      %67 = arith.mulf %66, %25 : f32
      %68 = arith.mulf %67, %27 : f32
      %69 = arith.addf %68, %47 : f32
      %70 = arith.subf %6, %24 : f32
      %71 = arith.mulf %70, %25 : f32
      %72 = arith.mulf %71, %28 : f32
      %73 = arith.addf %72, %48 : f32
      %74 = arith.subf %7, %24 : f32
      %75 = arith.mulf %74, %25 : f32
      %76 = arith.mulf %75, %29 : f32
      %77 = arith.addf %76, %49 : f32
      %78 = arith.subf %8, %24 : f32
      %79 = arith.mulf %78, %25 : f32
      %80 = arith.mulf %79, %30 : f32
      %81 = arith.addf %80, %50 : f32
      %82 = arith.subf %10, %24 : f32
      %83 = arith.mulf %82, %25 : f32
      %84 = arith.mulf %83, %32 : f32
      %85 = arith.addf %84, %52 : f32
      %86 = arith.subf %11, %24 : f32
      %87 = arith.mulf %86, %25 : f32
      %88 = arith.mulf %87, %33 : f32
      %89 = arith.addf %88, %53 : f32
      %90 = arith.subf %12, %24 : f32
      %91 = arith.mulf %90, %25 : f32
      %92 = arith.mulf %91, %34 : f32
      %93 = arith.addf %92, %54 : f32
      %94 = arith.subf %13, %24 : f32
      %95 = arith.mulf %94, %25 : f32
      %96 = arith.mulf %95, %35 : f32
      %97 = arith.addf %96, %55 : f32
      %98 = arith.subf %15, %24 : f32
      %99 = arith.mulf %98, %25 : f32
      %100 = arith.mulf %99, %37 : f32
      %101 = arith.addf %100, %57 : f32
      %102 = arith.subf %16, %24 : f32
      %103 = arith.mulf %102, %25 : f32
      %104 = arith.mulf %103, %38 : f32
      %105 = arith.addf %104, %58 : f32
      %106 = arith.subf %17, %24 : f32
      %107 = arith.mulf %106, %25 : f32
      %108 = arith.mulf %107, %39 : f32
      %109 = arith.addf %108, %59 : f32
      %110 = arith.subf %18, %24 : f32
      %111 = arith.mulf %110, %25 : f32
      %112 = arith.mulf %111, %40 : f32
      %113 = arith.addf %112, %60 : f32
      %114 = arith.subf %20, %24 : f32
      %115 = arith.mulf %114, %25 : f32
      %116 = arith.mulf %115, %42 : f32
      %117 = arith.addf %116, %62 : f32
      %118 = arith.subf %21, %24 : f32
      %119 = arith.mulf %118, %25 : f32
      %120 = arith.mulf %119, %43 : f32
      %121 = arith.addf %120, %63 : f32
      %122 = arith.subf %22, %24 : f32
      %123 = arith.mulf %122, %25 : f32
      %124 = arith.mulf %123, %44 : f32
      %125 = arith.addf %124, %64 : f32
      %126 = arith.subf %23, %24 : f32
      %127 = arith.mulf %126, %25 : f32
      %128 = arith.mulf %127, %45 : f32
      %129 = arith.addf %128, %65 : f32
      %130 = vector.from_elements %69, %73, %77, %81 : vector<4xf32>
      vector.store %130, %arg5[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %131 = vector.from_elements %85, %89, %93, %97 : vector<4xf32>
      vector.store %131, %arg5[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %132 = vector.from_elements %101, %105, %109, %113 : vector<4xf32>
      vector.store %132, %arg5[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %133 = vector.from_elements %117, %121, %125, %129 : vector<4xf32>
      vector.store %133, %arg5[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

