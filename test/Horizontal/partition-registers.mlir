// Registers per partition (setmaxnreg, sm_90): a memory-bound kernel gives
// up registers that a compute-bound one beside it takes, within the fused
// kernel's nvvm.maxnreg (HFuse's register bound, per partition).
//
// By option: the op carries them; the lowering moves them first thing in
// each partition's thread range, before the block-range guard of the
// region with the smaller grid (a warpgroup whose region skips the block
// still releases):
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=24,80 max-registers=64" | FileCheck %s --check-prefix=FUSED
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=24,80 max-registers=64" --kfusion-lower-horizontal | FileCheck %s --check-prefix=LOWERED
// By the launches' kfusion.partition_registers (0 keeps the kernel's count):
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s --check-prefix=ATTRS
// Declined, with the reason: no register count for the fused kernel, a
// partition of 64 threads, more registers than the block holds, the serial
// baseline, a count list of the wrong length:
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=24,80" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOBOUND
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition=64,256 partition-registers=24,80 max-registers=64" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=WARPGROUPS
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=40,96 max-registers=64" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=24,80 max-registers=64 serial=true" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SERIAL
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=mem,comp partition-registers=24 max-registers=64" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=COUNT

// FUSED-LABEL: gpu.func @mem_comp_hfuse(
// FUSED-SAME:      known_block_size = array<i32: 384, 1, 1>, nvvm.maxnreg = 64 : i32
// FUSED:         kfusion.horizontal partitions [128, 256] {{.*}} partition_registers [24, 80] {

// LOWERED-LABEL: gpu.func @mem_comp_hfuse(
// LOWERED:         %[[TID:.*]] = gpu.thread_id x
// LOWERED:         %[[LOW:.*]] = arith.cmpi ult, %[[TID]], %c128
// LOWERED:         scf.if %[[LOW]] {
// LOWERED-NEXT:      nvvm.setmaxregister  decrease 24
// LOWERED-NEXT:      scf.execute_region
// LOWERED:         %[[HIGH:.*]] = arith.cmpi uge, %[[TID]], %c128
// LOWERED:         scf.if %[[HIGH]] {
// LOWERED-NEXT:      nvvm.setmaxregister  increase 80
// LOWERED:           %[[BID:.*]] = arith.cmpi ult, %{{.*}}, %c32
// LOWERED:           scf.if %[[BID]] {
// LOWERED-NEXT:        scf.execute_region

// ATTRS-LABEL: gpu.func @amem_acomp_hfuse(
// ATTRS-SAME:      nvvm.maxnreg = 64 : i32
// ATTRS:         kfusion.horizontal partitions [128, 256] {{.*}} partition_registers [32, 0] {

// NOBOUND: remark: not fusing the group kernels=mem,comp: {{.*}}register count{{.*}}nvvm.maxnreg{{.*}}max-registers{{.*}}kfusion.max_registers
// WARPGROUPS: remark: not fusing the group kernels=mem,comp: {{.*}}partition #0{{.*}}64 threads{{.*}}not whole warpgroups{{.*}}128 threads
// BUDGET: remark: not fusing the group kernels=mem,comp: {{.*}}29696 registers{{.*}}24576{{.*}}384 threads of 64
// SERIAL: remark: not fusing the group kernels=mem,comp: {{.*}}thread partitions{{.*}}serial mode
// COUNT: remark: not fusing the group kernels=mem,comp: {{.*}}partition-registers{{.*}} 1 counts{{.*}} 2 kernels

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mem(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<8192xf32>
      memref.store %v, %out[%i] : memref<8192xf32>
      gpu.return
    }
    gpu.func @comp(%x: memref<8192xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<8192xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %x[%i] : memref<8192xf32>
      gpu.return
    }
    gpu.func @amem(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<8192xf32>
      memref.store %v, %out[%i] : memref<8192xf32>
      gpu.return
    }
    gpu.func @acomp(%x: memref<8192xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<8192xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %x[%i] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @pair(%a: memref<8192xf32>, %b: memref<8192xf32> {llvm.noalias}, %c: memref<8192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@mem blocks in (%c64, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : memref<8192xf32>, %b : memref<8192xf32>)
    gpu.launch_func @kernels::@comp blocks in (%c32, %c1, %c1) threads in (%c256, %c1, %c1) args(%c : memref<8192xf32>)
    return
  }
  func.func @by_attributes(%a: memref<8192xf32>, %b: memref<8192xf32> {llvm.noalias}, %c: memref<8192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@amem blocks in (%c64, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : memref<8192xf32>, %b : memref<8192xf32>) {kfusion.horizontal_group = 1 : i64, kfusion.max_registers = 64 : i64, kfusion.partition_registers = 32 : i64}
    gpu.launch_func @kernels::@acomp blocks in (%c32, %c1, %c1) threads in (%c256, %c1, %c1) args(%c : memref<8192xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
