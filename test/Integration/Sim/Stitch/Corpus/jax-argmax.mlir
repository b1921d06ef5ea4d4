// jnp.argmax over the rows of (16, 64), as JAX lowers it: a variadic reduce
// of the value and its index (a generic with two results, the index
// following the maximum). Stitching cannot split it: refused, naming the op.
// RUN: not kfusion-opt %s --kfusion-stitch-to-gpu -o /dev/null 2>&1 | FileCheck %s
// CHECK: jax-argmax.mlir:{{[0-9]+}}:{{[0-9]+}}: error: stitching cannot split this linalg.generic's results: result 1 depends on the value of result 0 (its accumulator)
// CHECK-NEXT: %r:2 = linalg.generic
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
