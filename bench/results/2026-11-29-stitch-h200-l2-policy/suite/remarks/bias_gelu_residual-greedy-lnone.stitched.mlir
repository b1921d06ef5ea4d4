module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<16384x4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %2 = vector.extract %1[0] : f32 from vector<4xf32>
      %3 = vector.extract %1[1] : f32 from vector<4xf32>
      %4 = vector.extract %1[2] : f32 from vector<4xf32>
      %5 = vector.extract %1[3] : f32 from vector<4xf32>
      %6 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %7 = vector.extract %6[0] : f32 from vector<4xf32>
      %8 = vector.extract %6[1] : f32 from vector<4xf32>
      %9 = vector.extract %6[2] : f32 from vector<4xf32>
      %10 = vector.extract %6[3] : f32 from vector<4xf32>
      %11 = arith.addf %2, %7 : f32
      %12 = arith.addf %3, %8 : f32
      %13 = arith.addf %4, %9 : f32
      %14 = arith.addf %5, %10 : f32
      %15 = arith.mulf %11, %cst_1 : f32
      %16 = arith.mulf %11, %cst_0 : f32
      %17 = math.erf %16 : f32
      %18 = arith.addf %17, %cst : f32
      %19 = arith.mulf %15, %18 : f32
      %20 = arith.mulf %12, %cst_1 : f32
      %21 = arith.mulf %12, %cst_0 : f32
      %22 = math.erf %21 : f32
      %23 = arith.addf %22, %cst : f32
      %24 = arith.mulf %20, %23 : f32
      %25 = arith.mulf %13, %cst_1 : f32
      %26 = arith.mulf %13, %cst_0 : f32
      %27 = math.erf %26 : f32
      %28 = arith.addf %27, %cst : f32
      %29 = arith.mulf %25, %28 : f32
      %30 = arith.mulf %14, %cst_1 : f32
      %31 = arith.mulf %14, %cst_0 : f32
      %32 = math.erf %31 : f32
      %33 = arith.addf %32, %cst : f32
      %34 = arith.mulf %30, %33 : f32
      %35 = vector.load %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %36 = vector.extract %35[0] : f32 from vector<4xf32>
      %37 = vector.extract %35[1] : f32 from vector<4xf32>
      %38 = vector.extract %35[2] : f32 from vector<4xf32>
      %39 = vector.extract %35[3] : f32 from vector<4xf32>
      %40 = arith.addf %19, %36 : f32
      %41 = arith.addf %24, %37 : f32
      %42 = arith.addf %29, %38 : f32
      %43 = arith.addf %34, %39 : f32
      %44 = vector.from_elements %40, %41, %42, %43 : vector<4xf32>
      vector.store %44, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

