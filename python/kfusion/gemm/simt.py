# kfusion.gemm.simt: the CUDA-core pieces: the scalar f32 epilogues, the tile prologue and
# kernel head the kernels share, the simt GEMM kernel, and the split-K sum kernel.
"""Epilogues, the simt kernel and the split-K sum kernel (`SplitKSum`)."""

import dataclasses
import math

from .config import EMULATED_FLAVOURS, SQRT_2_OVER_PI, Gemm, GemmConfigError
from .mlir import ELEMENT, SIZE, Body, ceil_div, memref, vector


def slice_k_offset(b, g, k_slice):
    """The first K index of split-K slice `k_slice` (SSA): k_slice K / S."""
    return b.mul(k_slice, g.k // g.split_k)


@dataclasses.dataclass
class SplitKSum:
    """The second kernel of a split-K GEMM (Gemm.split_k = S > 1): C[M, N] =
    epilogue(sum over z of W[z M + m, n]), W the f32 workspace [S M, N] (2 N with SwiGLU)
    the slices' kernel wrote. Tiled like the GEMM, so that a consumer's tile dependency
    on it is the GEMM's: block (x, y) sums output tile (x, y) (TM x TN; with SwiGLU its
    gate and up columns, 2 TN in W); threads (TN / V, R, 1), V = 8 outputs per thread (4
    with SwiGLU, which reads gate and up), R rows per pass (the largest divisor of TM up
    to 256 threads); each output the sum of its S partials in slice order (the same
    rounding at every run), through the epilogue, then converted to the output type."""
    gemm: Gemm
    threads_max: int = 256

    @property
    def name(self):
        return self.gemm.name + "_sum"

    @property
    def conv(self):
        return None

    @property
    def vec(self):
        return 4 if self.gemm.epilogue == "swiglu" else 8

    @property
    def slices(self):
        """The partial products a block adds: the GEMM's S."""
        return self.gemm.split_k

    @property
    def grid(self):
        g = self.gemm
        return (g.n // g.tile[1], g.m // g.tile[0], 1)

    @property
    def blocks(self):
        return self.grid[0] * self.grid[1]

    @property
    def block(self):
        tm, tn = self.gemm.tile[:2]
        tx = tn // self.vec
        return (tx, math.gcd(tm, max(1, self.threads_max // tx)), 1)

    @property
    def threads(self):
        return math.prod(self.block)

    smem_bytes = 0
    static_smem_bytes = 0

    @property
    def arg_types(self):
        g = self.gemm
        return [memref(g.workspace_shape, "f32"), g.arg_types[2]]

    def describe(self, shape=True):
        g = self.gemm
        return "%s sum of %d K slices %sthreads %s%s epilogue %s out %s" % (
            self.name, g.split_k, "%dx%d " % (g.m, g.n) if shape else "",
            "x".join(map(str, self.block)),
            " grid %s" % "x".join(map(str, self.grid[:2])) if shape else "", g.epilogue,
            g.out_dtype)

    def kernel_text(self):
        g = self.gemm
        tm, tn = g.tile[:2]
        vec, (_, ty_n, _) = self.vec, self.block
        swiglu = g.epilogue == "swiglu"
        w_t, c_t = self.arg_types
        odt = g.out_dtype
        b = Body()
        tx, ty, col_tile, row0 = _tile_prologue(b, tm)
        col = b.add(b.mul(col_tile, tn), b.mul(tx, vec))              # of C
        wcol = b.add(b.mul(col_tile, g.b_tile_n), b.mul(tx, vec))     # of W

        def partial_sum(r, col0):
            """[f32 x vec]: the S partials of row r (of the tile), columns col0 ...,
            added in slice order."""
            total = None
            for z in range(self.slices):
                v = b.op("vector.load %%W[%s, %s]%s : %s, %s" % (
                    b.idx(b.add(row0, r, z * g.m)), b.idx(col0), align(4 * vec), w_t,
                    vector([vec], "f32")), "w")
                elems = [b.op("vector.extract %s[%d] : f32 from %s" % (
                    v, e, vector([vec], "f32")), "p") for e in range(vec)]
                total = elems if total is None else [
                    b.op("arith.addf %s, %s : f32" % (t, e), "s") for t, e in zip(total, elems)]
            return total

        def align(nbytes):
            # Vector accesses at multiples of their size (rows and columns are multiples
            # of 8 elements): whole-vector loads and stores in PTX (the interpreter's
            # emul kernels carry none, as the GEMM's).
            return "" if g.flavour in EMULATED_FLAVOURS else \
                " {alignment = %d : i64}" % min(16, nbytes)

        for i in range(tm // ty_n):
            r = b.add(ty, ty_n * i)
            if swiglu:
                gate, up = partial_sum(r, wcol), partial_sum(r, b.add(wcol, tn))
                outs = [emit_swiglu(b, gv, uv) for gv, uv in zip(gate, up)]
            else:
                outs = [emit_epilogue(b, g.epilogue, v) for v in partial_sum(r, wcol)]
            if odt != "f32":
                outs = [b.op("arith.truncf %s : f32 to %s" % (o, ELEMENT[odt]), "o")
                        for o in outs]
            v = b.op("vector.from_elements %s : %s" % (", ".join(outs), vector([vec], odt)),
                     "cv")
            b.emit("vector.store %s, %%C[%s, %s]%s : %s, %s" % (
                v, b.idx(b.add(row0, r)), b.idx(col), align(SIZE[odt] * vec), c_t,
                vector([vec], odt)))
        b.emit("gpu.return")
        head = "    gpu.func @%s(%%W: %s, %%C: %s) kernel attributes {known_block_size = " \
            "array<i32: %d, %d, %d>} {" % ((self.name, w_t, c_t) + tuple(self.block))
        return head + "\n" + b.text() + "\n    }"


# ---------------------------------------------------------------------------------------
# Epilogues (scalar f32)
# ---------------------------------------------------------------------------------------

def emit_swiglu(b, gate, up):
    """silu(gate) * up = gate / (1 + exp(-gate)) * up, f32."""
    neg = b.op("arith.negf %s : f32" % gate, "ng")
    e = b.op("math.exp %s : f32" % neg, "e")
    den = b.op("arith.addf %s, %s : f32" % (e, b.const(1.0, "f32")), "den")
    silu = b.op("arith.divf %s, %s : f32" % (gate, den), "silu")
    return b.op("arith.mulf %s, %s : f32" % (silu, up), "swiglu")


def emit_epilogue(b, kind, x):
    """epilogue(x) for an f32 SSA value x (SwiGLU, which combines two, is emit_swiglu)."""
    if kind == "none":
        return x
    if kind == "relu":
        return b.op("arith.maximumf %s, %s : f32" % (x, b.const(0.0, "f32")), "relu")
    half = b.op("arith.mulf %s, %s : f32" % (x, b.const(0.5, "f32")), "half")
    if kind == "gelu_tanh":
        # 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        x2 = b.op("arith.mulf %s, %s : f32" % (x, x), "x2")
        poly = b.op("math.fma %s, %s, %s : f32" % (x2, b.const(SQRT_2_OVER_PI * 0.044715, "f32"),
                                                   b.const(SQRT_2_OVER_PI, "f32")), "poly")
        u = b.op("arith.mulf %s, %s : f32" % (x, poly), "u")
        t = b.op("math.tanh %s : f32" % u, "tanh")
    elif kind == "gelu_erf":
        u = b.op("arith.mulf %s, %s : f32" % (x, b.const(1.0 / math.sqrt(2.0), "f32")), "u")
        t = b.op("math.erf %s : f32" % u, "erf")
    else:
        raise GemmConfigError("unknown epilogue %r" % kind)
    return b.op("math.fma %s, %s, %s : f32" % (half, t, half), "gelu")


# ---------------------------------------------------------------------------------------
# simt
# ---------------------------------------------------------------------------------------

def _tile_prologue(b, tm):
    """Thread ids x, y, the column tile (block id x) and the first row of the block's
    row tile (block id y times TM): the start of the simt and sum kernels."""
    tx = b.op("gpu.thread_id x", "tx")
    ty = b.op("gpu.thread_id y", "ty")
    col_tile = b.op("gpu.block_id x", "col_tile")
    row_tile = b.op("gpu.block_id y", "row_tile")
    return tx, ty, col_tile, b.mul(row_tile, tm)


def _kernel_head(g, attributions=""):
    a, bt, c = g.kernel_arg_types
    return "    gpu.func @%s(%%A: %s, %%B: %s, %%C: %s)%s kernel attributes {known_block_size = " \
        "array<i32: %d, %d, %d>} {" % ((g.name, a, bt, c, attributions) + tuple(g.block))


def simt_kernel(g):
    tm, tn, tk = g.tile
    rm, rn = g.micro
    tx_n, ty_n = tn // rn, tm // rm
    a_t, b_t, c_t = g.arg_types
    as_t = memref((tm, tk), "f32", "wg")
    bs_t = memref((tk, tn), "f32", "wg")
    b = Body()
    tx, ty, col_tile, row0 = _tile_prologue(b, tm)
    col0 = b.mul(col_tile, tn)
    zero = b.const(0.0, "f32")
    n_acc = rm * rn
    kt, accs, results = b.for_(0, g.k_tiles, 1, [zero] * n_acc, ["f32"] * n_acc, "kt")
    k0 = b.mul(kt, tk)

    def stage(src, src_t, dst, dst_t, rows, cols, grow, gcol):
        """dst[r, c] = src[grow + r, gcol + c] for the rows x cols tile."""
        for i in range(ceil_div(rows, ty_n)):
            for j in range(ceil_div(cols, tx_n)):
                r = b.add(ty, ty_n * i)
                c = b.add(tx, tx_n * j)
                conds = []
                if ty_n * (i + 1) > rows:
                    conds.append(b.cmp_lt(r, rows))
                if tx_n * (j + 1) > cols:
                    conds.append(b.cmp_lt(c, cols))
                if conds:
                    cond = conds[0]
                    for extra in conds[1:]:
                        cond = b.op("arith.andi %s, %s : i1" % (cond, extra), "and")
                    b.if_(cond)
                gr, gc = b.idx(b.add(grow, r)), b.idx(b.add(gcol, c))
                v = b.op("memref.load %s[%s, %s] : %s" % (src, gr, gc, src_t), "g")
                b.emit("memref.store %s, %s[%s, %s] : %s" % (v, dst, b.idx(r), b.idx(c), dst_t))
                if conds:
                    b.end_if()
    stage("%A", a_t, "%As", as_t, tm, tk, row0, k0)
    stage("%B", b_t, "%Bs", bs_t, tk, tn, k0, col0)
    b.emit("gpu.barrier")
    kk, inner, inner_results = b.for_(0, tk, 1, accs, ["f32"] * n_acc, "kk")
    avals = [b.op("memref.load %%As[%s, %s] : %s" % (b.idx(b.add(ty, ty_n * i)), kk, as_t),
                  "a") for i in range(rm)]
    bvals = [b.op("memref.load %%Bs[%s, %s] : %s" % (kk, b.idx(b.add(tx, tx_n * j)), bs_t),
                  "b") for j in range(rn)]
    new = []
    for i in range(rm):
        for j in range(rn):
            new.append(b.op("math.fma %s, %s, %s : f32" % (avals[i], bvals[j],
                                                         inner[i * rn + j]), "acc"))
    b.end_for(new)
    b.emit("gpu.barrier")
    b.end_for(inner_results)
    for i in range(rm):
        for j in range(rn):
            v = emit_epilogue(b, g.epilogue, results[i * rn + j])
            r = b.idx(b.add(row0, ty, ty_n * i))
            c = b.idx(b.add(col0, tx, tx_n * j))
            b.emit("memref.store %s, %%C[%s, %s] : %s" % (v, r, c, c_t))
    b.emit("gpu.return")
    attrs = " workgroup(%%As : %s, %%Bs : %s)" % (as_t, bs_t)
    return _kernel_head(g, attrs) + "\n" + b.text() + "\n    }"
