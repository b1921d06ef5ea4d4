# kfusion.gemm.module: host programs around the kernels: `module_text` (a gpu.module of the
# distinct kernels and a func.func @step launching them), one GEMM's module, a
# convolution's Gemm, register bounds.
"""Modules in MLIR's standard GPU form around the generated kernels."""

import dataclasses

from .config import Conv, Gemm, GemmConfigError
from .mlir import Body, ceil_div, memref
from .simt import SplitKSum


@dataclasses.dataclass
class Launch:
    """One gpu.launch_func of @step: the kernel and the @step values it takes as A, B, C;
    attrs: extra attributes of the launch ({name: MLIR attribute text})."""
    gemm: Gemm
    operands: tuple
    attrs: dict = dataclasses.field(default_factory=dict)


def with_register_bound(kernel_text, registers):
    """A gpu.func's text with `nvvm.maxnreg = registers` among its attributes: ptxas then
    allocates at most that many registers per thread (PTX .maxnreg), and
    kfusion-plan-sync counts on it for the kernel's blocks per multiprocessor."""
    if not isinstance(registers, int) or not 1 <= registers <= 255:
        raise GemmConfigError("register bound %r is not in 1..255" % (registers,))
    head = "kernel attributes {"
    if head not in kernel_text:
        raise GemmConfigError("no kernel attributes in the gpu.func to bound")
    return kernel_text.replace(head, head + "nvvm.maxnreg = %d : i32, " % registers, 1)


def module_text(args, temps, launches, register_bounds=None):
    """A module in MLIR's standard GPU form: `gpu.module @kernels` with one gpu.func per
    distinct kernel, and `func.func @step(args)` (each {llvm.noalias}) issuing the
    launches asynchronously on one stream (gpu.wait async; gpu.alloc async of each
    temporary; gpu.launch_func async, each after the previous; gpu.dealloc async of the
    temporaries; a final blocking gpu.wait).

    args: [(name, shape, dtype)] (the inputs, then the outputs); temps: the same for the
    intermediate buffers; launches: [Launch]; register_bounds: {kernel name: registers
    per thread} written as nvvm.maxnreg (with_register_bound)."""
    kernels = {}
    for launch in launches:
        for k in launch.gemm.kernels():
            kernels.setdefault(k.name, k)
    types = {name: memref(shape, dtype) for name, shape, dtype in list(args) + list(temps)}
    for launch in launches:
        for value, want in zip(launch.operands, launch.gemm.arg_types):
            if types.get(value) != want:
                raise GemmConfigError("launch of %s: operand %%%s is %s, the kernel takes %s" %
                                      (launch.gemm.name, value, types.get(value), want))
    # Split-K: a workspace per split GEMM (a temporary), and its two launches: the
    # slices (A, B, workspace; the launch's attributes, as it reads A) and the sum
    # (workspace, C).
    temps = list(temps)
    steps = []
    for i, launch in enumerate(launches):
        g = launch.gemm
        if not g.split:
            steps.append((g, launch.operands, launch.attrs))
            continue
        ws = "ws%d" % i
        while ws in types:
            ws += "_"
        temps.append((ws, g.workspace_shape, "f32"))
        types[ws] = memref(g.workspace_shape, "f32")
        a, bt, c = launch.operands
        steps += [(g, (a, bt, ws), launch.attrs), (SplitKSum(g), (ws, c), {})]
    b = Body(indent=4)
    token = b.op("gpu.wait async", "t")
    for name, shape, dtype in temps:
        t = b.fresh("t")
        b.emit("%%%s, %s = gpu.alloc async [%s] () : %s" % (name, t, token, types[name]))
        token = t
    for g, operands, launch_attrs in steps:
        grid = ", ".join(b.const(v) for v in g.grid)
        block = ", ".join(b.const(v) for v in g.block)
        smem = ""
        if g.smem_bytes:
            smem = " dynamic_shared_memory_size %s" % b.const(g.smem_bytes, "i32")
        attrs = ""
        if launch_attrs:
            attrs = " {%s}" % ", ".join("%s = %s" % kv for kv in launch_attrs.items())
        token = b.op("gpu.launch_func async [%s] @kernels::@%s blocks in (%s) threads in (%s)%s "
                     "args(%s)%s" % (token, g.name, grid, block, smem, ", ".join(
                         "%%%s : %s" % (v, types[v]) for v in operands), attrs), "t")
    for name, shape, dtype in temps:
        token = b.op("gpu.dealloc async [%s] %%%s : %s" % (token, name, types[name]), "t")
    b.emit("gpu.wait [%s]" % token)
    b.emit("return")
    lines = ["module attributes {gpu.container_module} {", "  gpu.module @kernels {"]
    bounds = dict(register_bounds or {})
    unknown = sorted(set(bounds) - set(kernels))
    if unknown:
        raise GemmConfigError("register bounds for kernels the module lacks: %s" %
                              ", ".join(unknown))
    for g in kernels.values():
        text = g.kernel_text()
        lines.append(with_register_bound(text, bounds[g.name]) if g.name in bounds else text)
    lines.append("  }")
    # The arguments are distinct buffers: {llvm.noalias} says so to the launch graph
    # (without it an output may alias an input, and the launches' dependence is no
    # longer only read-after-write) and to LLVM.
    lines.append("  func.func @step(%s) {" % ", ".join(
        "%%%s: %s {llvm.noalias}" % (name, types[name]) for name, _, _ in args))
    lines.append(b.text())
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def gemm_module(g, attrs=None):
    """A module whose @step(%A, %B, %C) launches the one GEMM (or convolution) `g`."""
    args = [(name, shape, dtype) for name, (shape, dtype) in zip("ABC", g.arg_shapes)]
    return module_text(args, [], [Launch(g, ("A", "B", "C"), attrs or {})])


def conv_gemm(name, batch, h, w, channels, kout, r=3, s=3, pad=1, out_guard=0, out_tail=0,
              m=None, **kw):
    """The Gemm of an R x S convolution (stride 1, zero padding pad) of a [batch, h, w,
    channels] NHWC image to kout channels: M = B H W padded to the row tile (or `m`),
    N = kout, K = R S C; out_guard / out_tail: the output buffer's guard rows (Conv).
    Keywords: Gemm's (flavour, tile, warps, stages, epilogue, out_dtype)."""
    tm = tuple(kw.get("tile", Gemm.tile))[0]
    conv = Conv(batch, h, w, r, s, pad, out_guard, out_tail)
    if m is None:
        m = ceil_div(conv.pixels, tm) * tm if isinstance(tm, int) and tm > 0 else conv.pixels
    return Gemm(name, m, kout, r * s * channels, conv=conv, **kw)
