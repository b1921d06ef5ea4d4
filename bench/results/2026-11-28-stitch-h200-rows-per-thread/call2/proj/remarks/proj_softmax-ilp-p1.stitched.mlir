module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c8192 = arith.constant 8192 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c8192, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<288xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c512 = arith.constant 512 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c128 : index
      %1 = arith.divui %thread_id_x, %c128 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c512 : index
      %4 = arith.muli %block_id_x, %c2 : index
      %5 = arith.addi %4, %1 : index
      %view = memref.view %arg4[%c32][] : memref<288xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      %6 = arith.muli %1, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %107 = memref.load %arg0[%5, %arg5] : memref<16384x32xf32>
        %108 = arith.addi %6, %arg5 : index
        memref.store %107, %view[%108] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %7:8 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %107 = arith.addi %6, %arg5 : index
        %108 = memref.load %view[%107] : memref<64xf32, #gpu.address_space<workgroup>>
        %109 = vector.load %arg1[%arg5, %2] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %110 = vector.extract %109[0] : f32 from vector<4xf32>
        %111 = vector.extract %109[1] : f32 from vector<4xf32>
        %112 = vector.extract %109[2] : f32 from vector<4xf32>
        %113 = vector.extract %109[3] : f32 from vector<4xf32>
        %114 = vector.load %arg1[%arg5, %3] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %115 = vector.extract %114[0] : f32 from vector<4xf32>
        %116 = vector.extract %114[1] : f32 from vector<4xf32>
        %117 = vector.extract %114[2] : f32 from vector<4xf32>
        %118 = vector.extract %114[3] : f32 from vector<4xf32>
        %119 = arith.mulf %108, %110 : f32
        %120 = arith.addf %arg6, %119 : f32
        %121 = arith.mulf %108, %111 : f32
        %122 = arith.addf %arg7, %121 : f32
        %123 = arith.mulf %108, %112 : f32
        %124 = arith.addf %arg8, %123 : f32
        %125 = arith.mulf %108, %113 : f32
        %126 = arith.addf %arg9, %125 : f32
        %127 = arith.mulf %108, %115 : f32
        %128 = arith.addf %arg10, %127 : f32
        %129 = arith.mulf %108, %116 : f32
        %130 = arith.addf %arg11, %129 : f32
        %131 = arith.mulf %108, %117 : f32
        %132 = arith.addf %arg12, %131 : f32
        %133 = arith.mulf %108, %118 : f32
        %134 = arith.addf %arg13, %133 : f32
        scf.yield %120, %122, %124, %126, %128, %130, %132, %134 : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %8 = arith.addf %7#0, %cst_0 : f32
      %9 = arith.addf %7#1, %cst_0 : f32
      %10 = arith.addf %7#2, %cst_0 : f32
      %11 = arith.addf %7#3, %cst_0 : f32
      %12 = arith.addf %7#4, %cst_0 : f32
      %13 = arith.addf %7#5, %cst_0 : f32
      %14 = arith.addf %7#6, %cst_0 : f32
      %15 = arith.addf %7#7, %cst_0 : f32
      %16 = vector.load %arg2[%2] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %17 = vector.extract %16[0] : f32 from vector<4xf32>
      %18 = vector.extract %16[1] : f32 from vector<4xf32>
      %19 = vector.extract %16[2] : f32 from vector<4xf32>
      %20 = vector.extract %16[3] : f32 from vector<4xf32>
      %21 = vector.load %arg2[%3] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %22 = vector.extract %21[0] : f32 from vector<4xf32>
      %23 = vector.extract %21[1] : f32 from vector<4xf32>
      %24 = vector.extract %21[2] : f32 from vector<4xf32>
      %25 = vector.extract %21[3] : f32 from vector<4xf32>
      %26 = arith.addf %8, %17 : f32
      %27 = arith.addf %9, %18 : f32
      %28 = arith.addf %10, %19 : f32
      %29 = arith.addf %11, %20 : f32
      %30 = arith.addf %12, %22 : f32
      %31 = arith.addf %13, %23 : f32
      %32 = arith.addf %14, %24 : f32
      %33 = arith.addf %15, %25 : f32
      %34 = arith.maximumf %27, %26 : f32
      %35 = arith.maximumf %28, %34 : f32
      %36 = arith.maximumf %29, %35 : f32
      %37 = arith.maximumf %30, %36 : f32
      %38 = arith.maximumf %31, %37 : f32
      %39 = arith.maximumf %32, %38 : f32
      %40 = arith.maximumf %33, %39 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %40, %c16_i32, %c32_i32 : f32
      %41 = arith.maximumf %shuffleResult, %40 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %41, %c8_i32, %c32_i32 : f32
      %42 = arith.maximumf %shuffleResult_1, %41 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %42, %c4_i32, %c32_i32 : f32
      %43 = arith.maximumf %shuffleResult_3, %42 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %43, %c2_i32, %c32_i32 : f32
      %44 = arith.maximumf %shuffleResult_5, %43 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %44, %c1_i32, %c32_i32 : f32
      %45 = arith.maximumf %shuffleResult_7, %44 : f32
      %view_9 = memref.view %arg4[%c0][] : memref<288xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %46 = arith.divui %0, %c32 : index
      %47 = arith.muli %1, %c4 : index
      %48 = arith.addi %47, %46 : index
      %49 = arith.remui %0, %c32 : index
      %50 = arith.cmpi eq, %49, %c0 : index
      scf.if %50 {
        memref.store %45, %view_9[%48] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %51 = memref.load %view_9[%47] : memref<8xf32, #gpu.address_space<workgroup>>
      %52 = arith.addi %47, %c1 : index
      %53 = memref.load %view_9[%52] : memref<8xf32, #gpu.address_space<workgroup>>
      %54 = arith.maximumf %53, %51 : f32
      %55 = arith.addi %47, %c2 : index
      %56 = memref.load %view_9[%55] : memref<8xf32, #gpu.address_space<workgroup>>
      %57 = arith.maximumf %56, %54 : f32
      %58 = arith.addi %47, %c3 : index
      %59 = memref.load %view_9[%58] : memref<8xf32, #gpu.address_space<workgroup>>
      %60 = arith.maximumf %59, %57 : f32
      gpu.barrier
      %61 = arith.subf %26, %60 : f32
      %62 = math.exp %61 : f32
      %63 = arith.subf %27, %60 : f32
      %64 = math.exp %63 : f32
      %65 = arith.subf %28, %60 : f32
      %66 = math.exp %65 : f32
      %67 = arith.subf %29, %60 : f32
      %68 = math.exp %67 : f32
      %69 = arith.subf %30, %60 : f32
      %70 = math.exp %69 : f32
      %71 = arith.subf %31, %60 : f32
      %72 = math.exp %71 : f32
      %73 = arith.subf %32, %60 : f32
      %74 = math.exp %73 : f32
      %75 = arith.subf %33, %60 : f32
      %76 = math.exp %75 : f32
      %77 = arith.addf %64, %62 : f32
      %78 = arith.addf %66, %77 : f32
      %79 = arith.addf %68, %78 : f32
      %80 = arith.addf %70, %79 : f32
      %81 = arith.addf %72, %80 : f32
      %82 = arith.addf %74, %81 : f32
      %83 = arith.addf %76, %82 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %83, %c16_i32, %c32_i32 : f32
      %84 = arith.addf %shuffleResult_10, %83 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %84, %c8_i32, %c32_i32 : f32
      %85 = arith.addf %shuffleResult_12, %84 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %85, %c4_i32, %c32_i32 : f32
      %86 = arith.addf %shuffleResult_14, %85 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %86, %c2_i32, %c32_i32 : f32
      %87 = arith.addf %shuffleResult_16, %86 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %87, %c1_i32, %c32_i32 : f32
      %88 = arith.addf %shuffleResult_18, %87 : f32
      scf.if %50 {
        memref.store %88, %view_9[%48] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %89 = memref.load %view_9[%47] : memref<8xf32, #gpu.address_space<workgroup>>
      %90 = memref.load %view_9[%52] : memref<8xf32, #gpu.address_space<workgroup>>
      %91 = arith.addf %90, %89 : f32
      %92 = memref.load %view_9[%55] : memref<8xf32, #gpu.address_space<workgroup>>
      %93 = arith.addf %92, %91 : f32
      %94 = memref.load %view_9[%58] : memref<8xf32, #gpu.address_space<workgroup>>
      %95 = arith.addf %94, %93 : f32
      gpu.barrier
      %96 = arith.addf %95, %cst_0 : f32
      %97 = arith.divf %62, %96 : f32
      %98 = arith.divf %64, %96 : f32
      %99 = arith.divf %66, %96 : f32
      %100 = arith.divf %68, %96 : f32
      %101 = arith.divf %70, %96 : f32
      %102 = arith.divf %72, %96 : f32
      %103 = arith.divf %74, %96 : f32
      %104 = arith.divf %76, %96 : f32
      %105 = vector.from_elements %97, %98, %99, %100 : vector<4xf32>
      vector.store %105, %arg3[%5, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %106 = vector.from_elements %101, %102, %103, %104 : vector<4xf32>
      vector.store %106, %arg3[%5, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

