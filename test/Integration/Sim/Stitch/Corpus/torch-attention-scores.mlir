// torch-mlir's output for causal attention probabilities on (2, 8, 16) q, k
// (batch x heads folded): k transposed, linalg.batch_matmul, the scale, a
// causal mask from linalg.index (position > query: -inf), the softmax with
// keepdim statistics.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=120 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=121 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 6 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @main(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>) -> tensor<2x8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 2.500000e-01 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<2x16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<2x8x16xf32>) outs(%0 : tensor<2x16x8xf32>) permutation = [0, 2, 1]
  %1 = tensor.empty() : tensor<2x8x8xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %3 = linalg.batch_matmul ins(%q, %kt : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %future = arith.cmpi ugt, %j, %i : index
    %s = arith.mulf %in, %cst_0 : f32
    %m = arith.select %future, %cst_1, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x8x8xf32>
  %5 = tensor.empty() : tensor<2x8x1xf32>
  %6 = linalg.fill ins(%cst_1 : f32) outs(%5 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<2x8x8xf32>) outs(%6 : tensor<2x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ogt, %in, %out : f32
    %r = arith.select %c, %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x8x1xf32>
  %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %7 : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%1 : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %d = arith.subf %in, %in_2 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<2x8x8xf32>
  %9 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x8xf32>) outs(%9 : tensor<2x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x8x1xf32>
  %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%1 : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %r = arith.divf %in, %in_2 : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  return %11 : tensor<2x8x8xf32>
}
