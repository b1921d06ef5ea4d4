// torch-mlir's output for LLaMA's apply_rotary_pos_emb on q of (1, 2, 8, 16)
// (batch, heads, sequence, head dim): rotate_half as two slices of the last
// dimension, a negation and a tensor.concat; cos and sin of (8, 16) read
// through (d2, d3).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --math-expand-ops=ops=fpowi --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=136 --schedule=random --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=137 --rtol=1e-4 --atol=1e-5 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 4 ops, {{[0-9]+}} candidate patterns, 2 kernels
// CHECK: kfusion-sim: equal:
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
func.func @main(%q: tensor<1x2x8x16xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<1x2x8x16xf32> {
  %x1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
  %x2 = tensor.extract_slice %q[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
  %0 = tensor.empty() : tensor<1x2x8x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2 : tensor<1x2x8x8xf32>) outs(%0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = arith.negf %in : f32
    linalg.yield %5 : f32
  } -> tensor<1x2x8x8xf32>
  %rot = tensor.concat dim(3) %1, %x1 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
  %2 = tensor.empty() : tensor<1x2x8x16xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map1, #map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos, %rot, %sin : tensor<1x2x8x16xf32>, tensor<8x16xf32>, tensor<1x2x8x16xf32>, tensor<8x16xf32>) outs(%2 : tensor<1x2x8x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %out: f32):
    %5 = arith.mulf %in, %in_0 : f32
    %6 = arith.mulf %in_1, %in_2 : f32
    %7 = arith.addf %5, %6 : f32
    linalg.yield %7 : f32
  } -> tensor<1x2x8x16xf32>
  return %3 : tensor<1x2x8x16xf32>
}
