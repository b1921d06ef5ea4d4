# stitchbench.programs: the workloads of issue 9 as linalg on tensors (the form torch-mlir
# emits: one linalg op per framework op, tensor.empty + linalg.fill inits, broadcasts in
# the indexing maps), each parameterized by size and with an independent float64 numpy
# reference: layernorm, softmax, bias + GELU + residual, a transformer block's memory-bound
# part, and a logistic-regression training step (a FusionStitching micro-benchmark); the
# first three also with f16 / bf16 tensors in memory and f32 arithmetic (mixed precision).
"""The stitching workloads.

`make(name, size)` returns a `Program`: its MLIR text (`module { func.func @step(inputs)
-> (results) }` on tensors), its inputs and outputs (names, shapes, how inputs are drawn),
`reference(inputs)` (float64 numpy, written from the math, not from the IR) and the
tolerance of a result against it. `prog.func.evaluate` evaluates the IR itself with numpy
(the tests check that it agrees with the reference).

Sizes: 'gpu' (issue 9's) and 'small' (the interpreter's: the same ops and broadcasts,
fewer elements).

16-bit variants (`layernorm_f16`, `softmax_bf16`, ...; HALF_WORKLOADS): the same math
written the way a front end (torch-mlir) emits mixed precision: every tensor in memory,
inputs and outputs, is f16 / bf16; every body extends its 16-bit inputs to f32 and
computes in f32; reductions accumulate into f32 tensors (row statistics stay f32); every
op with a full-size result stores it at 16 bits (arith.truncf), as PyTorch's half
layer_norm / softmax / gelu round their outputs. The reference is the exact math on the
16-bit inputs in float64 (nothing rounded in between); HALF_TOLERANCE says how far the
16-bit results may be from it, and why.
"""

import dataclasses
import math

import numpy as np

from . import dtypes
from .linalg import Arg, Func, erf, erf64, exp, f32, log, memref_type, rsqrt, tensor_type

WORKLOADS = ["layernorm", "softmax", "bias_gelu_residual", "transformer", "logreg",
             "proj_softmax", "layernorm_backward"]
#: The f16 and bf16 variants of layernorm, softmax and bias + GELU + residual.
HALF_WORKLOADS = ["%s_%s" % (w, t) for t in dtypes.HALF_TYPES
                  for w in ("layernorm", "softmax", "bias_gelu_residual")]
#: Not in the default list: logistic regression with linalg.generic reductions in place of
#: linalg.matvec / linalg.vecmat, and the 16-bit variants (about 30 s each on the GPU
#: machine, where the default list already fills gpu-session.sh's budget).
OPTIONAL_WORKLOADS = ["logreg_generic"] + HALF_WORKLOADS

SIZES = {
    "layernorm": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
    "softmax": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
    "bias_gelu_residual": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
    "transformer": {"gpu": dict(n=16384, d=1024, bh=64, s=512),
                    "small": dict(n=64, d=128, bh=4, s=32)},
    "logreg": {"gpu": dict(n=65536, feat=1024), "small": dict(n=256, feat=64)},
    "logreg_generic": {"gpu": dict(n=65536, feat=1024), "small": dict(n=256, feat=64)},
    "proj_softmax": {"gpu": dict(n=16384, k=32, d=1024), "small": dict(n=64, k=16, d=128)},
    "layernorm_backward": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
}
SIZES.update({w: SIZES[w.rsplit("_", 1)[0]] for w in HALF_WORKLOADS})

#: (rtol, atol) of an f32 output against the float64 reference: |got - want| <= atol +
#: rtol * |want|. Probabilities (about 1/D each) get a smaller atol. Chosen from an f32
#: model of the worst order (every reduction a sequential f32 sum) at the GPU sizes: there
#: layernorm errs by 4e-6 at most, softmax by 6e-9 (2e-6 relative), logreg's w_new by 4e-8
#: and its loss by 6e-6 relative.
TOLERANCE = (1e-4, 1e-5)
PROBABILITY_TOLERANCE = (1e-4, 1e-8)
LN_EPS = 1e-5

#: (rtol, atol) of the 16-bit workloads' outputs against the float64 reference (the exact
#: math on the 16-bit inputs, nothing rounded in between), in units of the type's unit
#: roundoff u (dtypes.UNIT_ROUNDOFF: f16 2^-11, bf16 2^-8; |round(v) - v| <= u |v| for
#: normal v). Each is the bound k u of the roundings the program makes where it stores 16
#: bits, plus one u of slack for what the bound leaves out: the f32 arithmetic, the order of
#: the f32 sums, f32 exp / erf / rsqrt (together below 2^-19 relative at the GPU sizes, the
#: f32 model above). The peers (torch on half tensors, torch.compile, JAX computing in f32)
#: store no more than the program does, so the same tolerance holds for them.
#:   layernorm: mean, var and rstd stay f32; only y is stored: u|y|. rtol 2u; atol 1e-5,
#:     f32's, for the f32 error (<= 4e-6) where y is near 0 (and f16 subnormal y, whose
#:     rounding errs by <= 2^-25).
#:   softmax: e = exp(x - max) is stored (each e_i within u), s = sum(e) is the sum of the
#:     stored e (within u of the exact sum), y = e / s within 2u, then stored: 3u. rtol 4u.
#:     f16 atol 2^-24: at 16384x4096 y lies in [6.6e-7, 2e-3] and f16 is subnormal below
#:     2^-14 with a spacing of 2^-24 (rounding error <= 2^-25); bf16 has f32's range, atol
#:     1e-8 as f32's probabilities.
#:   bias_gelu_residual: t = x + bias is stored (within u|t|, |t| <= 3.5), which moves
#:     gelu(t) by up to max |t gelu'(t)| u = 3.51u (at |t| = 3.5); g = gelu(t) is stored
#:     (u|g| <= 3.5u); y = g + res is stored (u|y|). res (in [-1, 1]) can cancel g, so the
#:     first two are absolute: atol 7.01u + 1u = 8u, rtol 2u.
HALF_TOLERANCE = {
    "layernorm": lambda u, elem: (2 * u, 1e-5),
    "softmax": lambda u, elem: (4 * u, 2.0 ** -24 if elem == "f16" else 1e-8),
    "bias_gelu_residual": lambda u, elem: (2 * u, 8 * u),
}


def half_tolerance(workload, elem):
    """(rtol, atol) of the 16-bit (`elem`) variant of `workload` (HALF_TOLERANCE)."""
    return HALF_TOLERANCE[workload](dtypes.UNIT_ROUNDOFF[elem], elem)


@dataclasses.dataclass
class Operand:
    """An input or output of @step. init (inputs): (lo, hi) for uniform values, 'labels'
    for 0/1 values, 'causal_mask' for 0 on and below the diagonal, -1e4 above."""
    name: str
    shape: tuple
    init: object = (-1.0, 1.0)
    dtype: str = "f32"          # element type: f32, f16, bf16 (stitchbench.dtypes)

    def __post_init__(self):
        self.shape = tuple(int(s) for s in self.shape)
        dtypes.check(self.dtype)

    @property
    def elements(self):
        return int(math.prod(self.shape))

    @property
    def nbytes(self):
        return dtypes.BYTES[self.dtype] * self.elements

    @property
    def tensor_type(self):
        return tensor_type(self.shape, self.dtype)

    @property
    def memref_type(self):
        return memref_type(self.shape, self.dtype)


@dataclasses.dataclass
class Program:
    """A workload: @step on tensors, its operands and its reference."""
    name: str
    inputs: list
    outputs: list
    func: Func
    results: list            # the Tensors @step returns, in output order
    reference_fn: object
    tolerance: object = TOLERANCE   # (rtol, atol), or {output name: (rtol, atol)}
    params: dict = dataclasses.field(default_factory=dict)
    dtype: str = "f32"              # the element type of the tensors in memory

    @property
    def base(self):
        """The f32 workload this one is a variant of (its own name for f32)."""
        return self.name[:-len(self.dtype) - 1] if self.dtype != "f32" else self.name

    @property
    def text(self):
        return self.func.module(self.results)

    @property
    def ops(self):
        """The linalg ops of @step (linalg.fill not counted)."""
        return list(self.func.op_names)

    def tolerance_of(self, output):
        """(rtol, atol) of output `output`."""
        if isinstance(self.tolerance, dict):
            return tuple(self.tolerance.get(output, TOLERANCE))
        return tuple(self.tolerance)

    def loosest_tolerance(self):
        """(largest rtol, largest atol) over the outputs (kfusion-sim --compare takes one)."""
        tols = [self.tolerance_of(o.name) for o in self.outputs]
        return max(t[0] for t in tols), max(t[1] for t in tols)

    def min_bytes(self):
        """Each input read once, each output written once (at their element sizes)."""
        return sum(o.nbytes for o in self.inputs + self.outputs)

    def make_inputs(self, rng):
        """Fresh inputs {name: array}, rounded to each input's type (dtypes.VALUE_DTYPE:
        float32 for f32 and bf16, float16 for f16)."""
        values = {}
        for o in self.inputs:
            if o.init == "labels":
                v = rng.integers(0, 2, o.shape).astype(np.float32)
            elif o.init == "causal_mask":
                v = np.where(np.tril(np.ones(o.shape, dtype=bool)), 0.0, -1e4)
            else:
                lo, hi = o.init
                v = rng.uniform(lo, hi, o.shape)
            values[o.name] = dtypes.to_values(v, o.dtype)
        return values

    def reference(self, inputs):
        """{output name: float64 array}."""
        x = {k: np.asarray(v, dtype=np.float64) for k, v in inputs.items()}
        out = self.reference_fn(x)
        return {o.name: np.asarray(out[o.name], dtype=np.float64).reshape(o.shape)
                for o in self.outputs}

    def evaluate_ir(self, inputs):
        """{output name: float64 array} by evaluating the generated ops with numpy."""
        env = self.func.evaluate(inputs)
        return {o.name: env[t.name] for o, t in zip(self.outputs, self.results)}


def _program(name, f, inputs, results, reference_fn, **kw):
    """Program from a built Func; outputs are named after the keys of `results`."""
    outputs = [Operand(k, t.shape, None, t.elem) for k, t in results.items()]
    for o in inputs:
        arg = [a for a in f.args if a.name == o.name]
        if not arg or arg[0].shape != o.shape or arg[0].elem != o.dtype:
            raise AssertionError("input %s does not match the function's arguments" % o.name)
    return Program(name, inputs, outputs, f, list(results.values()), reference_fn, **kw)


# ---------------------------------------------------------------------------------------
# Pieces as front ends emit them
# ---------------------------------------------------------------------------------------

def _row_mean(f, x, value=None, extra=()):
    """sum over the last dim (a reduction generic into a filled [...] tensor), then / D."""
    nd = len(x.shape)
    keep = tuple(range(nd - 1))
    ins = [(x, tuple(range(nd)))] + [(t, keep) for t in extra]
    s = f.generic(x.shape, ins, value if value is not None else Arg(0), "sum", keep)
    return f.generic(s.shape, [(s, keep)], Arg(0) / float(x.shape[-1]))


def layernorm_ops(f, x, gamma, beta, eps=LN_EPS, out="f32"):
    """mean and variance as two row reductions (each a sum, then a division by D), rsqrt,
    then (x - mean) * rstd * gamma + beta with gamma, beta broadcast along rows, stored as
    `out` (the statistics stay f32)."""
    nd = len(x.shape)
    keep = tuple(range(nd - 1))
    full = tuple(range(nd))
    mean = _row_mean(f, x)
    dev = Arg(0) - Arg(1)
    var = _row_mean(f, x, dev * dev, extra=[mean])
    rstd = f.generic(var.shape, [(var, keep)], rsqrt(Arg(0) + eps))
    return f.generic(x.shape, [(x, full), (mean, keep), (rstd, keep), (gamma, (nd - 1,)),
                               (beta, (nd - 1,))],
                     (Arg(0) - Arg(1)) * Arg(2) * Arg(3) + Arg(4), out=out)


def softmax_ops(f, x, out="f32"):
    """Softmax along the last dim: row max (fill -inf), exp(x - max), row sum, divide; the
    two full-size results (exp and the quotient) stored as `out`, max and sum f32."""
    nd = len(x.shape)
    keep = tuple(range(nd - 1))
    full = tuple(range(nd))
    m = f.generic(x.shape, [(x, full)], Arg(0), "max", keep)
    e = f.generic(x.shape, [(x, full), (m, keep)], exp(Arg(0) - Arg(1)), out=out)
    s = f.generic(x.shape, [(e, full)], Arg(0), "sum", keep)
    return f.generic(x.shape, [(e, full), (s, keep)], Arg(0) / Arg(1), out=out)


def _ref_layernorm(x, gamma, beta, eps=LN_EPS):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


def _ref_softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


# ---------------------------------------------------------------------------------------
# Workloads
# ---------------------------------------------------------------------------------------

def _variant(name, dtype, tolerance):
    """(name, tolerance, dtype) keywords of workload `name` with tensors of `dtype`: f32
    keeps the name and `tolerance`; f16 / bf16 get `name_<dtype>` and half_tolerance."""
    if dtype == "f32":
        return dict(name=name, tolerance=tolerance, dtype=dtype)
    if dtype not in dtypes.HALF_TYPES:
        raise ValueError("workload %s: dtype %r is not f32, f16 or bf16" % (name, dtype))
    return dict(name="%s_%s" % (name, dtype), tolerance=half_tolerance(name, dtype),
                dtype=dtype)


def layernorm(n, d, eps=LN_EPS, capture_constants=True, dtype="f32"):
    """y = (x - mean) / sqrt(var + eps) * gamma + beta over the rows of x[N, D] (x, gamma,
    beta and y of `dtype`)."""
    v = _variant("layernorm", dtype, TOLERANCE)
    f = Func(capture_constants=capture_constants)
    x, gamma, beta = f.arg("x", (n, d), dtype), f.arg("gamma", (d,), dtype), \
        f.arg("beta", (d,), dtype)
    y = layernorm_ops(f, x, gamma, beta, eps, out=dtype)
    return _program(v.pop("name"), f, [Operand("x", (n, d), (-2.0, 2.0), dtype),
                                       Operand("gamma", (d,), (0.5, 1.5), dtype),
                                       Operand("beta", (d,), (-0.5, 0.5), dtype)], {"y": y},
                    lambda i: {"y": _ref_layernorm(i["x"], i["gamma"], i["beta"], eps)},
                    params=dict(n=n, d=d, eps=eps), **v)


def softmax(n, d, capture_constants=True, dtype="f32"):
    """y = exp(x - rowmax) / rowsum(exp(x - rowmax)) over the rows of x[N, D] (x and y of
    `dtype`)."""
    # Probabilities are about 1/D: a tight absolute tolerance.
    v = _variant("softmax", dtype, PROBABILITY_TOLERANCE)
    f = Func(capture_constants=capture_constants)
    x = f.arg("x", (n, d), dtype)
    y = softmax_ops(f, x, out=dtype)
    return _program(v.pop("name"), f, [Operand("x", (n, d), (-4.0, 4.0), dtype)], {"y": y},
                    lambda i: {"y": _ref_softmax(i["x"])}, params=dict(n=n, d=d), **v)


def proj_softmax(n, k, d, capture_constants=True):
    """y = softmax(x[N, K] . w[K, D] + bias[D]) along D: a small GEMM (linalg.matmul) whose
    consumers reduce its rows, a classifier head or an attention score row (FusionStitching's
    block composition of a small GEMM with its consumers)."""
    f = Func(capture_constants=capture_constants)
    x = f.arg("x", (n, k))
    w = f.arg("w", (k, d))
    bias = f.arg("bias", (d,))
    t = f.generic((n, d), [(f.matmul(x, w), (0, 1)), (bias, (1,))], Arg(0) + Arg(1))
    y = softmax_ops(f, t)
    # w in +-sqrt(3 / K): the logits have variance about 1/3 whatever K is.
    scale = math.sqrt(3.0 / k)
    return _program("proj_softmax", f,
                    [Operand("x", (n, k)), Operand("w", (k, d), (-scale, scale)),
                     Operand("bias", (d,))], {"y": y},
                    lambda i: {"y": _ref_softmax(i["x"] @ i["w"] + i["bias"])},
                    tolerance=PROBABILITY_TOLERANCE, params=dict(n=n, k=k, d=d))


def gelu_erf(t):
    return 0.5 * t * (1.0 + erf(t * f32(1.0 / math.sqrt(2.0))))


def bias_gelu_residual(n, d, capture_constants=True, dtype="f32"):
    """y = gelu(x + bias) + res, gelu(t) = 0.5 t (1 + erf(t / sqrt 2)); three generics
    (add with bias broadcast along rows, gelu, add), as a front end emits them; every
    tensor (t and gelu(t) too) of `dtype`."""
    v = _variant("bias_gelu_residual", dtype, TOLERANCE)
    f = Func(capture_constants=capture_constants)
    x, bias, res = f.arg("x", (n, d), dtype), f.arg("bias", (d,), dtype), \
        f.arg("res", (n, d), dtype)
    t = f.generic((n, d), [(x, (0, 1)), (bias, (1,))], Arg(0) + Arg(1), out=dtype)
    g = f.generic((n, d), [(t, (0, 1))], gelu_erf(Arg(0)), out=dtype)
    y = f.generic((n, d), [(g, (0, 1)), (res, (0, 1))], Arg(0) + Arg(1), out=dtype)

    def ref(i):
        t = i["x"] + i["bias"]
        return {"y": 0.5 * t * (1.0 + erf64(t / math.sqrt(2.0))) + i["res"]}
    return _program(v.pop("name"), f, [Operand("x", (n, d), (-3.0, 3.0), dtype),
                                       Operand("bias", (d,), (-0.5, 0.5), dtype),
                                       Operand("res", (n, d), (-1.0, 1.0), dtype)],
                    {"y": y}, ref, params=dict(n=n, d=d), **v)


def transformer(n, d, bh, s, scale=0.125, eps=LN_EPS, capture_constants=True):
    """The memory-bound part of a transformer block: h = x + attn_out (residual),
    ln = layernorm(h) * gamma + beta over rows of [N, D]; probs = softmax(scores * scale +
    mask) along the last dim of scores[B*H, S, S], mask[S, S] broadcast over B*H.
    Outputs ln and probs."""
    f = Func(capture_constants=capture_constants)
    x, attn = f.arg("x", (n, d)), f.arg("attn_out", (n, d))
    gamma, beta = f.arg("gamma", (d,)), f.arg("beta", (d,))
    scores, mask = f.arg("scores", (bh, s, s)), f.arg("mask", (s, s))
    h = f.generic((n, d), [(x, (0, 1)), (attn, (0, 1))], Arg(0) + Arg(1))
    ln = layernorm_ops(f, h, gamma, beta, eps)
    t = f.generic((bh, s, s), [(scores, (0, 1, 2)), (mask, (1, 2))],
                  Arg(0) * scale + Arg(1))
    probs = softmax_ops(f, t)

    def ref(i):
        return {"ln": _ref_layernorm(i["x"] + i["attn_out"], i["gamma"], i["beta"], eps),
                "probs": _ref_softmax(i["scores"] * scale + i["mask"])}
    return _program("transformer", f, [
        Operand("x", (n, d), (-2.0, 2.0)), Operand("attn_out", (n, d), (-1.0, 1.0)),
        Operand("gamma", (d,), (0.5, 1.5)), Operand("beta", (d,), (-0.5, 0.5)),
        Operand("scores", (bh, s, s), (-16.0, 16.0)), Operand("mask", (s, s), "causal_mask")],
        {"ln": ln, "probs": probs}, ref,
        tolerance={"ln": TOLERANCE, "probs": PROBABILITY_TOLERANCE},
        params=dict(n=n, d=d, bh=bh, s=s, scale=scale, eps=eps))


def logreg(n, feat, lr=0.5, named=True, capture_constants=True):
    """One logistic-regression training step (FusionStitching's micro-benchmark):
    z = X[N, F] . w[F] (linalg.matvec; with named=False a row-reduction generic),
    p = 1 / (1 + exp(-z)), err = p - y, grad = X^T . err / N (linalg.vecmat; a column
    reduction generic), w_new = w - lr * grad; loss = -mean(y log p + (1 - y) log(1 - p))
    (a scalar reduction, then a rank-0 generic). Outputs w_new[F] and loss (rank 0).
    w is drawn from +-sqrt(3/F): z has variance 1/3, p stays well inside (0, 1)."""
    f = Func(capture_constants=capture_constants)
    X, w, y = f.arg("X", (n, feat)), f.arg("w", (feat,)), f.arg("y", (n,))
    if named:
        z = f.matvec(X, w)
    else:
        z = f.generic((n, feat), [(X, (0, 1)), (w, (1,))], Arg(0) * Arg(1), "sum", (0,))
    p = f.generic((n,), [(z, (0,))], 1.0 / (1.0 + exp(-Arg(0))))
    err = f.generic((n,), [(p, (0,)), (y, (0,))], Arg(0) - Arg(1))
    if named:
        grad = f.vecmat(err, X)
    else:
        grad = f.generic((n, feat), [(X, (0, 1)), (err, (0,))], Arg(0) * Arg(1), "sum", (1,))
    w_new = f.generic((feat,), [(w, (0,)), (grad, (0,))], Arg(0) - Arg(1) * (lr / n))
    ll = f.generic((n,), [(p, (0,)), (y, (0,))],
                   Arg(1) * log(Arg(0)) + (1.0 - Arg(1)) * log(1.0 - Arg(0)), "sum", ())
    loss = f.generic((), [(ll, ())], Arg(0) * (-1.0 / n))

    def ref(i):
        X, w, y = i["X"], i["w"], i["y"]
        p = 1.0 / (1.0 + np.exp(-(X @ w)))
        grad = X.T @ (p - y) / n
        loss = -np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p))
        return {"w_new": w - lr * grad, "loss": np.float64(loss)}
    a = math.sqrt(3.0 / feat)
    return _program("logreg" if named else "logreg_generic", f, [
        Operand("X", (n, feat), (-1.0, 1.0)), Operand("w", (feat,), (-a, a)),
        Operand("y", (n,), "labels")], {"w_new": w_new, "loss": loss}, ref,
        params=dict(n=n, feat=feat, lr=lr, named=named))


#: Column sums over N = 16384 rows of terms of rms about 1 (dgamma, dbeta), which are
#: about sqrt(N) = 128 in size: a blocked f32 sum (the stitcher's row slices, the peers'
#: trees) errs by about u rms sqrt(N) log2(N) = 1e-4, and even a sequential sum's typical
#: error, u rms N / sqrt(2) = 7e-4, stays within atol 1e-3 + rtol 1e-4 |sum|.
COLUMN_SUM_TOLERANCE = (1e-4, 1e-3)


def layernorm_backward(n, d, capture_constants=True):
    """The backward pass of layernorm over the rows of x[N, D], from the forward's saved
    statistics mean[N] and rstd[N] and the output gradient dy[N, D]: xhat = (x - mean) *
    rstd, g = dy * gamma, dx = rstd * (g - mean(g) - xhat * mean(g * xhat)) (two row
    reductions), dgamma = colsum(dy * xhat), dbeta = colsum(dy) (two column reductions).
    Every op reads dy or x: ops that share an input without depending on each other
    (siblings) are where fusion choices matter."""
    f = Func(capture_constants=capture_constants)
    dy, x = f.arg("dy", (n, d)), f.arg("x", (n, d))
    mean, rstd, gamma = f.arg("mean", (n,)), f.arg("rstd", (n,)), f.arg("gamma", (d,))
    full, row, col = (0, 1), (0,), (1,)
    xhat = f.generic((n, d), [(x, full), (mean, row), (rstd, row)], (Arg(0) - Arg(1)) * Arg(2))
    g = f.generic((n, d), [(dy, full), (gamma, col)], Arg(0) * Arg(1))
    sgx = f.generic((n, d), [(g, full), (xhat, full)], Arg(0) * Arg(1), "sum", row)
    sg = f.generic((n, d), [(g, full)], Arg(0), "sum", row)
    dx = f.generic((n, d), [(g, full), (xhat, full), (sgx, row), (sg, row), (rstd, row)],
                   (Arg(0) - Arg(3) * (1.0 / d) - Arg(1) * (Arg(2) * (1.0 / d))) * Arg(4))
    dgamma = f.generic((n, d), [(dy, full), (xhat, full)], Arg(0) * Arg(1), "sum", col)
    dbeta = f.generic((n, d), [(dy, full)], Arg(0), "sum", col)

    def ref(i):
        dy, x, mean, rstd, gamma = i["dy"], i["x"], i["mean"][:, None], i["rstd"][:, None], \
            i["gamma"]
        xhat = (x - mean) * rstd
        g = dy * gamma
        dx = rstd * (g - g.mean(axis=1, keepdims=True) -
                     xhat * (g * xhat).mean(axis=1, keepdims=True))
        return {"dx": dx, "dgamma": (dy * xhat).sum(axis=0), "dbeta": dy.sum(axis=0)}
    return _program("layernorm_backward", f, [
        Operand("dy", (n, d), (-1.0, 1.0)), Operand("x", (n, d), (-2.0, 2.0)),
        Operand("mean", (n,), (-0.1, 0.1)), Operand("rstd", (n,), (0.5, 1.5)),
        Operand("gamma", (d,), (0.5, 1.5))], {"dx": dx, "dgamma": dgamma, "dbeta": dbeta},
        ref, tolerance={"dx": TOLERANCE, "dgamma": COLUMN_SUM_TOLERANCE,
                        "dbeta": COLUMN_SUM_TOLERANCE}, params=dict(n=n, d=d))


def make(name, size="gpu", **kw):
    """The Program of workload `name` at size 'gpu' or 'small' (SIZES); `kw` overrides."""
    if name not in SIZES:
        raise KeyError("unknown workload %r (known: %s)" % (
            name, ", ".join(WORKLOADS + OPTIONAL_WORKLOADS)))
    args = dict(SIZES[name][size])
    args.update(kw)
    if name == "logreg_generic":
        return logreg(named=False, **args)
    if name in HALF_WORKLOADS:
        base, dtype = name.rsplit("_", 1)
        return globals()[base](dtype=dtype, **args)
    return globals()[name](**args)
