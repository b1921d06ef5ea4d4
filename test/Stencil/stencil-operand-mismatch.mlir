// Launches inside a region (here an scf.if) are not checked against their
// kernel's signature by the verifier; stencil fusion and its planner refuse a
// launch that passes fewer operands than its kernel takes instead of reading
// past them (found by the fuzzer: a crash in traceBufferRoot).
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion -verify-diagnostics -o /dev/null
// RUN: kfusion-opt %s -split-input-file --kfusion-plan-stencil --kfusion-stencil-fusion -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN

// A hand-set group: the fusion refuses it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @in_region(%cond: i1) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    scf.if %cond {
      // expected-remark-re @+1 {{not fusing stencil group 0: the launch passes 0 operands to kernel @kernels::@copy2{{.*}}takes 2}}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) {kfusion.stencil_group = 0 : i64}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) {kfusion.stencil_group = 0 : i64}
    }
    return
  }
}

// -----

// The same launches ungrouped: the planner leaves them alone.
// PLAN: remark: kfusion-plan-stencil: 2 launches in 2 kernels (0 fused groups)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @in_region_ungrouped(%cond: i1) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    scf.if %cond {
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
    }
    return
  }
}
