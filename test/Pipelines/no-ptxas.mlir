// Without ptxas (here: KFUSION_CUDA_TOOLKIT pins the search to a directory
// that has none), the default format falls back to PTX with a remark, and the
// kernel is emitted as assembly for the driver to JIT-compile.
// RUN: env KFUSION_CUDA_TOOLKIT=%t.nonexistent kfusion-opt %s --kfusion-to-cubin 2>&1 | FileCheck %s
// CHECK: remark: kfusion-to-cubin: ptxas not found{{.*}}emitted as PTX{{.*}}CUDA driver compiles
// CHECK-LABEL: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}assembly = "{{.*}}.target sm_90

// An explicit format is honored without a remark.
// RUN: env KFUSION_CUDA_TOOLKIT=%t.nonexistent kfusion-opt %s --kfusion-to-cubin="format=ptx" 2>&1 | FileCheck %s --check-prefix=EXPLICIT
// EXPLICIT-NOT: remark: kfusion-to-cubin: ptxas
// EXPLICIT-LABEL: gpu.binary @kernels
// EXPLICIT-SAME: assembly = "

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Any kernel: what changes is the binary's format.
    gpu.func @empty() kernel {
      gpu.return
    }
  }
}
