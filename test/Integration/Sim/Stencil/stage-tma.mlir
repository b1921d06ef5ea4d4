// ../../../Stencil/stage-tma.mlir on the interpreter, which runs a TMA load as
// the GPU may at the latest: the box is read from global memory when the load
// is issued and lands in shared memory when a thread waiting on its mbarrier
// finds the phase's arrivals and bytes complete. The TMA lowering equals the
// unfused program (../../../Stencil/stage-unroll.mlir) under several
// schedules, and so does the GPU test ../../GPU/stencil-tma.mlir's (windows
// reaching past the array, filled with zeros; several points per thread).
// Planted bugs (Inputs/) are caught: a dropped wait reads shared memory
// nothing wrote; a dropped expect_tx leaves the phase open (a livelock); an
// attribution without its 128-byte alignment is refused; swapped coordinates
// put y (8 by - 1) innermost, a coordinate not at a 16-byte boundary, on
// which the GPU stops with an illegal instruction (an H200 did, for innermost
// f32 coordinates 1, 2 and -2: the lowering widens a window's low halo until
// its rows start aligned, ../../GPU/stencil-tma.mlir's by 1).
// RUN: kfusion-opt %S/../../../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-tma=always -o %t.tma.mlir
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.tma.mlir -e pair --seed=91 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.tma.mlir -e pair --seed=92 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.tma.mlir -e pair --seed=93 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../GPU/stencil-tma.mlir --kfusion-stencil-fusion=stage-single-readers=always 2>/dev/null | kfusion-opt --kfusion-lower-tiles=stage-tma=always | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s --check-prefix=GPU
// RUN: kfusion-opt %S/../../GPU/stencil-tma.mlir --kfusion-stencil-fusion="stage-single-readers=always points-per-thread=5" 2>/dev/null | kfusion-opt --kfusion-lower-tiles=stage-tma=always | kfusion-sim - -e main --entry-point-result=void --schedule=reverse | FileCheck %s --check-prefix=GPU
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-tma-nowait.mlir -e pair --seed=91 2>&1 | FileCheck %s --check-prefix=NOWAIT
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-tma-notx.mlir -e pair --seed=91 2>&1 | FileCheck %s --check-prefix=NOTX
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-tma-noalign.mlir -e pair --seed=91 2>&1 | FileCheck %s --check-prefix=NOALIGN
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-tma-swapped.mlir -e pair --seed=91 2>&1 | FileCheck %s --check-prefix=SWAPPED

// EQUAL: kfusion-sim: equal: 3 arguments, 6144 elements compared
// GPU: stencil-gpu: PASS
// NOWAIT: kfusion-sim: error: uninitialized read
// NOTX: kfusion-sim: error: livelock
// NOTX: 'nvgpu.mbarrier.try_wait.parity'
// NOALIGN: unsupported op 'nvgpu.tma.async.load': the destination's workgroup attribution is not aligned to 128 bytes
// SWAPPED: kfusion-sim: error: bad TMA load: the innermost coordinate -1 is not at a 16-byte boundary (4-byte elements)
