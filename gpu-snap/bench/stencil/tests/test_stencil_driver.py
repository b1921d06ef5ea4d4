# Tests of bench/stencil/run.py without a GPU: the whole driver on the interpreter (every
# workload's unfused program checked; the fused variants skipped with the reason while
# kfusion-opt lacks the stencil passes), the fused-variant path through a stand-in
# kfusion-opt that accepts the pass flags and leaves the program as it is (so that the code
# that will run the real passes is exercised today), remark parsing, and the report on
# GPU-like results.
"""End-to-end tests of the stencil benchmark driver on kfusion-sim."""

import importlib.util
import json
import os
import subprocess
import sys

from stencil_testlib import BIN, OPT, SIM, STENCIL, has_pass, need_tools

# bench/hfuse has a run.py too, and pytest runs both suites in one process:
# load this driver under a name of its own rather than as `run`.
sys.path.insert(0, str(STENCIL))
_spec = importlib.util.spec_from_file_location("stencil_run", STENCIL / "run.py")
driver = importlib.util.module_from_spec(_spec)
sys.modules["stencil_run"] = driver
_spec.loader.exec_module(driver)


def _run(args, cwd, bin_dir=BIN):
    env = dict(os.environ, KFUSION_BIN=str(bin_dir))
    return subprocess.run([sys.executable, str(STENCIL / "run.py")] + args, env=env,
                          capture_output=True, text=True, timeout=600, cwd=cwd)


def _rows(out):
    return [json.loads(l) for l in (out / "workloads.jsonl").read_text().splitlines()]


def test_all_on_the_interpreter(tmp_path):
    need_tools(OPT, SIM)
    out = tmp_path / "res"
    # Every variant of every workload but the generated program's window4 grouping: the
    # driver takes it down the path of every other hand grouping (hdiff's, fdtd's), and
    # test_stencil_fusion.py::test_generated_150_kernels[window4] checks its fusion.
    variants = sorted({v for w in driver.WORKLOADS
                       for v in driver.variants_of(driver.make_workload(w, "small"))}
                      - {"window4"})
    proc = _run(["all", "--sim", "--no-peers", "--out", str(out), "--jobs", "2",
                 "--variants", ",".join(variants)], tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    rows = _rows(out)
    assert {r["workload"] for r in rows} == set(driver.WORKLOADS)
    for r in rows:
        if r["variant"] == "unfused":
            assert r["status"] == "equal", r
            assert r["launches_after"] == r["launches"]
        elif not has_pass("kfusion-stencil-fusion"):
            assert r["status"].startswith("skipped: kfusion-opt has no --kfusion-stencil-fusion"), r
            assert "not built yet" in r["status"]
        else:
            assert r["status"] == "equal" and r["compare"] == "equal", r
    variants = {(r["workload"], r["variant"]) for r in rows}
    assert ("hdiff", "flx_fly") in variants and ("fdtd", "two_steps") in variants
    assert ("generated", "planned") in variants
    copy = json.loads((out / "copy.json").read_text())
    assert [r["status"] for r in copy["rows"]] == ["equal", "equal"]
    tables = (out / "tables.md").read_text()
    assert "## hdiff (16x32x32" in tables and "| unfused | 4 -> 4 |" in tables
    if not has_pass("kfusion-stencil-fusion"):
        assert "NOTE: kfusion-opt" in proc.stdout and "skipped (pass missing)" in tables
    assert not list((out / "work").glob("*/*.bin"))         # inputs and outputs cleaned up


def _stand_in_opt(tmp_path):
    """A bin directory whose kfusion-opt accepts --kfusion-stencil-fusion and
    --kfusion-plan-stencil, prints a planner-like remark and otherwise runs the real tool
    (the program is left as it is)."""
    d = tmp_path / "bin"
    d.mkdir()
    script = d / "kfusion-opt"
    script.write_text("""#!/usr/bin/env bash
REAL=%s
for a in "$@"; do
  if [ "$a" = --help ]; then "$REAL" --help
    echo "      --kfusion-stencil-fusion  - (stand-in)"; echo "      --kfusion-plan-stencil  - (stand-in)"; exit 0; fi
done
args=(); fused=
for a in "$@"; do case "$a" in --kfusion-stencil-fusion*|--kfusion-plan-stencil*) fused=1;; *) args+=("$a");; esac; done
if [ -n "$fused" ]; then
  echo "p.mlir:3:5: remark: stencil group 0: 2 launches fused; projected=0.125 ms unfused=0.5 ms" >&2
  echo "p.mlir:4:5: remark: stencil group 1: projected=0.25 unfused=0.25" >&2
fi
exec "$REAL" "${args[@]}"
""" % OPT)
    script.chmod(0o755)
    for tool in ("kfusion-sim", "kfusion-runner"):
        (d / tool).symlink_to(BIN / tool)
    return d


def test_fused_variants_path_with_a_stand_in_pass(tmp_path):
    need_tools(OPT, SIM)
    bin_dir = _stand_in_opt(tmp_path)
    out = tmp_path / "res"
    # (The stencil passes' variants: 'fuse' runs kfusion-fuse, which the stand-in passes
    # through to the real tool; test_all_on_the_interpreter covers it.)
    proc = _run(["workloads", "--sim", "--out", str(out), "--workloads", "hdiff",
                 "--jobs", "2", "--variants", "unfused,all,lap_flx_fly,flx_fly,planned"],
                tmp_path, bin_dir)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    rows = _rows(out)
    assert [r["variant"] for r in rows if r["workload"] == "hdiff"] == \
        ["unfused", "all", "lap_flx_fly", "flx_fly", "planned"]
    for r in rows:
        assert r["status"] == "equal", r
        if r["variant"] != "unfused":
            assert r["compare"] == "equal"
            assert r["projected_ms"] == 0.375 and r["planner_unfused_ms"] == 0.75
            assert r["remarks"] == 2 and len(r["plan_groups"]) == 2
    assert (out / "work" / "hdiff" / "all.fused.mlir").exists()
    assert (out / "work" / "hdiff" / "planned.remarks.txt").read_text().count("remark:") == 2


def test_parse_remarks():
    text = "\n".join([
        "a.mlir:3:5: remark: stencil group 0 (3 launches): projected=0.21 ms unfused=0.6 ms",
        "a.mlir:9:5: remark: stencil group 1 declined: non-constant offset in @k2",
        "a.mlir:12:5: remark: stencil group 2: projected = 1.5e-1, unfused = 2e-1",
        "note: unrelated"])
    r = driver.parse_remarks(text)
    assert r["count"] == 3 and r["declined"] == 1
    assert abs(r["projected_ms"] - 0.36) < 1e-12 and abs(r["planner_unfused_ms"] - 0.8) < 1e-12
    assert driver.parse_remarks("")["projected_ms"] is None


def test_report_columns(tmp_path):
    # A GPU-like result: bandwidth, copy fraction, speedup, peers and the planner's times.
    d = tmp_path / "r"
    d.mkdir()
    rows = [
        {"workload": "jacobi", "variant": "unfused", "shape": [8192, 8192], "launches": 3,
         "groups": 0, "launches_after": 3, "bytes": 536870912, "status": "equal",
         "median_ms": 0.6, "min_ms": 0.59, "max_ms": 0.62, "gbs": 894.8},
        {"workload": "jacobi", "variant": "all", "shape": [8192, 8192], "launches": 3,
         "groups": 1, "launches_after": 1, "bytes": 536870912, "status": "equal",
         "median_ms": 0.2, "min_ms": 0.19, "max_ms": 0.21, "gbs": 2684.4, "speedup": 3.0,
         "projected_ms": 0.18, "planner_unfused_ms": 0.55}]
    (d / "workloads.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    (d / "copy.json").write_text(json.dumps({"copy_gbs": 3000.0, "rows": [
        {"program": "copy_memcpy", "status": "equal", "median_ms": 0.7158, "gbs": 3000.0}]}))
    (d / "peers.json").write_text(json.dumps({"rows": [
        {"workload": "jacobi", "impl": "torch.compile", "ms": 0.598, "gbs": 897.8,
         "check": "equal (small)"},
        {"workload": "copy", "impl": "torch copy_", "ms": 0.71, "gbs": 3024.0}]}))
    text = driver.render_tables(driver.load_rows(d), driver.read_copy(d), driver.read_peers(d))
    assert "| all | 3 -> 1 | 1 | equal | 0.2000 | 0.1900 | 0.2100 | 2684 | 0.89 | 3.00x | " \
        "2.99x | 0.1800 | 0.5500 |" in text
    assert "| torch.compile | - | - | equal (small) | 0.5980 |" in text
    assert "copy_memcpy 0.7158 ms = 3000 GB/s" in text
    proc = _run(["report", "--results", str(d), "--out", str(tmp_path / "rep")], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "rep" / "tables.md").read_text().count("| all |") == 1


def test_gpu_session_script_parses():
    assert subprocess.run(["bash", "-n", str(STENCIL / "gpu-session.sh")]).returncode == 0
