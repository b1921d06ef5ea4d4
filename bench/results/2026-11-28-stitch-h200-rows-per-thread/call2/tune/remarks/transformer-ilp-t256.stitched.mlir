module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c49152 = arith.constant 49152 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_packed_block_block blocks in (%c49152, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>, %arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "block_block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_block_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<16384x1024xf32>, %arg5: memref<64x512x512xf32>, %arg6: memref<512x512xf32>, %arg7: memref<64x512x512xf32>) workgroup(%arg8 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 0xFF800000 : f32
      %cst_0 = arith.constant 1.250000e-01 : f32
      %c512 = arith.constant 512 : index
      %c49152 = arith.constant 49152 : index
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %cst_2 = arith.constant 1.024000e+03 : f32
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
      %c4 = arith.constant 4 : index
      %c16384 = arith.constant 16384 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c16384 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = vector.load %arg0[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %6 = vector.extract %5[0] : f32 from vector<4xf32>
        %7 = vector.extract %5[1] : f32 from vector<4xf32>
        %8 = vector.extract %5[2] : f32 from vector<4xf32>
        %9 = vector.extract %5[3] : f32 from vector<4xf32>
        %10 = vector.load %arg1[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %11 = vector.extract %10[0] : f32 from vector<4xf32>
        %12 = vector.extract %10[1] : f32 from vector<4xf32>
        %13 = vector.extract %10[2] : f32 from vector<4xf32>
        %14 = vector.extract %10[3] : f32 from vector<4xf32>
        %15 = arith.addf %6, %11 : f32
        %16 = arith.addf %7, %12 : f32
        %17 = arith.addf %8, %13 : f32
        %18 = arith.addf %9, %14 : f32
        %19 = arith.addf %16, %15 : f32
        %20 = arith.addf %17, %19 : f32
        %21 = arith.addf %18, %20 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %21, %c16_i32, %c32_i32 : f32
        %22 = arith.addf %shuffleResult, %21 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %22, %c8_i32, %c32_i32 : f32
        %23 = arith.addf %shuffleResult_5, %22 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %23, %c4_i32, %c32_i32 : f32
        %24 = arith.addf %shuffleResult_7, %23 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %24, %c2_i32, %c32_i32 : f32
        %25 = arith.addf %shuffleResult_9, %24 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %25, %c1_i32, %c32_i32 : f32
        %26 = arith.addf %shuffleResult_11, %25 : f32
        %view = memref.view %arg8[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %27 = arith.divui %thread_id_x, %c32 : index
        %28 = arith.remui %thread_id_x, %c32 : index
        %29 = arith.cmpi eq, %28, %c0 : index
        scf.if %29 {
          memref.store %26, %view[%27] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %30 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %31 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %30 : f32
        %33 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %34 = arith.addf %33, %32 : f32
        %35 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %36 = arith.addf %35, %34 : f32
        %37 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %36 : f32
        %39 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %40 = arith.addf %39, %38 : f32
        %41 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %42 = arith.addf %41, %40 : f32
        %43 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %42 : f32
        gpu.barrier
        %45 = arith.addf %44, %cst_4 : f32
        %46 = arith.divf %45, %cst_2 : f32
        %47 = arith.subf %15, %46 : f32
        %48 = arith.mulf %47, %47 : f32
        %49 = arith.subf %16, %46 : f32
        %50 = arith.mulf %49, %49 : f32
        %51 = arith.addf %50, %48 : f32
        %52 = arith.subf %17, %46 : f32
        %53 = arith.mulf %52, %52 : f32
        %54 = arith.addf %53, %51 : f32
        %55 = arith.subf %18, %46 : f32
        %56 = arith.mulf %55, %55 : f32
        %57 = arith.addf %56, %54 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %57, %c16_i32, %c32_i32 : f32
        %58 = arith.addf %shuffleResult_13, %57 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %58, %c8_i32, %c32_i32 : f32
        %59 = arith.addf %shuffleResult_15, %58 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %59, %c4_i32, %c32_i32 : f32
        %60 = arith.addf %shuffleResult_17, %59 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %60, %c2_i32, %c32_i32 : f32
        %61 = arith.addf %shuffleResult_19, %60 : f32
        %shuffleResult_21, %valid_22 = gpu.shuffle  xor %61, %c1_i32, %c32_i32 : f32
        %62 = arith.addf %shuffleResult_21, %61 : f32
        scf.if %29 {
          memref.store %62, %view[%27] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %63 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %64 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %65 = arith.addf %64, %63 : f32
        %66 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %67 = arith.addf %66, %65 : f32
        %68 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %69 = arith.addf %68, %67 : f32
        %70 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %71 = arith.addf %70, %69 : f32
        %72 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %73 = arith.addf %72, %71 : f32
        %74 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %75 = arith.addf %74, %73 : f32
        %76 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %77 = arith.addf %76, %75 : f32
        gpu.barrier
        %78 = arith.addf %77, %cst_4 : f32
        %79 = arith.divf %78, %cst_2 : f32
        %80 = arith.addf %79, %cst_1 : f32
        %81 = math.rsqrt %80 : f32
        %82 = vector.load %arg2[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %83 = vector.extract %82[0] : f32 from vector<4xf32>
        %84 = vector.extract %82[1] : f32 from vector<4xf32>
        %85 = vector.extract %82[2] : f32 from vector<4xf32>
        %86 = vector.extract %82[3] : f32 from vector<4xf32>
        %87 = vector.load %arg3[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %88 = vector.extract %87[0] : f32 from vector<4xf32>
        %89 = vector.extract %87[1] : f32 from vector<4xf32>
        %90 = vector.extract %87[2] : f32 from vector<4xf32>
        %91 = vector.extract %87[3] : f32 from vector<4xf32>
        %92 = arith.mulf %47, %81 : f32
        %93 = arith.mulf %92, %83 : f32
        %94 = arith.addf %93, %88 : f32
        %95 = arith.mulf %49, %81 : f32
        %96 = arith.mulf %95, %84 : f32
        %97 = arith.addf %96, %89 : f32
        %98 = arith.mulf %52, %81 : f32
        %99 = arith.mulf %98, %85 : f32
        %100 = arith.addf %99, %90 : f32
        %101 = arith.mulf %55, %81 : f32
        %102 = arith.mulf %101, %86 : f32
        %103 = arith.addf %102, %91 : f32
        %104 = vector.from_elements %94, %97, %100, %103 : vector<4xf32>
        vector.store %104, %arg4[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
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
          %88 = vector.load %arg5[%8, %7, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
          %89 = vector.extract %88[0] : f32 from vector<4xf32>
          %90 = vector.extract %88[1] : f32 from vector<4xf32>
          %91 = vector.extract %88[2] : f32 from vector<4xf32>
          %92 = vector.extract %88[3] : f32 from vector<4xf32>
          %93 = vector.load %arg6[%7, %5] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
          %94 = vector.extract %93[0] : f32 from vector<4xf32>
          %95 = vector.extract %93[1] : f32 from vector<4xf32>
          %96 = vector.extract %93[2] : f32 from vector<4xf32>
          %97 = vector.extract %93[3] : f32 from vector<4xf32>
          scf.yield %89, %90, %91, %92, %94, %95, %96, %97 : f32, f32, f32, f32, f32, f32, f32, f32
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
        %view = memref.view %arg8[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %30 = arith.divui %thread_id_x, %c32 : index
        %31 = arith.remui %thread_id_x, %c32 : index
        %32 = arith.cmpi eq, %31, %c0 : index
        scf.if %32 {
          memref.store %29, %view[%30] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %33 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %34 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %35 = arith.maximumf %34, %33 : f32
        %36 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %37 = arith.maximumf %36, %35 : f32
        %38 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %39 = arith.maximumf %38, %37 : f32
        %40 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %41 = arith.maximumf %40, %39 : f32
        %42 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %43 = arith.maximumf %42, %41 : f32
        %44 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %45 = arith.maximumf %44, %43 : f32
        %46 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %47 = arith.maximumf %46, %45 : f32
        gpu.barrier
        %48 = arith.subf %11, %47 : f32
        %49 = math.exp %48 : f32
        %50 = arith.subf %13, %47 : f32
        %51 = math.exp %50 : f32
        %52 = arith.subf %15, %47 : f32
        %53 = math.exp %52 : f32
        %54 = arith.subf %17, %47 : f32
        %55 = math.exp %54 : f32
        %56 = arith.select %6, %49, %cst_3 : f32
        %57 = arith.addf %51, %56 : f32
        %58 = arith.select %6, %57, %cst_3 : f32
        %59 = arith.addf %53, %58 : f32
        %60 = arith.select %6, %59, %cst_3 : f32
        %61 = arith.addf %55, %60 : f32
        %62 = arith.select %6, %61, %cst_3 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %62, %c16_i32, %c32_i32 : f32
        %63 = arith.addf %shuffleResult_13, %62 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %63, %c8_i32, %c32_i32 : f32
        %64 = arith.addf %shuffleResult_15, %63 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %64, %c4_i32, %c32_i32 : f32
        %65 = arith.addf %shuffleResult_17, %64 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %65, %c2_i32, %c32_i32 : f32
        %66 = arith.addf %shuffleResult_19, %65 : f32
        %shuffleResult_21, %valid_22 = gpu.shuffle  xor %66, %c1_i32, %c32_i32 : f32
        %67 = arith.addf %shuffleResult_21, %66 : f32
        scf.if %32 {
          memref.store %67, %view[%30] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %68 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
        %69 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
        %70 = arith.addf %69, %68 : f32
        %71 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
        %72 = arith.addf %71, %70 : f32
        %73 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %72 : f32
        %75 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
        %76 = arith.addf %75, %74 : f32
        %77 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
        %78 = arith.addf %77, %76 : f32
        %79 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %78 : f32
        %81 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
        %82 = arith.addf %81, %80 : f32
        gpu.barrier
        %83 = arith.addf %82, %cst_4 : f32
        %84 = arith.divf %49, %83 : f32
        %85 = arith.divf %51, %83 : f32
        %86 = arith.divf %53, %83 : f32
        %87 = arith.divf %55, %83 : f32
        scf.if %6 {
          %88 = vector.from_elements %84, %85, %86, %87 : vector<4xf32>
          vector.store %88, %arg7[%8, %7, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        }
      }
      gpu.return
    }
  }
}

