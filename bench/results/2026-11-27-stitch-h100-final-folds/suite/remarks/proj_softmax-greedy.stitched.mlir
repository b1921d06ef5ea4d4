module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c64 = arith.constant 64 : index
    %c16384 = arith.constant 16384 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<16384xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] () : memref<16384xf32>
    %1 = gpu.launch_func async [%asyncToken_1] @step_stitched::@step_k0_packed_thread_thread blocks in (%c2, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%memref : memref<16384xf32>, %memref_0 : memref<16384xf32>) {kfusion.stitch_composition = "thread_thread"}
    %2 = gpu.launch_func async [%1] @step_stitched::@step_k1_block blocks in (%c16384, %c1, %c1) threads in (%c64, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %memref : memref<16384xf32>, %memref_0 : memref<16384xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    %3 = gpu.dealloc async [%2] %memref : memref<16384xf32>
    %4 = gpu.dealloc async [%3] %memref_0 : memref<16384xf32>
    gpu.wait [%4]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_packed_thread_thread(%arg0: memref<16384xf32>, %arg1: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %cst_0 = arith.constant dense<0xFF800000> : vector<4xf32>
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
        vector.store %cst_0, %arg0[%4] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%5] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%6] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
        vector.store %cst_0, %arg0[%7] {alignment = 16 : i64} : memref<16384xf32>, vector<4xf32>
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
    gpu.func @step_k1_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384xf32>, %arg4: memref<16384xf32>, %arg5: memref<16384x1024xf32>) workgroup(%arg6 : memref<144xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant -0.000000e+00 : f32
      %c64 = arith.constant 64 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %cst_0 = arith.constant 0.000000e+00 : f32
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
      %view = memref.view %arg6[%c16][] : memref<144xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      scf.for %arg7 = %thread_id_x to %c32 step %c64 {
        %162 = memref.load %arg0[%block_id_x, %arg7] : memref<16384x32xf32>
        memref.store %162, %view[%arg7] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %4:16 = scf.for %arg7 = %c0 to %c32 step %c1 iter_args(%arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %162 = memref.load %view[%arg7] : memref<32xf32, #gpu.address_space<workgroup>>
        %163 = vector.load %arg1[%arg7, %0] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %164 = vector.extract %163[0] : f32 from vector<4xf32>
        %165 = vector.extract %163[1] : f32 from vector<4xf32>
        %166 = vector.extract %163[2] : f32 from vector<4xf32>
        %167 = vector.extract %163[3] : f32 from vector<4xf32>
        %168 = vector.load %arg1[%arg7, %1] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %169 = vector.extract %168[0] : f32 from vector<4xf32>
        %170 = vector.extract %168[1] : f32 from vector<4xf32>
        %171 = vector.extract %168[2] : f32 from vector<4xf32>
        %172 = vector.extract %168[3] : f32 from vector<4xf32>
        %173 = vector.load %arg1[%arg7, %2] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %174 = vector.extract %173[0] : f32 from vector<4xf32>
        %175 = vector.extract %173[1] : f32 from vector<4xf32>
        %176 = vector.extract %173[2] : f32 from vector<4xf32>
        %177 = vector.extract %173[3] : f32 from vector<4xf32>
        %178 = vector.load %arg1[%arg7, %3] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %179 = vector.extract %178[0] : f32 from vector<4xf32>
        %180 = vector.extract %178[1] : f32 from vector<4xf32>
        %181 = vector.extract %178[2] : f32 from vector<4xf32>
        %182 = vector.extract %178[3] : f32 from vector<4xf32>
        %183 = arith.mulf %162, %164 : f32
        %184 = arith.addf %arg8, %183 : f32
        %185 = arith.mulf %162, %165 : f32
        %186 = arith.addf %arg9, %185 : f32
        %187 = arith.mulf %162, %166 : f32
        %188 = arith.addf %arg10, %187 : f32
        %189 = arith.mulf %162, %167 : f32
        %190 = arith.addf %arg11, %189 : f32
        %191 = arith.mulf %162, %169 : f32
        %192 = arith.addf %arg12, %191 : f32
        %193 = arith.mulf %162, %170 : f32
        %194 = arith.addf %arg13, %193 : f32
        %195 = arith.mulf %162, %171 : f32
        %196 = arith.addf %arg14, %195 : f32
        %197 = arith.mulf %162, %172 : f32
        %198 = arith.addf %arg15, %197 : f32
        %199 = arith.mulf %162, %174 : f32
        %200 = arith.addf %arg16, %199 : f32
        %201 = arith.mulf %162, %175 : f32
        %202 = arith.addf %arg17, %201 : f32
        %203 = arith.mulf %162, %176 : f32
        %204 = arith.addf %arg18, %203 : f32
        %205 = arith.mulf %162, %177 : f32
        %206 = arith.addf %arg19, %205 : f32
        %207 = arith.mulf %162, %179 : f32
        %208 = arith.addf %arg20, %207 : f32
        %209 = arith.mulf %162, %180 : f32
        %210 = arith.addf %arg21, %209 : f32
        %211 = arith.mulf %162, %181 : f32
        %212 = arith.addf %arg22, %211 : f32
        %213 = arith.mulf %162, %182 : f32
        %214 = arith.addf %arg23, %213 : f32
        scf.yield %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      %5 = arith.addf %4#0, %cst_0 : f32
      %6 = arith.addf %4#1, %cst_0 : f32
      %7 = arith.addf %4#2, %cst_0 : f32
      %8 = arith.addf %4#3, %cst_0 : f32
      %9 = arith.addf %4#4, %cst_0 : f32
      %10 = arith.addf %4#5, %cst_0 : f32
      %11 = arith.addf %4#6, %cst_0 : f32
      %12 = arith.addf %4#7, %cst_0 : f32
      %13 = arith.addf %4#8, %cst_0 : f32
      %14 = arith.addf %4#9, %cst_0 : f32
      %15 = arith.addf %4#10, %cst_0 : f32
      %16 = arith.addf %4#11, %cst_0 : f32
      %17 = arith.addf %4#12, %cst_0 : f32
      %18 = arith.addf %4#13, %cst_0 : f32
      %19 = arith.addf %4#14, %cst_0 : f32
      %20 = arith.addf %4#15, %cst_0 : f32
      %21 = vector.load %arg2[%0] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %22 = vector.extract %21[0] : f32 from vector<4xf32>
      %23 = vector.extract %21[1] : f32 from vector<4xf32>
      %24 = vector.extract %21[2] : f32 from vector<4xf32>
      %25 = vector.extract %21[3] : f32 from vector<4xf32>
      %26 = vector.load %arg2[%1] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %27 = vector.extract %26[0] : f32 from vector<4xf32>
      %28 = vector.extract %26[1] : f32 from vector<4xf32>
      %29 = vector.extract %26[2] : f32 from vector<4xf32>
      %30 = vector.extract %26[3] : f32 from vector<4xf32>
      %31 = vector.load %arg2[%2] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %32 = vector.extract %31[0] : f32 from vector<4xf32>
      %33 = vector.extract %31[1] : f32 from vector<4xf32>
      %34 = vector.extract %31[2] : f32 from vector<4xf32>
      %35 = vector.extract %31[3] : f32 from vector<4xf32>
      %36 = vector.load %arg2[%3] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
      %37 = vector.extract %36[0] : f32 from vector<4xf32>
      %38 = vector.extract %36[1] : f32 from vector<4xf32>
      %39 = vector.extract %36[2] : f32 from vector<4xf32>
      %40 = vector.extract %36[3] : f32 from vector<4xf32>
      %41 = arith.addf %5, %22 : f32
      %42 = arith.addf %6, %23 : f32
      %43 = arith.addf %7, %24 : f32
      %44 = arith.addf %8, %25 : f32
      %45 = arith.addf %9, %27 : f32
      %46 = arith.addf %10, %28 : f32
      %47 = arith.addf %11, %29 : f32
      %48 = arith.addf %12, %30 : f32
      %49 = arith.addf %13, %32 : f32
      %50 = arith.addf %14, %33 : f32
      %51 = arith.addf %15, %34 : f32
      %52 = arith.addf %16, %35 : f32
      %53 = arith.addf %17, %37 : f32
      %54 = arith.addf %18, %38 : f32
      %55 = arith.addf %19, %39 : f32
      %56 = arith.addf %20, %40 : f32
      %57 = arith.maximumf %42, %41 : f32
      %58 = arith.maximumf %43, %57 : f32
      %59 = arith.maximumf %44, %58 : f32
      %60 = arith.maximumf %45, %59 : f32
      %61 = arith.maximumf %46, %60 : f32
      %62 = arith.maximumf %47, %61 : f32
      %63 = arith.maximumf %48, %62 : f32
      %64 = arith.maximumf %49, %63 : f32
      %65 = arith.maximumf %50, %64 : f32
      %66 = arith.maximumf %51, %65 : f32
      %67 = arith.maximumf %52, %66 : f32
      %68 = arith.maximumf %53, %67 : f32
      %69 = arith.maximumf %54, %68 : f32
      %70 = arith.maximumf %55, %69 : f32
      %71 = arith.maximumf %56, %70 : f32
      %shuffleResult, %valid = gpu.shuffle  xor %71, %c16_i32, %c32_i32 : f32
      %72 = arith.maximumf %shuffleResult, %71 : f32
      %shuffleResult_1, %valid_2 = gpu.shuffle  xor %72, %c8_i32, %c32_i32 : f32
      %73 = arith.maximumf %shuffleResult_1, %72 : f32
      %shuffleResult_3, %valid_4 = gpu.shuffle  xor %73, %c4_i32, %c32_i32 : f32
      %74 = arith.maximumf %shuffleResult_3, %73 : f32
      %shuffleResult_5, %valid_6 = gpu.shuffle  xor %74, %c2_i32, %c32_i32 : f32
      %75 = arith.maximumf %shuffleResult_5, %74 : f32
      %shuffleResult_7, %valid_8 = gpu.shuffle  xor %75, %c1_i32, %c32_i32 : f32
      %76 = arith.maximumf %shuffleResult_7, %75 : f32
      %view_9 = memref.view %arg6[%c0][] : memref<144xi8, #gpu.address_space<workgroup>> to memref<2xf32, #gpu.address_space<workgroup>>
      %77 = arith.divui %thread_id_x, %c32 : index
      %78 = arith.remui %thread_id_x, %c32 : index
      %79 = arith.cmpi eq, %78, %c0 : index
      scf.if %79 {
        memref.store %76, %view_9[%77] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %80 = memref.load %view_9[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
      %81 = memref.load %view_9[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
      %82 = arith.maximumf %81, %80 : f32
      gpu.barrier
      %83 = memref.load %arg3[%block_id_x] : memref<16384xf32>
      %84 = arith.maximumf %82, %83 : f32
      %85 = arith.subf %41, %84 : f32
      %86 = math.exp %85 : f32
      %87 = arith.subf %42, %84 : f32
      %88 = math.exp %87 : f32
      %89 = arith.subf %43, %84 : f32
      %90 = math.exp %89 : f32
      %91 = arith.subf %44, %84 : f32
      %92 = math.exp %91 : f32
      %93 = arith.subf %45, %84 : f32
      %94 = math.exp %93 : f32
      %95 = arith.subf %46, %84 : f32
      %96 = math.exp %95 : f32
      %97 = arith.subf %47, %84 : f32
      %98 = math.exp %97 : f32
      %99 = arith.subf %48, %84 : f32
      %100 = math.exp %99 : f32
      %101 = arith.subf %49, %84 : f32
      %102 = math.exp %101 : f32
      %103 = arith.subf %50, %84 : f32
      %104 = math.exp %103 : f32
      %105 = arith.subf %51, %84 : f32
      %106 = math.exp %105 : f32
      %107 = arith.subf %52, %84 : f32
      %108 = math.exp %107 : f32
      %109 = arith.subf %53, %84 : f32
      %110 = math.exp %109 : f32
      %111 = arith.subf %54, %84 : f32
      %112 = math.exp %111 : f32
      %113 = arith.subf %55, %84 : f32
      %114 = math.exp %113 : f32
      %115 = arith.subf %56, %84 : f32
      %116 = math.exp %115 : f32
      %117 = arith.addf %88, %86 : f32
      %118 = arith.addf %90, %117 : f32
      %119 = arith.addf %92, %118 : f32
      %120 = arith.addf %94, %119 : f32
      %121 = arith.addf %96, %120 : f32
      %122 = arith.addf %98, %121 : f32
      %123 = arith.addf %100, %122 : f32
      %124 = arith.addf %102, %123 : f32
      %125 = arith.addf %104, %124 : f32
      %126 = arith.addf %106, %125 : f32
      %127 = arith.addf %108, %126 : f32
      %128 = arith.addf %110, %127 : f32
      %129 = arith.addf %112, %128 : f32
      %130 = arith.addf %114, %129 : f32
      %131 = arith.addf %116, %130 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %131, %c16_i32, %c32_i32 : f32
      %132 = arith.addf %shuffleResult_10, %131 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %132, %c8_i32, %c32_i32 : f32
      %133 = arith.addf %shuffleResult_12, %132 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %133, %c4_i32, %c32_i32 : f32
      %134 = arith.addf %shuffleResult_14, %133 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %134, %c2_i32, %c32_i32 : f32
      %135 = arith.addf %shuffleResult_16, %134 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %135, %c1_i32, %c32_i32 : f32
      %136 = arith.addf %shuffleResult_18, %135 : f32
      scf.if %79 {
        memref.store %136, %view_9[%77] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %137 = memref.load %view_9[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
      %138 = memref.load %view_9[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
      %139 = arith.addf %138, %137 : f32
      gpu.barrier
      %140 = memref.load %arg4[%block_id_x] : memref<16384xf32>
      %141 = arith.addf %139, %140 : f32
      %142 = arith.divf %86, %141 : f32
      %143 = arith.divf %88, %141 : f32
      %144 = arith.divf %90, %141 : f32
      %145 = arith.divf %92, %141 : f32
      %146 = arith.divf %94, %141 : f32
      %147 = arith.divf %96, %141 : f32
      %148 = arith.divf %98, %141 : f32
      %149 = arith.divf %100, %141 : f32
      %150 = arith.divf %102, %141 : f32
      %151 = arith.divf %104, %141 : f32
      %152 = arith.divf %106, %141 : f32
      %153 = arith.divf %108, %141 : f32
      %154 = arith.divf %110, %141 : f32
      %155 = arith.divf %112, %141 : f32
      %156 = arith.divf %114, %141 : f32
      %157 = arith.divf %116, %141 : f32
      %158 = vector.from_elements %142, %143, %144, %145 : vector<4xf32>
      vector.store %158, %arg5[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %159 = vector.from_elements %146, %147, %148, %149 : vector<4xf32>
      vector.store %159, %arg5[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %160 = vector.from_elements %150, %151, %152, %153 : vector<4xf32>
      vector.store %160, %arg5[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %161 = vector.from_elements %154, %155, %156, %157 : vector<4xf32>
      vector.store %161, %arg5[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

