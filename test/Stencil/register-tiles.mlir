// kfusion-lower-tiles register-tiles=always: stencil-runs.mlir's three chained
// 5-point sweeps of a 64 x 128 array, fused with 8 rows per thread and the
// input staged (a 32 x 64 tile, 32x8 threads). Each thread computes a unit of
// 4 columns x 8 rows of every sweep: sweep 1 over 8 x 12 points, sweep 2 over
// 6 x 10, sweep 3 over 4 x 8, in straight-line code. The block shrinks to 8x8
// threads (kernel and launch); the two temporaries become private arrays of
// those sizes in the kernel's entry block (SROA then promotes them to
// registers: no shared arrays, no barriers between the sweeps); the staged
// input, a TMA load, keeps its shared array, its rows widened to whole
// 16-byte vectors (39 -> 40 columns) and read by 16-byte vector loads. The
// interpreter runs these lowerings against the unfused program in
// ../Integration/Sim/Stencil/register-tiles.mlir; the PTX (vector loads, no
// local memory) is checked in ../Pipelines/register-tiles-ptx.mlir.
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o %t.lowered.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// Without the staged input the tiles read no shared array at all.
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=never" 2>/dev/null | kfusion-opt --kfusion-lower-tiles=register-tiles=always 2>/dev/null | FileCheck %s --check-prefix=GLOBAL
// Kernels that cannot, each with a remark: one row per thread (not scaled),
// a block of 32 threads along x with 3 columns per thread.
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion=points-per-thread=1 2>/dev/null | kfusion-opt --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSCALED
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always register-columns=3" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=COLUMNS
// The default, auto, leaves this grid of 2 x 2 blocks (fewer than 2 waves of
// the smaller blocks): the kernel keeps its shared arrays and 32x8 threads.
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles -o - 2>/dev/null | FileCheck %s --check-prefix=NEVER
// Bad option values.
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=sometimes -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADMODE
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-columns=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCOLUMNS
// The whole pipeline, with 32-bit indices too.
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always bare-ptr=true index-bitwidth=32" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always" -o /dev/null 2>/dev/null

// CHECK-LABEL: gpu.func @sweep_sweep_sweep_stencil
// CHECK-SAME:    !nvgpu.tensormap.descriptor<tensor = memref<70x40xf32, #gpu.address_space<workgroup>>
// CHECK-SAME:    workgroup(%[[WIN:[a-z0-9_]+]] : memref<70x40xf32, #gpu.address_space<workgroup>> {llvm.align = 128 : i64})
// CHECK-SAME:    known_block_size = array<i32: 8, 8, 1>
// The private arrays of the interior and the boundary blocks' code.
// CHECK-NEXT:    memref.alloca() : memref<10x6xf32>
// CHECK-NEXT:    memref.alloca() : memref<12x8xf32>
// CHECK-NEXT:    memref.alloca() : memref<10x6xf32>
// CHECK-NEXT:    memref.alloca() : memref<12x8xf32>
// CHECK:         nvgpu.tma.async.load
// CHECK:         nvgpu.mbarrier.try_wait.parity
// After the stage's wait no barrier: the sweeps share nothing through shared
// memory.
// CHECK-NOT:     gpu.barrier
// CHECK:         %[[TX:.*]] = gpu.thread_id  x
// CHECK:         %[[X0:.*]] = arith.muli %[[TX]], %c4
// CHECK:         vector.load %[[WIN]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<70x40xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NOT:     gpu.barrier
// CHECK:         gpu.return
// CHECK-LABEL: func.func @chain
// The launch's new block size along x, made just before it.
// CHECK:         %[[EIGHT:c8_[0-9]+]] = arith.constant 8 : index
// CHECK-NEXT:    gpu.launch_func  @k::@sweep_sweep_sweep_stencil blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[EIGHT]], %{{.*}}, %{{.*}})

// REMARK: remark: kfusion-lower-tiles: register tiles for @sweep_sweep_sweep_stencil: 4 x 8 points a thread, 8x8x1 threads a block, 2 temporaries in registers

// GLOBAL-LABEL: gpu.func @sweep_sweep_sweep_stencil
// GLOBAL-NOT:     workgroup(
// GLOBAL-SAME:    known_block_size = array<i32: 8, 8, 1>
// GLOBAL-NOT:     gpu.barrier
// GLOBAL-NOT:     vector.load
// GLOBAL:         gpu.return

// UNSCALED: remark: kfusion-lower-tiles: no register tiles for @sweep_sweep_sweep_stencil: its tiles are not scaled along y alone (several rows per thread)
// COLUMNS: remark: kfusion-lower-tiles: no register tiles for @sweep_sweep_sweep_stencil: its block's 32 threads along x are not a multiple of 3

// NEVER-LABEL: gpu.func @sweep_sweep_sweep_stencil
// NEVER-NOT:     memref.alloca
// NEVER-SAME:    known_block_size = array<i32: 32, 8, 1>
// NEVER:         gpu.barrier

// BADMODE: kfusion-lower-tiles: register-tiles must be auto, always or never, not 'sometimes'
// BADCOLUMNS: kfusion-lower-tiles: register-columns must be positive, not 0
