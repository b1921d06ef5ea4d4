// kfusion-lower-tiles alias-shared-arrays: static shared arrays whose uses
// are apart, a top-level barrier between them, share memory. Three chained
// 3-point sweeps (a -> t1 -> t2 -> o, t1 and t2 temporaries) with `a` staged
// (stage-single-readers=always): the staged `a` (8 x 38) is last read by the
// first sweep, t2 (8 x 34) first written by the second sweep after a
// barrier, so t2 takes `a`'s bytes; t1 (8 x 36) is live across both. One
// workgroup buffer of 8*38*4 + 8*36*4 = 2368 bytes instead of 3456, `a` and
// t2 at offset 0, t1 after them. That it equals the unfused program, and
// that a planted overlap is caught, is checked on the interpreter in
// ../Integration/Sim/Stencil/stencil-alias.mlir.
// (stage-tma=never: the stage copied by the block's threads, whose layout
// this test pins; the TMA form is stage-tma.mlir's.)
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="alias-shared-arrays=true stage-tma=never" -o %t.alias.mlir
// RUN: FileCheck %s < %t.alias.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-tma=never | FileCheck %s --check-prefix=SEPARATE

// alias-shared-arrays=true: one buffer, `a` and t2 at offset 0, t1 at 1216.
// CHECK-LABEL: gpu.func @sweep_sweep_sweep_stencil
// CHECK-SAME:      workgroup(%[[BUF:.*]] : memref<2368xi8, #gpu.address_space<workgroup>>)
// CHECK-NOT:       workgroup(
// CHECK-DAG:       memref.view %[[BUF]][%c0{{.*}}][] : memref<2368xi8, #gpu.address_space<workgroup>> to memref<8x38xf32, #gpu.address_space<workgroup>>
// CHECK-DAG:       memref.view %[[BUF]][%c1216{{.*}}][] : memref<2368xi8, #gpu.address_space<workgroup>> to memref<8x36xf32, #gpu.address_space<workgroup>>
// CHECK-DAG:       memref.view %[[BUF]][%c0{{.*}}][] : memref<2368xi8, #gpu.address_space<workgroup>> to memref<8x34xf32, #gpu.address_space<workgroup>>

// The default: one workgroup buffer per shared array.
// SEPARATE-LABEL: gpu.func @sweep_sweep_sweep_stencil
// SEPARATE-SAME:   workgroup(%{{.*}} : memref<8x34xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<8x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<8x38xf32, #gpu.address_space<workgroup>>)

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
  }
  func.func @chain(%a: memref<16x128xf32> {llvm.noalias}, %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t1 = gpu.alloc () : memref<16x128xf32>
    %t2 = gpu.alloc () : memref<16x128xf32>
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %t1 : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t1 : memref<16x128xf32>, %t2 : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t2 : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.dealloc %t1 : memref<16x128xf32>
    gpu.dealloc %t2 : memref<16x128xf32>
    return
  }
}
