// ../../../Stencil/stencil-interior.mlir on the interpreter: fused, and
// lowered with and without interior blocks, the program computes what the
// unfused one did on random inputs, under several schedules and few resident
// blocks.
// RUN: kfusion-opt %S/../../../Stencil/stencil-interior.mlir --kfusion-stencil-fusion -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles -o %t.lowered.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=interior-blocks=false -o %t.plain.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-interior.mlir --compare=%t.lowered.mlir -e chain --seed=31 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-interior.mlir --compare=%t.lowered.mlir -e chain --seed=32 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-interior.mlir --compare=%t.lowered.mlir -e chain --seed=33 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-interior.mlir --compare=%t.plain.mlir -e chain --seed=34 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-interior.mlir --compare=%t.fused.mlir -e chain --seed=35 --schedule=random | FileCheck %s --check-prefix=EQUAL
// A planted bug (Inputs/): the band tile's check of its threshold (x < 70 at
// the tile's last column) made against 127 sends the block of columns 64-95
// down the fast path, where x >= 70 takes the left formula; caught.
// RUN: not kfusion-sim %S/../../../Stencil/stencil-interior.mlir --compare=%S/Inputs/stencil-interior-threshold.mlir -e chain --seed=31 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 3 arguments, 18432 elements compared
// CAUGHT: kfusion-sim: mismatch in argument #2 at index [{{[0-9]+}}, {{[0-9]+}}]
