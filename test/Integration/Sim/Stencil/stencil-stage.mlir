// ../../../Stencil/stencil-stage.mlir on the interpreter: the stage lowered
// with and without interior blocks equals the unfused program; a planted
// wrong check (Inputs/: the window's end compared the wrong way) sends block
// 3 down the unguarded path and is caught as an out-of-bounds load.
// RUN: kfusion-opt %S/../../../Stencil/stencil-stage.mlir --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=false -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage.mlir --compare=%t.lowered.mlir -e pair --seed=61 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage.mlir --compare=%t.lowered.mlir -e pair --seed=62 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=interior-blocks=false -o %t.plain.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage.mlir --compare=%t.plain.mlir -e pair --seed=63 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: not kfusion-sim %S/../../../Stencil/stencil-stage.mlir --compare=%S/Inputs/stencil-stage-window.mlir -e pair --seed=61 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 3 arguments, 6144 elements compared
// CAUGHT: kfusion-sim: error: out-of-bounds: load from index [{{[0-9]+}}, 128] outside the shape [16, 128] of argument #0 [kernel @west_east_stencil, block (3,
