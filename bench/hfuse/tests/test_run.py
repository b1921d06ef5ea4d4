# Tests of bench/hfuse/run.py without a GPU: the 'pairs' phase on the interpreter (every
# candidate of the HFuse search, the baselines and the serial form run once on kfusion-sim
# and their outputs are checked against the kernels' references) and the 'report' phase on
# the JSON it writes.
"""End-to-end tests of the HFuse benchmark driver on kfusion-sim."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]
REPO = HERE.parents[1]
BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")


def _need_tools():
    for tool in ("kfusion-opt", "kfusion-sim"):
        if not (BIN / tool).exists():
            pytest.skip("%s not built" % tool)


def _run(args, tmp_path):
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    return subprocess.run([sys.executable, str(HERE / "run.py")] + args, env=env,
                          capture_output=True, text=True, timeout=600, cwd=tmp_path)


def _check_register_bounds(fused):
    """A register-bounded candidate exists only where the bound is below what ptxas
    allocates for the same partition and grid variant unbounded (or ptxas figures are
    unknown); how many there are depends on the ptxas at hand."""
    unbounded = {(tuple(c["partition"]), c["variant"]): c for c in fused
                 if c["max_registers"] is None}
    for c in fused:
        if c["max_registers"] is not None:
            regs = unbounded[(tuple(c["partition"]), c["variant"])]["registers"]
            assert regs is None or c["max_registers"] < regs, c


def test_pairs_on_the_interpreter_then_report(tmp_path):
    _need_tools()
    out = tmp_path / "res"
    proc = _run(["pairs", "--sim", "--out", str(out), "--pairs",
                 "histogram+batchnorm", "--ratios", "0.5", "--base-scale", "0.0002",
                 "--jobs", "2", "--seed", "11"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = [json.loads(l) for l in (out / "pairs.jsonl").read_text().splitlines()]
    assert len(rows) == 1
    row = rows[0]
    assert row["pair"] == "histogram+batchnorm" and row["ratio"] == 0.5
    names = [c["name"] for c in row["candidates"]]
    assert names[:5] == ["sequential", "two streams", "histogram alone",
                         "batchnorm alone", "serial"]
    # The interleaved blocks are a candidate too (checked below like every other).
    assert "blocks" in names and names.index("blocks") < names.index("fused 128+896")
    fused = [c for c in row["candidates"] if c["role"] == "fused"]
    # 512 + 512 threads: the first kernel from 128 in steps of 128 below 1024.
    assert sorted(tuple(c["partition"]) for c in fused if c["max_registers"] is None) == \
        [(128, 896), (256, 768), (384, 640), (512, 512), (640, 384), (768, 256), (896, 128)]
    _check_register_bounds(fused)
    for c in row["candidates"]:
        assert c["status"] == "outputs equal (kfusion-sim, not timed)", c
    report = _run(["report", "--results", str(out), "--out", str(tmp_path / "rep"),
                   "--no-plots"], tmp_path)
    assert report.returncode == 0, report.stderr
    table = (tmp_path / "rep" / "tables.md").read_text()
    assert "| histogram+batchnorm | 0.5 |" in table
    assert "%d ok, 0 mismatch" % len(row["candidates"]) in table


def test_a_broken_candidate_is_caught(tmp_path):
    # A fused candidate whose outputs differ from the references must be reported as a
    # mismatch: the maxpool kernel is regenerated for the partition without its padding,
    # which the references notice.
    _need_tools()
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(REPO / "python"))
    import numpy as np
    from hfbench import dl
    from hfbench import program as hp
    from kfusion import hfuse_tuner as ht
    import run as driver

    ka = dl.KERNELS["histogram"](scale=0.0002)
    kb = dl.KERNELS["maxpool"](scale=0.0002)
    rng = np.random.default_rng(5)
    inputs = hp.write_inputs([ka, kb], tmp_path / "in", rng)
    expected = [driver.Expected(ka, inputs[0], rng), driver.Expected(kb, inputs[1], rng)]
    seq = tmp_path / "seq.mlir"
    seq.write_text(hp.program([ka, kb], "sequential"))

    def broken(part):
        kb2 = dl.KERNELS["maxpool"](scale=0.0002, threads=part[1])
        # No padding: windows shift by one row and column (a wrong kernel that still
        # stays in bounds).
        assert "%pad = arith.constant 1 : index" in kb2.gpu_funcs
        kb2.gpu_funcs = kb2.gpu_funcs.replace("%pad = arith.constant 1 : index",
                                              "%pad = arith.constant 0 : index")
        return hp.program([dl.KERNELS["histogram"](scale=0.0002, threads=part[0]), kb2],
                          "sequential")

    def check(cand, outdir, text):
        got = hp.read_outputs([ka, kb], outdir)
        return expected[0].check(got[0]) + expected[1].check(got[1])

    os.environ["KFUSION_BIN"] = str(BIN)
    tuner = ht.Tuner(seq, 0, "main", program_for_partition=broken, gpu=False,
                     check="outputs", check_outputs=check, register_bounds=False,
                     env={"KFUSION_INPUT_DIR": str(tmp_path / "in")},
                     workdir=tmp_path / "w", log=lambda s: None, jobs=2)
    tuner.run()
    assert tuner.candidates[0].status.startswith("outputs equal")
    fused = [c for c in tuner.candidates if c.role == "fused"]
    assert fused and all(c.status.startswith("mismatch: maxpool.") for c in fused), \
        [c.status for c in fused]


@pytest.mark.parametrize("name", ["sha256d", "ethash"])
def test_sampled_reference_check(name, tmp_path):
    # Hash kernels at benchmark sizes are checked on a random sample of nonces
    # (reference_at): the sample agrees with a run on the interpreter, and a corrupted
    # sampled row is reported.
    _need_tools()
    sys.path.insert(0, str(HERE))
    import numpy as np
    from hfbench import crypto
    from hfbench import program as hp
    import run as driver

    extra = {"dag_bytes": 1 << 16} if name == "ethash" else {}
    k = crypto.KERNELS[name](scale=1e-4, **extra)
    rng = np.random.default_rng(3)
    prog = tmp_path / "p.mlir"
    prog.write_text(hp.program([k], "sequential"))
    inputs = hp.write_inputs([k], tmp_path / "in", rng)[0]
    proc = hp.run(str(BIN / "kfusion-sim"), prog, tmp_path / "in", tmp_path / "out")
    assert proc.returncode == 0, proc.stdout
    got = hp.read_outputs([k], tmp_path / "out")[0]
    expected = driver.Expected(k, inputs, rng, full_limit=0)
    assert expected.sample is not None and expected.describe().endswith("sampled rows")
    assert expected.check(got) == []
    first = k.outputs()[0].name
    row = int(expected.sample[len(expected.sample) // 2])
    got[first] = got[first].copy()
    got[first][row] ^= 1
    problems = expected.check(got)
    assert len(problems) == 1 and "(row %d)" % row in problems[0], problems


def test_equalize_grids():
    sys.path.insert(0, str(HERE))
    from hfbench import dl, crypto
    import run as driver
    # A fixed grid (batchnorm: one block per channel) is taken by the grid-stride partner.
    bn, hist = dl.KERNELS["batchnorm"](scale=0.01), dl.KERNELS["histogram"](scale=0.01)
    ga, gb = driver.equalize_grids(bn, hist)
    assert ga == gb == tuple(bn.launch.grid) == tuple(hist.launch.grid)
    # Two grid-stride kernels share the smaller grid, but not below MIN_GRID blocks.
    sha, eth = crypto.KERNELS["sha256d"](scale=1.0), crypto.KERNELS["ethash"](
        scale=0.6, dag_bytes=1 << 16)
    small = min(sha.launch.grid[0], eth.launch.grid[0])
    ga, gb = driver.equalize_grids(sha, eth)
    assert ga == gb == (max(small, driver.MIN_GRID), 1, 1)


def test_both_grid_choices_on_the_interpreter(tmp_path):
    # --grids both: every partition is tried with one shared grid and with each kernel's
    # own grid, as separate candidates, all checked against the references.
    _need_tools()
    out = tmp_path / "res"
    proc = _run(["pairs", "--sim", "--out", str(out), "--pairs", "batchnorm+maxpool",
                 "--ratios", "1", "--base-scale", "0.0002", "--jobs", "2", "--seed", "5",
                 "--grids", "both"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    row = json.loads((out / "pairs.jsonl").read_text().splitlines()[0])
    fused = [c for c in row["candidates"] if c["role"] == "fused"]
    variants = {c["variant"] for c in fused}
    assert variants == {"shared grid", "own grids"}
    shared = sorted(tuple(c["partition"]) for c in fused if c["variant"] == "shared grid")
    own = sorted(tuple(c["partition"]) for c in fused if c["variant"] == "own grids")
    assert shared == own and shared
    assert any(c["name"].endswith("[own grids]") for c in fused)
    _check_register_bounds(fused)
    for c in row["candidates"]:
        assert c["status"] == "outputs equal (kfusion-sim, not timed)", c


def test_kernels_on_the_interpreter(tmp_path):
    # kernels --sim: each kernel alone through the shared check-then-time sequence
    # (kfusion.bench), unlowered on kfusion-sim: checked against its reference, not timed.
    _need_tools()
    out = tmp_path / "res"
    proc = _run(["kernels", "--sim", "--out", str(out), "--kernels", "histogram,sha256d",
                 "--scale", "0.0002", "--seed", "3", "--jobs", "1"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = json.loads((out / "kernels.json").read_text())
    assert result["meta"]["sim"] is True
    rows = result["kernels"]
    assert sorted(rows) == ["histogram", "sha256d"]
    for name, row in rows.items():
        assert row["status"] == "equal" and row["problems"] == [], row
        assert row["check"].startswith("numpy/hashlib reference"), row
        assert "median_ms" not in row and row["kernel"] == name
    report = _run(["report", "--results", str(out), "--out", str(tmp_path / "rep"),
                   "--no-plots"], tmp_path)
    assert report.returncode == 0, report.stderr
    table = (tmp_path / "rep" / "tables.md").read_text()
    assert "| histogram | memory | 512x1x1 | 27x1x1 | - | - | - | equal numpy/hashlib" in table


def test_peers_without_torch_record_why(tmp_path):
    # peers.py with kfusion.bench's PeerRecord / load_torch: without torch (or a GPU) it
    # writes peers.json saying why, measures nothing and exits 0.
    try:
        import torch  # noqa: F401
        pytest.skip("torch is installed here")
    except ImportError:
        pass
    calib = tmp_path / "kernels.json"
    calib.write_text(json.dumps({"kernels": {}}))
    proc = subprocess.run([sys.executable, str(HERE / "peers.py"), "--out", str(tmp_path),
                           "--calibration", str(calib), "--ratio", "2"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    peers = json.loads((tmp_path / "peers.json").read_text())
    assert peers["rows"] == [] and peers["error"].startswith("no torch")
    assert peers["ratio"] == 2.0 and peers["base_scale"] == 1.0 and "date" in peers
