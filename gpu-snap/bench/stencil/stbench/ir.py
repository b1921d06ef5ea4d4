# stbench.ir: stencil programs (arrays, kernels that compute one grid point per thread,
# launches, fusion groups) written as MLIR text in the standard GPU form, and evaluated with
# numpy (or torch / JAX, for the peers) to give their reference results.
"""Stencil programs and their MLIR text.

A `Program` is a sequence of `Launch`es of `Kernel`s over named `Array`s, all of one
shape. A kernel computes one grid point per thread: its point is (z, y, x) (2-D: (y, x)),
x the contiguous dimension; inside its `interior` box it stores `value` (an `Expr` of loads
at constant offsets from the point, constants and arithmetic) at the point; with a
`boundary` expression it also stores that (loads at offset 0, constants) at the array's
other points, so that it writes the whole array.

MLIR form (what the stencil fusion passes take as input):

    gpu.module @kernels {
      gpu.func @k(%a: memref<NyxNxxf32> {llvm.noalias}, %o: ... {llvm.noalias}) kernel {
        %x = gpu.global_id x          (or block_id * block_dim + thread_id)
        %g = arith.andi (arith.cmpi sge/slt of coordinates against constants)
        scf.if %g { loads at offsets (arith.addi/subi of a coordinate and a constant),
                    arithmetic, memref.store at the point }
        (with a boundary: scf.if %in_array { scf.if %interior {...} else {...} })
        gpu.return
      }
    }
    func.func @step(entry arrays {llvm.noalias}) {
      gpu.wait async; gpu.alloc async of every temporary; [gpu.memcpy async prefill];
      gpu.launch_func async [token] ... {kfusion.stencil_group = N : i64}  (hand groups);
      gpu.dealloc async of every temporary; gpu.wait
    }
    func.func @main()   inputs from kfusionInputF32, one checked @step, kfusionOutputF32,
                        warm-up and timed steps (kfusionTimingBegin/End, kfusionBenchRecord,
                        kfusionBenchReport)

Array roles: 'in' (entry argument, read only, filled from input<k>.bin), 'inout' (entry
argument filled from an input file and written: an output), 'out' (entry argument written,
not read from a file: fully written by the step or pre-filled by a device copy), 'temp'
(allocated, used and freed inside @step).
"""

import dataclasses
import functools
import math
import re
from pathlib import Path

import numpy as np

from kfusion.bench import run_program, timed_loop_lines

ROLES = ("in", "inout", "out", "temp")
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


# ---------------------------------------------------------------------------------------
# Arrays, kernels, launches, programs
# ---------------------------------------------------------------------------------------

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_RESERVED = re.compile(r"^([xyz]|[bnto][xyz]|[cvfm]\d+|cm\d+|tok\d+|[hduo]_.*)$")


def _check_name(kind, name):
    if not _NAME.match(name) or _RESERVED.match(name):
        raise ValueError("%s name %r: use [a-z][a-z0-9_]*, not x/y/z, [bnto][xyz], c<N>, "
                         "v<N>, f<N>, m<N>, tok<N>, h_/d_/u_/o_ prefixes (SSA names of the "
                         "generated text)"
                         % (kind, name))


@dataclasses.dataclass
class Array:
    """An f32 array of the program. `init` is the range [lo, hi) of the random values an
    input array is drawn from (inputs are never zeros)."""
    name: str
    shape: tuple
    role: str
    init: tuple = (-1.0, 1.0)

    def __post_init__(self):
        _check_name("array", self.name)
        if self.role not in ROLES:
            raise ValueError("array %s: role %r is not one of %s" % (self.name, self.role, ROLES))
        self.shape = tuple(int(s) for s in self.shape)

    @property
    def type(self):
        return memref_type(self.shape)

    @property
    def elements(self):
        return int(math.prod(self.shape))

    @property
    def nbytes(self):
        return 4 * self.elements

    @property
    def entry(self):
        return self.role != "temp"


def memref_type(shape):
    return "memref<%sxf32>" % "x".join(str(s) for s in shape)


@dataclasses.dataclass
class Kernel:
    """One stencil kernel (a gpu.func).

    params: formal array names, in argument order; output: the one it writes.
    value: the Expr stored at interior points; interior: ((lo, hi), ...) per dimension
        (z, y, x order; hi exclusive); every load stays inside the array from there.
    boundary: optional Expr stored at the array's points outside the interior (loads at
        offset 0 and constants only).
    coords: 'global_id' (gpu.global_id) or 'block' (block_id * block_dim + thread_id).
    negative: how a negative offset is written: 'subi' (x - c) or 'addi' (x + (-c)).
    """
    name: str
    shape: tuple
    params: tuple
    output: str
    value: Expr
    interior: tuple
    boundary: Expr = None
    coords: str = "global_id"
    negative: str = "subi"

    def __post_init__(self):
        _check_name("kernel", self.name)
        self.shape = tuple(int(s) for s in self.shape)
        self.params = tuple(self.params)
        self.interior = tuple((int(lo), int(hi)) for lo, hi in self.interior)
        for p in self.params:
            _check_name("parameter", p)
        if len(set(self.params)) != len(self.params):
            raise ValueError("kernel %s: parameters repeat: %s" % (self.name, self.params))
        if self.output not in self.params:
            raise ValueError("kernel %s: output %r is no parameter" % (self.name, self.output))
        if self.coords not in ("global_id", "block") or self.negative not in ("subi", "addi"):
            raise ValueError("kernel %s: coords %r / negative %r" %
                             (self.name, self.coords, self.negative))
        if len(self.shape) not in (2, 3) or len(self.interior) != len(self.shape):
            raise ValueError("kernel %s: shape %s, interior %s" %
                             (self.name, self.shape, self.interior))
        for d, ((lo, hi), n) in enumerate(zip(self.interior, self.shape)):
            if not 0 <= lo < hi <= n:
                raise ValueError("kernel %s: interior %s outside the shape %s" %
                                 (self.name, self.interior, self.shape))
        for ld in loads(self.value):
            self._check_load(ld, boundary=False)
        if self.boundary is not None:
            for ld in loads(self.boundary):
                self._check_load(ld, boundary=True)

    def _check_load(self, ld, boundary):
        where = "kernel %s: load %s%s" % (self.name, ld.array, list(ld.offset))
        if ld.array not in self.params:
            raise ValueError("%s: no such parameter" % where)
        if len(ld.offset) != self.ndim:
            raise ValueError("%s: offset of rank %d" % (where, len(ld.offset)))
        if boundary and any(ld.offset):
            raise ValueError("%s: boundary loads must be at offset 0" % where)
        if ld.array == self.output and any(ld.offset):
            raise ValueError("%s: reads its own output at a neighbour (a race between "
                             "threads)" % where)
        for (lo, hi), n, o in zip(self.interior, self.shape, ld.offset):
            if lo + o < 0 or hi - 1 + o >= n:
                raise ValueError("%s: out of bounds from interior %s" % (where, self.interior))

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def full_interior(self):
        return all(lo == 0 and hi == n for (lo, hi), n in zip(self.interior, self.shape))

    def reads(self):
        """{parameter: sorted offsets} of every load (value and boundary)."""
        out = {}
        for e in (self.value, self.boundary):
            if e is None:
                continue
            for ld in loads(e):
                out.setdefault(ld.array, set()).add(tuple(ld.offset))
        return {k: sorted(v) for k, v in out.items()}

    def radius(self):
        return max([abs(o) for offs in self.reads().values() for off in offs for o in off] +
                   [0])


@dataclasses.dataclass
class Launch:
    kernel: str
    args: tuple

    def __post_init__(self):
        self.args = tuple(self.args)


@dataclasses.dataclass
class Program:
    """A stencil program.

    prefill: device copies (dst, src) of entry arrays made before the first step, in @main
        (or at the start of @step when prefill_in_step).
    groupings: the hand-grouped variants: {name: [group id or None, one per launch]}.
    tolerance: (rtol, atol) of the outputs against the float64 reference.
    """
    name: str
    arrays: list
    kernels: list
    launches: list
    block: tuple = (32, 8, 1)
    prefill: list = dataclasses.field(default_factory=list)
    prefill_in_step: bool = False
    groupings: dict = dataclasses.field(default_factory=dict)
    tolerance: tuple = (1e-5, 1e-5)
    params: dict = dataclasses.field(default_factory=dict)

    def __post_init__(self):
        self.block = tuple(int(b) for b in self.block)
        names = [a.name for a in self.arrays]
        if len(set(names)) != len(names):
            raise ValueError("array names repeat: %s" % names)
        knames = [k.name for k in self.kernels]
        if len(set(knames)) != len(knames):
            raise ValueError("kernel names repeat: %s" % knames)
        self._arrays = {a.name: a for a in self.arrays}
        self._kernels = {k.name: k for k in self.kernels}
        for i, l in enumerate(self.launches):
            k = self.kernel(l.kernel)
            if len(l.args) != len(k.params):
                raise ValueError("launch %d of %s: %d arguments for %d parameters" %
                                 (i, k.name, len(l.args), len(k.params)))
            if len(set(l.args)) != len(l.args):
                raise ValueError("launch %d of %s: an array passed twice (%s); the "
                                 "parameters are llvm.noalias" % (i, k.name, l.args))
            for a in l.args:
                if self.array(a).shape != k.shape:
                    raise ValueError("launch %d: array %s of shape %s for kernel %s of "
                                     "shape %s" % (i, a, self.array(a).shape, k.name, k.shape))
        for dst, src in self.prefill:
            if not (self.array(dst).entry and self.array(src).entry):
                raise ValueError("prefill %s <- %s: entry arrays only" % (dst, src))
        if len(self.block) != 3 or (self.ndim == 2 and self.block[2] != 1):
            raise ValueError("block %s: three extents, z = 1 for 2-D programs" % (self.block,))
        for name, groups in self.groupings.items():
            if len(groups) != len(self.launches):
                raise ValueError("grouping %s: %d entries for %d launches" %
                                 (name, len(groups), len(self.launches)))
        written = self.written()
        for a in self.arrays:
            if a.role in ("inout", "out") and a.name not in written:
                raise ValueError("array %s is %s but nothing writes it" % (a.name, a.role))
            if a.role == "in" and a.name in written:
                raise ValueError("array %s is 'in' but written (make it inout)" % a.name)

    # -- queries ----------------------------------------------------------------------

    def array(self, name):
        try:
            return self._arrays[name]
        except KeyError:
            raise KeyError("program %s has no array %r" % (self.name, name)) from None

    def kernel(self, name):
        return self._kernels[name]

    @property
    def ndim(self):
        return len(self.arrays[0].shape)

    def entry_arrays(self):
        return [a for a in self.arrays if a.entry]

    def inputs(self):
        """Arrays filled from input<k>.bin, k in this order."""
        return [a for a in self.arrays if a.role in ("in", "inout")]

    def outputs(self):
        """Arrays handed to kfusionOutputF32 (output<k>.bin), k in this order."""
        return [a for a in self.arrays if a.role in ("inout", "out")]

    def temporaries(self):
        return [a for a in self.arrays if a.role == "temp"]

    def launch_kernel(self, i):
        return self.kernel(self.launches[i].kernel)

    def binding(self, i):
        """{parameter: array name} of launch i."""
        l = self.launches[i]
        return dict(zip(self.launch_kernel(i).params, l.args))

    def launch_writes(self, i):
        return self.binding(i)[self.launch_kernel(i).output]

    def launch_reads(self, i):
        """{array: offsets} read by launch i."""
        b = self.binding(i)
        return {b[p]: offs for p, offs in self.launch_kernel(i).reads().items()}

    def written(self):
        names = {self.launch_writes(i) for i in range(len(self.launches))}
        if self.prefill_in_step:
            names |= {dst for dst, _ in self.prefill}
        return names

    def grid(self, kernel):
        shape = kernel.shape
        x, y = shape[-1], shape[-2]
        z = shape[0] if len(shape) == 3 else 1
        bx, by, bz = self.block
        return (-(-x // bx), -(-y // by), -(-z // bz))

    def min_bytes(self):
        """Bytes a perfect implementation moves: every entry array whose value on entry
        the step reads, once, and every entry array the step writes, once (inout arrays
        both). Values the step itself produced and reads again are not counted."""
        ops = [((src,), dst) for dst, src in self.prefill] if self.prefill_in_step else []
        ops += [(tuple(self.launch_reads(i)), self.launch_writes(i))
                for i in range(len(self.launches))]
        read, written = set(), set()
        for sources, dst in ops:
            read.update(a for a in sources if a not in written)
            written.add(dst)
        return sum(self.array(a).nbytes for a in read if self.array(a).entry) + \
            sum(self.array(a).nbytes for a in written if self.array(a).entry)

    def flops(self):
        """Arithmetic operations per step (each kernel's value over its interior)."""
        total = 0
        for l in self.launches:
            k = self.kernel(l.kernel)
            total += count_flops(k.value) * math.prod(hi - lo for lo, hi in k.interior)
        return total

    def groups_of(self, variant):
        """The group list of a variant name: 'unfused' (or 'planned' and 'fuse': the
        planners decide) -> all None; a hand grouping by name."""
        if variant in ("unfused", "planned", "fuse"):
            return [None] * len(self.launches)
        return list(self.groupings[variant])

    # -- checks -----------------------------------------------------------------------

    def validate(self):
        """Check that every point a launch reads has been defined (an input, a prefilled
        array, or a point an earlier launch wrote) and that every output is defined
        everywhere at the end. Raises ValueError naming the launch and array. Uses boolean
        masks of the arrays' shape (use small sizes)."""
        defined = {}
        for a in self.arrays:
            defined[a.name] = np.full(a.shape, a.role in ("in", "inout"))
        for dst, src in self.prefill:
            defined[dst] = defined[src].copy()
        for i, l in enumerate(self.launches):
            k = self.kernel(l.kernel)
            b = self.binding(i)
            inner = tuple(slice(lo, hi) for lo, hi in k.interior)
            for ld in loads(k.value):
                sl = tuple(slice(lo + o, hi + o) for (lo, hi), o in zip(k.interior, ld.offset))
                if not defined[b[ld.array]][sl].all():
                    raise ValueError("launch %d (%s) reads undefined points of %s at offset %s"
                                     % (i, k.name, b[ld.array], ld.offset))
            mask = np.zeros(k.shape, bool)
            mask[inner] = True
            if k.boundary is not None:
                for ld in loads(k.boundary):
                    if not defined[b[ld.array]][~mask].all():
                        raise ValueError("launch %d (%s): boundary reads undefined points "
                                         "of %s" % (i, k.name, b[ld.array]))
                mask[:] = True
            defined[b[k.output]] = defined[b[k.output]] | mask
        for a in self.outputs():
            if not defined[a.name].all():
                raise ValueError("output %s is not defined everywhere at the end" % a.name)

    # -- MLIR text --------------------------------------------------------------------

    def text(self, groups=None, form="main", warmup=5, repeat=20):
        """MLIR text. groups: a variant name or a list (group id or None per launch);
        form: 'main' (@step and @main) or 'step' (@step only, for kfusion-sim --compare)."""
        if groups is None or isinstance(groups, str):
            groups = self.groups_of(groups or "unfused")
        if len(groups) != len(self.launches):
            raise ValueError("%d groups for %d launches" % (len(groups), len(self.launches)))
        if form not in ("main", "step"):
            raise ValueError("form must be 'main' or 'step'")
        out = _Lines()
        out("module attributes {gpu.container_module} {", 0)
        out("gpu.module @kernels {", 2)
        for k in self.kernels:
            kernel_text(k, out, indent=4)
        out("}", 2)
        out("", 0)
        if form == "main":
            for decl in ("@kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
                         "@kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
                         "@kfusionBenchWarmup(i64) -> i64", "@kfusionBenchRepeat(i64) -> i64",
                         "@kfusionBenchRecord(f64)", "@kfusionBenchReport()",
                         "@kfusionTimingBegin()", "@kfusionTimingEnd() -> f64"):
                out("func.func private %s" % decl, 2)
            out("", 0)
        self._step_text(out, groups)
        if form == "main":
            out("", 0)
            self._main_text(out, warmup, repeat)
        out("}", 0)
        return "\n".join(out.lines) + "\n"

    def _host_consts(self, out, extra=()):
        values = {0, 1} | set(extra)
        for k in self.kernels:
            values |= set(self.grid(k)) | set(self.block)
        for c in sorted(values):
            out("%%c%d = arith.constant %d : index" % (c, c))

    def _step_text(self, out, groups):
        entry = self.entry_arrays()
        out("func.func @step(%s) {" % ", ".join(
            "%%%s: %s {llvm.noalias}" % (a.name, a.type) for a in entry), 2)
        self._host_consts(out)
        tok = _Tokens(out)
        dep = tok.new("gpu.wait async")
        for a in self.temporaries():
            dep = tok.new("gpu.alloc async [%s] () : %s" % (dep, a.type), result="%%%s" % a.name)
        if self.prefill_in_step:
            for dst, src in self.prefill:
                t = self.array(dst).type
                dep = tok.new("gpu.memcpy async [%s] %%%s, %%%s : %s, %s" % (dep, dst, src, t, t))
        for i, l in enumerate(self.launches):
            k = self.kernel(l.kernel)
            attr = "" if groups[i] is None else \
                " {kfusion.stencil_group = %d : i64}" % groups[i]
            dep = tok.new("gpu.launch_func async [%s] @kernels::@%s blocks in (%s) threads in "
                          "(%s) args(%s)%s" % (
                              dep, k.name, ", ".join("%%c%d" % g for g in self.grid(k)),
                              ", ".join("%%c%d" % b for b in self.block),
                              ", ".join("%%%s : %s" % (a, self.array(a).type) for a in l.args),
                              attr))
        for a in self.temporaries():
            dep = tok.new("gpu.dealloc async [%s] %%%s : %s" % (dep, a.name, a.type))
        out("gpu.wait [%s]" % dep)
        out("return")
        out("}", 2)

    def _main_text(self, out, warmup, repeat):
        entry = self.entry_arrays()
        out("func.func @main() {", 2)
        out("%c0 = arith.constant 0 : index")
        out("%c1 = arith.constant 1 : index")
        out("%%warmup_default = arith.constant %d : i64" % warmup)
        out("%%repeat_default = arith.constant %d : i64" % repeat)
        host = [a for a in entry if a.role != "out" or a in self.outputs()]
        for a in host:
            out("%%h_%s = memref.alloc() : %s" % (a.name, a.type))
        for a in self.inputs():
            out("%%u_%s = memref.cast %%h_%s : %s to memref<*xf32>" % (a.name, a.name, a.type))
            out("func.call @kfusionInputF32(%%u_%s) : (memref<*xf32>) -> ()" % a.name)
        tok = _Tokens(out, "m")
        dep = tok.new("gpu.wait async")
        for a in entry:
            dep = tok.new("gpu.alloc async [%s] () : %s" % (dep, a.type), result="%%d_%s" % a.name)
            if a.role in ("in", "inout"):
                dep = tok.new("gpu.memcpy async [%s] %%d_%s, %%h_%s : %s, %s" %
                              (dep, a.name, a.name, a.type, a.type))
        if not self.prefill_in_step:
            for dst, src in self.prefill:
                t = self.array(dst).type
                dep = tok.new("gpu.memcpy async [%s] %%d_%s, %%d_%s : %s, %s" %
                              (dep, dst, src, t, t))
        out("gpu.wait [%s]" % dep)
        call = "func.call @step(%s) : (%s) -> ()" % (
            ", ".join("%%d_%s" % a.name for a in entry), ", ".join(a.type for a in entry))
        out(call)
        dep = tok.new("gpu.wait async")
        for a in self.outputs():
            dep = tok.new("gpu.memcpy async [%s] %%h_%s, %%d_%s : %s, %s" %
                          (dep, a.name, a.name, a.type, a.type))
        out("gpu.wait [%s]" % dep)
        for a in self.outputs():
            out("%%o_%s = memref.cast %%h_%s : %s to memref<*xf32>" % (a.name, a.name, a.type))
            out("func.call @kfusionOutputF32(%%o_%s) : (memref<*xf32>) -> ()" % a.name)
        for line in timed_loop_lines(call):
            out(line)
        dep = tok.new("gpu.wait async")
        for a in entry:
            dep = tok.new("gpu.dealloc async [%s] %%d_%s : %s" % (dep, a.name, a.type))
        out("gpu.wait [%s]" % dep)
        for a in host:
            out("memref.dealloc %%h_%s : %s" % (a.name, a.type))
        out("return")
        out("}", 2)

    # -- evaluation -------------------------------------------------------------------

    def evaluate(self, inputs, backend=None):
        """Run the program on arrays: inputs {name: array} for every input array; returns
        {name: array} for every output. numpy float64 by default (the reference); pass a
        backend (TorchBackend, JaxBackend) to evaluate the same math with another library.
        Undefined points are NaN with numpy. The kernels run as flat instruction lists
        (`evaluation_plan`), which is also what torch.compile / jax.jit trace."""
        be = backend or NumpyBackend()
        env = {}
        for a in self.inputs():
            env[a.name] = be.asarray(inputs[a.name])
        for dst, src in self.prefill:
            env[dst] = be.copy(env[src])
        for step in self.evaluation_plan():
            b = step["binding"]
            old = env.get(step["output"])
            value = _run_code(step["value"], env, b, be)
            if step["boundary"] is not None:
                base = be.broadcast(_run_code(step["boundary"], env, b, be), step["shape"])
            else:
                base = old if old is not None else be.undefined(step["shape"])
            env[step["output"]] = be.set_region(base, step["region"], value,
                                                fresh=base is not old)
        return {a.name: env[a.name] for a in self.outputs()}

    def evaluation_plan(self):
        """Per launch: {output array, binding, shape, region (slices of the interior),
        value and boundary instruction lists}; made once."""
        if getattr(self, "_plan", None) is None:
            plan = []
            for i in range(len(self.launches)):
                k = self.launch_kernel(i)
                full = tuple((0, n) for n in k.shape)
                plan.append({
                    "output": self.launch_writes(i), "binding": self.binding(i),
                    "shape": k.shape,
                    "region": tuple(slice(lo, hi) for lo, hi in k.interior),
                    "value": linearize(k.value, k.interior),
                    "boundary": None if k.boundary is None else linearize(k.boundary, full)})
            self._plan = plan
        return self._plan


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


# ---------------------------------------------------------------------------------------
# Kernel text
# ---------------------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------------------
# Inputs, outputs, runs
# ---------------------------------------------------------------------------------------

def make_inputs(prog, rng):
    """Fresh random inputs {name: float32 array} in each array's init range."""
    values = {}
    for a in prog.inputs():
        lo, hi = a.init
        values[a.name] = rng.uniform(lo, hi, a.shape).astype(np.float32)
    return values


def write_inputs(prog, directory, values):
    """input<k>.bin for every input array (program order)."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for k, a in enumerate(prog.inputs()):
        v = np.ascontiguousarray(values[a.name], dtype=np.float32)
        if v.shape != a.shape:
            raise ValueError("input %s: shape %s, expected %s" % (a.name, v.shape, a.shape))
        v.tofile(directory / ("input%d.bin" % k))


def read_outputs(prog, directory):
    """{name: float32 array} of the output<k>.bin files a run wrote."""
    directory = Path(directory)
    got = {}
    for k, a in enumerate(prog.outputs()):
        path = directory / ("output%d.bin" % k)
        v = np.fromfile(path, dtype=np.float32)
        if v.size != a.elements:
            raise ValueError("%s: %d elements, expected %d (%s)" % (path, v.size, a.elements,
                                                                   a.name))
        got[a.name] = v.reshape(a.shape)
    return got


# At most this fraction of an output may have its tolerance widened by near-tie
# comparisons (Reference.uncertain) for a check to count: past it, too little of the
# output is held to the reference.
MAX_UNCERTAIN = 0.01


def compare(prog, got, want, tolerance=None):
    """Mismatch descriptions (empty when every output is within (rtol, atol) of the
    reference: |got - want| <= atol + rtol * |want|). Where `want` is a Reference, an
    element that misses may still lie within the deviation its near-tie comparisons allow;
    an output where that is needed for more than MAX_UNCERTAIN of the elements is a problem
    (the check would say too little)."""
    rtol, atol = tolerance or prog.tolerance
    problems = []
    for a in prog.outputs():
        g = np.asarray(got[a.name], dtype=np.float64)
        w = np.asarray(want[a.name], dtype=np.float64)
        if g.shape != w.shape:
            problems.append("%s: shape %s != %s" % (a.name, g.shape, w.shape))
            continue
        allowed = atol + rtol * np.abs(w)
        bad = ~(np.abs(g - w) <= allowed)
        dev = getattr(want, "uncertain", {}).get(a.name) if bad.any() else None
        if dev is not None:
            widened = int(np.count_nonzero(bad & (np.abs(g - w) <= allowed + dev)))
            if widened > MAX_UNCERTAIN * a.elements:
                problems.append("%s: %d of %d elements differ within what near-tie "
                                "comparisons allow (more than %g%%): too few checked" % (
                                    a.name, widened, a.elements, 100 * MAX_UNCERTAIN))
            bad &= ~(np.abs(g - w) <= allowed + dev)
        n = int(np.count_nonzero(bad))
        if n:
            first = tuple(int(i) for i in np.argwhere(bad)[0])
            err = np.abs(g - w)
            problems.append("%s: %d of %d elements differ; first at %s: got %r, want %r; "
                            "max |error| %.3g" % (a.name, n, a.elements, first, float(g[first]),
                                                  float(w[first]), float(np.nanmax(err))))
    return problems


def uncertain_count(prog, want):
    """Elements of all outputs whose tolerance near-tie comparisons widen (compare())."""
    rtol, atol = prog.tolerance
    return sum(int(np.count_nonzero(d > atol + rtol * np.abs(want[name])))
               for name, d in getattr(want, "uncertain", {}).items())


def max_error(prog, got, want):
    """{output: max |got - want|} (for choosing tolerances)."""
    return {a.name: float(np.max(np.abs(np.asarray(got[a.name], np.float64) - want[a.name])))
            for a in prog.outputs()}


#: Runs a program with kfusion-runner or kfusion-sim (kfusion.bench.run_program), the
#: runner reporting the streams the program left behind (live=0 when every stream it
#: created was destroyed); returns the CompletedProcess, stderr folded into stdout.
run = functools.partial(run_program, report_streams=True)
