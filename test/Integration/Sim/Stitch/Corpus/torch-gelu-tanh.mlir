// torch-mlir's output for GELU(approximate='tanh') on (1, 32, 256) after its
// decomposition into aten ops: x^3 as math.fpowi, the polynomial, tanh; the
// batch of 1 read through (0, d1, d2) maps with a loop of extent 1.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=128 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=129 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 3 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @main(%arg0: tensor<1x32x256xf32>) -> tensor<1x32x256xf32> {
  %c3_i64 = arith.constant 3 : i64
  %cst = arith.constant 4.471500e-02 : f32
  %cst_0 = arith.constant 0.797884583 : f32
  %cst_1 = arith.constant 1.000000e+00 : f32
  %cst_2 = arith.constant 5.000000e-01 : f32
  %0 = tensor.empty() : tensor<1x32x256xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = math.fpowi %in, %c3_i64 : f32, i64
    linalg.yield %4 : f32
  } -> tensor<1x32x256xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %1 : tensor<1x32x256xf32>, tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
  ^bb0(%in: f32, %in_3: f32, %out: f32):
    %4 = arith.mulf %in_3, %cst : f32
    %5 = arith.addf %in, %4 : f32
    %6 = arith.mulf %5, %cst_0 : f32
    %7 = math.tanh %6 : f32
    linalg.yield %7 : f32
  } -> tensor<1x32x256xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %2 : tensor<1x32x256xf32>, tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
  ^bb0(%in: f32, %in_3: f32, %out: f32):
    %4 = arith.addf %in_3, %cst_1 : f32
    %5 = arith.mulf %in, %4 : f32
    %6 = arith.mulf %5, %cst_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x32x256xf32>
  return %3 : tensor<1x32x256xf32>
}
