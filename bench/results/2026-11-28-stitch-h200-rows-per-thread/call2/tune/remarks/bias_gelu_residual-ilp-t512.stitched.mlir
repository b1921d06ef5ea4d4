module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<16384x4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %c2048 = arith.constant 2048 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c2048 : index
      %2 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %3 = vector.extract %2[0] : f32 from vector<4xf32>
      %4 = vector.extract %2[1] : f32 from vector<4xf32>
      %5 = vector.extract %2[2] : f32 from vector<4xf32>
      %6 = vector.extract %2[3] : f32 from vector<4xf32>
      %7 = vector.load %arg0[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %8 = vector.extract %7[0] : f32 from vector<4xf32>
      %9 = vector.extract %7[1] : f32 from vector<4xf32>
      %10 = vector.extract %7[2] : f32 from vector<4xf32>
      %11 = vector.extract %7[3] : f32 from vector<4xf32>
      %12 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %13 = vector.extract %12[0] : f32 from vector<4xf32>
      %14 = vector.extract %12[1] : f32 from vector<4xf32>
      %15 = vector.extract %12[2] : f32 from vector<4xf32>
      %16 = vector.extract %12[3] : f32 from vector<4xf32>
      %17 = vector.load %arg1[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %18 = vector.extract %17[0] : f32 from vector<4xf32>
      %19 = vector.extract %17[1] : f32 from vector<4xf32>
      %20 = vector.extract %17[2] : f32 from vector<4xf32>
      %21 = vector.extract %17[3] : f32 from vector<4xf32>
      %22 = arith.addf %3, %13 : f32
      %23 = arith.addf %4, %14 : f32
      %24 = arith.addf %5, %15 : f32
      %25 = arith.addf %6, %16 : f32
      %26 = arith.addf %8, %18 : f32
      %27 = arith.addf %9, %19 : f32
      %28 = arith.addf %10, %20 : f32
      %29 = arith.addf %11, %21 : f32
      %30 = arith.mulf %22, %cst_1 : f32
      %31 = arith.mulf %22, %cst_0 : f32
      %32 = math.erf %31 : f32
      %33 = arith.addf %32, %cst : f32
      %34 = arith.mulf %30, %33 : f32
      %35 = arith.mulf %23, %cst_1 : f32
      %36 = arith.mulf %23, %cst_0 : f32
      %37 = math.erf %36 : f32
      %38 = arith.addf %37, %cst : f32
      %39 = arith.mulf %35, %38 : f32
      %40 = arith.mulf %24, %cst_1 : f32
      %41 = arith.mulf %24, %cst_0 : f32
      %42 = math.erf %41 : f32
      %43 = arith.addf %42, %cst : f32
      %44 = arith.mulf %40, %43 : f32
      %45 = arith.mulf %25, %cst_1 : f32
      %46 = arith.mulf %25, %cst_0 : f32
      %47 = math.erf %46 : f32
      %48 = arith.addf %47, %cst : f32
      %49 = arith.mulf %45, %48 : f32
      %50 = arith.mulf %26, %cst_1 : f32
      %51 = arith.mulf %26, %cst_0 : f32
      %52 = math.erf %51 : f32
      %53 = arith.addf %52, %cst : f32
      %54 = arith.mulf %50, %53 : f32
      %55 = arith.mulf %27, %cst_1 : f32
      %56 = arith.mulf %27, %cst_0 : f32
      %57 = math.erf %56 : f32
      %58 = arith.addf %57, %cst : f32
      %59 = arith.mulf %55, %58 : f32
      %60 = arith.mulf %28, %cst_1 : f32
      %61 = arith.mulf %28, %cst_0 : f32
      %62 = math.erf %61 : f32
      %63 = arith.addf %62, %cst : f32
      %64 = arith.mulf %60, %63 : f32
      %65 = arith.mulf %29, %cst_1 : f32
      %66 = arith.mulf %29, %cst_0 : f32
      %67 = math.erf %66 : f32
      %68 = arith.addf %67, %cst : f32
      %69 = arith.mulf %65, %68 : f32
      %70 = vector.load %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %71 = vector.extract %70[0] : f32 from vector<4xf32>
      %72 = vector.extract %70[1] : f32 from vector<4xf32>
      %73 = vector.extract %70[2] : f32 from vector<4xf32>
      %74 = vector.extract %70[3] : f32 from vector<4xf32>
      %75 = vector.load %arg2[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %76 = vector.extract %75[0] : f32 from vector<4xf32>
      %77 = vector.extract %75[1] : f32 from vector<4xf32>
      %78 = vector.extract %75[2] : f32 from vector<4xf32>
      %79 = vector.extract %75[3] : f32 from vector<4xf32>
      %80 = arith.addf %34, %71 : f32
      %81 = arith.addf %39, %72 : f32
      %82 = arith.addf %44, %73 : f32
      %83 = arith.addf %49, %74 : f32
      %84 = arith.addf %54, %76 : f32
      %85 = arith.addf %59, %77 : f32
      %86 = arith.addf %64, %78 : f32
      %87 = arith.addf %69, %79 : f32
      %88 = vector.from_elements %80, %81, %82, %83 : vector<4xf32>
      vector.store %88, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %89 = vector.from_elements %84, %85, %86, %87 : vector<4xf32>
      vector.store %89, %arg3[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

