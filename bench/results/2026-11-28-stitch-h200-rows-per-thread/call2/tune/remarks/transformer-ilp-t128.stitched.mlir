module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c24576 = arith.constant 24576 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_packed_block_block blocks in (%c24576, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>, %arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "block_block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_block_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<16384x1024xf32>, %arg5: memref<64x512x512xf32>, %arg6: memref<512x512xf32>, %arg7: memref<64x512x512xf32>) workgroup(%arg8 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 1.250000e-01 : f32
      %c24576 = arith.constant 24576 : index
      %cst_0 = arith.constant 9.99999974E-6 : f32
      %cst_1 = arith.constant 1.024000e+03 : f32
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst_2 = arith.constant 0.000000e+00 : f32
      %c512 = arith.constant 512 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %c8192 = arith.constant 8192 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c8192 : index
      scf.if %0 {
        %4 = arith.remui %thread_id_x, %c128 : index
        %5 = arith.divui %thread_id_x, %c128 : index
        %6 = arith.muli %4, %c4 : index
        %7 = arith.addi %6, %c512 : index
        %8 = arith.muli %block_id_x, %c2 : index
        %9 = arith.addi %8, %5 : index
        %10 = vector.load %arg0[%9, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %11 = vector.extract %10[0] : f32 from vector<4xf32>
        %12 = vector.extract %10[1] : f32 from vector<4xf32>
        %13 = vector.extract %10[2] : f32 from vector<4xf32>
        %14 = vector.extract %10[3] : f32 from vector<4xf32>
        %15 = vector.load %arg0[%9, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %16 = vector.extract %15[0] : f32 from vector<4xf32>
        %17 = vector.extract %15[1] : f32 from vector<4xf32>
        %18 = vector.extract %15[2] : f32 from vector<4xf32>
        %19 = vector.extract %15[3] : f32 from vector<4xf32>
        %20 = vector.load %arg1[%9, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %21 = vector.extract %20[0] : f32 from vector<4xf32>
        %22 = vector.extract %20[1] : f32 from vector<4xf32>
        %23 = vector.extract %20[2] : f32 from vector<4xf32>
        %24 = vector.extract %20[3] : f32 from vector<4xf32>
        %25 = vector.load %arg1[%9, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %26 = vector.extract %25[0] : f32 from vector<4xf32>
        %27 = vector.extract %25[1] : f32 from vector<4xf32>
        %28 = vector.extract %25[2] : f32 from vector<4xf32>
        %29 = vector.extract %25[3] : f32 from vector<4xf32>
        %30 = arith.addf %11, %21 : f32
        %31 = arith.addf %12, %22 : f32
        %32 = arith.addf %13, %23 : f32
        %33 = arith.addf %14, %24 : f32
        %34 = arith.addf %16, %26 : f32
        %35 = arith.addf %17, %27 : f32
        %36 = arith.addf %18, %28 : f32
        %37 = arith.addf %19, %29 : f32
        %38 = arith.addf %31, %30 : f32
        %39 = arith.addf %32, %38 : f32
        %40 = arith.addf %33, %39 : f32
        %41 = arith.addf %34, %40 : f32
        %42 = arith.addf %35, %41 : f32
        %43 = arith.addf %36, %42 : f32
        %44 = arith.addf %37, %43 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %44, %c16_i32, %c32_i32 : f32
        %45 = arith.addf %shuffleResult, %44 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %45, %c8_i32, %c32_i32 : f32
        %46 = arith.addf %shuffleResult_3, %45 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %46, %c4_i32, %c32_i32 : f32
        %47 = arith.addf %shuffleResult_5, %46 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %47, %c2_i32, %c32_i32 : f32
        %48 = arith.addf %shuffleResult_7, %47 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %48, %c1_i32, %c32_i32 : f32
        %49 = arith.addf %shuffleResult_9, %48 : f32
        %view = memref.view %arg8[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %50 = arith.divui %4, %c32 : index
        %51 = arith.muli %5, %c4 : index
        %52 = arith.addi %51, %50 : index
        %53 = arith.remui %4, %c32 : index
        %54 = arith.cmpi eq, %53, %c0 : index
        scf.if %54 {
          memref.store %49, %view[%52] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %55 = memref.load %view[%51] : memref<8xf32, #gpu.address_space<workgroup>>
        %56 = arith.addi %51, %c1 : index
        %57 = memref.load %view[%56] : memref<8xf32, #gpu.address_space<workgroup>>
        %58 = arith.addf %57, %55 : f32
        %59 = arith.addi %51, %c2 : index
        %60 = memref.load %view[%59] : memref<8xf32, #gpu.address_space<workgroup>>
        %61 = arith.addf %60, %58 : f32
        %62 = arith.addi %51, %c3 : index
        %63 = memref.load %view[%62] : memref<8xf32, #gpu.address_space<workgroup>>
        %64 = arith.addf %63, %61 : f32
        gpu.barrier
        %65 = arith.addf %64, %cst_2 : f32
        %66 = arith.divf %65, %cst_1 : f32
        %67 = arith.subf %30, %66 : f32
        %68 = arith.mulf %67, %67 : f32
        %69 = arith.subf %31, %66 : f32
        %70 = arith.mulf %69, %69 : f32
        %71 = arith.addf %70, %68 : f32
        %72 = arith.subf %32, %66 : f32
        %73 = arith.mulf %72, %72 : f32
        %74 = arith.addf %73, %71 : f32
        %75 = arith.subf %33, %66 : f32
        %76 = arith.mulf %75, %75 : f32
        %77 = arith.addf %76, %74 : f32
        %78 = arith.subf %34, %66 : f32
        %79 = arith.mulf %78, %78 : f32
        %80 = arith.addf %79, %77 : f32
        %81 = arith.subf %35, %66 : f32
        %82 = arith.mulf %81, %81 : f32
        %83 = arith.addf %82, %80 : f32
        %84 = arith.subf %36, %66 : f32
        %85 = arith.mulf %84, %84 : f32
        %86 = arith.addf %85, %83 : f32
        %87 = arith.subf %37, %66 : f32
        %88 = arith.mulf %87, %87 : f32
        %89 = arith.addf %88, %86 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %89, %c16_i32, %c32_i32 : f32
        %90 = arith.addf %shuffleResult_11, %89 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %90, %c8_i32, %c32_i32 : f32
        %91 = arith.addf %shuffleResult_13, %90 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %91, %c4_i32, %c32_i32 : f32
        %92 = arith.addf %shuffleResult_15, %91 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %92, %c2_i32, %c32_i32 : f32
        %93 = arith.addf %shuffleResult_17, %92 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %93, %c1_i32, %c32_i32 : f32
        %94 = arith.addf %shuffleResult_19, %93 : f32
        scf.if %54 {
          memref.store %94, %view[%52] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %95 = memref.load %view[%51] : memref<8xf32, #gpu.address_space<workgroup>>
        %96 = memref.load %view[%56] : memref<8xf32, #gpu.address_space<workgroup>>
        %97 = arith.addf %96, %95 : f32
        %98 = memref.load %view[%59] : memref<8xf32, #gpu.address_space<workgroup>>
        %99 = arith.addf %98, %97 : f32
        %100 = memref.load %view[%62] : memref<8xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %99 : f32
        gpu.barrier
        %102 = arith.addf %101, %cst_2 : f32
        %103 = arith.divf %102, %cst_1 : f32
        %104 = arith.addf %103, %cst_0 : f32
        %105 = math.rsqrt %104 : f32
        %106 = vector.load %arg2[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %107 = vector.extract %106[0] : f32 from vector<4xf32>
        %108 = vector.extract %106[1] : f32 from vector<4xf32>
        %109 = vector.extract %106[2] : f32 from vector<4xf32>
        %110 = vector.extract %106[3] : f32 from vector<4xf32>
        %111 = vector.load %arg2[%7] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %112 = vector.extract %111[0] : f32 from vector<4xf32>
        %113 = vector.extract %111[1] : f32 from vector<4xf32>
        %114 = vector.extract %111[2] : f32 from vector<4xf32>
        %115 = vector.extract %111[3] : f32 from vector<4xf32>
        %116 = vector.load %arg3[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %117 = vector.extract %116[0] : f32 from vector<4xf32>
        %118 = vector.extract %116[1] : f32 from vector<4xf32>
        %119 = vector.extract %116[2] : f32 from vector<4xf32>
        %120 = vector.extract %116[3] : f32 from vector<4xf32>
        %121 = vector.load %arg3[%7] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %122 = vector.extract %121[0] : f32 from vector<4xf32>
        %123 = vector.extract %121[1] : f32 from vector<4xf32>
        %124 = vector.extract %121[2] : f32 from vector<4xf32>
        %125 = vector.extract %121[3] : f32 from vector<4xf32>
        %126 = arith.mulf %67, %105 : f32
        %127 = arith.mulf %126, %107 : f32
        %128 = arith.addf %127, %117 : f32
        %129 = arith.mulf %69, %105 : f32
        %130 = arith.mulf %129, %108 : f32
        %131 = arith.addf %130, %118 : f32
        %132 = arith.mulf %72, %105 : f32
        %133 = arith.mulf %132, %109 : f32
        %134 = arith.addf %133, %119 : f32
        %135 = arith.mulf %75, %105 : f32
        %136 = arith.mulf %135, %110 : f32
        %137 = arith.addf %136, %120 : f32
        %138 = arith.mulf %78, %105 : f32
        %139 = arith.mulf %138, %112 : f32
        %140 = arith.addf %139, %122 : f32
        %141 = arith.mulf %81, %105 : f32
        %142 = arith.mulf %141, %113 : f32
        %143 = arith.addf %142, %123 : f32
        %144 = arith.mulf %84, %105 : f32
        %145 = arith.mulf %144, %114 : f32
        %146 = arith.addf %145, %124 : f32
        %147 = arith.mulf %87, %105 : f32
        %148 = arith.mulf %147, %115 : f32
        %149 = arith.addf %148, %125 : f32
        %150 = vector.from_elements %128, %131, %134, %137 : vector<4xf32>
        vector.store %150, %arg4[%9, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %151 = vector.from_elements %140, %143, %146, %149 : vector<4xf32>
        vector.store %151, %arg4[%9, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c24576 : index
      %2 = arith.cmpi uge, %block_id_x, %c8192 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.subi %block_id_x, %c8192 : index
        %5 = arith.remui %thread_id_x, %c128 : index
        %6 = arith.divui %thread_id_x, %c128 : index
        %7 = arith.muli %5, %c4 : index
        %8 = arith.muli %4, %c2 : index
        %9 = arith.addi %8, %6 : index
        %10 = arith.remui %9, %c512 : index
        %11 = arith.divui %9, %c512 : index
        %12 = vector.load %arg5[%11, %10, %7] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        %13 = vector.extract %12[0] : f32 from vector<4xf32>
        %14 = vector.extract %12[1] : f32 from vector<4xf32>
        %15 = vector.extract %12[2] : f32 from vector<4xf32>
        %16 = vector.extract %12[3] : f32 from vector<4xf32>
        %17 = vector.load %arg6[%10, %7] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
        %18 = vector.extract %17[0] : f32 from vector<4xf32>
        %19 = vector.extract %17[1] : f32 from vector<4xf32>
        %20 = vector.extract %17[2] : f32 from vector<4xf32>
        %21 = vector.extract %17[3] : f32 from vector<4xf32>
        %22 = arith.mulf %13, %cst : f32
        %23 = arith.addf %22, %18 : f32
        %24 = arith.mulf %14, %cst : f32
        %25 = arith.addf %24, %19 : f32
        %26 = arith.mulf %15, %cst : f32
        %27 = arith.addf %26, %20 : f32
        %28 = arith.mulf %16, %cst : f32
        %29 = arith.addf %28, %21 : f32
        %30 = arith.maximumf %25, %23 : f32
        %31 = arith.maximumf %27, %30 : f32
        %32 = arith.maximumf %29, %31 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %32, %c16_i32, %c32_i32 : f32
        %33 = arith.maximumf %shuffleResult, %32 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %33, %c8_i32, %c32_i32 : f32
        %34 = arith.maximumf %shuffleResult_3, %33 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %34, %c4_i32, %c32_i32 : f32
        %35 = arith.maximumf %shuffleResult_5, %34 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %35, %c2_i32, %c32_i32 : f32
        %36 = arith.maximumf %shuffleResult_7, %35 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %36, %c1_i32, %c32_i32 : f32
        %37 = arith.maximumf %shuffleResult_9, %36 : f32
        %view = memref.view %arg8[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %38 = arith.divui %5, %c32 : index
        %39 = arith.muli %6, %c4 : index
        %40 = arith.addi %39, %38 : index
        %41 = arith.remui %5, %c32 : index
        %42 = arith.cmpi eq, %41, %c0 : index
        scf.if %42 {
          memref.store %37, %view[%40] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %43 = memref.load %view[%39] : memref<8xf32, #gpu.address_space<workgroup>>
        %44 = arith.addi %39, %c1 : index
        %45 = memref.load %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
        %46 = arith.maximumf %45, %43 : f32
        %47 = arith.addi %39, %c2 : index
        %48 = memref.load %view[%47] : memref<8xf32, #gpu.address_space<workgroup>>
        %49 = arith.maximumf %48, %46 : f32
        %50 = arith.addi %39, %c3 : index
        %51 = memref.load %view[%50] : memref<8xf32, #gpu.address_space<workgroup>>
        %52 = arith.maximumf %51, %49 : f32
        gpu.barrier
        %53 = arith.subf %23, %52 : f32
        %54 = math.exp %53 : f32
        %55 = arith.subf %25, %52 : f32
        %56 = math.exp %55 : f32
        %57 = arith.subf %27, %52 : f32
        %58 = math.exp %57 : f32
        %59 = arith.subf %29, %52 : f32
        %60 = math.exp %59 : f32
        %61 = arith.addf %56, %54 : f32
        %62 = arith.addf %58, %61 : f32
        %63 = arith.addf %60, %62 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %63, %c16_i32, %c32_i32 : f32
        %64 = arith.addf %shuffleResult_11, %63 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %64, %c8_i32, %c32_i32 : f32
        %65 = arith.addf %shuffleResult_13, %64 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %65, %c4_i32, %c32_i32 : f32
        %66 = arith.addf %shuffleResult_15, %65 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %66, %c2_i32, %c32_i32 : f32
        %67 = arith.addf %shuffleResult_17, %66 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %67, %c1_i32, %c32_i32 : f32
        %68 = arith.addf %shuffleResult_19, %67 : f32
        scf.if %42 {
          memref.store %68, %view[%40] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %69 = memref.load %view[%39] : memref<8xf32, #gpu.address_space<workgroup>>
        %70 = memref.load %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %69 : f32
        %72 = memref.load %view[%47] : memref<8xf32, #gpu.address_space<workgroup>>
        %73 = arith.addf %72, %71 : f32
        %74 = memref.load %view[%50] : memref<8xf32, #gpu.address_space<workgroup>>
        %75 = arith.addf %74, %73 : f32
        gpu.barrier
        %76 = arith.addf %75, %cst_2 : f32
        %77 = arith.divf %54, %76 : f32
        %78 = arith.divf %56, %76 : f32
        %79 = arith.divf %58, %76 : f32
        %80 = arith.divf %60, %76 : f32
        %81 = vector.from_elements %77, %78, %79, %80 : vector<4xf32>
        vector.store %81, %arg7[%11, %10, %7] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      }
      gpu.return
    }
  }
}

