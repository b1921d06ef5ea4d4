module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>, %arg3: memref<16384x4096xf32>) {
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    %c1024 = arith.constant 1024 : index
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken] @step_stitched::@step_k0_thread blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>) {kfusion.stitch_composition = "thread"}
    %2 = gpu.launch_func async [%1] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<16384x4096xf32>, %memref : memref<16384xf32>, %arg1 : memref<4096xf32>, %arg2 : memref<4096xf32>, %arg3 : memref<16384x4096xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.dealloc async [%2] %memref : memref<16384xf32>
    gpu.wait [%3]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c4 = arith.constant 4 : index
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c4096 : index
      %2 = arith.addi %0, %c8192 : index
      %3 = arith.addi %0, %c12288 : index
      vector.store %cst, %arg0[%0] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%1] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%2] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      vector.store %cst, %arg0[%3] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<16384x4096xf32>, %arg1: memref<16384xf32>, %arg2: memref<4096xf32>, %arg3: memref<4096xf32>, %arg4: memref<16384x4096xf32>) workgroup(%arg5 : memref<32xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %view = memref.view %arg5[%c0][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
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
      %131 = memref.load %arg1[%block_id_x] : memref<16384xf32>
      %132 = arith.addf %130, %131 : f32
      %133 = arith.divf %132, %cst_0 : f32
      %134 = arith.addf %133, %cst : f32
      %135 = math.rsqrt %134 : f32
      %136 = vector.load %arg2[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %137 = vector.extract %136[0] : f32 from vector<4xf32>
      %138 = vector.extract %136[1] : f32 from vector<4xf32>
      %139 = vector.extract %136[2] : f32 from vector<4xf32>
      %140 = vector.extract %136[3] : f32 from vector<4xf32>
      %141 = vector.load %arg2[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %142 = vector.extract %141[0] : f32 from vector<4xf32>
      %143 = vector.extract %141[1] : f32 from vector<4xf32>
      %144 = vector.extract %141[2] : f32 from vector<4xf32>
      %145 = vector.extract %141[3] : f32 from vector<4xf32>
      %146 = vector.load %arg2[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %147 = vector.extract %146[0] : f32 from vector<4xf32>
      %148 = vector.extract %146[1] : f32 from vector<4xf32>
      %149 = vector.extract %146[2] : f32 from vector<4xf32>
      %150 = vector.extract %146[3] : f32 from vector<4xf32>
      %151 = vector.load %arg2[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %152 = vector.extract %151[0] : f32 from vector<4xf32>
      %153 = vector.extract %151[1] : f32 from vector<4xf32>
      %154 = vector.extract %151[2] : f32 from vector<4xf32>
      %155 = vector.extract %151[3] : f32 from vector<4xf32>
      %156 = vector.load %arg3[%0] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %157 = vector.extract %156[0] : f32 from vector<4xf32>
      %158 = vector.extract %156[1] : f32 from vector<4xf32>
      %159 = vector.extract %156[2] : f32 from vector<4xf32>
      %160 = vector.extract %156[3] : f32 from vector<4xf32>
      %161 = vector.load %arg3[%1] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %162 = vector.extract %161[0] : f32 from vector<4xf32>
      %163 = vector.extract %161[1] : f32 from vector<4xf32>
      %164 = vector.extract %161[2] : f32 from vector<4xf32>
      %165 = vector.extract %161[3] : f32 from vector<4xf32>
      %166 = vector.load %arg3[%2] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %167 = vector.extract %166[0] : f32 from vector<4xf32>
      %168 = vector.extract %166[1] : f32 from vector<4xf32>
      %169 = vector.extract %166[2] : f32 from vector<4xf32>
      %170 = vector.extract %166[3] : f32 from vector<4xf32>
      %171 = vector.load %arg3[%3] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
      %172 = vector.extract %171[0] : f32 from vector<4xf32>
      %173 = vector.extract %171[1] : f32 from vector<4xf32>
      %174 = vector.extract %171[2] : f32 from vector<4xf32>
      %175 = vector.extract %171[3] : f32 from vector<4xf32>
      %176 = arith.mulf %64, %135 : f32
      %177 = arith.mulf %176, %137 : f32
      %178 = arith.addf %177, %157 : f32
      %179 = arith.mulf %66, %135 : f32
      %180 = arith.mulf %179, %138 : f32
      %181 = arith.addf %180, %158 : f32
      %182 = arith.mulf %69, %135 : f32
      %183 = arith.mulf %182, %139 : f32
      %184 = arith.addf %183, %159 : f32
      %185 = arith.mulf %72, %135 : f32
      %186 = arith.mulf %185, %140 : f32
      %187 = arith.addf %186, %160 : f32
      %188 = arith.mulf %75, %135 : f32
      %189 = arith.mulf %188, %142 : f32
      %190 = arith.addf %189, %162 : f32
      %191 = arith.mulf %78, %135 : f32
      %192 = arith.mulf %191, %143 : f32
      %193 = arith.addf %192, %163 : f32
      %194 = arith.mulf %81, %135 : f32
      %195 = arith.mulf %194, %144 : f32
      %196 = arith.addf %195, %164 : f32
      %197 = arith.mulf %84, %135 : f32
      %198 = arith.mulf %197, %145 : f32
      %199 = arith.addf %198, %165 : f32
      %200 = arith.mulf %87, %135 : f32
      %201 = arith.mulf %200, %147 : f32
      %202 = arith.addf %201, %167 : f32
      %203 = arith.mulf %90, %135 : f32
      %204 = arith.mulf %203, %148 : f32
      %205 = arith.addf %204, %168 : f32
      %206 = arith.mulf %93, %135 : f32
      %207 = arith.mulf %206, %149 : f32
      %208 = arith.addf %207, %169 : f32
      %209 = arith.mulf %96, %135 : f32
      %210 = arith.mulf %209, %150 : f32
      %211 = arith.addf %210, %170 : f32
      %212 = arith.mulf %99, %135 : f32
      %213 = arith.mulf %212, %152 : f32
      %214 = arith.addf %213, %172 : f32
      %215 = arith.mulf %102, %135 : f32
      %216 = arith.mulf %215, %153 : f32
      %217 = arith.addf %216, %173 : f32
      %218 = arith.mulf %105, %135 : f32
      %219 = arith.mulf %218, %154 : f32
      %220 = arith.addf %219, %174 : f32
      %221 = arith.mulf %108, %135 : f32
      %222 = arith.mulf %221, %155 : f32
      %223 = arith.addf %222, %175 : f32
      %224 = vector.from_elements %178, %181, %184, %187 : vector<4xf32>
      vector.store %224, %arg4[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %225 = vector.from_elements %190, %193, %196, %199 : vector<4xf32>
      vector.store %225, %arg4[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %226 = vector.from_elements %202, %205, %208, %211 : vector<4xf32>
      vector.store %226, %arg4[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      %227 = vector.from_elements %214, %217, %220, %223 : vector<4xf32>
      vector.store %227, %arg4[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x4096xf32>, vector<4xf32>
      gpu.return
    }
  }
}

