// index-bitwidth=32 (with bare-ptr=true): kernel index arithmetic is 32-bit,
// a 2-D access is linearized with nsw arithmetic, and the host keeps 64 bits.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t" -o %t/lowered.mlir
// RUN: FileCheck %s < %t/kernels.sm_90.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t/lowered.mlir
// The default (index-bitwidth=0) proves 32 bits for this kernel and emits
// the same kernel, its memrefs bare pointers while the host keeps
// descriptors (index-bitwidth-auto.mlir checks the host side).
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/auto" -o /dev/null
// RUN: FileCheck %s < %t/auto/kernels.sm_90.ptx
// 64 computes the ids and the row offset in 64-bit registers.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=64" --kfusion-dump-binaries="output-dir=%t/wide" -o /dev/null
// RUN: FileCheck %s --check-prefix=WIDE < %t/wide/kernels.sm_90.ptx
// The narrowing step alone: flat views indexed with nsw arithmetic (that
// they compute what the program did is checked on the interpreter in
// ../Integration/Sim/Pipelines/index-bitwidth.mlir).
// RUN: kfusion-opt %s --kfusion-narrow-kernel-index -o %t/narrow.mlir
// RUN: FileCheck %s --check-prefix=NARROW < %t/narrow.mlir

// The global id and its guard in 32 bits; each address widened once.
// CHECK-LABEL: .visible .entry shift(
// CHECK:       mov.u32 [[TID:%r[0-9]+]], %tid.x;
// CHECK-NEXT:  mad.lo.s32 [[GID:%r[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}}, [[TID]];
// CHECK-NEXT:  setp.gt.s32 %p{{[0-9]+}}, [[GID]], 62;
// CHECK-NOT:   {{(add|setp[.a-z]*|shl)}}.{{[su]?}}64
// CHECK:       mul.wide.u32
// CHECK:       ld.global.nc.b32
// CHECK:       st.global.b32
// WIDE-LABEL:  .visible .entry shift(
// WIDE:        cvt.u64.u32
// WIDE:        setp.gt.u64
// HOST-LABEL: llvm.func @main(
// HOST: llvm.mlir.constant(64 : index) : i64
// HOST: gpu.launch_func {{.*}}@kernels::@shift {{.*}} args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr)
// NARROW-LABEL: gpu.func @shift
// NARROW:       %[[FLAT:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4096], strides: [1] : memref<64x64xf32> to memref<4096xf32>
// NARROW:       arith.muli %{{.*}}, %{{.*}} overflow<nsw> : index
// NARROW:       arith.addi %{{.*}}, %{{.*}} overflow<nsw> : index
// NARROW:       memref.load %[[FLAT]][%{{.*}}] : memref<4096xf32>
// NARROW:       memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<4096xf32>
// NARROW-LABEL: func.func @main
// NARROW-NOT:   overflow<nsw>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // b[y][x] = a[y][x + 1]: a 2-D access behind a guard on the global id.
    gpu.func @shift(%a: memref<64x64xf32> {llvm.noalias}, %b: memref<64x64xf32> {llvm.noalias}) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %inside = arith.cmpi slt, %x, %c63 : index
      scf.if %inside {
        %x1 = arith.addi %x, %c1 : index
        %v = memref.load %a[%y, %x1] : memref<64x64xf32>
        memref.store %v, %b[%y, %x] : memref<64x64xf32>
      }
      gpu.return
    }
  }
  // Host index arithmetic stays 64-bit.
  func.func @main(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %n = arith.addi %c32, %c32 : index
    gpu.launch_func @kernels::@shift blocks in (%c2, %c64, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<64x64xf32>, %b : memref<64x64xf32>)
    return
  }
}
