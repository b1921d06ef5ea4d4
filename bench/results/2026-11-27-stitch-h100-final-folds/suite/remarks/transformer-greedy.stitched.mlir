module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<1024xf32>, %arg4: memref<64x512x512xf32>, %arg5: memref<512x512xf32>, %arg6: memref<16384x1024xf32>, %arg7: memref<64x512x512xf32>) {
    %c4096 = arith.constant 4096 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %c16384 = arith.constant 16384 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %2 = gpu.launch_func async [%1] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c64, %c1, %c1)  args(%arg0 : memref<16384x1024xf32>, %arg1 : memref<16384x1024xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<1024xf32>, %arg6 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    %memref_2, %asyncToken_3 = gpu.alloc async [%2] () : memref<64x512xf32>
    %memref_4, %asyncToken_5 = gpu.alloc async [%asyncToken_3] () : memref<64x512xf32>
    %3 = gpu.launch_func async [%asyncToken_5] @step_stitched::@step_k2_packed_thread_thread blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref_2 : memref<64x512xf32>, %memref_4 : memref<64x512xf32>) {kfusion.stitch_composition = "thread_thread"}
    %4 = gpu.launch_func async [%3] @step_stitched::@step_k3_warp blocks in (%c4096, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg4 : memref<64x512x512xf32>, %arg5 : memref<512x512xf32>, %memref_2 : memref<64x512xf32>, %memref_4 : memref<64x512xf32>, %arg7 : memref<64x512x512xf32>) {kfusion.stitch_composition = "warp"}
    %5 = gpu.dealloc async [%4] %memref : memref<16384xf32>
    %6 = gpu.dealloc async [%5] %memref_0 : memref<16384xf32>
    %7 = gpu.dealloc async [%6] %memref_2 : memref<64x512xf32>
    %8 = gpu.dealloc async [%7] %memref_4 : memref<64x512xf32>
    gpu.wait [%8]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %c12288 = arith.constant 12288 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c1 : index
      scf.if %0 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c4096 : index
        %6 = arith.addi %4, %c8192 : index
        %7 = arith.addi %4, %c12288 : index
        vector.store %cst, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c2 : index
      %2 = arith.cmpi uge, %block_id_x, %c1 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.muli %thread_id_x, %c4 : index
        %5 = arith.addi %4, %c4096 : index
        %6 = arith.addi %4, %c8192 : index
        %7 = arith.addi %4, %c12288 : index
        vector.store %cst, %arg1[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst, %arg1[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k1_block(%arg0: memref<16384x1024xf32>, %arg1: memref<16384x1024xf32>, %arg2: memref<16384xf32>, %arg3: memref<16384xf32>, %arg4: memref<1024xf32>, %arg5: memref<1024xf32>, %arg6: memref<16384x1024xf32>) workgroup(%arg7 : memref<16xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %cst = arith.constant 9.99999974E-6 : f32
      %cst_0 = arith.constant 1.024000e+03 : f32
      %c32 = arith.constant 32 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c768 = arith.constant 768 : index
      %c512 = arith.constant 512 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c4 : index
      %1 = arith.addi %0, %c256 : index
      %2 = arith.addi %0, %c512 : index
      %3 = arith.addi %0, %c768 : index
      %4 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %5 = vector.extract %4[0] : f32 from vector<4xf32>
      %6 = vector.extract %4[1] : f32 from vector<4xf32>
      %7 = vector.extract %4[2] : f32 from vector<4xf32>
      %8 = vector.extract %4[3] : f32 from vector<4xf32>
      %9 = vector.load %arg0[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14 = vector.load %arg0[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %15 = vector.extract %14[0] : f32 from vector<4xf32>
      %16 = vector.extract %14[1] : f32 from vector<4xf32>
      %17 = vector.extract %14[2] : f32 from vector<4xf32>
      %18 = vector.extract %14[3] : f32 from vector<4xf32>
      %19 = vector.load %arg0[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %20 = vector.extract %19[0] : f32 from vector<4xf32>
      %21 = vector.extract %19[1] : f32 from vector<4xf32>
      %22 = vector.extract %19[2] : f32 from vector<4xf32>
      %23 = vector.extract %19[3] : f32 from vector<4xf32>
      %24 = vector.load %arg1[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %25 = vector.extract %24[0] : f32 from vector<4xf32>
      %26 = vector.extract %24[1] : f32 from vector<4xf32>
      %27 = vector.extract %24[2] : f32 from vector<4xf32>
      %28 = vector.extract %24[3] : f32 from vector<4xf32>
      %29 = vector.load %arg1[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %30 = vector.extract %29[0] : f32 from vector<4xf32>
      %31 = vector.extract %29[1] : f32 from vector<4xf32>
      %32 = vector.extract %29[2] : f32 from vector<4xf32>
      %33 = vector.extract %29[3] : f32 from vector<4xf32>
      %34 = vector.load %arg1[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %35 = vector.extract %34[0] : f32 from vector<4xf32>
      %36 = vector.extract %34[1] : f32 from vector<4xf32>
      %37 = vector.extract %34[2] : f32 from vector<4xf32>
      %38 = vector.extract %34[3] : f32 from vector<4xf32>
      %39 = vector.load %arg1[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %40 = vector.extract %39[0] : f32 from vector<4xf32>
      %41 = vector.extract %39[1] : f32 from vector<4xf32>
      %42 = vector.extract %39[2] : f32 from vector<4xf32>
      %43 = vector.extract %39[3] : f32 from vector<4xf32>
      %44 = arith.addf %5, %25 : f32
      %45 = arith.addf %6, %26 : f32
      %46 = arith.addf %7, %27 : f32
      %47 = arith.addf %8, %28 : f32
      %48 = arith.addf %10, %30 : f32
      %49 = arith.addf %11, %31 : f32
      %50 = arith.addf %12, %32 : f32
      %51 = arith.addf %13, %33 : f32
      %52 = arith.addf %15, %35 : f32
      %53 = arith.addf %16, %36 : f32
      %54 = arith.addf %17, %37 : f32
      %55 = arith.addf %18, %38 : f32
      %56 = arith.addf %20, %40 : f32
      %57 = arith.addf %21, %41 : f32
      %58 = arith.addf %22, %42 : f32
      %59 = arith.addf %23, %43 : f32
      %60 = arith.addf %45, %44 : f32
      %61 = arith.addf %46, %60 : f32
      %62 = arith.addf %47, %61 : f32
      %63 = arith.addf %48, %62 : f32
      %64 = arith.addf %49, %63 : f32
      %65 = arith.addf %50, %64 : f32
      %66 = arith.addf %51, %65 : f32
      %67 = arith.addf %52, %66 : f32
      %68 = arith.addf %53, %67 : f32
      %69 = arith.addf %54, %68 : f32
      %70 = arith.addf %55, %69 : f32
      %71 = arith.addf %56, %70 : f32
      %72 = arith.addf %57, %71 : f32
      %73 = arith.addf %58, %72 : f32
      %74 = arith.addf %59, %73 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %74, %c16_i32, %c32_i32 : f32
      %75 = arith.addf %shuffleResult, %74 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %75, %c8_i32, %c32_i32 : f32
      %76 = arith.addf %shuffleResult_1, %75 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %76, %c4_i32, %c32_i32 : f32
      %77 = arith.addf %shuffleResult_3, %76 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %77, %c2_i32, %c32_i32 : f32
      %78 = arith.addf %shuffleResult_5, %77 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %78, %c1_i32, %c32_i32 : f32
      %79 = arith.addf %shuffleResult_7, %78 : f32
      %view = memref.view %arg7[%c0][] : memref<16xi8, #gpu.address_space<workgroup>> to memref<2xf32, #gpu.address_space<workgroup>>
      %80 = arith.divui %thread_id_x, %c32 : index
      %81 = arith.remui %thread_id_x, %c32 : index
      %82 = arith.cmpi eq, %81, %c0 : index
      scf.if %82 {
        memref.store %79, %view[%80] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %83 = memref.load %view[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
      %84 = memref.load %view[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
      %85 = arith.addf %84, %83 : f32
      gpu.barrier
      %86 = memref.load %arg2[%block_id_x] : memref<16384xf32>
      %87 = arith.addf %85, %86 : f32
      %88 = arith.divf %87, %cst_0 : f32
      %89 = arith.subf %44, %88 : f32
      %90 = arith.mulf %89, %89 : f32
      %91 = arith.subf %45, %88 : f32
      %92 = arith.mulf %91, %91 : f32
      %93 = arith.addf %92, %90 : f32
      %94 = arith.subf %46, %88 : f32
      %95 = arith.mulf %94, %94 : f32
      %96 = arith.addf %95, %93 : f32
      %97 = arith.subf %47, %88 : f32
      %98 = arith.mulf %97, %97 : f32
      %99 = arith.addf %98, %96 : f32
      %100 = arith.subf %48, %88 : f32
      %101 = arith.mulf %100, %100 : f32
      %102 = arith.addf %101, %99 : f32
      %103 = arith.subf %49, %88 : f32
      %104 = arith.mulf %103, %103 : f32
      %105 = arith.addf %104, %102 : f32
      %106 = arith.subf %50, %88 : f32
      %107 = arith.mulf %106, %106 : f32
      %108 = arith.addf %107, %105 : f32
      %109 = arith.subf %51, %88 : f32
      %110 = arith.mulf %109, %109 : f32
      %111 = arith.addf %110, %108 : f32
      %112 = arith.subf %52, %88 : f32
      %113 = arith.mulf %112, %112 : f32
      %114 = arith.addf %113, %111 : f32
      %115 = arith.subf %53, %88 : f32
      %116 = arith.mulf %115, %115 : f32
      %117 = arith.addf %116, %114 : f32
      %118 = arith.subf %54, %88 : f32
      %119 = arith.mulf %118, %118 : f32
      %120 = arith.addf %119, %117 : f32
      %121 = arith.subf %55, %88 : f32
      %122 = arith.mulf %121, %121 : f32
      %123 = arith.addf %122, %120 : f32
      %124 = arith.subf %56, %88 : f32
      %125 = arith.mulf %124, %124 : f32
      %126 = arith.addf %125, %123 : f32
      %127 = arith.subf %57, %88 : f32
      %128 = arith.mulf %127, %127 : f32
      %129 = arith.addf %128, %126 : f32
      %130 = arith.subf %58, %88 : f32
      %131 = arith.mulf %130, %130 : f32
      %132 = arith.addf %131, %129 : f32
      %133 = arith.subf %59, %88 : f32
      %134 = arith.mulf %133, %133 : f32
      %135 = arith.addf %134, %132 : f32
      %shuffleResult_9, %valid_10 = gpu.shuffle  xor %135, %c16_i32, %c32_i32 : f32
      %136 = arith.addf %shuffleResult_9, %135 : f32
      %shuffleResult_11, %valid_12 = gpu.shuffle  xor %136, %c8_i32, %c32_i32 : f32
      %137 = arith.addf %shuffleResult_11, %136 : f32
      %shuffleResult_13, %valid_14 = gpu.shuffle  xor %137, %c4_i32, %c32_i32 : f32
      %138 = arith.addf %shuffleResult_13, %137 : f32
      %shuffleResult_15, %valid_16 = gpu.shuffle  xor %138, %c2_i32, %c32_i32 : f32
      %139 = arith.addf %shuffleResult_15, %138 : f32
      %shuffleResult_17, %valid_18 = gpu.shuffle  xor %139, %c1_i32, %c32_i32 : f32
      %140 = arith.addf %shuffleResult_17, %139 : f32
      scf.if %82 {
        memref.store %140, %view[%80] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %141 = memref.load %view[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
      %142 = memref.load %view[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
      %143 = arith.addf %142, %141 : f32
      gpu.barrier
      %144 = memref.load %arg3[%block_id_x] : memref<16384xf32>
      %145 = arith.addf %143, %144 : f32
      %146 = arith.divf %145, %cst_0 : f32
      %147 = arith.addf %146, %cst : f32
      %148 = math.rsqrt %147 : f32
      %149 = vector.load %arg4[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %150 = vector.extract %149[0] : f32 from vector<4xf32>
      %151 = vector.extract %149[1] : f32 from vector<4xf32>
      %152 = vector.extract %149[2] : f32 from vector<4xf32>
      %153 = vector.extract %149[3] : f32 from vector<4xf32>
      %154 = vector.load %arg4[%1] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %155 = vector.extract %154[0] : f32 from vector<4xf32>
      %156 = vector.extract %154[1] : f32 from vector<4xf32>
      %157 = vector.extract %154[2] : f32 from vector<4xf32>
      %158 = vector.extract %154[3] : f32 from vector<4xf32>
      %159 = vector.load %arg4[%2] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %160 = vector.extract %159[0] : f32 from vector<4xf32>
      %161 = vector.extract %159[1] : f32 from vector<4xf32>
      %162 = vector.extract %159[2] : f32 from vector<4xf32>
      %163 = vector.extract %159[3] : f32 from vector<4xf32>
      %164 = vector.load %arg4[%3] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %165 = vector.extract %164[0] : f32 from vector<4xf32>
      %166 = vector.extract %164[1] : f32 from vector<4xf32>
      %167 = vector.extract %164[2] : f32 from vector<4xf32>
      %168 = vector.extract %164[3] : f32 from vector<4xf32>
      %169 = vector.load %arg5[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %170 = vector.extract %169[0] : f32 from vector<4xf32>
      %171 = vector.extract %169[1] : f32 from vector<4xf32>
      %172 = vector.extract %169[2] : f32 from vector<4xf32>
      %173 = vector.extract %169[3] : f32 from vector<4xf32>
      %174 = vector.load %arg5[%1] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %175 = vector.extract %174[0] : f32 from vector<4xf32>
      %176 = vector.extract %174[1] : f32 from vector<4xf32>
      %177 = vector.extract %174[2] : f32 from vector<4xf32>
      %178 = vector.extract %174[3] : f32 from vector<4xf32>
      %179 = vector.load %arg5[%2] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %180 = vector.extract %179[0] : f32 from vector<4xf32>
      %181 = vector.extract %179[1] : f32 from vector<4xf32>
      %182 = vector.extract %179[2] : f32 from vector<4xf32>
      %183 = vector.extract %179[3] : f32 from vector<4xf32>
      %184 = vector.load %arg5[%3] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %185 = vector.extract %184[0] : f32 from vector<4xf32>
      %186 = vector.extract %184[1] : f32 from vector<4xf32>
      %187 = vector.extract %184[2] : f32 from vector<4xf32>
      %188 = vector.extract %184[3] : f32 from vector<4xf32>
      %189 = arith.mulf %89, %148 : f32
      %190 = arith.mulf %189, %150 : f32
      %191 = arith.addf %190, %170 : f32
      %192 = arith.mulf %91, %148 : f32
      %193 = arith.mulf %192, %151 : f32
      %194 = arith.addf %193, %171 : f32
      %195 = arith.mulf %94, %148 : f32
      %196 = arith.mulf %195, %152 : f32
      %197 = arith.addf %196, %172 : f32
      %198 = arith.mulf %97, %148 : f32
      %199 = arith.mulf %198, %153 : f32
      %200 = arith.addf %199, %173 : f32
      %201 = arith.mulf %100, %148 : f32
      %202 = arith.mulf %201, %155 : f32
      %203 = arith.addf %202, %175 : f32
      %204 = arith.mulf %103, %148 : f32
      %205 = arith.mulf %204, %156 : f32
      %206 = arith.addf %205, %176 : f32
      %207 = arith.mulf %106, %148 : f32
      %208 = arith.mulf %207, %157 : f32
      %209 = arith.addf %208, %177 : f32
      %210 = arith.mulf %109, %148 : f32
      %211 = arith.mulf %210, %158 : f32
      %212 = arith.addf %211, %178 : f32
      %213 = arith.mulf %112, %148 : f32
      %214 = arith.mulf %213, %160 : f32
      %215 = arith.addf %214, %180 : f32
      %216 = arith.mulf %115, %148 : f32
      %217 = arith.mulf %216, %161 : f32
      %218 = arith.addf %217, %181 : f32
      %219 = arith.mulf %118, %148 : f32
      %220 = arith.mulf %219, %162 : f32
      %221 = arith.addf %220, %182 : f32
      %222 = arith.mulf %121, %148 : f32
      %223 = arith.mulf %222, %163 : f32
      %224 = arith.addf %223, %183 : f32
      %225 = arith.mulf %124, %148 : f32
      %226 = arith.mulf %225, %165 : f32
      %227 = arith.addf %226, %185 : f32
      %228 = arith.mulf %127, %148 : f32
      %229 = arith.mulf %228, %166 : f32
      %230 = arith.addf %229, %186 : f32
      %231 = arith.mulf %130, %148 : f32
      %232 = arith.mulf %231, %167 : f32
      %233 = arith.addf %232, %187 : f32
      %234 = arith.mulf %133, %148 : f32
      %235 = arith.mulf %234, %168 : f32
      %236 = arith.addf %235, %188 : f32
      %237 = vector.from_elements %191, %194, %197, %200 : vector<4xf32>
      vector.store %237, %arg6[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %238 = vector.from_elements %203, %206, %209, %212 : vector<4xf32>
      vector.store %238, %arg6[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %239 = vector.from_elements %215, %218, %221, %224 : vector<4xf32>
      vector.store %239, %arg6[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %240 = vector.from_elements %227, %230, %233, %236 : vector<4xf32>
      vector.store %240, %arg6[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @step_k2_packed_thread_thread(%arg0: memref<64x512xf32>, %arg1: memref<64x512xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %cst_0 = arith.constant dense<0xFF800000> : vector<4xf32>
      %c64 = arith.constant 64 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.cmpi ult, %block_id_x, %c32 : index
      scf.if %0 {
        %4 = arith.remui %thread_id_x, %c128 : index
        %5 = arith.divui %thread_id_x, %c128 : index
        %6 = arith.muli %4, %c4 : index
        %7 = arith.muli %block_id_x, %c2 : index
        %8 = arith.addi %7, %5 : index
        vector.store %cst_0, %arg0[%8, %6] {alignment = 16 : i64} : memref<64x512xf32>, vector<4xf32>
      }
      %1 = arith.cmpi ult, %block_id_x, %c64 : index
      %2 = arith.cmpi uge, %block_id_x, %c32 : index
      %3 = arith.andi %2, %1 : i1
      scf.if %3 {
        %4 = arith.subi %block_id_x, %c32 : index
        %5 = arith.remui %thread_id_x, %c128 : index
        %6 = arith.divui %thread_id_x, %c128 : index
        %7 = arith.muli %5, %c4 : index
        %8 = arith.muli %4, %c2 : index
        %9 = arith.addi %8, %6 : index
        vector.store %cst, %arg1[%9, %7] {alignment = 16 : i64} : memref<64x512xf32>, vector<4xf32>
      }
      gpu.return
    }
    gpu.func @step_k3_warp(%arg0: memref<64x512x512xf32>, %arg1: memref<512x512xf32>, %arg2: memref<64x512xf32>, %arg3: memref<64x512xf32>, %arg4: memref<64x512x512xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 1.250000e-01 : f32
      %c512 = arith.constant 512 : index
      %c8 = arith.constant 8 : index
      %c384 = arith.constant 384 : index
      %c256 = arith.constant 256 : index
      %c128 = arith.constant 128 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.remui %thread_id_x, %c32 : index
      %1 = arith.divui %thread_id_x, %c32 : index
      %2 = arith.muli %0, %c4 : index
      %3 = arith.addi %2, %c128 : index
      %4 = arith.addi %2, %c256 : index
      %5 = arith.addi %2, %c384 : index
      %6 = arith.muli %block_id_x, %c8 : index
      %7 = arith.addi %6, %1 : index
      %8 = arith.remui %7, %c512 : index
      %9 = arith.divui %7, %c512 : index
      %10 = vector.load %arg0[%9, %8, %2] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %11 = vector.extract %10[0] : f32 from vector<4xf32>
      %12 = vector.extract %10[1] : f32 from vector<4xf32>
      %13 = vector.extract %10[2] : f32 from vector<4xf32>
      %14 = vector.extract %10[3] : f32 from vector<4xf32>
      %15 = vector.load %arg0[%9, %8, %3] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %16 = vector.extract %15[0] : f32 from vector<4xf32>
      %17 = vector.extract %15[1] : f32 from vector<4xf32>
      %18 = vector.extract %15[2] : f32 from vector<4xf32>
      %19 = vector.extract %15[3] : f32 from vector<4xf32>
      %20 = vector.load %arg0[%9, %8, %4] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %21 = vector.extract %20[0] : f32 from vector<4xf32>
      %22 = vector.extract %20[1] : f32 from vector<4xf32>
      %23 = vector.extract %20[2] : f32 from vector<4xf32>
      %24 = vector.extract %20[3] : f32 from vector<4xf32>
      %25 = vector.load %arg0[%9, %8, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %26 = vector.extract %25[0] : f32 from vector<4xf32>
      %27 = vector.extract %25[1] : f32 from vector<4xf32>
      %28 = vector.extract %25[2] : f32 from vector<4xf32>
      %29 = vector.extract %25[3] : f32 from vector<4xf32>
      %30 = vector.load %arg1[%8, %2] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %31 = vector.extract %30[0] : f32 from vector<4xf32>
      %32 = vector.extract %30[1] : f32 from vector<4xf32>
      %33 = vector.extract %30[2] : f32 from vector<4xf32>
      %34 = vector.extract %30[3] : f32 from vector<4xf32>
      %35 = vector.load %arg1[%8, %3] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %36 = vector.extract %35[0] : f32 from vector<4xf32>
      %37 = vector.extract %35[1] : f32 from vector<4xf32>
      %38 = vector.extract %35[2] : f32 from vector<4xf32>
      %39 = vector.extract %35[3] : f32 from vector<4xf32>
      %40 = vector.load %arg1[%8, %4] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %41 = vector.extract %40[0] : f32 from vector<4xf32>
      %42 = vector.extract %40[1] : f32 from vector<4xf32>
      %43 = vector.extract %40[2] : f32 from vector<4xf32>
      %44 = vector.extract %40[3] : f32 from vector<4xf32>
      %45 = vector.load %arg1[%8, %5] {alignment = 16 : i64} : memref<512x512xf32>, vector<4xf32>
      %46 = vector.extract %45[0] : f32 from vector<4xf32>
      %47 = vector.extract %45[1] : f32 from vector<4xf32>
      %48 = vector.extract %45[2] : f32 from vector<4xf32>
      %49 = vector.extract %45[3] : f32 from vector<4xf32>
      %50 = arith.mulf %11, %cst : f32
      %51 = arith.addf %50, %31 : f32
      %52 = arith.mulf %12, %cst : f32
      %53 = arith.addf %52, %32 : f32
      %54 = arith.mulf %13, %cst : f32
      %55 = arith.addf %54, %33 : f32
      %56 = arith.mulf %14, %cst : f32
      %57 = arith.addf %56, %34 : f32
      %58 = arith.mulf %16, %cst : f32
      %59 = arith.addf %58, %36 : f32
      %60 = arith.mulf %17, %cst : f32
      %61 = arith.addf %60, %37 : f32
      %62 = arith.mulf %18, %cst : f32
      %63 = arith.addf %62, %38 : f32
      %64 = arith.mulf %19, %cst : f32
      %65 = arith.addf %64, %39 : f32
      %66 = arith.mulf %21, %cst : f32
      %67 = arith.addf %66, %41 : f32
      %68 = arith.mulf %22, %cst : f32
      %69 = arith.addf %68, %42 : f32
      %70 = arith.mulf %23, %cst : f32
      %71 = arith.addf %70, %43 : f32
      %72 = arith.mulf %24, %cst : f32
      %73 = arith.addf %72, %44 : f32
      %74 = arith.mulf %26, %cst : f32
      %75 = arith.addf %74, %46 : f32
      %76 = arith.mulf %27, %cst : f32
      %77 = arith.addf %76, %47 : f32
      %78 = arith.mulf %28, %cst : f32
      %79 = arith.addf %78, %48 : f32
      %80 = arith.mulf %29, %cst : f32
      %81 = arith.addf %80, %49 : f32
      %82 = arith.maximumf %53, %51 : f32
      %83 = arith.maximumf %55, %82 : f32
      %84 = arith.maximumf %57, %83 : f32
      %85 = arith.maximumf %59, %84 : f32
      %86 = arith.maximumf %61, %85 : f32
      %87 = arith.maximumf %63, %86 : f32
      %88 = arith.maximumf %65, %87 : f32
      %89 = arith.maximumf %67, %88 : f32
      %90 = arith.maximumf %69, %89 : f32
      %91 = arith.maximumf %71, %90 : f32
      %92 = arith.maximumf %73, %91 : f32
      %93 = arith.maximumf %75, %92 : f32
      %94 = arith.maximumf %77, %93 : f32
      %95 = arith.maximumf %79, %94 : f32
      %96 = arith.maximumf %81, %95 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %96, %c16_i32, %c32_i32 : f32
      %97 = arith.maximumf %shuffleResult, %96 : f32
      %shuffleResult_0, %valid_1 = gpu.shuffle  xor %97, %c8_i32, %c32_i32 : f32
      %98 = arith.maximumf %shuffleResult_0, %97 : f32
      %shuffleResult_2, %valid_3 = gpu.shuffle  xor %98, %c4_i32, %c32_i32 : f32
      %99 = arith.maximumf %shuffleResult_2, %98 : f32
      %shuffleResult_4, %valid_5 = gpu.shuffle  xor %99, %c2_i32, %c32_i32 : f32
      %100 = arith.maximumf %shuffleResult_4, %99 : f32
      %shuffleResult_6, %valid_7 = gpu.shuffle  xor %100, %c1_i32, %c32_i32 : f32
      %101 = arith.maximumf %shuffleResult_6, %100 : f32
      %102 = memref.load %arg2[%9, %8] : memref<64x512xf32>
      %103 = arith.maximumf %101, %102 : f32
      %104 = arith.subf %51, %103 : f32
      %105 = math.exp %104 : f32
      %106 = arith.subf %53, %103 : f32
      %107 = math.exp %106 : f32
      %108 = arith.subf %55, %103 : f32
      %109 = math.exp %108 : f32
      %110 = arith.subf %57, %103 : f32
      %111 = math.exp %110 : f32
      %112 = arith.subf %59, %103 : f32
      %113 = math.exp %112 : f32
      %114 = arith.subf %61, %103 : f32
      %115 = math.exp %114 : f32
      %116 = arith.subf %63, %103 : f32
      %117 = math.exp %116 : f32
      %118 = arith.subf %65, %103 : f32
      %119 = math.exp %118 : f32
      %120 = arith.subf %67, %103 : f32
      %121 = math.exp %120 : f32
      %122 = arith.subf %69, %103 : f32
      %123 = math.exp %122 : f32
      %124 = arith.subf %71, %103 : f32
      %125 = math.exp %124 : f32
      %126 = arith.subf %73, %103 : f32
      %127 = math.exp %126 : f32
      %128 = arith.subf %75, %103 : f32
      %129 = math.exp %128 : f32
      %130 = arith.subf %77, %103 : f32
      %131 = math.exp %130 : f32
      %132 = arith.subf %79, %103 : f32
      %133 = math.exp %132 : f32
      %134 = arith.subf %81, %103 : f32
      %135 = math.exp %134 : f32
      %136 = arith.addf %107, %105 : f32
      %137 = arith.addf %109, %136 : f32
      %138 = arith.addf %111, %137 : f32
      %139 = arith.addf %113, %138 : f32
      %140 = arith.addf %115, %139 : f32
      %141 = arith.addf %117, %140 : f32
      %142 = arith.addf %119, %141 : f32
      %143 = arith.addf %121, %142 : f32
      %144 = arith.addf %123, %143 : f32
      %145 = arith.addf %125, %144 : f32
      %146 = arith.addf %127, %145 : f32
      %147 = arith.addf %129, %146 : f32
      %148 = arith.addf %131, %147 : f32
      %149 = arith.addf %133, %148 : f32
      %150 = arith.addf %135, %149 : f32
      %shuffleResult_8, %valid_9 = gpu.shuffle  xor %150, %c16_i32, %c32_i32 : f32
      %151 = arith.addf %shuffleResult_8, %150 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %151, %c8_i32, %c32_i32 : f32
      %152 = arith.addf %shuffleResult_10, %151 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %152, %c4_i32, %c32_i32 : f32
      %153 = arith.addf %shuffleResult_12, %152 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %153, %c2_i32, %c32_i32 : f32
      %154 = arith.addf %shuffleResult_14, %153 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %154, %c1_i32, %c32_i32 : f32
      %155 = arith.addf %shuffleResult_16, %154 : f32
      %156 = memref.load %arg3[%9, %8] : memref<64x512xf32>
      %157 = arith.addf %155, %156 : f32
      %158 = arith.divf %105, %157 : f32
      %159 = arith.divf %107, %157 : f32
      %160 = arith.divf %109, %157 : f32
      %161 = arith.divf %111, %157 : f32
      %162 = arith.divf %113, %157 : f32
      %163 = arith.divf %115, %157 : f32
      %164 = arith.divf %117, %157 : f32
      %165 = arith.divf %119, %157 : f32
      %166 = arith.divf %121, %157 : f32
      %167 = arith.divf %123, %157 : f32
      %168 = arith.divf %125, %157 : f32
      %169 = arith.divf %127, %157 : f32
      %170 = arith.divf %129, %157 : f32
      %171 = arith.divf %131, %157 : f32
      %172 = arith.divf %133, %157 : f32
      %173 = arith.divf %135, %157 : f32
      %174 = vector.from_elements %158, %159, %160, %161 : vector<4xf32>
      vector.store %174, %arg4[%9, %8, %2] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %175 = vector.from_elements %162, %163, %164, %165 : vector<4xf32>
      vector.store %175, %arg4[%9, %8, %3] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %176 = vector.from_elements %166, %167, %168, %169 : vector<4xf32>
      vector.store %176, %arg4[%9, %8, %4] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      %177 = vector.from_elements %170, %171, %172, %173 : vector<4xf32>
      vector.store %177, %arg4[%9, %8, %5] {alignment = 16 : i64} : memref<64x512x512xf32>, vector<4xf32>
      gpu.return
    }
  }
}

