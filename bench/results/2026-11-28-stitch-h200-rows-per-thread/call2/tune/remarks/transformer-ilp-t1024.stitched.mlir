module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c49152 = arith.constant 49152 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_packed_block_block blocks in (%c49152, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>, %arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "block_block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_block_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<16384x1024xf32>, %arg5: memref<64x512x512xf32>, %arg6: memref<512x512xf32>, %arg7: memref<64x512x512xf32>) workgroup(%arg8 : memref<128xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 0xFF800000 : f32
      %cst_0 = arith.constant 1.250000e-01 : f32
      %c512 = arith.constant 512 : index
      %c49152 = arith.constant 49152 : index
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %cst_2 = arith.constant 1.024000e+03 : f32
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
          %191 = vector.load %arg0[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
          %192 = vector.extract %191[0] : f32 from vector<4xf32>
          %193 = vector.extract %191[1] : f32 from vector<4xf32>
          %194 = vector.extract %191[2] : f32 from vector<4xf32>
          %195 = vector.extract %191[3] : f32 from vector<4xf32>
          %196 = vector.load %arg1[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
          %197 = vector.extract %196[0] : f32 from vector<4xf32>
          %198 = vector.extract %196[1] : f32 from vector<4xf32>
          %199 = vector.extract %196[2] : f32 from vector<4xf32>
          %200 = vector.extract %196[3] : f32 from vector<4xf32>
          scf.yield %192, %193, %194, %195, %197, %198, %199, %200 : f32, f32, f32, f32, f32, f32, f32, f32
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
        %view = memref.view %arg8[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
        %23 = arith.divui %thread_id_x, %c32 : index
        %24 = arith.remui %thread_id_x, %c32 : index
        %25 = arith.cmpi eq, %24, %c0 : index
        scf.if %25 {
          memref.store %22, %view[%23] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %26 = memref.load %view[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %27 = memref.load %view[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %28 = arith.addf %27, %26 : f32
        %29 = memref.load %view[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
        %30 = arith.addf %29, %28 : f32
        %31 = memref.load %view[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
        %32 = arith.addf %31, %30 : f32
        %33 = memref.load %view[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
        %34 = arith.addf %33, %32 : f32
        %35 = memref.load %view[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
        %36 = arith.addf %35, %34 : f32
        %37 = memref.load %view[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
        %38 = arith.addf %37, %36 : f32
        %39 = memref.load %view[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
        %40 = arith.addf %39, %38 : f32
        %41 = memref.load %view[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
        %42 = arith.addf %41, %40 : f32
        %43 = memref.load %view[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
        %44 = arith.addf %43, %42 : f32
        %45 = memref.load %view[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
        %46 = arith.addf %45, %44 : f32
        %47 = memref.load %view[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
        %48 = arith.addf %47, %46 : f32
        %49 = memref.load %view[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
        %50 = arith.addf %49, %48 : f32
        %51 = memref.load %view[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
        %52 = arith.addf %51, %50 : f32
        %53 = memref.load %view[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
        %54 = arith.addf %53, %52 : f32
        %55 = memref.load %view[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
        %56 = arith.addf %55, %54 : f32
        %57 = memref.load %view[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
        %58 = arith.addf %57, %56 : f32
        %59 = memref.load %view[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
        %60 = arith.addf %59, %58 : f32
        %61 = memref.load %view[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
        %62 = arith.addf %61, %60 : f32
        %63 = memref.load %view[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
        %64 = arith.addf %63, %62 : f32
        %65 = memref.load %view[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
        %66 = arith.addf %65, %64 : f32
        %67 = memref.load %view[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
        %68 = arith.addf %67, %66 : f32
        %69 = memref.load %view[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
        %70 = arith.addf %69, %68 : f32
        %71 = memref.load %view[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
        %72 = arith.addf %71, %70 : f32
        %73 = memref.load %view[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
        %74 = arith.addf %73, %72 : f32
        %75 = memref.load %view[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
        %76 = arith.addf %75, %74 : f32
        %77 = memref.load %view[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
        %78 = arith.addf %77, %76 : f32
        %79 = memref.load %view[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
        %80 = arith.addf %79, %78 : f32
        %81 = memref.load %view[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
        %82 = arith.addf %81, %80 : f32
        %83 = memref.load %view[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
        %84 = arith.addf %83, %82 : f32
        %85 = memref.load %view[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
        %86 = arith.addf %85, %84 : f32
        %87 = memref.load %view[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
        %88 = arith.addf %87, %86 : f32
        gpu.barrier
        %89 = arith.addf %88, %cst_4 : f32
        %90 = arith.divf %89, %cst_2 : f32
        %91 = arith.subf %7, %90 : f32
        %92 = arith.mulf %91, %91 : f32
        %93 = arith.select %5, %92, %cst_3 : f32
        %94 = arith.subf %8, %90 : f32
        %95 = arith.mulf %94, %94 : f32
        %96 = arith.addf %95, %93 : f32
        %97 = arith.select %5, %96, %cst_3 : f32
        %98 = arith.subf %9, %90 : f32
        %99 = arith.mulf %98, %98 : f32
        %100 = arith.addf %99, %97 : f32
        %101 = arith.select %5, %100, %cst_3 : f32
        %102 = arith.subf %10, %90 : f32
        %103 = arith.mulf %102, %102 : f32
        %104 = arith.addf %103, %101 : f32
        %105 = arith.select %5, %104, %cst_3 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %105, %c16_i32, %c32_i32 : f32
        %106 = arith.addf %shuffleResult_13, %105 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %106, %c8_i32, %c32_i32 : f32
        %107 = arith.addf %shuffleResult_15, %106 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %107, %c4_i32, %c32_i32 : f32
        %108 = arith.addf %shuffleResult_17, %107 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %108, %c2_i32, %c32_i32 : f32
        %109 = arith.addf %shuffleResult_19, %108 : f32
        %shuffleResult_21, %valid_22 = gpu.shuffle  xor %109, %c1_i32, %c32_i32 : f32
        %110 = arith.addf %shuffleResult_21, %109 : f32
        scf.if %25 {
          memref.store %110, %view[%23] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %111 = memref.load %view[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %112 = memref.load %view[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %113 = arith.addf %112, %111 : f32
        %114 = memref.load %view[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
        %115 = arith.addf %114, %113 : f32
        %116 = memref.load %view[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
        %117 = arith.addf %116, %115 : f32
        %118 = memref.load %view[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
        %119 = arith.addf %118, %117 : f32
        %120 = memref.load %view[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
        %121 = arith.addf %120, %119 : f32
        %122 = memref.load %view[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
        %123 = arith.addf %122, %121 : f32
        %124 = memref.load %view[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
        %125 = arith.addf %124, %123 : f32
        %126 = memref.load %view[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
        %127 = arith.addf %126, %125 : f32
        %128 = memref.load %view[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
        %129 = arith.addf %128, %127 : f32
        %130 = memref.load %view[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
        %131 = arith.addf %130, %129 : f32
        %132 = memref.load %view[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
        %133 = arith.addf %132, %131 : f32
        %134 = memref.load %view[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
        %135 = arith.addf %134, %133 : f32
        %136 = memref.load %view[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
        %137 = arith.addf %136, %135 : f32
        %138 = memref.load %view[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
        %139 = arith.addf %138, %137 : f32
        %140 = memref.load %view[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
        %141 = arith.addf %140, %139 : f32
        %142 = memref.load %view[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
        %143 = arith.addf %142, %141 : f32
        %144 = memref.load %view[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
        %145 = arith.addf %144, %143 : f32
        %146 = memref.load %view[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
        %147 = arith.addf %146, %145 : f32
        %148 = memref.load %view[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
        %149 = arith.addf %148, %147 : f32
        %150 = memref.load %view[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
        %151 = arith.addf %150, %149 : f32
        %152 = memref.load %view[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
        %153 = arith.addf %152, %151 : f32
        %154 = memref.load %view[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
        %155 = arith.addf %154, %153 : f32
        %156 = memref.load %view[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
        %157 = arith.addf %156, %155 : f32
        %158 = memref.load %view[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
        %159 = arith.addf %158, %157 : f32
        %160 = memref.load %view[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
        %161 = arith.addf %160, %159 : f32
        %162 = memref.load %view[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
        %163 = arith.addf %162, %161 : f32
        %164 = memref.load %view[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
        %165 = arith.addf %164, %163 : f32
        %166 = memref.load %view[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
        %167 = arith.addf %166, %165 : f32
        %168 = memref.load %view[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
        %169 = arith.addf %168, %167 : f32
        %170 = memref.load %view[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
        %171 = arith.addf %170, %169 : f32
        %172 = memref.load %view[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
        %173 = arith.addf %172, %171 : f32
        gpu.barrier
        %174 = arith.addf %173, %cst_4 : f32
        %175 = arith.divf %174, %cst_2 : f32
        %176 = arith.addf %175, %cst_1 : f32
        %177 = math.rsqrt %176 : f32
        %178:8 = scf.if %5 -> (f32, f32, f32, f32, f32, f32, f32, f32) {
          %191 = vector.load %arg2[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
          %192 = vector.extract %191[0] : f32 from vector<4xf32>
          %193 = vector.extract %191[1] : f32 from vector<4xf32>
          %194 = vector.extract %191[2] : f32 from vector<4xf32>
          %195 = vector.extract %191[3] : f32 from vector<4xf32>
          %196 = vector.load %arg3[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
          %197 = vector.extract %196[0] : f32 from vector<4xf32>
          %198 = vector.extract %196[1] : f32 from vector<4xf32>
          %199 = vector.extract %196[2] : f32 from vector<4xf32>
          %200 = vector.extract %196[3] : f32 from vector<4xf32>
          scf.yield %192, %193, %194, %195, %197, %198, %199, %200 : f32, f32, f32, f32, f32, f32, f32, f32
        } else {
          scf.yield %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4, %cst_4 : f32, f32, f32, f32, f32, f32, f32, f32
        }
        %179 = arith.mulf %91, %177 : f32
        %180 = arith.mulf %179, %178#0 : f32
        %181 = arith.addf %180, %178#4 : f32
        %182 = arith.mulf %94, %177 : f32
        %183 = arith.mulf %182, %178#1 : f32
        %184 = arith.addf %183, %178#5 : f32
        %185 = arith.mulf %98, %177 : f32
        %186 = arith.mulf %185, %178#2 : f32
        %187 = arith.addf %186, %178#6 : f32
        %188 = arith.mulf %102, %177 : f32
        %189 = arith.mulf %188, %178#3 : f32
        %190 = arith.addf %189, %178#7 : f32
        scf.if %5 {
          %191 = vector.from_elements %181, %184, %187, %190 : vector<4xf32>
          vector.store %191, %arg4[%block_id_x, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
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
          %184 = vector.load %arg5[%8, %7, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
          %185 = vector.extract %184[0] : f32 from vector<4xf32>
          %186 = vector.extract %184[1] : f32 from vector<4xf32>
          %187 = vector.extract %184[2] : f32 from vector<4xf32>
          %188 = vector.extract %184[3] : f32 from vector<4xf32>
          %189 = vector.load %arg6[%7, %5] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
          %190 = vector.extract %189[0] : f32 from vector<4xf32>
          %191 = vector.extract %189[1] : f32 from vector<4xf32>
          %192 = vector.extract %189[2] : f32 from vector<4xf32>
          %193 = vector.extract %189[3] : f32 from vector<4xf32>
          scf.yield %185, %186, %187, %188, %190, %191, %192, %193 : f32, f32, f32, f32, f32, f32, f32, f32
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
        %view = memref.view %arg8[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
        %30 = arith.divui %thread_id_x, %c32 : index
        %31 = arith.remui %thread_id_x, %c32 : index
        %32 = arith.cmpi eq, %31, %c0 : index
        scf.if %32 {
          memref.store %29, %view[%30] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %33 = memref.load %view[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %34 = memref.load %view[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %35 = arith.maximumf %34, %33 : f32
        %36 = memref.load %view[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
        %37 = arith.maximumf %36, %35 : f32
        %38 = memref.load %view[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
        %39 = arith.maximumf %38, %37 : f32
        %40 = memref.load %view[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
        %41 = arith.maximumf %40, %39 : f32
        %42 = memref.load %view[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
        %43 = arith.maximumf %42, %41 : f32
        %44 = memref.load %view[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
        %45 = arith.maximumf %44, %43 : f32
        %46 = memref.load %view[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
        %47 = arith.maximumf %46, %45 : f32
        %48 = memref.load %view[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
        %49 = arith.maximumf %48, %47 : f32
        %50 = memref.load %view[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
        %51 = arith.maximumf %50, %49 : f32
        %52 = memref.load %view[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
        %53 = arith.maximumf %52, %51 : f32
        %54 = memref.load %view[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
        %55 = arith.maximumf %54, %53 : f32
        %56 = memref.load %view[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
        %57 = arith.maximumf %56, %55 : f32
        %58 = memref.load %view[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
        %59 = arith.maximumf %58, %57 : f32
        %60 = memref.load %view[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
        %61 = arith.maximumf %60, %59 : f32
        %62 = memref.load %view[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
        %63 = arith.maximumf %62, %61 : f32
        %64 = memref.load %view[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
        %65 = arith.maximumf %64, %63 : f32
        %66 = memref.load %view[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
        %67 = arith.maximumf %66, %65 : f32
        %68 = memref.load %view[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
        %69 = arith.maximumf %68, %67 : f32
        %70 = memref.load %view[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
        %71 = arith.maximumf %70, %69 : f32
        %72 = memref.load %view[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
        %73 = arith.maximumf %72, %71 : f32
        %74 = memref.load %view[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
        %75 = arith.maximumf %74, %73 : f32
        %76 = memref.load %view[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
        %77 = arith.maximumf %76, %75 : f32
        %78 = memref.load %view[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
        %79 = arith.maximumf %78, %77 : f32
        %80 = memref.load %view[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
        %81 = arith.maximumf %80, %79 : f32
        %82 = memref.load %view[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
        %83 = arith.maximumf %82, %81 : f32
        %84 = memref.load %view[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
        %85 = arith.maximumf %84, %83 : f32
        %86 = memref.load %view[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
        %87 = arith.maximumf %86, %85 : f32
        %88 = memref.load %view[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
        %89 = arith.maximumf %88, %87 : f32
        %90 = memref.load %view[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
        %91 = arith.maximumf %90, %89 : f32
        %92 = memref.load %view[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
        %93 = arith.maximumf %92, %91 : f32
        %94 = memref.load %view[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
        %95 = arith.maximumf %94, %93 : f32
        gpu.barrier
        %96 = arith.subf %11, %95 : f32
        %97 = math.exp %96 : f32
        %98 = arith.subf %13, %95 : f32
        %99 = math.exp %98 : f32
        %100 = arith.subf %15, %95 : f32
        %101 = math.exp %100 : f32
        %102 = arith.subf %17, %95 : f32
        %103 = math.exp %102 : f32
        %104 = arith.select %6, %97, %cst_3 : f32
        %105 = arith.addf %99, %104 : f32
        %106 = arith.select %6, %105, %cst_3 : f32
        %107 = arith.addf %101, %106 : f32
        %108 = arith.select %6, %107, %cst_3 : f32
        %109 = arith.addf %103, %108 : f32
        %110 = arith.select %6, %109, %cst_3 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %110, %c16_i32, %c32_i32 : f32
        %111 = arith.addf %shuffleResult_13, %110 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %111, %c8_i32, %c32_i32 : f32
        %112 = arith.addf %shuffleResult_15, %111 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %112, %c4_i32, %c32_i32 : f32
        %113 = arith.addf %shuffleResult_17, %112 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %113, %c2_i32, %c32_i32 : f32
        %114 = arith.addf %shuffleResult_19, %113 : f32
        %shuffleResult_21, %valid_22 = gpu.shuffle  xor %114, %c1_i32, %c32_i32 : f32
        %115 = arith.addf %shuffleResult_21, %114 : f32
        scf.if %32 {
          memref.store %115, %view[%30] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %116 = memref.load %view[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %117 = memref.load %view[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %118 = arith.addf %117, %116 : f32
        %119 = memref.load %view[%c2] : memref<32xf32, #gpu.address_space<workgroup>>
        %120 = arith.addf %119, %118 : f32
        %121 = memref.load %view[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
        %122 = arith.addf %121, %120 : f32
        %123 = memref.load %view[%c4] : memref<32xf32, #gpu.address_space<workgroup>>
        %124 = arith.addf %123, %122 : f32
        %125 = memref.load %view[%c5] : memref<32xf32, #gpu.address_space<workgroup>>
        %126 = arith.addf %125, %124 : f32
        %127 = memref.load %view[%c6] : memref<32xf32, #gpu.address_space<workgroup>>
        %128 = arith.addf %127, %126 : f32
        %129 = memref.load %view[%c7] : memref<32xf32, #gpu.address_space<workgroup>>
        %130 = arith.addf %129, %128 : f32
        %131 = memref.load %view[%c8] : memref<32xf32, #gpu.address_space<workgroup>>
        %132 = arith.addf %131, %130 : f32
        %133 = memref.load %view[%c9] : memref<32xf32, #gpu.address_space<workgroup>>
        %134 = arith.addf %133, %132 : f32
        %135 = memref.load %view[%c10] : memref<32xf32, #gpu.address_space<workgroup>>
        %136 = arith.addf %135, %134 : f32
        %137 = memref.load %view[%c11] : memref<32xf32, #gpu.address_space<workgroup>>
        %138 = arith.addf %137, %136 : f32
        %139 = memref.load %view[%c12] : memref<32xf32, #gpu.address_space<workgroup>>
        %140 = arith.addf %139, %138 : f32
        %141 = memref.load %view[%c13] : memref<32xf32, #gpu.address_space<workgroup>>
        %142 = arith.addf %141, %140 : f32
        %143 = memref.load %view[%c14] : memref<32xf32, #gpu.address_space<workgroup>>
        %144 = arith.addf %143, %142 : f32
        %145 = memref.load %view[%c15] : memref<32xf32, #gpu.address_space<workgroup>>
        %146 = arith.addf %145, %144 : f32
        %147 = memref.load %view[%c16] : memref<32xf32, #gpu.address_space<workgroup>>
        %148 = arith.addf %147, %146 : f32
        %149 = memref.load %view[%c17] : memref<32xf32, #gpu.address_space<workgroup>>
        %150 = arith.addf %149, %148 : f32
        %151 = memref.load %view[%c18] : memref<32xf32, #gpu.address_space<workgroup>>
        %152 = arith.addf %151, %150 : f32
        %153 = memref.load %view[%c19] : memref<32xf32, #gpu.address_space<workgroup>>
        %154 = arith.addf %153, %152 : f32
        %155 = memref.load %view[%c20] : memref<32xf32, #gpu.address_space<workgroup>>
        %156 = arith.addf %155, %154 : f32
        %157 = memref.load %view[%c21] : memref<32xf32, #gpu.address_space<workgroup>>
        %158 = arith.addf %157, %156 : f32
        %159 = memref.load %view[%c22] : memref<32xf32, #gpu.address_space<workgroup>>
        %160 = arith.addf %159, %158 : f32
        %161 = memref.load %view[%c23] : memref<32xf32, #gpu.address_space<workgroup>>
        %162 = arith.addf %161, %160 : f32
        %163 = memref.load %view[%c24] : memref<32xf32, #gpu.address_space<workgroup>>
        %164 = arith.addf %163, %162 : f32
        %165 = memref.load %view[%c25] : memref<32xf32, #gpu.address_space<workgroup>>
        %166 = arith.addf %165, %164 : f32
        %167 = memref.load %view[%c26] : memref<32xf32, #gpu.address_space<workgroup>>
        %168 = arith.addf %167, %166 : f32
        %169 = memref.load %view[%c27] : memref<32xf32, #gpu.address_space<workgroup>>
        %170 = arith.addf %169, %168 : f32
        %171 = memref.load %view[%c28] : memref<32xf32, #gpu.address_space<workgroup>>
        %172 = arith.addf %171, %170 : f32
        %173 = memref.load %view[%c29] : memref<32xf32, #gpu.address_space<workgroup>>
        %174 = arith.addf %173, %172 : f32
        %175 = memref.load %view[%c30] : memref<32xf32, #gpu.address_space<workgroup>>
        %176 = arith.addf %175, %174 : f32
        %177 = memref.load %view[%c31] : memref<32xf32, #gpu.address_space<workgroup>>
        %178 = arith.addf %177, %176 : f32
        gpu.barrier
        %179 = arith.addf %178, %cst_4 : f32
        %180 = arith.divf %97, %179 : f32
        %181 = arith.divf %99, %179 : f32
        %182 = arith.divf %101, %179 : f32
        %183 = arith.divf %103, %179 : f32
        scf.if %6 {
          %184 = vector.from_elements %180, %181, %182, %183 : vector<4xf32>
          vector.store %184, %arg7[%8, %7, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        }
      }
      gpu.return
    }
  }
}

