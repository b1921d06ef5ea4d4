// kfusion-plan-stitch on a softmax (row max, exp, row sum, divide) whose
// output feeds bias + GELU + residual: the three plan modes, the attributes
// they write and the remarks that explain them.
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="plan=none" -o %t.none.mlir 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: FileCheck %s --check-prefix=NONE-IR < %t.none.mlir
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="plan=greedy" -o %t.greedy.mlir 2>&1 | FileCheck %s --check-prefix=GREEDY
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=ILP
// RUN: FileCheck %s --check-prefix=ILP-IR < %t.ilp.mlir
// The plan is an attribute a user may edit; kfusion-stitch generates from it.
// RUN: kfusion-opt %t.ilp.mlir --kfusion-stitch --canonicalize -o %t.ilp.gpu.mlir 2>&1 | FileCheck %s --check-prefix=STITCH
// RUN: grep -c gpu.launch_func %t.ilp.gpu.mlir | FileCheck %s --check-prefix=ONE
// Unknown plan modes are errors.
// RUN: not kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-plan-stitch="plan=magic" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Ops grouped by hand keep their groups (Inputs/softmax-gelu-hand-group.mlir).
// RUN: not kfusion-opt %S/Inputs/softmax-gelu-hand-group.mlir --kfusion-plan-stitch -o /dev/null 2>&1 | FileCheck %s --check-prefix=HAND

// plan=none: one kernel per op, each with its composition; the reductions'
// init fills are constants they absorb, no kernels.
// NONE-COUNT-5: remark: stitch group {{[0-4]}} (plan=none): ops [{{[0-4]}}:{{[a-z ]+}}]
// NONE-IR-LABEL: func.func @step(
// NONE-IR-COUNT-5: kfusion.stitch_composition = "{{thread|block}}", kfusion.stitch_group = {{[0-4]}} : i64

// Greedy grows groups from producers only: every op but the first has one
// here, so it is one block-composition kernel too.
// GREEDY: remark: stitch group 0 (plan=greedy): {{.*}}[0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise, 4:elementwise]{{.*}}block composition

// The ILP covers every op with one kernel.
// ILP: remark: stitch plan (ilp) of @step: 5 ops, {{[0-9]+}} candidate patterns, 1 kernels, objective {{[0-9.]+}} us saved, 1 solve(s), 0 cycle cut(s)
// ILP: remark: stitch group 0 (plan=ilp): ops [0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise, 4:elementwise], block composition, score {{[0-9.]+}} us
// ILP-IR-LABEL: func.func @step(
// ILP-IR-COUNT-5: kfusion.stitch_composition = "block", kfusion.stitch_group = 0 : i64

// The one kernel: a block composition of 2 rows per block.
// STITCH: remark: stitched kernel step_k0_block: {{.*}}0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise, 4:elementwise{{.*}}block composition{{.*}}128 threads per row, 2 rows per block, vector 4, 4 chunks{{.*}}grid 8 x block 256
// STITCH-SAME: shared memory 32 of 64 bytes requested (allocated/requested 0.50)
// ONE: 1

// BAD: error: kfusion-plan-stitch: unknown plan 'magic' (ilp, greedy or none)

// Both reductions in group 7 by hand: exp, outside the group, reads the max
// and feeds the sum, so the two kernels would wait on each other.
// HAND: error: the stitch groups make a cycle between kernels
