// Reductions over loops that are not one last loop (PrepareReductions.cpp),
// used by Stitch/split-reductions.mlir (structure) and
// Integration/Sim/Stitch/split-reductions.mlir (results against upstream's
// loops).

// Batch-norm statistics of NCHW: sum over N, H, W, C kept between them, from
// 1.5 (an init that is not the identity: the partials must not add it).
func.func @nchw_sum(%x: tensor<8x16x4x6xf32>) -> tensor<16xf32> {
  %z = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>],
                       iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<8x16x4x6xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// A sum of squares over the last two dimensions: collapsed to one loop, a
// row reduction; nothing to split.
func.func @last_two_sumsq(%x: tensor<12x8x16xf32>) -> tensor<12xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a)>],
                       iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<12x8x16xf32>) outs(%f : tensor<12xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %q = arith.mulf %in, %in : f32
    %s = arith.addf %q, %acc : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// A max over the first and last dimensions, into a non-identity init (2.5):
// partials over the last into -inf, then a column max into the init.
func.func @outer_max(%x: tensor<6x24x32xf32>) -> tensor<24xf32> {
  %i = arith.constant 2.5 : f32
  %e = tensor.empty() : tensor<24xf32>
  %f = linalg.fill ins(%i : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>],
                       iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x : tensor<6x24x32xf32>) outs(%f : tensor<24xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// Not split: acc - v is no combiner the partials could use.
func.func @no_combiner(%x: tensor<6x24x32xf32>) -> tensor<24xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>],
                       iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x : tensor<6x24x32xf32>) outs(%f : tensor<24xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %d = arith.subf %acc, %in : f32
    linalg.yield %d : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// Split after the loops take the input's layout (orderLoopsByLayout): x read
// as (c, b, a) over loops (a, b, c) is read in order over (c, b, a), whose
// last loop, a, is then x's innermost dimension.
func.func @transposed_input(%x: tensor<32x24x6xf32>) -> tensor<24xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (c, b, a)>, affine_map<(a, b, c) -> (b)>],
                       iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x : tensor<32x24x6xf32>) outs(%f : tensor<24xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// Not split: the last loop (c) is the innermost dimension of x, the largest
// input, but not of y, read as (c, a): partials over c would read y with a
// stride.
func.func @strided_second_input(%x: tensor<6x24x32xf32>, %y: tensor<32x6xf32>) -> tensor<24xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (c, a)>,
                                        affine_map<(a, b, c) -> (b)>],
                       iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x, %y : tensor<6x24x32xf32>, tensor<32x6xf32>) outs(%f : tensor<24xf32>) {
  ^bb0(%in: f32, %w: f32, %acc: f32):
    %p = arith.mulf %in, %w : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}
