// kfusion-estimate: the common cost model's projection of every launch (a
// remark with each resource's time, the bound and the launch overhead the
// function's total adds for it) and of each function (the launches plus their
// overheads), the numbers kfusion-fuse ranks by.
// RUN: kfusion-opt %s --kfusion-estimate -o /dev/null 2>&1 | FileCheck %s
// The IR is unchanged.
// RUN: kfusion-opt %s --kfusion-estimate 2>/dev/null | kfusion-opt | FileCheck %s --check-prefix=SAME
// A tensor-core GEMM with the copies (GPT-3's up projection at M = 1024: 2 M N K = 154.6
// GFLOP, 156 us at the h200's 989 TFLOP/s): its blocks fill an SM's shared
// memory alone, so a block's phases (the copies' prologue, the k-loop, the
// epilogue) run one after another, each k-tile at the slowest of the tensor
// cores, the L1 path (wgmma's shared reads and the copies) and L2: the
// phases bound its resources, above the tensor cores' share. The launch is
// projected at the GEMM configuration model's time of it, which the lowering
// records on it (kfusion.gemm_modelled_us), the resources printed beside.
// RUN: kfusion-opt %S/Inputs/estimate-gemm.mlir --kfusion-gemm-to-gpu=load=cp.async 2>/dev/null | kfusion-opt --kfusion-estimate=device=h200 -o /dev/null 2>&1 | FileCheck %s --check-prefix=GEMM
// RUN: not kfusion-opt %s --kfusion-estimate=device=a100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEVICE

// 4M f32 copied (32 MiB read and written): DRAM-bound at 3.0 TB/s, 11.18 us.
// CHECK-LABEL: remark: projected 11.1{{[0-9]}} us (DRAM) for @copy:
// CHECK-SAME: tensor 0.00, L2 {{[0-9.]+}}, DRAM 11.1{{[0-9]}}, latency {{[0-9.]+}}, phases {{[0-9.]+}} us
// CHECK-SAME: grid 16384 x 256 threads, 8 resident per SM; launch 2.50 us
// A grid size known only at run time is not projected.
// CHECK: remark: not projected: its grid or block sizes are not constants
// The function: the projected launch, two launch overheads (2.5 us each).
// CHECK-LABEL: remark: @main projected 16.1{{[0-9]}} us in 2 launches (launch overheads included); 1 not projected
// A launch that carries the GEMM model's time (any kernel: the attribute is
// what counts) is projected at it, not at its resources.
// CHECK-LABEL: remark: projected 40.00 us (GEMM model) for @copy: {{.*}} DRAM 11.1{{[0-9]}}
// CHECK-LABEL: remark: @modelled projected 42.50 us in 1 launch
// SAME-LABEL: func.func @main(
// SAME: gpu.launch_func
// GEMM-LABEL: remark: projected 230.42 us (GEMM model) for @up1024_gemm0: {{.*}}, phases {{[0-9.]+}} us; {{.*}} 1 resident per SM
// GEMM-LABEL: remark: @up1024 projected 232.92 us in 1 launch
// A device that is neither a preset nor an attribute is an error naming the presets.
// DEVICE: error: device 'a100' is not a preset (h100, h200) nor a #kfusion.device attribute

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%a: memref<4194304xf32>, %b: memref<4194304xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<4194304xf32>
      memref.store %v, %b[%i] : memref<4194304xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<4194304xf32>, %b: memref<4194304xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    gpu.launch_func @kernels::@copy blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<4194304xf32>, %b : memref<4194304xf32>)
    gpu.launch_func @kernels::@copy blocks in (%n, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<4194304xf32>, %b : memref<4194304xf32>)
    return
  }
  func.func @modelled(%a: memref<4194304xf32>, %b: memref<4194304xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c16384 = arith.constant 16384 : index
    gpu.launch_func @kernels::@copy blocks in (%c16384, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<4194304xf32>, %b : memref<4194304xf32>) {kfusion.gemm_modelled_us = 40.0 : f64}
    return
  }
}
