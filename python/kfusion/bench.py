# kfusion.bench: what the benchmark drivers (bench/{hfuse,stencil,stitch,cusync}/run.py) share:
# the environment of a timed or checking run of a benchmark program, the metadata every
# results directory records (date, host, device, commit, repetitions, timing method), the
# programs prepared elsewhere, and the rows a run wrote.
"""Shared pieces of the benchmark drivers."""

import datetime
import json
import os
import platform
import subprocess
from pathlib import Path

from .tools import REPO_ROOT, ToolError, run_tool, timing_env


def bench_env(warmup, repeat, flush_mib, timed=True):
    """The environment of one run of a benchmark program: `warmup` untimed and `repeat` timed
    steps and the cache flush of timed runs (kfusion.tools.timing_env); an untimed run (the
    check) makes one step, no flush."""
    return {"KFUSION_BENCH_WARMUP": str(warmup if timed else 0),
            "KFUSION_BENCH_REPEAT": str(repeat if timed else 0),
            **timing_env(flush_mib if timed else 0)}


def device_summary():
    """`kfusion-runner --gpu-info`'s line; "none" without a GPU, "unknown" without a runner."""
    try:
        return run_tool(["kfusion-runner", "--gpu-info"], check=False,
                        timeout=60).stdout.strip() or "none"
    except ToolError:
        return "unknown"


def git_commit(root=REPO_ROOT):
    """$KFUSION_COMMIT (set where the tree has no .git, e.g. on a GPU machine), else the short
    hash of `root`'s HEAD, else "unknown"."""
    if os.environ.get("KFUSION_COMMIT"):
        return os.environ["KFUSION_COMMIT"]
    try:
        return subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True).stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def base_metadata(args):
    """The metadata every results directory records, from a driver's parsed arguments
    (warmup, repeat, flush_cache_mib; sim and seed where the driver has them)."""
    meta = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "host": platform.node(), "warmup": args.warmup, "repeat": args.repeat,
            "flush_cache_mib": args.flush_cache_mib}
    for key in ("sim", "seed"):
        if hasattr(args, key):
            meta[key] = bool(args.sim) if key == "sim" else args.seed
    meta["device"] = device_summary()
    meta["commit"] = git_commit()
    return meta


def prepared_info(args):
    """What `run.py prepare` recorded of the programs in args.prepared (commit, date, host and
    the kfusion-opt used), or None."""
    info = Path(getattr(args, "prepared", None) or "/nonexistent") / "prepare.json"
    if not info.exists():
        return None
    return json.loads(info.read_text())


def load_rows(directory):
    """The rows of `directory`/workloads.jsonl (none when it is missing)."""
    p = Path(directory) / "workloads.jsonl"
    return [json.loads(l) for l in p.read_text().splitlines()] if p.exists() else []
