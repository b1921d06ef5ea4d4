// A stage in interior blocks (kfusion-lower-tiles interior-blocks=true, the
// default): two kernels reading `a` at x-1 and x+1 fuse with `a` staged into
// a shared array of 8 x 34 (the block's rows, its columns plus one each way).
// Arrays of 16 x 128 in 32x8 blocks (grid 4 x 2): the windows of blocks 1 and
// 2 in x lie inside `a` and are copied without per-element bounds checks (two
// elements per thread, loads first: kfusion-lower-tiles stage-unroll, with
// stage-async=false; cp.async in stage-async.mlir), the
// windows of blocks 0 and 3 reach past it and are copied guarded. Both
// lowerings equal the unfused program on the interpreter; a planted wrong
// check (the window's end compared the wrong way) sends block 3 down the
// unguarded path and is caught as an out-of-bounds load.
// RUN: kfusion-opt %s --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=false -o %t.lowered.mlir
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: kfusion-sim %s --compare=%t.lowered.mlir -e pair --seed=61 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %s --compare=%t.lowered.mlir -e pair --seed=62 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=interior-blocks=false -o %t.plain.mlir
// RUN: kfusion-sim %s --compare=%t.plain.mlir -e pair --seed=63 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: sed -e '0,/arith.cmpi sle, \(%[0-9]*\), \(%dim_[0-9]*\) : index/s//arith.cmpi sgt, \1, \2 : index/' %t.lowered.mlir > %t.planted.mlir
// RUN: not kfusion-sim %s --compare=%t.planted.mlir -e pair --seed=61 2>&1 | FileCheck %s --check-prefix=CAUGHT

// FUSED: kfusion.stage %{{.*}} into %{{.*}} : memref<16x128xf32>, memref<8x34xf32, #gpu.address_space<workgroup>>
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
// EQUAL: kfusion-sim: equal: 3 arguments, 6144 elements compared
// CAUGHT: kfusion-sim: error: out-of-bounds: load from index [{{[0-9]+}}, 128] outside the shape [16, 128] of argument #0 [kernel @west_east_stencil, block (3,

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
