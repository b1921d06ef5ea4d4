module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c2048 = arith.constant 2048 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c2048, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<1280xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %c128 = arith.constant 128 : index
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c256 : index
      %1 = arith.divui %thread_id_x, %c256 : index
      %2 = arith.muli %1, %c4 : index
      %3 = arith.addi %2, %c1 : index
      %4 = arith.addi %2, %c2 : index
      %5 = arith.addi %2, %c3 : index
      %6 = arith.muli %0, %c4 : index
      %7 = arith.muli %block_id_x, %c8 : index
      %8 = arith.addi %7, %2 : index
      %9 = arith.addi %7, %3 : index
      %10 = arith.addi %7, %4 : index
      %11 = arith.addi %7, %5 : index
      %view = memref.view %arg4[%c256][] : memref<1280xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %12 = arith.muli %1, %c128 : index
      scf.for %arg5 = %0 to %c32 step %c256 {
        %333 = memref.load %arg0[%8, %arg5] : memref<16384x32xf32>
        %334 = arith.addi %12, %arg5 : index
        memref.store %333, %view[%334] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %13 = arith.muli %3, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c256 {
        %333 = memref.load %arg0[%9, %arg5] : memref<16384x32xf32>
        %334 = arith.addi %13, %arg5 : index
        memref.store %333, %view[%334] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %14 = arith.muli %4, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c256 {
        %333 = memref.load %arg0[%10, %arg5] : memref<16384x32xf32>
        %334 = arith.addi %14, %arg5 : index
        memref.store %333, %view[%334] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      %15 = arith.muli %5, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c256 {
        %333 = memref.load %arg0[%11, %arg5] : memref<16384x32xf32>
        %334 = arith.addi %15, %arg5 : index
        memref.store %333, %view[%334] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %16:16 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %333 = arith.addi %12, %arg5 : index
        %334 = memref.load %view[%333] : memref<256xf32, #gpu.address_space<workgroup>>
        %335 = vector.load %arg1[%arg5, %6] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %336 = vector.extract %335[0] : f32 from vector<4xf32>
        %337 = vector.extract %335[1] : f32 from vector<4xf32>
        %338 = vector.extract %335[2] : f32 from vector<4xf32>
        %339 = vector.extract %335[3] : f32 from vector<4xf32>
        %340 = arith.mulf %334, %336 : f32
        %341 = arith.addf %arg6, %340 : f32
        %342 = arith.mulf %334, %337 : f32
        %343 = arith.addf %arg7, %342 : f32
        %344 = arith.mulf %334, %338 : f32
        %345 = arith.addf %arg8, %344 : f32
        %346 = arith.mulf %334, %339 : f32
        %347 = arith.addf %arg9, %346 : f32
        %348 = arith.addi %13, %arg5 : index
        %349 = memref.load %view[%348] : memref<256xf32, #gpu.address_space<workgroup>>
        %350 = arith.mulf %349, %336 : f32
        %351 = arith.addf %arg10, %350 : f32
        %352 = arith.mulf %349, %337 : f32
        %353 = arith.addf %arg11, %352 : f32
        %354 = arith.mulf %349, %338 : f32
        %355 = arith.addf %arg12, %354 : f32
        %356 = arith.mulf %349, %339 : f32
        %357 = arith.addf %arg13, %356 : f32
        %358 = arith.addi %14, %arg5 : index
        %359 = memref.load %view[%358] : memref<256xf32, #gpu.address_space<workgroup>>
        %360 = arith.mulf %359, %336 : f32
        %361 = arith.addf %arg14, %360 : f32
        %362 = arith.mulf %359, %337 : f32
        %363 = arith.addf %arg15, %362 : f32
        %364 = arith.mulf %359, %338 : f32
        %365 = arith.addf %arg16, %364 : f32
        %366 = arith.mulf %359, %339 : f32
        %367 = arith.addf %arg17, %366 : f32
        %368 = arith.addi %15, %arg5 : index
        %369 = memref.load %view[%368] : memref<256xf32, #gpu.address_space<workgroup>>
        %370 = arith.mulf %369, %336 : f32
        %371 = arith.addf %arg18, %370 : f32
        %372 = arith.mulf %369, %337 : f32
        %373 = arith.addf %arg19, %372 : f32
        %374 = arith.mulf %369, %338 : f32
        %375 = arith.addf %arg20, %374 : f32
        %376 = arith.mulf %369, %339 : f32
        %377 = arith.addf %arg21, %376 : f32
        scf.yield %341, %343, %345, %347, %351, %353, %355, %357, %361, %363, %365, %367, %371, %373, %375, %377 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %17 = arith.addf %16#0, %cst_0 : f32
      %18 = arith.addf %16#1, %cst_0 : f32
      %19 = arith.addf %16#2, %cst_0 : f32
      %20 = arith.addf %16#3, %cst_0 : f32
      %21 = arith.addf %16#4, %cst_0 : f32
      %22 = arith.addf %16#5, %cst_0 : f32
      %23 = arith.addf %16#6, %cst_0 : f32
      %24 = arith.addf %16#7, %cst_0 : f32
      %25 = arith.addf %16#8, %cst_0 : f32
      %26 = arith.addf %16#9, %cst_0 : f32
      %27 = arith.addf %16#10, %cst_0 : f32
      %28 = arith.addf %16#11, %cst_0 : f32
      %29 = arith.addf %16#12, %cst_0 : f32
      %30 = arith.addf %16#13, %cst_0 : f32
      %31 = arith.addf %16#14, %cst_0 : f32
      %32 = arith.addf %16#15, %cst_0 : f32
      %33 = vector.load %arg2[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %34 = vector.extract %33[0] : f32 from vector<4xf32>
      %35 = vector.extract %33[1] : f32 from vector<4xf32>
      %36 = vector.extract %33[2] : f32 from vector<4xf32>
      %37 = vector.extract %33[3] : f32 from vector<4xf32>
      %38 = arith.addf %17, %34 : f32
      %39 = arith.addf %18, %35 : f32
      %40 = arith.addf %19, %36 : f32
      %41 = arith.addf %20, %37 : f32
      %42 = arith.addf %21, %34 : f32
      %43 = arith.addf %22, %35 : f32
      %44 = arith.addf %23, %36 : f32
      %45 = arith.addf %24, %37 : f32
      %46 = arith.addf %25, %34 : f32
      %47 = arith.addf %26, %35 : f32
      %48 = arith.addf %27, %36 : f32
      %49 = arith.addf %28, %37 : f32
      %50 = arith.addf %29, %34 : f32
      %51 = arith.addf %30, %35 : f32
      %52 = arith.addf %31, %36 : f32
      %53 = arith.addf %32, %37 : f32
      %54 = arith.maximumf %39, %38 : f32
      %55 = arith.maximumf %40, %54 : f32
      %56 = arith.maximumf %41, %55 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %56, %c16_i32, %c32_i32 : f32
      %57 = arith.maximumf %shuffleResult, %56 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %57, %c8_i32, %c32_i32 : f32
      %58 = arith.maximumf %shuffleResult_1, %57 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %58, %c4_i32, %c32_i32 : f32
      %59 = arith.maximumf %shuffleResult_3, %58 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %59, %c2_i32, %c32_i32 : f32
      %60 = arith.maximumf %shuffleResult_5, %59 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %60, %c1_i32, %c32_i32 : f32
      %61 = arith.maximumf %shuffleResult_7, %60 : f32
      %view_9 = memref.view %arg4[%c0][] : memref<1280xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      %62 = arith.divui %0, %c32 : index
      %63 = arith.muli %1, %c32 : index
      %64 = arith.addi %63, %62 : index
      %65 = arith.remui %0, %c32 : index
      %66 = arith.cmpi eq, %65, %c0 : index
      scf.if %66 {
        memref.store %61, %view_9[%64] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %67 = memref.load %view_9[%63] : memref<64xf32, #gpu.address_space<workgroup>>
      %68 = arith.addi %63, %c1 : index
      %69 = memref.load %view_9[%68] : memref<64xf32, #gpu.address_space<workgroup>>
      %70 = arith.maximumf %69, %67 : f32
      %71 = arith.addi %63, %c2 : index
      %72 = memref.load %view_9[%71] : memref<64xf32, #gpu.address_space<workgroup>>
      %73 = arith.maximumf %72, %70 : f32
      %74 = arith.addi %63, %c3 : index
      %75 = memref.load %view_9[%74] : memref<64xf32, #gpu.address_space<workgroup>>
      %76 = arith.maximumf %75, %73 : f32
      %77 = arith.addi %63, %c4 : index
      %78 = memref.load %view_9[%77] : memref<64xf32, #gpu.address_space<workgroup>>
      %79 = arith.maximumf %78, %76 : f32
      %80 = arith.addi %63, %c5 : index
      %81 = memref.load %view_9[%80] : memref<64xf32, #gpu.address_space<workgroup>>
      %82 = arith.maximumf %81, %79 : f32
      %83 = arith.addi %63, %c6 : index
      %84 = memref.load %view_9[%83] : memref<64xf32, #gpu.address_space<workgroup>>
      %85 = arith.maximumf %84, %82 : f32
      %86 = arith.addi %63, %c7 : index
      %87 = memref.load %view_9[%86] : memref<64xf32, #gpu.address_space<workgroup>>
      %88 = arith.maximumf %87, %85 : f32
      gpu.barrier
      %89 = arith.maximumf %43, %42 : f32
      %90 = arith.maximumf %44, %89 : f32
      %91 = arith.maximumf %45, %90 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %91, %c16_i32, %c32_i32 : f32
      %92 = arith.maximumf %shuffleResult_10, %91 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %92, %c8_i32, %c32_i32 : f32
      %93 = arith.maximumf %shuffleResult_12, %92 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %93, %c4_i32, %c32_i32 : f32
      %94 = arith.maximumf %shuffleResult_14, %93 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %94, %c2_i32, %c32_i32 : f32
      %95 = arith.maximumf %shuffleResult_16, %94 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %95, %c1_i32, %c32_i32 : f32
      %96 = arith.maximumf %shuffleResult_18, %95 : f32
      %97 = arith.muli %3, %c8 : index
      %98 = arith.addi %97, %62 : index
      scf.if %66 {
        memref.store %96, %view_9[%98] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %99 = memref.load %view_9[%97] : memref<64xf32, #gpu.address_space<workgroup>>
      %100 = arith.addi %97, %c1 : index
      %101 = memref.load %view_9[%100] : memref<64xf32, #gpu.address_space<workgroup>>
      %102 = arith.maximumf %101, %99 : f32
      %103 = arith.addi %97, %c2 : index
      %104 = memref.load %view_9[%103] : memref<64xf32, #gpu.address_space<workgroup>>
      %105 = arith.maximumf %104, %102 : f32
      %106 = arith.addi %97, %c3 : index
      %107 = memref.load %view_9[%106] : memref<64xf32, #gpu.address_space<workgroup>>
      %108 = arith.maximumf %107, %105 : f32
      %109 = arith.addi %97, %c4 : index
      %110 = memref.load %view_9[%109] : memref<64xf32, #gpu.address_space<workgroup>>
      %111 = arith.maximumf %110, %108 : f32
      %112 = arith.addi %97, %c5 : index
      %113 = memref.load %view_9[%112] : memref<64xf32, #gpu.address_space<workgroup>>
      %114 = arith.maximumf %113, %111 : f32
      %115 = arith.addi %97, %c6 : index
      %116 = memref.load %view_9[%115] : memref<64xf32, #gpu.address_space<workgroup>>
      %117 = arith.maximumf %116, %114 : f32
      %118 = arith.addi %97, %c7 : index
      %119 = memref.load %view_9[%118] : memref<64xf32, #gpu.address_space<workgroup>>
      %120 = arith.maximumf %119, %117 : f32
      gpu.barrier
      %121 = arith.maximumf %47, %46 : f32
      %122 = arith.maximumf %48, %121 : f32
      %123 = arith.maximumf %49, %122 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %123, %c16_i32, %c32_i32 : f32
      %124 = arith.maximumf %shuffleResult_20, %123 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %124, %c8_i32, %c32_i32 : f32
      %125 = arith.maximumf %shuffleResult_22, %124 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %125, %c4_i32, %c32_i32 : f32
      %126 = arith.maximumf %shuffleResult_24, %125 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %126, %c2_i32, %c32_i32 : f32
      %127 = arith.maximumf %shuffleResult_26, %126 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %127, %c1_i32, %c32_i32 : f32
      %128 = arith.maximumf %shuffleResult_28, %127 : f32
      %129 = arith.muli %4, %c8 : index
      %130 = arith.addi %129, %62 : index
      scf.if %66 {
        memref.store %128, %view_9[%130] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %131 = memref.load %view_9[%129] : memref<64xf32, #gpu.address_space<workgroup>>
      %132 = arith.addi %129, %c1 : index
      %133 = memref.load %view_9[%132] : memref<64xf32, #gpu.address_space<workgroup>>
      %134 = arith.maximumf %133, %131 : f32
      %135 = arith.addi %129, %c2 : index
      %136 = memref.load %view_9[%135] : memref<64xf32, #gpu.address_space<workgroup>>
      %137 = arith.maximumf %136, %134 : f32
      %138 = arith.addi %129, %c3 : index
      %139 = memref.load %view_9[%138] : memref<64xf32, #gpu.address_space<workgroup>>
      %140 = arith.maximumf %139, %137 : f32
      %141 = arith.addi %129, %c4 : index
      %142 = memref.load %view_9[%141] : memref<64xf32, #gpu.address_space<workgroup>>
      %143 = arith.maximumf %142, %140 : f32
      %144 = arith.addi %129, %c5 : index
      %145 = memref.load %view_9[%144] : memref<64xf32, #gpu.address_space<workgroup>>
      %146 = arith.maximumf %145, %143 : f32
      %147 = arith.addi %129, %c6 : index
      %148 = memref.load %view_9[%147] : memref<64xf32, #gpu.address_space<workgroup>>
      %149 = arith.maximumf %148, %146 : f32
      %150 = arith.addi %129, %c7 : index
      %151 = memref.load %view_9[%150] : memref<64xf32, #gpu.address_space<workgroup>>
      %152 = arith.maximumf %151, %149 : f32
      gpu.barrier
      %153 = arith.maximumf %51, %50 : f32
      %154 = arith.maximumf %52, %153 : f32
      %155 = arith.maximumf %53, %154 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %155, %c16_i32, %c32_i32 : f32
      %156 = arith.maximumf %shuffleResult_30, %155 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %156, %c8_i32, %c32_i32 : f32
      %157 = arith.maximumf %shuffleResult_32, %156 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %157, %c4_i32, %c32_i32 : f32
      %158 = arith.maximumf %shuffleResult_34, %157 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %158, %c2_i32, %c32_i32 : f32
      %159 = arith.maximumf %shuffleResult_36, %158 : f32
      %shuffleResult_38, %valid_39 = gpu.shuffle  xor %159, %c1_i32, %c32_i32 : f32
      %160 = arith.maximumf %shuffleResult_38, %159 : f32
      %161 = arith.muli %5, %c8 : index
      %162 = arith.addi %161, %62 : index
      scf.if %66 {
        memref.store %160, %view_9[%162] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %163 = memref.load %view_9[%161] : memref<64xf32, #gpu.address_space<workgroup>>
      %164 = arith.addi %161, %c1 : index
      %165 = memref.load %view_9[%164] : memref<64xf32, #gpu.address_space<workgroup>>
      %166 = arith.maximumf %165, %163 : f32
      %167 = arith.addi %161, %c2 : index
      %168 = memref.load %view_9[%167] : memref<64xf32, #gpu.address_space<workgroup>>
      %169 = arith.maximumf %168, %166 : f32
      %170 = arith.addi %161, %c3 : index
      %171 = memref.load %view_9[%170] : memref<64xf32, #gpu.address_space<workgroup>>
      %172 = arith.maximumf %171, %169 : f32
      %173 = arith.addi %161, %c4 : index
      %174 = memref.load %view_9[%173] : memref<64xf32, #gpu.address_space<workgroup>>
      %175 = arith.maximumf %174, %172 : f32
      %176 = arith.addi %161, %c5 : index
      %177 = memref.load %view_9[%176] : memref<64xf32, #gpu.address_space<workgroup>>
      %178 = arith.maximumf %177, %175 : f32
      %179 = arith.addi %161, %c6 : index
      %180 = memref.load %view_9[%179] : memref<64xf32, #gpu.address_space<workgroup>>
      %181 = arith.maximumf %180, %178 : f32
      %182 = arith.addi %161, %c7 : index
      %183 = memref.load %view_9[%182] : memref<64xf32, #gpu.address_space<workgroup>>
      %184 = arith.maximumf %183, %181 : f32
      gpu.barrier
      %185 = arith.subf %38, %88 : f32
      %186 = math.exp %185 : f32
      %187 = arith.subf %39, %88 : f32
      %188 = math.exp %187 : f32
      %189 = arith.subf %40, %88 : f32
      %190 = math.exp %189 : f32
      %191 = arith.subf %41, %88 : f32
      %192 = math.exp %191 : f32
      %193 = arith.subf %42, %120 : f32
      %194 = math.exp %193 : f32
      %195 = arith.subf %43, %120 : f32
      %196 = math.exp %195 : f32
      %197 = arith.subf %44, %120 : f32
      %198 = math.exp %197 : f32
      %199 = arith.subf %45, %120 : f32
      %200 = math.exp %199 : f32
      %201 = arith.subf %46, %152 : f32
      %202 = math.exp %201 : f32
      %203 = arith.subf %47, %152 : f32
      %204 = math.exp %203 : f32
      %205 = arith.subf %48, %152 : f32
      %206 = math.exp %205 : f32
      %207 = arith.subf %49, %152 : f32
      %208 = math.exp %207 : f32
      %209 = arith.subf %50, %184 : f32
      %210 = math.exp %209 : f32
      %211 = arith.subf %51, %184 : f32
      %212 = math.exp %211 : f32
      %213 = arith.subf %52, %184 : f32
      %214 = math.exp %213 : f32
      %215 = arith.subf %53, %184 : f32
      %216 = math.exp %215 : f32
      %217 = arith.addf %188, %186 : f32
      %218 = arith.addf %190, %217 : f32
      %219 = arith.addf %192, %218 : f32
      %shuffleResult_40, %valid_41 = gpu.shuffle  xor %219, %c16_i32, %c32_i32 : f32
      %220 = arith.addf %shuffleResult_40, %219 : f32
      %shuffleResult_42, %valid_43 = gpu.shuffle  xor %220, %c8_i32, %c32_i32 : f32
      %221 = arith.addf %shuffleResult_42, %220 : f32
      %shuffleResult_44, %valid_45 = gpu.shuffle  xor %221, %c4_i32, %c32_i32 : f32
      %222 = arith.addf %shuffleResult_44, %221 : f32
      %shuffleResult_46, %valid_47 = gpu.shuffle  xor %222, %c2_i32, %c32_i32 : f32
      %223 = arith.addf %shuffleResult_46, %222 : f32
      %shuffleResult_48, %valid_49 = gpu.shuffle  xor %223, %c1_i32, %c32_i32 : f32
      %224 = arith.addf %shuffleResult_48, %223 : f32
      scf.if %66 {
        memref.store %224, %view_9[%64] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %225 = memref.load %view_9[%63] : memref<64xf32, #gpu.address_space<workgroup>>
      %226 = memref.load %view_9[%68] : memref<64xf32, #gpu.address_space<workgroup>>
      %227 = arith.addf %226, %225 : f32
      %228 = memref.load %view_9[%71] : memref<64xf32, #gpu.address_space<workgroup>>
      %229 = arith.addf %228, %227 : f32
      %230 = memref.load %view_9[%74] : memref<64xf32, #gpu.address_space<workgroup>>
      %231 = arith.addf %230, %229 : f32
      %232 = memref.load %view_9[%77] : memref<64xf32, #gpu.address_space<workgroup>>
      %233 = arith.addf %232, %231 : f32
      %234 = memref.load %view_9[%80] : memref<64xf32, #gpu.address_space<workgroup>>
      %235 = arith.addf %234, %233 : f32
      %236 = memref.load %view_9[%83] : memref<64xf32, #gpu.address_space<workgroup>>
      %237 = arith.addf %236, %235 : f32
      %238 = memref.load %view_9[%86] : memref<64xf32, #gpu.address_space<workgroup>>
      %239 = arith.addf %238, %237 : f32
      gpu.barrier
      %240 = arith.addf %239, %cst_0 : f32
      %241 = arith.addf %196, %194 : f32
      %242 = arith.addf %198, %241 : f32
      %243 = arith.addf %200, %242 : f32
      %shuffleResult_50, %valid_51 = gpu.shuffle  xor %243, %c16_i32, %c32_i32 : f32
      %244 = arith.addf %shuffleResult_50, %243 : f32
      %shuffleResult_52, %valid_53 = gpu.shuffle  xor %244, %c8_i32, %c32_i32 : f32
      %245 = arith.addf %shuffleResult_52, %244 : f32
      %shuffleResult_54, %valid_55 = gpu.shuffle  xor %245, %c4_i32, %c32_i32 : f32
      %246 = arith.addf %shuffleResult_54, %245 : f32
      %shuffleResult_56, %valid_57 = gpu.shuffle  xor %246, %c2_i32, %c32_i32 : f32
      %247 = arith.addf %shuffleResult_56, %246 : f32
      %shuffleResult_58, %valid_59 = gpu.shuffle  xor %247, %c1_i32, %c32_i32 : f32
      %248 = arith.addf %shuffleResult_58, %247 : f32
      scf.if %66 {
        memref.store %248, %view_9[%98] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %249 = memref.load %view_9[%97] : memref<64xf32, #gpu.address_space<workgroup>>
      %250 = memref.load %view_9[%100] : memref<64xf32, #gpu.address_space<workgroup>>
      %251 = arith.addf %250, %249 : f32
      %252 = memref.load %view_9[%103] : memref<64xf32, #gpu.address_space<workgroup>>
      %253 = arith.addf %252, %251 : f32
      %254 = memref.load %view_9[%106] : memref<64xf32, #gpu.address_space<workgroup>>
      %255 = arith.addf %254, %253 : f32
      %256 = memref.load %view_9[%109] : memref<64xf32, #gpu.address_space<workgroup>>
      %257 = arith.addf %256, %255 : f32
      %258 = memref.load %view_9[%112] : memref<64xf32, #gpu.address_space<workgroup>>
      %259 = arith.addf %258, %257 : f32
      %260 = memref.load %view_9[%115] : memref<64xf32, #gpu.address_space<workgroup>>
      %261 = arith.addf %260, %259 : f32
      %262 = memref.load %view_9[%118] : memref<64xf32, #gpu.address_space<workgroup>>
      %263 = arith.addf %262, %261 : f32
      gpu.barrier
      %264 = arith.addf %263, %cst_0 : f32
      %265 = arith.addf %204, %202 : f32
      %266 = arith.addf %206, %265 : f32
      %267 = arith.addf %208, %266 : f32
      %shuffleResult_60, %valid_61 = gpu.shuffle  xor %267, %c16_i32, %c32_i32 : f32
      %268 = arith.addf %shuffleResult_60, %267 : f32
      %shuffleResult_62, %valid_63 = gpu.shuffle  xor %268, %c8_i32, %c32_i32 : f32
      %269 = arith.addf %shuffleResult_62, %268 : f32
      %shuffleResult_64, %valid_65 = gpu.shuffle  xor %269, %c4_i32, %c32_i32 : f32
      %270 = arith.addf %shuffleResult_64, %269 : f32
      %shuffleResult_66, %valid_67 = gpu.shuffle  xor %270, %c2_i32, %c32_i32 : f32
      %271 = arith.addf %shuffleResult_66, %270 : f32
      %shuffleResult_68, %valid_69 = gpu.shuffle  xor %271, %c1_i32, %c32_i32 : f32
      %272 = arith.addf %shuffleResult_68, %271 : f32
      scf.if %66 {
        memref.store %272, %view_9[%130] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %273 = memref.load %view_9[%129] : memref<64xf32, #gpu.address_space<workgroup>>
      %274 = memref.load %view_9[%132] : memref<64xf32, #gpu.address_space<workgroup>>
      %275 = arith.addf %274, %273 : f32
      %276 = memref.load %view_9[%135] : memref<64xf32, #gpu.address_space<workgroup>>
      %277 = arith.addf %276, %275 : f32
      %278 = memref.load %view_9[%138] : memref<64xf32, #gpu.address_space<workgroup>>
      %279 = arith.addf %278, %277 : f32
      %280 = memref.load %view_9[%141] : memref<64xf32, #gpu.address_space<workgroup>>
      %281 = arith.addf %280, %279 : f32
      %282 = memref.load %view_9[%144] : memref<64xf32, #gpu.address_space<workgroup>>
      %283 = arith.addf %282, %281 : f32
      %284 = memref.load %view_9[%147] : memref<64xf32, #gpu.address_space<workgroup>>
      %285 = arith.addf %284, %283 : f32
      %286 = memref.load %view_9[%150] : memref<64xf32, #gpu.address_space<workgroup>>
      %287 = arith.addf %286, %285 : f32
      gpu.barrier
      %288 = arith.addf %287, %cst_0 : f32
      %289 = arith.addf %212, %210 : f32
      %290 = arith.addf %214, %289 : f32
      %291 = arith.addf %216, %290 : f32
      %shuffleResult_70, %valid_71 = gpu.shuffle  xor %291, %c16_i32, %c32_i32 : f32
      %292 = arith.addf %shuffleResult_70, %291 : f32
      %shuffleResult_72, %valid_73 = gpu.shuffle  xor %292, %c8_i32, %c32_i32 : f32
      %293 = arith.addf %shuffleResult_72, %292 : f32
      %shuffleResult_74, %valid_75 = gpu.shuffle  xor %293, %c4_i32, %c32_i32 : f32
      %294 = arith.addf %shuffleResult_74, %293 : f32
      %shuffleResult_76, %valid_77 = gpu.shuffle  xor %294, %c2_i32, %c32_i32 : f32
      %295 = arith.addf %shuffleResult_76, %294 : f32
      %shuffleResult_78, %valid_79 = gpu.shuffle  xor %295, %c1_i32, %c32_i32 : f32
      %296 = arith.addf %shuffleResult_78, %295 : f32
      scf.if %66 {
        memref.store %296, %view_9[%162] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %297 = memref.load %view_9[%161] : memref<64xf32, #gpu.address_space<workgroup>>
      %298 = memref.load %view_9[%164] : memref<64xf32, #gpu.address_space<workgroup>>
      %299 = arith.addf %298, %297 : f32
      %300 = memref.load %view_9[%167] : memref<64xf32, #gpu.address_space<workgroup>>
      %301 = arith.addf %300, %299 : f32
      %302 = memref.load %view_9[%170] : memref<64xf32, #gpu.address_space<workgroup>>
      %303 = arith.addf %302, %301 : f32
      %304 = memref.load %view_9[%173] : memref<64xf32, #gpu.address_space<workgroup>>
      %305 = arith.addf %304, %303 : f32
      %306 = memref.load %view_9[%176] : memref<64xf32, #gpu.address_space<workgroup>>
      %307 = arith.addf %306, %305 : f32
      %308 = memref.load %view_9[%179] : memref<64xf32, #gpu.address_space<workgroup>>
      %309 = arith.addf %308, %307 : f32
      %310 = memref.load %view_9[%182] : memref<64xf32, #gpu.address_space<workgroup>>
      %311 = arith.addf %310, %309 : f32
      gpu.barrier
      %312 = arith.addf %311, %cst_0 : f32
      %313 = arith.divf %186, %240 : f32
      %314 = arith.divf %188, %240 : f32
      %315 = arith.divf %190, %240 : f32
      %316 = arith.divf %192, %240 : f32
      %317 = arith.divf %194, %264 : f32
      %318 = arith.divf %196, %264 : f32
      %319 = arith.divf %198, %264 : f32
      %320 = arith.divf %200, %264 : f32
      %321 = arith.divf %202, %288 : f32
      %322 = arith.divf %204, %288 : f32
      %323 = arith.divf %206, %288 : f32
      %324 = arith.divf %208, %288 : f32
      %325 = arith.divf %210, %312 : f32
      %326 = arith.divf %212, %312 : f32
      %327 = arith.divf %214, %312 : f32
      %328 = arith.divf %216, %312 : f32
      %329 = vector.from_elements %313, %314, %315, %316 : vector<4xf32>
      vector.store %329, %arg3[%8, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %330 = vector.from_elements %317, %318, %319, %320 : vector<4xf32>
      vector.store %330, %arg3[%9, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %331 = vector.from_elements %321, %322, %323, %324 : vector<4xf32>
      vector.store %331, %arg3[%10, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %332 = vector.from_elements %325, %326, %327, %328 : vector<4xf32>
      vector.store %332, %arg3[%11, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

