// Attentions as front ends emit them (torch-mlir's softmax: a maximum,
// x - max, its exponential, the sum, the division, casts around the f32
// scores), for the fused attention kernel: K and V in both layouts, scores
// rounded and scaled in the input type (GPT-2 as torch-mlir imports it), a
// causal mask computed from the indices, a mask read from memory, ragged
// queries and keys, bf16, a 128-wide head, heads interleaved in the rows of
// projections; and one it does not take.
// Written by attention.py beside it (the shapes differ, the ops do not).

#id3 = affine_map<(b, m, n) -> (b, m, n)>
#row3 = affine_map<(b, m, n) -> (b, m)>
#mn = affine_map<(b, m, n) -> (m, n)>

// GPT-2 as torch-mlir imports it (K stored transposed by the heads-first
// copy), without the mask: one warpgroup per 64 queries.
func.func @attention_f16(%q: tensor<2x128x64xf16>, %k: tensor<2x64x128xf16>, %v: tensor<2x128x64xf16>) -> tensor<2x128x64xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<2x128x128xf32>
  %e16 = tensor.empty() : tensor<2x128x128xf16>
  %r = tensor.empty() : tensor<2x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, d, n)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x128x64xf16>, tensor<2x64x128xf16>) outs(%acc : tensor<2x128x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %s16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x128x128xf32>) outs(%e16 : tensor<2x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    %sc = arith.constant 8.0 : f16
    %d = arith.divf %t, %sc : f16
    linalg.yield %d : f16
  } -> tensor<2x128x128xf16>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s16 : tensor<2x128x128xf16>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x128x128xf32>) outs(%minit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x128x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x128x128xf32>) outs(%sinit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x128x128xf32>) outs(%e16 : tensor<2x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x128xf16>
  %acc2 = tensor.empty() : tensor<2x128x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x128x128xf16>, tensor<2x128x64xf16>) outs(%fill2 : tensor<2x128x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x64xf32>
  %oe = tensor.empty() : tensor<2x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x128x64xf32>) outs(%oe : tensor<2x128x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x64xf16>
  return %o16 : tensor<2x128x64xf16>
}

// Causal from the indices, bf16, K [batch, keys, head], V [batch, head,
// keys], exp(x - max) in one op, maxnumf, O left in f32.
func.func @attention_causal_bf16(%q: tensor<3x192x64xbf16>, %k: tensor<3x192x64xbf16>, %v: tensor<3x64x192xbf16>) -> tensor<3x192x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<3x192x192xf32>
  %e16 = tensor.empty() : tensor<3x192x192xbf16>
  %r = tensor.empty() : tensor<3x192xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<3x192x192xf32>) -> tensor<3x192x192xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<3x192x64xbf16>, tensor<3x192x64xbf16>) outs(%acc : tensor<3x192x192xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<3x192x192xf32>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<3x192x192xf32>) outs(%e32 : tensor<3x192x192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %later = arith.cmpi ugt, %j, %i : index
    %sc = arith.constant 0.125 : f32
    %t = arith.mulf %a, %sc : f32
    %masked = arith.select %later, %ninf, %t : f32
    linalg.yield %masked : f32
  } -> tensor<3x192x192xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<3x192xf32>) -> tensor<3x192xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<3x192x192xf32>) outs(%minit : tensor<3x192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maxnumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<3x192xf32>
  %e = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<3x192x192xf32>, tensor<3x192xf32>) outs(%e32 : tensor<3x192x192xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    %u = math.exp %t : f32
    linalg.yield %u : f32
  } -> tensor<3x192x192xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<3x192xf32>) -> tensor<3x192xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<3x192x192xf32>) outs(%sinit : tensor<3x192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<3x192xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<3x192x192xf32>, tensor<3x192xf32>) outs(%e32 : tensor<3x192x192xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<3x192x192xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<3x192x192xf32>) outs(%e16 : tensor<3x192x192xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<3x192x192xbf16>
  %acc2 = tensor.empty() : tensor<3x192x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<3x192x64xf32>) -> tensor<3x192x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<3x192x192xbf16>, tensor<3x64x192xbf16>) outs(%fill2 : tensor<3x192x64xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<3x192x64xf32>
  return %o : tensor<3x192x64xf32>
}

// A mask read from memory, 100 queries and 72 keys (the last key tile and
// query block partial).
func.func @attention_mask_ragged(%q: tensor<2x100x64xf16>, %k: tensor<2x72x64xf16>, %v: tensor<2x72x64xf16>, %mask: tensor<100x72xi1>) -> tensor<2x100x64xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<2x100x72xf32>
  %e16 = tensor.empty() : tensor<2x100x72xf16>
  %r = tensor.empty() : tensor<2x100xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x100x72xf32>) -> tensor<2x100x72xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x100x64xf16>, tensor<2x72x64xf16>) outs(%acc : tensor<2x100x72xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x100x72xf32>
  %xm = linalg.generic {indexing_maps = [#mn, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mask, %s : tensor<100x72xi1>, tensor<2x100x72xf32>) outs(%e32 : tensor<2x100x72xf32>) {
  ^bb0(%c: i1, %a: f32, %o: f32):
    %t = arith.select %c, %ninf, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x100x72xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x100xf32>) -> tensor<2x100xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%xm : tensor<2x100x72xf32>) outs(%minit : tensor<2x100xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x100xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%xm, %m : tensor<2x100x72xf32>, tensor<2x100xf32>) outs(%e32 : tensor<2x100x72xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x100x72xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x100x72xf32>) outs(%e32 : tensor<2x100x72xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x100x72xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x100xf32>) -> tensor<2x100xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x100x72xf32>) outs(%sinit : tensor<2x100xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x100xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x100x72xf32>, tensor<2x100xf32>) outs(%e32 : tensor<2x100x72xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x100x72xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x100x72xf32>) outs(%e16 : tensor<2x100x72xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x100x72xf16>
  %acc2 = tensor.empty() : tensor<2x100x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x100x64xf32>) -> tensor<2x100x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x100x72xf16>, tensor<2x72x64xf16>) outs(%fill2 : tensor<2x100x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x100x64xf32>
  %oe = tensor.empty() : tensor<2x100x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x100x64xf32>) outs(%oe : tensor<2x100x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x100x64xf16>
  return %o16 : tensor<2x100x64xf16>
}

// A 128-wide head (LLaMA's), causal, two warpgroups per block.
func.func @attention_wide_head(%q: tensor<1x256x128xf16>, %k: tensor<1x128x128xf16>, %v: tensor<1x128x128xf16>) -> tensor<1x256x128xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<1x256x128xf32>
  %e16 = tensor.empty() : tensor<1x256x128xf16>
  %r = tensor.empty() : tensor<1x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<1x256x128xf32>) -> tensor<1x256x128xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, d, n)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x256x128xf16>, tensor<1x128x128xf16>) outs(%acc : tensor<1x256x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<1x256x128xf32>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<1x256x128xf32>) outs(%e32 : tensor<1x256x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %later = arith.cmpi ugt, %j, %i : index
    %sc = arith.constant 0.08838834764831843 : f32
    %t = arith.mulf %a, %sc : f32
    %masked = arith.select %later, %ninf, %t : f32
    linalg.yield %masked : f32
  } -> tensor<1x256x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<1x256xf32>) -> tensor<1x256xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<1x256x128xf32>) outs(%minit : tensor<1x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1x256xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<1x256x128xf32>, tensor<1x256xf32>) outs(%e32 : tensor<1x256x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<1x256x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<1x256x128xf32>) outs(%e32 : tensor<1x256x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<1x256x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<1x256xf32>) -> tensor<1x256xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<1x256x128xf32>) outs(%sinit : tensor<1x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1x256xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<1x256x128xf32>, tensor<1x256xf32>) outs(%e32 : tensor<1x256x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<1x256x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<1x256x128xf32>) outs(%e16 : tensor<1x256x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x256x128xf16>
  %acc2 = tensor.empty() : tensor<1x256x128xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<1x256x128xf32>) -> tensor<1x256x128xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<1x256x128xf16>, tensor<1x128x128xf16>) outs(%fill2 : tensor<1x256x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<1x256x128xf32>
  %oe = tensor.empty() : tensor<1x256x128xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<1x256x128xf32>) outs(%oe : tensor<1x256x128xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x256x128xf16>
  return %o16 : tensor<1x256x128xf16>
}

// The row maximum is also returned: not an attention the kernel takes
// (the stitched kernels compute it).
func.func @attention_max_escapes(%q: tensor<2x128x64xf16>, %k: tensor<2x64x128xf16>, %v: tensor<2x128x64xf16>) -> (tensor<2x128x64xf16>, tensor<2x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<2x128x128xf32>
  %e16 = tensor.empty() : tensor<2x128x128xf16>
  %r = tensor.empty() : tensor<2x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, d, n)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x128x64xf16>, tensor<2x64x128xf16>) outs(%acc : tensor<2x128x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<2x128x128xf32>) outs(%minit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x128x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x128x128xf32>) outs(%sinit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x128x128xf32>) outs(%e16 : tensor<2x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x128xf16>
  %acc2 = tensor.empty() : tensor<2x128x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x128x128xf16>, tensor<2x128x64xf16>) outs(%fill2 : tensor<2x128x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x64xf32>
  %oe = tensor.empty() : tensor<2x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x128x64xf32>) outs(%oe : tensor<2x128x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x64xf16>
  return %o16, %m : tensor<2x128x64xf16>, tensor<2x128xf32>
}

// GPT-2 as torch-mlir imports it, with its causal mask: an iota, key - query,
// >= 1, read by the select; the kernel computes it from the indices (no
// mask kernel, no loads) and skips the tiles it hides.
func.func @attention_iota_mask(%q: tensor<2x192x64xf16>, %k: tensor<2x64x192xf16>, %v: tensor<2x192x64xf16>) -> tensor<2x192x64xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<2x192x192xf32>
  %e16 = tensor.empty() : tensor<2x192x192xf16>
  %r = tensor.empty() : tensor<2x192xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x192x192xf32>) -> tensor<2x192x192xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, d, n)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x192x64xf16>, tensor<2x64x192xf16>) outs(%acc : tensor<2x192x192xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x192x192xf32>
  %s16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x192x192xf32>) outs(%e16 : tensor<2x192x192xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    %sc = arith.constant 8.0 : f16
    %d = arith.divf %t, %sc : f16
    linalg.yield %d : f16
  } -> tensor<2x192x192xf16>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s16 : tensor<2x192x192xf16>) outs(%e32 : tensor<2x192x192xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  } -> tensor<2x192x192xf32>
  %ie = tensor.empty() : tensor<192xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ie : tensor<192xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<192xi64>
  %de = tensor.empty() : tensor<192x192xi64>
  %diff = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%iota, %iota : tensor<192xi64>, tensor<192xi64>) outs(%de : tensor<192x192xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %t = arith.subi %a, %b : i64
    linalg.yield %t : i64
  } -> tensor<192x192xi64>
  %me = tensor.empty() : tensor<192x192xi1>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%diff : tensor<192x192xi64>) outs(%me : tensor<192x192xi1>) {
  ^bb0(%a: i64, %o: i1):
    %one = arith.constant 1 : i64
    %t = arith.cmpi sge, %a, %one : i64
    linalg.yield %t : i1
  } -> tensor<192x192xi1>
  %xm = linalg.generic {indexing_maps = [#mn, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mask, %x : tensor<192x192xi1>, tensor<2x192x192xf32>) outs(%e32 : tensor<2x192x192xf32>) {
  ^bb0(%c: i1, %a: f32, %o: f32):
    %t = arith.select %c, %ninf, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x192x192xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x192xf32>) -> tensor<2x192xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%xm : tensor<2x192x192xf32>) outs(%minit : tensor<2x192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x192xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%xm, %m : tensor<2x192x192xf32>, tensor<2x192xf32>) outs(%e32 : tensor<2x192x192xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x192x192xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x192x192xf32>) outs(%e32 : tensor<2x192x192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x192x192xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x192xf32>) -> tensor<2x192xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x192x192xf32>) outs(%sinit : tensor<2x192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x192xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x192x192xf32>, tensor<2x192xf32>) outs(%e32 : tensor<2x192x192xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x192x192xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x192x192xf32>) outs(%e16 : tensor<2x192x192xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x192x192xf16>
  %acc2 = tensor.empty() : tensor<2x192x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x192x64xf32>) -> tensor<2x192x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x192x192xf16>, tensor<2x192x64xf16>) outs(%fill2 : tensor<2x192x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x192x64xf32>
  %oe = tensor.empty() : tensor<2x192x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x192x64xf32>) outs(%oe : tensor<2x192x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x192x64xf16>
  return %o16 : tensor<2x192x64xf16>
}

// A head 320 wide: its accumulators would not fit in registers; the
// kernel refuses it (the GEMMs and the softmax stitched apart).
func.func @attention_head_320(%q: tensor<1x64x320xf16>, %k: tensor<1x64x320xf16>, %v: tensor<1x64x64xf16>) -> tensor<1x64x64xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<1x64x64xf32>
  %e16 = tensor.empty() : tensor<1x64x64xf16>
  %r = tensor.empty() : tensor<1x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x64x320xf16>, tensor<1x64x320xf16>) outs(%acc : tensor<1x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<1x64x64xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<1x64xf32>) -> tensor<1x64xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<1x64x64xf32>) outs(%minit : tensor<1x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1x64xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<1x64x64xf32>, tensor<1x64xf32>) outs(%e32 : tensor<1x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<1x64x64xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<1x64x64xf32>) outs(%e32 : tensor<1x64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<1x64x64xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<1x64xf32>) -> tensor<1x64xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<1x64x64xf32>) outs(%sinit : tensor<1x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1x64xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<1x64x64xf32>, tensor<1x64xf32>) outs(%e32 : tensor<1x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<1x64x64xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<1x64x64xf32>) outs(%e16 : tensor<1x64x64xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x64x64xf16>
  %acc2 = tensor.empty() : tensor<1x64x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<1x64x64xf16>, tensor<1x64x64xf16>) outs(%fill2 : tensor<1x64x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<1x64x64xf32>
  %oe = tensor.empty() : tensor<1x64x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<1x64x64xf32>) outs(%oe : tensor<1x64x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x64x64xf16>
  return %o16 : tensor<1x64x64xf16>
}

// GPT-2's heads: Q, K and V slices of one projection [2, 128, 3 x 2 x 64],
// each copied heads first, O copied back into [256, 128] rows: the kernel
// reads the slices in place (strided rows) and writes the rows, no copies.
func.func @attention_heads_fused(%qkv: tensor<2x128x384xf16>) -> tensor<256x128xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<4x128x128xf32>
  %e16 = tensor.empty() : tensor<4x128x128xf16>
  %r = tensor.empty() : tensor<4x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %qs = tensor.extract_slice %qkv[0, 0, 0] [2, 128, 128] [1, 1, 1] : tensor<2x128x384xf16> to tensor<2x128x128xf16>
  %qx = tensor.expand_shape %qs [[0], [1], [2, 3]] output_shape [2, 128, 2, 64] : tensor<2x128x128xf16> into tensor<2x128x2x64xf16>
  %qte = tensor.empty() : tensor<2x2x128x64xf16>
  %qt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qx : tensor<2x128x2x64xf16>) outs(%qte : tensor<2x2x128x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x2x128x64xf16>
  %q = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
  %ks = tensor.extract_slice %qkv[0, 0, 128] [2, 128, 128] [1, 1, 1] : tensor<2x128x384xf16> to tensor<2x128x128xf16>
  %kx = tensor.expand_shape %ks [[0], [1], [2, 3]] output_shape [2, 128, 2, 64] : tensor<2x128x128xf16> into tensor<2x128x2x64xf16>
  %kte = tensor.empty() : tensor<2x2x128x64xf16>
  %kt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kx : tensor<2x128x2x64xf16>) outs(%kte : tensor<2x2x128x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x2x128x64xf16>
  %k = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
  %vs = tensor.extract_slice %qkv[0, 0, 256] [2, 128, 128] [1, 1, 1] : tensor<2x128x384xf16> to tensor<2x128x128xf16>
  %vx = tensor.expand_shape %vs [[0], [1], [2, 3]] output_shape [2, 128, 2, 64] : tensor<2x128x128xf16> into tensor<2x128x2x64xf16>
  %vte = tensor.empty() : tensor<2x2x128x64xf16>
  %vt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%vx : tensor<2x128x2x64xf16>) outs(%vte : tensor<2x2x128x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x2x128x64xf16>
  %v = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x2x128x64xf16> into tensor<4x128x64xf16>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<4x128x64xf16>, tensor<4x128x64xf16>) outs(%acc : tensor<4x128x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<4x128x128xf32>
  %s16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x128x128xf32>) outs(%e16 : tensor<4x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    %sc = arith.constant 8.0 : f16
    %d = arith.divf %t, %sc : f16
    linalg.yield %d : f16
  } -> tensor<4x128x128xf16>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s16 : tensor<4x128x128xf16>) outs(%e32 : tensor<4x128x128xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  } -> tensor<4x128x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<4x128xf32>) -> tensor<4x128xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<4x128x128xf32>) outs(%minit : tensor<4x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x128xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%e32 : tensor<4x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4x128x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<4x128x128xf32>) outs(%e32 : tensor<4x128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x128x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<4x128xf32>) -> tensor<4x128xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<4x128x128xf32>) outs(%sinit : tensor<4x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x128xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%e32 : tensor<4x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4x128x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<4x128x128xf32>) outs(%e16 : tensor<4x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4x128x128xf16>
  %acc2 = tensor.empty() : tensor<4x128x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<4x128x128xf16>, tensor<4x128x64xf16>) outs(%fill2 : tensor<4x128x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<4x128x64xf32>
  %oe = tensor.empty() : tensor<4x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x128x64xf32>) outs(%oe : tensor<4x128x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4x128x64xf16>
  %oh = tensor.expand_shape %o16 [[0, 1], [2], [3]] output_shape [2, 2, 128, 64] : tensor<4x128x64xf16> into tensor<2x2x128x64xf16>
  %ote = tensor.empty() : tensor<2x128x2x64xf16>
  %ot = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%oh : tensor<2x2x128x64xf16>) outs(%ote : tensor<2x128x2x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x128x2x64xf16>
  %out = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x128x2x64xf16> into tensor<256x128xf16>
  return %out : tensor<256x128xf16>
}

// BERT's heads (causal here): three projections [192, 2 x 64], each copied
// heads first, O copied back: read and written in place, ragged queries.
func.func @attention_heads(%q2: tensor<192x128xf16>, %k2: tensor<192x128xf16>, %v2: tensor<192x128xf16>) -> tensor<192x128xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e32 = tensor.empty() : tensor<4x96x96xf32>
  %e16 = tensor.empty() : tensor<4x96x96xf16>
  %r = tensor.empty() : tensor<4x96xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<4x96x96xf32>) -> tensor<4x96x96xf32>
  %qx = tensor.expand_shape %q2 [[0, 1], [2, 3]] output_shape [2, 96, 2, 64] : tensor<192x128xf16> into tensor<2x96x2x64xf16>
  %qte = tensor.empty() : tensor<2x2x96x64xf16>
  %qt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qx : tensor<2x96x2x64xf16>) outs(%qte : tensor<2x2x96x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x2x96x64xf16>
  %q = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x2x96x64xf16> into tensor<4x96x64xf16>
  %kx = tensor.expand_shape %k2 [[0, 1], [2, 3]] output_shape [2, 96, 2, 64] : tensor<192x128xf16> into tensor<2x96x2x64xf16>
  %kte = tensor.empty() : tensor<2x2x96x64xf16>
  %kt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kx : tensor<2x96x2x64xf16>) outs(%kte : tensor<2x2x96x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x2x96x64xf16>
  %k = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x96x64xf16> into tensor<4x96x64xf16>
  %vx = tensor.expand_shape %v2 [[0, 1], [2, 3]] output_shape [2, 96, 2, 64] : tensor<192x128xf16> into tensor<2x96x2x64xf16>
  %vte = tensor.empty() : tensor<2x2x96x64xf16>
  %vt = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%vx : tensor<2x96x2x64xf16>) outs(%vte : tensor<2x2x96x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x2x96x64xf16>
  %v = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x2x96x64xf16> into tensor<4x96x64xf16>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<4x96x64xf16>, tensor<4x96x64xf16>) outs(%acc : tensor<4x96x96xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<4x96x96xf32>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x96x96xf32>) outs(%e32 : tensor<4x96x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %later = arith.cmpi ugt, %j, %i : index
    %sc = arith.constant 0.125 : f32
    %t = arith.mulf %a, %sc : f32
    %masked = arith.select %later, %ninf, %t : f32
    linalg.yield %masked : f32
  } -> tensor<4x96x96xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<4x96xf32>) -> tensor<4x96xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<4x96x96xf32>) outs(%minit : tensor<4x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x96xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<4x96x96xf32>, tensor<4x96xf32>) outs(%e32 : tensor<4x96x96xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4x96x96xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<4x96x96xf32>) outs(%e32 : tensor<4x96x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x96x96xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<4x96xf32>) -> tensor<4x96xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<4x96x96xf32>) outs(%sinit : tensor<4x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x96xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<4x96x96xf32>, tensor<4x96xf32>) outs(%e32 : tensor<4x96x96xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4x96x96xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<4x96x96xf32>) outs(%e16 : tensor<4x96x96xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4x96x96xf16>
  %acc2 = tensor.empty() : tensor<4x96x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<4x96x64xf32>) -> tensor<4x96x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<4x96x96xf16>, tensor<4x96x64xf16>) outs(%fill2 : tensor<4x96x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<4x96x64xf32>
  %oe = tensor.empty() : tensor<4x96x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x96x64xf32>) outs(%oe : tensor<4x96x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4x96x64xf16>
  %oh = tensor.expand_shape %o16 [[0, 1], [2], [3]] output_shape [2, 2, 96, 64] : tensor<4x96x64xf16> into tensor<2x2x96x64xf16>
  %ote = tensor.empty() : tensor<2x96x2x64xf16>
  %ot = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%oh : tensor<2x2x96x64xf16>) outs(%ote : tensor<2x96x2x64xf16>) {
  ^bb0(%h: f16, %w: f16):
    linalg.yield %h : f16
  } -> tensor<2x96x2x64xf16>
  %out = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x96x2x64xf16> into tensor<192x128xf16>
  return %out : tensor<192x128xf16>
}

// LLaMA's batch of one: the preparation drops the unit dimension (copies
// [2, 128, 64] of [128, 2, 64]); read and written in place all the same.
func.func @attention_heads_one(%q2: tensor<128x128xf16>, %k2: tensor<128x128xf16>, %v2: tensor<128x128xf16>) -> tensor<128x128xf16> {
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
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x128x64xf16>, tensor<2x128x64xf16>) outs(%acc : tensor<2x128x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<2x128x128xf32>) outs(%minit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x128x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x128x128xf32>) outs(%sinit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x128x128xf32>) outs(%e16 : tensor<2x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x128xf16>
  %acc2 = tensor.empty() : tensor<2x128x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x128x128xf16>, tensor<2x128x64xf16>) outs(%fill2 : tensor<2x128x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x64xf32>
  %oe = tensor.empty() : tensor<2x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x128x64xf32>) outs(%oe : tensor<2x128x64xf16>) {
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
