// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-align-shared-globals))" | FileCheck %s
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-align-shared-globals{min-alignment=32}))" | FileCheck %s --check-prefix=WIDE
// A least alignment that is not a power of two is refused on the module.
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-align-shared-globals{min-alignment=12}))" -verify-diagnostics -o /dev/null

// Shared globals below 16 bytes' alignment (a window declared 4-aligned, one
// without an alignment, an 8-aligned mbarrier array) get 16, the widest
// vector load the back end may merge a thread's scalar loads into; the TMA's
// 128-aligned destination and globals outside shared memory (a device
// constant, address space 4; a global one, address space 1) keep theirs.
// Why it would fail: the second window stays 4-aligned, where ptxas may put
// it 8 bytes past a 16-byte boundary under the back end's 16-byte loads.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<6084 x i8>
// CHECK: llvm.mlir.global internal @__wg_k_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<5928 x i8>
// CHECK: llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<3 x i64>
// CHECK: llvm.mlir.global internal @__wg_tma() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<20160 x i8>
// CHECK: llvm.mlir.global internal constant @table(dense<1.000000e+00> : tensor<4xf32>) {addr_space = 4 : i32, alignment = 4 : i64} : !llvm.array<4 x f32>
// CHECK: llvm.mlir.global internal @counter(0 : i32) {addr_space = 1 : i32} : i32
// WIDE-LABEL: gpu.module @kernels
// WIDE: @__wg_k_0() {addr_space = 3 : i32, alignment = 32 : i64}
// WIDE: @__wg_k_1() {addr_space = 3 : i32, alignment = 32 : i64}
// WIDE: @__mbarrier() {addr_space = 3 : i32, alignment = 32 : i64}
// WIDE: @__wg_tma() {addr_space = 3 : i32, alignment = 128 : i64}
// expected-error @below {{kfusion-align-shared-globals: min-alignment must be a power of two, not 12}}
gpu.module @kernels {
  llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<6084 x i8>
  llvm.mlir.global internal @__wg_k_1() {addr_space = 3 : i32} : !llvm.array<5928 x i8>
  llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<3 x i64>
  llvm.mlir.global internal @__wg_tma() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<20160 x i8>
  llvm.mlir.global internal constant @table(dense<1.0> : tensor<4xf32>) {addr_space = 4 : i32, alignment = 4 : i64} : !llvm.array<4 x f32>
  llvm.mlir.global internal @counter(0 : i32) {addr_space = 1 : i32} : i32
}
