// In the style of upstream's linalg tests (named ops on tensors): linalg.exp,
// linalg.add, linalg.mul, linalg.max and linalg.sub chained on (24, 40), with
// linalg.fill, linalg.matvec and linalg.dot reading the result.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=142 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=143 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 7 ops, {{[0-9]+}} candidate patterns, 2 kernels
// CHECK: kfusion-sim: equal:
func.func @main(%a: tensor<24x40xf32>, %b: tensor<24x40xf32>, %v: tensor<40xf32>) -> (tensor<24x40xf32>, tensor<24xf32>, tensor<f32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<24x40xf32>
  %x = linalg.exp ins(%a : tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %y = linalg.add ins(%x, %b : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %z = linalg.mul ins(%y, %a : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %m = linalg.max ins(%z, %b : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %d = linalg.sub ins(%m, %a : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %e1 = tensor.empty() : tensor<24xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<24xf32>) -> tensor<24xf32>
  %mv = linalg.matvec ins(%d, %v : tensor<24x40xf32>, tensor<40xf32>) outs(%f1 : tensor<24xf32>) -> tensor<24xf32>
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %dot = linalg.dot ins(%mv, %mv : tensor<24xf32>, tensor<24xf32>) outs(%f0 : tensor<f32>) -> tensor<f32>
  return %d, %mv, %dot : tensor<24x40xf32>, tensor<24xf32>, tensor<f32>
}
