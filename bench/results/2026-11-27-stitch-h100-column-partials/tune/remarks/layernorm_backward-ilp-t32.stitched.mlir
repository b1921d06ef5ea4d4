module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<4096xf32>, %arg5: memref<16384x4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<4096xf32>) {
    %c16 = arith.constant 16 : index
    %c1056 = arith.constant 1056 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<4096xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<4096xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<4096xf32>, %memref_0 : memref<4096xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<4325376xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<4325376xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_block blocks in (%c1056, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<4325376xf32>, %memref_4 : memref<4325376xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k1_block_final0 blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<4325376xf32>, %memref_4 : memref<4325376xf32>) {kfusion.stitch_composition = "column_final"}
    %4 = gpu.launch_func async [%3] @step_stitched::@step_k1_block_final1 blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg1 : memref<16384x4096xf32>, %arg2 : memref<16384xf32>, %arg3 : memref<16384xf32>, %arg0 : memref<16384x4096xf32>, %arg4 : memref<4096xf32>, %memref : memref<4096xf32>, %memref_0 : memref<4096xf32>, %arg5 : memref<16384x4096xf32>, %arg6 : memref<4096xf32>, %arg7 : memref<4096xf32>, %memref_2 : memref<4325376xf32>, %memref_4 : memref<4325376xf32>) {kfusion.stitch_composition = "column_final"}
    %5 = gpu.dealloc async [%4] %memref : memref<4096xf32>
    %6 = gpu.dealloc async [%5] %memref_0 : memref<4096xf32>
    %7 = gpu.dealloc async [%6] %memref_2 : memref<4325376xf32>
    %8 = gpu.dealloc async [%7] %memref_4 : memref<4325376xf32>
    gpu.wait [%8]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<4096xf32>, %arg1: memref<4096xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c1024 : index
        %6 = arith.addi %4, %c2048 : index
        %7 = arith.addi %4, %c3072 : index
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        vector.store %cst, %arg0[%5] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        vector.store %cst, %arg0[%6] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        vector.store %cst, %arg0[%7] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c1024 : index
        %6 = arith.addi %4, %c2048 : index
        %7 = arith.addi %4, %c3072 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        vector.store %cst, %arg1[%5] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        vector.store %cst, %arg1[%6] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        vector.store %cst, %arg1[%7] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<4325376xf32>, %arg11: memref<4325376xf32>) workgroup(%arg12 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c4096 = arith.constant 4096 : index
      %c3075 = arith.constant 3075 : index
      %c3074 = arith.constant 3074 : index
      %c3073 = arith.constant 3073 : index
      %c2051 = arith.constant 2051 : index
      %c2050 = arith.constant 2050 : index
      %c2049 = arith.constant 2049 : index
      %c1027 = arith.constant 1027 : index
      %c1026 = arith.constant 1026 : index
      %c1025 = arith.constant 1025 : index
      %cst = arith.constant 2.44140625E-4 : f32
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
      %c1056 = arith.constant 1056 : index
      %cst_1 = arith.constant -0.000000e+00 : f32
      %c3072 = arith.constant 3072 : index
      %c2048 = arith.constant 2048 : index
      %c1024 = arith.constant 1024 : index
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
      %4 = arith.addi %0, %c1024 : index
      %5 = arith.addi %0, %c1025 : index
      %6 = arith.addi %0, %c1026 : index
      %7 = arith.addi %0, %c1027 : index
      %8 = arith.addi %0, %c2048 : index
      %9 = arith.addi %0, %c2049 : index
      %10 = arith.addi %0, %c2050 : index
      %11 = arith.addi %0, %c2051 : index
      %12 = arith.addi %0, %c3072 : index
      %13 = arith.addi %0, %c3073 : index
      %14 = arith.addi %0, %c3074 : index
      %15 = arith.addi %0, %c3075 : index
      %16:32 = scf.for %arg13 = %block_id_x to %c16384 step %c1056 iter_args(%arg14 = %cst_1, %arg15 = %cst_1, %arg16 = %cst_1, %arg17 = %cst_1, %arg18 = %cst_1, %arg19 = %cst_1, %arg20 = %cst_1, %arg21 = %cst_1, %arg22 = %cst_1, %arg23 = %cst_1, %arg24 = %cst_1, %arg25 = %cst_1, %arg26 = %cst_1, %arg27 = %cst_1, %arg28 = %cst_1, %arg29 = %cst_1, %arg30 = %cst_1, %arg31 = %cst_1, %arg32 = %cst_1, %arg33 = %cst_1, %arg34 = %cst_1, %arg35 = %cst_1, %arg36 = %cst_1, %arg37 = %cst_1, %arg38 = %cst_1, %arg39 = %cst_1, %arg40 = %cst_1, %arg41 = %cst_1, %arg42 = %cst_1, %arg43 = %cst_1, %arg44 = %cst_1, %arg45 = %cst_1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %34 = vector.load %arg0[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %35 = vector.extract %34[0] : f32 from vector<4xf32>
        %36 = vector.extract %34[1] : f32 from vector<4xf32>
        %37 = vector.extract %34[2] : f32 from vector<4xf32>
        %38 = vector.extract %34[3] : f32 from vector<4xf32>
        %39 = vector.load %arg0[%arg13, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %40 = vector.extract %39[0] : f32 from vector<4xf32>
        %41 = vector.extract %39[1] : f32 from vector<4xf32>
        %42 = vector.extract %39[2] : f32 from vector<4xf32>
        %43 = vector.extract %39[3] : f32 from vector<4xf32>
        %44 = vector.load %arg0[%arg13, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %45 = vector.extract %44[0] : f32 from vector<4xf32>
        %46 = vector.extract %44[1] : f32 from vector<4xf32>
        %47 = vector.extract %44[2] : f32 from vector<4xf32>
        %48 = vector.extract %44[3] : f32 from vector<4xf32>
        %49 = vector.load %arg0[%arg13, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %50 = vector.extract %49[0] : f32 from vector<4xf32>
        %51 = vector.extract %49[1] : f32 from vector<4xf32>
        %52 = vector.extract %49[2] : f32 from vector<4xf32>
        %53 = vector.extract %49[3] : f32 from vector<4xf32>
        %54 = memref.load %arg1[%arg13] : memref<16384xf32>
        %55 = memref.load %arg2[%arg13] : memref<16384xf32>
        %56 = arith.subf %35, %54 : f32
        %57 = arith.mulf %56, %55 : f32
        %58 = arith.subf %36, %54 : f32
        %59 = arith.mulf %58, %55 : f32
        %60 = arith.subf %37, %54 : f32
        %61 = arith.mulf %60, %55 : f32
        %62 = arith.subf %38, %54 : f32
        %63 = arith.mulf %62, %55 : f32
        %64 = arith.subf %40, %54 : f32
        %65 = arith.mulf %64, %55 : f32
        %66 = arith.subf %41, %54 : f32
        %67 = arith.mulf %66, %55 : f32
        %68 = arith.subf %42, %54 : f32
        %69 = arith.mulf %68, %55 : f32
        %70 = arith.subf %43, %54 : f32
        %71 = arith.mulf %70, %55 : f32
        %72 = arith.subf %45, %54 : f32
        %73 = arith.mulf %72, %55 : f32
        %74 = arith.subf %46, %54 : f32
        %75 = arith.mulf %74, %55 : f32
        %76 = arith.subf %47, %54 : f32
        %77 = arith.mulf %76, %55 : f32
        %78 = arith.subf %48, %54 : f32
        %79 = arith.mulf %78, %55 : f32
        %80 = arith.subf %50, %54 : f32
        %81 = arith.mulf %80, %55 : f32
        %82 = arith.subf %51, %54 : f32
        %83 = arith.mulf %82, %55 : f32
        %84 = arith.subf %52, %54 : f32
        %85 = arith.mulf %84, %55 : f32
        %86 = arith.subf %53, %54 : f32
        %87 = arith.mulf %86, %55 : f32
        %88 = vector.load %arg3[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %89 = vector.extract %88[0] : f32 from vector<4xf32>
        %90 = vector.extract %88[1] : f32 from vector<4xf32>
        %91 = vector.extract %88[2] : f32 from vector<4xf32>
        %92 = vector.extract %88[3] : f32 from vector<4xf32>
        %93 = vector.load %arg3[%arg13, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %94 = vector.extract %93[0] : f32 from vector<4xf32>
        %95 = vector.extract %93[1] : f32 from vector<4xf32>
        %96 = vector.extract %93[2] : f32 from vector<4xf32>
        %97 = vector.extract %93[3] : f32 from vector<4xf32>
        %98 = vector.load %arg3[%arg13, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %99 = vector.extract %98[0] : f32 from vector<4xf32>
        %100 = vector.extract %98[1] : f32 from vector<4xf32>
        %101 = vector.extract %98[2] : f32 from vector<4xf32>
        %102 = vector.extract %98[3] : f32 from vector<4xf32>
        %103 = vector.load %arg3[%arg13, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %104 = vector.extract %103[0] : f32 from vector<4xf32>
        %105 = vector.extract %103[1] : f32 from vector<4xf32>
        %106 = vector.extract %103[2] : f32 from vector<4xf32>
        %107 = vector.extract %103[3] : f32 from vector<4xf32>
        %108 = vector.load %arg4[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %109 = vector.extract %108[0] : f32 from vector<4xf32>
        %110 = vector.extract %108[1] : f32 from vector<4xf32>
        %111 = vector.extract %108[2] : f32 from vector<4xf32>
        %112 = vector.extract %108[3] : f32 from vector<4xf32>
        %113 = vector.load %arg4[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %114 = vector.extract %113[0] : f32 from vector<4xf32>
        %115 = vector.extract %113[1] : f32 from vector<4xf32>
        %116 = vector.extract %113[2] : f32 from vector<4xf32>
        %117 = vector.extract %113[3] : f32 from vector<4xf32>
        %118 = vector.load %arg4[%8] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %119 = vector.extract %118[0] : f32 from vector<4xf32>
        %120 = vector.extract %118[1] : f32 from vector<4xf32>
        %121 = vector.extract %118[2] : f32 from vector<4xf32>
        %122 = vector.extract %118[3] : f32 from vector<4xf32>
        %123 = vector.load %arg4[%12] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
        %124 = vector.extract %123[0] : f32 from vector<4xf32>
        %125 = vector.extract %123[1] : f32 from vector<4xf32>
        %126 = vector.extract %123[2] : f32 from vector<4xf32>
        %127 = vector.extract %123[3] : f32 from vector<4xf32>
        %128 = arith.mulf %89, %109 : f32
        %129 = arith.mulf %90, %110 : f32
        %130 = arith.mulf %91, %111 : f32
        %131 = arith.mulf %92, %112 : f32
        %132 = arith.mulf %94, %114 : f32
        %133 = arith.mulf %95, %115 : f32
        %134 = arith.mulf %96, %116 : f32
        %135 = arith.mulf %97, %117 : f32
        %136 = arith.mulf %99, %119 : f32
        %137 = arith.mulf %100, %120 : f32
        %138 = arith.mulf %101, %121 : f32
        %139 = arith.mulf %102, %122 : f32
        %140 = arith.mulf %104, %124 : f32
        %141 = arith.mulf %105, %125 : f32
        %142 = arith.mulf %106, %126 : f32
        %143 = arith.mulf %107, %127 : f32
        %144 = arith.mulf %128, %57 : f32
        %145 = arith.mulf %129, %59 : f32
        %146 = arith.addf %145, %144 : f32
        %147 = arith.mulf %130, %61 : f32
        %148 = arith.addf %147, %146 : f32
        %149 = arith.mulf %131, %63 : f32
        %150 = arith.addf %149, %148 : f32
        %151 = arith.mulf %132, %65 : f32
        %152 = arith.addf %151, %150 : f32
        %153 = arith.mulf %133, %67 : f32
        %154 = arith.addf %153, %152 : f32
        %155 = arith.mulf %134, %69 : f32
        %156 = arith.addf %155, %154 : f32
        %157 = arith.mulf %135, %71 : f32
        %158 = arith.addf %157, %156 : f32
        %159 = arith.mulf %136, %73 : f32
        %160 = arith.addf %159, %158 : f32
        %161 = arith.mulf %137, %75 : f32
        %162 = arith.addf %161, %160 : f32
        %163 = arith.mulf %138, %77 : f32
        %164 = arith.addf %163, %162 : f32
        %165 = arith.mulf %139, %79 : f32
        %166 = arith.addf %165, %164 : f32
        %167 = arith.mulf %140, %81 : f32
        %168 = arith.addf %167, %166 : f32
        %169 = arith.mulf %141, %83 : f32
        %170 = arith.addf %169, %168 : f32
        %171 = arith.mulf %142, %85 : f32
        %172 = arith.addf %171, %170 : f32
        %173 = arith.mulf %143, %87 : f32
        %174 = arith.addf %173, %172 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %174, %c16_i32, %c32_i32 : f32
        %175 = arith.addf %shuffleResult, %174 : f32
        %shuffleResult_2, %valid_3 = gpu.shuffle  xor %175, %c8_i32, %c32_i32 : f32
        %176 = arith.addf %shuffleResult_2, %175 : f32
        %shuffleResult_4, %valid_5 = gpu.shuffle  xor %176, %c4_i32, %c32_i32 : f32
        %177 = arith.addf %shuffleResult_4, %176 : f32
        %shuffleResult_6, %valid_7 = gpu.shuffle  xor %177, %c2_i32, %c32_i32 : f32
        %178 = arith.addf %shuffleResult_6, %177 : f32
        %shuffleResult_8, %valid_9 = gpu.shuffle  xor %178, %c1_i32, %c32_i32 : f32
        %179 = arith.addf %shuffleResult_8, %178 : f32
        %view = memref.view %arg12[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %180 = arith.divui %thread_id_x, %c32 : index
        %181 = arith.remui %thread_id_x, %c32 : index
        %182 = arith.cmpi eq, %181, %c0 : index
        scf.if %182 {
          memref.store %179, %view[%180] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %183 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %184 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %185 = arith.addf %184, %183 : f32
        %186 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %187 = arith.addf %186, %185 : f32
        %188 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %189 = arith.addf %188, %187 : f32
        %190 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %191 = arith.addf %190, %189 : f32
        %192 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %193 = arith.addf %192, %191 : f32
        %194 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %195 = arith.addf %194, %193 : f32
        %196 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %197 = arith.addf %196, %195 : f32
        gpu.barrier
        %198 = arith.addf %197, %cst_0 : f32
        %199 = arith.addf %129, %128 : f32
        %200 = arith.addf %130, %199 : f32
        %201 = arith.addf %131, %200 : f32
        %202 = arith.addf %132, %201 : f32
        %203 = arith.addf %133, %202 : f32
        %204 = arith.addf %134, %203 : f32
        %205 = arith.addf %135, %204 : f32
        %206 = arith.addf %136, %205 : f32
        %207 = arith.addf %137, %206 : f32
        %208 = arith.addf %138, %207 : f32
        %209 = arith.addf %139, %208 : f32
        %210 = arith.addf %140, %209 : f32
        %211 = arith.addf %141, %210 : f32
        %212 = arith.addf %142, %211 : f32
        %213 = arith.addf %143, %212 : f32
        %shuffleResult_10, %valid_11 = gpu.shuffle  xor %213, %c16_i32, %c32_i32 : f32
        %214 = arith.addf %shuffleResult_10, %213 : f32
        %shuffleResult_12, %valid_13 = gpu.shuffle  xor %214, %c8_i32, %c32_i32 : f32
        %215 = arith.addf %shuffleResult_12, %214 : f32
        %shuffleResult_14, %valid_15 = gpu.shuffle  xor %215, %c4_i32, %c32_i32 : f32
        %216 = arith.addf %shuffleResult_14, %215 : f32
        %shuffleResult_16, %valid_17 = gpu.shuffle  xor %216, %c2_i32, %c32_i32 : f32
        %217 = arith.addf %shuffleResult_16, %216 : f32
        %shuffleResult_18, %valid_19 = gpu.shuffle  xor %217, %c1_i32, %c32_i32 : f32
        %218 = arith.addf %shuffleResult_18, %217 : f32
        scf.if %182 {
          memref.store %218, %view[%180] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %219 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %220 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %221 = arith.addf %220, %219 : f32
        %222 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %223 = arith.addf %222, %221 : f32
        %224 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %225 = arith.addf %224, %223 : f32
        %226 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %227 = arith.addf %226, %225 : f32
        %228 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %229 = arith.addf %228, %227 : f32
        %230 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %231 = arith.addf %230, %229 : f32
        %232 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %233 = arith.addf %232, %231 : f32
        gpu.barrier
        %234 = arith.addf %233, %cst_0 : f32
        %235 = arith.mulf %234, %cst : f32
        %236 = arith.subf %128, %235 : f32
        %237 = arith.mulf %198, %cst : f32
        %238 = arith.mulf %57, %237 : f32
        %239 = arith.subf %236, %238 : f32
        %240 = arith.mulf %239, %55 : f32
        %241 = arith.subf %129, %235 : f32
        %242 = arith.mulf %59, %237 : f32
        %243 = arith.subf %241, %242 : f32
        %244 = arith.mulf %243, %55 : f32
        %245 = arith.subf %130, %235 : f32
        %246 = arith.mulf %61, %237 : f32
        %247 = arith.subf %245, %246 : f32
        %248 = arith.mulf %247, %55 : f32
        %249 = arith.subf %131, %235 : f32
        %250 = arith.mulf %63, %237 : f32
        %251 = arith.subf %249, %250 : f32
        %252 = arith.mulf %251, %55 : f32
        %253 = arith.subf %132, %235 : f32
        %254 = arith.mulf %65, %237 : f32
        %255 = arith.subf %253, %254 : f32
        %256 = arith.mulf %255, %55 : f32
        %257 = arith.subf %133, %235 : f32
        %258 = arith.mulf %67, %237 : f32
        %259 = arith.subf %257, %258 : f32
        %260 = arith.mulf %259, %55 : f32
        %261 = arith.subf %134, %235 : f32
        %262 = arith.mulf %69, %237 : f32
        %263 = arith.subf %261, %262 : f32
        %264 = arith.mulf %263, %55 : f32
        %265 = arith.subf %135, %235 : f32
        %266 = arith.mulf %71, %237 : f32
        %267 = arith.subf %265, %266 : f32
        %268 = arith.mulf %267, %55 : f32
        %269 = arith.subf %136, %235 : f32
        %270 = arith.mulf %73, %237 : f32
        %271 = arith.subf %269, %270 : f32
        %272 = arith.mulf %271, %55 : f32
        %273 = arith.subf %137, %235 : f32
        %274 = arith.mulf %75, %237 : f32
        %275 = arith.subf %273, %274 : f32
        %276 = arith.mulf %275, %55 : f32
        %277 = arith.subf %138, %235 : f32
        %278 = arith.mulf %77, %237 : f32
        %279 = arith.subf %277, %278 : f32
        %280 = arith.mulf %279, %55 : f32
        %281 = arith.subf %139, %235 : f32
        %282 = arith.mulf %79, %237 : f32
        %283 = arith.subf %281, %282 : f32
        %284 = arith.mulf %283, %55 : f32
        %285 = arith.subf %140, %235 : f32
        %286 = arith.mulf %81, %237 : f32
        %287 = arith.subf %285, %286 : f32
        %288 = arith.mulf %287, %55 : f32
        %289 = arith.subf %141, %235 : f32
        %290 = arith.mulf %83, %237 : f32
        %291 = arith.subf %289, %290 : f32
        %292 = arith.mulf %291, %55 : f32
        %293 = arith.subf %142, %235 : f32
        %294 = arith.mulf %85, %237 : f32
        %295 = arith.subf %293, %294 : f32
        %296 = arith.mulf %295, %55 : f32
        %297 = arith.subf %143, %235 : f32
        %298 = arith.mulf %87, %237 : f32
        %299 = arith.subf %297, %298 : f32
        %300 = arith.mulf %299, %55 : f32
        %301 = arith.mulf %89, %57 : f32
        %302 = arith.addf %301, %arg14 : f32
        %303 = arith.mulf %90, %59 : f32
        %304 = arith.addf %303, %arg15 : f32
        %305 = arith.mulf %91, %61 : f32
        %306 = arith.addf %305, %arg16 : f32
        %307 = arith.mulf %92, %63 : f32
        %308 = arith.addf %307, %arg17 : f32
        %309 = arith.mulf %94, %65 : f32
        %310 = arith.addf %309, %arg18 : f32
        %311 = arith.mulf %95, %67 : f32
        %312 = arith.addf %311, %arg19 : f32
        %313 = arith.mulf %96, %69 : f32
        %314 = arith.addf %313, %arg20 : f32
        %315 = arith.mulf %97, %71 : f32
        %316 = arith.addf %315, %arg21 : f32
        %317 = arith.mulf %99, %73 : f32
        %318 = arith.addf %317, %arg22 : f32
        %319 = arith.mulf %100, %75 : f32
        %320 = arith.addf %319, %arg23 : f32
        %321 = arith.mulf %101, %77 : f32
        %322 = arith.addf %321, %arg24 : f32
        %323 = arith.mulf %102, %79 : f32
        %324 = arith.addf %323, %arg25 : f32
        %325 = arith.mulf %104, %81 : f32
        %326 = arith.addf %325, %arg26 : f32
        %327 = arith.mulf %105, %83 : f32
        %328 = arith.addf %327, %arg27 : f32
        %329 = arith.mulf %106, %85 : f32
        %330 = arith.addf %329, %arg28 : f32
        %331 = arith.mulf %107, %87 : f32
        %332 = arith.addf %331, %arg29 : f32
        %333 = arith.addf %89, %arg30 : f32
        %334 = arith.addf %90, %arg31 : f32
        %335 = arith.addf %91, %arg32 : f32
        %336 = arith.addf %92, %arg33 : f32
        %337 = arith.addf %94, %arg34 : f32
        %338 = arith.addf %95, %arg35 : f32
        %339 = arith.addf %96, %arg36 : f32
        %340 = arith.addf %97, %arg37 : f32
        %341 = arith.addf %99, %arg38 : f32
        %342 = arith.addf %100, %arg39 : f32
        %343 = arith.addf %101, %arg40 : f32
        %344 = arith.addf %102, %arg41 : f32
        %345 = arith.addf %104, %arg42 : f32
        %346 = arith.addf %105, %arg43 : f32
        %347 = arith.addf %106, %arg44 : f32
        %348 = arith.addf %107, %arg45 : f32
        %349 = vector.from_elements %240, %244, %248, %252 : vector<4xf32>
        vector.store %349, %arg7[%arg13, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %350 = vector.from_elements %256, %260, %264, %268 : vector<4xf32>
        vector.store %350, %arg7[%arg13, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %351 = vector.from_elements %272, %276, %280, %284 : vector<4xf32>
        vector.store %351, %arg7[%arg13, %8] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        %352 = vector.from_elements %288, %292, %296, %300 : vector<4xf32>
        vector.store %352, %arg7[%arg13, %12] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
        scf.yield %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326, %328, %330, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %17 = arith.muli %block_id_x, %c4096 : index
      %18 = arith.addi %17, %0 : index
      memref.store %16#0, %arg10[%18] : memref<4325376xf32>
      %19 = arith.addi %17, %1 : index
      memref.store %16#1, %arg10[%19] : memref<4325376xf32>
      %20 = arith.addi %17, %2 : index
      memref.store %16#2, %arg10[%20] : memref<4325376xf32>
      %21 = arith.addi %17, %3 : index
      memref.store %16#3, %arg10[%21] : memref<4325376xf32>
      %22 = arith.addi %17, %4 : index
      memref.store %16#4, %arg10[%22] : memref<4325376xf32>
      %23 = arith.addi %17, %5 : index
      memref.store %16#5, %arg10[%23] : memref<4325376xf32>
      %24 = arith.addi %17, %6 : index
      memref.store %16#6, %arg10[%24] : memref<4325376xf32>
      %25 = arith.addi %17, %7 : index
      memref.store %16#7, %arg10[%25] : memref<4325376xf32>
      %26 = arith.addi %17, %8 : index
      memref.store %16#8, %arg10[%26] : memref<4325376xf32>
      %27 = arith.addi %17, %9 : index
      memref.store %16#9, %arg10[%27] : memref<4325376xf32>
      %28 = arith.addi %17, %10 : index
      memref.store %16#10, %arg10[%28] : memref<4325376xf32>
      %29 = arith.addi %17, %11 : index
      memref.store %16#11, %arg10[%29] : memref<4325376xf32>
      %30 = arith.addi %17, %12 : index
      memref.store %16#12, %arg10[%30] : memref<4325376xf32>
      %31 = arith.addi %17, %13 : index
      memref.store %16#13, %arg10[%31] : memref<4325376xf32>
      %32 = arith.addi %17, %14 : index
      memref.store %16#14, %arg10[%32] : memref<4325376xf32>
      %33 = arith.addi %17, %15 : index
      memref.store %16#15, %arg10[%33] : memref<4325376xf32>
      memref.store %16#16, %arg11[%18] : memref<4325376xf32>
      memref.store %16#17, %arg11[%19] : memref<4325376xf32>
      memref.store %16#18, %arg11[%20] : memref<4325376xf32>
      memref.store %16#19, %arg11[%21] : memref<4325376xf32>
      memref.store %16#20, %arg11[%22] : memref<4325376xf32>
      memref.store %16#21, %arg11[%23] : memref<4325376xf32>
      memref.store %16#22, %arg11[%24] : memref<4325376xf32>
      memref.store %16#23, %arg11[%25] : memref<4325376xf32>
      memref.store %16#24, %arg11[%26] : memref<4325376xf32>
      memref.store %16#25, %arg11[%27] : memref<4325376xf32>
      memref.store %16#26, %arg11[%28] : memref<4325376xf32>
      memref.store %16#27, %arg11[%29] : memref<4325376xf32>
      memref.store %16#28, %arg11[%30] : memref<4325376xf32>
      memref.store %16#29, %arg11[%31] : memref<4325376xf32>
      memref.store %16#30, %arg11[%32] : memref<4325376xf32>
      memref.store %16#31, %arg11[%33] : memref<4325376xf32>
      gpu.return
    }
    gpu.func @step_k1_block_final0(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<4325376xf32>, %arg11: memref<4325376xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1056 = arith.constant 1056 : index
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
        %3 = scf.for %arg12 = %c0 to %c1056 step %c1 iter_args(%arg13 = %cst) -> (f32) {
          %6 = arith.muli %arg12, %c4096 : index
          %7 = arith.addi %6, %1 : index
          %8 = memref.load %arg10[%7] : memref<4325376xf32>
          %9 = arith.addf %8, %arg13 : f32
          scf.yield %9 : f32
        }
        %4 = memref.load %arg5[%1] : memref<4096xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg8[%1] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block_final1(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384x4096xf32>, %arg4: memref<4096xf32>, %arg5: memref<4096xf32>, %arg6: memref<4096xf32>, %arg7: memref<16384x4096xf32>, %arg8: memref<4096xf32>, %arg9: memref<4096xf32>, %arg10: memref<4325376xf32>, %arg11: memref<4325376xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1056 = arith.constant 1056 : index
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
        %3 = scf.for %arg12 = %c0 to %c1056 step %c1 iter_args(%arg13 = %cst) -> (f32) {
          %6 = arith.muli %arg12, %c4096 : index
          %7 = arith.addi %6, %1 : index
          %8 = memref.load %arg11[%7] : memref<4325376xf32>
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

