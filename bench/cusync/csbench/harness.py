# csbench.harness: turns a GEMM-chain module (@step on device memrefs) into a runnable
# program with @main (inputs from files, one checked step, outputs to files, warm-up and
# timed steps) with bench/stitch/stitchbench/harness.py's @main, whose f16 operands go
# through the runtime's byte I/O (kfusionInputI8 / kfusionOutputI8 on an i8 buffer viewed
# as f16 by memref.view); reads and writes the files and compares outputs.
"""@main around a device @step with f32 and f16 operands; files; comparison.

@step(inputs..., outputs...) takes device memrefs (identity layouts, static shapes).
@main: per operand a host buffer (f32: memref.alloc + kfusionInputF32; f16: an i8 buffer
of the operand's bytes + kfusionInputI8, viewed as f16 with memref.view), gpu.alloc +
gpu.memcpy to the device, one checked call, outputs copied back and written in output
order (kfusionOutputF32 / kfusionOutputI8), then kfusionBenchWarmup untimed and
kfusionBenchRepeat timed calls (kfusionTimingBegin / End around each, kfusionBenchRecord,
kfusionBenchReport), the format bench/stitch and kfusion-runner's benchmark mode share.
Files: $KFUSION_INPUT_DIR/input<k>.bin and $KFUSION_OUTPUT_DIR/output<k>.bin, raw
little-endian f32 or f16, row-major.
"""

import dataclasses
import math
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "stitch"))

from stitchbench import harness as stitch_harness  # noqa: E402

from kfusion.gemm.mlir import memref  # noqa: E402

#: Runs a program with kfusion-sim or kfusion-runner (bench/stitch's).
run = stitch_harness.run
insert_before_module_end = stitch_harness.insert_before_module_end

DECLARATIONS = [
    ("kfusionInputF32", "(memref<*xf32>) attributes {llvm.emit_c_interface}"),
    ("kfusionOutputF32", "(memref<*xf32>) attributes {llvm.emit_c_interface}"),
    ("kfusionInputI8", "(memref<*xi8>) attributes {llvm.emit_c_interface}"),
    ("kfusionOutputI8", "(memref<*xi8>) attributes {llvm.emit_c_interface}"),
    ("kfusionBenchWarmup", "(i64) -> i64"), ("kfusionBenchRepeat", "(i64) -> i64"),
    ("kfusionBenchRecord", "(f64)"), ("kfusionBenchReport", "()"),
    ("kfusionTimingBegin", "()"), ("kfusionTimingEnd", "() -> f64")]

NUMPY = {"f32": np.float32, "f16": np.float16}


@dataclasses.dataclass
class Operand:
    """An argument of @step. init (inputs): (lo, hi) of uniform values."""
    name: str
    shape: tuple
    dtype: str = "f32"
    init: object = (-1.0, 1.0)

    def __post_init__(self):
        self.shape = tuple(int(s) for s in self.shape)
        if self.dtype not in NUMPY:
            raise ValueError("operand %s: dtype %r is not f32 or f16" % (self.name, self.dtype))

    @property
    def elements(self):
        return int(math.prod(self.shape))

    @property
    def nbytes(self):
        return self.elements * np.dtype(NUMPY[self.dtype]).itemsize

    @property
    def memref_type(self):
        return memref(self.shape, self.dtype)

    def draw(self, rng):
        """Fresh values of this operand (numpy, of its dtype)."""
        lo, hi = self.init
        return rng.uniform(lo, hi, self.shape).astype(NUMPY[self.dtype])


def device_main_text(inputs, outputs, warmup=5, repeat=20):
    """func.func @main for a device @step(inputs..., outputs...) (see the module doc):
    bench/stitch's (stitchbench.harness.main_text), which does the f16 byte I/O."""
    return stitch_harness.main_text(inputs, outputs, True, warmup, repeat)


def with_device_main(step_module, inputs, outputs, warmup=5, repeat=20):
    """`step_module` (one module with @step) with the runtime declarations it lacks and
    @main added before its closing brace."""
    import re
    have = set(re.findall(r"func\.func\s+private\s+@(\w+)", step_module))
    decls = ["  func.func private @%s%s" % (n, sig) for n, sig in DECLARATIONS
             if n not in have]
    return insert_before_module_end(step_module, "\n".join(decls) + "\n\n" +
                                    device_main_text(inputs, outputs, warmup, repeat))


def write_inputs(inputs, directory, values, link_from=None):
    """input<k>.bin for every input (its dtype, raw). `link_from`: {input name: an existing
    file with the same bytes} to hard-link (or copy) instead of writing again."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for k, o in enumerate(inputs):
        path = directory / ("input%d.bin" % k)
        if path.exists():
            path.unlink()
        src = (link_from or {}).get(o.name)
        if src is not None:
            try:
                path.hardlink_to(src)
                continue
            except OSError:
                pass
        v = np.ascontiguousarray(values[o.name], dtype=NUMPY[o.dtype])
        if v.shape != o.shape:
            raise ValueError("input %s: shape %s, expected %s" % (o.name, v.shape, o.shape))
        v.tofile(path)


def read_outputs(outputs, directory):
    """{output name: array of its dtype} from output<k>.bin."""
    got = {}
    for k, o in enumerate(outputs):
        path = Path(directory) / ("output%d.bin" % k)
        v = np.fromfile(path, dtype=NUMPY[o.dtype])
        if v.size != o.elements:
            raise ValueError("%s: %d elements, expected %d (%s)" % (path, v.size, o.elements,
                                                                   o.name))
        got[o.name] = v.reshape(o.shape)
    return got


def compare(outputs, got, want, tolerance, rows=None):
    """Mismatch descriptions, empty when every output is within tolerance: |got - want|
    <= atol + rtol |want|, with (rtol, atol) = tolerance(name, want) (NaN never is).
    `rows`: compare only these rows of every output (want holds just those rows)."""
    problems = []
    for o in outputs:
        g = np.asarray(got[o.name], dtype=np.float64)
        if rows is not None:
            g = g[rows]
        w = np.asarray(want[o.name], dtype=np.float64)
        if g.shape != w.shape:
            problems.append("%s: shape %s != %s" % (o.name, g.shape, w.shape))
            continue
        rtol, atol = tolerance(o.name, w)
        err = np.abs(g - w)
        bad = ~(err <= atol + rtol * np.abs(w))
        n = int(np.count_nonzero(bad))
        if n:
            first = tuple(int(i) for i in np.argwhere(bad)[0])
            where = list(first)
            if rows is not None:
                where[0] = int(np.asarray(rows)[first[0]])
            problems.append("%s: %d of %d checked elements differ; first at %s: got %r, want "
                            "%r; max |error| %.3g (atol %.3g, rtol %.3g)" % (
                                o.name, n, w.size, where, float(g[first]), float(w[first]),
                                float(np.nanmax(err)), atol, rtol))
    return problems


def max_error(outputs, got, want, rows=None):
    """{output: max |got - want| / rms(want)} (relative to the output's scale)."""
    out = {}
    for o in outputs:
        g = np.asarray(got[o.name], np.float64)
        if rows is not None:
            g = g[rows]
        w = np.asarray(want[o.name], np.float64)
        rms = float(np.sqrt(np.mean(w * w))) if w.size else 0.0
        out[o.name] = float(np.max(np.abs(g - w))) / (rms or 1.0) if g.size else 0.0
    return out
