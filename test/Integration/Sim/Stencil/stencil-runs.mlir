// ../../../Stencil/stencil-runs.mlir on the interpreter: every lowering into
// runs of rows (4, 8, chosen per kernel, longer than the tile, without
// interior blocks) computes what the unfused program did, under several
// schedules and few resident blocks.
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion=points-per-thread=4 -o %t.four.mlir 2>/dev/null
// RUN: kfusion-opt %t.four.mlir --kfusion-lower-tiles=rows-per-run=4 -o %t.four.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.lowered.mlir -e chain --seed=51 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.lowered.mlir -e chain --seed=52 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion=points-per-thread=8 -o %t.eight.mlir 2>/dev/null
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles=rows-per-run=8 -o %t.eight.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.eight.lowered.mlir -e chain --seed=53 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles="interior-blocks=false rows-per-run=8" -o %t.eight.plain.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.eight.plain.mlir -e chain --seed=54 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.four.mlir --kfusion-lower-tiles -o %t.four.auto.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.auto.mlir -e chain --seed=55 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles -o %t.eight.auto.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.eight.auto.mlir -e chain --seed=56 --schedule=reverse --sms=3 --blocks-per-sm=2 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.eight.mlir --kfusion-lower-tiles=rows-per-run=100000 -o %t.long.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.long.mlir -e chain --seed=57 | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 4 arguments, 32768 elements compared
