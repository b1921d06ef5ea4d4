// Softmax cross-entropy as a JAX training step computes it on (32, 10)
// logits and integer labels: logsumexp per row, the label's logit picked by
// comparing linalg.index with the label (one-hot), the mean loss a scalar
// reduction.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=110 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=111 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 4 ops, {{[0-9]+}} candidate patterns, 2 kernels
// CHECK: kfusion-sim: equal:
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%logits: tensor<32x10xf32>, %labels: tensor<32xi32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%logits : tensor<32x10xf32>) outs(%f : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%logits, %m : tensor<32x10xf32>, tensor<32xf32>) outs(%f2 : tensor<32xf32>) {
  ^bb0(%a: f32, %mm: f32, %acc: f32):
    %d = arith.subf %a, %mm : f32
    %x = math.exp %d : f32
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %picked = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%logits, %labels : tensor<32x10xf32>, tensor<32xi32>) outs(%f3 : tensor<32xf32>) {
  ^bb0(%a: f32, %l: i32, %acc: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %l10 = arith.constant 10 : i32
    %lm = arith.remui %l, %l10 : i32
    %hit = arith.cmpi eq, %ji, %lm : i32
    %v = arith.select %hit, %a, %zero : f32
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %z0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%m, %s, %picked : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%z : tensor<f32>) {
  ^bb0(%mm: f32, %ss: f32, %p: f32, %acc: f32):
    %lse = math.log %ss : f32
    %t = arith.addf %lse, %mm : f32
    %l = arith.subf %t, %p : f32
    %n = arith.constant 3.125000e-02 : f32
    %w = arith.mulf %l, %n : f32
    %r = arith.addf %w, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}
