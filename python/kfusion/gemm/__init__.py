# kfusion.gemm: a tiled GEMM generator in MLIR's standard GPU form (gpu.func kernels in a
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
k16 step adds 32 bytes (A) or 2048 (B) to the start. Pipeline (warpgroup.wgmma_kernel): STAGES - 2
k-tiles in flight, one wgmma group pending across the barrier. The accumulator is an
!llvm.struct of TNB / 2 f32 per thread (wgmma's D layout) that the epilogue stages like the
mma flavour's. ptxas fits one block of the declared size (.maxntid): a block of 512
threads has 128 registers per thread, so TM = 256 takes TNB <= 128 (validate()).

Epilogues: none; relu max(x, 0); gelu_tanh 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715
x^3))); gelu_erf 0.5 x (1 + erf(x / sqrt 2)); swiglu (mma, emul) silu(g) u = g u / (1 +
exp(-g)).
"""

from .config import (CONV_FLAVOURS, EMULATED_FLAVOURS, EPILOGUES, F16_FLAVOURS, FLAVOURS,
                     MAX_SMEM, OUT_DTYPES, WARPGROUP_FLAVOURS, WG_TK, Conv, Gemm,
                     GemmConfigError)
from .module import Launch, conv_gemm, gemm_module, module_text, with_register_bound
from .simt import SplitKSum, emit_epilogue, emit_swiglu, slice_k_offset

__all__ = ["CONV_FLAVOURS", "EMULATED_FLAVOURS", "EPILOGUES", "F16_FLAVOURS", "FLAVOURS",
           "MAX_SMEM", "OUT_DTYPES", "WARPGROUP_FLAVOURS", "WG_TK", "Conv", "Gemm",
           "GemmConfigError", "Launch", "SplitKSum", "conv_gemm", "emit_epilogue",
           "emit_swiglu", "gemm_module", "module_text", "slice_k_offset",
           "with_register_bound"]
