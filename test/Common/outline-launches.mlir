// kfusion-outline-launches: gpu.launch ops become launches of kernels in one
// gpu.module per host function, keeping kfusion attributes and leaving the
// block size undeclared; the planner and the fusion then apply to programs
// written with gpu.launch. The interpreter runs of the outlined and the
// fused program are in ../Integration/Sim/Common/outline-launches.mlir.
// RUN: kfusion-opt %s --kfusion-outline-launches | FileCheck %s
// RUN: kfusion-opt %s --kfusion-outline-launches="only-grouped=true" | FileCheck %s --check-prefix=GROUPED
// Outlined, planned and fused: the compute-bound and the memory-bound launch
// become one kernel.
// RUN: kfusion-opt %s --kfusion-outline-launches --kfusion-plan-horizontal --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.fused.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir

// Three gpu.launch ops (compute-bound with kfusion.partition, memory-bound,
// grouped): three kernels of one gpu.module, attributes kept.
// CHECK-LABEL: func.func @main
// CHECK:         gpu.launch_func @main_kernels::@main_kernel {{.*}} {kfusion.partition = 64 : i64}
// CHECK:         gpu.launch_func @main_kernels::@main_kernel_0 {{.*}}args(%arg1 : memref<256xi32>, %arg2 : memref<256xi32>){{$}}
// CHECK:         gpu.launch_func @main_kernels::@main_kernel_1 {{.*}} {kfusion.horizontal_group = 5 : i64}
// CHECK-NOT:     gpu.launch blocks
// CHECK-LABEL: gpu.module @main_kernels
// CHECK:         gpu.func @main_kernel(
// CHECK-NOT:       known_block_size
// CHECK-SAME:      kernel {
// The constant the body used is sunk into it.
// CHECK:           arith.constant 1664525 : i32
// The host helper the body calls comes along.
// CHECK:         func.func @rounds
// CHECK:         gpu.func @main_kernel_0(
// CHECK-NOT:       known_block_size
// CHECK-SAME:      kernel {

// only-grouped: the launches without kfusion.horizontal_group stay gpu.launch.
// GROUPED-LABEL: func.func @main
// GROUPED:         gpu.launch blocks
// GROUPED:         gpu.launch blocks
// GROUPED:         gpu.launch_func @main_kernels::@main_kernel {{.*}} {kfusion.horizontal_group = 5 : i64}

// The planner groups the outlined compute-bound and memory-bound kernels.
// PLAN: remark: kfusion-plan-horizontal: group 6: @main_kernels::@main_kernel (compute-bound{{.*}}with @main_kernels::@main_kernel_0 (memory-bound
// FUSED-LABEL: func.func @main
// FUSED:         gpu.launch_func @main_kernels::@main_kernel_main_kernel_0_hfuse

module attributes {gpu.container_module} {
  func.func @rounds(%x: i32, %m: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %x) -> (i32) {
      %b = arith.muli %a, %m : i32
      %c = arith.addi %b, %m : i32
      scf.yield %c : i32
    }
    return %r : i32
  }
  func.func @main(%x: memref<256xi32> {llvm.noalias}, %y: memref<256xi32> {llvm.noalias},
                  %z: memref<256xi32> {llvm.noalias}, %p: memref<256xi32> {llvm.noalias},
                  %q: memref<256xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %m = arith.constant 1664525 : i32
    // 64 multiply-add rounds per element, by a loop over the block's 128
    // elements that strides by the block size (so 64 threads do as well).
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %c128 : index
      scf.for %j = %tx to %c128 step %sx {
        %i = arith.addi %base, %j : index
        %v = memref.load %x[%i] : memref<256xi32>
        %r = func.call @rounds(%v, %m) : (i32, i32) -> i32
        memref.store %r, %x[%i] : memref<256xi32>
      }
      gpu.terminator
    } {kfusion.partition = 64 : i64}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %v = memref.load %y[%i] : memref<256xi32>
      memref.store %v, %z[%i] : memref<256xi32>
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %v = memref.load %p[%i] : memref<256xi32>
      memref.store %v, %q[%i] : memref<256xi32>
      gpu.terminator
    } {kfusion.horizontal_group = 5 : i64}
    return
  }
}
