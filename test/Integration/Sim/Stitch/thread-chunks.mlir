// Thread compositions of one or more chunks per thread
// (Stitch/thread-chunks.mlir) on the interpreter: equal to one kernel per op
// on random inputs under a random schedule.
// RUN: kfusion-opt %S/../../../Stitch/thread-chunks.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/thread-chunks.mlir --kfusion-stitch-to-gpu=plan=none -o %t.none.mlir
// RUN: for f in wide wider half narrow; do kfusion-sim %t.none.mlir --compare=%t.ilp.mlir -e $f --seed=5 --schedule=random --rtol=1e-6 --atol=1e-6 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-4: kfusion-sim: equal:
