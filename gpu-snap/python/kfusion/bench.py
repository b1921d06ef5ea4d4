# kfusion.bench: what the benchmark drivers (bench/{hfuse,stencil,stitch,gemm,models}/run.py) and
# their peers scripts share: the environment of a timed or checking run and the run itself,
# the check-then-time sequence, the rows file and the time budget, the tools' helpers
# (passes kfusion-opt has, lowering, launches), the metadata every results directory
# records, the tables' cells, and the peers' PyTorch / JAX timing.
"""Shared pieces of the benchmark drivers."""

import datetime
import json
import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import time
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


def add_run_arguments(parser, warmup=5, repeat=20):
    """The options of every driver's run: --out, --seed (default from the clock: fresh
    inputs), --warmup, --repeat, --flush-cache-mib, --jobs."""
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=int(time.time()) & 0xFFFF,
                        help="base of the input seeds (default: from the clock: fresh inputs)")
    parser.add_argument("--warmup", type=int, default=warmup)
    parser.add_argument("--repeat", type=int, default=repeat)
    add_flush_argument(parser)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)


def add_sim_argument(parser):
    """--sim: no GPU, small sizes on kfusion-sim, checked and not timed."""
    parser.add_argument("--sim", action="store_true",
                        help="no GPU: small sizes on kfusion-sim, checked, not timed")


def add_lowering_arguments(parser, chip="sm_90", chip_help=None):
    """--timeout (of each tool run), --chip and --lower-options (kfusion-to-cubin's)."""
    parser.add_argument("--timeout", type=int, default=900)
    parser.add_argument("--chip", default=chip, help=chip_help)
    parser.add_argument("--lower-options", default="",
                        help="more kfusion-to-cubin options, e.g. 'opt-level=3'")


def add_checked_run_arguments(parser, what="workload", held="what it holds"):
    """The options of a check-then-time phase: --budget (start no new `what` after it),
    --one-run, --resume (skip `held` of the rows file), --keep-work, --no-table."""
    parser.add_argument("--budget", type=float, default=0,
                        help="seconds; start no new %s after this" % what)
    parser.add_argument("--one-run", action="store_true",
                        help="check and time in one run (the time counts only if the check "
                             "passes) instead of a check run followed by a timed run")
    parser.add_argument("--resume", action="store_true",
                        help="keep workloads.jsonl and skip %s" % held)
    parser.add_argument("--keep-work", action="store_true",
                        help="keep the input and output files under OUT/work")
    parser.add_argument("--no-table", action="store_true")


def add_phase_parsers(sub, parents):
    """The phases `peers` (--peers-budget) and `all` (--peers-budget, --no-peers) with the
    `parents` options, and `report` (--results DIR..., --out)."""
    pe = sub.add_parser("peers", parents=parents)
    pe.add_argument("--peers-budget", type=float, default=0)
    a = sub.add_parser("all", parents=parents)
    a.add_argument("--peers-budget", type=float, default=0)
    a.add_argument("--no-peers", action="store_true")
    r = sub.add_parser("report")
    r.add_argument("--results", action="append", required=True)
    r.add_argument("--out")


def run_all(args, phases, report):
    """A driver's `all`: the phases in order (exit statuses or'ed; no phase prints the
    tables), then `report` of args.out. Returns the or'ed status."""
    t0 = time.time()
    args.no_table = True
    rc = 0
    for phase in phases:
        rc |= phase(args)
    args.results = [args.out]
    report(args)
    log("all: %.0f s" % (time.time() - t0))
    return rc


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


def load_rows(directory, name="workloads.jsonl"):
    """The rows of `directory`/`name` (none when it is missing)."""
    p = Path(directory) / name
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


def peer_timer(torch, flush_mib=DO_BENCH_FLUSH_MIB, warmup_ms=25, rep_ms=200):
    """fn -> median ms of a peer: triton.testing.do_bench (`warmup_ms` ms of warm-up,
    default 25, and `rep_ms` ms of repetitions, default 200, each behind its 256 MiB cache
    flush) when triton is installed; else the same method by hand: a warm-up call, then 50
    repetitions each after writing `flush_mib` MiB, timed with CUDA events."""
    try:
        from triton.testing import do_bench

        def bench(fn):
            return do_bench(fn, warmup=warmup_ms, rep=rep_ms, return_mode="median")
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



# ---------------------------------------------------------------------------------------
# A run of a benchmark program
# ---------------------------------------------------------------------------------------

def log(msg):
    """A progress line, flushed (the GPU session's log interleaves with the tools')."""
    print(msg, flush=True)


def seed_of(*parts):
    """The 64-bit FNV-1a hash of the parts' text: a workload's input seed, the same in every
    process and on every machine (Python's hash() is salted)."""
    h = 1469598103934665603
    for p in parts:
        for ch in str(p).encode():
            h = ((h ^ ch) * 1099511628211) % (1 << 64)
    return h


def run_program(tool, program, input_dir, output_dir, entry="main", extra=(), env=None,
                timeout=1800, report_streams=False):
    """Runs `program`'s `entry` with kfusion-runner or kfusion-sim, its inputs read from
    `input_dir` and its outputs written to `output_dir` ($KFUSION_INPUT_DIR /
    $KFUSION_OUTPUT_DIR, created), `env` added to the environment; with kfusion-runner
    `--entry-point-result=void` (and `--report-streams` with `report_streams`: the streams
    the program left alive), behind $KFUSION_RUNNER_WRAPPER where it is set (a command
    line the runner's runs then start with: scripts/gpu-sanitize.sh runs the model blocks
    under `compute-sanitizer --tool T --error-exitcode 99`). Returns the CompletedProcess,
    stderr folded into stdout."""
    e = dict(os.environ)
    e.update({"KFUSION_INPUT_DIR": str(input_dir), "KFUSION_OUTPUT_DIR": str(output_dir)})
    e.update(env or {})
    Path(output_dir).mkdir(parents=True, exist_ok=True)
    cmd = [str(tool), str(program), "-e", entry]
    if os.path.basename(str(tool)).startswith("kfusion-runner"):
        cmd = shlex.split(e.get("KFUSION_RUNNER_WRAPPER", "")) + cmd
        cmd.append("--entry-point-result=void")
        if report_streams:
            cmd.append("--report-streams")
    cmd += list(extra)
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          env=e, timeout=timeout)


def graph_call_lines(call, tag):
    """`call` (one func.call of @step) through the runtime's step graphs
    (kfusionGraphBegin / End of %graph_key, an i64 defined before): the first such call
    runs and records it, each later one replays the recorded CUDA graph instead (one
    launch, no host work between the kernels); kfusion-sim records and replays the same
    way (its launches on the recorded buffers, the call's host code skipped). `tag` makes
    the result's name unique in @main."""
    return ["%%replayed_%s = func.call @kfusionGraphBegin(%%graph_key) : (i64) -> i1" % tag,
            "scf.if %%replayed_%s {" % tag,
            "} else {",
            "  " + call,
            "  func.call @kfusionGraphEnd(%graph_key) : (i64) -> ()",
            "}"]


def timed_loop_lines(call, graph=False):
    """The lines of a benchmark program's @main that repeat `call` (one func.call of
    @step): kfusionBenchWarmup untimed calls, then kfusionBenchRepeat calls each between
    kfusionTimingBegin / End and recorded, then kfusionBenchReport (the runtime's benchmark
    mode; %c0, %c1, %warmup_default and %repeat_default defined before). With `graph`,
    each call goes through graph_call_lines (%graph_key defined before)."""
    def body(tag):
        return ["  " + line for line in (graph_call_lines(call, tag) if graph else [call])]
    return (["%warmup = func.call @kfusionBenchWarmup(%warmup_default) : (i64) -> i64",
             "%repeat = func.call @kfusionBenchRepeat(%repeat_default) : (i64) -> i64",
             "%warmup_n = arith.index_cast %warmup : i64 to index",
             "%repeat_n = arith.index_cast %repeat : i64 to index",
             "scf.for %w = %c0 to %warmup_n step %c1 {"] + body("warm") +
            ["}",
             "scf.for %r = %c0 to %repeat_n step %c1 {",
             "  func.call @kfusionTimingBegin() : () -> ()"] + body("timed") +
            ["  %ms = func.call @kfusionTimingEnd() : () -> f64",
             "  func.call @kfusionBenchRecord(%ms) : (f64) -> ()",
             "}",
             "func.call @kfusionBenchReport() : () -> ()"])


def graph_status(stdout):
    """What the runtime said of the step graph in a run's output: "recorded (N kernels)",
    "not recorded: WHY", or None where it said nothing (no graph asked for, graphs off by
    $KFUSION_CUDA_GRAPH=0, or kfusion-sim)."""
    m = re.search(r"^kfusion-graph: key=\S+ (?:recorded: (\d+) kernels.*|not recorded: (.*))$",
                  stdout or "", re.M)
    if m is None:
        return None
    return "recorded (%s kernels)" % m.group(1) if m.group(1) else \
        "not recorded: " + m.group(2).strip()


#: The time fields of a row (kfusion-runner's benchmark line).
TIME_KEYS = ("median_ms", "min_ms", "max_ms")


def bench_times(stdout):
    """{median_ms, min_ms, max_ms, repeat} of the kfusion-bench line in `stdout` when the
    run made timed repetitions; {} without a line or repetitions."""
    from .tools import parse_bench_line
    try:
        bench = parse_bench_line(stdout)
    except ValueError:
        return {}
    if bench["repeat"] <= 0:
        return {}
    return {"median_ms": bench["median_ms"], "min_ms": bench["min_ms"],
            "max_ms": bench["max_ms"], "repeat": bench["repeat"]}


def judge_run(proc, outputs, check, more=None):
    """The judgement of one run of a benchmark program: "run failed" (with the last lines
    it printed) when it exited non-zero; "no outputs" when `outputs()` (reading the files
    it wrote) raises OSError or ValueError; else `check(got)` -> (problems, fields):
    "equal" without problems, "MISMATCH" with them, the fields (errors) and the times of a
    timed run (bench_times) added, then `more(row)` (the driver's own readings of the
    run's output)."""
    if proc.returncode != 0:
        return {"status": "run failed", "problems": proc.stdout.strip().splitlines()[-15:]}
    try:
        got = outputs()
    except (OSError, ValueError) as exc:
        return {"status": "no outputs", "problems": [str(exc)]}
    problems, fields = check(got)
    row = {"status": "equal" if not problems else "MISMATCH", "problems": problems}
    row.update(fields)
    row.update(bench_times(proc.stdout))
    graph = graph_status(proc.stdout)
    if graph is not None:
        row["graph"] = graph
    if more is not None:
        more(row)
    return row


def check_then_time(row, run, judge, one_run=False, time_it=True, also_check=None,
                    timed_keys=lambda key: key.endswith("_ms") or key == "repeat"):
    """The drivers' sequence for one program: a checked run first, a timed one only when
    the check passed. `run(timed)` runs the program (the untimed run makes one step, the
    timed one warms up and repeats) and returns the CompletedProcess; `judge(proc)` reads
    its outputs against the reference: a dict with `status` ("equal" when right),
    `problems` and, for a timed run, the times (bench_times). The check's judgement goes
    into `row`; `also_check(row)` may check an equal row further (kfusion-sim --compare)
    and change its status. With `one_run` the checked run is timed too (the time counts
    only if the check passes); without `time_it` (the interpreter, a host program) nothing
    is timed. A timed run whose outputs differ turns the status into "timed run: ...";
    else the keys `timed_keys` picks from its judgement go into `row`. A row that is not
    equal keeps no times. Returns the checked run's CompletedProcess (for its log)."""
    proc = run(one_run and time_it)
    row.update(judge(proc))
    if row["status"] == "equal" and also_check is not None:
        also_check(row)
    if row["status"] == "equal" and time_it and not one_run:
        timed = judge(run(True))
        if timed["status"] != "equal":
            row.update({"status": "timed run: " + timed["status"],
                        "problems": timed["problems"]})
        else:
            row.update({k: v for k, v in timed.items() if timed_keys(k)})
    elif row["status"] != "equal":
        for k in TIME_KEYS:
            row.pop(k, None)
    return proc


def results_done(path, key, resume=True):
    """The keys (`key(row)`) of the rows already in the rows file `path` (JSON lines), for
    a run that resumes; without `resume` the file is removed first and nothing is done."""
    path = Path(path)
    if not resume and path.exists():
        path.unlink()
    if not path.exists():
        return set()
    return {key(json.loads(line)) for line in path.read_text().splitlines()}


def append_rows(path, rows, default=None):
    """Appends `rows` to the rows file `path`, one JSON object a line (`default`:
    json.dumps's, for values JSON lacks)."""
    with Path(path).open("a") as f:
        for r in rows:
            f.write(json.dumps(r, default=default) + "\n")


def deadline_after(seconds):
    """The time after which a driver starts nothing new (--budget), or None for none."""
    return time.time() + seconds if seconds else None


def past(deadline):
    """Whether `deadline` (deadline_after) has passed."""
    return deadline is not None and time.time() > deadline


# ---------------------------------------------------------------------------------------
# The tools
# ---------------------------------------------------------------------------------------

_OPT_HELP = {}


def opt_has_pass(name):
    """True when `kfusion-opt --help` lists --<name> (read once per process)."""
    if "text" not in _OPT_HELP:
        try:
            _OPT_HELP["text"] = run_tool(["kfusion-opt", "--help"], check=False,
                                         timeout=120).stdout
        except ToolError:
            _OPT_HELP["text"] = ""
    return re.search(r"--%s\b" % re.escape(name), _OPT_HELP["text"]) is not None


def count_launches(text):
    """The gpu.launch_func ops in a program's text."""
    return len(re.findall(r"\bgpu\.launch_func\b", text))


def lower(src, dst, args):
    """kfusion-opt --kfusion-to-cubin of `src` into `dst` for args.chip, with
    args.lower_options (the drivers' --chip, --lower-options, --timeout); returns dst."""
    opts = "chip=%s" % args.chip + (" " + args.lower_options if args.lower_options else "")
    run_tool(["kfusion-opt", str(src), "--kfusion-to-cubin=" + opts, "-o", str(dst)],
             timeout=args.timeout)
    return dst


# ---------------------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------------------

def fmt(v, f="%.4f"):
    """A table cell: `v` formatted, "-" for None."""
    return "-" if v is None else f % v


def md_row(cells):
    """A Markdown table row."""
    return "| " + " | ".join(str(c) for c in cells) + " |"


def md_header(columns):
    """A Markdown table's header row and rule."""
    return [md_row(columns), "|" + "---|" * len(columns)]


def group_by(rows, key):
    """{key value: [rows]} in the order the values first appear."""
    out = {}
    for r in rows:
        out.setdefault(r[key], []).append(r)
    return out


def read_peers(directory):
    """peers.json of a results directory (the peers script's record), or None."""
    return read_json(directory, "peers.json")


def add_bandwidth(row, copy_gbs):
    """A timed row of a memory-bound workload: its GB/s (its minimum bytes, row["bytes"], over
    the median) and, with the run's copy bandwidth, the fraction of it ("copy_fraction")."""
    row["gbs"] = row["bytes"] / row["median_ms"] / 1e6
    if copy_gbs:
        row["copy_fraction"] = row["gbs"] / copy_gbs


def problem_lines(problems, count=5, width=None):
    """The first `count` problems of a row (each cut to `width` characters), each on an
    indented line of its own, to follow the row's progress line ("" without problems)."""
    if not problems:
        return ""
    return "\n      " + "\n      ".join(str(p)[:width] for p in problems[:count])


def read_results(directories):
    """The rows of results directories, in order, and the last copy.json, peers.json and
    meta.json found among them: (rows, copy, peers, meta)."""
    rows, copy, peers, meta = [], None, None, None
    for d in directories:
        rows += load_rows(d)
        copy = read_copy(d) or copy
        peers = read_peers(d) or peers
        meta = read_json(d, "meta.json") or meta
    return rows, copy, peers, meta


def read_copy(directory):
    """copy.json of a results directory (bench/stencil's copy phase), or None."""
    return read_json(directory, "copy.json")


def read_copy_gbs(directory):
    """The device-to-device copy bandwidth (GB/s) a results directory measured, or None."""
    copy = read_copy(directory)
    return copy.get("copy_gbs") if copy else None


def ceiling_lines(copy, peers):
    """The lines that open a table of memory-bound workloads: the copy programs of the same
    run (copy.json) and torch's copy_ of the same session (peers.json's "copy" row)."""
    lines = []
    if copy:
        lines.append("Copy ceiling (same run): " + "; ".join(
            "%s %s" % (r["program"], "%.4f ms = %.0f GB/s" % (r["median_ms"], r["gbs"])
                       if r.get("gbs") else r["status"]) for r in copy["rows"]))
    if peers:
        torch_copy = [r for r in peers.get("rows", []) if r["workload"] == "copy"]
        if torch_copy and torch_copy[0].get("ms"):
            lines.append("torch copy_ (same session): %.4f ms = %.0f GB/s" % (
                torch_copy[0]["ms"], torch_copy[0]["gbs"]))
    return lines


def peer_ms(peer_rows, impl):
    """The time (ms) of implementation `impl` among a workload's peer rows, or None."""
    found = None
    for pr in peer_rows:
        if pr["impl"] == impl and pr.get("ms"):
            found = pr["ms"]
    return found


# ---------------------------------------------------------------------------------------
# Peers
# ---------------------------------------------------------------------------------------

def peer_info():
    """The record a peers script fills and writes as peers.json: the date and its rows."""
    return {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "rows": []}


class PeerRecord:
    """What a peers script records: `out`/peers.json (the directory made) holding `info`
    (peer_info: the date, the rows, and what the script adds), written by save() after each
    measurement; `deadline`, after which it measures nothing new (--budget)."""

    def __init__(self, out, budget=0):
        self.out = Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.info = peer_info()
        self.rows = self.info["rows"]
        self.deadline = deadline_after(budget)

    def save(self):
        (self.out / "peers.json").write_text(json.dumps(self.info, indent=1))


def torch_copy_ms(torch, bench, n):
    """Median ms of torch's device-to-device copy of `n` f32 (read and write: 8 n bytes),
    timed by `bench` (peer_timer)."""
    a = torch.randn(n, device="cuda")
    b = torch.empty_like(a)
    return bench(lambda: b.copy_(a))


def jax_wall_ms(jax, fn, inputs, reps):
    """(median wall ms, compile seconds) of a jax.jit function: one call to compile, then
    `reps` calls each ending in block_until_ready."""
    t0 = time.time()
    jax.block_until_ready(fn(inputs))
    secs = time.time() - t0
    times = []
    for _ in range(reps):
        t1 = time.perf_counter()
        jax.block_until_ready(fn(inputs))
        times.append(time.perf_counter() - t1)
    return float(statistics.median(times)) * 1e3, secs

