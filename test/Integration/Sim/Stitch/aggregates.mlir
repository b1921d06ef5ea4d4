// Aggregate ops and generics with several results (Stitch/Inputs/
// aggregates.mlir) on the interpreter: linalg.softmax over 2-D and 3-D
// tensors, an elementwise and a reduction generic of two results each; the
// stitched programs (ilp, greedy) and plan=none each equal upstream's loops
// (its softmax decomposed by its transform interpreter,
// Inputs/decompose-aggregates.mlir, its math.fpowi expanded by
// math-expand-ops, which kfusion-sim does not run) on fresh random inputs
// under random block
// orders (to 1e-5). A split result computing the other's value, or a
// decomposition that dropped the max, would differ.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/aggregates.mlir --transform-preload-library=transform-library-paths=%S/Inputs/decompose-aggregates.mlir --transform-interpreter --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/aggregates.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/aggregates.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/aggregates.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in softmax softmax3d exp_and_square moments max_unused_indices; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=42 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-15: kfusion-sim: equal:
