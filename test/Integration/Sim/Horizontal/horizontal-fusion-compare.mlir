// Equivalence check of kfusion-horizontal-fusion on the reference
// interpreter: the unfused program and its fused (and lowered) form get the
// same random inputs and every argument is compared afterwards. @scale (a
// block-local reversal through workgroup memory, with barriers) and @hist (a
// shared-memory histogram with atomics and barriers) become one kernel with
// two partitions and named barriers 1 and 2.
// RUN: kfusion-opt %s --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.fused.mlir
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-sim %s --compare=%t.fused.mlir -e pair --seed=11 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %s --compare=%t.fused.mlir -e pair --seed=12 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// kfusion-sim also runs the fused program as the fusion leaves it, with the
// kfusion.horizontal op not lowered yet.
// RUN: kfusion-opt %s --kfusion-horizontal-fusion -o %t.unlowered.mlir
// RUN: kfusion-sim %s --compare=%t.unlowered.mlir -e pair --seed=13 --schedule=random | FileCheck %s --check-prefix=EQUAL
// The oracle catches a wrong fused kernel: the fused program with @scale's
// factor changed differs in argument #1.
// RUN: kfusion-opt %S/Inputs/horizontal-fusion-compare-scaled.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.broken.mlir
// RUN: not kfusion-sim %s --compare=%t.broken.mlir -e pair --seed=11 | FileCheck %s --check-prefix=DIFFER

// The program compared: one fused kernel, whose partitions synchronize on
// named barriers 1 and 2.
// FUSED-LABEL: gpu.func @scale_hist_hfuse
// FUSED-DAG:     kfusion.named_barrier id 1 threads 128
// FUSED-DAG:     kfusion.named_barrier id 2 threads 256
// FUSED-LABEL: func.func @pair
// FUSED:         gpu.launch_func @kernels::@scale_hist_hfuse blocks in ({{.*}}) threads in ({{.*}}) args(
// FUSED-NOT:     gpu.launch_func
// EQUAL: kfusion-sim: equal: 4 arguments, 9472 elements compared
// DIFFER: kfusion-sim: mismatch in argument #1 at index [0]:

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // b[i] = 2 * a[block_base + 127 - tid] + 1
    gpu.func @scale(%a: memref<4096xf32>, %b: memref<4096xf32>)
        workgroup(%tile: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %c127 = arith.constant 127 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %x = memref.load %a[%i] : memref<4096xf32>
      memref.store %x, %tile[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c127, %tid : index
      %y = memref.load %tile[%r] : memref<128xf32, #gpu.address_space<workgroup>>
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %z = arith.mulf %y, %two : f32
      %w = arith.addf %z, %one : f32
      memref.store %w, %b[%i] : memref<4096xf32>
      gpu.return
    }
    // d[v & 255] += 1 for every v in c, through a shared histogram.
    gpu.func @hist(%c: memref<1024xi32>, %d: memref<256xi32>)
        workgroup(%bins: memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 255 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      memref.store %zero, %bins[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %c[%i] : memref<1024xi32>
      %bin = arith.andi %v, %mask : i32
      %bi = arith.index_cast %bin : i32 to index
      %old = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<256xi32, #gpu.address_space<workgroup>>) -> i32
      gpu.barrier
      %count = memref.load %bins[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      %prev = memref.atomic_rmw addi %count, %d[%tid] : (i32, memref<256xi32>) -> i32
      gpu.return
    }
  }
  func.func @pair(%a: memref<4096xf32> {llvm.noalias}, %b: memref<4096xf32> {llvm.noalias},
                  %c: memref<1024xi32> {llvm.noalias}, %d: memref<256xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@scale blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<4096xf32>, %b : memref<4096xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@hist blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%c : memref<1024xi32>, %d : memref<256xi32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
