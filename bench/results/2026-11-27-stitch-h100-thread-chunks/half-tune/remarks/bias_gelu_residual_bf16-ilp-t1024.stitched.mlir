module attributes {gpu.container_module} {
  func.func @step(%arg0: memref<16384x4096xbf16>, %arg1: memref<4096xbf16>, %arg2: memref<16384x4096xbf16>, %arg3: memref<16384x4096xbf16>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c16384 = arith.constant 16384 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @step_stitched::@step_k0_thread blocks in (%c16384, %c1, %c1) threads in (%c1024, %c1, %c1)  args(%arg0 : memref<16384x4096xbf16>, %arg1 : memref<4096xbf16>, %arg2 : memref<16384x4096xbf16>, %arg3 : memref<16384x4096xbf16>) {kfusion.stitch_composition = "thread"}
    gpu.wait [%1]
    return
  }
  gpu.module @step_stitched {
    gpu.func @step_k0_thread(%arg0: memref<16384x4096xbf16>, %arg1: memref<4096xbf16>, %arg2: memref<16384x4096xbf16>, %arg3: memref<16384x4096xbf16>) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 0.707106769 : f32
      %cst_1 = arith.constant 5.000000e-01 : f32
      %cst_2 = arith.constant 0.000000e+00 : bf16
      %c4096 = arith.constant 4096 : index
      %c8 = arith.constant 8 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %0 = arith.muli %thread_id_x, %c8 : index
      %1 = arith.cmpi ult, %0, %c4096 : index
      %2:16 = scf.if %1 -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
        %124 = vector.load %arg0[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xbf16>, vector<8xbf16>
        %125 = vector.extract %124[0] : bf16 from vector<8xbf16>
        %126 = vector.extract %124[1] : bf16 from vector<8xbf16>
        %127 = vector.extract %124[2] : bf16 from vector<8xbf16>
        %128 = vector.extract %124[3] : bf16 from vector<8xbf16>
        %129 = vector.extract %124[4] : bf16 from vector<8xbf16>
        %130 = vector.extract %124[5] : bf16 from vector<8xbf16>
        %131 = vector.extract %124[6] : bf16 from vector<8xbf16>
        %132 = vector.extract %124[7] : bf16 from vector<8xbf16>
        %133 = vector.load %arg1[%0] {alignment = 16 : i64} : memref<4096xbf16>, vector<8xbf16>
        %134 = vector.extract %133[0] : bf16 from vector<8xbf16>
        %135 = vector.extract %133[1] : bf16 from vector<8xbf16>
        %136 = vector.extract %133[2] : bf16 from vector<8xbf16>
        %137 = vector.extract %133[3] : bf16 from vector<8xbf16>
        %138 = vector.extract %133[4] : bf16 from vector<8xbf16>
        %139 = vector.extract %133[5] : bf16 from vector<8xbf16>
        %140 = vector.extract %133[6] : bf16 from vector<8xbf16>
        %141 = vector.extract %133[7] : bf16 from vector<8xbf16>
        scf.yield %125, %126, %127, %128, %129, %130, %131, %132, %134, %135, %136, %137, %138, %139, %140, %141 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
      } else {
        scf.yield %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
      }
      %3 = arith.extf %2#0 : bf16 to f32
      %4 = arith.extf %2#8 : bf16 to f32
      %5 = arith.addf %3, %4 : f32
      %6 = arith.truncf %5 : f32 to bf16
      %7 = arith.extf %2#1 : bf16 to f32
      %8 = arith.extf %2#9 : bf16 to f32
      %9 = arith.addf %7, %8 : f32
      %10 = arith.truncf %9 : f32 to bf16
      %11 = arith.extf %2#2 : bf16 to f32
      %12 = arith.extf %2#10 : bf16 to f32
      %13 = arith.addf %11, %12 : f32
      %14 = arith.truncf %13 : f32 to bf16
      %15 = arith.extf %2#3 : bf16 to f32
      %16 = arith.extf %2#11 : bf16 to f32
      %17 = arith.addf %15, %16 : f32
      %18 = arith.truncf %17 : f32 to bf16
      %19 = arith.extf %2#4 : bf16 to f32
      %20 = arith.extf %2#12 : bf16 to f32
      %21 = arith.addf %19, %20 : f32
      %22 = arith.truncf %21 : f32 to bf16
      %23 = arith.extf %2#5 : bf16 to f32
      %24 = arith.extf %2#13 : bf16 to f32
      %25 = arith.addf %23, %24 : f32
      %26 = arith.truncf %25 : f32 to bf16
      %27 = arith.extf %2#6 : bf16 to f32
      %28 = arith.extf %2#14 : bf16 to f32
      %29 = arith.addf %27, %28 : f32
      %30 = arith.truncf %29 : f32 to bf16
      %31 = arith.extf %2#7 : bf16 to f32
      %32 = arith.extf %2#15 : bf16 to f32
      %33 = arith.addf %31, %32 : f32
      %34 = arith.truncf %33 : f32 to bf16
      %35 = arith.extf %6 : bf16 to f32
      %36 = arith.mulf %35, %cst_1 : f32
      %37 = arith.mulf %35, %cst_0 : f32
      %38 = math.erf %37 : f32
      %39 = arith.addf %38, %cst : f32
      %40 = arith.mulf %36, %39 : f32
      %41 = arith.truncf %40 : f32 to bf16
      %42 = arith.extf %10 : bf16 to f32
      %43 = arith.mulf %42, %cst_1 : f32
      %44 = arith.mulf %42, %cst_0 : f32
      %45 = math.erf %44 : f32
      %46 = arith.addf %45, %cst : f32
      %47 = arith.mulf %43, %46 : f32
      %48 = arith.truncf %47 : f32 to bf16
      %49 = arith.extf %14 : bf16 to f32
      %50 = arith.mulf %49, %cst_1 : f32
      %51 = arith.mulf %49, %cst_0 : f32
      %52 = math.erf %51 : f32
      %53 = arith.addf %52, %cst : f32
      %54 = arith.mulf %50, %53 : f32
      %55 = arith.truncf %54 : f32 to bf16
      %56 = arith.extf %18 : bf16 to f32
      %57 = arith.mulf %56, %cst_1 : f32
      %58 = arith.mulf %56, %cst_0 : f32
      %59 = math.erf %58 : f32
      %60 = arith.addf %59, %cst : f32
      %61 = arith.mulf %57, %60 : f32
      %62 = arith.truncf %61 : f32 to bf16
      %63 = arith.extf %22 : bf16 to f32
      %64 = arith.mulf %63, %cst_1 : f32
      %65 = arith.mulf %63, %cst_0 : f32
      %66 = math.erf %65 : f32
      %67 = arith.addf %66, %cst : f32
      %68 = arith.mulf %64, %67 : f32
      %69 = arith.truncf %68 : f32 to bf16
      %70 = arith.extf %26 : bf16 to f32
      %71 = arith.mulf %70, %cst_1 : f32
      %72 = arith.mulf %70, %cst_0 : f32
      %73 = math.erf %72 : f32
      %74 = arith.addf %73, %cst : f32
      %75 = arith.mulf %71, %74 : f32
      %76 = arith.truncf %75 : f32 to bf16
      %77 = arith.extf %30 : bf16 to f32
      %78 = arith.mulf %77, %cst_1 : f32
      %79 = arith.mulf %77, %cst_0 : f32
      %80 = math.erf %79 : f32
      %81 = arith.addf %80, %cst : f32
      %82 = arith.mulf %78, %81 : f32
      %83 = arith.truncf %82 : f32 to bf16
      %84 = arith.extf %34 : bf16 to f32
      %85 = arith.mulf %84, %cst_1 : f32
      %86 = arith.mulf %84, %cst_0 : f32
      %87 = math.erf %86 : f32
      %88 = arith.addf %87, %cst : f32
      %89 = arith.mulf %85, %88 : f32
      %90 = arith.truncf %89 : f32 to bf16
      %91:8 = scf.if %1 -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
        %124 = vector.load %arg2[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xbf16>, vector<8xbf16>
        %125 = vector.extract %124[0] : bf16 from vector<8xbf16>
        %126 = vector.extract %124[1] : bf16 from vector<8xbf16>
        %127 = vector.extract %124[2] : bf16 from vector<8xbf16>
        %128 = vector.extract %124[3] : bf16 from vector<8xbf16>
        %129 = vector.extract %124[4] : bf16 from vector<8xbf16>
        %130 = vector.extract %124[5] : bf16 from vector<8xbf16>
        %131 = vector.extract %124[6] : bf16 from vector<8xbf16>
        %132 = vector.extract %124[7] : bf16 from vector<8xbf16>
        scf.yield %125, %126, %127, %128, %129, %130, %131, %132 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
      } else {
        scf.yield %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2, %cst_2 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
      }
      %92 = arith.extf %41 : bf16 to f32
      %93 = arith.extf %91#0 : bf16 to f32
      %94 = arith.addf %92, %93 : f32
      %95 = arith.truncf %94 : f32 to bf16
      %96 = arith.extf %48 : bf16 to f32
      %97 = arith.extf %91#1 : bf16 to f32
      %98 = arith.addf %96, %97 : f32
      %99 = arith.truncf %98 : f32 to bf16
      %100 = arith.extf %55 : bf16 to f32
      %101 = arith.extf %91#2 : bf16 to f32
      %102 = arith.addf %100, %101 : f32
      %103 = arith.truncf %102 : f32 to bf16
      %104 = arith.extf %62 : bf16 to f32
      %105 = arith.extf %91#3 : bf16 to f32
      %106 = arith.addf %104, %105 : f32
      %107 = arith.truncf %106 : f32 to bf16
      %108 = arith.extf %69 : bf16 to f32
      %109 = arith.extf %91#4 : bf16 to f32
      %110 = arith.addf %108, %109 : f32
      %111 = arith.truncf %110 : f32 to bf16
      %112 = arith.extf %76 : bf16 to f32
      %113 = arith.extf %91#5 : bf16 to f32
      %114 = arith.addf %112, %113 : f32
      %115 = arith.truncf %114 : f32 to bf16
      %116 = arith.extf %83 : bf16 to f32
      %117 = arith.extf %91#6 : bf16 to f32
      %118 = arith.addf %116, %117 : f32
      %119 = arith.truncf %118 : f32 to bf16
      %120 = arith.extf %90 : bf16 to f32
      %121 = arith.extf %91#7 : bf16 to f32
      %122 = arith.addf %120, %121 : f32
      %123 = arith.truncf %122 : f32 to bf16
      scf.if %1 {
        %124 = vector.from_elements %95, %99, %103, %107, %111, %115, %119, %123 : vector<8xbf16>
        vector.store %124, %arg3[%block_id_x, %0] {alignment = 16 : i64} : memref<16384x4096xbf16>, vector<8xbf16>
      }
      gpu.return
    }
  }
}

