// The runner runs host-only programs (no GPU needed), lowering them itself,
// prints the entry point's result, and links the printing helpers.
// RUN: kfusion-runner %s -e answer --entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: kfusion-runner %s -e wide --entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: kfusion-runner %s -e ratio --entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s --check-prefix=PRINT
// An already lowered program runs as it is (--lower=never) and prints the same.
// RUN: kfusion-opt %s --kfusion-to-cubin -o %t.ll.mlir
// RUN: kfusion-runner %t.ll.mlir --lower=never -e main | FileCheck %s --check-prefix=PRINT

// @answer's, @wide's and @ratio's results, one line each.
// I32: 42
// I64: 8589934592
// F32: 7.500000e-01
// @main's output: the memref its helper prints, then the i64.
// PRINT-LABEL: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// PRINT-NEXT: [0,  1.5,  3,  4.5]
// PRINT-NEXT: 17

// An i32 result, printed.
func.func @answer() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}

// An i64 result wider than 32 bits.
func.func @wide() -> i64 {
  %c = arith.constant 8589934592 : i64
  return %c : i64
}

// An f32 result.
func.func @ratio() -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 4.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}

// Printing helpers of the runtime.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

// No result: the runtime's helpers print a memref and an i64.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 1.5 : f32
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %half : f32
    memref.store %v, %buf[%i] : memref<4xf32>
  }
  %u = memref.cast %buf : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %n = arith.constant 17 : i64
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<4xf32>
  return
}
