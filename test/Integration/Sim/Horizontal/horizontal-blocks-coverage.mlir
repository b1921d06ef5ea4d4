// Interleaved blocks cover every block of every kernel exactly once: three
// kernels on grids of 7, 2 and 5 blocks (one 2-D) each add 1 to the slot of
// their block id (and write the block's threads' ids), so a block run twice,
// or never, or as another block changes the output. The fused launch of 14
// blocks spreads each kernel's blocks over it in proportion to its grid
// (region 0 evenly over all 14, region 1 over the 7 left, region 2 the
// rest); kfusion-sim compares it with the unfused program on random inputs,
// under several schedules.
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="blocks=true" -o %t.fused.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-horizontal -o %t.lowered.mlir
// RUN: kfusion-sim %s --compare=%t.lowered.mlir -e main --seed=71 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %s --compare=%t.lowered.mlir -e main --seed=72 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %s --compare=%t.lowered.mlir -e main --seed=73 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// The fused program before kfusion-lower-horizontal runs too (kfusion-sim
// lowers the op itself).
// RUN: kfusion-sim %s --compare=%t.fused.mlir -e main --seed=74 --schedule=random | FileCheck %s --check-prefix=EQUAL
// Why it would fail: a wrong share (two regions claiming a block, or a block
// index past a region's grid) shows as a slot counted twice or not at all.

// FUSED: kfusion.horizontal blocks partitions [64, 32, 128]
// FUSED: gpu.launch_func @kernels::@count7_count2_count5x_blocks blocks in (%{{.*}}) threads in
// EQUAL: kfusion-sim: equal: 6 arguments

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // hits[bid] += 1 by thread 0; ids[bid * 64 + tid] = tid.
    gpu.func @count7(%hits: memref<7xi32>, %ids: memref<448xi32>) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %h = memref.load %hits[%b] : memref<7xi32>
        %one = arith.constant 1 : i32
        %h1 = arith.addi %h, %one : i32
        memref.store %h1, %hits[%b] : memref<7xi32>
      }
      %base = arith.muli %b, %c64 : index
      %at = arith.addi %base, %t : index
      %tv = arith.index_cast %t : index to i32
      memref.store %tv, %ids[%at] : memref<448xi32>
      gpu.return
    }
    gpu.func @count2(%hits: memref<2xi32>, %ids: memref<64xi32>) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %h = memref.load %hits[%b] : memref<2xi32>
        %one = arith.constant 1 : i32
        %h1 = arith.addi %h, %one : i32
        memref.store %h1, %hits[%b] : memref<2xi32>
      }
      %base = arith.muli %b, %c32 : index
      %at = arith.addi %base, %t : index
      %tv = arith.index_cast %t : index to i32
      memref.store %tv, %ids[%at] : memref<64xi32>
      gpu.barrier
      gpu.return
    }
    // A 5 x 1 grid of 2-D blocks (64 x 2).
    gpu.func @count5x(%hits: memref<5xi32>, %ids: memref<640xi32>) kernel {
      %b = gpu.block_id x
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %x0 = arith.cmpi eq, %tx, %c0 : index
      %y0 = arith.cmpi eq, %ty, %c0 : index
      %first = arith.andi %x0, %y0 : i1
      scf.if %first {
        %h = memref.load %hits[%b] : memref<5xi32>
        %one = arith.constant 1 : i32
        %h1 = arith.addi %h, %one : i32
        memref.store %h1, %hits[%b] : memref<5xi32>
      }
      %row = arith.muli %ty, %c64 : index
      %t = arith.addi %row, %tx : index
      %base = arith.muli %b, %c128 : index
      %at = arith.addi %base, %t : index
      %tv = arith.index_cast %t : index to i32
      memref.store %tv, %ids[%at] : memref<640xi32>
      gpu.return
    }
  }
  func.func @main(%h7: memref<7xi32> {llvm.noalias}, %i7: memref<448xi32> {llvm.noalias},
                  %h2: memref<2xi32> {llvm.noalias}, %i2: memref<64xi32> {llvm.noalias},
                  %h5: memref<5xi32> {llvm.noalias}, %i5: memref<640xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@count7 blocks in (%c7, %c1, %c1) threads in (%c64, %c1, %c1) args(%h7 : memref<7xi32>, %i7 : memref<448xi32>) {kfusion.horizontal_group = 0 : i64}
    gpu.launch_func @kernels::@count2 blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%h2 : memref<2xi32>, %i2 : memref<64xi32>) {kfusion.horizontal_group = 0 : i64}
    gpu.launch_func @kernels::@count5x blocks in (%c5, %c1, %c1) threads in (%c64, %c2, %c1) args(%h5 : memref<5xi32>, %i5 : memref<640xi32>) {kfusion.horizontal_group = 0 : i64}
    return
  }
}
