// Reshapes (Stitch/Inputs/reshapes.mlir) on the interpreter: folded into
// generics (collapsing, expansion) or left as views; the stitched programs
// (ilp, greedy) and plan=none each equal upstream's loops on fresh random
// inputs under random block orders (to 1e-5). A view with the wrong strides
// or an expansion with the wrong extents would differ.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/reshapes.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/reshapes.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/reshapes.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/reshapes.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in flatten_reduce linear heads iota_scale; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=44 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-12: kfusion-sim: equal:
