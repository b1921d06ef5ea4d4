module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c4096 = arith.constant 4096 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_thread blocks in (%c4096, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<16384x4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.muli %block_id_x, %c4 : index
      %2 = arith.addi %1, %c1 : index
      %3 = arith.addi %1, %c2 : index
      %4 = arith.addi %1, %c3 : index
      %5 = vector.load %arg0[%1, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %6 = vector.extract %5[0] : f32 from vector<4xf32>
      %7 = vector.extract %5[1] : f32 from vector<4xf32>
      %8 = vector.extract %5[2] : f32 from vector<4xf32>
      %9 = vector.extract %5[3] : f32 from vector<4xf32>
      %10 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %11 = vector.extract %10[0] : f32 from vector<4xf32>
      %12 = vector.extract %10[1] : f32 from vector<4xf32>
      %13 = vector.extract %10[2] : f32 from vector<4xf32>
      %14 = vector.extract %10[3] : f32 from vector<4xf32>
      %15 = arith.addf %6, %11 : f32
      %16 = arith.addf %7, %12 : f32
      %17 = arith.addf %8, %13 : f32
      %18 = arith.addf %9, %14 : f32
      %19 = vector.load %arg0[%2, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = arith.addf %20, %11 : f32
      %25 = arith.addf %21, %12 : f32
      %26 = arith.addf %22, %13 : f32
      %27 = arith.addf %23, %14 : f32
      %28 = vector.load %arg0[%3, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %29 = vector.extract %28[0] : f32 from vector<4xf32>
      %30 = vector.extract %28[1] : f32 from vector<4xf32>
      %31 = vector.extract %28[2] : f32 from vector<4xf32>
      %32 = vector.extract %28[3] : f32 from vector<4xf32>
      %33 = arith.addf %29, %11 : f32
      %34 = arith.addf %30, %12 : f32
      %35 = arith.addf %31, %13 : f32
      %36 = arith.addf %32, %14 : f32
      %37 = vector.load %arg0[%4, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %38 = vector.extract %37[0] : f32 from vector<4xf32>
      %39 = vector.extract %37[1] : f32 from vector<4xf32>
      %40 = vector.extract %37[2] : f32 from vector<4xf32>
      %41 = vector.extract %37[3] : f32 from vector<4xf32>
      %42 = arith.addf %38, %11 : f32
      %43 = arith.addf %39, %12 : f32
      %44 = arith.addf %40, %13 : f32
      %45 = arith.addf %41, %14 : f32
      %46 = arith.mulf %15, %cst_1 : f32
      %47 = arith.mulf %15, %cst_0 : f32
      %48 = math.erf %47 : f32
      %49 = arith.addf %48, %cst : f32
      %50 = arith.mulf %46, %49 : f32
      %51 = arith.mulf %16, %cst_1 : f32
      %52 = arith.mulf %16, %cst_0 : f32
      %53 = math.erf %52 : f32
      %54 = arith.addf %53, %cst : f32
      %55 = arith.mulf %51, %54 : f32
      %56 = arith.mulf %17, %cst_1 : f32
      %57 = arith.mulf %17, %cst_0 : f32
      %58 = math.erf %57 : f32
      %59 = arith.addf %58, %cst : f32
      %60 = arith.mulf %56, %59 : f32
      %61 = arith.mulf %18, %cst_1 : f32
      %62 = arith.mulf %18, %cst_0 : f32
      %63 = math.erf %62 : f32
      %64 = arith.addf %63, %cst : f32
      %65 = arith.mulf %61, %64 : f32
      %66 = arith.mulf %24, %cst_1 : f32
      %67 = arith.mulf %24, %cst_0 : f32
      %68 = math.erf %67 : f32
      %69 = arith.addf %68, %cst : f32
      %70 = arith.mulf %66, %69 : f32
      %71 = arith.mulf %25, %cst_1 : f32
      %72 = arith.mulf %25, %cst_0 : f32
      %73 = math.erf %72 : f32
      %74 = arith.addf %73, %cst : f32
      %75 = arith.mulf %71, %74 : f32
      %76 = arith.mulf %26, %cst_1 : f32
      %77 = arith.mulf %26, %cst_0 : f32
      %78 = math.erf %77 : f32
      %79 = arith.addf %78, %cst : f32
      %80 = arith.mulf %76, %79 : f32
      %81 = arith.mulf %27, %cst_1 : f32
      %82 = arith.mulf %27, %cst_0 : f32
      %83 = math.erf %82 : f32
      %84 = arith.addf %83, %cst : f32
      %85 = arith.mulf %81, %84 : f32
      %86 = arith.mulf %33, %cst_1 : f32
      %87 = arith.mulf %33, %cst_0 : f32
      %88 = math.erf %87 : f32
      %89 = arith.addf %88, %cst : f32
      %90 = arith.mulf %86, %89 : f32
      %91 = arith.mulf %34, %cst_1 : f32
      %92 = arith.mulf %34, %cst_0 : f32
      %93 = math.erf %92 : f32
      %94 = arith.addf %93, %cst : f32
      %95 = arith.mulf %91, %94 : f32
      %96 = arith.mulf %35, %cst_1 : f32
      %97 = arith.mulf %35, %cst_0 : f32
      %98 = math.erf %97 : f32
      %99 = arith.addf %98, %cst : f32
      %100 = arith.mulf %96, %99 : f32
      %101 = arith.mulf %36, %cst_1 : f32
      %102 = arith.mulf %36, %cst_0 : f32
      %103 = math.erf %102 : f32
      %104 = arith.addf %103, %cst : f32
      %105 = arith.mulf %101, %104 : f32
      %106 = arith.mulf %42, %cst_1 : f32
      %107 = arith.mulf %42, %cst_0 : f32
      %108 = math.erf %107 : f32
      %109 = arith.addf %108, %cst : f32
      %110 = arith.mulf %106, %109 : f32
      %111 = arith.mulf %43, %cst_1 : f32
      %112 = arith.mulf %43, %cst_0 : f32
      %113 = math.erf %112 : f32
      %114 = arith.addf %113, %cst : f32
      %115 = arith.mulf %111, %114 : f32
      %116 = arith.mulf %44, %cst_1 : f32
      %117 = arith.mulf %44, %cst_0 : f32
      %118 = math.erf %117 : f32
      %119 = arith.addf %118, %cst : f32
      %120 = arith.mulf %116, %119 : f32
      %121 = arith.mulf %45, %cst_1 : f32
      %122 = arith.mulf %45, %cst_0 : f32
      %123 = math.erf %122 : f32
      %124 = arith.addf %123, %cst : f32
      %125 = arith.mulf %121, %124 : f32
      %126 = vector.load %arg2[%1, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %127 = vector.extract %126[0] : f32 from vector<4xf32>
      %128 = vector.extract %126[1] : f32 from vector<4xf32>
      %129 = vector.extract %126[2] : f32 from vector<4xf32>
      %130 = vector.extract %126[3] : f32 from vector<4xf32>
      %131 = arith.addf %50, %127 : f32
      %132 = arith.addf %55, %128 : f32
      %133 = arith.addf %60, %129 : f32
      %134 = arith.addf %65, %130 : f32
      %135 = vector.load %arg2[%2, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %136 = vector.extract %135[0] : f32 from vector<4xf32>
      %137 = vector.extract %135[1] : f32 from vector<4xf32>
      %138 = vector.extract %135[2] : f32 from vector<4xf32>
      %139 = vector.extract %135[3] : f32 from vector<4xf32>
      %140 = arith.addf %70, %136 : f32
      %141 = arith.addf %75, %137 : f32
      %142 = arith.addf %80, %138 : f32
      %143 = arith.addf %85, %139 : f32
      %144 = vector.load %arg2[%3, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %145 = vector.extract %144[0] : f32 from vector<4xf32>
      %146 = vector.extract %144[1] : f32 from vector<4xf32>
      %147 = vector.extract %144[2] : f32 from vector<4xf32>
      %148 = vector.extract %144[3] : f32 from vector<4xf32>
      %149 = arith.addf %90, %145 : f32
      %150 = arith.addf %95, %146 : f32
      %151 = arith.addf %100, %147 : f32
      %152 = arith.addf %105, %148 : f32
      %153 = vector.load %arg2[%4, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %154 = vector.extract %153[0] : f32 from vector<4xf32>
      %155 = vector.extract %153[1] : f32 from vector<4xf32>
      %156 = vector.extract %153[2] : f32 from vector<4xf32>
      %157 = vector.extract %153[3] : f32 from vector<4xf32>
      %158 = arith.addf %110, %154 : f32
      %159 = arith.addf %115, %155 : f32
      %160 = arith.addf %120, %156 : f32
      %161 = arith.addf %125, %157 : f32
      %162 = vector.from_elements %131, %132, %133, %134 : vector<4xf32>
      vector.store %162, %arg3[%1, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %163 = vector.from_elements %140, %141, %142, %143 : vector<4xf32>
      vector.store %163, %arg3[%2, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %164 = vector.from_elements %149, %150, %151, %152 : vector<4xf32>
      vector.store %164, %arg3[%3, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %165 = vector.from_elements %158, %159, %160, %161 : vector<4xf32>
      vector.store %165, %arg3[%4, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

