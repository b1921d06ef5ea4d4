// A stage in interior blocks (kfusion-lower-tiles interior-blocks=true, the
// default): two kernels reading `a` at x-1 and x+1 fuse with `a` staged into
// a shared array of 8 x 34 (the block's rows, its columns plus one each way).
// Arrays of 16 x 128 in 32x8 blocks (grid 4 x 2): the windows of blocks 1 and
// 2 in x lie inside `a` and are copied without per-element bounds checks (two
// elements per thread, loads first: kfusion-lower-tiles stage-unroll, with
// stage-async=false; cp.async in stage-async.mlir), the
// windows of blocks 0 and 3 reach past it and are copied guarded. That both
// lowerings equal the unfused program, and that a planted wrong check is
// caught, is checked on the interpreter in
// ../Integration/Sim/Stencil/stencil-stage.mlir.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=false -o %t.lowered.mlir
// RUN: FileCheck %s < %t.lowered.mlir

// Fused: `a` staged into the block's 8 x 34 window.
// FUSED-LABEL: gpu.func @west_east_stencil
// FUSED:         kfusion.stage %{{.*}} into %{{.*}} : memref<16x128xf32>, memref<8x34xf32, #gpu.address_space<workgroup>>

// Lowered: the window checked once; inside, two loads per thread unguarded;
// else a guarded loop.
// CHECK-LABEL: gpu.func @west_east_stencil
// CHECK:         %[[ROWS:.*]] = arith.cmpi sle, %{{.*}}, %{{.*}} : index
// CHECK:         %[[COLUMNS:.*]] = arith.cmpi sle, %{{.*}}, %{{.*}} : index
// CHECK:         scf.if %{{.*}} {
// CHECK-NOT:       scf.for
// CHECK:           memref.load %{{.*}} : memref<16x128xf32>
// CHECK:           memref.load %{{.*}} : memref<16x128xf32>
// CHECK-NEXT:      memref.store
// CHECK:         } else {
// CHECK-NEXT:      scf.for
// CHECK:             scf.if
// CHECK:         gpu.barrier

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @west(%a: memref<16x128xf32>, %c: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi sge, %x, %c1 : index
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %v = memref.load %a[%y, %xm] : memref<16x128xf32>
        %w = memref.load %c[%y, %x] : memref<16x128xf32>
        %s = arith.mulf %v, %w : f32
        memref.store %s, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
    gpu.func @east(%a: memref<16x128xf32>, %o: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi slt, %x, %c63 : index
      scf.if %in {
        %xp = arith.addi %x, %c1 : index
        %v = memref.load %a[%y, %xp] : memref<16x128xf32>
        %w = memref.load %o[%y, %x] : memref<16x128xf32>
        %s = arith.subf %w, %v : f32
        memref.store %s, %o[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
  }
  func.func @pair(%a: memref<16x128xf32> {llvm.noalias}, %c: memref<16x128xf32> {llvm.noalias},
                  %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@west blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %c : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@east blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
