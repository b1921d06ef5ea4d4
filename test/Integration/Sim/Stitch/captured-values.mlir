// Payloads that use values from outside their linalg.generic directly (a
// yielded constant, a combiner's constant operand;
// fuzz/regressions/stitch-captured-values.mlir) stitched and fused, equal
// to upstream's loops on fresh random inputs under random block orders.
// Why it would fail: a kernel that lost the constant (or read another)
// computes other values; before the fix the stitching crashed.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../fuzz/regressions/stitch-captured-values.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../fuzz/regressions/stitch-captured-values.mlir --kfusion-stitch-to-gpu="remarks=false" -o %t.stitch.mlir
// RUN: kfusion-opt %S/../../../fuzz/regressions/stitch-captured-values.mlir --kfusion-fuse -o %t.fuse.mlir 2>/dev/null
// RUN: for p in stitch fuse; do for f in yield_constant combine_constant; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e $f --seed=41 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK-COUNT-4: kfusion-sim: equal:
