module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c4096 = arith.constant 4096 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c4096, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) workgroup(%arg2 : memref<128xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c8 = arith.constant 8 : index
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
      %c256 = arith.constant 256 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c256 : index
      %1 = arith.divui %thread_id_x, %c256 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c1024 : index
      %4 = arith.addi %2, %c2048 : index
      %5 = arith.addi %2, %c3072 : index
      %6 = arith.muli %block_id_x, %c4 : index
      %7 = arith.addi %6, %1 : index
      %8 = vector.load %arg0[%7, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %9 = vector.extract %8[0] : f32 from vector<4xf32>
      %10 = vector.extract %8[1] : f32 from vector<4xf32>
      %11 = vector.extract %8[2] : f32 from vector<4xf32>
      %12 = vector.extract %8[3] : f32 from vector<4xf32>
      %13 = vector.load %arg0[%7, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %14 = vector.extract %13[0] : f32 from vector<4xf32>
      %15 = vector.extract %13[1] : f32 from vector<4xf32>
      %16 = vector.extract %13[2] : f32 from vector<4xf32>
      %17 = vector.extract %13[3] : f32 from vector<4xf32>
      %18 = vector.load %arg0[%7, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %19 = vector.extract %18[0] : f32 from vector<4xf32>
      %20 = vector.extract %18[1] : f32 from vector<4xf32>
      %21 = vector.extract %18[2] : f32 from vector<4xf32>
      %22 = vector.extract %18[3] : f32 from vector<4xf32>
      %23 = vector.load %arg0[%7, %5] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %24 = vector.extract %23[0] : f32 from vector<4xf32>
      %25 = vector.extract %23[1] : f32 from vector<4xf32>
      %26 = vector.extract %23[2] : f32 from vector<4xf32>
      %27 = vector.extract %23[3] : f32 from vector<4xf32>
      %28 = arith.maximumf %10, %9 : f32
      %29 = arith.maximumf %11, %28 : f32
      %30 = arith.maximumf %12, %29 : f32
      %31 = arith.maximumf %14, %30 : f32
      %32 = arith.maximumf %15, %31 : f32
      %33 = arith.maximumf %16, %32 : f32
      %34 = arith.maximumf %17, %33 : f32
      %35 = arith.maximumf %19, %34 : f32
      %36 = arith.maximumf %20, %35 : f32
      %37 = arith.maximumf %21, %36 : f32
      %38 = arith.maximumf %22, %37 : f32
      %39 = arith.maximumf %24, %38 : f32
      %40 = arith.maximumf %25, %39 : f32
      %41 = arith.maximumf %26, %40 : f32
      %42 = arith.maximumf %27, %41 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %42, %c16_i32, %c32_i32 : f32
      %43 = arith.maximumf %shuffleResult, %42 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %43, %c8_i32, %c32_i32 : f32
      %44 = arith.maximumf %shuffleResult_0, %43 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %44, %c4_i32, %c32_i32 : f32
      %45 = arith.maximumf %shuffleResult_2, %44 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %45, %c2_i32, %c32_i32 : f32
      %46 = arith.maximumf %shuffleResult_4, %45 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %46, %c1_i32, %c32_i32 : f32
      %47 = arith.maximumf %shuffleResult_6, %46 : f32
      %view = memref.view %arg2[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      %48 = arith.divui %0, %c32 : index
      %49 = arith.muli %1, %c8 : index
      %50 = arith.addi %49, %48 : index
      %51 = arith.remui %0, %c32 : index
      %52 = arith.cmpi eq, %51, %c0 : index
      scf.if %52 {
        memref.store %47, %view[%50] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %53 = memref.load %view[%49] : memref<32xf32, #gpu.address_space<workgroup>>
      %54 = arith.addi %49, %c1 : index
      %55 = memref.load %view[%54] : memref<32xf32, #gpu.address_space<workgroup>>
      %56 = arith.maximumf %55, %53 : f32
      %57 = arith.addi %49, %c2 : index
      %58 = memref.load %view[%57] : memref<32xf32, #gpu.address_space<workgroup>>
      %59 = arith.maximumf %58, %56 : f32
      %60 = arith.addi %49, %c3 : index
      %61 = memref.load %view[%60] : memref<32xf32, #gpu.address_space<workgroup>>
      %62 = arith.maximumf %61, %59 : f32
      %63 = arith.addi %49, %c4 : index
      %64 = memref.load %view[%63] : memref<32xf32, #gpu.address_space<workgroup>>
      %65 = arith.maximumf %64, %62 : f32
      %66 = arith.addi %49, %c5 : index
      %67 = memref.load %view[%66] : memref<32xf32, #gpu.address_space<workgroup>>
      %68 = arith.maximumf %67, %65 : f32
      %69 = arith.addi %49, %c6 : index
      %70 = memref.load %view[%69] : memref<32xf32, #gpu.address_space<workgroup>>
      %71 = arith.maximumf %70, %68 : f32
      %72 = arith.addi %49, %c7 : index
      %73 = memref.load %view[%72] : memref<32xf32, #gpu.address_space<workgroup>>
      %74 = arith.maximumf %73, %71 : f32
      gpu.barrier
      %75 = arith.subf %9, %74 : f32
      %76 = math.exp %75 : f32
      %77 = arith.subf %10, %74 : f32
      %78 = math.exp %77 : f32
      %79 = arith.subf %11, %74 : f32
      %80 = math.exp %79 : f32
      %81 = arith.subf %12, %74 : f32
      %82 = math.exp %81 : f32
      %83 = arith.subf %14, %74 : f32
      %84 = math.exp %83 : f32
      %85 = arith.subf %15, %74 : f32
      %86 = math.exp %85 : f32
      %87 = arith.subf %16, %74 : f32
      %88 = math.exp %87 : f32
      %89 = arith.subf %17, %74 : f32
      %90 = math.exp %89 : f32
      %91 = arith.subf %19, %74 : f32
      %92 = math.exp %91 : f32
      %93 = arith.subf %20, %74 : f32
      %94 = math.exp %93 : f32
      %95 = arith.subf %21, %74 : f32
      %96 = math.exp %95 : f32
      %97 = arith.subf %22, %74 : f32
      %98 = math.exp %97 : f32
      %99 = arith.subf %24, %74 : f32
      %100 = math.exp %99 : f32
      %101 = arith.subf %25, %74 : f32
      %102 = math.exp %101 : f32
      %103 = arith.subf %26, %74 : f32
      %104 = math.exp %103 : f32
      %105 = arith.subf %27, %74 : f32
      %106 = math.exp %105 : f32
      %107 = arith.addf %78, %76 : f32
      %108 = arith.addf %80, %107 : f32
      %109 = arith.addf %82, %108 : f32
      %110 = arith.addf %84, %109 : f32
      %111 = arith.addf %86, %110 : f32
      %112 = arith.addf %88, %111 : f32
      %113 = arith.addf %90, %112 : f32
      %114 = arith.addf %92, %113 : f32
      %115 = arith.addf %94, %114 : f32
      %116 = arith.addf %96, %115 : f32
      %117 = arith.addf %98, %116 : f32
      %118 = arith.addf %100, %117 : f32
      %119 = arith.addf %102, %118 : f32
      %120 = arith.addf %104, %119 : f32
      %121 = arith.addf %106, %120 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %121, %c16_i32, %c32_i32 : f32
      %122 = arith.addf %shuffleResult_8, %121 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %122, %c8_i32, %c32_i32 : f32
      %123 = arith.addf %shuffleResult_10, %122 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %123, %c4_i32, %c32_i32 : f32
      %124 = arith.addf %shuffleResult_12, %123 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %124, %c2_i32, %c32_i32 : f32
      %125 = arith.addf %shuffleResult_14, %124 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %125, %c1_i32, %c32_i32 : f32
      %126 = arith.addf %shuffleResult_16, %125 : f32
      scf.if %52 {
        memref.store %126, %view[%50] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %127 = memref.load %view[%49] : memref<32xf32, #gpu.address_space<workgroup>>
      %128 = memref.load %view[%54] : memref<32xf32, #gpu.address_space<workgroup>>
      %129 = arith.addf %128, %127 : f32
      %130 = memref.load %view[%57] : memref<32xf32, #gpu.address_space<workgroup>>
      %131 = arith.addf %130, %129 : f32
      %132 = memref.load %view[%60] : memref<32xf32, #gpu.address_space<workgroup>>
      %133 = arith.addf %132, %131 : f32
      %134 = memref.load %view[%63] : memref<32xf32, #gpu.address_space<workgroup>>
      %135 = arith.addf %134, %133 : f32
      %136 = memref.load %view[%66] : memref<32xf32, #gpu.address_space<workgroup>>
      %137 = arith.addf %136, %135 : f32
      %138 = memref.load %view[%69] : memref<32xf32, #gpu.address_space<workgroup>>
      %139 = arith.addf %138, %137 : f32
      %140 = memref.load %view[%72] : memref<32xf32, #gpu.address_space<workgroup>>
      %141 = arith.addf %140, %139 : f32
      gpu.barrier
      %142 = arith.addf %141, %cst : f32
      %143 = arith.divf %76, %142 : f32
      %144 = arith.divf %78, %142 : f32
      %145 = arith.divf %80, %142 : f32
      %146 = arith.divf %82, %142 : f32
      %147 = arith.divf %84, %142 : f32
      %148 = arith.divf %86, %142 : f32
      %149 = arith.divf %88, %142 : f32
      %150 = arith.divf %90, %142 : f32
      %151 = arith.divf %92, %142 : f32
      %152 = arith.divf %94, %142 : f32
      %153 = arith.divf %96, %142 : f32
      %154 = arith.divf %98, %142 : f32
      %155 = arith.divf %100, %142 : f32
      %156 = arith.divf %102, %142 : f32
      %157 = arith.divf %104, %142 : f32
      %158 = arith.divf %106, %142 : f32
      %159 = vector.from_elements %143, %144, %145, %146 : vector<4xf32>
      vector.store %159, %arg1[%7, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %160 = vector.from_elements %147, %148, %149, %150 : vector<4xf32>
      vector.store %160, %arg1[%7, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %161 = vector.from_elements %151, %152, %153, %154 : vector<4xf32>
      vector.store %161, %arg1[%7, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %162 = vector.from_elements %155, %156, %157, %158 : vector<4xf32>
      vector.store %162, %arg1[%7, %5] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

