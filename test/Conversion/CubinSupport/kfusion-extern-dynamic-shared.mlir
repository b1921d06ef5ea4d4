// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-extern-dynamic-shared))" | FileCheck %s

// Upstream's dynamic shared memory (an internal zero-sized global in address
// space 3 named __dynamic_shmem__N) becomes an external declaration, which
// NVPTX emits as CUDA's `extern .shared` array; the kernel's other shared
// globals (an mbarrier array, a sized tile) and a zero-sized global of
// another name stay as they are.
// CHECK-LABEL: gpu.module @k
// CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<3 x i64>
// CHECK: llvm.mlir.global internal @__wg_tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x f32>
// CHECK: llvm.mlir.global internal @other() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
gpu.module @k {
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<3 x i64>
  llvm.mlir.global internal @__wg_tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global internal @other() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
}
