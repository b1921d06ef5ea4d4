// RUN: kfusion-opt %s -convert-kfusion-to-nvvm -split-input-file | FileCheck %s

// Each named barrier becomes nvvm.barrier with its id and thread count as i32
// constants; gpu.barrier (barrier 0, whole block) is left to convert-gpu-to-nvvm.
// CHECK-LABEL: gpu.func @two_partitions
// CHECK-DAG:     %[[ID1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[N128:.*]] = arith.constant 128 : i32
// CHECK:         nvvm.barrier id = %[[ID1]] number_of_threads = %[[N128]]
// CHECK-DAG:     %[[ID2:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[N64:.*]] = arith.constant 64 : i32
// CHECK:         nvvm.barrier id = %[[ID2]] number_of_threads = %[[N64]]
// CHECK:         gpu.barrier
// CHECK-NOT:     kfusion.
gpu.module @kernels {
  gpu.func @two_partitions() kernel {
    kfusion.named_barrier id 1 threads 128
    kfusion.named_barrier id 2 threads 64
    gpu.barrier
    gpu.return
  }
}

// -----

// A barrier in a gpu.launch body (before outlining) is converted in place.
// CHECK-LABEL: func.func @launch_body
// CHECK:         gpu.launch
// CHECK:           nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// CHECK-NOT:       kfusion.
func.func @launch_body() {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    kfusion.named_barrier id 3 threads 64
    gpu.terminator
  }
  return
}
