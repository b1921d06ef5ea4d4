// A two-layer MLP as jax.numpy writes it (jnp.tanh(x @ w1 + b1) @ w2 + b2)
// lowered to linalg: dot_general as linalg.matmul from a fill, the biases
// splat constants broadcast through (d1), tanh in between.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=114 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=115 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 4 ops, {{[0-9]+}} candidate patterns, 2 kernels
// CHECK: kfusion-sim: equal:
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<16x32xf32>, %w1: tensor<32x64xf32>, %w2: tensor<64x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %b1 = arith.constant dense<0.125> : tensor<64xf32>
  %b2 = arith.constant dense<-0.25> : tensor<16xf32>
  %e1 = tensor.empty() : tensor<16x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%f1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<16x64xf32>, tensor<64xf32>) outs(%e1 : tensor<16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %r = math.tanh %s : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %o = linalg.matmul ins(%t, %w2 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%f2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%o, %b2 : tensor<16x16xf32>, tensor<16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %oo: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  return %y : tensor<16x16xf32>
}
