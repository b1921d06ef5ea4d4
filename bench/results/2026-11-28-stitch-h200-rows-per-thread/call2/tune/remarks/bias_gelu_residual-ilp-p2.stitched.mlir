module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c8192 = arith.constant 8192 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_thread blocks in (%c8192, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<16384x4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c1 = arith.constant 1 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %c4 = arith.constant 4 : index
      %c2 = arith.constant 2 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.muli %block_id_x, %c2 : index
      %2 = arith.addi %1, %c1 : index
      %3 = vector.load %arg0[%1, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %4 = vector.extract %3[0] : f32 from vector<4xf32>
      %5 = vector.extract %3[1] : f32 from vector<4xf32>
      %6 = vector.extract %3[2] : f32 from vector<4xf32>
      %7 = vector.extract %3[3] : f32 from vector<4xf32>
      %8 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %9 = vector.extract %8[0] : f32 from vector<4xf32>
      %10 = vector.extract %8[1] : f32 from vector<4xf32>
      %11 = vector.extract %8[2] : f32 from vector<4xf32>
      %12 = vector.extract %8[3] : f32 from vector<4xf32>
      %13 = arith.addf %4, %9 : f32
      %14 = arith.addf %5, %10 : f32
      %15 = arith.addf %6, %11 : f32
      %16 = arith.addf %7, %12 : f32
      %17 = vector.load %arg0[%2, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %18 = vector.extract %17[0] : f32 from vector<4xf32>
      %19 = vector.extract %17[1] : f32 from vector<4xf32>
      %20 = vector.extract %17[2] : f32 from vector<4xf32>
      %21 = vector.extract %17[3] : f32 from vector<4xf32>
      %22 = arith.addf %18, %9 : f32
      %23 = arith.addf %19, %10 : f32
      %24 = arith.addf %20, %11 : f32
      %25 = arith.addf %21, %12 : f32
      %26 = arith.mulf %13, %cst_1 : f32
      %27 = arith.mulf %13, %cst_0 : f32
      %28 = math.erf %27 : f32
      %29 = arith.addf %28, %cst : f32
      %30 = arith.mulf %26, %29 : f32
      %31 = arith.mulf %14, %cst_1 : f32
      %32 = arith.mulf %14, %cst_0 : f32
      %33 = math.erf %32 : f32
      %34 = arith.addf %33, %cst : f32
      %35 = arith.mulf %31, %34 : f32
      %36 = arith.mulf %15, %cst_1 : f32
      %37 = arith.mulf %15, %cst_0 : f32
      %38 = math.erf %37 : f32
      %39 = arith.addf %38, %cst : f32
      %40 = arith.mulf %36, %39 : f32
      %41 = arith.mulf %16, %cst_1 : f32
      %42 = arith.mulf %16, %cst_0 : f32
      %43 = math.erf %42 : f32
      %44 = arith.addf %43, %cst : f32
      %45 = arith.mulf %41, %44 : f32
      %46 = arith.mulf %22, %cst_1 : f32
      %47 = arith.mulf %22, %cst_0 : f32
      %48 = math.erf %47 : f32
      %49 = arith.addf %48, %cst : f32
      %50 = arith.mulf %46, %49 : f32
      %51 = arith.mulf %23, %cst_1 : f32
      %52 = arith.mulf %23, %cst_0 : f32
      %53 = math.erf %52 : f32
      %54 = arith.addf %53, %cst : f32
      %55 = arith.mulf %51, %54 : f32
      %56 = arith.mulf %24, %cst_1 : f32
      %57 = arith.mulf %24, %cst_0 : f32
      %58 = math.erf %57 : f32
      %59 = arith.addf %58, %cst : f32
      %60 = arith.mulf %56, %59 : f32
      %61 = arith.mulf %25, %cst_1 : f32
      %62 = arith.mulf %25, %cst_0 : f32
      %63 = math.erf %62 : f32
      %64 = arith.addf %63, %cst : f32
      %65 = arith.mulf %61, %64 : f32
      %66 = vector.load %arg2[%1, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %67 = vector.extract %66[0] : f32 from vector<4xf32>
      %68 = vector.extract %66[1] : f32 from vector<4xf32>
      %69 = vector.extract %66[2] : f32 from vector<4xf32>
      %70 = vector.extract %66[3] : f32 from vector<4xf32>
      %71 = arith.addf %30, %67 : f32
      %72 = arith.addf %35, %68 : f32
      %73 = arith.addf %40, %69 : f32
      %74 = arith.addf %45, %70 : f32
      %75 = vector.load %arg2[%2, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %76 = vector.extract %75[0] : f32 from vector<4xf32>
      %77 = vector.extract %75[1] : f32 from vector<4xf32>
      %78 = vector.extract %75[2] : f32 from vector<4xf32>
      %79 = vector.extract %75[3] : f32 from vector<4xf32>
      %80 = arith.addf %50, %76 : f32
      %81 = arith.addf %55, %77 : f32
      %82 = arith.addf %60, %78 : f32
      %83 = arith.addf %65, %79 : f32
      %84 = vector.from_elements %71, %72, %73, %74 : vector<4xf32>
      vector.store %84, %arg3[%1, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %85 = vector.from_elements %80, %81, %82, %83 : vector<4xf32>
      vector.store %85, %arg3[%2, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

