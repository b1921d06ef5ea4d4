// torch-mlir's output for BatchNorm2d(8) in training mode on (4, 8, 6, 6)
// NCHW: the batch statistics per channel (reductions over N, H, W kept as
// (1, 8, 1, 1)), then the normalization with weight and bias viewed as
// (1, 8, 1, 1) through expand_shape. Each statistic's reduction over N, H and
// W (C kept between them) becomes a row reduction over H*W into partials
// [N, C] and a column reduction of those over N (was a loop kernel of one
// thread per channel).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=122 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=123 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 6 ops, {{[0-9]+}} candidate patterns, 6 kernels
// PLAN-COUNT-2: row reduction
// PLAN-NOT: loop composition
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
func.func @main(%x: tensor<4x8x6x6xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8x6x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 1.440000e+02 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %0 = tensor.empty() : tensor<1x8x1x1xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%x : tensor<4x8x6x6xf32>) outs(%1 : tensor<1x8x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x8x1x1xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %n : f32
    linalg.yield %r : f32
  } -> tensor<1x8x1x1xf32>
  %4 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%x, %3 : tensor<4x8x6x6xf32>, tensor<1x8x1x1xf32>) outs(%1 : tensor<1x8x1x1xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %q = arith.mulf %d, %d : f32
    %r = arith.addf %q, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x8x1x1xf32>
  %wv = tensor.expand_shape %w [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
  %bv = tensor.expand_shape %b [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
  %5 = tensor.empty() : tensor<4x8x6x6xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %3, %4, %wv, %bv : tensor<4x8x6x6xf32>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%5 : tensor<4x8x6x6xf32>) {
  ^bb0(%in: f32, %m: f32, %v: f32, %ww: f32, %bb: f32, %out: f32):
    %var = arith.divf %v, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %c = arith.subf %in, %m : f32
    %y = arith.mulf %c, %rs : f32
    %z = arith.mulf %y, %ww : f32
    %o = arith.addf %z, %bb : f32
    linalg.yield %o : f32
  } -> tensor<4x8x6x6xf32>
  return %6 : tensor<4x8x6x6xf32>
}
