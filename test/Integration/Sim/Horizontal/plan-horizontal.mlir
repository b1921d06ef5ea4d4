// ../../../Horizontal/plan-horizontal.mlir on the interpreter: planned, fused
// and lowered, the program computes what it did.
// RUN: kfusion-opt %S/../../../Horizontal/plan-horizontal.mlir --kfusion-plan-horizontal --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Horizontal/plan-horizontal.mlir --compare=%t.fused.mlir -e plan --seed=41 | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 20 arguments
