# kfusion-plan-horizontal on the paper's kernels. model=classes: its codeless profile must
# classify each kernel as the paper does (and as ncu's stall profiles on the H100 have them:
# bench/results/2026-11-22-hfuse-pairs-h100), and of the 16 pairs it must group exactly the
# three of a memory-bound and a compute-bound kernel, where the tuned fusion won 1.22-1.51x
# there. model=roofline: every kernel gets a projection and its bound, at the measured sizes
# (tests/test_planner_eval.py checks its choices against the measurements).
"""kfusion-plan-horizontal's choices on the HFuse benchmark kernels."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]
REPO = HERE.parents[1]
BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO / "python"))

from hfbench import program as hp  # noqa: E402
import run  # noqa: E402

KERNEL = r"@kernels::@(\w+) \((memory-bound|compute-bound|neither[^:]*): [0-9.]+ " \
    r"arithmetic ops per global access\)"
GROUP = re.compile(r"kfusion-plan-horizontal: group (\d+): " + KERNEL + " with " + KERNEL)
ALONE = re.compile(r"kfusion-plan-horizontal: not paired: " + KERNEL)


def _plan(kernels, model="classes"):
    """{kernel name: class} from the planner's remarks, and whether it made a group."""
    opt = BIN / "kfusion-opt"
    if not opt.exists():
        pytest.skip("kfusion-opt not built")
    text = hp.program(kernels, "sequential", group=None)
    proc = subprocess.run([str(opt), "-", "--kfusion-plan-horizontal=model=" + model,
                           "-o", os.devnull],
                          input=text, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    classes, grouped = {}, False
    for m in GROUP.finditer(proc.stderr):
        grouped = True
        classes[m.group(2)] = m.group(3)
        classes[m.group(4)] = m.group(5)
    for m in ALONE.finditer(proc.stderr):
        classes[m.group(1)] = m.group(2)
    assert len(classes) >= len(kernels), proc.stderr
    return classes, grouped


ROOFLINE = re.compile(r"@kernels::@(\w+) \(projected ([0-9.]+) ms alone, "
                      r"(issue|L1|atomics|DRAM|latency)-bound\)")


@pytest.mark.parametrize("pair", run.all_pairs())
def test_plan_groups_memory_with_compute(pair):
    table = run.factories()
    a, b = pair.split("+")
    ka, kb = table[a](scale=0.01), table[b](scale=0.01)
    classes, grouped = _plan([ka, kb])
    # Each kernel is classified as the paper (and ncu's stall profile) has it.
    for kernel in (ka, kb):
        name = "ethash_search" if kernel.name == "ethash" else kernel.name
        assert classes[name] == kernel.kind + "-bound", (name, classes)
    # Grouped exactly when one is memory-bound and the other compute-bound.
    assert grouped == (ka.kind != kb.kind), pair


#: The resource each kernel is bound by in the roofline at the measured sizes (scale 1 for
#: the hashes, 0.25 for the DL kernels): what the results README's metrics say of them
#: (ethash waits on memory through gathers, the hashes issue, histogram is atomics-bound,
#: upsample's 106-block grid and batchnorm's dependent loads leave latency exposed, im2col
#: issues its index arithmetic in the model but moves 2.85 TB/s on the H100).
ROOFLINE_BOUNDS = {"ethash_search": "L1", "sha256d": "issue", "blake256": "issue",
                   "blake2b": "issue", "histogram": "atomics", "batchnorm": "latency",
                   "upsample": "DRAM"}


@pytest.mark.parametrize("pair", ["sha256d+ethash", "blake256+blake2b", "batchnorm+histogram",
                                  "histogram+upsample"])
def test_roofline_projects_every_kernel(pair):
    opt = BIN / "kfusion-opt"
    if not opt.exists():
        pytest.skip("kfusion-opt not built")
    table = run.factories()
    a, b = pair.split("+")
    scale = 0.25 if a in run.DL else 1.0
    ka, kb = table[a](scale=scale), table[b](scale=scale)
    text = hp.program([ka, kb], "sequential", group=None)
    proc = subprocess.run([str(opt), "-", "--kfusion-plan-horizontal=model=roofline",
                           "-o", os.devnull], input=text, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr
    bounds = {m.group(1): m.group(3) for m in ROOFLINE.finditer(proc.stderr)}
    for kernel in (ka, kb):
        name = "ethash_search" if kernel.name == "ethash" else kernel.name
        assert bounds.get(name) == ROOFLINE_BOUNDS[name], (name, proc.stderr)
