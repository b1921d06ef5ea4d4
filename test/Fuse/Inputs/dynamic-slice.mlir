// A slice of a dynamic offset (an index argument): neither stitching nor the
// stencil candidate takes it (test/Fuse/stencil.mlir: the error gives both
// reasons).
#id2 = affine_map<(i, j) -> (i, j)>

// A slice of a dynamic offset.
func.func @dynamic_slice(%a: tensor<16x8xf32>, %i: index) -> tensor<4x8xf32> {
  %s = tensor.extract_slice %a[%i, 0] [4, 8] [1, 1] : tensor<16x8xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

