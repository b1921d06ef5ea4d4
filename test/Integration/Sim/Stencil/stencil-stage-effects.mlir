// ../../../Stencil/stencil-stage-effects.mlir on the interpreter: both groups
// fused (one fused around the other's staged input) compute what the unfused
// program did.
// RUN: kfusion-opt %S/../../../Stencil/stencil-stage-effects.mlir --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-stage-effects.mlir --compare=%t.fused.mlir -e step --seed=91 | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 5 arguments, 10240 elements compared
