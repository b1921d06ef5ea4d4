# csbench.programs: the GEMM-chain workloads of issue 10: one GEMM (the GPT-3 MLP's two
# shapes, for the comparison with cuBLAS), the GPT-3 MLP (H = 12288, 8-way model parallel:
# X[M, 12288] x W1[12288, 6144] -> GeLU -> x W2[6144, 12288]) and the LLaMA MLP (H = 8192:
# X x W1[8192, 2 x 3584] -> SwiGLU -> x W2[3584, 8192], 28672 / 8 per GPU), for M = 1 ...
# 2048, and a pair of VGG-19's conv4 layers (3x3, 512 -> 512 channels, 28 x 28, ReLU) as
# implicit GEMMs for batch 1 ... 32, plus small sizes for kfusion-sim; each with a float64
# numpy reference and tolerances.
"""The cuSync benchmark workloads.

`make(name, m, size, flavour, **config)` returns a `Program`: its operands, the launches of
@step (kfusion.gemm), the module text (`prog.text(attrs)`: attributes for the consumer
launch, e.g. kfusion.sync_policy), a float64 reference of chosen rows, tolerances, FLOPs.

Sizes: 'gpu' (issue 10's, mma flavour: f16 operands, f32 accumulation, f16 results and
hidden activation) and 'small' (the interpreter's: M = 64, H = 128, hidden = 64, simt or
emul flavour, f32; the small `mlp` is GeLU with simt and SwiGLU with emul). M is padded up
to the row tile (M = 1 runs as 64 rows): the padded rows are computed and checked like the
others; FLOP/s count the true M.

Convolutions (`conv_vgg`; small `conv`, emul only: kfusion.gemm has no simt convolution):
M is the batch B; the implicit GEMMs have B H W pixel rows padded to the row tile. X is
[G + M_pad + T, C] with guard rows before and after the pixel rows (kfusion.gemm.Conv;
drawn at random like the rest: the kernels must mask them), the hidden activation a
temporary of @step in the same guarded layout (the first convolution writes it there),
Y [M_pad, Kout] (row = output pixel; the padded pixels' rows hold relu(0) = 0).
"""

import dataclasses
import math

import numpy as np

from kfusion import gemm as gemm_mod
from kfusion.gemm import Gemm, GemmConfigError, Launch
from .harness import Operand

WORKLOADS = ["mlp_gpt3", "gemm", "gemm_down", "mlp_llama", "conv_vgg"]
SMALL_WORKLOADS = ["gemm", "mlp", "conv"]
M_VALUES = [1, 64, 128, 256, 512, 1024, 2048]
#: The convolution workloads: (batch, H, W, channels, R, S, pad) of the input and the
#: output channels of each layer (ReLU after each): VGG-19's conv4_2 and conv4_3 (28 x 28,
#: 512 -> 512 -> 512, 3 x 3, padding 1); the small one for kfusion-sim (B = 2, 6 x 6: its
#: 16-row tiles cut image rows, so that a consumer tile reads neighbouring producer tiles
#: (the halo), 64 channels: two channel tiles of 32).
CONV_DIMS = {"conv_vgg": dict(h=28, w=28, channels=512, kouts=(512, 512), r=3, s=3, pad=1)}
SMALL_CONV = dict(batch=2, h=6, w=6, channels=64, kouts=(128, 128), r=3, s=3, pad=1)
#: The small convolution's tiles (any flavour; emul on kfusion-sim): 16 x 64 x 32, one warp,
#: 3 stages: 5 row tiles of the 72 pixels (80 rows), 2 channel tiles, 18 k-steps.
SMALL_CONV_CONFIG = {"tile": (16, 64, 32), "warps": (1, 1), "stages": 3}
#: M (the batch) of the convolution workloads.
CONV_M_VALUES = [1, 4, 8, 16, 32]

#: (model dim H, hidden per GPU, first GEMM's epilogue) of the MLPs: GPT-3 175B
#: (H = 12288, 4H / 8, GeLU), LLaMA-2 70B (H = 8192, 28672 / 8, SwiGLU: the first GEMM
#: multiplies by the gate and up projections, 2 x 3584 columns).
MLP_DIMS = {"mlp_gpt3": (12288, 6144, "gelu_tanh"), "mlp_llama": (8192, 3584, "swiglu")}
#: One GEMM: (K, N) of the GPT-3 MLP's first and second GEMM.
GEMM_DIMS = {"gemm": (12288, 6144), "gemm_down": (6144, 12288)}
SMALL = {"m": 64, "h": 128, "hidden": 64}
#: The small MLP's epilogue per flavour (SwiGLU needs the tensor-core kernel's structure).
SMALL_MLP_EPILOGUE = {"simt": "gelu_tanh", "emul": "swiglu", "wgemul": "swiglu"}
EPILOGUE = "gelu_tanh"


def default_config(m, flavour, epilogue="none"):
    """Tile parameters for M (rows before padding) and a flavour. mma: chosen by sweeps on
    the H100 (2026-11-25, GEMMs of both MLP shapes at M = 64, 512, 1024, 2048; README):
    128 x 128 x 32 tiles of four warps (64 x 64 each), 4 stages, about 2 blocks per SM,
    were the fastest from M = 512 up (455 TFLOP/s at M = 2048; 8 warps of 64 x 32, 128 x
    256 and 256 x 128 tiles, TK = 64 and 3 or 5 stages were slower); at M <= 64, where
    the weights' bandwidth bounds the time, 64 x 128 tiles of 8 warps.
    SwiGLU multiplies 2 TN columns of its weights per block: TN = 64 keeps the block's
    product at 128 columns."""
    tn = 64 if epilogue == "swiglu" else 128
    if flavour == "simt":
        return {"tile": (32, 32, 8), "micro": (2, 2)}
    if flavour == "emul":
        return {"tile": (64, tn // 2, 32), "warps": (2, 2), "stages": 3}
    if flavour == "wgemul":
        return {"tile": (64, tn // 2, 64), "stages": 3}
    if flavour == "wgmma":
        # Warpgroup MMA (kfusion.gemm): a warpgroup per 64 rows. H100 (2026-11-27,
        # bench/results/2026-11-27-cusync-h100-wgmma; GPT-3's up / down GEMM at M = 512):
        # 256 x 128 tiles (4 warpgroups, 4 stages) 0.1298 / 0.1470 ms, 128 x 256 0.1312 /
        # 0.1544, 128 x 128 (6 stages) 0.1647 / 0.1745, 64 x 256 0.2365 / 0.2140; at
        # M = 2048 256 x 128 0.4116 / 0.4572, 128 x 256 0.4298 / 0.4671. Below 256 rows
        # the tile's rows follow M.
        if m <= 64:
            return {"tile": (64, 2 * tn, 64), "stages": 4}
        if m <= 128:
            return {"tile": (128, 2 * tn, 64), "stages": 4}
        return {"tile": (256, tn, 64), "stages": 4}
    if m <= 64:
        return {"tile": (64, tn, 32), "warps": (2, 4), "stages": 4}
    return {"tile": (128, tn, 32), "warps": (2, 2), "stages": 4}


def is_conv(name):
    """A convolution workload (its M is the batch)?"""
    return name in CONV_DIMS or name == "conv"


def m_values(name, size="gpu"):
    """The M values a workload runs when none are given: the batches 1 ... 32 for a
    convolution, M = 1 ... 2048 for the others; small sizes: one (B = 2, M = 64)."""
    if size == "small":
        return [SMALL_CONV["batch"]] if is_conv(name) else [SMALL["m"]]
    return list(CONV_M_VALUES) if is_conv(name) else list(M_VALUES)


def m_label(name):
    """What a workload's M is: 'batch' for a convolution, else 'M'."""
    return "batch" if is_conv(name) else "M"


def conv_default_config(pixels, rs, flavour):
    """Tile parameters of a convolution with B H W = `pixels` and R S = `rs` filter taps:
    default_config's for M = B H W, with the most stages up to 4 that divide R S (3 for a
    3 x 3 filter): the stage of a k-step, k-step mod STAGES, is then a constant in the
    loop's unrolled channel tile. With 4 stages for 9 taps the stages are computed, and the
    shared-memory addresses derived from them took the 128 x 128 kernel to 255 registers
    and 256 bytes of spill (254 and none with 3). H100, VGG's pair (2026-11-27, batch 1 /
    8 / 32, StreamSync): 3 stages 0.124 / 0.194 / 0.561 ms, 4 stages 0.141 / 0.220 / 0.637
    ms; 8 warps (2 x 4) with 3 stages (128 registers) 0.121 / 0.208 / 0.592, with 4 stages
    0.125 / 0.244 / 0.716."""
    cfg = dict(default_config(pixels, flavour))
    if flavour != "simt":
        fits = [s for s in (4, 3, 2) if s - 1 <= rs]
        cfg["stages"] = next((s for s in fits if rs % s == 0), fits[0])
    return cfg


def silu64(x):
    return x / (1.0 + np.exp(-x))


def deinterleave(w, tn):
    """(gate, up) columns of a [K, 2N] SwiGLU weight whose column tiles (tn wide)
    alternate gate, up, gate, up, ... (kfusion.gemm's layout)."""
    k, n2 = w.shape
    t = w.reshape(k, n2 // (2 * tn), 2, tn)
    return t[:, :, 0, :].reshape(k, n2 // 2), t[:, :, 1, :].reshape(k, n2 // 2)


def gelu64(x, kind=EPILOGUE):
    """GeLU in float64: tanh approximation or erf."""
    if kind == "gelu_tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))
    if kind == "gelu_erf":
        from stitchbench.linalg import erf64
        return 0.5 * x * (1.0 + erf64(x / math.sqrt(2.0)))
    if kind == "none":
        return x
    raise ValueError("unknown epilogue %r" % kind)


@dataclasses.dataclass
class Program:
    """A workload instance: @step's operands and launches, and its reference."""
    name: str
    size: str
    m: int                 # rows as asked (FLOPs count these)
    m_padded: int          # rows computed
    flavour: str
    inputs: list
    outputs: list
    temps: list            # [(name, shape, dtype)]
    launches: list         # [Launch]
    reference_fn: object   # (float64 inputs, rows) -> {output: float64 rows}
    tolerance_rel: tuple   # (rtol, atol as a fraction of the output's rms)
    params: dict = dataclasses.field(default_factory=dict)
    # {kernel name: registers per thread}: nvvm.maxnreg on those kernels (the driver's
    # residency-preserving bounds from ptxas's counts; see gemm.with_register_bound).
    register_bounds: dict = dataclasses.field(default_factory=dict)

    @property
    def label(self):
        return "%s %s=%d" % (self.name, "B" if self.is_conv else "M", self.m)

    @property
    def is_conv(self):
        return any(g.conv is not None for g in self.gemms)

    @property
    def key(self):
        """A directory-friendly name: <workload>-m<M>."""
        return "%s-m%d" % (self.name, self.m)

    @property
    def gemms(self):
        return [l.gemm for l in self.launches]

    @property
    def consumer(self):
        """Index of the consumer launch (the last), or None for a single GEMM."""
        return len(self.launches) - 1 if len(self.launches) > 1 else None

    def text(self, consumer_attrs=None):
        """The module; `consumer_attrs` ({name: attribute text}) go on the consumer launch."""
        launches = [dataclasses.replace(l) for l in self.launches]
        if consumer_attrs:
            if self.consumer is None:
                raise ValueError("%s has one launch: no consumer to put %s on" % (
                    self.label, ", ".join(consumer_attrs)))
            launches[self.consumer].attrs = dict(consumer_attrs)
        args = [(o.name, o.shape, o.dtype) for o in self.inputs + self.outputs]
        return gemm_mod.module_text(args, self.temps, launches, self.register_bounds)

    def flops(self):
        """Useful FLOPs: 2 M N K per GEMM with the true M (N: the columns of B, twice the
        output's with SwiGLU); a convolution's M is its B H W pixels (2 B H W Kout R S C)."""
        return sum(2 * (g.conv.pixels if g.conv is not None else self.m) * g.b_cols * g.k
                   for g in self.gemms)

    def make_inputs(self, rng, names=None):
        """Fresh inputs {name: array of the operand's dtype} (only `names` when given)."""
        return {o.name: o.draw(rng) for o in self.inputs if names is None or o.name in names}

    def reference(self, inputs, rows=None):
        """{output: float64 array of the given rows (all when None)}."""
        x = {k: np.asarray(v, dtype=np.float64) for k, v in inputs.items()}
        idx = np.arange(self.m_padded) if rows is None else np.asarray(rows)
        return self.reference_fn(x, idx)

    def tolerance(self, name, want):
        """(rtol, atol) of output `name` against reference values `want`."""
        rtol, arel = self.tolerance_rel
        rms = float(np.sqrt(np.mean(np.square(want)))) if np.size(want) else 1.0
        return rtol, arel * (rms or 1.0)

    def check_rows(self, rng, full_up_to=256, per_tile=4):
        """Rows to check: all when M (padded) <= full_up_to, else per row tile its first and
        last row and per_tile - 2 random ones (every row tile and every column checked)."""
        if self.m_padded <= full_up_to:
            return None
        tm = math.lcm(*(g.tile[0] for g in self.gemms))
        rows = []
        for t in range(self.m_padded // tm):
            rows += [t * tm, t * tm + tm - 1]
            rows += list(rng.integers(t * tm + 1, t * tm + tm - 1, max(0, per_tile - 2)))
        return np.unique(np.asarray(rows, dtype=np.int64))

    def min_bytes(self):
        return sum(o.nbytes for o in self.inputs + self.outputs)


def _is_per_gemm(key, value):
    """Whether configuration `value` of `key` gives one value per GEMM of an MLP: a pair
    of tuples for tile, warps and micro, a pair of integers for split_k and stages."""
    if not isinstance(value, (tuple, list)):
        return False
    if key in ("split_k", "stages", "reverse_k_from", "unroll_k"):
        return True
    return key in ("tile", "warps", "micro") and all(isinstance(v, (tuple, list))
                                                     for v in value)


def _pad(m, tm):
    return -(-m // tm) * tm


def _tolerance(flavour):
    # f16 path: f16 inputs (exact in the reference), f32 accumulation, f16 hidden and
    # result: the result's rounding is 2^-11 relative, the hidden's about 3e-4 rms(Y)
    # per element (random signs), 1.5e-3 rms at the largest of 25M elements; 1e-2 leaves
    # room for the tensor cores' accumulation order. A wrong tile or fragment errs by
    # about rms(Y). f32 paths (simt, emul): sums of at most 128 products.
    return (1e-2, 1e-2) if flavour in gemm_mod.F16_FLAVOURS else (1e-4, 1e-4)


def _gemm_kw(config):
    """The Gemm keywords of a configuration dict."""
    keys = ("tile", "warps", "micro", "stages", "split_k", "reverse_k_from", "unroll_k")
    return {k: v for k, v in config.items() if k in keys}


def gemm_program(name, m, k, n, flavour, epilogue="none", size="gpu", **config):
    """Y[M, N] = epilogue(X[M, K] x W[K, N])."""
    cfg = dict(default_config(m, flavour, epilogue))
    cfg.update(config)
    tm = cfg["tile"][0]
    mp = _pad(m, tm)
    dt = "f16" if flavour in gemm_mod.F16_FLAVOURS else "f32"
    g = Gemm(name.replace("-", "_"), mp, n, k, flavour=flavour, epilogue=epilogue,
             **_gemm_kw(cfg))
    bound = math.sqrt(3.0 / k)
    inputs = [Operand("X", (mp, k), dt, (-1.0, 1.0)),
              Operand("W", (k, g.b_cols), dt, (-bound, bound))]
    outputs = [Operand("Y", (mp, n), g.out_dtype)]
    tn = g.tile[1]

    def ref(x, rows):
        xr = x["X"][rows]
        if epilogue == "swiglu":
            wg, wu = deinterleave(x["W"], tn)
            return {"Y": silu64(xr @ wg) * (xr @ wu)}
        return {"Y": gelu64(xr @ x["W"], epilogue)}
    return Program(name, size, m, mp, flavour, inputs, outputs, [],
                   [Launch(g, ("X", "W", "Y"))], ref, _tolerance(flavour),
                   params=dict(k=k, n=n, epilogue=epilogue, config=cfg))


def mlp_program(name, m, h, hidden, flavour, epilogue=EPILOGUE, size="gpu", **config):
    """Y[M, H] = epilogue(X[M, H] x W1[H, hidden]) x W2[hidden, H]: two launches, the
    hidden activation a temporary of @step (gpu.alloc async / gpu.dealloc async). With
    SwiGLU, W1 is [H, 2 hidden], gate and up column tiles interleaved (kfusion.gemm)."""
    cfg1 = dict(default_config(m, flavour, epilogue))
    cfg2 = dict(default_config(m, flavour))
    per_gemm = {k: v for k, v in config.items() if _is_per_gemm(k, v)}
    for cfg in (cfg1, cfg2):
        cfg.update({k: v for k, v in config.items() if k not in per_gemm})
    if "tile" not in per_gemm:
        # One tiling for both: the second GEMM's rows follow the first's.
        cfg2["tile"] = (cfg1["tile"][0],) + tuple(cfg2["tile"][1:])
    for key, pair in per_gemm.items():
        # (first GEMM's, second GEMM's): split_k (S1, S2), tile ((TM, TN, TK), ...),
        # stages (S1, S2), warps ((WM, WN), ...), micro ((RM, RN), ...).
        if len(pair) != 2:
            raise GemmConfigError("%s: %s %r: one value, or one per GEMM (up, down)" % (
                name, key, pair))
        cfg1[key], cfg2[key] = (tuple(v) if isinstance(v, (tuple, list)) else v
                                for v in pair)
    mp = _pad(m, math.lcm(cfg1["tile"][0], cfg2["tile"][0]))
    dt = "f16" if flavour in gemm_mod.F16_FLAVOURS else "f32"
    g1 = Gemm("mlp_up", mp, hidden, h, flavour=flavour, epilogue=epilogue, **_gemm_kw(cfg1))
    g2 = Gemm("mlp_down", mp, h, hidden, flavour=flavour, epilogue="none", **_gemm_kw(cfg2))
    cfg = {"up": cfg1, "down": cfg2}
    if g1.out_dtype != g2.in_dtype:
        raise GemmConfigError("%s: the first GEMM stores %s, the second reads %s" % (
            name, g1.out_dtype, g2.in_dtype))
    b1, b2 = math.sqrt(3.0 / h), math.sqrt(3.0 / hidden)
    inputs = [Operand("X", (mp, h), dt, (-1.0, 1.0)),
              Operand("W1", (h, g1.b_cols), dt, (-b1, b1)),
              Operand("W2", (hidden, h), dt, (-b2, b2))]
    outputs = [Operand("Y", (mp, h), g2.out_dtype)]
    temps = [("Hid", (mp, hidden), g1.out_dtype)]
    tn1 = g1.tile[1]

    def ref(x, rows):
        xr = x["X"][rows]
        if epilogue == "swiglu":
            wg, wu = deinterleave(x["W1"], tn1)
            hid = silu64(xr @ wg) * (xr @ wu)
        else:
            hid = gelu64(xr @ x["W1"], epilogue)
        return {"Y": hid @ x["W2"]}
    return Program(name, size, m, mp, flavour, inputs, outputs, temps,
                   [Launch(g1, ("X", "W1", "Hid")), Launch(g2, ("Hid", "W2", "Y"))], ref,
                   _tolerance(flavour),
                   params=dict(h=h, hidden=hidden, epilogue=epilogue, config=cfg))


def conv_taps(conv, pixels):
    """(n, p, q) of `pixels` (indices n H W + p W + q) of a Conv's image."""
    n, rest = np.divmod(np.asarray(pixels, dtype=np.int64), conv.h * conv.w)
    p, q = np.divmod(rest, conv.w)
    return n, p, q


def conv64(image, weights, conv, pixels, epilogue="relu", chunk=2048):
    """epilogue(direct convolution) in float64 at the given output pixels: image [B, H, W,
    C] (zero outside), weights [R S C, K] (row (r S + s) C + c); returns [len(pixels), K]."""
    b, h, w, c = image.shape
    padded = np.zeros((b, h + conv.r - 1, w + conv.s - 1, c))
    padded[:, conv.pad:conv.pad + h, conv.pad:conv.pad + w, :] = image
    n, p, q = conv_taps(conv, pixels)
    dr = np.arange(conv.r)[None, :, None]
    ds = np.arange(conv.s)[None, None, :]
    out = np.empty((len(n), weights.shape[1]))
    for i in range(0, len(n), chunk):
        sl = slice(i, i + chunk)
        # patches[k, r, s, :] = input pixel (p + r - pad, q + s - pad) = padded (p + r, q + s)
        patches = padded[n[sl, None, None], p[sl, None, None] + dr, q[sl, None, None] + ds]
        out[sl] = patches.reshape(len(patches), -1) @ weights
    return relu64(out) if epilogue == "relu" else gelu64(out, epilogue)


def relu64(x):
    return np.maximum(x, 0.0)


def conv_window(conv, needed):
    """The input pixels (a boolean [B, H, W]) that the outputs at `needed` (boolean [B, H,
    W]) read: each shifted by every filter tap, in the image."""
    h, w = conv.h, conv.w
    out = np.zeros_like(needed)
    for r in range(conv.r):
        for s in range(conv.s):
            dp, dq = r - conv.pad, s - conv.pad
            # out[p + dp, q + dq] |= needed[p, q], both in the image
            out[:, max(0, dp):h + min(0, dp), max(0, dq):w + min(0, dq)] |= \
                needed[:, max(0, -dp):h - max(0, dp), max(0, -dq):w - max(0, dq)]
    return out


def conv_program(name, batch, h, w, channels, kouts, flavour, r=3, s=3, pad=1,
                 epilogue="relu", size="gpu", **config):
    """A chain of R x S convolutions (stride 1, zero padding pad, output H x W, `epilogue`
    after each) of a [batch, h, w, channels] NHWC image, layer i to kouts[i] channels, as
    implicit GEMMs (kfusion.gemm's conv): two layers are a producer / consumer pair, the
    hidden activation a temporary of @step in the guarded layout the consumer reads (its
    G guard rows before the pixel rows, T after). M (Program.m) is the batch; the GEMMs'
    rows B H W padded to the row tile. Inputs: X [G + M_pad + T, C] (every row drawn,
    guards included), W<i> [R S C_i, K_i] uniform in +-sqrt(3 / (R S C_i)); output Y
    [M_pad, K_last]."""
    cfg = dict(SMALL_CONV_CONFIG if size == "small" else
               conv_default_config(batch * h * w, r * s, flavour))
    cfg.update(config)
    kw = _gemm_kw(cfg)
    geometry = gemm_mod.Conv(batch, h, w, r, s, pad)
    tm = cfg["tile"][0] if isinstance(cfg["tile"][0], int) and cfg["tile"][0] > 0 else 1
    mp = _pad(geometry.pixels, tm)
    dt = "f16" if flavour in gemm_mod.F16_FLAVOURS else "f32"
    layers = len(kouts)
    gemms, inputs, temps, launches = [], [], [], []
    src, cin = "X", channels
    wnames = ["W"] if layers == 1 else ["W%d" % (i + 1) for i in range(layers)]
    for i, kout in enumerate(kouts):
        last = i == layers - 1
        g = gemm_mod.conv_gemm("conv%d" % (i + 1), batch, h, w, cin, kout, r, s, pad,
                               0 if last else geometry.in_guard,
                               0 if last else geometry.in_tail, m=mp, flavour=flavour,
                               epilogue=epilogue, **kw)
        if i == 0:
            inputs.append(Operand("X", g.arg_shapes[0][0], dt, (-1.0, 1.0)))
        bound = math.sqrt(3.0 / g.k)
        inputs.append(Operand(wnames[i], (g.k, kout), dt, (-bound, bound)))
        dst = "Y" if last else ("Hid" if layers == 2 else "Hid%d" % (i + 1))
        if not last:
            temps.append((dst, g.arg_shapes[2][0], g.out_dtype))
        launches.append(Launch(g, (src, wnames[i], dst)))
        gemms.append(g)
        src, cin = dst, kout
    for a, b in zip(gemms, gemms[1:]):
        if a.out_dtype != b.in_dtype:
            raise GemmConfigError("%s: %s stores %s, %s reads %s" % (
                name, a.name, a.out_dtype, b.name, b.in_dtype))
    outputs = [Operand("Y", gemms[-1].arg_shapes[2][0], gemms[-1].out_dtype)]
    guard, pixels = geometry.in_guard, geometry.pixels

    def ref(x, rows):
        rows = np.asarray(rows)
        real = rows[rows < pixels]
        # The pixels each layer must compute: the checked rows for the last, the window
        # they read for the one before, and so on.
        needed = [None] * layers
        mask = np.zeros(batch * h * w, dtype=bool)
        mask[real] = True
        needed[-1] = mask.reshape(batch, h, w)
        for i in range(layers - 1, 0, -1):
            needed[i - 1] = conv_window(geometry, needed[i])
        image = x["X"][guard:guard + pixels].reshape(batch, h, w, channels)
        for i in range(layers):
            idx = np.flatnonzero(needed[i].reshape(-1))
            vals = conv64(image, x[wnames[i]], geometry, idx, epilogue)
            if i == layers - 1:
                out = np.zeros((len(rows), kouts[-1]))
                out[rows < pixels] = vals[np.searchsorted(idx, real)]    # idx is sorted
                # Padded pixels (rows >= B H W) read nothing: epilogue(0) = 0.
                return {"Y": out}
            # The next layer's input: zero except where computed (all it reads).
            image = np.zeros((batch * h * w, kouts[i]))
            image[idx] = vals
            image = image.reshape(batch, h, w, kouts[i])
    cfg = dict(cfg, tile=tuple(gemms[0].tile))
    return Program(name, size, batch, mp, flavour, inputs, outputs, temps, launches, ref,
                   _tolerance(flavour),
                   params=dict(epilogue=epilogue, config=cfg,
                               conv=dict(batch=batch, h=h, w=w, channels=channels,
                                         kouts=list(kouts), r=r, s=s, pad=pad)))


def make(name, m=None, size="gpu", flavour=None, **config):
    """Workload `name` at M rows (a convolution: M is the batch). size 'gpu': the mma
    flavour at issue 10's dimensions; 'small': simt (default) or emul at SMALL's (M
    defaults to 64) or SMALL_CONV's (`conv`: emul; the batch defaults to 2)."""
    if size == "small":
        flavour = flavour or "simt"
        if name == "conv":
            dims = {k: v for k, v in SMALL_CONV.items() if k != "batch"}
            batch = SMALL_CONV["batch"] if m is None else m
            return conv_program(name, batch, flavour=flavour, size=size,
                                **dict(dims, **config))
        m = SMALL["m"] if m is None else m
        h, hidden = SMALL["h"], SMALL["hidden"]
        if name in ("gemm", "gemm_down"):
            k, n = (h, hidden) if name == "gemm" else (hidden, h)
            return gemm_program(name, m, k, n, flavour, size=size, **config)
        if name in ("mlp",) + tuple(MLP_DIMS):
            epi = MLP_DIMS[name][2] if name in MLP_DIMS else SMALL_MLP_EPILOGUE.get(
                flavour, EPILOGUE)
            if epi == "swiglu" and flavour == "simt":
                epi = EPILOGUE
            return mlp_program(name, m, h, hidden, flavour, epilogue=epi, size=size,
                               **config)
        raise KeyError("unknown small workload %r (known: gemm, gemm_down, mlp, conv, %s)" % (
            name, ", ".join(MLP_DIMS)))
    flavour = flavour or "mma"
    if m is None:
        raise ValueError("workload %s at size gpu needs M" % name)
    if name in GEMM_DIMS:
        k, n = GEMM_DIMS[name]
        return gemm_program(name, m, k, n, flavour, size=size, **config)
    if name in MLP_DIMS:
        h, hidden, epi = MLP_DIMS[name]
        return mlp_program(name, m, h, hidden, flavour, epilogue=epi, size=size, **config)
    if name in CONV_DIMS:
        return conv_program(name, m, flavour=flavour, size=size,
                            **dict(CONV_DIMS[name], **config))
    raise KeyError("unknown workload %r (known: %s)" % (name, ", ".join(WORKLOADS)))
