// Loops that carry an index (an arg-max's position) in a kernel and in a
// gpu.launch body lower at the proven 32 bits: upstream's nvgpu lowering
// converted such loops at 64 bits, which left casts LLVM cannot translate
// (bench/hfuse's maxpool stopped so). The gpu.launch body is outlined first.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: FileCheck %s < %t/kernels.sm_90.ptx
// RUN: FileCheck %s --check-prefix=LAUNCH < %t/main_kernel.sm_90.ptx

// QUIET-NOT: remark: kfusion-to-cubin

// Bare-pointer parameters, the thread's row offset in 32 bits, widened once.
// CHECK-LABEL: .visible .entry argmax(
// CHECK-NEXT:  .param .u64 .ptr .align 1 argmax_param_0,
// CHECK:       shl.b32
// CHECK-NEXT:  mul.wide.u32
// LAUNCH-LABEL: .visible .entry main_kernel(
// LAUNCH-NEXT:  .param .u64 .ptr .align 1 main_kernel_param_0,
// LAUNCH:       mul.wide.u32

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Per thread, the position of the largest of its row's 16 values.
    gpu.func @argmax(%a: memref<64x16xf32>, %out: memref<64xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %lowest = arith.constant 0xFF800000 : f32
      %t = gpu.thread_id x
      %best, %at = scf.for %i = %c0 to %c16 step %c1 iter_args(%m = %lowest, %p = %c0) -> (f32, index) {
        %v = memref.load %a[%t, %i] : memref<64x16xf32>
        %gt = arith.cmpf ogt, %v, %m : f32
        %m2 = arith.select %gt, %v, %m : f32
        %p2 = arith.select %gt, %i, %p : index
        scf.yield %m2, %p2 : f32, index
      }
      %w = arith.index_cast %at : index to i64
      memref.store %w, %out[%t] : memref<64xi64>
      gpu.return
    }
  }
  func.func @main(%a: memref<64x16xf32>, %out: memref<64xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %lowest = arith.constant 0xFF800000 : f32
    gpu.launch_func @kernels::@argmax blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<64x16xf32>, %out : memref<64xi64>)
    // The same loop in a body the pipeline outlines.
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %best, %at = scf.for %i = %c0 to %c16 step %c1 iter_args(%m = %lowest, %p = %c0) -> (f32, index) {
        %v = memref.load %a[%tx, %i] : memref<64x16xf32>
        %gt = arith.cmpf ogt, %v, %m : f32
        %m2 = arith.select %gt, %v, %m : f32
        %p2 = arith.select %gt, %i, %p : index
        scf.yield %m2, %p2 : f32, index
      }
      %w = arith.index_cast %at : index to i64
      memref.store %w, %out[%tx] : memref<64xi64>
      gpu.terminator
    }
    return
  }
}
