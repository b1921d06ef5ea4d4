# kfusion.bench: what the benchmark drivers (bench/{hfuse,stencil,stitch,cusync}/run.py) share:
# the environment of a timed or checking run of a benchmark program, the metadata every
# results directory records (date, host, device, commit, repetitions, timing method), the
# programs prepared elsewhere, and the rows a run wrote.
"""Shared pieces of the benchmark drivers."""

import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path

from .tools import REPO_ROOT, ToolError, run_tool

#: The cache flush of triton.testing.do_bench, which the peers are timed with: 256 MiB written
#: before each repetition. The bench drivers time our programs the same way by default
#: ($KFUSION_TIMING_FLUSH_MIB, include/KFusion/Runtime/Runtime.h): cold caches, and the host's
#: launch latency outside the time.
DO_BENCH_FLUSH_MIB = 256


def add_flush_argument(parser):
    """The drivers' --flush-cache-mib option (default DO_BENCH_FLUSH_MIB; 0: the runtime's
    plain timing, launch latency and warm caches included)."""
    parser.add_argument(
        "--flush-cache-mib", type=int, default=DO_BENCH_FLUSH_MIB, metavar="MIB",
        help="write MIB MiB before each timed repetition and hold its operations behind it, "
             "as triton.testing.do_bench does for the peers (default %(default)s; 0: no flush, "
             "the host's launch latency counted)")


def timing_env(flush_mib):
    """The environment that makes kfusion-runner's timing regions flush `flush_mib` MiB."""
    if flush_mib < 0 or flush_mib > 65536:
        raise ValueError("--flush-cache-mib must be 0 to 65536, not %s" % flush_mib)
    return {"KFUSION_TIMING_FLUSH_MIB": str(flush_mib)}


def timing_method(flush_mib):
    """One phrase for the report headers."""
    if flush_mib:
        return ("each timed repetition starts behind a %d MiB write (cold L2, no host launch "
                "latency; as triton do_bench)" % flush_mib)
    return "no cache flush (warm L2, the host's launch latency of the first operation included)"


def bench_env(warmup, repeat, flush_mib, timed=True):
    """The environment of one run of a benchmark program: `warmup` untimed and `repeat` timed
    steps and the cache flush of timed runs (timing_env); an untimed run (the
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


def load_torch(info, save):
    """PyTorch for the peers, when it is installed and sees a CUDA device (TF32 matmuls off,
    so f32 GEMMs compare with f32 math): records the device and version in `info`. Else
    None, with info["error"] set, a line printed and save() called."""
    try:
        import torch
    except ImportError as exc:
        info["error"] = "no torch: %s" % exc
        print("peers: no torch (%s); nothing measured" % exc)
        save()
        return None
    if not torch.cuda.is_available():
        info["error"] = "torch sees no CUDA device"
        print("peers: torch sees no CUDA device; nothing measured")
        save()
        return None
    torch.backends.cuda.matmul.allow_tf32 = False
    info.update({"device": torch.cuda.get_device_name(), "torch": torch.__version__})
    print(info["device"], "torch", torch.__version__, flush=True)
    return torch


def peer_timer(torch, flush_mib=DO_BENCH_FLUSH_MIB):
    """fn -> median ms of a peer: triton.testing.do_bench (25 ms warm-up, 200 ms of
    repetitions, each behind its 256 MiB cache flush) when triton is installed; else the same
    method by hand: a warm-up call, then 50 repetitions each after writing `flush_mib` MiB,
    timed with CUDA events."""
    try:
        from triton.testing import do_bench

        def bench(fn):
            return do_bench(fn, warmup=25, rep=200, return_mode="median")
        return bench
    except ImportError:
        pass
    cache = torch.empty(flush_mib << 20, dtype=torch.int8, device="cuda")

    def bench(fn, reps=50):
        fn()
        torch.cuda.synchronize()
        times = []
        for _ in range(reps):
            cache.zero_()
            a = torch.cuda.Event(enable_timing=True)
            b = torch.cuda.Event(enable_timing=True)
            a.record()
            fn()
            b.record()
            b.synchronize()
            times.append(a.elapsed_time(b))
        return float(statistics.median(times))
    return bench


def read_json(directory, name):
    """`directory`/`name` parsed, or None when it is missing (meta.json, peers.json, ...)."""
    p = Path(directory) / name
    return json.loads(p.read_text()) if p.exists() else None


def report_header(meta, what):
    """The lines that open a results table: device, date, commit, repetitions, `what` (the
    driver's passes or prepared programs) and the timing method."""
    return "Device: %s\nDate: %s; commit %s; warm-up %s, repetitions %s; %s\nTiming: %s\n\n" % (
        meta.get("device"), meta.get("date"), meta.get("commit"), meta.get("warmup"),
        meta.get("repeat"), what, timing_method(meta.get("flush_cache_mib", 0)))


def write_report(text, out):
    """Prints a report and, with `out`, writes it to `out`/tables.md."""
    print(text)
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        (Path(out) / "tables.md").write_text(text + "\n")


def run_peers(script, options, budget=None, log=print):
    """Runs a driver's peers script (`bench/*/peers.py`) in a process of its own, so that torch
    and JAX stay out of the driver's: `options` are its arguments, `budget` its --budget
    (seconds; none when 0 or None); JAX does not preallocate the GPU. Returns its exit
    status."""
    cmd = [sys.executable, str(script)] + [str(o) for o in options]
    if budget:
        cmd += ["--budget", str(budget)]
    env = dict(os.environ, XLA_PYTHON_CLIENT_PREALLOCATE="false")
    log("peers: %s" % " ".join(cmd))
    return subprocess.run(cmd, env=env).returncode
