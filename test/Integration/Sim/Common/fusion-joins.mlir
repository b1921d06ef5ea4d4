// The programs of ../../../Common/fusion-joins.mlir, stencil-fused with their
// joins rewritten, compute what the unfused ones did on the interpreter, under
// a random and a reversed schedule: @chain (one stream) and @forked (two
// streams joined).
// RUN: kfusion-opt %S/../../../Common/fusion-joins.mlir --kfusion-stencil-fusion=points-per-thread=1 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Common/fusion-joins.mlir --compare=%t.fused.mlir -e chain --seed=31 --schedule=random | FileCheck %s --check-prefix=EQUAL-CHAIN
// RUN: kfusion-sim %S/../../../Common/fusion-joins.mlir --compare=%t.fused.mlir -e forked --seed=32 --schedule=reverse | FileCheck %s --check-prefix=EQUAL-FORK

// EQUAL-CHAIN: kfusion-sim: equal: 4 arguments, 4096 elements compared
// EQUAL-FORK: kfusion-sim: equal: 5 arguments, 5120 elements compared
