module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) workgroup(%arg2 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
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
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      %4 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = arith.maximumf %6, %5 : f32
      %25 = arith.maximumf %7, %24 : f32
      %26 = arith.maximumf %8, %25 : f32
      %27 = arith.maximumf %10, %26 : f32
      %28 = arith.maximumf %11, %27 : f32
      %29 = arith.maximumf %12, %28 : f32
      %30 = arith.maximumf %13, %29 : f32
      %31 = arith.maximumf %15, %30 : f32
      %32 = arith.maximumf %16, %31 : f32
      %33 = arith.maximumf %17, %32 : f32
      %34 = arith.maximumf %18, %33 : f32
      %35 = arith.maximumf %20, %34 : f32
      %36 = arith.maximumf %21, %35 : f32
      %37 = arith.maximumf %22, %36 : f32
      %38 = arith.maximumf %23, %37 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %38, %c16_i32, %c32_i32 : f32
      %39 = arith.maximumf %shuffleResult, %38 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %39, %c8_i32, %c32_i32 : f32
      %40 = arith.maximumf %shuffleResult_0, %39 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %40, %c4_i32, %c32_i32 : f32
      %41 = arith.maximumf %shuffleResult_2, %40 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %41, %c2_i32, %c32_i32 : f32
      %42 = arith.maximumf %shuffleResult_4, %41 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %42, %c1_i32, %c32_i32 : f32
      %43 = arith.maximumf %shuffleResult_6, %42 : f32
      %view = memref.view %arg2[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %44 = arith.divui %thread_id_x, %c32 : index
      %45 = arith.remui %thread_id_x, %c32 : index
      %46 = arith.cmpi eq, %45, %c0 : index
      scf.if %46 {
        memref.store %43, %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %47 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %48 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %49 = arith.maximumf %48, %47 : f32
      %50 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %51 = arith.maximumf %50, %49 : f32
      %52 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %53 = arith.maximumf %52, %51 : f32
      %54 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %55 = arith.maximumf %54, %53 : f32
      %56 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %57 = arith.maximumf %56, %55 : f32
      %58 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %59 = arith.maximumf %58, %57 : f32
      %60 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %61 = arith.maximumf %60, %59 : f32
      gpu.barrier
      %62 = arith.subf %5, %61 : f32
      %63 = math.exp %62 : f32
      %64 = arith.subf %6, %61 : f32
      %65 = math.exp %64 : f32
      %66 = arith.subf %7, %61 : f32
      %67 = math.exp %66 : f32
      %68 = arith.subf %8, %61 : f32
      %69 = math.exp %68 : f32
      %70 = arith.subf %10, %61 : f32
      %71 = math.exp %70 : f32
      %72 = arith.subf %11, %61 : f32
      %73 = math.exp %72 : f32
      %74 = arith.subf %12, %61 : f32
      %75 = math.exp %74 : f32
      %76 = arith.subf %13, %61 : f32
      %77 = math.exp %76 : f32
      %78 = arith.subf %15, %61 : f32
      %79 = math.exp %78 : f32
      %80 = arith.subf %16, %61 : f32
      %81 = math.exp %80 : f32
      %82 = arith.subf %17, %61 : f32
      %83 = math.exp %82 : f32
      %84 = arith.subf %18, %61 : f32
      %85 = math.exp %84 : f32
      %86 = arith.subf %20, %61 : f32
      %87 = math.exp %86 : f32
      %88 = arith.subf %21, %61 : f32
      %89 = math.exp %88 : f32
      %90 = arith.subf %22, %61 : f32
      %91 = math.exp %90 : f32
      %92 = arith.subf %23, %61 : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %65, %63 : f32
      %95 = arith.addf %67, %94 : f32
      %96 = arith.addf %69, %95 : f32
      %97 = arith.addf %71, %96 : f32
      %98 = arith.addf %73, %97 : f32
      %99 = arith.addf %75, %98 : f32
      %100 = arith.addf %77, %99 : f32
      %101 = arith.addf %79, %100 : f32
      %102 = arith.addf %81, %101 : f32
      %103 = arith.addf %83, %102 : f32
      %104 = arith.addf %85, %103 : f32
      %105 = arith.addf %87, %104 : f32
      %106 = arith.addf %89, %105 : f32
      %107 = arith.addf %91, %106 : f32
      %108 = arith.addf %93, %107 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %108, %c16_i32, %c32_i32 : f32
      %109 = arith.addf %shuffleResult_8, %108 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %109, %c8_i32, %c32_i32 : f32
      %110 = arith.addf %shuffleResult_10, %109 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %110, %c4_i32, %c32_i32 : f32
      %111 = arith.addf %shuffleResult_12, %110 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %111, %c2_i32, %c32_i32 : f32
      %112 = arith.addf %shuffleResult_14, %111 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %112, %c1_i32, %c32_i32 : f32
      %113 = arith.addf %shuffleResult_16, %112 : f32
      scf.if %46 {
        memref.store %113, %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %114 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %115 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %116 = arith.addf %115, %114 : f32
      %117 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %118 = arith.addf %117, %116 : f32
      %119 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %120 = arith.addf %119, %118 : f32
      %121 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %122 = arith.addf %121, %120 : f32
      %123 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %124 = arith.addf %123, %122 : f32
      %125 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %126 = arith.addf %125, %124 : f32
      %127 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %128 = arith.addf %127, %126 : f32
      gpu.barrier
      %129 = arith.addf %128, %cst : f32
      %130 = arith.divf %63, %129 : f32
      %131 = arith.divf %65, %129 : f32
      %132 = arith.divf %67, %129 : f32
      %133 = arith.divf %69, %129 : f32
      %134 = arith.divf %71, %129 : f32
      %135 = arith.divf %73, %129 : f32
      %136 = arith.divf %75, %129 : f32
      %137 = arith.divf %77, %129 : f32
      %138 = arith.divf %79, %129 : f32
      %139 = arith.divf %81, %129 : f32
      %140 = arith.divf %83, %129 : f32
      %141 = arith.divf %85, %129 : f32
      %142 = arith.divf %87, %129 : f32
      %143 = arith.divf %89, %129 : f32
      %144 = arith.divf %91, %129 : f32
      %145 = arith.divf %93, %129 : f32
      %146 = vector.from_elements %130, %131, %132, %133 : vector<4xf32>
      vector.store %146, %arg1[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %147 = vector.from_elements %134, %135, %136, %137 : vector<4xf32>
      vector.store %147, %arg1[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %148 = vector.from_elements %138, %139, %140, %141 : vector<4xf32>
      vector.store %148, %arg1[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %149 = vector.from_elements %142, %143, %144, %145 : vector<4xf32>
      vector.store %149, %arg1[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

