# csbench.gemm: a tiled GEMM generator in MLIR's standard GPU form (gpu.func kernels in a
# gpu.module, host launches in func.func @step). Five flavours from one description:
# 'simt' (f32, shared-memory tiles and register micro-tiles; runs on kfusion-sim), 'mma'
# (f16 in, f32 accumulate: nvgpu cp.async multi-stage pipeline, ldmatrix from swizzled
# shared memory, mma.sync m16n8k16; sm_80+), 'emul' (the mma kernel's exact code with
# the nvgpu ops emulated by loads, stores and warp shuffles in f32, so that kfusion-sim
# checks its tiling, swizzle and fragment indexing), 'wgmma' (f16 in, f32 accumulate:
# Hopper's warpgroup MMA, nvvm.wgmma.mma_async on shared-memory descriptors fed by a
# cp.async pipeline; sm_90a) and 'wgemul' (the wgmma kernel with wgmma emulated in f32,
# its descriptors decoded as the hardware does).
"""Tiled GEMM kernels C = epilogue(A x B) in MLIR, and host programs chaining them.

Layouts: A[M, K], B[K, N], C[M, N], all row-major, static shapes. One thread block
computes one TM x TN output tile: `gpu.block_id x` is the column tile (N / TN of them),
`gpu.block_id y` the row tile (M / TM). Every global-memory index is built from block ids,
thread ids, scf.for induction variables (constant bounds) and constants by arith.addi and
arith.muli by constants only; divisions and xors appear only in shared-memory indices and
warp shuffles. The body is straight-line code (scf.for / scf.if regions, barriers in
uniform control flow) ending in one gpu.return.

simt: threads (TN/RN, TM/RM, 1); each thread computes RM x RN outputs at rows
ty + (TM/RM) i and columns tx + (TN/RN) j; A and B tiles (TM x TK, TK x TN) staged in
workgroup attributions; two barriers per k-tile.

mma / emul: threads (TK/8, TN/TK, 32 WM WN / (TN/8)) = 32 WM WN threads, WM x WN warps,
each warp a (TM/WM) x (TN/WN) sub-tile of m16n8k16 MMAs (with SwiGLU, 2 TN for TN
throughout this paragraph). The three thread dimensions exist so that the global indices
need no division: with T = 32 WM WN threads, a thread's 16-byte chunk of the A tile is
chunk column tx of row ty + (TN/TK) tz + (T / (TK/8)) i (i counts the passes over the
tile's rows), of the B tile chunk column tx + (TK/8) ty of row tz + (T / (TN/8)) i, and of
the C tile the same as B's. Shared memory is dynamic (`gpu.dynamic_shared_memory` viewed
by memref.view): STAGES A tiles (TM x TK), then STAGES B tiles (TK x TN), each row's
16-byte chunks permuted by an XOR swizzle (chunk ^ f(row mod 8)) so that ldmatrix reads 8
rows without bank conflicts. The main loop: wait for the oldest group (cp.async.wait_group
STAGES-2), one barrier, issue k-tile kt+STAGES-1 into the stage computed last iteration,
compute stage kt mod STAGES (TK/16 steps of: ldmatrix.x4 per 16 rows of A,
ldmatrix.x4.trans per 16 columns of B, mma.sync); the last STAGES-1 k-tiles run unrolled
without loads. Epilogue: accumulators through the epilogue function, converted to the
output type, staged in shared memory (the pipeline's bytes, rows padded by 8 elements) and
stored row-contiguously, 8 elements (16 or 32 bytes) per thread and store. SwiGLU: B holds
gate and up column tiles interleaved (B[:, 2j TN ...) gate, B[:, (2j + 1) TN ...) up, for
output tile j); a block multiplies A by both (a TM x 2TN product), stages the f32
products, and each thread stores silu(gate) * up for 4 consecutive outputs.

Convolutions (mma, emul; `conv=Conv(...)`): an R x S convolution, stride 1, zero padding
pad, output H x W (the input's size when R = S = 2 pad + 1), as an implicit GEMM in NHWC:
C[pixel, k] = epilogue(sum over (r, s, c) of in[n, p + r - pad, q + s - pad, c] f[r, s, c,
k]), pixel m = (n H + p) W + q, out-of-image inputs 0. A (activations) is [G + M + T, C],
one row per pixel at row G + m, with G = pad W + pad guard rows before the image and T =
(R-1-pad) W + (S-1-pad) after the M (padded) pixel rows, so that the read of pixel m's
neighbour (r, s), row G + m + (r - pad) W + (s - pad), is inside the buffer for every m <
M; B (filter) is [R S C, Kout], row (r S + s) C + c; C is [Gout + M + Tout, Kout], pixel
m at row Gout + m (Gout, Tout: the next convolution's G and T when it reads C; 0 for the
last). The reduction runs over k-steps g = ct R S + (r S + s): channel tile ct (C / TK of
them) outermost, (r, s) innermost (cuSync's Conv2DTileSync order). K-step (ct, r, s) reads
the A tile rows row0 + i + G + (r - pad) W + (s - pad) (a constant offset per (r, s)),
columns ct TK + j, and the B tile rows (r S + s) C + ct TK + i. The main loop is an scf.for
over ct in [0, C/TK - 1) whose body is the R S k-steps of one channel tile unrolled; its
copies run STAGES-1 k-steps ahead (k-step ct R S + j + STAGES-1: channel tile ct + (j +
STAGES-1) / (R S), a constant, so every global index stays affine in ct: STAGES-1 <= R S);
the last channel tile follows the loop unrolled, draining the pipeline. Zero padding: each
thread's A rows are fixed, so before the loop it computes for every A row and tap (r, s)
whether the source pixel is in the image (p + r - pad in [0, H), q + s - pad in [0, W),
pixel m < B H W; the only divisions and remainders besides shared-memory indices and
shuffles), one i32 per tap with a bit per A row, kept in a shared-memory table [tap,
thread] after the pipeline's and the epilogue's bytes; a k-step loads its tap's word. mma
copies with cp.async's source size 8 or 0 (zero fill), emul under scf.if (zeros stored
otherwise). Guard and padding rows are never read as data.

Split-K (mma, emul GEMMs; Gemm.split_k = S > 1): two kernels. The first, grid (N / TN,
M / TM, S), is the kernel above with block z multiplying K slice [z K/S, (z + 1) K/S) (K
index z K/S + kt TK of its own k-tile kt) and storing its raw f32 products (2 TN columns
with SwiGLU), staged as SwiGLU's are, to rows z M + row of an f32 workspace W [S M, N]
(2 N). The second, SplitKSum `<name>_sum`, grid (N / TN, M / TM): block (x, y) adds the S
partials of output tile (x, y) in slice order (no atomics: the same result every run),
applies the epilogue (SwiGLU: silu(gate) * up of its gate and up columns) and stores the
output type, 8 (SwiGLU 4) outputs per thread. Tile (x, y) of C is written by block (x, y)
of the sum, so a consumer's tile dependency on a split GEMM is the same as on an unsplit
one; the workspace is a temporary of @step.

wgmma / wgemul: TK = 64 (a shared row is 128 bytes of f16: the 128-byte swizzle), a
warpgroup (128 threads) per 64 rows of the tile, each multiplying its 64 rows by the whole
TM x TNB tile's B (wgmma m64nTNBk16, TNB <= 256, four per k-tile); threads (8, TNB/64,
2 TM / (TNB/8)) with the mma flavour's copy plan (16-byte cp.async chunks; B's chunk tx of
panel ty). Shared memory: the A stages [STAGES][TM][64] then the B stages [STAGES][TNB/64
panels][64 k-rows][64], every 128-byte row's chunks XOR-ed with the row mod 8, from the first
1024-byte aligned address (wgmma computes the swizzle from address bits 4-9; the dynamic
shared memory is 16-byte aligned: align_pad bytes are reserved). Descriptors (64-bit: start
address, leading and stride byte offsets in 16-byte units, swizzle mode 128B): A K-major
(row-major A), stride byte offset 1024 (8 rows); B N-major (row-major B, wgmma's transposed
B), leading byte offset = a panel (64 x 128 bytes), stride byte offset 1024 (8 k-rows); the
k16 step adds 32 bytes (A) or 2048 (B) to the start. Pipeline (_wgmma_kernel): STAGES - 2
k-tiles in flight, one wgmma group pending across the barrier. The accumulator is an
!llvm.struct of TNB / 2 f32 per thread (wgmma's D layout) that the epilogue stages like the
mma flavour's. ptxas fits one block of the declared size (.maxntid): a block of 512
threads has 128 registers per thread, so TM = 256 takes TNB <= 128 (validate()).

Epilogues: none; relu max(x, 0); gelu_tanh 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715
x^3))); gelu_erf 0.5 x (1 + erf(x / sqrt 2)); swiglu (mma, emul) silu(g) u = g u / (1 +
exp(-g)).
"""

import dataclasses
import math

from .mlir import Body, ELEMENT, SIZE, WG, ceil_div, memref, vector

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
            # After both, the table of the threads' tap words (csbench.gemm._mma_kernel).
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
        if self.flavour == "simt":
            return _simt_kernel(self)
        if self.flavour in WARPGROUP_FLAVOURS:
            return _wgmma_kernel(self)
        return _mma_kernel(self)


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


def _simt_kernel(g):
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


# ---------------------------------------------------------------------------------------
# mma and emul
# ---------------------------------------------------------------------------------------

def swizzle_key(b, row, chunks_per_row):
    """The XOR key of a shared-memory row: chunk' = chunk ^ key(row). Depends on row mod 8
    only: 8 consecutive rows read at one logical chunk land on 8 distinct 16-byte bank
    groups (with 128-byte rows: row mod 8; 64-byte rows, two per 128 bytes: (row / 2) mod
    4; 32-byte rows: (row / 4) mod 2)."""
    if chunks_per_row >= 8:
        return b.remui(row, 8)
    return b.remui(b.divui(row, 8 // chunks_per_row), chunks_per_row)


class _NVGPU:
    """The real thing: nvgpu ops on f16, vector<2x2xf32> accumulators."""
    acc_type = "vector<2x2xf32>"
    acc_count = 1

    def __init__(self, b, g):
        self.b, self.g = b, g
        self.zero = None

    def zero_acc(self):
        if self.zero is None:
            self.zero = self.b.op("arith.constant dense<0.0> : vector<2x2xf32>", "zero")
        return [self.zero]

    def copy(self, src, src_t, sidx, dst, dst_t, didx):
        return self.b.op("nvgpu.device_async_copy %s[%s], %s[%s], 8 {bypassL1} : %s to %s" % (
            src, ", ".join(map(self.b.idx, sidx)), dst, ", ".join(map(self.b.idx, didx)),
            src_t, dst_t), "cp")

    def copy_masked(self, src, src_t, sidx, dst, dst_t, didx, valid):
        """The copy with cp.async's source size valid ? 8 : 0: invalid chunks are zero
        filled without reading the source."""
        b = self.b
        n = b.op("arith.select %s, %s, %s : index" % (valid, b.const(8), b.const(0)), "srcn")
        return b.op("nvgpu.device_async_copy %s[%s], %s[%s], 8, %s {bypassL1} : %s to %s" % (
            src, ", ".join(map(b.idx, sidx)), dst, ", ".join(map(b.idx, didx)), n, src_t,
            dst_t), "cp")

    def conv_setup(self):
        """Nothing: copy_masked's constants are hoisted by the Body."""

    def commit(self, tokens):
        return self.b.op("nvgpu.device_async_create_group %s" % ", ".join(tokens), "group")

    def wait(self, token, pending):
        self.b.emit("nvgpu.device_async_wait %s {numGroups = %d : i32}" % (token, pending))

    def ldmatrix(self, mem, mem_t, idx, transpose):
        return self.b.op("nvgpu.ldmatrix %s[%s] {numTiles = 4 : i32, transpose = %s} : %s -> "
                         "vector<4x2xf16>" % (mem, ", ".join(map(self.b.idx, idx)),
                                              "true" if transpose else "false", mem_t), "frag")

    def a_fragment(self, frag):
        return frag

    def b_fragments(self, frag):
        """The x4.trans load's two 16x8 B fragments (registers 0-1 and 2-3)."""
        b = self.b
        out = []
        for half in range(2):
            v = b.op("arith.constant dense<0.0> : vector<2x2xf16>", "bz")
            for r in range(2):
                row = b.op("vector.extract %s[%d] : vector<2xf16> from vector<4x2xf16>" % (
                    frag, 2 * half + r), "brow")
                v = b.op("vector.insert %s, %s[%d] : vector<2xf16> into vector<2x2xf16>" % (
                    row, v, r), "bfrag")
            out.append(v)
        return out

    def mma(self, a, bfrag, acc):
        return [self.b.op("nvgpu.mma.sync (%s, %s, %s) {mmaShape = [16, 8, 16]} : "
                          "(vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> "
                          "vector<2x2xf32>" % (a, bfrag, acc[0]), "d")]

    def acc_elements(self, acc):
        """[[c(h, j)]]: h = 0 rows g, h = 1 rows g + 8; j = columns 2t + j."""
        b = self.b
        out = []
        for h in range(2):
            row = b.op("vector.extract %s[%d] : vector<2xf32> from vector<2x2xf32>" % (
                acc[0], h), "crow")
            out.append([b.op("vector.extract %s[%d] : f32 from vector<2xf32>" % (row, j), "c")
                        for j in range(2)])
        return out


class _Emulated:
    """The same operations on f32 for kfusion-sim: copies as vector loads and stores,
    ldmatrix and mma.sync by warp shuffles following the PTX fragment layouts
    (m16n8k16: a_r holds rows g (+8 for r odd), columns 2t (+8 for r >= 2); b_r rows 2t
    (+8 for r = 1), column g; c_h rows g (+8 for h = 1), columns 2t; g = lane / 4,
    t = lane mod 4). Fragments are lists of scalars (register-major)."""
    acc_type = "f32"
    acc_count = 4

    def __init__(self, b, g):
        self.b, self.g = b, g
        self.lane_ctx = None

    def setup(self, lane, gq, tq):
        """Per-lane shuffle sources, computed once."""
        b = self.b

        def i32(v):
            return b.op("arith.index_cast %s : index to i32" % b.idx(v), "l32")
        self.width = b.const(32, "i32")
        self.gq, self.tq = gq, tq
        # ldmatrix (non-transposed): matrix i's row for this lane comes from lane 8i + g.
        self.src_nt = [i32(b.add(gq, 8 * i)) for i in range(4)]
        # ldmatrix.trans: matrix i, element e comes from the row of lane 8i + 2t + e.
        self.src_t = [[i32(b.lin((tq, 2), offset=8 * i + e)) for e in range(2)]
                      for i in range(4)]
        # mma: A(g + 8h, 8q + 2t' + e) is lane 4g + t''s a_{h+2q}[e];
        # B(8q + 2t' + e, 2t + j) is lane 4(2t + j) + t''s b_q[e].
        self.src_a = [i32(b.lin((gq, 4), offset=tp)) for tp in range(4)]
        self.src_b = [[i32(b.lin((tq, 8), offset=4 * j + tp)) for tp in range(4)]
                      for j in range(2)]
        # ldmatrix (non-transposed): this lane's elements of a row are 2t and 2t + 1.
        self.col_nt = [b.lin((tq, 2), offset=e) for e in range(2)]

    def _shuffle(self, value, src, type_):
        name = self.b.fresh("sh")
        self.b.emit("%s, %s_ok = gpu.shuffle idx %s, %s, %s : %s" % (
            name, name, value, src, self.width, type_))
        return name

    def zero_acc(self):
        z = self.b.const(0.0, "f32")
        return [z] * 4

    def copy(self, src, src_t, sidx, dst, dst_t, didx):
        b = self.b
        v = b.op("vector.load %s[%s] : %s, vector<8xf32>" % (
            src, ", ".join(map(b.idx, sidx)), src_t), "cpv")
        b.emit("vector.store %s, %s[%s] : %s, vector<8xf32>" % (
            v, dst, ", ".join(map(b.idx, didx)), dst_t))
        return None

    def conv_setup(self):
        """The zeros masked copies store (defined in the entry block, before any region)."""
        self.zero8 = self.b.op("arith.constant dense<0.0> : vector<8xf32>", "zero8")

    def copy_masked(self, src, src_t, sidx, dst, dst_t, didx, valid):
        """The copy when `valid`, else zeros (the source is not read)."""
        b = self.b
        b.if_(valid)
        self.copy(src, src_t, sidx, dst, dst_t, didx)
        b.else_()
        b.emit("vector.store %s, %s[%s] : %s, vector<8xf32>" % (
            self.zero8, dst, ", ".join(map(b.idx, didx)), dst_t))
        b.end_if()
        return None

    def commit(self, tokens):
        return None

    def wait(self, token, pending):
        pass

    def ldmatrix(self, mem, mem_t, idx, transpose):
        """Returns the 8 scalars (4 matrices x 2) this lane receives."""
        b = self.b
        *lead, row, col = idx
        row32 = b.op("arith.index_cast %s : index to i32" % b.idx(row), "r32")
        col32 = b.op("arith.index_cast %s : index to i32" % b.idx(col), "c32")
        lead = [b.idx(x) for x in lead]
        out = []
        for i in range(4):
            for e in range(2):
                src = self.src_t[i][e] if transpose else self.src_nt[i]
                if transpose or e == 0:
                    r = b.op("arith.index_cast %s : i32 to index" %
                             self._shuffle(row32, src, "i32"), "rr")
                    c = b.op("arith.index_cast %s : i32 to index" %
                             self._shuffle(col32, src, "i32"), "cc")
                cc = b.add(c, self.gq if transpose else self.col_nt[e])
                out.append(b.op("memref.load %s[%s] : %s" % (
                    mem, ", ".join(lead + [b.idx(r), b.idx(cc)]), mem_t), "ld"))
        return out

    def a_fragment(self, frag):
        return frag

    def b_fragments(self, frag):
        return [frag[0:4], frag[4:8]]

    def mma(self, a, bfrag, acc):
        """acc (c00, c01, c10, c11) + A x B for this lane's four elements."""
        b = self.b
        avals = {}   # (h, k) -> A(g + 8h, k)
        for h in range(2):
            for q in range(2):
                for tp in range(4):
                    for e in range(2):
                        avals[(h, 8 * q + 2 * tp + e)] = self._shuffle(
                            a[(h + 2 * q) * 2 + e], self.src_a[tp], "f32")
        bvals = {}   # (k, j) -> B(k, 2t + j)
        for q in range(2):
            for tp in range(4):
                for e in range(2):
                    for j in range(2):
                        bvals[(8 * q + 2 * tp + e, j)] = self._shuffle(
                            bfrag[q * 2 + e], self.src_b[j][tp], "f32")
        out = []
        for h in range(2):
            for j in range(2):
                c = acc[2 * h + j]
                for k in range(16):
                    c = b.op("math.fma %s, %s, %s : f32" % (avals[(h, k)], bvals[(k, j)], c),
                             "d")
                out.append(c)
        return out

    def acc_elements(self, acc):
        return [[acc[0], acc[1]], [acc[2], acc[3]]]


def _pipeline_loop(b, ops, flatten, unflatten, acc, token, iters, name):
    """Opens the scf.for of a cp.async pipeline over `iters` iterations carrying the
    accumulators and, when there is one, the newest group token. Returns (induction
    variable, accumulators in the loop, token in the loop or None, close), close(acc,
    token) ending the loop and returning (accumulators, token) after it."""
    inits = flatten(acc)
    types = [ops.acc_type] * len(inits)
    carry = token is not None
    if carry:
        inits.append(token)
        types.append("!nvgpu.device.async.token")
    iv, args, results = b.for_(0, iters, 1, inits, types, name)

    def close(acc, tok):
        b.end_for(flatten(acc) + ([tok] if carry else []))
        return (unflatten(results[:len(results) - carry]),
                results[-1] if carry else None)
    return iv, unflatten(args[:len(args) - carry]), args[-1] if carry else None, close


def _gemm_main_loop(g, b, ops, issue, compute, flatten, unflatten, acc):
    """The GEMM's pipeline: prologue, scf.for over k-tiles, the last STAGES-1 k-tiles
    unrolled; returns the accumulators."""
    stages = g.stages
    # Prologue: k-tiles 0 .. stages-2 into stages 0 .. stages-2.
    token = None
    for s in range(stages - 1):
        token = issue(s, s) or token
    main_iters = g.slice_k_tiles - (stages - 1)
    if main_iters > 0:
        kt, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                             main_iters, "kt")
        if tok is not None:
            ops.wait(tok, stages - 2)
        b.emit("gpu.barrier")
        stage = b.remui(kt, stages)
        new_token = issue(b.add(kt, stages - 1), b.remui(b.add(kt, stages - 1), stages))
        cur = compute(stage, cur)
        acc, token = close(cur, new_token)
    # The last stages-1 k-tiles: nothing left to load.
    for j in range(stages - 1):
        kt_static = g.slice_k_tiles - (stages - 1) + j
        if token is not None:
            ops.wait(token, stages - 2 - j)
        b.emit("gpu.barrier")
        acc = compute(kt_static % stages, acc)
    return acc


def _conv_tap_valid(b, conv, pixel):
    """[i1 per filter tap r S + s]: output pixel `pixel` (an SSA index) reads an input
    pixel of the image at tap (r, s): pixel < B H W, 0 <= p + r - pad < H and 0 <= q + s -
    pad < W, q = pixel mod W, p = (pixel / W) mod H. One unsigned compare per bound pair:
    p + r - pad below 0 wraps to a huge unsigned value."""
    q = b.remui(pixel, conv.w)
    p = b.remui(b.divui(pixel, conv.w), conv.h)
    inrange = b.cmp_lt(pixel, conv.pixels)
    rows = [None if r == conv.pad else b.cmp_lt(b.add(p, r - conv.pad), conv.h)
            for r in range(conv.r)]
    cols = [None if s == conv.pad else b.cmp_lt(b.add(q, s - conv.pad), conv.w)
            for s in range(conv.s)]
    out = []
    for r in range(conv.r):
        for s in range(conv.s):
            valid = inrange
            for cond in (rows[r], cols[s]):
                if cond is not None:
                    valid = b.op("arith.andi %s, %s : i1" % (valid, cond), "ok")
            out.append(valid)
    return out


def _conv_main_loop(g, b, ops, issue_conv, compute, flatten, unflatten, acc):
    """The convolution's pipeline over k-steps g = ct RS + tap (module doc): prologue
    (k-steps 0 .. STAGES-2, channel tile 0), scf.for over channel tiles ct in [0, CT-1)
    with the RS k-steps of ct unrolled (k-step ct RS + j issues ct RS + j + STAGES-1:
    channel tile ct + (j + STAGES-1) / RS, tap (j + STAGES-1) mod RS), then the last
    channel tile unrolled, issuing only k-steps < CT RS and waiting for fewer pending
    groups as the pipeline drains. Returns the accumulators."""
    stages, tk = g.stages, g.tile[2]
    rs, ct_n = g.conv.rs, g.channels // tk
    steps = ct_n * rs
    token = None
    for step in range(stages - 1):      # stages - 1 <= RS: all in channel tile 0
        token = issue_conv(0, step, step) or token
    if ct_n > 1:
        ct, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                             ct_n - 1, "ct")
        carry_token = tok is not None
        kbase = b.mul(ct, rs)       # the k-step of tap 0 of channel tile ct
        c0 = b.mul(ct, tk)          # its first channel
        for j in range(rs):
            if carry_token:
                ops.wait(tok, stages - 2)
            b.emit("gpu.barrier")
            ahead = j + stages - 1
            # The stage of a k-step is its number mod STAGES: a constant when STAGES
            # divides RS (programs.conv_default_config prefers such STAGES: computed
            # stages cost the 128 x 128 kernel registers and spills), else a remui.
            if rs % stages == 0:
                stage_next, stage = ahead % stages, j % stages
            else:
                stage_next = b.remui(b.add(kbase, ahead), stages)
                stage = b.remui(b.add(kbase, j), stages)
            new_token = issue_conv(b.add(c0, (ahead // rs) * tk), ahead % rs, stage_next)
            if carry_token:
                tok = new_token
            cur = compute(stage, cur)
        acc, token = close(cur, tok)
    # The last channel tile: issue what is left, then drain.
    for j in range(rs):
        step = (ct_n - 1) * rs + j
        if token is not None:
            # Issued so far: k-steps up to min(step + STAGES-2, steps - 1); k-step `step`
            # must be complete.
            ops.wait(token, min(stages - 2, steps - 1 - step))
        b.emit("gpu.barrier")
        ahead = step + stages - 1
        if ahead < steps:
            token = issue_conv((ahead // rs) * tk, ahead % rs, ahead % stages) or token
        acc = compute(step % stages, acc)
    return acc


def _copy_plan(b, g, tx, ty, tz, row0, col0_b, b_dst):
    """The global -> shared copies of a k-tile, 16 bytes (8 elements) each, for threads
    (TK/8, TNB/TK, T/(TNB/8)) (Gemm.block): the A tile's row ty + by tz + (by bz) i, chunk
    tx, at shared row r, chunk tx ^ swizzle_key(r); the B tile's row tz + bz i, chunk
    `chunk_b` = tx + bx ty, at b_dst(r, chunk_b) (the flavour's layout). Returns
    (a_copies, b_copies, chunk_b), a copy being (global row, global column (the k offset
    added per k-tile), shared row, shared index without the stage, guard: whether the
    pass runs past the tile's rows)."""
    tm, tn, tk = g.tile
    bx, by, bz = g.block
    a_copies, b_copies = [], []
    rows_per_pass_a = by * bz
    for i in range(ceil_div(tm, rows_per_pass_a)):
        r = b.lin((ty, 1), (tz, by), offset=rows_per_pass_a * i)
        guard = rows_per_pass_a * (i + 1) > tm
        dcol = b.mul(b.xori(tx, swizzle_key(b, r, tk // 8)), 8)
        a_copies.append((b.add(row0, r), b.mul(tx, 8), r, (r, dcol), guard))
    chunk_b = b.lin((tx, 1), (ty, bx))
    for i in range(ceil_div(tk, bz)):
        r = b.add(tz, bz * i)
        guard = bz * (i + 1) > tk
        didx = b_dst(r, chunk_b)
        b_copies.append((r, b.add(col0_b, b.mul(chunk_b, 8)), r, didx, guard))
    return a_copies, b_copies, chunk_b


def _tensor_tile_prologue(b, g):
    """The start of the tensor-core kernels: thread ids x, y, z, the tile's first row
    (block id y times TM), first column of C (block id x times TN) and of B (times TNB),
    and with split-K the slice's first K index and first workspace row (block z
    multiplies the K slice [z K/S, (z + 1) K/S) and stores its partial product at
    workspace rows z M + row0 ...; both None without)."""
    tm, tn = g.tile[:2]
    tx = b.op("gpu.thread_id x", "tx")
    ty = b.op("gpu.thread_id y", "ty")
    tz = b.op("gpu.thread_id z", "tz")
    col_tile = b.op("gpu.block_id x", "col_tile")
    row_tile = b.op("gpu.block_id y", "row_tile")
    row0 = b.mul(row_tile, tm)
    col0 = b.mul(col_tile, tn)
    col0_b = b.mul(col_tile, g.b_tile_n)
    k_base = ws_row0 = None
    if g.split:
        k_slice = b.op("gpu.block_id z", "k_slice")
        k_base = slice_k_offset(b, g, k_slice)
        ws_row0 = b.add(b.mul(k_slice, g.m), row0)
    # Gemm.reverse_k_from: whether this block runs its k-tiles last to first (read by
    # _issue_k_tile through the body, which is this kernel's alone).
    b.k_reversed = None
    if g.reverse_k_from:
        linear = b.add(b.mul(row_tile, g.grid[0]), col_tile)
        b.k_reversed = b.op("arith.cmpi uge, %s, %s : index" % (
            linear, b.const(g.reverse_k_from)), "krev")
    return tx, ty, tz, row0, col0, col0_b, k_base, ws_row0


def _place_copy(b, g, tokens, copy, guard, srow, rows, why):
    """Emits `copy()` (a global -> shared copy; returns its cp.async token or None), under
    `scf.if srow < rows` when the pass runs past the tile's rows (`guard`): only the
    emulated flavours' copies, which have no token, may be guarded (a token cannot come
    out of an scf.if); a guarded cp.async is refused, `why` saying what to change."""
    if guard:
        b.if_(b.cmp_lt(srow, rows))
    t = copy()
    if guard:
        b.end_if()
        if t is not None:
            raise GemmConfigError("gemm %s: a guarded cp.async (%s) is not supported; %s" % (
                g.name, why[0], why[1]))
    elif t is not None:
        tokens.append(t)


def _issue_k_tile(b, g, ops, a_plan, b_plan, k_tile, stage, k_base=None):
    """The copies of k-tile `k_tile` (SSA or int; of the block's K slice, starting at
    k_base, with split-K) into `stage`, plans (copies of _copy_plan, shared view, its
    type) for A and B; returns the group token. A pass that runs past the tile's rows is
    guarded (the emulated flavours only: cp.async tokens cannot come out of an scf.if)."""
    tm, tn, tk = g.tile
    bx, by, bz = g.block
    a_t, b_t = g.kernel_arg_types[:2]
    if getattr(b, "k_reversed", None) is not None:
        # Gemm.reverse_k_from: k-tile k of the slice is its k-tile (k-tiles - 1 - k).
        last = b.op("arith.subi %s, %s : index" % (
            b.const(g.slice_k_tiles - 1), b.idx(k_tile)), "krt")
        k_tile = b.op("arith.select %s, %s, %s : index" % (
            b.k_reversed, last, b.idx(k_tile)), "kt")
    k0 = b.mul(k_tile, tk)
    if k_base is not None:
        k0 = b.add(k0, k_base)
    tokens = []
    for (copies, dst, dst_t), src, src_t, rows, is_a in (
            (a_plan, "%A", a_t, tm, True), (b_plan, "%B", b_t, tk, False)):
        for grow, gcol, srow, didx, guard in copies:
            sidx = (grow, b.add(gcol, k0)) if is_a else (b.add(grow, k0), gcol)
            _place_copy(b, g, tokens, lambda: ops.copy(src, src_t, sidx, dst, dst_t,
                                                       (stage,) + didx),
                        guard, srow, rows,
                        ("tile rows not a multiple of the threads' rows per pass",
                         "use TM a multiple of %d and TK of %d" % (by * bz, bz)))
    return ops.commit(tokens)


def _mma_kernel(g):
    tm, tn, tk = g.tile
    tnb = g.b_tile_n          # B columns per block: tn, or 2 tn (SwiGLU)
    wm_n, wn_n = g.warps
    wtm, wtn = tm // wm_n, tnb // wn_n
    mi_n, ni_n = wtm // 16, wtn // 8
    stages = g.stages
    bx, by, bz = g.block
    dt = g.in_dtype
    esz = SIZE[dt]
    a_t, b_t, c_t = g.kernel_arg_types
    as_t = memref((stages, tm, tk), dt, "wg")
    bs_t = memref((stages, tk, tnb), dt, "wg")
    dyn_t = "memref<?xi8, %s>" % WG
    b = Body()
    ops = _NVGPU(b, g) if g.flavour == "mma" else _Emulated(b, g)

    tx, ty, tz, row0, col0, col0_b, k_base, ws_row0 = _tensor_tile_prologue(b, g)
    smem = b.op("gpu.dynamic_shared_memory : %s" % dyn_t, "smem")
    a_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.const(0), dyn_t, as_t), "As")
    b_s = b.op("memref.view %s[%s][] : %s to %s" % (
        smem, b.const(stages * tm * tk * esz), dyn_t, bs_t), "Bs")

    # Warp and lane (shared-memory indexing and shuffles only).
    lin = b.lin((tx, 1), (ty, bx), (tz, bx * by))
    warp = b.divui(lin, 32)
    lane = b.remui(lin, 32)
    wm = b.divui(warp, wn_n)
    wn = b.remui(warp, wn_n)
    gq = b.divui(lane, 4)
    tq = b.remui(lane, 4)
    lrow = b.remui(lane, 16)
    lhalf = b.divui(lane, 16)
    if isinstance(ops, _Emulated):
        ops.setup(lane, gq, tq)

    cpr_a, cpr_b = tk // 8, tnb // 8
    rows_per_pass_a = by * bz
    a_copies, b_copies, chunk_b = _copy_plan(
        b, g, tx, ty, tz, row0, col0_b,
        lambda r, chunk: (r, b.mul(b.xori(chunk, swizzle_key(b, r, cpr_b)), 8)))
    conv = g.conv
    if conv is not None:
        # Once, before the loop: which of a thread's A copies (each a fixed pixel row)
        # read an image pixel at filter tap (r, s), a bit per copy in the word of the tap.
        # The words wait in shared memory (a table [tap, thread]; each thread reads its
        # own) and a k-step loads its tap's: held in registers across the loop, the 4 R S
        # validities (hoisted by LLVM as predicates or source sizes, 36 at 128-row tiles)
        # made the 128 x 128 kernel spill.
        ops.conv_setup()
        mt_t = memref((conv.rs, g.threads), "i32", "wg")
        mask_table = b.op("memref.view %s[%s][] : %s to %s" % (
            smem, b.const(g.mask_table_offset), dyn_t, mt_t), "Masks")
        valid = [_conv_tap_valid(b, conv, grow) for grow, _, _, _, _ in a_copies]
        for tap in range(conv.rs):
            word = b.const(0, "i32")
            for i in range(len(a_copies)):
                bit = b.op("arith.select %s, %s, %s : i32" % (
                    valid[i][tap], b.const(1 << i, "i32"), b.const(0, "i32")), "bit")
                word = b.op("arith.ori %s, %s : i32" % (word, bit), "word")
            b.emit("memref.store %s, %s[%s, %s] : %s" % (word, mask_table, b.const(tap), lin,
                                                         mt_t))

    def issue(k_tile, stage):
        return _issue_k_tile(b, g, ops, (a_copies, a_s, as_t), (b_copies, b_s, bs_t), k_tile,
                             stage, k_base)

    def issue_conv(c0, tap, stage):
        """Copies of the k-step of filter tap `tap` (= r S + s) and the channel tile whose
        first channel is `c0` (SSA or int) into `stage`; returns the group token. A rows:
        the pixels' rows shifted by the tap's constant offset, masked; B rows: the tap's
        block of C rows, channel tile c0."""
        r, s = divmod(tap, conv.s)
        a_shift = conv.in_guard + conv.shift(r, s)
        word = b.op("memref.load %s[%s, %s] : %s" % (mask_table, b.const(tap), lin, mt_t),
                    "word")
        tokens = []
        def masked_a(i, grow, gcol, didx):
            hit = b.op("arith.andi %s, %s : i32" % (word, b.const(1 << i, "i32")), "tap")
            valid = b.op("arith.cmpi ne, %s, %s : i32" % (hit, b.const(0, "i32")), "valid")
            return ops.copy_masked("%A", a_t, (b.add(grow, a_shift), b.add(gcol, c0)), a_s,
                                   as_t, (stage,) + didx, valid)
        for i, (grow, gcol, srow, didx, guard) in enumerate(a_copies):
            _place_copy(b, g, tokens, lambda: masked_a(i, grow, gcol, didx), guard, srow, tm,
                        ("tile rows not a multiple of the threads' rows per pass",
                         "use TM a multiple of %d" % rows_per_pass_a))
        for grow, gcol, srow, didx, guard in b_copies:
            _place_copy(b, g, tokens, lambda: ops.copy(
                "%B", b_t, (b.add(grow, c0, tap * g.channels), gcol), b_s, bs_t,
                (stage,) + didx), guard, srow, tk,
                ("TK not a multiple of the threads' rows per pass",
                 "use TK a multiple of %d" % bz))
        return ops.commit(tokens)

    # ldmatrix addresses of this lane (stage and k-step added per use).
    key_a = swizzle_key(b, lrow, cpr_a)
    key_b = swizzle_key(b, lrow, cpr_b)
    a_rows = [b.lin((wm, wtm), (lrow, 1), offset=16 * mi) for mi in range(mi_n)]
    a_cols = [b.mul(b.xori(b.add(lhalf, 2 * ks), key_a), 8) for ks in range(tk // 16)]
    b_cols = [b.mul(b.xori(b.lin((wn, wtn // 8), (lhalf, 1), offset=2 * nj), key_b), 8)
              for nj in range(ni_n // 2)]

    def compute(stage, acc):
        """acc[mi][ni] after the k-tile in `stage`."""
        acc = [row[:] for row in acc]
        for ks in range(tk // 16):
            afr = [ops.a_fragment(ops.ldmatrix(a_s, as_t, (stage, a_rows[mi], a_cols[ks]),
                                               False)) for mi in range(mi_n)]
            bfr = []
            brow = b.add(lrow, 16 * ks)
            for nj in range(ni_n // 2):
                bfr += ops.b_fragments(ops.ldmatrix(b_s, bs_t, (stage, brow, b_cols[nj]),
                                                    True))
            for mi in range(mi_n):
                for ni in range(ni_n):
                    acc[mi][ni] = ops.mma(afr[mi], bfr[ni], acc[mi][ni])
        return acc

    def flatten(acc):
        return [v for row in acc for frag in row for v in frag]

    def unflatten(values):
        n = ops.acc_count
        return [[values[(mi * ni_n + ni) * n:(mi * ni_n + ni + 1) * n] for ni in range(ni_n)]
                for mi in range(mi_n)]

    acc = [[ops.zero_acc() for _ in range(ni_n)] for _ in range(mi_n)]
    if conv is not None:
        acc = _conv_main_loop(g, b, ops, issue_conv, compute, flatten, unflatten, acc)
    else:
        acc = _gemm_main_loop(g, b, ops, issue, compute, flatten, unflatten, acc)

    # Epilogue: fragments -> epilogue -> shared staging -> row-contiguous global stores.
    crow = b.lin((wm, wtm), (gq, 1))
    ccol = b.lin((wn, wtn), (tq, 2))
    pieces = []
    for mi in range(mi_n):
        for ni in range(ni_n):
            elems = ops.acc_elements(acc[mi][ni])
            for h in range(2):
                pieces.append((b.add(crow, 16 * mi + 8 * h), b.add(ccol, 8 * ni), elems[h]))
    _store_tile(g, b, smem, pieces, chunk_b, tz, row0, col0, col0_b, ws_row0)
    b.emit("gpu.return")
    return _kernel_head(g) + "\n" + b.text() + "\n    }"


def _store_tile(g, b, smem, pieces, chunk_b, tz, row0, col0, col0_b, ws_row0):
    """The epilogue of the tensor-core kernels, after the main loop: each thread's
    accumulator pairs `pieces` ([(tile row, tile column, [f32, f32])], two consecutive
    columns each) through the epilogue and converted to the output type (SwiGLU and
    split-K slices: raw f32), staged in shared memory (from byte 0 of `smem`, rows padded
    by 8 elements), then stored row-contiguously: thread (tx, ty, tz) stores chunk
    `chunk_b` (8 results, 4 with SwiGLU) of rows tz + bz i. ws_row0: a split-K slice's
    first workspace row (None without split-K)."""
    tm, tn = g.tile[:2]
    tnb, odt = g.b_tile_n, g.out_dtype
    bz = g.block[2]
    split = ws_row0 is not None
    swiglu = g.epilogue == "swiglu"
    dyn_t = "memref<?xi8, %s>" % WG
    cs_t = memref((tm, tnb + 8), "f32" if g.stages_f32 else odt, "wg")
    b.emit("gpu.barrier")
    c_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.const(0), dyn_t, cs_t), "Cs")
    st = "f32" if g.stages_f32 else odt
    for row, col, pair in pieces:
        vals = []
        for v in pair:
            if not g.stages_f32:
                v = emit_epilogue(b, g.epilogue, v)
                if odt != "f32":
                    v = b.op("arith.truncf %s : f32 to %s" % (v, ELEMENT[odt]), "o")
            vals.append(v)
        vec = b.op("vector.from_elements %s : %s" % (", ".join(vals), vector([2], st)), "ov")
        b.emit("vector.store %s, %s[%s, %s] : %s, %s" % (vec, c_s, b.idx(row), b.idx(col),
                                                         cs_t, vector([2], st)))
    b.emit("gpu.barrier")
    emul = g.flavour in EMULATED_FLAVOURS
    conv = g.conv
    c_t = g.kernel_arg_types[2]
    for i in range(ceil_div(tm, bz)):
        r = b.add(tz, bz * i)
        guard = bz * (i + 1) > tm
        if guard:
            b.if_(b.cmp_lt(r, tm))
        st = "f32" if split else odt
        if split or not swiglu:
            # 8 results (16 or 32 bytes) per thread: chunk tx + (TK/8) ty of the row (a
            # split-K slice: 8 of its raw f32 products, the block's TNB columns).
            ccol_g = b.mul(chunk_b, 8)
            align = "" if emul else " {alignment = 16 : i64}"
            v = b.op("vector.load %s[%s, %s]%s : %s, %s" % (
                c_s, b.idx(r), b.idx(ccol_g), align, cs_t, vector([8], st)), "cv")
        else:
            # 4 results per thread (the row has half as many columns as the product):
            # silu(gate) * up, gate at column c of the product and up at TN + c.
            ccol_g = b.mul(chunk_b, 4)
            align = "" if emul else " {alignment = 8 : i64}"
            gate = b.op("vector.load %s[%s, %s] : %s, vector<4xf32>" % (
                c_s, b.idx(r), b.idx(ccol_g), cs_t), "gate")
            up = b.op("vector.load %s[%s, %s] : %s, vector<4xf32>" % (
                c_s, b.idx(r), b.idx(b.add(ccol_g, tn)), cs_t), "up")
            outs = []
            for e in range(4):
                gv = b.op("vector.extract %s[%d] : f32 from vector<4xf32>" % (gate, e), "g")
                uv = b.op("vector.extract %s[%d] : f32 from vector<4xf32>" % (up, e), "u")
                o = emit_swiglu(b, gv, uv)
                if odt != "f32":
                    o = b.op("arith.truncf %s : f32 to %s" % (o, ELEMENT[odt]), "o")
                outs.append(o)
            v = b.op("vector.from_elements %s : %s" % (", ".join(outs), vector([4], odt)),
                     "cv")
        # A convolution's output pixel m goes to row Gout + m (the next one's guards).
        if split:
            out_row, out_col = b.add(ws_row0, r), b.add(col0_b, ccol_g)
        else:
            out_row = b.add(row0, r, conv.out_guard) if conv is not None else b.add(row0, r)
            out_col = b.add(col0, ccol_g)
        b.emit("vector.store %s, %%C[%s, %s]%s : %s, %s" % (
            v, b.idx(out_row), b.idx(out_col), align, c_t,
            vector([8 if split or not swiglu else 4], st)))
        if guard:
            b.end_if()


# ---------------------------------------------------------------------------------------
# wgmma and wgemul
# ---------------------------------------------------------------------------------------

#: wgmma's matrix descriptor: the 128-byte swizzle in bits 62-63, addresses and byte
#: offsets in 16-byte units in 14-bit fields (start bits 0-13, leading byte offset 16-29,
#: stride byte offset 32-45).
WG_SWIZZLE_128B = 1 << 62
#: Bytes of a swizzle atom: 8 rows of 128 bytes (the atoms' stride byte offset).
WG_ATOM = 1024
#: Pipeline stages the copies may not refill at a k-tile: the one being multiplied and the
#: one the pending wgmma group may still read; the copies run STAGES - this ahead.
WG_STAGES_HELD = 2


def wg_descriptor_bits(lbo, sbo):
    """The constant part of a descriptor: leading and stride byte offsets, 128-byte
    swizzle (the start address is added)."""
    return ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | WG_SWIZZLE_128B


class _Warpgroup(_NVGPU):
    """The real thing: wgmma.mma_async (sm_90a) on shared-memory descriptors; a
    warpgroup's 64 x TNB accumulator is an !llvm.struct of TNB / 2 f32 per thread
    (element 4 j + 2 h + e: row 16 (warp mod 4) + lane / 4 + 8 h, column 8 j + 2 (lane
    mod 4) + e of the warpgroup's 64 rows)."""
    acc_count = 1

    def __init__(self, b, g):
        super().__init__(b, g)
        self.n = g.b_tile_n
        self.acc_type = "!llvm.struct<(%s)>" % ", ".join(["f32"] * (self.n // 2))

    def zero_acc(self):
        return [self.b.op("llvm.mlir.zero : %s" % self.acc_type, "acc0")]

    #: Whether `retire` emits anything (the emulation's reads at the retiring wait).
    reads_at_retire = False

    def retire(self, descs):
        """Nothing: the hardware's reads of a retired group are over."""

    def fence_async(self):
        """The generic proxy's writes (cp.async) made visible to the async proxy (wgmma
        reads shared memory through it), before the barrier that publishes them."""
        self.b.emit("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, "
                    "space = #nvvm.shared_space<cta>}")

    def mma_group(self, descs, acc):
        """One k-tile: fence, a wgmma per (A, B) descriptor pair (the k16 steps),
        commit, and wait until at most this group is pending (the previous one done)."""
        b = self.b
        b.emit("nvvm.wgmma.fence.aligned")
        acc = acc[0]
        for da, db in descs:
            acc = b.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = 16>, "
                       "D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, "
                       "#nvvm.wgmma_scale_in<one>, <row>], B [<f16>, "
                       "#nvvm.wgmma_scale_in<one>, <row>] : %s -> %s" % (
                           da, db, acc, self.n, self.acc_type, self.acc_type), "wg")
        b.emit("nvvm.wgmma.commit.group.sync.aligned")
        b.emit("nvvm.wgmma.wait.group.sync.aligned 1")
        return [acc]

    def drain(self):
        self.b.emit("nvvm.wgmma.wait.group.sync.aligned 0")

    def acc_values(self, acc):
        return [self.b.op("llvm.extractvalue %s[%d] : %s" % (acc[0], i, self.acc_type), "c")
                for i in range(self.n // 2)]


class _WarpgroupEmulated(_Emulated):
    """wgmma for kfusion-sim: each thread computes its accumulator elements (the layout
    of _Warpgroup) from shared memory, decoding the descriptors as the hardware does
    (start address, leading and stride byte offsets; 128-byte swizzle) over a flat f32
    view whose element i holds the f16 at byte 2 i of the real kernel's layout (the
    swizzle as the descriptor's mode says: 128, 64 or 32 bytes, or none). The
    hardware reads the operands at any time from the wgmma's issue to the wait that
    retires its group: the products read them at the issue, and `retire` reads them again
    at that wait, so that kfusion-sim's race check sees a copy into a stage the pending
    group still reads (a write before the issue is ordered by the barrier, one after the
    wait too)."""

    def __init__(self, b, g, flat, flat_t, w4, gq, tq):
        super().__init__(b, g)
        self.n = g.b_tile_n
        self.acc_type = "f32"
        self.acc_count = self.n // 2
        self.flat, self.flat_t = flat, flat_t
        self.rows = [b.lin((w4, 16), (gq, 1), offset=8 * h) for h in range(2)]
        self.cols = [b.lin((tq, 2), offset=8 * j + e) for j in range(self.n // 8)
                     for e in range(2)]

    def zero_acc(self):
        return [self.b.const(0.0, "f32")] * self.acc_count

    def fence_async(self):
        pass

    def _field(self, desc, shift):
        """A 14-bit field of a descriptor, in bytes (index)."""
        b = self.b
        v = b.op("arith.shrui %s, %s : i64" % (desc, b.const(shift, "i64")), "f")
        v = b.op("arith.andi %s, %s : i64" % (v, b.const(0x3FFF, "i64")), "f")
        return b.mul(b.op("arith.index_cast %s : i64 to index" % v, "fi"), 16)

    def _swizzle_mask(self, desc):
        """The row bits the descriptor's swizzle mode (bits 62-63) XORs into the 16-byte
        chunk: 128-byte mode (1) 7, 64-byte (2) 3, 32-byte (3) 1, none (0) 0."""
        b = self.b
        mode = b.op("arith.index_cast %s : i64 to index" % b.op(
            "arith.shrui %s, %s : i64" % (desc, b.const(62, "i64")), "f"), "mode")
        mask = b.op("arith.subi %s, %s : index" % (b.op("arith.shrui %s, %s : index" % (
            b.const(16), mode), "i"), b.const(1)), "i")
        none = b.op("arith.cmpi eq, %s, %s : index" % (mode, b.const(0)), "none")
        return b.op("arith.select %s, %s, %s : index" % (none, b.const(0), mask), "mask")

    def _load(self, addr, mask):
        """The f16 at shared byte `addr` (before the swizzle of row-bit mask `mask`)."""
        b = self.b
        bits = b.op("arith.andi %s, %s : index" % (b.idx(b.divui(addr, 128)), mask), "sw")
        return b.op("memref.load %s[%s] : %s" % (self.flat, b.idx(b.divui(
            b.xori(addr, b.mul(bits, 16)), 2)), self.flat_t), "sm")

    def _operands(self, da, db):
        """(A row addresses, B column addresses, the k-row offset of B at k, A's and B's
        swizzle masks): the bytes this thread's accumulator elements read, decoded from
        the descriptors."""
        b = self.b
        start_a, sbo_a = self._field(da, 0), self._field(da, 32)
        start_b, lbo_b, sbo_b = (self._field(db, 0), self._field(db, 16),
                                 self._field(db, 32))
        # Rows of A: atom m / 8 at the stride byte offset, row m mod 8 at 128 bytes.
        a_rows = [b.add(start_a, b.op("arith.muli %s, %s : index" % (
            b.idx(b.divui(m, 8)), sbo_a), "i"), b.mul(b.remui(m, 8), 128))
            for m in self.rows]
        # Columns of B: panel n / 64 at the leading byte offset, 2 bytes each.
        b_cols = [b.add(start_b, b.op("arith.muli %s, %s : index" % (
            b.idx(b.divui(c, 64)), lbo_b), "i"), b.mul(b.remui(c, 64), 2))
            for c in self.cols]

        def krow(k):
            # Row k of B: atom k / 8 at the stride byte offset, row k mod 8 at 128 bytes.
            return b.add(b.op("arith.muli %s, %s : index" % (b.idx(b.divui(k, 8)), sbo_b),
                              "i"), b.mul(b.remui(k, 8), 128))
        return a_rows, b_cols, krow, self._swizzle_mask(da), self._swizzle_mask(db)

    reads_at_retire = True

    def retire(self, descs):
        """The reads of a group at the wait that retires it (values unused)."""
        b = self.b
        for da, db in descs:
            a_rows, b_cols, krow, mask_a, mask_b = self._operands(da, db)
            k, _, _ = b.for_(0, 16, 1, hint="kr")
            kr = krow(k)
            for r in a_rows:
                self._load(b.add(r, b.mul(k, 2)), mask_a)
            for c in b_cols:
                self._load(b.add(c, kr), mask_b)
            b.end_for()

    def mma_group(self, descs, acc):
        b = self.b
        for da, db in descs:
            a_rows, b_cols, krow, mask_a, mask_b = self._operands(da, db)
            k, args, results = b.for_(0, 16, 1, acc, ["f32"] * len(acc), "kk")
            kr = krow(k)
            avals = [self._load(b.add(r, b.mul(k, 2)), mask_a) for r in a_rows]
            bvals = [self._load(b.add(c, kr), mask_b) for c in b_cols]
            new = []
            for j in range(self.n // 8):
                for h in range(2):
                    for e in range(2):
                        new.append(b.op("math.fma %s, %s, %s : f32" % (
                            avals[h], bvals[2 * j + e], args[4 * j + 2 * h + e]), "d"))
            b.end_for(new)
            acc = results
        return acc

    def drain(self):
        pass

    def acc_values(self, acc):
        return list(acc)


def _wgmma_kernel(g):
    """Warpgroup MMA: a warpgroup (128 threads) per 64 rows of the TM x TNB tile, each
    multiplying its 64 rows by the whole B tile, TK = 64 (one k-tile: 4 wgmma k16 steps).
    Shared memory (wgmma from the first 1024-byte aligned byte; wgemul from 0): STAGES A
    tiles [TM rows of 128 bytes], then STAGES B tiles, each [TNB / 64 panels][TK rows of
    128 bytes] (B is N-major: the descriptor's leading byte offset steps panels, its
    stride byte offset 8 k-rows), every 128-byte row's 16-byte chunks XOR-ed with the row
    mod 8 (the 128-byte swizzle). The pipeline keeps STAGES - 2 k-tiles in flight: at
    k-tile kt a thread waits for its copies of kt, fences them to the async proxy, and
    after the barrier issues k-tile kt + STAGES - 2 into the stage of kt - 2, then the
    wgmma group of kt, and waits until only that group is pending. The barrier of kt
    follows every warpgroup's wait of kt - 1, which retired group kt - 2: the stage it
    overwrites is no longer read (the one of kt - 1 may be, and is not touched)."""
    tm, tn, tk = g.tile
    tnb = g.b_tile_n
    stages, lag = g.stages, g.stages - WG_STAGES_HELD
    bx, by, bz = g.block
    dt = g.in_dtype
    esz = SIZE[dt]
    a_t, b_t, c_t = g.kernel_arg_types
    panels = tnb // 64
    as_t = memref((stages, tm, tk), dt, "wg")
    bs_t = memref((stages, panels, tk, 64), dt, "wg")
    dyn_t = "memref<?xi8, %s>" % WG
    real = g.flavour == "wgmma"
    b = Body()

    tx, ty, tz, row0, col0, col0_b, k_base, ws_row0 = _tensor_tile_prologue(b, g)
    smem = b.op("gpu.dynamic_shared_memory : %s" % dyn_t, "smem")
    lin = b.lin((tx, 1), (ty, bx), (tz, bx * by))
    warp = b.divui(lin, 32)
    lane = b.remui(lin, 32)
    wgroup = b.divui(warp, 4)
    gq = b.divui(lane, 4)
    tq = b.remui(lane, 4)
    a_bytes = stages * tm * tk * 2          # f16 bytes of the A stages (wgemul: virtual)
    if real:
        # The pipeline's first byte: the dynamic shared memory's address rounded up to
        # 1024 (the swizzle is computed on address bits 4-9).
        base = b.op("memref.extract_aligned_pointer_as_index %s : %s -> index" % (
            smem, dyn_t), "base")
        pad = b.remui(b.op("arith.subi %s, %s : index" % (b.const(WG_ATOM), b.remui(
            base, WG_ATOM)), "i"), WG_ATOM)
        a_addr = b.add(base, pad)
        ops = _Warpgroup(b, g)
        a_off, b_off = pad, b.add(pad, a_bytes)
    else:
        flat_t = memref((stages * (tm * tk + tk * tnb),), dt, "wg")
        flat = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.const(0), dyn_t, flat_t),
                    "Flat")
        a_addr = 0
        ops = _WarpgroupEmulated(b, g, flat, flat_t, b.remui(warp, 4), gq, tq)
        a_off, b_off = 0, stages * tm * tk * esz
    a_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.idx(a_off), dyn_t, as_t), "As")
    b_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.idx(b_off), dyn_t, bs_t), "Bs")

    def i64(v):
        return b.op("arith.index_cast %s : index to i64" % b.idx(v), "d")
    # Descriptors of stage 0, k16 step 0: A at this warpgroup's 64 rows (8 atoms of 8
    # rows: stride byte offset 1024), B (panels at TK rows of 128 bytes; 8 k-rows 1024).
    desc_a0 = b.op("arith.ori %s, %s : i64" % (
        i64(b.divui(b.add(a_addr, b.mul(wgroup, 64 * 128)), 16)),
        b.const(wg_descriptor_bits(16, WG_ATOM), "i64")), "desca")
    desc_b0 = b.op("arith.ori %s, %s : i64" % (
        i64(b.divui(b.add(a_addr, a_bytes), 16)),
        b.const(wg_descriptor_bits(tk * 128, WG_ATOM), "i64")), "descb")

    a_copies, b_copies, chunk_b = _copy_plan(
        b, g, tx, ty, tz, row0, col0_b,
        # B row r, chunk c: panel c / 8 (= ty), chunk c mod 8 (= tx) swizzled.
        lambda r, chunk: (ty, r, b.mul(b.xori(tx, b.remui(r, 8)), 8)))

    def issue(k_tile, stage):
        return _issue_k_tile(b, g, ops, (a_copies, a_s, as_t), (b_copies, b_s, bs_t), k_tile,
                             stage, k_base)

    def descriptors(stage):
        """[(A, B) descriptor per k16 step] of the k-tile in `stage` (SSA or int)."""
        st = b.op("arith.index_cast %s : index to i64" % b.idx(stage), "st") \
            if not isinstance(stage, int) else None
        descs = []
        for ks in range(tk // 16):
            pair = []
            for d0, stage_units, step_units in (
                    (desc_a0, tm * 128 // 16, 32 // 16),
                    (desc_b0, tk * tnb * 2 // 16, 16 * 128 // 16)):
                if st is None:
                    off = b.const(stage * stage_units + ks * step_units, "i64")
                else:
                    off = b.op("arith.muli %s, %s : i64" % (st, b.const(stage_units, "i64")),
                               "o")
                    if ks:
                        off = b.op("arith.addi %s, %s : i64" % (
                            off, b.const(ks * step_units, "i64")), "o")
                pair.append(b.op("arith.addi %s, %s : i64" % (d0, off), "desc"))
            descs.append(tuple(pair))
        return descs

    def compute(stage, acc, prev=None, prev_exists=True):
        """The wgmma group of the k-tile in `stage`, then its wait, which retires the
        group of the k-tile before (in stage `prev`, a function giving it; where it
        exists: a function giving the i1 condition, or True / False)."""
        acc = ops.mma_group(descriptors(stage), acc)
        if ops.reads_at_retire and prev is not None and prev_exists is not False:
            if prev_exists is not True:
                b.if_(prev_exists())
            ops.retire(descriptors(prev()))
            if prev_exists is not True:
                b.end_if()
        return acc

    def flatten(acc):
        return list(acc)

    def unflatten(values):
        return list(values)

    acc = ops.zero_acc()
    kts = g.slice_k_tiles
    token = None
    for t in range(lag):
        token = issue(t, t) or token
    main_iters = kts - lag
    unroll = g.unroll_k
    if main_iters > 0 and unroll == 1:
        kt, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                             main_iters, "kt")
        if tok is not None:
            ops.wait(tok, lag - 1)
        ops.fence_async()
        b.emit("gpu.barrier")
        nxt = b.add(kt, lag)
        new_token = issue(nxt, b.remui(nxt, stages))
        cur = compute(b.remui(kt, stages), cur,
                      lambda: b.remui(b.add(kt, stages - 1), stages),
                      lambda: b.op("arith.cmpi uge, %s, %s : index" % (kt, b.const(1)),
                                   "prev"))
        acc, token = close(cur, new_token)
    elif main_iters > 0:
        # Gemm.unroll_k: U k-tiles per iteration (U a multiple of STAGES, so k-tile
        # base + u is in stage u mod STAGES), then the k-tiles left over, each the same
        # step as above with constant stages.
        def step(kt, u, cur, tok, first):
            if tok is not None:
                ops.wait(tok, lag - 1)
            ops.fence_async()
            b.emit("gpu.barrier")
            new_token = issue(b.add(kt, lag), (u + lag) % stages)
            cur = compute(u % stages, cur, lambda: (u + stages - 1) % stages, first)
            return cur, new_token if new_token is not None else tok
        groups = main_iters // unroll
        if groups:
            it, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                                 groups, "kg")
            base = b.mul(it, unroll)
            for u in range(unroll):
                # Only the group's first k-tile may be the first of all (no k-tile
                # before it to retire).
                first = True if u else (lambda: b.op("arith.cmpi uge, %s, %s : index" % (
                    base, b.const(1)), "prev"))
                cur, tok = step(b.add(base, u) if u else base, u, cur, tok, first)
            acc, token = close(cur, tok)
        for kt_static in range(groups * unroll, main_iters):
            acc, token = step(kt_static, kt_static % stages, acc, token, kt_static >= 1)
    for j in range(lag):
        kt_static = kts - lag + j
        if token is not None:
            ops.wait(token, lag - 1 - j)
        ops.fence_async()
        b.emit("gpu.barrier")
        acc = compute(kt_static % stages, acc, lambda: (kt_static - 1) % stages,
                      kt_static >= 1)
    ops.drain()
    if ops.reads_at_retire:
        ops.retire(descriptors((kts - 1) % stages))

    values = ops.acc_values(acc)
    row = b.lin((warp, 16), (gq, 1))
    pieces = []
    for j in range(tnb // 8):
        for h in range(2):
            pieces.append((b.add(row, 8 * h), b.lin((tq, 2), offset=8 * j),
                           values[4 * j + 2 * h:4 * j + 2 * h + 2]))
    _store_tile(g, b, smem, pieces, chunk_b, tz, row0, col0, col0_b, ws_row0)
    b.emit("gpu.return")
    return _kernel_head(g) + "\n" + b.text() + "\n    }"


# ---------------------------------------------------------------------------------------
# Host programs
# ---------------------------------------------------------------------------------------

@dataclasses.dataclass
class Launch:
    """One gpu.launch_func of @step: the kernel and the @step values it takes as A, B, C;
    attrs: extra attributes of the launch ({name: MLIR attribute text})."""
    gemm: Gemm
    operands: tuple
    attrs: dict = dataclasses.field(default_factory=dict)


def with_register_bound(kernel_text, registers):
    """A gpu.func's text with `nvvm.maxnreg = registers` among its attributes: ptxas then
    allocates at most that many registers per thread (PTX .maxnreg), and
    kfusion-plan-sync counts on it for the kernel's blocks per multiprocessor."""
    if not isinstance(registers, int) or not 1 <= registers <= 255:
        raise GemmConfigError("register bound %r is not in 1..255" % (registers,))
    head = "kernel attributes {"
    if head not in kernel_text:
        raise GemmConfigError("no kernel attributes in the gpu.func to bound")
    return kernel_text.replace(head, head + "nvvm.maxnreg = %d : i32, " % registers, 1)


def module_text(args, temps, launches, register_bounds=None):
    """A module in MLIR's standard GPU form: `gpu.module @kernels` with one gpu.func per
    distinct kernel, and `func.func @step(args)` (each {llvm.noalias}) issuing the
    launches asynchronously on one stream (gpu.wait async; gpu.alloc async of each
    temporary; gpu.launch_func async, each after the previous; gpu.dealloc async of the
    temporaries; a final blocking gpu.wait).

    args: [(name, shape, dtype)] (the inputs, then the outputs); temps: the same for the
    intermediate buffers; launches: [Launch]; register_bounds: {kernel name: registers
    per thread} written as nvvm.maxnreg (with_register_bound)."""
    kernels = {}
    for launch in launches:
        for k in launch.gemm.kernels():
            kernels.setdefault(k.name, k)
    types = {name: memref(shape, dtype) for name, shape, dtype in list(args) + list(temps)}
    for launch in launches:
        for value, want in zip(launch.operands, launch.gemm.arg_types):
            if types.get(value) != want:
                raise GemmConfigError("launch of %s: operand %%%s is %s, the kernel takes %s" %
                                      (launch.gemm.name, value, types.get(value), want))
    # Split-K: a workspace per split GEMM (a temporary), and its two launches: the
    # slices (A, B, workspace; the launch's attributes, as it reads A) and the sum
    # (workspace, C).
    temps = list(temps)
    steps = []
    for i, launch in enumerate(launches):
        g = launch.gemm
        if not g.split:
            steps.append((g, launch.operands, launch.attrs))
            continue
        ws = "ws%d" % i
        while ws in types:
            ws += "_"
        temps.append((ws, g.workspace_shape, "f32"))
        types[ws] = memref(g.workspace_shape, "f32")
        a, bt, c = launch.operands
        steps += [(g, (a, bt, ws), launch.attrs), (SplitKSum(g), (ws, c), {})]
    b = Body(indent=4)
    token = b.op("gpu.wait async", "t")
    for name, shape, dtype in temps:
        t = b.fresh("t")
        b.emit("%%%s, %s = gpu.alloc async [%s] () : %s" % (name, t, token, types[name]))
        token = t
    for g, operands, launch_attrs in steps:
        grid = ", ".join(b.const(v) for v in g.grid)
        block = ", ".join(b.const(v) for v in g.block)
        smem = ""
        if g.smem_bytes:
            smem = " dynamic_shared_memory_size %s" % b.const(g.smem_bytes, "i32")
        attrs = ""
        if launch_attrs:
            attrs = " {%s}" % ", ".join("%s = %s" % kv for kv in launch_attrs.items())
        token = b.op("gpu.launch_func async [%s] @kernels::@%s blocks in (%s) threads in (%s)%s "
                     "args(%s)%s" % (token, g.name, grid, block, smem, ", ".join(
                         "%%%s : %s" % (v, types[v]) for v in operands), attrs), "t")
    for name, shape, dtype in temps:
        token = b.op("gpu.dealloc async [%s] %%%s : %s" % (token, name, types[name]), "t")
    b.emit("gpu.wait [%s]" % token)
    b.emit("return")
    lines = ["module attributes {gpu.container_module} {", "  gpu.module @kernels {"]
    bounds = dict(register_bounds or {})
    unknown = sorted(set(bounds) - set(kernels))
    if unknown:
        raise GemmConfigError("register bounds for kernels the module lacks: %s" %
                              ", ".join(unknown))
    for g in kernels.values():
        text = g.kernel_text()
        lines.append(with_register_bound(text, bounds[g.name]) if g.name in bounds else text)
    lines.append("  }")
    # The arguments are distinct buffers: {llvm.noalias} says so to the launch graph
    # (without it an output may alias an input, and the launches' dependence is no
    # longer only read-after-write) and to LLVM.
    lines.append("  func.func @step(%s) {" % ", ".join(
        "%%%s: %s {llvm.noalias}" % (name, types[name]) for name, _, _ in args))
    lines.append(b.text())
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def gemm_module(g, attrs=None):
    """A module whose @step(%A, %B, %C) launches the one GEMM (or convolution) `g`."""
    args = [(name, shape, dtype) for name, (shape, dtype) in zip("ABC", g.arg_shapes)]
    return module_text(args, [], [Launch(g, ("A", "B", "C"), attrs or {})])


def conv_gemm(name, batch, h, w, channels, kout, r=3, s=3, pad=1, out_guard=0, out_tail=0,
              m=None, **kw):
    """The Gemm of an R x S convolution (stride 1, zero padding pad) of a [batch, h, w,
    channels] NHWC image to kout channels: M = B H W padded to the row tile (or `m`),
    N = kout, K = R S C; out_guard / out_tail: the output buffer's guard rows (Conv).
    Keywords: Gemm's (flavour, tile, warps, stages, epilogue, out_dtype)."""
    tm = tuple(kw.get("tile", Gemm.tile))[0]
    conv = Conv(batch, h, w, r, s, pad, out_guard, out_tail)
    if m is None:
        m = ceil_div(conv.pixels, tm) * tm if isinstance(tm, int) and tm > 0 else conv.pixels
    return Gemm(name, m, kout, r * s * channels, conv=conv, **kw)
