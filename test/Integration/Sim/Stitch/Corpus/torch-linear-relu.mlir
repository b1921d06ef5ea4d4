// torch-mlir's output for nn.Linear(64, 96) + ReLU on (1, 8, 64): the weight
// (96, 64) transposed by linalg.transpose, the batch collapsed for
// linalg.matmul and expanded back, the bias broadcast through (d2), ReLU as
// cmpf ugt + select.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=132 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=133 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 3 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @main(%arg0: tensor<1x8x64xf32>, %w: tensor<96x64xf32>, %b: tensor<96xf32>) -> tensor<1x8x96xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<64x96xf32>
  %transposed = linalg.transpose ins(%w : tensor<96x64xf32>) outs(%0 : tensor<64x96xf32>) permutation = [1, 0]
  %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
  %1 = tensor.empty() : tensor<8x96xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x96xf32>) -> tensor<8x96xf32>
  %3 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x96xf32>) outs(%2 : tensor<8x96xf32>) -> tensor<8x96xf32>
  %expanded = tensor.expand_shape %3 [[0, 1], [2]] output_shape [1, 8, 96] : tensor<8x96xf32> into tensor<1x8x96xf32>
  %4 = tensor.empty() : tensor<1x8x96xf32>
  %5 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %b : tensor<1x8x96xf32>, tensor<96xf32>) outs(%4 : tensor<1x8x96xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<1x8x96xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x96xf32>) outs(%4 : tensor<1x8x96xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.cmpf ugt, %in, %cst : f32
    %8 = arith.select %7, %in, %cst : f32
    linalg.yield %8 : f32
  } -> tensor<1x8x96xf32>
  return %6 : tensor<1x8x96xf32>
}
