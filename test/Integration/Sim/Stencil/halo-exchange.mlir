// Halo exchange through distributed shared memory on the interpreter: the
// fused programs compute what the unfused ones did, on fresh random inputs
// under several schedules, before and after kfusion-lower-tiles. This file's
// program (a 1-D blur then a difference, 8 blocks of 32) exchanges along x in
// clusters of 4 and 2; ../../../Stencil/stencil-scale.mlir exchanges along x
// (2 points per thread, clusters of 4) and along y (1 point per thread: y
// saves more, clusters of 2). With as many resident blocks as one cluster
// (--sms=4 --blocks-per-sm=1), clusters run one after another; with fewer, the
// launch is refused (its blocks could never be resident together).
// RUN: kfusion-opt %s --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" -o %t.c4.mlir 2>/dev/null
// RUN: kfusion-sim %s --compare=%t.c4.mlir -e chain --seed=61 --schedule=random | FileCheck %s --check-prefix=EQUAL1D
// RUN: kfusion-opt %t.c4.mlir --kfusion-lower-tiles -o %t.c4.lowered.mlir
// RUN: kfusion-sim %s --compare=%t.c4.lowered.mlir -e chain --seed=62 --schedule=random --skew | FileCheck %s --check-prefix=EQUAL1D
// RUN: kfusion-sim %s --compare=%t.c4.lowered.mlir -e chain --seed=63 --schedule=reverse --sms=4 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL1D
// RUN: kfusion-opt %s --kfusion-stencil-fusion="halo-exchange=always cluster-size=2" | kfusion-opt --kfusion-lower-tiles -o %t.c2.lowered.mlir 2>/dev/null
// RUN: kfusion-sim %s --compare=%t.c2.lowered.mlir -e chain --seed=64 | FileCheck %s --check-prefix=EQUAL1D
// RUN: not kfusion-sim %s --compare=%t.c4.lowered.mlir -e chain --seed=65 --sms=2 --blocks-per-sm=1 2>&1 | FileCheck %s --check-prefix=RESIDENT
//
// RUN: kfusion-opt %S/../../../Stencil/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" -o %t.x.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.x.mlir -e chain --seed=66 --schedule=random | FileCheck %s --check-prefix=EQUAL2D
// RUN: kfusion-opt %t.x.mlir --kfusion-lower-tiles -o %t.x.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.x.lowered.mlir -e chain --seed=67 --schedule=random --skew | FileCheck %s --check-prefix=EQUAL2D
// RUN: kfusion-opt %S/../../../Stencil/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=2 points-per-thread=1" -o %t.y.mlir 2>&1 | FileCheck %s --check-prefix=ALONG-Y
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.y.mlir -e chain --seed=68 --schedule=random | FileCheck %s --check-prefix=EQUAL2D
// RUN: kfusion-opt %t.y.mlir --kfusion-lower-tiles=interior-blocks=false -o %t.y.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.y.lowered.mlir -e chain --seed=69 --schedule=reverse | FileCheck %s --check-prefix=EQUAL2D
//
// Jacobi in its GPU configuration (deep tiles, the input staged, the shared
// arrays overlaid by liveness: Inputs/jacobi256.mlir with a device of one SM)
// exchanging along x in clusters of 4, lowered as kfusion-to-cubin does.
// RUN: kfusion-opt %S/Inputs/jacobi256.mlir --kfusion-plan-stencil="device='#kfusion.device<h100, {multiprocessors = 1 : i64}>'" --kfusion-stencil-fusion="halo-exchange=always cluster-size=4 device='#kfusion.device<h100, {multiprocessors = 1 : i64}>'" -o %t.jacobi.mlir 2>&1 | FileCheck %s --check-prefix=JACOBI
// RUN: kfusion-opt %t.jacobi.mlir --kfusion-lower-tiles="device='#kfusion.device<h100, {multiprocessors = 1 : i64}>'" -o %t.jacobi.lowered.mlir
// RUN: kfusion-sim %S/Inputs/jacobi256.mlir --compare=%t.jacobi.lowered.mlir -e step --seed=70 --schedule=random | FileCheck %s --check-prefix=EQUAL-JACOBI
// RUN: kfusion-sim %S/Inputs/jacobi256.mlir --compare=%t.jacobi.mlir -e step --seed=71 --sms=4 --blocks-per-sm=2 --skew | FileCheck %s --check-prefix=EQUAL-JACOBI
//
// A planted bug is caught: the fused kernel of clusters of 4 with its
// exchange replaced by a plain barrier (the tiles still leave out the layers
// the neighbours hold): those layers are read unwritten.
// RUN: not kfusion-sim %s --compare=%S/Inputs/halo-exchange-nocopy.mlir -e chain --seed=61 2>&1 | FileCheck %s --check-prefix=NOCOPY

// EQUAL1D: kfusion-sim: equal: 3 arguments, 768 elements compared
// EQUAL2D: kfusion-sim: equal: 3 arguments, 18432 elements compared
// JACOBI: tiles of 32x64x1 points (8 per thread); 3 shared arrays {{.*}}; single readers staged, the arrays overlaid by liveness
// JACOBI: halos exchanged in clusters of 4 blocks along x
// EQUAL-JACOBI: kfusion-sim: equal: 2 arguments, 131072 elements compared
// RESIDENT: error: launch error: a cluster of 4 blocks (4, 1, 1) can never be resident
// ALONG-Y: remark: stencil group 0: halos exchanged in clusters of 2 blocks along y
// NOCOPY: kfusion-sim: error: uninitialized read: load of byte {{[0-9]+}} of workgroup buffer #0 of @blur_diff_stencil, which nothing wrote

module attributes {gpu.container_module} {
  gpu.module @k {
    // t[x] = in[x-1] + 2 in[x] + in[x+1] inside, in[x] at the ends.
    gpu.func @blur(%in: memref<256xf32>, %t: memref<256xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 255 : index
      %two = arith.constant 2.0 : f32
      %x = gpu.global_id x
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c255 : index
      %inside = arith.andi %lo, %hi : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %a = memref.load %in[%xm] : memref<256xf32>
        %b = memref.load %in[%x] : memref<256xf32>
        %c = memref.load %in[%xp] : memref<256xf32>
        %b2 = arith.mulf %two, %b : f32
        %s = arith.addf %a, %b2 : f32
        %r = arith.addf %s, %c : f32
        memref.store %r, %t[%x] : memref<256xf32>
      } else {
        %v = memref.load %in[%x] : memref<256xf32>
        memref.store %v, %t[%x] : memref<256xf32>
      }
      gpu.return
    }
    // out[x] = t[x+1] - t[x-1] inside, 0 at the ends.
    gpu.func @diff(%t: memref<256xf32>, %out: memref<256xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 255 : index
      %zero = arith.constant 0.0 : f32
      %x = gpu.global_id x
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c255 : index
      %inside = arith.andi %lo, %hi : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %a = memref.load %t[%xm] : memref<256xf32>
        %c = memref.load %t[%xp] : memref<256xf32>
        %r = arith.subf %c, %a : f32
        memref.store %r, %out[%x] : memref<256xf32>
      } else {
        memref.store %zero, %out[%x] : memref<256xf32>
      }
      gpu.return
    }
  }
  func.func @chain(%in: memref<256xf32> {llvm.noalias}, %t: memref<256xf32> {llvm.noalias}, %out: memref<256xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@blur blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<256xf32>, %t : memref<256xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@diff blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%t : memref<256xf32>, %out : memref<256xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
