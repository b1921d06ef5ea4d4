# csbench.programs: the GEMM-chain workloads of issue 10: one GEMM (the GPT-3 MLP's two
# shapes, for the comparison with cuBLAS), the GPT-3 MLP (H = 12288, 8-way model parallel:
# X[M, 12288] x W1[12288, 6144] -> GeLU -> x W2[6144, 12288]) and the LLaMA MLP (H = 8192:
# X x W1[8192, 2 x 3584] -> SwiGLU -> x W2[3584, 8192], 28672 / 8 per GPU), for M = 1 ...
# 2048, plus small sizes for kfusion-sim; each with a float64 numpy reference and
# tolerances.
"""The cuSync benchmark workloads.

`make(name, m, size, flavour, **config)` returns a `Program`: its operands, the launches of
@step (csbench.gemm), the module text (`prog.text(attrs)`: attributes for the consumer
launch, e.g. kfusion.sync_policy), a float64 reference of chosen rows, tolerances, FLOPs.

Sizes: 'gpu' (issue 10's, mma flavour: f16 operands, f32 accumulation, f16 results and
hidden activation) and 'small' (the interpreter's: M = 64, H = 128, hidden = 64, simt or
emul flavour, f32; the small `mlp` is GeLU with simt and SwiGLU with emul). M is padded up
to the row tile (M = 1 runs as 64 rows): the padded rows are computed and checked like the
others; FLOP/s count the true M.
"""

import dataclasses
import math

import numpy as np

from . import gemm as gemm_mod
from .gemm import Gemm, GemmConfigError, Launch
from .harness import Operand

WORKLOADS = ["mlp_gpt3", "gemm", "gemm_down", "mlp_llama"]
SMALL_WORKLOADS = ["gemm", "mlp"]
M_VALUES = [1, 64, 128, 256, 512, 1024, 2048]

#: (model dim H, hidden per GPU, first GEMM's epilogue) of the MLPs: GPT-3 175B
#: (H = 12288, 4H / 8, GeLU), LLaMA-2 70B (H = 8192, 28672 / 8, SwiGLU: the first GEMM
#: multiplies by the gate and up projections, 2 x 3584 columns).
MLP_DIMS = {"mlp_gpt3": (12288, 6144, "gelu_tanh"), "mlp_llama": (8192, 3584, "swiglu")}
#: One GEMM: (K, N) of the GPT-3 MLP's first and second GEMM.
GEMM_DIMS = {"gemm": (12288, 6144), "gemm_down": (6144, 12288)}
SMALL = {"m": 64, "h": 128, "hidden": 64}
#: The small MLP's epilogue per flavour (SwiGLU needs the tensor-core kernel's structure).
SMALL_MLP_EPILOGUE = {"simt": "gelu_tanh", "emul": "swiglu"}
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
    if m <= 64:
        return {"tile": (64, tn, 32), "warps": (2, 4), "stages": 4}
    return {"tile": (128, tn, 32), "warps": (2, 2), "stages": 4}


def silu64(x):
    return x / (1.0 + np.exp(-x))


def deinterleave(w, tn):
    """(gate, up) columns of a [K, 2N] SwiGLU weight whose column tiles (tn wide)
    alternate gate, up, gate, up, ... (csbench.gemm's layout)."""
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

    @property
    def label(self):
        return "%s M=%d" % (self.name, self.m)

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
        return gemm_mod.module_text(args, self.temps, launches)

    def flops(self):
        """Useful FLOPs: 2 M N K per GEMM with the true M (N: the columns of B, twice the
        output's with SwiGLU)."""
        return sum(2 * self.m * g.b_cols * g.k for g in self.gemms)

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
        tm = self.gemms[0].tile[0]
        rows = []
        for t in range(self.m_padded // tm):
            rows += [t * tm, t * tm + tm - 1]
            rows += list(rng.integers(t * tm + 1, t * tm + tm - 1, max(0, per_tile - 2)))
        return np.unique(np.asarray(rows, dtype=np.int64))

    def min_bytes(self):
        return sum(o.nbytes for o in self.inputs + self.outputs)


def _pad(m, tm):
    return -(-m // tm) * tm


def _tolerance(flavour):
    # f16 path: f16 inputs (exact in the reference), f32 accumulation, f16 hidden and
    # result: the result's rounding is 2^-11 relative, the hidden's about 3e-4 rms(Y)
    # per element (random signs), 1.5e-3 rms at the largest of 25M elements; 1e-2 leaves
    # room for the tensor cores' accumulation order. A wrong tile or fragment errs by
    # about rms(Y). f32 paths (simt, emul): sums of at most 128 products.
    return (1e-2, 1e-2) if flavour == "mma" else (1e-4, 1e-4)


def _gemm_kw(config):
    """The Gemm keywords of a configuration dict."""
    keys = ("tile", "warps", "micro", "stages")
    return {k: v for k, v in config.items() if k in keys}


def gemm_program(name, m, k, n, flavour, epilogue="none", size="gpu", **config):
    """Y[M, N] = epilogue(X[M, K] x W[K, N])."""
    cfg = dict(default_config(m, flavour, epilogue))
    cfg.update(config)
    tm = cfg["tile"][0]
    mp = _pad(m, tm)
    dt = "f16" if flavour == "mma" else "f32"
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
    SwiGLU, W1 is [H, 2 hidden], gate and up column tiles interleaved (csbench.gemm)."""
    cfg1 = dict(default_config(m, flavour, epilogue))
    cfg1.update(config)
    cfg2 = dict(default_config(m, flavour))
    cfg2.update(config)
    cfg2["tile"] = (cfg1["tile"][0],) + tuple(cfg2["tile"][1:])
    mp = _pad(m, cfg1["tile"][0])
    dt = "f16" if flavour == "mma" else "f32"
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


def make(name, m=None, size="gpu", flavour=None, **config):
    """Workload `name` at M rows. size 'gpu': the mma flavour at issue 10's dimensions;
    'small': simt (default) or emul at SMALL's (M defaults to 64)."""
    if size == "small":
        flavour = flavour or "simt"
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
        raise KeyError("unknown small workload %r (known: gemm, gemm_down, mlp, %s)" % (
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
    raise KeyError("unknown workload %r (known: %s)" % (name, ", ".join(WORKLOADS)))
