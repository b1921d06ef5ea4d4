// kfusion-plan-stencil on a chain blur -> blur (through a temporary) beside
// a transpose-like kernel that nothing can fuse with: the chain becomes one
// group (the temporary is never written), the other launch stays alone. That
// the planned programs, fused, compute what the unfused one did is checked on
// the interpreter in ../Integration/Sim/Stencil/plan-stencil.mlir.
// RUN: kfusion-opt %s --kfusion-plan-stencil=points-per-thread=1 2>&1 -o %t.planned.mlir | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.planned.mlir
// The three searches agree on this small block.
// RUN: kfusion-opt %s --kfusion-plan-stencil="search=exhaustive" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOTAL
// RUN: kfusion-opt %s --kfusion-plan-stencil="search=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOTAL
// Options.
// RUN: not kfusion-opt %s --kfusion-plan-stencil="search=random" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADSEARCH
// RUN: not kfusion-opt %s --kfusion-plan-stencil="device=#kfusion.device<h100,{dram_bandwidth=0.0}>" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADBW
// Planned for 4 rows of points per thread (the fusion's points-per-thread):
// shared memory for 32x32 tiles.
// RUN: kfusion-opt %s --kfusion-plan-stencil=points-per-thread=4 -o %t.rows.mlir 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: kfusion-opt %t.rows.mlir --kfusion-stencil-fusion=points-per-thread=4 -o %t.rows.fused.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=ROWSFUSED < %t.rows.fused.mlir
// RUN: not kfusion-opt %s --kfusion-plan-stencil="points-per-thread=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADROWS
// RUN: not kfusion-opt %s --kfusion-plan-stencil="max-shared-bytes=-2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADSHARED
// RUN: not kfusion-opt %s --kfusion-plan-stencil="max-shared-bytes=250000" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABOVESHARED
// The defaults of both passes (0): planned with 4 rows, fused with 4 where the
// grid allows; the same as asking for 4.
// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion -o %t.auto.mlir 2>/dev/null
// RUN: kfusion-opt %s --kfusion-plan-stencil=points-per-thread=4 --kfusion-stencil-fusion=points-per-thread=4 2>/dev/null | diff - %t.auto.mlir
// A launch grouped by hand (Inputs/plan-stencil-hand.mlir) is left as it is.
// RUN: kfusion-opt %S/Inputs/plan-stencil-hand.mlir --kfusion-plan-stencil -o /dev/null 2>&1 | FileCheck %s --check-prefix=HAND

// One remark per group and per launch left alone, then the totals.
// REMARK: remark: kfusion-plan-stencil: group 0: @k::@blur @k::@blur (2 launches): projected=[[P:[0-9.]+]] ms unfused=[[U:[0-9.]+]] ms ({{[0-9.]+}}x); 1 shared arrays{{.*}}1088 bytes{{.*}}occupancy {{[0-9.]+}}
// REMARK: remark: kfusion-plan-stencil: alone: @k::@flip:{{.*}}projected=[[F:[0-9.]+]] ms{{.*}}unfused=[[F]] ms
// REMARK: remark: kfusion-plan-stencil: 3 launches in 2 kernels (1 fused groups): projected total {{[0-9.]+}} ms{{.*}}{{[0-9.]+}} ms unfused; search genetic{{.*}}
// TOTAL: 3 launches in 2 kernels (1 fused groups)
// BADSEARCH: error: kfusion-plan-stencil: search {{.*}}genetic, greedy or exhaustive, not 'random'
// 4 rows: shared memory for 32x32 tiles, and the fusion scales the tile.
// ROWS: remark: kfusion-plan-stencil: group 0: @k::@blur @k::@blur (2 launches): projected={{[0-9.]+}} ms unfused={{[0-9.]+}} ms ({{[0-9.]+}}x); 1 shared arrays{{.*}}4352 bytes
// ROWSFUSED-LABEL: gpu.func @blur_blur_stencil
// ROWSFUSED-SAME:    kfusion.tile_scale = array<i64: 1, 4, 1>
// BADROWS: error: kfusion-plan-stencil: points-per-thread {{.*}}0 (the fusion's choice) or positive, not -1
// BADSHARED: error: kfusion-plan-stencil: max-shared-bytes must be 0 (the device's limit) or positive, not -2
// ABOVESHARED: error: kfusion-plan-stencil: max-shared-bytes=250000 exceeds {{.*}}device 'h100' (232448 bytes)
// BADBW: error: #kfusion.device field 'dram_bandwidth' must be positive, not 0
// HAND: remark: kfusion-plan-stencil: alone: @k::@blur
// HAND: remark: kfusion-plan-stencil: alone: @k::@flip
// HAND: 2 launches in 2 kernels (0 fused groups)

// The blurs get group 0, the flip none.
// CHECK-LABEL: func.func @step(
// CHECK:         gpu.launch_func async {{.*}} @k::@blur {{.*}} {kfusion.stencil_group = 0 : i64}
// CHECK:         gpu.launch_func async {{.*}} @k::@blur {{.*}} {kfusion.stencil_group = 0 : i64}
// CHECK:         gpu.launch_func async {{.*}} @k::@flip
// CHECK-NOT:       kfusion.stencil_group
// CHECK-SAME:      {{$}}

module attributes {gpu.container_module} {
  gpu.module @k {
    // o[y, x] = (a[y, x-1] + a[y, x] + a[y, x+1]) / 3 inside, a[y, x] at the
    // left and right edges.
    gpu.func @blur(%a: memref<64x64xf32>, %o: memref<64x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %third = arith.constant 0.333333343 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c63 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %w = memref.load %a[%y, %xm] : memref<64x64xf32>
        %c = memref.load %a[%y, %x] : memref<64x64xf32>
        %e = memref.load %a[%y, %xp] : memref<64x64xf32>
        %s0 = arith.addf %w, %c : f32
        %s1 = arith.addf %s0, %e : f32
        %r = arith.mulf %s1, %third : f32
        memref.store %r, %o[%y, %x] : memref<64x64xf32>
      } else {
        %c = memref.load %a[%y, %x] : memref<64x64xf32>
        memref.store %c, %o[%y, %x] : memref<64x64xf32>
      }
      gpu.return
    }
    // o[y, x] = a[x, y]: not a constant offset, so it fuses with nothing
    // that writes a.
    gpu.func @flip(%a: memref<64x64xf32>, %o: memref<64x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%x, %y] : memref<64x64xf32>
      memref.store %v, %o[%y, %x] : memref<64x64xf32>
      gpu.return
    }
  }

  func.func @step(%u: memref<64x64xf32> {llvm.noalias}, %v: memref<64x64xf32> {llvm.noalias},
                  %w: memref<64x64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] () : memref<64x64xf32>
    %t2 = gpu.launch_func async [%t1] @k::@blur blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%u : memref<64x64xf32>, %buf : memref<64x64xf32>)
    %t3 = gpu.launch_func async [%t2] @k::@blur blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%buf : memref<64x64xf32>, %v : memref<64x64xf32>)
    %t4 = gpu.launch_func async [%t3] @k::@flip blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%v : memref<64x64xf32>, %w : memref<64x64xf32>)
    %t5 = gpu.dealloc async [%t4] %buf : memref<64x64xf32>
    gpu.wait [%t5]
    return
  }
}
