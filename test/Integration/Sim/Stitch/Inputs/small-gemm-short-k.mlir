// The stitched @proj_softmax of Stitch/Inputs/small-gemm.mlir
// (kfusion-stitch-to-gpu; Stitch/small-gemm.mlir checks its structure) with
// a GEMM that folds one k fewer: its k loop starts at 1.
// Integration/Sim/Stitch/small-gemm.mlir shows the interpreter catches it.
module attributes {gpu.container_module} {
  func.func @proj_softmax(%arg0: memref<64x32xf32>, %arg1: memref<32x128xf32>, %arg2: memref<128xf32>, %arg3: memref<64x128xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c8 = arith.constant 8 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @proj_softmax_stitched::@proj_softmax_k0_warp blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<64x32xf32>, %arg1 : memref<32x128xf32>, %arg2 : memref<128xf32>, %arg3 : memref<64x128xf32>) {kfusion.stitch_composition = "warp"}
    gpu.wait [%1]
    return
  }
  gpu.module @proj_softmax_stitched {
    gpu.func @proj_softmax_k0_warp(%arg0: memref<64x32xf32>, %arg1: memref<32x128xf32>, %arg2: memref<128xf32>, %arg3: memref<64x128xf32>) workgroup(%arg4 : memref<1024xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.muli %block_id_x, %c8 : index
      %4 = arith.addi %3, %1 : index
      %view = memref.view %arg4[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %5 = arith.muli %1, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c32 {
        %50 = memref.load %arg0[%4, %arg5] {kfusion.l2_policy = "evict_last"} : memref<64x32xf32>
        %51 = arith.addi %5, %arg5 : index
        memref.store %50, %view[%51] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      // The slip: k from 1 (the stitcher folds k from 0).
      %6:4 = scf.for %arg5 = %c1 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst) -> (f32, f32, f32, f32) {
        %50 = arith.addi %5, %arg5 : index
        %51 = memref.load %view[%50] : memref<256xf32, #gpu.address_space<workgroup>>
        %52 = vector.load %arg1[%arg5, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<32x128xf32>, vector<4xf32>
        %53 = vector.extract %52[0] : f32 from vector<4xf32>
        %54 = vector.extract %52[1] : f32 from vector<4xf32>
        %55 = vector.extract %52[2] : f32 from vector<4xf32>
        %56 = vector.extract %52[3] : f32 from vector<4xf32>
        %57 = arith.mulf %51, %53 : f32
        %58 = arith.addf %arg6, %57 : f32
        %59 = arith.mulf %51, %54 : f32
        %60 = arith.addf %arg7, %59 : f32
        %61 = arith.mulf %51, %55 : f32
        %62 = arith.addf %arg8, %61 : f32
        %63 = arith.mulf %51, %56 : f32
        %64 = arith.addf %arg9, %63 : f32
        scf.yield %58, %60, %62, %64 : f32, f32, f32, f32
      }
      %7 = arith.addf %6#0, %cst_0 : f32
      %8 = arith.addf %6#1, %cst_0 : f32
      %9 = arith.addf %6#2, %cst_0 : f32
      %10 = arith.addf %6#3, %cst_0 : f32
      %11 = vector.load %arg2[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<128xf32>, vector<4xf32>
      %12 = vector.extract %11[0] : f32 from vector<4xf32>
      %13 = vector.extract %11[1] : f32 from vector<4xf32>
      %14 = vector.extract %11[2] : f32 from vector<4xf32>
      %15 = vector.extract %11[3] : f32 from vector<4xf32>
      %16 = arith.addf %7, %12 : f32
      %17 = arith.addf %8, %13 : f32
      %18 = arith.addf %9, %14 : f32
      %19 = arith.addf %10, %15 : f32
      %20 = arith.maximumf %16, %17 : f32
      %21 = arith.maximumf %20, %18 : f32
      %22 = arith.maximumf %21, %19 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %22, %c16_i32, %c32_i32 : f32
      %23 = arith.maximumf %22, %shuffleResult : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %23, %c8_i32, %c32_i32 : f32
      %24 = arith.maximumf %23, %shuffleResult_1 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %24, %c4_i32, %c32_i32 : f32
      %25 = arith.maximumf %24, %shuffleResult_3 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %25, %c2_i32, %c32_i32 : f32
      %26 = arith.maximumf %25, %shuffleResult_5 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %26, %c1_i32, %c32_i32 : f32
      %27 = arith.maximumf %26, %shuffleResult_7 : f32
      %28 = arith.subf %16, %27 : f32
      %29 = math.exp %28 : f32
      %30 = arith.subf %17, %27 : f32
      %31 = math.exp %30 : f32
      %32 = arith.subf %18, %27 : f32
      %33 = math.exp %32 : f32
      %34 = arith.subf %19, %27 : f32
      %35 = math.exp %34 : f32
      %36 = arith.addf %29, %31 : f32
      %37 = arith.addf %36, %33 : f32
      %38 = arith.addf %37, %35 : f32
      %shuffleResult_9, %valid_10 = gpu.shuffle  xor %38, %c16_i32, %c32_i32 : f32
      %39 = arith.addf %38, %shuffleResult_9 : f32
      %shuffleResult_11, %valid_12 = gpu.shuffle  xor %39, %c8_i32, %c32_i32 : f32
      %40 = arith.addf %39, %shuffleResult_11 : f32
      %shuffleResult_13, %valid_14 = gpu.shuffle  xor %40, %c4_i32, %c32_i32 : f32
      %41 = arith.addf %40, %shuffleResult_13 : f32
      %shuffleResult_15, %valid_16 = gpu.shuffle  xor %41, %c2_i32, %c32_i32 : f32
      %42 = arith.addf %41, %shuffleResult_15 : f32
      %shuffleResult_17, %valid_18 = gpu.shuffle  xor %42, %c1_i32, %c32_i32 : f32
      %43 = arith.addf %42, %shuffleResult_17 : f32
      %44 = arith.addf %43, %cst_0 : f32
      %45 = arith.divf %29, %44 : f32
      %46 = arith.divf %31, %44 : f32
      %47 = arith.divf %33, %44 : f32
      %48 = arith.divf %35, %44 : f32
      %49 = vector.from_elements %45, %46, %47, %48 : vector<4xf32>
      vector.store %49, %arg3[%4, %2] {alignment = 16 : i64} : memref<64x128xf32>, vector<4xf32>
      gpu.return
    }
  }
}
