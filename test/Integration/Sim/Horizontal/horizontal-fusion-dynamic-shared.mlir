// ../../../Horizontal/horizontal-fusion-dynamic-shared.mlir on the
// interpreter: the fused kernel, whose second slice of dynamic shared memory
// starts at a run-time offset, computes what the two launches did (and in
// serial mode).
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --kfusion-horizontal-fusion --kfusion-lower-horizontal -o %t.lowered.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --compare=%t.lowered.mlir -e main --seed=61 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --compare=%t.lowered.mlir -e main --seed=62 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --kfusion-horizontal-fusion="serial=true" --kfusion-lower-horizontal -o %t.serial.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --compare=%t.serial.mlir -e main --seed=63 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --kfusion-horizontal-fusion="staggered=true" --kfusion-lower-horizontal -o %t.staggered.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --compare=%t.staggered.mlir -e main --seed=163 --schedule=random | FileCheck %s --check-prefix=EQUAL
// With interleaved blocks each block holds one kernel's slice from offset 0
// (the launch provides the larger, max of the run-time sizes).
// RUN: kfusion-opt %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --kfusion-horizontal-fusion="blocks=true" --kfusion-lower-horizontal -o %t.blocks.mlir
// RUN: kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --compare=%t.blocks.mlir -e main --seed=64 --schedule=random | FileCheck %s --check-prefix=EQUAL
// With the slices overlapping (the run-time offset replaced by 0), the
// interpreter reports the two partitions racing on dynamic shared memory.
// RUN: not kfusion-sim %S/../../../Horizontal/horizontal-fusion-dynamic-shared.mlir --compare=%S/Inputs/horizontal-fusion-dynamic-shared-overlap.mlir -e main --seed=61 --schedule=random 2>&1 | FileCheck %s --check-prefix=OVERLAP

// EQUAL: kfusion-sim: equal: 4 arguments, 4096 elements compared
// OVERLAP: kfusion-sim: error: data race: write of dynamic shared memory of @stage_a_stage_b_hfuse
