// Slices, insertions, pads, concatenations, element reads, transposes,
// broadcasts, pooling and convolution (Stitch/Inputs/slices.mlir) on the
// interpreter: the stitched programs (ilp, greedy) and plan=none each equal
// upstream's loops on fresh random inputs under random block orders (to
// 1e-5). A view at the wrong offset, a clamped read selected where it should
// not be, or a transpose folded the wrong way round would differ; a read
// out of bounds is an interpreter error.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/slices.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/slices.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/slices.mlir --kfusion-stitch-to-gpu="plan=greedy" -o %t.greedy.mlir 2>/dev/null
// RUN: kfusion-opt %S/../../../Stitch/Inputs/slices.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: for f in rotary pad_relu insert_row scale_by_element transpose_broadcast conv_pool qkv_heads flatten_slice; do for p in ilp greedy none; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=43 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-24: kfusion-sim: equal:
