// RUN: kfusion-opt %s --split-input-file --pass-pipeline="builtin.module(gpu.module(kfusion-bf16-mma-sync))" | FileCheck %s
// RUN: kfusion-opt %s --split-input-file --pass-pipeline="builtin.module(gpu.module(kfusion-bf16-mma-sync),convert-nvgpu-to-nvvm)" -o /dev/null

// An m16n8k16 of bf16 operands (which upstream's convert-nvgpu-to-nvvm cannot
// type) becomes nvvm.mma.sync on 32-bit registers: A's four rows and B's two
// bitcast to i32 in order, C's four f32 in row order, the result struct's
// four f32 back into the vector<2x2xf32> in that order. Why it would fail:
// rows or accumulators out of order give another product; the second RUN
// line shows nothing nvgpu is left for upstream's pass to refuse.
// CHECK-LABEL: gpu.func @bf16
// CHECK-DAG: %[[A0:.*]] = vector.extract %arg0[0] : vector<2xbf16> from vector<4x2xbf16>
// CHECK-DAG: %[[A3:.*]] = vector.extract %arg0[3] : vector<2xbf16> from vector<4x2xbf16>
// CHECK-DAG: %[[B1:.*]] = vector.extract %arg1[1] : vector<2xbf16> from vector<2x2xbf16>
// CHECK-DAG: %[[C10:.*]] = vector.extract %arg2[1, 0] : f32 from vector<2x2xf32>
// CHECK: %[[D:.*]] = nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}, {{.*}}, %[[C10]], {{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[D0:.*]] = llvm.extractvalue %[[D]][0]
// CHECK: %[[D1:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[D2:.*]] = llvm.extractvalue %[[D]][2]
// CHECK: %[[D3:.*]] = llvm.extractvalue %[[D]][3]
// CHECK: vector.from_elements %[[D0]], %[[D1]], %[[D2]], %[[D3]] : vector<2x2xf32>
// CHECK-NOT: nvgpu.mma.sync
gpu.module @k {
  gpu.func @bf16(%a: vector<4x2xbf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf32>, %o: memref<4xf32>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
    %c0 = arith.constant 0 : index
    %e = vector.extract %d[1, 0] : f32 from vector<2x2xf32>
    memref.store %e, %o[%c0] : memref<4xf32>
    gpu.return
  }
}

// -----

// f16 operands are left to upstream's pass.
// CHECK-LABEL: gpu.func @f16
// CHECK: nvgpu.mma.sync
// CHECK-NOT: nvvm.mma.sync
gpu.module @k {
  gpu.func @f16(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %o: memref<4xf32>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
    %c0 = arith.constant 0 : index
    %e = vector.extract %d[1, 0] : f32 from vector<2x2xf32>
    memref.store %e, %o[%c0] : memref<4xf32>
    gpu.return
  }
}
