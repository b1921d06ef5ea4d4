module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c12288 = arith.constant 12288 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_packed_block_block blocks in (%c12288, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>, %arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "block_block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_block_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<16384x1024xf32>, %arg5: memref<64x512x512xf32>, %arg6: memref<512x512xf32>, %arg7: memref<64x512x512xf32>) workgroup(%arg8 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 1.250000e-01 : f32
      %c12288 = arith.constant 12288 : index
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
      %c768 = arith.constant 768 : index
      %c512 = arith.constant 512 : index
      %c256 = arith.constant 256 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c4096 = arith.constant 4096 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c4096 : index
      scf.if %0 {
        %4 = arith.remui %thread_id_x, %c64 : index
        %5 = arith.divui %thread_id_x, %c64 : index
        %6 = arith.muli %4, %c4 : index
        %7 = arith.addi %6, %c256 : index
        %8 = arith.addi %6, %c512 : index
        %9 = arith.addi %6, %c768 : index
        %10 = arith.muli %block_id_x, %c4 : index
        %11 = arith.addi %10, %5 : index
        %12 = vector.load %arg0[%11, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %13 = vector.extract %12[0] : f32 from vector<4xf32>
        %14 = vector.extract %12[1] : f32 from vector<4xf32>
        %15 = vector.extract %12[2] : f32 from vector<4xf32>
        %16 = vector.extract %12[3] : f32 from vector<4xf32>
        %17 = vector.load %arg0[%11, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %18 = vector.extract %17[0] : f32 from vector<4xf32>
        %19 = vector.extract %17[1] : f32 from vector<4xf32>
        %20 = vector.extract %17[2] : f32 from vector<4xf32>
        %21 = vector.extract %17[3] : f32 from vector<4xf32>
        %22 = vector.load %arg0[%11, %8] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %23 = vector.extract %22[0] : f32 from vector<4xf32>
        %24 = vector.extract %22[1] : f32 from vector<4xf32>
        %25 = vector.extract %22[2] : f32 from vector<4xf32>
        %26 = vector.extract %22[3] : f32 from vector<4xf32>
        %27 = vector.load %arg0[%11, %9] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %28 = vector.extract %27[0] : f32 from vector<4xf32>
        %29 = vector.extract %27[1] : f32 from vector<4xf32>
        %30 = vector.extract %27[2] : f32 from vector<4xf32>
        %31 = vector.extract %27[3] : f32 from vector<4xf32>
        %32 = vector.load %arg1[%11, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %33 = vector.extract %32[0] : f32 from vector<4xf32>
        %34 = vector.extract %32[1] : f32 from vector<4xf32>
        %35 = vector.extract %32[2] : f32 from vector<4xf32>
        %36 = vector.extract %32[3] : f32 from vector<4xf32>
        %37 = vector.load %arg1[%11, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %38 = vector.extract %37[0] : f32 from vector<4xf32>
        %39 = vector.extract %37[1] : f32 from vector<4xf32>
        %40 = vector.extract %37[2] : f32 from vector<4xf32>
        %41 = vector.extract %37[3] : f32 from vector<4xf32>
        %42 = vector.load %arg1[%11, %8] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %43 = vector.extract %42[0] : f32 from vector<4xf32>
        %44 = vector.extract %42[1] : f32 from vector<4xf32>
        %45 = vector.extract %42[2] : f32 from vector<4xf32>
        %46 = vector.extract %42[3] : f32 from vector<4xf32>
        %47 = vector.load %arg1[%11, %9] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %48 = vector.extract %47[0] : f32 from vector<4xf32>
        %49 = vector.extract %47[1] : f32 from vector<4xf32>
        %50 = vector.extract %47[2] : f32 from vector<4xf32>
        %51 = vector.extract %47[3] : f32 from vector<4xf32>
        %52 = arith.addf %13, %33 : f32
        %53 = arith.addf %14, %34 : f32
        %54 = arith.addf %15, %35 : f32
        %55 = arith.addf %16, %36 : f32
        %56 = arith.addf %18, %38 : f32
        %57 = arith.addf %19, %39 : f32
        %58 = arith.addf %20, %40 : f32
        %59 = arith.addf %21, %41 : f32
        %60 = arith.addf %23, %43 : f32
        %61 = arith.addf %24, %44 : f32
        %62 = arith.addf %25, %45 : f32
        %63 = arith.addf %26, %46 : f32
        %64 = arith.addf %28, %48 : f32
        %65 = arith.addf %29, %49 : f32
        %66 = arith.addf %30, %50 : f32
        %67 = arith.addf %31, %51 : f32
        %68 = arith.addf %53, %52 : f32
        %69 = arith.addf %54, %68 : f32
        %70 = arith.addf %55, %69 : f32
        %71 = arith.addf %56, %70 : f32
        %72 = arith.addf %57, %71 : f32
        %73 = arith.addf %58, %72 : f32
        %74 = arith.addf %59, %73 : f32
        %75 = arith.addf %60, %74 : f32
        %76 = arith.addf %61, %75 : f32
        %77 = arith.addf %62, %76 : f32
        %78 = arith.addf %63, %77 : f32
        %79 = arith.addf %64, %78 : f32
        %80 = arith.addf %65, %79 : f32
        %81 = arith.addf %66, %80 : f32
        %82 = arith.addf %67, %81 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %82, %c16_i32, %c32_i32 : f32
        %83 = arith.addf %shuffleResult, %82 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %83, %c8_i32, %c32_i32 : f32
        %84 = arith.addf %shuffleResult_3, %83 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %84, %c4_i32, %c32_i32 : f32
        %85 = arith.addf %shuffleResult_5, %84 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %85, %c2_i32, %c32_i32 : f32
        %86 = arith.addf %shuffleResult_7, %85 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %86, %c1_i32, %c32_i32 : f32
        %87 = arith.addf %shuffleResult_9, %86 : f32
        %view = memref.view %arg8[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %88 = arith.divui %4, %c32 : index
        %89 = arith.muli %5, %c2 : index
        %90 = arith.addi %89, %88 : index
        %91 = arith.remui %4, %c32 : index
        %92 = arith.cmpi eq, %91, %c0 : index
        scf.if %92 {
          memref.store %87, %view[%90] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %93 = memref.load %view[%89] : memref<8xf32, #gpu.address_space<workgroup>>
        %94 = arith.addi %89, %c1 : index
        %95 = memref.load %view[%94] : memref<8xf32, #gpu.address_space<workgroup>>
        %96 = arith.addf %95, %93 : f32
        gpu.barrier
        %97 = arith.addf %96, %cst_2 : f32
        %98 = arith.divf %97, %cst_1 : f32
        %99 = arith.subf %52, %98 : f32
        %100 = arith.mulf %99, %99 : f32
        %101 = arith.subf %53, %98 : f32
        %102 = arith.mulf %101, %101 : f32
        %103 = arith.addf %102, %100 : f32
        %104 = arith.subf %54, %98 : f32
        %105 = arith.mulf %104, %104 : f32
        %106 = arith.addf %105, %103 : f32
        %107 = arith.subf %55, %98 : f32
        %108 = arith.mulf %107, %107 : f32
        %109 = arith.addf %108, %106 : f32
        %110 = arith.subf %56, %98 : f32
        %111 = arith.mulf %110, %110 : f32
        %112 = arith.addf %111, %109 : f32
        %113 = arith.subf %57, %98 : f32
        %114 = arith.mulf %113, %113 : f32
        %115 = arith.addf %114, %112 : f32
        %116 = arith.subf %58, %98 : f32
        %117 = arith.mulf %116, %116 : f32
        %118 = arith.addf %117, %115 : f32
        %119 = arith.subf %59, %98 : f32
        %120 = arith.mulf %119, %119 : f32
        %121 = arith.addf %120, %118 : f32
        %122 = arith.subf %60, %98 : f32
        %123 = arith.mulf %122, %122 : f32
        %124 = arith.addf %123, %121 : f32
        %125 = arith.subf %61, %98 : f32
        %126 = arith.mulf %125, %125 : f32
        %127 = arith.addf %126, %124 : f32
        %128 = arith.subf %62, %98 : f32
        %129 = arith.mulf %128, %128 : f32
        %130 = arith.addf %129, %127 : f32
        %131 = arith.subf %63, %98 : f32
        %132 = arith.mulf %131, %131 : f32
        %133 = arith.addf %132, %130 : f32
        %134 = arith.subf %64, %98 : f32
        %135 = arith.mulf %134, %134 : f32
        %136 = arith.addf %135, %133 : f32
        %137 = arith.subf %65, %98 : f32
        %138 = arith.mulf %137, %137 : f32
        %139 = arith.addf %138, %136 : f32
        %140 = arith.subf %66, %98 : f32
        %141 = arith.mulf %140, %140 : f32
        %142 = arith.addf %141, %139 : f32
        %143 = arith.subf %67, %98 : f32
        %144 = arith.mulf %143, %143 : f32
        %145 = arith.addf %144, %142 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %145, %c16_i32, %c32_i32 : f32
        %146 = arith.addf %shuffleResult_11, %145 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %146, %c8_i32, %c32_i32 : f32
        %147 = arith.addf %shuffleResult_13, %146 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %147, %c4_i32, %c32_i32 : f32
        %148 = arith.addf %shuffleResult_15, %147 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %148, %c2_i32, %c32_i32 : f32
        %149 = arith.addf %shuffleResult_17, %148 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %149, %c1_i32, %c32_i32 : f32
        %150 = arith.addf %shuffleResult_19, %149 : f32
        scf.if %92 {
          memref.store %150, %view[%90] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %151 = memref.load %view[%89] : memref<8xf32, #gpu.address_space<workgroup>>
        %152 = memref.load %view[%94] : memref<8xf32, #gpu.address_space<workgroup>>
        %153 = arith.addf %152, %151 : f32
        gpu.barrier
        %154 = arith.addf %153, %cst_2 : f32
        %155 = arith.divf %154, %cst_1 : f32
        %156 = arith.addf %155, %cst_0 : f32
        %157 = math.rsqrt %156 : f32
        %158 = vector.load %arg2[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %159 = vector.extract %158[0] : f32 from vector<4xf32>
        %160 = vector.extract %158[1] : f32 from vector<4xf32>
        %161 = vector.extract %158[2] : f32 from vector<4xf32>
        %162 = vector.extract %158[3] : f32 from vector<4xf32>
        %163 = vector.load %arg2[%7] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %164 = vector.extract %163[0] : f32 from vector<4xf32>
        %165 = vector.extract %163[1] : f32 from vector<4xf32>
        %166 = vector.extract %163[2] : f32 from vector<4xf32>
        %167 = vector.extract %163[3] : f32 from vector<4xf32>
        %168 = vector.load %arg2[%8] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %169 = vector.extract %168[0] : f32 from vector<4xf32>
        %170 = vector.extract %168[1] : f32 from vector<4xf32>
        %171 = vector.extract %168[2] : f32 from vector<4xf32>
        %172 = vector.extract %168[3] : f32 from vector<4xf32>
        %173 = vector.load %arg2[%9] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %174 = vector.extract %173[0] : f32 from vector<4xf32>
        %175 = vector.extract %173[1] : f32 from vector<4xf32>
        %176 = vector.extract %173[2] : f32 from vector<4xf32>
        %177 = vector.extract %173[3] : f32 from vector<4xf32>
        %178 = vector.load %arg3[%6] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %179 = vector.extract %178[0] : f32 from vector<4xf32>
        %180 = vector.extract %178[1] : f32 from vector<4xf32>
        %181 = vector.extract %178[2] : f32 from vector<4xf32>
        %182 = vector.extract %178[3] : f32 from vector<4xf32>
        %183 = vector.load %arg3[%7] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %184 = vector.extract %183[0] : f32 from vector<4xf32>
        %185 = vector.extract %183[1] : f32 from vector<4xf32>
        %186 = vector.extract %183[2] : f32 from vector<4xf32>
        %187 = vector.extract %183[3] : f32 from vector<4xf32>
        %188 = vector.load %arg3[%8] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %189 = vector.extract %188[0] : f32 from vector<4xf32>
        %190 = vector.extract %188[1] : f32 from vector<4xf32>
        %191 = vector.extract %188[2] : f32 from vector<4xf32>
        %192 = vector.extract %188[3] : f32 from vector<4xf32>
        %193 = vector.load %arg3[%9] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
        %194 = vector.extract %193[0] : f32 from vector<4xf32>
        %195 = vector.extract %193[1] : f32 from vector<4xf32>
        %196 = vector.extract %193[2] : f32 from vector<4xf32>
        %197 = vector.extract %193[3] : f32 from vector<4xf32>
        %198 = arith.mulf %99, %157 : f32
        %199 = arith.mulf %198, %159 : f32
        %200 = arith.addf %199, %179 : f32
        %201 = arith.mulf %101, %157 : f32
        %202 = arith.mulf %201, %160 : f32
        %203 = arith.addf %202, %180 : f32
        %204 = arith.mulf %104, %157 : f32
        %205 = arith.mulf %204, %161 : f32
        %206 = arith.addf %205, %181 : f32
        %207 = arith.mulf %107, %157 : f32
        %208 = arith.mulf %207, %162 : f32
        %209 = arith.addf %208, %182 : f32
        %210 = arith.mulf %110, %157 : f32
        %211 = arith.mulf %210, %164 : f32
        %212 = arith.addf %211, %184 : f32
        %213 = arith.mulf %113, %157 : f32
        %214 = arith.mulf %213, %165 : f32
        %215 = arith.addf %214, %185 : f32
        %216 = arith.mulf %116, %157 : f32
        %217 = arith.mulf %216, %166 : f32
        %218 = arith.addf %217, %186 : f32
        %219 = arith.mulf %119, %157 : f32
        %220 = arith.mulf %219, %167 : f32
        %221 = arith.addf %220, %187 : f32
        %222 = arith.mulf %122, %157 : f32
        %223 = arith.mulf %222, %169 : f32
        %224 = arith.addf %223, %189 : f32
        %225 = arith.mulf %125, %157 : f32
        %226 = arith.mulf %225, %170 : f32
        %227 = arith.addf %226, %190 : f32
        %228 = arith.mulf %128, %157 : f32
        %229 = arith.mulf %228, %171 : f32
        %230 = arith.addf %229, %191 : f32
        %231 = arith.mulf %131, %157 : f32
        %232 = arith.mulf %231, %172 : f32
        %233 = arith.addf %232, %192 : f32
        %234 = arith.mulf %134, %157 : f32
        %235 = arith.mulf %234, %174 : f32
        %236 = arith.addf %235, %194 : f32
        %237 = arith.mulf %137, %157 : f32
        %238 = arith.mulf %237, %175 : f32
        %239 = arith.addf %238, %195 : f32
        %240 = arith.mulf %140, %157 : f32
        %241 = arith.mulf %240, %176 : f32
        %242 = arith.addf %241, %196 : f32
        %243 = arith.mulf %143, %157 : f32
        %244 = arith.mulf %243, %177 : f32
        %245 = arith.addf %244, %197 : f32
        %246 = vector.from_elements %200, %203, %206, %209 : vector<4xf32>
        vector.store %246, %arg4[%11, %6] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %247 = vector.from_elements %212, %215, %218, %221 : vector<4xf32>
        vector.store %247, %arg4[%11, %7] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %248 = vector.from_elements %224, %227, %230, %233 : vector<4xf32>
        vector.store %248, %arg4[%11, %8] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
        %249 = vector.from_elements %236, %239, %242, %245 : vector<4xf32>
        vector.store %249, %arg4[%11, %9] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c12288 : index
      %2 = arith.cmpi uge, %block_id_x, %c4096 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.subi %block_id_x, %c4096 : index
        %5 = arith.remui %thread_id_x, %c64 : index
        %6 = arith.divui %thread_id_x, %c64 : index
        %7 = arith.muli %5, %c4 : index
        %8 = arith.addi %7, %c256 : index
        %9 = arith.muli %4, %c4 : index
        %10 = arith.addi %9, %6 : index
        %11 = arith.remui %10, %c512 : index
        %12 = arith.divui %10, %c512 : index
        %13 = vector.load %arg5[%12, %11, %7] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        %14 = vector.extract %13[0] : f32 from vector<4xf32>
        %15 = vector.extract %13[1] : f32 from vector<4xf32>
        %16 = vector.extract %13[2] : f32 from vector<4xf32>
        %17 = vector.extract %13[3] : f32 from vector<4xf32>
        %18 = vector.load %arg5[%12, %11, %8] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        %19 = vector.extract %18[0] : f32 from vector<4xf32>
        %20 = vector.extract %18[1] : f32 from vector<4xf32>
        %21 = vector.extract %18[2] : f32 from vector<4xf32>
        %22 = vector.extract %18[3] : f32 from vector<4xf32>
        %23 = vector.load %arg6[%11, %7] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
        %24 = vector.extract %23[0] : f32 from vector<4xf32>
        %25 = vector.extract %23[1] : f32 from vector<4xf32>
        %26 = vector.extract %23[2] : f32 from vector<4xf32>
        %27 = vector.extract %23[3] : f32 from vector<4xf32>
        %28 = vector.load %arg6[%11, %8] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
        %29 = vector.extract %28[0] : f32 from vector<4xf32>
        %30 = vector.extract %28[1] : f32 from vector<4xf32>
        %31 = vector.extract %28[2] : f32 from vector<4xf32>
        %32 = vector.extract %28[3] : f32 from vector<4xf32>
        %33 = arith.mulf %14, %cst : f32
        %34 = arith.addf %33, %24 : f32
        %35 = arith.mulf %15, %cst : f32
        %36 = arith.addf %35, %25 : f32
        %37 = arith.mulf %16, %cst : f32
        %38 = arith.addf %37, %26 : f32
        %39 = arith.mulf %17, %cst : f32
        %40 = arith.addf %39, %27 : f32
        %41 = arith.mulf %19, %cst : f32
        %42 = arith.addf %41, %29 : f32
        %43 = arith.mulf %20, %cst : f32
        %44 = arith.addf %43, %30 : f32
        %45 = arith.mulf %21, %cst : f32
        %46 = arith.addf %45, %31 : f32
        %47 = arith.mulf %22, %cst : f32
        %48 = arith.addf %47, %32 : f32
        %49 = arith.maximumf %36, %34 : f32
        %50 = arith.maximumf %38, %49 : f32
        %51 = arith.maximumf %40, %50 : f32
        %52 = arith.maximumf %42, %51 : f32
        %53 = arith.maximumf %44, %52 : f32
        %54 = arith.maximumf %46, %53 : f32
        %55 = arith.maximumf %48, %54 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %55, %c16_i32, %c32_i32 : f32
        %56 = arith.maximumf %shuffleResult, %55 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  xor %56, %c8_i32, %c32_i32 : f32
        %57 = arith.maximumf %shuffleResult_3, %56 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  xor %57, %c4_i32, %c32_i32 : f32
        %58 = arith.maximumf %shuffleResult_5, %57 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  xor %58, %c2_i32, %c32_i32 : f32
        %59 = arith.maximumf %shuffleResult_7, %58 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  xor %59, %c1_i32, %c32_i32 : f32
        %60 = arith.maximumf %shuffleResult_9, %59 : f32
        %view = memref.view %arg8[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
        %61 = arith.divui %5, %c32 : index
        %62 = arith.muli %6, %c2 : index
        %63 = arith.addi %62, %61 : index
        %64 = arith.remui %5, %c32 : index
        %65 = arith.cmpi eq, %64, %c0 : index
        scf.if %65 {
          memref.store %60, %view[%63] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %66 = memref.load %view[%62] : memref<8xf32, #gpu.address_space<workgroup>>
        %67 = arith.addi %62, %c1 : index
        %68 = memref.load %view[%67] : memref<8xf32, #gpu.address_space<workgroup>>
        %69 = arith.maximumf %68, %66 : f32
        gpu.barrier
        %70 = arith.subf %34, %69 : f32
        %71 = math.exp %70 : f32
        %72 = arith.subf %36, %69 : f32
        %73 = math.exp %72 : f32
        %74 = arith.subf %38, %69 : f32
        %75 = math.exp %74 : f32
        %76 = arith.subf %40, %69 : f32
        %77 = math.exp %76 : f32
        %78 = arith.subf %42, %69 : f32
        %79 = math.exp %78 : f32
        %80 = arith.subf %44, %69 : f32
        %81 = math.exp %80 : f32
        %82 = arith.subf %46, %69 : f32
        %83 = math.exp %82 : f32
        %84 = arith.subf %48, %69 : f32
        %85 = math.exp %84 : f32
        %86 = arith.addf %73, %71 : f32
        %87 = arith.addf %75, %86 : f32
        %88 = arith.addf %77, %87 : f32
        %89 = arith.addf %79, %88 : f32
        %90 = arith.addf %81, %89 : f32
        %91 = arith.addf %83, %90 : f32
        %92 = arith.addf %85, %91 : f32
        %shuffleResult_11, %valid_12 = gpu.shuffle  xor %92, %c16_i32, %c32_i32 : f32
        %93 = arith.addf %shuffleResult_11, %92 : f32
        %shuffleResult_13, %valid_14 = gpu.shuffle  xor %93, %c8_i32, %c32_i32 : f32
        %94 = arith.addf %shuffleResult_13, %93 : f32
        %shuffleResult_15, %valid_16 = gpu.shuffle  xor %94, %c4_i32, %c32_i32 : f32
        %95 = arith.addf %shuffleResult_15, %94 : f32
        %shuffleResult_17, %valid_18 = gpu.shuffle  xor %95, %c2_i32, %c32_i32 : f32
        %96 = arith.addf %shuffleResult_17, %95 : f32
        %shuffleResult_19, %valid_20 = gpu.shuffle  xor %96, %c1_i32, %c32_i32 : f32
        %97 = arith.addf %shuffleResult_19, %96 : f32
        scf.if %65 {
          memref.store %97, %view[%63] : memref<8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %98 = memref.load %view[%62] : memref<8xf32, #gpu.address_space<workgroup>>
        %99 = memref.load %view[%67] : memref<8xf32, #gpu.address_space<workgroup>>
        %100 = arith.addf %99, %98 : f32
        gpu.barrier
        %101 = arith.addf %100, %cst_2 : f32
        %102 = arith.divf %71, %101 : f32
        %103 = arith.divf %73, %101 : f32
        %104 = arith.divf %75, %101 : f32
        %105 = arith.divf %77, %101 : f32
        %106 = arith.divf %79, %101 : f32
        %107 = arith.divf %81, %101 : f32
        %108 = arith.divf %83, %101 : f32
        %109 = arith.divf %85, %101 : f32
        %110 = vector.from_elements %102, %103, %104, %105 : vector<4xf32>
        vector.store %110, %arg7[%12, %11, %7] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
        %111 = vector.from_elements %106, %107, %108, %109 : vector<4xf32>
        vector.store %111, %arg7[%12, %11, %8] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      }
      gpu.return
    }
  }
}

