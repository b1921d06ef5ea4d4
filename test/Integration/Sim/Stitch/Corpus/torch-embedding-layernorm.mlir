// torch-mlir's output for an embedding lookup plus positions and a
// LayerNorm (BERT's embeddings) on 16 tokens of a 64-entry table of width
// 32: the token ids (here computed from the positions, so that every id is
// in the table) gather rows with tensor.extract in the body, the position
// table added, then the layernorm with keepdim statistics.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=124 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=125 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 6 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
func.func @main(%table: tensor<64x32xf32>, %pos: tensor<16x32xf32>, %g: tensor<32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 3.200000e+01 : f32
  %eps = arith.constant 9.99999996E-13 : f32
  %ei = tensor.empty() : tensor<16xi64>
  %ids = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ei : tensor<16xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %s = arith.muli %i, %c7 : index
    %r = arith.remui %s, %c64 : index
    %v = arith.index_cast %r : index to i64
    linalg.yield %v : i64
  } -> tensor<16xi64>
  %e = tensor.empty() : tensor<16x32xf32>
  %emb = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%ids, %pos : tensor<16xi64>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%id: i64, %p: f32, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %t = tensor.extract %table[%row, %col] : tensor<64x32xf32>
    %s = arith.addf %t, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x1xf32>) -> tensor<16x1xf32>
  %sum = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%emb : tensor<16x32xf32>) outs(%f1 : tensor<16x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x1xf32>
  %cen = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%emb, %sum : tensor<16x32xf32>, tensor<16x1xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<16x32xf32>
  %var = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%cen : tensor<16x32xf32>) outs(%f1 : tensor<16x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %q = arith.mulf %a, %a : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x1xf32>
  %y = linalg.generic {indexing_maps = [#map, #map2, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%cen, %var, %g : tensor<16x32xf32>, tensor<16x1xf32>, tensor<32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%c: f32, %v: f32, %gg: f32, %o: f32):
    %m = arith.divf %v, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    %t = arith.mulf %c, %r : f32
    %u = arith.mulf %t, %gg : f32
    linalg.yield %u : f32
  } -> tensor<16x32xf32>
  return %y : tensor<16x32xf32>
}
