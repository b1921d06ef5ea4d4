module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) workgroup(%arg4 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      %cst_0 = arith.constant 4.096000e+03 : f32
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
      %cst_1 = arith.constant 0.000000e+00 : f32
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
      %24 = arith.addf %6, %5 : f32
      %25 = arith.addf %7, %24 : f32
      %26 = arith.addf %8, %25 : f32
      %27 = arith.addf %10, %26 : f32
      %28 = arith.addf %11, %27 : f32
      %29 = arith.addf %12, %28 : f32
      %30 = arith.addf %13, %29 : f32
      %31 = arith.addf %15, %30 : f32
      %32 = arith.addf %16, %31 : f32
      %33 = arith.addf %17, %32 : f32
      %34 = arith.addf %18, %33 : f32
      %35 = arith.addf %20, %34 : f32
      %36 = arith.addf %21, %35 : f32
      %37 = arith.addf %22, %36 : f32
      %38 = arith.addf %23, %37 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %38, %c16_i32, %c32_i32 : f32
      %39 = arith.addf %shuffleResult, %38 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %39, %c8_i32, %c32_i32 : f32
      %40 = arith.addf %shuffleResult_2, %39 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %40, %c4_i32, %c32_i32 : f32
      %41 = arith.addf %shuffleResult_4, %40 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %41, %c2_i32, %c32_i32 : f32
      %42 = arith.addf %shuffleResult_6, %41 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %42, %c1_i32, %c32_i32 : f32
      %43 = arith.addf %shuffleResult_8, %42 : f32
      %view = memref.view %arg4[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %44 = arith.divui %thread_id_x, %c32 : index
      %45 = arith.remui %thread_id_x, %c32 : index
      %46 = arith.cmpi eq, %45, %c0 : index
      scf.if %46 {
        memref.store %43, %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %47 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %48 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %49 = arith.addf %48, %47 : f32
      %50 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %51 = arith.addf %50, %49 : f32
      %52 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %53 = arith.addf %52, %51 : f32
      %54 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %55 = arith.addf %54, %53 : f32
      %56 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %57 = arith.addf %56, %55 : f32
      %58 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %59 = arith.addf %58, %57 : f32
      %60 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %61 = arith.addf %60, %59 : f32
      gpu.barrier
      %62 = arith.addf %61, %cst_1 : f32
      %63 = arith.divf %62, %cst_0 : f32
      %64 = arith.subf %5, %63 : f32
      %65 = arith.mulf %64, %64 : f32
      %66 = arith.subf %6, %63 : f32
      %67 = arith.mulf %66, %66 : f32
      %68 = arith.addf %67, %65 : f32
      %69 = arith.subf %7, %63 : f32
      %70 = arith.mulf %69, %69 : f32
      %71 = arith.addf %70, %68 : f32
      %72 = arith.subf %8, %63 : f32
      %73 = arith.mulf %72, %72 : f32
      %74 = arith.addf %73, %71 : f32
      %75 = arith.subf %10, %63 : f32
      %76 = arith.mulf %75, %75 : f32
      %77 = arith.addf %76, %74 : f32
      %78 = arith.subf %11, %63 : f32
      %79 = arith.mulf %78, %78 : f32
      %80 = arith.addf %79, %77 : f32
      %81 = arith.subf %12, %63 : f32
      %82 = arith.mulf %81, %81 : f32
      %83 = arith.addf %82, %80 : f32
      %84 = arith.subf %13, %63 : f32
      %85 = arith.mulf %84, %84 : f32
      %86 = arith.addf %85, %83 : f32
      %87 = arith.subf %15, %63 : f32
      %88 = arith.mulf %87, %87 : f32
      %89 = arith.addf %88, %86 : f32
      %90 = arith.subf %16, %63 : f32
      %91 = arith.mulf %90, %90 : f32
      %92 = arith.addf %91, %89 : f32
      %93 = arith.subf %17, %63 : f32
      %94 = arith.mulf %93, %93 : f32
      %95 = arith.addf %94, %92 : f32
      %96 = arith.subf %18, %63 : f32
      %97 = arith.mulf %96, %96 : f32
      %98 = arith.addf %97, %95 : f32
      %99 = arith.subf %20, %63 : f32
      %100 = arith.mulf %99, %99 : f32
      %101 = arith.addf %100, %98 : f32
      %102 = arith.subf %21, %63 : f32
      %103 = arith.mulf %102, %102 : f32
      %104 = arith.addf %103, %101 : f32
      %105 = arith.subf %22, %63 : f32
      %106 = arith.mulf %105, %105 : f32
      %107 = arith.addf %106, %104 : f32
      %108 = arith.subf %23, %63 : f32
      %109 = arith.mulf %108, %108 : f32
      %110 = arith.addf %109, %107 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %110, %c16_i32, %c32_i32 : f32
      %111 = arith.addf %shuffleResult_10, %110 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %111, %c8_i32, %c32_i32 : f32
      %112 = arith.addf %shuffleResult_12, %111 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %112, %c4_i32, %c32_i32 : f32
      %113 = arith.addf %shuffleResult_14, %112 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %113, %c2_i32, %c32_i32 : f32
      %114 = arith.addf %shuffleResult_16, %113 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %114, %c1_i32, %c32_i32 : f32
      %115 = arith.addf %shuffleResult_18, %114 : f32
      scf.if %46 {
        memref.store %115, %view[%44] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %116 = memref.load %view[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %117 = memref.load %view[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
      %118 = arith.addf %117, %116 : f32
      %119 = memref.load %view[%c2] : memref<8xf32, #gpu.address_space<workgroup>>
      %120 = arith.addf %119, %118 : f32
      %121 = memref.load %view[%c3] : memref<8xf32, #gpu.address_space<workgroup>>
      %122 = arith.addf %121, %120 : f32
      %123 = memref.load %view[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
      %124 = arith.addf %123, %122 : f32
      %125 = memref.load %view[%c5] : memref<8xf32, #gpu.address_space<workgroup>>
      %126 = arith.addf %125, %124 : f32
      %127 = memref.load %view[%c6] : memref<8xf32, #gpu.address_space<workgroup>>
      %128 = arith.addf %127, %126 : f32
      %129 = memref.load %view[%c7] : memref<8xf32, #gpu.address_space<workgroup>>
      %130 = arith.addf %129, %128 : f32
      gpu.barrier
      %131 = arith.addf %130, %cst_1 : f32
      %132 = arith.divf %131, %cst_0 : f32
      %133 = arith.addf %132, %cst : f32
      %134 = math.rsqrt %133 : f32
      %135 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %136 = vector.extract %135[0] : f32 from vector<4xf32>
      %137 = vector.extract %135[1] : f32 from vector<4xf32>
      %138 = vector.extract %135[2] : f32 from vector<4xf32>
      %139 = vector.extract %135[3] : f32 from vector<4xf32>
      %140 = vector.load %arg1[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %141 = vector.extract %140[0] : f32 from vector<4xf32>
      %142 = vector.extract %140[1] : f32 from vector<4xf32>
      %143 = vector.extract %140[2] : f32 from vector<4xf32>
      %144 = vector.extract %140[3] : f32 from vector<4xf32>
      %145 = vector.load %arg1[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %146 = vector.extract %145[0] : f32 from vector<4xf32>
      %147 = vector.extract %145[1] : f32 from vector<4xf32>
      %148 = vector.extract %145[2] : f32 from vector<4xf32>
      %149 = vector.extract %145[3] : f32 from vector<4xf32>
      %150 = vector.load %arg1[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %151 = vector.extract %150[0] : f32 from vector<4xf32>
      %152 = vector.extract %150[1] : f32 from vector<4xf32>
      %153 = vector.extract %150[2] : f32 from vector<4xf32>
      %154 = vector.extract %150[3] : f32 from vector<4xf32>
      %155 = vector.load %arg2[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %156 = vector.extract %155[0] : f32 from vector<4xf32>
      %157 = vector.extract %155[1] : f32 from vector<4xf32>
      %158 = vector.extract %155[2] : f32 from vector<4xf32>
      %159 = vector.extract %155[3] : f32 from vector<4xf32>
      %160 = vector.load %arg2[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %161 = vector.extract %160[0] : f32 from vector<4xf32>
      %162 = vector.extract %160[1] : f32 from vector<4xf32>
      %163 = vector.extract %160[2] : f32 from vector<4xf32>
      %164 = vector.extract %160[3] : f32 from vector<4xf32>
      %165 = vector.load %arg2[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %166 = vector.extract %165[0] : f32 from vector<4xf32>
      %167 = vector.extract %165[1] : f32 from vector<4xf32>
      %168 = vector.extract %165[2] : f32 from vector<4xf32>
      %169 = vector.extract %165[3] : f32 from vector<4xf32>
      %170 = vector.load %arg2[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %171 = vector.extract %170[0] : f32 from vector<4xf32>
      %172 = vector.extract %170[1] : f32 from vector<4xf32>
      %173 = vector.extract %170[2] : f32 from vector<4xf32>
      %174 = vector.extract %170[3] : f32 from vector<4xf32>
      %175 = arith.mulf %64, %134 : f32
      %176 = arith.mulf %175, %136 : f32
      %177 = arith.addf %176, %156 : f32
      %178 = arith.mulf %66, %134 : f32
      %179 = arith.mulf %178, %137 : f32
      %180 = arith.addf %179, %157 : f32
      %181 = arith.mulf %69, %134 : f32
      %182 = arith.mulf %181, %138 : f32
      %183 = arith.addf %182, %158 : f32
      %184 = arith.mulf %72, %134 : f32
      %185 = arith.mulf %184, %139 : f32
      %186 = arith.addf %185, %159 : f32
      %187 = arith.mulf %75, %134 : f32
      %188 = arith.mulf %187, %141 : f32
      %189 = arith.addf %188, %161 : f32
      %190 = arith.mulf %78, %134 : f32
      %191 = arith.mulf %190, %142 : f32
      %192 = arith.addf %191, %162 : f32
      %193 = arith.mulf %81, %134 : f32
      %194 = arith.mulf %193, %143 : f32
      %195 = arith.addf %194, %163 : f32
      %196 = arith.mulf %84, %134 : f32
      %197 = arith.mulf %196, %144 : f32
      %198 = arith.addf %197, %164 : f32
      %199 = arith.mulf %87, %134 : f32
      %200 = arith.mulf %199, %146 : f32
      %201 = arith.addf %200, %166 : f32
      %202 = arith.mulf %90, %134 : f32
      %203 = arith.mulf %202, %147 : f32
      %204 = arith.addf %203, %167 : f32
      %205 = arith.mulf %93, %134 : f32
      %206 = arith.mulf %205, %148 : f32
      %207 = arith.addf %206, %168 : f32
      %208 = arith.mulf %96, %134 : f32
      %209 = arith.mulf %208, %149 : f32
      %210 = arith.addf %209, %169 : f32
      %211 = arith.mulf %99, %134 : f32
      %212 = arith.mulf %211, %151 : f32
      %213 = arith.addf %212, %171 : f32
      %214 = arith.mulf %102, %134 : f32
      %215 = arith.mulf %214, %152 : f32
      %216 = arith.addf %215, %172 : f32
      %217 = arith.mulf %105, %134 : f32
      %218 = arith.mulf %217, %153 : f32
      %219 = arith.addf %218, %173 : f32
      %220 = arith.mulf %108, %134 : f32
      %221 = arith.mulf %220, %154 : f32
      %222 = arith.addf %221, %174 : f32
      %223 = vector.from_elements %177, %180, %183, %186 : vector<4xf32>
      vector.store %223, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %224 = vector.from_elements %189, %192, %195, %198 : vector<4xf32>
      vector.store %224, %arg3[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %225 = vector.from_elements %201, %204, %207, %210 : vector<4xf32>
      vector.store %225, %arg3[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %226 = vector.from_elements %213, %216, %219, %222 : vector<4xf32>
      vector.store %226, %arg3[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

