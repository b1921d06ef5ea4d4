# hfbench.dl: the five deep-learning kernels of the HFuse paper (batch-norm statistics,
# histogram, max-pool, bilinear upsample, im2col), after PyTorch's CUDA kernels, as MLIR
# GPU-dialect text generated from Python, each with a numpy and a PyTorch reference.
"""The deep-learning kernels of the HFuse benchmarks.

Li, Zheng, Pekhimenko and Long, "Automatic Horizontal Fusion for GPU Kernels" (CGO'22)
fuse kernels taken from PyTorch's CUDA code. Each is written here as one `gpu.func`
that follows the PyTorch kernel's algorithm and launch shape:

batchnorm   `batch_norm_collect_statistics_kernel` (aten/src/ATen/native/cuda/
            Normalization.cuh), the statistics pass of training-mode BatchNorm2d. Input
            x: (N, C, H*W) f32 (PyTorch reshapes the NCHW input to 3-D the same way).
            One block per channel (grid C); a 2-D block of 32 x (threads/32): x runs over
            the H*W positions (coalesced), y over the batch. Each thread keeps a Welford
            (mean, M2, n); warps merge them with `gpu.shuffle xor` (Chan et al.'s
            parallel update), lane 0 of each warp writes its triple to static workgroup
            arrays sized for 32 warps, `gpu.barrier`, warp 0 merges those. Outputs
            mean[C] and invstd[C] = 1 / sqrt(var + 1e-5) with the biased variance (the
            `save_mean` / `save_invstd` of `torch.batch_norm_stats`). Default 512
            threads (32 x 16; PyTorch's MAX_BLOCK_SIZE is 512).
histogram   `kernelHistogram1D` with CUDAHistogramMemoryType::SHARED (aten/src/ATen/native/
            cuda/SummaryOps.cu), i.e. torch.histc(x, bins=100, min=-4, max=4): each block
            clears a 100-bin shared histogram, `gpu.barrier`, a grid-stride loop adds 1
            to bin floor((v - min) * nbins / (max - min)) (computed in f32, the last bin
            closed: v == max counts in bin 99; v outside [min, max] is ignored) with
            workgroup `memref.atomic_rmw addi`, `gpu.barrier`, then global atomics into
            the i32 output. Grid as PyTorch's getApplyGrid: about 4 elements per thread.
            Default 512 threads (AT_APPLY_THREADS_PER_BLOCK). The range is 8 wide, so
            the bin formula divides by a power of two, and the inputs are multiples of
            2^-16: bin membership is then exact in every formulation (kernel, numpy,
            torch on CPU or GPU), and the outputs compare exactly.
maxpool     `max_pool_forward_nchw` (aten/src/ATen/native/cuda/DilatedMaxPool2d.cu),
            MaxPool2d(kernel 3, stride 2, padding 1), ResNet's stem pool: one output
            element per thread in a grid-stride loop (CUDA_KERNEL_LOOP); outputs the
            maxima (f32) and PyTorch's indices (i64, h * W + w in the input plane; the
            first maximum in row-major window order wins; NaN propagates).
            Default 256 threads (BLOCK_THREADS), grid ceil(outputs / threads).
upsample    `upsample_bilinear2d_out_frame` (aten/src/ATen/native/cuda/
            UpSampleBilinear2d.cu), F.interpolate(scale_factor=2, mode="bilinear",
            align_corners=False): one output pixel (h2, w2) per thread (grid-stride here,
            `if (index < n)` in PyTorch), which computes the source index and weights
            once and loops over the N*C planes, as PyTorch does. Default 1024 threads
            (maxThreadsPerBlock), grid ceil(H_out * W_out / threads).
im2col      `im2col_kernel` (aten/src/ATen/native/cuda/im2col.cuh), F.unfold with a 3x3
            kernel, padding 1, stride 1, dilation 1: one thread per (channel, output
            position) in a grid-stride loop, each writing its 9 column entries (zero
            where the window leaves the image). PyTorch calls it once per image; here
            one launch covers the batch (the channels of all images, whose columns are
            contiguous in the (N, C*9, L) output). Default 1024 threads
            (CUDA_NUM_THREADS), grid ceil(N*C*L / threads).

`KERNELS[name](scale=1.0, threads=None)` gives a `program.Kernel`. `threads` is the block
size (a multiple of 32, 32..1024; None: PyTorch's, as above); the body reads
`gpu.block_dim` and uses grid- and block-stride loops, so it stays correct at any block
size the horizontal-fusion tuner gives it. `scale` multiplies the amount of work: every
dimension of the representative size is multiplied by scale**(1/ndims) and rounded, so
small scales (1e-4) give small, odd, non-degenerate problems for the interpreter.

At scale 1 each kernel moves 1.1-1.6 GB, i.e. about 0.36-0.55 ms at 3 TB/s on an H100
(`params["estimate_ms"]`, from the bytes each kernel must read and write once).
The histogram may take longer: its shared-memory atomics contend on the central bins.
Measured at scale 1 on an H100 80GB HBM3 (2026-11-22, bundle of commit 7f8f8d8,
kfusion-runner, median of 30; outputs equal to the numpy and PyTorch references):
batchnorm 0.79 ms, histogram 0.76, maxpool 0.76, upsample 1.11, im2col 0.54; PyTorch
2.11's own kernels on the same machine and sizes (torch.batch_norm_stats, torch.histc,
F.max_pool2d with indices, F.interpolate, F.unfold): 0.88, 1.51, 0.98, 1.18, 1.54 ms.
The numpy references are vectorized from the definitions (sliding windows, separable
interpolation, bincount), not transcriptions of the loops; `torch_reference(name, inputs)`
computes the same with PyTorch (imported lazily; not installed on every machine).
"""

import string

import numpy as np

from .program import Buffer, Kernel, Launch

#: Memory bandwidth used for the time estimates (H100 SXM HBM3, bytes per second).
BANDWIDTH = 3.0e12

#: Batch-norm epsilon (PyTorch's default).
BN_EPS = 1e-5
#: torch.histc(bins=100, min=-4, max=4): PyTorch's default bin count; a range of 8.
HIST_BINS, HIST_MIN, HIST_MAX = 100, -4.0, 4.0
#: Inputs of the histogram are multiples of 2^-HIST_QUANTUM (see the module docstring).
HIST_QUANTUM = 16
#: MaxPool2d(kernel_size=3, stride=2, padding=1) (dilation 1).
POOL_KERNEL, POOL_STRIDE, POOL_PAD = 3, 2, 1
#: Bilinear upsampling factor (both dimensions).
UPSAMPLE = 2
#: F.unfold(kernel_size=3, padding=1, stride=1, dilation=1).
COL_KERNEL, COL_PAD, COL_STRIDE, COL_DILATION = 3, 1, 1, 1

#: Representative sizes (scale 1).
BATCHNORM_SHAPE = (256, 512, 56, 56)     # N, C, H, W: 1.64 GB read
HISTOGRAM_SIZE = 1 << 28                 # elements: 1.07 GB read
MAXPOOL_SHAPE = (256, 64, 112, 112)      # N, C, H, W: 822 MB read, 617 MB written
UPSAMPLE_SHAPE = (16, 64, 256, 256)      # N, C, H, W: 268 MB read, 1.07 GB written
IM2COL_SHAPE = (64, 192, 56, 56)         # N, C, H, W: 154 MB read, 1.39 GB written

WORKGROUP = "#gpu.address_space<workgroup>"


# ---------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------

def _threads(threads, default):
    """The block size: `threads`, or the kernel's default; a multiple of 32 in 32..1024."""
    t = default if threads is None else int(threads)
    if t % 32 or not 32 <= t <= 1024:
        raise ValueError("threads must be a multiple of 32 from 32 to 1024, not %r" %
                         (threads,))
    return t


def _scaled(shape, scale, minimum):
    """`shape` with every dimension multiplied by scale**(1/len(shape)), rounded, and at
    least `minimum` (per dimension): the product scales about linearly with `scale`."""
    if not scale > 0:
        raise ValueError("scale must be positive, not %r" % (scale,))
    f = scale ** (1.0 / len(shape))
    return tuple(max(m, int(round(d * f))) for d, m in zip(shape, minimum))


def _ceil_div(a, b):
    return -(-a // b)


def _f32(value):
    """An f32 constant's literal (MLIR wants a decimal point or an exponent form)."""
    return "%.9e" % value


def _memref(shape, dtype):
    return "memref<%sx%s>" % ("x".join(str(int(s)) for s in shape), dtype)


def _params(pytorch, shape, threads, block, grid, bytes_moved, **extra):
    """The `params` of a kernel: sizes, launch and the bandwidth estimate."""
    p = {"pytorch": pytorch, "shape": dict(shape), "threads": threads,
         "block": list(block), "grid": list(grid), "bytes": int(bytes_moved),
         "estimate_ms": float("%.3g" % (bytes_moved / BANDWIDTH * 1e3)),
         "estimate": "bytes read and written once at %.0f GB/s" % (BANDWIDTH / 1e9)}
    p.update(extra)
    return p


def _grid_stride(start="%start", stride="%stride"):
    """Lines computing the first global thread index and the grid stride (1-D launch)."""
    return ("  %%tid = gpu.thread_id x\n"
            "  %%bid = gpu.block_id x\n"
            "  %%bdim = gpu.block_dim x\n"
            "  %%gdim = gpu.grid_dim x\n"
            "  %%base = arith.muli %%bid, %%bdim : index\n"
            "  %s = arith.addi %%base, %%tid : index\n"
            "  %s = arith.muli %%gdim, %%bdim : index" % (start, stride))


# ---------------------------------------------------------------------------------------
# batchnorm: batch_norm_collect_statistics_kernel
# ---------------------------------------------------------------------------------------

def _welford_merge(avg, m2, n, tag, indent):
    """MLIR lines merging the Welford triples (avg, m2, n) of the 32 lanes of a warp with
    `gpu.shuffle xor` at offsets 1, 2, 4, 8, 16 (PyTorch's WARP_SHFL_XOR loop, unrolled):
        factor = 1 / max(1, n + n'),  m2 += m2' + (avg - avg')^2 * n * n' * factor,
        avg = (n * avg + n' * avg') * factor,  n += n'.
    Returns (text, (avg, m2, n) of the result); every lane holds the warp's triple."""
    lines = []
    for i in range(5):
        p = "%%%s%d_" % (tag, 1 << i)
        lines += [
            "%soff = arith.constant %d : i32" % (p, 1 << i),
            "%so_avg, %sok_avg = gpu.shuffle xor %s, %soff, %%width : f32" % (p, p, avg, p),
            "%so_m2, %sok_m2 = gpu.shuffle xor %s, %soff, %%width : f32" % (p, p, m2, p),
            "%so_n, %sok_n = gpu.shuffle xor %s, %soff, %%width : i32" % (p, p, n, p),
            "%sn = arith.addi %s, %so_n : i32" % (p, n, p),
            "%sn_f = arith.sitofp %sn : i32 to f32" % (p, p),
            "%sden = arith.maxnumf %sn_f, %%one : f32" % (p, p),
            "%sfactor = arith.divf %%one, %sden : f32" % (p, p),
            "%sna = arith.sitofp %s : i32 to f32" % (p, n),
            "%snb = arith.sitofp %so_n : i32 to f32" % (p, p),
            "%sdelta = arith.subf %s, %so_avg : f32" % (p, avg, p),
            "%sdelta2 = arith.mulf %sdelta, %sdelta : f32" % (p, p, p),
            "%sc1 = arith.mulf %sdelta2, %sna : f32" % (p, p, p),
            "%sc2 = arith.mulf %sc1, %snb : f32" % (p, p, p),
            "%sc3 = arith.mulf %sc2, %sfactor : f32" % (p, p, p),
            "%sc4 = arith.addf %so_m2, %sc3 : f32" % (p, p, p),
            "%sm2 = arith.addf %s, %sc4 : f32" % (p, m2, p),
            "%swa = arith.mulf %sna, %s : f32" % (p, p, avg),
            "%swb = arith.mulf %snb, %so_avg : f32" % (p, p, p),
            "%sws = arith.addf %swa, %swb : f32" % (p, p, p),
            "%savg = arith.mulf %sws, %sfactor : f32" % (p, p, p),
        ]
        avg, m2, n = p + "avg", p + "m2", p + "n"
    return "\n".join(" " * indent + l for l in lines), (avg, m2, n)


_BATCHNORM = string.Template("""\
// batch_norm_collect_statistics_kernel: mean and invstd of channel blockIdx.x of
// x (N, C, H*W); block (32, y): x over positions, y over the batch (any shape whose
// size is a multiple of 32 works: warps are formed from the linear thread id).
gpu.func @$name(%x: $xt, %mean: $ct, %invstd: $ct)
    workgroup(%shared_n: memref<32xi32, $wg>,
              %shared_avg: memref<32xf32, $wg>,
              %shared_m2: memref<32xf32, $wg>) kernel {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %batch = arith.constant $N : index
  %spatial = arith.constant $HW : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %zero_i = arith.constant 0 : i32
  %one_i = arith.constant 1 : i32
  %width = arith.constant 32 : i32
  %count = arith.constant $count : f32
  %eps = arith.constant $eps : f32
  %plane = gpu.block_id x
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %bx = gpu.block_dim x
  %by = gpu.block_dim y
  %row = arith.muli %ty, %bx : index
  %tid = arith.addi %row, %tx : index
  %lane = arith.remui %tid, %c32 : index
  %warp = arith.divui %tid, %c32 : index
  // Per thread: Welford's update over x[b, plane, s] for b = ty, ty + by, ... and
  // s = tx, tx + bx, ... (a warp reads 32 consecutive floats).
  %avg, %m2, %n = scf.for %b = %ty to %batch step %by
      iter_args(%avg_b = %zero, %m2_b = %zero, %n_b = %zero_i) -> (f32, f32, i32) {
    %avg_s, %m2_s, %n_s = scf.for %s = %tx to %spatial step %bx
        iter_args(%avg_i = %avg_b, %m2_i = %m2_b, %n_i = %n_b) -> (f32, f32, i32) {
      %v = memref.load %x[%b, %plane, %s] : $xt
      %d1 = arith.subf %v, %avg_i : f32
      %n_j = arith.addi %n_i, %one_i : i32
      %n_f = arith.sitofp %n_j : i32 to f32
      %inc = arith.divf %d1, %n_f : f32
      %avg_j = arith.addf %avg_i, %inc : f32
      %d2 = arith.subf %v, %avg_j : f32
      %d12 = arith.mulf %d1, %d2 : f32
      %m2_j = arith.addf %m2_i, %d12 : f32
      scf.yield %avg_j, %m2_j, %n_j : f32, f32, i32
    }
    scf.yield %avg_s, %m2_s, %n_s : f32, f32, i32
  }
  // Merge across each warp.
$warp_merge
  // One triple per warp to shared memory (at most 32 warps in 1024 threads).
  %is_lane0 = arith.cmpi eq, %lane, %c0 : index
  scf.if %is_lane0 {
    memref.store $w_n, %shared_n[%warp] : memref<32xi32, $wg>
    memref.store $w_avg, %shared_avg[%warp] : memref<32xf32, $wg>
    memref.store $w_m2, %shared_m2[%warp] : memref<32xf32, $wg>
  }
  gpu.barrier
  // Warp 0 merges the warps' triples; thread 0 writes the channel's statistics.
  %is_warp0 = arith.cmpi eq, %warp, %c0 : index
  scf.if %is_warp0 {
    %threads = arith.muli %bx, %by : index
    %warps = arith.divui %threads, %c32 : index
    %has = arith.cmpi ult, %lane, %warps : index
    %p_avg, %p_m2, %p_n = scf.if %has -> (f32, f32, i32) {
      %l_avg = memref.load %shared_avg[%lane] : memref<32xf32, $wg>
      %l_m2 = memref.load %shared_m2[%lane] : memref<32xf32, $wg>
      %l_n = memref.load %shared_n[%lane] : memref<32xi32, $wg>
      scf.yield %l_avg, %l_m2, %l_n : f32, f32, i32
    } else {
      scf.yield %zero, %zero, %zero_i : f32, f32, i32
    }
$block_merge
    %is_first = arith.cmpi eq, %tid, %c0 : index
    scf.if %is_first {
      // Biased variance M2 / (N*H*W); invstd = 1 / sqrt(var + eps) (InvStd).
      %var = arith.divf $b_m2, %count : f32
      %var_eps = arith.addf %var, %eps : f32
      %std = math.sqrt %var_eps : f32
      %inv = arith.divf %one, %std : f32
      memref.store $b_avg, %mean[%plane] : $ct
      memref.store %inv, %invstd[%plane] : $ct
    }
  }
  gpu.return
}
""")


def batchnorm(scale=1.0, threads=None, name="batchnorm"):
    """batch_norm_collect_statistics_kernel on x (N, C, H*W): mean and invstd per channel.
    Default 512 threads as a (32, 16) block; grid C."""
    t = _threads(threads, 512)
    n, c, h, w = _scaled(BATCHNORM_SHAPE, scale, (1, 3, 1, 1))
    hw = h * w
    xt, ct = _memref((n, c, hw), "f32"), _memref((c,), "f32")
    warp_text, (w_avg, w_m2, w_n) = _welford_merge("%avg", "%m2", "%n", "w", 2)
    block_text, (b_avg, b_m2, _) = _welford_merge("%p_avg", "%p_m2", "%p_n", "k", 4)
    text = _BATCHNORM.substitute(
        name=name, xt=xt, ct=ct, wg=WORKGROUP, N=n, HW=hw, count=_f32(n * hw),
        eps=_f32(BN_EPS), warp_merge=warp_text, block_merge=block_text,
        w_avg=w_avg, w_m2=w_m2, w_n=w_n, b_avg=b_avg, b_m2=b_m2)
    block, grid = (32, t // 32, 1), (c, 1, 1)

    def make_inputs(rng):
        # Activations: per channel a mean in [-1, 1) and a spread in [0.5, 2).
        mu = rng.uniform(-1.0, 1.0, c).astype(np.float32)
        sigma = rng.uniform(0.5, 2.0, c).astype(np.float32)
        x = rng.standard_normal((n, c, hw), dtype=np.float32)
        x *= sigma[None, :, None]
        x += mu[None, :, None]
        return {"x": x}

    def reference(inputs):
        x = inputs["x"]
        mean = np.empty(c)
        var = np.empty(c)
        for c0 in range(0, c, 32):     # channel chunks bound the float64 temporaries
            part = x[:, c0:c0 + 32, :]
            mean[c0:c0 + 32] = part.mean(axis=(0, 2), dtype=np.float64)
            var[c0:c0 + 32] = part.var(axis=(0, 2), dtype=np.float64)   # biased
        return {"mean": mean, "invstd": 1.0 / np.sqrt(var + BN_EPS)}

    bytes_moved = n * c * hw * 4 + 2 * c * 4
    return Kernel(
        name=name,
        buffers=[Buffer("x", "f32", (n, c, hw), "in"),
                 Buffer("mean", "f32", (c,), "out"),
                 Buffer("invstd", "f32", (c,), "out")],
        gpu_funcs=text,
        launch=Launch(name, ["x", "mean", "invstd"], grid, block),
        make_inputs=make_inputs, reference=reference,
        # f32 Welford over up to ~1600 elements per thread, then 10 merges: emulated in
        # numpy at scale 1, the errors stay below 3e-7 (relative).
        tolerance={"mean": (1e-5, 1e-5), "invstd": (1e-5, 1e-6)},
        kind="memory",
        params=_params("batch_norm_collect_statistics_kernel",
                       {"N": n, "C": c, "H": h, "W": w}, t, block, grid, bytes_moved,
                       eps=BN_EPS, outputs="mean, invstd (biased variance)"))


# ---------------------------------------------------------------------------------------
# histogram: kernelHistogram1D (torch.histc)
# ---------------------------------------------------------------------------------------

_HISTOGRAM = string.Template("""\
// kernelHistogram1D (shared-memory variant): torch.histc(x, bins=$nbins, min=$lo,
// max=$hi) accumulated per block in shared memory, then into the output with atomics.
gpu.func @$name(%x: $xt, %bins: $bt)
    workgroup(%local: memref<${nbins}xi32, $wg>) kernel {
  %nbins = arith.constant $nbins : index
  %total = arith.constant $total : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %nbins_i = arith.constant $nbins : i32
  %last = arith.constant $last : i32
  %lo = arith.constant $lo_f : f32
  %hi = arith.constant $hi_f : f32
  %nbins_f = arith.constant $nbins_f : f32
  %range = arith.subf %hi, %lo : f32
$grid_stride
  scf.for %i = %tid to %nbins step %bdim {
    memref.store %zero, %local[%i] : memref<${nbins}xi32, $wg>
  }
  gpu.barrier
  scf.for %i = %start to %total step %stride {
    %v = memref.load %x[%i] : $xt
    %ge = arith.cmpf oge, %v, %lo : f32
    %le = arith.cmpf ole, %v, %hi : f32
    %inside = arith.andi %ge, %le : i1
    scf.if %inside {
      // getBin: (int)((v - min) * nbins / (max - min)), nbins -> nbins - 1.
      %off = arith.subf %v, %lo : f32
      %scaled = arith.mulf %off, %nbins_f : f32
      %pos = arith.divf %scaled, %range : f32
      %bin0 = arith.fptosi %pos : f32 to i32
      %at_end = arith.cmpi eq, %bin0, %nbins_i : i32
      %bin = arith.select %at_end, %last, %bin0 : i32
      %b = arith.index_cast %bin : i32 to index
      %old = memref.atomic_rmw addi %one, %local[%b]
          : (i32, memref<${nbins}xi32, $wg>) -> i32
    }
  }
  gpu.barrier
  scf.for %i = %tid to %nbins step %bdim {
    %count = memref.load %local[%i] : memref<${nbins}xi32, $wg>
    %old = memref.atomic_rmw addi %count, %bins[%i] : (i32, $bt) -> i32
  }
  gpu.return
}
""")


def _histc(values):
    """torch.histc(values, HIST_BINS, HIST_MIN, HIST_MAX) from its definition: bin
    floor((v - min) * bins / (max - min)) in f32, the last bin closed at max, values
    outside [min, max] dropped. Returns the counts (int64)."""
    v = np.asarray(values, dtype=np.float32).reshape(-1)
    lo, hi = np.float32(HIST_MIN), np.float32(HIST_MAX)
    v = v[(v >= lo) & (v <= hi)]
    b = ((v - lo) * np.float32(HIST_BINS) / (hi - lo)).astype(np.int32)
    np.minimum(b, HIST_BINS - 1, out=b)
    return np.bincount(b, minlength=HIST_BINS)


def histogram(scale=1.0, threads=None, name="histogram"):
    """kernelHistogram1D: torch.histc(x, 100, -4, 4) into i32 counts. Default 512
    threads; grid ceil(elements / (4 * threads)) (getApplyGrid)."""
    t = _threads(threads, 512)
    (total,) = _scaled((HISTOGRAM_SIZE,), scale, (1000,))
    xt, bt = _memref((total,), "f32"), _memref((HIST_BINS,), "i32")
    text = _HISTOGRAM.substitute(
        name=name, xt=xt, bt=bt, wg=WORKGROUP, nbins=HIST_BINS, total=total,
        last=HIST_BINS - 1, lo=HIST_MIN, hi=HIST_MAX, lo_f=_f32(HIST_MIN),
        hi_f=_f32(HIST_MAX), nbins_f=_f32(HIST_BINS), grid_stride=_grid_stride())
    block = (t, 1, 1)
    grid = (min(_ceil_div(total, 4 * t), 2 ** 31 - 1), 1, 1)

    def make_inputs(rng):
        # N(0, 1.5) rounded to multiples of 2^-16 (0.8 % fall outside [-4, 4]); a few
        # values exactly at the edges min and max.
        q = np.float32(1 << HIST_QUANTUM)
        x = rng.standard_normal(total, dtype=np.float32)
        x *= np.float32(1.5 * q)
        np.round(x, out=x)
        x /= q
        k = max(2, total // 1000)
        x[rng.integers(0, total, k)] = np.float32(HIST_MIN)
        x[rng.integers(0, total, k)] = np.float32(HIST_MAX)
        return {"x": x}

    def reference(inputs):
        return {"bins": _histc(inputs["x"])}

    return Kernel(
        name=name,
        buffers=[Buffer("x", "f32", (total,), "in"),
                 Buffer("bins", "i32", (HIST_BINS,), "out", zero=True)],
        gpu_funcs=text,
        launch=Launch(name, ["x", "bins"], grid, block),
        make_inputs=make_inputs, reference=reference,
        kind="memory",
        params=_params("kernelHistogram1D", {"elements": total}, t, block, grid,
                       total * 4 + HIST_BINS * 4, bins=HIST_BINS, min=HIST_MIN,
                       max=HIST_MAX))


# ---------------------------------------------------------------------------------------
# maxpool: max_pool_forward_nchw
# ---------------------------------------------------------------------------------------

_MAXPOOL = string.Template("""\
// max_pool_forward_nchw: MaxPool2d(kernel $k, stride $s, padding $p), one output
// element per thread (grid-stride); values and int64 indices h * W + w.
gpu.func @$name(%x: $xt, %y: $yt, %indices: $it) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %channels = arith.constant $C : index
  %height = arith.constant $H : index
  %width = arith.constant $W : index
  %pooled_h = arith.constant $PH : index
  %pooled_w = arith.constant $PW : index
  %count = arith.constant $count : index
  %stride_c = arith.constant $s : index
  %pad = arith.constant $p : index
  %extent = arith.constant $k : index
  %neg_inf = arith.constant 0xFF800000 : f32
$grid_stride
  scf.for %index = %start to %count step %stride {
    %pw = arith.remui %index, %pooled_w : index
    %i1 = arith.divui %index, %pooled_w : index
    %ph = arith.remui %i1, %pooled_h : index
    %i2 = arith.divui %i1, %pooled_h : index
    %c = arith.remui %i2, %channels : index
    %n = arith.divui %i2, %channels : index
    %hs = arith.muli %ph, %stride_c : index
    %hstart0 = arith.subi %hs, %pad : index
    %ws = arith.muli %pw, %stride_c : index
    %wstart0 = arith.subi %ws, %pad : index
    %hend0 = arith.addi %hstart0, %extent : index
    %hend = arith.minsi %hend0, %height : index
    %wend0 = arith.addi %wstart0, %extent : index
    %wend = arith.minsi %wend0, %width : index
    %hstart = arith.maxsi %hstart0, %c0 : index
    %wstart = arith.maxsi %wstart0, %c0 : index
    %first_row = arith.muli %hstart, %width : index
    %first = arith.addi %first_row, %wstart : index
    %maxval, %maxidx = scf.for %h = %hstart to %hend step %c1
        iter_args(%mv = %neg_inf, %mi = %first) -> (f32, index) {
      %row = arith.muli %h, %width : index
      %mv_w, %mi_w = scf.for %w = %wstart to %wend step %c1
          iter_args(%mv1 = %mv, %mi1 = %mi) -> (f32, index) {
        %v = memref.load %x[%n, %c, %h, %w] : $xt
        %greater = arith.cmpf ogt, %v, %mv1 : f32
        %nan = arith.cmpf uno, %v, %v : f32
        %take = arith.ori %greater, %nan : i1
        %flat = arith.addi %row, %w : index
        %mv2 = arith.select %take, %v, %mv1 : f32
        %mi2 = arith.select %take, %flat, %mi1 : index
        scf.yield %mv2, %mi2 : f32, index
      }
      scf.yield %mv_w, %mi_w : f32, index
    }
    memref.store %maxval, %y[%n, %c, %ph, %pw] : $yt
    %maxidx_i64 = arith.index_cast %maxidx : index to i64
    memref.store %maxidx_i64, %indices[%n, %c, %ph, %pw] : $it
  }
  gpu.return
}
""")


def _pooled(size, kernel, stride, pad, dilation=1):
    """Output extent of a pooling / convolution window (floor mode)."""
    return (size + 2 * pad - dilation * (kernel - 1) - 1) // stride + 1


def maxpool(scale=1.0, threads=None, name="maxpool"):
    """max_pool_forward_nchw, MaxPool2d(3, 2, 1): values and i64 indices. Default 256
    threads; grid ceil(outputs / threads)."""
    t = _threads(threads, 256)
    n, c, h, w = _scaled(MAXPOOL_SHAPE, scale, (1, 1, 2, 2))
    k, s, p = POOL_KERNEL, POOL_STRIDE, POOL_PAD
    ph, pw = _pooled(h, k, s, p), _pooled(w, k, s, p)
    count = n * c * ph * pw
    xt, yt, it = (_memref((n, c, h, w), "f32"), _memref((n, c, ph, pw), "f32"),
                  _memref((n, c, ph, pw), "i64"))
    text = _MAXPOOL.substitute(
        name=name, xt=xt, yt=yt, it=it, C=c, H=h, W=w, PH=ph, PW=pw, count=count,
        k=k, s=s, p=p, grid_stride=_grid_stride())
    block, grid = (t, 1, 1), (_ceil_div(count, t), 1, 1)

    def make_inputs(rng):
        # Post-ReLU activations (the pool follows conv + ReLU): half of them are 0, so
        # ties are common and the first maximum must win.
        x = rng.standard_normal((n, c, h, w), dtype=np.float32)
        np.maximum(x, 0.0, out=x)
        return {"x": x}

    def reference(inputs):
        x = inputs["x"]
        padded = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)), constant_values=-np.inf)
        windows = np.lib.stride_tricks.sliding_window_view(padded, (k, k), axis=(2, 3))
        windows = windows[:, :, ::s, ::s][:, :, :ph, :pw].reshape(n, c, ph, pw, k * k)
        arg = windows.argmax(axis=-1)          # first maximum in row-major order
        values = np.take_along_axis(windows, arg[..., None], axis=-1)[..., 0]
        rows = np.arange(ph)[:, None] * s - p + arg // k
        cols = np.arange(pw)[None, :] * s - p + arg % k
        return {"y": values, "indices": rows * w + cols}

    bytes_moved = n * c * h * w * 4 + count * (4 + 8)
    return Kernel(
        name=name,
        buffers=[Buffer("x", "f32", (n, c, h, w), "in"),
                 Buffer("y", "f32", (n, c, ph, pw), "out"),
                 Buffer("indices", "i64", (n, c, ph, pw), "out")],
        gpu_funcs=text,
        launch=Launch(name, ["x", "y", "indices"], grid, block),
        make_inputs=make_inputs, reference=reference,
        kind="memory",
        params=_params("max_pool_forward_nchw",
                       {"N": n, "C": c, "H": h, "W": w, "H_out": ph, "W_out": pw},
                       t, block, grid, bytes_moved, kernel=k, stride=s, padding=p))


# ---------------------------------------------------------------------------------------
# upsample: upsample_bilinear2d_out_frame
# ---------------------------------------------------------------------------------------

def _source_index(a, scale):
    """MLIR lines computing, for output coordinate %<a>2, PyTorch's bilinear source index
    (area_pixel_compute_source_index, align_corners=False) %<a>1, the step %<a>1p to the
    next input row/column (0 at the last one) and the weights %<a>0lambda, %<a>1lambda."""
    return string.Template("""\
    %${a}2_i = arith.index_cast %${a}2 : index to i32
    %${a}2_f = arith.sitofp %${a}2_i : i32 to f32
    %${a}2_c = arith.addf %${a}2_f, %half : f32
    %${a}1r_s = arith.mulf %$scale, %${a}2_c : f32
    %${a}1r_0 = arith.subf %${a}1r_s, %half : f32
    %${a}_neg = arith.cmpf olt, %${a}1r_0, %zero : f32
    %${a}1r = arith.select %${a}_neg, %zero, %${a}1r_0 : f32
    %${a}1_i = arith.fptosi %${a}1r : f32 to i32
    %${a}1 = arith.index_cast %${a}1_i : i32 to index
    %${a}_in = arith.cmpi slt, %${a}1, %last_${a} : index
    %${a}1p = arith.select %${a}_in, %c1, %c0 : index
    %${a}1_f = arith.sitofp %${a}1_i : i32 to f32
    %${a}1lambda = arith.subf %${a}1r, %${a}1_f : f32
    %${a}0lambda = arith.subf %one, %${a}1lambda : f32
""").substitute(a=a, scale=scale)


_UPSAMPLE = string.Template("""\
// upsample_bilinear2d_out_frame: bilinear x$factor, align_corners=False; one output
// pixel per thread (grid-stride), looping over the N*C planes.
gpu.func @$name(%x: $xt, %y: $yt) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch = arith.constant $N : index
  %channels = arith.constant $C : index
  %last_h = arith.constant $last_h : index
  %last_w = arith.constant $last_w : index
  %width2 = arith.constant $OW : index
  %pixels = arith.constant $pixels : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rheight = arith.constant $rheight : f32
  %rwidth = arith.constant $rwidth : f32
$grid_stride
  scf.for %index = %start to %pixels step %stride {
    %w2 = arith.remui %index, %width2 : index
    %h2 = arith.divui %index, %width2 : index
    // area_pixel_compute_source_index: max(scale * (dst + 0.5) - 0.5, 0).
$source_h$source_w    %h1b = arith.addi %h1, %h1p : index
    %w1b = arith.addi %w1, %w1p : index
    scf.for %n = %c0 to %batch step %c1 {
      scf.for %c = %c0 to %channels step %c1 {
        %v00 = memref.load %x[%n, %c, %h1, %w1] : $xt
        %v01 = memref.load %x[%n, %c, %h1, %w1b] : $xt
        %v10 = memref.load %x[%n, %c, %h1b, %w1] : $xt
        %v11 = memref.load %x[%n, %c, %h1b, %w1b] : $xt
        %a00 = arith.mulf %w0lambda, %v00 : f32
        %a01 = arith.mulf %w1lambda, %v01 : f32
        %top = arith.addf %a00, %a01 : f32
        %a10 = arith.mulf %w0lambda, %v10 : f32
        %a11 = arith.mulf %w1lambda, %v11 : f32
        %bottom = arith.addf %a10, %a11 : f32
        %t0 = arith.mulf %h0lambda, %top : f32
        %t1 = arith.mulf %h1lambda, %bottom : f32
        %val = arith.addf %t0, %t1 : f32
        memref.store %val, %y[%n, %c, %h2, %w2] : $yt
      }
    }
  }
  gpu.return
}
""")


def _bilinear_axis(out_size, in_size):
    """Source rows of the two taps and the weight of the second, per output index, for
    half-pixel-centre (align_corners=False) bilinear resampling along one axis."""
    src = (np.arange(out_size) + 0.5) * (in_size / out_size) - 0.5
    src = np.maximum(src, 0.0)
    i0 = np.floor(src).astype(np.int64)
    i1 = np.minimum(i0 + 1, in_size - 1)
    return i0, i1, src - i0


def upsample(scale=1.0, threads=None, name="upsample"):
    """upsample_bilinear2d_out_frame, x2 bilinear, align_corners=False. Default 1024
    threads; grid ceil(H_out * W_out / threads)."""
    t = _threads(threads, 1024)
    n, c, h, w = _scaled(UPSAMPLE_SHAPE, scale, (1, 1, 2, 2))
    oh, ow = h * UPSAMPLE, w * UPSAMPLE
    pixels = oh * ow
    xt, yt = _memref((n, c, h, w), "f32"), _memref((n, c, oh, ow), "f32")
    # rheight = area_pixel_compute_scale = 1 / scale_factor (= h / oh).
    text = _UPSAMPLE.substitute(
        name=name, xt=xt, yt=yt, factor=UPSAMPLE, N=n, C=c, last_h=h - 1, last_w=w - 1,
        OW=ow, pixels=pixels, rheight=_f32(1.0 / UPSAMPLE), rwidth=_f32(1.0 / UPSAMPLE),
        grid_stride=_grid_stride(), source_h=_source_index("h", "rheight"),
        source_w=_source_index("w", "rwidth"))
    block, grid = (t, 1, 1), (_ceil_div(pixels, t), 1, 1)

    def make_inputs(rng):
        return {"x": rng.standard_normal((n, c, h, w), dtype=np.float32)}

    def reference(inputs):
        # Separable: interpolate rows, then columns (float64; chunks of planes).
        x = inputs["x"].reshape(n * c, h, w)
        r0, r1, rl = _bilinear_axis(oh, h)
        c0, c1, cl = _bilinear_axis(ow, w)
        y = np.empty((n * c, oh, ow), dtype=np.float32)
        for p0 in range(0, n * c, 64):
            planes = x[p0:p0 + 64].astype(np.float64)
            rows = (planes[:, r0, :] * (1.0 - rl)[None, :, None] +
                    planes[:, r1, :] * rl[None, :, None])
            y[p0:p0 + 64] = rows[:, :, c0] * (1.0 - cl) + rows[:, :, c1] * cl
        return {"y": y.reshape(n, c, oh, ow)}

    bytes_moved = (n * c * h * w + n * c * oh * ow) * 4
    return Kernel(
        name=name,
        buffers=[Buffer("x", "f32", (n, c, h, w), "in"),
                 Buffer("y", "f32", (n, c, oh, ow), "out")],
        gpu_funcs=text,
        launch=Launch(name, ["x", "y"], grid, block),
        make_inputs=make_inputs, reference=reference,
        # Four products of N(0, 1) values with weights in [0, 1] in f32.
        tolerance={"y": (1e-5, 1e-6)},
        kind="memory",
        params=_params("upsample_bilinear2d_out_frame",
                       {"N": n, "C": c, "H": h, "W": w, "H_out": oh, "W_out": ow},
                       t, block, grid, bytes_moved, scale_factor=UPSAMPLE,
                       align_corners=False))


# ---------------------------------------------------------------------------------------
# im2col: im2col_kernel
# ---------------------------------------------------------------------------------------

_IM2COL = string.Template("""\
// im2col_kernel: one thread per (image channel, output position) (grid-stride), each
// writing its $kk column entries; zero where the window leaves the image.
gpu.func @$name(%x: $xt, %col: $ct) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %channels = arith.constant $C : index
  %height = arith.constant $H : index
  %width = arith.constant $W : index
  %height_col = arith.constant $OH : index
  %width_col = arith.constant $OW : index
  %count = arith.constant $count : index
  %kernel_h = arith.constant $k : index
  %kernel_w = arith.constant $k : index
  %stride_c = arith.constant $s : index
  %pad = arith.constant $p : index
  %dilation = arith.constant $d : index
  %zero = arith.constant 0.0 : f32
$grid_stride
  scf.for %index = %start to %count step %stride {
    %w_out = arith.remui %index, %width_col : index
    %i1 = arith.divui %index, %width_col : index
    %h_out = arith.remui %i1, %height_col : index
    %channel_in = arith.divui %i1, %height_col : index
    %n = arith.divui %channel_in, %channels : index
    %c = arith.remui %channel_in, %channels : index
    %hs = arith.muli %h_out, %stride_c : index
    %h_in = arith.subi %hs, %pad : index
    %ws = arith.muli %w_out, %stride_c : index
    %w_in = arith.subi %ws, %pad : index
    %c_kh = arith.muli %c, %kernel_h : index
    %pos_row = arith.muli %h_out, %width_col : index
    %pos = arith.addi %pos_row, %w_out : index
    scf.for %i = %c0 to %kernel_h step %c1 {
      %di = arith.muli %i, %dilation : index
      %h = arith.addi %h_in, %di : index
      %row_base0 = arith.addi %c_kh, %i : index
      %row_base = arith.muli %row_base0, %kernel_w : index
      scf.for %j = %c0 to %kernel_w step %c1 {
        %dj = arith.muli %j, %dilation : index
        %w = arith.addi %w_in, %dj : index
        %h_ge = arith.cmpi sge, %h, %c0 : index
        %w_ge = arith.cmpi sge, %w, %c0 : index
        %h_lt = arith.cmpi slt, %h, %height : index
        %w_lt = arith.cmpi slt, %w, %width : index
        %ok_h = arith.andi %h_ge, %h_lt : i1
        %ok_w = arith.andi %w_ge, %w_lt : i1
        %ok = arith.andi %ok_h, %ok_w : i1
        %v = scf.if %ok -> (f32) {
          %loaded = memref.load %x[%n, %c, %h, %w] : $xt
          scf.yield %loaded : f32
        } else {
          scf.yield %zero : f32
        }
        %row = arith.addi %row_base, %j : index
        memref.store %v, %col[%n, %row, %pos] : $ct
      }
    }
  }
  gpu.return
}
""")


def im2col(scale=1.0, threads=None, name="im2col"):
    """im2col_kernel (F.unfold, 3x3, padding 1, stride 1) over a batch: columns
    (N, C*9, H_out*W_out). Default 1024 threads; grid ceil(N*C*L / threads)."""
    t = _threads(threads, 1024)
    n, c, h, w = _scaled(IM2COL_SHAPE, scale, (1, 1, 1, 1))
    k, p, s, d = COL_KERNEL, COL_PAD, COL_STRIDE, COL_DILATION
    oh, ow = _pooled(h, k, s, p, d), _pooled(w, k, s, p, d)
    count = n * c * oh * ow
    xt, ct = _memref((n, c, h, w), "f32"), _memref((n, c * k * k, oh * ow), "f32")
    text = _IM2COL.substitute(
        name=name, xt=xt, ct=ct, kk=k * k, C=c, H=h, W=w, OH=oh, OW=ow, count=count,
        k=k, s=s, p=p, d=d, grid_stride=_grid_stride())
    block, grid = (t, 1, 1), (_ceil_div(count, t), 1, 1)

    def make_inputs(rng):
        return {"x": rng.standard_normal((n, c, h, w), dtype=np.float32)}

    def reference(inputs):
        x = inputs["x"]
        padded = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
        span = d * (k - 1) + 1
        windows = np.lib.stride_tricks.sliding_window_view(padded, (span, span),
                                                           axis=(2, 3))
        windows = windows[:, :, ::s, ::s, ::d, ::d][:, :, :oh, :ow]  # (N, C, OH, OW, k, k)
        return {"col": windows.transpose(0, 1, 4, 5, 2, 3).reshape(n, c * k * k, oh * ow)}

    bytes_moved = (n * c * h * w + count * k * k) * 4
    return Kernel(
        name=name,
        buffers=[Buffer("x", "f32", (n, c, h, w), "in"),
                 Buffer("col", "f32", (n, c * k * k, oh * ow), "out")],
        gpu_funcs=text,
        launch=Launch(name, ["x", "col"], grid, block),
        make_inputs=make_inputs, reference=reference,
        kind="memory",
        params=_params("im2col_kernel",
                       {"N": n, "C": c, "H": h, "W": w, "H_out": oh, "W_out": ow},
                       t, block, grid, bytes_moved, kernel=k, padding=p, stride=s,
                       dilation=d))


KERNELS = {
    "batchnorm": batchnorm,
    "histogram": histogram,
    "maxpool": maxpool,
    "upsample": upsample,
    "im2col": im2col,
}


# ---------------------------------------------------------------------------------------
# PyTorch references
# ---------------------------------------------------------------------------------------

def torch_reference(name, inputs):
    """The outputs of kernel `name` for `inputs` ({buffer: ndarray}, as make_inputs gives
    them) computed with PyTorch (on the GPU when there is one): {buffer: ndarray}.
    Raises ImportError when torch is not installed."""
    import torch                                    # lazily: not installed everywhere
    import torch.nn.functional as F

    device = "cuda" if torch.cuda.is_available() else "cpu"
    x = torch.from_numpy(np.ascontiguousarray(inputs["x"])).to(device)
    if name == "batchnorm":
        x4 = x.unsqueeze(-1)                        # (N, C, H*W, 1): the NCHW view
        mean = x4.double().mean(dim=(0, 2, 3))
        var = x4.double().var(dim=(0, 2, 3), unbiased=False)
        out = {"mean": mean, "invstd": torch.rsqrt(var + BN_EPS)}
    elif name == "histogram":
        out = {"bins": torch.histc(x, bins=HIST_BINS, min=HIST_MIN, max=HIST_MAX)
               .to(torch.int64)}
    elif name == "maxpool":
        y, idx = F.max_pool2d(x, POOL_KERNEL, POOL_STRIDE, POOL_PAD, return_indices=True)
        out = {"y": y, "indices": idx}
    elif name == "upsample":
        out = {"y": F.interpolate(x, scale_factor=UPSAMPLE, mode="bilinear",
                                  align_corners=False)}
    elif name == "im2col":
        out = {"col": F.unfold(x, COL_KERNEL, dilation=COL_DILATION, padding=COL_PAD,
                               stride=COL_STRIDE)}
    else:
        raise KeyError("no DL kernel %r" % name)
    return {k: v.cpu().numpy() for k, v in out.items()}
