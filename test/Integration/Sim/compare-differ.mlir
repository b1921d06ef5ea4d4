// RUN: not kfusion-sim %s --compare=%S/Inputs/compare-differ-b.mlir -e fn 2>&1 | FileCheck %s

// What it proves: equivalence mode finds a difference and reports the first
// one (row-major order) with the argument number and the full index, and
// exits with status 1. This file computes out = 2*in + 1 on a 4x8 array with
// a kernel of 4 blocks x 8 threads (one row per block);
// Inputs/compare-differ-b.mlir computes the same on the host but its row
// loop has an off-by-one upper bound (3 instead of 4), so row 3 of `out`
// keeps its random initial value. Argument #0 (`in`) is equal in both;
// argument #1 (`out`) differs first at index [3, 0].
//
// Why it would fail: comparing only the first argument, reporting a
// linear index (24) instead of [3, 0], numbering arguments from 1, calling
// the programs equal, or exiting with status 0 (`not` fails) all break the
// check. The two printed values are A's 2*in[3][0]+1 and B's untouched
// random input, so only their form is checked.

// CHECK-NOT: kfusion-sim: equal
// CHECK: kfusion-sim: mismatch in argument #1 at index [3, 0]: {{[-+0-9.e]+}} vs {{[-+0-9.e]+}}
// CHECK-NOT: kfusion-sim: equal

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @affine(%in: memref<4x8xf32>, %out: memref<4x8xf32>) kernel {
      %f1 = arith.constant 1.0 : f32
      %f2 = arith.constant 2.0 : f32
      %r = gpu.block_id x
      %c = gpu.thread_id x
      %v = memref.load %in[%r, %c] : memref<4x8xf32>
      %m = arith.mulf %v, %f2 : f32
      %o = arith.addf %m, %f1 : f32
      memref.store %o, %out[%r, %c] : memref<4x8xf32>
      gpu.return
    }
  }

  func.func @fn(%in: memref<4x8xf32>, %out: memref<4x8xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %sync_w1 = gpu.wait async
    %din, %sync_t1 = gpu.alloc async [%sync_w1] () : memref<4x8xf32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %dout, %sync_t2 = gpu.alloc async [%sync_w2] () : memref<4x8xf32>
    gpu.wait [%sync_t2]
    %copy_w1 = gpu.wait async
    %copy_t1 = gpu.memcpy async [%copy_w1] %din, %in : memref<4x8xf32>, memref<4x8xf32>
    gpu.wait [%copy_t1]
    gpu.launch_func @kernels::@affine
        blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%din : memref<4x8xf32>, %dout : memref<4x8xf32>)
    %copy_w2 = gpu.wait async
    %copy_t2 = gpu.memcpy async [%copy_w2] %out, %dout : memref<4x8xf32>, memref<4x8xf32>
    gpu.wait [%copy_t2]
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.dealloc async [%sync_w3] %din : memref<4x8xf32>
    gpu.wait [%sync_t3]
    %sync_w4 = gpu.wait async
    %sync_t4 = gpu.dealloc async [%sync_w4] %dout : memref<4x8xf32>
    gpu.wait [%sync_t4]
    return
  }
}
