// The staggered serial form rotates each block's region order: two regions
// over a 4 x 4 grid of 32-thread blocks both bump a per-block counter (thread
// 0, region 0 then region 1 in the plain serial form) and record the value
// they found, i.e. their place in the block's order. Plain serial: region 0
// is first in every block (0s), region 1 second (1s). Staggered: block b
// (linear id by * 4 + bx) starts at region floor(hi16(b * 0x9E3779B1) * 2 /
// 2^16), the op's rule, which is 1 for b = 1, 3, 6, 8, 9, 11, 14 (computed
// with python3); each region still runs exactly once per block (the
// counters end at 2). The fused ops run as they are (kfusion-sim lowers
// them) and lowered by kfusion-lower-horizontal, under two schedules.
// RUN: kfusion-sim %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-lower-horizontal | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// Why it would fail: no rotation (region 0 first everywhere), a rotation
// from the wrong block id (bx only, or x and y swapped: another pattern),
// or a step guard that runs a region twice or never (a counter other than
// 2).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @serial(%count: memref<16xi32>, %first: memref<16xi32>, %second: memref<16xi32>) kernel {
      kfusion.horizontal serial partitions [32, 32]
          block_dims [(32, 1, 1), (32, 1, 1)] grid_dims [(4, 4, 1), (4, 4, 1)] {
        func.call @bump(%count, %first) : (memref<16xi32>, memref<16xi32>) -> ()
        kfusion.yield
      }, {
        func.call @bump(%count, %second) : (memref<16xi32>, memref<16xi32>) -> ()
        kfusion.yield
      }
      gpu.return
    }
    gpu.func @staggered(%count: memref<16xi32>, %first: memref<16xi32>, %second: memref<16xi32>) kernel {
      kfusion.horizontal serial staggered partitions [32, 32]
          block_dims [(32, 1, 1), (32, 1, 1)] grid_dims [(4, 4, 1), (4, 4, 1)] {
        func.call @bump(%count, %first) : (memref<16xi32>, memref<16xi32>) -> ()
        kfusion.yield
      }, {
        func.call @bump(%count, %second) : (memref<16xi32>, memref<16xi32>) -> ()
        kfusion.yield
      }
      gpu.return
    }
    // Thread 0: seen[b] = count[b]; count[b] += 1 (b = by * 4 + bx).
    func.func @bump(%count: memref<16xi32>, %seen: memref<16xi32>) {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      %lead = arith.cmpi eq, %tx, %c0 : index
      scf.if %lead {
        %row = arith.muli %by, %c4 : index
        %b = arith.addi %row, %bx : index
        %old = memref.load %count[%b] : memref<16xi32>
        memref.store %old, %seen[%b] : memref<16xi32>
        %new = arith.addi %old, %one : i32
        memref.store %new, %count[%b] : memref<16xi32>
      }
      return
    }
  }

  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

  func.func @run(%kernel: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %count = gpu.alloc host_shared () : memref<16xi32>
    %first = gpu.alloc host_shared () : memref<16xi32>
    %second = gpu.alloc host_shared () : memref<16xi32>
    linalg.fill ins(%zero : i32) outs(%count : memref<16xi32>)
    %c0 = arith.constant 0 : index
    %plain = arith.cmpi eq, %kernel, %c0 : index
    scf.if %plain {
      gpu.launch_func @kernels::@serial blocks in (%c4, %c4, %c1) threads in (%c32, %c1, %c1)
          args(%count : memref<16xi32>, %first : memref<16xi32>, %second : memref<16xi32>)
    } else {
      gpu.launch_func @kernels::@staggered blocks in (%c4, %c4, %c1) threads in (%c32, %c1, %c1)
          args(%count : memref<16xi32>, %first : memref<16xi32>, %second : memref<16xi32>)
    }
    %u0 = memref.cast %count : memref<16xi32> to memref<*xi32>
    %u1 = memref.cast %first : memref<16xi32> to memref<*xi32>
    %u2 = memref.cast %second : memref<16xi32> to memref<*xi32>
    func.call @printMemrefI32(%u0) : (memref<*xi32>) -> ()
    func.call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
    func.call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK:      data =
    // CHECK-NEXT: [2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2]
    // CHECK:      data =
    // CHECK-NEXT: [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0]
    // CHECK:      data =
    // CHECK-NEXT: [1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1]
    func.call @run(%c0) : (index) -> ()
    // CHECK:      data =
    // CHECK-NEXT: [2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2]
    // CHECK:      data =
    // CHECK-NEXT: [0,  1,  0,  1,  0,  0,  1,  0,  1,  1,  0,  1,  0,  0,  1,  0]
    // CHECK:      data =
    // CHECK-NEXT: [1,  0,  1,  0,  1,  1,  0,  1,  0,  0,  1,  0,  1,  1,  0,  1]
    func.call @run(%c1) : (index) -> ()
    return
  }
}
