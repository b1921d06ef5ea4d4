module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c4096 = arith.constant 4096 : index
    %c256 = arith.constant 256 : index
    %c4160 = arith.constant 4160 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%1] () : memref<64x512xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<64x512xf32>
    %2 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k1_packed_block_thread_thread blocks in (%c4160, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>, %memref_2 : memref<64x512xf32>, %memref_4 : memref<64x512xf32>) {kfusion.stitch_composition = "block_thread_thread"}
    %3 = gpu.launch_func async [%2] @step_stitched::@step_k2_warp blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %memref_2 : memref<64x512xf32>, %memref_4 : memref<64x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "warp"}
    %4 = gpu.dealloc async [%3] %memref : memref<16384xf32>
    %5 = gpu.dealloc async [%4] %memref_0 : memref<16384xf32>
    %6 = gpu.dealloc async [%5] %memref_2 : memref<64x512xf32>
    %7 = gpu.dealloc async [%6] %memref_4 : memref<64x512xf32>
    gpu.wait [%7]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c4096 : index
        %6 = arith.addi %4, %c8192 : index
        %7 = arith.addi %4, %c12288 : index
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c4096 : index
        %6 = arith.addi %4, %c8192 : index
        %7 = arith.addi %4, %c12288 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_packed_block_thread_thread(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<1024xf32>, %arg5: memref<1024xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512xf32>, %arg8: memref<64x512xf32>) workgroup(%arg9 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %cst_0 = arith.constant dense<0xFF800000> : vector<4xf32>
      %c4160 = arith.constant 4160 : index
      %c128 = arith.constant 128 : index
      %c4128 = arith.constant 4128 : index
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %cst_2 = arith.constant 1.024000e+03 : f32
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c768 = arith.constant 768 : index
      %c512 = arith.constant 512 : index
      %c256 = arith.constant 256 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c4096 = arith.constant 4096 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c4096 : index
      scf.if %0 {
        %7 = arith.remui %thread_id_x, %c64 : index
        %8 = arith.divui %thread_id_x, %c64 : index
        %9 = arith.muli %7, %c4 : index
        %10 = arith.addi %9, %c256 : index
        %11 = arith.addi %9, %c512 : index
        %12 = arith.addi %9, %c768 : index
        %13 = arith.muli %block_id_x, %c4 : index
        %14 = arith.addi %13, %8 : index
        %15 = vector.load %arg0[%14, %9] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %16 = vector.extract %15[0] : f32 from vector<4xf32>
        %17 = vector.extract %15[1] : f32 from vector<4xf32>
        %18 = vector.extract %15[2] : f32 from vector<4xf32>
        %19 = vector.extract %15[3] : f32 from vector<4xf32>
        %20 = vector.load %arg0[%14, %10] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %21 = vector.extract %20[0] : f32 from vector<4xf32>
        %22 = vector.extract %20[1] : f32 from vector<4xf32>
        %23 = vector.extract %20[2] : f32 from vector<4xf32>
        %24 = vector.extract %20[3] : f32 from vector<4xf32>
        %25 = vector.load %arg0[%14, %11] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %26 = vector.extract %25[0] : f32 from vector<4xf32>
        %27 = vector.extract %25[1] : f32 from vector<4xf32>
        %28 = vector.extract %25[2] : f32 from vector<4xf32>
        %29 = vector.extract %25[3] : f32 from vector<4xf32>
        %30 = vector.load %arg0[%14, %12] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %31 = vector.extract %30[0] : f32 from vector<4xf32>
        %32 = vector.extract %30[1] : f32 from vector<4xf32>
        %33 = vector.extract %30[2] : f32 from vector<4xf32>
        %34 = vector.extract %30[3] : f32 from vector<4xf32>
        %35 = vector.load %arg1[%14, %9] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %36 = vector.extract %35[0] : f32 from vector<4xf32>
        %37 = vector.extract %35[1] : f32 from vector<4xf32>
        %38 = vector.extract %35[2] : f32 from vector<4xf32>
        %39 = vector.extract %35[3] : f32 from vector<4xf32>
        %40 = vector.load %arg1[%14, %10] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %41 = vector.extract %40[0] : f32 from vector<4xf32>
        %42 = vector.extract %40[1] : f32 from vector<4xf32>
        %43 = vector.extract %40[2] : f32 from vector<4xf32>
        %44 = vector.extract %40[3] : f32 from vector<4xf32>
        %45 = vector.load %arg1[%14, %11] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %46 = vector.extract %45[0] : f32 from vector<4xf32>
        %47 = vector.extract %45[1] : f32 from vector<4xf32>
        %48 = vector.extract %45[2] : f32 from vector<4xf32>
        %49 = vector.extract %45[3] : f32 from vector<4xf32>
        %50 = vector.load %arg1[%14, %12] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %51 = vector.extract %50[0] : f32 from vector<4xf32>
        %52 = vector.extract %50[1] : f32 from vector<4xf32>
        %53 = vector.extract %50[2] : f32 from vector<4xf32>
        %54 = vector.extract %50[3] : f32 from vector<4xf32>
        %55 = arith.addf %16, %36 : f32
        %56 = arith.addf %17, %37 : f32
        %57 = arith.addf %18, %38 : f32
        %58 = arith.addf %19, %39 : f32
        %59 = arith.addf %21, %41 : f32
        %60 = arith.addf %22, %42 : f32
        %61 = arith.addf %23, %43 : f32
        %62 = arith.addf %24, %44 : f32
        %63 = arith.addf %26, %46 : f32
        %64 = arith.addf %27, %47 : f32
        %65 = arith.addf %28, %48 : f32
        %66 = arith.addf %29, %49 : f32
        %67 = arith.addf %31, %51 : f32
        %68 = arith.addf %32, %52 : f32
        %69 = arith.addf %33, %53 : f32
        %70 = arith.addf %34, %54 : f32
        %71 = arith.addf %56, %55 : f32
        %72 = arith.addf %57, %71 : f32
        %73 = arith.addf %58, %72 : f32
        %74 = arith.addf %59, %73 : f32
        %75 = arith.addf %60, %74 : f32
        %76 = arith.addf %61, %75 : f32
        %77 = arith.addf %62, %76 : f32
        %78 = arith.addf %63, %77 : f32
        %79 = arith.addf %64, %78 : f32
        %80 = arith.addf %65, %79 : f32
        %81 = arith.addf %66, %80 : f32
        %82 = arith.addf %67, %81 : f32
        %83 = arith.addf %68, %82 : f32
        %84 = arith.addf %69, %83 : f32
        %85 = arith.addf %70, %84 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %85, %c16_i32, %c32_i32 : f32
        %86 = arith.addf %shuffleResult, %85 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %86, %c8_i32, %c32_i32 : f32
        %87 = arith.addf %shuffleResult_3, %86 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %87, %c4_i32, %c32_i32 : f32
        %88 = arith.addf %shuffleResult_5, %87 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %88, %c2_i32, %c32_i32 : f32
        %89 = arith.addf %shuffleResult_7, %88 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %89, %c1_i32, %c32_i32 : f32
        %90 = arith.addf %shuffleResult_9, %89 : f32
        %view = memref.view %arg9[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %91 = arith.divui %7, %c32 : index
        %92 = arith.muli %8, %c2 : index
        %93 = arith.addi %92, %91 : index
        %94 = arith.remui %7, %c32 : index
        %95 = arith.cmpi eq, %94, %c0 : index
        scf.if %95 {
          memref.store %90, %view[%93] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %96 = memref.load %view[%92] : memref<8xf32, #gpu.address_space<workgroup>>
        %97 = arith.addi %92, %c1 : index
        %98 = memref.load %view[%97] : memref<8xf32, #gpu.address_space<workgroup>>
        %99 = arith.addf %98, %96 : f32
        gpu.barrier
        %100 = memref.load %arg2[%14] : memref<16384xf32>
        %101 = arith.addf %99, %100 : f32
        %102 = arith.divf %101, %cst_2 : f32
        %103 = arith.subf %55, %102 : f32
        %104 = arith.mulf %103, %103 : f32
        %105 = arith.subf %56, %102 : f32
        %106 = arith.mulf %105, %105 : f32
        %107 = arith.addf %106, %104 : f32
        %108 = arith.subf %57, %102 : f32
        %109 = arith.mulf %108, %108 : f32
        %110 = arith.addf %109, %107 : f32
        %111 = arith.subf %58, %102 : f32
        %112 = arith.mulf %111, %111 : f32
        %113 = arith.addf %112, %110 : f32
        %114 = arith.subf %59, %102 : f32
        %115 = arith.mulf %114, %114 : f32
        %116 = arith.addf %115, %113 : f32
        %117 = arith.subf %60, %102 : f32
        %118 = arith.mulf %117, %117 : f32
        %119 = arith.addf %118, %116 : f32
        %120 = arith.subf %61, %102 : f32
        %121 = arith.mulf %120, %120 : f32
        %122 = arith.addf %121, %119 : f32
        %123 = arith.subf %62, %102 : f32
        %124 = arith.mulf %123, %123 : f32
        %125 = arith.addf %124, %122 : f32
        %126 = arith.subf %63, %102 : f32
        %127 = arith.mulf %126, %126 : f32
        %128 = arith.addf %127, %125 : f32
        %129 = arith.subf %64, %102 : f32
        %130 = arith.mulf %129, %129 : f32
        %131 = arith.addf %130, %128 : f32
        %132 = arith.subf %65, %102 : f32
        %133 = arith.mulf %132, %132 : f32
        %134 = arith.addf %133, %131 : f32
        %135 = arith.subf %66, %102 : f32
        %136 = arith.mulf %135, %135 : f32
        %137 = arith.addf %136, %134 : f32
        %138 = arith.subf %67, %102 : f32
        %139 = arith.mulf %138, %138 : f32
        %140 = arith.addf %139, %137 : f32
        %141 = arith.subf %68, %102 : f32
        %142 = arith.mulf %141, %141 : f32
        %143 = arith.addf %142, %140 : f32
        %144 = arith.subf %69, %102 : f32
        %145 = arith.mulf %144, %144 : f32
        %146 = arith.addf %145, %143 : f32
        %147 = arith.subf %70, %102 : f32
        %148 = arith.mulf %147, %147 : f32
        %149 = arith.addf %148, %146 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %149, %c16_i32, %c32_i32 : f32
        %150 = arith.addf %shuffleResult_11, %149 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %150, %c8_i32, %c32_i32 : f32
        %151 = arith.addf %shuffleResult_13, %150 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %151, %c4_i32, %c32_i32 : f32
        %152 = arith.addf %shuffleResult_15, %151 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %152, %c2_i32, %c32_i32 : f32
        %153 = arith.addf %shuffleResult_17, %152 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %153, %c1_i32, %c32_i32 : f32
        %154 = arith.addf %shuffleResult_19, %153 : f32
        scf.if %95 {
          memref.store %154, %view[%93] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %155 = memref.load %view[%92] : memref<8xf32, #gpu.address_space<workgroup>>
        %156 = memref.load %view[%97] : memref<8xf32, #gpu.address_space<workgroup>>
        %157 = arith.addf %156, %155 : f32
        gpu.barrier
        %158 = memref.load %arg3[%14] : memref<16384xf32>
        %159 = arith.addf %157, %158 : f32
        %160 = arith.divf %159, %cst_2 : f32
        %161 = arith.addf %160, %cst_1 : f32
        %162 = math.rsqrt %161 : f32
        %163 = vector.load %arg4[%9] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %164 = vector.extract %163[0] : f32 from vector<4xf32>
        %165 = vector.extract %163[1] : f32 from vector<4xf32>
        %166 = vector.extract %163[2] : f32 from vector<4xf32>
        %167 = vector.extract %163[3] : f32 from vector<4xf32>
        %168 = vector.load %arg4[%10] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %169 = vector.extract %168[0] : f32 from vector<4xf32>
        %170 = vector.extract %168[1] : f32 from vector<4xf32>
        %171 = vector.extract %168[2] : f32 from vector<4xf32>
        %172 = vector.extract %168[3] : f32 from vector<4xf32>
        %173 = vector.load %arg4[%11] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %174 = vector.extract %173[0] : f32 from vector<4xf32>
        %175 = vector.extract %173[1] : f32 from vector<4xf32>
        %176 = vector.extract %173[2] : f32 from vector<4xf32>
        %177 = vector.extract %173[3] : f32 from vector<4xf32>
        %178 = vector.load %arg4[%12] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %179 = vector.extract %178[0] : f32 from vector<4xf32>
        %180 = vector.extract %178[1] : f32 from vector<4xf32>
        %181 = vector.extract %178[2] : f32 from vector<4xf32>
        %182 = vector.extract %178[3] : f32 from vector<4xf32>
        %183 = vector.load %arg5[%9] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %184 = vector.extract %183[0] : f32 from vector<4xf32>
        %185 = vector.extract %183[1] : f32 from vector<4xf32>
        %186 = vector.extract %183[2] : f32 from vector<4xf32>
        %187 = vector.extract %183[3] : f32 from vector<4xf32>
        %188 = vector.load %arg5[%10] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %189 = vector.extract %188[0] : f32 from vector<4xf32>
        %190 = vector.extract %188[1] : f32 from vector<4xf32>
        %191 = vector.extract %188[2] : f32 from vector<4xf32>
        %192 = vector.extract %188[3] : f32 from vector<4xf32>
        %193 = vector.load %arg5[%11] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %194 = vector.extract %193[0] : f32 from vector<4xf32>
        %195 = vector.extract %193[1] : f32 from vector<4xf32>
        %196 = vector.extract %193[2] : f32 from vector<4xf32>
        %197 = vector.extract %193[3] : f32 from vector<4xf32>
        %198 = vector.load %arg5[%12] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %199 = vector.extract %198[0] : f32 from vector<4xf32>
        %200 = vector.extract %198[1] : f32 from vector<4xf32>
        %201 = vector.extract %198[2] : f32 from vector<4xf32>
        %202 = vector.extract %198[3] : f32 from vector<4xf32>
        %203 = arith.mulf %103, %162 : f32
        %204 = arith.mulf %203, %164 : f32
        %205 = arith.addf %204, %184 : f32
        %206 = arith.mulf %105, %162 : f32
        %207 = arith.mulf %206, %165 : f32
        %208 = arith.addf %207, %185 : f32
        %209 = arith.mulf %108, %162 : f32
        %210 = arith.mulf %209, %166 : f32
        %211 = arith.addf %210, %186 : f32
        %212 = arith.mulf %111, %162 : f32
        %213 = arith.mulf %212, %167 : f32
        %214 = arith.addf %213, %187 : f32
        %215 = arith.mulf %114, %162 : f32
        %216 = arith.mulf %215, %169 : f32
        %217 = arith.addf %216, %189 : f32
        %218 = arith.mulf %117, %162 : f32
        %219 = arith.mulf %218, %170 : f32
        %220 = arith.addf %219, %190 : f32
        %221 = arith.mulf %120, %162 : f32
        %222 = arith.mulf %221, %171 : f32
        %223 = arith.addf %222, %191 : f32
        %224 = arith.mulf %123, %162 : f32
        %225 = arith.mulf %224, %172 : f32
        %226 = arith.addf %225, %192 : f32
        %227 = arith.mulf %126, %162 : f32
        %228 = arith.mulf %227, %174 : f32
        %229 = arith.addf %228, %194 : f32
        %230 = arith.mulf %129, %162 : f32
        %231 = arith.mulf %230, %175 : f32
        %232 = arith.addf %231, %195 : f32
        %233 = arith.mulf %132, %162 : f32
        %234 = arith.mulf %233, %176 : f32
        %235 = arith.addf %234, %196 : f32
        %236 = arith.mulf %135, %162 : f32
        %237 = arith.mulf %236, %177 : f32
        %238 = arith.addf %237, %197 : f32
        %239 = arith.mulf %138, %162 : f32
        %240 = arith.mulf %239, %179 : f32
        %241 = arith.addf %240, %199 : f32
        %242 = arith.mulf %141, %162 : f32
        %243 = arith.mulf %242, %180 : f32
        %244 = arith.addf %243, %200 : f32
        %245 = arith.mulf %144, %162 : f32
        %246 = arith.mulf %245, %181 : f32
        %247 = arith.addf %246, %201 : f32
        %248 = arith.mulf %147, %162 : f32
        %249 = arith.mulf %248, %182 : f32
        %250 = arith.addf %249, %202 : f32
        %251 = vector.from_elements %205, %208, %211, %214 : vector<4xf32>
        vector.store %251, %arg6[%14, %9] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %252 = vector.from_elements %217, %220, %223, %226 : vector<4xf32>
        vector.store %252, %arg6[%14, %10] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %253 = vector.from_elements %229, %232, %235, %238 : vector<4xf32>
        vector.store %253, %arg6[%14, %11] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %254 = vector.from_elements %241, %244, %247, %250 : vector<4xf32>
        vector.store %254, %arg6[%14, %12] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c4128 : index
      %2 = arith.cmpi uge, %block_id_x, %c4096 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %7 = arith.subi %block_id_x, %c4096 : index
        %8 = arith.remui %thread_id_x, %c128 : index
        %9 = arith.divui %thread_id_x, %c128 : index
        %10 = arith.muli %8, %c4 : index
        %11 = arith.muli %7, %c2 : index
        %12 = arith.addi %11, %9 : index
        vector.store %cst_0, %arg7[%12, %10] {alignment = 16 : i64} : memref<64x512xf32>, vector<4xf32>
      }
      %4 = arith.cmpi ult, %block_id_x, %c4160 : index
      %5 = arith.cmpi uge, %block_id_x, %c4128 : index
      %6 = arith.andi %5, %4 : i1
      scf.if %6 {
        %7 = arith.subi %block_id_x, %c4128 : index
        %8 = arith.remui %thread_id_x, %c128 : index
        %9 = arith.divui %thread_id_x, %c128 : index
        %10 = arith.muli %8, %c4 : index
        %11 = arith.muli %7, %c2 : index
        %12 = arith.addi %11, %9 : index
        vector.store %cst, %arg8[%12, %10] {alignment = 16 : i64} : memref<64x512xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k2_warp(%arg0: memref<64x512x512xf32>, %arg1: memref<512x512xf32>, %arg2: memref<64x512xf32>, %arg3: memref<64x512xf32>, %arg4: memref<64x512x512xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 1.250000e-01 : f32
      %c512 = arith.constant 512 : index
      %c8 = arith.constant 8 : index
      %c384 = arith.constant 384 : index
      %c256 = arith.constant 256 : index
      %c128 = arith.constant 128 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c128 : index
      %4 = arith.addi %2, %c256 : index
      %5 = arith.addi %2, %c384 : index
      %6 = arith.muli %block_id_x, %c8 : index
      %7 = arith.addi %6, %1 : index
      %8 = arith.remui %7, %c512 : index
      %9 = arith.divui %7, %c512 : index
      %10 = vector.load %arg0[%9, %8, %2] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %11 = vector.extract %10[0] : f32 from vector<4xf32>
      %12 = vector.extract %10[1] : f32 from vector<4xf32>
      %13 = vector.extract %10[2] : f32 from vector<4xf32>
      %14 = vector.extract %10[3] : f32 from vector<4xf32>
      %15 = vector.load %arg0[%9, %8, %3] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %16 = vector.extract %15[0] : f32 from vector<4xf32>
      %17 = vector.extract %15[1] : f32 from vector<4xf32>
      %18 = vector.extract %15[2] : f32 from vector<4xf32>
      %19 = vector.extract %15[3] : f32 from vector<4xf32>
      %20 = vector.load %arg0[%9, %8, %4] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %21 = vector.extract %20[0] : f32 from vector<4xf32>
      %22 = vector.extract %20[1] : f32 from vector<4xf32>
      %23 = vector.extract %20[2] : f32 from vector<4xf32>
      %24 = vector.extract %20[3] : f32 from vector<4xf32>
      %25 = vector.load %arg0[%9, %8, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %26 = vector.extract %25[0] : f32 from vector<4xf32>
      %27 = vector.extract %25[1] : f32 from vector<4xf32>
      %28 = vector.extract %25[2] : f32 from vector<4xf32>
      %29 = vector.extract %25[3] : f32 from vector<4xf32>
      %30 = vector.load %arg1[%8, %2] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %31 = vector.extract %30[0] : f32 from vector<4xf32>
      %32 = vector.extract %30[1] : f32 from vector<4xf32>
      %33 = vector.extract %30[2] : f32 from vector<4xf32>
      %34 = vector.extract %30[3] : f32 from vector<4xf32>
      %35 = vector.load %arg1[%8, %3] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %36 = vector.extract %35[0] : f32 from vector<4xf32>
      %37 = vector.extract %35[1] : f32 from vector<4xf32>
      %38 = vector.extract %35[2] : f32 from vector<4xf32>
      %39 = vector.extract %35[3] : f32 from vector<4xf32>
      %40 = vector.load %arg1[%8, %4] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %41 = vector.extract %40[0] : f32 from vector<4xf32>
      %42 = vector.extract %40[1] : f32 from vector<4xf32>
      %43 = vector.extract %40[2] : f32 from vector<4xf32>
      %44 = vector.extract %40[3] : f32 from vector<4xf32>
      %45 = vector.load %arg1[%8, %5] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %46 = vector.extract %45[0] : f32 from vector<4xf32>
      %47 = vector.extract %45[1] : f32 from vector<4xf32>
      %48 = vector.extract %45[2] : f32 from vector<4xf32>
      %49 = vector.extract %45[3] : f32 from vector<4xf32>
      %50 = arith.mulf %11, %cst : f32
      %51 = arith.addf %50, %31 : f32
      %52 = arith.mulf %12, %cst : f32
      %53 = arith.addf %52, %32 : f32
      %54 = arith.mulf %13, %cst : f32
      %55 = arith.addf %54, %33 : f32
      %56 = arith.mulf %14, %cst : f32
      %57 = arith.addf %56, %34 : f32
      %58 = arith.mulf %16, %cst : f32
      %59 = arith.addf %58, %36 : f32
      %60 = arith.mulf %17, %cst : f32
      %61 = arith.addf %60, %37 : f32
      %62 = arith.mulf %18, %cst : f32
      %63 = arith.addf %62, %38 : f32
      %64 = arith.mulf %19, %cst : f32
      %65 = arith.addf %64, %39 : f32
      %66 = arith.mulf %21, %cst : f32
      %67 = arith.addf %66, %41 : f32
      %68 = arith.mulf %22, %cst : f32
      %69 = arith.addf %68, %42 : f32
      %70 = arith.mulf %23, %cst : f32
      %71 = arith.addf %70, %43 : f32
      %72 = arith.mulf %24, %cst : f32
      %73 = arith.addf %72, %44 : f32
      %74 = arith.mulf %26, %cst : f32
      %75 = arith.addf %74, %46 : f32
      %76 = arith.mulf %27, %cst : f32
      %77 = arith.addf %76, %47 : f32
      %78 = arith.mulf %28, %cst : f32
      %79 = arith.addf %78, %48 : f32
      %80 = arith.mulf %29, %cst : f32
      %81 = arith.addf %80, %49 : f32
      %82 = arith.maximumf %53, %51 : f32
      %83 = arith.maximumf %55, %82 : f32
      %84 = arith.maximumf %57, %83 : f32
      %85 = arith.maximumf %59, %84 : f32
      %86 = arith.maximumf %61, %85 : f32
      %87 = arith.maximumf %63, %86 : f32
      %88 = arith.maximumf %65, %87 : f32
      %89 = arith.maximumf %67, %88 : f32
      %90 = arith.maximumf %69, %89 : f32
      %91 = arith.maximumf %71, %90 : f32
      %92 = arith.maximumf %73, %91 : f32
      %93 = arith.maximumf %75, %92 : f32
      %94 = arith.maximumf %77, %93 : f32
      %95 = arith.maximumf %79, %94 : f32
      %96 = arith.maximumf %81, %95 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %96, %c16_i32, %c32_i32 : f32
      %97 = arith.maximumf %shuffleResult, %96 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %97, %c8_i32, %c32_i32 : f32
      %98 = arith.maximumf %shuffleResult_0, %97 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %98, %c4_i32, %c32_i32 : f32
      %99 = arith.maximumf %shuffleResult_2, %98 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %99, %c2_i32, %c32_i32 : f32
      %100 = arith.maximumf %shuffleResult_4, %99 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %100, %c1_i32, %c32_i32 : f32
      %101 = arith.maximumf %shuffleResult_6, %100 : f32
      %102 = memref.load %arg2[%9, %8] : memref<64x512xf32>
      %103 = arith.maximumf %101, %102 : f32
      %104 = arith.subf %51, %103 : f32
      %105 = math.exp %104 : f32
      %106 = arith.subf %53, %103 : f32
      %107 = math.exp %106 : f32
      %108 = arith.subf %55, %103 : f32
      %109 = math.exp %108 : f32
      %110 = arith.subf %57, %103 : f32
      %111 = math.exp %110 : f32
      %112 = arith.subf %59, %103 : f32
      %113 = math.exp %112 : f32
      %114 = arith.subf %61, %103 : f32
      %115 = math.exp %114 : f32
      %116 = arith.subf %63, %103 : f32
      %117 = math.exp %116 : f32
      %118 = arith.subf %65, %103 : f32
      %119 = math.exp %118 : f32
      %120 = arith.subf %67, %103 : f32
      %121 = math.exp %120 : f32
      %122 = arith.subf %69, %103 : f32
      %123 = math.exp %122 : f32
      %124 = arith.subf %71, %103 : f32
      %125 = math.exp %124 : f32
      %126 = arith.subf %73, %103 : f32
      %127 = math.exp %126 : f32
      %128 = arith.subf %75, %103 : f32
      %129 = math.exp %128 : f32
      %130 = arith.subf %77, %103 : f32
      %131 = math.exp %130 : f32
      %132 = arith.subf %79, %103 : f32
      %133 = math.exp %132 : f32
      %134 = arith.subf %81, %103 : f32
      %135 = math.exp %134 : f32
      %136 = arith.addf %107, %105 : f32
      %137 = arith.addf %109, %136 : f32
      %138 = arith.addf %111, %137 : f32
      %139 = arith.addf %113, %138 : f32
      %140 = arith.addf %115, %139 : f32
      %141 = arith.addf %117, %140 : f32
      %142 = arith.addf %119, %141 : f32
      %143 = arith.addf %121, %142 : f32
      %144 = arith.addf %123, %143 : f32
      %145 = arith.addf %125, %144 : f32
      %146 = arith.addf %127, %145 : f32
      %147 = arith.addf %129, %146 : f32
      %148 = arith.addf %131, %147 : f32
      %149 = arith.addf %133, %148 : f32
      %150 = arith.addf %135, %149 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %150, %c16_i32, %c32_i32 : f32
      %151 = arith.addf %shuffleResult_8, %150 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %151, %c8_i32, %c32_i32 : f32
      %152 = arith.addf %shuffleResult_10, %151 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %152, %c4_i32, %c32_i32 : f32
      %153 = arith.addf %shuffleResult_12, %152 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %153, %c2_i32, %c32_i32 : f32
      %154 = arith.addf %shuffleResult_14, %153 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %154, %c1_i32, %c32_i32 : f32
      %155 = arith.addf %shuffleResult_16, %154 : f32
      %156 = memref.load %arg3[%9, %8] : memref<64x512xf32>
      %157 = arith.addf %155, %156 : f32
      %158 = arith.divf %105, %157 : f32
      %159 = arith.divf %107, %157 : f32
      %160 = arith.divf %109, %157 : f32
      %161 = arith.divf %111, %157 : f32
      %162 = arith.divf %113, %157 : f32
      %163 = arith.divf %115, %157 : f32
      %164 = arith.divf %117, %157 : f32
      %165 = arith.divf %119, %157 : f32
      %166 = arith.divf %121, %157 : f32
      %167 = arith.divf %123, %157 : f32
      %168 = arith.divf %125, %157 : f32
      %169 = arith.divf %127, %157 : f32
      %170 = arith.divf %129, %157 : f32
      %171 = arith.divf %131, %157 : f32
      %172 = arith.divf %133, %157 : f32
      %173 = arith.divf %135, %157 : f32
      %174 = vector.from_elements %158, %159, %160, %161 : vector<4xf32>
      vector.store %174, %arg4[%9, %8, %2] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %175 = vector.from_elements %162, %163, %164, %165 : vector<4xf32>
      vector.store %175, %arg4[%9, %8, %3] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %176 = vector.from_elements %166, %167, %168, %169 : vector<4xf32>
      vector.store %176, %arg4[%9, %8, %4] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %177 = vector.from_elements %170, %171, %172, %173 : vector<4xf32>
      vector.store %177, %arg4[%9, %8, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      gpu.return
    }
  }
}

