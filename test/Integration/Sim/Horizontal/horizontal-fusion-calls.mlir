// ../../../Horizontal/horizontal-fusion-calls.mlir on the interpreter: the
// fused program, whose kernels' device functions are inlined into their
// partitions, computes what the unfused one did, under three schedules and
// in serial mode.
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-calls.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-calls.mlir --compare=%t.lowered.mlir -e pair --seed=21 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-calls.mlir --compare=%t.lowered.mlir -e pair --seed=22 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-calls.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal -o %t.serial.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-calls.mlir --compare=%t.serial.mlir -e pair --seed=23 --schedule=random | FileCheck %s --check-prefix=EQUAL
// The oracle notices a callee that reads the wrong thread: the program with
// @mirror_index's reversal turned into the identity, fused, differs.
// RUN: kfusion-opt %S/Inputs/horizontal-fusion-calls-identity.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.broken.mlir
// RUN: not kfusion-sim %S/../../../Horizontal/horizontal-fusion-calls.mlir --compare=%t.broken.mlir -e pair --seed=21 | FileCheck %s --check-prefix=DIFFER
// Likewise the thread-id branch of @clip_value runs (the inputs have negative
// values): scaling it differently is noticed.
// RUN: kfusion-opt %S/Inputs/horizontal-fusion-calls-scaled.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.broken2.mlir
// RUN: not kfusion-sim %S/../../../Horizontal/horizontal-fusion-calls.mlir --compare=%t.broken2.mlir -e pair --seed=21 | FileCheck %s --check-prefix=DIFFER2

// EQUAL: kfusion-sim: equal: 4 arguments, 6144 elements compared
// DIFFER: kfusion-sim: mismatch in argument #1
// DIFFER2: kfusion-sim: mismatch in argument #3
