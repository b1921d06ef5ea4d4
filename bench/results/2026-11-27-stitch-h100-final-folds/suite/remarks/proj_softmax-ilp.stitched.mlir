module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_block blocks in (%c16384, %c1, %c1) threads in (%c64, %c1, %c1)  args(%arg0 : memref<16384x32xf32>, %arg1 : memref<32x1024xf32>, %arg2 : memref<1024xf32>, %arg3 : memref<16384x1024xf32>) {kfusion.stitch_composition = "block"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_block(%arg0: memref<16384x32xf32>, %arg1: memref<32x1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<16384x1024xf32>) workgroup(%arg4 : memref<144xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
      %view = memref.view %arg4[%c16][] : memref<144xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
      scf.for %arg5 = %thread_id_x to %c32 step %c64 {
        %159 = memref.load %arg0[%block_id_x, %arg5] : memref<16384x32xf32>
        memref.store %159, %view[%arg5] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %4:16 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %159 = memref.load %view[%arg5] : memref<32xf32, #gpu.address_space<workgroup>>
        %160 = vector.load %arg1[%arg5, %0] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %161 = vector.extract %160[0] : f32 from vector<4xf32>
        %162 = vector.extract %160[1] : f32 from vector<4xf32>
        %163 = vector.extract %160[2] : f32 from vector<4xf32>
        %164 = vector.extract %160[3] : f32 from vector<4xf32>
        %165 = vector.load %arg1[%arg5, %1] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %166 = vector.extract %165[0] : f32 from vector<4xf32>
        %167 = vector.extract %165[1] : f32 from vector<4xf32>
        %168 = vector.extract %165[2] : f32 from vector<4xf32>
        %169 = vector.extract %165[3] : f32 from vector<4xf32>
        %170 = vector.load %arg1[%arg5, %2] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %171 = vector.extract %170[0] : f32 from vector<4xf32>
        %172 = vector.extract %170[1] : f32 from vector<4xf32>
        %173 = vector.extract %170[2] : f32 from vector<4xf32>
        %174 = vector.extract %170[3] : f32 from vector<4xf32>
        %175 = vector.load %arg1[%arg5, %3] {alignment = 16 : i64} : memref<32x1024xf32>, vector<4xf32>
        %176 = vector.extract %175[0] : f32 from vector<4xf32>
        %177 = vector.extract %175[1] : f32 from vector<4xf32>
        %178 = vector.extract %175[2] : f32 from vector<4xf32>
        %179 = vector.extract %175[3] : f32 from vector<4xf32>
        %180 = arith.mulf %159, %161 : f32
        %181 = arith.addf %arg6, %180 : f32
        %182 = arith.mulf %159, %162 : f32
        %183 = arith.addf %arg7, %182 : f32
        %184 = arith.mulf %159, %163 : f32
        %185 = arith.addf %arg8, %184 : f32
        %186 = arith.mulf %159, %164 : f32
        %187 = arith.addf %arg9, %186 : f32
        %188 = arith.mulf %159, %166 : f32
        %189 = arith.addf %arg10, %188 : f32
        %190 = arith.mulf %159, %167 : f32
        %191 = arith.addf %arg11, %190 : f32
        %192 = arith.mulf %159, %168 : f32
        %193 = arith.addf %arg12, %192 : f32
        %194 = arith.mulf %159, %169 : f32
        %195 = arith.addf %arg13, %194 : f32
        %196 = arith.mulf %159, %171 : f32
        %197 = arith.addf %arg14, %196 : f32
        %198 = arith.mulf %159, %172 : f32
        %199 = arith.addf %arg15, %198 : f32
        %200 = arith.mulf %159, %173 : f32
        %201 = arith.addf %arg16, %200 : f32
        %202 = arith.mulf %159, %174 : f32
        %203 = arith.addf %arg17, %202 : f32
        %204 = arith.mulf %159, %176 : f32
        %205 = arith.addf %arg18, %204 : f32
        %206 = arith.mulf %159, %177 : f32
        %207 = arith.addf %arg19, %206 : f32
        %208 = arith.mulf %159, %178 : f32
        %209 = arith.addf %arg20, %208 : f32
        %210 = arith.mulf %159, %179 : f32
        %211 = arith.addf %arg21, %210 : f32
        scf.yield %181, %183, %185, %187, %189, %191, %193, %195, %197, %199, %201, %203, %205, %207, %209, %211 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
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
      %view_9 = memref.view %arg4[%c0][] : memref<144xi8, #gpu.address_space<workgroup>> to memref<2xf32, #gpu.address_space<workgroup>>
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
      %83 = arith.subf %41, %82 : f32
      %84 = math.exp %83 : f32
      %85 = arith.subf %42, %82 : f32
      %86 = math.exp %85 : f32
      %87 = arith.subf %43, %82 : f32
      %88 = math.exp %87 : f32
      %89 = arith.subf %44, %82 : f32
      %90 = math.exp %89 : f32
      %91 = arith.subf %45, %82 : f32
      %92 = math.exp %91 : f32
      %93 = arith.subf %46, %82 : f32
      %94 = math.exp %93 : f32
      %95 = arith.subf %47, %82 : f32
      %96 = math.exp %95 : f32
      %97 = arith.subf %48, %82 : f32
      %98 = math.exp %97 : f32
      %99 = arith.subf %49, %82 : f32
      %100 = math.exp %99 : f32
      %101 = arith.subf %50, %82 : f32
      %102 = math.exp %101 : f32
      %103 = arith.subf %51, %82 : f32
      %104 = math.exp %103 : f32
      %105 = arith.subf %52, %82 : f32
      %106 = math.exp %105 : f32
      %107 = arith.subf %53, %82 : f32
      %108 = math.exp %107 : f32
      %109 = arith.subf %54, %82 : f32
      %110 = math.exp %109 : f32
      %111 = arith.subf %55, %82 : f32
      %112 = math.exp %111 : f32
      %113 = arith.subf %56, %82 : f32
      %114 = math.exp %113 : f32
      %115 = arith.addf %86, %84 : f32
      %116 = arith.addf %88, %115 : f32
      %117 = arith.addf %90, %116 : f32
      %118 = arith.addf %92, %117 : f32
      %119 = arith.addf %94, %118 : f32
      %120 = arith.addf %96, %119 : f32
      %121 = arith.addf %98, %120 : f32
      %122 = arith.addf %100, %121 : f32
      %123 = arith.addf %102, %122 : f32
      %124 = arith.addf %104, %123 : f32
      %125 = arith.addf %106, %124 : f32
      %126 = arith.addf %108, %125 : f32
      %127 = arith.addf %110, %126 : f32
      %128 = arith.addf %112, %127 : f32
      %129 = arith.addf %114, %128 : f32
      %shuffleResult_10, %valid_11 = gpu.shuffle  xor %129, %c16_i32, %c32_i32 : f32
      %130 = arith.addf %shuffleResult_10, %129 : f32
      %shuffleResult_12, %valid_13 = gpu.shuffle  xor %130, %c8_i32, %c32_i32 : f32
      %131 = arith.addf %shuffleResult_12, %130 : f32
      %shuffleResult_14, %valid_15 = gpu.shuffle  xor %131, %c4_i32, %c32_i32 : f32
      %132 = arith.addf %shuffleResult_14, %131 : f32
      %shuffleResult_16, %valid_17 = gpu.shuffle  xor %132, %c2_i32, %c32_i32 : f32
      %133 = arith.addf %shuffleResult_16, %132 : f32
      %shuffleResult_18, %valid_19 = gpu.shuffle  xor %133, %c1_i32, %c32_i32 : f32
      %134 = arith.addf %shuffleResult_18, %133 : f32
      scf.if %79 {
        memref.store %134, %view_9[%77] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %135 = memref.load %view_9[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
      %136 = memref.load %view_9[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
      %137 = arith.addf %136, %135 : f32
      gpu.barrier
      %138 = arith.addf %137, %cst_0 : f32
      %139 = arith.divf %84, %138 : f32
      %140 = arith.divf %86, %138 : f32
      %141 = arith.divf %88, %138 : f32
      %142 = arith.divf %90, %138 : f32
      %143 = arith.divf %92, %138 : f32
      %144 = arith.divf %94, %138 : f32
      %145 = arith.divf %96, %138 : f32
      %146 = arith.divf %98, %138 : f32
      %147 = arith.divf %100, %138 : f32
      %148 = arith.divf %102, %138 : f32
      %149 = arith.divf %104, %138 : f32
      %150 = arith.divf %106, %138 : f32
      %151 = arith.divf %108, %138 : f32
      %152 = arith.divf %110, %138 : f32
      %153 = arith.divf %112, %138 : f32
      %154 = arith.divf %114, %138 : f32
      %155 = vector.from_elements %139, %140, %141, %142 : vector<4xf32>
      vector.store %155, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %156 = vector.from_elements %143, %144, %145, %146 : vector<4xf32>
      vector.store %156, %arg3[%block_id_x, %1] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %157 = vector.from_elements %147, %148, %149, %150 : vector<4xf32>
      vector.store %157, %arg3[%block_id_x, %2] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      %158 = vector.from_elements %151, %152, %153, %154 : vector<4xf32>
      vector.store %158, %arg3[%block_id_x, %3] {alignment = 16 : i64} : memref<16384x1024xf32>, vector<4xf32>
      gpu.return
    }
  }
}

