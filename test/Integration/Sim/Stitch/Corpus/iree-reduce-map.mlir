// In the style of IREE's e2e linalg tests: named structured ops on tensors,
// linalg.reduce (a sum over the columns), linalg.broadcast of the result and
// linalg.map subtracting it (centering the rows).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=106 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=107 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 2 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
func.func @main(%x: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 6.400000e+01 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.reduce ins(%x : tensor<32x64xf32>) outs(%f : tensor<32xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %e2 = tensor.empty() : tensor<32x64xf32>
  %b = linalg.broadcast ins(%s : tensor<32xf32>) outs(%e2 : tensor<32x64xf32>) dimensions = [1]
  %c = linalg.map ins(%x, %b : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e2 : tensor<32x64xf32>)
    (%a: f32, %m: f32, %o: f32) {
      %mean = arith.divf %m, %n : f32
      %d = arith.subf %a, %mean : f32
      linalg.yield %d : f32
    }
  return %c : tensor<32x64xf32>
}
