// kfusion-fuse's renamed symbols (Fuse/names.mlir: @a's kernels' module is
// renamed, as @a_stitched would clash with the next function's name) on the
// interpreter: each function of the fused program equals the unfused program
// (every op its own kernel, plan=none) on random inputs, so each renamed launch
// still calls its own kernel. Fuse/names.mlir checks the names themselves.
// RUN: kfusion-opt %S/../../../Fuse/names.mlir --kfusion-fuse -o %t.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Fuse/names.mlir --kfusion-stitch-to-gpu=plan=none -o %t.none.mlir 2>/dev/null
// @a, whose launch names the renamed module.
// RUN: kfusion-sim %t.none.mlir --compare=%t.mlir -e a --seed=3 | FileCheck %s
// @a_stitched, whose kernels' module took the name @a_stitched_stitched.
// RUN: kfusion-sim %t.none.mlir --compare=%t.mlir -e a_stitched --seed=3 | FileCheck %s

// CHECK: kfusion-sim: equal:
