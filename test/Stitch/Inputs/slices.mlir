// Slices, insertions, pads, concatenations, element reads, transposes,
// broadcasts, pooling and convolution, as torch-mlir and IREE emit them.
// Used by Stitch/slices.mlir and Integration/Sim/Stitch/slices.mlir.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// LLaMA's rotary embedding on (sequence, head dim): x1 = x[:, :32],
// x2 = x[:, 32:], rotate_half = cat(-x2, x1), y = x cos + rotate_half sin.
func.func @rotary(%x: tensor<16x64xf32>, %cos: tensor<16x64xf32>, %sin: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [16, 32] [1, 1] : tensor<16x64xf32> to tensor<16x32xf32>
  %x2 = tensor.extract_slice %x[0, 32] [16, 32] [1, 1] : tensor<16x64xf32> to tensor<16x32xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %n2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x2 : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<16x32xf32>
  %rh = tensor.concat dim(1) %n2, %x1 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
  %e2 = tensor.empty() : tensor<16x64xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %cos, %rh, %sin : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%e2 : tensor<16x64xf32>) {
  ^bb0(%a: f32, %c: f32, %r: f32, %s: f32, %o: f32):
    %p = arith.mulf %a, %c : f32
    %q = arith.mulf %r, %s : f32
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}

// A zero pad of 1 on each side of the spatial dimensions, then a ReLU.
func.func @pad_relu(%x: tensor<2x8x8x4xf32>) -> tensor<2x10x10x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %e = tensor.empty() : tensor<2x10x10x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p : tensor<2x10x10x4xf32>) outs(%e : tensor<2x10x10x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x10x10x4xf32>
  return %y : tensor<2x10x10x4xf32>
}

// A row written into a buffer (an index_put / a KV-cache update), and a
// slice of the result returned as it is. (Not writable: upstream's reference
// would otherwise write the row into the argument in place.)
func.func @insert_row(%buf: tensor<8x32xf32> {bufferization.writable = false}, %r: tensor<32xf32>) -> (tensor<8x32xf32>, tensor<4x32xf32>) {
  %i = tensor.insert_slice %r into %buf[3, 0] [1, 32] [1, 1] : tensor<32xf32> into tensor<8x32xf32>
  %s = tensor.extract_slice %i[2, 0] [4, 32] [1, 1] : tensor<8x32xf32> to tensor<4x32xf32>
  return %i, %s : tensor<8x32xf32>, tensor<4x32xf32>
}

// A scalar read from a 0-d tensor and one element of a vector scale the
// rows (torch-mlir's tensor.extract of a scalar tensor).
func.func @scale_by_element(%x: tensor<16x32xf32>, %t: tensor<f32>, %v: tensor<4xf32>) -> tensor<16x32xf32> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract %t[] : tensor<f32>
  %u = tensor.extract %v[%c2] : tensor<4xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    %n = arith.addf %m, %u : f32
    linalg.yield %n : f32
  } -> tensor<16x32xf32>
  return %y : tensor<16x32xf32>
}

// A transpose (linalg.transpose) feeding a row softmax-like sum, and a
// broadcast (linalg.broadcast) of a bias added to a matrix.
func.func @transpose_broadcast(%x: tensor<64x32xf32>, %b: tensor<64xf32>) -> (tensor<32xf32>, tensor<32x64xf32>) {
  %e = tensor.empty() : tensor<32x64xf32>
  %t = linalg.transpose ins(%x : tensor<64x32xf32>) outs(%e : tensor<32x64xf32>) permutation = [1, 0]
  %bb = linalg.broadcast ins(%b : tensor<64xf32>) outs(%e : tensor<32x64xf32>) dimensions = [0]
  %a = linalg.add ins(%t, %bb : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %z = arith.constant dense<0.0> : tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<32x64xf32>) outs(%z : tensor<32xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  return %s, %a : tensor<32xf32>, tensor<32x64xf32>
}

// ResNet's stem pieces: a 3x3 convolution (NHWC, HWCF) and a 2x2 max pool
// whose window operand only gives the window loops their extents.
func.func @conv_pool(%x: tensor<1x10x10x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x10x10x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<1x4x4x8xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%c, %win : tensor<1x8x8x8xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %p : tensor<1x4x4x8xf32>
}

// GPT-2's attention heads: q and k sliced out of the fused qkv projection
// (a kernel's result), split into 2 heads of 16 (expand_shape of the
// slice), put head-first (linalg.transpose), then the scores q k^T.
func.func @qkv_heads(%x: tensor<8x96xf32>) -> tensor<2x8x8xf32> {
  %e = tensor.empty() : tensor<8x96xf32>
  %qkv = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x96xf32>) outs(%e : tensor<8x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x96xf32>
  %q = tensor.extract_slice %qkv[0, 0] [8, 32] [1, 1] : tensor<8x96xf32> to tensor<8x32xf32>
  %k = tensor.extract_slice %qkv[0, 32] [8, 32] [1, 1] : tensor<8x96xf32> to tensor<8x32xf32>
  %q4 = tensor.expand_shape %q [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
  %k4 = tensor.expand_shape %k [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
  %eq = tensor.empty() : tensor<2x8x16xf32>
  %qt = linalg.transpose ins(%q4 : tensor<8x2x16xf32>) outs(%eq : tensor<2x8x16xf32>) permutation = [1, 0, 2]
  %ek = tensor.empty() : tensor<2x16x8xf32>
  %kt = linalg.transpose ins(%k4 : tensor<8x2x16xf32>) outs(%ek : tensor<2x16x8xf32>) permutation = [1, 2, 0]
  %z = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<2x8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%es : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %s = linalg.batch_matmul ins(%qt, %kt : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%f : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %s : tensor<2x8x8xf32>
}

// A slice flattened (its rows are not contiguous: no view) and summed.
func.func @flatten_slice(%x: tensor<8x96xf32>) -> tensor<f32> {
  %s = tensor.extract_slice %x[0, 32] [8, 32] [1, 1] : tensor<8x96xf32> to tensor<8x32xf32>
  %f = tensor.collapse_shape %s [[0, 1]] : tensor<8x32xf32> into tensor<256xf32>
  %z = arith.constant dense<0.0> : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%f : tensor<256xf32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
