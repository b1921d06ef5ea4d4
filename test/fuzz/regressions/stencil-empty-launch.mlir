// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion 2>&1 | FileCheck %s
// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" -o /dev/null 2>/dev/null
// Both launches marked as one stencil group by hand (the planner makes no such
// group): kfusion-stencil-fusion itself refuses the launch without threads.
// RUN: kfusion-opt %S/Inputs/stencil-empty-launch-grouped.mlir --kfusion-stencil-fusion -o /dev/null 2>&1 | FileCheck %s --check-prefix=HAND

// Found by the fuzzer (seed 77, a mutant of
// test/Horizontal/horizontal-fusion-invalid.mlir that made every constant 1 a
// 0): launches with 0 blocks and 0 threads per block in y and z were planned
// (projections of NaN ms) and fused into a kernel of known_block_size
// (128, 0, 0) scaled by 4, whose lowering in runs of rows divided by its 0
// threads (SIGFPE in kfusion-lower-tiles). The stencil analysis refuses such
// launches now, and the run planner skips a kernel without threads.

// CHECK: remark: kfusion-plan-stencil: alone: @kernels::@copy:{{.*}}projected=0.0025 ms{{.*}}unfused=0.0025 ms
// CHECK: remark: kfusion-plan-stencil: 2 launches in 2 kernels (0 fused groups)
// HAND: remark: not fusing stencil group 0: {{.*}}@kernels::@copy{{.*}} 0 threads per block{{.*}}dimension 1
// CHECK-NOT: fused stencil group

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @empty_launches() {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c0, %c0) threads in (%c128, %c0, %c0)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c0, %c0) threads in (%c128, %c0, %c0)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>)
    return
  }
}
