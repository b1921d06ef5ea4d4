# hfbench.program: how a benchmark kernel is described and how the programs that launch
# one or more of them (alone, in sequence, on two streams, marked for horizontal fusion)
# are assembled as MLIR text.
"""Kernel descriptions and the program assembler of the HFuse benchmarks.

A `Kernel` is one of the paper's kernels at one problem size and block size: its buffers,
its gpu.func text, the launch that is timed (and fused), optional setup launches (run once
after the inputs are copied, e.g. the Ethash DAG generation), a generator of random inputs
and an independent reference.

`program(kernels, variant)` assembles a whole program:

    main:  host buffers; every 'in' buffer filled by kfusionInput<T> (from
           $KFUSION_INPUT_DIR/input<k>.bin, k in order of kernels then buffers);
           device buffers; copies in; setup launches; one call of @step (the check run);
           every 'out' buffer copied back and handed to kfusionOutput<T> (index k in the
           same order; files in $KFUSION_OUTPUT_DIR); then kfusionBenchWarmup() calls of
           @step, kfusionBenchRepeat() timed calls (kfusionTimingBegin/End around each,
           kfusionBenchRecord), kfusionBenchReport.
    step:  'sequential': zeroing memsets, then the launches on one stream, chained
               (`kfusion.horizontal_group = 0` on each when there are two or more: the
               fusion group);
           'streams': each kernel on its own stream (memsets, launch), joined at the end.

Buffers are named in MLIR as %k<i>_<name>. Element types: f32, i32, i64, i8; the files hold
the elements densely (numpy float32 / uint32 / uint64 / uint8, row-major).
"""

import dataclasses
import functools
import math
from pathlib import Path

import numpy as np

from kfusion.bench import run_program, timed_loop_lines

NUMPY = {"f32": np.float32, "i32": np.uint32, "i64": np.uint64, "i8": np.uint8}
SUFFIX = {"f32": "F32", "i32": "I32", "i64": "I64", "i8": "I8"}
ZERO = {"f32": "0.0 : f32", "i32": "0 : i32", "i64": "0 : i64", "i8": "0 : i8"}


@dataclasses.dataclass
class Buffer:
    """One memref argument. role: 'in' (host input copied to the device), 'out' (device
    result copied back and checked; zeroed before every step when `zero`), 'scratch'
    (device only; zeroed before every step when `zero`, else left as the setup launches
    wrote it)."""
    name: str
    dtype: str
    shape: tuple
    role: str
    zero: bool = False

    def __post_init__(self):
        if self.dtype not in NUMPY:
            raise ValueError("buffer %s: dtype %r is not one of %s" %
                             (self.name, self.dtype, ", ".join(NUMPY)))
        if self.role not in ("in", "out", "scratch"):
            raise ValueError("buffer %s: role %r" % (self.name, self.role))
        self.shape = tuple(int(s) for s in self.shape)

    @property
    def type(self):
        return "memref<%sx%s>" % ("x".join(map(str, self.shape)), self.dtype)

    @property
    def elements(self):
        return int(math.prod(self.shape))

    @property
    def nbytes(self):
        return self.elements * np.dtype(NUMPY[self.dtype]).itemsize


@dataclasses.dataclass
class Launch:
    """A gpu.launch_func of @kernels::@<func> on the named buffers."""
    func: str
    args: list
    grid: tuple
    block: tuple
    dynamic_shared: int = 0

    @property
    def threads(self):
        return int(math.prod(self.block))


@dataclasses.dataclass
class Kernel:
    """One benchmark kernel at one size and block size.

    name: short name ('batchnorm', 'sha256d', ...), unique within a program.
    buffers: every buffer any of its launches uses.
    gpu_funcs: the text of its gpu.func definitions (placed in `gpu.module @kernels`).
    launch: the timed launch (the one that is fused).
    setup: launches run once, in order, after the inputs are copied.
    make_inputs(rng) -> {buffer name: ndarray} for every 'in' buffer (shape and dtype of
        the buffer).
    reference(inputs) -> {buffer name: ndarray} for every 'out' buffer.
    tolerance: {buffer name: (rtol, atol)} for f32 outputs; other outputs must be equal.
    kind: 'memory' or 'compute' (what bounds it, as the paper classifies it).
    params: the sizes, for tables.
    reference_at: optional callable(inputs, rows) -> {buffer name: values} giving the
        reference of every 'out' buffer at the indices `rows` of its first dimension only (a
        1-D int array; all 'out' buffers share that dimension), for kernels whose full
        reference is too slow in Python at benchmark sizes (the hashes, one row per nonce):
        the driver then checks a random sample of rows.
    """
    name: str
    buffers: list
    gpu_funcs: str
    launch: Launch
    make_inputs: object
    reference: object
    setup: list = dataclasses.field(default_factory=list)
    tolerance: dict = dataclasses.field(default_factory=dict)
    kind: str = "memory"
    params: dict = dataclasses.field(default_factory=dict)
    reference_at: object = None

    def buffer(self, name):
        for b in self.buffers:
            if b.name == name:
                return b
        raise KeyError("kernel %s has no buffer %r" % (self.name, name))

    def inputs(self):
        return [b for b in self.buffers if b.role == "in"]

    def outputs(self):
        return [b for b in self.buffers if b.role == "out"]


# ---------------------------------------------------------------------------------------
# Program text
# ---------------------------------------------------------------------------------------

class _Text:
    def __init__(self):
        self.lines = []
        self.consts = {}
        self.counter = 0

    def fresh(self, stem="t"):
        self.counter += 1
        return "%%%s%d" % (stem, self.counter)

    def __call__(self, line, indent=4):
        self.lines.append(" " * indent + line)


def _index_consts(values):
    return sorted(set(int(v) for v in values))


def _launch_text(out, kernel_index, launch, dep, group):
    token = out.fresh("t")
    args = ", ".join("%%k%d_%s : %s" % (kernel_index, a, t) for a, t in launch.args_typed)
    smem = (" dynamic_shared_memory_size %%c%d_i32" % launch.dynamic_shared
            if launch.dynamic_shared else "")
    attr = " {kfusion.horizontal_group = %d : i64}" % group if group is not None else ""
    out("%s = gpu.launch_func async [%s] @kernels::@%s blocks in (%s) threads in (%s)%s "
        "args(%s)%s" % (token, dep, launch.func,
                        ", ".join("%%c%d" % g for g in launch.grid),
                        ", ".join("%%c%d" % b for b in launch.block), smem, args, attr))
    return token


def _typed(kernel, launch):
    launch.args_typed = [(a, kernel.buffer(a).type) for a in launch.args]
    return launch


def program(kernels, variant="sequential", warmup=5, repeat=50, group=0):
    """MLIR text of a program running `kernels` (a list of Kernel) as `variant`
    ('sequential' or 'streams'; a single kernel runs alone either way). The launches of a
    sequential program with two or more kernels carry `kfusion.horizontal_group = group`."""
    if variant not in ("sequential", "streams"):
        raise ValueError("variant must be 'sequential' or 'streams', not %r" % variant)
    names = [k.name for k in kernels]
    if len(set(names)) != len(names):
        raise ValueError("kernel names must differ: %s" % names)
    for k in kernels:
        _typed(k, k.launch)
        for s in k.setup:
            _typed(k, s)
    launches = [k.launch for k in kernels] + [s for k in kernels for s in k.setup]
    consts = _index_consts([0, 1] + [v for l in launches for v in tuple(l.grid) + tuple(l.block)])
    smem_consts = sorted(set(l.dynamic_shared for l in launches if l.dynamic_shared))
    used_types = sorted(set(b.dtype for k in kernels for b in k.buffers
                            if b.role in ("in", "out")))

    out = _Text()
    out("module attributes {gpu.container_module} {", 0)
    out("gpu.module @kernels {", 2)
    for k in kernels:
        for line in k.gpu_funcs.strip("\n").splitlines():
            out(line, 4 if line.strip() else 0)
    out("}", 2)
    out("", 0)
    for t in used_types:
        s = SUFFIX[t]
        out("func.func private @kfusionInput%s(memref<*x%s>) attributes "
            "{llvm.emit_c_interface}" % (s, t), 2)
        out("func.func private @kfusionOutput%s(memref<*x%s>) attributes "
            "{llvm.emit_c_interface}" % (s, t), 2)
    for decl in ("@kfusionBenchWarmup(i64) -> i64", "@kfusionBenchRepeat(i64) -> i64",
                 "@kfusionBenchRecord(f64)", "@kfusionBenchReport()",
                 "@kfusionTimingBegin()", "@kfusionTimingEnd() -> f64"):
        out("func.func private %s" % decl, 2)
    out("", 0)

    def const_lines(indent=4):
        for c in consts:
            out("%%c%d = arith.constant %d : index" % (c, c), indent)
        for c in smem_consts:
            out("%%c%d_i32 = arith.constant %d : i32" % (c, c), indent)

    # -- @step ------------------------------------------------------------------------
    params = []
    for i, k in enumerate(kernels):
        for b in k.buffers:
            params.append(("%%k%d_%s" % (i, b.name), b.type))
    # Every buffer is its own allocation: say so, so that the fusion pass knows the
    # launches apart.
    out("func.func @step(%s) {" % ", ".join("%s: %s {llvm.noalias}" % p for p in params), 2)
    const_lines()
    zero_types = sorted(set(b.dtype for k in kernels for b in k.buffers if b.zero))
    for t in zero_types:
        out("%%zero_%s = arith.constant %s" % (t, ZERO[t]))
    fuse = variant == "sequential" and len(kernels) >= 2

    def zeroing(i, k, dep):
        """Memsets of kernel i's `zero` buffers after `dep`; returns the last token."""
        for b in k.buffers:
            if b.zero:
                tok = out.fresh("t")
                out("%s = gpu.memset async [%s] %%k%d_%s, %%zero_%s : %s, %s" %
                    (tok, dep, i, b.name, b.dtype, b.type, b.dtype))
                dep = tok
        return dep

    if variant == "sequential" or len(kernels) == 1:
        dep = out.fresh("t")
        out("%s = gpu.wait async" % dep)
        for i, k in enumerate(kernels):
            dep = zeroing(i, k, dep)
        for i, k in enumerate(kernels):
            dep = _launch_text(out, i, k.launch, dep, group if fuse else None)
        out("gpu.wait [%s]" % dep)
    else:
        ends = []
        for i, k in enumerate(kernels):
            dep = out.fresh("s")
            out("%s = gpu.wait async" % dep)
            ends.append(zeroing(i, k, dep))
        for i, k in enumerate(kernels):
            ends[i] = _launch_text(out, i, k.launch, ends[i], None)
        out("gpu.wait [%s]" % ", ".join(ends))
    out("return")
    out("}", 2)
    out("", 0)

    # -- @main ------------------------------------------------------------------------
    out("func.func @main() {", 2)
    const_lines()
    out("%%warmup_default = arith.constant %d : i64" % warmup)
    out("%%repeat_default = arith.constant %d : i64" % repeat)
    # Host buffers and inputs.
    for i, k in enumerate(kernels):
        for b in k.buffers:
            if b.role == "scratch":
                continue
            out("%%h%d_%s = memref.alloc() : %s" % (i, b.name, b.type))
            if b.role == "in":
                out("%%u%d_%s = memref.cast %%h%d_%s : %s to memref<*x%s>" %
                    (i, b.name, i, b.name, b.type, b.dtype))
                out("func.call @kfusionInput%s(%%u%d_%s) : (memref<*x%s>) -> ()" %
                    (SUFFIX[b.dtype], i, b.name, b.dtype))
    # Device buffers, copies, setup.
    dep = out.fresh("t")
    out("%s = gpu.wait async" % dep)
    for i, k in enumerate(kernels):
        for b in k.buffers:
            tok = out.fresh("t")
            out("%%k%d_%s, %s = gpu.alloc async [%s] () : %s" % (i, b.name, tok, dep, b.type))
            dep = tok
            if b.role == "in":
                tok = out.fresh("t")
                out("%s = gpu.memcpy async [%s] %%k%d_%s, %%h%d_%s : %s, %s" %
                    (tok, dep, i, b.name, i, b.name, b.type, b.type))
                dep = tok
    for i, k in enumerate(kernels):
        for s in k.setup:
            dep = _launch_text(out, i, s, dep, None)
    out("gpu.wait [%s]" % dep)
    args = ", ".join(p[0] for p in params)
    types = ", ".join(p[1] for p in params)
    call = "func.call @step(%s) : (%s) -> ()" % (args, types)
    out(call)
    # Outputs.
    dep = out.fresh("t")
    out("%s = gpu.wait async" % dep)
    for i, k in enumerate(kernels):
        for b in k.outputs():
            tok = out.fresh("t")
            out("%s = gpu.memcpy async [%s] %%h%d_%s, %%k%d_%s : %s, %s" %
                (tok, dep, i, b.name, i, b.name, b.type, b.type))
            dep = tok
    out("gpu.wait [%s]" % dep)
    for i, k in enumerate(kernels):
        for b in k.outputs():
            out("%%o%d_%s = memref.cast %%h%d_%s : %s to memref<*x%s>" %
                (i, b.name, i, b.name, b.type, b.dtype))
            out("func.call @kfusionOutput%s(%%o%d_%s) : (memref<*x%s>) -> ()" %
                (SUFFIX[b.dtype], i, b.name, b.dtype))
    # Warm-up and timed repetitions.
    for line in timed_loop_lines(call):
        out(line)
    dep = out.fresh("t")
    out("%s = gpu.wait async" % dep)
    for i, k in enumerate(kernels):
        for b in k.buffers:
            tok = out.fresh("t")
            out("%s = gpu.dealloc async [%s] %%k%d_%s : %s" % (tok, dep, i, b.name, b.type))
            dep = tok
    out("gpu.wait [%s]" % dep)
    for i, k in enumerate(kernels):
        for b in k.buffers:
            if b.role != "scratch":
                out("memref.dealloc %%h%d_%s : %s" % (i, b.name, b.type))
    out("return")
    out("}", 2)
    out("}", 0)
    return "\n".join(out.lines) + "\n"


# ---------------------------------------------------------------------------------------
# Inputs, runs and checks
# ---------------------------------------------------------------------------------------

def write_inputs(kernels, directory, rng):
    """Draw every 'in' buffer of `kernels` (in program order) with the kernels'
    make_inputs and write input<k>.bin into `directory`. Returns [{name: array}] per
    kernel."""
    drawn = [k.make_inputs(rng) for k in kernels]
    return write_input_files(kernels, directory, drawn)


def write_input_files(kernels, directory, values):
    """Write the given inputs ([{name: array}] per kernel) as input<k>.bin files in
    program order, checking shapes; returns them converted to the buffers' dtypes."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    result = []
    index = 0
    for k, given in zip(kernels, values):
        converted = dict(given)
        for b in k.inputs():
            if b.name not in given:
                raise ValueError("%s.make_inputs gave no %r" % (k.name, b.name))
            a = np.ascontiguousarray(given[b.name], dtype=NUMPY[b.dtype])
            if a.shape != b.shape:
                raise ValueError("%s input %s: shape %s, expected %s" %
                                 (k.name, b.name, a.shape, b.shape))
            a.tofile(directory / ("input%d.bin" % index))
            converted[b.name] = a
            index += 1
        result.append(converted)
    return result


def read_outputs(kernels, directory):
    """The outputs a run wrote into `directory`: [{name: array}] per kernel."""
    directory = Path(directory)
    result = []
    index = 0
    for k in kernels:
        values = {}
        for b in k.outputs():
            path = directory / ("output%d.bin" % index)
            a = np.fromfile(path, dtype=NUMPY[b.dtype])
            if a.size != b.elements:
                raise ValueError("%s: %d elements, expected %d (%s.%s)" %
                                 (path, a.size, b.elements, k.name, b.name))
            values[b.name] = a.reshape(b.shape)
            index += 1
        result.append(values)
    return result


def compare(kernel, got, want):
    """Compare one kernel's outputs; returns a list of mismatch descriptions (empty when
    equal). f32 outputs use the kernel's tolerance (rtol, atol), default exact."""
    problems = []
    for b in kernel.outputs():
        g = np.asarray(got[b.name])
        w = np.asarray(want[b.name]).astype(NUMPY[b.dtype]).reshape(b.shape)
        if g.shape != w.shape:
            problems.append("%s.%s: shape %s != %s" % (kernel.name, b.name, g.shape, w.shape))
            continue
        if b.dtype == "f32" and b.name in kernel.tolerance:
            rtol, atol = kernel.tolerance[b.name]
            bad = ~np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
        else:
            bad = g != w
            if b.dtype == "f32":
                bad &= ~(np.isnan(g) & np.isnan(w))
        n = int(np.count_nonzero(bad))
        if n:
            first = np.argwhere(bad)[0]
            idx = tuple(int(x) for x in first)
            problems.append("%s.%s: %d of %d elements differ; first at %s: got %r, want %r"
                            % (kernel.name, b.name, n, b.elements, idx, g[idx].item(),
                               w[idx].item()))
    return problems


#: Runs a program's @main with kfusion-runner or kfusion-sim (kfusion.bench.run_program);
#: returns the CompletedProcess, stderr folded into stdout.
run = functools.partial(run_program, timeout=1200)
