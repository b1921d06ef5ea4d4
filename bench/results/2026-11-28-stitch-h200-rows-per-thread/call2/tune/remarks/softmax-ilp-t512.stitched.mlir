module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c16384, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) workgroup(%arg2 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
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
      %c2048 = arith.constant 2048 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c2048 : index
      %2 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %3 = vector.extract %2[0] : f32 from vector<4xf32>
      %4 = vector.extract %2[1] : f32 from vector<4xf32>
      %5 = vector.extract %2[2] : f32 from vector<4xf32>
      %6 = vector.extract %2[3] : f32 from vector<4xf32>
      %7 = vector.load %arg0[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %8 = vector.extract %7[0] : f32 from vector<4xf32>
      %9 = vector.extract %7[1] : f32 from vector<4xf32>
      %10 = vector.extract %7[2] : f32 from vector<4xf32>
      %11 = vector.extract %7[3] : f32 from vector<4xf32>
      %12 = arith.maximumf %4, %3 : f32
      %13 = arith.maximumf %5, %12 : f32
      %14 = arith.maximumf %6, %13 : f32
      %15 = arith.maximumf %8, %14 : f32
      %16 = arith.maximumf %9, %15 : f32
      %17 = arith.maximumf %10, %16 : f32
      %18 = arith.maximumf %11, %17 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %18, %c16_i32, %c32_i32 : f32
      %19 = arith.maximumf %shuffleResult, %18 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %19, %c8_i32, %c32_i32 : f32
      %20 = arith.maximumf %shuffleResult_0, %19 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %20, %c4_i32, %c32_i32 : f32
      %21 = arith.maximumf %shuffleResult_2, %20 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %21, %c2_i32, %c32_i32 : f32
      %22 = arith.maximumf %shuffleResult_4, %21 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %22, %c1_i32, %c32_i32 : f32
      %23 = arith.maximumf %shuffleResult_6, %22 : f32
      %view = memref.view %arg2[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %24 = arith.divui %thread_id_x, %c32 : index
      %25 = arith.remui %thread_id_x, %c32 : index
      %26 = arith.cmpi eq, %25, %c0 : index
      scf.if %26 {
        memref.store %23, %view[%24] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %27 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      %28 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
      %29 = arith.maximumf %28, %27 : f32
      %30 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
      %31 = arith.maximumf %30, %29 : f32
      %32 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
      %33 = arith.maximumf %32, %31 : f32
      %34 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
      %35 = arith.maximumf %34, %33 : f32
      %36 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
      %37 = arith.maximumf %36, %35 : f32
      %38 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
      %39 = arith.maximumf %38, %37 : f32
      %40 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
      %41 = arith.maximumf %40, %39 : f32
      %42 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
      %43 = arith.maximumf %42, %41 : f32
      %44 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
      %45 = arith.maximumf %44, %43 : f32
      %46 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
      %47 = arith.maximumf %46, %45 : f32
      %48 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
      %49 = arith.maximumf %48, %47 : f32
      %50 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
      %51 = arith.maximumf %50, %49 : f32
      %52 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
      %53 = arith.maximumf %52, %51 : f32
      %54 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
      %55 = arith.maximumf %54, %53 : f32
      %56 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
      %57 = arith.maximumf %56, %55 : f32
      gpu.barrier
      %58 = arith.subf %3, %57 : f32
      %59 = math.exp %58 : f32
      %60 = arith.subf %4, %57 : f32
      %61 = math.exp %60 : f32
      %62 = arith.subf %5, %57 : f32
      %63 = math.exp %62 : f32
      %64 = arith.subf %6, %57 : f32
      %65 = math.exp %64 : f32
      %66 = arith.subf %8, %57 : f32
      %67 = math.exp %66 : f32
      %68 = arith.subf %9, %57 : f32
      %69 = math.exp %68 : f32
      %70 = arith.subf %10, %57 : f32
      %71 = math.exp %70 : f32
      %72 = arith.subf %11, %57 : f32
      %73 = math.exp %72 : f32
      %74 = arith.addf %61, %59 : f32
      %75 = arith.addf %63, %74 : f32
      %76 = arith.addf %65, %75 : f32
      %77 = arith.addf %67, %76 : f32
      %78 = arith.addf %69, %77 : f32
      %79 = arith.addf %71, %78 : f32
      %80 = arith.addf %73, %79 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %80, %c16_i32, %c32_i32 : f32
      %81 = arith.addf %shuffleResult_8, %80 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %81, %c8_i32, %c32_i32 : f32
      %82 = arith.addf %shuffleResult_10, %81 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %82, %c4_i32, %c32_i32 : f32
      %83 = arith.addf %shuffleResult_12, %82 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %83, %c2_i32, %c32_i32 : f32
      %84 = arith.addf %shuffleResult_14, %83 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %84, %c1_i32, %c32_i32 : f32
      %85 = arith.addf %shuffleResult_16, %84 : f32
      scf.if %26 {
        memref.store %85, %view[%24] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %86 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      %87 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
      %88 = arith.addf %87, %86 : f32
      %89 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
      %90 = arith.addf %89, %88 : f32
      %91 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
      %92 = arith.addf %91, %90 : f32
      %93 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
      %94 = arith.addf %93, %92 : f32
      %95 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
      %96 = arith.addf %95, %94 : f32
      %97 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
      %98 = arith.addf %97, %96 : f32
      %99 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
      %100 = arith.addf %99, %98 : f32
      %101 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
      %102 = arith.addf %101, %100 : f32
      %103 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
      %104 = arith.addf %103, %102 : f32
      %105 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
      %106 = arith.addf %105, %104 : f32
      %107 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
      %108 = arith.addf %107, %106 : f32
      %109 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
      %110 = arith.addf %109, %108 : f32
      %111 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
      %112 = arith.addf %111, %110 : f32
      %113 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
      %114 = arith.addf %113, %112 : f32
      %115 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
      %116 = arith.addf %115, %114 : f32
      gpu.barrier
      %117 = arith.addf %116, %cst : f32
      %118 = arith.divf %59, %117 : f32
      %119 = arith.divf %61, %117 : f32
      %120 = arith.divf %63, %117 : f32
      %121 = arith.divf %65, %117 : f32
      %122 = arith.divf %67, %117 : f32
      %123 = arith.divf %69, %117 : f32
      %124 = arith.divf %71, %117 : f32
      %125 = arith.divf %73, %117 : f32
      %126 = vector.from_elements %118, %119, %120, %121 : vector<4xf32>
      vector.store %126, %arg1[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %127 = vector.from_elements %122, %123, %124, %125 : vector<4xf32>
      vector.store %127, %arg1[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

