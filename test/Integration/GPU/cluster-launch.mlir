// REQUIRES: cuda-gpu
// A launch with clusters of 4 x 4 blocks (16: more than the 8 blocks of a
// portable cluster). The runtime allows the function non-portable cluster
// sizes before cuLaunchKernelEx (which otherwise fails with
// CUDA_ERROR_INVALID_CLUSTER_SIZE). 8 x 8 blocks write, each at its linear
// index, its block id inside its cluster (x + 4 y) and its cluster's size.
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// The PTX reads the cluster registers (needs sm_90).
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx chip=sm_90" | FileCheck %s --check-prefix=PTX
//
// Why it would fail: without the attribute the launch fails and the runtime
// exits with the driver's error; a cluster shape other than 4 x 4 gives other
// sums: the ids inside each of the 4 clusters run over 0..15 (sum 120 each,
// 480 in all) and every block sees a cluster of 16 blocks (1024 in all).

// CHECK: cluster-launch: id sum = 480
// CHECK-NEXT: cluster-launch: size sum = 1024
// PTX-DAG: %cluster_ctaid.x
// PTX-DAG: %cluster_nctaid.x

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%id: memref<64xi32>, %size: memref<64xi32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %row = arith.muli %by, %c8 : index
      %linear = arith.addi %row, %bx : index
      %cx = gpu.cluster_block_id x
      %cy = gpu.cluster_block_id y
      %cy4 = arith.muli %cy, %c4 : index
      %in = arith.addi %cx, %cy4 : index
      %nx = gpu.cluster_dim_blocks x
      %ny = gpu.cluster_dim_blocks y
      %n = arith.muli %nx, %ny : index
      %ini = arith.index_cast %in : index to i32
      %ni = arith.index_cast %n : index to i32
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %ini, %id[%linear] : memref<64xi32>
        memref.store %ni, %size[%linear] : memref<64xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %id = gpu.alloc host_shared () : memref<64xi32>
    %size = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@ids clusters in (%c4, %c4, %c1)
        blocks in (%c8, %c8, %c1) threads in (%c32, %c1, %c1)
        args(%id : memref<64xi32>, %size : memref<64xi32>)
    %z = arith.constant 0 : i32
    %sums:2 = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %z, %b = %z) -> (i32, i32) {
      %x = memref.load %id[%i] : memref<64xi32>
      %y = memref.load %size[%i] : memref<64xi32>
      %a2 = arith.addi %a, %x : i32
      %b2 = arith.addi %b, %y : i32
      scf.yield %a2, %b2 : i32, i32
    }
    vector.print str "cluster-launch: id sum = "
    vector.print %sums#0 : i32
    vector.print str "cluster-launch: size sum = "
    vector.print %sums#1 : i32
    gpu.dealloc %id : memref<64xi32>
    gpu.dealloc %size : memref<64xi32>
    return
  }
}
