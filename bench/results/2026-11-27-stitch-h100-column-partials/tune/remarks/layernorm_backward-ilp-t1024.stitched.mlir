module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<4096xf32>) {
    %c256 = arith.constant 256 : index
    %c16 = arith.constant 16 : index
    %c264 = arith.constant 264 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<4096xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<4096xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<4096xf32>, %memref_0 : memref<4096xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<1081344xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<1081344xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c264, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<1081344xf32>, %memref_4 : memref<1081344xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k1_block_final0 blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<1081344xf32>, %memref_4 : memref<1081344xf32>) {kfusion.stitch_composition = "column_final"}
    %4 = gpu.launch_func async [%3] @step_stitched::@step_k1_block_final1 blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<1081344xf32>, %memref_4 : memref<1081344xf32>) {kfusion.stitch_composition = "column_final"}
    %5 = gpu.dealloc async [%4] %memref : memref<4096xf32>
    %6 = gpu.dealloc async [%5] %memref_0 : memref<4096xf32>
    %7 = gpu.dealloc async [%6] %memref_2 : memref<1081344xf32>
    %8 = gpu.dealloc async [%7] %memref_4 : memref<1081344xf32>
    gpu.wait [%8]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<4096xf32>, %arg1: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<1081344xf32>, %arg11: memref<1081344xf32>) workgroup(%arg12 : memref<128xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c4096 = arith.constant 4096 : index
      %cst = arith.constant 2.44140625E-4 : f32
      %c31 = arith.constant 31 : index
      %c30 = arith.constant 30 : index
      %c29 = arith.constant 29 : index
      %c28 = arith.constant 28 : index
      %c27 = arith.constant 27 : index
      %c26 = arith.constant 26 : index
      %c25 = arith.constant 25 : index
      %c24 = arith.constant 24 : index
      %c23 = arith.constant 23 : index
      %c22 = arith.constant 22 : index
      %c21 = arith.constant 21 : index
      %c20 = arith.constant 20 : index
      %c19 = arith.constant 19 : index
      %c18 = arith.constant 18 : index
      %c17 = arith.constant 17 : index
      %c16 = arith.constant 16 : index
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
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c16384 = arith.constant 16384 : index
      %c264 = arith.constant 264 : index
      %cst_1 = arith.constant -0.000000e+00 : f32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1 : index
      %2 = arith.addi %0, %c2 : index
      %3 = arith.addi %0, %c3 : index
      %4:8 = scf.for %arg13 = %block_id_x to %c16384 step %c264 iter_args(%arg14 = %cst_1, %arg15 = %cst_1, %arg16 = %cst_1, %arg17 = %cst_1, %arg18 = %cst_1, %arg19 = %cst_1, %arg20 = %cst_1, %arg21 = %cst_1) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %10 = vector.load %arg0[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %11 = vector.extract %10[0] : f32 from vector<4xf32>
        %12 = vector.extract %10[1] : f32 from vector<4xf32>
        %13 = vector.extract %10[2] : f32 from vector<4xf32>
        %14 = vector.extract %10[3] : f32 from vector<4xf32>
        %15 = memref.load %arg1[%arg13] : memref<16384xf32>
        %16 = memref.load %arg2[%arg13] : memref<16384xf32>
        %17 = arith.subf %11, %15 : f32
        %18 = arith.mulf %17, %16 : f32
        %19 = arith.subf %12, %15 : f32
        %20 = arith.mulf %19, %16 : f32
        %21 = arith.subf %13, %15 : f32
        %22 = arith.mulf %21, %16 : f32
        %23 = arith.subf %14, %15 : f32
        %24 = arith.mulf %23, %16 : f32
        %25 = vector.load %arg3[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %26 = vector.extract %25[0] : f32 from vector<4xf32>
        %27 = vector.extract %25[1] : f32 from vector<4xf32>
        %28 = vector.extract %25[2] : f32 from vector<4xf32>
        %29 = vector.extract %25[3] : f32 from vector<4xf32>
        %30 = vector.load %arg4[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %31 = vector.extract %30[0] : f32 from vector<4xf32>
        %32 = vector.extract %30[1] : f32 from vector<4xf32>
        %33 = vector.extract %30[2] : f32 from vector<4xf32>
        %34 = vector.extract %30[3] : f32 from vector<4xf32>
        %35 = arith.mulf %26, %31 : f32
        %36 = arith.mulf %27, %32 : f32
        %37 = arith.mulf %28, %33 : f32
        %38 = arith.mulf %29, %34 : f32
        %39 = arith.mulf %35, %18 : f32
        %40 = arith.mulf %36, %20 : f32
        %41 = arith.addf %40, %39 : f32
        %42 = arith.mulf %37, %22 : f32
        %43 = arith.addf %42, %41 : f32
        %44 = arith.mulf %38, %24 : f32
        %45 = arith.addf %44, %43 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %45, %c16_i32, %c32_i32 : f32
        %46 = arith.addf %shuffleResult, %45 : f32
        %shuffleResult_2, %valid_3 = gpu.shuffle  xor %46, %c8_i32, %c32_i32 : f32
        %47 = arith.addf %shuffleResult_2, %46 : f32
        %shuffleResult_4, %valid_5 = gpu.shuffle  xor %47, %c4_i32, %c32_i32 : f32
        %48 = arith.addf %shuffleResult_4, %47 : f32
        %shuffleResult_6, %valid_7 = gpu.shuffle  xor %48, %c2_i32, %c32_i32 : f32
        %49 = arith.addf %shuffleResult_6, %48 : f32
        %shuffleResult_8, %valid_9 = gpu.shuffle  xor %49, %c1_i32, %c32_i32 : f32
        %50 = arith.addf %shuffleResult_8, %49 : f32
        %view = memref.view %arg12[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
        %51 = arith.divui %thread_id_x, %c32 : index
        %52 = arith.remui %thread_id_x, %c32 : index
        %53 = arith.cmpi eq, %52, %c0 : index
        scf.if %53 {
          memref.store %50, %view[%51] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %54 = memref.load %view[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %55 = memref.load %view[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %54 : f32
        %57 = memref.load %view[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
        %58 = arith.addf %57, %56 : f32
        %59 = memref.load %view[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
        %60 = arith.addf %59, %58 : f32
        %61 = memref.load %view[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %60 : f32
        %63 = memref.load %view[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
        %64 = arith.addf %63, %62 : f32
        %65 = memref.load %view[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
        %66 = arith.addf %65, %64 : f32
        %67 = memref.load %view[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %66 : f32
        %69 = memref.load %view[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
        %70 = arith.addf %69, %68 : f32
        %71 = memref.load %view[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
        %72 = arith.addf %71, %70 : f32
        %73 = memref.load %view[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %72 : f32
        %75 = memref.load %view[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
        %76 = arith.addf %75, %74 : f32
        %77 = memref.load %view[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
        %78 = arith.addf %77, %76 : f32
        %79 = memref.load %view[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %78 : f32
        %81 = memref.load %view[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
        %82 = arith.addf %81, %80 : f32
        %83 = memref.load %view[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
        %84 = arith.addf %83, %82 : f32
        %85 = memref.load %view[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %84 : f32
        %87 = memref.load %view[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
        %88 = arith.addf %87, %86 : f32
        %89 = memref.load %view[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
        %90 = arith.addf %89, %88 : f32
        %91 = memref.load %view[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %90 : f32
        %93 = memref.load %view[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
        %94 = arith.addf %93, %92 : f32
        %95 = memref.load %view[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
        %96 = arith.addf %95, %94 : f32
        %97 = memref.load %view[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %96 : f32
        %99 = memref.load %view[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
        %100 = arith.addf %99, %98 : f32
        %101 = memref.load %view[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
        %102 = arith.addf %101, %100 : f32
        %103 = memref.load %view[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %102 : f32
        %105 = memref.load %view[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
        %106 = arith.addf %105, %104 : f32
        %107 = memref.load %view[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
        %108 = arith.addf %107, %106 : f32
        %109 = memref.load %view[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
        %110 = arith.addf %109, %108 : f32
        %111 = memref.load %view[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
        %112 = arith.addf %111, %110 : f32
        %113 = memref.load %view[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
        %114 = arith.addf %113, %112 : f32
        %115 = memref.load %view[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
        %116 = arith.addf %115, %114 : f32
        gpu.barrier
        %117 = arith.addf %116, %cst_0 : f32
        %118 = arith.addf %36, %35 : f32
        %119 = arith.addf %37, %118 : f32
        %120 = arith.addf %38, %119 : f32
        %shuffleResult_10, %valid_11 = gpu.shuffle  xor %120, %c16_i32, %c32_i32 : f32
        %121 = arith.addf %shuffleResult_10, %120 : f32
        %shuffleResult_12, %valid_13 = gpu.shuffle  xor %121, %c8_i32, %c32_i32 : f32
        %122 = arith.addf %shuffleResult_12, %121 : f32
        %shuffleResult_14, %valid_15 = gpu.shuffle  xor %122, %c4_i32, %c32_i32 : f32
        %123 = arith.addf %shuffleResult_14, %122 : f32
        %shuffleResult_16, %valid_17 = gpu.shuffle  xor %123, %c2_i32, %c32_i32 : f32
        %124 = arith.addf %shuffleResult_16, %123 : f32
        %shuffleResult_18, %valid_19 = gpu.shuffle  xor %124, %c1_i32, %c32_i32 : f32
        %125 = arith.addf %shuffleResult_18, %124 : f32
        scf.if %53 {
          memref.store %125, %view[%51] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %126 = memref.load %view[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %127 = memref.load %view[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %128 = arith.addf %127, %126 : f32
        %129 = memref.load %view[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
        %130 = arith.addf %129, %128 : f32
        %131 = memref.load %view[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
        %132 = arith.addf %131, %130 : f32
        %133 = memref.load %view[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
        %134 = arith.addf %133, %132 : f32
        %135 = memref.load %view[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
        %136 = arith.addf %135, %134 : f32
        %137 = memref.load %view[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
        %138 = arith.addf %137, %136 : f32
        %139 = memref.load %view[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
        %140 = arith.addf %139, %138 : f32
        %141 = memref.load %view[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
        %142 = arith.addf %141, %140 : f32
        %143 = memref.load %view[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
        %144 = arith.addf %143, %142 : f32
        %145 = memref.load %view[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
        %146 = arith.addf %145, %144 : f32
        %147 = memref.load %view[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
        %148 = arith.addf %147, %146 : f32
        %149 = memref.load %view[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
        %150 = arith.addf %149, %148 : f32
        %151 = memref.load %view[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
        %152 = arith.addf %151, %150 : f32
        %153 = memref.load %view[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
        %154 = arith.addf %153, %152 : f32
        %155 = memref.load %view[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
        %156 = arith.addf %155, %154 : f32
        %157 = memref.load %view[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
        %158 = arith.addf %157, %156 : f32
        %159 = memref.load %view[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
        %160 = arith.addf %159, %158 : f32
        %161 = memref.load %view[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
        %162 = arith.addf %161, %160 : f32
        %163 = memref.load %view[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
        %164 = arith.addf %163, %162 : f32
        %165 = memref.load %view[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
        %166 = arith.addf %165, %164 : f32
        %167 = memref.load %view[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
        %168 = arith.addf %167, %166 : f32
        %169 = memref.load %view[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
        %170 = arith.addf %169, %168 : f32
        %171 = memref.load %view[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
        %172 = arith.addf %171, %170 : f32
        %173 = memref.load %view[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
        %174 = arith.addf %173, %172 : f32
        %175 = memref.load %view[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
        %176 = arith.addf %175, %174 : f32
        %177 = memref.load %view[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
        %178 = arith.addf %177, %176 : f32
        %179 = memref.load %view[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
        %180 = arith.addf %179, %178 : f32
        %181 = memref.load %view[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
        %182 = arith.addf %181, %180 : f32
        %183 = memref.load %view[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
        %184 = arith.addf %183, %182 : f32
        %185 = memref.load %view[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
        %186 = arith.addf %185, %184 : f32
        %187 = memref.load %view[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
        %188 = arith.addf %187, %186 : f32
        gpu.barrier
        %189 = arith.addf %188, %cst_0 : f32
        %190 = arith.mulf %189, %cst : f32
        %191 = arith.subf %35, %190 : f32
        %192 = arith.mulf %117, %cst : f32
        %193 = arith.mulf %18, %192 : f32
        %194 = arith.subf %191, %193 : f32
        %195 = arith.mulf %194, %16 : f32
        %196 = arith.subf %36, %190 : f32
        %197 = arith.mulf %20, %192 : f32
        %198 = arith.subf %196, %197 : f32
        %199 = arith.mulf %198, %16 : f32
        %200 = arith.subf %37, %190 : f32
        %201 = arith.mulf %22, %192 : f32
        %202 = arith.subf %200, %201 : f32
        %203 = arith.mulf %202, %16 : f32
        %204 = arith.subf %38, %190 : f32
        %205 = arith.mulf %24, %192 : f32
        %206 = arith.subf %204, %205 : f32
        %207 = arith.mulf %206, %16 : f32
        %208 = arith.mulf %26, %18 : f32
        %209 = arith.addf %208, %arg14 : f32
        %210 = arith.mulf %27, %20 : f32
        %211 = arith.addf %210, %arg15 : f32
        %212 = arith.mulf %28, %22 : f32
        %213 = arith.addf %212, %arg16 : f32
        %214 = arith.mulf %29, %24 : f32
        %215 = arith.addf %214, %arg17 : f32
        %216 = arith.addf %26, %arg18 : f32
        %217 = arith.addf %27, %arg19 : f32
        %218 = arith.addf %28, %arg20 : f32
        %219 = arith.addf %29, %arg21 : f32
        %220 = vector.from_elements %195, %199, %203, %207 : vector<4xf32>
        vector.store %220, %arg7[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        scf.yield %209, %211, %213, %215, %216, %217, %218, %219 : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %5 = arith.muli %block_id_x, %c4096 : index
      %6 = arith.addi %5, %0 : index
      memref.store %4#0, %arg10[%6] : memref<1081344xf32>
      %7 = arith.addi %5, %1 : index
      memref.store %4#1, %arg10[%7] : memref<1081344xf32>
      %8 = arith.addi %5, %2 : index
      memref.store %4#2, %arg10[%8] : memref<1081344xf32>
      %9 = arith.addi %5, %3 : index
      memref.store %4#3, %arg10[%9] : memref<1081344xf32>
      memref.store %4#4, %arg11[%6] : memref<1081344xf32>
      memref.store %4#5, %arg11[%7] : memref<1081344xf32>
      memref.store %4#6, %arg11[%8] : memref<1081344xf32>
      memref.store %4#7, %arg11[%9] : memref<1081344xf32>
      gpu.return
    }
    gpu.func @step_k1_block_final0(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<1081344xf32>, %arg11: memref<1081344xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c264 = arith.constant 264 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4096 = arith.constant 4096 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c4096 : index
      scf.if %2 {
        %3 = scf.for %arg12 = %c0 to %c264 step %c1 iter_args(%arg13 = %cst) -> (f32) {
          %6 = arith.muli %arg12, %c4096 : index
          %7 = arith.addi %6, %1 : index
          %8 = memref.load %arg10[%7] : memref<1081344xf32>
          %9 = arith.addf %8, %arg13 : f32
          scf.yield %9 : f32
        }
        %4 = memref.load %arg5[%1] : memref<4096xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg8[%1] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block_final1(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<1081344xf32>, %arg11: memref<1081344xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c264 = arith.constant 264 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4096 = arith.constant 4096 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %c4096 : index
      scf.if %2 {
        %3 = scf.for %arg12 = %c0 to %c264 step %c1 iter_args(%arg13 = %cst) -> (f32) {
          %6 = arith.muli %arg12, %c4096 : index
          %7 = arith.addi %6, %1 : index
          %8 = memref.load %arg11[%7] : memref<1081344xf32>
          %9 = arith.addf %8, %arg13 : f32
          scf.yield %9 : f32
        }
        %4 = memref.load %arg6[%1] : memref<4096xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg9[%1] : memref<4096xf32>
      }
      gpu.return
    }
  }
}

