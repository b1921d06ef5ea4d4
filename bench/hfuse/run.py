#!/usr/bin/env python3
# bench/hfuse/run.py: the HFuse experiment (issue #3) on a GPU: check every kernel against
# its reference and time it alone ("kernels"), tune every pair at several time ratios with
# the HFuse tuner ("pairs"), profile representative pairs with ncu ("ncu"), and turn the
# JSON results into tables and plots ("report", runs anywhere).
"""HFuse benchmarks: kernels, pairs, ncu metrics and the report.

    python3 bench/hfuse/run.py kernels --out DIR [--kernels a,b] [--scale S] [--sim]
                                       [--one-run] [--chip sm_90] [--lower-options ...]
    python3 bench/hfuse/run.py pairs   --out DIR --calibration DIR/kernels.json
                                       [--pairs a+b,...] [--ratios 0.5,1,2]
    python3 bench/hfuse/run.py ncu     --out DIR --calibration ... --pairs-results DIR
    python3 bench/hfuse/run.py report  --results DIR [--results DIR...] --out DIR

Tools come from $KFUSION_BIN (the bundle's bin/), else build/bin. Every run's inputs are
fresh random numbers (numpy, seeded by --seed and the configuration); every output is
checked: each kernel against its independent reference (numpy; PyTorch too when it is
installed; hashlib for the hashes), every fused candidate of a pair against the same
references. Times are device times of one step (both kernels) measured by the program
with CUDA events (kfusionTimingBegin/End), median of --repeat after --warmup.

`kernels` runs each kernel through the suites' shared harness (python/kfusion/bench.py):
lowered by kfusion.bench.lower, run by run_program, checked by judge_run, timed by
check_then_time only after its check run passed (--one-run: one run checks and times; a
mismatch keeps no time). With --sim the kernels run unlowered on kfusion-sim, checked, not
timed (use a small --scale).
"""

import argparse
import itertools
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "python"))

import numpy as np  # noqa: E402

from hfbench import program as hp  # noqa: E402
from kfusion import hfuse_tuner as ht  # noqa: E402
from kfusion.bench import (add_lowering_arguments, add_run_arguments,  # noqa: E402
                           add_sim_argument, append_rows, base_metadata, bench_env,
                           check_then_time, deadline_after, fmt, judge_run, log, lower, past,
                           problem_lines, results_done, run_program, seed_of, timing_method)
from kfusion.tools import find_tool, run_tool  # noqa: E402

DL = ["batchnorm", "histogram", "maxpool", "upsample", "im2col"]
CRYPTO = ["sha256d", "blake256", "blake2b", "ethash"]


def factories():
    table = {}
    try:
        from hfbench import dl
        table.update(dl.KERNELS)
    except ImportError as exc:  # pragma: no cover - reported by the caller
        print("run.py: no DL kernels: %s" % exc)
    try:
        from hfbench import crypto
        table.update(crypto.KERNELS)
    except ImportError as exc:  # pragma: no cover
        print("run.py: no crypto kernels: %s" % exc)
    return table


def all_pairs():
    return [a + "+" + b for a, b in itertools.combinations(DL, 2)] + \
           [a + "+" + b for a, b in itertools.combinations(CRYPTO, 2)]


def torch_reference_for(name):
    """The kernel module's torch_reference(name, inputs), when it and torch exist."""
    try:
        import torch  # noqa: F401
    except ImportError:
        return None
    for module in ("dl", "crypto"):
        try:
            mod = __import__("hfbench." + module, fromlist=["x"])
        except ImportError:
            continue
        fn = getattr(mod, "torch_reference", None)
        if fn is not None and name in mod.KERNELS:
            return lambda inputs: fn(name, inputs)
    return None


# ---------------------------------------------------------------------------------------
# Checking outputs against references
# ---------------------------------------------------------------------------------------

class Expected:
    """The reference outputs of one kernel for one set of inputs: full arrays, or (for
    kernels with reference_at and many elements) the values at a random sample of flat
    indices."""

    SAMPLE = 2048

    def __init__(self, kernel, inputs, rng, full_limit=1 << 16):
        self.kernel = kernel
        self.sample = None
        big = max(b.elements for b in kernel.outputs()) > full_limit
        if kernel.reference_at is not None and big:
            n = min(b.shape[0] for b in kernel.outputs())
            self.sample = np.unique(np.concatenate([
                rng.integers(0, n, self.SAMPLE), np.array([0, n - 1])]))
            self.values = kernel.reference_at(inputs, self.sample)
        else:
            self.values = kernel.reference(inputs)

    def check(self, got):
        if self.sample is None:
            return hp.compare(self.kernel, got, self.values)
        problems = []
        for b in self.kernel.outputs():
            g = np.asarray(got[b.name])[self.sample]
            w = np.asarray(self.values[b.name]).astype(hp.NUMPY[b.dtype]).reshape(g.shape)
            bad = g != w
            if np.any(bad):
                i = tuple(int(x) for x in np.argwhere(bad)[0])
                problems.append("%s.%s: %d of %d sampled elements differ; first at %s "
                                "(row %d): got %r, want %r" % (
                                    self.kernel.name, b.name, int(bad.sum()), bad.size,
                                    i, int(self.sample[i[0]]), g[i].item(), w[i].item()))
        return problems

    def describe(self):
        return "full" if self.sample is None else "%d sampled rows" % self.sample.size


def fuse_and_lower(src, dst, args):
    """kfusion-opt --kfusion-horizontal-fusion of `src` (its kfusion.horizontal_group
    launches fused into one kernel) into <dst stem>.fused.mlir, then kfusion.bench.lower
    into `dst` (--chip, --lower-options, --timeout); returns dst."""
    fused = Path(dst).with_name(Path(dst).name.replace(".lowered.mlir", "") + ".fused.mlir")
    run_tool(["kfusion-opt", str(src), "--kfusion-horizontal-fusion", "-o", str(fused)],
             timeout=args.timeout)
    return lower(fused, dst, args)


def execute(args, program, input_dir, output_dir, timed):
    """One run of `program` (kfusion.bench.run_program): kfusion-sim (--sim) or
    kfusion-runner; a timed run warms up and repeats (--warmup, --repeat, behind the cache
    flush), an untimed one makes the checked step only."""
    tool = find_tool("kfusion-sim" if getattr(args, "sim", False) else "kfusion-runner")
    return run_program(tool, program, input_dir, output_dir,
                       env=bench_env(args.warmup, args.repeat, args.flush_cache_mib, timed),
                       timeout=args.timeout)


# ---------------------------------------------------------------------------------------
# kernels: each kernel alone at scale 1, checked and timed
# ---------------------------------------------------------------------------------------

def cmd_kernels(args):
    out = Path(args.out)
    work = out / "work" / "kernels"
    work.mkdir(parents=True, exist_ok=True)
    table = factories()
    names = args.kernels.split(",") if args.kernels else [n for n in DL + CRYPTO if n in table]
    results = {}
    import concurrent.futures
    kernels = {n: table[n](scale=args.scale) for n in names}
    srcs = {}
    for n, k in kernels.items():
        src = work / ("%s.mlir" % n)
        src.write_text(hp.program([k], "sequential"))
        srcs[n] = src
    if args.sim:
        programs = srcs
    else:
        t0 = time.time()
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            programs = dict(zip(names, pool.map(
                lambda n: lower(srcs[n], work / ("%s.lowered.mlir" % n), args), names)))
        log("kernels: lowered %d programs in %.1f s" % (len(names), time.time() - t0))
    for n in names:
        results[n] = kernel_row(args, n, kernels[n], programs[n], work)
    meta = metadata(args)
    (out / "kernels.json").write_text(json.dumps({"meta": meta, "kernels": results},
                                                 indent=1))
    log("kernels: wrote %s" % (out / "kernels.json"))
    return 0 if all(r.get("status") == "equal" for r in results.values()) else 1


def kernel_row(args, n, k, program, work):
    """Kernel `k` (named `n`) alone, through the shared check-then-time sequence
    (kfusion.bench.check_then_time): fresh inputs, a checked run against the numpy /
    hashlib reference (Expected) and, where it passes, PyTorch's (torch_reference_for);
    then, when equal and not --sim, a timed run (unless --one-run: one run checks and
    times). Returns the row of kernels.json."""
    rng = np.random.default_rng(seed_of(args.seed, "kernel", n))
    indir, outdir = work / (n + ".in"), work / (n + ".out")
    inputs = hp.write_inputs([k], indir, rng)[0]
    expected = Expected(k, inputs, rng)
    row = {"kernel": n, "kind": k.kind, "threads": k.launch.threads,
           "block": list(k.launch.block), "grid": list(k.launch.grid),
           "params": k.params, "scale": args.scale}

    def judge(proc):
        return judge_run(proc, lambda: hp.read_outputs([k], outdir)[0],
                         lambda got: (expected.check(got), {
                             "check": "numpy/hashlib reference (%s)" % expected.describe()}))

    def with_torch(row):
        tref = torch_reference_for(n)
        if tref is None:
            return
        tp = hp.compare(k, hp.read_outputs([k], outdir)[0], tref(inputs))
        row["problems"] = row["problems"] + ["torch: " + p for p in tp]
        row["check"] += " + PyTorch"
        if tp:
            row["status"] = "MISMATCH"
    proc = check_then_time(row, lambda timed: execute(args, program, indir, outdir, timed),
                           judge, one_run=args.one_run, time_it=not args.sim,
                           also_check=with_torch)
    (work / ("%s.run.log" % n)).write_text(proc.stdout[-20000:])
    times = "" if not row.get("median_ms") else "%9.4f ms (min %.4f max %.4f)  " % (
        row["median_ms"], row["min_ms"], row["max_ms"])
    log("%-10s %-8s threads %4d grid %-16s %s%s%s" % (
        n, k.kind, k.launch.threads, "x".join(map(str, k.launch.grid)), times,
        row["status"], problem_lines(row.get("problems"))))
    return row


# ---------------------------------------------------------------------------------------
# pairs: the HFuse tuner per pair and time ratio
# ---------------------------------------------------------------------------------------

def scales_for(calib, a, b, ratio, base=1.0):
    """Scales of A and B: A at `base`, B so that time(B alone) ~= ratio * time(A alone),
    assuming time linear in scale (without a calibration: equal times at equal scales)."""
    if not calib:
        return base, base * ratio
    ta = calib[a]["median_ms"]
    tb = calib[b]["median_ms"]
    return base, base * ratio * ta / tb


#: Kernels whose bodies are grid-stride loops (any grid computes the same result); the
#: others fix their grid (batchnorm: one block per channel).
GRID_STRIDE = {"histogram", "maxpool", "upsample", "im2col", "sha256d", "blake256",
               "blake2b", "ethash"}
#: --grids: which grids a fused candidate's kernels get ('shared grid': equalize_grids;
#: 'own grids': each kernel's own).
GRID_CHOICES = {"shared": ["shared grid"], "own": ["own grids"],
                "both": ["shared grid", "own grids"]}
#: Grids below this many blocks (4 per SM of an H100) are not chosen for equalization.
MIN_GRID = 4 * 132


def equalize_grids(ka, kb):
    """One grid for both kernels of a fused candidate, where their bodies allow it: a
    fused block whose index lies beyond one kernel's grid runs only the other kernel's
    partition, and its other threads sit idle for the block's lifetime. A grid-stride
    kernel takes the other's grid when that one is fixed; two grid-stride kernels share
    the smaller grid (but at least MIN_GRID blocks, at most the larger one). Returns the
    grids chosen."""
    ga, gb = tuple(ka.launch.grid), tuple(kb.launch.grid)
    if ga == gb or ga[1:] != (1, 1) or gb[1:] != (1, 1):
        return ga, gb
    free_a, free_b = ka.name in GRID_STRIDE, kb.name in GRID_STRIDE
    if free_a and free_b:
        g = max(min(ga[0], gb[0]), min(max(ga[0], gb[0]), MIN_GRID))
        ga = gb = (g, 1, 1)
    elif free_a:
        ga = gb
    elif free_b:
        gb = ga
    ka.launch.grid, kb.launch.grid = ga, gb
    return ga, gb


def cmd_pairs(args):
    out = Path(args.out)
    calib = json.loads(Path(args.calibration).read_text())["kernels"] \
        if args.calibration else None
    table = factories()
    pairs = args.pairs.split(",") if args.pairs else all_pairs()
    ratios = [float(r) for r in args.ratios.split(",")]
    results_path = out / "pairs.jsonl"
    done = results_done(results_path, lambda r: (r["pair"], r["ratio"]))
    deadline = deadline_after(args.budget)
    for pair in pairs:
        a, b = pair.split("+")
        for ratio in ratios:
            if (pair, ratio) in done:
                continue
            if past(deadline):
                log("pairs: time budget spent; stopping before %s at ratio %g" % (pair, ratio))
                return 0
            row = tune_pair(args, table, calib, a, b, ratio, out)
            append_rows(results_path, [row])
    return 0


def tune_pair(args, table, calib, a, b, ratio, out):
    sa, sb = scales_for(calib, a, b, ratio, args.base_scale)
    tag = "%s+%s@%g" % (a, b, ratio)
    work = out / "work" / tag.replace("+", "_").replace("@", "_r")
    work.mkdir(parents=True, exist_ok=True)
    ka, kb = table[a](scale=sa), table[b](scale=sb)
    rng = np.random.default_rng(seed_of(args.seed, tag))
    dirs = {"pair": work / "in", "a": work / "in_a", "b": work / "in_b"}
    inputs = hp.write_inputs([ka, kb], dirs["pair"], rng)
    hp.write_input_files([ka], dirs["a"], inputs[:1])
    hp.write_input_files([kb], dirs["b"], inputs[1:])
    expected = [Expected(ka, inputs[0], rng), Expected(kb, inputs[1], rng)]

    seq = work / "sequential.mlir"
    seq.write_text(hp.program([ka, kb], "sequential"))
    streams = work / "streams.mlir"
    streams.write_text(hp.program([ka, kb], "streams"))
    alone_a, alone_b = work / "alone_a.mlir", work / "alone_b.mlir"
    alone_a.write_text(hp.program([ka], "sequential"))
    alone_b.write_text(hp.program([kb], "sequential"))

    grids = GRID_CHOICES[args.grids]

    def for_partition(part, variant=grids[0]):
        fa = table[a](scale=sa, threads=part[0])
        fb = table[b](scale=sb, threads=part[1])
        if variant == "shared grid":
            equalize_grids(fa, fb)
        return hp.program([fa, fb], "sequential")

    def check_outputs(cand, outdir, text):
        if cand.name == "%s alone" % a:
            kernels, exp = [ka], expected[:1]
        elif cand.name == "%s alone" % b:
            kernels, exp = [kb], expected[1:]
        else:
            kernels, exp = [ka, kb], expected
        got = hp.read_outputs(kernels, outdir)
        problems = []
        for g, e in zip(got, exp):
            problems += e.check(g)
        return problems

    lines = []
    tuner = ht.Tuner(seq, 0, "main", baselines={"two streams": streams},
                     info={"%s alone" % a: alone_a, "%s alone" % b: alone_b},
                     program_for_partition=for_partition, gpu=not args.sim, check="outputs",
                     check_outputs=check_outputs, timing="program", serial=True, blocks=True,
                     staggered=True,
                     warmup=args.warmup, repeat=args.repeat, workdir=work / "tuner",
                     variants=grids if len(grids) > 1 else None,
                     log=lambda s: (lines.append(s), log("  " + s)), jobs=args.jobs,
                     timeout=1800)
    # Inputs per candidate: the alone programs read their own kernel's inputs.
    original_measure = tuner.measure

    def measure(cand, index=0):
        which = "a" if cand.name == "%s alone" % a else "b" if cand.name == "%s alone" % b \
            else "pair"
        tuner.env = {"KFUSION_INPUT_DIR": str(dirs[which])}
        return original_measure(cand, index)
    tuner.measure = measure
    log("== %s (ratio %g: scales %.4g, %.4g; threads %d+%d)" % (
        tag, ratio, sa, sb, ka.launch.threads, kb.launch.threads))
    t0 = time.time()
    best = tuner.run()
    row = {"pair": "%s+%s" % (a, b), "ratio": ratio, "scales": [sa, sb],
           "threads": [ka.launch.threads, kb.launch.threads],
           "kinds": [ka.kind, kb.kind], "status": tuner.status,
           "best": None if best is None else best.name,
           "check": [e.describe() for e in expected],
           "seconds": round(time.time() - t0, 1), "candidates": []}
    for c in tuner.candidates:
        row["candidates"].append({
            "name": c.name, "role": c.role,
            "partition": None if c.partition is None else list(c.partition),
            "max_registers": c.max_registers, "registers": c.registers,
            "variant": c.variant,
            "shared_bytes": c.shared_bytes, "spills": c.spills, "status": c.status,
            "median_ms": c.median_ms, "min_ms": c.min_ms, "max_ms": c.max_ms})
    return row


# ---------------------------------------------------------------------------------------
# ncu: per-kernel metrics of representative configurations
# ---------------------------------------------------------------------------------------

NCU_SECTIONS = ["SchedulerStats", "WarpStateStats", "Occupancy", "LaunchStats",
                "SpeedOfLight"]


def ncu_metrics(ncu, program, input_dir, kernel_regex, workdir, timeout=900):
    """Profile the check run of `program` (no warm-up or repetitions) with ncu
    --clock-control none; returns {kernel name: {metric: value}} from the raw page."""
    env = dict(os.environ)
    env.update({"KFUSION_INPUT_DIR": str(input_dir), "KFUSION_BENCH_WARMUP": "0",
                "KFUSION_BENCH_REPEAT": "0"})
    cmd = [ncu, "--clock-control", "none", "--csv", "--page", "raw", "--print-units", "base",
           "-k", "regex:" + kernel_regex]
    for s in NCU_SECTIONS:
        cmd += ["--section", s]
    cmd += [find_tool("kfusion-runner"), str(program), "-e", "main",
            "--entry-point-result=void"]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          env=env, timeout=timeout)
    (Path(workdir) / "ncu.log").write_text(proc.stdout)
    import csv
    import io
    rows = [l for l in proc.stdout.splitlines() if l.startswith('"')]
    if len(rows) < 3:
        raise RuntimeError("ncu printed no metrics (exit %d): %s" %
                           (proc.returncode, proc.stdout[-1500:]))
    reader = list(csv.reader(io.StringIO("\n".join(rows))))
    header, data = reader[0], reader[2:]
    result = {}
    for r in data:
        rec = dict(zip(header, r))
        name = rec.get("Kernel Name", "?")
        vals = {}
        for k, v in rec.items():
            try:
                vals[k] = float(v.replace(",", ""))
            except (ValueError, AttributeError):
                pass
        result[name] = vals
    return result


def summarize_metrics(vals):
    """Issue-slot utilization, memory-stall share and achieved occupancy from ncu raw
    metrics. Memory stalls: long_scoreboard (global/local memory), lg_throttle,
    memory_throttle, drain, tex_throttle, imc_miss; their share of all stall reasons."""
    def get(*names):
        for n in names:
            if n in vals:
                return vals[n]
        return None
    stalls = {k.split("stalled_")[1].split("_per_")[0]: v for k, v in vals.items()
              if k.startswith("smsp__average_warps_issue_stalled_") and
              k.endswith("_per_issue_active.ratio")}
    memory = ("long_scoreboard", "lg_throttle", "memory_throttle", "drain", "tex_throttle",
              "imc_miss")
    total = sum(v for k, v in stalls.items() if k not in ("not_selected", "selected"))
    mem = sum(stalls.get(k, 0.0) for k in memory)
    return {
        "issue_slot_util_pct": get("smsp__issue_active.avg.pct_of_peak_sustained_active"),
        "achieved_occupancy_pct": get("sm__warps_active.avg.pct_of_peak_sustained_active"),
        "memory_stall_share_pct": 100.0 * mem / total if total else None,
        "registers": get("launch__registers_per_thread"),
        "duration_us": (get("gpu__time_duration.sum") or 0) / 1000.0
        if get("gpu__time_duration.sum") else None,
        "stalls": stalls,
    }


def cmd_ncu(args):
    out = Path(args.out)
    work = out / "work" / "ncu"
    work.mkdir(parents=True, exist_ok=True)
    ncu = args.ncu or "ncu"
    rows = [json.loads(l) for l in Path(args.pairs_results).read_text().splitlines()]
    calib = json.loads(Path(args.calibration).read_text())["kernels"]
    table = factories()
    wanted = args.pairs.split(",") if args.pairs else None
    result = []
    for r in rows:
        if r["ratio"] != args.ratio or (wanted and r["pair"] not in wanted):
            continue
        a, b = r["pair"].split("+")
        sa, sb = r["scales"]
        cands = [c for c in r["candidates"] if c["role"] == "fused" and c["median_ms"]]
        if not cands:
            continue
        best = min(cands, key=lambda c: c["median_ms"])
        d = work / r["pair"].replace("+", "_")
        d.mkdir(parents=True, exist_ok=True)
        ka, kb = table[a](scale=sa), table[b](scale=sb)
        rng = np.random.default_rng(seed_of(args.seed, "ncu", r["pair"]))
        hp.write_inputs([ka, kb], d / "in", rng)
        progs = {}
        seq = d / "sequential.mlir"
        seq.write_text(hp.program([ka, kb], "sequential"))
        progs["unfused"] = lower(seq, d / "sequential.lowered.mlir", args)
        part = best["partition"]
        fa, fb = table[a](scale=sa, threads=part[0]), table[b](scale=sb, threads=part[1])
        if best.get("variant") != "own grids":
            equalize_grids(fa, fb)
        fsrc = d / "fused.mlir"
        fsrc.write_text(ht.write_attributes(hp.program([fa, fb], "sequential"), 0, part,
                                            best["max_registers"]))
        progs["fused"] = fuse_and_lower(fsrc, d / "fused.lowered.mlir", args)
        entry = {"pair": r["pair"], "ratio": r["ratio"], "fused": best["name"]}
        for label, prog in progs.items():
            try:
                m = ncu_metrics(ncu, prog, d / "in", "%s|%s" % (a, b), d)
                entry[label] = {k: summarize_metrics(v) for k, v in m.items()}
            except Exception as exc:  # noqa: BLE001 - recorded, not fatal
                entry[label] = {"error": str(exc)[:500]}
            log("ncu %s %s: %s" % (r["pair"], label, json.dumps(
                {k: {kk: vv for kk, vv in v.items() if kk != "stalls"}
                 if isinstance(v, dict) else v
                 for k, v in entry[label].items()})[:600]))
        result.append(entry)
    (out / "ncu.json").write_text(json.dumps(result, indent=1))
    return 0


# ---------------------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------------------

def metadata(args):
    return base_metadata(args)


def summarize_pair(row):
    c = {x["name"]: x for x in row["candidates"]}
    base = [x for x in row["candidates"] if x["role"] == "baseline" and x["median_ms"]]
    fused = [x for x in row["candidates"] if x["role"] == "fused" and x["median_ms"]]
    a, b = row["pair"].split("+")
    ta = c.get("%s alone" % a, {}).get("median_ms")
    tb = c.get("%s alone" % b, {}).get("median_ms")
    s = {"pair": row["pair"], "ratio": row["ratio"], "ta": ta, "tb": tb,
         "seq": c.get("sequential", {}).get("median_ms"),
         "streams": c.get("two streams", {}).get("median_ms"),
         "serial": c.get("serial", {}).get("median_ms"),
         "staggered": c.get("staggered", {}).get("median_ms"),
         "blocks": c.get("blocks", {}).get("median_ms"),
         "kinds": row.get("kinds")}
    even = [x for x in fused if x["partition"] and x["max_registers"] is None and
            abs(x["partition"][0] - x["partition"][1]) <= 32]
    even = [x for x in fused if x["max_registers"] is None and x["partition"] ==
            _even(sum(x["partition"]))] or even
    s["even"] = even[0]["median_ms"] if even else None
    s["base"] = min(x["median_ms"] for x in base) if base else None
    if fused:
        best = min(fused, key=lambda x: x["median_ms"])
        s["tuned"] = best["median_ms"]
        s["tuned_cfg"] = "%s%s%s" % ("+".join(map(str, best["partition"])),
                                     "" if best["max_registers"] is None
                                     else " r%d" % best["max_registers"],
                                     " own grids" if best.get("variant") == "own grids"
                                     else "")
        s["speedup"] = s["base"] / best["median_ms"] if s["base"] else None
    else:
        s["tuned"] = s["tuned_cfg"] = s["speedup"] = None
    s["chosen"] = row.get("best") or "no fusion"
    # The tuner's choice: the best partition, the serial form (plain or staggered) or the
    # interleaved blocks, whichever ran fastest, or no fusion (1.0x).
    chosen = c.get(row.get("best") or "", {}).get("median_ms")
    if chosen and s["base"]:
        s["result_speedup"] = s["base"] / chosen
    else:
        s["result_speedup"] = 1.0 if s["speedup"] else None
    s["time_share_a"] = ta / (ta + tb) if ta and tb else None
    mism = [x for x in row["candidates"] if str(x["status"]).startswith("mismatch")]
    s["mismatches"] = len(mism)
    s["checked"] = sum(1 for x in row["candidates"] if "outputs equal" in str(x["status"]))
    return s


def _even(total):
    half = (total // 2) // 32 * 32
    return [half, total - half]


def cmd_report(args):
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows, kernels, ncu, metas, peers = [], {}, [], [], []
    for d in args.results:
        d = Path(d)
        if (d / "kernels.json").exists():
            k = json.loads((d / "kernels.json").read_text())
            kernels.update(k["kernels"])
            metas.append(k["meta"])
        if (d / "pairs.jsonl").exists():
            rows += [json.loads(l) for l in (d / "pairs.jsonl").read_text().splitlines()]
        if (d / "ncu.json").exists():
            ncu += json.loads((d / "ncu.json").read_text())
        for f in sorted(d.glob("peers*.json")):
            # (peers.py records why it measured nothing, without torch or a GPU: no rows.)
            if json.loads(f.read_text()).get("rows"):
                peers.append(json.loads(f.read_text()))
    lines = []
    if metas:
        m = metas[0]
        lines += ["Device: %s" % m.get("device"), "Date: %s; commit %s; warm-up %s, "
                  "repetitions %s (median, min, max of device time per step, CUDA events)"
                  % (m.get("date"), m.get("commit"), m.get("warmup"), m.get("repeat")),
                  "Timing: %s" % timing_method(m.get("flush_cache_mib", 0)), ""]
    if kernels:
        lines += ["## Kernels alone (scale 1)", "",
                  "| kernel | kind | block | grid | median ms | min | max | check |",
                  "|---|---|---|---|---|---|---|---|"]
        for n in DL + CRYPTO:
            if n not in kernels:
                continue
            k = kernels[n]
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s %s |" % (
                n, k["kind"], "x".join(map(str, k["block"])), "x".join(map(str, k["grid"])),
                fmt(k.get("median_ms"), "%.4f"), fmt(k.get("min_ms"), "%.4f"),
                fmt(k.get("max_ms"), "%.4f"), k.get("status"), k.get("check", "")))
        lines.append("")
    summaries = [summarize_pair(r) for r in rows]
    if summaries:
        lines += ["## Pairs", "",
                  "Times in ms (median). base = the better of sequential and two streams; "
                  "speedup = base / tuned (best partitioned candidate, HFuse's form); result "
                  "= base / the tuner's choice (the best partition, the serial form, plain or "
                  "staggered (each block's kernel order rotated), or the "
                  "interleaved blocks (each block one kernel's), whichever ran fastest; no "
                  "fusion when none beats base, i.e. 1.0x).", "",
                  "| pair | ratio tB/tA | A alone | B alone | sequential | two streams | serial "
                  "| staggered | blocks | even | tuned | tuned cfg | speedup | result "
                  "| outputs checked |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for s in summaries:
            lines.append("| %s | %g | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | "
                         "%s | %d ok, %d mismatch |" % (
                             s["pair"], s["ratio"], fmt(s["ta"], "%.4f"), fmt(s["tb"], "%.4f"),
                             fmt(s["seq"], "%.4f"), fmt(s["streams"], "%.4f"),
                             fmt(s["serial"], "%.4f"), fmt(s.get("staggered"), "%.4f"),
                             fmt(s.get("blocks"), "%.4f"),
                             fmt(s["even"], "%.4f"),
                             fmt(s["tuned"], "%.4f"), s["tuned_cfg"] or "-",
                             fmt(s["speedup"], "%.3fx"), fmt(s["result_speedup"], "%.3fx"),
                             s["checked"], s["mismatches"]))
        lines.append("")
        mixed = [s for s in summaries if s["kinds"] and sorted(s["kinds"]) ==
                 ["compute", "memory"] and s["speedup"]]
        allsp = [s for s in summaries if s["speedup"]]
        if allsp:
            worst = min(allsp, key=lambda s: s["speedup"])
            lines.append("Worst best-fused speedup: %.3fx (%s at %g); tuner result never "
                         "below 1.0x by construction (no fusion chosen)." % (
                             worst["speedup"], worst["pair"], worst["ratio"]))
        if mixed:
            gmr = math.exp(sum(math.log(s["result_speedup"]) for s in mixed) / len(mixed))
            lines.append("Geometric mean of the tuner's result (serial forms and interleaved "
                         "blocks included) over "
                         "memory+compute pairs: %.3fx over %d configurations." % (
                             gmr, len(mixed)))
            gm = math.exp(sum(math.log(s["speedup"]) for s in mixed) / len(mixed))
            gm1 = [s for s in mixed if s["ratio"] == 1.0]
            lines.append("Geometric mean of the tuned speedup over memory+compute pairs: "
                         "%.3fx over %d configurations%s." % (
                             gm, len(mixed),
                             "" if not gm1 else "; at ratio 1: %.3fx over %d pairs" % (
                                 math.exp(sum(math.log(s["speedup"]) for s in gm1) / len(gm1)),
                                 len(gm1))))
        if allsp:
            gm = math.exp(sum(math.log(s["speedup"]) for s in allsp) / len(allsp))
            lines.append("Geometric mean over all %d configurations: %.3fx." % (len(allsp), gm))
        lines.append("")
    if ncu:
        lines += ["## ncu metrics (--clock-control none), representative ratio", "",
                  "| pair | program | kernel | issue slots busy % | memory stall share % | "
                  "achieved occupancy % | registers | duration us |",
                  "|---|---|---|---|---|---|---|---|"]
        for e in ncu:
            for label in ("unfused", "fused"):
                for kname, m in sorted(e.get(label, {}).items()):
                    if not isinstance(m, dict) or "error" == kname:
                        lines.append("| %s | %s | error | %s |||||" % (e["pair"], label, m))
                        continue
                    lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
                        e["pair"], label, kname[:40], fmt(m["issue_slot_util_pct"], "%.1f"),
                        fmt(m["memory_stall_share_pct"], "%.1f"),
                        fmt(m["achieved_occupancy_pct"], "%.1f"), fmt(m["registers"], "%.0f"),
                        fmt(m["duration_us"], "%.1f")))
        lines.append("")
    if peers and summaries:
        ours = {s["pair"]: s for s in summaries if s["ratio"] == 1.0}
        table = {}
        for pf in peers:
            for r in pf["rows"]:
                if r["ms"] is not None:
                    table.setdefault(r["work"], {})[r["impl"]] = r["ms"]
        lines += ["## Peers on the same DL pairs (PyTorch %s, median of do_bench; sizes of "
                  "ratio 1)" % peers[0].get("torch"), "",
                  "| pair | ours sequential | ours two streams | ours tuned | eager sequential "
                  "| eager two streams | torch.compile | torch.compile combo_kernels |",
                  "|---|---|---|---|---|---|---|---|"]
        for pair, s in ours.items():
            if pair not in table:
                continue
            t = table[pair]
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
                pair, fmt(s["seq"], "%.4f"), fmt(s["streams"], "%.4f"),
                fmt(s["tuned"], "%.4f"), fmt(t.get("eager sequential"), "%.4f"),
                fmt(t.get("eager two streams"), "%.4f"), fmt(t.get("torch.compile"), "%.4f"),
                fmt(t.get("torch.compile combo_kernels"), "%.4f")))
        copy = [t.get("torch copy_") for t in table.values() if t.get("torch copy_")]
        if copy:
            n = 1 << 28
            lines.append("")
            lines.append("Copy ceiling: 1 GiB device-to-device copy %.4f ms = %.0f GB/s "
                         "(read + write), same run." % (copy[0], 2 * 4 * n / copy[0] / 1e6))
        lines.append("")
    text = "\n".join(lines)
    (out / "tables.md").write_text(text + "\n")
    print(text)
    if summaries and not args.no_plots:
        plot(summaries, out)
    return 0


def plot(summaries, out):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("report: matplotlib missing; no plots")
        return
    by_pair = {}
    for s in summaries:
        by_pair.setdefault(s["pair"], []).append(s)
    pdir = out / "plots"
    pdir.mkdir(exist_ok=True)
    for pair, ss in by_pair.items():
        ss = [s for s in ss if s["time_share_a"] and s["speedup"]]
        if not ss:
            continue
        ss.sort(key=lambda s: s["time_share_a"])
        fig, ax = plt.subplots(figsize=(4.5, 3.2))
        x = [s["time_share_a"] for s in ss]
        ax.plot(x, [s["speedup"] for s in ss], "o-", label="tuned (HFuse search)")
        ax.plot(x, [s["base"] / s["even"] if s["even"] else float("nan") for s in ss],
                "s--", label="even partition")
        ax.plot(x, [s["base"] / s["serial"] if s["serial"] else float("nan") for s in ss],
                "^:", label="serial baseline")
        ax.axhline(1.0, color="gray", lw=0.8)
        a, b = pair.split("+")
        ax.set_xlabel("time share of %s: tA / (tA + tB)" % a)
        ax.set_ylabel("speedup over better unfused")
        ax.set_title(pair, fontsize=10)
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(pdir / ("%s.png" % pair.replace("+", "_")), dpi=110)
        plt.close(fig)
    print("report: plots in %s" % pdir)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    common = argparse.ArgumentParser(add_help=False)
    add_run_arguments(common, warmup=10, repeat=50)
    # kfusion.bench.lower's options (kfusion-to-cubin's chip=sm_90 by default) and the
    # seconds each tool run may take.
    lowering = argparse.ArgumentParser(add_help=False)
    add_lowering_arguments(lowering)
    lowering.set_defaults(timeout=1800)
    k = sub.add_parser("kernels", parents=[common, lowering])
    k.add_argument("--kernels")
    k.add_argument("--scale", type=float, default=1.0)
    add_sim_argument(k)
    k.add_argument("--one-run", action="store_true",
                   help="check and time in one run (the time counts only if the check "
                        "passes) instead of a check run followed by a timed run")
    q = sub.add_parser("pairs", parents=[common])
    q.add_argument("--calibration",
                   help="kernels.json of a 'kernels' run (sizes B for the time ratios)")
    q.add_argument("--base-scale", type=float, default=1.0, help="scale of kernel A")
    q.add_argument("--grids", choices=sorted(GRID_CHOICES), default="shared",
                   help="grids of a fused candidate's kernels: one shared grid where the "
                        "kernels allow it (default), each kernel's own, or both as "
                        "separate candidates")
    q.add_argument("--sim", action="store_true",
                   help="no GPU: run every candidate once on kfusion-sim and check its "
                        "outputs (tiny scales; nothing is timed)")
    q.add_argument("--pairs")
    q.add_argument("--ratios", default="0.5,1,2")
    q.add_argument("--budget", type=float, default=0,
                   help="seconds; stop starting new configurations after this")
    n = sub.add_parser("ncu", parents=[common, lowering])
    n.add_argument("--calibration", required=True)
    n.add_argument("--pairs-results", required=True)
    n.add_argument("--pairs")
    n.add_argument("--ratio", type=float, default=1.0)
    n.add_argument("--ncu")
    r = sub.add_parser("report")
    r.add_argument("--results", action="append", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--no-plots", action="store_true")
    args = p.parse_args(argv)
    return {"kernels": cmd_kernels, "pairs": cmd_pairs, "ncu": cmd_ncu,
            "report": cmd_report}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
