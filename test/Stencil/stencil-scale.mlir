// Several points per thread (kfusion-stencil-fusion points-per-thread=N): a
// 32x8 block computes a tile of 32 x 8N points (kfusion.tile_scale), the
// grid has N times fewer blocks in y, the shared arrays are sized for the
// tile, and every tile is a loop over its points. Arrays of 48 x 128 (grid
// 4 x 6): N = 2 and 3 divide the grid, N = 4 does not and falls back to one
// point per thread with a remark. The interpreter runs (fused and lowered
// equal the unfused program; planted bugs are caught) are in
// ../Integration/Sim/Stencil/stencil-scale.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=2 -o %t.two.mlir 2> %t.two.remarks
// RUN: FileCheck %s < %t.two.mlir
// RUN: FileCheck %s --check-prefix=REMARK2 < %t.two.remarks
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=3 -o %t.three.mlir 2>/dev/null
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FALLBACK
// RUN: not kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE-N
// The default (points-per-thread=0) takes 4 where the grid allows, else 2,
// else 1, without a remark: here 2 (6 blocks in y), as if asked for.
// RUN: kfusion-opt %s --kfusion-stencil-fusion -o %t.auto.mlir 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: diff %t.auto.mlir %t.two.mlir
// Lowered, the kernel no longer carries the scale (its tiles are loops), and
// the whole pipeline takes it (with 32-bit indices too).
// RUN: kfusion-opt %t.three.mlir --kfusion-lower-tiles -o %t.three.lowered.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.three.lowered.mlir
// RUN: kfusion-opt %t.two.mlir --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" -o /dev/null
// RUN: kfusion-opt %t.three.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// With runs of 3 rows (rows-per-run=3; the default above chose 4: 7 runs of the
// 25-row halo tile, one thread loop iteration) each thread takes runs of 3
// rows of one column (the halo tile's 25 rows are 9 runs, the last with 1
// row; 38 columns a run-row, 4 of them idle lanes that keep the shared memory
// banks apart), the last run guarded.
// RUN: kfusion-opt %t.three.mlir --kfusion-lower-tiles=rows-per-run=3 -o %t.three.runs3.mlir
// RUN: FileCheck %s --check-prefix=RUNS3 < %t.three.runs3.mlir
// RUN: not kfusion-opt %t.three.mlir --kfusion-lower-tiles=rows-per-run=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// A kernel whose scale is dropped no longer verifies: its shared arrays are
// sized for the scaled tile.
// RUN: not kfusion-opt %S/Inputs/stencil-scale-noscale.mlir 2>&1 | FileCheck %s --check-prefix=NOSCALE

// Two points per thread: the kernel's tile scale, shared arrays for 16 rows
// and the halo, and a grid of 3 blocks in y, not 6.
// CHECK-LABEL: gpu.func @sweep_band_stencil
// CHECK-SAME:    kfusion.tile_scale = array<i64: 1, 2, 1>
// CHECK-SAME:    known_block_size = array<i32: 32, 8, 1>
// CHECK:         kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [0, 1] : memref<17x34xf32, #gpu.address_space<workgroup>>
// CHECK:         kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 0, 0]
// CHECK:         gpu.barrier
// CHECK:         kfusion.tile {
// CHECK-LABEL: func.func @chain
// CHECK:         %[[THREE:.*]] = arith.constant 3 : index
// CHECK:         gpu.launch_func @k::@sweep_band_stencil blocks in (%{{.*}}, %[[THREE]], %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})

// The remark names the tile (2 points per thread); 4 falls back to 1, saying
// why.
// REMARK2: remark: fused stencil group 0 (2 launches) into @k::@sweep_band_stencil: {{.*}}@k::@sweep [1, 1, 0]+[1, 0, 0], @k::@band [0, 0, 0]+[0, 0, 0]; tiles of 32x16x1 points (2 per thread); 1 shared arrays (2320 bytes{{.*}}), 0 registers
// FALLBACK: remark: kfusion-stencil-fusion: stencil group 0 computes 1 point per thread, not 4: {{.*}}6 blocks in y, not a multiple of 4
// FALLBACK: remark: fused stencil group 0 (2 launches) into @k::@sweep_band_stencil: {{.*}}@k::@sweep [1, 1, 0]+[1, 0, 0], @k::@band [0, 0, 0]+[0, 0, 0]; 1 shared arrays

// Three points per thread, lowered: one loop over the tile's units.
// LOWERED-LABEL: gpu.func @sweep_band_stencil
// LOWERED-NOT:   kfusion.tile_scale
// LOWERED-SAME:  known_block_size = array<i32: 32, 8, 1>
// LOWERED:       %[[UNITS:.*]] = arith.constant 252 : index
// LOWERED:       scf.for %{{.*}} = %{{.*}} to %[[UNITS]] step

// Runs of 3 rows: a loop over runs, the last run's missing rows guarded.
// RUNS3-LABEL:   gpu.func @sweep_band_stencil
// RUNS3:         %[[UNITS:.*]] = arith.constant 342 : index
// RUNS3:         scf.for %[[UNIT:.*]] = %{{.*}} to %[[UNITS]] step
// RUNS3:           %[[COLUMN:.*]] = arith.remui %[[UNIT]], %{{.*}} : index
// RUNS3:           %[[REST:.*]] = arith.divui %[[UNIT]], %{{.*}} : index
// RUNS3:           arith.cmpi ult, %[[COLUMN]], %{{.*}} : index
// RUNS3:           %[[R:.*]] = arith.remui %[[REST]], %{{.*}} : index
// RUNS3:           scf.execute_region
// RUNS3:           arith.cmpi ne, %[[R]], %{{.*}} : index
// RUNS3:           scf.execute_region
// RUNS3:           arith.cmpi ne, %[[R]], %{{.*}} : index
// RUNS3:           scf.execute_region
// FLAT:          %[[POINTS:.*]] = arith.constant 850 : index
// FLAT:          scf.for %{{.*}} = %{{.*}} to %[[POINTS]] step
// FLAT-NOT:      arith.cmpi ne
// FLAT:          gpu.barrier

// Out-of-range options are errors.
// NEGATIVE: kfusion-lower-tiles: rows-per-run must be 0 (chosen per kernel) or positive, not -1
// NEGATIVE-N: kfusion-stencil-fusion: points-per-thread must be 0 (chosen per group) or positive, not -1

// The default chooses 2 without the fallback remark.
// AUTO-NOT: computes 1 point per thread
// AUTO: remark: fused stencil group 0 (2 launches) into @k::@sweep_band_stencil: {{.*}}; tiles of 32x16x1 points (2 per thread)

// NOSCALE: 'kfusion.shared_array' op interior size 16 of memref dimension 0 is not the kernel's tile size 8 {{.*}}in thread dimension 1

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
