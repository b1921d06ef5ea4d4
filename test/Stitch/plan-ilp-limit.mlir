// plan=ilp is bounded in time: past ilp-time-limit seconds the planner takes
// the greedy plan and says so (GLPK re-solves after every cycle cut; on the
// tiny BERT layer that took minutes before the static cuts). A limit of
// 1e-9 s is past before the first solve, so the remark and the plan are
// deterministic: the greedy
// plan's groups, which plan=greedy writes too.
// RUN: kfusion-opt %S/../Models/Inputs/gpt2.tiny.mlir --kfusion-plan-stitch="ilp-time-limit=1e-9" --mlir-print-op-on-diagnostic=false -o %t.limited.mlir 2>&1 | FileCheck %s
// RUN: kfusion-opt %S/../Models/Inputs/gpt2.tiny.mlir --kfusion-plan-stitch="plan=greedy" --mlir-print-op-on-diagnostic=false -o %t.greedy.mlir 2>/dev/null
// RUN: grep -o 'kfusion.stitch_group = [0-9]*' %t.limited.mlir > %t.limited.groups
// RUN: grep -o 'kfusion.stitch_group = [0-9]*' %t.greedy.mlir > %t.greedy.groups
// RUN: diff %t.limited.groups %t.greedy.groups
// RUN: not kfusion-opt %S/../Models/Inputs/gpt2.tiny.mlir --kfusion-plan-stitch="ilp-time-limit=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// The limit is past at once: the greedy plan, said in @forward's plan remark.
// CHECK-LABEL: remark: stitch plan (ilp) of @forward: 61 ops, {{[0-9]+}} candidate patterns: no acyclic optimum within 0.00 s (0 solve(s), 0 cycle cut(s)) (ilp-time-limit); the greedy plan instead, {{[0-9.]+}} us saved
// CHECK: remark: stitch group 0 (plan=ilp)

// A negative limit is an error naming the option.
// NEGATIVE: kfusion-plan-stitch: ilp-time-limit must be 0 (no limit) or positive, not -1
