// jnp.argmax over the rows of (16, 64), as JAX lowers it: a variadic reduce
// of the value and its index (a generic with two results, the index
// following the maximum). Stitched as an arg-max (the maximum, the least
// index holding it, the init where nothing exceeds -inf): one warp kernel
// (Integration/Sim/Stitch/arg-extremum.mlir has ties and NaNs).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.ilp.mlir -e main --seed=116 --schedule=random | FileCheck %s
// RUN: kfusion-sim %t.ref.mlir --compare=%t.none.mlir -e main --seed=117 | FileCheck %s
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" -o /dev/null
// PLAN: stitch plan (ilp) of @main: 3 ops, {{[0-9]+}} candidate patterns, 1 kernels
// CHECK: kfusion-sim: equal:
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<16x64xf32>) -> tensor<16xi32> {
  %v0 = arith.constant dense<0xFF800000> : tensor<16xf32>
  %i0 = arith.constant dense<0> : tensor<16xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x64xf32>) outs(%v0, %i0 : tensor<16xf32>, tensor<16xi32>) {
  ^bb0(%a: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %a, %m : f32
    %nm = arith.select %gt, %a, %m : f32
    %ni = arith.select %gt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<16xf32>, tensor<16xi32>)
  return %r#1 : tensor<16xi32>
}
