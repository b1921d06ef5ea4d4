// Split scalar reductions (Stitch/scalar-splits.mlir) on the interpreter:
// equal to upstream's loops (one-shot bufferize + convert-linalg-to-loops, a
// sequential fold) on random inputs under random and reverse schedules, one
// block or split over 8, 64 and 16; every block must store its own partial.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/scalar-splits.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/scalar-splits.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: for f in small split big loss; do for s in random reverse; do kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e $f --seed=3 --schedule=$s --rtol=1e-4 --atol=1e-4 || exit 1; done; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-8: kfusion-sim: equal:
//
// All blocks storing partial 0 (Inputs/scalar-splits-one-partial.mlir) is
// caught.
// RUN: not kfusion-sim %t.ref.mlir --compare=%S/Inputs/scalar-splits-one-partial.mlir -e split --seed=3 --rtol=1e-4 --atol=1e-4 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #1 at index []
