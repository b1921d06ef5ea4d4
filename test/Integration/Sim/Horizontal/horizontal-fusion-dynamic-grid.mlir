// ../../../Horizontal/horizontal-fusion-dynamic-grid.mlir on the interpreter:
// the fused kernel on its launch grid computed at run time (and in serial
// mode, and with interleaved blocks on three times the largest grid)
// computes what the three launches did.
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --compare=%t.lowered.mlir -e main --seed=51 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --compare=%t.lowered.mlir -e main --seed=52 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal -o %t.serial.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --compare=%t.serial.mlir -e main --seed=53 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --kfusion-horizontal-fusion="staggered=true" --kfusion-lower-horizontal -o %t.staggered.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --compare=%t.staggered.mlir -e main --seed=153 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --kfusion-horizontal-fusion="blocks=true" --kfusion-lower-horizontal -o %t.blocks.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-grid.mlir --compare=%t.blocks.mlir -e main --seed=54 --schedule=random | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 6 arguments, 20192 elements compared
