// In the style of IREE's e2e softmax test: linalg.softmax over the last
// dimension of (4, 32, 48) attention scores (decomposed by upstream's
// decomposeOperation).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --transform-preload-library=transform-library-paths=%S/../Inputs/decompose-aggregates.mlir --transform-interpreter --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=108 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=109 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 4 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
func.func @main(%x: tensor<4x32x48xf32>) -> tensor<4x32x48xf32> {
  %e = tensor.empty() : tensor<4x32x48xf32>
  %y = linalg.softmax dimension(2) ins(%x : tensor<4x32x48xf32>) outs(%e : tensor<4x32x48xf32>) -> tensor<4x32x48xf32>
  return %y : tensor<4x32x48xf32>
}
