// kfusion-lower-tiles stream-tiles=N on register tiles: stencil-runs.mlir's
// three chained 5-point sweeps of a 64 x 128 array, fused with 4 rows per
// thread and the input staged (32 x 32 tiles, a grid of 2 x 4 blocks). With
// stream-tiles=4 each block computes the 4 tiles of its column in a loop, the
// grid 2 x 1: the TMA window has two buffers and two mbarriers; thread 0
// loads tile y0 * 4's window before the loop, and in iteration k tile
// k + 1's into the other buffer before the block waits on barrier k % 2 with
// phase parity (k / 2) % 2 and computes tile k from buffer k % 2; a barrier
// ends each iteration (the buffer free for window k + 2). The kernel's ids
// along y are the loop's (y0 * 4 + k), its grid size along y the old one.
// Each iteration first zeroes the private arrays (no value flows from tile k
// into tile k + 1, so none stays live across the loop), and the loop asks LLVM
// for no LICM (llvm.licm.disable: hoisted, the tiles' y-independent addresses
// would all stay live too).
// Refusals (-verify-diagnostics): stream-tiles-refusals.mlir; the interpreter
// runs these loops against the unfused chain in
// ../Integration/Sim/Stencil/stream-tiles.mlir.
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always stream-tiles=4" --mlir-print-op-on-diagnostic=false -o %t.lowered.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// The default, one tile a block: no loop, the grid as fused.
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=always -o - 2>/dev/null | FileCheck %s --check-prefix=ONE
// 4 does not divide a grid of 2 tiles along y (8 rows per thread): a remark.
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always stream-tiles=4" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNEVEN
// Two staged inputs: each window its own pair of buffers and mbarriers, its
// own load of the next tile and wait in the loop.
// RUN: kfusion-opt %S/Inputs/two-staged-inputs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" -o %t.two.mlir 2>/dev/null
// RUN: kfusion-opt %t.two.mlir --kfusion-lower-tiles="register-tiles=always stage-tma=always stream-tiles=4" -o - 2>/dev/null | FileCheck %s --check-prefix=TWO
// RUN: kfusion-opt %t.two.mlir --kfusion-lower-tiles="register-tiles=always stage-tma=always stream-tiles=4" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWOREMARK
// Without register tiles (auto leaves this small grid), a remark.
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stream-tiles=2 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=RUNS
// A bad value.
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stream-tiles=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// The whole pipeline, with 32-bit indices too.
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always stream-tiles=4" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always stream-tiles=2 bare-ptr=true index-bitwidth=32" -o /dev/null 2>/dev/null

// CHECK: #[[$LICM:.*]] = #llvm.loop_licm<disable = true>
// CHECK: #[[$NOLICM:.*]] = #llvm.loop_annotation<licm = #[[$LICM]]>
// CHECK-LABEL: gpu.func @sweep_sweep_sweep_stencil
// CHECK-SAME:    workgroup(%[[A:[a-z0-9_]+]] : memref<38x40xf32, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}, %[[B:[a-z0-9_]+]] : memref<38x40xf32, #gpu.address_space<workgroup>> {llvm.align = 128 : i64})
// The private arrays stay first (SROA).
// CHECK-NEXT:    %[[P:.*]] = memref.alloca() : memref<6x6xf32>
// CHECK:         %[[Y:.*]] = gpu.block_id  y
// CHECK-NEXT:    %[[Y0:.*]] = arith.muli %[[Y]], %c4
// CHECK:         %[[BARS:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK:         scf.if
// CHECK:           nvgpu.mbarrier.init %[[BARS]][%c0]
// CHECK:           nvgpu.mbarrier.init %[[BARS]][%{{.*}}]
// CHECK:           nvgpu.tma.async.load %{{.*}}, %[[BARS]][%c0] to %[[A]]
// CHECK:         gpu.barrier
// CHECK-NOT:     nvgpu.mbarrier.try_wait.parity
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %c4 step
// CHECK:           %[[YK:.*]] = arith.addi %[[Y0]], %[[K]]
// CHECK:           %[[SLOT:.*]] = arith.remui %[[K]], %c2
// CHECK:           %[[OTHER:.*]] = arith.subi %{{.*}}, %[[SLOT]]
// CHECK:           %[[EVEN:.*]] = arith.cmpi eq, %[[SLOT]]
// CHECK:           %[[HALF:.*]] = arith.divui %[[K]], %c2
// CHECK:           %[[PHASE:.*]] = arith.remui %[[HALF]], %c2
// CHECK:           %[[PARITY:.*]] = arith.cmpi ne, %[[PHASE]]
// CHECK:           %[[NEXT:.*]] = arith.addi %[[YK]],
// CHECK:           %[[WIN:.*]] = arith.select %[[EVEN]], %[[A]], %[[B]]
// CHECK:           %[[SPARE:.*]] = arith.select %[[EVEN]], %[[B]], %[[A]]
// CHECK:           scf.if
// CHECK:             arith.muli %[[NEXT]], %c32
// CHECK:             nvvm.fence.proxy
// CHECK:             nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%[[OTHER]]], %c6080
// CHECK:             nvgpu.tma.async.load %{{.*}}, %[[BARS]][%[[OTHER]]] to %[[SPARE]]
// CHECK:           nvgpu.mbarrier.try_wait.parity %[[BARS]][%[[SLOT]]], %[[PARITY]]
// CHECK:           %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:           memref.store %[[ZERO]], %[[P]][%{{.*}}, %{{.*}}] : memref<6x6xf32>
// CHECK-NOT:       gpu.block_id  y
// CHECK:           arith.muli %[[YK]], %c32
// CHECK:           vector.load %[[WIN]]
// CHECK:           gpu.barrier
// CHECK-NEXT:    } {llvm.loop_annotation = #[[$NOLICM]]}
// CHECK-NEXT:    gpu.return
// CHECK:         gpu.launch_func @k::@sweep_sweep_sweep_stencil blocks in (%{{.*}}, %c1{{.*}}, %{{.*}}) threads in (%c8

// REMARK: remark: kfusion-lower-tiles: @sweep_sweep_sweep_stencil streams 4 tiles a block along y, its 1 TMA window double-buffered

// ONE-LABEL: gpu.func @sweep_sweep_sweep_stencil
// ONE-NOT:     scf.for
// ONE-NOT:     arith.select
// ONE:         gpu.launch_func @k::@sweep_sweep_sweep_stencil blocks in (%c2, %c4,

// UNEVEN: remark: kfusion-lower-tiles: tiles of @sweep_sweep_sweep_stencil not streamed: a launch whose grid along y is not a constant multiple of 4

// TWOREMARK: remark: kfusion-lower-tiles: @mix_sweep_stencil streams 4 tiles a block along y, its 2 TMA windows double-buffered
// TWO-LABEL: gpu.func @mix_sweep_stencil
// TWO:         %[[BARS1:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// TWO:         %[[BARS2:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// TWO:         scf.for
// TWO:           scf.if
// TWO:             nvgpu.tma.async.load %{{.*}}, %[[BARS1]][%{{.*}}] to
// TWO:           nvgpu.mbarrier.try_wait.parity %[[BARS1]]
// TWO:           scf.if
// TWO:             nvgpu.tma.async.load %{{.*}}, %[[BARS2]][%{{.*}}] to
// TWO:           nvgpu.mbarrier.try_wait.parity %[[BARS2]]

// RUNS: remark: kfusion-lower-tiles: tiles of @sweep_sweep_sweep_stencil not streamed: they are not register tiles (register-tiles: auto takes grids of at least 2 waves, always says why not)

// BAD: kfusion-lower-tiles: stream-tiles must be positive, not 0
