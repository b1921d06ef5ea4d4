// kfusion-linalg-to-points' output as it stands (host launches of point
// kernels, not yet outlined or fused) on the interpreter: each stencil chain
// of Fuse/Inputs/stencils.mlir (2-D, 1-D with a broadcast, two results, 3-D),
// bufferized and converted, equals upstream's loops on random inputs under
// random and skewed schedules.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Fuse/Inputs/stencils.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Fuse/Inputs/stencils.mlir --linalg-fuse-elementwise-ops --canonicalize --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params="modify-public-functions add-result-attr" --canonicalize --kfusion-linalg-to-points -o %t.points.mlir
// RUN: FileCheck %s --check-prefix=FORM < %t.points.mlir
// RUN: for f in jacobi3 sweep_coeff blur1d heat3d; do for s in random reverse; do kfusion-sim %t.ref.mlir --compare=%t.points.mlir -e $f --seed=73 --schedule=$s --rtol=1e-6 --atol=1e-6 || exit 1; done; kfusion-sim %t.ref.mlir --compare=%t.points.mlir -e $f --seed=74 --skew --rtol=1e-6 --atol=1e-6 || exit 1; done | FileCheck %s

// FORM-LABEL: func.func @jacobi3(
// FORM-COUNT-3: gpu.launch blocks
// FORM-NOT: linalg.
// CHECK-COUNT-12: kfusion-sim: equal:
