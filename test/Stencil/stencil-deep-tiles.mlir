// Deep tiles: kfusion-stencil-fusion's default points-per-thread (0) takes 8
// rows per thread where the fused kernel then keeps the resident blocks per
// SM its threads allow (its shared memory counted with the bank layout's
// padding) and its grid at least 4 waves of them, else 4 rows where they
// fit, else 2, else 1 (StencilModelTest.DeepTilesKeepTheirResidentBlocksAndWaves
// checks the counts). Three chains of 5-point sweeps in 32x8 blocks:
// - @big: 3 sweeps over 8192^2: 32x64 tiles, 2 shared arrays of 23 KB with
//   padding, 8 blocks per SM, 32768 blocks: 8 rows, the same kernel as
//   points-per-thread=8 gives;
// - @small: 3 sweeps over 512^2: 8 rows would leave 128 blocks, under 4
//   waves of 132 x 8: 4 rows, and the remark says why;
// - @heavy: 5 sweeps over 8192^2: 8 rows would need 4 shared arrays of 49 KB
//   with padding, 4 blocks per SM instead of 8: 4 rows, and the remark says
//   why.
// An explicit points-per-thread is taken as asked (no deep-tile check).
// The runs above keep single readers unstaged (stage-single-readers=never).
// The default, stage-single-readers=deep, stages them (here @big's input) in
// groups that keep deep tiles with them once their shared arrays are
// overlaid by liveness (in + t1, then t1 + t2: 24848 bytes with padding
// instead of 29408 summed + padding; OverlaidArraysCountTheMostAliveAtOnce),
// marks the kernel kfusion.alias_shared_arrays, and says so in its remark;
// @small and @heavy (no deep tiles) are fused as without it. Lowered, @big's
// arrays are views of one workgroup buffer whatever alias-shared-arrays says,
// and the attribute is gone; an attribute with a value is refused.
// (stage-tma=never where the lowering is checked: the stage copied by the block's threads,
// whose layout it pins; the TMA form is stage-tma.mlir's; register-tiles=never
// there too: by default (auto) @big's and @heavy's grids, 32768 and 65536 blocks,
// are at least 2 waves of their blocks of 8x8 threads, so they take register
// tiles, @small's 256 blocks stay in runs of rows (register-tiles.mlir).)
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion -o %t.deep.mlir 2> %t.deep.remarks
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion=stage-single-readers=deep 2>/dev/null | diff - %t.deep.mlir
// RUN: FileCheck %s --check-prefix=DEEP < %t.deep.mlir
// RUN: FileCheck %s --check-prefix=DEEPREMARK < %t.deep.remarks
// RUN: awk 'BEGIN{RS="[/][/] [-]+"} NR>1' %t.deep.mlir > %t.deep.rest
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion=stage-single-readers=never 2>/dev/null | awk 'BEGIN{RS="[/][/] [-]+"} NR>1' | diff %t.deep.rest -
// RUN: kfusion-opt %t.deep.mlir -split-input-file --kfusion-lower-tiles="stage-tma=never register-tiles=never" | FileCheck %s --check-prefix=DEEPLOW
// RUN: kfusion-opt %t.deep.mlir -split-input-file --kfusion-lower-tiles --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGISTERS
// RUN: not kfusion-opt %S/Inputs/stencil-deep-tiles-badattr.mlir 2>&1 | FileCheck %s --check-prefix=BADATTR
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion=stage-single-readers=never -o %t.auto.mlir 2> %t.auto.remarks
// RUN: FileCheck %s < %t.auto.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.auto.remarks
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=never" -o %t.eight.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=EIGHT < %t.eight.mlir
// RUN: kfusion-opt %s -split-input-file --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=never" -o %t.four.mlir 2>/dev/null
// The auto output's @big part equals points-per-thread=8's, its other parts
// points-per-thread=4's.
// RUN: awk 'BEGIN{RS="[/][/] [-]+"} NR==1' %t.auto.mlir > %t.auto.1
// RUN: awk 'BEGIN{RS="[/][/] [-]+"} NR==1' %t.eight.mlir > %t.eight.1
// RUN: diff %t.auto.1 %t.eight.1
// RUN: awk 'BEGIN{RS="[/][/] [-]+"} NR>1' %t.auto.mlir > %t.auto.rest
// RUN: awk 'BEGIN{RS="[/][/] [-]+"} NR>1' %t.four.mlir > %t.four.rest
// RUN: diff %t.auto.rest %t.four.rest
// kfusion-plan-stencil models each group as the fusion will build it: deep
// tiles for @big (a smaller projection than with 4 rows), 4 rows elsewhere.
// (Inputs/stencil-deep-tiles-ungrouped.mlir: these programs without groups.)
// The shared-memory kernels' projections (register-tiles=never, as the
// lowering will be asked), then the register tiles' (the default).
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil=register-tiles=never -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file "--kfusion-plan-stencil=points-per-thread=4 register-tiles=never" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN4
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil -o /dev/null 2>&1 | FileCheck %s --check-prefix=REG
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil=points-per-thread=4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=REG4

// stage-single-readers=never, chosen per group: @big 8 rows, with 2 shared
// arrays.
// CHECK-LABEL: gpu.func @sweep8k_sweep8k_sweep8k_stencil
// CHECK-SAME:    kfusion.tile_scale = array<i64: 1, 8, 1>
// CHECK:         kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [1, 1] : memref<66x34xf32, #gpu.address_space<workgroup>>
// CHECK:         kfusion.shared_array dims [1, 0] halo_lo [2, 2] halo_hi [2, 2] : memref<68x36xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: func.func @big
// CHECK:         gpu.launch_func @k::@sweep8k_sweep8k_sweep8k_stencil blocks in (%{{.*}}, %[[Y8:.*]], %{{.*}})
// @small: 4 rows (8 would leave too few waves).
// CHECK-LABEL: gpu.func @sweep512_sweep512_sweep512_stencil
// CHECK-SAME:    kfusion.tile_scale = array<i64: 1, 4, 1>
// @heavy: 4 rows (8 would halve the resident blocks).
// CHECK-LABEL: gpu.func @sweep8k_sweep8k_sweep8k_sweep8k_sweep8k_stencil
// CHECK-SAME:    kfusion.tile_scale = array<i64: 1, 4, 1>

// The default (deep): @big's input staged and its arrays marked for
// aliasing; @small as without it.
// DEEP-LABEL: gpu.func @sweep8k_sweep8k_sweep8k_stencil
// DEEP-SAME:    kfusion.alias_shared_arrays, kfusion.tile_scale = array<i64: 1, 8, 1>
// DEEP:         %[[IN:.*]] = kfusion.shared_array dims [1, 0] halo_lo [3, 3] halo_hi [3, 3] : memref<70x38xf32, #gpu.address_space<workgroup>>
// DEEP-NEXT:    kfusion.stage %arg0 into %[[IN]]
// DEEP-LABEL: gpu.func @sweep512_sweep512_sweep512_stencil
// DEEP-NOT:     kfusion.alias_shared_arrays
// DEEP-NOT:     kfusion.stage
// DEEP-LABEL: func.func @small
// DEEPREMARK: remark: fused stencil group 0 (3 launches) into @k::@sweep8k_sweep8k_sweep8k_stencil: {{.*}}(8 per thread); 3 shared arrays (29408 bytes{{.*}}single readers staged{{.*}}overlaid by liveness (24848 bytes{{.*}}temporaries not written

// Lowered: @big's arrays are views of one workgroup buffer, the attribute
// gone.
// DEEPLOW-LABEL: gpu.func @sweep8k_sweep8k_sweep8k_stencil
// DEEPLOW-NOT:     kfusion.alias_shared_arrays
// DEEPLOW-SAME:    workgroup(%{{.*}} : memref<{{[0-9]+}}xi8, #gpu.address_space<workgroup>>)
// DEEPLOW-NOT:     workgroup(
// DEEPLOW:         nvgpu.device_async_copy
// DEEPLOW-LABEL: gpu.func @sweep512_sweep512_sweep512_stencil

// REGISTERS: remark: kfusion-lower-tiles: register tiles for @sweep8k_sweep8k_sweep8k_stencil: 4 x 8 points a thread, 8x8x1 threads a block, 2 temporaries in registers
// REGISTERS-NOT: register tiles for @sweep512
// REGISTERS: remark: kfusion-lower-tiles: register tiles for @sweep8k_sweep8k_sweep8k_sweep8k_sweep8k_stencil: 4 x 4 points a thread, 8x8x1 threads a block, 4 temporaries in registers

// BADATTR: error: kfusion.alias_shared_arrays must be a unit attribute, not 1 : i64

// points-per-thread=8 is taken as asked (no deep-tile check).
// EIGHT-LABEL: gpu.func @sweep512_sweep512_sweep512_stencil
// EIGHT-SAME:    kfusion.tile_scale = array<i64: 1, 8, 1>
// EIGHT-LABEL: gpu.func @sweep8k_sweep8k_sweep8k_sweep8k_sweep8k_stencil
// EIGHT-SAME:    kfusion.tile_scale = array<i64: 1, 8, 1>

// The planner projects deep tiles for @big (8 rows, a smaller projection
// than PLAN4's with 4 rows), 4 rows elsewhere.
// PLAN: remark: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): projected=0.2757 ms unfused=0.7820 ms (2.84x); 2 shared arrays{{.*}}18768 bytes{{.*}}occupancy 0.75, 8 rows per thread
// PLAN: remark: kfusion-plan-stencil: group 0: @k::@sweep512 {{.*}}, 4 rows per thread
// PLAN: remark: kfusion-plan-stencil: group 0: @k::@sweep8k {{.*}} (5 launches): {{.*}}, 4 rows per thread
// PLAN4: remark: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): projected=0.2988 ms {{.*}}, 4 rows per thread{{$}}

// With register tiles (what kfusion-lower-tiles' default gives these
// kernels): the 8192 x 8192 groups as register tiles, 4 x 8 points a thread
// (Jacobi's sweeps over 8 x 12, 6 x 10 and 4 x 8: 188 points), the deep tiles
// still the smaller projection (REG4); @sweep512's grid of 256 blocks is too
// small for them (the lowering keeps its shared arrays).
// REG: remark: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): projected=0.2261 ms unfused=0.7820 ms (3.46x); {{.*}}occupancy 0.31, 8 rows per thread; register tiles of 4 x 8 points, 188 points a thread{{$}}
// REG: remark: kfusion-plan-stencil: group 0: @k::@sweep512 {{.*}}, 4 rows per thread; no register tiles: its grid of 256 blocks is under 2 waves of 4224{{$}}
// REG: remark: kfusion-plan-stencil: group 0: @k::@sweep8k {{.*}} (5 launches): {{.*}}, 4 rows per thread; register tiles of 4 x 4 points, 360 points a thread{{$}}
// REG4: remark: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): projected=0.2319 ms {{.*}}, 4 rows per thread; register tiles of 4 x 4 points, 116 points a thread{{$}}

// Each remark names the rows chosen and, below 8, why.
// REMARK: remark: fused stencil group 0 (3 launches) into @k::@sweep8k_sweep8k_sweep8k_stencil: {{.*}}(8 per thread); 2 shared arrays (18768 bytes{{.*}}temporaries not written: %alloc, %alloc_0{{$}}
// REMARK: remark: fused stencil group 0 (3 launches) into @k::@sweep512_sweep512_sweep512_stencil: {{.*}}(4 per thread); {{.*}}4 rows per thread, not 8: {{.*}}128 blocks{{.*}}4 waves of 1056{{$}}
// REMARK: remark: fused stencil group 0 (5 launches) into @k::@sweep8k_sweep8k_sweep8k_sweep8k_sweep8k_stencil: {{.*}}(4 per thread); 4 shared arrays (21984 bytes{{.*}}4 rows per thread, not 8: {{.*}}49760 bytes{{.*}}4 blocks{{.*}}not the 8{{.*}}allow{{$}}

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep8k(%a: memref<8192x8192xf32>, %o: memref<8192x8192xf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN = arith.constant 8191 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<8192x8192xf32>
        %v1 = memref.load %a[%y, %xm] : memref<8192x8192xf32>
        %v2 = memref.load %a[%y, %xp] : memref<8192x8192xf32>
        %v3 = memref.load %a[%ym, %x] : memref<8192x8192xf32>
        %v4 = memref.load %a[%yp, %x] : memref<8192x8192xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<8192x8192xf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<8192x8192xf32>
        memref.store %v, %o[%y, %x] : memref<8192x8192xf32>
      }
      gpu.return
    }
  }
  func.func @big(%in: memref<8192x8192xf32> {llvm.noalias}, %out: memref<8192x8192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 256 : index
    %gy = arith.constant 1024 : index
    %t1 = memref.alloc() : memref<8192x8192xf32>
    %t2 = memref.alloc() : memref<8192x8192xf32>
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%in : memref<8192x8192xf32>, %t1 : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<8192x8192xf32>, %t2 : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<8192x8192xf32>, %out : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    memref.dealloc %t1 : memref<8192x8192xf32>
    memref.dealloc %t2 : memref<8192x8192xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep512(%a: memref<512x512xf32>, %o: memref<512x512xf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN = arith.constant 511 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<512x512xf32>
        %v1 = memref.load %a[%y, %xm] : memref<512x512xf32>
        %v2 = memref.load %a[%y, %xp] : memref<512x512xf32>
        %v3 = memref.load %a[%ym, %x] : memref<512x512xf32>
        %v4 = memref.load %a[%yp, %x] : memref<512x512xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<512x512xf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<512x512xf32>
        memref.store %v, %o[%y, %x] : memref<512x512xf32>
      }
      gpu.return
    }
  }
  func.func @small(%in: memref<512x512xf32> {llvm.noalias}, %out: memref<512x512xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 16 : index
    %gy = arith.constant 64 : index
    %t1 = memref.alloc() : memref<512x512xf32>
    %t2 = memref.alloc() : memref<512x512xf32>
    gpu.launch_func @k::@sweep512 blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%in : memref<512x512xf32>, %t1 : memref<512x512xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep512 blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<512x512xf32>, %t2 : memref<512x512xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep512 blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<512x512xf32>, %out : memref<512x512xf32>) {kfusion.stencil_group = 0 : i64}
    memref.dealloc %t1 : memref<512x512xf32>
    memref.dealloc %t2 : memref<512x512xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep8k(%a: memref<8192x8192xf32>, %o: memref<8192x8192xf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN = arith.constant 8191 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<8192x8192xf32>
        %v1 = memref.load %a[%y, %xm] : memref<8192x8192xf32>
        %v2 = memref.load %a[%y, %xp] : memref<8192x8192xf32>
        %v3 = memref.load %a[%ym, %x] : memref<8192x8192xf32>
        %v4 = memref.load %a[%yp, %x] : memref<8192x8192xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<8192x8192xf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<8192x8192xf32>
        memref.store %v, %o[%y, %x] : memref<8192x8192xf32>
      }
      gpu.return
    }
  }
  func.func @heavy(%in: memref<8192x8192xf32> {llvm.noalias}, %out: memref<8192x8192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 256 : index
    %gy = arith.constant 1024 : index
    %t1 = memref.alloc() : memref<8192x8192xf32>
    %t2 = memref.alloc() : memref<8192x8192xf32>
    %t3 = memref.alloc() : memref<8192x8192xf32>
    %t4 = memref.alloc() : memref<8192x8192xf32>
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%in : memref<8192x8192xf32>, %t1 : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t1 : memref<8192x8192xf32>, %t2 : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t2 : memref<8192x8192xf32>, %t3 : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t3 : memref<8192x8192xf32>, %t4 : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep8k blocks in (%gx, %gy, %c1) threads in (%c32, %c8, %c1) args(%t4 : memref<8192x8192xf32>, %out : memref<8192x8192xf32>) {kfusion.stencil_group = 0 : i64}
    memref.dealloc %t1 : memref<8192x8192xf32>
    memref.dealloc %t2 : memref<8192x8192xf32>
    memref.dealloc %t3 : memref<8192x8192xf32>
    memref.dealloc %t4 : memref<8192x8192xf32>
    return
  }
}
