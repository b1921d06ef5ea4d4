// The attention of Inputs/attention.mlir's @attention_heads_one with its
// stitch groups written by hand: the attention's ops one group, the copies of
// the projections into one head's rows (and of O back into rows) left out of
// it, so each is a kernel of its own and the attention kernel reads and
// writes the dense copies (StitchAttention::copies are optional members).

#id3 = affine_map<(b, m, n) -> (b, m, n)>
#row3 = affine_map<(b, m, n) -> (b, m)>

func.func @attention_heads_hand(%q2: tensor<128x128xf16>, %k2: tensor<128x128xf16>, %v2: tensor<128x128xf16>) -> tensor<128x128xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<2x128x128xf32>
  %e16 = tensor.empty() : tensor<2x128x128xf16>
  %r = tensor.empty() : tensor<2x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %qx = tensor.expand_shape %q2 [[0, 1], [2, 3]] output_shape [1, 128, 2, 64] : tensor<128x128xf16> into tensor<1x128x2x64xf16>
  %qte = tensor.empty() : tensor<1x2x128x64xf16>
  %qt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qx : tensor<1x128x2x64xf16>) outs(%qte : tensor<1x2x128x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<1x2x128x64xf16>
  %q = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x2x128x64xf16> into tensor<2x128x64xf16>
  %kx = tensor.expand_shape %k2 [[0, 1], [2, 3]] output_shape [1, 128, 2, 64] : tensor<128x128xf16> into tensor<1x128x2x64xf16>
  %kte = tensor.empty() : tensor<1x2x128x64xf16>
  %kt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kx : tensor<1x128x2x64xf16>) outs(%kte : tensor<1x2x128x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<1x2x128x64xf16>
  %k = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x2x128x64xf16> into tensor<2x128x64xf16>
  %vx = tensor.expand_shape %v2 [[0, 1], [2, 3]] output_shape [1, 128, 2, 64] : tensor<128x128xf16> into tensor<1x128x2x64xf16>
  %vte = tensor.empty() : tensor<1x2x128x64xf16>
  %vt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%vx : tensor<1x128x2x64xf16>) outs(%vte : tensor<1x2x128x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<1x2x128x64xf16>
  %v = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<1x2x128x64xf16> into tensor<2x128x64xf16>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x128x64xf16>, tensor<2x128x64xf16>) outs(%acc : tensor<2x128x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<2x128x128xf32>) outs(%minit : tensor<2x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x128x128xf32>) outs(%e32 : tensor<2x128x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x128x128xf32>) outs(%sinit : tensor<2x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x128x128xf32>) outs(%e16 : tensor<2x128x128xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x128xf16>
  %acc2 = tensor.empty() : tensor<2x128x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x128x128xf16>, tensor<2x128x64xf16>) outs(%fill2 : tensor<2x128x64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x64xf32>
  %oe = tensor.empty() : tensor<2x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x128x64xf32>) outs(%oe : tensor<2x128x64xf16>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x64xf16>
  %oh = tensor.expand_shape %o16 [[0, 1], [2], [3]] output_shape [1, 2, 128, 64] : tensor<2x128x64xf16> into tensor<1x2x128x64xf16>
  %ote = tensor.empty() : tensor<1x128x2x64xf16>
  %ot = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%oh : tensor<1x2x128x64xf16>) outs(%ote : tensor<1x128x2x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<1x128x2x64xf16>
  %out = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x128x2x64xf16> into tensor<128x128xf16>
  return %out : tensor<128x128xf16>
}
