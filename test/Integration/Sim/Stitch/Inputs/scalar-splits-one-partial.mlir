// The stitched @split of Stitch/scalar-splits.mlir (kfusion-stitch-to-gpu; a
// sum of squares over 8 blocks, each storing its partial, then a final
// kernel folding them) with every block storing partial 0.
// Integration/Sim/Stitch/scalar-splits.mlir shows the interpreter catches it.
module attributes {gpu.container_module} {
  func.func @split(%arg0: memref<64x128xf32>, %arg1: memref<f32>) {
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<f32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %1 = gpu.launch_func async [%asyncToken] @split_stitched::@split_k0_thread blocks in (%c1, %c1_1, %c1_1) threads in (%c1_0, %c1_1, %c1_1)  args(%memref : memref<f32>) {kfusion.stitch_composition = "thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<8xf32>
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    %c1_4 = arith.constant 1 : index
    %2 = gpu.launch_func async [%asyncToken_3] @split_stitched::@split_k1_scalar blocks in (%c8, %c1_4, %c1_4) threads in (%c256, %c1_4, %c1_4)  args(%arg0 : memref<64x128xf32>, %memref : memref<f32>, %arg1 : memref<f32>, %memref_2 : memref<8xf32>) {kfusion.stitch_composition = "scalar"}
    %c1_5 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %3 = gpu.launch_func async [%2] @split_stitched::@split_k1_scalar_final blocks in (%c1_5, %c1_4, %c1_4) threads in (%c32, %c1_4, %c1_4)  args(%arg0 : memref<64x128xf32>, %memref : memref<f32>, %arg1 : memref<f32>, %memref_2 : memref<8xf32>) {kfusion.stitch_composition = "scalar_final"}
    %4 = gpu.dealloc async [%3] %memref : memref<f32>
    %5 = gpu.dealloc async [%4] %memref_2 : memref<8xf32>
    gpu.wait [%5]
    return
  }
  gpu.module @split_stitched {
    gpu.func @split_k0_thread(%arg0: memref<f32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %0 {
        memref.store %cst, %arg0[] : memref<f32>
      }
      gpu.return
    }
    gpu.func @split_k1_scalar(%arg0: memref<64x128xf32>, %arg1: memref<f32>, %arg2: memref<f32>, %arg3: memref<8xf32>) workgroup(%arg4 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c128 = arith.constant 128 : index
      %c8192 = arith.constant 8192 : index
      %c2048 = arith.constant 2048 : index
      %c256 = arith.constant 256 : index
      %cst = arith.constant -0.000000e+00 : f32
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = scf.for %arg5 = %1 to %c8192 step %c2048 iter_args(%arg6 = %cst) -> (f32) {
        %27 = arith.remui %arg5, %c128 : index
        %28 = arith.divui %arg5, %c128 : index
        %29 = memref.load %arg0[%28, %27] {kfusion.l2_policy = "evict_last"} : memref<64x128xf32>
        %30 = arith.mulf %29, %29 : f32
        %31 = arith.addf %30, %arg6 : f32
        scf.yield %31 : f32
      }
      %shuffleResult, %valid = gpu.shuffle  xor %2, %c16_i32, %c32_i32 : f32
      %3 = arith.addf %shuffleResult, %2 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %3, %c8_i32, %c32_i32 : f32
      %4 = arith.addf %shuffleResult_0, %3 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %4, %c4_i32, %c32_i32 : f32
      %5 = arith.addf %shuffleResult_2, %4 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %5, %c2_i32, %c32_i32 : f32
      %6 = arith.addf %shuffleResult_4, %5 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %6, %c1_i32, %c32_i32 : f32
      %7 = arith.addf %shuffleResult_6, %6 : f32
      %view = memref.view %arg4[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
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
        // The slip: partial 0 for every block (the stitcher stores at %block_id_x).
        memref.store %25, %arg3[%c0] : memref<8xf32>
      }
      gpu.return
    }
    gpu.func @split_k1_scalar_final(%arg0: memref<64x128xf32>, %arg1: memref<f32>, %arg2: memref<f32>, %arg3: memref<8xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %cst = arith.constant -0.000000e+00 : f32
      %thread_id_x = gpu.thread_id  x
      %0 = scf.for %arg4 = %thread_id_x to %c8 step %c32 iter_args(%arg5 = %cst) -> (f32) {
        %7 = memref.load %arg3[%arg4] {kfusion.l2_policy = "evict_last"} : memref<8xf32>
        %8 = arith.addf %7, %arg5 : f32
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
        %7 = memref.load %arg1[] {kfusion.l2_policy = "evict_last"} : memref<f32>
        %8 = arith.addf %5, %7 : f32
        memref.store %8, %arg2[] : memref<f32>
      }
      gpu.return
    }
  }
}
