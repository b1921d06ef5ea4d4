// RUN: kfusion-opt %s -split-input-file | FileCheck %s
// RUN: kfusion-opt %s -split-input-file | kfusion-opt -split-input-file | FileCheck %s
// RUN: kfusion-opt %s -split-input-file -mlir-print-op-generic | kfusion-opt -split-input-file | FileCheck %s
// Round trip of the fine-grained synchronization ops and #kfusion.tile_dep.

// Every semaphore op in a kernel, on static and dynamic memrefs.
// CHECK-LABEL: gpu.func @consumer
// CHECK: %[[T:.*]] = kfusion.next_tile %{{.*}}[%{{.*}}] : memref<7xi32>
// CHECK: kfusion.sem_wait %{{.*}}[%[[T]]] geq %{{.*}} : memref<7xi32>
// CHECK: kfusion.sem_post %{{.*}}[%{{.*}}] add %{{.*}} : memref<?xi32>
// CHECK: kfusion.sem_poll %{{.*}}[%[[T]]] geq %{{.*}} : memref<7xi32>
// CHECK: gpu.barrier
gpu.module @kernels {
  gpu.func @consumer(%sems: memref<7xi32>, %dyn: memref<?xi32>) kernel {
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : i32
    %c1 = arith.constant 1 : i32
    %t = kfusion.next_tile %sems[%c6] : memref<7xi32>
    kfusion.sem_wait %sems[%t] geq %c4 : memref<7xi32>
    kfusion.sem_post %dyn[%t] add %c1 : memref<?xi32>
    kfusion.sem_poll %sems[%t] geq %c4 : memref<7xi32>
    gpu.barrier
    gpu.return
  }
}

// -----

// #kfusion.tile_dep with no, one and a strided symbol (printed sorted by name).
// CHECK-LABEL: func.func @attrs
// CHECK-SAME: test.one = #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, d2), bounds = []>
// CHECK-SAME: test.row = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [8]>
// CHECK-SAME: test.strided = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (d0 mod 4 + s0 * 4, d1, 0), bounds = [3]>
func.func @attrs() attributes {
    test.row = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [8]>,
    test.one = #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, d2), bounds = []>,
    test.strided = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (d0 mod 4 + s0 * 4, d1, 0), bounds = [3]>} {
  return
}
