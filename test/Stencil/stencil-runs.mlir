// Runs of rows and the shared memory banks (kfusion-lower-tiles row-runs): a
// tile scaled along y by N is a loop over runs of rows of one column. Three
// chained 5-point sweeps of a 64 x 128 array (grid 2 x 16 of 32x8 blocks)
// fused with 4 and 8 points per thread: the halo tiles are 36 and 34 columns
// wide, so a warp of consecutive units wraps from one run-row to the next.
// With the natural pitch the wrapped lanes share banks with the others (runs
// of 4 rows of a 36-wide array are 144 elements apart, 16 banks off). With
// runs of 4 (rows-per-run=4) the kernel counts 36 columns per run-row for both
// halo tiles (residue 4: the 34-wide tile has 2 idle lanes a run-row) and
// pads the arrays to a pitch of 41 (4 x 41 = 164 = 4 mod 32); with runs of 8,
// 40 columns and a pitch of 37 (8 x 37 = 296 = 8 mod 32). The output tile (32
// wide) does not wrap. Chosen per kernel (rows-per-run=0, the default): runs of 6
// rows for N = 4 (6 runs of the 36-row box: 216 units, one iteration of the
// 256 threads; pitch 38, 6 x 38 = 228 = 4 mod 32) and of 10 for N = 8 (7 runs
// of 68 rows, 252 units; pitch 42, 10 x 42 = 420 = 4 mod 32). Every lowering
// runs against the unfused program on the interpreter in
// ../Integration/Sim/Stencil/stencil-runs.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=4 -o %t.four.mlir 2>/dev/null
// RUN: kfusion-opt %t.four.mlir --kfusion-lower-tiles=rows-per-run=4 -o %t.four.lowered.mlir
// RUN: FileCheck %s --check-prefix=FOUR < %t.four.lowered.mlir
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=8 -o %t.eight.mlir 2>/dev/null
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles=rows-per-run=8 -o %t.eight.lowered.mlir
// RUN: FileCheck %s --check-prefix=EIGHT < %t.eight.lowered.mlir
// Chosen per kernel.
// RUN: kfusion-opt %t.four.mlir --kfusion-lower-tiles -o %t.four.auto.mlir
// RUN: FileCheck %s --check-prefix=AUTO4 < %t.four.auto.mlir
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles -o %t.eight.auto.mlir
// RUN: FileCheck %s --check-prefix=AUTO8 < %t.eight.auto.mlir
// A run longer than the tallest tile (68 rows) is one of 68 rows.
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles=rows-per-run=100000 -o %t.long.mlir
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles=rows-per-run=68 | diff - %t.long.mlir
// Without runs, the natural pitch (a flat loop over the box does not wrap
// badly: consecutive points are consecutive elements).
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles=row-runs=false | FileCheck %s --check-prefix=FLAT
// The whole pipeline, with 32-bit indices too.
// RUN: kfusion-opt %t.eight.mlir --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" -o /dev/null
// RUN: kfusion-opt %t.four.mlir --kfusion-to-cubin="format=ptx rows-per-run=4" -o /dev/null

// Runs of 4: 36 columns a run-row for both halo tiles, pitch 41.
// FOUR-LABEL: gpu.func @sweep_sweep_sweep_stencil
// FOUR-SAME:    workgroup(%{{.*}} : memref<34x41xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<36x41xf32, #gpu.address_space<workgroup>>)
// 36 columns x 9 runs: the 36-wide tile has no idle lane.
// FOUR:         %[[U1:.*]] = arith.constant 324 : index
// FOUR:         scf.for %[[UNIT1:.*]] = %{{.*}} to %[[U1]] step
// FOUR-NEXT:      %[[W1:.*]] = arith.constant 36 : index
// FOUR-NEXT:      arith.remui %[[UNIT1]], %[[W1]] : index
// FOUR-NOT:       arith.cmpi ult
// FOUR:         gpu.barrier
// 36 columns x 9 runs for the 34-wide tile: 2 idle lanes a run-row.
// FOUR:         scf.for %[[UNIT2:.*]] = %{{.*}} to %[[U1]] step
// FOUR-NEXT:      %[[W2:.*]] = arith.constant 36 : index
// FOUR-NEXT:      %[[COLUMN2:.*]] = arith.remui %[[UNIT2]], %[[W2]] : index
// FOUR:           %[[BOX2:.*]] = arith.constant 34 : index
// FOUR-NEXT:      arith.cmpi ult, %[[COLUMN2]], %[[BOX2]] : index
// FOUR:         gpu.barrier
// Runs of 8: 40 columns a run-row, pitch 37.
// EIGHT-LABEL: gpu.func @sweep_sweep_sweep_stencil
// EIGHT-SAME:    workgroup(%{{.*}} : memref<66x37xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<68x37xf32, #gpu.address_space<workgroup>>)
// EIGHT:         %[[U1:.*]] = arith.constant 360 : index
// EIGHT:         scf.for %[[UNIT1:.*]] = %{{.*}} to %[[U1]] step
// EIGHT-NEXT:      %[[W1:.*]] = arith.constant 40 : index
// EIGHT-NEXT:      %[[COLUMN1:.*]] = arith.remui %[[UNIT1]], %[[W1]] : index
// EIGHT:           %[[BOX1:.*]] = arith.constant 36 : index
// EIGHT-NEXT:      arith.cmpi ult, %[[COLUMN1]], %[[BOX1]] : index
// Chosen for N = 4: runs of 6 rows, pitch 38.
// AUTO4-LABEL: gpu.func @sweep_sweep_sweep_stencil
// AUTO4-SAME:    workgroup(%{{.*}} : memref<34x38xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<36x38xf32, #gpu.address_space<workgroup>>)
// AUTO4:         %[[U:.*]] = arith.constant 216 : index
// AUTO4:         scf.for %{{.*}} = %{{.*}} to %[[U]] step
// Chosen for N = 8: runs of 10 rows, pitch 42.
// AUTO8-LABEL: gpu.func @sweep_sweep_sweep_stencil
// AUTO8-SAME:    workgroup(%{{.*}} : memref<66x42xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<68x42xf32, #gpu.address_space<workgroup>>)
// AUTO8:         %[[U:.*]] = arith.constant 252 : index
// AUTO8:         scf.for %{{.*}} = %{{.*}} to %[[U]] step
// No runs: the natural pitch.
// FLAT-LABEL: gpu.func @sweep_sweep_sweep_stencil
// FLAT-SAME:    workgroup(%{{.*}} : memref<66x34xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<68x36xf32, #gpu.address_space<workgroup>>)

module attributes {gpu.container_module} {
  gpu.module @k {
    // o = 0.2 * (5-point sum) inside, o = i on the border.
    gpu.func @sweep(%i: memref<128x64xf32>, %o: memref<128x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c127 = arith.constant 127 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %a = arith.cmpi sge, %x, %c1 : index
      %b = arith.cmpi slt, %x, %c63 : index
      %c = arith.cmpi sge, %y, %c1 : index
      %d = arith.cmpi slt, %y, %c127 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %inside = arith.andi %ab, %cd : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %i[%y, %x] : memref<128x64xf32>
        %v1 = memref.load %i[%y, %xm] : memref<128x64xf32>
        %v2 = memref.load %i[%y, %xp] : memref<128x64xf32>
        %v3 = memref.load %i[%ym, %x] : memref<128x64xf32>
        %v4 = memref.load %i[%yp, %x] : memref<128x64xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %r = arith.mulf %f, %s4 : f32
        memref.store %r, %o[%y, %x] : memref<128x64xf32>
      } else {
        %v = memref.load %i[%y, %x] : memref<128x64xf32>
        memref.store %v, %o[%y, %x] : memref<128x64xf32>
      }
      gpu.return
    }
  }

  func.func @chain(%u: memref<128x64xf32> {llvm.noalias}, %t1: memref<128x64xf32> {llvm.noalias}, %t2: memref<128x64xf32> {llvm.noalias}, %v: memref<128x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%u : memref<128x64xf32>, %t1 : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%t1 : memref<128x64xf32>, %t2 : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c2, %c16, %c1) threads in (%c32, %c8, %c1)
        args(%t2 : memref<128x64xf32>, %v : memref<128x64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
