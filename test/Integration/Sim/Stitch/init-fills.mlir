// Reductions with their init fills absorbed (Stitch/Inputs/init-fills.mlir)
// on the interpreter: row and column sums, column max and a sum from 1.0,
// batch-norm statistics in NHWC and NCHW; the stitched programs (ilp,
// greedy) and plan=none each equal upstream's loops on fresh random inputs
// under random block orders (to 1e-5: sums in another order round
// differently). An init left out (or combined twice) would
// change the sum from 1.0 by 1.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/init-fills.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/init-fills.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/init-fills.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/init-fills.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in row_col_sums column_max bn_stats_nhwc bn_stats_nchw; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=39 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-12: kfusion-sim: equal:
