# stbench.ir: stencil programs (arrays, kernels that compute one grid point per thread,
# launches, fusion groups) written as MLIR text in the standard GPU form, and evaluated with
# numpy (or torch / JAX, for the peers) to give their reference results. The expressions are
# in expr.py, the kernels' text in emit.py, the evaluation (backends, the reference) in
# evaluate.py.
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

from .emit import _Lines, _Tokens, kernel_text, memref_type
from .evaluate import NumpyBackend, _run_code, linearize
from .expr import Expr, count_flops, loads

ROLES = ("in", "inout", "out", "temp")


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
