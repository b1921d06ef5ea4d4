# stitchbench.harness: turns an @step on memrefs (stitched by kfusion-opt, or lowered to host
# loops by upstream mlir-opt) into a runnable program by adding @main (inputs from files,
# one checked step, outputs to files, then the warm-up and timed steps on the device),
# lowers programs with upstream MLIR, runs them, and reads and compares their outputs.
"""@main around @step, the upstream reference lowering, runs and comparisons.

@step signature (both paths): the inputs in order, then one out-parameter memref per
result, in order; identity layouts (`memref<64x256xf32>`, `memref<f32>` for rank 0,
`memref<64x256xf16>`).

Device form (`with_device_main`, for kfusion-stitch-to-gpu's output): host buffers
filled from $KFUSION_INPUT_DIR/input<k>.bin, device buffers by gpu.alloc + gpu.memcpy, one
checked call, outputs copied back and written to $KFUSION_OUTPUT_DIR/output<k>.bin (output
order), then kfusionBenchWarmup untimed and kfusionBenchRepeat timed calls
(kfusionTimingBegin/End around each, kfusionBenchRecord, kfusionBenchReport). As
bench/stencil/stbench/ir.py.

Host form (`with_host_main`, for the upstream loops): the same without gpu ops: the host
buffers passed to @step directly, one call, outputs written.

I/O by element type (kfusion.harness.main_text, also used by bench/models): an f32
operand is a memref.alloc read and written by kfusionInputF32 / kfusionOutputF32; an f16
or bf16 operand (the runtime has no 16-bit float I/O) is a memref.alloc of its bytes as
i8, read and written by kfusionInputI8 / kfusionOutputI8, and viewed as the operand's
memref by memref.view. Files are raw little-endian, row-major, of the operand's type
(stitchbench.dtypes: bf16 as its 16 bits).
"""

import os
import subprocess
from pathlib import Path

import numpy as np

from kfusion.bench import run_program
from kfusion.harness import main_text, with_main

from . import dtypes

#: The upstream reference lowering (MLIR 22): bufferize with function boundaries and
#: identity layouts, results to out-parameters (modify-public-functions: @step is public,
#: and without it the pass leaves its results alone), linalg to scf loops.
UPSTREAM_LOOPS = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-results-to-out-params=modify-public-functions",
    "--convert-linalg-to-loops"]



def mlir_opt():
    """Upstream mlir-opt: $MLIR_OPT, else mlir-opt-22 or mlir-opt on PATH, else
    /usr/lib/llvm-22/bin/mlir-opt."""
    import shutil
    for c in (os.environ.get("MLIR_OPT"), shutil.which("mlir-opt-22"), shutil.which("mlir-opt"),
              "/usr/lib/llvm-22/bin/mlir-opt"):
        if c and Path(c).is_file() and os.access(c, os.X_OK):
            return c
    return None


def device_main_text(prog, warmup=5, repeat=20):
    """func.func @main for a device @step (see the module doc)."""
    return main_text(prog.inputs, prog.outputs, True, warmup, repeat)


def host_main_text(prog):
    """func.func @main for a host @step (upstream loops): no gpu ops, one call."""
    return main_text(prog.inputs, prog.outputs, device=False)


def with_device_main(step_module, prog, warmup=5, repeat=20):
    """The stitched module (`kfusion-stitch-to-gpu` output) with the declarations and a
    device @main added before its closing brace (kfusion.harness.with_main: ValueError
    where @step's memrefs are not the inputs then the out-parameters)."""
    return with_main(step_module, prog.inputs, prog.outputs, True, warmup, repeat)


def with_host_main(step_module, prog):
    """The upstream-lowered module with the I/O declarations and a host @main."""
    return with_main(step_module, prog.inputs, prog.outputs, device=False)


def upstream_loops(src, dst, timeout=600):
    """Lower the tensor program `src` to host loops with upstream mlir-opt (UPSTREAM_LOOPS)
    into `dst`; returns the CompletedProcess. Raises RuntimeError when that fails."""
    tool = mlir_opt()
    if tool is None:
        raise RuntimeError("no upstream mlir-opt ($MLIR_OPT, mlir-opt-22, mlir-opt)")
    cmd = [tool, str(src)] + UPSTREAM_LOOPS + ["-o", str(dst)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), proc.stderr[-3000:]))
    return proc


# ---------------------------------------------------------------------------------------
# Files, runs, comparison
# ---------------------------------------------------------------------------------------

def write_inputs(prog, directory, values):
    """input<k>.bin (raw little-endian, of the input's type: dtypes.encode) for every
    input, in order."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for k, o in enumerate(prog.inputs):
        v = dtypes.encode(values[o.name], o.dtype)
        if v.shape != o.shape:
            raise ValueError("input %s: shape %s, expected %s" % (o.name, v.shape, o.shape))
        v.tofile(directory / ("input%d.bin" % k))


def read_outputs(prog, directory):
    """{output name: array} from output<k>.bin (dtypes.decode: float32 for f32 and bf16,
    float16 for f16)."""
    got = {}
    for k, o in enumerate(prog.outputs):
        path = Path(directory) / ("output%d.bin" % k)
        v = np.fromfile(path, dtype=dtypes.FILE_DTYPE[o.dtype])
        if v.size != o.elements:
            raise ValueError("%s: %d elements, expected %d (%s)" % (path, v.size, o.elements,
                                                                   o.name))
        got[o.name] = dtypes.decode(v, o.dtype).reshape(o.shape)
    return got


def compare(prog, got, want, tolerance=None):
    """Mismatch descriptions, empty when every output is within its tolerance
    (prog.tolerance_of, or `tolerance` for all): |got - want| <= atol + rtol * |want| (NaN
    never is)."""
    problems = []
    for o in prog.outputs:
        rtol, atol = tolerance or prog.tolerance_of(o.name)
        g = np.asarray(got[o.name], dtype=np.float64)
        w = np.asarray(want[o.name], dtype=np.float64)
        if g.shape != w.shape:
            problems.append("%s: shape %s != %s" % (o.name, g.shape, w.shape))
            continue
        err = np.abs(g - w)
        bad = ~(err <= atol + rtol * np.abs(w))
        n = int(np.count_nonzero(bad))
        if n:
            first = tuple(int(i) for i in np.argwhere(bad)[0]) if g.ndim else ()
            problems.append("%s: %d of %d elements differ; first at %s: got %r, want %r; "
                            "max |error| %.3g" % (o.name, n, o.elements, list(first),
                                                  float(g[first]), float(w[first]),
                                                  float(np.nanmax(err))))
    return problems


def max_error(prog, got, want):
    """{output: max |got - want|} (for choosing tolerances)."""
    out = {}
    for o in prog.outputs:
        g = np.asarray(got[o.name], np.float64)
        w = np.asarray(want[o.name], np.float64)
        out[o.name] = float(np.max(np.abs(g - w))) if g.size else 0.0
    return out


#: Runs `program` with kfusion-runner or kfusion-sim (kfusion.bench.run_program:
#: KFUSION_INPUT_DIR / _OUTPUT_DIR set); returns the CompletedProcess, stderr folded into
#: stdout.
run = run_program
