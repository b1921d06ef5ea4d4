// In the style of IREE's e2e matmul tests with a fused epilogue: fill +
// linalg.matmul (128 x 64 x 32), a bias broadcast through (d1), a GELU (tanh
// form) generic.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=102 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=103 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 2 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @main(%a: tensor<128x32xf32>, %b: tensor<32x64xf32>, %bias: tensor<64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<128x32xf32>, tensor<32x64xf32>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  %g = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %bias : tensor<128x64xf32>, tensor<64xf32>) outs(%e : tensor<128x64xf32>) {
  ^bb0(%in: f32, %bb: f32, %out: f32):
    %c0 = arith.constant 0.044715 : f32
    %c1 = arith.constant 0.797884583 : f32
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %x = arith.addf %in, %bb : f32
    %x2 = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x2, %x : f32
    %p = arith.mulf %x3, %c0 : f32
    %q = arith.addf %x, %p : f32
    %r = arith.mulf %q, %c1 : f32
    %t = math.tanh %r : f32
    %u = arith.addf %t, %one : f32
    %v = arith.mulf %x, %u : f32
    %w = arith.mulf %v, %half : f32
    linalg.yield %w : f32
  } -> tensor<128x64xf32>
  return %g : tensor<128x64xf32>
}
