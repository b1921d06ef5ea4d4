# kfusion-plan-horizontal on the paper's kernels: its codeless profile must classify each
# kernel as the paper does (and as ncu's stall profiles on the H100 have them: bench/
# results/2026-11-22-hfuse-pairs-h100), and of the 16 pairs it must group exactly the three
# of a memory-bound and a compute-bound kernel, where the tuned fusion won 1.22-1.51x there.
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


def _plan(kernels):
    """{kernel name: class} from the planner's remarks, and whether it made a group."""
    opt = BIN / "kfusion-opt"
    if not opt.exists():
        pytest.skip("kfusion-opt not built")
    text = hp.program(kernels, "sequential", group=None)
    proc = subprocess.run([str(opt), "-", "--kfusion-plan-horizontal", "-o", os.devnull],
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
