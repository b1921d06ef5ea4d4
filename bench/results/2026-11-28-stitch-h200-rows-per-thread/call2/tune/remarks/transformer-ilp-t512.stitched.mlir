module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c49152 = arith.constant 49152 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_packed_block_block blocks in (%c49152, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>, %arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "block_block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_block_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<16384x1024xf32>, %arg5: memref<64x512x512xf32>, %arg6: memref<512x512xf32>, %arg7: memref<64x512x512xf32>) workgroup(%arg8 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %cst = arith.constant 0xFF800000 : f32
      %cst_0 = arith.constant 1.250000e-01 : f32
      %c512 = arith.constant 512 : index
      %c49152 = arith.constant 49152 : index
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %cst_2 = arith.constant 1.024000e+03 : f32
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
      %cst_3 = arith.constant -0.000000e+00 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c1024 = arith.constant 1024 : index
      %c4 = arith.constant 4 : index
      %c16384 = arith.constant 16384 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c16384 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.cmpi ult, %4, %c1024 : index
        %6:8 = scf.if %5 -> (f32, f32, f32, f32, f32, f32, f32, f32) {
          %127 = vector.load %arg0[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
          %128 = vector.extract %127[0] : f32 from vector<4xf32>
          %129 = vector.extract %127[1] : f32 from vector<4xf32>
          %130 = vector.extract %127[2] : f32 from vector<4xf32>
          %131 = vector.extract %127[3] : f32 from vector<4xf32>
          %132 = vector.load %arg1[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
          %133 = vector.extract %132[0] : f32 from vector<4xf32>
          %134 = vector.extract %132[1] : f32 from vector<4xf32>
          %135 = vector.extract %132[2] : f32 from vector<4xf32>
          %136 = vector.extract %132[3] : f32 from vector<4xf32>
          scf.yield %128, %129, %130, %131, %133, %134, %135, %136 : f32, f32, f32, f32, f32, f32, f32, f32
        } else {
          scf.yield %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4 : f32, f32, f32, f32, f32, f32, f32, f32
        }
        %7 = arith.addf %6#0, %6#4 : f32
        %8 = arith.addf %6#1, %6#5 : f32
        %9 = arith.addf %6#2, %6#6 : f32
        %10 = arith.addf %6#3, %6#7 : f32
        %11 = arith.select %5, %7, %cst_3 : f32
        %12 = arith.addf %8, %11 : f32
        %13 = arith.select %5, %12, %cst_3 : f32
        %14 = arith.addf %9, %13 : f32
        %15 = arith.select %5, %14, %cst_3 : f32
        %16 = arith.addf %10, %15 : f32
        %17 = arith.select %5, %16, %cst_3 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %17, %c16_i32, %c32_i32 : f32
        %18 = arith.addf %shuffleResult, %17 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %18, %c8_i32, %c32_i32 : f32
        %19 = arith.addf %shuffleResult_5, %18 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %19, %c4_i32, %c32_i32 : f32
        %20 = arith.addf %shuffleResult_7, %19 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %20, %c2_i32, %c32_i32 : f32
        %21 = arith.addf %shuffleResult_9, %20 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %21, %c1_i32, %c32_i32 : f32
        %22 = arith.addf %shuffleResult_11, %21 : f32
        %view = memref.view %arg8[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
        %23 = arith.divui %thread_id_x, %c32 : index
        %24 = arith.remui %thread_id_x, %c32 : index
        %25 = arith.cmpi eq, %24, %c0 : index
        scf.if %25 {
          memref.store %22, %view[%23] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %26 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %27 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %28 = arith.addf %27, %26 : f32
        %29 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %30 = arith.addf %29, %28 : f32
        %31 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %30 : f32
        %33 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %34 = arith.addf %33, %32 : f32
        %35 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %36 = arith.addf %35, %34 : f32
        %37 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %36 : f32
        %39 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %40 = arith.addf %39, %38 : f32
        %41 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %42 = arith.addf %41, %40 : f32
        %43 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %42 : f32
        %45 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %46 = arith.addf %45, %44 : f32
        %47 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %48 = arith.addf %47, %46 : f32
        %49 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %48 : f32
        %51 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %52 = arith.addf %51, %50 : f32
        %53 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %54 = arith.addf %53, %52 : f32
        %55 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %54 : f32
        gpu.barrier
        %57 = arith.addf %56, %cst_4 : f32
        %58 = arith.divf %57, %cst_2 : f32
        %59 = arith.subf %7, %58 : f32
        %60 = arith.mulf %59, %59 : f32
        %61 = arith.select %5, %60, %cst_3 : f32
        %62 = arith.subf %8, %58 : f32
        %63 = arith.mulf %62, %62 : f32
        %64 = arith.addf %63, %61 : f32
        %65 = arith.select %5, %64, %cst_3 : f32
        %66 = arith.subf %9, %58 : f32
        %67 = arith.mulf %66, %66 : f32
        %68 = arith.addf %67, %65 : f32
        %69 = arith.select %5, %68, %cst_3 : f32
        %70 = arith.subf %10, %58 : f32
        %71 = arith.mulf %70, %70 : f32
        %72 = arith.addf %71, %69 : f32
        %73 = arith.select %5, %72, %cst_3 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %73, %c16_i32, %c32_i32 : f32
        %74 = arith.addf %shuffleResult_13, %73 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %74, %c8_i32, %c32_i32 : f32
        %75 = arith.addf %shuffleResult_15, %74 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %75, %c4_i32, %c32_i32 : f32
        %76 = arith.addf %shuffleResult_17, %75 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %76, %c2_i32, %c32_i32 : f32
        %77 = arith.addf %shuffleResult_19, %76 : f32
        %shuffleResult_21, %valid_22 = gpu.shuffle  xor %77, %c1_i32, %c32_i32 : f32
        %78 = arith.addf %shuffleResult_21, %77 : f32
        scf.if %25 {
          memref.store %78, %view[%23] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %79 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %80 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %81 = arith.addf %80, %79 : f32
        %82 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %83 = arith.addf %82, %81 : f32
        %84 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %85 = arith.addf %84, %83 : f32
        %86 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %87 = arith.addf %86, %85 : f32
        %88 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %89 = arith.addf %88, %87 : f32
        %90 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %91 = arith.addf %90, %89 : f32
        %92 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %93 = arith.addf %92, %91 : f32
        %94 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %95 = arith.addf %94, %93 : f32
        %96 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %97 = arith.addf %96, %95 : f32
        %98 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %99 = arith.addf %98, %97 : f32
        %100 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %101 = arith.addf %100, %99 : f32
        %102 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %103 = arith.addf %102, %101 : f32
        %104 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %105 = arith.addf %104, %103 : f32
        %106 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %107 = arith.addf %106, %105 : f32
        %108 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %109 = arith.addf %108, %107 : f32
        gpu.barrier
        %110 = arith.addf %109, %cst_4 : f32
        %111 = arith.divf %110, %cst_2 : f32
        %112 = arith.addf %111, %cst_1 : f32
        %113 = math.rsqrt %112 : f32
        %114:8 = scf.if %5 -> (f32, f32, f32, f32, f32, f32, f32, f32) {
          %127 = vector.load %arg2[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
          %128 = vector.extract %127[0] : f32 from vector<4xf32>
          %129 = vector.extract %127[1] : f32 from vector<4xf32>
          %130 = vector.extract %127[2] : f32 from vector<4xf32>
          %131 = vector.extract %127[3] : f32 from vector<4xf32>
          %132 = vector.load %arg3[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
          %133 = vector.extract %132[0] : f32 from vector<4xf32>
          %134 = vector.extract %132[1] : f32 from vector<4xf32>
          %135 = vector.extract %132[2] : f32 from vector<4xf32>
          %136 = vector.extract %132[3] : f32 from vector<4xf32>
          scf.yield %128, %129, %130, %131, %133, %134, %135, %136 : f32, f32, f32, f32, f32, f32, f32, f32
        } else {
          scf.yield %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4 : f32, f32, f32, f32, f32, f32, f32, f32
        }
        %115 = arith.mulf %59, %113 : f32
        %116 = arith.mulf %115, %114#0 : f32
        %117 = arith.addf %116, %114#4 : f32
        %118 = arith.mulf %62, %113 : f32
        %119 = arith.mulf %118, %114#1 : f32
        %120 = arith.addf %119, %114#5 : f32
        %121 = arith.mulf %66, %113 : f32
        %122 = arith.mulf %121, %114#2 : f32
        %123 = arith.addf %122, %114#6 : f32
        %124 = arith.mulf %70, %113 : f32
        %125 = arith.mulf %124, %114#3 : f32
        %126 = arith.addf %125, %114#7 : f32
        scf.if %5 {
          %127 = vector.from_elements %117, %120, %123, %126 : vector<4xf32>
          vector.store %127, %arg4[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        }
      }
      %1 = arith.cmpi ult, %block_id_x, %c49152 : index
      %2 = arith.cmpi uge, %block_id_x, %c16384 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.subi %block_id_x, %c16384 : index
        %5 = arith.muli %thread_id_x, %c4 : index
        %6 = arith.cmpi ult, %5, %c512 : index
        %7 = arith.remui %4, %c512 : index
        %8 = arith.divui %4, %c512 : index
        %9:8 = scf.if %6 -> (f32, f32, f32, f32, f32, f32, f32, f32) {
          %120 = vector.load %arg5[%8, %7, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
          %121 = vector.extract %120[0] : f32 from vector<4xf32>
          %122 = vector.extract %120[1] : f32 from vector<4xf32>
          %123 = vector.extract %120[2] : f32 from vector<4xf32>
          %124 = vector.extract %120[3] : f32 from vector<4xf32>
          %125 = vector.load %arg6[%7, %5] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
          %126 = vector.extract %125[0] : f32 from vector<4xf32>
          %127 = vector.extract %125[1] : f32 from vector<4xf32>
          %128 = vector.extract %125[2] : f32 from vector<4xf32>
          %129 = vector.extract %125[3] : f32 from vector<4xf32>
          scf.yield %121, %122, %123, %124, %126, %127, %128, %129 : f32, f32, f32, f32, f32, f32, f32, f32
        } else {
          scf.yield %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4 : f32, f32, f32, f32, f32, f32, f32, f32
        }
        %10 = arith.mulf %9#0, %cst_0 : f32
        %11 = arith.addf %10, %9#4 : f32
        %12 = arith.mulf %9#1, %cst_0 : f32
        %13 = arith.addf %12, %9#5 : f32
        %14 = arith.mulf %9#2, %cst_0 : f32
        %15 = arith.addf %14, %9#6 : f32
        %16 = arith.mulf %9#3, %cst_0 : f32
        %17 = arith.addf %16, %9#7 : f32
        %18 = arith.select %6, %11, %cst : f32
        %19 = arith.maximumf %13, %18 : f32
        %20 = arith.select %6, %19, %cst : f32
        %21 = arith.maximumf %15, %20 : f32
        %22 = arith.select %6, %21, %cst : f32
        %23 = arith.maximumf %17, %22 : f32
        %24 = arith.select %6, %23, %cst : f32
        %shuffleResult, %valid = gpu.shuffle  xor %24, %c16_i32, %c32_i32 : f32
        %25 = arith.maximumf %shuffleResult, %24 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %25, %c8_i32, %c32_i32 : f32
        %26 = arith.maximumf %shuffleResult_5, %25 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %26, %c4_i32, %c32_i32 : f32
        %27 = arith.maximumf %shuffleResult_7, %26 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %27, %c2_i32, %c32_i32 : f32
        %28 = arith.maximumf %shuffleResult_9, %27 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %28, %c1_i32, %c32_i32 : f32
        %29 = arith.maximumf %shuffleResult_11, %28 : f32
        %view = memref.view %arg8[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
        %30 = arith.divui %thread_id_x, %c32 : index
        %31 = arith.remui %thread_id_x, %c32 : index
        %32 = arith.cmpi eq, %31, %c0 : index
        scf.if %32 {
          memref.store %29, %view[%30] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %33 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %34 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %35 = arith.maximumf %34, %33 : f32
        %36 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %37 = arith.maximumf %36, %35 : f32
        %38 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %39 = arith.maximumf %38, %37 : f32
        %40 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %41 = arith.maximumf %40, %39 : f32
        %42 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %43 = arith.maximumf %42, %41 : f32
        %44 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %45 = arith.maximumf %44, %43 : f32
        %46 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %47 = arith.maximumf %46, %45 : f32
        %48 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %49 = arith.maximumf %48, %47 : f32
        %50 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %51 = arith.maximumf %50, %49 : f32
        %52 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %53 = arith.maximumf %52, %51 : f32
        %54 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %55 = arith.maximumf %54, %53 : f32
        %56 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %57 = arith.maximumf %56, %55 : f32
        %58 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %59 = arith.maximumf %58, %57 : f32
        %60 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %61 = arith.maximumf %60, %59 : f32
        %62 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %63 = arith.maximumf %62, %61 : f32
        gpu.barrier
        %64 = arith.subf %11, %63 : f32
        %65 = math.exp %64 : f32
        %66 = arith.subf %13, %63 : f32
        %67 = math.exp %66 : f32
        %68 = arith.subf %15, %63 : f32
        %69 = math.exp %68 : f32
        %70 = arith.subf %17, %63 : f32
        %71 = math.exp %70 : f32
        %72 = arith.select %6, %65, %cst_3 : f32
        %73 = arith.addf %67, %72 : f32
        %74 = arith.select %6, %73, %cst_3 : f32
        %75 = arith.addf %69, %74 : f32
        %76 = arith.select %6, %75, %cst_3 : f32
        %77 = arith.addf %71, %76 : f32
        %78 = arith.select %6, %77, %cst_3 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %78, %c16_i32, %c32_i32 : f32
        %79 = arith.addf %shuffleResult_13, %78 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %79, %c8_i32, %c32_i32 : f32
        %80 = arith.addf %shuffleResult_15, %79 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %80, %c4_i32, %c32_i32 : f32
        %81 = arith.addf %shuffleResult_17, %80 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %81, %c2_i32, %c32_i32 : f32
        %82 = arith.addf %shuffleResult_19, %81 : f32
        %shuffleResult_21, %valid_22 = gpu.shuffle  xor %82, %c1_i32, %c32_i32 : f32
        %83 = arith.addf %shuffleResult_21, %82 : f32
        scf.if %32 {
          memref.store %83, %view[%30] : memref<16xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %84 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
        %85 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %84 : f32
        %87 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
        %88 = arith.addf %87, %86 : f32
        %89 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
        %90 = arith.addf %89, %88 : f32
        %91 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
        %92 = arith.addf %91, %90 : f32
        %93 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
        %94 = arith.addf %93, %92 : f32
        %95 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
        %96 = arith.addf %95, %94 : f32
        %97 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
        %98 = arith.addf %97, %96 : f32
        %99 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
        %100 = arith.addf %99, %98 : f32
        %101 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
        %102 = arith.addf %101, %100 : f32
        %103 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
        %104 = arith.addf %103, %102 : f32
        %105 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
        %106 = arith.addf %105, %104 : f32
        %107 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
        %108 = arith.addf %107, %106 : f32
        %109 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
        %110 = arith.addf %109, %108 : f32
        %111 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
        %112 = arith.addf %111, %110 : f32
        %113 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
        %114 = arith.addf %113, %112 : f32
        gpu.barrier
        %115 = arith.addf %114, %cst_4 : f32
        %116 = arith.divf %65, %115 : f32
        %117 = arith.divf %67, %115 : f32
        %118 = arith.divf %69, %115 : f32
        %119 = arith.divf %71, %115 : f32
        scf.if %6 {
          %120 = vector.from_elements %116, %117, %118, %119 : vector<4xf32>
          vector.store %120, %arg7[%8, %7, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        }
      }
      gpu.return
    }
  }
}

