module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c8192 = arith.constant 8192 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c8192, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384x4096xf32>) workgroup(%arg2 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant 0.000000e+00 : f32
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
      %c4 = arith.constant 4 : index
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c1024 : index
      %2 = arith.addi %0, %c2048 : index
      %3 = arith.addi %0, %c3072 : index
      %4 = arith.muli %block_id_x, %c2 : index
      %5 = arith.addi %4, %c1 : index
      %6 = vector.load %arg0[%4, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %7 = vector.extract %6[0] : f32 from vector<4xf32>
      %8 = vector.extract %6[1] : f32 from vector<4xf32>
      %9 = vector.extract %6[2] : f32 from vector<4xf32>
      %10 = vector.extract %6[3] : f32 from vector<4xf32>
      %11 = vector.load %arg0[%4, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %12 = vector.extract %11[0] : f32 from vector<4xf32>
      %13 = vector.extract %11[1] : f32 from vector<4xf32>
      %14 = vector.extract %11[2] : f32 from vector<4xf32>
      %15 = vector.extract %11[3] : f32 from vector<4xf32>
      %16 = vector.load %arg0[%4, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %17 = vector.extract %16[0] : f32 from vector<4xf32>
      %18 = vector.extract %16[1] : f32 from vector<4xf32>
      %19 = vector.extract %16[2] : f32 from vector<4xf32>
      %20 = vector.extract %16[3] : f32 from vector<4xf32>
      %21 = vector.load %arg0[%4, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %22 = vector.extract %21[0] : f32 from vector<4xf32>
      %23 = vector.extract %21[1] : f32 from vector<4xf32>
      %24 = vector.extract %21[2] : f32 from vector<4xf32>
      %25 = vector.extract %21[3] : f32 from vector<4xf32>
      %26 = arith.maximumf %8, %7 : f32
      %27 = arith.maximumf %9, %26 : f32
      %28 = arith.maximumf %10, %27 : f32
      %29 = arith.maximumf %12, %28 : f32
      %30 = arith.maximumf %13, %29 : f32
      %31 = arith.maximumf %14, %30 : f32
      %32 = arith.maximumf %15, %31 : f32
      %33 = arith.maximumf %17, %32 : f32
      %34 = arith.maximumf %18, %33 : f32
      %35 = arith.maximumf %19, %34 : f32
      %36 = arith.maximumf %20, %35 : f32
      %37 = arith.maximumf %22, %36 : f32
      %38 = arith.maximumf %23, %37 : f32
      %39 = arith.maximumf %24, %38 : f32
      %40 = arith.maximumf %25, %39 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %40, %c16_i32, %c32_i32 : f32
      %41 = arith.maximumf %shuffleResult, %40 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %41, %c8_i32, %c32_i32 : f32
      %42 = arith.maximumf %shuffleResult_0, %41 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %42, %c4_i32, %c32_i32 : f32
      %43 = arith.maximumf %shuffleResult_2, %42 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %43, %c2_i32, %c32_i32 : f32
      %44 = arith.maximumf %shuffleResult_4, %43 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %44, %c1_i32, %c32_i32 : f32
      %45 = arith.maximumf %shuffleResult_6, %44 : f32
      %view = memref.view %arg2[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %46 = arith.divui %thread_id_x, %c32 : index
      %47 = arith.remui %thread_id_x, %c32 : index
      %48 = arith.cmpi eq, %47, %c0 : index
      scf.if %48 {
        memref.store %45, %view[%46] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %49 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      %50 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
      %51 = arith.maximumf %50, %49 : f32
      %52 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
      %53 = arith.maximumf %52, %51 : f32
      %54 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
      %55 = arith.maximumf %54, %53 : f32
      %56 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
      %57 = arith.maximumf %56, %55 : f32
      %58 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
      %59 = arith.maximumf %58, %57 : f32
      %60 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
      %61 = arith.maximumf %60, %59 : f32
      %62 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
      %63 = arith.maximumf %62, %61 : f32
      gpu.barrier
      %64 = vector.load %arg0[%5, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %65 = vector.extract %64[0] : f32 from vector<4xf32>
      %66 = vector.extract %64[1] : f32 from vector<4xf32>
      %67 = vector.extract %64[2] : f32 from vector<4xf32>
      %68 = vector.extract %64[3] : f32 from vector<4xf32>
      %69 = vector.load %arg0[%5, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %70 = vector.extract %69[0] : f32 from vector<4xf32>
      %71 = vector.extract %69[1] : f32 from vector<4xf32>
      %72 = vector.extract %69[2] : f32 from vector<4xf32>
      %73 = vector.extract %69[3] : f32 from vector<4xf32>
      %74 = vector.load %arg0[%5, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %75 = vector.extract %74[0] : f32 from vector<4xf32>
      %76 = vector.extract %74[1] : f32 from vector<4xf32>
      %77 = vector.extract %74[2] : f32 from vector<4xf32>
      %78 = vector.extract %74[3] : f32 from vector<4xf32>
      %79 = vector.load %arg0[%5, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %80 = vector.extract %79[0] : f32 from vector<4xf32>
      %81 = vector.extract %79[1] : f32 from vector<4xf32>
      %82 = vector.extract %79[2] : f32 from vector<4xf32>
      %83 = vector.extract %79[3] : f32 from vector<4xf32>
      %84 = arith.maximumf %66, %65 : f32
      %85 = arith.maximumf %67, %84 : f32
      %86 = arith.maximumf %68, %85 : f32
      %87 = arith.maximumf %70, %86 : f32
      %88 = arith.maximumf %71, %87 : f32
      %89 = arith.maximumf %72, %88 : f32
      %90 = arith.maximumf %73, %89 : f32
      %91 = arith.maximumf %75, %90 : f32
      %92 = arith.maximumf %76, %91 : f32
      %93 = arith.maximumf %77, %92 : f32
      %94 = arith.maximumf %78, %93 : f32
      %95 = arith.maximumf %80, %94 : f32
      %96 = arith.maximumf %81, %95 : f32
      %97 = arith.maximumf %82, %96 : f32
      %98 = arith.maximumf %83, %97 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %98, %c16_i32, %c32_i32 : f32
      %99 = arith.maximumf %shuffleResult_8, %98 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %99, %c8_i32, %c32_i32 : f32
      %100 = arith.maximumf %shuffleResult_10, %99 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %100, %c4_i32, %c32_i32 : f32
      %101 = arith.maximumf %shuffleResult_12, %100 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %101, %c2_i32, %c32_i32 : f32
      %102 = arith.maximumf %shuffleResult_14, %101 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %102, %c1_i32, %c32_i32 : f32
      %103 = arith.maximumf %shuffleResult_16, %102 : f32
      %104 = arith.addi %46, %c8 : index
      scf.if %48 {
        memref.store %103, %view[%104] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %105 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
      %106 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
      %107 = arith.maximumf %106, %105 : f32
      %108 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
      %109 = arith.maximumf %108, %107 : f32
      %110 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
      %111 = arith.maximumf %110, %109 : f32
      %112 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
      %113 = arith.maximumf %112, %111 : f32
      %114 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
      %115 = arith.maximumf %114, %113 : f32
      %116 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
      %117 = arith.maximumf %116, %115 : f32
      %118 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
      %119 = arith.maximumf %118, %117 : f32
      gpu.barrier
      %120 = arith.subf %7, %63 : f32
      %121 = math.exp %120 : f32
      %122 = arith.subf %8, %63 : f32
      %123 = math.exp %122 : f32
      %124 = arith.subf %9, %63 : f32
      %125 = math.exp %124 : f32
      %126 = arith.subf %10, %63 : f32
      %127 = math.exp %126 : f32
      %128 = arith.subf %12, %63 : f32
      %129 = math.exp %128 : f32
      %130 = arith.subf %13, %63 : f32
      %131 = math.exp %130 : f32
      %132 = arith.subf %14, %63 : f32
      %133 = math.exp %132 : f32
      %134 = arith.subf %15, %63 : f32
      %135 = math.exp %134 : f32
      %136 = arith.subf %17, %63 : f32
      %137 = math.exp %136 : f32
      %138 = arith.subf %18, %63 : f32
      %139 = math.exp %138 : f32
      %140 = arith.subf %19, %63 : f32
      %141 = math.exp %140 : f32
      %142 = arith.subf %20, %63 : f32
      %143 = math.exp %142 : f32
      %144 = arith.subf %22, %63 : f32
      %145 = math.exp %144 : f32
      %146 = arith.subf %23, %63 : f32
      %147 = math.exp %146 : f32
      %148 = arith.subf %24, %63 : f32
      %149 = math.exp %148 : f32
      %150 = arith.subf %25, %63 : f32
      %151 = math.exp %150 : f32
      %152 = arith.subf %65, %119 : f32
      %153 = math.exp %152 : f32
      %154 = arith.subf %66, %119 : f32
      %155 = math.exp %154 : f32
      %156 = arith.subf %67, %119 : f32
      %157 = math.exp %156 : f32
      %158 = arith.subf %68, %119 : f32
      %159 = math.exp %158 : f32
      %160 = arith.subf %70, %119 : f32
      %161 = math.exp %160 : f32
      %162 = arith.subf %71, %119 : f32
      %163 = math.exp %162 : f32
      %164 = arith.subf %72, %119 : f32
      %165 = math.exp %164 : f32
      %166 = arith.subf %73, %119 : f32
      %167 = math.exp %166 : f32
      %168 = arith.subf %75, %119 : f32
      %169 = math.exp %168 : f32
      %170 = arith.subf %76, %119 : f32
      %171 = math.exp %170 : f32
      %172 = arith.subf %77, %119 : f32
      %173 = math.exp %172 : f32
      %174 = arith.subf %78, %119 : f32
      %175 = math.exp %174 : f32
      %176 = arith.subf %80, %119 : f32
      %177 = math.exp %176 : f32
      %178 = arith.subf %81, %119 : f32
      %179 = math.exp %178 : f32
      %180 = arith.subf %82, %119 : f32
      %181 = math.exp %180 : f32
      %182 = arith.subf %83, %119 : f32
      %183 = math.exp %182 : f32
      %184 = arith.addf %123, %121 : f32
      %185 = arith.addf %125, %184 : f32
      %186 = arith.addf %127, %185 : f32
      %187 = arith.addf %129, %186 : f32
      %188 = arith.addf %131, %187 : f32
      %189 = arith.addf %133, %188 : f32
      %190 = arith.addf %135, %189 : f32
      %191 = arith.addf %137, %190 : f32
      %192 = arith.addf %139, %191 : f32
      %193 = arith.addf %141, %192 : f32
      %194 = arith.addf %143, %193 : f32
      %195 = arith.addf %145, %194 : f32
      %196 = arith.addf %147, %195 : f32
      %197 = arith.addf %149, %196 : f32
      %198 = arith.addf %151, %197 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %198, %c16_i32, %c32_i32 : f32
      %199 = arith.addf %shuffleResult_18, %198 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %199, %c8_i32, %c32_i32 : f32
      %200 = arith.addf %shuffleResult_20, %199 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %200, %c4_i32, %c32_i32 : f32
      %201 = arith.addf %shuffleResult_22, %200 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %201, %c2_i32, %c32_i32 : f32
      %202 = arith.addf %shuffleResult_24, %201 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %202, %c1_i32, %c32_i32 : f32
      %203 = arith.addf %shuffleResult_26, %202 : f32
      scf.if %48 {
        memref.store %203, %view[%46] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %204 = memref.load %view[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      %205 = memref.load %view[%c1] : memref<16xf32, #gpu.address_space<workgroup>>
      %206 = arith.addf %205, %204 : f32
      %207 = memref.load %view[%c2] : memref<16xf32, #gpu.address_space<workgroup>>
      %208 = arith.addf %207, %206 : f32
      %209 = memref.load %view[%c3] : memref<16xf32, #gpu.address_space<workgroup>>
      %210 = arith.addf %209, %208 : f32
      %211 = memref.load %view[%c4] : memref<16xf32, #gpu.address_space<workgroup>>
      %212 = arith.addf %211, %210 : f32
      %213 = memref.load %view[%c5] : memref<16xf32, #gpu.address_space<workgroup>>
      %214 = arith.addf %213, %212 : f32
      %215 = memref.load %view[%c6] : memref<16xf32, #gpu.address_space<workgroup>>
      %216 = arith.addf %215, %214 : f32
      %217 = memref.load %view[%c7] : memref<16xf32, #gpu.address_space<workgroup>>
      %218 = arith.addf %217, %216 : f32
      gpu.barrier
      %219 = arith.addf %218, %cst : f32
      %220 = arith.addf %155, %153 : f32
      %221 = arith.addf %157, %220 : f32
      %222 = arith.addf %159, %221 : f32
      %223 = arith.addf %161, %222 : f32
      %224 = arith.addf %163, %223 : f32
      %225 = arith.addf %165, %224 : f32
      %226 = arith.addf %167, %225 : f32
      %227 = arith.addf %169, %226 : f32
      %228 = arith.addf %171, %227 : f32
      %229 = arith.addf %173, %228 : f32
      %230 = arith.addf %175, %229 : f32
      %231 = arith.addf %177, %230 : f32
      %232 = arith.addf %179, %231 : f32
      %233 = arith.addf %181, %232 : f32
      %234 = arith.addf %183, %233 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %234, %c16_i32, %c32_i32 : f32
      %235 = arith.addf %shuffleResult_28, %234 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %235, %c8_i32, %c32_i32 : f32
      %236 = arith.addf %shuffleResult_30, %235 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %236, %c4_i32, %c32_i32 : f32
      %237 = arith.addf %shuffleResult_32, %236 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %237, %c2_i32, %c32_i32 : f32
      %238 = arith.addf %shuffleResult_34, %237 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %238, %c1_i32, %c32_i32 : f32
      %239 = arith.addf %shuffleResult_36, %238 : f32
      scf.if %48 {
        memref.store %239, %view[%104] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %240 = memref.load %view[%c8] : memref<16xf32, #gpu.address_space<workgroup>>
      %241 = memref.load %view[%c9] : memref<16xf32, #gpu.address_space<workgroup>>
      %242 = arith.addf %241, %240 : f32
      %243 = memref.load %view[%c10] : memref<16xf32, #gpu.address_space<workgroup>>
      %244 = arith.addf %243, %242 : f32
      %245 = memref.load %view[%c11] : memref<16xf32, #gpu.address_space<workgroup>>
      %246 = arith.addf %245, %244 : f32
      %247 = memref.load %view[%c12] : memref<16xf32, #gpu.address_space<workgroup>>
      %248 = arith.addf %247, %246 : f32
      %249 = memref.load %view[%c13] : memref<16xf32, #gpu.address_space<workgroup>>
      %250 = arith.addf %249, %248 : f32
      %251 = memref.load %view[%c14] : memref<16xf32, #gpu.address_space<workgroup>>
      %252 = arith.addf %251, %250 : f32
      %253 = memref.load %view[%c15] : memref<16xf32, #gpu.address_space<workgroup>>
      %254 = arith.addf %253, %252 : f32
      gpu.barrier
      %255 = arith.addf %254, %cst : f32
      %256 = arith.divf %121, %219 : f32
      %257 = arith.divf %123, %219 : f32
      %258 = arith.divf %125, %219 : f32
      %259 = arith.divf %127, %219 : f32
      %260 = arith.divf %129, %219 : f32
      %261 = arith.divf %131, %219 : f32
      %262 = arith.divf %133, %219 : f32
      %263 = arith.divf %135, %219 : f32
      %264 = arith.divf %137, %219 : f32
      %265 = arith.divf %139, %219 : f32
      %266 = arith.divf %141, %219 : f32
      %267 = arith.divf %143, %219 : f32
      %268 = arith.divf %145, %219 : f32
      %269 = arith.divf %147, %219 : f32
      %270 = arith.divf %149, %219 : f32
      %271 = arith.divf %151, %219 : f32
      %272 = arith.divf %153, %255 : f32
      %273 = arith.divf %155, %255 : f32
      %274 = arith.divf %157, %255 : f32
      %275 = arith.divf %159, %255 : f32
      %276 = arith.divf %161, %255 : f32
      %277 = arith.divf %163, %255 : f32
      %278 = arith.divf %165, %255 : f32
      %279 = arith.divf %167, %255 : f32
      %280 = arith.divf %169, %255 : f32
      %281 = arith.divf %171, %255 : f32
      %282 = arith.divf %173, %255 : f32
      %283 = arith.divf %175, %255 : f32
      %284 = arith.divf %177, %255 : f32
      %285 = arith.divf %179, %255 : f32
      %286 = arith.divf %181, %255 : f32
      %287 = arith.divf %183, %255 : f32
      %288 = vector.from_elements %256, %257, %258, %259 : vector<4xf32>
      vector.store %288, %arg1[%4, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %289 = vector.from_elements %260, %261, %262, %263 : vector<4xf32>
      vector.store %289, %arg1[%4, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %290 = vector.from_elements %264, %265, %266, %267 : vector<4xf32>
      vector.store %290, %arg1[%4, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %291 = vector.from_elements %268, %269, %270, %271 : vector<4xf32>
      vector.store %291, %arg1[%4, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %292 = vector.from_elements %272, %273, %274, %275 : vector<4xf32>
      vector.store %292, %arg1[%5, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %293 = vector.from_elements %276, %277, %278, %279 : vector<4xf32>
      vector.store %293, %arg1[%5, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %294 = vector.from_elements %280, %281, %282, %283 : vector<4xf32>
      vector.store %294, %arg1[%5, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %295 = vector.from_elements %284, %285, %286, %287 : vector<4xf32>
      vector.store %295, %arg1[%5, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

