// ../../../Stencil/stencil-scale.mlir on the interpreter: fused with 2, 3 and
// 4 (falling back to 1) points per thread, and lowered (with and without
// interior blocks, with runs of 3 rows), the program computes what the
// unfused one did on random inputs under several schedules and few resident
// blocks.
// RUN: kfusion-opt %S/../../../Stencil/stencil-scale.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.two.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stencil/stencil-scale.mlir --kfusion-stencil-fusion=points-per-thread=3 -o %t.three.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stencil/stencil-scale.mlir --kfusion-stencil-fusion=points-per-thread=4 -o %t.four.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.two.mlir -e chain --seed=41 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.two.mlir -e chain --seed=42 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.three.mlir -e chain --seed=43 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.four.mlir -e chain --seed=44 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.three.mlir --kfusion-lower-tiles -o %t.three.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.three.lowered.mlir -e chain --seed=45 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.three.mlir --kfusion-lower-tiles=interior-blocks=false -o %t.three.plain.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.three.plain.mlir -e chain --seed=46 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.three.mlir --kfusion-lower-tiles=rows-per-run=3 -o %t.three.runs3.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%t.three.runs3.mlir -e chain --seed=49 --schedule=random | FileCheck %s --check-prefix=EQUAL
//
// Planted bugs (Inputs/) are caught: the last run's missing rows unguarded
// (runs of 3 rows), and the launch left with the unscaled grid (its extra
// blocks compute rows past the array).
// RUN: not kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%S/Inputs/stencil-scale-noguard.mlir -e chain --seed=47 2>&1 | FileCheck %s --check-prefix=RUNGUARD
// RUN: not kfusion-sim %S/../../../Stencil/stencil-scale.mlir --compare=%S/Inputs/stencil-scale-grid.mlir -e chain --seed=41 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 3 arguments, 18432 elements compared
// RUNGUARD: kfusion-sim: error: out-of-bounds: store to index [25, {{[0-9]+}}] outside the shape [25, 34] of workgroup buffer #0
// CAUGHT: kfusion-sim: error: out-of-bounds: load from index [48, {{[0-9]+}}] outside the shape [48, 128] of argument #0 [kernel @sweep_band_stencil, block ({{[0-9]+}}, 3, 0)
