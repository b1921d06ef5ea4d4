// Constant tensors as operands (Stitch/Inputs/constants.mlir) on the
// interpreter: dense and dense_resource weights, splats, a fill, returned
// constants; the stitched program (ilp) and plan=none each equal upstream's
// loops (its bufferization gives the constants globals of its own) on fresh
// random inputs. A weight left without its values (zeros), or a splat read
// from memory nothing wrote, would differ.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/constants.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/constants.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/constants.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in scale_shift batchnorm row_mean table; do for p in ilp none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=38 --schedule=random || exit 1; done; done | FileCheck %s
// CHECK-COUNT-8: kfusion-sim: equal:
