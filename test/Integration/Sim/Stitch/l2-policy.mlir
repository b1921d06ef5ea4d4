// Loads marked kfusion.l2_policy (Stitch/l2-policy.mlir) run on the
// interpreter as plain ones: the stitched softmax + GELU equals upstream's
// loops, marked or not (default, l2-policy=none, evict_first), fused or not
// (plan=none).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=none" -o %t.off.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=evict_first" -o %t.first.mlir 2>/dev/null
// RUN: for p in none ilp off first; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e step --seed=41 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-4: kfusion-sim: equal:
