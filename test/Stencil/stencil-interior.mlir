// Interior blocks (kfusion-lower-tiles interior-blocks=true, the default):
// each tile is specialized for the blocks in which every coordinate guard of
// its body holds at every point of the widened tile. Arrays of 48 x 128 in
// 32x8 blocks (grid 4 x 6): blocks away from the borders take the fast path,
// the others the guarded one, and the band kernel's threshold (x < 70) and
// rows (3 <= y < 45) fall inside blocks, so both paths run side by side.
// That fused and lowered (both ways) equal the unfused program, and that a
// planted bug in the interior check is caught, is checked on the interpreter
// in ../Integration/Sim/Stencil/stencil-interior.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles -o %t.lowered.mlir
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=interior-blocks=false -o %t.plain.mlir
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.mlir

// The sweep's tile (halo 1 for the band's reads): the block checks its
// widened range once (columns from 32 bx - 1, rows to 8 by + 7, against the
// boundary guards); in the fast path the point's grid, boundary and prefill
// comparisons are `true` (only the tile-relative "own point" test of the
// global store is left).
// CHECK-LABEL: gpu.func @sweep_band_stencil
// CHECK:         %[[LOWX:.*]] = arith.addi %{{.*}}, %c-1 : index
// CHECK:         arith.cmpi sge, %[[LOWX]], %c1{{.*}} : index
// CHECK:         scf.if %{{[0-9]+}} {
// CHECK-NEXT:      %[[TRUE:.*]] = arith.constant true
// CHECK:           scf.for
// CHECK:             arith.andi %[[TRUE]], %[[TRUE]] : i1
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             arith.cmpi sge, %{{.*}}, %c1{{.*}} : index
// CHECK:         gpu.barrier
// The band's tile: specialized too, its threshold checked at the block's
// last column.
// CHECK:         %[[LASTX:.*]] = arith.addi %{{.*}}, %c-1{{.*}} : index
// CHECK:         arith.cmpi slt, %[[LASTX]], %c70 : index
// CHECK:         scf.if %{{[0-9]+}} {
// CHECK-NEXT:      %[[TRUE2:.*]] = arith.constant true
// CHECK:           scf.if %[[TRUE2]] {
// CHECK:         } else {

// interior-blocks=false: one guarded path.
// PLAIN-LABEL: gpu.func @sweep_band_stencil
// PLAIN-NOT:     scf.if
// PLAIN:         scf.for

module attributes {gpu.container_module} {
  gpu.module @k {
    // t = 0.2 * (5-point sum) inside, t = in on the border (both branches
    // store: every point written).
    gpu.func @sweep(%in: memref<48x128xf32>, %t: memref<48x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c47 = arith.constant 47 : index
      %c127 = arith.constant 127 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %a = arith.cmpi sge, %x, %c1 : index
      %b = arith.cmpi slt, %x, %c127 : index
      %c = arith.cmpi sge, %y, %c1 : index
      %d = arith.cmpi slt, %y, %c47 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %inside = arith.andi %ab, %cd : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %in[%y, %x] : memref<48x128xf32>
        %v1 = memref.load %in[%y, %xm] : memref<48x128xf32>
        %v2 = memref.load %in[%y, %xp] : memref<48x128xf32>
        %v3 = memref.load %in[%ym, %x] : memref<48x128xf32>
        %v4 = memref.load %in[%yp, %x] : memref<48x128xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %r = arith.mulf %f, %s4 : f32
        memref.store %r, %t[%y, %x] : memref<48x128xf32>
      } else {
        %v = memref.load %in[%y, %x] : memref<48x128xf32>
        memref.store %v, %t[%y, %x] : memref<48x128xf32>
      }
      gpu.return
    }
    // On rows 3 <= y < 45: o = t[y, x-1] + t[y, x+1] left of x = 70 (within
    // the array), o = 2 t[y-1, x] from there on; other rows keep o.
    gpu.func @band(%t: memref<48x128xf32>, %o: memref<48x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c45 = arith.constant 45 : index
      %c70 = arith.constant 70 : index
      %c127 = arith.constant 127 : index
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %bdx = gpu.block_dim x
      %tx = gpu.thread_id x
      %base = arith.muli %bx, %bdx : index
      %x = arith.addi %base, %tx : index
      %y = gpu.global_id y
      %r0 = arith.cmpi sge, %y, %c3 : index
      %r1 = arith.cmpi slt, %y, %c45 : index
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %c127 : index
      %rows = arith.andi %r0, %r1 : i1
      %cols = arith.andi %x0, %x1 : i1
      %in = arith.andi %rows, %cols : i1
      scf.if %in {
        %left = arith.cmpi ult, %x, %c70 : index
        scf.if %left {
          %xm = arith.subi %x, %c1 : index
          %xp = arith.addi %x, %c1 : index
          %w = memref.load %t[%y, %xm] : memref<48x128xf32>
          %e = memref.load %t[%y, %xp] : memref<48x128xf32>
          %s = arith.addf %w, %e : f32
          memref.store %s, %o[%y, %x] : memref<48x128xf32>
        } else {
          %ym = arith.subi %y, %c1 : index
          %n = memref.load %t[%ym, %x] : memref<48x128xf32>
          %s = arith.mulf %two, %n : f32
          memref.store %s, %o[%y, %x] : memref<48x128xf32>
        }
      }
      gpu.return
    }
  }

  func.func @chain(%in: memref<48x128xf32> {llvm.noalias}, %t: memref<48x128xf32> {llvm.noalias}, %o: memref<48x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c6, %c1) threads in (%c32, %c8, %c1)
        args(%in : memref<48x128xf32>, %t : memref<48x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@band blocks in (%c4, %c6, %c1) threads in (%c32, %c8, %c1)
        args(%t : memref<48x128xf32>, %o : memref<48x128xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
