module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c8192 = arith.constant 8192 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c8192, %c1, %c1) threads in (%c512, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) workgroup(%arg4 : memref<64xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      %cst_0 = arith.constant 4.096000e+03 : f32
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
      %cst_1 = arith.constant 0.000000e+00 : f32
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
      %6 = arith.muli %block_id_x, %c2 : index
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
      %28 = arith.addf %10, %9 : f32
      %29 = arith.addf %11, %28 : f32
      %30 = arith.addf %12, %29 : f32
      %31 = arith.addf %14, %30 : f32
      %32 = arith.addf %15, %31 : f32
      %33 = arith.addf %16, %32 : f32
      %34 = arith.addf %17, %33 : f32
      %35 = arith.addf %19, %34 : f32
      %36 = arith.addf %20, %35 : f32
      %37 = arith.addf %21, %36 : f32
      %38 = arith.addf %22, %37 : f32
      %39 = arith.addf %24, %38 : f32
      %40 = arith.addf %25, %39 : f32
      %41 = arith.addf %26, %40 : f32
      %42 = arith.addf %27, %41 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %42, %c16_i32, %c32_i32 : f32
      %43 = arith.addf %shuffleResult, %42 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %43, %c8_i32, %c32_i32 : f32
      %44 = arith.addf %shuffleResult_2, %43 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %44, %c4_i32, %c32_i32 : f32
      %45 = arith.addf %shuffleResult_4, %44 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %45, %c2_i32, %c32_i32 : f32
      %46 = arith.addf %shuffleResult_6, %45 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %46, %c1_i32, %c32_i32 : f32
      %47 = arith.addf %shuffleResult_8, %46 : f32
      %view = memref.view %arg4[%c0][] : memref<64xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %48 = arith.divui %0, %c32 : index
      %49 = arith.muli %1, %c8 : index
      %50 = arith.addi %49, %48 : index
      %51 = arith.remui %0, %c32 : index
      %52 = arith.cmpi eq, %51, %c0 : index
      scf.if %52 {
        memref.store %47, %view[%50] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %53 = memref.load %view[%49] : memref<16xf32, #gpu.address_space<workgroup>>
      %54 = arith.addi %49, %c1 : index
      %55 = memref.load %view[%54] : memref<16xf32, #gpu.address_space<workgroup>>
      %56 = arith.addf %55, %53 : f32
      %57 = arith.addi %49, %c2 : index
      %58 = memref.load %view[%57] : memref<16xf32, #gpu.address_space<workgroup>>
      %59 = arith.addf %58, %56 : f32
      %60 = arith.addi %49, %c3 : index
      %61 = memref.load %view[%60] : memref<16xf32, #gpu.address_space<workgroup>>
      %62 = arith.addf %61, %59 : f32
      %63 = arith.addi %49, %c4 : index
      %64 = memref.load %view[%63] : memref<16xf32, #gpu.address_space<workgroup>>
      %65 = arith.addf %64, %62 : f32
      %66 = arith.addi %49, %c5 : index
      %67 = memref.load %view[%66] : memref<16xf32, #gpu.address_space<workgroup>>
      %68 = arith.addf %67, %65 : f32
      %69 = arith.addi %49, %c6 : index
      %70 = memref.load %view[%69] : memref<16xf32, #gpu.address_space<workgroup>>
      %71 = arith.addf %70, %68 : f32
      %72 = arith.addi %49, %c7 : index
      %73 = memref.load %view[%72] : memref<16xf32, #gpu.address_space<workgroup>>
      %74 = arith.addf %73, %71 : f32
      gpu.barrier
      %75 = arith.addf %74, %cst_1 : f32
      %76 = arith.divf %75, %cst_0 : f32
      %77 = arith.subf %9, %76 : f32
      %78 = arith.mulf %77, %77 : f32
      %79 = arith.subf %10, %76 : f32
      %80 = arith.mulf %79, %79 : f32
      %81 = arith.addf %80, %78 : f32
      %82 = arith.subf %11, %76 : f32
      %83 = arith.mulf %82, %82 : f32
      %84 = arith.addf %83, %81 : f32
      %85 = arith.subf %12, %76 : f32
      %86 = arith.mulf %85, %85 : f32
      %87 = arith.addf %86, %84 : f32
      %88 = arith.subf %14, %76 : f32
      %89 = arith.mulf %88, %88 : f32
      %90 = arith.addf %89, %87 : f32
      %91 = arith.subf %15, %76 : f32
      %92 = arith.mulf %91, %91 : f32
      %93 = arith.addf %92, %90 : f32
      %94 = arith.subf %16, %76 : f32
      %95 = arith.mulf %94, %94 : f32
      %96 = arith.addf %95, %93 : f32
      %97 = arith.subf %17, %76 : f32
      %98 = arith.mulf %97, %97 : f32
      %99 = arith.addf %98, %96 : f32
      %100 = arith.subf %19, %76 : f32
      %101 = arith.mulf %100, %100 : f32
      %102 = arith.addf %101, %99 : f32
      %103 = arith.subf %20, %76 : f32
      %104 = arith.mulf %103, %103 : f32
      %105 = arith.addf %104, %102 : f32
      %106 = arith.subf %21, %76 : f32
      %107 = arith.mulf %106, %106 : f32
      %108 = arith.addf %107, %105 : f32
      %109 = arith.subf %22, %76 : f32
      %110 = arith.mulf %109, %109 : f32
      %111 = arith.addf %110, %108 : f32
      %112 = arith.subf %24, %76 : f32
      %113 = arith.mulf %112, %112 : f32
      %114 = arith.addf %113, %111 : f32
      %115 = arith.subf %25, %76 : f32
      %116 = arith.mulf %115, %115 : f32
      %117 = arith.addf %116, %114 : f32
      %118 = arith.subf %26, %76 : f32
      %119 = arith.mulf %118, %118 : f32
      %120 = arith.addf %119, %117 : f32
      %121 = arith.subf %27, %76 : f32
      %122 = arith.mulf %121, %121 : f32
      %123 = arith.addf %122, %120 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %123, %c16_i32, %c32_i32 : f32
      %124 = arith.addf %shuffleResult_10, %123 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %124, %c8_i32, %c32_i32 : f32
      %125 = arith.addf %shuffleResult_12, %124 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %125, %c4_i32, %c32_i32 : f32
      %126 = arith.addf %shuffleResult_14, %125 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %126, %c2_i32, %c32_i32 : f32
      %127 = arith.addf %shuffleResult_16, %126 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %127, %c1_i32, %c32_i32 : f32
      %128 = arith.addf %shuffleResult_18, %127 : f32
      scf.if %52 {
        memref.store %128, %view[%50] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %129 = memref.load %view[%49] : memref<16xf32, #gpu.address_space<workgroup>>
      %130 = memref.load %view[%54] : memref<16xf32, #gpu.address_space<workgroup>>
      %131 = arith.addf %130, %129 : f32
      %132 = memref.load %view[%57] : memref<16xf32, #gpu.address_space<workgroup>>
      %133 = arith.addf %132, %131 : f32
      %134 = memref.load %view[%60] : memref<16xf32, #gpu.address_space<workgroup>>
      %135 = arith.addf %134, %133 : f32
      %136 = memref.load %view[%63] : memref<16xf32, #gpu.address_space<workgroup>>
      %137 = arith.addf %136, %135 : f32
      %138 = memref.load %view[%66] : memref<16xf32, #gpu.address_space<workgroup>>
      %139 = arith.addf %138, %137 : f32
      %140 = memref.load %view[%69] : memref<16xf32, #gpu.address_space<workgroup>>
      %141 = arith.addf %140, %139 : f32
      %142 = memref.load %view[%72] : memref<16xf32, #gpu.address_space<workgroup>>
      %143 = arith.addf %142, %141 : f32
      gpu.barrier
      %144 = arith.addf %143, %cst_1 : f32
      %145 = arith.divf %144, %cst_0 : f32
      %146 = arith.addf %145, %cst : f32
      %147 = math.rsqrt %146 : f32
      %148 = vector.load %arg1[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %149 = vector.extract %148[0] : f32 from vector<4xf32>
      %150 = vector.extract %148[1] : f32 from vector<4xf32>
      %151 = vector.extract %148[2] : f32 from vector<4xf32>
      %152 = vector.extract %148[3] : f32 from vector<4xf32>
      %153 = vector.load %arg1[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %154 = vector.extract %153[0] : f32 from vector<4xf32>
      %155 = vector.extract %153[1] : f32 from vector<4xf32>
      %156 = vector.extract %153[2] : f32 from vector<4xf32>
      %157 = vector.extract %153[3] : f32 from vector<4xf32>
      %158 = vector.load %arg1[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %159 = vector.extract %158[0] : f32 from vector<4xf32>
      %160 = vector.extract %158[1] : f32 from vector<4xf32>
      %161 = vector.extract %158[2] : f32 from vector<4xf32>
      %162 = vector.extract %158[3] : f32 from vector<4xf32>
      %163 = vector.load %arg1[%5] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %164 = vector.extract %163[0] : f32 from vector<4xf32>
      %165 = vector.extract %163[1] : f32 from vector<4xf32>
      %166 = vector.extract %163[2] : f32 from vector<4xf32>
      %167 = vector.extract %163[3] : f32 from vector<4xf32>
      %168 = vector.load %arg2[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %169 = vector.extract %168[0] : f32 from vector<4xf32>
      %170 = vector.extract %168[1] : f32 from vector<4xf32>
      %171 = vector.extract %168[2] : f32 from vector<4xf32>
      %172 = vector.extract %168[3] : f32 from vector<4xf32>
      %173 = vector.load %arg2[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %174 = vector.extract %173[0] : f32 from vector<4xf32>
      %175 = vector.extract %173[1] : f32 from vector<4xf32>
      %176 = vector.extract %173[2] : f32 from vector<4xf32>
      %177 = vector.extract %173[3] : f32 from vector<4xf32>
      %178 = vector.load %arg2[%4] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %179 = vector.extract %178[0] : f32 from vector<4xf32>
      %180 = vector.extract %178[1] : f32 from vector<4xf32>
      %181 = vector.extract %178[2] : f32 from vector<4xf32>
      %182 = vector.extract %178[3] : f32 from vector<4xf32>
      %183 = vector.load %arg2[%5] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %184 = vector.extract %183[0] : f32 from vector<4xf32>
      %185 = vector.extract %183[1] : f32 from vector<4xf32>
      %186 = vector.extract %183[2] : f32 from vector<4xf32>
      %187 = vector.extract %183[3] : f32 from vector<4xf32>
      %188 = arith.mulf %77, %147 : f32
      %189 = arith.mulf %188, %149 : f32
      %190 = arith.addf %189, %169 : f32
      %191 = arith.mulf %79, %147 : f32
      %192 = arith.mulf %191, %150 : f32
      %193 = arith.addf %192, %170 : f32
      %194 = arith.mulf %82, %147 : f32
      %195 = arith.mulf %194, %151 : f32
      %196 = arith.addf %195, %171 : f32
      %197 = arith.mulf %85, %147 : f32
      %198 = arith.mulf %197, %152 : f32
      %199 = arith.addf %198, %172 : f32
      %200 = arith.mulf %88, %147 : f32
      %201 = arith.mulf %200, %154 : f32
      %202 = arith.addf %201, %174 : f32
      %203 = arith.mulf %91, %147 : f32
      %204 = arith.mulf %203, %155 : f32
      %205 = arith.addf %204, %175 : f32
      %206 = arith.mulf %94, %147 : f32
      %207 = arith.mulf %206, %156 : f32
      %208 = arith.addf %207, %176 : f32
      %209 = arith.mulf %97, %147 : f32
      %210 = arith.mulf %209, %157 : f32
      %211 = arith.addf %210, %177 : f32
      %212 = arith.mulf %100, %147 : f32
      %213 = arith.mulf %212, %159 : f32
      %214 = arith.addf %213, %179 : f32
      %215 = arith.mulf %103, %147 : f32
      %216 = arith.mulf %215, %160 : f32
      %217 = arith.addf %216, %180 : f32
      %218 = arith.mulf %106, %147 : f32
      %219 = arith.mulf %218, %161 : f32
      %220 = arith.addf %219, %181 : f32
      %221 = arith.mulf %109, %147 : f32
      %222 = arith.mulf %221, %162 : f32
      %223 = arith.addf %222, %182 : f32
      %224 = arith.mulf %112, %147 : f32
      %225 = arith.mulf %224, %164 : f32
      %226 = arith.addf %225, %184 : f32
      %227 = arith.mulf %115, %147 : f32
      %228 = arith.mulf %227, %165 : f32
      %229 = arith.addf %228, %185 : f32
      %230 = arith.mulf %118, %147 : f32
      %231 = arith.mulf %230, %166 : f32
      %232 = arith.addf %231, %186 : f32
      %233 = arith.mulf %121, %147 : f32
      %234 = arith.mulf %233, %167 : f32
      %235 = arith.addf %234, %187 : f32
      %236 = vector.from_elements %190, %193, %196, %199 : vector<4xf32>
      vector.store %236, %arg3[%7, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %237 = vector.from_elements %202, %205, %208, %211 : vector<4xf32>
      vector.store %237, %arg3[%7, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %238 = vector.from_elements %214, %217, %220, %223 : vector<4xf32>
      vector.store %238, %arg3[%7, %4] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %239 = vector.from_elements %226, %229, %232, %235 : vector<4xf32>
      vector.store %239, %arg3[%7, %5] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

