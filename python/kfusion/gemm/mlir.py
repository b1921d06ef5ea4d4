# kfusion.gemm.mlir: a small text builder for MLIR function bodies: fresh SSA names, constants
# hoisted to the top of the function, index arithmetic that folds Python integers (so that
# an index is visibly an add / mul-by-constant combination of its symbols), nested regions
# (scf.for with iter_args, scf.if) and types.
"""Text emission helpers for the GEMM generator (no MLIR bindings are needed)."""

import math

WG = "#gpu.address_space<workgroup>"

#: MLIR element type names of the dtypes the generator knows.
ELEMENT = {"f16": "f16", "f32": "f32", "i32": "i32"}
#: Bytes per element.
SIZE = {"f16": 2, "f32": 4, "i32": 4}


def memref(shape, dtype, space=None):
    """`memref<64x32xf16>` (with `, #gpu.address_space<workgroup>` when space='wg')."""
    dims = "x".join(str(int(s)) for s in shape)
    text = "%sx%s" % (dims, ELEMENT[dtype]) if dims else ELEMENT[dtype]
    if space == "wg":
        text += ", " + WG
    return "memref<%s>" % text


def vector(shape, dtype):
    return "vector<%sx%s>" % ("x".join(str(int(s)) for s in shape), ELEMENT[dtype])


def float_literal(value):
    """A float literal MLIR parses as `value` (the repr of the double; MLIR wants a '.'
    in the mantissa: 1e-05 -> 1.0e-05)."""
    text = repr(float(value))
    if "inf" in text or "nan" in text:
        raise ValueError("no literal for %r" % value)
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


class Body:
    """Lines of one function body. Index values are SSA names (str) or Python ints;
    `add` and `mul` fold ints and emit arith.addi / arith.muli otherwise. Constants are
    emitted once, at the top (`header()`), so that they dominate every nested region."""

    def __init__(self, indent=6):
        self.lines = []
        self.indent = indent
        self.depth = 0
        self.counter = 0
        self.constants = {}   # (value, type) -> name, in creation order
        self.names = set()
        self.loop_types = []

    # -- names and lines ----------------------------------------------------------------
    def fresh(self, hint="v"):
        hint = "".join(ch if ch.isalnum() or ch == "_" else "_" for ch in hint) or "v"
        if hint[0].isdigit():
            hint = "v" + hint
        while True:
            self.counter += 1
            name = "%%%s_%d" % (hint, self.counter)
            if name not in self.names:
                self.names.add(name)
                return name

    def emit(self, text):
        self.lines.append(" " * (self.indent + 2 * self.depth) + text)

    def op(self, text, hint="v"):
        """Emit `%name = text`; returns %name."""
        name = self.fresh(hint)
        self.emit("%s = %s" % (name, text))
        return name

    def ops(self, text, count, hint="v"):
        """Emit `%name:count = text`; returns ['%name#0', ...]."""
        name = self.fresh(hint)
        self.emit("%s:%d = %s" % (name, count, text))
        return ["%s#%d" % (name, i) for i in range(count)]

    # -- constants -----------------------------------------------------------------------
    def const(self, value, type_="index"):
        key = (repr(value), type_)
        if key not in self.constants:
            if type_ == "index" or type_.startswith("i"):
                hint = "c%s%s" % (str(int(value)).replace("-", "m"),
                                  "" if type_ == "index" else "_" + type_)
                text = "arith.constant %d : %s" % (int(value), type_)
            else:
                hint = "cst"
                text = "arith.constant %s : %s" % (float_literal(value), type_)
            name = "%%%s" % hint if ("%%%s" % hint) not in self.names else self.fresh(hint)
            self.names.add(name)
            self.constants[key] = (name, text)
        return self.constants[key][0]

    def header(self):
        return [" " * self.indent + "%s = %s" % (n, t) for n, t in self.constants.values()]

    def text(self):
        return "\n".join(self.header() + self.lines)

    def idx(self, value):
        """An SSA index value for an int or SSA name."""
        return self.const(value) if isinstance(value, int) else value

    # -- index arithmetic ----------------------------------------------------------------
    def add(self, *terms):
        """Sum of index terms (ints folded into one constant)."""
        total = sum(t for t in terms if isinstance(t, int))
        names = [t for t in terms if not isinstance(t, int)]
        if not names:
            return total
        acc = names[0]
        for t in names[1:]:
            acc = self.op("arith.addi %s, %s : index" % (acc, t), "i")
        if total:
            acc = self.op("arith.addi %s, %s : index" % (acc, self.const(total)), "i")
        return acc

    def mul(self, value, factor):
        """value * factor, factor an int."""
        assert isinstance(factor, int)
        if isinstance(value, int):
            return value * factor
        if factor == 0:
            return 0
        if factor == 1:
            return value
        return self.op("arith.muli %s, %s : index" % (value, self.const(factor)), "i")

    def lin(self, *pairs, offset=0):
        """sum(value * factor) + offset, pairs of (value, int factor)."""
        return self.add(*[self.mul(v, f) for v, f in pairs], offset)

    def divui(self, value, divisor):
        if isinstance(value, int):
            return value // divisor
        if divisor == 1:
            return value
        return self.op("arith.divui %s, %s : index" % (value, self.const(divisor)), "q")

    def remui(self, value, divisor):
        if isinstance(value, int):
            return value % divisor
        if divisor == 1:
            return 0
        return self.op("arith.remui %s, %s : index" % (value, self.const(divisor)), "r")

    def xori(self, value, other):
        if isinstance(value, int) and isinstance(other, int):
            return value ^ other
        if isinstance(other, int) and other == 0:
            return value
        if isinstance(value, int) and value == 0:
            return other
        return self.op("arith.xori %s, %s : index" % (self.idx(value), self.idx(other)), "x")

    def cmp_lt(self, value, bound):
        return self.op("arith.cmpi ult, %s, %s : index" % (self.idx(value), self.idx(bound)),
                       "lt")

    # -- regions -------------------------------------------------------------------------
    def for_(self, lb, ub, step, inits=(), types=(), hint="k"):
        """Opens `scf.for`; returns (iv, [iter_arg names], [result names]). Close with
        `end_for(yielded)`."""
        iv = self.fresh(hint)
        args = [self.fresh("acc") for _ in inits]
        head = "scf.for %s = %s to %s step %s" % (iv, self.idx(lb), self.idx(ub),
                                                  self.idx(step))
        results = []
        if inits:
            head += " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, i) for a, i in zip(args, inits)), ", ".join(types))
            name = self.fresh("loop")
            results = ["%s#%d" % (name, i) for i in range(len(inits))] if len(inits) > 1 \
                else [name]
            head = ("%s:%d = " % (name, len(inits)) if len(inits) > 1 else name + " = ") + head
        self.emit(head + " {")
        self.depth += 1
        self.loop_types.append(list(types))
        return iv, args, results

    def end_for(self, yielded=()):
        types = self.loop_types.pop()
        if len(yielded) != len(types):
            raise AssertionError("scf.for yields %d values for %d iter_args" %
                                 (len(yielded), len(types)))
        if yielded:
            self.emit("scf.yield %s : %s" % (", ".join(yielded), ", ".join(types)))
        self.depth -= 1
        self.emit("}")

    def if_(self, cond):
        self.emit("scf.if %s {" % cond)
        self.depth += 1

    def else_(self):
        """Closes the `scf.if`'s then region and opens its else region."""
        self.depth -= 1
        self.emit("} else {")
        self.depth += 1

    def end_if(self):
        self.depth -= 1
        self.emit("}")


def ceil_div(a, b):
    return -(-a // b)


def prod(values):
    return int(math.prod(values))
