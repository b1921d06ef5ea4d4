// Reductions split into row and column reductions
// (Stitch/Inputs/split-reductions.mlir) on the interpreter: the stitched
// programs (ilp, greedy) and plan=none each equal upstream's loops on fresh
// random inputs under random block orders (to 1e-5: the partials sum in
// another order). Partials over the wrong loop, or started from the init
// (1.5 for @nchw_sum, added once per image), change the results by far
// more.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/split-reductions.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/split-reductions.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/split-reductions.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/split-reductions.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in nchw_sum last_two_sumsq outer_max no_combiner transposed_input strided_second_input; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=41 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// RUN: %if ptxas %{ kfusion-opt %t.ilp.mlir --kfusion-to-cubin -o /dev/null %}
// CHECK-COUNT-18: kfusion-sim: equal:
