// Reshapes between and around linalg ops, as torch-mlir emits them (a
// Linear over a flattened batch, a view before a reduction). Used by
// Stitch/reshapes.mlir and Integration/Sim/Stitch/reshapes.mlir.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// exp of (4, 8, 16), flattened to (4, 128), summed per row.
func.func @flatten_reduce(%x: tensor<4x8x16xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8x16xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x8x16xf32>) outs(%e : tensor<4x8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x8x16xf32>
  %c = tensor.collapse_shape %y [[0], [1, 2]] : tensor<4x8x16xf32> into tensor<4x128xf32>
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x128xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// torch.nn.Linear on (2, 16, 32): the batch flattened for linalg.matmul,
// the result expanded back and a bias added, then a ReLU.
func.func @linear(%x: tensor<2x16x32xf32>, %w: tensor<32x48xf32>, %b: tensor<48xf32>) -> tensor<2x16x48xf32> {
  %zero = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
  %e = tensor.empty() : tensor<32x48xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %m = linalg.matmul ins(%c, %w : tensor<32x32xf32>, tensor<32x48xf32>) outs(%f : tensor<32x48xf32>) -> tensor<32x48xf32>
  %x3 = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 16, 48] : tensor<32x48xf32> into tensor<2x16x48xf32>
  %e3 = tensor.empty() : tensor<2x16x48xf32>
  %y = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x3, %b : tensor<2x16x48xf32>, tensor<48xf32>) outs(%e3 : tensor<2x16x48xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x16x48xf32>
  return %y : tensor<2x16x48xf32>
}

// A view of an argument split into heads, reduced per head, and the result
// flattened back: the reshapes stay views of the argument and of the
// out-parameter.
func.func @heads(%x: tensor<4x32xf32>) -> tensor<8xf32> {
  %h = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 2, 16] : tensor<4x32xf32> into tensor<4x2x16xf32>
  %z = arith.constant dense<0xFF800000> : tensor<4x2xf32>
  %m = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h : tensor<4x2x16xf32>) outs(%z : tensor<4x2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4x2xf32>
  %f = tensor.collapse_shape %m [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  return %f : tensor<8xf32>
}

// An iota (linalg.index) reshaped to (4, 8) and multiplied in: folding the
// reshape by expansion writes the flat index as affine.apply in the body,
// expanded into arith.
func.func @iota_scale(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<32xf32>
  %i = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<32xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    linalg.yield %kf : f32
  } -> tensor<32xf32>
  %v = tensor.expand_shape %i [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
