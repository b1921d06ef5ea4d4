// Sibling fusion (Stitch/siblings.mlir) on the interpreter: the ILP's one
// kernel and greedy's three equal plan=none's (fresh inputs, forward,
// reverse and random block schedules).
// RUN: kfusion-opt %S/../../../Stitch/siblings.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/siblings.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/siblings.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir
// RUN: kfusion-sim %t.none.mlir --compare=%t.ilp.mlir -e step --seed=41 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.none.mlir --compare=%t.ilp.mlir -e step --seed=42 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %t.none.mlir --compare=%t.greedy.mlir -e step --seed=43 --schedule=random | FileCheck %s --check-prefix=EQUAL
// EQUAL: kfusion-sim: equal: 4 arguments
