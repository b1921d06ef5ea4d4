// torch-mlir's output for torch.softmax(x, dim=-1) on (2, 4, 64): the row
// max from aten.max.dim (values and indices, the indices unused) kept as
// (2, 4, 1), then sub, exp, the sum kept as (2, 4, 1), div.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=140 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=141 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 4 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @main(%arg0: tensor<2x4x64xf32>) -> tensor<2x4x64xf32> {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<2x4xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<2x4xi64>) -> tensor<2x4xi64>
  %2 = tensor.empty() : tensor<2x4xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x4x64xf32>) outs(%3, %1 : tensor<2x4xf32>, tensor<2x4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %12 = linalg.index 2 : index
    %13 = arith.index_cast %12 : index to i64
    %14 = arith.maximumf %in, %out : f32
    %15 = arith.cmpf ogt, %in, %out : f32
    %16 = arith.select %15, %13, %out_1 : i64
    linalg.yield %14, %16 : f32, i64
  } -> (tensor<2x4xf32>, tensor<2x4xi64>)
  %expanded = tensor.expand_shape %4#0 [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xf32> into tensor<2x4x1xf32>
  %5 = tensor.empty() : tensor<2x4x64xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x4x64xf32>, tensor<2x4x1xf32>) outs(%5 : tensor<2x4x64xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %12 = arith.subf %in, %in_1 : f32
    %13 = math.exp %12 : f32
    linalg.yield %13 : f32
  } -> tensor<2x4x64xf32>
  %7 = tensor.empty() : tensor<2x4x1xf32>
  %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x4x64xf32>) outs(%8 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %12 = arith.addf %in, %out : f32
    linalg.yield %12 : f32
  } -> tensor<2x4x1xf32>
  %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %9 : tensor<2x4x64xf32>, tensor<2x4x1xf32>) outs(%5 : tensor<2x4x64xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %12 = arith.divf %in, %in_1 : f32
    linalg.yield %12 : f32
  } -> tensor<2x4x64xf32>
  return %10 : tensor<2x4x64xf32>
}
