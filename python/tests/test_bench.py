# Tests of kfusion.bench, the pieces the four benchmark drivers share: the run environment
# (warm-up, repetitions, the cache flush of timed runs only), the metadata keys every results
# directory records, the commit override, prepared programs' record, the rows file.
import argparse
import json
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
