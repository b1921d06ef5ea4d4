# The stitching tuner: candidates, choice, write-back with kfusion-opt.
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

from kfusion import stitch_tuner  # noqa: E402
from kfusion.tools import find_tool  # noqa: E402

LAYERNORM = ROOT / "test" / "Transforms" / "Stitch" / "Inputs" / "layernorm.mlir"


def test_candidates_and_options():
    c = stitch_tuner.candidates()
    assert c[0] == 0 and all(t & (t - 1) == 0 for t in c[1:]) and max(c) == 1024
    assert stitch_tuner.plan_options(0) == ""
    assert stitch_tuner.plan_options(128) == "threads-per-row=128"


def test_pick_fastest_checked():
    assert stitch_tuner.pick({0: 0.20, 64: 0.18, 128: None, 256: 0.19}) == (64, 0.18)
    # A tie keeps the model's schedule; failed candidates never win.
    assert stitch_tuner.pick({0: 0.2, 512: 0.2}) == (0, 0.2)
    assert stitch_tuner.pick({0: None, 32: None}) == (None, None)


def _opt_has_stitch():
    try:
        out = subprocess.run([find_tool("kfusion-opt"), "--help"], capture_output=True,
                             text=True, timeout=60).stdout
    except OSError:
        return False
    return "--kfusion-plan-stitch" in out


@pytest.mark.skipif(not _opt_has_stitch(), reason="kfusion-opt has no --kfusion-plan-stitch")
def test_write_back_and_cli(tmp_path):
    out = tmp_path / "tuned.mlir"
    stitch_tuner.write_back(LAYERNORM, 64, out)
    text = out.read_text()
    # Every op of the one warp-or-block kernel carries the schedule.
    assert len(re.findall(r"kfusion.stitch_threads = 64 : i64", text)) == 5
    assert "kfusion.stitch_composition = \"block\"" in text
    # kfusion-stitch generates from the written plan.
    proc = subprocess.run([find_tool("kfusion-opt"), str(out), "--kfusion-stitch", "-o",
                           str(tmp_path / "gpu.mlir")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "(64 threads per row" in proc.stderr
    # The command line: T=0 is the model's schedule (no attribute written).
    rc = stitch_tuner.main([str(LAYERNORM), "--times", "0=0.1", "64=0.2", "128=-", "-o",
                            str(tmp_path / "cli.mlir")])
    assert rc == 0
    assert "kfusion.stitch_threads" not in (tmp_path / "cli.mlir").read_text()
    assert stitch_tuner.main([str(LAYERNORM), "--times", "0=-", "-o",
                              str(tmp_path / "none.mlir")]) == 1
