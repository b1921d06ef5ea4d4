// A launch whose block no multiprocessor can hold (2^63 - 1 threads; found by
// the fuzzer: the resident-block count divided by zero) is projected as
// never finishing, left alone, and the program kept as it was: no crash.
// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion -o - 2>&1 | FileCheck %s

// CHECK: remark: kfusion-plan-stencil: alone: @kernels::@copy:{{.*}}projected=inf ms{{.*}}unfused=inf ms
// CHECK: remark: kfusion-plan-stencil: 1 launches in 1 kernels (0 fused groups)
// CHECK-LABEL: func.func @huge_block
// CHECK:         gpu.launch_func @kernels::@copy blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[HUGE:.*]], %{{.*}}, %{{.*}})

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @huge_block() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %huge = arith.constant 9223372036854775807 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%huge, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
