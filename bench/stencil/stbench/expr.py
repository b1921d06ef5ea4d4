# stbench.expr: the expressions a stencil kernel stores (loads at constant offsets from the
# point, constants, arithmetic, selects), shared by the program model (ir.py), its MLIR text
# (emit.py) and its evaluation (evaluate.py).
"""Expressions of stencil kernels: immutable, structurally compared, hashed once."""

import dataclasses

import numpy as np

CMPF = {"ogt": np.greater, "olt": np.less, "oge": np.greater_equal, "ole": np.less_equal}


def f32(value):
    """`value` rounded to float32 (the constant the kernel will hold), as a Python float."""
    return float(np.float32(value))


# ---------------------------------------------------------------------------------------
# Expressions
# ---------------------------------------------------------------------------------------

class Expr:
    """A value of a kernel: loads, constants, arithmetic. Build with + - * and unary -.
    Nodes are immutable and compare structurally; each caches its hash (children's hashes
    are cached too), so memo tables keyed by expressions stay linear."""

    def _seal(self):
        object.__setattr__(self, "_hash", hash(
            (type(self).__name__,) + tuple(getattr(self, f.name)
                                           for f in dataclasses.fields(self))))

    def _cached_hash(self):
        return self._hash

    def __add__(self, other):
        return Bin("add", self, lift(other))

    def __radd__(self, other):
        return Bin("add", lift(other), self)

    def __sub__(self, other):
        return Bin("sub", self, lift(other))

    def __rsub__(self, other):
        return Bin("sub", lift(other), self)

    def __mul__(self, other):
        return Bin("mul", self, lift(other))

    def __rmul__(self, other):
        return Bin("mul", lift(other), self)

    def __neg__(self):
        return Neg(self)


@dataclasses.dataclass(frozen=True, eq=True)
class Const(Expr):
    value: float
    __hash__ = Expr._cached_hash

    def __post_init__(self):
        object.__setattr__(self, "value", f32(self.value))
        self._seal()


@dataclasses.dataclass(frozen=True, eq=True)
class Load(Expr):
    """array[point + offset]; `array` names a kernel parameter."""
    array: str
    offset: tuple
    __hash__ = Expr._cached_hash

    def __post_init__(self):
        object.__setattr__(self, "offset", tuple(int(o) for o in self.offset))
        self._seal()


@dataclasses.dataclass(frozen=True, eq=True)
class Bin(Expr):
    op: str  # add, sub, mul
    a: Expr
    b: Expr
    __hash__ = Expr._cached_hash
    __post_init__ = Expr._seal


@dataclasses.dataclass(frozen=True, eq=True)
class Neg(Expr):
    a: Expr
    __hash__ = Expr._cached_hash
    __post_init__ = Expr._seal


@dataclasses.dataclass(frozen=True, eq=True)
class Select(Expr):
    """(lhs <pred> rhs) ? if_true : if_false, pred one of CMPF (arith.cmpf + arith.select)."""
    pred: str
    lhs: Expr
    rhs: Expr
    if_true: Expr
    if_false: Expr
    __hash__ = Expr._cached_hash
    __post_init__ = Expr._seal


def lift(v):
    return v if isinstance(v, Expr) else Const(v)


def loads(expr):
    """Every Load in `expr` (with repetitions), depth first."""
    if isinstance(expr, Load):
        yield expr
    elif isinstance(expr, Bin):
        yield from loads(expr.a)
        yield from loads(expr.b)
    elif isinstance(expr, Neg):
        yield from loads(expr.a)
    elif isinstance(expr, Select):
        for e in (expr.lhs, expr.rhs, expr.if_true, expr.if_false):
            yield from loads(e)


def consts(expr):
    if isinstance(expr, Const):
        yield expr.value
    for child in _children(expr):
        yield from consts(child)


def _children(expr):
    if isinstance(expr, Bin):
        return (expr.a, expr.b)
    if isinstance(expr, Neg):
        return (expr.a,)
    if isinstance(expr, Select):
        return (expr.lhs, expr.rhs, expr.if_true, expr.if_false)
    return ()


def count_flops(expr, seen=None):
    """Arithmetic operations of `expr`, common subexpressions counted once."""
    seen = set() if seen is None else seen
    if expr in seen or isinstance(expr, (Load, Const)):
        return 0
    seen.add(expr)
    return (0 if isinstance(expr, Neg) else 1) + \
        sum(count_flops(c, seen) for c in _children(expr))
