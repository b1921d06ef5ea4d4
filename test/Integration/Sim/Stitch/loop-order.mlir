// The logistic-regression step with its vecmat's loops put in X's order
// (Stitch/loop-order.mlir) on the interpreter: equal to one kernel per op on
// random inputs (the gradient's sums fold in another order: rtol 1e-4), for
// the ILP's and greedy plans with one multiprocessor, under a random
// schedule too, and with the H100's multiprocessors.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/logreg.mlir --kfusion-stitch-to-gpu=plan=none -o %t.none.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/logreg.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.ilp.mlir --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-opt %S/../../../Stitch/Inputs/logreg.mlir --kfusion-stitch-to-gpu="device=#kfusion.device<h100,{multiprocessors=1}> plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.greedy.mlir --rtol=1e-4 --atol=1e-5 --schedule=random --seed=5 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-opt %S/../../../Stitch/Inputs/logreg.mlir --kfusion-stitch-to-gpu -o %t.wide.mlir
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.wide.mlir --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal: 5 arguments, 16769 elements compared
