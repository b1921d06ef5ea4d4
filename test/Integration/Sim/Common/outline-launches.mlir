// The programs of ../../../Common/outline-launches.mlir on the interpreter:
// outlined, and outlined, planned and fused, each computes what the program
// written with gpu.launch computed, on the same random inputs.
// RUN: kfusion-opt %S/../../../Common/outline-launches.mlir --kfusion-outline-launches -o %t.outlined.mlir
// RUN: kfusion-sim %S/../../../Common/outline-launches.mlir --compare=%t.outlined.mlir -e main --seed=5 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Common/outline-launches.mlir --kfusion-outline-launches --kfusion-plan-horizontal --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Common/outline-launches.mlir --compare=%t.fused.mlir -e main --seed=6 --schedule=reverse | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 5 arguments, 1280 elements compared
