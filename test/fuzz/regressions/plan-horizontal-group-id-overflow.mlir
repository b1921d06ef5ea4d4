// RUN: kfusion-opt %s --kfusion-plan-horizontal -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.mlir

// Found by the fuzzer on the sanitizer build (seed 12: a kfusion.horizontal_group of
// test/Horizontal/horizontal-fusion-invalid.mlir set to 9223372036854775807):
// kfusion-plan-horizontal numbered its new groups from the largest id in use
// + 1, which overflowed (UBSan "signed integer overflow:
// 9223372036854775807 + 1 cannot be represented in type 'long int'"; without
// UBSan the new ids wrapped to negative numbers). With the largest int64_t
// in use, new groups take the smallest ids not in use (here 1: 0 is taken).

// CHECK-NOT: runtime error
// CHECK: remark: kfusion-plan-horizontal: group 1: @kernels::@copy {{.*}} with @kernels::@hash
// CHECK-NOT: runtime error
// IR-COUNT-2: {kfusion.horizontal_group = 1 : i64}
// IR: {kfusion.horizontal_group = 9223372036854775807 : i64}
// IR: {kfusion.horizontal_group = 0 : i64}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // 64 rounds of integer arithmetic per element: compute-bound.
    gpu.func @hash(%a: memref<32xf32>, %b: memref<32xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<32xf32>
      %x0 = arith.bitcast %v : f32 to i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %mul = arith.constant 1664525 : i32
      %add = arith.constant 1013904223 : i32
      %sh = arith.constant 13 : i32
      %x = scf.for %r = %c0 to %c64 step %c1 iter_args(%y = %x0) -> (i32) {
        %m = arith.muli %y, %mul : i32
        %n = arith.addi %m, %add : i32
        %s = arith.shrui %n, %sh : i32
        %o = arith.xori %n, %s : i32
        scf.yield %o : i32
      }
      %f = arith.uitofp %x : i32 to f32
      memref.store %f, %b[%i] : memref<32xf32>
      gpu.return
    }
    gpu.func @copy(%a: memref<32xf32>, %b: memref<32xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<32xf32>
      memref.store %v, %b[%i] : memref<32xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<32xf32> {llvm.noalias}, %b: memref<32xf32> {llvm.noalias},
                  %c: memref<32xf32> {llvm.noalias}, %d: memref<32xf32> {llvm.noalias},
                  %e: memref<32xf32> {llvm.noalias}, %f: memref<32xf32> {llvm.noalias},
                  %g: memref<32xf32> {llvm.noalias}, %h: memref<32xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<32xf32>, %b : memref<32xf32>)
    gpu.launch_func @kernels::@hash blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%c : memref<32xf32>, %d : memref<32xf32>)
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%e : memref<32xf32>, %f : memref<32xf32>) {kfusion.horizontal_group = 9223372036854775807 : i64}
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%g : memref<32xf32>, %h : memref<32xf32>) {kfusion.horizontal_group = 0 : i64}
    return
  }
}
