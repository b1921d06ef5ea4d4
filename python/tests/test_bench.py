# Tests of the shared bench harness: kfusion.bench, the pieces the four benchmark drivers
# share (the run environment: warm-up, repetitions, the cache flush of timed runs only; the
# metadata keys every results directory records, the commit override, prepared programs'
# record, the rows file; the check-then-time sequence on a fake runner, running a program,
# the tools' helpers, table cells, the peers' timing), and bench/session.sh, the GPU
# session scripts' shell helper, on a fake bundle.
import argparse
import json
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import bench  # noqa: E402


def test_bench_env_times_with_the_flush_and_checks_without():
    assert bench.bench_env(5, 20, 256) == {"KFUSION_BENCH_WARMUP": "5",
                                           "KFUSION_BENCH_REPEAT": "20",
                                           "KFUSION_TIMING_FLUSH_MIB": "256"}
    assert bench.bench_env(5, 20, 256, timed=False) == {"KFUSION_BENCH_WARMUP": "0",
                                                        "KFUSION_BENCH_REPEAT": "0",
                                                        "KFUSION_TIMING_FLUSH_MIB": "0"}
    with pytest.raises(ValueError):
        bench.bench_env(5, 20, -1)


def test_metadata_keys_and_commit_override(monkeypatch, tmp_path):
    monkeypatch.setenv("KFUSION_COMMIT", "abc1234")

    def no_runner(*args, **kw):
        raise bench.ToolError(["kfusion-runner"], None, "not found")
    monkeypatch.setattr(bench, "run_tool", no_runner)
    args = argparse.Namespace(warmup=5, repeat=20, flush_cache_mib=256, sim=0, seed=7)
    meta = bench.base_metadata(args)
    assert meta["commit"] == "abc1234"
    assert meta["device"] == "unknown"
    assert meta["sim"] is False and meta["seed"] == 7
    assert {"date", "host", "warmup", "repeat", "flush_cache_mib"} <= set(meta)
    # A driver without --sim / --seed records neither.
    meta = bench.base_metadata(argparse.Namespace(warmup=1, repeat=2, flush_cache_mib=0))
    assert "sim" not in meta and "seed" not in meta


def test_git_commit_of_this_checkout(monkeypatch):
    monkeypatch.delenv("KFUSION_COMMIT", raising=False)
    commit = bench.git_commit()
    assert commit == "unknown" or len(commit) >= 7


def test_prepared_info_and_rows(tmp_path):
    assert bench.prepared_info(argparse.Namespace()) is None
    assert bench.prepared_info(argparse.Namespace(prepared=str(tmp_path))) is None
    (tmp_path / "prepare.json").write_text(json.dumps({"commit": "c0ffee0"}))
    assert bench.prepared_info(argparse.Namespace(prepared=str(tmp_path)))["commit"] == "c0ffee0"
    assert bench.load_rows(tmp_path) == []
    (tmp_path / "workloads.jsonl").write_text('{"a": 1}\n{"a": 2}\n')
    assert [r["a"] for r in bench.load_rows(tmp_path)] == [1, 2]


def _block_import(monkeypatch, names):
    import builtins
    real = builtins.__import__

    def fake(name, *args, **kw):
        if name.split(".")[0] in names:
            raise ImportError("no module named %s (test)" % name)
        return real(name, *args, **kw)
    monkeypatch.setattr(builtins, "__import__", fake)


def test_load_torch_without_torch(monkeypatch, tmp_path):
    _block_import(monkeypatch, {"torch"})
    info, saved = {}, []
    assert bench.load_torch(info, lambda: saved.append(True)) is None
    assert info["error"].startswith("no torch") and saved == [True]


def test_peer_timer_without_triton_flushes_before_each_repetition(monkeypatch):
    """Without triton the peers are timed as do_bench would: a warm-up call, then each
    repetition behind a 256 MiB write, timed with CUDA events; the median."""
    _block_import(monkeypatch, {"triton"})
    log = []

    class Buffer:
        def __init__(self, nbytes):
            self.nbytes = nbytes

        def zero_(self):
            log.append("flush %d" % self.nbytes)

    class FakeEvent:
        clock = [0.0]

        def __init__(self, enable_timing):
            assert enable_timing
            self.t = None

        def record(self):
            FakeEvent.clock[0] += 1.0
            self.t = FakeEvent.clock[0]

        def synchronize(self):
            pass

        def elapsed_time(self, other):
            return other.t - self.t

    class Cuda:
        Event = FakeEvent

        @staticmethod
        def synchronize():
            log.append("sync")

    class FakeTorch:
        int8 = "int8"
        cuda = Cuda

        @staticmethod
        def empty(n, dtype, device):
            assert dtype == "int8" and device == "cuda"
            return Buffer(n)

    calls = []
    timer = bench.peer_timer(FakeTorch)
    ms = timer(lambda: calls.append(1), reps=5)
    assert ms == 1.0
    assert len(calls) == 6                      # a warm-up, then 5 timed
    assert log == ["sync"] + ["flush %d" % (256 << 20)] * 5


def test_report_header_and_json(tmp_path, capsys):
    meta = {"device": "GPU", "date": "D", "commit": "c", "warmup": 5, "repeat": 20,
            "flush_cache_mib": 256}
    head = bench.report_header(meta, "passes present")
    assert head.startswith("Device: GPU\nDate: D; commit c; warm-up 5, repetitions 20; "
                           "passes present\nTiming: each timed repetition starts behind a "
                           "256 MiB write")
    assert head.endswith("\n\n")
    assert bench.read_json(tmp_path, "meta.json") is None
    (tmp_path / "meta.json").write_text(json.dumps(meta))
    assert bench.read_json(tmp_path, "meta.json") == meta
    bench.write_report("table", tmp_path / "out")
    assert (tmp_path / "out" / "tables.md").read_text() == "table\n"
    assert capsys.readouterr().out == "table\n"


def test_run_peers_passes_options_budget_and_environment(tmp_path):
    script = tmp_path / "peers.py"
    script.write_text("import json, os, sys\n"
                      "json.dump({'argv': sys.argv[1:], 'xla': os.environ.get("
                      "'XLA_PYTHON_CLIENT_PREALLOCATE')}, open(sys.argv[2], 'w'))\n")
    said = []
    out = tmp_path / "seen.json"
    assert bench.run_peers(script, ["--out", out, "--seed", 7], budget=90, log=said.append) == 0
    seen = json.loads(out.read_text())
    assert seen == {"argv": ["--out", str(out), "--seed", "7", "--budget", "90"],
                    "xla": "false"}
    assert said and said[0].startswith("peers: ")
    bench.run_peers(script, ["--out", out], budget=0, log=said.append)
    assert "--budget" not in json.loads(out.read_text())["argv"]


def test_flush_argument_defaults_to_do_bench_and_reaches_the_environment():
    import argparse
    parser = argparse.ArgumentParser()
    bench.add_flush_argument(parser)
    assert parser.parse_args([]).flush_cache_mib == bench.DO_BENCH_FLUSH_MIB == 256
    assert parser.parse_args(["--flush-cache-mib", "0"]).flush_cache_mib == 0
    assert bench.timing_env(256) == {"KFUSION_TIMING_FLUSH_MIB": "256"}
    assert bench.timing_env(0) == {"KFUSION_TIMING_FLUSH_MIB": "0"}
    for bad in (-1, 65537):
        with pytest.raises(ValueError, match="0 to 65536"):
            bench.timing_env(bad)
    assert "256 MiB" in bench.timing_method(256) and "do_bench" in bench.timing_method(256)
    assert "launch latency" in bench.timing_method(0) and "no cache flush" in bench.timing_method(0)


# ---------------------------------------------------------------------------------------
# The check-then-time skeleton and the rows file
# ---------------------------------------------------------------------------------------

class FakeRun:
    """A program run by the drivers' `run(timed)`: records whether each run was timed and
    returns a CompletedProcess-like object whose judgement FakeRun.judge gives from a
    queue of statuses (one per run; a timed run's judgement carries times)."""

    def __init__(self, *statuses):
        self.statuses = list(statuses)
        self.timed = []

    def __call__(self, timed):
        self.timed.append(timed)
        return argparse.Namespace(timed=timed, status=self.statuses.pop(0),
                                  stdout="run %d" % len(self.timed))

    @staticmethod
    def judge(proc):
        row = {"status": proc.status, "problems": [] if proc.status == "equal" else ["bad"]}
        if proc.timed:
            row.update({"median_ms": 1.5, "min_ms": 1.0, "max_ms": 2.0, "repeat": 20,
                        "samples_ms": [1.5], "streams_live": 0})
        return row


def test_check_then_time_checks_first_and_times_only_what_is_equal():
    run, row = FakeRun("equal", "equal"), {"workload": "w"}
    proc = bench.check_then_time(row, run, run.judge)
    assert run.timed == [False, True]                 # an untimed check, then the timing
    assert proc.stdout == "run 1"                     # the checked run's, for its log
    assert row == {"workload": "w", "status": "equal", "problems": [], "median_ms": 1.5,
                   "min_ms": 1.0, "max_ms": 2.0, "repeat": 20, "samples_ms": [1.5]}
    # The driver picks the timed run's fields it keeps.
    run, row = FakeRun("equal", "equal"), {}
    bench.check_then_time(row, run, run.judge,
                          timed_keys=lambda k: k == "median_ms" or k.startswith("streams_"))
    assert row == {"status": "equal", "problems": [], "median_ms": 1.5, "streams_live": 0}


def test_check_then_time_one_run_and_untimed():
    run, row = FakeRun("equal"), {}
    bench.check_then_time(row, run, run.judge, one_run=True)
    assert run.timed == [True] and row["median_ms"] == 1.5
    # The interpreter (or a host program) is checked, never timed, --one-run or not.
    for one_run in (False, True):
        run, row = FakeRun("equal"), {}
        bench.check_then_time(row, run, run.judge, one_run=one_run, time_it=False)
        assert run.timed == [False] and "median_ms" not in row


def test_check_then_time_keeps_no_time_of_a_wrong_program():
    # A mismatch in the check: no timed run.
    run, row = FakeRun("MISMATCH"), {}
    bench.check_then_time(row, run, run.judge)
    assert run.timed == [False] and row["status"] == "MISMATCH" and row["problems"] == ["bad"]
    # A mismatch in a checked and timed run: its times dropped.
    run, row = FakeRun("MISMATCH"), {}
    bench.check_then_time(row, run, run.judge, one_run=True)
    assert row["status"] == "MISMATCH" and not set(bench.TIME_KEYS) & set(row)
    # Right in the check, wrong in the timed run.
    run, row = FakeRun("equal", "no outputs"), {}
    bench.check_then_time(row, run, run.judge)
    assert row == {"status": "timed run: no outputs", "problems": ["bad"]}


def test_check_then_time_further_checks_before_timing():
    def compare(row):
        row["compare"] = "differs"
        row["status"] = "MISMATCH (compare)"
    run, row = FakeRun("equal"), {}
    bench.check_then_time(row, run, run.judge, also_check=compare)
    assert run.timed == [False] and row["status"] == "MISMATCH (compare)"
    # Not asked on a row that is already wrong.
    run, row = FakeRun("MISMATCH"), {}
    bench.check_then_time(row, run, run.judge, also_check=compare)
    assert "compare" not in row


def test_judge_run():
    ok = argparse.Namespace(returncode=0, stdout="kfusion-bench: entry=main warmup=5 "
                            "repeat=20 median-ms=0.5 min-ms=0.4 max-ms=0.9\n")
    failed = argparse.Namespace(returncode=3, stdout="\n".join("line %d" % i
                                                               for i in range(20)))
    check = lambda got: (["x differs"] if got != 1 else [], {"max_error": 0.25})  # noqa: E731
    assert bench.judge_run(failed, lambda: 1, check) == {
        "status": "run failed", "problems": ["line %d" % i for i in range(5, 20)]}

    def no_files():
        raise OSError("no output0.bin")
    assert bench.judge_run(ok, no_files, check) == {"status": "no outputs",
                                                    "problems": ["no output0.bin"]}
    row = bench.judge_run(ok, lambda: 1, check, more=lambda r: r.update(seen=True))
    assert list(row) == ["status", "problems", "max_error", "median_ms", "min_ms", "max_ms",
                         "repeat", "seen"]
    assert row["status"] == "equal" and row["median_ms"] == 0.5 and row["repeat"] == 20
    assert bench.judge_run(ok, lambda: 2, check)["status"] == "MISMATCH"
    # An untimed run (repeat=0) or one without the line has no times.
    assert bench.bench_times(ok.stdout.replace("repeat=20", "repeat=0")) == {}
    assert bench.bench_times("nothing") == {}
    # What the runtime said of the step graph joins the row; nothing said, no field.
    recorded = argparse.Namespace(returncode=0, stdout=ok.stdout + "kfusion-graph: key=0 "
                                  "recorded: 9 kernels, 0 memsets, 8 buffers kept\n")
    assert bench.judge_run(recorded, lambda: 1, check)["graph"] == "recorded (9 kernels)"
    refused = argparse.Namespace(returncode=0, stdout="kfusion-graph: key=0 not recorded: "
                                 "it copies memory\n" + ok.stdout)
    assert bench.judge_run(refused, lambda: 1, check)["graph"] == \
        "not recorded: it copies memory"
    assert "graph" not in row


def test_results_file_resume_and_budget(tmp_path):
    path = tmp_path / "workloads.jsonl"
    key = lambda r: (r["workload"], r["variant"])  # noqa: E731
    assert bench.results_done(path, key) == set()
    bench.append_rows(path, [{"workload": "a", "variant": "v"}])
    bench.append_rows(path, [{"workload": "b", "variant": "v", "when": Path("/x")}],
                      default=str)
    assert bench.results_done(path, key) == {("a", "v"), ("b", "v")}
    assert bench.load_rows(tmp_path)[1]["when"] == "/x"
    # Without --resume the rows file starts afresh.
    assert bench.results_done(path, key, resume=False) == set() and not path.exists()
    assert bench.deadline_after(0) is None and not bench.past(None)
    assert bench.past(bench.deadline_after(-1)) and not bench.past(bench.deadline_after(60))


def test_run_all_phases_then_the_report(capsys):
    args = argparse.Namespace(out="DIR", no_table=False)
    seen = []

    def phase(status):
        def run(a):
            seen.append(("phase", a.no_table))
            return status
        return run
    rc = bench.run_all(args, [phase(0), phase(1), phase(0)],
                       lambda a: seen.append(("report", a.results)))
    assert rc == 1 and seen == [("phase", True)] * 3 + [("report", ["DIR"])]
    assert capsys.readouterr().out.startswith("all: ")


# ---------------------------------------------------------------------------------------
# Running a program, the tools
# ---------------------------------------------------------------------------------------

def _fake_tool(path):
    """A tool that prints its arguments and the I/O directories of its environment."""
    path.write_text("#!/bin/sh\necho \"args: $*\"\necho \"in: $KFUSION_INPUT_DIR\"\n"
                    "echo \"extra: $KFUSION_BENCH_REPEAT\"\necho oops >&2\nexit 3\n")
    path.chmod(0o755)
    return path


def test_run_program_sets_the_io_and_the_runner_options(tmp_path):
    runner = _fake_tool(tmp_path / "kfusion-runner")
    sim = _fake_tool(tmp_path / "kfusion-sim")
    out = tmp_path / "out"
    proc = bench.run_program(runner, "p.mlir", tmp_path / "in", out, extra=["--x"],
                             env={"KFUSION_BENCH_REPEAT": "7"}, report_streams=True)
    assert proc.returncode == 3 and out.is_dir()
    assert "args: p.mlir -e main --entry-point-result=void --report-streams --x" in proc.stdout
    assert "in: %s" % (tmp_path / "in") in proc.stdout and "extra: 7" in proc.stdout
    assert "oops" in proc.stdout                       # stderr folded in
    proc = bench.run_program(sim, "p.mlir", "i", out, entry="step", report_streams=True)
    assert "args: p.mlir -e step\n" in proc.stdout     # the interpreter takes neither


def test_timed_loop_lines():
    lines = bench.timed_loop_lines("func.call @step() : () -> ()")
    text = "\n".join(lines)
    assert lines[0].startswith("%warmup = func.call @kfusionBenchWarmup")
    assert lines[-1] == "func.call @kfusionBenchReport() : () -> ()"
    warm, timed = text.split("scf.for %r")
    # The warm-up calls are not timed; each repetition is, and recorded.
    assert "kfusionTimingBegin" not in warm and warm.count("@step") == 1
    assert timed.index("kfusionTimingBegin") < timed.index("@step") < \
        timed.index("kfusionTimingEnd") < timed.index("kfusionBenchRecord")
    # Through the step graph: each call between kfusionGraphBegin, whose result skips it,
    # and kfusionGraphEnd; the timed one still inside the timing region.
    graph = "\n".join(bench.timed_loop_lines("func.call @step() : () -> ()", graph=True))
    warm, timed = graph.split("scf.for %r")
    assert warm.count("@step") == 1 and "%replayed_warm = func.call @kfusionGraphBegin" in warm
    assert timed.index("kfusionTimingBegin") < timed.index("%replayed_timed") < \
        timed.index("scf.if %replayed_timed") < timed.index("@step") < \
        timed.index("kfusionGraphEnd") < timed.index("kfusionTimingEnd")


def test_opt_has_pass_lower_and_launches(tmp_path, monkeypatch):
    opt = tmp_path / "kfusion-opt"
    opt.write_text("#!/bin/sh\nif [ \"$1\" = --help ]; then echo '  --kfusion-stitch-to-gpu "
                   "  - stitch'; exit 0; fi\necho \"$@\" > %s\n" % (tmp_path / "called"))
    opt.chmod(0o755)
    monkeypatch.setenv("KFUSION_BIN", str(tmp_path))
    monkeypatch.setattr(bench, "_OPT_HELP", {})
    assert bench.opt_has_pass("kfusion-stitch-to-gpu")
    assert not bench.opt_has_pass("kfusion-stitch-to-gp")   # up to a word's end
    assert not bench.opt_has_pass("kfusion-plan-sync")
    args = argparse.Namespace(chip="sm_90a", lower_options="opt-level=3", timeout=60)
    assert bench.lower("a.mlir", "b.mlir", args) == "b.mlir"
    assert (tmp_path / "called").read_text().split() == [
        "a.mlir", "--kfusion-to-cubin=chip=sm_90a", "opt-level=3", "-o", "b.mlir"]
    assert bench.count_launches("gpu.launch_func @a\n gpu.launch_func @b\ngpu.launch") == 2


def test_seed_of_is_stable():
    """The same seeds as the drivers have always drawn (64-bit FNV-1a of the parts)."""
    assert bench.seed_of() == 1469598103934665603
    assert bench.seed_of(7, "jacobi") == 10460491511607977086
    assert bench.seed_of(64330, "generated") == 11431172586883657946
    assert bench.seed_of(1, "a") != bench.seed_of(1, "b")


def test_driver_options():
    parser = argparse.ArgumentParser()
    bench.add_run_arguments(parser, warmup=10, repeat=50)
    bench.add_sim_argument(parser)
    bench.add_lowering_arguments(parser, chip=None, chip_help="the chip")
    bench.add_checked_run_arguments(parser, what="program", held="the programs it holds")
    args = parser.parse_args(["--out", "o"])
    assert (args.warmup, args.repeat, args.flush_cache_mib, args.sim, args.chip,
            args.lower_options, args.timeout, args.budget, args.one_run, args.resume) == \
        (10, 50, 256, False, None, "", 900, 0, False, False)
    assert 0 <= args.seed <= 0xFFFF and args.jobs >= 1
    assert "start no new program" in parser.format_help()
    sub = argparse.ArgumentParser().add_subparsers(dest="cmd")
    bench.add_phase_parsers(sub, [])
    assert set(sub.choices) == {"peers", "all", "report"}
    assert sub.choices["all"].parse_args(["--no-peers"]).no_peers


# ---------------------------------------------------------------------------------------
# Tables and peers
# ---------------------------------------------------------------------------------------

def test_table_cells_and_rows():
    assert bench.fmt(None) == "-" and bench.fmt(0.123456) == "0.1235"
    assert bench.fmt(1.5, "%.2fx") == "1.50x"
    assert bench.md_row(["a", 1, "-"]) == "| a | 1 | - |"
    assert bench.md_header(["x", "y"]) == ["| x | y |", "|---|---|"]
    rows = [{"w": "b", "i": 1}, {"w": "a", "i": 2}, {"w": "b", "i": 3}]
    assert [(k, [r["i"] for r in v]) for k, v in bench.group_by(rows, "w").items()] == \
        [("b", [1, 3]), ("a", [2])]


def test_ceiling_lines_and_peer_times(tmp_path):
    copy = {"copy_gbs": 3000.0, "rows": [
        {"program": "copy_memcpy", "median_ms": 0.7158, "gbs": 3000.0},
        {"program": "copy_kernel", "status": "run failed"}]}
    peers = {"rows": [{"workload": "copy", "impl": "torch copy_", "ms": 0.8, "gbs": 2684.4},
                      {"workload": "w", "impl": "torch.compile", "ms": None},
                      {"workload": "w", "impl": "torch.compile", "ms": 0.5}]}
    assert bench.ceiling_lines(copy, peers) == [
        "Copy ceiling (same run): copy_memcpy 0.7158 ms = 3000 GB/s; copy_kernel run failed",
        "torch copy_ (same session): 0.8000 ms = 2684 GB/s"]
    assert bench.ceiling_lines(None, None) == []
    w = bench.group_by(peers["rows"], "workload")["w"]
    assert bench.peer_ms(w, "torch.compile") == 0.5 and bench.peer_ms(w, "jax") is None
    # A results directory read back.
    (tmp_path / "copy.json").write_text(json.dumps(copy))
    (tmp_path / "peers.json").write_text(json.dumps(peers))
    (tmp_path / "workloads.jsonl").write_text('{"workload": "w"}\n')
    assert bench.read_copy_gbs(tmp_path) == 3000.0 and bench.read_copy_gbs(tmp_path / "x") is None
    rows, c, p, meta = bench.read_results([tmp_path, tmp_path / "none"])
    assert rows == [{"workload": "w"}] and c == copy and p == peers and meta is None


def test_peer_copy_and_jax_timing(monkeypatch):
    class Tensor:
        def copy_(self, other):
            return self

    class FakeTorch:
        @staticmethod
        def randn(n, device):
            assert n == 1 << 10 and device == "cuda"
            return Tensor()

        @staticmethod
        def empty_like(t):
            return Tensor()
    calls = []
    assert bench.torch_copy_ms(FakeTorch, lambda fn: (calls.append(fn()), 0.25)[1],
                               1 << 10) == 0.25
    assert len(calls) == 1
    # The first call (the compile) on the wall clock, then 3 calls of 1, 3 and 2 ms.
    wall = iter([10.0, 12.5])
    perf = iter([0.0, 0.001, 0.0, 0.003, 0.0, 0.002])
    monkeypatch.setattr(bench.time, "time", lambda: next(wall))
    monkeypatch.setattr(bench.time, "perf_counter", lambda: next(perf))
    ready = []

    class FakeJax:
        @staticmethod
        def block_until_ready(x):
            ready.append(x)
            return x
    ms, secs = bench.jax_wall_ms(FakeJax, lambda x: x + 1, 1, 3)
    assert secs == 2.5 and ms == pytest.approx(2.0) and ready == [2] * 4
    info = bench.peer_info()
    assert info["rows"] == [] and info["date"].endswith(" UTC")


# ---------------------------------------------------------------------------------------
# bench/session.sh, the GPU session scripts' shell helper
# ---------------------------------------------------------------------------------------

REPO = Path(__file__).resolve().parents[2]


def fake_bundle(tmp_path, opt_help=None):
    """A bundle as make-bundle.sh writes it, with nothing in it but BUNDLE-INFO (commit
    c0ffee1) and, given its --help lines, a kfusion-opt that prints them; skips the test
    without xz or bash."""
    import shutil
    import tarfile
    if not shutil.which("xz") or not shutil.which("bash"):
        pytest.skip("no xz or bash")
    stage = tmp_path / "stage" / "kfusion-bundle"
    (stage / "bin").mkdir(parents=True)
    (stage / "lib").mkdir()
    (stage / "BUNDLE-INFO").write_text("commit: c0ffee1\ndate: D\nbuilt on: here\n")
    if opt_help is not None:
        opt = stage / "bin" / "kfusion-opt"
        opt.write_text("#!/bin/sh\ncat <<'EOF'\n%s\nEOF\n" % opt_help)
        opt.chmod(0o755)
    bundle = tmp_path / "b.tar.xz"
    with tarfile.open(bundle, "w:xz") as tar:
        tar.add(stage, arcname="kfusion-bundle")
    return bundle


def test_session_script_helpers(tmp_path):
    """bench_session unpacks a bundle once and puts its tools first; machine.txt has the
    date, the bundle's commit, the GPU line, versions, CPUs and the suite's lines;
    bench_keep copies a work directory's files as <dir>-<name>; the closing line."""
    import subprocess
    bundle = fake_bundle(tmp_path, opt_help="  --kfusion-plan-sync  - plan\n"
                         "  --kfusion-insert-semaphores  - insert\n  --other")
    out = tmp_path / "out"
    script = """
source "%s/bench/session.sh"
bench_session demo
bench_machine_info --jax "passes: $(bench_opt_passes '--kfusion-(plan-sync|insert-semaphores)\\b')"
START=$(date +%%s)
mkdir -p "$OUT/work/w1" && echo r > "$OUT/work/w1/v.remarks.txt"
bench_keep remarks "$OUT"/work/*/*.remarks.txt "$OUT"/work/*/*.absent
bench_session_end "demo session" 0
echo "bin=$KFUSION_BIN commit=$KFUSION_COMMIT dir=$DIR"
""" % REPO
    env = dict(os.environ, BUNDLE=str(bundle), OUT=str(out),
               KFUSION_BUNDLE_DIR=str(tmp_path / "kb"))
    proc = subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = (out / "machine.txt").read_text().splitlines()
    assert lines[0].startswith("date: 20")
    assert lines[1:3] == ["bundle commit: c0ffee1", "bundle date: D"]
    assert lines[3].startswith("gpu: ")
    # The versions line (a missing module's error may span lines), then the CPUs.
    cpus = next(i for i, line in enumerate(lines) if line.startswith("cpus: "))
    versions = "\n".join(lines[4:cpus])
    assert versions.startswith("python: Python 3") and "; numpy " in versions and \
        "; torch " in versions and "; jax " in versions
    assert lines[cpus + 1:] == ["passes: --kfusion-insert-semaphores --kfusion-plan-sync "]
    assert (out / "remarks" / "w1-v.remarks.txt").read_text() == "r\n"
    assert "demo session: exit status 0 after " in proc.stdout
    assert "bin=%s/kfusion-bundle/bin commit=c0ffee1" % (tmp_path / "kb") in proc.stdout
    # Unpacked once: a second session with the same bundle keeps the directory.
    marker = tmp_path / "kb" / "kept"
    marker.write_text("")
    proc = subprocess.run(["bash", "-c", 'source "%s/bench/session.sh"; bench_session demo'
                           % REPO], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0 and marker.exists()


def test_session_end_packs_for_the_lent_machine(tmp_path):
    """BENCH_PACK=1: bench_session_end leaves $OUT's .md tables and puts every other file
    (subdirectories too) into $OUT/files.tgz, so a call of several sessions stays within
    the 8 files the lent machine returns; without it nothing moves."""
    import shutil
    import subprocess
    import tarfile
    if not shutil.which("bash"):
        pytest.skip("no bash")
    for pack in ("1", "0"):
        out = tmp_path / ("out" + pack)
        (out / "remarks").mkdir(parents=True)
        for name, text in (("tables.md", "t"), ("summary.md", "s"), ("meta.json", "{}"),
                           ("workloads.jsonl", "w"), ("remarks/a.remarks.txt", "r")):
            (out / name).write_text(text)
        script = ('source "%s/bench/session.sh"; START=$(date +%%s); '
                  'bench_session_end "demo session" 0' % REPO)
        env = dict(os.environ, OUT=str(out), BENCH_PACK=pack)
        proc = subprocess.run(["bash", "-c", script], capture_output=True, text=True,
                              env=env, timeout=60)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "demo session: exit status 0 after " in proc.stdout
        left = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
        if pack == "0":
            assert left == ["meta.json", "remarks/a.remarks.txt", "summary.md",
                            "tables.md", "workloads.jsonl"]
            continue
        assert left == ["files.tgz", "summary.md", "tables.md"]
        with tarfile.open(out / "files.tgz") as tar:
            names = sorted(n.lstrip("./") for n in tar.getnames())
            assert names == ["meta.json", "remarks/a.remarks.txt", "workloads.jsonl"]
            assert tar.extractfile("./remarks/a.remarks.txt").read() == b"r"


def run_gpu_batch(tmp_path, drivers, **env_vars):
    """scripts/gpu-batch.sh in a tree of fake drivers (`drivers`: {path: the table file
    it writes}), each writing its arguments one to a line, in brackets, into that table
    under its $OUT and "<path> console" to its console, with a fake bundle and the
    environment `env_vars`. Returns the process and the output folder."""
    import subprocess
    bundle = fake_bundle(tmp_path)
    work = tmp_path / "work"
    for rel, table in drivers.items():
        (work / rel).parent.mkdir(parents=True, exist_ok=True)
        (work / rel).write_text(
            'mkdir -p "$OUT"; for a in "$@"; do echo "[$a]"; done > "$OUT/%s"\n'
            'echo "%s console"\n' % (table, rel))
    out = tmp_path / "out"
    env = dict(os.environ, BUNDLE=str(bundle), OUT=str(out),
               KFUSION_BUNDLE_DIR=str(tmp_path / "kb"), PATH="/usr/bin:/bin", **env_vars)
    proc = subprocess.run(["bash", str(REPO / "scripts" / "gpu-batch.sh")], cwd=work,
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc, out


def test_gpu_batch_gemm_and_models_parts(tmp_path):
    """scripts/gpu-batch.sh's gemm and models parts: their arguments as shell words (a
    quoted --configs list stays one word), --device this GPU's kind added to the GEMM
    driver's unless given, and each part back as two files: <part>.tgz (its directory and
    console) and <part>-tables.md."""
    import tarfile
    proc, out = run_gpu_batch(
        tmp_path, {"bench/gemm/gpu-session.sh": "tables.md",
                   "bench/models/gpu-session.sh": "tables.md"},
        PARTS="gemm models", GEMM_ARGS="--m 512 --configs 'model;tile=128,256 groups=2,1'",
        MODELS_ARGS="--size long --models llama")
    assert sorted(p.name for p in out.iterdir()) == [
        "gemm-tables.md", "gemm.tgz", "models-tables.md", "models.tgz"]
    assert (out / "gemm-tables.md").read_text().split() == [
        "[--m]", "[512]", "[--configs]", "[model;tile=128,256", "groups=2,1]",
        "[--device]", "[h100]"]
    assert (out / "models-tables.md").read_text().split() == [
        "[--size]", "[long]", "[--models]", "[llama]"]
    with tarfile.open(out / "gemm.tgz") as tar:
        assert sorted(tar.getnames()) == ["gemm", "gemm/console.txt", "gemm/tables.md"]
    assert "bench/gemm/gpu-session.sh console" in proc.stdout and \
        "== parts: name, exit status, seconds ==" in proc.stdout


def test_gpu_batch_trace_and_tune_parts(tmp_path):
    """scripts/gpu-batch.sh's trace and tune parts: bench/gemm/kernel-trace.sh with
    $TRACE_ARGS and this GPU's --device, bench/models/tune-session.sh with $TUNE_ARGS;
    each back as <part>.tgz and its table beside it (kernels.md as trace-kernels.md,
    tune.md as tune-tune.md)."""
    import tarfile
    proc, out = run_gpu_batch(
        tmp_path, {"bench/gemm/kernel-trace.sh": "kernels.md",
                   "bench/models/tune-session.sh": "tune.md"},
        PARTS="trace tune", TRACE_ARGS="--epilogue --m 512 --configs 'model;epilogue=fused'",
        TUNE_ARGS="--models bert --candidates stitch,per-region")
    assert sorted(p.name for p in out.iterdir()) == [
        "trace-kernels.md", "trace.tgz", "tune-tune.md", "tune.tgz"]
    assert (out / "trace-kernels.md").read_text().split() == [
        "[--epilogue]", "[--m]", "[512]", "[--configs]", "[model;epilogue=fused]",
        "[--device]", "[h100]"]
    assert (out / "tune-tune.md").read_text().split() == [
        "[--models]", "[bert]", "[--candidates]", "[stitch,per-region]"]
    with tarfile.open(out / "trace.tgz") as tar:
        assert sorted(tar.getnames()) == ["trace", "trace/console.txt", "trace/kernels.md"]
    assert "bench/gemm/kernel-trace.sh console" in proc.stdout and \
        "bench/models/tune-session.sh console" in proc.stdout


def test_session_scripts_use_the_helper():
    import subprocess
    for suite in ("hfuse", "stencil", "stitch", "gemm", "models"):
        path = REPO / "bench" / suite / "gpu-session.sh"
        subprocess.run(["bash", "-n", str(path)], check=True)
        text = path.read_text()
        assert 'source "$(dirname "$0")/../session.sh"' in text and \
            "bench_session %s" % suite in text and "bench_machine_info" in text
    subprocess.run(["bash", "-n", str(REPO / "bench" / "session.sh")], check=True)


def test_peer_record(tmp_path):
    record = bench.PeerRecord(tmp_path / "p", budget=0)
    assert record.deadline is None and record.rows is record.info["rows"]
    record.rows.append({"impl": "torch eager", "ms": 0.5})
    record.info["torch"] = "2.x"
    record.save()
    saved = json.loads((tmp_path / "p" / "peers.json").read_text())
    assert saved["rows"] == [{"impl": "torch eager", "ms": 0.5}] and saved["torch"] == "2.x"
    assert bench.PeerRecord(tmp_path / "q", budget=60).deadline is not None
