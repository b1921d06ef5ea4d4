# hfbench.ssa: a small emitter of straight-line MLIR SSA text for generated kernels
# (the crypto hashes of crypto.py): integer arithmetic with constant folding, hoisted and
# shared constants, and dead-code elimination of unused pure ops.
"""Straight-line SSA text for generated gpu.func bodies.

A `Body` collects the lines of one gpu.func body. Values are either Python ints
(compile-time constants) or SSA names (str, e.g. '%v12'). Arithmetic goes through an
`Int` view of a width (`body.i32`, `body.i64`, `body.index`):

    w = body.i32
    a = w.add(x, 0x6A09E667)     # '%v3 = arith.addi %v2, %c0x6a09e667_i32 : i32'
    b = w.rotr(a, 7)             # shrui, shli, ori (there is no rotate op)
    c = w.xor(5, 3)              # 6: both operands constant, folded in Python

Folding: an op whose operands are all constants is computed here; x + 0, x ^ 0, x | 0,
x & ~0, shifts by 0 and x * 1 return x; x & 0 and x * 0 return 0. Constants are emitted
once each at the top of the function (`arith.constant`), so they dominate every use.

Dead-code elimination: pure ops (`op`: arithmetic, casts, loads) are kept only if a kept
line uses their result; `raw` lines (stores, scf structure, yields) and comments are
always kept. The uses of a line are the SSA names in its text. Lines are kept in the
order they were emitted, which is the order of definition, as SSA requires.

`region` labels let a generator count the ops of one part of the body (for the cost
estimates of crypto.py): `count(region)` after dead-code elimination.
"""

import re

_NAME_RE = re.compile(r"%[A-Za-z_][A-Za-z0-9_$.]*")

_WIDTH = {"i32": 32, "i64": 64, "index": 64}


class _Entry:
    __slots__ = ("text", "result", "uses", "pure", "depth", "region", "weight")

    def __init__(self, text, result, uses, pure, depth, region, weight):
        self.text = text
        self.result = result
        self.uses = uses
        self.pure = pure
        self.depth = depth
        self.region = region
        self.weight = weight


class Body:
    """The lines of one gpu.func body; see the module docstring."""

    def __init__(self, stem="v"):
        self.entries = []
        self.constants = {}      # (value, type) -> name
        self.counter = 0
        self.stem = stem
        self.depth = 0           # nesting of the current line (scf regions)
        self.region = None       # label of the lines being emitted
        self.i32 = Int(self, "i32")
        self.i64 = Int(self, "i64")
        self.index = Int(self, "index")

    # -- names and constants ------------------------------------------------------
    def fresh(self, stem=None):
        self.counter += 1
        return "%%%s%d" % (stem or self.stem, self.counter)

    def const(self, value, ty):
        """The SSA name of constant `value` of type `ty` (emitted once, at the top)."""
        bits = _WIDTH[ty]
        value &= (1 << bits) - 1
        key = (value, ty)
        if key not in self.constants:
            self.constants[key] = "%%c%s_%s" % (_literal(value, ty).lower(), ty)
        return self.constants[key]

    def operand(self, value, ty):
        """An operand's text: an SSA name as is, an int as its constant's name."""
        return self.const(value, ty) if isinstance(value, int) else value

    # -- lines --------------------------------------------------------------------
    def op(self, text, result=None, weight=1):
        """A pure op `text` ('{r} = arith.addi %a, %b : i32'); {r} is replaced by a
        fresh result name, which is returned."""
        result = result or self.fresh()
        text = text.replace("{r}", result)
        uses = [u for u in _NAME_RE.findall(text) if u != result]
        self.entries.append(_Entry(text, result, uses, True, self.depth, self.region,
                                   weight))
        return result

    def raw(self, text, depth_change=0):
        """A line that is always kept (store, scf structure, yield). depth_change: +1
        after a line that opens a region, -1 before one that closes it."""
        if depth_change < 0:
            self.depth += depth_change
        self.entries.append(_Entry(text, None, _NAME_RE.findall(text), False,
                                   self.depth, self.region, 0))
        if depth_change > 0:
            self.depth += depth_change

    def comment(self, text):
        self.entries.append(_Entry("// " + text, None, [], False, self.depth,
                                   self.region, 0))

    def load(self, memref, indices, memref_type, weight=1):
        idx = ", ".join(self.operand(i, "index") for i in indices)
        return self.op("{r} = memref.load %s[%s] : %s" % (memref, idx, memref_type),
                       weight=weight)

    def store(self, value, memref, indices, memref_type, ty):
        idx = ", ".join(self.operand(i, "index") for i in indices)
        self.raw("memref.store %s, %s[%s] : %s" % (self.operand(value, ty), memref, idx,
                                                     memref_type))

    def cast(self, opname, value, src, dst):
        """arith.<opname> (extui, trunci, index_cast, index_castui) of `value`; folded
        when `value` is a constant."""
        if isinstance(value, int):
            v = value & ((1 << _WIDTH[src]) - 1)
            if opname in ("trunci", "index_cast", "index_castui"):
                v &= (1 << _WIDTH[dst]) - 1
            return v
        weight = 2 if "i64" in (src, dst) and opname == "extui" else 1
        return self.op("{r} = arith.%s %s : %s to %s" % (opname, value, src, dst),
                       weight=weight)

    # -- output -------------------------------------------------------------------
    def _live(self):
        """Entries kept after dead-code elimination (flags, in order)."""
        needed = set()
        keep = [False] * len(self.entries)
        for k in range(len(self.entries) - 1, -1, -1):
            e = self.entries[k]
            if e.pure and e.result not in needed:
                continue
            keep[k] = True
            needed.update(e.uses)
        return keep, needed

    def count(self, region):
        """Weighted number of pure ops labelled `region` that survive elimination
        (an i64 op weighs 2: two 32-bit instructions on the GPU)."""
        keep, _ = self._live()
        return sum(e.weight for e, k in zip(self.entries, keep)
                   if k and e.pure and e.region == region)

    def text(self, indent=2):
        """The body: constants first, then the kept lines."""
        keep, needed = self._live()
        out = []
        for (value, ty), name in sorted(self.constants.items(),
                                        key=lambda kv: (kv[0][1], kv[0][0])):
            if name in needed:
                out.append(" " * indent + "%s = arith.constant %s : %s" %
                           (name, _literal(value, ty), ty))
        for e, k in zip(self.entries, keep):
            if k:
                out.append(" " * (indent + 2 * e.depth) + e.text)
        return "\n".join(out)


def _literal(value, ty):
    """An integer constant as MLIR text: indices and values below 256 in decimal, other
    words in hexadecimal (the bit pattern: MLIR reads 0xC67178F2 : i32 as that)."""
    return "%d" % value if value < 256 or ty == "index" else "0x%X" % value


class Int:
    """Integer arithmetic of one type on a Body, with constant folding."""

    def __init__(self, body, ty):
        self.body = body
        self.ty = ty
        self.bits = _WIDTH[ty]
        self.mask = (1 << self.bits) - 1
        # On the GPU an i64 op is about two 32-bit instructions.
        self.weight = 2 if self.bits == 64 else 1

    def _binary(self, name, a, b, fold):
        if isinstance(a, int) and isinstance(b, int):
            return fold(a & self.mask, b & self.mask) & self.mask
        body = self.body
        return body.op("{r} = arith.%s %s, %s : %s" %
                       (name, body.operand(a, self.ty), body.operand(b, self.ty), self.ty),
                       weight=self.weight)

    @staticmethod
    def _const(v):
        return isinstance(v, int)

    def add(self, *terms):
        """Sum of the terms (left to right), zeros dropped, constants combined."""
        const = sum(t for t in terms if self._const(t)) & self.mask
        values = [t for t in terms if not self._const(t)]
        if not values:
            return const
        acc = values[0]
        for t in values[1:]:
            acc = self._binary("addi", acc, t, None)
        if const:
            acc = self._binary("addi", acc, const, None)
        return acc

    def sub(self, a, b):
        if self._const(b) and b & self.mask == 0:
            return a
        return self._binary("subi", a, b, lambda x, y: x - y)

    def xor(self, *terms):
        """XOR of the terms, constants combined, zeros dropped."""
        const = 0
        for t in terms:
            if self._const(t):
                const ^= t & self.mask
        values = [t for t in terms if not self._const(t)]
        if not values:
            return const
        acc = values[0]
        for t in values[1:]:
            acc = self._binary("xori", acc, t, None)
        if const:
            acc = self._binary("xori", acc, const, None)
        return acc

    def and_(self, a, b):
        for x, y in ((a, b), (b, a)):
            if self._const(y):
                if y & self.mask == 0:
                    return 0
                if y & self.mask == self.mask:
                    return x
        return self._binary("andi", a, b, lambda x, y: x & y)

    def or_(self, a, b):
        for x, y in ((a, b), (b, a)):
            if self._const(y):
                if y & self.mask == 0:
                    return x
                if y & self.mask == self.mask:
                    return self.mask
        return self._binary("ori", a, b, lambda x, y: x | y)

    def not_(self, a):
        return self.xor(a, self.mask)

    def mul(self, a, b):
        for x, y in ((a, b), (b, a)):
            if self._const(y):
                if y & self.mask == 0:
                    return 0
                if y & self.mask == 1:
                    return x
        return self._binary("muli", a, b, lambda x, y: x * y)

    def remu(self, a, b):
        return self._binary("remui", a, b, lambda x, y: x % y)

    def shl(self, a, k):
        if self._const(k) and k == 0:
            return a
        return self._binary("shli", a, k, lambda x, y: x << y)

    def shr(self, a, k):
        """Logical shift right."""
        if self._const(k) and k == 0:
            return a
        return self._binary("shrui", a, k, lambda x, y: x >> y)

    def rotr(self, a, k):
        k %= self.bits
        if k == 0:
            return a
        if self._const(a):
            a &= self.mask
            return ((a >> k) | (a << (self.bits - k))) & self.mask
        return self.or_(self.shr(a, k), self.shl(a, self.bits - k))

    def rotl(self, a, k):
        return self.rotr(a, self.bits - (k % self.bits))

    def bswap32(self, a):
        """Byte swap of a 32-bit word (big- <-> little-endian)."""
        assert self.bits == 32
        return self.or_(self.or_(self.shl(a, 24), self.and_(self.shl(a, 8), 0x00FF0000)),
                        self.or_(self.and_(self.shr(a, 8), 0x0000FF00), self.shr(a, 24)))
