// Size-1 dimensions (Stitch/Inputs/unit-dims.mlir) on the interpreter: the
// keepdim layernorm, the batch of 1 with its returned views, the kept column
// sum; the stitched programs (ilp, greedy) and plan=none each equal
// upstream's loops on fresh random inputs under random block orders (to
// 1e-5: sums in another order round differently). A view with the wrong
// strides, or a keepdim output written at the wrong place, would differ.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/unit-dims.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/unit-dims.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/unit-dims.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/unit-dims.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in layernorm_keepdim batch_one column_keepdim; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=40 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-9: kfusion-sim: equal:
