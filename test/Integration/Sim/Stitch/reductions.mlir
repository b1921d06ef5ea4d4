// Reductions as front ends write them (Stitch/Inputs/reductions.mlir) on the
// interpreter: select-based max and min (float and integer), the softmax
// around one, a select that is no max, 3-D f16 reductions with f32
// statistics; the stitched programs (ilp, greedy) and plan=none each equal
// upstream's loops on fresh random inputs under random block orders (rtol
// 1e-2 / atol 1e-3: f16 results differ by an ulp where the f32 statistics
// round differently). A select rewritten into the wrong extremum, or a
// reduction folded over the wrong loop, would differ.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/reductions.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/reductions.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/reductions.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/reductions.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in softmax_select min_and_int_max rmsnorm_f16 sum3d_f16 mean3d_f16 last_positive; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=41 --schedule=random --rtol=1e-2 --atol=1e-3 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-18: kfusion-sim: equal:
