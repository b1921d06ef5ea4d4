// kfusion-lower-tiles stage-unroll: in interior blocks a stage's copy moves
// up to N elements per thread at a time, all loads before the stores. Two
// kernels reading `a` at (y-1, x) and at (y+1, x), (y, x+1) fuse with `a`
// staged; 16x4 blocks with 2 points per thread make 16x8 tiles, a window of
// 10 x 17 = 170 elements over 64 threads (3 per thread, the last one past
// the window for 22 threads), with stage-async=false (loads and stores;
// stage-async.mlir has the cp.async form). The default (8) copies the three at once in
// one batch; stage-unroll=2 loops over chunks of 2 x 64; 1 is the
// one-element loop. That each lowering equals the unfused program, and that a
// planted wrong element offset is caught, is checked on the interpreter in
// ../Integration/Sim/Stencil/stage-unroll.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=false -o %t.batch.mlir
// RUN: FileCheck %s < %t.batch.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-unroll=2 stage-async=false" -o %t.chunks.mlir
// RUN: FileCheck %s --check-prefix=CHUNKS < %t.chunks.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-unroll=1 stage-async=false" -o %t.loop.mlir
// RUN: FileCheck %s --check-prefix=LOOP < %t.loop.mlir
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-unroll=0 2>&1 | FileCheck %s --check-prefix=ZERO

// Fused: `a` staged into a 10 x 17 window.
// FUSED-LABEL: gpu.func @north_south_stencil
// FUSED:         kfusion.stage %{{.*}} into %{{.*}} : memref<32x64xf32>, memref<10x17xf32, #gpu.address_space<workgroup>>

// The default: the three elements loaded in one batch, then stored.
// CHECK-LABEL: gpu.func @north_south_stencil
// CHECK:         scf.if %{{.*}} {
// CHECK-NOT:       scf.for
// CHECK:           %[[L0:.*]] = memref.load %{{.*}} : memref<32x64xf32>
// CHECK:           %[[Q1:.*]] = arith.addi %{{.*}}, %c64{{.*}} : index
// CHECK:           %[[L1:.*]] = memref.load %{{.*}} : memref<32x64xf32>
// CHECK:           %[[Q2:.*]] = arith.addi %{{.*}}, %c128{{.*}} : index
// CHECK:           arith.minui %[[Q2]], %c169{{.*}} : index
// CHECK:           %[[L2:.*]] = memref.load %{{.*}} : memref<32x64xf32>
// CHECK-NEXT:      memref.store %[[L0]]
// CHECK-NEXT:      memref.store %[[L1]]
// CHECK-NEXT:      %[[IN:.*]] = arith.cmpi ult, %[[Q2]], %c170{{.*}} : index
// CHECK-NEXT:      scf.if %[[IN]] {
// CHECK-NEXT:        memref.store %[[L2]]
// CHECK:         } else {
// CHECK-NEXT:      scf.for
// CHECK:             scf.if
// CHECK:         gpu.barrier

// stage-unroll=2: a loop over chunks of 2 x 64.
// CHUNKS-LABEL: gpu.func @north_south_stencil
// CHUNKS:         scf.if %{{.*}} {
// CHUNKS:           scf.for %[[C:.*]] = %c0{{.*}} to %c256{{.*}} step %c128{{.*}} {
// CHUNKS:             %[[Q0:.*]] = arith.addi %[[C]], %{{.*}} : index
// CHUNKS:             arith.minui %[[Q0]], %c169{{.*}} : index
// CHUNKS:             memref.load
// CHUNKS:             %[[Q1:.*]] = arith.addi %[[Q0]], %c64{{.*}} : index
// CHUNKS:             arith.minui %[[Q1]], %c169{{.*}} : index
// CHUNKS:             memref.load
// CHUNKS:             arith.cmpi ult, %[[Q0]], %c170{{.*}} : index
// CHUNKS:             arith.cmpi ult, %[[Q1]], %c170{{.*}} : index
// CHUNKS:         } else {

// stage-unroll=1: the one-element loop.
// LOOP-LABEL: gpu.func @north_south_stencil
// LOOP:         scf.if %{{.*}} {
// LOOP-NEXT:      scf.for
// LOOP-NOT:         scf.if
// LOOP:             memref.load %{{.*}} : memref<32x64xf32>
// LOOP-NEXT:        memref.store
// LOOP:         } else {

// ZERO: kfusion-lower-tiles: stage-unroll {{.*}}positive, not 0

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @north(%a: memref<32x64xf32>, %c: memref<32x64xf32>, %o: memref<32x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi sge, %y, %c1 : index
      scf.if %in {
        %ym = arith.subi %y, %c1 : index
        %v = memref.load %a[%ym, %x] : memref<32x64xf32>
        %w = memref.load %c[%y, %x] : memref<32x64xf32>
        %s = arith.mulf %v, %w : f32
        memref.store %s, %o[%y, %x] : memref<32x64xf32>
      }
      gpu.return
    }
    gpu.func @south(%a: memref<32x64xf32>, %o: memref<32x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c31 = arith.constant 31 : index
      %c63 = arith.constant 63 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %iny = arith.cmpi slt, %y, %c31 : index
      %inx = arith.cmpi slt, %x, %c63 : index
      %in = arith.andi %iny, %inx : i1
      scf.if %in {
        %yp = arith.addi %y, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %v = memref.load %a[%yp, %x] : memref<32x64xf32>
        %u = memref.load %a[%y, %xp] : memref<32x64xf32>
        %w = memref.load %o[%y, %x] : memref<32x64xf32>
        %s = arith.subf %w, %v : f32
        %t = arith.addf %s, %u : f32
        memref.store %t, %o[%y, %x] : memref<32x64xf32>
      }
      gpu.return
    }
  }
  func.func @pair(%a: memref<32x64xf32> {llvm.noalias}, %c: memref<32x64xf32> {llvm.noalias},
                  %o: memref<32x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @k::@north blocks in (%c4, %c8, %c1) threads in (%c16, %c4, %c1)
        args(%a : memref<32x64xf32>, %c : memref<32x64xf32>, %o : memref<32x64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@south blocks in (%c4, %c8, %c1) threads in (%c16, %c4, %c1)
        args(%a : memref<32x64xf32>, %o : memref<32x64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
