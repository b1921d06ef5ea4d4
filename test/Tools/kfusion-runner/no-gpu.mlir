// Without a CUDA driver or device, the first runtime call prints one clear
// line and the runner exits non-zero, instead of crashing or hanging.
// UNSUPPORTED: cuda-gpu

// A program with a launch: one error line, no second.
// RUN: not kfusion-runner %s 2>&1 | FileCheck %s
// CHECK-LABEL: kfusion-runtime: error: no CUDA {{driver|device}}
// CHECK-NOT: kfusion-runtime: error

// --gpu-info says what is missing.
// RUN: not kfusion-runner --gpu-info | FileCheck %s --check-prefix=INFO
// INFO: no CUDA {{driver|device}}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noop() kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
