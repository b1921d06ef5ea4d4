# Helpers shared by the bench/stencil tests: where the tools are, fresh seeds, running a
# program on kfusion-sim against its reference, and whether kfusion-opt has the stencil
# fusion passes yet.
"""Test helpers of bench/stencil (imported by the test modules beside it)."""

import functools
import os
import re
import subprocess
import sys
import time
import zlib
from pathlib import Path

import numpy as np
import pytest

STENCIL = Path(__file__).resolve().parents[1]
REPO = STENCIL.parents[1]
sys.path.insert(0, str(STENCIL))

from stbench import ir, workloads  # noqa: E402

#: The hand-written workloads at small sizes (also sizes that are no multiple of the block,
#: other block shapes, the copy inside @step).
SMALL = {
    "jacobi": lambda: workloads.jacobi(64),
    "jacobi_odd": lambda: workloads.jacobi(45, ny=37, sweeps=4, block=(16, 4, 1)),
    "hdiff": lambda: workloads.hdiff(32, nz=16),
    "hdiff_block": lambda: workloads.hdiff(36, ny=20, nz=3, block=(8, 4, 2)),
    "hdiff2d": lambda: workloads.hdiff(40, ny=36, nz=0),
    "hdiff2d_copy_in_step": lambda: workloads.hdiff(33, ny=29, nz=0, prefill_in_step=True),
    "fdtd": lambda: workloads.fdtd(32, steps=3),
    "fdtd_odd": lambda: workloads.fdtd(27, ny=41, steps=2, block=(64, 2, 1)),
    "copy_memcpy": lambda: workloads.copy_memcpy(48),
    "copy_kernel": lambda: workloads.copy_kernel(50, ny=20),
}

BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
SIM = BIN / "kfusion-sim"
OPT = BIN / "kfusion-opt"
FUSE_PASS = "kfusion-stencil-fusion"
PLAN_PASS = "kfusion-plan-stencil"


def need_tools(*tools):
    for tool in tools or (SIM, OPT):
        if not (Path(tool).is_file() and os.access(tool, os.X_OK)):
            pytest.skip("%s not built" % tool)


def fresh_rng(tag):
    """A generator seeded by `tag` and the clock (new numbers every run); returns
    (seed, rng) so that a failure can name its seed."""
    seed = (zlib.crc32(tag.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    return seed, np.random.default_rng(seed)


def simulate(prog, path, work, tag, extra=()):
    """Run `path` (a main-form program of `prog`) on kfusion-sim with fresh random inputs;
    returns (problems against the reference, seed, outputs, inputs)."""
    seed, rng = fresh_rng(tag)
    inputs = ir.make_inputs(prog, rng)
    ir.write_inputs(prog, work / "in", inputs)
    proc = ir.run(SIM, path, work / "in", work / "out", extra=extra, timeout=300)
    assert proc.returncode == 0, "kfusion-sim failed (seed %d):\n%s" % (seed, proc.stdout[-4000:])
    got = ir.read_outputs(prog, work / "out")
    want = workloads.reference(prog, inputs)
    problems = ["%s (seed %d)" % (p, seed) for p in ir.compare(prog, got, want)]
    return problems, seed, got, inputs


def run_subprocess_ok(cmd, expect_fail=False, timeout=300):
    """Run `cmd`; assert it succeeds (or fails, with expect_fail); returns stdout + stderr."""
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                          timeout=timeout)
    text = proc.stdout + proc.stderr
    if expect_fail:
        assert proc.returncode != 0, text[-4000:]
    else:
        assert proc.returncode == 0, "%s\n%s" % (" ".join(map(str, cmd)), text[-4000:])
    return text


@functools.lru_cache(maxsize=None)
def _opt_help():
    if not OPT.exists():
        return ""
    return subprocess.run([str(OPT), "--help"], capture_output=True, text=True).stdout


def has_pass(name):
    """Whether `kfusion-opt --help` lists --<name>."""
    text = _opt_help()
    return re.search(r"--%s\b" % re.escape(name), text) is not None


def need_pass(*names):
    missing = [n for n in names if not has_pass(n)]
    if missing:
        pytest.skip("kfusion-opt has no %s (stencil fusion not built yet)" %
                    ", ".join("--" + n for n in missing))


def function_body(text, name):
    """The lines of func.func @name (to its closing brace at the same indentation)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if re.match(r"\s*func\.func @%s\(" % re.escape(name), line):
            indent = len(line) - len(line.lstrip())
            for j in range(i + 1, len(lines)):
                if lines[j].strip() == "}" and len(lines[j]) - len(lines[j].lstrip()) == indent:
                    return lines[i:j + 1]
    raise AssertionError("no func.func @%s" % name)


def gpu_funcs(text):
    """{kernel name: its lines} of every gpu.func."""
    out, lines = {}, text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"\s*gpu\.func @(\w+)\(", line)
        if m:
            indent = len(line) - len(line.lstrip())
            for j in range(i + 1, len(lines)):
                if lines[j].strip() == "}" and len(lines[j]) - len(lines[j].lstrip()) == indent:
                    out[m.group(1)] = lines[i:j + 1]
                    break
    return out
