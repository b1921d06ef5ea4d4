# The stitching tuner: candidates, choice, write-back with kfusion-opt.
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

from kfusion import stitch_tuner  # noqa: E402
from kfusion.tools import ToolError, find_tool  # noqa: E402

LAYERNORM = ROOT / "test" / "Stitch" / "Inputs" / "layernorm.mlir"


def test_candidates_and_options():
    c = stitch_tuner.candidates()
    assert c[0] == stitch_tuner.MODEL and len(set(c)) == len(c)
    threads = [t for t, r, p in c if t]
    rows = [r for t, r, p in c if r]
    per_thread = [p for t, r, p in c if p]
    assert all(t & (t - 1) == 0 for t in threads) and max(threads) == 1024
    assert rows == [1, 2, 4, 8]
    assert per_thread == [1, 2, 4]
    # Each candidate varies one knob from the model's schedule.
    assert all(sum(1 for k in cand if k) <= 1 for cand in c)
    assert stitch_tuner.plan_options((0, 0, 0)) == ""
    assert stitch_tuner.plan_options((128, 0, 0)) == "threads-per-row=128"
    assert stitch_tuner.plan_options((0, 2, 0)) == "rows-per-block=2"
    assert stitch_tuner.plan_options((0, 0, 4)) == "rows-per-thread=4"
    assert stitch_tuner.plan_options((64, 4, 2)) == \
        "threads-per-row=64 rows-per-block=4 rows-per-thread=2"


def test_names_and_variants_round_trip():
    for cand in stitch_tuner.candidates() + [(64, 4, 0), (64, 4, 2), (0, 8, 4)]:
        assert stitch_tuner.parse_name(stitch_tuner.name(cand)) == cand
        assert stitch_tuner.parse_variant(stitch_tuner.variant_name(cand)) == ("ilp", cand, 0)
    assert stitch_tuner.variant_name((0, 0, 0)) == "ilp"
    assert stitch_tuner.variant_name((64, 0, 0)) == "ilp-t64"
    assert stitch_tuner.variant_name((0, 2, 0)) == "ilp-r2"
    assert stitch_tuner.variant_name((0, 0, 4)) == "ilp-p4"
    assert stitch_tuner.variant_name((64, 2, 4)) == "ilp-t64-r2-p4"
    assert stitch_tuner.name((64, 2, 4)) == "64r2p4"
    assert stitch_tuner.parse_variant("greedy-w8") == ("greedy", (0, 0, 0), 8)
    assert stitch_tuner.parse_variant("ilp-t64-r2-w8") == ("ilp", (64, 2, 0), 8)
    assert stitch_tuner.parse_variant("ilp-r8-p4-w2") == ("ilp", (0, 8, 4), 2)
    for bad in ("loops", "ilp-r", "ilp-x4", "ilp-r2-t64", "ilp-p4-r2", "tuned"):
        assert stitch_tuner.parse_variant(bad) is None, bad
    for bad in ("", "x", "r", "64r", "p", "p2r4"):
        with pytest.raises(ValueError):
            stitch_tuner.parse_name(bad)


def test_l2_policy_suffix():
    assert stitch_tuner.split_l2("ilp-lnone") == ("ilp", "none")
    assert stitch_tuner.split_l2("ilp-t64-r2-lfirst") == ("ilp-t64-r2", "evict_first")
    assert stitch_tuner.split_l2("greedy-llast") == ("greedy", "evict_last")
    assert stitch_tuner.split_l2("ilp-t64") == ("ilp-t64", None)
    assert stitch_tuner.split_l2("ilp-lkeep") == ("ilp-lkeep", None)


def test_pick_fastest_checked():
    assert stitch_tuner.pick({(0, 0, 0): 0.20, (64, 0, 0): 0.18, (128, 0, 0): None,
                              (0, 1, 0): 0.19}) == ((64, 0, 0), 0.18)
    assert stitch_tuner.pick({(0, 0, 0): 0.20, (0, 2, 0): 0.17}) == ((0, 2, 0), 0.17)
    assert stitch_tuner.pick({(0, 0, 0): 0.20, (0, 0, 4): 0.15}) == ((0, 0, 4), 0.15)
    # A tie keeps the model's schedule, then fewer threads, then fewer rows;
    # failed candidates never win.
    assert stitch_tuner.pick({(0, 0, 0): 0.2, (512, 0, 0): 0.2}) == ((0, 0, 0), 0.2)
    assert stitch_tuner.pick({(0, 4, 0): 0.2, (0, 2, 0): 0.2}) == ((0, 2, 0), 0.2)
    assert stitch_tuner.pick({(0, 0, 0): None, (32, 0, 0): None}) == (None, None)


def _opt_has_stitch():
    try:
        out = subprocess.run([find_tool("kfusion-opt"), "--help"], capture_output=True,
                             text=True, timeout=60).stdout
    except (OSError, ToolError):
        return False
    return "--kfusion-plan-stitch" in out


@pytest.mark.skipif(not _opt_has_stitch(), reason="kfusion-opt has no --kfusion-plan-stitch")
def test_write_back_and_cli(tmp_path):
    out = tmp_path / "tuned.mlir"
    stitch_tuner.write_back(LAYERNORM, (64, 0, 0), out)
    text = out.read_text()
    # Every op of the one warp-or-block kernel carries the schedule.
    # Every planned op but the reduction's init fill (absorbed by its reduction).
    assert len(re.findall(r"kfusion.stitch_threads = 64 : i64", text)) == 4
    assert "kfusion.stitch_rows" not in text
    assert "kfusion.stitch_composition = \"block\"" in text
    # kfusion-stitch generates from the written plan.
    proc = subprocess.run([find_tool("kfusion-opt"), str(out), "--kfusion-stitch", "-o",
                           str(tmp_path / "gpu.mlir")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "(64 threads per row" in proc.stderr
    # Rows per block too.
    both = tmp_path / "both.mlir"
    stitch_tuner.write_back(LAYERNORM, (64, 2, 0), both)
    assert len(re.findall(r"kfusion.stitch_rows = 2 : i64", both.read_text())) == 4  # the fill is absorbed
    proc = subprocess.run([find_tool("kfusion-opt"), str(both), "--kfusion-stitch", "-o",
                           str(tmp_path / "gpu2.mlir")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "(64 threads per row, 2 rows per block" in proc.stderr
    # The command line: 0 is the model's schedule (no attribute written).
    rc = stitch_tuner.main([str(LAYERNORM), "--times", "0=0.1", "64=0.2", "128=-", "r2=0.3",
                            "-o", str(tmp_path / "cli.mlir")])
    assert rc == 0
    text = (tmp_path / "cli.mlir").read_text()
    assert "kfusion.stitch_threads" not in text and "kfusion.stitch_rows" not in text
    rc = stitch_tuner.main([str(LAYERNORM), "--times", "0=0.3", "r2=0.2", "-o",
                            str(tmp_path / "cli-rows.mlir")])
    assert rc == 0
    assert "kfusion.stitch_rows = 2 : i64" in (tmp_path / "cli-rows.mlir").read_text()
    assert stitch_tuner.main([str(LAYERNORM), "--times", "0=-", "-o",
                              str(tmp_path / "none.mlir")]) == 1
