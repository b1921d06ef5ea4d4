// ../../../Stencil/stage-async.mlir on the interpreter, which runs the
// copies as the GPU may at the latest: a copy reads its source when issued
// and writes shared memory when a wait completes its group. Each lowering
// equals the unfused program (../../../Stencil/stage-unroll.mlir) under
// several schedules; a dropped wait, a dropped commit (a wait completes
// committed groups only) and a wait that leaves one group pending (Inputs/)
// are each caught as a read of shared memory nothing wrote.
// RUN: kfusion-opt %S/../../../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=stage-async=true -o %t.async.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="stage-async=true stage-unroll=2" -o %t.chunks.mlir
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.async.mlir -e pair --seed=81 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.async.mlir -e pair --seed=82 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.chunks.mlir -e pair --seed=83 --schedule=reverse | FileCheck %s --check-prefix=EQUAL
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-async-nowait.mlir -e pair --seed=81 2>&1 | FileCheck %s --check-prefix=CAUGHT
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-async-nocommit.mlir -e pair --seed=81 2>&1 | FileCheck %s --check-prefix=CAUGHT
// RUN: not kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%S/Inputs/stage-async-waitone.mlir -e pair --seed=81 2>&1 | FileCheck %s --check-prefix=CAUGHT

// EQUAL: kfusion-sim: equal: 3 arguments, 6144 elements compared
// CAUGHT: kfusion-sim: error: uninitialized read
