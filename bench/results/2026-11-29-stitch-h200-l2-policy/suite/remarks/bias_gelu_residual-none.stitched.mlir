module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384x4096xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %memref : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<16384x4096xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k1_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384x4096xf32>, %memref_0 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k2_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref_0 : memref<16384x4096xf32>, %arg2 : memref<16384x4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    %4 = gpu.dealloc async [%3] %memref : memref<16384x4096xf32>
    %5 = gpu.dealloc async [%4] %memref_0 : memref<16384x4096xf32>
    gpu.wait [%5]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %11 = arith.addf %2, %7 : f32
      %12 = arith.addf %3, %8 : f32
      %13 = arith.addf %4, %9 : f32
      %14 = arith.addf %5, %10 : f32
      %15 = vector.from_elements %11, %12, %13, %14 : vector<4xf32>
      vector.store %15, %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k1_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16384x4096xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = arith.mulf %2, %cst_1 : f32
      %7 = arith.mulf %2, %cst_0 : f32
      %8 = math.erf %7 : f32
      %9 = arith.addf %8, %cst : f32
      %10 = arith.mulf %6, %9 : f32
      %11 = arith.mulf %3, %cst_1 : f32
      %12 = arith.mulf %3, %cst_0 : f32
      %13 = math.erf %12 : f32
      %14 = arith.addf %13, %cst : f32
      %15 = arith.mulf %11, %14 : f32
      %16 = arith.mulf %4, %cst_1 : f32
      %17 = arith.mulf %4, %cst_0 : f32
      %18 = math.erf %17 : f32
      %19 = arith.addf %18, %cst : f32
      %20 = arith.mulf %16, %19 : f32
      %21 = arith.mulf %5, %cst_1 : f32
      %22 = arith.mulf %5, %cst_0 : f32
      %23 = math.erf %22 : f32
      %24 = arith.addf %23, %cst : f32
      %25 = arith.mulf %21, %24 : f32
      %26 = vector.from_elements %10, %15, %20, %25 : vector<4xf32>
      vector.store %26, %arg1[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k2_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
      %11 = arith.addf %2, %7 : f32
      %12 = arith.addf %3, %8 : f32
      %13 = arith.addf %4, %9 : f32
      %14 = arith.addf %5, %10 : f32
      %15 = vector.from_elements %11, %12, %13, %14 : vector<4xf32>
      vector.store %15, %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

