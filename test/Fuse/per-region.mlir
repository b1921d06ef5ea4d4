// kfusion-fuse's per-region candidate: each region (ops no candidate's kernel
// crosses) takes the plan of the candidate that projects it fastest, and the
// function so planned competes whole with the others.
//
// The tiny LLaMA block: the ILP's plan is the fastest everywhere but at the
// last GEMM (an f32 row kernel) and its consumer, which the ILP stitches into
// one kernel the model projects slower than the two unfused (19.42 against
// 9.00 us); the per-region plan takes the ILP's elsewhere (12 launches) and
// is chosen. Remarks: one per region with each candidate's time of it (the
// fastest first), and the planner's groups of the chosen regions under the
// name of the candidate each came from.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse=sync=none --mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=LLAMA
// RUN: FileCheck %s --check-prefix=LLAMA-IR < %t.mlir
// LLAMA-LABEL: llama.tiny.mlir:24:3: remark: kfusion-fuse of @forward on h100: per-region chosen; projected stitch {{[0-9.]+}} us (11 launches) {{.*}} unfused {{[0-9.]+}} us (51 launches) per-region {{[0-9.]+}} us (12 launches)
// LLAMA: llama.tiny.mlir:49:11: remark: kfusion-fuse region 0 of @forward (7 ops): fastest stitch; stitch 4.50 us (1 launch) {{.*}} unfused 31.50 us (7 launches)
// LLAMA: llama.tiny.mlir:416:12: remark: kfusion-fuse region 11 of @forward (2 ops): fastest unfused; unfused 9.00 us (2 launches) stitch {{[0-9.]+}} us (1 launch)
// LLAMA-NOT: kfusion-fuse region 12
// LLAMA: llama.tiny.mlir:49:11: remark: kfusion-fuse region of @forward (stitch): stitch group 0 (plan=ilp)
// LLAMA: llama.tiny.mlir:416:12: remark: kfusion-fuse region of @forward (unfused): stitch group 49 (plan=none): ops [49:row reduction]
// LLAMA: llama.tiny.mlir:423:12: remark: kfusion-fuse region of @forward (unfused): stitch group 50 (plan=none): ops [50:elementwise]
// LLAMA-IR-LABEL: func.func @forward(
// LLAMA-IR-COUNT-12: gpu.launch_func
// LLAMA-IR-NOT: gpu.launch_func
//
// Where every region's fastest is one candidate, the per-region plan would be
// that candidate's: it is not built (the tiny ResNet block, the ILP's plan).
// RUN: kfusion-opt %S/../Models/Inputs/resnet.tiny.mlir --kfusion-fuse=sync=none --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNIFORM
// UNIFORM-LABEL: remark: kfusion-fuse of @forward on h100: stitch chosen;
// UNIFORM-SAME: unfused {{[0-9.]+}} us (19 launches); per-region not built: every region's fastest is stitch
// UNIFORM: remark: kfusion-fuse region 7 of @forward (6 ops): fastest stitch;
//
// It is made of the other candidates asked for: with one, nothing to choose
// (no region remarks); alone, no candidate at all (an error).
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="sync=none candidates=stitch,per-region" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// ONE-LABEL: remark: kfusion-fuse of @forward on h100: stitch chosen; projected stitch {{[0-9.]+}} us (11 launches); per-region not built: it needs at least two other candidates
// ONE-NOT: kfusion-fuse region {{[0-9]+}} of
// RUN: not kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="candidates=per-region" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: llama.tiny.mlir:24:3: error: kfusion-fuse: no candidate of @forward could be built; per-region not built: it needs at least two other candidates
//
// Two candidates are enough: the ILP's and the unfused plan give the same
// program as all of them.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="sync=none candidates=stitch,unfused,per-region" -o %t.two.mlir 2>/dev/null
// RUN: diff %t.mlir %t.two.mlir
