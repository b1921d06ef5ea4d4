// The epilogue's stores of C follow its rows' alignment: where N is a
// multiple of 4 (44) or 2 (30) but not of 8, each thread stores a chunk of 4
// or 2 elements with one aligned vector store, guarded by the chunk's column,
// not an element at a time (MLP-Mixer's token mixing, N = 196, stored 2-byte
// elements at 4 of 32 bytes per sector). Execution: ../Integration/Sim/Gemm/
// wgmma-store-width.mlir.
// RUN: kfusion-opt %S/Inputs/gemms-narrow-rows.mlir --kfusion-gemm-to-gpu="remarks=false" | FileCheck %s

// CHECK-LABEL: gpu.func @linear_n44
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<100x44xf32>, vector<4xf32>
// CHECK-NOT: memref.store %{{.*}} : memref<100x44xf32>
// CHECK: gpu.return

// CHECK-LABEL: gpu.func @linear_n30
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 8 : i64} : memref<72x30xf32>, vector<2xf32>
// CHECK-NOT: memref.store %{{.*}} : memref<72x30xf32>
// CHECK: gpu.return

// The init R is loaded in chunks of 4 too.
// CHECK-LABEL: gpu.func @accumulate_n36
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<40x36xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<40x36xf32>, vector<4xf32>
// CHECK: gpu.return

// CHECK-LABEL: gpu.func @batched_n20
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<2x40x20xf32>, vector<4xf32>
// CHECK: gpu.return
