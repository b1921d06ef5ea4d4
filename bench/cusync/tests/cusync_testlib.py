# Helpers shared by the bench/cusync tests: where the tools are, fresh seeds, running a
# generated program on kfusion-sim against numpy, and a reader of the generated kernels'
# index expressions (the form the cuSync passes rely on).
"""Test helpers of bench/cusync (imported by the test modules beside it)."""

import os
import re
import shutil
import subprocess
import sys
import time
import zlib
from pathlib import Path

import numpy as np
import pytest

CUSYNC = Path(__file__).resolve().parents[1]
REPO = CUSYNC.parents[1]
sys.path.insert(0, str(CUSYNC))
sys.path.insert(0, str(REPO / "python"))

from csbench import harness  # noqa: E402
from kfusion import gemm  # noqa: E402

BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
SIM = BIN / "kfusion-sim"
OPT = BIN / "kfusion-opt"


def driver():
    """bench/cusync/run.py as module `cusync_run` (bench/hfuse's tests import a `run` of
    their own into the same pytest process)."""
    import importlib.util
    if "cusync_run" not in sys.modules:
        spec = importlib.util.spec_from_file_location("cusync_run", CUSYNC / "run.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules["cusync_run"] = mod
        spec.loader.exec_module(mod)
    return sys.modules["cusync_run"]


def need_tools(*tools):
    for tool in tools or (SIM, OPT):
        if not (Path(tool).is_file() and os.access(tool, os.X_OK)):
            pytest.skip("%s not built" % tool)


def assemble(ptx, chip, cubin):
    """ptxas -v -arch=chip PTX -o CUBIN; returns its report (stdout and stderr), or skips
    the test where no ptxas is installed."""
    ptxas = shutil.which("ptxas") or ("/usr/local/cuda/bin/ptxas"
                                      if Path("/usr/local/cuda/bin/ptxas").exists() else None)
    if ptxas is None:
        pytest.skip("ptxas not found: the PTX was not assembled")
    proc = run_ok([ptxas, "-v", "-arch=%s" % chip, ptx, "-o", cubin])
    return proc.stdout + proc.stderr


def fresh_rng(tag):
    """A generator seeded by `tag` and the clock (new numbers every run); returns
    (seed, rng) so that a failure can name its seed."""
    seed = (zlib.crc32(tag.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    return seed, np.random.default_rng(seed)


def run_ok(cmd, timeout=300, env=None):
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                          timeout=timeout, env=env)
    assert proc.returncode == 0, "%s\n%s" % (" ".join(map(str, cmd)),
                                           (proc.stdout + proc.stderr)[-4000:])
    return proc


def draw_inputs(prog, rng):
    """Fresh inputs of `prog`: uniform in each operand's range, never all zeros; f16 values
    (held in f32) for the emul flavour, whose reference then models f16 inputs exactly."""
    values = prog.make_inputs(rng)
    if prog.flavour in gemm.EMULATED_FLAVOURS:
        values = {k: v.astype(np.float16).astype(np.float32) for k, v in values.items()}
    for k, v in values.items():
        assert np.count_nonzero(v) > v.size // 2, "input %s is mostly zeros" % k
    return values


def sim_check(prog, tmp_path, tag, module_text=None, extra=()):
    """Run prog (or `module_text`, a module with prog's @step) on kfusion-sim with fresh
    inputs; assert every output equals the float64 reference within tolerance. Returns
    (seed, max relative error)."""
    need_tools(SIM)
    seed, rng = fresh_rng(tag)
    inputs = draw_inputs(prog, rng)
    text = harness.with_device_main(module_text or prog.text(), prog.inputs, prog.outputs,
                                    0, 0)
    program = tmp_path / ("%s.mlir" % tag)
    program.write_text(text)
    harness.write_inputs(prog.inputs, tmp_path / (tag + ".in"), inputs)
    proc = harness.run(SIM, program, tmp_path / (tag + ".in"), tmp_path / (tag + ".out"),
                       extra=list(extra), timeout=300)
    assert proc.returncode == 0, "kfusion-sim failed (seed %d):\n%s" % (seed, proc.stdout[-3000:])
    got = harness.read_outputs(prog.outputs, tmp_path / (tag + ".out"))
    want = prog.reference(inputs)
    problems = harness.compare(prog.outputs, got, want, prog.tolerance)
    assert not problems, "seed %d: %s" % (seed, problems)
    return seed, max(harness.max_error(prog.outputs, got, want).values())


# ---------------------------------------------------------------------------------------
# The index form of the generated kernels
# ---------------------------------------------------------------------------------------

_DEF = re.compile(r"^\s*(%[\w#]+)(?::\d+)?(?:,\s*%[\w#]+)*\s*=\s*(.*)$")
_FOR = re.compile(r"scf\.for\s+(%\w+)\s*=\s*(%\w+)\s+to\s+(%\w+)\s+step\s+(%\w+)")
AFFINE_OPS = ("arith.addi", "arith.muli", "arith.constant", "gpu.block_id", "gpu.thread_id")


def kernels_of(module_text):
    """{kernel name: its lines} of the gpu.funcs in a module."""
    out, name, lines, depth = {}, None, [], 0
    for line in module_text.splitlines():
        m = re.match(r"\s*gpu\.func\s+@(\w+)", line)
        if m and name is None:
            name, lines, depth = m.group(1), [line], 0
            depth += line.count("{") - line.count("}")
            continue
        if name is not None:
            lines.append(line)
            depth += line.count("{") - line.count("}")
            if depth == 0:
                out[name] = lines
                name = None
    return out


def global_index_violations(lines, globals_=("%A", "%B", "%C")):
    """Index operands of global-memory accesses (memref.load/store, vector.load/store,
    nvgpu.device_async_copy sources on the kernel's memref arguments) whose definition
    is not an add / mul-by-constant combination of block ids, thread ids, scf.for
    induction variables with constant bounds and constants. Returns descriptions."""
    defs, ivs = {}, {}
    for line in lines:
        m = _FOR.search(line)
        if m:
            ivs[m.group(1)] = m.group(2, 3, 4)
        m = _DEF.match(line)
        if m:
            for name in re.findall(r"%[\w]+", line.split("=")[0]):
                defs[name] = m.group(2).strip()
    constants = {n for n, d in defs.items() if d.startswith("arith.constant")}
    problems = []

    def check(value, seen, where):
        if value in seen:
            return
        seen.add(value)
        if value in ivs:
            bad = [b for b in ivs[value] if b not in constants]
            if bad:
                problems.append("%s: loop %s has non-constant bounds %s" % (where, value, bad))
            return
        d = defs.get(value)
        if d is None:
            problems.append("%s: %s is not defined in the kernel (an argument?)" % (where,
                                                                                  value))
            return
        op = d.split()[0]
        if op not in AFFINE_OPS:
            problems.append("%s: %s = %s" % (where, value, d[:80]))
            return
        operands = re.findall(r"%[\w]+", d)
        if op == "arith.muli" and not any(o in constants for o in operands):
            problems.append("%s: %s multiplies two non-constants: %s" % (where, value, d))
        for o in operands:
            check(o, seen, where)

    for line in lines:
        for g in globals_:
            for m in re.finditer(r"(memref\.load|memref\.store|vector\.load|vector\.store|"
                                 r"nvgpu\.device_async_copy)\b[^\[]*?%s\[([^\]]*)\]" %
                                 re.escape(g), line):
                for idx in [i.strip() for i in m.group(2).split(",")]:
                    check(idx, set(), line.strip()[:100])
    return problems
