# stitchbench.randdag: random programs for the stitching property tests: DAGs of 3-12
# linalg ops over [R, C] tensors (elementwise with row / column / scalar broadcasts, row,
# column and scalar reductions, transposes when R == C), drawn from a seed, with their numpy
# evaluation as the reference.
"""Random elementwise / reduction DAGs.

`random_dag(seed)` returns a `programs.Program` named dag<seed>. Its values have kinds
'mat' [R, C], 'row' [R], 'col' [C] and 'scalar' (rank 0). Each op reads values made
before it (recent ones preferred, so there are chains; older ones too, so there is
fan-out) and is one of

    unary      f(a), a of any kind; f from tanh, exp(tanh a), erf(a/2), a*c + d,
               sqrt(a^2 + 1), log(a^2 + 1), rsqrt(a^2 + 1), -a, |a|
    binary     g(a, b) over a's shape, b of the same kind or broadcast (row, col or scalar
               into a mat; scalar into a row / col; when R == C a mat read transposed);
               g from a + b, a - b, a * tanh(b), max, min, a / (1 + b^2), (a + b) / 2
    row / col  sum * (1/n), max, or sum of squares * (1/n) of a mat along C / along R
    scalar     sum * (1/n) or max of any mat, row or col into a rank-0 tensor
    variance   sum((a - r)^2) / C of a mat and a row (a reduction with a broadcast input)
    transpose  linalg.transpose of a mat, or a unary generic reading it transposed
               (R == C only)

Every reduction's init is tensor.empty + linalg.fill. The functions keep values bounded
(|value| grows at most linearly along a chain, exp only of tanh), so f32 stays within
the tolerance of the float64 evaluation. Outputs: every value nothing reads (sinks, so no
op is dead) and a few intermediate ones. Constants are captured from the function or defined in
the bodies, per seed.
"""

import random

from . import programs
from .linalg import Arg, Func, erf, exp, log, maximum, minimum, rsqrt, sqrt, tanh, absf

#: The property tests' tolerance of f32 against the float64 evaluation.
DAG_TOLERANCE = (1e-4, 1e-5)

ROWS = (4, 8, 13, 16, 32)
COLS = (16, 24, 32, 37, 64)


def _unary(rng):
    c = round(rng.uniform(-1.0, 1.0), 3)
    d = round(rng.uniform(-0.5, 0.5), 3)
    return rng.choice([
        ("tanh", lambda a: tanh(a)),
        ("exp_tanh", lambda a: exp(tanh(a))),
        ("erf", lambda a: erf(a * 0.5)),
        ("affine", lambda a: a * c + d),
        ("sqrt", lambda a: sqrt(a * a + 1.0)),
        ("log", lambda a: log(a * a + 1.0)),
        ("rsqrt", lambda a: rsqrt(a * a + 1.0)),
        ("neg", lambda a: -a),
        ("abs", lambda a: absf(a)),
    ])


def _binary(rng):
    return rng.choice([
        ("add", lambda a, b: a + b),
        ("sub", lambda a, b: a - b),
        ("mul_tanh", lambda a, b: a * tanh(b)),
        ("max", lambda a, b: maximum(a, b)),
        ("min", lambda a, b: minimum(a, b)),
        ("div", lambda a, b: a / (b * b + 1.0)),
        ("mean2", lambda a, b: (a + b) * 0.5),
    ])


class _Dag:
    def __init__(self, seed, shape):
        self.rng = random.Random(seed)
        rng = self.rng
        if shape is None:
            r = rng.choice(ROWS)
            shape = (r, r) if rng.random() < 0.3 else (r, rng.choice(COLS))
        self.R, self.C = shape
        self.f = Func(capture_constants=rng.random() < 0.7)
        self.values = []      # (Tensor, kind)
        self.readers = {}     # tensor name -> number of ops reading it
        self.inputs = []
        self.log = []         # one line per op (for failure messages)

    def shape(self, kind):
        return {"mat": (self.R, self.C), "row": (self.R,), "col": (self.C,), "scalar": ()}[kind]

    def add_input(self, name, kind):
        t = self.f.arg(name, self.shape(kind))
        self.inputs.append(programs.Operand(name, t.shape, (-1.0, 1.0)))
        self.values.append((t, kind))
        self.readers[t.name] = 0

    def pick(self, kinds, fresh_inputs=True, avoid=None):
        """A value of one of `kinds`: an input nothing has read yet first, else recent ones
        more likely; not `avoid` unless nothing else fits."""
        cands = [(i, v) for i, v in enumerate(self.values) if v[1] in kinds]
        if avoid is not None and any(v[0] is not avoid for _, v in cands):
            cands = [(i, v) for i, v in cands if v[0] is not avoid]
        if not cands:
            return None
        if fresh_inputs:
            unread = [v for i, v in cands if v[0].name in {o.name for o in self.inputs} and
                      self.readers[v[0].name] == 0]
            if unread:
                return unread[0]
        weights = [(i + 1) ** 2 for i, _ in cands]
        return self.rng.choices([v for _, v in cands], weights)[0]

    def read(self, *tensors):
        for t in tensors:
            self.readers[t.name] += 1

    def made(self, t, kind, what):
        self.values.append((t, kind))
        self.readers[t.name] = 0
        self.log.append("%s = %s" % (t.name, what))

    # -- ops --------------------------------------------------------------------------
    def unary(self):
        a, kind = self.pick(("mat", "row", "col", "scalar"))
        name, fn = _unary(self.rng)
        nd = len(a.shape)
        t = self.f.generic(a.shape, [(a, tuple(range(nd)))], fn(Arg(0)))
        self.read(a)
        self.made(t, kind, "%s(%s)" % (name, a.name))

    def binary(self):
        a, kind = self.pick(("mat", "row", "col", "scalar"))
        if kind == "mat":
            bkinds = ["mat", "row", "col", "scalar"]
        elif kind == "scalar":
            bkinds = ["scalar"]
        else:
            bkinds = [kind, "scalar"]
        b, bkind = self.pick(bkinds, avoid=a)
        if kind == "mat":
            dims = {"mat": (0, 1), "row": (0,), "col": (1,), "scalar": ()}[bkind]
            if bkind == "mat" and self.R == self.C and self.rng.random() < 0.3:
                dims, bkind = (1, 0), "mat^T"
        else:
            dims = (0,) if bkind != "scalar" else ()
        name, fn = _binary(self.rng)
        nd = len(a.shape)
        t = self.f.generic(a.shape, [(a, tuple(range(nd))), (b, dims)], fn(Arg(0), Arg(1)))
        self.read(a, b)
        self.made(t, kind, "%s(%s, %s %s)" % (name, a.name, b.name, bkind))

    def reduce(self, axis):
        """axis 1: a row reduction (mat -> row); 0: a column reduction (mat -> col)."""
        a, _ = self.pick(("mat",))
        how = self.rng.choice(["sum", "max", "sumsq"])
        n = a.shape[axis]
        value = {"sum": Arg(0) * (1.0 / n), "max": Arg(0),
                 "sumsq": Arg(0) * Arg(0) * (1.0 / n)}[how]
        t = self.f.generic(a.shape, [(a, (0, 1))], value, "max" if how == "max" else "sum",
                           (1 - axis,))
        self.read(a)
        self.made(t, "row" if axis == 1 else "col",
                  "%s of %s along %s" % (how, a.name, "C" if axis == 1 else "R"))

    def scalar_reduce(self):
        a, kind = self.pick(("mat", "row", "col"))
        how = self.rng.choice(["sum", "max"])
        nd = len(a.shape)
        n = 1
        for s in a.shape:
            n *= s
        value = Arg(0) * (1.0 / n) if how == "sum" else Arg(0)
        t = self.f.generic(a.shape, [(a, tuple(range(nd)))], value, how, ())
        self.read(a)
        self.made(t, "scalar", "%s of %s" % (how, a.name))

    def variance(self):
        a, _ = self.pick(("mat",))
        r, _ = self.pick(("row",), fresh_inputs=False)
        d = Arg(0) - Arg(1)
        t = self.f.generic(a.shape, [(a, (0, 1)), (r, (0,))], d * d * (1.0 / self.C), "sum",
                           (0,))
        self.read(a, r)
        self.made(t, "row", "variance of %s around %s" % (a.name, r.name))

    def transpose(self):
        a, _ = self.pick(("mat",))
        if self.rng.random() < 0.5:
            t = self.f.transpose(a)
            what = "linalg.transpose(%s)" % a.name
        else:
            name, fn = _unary(self.rng)
            t = self.f.generic(a.shape, [(a, (1, 0))], fn(Arg(0)))
            what = "%s(%s^T)" % (name, a.name)
        self.read(a)
        self.made(t, "mat", what)


def random_dag(seed, shape=None, n_ops=None):
    """The random program of `seed` (see the module doc); `shape` (R, C) and `n_ops` override
    what the seed draws."""
    g = _Dag(seed, shape)
    rng = g.rng
    g.add_input("x0", "mat")
    if rng.random() < 0.5:
        g.add_input("x1", "mat")
    if rng.random() < 0.4:
        g.add_input("r0", "row")
    if rng.random() < 0.4:
        g.add_input("c0", "col")
    n_ops = n_ops or rng.randint(3, 12)
    square = g.R == g.C
    for _ in range(n_ops):
        have = {k for _, k in g.values}
        choices = [("unary", 25), ("binary", 30), ("row", 14), ("col", 11), ("scalar", 6)]
        if "row" in have:
            choices.append(("variance", 5))
        if square:
            choices.append(("transpose", 8))
        op = rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
        {"unary": g.unary, "binary": g.binary, "row": lambda: g.reduce(1),
         "col": lambda: g.reduce(0), "scalar": g.scalar_reduce, "variance": g.variance,
         "transpose": g.transpose}[op]()
    made = [(t, k) for t, k in g.values if t.name not in {o.name for o in g.inputs}]
    sinks = [t for t, _ in made if g.readers[t.name] == 0]
    extra = [t for t, _ in made if g.readers[t.name] > 0 and rng.random() < 0.15]
    results = sinks[::-1] + extra        # every op is live
    f = g.f
    outs = {"out%d" % k: t for k, t in enumerate(results)}

    def reference(inputs, f=f, outs=outs):
        env = f.evaluate(inputs)
        return {k: env[t.name] for k, t in outs.items()}
    prog = programs._program("dag%d" % seed, f, g.inputs, outs, reference,
                             tolerance=DAG_TOLERANCE,
                             params=dict(seed=seed, R=g.R, C=g.C, ops=g.log))
    return prog


def describe(prog):
    """A readable summary of a random program (for failure messages)."""
    p = prog.params
    return "%s: R=%d C=%d inputs %s outputs %s\n  %s" % (
        prog.name, p["R"], p["C"], [o.name + str(list(o.shape)) for o in prog.inputs],
        [o.name + str(list(o.shape)) for o in prog.outputs], "\n  ".join(p["ops"]))
