// ../../../Stencil/stage-unroll.mlir on the interpreter: each lowering of the
// stage's copy (one batch, chunks of 2, the one-element loop) equals the
// unfused program under several schedules; a planted wrong element offset
// (Inputs/: the batch's second element one short, so two threads write one
// element and one element stays unwritten) is caught as a race on the shared
// array.
// RUN: kfusion-opt %S/../../../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=false -o %t.batch.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-unroll=2 stage-async=false" -o %t.chunks.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-unroll=1 stage-async=false" -o %t.loop.mlir
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.batch.mlir -e pair --seed=71 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.batch.mlir -e pair --seed=72 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.chunks.mlir -e pair --seed=73 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.loop.mlir -e pair --seed=74 | FileCheck %s --check-prefix=EQUAL
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-unroll-offset.mlir -e pair --seed=71 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 3 arguments, 6144 elements compared
// CAUGHT: kfusion-sim: error: data race: write of workgroup buffer #0 of @north_south_stencil
