// Staggered serial form: kfusion-horizontal-fusion with staggered=true, or a
// group whose launches all carry kfusion.horizontal_staggered (the HFuse
// tuner's write-back of that choice), fuses the kernels as the serial form
// does (a block of the widest kernel's threads, each thread running every
// region) with `staggered` on the op: the lowering rotates each block's
// region order. kfusion.horizontal_serial beside it agrees; asking for
// interleaved blocks as well, or marking some launches of a group only, is
// an error.
// Why it would fail: the option or the attribute would be dropped (a plain
// serial kernel, `_serial`), or taken for a mode of its own that refuses the
// serial attribute beside it.
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="staggered=true" -verify-diagnostics | FileCheck %s --check-prefix=OPTION
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion -verify-diagnostics | FileCheck %s --check-prefix=ATTR
// RUN: not kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="blocks=true staggered=true" 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="blocks=true" 2>&1 | FileCheck %s --check-prefix=CONFLICT

// BOTH: error: kfusion-horizontal-fusion: staggered and blocks are two ways to fuse a group; ask for one
// CONFLICT: error: kfusion-horizontal-fusion: group 0 is marked kfusion.horizontal_staggered (serial) but the pass's option asks for interleaved blocks; ask for one

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<1024xf32>) kernel {
      %x = gpu.global_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %a[%x] : memref<1024xf32>
      gpu.return
    }
    gpu.func @twice(%a: memref<1024xf32>) kernel {
      %x = gpu.global_id x
      %c = arith.constant 2.0 : f32
      memref.store %c, %a[%x] : memref<1024xf32>
      gpu.return
    }
  }
  // Group 0 is marked staggered (and serial), group 1 is not: with the option
  // both are staggered, without it only the marked one.
  // OPTION-LABEL: gpu.module @kernels
  // OPTION:       gpu.func @fill_twice_staggered
  // OPTION-SAME:      known_block_size = array<i32: 128, 1, 1>
  // OPTION:         kfusion.horizontal serial staggered partitions [64, 128]
  // OPTION:       gpu.func @fill_twice_staggered_0
  // OPTION:         kfusion.horizontal serial staggered partitions [64, 128]
  // OPTION-LABEL: func.func @step
  // OPTION:         gpu.launch_func @kernels::@fill_twice_staggered blocks in
  // OPTION:         gpu.launch_func @kernels::@fill_twice_staggered_0 blocks in
  // ATTR-LABEL: gpu.module @kernels
  // ATTR:       gpu.func @fill_twice_staggered
  // ATTR-SAME:      known_block_size = array<i32: 128, 1, 1>
  // ATTR:         kfusion.horizontal serial staggered partitions [64, 128]
  // ATTR:       gpu.func @fill_twice_hfuse
  // ATTR-SAME:      known_block_size = array<i32: 192, 1, 1>
  // ATTR:         kfusion.horizontal partitions [64, 128]
  // ATTR-LABEL: func.func @step
  // ATTR:         gpu.launch_func @kernels::@fill_twice_staggered
  // ATTR:         gpu.launch_func @kernels::@fill_twice_hfuse
  func.func @step(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias},
                  %c: memref<1024xf32> {llvm.noalias}, %d: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_staggered, kfusion.horizontal_serial}
    gpu.launch_func @kernels::@twice blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_staggered, kfusion.horizontal_serial}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%c : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@twice blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// The attribute on some launches of a group only.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<1024xf32>) kernel {
      %x = gpu.global_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %a[%x] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @mixed(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_staggered}
    // expected-error @+1 {{kfusion-horizontal-fusion: kfusion.horizontal_staggered is on some launches of group 0 but not on this one; mark every launch of the group or none}}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64}
    return
  }
}

// -----

// Staggered and interleaved blocks on the group.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<1024xf32>) kernel {
      %x = gpu.global_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %a[%x] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @two_modes(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    // expected-error @+1 {{kfusion-horizontal-fusion: group 0 is marked kfusion.horizontal_staggered and kfusion.horizontal_blocks, two ways to fuse it; mark it with one}}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks, kfusion.horizontal_staggered}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks, kfusion.horizontal_staggered}
    return
  }
}
