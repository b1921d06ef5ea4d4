// ../../../Horizontal/horizontal-fusion-modules.mlir on the interpreter: the
// fused programs, of outlined gpu.launch ops (@outlined) and of kernels of two
// gpu.modules (@modules), compute what the unfused ones did.
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-modules.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.lowered.mlir -e outlined --seed=31 | FileCheck %s --check-prefix=EQUAL1
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.lowered.mlir -e outlined --seed=32 --schedule=reverse | FileCheck %s --check-prefix=EQUAL1
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.lowered.mlir -e modules --seed=33 | FileCheck %s --check-prefix=EQUAL2
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.lowered.mlir -e modules --seed=34 --schedule=random | FileCheck %s --check-prefix=EQUAL2
// The oracle sees which table the second kernel reads: the fused program
// with the renamed table's use pointed back at @first's differs.
// RUN: kfusion-opt %S/Inputs/horizontal-fusion-modules-table.mlir --kfusion-lower-horizontal -o %t.broken.mlir
// RUN: not kfusion-sim %S/../../../Horizontal/horizontal-fusion-modules.mlir --compare=%t.broken.mlir -e modules --seed=33 | FileCheck %s --check-prefix=DIFFER

// EQUAL1: kfusion-sim: equal: 4 arguments, 3072 elements compared
// EQUAL2: kfusion-sim: equal: 4 arguments, 4096 elements compared
// DIFFER: kfusion-sim: mismatch in argument #3
