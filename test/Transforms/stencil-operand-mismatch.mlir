// Launches inside a region (here an scf.if) are not checked against their
// kernel's signature by the verifier; stencil fusion and its planner refuse a
// launch that passes fewer operands than its kernel takes instead of reading
// past them (found by the fuzzer: a crash in traceBufferRoot).
// RUN: sed -e 's/ {kfusion.stencil_group = 0 : i64}//' %s | kfusion-opt --kfusion-plan-stencil --kfusion-stencil-fusion -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stencil-fusion -verify-diagnostics -o /dev/null

// PLAN: remark: kfusion-plan-stencil: 2 launches in 2 kernels (0 fused groups)

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
      // expected-remark @+1 {{not fusing stencil group 0: the launch passes 0 operands to kernel @kernels::@copy2, which takes 2}}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) {kfusion.stencil_group = 0 : i64}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) {kfusion.stencil_group = 0 : i64}
    }
    return
  }
}
