// RUN: kfusion-opt %s --kfusion-estimate --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: kfusion-opt %s --kfusion-fuse=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSE

// Found by the fuzzer (target fuse, seed 11, 2026-12-04): grids of
// 2147483647 x 2147483647 x 127 blocks overflowed the roofline's 64-bit block
// count where it samples a loop whose bound depends on the block id (undefined
// behaviour; kfusion-estimate and kfusion-fuse never returned). The count is a
// double now, and a launch beyond CUDA's grid limits (65535 blocks in y and
// z) is not projected (it never runs); both passes finish.

// CHECK: remark: not projected: its grid or block sizes are not constants within CUDA's limits
// CHECK: remark: not projected: its grid or block sizes are not constants within CUDA's limits
// CHECK: remark: @step projected {{.*}} in 2 launches {{.*}}; 2 not projected
// FUSE: remark: kfusion-fuse of @step on h200:

module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 2147483647 : index
    %c8 = arith.constant 8 : index
    %c127 = arith.constant 127 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@gemm1 blocks in (%c4, %c4, %c127) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@gemm2 blocks in (%c3, %c4, %c127) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>)
    gpu.wait [%t2]
    return
  }
  gpu.module @kernels {
    gpu.func @gemm1(%a: memref<32x16xf32>, %b: memref<16x32xf32>, %c: memref<32x32xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 16 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %row step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x16xf32>
        %y = memref.load %b[%k, %col] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x32xf32>
      gpu.return
    }
    gpu.func @gemm2(%a: memref<32x32xf32>, %b: memref<32x24xf32>, %c: memref<32x24xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %ck = arith.constant 32 : index
      %r0 = arith.muli %by, %c8 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c8 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %k] : memref<32x32xf32>
        %y = memref.load %b[%k, %col] : memref<32x24xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<32x24xf32>
      gpu.return
    }
  }
}
