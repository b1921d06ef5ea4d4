// RUN: not kfusion-sim %s -e grid_not_multiple 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: not kfusion-sim %s -e beyond_capacity --sms=2 --blocks-per-sm=2 2>&1 | FileCheck %s --check-prefix=CAPACITY
// RUN: not kfusion-sim %s -e beyond_sixteen --sms=16 2>&1 | FileCheck %s --check-prefix=SIXTEEN
// RUN: kfusion-sim %s -e beyond_capacity --sms=4 --blocks-per-sm=2 2>&1 | FileCheck %s --check-prefix=FITS

// What it proves: cluster launches the GPU refuses, or the interpreter
// could never run, are reported on the launch before any block runs: a
// grid (3, 2, 1) that is not a multiple of the cluster size (2, 1, 1) in x
// (the CUDA driver fails it); a cluster of 8 blocks when only 4 can be
// resident (--sms=2 --blocks-per-sm=2: a cluster's blocks start together,
// so it would wait forever); a cluster of 32 blocks, beyond sm_90's 16. The
// same 8-block cluster runs when 8 blocks fit (--sms=4, 2 per SM).
//
// Why it would fail: launching the partial cluster's blocks, starting a
// cluster's blocks one by one as slots free up, or waiting for slots that
// never come (a hang, or a deadlock report with no cause) instead of a
// launch error.

// GRID: kfusion-sim: error: launch error: grid (3, 2, 1) is not a multiple of the cluster size (2, 1, 1) in dimension x
// GRID-NEXT: at {{.*}}cluster-launch-errors.mlir{{"?}}:[[# @LINE + 31]]{{.*}}'gpu.launch_func'
// GRID-NOT: ran

// CAPACITY: kfusion-sim: error: launch error: a cluster of 8 blocks (4, 2, 1) can never be resident
// CAPACITY-SAME: at most 4 blocks are resident (--sms x --blocks-per-sm; raise them)
// CAPACITY-NEXT: at {{.*}}cluster-launch-errors.mlir{{"?}}:[[# @LINE + 39]]{{.*}}'gpu.launch_func'
// CAPACITY-NOT: ran

// SIXTEEN: kfusion-sim: error: launch error: cluster size (4, 4, 2) is 32 blocks, more than sm_90's 16

// FITS: beyond_capacity: ran

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noop(%out: memref<64xi32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %row = arith.muli %by, %gx : index
      %b = arith.addi %row, %bx : index
      %v = arith.index_cast %b : index to i32
      memref.store %v, %out[%b] : memref<64xi32>
      gpu.return
    }
  }

  func.func @grid_not_multiple() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@noop clusters in (%c2, %c1, %c1)
        blocks in (%c3, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<64xi32>)
    vector.print str "grid_not_multiple: ran\n"
    return
  }

  func.func @beyond_capacity() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@noop clusters in (%c4, %c2, %c1)
        blocks in (%c8, %c4, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<64xi32>)
    vector.print str "beyond_capacity: ran\n"
    return
  }

  func.func @beyond_sixteen() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %out = gpu.alloc host_shared () : memref<64xi32>
    gpu.launch_func @kernels::@noop clusters in (%c4, %c4, %c2)
        blocks in (%c4, %c4, %c2) threads in (%c1, %c1, %c1)
        args(%out : memref<64xi32>)
    vector.print str "beyond_sixteen: ran\n"
    return
  }
}
