// PlaidML's mean squared error (its Tile contraction `O[] = +(D[i, j] *
// D[i, j])` after an elementwise difference) lowered to linalg: a generic
// for the difference, a scalar reduction of the squares, the scaling by
// 1 / N.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=118 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=119 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 3 ops, {{[0-9]+}} candidate patterns, 3 kernels
// CHECK: kfusion-sim: equal:
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<64x96xf32>, %b: tensor<64x96xf32>) -> tensor<f32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<64x96xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<64x96xf32>, tensor<64x96xf32>) outs(%e : tensor<64x96xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<64x96xf32>
  %z0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%d : tensor<64x96xf32>) outs(%z : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %q = arith.mulf %x, %x : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %m = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s : tensor<f32>) outs(%z0 : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.constant 1.62760422E-4 : f32
    %r = arith.mulf %x, %n : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %m : tensor<f32>
}
