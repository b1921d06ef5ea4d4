module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c256 = arith.constant 256 : index
    %c4096 = arith.constant 4096 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %2 = gpu.launch_func async [%1] @step_stitched::@step_k1_block blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.dealloc async [%2] %memref : memref<16384xf32>
    %4 = gpu.dealloc async [%3] %memref_0 : memref<16384xf32>
    gpu.wait [%4]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %cst_0 = arith.constant dense<0xFF800000> : vector<4xf32>
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
        vector.store %cst_0, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
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
    gpu.func @step_k1_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384x1024xf32>) workgroup(%arg6 : memref<576xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c8 = arith.constant 8 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c512 = arith.constant 512 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c128 = arith.constant 128 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c128 : index
      %1 = arith.divui %thread_id_x, %c128 : index
      %2 = arith.muli %1, %c2 : index
      %3 = arith.addi %2, %c1 : index
      %4 = arith.muli %0, %c4 : index
      %5 = arith.addi %4, %c512 : index
      %6 = arith.muli %block_id_x, %c4 : index
      %7 = arith.addi %6, %2 : index
      %8 = arith.addi %6, %3 : index
      %view = memref.view %arg6[%c64][] : memref<576xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %9 = arith.muli %1, %c64 : index
      scf.for %arg7 = %0 to %c32 step %c128 {
        %203 = memref.load %arg0[%7, %arg7] : memref<16384x32xf32>
        %204 = arith.addi %9, %arg7 : index
        memref.store %203, %view[%204] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      %10 = arith.muli %3, %c32 : index
      scf.for %arg7 = %0 to %c32 step %c128 {
        %203 = memref.load %arg0[%8, %arg7] : memref<16384x32xf32>
        %204 = arith.addi %10, %arg7 : index
        memref.store %203, %view[%204] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %11:16 = scf.for %arg7 = %c0 to %c32 step %c1 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %203 = arith.addi %9, %arg7 : index
        %204 = memref.load %view[%203] : memref<128xf32, #gpu.address_space<workgroup>>
        %205 = vector.load %arg1[%arg7, %4] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %206 = vector.extract %205[0] : f32 from vector<4xf32>
        %207 = vector.extract %205[1] : f32 from vector<4xf32>
        %208 = vector.extract %205[2] : f32 from vector<4xf32>
        %209 = vector.extract %205[3] : f32 from vector<4xf32>
        %210 = vector.load %arg1[%arg7, %5] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %211 = vector.extract %210[0] : f32 from vector<4xf32>
        %212 = vector.extract %210[1] : f32 from vector<4xf32>
        %213 = vector.extract %210[2] : f32 from vector<4xf32>
        %214 = vector.extract %210[3] : f32 from vector<4xf32>
        %215 = arith.mulf %204, %206 : f32
        %216 = arith.addf %arg8, %215 : f32
        %217 = arith.mulf %204, %207 : f32
        %218 = arith.addf %arg9, %217 : f32
        %219 = arith.mulf %204, %208 : f32
        %220 = arith.addf %arg10, %219 : f32
        %221 = arith.mulf %204, %209 : f32
        %222 = arith.addf %arg11, %221 : f32
        %223 = arith.mulf %204, %211 : f32
        %224 = arith.addf %arg12, %223 : f32
        %225 = arith.mulf %204, %212 : f32
        %226 = arith.addf %arg13, %225 : f32
        %227 = arith.mulf %204, %213 : f32
        %228 = arith.addf %arg14, %227 : f32
        %229 = arith.mulf %204, %214 : f32
        %230 = arith.addf %arg15, %229 : f32
        %231 = arith.addi %10, %arg7 : index
        %232 = memref.load %view[%231] : memref<128xf32, #gpu.address_space<workgroup>>
        %233 = arith.mulf %232, %206 : f32
        %234 = arith.addf %arg16, %233 : f32
        %235 = arith.mulf %232, %207 : f32
        %236 = arith.addf %arg17, %235 : f32
        %237 = arith.mulf %232, %208 : f32
        %238 = arith.addf %arg18, %237 : f32
        %239 = arith.mulf %232, %209 : f32
        %240 = arith.addf %arg19, %239 : f32
        %241 = arith.mulf %232, %211 : f32
        %242 = arith.addf %arg20, %241 : f32
        %243 = arith.mulf %232, %212 : f32
        %244 = arith.addf %arg21, %243 : f32
        %245 = arith.mulf %232, %213 : f32
        %246 = arith.addf %arg22, %245 : f32
        %247 = arith.mulf %232, %214 : f32
        %248 = arith.addf %arg23, %247 : f32
        scf.yield %216, %218, %220, %222, %224, %226, %228, %230, %234, %236, %238, %240, %242, %244, %246, %248 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %12 = arith.addf %11#0, %cst_0 : f32
      %13 = arith.addf %11#1, %cst_0 : f32
      %14 = arith.addf %11#2, %cst_0 : f32
      %15 = arith.addf %11#3, %cst_0 : f32
      %16 = arith.addf %11#4, %cst_0 : f32
      %17 = arith.addf %11#5, %cst_0 : f32
      %18 = arith.addf %11#6, %cst_0 : f32
      %19 = arith.addf %11#7, %cst_0 : f32
      %20 = arith.addf %11#8, %cst_0 : f32
      %21 = arith.addf %11#9, %cst_0 : f32
      %22 = arith.addf %11#10, %cst_0 : f32
      %23 = arith.addf %11#11, %cst_0 : f32
      %24 = arith.addf %11#12, %cst_0 : f32
      %25 = arith.addf %11#13, %cst_0 : f32
      %26 = arith.addf %11#14, %cst_0 : f32
      %27 = arith.addf %11#15, %cst_0 : f32
      %28 = vector.load %arg2[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %29 = vector.extract %28[0] : f32 from vector<4xf32>
      %30 = vector.extract %28[1] : f32 from vector<4xf32>
      %31 = vector.extract %28[2] : f32 from vector<4xf32>
      %32 = vector.extract %28[3] : f32 from vector<4xf32>
      %33 = vector.load %arg2[%5] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %34 = vector.extract %33[0] : f32 from vector<4xf32>
      %35 = vector.extract %33[1] : f32 from vector<4xf32>
      %36 = vector.extract %33[2] : f32 from vector<4xf32>
      %37 = vector.extract %33[3] : f32 from vector<4xf32>
      %38 = arith.addf %12, %29 : f32
      %39 = arith.addf %13, %30 : f32
      %40 = arith.addf %14, %31 : f32
      %41 = arith.addf %15, %32 : f32
      %42 = arith.addf %16, %34 : f32
      %43 = arith.addf %17, %35 : f32
      %44 = arith.addf %18, %36 : f32
      %45 = arith.addf %19, %37 : f32
      %46 = arith.addf %20, %29 : f32
      %47 = arith.addf %21, %30 : f32
      %48 = arith.addf %22, %31 : f32
      %49 = arith.addf %23, %32 : f32
      %50 = arith.addf %24, %34 : f32
      %51 = arith.addf %25, %35 : f32
      %52 = arith.addf %26, %36 : f32
      %53 = arith.addf %27, %37 : f32
      %54 = arith.maximumf %39, %38 : f32
      %55 = arith.maximumf %40, %54 : f32
      %56 = arith.maximumf %41, %55 : f32
      %57 = arith.maximumf %42, %56 : f32
      %58 = arith.maximumf %43, %57 : f32
      %59 = arith.maximumf %44, %58 : f32
      %60 = arith.maximumf %45, %59 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %60, %c16_i32, %c32_i32 : f32
      %61 = arith.maximumf %shuffleResult, %60 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %61, %c8_i32, %c32_i32 : f32
      %62 = arith.maximumf %shuffleResult_1, %61 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %62, %c4_i32, %c32_i32 : f32
      %63 = arith.maximumf %shuffleResult_3, %62 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %63, %c2_i32, %c32_i32 : f32
      %64 = arith.maximumf %shuffleResult_5, %63 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %64, %c1_i32, %c32_i32 : f32
      %65 = arith.maximumf %shuffleResult_7, %64 : f32
      %view_9 = memref.view %arg6[%c0][] : memref<576xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %66 = arith.divui %0, %c32 : index
      %67 = arith.muli %1, %c8 : index
      %68 = arith.addi %67, %66 : index
      %69 = arith.remui %0, %c32 : index
      %70 = arith.cmpi eq, %69, %c0 : index
      scf.if %70 {
        memref.store %65, %view_9[%68] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %71 = memref.load %view_9[%67] : memref<16xf32, #gpu.address_space<workgroup>>
      %72 = arith.addi %67, %c1 : index
      %73 = memref.load %view_9[%72] : memref<16xf32, #gpu.address_space<workgroup>>
      %74 = arith.maximumf %73, %71 : f32
      %75 = arith.addi %67, %c2 : index
      %76 = memref.load %view_9[%75] : memref<16xf32, #gpu.address_space<workgroup>>
      %77 = arith.maximumf %76, %74 : f32
      %78 = arith.addi %67, %c3 : index
      %79 = memref.load %view_9[%78] : memref<16xf32, #gpu.address_space<workgroup>>
      %80 = arith.maximumf %79, %77 : f32
      gpu.barrier
      %81 = memref.load %arg3[%7] : memref<16384xf32>
      %82 = arith.maximumf %80, %81 : f32
      %83 = arith.maximumf %47, %46 : f32
      %84 = arith.maximumf %48, %83 : f32
      %85 = arith.maximumf %49, %84 : f32
      %86 = arith.maximumf %50, %85 : f32
      %87 = arith.maximumf %51, %86 : f32
      %88 = arith.maximumf %52, %87 : f32
      %89 = arith.maximumf %53, %88 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %89, %c16_i32, %c32_i32 : f32
      %90 = arith.maximumf %shuffleResult_10, %89 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %90, %c8_i32, %c32_i32 : f32
      %91 = arith.maximumf %shuffleResult_12, %90 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %91, %c4_i32, %c32_i32 : f32
      %92 = arith.maximumf %shuffleResult_14, %91 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %92, %c2_i32, %c32_i32 : f32
      %93 = arith.maximumf %shuffleResult_16, %92 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %93, %c1_i32, %c32_i32 : f32
      %94 = arith.maximumf %shuffleResult_18, %93 : f32
      %95 = arith.muli %3, %c4 : index
      %96 = arith.addi %95, %66 : index
      scf.if %70 {
        memref.store %94, %view_9[%96] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %97 = memref.load %view_9[%95] : memref<16xf32, #gpu.address_space<workgroup>>
      %98 = arith.addi %95, %c1 : index
      %99 = memref.load %view_9[%98] : memref<16xf32, #gpu.address_space<workgroup>>
      %100 = arith.maximumf %99, %97 : f32
      %101 = arith.addi %95, %c2 : index
      %102 = memref.load %view_9[%101] : memref<16xf32, #gpu.address_space<workgroup>>
      %103 = arith.maximumf %102, %100 : f32
      %104 = arith.addi %95, %c3 : index
      %105 = memref.load %view_9[%104] : memref<16xf32, #gpu.address_space<workgroup>>
      %106 = arith.maximumf %105, %103 : f32
      gpu.barrier
      %107 = memref.load %arg3[%8] : memref<16384xf32>
      %108 = arith.maximumf %106, %107 : f32
      %109 = arith.subf %38, %82 : f32
      %110 = math.exp %109 : f32
      %111 = arith.subf %39, %82 : f32
      %112 = math.exp %111 : f32
      %113 = arith.subf %40, %82 : f32
      %114 = math.exp %113 : f32
      %115 = arith.subf %41, %82 : f32
      %116 = math.exp %115 : f32
      %117 = arith.subf %42, %82 : f32
      %118 = math.exp %117 : f32
      %119 = arith.subf %43, %82 : f32
      %120 = math.exp %119 : f32
      %121 = arith.subf %44, %82 : f32
      %122 = math.exp %121 : f32
      %123 = arith.subf %45, %82 : f32
      %124 = math.exp %123 : f32
      %125 = arith.subf %46, %108 : f32
      %126 = math.exp %125 : f32
      %127 = arith.subf %47, %108 : f32
      %128 = math.exp %127 : f32
      %129 = arith.subf %48, %108 : f32
      %130 = math.exp %129 : f32
      %131 = arith.subf %49, %108 : f32
      %132 = math.exp %131 : f32
      %133 = arith.subf %50, %108 : f32
      %134 = math.exp %133 : f32
      %135 = arith.subf %51, %108 : f32
      %136 = math.exp %135 : f32
      %137 = arith.subf %52, %108 : f32
      %138 = math.exp %137 : f32
      %139 = arith.subf %53, %108 : f32
      %140 = math.exp %139 : f32
      %141 = arith.addf %112, %110 : f32
      %142 = arith.addf %114, %141 : f32
      %143 = arith.addf %116, %142 : f32
      %144 = arith.addf %118, %143 : f32
      %145 = arith.addf %120, %144 : f32
      %146 = arith.addf %122, %145 : f32
      %147 = arith.addf %124, %146 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %147, %c16_i32, %c32_i32 : f32
      %148 = arith.addf %shuffleResult_20, %147 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %148, %c8_i32, %c32_i32 : f32
      %149 = arith.addf %shuffleResult_22, %148 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %149, %c4_i32, %c32_i32 : f32
      %150 = arith.addf %shuffleResult_24, %149 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %150, %c2_i32, %c32_i32 : f32
      %151 = arith.addf %shuffleResult_26, %150 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %151, %c1_i32, %c32_i32 : f32
      %152 = arith.addf %shuffleResult_28, %151 : f32
      scf.if %70 {
        memref.store %152, %view_9[%68] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %153 = memref.load %view_9[%67] : memref<16xf32, #gpu.address_space<workgroup>>
      %154 = memref.load %view_9[%72] : memref<16xf32, #gpu.address_space<workgroup>>
      %155 = arith.addf %154, %153 : f32
      %156 = memref.load %view_9[%75] : memref<16xf32, #gpu.address_space<workgroup>>
      %157 = arith.addf %156, %155 : f32
      %158 = memref.load %view_9[%78] : memref<16xf32, #gpu.address_space<workgroup>>
      %159 = arith.addf %158, %157 : f32
      gpu.barrier
      %160 = memref.load %arg4[%7] : memref<16384xf32>
      %161 = arith.addf %159, %160 : f32
      %162 = arith.addf %128, %126 : f32
      %163 = arith.addf %130, %162 : f32
      %164 = arith.addf %132, %163 : f32
      %165 = arith.addf %134, %164 : f32
      %166 = arith.addf %136, %165 : f32
      %167 = arith.addf %138, %166 : f32
      %168 = arith.addf %140, %167 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %168, %c16_i32, %c32_i32 : f32
      %169 = arith.addf %shuffleResult_30, %168 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %169, %c8_i32, %c32_i32 : f32
      %170 = arith.addf %shuffleResult_32, %169 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %170, %c4_i32, %c32_i32 : f32
      %171 = arith.addf %shuffleResult_34, %170 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %171, %c2_i32, %c32_i32 : f32
      %172 = arith.addf %shuffleResult_36, %171 : f32
      %shuffleResult_38, %valid_39 = gpu.shuffle  xor %172, %c1_i32, %c32_i32 : f32
      %173 = arith.addf %shuffleResult_38, %172 : f32
      scf.if %70 {
        memref.store %173, %view_9[%96] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %174 = memref.load %view_9[%95] : memref<16xf32, #gpu.address_space<workgroup>>
      %175 = memref.load %view_9[%98] : memref<16xf32, #gpu.address_space<workgroup>>
      %176 = arith.addf %175, %174 : f32
      %177 = memref.load %view_9[%101] : memref<16xf32, #gpu.address_space<workgroup>>
      %178 = arith.addf %177, %176 : f32
      %179 = memref.load %view_9[%104] : memref<16xf32, #gpu.address_space<workgroup>>
      %180 = arith.addf %179, %178 : f32
      gpu.barrier
      %181 = memref.load %arg4[%8] : memref<16384xf32>
      %182 = arith.addf %180, %181 : f32
      %183 = arith.divf %110, %161 : f32
      %184 = arith.divf %112, %161 : f32
      %185 = arith.divf %114, %161 : f32
      %186 = arith.divf %116, %161 : f32
      %187 = arith.divf %118, %161 : f32
      %188 = arith.divf %120, %161 : f32
      %189 = arith.divf %122, %161 : f32
      %190 = arith.divf %124, %161 : f32
      %191 = arith.divf %126, %182 : f32
      %192 = arith.divf %128, %182 : f32
      %193 = arith.divf %130, %182 : f32
      %194 = arith.divf %132, %182 : f32
      %195 = arith.divf %134, %182 : f32
      %196 = arith.divf %136, %182 : f32
      %197 = arith.divf %138, %182 : f32
      %198 = arith.divf %140, %182 : f32
      %199 = vector.from_elements %183, %184, %185, %186 : vector<4xf32>
      vector.store %199, %arg5[%7, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %200 = vector.from_elements %187, %188, %189, %190 : vector<4xf32>
      vector.store %200, %arg5[%7, %5] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %201 = vector.from_elements %191, %192, %193, %194 : vector<4xf32>
      vector.store %201, %arg5[%8, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %202 = vector.from_elements %195, %196, %197, %198 : vector<4xf32>
      vector.store %202, %arg5[%8, %5] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

