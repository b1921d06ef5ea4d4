// Small GEMMs fused with their consumers (kfusion-stitch's small GEMM in a
// row kernel): a projection + bias + softmax (warp composition), a batched
// GEMM + GELU (thread composition, B per batch), a GEMM with a transposed B
// and A (scalar loads of B, A staged from columns) + row normalization with
// rows and columns that do not fill the blocks, a GEMM + layernorm (block
// composition), and a GEMM too deep to fuse.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

func.func @proj_softmax(%x: tensor<64x32xf32>, %w: tensor<32x128xf32>, %bias: tensor<128xf32>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x128xf32>) outs(%acc : tensor<64x128xf32>) -> tensor<64x128xf32>
  %t = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias : tensor<64x128xf32>, tensor<128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<64x128xf32>
  %er = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<64x128xf32>) outs(%mi : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%t, %m : tensor<64x128xf32>, tensor<64xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.subf %a, %c : f32
    %x2 = math.exp %d : f32
    linalg.yield %x2 : f32
  } -> tensor<64x128xf32>
  %si = linalg.fill ins(%z : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<64x128xf32>) outs(%si : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<64x128xf32>, tensor<64xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.divf %a, %c : f32
    linalg.yield %d : f32
  } -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}

func.func @batched_gelu(%a: tensor<4x16x8xf32>, %b: tensor<4x8x64xf32>) -> tensor<4x16x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x64xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %mm = linalg.batch_matmul ins(%a, %b : tensor<4x16x8xf32>, tensor<4x8x64xf32>) outs(%acc : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %g = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm : tensor<4x16x64xf32>) outs(%e : tensor<4x16x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %c = arith.constant 0.797884583 : f32
    %t = arith.mulf %v, %c : f32
    %th = math.tanh %t : f32
    %p = arith.addf %th, %one : f32
    %q = arith.mulf %v, %p : f32
    %r = arith.mulf %q, %h : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  return %g : tensor<4x16x64xf32>
}

// B[n, k] (transposed: scalar loads), A[k, m] (staged from a column of A),
// 12 rows (8 per warp block would leave rows past the end: 4 per block) and
// 100 columns (the last chunk partly past the row).
func.func @transposed_norm(%at: tensor<16x12xf32>, %bt: tensor<100x16xf32>) -> tensor<12x100xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x100xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e : tensor<12x100xf32>) -> tensor<12x100xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%at, %bt : tensor<16x12xf32>, tensor<100x16xf32>) outs(%acc : tensor<12x100xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<12x100xf32>
  %er = tensor.empty() : tensor<12xf32>
  %si = linalg.fill ins(%z : f32) outs(%er : tensor<12xf32>) -> tensor<12xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%mm : tensor<12x100xf32>) outs(%si : tensor<12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %a : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %sq : tensor<12x100xf32>, tensor<12xf32>) outs(%e : tensor<12x100xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %eps = arith.constant 1.0e-3 : f32
    %t = arith.addf %s, %eps : f32
    %r = math.rsqrt %t : f32
    %d = arith.mulf %a, %r : f32
    linalg.yield %d : f32
  } -> tensor<12x100xf32>
  return %y : tensor<12x100xf32>
}

// Rows of 1024 columns: block composition (a barrier after the stage, then
// the layernorm's own), a group written by hand (with 32 rows the model
// keeps the GEMM apart: 32 blocks fill too little of the device).
func.func @gemm_layernorm(%x: tensor<32x64xf32>, %w: tensor<64x1024xf32>, %gamma: tensor<1024xf32>) -> tensor<32x1024xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x1024xf32>
  %acc = linalg.fill {kfusion.stitch_group = 0 : i64} ins(%z : f32) outs(%e : tensor<32x1024xf32>) -> tensor<32x1024xf32>
  %mm = linalg.matmul {kfusion.stitch_group = 0 : i64} ins(%x, %w : tensor<32x64xf32>, tensor<64x1024xf32>) outs(%acc : tensor<32x1024xf32>) -> tensor<32x1024xf32>
  %er = tensor.empty() : tensor<32xf32>
  %si = linalg.fill {kfusion.stitch_group = 0 : i64} ins(%z : f32) outs(%er : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {kfusion.stitch_group = 0 : i64, indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%mm : tensor<32x1024xf32>) outs(%si : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  %y = linalg.generic {kfusion.stitch_group = 0 : i64, indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %sum, %gamma : tensor<32x1024xf32>, tensor<32xf32>, tensor<1024xf32>) outs(%e : tensor<32x1024xf32>) {
  ^bb0(%a: f32, %s: f32, %g: f32, %o: f32):
    %inv = arith.constant 9.765625e-04 : f32
    %mean = arith.mulf %s, %inv : f32
    %d = arith.subf %a, %mean : f32
    %r = arith.mulf %d, %g : f32
    linalg.yield %r : f32
  } -> tensor<32x1024xf32>
  return %y : tensor<32x1024xf32>
}

// k = 512 is past the small GEMM's depth: the GEMM stays a row reduction per
// output (warp composition) and its consumer a kernel of its own.
func.func @deep(%x: tensor<8x512xf32>, %w: tensor<512x64xf32>) -> tensor<8x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x512xf32>, tensor<512x64xf32>) outs(%acc : tensor<8x64xf32>) -> tensor<8x64xf32>
  %er = tensor.empty() : tensor<8xf32>
  %si = linalg.fill ins(%z : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%mm : tensor<8x64xf32>) outs(%si : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %sum : tensor<8x64xf32>, tensor<8xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %d = arith.divf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
