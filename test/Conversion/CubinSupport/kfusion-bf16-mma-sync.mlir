// RUN: kfusion-opt %s --split-input-file --pass-pipeline="builtin.module(gpu.module(kfusion-bf16-mma-sync))" | FileCheck %s
// RUN: kfusion-opt %s --split-input-file --pass-pipeline="builtin.module(gpu.module(kfusion-bf16-mma-sync),convert-nvgpu-to-nvvm)" -o /dev/null

// An m16n8k16 of bf16 operands (which upstream's convert-nvgpu-to-nvvm cannot
// type) becomes nvvm.mma.sync on 32-bit registers: each row of A's four and
// B's two packed into an i32, element 0 in the low half (scalar bitcasts,
// which kfusion-sim runs), C's four f32 in row order, the result struct's
// four f32 back into the vector<2x2xf32> in that order. Why it would fail:
// halves, rows or accumulators out of order give another product (the
// GEMMs on kfusion-sim, mma-native.mlir, check the product); the second RUN
// line shows nothing nvgpu is left for upstream's pass to refuse.
// CHECK-LABEL: gpu.func @bf16
// CHECK: %[[SIXTEEN:.*]] = arith.constant 16 : i32
// CHECK: %[[A00:.*]] = vector.extract %arg0[0, 0] : bf16 from vector<4x2xbf16>
// CHECK: %[[A00B:.*]] = arith.bitcast %[[A00]] : bf16 to i16
// CHECK: %[[A00W:.*]] = arith.extui %[[A00B]] : i16 to i32
// CHECK: %[[A01:.*]] = vector.extract %arg0[0, 1] : bf16 from vector<4x2xbf16>
// CHECK: %[[A01B:.*]] = arith.bitcast %[[A01]] : bf16 to i16
// CHECK: %[[A01W:.*]] = arith.extui %[[A01B]] : i16 to i32
// CHECK: %[[A01H:.*]] = arith.shli %[[A01W]], %[[SIXTEEN]] : i32
// CHECK: %[[A0:.*]] = arith.ori %[[A00W]], %[[A01H]] : i32
// CHECK: vector.extract %arg0[3, 1]
// CHECK: %[[A3:.*]] = arith.ori
// CHECK: vector.extract %arg1[0, 0]
// CHECK: %[[B0:.*]] = arith.ori
// CHECK: vector.extract %arg1[1, 1]
// CHECK: %[[B1:.*]] = arith.ori
// CHECK-NOT: arith.constant 16
// CHECK: %[[C00:.*]] = vector.extract %arg2[0, 0] : f32 from vector<2x2xf32>
// CHECK: %[[C01:.*]] = vector.extract %arg2[0, 1] : f32 from vector<2x2xf32>
// CHECK: %[[C10:.*]] = vector.extract %arg2[1, 0] : f32 from vector<2x2xf32>
// CHECK: %[[C11:.*]] = vector.extract %arg2[1, 1] : f32 from vector<2x2xf32>
// CHECK: %[[D:.*]] = nvvm.mma.sync A[%[[A0]], {{.*}}, {{.*}}, %[[A3]]]  B[%[[B0]], %[[B1]]]  C[%[[C00]], %[[C01]], %[[C10]], %[[C11]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
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
