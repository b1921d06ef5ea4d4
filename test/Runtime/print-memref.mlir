// No GPU needed: the runner lowers this host-only program and links the
// runtime's printing helpers; mlir-runner given the runtime library as its
// only --shared-libs must print the same (upstream programs run unchanged).
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-to-cubin -o %t.mlir
// RUN: %if mlir-runner %{ mlir-runner %t.mlir -e main --entry-point-result=void --shared-libs=%kfusion_lib_dir/libkfusion_cuda_runtime.so | FileCheck %s %}
//
// Prints memrefs and scalars through the runtime's copies of upstream's
// printing helpers (lib/Runtime/RunnerUtils.cpp). Checked on 2026-11-22 by
// lowering with
//   mlir-opt -convert-linalg-to-loops -convert-vector-to-scf -convert-scf-to-cf
//     -convert-vector-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm
//     -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// and running `mlir-runner -e main --entry-point-result=void` once with
// --shared-libs=libkfusion_cuda_runtime.so and once with upstream's
// libmlir_c_runner_utils.so,libmlir_runner_utils.so: the two outputs are
// byte-identical apart from the `base@` addresses.

module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  // Without llvm.emit_c_interface: calls printMemrefF64(rank, descriptor).
  func.func private @printMemrefF64(memref<*xf64>)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index

    // A 2x3 f32 buffer holding i * 3 + j + 0.5, with one negative value.
    %buf = memref.alloc() : memref<2x3xf32>
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %row = arith.muli %i, %c3 : index
        %lin = arith.addi %row, %j : index
        %int = arith.index_cast %lin : index to i32
        %f = arith.sitofp %int : i32 to f32
        %half = arith.constant 0.5 : f32
        %v = arith.addf %f, %half : f32
        memref.store %v, %buf[%i, %j] : memref<2x3xf32>
      }
    }
    %neg = arith.constant -1.25e+10 : f32
    memref.store %neg, %buf[%c1, %c2] : memref<2x3xf32>
    %u = memref.cast %buf : memref<2x3xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()

    // Integers and doubles, through the same unranked entry points.
    %ints = memref.alloc() : memref<4xi32>
    %seven = arith.constant -7 : i32
    linalg.fill ins(%seven : i32) outs(%ints : memref<4xi32>)
    %ui = memref.cast %ints : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
    %dbl = memref.alloc() : memref<1x2xf64>
    %third = arith.constant 0.333333333333 : f64
    linalg.fill ins(%third : f64) outs(%dbl : memref<1x2xf64>)
    %ud = memref.cast %dbl : memref<1x2xf64> to memref<*xf64>
    call @printMemrefF64(%ud) : (memref<*xf64>) -> ()

    // Scalars and vectors through vector.print, which calls printF32,
    // printI64, printOpen, printComma, printClose, printNewline and
    // printString; one NaN has its sign bit set.
    %x = arith.constant 3.25 : f32
    vector.print %x : f32
    %nan = arith.constant 0xFFC00000 : f32
    vector.print %nan : f32
    %big = arith.constant -9223372036854775807 : i64
    vector.print %big : i64
    %vec = arith.constant dense<[1.5, 2.0, -0.0]> : vector<3xf32>
    vector.print %vec : vector<3xf32>
    vector.print str "done\n"

    memref.dealloc %buf : memref<2x3xf32>
    memref.dealloc %ints : memref<4xi32>
    memref.dealloc %dbl : memref<1x2xf64>
    return
  }
}

// @main's output, in its order. The 2x3 f32 buffer, one value negative and
// large.
// CHECK-LABEL: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0.5,   1.5,   2.5],
// CHECK-NEXT:  [3.5,   4.5,   -1.25e+10]]
// The i32 buffer, through the C interface.
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [-7,  -7,  -7,  -7]
// The f64 buffer, through the entry point without the C interface.
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[0.333333,   0.333333]]
// vector.print's scalars (a NaN with its sign bit set prints as -nan), vector
// and string.
// CHECK-NEXT: 3.25
// CHECK-NEXT: -nan
// CHECK-NEXT: -9223372036854775807
// CHECK-NEXT: ( 1.5, 2, -0 )
// CHECK-NEXT: done
