// kfusion.horizontal_serial on every launch of a group fuses that group in
// serial mode (what the HFuse tuner writes back when the serial form ran
// fastest), the others in thread partitions, in one run of the pass; on some
// launches of a group but not all it is an error on the unmarked launch.
// Why it would fail: the tuner's serial choice written back would be fused
// in partitions (another kernel than the one measured).
// RUN: kfusion-opt %s -split-input-file --kfusion-horizontal-fusion -verify-diagnostics | FileCheck %s

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
  // CHECK-LABEL: gpu.module @kernels
  // Group 0, marked: one block of the wider kernel's 128 threads.
  // CHECK:       gpu.func @fill_twice_serial
  // CHECK-SAME:      known_block_size = array<i32: 128, 1, 1>
  // CHECK:         kfusion.horizontal serial partitions [64, 128]
  // Group 1, unmarked: partitions side by side.
  // CHECK:       gpu.func @fill_twice_hfuse
  // CHECK-SAME:      known_block_size = array<i32: 192, 1, 1>
  // CHECK:         kfusion.horizontal partitions [64, 128]
  // CHECK-LABEL: func.func @step
  // CHECK:         gpu.launch_func @kernels::@fill_twice_serial
  // CHECK:         gpu.launch_func @kernels::@fill_twice_hfuse
  func.func @step(%a: memref<1024xf32> {llvm.noalias}, %b: memref<1024xf32> {llvm.noalias},
                  %c: memref<1024xf32> {llvm.noalias}, %d: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_serial}
    gpu.launch_func @kernels::@twice blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_serial}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%c : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@twice blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

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
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64, kfusion.horizontal_serial}
    // expected-error @+1 {{kfusion-horizontal-fusion: kfusion.horizontal_serial is on some launches of group 0 but not on this one; mark every launch of the group or none}}
    gpu.launch_func @kernels::@fill blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%b : memref<1024xf32>) {kfusion.horizontal_group = 0 : i64}
    return
  }
}
