module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c4096 = arith.constant 4096 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<576xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c8 = arith.constant 8 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c512 = arith.constant 512 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c128 = arith.constant 128 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c128 : index
      %1 = arith.divui %thread_id_x, %c128 : index
      %2 = arith.muli %1, %c2 : index
      %3 = arith.addi %2, %c1 : index
      %4 = arith.muli %0, %c4 : index
      %5 = arith.addi %4, %c512 : index
      %6 = arith.muli %block_id_x, %c4 : index
      %7 = arith.addi %6, %2 : index
      %8 = arith.addi %6, %3 : index
      %view = memref.view %arg4[%c64][] : memref<576xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %9 = arith.muli %1, %c64 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %197 = memref.load %arg0[%7, %arg5] {kfusion.l2_policy = "evict_last"} : memref<16384x32xf32>
        %198 = arith.addi %9, %arg5 : index
        memref.store %197, %view[%198] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      %10 = arith.muli %3, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c128 {
        %197 = memref.load %arg0[%8, %arg5] {kfusion.l2_policy = "evict_last"} : memref<16384x32xf32>
        %198 = arith.addi %10, %arg5 : index
        memref.store %197, %view[%198] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %11:16 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %197 = arith.addi %9, %arg5 : index
        %198 = memref.load %view[%197] : memref<128xf32, #gpu.address_space<workgroup>>
        %199 = vector.load %arg1[%arg5, %4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<32x1024xf32>, vector<4xf32>
        %200 = vector.extract %199[0] : f32 from vector<4xf32>
        %201 = vector.extract %199[1] : f32 from vector<4xf32>
        %202 = vector.extract %199[2] : f32 from vector<4xf32>
        %203 = vector.extract %199[3] : f32 from vector<4xf32>
        %204 = vector.load %arg1[%arg5, %5] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<32x1024xf32>, vector<4xf32>
        %205 = vector.extract %204[0] : f32 from vector<4xf32>
        %206 = vector.extract %204[1] : f32 from vector<4xf32>
        %207 = vector.extract %204[2] : f32 from vector<4xf32>
        %208 = vector.extract %204[3] : f32 from vector<4xf32>
        %209 = arith.mulf %198, %200 : f32
        %210 = arith.addf %arg6, %209 : f32
        %211 = arith.mulf %198, %201 : f32
        %212 = arith.addf %arg7, %211 : f32
        %213 = arith.mulf %198, %202 : f32
        %214 = arith.addf %arg8, %213 : f32
        %215 = arith.mulf %198, %203 : f32
        %216 = arith.addf %arg9, %215 : f32
        %217 = arith.mulf %198, %205 : f32
        %218 = arith.addf %arg10, %217 : f32
        %219 = arith.mulf %198, %206 : f32
        %220 = arith.addf %arg11, %219 : f32
        %221 = arith.mulf %198, %207 : f32
        %222 = arith.addf %arg12, %221 : f32
        %223 = arith.mulf %198, %208 : f32
        %224 = arith.addf %arg13, %223 : f32
        %225 = arith.addi %10, %arg5 : index
        %226 = memref.load %view[%225] : memref<128xf32, #gpu.address_space<workgroup>>
        %227 = arith.mulf %226, %200 : f32
        %228 = arith.addf %arg14, %227 : f32
        %229 = arith.mulf %226, %201 : f32
        %230 = arith.addf %arg15, %229 : f32
        %231 = arith.mulf %226, %202 : f32
        %232 = arith.addf %arg16, %231 : f32
        %233 = arith.mulf %226, %203 : f32
        %234 = arith.addf %arg17, %233 : f32
        %235 = arith.mulf %226, %205 : f32
        %236 = arith.addf %arg18, %235 : f32
        %237 = arith.mulf %226, %206 : f32
        %238 = arith.addf %arg19, %237 : f32
        %239 = arith.mulf %226, %207 : f32
        %240 = arith.addf %arg20, %239 : f32
        %241 = arith.mulf %226, %208 : f32
        %242 = arith.addf %arg21, %241 : f32
        scf.yield %210, %212, %214, %216, %218, %220, %222, %224, %228, %230, %232, %234, %236, %238, %240, %242 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %12 = arith.addf %11#0, %cst_0 : f32
      %13 = arith.addf %11#1, %cst_0 : f32
      %14 = arith.addf %11#2, %cst_0 : f32
      %15 = arith.addf %11#3, %cst_0 : f32
      %16 = arith.addf %11#4, %cst_0 : f32
      %17 = arith.addf %11#5, %cst_0 : f32
      %18 = arith.addf %11#6, %cst_0 : f32
      %19 = arith.addf %11#7, %cst_0 : f32
      %20 = arith.addf %11#8, %cst_0 : f32
      %21 = arith.addf %11#9, %cst_0 : f32
      %22 = arith.addf %11#10, %cst_0 : f32
      %23 = arith.addf %11#11, %cst_0 : f32
      %24 = arith.addf %11#12, %cst_0 : f32
      %25 = arith.addf %11#13, %cst_0 : f32
      %26 = arith.addf %11#14, %cst_0 : f32
      %27 = arith.addf %11#15, %cst_0 : f32
      %28 = vector.load %arg2[%4] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %29 = vector.extract %28[0] : f32 from vector<4xf32>
      %30 = vector.extract %28[1] : f32 from vector<4xf32>
      %31 = vector.extract %28[2] : f32 from vector<4xf32>
      %32 = vector.extract %28[3] : f32 from vector<4xf32>
      %33 = vector.load %arg2[%5] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<1024xf32>, vector<4xf32>
      %34 = vector.extract %33[0] : f32 from vector<4xf32>
      %35 = vector.extract %33[1] : f32 from vector<4xf32>
      %36 = vector.extract %33[2] : f32 from vector<4xf32>
      %37 = vector.extract %33[3] : f32 from vector<4xf32>
      %38 = arith.addf %12, %29 : f32
      %39 = arith.addf %13, %30 : f32
      %40 = arith.addf %14, %31 : f32
      %41 = arith.addf %15, %32 : f32
      %42 = arith.addf %16, %34 : f32
      %43 = arith.addf %17, %35 : f32
      %44 = arith.addf %18, %36 : f32
      %45 = arith.addf %19, %37 : f32
      %46 = arith.addf %20, %29 : f32
      %47 = arith.addf %21, %30 : f32
      %48 = arith.addf %22, %31 : f32
      %49 = arith.addf %23, %32 : f32
      %50 = arith.addf %24, %34 : f32
      %51 = arith.addf %25, %35 : f32
      %52 = arith.addf %26, %36 : f32
      %53 = arith.addf %27, %37 : f32
      %54 = arith.maximumf %39, %38 : f32
      %55 = arith.maximumf %40, %54 : f32
      %56 = arith.maximumf %41, %55 : f32
      %57 = arith.maximumf %42, %56 : f32
      %58 = arith.maximumf %43, %57 : f32
      %59 = arith.maximumf %44, %58 : f32
      %60 = arith.maximumf %45, %59 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %60, %c16_i32, %c32_i32 : f32
      %61 = arith.maximumf %shuffleResult, %60 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %61, %c8_i32, %c32_i32 : f32
      %62 = arith.maximumf %shuffleResult_1, %61 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %62, %c4_i32, %c32_i32 : f32
      %63 = arith.maximumf %shuffleResult_3, %62 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %63, %c2_i32, %c32_i32 : f32
      %64 = arith.maximumf %shuffleResult_5, %63 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %64, %c1_i32, %c32_i32 : f32
      %65 = arith.maximumf %shuffleResult_7, %64 : f32
      %view_9 = memref.view %arg4[%c0][] : memref<576xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %66 = arith.divui %0, %c32 : index
      %67 = arith.muli %1, %c8 : index
      %68 = arith.addi %67, %66 : index
      %69 = arith.remui %0, %c32 : index
      %70 = arith.cmpi eq, %69, %c0 : index
      scf.if %70 {
        memref.store %65, %view_9[%68] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %71 = memref.load %view_9[%67] : memref<16xf32, #gpu.address_space<workgroup>>
      %72 = arith.addi %67, %c1 : index
      %73 = memref.load %view_9[%72] : memref<16xf32, #gpu.address_space<workgroup>>
      %74 = arith.maximumf %73, %71 : f32
      %75 = arith.addi %67, %c2 : index
      %76 = memref.load %view_9[%75] : memref<16xf32, #gpu.address_space<workgroup>>
      %77 = arith.maximumf %76, %74 : f32
      %78 = arith.addi %67, %c3 : index
      %79 = memref.load %view_9[%78] : memref<16xf32, #gpu.address_space<workgroup>>
      %80 = arith.maximumf %79, %77 : f32
      gpu.barrier
      %81 = arith.maximumf %47, %46 : f32
      %82 = arith.maximumf %48, %81 : f32
      %83 = arith.maximumf %49, %82 : f32
      %84 = arith.maximumf %50, %83 : f32
      %85 = arith.maximumf %51, %84 : f32
      %86 = arith.maximumf %52, %85 : f32
      %87 = arith.maximumf %53, %86 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %87, %c16_i32, %c32_i32 : f32
      %88 = arith.maximumf %shuffleResult_10, %87 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %88, %c8_i32, %c32_i32 : f32
      %89 = arith.maximumf %shuffleResult_12, %88 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %89, %c4_i32, %c32_i32 : f32
      %90 = arith.maximumf %shuffleResult_14, %89 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %90, %c2_i32, %c32_i32 : f32
      %91 = arith.maximumf %shuffleResult_16, %90 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %91, %c1_i32, %c32_i32 : f32
      %92 = arith.maximumf %shuffleResult_18, %91 : f32
      %93 = arith.muli %3, %c4 : index
      %94 = arith.addi %93, %66 : index
      scf.if %70 {
        memref.store %92, %view_9[%94] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %95 = memref.load %view_9[%93] : memref<16xf32, #gpu.address_space<workgroup>>
      %96 = arith.addi %93, %c1 : index
      %97 = memref.load %view_9[%96] : memref<16xf32, #gpu.address_space<workgroup>>
      %98 = arith.maximumf %97, %95 : f32
      %99 = arith.addi %93, %c2 : index
      %100 = memref.load %view_9[%99] : memref<16xf32, #gpu.address_space<workgroup>>
      %101 = arith.maximumf %100, %98 : f32
      %102 = arith.addi %93, %c3 : index
      %103 = memref.load %view_9[%102] : memref<16xf32, #gpu.address_space<workgroup>>
      %104 = arith.maximumf %103, %101 : f32
      gpu.barrier
      %105 = arith.subf %38, %80 : f32
      %106 = math.exp %105 : f32
      %107 = arith.subf %39, %80 : f32
      %108 = math.exp %107 : f32
      %109 = arith.subf %40, %80 : f32
      %110 = math.exp %109 : f32
      %111 = arith.subf %41, %80 : f32
      %112 = math.exp %111 : f32
      %113 = arith.subf %42, %80 : f32
      %114 = math.exp %113 : f32
      %115 = arith.subf %43, %80 : f32
      %116 = math.exp %115 : f32
      %117 = arith.subf %44, %80 : f32
      %118 = math.exp %117 : f32
      %119 = arith.subf %45, %80 : f32
      %120 = math.exp %119 : f32
      %121 = arith.subf %46, %104 : f32
      %122 = math.exp %121 : f32
      %123 = arith.subf %47, %104 : f32
      %124 = math.exp %123 : f32
      %125 = arith.subf %48, %104 : f32
      %126 = math.exp %125 : f32
      %127 = arith.subf %49, %104 : f32
      %128 = math.exp %127 : f32
      %129 = arith.subf %50, %104 : f32
      %130 = math.exp %129 : f32
      %131 = arith.subf %51, %104 : f32
      %132 = math.exp %131 : f32
      %133 = arith.subf %52, %104 : f32
      %134 = math.exp %133 : f32
      %135 = arith.subf %53, %104 : f32
      %136 = math.exp %135 : f32
      %137 = arith.addf %108, %106 : f32
      %138 = arith.addf %110, %137 : f32
      %139 = arith.addf %112, %138 : f32
      %140 = arith.addf %114, %139 : f32
      %141 = arith.addf %116, %140 : f32
      %142 = arith.addf %118, %141 : f32
      %143 = arith.addf %120, %142 : f32
      %shuffleResult_20, %valid_21 = gpu.shuffle  xor %143, %c16_i32, %c32_i32 : f32
      %144 = arith.addf %shuffleResult_20, %143 : f32
      %shuffleResult_22, %valid_23 = gpu.shuffle  xor %144, %c8_i32, %c32_i32 : f32
      %145 = arith.addf %shuffleResult_22, %144 : f32
      %shuffleResult_24, %valid_25 = gpu.shuffle  xor %145, %c4_i32, %c32_i32 : f32
      %146 = arith.addf %shuffleResult_24, %145 : f32
      %shuffleResult_26, %valid_27 = gpu.shuffle  xor %146, %c2_i32, %c32_i32 : f32
      %147 = arith.addf %shuffleResult_26, %146 : f32
      %shuffleResult_28, %valid_29 = gpu.shuffle  xor %147, %c1_i32, %c32_i32 : f32
      %148 = arith.addf %shuffleResult_28, %147 : f32
      scf.if %70 {
        memref.store %148, %view_9[%68] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %149 = memref.load %view_9[%67] : memref<16xf32, #gpu.address_space<workgroup>>
      %150 = memref.load %view_9[%72] : memref<16xf32, #gpu.address_space<workgroup>>
      %151 = arith.addf %150, %149 : f32
      %152 = memref.load %view_9[%75] : memref<16xf32, #gpu.address_space<workgroup>>
      %153 = arith.addf %152, %151 : f32
      %154 = memref.load %view_9[%78] : memref<16xf32, #gpu.address_space<workgroup>>
      %155 = arith.addf %154, %153 : f32
      gpu.barrier
      %156 = arith.addf %155, %cst_0 : f32
      %157 = arith.addf %124, %122 : f32
      %158 = arith.addf %126, %157 : f32
      %159 = arith.addf %128, %158 : f32
      %160 = arith.addf %130, %159 : f32
      %161 = arith.addf %132, %160 : f32
      %162 = arith.addf %134, %161 : f32
      %163 = arith.addf %136, %162 : f32
      %shuffleResult_30, %valid_31 = gpu.shuffle  xor %163, %c16_i32, %c32_i32 : f32
      %164 = arith.addf %shuffleResult_30, %163 : f32
      %shuffleResult_32, %valid_33 = gpu.shuffle  xor %164, %c8_i32, %c32_i32 : f32
      %165 = arith.addf %shuffleResult_32, %164 : f32
      %shuffleResult_34, %valid_35 = gpu.shuffle  xor %165, %c4_i32, %c32_i32 : f32
      %166 = arith.addf %shuffleResult_34, %165 : f32
      %shuffleResult_36, %valid_37 = gpu.shuffle  xor %166, %c2_i32, %c32_i32 : f32
      %167 = arith.addf %shuffleResult_36, %166 : f32
      %shuffleResult_38, %valid_39 = gpu.shuffle  xor %167, %c1_i32, %c32_i32 : f32
      %168 = arith.addf %shuffleResult_38, %167 : f32
      scf.if %70 {
        memref.store %168, %view_9[%94] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %169 = memref.load %view_9[%93] : memref<16xf32, #gpu.address_space<workgroup>>
      %170 = memref.load %view_9[%96] : memref<16xf32, #gpu.address_space<workgroup>>
      %171 = arith.addf %170, %169 : f32
      %172 = memref.load %view_9[%99] : memref<16xf32, #gpu.address_space<workgroup>>
      %173 = arith.addf %172, %171 : f32
      %174 = memref.load %view_9[%102] : memref<16xf32, #gpu.address_space<workgroup>>
      %175 = arith.addf %174, %173 : f32
      gpu.barrier
      %176 = arith.addf %175, %cst_0 : f32
      %177 = arith.divf %106, %156 : f32
      %178 = arith.divf %108, %156 : f32
      %179 = arith.divf %110, %156 : f32
      %180 = arith.divf %112, %156 : f32
      %181 = arith.divf %114, %156 : f32
      %182 = arith.divf %116, %156 : f32
      %183 = arith.divf %118, %156 : f32
      %184 = arith.divf %120, %156 : f32
      %185 = arith.divf %122, %176 : f32
      %186 = arith.divf %124, %176 : f32
      %187 = arith.divf %126, %176 : f32
      %188 = arith.divf %128, %176 : f32
      %189 = arith.divf %130, %176 : f32
      %190 = arith.divf %132, %176 : f32
      %191 = arith.divf %134, %176 : f32
      %192 = arith.divf %136, %176 : f32
      %193 = vector.from_elements %177, %178, %179, %180 : vector<4xf32>
      vector.store %193, %arg3[%7, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %194 = vector.from_elements %181, %182, %183, %184 : vector<4xf32>
      vector.store %194, %arg3[%7, %5] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %195 = vector.from_elements %185, %186, %187, %188 : vector<4xf32>
      vector.store %195, %arg3[%8, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %196 = vector.from_elements %189, %190, %191, %192 : vector<4xf32>
      vector.store %196, %arg3[%8, %5] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

