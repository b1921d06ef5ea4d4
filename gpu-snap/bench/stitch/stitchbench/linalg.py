# stitchbench.linalg: a small builder of `func.func @step` on tensors, written the way ML
# front ends (torch-mlir) emit linalg: tensor.empty + linalg.fill for reduction inits,
# linalg.generic with broadcasts in the indexing maps and reduction iterators, named
# linalg ops, f16 / bf16 tensors extended to f32 in the bodies; each op also evaluates
# itself with numpy in float64.
"""linalg on tensors, as MLIR text and as a float64 numpy evaluation.

    f = Func()
    x = f.arg("x", (64, 256))
    s = f.generic((64, 256), [(x, (0, 1))], Arg(0), kind="sum", out_dims=(0,))
    y = f.generic((64, 256), [(x, (0, 1)), (s, (0,))], Arg(0) / Arg(1))
    text = f.module([y])              # module { func.func @step(%x: tensor<64x256xf32>)
                                      #   -> tensor<64x256xf32> { ... } }
    env = f.evaluate({"x": array})    # {tensor name: float64 array} of every value

A generic runs over a `domain` (its loop extents d0, d1, ...). Each input is
(tensor, dims): input axis k is loop dim dims[k], so a row vector [R] over an [R, C] domain
is (row, (0,)), a column vector (col, (1,)), a transposed [C, R] input (t, (1, 0)), a
rank-0 tensor (s, ()). `value` is an `Expr` over the inputs' block arguments (`Arg(i)`).
kind 'map': the result has the domain's shape (outs: tensor.empty). kind 'sum' / 'max':
the loops not in `out_dims` are reductions; the body combines `value` with the
accumulator (arith.addf / arith.maximumf) and outs is tensor.empty + linalg.fill of the
init (0 / -inf unless given).

Constants are captured from the function body (arith.constant before the first op, as
torch-mlir writes them) or, with capture_constants=False, defined inside each body.

Element types (mixed precision as torch-mlir emits it): tensors are f32 unless given
(`f.arg("x", shape, "f16")`, `generic(..., out="bf16")`); bodies compute in f32: a 16-bit
block argument is extended (`arith.extf %in : f16 to f32`) where the body first uses it,
and a 16-bit result is rounded (`arith.truncf %v : f32 to f16`) before the yield. Sums
accumulate in f32 (their outs, the fill and the combine are f32; a 16-bit accumulator would
round at every step, in an order numpy cannot follow); a max may accumulate in 16 bits
(outs and fill of that type, the accumulator extended, the maximum truncated: rounding is
monotonic, so that is the rounded maximum). The numpy evaluation rounds each 16-bit result
to its type (dtypes.round_to), so it computes what the program stores.
"""

import math

import numpy as np

from . import dtypes


def f32(value):
    """`value` rounded to float32, as a Python float."""
    return float(np.float32(value))


def shape_text(shape):
    return "x".join(str(s) for s in shape) + "x" if shape else ""


def tensor_type(shape, elem="f32"):
    return "tensor<%s%s>" % (shape_text(shape), dtypes.check(elem))


def memref_type(shape, elem="f32"):
    return "memref<%s%s>" % (shape_text(shape), dtypes.check(elem))


#: Infinities of each element type, in MLIR's hexadecimal form.
_INFINITY = {"f32": ("0x7F800000", "0xFF800000"), "f16": ("0x7C00", "0xFC00"),
             "bf16": ("0x7F80", "0xFF80")}


def float_literal(value, elem="f32"):
    """A constant of element type `elem` (rounded to it) as MLIR text (infinities in
    hexadecimal)."""
    v = f32(value) if elem == "f32" else float(dtypes.round_to(value, elem))
    if math.isinf(v):
        return _INFINITY[elem][v < 0]
    return "%.9e" % v


# ---------------------------------------------------------------------------------------
# erf in float64 without scipy
# ---------------------------------------------------------------------------------------

_ERF_TABLE = {}


def erf64(x):
    """erf of a float64 array: math.erf per element up to 2^20 elements; above that, linear
    interpolation in a table of math.erf at steps of 2^-14 on [-6, 6] (|error| < 1e-9;
    erf = +-1 beyond, within 2e-17)."""
    x = np.asarray(x, dtype=np.float64)
    if x.size <= 1 << 20:
        return np.vectorize(math.erf, otypes=[np.float64])(x) if x.size else x.copy()
    if "values" not in _ERF_TABLE:
        grid = np.arange(-6 * 2 ** 14, 6 * 2 ** 14 + 1, dtype=np.float64) / 2 ** 14
        _ERF_TABLE["values"] = np.vectorize(math.erf, otypes=[np.float64])(grid)
    values = _ERF_TABLE["values"]
    t = (np.clip(x, -6.0, 6.0) + 6.0) * 2 ** 14        # the uniform grid: no search
    i = np.minimum(t.astype(np.int64), values.size - 2)
    f = t - i
    return values[i] * (1.0 - f) + values[i + 1] * f


# ---------------------------------------------------------------------------------------
# Body expressions
# ---------------------------------------------------------------------------------------

UNARY = {"exp": ("math.exp", np.exp), "erf": ("math.erf", erf64),
         "tanh": ("math.tanh", np.tanh), "rsqrt": ("math.rsqrt", lambda a: 1.0 / np.sqrt(a)),
         "sqrt": ("math.sqrt", np.sqrt), "log": ("math.log", np.log),
         "neg": ("arith.negf", np.negative), "abs": ("math.absf", np.abs)}
BINARY = {"add": ("arith.addf", np.add), "sub": ("arith.subf", np.subtract),
          "mul": ("arith.mulf", np.multiply), "div": ("arith.divf", np.divide),
          "max": ("arith.maximumf", np.maximum), "min": ("arith.minimumf", np.minimum)}
COMBINE = {"sum": ("arith.addf", 0.0), "max": ("arith.maximumf", -math.inf)}


class Expr:
    """A scalar value of a linalg body. Build with + - * / (Python numbers become
    constants), unary - and the functions below (exp, erf, ...)."""

    def __add__(self, o):
        return Bin("add", self, lift(o))

    def __radd__(self, o):
        return Bin("add", lift(o), self)

    def __sub__(self, o):
        return Bin("sub", self, lift(o))

    def __rsub__(self, o):
        return Bin("sub", lift(o), self)

    def __mul__(self, o):
        return Bin("mul", self, lift(o))

    def __rmul__(self, o):
        return Bin("mul", lift(o), self)

    def __truediv__(self, o):
        return Bin("div", self, lift(o))

    def __rtruediv__(self, o):
        return Bin("div", lift(o), self)

    def __neg__(self):
        return Un("neg", self)


class Arg(Expr):
    """The block argument of input `index`."""

    def __init__(self, index):
        self.index = index


class Const(Expr):
    def __init__(self, value):
        self.value = f32(value)


class Un(Expr):
    def __init__(self, op, a):
        if op not in UNARY:
            raise ValueError("unknown unary op %r" % op)
        self.op, self.a = op, a


class Bin(Expr):
    def __init__(self, op, a, b):
        if op not in BINARY:
            raise ValueError("unknown binary op %r" % op)
        self.op, self.a, self.b = op, a, b


def lift(v):
    return v if isinstance(v, Expr) else Const(v)


def _unary(op):
    return lambda a: Un(op, lift(a))


exp, erf, tanh, rsqrt, sqrt, log, absf = (_unary(o) for o in
                                           ("exp", "erf", "tanh", "rsqrt", "sqrt", "log", "abs"))


def maximum(a, b):
    return Bin("max", lift(a), lift(b))


def minimum(a, b):
    return Bin("min", lift(a), lift(b))


def evaluate_expr(e, args):
    """`e` over float64 arrays `args` (one per Arg index)."""
    if isinstance(e, Arg):
        return args[e.index]
    if isinstance(e, Const):
        return np.float64(e.value)
    if isinstance(e, Un):
        return UNARY[e.op][1](evaluate_expr(e.a, args))
    if isinstance(e, Bin):
        return BINARY[e.op][1](evaluate_expr(e.a, args), evaluate_expr(e.b, args))
    raise TypeError(e)


def expr_args(e):
    """The Arg indices `e` uses."""
    if isinstance(e, Arg):
        return {e.index}
    if isinstance(e, Un):
        return expr_args(e.a)
    if isinstance(e, Bin):
        return expr_args(e.a) | expr_args(e.b)
    return set()


# ---------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------

class Tensor:
    """An SSA value of tensor type (`name` without the %) with element type `elem`."""

    def __init__(self, name, shape, elem="f32"):
        self.name = name
        self.shape = tuple(int(s) for s in shape)
        self.elem = dtypes.check(elem)

    @property
    def type(self):
        return tensor_type(self.shape, self.elem)

    @property
    def ssa(self):
        return "%" + self.name

    def __repr__(self):
        return "Tensor(%s, %s, %s)" % (self.name, self.shape, self.elem)


def affine_map(ndom, dims):
    return "affine_map<(%s) -> (%s)>" % (", ".join("d%d" % d for d in range(ndom)),
                                          ", ".join("d%d" % d for d in dims))


def _to_domain(a, dims, ndom):
    """Input array `a` (axis k = loop dim dims[k]) as an array broadcastable over the domain."""
    a = np.asarray(a, dtype=np.float64)
    if not dims:
        return a.reshape((1,) * ndom)
    order = sorted(dims)
    a = np.transpose(a, [dims.index(d) for d in order])
    shape = [a.shape[order.index(l)] if l in dims else 1 for l in range(ndom)]
    return a.reshape(shape)


class Func:
    """A `func.func @step` on tensors under construction; see the module doc."""

    def __init__(self, name="step", capture_constants=True):
        self.name = name
        self.capture_constants = capture_constants
        self.args = []
        self.consts = {}
        self.const_lines = []
        self.lines = []
        self.steps = []          # (result Tensor, evaluate(env) -> float64 array)
        self.op_names = []       # the linalg ops (fills not counted)
        self._n = 0

    # -- names ------------------------------------------------------------------------
    def _fresh(self, prefix):
        self._n += 1
        return "%s%d" % (prefix, self._n)

    def _const(self, value, level_lines=None, indent="    ", elem="f32"):
        """The SSA name of constant `value` of type `elem`: captured (one per value and
        type, at the top of the function) or defined now into `level_lines`."""
        literal = float_literal(value, elem)
        key = literal if elem == "f32" else (literal, elem)
        if self.capture_constants or level_lines is None:
            if key not in self.consts:
                name = "%%cst%d" % len(self.consts)
                self.consts[key] = name
                self.const_lines.append("    %s = arith.constant %s : %s" % (name, literal,
                                                                           elem))
            return self.consts[key]
        name = "%" + self._fresh("c")
        level_lines.append("%s%s = arith.constant %s : %s" % (indent, name, literal, elem))
        return name

    def arg(self, name, shape, elem="f32"):
        """A function argument `%name: tensor<shape x elem>`."""
        t = Tensor(name, shape, elem)
        if any(a.name == name for a in self.args):
            raise ValueError("argument %s twice" % name)
        self.args.append(t)
        return t

    # -- ops --------------------------------------------------------------------------
    def _init(self, shape, fill=None, elem="f32"):
        """tensor.empty (and linalg.fill of `fill`) of `shape` and `elem`; returns the SSA
        name."""
        ty = tensor_type(shape, elem)
        e = "%" + self._fresh("e")
        self.lines.append("    %s = tensor.empty() : %s" % (e, ty))
        if fill is None:
            return e
        if self.capture_constants:
            c = self._const(fill, elem=elem)
        else:
            c = self._const(fill, self.lines, elem=elem)
        f = "%" + self._fresh("f")
        self.lines.append("    %s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (
            f, c, elem, e, ty, ty))
        return f

    def generic(self, domain, ins, value, kind="map", out_dims=None, init=None, out="f32"):
        """A linalg.generic over `domain` with result element type `out` (a sum's must be
        f32); see the module doc. Returns its Tensor."""
        domain = tuple(int(d) for d in domain)
        nd = len(domain)
        ins = [(t, tuple(dims)) for t, dims in ins]
        for t, dims in ins:
            if len(dims) != len(t.shape) or any(domain[d] != s for d, s in zip(dims, t.shape)):
                raise ValueError("input %s %s does not fit dims %s of domain %s" %
                                 (t.name, t.shape, dims, domain))
        if kind == "map":
            out_dims = tuple(range(nd))
        elif kind in COMBINE:
            out_dims = tuple(out_dims)
            if list(out_dims) != sorted(set(out_dims)):
                raise ValueError("out_dims %s: increasing loop dims" % (out_dims,))
            init = COMBINE[kind][1] if init is None else init
        else:
            raise ValueError("kind %r" % kind)
        dtypes.check(out)
        if kind == "sum" and out != "f32":
            raise ValueError("a sum into %s: sums accumulate in f32" % out)
        out_shape = tuple(domain[d] for d in out_dims)
        used = expr_args(value)
        if used - set(range(len(ins))):
            raise ValueError("value uses arguments %s of %d inputs" % (sorted(used), len(ins)))
        outs = self._init(out_shape, None if kind == "map" else init, out)
        r = Tensor(self._fresh("t"), out_shape, out)
        maps = [affine_map(nd, dims) for _, dims in ins] + [affine_map(nd, out_dims)]
        iters = ", ".join('"parallel"' if d in out_dims else '"reduction"' for d in range(nd))
        ins_text = ""
        if ins:
            ins_text = " ins(%s : %s)" % (", ".join(t.ssa for t, _ in ins),
                                           ", ".join(t.type for t, _ in ins))
        self.lines.append("    %s = linalg.generic {indexing_maps = [%s], iterator_types = "
                          "[%s]}%s outs(%s : %s) {" % (r.ssa, ", ".join(maps), iters, ins_text,
                                                       outs, r.type))
        block_args = ["%" + self._fresh("in") for _ in ins]
        acc = "%" + self._fresh("out")
        self.lines.append("    ^bb0(%s):" % ", ".join(
            "%s: %s" % (a, e) for a, e in zip(block_args + [acc],
                                               [t.elem for t, _ in ins] + [out])))
        body = []
        v = self._emit(value, block_args, body, {}, [t.elem for t, _ in ins])
        if kind in COMBINE:
            if out != "f32":
                ext = "%" + self._fresh("v")
                body.append("      %s = arith.extf %s : %s to f32" % (ext, acc, out))
                acc = ext
            name = "%" + self._fresh("v")
            body.append("      %s = %s %s, %s : f32" % (name, COMBINE[kind][0], v, acc))
            v = name
        if out != "f32":
            name = "%" + self._fresh("v")
            body.append("      %s = arith.truncf %s : f32 to %s" % (name, v, out))
            v = name
        self.lines += body
        self.lines.append("      linalg.yield %s : %s" % (v, out))
        self.lines.append("    } -> %s" % r.type)
        self.op_names.append("generic" if kind == "map" else "generic." + kind)

        def run(env, ins=ins, value=value, kind=kind, out_dims=out_dims, init=init, out=out):
            args = [_to_domain(env[t.name], dims, nd) for t, dims in ins]
            v = np.broadcast_to(np.asarray(evaluate_expr(value, args), np.float64), domain)
            if kind == "map":
                return np.array(v) if out == "f32" else dtypes.round_to(v, out)
            axes = tuple(d for d in range(nd) if d not in out_dims)
            if kind == "sum":
                return v.sum(axis=axes) + init
            m = np.maximum(v.max(axis=axes), init)
            return m if out == "f32" else dtypes.round_to(m, out)
        self.steps.append((r, run))
        return r

    def _emit(self, e, block_args, body, memo, elems):
        """The f32 SSA value of `e` in a body (`elems`: the block arguments' types; a
        16-bit one is extended where first used)."""
        key = ("arg", e.index) if isinstance(e, Arg) else id(e)
        if key in memo:
            return memo[key]
        if isinstance(e, Arg):
            v = block_args[e.index]
            if elems[e.index] != "f32":
                ext = "%" + self._fresh("v")
                body.append("      %s = arith.extf %s : %s to f32" % (ext, v, elems[e.index]))
                v = ext
        elif isinstance(e, Const):
            v = self._const(e.value, body, "      ")
        else:
            if isinstance(e, Un):
                operands = [self._emit(e.a, block_args, body, memo, elems)]
                op = UNARY[e.op][0]
            else:
                operands = [self._emit(e.a, block_args, body, memo, elems),
                            self._emit(e.b, block_args, body, memo, elems)]
                op = BINARY[e.op][0]
            v = "%" + self._fresh("v")
            body.append("      %s = %s %s : f32" % (v, op, ", ".join(operands)))
        memo[key] = v
        return v

    def _named(self, op, ins, out_shape, fill, run, attrs="", elem="f32"):
        if op != "transpose" and any(t.elem != "f32" for t in ins):
            raise ValueError("linalg.%s of %s: only f32 contractions are built" % (
                op, ", ".join(t.type for t in ins)))
        outs = self._init(out_shape, fill, elem)
        r = Tensor(self._fresh("t"), out_shape, elem)
        self.lines.append("    %s = linalg.%s ins(%s : %s) outs(%s : %s)%s%s" % (
            r.ssa, op, ", ".join(t.ssa for t in ins), ", ".join(t.type for t in ins), outs,
            r.type, attrs, "" if op == "transpose" else " -> %s" % r.type))
        self.op_names.append(op)
        self.steps.append((r, run))
        return r

    def matvec(self, a, x):
        """linalg.matvec: a[M, K] . x[K] -> [M] (outs filled with 0)."""
        return self._named("matvec", [a, x], (a.shape[0],), 0.0,
                           lambda env: env[a.name] @ env[x.name])

    def vecmat(self, y, a):
        """linalg.vecmat: y[M] . a[M, N] -> [N] (outs filled with 0)."""
        return self._named("vecmat", [y, a], (a.shape[1],), 0.0,
                           lambda env: env[y.name] @ env[a.name])

    def matmul(self, a, b):
        """linalg.matmul: a[M, K] . b[K, N] -> [M, N] (outs filled with 0)."""
        return self._named("matmul", [a, b], (a.shape[0], b.shape[1]), 0.0,
                           lambda env: env[a.name] @ env[b.name])

    def transpose(self, a, perm=(1, 0)):
        """linalg.transpose of `a` by `perm` (outs: tensor.empty)."""
        perm = tuple(perm)
        return self._named("transpose", [a], tuple(a.shape[p] for p in perm), None,
                           lambda env: np.transpose(env[a.name], perm),
                           attrs=" permutation = [%s]" % ", ".join(map(str, perm)), elem=a.elem)

    # -- results ----------------------------------------------------------------------
    def module(self, results):
        """The module text with @step returning `results` (Tensors)."""
        types = [t.type for t in results]
        ret = types[0] if len(types) == 1 else "(%s)" % ", ".join(types)
        lines = ["module {",
                 "  func.func @%s(%s) -> %s {" % (self.name, ", ".join(
                     "%s: %s" % (a.ssa, a.type) for a in self.args), ret)]
        lines += self.const_lines + self.lines
        lines.append("    return %s : %s" % (", ".join(t.ssa for t in results),
                                             ", ".join(types)))
        lines += ["  }", "}"]
        return "\n".join(lines) + "\n"

    def evaluate(self, inputs):
        """{tensor name: float64 array} of the arguments (from `inputs`, by name) and every
        op's result."""
        env = {a.name: np.asarray(inputs[a.name], dtype=np.float64) for a in self.args}
        for t, run in self.steps:
            env[t.name] = run(env)
            if env[t.name].shape != t.shape:
                raise AssertionError("%s: evaluated shape %s" % (t, env[t.name].shape))
        return env
