// An arg-max over the rows of 256 x 1000 floats, both results used (the
// maximum and its first index), as jnp.argmax lowers it:
// ../stitch-argmax.mlir.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @step(%x: tensor<256x1000xf32>) -> (tensor<256xf32>, tensor<256xi32>) {
  %v0 = arith.constant dense<0xFF800000> : tensor<256xf32>
  %i0 = arith.constant dense<0> : tensor<256xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<256x1000xf32>) outs(%v0, %i0 : tensor<256xf32>, tensor<256xi32>) {
  ^bb0(%a: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %a, %m : f32
    %nm = arith.select %gt, %a, %m : f32
    %ni = arith.select %gt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<256xf32>, tensor<256xi32>)
  return %r#0, %r#1 : tensor<256xf32>, tensor<256xi32>
}
