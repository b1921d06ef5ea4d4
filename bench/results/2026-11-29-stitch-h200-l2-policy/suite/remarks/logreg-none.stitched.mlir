module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<65536x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<65536xf32>, %arg3: memref<1024xf32>, %arg4: memref<f32>) {
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c288 = arith.constant 288 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %c1024 = arith.constant 1024 : index
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<65536xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<65536xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<65536xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<65536x1024xf32>, %arg1 : memref<1024xf32>, %memref : memref<65536xf32>, %memref_0 : memref<65536xf32>) {kfusion.stitch_composition = "block"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%2] () : memref<65536xf32>
    %3 = gpu.launch_func async [%asyncToken_3] @step_stitched::@step_k2_loop blocks in (%c256, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_0 : memref<65536xf32>, %memref_2 : memref<65536xf32>) {kfusion.stitch_composition = "loop"}
    %memref_4, %asyncToken_5 = gpu.alloc async [%3] () : memref<65536xf32>
    %4 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k3_loop blocks in (%c256, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_2 : memref<65536xf32>, %arg2 : memref<65536xf32>, %memref_4 : memref<65536xf32>) {kfusion.stitch_composition = "loop"}
    %memref_6, %asyncToken_7 = gpu.alloc async [%4] () : memref<1024xf32>
    %5 = gpu.launch_func async [%asyncToken_7] @step_stitched::@step_k4_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_6 : memref<1024xf32>) {kfusion.stitch_composition = "thread"}
    %memref_8, %asyncToken_9 = gpu.alloc async [%5] () : memref<1024xf32>
    %memref_10, %asyncToken_11 = gpu.alloc async [%asyncToken_9] () : memref<9216xf32>
    %6 = gpu.launch_func async [%asyncToken_11] @step_stitched::@step_k5_column blocks in (%c288, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_4 : memref<65536xf32>, %arg0 : memref<65536x1024xf32>, %memref_6 : memref<1024xf32>, %memref_8 : memref<1024xf32>, %memref_10 : memref<9216xf32>) {kfusion.stitch_composition = "column"}
    %7 = gpu.launch_func async [%6] @step_stitched::@step_k5_column_final blocks in (%c32, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_4 : memref<65536xf32>, %arg0 : memref<65536x1024xf32>, %memref_6 : memref<1024xf32>, %memref_8 : memref<1024xf32>, %memref_10 : memref<9216xf32>) {kfusion.stitch_composition = "column_final"}
    %8 = gpu.launch_func async [%7] @step_stitched::@step_k6_thread blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<1024xf32>, %memref_8 : memref<1024xf32>, %arg3 : memref<1024xf32>) {kfusion.stitch_composition = "thread"}
    %memref_12, %asyncToken_13 = gpu.alloc async [%8] () : memref<f32>
    %9 = gpu.launch_func async [%asyncToken_13] @step_stitched::@step_k7_thread blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%memref_12 : memref<f32>) {kfusion.stitch_composition = "thread"}
    %memref_14, %asyncToken_15 = gpu.alloc async [%9] () : memref<f32>
    %memref_16, %asyncToken_17 = gpu.alloc async [%asyncToken_15] () : memref<64xf32>
    %10 = gpu.launch_func async [%asyncToken_17] @step_stitched::@step_k8_scalar blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_2 : memref<65536xf32>, %arg2 : memref<65536xf32>, %memref_12 : memref<f32>, %memref_14 : memref<f32>, %memref_16 : memref<64xf32>) {kfusion.stitch_composition = "scalar"}
    %11 = gpu.launch_func async [%10] @step_stitched::@step_k8_scalar_final blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)  args(%memref_2 : memref<65536xf32>, %arg2 : memref<65536xf32>, %memref_12 : memref<f32>, %memref_14 : memref<f32>, %memref_16 : memref<64xf32>) {kfusion.stitch_composition = "scalar_final"}
    %12 = gpu.launch_func async [%11] @step_stitched::@step_k9_thread blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%memref_14 : memref<f32>, %arg4 : memref<f32>) {kfusion.stitch_composition = "thread"}
    %13 = gpu.dealloc async [%12] %memref : memref<65536xf32>
    %14 = gpu.dealloc async [%13] %memref_0 : memref<65536xf32>
    %15 = gpu.dealloc async [%14] %memref_2 : memref<65536xf32>
    %16 = gpu.dealloc async [%15] %memref_4 : memref<65536xf32>
    %17 = gpu.dealloc async [%16] %memref_6 : memref<1024xf32>
    %18 = gpu.dealloc async [%17] %memref_8 : memref<1024xf32>
    %19 = gpu.dealloc async [%18] %memref_10 : memref<9216xf32>
    %20 = gpu.dealloc async [%19] %memref_12 : memref<f32>
    %21 = gpu.dealloc async [%20] %memref_14 : memref<f32>
    %22 = gpu.dealloc async [%21] %memref_16 : memref<64xf32>
    gpu.wait [%22]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<65536xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c61440 = arith.constant 61440 : index
      %c57344 = arith.constant 57344 : index
      %c53248 = arith.constant 53248 : index
      %c49152 = arith.constant 49152 : index
      %c45056 = arith.constant 45056 : index
      %c40960 = arith.constant 40960 : index
      %c36864 = arith.constant 36864 : index
      %c32768 = arith.constant 32768 : index
      %c28672 = arith.constant 28672 : index
      %c24576 = arith.constant 24576 : index
      %c20480 = arith.constant 20480 : index
      %c16384 = arith.constant 16384 : index
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      %4 = arith.addi %0, %c16384 : index
      %5 = arith.addi %0, %c20480 : index
      %6 = arith.addi %0, %c24576 : index
      %7 = arith.addi %0, %c28672 : index
      %8 = arith.addi %0, %c32768 : index
      %9 = arith.addi %0, %c36864 : index
      %10 = arith.addi %0, %c40960 : index
      %11 = arith.addi %0, %c45056 : index
      %12 = arith.addi %0, %c49152 : index
      %13 = arith.addi %0, %c53248 : index
      %14 = arith.addi %0, %c57344 : index
      %15 = arith.addi %0, %c61440 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%5] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%6] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%7] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%8] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%9] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%10] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%11] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%12] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%13] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%14] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      vector.store %cst, %arg0[%15] {alignment = 16 : i64} : memref<65536xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<65536x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<65536xf32>, %arg3: memref<65536xf32>) workgroup(%arg4 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %8 = vector.load %arg0[%7, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<65536x1024xf32>, vector<4xf32>
      %9 = vector.extract %8[0] : f32 from vector<4xf32>
      %10 = vector.extract %8[1] : f32 from vector<4xf32>
      %11 = vector.extract %8[2] : f32 from vector<4xf32>
      %12 = vector.extract %8[3] : f32 from vector<4xf32>
      %13 = vector.load %arg0[%7, %3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<65536x1024xf32>, vector<4xf32>
      %14 = vector.extract %13[0] : f32 from vector<4xf32>
      %15 = vector.extract %13[1] : f32 from vector<4xf32>
      %16 = vector.extract %13[2] : f32 from vector<4xf32>
      %17 = vector.extract %13[3] : f32 from vector<4xf32>
      %18 = vector.load %arg0[%7, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<65536x1024xf32>, vector<4xf32>
      %19 = vector.extract %18[0] : f32 from vector<4xf32>
      %20 = vector.extract %18[1] : f32 from vector<4xf32>
      %21 = vector.extract %18[2] : f32 from vector<4xf32>
      %22 = vector.extract %18[3] : f32 from vector<4xf32>
      %23 = vector.load %arg0[%7, %5] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<65536x1024xf32>, vector<4xf32>
      %24 = vector.extract %23[0] : f32 from vector<4xf32>
      %25 = vector.extract %23[1] : f32 from vector<4xf32>
      %26 = vector.extract %23[2] : f32 from vector<4xf32>
      %27 = vector.extract %23[3] : f32 from vector<4xf32>
      %28 = vector.load %arg1[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %29 = vector.extract %28[0] : f32 from vector<4xf32>
      %30 = vector.extract %28[1] : f32 from vector<4xf32>
      %31 = vector.extract %28[2] : f32 from vector<4xf32>
      %32 = vector.extract %28[3] : f32 from vector<4xf32>
      %33 = vector.load %arg1[%3] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %34 = vector.extract %33[0] : f32 from vector<4xf32>
      %35 = vector.extract %33[1] : f32 from vector<4xf32>
      %36 = vector.extract %33[2] : f32 from vector<4xf32>
      %37 = vector.extract %33[3] : f32 from vector<4xf32>
      %38 = vector.load %arg1[%4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %39 = vector.extract %38[0] : f32 from vector<4xf32>
      %40 = vector.extract %38[1] : f32 from vector<4xf32>
      %41 = vector.extract %38[2] : f32 from vector<4xf32>
      %42 = vector.extract %38[3] : f32 from vector<4xf32>
      %43 = vector.load %arg1[%5] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %44 = vector.extract %43[0] : f32 from vector<4xf32>
      %45 = vector.extract %43[1] : f32 from vector<4xf32>
      %46 = vector.extract %43[2] : f32 from vector<4xf32>
      %47 = vector.extract %43[3] : f32 from vector<4xf32>
      %48 = arith.mulf %9, %29 : f32
      %49 = arith.mulf %10, %30 : f32
      %50 = arith.addf %48, %49 : f32
      %51 = arith.mulf %11, %31 : f32
      %52 = arith.addf %50, %51 : f32
      %53 = arith.mulf %12, %32 : f32
      %54 = arith.addf %52, %53 : f32
      %55 = arith.mulf %14, %34 : f32
      %56 = arith.addf %54, %55 : f32
      %57 = arith.mulf %15, %35 : f32
      %58 = arith.addf %56, %57 : f32
      %59 = arith.mulf %16, %36 : f32
      %60 = arith.addf %58, %59 : f32
      %61 = arith.mulf %17, %37 : f32
      %62 = arith.addf %60, %61 : f32
      %63 = arith.mulf %19, %39 : f32
      %64 = arith.addf %62, %63 : f32
      %65 = arith.mulf %20, %40 : f32
      %66 = arith.addf %64, %65 : f32
      %67 = arith.mulf %21, %41 : f32
      %68 = arith.addf %66, %67 : f32
      %69 = arith.mulf %22, %42 : f32
      %70 = arith.addf %68, %69 : f32
      %71 = arith.mulf %24, %44 : f32
      %72 = arith.addf %70, %71 : f32
      %73 = arith.mulf %25, %45 : f32
      %74 = arith.addf %72, %73 : f32
      %75 = arith.mulf %26, %46 : f32
      %76 = arith.addf %74, %75 : f32
      %77 = arith.mulf %27, %47 : f32
      %78 = arith.addf %76, %77 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %78, %c16_i32, %c32_i32 : f32
      %79 = arith.addf %78, %shuffleResult : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %79, %c8_i32, %c32_i32 : f32
      %80 = arith.addf %79, %shuffleResult_0 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %80, %c4_i32, %c32_i32 : f32
      %81 = arith.addf %80, %shuffleResult_2 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %81, %c2_i32, %c32_i32 : f32
      %82 = arith.addf %81, %shuffleResult_4 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %82, %c1_i32, %c32_i32 : f32
      %83 = arith.addf %82, %shuffleResult_6 : f32
      %view = memref.view %arg4[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %84 = arith.divui %0, %c32 : index
      %85 = arith.muli %1, %c2 : index
      %86 = arith.addi %85, %84 : index
      %87 = arith.remui %0, %c32 : index
      %88 = arith.cmpi eq, %87, %c0 : index
      scf.if %88 {
        memref.store %83, %view[%86] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %89 = memref.load %view[%85] : memref<8xf32, #gpu.address_space<workgroup>>
      %90 = arith.addi %85, %c1 : index
      %91 = memref.load %view[%90] : memref<8xf32, #gpu.address_space<workgroup>>
      %92 = arith.addf %89, %91 : f32
      gpu.barrier
      %93 = memref.load %arg2[%7] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
      %94 = arith.addf %93, %92 : f32
      %95 = arith.cmpi eq, %0, %c0 : index
      scf.if %95 {
        memref.store %94, %arg3[%7] : memref<65536xf32>
      }
      gpu.return
    }
    gpu.func @step_k2_loop(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 1.000000e+00 : f32
      %c65536 = arith.constant 65536 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c65536 : index
      scf.if %2 {
        %3 = memref.load %arg0[%1] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %4 = arith.negf %3 : f32
        %5 = math.exp %4 : f32
        %6 = arith.addf %5, %cst : f32
        %7 = arith.divf %cst, %6 : f32
        memref.store %7, %arg1[%1] : memref<65536xf32>
      }
      gpu.return
    }
    gpu.func @step_k3_loop(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>, %arg2: memref<65536xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c65536 = arith.constant 65536 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c65536 : index
      scf.if %2 {
        %3 = memref.load %arg0[%1] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %4 = memref.load %arg1[%1] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %5 = arith.subf %3, %4 : f32
        memref.store %5, %arg2[%1] : memref<65536xf32>
      }
      gpu.return
    }
    gpu.func @step_k4_thread(%arg0: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k5_column(%arg0: memref<65536xf32>, %arg1: memref<65536x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<9216xf32>) workgroup(%arg5 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %c1023 = arith.constant 1023 : index
      %c1024 = arith.constant 1024 : index
      %c65536 = arith.constant 65536 : index
      %c7282 = arith.constant 7282 : index
      %c9 = arith.constant 9 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.divui %block_id_x, %c9 : index
      %3 = arith.remui %block_id_x, %c9 : index
      %4 = arith.muli %3, %c7282 : index
      %5 = arith.addi %4, %c7282 : index
      %6 = arith.minui %5, %c65536 : index
      %7 = arith.muli %2, %c32 : index
      %8 = arith.addi %7, %0 : index
      %9 = arith.cmpi ult, %8, %c1024 : index
      %10 = arith.minui %8, %c1023 : index
      %11 = arith.addi %4, %1 : index
      %12 = scf.for %arg6 = %11 to %6 step %c32 iter_args(%arg7 = %cst) -> (f32) {
        %17 = memref.load %arg0[%arg6] {kfusion.l2_policy = "evict_last"} : memref<65536xf32>
        %18 = memref.load %arg1[%arg6, %10] {kfusion.l2_policy = "evict_last"} : memref<65536x1024xf32>
        %19 = arith.mulf %17, %18 : f32
        %20 = arith.addf %arg7, %19 : f32
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
        %20 = arith.addf %17, %19 : f32
        %21 = arith.addi %0, %c64 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %20, %22 : f32
        %24 = arith.addi %0, %c96 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %23, %25 : f32
        %27 = arith.addi %0, %c128 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %26, %28 : f32
        %30 = arith.addi %0, %c160 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %29, %31 : f32
        %33 = arith.addi %0, %c192 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %32, %34 : f32
        %36 = arith.addi %0, %c224 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %35, %37 : f32
        %39 = arith.addi %0, %c256 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %38, %40 : f32
        %42 = arith.addi %0, %c288 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %41, %43 : f32
        %45 = arith.addi %0, %c320 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %44, %46 : f32
        %48 = arith.addi %0, %c352 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %47, %49 : f32
        %51 = arith.addi %0, %c384 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %50, %52 : f32
        %54 = arith.addi %0, %c416 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %53, %55 : f32
        %57 = arith.addi %0, %c448 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %56, %58 : f32
        %60 = arith.addi %0, %c480 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %59, %61 : f32
        %63 = arith.addi %0, %c512 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %62, %64 : f32
        %66 = arith.addi %0, %c544 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %65, %67 : f32
        %69 = arith.addi %0, %c576 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %68, %70 : f32
        %72 = arith.addi %0, %c608 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %71, %73 : f32
        %75 = arith.addi %0, %c640 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %74, %76 : f32
        %78 = arith.addi %0, %c672 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %77, %79 : f32
        %81 = arith.addi %0, %c704 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %80, %82 : f32
        %84 = arith.addi %0, %c736 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %83, %85 : f32
        %87 = arith.addi %0, %c768 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %86, %88 : f32
        %90 = arith.addi %0, %c800 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %89, %91 : f32
        %93 = arith.addi %0, %c832 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %92, %94 : f32
        %96 = arith.addi %0, %c864 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %95, %97 : f32
        %99 = arith.addi %0, %c896 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %98, %100 : f32
        %102 = arith.addi %0, %c928 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %101, %103 : f32
        %105 = arith.addi %0, %c960 : index
        %106 = memref.load %view[%105] : memref<1024xf32, #gpu.address_space<workgroup>>
        %107 = arith.addf %104, %106 : f32
        %108 = arith.addi %0, %c992 : index
        %109 = memref.load %view[%108] : memref<1024xf32, #gpu.address_space<workgroup>>
        %110 = arith.addf %107, %109 : f32
        %111 = arith.muli %3, %c1024 : index
        %112 = arith.addi %111, %8 : index
        memref.store %110, %arg4[%112] : memref<9216xf32>
      }
      gpu.return
    }
    gpu.func @step_k5_column_final(%arg0: memref<65536xf32>, %arg1: memref<65536x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<9216xf32>) workgroup(%arg5 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %c9 = arith.constant 9 : index
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
      %6 = scf.for %arg6 = %1 to %c9 step %c32 iter_args(%arg7 = %cst) -> (f32) {
        %11 = arith.muli %arg6, %c1024 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg4[%12] {kfusion.l2_policy = "evict_last"} : memref<9216xf32>
        %14 = arith.addf %arg7, %13 : f32
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
        %105 = memref.load %arg2[%3] {kfusion.l2_policy = "evict_last"} : memref<1024xf32>
        %106 = arith.addf %105, %104 : f32
        memref.store %106, %arg3[%3] : memref<1024xf32>
      }
      gpu.return
    }
    gpu.func @step_k6_thread(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 7.62939453E-6 : f32
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = vector.load %arg1[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %7 = vector.extract %6[0] : f32 from vector<4xf32>
      %8 = vector.extract %6[1] : f32 from vector<4xf32>
      %9 = vector.extract %6[2] : f32 from vector<4xf32>
      %10 = vector.extract %6[3] : f32 from vector<4xf32>
      %11 = arith.mulf %7, %cst : f32
      %12 = arith.subf %2, %11 : f32
      %13 = arith.mulf %8, %cst : f32
      %14 = arith.subf %3, %13 : f32
      %15 = arith.mulf %9, %cst : f32
      %16 = arith.subf %4, %15 : f32
      %17 = arith.mulf %10, %cst : f32
      %18 = arith.subf %5, %17 : f32
      %19 = vector.from_elements %12, %14, %16, %18 : vector<4xf32>
      vector.store %19, %arg2[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k7_thread(%arg0: memref<f32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %0 {
        memref.store %cst, %arg0[] : memref<f32>
      }
      gpu.return
    }
    gpu.func @step_k8_scalar(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>, %arg2: memref<f32>, %arg3: memref<f32>, %arg4: memref<64xf32>) workgroup(%arg5 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
    gpu.func @step_k8_scalar_final(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>, %arg2: memref<f32>, %arg3: memref<f32>, %arg4: memref<64xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    gpu.func @step_k9_thread(%arg0: memref<f32>, %arg1: memref<f32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
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

