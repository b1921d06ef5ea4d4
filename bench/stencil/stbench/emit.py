# stbench.emit: the MLIR text of a stencil kernel (a gpu.func in the standard GPU form) and
# the line and token helpers Program.text writes @step and @main with.
"""MLIR text of stencil kernels.

A kernel is a `gpu.func` of the `@kernels` module of the MLIR form ir.py's docstring
describes; `kernel_text` writes it, `_Lines` and `_Tokens` are the writers Program.text
uses for the whole module.
"""

from .expr import Bin, Const, Load, Neg, Select, consts


def memref_type(shape):
    return "memref<%sxf32>" % "x".join(str(s) for s in shape)


class _Lines:
    def __init__(self):
        self.lines = []

    def __call__(self, line, indent=4):
        self.lines.append(" " * indent + line)


class _Tokens:
    """Async tokens chained on one stream."""

    def __init__(self, out, stem="tok"):
        self.out = out
        self.stem = stem
        self.n = 0

    def new(self, op, result=None):
        t = "%%%s%d" % (self.stem, self.n)
        self.n += 1
        self.out("%s = %s" % (t if result is None else "%s, %s" % (result, t), op))
        return t


def _float_literal(v):
    return "%.9e" % v


_DIMS3 = ("z", "y", "x")


def kernel_text(k, out, indent=4):
    """Append the gpu.func of kernel `k` to `out`."""
    ind = indent
    body = ind + 2
    t = memref_type(k.shape)
    dims = _DIMS3[3 - k.ndim:]
    out("gpu.func @%s(%s) kernel {" % (k.name, ", ".join(
        "%%%s: %s {llvm.noalias}" % (p, t) for p in k.params)), ind)
    for d in dims:
        if k.coords == "global_id":
            out("%%%s = gpu.global_id %s" % (d, d), body)
        else:
            out("%%b%s = gpu.block_id %s" % (d, d), body)
            out("%%n%s = gpu.block_dim %s" % (d, d), body)
            out("%%t%s = gpu.thread_id %s" % (d, d), body)
            out("%%o%s = arith.muli %%b%s, %%n%s : index" % (d, d, d), body)
            out("%%%s = arith.addi %%o%s, %%t%s : index" % (d, d, d), body)
    # Index constants: guard bounds and offsets.
    nested = k.boundary is not None and not k.full_interior
    index_consts = set()
    for (lo, hi), n in zip(k.interior, k.shape):
        index_consts |= ({lo} if lo > 0 else set()) | {hi} | ({n} if nested else set())
    for offs in k.reads().values():
        for off in offs:
            for o in off:
                if o:
                    index_consts.add(abs(o) if k.negative == "subi" or o > 0 else o)
    for c in sorted(index_consts):
        out("%s = arith.constant %d : index" % (_cname(c), c), body)
    fconsts = sorted(set(consts(k.value)) |
                     (set(consts(k.boundary)) if k.boundary is not None else set()))
    fnames = {}
    for i, v in enumerate(fconsts):
        fnames[v] = "%%f%d" % i
        out("%s = arith.constant %s : f32" % (fnames[v], _float_literal(v)), body)
    em = _Emitter(k, out, fnames)

    def conjunction(bounds, level):
        """arith.cmpi of each (dim, pred, const) and their arith.andi; returns the i1."""
        conds = []
        for d, pred, c in bounds:
            conds.append(em.value("arith.cmpi %s, %%%s, %s : index" % (pred, d, _cname(c)),
                                  level))
        acc = conds[0]
        for c in conds[1:]:
            acc = em.value("arith.andi %s, %s : i1" % (acc, c), level)
        return acc

    interior = []
    for d, (lo, hi), n in zip(dims, k.interior, k.shape):
        if lo > 0:
            interior.append((d, "sge", lo))
        interior.append((d, "slt", hi))
    if not nested:
        g = conjunction(interior, body)
        out("scf.if %s {" % g, body)
        em.store(k.value, body + 2)
        out("}", body)
    else:
        in_array = [(d, "slt", n) for d, n in zip(dims, k.shape)]
        g = conjunction(in_array, body)
        out("scf.if %s {" % g, body)
        tighter = [(d, p, c) for d, p, c in interior
                   if not (p == "slt" and c == k.shape[dims.index(d)])]
        gi = conjunction(tighter, body + 2)
        out("scf.if %s {" % gi, body + 2)
        em.store(k.value, body + 4)
        out("} else {", body + 2)
        em.store(k.boundary, body + 4)
        out("}", body + 2)
        out("}", body)
    out("gpu.return", body)
    out("}", ind)


def _cname(c):
    return "%%c%d" % c if c >= 0 else "%%cm%d" % -c


class _Emitter:
    """SSA emission of one kernel's expressions; values are memoized per region."""

    def __init__(self, k, out, fnames):
        self.k = k
        self.out = out
        self.fnames = fnames
        self.n = 0
        self.dims = _DIMS3[3 - k.ndim:]

    def value(self, op, level):
        self.n += 1
        name = "%%v%d" % self.n
        self.out("%s = %s" % (name, op), level)
        return name

    def store(self, expr, level):
        memo, idx = {}, {}
        v = self._expr(expr, level, memo, idx)
        point = ", ".join("%%%s" % d for d in self.dims)
        self.out("memref.store %s, %%%s[%s] : %s" % (v, self.k.output, point,
                                                     memref_type(self.k.shape)), level)

    def _index(self, d, o, level, idx):
        if o == 0:
            return "%%%s" % d
        if (d, o) not in idx:
            if o > 0:
                op = "arith.addi %%%s, %s : index" % (d, _cname(o))
            elif self.k.negative == "subi":
                op = "arith.subi %%%s, %s : index" % (d, _cname(-o))
            else:
                op = "arith.addi %%%s, %s : index" % (d, _cname(o))
            idx[(d, o)] = self.value(op, level)
        return idx[(d, o)]

    def _expr(self, e, level, memo, idx):
        if e in memo:
            return memo[e]
        if isinstance(e, Const):
            v = self.fnames[e.value]
        elif isinstance(e, Load):
            ix = [self._index(d, o, level, idx) for d, o in zip(self.dims, e.offset)]
            v = self.value("memref.load %%%s[%s] : %s" % (e.array, ", ".join(ix),
                                                          memref_type(self.k.shape)), level)
        elif isinstance(e, Bin):
            a = self._expr(e.a, level, memo, idx)
            b = self._expr(e.b, level, memo, idx)
            v = self.value("arith.%sf %s, %s : f32" % (e.op, a, b), level)
        elif isinstance(e, Neg):
            v = self.value("arith.negf %s : f32" % self._expr(e.a, level, memo, idx), level)
        elif isinstance(e, Select):
            lhs = self._expr(e.lhs, level, memo, idx)
            rhs = self._expr(e.rhs, level, memo, idx)
            t = self._expr(e.if_true, level, memo, idx)
            f = self._expr(e.if_false, level, memo, idx)
            c = self.value("arith.cmpf %s, %s, %s : f32" % (e.pred, lhs, rhs), level)
            v = self.value("arith.select %s, %s, %s : f32" % (c, t, f), level)
        else:
            raise TypeError(e)
        memo[e] = v
        return v
