module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c4096 = arith.constant 4096 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<640xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c96 = arith.constant 96 : index
      %c64 = arith.constant 64 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c256 = arith.constant 256 : index
      %c32 = arith.constant 32 : index
      %c128 = arith.constant 128 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.muli %block_id_x, %c4 : index
      %2 = arith.addi %1, %c1 : index
      %3 = arith.addi %1, %c2 : index
      %4 = arith.addi %1, %c3 : index
      %view = memref.view %arg4[%c128][] : memref<640xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      scf.for %arg5 = %thread_id_x to %c32 step %c256 {
        %289 = memref.load %arg0[%1, %arg5] : memref<16384x32xf32>
        memref.store %289, %view[%arg5] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      scf.for %arg5 = %thread_id_x to %c32 step %c256 {
        %289 = memref.load %arg0[%2, %arg5] : memref<16384x32xf32>
        %290 = arith.addi %arg5, %c32 : index
        memref.store %289, %view[%290] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      scf.for %arg5 = %thread_id_x to %c32 step %c256 {
        %289 = memref.load %arg0[%3, %arg5] : memref<16384x32xf32>
        %290 = arith.addi %arg5, %c64 : index
        memref.store %289, %view[%290] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      scf.for %arg5 = %thread_id_x to %c32 step %c256 {
        %289 = memref.load %arg0[%4, %arg5] : memref<16384x32xf32>
        %290 = arith.addi %arg5, %c96 : index
        memref.store %289, %view[%290] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %5:16 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %289 = memref.load %view[%arg5] : memref<128xf32, #gpu.address_space<workgroup>>
        %290 = vector.load %arg1[%arg5, %0] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %291 = vector.extract %290[0] : f32 from vector<4xf32>
        %292 = vector.extract %290[1] : f32 from vector<4xf32>
        %293 = vector.extract %290[2] : f32 from vector<4xf32>
        %294 = vector.extract %290[3] : f32 from vector<4xf32>
        %295 = arith.mulf %289, %291 : f32
        %296 = arith.addf %arg6, %295 : f32
        %297 = arith.mulf %289, %292 : f32
        %298 = arith.addf %arg7, %297 : f32
        %299 = arith.mulf %289, %293 : f32
        %300 = arith.addf %arg8, %299 : f32
        %301 = arith.mulf %289, %294 : f32
        %302 = arith.addf %arg9, %301 : f32
        %303 = arith.addi %arg5, %c32 : index
        %304 = memref.load %view[%303] : memref<128xf32, #gpu.address_space<workgroup>>
        %305 = arith.mulf %304, %291 : f32
        %306 = arith.addf %arg10, %305 : f32
        %307 = arith.mulf %304, %292 : f32
        %308 = arith.addf %arg11, %307 : f32
        %309 = arith.mulf %304, %293 : f32
        %310 = arith.addf %arg12, %309 : f32
        %311 = arith.mulf %304, %294 : f32
        %312 = arith.addf %arg13, %311 : f32
        %313 = arith.addi %arg5, %c64 : index
        %314 = memref.load %view[%313] : memref<128xf32, #gpu.address_space<workgroup>>
        %315 = arith.mulf %314, %291 : f32
        %316 = arith.addf %arg14, %315 : f32
        %317 = arith.mulf %314, %292 : f32
        %318 = arith.addf %arg15, %317 : f32
        %319 = arith.mulf %314, %293 : f32
        %320 = arith.addf %arg16, %319 : f32
        %321 = arith.mulf %314, %294 : f32
        %322 = arith.addf %arg17, %321 : f32
        %323 = arith.addi %arg5, %c96 : index
        %324 = memref.load %view[%323] : memref<128xf32, #gpu.address_space<workgroup>>
        %325 = arith.mulf %324, %291 : f32
        %326 = arith.addf %arg18, %325 : f32
        %327 = arith.mulf %324, %292 : f32
        %328 = arith.addf %arg19, %327 : f32
        %329 = arith.mulf %324, %293 : f32
        %330 = arith.addf %arg20, %329 : f32
        %331 = arith.mulf %324, %294 : f32
        %332 = arith.addf %arg21, %331 : f32
        scf.yield %296, %298, %300, %302, %306, %308, %310, %312, %316, %318, %320, %322, %326, %328, %330, %332 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %6 = arith.addf %5#0, %cst_0 : f32
      %7 = arith.addf %5#1, %cst_0 : f32
      %8 = arith.addf %5#2, %cst_0 : f32
      %9 = arith.addf %5#3, %cst_0 : f32
      %10 = arith.addf %5#4, %cst_0 : f32
      %11 = arith.addf %5#5, %cst_0 : f32
      %12 = arith.addf %5#6, %cst_0 : f32
      %13 = arith.addf %5#7, %cst_0 : f32
      %14 = arith.addf %5#8, %cst_0 : f32
      %15 = arith.addf %5#9, %cst_0 : f32
      %16 = arith.addf %5#10, %cst_0 : f32
      %17 = arith.addf %5#11, %cst_0 : f32
      %18 = arith.addf %5#12, %cst_0 : f32
      %19 = arith.addf %5#13, %cst_0 : f32
      %20 = arith.addf %5#14, %cst_0 : f32
      %21 = arith.addf %5#15, %cst_0 : f32
      %22 = vector.load %arg2[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %23 = vector.extract %22[0] : f32 from vector<4xf32>
      %24 = vector.extract %22[1] : f32 from vector<4xf32>
      %25 = vector.extract %22[2] : f32 from vector<4xf32>
      %26 = vector.extract %22[3] : f32 from vector<4xf32>
      %27 = arith.addf %6, %23 : f32
      %28 = arith.addf %7, %24 : f32
      %29 = arith.addf %8, %25 : f32
      %30 = arith.addf %9, %26 : f32
      %31 = arith.addf %10, %23 : f32
      %32 = arith.addf %11, %24 : f32
      %33 = arith.addf %12, %25 : f32
      %34 = arith.addf %13, %26 : f32
      %35 = arith.addf %14, %23 : f32
      %36 = arith.addf %15, %24 : f32
      %37 = arith.addf %16, %25 : f32
      %38 = arith.addf %17, %26 : f32
      %39 = arith.addf %18, %23 : f32
      %40 = arith.addf %19, %24 : f32
      %41 = arith.addf %20, %25 : f32
      %42 = arith.addf %21, %26 : f32
      %43 = arith.maximumf %28, %27 : f32
      %44 = arith.maximumf %29, %43 : f32
      %45 = arith.maximumf %30, %44 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %45, %c16_i32, %c32_i32 : f32
      %46 = arith.maximumf %shuffleResult, %45 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %46, %c8_i32, %c32_i32 : f32
      %47 = arith.maximumf %shuffleResult_1, %46 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %47, %c4_i32, %c32_i32 : f32
      %48 = arith.maximumf %shuffleResult_3, %47 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %48, %c2_i32, %c32_i32 : f32
      %49 = arith.maximumf %shuffleResult_5, %48 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %49, %c1_i32, %c32_i32 : f32
      %50 = arith.maximumf %shuffleResult_7, %49 : f32
      %view_9 = memref.view %arg4[%c0][] : memref<640xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      %51 = arith.divui %thread_id_x, %c32 : index
      %52 = arith.remui %thread_id_x, %c32 : index
      %53 = arith.cmpi eq, %52, %c0 : index
      scf.if %53 {
        memref.store %50, %view_9[%51] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %54 = memref.load %view_9[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
      %55 = memref.load %view_9[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
      %56 = arith.maximumf %55, %54 : f32
      %57 = memref.load %view_9[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
      %58 = arith.maximumf %57, %56 : f32
      %59 = memref.load %view_9[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
      %60 = arith.maximumf %59, %58 : f32
      %61 = memref.load %view_9[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
      %62 = arith.maximumf %61, %60 : f32
      %63 = memref.load %view_9[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
      %64 = arith.maximumf %63, %62 : f32
      %65 = memref.load %view_9[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
      %66 = arith.maximumf %65, %64 : f32
      %67 = memref.load %view_9[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
      %68 = arith.maximumf %67, %66 : f32
      gpu.barrier
      %69 = arith.maximumf %32, %31 : f32
      %70 = arith.maximumf %33, %69 : f32
      %71 = arith.maximumf %34, %70 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %71, %c16_i32, %c32_i32 : f32
      %72 = arith.maximumf %shuffleResult_10, %71 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %72, %c8_i32, %c32_i32 : f32
      %73 = arith.maximumf %shuffleResult_12, %72 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %73, %c4_i32, %c32_i32 : f32
      %74 = arith.maximumf %shuffleResult_14, %73 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %74, %c2_i32, %c32_i32 : f32
      %75 = arith.maximumf %shuffleResult_16, %74 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %75, %c1_i32, %c32_i32 : f32
      %76 = arith.maximumf %shuffleResult_18, %75 : f32
      %77 = arith.addi %51, %c8 : index
      scf.if %53 {
        memref.store %76, %view_9[%77] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %78 = memref.load %view_9[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
      %79 = memref.load %view_9[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
      %80 = arith.maximumf %79, %78 : f32
      %81 = memref.load %view_9[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
      %82 = arith.maximumf %81, %80 : f32
      %83 = memref.load %view_9[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
      %84 = arith.maximumf %83, %82 : f32
      %85 = memref.load %view_9[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
      %86 = arith.maximumf %85, %84 : f32
      %87 = memref.load %view_9[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
      %88 = arith.maximumf %87, %86 : f32
      %89 = memref.load %view_9[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
      %90 = arith.maximumf %89, %88 : f32
      %91 = memref.load %view_9[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
      %92 = arith.maximumf %91, %90 : f32
      gpu.barrier
      %93 = arith.maximumf %36, %35 : f32
      %94 = arith.maximumf %37, %93 : f32
      %95 = arith.maximumf %38, %94 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %95, %c16_i32, %c32_i32 : f32
      %96 = arith.maximumf %shuffleResult_20, %95 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %96, %c8_i32, %c32_i32 : f32
      %97 = arith.maximumf %shuffleResult_22, %96 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %97, %c4_i32, %c32_i32 : f32
      %98 = arith.maximumf %shuffleResult_24, %97 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %98, %c2_i32, %c32_i32 : f32
      %99 = arith.maximumf %shuffleResult_26, %98 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %99, %c1_i32, %c32_i32 : f32
      %100 = arith.maximumf %shuffleResult_28, %99 : f32
      %101 = arith.addi %51, %c16 : index
      scf.if %53 {
        memref.store %100, %view_9[%101] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %102 = memref.load %view_9[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
      %103 = memref.load %view_9[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
      %104 = arith.maximumf %103, %102 : f32
      %105 = memref.load %view_9[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
      %106 = arith.maximumf %105, %104 : f32
      %107 = memref.load %view_9[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
      %108 = arith.maximumf %107, %106 : f32
      %109 = memref.load %view_9[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
      %110 = arith.maximumf %109, %108 : f32
      %111 = memref.load %view_9[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
      %112 = arith.maximumf %111, %110 : f32
      %113 = memref.load %view_9[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
      %114 = arith.maximumf %113, %112 : f32
      %115 = memref.load %view_9[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
      %116 = arith.maximumf %115, %114 : f32
      gpu.barrier
      %117 = arith.maximumf %40, %39 : f32
      %118 = arith.maximumf %41, %117 : f32
      %119 = arith.maximumf %42, %118 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %119, %c16_i32, %c32_i32 : f32
      %120 = arith.maximumf %shuffleResult_30, %119 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %120, %c8_i32, %c32_i32 : f32
      %121 = arith.maximumf %shuffleResult_32, %120 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %121, %c4_i32, %c32_i32 : f32
      %122 = arith.maximumf %shuffleResult_34, %121 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %122, %c2_i32, %c32_i32 : f32
      %123 = arith.maximumf %shuffleResult_36, %122 : f32
      %shuffleResult_38, %valid_39 = gpu.shuffle  xor %123, %c1_i32, %c32_i32 : f32
      %124 = arith.maximumf %shuffleResult_38, %123 : f32
      %125 = arith.addi %51, %c24 : index
      scf.if %53 {
        memref.store %124, %view_9[%125] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %126 = memref.load %view_9[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
      %127 = memref.load %view_9[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
      %128 = arith.maximumf %127, %126 : f32
      %129 = memref.load %view_9[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
      %130 = arith.maximumf %129, %128 : f32
      %131 = memref.load %view_9[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
      %132 = arith.maximumf %131, %130 : f32
      %133 = memref.load %view_9[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
      %134 = arith.maximumf %133, %132 : f32
      %135 = memref.load %view_9[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
      %136 = arith.maximumf %135, %134 : f32
      %137 = memref.load %view_9[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
      %138 = arith.maximumf %137, %136 : f32
      %139 = memref.load %view_9[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
      %140 = arith.maximumf %139, %138 : f32
      gpu.barrier
      %141 = arith.subf %27, %68 : f32
      %142 = math.exp %141 : f32
      %143 = arith.subf %28, %68 : f32
      %144 = math.exp %143 : f32
      %145 = arith.subf %29, %68 : f32
      %146 = math.exp %145 : f32
      %147 = arith.subf %30, %68 : f32
      %148 = math.exp %147 : f32
      %149 = arith.subf %31, %92 : f32
      %150 = math.exp %149 : f32
      %151 = arith.subf %32, %92 : f32
      %152 = math.exp %151 : f32
      %153 = arith.subf %33, %92 : f32
      %154 = math.exp %153 : f32
      %155 = arith.subf %34, %92 : f32
      %156 = math.exp %155 : f32
      %157 = arith.subf %35, %116 : f32
      %158 = math.exp %157 : f32
      %159 = arith.subf %36, %116 : f32
      %160 = math.exp %159 : f32
      %161 = arith.subf %37, %116 : f32
      %162 = math.exp %161 : f32
      %163 = arith.subf %38, %116 : f32
      %164 = math.exp %163 : f32
      %165 = arith.subf %39, %140 : f32
      %166 = math.exp %165 : f32
      %167 = arith.subf %40, %140 : f32
      %168 = math.exp %167 : f32
      %169 = arith.subf %41, %140 : f32
      %170 = math.exp %169 : f32
      %171 = arith.subf %42, %140 : f32
      %172 = math.exp %171 : f32
      %173 = arith.addf %144, %142 : f32
      %174 = arith.addf %146, %173 : f32
      %175 = arith.addf %148, %174 : f32
      %shuffleResult_40, %valid_41 = gpu.shuffle  xor %175, %c16_i32, %c32_i32 : f32
      %176 = arith.addf %shuffleResult_40, %175 : f32
      %shuffleResult_42, %valid_43 = gpu.shuffle  xor %176, %c8_i32, %c32_i32 : f32
      %177 = arith.addf %shuffleResult_42, %176 : f32
      %shuffleResult_44, %valid_45 = gpu.shuffle  xor %177, %c4_i32, %c32_i32 : f32
      %178 = arith.addf %shuffleResult_44, %177 : f32
      %shuffleResult_46, %valid_47 = gpu.shuffle  xor %178, %c2_i32, %c32_i32 : f32
      %179 = arith.addf %shuffleResult_46, %178 : f32
      %shuffleResult_48, %valid_49 = gpu.shuffle  xor %179, %c1_i32, %c32_i32 : f32
      %180 = arith.addf %shuffleResult_48, %179 : f32
      scf.if %53 {
        memref.store %180, %view_9[%51] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %181 = memref.load %view_9[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
      %182 = memref.load %view_9[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
      %183 = arith.addf %182, %181 : f32
      %184 = memref.load %view_9[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
      %185 = arith.addf %184, %183 : f32
      %186 = memref.load %view_9[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
      %187 = arith.addf %186, %185 : f32
      %188 = memref.load %view_9[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
      %189 = arith.addf %188, %187 : f32
      %190 = memref.load %view_9[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
      %191 = arith.addf %190, %189 : f32
      %192 = memref.load %view_9[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
      %193 = arith.addf %192, %191 : f32
      %194 = memref.load %view_9[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
      %195 = arith.addf %194, %193 : f32
      gpu.barrier
      %196 = arith.addf %195, %cst_0 : f32
      %197 = arith.addf %152, %150 : f32
      %198 = arith.addf %154, %197 : f32
      %199 = arith.addf %156, %198 : f32
      %shuffleResult_50, %valid_51 = gpu.shuffle  xor %199, %c16_i32, %c32_i32 : f32
      %200 = arith.addf %shuffleResult_50, %199 : f32
      %shuffleResult_52, %valid_53 = gpu.shuffle  xor %200, %c8_i32, %c32_i32 : f32
      %201 = arith.addf %shuffleResult_52, %200 : f32
      %shuffleResult_54, %valid_55 = gpu.shuffle  xor %201, %c4_i32, %c32_i32 : f32
      %202 = arith.addf %shuffleResult_54, %201 : f32
      %shuffleResult_56, %valid_57 = gpu.shuffle  xor %202, %c2_i32, %c32_i32 : f32
      %203 = arith.addf %shuffleResult_56, %202 : f32
      %shuffleResult_58, %valid_59 = gpu.shuffle  xor %203, %c1_i32, %c32_i32 : f32
      %204 = arith.addf %shuffleResult_58, %203 : f32
      scf.if %53 {
        memref.store %204, %view_9[%77] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %205 = memref.load %view_9[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
      %206 = memref.load %view_9[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
      %207 = arith.addf %206, %205 : f32
      %208 = memref.load %view_9[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
      %209 = arith.addf %208, %207 : f32
      %210 = memref.load %view_9[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
      %211 = arith.addf %210, %209 : f32
      %212 = memref.load %view_9[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
      %213 = arith.addf %212, %211 : f32
      %214 = memref.load %view_9[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
      %215 = arith.addf %214, %213 : f32
      %216 = memref.load %view_9[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
      %217 = arith.addf %216, %215 : f32
      %218 = memref.load %view_9[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
      %219 = arith.addf %218, %217 : f32
      gpu.barrier
      %220 = arith.addf %219, %cst_0 : f32
      %221 = arith.addf %160, %158 : f32
      %222 = arith.addf %162, %221 : f32
      %223 = arith.addf %164, %222 : f32
      %shuffleResult_60, %valid_61 = gpu.shuffle  xor %223, %c16_i32, %c32_i32 : f32
      %224 = arith.addf %shuffleResult_60, %223 : f32
      %shuffleResult_62, %valid_63 = gpu.shuffle  xor %224, %c8_i32, %c32_i32 : f32
      %225 = arith.addf %shuffleResult_62, %224 : f32
      %shuffleResult_64, %valid_65 = gpu.shuffle  xor %225, %c4_i32, %c32_i32 : f32
      %226 = arith.addf %shuffleResult_64, %225 : f32
      %shuffleResult_66, %valid_67 = gpu.shuffle  xor %226, %c2_i32, %c32_i32 : f32
      %227 = arith.addf %shuffleResult_66, %226 : f32
      %shuffleResult_68, %valid_69 = gpu.shuffle  xor %227, %c1_i32, %c32_i32 : f32
      %228 = arith.addf %shuffleResult_68, %227 : f32
      scf.if %53 {
        memref.store %228, %view_9[%101] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %229 = memref.load %view_9[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
      %230 = memref.load %view_9[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
      %231 = arith.addf %230, %229 : f32
      %232 = memref.load %view_9[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
      %233 = arith.addf %232, %231 : f32
      %234 = memref.load %view_9[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
      %235 = arith.addf %234, %233 : f32
      %236 = memref.load %view_9[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
      %237 = arith.addf %236, %235 : f32
      %238 = memref.load %view_9[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
      %239 = arith.addf %238, %237 : f32
      %240 = memref.load %view_9[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
      %241 = arith.addf %240, %239 : f32
      %242 = memref.load %view_9[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
      %243 = arith.addf %242, %241 : f32
      gpu.barrier
      %244 = arith.addf %243, %cst_0 : f32
      %245 = arith.addf %168, %166 : f32
      %246 = arith.addf %170, %245 : f32
      %247 = arith.addf %172, %246 : f32
      %shuffleResult_70, %valid_71 = gpu.shuffle  xor %247, %c16_i32, %c32_i32 : f32
      %248 = arith.addf %shuffleResult_70, %247 : f32
      %shuffleResult_72, %valid_73 = gpu.shuffle  xor %248, %c8_i32, %c32_i32 : f32
      %249 = arith.addf %shuffleResult_72, %248 : f32
      %shuffleResult_74, %valid_75 = gpu.shuffle  xor %249, %c4_i32, %c32_i32 : f32
      %250 = arith.addf %shuffleResult_74, %249 : f32
      %shuffleResult_76, %valid_77 = gpu.shuffle  xor %250, %c2_i32, %c32_i32 : f32
      %251 = arith.addf %shuffleResult_76, %250 : f32
      %shuffleResult_78, %valid_79 = gpu.shuffle  xor %251, %c1_i32, %c32_i32 : f32
      %252 = arith.addf %shuffleResult_78, %251 : f32
      scf.if %53 {
        memref.store %252, %view_9[%125] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %253 = memref.load %view_9[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
      %254 = memref.load %view_9[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
      %255 = arith.addf %254, %253 : f32
      %256 = memref.load %view_9[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
      %257 = arith.addf %256, %255 : f32
      %258 = memref.load %view_9[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
      %259 = arith.addf %258, %257 : f32
      %260 = memref.load %view_9[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
      %261 = arith.addf %260, %259 : f32
      %262 = memref.load %view_9[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
      %263 = arith.addf %262, %261 : f32
      %264 = memref.load %view_9[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
      %265 = arith.addf %264, %263 : f32
      %266 = memref.load %view_9[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
      %267 = arith.addf %266, %265 : f32
      gpu.barrier
      %268 = arith.addf %267, %cst_0 : f32
      %269 = arith.divf %142, %196 : f32
      %270 = arith.divf %144, %196 : f32
      %271 = arith.divf %146, %196 : f32
      %272 = arith.divf %148, %196 : f32
      %273 = arith.divf %150, %220 : f32
      %274 = arith.divf %152, %220 : f32
      %275 = arith.divf %154, %220 : f32
      %276 = arith.divf %156, %220 : f32
      %277 = arith.divf %158, %244 : f32
      %278 = arith.divf %160, %244 : f32
      %279 = arith.divf %162, %244 : f32
      %280 = arith.divf %164, %244 : f32
      %281 = arith.divf %166, %268 : f32
      %282 = arith.divf %168, %268 : f32
      %283 = arith.divf %170, %268 : f32
      %284 = arith.divf %172, %268 : f32
      %285 = vector.from_elements %269, %270, %271, %272 : vector<4xf32>
      vector.store %285, %arg3[%1, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %286 = vector.from_elements %273, %274, %275, %276 : vector<4xf32>
      vector.store %286, %arg3[%2, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %287 = vector.from_elements %277, %278, %279, %280 : vector<4xf32>
      vector.store %287, %arg3[%3, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %288 = vector.from_elements %281, %282, %283, %284 : vector<4xf32>
      vector.store %288, %arg3[%4, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

