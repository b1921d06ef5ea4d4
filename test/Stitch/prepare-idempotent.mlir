// kfusion-prepare-linalg is idempotent: kfusion-plan-stitch and kfusion-stitch
// each prepare the function, and the plan is only right when both see the
// same graph. Once it folded the transpose of Inputs/prepare-twice.mlir (and
// three copies of GPT-2's block) only on the second run, so the planner
// counted kernels the code generator never made.
// RUN: kfusion-opt %S/Inputs/prepare-twice.mlir --kfusion-prepare-linalg -o %t.once.mlir
// RUN: kfusion-opt %t.once.mlir --kfusion-prepare-linalg -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: FileCheck %s --input-file=%t.once.mlir
// RUN: kfusion-opt %S/../Models/Inputs/gpt2.tiny.mlir --kfusion-prepare-linalg -o %t.gpt2.once.mlir
// RUN: kfusion-opt %t.gpt2.once.mlir --kfusion-prepare-linalg -o %t.gpt2.twice.mlir
// RUN: diff %t.gpt2.once.mlir %t.gpt2.twice.mlir
// RUN: kfusion-opt %S/Inputs/prepare-twice.mlir --kfusion-stitch-to-gpu="plan=none" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN

// One run leaves one generic reading the input through the folded
// transpose's map.
// CHECK-LABEL: func.func @f(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.transpose

// The planner sees the one op the code generator makes a kernel of.
// PLAN: stitch group 0 (plan=none)
// PLAN-NOT: stitch group 1
// PLAN: stitched kernel f_k0_
// PLAN-NOT: stitched kernel
