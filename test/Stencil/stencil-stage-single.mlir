// kfusion-stencil-fusion stage-single-readers=never|auto|always: a read-only
// array that only one kernel of the group reads around its point is read
// from global memory by default (never) and staged in shared memory with
// always, or with auto where the group's shared memory then still lets as
// many blocks reside per SM as its threads do (here: 256 threads, a few KB,
// so auto stages it; StencilModelTest checks auto declining). Two chained
// 3-point sweeps (a -> b -> o): `a` is read by the first only, at x-1, x,
// x+1, over the first sweep's tile plus its halo of 1, so its staged window
// is 8 x 36 (a halo of 2 in x); `c`, read by the second sweep at its point
// only, is not staged in any mode. That every fusion equals the unfused
// program is checked on the interpreter in
// ../Integration/Sim/Stencil/stencil-stage-single.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=1 -o %t.default.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default.mlir
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always" -o %t.staged.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=STAGED < %t.staged.mlir
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=auto" 2>/dev/null | diff - %t.staged.mlir
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=never" 2>/dev/null | diff - %t.default.mlir
// RUN: not kfusion-opt %s --kfusion-stencil-fusion=stage-single-readers=sometimes 2>&1 | FileCheck %s --check-prefix=BAD

// never (the default): `a` read from global memory.
// DEFAULT-LABEL: gpu.func @sweep_sweep2_stencil
// DEFAULT-NOT:     kfusion.stage
// DEFAULT:         memref.load %arg0
// DEFAULT:         gpu.return

// always: `a` staged once, in an 8 x 36 window; `c` not staged.
// STAGED-LABEL: gpu.func @sweep_sweep2_stencil
// STAGED:         %[[A:.*]] = kfusion.shared_array dims [1, 0] halo_lo [0, 2] halo_hi [0, 2] : memref<8x36xf32, #gpu.address_space<workgroup>>
// STAGED:         kfusion.stage %arg0 into %[[A]] : memref<16x128xf32>, memref<8x36xf32, #gpu.address_space<workgroup>>
// STAGED-NOT:     kfusion.stage
// STAGED-NOT:     memref.load %arg0
// STAGED:         gpu.return

// BAD: kfusion-stencil-fusion: stage-single-readers {{.*}}never, auto, always or deep, not 'sometimes'

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep(%a: memref<16x128xf32>, %b: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %a[%y, %xm] : memref<16x128xf32>
        %m = memref.load %a[%y, %x] : memref<16x128xf32>
        %r = memref.load %a[%y, %xp] : memref<16x128xf32>
        %s = arith.addf %l, %r : f32
        %t = arith.subf %s, %m : f32
        memref.store %t, %b[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    gpu.func @sweep2(%b: memref<16x128xf32>, %c: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %b[%y, %xm] : memref<16x128xf32>
        %r = memref.load %b[%y, %xp] : memref<16x128xf32>
        %w = memref.load %c[%y, %x] : memref<16x128xf32>
        %s = arith.addf %l, %r : f32
        %t = arith.mulf %s, %w : f32
        memref.store %t, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
  }
  func.func @chain(%a: memref<16x128xf32> {llvm.noalias}, %b: memref<16x128xf32> {llvm.noalias},
                   %c: memref<16x128xf32> {llvm.noalias}, %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %b : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep2 blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%b : memref<16x128xf32>, %c : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
