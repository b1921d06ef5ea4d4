// RUN: not kfusion-sim %s 2>&1 | FileCheck %s

// Found by the fuzzer on the sanitizer build (seed 12, a mutant of
// test/Integration/Sim/loop-step.mlir whose block size became 2^32): the
// threads of a block were multiplied before the sizes were checked, a
// signed overflow (UBSan: Host.cpp, "N * N cannot be represented in type
// 'long int'"). The launch is refused as before; the product is now taken
// only of sizes within the device limits.

// CHECK: kfusion-sim: error: launch error: grid (1, 1, 1) and block (4294967296, 4294967296, 1) are outside the device limits (as CUDA_ERROR_INVALID_VALUE) [host]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %big = arith.constant 4294967296 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%big, %big, %c1)
    return
  }
}
