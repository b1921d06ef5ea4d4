# Writes attention.mlir beside it (python3 attention.py): the attention
# programs of the fused attention tests, one function per case.
def contraction(L, res, loops, amap, bmap, ins, at, bt, init, out, e):
    """A batched contraction of two `e` tensors into f32, each operand extended in the
    body (torch-mlir's f16 matmul): `res` = sum over the last loop of `ins`."""
    L.append(f"  {res} = linalg.generic {{indexing_maps = [affine_map<{loops} -> {amap}>, {bmap}, affine_map<{loops} -> (b, m, n)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}} ins({ins} : {at}, {bt}) outs({init} : {out}) {{")
    L.append(f"  ^bb0(%a: {e}, %b: {e}, %c: f32):")
    L.append(f"    %a32 = arith.extf %a : {e} to f32")
    L.append(f"    %b32 = arith.extf %b : {e} to f32")
    L.append("    %p = arith.mulf %a32, %b32 : f32")
    L.append("    %t = arith.addf %c, %p : f32")
    L.append("    linalg.yield %t : f32")
    L.append(f"  }} -> {out}")


SWAP = ("affine_map<(a, b, c, d) -> (a, c, b, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>"
        "], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]")


def heads_copy(L, res, src, st, dt, e):
    """torch's transpose(1, 2) made contiguous: `res` [a, b, c, d] = `src` [a, c, b, d]."""
    L.append(f"  {res}e = tensor.empty() : {dt}")
    L.append(f"  {res} = linalg.generic {{indexing_maps = [{SWAP}}} ins({src} : {st}) outs({res}e : {dt}) {{")
    L.append(f"  ^bb0(%h: {e}, %w: {e}):")
    L.append(f"    linalg.yield %h : {e}")
    L.append(f"  }} -> {dt}")


def heads_prologue(L, heads, B, M, D, e):
    """Q, K and V [B, M, D] from projections of H = `heads[1]` interleaved heads
    ([B / H, M, H x D]): slices of one fused projection (GPT-2's c_attn) or three
    2-D projections [B / H x M, H x D] (BERT's), each copied heads first."""
    kind, H = heads
    Bo, HD = B // H, H * D
    sliced = f"tensor<{Bo}x{M}x{HD}x{e}>"
    four = f"tensor<{Bo}x{M}x{H}x{D}x{e}>"
    first = f"tensor<{Bo}x{H}x{M}x{D}x{e}>"
    for i, x in enumerate("qkv"):
        if kind == "fused":
            L.append(f"  %{x}s = tensor.extract_slice %qkv[0, 0, {i * HD}] [{Bo}, {M}, {HD}] [1, 1, 1] : tensor<{Bo}x{M}x{3 * HD}x{e}> to {sliced}")
            L.append(f"  %{x}x = tensor.expand_shape %{x}s [[0], [1], [2, 3]] output_shape [{Bo}, {M}, {H}, {D}] : {sliced} into {four}")
        else:
            L.append(f"  %{x}x = tensor.expand_shape %{x}2 [[0, 1], [2, 3]] output_shape [{Bo}, {M}, {H}, {D}] : tensor<{Bo * M}x{HD}x{e}> into {four}")
        heads_copy(L, f"%{x}t", f"%{x}x", four, first, e)
        L.append(f"  %{x} = tensor.collapse_shape %{x}t [[0, 1], [2], [3]] : {first} into tensor<{B}x{M}x{D}x{e}>")


def attention(name, B, M, N, D, DV, elem, k_rows, v_rows, score_f16, causal,
              mask_arg, fused_exp, out_cast, max_op="arith.maximumf", comment="",
              escape_max=False, iota_mask=False, heads=None):
    e = elem
    qt = f"tensor<{B}x{M}x{D}x{e}>"
    kt = f"tensor<{B}x{N}x{D}x{e}>" if k_rows else f"tensor<{B}x{D}x{N}x{e}>"
    vt = f"tensor<{B}x{N}x{DV}x{e}>" if v_rows else f"tensor<{B}x{DV}x{N}x{e}>"
    s32 = f"tensor<{B}x{M}x{N}xf32>"
    s16 = f"tensor<{B}x{M}x{N}x{e}>"
    r = f"tensor<{B}x{M}xf32>"
    o32 = f"tensor<{B}x{M}x{DV}xf32>"
    o16 = f"tensor<{B}x{M}x{DV}x{e}>"
    args = [f"%q: {qt}", f"%k: {kt}", f"%v: {vt}"]
    if heads:
        assert M == N and D == DV and k_rows and v_rows and out_cast
        Bo, H = B // heads[1], heads[1]
        if heads[0] == "fused":
            args = [f"%qkv: tensor<{Bo}x{M}x{3 * H * D}x{e}>"]
        else:
            args = [f"%{x}2: tensor<{Bo * M}x{H * D}x{e}>" for x in "qkv"]
    if mask_arg:
        args.append(f"%mask: tensor<{M}x{N}xi1>")
    ret = o16 if out_cast else o32
    if heads:
        ret = f"tensor<{Bo * M}x{H * DV}x{e}>"
    L = []
    L += [l for l in comment.strip().splitlines()]
    L.append(f"func.func @{name}({', '.join(args)}) -> " + (f"({ret}, {r})" if escape_max else ret) + " {")
    L.append("  %zero = arith.constant 0.0 : f32")
    L.append("  %ninf = arith.constant 0xFF800000 : f32")
    L.append(f"  %e32 = tensor.empty() : {s32}")
    L.append(f"  %e16 = tensor.empty() : {s16}")
    L.append(f"  %r = tensor.empty() : {r}")
    L.append(f"  %acc = linalg.fill ins(%zero : f32) outs(%e32 : {s32}) -> {s32}")
    if heads:
        heads_prologue(L, heads, B, M, D, e)
    kmap = "affine_map<(b, m, n, d) -> (b, n, d)>" if k_rows else "affine_map<(b, m, n, d) -> (b, d, n)>"
    contraction(L, "%s", "(b, m, n, d)", "(b, m, d)", kmap, "%q, %k", qt, kt, "%acc", s32, e)
    x = "%s"
    scale = 1.0 / (D ** 0.5)
    if score_f16:
        # GPT-2 as torch-mlir imports it: rounded to the input type, scaled there.
        L.append(f"  %s16 = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%s : {s32}) outs(%e16 : {s16}) {{")
        L.append(f"  ^bb0(%a: f32, %o: {e}):")
        L.append(f"    %t = arith.truncf %a : f32 to {e}")
        L.append(f"    %sc = arith.constant {D ** 0.5:.1f} : {e}")
        L.append(f"    %d = arith.divf %t, %sc : {e}")
        L.append(f"    linalg.yield %d : {e}")
        L.append(f"  }} -> {s16}")
        L.append(f"  %x = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%s16 : {s16}) outs(%e32 : {s32}) {{")
        L.append(f"  ^bb0(%a: {e}, %o: f32):")
        L.append(f"    %t = arith.extf %a : {e} to f32")
        L.append("    linalg.yield %t : f32")
        L.append(f"  }} -> {s32}")
        x = "%x"
    elif causal:
        L.append(f"  %x = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%s : {s32}) outs(%e32 : {s32}) {{")
        L.append("  ^bb0(%a: f32, %o: f32):")
        L.append("    %i = linalg.index 1 : index")
        L.append("    %j = linalg.index 2 : index")
        L.append("    %later = arith.cmpi ugt, %j, %i : index")
        L.append(f"    %sc = arith.constant {scale!r} : f32")
        L.append("    %t = arith.mulf %a, %sc : f32")
        L.append("    %masked = arith.select %later, %ninf, %t : f32")
        L.append("    linalg.yield %masked : f32")
        L.append(f"  }} -> {s32}")
        x = "%x"
    if iota_mask:
        # torch-mlir's causal mask: an iota, key - query, >= 1.
        L.append(f"  %ie = tensor.empty() : tensor<{M}xi64>")
        L.append(f"  %iota = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} outs(%ie : tensor<{M}xi64>) {{")
        L.append("  ^bb0(%o: i64):")
        L.append("    %i = linalg.index 0 : index")
        L.append("    %c = arith.index_cast %i : index to i64")
        L.append("    linalg.yield %c : i64")
        L.append(f"  }} -> tensor<{M}xi64>")
        L.append(f"  %de = tensor.empty() : tensor<{M}x{N}xi64>")
        L.append(f"  %diff = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%iota, %iota : tensor<{M}xi64>, tensor<{M}xi64>) outs(%de : tensor<{M}x{N}xi64>) {{")
        L.append("  ^bb0(%a: i64, %b: i64, %o: i64):")
        L.append("    %t = arith.subi %a, %b : i64")
        L.append("    linalg.yield %t : i64")
        L.append(f"  }} -> tensor<{M}x{N}xi64>")
        L.append(f"  %me = tensor.empty() : tensor<{M}x{N}xi1>")
        L.append(f"  %mask = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%diff : tensor<{M}x{N}xi64>) outs(%me : tensor<{M}x{N}xi1>) {{")
        L.append("  ^bb0(%a: i64, %o: i1):")
        L.append("    %one = arith.constant 1 : i64")
        L.append("    %t = arith.cmpi sge, %a, %one : i64")
        L.append("    linalg.yield %t : i1")
        L.append(f"  }} -> tensor<{M}x{N}xi1>")
    if mask_arg or iota_mask:
        L.append(f"  %xm = linalg.generic {{indexing_maps = [#mn, #id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%mask, {x} : tensor<{M}x{N}xi1>, {s32}) outs(%e32 : {s32}) {{")
        L.append("  ^bb0(%c: i1, %a: f32, %o: f32):")
        L.append("    %t = arith.select %c, %ninf, %a : f32")
        L.append("    linalg.yield %t : f32")
        L.append(f"  }} -> {s32}")
        x = "%xm"
    L.append(f"  %minit = linalg.fill ins(%ninf : f32) outs(%r : {r}) -> {r}")
    L.append(f"  %m = linalg.generic {{indexing_maps = [#id3, #row3], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins({x} : {s32}) outs(%minit : {r}) {{")
    L.append("  ^bb0(%a: f32, %o: f32):")
    L.append(f"    %t = {max_op} %a, %o : f32")
    L.append("    linalg.yield %t : f32")
    L.append(f"  }} -> {r}")
    if fused_exp:
        L.append(f"  %e = linalg.generic {{indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins({x}, %m : {s32}, {r}) outs(%e32 : {s32}) {{")
        L.append("  ^bb0(%a: f32, %b: f32, %o: f32):")
        L.append("    %t = arith.subf %a, %b : f32")
        L.append("    %u = math.exp %t : f32")
        L.append("    linalg.yield %u : f32")
        L.append(f"  }} -> {s32}")
    else:
        L.append(f"  %d = linalg.generic {{indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins({x}, %m : {s32}, {r}) outs(%e32 : {s32}) {{")
        L.append("  ^bb0(%a: f32, %b: f32, %o: f32):")
        L.append("    %t = arith.subf %a, %b : f32")
        L.append("    linalg.yield %t : f32")
        L.append(f"  }} -> {s32}")
        L.append(f"  %e = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%d : {s32}) outs(%e32 : {s32}) {{")
        L.append("  ^bb0(%a: f32, %o: f32):")
        L.append("    %t = math.exp %a : f32")
        L.append("    linalg.yield %t : f32")
        L.append(f"  }} -> {s32}")
    L.append(f"  %sinit = linalg.fill ins(%zero : f32) outs(%r : {r}) -> {r}")
    L.append(f"  %sum = linalg.generic {{indexing_maps = [#id3, #row3], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins(%e : {s32}) outs(%sinit : {r}) {{")
    L.append("  ^bb0(%a: f32, %o: f32):")
    L.append("    %t = arith.addf %a, %o : f32")
    L.append("    linalg.yield %t : f32")
    L.append(f"  }} -> {r}")
    L.append(f"  %pr = linalg.generic {{indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%e, %sum : {s32}, {r}) outs(%e32 : {s32}) {{")
    L.append("  ^bb0(%a: f32, %b: f32, %o: f32):")
    L.append("    %t = arith.divf %a, %b : f32")
    L.append("    linalg.yield %t : f32")
    L.append(f"  }} -> {s32}")
    L.append(f"  %p16 = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%pr : {s32}) outs(%e16 : {s16}) {{")
    L.append(f"  ^bb0(%a: f32, %o: {e}):")
    L.append(f"    %t = arith.truncf %a : f32 to {e}")
    L.append(f"    linalg.yield %t : {e}")
    L.append(f"  }} -> {s16}")
    L.append(f"  %acc2 = tensor.empty() : {o32}")
    L.append(f"  %fill2 = linalg.fill ins(%zero : f32) outs(%acc2 : {o32}) -> {o32}")
    vmap = "affine_map<(b, m, n, k) -> (b, k, n)>" if v_rows else "affine_map<(b, m, n, k) -> (b, n, k)>"
    contraction(L, "%o", "(b, m, n, k)", "(b, m, k)", vmap, "%p16, %v", s16, vt, "%fill2", o32, e)
    res = "%o"
    if out_cast:
        L.append(f"  %oe = tensor.empty() : {o16}")
        L.append(f"  %o16 = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%o : {o32}) outs(%oe : {o16}) {{")
        L.append(f"  ^bb0(%a: f32, %b: {e}):")
        L.append(f"    %t = arith.truncf %a : f32 to {e}")
        L.append(f"    linalg.yield %t : {e}")
        L.append(f"  }} -> {o16}")
        res = "%o16"
    if heads:
        # The heads back into the rows of a [B / H x M, H x DV] projection input.
        four = f"tensor<{Bo}x{H}x{M}x{DV}x{e}>"
        rows = f"tensor<{Bo}x{M}x{H}x{DV}x{e}>"
        L.append(f"  %oh = tensor.expand_shape %o16 [[0, 1], [2], [3]] output_shape [{Bo}, {H}, {M}, {DV}] : {o16} into {four}")
        heads_copy(L, "%ot", "%oh", four, rows, e)
        L.append(f"  %out = tensor.collapse_shape %ot [[0, 1], [2, 3]] : {rows} into {ret}")
        res = "%out"
    if escape_max:
        L.append(f"  return {res}, %m : {ret}, {r}")
    else:
        L.append(f"  return {res} : {ret}")
    L.append("}")
    return "\n".join(L) + "\n"

head = """// Attentions as front ends emit them (torch-mlir's softmax: a maximum,
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

"""
fs = [
 attention("attention_f16", 2, 128, 128, 64, 64, "f16", False, True, True, False, False, False, True,
   comment="// GPT-2 as torch-mlir imports it (K stored transposed by the heads-first\n// copy), without the mask: one warpgroup per 64 queries."),
 attention("attention_causal_bf16", 3, 192, 192, 64, 64, "bf16", True, False, False, True, False, True, False,
   max_op="arith.maxnumf",
   comment="// Causal from the indices, bf16, K [batch, keys, head], V [batch, head,\n// keys], exp(x - max) in one op, maxnumf, O left in f32."),
 attention("attention_mask_ragged", 2, 100, 72, 64, 64, "f16", True, True, False, False, True, False, True,
   comment="// A mask read from memory, 100 queries and 72 keys (the last key tile and\n// query block partial)."),
 attention("attention_wide_head", 1, 256, 128, 128, 128, "f16", False, True, False, True, False, False, True,
   comment="// A 128-wide head (LLaMA's), causal, two warpgroups per block."),
 attention("attention_max_escapes", 2, 128, 128, 64, 64, "f16", False, True, False, False, False, False, True,
   escape_max=True,
   comment="// The row maximum is also returned: not an attention the kernel takes\n// (the stitched kernels compute it)."),
 attention("attention_iota_mask", 2, 192, 192, 64, 64, "f16", False, True, True, False, False, False, True,
   iota_mask=True,
   comment="// GPT-2 as torch-mlir imports it, with its causal mask: an iota, key - query,\n// >= 1, read by the select; the kernel computes it from the indices (no\n// mask kernel, no loads) and skips the tiles it hides."),
 attention("attention_head_320", 1, 64, 64, 320, 64, "f16", True, True, False, False, False, False, True,
   comment="// A head 320 wide: its accumulators would not fit in registers; the\n// kernel refuses it (the GEMMs and the softmax stitched apart)."),
 attention("attention_heads_fused", 4, 128, 128, 64, 64, "f16", True, True, True, False, False, False, True,
   heads=("fused", 2),
   comment="// GPT-2's heads: Q, K and V slices of one projection [2, 128, 3 x 2 x 64],\n// each copied heads first, O copied back into [256, 128] rows: the kernel\n// reads the slices in place (strided rows) and writes the rows, no copies."),
 attention("attention_heads", 4, 96, 96, 64, 64, "f16", True, True, False, True, False, False, True,
   heads=("separate", 2),
   comment="// BERT's heads (causal here): three projections [192, 2 x 64], each copied\n// heads first, O copied back: read and written in place, ragged queries."),
 attention("attention_heads_one", 2, 128, 128, 64, 64, "f16", True, True, False, False, False, False, True,
   heads=("separate", 2),
   comment="// LLaMA's batch of one: the preparation drops the unit dimension (copies\n// [2, 128, 64] of [128, 2, 64]); read and written in place all the same."),
]
import pathlib
pathlib.Path(__file__).with_suffix(".mlir").write_text(head + "\n".join(fs))
