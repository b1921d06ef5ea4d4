// The schedule knobs (Stitch/schedule-options.mlir) on the interpreter: each
// schedule computes what the unfused program does (fresh random inputs,
// random block schedules); a planted slip is reported.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="rows-per-block=4" --kfusion-stitch -o %t.r4.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="threads-per-row=512 rows-per-block=2" -o %t.t512.mlir 2>/dev/null
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.r4.mlir --rtol=1e-5 --atol=1e-6 --schedule=random --seed=21 | FileCheck %s --check-prefix=EQ
// RUN: kfusion-sim %t.none.mlir -e step --compare %t.t512.mlir --rtol=1e-5 --atol=1e-6 --schedule=random --seed=22 | FileCheck %s --check-prefix=EQ
// EQ: kfusion-sim: equal:
//
// Both rows of a block folding the same warp partials (the row in block's
// offset dropped: Inputs/schedule-options-shared-partials.mlir) is a race.
// RUN: not kfusion-sim %t.none.mlir -e step --compare %S/Inputs/schedule-options-shared-partials.mlir --rtol=1e-5 --atol=1e-6 --seed=22 2>&1 | FileCheck %s --check-prefix=SLIP
// SLIP: kfusion-sim: error: data race: write of workgroup buffer #0 of @step_k0_block{{.*}}a barrier between them is missing
