// The softmax + GELU of Stitch/Inputs/softmax-gelu.mlir stitched with
// threads-per-row=512 rows-per-block=2 (Stitch/schedule-options.mlir checks
// its structure) with a slip: both rows of a block fold the same 16 warp
// partials (the row in block's offset into them multiplied by 0, not 16).
// Integration/Sim/Stitch/schedule-options.mlir shows the interpreter reports
// the race.
module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16x2048xf32>, %arg1: memref<2048xf32>, %arg2: memref<16x2048xf32>, %arg3: memref<16x2048xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c8 = arith.constant 8 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c8, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16x2048xf32>, %arg1 : memref<2048xf32>, %arg2 : memref<16x2048xf32>, %arg3 : memref<16x2048xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16x2048xf32>, %arg1: memref<2048xf32>, %arg2: memref<16x2048xf32>, %arg3: memref<16x2048xf32>) workgroup(%arg4 : memref<128xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 0.707106769 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %cst_2 = arith.constant 0.000000e+00 : f32
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
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c512 = arith.constant 512 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c512 : index
      %1 = arith.divui %thread_id_x, %c512 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.muli %block_id_x, %c2 : index
      %4 = arith.addi %3, %1 : index
      %5 = vector.load %arg0[%4, %2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16x2048xf32>, vector<4xf32>
      %6 = vector.extract %5[0] : f32 from vector<4xf32>
      %7 = vector.extract %5[1] : f32 from vector<4xf32>
      %8 = vector.extract %5[2] : f32 from vector<4xf32>
      %9 = vector.extract %5[3] : f32 from vector<4xf32>
      %10 = arith.maximumf %7, %6 : f32
      %11 = arith.maximumf %8, %10 : f32
      %12 = arith.maximumf %9, %11 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %12, %c16_i32, %c32_i32 : f32
      %13 = arith.maximumf %shuffleResult, %12 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %13, %c8_i32, %c32_i32 : f32
      %14 = arith.maximumf %shuffleResult_3, %13 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %14, %c4_i32, %c32_i32 : f32
      %15 = arith.maximumf %shuffleResult_5, %14 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %15, %c2_i32, %c32_i32 : f32
      %16 = arith.maximumf %shuffleResult_7, %15 : f32
      %shuffleResult_9, %valid_10 = gpu.shuffle  xor %16, %c1_i32, %c32_i32 : f32
      %17 = arith.maximumf %shuffleResult_9, %16 : f32
      %view = memref.view %arg4[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      %18 = arith.divui %0, %c32 : index
      // The slip: the row in block's offset into the warp partials (x 16) dropped.
      %19 = arith.muli %1, %c0 : index
      %20 = arith.addi %19, %18 : index
      %21 = arith.remui %0, %c32 : index
      %22 = arith.cmpi eq, %21, %c0 : index
      scf.if %22 {
        memref.store %17, %view[%20] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %23 = memref.load %view[%19] : memref<32xf32, #gpu.address_space<workgroup>>
      %24 = arith.addi %19, %c1 : index
      %25 = memref.load %view[%24] : memref<32xf32, #gpu.address_space<workgroup>>
      %26 = arith.maximumf %25, %23 : f32
      %27 = arith.addi %19, %c2 : index
      %28 = memref.load %view[%27] : memref<32xf32, #gpu.address_space<workgroup>>
      %29 = arith.maximumf %28, %26 : f32
      %30 = arith.addi %19, %c3 : index
      %31 = memref.load %view[%30] : memref<32xf32, #gpu.address_space<workgroup>>
      %32 = arith.maximumf %31, %29 : f32
      %33 = arith.addi %19, %c4 : index
      %34 = memref.load %view[%33] : memref<32xf32, #gpu.address_space<workgroup>>
      %35 = arith.maximumf %34, %32 : f32
      %36 = arith.addi %19, %c5 : index
      %37 = memref.load %view[%36] : memref<32xf32, #gpu.address_space<workgroup>>
      %38 = arith.maximumf %37, %35 : f32
      %39 = arith.addi %19, %c6 : index
      %40 = memref.load %view[%39] : memref<32xf32, #gpu.address_space<workgroup>>
      %41 = arith.maximumf %40, %38 : f32
      %42 = arith.addi %19, %c7 : index
      %43 = memref.load %view[%42] : memref<32xf32, #gpu.address_space<workgroup>>
      %44 = arith.maximumf %43, %41 : f32
      %45 = arith.addi %19, %c8 : index
      %46 = memref.load %view[%45] : memref<32xf32, #gpu.address_space<workgroup>>
      %47 = arith.maximumf %46, %44 : f32
      %48 = arith.addi %19, %c9 : index
      %49 = memref.load %view[%48] : memref<32xf32, #gpu.address_space<workgroup>>
      %50 = arith.maximumf %49, %47 : f32
      %51 = arith.addi %19, %c10 : index
      %52 = memref.load %view[%51] : memref<32xf32, #gpu.address_space<workgroup>>
      %53 = arith.maximumf %52, %50 : f32
      %54 = arith.addi %19, %c11 : index
      %55 = memref.load %view[%54] : memref<32xf32, #gpu.address_space<workgroup>>
      %56 = arith.maximumf %55, %53 : f32
      %57 = arith.addi %19, %c12 : index
      %58 = memref.load %view[%57] : memref<32xf32, #gpu.address_space<workgroup>>
      %59 = arith.maximumf %58, %56 : f32
      %60 = arith.addi %19, %c13 : index
      %61 = memref.load %view[%60] : memref<32xf32, #gpu.address_space<workgroup>>
      %62 = arith.maximumf %61, %59 : f32
      %63 = arith.addi %19, %c14 : index
      %64 = memref.load %view[%63] : memref<32xf32, #gpu.address_space<workgroup>>
      %65 = arith.maximumf %64, %62 : f32
      %66 = arith.addi %19, %c15 : index
      %67 = memref.load %view[%66] : memref<32xf32, #gpu.address_space<workgroup>>
      %68 = arith.maximumf %67, %65 : f32
      gpu.barrier
      %69 = arith.subf %6, %68 : f32
      %70 = math.exp %69 : f32
      %71 = arith.subf %7, %68 : f32
      %72 = math.exp %71 : f32
      %73 = arith.subf %8, %68 : f32
      %74 = math.exp %73 : f32
      %75 = arith.subf %9, %68 : f32
      %76 = math.exp %75 : f32
      %77 = arith.addf %72, %70 : f32
      %78 = arith.addf %74, %77 : f32
      %79 = arith.addf %76, %78 : f32
      %shuffleResult_11, %valid_12 = gpu.shuffle  xor %79, %c16_i32, %c32_i32 : f32
      %80 = arith.addf %shuffleResult_11, %79 : f32
      %shuffleResult_13, %valid_14 = gpu.shuffle  xor %80, %c8_i32, %c32_i32 : f32
      %81 = arith.addf %shuffleResult_13, %80 : f32
      %shuffleResult_15, %valid_16 = gpu.shuffle  xor %81, %c4_i32, %c32_i32 : f32
      %82 = arith.addf %shuffleResult_15, %81 : f32
      %shuffleResult_17, %valid_18 = gpu.shuffle  xor %82, %c2_i32, %c32_i32 : f32
      %83 = arith.addf %shuffleResult_17, %82 : f32
      %shuffleResult_19, %valid_20 = gpu.shuffle  xor %83, %c1_i32, %c32_i32 : f32
      %84 = arith.addf %shuffleResult_19, %83 : f32
      scf.if %22 {
        memref.store %84, %view[%20] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %85 = memref.load %view[%19] : memref<32xf32, #gpu.address_space<workgroup>>
      %86 = memref.load %view[%24] : memref<32xf32, #gpu.address_space<workgroup>>
      %87 = arith.addf %86, %85 : f32
      %88 = memref.load %view[%27] : memref<32xf32, #gpu.address_space<workgroup>>
      %89 = arith.addf %88, %87 : f32
      %90 = memref.load %view[%30] : memref<32xf32, #gpu.address_space<workgroup>>
      %91 = arith.addf %90, %89 : f32
      %92 = memref.load %view[%33] : memref<32xf32, #gpu.address_space<workgroup>>
      %93 = arith.addf %92, %91 : f32
      %94 = memref.load %view[%36] : memref<32xf32, #gpu.address_space<workgroup>>
      %95 = arith.addf %94, %93 : f32
      %96 = memref.load %view[%39] : memref<32xf32, #gpu.address_space<workgroup>>
      %97 = arith.addf %96, %95 : f32
      %98 = memref.load %view[%42] : memref<32xf32, #gpu.address_space<workgroup>>
      %99 = arith.addf %98, %97 : f32
      %100 = memref.load %view[%45] : memref<32xf32, #gpu.address_space<workgroup>>
      %101 = arith.addf %100, %99 : f32
      %102 = memref.load %view[%48] : memref<32xf32, #gpu.address_space<workgroup>>
      %103 = arith.addf %102, %101 : f32
      %104 = memref.load %view[%51] : memref<32xf32, #gpu.address_space<workgroup>>
      %105 = arith.addf %104, %103 : f32
      %106 = memref.load %view[%54] : memref<32xf32, #gpu.address_space<workgroup>>
      %107 = arith.addf %106, %105 : f32
      %108 = memref.load %view[%57] : memref<32xf32, #gpu.address_space<workgroup>>
      %109 = arith.addf %108, %107 : f32
      %110 = memref.load %view[%60] : memref<32xf32, #gpu.address_space<workgroup>>
      %111 = arith.addf %110, %109 : f32
      %112 = memref.load %view[%63] : memref<32xf32, #gpu.address_space<workgroup>>
      %113 = arith.addf %112, %111 : f32
      %114 = memref.load %view[%66] : memref<32xf32, #gpu.address_space<workgroup>>
      %115 = arith.addf %114, %113 : f32
      gpu.barrier
      %116 = arith.addf %115, %cst_2 : f32
      %117 = arith.divf %70, %116 : f32
      %118 = arith.divf %72, %116 : f32
      %119 = arith.divf %74, %116 : f32
      %120 = arith.divf %76, %116 : f32
      %121 = vector.load %arg1[%2] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<2048xf32>, vector<4xf32>
      %122 = vector.extract %121[0] : f32 from vector<4xf32>
      %123 = vector.extract %121[1] : f32 from vector<4xf32>
      %124 = vector.extract %121[2] : f32 from vector<4xf32>
      %125 = vector.extract %121[3] : f32 from vector<4xf32>
      %126 = arith.addf %6, %122 : f32
      %127 = arith.mulf %126, %cst : f32
      %128 = math.erf %127 : f32
      %129 = arith.addf %128, %cst_0 : f32
      %130 = arith.mulf %126, %129 : f32
      %131 = arith.mulf %130, %cst_1 : f32
      %132 = arith.addf %131, %117 : f32
      %133 = arith.addf %7, %123 : f32
      %134 = arith.mulf %133, %cst : f32
      %135 = math.erf %134 : f32
      %136 = arith.addf %135, %cst_0 : f32
      %137 = arith.mulf %133, %136 : f32
      %138 = arith.mulf %137, %cst_1 : f32
      %139 = arith.addf %138, %118 : f32
      %140 = arith.addf %8, %124 : f32
      %141 = arith.mulf %140, %cst : f32
      %142 = math.erf %141 : f32
      %143 = arith.addf %142, %cst_0 : f32
      %144 = arith.mulf %140, %143 : f32
      %145 = arith.mulf %144, %cst_1 : f32
      %146 = arith.addf %145, %119 : f32
      %147 = arith.addf %9, %125 : f32
      %148 = arith.mulf %147, %cst : f32
      %149 = math.erf %148 : f32
      %150 = arith.addf %149, %cst_0 : f32
      %151 = arith.mulf %147, %150 : f32
      %152 = arith.mulf %151, %cst_1 : f32
      %153 = arith.addf %152, %120 : f32
      %154 = vector.from_elements %117, %118, %119, %120 : vector<4xf32>
      vector.store %154, %arg2[%4, %2] {alignment = 16 : i64} : memref<16x2048xf32>, vector<4xf32>
      %155 = vector.from_elements %132, %139, %146, %153 : vector<4xf32>
      vector.store %155, %arg3[%4, %2] {alignment = 16 : i64} : memref<16x2048xf32>, vector<4xf32>
      gpu.return
    }
  }
}

