# kfusion.gemm.config: the GEMM description (`Gemm`, `Conv`): flavours, tiles, warps, stages,
# epilogues, split-K, convolutions; derived shapes, grids and shared memory; `validate()`,
# which refuses a description the generator cannot emit with `GemmConfigError`.
"""The GEMM description and its checks (the kernels are in simt, mma and warpgroup)."""

import dataclasses
import math

from .mlir import SIZE, ceil_div, memref

FLAVOURS = ("simt", "mma", "emul", "wgmma", "wgemul")
#: Flavours that compute in f16 on the GPU (the others in f32, which kfusion-sim runs).
F16_FLAVOURS = ("mma", "wgmma")
#: Flavours on warpgroup MMA (wgmma.mma_async, sm_90a): a warpgroup per 64 tile rows.
WARPGROUP_FLAVOURS = ("wgmma", "wgemul")
#: Flavours that emulate the tensor-core operations for kfusion-sim.
EMULATED_FLAVOURS = ("emul", "wgemul")
#: Flavours with a convolution kernel (the implicit GEMM: mma.sync's, and its emulation).
CONV_FLAVOURS = ("mma", "emul")
#: The row of a warpgroup flavour's shared tiles: 128 bytes of f16 (the 128-byte swizzle).
WG_TK = 64
EPILOGUES = ("none", "relu", "gelu_tanh", "gelu_erf", "swiglu")
OUT_DTYPES = ("f16", "f32")
#: Shared memory a block may use on sm_90 (227 KiB opt-in).
MAX_SMEM = 227 * 1024
SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)


class GemmConfigError(ValueError):
    """A GEMM description that the generator cannot turn into a kernel; the message says
    which parameter and why."""


@dataclasses.dataclass(frozen=True)
class Conv:
    """The convolution of an implicit-GEMM kernel (module doc): batch, image H x W, filter
    R x S, zero padding pad (stride 1, output H x W), and the output buffer's guard rows
    before (out_guard, Gout) and after (out_tail) the pixel rows: the next convolution's
    in_guard and in_tail when it reads the output, 0 for the last."""
    batch: int
    h: int
    w: int
    r: int = 3
    s: int = 3
    pad: int = 1
    out_guard: int = 0
    out_tail: int = 0

    @property
    def pixels(self):
        """B H W: the real pixels (the rows of the GEMM before padding)."""
        return self.batch * self.h * self.w

    @property
    def rs(self):
        return self.r * self.s

    def shift(self, r, s):
        """Row offset of filter tap (r, s)'s input pixel from the output pixel's."""
        return (r - self.pad) * self.w + (s - self.pad)

    @property
    def in_guard(self):
        """G: rows before the input's first pixel row (-shift(0, 0))."""
        return self.pad * self.w + self.pad

    @property
    def in_tail(self):
        """Rows after the input's last (padded) pixel row: shift(R-1, S-1)."""
        return self.shift(self.r - 1, self.s - 1)

    def in_rows(self, m):
        """Rows of the input buffer for m (padded) pixel rows."""
        return self.in_guard + m + self.in_tail

    def out_rows(self, m):
        return self.out_guard + m + self.out_tail

    def describe(self):
        return "conv %dx%dx%d %dx%d pad %d" % (self.batch, self.h, self.w, self.r, self.s,
                                                self.pad)


@dataclasses.dataclass
class Gemm:
    """One GEMM kernel: C[M, N] = epilogue(A[M, K] x B[K, N]).

    flavour: 'simt', 'mma', 'emul', 'wgmma' or 'wgemul'. tile: (TM, TN, TK). warps: (WM,
    WN) (mma, emul; default 2 x 4; wgmma, wgemul: (TM / 16, 1), a warpgroup per 64 rows).
    micro: (RM, RN) outputs per thread (simt). stages: cp.async pipeline depth (mma,
    emul). epilogue: 'none', 'gelu_tanh', 'gelu_erf', or 'swiglu' (mma, emul): B is then
    [K, 2N], tile-interleaved: output column tile j (TN wide) is silu(A x B[:, 2j TN ...
    2j TN + TN)) * (A x B[:, 2j TN + TN ... 2 (j + 1) TN)); the block multiplies a TM x 2TN
    tile (its warps span 2TN columns) and combines the two halves in the epilogue.
    out_dtype: 'f16' or 'f32' (mma; default f16); simt and emul compute and store f32
    (kfusion-sim has no f16). conv: None (a GEMM), or a Conv (or the tuple of its
    fields): the kernel is then that convolution as an implicit GEMM (module doc) with M
    the pixel rows (B H W padded to TM), N the output channels, K = R S C (conv_gemm
    makes one from the convolution's sizes). split_k: S >= 1 (mma, emul; GEMMs): with
    S > 1 the GEMM is two kernels (module doc, "Split-K"): `name` multiplies a K / S
    slice per block (grid z = the slice) into an f32 workspace [S M, N], and `name`_sum
    (SplitKSum) adds the S partial tiles and applies the epilogue. reverse_k_from: R >= 0
    (tensor-core GEMMs): the blocks whose linear index (block id y times the grid's x plus
    block id x) is R or more run their k-tiles last to first, so that a block of a later
    wave starts on the slices of B the blocks before it read last, which the L2 cache may
    still hold (0: every block first to last). It changes only the order of the sum.
    unroll_k: U >= 1 (warpgroup flavours), "stages" (U = stages for the warpgroup
    flavours, 1 for the others) or "auto" (the default: "stages" where the stage count
    is not a power of two, else 1): the main loop over k-tiles unrolled U times, U a
    multiple of `stages`, so that every stage index in it is a constant (the k-tiles
    left over, (K / TK - STAGES + 2) mod U, follow unrolled too); 1: one k-tile per
    iteration, its stages computed modulo STAGES, which the back end may unroll or not.
    "auto" follows what was measured (H200, 2026-11-29, bench/results/
    2026-11-29-cusync-h200-unroll): ptxas left the 5- and 6-stage loops rolled (109 SASS
    instructions per k-tile against 46 unrolled) and unrolling them made the 128 x 128
    GEMMs 3% faster; it unrolled the 4-stage loop itself (67 per k-tile) and ours was
    no faster alone and 2% slower as the MLP's down GEMM."""
    name: str
    m: int
    n: int
    k: int
    flavour: str = "mma"
    tile: tuple = (128, 128, 32)
    warps: tuple = None
    micro: tuple = (4, 4)
    stages: int = 4
    epilogue: str = "none"
    out_dtype: str = None
    conv: Conv = None
    split_k: int = 1
    reverse_k_from: int = 0
    unroll_k: int = "auto"

    def __post_init__(self):
        self.tile = tuple(self.tile)
        if self.warps is None:
            # Warpgroup flavours: a warpgroup (4 warps) per 64 rows, spanning the tile's
            # columns; the others: 2 x 4 warps.
            wg = self.flavour in WARPGROUP_FLAVOURS and len(self.tile) == 3 and \
                isinstance(self.tile[0], int)
            self.warps = (max(1, self.tile[0] // 16), 1) if wg else (2, 4)
        self.warps = tuple(self.warps)
        self.micro = tuple(self.micro)
        if self.out_dtype is None:
            self.out_dtype = "f16" if self.flavour in F16_FLAVOURS else "f32"
        if self.unroll_k is None or self.unroll_k == "auto":
            self.unroll_k = "stages" if isinstance(self.stages, int) and \
                self.stages & (self.stages - 1) else 1
        if self.unroll_k == "stages":
            # As many k-tiles per iteration as the stages (any tiling's candidates).
            self.unroll_k = self.stages if self.flavour in WARPGROUP_FLAVOURS else 1
        if self.conv is not None and not isinstance(self.conv, Conv):
            try:
                self.conv = Conv(*self.conv)
            except TypeError as exc:
                raise GemmConfigError("gemm %s: conv %r is not (batch, H, W, R, S, pad, "
                                      "out_guard, out_tail): %s" % (self.name, self.conv, exc))
        self.validate()

    # -- parameters ----------------------------------------------------------------------
    @property
    def in_dtype(self):
        return "f16" if self.flavour in F16_FLAVOURS else "f32"

    @property
    def b_tile_n(self):
        """Columns of B a block multiplies: TN, or 2 TN with the SwiGLU epilogue."""
        return 2 * self.tile[1] if self.epilogue == "swiglu" else self.tile[1]

    @property
    def b_cols(self):
        """Columns of B: N, or 2 N (gate and up tiles interleaved) with SwiGLU."""
        return 2 * self.n if self.epilogue == "swiglu" else self.n

    @property
    def grid(self):
        """(column tiles, row tiles, K slices): the K slices are 1 without split-K."""
        return (self.n // self.tile[1], self.m // self.tile[0], self.split_k)

    @property
    def blocks(self):
        return self.grid[0] * self.grid[1] * self.grid[2]

    @property
    def block(self):
        tm, tn, tk = self.tile
        if self.flavour == "simt":
            return (tn // self.micro[1], tm // self.micro[0], 1)
        threads = 32 * self.warps[0] * self.warps[1]
        tnb = self.b_tile_n
        return (tk // 8, tnb // tk, threads // (tnb // 8))

    @property
    def threads(self):
        return math.prod(self.block)

    @property
    def k_tiles(self):
        return self.k // self.tile[2]

    @property
    def slice_k_tiles(self):
        """k-tiles a block multiplies: K / TK, or its K / S slice's with split-K."""
        return self.k_tiles // self.split_k

    @property
    def split(self):
        """Whether the GEMM is split along K (two kernels)."""
        return self.split_k > 1

    @property
    def stages_f32(self):
        """Whether the epilogue stages f32 in shared memory: SwiGLU's raw products, or a
        split-K slice's partial products."""
        return self.epilogue == "swiglu" or self.split

    @property
    def smem_bytes(self):
        """Dynamic shared memory of a block (0 for simt, whose tiles are workgroup
        attributions: static_smem_bytes)."""
        if self.flavour == "simt":
            return 0
        tm, tn, tk = self.tile
        tnb = self.b_tile_n
        esz, osz = SIZE[self.in_dtype], SIZE[self.out_dtype]
        pipeline = self.stages * (tm * tk + tk * tnb) * esz
        # SwiGLU and split-K slices stage raw f32 products; the others the results.
        staging = tm * (tnb + 8) * 4 if self.stages_f32 else tm * (tn + 8) * osz
        if self.flavour in WARPGROUP_FLAVOURS:
            # The pipeline starts at the first 1024-byte aligned address (the 128-byte
            # swizzle repeats every 8 rows of 128 bytes); the staging at the start.
            return max(self.align_pad + pipeline, staging)
        if self.conv is not None:
            # After both, the table of the threads' tap words (mma.mma_kernel).
            return self.mask_table_offset + self.mask_table_bytes
        return max(pipeline, staging)

    @property
    def align_pad(self):
        """Bytes reserved before a wgmma pipeline to align it to 1024 bytes (the
        dynamic shared memory is only 16-byte aligned); wgemul's emulated addresses start
        at 0."""
        return 1024 - 16 if self.flavour == "wgmma" else 0

    @property
    def a_copies(self):
        """16-byte chunks of the A tile a thread copies per k-tile (mma, emul): its rows."""
        bx, by, bz = self.block
        return ceil_div(self.tile[0], by * bz)

    @property
    def mask_table_offset(self):
        """Byte offset of a convolution's tap mask table in dynamic shared memory (after
        the pipeline and the epilogue's staging, 16-byte aligned)."""
        tm, tn, tk = self.tile
        esz, osz = SIZE[self.in_dtype], SIZE[self.out_dtype]
        pipeline = self.stages * (tm * tk + tk * self.b_tile_n) * esz
        return ceil_div(max(pipeline, tm * (tn + 8) * osz), 16) * 16

    @property
    def mask_table_bytes(self):
        """A word per filter tap and thread (bit i: the thread's A copy i is valid)."""
        return self.conv.rs * self.threads * 4

    @property
    def static_smem_bytes(self):
        tm, tn, tk = self.tile
        return (tm * tk + tk * tn) * 4 if self.flavour == "simt" else 0

    @property
    def channels(self):
        """C: input channels of a convolution (K = R S C)."""
        return self.k // self.conv.rs if self.conv is not None else None

    @property
    def flops(self):
        """2 M N K (a convolution: with the true pixel count B H W for M)."""
        rows = self.conv.pixels if self.conv is not None else self.m
        return 2 * rows * self.n * self.k

    @property
    def arg_shapes(self):
        """[(shape, dtype)] of A, B, C: [M, K], [K, N] (2 N with SwiGLU), [M, N]; a
        convolution's A is [G + M + T, C] and C [Gout + M + Tout, N] (module doc)."""
        if self.conv is not None:
            c = self.conv
            return [((c.in_rows(self.m), self.channels), self.in_dtype),
                    ((self.k, self.b_cols), self.in_dtype),
                    ((c.out_rows(self.m), self.n), self.out_dtype)]
        return [((self.m, self.k), self.in_dtype), ((self.k, self.b_cols), self.in_dtype),
                ((self.m, self.n), self.out_dtype)]

    @property
    def arg_types(self):
        return [memref(shape, dtype) for shape, dtype in self.arg_shapes]

    @property
    def workspace_shape(self):
        """The split-K workspace: [S M, N] (2 N with SwiGLU) f32, slice z's partial
        product at rows z M ... z M + M."""
        return (self.split_k * self.m, self.b_cols)

    @property
    def kernel_arg_types(self):
        """Types of the first kernel's %A, %B, %C: C is the workspace with split-K."""
        a, bt, c = self.arg_types
        return [a, bt, memref(self.workspace_shape, "f32") if self.split else c]

    def kernels(self):
        """The kernels the GEMM launches, in order: [self], or [self, SplitKSum] with
        split-K (self then being the slices' kernel)."""
        from .simt import SplitKSum
        return [self, SplitKSum(self)] if self.split else [self]

    def describe(self, shape=True):
        """One line: name, flavour, M x N x K (unless not shape), tile, warps or micro-tile,
        stages, threads, grid (unless not shape), epilogue, output type."""
        tm, tn, tk = self.tile
        s = "%s %s %stile %dx%dx%d" % (self.name, self.flavour, "%dx%dx%d " % (
            self.m, self.n, self.k) if shape else "", tm, tn, tk)
        if self.flavour == "simt":
            s += " micro %dx%d" % self.micro
        else:
            s += " warps %dx%d stages %d" % (self.warps[0], self.warps[1], self.stages)
            if self.split:
                s += " split-k %d" % self.split_k
            if self.reverse_k_from:
                s += " k reversed from block %d" % self.reverse_k_from
            if self.unroll_k > 1:
                s += " k unrolled %d" % self.unroll_k
        s += " threads %s%s epilogue %s out %s" % (
            "x".join(map(str, self.block)),
            " grid %s" % "x".join(map(str, self.grid[:3] if self.split else self.grid[:2]))
            if shape else "", self.epilogue,
            self.out_dtype)
        return s + (" " + self.conv.describe() if self.conv is not None else "")

    # -- validation ----------------------------------------------------------------------
    def validate(self):
        def bad(msg):
            raise GemmConfigError("gemm %s: %s" % (self.name, msg))
        if self.flavour not in FLAVOURS:
            bad("flavour %r is not one of %s" % (self.flavour, ", ".join(FLAVOURS)))
        if self.epilogue not in EPILOGUES:
            bad("epilogue %r is not one of %s" % (self.epilogue, ", ".join(EPILOGUES)))
        if self.out_dtype not in OUT_DTYPES:
            bad("out_dtype %r is not one of %s" % (self.out_dtype, ", ".join(OUT_DTYPES)))
        if self.flavour not in F16_FLAVOURS and self.out_dtype != "f32":
            bad("the %s flavour stores f32 (kfusion-sim interprets no f16); out_dtype %r" %
                (self.flavour, self.out_dtype))
        for label, v in (("M", self.m), ("N", self.n), ("K", self.k)):
            if not isinstance(v, int) or v <= 0:
                bad("%s = %r must be a positive integer" % (label, v))
        if len(self.tile) != 3 or not all(isinstance(t, int) and t > 0 for t in self.tile):
            bad("tile %r must be three positive integers (TM, TN, TK)" % (self.tile,))
        tm, tn, tk = self.tile
        if self.conv is not None:
            self._validate_conv(bad)
        for label, dim, t in (("M", self.m, tm), ("N", self.n, tn), ("K", self.k, tk)):
            if dim % t:
                bad("%s = %d is not a multiple of the tile's %d (pad %s to %d)" % (
                    label, dim, t, label, ceil_div(dim, t) * t))
        if self.flavour == "simt":
            self._validate_simt(bad)
        elif self.flavour in WARPGROUP_FLAVOURS:
            self._validate_warpgroup(bad)
        else:
            self._validate_mma(bad)
        self._validate_split(bad)
        r = self.reverse_k_from
        if not isinstance(r, int) or isinstance(r, bool) or r < 0:
            bad("reverse_k_from = %r must be an integer >= 0" % (r,))
        if r and (self.flavour == "simt" or self.conv is not None):
            bad("reverse_k_from = %d: reversed k-tiles are for the tensor-core GEMMs (not "
                "simt, not convolutions)" % r)
        u = self.unroll_k
        if not isinstance(u, int) or isinstance(u, bool) or u < 1:
            bad("unroll_k = %r must be an integer >= 1" % (u,))
        if u > 1 and self.flavour not in WARPGROUP_FLAVOURS:
            bad("unroll_k = %d: the unrolled main loop is the warpgroup flavours' (wgmma, "
                "wgemul)" % u)
        if u > 1 and u % self.stages:
            bad("unroll_k = %d must be a multiple of stages = %d (constant stage indices)"
                % (u, self.stages))

    def _validate_split(self, bad):
        s = self.split_k
        if not isinstance(s, int) or isinstance(s, bool) or s < 1:
            bad("split_k = %r must be an integer >= 1" % (s,))
        if s == 1:
            return
        if self.flavour == "simt":
            bad("split_k = %d: split-K needs a tensor-core flavour (mma, emul, wgmma, "
                "wgemul)" % s)
        if self.conv is not None:
            bad("split_k = %d: split-K is for GEMMs (a convolution's K loop runs over its "
                "channel tiles and taps)" % s)
        if self.k_tiles % s:
            bad("split_k = %d does not divide the K / TK = %d k-tiles" % (s, self.k_tiles))
        if self.slice_k_tiles < self.stages - 1:
            bad("split_k = %d leaves %d k-tiles per slice; %d stages need at least %d" % (
                s, self.slice_k_tiles, self.stages, self.stages - 1))

    def _validate_conv(self, bad):
        c = self.conv
        tm, tn, tk = self.tile
        if self.flavour not in CONV_FLAVOURS:
            bad("conv: the %s flavour has no convolution kernel (use %s)" % (
                self.flavour, " or ".join(CONV_FLAVOURS)))
        if self.epilogue == "swiglu":
            bad("conv: the swiglu epilogue is for GEMMs (its B tiles are interleaved)")
        for label, v, low in (("batch", c.batch, 1), ("H", c.h, 1), ("W", c.w, 1),
                              ("R", c.r, 1), ("S", c.s, 1), ("pad", c.pad, 0),
                              ("out_guard", c.out_guard, 0), ("out_tail", c.out_tail, 0)):
            if not isinstance(v, int) or isinstance(v, bool) or v < low:
                bad("conv %s = %r must be an integer >= %d" % (label, v, low))
        if c.pad > c.r - 1 or c.pad > c.s - 1:
            # Padding beyond the filter would read only outside the image on one side;
            # the guard rows after the image (R-1-pad) W + (S-1-pad) would be negative.
            bad("conv pad = %d must be at most R - 1 = %d and S - 1 = %d" % (
                c.pad, c.r - 1, c.s - 1))
        if self.k % c.rs:
            bad("conv: K = %d is not R x S = %d times the input channels" % (self.k, c.rs))
        channels = self.k // c.rs
        if channels % tk:
            # A k-step reads TK channels of one filter tap (r, s): C must split into
            # whole channel tiles.
            bad("conv: C = %d input channels is not a multiple of TK = %d (pad C to %d)" % (
                channels, tk, ceil_div(channels, tk) * tk))
        if self.m < c.pixels:
            bad("conv: M = %d rows cannot hold the B x H x W = %d pixels (M = %d padded "
                "to TM = %d)" % (self.m, c.pixels, ceil_div(c.pixels, tm) * tm, tm))

    def _validate_simt(self, bad):
        tm, tn, tk = self.tile
        if self.epilogue == "swiglu":
            bad("the swiglu epilogue needs a tensor-core flavour (mma, emul, wgmma, wgemul)")
        if len(self.micro) != 2 or not all(isinstance(r, int) and r > 0 for r in self.micro):
            bad("micro %r must be two positive integers (RM, RN)" % (self.micro,))
        rm, rn = self.micro
        if tm % rm or tn % rn:
            bad("micro-tile %dx%d does not divide the tile %dx%d" % (rm, rn, tm, tn))
        if self.threads > 1024:
            bad("%d threads per block (TM/RM x TN/RN) exceed 1024" % self.threads)
        if self.static_smem_bytes > 48 * 1024:
            bad("tiles need %d bytes of static shared memory (48 KiB at most)" %
                self.static_smem_bytes)

    def _validate_mma(self, bad):
        tm, tn, tk = self.tile
        if len(self.warps) != 2 or not all(isinstance(w, int) and w > 0 for w in self.warps):
            bad("warps %r must be two positive integers (WM, WN)" % (self.warps,))
        wm, wn = self.warps
        # With SwiGLU the block's B tile is 2 TN wide: the rules below apply to it.
        tnb, what = (self.b_tile_n, "2 TN") if self.epilogue == "swiglu" else (tn, "TN")
        if tk % 16 or tk & (tk - 1):
            bad("TK = %d must be a power of two and a multiple of 16 (the MMA's k)" % tk)
        if tnb % 64 or tnb % tk:
            bad("%s = %d must be a multiple of 64 and of TK = %d" % (what, tnb, tk))
        if tm % (16 * wm):
            bad("TM = %d must be a multiple of 16 x WM = %d" % (tm, 16 * wm))
        if tnb % (16 * wn):
            bad("%s = %d must be a multiple of 16 x WN = %d (ldmatrix.trans loads 16 "
                "columns)" % (what, tnb, 16 * wn))
        threads = 32 * wm * wn
        if threads > 1024:
            bad("%d warps (%d threads) exceed 1024 threads" % (wm * wn, threads))
        if threads % (tnb // 8):
            bad("%d threads cannot be shaped (TK/8, %s/TK, threads/(%s/8)): %s/8 = %d "
                "does not divide them" % (threads, what, what, what, tnb // 8))
        if not isinstance(self.stages, int) or self.stages < 2:
            bad("stages = %r must be an integer >= 2" % (self.stages,))
        if self.k_tiles < self.stages - 1:
            bad("K / TK = %d k-tiles; %d stages need at least %d" % (
                self.k_tiles, self.stages, self.stages - 1))
        if self.conv is not None and self.stages - 1 > self.conv.rs:
            # The copies run STAGES-1 k-steps ahead; at most one channel tile ahead keeps
            # the channel tile of every copy ct + a constant (no division by R S).
            bad("conv: stages = %d: STAGES - 1 = %d k-steps ahead exceed R x S = %d (the "
                "copies may run at most one channel tile ahead)" % (
                    self.stages, self.stages - 1, self.conv.rs))
        if self.smem_bytes > MAX_SMEM:
            bad("%d bytes of shared memory exceed the %d a block may have" % (
                self.smem_bytes, MAX_SMEM))

    def _validate_warpgroup(self, bad):
        tm, tn, tk = self.tile
        tnb, what = (self.b_tile_n, "2 TN") if self.epilogue == "swiglu" else (tn, "TN")
        if tk != WG_TK:
            bad("TK = %d: the %s flavour's shared rows are %d f16 (128 bytes, the "
                "128-byte swizzle)" % (tk, self.flavour, WG_TK))
        if tm % 64 or not 64 <= tm <= 256:
            bad("TM = %d must be 64, 128, 192 or 256 (a warpgroup per 64 rows)" % tm)
        if tnb % 64 or tnb > 256:
            bad("%s = %d must be a multiple of 64 up to 256 (the warpgroup MMA's N, in "
                "panels of 64 columns)" % (what, tnb))
        if self.warps != (tm // 16, 1):
            bad("warps %r: the %s flavour has a warpgroup per 64 rows, warps (%d, 1)" % (
                self.warps, self.flavour, tm // 16))
        threads = 2 * tm
        if tk % (threads // (tnb // 8)):
            # Thread z of the copy plan takes B rows z + bz i: bz must divide TK.
            bad("%d threads copy the B tile's %d-column rows %d at a time, which does not "
                "divide TK = %d" % (threads, tnb, threads // (tnb // 8), tk))
        regs = min(255, 65536 // threads)
        if tnb // 2 + 32 > regs:
            # ptxas fits one block of the declared size (.maxntid): 65536 / threads
            # registers, of which the accumulators take TNB / 2.
            bad("%s = %d: %d accumulator registers per thread leave fewer than 32 of the %d "
                "a block of %d threads may have" % (what, tnb, tnb // 2, regs, threads))
        if not isinstance(self.stages, int) or self.stages < 3:
            bad("stages = %r must be an integer >= 3 (STAGES - 2 k-tiles in flight while "
                "one is multiplied and one is read by the previous MMA group)" %
                (self.stages,))
        if self.k_tiles < self.stages - 2:
            bad("K / TK = %d k-tiles; %d stages need at least %d" % (
                self.k_tiles, self.stages, self.stages - 2))
        if self.smem_bytes > MAX_SMEM:
            bad("%d bytes of shared memory exceed the %d a block may have" % (
                self.smem_bytes, MAX_SMEM))

    # -- kernel text ---------------------------------------------------------------------
    def kernel_text(self):
        """The gpu.func (indented for a gpu.module body)."""
        from . import mma, simt, warpgroup
        if self.flavour == "simt":
            return simt.simt_kernel(self)
        if self.flavour in WARPGROUP_FLAVOURS:
            return warpgroup.wgmma_kernel(self)
        return mma.mma_kernel(self)
