# stbench.evaluate: a stencil program evaluated on whole arrays (numpy float64 for the
# reference, with the points whose value rests on a near tie tracked; torch and JAX for the
# peers), from Program.evaluation_plan's flat instruction lists.
"""Evaluation of stencil programs: the backends and the reference."""

import numpy as np

from .expr import CMPF, Bin, Const, Load, Neg, Select


def linearize(expr, region):
    """Instructions computing `expr` over `region` ((lo, hi) per dimension), common
    subexpressions once; the last one is the result. ('const', v), ('load', parameter,
    slices), ('bin', op, i, j), ('neg', i), ('select', pred, lhs, rhs, if_true, if_false)
    with operands as indices of earlier instructions."""
    code, memo = [], {}

    def visit(e):
        if e in memo:
            return memo[e]
        if isinstance(e, Const):
            ins = ("const", e.value)
        elif isinstance(e, Load):
            ins = ("load", e.array, tuple(slice(lo + o, hi + o)
                                          for (lo, hi), o in zip(region, e.offset)))
        elif isinstance(e, Bin):
            ins = ("bin", e.op, visit(e.a), visit(e.b))
        elif isinstance(e, Neg):
            ins = ("neg", visit(e.a))
        elif isinstance(e, Select):
            ins = ("select", e.pred, visit(e.lhs), visit(e.rhs), visit(e.if_true),
                   visit(e.if_false))
        else:
            raise TypeError(e)
        code.append(ins)
        memo[e] = len(code) - 1
        return memo[e]
    root = visit(expr)
    if root != len(code) - 1:
        code.append(code[root])
    return code


def _run_code(code, env, binding, be):
    vals = []
    for ins in code:
        op = ins[0]
        if op == "const":
            v = ins[1]
        elif op == "load":
            v = env[binding[ins[1]]][ins[2]]
        elif op == "bin":
            a, b = vals[ins[2]], vals[ins[3]]
            v = a + b if ins[1] == "add" else a - b if ins[1] == "sub" else a * b
        elif op == "neg":
            v = -vals[ins[1]]
        else:
            v = be.where(be.compare(ins[1], vals[ins[2]], vals[ins[3]]), vals[ins[4]],
                         vals[ins[5]])
        vals.append(v)
    return vals[-1]


class NumpyBackend:
    """float64 numpy: the reference."""

    def asarray(self, a):
        return np.asarray(a, dtype=np.float64)

    def copy(self, a):
        return a.copy()

    def undefined(self, shape):
        return np.full(shape, np.nan)

    def broadcast(self, v, shape):
        return np.broadcast_to(np.asarray(v, dtype=np.float64), shape).copy()

    def where(self, c, a, b):
        return np.where(c, a, b)

    def compare(self, pred, a, b):
        return CMPF[pred](a, b)

    def set_region(self, base, sl, value, fresh):
        out = base if fresh else base.copy()
        out[sl] = value
        return out


# float32's unit roundoff: a rounded + - * is within U * |result| of the exact one.
U32 = 2.0 ** -24


def _zero_or(mask_of, fn):
    """fn() where mask_of is nonzero, 0 elsewhere (0 stays 0 next to NaN or inf); the
    scalar 0.0 when it is 0 everywhere (most values: the cheap case)."""
    if np.isscalar(mask_of) and mask_of == 0:
        return 0.0
    nonzero = np.asarray(mask_of) != 0
    if not nonzero.any():
        return 0.0
    with np.errstate(invalid="ignore", over="ignore"):
        return np.where(nonzero, fn(), 0.0)


def _sparse(d):
    """d, or the scalar 0.0 where it is 0 everywhere."""
    return d if np.isscalar(d) or np.any(d) else 0.0


class _Tracked:
    """A float64 value (array or scalar) with two bounds (UncertaintyBackend): e, on how far
    float32 arithmetic of the same operations may round away from it, and d, on how far the
    kernel may lie from it because an upstream comparison was a near tie, so the kernel may
    have taken the other branch (0 almost everywhere)."""
    __array_priority__ = 100

    def __init__(self, v, e, d):
        self.v, self.e, self.d = v, e, d

    @staticmethod
    def parts(x):
        if isinstance(x, _Tracked):
            return x.v, x.e, x.d
        return x, abs(x - float(np.float32(x))), 0.0     # a constant, held as float32

    def _bin(self, other, op, swap=False):
        (a, ea, da), (b, eb, db) = self.parts(self), self.parts(other)
        if swap:
            a, b, ea, eb, da, db = b, a, eb, ea, db, da
        if op == "mul":
            v = a * b
            # |a' b' - a b| <= |a| x_b + |b| x_a + x_a x_b for x the operands' bounds.
            spread = lambda xa, xb: (lambda: np.abs(a) * xb + np.abs(b) * xa + xa * xb)
        else:
            v = a + b if op == "add" else a - b
            spread = lambda xa, xb: (lambda: xa + xb)
        e = spread(ea, eb)() + U32 * np.abs(v)
        return _Tracked(v, e, _zero_or(np.add(da, db), spread(da, db)))

    def __add__(self, o):
        return self._bin(o, "add")

    def __radd__(self, o):
        return self._bin(o, "add", True)

    def __sub__(self, o):
        return self._bin(o, "sub")

    def __rsub__(self, o):
        return self._bin(o, "sub", True)

    def __mul__(self, o):
        return self._bin(o, "mul")

    def __rmul__(self, o):
        return self._bin(o, "mul", True)

    def __neg__(self):
        return _Tracked(-self.v, self.e, self.d)

    def __getitem__(self, sl):
        return _Tracked(self.v[sl], self.e[sl], self.d if np.isscalar(self.d) else self.d[sl])


class UncertaintyBackend:
    """float64 values with the bounds of _Tracked. A comparison is a near tie where its
    operands differ by no more than their bounds together (and those are not 0: exact
    operands compare alike in float32): the kernel may then take the other branch than the
    reference, and both are right, so the select's value may be either operand (its d grows
    by their difference). Bounds go through + - * (|a| xb + |b| xa + xa xb), so d shrinks
    where weights below 1 damp it, as the generated programs' weighted sums do. This is
    the running error analysis of the program's own operation order; FMA contraction
    only leaves out roundings."""

    def asarray(self, a):
        v = np.asarray(a, dtype=np.float64)
        return _Tracked(v, np.abs(v - v.astype(np.float32)), 0.0)

    def copy(self, a):
        return _Tracked(a.v.copy(), a.e.copy(), a.d if np.isscalar(a.d) else a.d.copy())

    def undefined(self, shape):
        return _Tracked(np.full(shape, np.nan), np.zeros(shape), 0.0)

    def broadcast(self, v, shape):
        v, e, d = _Tracked.parts(v)
        full = lambda x: np.broadcast_to(np.asarray(x, dtype=np.float64), shape).copy()
        return _Tracked(full(v), full(e), _sparse(d if np.isscalar(d) else full(d)))

    def compare(self, pred, a, b):
        """(the reference's outcome, where it is a near tie)."""
        (av, ea, da), (bv, eb, db) = _Tracked.parts(a), _Tracked.parts(b)
        slack = np.add(np.add(ea, eb), np.add(da, db))
        with np.errstate(invalid="ignore"):
            near = (slack > 0) & (np.abs(np.subtract(av, bv)) <= slack)
        return CMPF[pred](av, bv), near

    def where(self, c, a, b):
        (cv, near), (av, ea, da), (bv, eb, db) = c, _Tracked.parts(a), _Tracked.parts(b)
        with np.errstate(invalid="ignore"):
            either = np.maximum(da, db) + np.abs(np.subtract(av, bv))
        if not np.any(near) and np.isscalar(da) and np.isscalar(db) and da == db == 0:
            d = 0.0
        else:
            d = _sparse(np.where(near, either, np.where(cv, da, db)))
        return _Tracked(np.where(cv, av, bv), np.where(cv, ea, eb), d)

    def set_region(self, base, sl, value, fresh):
        out = base if fresh else self.copy(base)
        v, e, d = _Tracked.parts(value)
        out.v[sl], out.e[sl] = v, e
        if not (np.isscalar(out.d) and np.isscalar(d) and d == 0):
            if np.isscalar(out.d):
                out.d = np.full(out.v.shape, float(out.d))
            out.d[sl] = d
            out.d = _sparse(out.d)
        return out


class Reference(dict):
    """Reference outputs {name: float64 array}, with `uncertain` {name: float64 array}: how
    far the kernels may lie from it because of near-tie comparisons (UncertaintyBackend;
    outputs without any are left out). compare() adds it to the tolerance of the elements
    that miss it. `uncertain` is worked out on first use (at full size it costs ten times
    the reference), so checks that pass at once never pay for it."""

    def __init__(self, values, uncertain=None):
        super().__init__(values)
        self._uncertain = uncertain

    @property
    def uncertain(self):
        if callable(self._uncertain):
            self._uncertain = self._uncertain()
        return self._uncertain or {}


def reference_of(prog, inputs, values=None):
    """A Reference: `values` (an independent reference's outputs; default: the program's
    own float64 evaluation) with the deviations the program's near-tie comparisons allow."""
    def uncertain():
        tracked = prog.evaluate(inputs, UncertaintyBackend())
        return {k: np.broadcast_to(t.d, t.v.shape) for k, t in tracked.items()
                if np.any(t.d)}
    return Reference(prog.evaluate(inputs) if values is None else values, uncertain)


class TorchBackend:
    """torch tensors on a device (functional: a write makes a new tensor, as torch.compile
    and a user writing the math see it)."""

    def __init__(self, device="cuda", dtype=None):
        import torch
        self.torch = torch
        self.device = device
        self.dtype = dtype or torch.float32

    def asarray(self, a):
        if isinstance(a, self.torch.Tensor):
            return a
        return self.torch.as_tensor(np.asarray(a), dtype=self.dtype, device=self.device)

    def copy(self, a):
        return a.clone()

    def undefined(self, shape):
        return self.torch.empty(shape, dtype=self.dtype, device=self.device)

    def broadcast(self, v, shape):
        if isinstance(v, self.torch.Tensor):
            return v.expand(shape).clone()
        return self.torch.full(shape, v, dtype=self.dtype, device=self.device)

    def where(self, c, a, b):
        return self.torch.where(c, a, b)

    def compare(self, pred, a, b):
        return {"ogt": a > b, "olt": a < b, "oge": a >= b, "ole": a <= b}[pred]

    def set_region(self, base, sl, value, fresh):
        out = base if fresh else base.clone()
        out[sl] = value
        return out


class JaxBackend:
    """jax.numpy arrays (functional .at[].set)."""

    def __init__(self):
        import jax.numpy as jnp
        self.jnp = jnp

    def asarray(self, a):
        return self.jnp.asarray(a, dtype=self.jnp.float32)

    def copy(self, a):
        return a

    def undefined(self, shape):
        return self.jnp.zeros(shape, dtype=self.jnp.float32)

    def broadcast(self, v, shape):
        return self.jnp.broadcast_to(self.jnp.asarray(v, dtype=self.jnp.float32), shape)

    def where(self, c, a, b):
        return self.jnp.where(c, a, b)

    def compare(self, pred, a, b):
        return {"ogt": a > b, "olt": a < b, "oge": a >= b, "ole": a <= b}[pred]

    def set_region(self, base, sl, value, fresh):
        return base.at[sl].set(value)
