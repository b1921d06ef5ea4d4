// The stitched @layernorm_f16 of Stitch/Inputs/mixed-precision.mlir
// (kfusion-stitch-to-gpu; Stitch/mixed-precision.mlir checks its structure)
// with a wrong kernel: the layernorm's 1 / D (9.765625E-4, D = 1024) changed
// to 1.0E-3. Integration/Sim/Stitch/mixed-precision.mlir shows the
// interpreter catches it.
module attributes {gpu.container_module} {
  func.func @layernorm_f16(%arg0: memref<8x1024xf16>, %arg1: memref<1024xf16>, %arg2: memref<8x1024xf16>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @layernorm_f16_stitched::@layernorm_f16_k0_block blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<8x1024xf16>, %arg1 : memref<1024xf16>, %arg2 : memref<8x1024xf16>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @layernorm_f16_stitched {
    gpu.func @layernorm_f16_k0_block(%arg0: memref<8x1024xf16>, %arg1: memref<1024xf16>, %arg2: memref<8x1024xf16>) workgroup(%arg3 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      // The wrong 1 / D (the stitcher writes 9.765625E-4).
      %cst_0 = arith.constant 1.0E-3 : f32
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst_1 = arith.constant 0.000000e+00 : f32
      %c768 = arith.constant 768 : index
      %c512 = arith.constant 512 : index
      %c256 = arith.constant 256 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c64 : index
      %1 = arith.divui %thread_id_x, %c64 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c256 : index
      %4 = arith.addi %2, %c512 : index
      %5 = arith.addi %2, %c768 : index
      %6 = arith.muli %block_id_x, %c4 : index
      %7 = arith.addi %6, %1 : index
      %8 = vector.load %arg0[%7, %2] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<8x1024xf16>, vector<4xf16>
      %9 = vector.extract %8[0] : f16 from vector<4xf16>
      %10 = vector.extract %8[1] : f16 from vector<4xf16>
      %11 = vector.extract %8[2] : f16 from vector<4xf16>
      %12 = vector.extract %8[3] : f16 from vector<4xf16>
      %13 = vector.load %arg0[%7, %3] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<8x1024xf16>, vector<4xf16>
      %14 = vector.extract %13[0] : f16 from vector<4xf16>
      %15 = vector.extract %13[1] : f16 from vector<4xf16>
      %16 = vector.extract %13[2] : f16 from vector<4xf16>
      %17 = vector.extract %13[3] : f16 from vector<4xf16>
      %18 = vector.load %arg0[%7, %4] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<8x1024xf16>, vector<4xf16>
      %19 = vector.extract %18[0] : f16 from vector<4xf16>
      %20 = vector.extract %18[1] : f16 from vector<4xf16>
      %21 = vector.extract %18[2] : f16 from vector<4xf16>
      %22 = vector.extract %18[3] : f16 from vector<4xf16>
      %23 = vector.load %arg0[%7, %5] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<8x1024xf16>, vector<4xf16>
      %24 = vector.extract %23[0] : f16 from vector<4xf16>
      %25 = vector.extract %23[1] : f16 from vector<4xf16>
      %26 = vector.extract %23[2] : f16 from vector<4xf16>
      %27 = vector.extract %23[3] : f16 from vector<4xf16>
      %28 = arith.extf %9 : f16 to f32
      %29 = arith.extf %10 : f16 to f32
      %30 = arith.addf %28, %29 : f32
      %31 = arith.extf %11 : f16 to f32
      %32 = arith.addf %30, %31 : f32
      %33 = arith.extf %12 : f16 to f32
      %34 = arith.addf %32, %33 : f32
      %35 = arith.extf %14 : f16 to f32
      %36 = arith.addf %34, %35 : f32
      %37 = arith.extf %15 : f16 to f32
      %38 = arith.addf %36, %37 : f32
      %39 = arith.extf %16 : f16 to f32
      %40 = arith.addf %38, %39 : f32
      %41 = arith.extf %17 : f16 to f32
      %42 = arith.addf %40, %41 : f32
      %43 = arith.extf %19 : f16 to f32
      %44 = arith.addf %42, %43 : f32
      %45 = arith.extf %20 : f16 to f32
      %46 = arith.addf %44, %45 : f32
      %47 = arith.extf %21 : f16 to f32
      %48 = arith.addf %46, %47 : f32
      %49 = arith.extf %22 : f16 to f32
      %50 = arith.addf %48, %49 : f32
      %51 = arith.extf %24 : f16 to f32
      %52 = arith.addf %50, %51 : f32
      %53 = arith.extf %25 : f16 to f32
      %54 = arith.addf %52, %53 : f32
      %55 = arith.extf %26 : f16 to f32
      %56 = arith.addf %54, %55 : f32
      %57 = arith.extf %27 : f16 to f32
      %58 = arith.addf %56, %57 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %58, %c16_i32, %c32_i32 : f32
      %59 = arith.addf %58, %shuffleResult : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %59, %c8_i32, %c32_i32 : f32
      %60 = arith.addf %59, %shuffleResult_2 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %60, %c4_i32, %c32_i32 : f32
      %61 = arith.addf %60, %shuffleResult_4 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %61, %c2_i32, %c32_i32 : f32
      %62 = arith.addf %61, %shuffleResult_6 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %62, %c1_i32, %c32_i32 : f32
      %63 = arith.addf %62, %shuffleResult_8 : f32
      %view = memref.view %arg3[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %64 = arith.divui %0, %c32 : index
      %65 = arith.muli %1, %c2 : index
      %66 = arith.addi %65, %64 : index
      %67 = arith.remui %0, %c32 : index
      %68 = arith.cmpi eq, %67, %c0 : index
      scf.if %68 {
        memref.store %63, %view[%66] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %69 = memref.load %view[%65] : memref<8xf32, #gpu.address_space<workgroup>>
      %70 = arith.addi %65, %c1 : index
      %71 = memref.load %view[%70] : memref<8xf32, #gpu.address_space<workgroup>>
      %72 = arith.addf %69, %71 : f32
      gpu.barrier
      %73 = arith.addf %72, %cst_1 : f32
      %74 = arith.mulf %73, %cst_0 : f32
      %75 = arith.subf %28, %74 : f32
      %76 = arith.subf %29, %74 : f32
      %77 = arith.subf %31, %74 : f32
      %78 = arith.subf %33, %74 : f32
      %79 = arith.subf %35, %74 : f32
      %80 = arith.subf %37, %74 : f32
      %81 = arith.subf %39, %74 : f32
      %82 = arith.subf %41, %74 : f32
      %83 = arith.subf %43, %74 : f32
      %84 = arith.subf %45, %74 : f32
      %85 = arith.subf %47, %74 : f32
      %86 = arith.subf %49, %74 : f32
      %87 = arith.subf %51, %74 : f32
      %88 = arith.subf %53, %74 : f32
      %89 = arith.subf %55, %74 : f32
      %90 = arith.subf %57, %74 : f32
      %91 = arith.mulf %75, %75 : f32
      %92 = arith.mulf %76, %76 : f32
      %93 = arith.addf %91, %92 : f32
      %94 = arith.mulf %77, %77 : f32
      %95 = arith.addf %93, %94 : f32
      %96 = arith.mulf %78, %78 : f32
      %97 = arith.addf %95, %96 : f32
      %98 = arith.mulf %79, %79 : f32
      %99 = arith.addf %97, %98 : f32
      %100 = arith.mulf %80, %80 : f32
      %101 = arith.addf %99, %100 : f32
      %102 = arith.mulf %81, %81 : f32
      %103 = arith.addf %101, %102 : f32
      %104 = arith.mulf %82, %82 : f32
      %105 = arith.addf %103, %104 : f32
      %106 = arith.mulf %83, %83 : f32
      %107 = arith.addf %105, %106 : f32
      %108 = arith.mulf %84, %84 : f32
      %109 = arith.addf %107, %108 : f32
      %110 = arith.mulf %85, %85 : f32
      %111 = arith.addf %109, %110 : f32
      %112 = arith.mulf %86, %86 : f32
      %113 = arith.addf %111, %112 : f32
      %114 = arith.mulf %87, %87 : f32
      %115 = arith.addf %113, %114 : f32
      %116 = arith.mulf %88, %88 : f32
      %117 = arith.addf %115, %116 : f32
      %118 = arith.mulf %89, %89 : f32
      %119 = arith.addf %117, %118 : f32
      %120 = arith.mulf %90, %90 : f32
      %121 = arith.addf %119, %120 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %121, %c16_i32, %c32_i32 : f32
      %122 = arith.addf %121, %shuffleResult_10 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %122, %c8_i32, %c32_i32 : f32
      %123 = arith.addf %122, %shuffleResult_12 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %123, %c4_i32, %c32_i32 : f32
      %124 = arith.addf %123, %shuffleResult_14 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %124, %c2_i32, %c32_i32 : f32
      %125 = arith.addf %124, %shuffleResult_16 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %125, %c1_i32, %c32_i32 : f32
      %126 = arith.addf %125, %shuffleResult_18 : f32
      scf.if %68 {
        memref.store %126, %view[%66] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %127 = memref.load %view[%65] : memref<8xf32, #gpu.address_space<workgroup>>
      %128 = memref.load %view[%70] : memref<8xf32, #gpu.address_space<workgroup>>
      %129 = arith.addf %127, %128 : f32
      gpu.barrier
      %130 = arith.addf %129, %cst_1 : f32
      %131 = vector.load %arg1[%2] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf16>, vector<4xf16>
      %132 = vector.extract %131[0] : f16 from vector<4xf16>
      %133 = vector.extract %131[1] : f16 from vector<4xf16>
      %134 = vector.extract %131[2] : f16 from vector<4xf16>
      %135 = vector.extract %131[3] : f16 from vector<4xf16>
      %136 = vector.load %arg1[%3] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf16>, vector<4xf16>
      %137 = vector.extract %136[0] : f16 from vector<4xf16>
      %138 = vector.extract %136[1] : f16 from vector<4xf16>
      %139 = vector.extract %136[2] : f16 from vector<4xf16>
      %140 = vector.extract %136[3] : f16 from vector<4xf16>
      %141 = vector.load %arg1[%4] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf16>, vector<4xf16>
      %142 = vector.extract %141[0] : f16 from vector<4xf16>
      %143 = vector.extract %141[1] : f16 from vector<4xf16>
      %144 = vector.extract %141[2] : f16 from vector<4xf16>
      %145 = vector.extract %141[3] : f16 from vector<4xf16>
      %146 = vector.load %arg1[%5] {alignment = 8 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf16>, vector<4xf16>
      %147 = vector.extract %146[0] : f16 from vector<4xf16>
      %148 = vector.extract %146[1] : f16 from vector<4xf16>
      %149 = vector.extract %146[2] : f16 from vector<4xf16>
      %150 = vector.extract %146[3] : f16 from vector<4xf16>
      %151 = arith.mulf %130, %cst_0 : f32
      %152 = arith.addf %151, %cst : f32
      %153 = math.rsqrt %152 : f32
      %154 = arith.mulf %75, %153 : f32
      %155 = arith.extf %132 : f16 to f32
      %156 = arith.mulf %154, %155 : f32
      %157 = arith.truncf %156 : f32 to f16
      %158 = arith.mulf %76, %153 : f32
      %159 = arith.extf %133 : f16 to f32
      %160 = arith.mulf %158, %159 : f32
      %161 = arith.truncf %160 : f32 to f16
      %162 = arith.mulf %77, %153 : f32
      %163 = arith.extf %134 : f16 to f32
      %164 = arith.mulf %162, %163 : f32
      %165 = arith.truncf %164 : f32 to f16
      %166 = arith.mulf %78, %153 : f32
      %167 = arith.extf %135 : f16 to f32
      %168 = arith.mulf %166, %167 : f32
      %169 = arith.truncf %168 : f32 to f16
      %170 = arith.mulf %79, %153 : f32
      %171 = arith.extf %137 : f16 to f32
      %172 = arith.mulf %170, %171 : f32
      %173 = arith.truncf %172 : f32 to f16
      %174 = arith.mulf %80, %153 : f32
      %175 = arith.extf %138 : f16 to f32
      %176 = arith.mulf %174, %175 : f32
      %177 = arith.truncf %176 : f32 to f16
      %178 = arith.mulf %81, %153 : f32
      %179 = arith.extf %139 : f16 to f32
      %180 = arith.mulf %178, %179 : f32
      %181 = arith.truncf %180 : f32 to f16
      %182 = arith.mulf %82, %153 : f32
      %183 = arith.extf %140 : f16 to f32
      %184 = arith.mulf %182, %183 : f32
      %185 = arith.truncf %184 : f32 to f16
      %186 = arith.mulf %83, %153 : f32
      %187 = arith.extf %142 : f16 to f32
      %188 = arith.mulf %186, %187 : f32
      %189 = arith.truncf %188 : f32 to f16
      %190 = arith.mulf %84, %153 : f32
      %191 = arith.extf %143 : f16 to f32
      %192 = arith.mulf %190, %191 : f32
      %193 = arith.truncf %192 : f32 to f16
      %194 = arith.mulf %85, %153 : f32
      %195 = arith.extf %144 : f16 to f32
      %196 = arith.mulf %194, %195 : f32
      %197 = arith.truncf %196 : f32 to f16
      %198 = arith.mulf %86, %153 : f32
      %199 = arith.extf %145 : f16 to f32
      %200 = arith.mulf %198, %199 : f32
      %201 = arith.truncf %200 : f32 to f16
      %202 = arith.mulf %87, %153 : f32
      %203 = arith.extf %147 : f16 to f32
      %204 = arith.mulf %202, %203 : f32
      %205 = arith.truncf %204 : f32 to f16
      %206 = arith.mulf %88, %153 : f32
      %207 = arith.extf %148 : f16 to f32
      %208 = arith.mulf %206, %207 : f32
      %209 = arith.truncf %208 : f32 to f16
      %210 = arith.mulf %89, %153 : f32
      %211 = arith.extf %149 : f16 to f32
      %212 = arith.mulf %210, %211 : f32
      %213 = arith.truncf %212 : f32 to f16
      %214 = arith.mulf %90, %153 : f32
      %215 = arith.extf %150 : f16 to f32
      %216 = arith.mulf %214, %215 : f32
      %217 = arith.truncf %216 : f32 to f16
      %218 = vector.from_elements %157, %161, %165, %169 : vector<4xf16>
      vector.store %218, %arg2[%7, %2] {alignment = 8 : i64} : memref<8x1024xf16>, vector<4xf16>
      %219 = vector.from_elements %173, %177, %181, %185 : vector<4xf16>
      vector.store %219, %arg2[%7, %3] {alignment = 8 : i64} : memref<8x1024xf16>, vector<4xf16>
      %220 = vector.from_elements %189, %193, %197, %201 : vector<4xf16>
      vector.store %220, %arg2[%7, %4] {alignment = 8 : i64} : memref<8x1024xf16>, vector<4xf16>
      %221 = vector.from_elements %205, %209, %213, %217 : vector<4xf16>
      vector.store %221, %arg2[%7, %5] {alignment = 8 : i64} : memref<8x1024xf16>, vector<4xf16>
      gpu.return
    }
  }
}
