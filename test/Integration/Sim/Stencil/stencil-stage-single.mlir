// ../../../Stencil/stencil-stage-single.mlir on the interpreter: fused with
// the single reader's array read from global memory (never) and staged
// (always, and lowered), the program computes what the unfused one did.
// RUN: kfusion-opt %S/../../../Stencil/stencil-stage-single.mlir --kfusion-stencil-fusion=points-per-thread=1 -o %t.default.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stencil/stencil-stage-single.mlir --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always" -o %t.staged.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage-single.mlir --compare=%t.default.mlir -e chain --seed=81 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage-single.mlir --compare=%t.staged.mlir -e chain --seed=82 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.staged.mlir --kfusion-lower-tiles -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage-single.mlir --compare=%t.lowered.mlir -e chain --seed=83 --schedule=reverse | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 4 arguments, 8192 elements compared
