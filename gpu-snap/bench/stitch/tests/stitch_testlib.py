# Helpers shared by the bench/stitch tests: where the tools are, fresh seeds, whether
# kfusion-opt has --kfusion-stitch-to-gpu yet, running a program through the upstream
# loops and the stitched path on kfusion-sim, and a stand-in for the stitching pass (the
# upstream loops in one single-thread kernel) so that the driver's stitched path runs today.
"""Test helpers of bench/stitch (imported by the test modules beside it)."""

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

STITCH = Path(__file__).resolve().parents[1]
REPO = STITCH.parents[1]
sys.path.insert(0, str(STITCH))

from stitchbench import harness  # noqa: E402

BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
SIM = BIN / "kfusion-sim"
OPT = BIN / "kfusion-opt"
STITCH_PASS = "kfusion-stitch-to-gpu"
PLANS = ("none", "greedy", "ilp")


def need_tools(*tools):
    for tool in tools or (SIM, OPT):
        if not (Path(tool).is_file() and os.access(tool, os.X_OK)):
            pytest.skip("%s not built" % tool)
    if harness.mlir_opt() is None:
        pytest.skip("no upstream mlir-opt (mlir-opt-22 or $MLIR_OPT)")


def fresh_rng(tag):
    """A generator seeded by `tag` and the clock (new numbers every run); returns
    (seed, rng) so that a failure can name its seed."""
    seed = (zlib.crc32(tag.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    return seed, np.random.default_rng(seed)


@functools.lru_cache(maxsize=None)
def _opt_help(opt=None):
    opt = Path(opt or OPT)
    if not opt.exists():
        return ""
    return subprocess.run([str(opt), "--help"], capture_output=True, text=True).stdout


def has_pass(name=STITCH_PASS):
    return re.search(r"--%s\b" % re.escape(name), _opt_help()) is not None


def need_pass(name=STITCH_PASS):
    if not has_pass(name):
        pytest.skip("kfusion-opt has no --%s (stitching not built yet)" % name)


def run_ok(cmd, timeout=300, env=None):
    """Run `cmd`; assert it succeeds; returns the CompletedProcess."""
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                          timeout=timeout, env=env)
    assert proc.returncode == 0, "%s\n%s" % (" ".join(map(str, cmd)),
                                           (proc.stdout + proc.stderr)[-4000:])
    return proc


def sim_outputs(prog, program, indir, outdir):
    """Run a main-form program on kfusion-sim; returns its outputs {name: f32 array}."""
    proc = harness.run(SIM, program, indir, outdir, timeout=300)
    assert proc.returncode == 0, "kfusion-sim %s failed:\n%s" % (program, proc.stdout[-4000:])
    return harness.read_outputs(prog, outdir)


def loops_outputs(prog, work, indir):
    """The upstream reference: mlir-opt to host loops, a host @main, kfusion-sim."""
    src = work / "program.mlir"
    if not src.exists():
        src.write_text(prog.text)
    harness.upstream_loops(src, work / "loops.mlir")
    main = work / "loops.main.mlir"
    main.write_text(harness.with_host_main((work / "loops.mlir").read_text(), prog))
    return sim_outputs(prog, main, indir, work / "loops.out")


def stitched_outputs(prog, work, indir, plan, opt=OPT):
    """kfusion-opt --kfusion-stitch-to-gpu=plan=<plan>, a device @main, kfusion-sim;
    returns (outputs, stitched text, kfusion-opt's stderr)."""
    src = work / "program.mlir"
    if not src.exists():
        src.write_text(prog.text)
    stitched = work / ("%s.stitched.mlir" % plan)
    proc = run_ok([opt, src, "--%s=plan=%s remarks=true" % (STITCH_PASS, plan), "-o",
                   stitched])
    text = stitched.read_text()
    main = work / ("%s.main.mlir" % plan)
    main.write_text(harness.with_device_main(text, prog, warmup=0, repeat=0))
    return sim_outputs(prog, main, indir, work / ("%s.out" % plan)), text, proc.stderr


# ---------------------------------------------------------------------------------------
# A stand-in for --kfusion-stitch-to-gpu
# ---------------------------------------------------------------------------------------

def stand_in_stitch(loops_text):
    """The upstream-lowered @step (host loops) as a device program of one single-thread
    kernel on one stream: its memref.alloc temporaries become gpu.alloc async, the rest of
    its body a gpu.launch async (outline it with --gpu-kernel-outlining to get a
    gpu.launch_func), then gpu.dealloc async and a gpu.wait."""
    lines = loops_text.splitlines()
    i = next(k for k, l in enumerate(lines) if re.match(r"\s*func\.func @step\(", l))
    j = max(k for k, l in enumerate(lines) if l.strip() == "return")
    head, body, allocs = ["    %tok0 = gpu.wait async"], [], []
    for line in lines[i + 1:j]:
        m = re.match(r"\s*(%\w+) = memref\.alloc\(\)(?: \{[^}]*\})? : (memref<[^>]*>)\s*$",
                     line)
        if m:
            name, ty = m.groups()
            head.append("    %s, %%tok%d = gpu.alloc async [%%tok%d] () : %s" %
                        (name, len(allocs) + 1, len(allocs), ty))
            allocs.append((name, ty))
        else:
            body.append("  " + line)
    one, n = "%c1_stand_in", len(allocs)
    out = lines[:i + 1] + head + [
        "    %s = arith.constant 1 : index" % one,
        "    %%launched = gpu.launch async [%%tok%d] blocks(%%bx, %%by, %%bz) in (%%gx = %s, "
        "%%gy = %s, %%gz = %s) threads(%%tx, %%ty, %%tz) in (%%sx = %s, %%sy = %s, %%sz = %s) {"
        % ((n,) + (one,) * 6)]
    out += body + ["      gpu.terminator", "    }"]
    dep = "%launched"
    for k, (name, ty) in enumerate(allocs):
        out.append("    %%freed%d = gpu.dealloc async [%s] %s : %s" % (k, dep, name, ty))
        dep = "%%freed%d" % k
    out += ["    gpu.wait [%s]" % dep] + lines[j:]
    return "\n".join(out) + "\n"


STAND_IN_OPT = '''#!%(python)s
# A stand-in kfusion-opt: --help lists --kfusion-stitch-to-gpu; that pass is the upstream
# loops in one single-thread kernel (stitch_testlib.stand_in_stitch) with a remark per
# kernel; everything else runs the real tool.
import os, subprocess, sys
sys.path.insert(0, %(tests)r)
REAL = %(real)r
args = sys.argv[1:]
if "--help" in args:
    out = subprocess.run([REAL, "--help"], capture_output=True, text=True).stdout
    sys.stdout.write(out + "      --kfusion-stitch-to-gpu  - (stand-in)\\n")
    sys.exit(0)
stitch = [a for a in args if a.startswith("--kfusion-stitch-to-gpu")]
if not stitch:
    os.execv(REAL, [REAL] + args)
import stitch_testlib
from stitchbench import harness
rest = [a for a in args if a not in stitch]
dst = rest[rest.index("-o") + 1] if "-o" in rest else None
src = [a for a in rest if not a.startswith("-") and a != dst][0]
loops = subprocess.run([harness.mlir_opt(), src] + harness.UPSTREAM_LOOPS,
                       capture_output=True, text=True, check=True).stdout
one = stitch_testlib.stand_in_stitch(loops)
out = subprocess.run([harness.mlir_opt(), "--gpu-kernel-outlining"], input=one,
                     capture_output=True, text=True, check=True).stdout
plan = stitch[0].split("plan=", 1)[-1].split()[0] if "plan=" in stitch[0] else "ilp"
sys.stderr.write("%%s:1:1: remark: stitch group 0 (plan=%%s): ops [0:all], loops composition, "
                 "score 1.50 us\\n" %% (src, plan))
sys.stderr.write("%%s:1:1: remark: stitched kernel step_kernel: ops [0:all], loops composition, "
                 "grid 1 x block 1, modelled 2.00 us\\n" %% src)
if dst:
    open(dst, "w").write(out)
else:
    sys.stdout.write(out)
'''


def stand_in_bin(tmp_path):
    """A bin directory with the stand-in kfusion-opt and the real kfusion-sim / -runner."""
    d = Path(tmp_path) / "bin"
    d.mkdir()
    script = d / "kfusion-opt"
    script.write_text(STAND_IN_OPT % {"python": sys.executable, "real": str(OPT),
                                      "tests": str(Path(__file__).resolve().parent)})
    script.chmod(0o755)
    for tool in ("kfusion-sim", "kfusion-runner"):
        (d / tool).symlink_to(BIN / tool)
    return d
