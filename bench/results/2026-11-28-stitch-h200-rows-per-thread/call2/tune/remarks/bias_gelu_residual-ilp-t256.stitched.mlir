module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<16384x4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "thread"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<16384x4096xf32>, %arg3: memref<16384x4096xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
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
      %24 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %25 = vector.extract %24[0] : f32 from vector<4xf32>
      %26 = vector.extract %24[1] : f32 from vector<4xf32>
      %27 = vector.extract %24[2] : f32 from vector<4xf32>
      %28 = vector.extract %24[3] : f32 from vector<4xf32>
      %29 = vector.load %arg1[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %30 = vector.extract %29[0] : f32 from vector<4xf32>
      %31 = vector.extract %29[1] : f32 from vector<4xf32>
      %32 = vector.extract %29[2] : f32 from vector<4xf32>
      %33 = vector.extract %29[3] : f32 from vector<4xf32>
      %34 = vector.load %arg1[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %35 = vector.extract %34[0] : f32 from vector<4xf32>
      %36 = vector.extract %34[1] : f32 from vector<4xf32>
      %37 = vector.extract %34[2] : f32 from vector<4xf32>
      %38 = vector.extract %34[3] : f32 from vector<4xf32>
      %39 = vector.load %arg1[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %40 = vector.extract %39[0] : f32 from vector<4xf32>
      %41 = vector.extract %39[1] : f32 from vector<4xf32>
      %42 = vector.extract %39[2] : f32 from vector<4xf32>
      %43 = vector.extract %39[3] : f32 from vector<4xf32>
      %44 = arith.addf %5, %25 : f32
      %45 = arith.addf %6, %26 : f32
      %46 = arith.addf %7, %27 : f32
      %47 = arith.addf %8, %28 : f32
      %48 = arith.addf %10, %30 : f32
      %49 = arith.addf %11, %31 : f32
      %50 = arith.addf %12, %32 : f32
      %51 = arith.addf %13, %33 : f32
      %52 = arith.addf %15, %35 : f32
      %53 = arith.addf %16, %36 : f32
      %54 = arith.addf %17, %37 : f32
      %55 = arith.addf %18, %38 : f32
      %56 = arith.addf %20, %40 : f32
      %57 = arith.addf %21, %41 : f32
      %58 = arith.addf %22, %42 : f32
      %59 = arith.addf %23, %43 : f32
      %60 = arith.mulf %44, %cst_1 : f32
      %61 = arith.mulf %44, %cst_0 : f32
      %62 = math.erf %61 : f32
      %63 = arith.addf %62, %cst : f32
      %64 = arith.mulf %60, %63 : f32
      %65 = arith.mulf %45, %cst_1 : f32
      %66 = arith.mulf %45, %cst_0 : f32
      %67 = math.erf %66 : f32
      %68 = arith.addf %67, %cst : f32
      %69 = arith.mulf %65, %68 : f32
      %70 = arith.mulf %46, %cst_1 : f32
      %71 = arith.mulf %46, %cst_0 : f32
      %72 = math.erf %71 : f32
      %73 = arith.addf %72, %cst : f32
      %74 = arith.mulf %70, %73 : f32
      %75 = arith.mulf %47, %cst_1 : f32
      %76 = arith.mulf %47, %cst_0 : f32
      %77 = math.erf %76 : f32
      %78 = arith.addf %77, %cst : f32
      %79 = arith.mulf %75, %78 : f32
      %80 = arith.mulf %48, %cst_1 : f32
      %81 = arith.mulf %48, %cst_0 : f32
      %82 = math.erf %81 : f32
      %83 = arith.addf %82, %cst : f32
      %84 = arith.mulf %80, %83 : f32
      %85 = arith.mulf %49, %cst_1 : f32
      %86 = arith.mulf %49, %cst_0 : f32
      %87 = math.erf %86 : f32
      %88 = arith.addf %87, %cst : f32
      %89 = arith.mulf %85, %88 : f32
      %90 = arith.mulf %50, %cst_1 : f32
      %91 = arith.mulf %50, %cst_0 : f32
      %92 = math.erf %91 : f32
      %93 = arith.addf %92, %cst : f32
      %94 = arith.mulf %90, %93 : f32
      %95 = arith.mulf %51, %cst_1 : f32
      %96 = arith.mulf %51, %cst_0 : f32
      %97 = math.erf %96 : f32
      %98 = arith.addf %97, %cst : f32
      %99 = arith.mulf %95, %98 : f32
      %100 = arith.mulf %52, %cst_1 : f32
      %101 = arith.mulf %52, %cst_0 : f32
      %102 = math.erf %101 : f32
      %103 = arith.addf %102, %cst : f32
      %104 = arith.mulf %100, %103 : f32
      %105 = arith.mulf %53, %cst_1 : f32
      %106 = arith.mulf %53, %cst_0 : f32
      %107 = math.erf %106 : f32
      %108 = arith.addf %107, %cst : f32
      %109 = arith.mulf %105, %108 : f32
      %110 = arith.mulf %54, %cst_1 : f32
      %111 = arith.mulf %54, %cst_0 : f32
      %112 = math.erf %111 : f32
      %113 = arith.addf %112, %cst : f32
      %114 = arith.mulf %110, %113 : f32
      %115 = arith.mulf %55, %cst_1 : f32
      %116 = arith.mulf %55, %cst_0 : f32
      %117 = math.erf %116 : f32
      %118 = arith.addf %117, %cst : f32
      %119 = arith.mulf %115, %118 : f32
      %120 = arith.mulf %56, %cst_1 : f32
      %121 = arith.mulf %56, %cst_0 : f32
      %122 = math.erf %121 : f32
      %123 = arith.addf %122, %cst : f32
      %124 = arith.mulf %120, %123 : f32
      %125 = arith.mulf %57, %cst_1 : f32
      %126 = arith.mulf %57, %cst_0 : f32
      %127 = math.erf %126 : f32
      %128 = arith.addf %127, %cst : f32
      %129 = arith.mulf %125, %128 : f32
      %130 = arith.mulf %58, %cst_1 : f32
      %131 = arith.mulf %58, %cst_0 : f32
      %132 = math.erf %131 : f32
      %133 = arith.addf %132, %cst : f32
      %134 = arith.mulf %130, %133 : f32
      %135 = arith.mulf %59, %cst_1 : f32
      %136 = arith.mulf %59, %cst_0 : f32
      %137 = math.erf %136 : f32
      %138 = arith.addf %137, %cst : f32
      %139 = arith.mulf %135, %138 : f32
      %140 = vector.load %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %141 = vector.extract %140[0] : f32 from vector<4xf32>
      %142 = vector.extract %140[1] : f32 from vector<4xf32>
      %143 = vector.extract %140[2] : f32 from vector<4xf32>
      %144 = vector.extract %140[3] : f32 from vector<4xf32>
      %145 = vector.load %arg2[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %146 = vector.extract %145[0] : f32 from vector<4xf32>
      %147 = vector.extract %145[1] : f32 from vector<4xf32>
      %148 = vector.extract %145[2] : f32 from vector<4xf32>
      %149 = vector.extract %145[3] : f32 from vector<4xf32>
      %150 = vector.load %arg2[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %151 = vector.extract %150[0] : f32 from vector<4xf32>
      %152 = vector.extract %150[1] : f32 from vector<4xf32>
      %153 = vector.extract %150[2] : f32 from vector<4xf32>
      %154 = vector.extract %150[3] : f32 from vector<4xf32>
      %155 = vector.load %arg2[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %156 = vector.extract %155[0] : f32 from vector<4xf32>
      %157 = vector.extract %155[1] : f32 from vector<4xf32>
      %158 = vector.extract %155[2] : f32 from vector<4xf32>
      %159 = vector.extract %155[3] : f32 from vector<4xf32>
      %160 = arith.addf %64, %141 : f32
      %161 = arith.addf %69, %142 : f32
      %162 = arith.addf %74, %143 : f32
      %163 = arith.addf %79, %144 : f32
      %164 = arith.addf %84, %146 : f32
      %165 = arith.addf %89, %147 : f32
      %166 = arith.addf %94, %148 : f32
      %167 = arith.addf %99, %149 : f32
      %168 = arith.addf %104, %151 : f32
      %169 = arith.addf %109, %152 : f32
      %170 = arith.addf %114, %153 : f32
      %171 = arith.addf %119, %154 : f32
      %172 = arith.addf %124, %156 : f32
      %173 = arith.addf %129, %157 : f32
      %174 = arith.addf %134, %158 : f32
      %175 = arith.addf %139, %159 : f32
      %176 = vector.from_elements %160, %161, %162, %163 : vector<4xf32>
      vector.store %176, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %177 = vector.from_elements %164, %165, %166, %167 : vector<4xf32>
      vector.store %177, %arg3[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %178 = vector.from_elements %168, %169, %170, %171 : vector<4xf32>
      vector.store %178, %arg3[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %179 = vector.from_elements %172, %173, %174, %175 : vector<4xf32>
      vector.store %179, %arg3[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

