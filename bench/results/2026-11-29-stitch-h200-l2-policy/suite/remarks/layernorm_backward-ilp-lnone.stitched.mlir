module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<4096xf32>) {
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c528 = arith.constant 528 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<4096xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<4096xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<4096xf32>, %memref_0 : memref<4096xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<2162688xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<2162688xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c528, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<2162688xf32>, %memref_4 : memref<2162688xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k1_block_final0 blocks in (%c128, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<2162688xf32>, %memref_4 : memref<2162688xf32>) {kfusion.stitch_composition = "column_final"}
    %4 = gpu.launch_func async [%3] @step_stitched::@step_k1_block_final1 blocks in (%c128, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<2162688xf32>, %memref_4 : memref<2162688xf32>) {kfusion.stitch_composition = "column_final"}
    %5 = gpu.dealloc async [%4] %memref : memref<4096xf32>
    %6 = gpu.dealloc async [%5] %memref_0 : memref<4096xf32>
    %7 = gpu.dealloc async [%6] %memref_2 : memref<2162688xf32>
    %8 = gpu.dealloc async [%7] %memref_4 : memref<2162688xf32>
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
    gpu.func @step_k1_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<2162688xf32>, %arg11: memref<2162688xf32>) workgroup(%arg12 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %c2051 = arith.constant 2051 : index
      %c2050 = arith.constant 2050 : index
      %c2049 = arith.constant 2049 : index
      %c4096 = arith.constant 4096 : index
      %cst = arith.constant 2.44140625E-4 : f32
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
      %c528 = arith.constant 528 : index
      %cst_1 = arith.constant -0.000000e+00 : f32
      %c2048 = arith.constant 2048 : index
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
      %4 = arith.addi %0, %c2048 : index
      %5 = arith.addi %0, %c2049 : index
      %6 = arith.addi %0, %c2050 : index
      %7 = arith.addi %0, %c2051 : index
      %8:16 = scf.for %arg13 = %block_id_x to %c16384 step %c528 iter_args(%arg14 = %cst_1, %arg15 = %cst_1, %arg16 = %cst_1, %arg17 = %cst_1, %arg18 = %cst_1, %arg19 = %cst_1, %arg20 = %cst_1, %arg21 = %cst_1, %arg22 = %cst_1, %arg23 = %cst_1, %arg24 = %cst_1, %arg25 = %cst_1, %arg26 = %cst_1, %arg27 = %cst_1, %arg28 = %cst_1, %arg29 = %cst_1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %18 = vector.load %arg0[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %19 = vector.extract %18[0] : f32 from vector<4xf32>
        %20 = vector.extract %18[1] : f32 from vector<4xf32>
        %21 = vector.extract %18[2] : f32 from vector<4xf32>
        %22 = vector.extract %18[3] : f32 from vector<4xf32>
        %23 = vector.load %arg0[%arg13, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %24 = vector.extract %23[0] : f32 from vector<4xf32>
        %25 = vector.extract %23[1] : f32 from vector<4xf32>
        %26 = vector.extract %23[2] : f32 from vector<4xf32>
        %27 = vector.extract %23[3] : f32 from vector<4xf32>
        %28 = memref.load %arg1[%arg13] : memref<16384xf32>
        %29 = memref.load %arg2[%arg13] : memref<16384xf32>
        %30 = arith.subf %19, %28 : f32
        %31 = arith.mulf %30, %29 : f32
        %32 = arith.subf %20, %28 : f32
        %33 = arith.mulf %32, %29 : f32
        %34 = arith.subf %21, %28 : f32
        %35 = arith.mulf %34, %29 : f32
        %36 = arith.subf %22, %28 : f32
        %37 = arith.mulf %36, %29 : f32
        %38 = arith.subf %24, %28 : f32
        %39 = arith.mulf %38, %29 : f32
        %40 = arith.subf %25, %28 : f32
        %41 = arith.mulf %40, %29 : f32
        %42 = arith.subf %26, %28 : f32
        %43 = arith.mulf %42, %29 : f32
        %44 = arith.subf %27, %28 : f32
        %45 = arith.mulf %44, %29 : f32
        %46 = vector.load %arg3[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %47 = vector.extract %46[0] : f32 from vector<4xf32>
        %48 = vector.extract %46[1] : f32 from vector<4xf32>
        %49 = vector.extract %46[2] : f32 from vector<4xf32>
        %50 = vector.extract %46[3] : f32 from vector<4xf32>
        %51 = vector.load %arg3[%arg13, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %52 = vector.extract %51[0] : f32 from vector<4xf32>
        %53 = vector.extract %51[1] : f32 from vector<4xf32>
        %54 = vector.extract %51[2] : f32 from vector<4xf32>
        %55 = vector.extract %51[3] : f32 from vector<4xf32>
        %56 = vector.load %arg4[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %57 = vector.extract %56[0] : f32 from vector<4xf32>
        %58 = vector.extract %56[1] : f32 from vector<4xf32>
        %59 = vector.extract %56[2] : f32 from vector<4xf32>
        %60 = vector.extract %56[3] : f32 from vector<4xf32>
        %61 = vector.load %arg4[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %62 = vector.extract %61[0] : f32 from vector<4xf32>
        %63 = vector.extract %61[1] : f32 from vector<4xf32>
        %64 = vector.extract %61[2] : f32 from vector<4xf32>
        %65 = vector.extract %61[3] : f32 from vector<4xf32>
        %66 = arith.mulf %47, %57 : f32
        %67 = arith.mulf %48, %58 : f32
        %68 = arith.mulf %49, %59 : f32
        %69 = arith.mulf %50, %60 : f32
        %70 = arith.mulf %52, %62 : f32
        %71 = arith.mulf %53, %63 : f32
        %72 = arith.mulf %54, %64 : f32
        %73 = arith.mulf %55, %65 : f32
        %74 = arith.mulf %66, %31 : f32
        %75 = arith.mulf %67, %33 : f32
        %76 = arith.addf %75, %74 : f32
        %77 = arith.mulf %68, %35 : f32
        %78 = arith.addf %77, %76 : f32
        %79 = arith.mulf %69, %37 : f32
        %80 = arith.addf %79, %78 : f32
        %81 = arith.mulf %70, %39 : f32
        %82 = arith.addf %81, %80 : f32
        %83 = arith.mulf %71, %41 : f32
        %84 = arith.addf %83, %82 : f32
        %85 = arith.mulf %72, %43 : f32
        %86 = arith.addf %85, %84 : f32
        %87 = arith.mulf %73, %45 : f32
        %88 = arith.addf %87, %86 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %88, %c16_i32, %c32_i32 : f32
        %89 = arith.addf %shuffleResult, %88 : f32
        %shuffleResult_2, %valid_3 = gpu.shuffle  xor %89, %c8_i32, %c32_i32 : f32
        %90 = arith.addf %shuffleResult_2, %89 : f32
        %shuffleResult_4, %valid_5 = gpu.shuffle  xor %90, %c4_i32, %c32_i32 : f32
        %91 = arith.addf %shuffleResult_4, %90 : f32
        %shuffleResult_6, %valid_7 = gpu.shuffle  xor %91, %c2_i32, %c32_i32 : f32
        %92 = arith.addf %shuffleResult_6, %91 : f32
        %shuffleResult_8, %valid_9 = gpu.shuffle  xor %92, %c1_i32, %c32_i32 : f32
        %93 = arith.addf %shuffleResult_8, %92 : f32
        %view = memref.view %arg12[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
        %94 = arith.divui %thread_id_x, %c32 : index
        %95 = arith.remui %thread_id_x, %c32 : index
        %96 = arith.cmpi eq, %95, %c0 : index
        scf.if %96 {
          memref.store %93, %view[%94] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %97 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %98 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %99 = arith.addf %98, %97 : f32
        %100 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %99 : f32
        %102 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %103 = arith.addf %102, %101 : f32
        %104 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %105 = arith.addf %104, %103 : f32
        %106 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %107 = arith.addf %106, %105 : f32
        %108 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %109 = arith.addf %108, %107 : f32
        %110 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %111 = arith.addf %110, %109 : f32
        %112 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %113 = arith.addf %112, %111 : f32
        %114 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %115 = arith.addf %114, %113 : f32
        %116 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %117 = arith.addf %116, %115 : f32
        %118 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %119 = arith.addf %118, %117 : f32
        %120 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %121 = arith.addf %120, %119 : f32
        %122 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %123 = arith.addf %122, %121 : f32
        %124 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %125 = arith.addf %124, %123 : f32
        %126 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %127 = arith.addf %126, %125 : f32
        gpu.barrier
        %128 = arith.addf %127, %cst_0 : f32
        %129 = arith.addf %67, %66 : f32
        %130 = arith.addf %68, %129 : f32
        %131 = arith.addf %69, %130 : f32
        %132 = arith.addf %70, %131 : f32
        %133 = arith.addf %71, %132 : f32
        %134 = arith.addf %72, %133 : f32
        %135 = arith.addf %73, %134 : f32
        %shuffleResult_10, %valid_11 = gpu.shuffle  xor %135, %c16_i32, %c32_i32 : f32
        %136 = arith.addf %shuffleResult_10, %135 : f32
        %shuffleResult_12, %valid_13 = gpu.shuffle  xor %136, %c8_i32, %c32_i32 : f32
        %137 = arith.addf %shuffleResult_12, %136 : f32
        %shuffleResult_14, %valid_15 = gpu.shuffle  xor %137, %c4_i32, %c32_i32 : f32
        %138 = arith.addf %shuffleResult_14, %137 : f32
        %shuffleResult_16, %valid_17 = gpu.shuffle  xor %138, %c2_i32, %c32_i32 : f32
        %139 = arith.addf %shuffleResult_16, %138 : f32
        %shuffleResult_18, %valid_19 = gpu.shuffle  xor %139, %c1_i32, %c32_i32 : f32
        %140 = arith.addf %shuffleResult_18, %139 : f32
        scf.if %96 {
          memref.store %140, %view[%94] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %141 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %142 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %143 = arith.addf %142, %141 : f32
        %144 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %145 = arith.addf %144, %143 : f32
        %146 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %147 = arith.addf %146, %145 : f32
        %148 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %149 = arith.addf %148, %147 : f32
        %150 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %151 = arith.addf %150, %149 : f32
        %152 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %153 = arith.addf %152, %151 : f32
        %154 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %155 = arith.addf %154, %153 : f32
        %156 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %157 = arith.addf %156, %155 : f32
        %158 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %159 = arith.addf %158, %157 : f32
        %160 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %161 = arith.addf %160, %159 : f32
        %162 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %163 = arith.addf %162, %161 : f32
        %164 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %165 = arith.addf %164, %163 : f32
        %166 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %167 = arith.addf %166, %165 : f32
        %168 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %169 = arith.addf %168, %167 : f32
        %170 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %171 = arith.addf %170, %169 : f32
        gpu.barrier
        %172 = arith.addf %171, %cst_0 : f32
        %173 = arith.mulf %172, %cst : f32
        %174 = arith.subf %66, %173 : f32
        %175 = arith.mulf %128, %cst : f32
        %176 = arith.mulf %31, %175 : f32
        %177 = arith.subf %174, %176 : f32
        %178 = arith.mulf %177, %29 : f32
        %179 = arith.subf %67, %173 : f32
        %180 = arith.mulf %33, %175 : f32
        %181 = arith.subf %179, %180 : f32
        %182 = arith.mulf %181, %29 : f32
        %183 = arith.subf %68, %173 : f32
        %184 = arith.mulf %35, %175 : f32
        %185 = arith.subf %183, %184 : f32
        %186 = arith.mulf %185, %29 : f32
        %187 = arith.subf %69, %173 : f32
        %188 = arith.mulf %37, %175 : f32
        %189 = arith.subf %187, %188 : f32
        %190 = arith.mulf %189, %29 : f32
        %191 = arith.subf %70, %173 : f32
        %192 = arith.mulf %39, %175 : f32
        %193 = arith.subf %191, %192 : f32
        %194 = arith.mulf %193, %29 : f32
        %195 = arith.subf %71, %173 : f32
        %196 = arith.mulf %41, %175 : f32
        %197 = arith.subf %195, %196 : f32
        %198 = arith.mulf %197, %29 : f32
        %199 = arith.subf %72, %173 : f32
        %200 = arith.mulf %43, %175 : f32
        %201 = arith.subf %199, %200 : f32
        %202 = arith.mulf %201, %29 : f32
        %203 = arith.subf %73, %173 : f32
        %204 = arith.mulf %45, %175 : f32
        %205 = arith.subf %203, %204 : f32
        %206 = arith.mulf %205, %29 : f32
        %207 = arith.mulf %47, %31 : f32
        %208 = arith.addf %207, %arg14 : f32
        %209 = arith.mulf %48, %33 : f32
        %210 = arith.addf %209, %arg15 : f32
        %211 = arith.mulf %49, %35 : f32
        %212 = arith.addf %211, %arg16 : f32
        %213 = arith.mulf %50, %37 : f32
        %214 = arith.addf %213, %arg17 : f32
        %215 = arith.mulf %52, %39 : f32
        %216 = arith.addf %215, %arg18 : f32
        %217 = arith.mulf %53, %41 : f32
        %218 = arith.addf %217, %arg19 : f32
        %219 = arith.mulf %54, %43 : f32
        %220 = arith.addf %219, %arg20 : f32
        %221 = arith.mulf %55, %45 : f32
        %222 = arith.addf %221, %arg21 : f32
        %223 = arith.addf %47, %arg22 : f32
        %224 = arith.addf %48, %arg23 : f32
        %225 = arith.addf %49, %arg24 : f32
        %226 = arith.addf %50, %arg25 : f32
        %227 = arith.addf %52, %arg26 : f32
        %228 = arith.addf %53, %arg27 : f32
        %229 = arith.addf %54, %arg28 : f32
        %230 = arith.addf %55, %arg29 : f32
        %231 = vector.from_elements %178, %182, %186, %190 : vector<4xf32>
        vector.store %231, %arg7[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %232 = vector.from_elements %194, %198, %202, %206 : vector<4xf32>
        vector.store %232, %arg7[%arg13, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        scf.yield %208, %210, %212, %214, %216, %218, %220, %222, %223, %224, %225, %226, %227, %228, %229, %230 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %9 = arith.muli %block_id_x, %c4096 : index
      %10 = arith.addi %9, %0 : index
      memref.store %8#0, %arg10[%10] : memref<2162688xf32>
      %11 = arith.addi %9, %1 : index
      memref.store %8#1, %arg10[%11] : memref<2162688xf32>
      %12 = arith.addi %9, %2 : index
      memref.store %8#2, %arg10[%12] : memref<2162688xf32>
      %13 = arith.addi %9, %3 : index
      memref.store %8#3, %arg10[%13] : memref<2162688xf32>
      %14 = arith.addi %9, %4 : index
      memref.store %8#4, %arg10[%14] : memref<2162688xf32>
      %15 = arith.addi %9, %5 : index
      memref.store %8#5, %arg10[%15] : memref<2162688xf32>
      %16 = arith.addi %9, %6 : index
      memref.store %8#6, %arg10[%16] : memref<2162688xf32>
      %17 = arith.addi %9, %7 : index
      memref.store %8#7, %arg10[%17] : memref<2162688xf32>
      memref.store %8#8, %arg11[%10] : memref<2162688xf32>
      memref.store %8#9, %arg11[%11] : memref<2162688xf32>
      memref.store %8#10, %arg11[%12] : memref<2162688xf32>
      memref.store %8#11, %arg11[%13] : memref<2162688xf32>
      memref.store %8#12, %arg11[%14] : memref<2162688xf32>
      memref.store %8#13, %arg11[%15] : memref<2162688xf32>
      memref.store %8#14, %arg11[%16] : memref<2162688xf32>
      memref.store %8#15, %arg11[%17] : memref<2162688xf32>
      gpu.return
    }
    gpu.func @step_k1_block_final0(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<2162688xf32>, %arg11: memref<2162688xf32>) workgroup(%arg12 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c992 = arith.constant 992 : index
      %c960 = arith.constant 960 : index
      %c928 = arith.constant 928 : index
      %c896 = arith.constant 896 : index
      %c864 = arith.constant 864 : index
      %c832 = arith.constant 832 : index
      %c800 = arith.constant 800 : index
      %c768 = arith.constant 768 : index
      %c736 = arith.constant 736 : index
      %c704 = arith.constant 704 : index
      %c672 = arith.constant 672 : index
      %c640 = arith.constant 640 : index
      %c608 = arith.constant 608 : index
      %c576 = arith.constant 576 : index
      %c544 = arith.constant 544 : index
      %c512 = arith.constant 512 : index
      %c480 = arith.constant 480 : index
      %c448 = arith.constant 448 : index
      %c416 = arith.constant 416 : index
      %c384 = arith.constant 384 : index
      %c352 = arith.constant 352 : index
      %c320 = arith.constant 320 : index
      %c288 = arith.constant 288 : index
      %c256 = arith.constant 256 : index
      %c224 = arith.constant 224 : index
      %c192 = arith.constant 192 : index
      %c160 = arith.constant 160 : index
      %c128 = arith.constant 128 : index
      %c96 = arith.constant 96 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %c528 = arith.constant 528 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4095 = arith.constant 4095 : index
      %c4096 = arith.constant 4096 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c4096 : index
      %5 = arith.minui %3, %c4095 : index
      %6 = scf.for %arg13 = %1 to %c528 step %c32 iter_args(%arg14 = %cst) -> (f32) {
        %11 = arith.muli %arg13, %c4096 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg10[%12] : memref<2162688xf32>
        %14 = arith.addf %13, %arg14 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg12[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %6, %view[%8] : memref<1024xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %9 = arith.cmpi eq, %1, %c0 : index
      %10 = arith.andi %9, %4 : i1
      scf.if %10 {
        %11 = memref.load %view[%0] : memref<1024xf32, #gpu.address_space<workgroup>>
        %12 = arith.addi %0, %c32 : index
        %13 = memref.load %view[%12] : memref<1024xf32, #gpu.address_space<workgroup>>
        %14 = arith.addf %13, %11 : f32
        %15 = arith.addi %0, %c64 : index
        %16 = memref.load %view[%15] : memref<1024xf32, #gpu.address_space<workgroup>>
        %17 = arith.addf %16, %14 : f32
        %18 = arith.addi %0, %c96 : index
        %19 = memref.load %view[%18] : memref<1024xf32, #gpu.address_space<workgroup>>
        %20 = arith.addf %19, %17 : f32
        %21 = arith.addi %0, %c128 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %22, %20 : f32
        %24 = arith.addi %0, %c160 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %25, %23 : f32
        %27 = arith.addi %0, %c192 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %28, %26 : f32
        %30 = arith.addi %0, %c224 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %29 : f32
        %33 = arith.addi %0, %c256 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %34, %32 : f32
        %36 = arith.addi %0, %c288 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %35 : f32
        %39 = arith.addi %0, %c320 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %40, %38 : f32
        %42 = arith.addi %0, %c352 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %41 : f32
        %45 = arith.addi %0, %c384 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %46, %44 : f32
        %48 = arith.addi %0, %c416 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %47 : f32
        %51 = arith.addi %0, %c448 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %52, %50 : f32
        %54 = arith.addi %0, %c480 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %53 : f32
        %57 = arith.addi %0, %c512 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %58, %56 : f32
        %60 = arith.addi %0, %c544 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %59 : f32
        %63 = arith.addi %0, %c576 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %64, %62 : f32
        %66 = arith.addi %0, %c608 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %65 : f32
        %69 = arith.addi %0, %c640 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %68 : f32
        %72 = arith.addi %0, %c672 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %71 : f32
        %75 = arith.addi %0, %c704 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %76, %74 : f32
        %78 = arith.addi %0, %c736 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %77 : f32
        %81 = arith.addi %0, %c768 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %80 : f32
        %84 = arith.addi %0, %c800 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %83 : f32
        %87 = arith.addi %0, %c832 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %86 : f32
        %90 = arith.addi %0, %c864 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %89 : f32
        %93 = arith.addi %0, %c896 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %92 : f32
        %96 = arith.addi %0, %c928 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %95 : f32
        %99 = arith.addi %0, %c960 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %98 : f32
        %102 = arith.addi %0, %c992 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %101 : f32
        %105 = memref.load %arg5[%3] : memref<4096xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg8[%3] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block_final1(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<2162688xf32>, %arg11: memref<2162688xf32>) workgroup(%arg12 : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %c992 = arith.constant 992 : index
      %c960 = arith.constant 960 : index
      %c928 = arith.constant 928 : index
      %c896 = arith.constant 896 : index
      %c864 = arith.constant 864 : index
      %c832 = arith.constant 832 : index
      %c800 = arith.constant 800 : index
      %c768 = arith.constant 768 : index
      %c736 = arith.constant 736 : index
      %c704 = arith.constant 704 : index
      %c672 = arith.constant 672 : index
      %c640 = arith.constant 640 : index
      %c608 = arith.constant 608 : index
      %c576 = arith.constant 576 : index
      %c544 = arith.constant 544 : index
      %c512 = arith.constant 512 : index
      %c480 = arith.constant 480 : index
      %c448 = arith.constant 448 : index
      %c416 = arith.constant 416 : index
      %c384 = arith.constant 384 : index
      %c352 = arith.constant 352 : index
      %c320 = arith.constant 320 : index
      %c288 = arith.constant 288 : index
      %c256 = arith.constant 256 : index
      %c224 = arith.constant 224 : index
      %c192 = arith.constant 192 : index
      %c160 = arith.constant 160 : index
      %c128 = arith.constant 128 : index
      %c96 = arith.constant 96 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %c528 = arith.constant 528 : index
      %cst = arith.constant -0.000000e+00 : f32
      %c4095 = arith.constant 4095 : index
      %c4096 = arith.constant 4096 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %block_id_x, %c32 : index
      %3 = arith.addi %2, %0 : index
      %4 = arith.cmpi ult, %3, %c4096 : index
      %5 = arith.minui %3, %c4095 : index
      %6 = scf.for %arg13 = %1 to %c528 step %c32 iter_args(%arg14 = %cst) -> (f32) {
        %11 = arith.muli %arg13, %c4096 : index
        %12 = arith.addi %11, %5 : index
        %13 = memref.load %arg11[%12] : memref<2162688xf32>
        %14 = arith.addf %13, %arg14 : f32
        scf.yield %14 : f32
      }
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %0 : index
      %view = memref.view %arg12[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
      memref.store %6, %view[%8] : memref<1024xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %9 = arith.cmpi eq, %1, %c0 : index
      %10 = arith.andi %9, %4 : i1
      scf.if %10 {
        %11 = memref.load %view[%0] : memref<1024xf32, #gpu.address_space<workgroup>>
        %12 = arith.addi %0, %c32 : index
        %13 = memref.load %view[%12] : memref<1024xf32, #gpu.address_space<workgroup>>
        %14 = arith.addf %13, %11 : f32
        %15 = arith.addi %0, %c64 : index
        %16 = memref.load %view[%15] : memref<1024xf32, #gpu.address_space<workgroup>>
        %17 = arith.addf %16, %14 : f32
        %18 = arith.addi %0, %c96 : index
        %19 = memref.load %view[%18] : memref<1024xf32, #gpu.address_space<workgroup>>
        %20 = arith.addf %19, %17 : f32
        %21 = arith.addi %0, %c128 : index
        %22 = memref.load %view[%21] : memref<1024xf32, #gpu.address_space<workgroup>>
        %23 = arith.addf %22, %20 : f32
        %24 = arith.addi %0, %c160 : index
        %25 = memref.load %view[%24] : memref<1024xf32, #gpu.address_space<workgroup>>
        %26 = arith.addf %25, %23 : f32
        %27 = arith.addi %0, %c192 : index
        %28 = memref.load %view[%27] : memref<1024xf32, #gpu.address_space<workgroup>>
        %29 = arith.addf %28, %26 : f32
        %30 = arith.addi %0, %c224 : index
        %31 = memref.load %view[%30] : memref<1024xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %29 : f32
        %33 = arith.addi %0, %c256 : index
        %34 = memref.load %view[%33] : memref<1024xf32, #gpu.address_space<workgroup>>
        %35 = arith.addf %34, %32 : f32
        %36 = arith.addi %0, %c288 : index
        %37 = memref.load %view[%36] : memref<1024xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %35 : f32
        %39 = arith.addi %0, %c320 : index
        %40 = memref.load %view[%39] : memref<1024xf32, #gpu.address_space<workgroup>>
        %41 = arith.addf %40, %38 : f32
        %42 = arith.addi %0, %c352 : index
        %43 = memref.load %view[%42] : memref<1024xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %41 : f32
        %45 = arith.addi %0, %c384 : index
        %46 = memref.load %view[%45] : memref<1024xf32, #gpu.address_space<workgroup>>
        %47 = arith.addf %46, %44 : f32
        %48 = arith.addi %0, %c416 : index
        %49 = memref.load %view[%48] : memref<1024xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %47 : f32
        %51 = arith.addi %0, %c448 : index
        %52 = memref.load %view[%51] : memref<1024xf32, #gpu.address_space<workgroup>>
        %53 = arith.addf %52, %50 : f32
        %54 = arith.addi %0, %c480 : index
        %55 = memref.load %view[%54] : memref<1024xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %53 : f32
        %57 = arith.addi %0, %c512 : index
        %58 = memref.load %view[%57] : memref<1024xf32, #gpu.address_space<workgroup>>
        %59 = arith.addf %58, %56 : f32
        %60 = arith.addi %0, %c544 : index
        %61 = memref.load %view[%60] : memref<1024xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %59 : f32
        %63 = arith.addi %0, %c576 : index
        %64 = memref.load %view[%63] : memref<1024xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %64, %62 : f32
        %66 = arith.addi %0, %c608 : index
        %67 = memref.load %view[%66] : memref<1024xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %65 : f32
        %69 = arith.addi %0, %c640 : index
        %70 = memref.load %view[%69] : memref<1024xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %68 : f32
        %72 = arith.addi %0, %c672 : index
        %73 = memref.load %view[%72] : memref<1024xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %71 : f32
        %75 = arith.addi %0, %c704 : index
        %76 = memref.load %view[%75] : memref<1024xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %76, %74 : f32
        %78 = arith.addi %0, %c736 : index
        %79 = memref.load %view[%78] : memref<1024xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %77 : f32
        %81 = arith.addi %0, %c768 : index
        %82 = memref.load %view[%81] : memref<1024xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %80 : f32
        %84 = arith.addi %0, %c800 : index
        %85 = memref.load %view[%84] : memref<1024xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %83 : f32
        %87 = arith.addi %0, %c832 : index
        %88 = memref.load %view[%87] : memref<1024xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %86 : f32
        %90 = arith.addi %0, %c864 : index
        %91 = memref.load %view[%90] : memref<1024xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %89 : f32
        %93 = arith.addi %0, %c896 : index
        %94 = memref.load %view[%93] : memref<1024xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %92 : f32
        %96 = arith.addi %0, %c928 : index
        %97 = memref.load %view[%96] : memref<1024xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %95 : f32
        %99 = arith.addi %0, %c960 : index
        %100 = memref.load %view[%99] : memref<1024xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %98 : f32
        %102 = arith.addi %0, %c992 : index
        %103 = memref.load %view[%102] : memref<1024xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %101 : f32
        %105 = memref.load %arg6[%3] : memref<4096xf32>
        %106 = arith.addf %104, %105 : f32
        memref.store %106, %arg9[%3] : memref<4096xf32>
      }
      gpu.return
    }
  }
}

