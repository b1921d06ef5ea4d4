// Half-precision GEMMs as torch-mlir emits them (kfusion.models at f16):
// the operands widened to f32 by `arith.extf` generics (the weight through
// its transpose) feeding an f32 contraction, and attention's batched
// matmuls reading [seq, heads, dim] slices of one fused projection. Used by
// Stitch/prepare-contractions.mlir and
// Integration/Sim/Stitch/front-end-gemms.mlir.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// scores[h, i, j] = q[i, h, :] . k[j, h, :]
#sq = affine_map<(h, i, j, d) -> (i, h, d)>
#sk = affine_map<(h, i, j, d) -> (j, h, d)>
#ss = affine_map<(h, i, j, d) -> (h, i, j)>
// out[h, i, d] = p[h, i, :] . v[:, h, d]
#op = affine_map<(h, i, d, j) -> (h, i, j)>
#ov = affine_map<(h, i, d, j) -> (j, h, d)>
#oo = affine_map<(h, i, d, j) -> (h, i, d)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// y[b, s, n] = x[b, s, :] . w[n, :]
#la = affine_map<(b, s, n, k) -> (b, s, k)>
#lb = affine_map<(b, s, n, k) -> (n, k)>
#lc = affine_map<(b, s, n, k) -> (b, s, n)>
// scores[b, h, i, j] = q[b, i, h, :] . k[b, j, h, :]
#bq = affine_map<(b, h, i, j, d) -> (b, i, h, d)>
#bk = affine_map<(b, h, i, j, d) -> (b, j, h, d)>
#bs = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#rowin = affine_map<(d0, d1) -> (d0, d1)>
#rowout = affine_map<(d0, d1) -> (d0)>

// nn.Linear(128, 256) on f16: y = x w^T + bias, stored at f16.
func.func @linear_f16(%x: tensor<64x128xf16>, %w: tensor<256x128xf16>,
                      %bias: tensor<256xf16>) -> tensor<64x256xf16> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<128x256xf16>
  %wt = linalg.transpose ins(%w : tensor<256x128xf16>) outs(%et : tensor<128x256xf16>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<256xf32>
  %bias32 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%bias : tensor<256xf16>) outs(%eb : tensor<256xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<256xf32>
  %ex = tensor.empty() : tensor<64x128xf32>
  %x32 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x128xf16>) outs(%ex : tensor<64x128xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<64x128xf32>
  %ew = tensor.empty() : tensor<128x256xf32>
  %w32 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%wt : tensor<128x256xf16>) outs(%ew : tensor<128x256xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<128x256xf32>
  %ec = tensor.empty() : tensor<64x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ec : tensor<64x256xf32>) -> tensor<64x256xf32>
  %mm = linalg.matmul ins(%x32, %w32 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%init : tensor<64x256xf32>) -> tensor<64x256xf32>
  %biased = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias32 : tensor<64x256xf32>, tensor<256xf32>) outs(%ec : tensor<64x256xf32>) {
  ^bb0(%in: f32, %bb: f32, %out: f32):
    %s = arith.addf %in, %bb : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %eh = tensor.empty() : tensor<64x256xf16>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%biased : tensor<64x256xf32>) outs(%eh : tensor<64x256xf16>) {
  ^bb0(%in: f32, %out: f16):
    %t = arith.truncf %in : f32 to f16
    linalg.yield %t : f16
  } -> tensor<64x256xf16>
  return %y : tensor<64x256xf16>
}

// The widened input is also returned (another reader): the cast stays for
// it, the GEMM reads the f16 input.
func.func @cast_shared(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %ex = tensor.empty() : tensor<64x64xf32>
  %x32 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf16>) outs(%ex : tensor<64x64xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<64x64xf32>
  %w32 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<64x64xf16>) outs(%ex : tensor<64x64xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<64x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ex : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%x32, %w32 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %mm, %x32 : tensor<64x64xf32>, tensor<64x64xf32>
}

// One operand widened from f16, the other f32 already: no 16-bit GEMM, the
// cast stays (an f32 contraction, stitched).
func.func @mixed(%x: tensor<64x64xf16>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ex = tensor.empty() : tensor<64x64xf32>
  %x32 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf16>) outs(%ex : tensor<64x64xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<64x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ex : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%x32, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %mm : tensor<64x64xf32>
}

// Attention's two batched matmuls over 2 heads of 64: q, k, v are slices of
// the fused projection qkv[seq, 3 * 2 * 64], viewed [seq, heads, dim]. Each
// operand is copied into [heads, seq, dim] for the batched tensor-core
// kernels; the scaling of the scores is the first GEMM's epilogue.
func.func @attention(%qkv: tensor<64x384xf16>) -> tensor<2x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %q2 = tensor.extract_slice %qkv[0, 0] [64, 128] [1, 1] : tensor<64x384xf16> to tensor<64x128xf16>
  %k2 = tensor.extract_slice %qkv[0, 128] [64, 128] [1, 1] : tensor<64x384xf16> to tensor<64x128xf16>
  %v2 = tensor.extract_slice %qkv[0, 256] [64, 128] [1, 1] : tensor<64x384xf16> to tensor<64x128xf16>
  %q = tensor.expand_shape %q2 [[0], [1, 2]] output_shape [64, 2, 64] : tensor<64x128xf16> into tensor<64x2x64xf16>
  %k = tensor.expand_shape %k2 [[0], [1, 2]] output_shape [64, 2, 64] : tensor<64x128xf16> into tensor<64x2x64xf16>
  %v = tensor.expand_shape %v2 [[0], [1, 2]] output_shape [64, 2, 64] : tensor<64x128xf16> into tensor<64x2x64xf16>
  %es = tensor.empty() : tensor<2x64x64xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%es : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  %s = linalg.generic {indexing_maps = [#sq, #sk, #ss], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<64x2x64xf16>, tensor<64x2x64xf16>) outs(%sinit : tensor<2x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x64x64xf32>
  %eh = tensor.empty() : tensor<2x64x64xf16>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x64x64xf32>) outs(%eh : tensor<2x64x64xf16>) {
  ^bb0(%in: f32, %out: f16):
    %scale = arith.constant 0.125 : f32
    %m = arith.mulf %in, %scale : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x64x64xf16>
  %o = linalg.generic {indexing_maps = [#op, #ov, #oo], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x64x64xf16>, tensor<64x2x64xf16>) outs(%sinit : tensor<2x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x64x64xf32>
  return %o : tensor<2x64x64xf32>
}

// The same layout with heads of 32: below the tensor-core extent, so no
// copy (the contraction stays a stitched kernel reading the slice).
func.func @small_heads(%qk: tensor<64x128xf16>) -> tensor<2x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %q2 = tensor.extract_slice %qk[0, 0] [64, 64] [1, 1] : tensor<64x128xf16> to tensor<64x64xf16>
  %k2 = tensor.extract_slice %qk[0, 64] [64, 64] [1, 1] : tensor<64x128xf16> to tensor<64x64xf16>
  %q = tensor.expand_shape %q2 [[0], [1, 2]] output_shape [64, 2, 32] : tensor<64x64xf16> into tensor<64x2x32xf16>
  %k = tensor.expand_shape %k2 [[0], [1, 2]] output_shape [64, 2, 32] : tensor<64x64xf16> into tensor<64x2x32xf16>
  %es = tensor.empty() : tensor<2x64x64xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%es : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  %s = linalg.generic {indexing_maps = [#sq, #sk, #ss], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<64x2x32xf16>, tensor<64x2x32xf16>) outs(%sinit : tensor<2x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x64x64xf32>
  return %s : tensor<2x64x64xf32>
}

// A linear layer over a batch of 2 sequences (BERT's [batch, seq, hidden]):
// the rows are two M loops, contiguous in x and y, collapsed into one of
// 128 (a GEMM of one M loop).
func.func @linear_batched(%x: tensor<2x64x128xf16>, %w: tensor<64x128xf16>) -> tensor<2x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  %y = linalg.generic {indexing_maps = [#la, #lb, #lc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %w : tensor<2x64x128xf16>, tensor<64x128xf16>) outs(%init : tensor<2x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x64x64xf32>
  return %y : tensor<2x64x64xf32>
}

// Attention's scores over a batch of 2 and 2 heads ([batch, seq, heads,
// dim] operands): both copied into [batch, heads, seq, dim], then the two
// batch loops collapse into one of 4.
func.func @attention_batched(%q: tensor<2x64x2x64xf16>, %k: tensor<2x64x2x64xf16>) -> tensor<2x2x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x64x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x64x64xf32>) -> tensor<2x2x64x64xf32>
  %s = linalg.generic {indexing_maps = [#bq, #bk, #bs], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x64x2x64xf16>, tensor<2x64x2x64xf16>) outs(%init : tensor<2x2x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x2x64x64xf32>
  return %s : tensor<2x2x64x64xf32>
}

// Attention's scores as torch-mlir writes `q @ k.transpose(-2, -1)` of
// [batch, seq, heads, dim] projections: q transposed heads-first, k to
// [batch, heads, dim, seq] (a copy whose writes stride by k's rows), both
// collapsed to [batch * heads, ...] for a batch_matmul. Seq 128 and dim 64
// differ, so that reading k's copy the wrong way round cannot pass.
func.func @attention_kt(%q: tensor<2x128x2x64xf16>, %k: tensor<2x128x2x64xf16>) -> tensor<4x128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %eq = tensor.empty() : tensor<2x2x128x64xf16>
  %qt = linalg.transpose ins(%q : tensor<2x128x2x64xf16>) outs(%eq : tensor<2x2x128x64xf16>) permutation = [0, 2, 1, 3]
  %ek = tensor.empty() : tensor<2x2x64x128xf16>
  %kt = linalg.transpose ins(%k : tensor<2x128x2x64xf16>) outs(%ek : tensor<2x2x64x128xf16>) permutation = [0, 2, 3, 1]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x64x128xf16> into tensor<4x64x128xf16>
  %e = tensor.empty() : tensor<4x128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %s = linalg.batch_matmul ins(%q3, %k3 : tensor<4x128x64xf16>, tensor<4x64x128xf16>) outs(%init : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  return %s : tensor<4x128x128xf32>
}

// The same K^T also returned: the copy is read outside the contraction, so
// it stays as written (the swap would need both layouts).
func.func @attention_kt_shared(%q: tensor<2x128x2x64xf16>, %k: tensor<2x128x2x64xf16>) -> (tensor<4x128x128xf32>, tensor<2x2x64x128xf16>) {
  %zero = arith.constant 0.0 : f32
  %eq = tensor.empty() : tensor<2x2x128x64xf16>
  %qt = linalg.transpose ins(%q : tensor<2x128x2x64xf16>) outs(%eq : tensor<2x2x128x64xf16>) permutation = [0, 2, 1, 3]
  %ek = tensor.empty() : tensor<2x2x64x128xf16>
  %kt = linalg.transpose ins(%k : tensor<2x128x2x64xf16>) outs(%ek : tensor<2x2x64x128xf16>) permutation = [0, 2, 3, 1]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x64x128xf16> into tensor<4x64x128xf16>
  %e = tensor.empty() : tensor<4x128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %s = linalg.batch_matmul ins(%q3, %k3 : tensor<4x128x64xf16>, tensor<4x64x128xf16>) outs(%init : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  return %s, %kt : tensor<4x128x128xf32>, tensor<2x2x64x128xf16>
}

// RMSNorm's sum of squares as torch-mlir writes it in f16 (an f16
// accumulator): accumulated in f32, rounded to f16 once, a row kernel.
func.func @sum_squares_f16(%x: tensor<64x256xf16>) -> tensor<64xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<64xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<64xf16>) -> tensor<64xf16>
  %s = linalg.generic {indexing_maps = [#rowin, #rowout], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x256xf16>) outs(%init : tensor<64xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %sq = arith.mulf %a, %a : f16
    %r = arith.addf %sq, %acc : f16
    linalg.yield %r : f16
  } -> tensor<64xf16>
  return %s : tensor<64xf16>
}
