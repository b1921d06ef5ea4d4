// Reductions whose inits are fills, as front ends emit them (a fill of the
// combiner's identity or of another constant before every reduction). Used
// by Stitch/init-fills.mlir and Integration/Sim/Stitch/init-fills.mlir.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch4 = affine_map<(d0, d1, d2, d3) -> (d3)>
#nchw = affine_map<(d0, d1, d2, d3) -> (d1)>

// The row and the column sums of one input.
func.func @row_col_sums(%x: tensor<256x128xf32>) -> (tensor<256xf32>, tensor<128xf32>) {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<256xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<256xf32>) -> tensor<256xf32>
  %rows = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x128xf32>) outs(%fr : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %ec = tensor.empty() : tensor<128xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<128xf32>) -> tensor<128xf32>
  %cols = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<256x128xf32>) outs(%fc : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  return %rows, %cols : tensor<256xf32>, tensor<128xf32>
}

// A column maximum from a fill of -inf, and a column sum from a fill of 1
// (not the identity: the init is part of the result).
func.func @column_max(%x: tensor<64x96xf32>) -> (tensor<96xf32>, tensor<96xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<96xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<96xf32>) -> tensor<96xf32>
  %m = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x96xf32>) outs(%f : tensor<96xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<96xf32>
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<96xf32>) -> tensor<96xf32>
  %s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x96xf32>) outs(%g : tensor<96xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<96xf32>
  return %m, %s : tensor<96xf32>, tensor<96xf32>
}

// Batch-norm training statistics over N, H, W per channel C (NHWC): the mean,
// then the variance about it, each from a fill.
func.func @bn_stats_nhwc(%x: tensor<8x4x4x32xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #ch4], iterator_types = ["reduction", "reduction", "reduction", "parallel"]}
      ins(%x : tensor<8x4x4x32xf32>) outs(%f : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %m = arith.divf %a, %n : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %sq = linalg.generic {indexing_maps = [#id4, #ch4, #ch4], iterator_types = ["reduction", "reduction", "reduction", "parallel"]}
      ins(%x, %mean : tensor<8x4x4x32xf32>, tensor<32xf32>) outs(%f2 : tensor<32xf32>) {
  ^bb0(%a: f32, %m: f32, %acc: f32):
    %d = arith.subf %a, %m : f32
    %q = arith.mulf %d, %d : f32
    %s = arith.addf %q, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sq : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %v = arith.divf %a, %n : f32
    linalg.yield %v : f32
  } -> tensor<32xf32>
  return %mean, %var : tensor<32xf32>, tensor<32xf32>
}

// The same statistics in NCHW, as torch-mlir emits batch_norm's: the
// channel is not the last loop, so each sum is a loop kernel, still without
// a fill kernel.
func.func @bn_stats_nchw(%x: tensor<8x32x4x4xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #nchw], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<8x32x4x4xf32>) outs(%f : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %sum : tensor<32xf32>
}
