# Tests of bench/models/run.py without a GPU: the --sim path end to end (kfusion-fuse, @main,
# kfusion-sim running the wgmma GEMM kernels as they are, the check against PyTorch on the CPU where torch is
# installed, else against the reference the import recorded) for GPT-2, LLaMA (rotary
# tables) and ResNet (convolutions, an i64 argument), skipped where their programs (generated,
# not committed) were not imported; the report from GPU-like rows; the peers and GPU session
# scripts.
"""End-to-end tests of the model-block benchmark driver on kfusion-sim."""

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

MODELS_DIR = Path(__file__).resolve().parents[1]
REPO = MODELS_DIR.parents[1]
BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")

# bench/stitch, bench/stencil and bench/hfuse have a run.py too, and pytest runs the suites
# in one process: load this driver under a name of its own.
_spec = importlib.util.spec_from_file_location("models_run", MODELS_DIR / "run.py")
driver = importlib.util.module_from_spec(_spec)
sys.modules["models_run"] = driver
_spec.loader.exec_module(driver)


def _run(args, cwd, script="run.py"):
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    return subprocess.run([sys.executable, str(MODELS_DIR / script)] + args, env=env,
                          capture_output=True, text=True, timeout=600, cwd=cwd)


def _need_tools():
    for tool in ("kfusion-opt", "kfusion-sim"):
        if not os.access(BIN / tool, os.X_OK):
            pytest.skip("%s not built" % (BIN / tool))


def _need_programs(models):
    programs = driver.programs
    missing = [programs.key_of(m, "float16", "small") for m in models
               if not programs.is_imported(m, "float16", "small")]
    if missing:
        pytest.skip("%s not imported into %s: %s" % (", ".join(missing), programs.PROGRAM_DIR,
                                                     programs.MAKE_PROGRAMS))


def test_all_on_the_interpreter(tmp_path):
    _need_tools()
    _need_programs(["gpt2", "llama", "resnet"])
    out = tmp_path / "res"
    proc = _run(["all", "--sim", "--out", str(out), "--models", "gpt2,llama,resnet"],
                tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    rows = [json.loads(l) for l in (out / "workloads.jsonl").read_text().splitlines()]
    assert [r["program"] for r in rows] == ["gpt2.float16.small", "llama.float16.small",
                                            "resnet.float16.small"]
    try:
        import torch  # noqa: F401
        reference = "PyTorch CPU float32"
    except ImportError:
        reference = "recorded"
        assert "NOTE: no torch here" in proc.stdout
    for r in rows:
        assert r["status"] == "equal", r
        assert r["reference"] == reference, r
        assert r["launches"] >= 1 and r["chosen"] in r["candidates"], r
        assert r["projected_us"] == r["candidates"][r["chosen"]]["us"], r
        assert 0 < r["rel_error"] <= r["tolerance"], r
        assert "median_ms" not in r, r
        work = out / "work" / r["program"]
        assert "kfusion-fuse of @step" in (work / "remarks.txt").read_text()
        assert "func.func @main()" in (work / "main.mlir").read_text()
        assert not list(work.glob("**/*.bin"))      # inputs and outputs cleaned up
    assert "peers: none with --sim" in proc.stdout
    tables = (out / "tables.md").read_text()
    assert "| gpt2 | float16 | 1x64x64 | %d / - / - / - | equal | - |" % rows[0]["launches"] \
        in tables
    assert "- `resnet.float16.small`: stitch " in tables
    assert (out / "summary.md").read_text().count("| equal |") == 3
    # Another run with --prepared runs the programs prepared there, preparing nothing.
    again = tmp_path / "again"
    proc = _run(["workloads", "--sim", "--out", str(again), "--models", "gpt2,resnet",
                 "--prepared", str(out), "--no-table"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = [json.loads(l) for l in (again / "workloads.jsonl").read_text().splitlines()]
    assert [r["status"] for r in rows] == ["equal", "equal"]
    assert rows[0]["prepared_in"] == str(out / "work" / "gpt2.float16.small")
    assert not list(again.glob("work/*/fused.mlir"))


def test_tune_on_the_interpreter_then_the_cache(tmp_path):
    # tune --sim: each candidate prepared apart (per-region by choose=; the stencil
    # candidate, which a GPT-2 block is not offered, a row saying so), checked on
    # kfusion-sim, its tuning record written, no entries (nothing timed). Then the rows as a
    # GPU run would leave them (median_ms added here: no GPU) give entries under the
    # records' problem, and kfusion-fuse with that cache chooses by the measurements.
    _need_tools()
    _need_programs(["gpt2"])
    out = tmp_path / "tune"
    proc = _run(["tune", "--sim", "--out", str(out), "--models", "gpt2", "--dtypes",
                 "float16", "--candidates", "stitch,unfused,stencil,per-region"], tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "times nothing: no entries" in proc.stdout
    rows = [json.loads(l) for l in (out / "tune.jsonl").read_text().splitlines()]
    # (GPT-2 is not a stencil program: its stencil candidate is not offered, not a failure.)
    assert [(r["candidate"], r["status"]) for r in rows] == [
        ("stitch", "equal"), ("unfused", "equal"), ("stencil", "not offered"),
        ("per-region", "equal")]
    assert [r.get("chosen") for r in rows if r["status"] == "equal"] == [
        "stitch", "unfused", "per-region"]
    rows = [r for r in rows if r["status"] == "equal"]
    problems = {json.dumps(json.loads(Path(r["record"]).read_text())["functions"][0]["problem"])
                for r in rows}
    assert len(problems) == 1
    assert "| unfused | equal |" in proc.stdout
    for r, ms in zip(rows, (0.5, 0.1, 0.3)):
        r["median_ms"] = ms
    entries, problems = driver.tune_entries(rows, "test")
    assert problems == []
    assert [(e["config"]["candidate"], e["ms"], e["kind"]) for e in entries] == [
        ("stitch", 0.5, "fuse"), ("unfused", 0.1, "fuse"), ("per-region", 0.3, "fuse")]
    cache = tmp_path / "cache.json"
    c = driver.tune.load_cache(cache)
    driver.tune.add_entries(c, entries)
    driver.tune.save_cache(cache, c)
    args = argparse.Namespace(device="h200", fuse_options="", cache=str(cache), timeout=600)
    os.environ["KFUSION_BIN"] = str(BIN)
    assert driver.check_tuned_choices(args, rows) == 0
    # Rows that say stitch is fastest against the cache written above (unfused): caught.
    rows[0]["median_ms"] = 0.01
    assert driver.check_tuned_choices(args, rows) == 1
    # A row whose record is gone is reported, not entered.
    Path(rows[0]["record"]).unlink()
    entries, problems = driver.tune_entries(rows, "test")
    assert len(entries) == 2 and len(problems) == 1 and "stitch" in problems[0]


def test_tune_status_of_candidates_a_function_lacks():
    # What the H200's tuning run showed: GPT-2's per-region candidate is not built where
    # every region takes one candidate, which is no failure; a stencil candidate not offered
    # likewise; a real refusal stays one.
    refused = {"status": "kfusion-fuse refused", "problems": [
        "error: kfusion-fuse: the candidate asked for (choose=per-region) of @step could not "
        "be built; per-region not built: every region's fastest is stitch; stencil not "
        "offered: 'linalg.generic': a reduction"]}
    assert driver.tune_status("per-region", refused) == "not built"
    assert driver.tune_status("stencil", {"status": "kfusion-fuse refused", "problems": [
        "error: no candidate of @step could be built: stencil not offered: 'x': y"]}) == \
        "not offered"
    assert driver.tune_status("stitch", refused) == "kfusion-fuse refused"


def test_tune_gemms_on_the_interpreter(tmp_path):
    # tune-gemms --sim: GPT-2's block fused against an empty cache (each tensor-core GEMM
    # kernel's remark names its plan and missed problem), then with each candidate plan
    # handed to every missed problem; the same for the alternative candidates' GEMMs the
    # chosen program lacks; every build checked on kfusion-sim (the wgmma kernels as
    # they are) against PyTorch or the recorded reference; no times, no entries. (Ping-pong
    # teams of one warpgroup on 128 x 128 tiles: every GEMM of the block takes them, its
    # residual epilogues too, which 128 x 192 teams have no registers for.)
    _need_tools()
    _need_programs(["gpt2"])
    out = tmp_path / "tg"
    proc = _run(["tune-gemms", "--sim", "--out", str(out), "--models", "gpt2", "--dtypes",
                 "float16", "--gemm-candidates",
                 "model;schedule=pingpong tile=128,128 groups=1,1 stages=5"], tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "times nothing: no entries" in proc.stdout
    assert "tensor-core GEMM kernels" in proc.stdout
    rows = [json.loads(l) for l in (out / "tune-gemms.jsonl").read_text().splitlines()]
    # The chosen program's GEMMs, then those of the alternatives it lacks (each GEMM alone,
    # another problem than with its epilogue), each built with choose=.
    picks = sorted({r["pick"] for r in rows})
    assert "stitch" in picks and "stitch-gemm-alone" in picks, picks
    assert "stitch-gemm-alone (an alternative): " in proc.stdout
    chosen = [r for r in rows if r["pick"] == "stitch"]
    alone = [r for r in rows if r["pick"] == "stitch-gemm-alone"]
    assert not {json.dumps(r["problem"], sort_keys=True) for r in chosen} & \
        {json.dumps(r["problem"], sort_keys=True) for r in alone}
    kernels = sorted({(r["pick"], r["kernel"]) for r in rows})
    assert len(kernels) >= 2, rows
    for pick, k in kernels:
        rs = [r for r in rows if r["kernel"] == k and r["pick"] == pick]
        assert [r["candidate"] for r in rs] == [
            "model", "schedule=pingpong tile=128,128 groups=1,1 stages=5"], rs
        assert all(r["status"] == "equal" and r["us"] is None for r in rs), rs
        assert rs[0]["problem"] == rs[1]["problem"] and rs[0]["problem"]["m"] == 64
        # The candidate's plan is what the kernel was built with (its remark says so).
        assert rs[1]["config"]["tile"][:2] == [128, 128], rs[1]
        assert rs[1]["config"]["schedule"] == "pingpong" and rs[1]["config"]["stages"] == 5
        assert rs[0]["config"] != rs[1]["config"]
    assert "| %s | %s | 64x" % kernels[0] in proc.stdout


@pytest.mark.parametrize("options, message", [
    (["--gemm-candidates", "model;tiles=128,128"], "a GEMM candidate's option is one of"),
    (["--fuse-options", "tuning-cache=x.json"], "must not name a tuning cache")])
def test_tune_gemms_refuses(tmp_path, options, message):
    # A candidate that is not a plan, or a tuning cache among the fuse options (each build
    # reads its own), stops the tuner with the reason (exit 2), before anything is timed.
    _need_tools()
    _need_programs(["gpt2"])
    proc = _run(["tune-gemms", "--sim", "--out", str(tmp_path / "tg"), "--models", "gpt2",
                 "--dtypes", "float16"] + options, tmp_path)
    assert proc.returncode == 2 and message in proc.stdout, proc.stdout + proc.stderr


def test_tune_gemms_needs_a_cache_on_the_gpu(tmp_path):
    proc = _run(["tune-gemms", "--out", str(tmp_path)], tmp_path)
    assert proc.returncode == 2 and "tune-gemms: --cache FILE is required" in proc.stderr


def test_report_from_gpu_rows(tmp_path):
    d = tmp_path / "r"
    d.mkdir()
    base = {"model": "gpt2", "dtype": "float16", "size": "gpu", "inputs": [[1, 1024, 768]],
            "status": "equal", "tolerance": 0.015625}
    rows = [dict(base, program="gpt2.float16.gpu", launches=14, chosen="stitch",
                 projected_us=130.7, median_ms=0.2, min_ms=0.19, max_ms=0.25,
                 projected_over_measured=0.6535, rel_error=0.0012, eager_rel_error=0.0009,
                 candidates={"stitch": {"us": 130.7, "launches": 14},
                             "unfused": {"us": 400.0, "launches": 79}}),
            dict(base, program="llama.float16.gpu", model="llama", inputs=[[1, 1024, 4096]],
                 status="MISMATCH", problems=["output 0: 7 of 4194304 elements differ"],
                 launches=26, chosen="stitch-unpacked", projected_us=4771.2),
            dict(base, program="resnet.float16.gpu", model="resnet", status="not imported",
                 problems=["no programs/resnet.float16.gpu.json"], inputs=[])]
    (d / "workloads.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    (d / "meta.json").write_text(json.dumps({"device": "NVIDIA H200", "date": "d",
                                             "commit": "c", "warmup": 5, "repeat": 20,
                                             "flush_cache_mib": 256,
                                             "kfusion_fuse": "device=h200",
                                             "chip": "sm_90a"}))
    (d / "peers.json").write_text(json.dumps({"torch": "2.9", "rows": [
        {"program": "gpt2.float16.gpu", "impl": "torch eager", "ms": 0.3, "kernels": 23,
         "check": "equal"},
        {"program": "gpt2.float16.gpu", "impl": "torch.compile", "ms": 0.25, "kernels": 11,
         "check": "equal"},
        {"program": "gpt2.float16.gpu", "impl": "torch.compile max-autotune", "ms": 0.22,
         "kernels": 9, "check": "equal", "note": "compile 41 s"},
        {"program": "gpt2.float16.gpu", "impl": "torch eager CUDA graph", "ms": 0.24,
         "kernels": 23, "check": "equal", "note": "runs 0.2400 / 0.4100 ms apart: the "
         "faster counts"},
        {"program": "gpt2.float16.gpu", "impl": "torch.compile reduce-overhead", "ms": 0.21,
         "kernels": 11, "check": "equal"},
        {"program": "llama.float16.gpu", "impl": "torch eager", "ms": 4.0, "kernels": 40,
         "check": "MISMATCH: output 0: 1 of 4194304 elements differ"}]}))
    text = driver.render_tables(driver.load_rows(d), driver.read_peers(d))
    assert driver.COLUMNS[3] == "launches (ours / eager / compile / autotune)"
    # torch.compile's max-autotune mode is a column of its own beside the default mode,
    # and so is eager PyTorch replayed as a CUDA graph.
    assert "| gpt2 | float16 | 1x1024x768 | 14 / 23 / 11 / 9 | equal | 0.2000 [0.1900, " \
        "0.2500] | 0.3000 | 0.2400 | 0.2500 | 0.2200 | 1.50x | 1.20x | 1.25x | 1.10x | " \
        "0.0012 / 0.0009 | stitch | 0.1307 | 0.65 |" in text
    assert "| llama | float16 | 1x1024x4096 | 26 / 40 / - / - | MISMATCH | - | 4.0000 | - | " \
        "- | - | - | - | - | - | - / - | stitch-unpacked | 4.7712 | - |" in text
    assert "| resnet | float16 | - | - / - / - / - | not imported |" in text
    assert "- `gpt2.float16.gpu` torch.compile max-autotune: compile 41 s" in text
    # A peer's notes (its two runs far apart); a peer beyond the columns (peers.py --modes
    # reduce-overhead) is a note with its ratio.
    assert "- `gpt2.float16.gpu` torch eager CUDA graph: runs 0.2400 / 0.4100 ms apart" in text
    assert "- `gpt2.float16.gpu` torch.compile reduce-overhead: 0.2100 ms (1.05x ours)" in text
    assert "- `gpt2.float16.gpu`: stitch 0.1307 ms (14 launches), unfused 0.4000 ms " \
        "(79 launches)" in text
    assert "- `llama.float16.gpu` MISMATCH: output 0: 7 of 4194304 elements differ" in text
    assert "- `llama.float16.gpu` torch eager: MISMATCH: output 0: 1 of" in text
    short = driver.render_tables(driver.load_rows(d), driver.read_peers(d), short=True)
    assert "| gpt2.float16.gpu | equal | 0.2000 | 0.3000 | 0.2400 | 0.2500 | 0.2200 | " \
        "1.50x | 1.20x | 1.25x | 1.10x | stitch | 0.65 |" in short
    proc = _run(["report", "--results", str(d), "--out", str(tmp_path / "rep")], tmp_path)
    assert proc.returncode == 0, proc.stderr
    rep = (tmp_path / "rep" / "tables.md").read_text()
    assert rep.startswith("Device: NVIDIA H200") and "peers: torch 2.9" in rep
    assert (tmp_path / "rep" / "summary.md").read_text() == short + "\n"


def test_peers_without_torch_or_gpu(tmp_path):
    # On a machine without torch (or without CUDA) the peers write why, and exit 0.
    proc = _run(["--out", str(tmp_path), "--size", "small"], tmp_path, script="peers.py")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    info = json.loads((tmp_path / "peers.json").read_text())
    assert info.get("error") or info["rows"]


def test_peers_unknown_compile_mode(tmp_path):
    # A torch.compile mode peers.py does not know is refused before anything is measured.
    proc = _run(["--out", str(tmp_path), "--modes", "default,fastest"], tmp_path,
                script="peers.py")
    assert proc.returncode == 2
    assert "unknown torch.compile mode fastest (known: default, max-autotune, " \
        "reduce-overhead, eager-graph)" in proc.stderr


def test_peers_timed_twice():
    # Each peer is timed twice in a row and the faster run counts (a host stall in one run
    # does not become the peer's time); both runs are kept.
    spec = importlib.util.spec_from_file_location("models_peers", MODELS_DIR / "peers.py")
    peers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(peers)
    times = iter([0.41, 0.24])
    assert peers.timed_twice(lambda call: next(times), None) == (0.24, [0.41, 0.24])


def test_gpu_session_script_parses():
    assert subprocess.run(["bash", "-n", str(MODELS_DIR / "gpu-session.sh")]).returncode == 0
    assert subprocess.run(["bash", "-n", str(MODELS_DIR / "make-programs.sh")]).returncode == 0
    assert subprocess.run(["bash", "-n", str(MODELS_DIR / "tune-session.sh")]).returncode == 0
    assert subprocess.run(["bash", "-n",
                           str(MODELS_DIR / "tune-gemms-session.sh")]).returncode == 0
