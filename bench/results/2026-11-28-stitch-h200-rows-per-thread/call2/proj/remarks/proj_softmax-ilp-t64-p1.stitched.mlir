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
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<544xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
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
      %view = memref.view %arg4[%c32][] : memref<544xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %8 = arith.muli %1, %c32 : index
      scf.for %arg5 = %0 to %c32 step %c64 {
        %167 = memref.load %arg0[%7, %arg5] : memref<16384x32xf32>
        %168 = arith.addi %8, %arg5 : index
        memref.store %167, %view[%168] : memref<128xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %9:16 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %167 = arith.addi %8, %arg5 : index
        %168 = memref.load %view[%167] : memref<128xf32, #gpu.address_space<workgroup>>
        %169 = vector.load %arg1[%arg5, %2] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %170 = vector.extract %169[0] : f32 from vector<4xf32>
        %171 = vector.extract %169[1] : f32 from vector<4xf32>
        %172 = vector.extract %169[2] : f32 from vector<4xf32>
        %173 = vector.extract %169[3] : f32 from vector<4xf32>
        %174 = vector.load %arg1[%arg5, %3] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %175 = vector.extract %174[0] : f32 from vector<4xf32>
        %176 = vector.extract %174[1] : f32 from vector<4xf32>
        %177 = vector.extract %174[2] : f32 from vector<4xf32>
        %178 = vector.extract %174[3] : f32 from vector<4xf32>
        %179 = vector.load %arg1[%arg5, %4] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %180 = vector.extract %179[0] : f32 from vector<4xf32>
        %181 = vector.extract %179[1] : f32 from vector<4xf32>
        %182 = vector.extract %179[2] : f32 from vector<4xf32>
        %183 = vector.extract %179[3] : f32 from vector<4xf32>
        %184 = vector.load %arg1[%arg5, %5] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %185 = vector.extract %184[0] : f32 from vector<4xf32>
        %186 = vector.extract %184[1] : f32 from vector<4xf32>
        %187 = vector.extract %184[2] : f32 from vector<4xf32>
        %188 = vector.extract %184[3] : f32 from vector<4xf32>
        %189 = arith.mulf %168, %170 : f32
        %190 = arith.addf %arg6, %189 : f32
        %191 = arith.mulf %168, %171 : f32
        %192 = arith.addf %arg7, %191 : f32
        %193 = arith.mulf %168, %172 : f32
        %194 = arith.addf %arg8, %193 : f32
        %195 = arith.mulf %168, %173 : f32
        %196 = arith.addf %arg9, %195 : f32
        %197 = arith.mulf %168, %175 : f32
        %198 = arith.addf %arg10, %197 : f32
        %199 = arith.mulf %168, %176 : f32
        %200 = arith.addf %arg11, %199 : f32
        %201 = arith.mulf %168, %177 : f32
        %202 = arith.addf %arg12, %201 : f32
        %203 = arith.mulf %168, %178 : f32
        %204 = arith.addf %arg13, %203 : f32
        %205 = arith.mulf %168, %180 : f32
        %206 = arith.addf %arg14, %205 : f32
        %207 = arith.mulf %168, %181 : f32
        %208 = arith.addf %arg15, %207 : f32
        %209 = arith.mulf %168, %182 : f32
        %210 = arith.addf %arg16, %209 : f32
        %211 = arith.mulf %168, %183 : f32
        %212 = arith.addf %arg17, %211 : f32
        %213 = arith.mulf %168, %185 : f32
        %214 = arith.addf %arg18, %213 : f32
        %215 = arith.mulf %168, %186 : f32
        %216 = arith.addf %arg19, %215 : f32
        %217 = arith.mulf %168, %187 : f32
        %218 = arith.addf %arg20, %217 : f32
        %219 = arith.mulf %168, %188 : f32
        %220 = arith.addf %arg21, %219 : f32
        scf.yield %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %10 = arith.addf %9#0, %cst_0 : f32
      %11 = arith.addf %9#1, %cst_0 : f32
      %12 = arith.addf %9#2, %cst_0 : f32
      %13 = arith.addf %9#3, %cst_0 : f32
      %14 = arith.addf %9#4, %cst_0 : f32
      %15 = arith.addf %9#5, %cst_0 : f32
      %16 = arith.addf %9#6, %cst_0 : f32
      %17 = arith.addf %9#7, %cst_0 : f32
      %18 = arith.addf %9#8, %cst_0 : f32
      %19 = arith.addf %9#9, %cst_0 : f32
      %20 = arith.addf %9#10, %cst_0 : f32
      %21 = arith.addf %9#11, %cst_0 : f32
      %22 = arith.addf %9#12, %cst_0 : f32
      %23 = arith.addf %9#13, %cst_0 : f32
      %24 = arith.addf %9#14, %cst_0 : f32
      %25 = arith.addf %9#15, %cst_0 : f32
      %26 = vector.load %arg2[%2] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %27 = vector.extract %26[0] : f32 from vector<4xf32>
      %28 = vector.extract %26[1] : f32 from vector<4xf32>
      %29 = vector.extract %26[2] : f32 from vector<4xf32>
      %30 = vector.extract %26[3] : f32 from vector<4xf32>
      %31 = vector.load %arg2[%3] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %32 = vector.extract %31[0] : f32 from vector<4xf32>
      %33 = vector.extract %31[1] : f32 from vector<4xf32>
      %34 = vector.extract %31[2] : f32 from vector<4xf32>
      %35 = vector.extract %31[3] : f32 from vector<4xf32>
      %36 = vector.load %arg2[%4] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %37 = vector.extract %36[0] : f32 from vector<4xf32>
      %38 = vector.extract %36[1] : f32 from vector<4xf32>
      %39 = vector.extract %36[2] : f32 from vector<4xf32>
      %40 = vector.extract %36[3] : f32 from vector<4xf32>
      %41 = vector.load %arg2[%5] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %42 = vector.extract %41[0] : f32 from vector<4xf32>
      %43 = vector.extract %41[1] : f32 from vector<4xf32>
      %44 = vector.extract %41[2] : f32 from vector<4xf32>
      %45 = vector.extract %41[3] : f32 from vector<4xf32>
      %46 = arith.addf %10, %27 : f32
      %47 = arith.addf %11, %28 : f32
      %48 = arith.addf %12, %29 : f32
      %49 = arith.addf %13, %30 : f32
      %50 = arith.addf %14, %32 : f32
      %51 = arith.addf %15, %33 : f32
      %52 = arith.addf %16, %34 : f32
      %53 = arith.addf %17, %35 : f32
      %54 = arith.addf %18, %37 : f32
      %55 = arith.addf %19, %38 : f32
      %56 = arith.addf %20, %39 : f32
      %57 = arith.addf %21, %40 : f32
      %58 = arith.addf %22, %42 : f32
      %59 = arith.addf %23, %43 : f32
      %60 = arith.addf %24, %44 : f32
      %61 = arith.addf %25, %45 : f32
      %62 = arith.maximumf %47, %46 : f32
      %63 = arith.maximumf %48, %62 : f32
      %64 = arith.maximumf %49, %63 : f32
      %65 = arith.maximumf %50, %64 : f32
      %66 = arith.maximumf %51, %65 : f32
      %67 = arith.maximumf %52, %66 : f32
      %68 = arith.maximumf %53, %67 : f32
      %69 = arith.maximumf %54, %68 : f32
      %70 = arith.maximumf %55, %69 : f32
      %71 = arith.maximumf %56, %70 : f32
      %72 = arith.maximumf %57, %71 : f32
      %73 = arith.maximumf %58, %72 : f32
      %74 = arith.maximumf %59, %73 : f32
      %75 = arith.maximumf %60, %74 : f32
      %76 = arith.maximumf %61, %75 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %76, %c16_i32, %c32_i32 : f32
      %77 = arith.maximumf %shuffleResult, %76 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %77, %c8_i32, %c32_i32 : f32
      %78 = arith.maximumf %shuffleResult_1, %77 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %78, %c4_i32, %c32_i32 : f32
      %79 = arith.maximumf %shuffleResult_3, %78 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %79, %c2_i32, %c32_i32 : f32
      %80 = arith.maximumf %shuffleResult_5, %79 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %80, %c1_i32, %c32_i32 : f32
      %81 = arith.maximumf %shuffleResult_7, %80 : f32
      %view_9 = memref.view %arg4[%c0][] : memref<544xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
      %82 = arith.divui %0, %c32 : index
      %83 = arith.muli %1, %c2 : index
      %84 = arith.addi %83, %82 : index
      %85 = arith.remui %0, %c32 : index
      %86 = arith.cmpi eq, %85, %c0 : index
      scf.if %86 {
        memref.store %81, %view_9[%84] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %87 = memref.load %view_9[%83] : memref<8xf32, #gpu.address_space<workgroup>>
      %88 = arith.addi %83, %c1 : index
      %89 = memref.load %view_9[%88] : memref<8xf32, #gpu.address_space<workgroup>>
      %90 = arith.maximumf %89, %87 : f32
      gpu.barrier
      %91 = arith.subf %46, %90 : f32
      %92 = math.exp %91 : f32
      %93 = arith.subf %47, %90 : f32
      %94 = math.exp %93 : f32
      %95 = arith.subf %48, %90 : f32
      %96 = math.exp %95 : f32
      %97 = arith.subf %49, %90 : f32
      %98 = math.exp %97 : f32
      %99 = arith.subf %50, %90 : f32
      %100 = math.exp %99 : f32
      %101 = arith.subf %51, %90 : f32
      %102 = math.exp %101 : f32
      %103 = arith.subf %52, %90 : f32
      %104 = math.exp %103 : f32
      %105 = arith.subf %53, %90 : f32
      %106 = math.exp %105 : f32
      %107 = arith.subf %54, %90 : f32
      %108 = math.exp %107 : f32
      %109 = arith.subf %55, %90 : f32
      %110 = math.exp %109 : f32
      %111 = arith.subf %56, %90 : f32
      %112 = math.exp %111 : f32
      %113 = arith.subf %57, %90 : f32
      %114 = math.exp %113 : f32
      %115 = arith.subf %58, %90 : f32
      %116 = math.exp %115 : f32
      %117 = arith.subf %59, %90 : f32
      %118 = math.exp %117 : f32
      %119 = arith.subf %60, %90 : f32
      %120 = math.exp %119 : f32
      %121 = arith.subf %61, %90 : f32
      %122 = math.exp %121 : f32
      %123 = arith.addf %94, %92 : f32
      %124 = arith.addf %96, %123 : f32
      %125 = arith.addf %98, %124 : f32
      %126 = arith.addf %100, %125 : f32
      %127 = arith.addf %102, %126 : f32
      %128 = arith.addf %104, %127 : f32
      %129 = arith.addf %106, %128 : f32
      %130 = arith.addf %108, %129 : f32
      %131 = arith.addf %110, %130 : f32
      %132 = arith.addf %112, %131 : f32
      %133 = arith.addf %114, %132 : f32
      %134 = arith.addf %116, %133 : f32
      %135 = arith.addf %118, %134 : f32
      %136 = arith.addf %120, %135 : f32
      %137 = arith.addf %122, %136 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %137, %c16_i32, %c32_i32 : f32
      %138 = arith.addf %shuffleResult_10, %137 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %138, %c8_i32, %c32_i32 : f32
      %139 = arith.addf %shuffleResult_12, %138 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %139, %c4_i32, %c32_i32 : f32
      %140 = arith.addf %shuffleResult_14, %139 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %140, %c2_i32, %c32_i32 : f32
      %141 = arith.addf %shuffleResult_16, %140 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %141, %c1_i32, %c32_i32 : f32
      %142 = arith.addf %shuffleResult_18, %141 : f32
      scf.if %86 {
        memref.store %142, %view_9[%84] : memref<8xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %143 = memref.load %view_9[%83] : memref<8xf32, #gpu.address_space<workgroup>>
      %144 = memref.load %view_9[%88] : memref<8xf32, #gpu.address_space<workgroup>>
      %145 = arith.addf %144, %143 : f32
      gpu.barrier
      %146 = arith.addf %145, %cst_0 : f32
      %147 = arith.divf %92, %146 : f32
      %148 = arith.divf %94, %146 : f32
      %149 = arith.divf %96, %146 : f32
      %150 = arith.divf %98, %146 : f32
      %151 = arith.divf %100, %146 : f32
      %152 = arith.divf %102, %146 : f32
      %153 = arith.divf %104, %146 : f32
      %154 = arith.divf %106, %146 : f32
      %155 = arith.divf %108, %146 : f32
      %156 = arith.divf %110, %146 : f32
      %157 = arith.divf %112, %146 : f32
      %158 = arith.divf %114, %146 : f32
      %159 = arith.divf %116, %146 : f32
      %160 = arith.divf %118, %146 : f32
      %161 = arith.divf %120, %146 : f32
      %162 = arith.divf %122, %146 : f32
      %163 = vector.from_elements %147, %148, %149, %150 : vector<4xf32>
      vector.store %163, %arg3[%7, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %164 = vector.from_elements %151, %152, %153, %154 : vector<4xf32>
      vector.store %164, %arg3[%7, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %165 = vector.from_elements %155, %156, %157, %158 : vector<4xf32>
      vector.store %165, %arg3[%7, %4] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %166 = vector.from_elements %159, %160, %161, %162 : vector<4xf32>
      vector.store %166, %arg3[%7, %5] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

