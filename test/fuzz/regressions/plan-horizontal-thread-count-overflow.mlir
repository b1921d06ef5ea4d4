// RUN: kfusion-opt %s --kfusion-plan-horizontal -o /dev/null 2> %t.err
// RUN: FileCheck %s --input-file=%t.err

// Found by the fuzzer on the sanitizer build (seed 12: launch sizes of
// test/Integration/Sim/loop-step.mlir and test/Tools/kfusion-runner/no-gpu.mlir
// mutated to 2147483647 and -2147483648): kfusion-plan-horizontal multiplied
// a launch's constant block sizes without a check (UBSan "signed integer
// overflow: 4611686014132420609 * 2147483647 cannot be represented in type
// 'long int'"), also for negative sizes. A block size outside 1..1024 now
// makes the launch no candidate, with the reason in the remark.

// CHECK-NOT: runtime error
// CHECK: remark: kfusion-plan-horizontal: not paired: @kernels::@copy {{.*}}: with @kernels::@hash {{.*}}: a block size is not a constant, or not one a GPU runs (1 to 1024 threads per dimension)
// CHECK: remark: kfusion-plan-horizontal: not paired: @kernels::@copy {{.*}}: with @kernels::@hash {{.*}}: a block size is not a constant, or not one a GPU runs (1 to 1024 threads per dimension)
// CHECK-NOT: runtime error
// CHECK-NOT: Stack dump

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // 64 rounds of integer arithmetic per element: compute-bound.
    gpu.func @hash(%a: memref<16xf32>, %b: memref<16xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<16xf32>
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
      memref.store %f, %b[%i] : memref<16xf32>
      gpu.return
    }
    gpu.func @copy(%a: memref<16xf32>, %b: memref<16xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias},
                  %c: memref<16xf32> {llvm.noalias}, %d: memref<16xf32> {llvm.noalias},
                  %e: memref<16xf32> {llvm.noalias}, %f: memref<16xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %big = arith.constant 2147483647 : index
    %neg = arith.constant -2147483648 : index
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%big, %big, %big)
        args(%a : memref<16xf32>, %b : memref<16xf32>)
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%neg, %c1, %c1)
        args(%c : memref<16xf32>, %d : memref<16xf32>)
    gpu.launch_func @kernels::@hash blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%e : memref<16xf32>, %f : memref<16xf32>)
    return
  }
}
