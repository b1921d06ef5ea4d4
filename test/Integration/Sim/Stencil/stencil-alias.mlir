// ../../../Stencil/stencil-alias.mlir on the interpreter: the fused kernel
// whose shared arrays share memory equals the unfused program under several
// schedules; a planted overlap (Inputs/: t1 moved onto `a`, which the first
// sweep still reads while it writes t1) is caught.
// RUN: kfusion-opt %S/../../../Stencil/stencil-alias.mlir --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=alias-shared-arrays=true -o %t.alias.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-alias.mlir --compare=%t.alias.mlir -e chain --seed=101 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-alias.mlir --compare=%t.alias.mlir -e chain --seed=102 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-alias.mlir --compare=%t.alias.mlir -e chain --seed=103 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: not kfusion-sim %S/../../../Stencil/stencil-alias.mlir --compare=%S/Inputs/stencil-alias-overlap.mlir -e chain --seed=101 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 2 arguments, 4096 elements compared
// CAUGHT: kfusion-sim: {{error: data race|mismatch}}
