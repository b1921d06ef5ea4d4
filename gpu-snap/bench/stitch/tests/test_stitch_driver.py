# Tests of bench/stitch/run.py without a GPU: the whole driver on the interpreter (the
# upstream loops checked for every workload; the plan variants skipped with the reason while
# kfusion-opt lacks --kfusion-stitch-to-gpu, checked when it has it), the stitched path
# through a stand-in pass (stitch_testlib.stand_in_bin) so that the code that will run the
# real pass is exercised today, remark parsing, the report on GPU-like results, and the
# peers and GPU session scripts.
"""End-to-end tests of the stitching benchmark driver on kfusion-sim."""

import importlib.util
import json
import os
import subprocess
import sys

from stitch_testlib import BIN, OPT, SIM, STITCH, has_pass, need_tools, stand_in_bin

# bench/stencil and bench/hfuse have a run.py too, and pytest runs the suites in one
# process: load this driver under a name of its own.
_spec = importlib.util.spec_from_file_location("stitch_run", STITCH / "run.py")
driver = importlib.util.module_from_spec(_spec)
sys.modules["stitch_run"] = driver
_spec.loader.exec_module(driver)


def _run(args, cwd, bin_dir=BIN, script="run.py"):
    env = dict(os.environ, KFUSION_BIN=str(bin_dir))
    return subprocess.run([sys.executable, str(STITCH / script)] + args, env=env,
                          capture_output=True, text=True, timeout=600, cwd=cwd)


def _rows(out):
    return [json.loads(l) for l in (out / "workloads.jsonl").read_text().splitlines()]


def test_all_on_the_interpreter(tmp_path):
    need_tools(OPT, SIM)
    out = tmp_path / "res"
    proc = _run(["all", "--sim", "--no-peers", "--out", str(out), "--jobs", "2"], tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    rows = _rows(out)
    assert {r["workload"] for r in rows} == set(driver.WORKLOADS)
    for r in rows:
        if r["variant"] == "loops":
            assert r["status"] == "equal" and r["kernels"] is None, r
        elif not has_pass():
            assert r["status"] == "skipped: kfusion-opt has no --kfusion-stitch-to-gpu " \
                "(stitching not built yet)", r
        else:
            assert r["status"] == "equal", r
            assert r["kernels"] >= 1 and r["remarks"] >= 1, r
            if r["variant"] != "none":
                assert r["compare"] == "equal", r
    assert [r["variant"] for r in rows if r["workload"] == "logreg"] == \
        ["loops", "none", "greedy", "ilp"]
    copy = json.loads((out / "copy.json").read_text())
    assert [r["status"] for r in copy["rows"]] == ["equal", "equal"]
    tables = (out / "tables.md").read_text()
    assert "## layernorm (x 64x256, gamma 256, beta 256, y 64x256; 6 linalg ops" in tables
    assert "| upstream loops (host) | - | equal |" in tables
    if not has_pass():
        assert "NOTE: kfusion-opt" in proc.stdout and "skipped (pass missing)" in tables
    for name in driver.WORKLOADS:       # inputs and outputs cleaned up
        assert not list((out / "work" / name).glob("**/*.bin"))


def test_stitched_path_with_a_stand_in_pass(tmp_path):
    # The stand-in stitches into one single-thread kernel (the upstream loops on the device)
    # and remarks 'composition=loops score=1.5'.
    need_tools(OPT, SIM)
    bin_dir = stand_in_bin(tmp_path)
    out = tmp_path / "res"
    proc = _run(["workloads", "--sim", "--out", str(out), "--workloads",
                 "logreg,transformer", "--jobs", "2"], tmp_path, bin_dir)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    rows = _rows(out)
    assert [(r["workload"], r["variant"]) for r in rows] == [
        (w, v) for w in ("logreg", "transformer") for v in ("loops", "none", "greedy", "ilp")]
    for r in rows:
        assert r["status"] == "equal", r
        if r["variant"] != "loops":
            assert r["kernels"] == 1 and r["remarks"] == 2 and r["score_sum"] == 1.5, r
            assert r["modelled_us"] == 2.0, r
            assert r["plan_kernels"][0]["composition"] == "loops"
            assert r["plan_kernels"][0]["name"] == "step_kernel"
        if r["variant"] in ("greedy", "ilp"):
            assert r["compare"] == "equal", r
    work = out / "work" / "logreg"
    assert "gpu.launch_func" in (work / "ilp.stitched.mlir").read_text()
    assert "func.func @main()" in (work / "ilp.main.mlir").read_text()
    assert (work / "greedy.remarks.txt").read_text().count("remark:") == 2
    assert "| plan=ilp | 1 | equal; compare equal |" in (out / "tables.md").read_text()


def test_parse_remarks():
    # The form kfusion-stitch-to-gpu's remarks take (remarks=true).
    text = "\n".join([
        "p.mlir:2:3: remark: stitch plan (ilp) of @step: 8 ops, 37 candidate patterns, "
        "2 kernels, objective 19.13 us saved, 1 solve(s), 0 cycle cut(s)",
        "p.mlir:7:11: remark: stitch group 0 (plan=ilp): ops [0:elementwise, 1:row "
        "reduction], warp composition, score 12.5 us",
        "p.mlir:9:11: remark: stitch group 1 (plan=ilp): ops [2:scalar reduction], loop "
        "composition, score 0.25 us",
        "p.mlir:7:11: remark: stitched kernel step_k0_warp: ops [0:elementwise, 1:row "
        "reduction], warp composition (32 threads per row, 8 rows per block, vector 4, 2 "
        "chunks), grid 8 x block 256, modelled 5.43 us",
        "p.mlir:9:11: remark: stitched kernel step_k1_loop: ops [2:scalar reduction], loop "
        "composition, grid 1 x block 1, modelled 0.002 ms",
        "note: unrelated"])
    r = driver.parse_remarks(text)
    assert r["count"] == 5 and r["plan"].startswith("stitch plan (ilp) of @step: 8 ops")
    assert [k["name"] for k in r["kernels"]] == ["step_k0_warp", "step_k1_loop"]
    assert [k["composition"] for k in r["kernels"]] == ["warp", "loop"]
    assert [k["ops"] for k in r["kernels"]] == [2, 1]
    assert [g["score"] for g in r["groups"]] == [12.5, 0.25]
    assert abs(r["score_sum"] - 12.75) < 1e-12 and abs(r["modelled_us"] - 7.43) < 1e-9
    assert driver.parse_remarks("")["score_sum"] is None


def test_variants_and_stitch_commands():
    # The tuner's candidates (--tune), schedules named in --variants, and what each runs.
    import argparse
    import pytest

    def args(**kw):
        base = dict(sim=False, tune=False, variants=None)
        base.update(kw)
        return argparse.Namespace(**base)
    assert driver.variants_for(args()) == ["none", "greedy", "ilp"]
    tuned = driver.variants_for(args(tune=True))
    assert tuned[:3] == ["none", "greedy", "ilp"]
    assert "ilp-t64" in tuned and "ilp-r1" in tuned and "ilp-r8" in tuned
    assert "ilp-p1" in tuned and "ilp-p4" in tuned
    assert driver.variants_for(args(variants="ilp,ilp-r1,ilp-w8,greedy-t64-r2")) == \
        ["ilp", "ilp-r1", "ilp-w8", "greedy-t64-r2"]
    with pytest.raises(SystemExit):
        driver.variants_for(args(variants="ilp,ilp-q3"))
    assert driver.variants_for(args(variants="ilp,ilp-lnone,greedy-t64-lfirst")) == \
        ["ilp", "ilp-lnone", "greedy-t64-lfirst"]
    with pytest.raises(SystemExit):
        driver.variants_for(args(variants="ilp-lkeep"))

    def options(variant):
        cmd = driver.stitch_command("p.mlir", "s.mlir", variant)
        return cmd[2].split("=", 1)[1]
    assert options("ilp") == "plan=ilp remarks=true"
    assert options("ilp-t64") == "plan=ilp remarks=true threads-per-row=64"
    assert options("ilp-r2") == "plan=ilp remarks=true rows-per-block=2"
    assert options("ilp-t64-r2-w8") == \
        "plan=ilp remarks=true threads-per-row=64 rows-per-block=2 pack-waves=8"
    assert options("ilp-p4") == "plan=ilp remarks=true rows-per-thread=4"
    assert options("ilp-t128-r8-p4") == \
        "plan=ilp remarks=true threads-per-row=128 rows-per-block=8 rows-per-thread=4"
    assert options("greedy-w4") == "plan=greedy remarks=true pack-waves=4"
    assert options("ilp-lnone") == "plan=ilp remarks=true l2-policy=none"
    assert options("ilp-t64-lfirst") == \
        "plan=ilp remarks=true l2-policy=evict_first threads-per-row=64"
    assert driver.schedule_label((0, 2, 0), 8) == "2 rows per block, packed up to 8 waves"
    assert driver.schedule_label((0, 0, 4), 0) == "4 rows per thread"
    assert driver.schedule_label((0, 0, 0), 0) == "model's schedule"


def test_report_columns(tmp_path):
    d = tmp_path / "r"
    d.mkdir()
    base = {"workload": "softmax", "size": "gpu", "shapes": {"x": [16384, 4096],
                                                             "y": [16384, 4096]},
            "ops": 4, "bytes": 536870912, "status": "equal"}
    rows = [dict(base, variant="none", kernels=4, median_ms=0.8, min_ms=0.79, max_ms=0.82,
                 gbs=671.1),
            dict(base, variant="greedy", kernels=2, median_ms=0.4, min_ms=0.39, max_ms=0.41,
                 gbs=1342.2, vs_none=2.0),
            dict(base, variant="ilp", kernels=1, median_ms=0.2, min_ms=0.19, max_ms=0.21,
                 gbs=2684.4, vs_none=4.0, vs_greedy=2.0),
            dict(base, variant="greedy-w64", kernels=1, median_ms=0.3, min_ms=0.29,
                 max_ms=0.31, gbs=1789.6, vs_none=2.67, vs_greedy=1.33),
            dict(base, variant="ilp-t64-r2", kernels=1, median_ms=0.2, min_ms=0.19,
                 max_ms=0.21, gbs=2684.4, vs_none=4.0, vs_greedy=2.0),
            dict(base, variant="ilp-p2", kernels=1, median_ms=0.2, min_ms=0.19,
                 max_ms=0.21, gbs=2684.4, vs_none=4.0, vs_greedy=2.0),
            dict(base, variant="tuned", tuned_threads=0, tuned_rows=2, kernels=1,
                 median_ms=0.2, min_ms=0.19, max_ms=0.21, gbs=2684.4)]
    (d / "workloads.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    (d / "copy.json").write_text(json.dumps({"copy_gbs": 3000.0, "rows": [
        {"program": "copy_memcpy", "status": "equal", "median_ms": 0.7158, "gbs": 3000.0}]}))
    (d / "peers.json").write_text(json.dumps({"rows": [
        {"workload": "softmax", "impl": "torch.compile", "ms": 0.184, "gbs": 2917.8,
         "check": "equal (small)"},
        {"workload": "copy", "impl": "torch copy_", "ms": 0.71, "gbs": 3024.0}]}))
    text = driver.render_tables(driver.load_rows(d), driver.read_copy(d), driver.read_peers(d))
    assert "## softmax (x 16384x4096, y 16384x4096; 4 linalg ops, 536.9 MB" in text
    assert "| plan=ilp | 1 | equal | 0.2000 | 0.1900 | 0.2100 | 2684 | 0.89 | 4.00x | " \
        "2.00x | 0.92x |" in text
    # Schedules and packing named in the label, the tuner's choice too.
    assert "| plan=greedy, packed up to 64 waves | 1 | equal | 0.3000 |" in text
    assert "| plan=ilp, 64 threads per row, 2 rows per block | 1 | equal |" in text
    assert "| plan=ilp, 2 rows per thread | 1 | equal |" in text
    assert "| tuned (2 rows per block) | 1 | equal |" in text
    assert "| torch.compile | - | equal (small) | 0.1840 | - | - | 2918 | 0.97 |" in text
    assert "copy_memcpy 0.7158 ms = 3000 GB/s" in text
    proc = _run(["report", "--results", str(d), "--out", str(tmp_path / "rep")], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "rep" / "tables.md").read_text().count("| plan=greedy |") == 1


def test_peers_without_torch_or_gpu(tmp_path):
    # On a machine without torch (or without CUDA) the peers write why, and exit 0.
    proc = _run(["--out", str(tmp_path), "--size", "small"], tmp_path, script="peers.py")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    info = json.loads((tmp_path / "peers.json").read_text())
    assert info.get("error") or info["rows"]


def test_gpu_session_script_parses():
    assert subprocess.run(["bash", "-n", str(STITCH / "gpu-session.sh")]).returncode == 0


def test_half_workloads_on_the_interpreter(tmp_path):
    # The f16 / bf16 variants through the driver at the small size: the upstream loops and
    # plan=none / greedy / ilp on kfusion-sim each equal the reference, greedy and ilp
    # equal plan=none; rows and tables carry the element type and count 2 bytes per
    # element.
    need_tools(OPT, SIM)
    out = tmp_path / "res"
    names = driver.programs.HALF_WORKLOADS
    proc = _run(["all", "--sim", "--no-peers", "--out", str(out), "--jobs", "2",
                 "--workloads", ",".join(names)], tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    rows = _rows(out)
    assert [(r["workload"], r["variant"]) for r in rows] == [
        (w, v) for w in names for v in ("loops", "none", "greedy", "ilp")]
    for r in rows:
        prog = driver.programs.make(r["workload"], "small")
        assert r["dtype"] == prog.dtype == r["workload"].rsplit("_", 1)[1], r
        assert r["bytes"] == 2 * sum(o.elements for o in prog.inputs + prog.outputs), r
        if r["variant"] == "loops" or has_pass():
            assert r["status"] == "equal", r
        if r["variant"] in ("greedy", "ilp") and has_pass():
            # kfusion-sim --compare, or while it draws no f16 / bf16 arguments, the plan's
            # outputs against plan=none's.
            assert r["compare"] in ("equal", "equal (outputs; sim --compare has no %s)" %
                                    r["dtype"]), r
    tables = (out / "tables.md").read_text()
    assert "## layernorm_f16 (x 64x256, gamma 256, beta 256, y 64x256; 6 linalg ops, 0.06656 " \
        "MB minimum traffic; f16 tensors, f32 arithmetic; rtol 0.000977, atol 1e-05)" in tables
    assert "## softmax_bf16 (x 64x256, y 64x256; 4 linalg ops, 0.06554 MB minimum traffic; " \
        "bf16 tensors, f32 arithmetic; rtol 0.0156, atol 1e-08)" in tables
    assert "(bf16 tensors, f32 arithmetic)" in proc.stdout


def test_report_shows_the_dtype(tmp_path):
    base = {"workload": "softmax_f16", "size": "gpu", "dtype": "f16", "ops": 4,
            "shapes": {"x": [16384, 4096], "y": [16384, 4096]}, "bytes": 268435456,
            "tolerance": {"y": [2.0 ** -9, 2.0 ** -24]}, "status": "equal"}
    rows = [dict(base, variant="ilp", kernels=1, median_ms=0.1, min_ms=0.1, max_ms=0.1,
                 gbs=2684.4)]
    text = driver.render_tables(rows, None, {"rows": [
        {"workload": "softmax_f16", "dtype": "f16", "impl": "torch.compile", "ms": 0.1,
         "gbs": 2684.4, "check": "equal (small)"}]})
    assert "## softmax_f16 (x 16384x4096, y 16384x4096; 4 linalg ops, 268.4 MB minimum " \
        "traffic; f16 tensors, f32 arithmetic; rtol 0.00195, atol 5.96e-08)" in text
    assert "| torch.compile | - | equal (small) | 0.1000 |" in text


def test_timed_runs_flush_the_cache_as_do_bench(monkeypatch):
    """Timed runs get KFUSION_TIMING_FLUSH_MIB=256 (the peers' do_bench method) by default,
    checked runs 0; --flush-cache-mib 0 turns it off."""
    seen = []
    monkeypatch.setattr(driver.harness, "run",
                        lambda tool, path, indir, outdir, env, timeout: seen.append(env))
    monkeypatch.setattr(driver, "find_tool", lambda name: name)
    parser = driver.argparse.ArgumentParser()
    driver.add_flush_argument(parser)
    for extra, want in (([], "256"), (["--flush-cache-mib", "0"], "0")):
        args = parser.parse_args(extra)
        args.sim, args.warmup, args.repeat, args.timeout = False, 5, 20, 1
        driver.execute(args, "p", "i", "o", timed=True)
        driver.execute(args, "p", "i", "o", timed=False)
        assert seen[-2]["KFUSION_TIMING_FLUSH_MIB"] == want
        assert seen[-1]["KFUSION_TIMING_FLUSH_MIB"] == "0"
        assert seen[-2]["KFUSION_BENCH_REPEAT"] == "20"
