# The bench/cusync driver: `run.py all --sim` end to end for both interpreter flavours; the
# variant machinery through a stand-in for the cuSync passes (identity, a remark, and a
# refusal of one policy: skipped with the reason); `prepare` at a GPU size (lowered, ptxas
# resources, waves); the report's columns; peers.py without torch; the session script.
"""Tests of bench/cusync/run.py, peers.py and gpu-session.sh."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import cusync_testlib as lib  # noqa: E402

RUN = lib.CUSYNC / "run.py"

STAND_IN_OPT = '''#!%(python)s
# A stand-in kfusion-opt: --help lists the cuSync passes; with them the program is passed
# through unchanged with kfusion-plan-sync's remark of a synchronized pair, except that
# kfusion.sync_policy = "strided" fails with an error and "row" is declined ("not
# synchronized"); everything else runs the real tool.
import os, subprocess, sys
REAL = %(real)r
PASSES = ("--kfusion-plan-sync", "--kfusion-insert-semaphores")
args = sys.argv[1:]
if "--help" in args:
    out = subprocess.run([REAL, "--help"], capture_output=True, text=True).stdout
    sys.stdout.write(out + "      --kfusion-plan-sync  - (stand-in)\\n"
                     "      --kfusion-insert-semaphores  - (stand-in)\\n")
    sys.exit(0)
sync = [a for a in args if a.split("=")[0] in PASSES]
if not sync:
    os.execv(REAL, [REAL] + args)
rest = [a for a in args if a not in sync]
src = [a for a in rest if not a.startswith("-")][0]
text = open(src).read()
if 'kfusion.sync_policy = "strided"' in text:
    sys.stderr.write('%%s:1:1: error: policy strided does not cover the dependency\\n' %% src)
    sys.exit(1)
if 'kfusion.sync_policy = "row"' in text:
    sys.stderr.write("%%s:1:1: remark: kfusion-plan-sync: @kernels::@mlp_up -> "
                     "@kernels::@mlp_down: not "
                     "synchronized: policy row: (stand-in) no\\n" %% src)
else:
    sys.stderr.write("%%s:1:1: remark: kfusion-plan-sync: pair 0: @kernels::@mlp_up -> "
                     "@kernels::@mlp_down: policy tile (4 semaphores) (stand-in: %%s)\\n" %% (
                         src, " ".join(sync)))
os.execv(REAL, [REAL] + rest)
'''


def stand_in_bin(tmp_path):
    d = Path(tmp_path) / "bin"
    d.mkdir()
    script = d / "kfusion-opt"
    script.write_text(STAND_IN_OPT % {"python": sys.executable, "real": str(lib.OPT)})
    script.chmod(0o755)
    for tool in ("kfusion-sim", "kfusion-runner"):
        if (lib.BIN / tool).exists():
            (d / tool).symlink_to(lib.BIN / tool)
    return d


def run_driver(args, env=None, timeout=600):
    e = dict(os.environ)
    e.update(env or {})
    proc = subprocess.run([sys.executable, str(RUN)] + [str(a) for a in args],
                          capture_output=True, text=True, env=e, timeout=timeout)
    return proc


def rows_of(out):
    return [json.loads(l) for l in (Path(out) / "workloads.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("flavour", ["simt", "emul"])
def test_all_sim(tmp_path, flavour):
    lib.need_tools()
    out = tmp_path / "out"
    # Emulated tensor cores: the GEMM and the MLP (the convolution pair's emulated
    # variants run in test_cusync_conv.py, under a random skewed schedule); simt: all three.
    workloads = ["--workloads", "gemm,mlp"] if flavour == "emul" else []
    proc = run_driver(["all", "--sim", "--flavour", flavour, "--out", out] + workloads)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    rows = rows_of(out)
    by = {(r["workload"], r["variant"]): r for r in rows}
    assert by[("gemm", "stream")]["status"] == "equal"
    assert by[("mlp", "stream")]["status"] == "equal"
    assert by[("mlp", "stream")]["kernels"] == 2
    # One GEMM has nothing to synchronize: only 'stream'.
    assert {v for w, v in by if w == "gemm"} == {"stream"}
    for v in ("policy-tile", "policy-row", "policy-strided", "planned"):
        r = by[("mlp", v)]
        assert r["status"] == "equal" or r["status"].startswith("skipped"), r
        if r["status"].startswith("skipped"):     # with its reason
            assert "kfusion-opt has no" in r["status"] or r["problems"], r
    tables = (out / "tables.md").read_text()
    assert "## mlp" in tables and "| 64 | 64 |" in tables


def test_variants_through_a_stand_in_pass(tmp_path):
    """With the passes present (a stand-in), each policy variant is made, run and checked;
    one the pass refuses is skipped with the pass's reason; remarks are kept."""
    lib.need_tools()
    out = tmp_path / "out"
    proc = run_driver(["workloads", "--sim", "--workloads", "mlp", "--out", out,
                       "--sim-args", "--schedule=random --blocks-per-sm=1"],
                      env={"KFUSION_BIN": str(stand_in_bin(tmp_path))})
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    by = {r["variant"]: r for r in rows_of(out)}
    for v in ("stream", "policy-tile", "planned"):
        assert by[v]["status"] == "equal", by[v]
    assert any("stand-in" in r for r in by["policy-tile"]["remarks"])
    assert by["planned"]["plan"] == "tile"
    # A declined hand-written policy is not run under its name.
    assert by["policy-row"]["status"] == "skipped: refused by kfusion-plan-sync"
    assert by["policy-row"]["problems"] == ["StreamSync: policy row: (stand-in) no"]
    strided = by["policy-strided"]
    assert strided["status"] == ("skipped: --kfusion-plan-sync --kfusion-insert-semaphores "
                                 "failed")
    assert any("does not cover" in p for p in strided["problems"])
    assert "skipped" in proc.stdout and "does not cover" in proc.stdout
    # The consumer launch carried the attribute into the pass.
    step = (out / "prepared" / "mlp-m64" / "policy-tile.step.mlir").read_text()
    assert 'kfusion.sync_policy = "tile"' in step


def test_sync_plan_from_remarks():
    driver = lib.driver()
    assert driver.sync_plan([]) is None
    assert driver.sync_plan(["x.mlir:1:2: remark: kfusion-plan-sync: pair 0: @k::@a -> "
                             "@k::@b: policy row (2 semaphores, 1.0 waits)"]) == "row"
    assert driver.sync_plan(["x.mlir:1:2: remark: kfusion-plan-sync: @k::@a -> @k::@b: not "
                             "synchronized: StreamSync is as fast (model)"]) == \
        "StreamSync: StreamSync is as fast (model)"


def test_prepare_gpu_size(tmp_path):
    """A GPU-size program is made and lowered (as on the GPU machine before the runs),
    with ptxas's resources and the waves they give where ptxas exists."""
    lib.need_tools(lib.OPT)
    out = tmp_path / "prep"
    proc = run_driver(["prepare", "--out", out, "--workloads", "gemm", "--m", "512",
                       "--jobs", "2"])
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    d = out / "gemm-m512"
    assert (d / "stream.lowered.mlir").exists()
    assert "gpu.binary" in (d / "stream.lowered.mlir").read_text()
    res = json.loads((d / "resources.json").read_text())
    if res:
        assert res["gemm"]["registers"] > 0
        driver = lib.driver()
        from csbench import programs
        info = driver.kernel_info(programs.make("gemm", 512), res, 132)
        assert info[0]["blocks"] == 48 * 4 and info[0]["blocks_per_sm"] >= 1
        assert info[0]["waves"] == -(-192 // (132 * info[0]["blocks_per_sm"]))
    assert json.loads((out / "prepare.json").read_text())["opt"]


def test_kernel_refusal_is_reported(tmp_path):
    """A configuration the generator refuses only while writing the kernel (128 x 192
    tiles of 6 warps: a guarded cp.async) is an invalid configuration with the
    generator's reason, not a traceback."""
    lib.need_tools(lib.OPT)
    out = tmp_path / "prep"
    proc = run_driver(["prepare", "--out", out, "--workloads", "gemm", "--m", "512",
                       "--tile", "128x192x32", "--warps", "2x3"])
    text = proc.stdout + proc.stderr
    assert "Traceback" not in text, text[-3000:]
    assert "invalid configuration" in text and "guarded cp.async" in text, text[-3000:]


def test_report_columns(tmp_path):
    driver = lib.driver()
    launches = [{"describe": "k1", "waves": 1, "wave_fill": 0.73},
                {"describe": "k2", "waves": 2, "wave_fill": 1.45}]
    base = {"workload": "mlp_gpt3", "m": 512, "m_padded": 512, "launches": launches,
            "problems": []}
    rows = [dict(base, variant="stream", status="equal", median_ms=0.5, tflops=300.0),
            dict(base, variant="policy-row", status="equal", median_ms=0.4, tflops=375.0,
                 vs_stream=1.25),
            dict(base, variant="policy-strided", status="skipped: x failed",
                 problems=["error: policy strided does not cover"]),
            dict(base, variant="planned", status="skipped: kfusion-opt has no --kfusion-plan-"
                 "sync (cuSync passes not built yet)")]
    peers = {"rows": [{"workload": "mlp_gpt3", "m": 512, "ms": 0.25, "tflops": 600.0}]}
    text = driver.render_tables(rows, peers, {"device": "H100", "sync_passes": {}})
    line = [l for l in text.splitlines() if l.startswith("| 512 ")][0]
    cells = [c.strip() for c in line.strip("|").split("|")]
    assert cells[:6] == ["512", "512", "0.5000", "0.4000 (1.25x)", "failed", "pass missing"]
    assert "0.50x" in cells and "0.62x" in cells      # cuBLAS / stream, cuBLAS / best
    assert "1 (0.73) / 2 (1.45)" in cells
    assert "policy strided does not cover" in text


def test_peers_without_torch(tmp_path):
    """peers.py records why nothing was measured when torch is missing (this Python)."""
    import importlib.util
    if importlib.util.find_spec("torch") is not None:
        pytest.skip("torch is installed here")
    proc = subprocess.run([sys.executable, str(lib.CUSYNC / "peers.py"), "--out", tmp_path,
                           "--small", "--workloads", "mlp", "--m", "64"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    info = json.loads((tmp_path / "peers.json").read_text())
    assert "no torch" in info["error"] and info["rows"] == []


def test_session_script_syntax():
    subprocess.run(["bash", "-n", str(lib.CUSYNC / "gpu-session.sh")], check=True)
    text = (lib.CUSYNC / "gpu-session.sh").read_text()
    # The bundle is unpacked by bench/session.sh's bench_session.
    assert "run.py all" in text and "--one-run" in text and "bench_session cusync" in text
