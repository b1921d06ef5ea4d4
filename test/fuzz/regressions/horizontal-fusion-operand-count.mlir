// RUN: kfusion-opt %s --kfusion-plan-horizontal=model=roofline --kfusion-horizontal-fusion --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: kfusion-opt %s --kfusion-fuse=device=h200 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSE

// Found by the fuzzer (target fuse, seed 12, 2026-12-04): two launches in an
// scf.if that pass no operands to a kernel of two arguments (the GPU
// dialect's check of a launch against its kernel does not reach launches
// nested in a region) were paired and fused; building the fused kernel read
// the missing operands (SIGSEGV in buildFusedKernel). Horizontal fusion's checks,
// which the planner shares, now decline such a launch, saying why, and
// kfusion-fuse keeps the launches.

// CHECK: remark: kfusion-plan-horizontal: not paired: @kernels::@copy2 {{.*}}the launch passes 0 operands to kernel @kernels::@copy2, which takes 2
// FUSE: remark: kfusion-fuse of @in_region_ungrouped on h200:

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @in_region_ungrouped(%cond: i1) {
    %c1 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    scf.if %cond {
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
    }
    return
  }
}
