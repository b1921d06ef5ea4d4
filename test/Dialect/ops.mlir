// RUN: kfusion-opt %s -split-input-file | FileCheck %s
// Round trip: the printed form parses back to the same ops.
// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s
// Generic form round trip, so the custom printer is not the only path tested.
// RUN: kfusion-opt %s -split-input-file -mlir-print-op-generic | kfusion-opt -split-input-file | FileCheck %s

// Named barriers inside an outlined kernel, at both ends of the id range and
// of the thread-count range.
// CHECK-LABEL: gpu.func @named_barriers
gpu.module @kernels {
  gpu.func @named_barriers() kernel {
    // CHECK: kfusion.named_barrier id 1 threads 32
    kfusion.named_barrier id 1 threads 32
    // CHECK: kfusion.named_barrier id 15 threads 1024
    kfusion.named_barrier id 15 threads 1024
    // CHECK: kfusion.named_barrier id 7 threads 256 {note = "partition 2"}
    kfusion.named_barrier id 7 threads 256 {note = "partition 2"}
    gpu.return
  }
}

// -----

// A named barrier in the body of a gpu.launch (not outlined yet) is device
// code too.
// CHECK-LABEL: func.func @in_launch_body
func.func @in_launch_body() {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    // CHECK: kfusion.named_barrier id 2 threads 64
    kfusion.named_barrier id 2 threads 64
    gpu.terminator
  }
  return
}
