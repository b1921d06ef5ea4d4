#!/usr/bin/env python3
# bench/gemm/run.py: the compiler's GEMMs (kfusion-gemm-to-gpu, the model's configuration
# unless --options say else) against torch.matmul (cuBLAS) on the MLP shapes of GPT-3
# (12288 -> 6144) and LLaMA-7B (4096 -> 11008), f16, M = 512 ... 4096: each program built
# with the bundle's tools, checked against a float64 reference (sampled rows) first, then
# timed (warm-up, repetitions, median / min / max; kfusion-runner's benchmark mode) through
# the suites' shared check-then-time sequence (python/kfusion/bench.py); the peers timed by
# peers.py in a process of its own; one table. With --mlp-sync / --conv-sync: cuSync's MLPs
# and VGG-19's convolution pair on the compiler's GEMMs under each synchronization variant.
"""GEMM benchmark: check, time, compare with torch.matmul.

    run.py all   --out DIR [--m 512,1024] [--shapes gpt3,llama] [--options 'tile=128,256']
                 [--configs 'model;tile=128,256 groups=2,1 stages=4;...']  (each GEMM under
                 each configuration: a small sweep in one session)
    run.py time  --out DIR ...          (ours only)
    run.py peers --out DIR ...          (torch.matmul only)
    run.py report --results DIR [--results DIR2 ...]
    run.py all --sim --out DIR          (no GPU: small sizes, the kernels on kfusion-sim,
                                         checked, not timed)
    run.py all --mlp-sync stream,planned,row --conv-sync stream,planned,row --out DIR
                                        (cuSync: GPT-3's and LLaMA's MLPs at each --m, VGG-19's
                                         convolution pair at each --batch, per variant)
    run.py all --one-run --out DIR      (check and time in one run: the time counts only if
                                         the check passes; default: a check run, then a
                                         timed run on fresh inputs)
    run.py tune --out DIR --cache FILE --device h200 [--candidates 'model;tile=128,128 ...']
                                        (each GEMM under each candidate, checked and timed;
                                         the fastest equal one of each GEMM added to the
                                         tuning cache FILE, which kfusion-plan-gemm reads)
    run.py all --out DIR --tuning-cache FILE --device h200
                                        (the GEMMs as the compiler plans them with the cache)
    run.py calibrate --results DIR [--results DIR2] --out DIR
                                        (no GPU: the measured rows rebuilt and projected by
                                         the common cost model, kfusion-estimate, and by the
                                         GEMM planner's model; a table of both against
                                         measured, and the pairs the planner orders right)
"""

import argparse
import dataclasses
import json
import re
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gemmbench  # noqa: E402,F401  (puts python/ and bench/stitch on sys.path)
from gemmbench import build, conv, programs  # noqa: E402
from kfusion import bench  # noqa: E402
from kfusion.gemmtune import gemm_config as parse_config  # noqa: E402
from kfusion.tools import find_tool  # noqa: E402
from stitchbench import harness  # noqa: E402

#: Rows of each output the check compares with a float64 reference (all of them for small
#: outputs): the reference of a 4096 x 11008 x 4096 GEMM in float64 takes minutes.
CHECK_ROWS = 64


#: The tuner's default candidates (kfusion-gemm-to-gpu options; 'model': the model's
#: choice): the tiles and pipelines the model weighs, around its usual picks.
TUNE_CANDIDATES = ("model;tile=128,128 groups=2,1 stages=4;tile=128,128 groups=2,1 stages=6;"
                   "tile=128,256 groups=2,1 stages=4;tile=256,128 groups=4,1 stages=4;"
                   "tile=64,256 groups=1,2 stages=4;"
                   # two warpgroups of 128 rows on 256 x 128 tiles: 0.7-1.2% faster than four
                   # of 64 on the large GEMMs (bench/results/2026-12-03-gemm-h200-tall-warpgroups)
                   "tile=256,128 groups=2,1 stages=4;"
                   # (the default load where TMA can load the operands is a producer
                   # warpgroup's, with the model's schedule:
                   # bench/results/2026-12-03-gemm-h200-persistent) the copies and TMA by
                   # one thread on the model's tile, and TMA on a large one: each within a
                   # few percent of the producer (bench/results/2026-12-03-gemm-h200-tma,
                   # -tma-producer)
                   "load=cp.async;load=tma;tile=256,128 groups=4,1 stages=4 load=tma;"
                   # the producer persistent always (the model keeps the grid where a
                   # block computes one round of tiles: 1-5% either way at M = 512,
                   # bench/results/2026-12-03-gemm-h200-model-tall-persistent)
                   "load=tma-producer schedule=persistent;"
                   # split-K of a persistent grid's last round (the model's only where
                   # asked: bench/results/2026-12-04-gemm-h200-split-k)
                   "split-k=2;split-k=3;split-k=4;"
                   # the persistent tile order in groups of rows of M tiles (the
                   # largest divisor of the M tiles up to it; not measured yet)
                   "tile-group=2;tile-group=4;tile-group=8;"
                   # clusters of two blocks sharing a K-major tile (the model's only on
                   # a grid of one round: bench/results/2026-12-05-h100-gemm-clusters)
                   "cluster=2,1;cluster=1,2;"
                   # ping-pong: one 128-row warpgroup a team on 128 x 192 tiles (1.08x
                   # the persistent tiles with GPT-2's bias + GELU, the same without an
                   # epilogue at K = 768, 4-5% faster where a block takes one tile:
                   # bench/results/2026-12-05-h200-gemm-pingpong; 'model' takes it, with
                   # its own tile, wherever each block computes one 128-row tile since
                   # e33f1a6, 2026-12-06-h100-one-tile-teams) and two a team on 128 x 96
                   # (the model's pick for GELU epilogues; not timed yet)
                   "schedule=pingpong tile=128,192 groups=1,1 stages=5;"
                   "schedule=pingpong tile=128,96 groups=2,1 stages=7")


def base_options(args):
    """The options every configuration gets: --options, the device and the tuning cache."""
    return " ".join(o for o in (args.options,
                                "device=%s" % args.device if args.device else "",
                                "tuning-cache=%s" % Path(args.tuning_cache).resolve()
                                if args.tuning_cache else "") if o)


def configurations(args):
    """[(name suffix, kfusion-gemm-to-gpu options)]: the base options alone, or each of
    --configs ('model' for the model's choice) with its index."""
    if not args.configs:
        return [("", base_options(args))]
    out = []
    for i, c in enumerate(args.configs.split(";")):
        c = c.strip()
        out.append(("@c%d" % i, " ".join(o for o in (base_options(args),
                                                     "" if c == "model" else c) if o)))
    return out


def short_config(text):
    """A row's configuration cell: per kernel its ops (a stitched kernel's) and its tile,
    stages and groups, where its remark names them (a stitched kernel's remark says much
    more: grid, shared memory, the model's time), '; '-separated."""
    if not text:
        return "-"
    parts = []
    for kernel in text.split("; "):
        config = re.search(r"\b(wgmma|mma) tile \d+x\d+x\d+, \d+ stages, \d+x\d+ "
                           r"(warpgroups|warps)(, TMA loads( by a producer warpgroup)?)?"
                           r"(, (?:persistent|ping-pong of \d+ teams) over \d+ blocks)?"
                           r"(, the last round's tiles split \d+ ways along K)?"
                           r"(, tiles in groups of \d+ rows)?"
                           r"(, clusters of \d+x\d+ blocks)?"
                           r"(?:[^,)]*(, the epilogue's outputs staged))?",
                           kernel)
        ops = re.match(r"ops \[[^\]]*\]", kernel)
        if config:
            # The cluster's sharing ("sharing B by TMA multicast") left out,
            # the epilogue's staging kept.
            cell = config.group(0)
            if config.group(9):
                end = max(config.end(g) for g in range(1, 9) if config.group(g))
                cell = kernel[config.start(0):end] + config.group(9)
            parts.append((ops.group(0) + " " if ops else "") + cell)
    return "; ".join(parts) if parts else text


def tuning_problem(prog):
    """The tuning cache's problem of `prog`'s GEMM, as kfusion-plan-gemm keys it; a GEMM
    with its epilogue fused (--epilogue) as kfusion-stitch keys it: the GEMM computes f32,
    and the epilogue is part of the problem (programs.epilogue_key)."""
    g = prog.gemm
    problem = {"batch": max(g.batch, 1), "m": g.m, "n": g.n, "k": g.k, "a": g.a, "b": g.b,
               "input": prog.elem, "output": g.out}
    key = programs.epilogue_key(prog)
    if key:
        problem.update(output="f32", epilogue=key)
    return problem


def write_cache(rows, progs, path, device, note=""):
    """Adds to the tuning cache `path` (created if missing) the fastest checked row of each
    GEMM of `progs` among `rows` (workloads.jsonl rows), for `device`. Returns the entries
    added."""
    path = Path(path)
    cache = (json.loads(path.read_text()) if path.exists()
             else {"kfusion_tuning_cache": 1, "entries": []})
    by_name = {p.name: p for p in progs}
    best = {}
    for r in rows:
        prog = by_name.get(r["name"])
        config = parse_config(r.get("config"))
        if not prog or r.get("status") != "equal" or "median_ms" not in r or not config:
            continue
        key = base_name(r["name"])
        if key not in best or r["median_ms"] < best[key][0]["median_ms"]:
            best[key] = (r, prog, config)
    added = []
    for key in sorted(best):
        r, prog, config = best[key]
        added.append({"device": device, "kind": "gemm", "problem": tuning_problem(prog),
                      "config": config, "ms": r["median_ms"],
                      "note": "%s: fastest of %d candidates%s" % (
                          key, sum(1 for x in rows if base_name(x["name"]) == key),
                          ("; " + note) if note else "")})
    cache["entries"] += added
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(cache, indent=1) + "\n")
    return added


_PROJECTED = re.compile(r"@\S+ projected ([0-9.]+) us in (\d+) launch")
#: The GEMM planner's own estimate in its remarks (kfusion-plan-gemm's "GEMM ..." remark, or
#: a stitched kernel's): estimateGemm, the model that chooses the configuration.
_PLANNED = re.compile(r"remark: (?:GEMM \d|stitched kernel).*?modelled ([0-9.]+) us")


def projected_us(gemm_mlir, device, opt):
    """kfusion-estimate's projection (us) of the program's function, launch overheads
    included."""
    import subprocess
    p = subprocess.run([opt, str(gemm_mlir), "--kfusion-estimate=device=%s" % device,
                        "-o", "/dev/null", "--mlir-print-op-on-diagnostic=false"],
                       capture_output=True, text=True)
    m = _PROJECTED.search(p.stderr)
    if p.returncode or not m:
        raise RuntimeError("kfusion-estimate failed:\n%s" % p.stderr[-2000:])
    return float(m.group(1))


def ordered_pairs(groups, apart=0.03):
    """Of the pairs of rows within each group ((measured, estimated) pairs of one GEMM) whose
    measured times are more than `apart` apart, how many the estimates order as measured:
    (ordered, pairs)."""
    ordered = pairs = 0
    for rows in groups:
        for i, (ms_a, est_a) in enumerate(rows):
            for ms_b, est_b in rows[i + 1:]:
                if abs(ms_a / ms_b - 1) <= apart:
                    continue
                pairs += 1
                ordered += (ms_a < ms_b) == (est_a < est_b)
    return ordered, pairs


def calibrate(args):
    """The common cost model and the GEMM planner's model against measured GEMMs: each
    checked row of each --results directory rebuilt here (no GPU) with its configuration's
    options, projected by kfusion-estimate for the row's device (since 2026-12-07 the GEMM
    model's time each GEMM launch carries, kfusion.gemm_modelled_us, plus the launch
    overhead; before, the roofline's sum of the kernel's resources) and estimated by the
    planner (its remark's "modelled", estimateGemm), beside its measured median. One
    table, with each one's error, their geometric mean ratios, and how many pairs of one
    GEMM's rows of one directory measured more than 3% apart the planner's estimates order
    as measured (what its choices depend on)."""
    import math
    opt = find_tool("kfusion-opt")
    lines = ["The common cost model (kfusion-estimate, KernelRoofline) and the GEMM planner's "
             "model (estimateGemm) against measured GEMMs",
             "",
             ] + bench.md_header(["results", "workload", "configuration", "device",
                                  "measured ms", "projected ms", "projected / measured",
                                  "planned ms", "planned / measured"])
    ratios, planned_ratios, groups = [], [], {}
    for d in args.results:
        meta = bench.read_json(d, "meta.json") or {}
        gpu = str(meta.get("device", meta.get("gpu", ""))).lower()
        device = "h200" if "h200" in gpu else "h100"
        for r in bench.load_rows(d):
            if r.get("status") != "equal" or "median_ms" not in r:
                continue
            epilogue = "bias_gelu" if "_bias_gelu" in r["name"] else ""
            base = base_name(r["name"]).replace("_bias_gelu", "")
            if "_mlp_" in base or "_conv_" in base:
                continue    # an MLP or a convolution pair (--mlp-sync, --conv-sync): two
                            # kernels, not one GEMM's
            shape, _, mtext = base.partition("_m")
            prog = next((p for p in programs.mlp_gemms(
                int(mtext), r.get("elem", "f16"), programs.MLP_SHAPES + programs.BLOCK_SHAPES)
                         if p.name == base), None)
            if prog is None:
                continue
            if epilogue:
                prog = programs.with_bias_gelu([prog])[0]
            # The load and schedule it was measured with, where its options leave them
            # to the planner (whose default moved: rows before it measured the copies).
            options = r.get("options", "")
            measured = parse_config(r.get("config")) or {}
            # A fused epilogue's staging likewise (rows before gemm-staging=auto measured
            # the results staged).
            for key, default in (("load", "cp.async"), ("schedule", "grid"),
                                 ("staging", "results")):
                if key == "staging" and not epilogue:
                    continue
                if not re.search(r"\b%s=" % key, options):
                    options += " %s=%s" % (key, measured.get(key, default))
            prog = programs.GemmProgram(prog.name, prog.gemm, prog.elem, prog.hidden,
                                        prog.transpose_ops, options.strip(), prog.epilogue)
            work = Path(args.out) / "work" / r["name"]
            # The kernel as it was measured (the row's options), projected on the device
            # it ran on; a rebuild that plans another configuration is not compared.
            gemm = build.gpu_form(prog, work, opt=opt)
            config = "; ".join(c.split(": ", 1)[1] for c in build.kernel_configs(work))
            if parse_config(config) != parse_config(r.get("config")):
                bench.log("%s: rebuilt as %s, measured as %s: not compared" % (
                    r["name"], parse_config(config), parse_config(r.get("config"))))
                continue
            ms = projected_us(gemm, device, opt) / 1000.0
            ratios.append(ms / r["median_ms"])
            m = _PLANNED.search((work / "remarks.txt").read_text())
            planned = float(m.group(1)) / 1000.0 if m else None
            if planned:
                planned_ratios.append(planned / r["median_ms"])
                groups.setdefault((d, base, epilogue), []).append((r["median_ms"], planned))
            lines.append(bench.md_row([Path(d).name, r["name"], r.get("config", "-").split(
                ", grid")[0].split("), ")[-1], device, bench.fmt(r["median_ms"]),
                bench.fmt(ms), "%.2f" % (ms / r["median_ms"]),
                bench.fmt(planned) if planned else "-",
                "%.2f" % (planned / r["median_ms"]) if planned else "-"]))
    def summary(label, values):
        geo = math.exp(sum(math.log(x) for x in values) / len(values))
        errors = sorted(abs(x - 1) for x in values)
        median = (errors[(len(errors) - 1) // 2] + errors[len(errors) // 2]) / 2
        return ("%d kernels: %s / measured %.2f .. %.2f, geometric mean %.2f; "
                "median |%s / measured - 1| %.2f, %d within 25%%" % (
                    len(values), label, min(values), max(values), geo, label, median,
                    sum(e <= 0.25 for e in errors)))
    if ratios:
        lines += ["", summary("projected", ratios)]
    if planned_ratios:
        ordered, pairs = ordered_pairs(groups.values())
        lines += ["", summary("planned", planned_ratios) +
                  "; %d of %d pairs of one GEMM's rows measured more than 3%% apart "
                  "ordered as measured" % (ordered, pairs)]
    bench.write_report("\n".join(lines), args.out)
    import shutil
    shutil.rmtree(Path(args.out) / "work", ignore_errors=True)
    return 0


def phase_tune(args):
    """Times each GEMM under each candidate (phase_time with --configs), then adds the
    fastest equal candidate of each to the tuning cache."""
    if not args.device:
        bench.log("tune: --device names the device the cache's entries are for")
        return 2
    if args.mlp_sync or args.conv_sync:
        bench.log("tune: single GEMMs only (not --mlp-sync or --conv-sync)")
        return 2
    args.configs = args.candidates
    rc = phase_time(args)
    rows = bench.load_rows(args.out)
    added = write_cache(rows, workloads(args), args.cache, args.device,
                        note="bench/gemm/run.py tune")
    for e in added:
        bench.log("tune: %s: %s, %.4f ms" % (e["note"].split(":")[0], e["config"], e["ms"]))
    return rc


def base_name(name):
    """A row's workload without its configuration suffix (peers.json's key)."""
    return name.split("@")[0]


def workloads(args):
    """The GemmPrograms of the run: each shape's up and down projection at each M, under
    each configuration."""
    if args.sim:
        base = [programs.GemmProgram("sim_%s" % n, programs.Gemm(96, 80, 136, b=b, out="f16"))
                for n, b in (("kn", "kn"), ("nk", "nk"))]
    else:
        shapes = set(args.shapes.split(","))
        base = [p for m in (int(v) for v in args.m.split(","))
                for p in programs.mlp_gemms(m, args.elem,
                                            programs.MLP_SHAPES + programs.BLOCK_SHAPES)
                if p.name.split("_")[0] in shapes]
    if args.epilogue:
        base = ([dataclasses.replace(p, name=p.name + "_bias_gelu", epilogue="bias_gelu")
                 for p in base] if args.sim else programs.with_bias_gelu(base))
    if getattr(args, "row_epilogue", False):
        # Classifier heads with a softmax (row-wise epilogues) instead of the MLP GEMMs.
        heads = [h for h in programs.HEAD_SHAPES if h[0] in set(args.shapes.split(","))]
        base = ([programs.GemmProgram("sim_softmax",
                                      programs.Gemm(96, 128, 64, b="nk", out="f16"),
                                      epilogue="bias_softmax")] if args.sim
                else [p for m in (int(v) for v in args.m.split(","))
                      for p in programs.softmax_heads(m, args.elem,
                                                      heads or programs.HEAD_SHAPES)])
    synced = []
    if getattr(args, "mlp_sync", ""):
        variants = args.mlp_sync.split(",")
        if args.sim:
            # The GPT-3 MLP's form in small (X [128, 64], hidden 512: the second GEMM's
            # K loop reads the hidden activation).
            models = [n for n in args.shapes.split(",") if n in programs.SYNC_MLPS]
            synced += [dataclasses.replace(p, name="sim_" + p.name.split("_m")[0] + "@" +
                                           p.name.split("@")[1],
                                           gemm=programs.Gemm(128, 64, 64, out="f16"),
                                           hidden=512)
                       for p in programs.mlp_sync_programs(128, args.elem, variants, models)]
        else:
            models = [n for n in args.shapes.split(",") if n in programs.SYNC_MLPS]
            synced += [p for m in (int(v) for v in args.m.split(","))
                       for p in programs.mlp_sync_programs(m, args.elem, variants, models)]
    if getattr(args, "conv_sync", ""):
        variants = args.conv_sync.split(",")
        if args.sim:
            # The pair in small (conv.SMALL_CONV: 2 images, 64 -> 128 -> 128 channels).
            synced += [dataclasses.replace(p, name="sim_" + p.name.split("_b")[0] + "@" +
                                           p.name.split("@")[1])
                       for p in conv.conv_sync_programs(conv.SMALL_CONV["batch"], args.elem,
                                                        variants, conv.SMALL_CONV)]
        else:
            synced += [p for b in (int(v) for v in args.batch.split(","))
                       for p in conv.conv_sync_programs(b, args.elem, variants)]
    if synced:
        base = synced
    out = []
    for p in base:
        for suffix, options in configurations(args):
            # The workload's own options (a cuSync variant's load) under the configuration's.
            out.append(dataclasses.replace(p, name=p.name + suffix,
                                           options=programs.merge_options(p.options, options)))
    return out


def sampled_compare(prog, got, x, rng):
    """C of one run (`got`) against float64 products of CHECK_ROWS random rows (drawn from
    `rng`, which drew the inputs `x`; every row of a small output; a convolution's rows are
    its output pixels): (problems, {max_error, checked_rows}) for kfusion.bench.judge_run."""
    got = prog.output_rows(got)
    m = got.shape[-2]
    rows = np.sort(rng.choice(m, size=min(CHECK_ROWS, m), replace=False))
    want = prog.reference_rows(x, rows)["C"]
    rtol, atol = prog.tolerance_of("C")
    err = np.abs(np.asarray(got[..., rows, :], np.float64) - want)
    bad = int(np.count_nonzero(~(err <= atol + rtol * np.abs(want))))
    problems = [] if not bad else ["%d of %d checked elements differ; max |error| %.3g" % (
        bad, want.size, float(np.nanmax(err)))]
    return problems, {"max_error": float(np.nanmax(err)), "checked_rows": int(len(rows))}


def check_and_time(args, prog, work, tool, seed, row):
    """`prog`'s program (work/program.mlir) through the suites' check-then-time sequence
    (kfusion.bench.check_then_time): a run of the checked step on fresh inputs (`seed`),
    its C compared on sampled rows (sampled_compare); where equal and not --sim, a timed run
    on fresh inputs again (seed + 1), checked the same way, whose times go into `row`
    (--one-run: one timed run on the first inputs, its time counting only if equal).
    Returns the output of the last run."""
    state = {}

    def run(timed):
        rng = np.random.default_rng(seed + (1 if timed and not args.one_run else 0))
        x = prog.make_inputs(rng)
        harness.write_inputs(prog, work / "in", x)
        state.update(rng=rng, x=x)
        state["proc"] = harness.run(
            tool, work / "program.mlir", work / "in", work / "out",
            env=bench.bench_env(args.warmup, args.repeat, args.flush_cache_mib, timed),
            timeout=1800)
        return state["proc"]

    def judge(proc):
        return bench.judge_run(proc, lambda: harness.read_outputs(prog, work / "out")["C"],
                               lambda got: sampled_compare(prog, got, state["x"],
                                                           state["rng"]))
    bench.check_then_time(row, run, judge, one_run=args.one_run, time_it=not args.sim)
    return state["proc"].stdout


def phase_time(args):
    """Builds, checks and times each workload; appends rows to OUT/workloads.jsonl."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "meta.json").write_text(json.dumps(bench.base_metadata(args), indent=1))
    opt = find_tool("kfusion-opt")
    tool = find_tool("kfusion-sim" if args.sim else "kfusion-runner")
    rows_file = out / "workloads.jsonl"
    done = bench.results_done(rows_file, lambda r: r["name"], args.resume)
    deadline = bench.deadline_after(args.budget)
    rc = 0
    for prog in workloads(args):
        if prog.name in done:
            continue
        if bench.past(deadline):
            bench.log("budget spent: %s not run" % prog.name)
            continue
        work = out / "work" / prog.name
        row = {"name": prog.name, "m": prog.gemm.m, "n": prog.gemm.n, "k": prog.gemm.k,
               "b_layout": prog.gemm.b, "elem": prog.elem, "options": prog.options,
               "gflop": prog.flops / 1e9}
        t0 = time.time()
        try:
            program = build.lower(prog, work, opt=opt, chip=args.chip, sim=args.sim,
                                  warmup=args.warmup, repeat=args.repeat,
                                  lower_options=args.lower_options)
        except RuntimeError as exc:
            row.update({"status": "not built", "problems": str(exc).splitlines()[-10:]})
            bench.append_rows(rows_file, [row])
            # A tuner's candidate the rules refuse for this GEMM (a cluster beside an
            # N-major B, say) is no failure: the other candidates are measured.
            refused = args.phase == "tune" and "no GEMM kernel for this plan" in str(exc)
            bench.log("%s: not built%s" % (prog.name, " (refused by the rules)"
                                          if refused else ""))
            rc |= 0 if refused else 1
            continue
        (work / "program.mlir").write_bytes(Path(program).read_bytes())
        row["config"] = "; ".join(c.split(": ", 1)[1] for c in build.kernel_configs(work))
        if prog.sync is not None:
            row["sync"] = build.sync_plan(work)
            refusal = build.sync_refusal(work)
            if "force=true" in prog.sync and refusal:
                # A policy the planner declined for every pair: the program would be
                # StreamSync's under the variant's name. Not run, not a failure.
                row.update({"status": "refused", "problems": [refusal]})
                bench.append_rows(rows_file, [row])
                bench.log("%s: refused: %s" % (prog.name, refusal))
                continue
        log_text = check_and_time(args, prog, work, tool, bench.seed_of(args.seed, prog.name),
                                  row)
        (work / "run.log").write_text(log_text)
        if "median_ms" in row:
            row["tflops"] = prog.flops / (row["median_ms"] * 1e-3) / 1e12
        bench.append_rows(rows_file, [row])
        bench.log("%s: %s%s (%.0f s)" % (
            prog.name, row["status"],
            ", %.4f ms, %.0f TFLOP/s" % (row["median_ms"], row["tflops"])
            if "median_ms" in row else "", time.time() - t0))
        rc |= row["status"] != "equal"
    if not args.keep_work:
        import shutil
        shutil.rmtree(out / "work", ignore_errors=True)
    return rc


def phase_peers(args):
    if args.sim:
        bench.log("peers: none with --sim")
        return 0
    names = sorted({base_name(p.name) for p in workloads(args)})
    return bench.run_peers(HERE / "peers.py", ["--out", args.out, "--workloads",
                                               ",".join(names), "--elem", args.elem,
                                               "--flush-cache-mib", args.flush_cache_mib],
                           budget=args.peers_budget, log=bench.log)


def report(args):
    lines = []
    for d in args.results:
        meta = bench.read_json(d, "meta.json") or {}
        peers = (bench.read_json(d, "peers.json") or {}).get("rows", {})
        info = (bench.read_json(d, "peers.json") or {}).get("info", {})
        lines.append(bench.report_header(meta, "kfusion-gemm-to-gpu (with an epilogue: "
                                               "kfusion-stitch-to-gpu), kfusion-to-cubin "
                                               "chip=sm_90a; peer: torch %s" %
                                         info.get("torch", "(not run)")))
        rows = bench.load_rows(d)
        # cuSync variants (--mlp-sync, --conv-sync) against StreamSync of the same kernels.
        stream = {base_name(r["name"]): r.get("median_ms") for r in rows
                  if r["name"].endswith("@stream")}
        synced = any("sync" in r for r in rows)
        lines += (bench.md_header(["workload", "M", "N", "K", "B", "configuration"] +
                                  (["cuSync plan", "StreamSync / ours"] if synced else []) +
                                  ["check", "ours median ms (min-max)", "TFLOP/s",
                                   "torch ms (eager)", "torch / ours",
                                   "torch.compile ms", "compile / ours"]))
        for r in rows:
            row = peers.get(base_name(r["name"]), {})
            peer, compiled = row.get("median_ms"), row.get("compile_ms")
            ours = r.get("median_ms")
            sync_cells = []
            if synced:
                ref = stream.get(base_name(r["name"]))
                sync_cells = [r.get("sync", "-"),
                              "%.2fx" % (ref / ours) if ref and ours else "-"]
            lines.append(bench.md_row([
                r["name"], r["m"], r["n"], r["k"], "[N, K]" if r["b_layout"] == "nk"
                else "[K, N]", short_config(r.get("config"))] + sync_cells + [r["status"],
                "%s (%s-%s)" % (bench.fmt(ours), bench.fmt(r.get("min_ms")),
                                bench.fmt(r.get("max_ms"))) if ours else "-",
                bench.fmt(r.get("tflops"), "%.0f") if ours else "-",
                bench.fmt(peer) if peer else "-",
                "%.2fx" % (peer / ours) if peer and ours else "-",
                bench.fmt(compiled) if compiled else "-",
                "%.2fx" % (compiled / ours) if compiled and ours else "-"]))
        lines.append("")
    bench.write_report("\n".join(lines), args.out)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="phase", required=True)
    common = argparse.ArgumentParser(add_help=False)
    bench.add_run_arguments(common)
    bench.add_sim_argument(common)
    bench.add_lowering_arguments(common, chip="sm_90a")
    common.add_argument("--m", default=",".join(str(m) for m in programs.BENCH_M))
    common.add_argument("--shapes", default="gpt3,llama")
    common.add_argument("--elem", default="f16", choices=("f16", "bf16"))
    common.add_argument("--options", default="",
                        help="kfusion-gemm-to-gpu options, e.g. 'tile=128,256 stages=4'")
    common.add_argument("--configs", default="",
                        help="';'-separated kfusion-gemm-to-gpu option sets ('model': the "
                             "model's choice); each GEMM runs under each")
    common.add_argument("--epilogue", action="store_true",
                        help="the up projections with their bias and tanh GELU "
                             "(kfusion-stitch-to-gpu: the epilogue in the GEMM kernel); "
                             "peers: torch eager and torch.compile of the same")
    common.add_argument("--row-epilogue", action="store_true",
                        help="instead of the MLP GEMMs: classifier heads (head128, head256: "
                             "K = 768, N = 128 / 256, or those --shapes names) with a bias "
                             "and a softmax over each row (kfusion-stitch-to-gpu: row-wise "
                             "ops in the GEMM's epilogue where the planner fuses them; "
                             "'epilogue=fused' in --configs insists); peers: torch eager and "
                             "torch.compile of the same")
    common.add_argument("--mlp-sync", default="",
                        help="instead of the GEMMs alone: the MLPs of --shapes among "
                             "gpt3 (GELU) and llama (SwiGLU), their activation between the "
                             "GEMMs, under these cuSync variants, comma-separated (%s); "
                             "peers: torch eager and torch.compile of the MLP" %
                             ", ".join(programs.SYNC_VARIANTS))
    common.add_argument("--conv-sync", default="",
                        help="instead of the GEMMs alone (with --mlp-sync: beside the MLPs): "
                             "VGG-19's pair of 3x3 convolutions with ReLU, as implicit GEMMs, "
                             "at each --batch under these cuSync variants, comma-separated "
                             "(%s); peers: cuDNN (torch conv2d) eager and torch.compile" %
                             ", ".join(conv.CONV_SYNC_VARIANTS))
    common.add_argument("--batch", default=",".join(str(b) for b in conv.CONV_BATCHES),
                        help="the batches of --conv-sync")
    common.add_argument("--device", default="",
                        help="the device the compiler plans for (a preset: h100, h200); "
                             "the tuning cache's entries are per device")
    common.add_argument("--tuning-cache", default="",
                        help="a tuning cache kfusion-gemm-to-gpu reads (run.py tune writes it)")
    bench.add_checked_run_arguments(common, what="workload",
                                    held="the workloads it holds")
    sub.add_parser("time", parents=[common])
    cal = sub.add_parser("calibrate")
    cal.add_argument("--results", action="append", required=True,
                     help="a results directory of this benchmark (workloads.jsonl, meta.json)")
    cal.add_argument("--out", required=True)
    tune = sub.add_parser("tune", parents=[common])
    tune.add_argument("--cache", required=True, help="the tuning cache to add to")
    tune.add_argument("--candidates", default=TUNE_CANDIDATES,
                      help="';'-separated kfusion-gemm-to-gpu option sets to time")
    bench.add_phase_parsers(sub, [common])
    args = ap.parse_args()
    if args.phase == "report":
        return report(args)
    if args.phase == "calibrate":
        return calibrate(args)
    if args.phase == "time":
        rc = phase_time(args)
        if not args.no_table:
            args.results = [args.out]
            report(args)
        return rc
    if args.phase == "peers":
        return phase_peers(args)
    if args.phase == "tune":
        return phase_tune(args)
    phases = [phase_time] + ([] if args.no_peers else [phase_peers])
    return bench.run_all(args, phases, report)


if __name__ == "__main__":
    sys.exit(main())
