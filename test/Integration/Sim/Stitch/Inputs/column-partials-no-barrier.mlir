// The stitched layernorm backward of Stitch/Inputs/layernorm-backward.mlir
// (kfusion-stitch-to-gpu=multiprocessors=1; Stitch/column-partials.mlir checks
// its structure) with the gpu.barrier of @step_k1_block_final0 removed: lane
// 0 reads the other lanes' partials from shared memory before they are
// stored. Integration/Sim/Stitch/column-partials.mlir shows the interpreter
// reports the race.
module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<512x256xf32>, %arg1: memref<512x256xf32>, %arg2: memref<512xf32>, %arg3: memref<512xf32>, %arg4: memref<256xf32>, %arg5: memref<512x256xf32>, %arg6: memref<256xf32>, %arg7: memref<256xf32>) {
    %c1024 = arith.constant 1024 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<256xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<256xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)  args(%memref : memref<256xf32>, %memref_0 : memref<256xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<8192xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<8192xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c32, %c1, %c1) threads in (%c64, %c1, %c1)  args(%arg1 : memref<512x256xf32>, %arg2 : memref<512xf32>, %arg3 : memref<512xf32>, %arg0 : memref<512x256xf32>, %arg4 : memref<256xf32>, %memref : memref<256xf32>, %memref_0 : memref<256xf32>, %arg5 : memref<512x256xf32>, %arg6 : memref<256xf32>, %arg7 : memref<256xf32>, %memref_2 : memref<8192xf32>, %memref_4 : memref<8192xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k1_block_final0 blocks in (%c8, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<512x256xf32>, %arg2 : memref<512xf32>, %arg3 : memref<512xf32>, %arg0 : memref<512x256xf32>, %arg4 : memref<256xf32>, %memref : memref<256xf32>, %memref_0 : memref<256xf32>, %arg5 : memref<512x256xf32>, %arg6 : memref<256xf32>, %arg7 : memref<256xf32>, %memref_2 : memref<8192xf32>, %memref_4 : memref<8192xf32>) {kfusion.stitch_composition = "column_final"}
    %4 = gpu.launch_func async [%3] @step_stitched::@step_k1_block_final1 blocks in (%c8, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<512x256xf32>, %arg2 : memref<512xf32>, %arg3 : memref<512xf32>, %arg0 : memref<512x256xf32>, %arg4 : memref<256xf32>, %memref : memref<256xf32>, %memref_0 : memref<256xf32>, %arg5 : memref<512x256xf32>, %arg6 : memref<256xf32>, %arg7 : memref<256xf32>, %memref_2 : memref<8192xf32>, %memref_4 : memref<8192xf32>) {kfusion.stitch_composition = "column_final"}
    %5 = gpu.dealloc async [%4] %memref : memref<256xf32>
    %6 = gpu.dealloc async [%5] %memref_0 : memref<256xf32>
    %7 = gpu.dealloc async [%6] %memref_2 : memref<8192xf32>
    %8 = gpu.dealloc async [%7] %memref_4 : memref<8192xf32>
    gpu.wait [%8]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<256xf32>, %arg1: memref<256xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<256xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<256xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<512x256xf32>, %arg1: memref<512xf32>, %arg2: memref<512xf32>, %arg3: memref<512x256xf32>, %arg4: memref<256xf32>, %arg5: memref<256xf32>, %arg6: memref<256xf32>, %arg7: memref<512x256xf32>, %arg8: memref<256xf32>, %arg9: memref<256xf32>, %arg10: memref<8192xf32>, %arg11: memref<8192xf32>) workgroup(%arg12 : memref<16xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c256 = arith.constant 256 : index
      %cst = arith.constant 3.906250e-03 : f32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c512 = arith.constant 512 : index
      %c32 = arith.constant 32 : index
      %cst_1 = arith.constant -0.000000e+00 : f32
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1 : index
      %2 = arith.addi %0, %c2 : index
      %3 = arith.addi %0, %c3 : index
      %4:8 = scf.for %arg13 = %block_id_x to %c512 step %c32 iter_args(%arg14 = %cst_1, %arg15 = %cst_1, %arg16 = %cst_1, %arg17 = %cst_1, %arg18 = %cst_1, %arg19 = %cst_1, %arg20 = %cst_1, %arg21 = %cst_1) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %10 = vector.load %arg0[%arg13, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<512x256xf32>, vector<4xf32>
        %11 = vector.extract %10[0] : f32 from vector<4xf32>
        %12 = vector.extract %10[1] : f32 from vector<4xf32>
        %13 = vector.extract %10[2] : f32 from vector<4xf32>
        %14 = vector.extract %10[3] : f32 from vector<4xf32>
        %15 = memref.load %arg1[%arg13] {kfusion.l2_policy = "evict_last"} : memref<512xf32>
        %16 = memref.load %arg2[%arg13] {kfusion.l2_policy = "evict_last"} : memref<512xf32>
        %17 = arith.subf %11, %15 : f32
        %18 = arith.mulf %17, %16 : f32
        %19 = arith.subf %12, %15 : f32
        %20 = arith.mulf %19, %16 : f32
        %21 = arith.subf %13, %15 : f32
        %22 = arith.mulf %21, %16 : f32
        %23 = arith.subf %14, %15 : f32
        %24 = arith.mulf %23, %16 : f32
        %25 = vector.load %arg3[%arg13, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<512x256xf32>, vector<4xf32>
        %26 = vector.extract %25[0] : f32 from vector<4xf32>
        %27 = vector.extract %25[1] : f32 from vector<4xf32>
        %28 = vector.extract %25[2] : f32 from vector<4xf32>
        %29 = vector.extract %25[3] : f32 from vector<4xf32>
        %30 = vector.load %arg4[%0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<256xf32>, vector<4xf32>
        %31 = vector.extract %30[0] : f32 from vector<4xf32>
        %32 = vector.extract %30[1] : f32 from vector<4xf32>
        %33 = vector.extract %30[2] : f32 from vector<4xf32>
        %34 = vector.extract %30[3] : f32 from vector<4xf32>
        %35 = arith.mulf %26, %31 : f32
        %36 = arith.mulf %27, %32 : f32
        %37 = arith.mulf %28, %33 : f32
        %38 = arith.mulf %29, %34 : f32
        %39 = arith.mulf %35, %18 : f32
        %40 = arith.mulf %36, %20 : f32
        %41 = arith.addf %40, %39 : f32
        %42 = arith.mulf %37, %22 : f32
        %43 = arith.addf %42, %41 : f32
        %44 = arith.mulf %38, %24 : f32
        %45 = arith.addf %44, %43 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %45, %c16_i32, %c32_i32 : f32
        %46 = arith.addf %shuffleResult, %45 : f32
        %shuffleResult_2, %valid_3 = gpu.shuffle  xor %46, %c8_i32, %c32_i32 : f32
        %47 = arith.addf %shuffleResult_2, %46 : f32
        %shuffleResult_4, %valid_5 = gpu.shuffle  xor %47, %c4_i32, %c32_i32 : f32
        %48 = arith.addf %shuffleResult_4, %47 : f32
        %shuffleResult_6, %valid_7 = gpu.shuffle  xor %48, %c2_i32, %c32_i32 : f32
        %49 = arith.addf %shuffleResult_6, %48 : f32
        %shuffleResult_8, %valid_9 = gpu.shuffle  xor %49, %c1_i32, %c32_i32 : f32
        %50 = arith.addf %shuffleResult_8, %49 : f32
        %view = memref.view %arg12[%c0][] : memref<16xi8, #gpu.address_space<workgroup>> to memref<2xf32, #gpu.address_space<workgroup>>
        %51 = arith.divui %thread_id_x, %c32 : index
        %52 = arith.remui %thread_id_x, %c32 : index
        %53 = arith.cmpi eq, %52, %c0 : index
        scf.if %53 {
          memref.store %50, %view[%51] : memref<2xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %54 = memref.load %view[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
        %55 = memref.load %view[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %54 : f32
        gpu.barrier
        %57 = arith.addf %56, %cst_0 : f32
        %58 = arith.addf %36, %35 : f32
        %59 = arith.addf %37, %58 : f32
        %60 = arith.addf %38, %59 : f32
        %shuffleResult_10, %valid_11 = gpu.shuffle  xor %60, %c16_i32, %c32_i32 : f32
        %61 = arith.addf %shuffleResult_10, %60 : f32
        %shuffleResult_12, %valid_13 = gpu.shuffle  xor %61, %c8_i32, %c32_i32 : f32
        %62 = arith.addf %shuffleResult_12, %61 : f32
        %shuffleResult_14, %valid_15 = gpu.shuffle  xor %62, %c4_i32, %c32_i32 : f32
        %63 = arith.addf %shuffleResult_14, %62 : f32
        %shuffleResult_16, %valid_17 = gpu.shuffle  xor %63, %c2_i32, %c32_i32 : f32
        %64 = arith.addf %shuffleResult_16, %63 : f32
        %shuffleResult_18, %valid_19 = gpu.shuffle  xor %64, %c1_i32, %c32_i32 : f32
        %65 = arith.addf %shuffleResult_18, %64 : f32
        scf.if %53 {
          memref.store %65, %view[%51] : memref<2xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %66 = memref.load %view[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
        %67 = memref.load %view[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %66 : f32
        gpu.barrier
        %69 = arith.addf %68, %cst_0 : f32
        %70 = arith.mulf %69, %cst : f32
        %71 = arith.subf %35, %70 : f32
        %72 = arith.mulf %57, %cst : f32
        %73 = arith.mulf %18, %72 : f32
        %74 = arith.subf %71, %73 : f32
        %75 = arith.mulf %74, %16 : f32
        %76 = arith.subf %36, %70 : f32
        %77 = arith.mulf %20, %72 : f32
        %78 = arith.subf %76, %77 : f32
        %79 = arith.mulf %78, %16 : f32
        %80 = arith.subf %37, %70 : f32
        %81 = arith.mulf %22, %72 : f32
        %82 = arith.subf %80, %81 : f32
        %83 = arith.mulf %82, %16 : f32
        %84 = arith.subf %38, %70 : f32
        %85 = arith.mulf %24, %72 : f32
        %86 = arith.subf %84, %85 : f32
        %87 = arith.mulf %86, %16 : f32
        %88 = arith.mulf %26, %18 : f32
        %89 = arith.addf %88, %arg14 : f32
        %90 = arith.mulf %27, %20 : f32
        %91 = arith.addf %90, %arg15 : f32
        %92 = arith.mulf %28, %22 : f32
        %93 = arith.addf %92, %arg16 : f32
        %94 = arith.mulf %29, %24 : f32
        %95 = arith.addf %94, %arg17 : f32
        %96 = arith.addf %26, %arg18 : f32
        %97 = arith.addf %27, %arg19 : f32
        %98 = arith.addf %28, %arg20 : f32
        %99 = arith.addf %29, %arg21 : f32
        %100 = vector.from_elements %75, %79, %83, %87 : vector<4xf32>
        vector.store %100, %arg7[%arg13, %0] {alignment = 16 : i64} : memref<512x256xf32>, vector<4xf32>
        scf.yield %89, %91, %93, %95, %96, %97, %98, %99 : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %5 = arith.muli %block_id_x, %c256 : index
      %6 = arith.addi %5, %0 : index
      memref.store %4#0, %arg10[%6] : memref<8192xf32>
      %7 = arith.addi %5, %1 : index
      memref.store %4#1, %arg10[%7] : memref<8192xf32>
      %8 = arith.addi %5, %2 : index
      memref.store %4#2, %arg10[%8] : memref<8192xf32>
      %9 = arith.addi %5, %3 : index
      memref.store %4#3, %arg10[%9] : memref<8192xf32>
      memref.store %4#4, %arg11[%6] : memref<8192xf32>
      memref.store %4#5, %arg11[%7] : memref<8192xf32>
      memref.store %4#6, %arg11[%8] : memref<8192xf32>
      memref.store %4#7, %arg11[%9] : memref<8192xf32>
      gpu.return
    }
    gpu.func @step_k1_block_final0(%arg0: memref<512x256xf32>, %arg1: memref<512xf32>, %arg2: memref<512xf32>, %arg3: memref<512x256xf32>, %arg4: memref<256xf32>, %arg5: memref<256xf32>, %arg6: memref<256xf32>, %arg7: memref<512x256xf32>, %arg8: memref<256xf32>, %arg9: memref<256xf32>, %arg10: memref<8192xf32>, %arg11: memref<8192xf32>) workgroup(%arg12 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %c224 = arith.constant 224 : index
      %c192 = arith.constant 192 : index
      %c160 = arith.constant 160 : index
      %c128 = arith.constant 128 : index
      %c96 = arith.constant 96 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c255 = arith.constant 255 : index
      %c256 = arith.constant 256 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c256 : index
      %5 = arith.minui %3, %c255 : index
      %6 = scf.for %arg13 = %1 to %c32 step %c32 iter_args(%arg14 = %cst) -> (f32) {
        %11 = arith.muli %arg13, %c256 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg10[%12] {kfusion.l2_policy = "evict_last"} : memref<8192xf32>
        %14 = arith.addf %13, %arg14 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg12[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %6, %view[%8] : memref<1024xf32, #gpu.address_space<workgroup>>
      // (The gpu.barrier the stitcher puts here is removed.)
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
        %105 = memref.load %arg5[%3] {kfusion.l2_policy = "evict_last"} : memref<256xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg8[%3] : memref<256xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block_final1(%arg0: memref<512x256xf32>, %arg1: memref<512xf32>, %arg2: memref<512xf32>, %arg3: memref<512x256xf32>, %arg4: memref<256xf32>, %arg5: memref<256xf32>, %arg6: memref<256xf32>, %arg7: memref<512x256xf32>, %arg8: memref<256xf32>, %arg9: memref<256xf32>, %arg10: memref<8192xf32>, %arg11: memref<8192xf32>) workgroup(%arg12 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %c224 = arith.constant 224 : index
      %c192 = arith.constant 192 : index
      %c160 = arith.constant 160 : index
      %c128 = arith.constant 128 : index
      %c96 = arith.constant 96 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c255 = arith.constant 255 : index
      %c256 = arith.constant 256 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c256 : index
      %5 = arith.minui %3, %c255 : index
      %6 = scf.for %arg13 = %1 to %c32 step %c32 iter_args(%arg14 = %cst) -> (f32) {
        %11 = arith.muli %arg13, %c256 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg11[%12] {kfusion.l2_policy = "evict_last"} : memref<8192xf32>
        %14 = arith.addf %13, %arg14 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg12[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
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
        %105 = memref.load %arg6[%3] {kfusion.l2_policy = "evict_last"} : memref<256xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg9[%3] : memref<256xf32>
      }
      gpu.return
    }
  }
}

