// ../../../Horizontal/horizontal-fusion-streams.mlir on the interpreter: the
// launches of one group on two streams, unfused and fused behind a join of
// both streams, print the same.
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-streams.mlir -e main | FileCheck %s --check-prefix=OUT
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-streams.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal | kfusion-sim -e main | FileCheck %s --check-prefix=OUT

// x[i] = i + 1 doubled, y[i] = i + 2 minus one:
// OUT: 2 4 6 8 10 12 14 16 1 2 3 4 5 6 7 8
