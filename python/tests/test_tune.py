# Tests of kfusion.tune (kfusion-tune): the tuning record kfusion-fuse writes, checked as
# read; the cache's "fuse" entries made from measured times (a candidate the record lacks,
# a time that is not positive refused), a new measurement replacing the old of the same
# build (its gemm-load and gemm-staging), the comparison of projections with measurements, and the command line.
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import tune  # noqa: E402

PROBLEM = {"ir_sha1": "ab" * 20, "signature": "(tensor<8xf32>) -> tensor<8xf32>"}


def _record(tmp_path, functions=None):
    record = {"kfusion_tuning_record": 1, "device": "h200", "gemm_load": "auto",
              "functions": functions if functions is not None else [
                  {"name": "forward", "problem": PROBLEM, "chosen": "stitch",
                   "candidates": [
                       {"name": "stitch", "projected_us": 40.0, "fully_projected": True,
                        "launches": 3},
                       {"name": "unfused", "projected_us": 90.0, "fully_projected": True,
                        "launches": 9},
                       {"name": "per-region", "projected_us": 30.0,
                        "fully_projected": False, "launches": 4}]}]}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    return path


def test_record_read_and_checked(tmp_path):
    record = tune.read_record(_record(tmp_path))
    assert tune.record_function(record)["name"] == "forward"
    assert tune.record_function(record, "forward")["chosen"] == "stitch"
    with pytest.raises(tune.TuneError, match="no function other"):
        tune.record_function(record, "other")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"kfusion_tuning_record": 2}))
    with pytest.raises(tune.TuneError, match="must be 1"):
        tune.read_record(bad)
    bad.write_text("{")
    with pytest.raises(tune.TuneError, match="bad.json"):
        tune.read_record(bad)
    two = tune.read_record(_record(tmp_path, [
        {"name": n, "problem": PROBLEM, "chosen": "stitch", "candidates": []}
        for n in ("a", "b")]))
    with pytest.raises(tune.TuneError, match="2 functions"):
        tune.record_function(two)


def test_entries_replace_the_same_build(tmp_path):
    record = tune.read_record(_record(tmp_path))
    f = tune.record_function(record)
    cache = tune.load_cache(tmp_path / "none.json")
    assert cache == {"kfusion_tuning_cache": 1, "entries": []}
    entries = tune.fuse_entries(record, f, {"unfused": 0.09, "stitch": 0.05}, "run 1")
    # A record written before kfusion-fuse had gemm-staging staged the results.
    assert [e["config"] for e in entries] == [
        {"candidate": "stitch", "gemm_load": "auto", "gemm_staging": "results"},
        {"candidate": "unfused", "gemm_load": "auto", "gemm_staging": "results"}]
    assert entries[0]["problem"] == PROBLEM and entries[0]["device"] == "h200"
    assert entries[0]["note"] == "@forward: run 1"
    cache["entries"].append({"device": "h200", "kind": "gemm", "problem": {"m": 1},
                             "config": {}, "ms": 1.0})
    assert tune.add_entries(cache, entries) == 0
    again = tune.fuse_entries(record, f, {"stitch": 0.04})
    assert tune.add_entries(cache, again) == 1
    assert len(cache["entries"]) == 3
    assert tune.cache_times(cache, record, f) == {"unfused": 0.09, "stitch": 0.04}
    # Measured with another staging: not this record's time.
    staged = dict(record, gemm_staging="auto")
    assert tune.fuse_entries(staged, f, {"stitch": 0.01})[0]["config"]["gemm_staging"] == "auto"
    tune.add_entries(cache, tune.fuse_entries(staged, f, {"stitch": 0.01}))
    assert tune.cache_times(cache, record, f) == {"unfused": 0.09, "stitch": 0.04}
    assert tune.cache_times(cache, staged, f) == {"stitch": 0.01}
    with pytest.raises(tune.TuneError, match="no candidate stitch-greedy"):
        tune.fuse_entries(record, f, {"stitch-greedy": 0.1})
    with pytest.raises(tune.TuneError, match="positive"):
        tune.fuse_entries(record, f, {"stitch": 0})


def test_comparison_names_both_choices(tmp_path):
    f = tune.record_function(tune.read_record(_record(tmp_path)))
    rows, model, fastest = tune.comparison(f, {"stitch": 0.05, "unfused": 0.04})
    # per-region is not fully projected: the model's choice is stitch's projection.
    assert model == "stitch" and fastest == "unfused"
    assert rows[0]["projected_over_measured"] == pytest.approx(0.8)
    assert rows[2]["projected_ms"] is None
    text = tune.render_comparison("forward", rows, model, fastest)
    assert "| unfused | 9 | 0.0900 | 0.0400 | 2.25 |" in text
    assert "median |projected / measured - 1| 0.73 over 2 candidates" in text


def test_command_line(tmp_path, capsys):
    record = _record(tmp_path)
    cache = tmp_path / "cache.json"
    assert tune.main(["add", "--record", str(record), "--cache", str(cache),
                      "stitch=0.05"]) == 0
    assert "1 entries of @forward added" in capsys.readouterr().out
    assert json.loads(cache.read_text())["entries"][0]["ms"] == 0.05
    assert tune.main(["report", "--record", str(record), "--cache", str(cache)]) == 0
    assert "fastest measured stitch" in capsys.readouterr().out
    assert tune.main(["add", "--record", str(record), "--cache", str(cache),
                      "stitch"]) == 1
    assert "CANDIDATE=MS" in capsys.readouterr().err
