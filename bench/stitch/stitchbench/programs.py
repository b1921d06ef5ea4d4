# stitchbench.programs: the workloads of issue 9 as linalg on tensors (the form torch-mlir
# emits: one linalg op per framework op, tensor.empty + linalg.fill inits, broadcasts in
# the indexing maps), each parameterized by size and with an independent float64 numpy
# reference: layernorm, softmax, bias + GELU + residual, a transformer block's memory-bound
# part, and a logistic-regression training step (a FusionStitching micro-benchmark).
"""The stitching workloads.

`make(name, size)` returns a `Program`: its MLIR text (`module { func.func @step(inputs)
-> (results) }` on tensors), its inputs and outputs (names, shapes, how inputs are drawn),
`reference(inputs)` (float64 numpy, written from the math, not from the IR) and the
tolerance of an f32 result against it. `prog.func.evaluate` evaluates the IR itself with
numpy (the tests check that it agrees with the reference).

Sizes: 'gpu' (issue 9's) and 'small' (the interpreter's: the same ops and broadcasts,
fewer elements).
"""

import dataclasses
import math

import numpy as np

from .linalg import Arg, Func, erf, erf64, exp, f32, log, memref_type, rsqrt, tensor_type

WORKLOADS = ["layernorm", "softmax", "bias_gelu_residual", "transformer", "logreg"]
#: Not in the default list: logistic regression with linalg.generic reductions in place of
#: linalg.matvec / linalg.vecmat.
OPTIONAL_WORKLOADS = ["logreg_generic"]

SIZES = {
    "layernorm": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
    "softmax": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
    "bias_gelu_residual": {"gpu": dict(n=16384, d=4096), "small": dict(n=64, d=256)},
    "transformer": {"gpu": dict(n=16384, d=1024, bh=64, s=512),
                    "small": dict(n=64, d=128, bh=4, s=32)},
    "logreg": {"gpu": dict(n=65536, feat=1024), "small": dict(n=256, feat=64)},
    "logreg_generic": {"gpu": dict(n=65536, feat=1024), "small": dict(n=256, feat=64)},
}

#: (rtol, atol) of an f32 output against the float64 reference: |got - want| <= atol +
#: rtol * |want|. Probabilities (about 1/D each) get a smaller atol. Chosen from an f32
#: model of the worst order (every reduction a sequential f32 sum) at the GPU sizes: there
#: layernorm errs by 4e-6 at most, softmax by 6e-9 (2e-6 relative), logreg's w_new by 4e-8
#: and its loss by 6e-6 relative.
TOLERANCE = (1e-4, 1e-5)
PROBABILITY_TOLERANCE = (1e-4, 1e-8)
LN_EPS = 1e-5


@dataclasses.dataclass
class Operand:
    """An input or output of @step. init (inputs): (lo, hi) for uniform values, 'labels'
    for 0/1 values, 'causal_mask' for 0 on and below the diagonal, -1e4 above."""
    name: str
    shape: tuple
    init: object = (-1.0, 1.0)

    def __post_init__(self):
        self.shape = tuple(int(s) for s in self.shape)

    @property
    def elements(self):
        return int(math.prod(self.shape))

    @property
    def nbytes(self):
        return 4 * self.elements

    @property
    def tensor_type(self):
        return tensor_type(self.shape)

    @property
    def memref_type(self):
        return memref_type(self.shape)


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
        """Each input read once, each output written once."""
        return sum(o.nbytes for o in self.inputs + self.outputs)

    def make_inputs(self, rng):
        """Fresh inputs {name: float32 array}."""
        values = {}
        for o in self.inputs:
            if o.init == "labels":
                v = rng.integers(0, 2, o.shape).astype(np.float32)
            elif o.init == "causal_mask":
                v = np.where(np.tril(np.ones(o.shape, dtype=bool)), 0.0, -1e4)
            else:
                lo, hi = o.init
                v = rng.uniform(lo, hi, o.shape)
            values[o.name] = np.asarray(v, dtype=np.float32)
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
    outputs = [Operand(k, t.shape, None) for k, t in results.items()]
    for o in inputs:
        arg = [a for a in f.args if a.name == o.name]
        if not arg or arg[0].shape != o.shape:
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


def layernorm_ops(f, x, gamma, beta, eps=LN_EPS):
    """mean and variance as two row reductions (each a sum, then a division by D), rsqrt,
    then (x - mean) * rstd * gamma + beta with gamma, beta broadcast along rows."""
    nd = len(x.shape)
    keep = tuple(range(nd - 1))
    full = tuple(range(nd))
    mean = _row_mean(f, x)
    dev = Arg(0) - Arg(1)
    var = _row_mean(f, x, dev * dev, extra=[mean])
    rstd = f.generic(var.shape, [(var, keep)], rsqrt(Arg(0) + eps))
    return f.generic(x.shape, [(x, full), (mean, keep), (rstd, keep), (gamma, (nd - 1,)),
                               (beta, (nd - 1,))],
                     (Arg(0) - Arg(1)) * Arg(2) * Arg(3) + Arg(4))


def softmax_ops(f, x):
    """Softmax along the last dim: row max (fill -inf), exp(x - max), row sum, divide."""
    nd = len(x.shape)
    keep = tuple(range(nd - 1))
    full = tuple(range(nd))
    m = f.generic(x.shape, [(x, full)], Arg(0), "max", keep)
    e = f.generic(x.shape, [(x, full), (m, keep)], exp(Arg(0) - Arg(1)))
    s = f.generic(x.shape, [(e, full)], Arg(0), "sum", keep)
    return f.generic(x.shape, [(e, full), (s, keep)], Arg(0) / Arg(1))


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

def layernorm(n, d, eps=LN_EPS, capture_constants=True):
    """y = (x - mean) / sqrt(var + eps) * gamma + beta over the rows of x[N, D]."""
    f = Func(capture_constants=capture_constants)
    x, gamma, beta = f.arg("x", (n, d)), f.arg("gamma", (d,)), f.arg("beta", (d,))
    y = layernorm_ops(f, x, gamma, beta, eps)
    return _program("layernorm", f, [Operand("x", (n, d), (-2.0, 2.0)),
                                     Operand("gamma", (d,), (0.5, 1.5)),
                                     Operand("beta", (d,), (-0.5, 0.5))], {"y": y},
                    lambda i: {"y": _ref_layernorm(i["x"], i["gamma"], i["beta"], eps)},
                    params=dict(n=n, d=d, eps=eps))


def softmax(n, d, capture_constants=True):
    """y = exp(x - rowmax) / rowsum(exp(x - rowmax)) over the rows of x[N, D]."""
    f = Func(capture_constants=capture_constants)
    x = f.arg("x", (n, d))
    y = softmax_ops(f, x)
    # Probabilities are about 1/D: a tight absolute tolerance.
    return _program("softmax", f, [Operand("x", (n, d), (-4.0, 4.0))], {"y": y},
                    lambda i: {"y": _ref_softmax(i["x"])}, tolerance=PROBABILITY_TOLERANCE,
                    params=dict(n=n, d=d))


def gelu_erf(t):
    return 0.5 * t * (1.0 + erf(t * f32(1.0 / math.sqrt(2.0))))


def bias_gelu_residual(n, d, capture_constants=True):
    """y = gelu(x + bias) + res, gelu(t) = 0.5 t (1 + erf(t / sqrt 2)); three generics
    (add with bias broadcast along rows, gelu, add), as a front end emits them."""
    f = Func(capture_constants=capture_constants)
    x, bias, res = f.arg("x", (n, d)), f.arg("bias", (d,)), f.arg("res", (n, d))
    t = f.generic((n, d), [(x, (0, 1)), (bias, (1,))], Arg(0) + Arg(1))
    g = f.generic((n, d), [(t, (0, 1))], gelu_erf(Arg(0)))
    y = f.generic((n, d), [(g, (0, 1)), (res, (0, 1))], Arg(0) + Arg(1))

    def ref(i):
        t = i["x"] + i["bias"]
        return {"y": 0.5 * t * (1.0 + erf64(t / math.sqrt(2.0))) + i["res"]}
    return _program("bias_gelu_residual", f, [Operand("x", (n, d), (-3.0, 3.0)),
                                              Operand("bias", (d,), (-0.5, 0.5)),
                                              Operand("res", (n, d), (-1.0, 1.0))],
                    {"y": y}, ref, params=dict(n=n, d=d))


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


def make(name, size="gpu", **kw):
    """The Program of workload `name` at size 'gpu' or 'small' (SIZES); `kw` overrides."""
    if name not in SIZES:
        raise KeyError("unknown workload %r (known: %s)" % (
            name, ", ".join(WORKLOADS + OPTIONAL_WORKLOADS)))
    args = dict(SIZES[name][size])
    args.update(kw)
    if name == "logreg_generic":
        return logreg(named=False, **args)
    return globals()[name](**args)
