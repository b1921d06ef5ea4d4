// Elementwise producers read broadcast (Stitch/Inputs/broadcast-producers.mlir)
// computed by their readers (fuseBroadcastProducers): the prepared functions
// and the stitched programs equal upstream's loops of the originals on fresh
// random inputs (the stitched ones under the random block order). Prepared:
// rtol / atol 1e-6, the same f32 operations in the same order. Stitched: rtol
// 1e-4, atol 1e-5, the row reduction summing its 256 products across a warp in
// another order (3e-5 apart at seed 62).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/broadcast-producers.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/broadcast-producers.mlir --kfusion-prepare-linalg | %upstream-mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.prep.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/broadcast-producers.mlir --kfusion-stitch-to-gpu="remarks=false" -o %t.stitched.mlir
// RUN: for f in bias_cast two_readers expensive returned_and_reduced; do kfusion-sim %t.ref.mlir --compare=%t.prep.mlir -e $f --seed=61 --rtol=1e-6 --atol=1e-6 || exit 1; done | FileCheck %s
// RUN: for f in bias_cast two_readers expensive returned_and_reduced; do kfusion-sim %t.ref.mlir --compare=%t.stitched.mlir -e $f --seed=62 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s
// CHECK-COUNT-4: kfusion-sim: equal:
