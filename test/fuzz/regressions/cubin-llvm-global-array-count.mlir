// Found by the fuzzer (seed 127, targets runner-lower, hfuse-ptx and the
// stencil -ptx pipelines, 2026-12-07: a mutant of
// test/Conversion/CubinSupport/kfusion-align-shared-globals.mlir whose
// !llvm.array<4 x f32> became <-4 x f32>, minimized to the global): the
// parser takes -4 as 2^64 - 4 elements, the verifier passes it, and MLIR 22's
// LLVM IR translation, building the constant for the type's count, stopped
// the process (std::length_error). kfusion-to-cubin now checks that an array
// global's dense initial value has as many elements as its type holds
// (arrays of arrays and of vectors counted through).
// RUN: split-file %s %t
// RUN: not kfusion-opt %t/huge.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not kfusion-runner %t/huge.mlir --lower-only --format=ptx 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not kfusion-opt %t/count.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: kfusion-opt %t/nested.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED --allow-empty

// HUGE-NOT: Stack dump
// HUGE: error: kfusion-to-cubin: the initial value of @table has 4 elements; its type '!llvm.array<18446744073709551612 x f32>' holds more than 2^40
// HUGE-NOT: Stack dump
// COUNT: error: kfusion-to-cubin: the initial value of @c has 5 elements; its type '!llvm.array<4 x f32>' holds 4
// NESTED-NOT: error

//--- huge.mlir
gpu.module @kernels {
  llvm.mlir.global internal constant @table(dense<1.0> : tensor<4xf32>) {addr_space = 4 : i32, alignment = 4 : i64} : !llvm.array<-4 x f32>
}

//--- count.mlir
gpu.module @kernels {
  llvm.mlir.global internal constant @c(dense<1.0> : tensor<5xf32>) {addr_space = 4 : i32} : !llvm.array<4 x f32>
}

//--- nested.mlir
// Arrays of arrays and of vectors, counted through: lowered.
gpu.module @kernels {
  llvm.mlir.global internal constant @a(dense<1.0> : tensor<2x4xf32>) {addr_space = 4 : i32} : !llvm.array<2 x vector<4xf32>>
  llvm.mlir.global internal constant @b(dense<1.0> : tensor<2x3xf32>) {addr_space = 4 : i32} : !llvm.array<2 x array<3 x f32>>
}
