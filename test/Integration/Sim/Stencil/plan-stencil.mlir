// ../../../Stencil/plan-stencil.mlir on the interpreter: planned (for 1 and
// for 4 rows of points per thread) and fused, the program computes what the
// unfused one did.
// RUN: kfusion-opt %S/../../../Stencil/plan-stencil.mlir --kfusion-plan-stencil=points-per-thread=1 --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/plan-stencil.mlir --compare=%t.fused.mlir -e step --seed=31 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Stencil/plan-stencil.mlir --kfusion-plan-stencil=points-per-thread=4 --kfusion-stencil-fusion=points-per-thread=4 -o %t.rows.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/plan-stencil.mlir --compare=%t.rows.fused.mlir -e step --seed=32 --schedule=random | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 3 arguments, 12288 elements compared
