// Interleaved blocks: kfusion-horizontal-fusion with blocks=true, or a group
// whose launches all carry kfusion.horizontal_blocks (the HFuse tuner's
// write-back of that choice), fuses the kernels so that each block of the
// launch runs one of them: a block of the widest kernel's threads, every
// kernel's blocks (the sum of the grids), the largest dynamic shared memory
// slice (each block holds one). Asking for two modes, or marking some
// launches of a group only, is an error.
// Why it would fail: the launch would be sized as for thread partitions
// (the sum of the blocks and of the slices, the largest grid only) and the
// smaller kernel's blocks would never run.
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="blocks=true" -verify-diagnostics | FileCheck %s --check-prefix=OPTION
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion -verify-diagnostics | FileCheck %s --check-prefix=ATTR
// RUN: not kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="blocks=true serial=true" 2>&1 | FileCheck %s --check-prefix=BOTH

// RUN: not kfusion-opt %s -split-input-file --kfusion-horizontal-fusion="serial=true" 2>&1 | FileCheck %s --check-prefix=CONFLICT

// BOTH: error: kfusion-horizontal-fusion: serial and blocks are two ways to fuse a group; ask for one
// CONFLICT: error: kfusion-horizontal-fusion: group 0 is marked kfusion.horizontal_blocks (interleaved blocks) but the pass's option asks for serial; ask for one

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<1024xf32>) kernel {
      %x = gpu.global_id x
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c = arith.constant 1.0 : f32
      memref.store %c, %a[%x] : memref<1024xf32>
      gpu.return
    }
    gpu.func @twice(%a: memref<1024xf32>) kernel {
      %x = gpu.global_id x
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c = arith.constant 2.0 : f32
      memref.store %c, %a[%x] : memref<1024xf32>
      gpu.return
    }
  }
  // Group 0 is marked, group 1 is not: with the option both are interleaved,
  // without it only the marked one.
  // OPTION-LABEL: gpu.module @kernels
  // OPTION:       gpu.func @fill_twice_blocks
  // OPTION-SAME:      known_block_size = array<i32: 128, 1, 1>
  // OPTION:         kfusion.horizontal blocks partitions [64, 128]
  // OPTION-SAME:        grid_dims [(16, 1, 1), (8, 1, 1)]
  // OPTION-SAME:        dynamic_shared_sizes [1000, 3000]
  // OPTION:       gpu.func @fill_twice_blocks_0
  // OPTION-LABEL: func.func @step
  // OPTION:         %[[GRID:.*]] = arith.constant 24 : index
  // OPTION-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
  // OPTION-NEXT:    %[[BLOCK:.*]] = arith.constant 128 : index
  // OPTION-NEXT:    %[[SHARED:.*]] = arith.constant 3000 : i32
  // OPTION-NEXT:    gpu.launch_func @kernels::@fill_twice_blocks blocks in (%[[GRID]], %[[ONE]], %[[ONE]]) threads in (%[[BLOCK]], %[[ONE]], %[[ONE]]) dynamic_shared_memory_size %[[SHARED]]
  // OPTION:         gpu.launch_func @kernels::@fill_twice_blocks_0 blocks in
  // ATTR-LABEL: gpu.module @kernels
  // ATTR:       gpu.func @fill_twice_blocks
  // ATTR:         kfusion.horizontal blocks partitions [64, 128]
  // ATTR:       gpu.func @fill_twice_hfuse
  // ATTR-SAME:      known_block_size = array<i32: 192, 1, 1>
  // ATTR:         kfusion.horizontal partitions [64, 128]
  // ATTR-LABEL: func.func @step
  // ATTR:         gpu.launch_func @kernels::@fill_twice_blocks
  // ATTR:         gpu.launch_func @kernels::@fill_twice_hfuse
  func.func @step(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias},
                  %c: memref<1024xf32> {llvm.noalias}, %d: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %s1000 = arith.constant 1000 : i32
    %s3000 = arith.constant 3000 : i32
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %s1000 args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks}
    gpu.launch_func @kernels::@twice blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %s3000 args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %s1000 args(%c : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@twice blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %s3000 args(%d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
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
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks}
    // expected-error @+1 {{kfusion-horizontal-fusion: kfusion.horizontal_blocks is on some launches of group 0 but not on this one; mark every launch of the group or none}}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64}
    return
  }
}

// -----

// Both modes' attributes on the group.
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
    // expected-error @+1 {{kfusion-horizontal-fusion: group 0 is marked kfusion.horizontal_serial and kfusion.horizontal_blocks, two ways to fuse it; mark it with one}}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks, kfusion.horizontal_serial}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks, kfusion.horizontal_serial}
    return
  }
}

// -----

// Interleaving two grids of 1,200,000,000 blocks needs a launch of their sum,
// more than 2^31-1 blocks: the group is left as it is, with a remark.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @too_many_blocks(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %big = arith.constant 1200000000 : index
    %c64 = arith.constant 64 : index
    // expected-remark @+1 {{not fusing group 0: interleaving the blocks of 2 kernels needs a launch of 2400000000 blocks, more than 2^31-1}}
    gpu.launch_func @kernels::@fill blocks in (%big, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks}
    gpu.launch_func @kernels::@fill blocks in (%big, %c1, %c1) threads in (%c64, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_blocks}
    return
  }
}
