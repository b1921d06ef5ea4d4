module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c16384, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) workgroup(%arg4 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      %cst_0 = arith.constant 4.096000e+03 : f32
      %c15 = arith.constant 15 : index
      %c14 = arith.constant 14 : index
      %c13 = arith.constant 13 : index
      %c12 = arith.constant 12 : index
      %c11 = arith.constant 11 : index
      %c10 = arith.constant 10 : index
      %c9 = arith.constant 9 : index
      %c8 = arith.constant 8 : index
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst_1 = arith.constant 0.000000e+00 : f32
      %c2048 = arith.constant 2048 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
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
      %12 = arith.addf %4, %3 : f32
      %13 = arith.addf %5, %12 : f32
      %14 = arith.addf %6, %13 : f32
      %15 = arith.addf %8, %14 : f32
      %16 = arith.addf %9, %15 : f32
      %17 = arith.addf %10, %16 : f32
      %18 = arith.addf %11, %17 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %18, %c16_i32, %c32_i32 : f32
      %19 = arith.addf %shuffleResult, %18 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %19, %c8_i32, %c32_i32 : f32
      %20 = arith.addf %shuffleResult_2, %19 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %20, %c4_i32, %c32_i32 : f32
      %21 = arith.addf %shuffleResult_4, %20 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %21, %c2_i32, %c32_i32 : f32
      %22 = arith.addf %shuffleResult_6, %21 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %22, %c1_i32, %c32_i32 : f32
      %23 = arith.addf %shuffleResult_8, %22 : f32
      %view = memref.view %arg4[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %24 = arith.divui %thread_id_x, %c32 : index
      %25 = arith.remui %thread_id_x, %c32 : index
      %26 = arith.cmpi eq, %25, %c0 : index
      scf.if %26 {
        memref.store %23, %view[%24] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %27 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      %28 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
      %29 = arith.addf %28, %27 : f32
      %30 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
      %31 = arith.addf %30, %29 : f32
      %32 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
      %33 = arith.addf %32, %31 : f32
      %34 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
      %35 = arith.addf %34, %33 : f32
      %36 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
      %37 = arith.addf %36, %35 : f32
      %38 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
      %39 = arith.addf %38, %37 : f32
      %40 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
      %41 = arith.addf %40, %39 : f32
      %42 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
      %43 = arith.addf %42, %41 : f32
      %44 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
      %45 = arith.addf %44, %43 : f32
      %46 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
      %47 = arith.addf %46, %45 : f32
      %48 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
      %49 = arith.addf %48, %47 : f32
      %50 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
      %51 = arith.addf %50, %49 : f32
      %52 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
      %53 = arith.addf %52, %51 : f32
      %54 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
      %55 = arith.addf %54, %53 : f32
      %56 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
      %57 = arith.addf %56, %55 : f32
      gpu.barrier
      %58 = arith.addf %57, %cst_1 : f32
      %59 = arith.divf %58, %cst_0 : f32
      %60 = arith.subf %3, %59 : f32
      %61 = arith.mulf %60, %60 : f32
      %62 = arith.subf %4, %59 : f32
      %63 = arith.mulf %62, %62 : f32
      %64 = arith.addf %63, %61 : f32
      %65 = arith.subf %5, %59 : f32
      %66 = arith.mulf %65, %65 : f32
      %67 = arith.addf %66, %64 : f32
      %68 = arith.subf %6, %59 : f32
      %69 = arith.mulf %68, %68 : f32
      %70 = arith.addf %69, %67 : f32
      %71 = arith.subf %8, %59 : f32
      %72 = arith.mulf %71, %71 : f32
      %73 = arith.addf %72, %70 : f32
      %74 = arith.subf %9, %59 : f32
      %75 = arith.mulf %74, %74 : f32
      %76 = arith.addf %75, %73 : f32
      %77 = arith.subf %10, %59 : f32
      %78 = arith.mulf %77, %77 : f32
      %79 = arith.addf %78, %76 : f32
      %80 = arith.subf %11, %59 : f32
      %81 = arith.mulf %80, %80 : f32
      %82 = arith.addf %81, %79 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %82, %c16_i32, %c32_i32 : f32
      %83 = arith.addf %shuffleResult_10, %82 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %83, %c8_i32, %c32_i32 : f32
      %84 = arith.addf %shuffleResult_12, %83 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %84, %c4_i32, %c32_i32 : f32
      %85 = arith.addf %shuffleResult_14, %84 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %85, %c2_i32, %c32_i32 : f32
      %86 = arith.addf %shuffleResult_16, %85 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %86, %c1_i32, %c32_i32 : f32
      %87 = arith.addf %shuffleResult_18, %86 : f32
      scf.if %26 {
        memref.store %87, %view[%24] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %88 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      %89 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
      %90 = arith.addf %89, %88 : f32
      %91 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
      %92 = arith.addf %91, %90 : f32
      %93 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
      %94 = arith.addf %93, %92 : f32
      %95 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
      %96 = arith.addf %95, %94 : f32
      %97 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
      %98 = arith.addf %97, %96 : f32
      %99 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
      %100 = arith.addf %99, %98 : f32
      %101 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
      %102 = arith.addf %101, %100 : f32
      %103 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
      %104 = arith.addf %103, %102 : f32
      %105 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
      %106 = arith.addf %105, %104 : f32
      %107 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
      %108 = arith.addf %107, %106 : f32
      %109 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
      %110 = arith.addf %109, %108 : f32
      %111 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
      %112 = arith.addf %111, %110 : f32
      %113 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
      %114 = arith.addf %113, %112 : f32
      %115 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
      %116 = arith.addf %115, %114 : f32
      %117 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
      %118 = arith.addf %117, %116 : f32
      gpu.barrier
      %119 = arith.addf %118, %cst_1 : f32
      %120 = arith.divf %119, %cst_0 : f32
      %121 = arith.addf %120, %cst : f32
      %122 = math.rsqrt %121 : f32
      %123 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %124 = vector.extract %123[0] : f32 from vector<4xf32>
      %125 = vector.extract %123[1] : f32 from vector<4xf32>
      %126 = vector.extract %123[2] : f32 from vector<4xf32>
      %127 = vector.extract %123[3] : f32 from vector<4xf32>
      %128 = vector.load %arg1[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %129 = vector.extract %128[0] : f32 from vector<4xf32>
      %130 = vector.extract %128[1] : f32 from vector<4xf32>
      %131 = vector.extract %128[2] : f32 from vector<4xf32>
      %132 = vector.extract %128[3] : f32 from vector<4xf32>
      %133 = vector.load %arg2[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %134 = vector.extract %133[0] : f32 from vector<4xf32>
      %135 = vector.extract %133[1] : f32 from vector<4xf32>
      %136 = vector.extract %133[2] : f32 from vector<4xf32>
      %137 = vector.extract %133[3] : f32 from vector<4xf32>
      %138 = vector.load %arg2[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %139 = vector.extract %138[0] : f32 from vector<4xf32>
      %140 = vector.extract %138[1] : f32 from vector<4xf32>
      %141 = vector.extract %138[2] : f32 from vector<4xf32>
      %142 = vector.extract %138[3] : f32 from vector<4xf32>
      %143 = arith.mulf %60, %122 : f32
      %144 = arith.mulf %143, %124 : f32
      %145 = arith.addf %144, %134 : f32
      %146 = arith.mulf %62, %122 : f32
      %147 = arith.mulf %146, %125 : f32
      %148 = arith.addf %147, %135 : f32
      %149 = arith.mulf %65, %122 : f32
      %150 = arith.mulf %149, %126 : f32
      %151 = arith.addf %150, %136 : f32
      %152 = arith.mulf %68, %122 : f32
      %153 = arith.mulf %152, %127 : f32
      %154 = arith.addf %153, %137 : f32
      %155 = arith.mulf %71, %122 : f32
      %156 = arith.mulf %155, %129 : f32
      %157 = arith.addf %156, %139 : f32
      %158 = arith.mulf %74, %122 : f32
      %159 = arith.mulf %158, %130 : f32
      %160 = arith.addf %159, %140 : f32
      %161 = arith.mulf %77, %122 : f32
      %162 = arith.mulf %161, %131 : f32
      %163 = arith.addf %162, %141 : f32
      %164 = arith.mulf %80, %122 : f32
      %165 = arith.mulf %164, %132 : f32
      %166 = arith.addf %165, %142 : f32
      %167 = vector.from_elements %145, %148, %151, %154 : vector<4xf32>
      vector.store %167, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %168 = vector.from_elements %157, %160, %163, %166 : vector<4xf32>
      vector.store %168, %arg3[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

