#!/usr/bin/env python3
# bench/stencil/run.py: the stencil-fusion benchmarks of issue 8. Generates every workload
# (Jacobi, hdiff 3-D and 2-D, FDTD-2D, a SCALE-LES-like program) and its variants (unfused,
# hand groupings, the planner's choice), fuses them with kfusion-opt, lowers and runs them
# with kfusion-runner (or kfusion-sim without a GPU), checks every output against the numpy
# reference, then times them; measures the device copy bandwidth; runs the PyTorch / JAX
# peers; and prints the tables.
"""Stencil fusion benchmarks: copy, workloads, peers, report (or all of them).

    python3 bench/stencil/run.py copy      --out DIR
    python3 bench/stencil/run.py workloads --out DIR [--workloads jacobi,hdiff,...]
                                           [--variants unfused,all,planned,...]
    python3 bench/stencil/run.py peers     --out DIR      (bench/stencil/peers.py)
    python3 bench/stencil/run.py report    --results DIR [--results DIR...] [--out DIR]
    python3 bench/stencil/run.py all       --out DIR      (the four in order; gpu-session.sh)

Without a GPU add --sim: small sizes, every variant runs once on kfusion-sim and is checked
against the reference (fused ones also with kfusion-sim --compare of their @step, the one
that runs, against the unfused @step); nothing is timed. Tools come from $KFUSION_BIN, else build/bin.

Variants: 'unfused' (the program as generated), each hand grouping of the workload
(launches marked kfusion.stencil_group, then --kfusion-stencil-fusion) and 'planned'
(--kfusion-plan-stencil, then --kfusion-stencil-fusion). While kfusion-opt lacks those
passes the fused variants are reported as skipped, with that reason.
"""

import argparse
import concurrent.futures
import json
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "python"))

import numpy as np  # noqa: E402

from stbench import generated, ir, workloads  # noqa: E402
from kfusion.bench import (add_bandwidth, add_checked_run_arguments,  # noqa: E402
                           add_lowering_arguments, add_phase_parsers, add_run_arguments,
                           add_sim_argument, append_rows, base_metadata, bench_env,
                           ceiling_lines, check_then_time, count_launches, deadline_after, fmt,
                           group_by, judge_run, load_rows, log, lower, md_header, opt_has_pass,
                           past, peer_ms, problem_lines, read_copy, read_copy_gbs, read_peers,
                           read_results, report_header, results_done, run_all, run_peers,
                           seed_of, write_report)
from kfusion.tools import ToolError, find_tool, run_tool  # noqa: E402

FUSE_PASS = "kfusion-stencil-fusion"
PLAN_PASS = "kfusion-plan-stencil"
#: The one planner: the variant "fuse" is what kfusion-fuse chooses for the program
#: (stencil groups, horizontal pairs, both or none, by the common cost model).
ONE_PLANNER_PASS = "kfusion-fuse"
WORKLOADS = ["jacobi", "hdiff", "hdiff2d", "fdtd", "generated"]
OPTIONAL_WORKLOADS = ["generated3d"]


def make_workload(name, size, gen_seed=1):
    """The Program of workload `name` at size 'gpu' (issue 8's sizes) or 'small' (the
    interpreter's). `name@XxY` (or `@XxYxZ`) launches the hand-written workloads with
    that block shape instead of 32x8x1 (e.g. jacobi@32x32)."""
    gpu = size == "gpu"
    kw = {}
    if "@" in name:
        name, shape = name.split("@", 1)
        dims = [int(d) for d in shape.split("x")]
        kw["block"] = tuple(dims + [1] * (3 - len(dims)))
    if name == "jacobi":
        return workloads.jacobi(8192 if gpu else 64, **kw)
    if name == "hdiff":
        return workloads.hdiff(4096, nz=8, **kw) if gpu else workloads.hdiff(32, nz=16, **kw)
    if name == "hdiff2d":
        return (workloads.hdiff(4096, nz=0, **kw) if gpu
                else workloads.hdiff(40, ny=36, nz=0, **kw))
    if name == "fdtd":
        return (workloads.fdtd(4096, steps=10, **kw) if gpu
                else workloads.fdtd(32, steps=3, **kw))
    if name == "generated":
        return generated.gen_program(150, 40, seed=gen_seed,
                                     shape=(1024, 1024) if gpu else (64, 64))
    if name == "generated3d":
        return generated.gen_program(150, 40, seed=gen_seed,
                                     shape=(16, 256, 256) if gpu else (8, 32, 32))
    raise KeyError("unknown workload %r (known: %s)" % (name, ", ".join(WORKLOADS +
                                                                        OPTIONAL_WORKLOADS)))


def variants_of(prog):
    return ["unfused"] + list(prog.groupings) + ["planned", "fuse"]


# ---------------------------------------------------------------------------------------
# Tools
# ---------------------------------------------------------------------------------------

def missing_passes(variant):
    """The passes a variant needs that kfusion-opt lacks (none for 'unfused')."""
    if variant == "unfused":
        return []
    if variant == "fuse":
        return [] if opt_has_pass(ONE_PLANNER_PASS) else [ONE_PLANNER_PASS]
    need = [FUSE_PASS] + ([PLAN_PASS] if variant == "planned" else [])
    return [p for p in need if not opt_has_pass(p)]


def fuse_command(src, dst, variant, plan_options="", fuse_options=""):
    cmd = ["kfusion-opt", str(src)]
    if variant == "fuse":
        # kfusion-fuse's choice among its launch candidates (the planner's options do
        # not apply; the stencil passes' defaults are the candidates').
        return cmd + ["--" + ONE_PLANNER_PASS, "-o", str(dst)]
    if variant == "planned":
        cmd.append("--" + PLAN_PASS + ("=" + plan_options if plan_options else ""))
    cmd.append("--" + FUSE_PASS + ("=" + fuse_options if fuse_options else ""))
    cmd += ["-o", str(dst)]
    return cmd


_NUM = r"([-+]?[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)"


def parse_remarks(text):
    """The fusion and planning remarks kfusion-opt printed: {count, fused, declined,
    projected_ms, planner_unfused_ms, groups: [{projected_ms, unfused_ms, text}]}.
    projected=<ms> / unfused=<ms> are summed over the remarks that carry them (the
    planner's remark per group); absent -> None."""
    remarks = [l.strip() for l in text.splitlines() if "remark:" in l]
    groups = []
    for r in remarks:
        p = re.search(r"projected\s*[=:]\s*" + _NUM, r)
        u = re.search(r"unfused\s*[=:]\s*" + _NUM, r)
        if p or u:
            groups.append({"projected_ms": float(p.group(1)) if p else None,
                           "unfused_ms": float(u.group(1)) if u else None,
                           "text": r[-300:]})
    proj = [g["projected_ms"] for g in groups if g["projected_ms"] is not None]
    unf = [g["unfused_ms"] for g in groups if g["unfused_ms"] is not None]
    low = [r.lower() for r in remarks]
    return {"count": len(remarks),
            "declined": sum(1 for r in low if "declin" in r or "refus" in r or "not fused" in r),
            "projected_ms": sum(proj) if proj else None,
            "planner_unfused_ms": sum(unf) if unf else None,
            "groups": groups, "text": remarks[:200]}


# ---------------------------------------------------------------------------------------
# copy: the device-to-device bandwidth ceiling
# ---------------------------------------------------------------------------------------

def cmd_copy(args):
    out = Path(args.out)
    work = out / "work" / "copy"
    work.mkdir(parents=True, exist_ok=True)
    n = 64 if args.sim else args.copy_n
    rows = []
    for prog in (workloads.copy_memcpy(n), workloads.copy_kernel(n)):
        rng = np.random.default_rng(seed_of(args.seed, prog.name))
        inputs = ir.make_inputs(prog, rng)
        indir = work / (prog.name + ".in")
        ir.write_inputs(prog, indir, inputs)
        want = workloads.reference(prog, inputs)
        src = work / (prog.name + ".mlir")
        src.write_text(prog.text(warmup=args.warmup, repeat=args.repeat))
        row = {"program": prog.name, "bytes": 2 * prog.array("src").nbytes,
               "shape": list(prog.array("src").shape)}
        try:
            path = src if args.sim else lower(src, work / (prog.name + ".lowered.mlir"), args)
            proc = execute(args, path, indir, work / (prog.name + ".out"), timed=not args.sim)
            row.update(judge(prog, proc, work / (prog.name + ".out"), want))
        except ToolError as exc:
            row.update({"status": "failed", "problems": [str(exc)[-1500:]]})
        if row.get("median_ms"):
            row["gbs"] = row["bytes"] / row["median_ms"] / 1e6
        rows.append(row)
        log("copy %-12s %s %s" % (prog.name, row["status"],
                                  "" if not row.get("gbs") else "%.4f ms  %.0f GB/s" %
                                  (row["median_ms"], row["gbs"])))
    result = {"meta": metadata(args), "rows": rows}
    best = [r for r in rows if r.get("gbs") and r["program"] == "copy_memcpy"]
    result["copy_gbs"] = best[0]["gbs"] if best else None
    (out / "copy.json").write_text(json.dumps(result, indent=1))
    return 0 if all(r["status"] == "equal" for r in rows) else 1


# ---------------------------------------------------------------------------------------
# Running and checking one program
# ---------------------------------------------------------------------------------------

def execute(args, path, indir, outdir, timed):
    """Run `path` once: kfusion-sim (args.sim) or kfusion-runner; timed runs warm up and
    repeat, untimed ones only make the checked step. Returns the CompletedProcess."""
    tool = find_tool("kfusion-sim" if args.sim else "kfusion-runner")
    env = {**bench_env(args.warmup, args.repeat, args.flush_cache_mib, timed),
           "KFUSION_BENCH_SAMPLES": "1"}
    return ir.run(tool, path, indir, outdir, env=env, timeout=args.timeout)


def judge(prog, proc, outdir, want):
    """Status, problems and times of a run whose outputs are in `outdir`."""
    def check(got):
        errors = ir.max_error(prog, got, want)
        return ir.compare(prog, got, want), {"max_error": max(errors.values()) if errors
                                             else 0.0}

    def more(row):
        # Every step's time, in order (KFUSION_BENCH_SAMPLES=1 in timed runs),
        # and the streams left alive (kfusion-runner --report-streams).
        for line in proc.stdout.splitlines():
            m = re.match(r"kfusion-streams: created=(\d+) destroyed=(\d+) live=(-?\d+)", line)
            if m:
                row["streams_created"], row["streams_live"] = int(m.group(1)), int(m.group(3))
            if line.startswith("kfusion-bench-samples: ms="):
                try:
                    row["samples_ms"] = [float(v) for v in line.split("=", 1)[1].split(",")]
                except ValueError:
                    pass
    return judge_run(proc, lambda: ir.read_outputs(prog, outdir), check, more)


# ---------------------------------------------------------------------------------------
# workloads
# ---------------------------------------------------------------------------------------

def cmd_workloads(args):
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = args.workloads.split(",") if args.workloads else WORKLOADS
    wanted = set(args.variants.split(",")) if args.variants else None
    copy_gbs = read_copy_gbs(out)
    results_path = out / "workloads.jsonl"
    done = results_done(results_path, lambda r: (r["workload"], r["variant"]), args.resume)
    deadline = deadline_after(args.budget)
    for reason in [p for p in (FUSE_PASS, PLAN_PASS) if not opt_has_pass(p)]:
        log("NOTE: kfusion-opt (%s) has no --%s: the variants that need it are skipped "
            "(stencil fusion not built yet)" % (find_tool("kfusion-opt"), reason))
    status = 0
    for name in names:
        if past(deadline):
            log("workloads: time budget spent; stopping before %s" % name)
            break
        rows = run_workload(args, name, wanted, done, copy_gbs)
        append_rows(results_path, rows)
        if any(r["status"] not in ("equal",) and not r["status"].startswith("skipped")
               for r in rows):
            status = 1
    (out / "meta.json").write_text(json.dumps(metadata(args), indent=1))
    if not args.no_table:
        print(render_tables(load_rows(out), read_copy(out), read_peers(out)))
    return status


def run_workload(args, name, wanted, done, copy_gbs):
    size = "small" if args.sim else args.size
    t0 = time.time()
    prog = make_workload(name, size, args.gen_seed)
    work = Path(args.out) / "work" / name
    work.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed_of(args.seed, name))
    inputs = ir.make_inputs(prog, rng)
    indir = work / "in"
    ir.write_inputs(prog, indir, inputs)
    want = workloads.reference(prog, inputs)
    log("== %s %s: %d launches, %d arrays (%d temporaries), %.4g MB moved at least; "
        "inputs and reference in %.1f s" % (
            name, "x".join(map(str, prog.arrays[0].shape)), len(prog.launches),
            len(prog.arrays), len(prog.temporaries()), prog.min_bytes() / 1e6,
            time.time() - t0))
    variants = [v for v in variants_of(prog) if (wanted is None or v in wanted) and
                (name, v) not in done]
    # Generate and fuse (kfusion-opt), in parallel.
    plans = {}

    def prepare(variant):
        p = {"variant": variant, "groups": prog.groups_of(variant)}
        src = work / ("%s.mlir" % variant)
        src.write_text(prog.text(p["groups"], warmup=args.warmup, repeat=args.repeat))
        p["source"] = src
        missing = missing_passes(variant)
        if missing:
            p["status"] = "skipped: kfusion-opt has no %s (stencil fusion not built yet)" % \
                ", ".join("--" + m for m in missing)
            return p
        if variant == "unfused":
            p["fused"] = src
        else:
            dst = work / ("%s.fused.mlir" % variant)
            try:
                proc = run_tool(fuse_command(src, dst, variant, args.plan_options,
                                             args.fuse_options), timeout=args.timeout)
            except ToolError as exc:
                p["status"] = "fusion failed"
                p["problems"] = [str(exc)[-2000:]]
                return p
            p["fused"] = dst
            p["remarks"] = parse_remarks(proc.stderr + proc.stdout)
            (work / ("%s.remarks.txt" % variant)).write_text(proc.stderr)
        p["launches_after"] = count_launches(p["fused"].read_text())
        if not args.sim:
            try:
                p["lowered"] = lower(p["fused"], work / ("%s.lowered.mlir" % variant), args)
            except ToolError as exc:
                p["status"] = "lowering failed"
                p["problems"] = [str(exc)[-2000:]]
        return p

    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        for p in pool.map(prepare, variants):
            plans[p["variant"]] = p
    rows = []
    unfused_ms = None
    for variant in variants:
        p = plans[variant]
        groups = [g for g in p["groups"] if g is not None]
        row = {"workload": name, "variant": variant, "size": size,
               "shape": list(prog.arrays[0].shape), "launches": len(prog.launches),
               "groups": len(set(groups)), "grouped_launches": len(groups),
               "launches_after": p.get("launches_after"), "bytes": prog.min_bytes(),
               "flops": prog.flops(), "tolerance": list(prog.tolerance)}
        if "remarks" in p:
            r = p["remarks"]
            row.update({"remarks": r["count"], "declined": r["declined"],
                        "projected_ms": r["projected_ms"],
                        "planner_unfused_ms": r["planner_unfused_ms"],
                        "plan_groups": r["groups"]})
        if "status" in p:
            row.update({"status": p["status"], "problems": p.get("problems", [])})
            rows.append(row)
            log_row(row)
            continue
        outdir = work / ("%s.out" % variant)
        path = p["fused"] if args.sim else p["lowered"]

        def compare(row, fused=p["fused"], variant=variant):
            if args.sim and variant != "unfused":
                row["compare"] = sim_compare(prog, fused, work, args)
                if row["compare"] != "equal":
                    row["status"] = "MISMATCH (compare)"
        # Check first: one run that only makes the checked step; time only what is equal.
        proc = check_then_time(
            row, lambda timed: execute(args, path, indir, outdir, timed=timed),
            lambda proc: judge(prog, proc, outdir, want), one_run=args.one_run,
            time_it=not args.sim, also_check=compare,
            timed_keys=lambda k: k.endswith("_ms") or k == "repeat" or k.startswith("streams_"))
        (work / ("%s.run.log" % variant)).write_text(proc.stdout[-20000:])
        if row.get("median_ms"):
            add_bandwidth(row, copy_gbs)
            if variant == "unfused":
                unfused_ms = row["median_ms"]
            elif unfused_ms:
                row["speedup"] = unfused_ms / row["median_ms"]
        rows.append(row)
        log_row(row)
    log("   %s: %.1f s" % (name, time.time() - t0))
    if not args.keep_work:
        for f in work.glob("*/*.bin"):
            f.unlink()
    return rows


def sim_compare(prog, fused, work, args):
    """kfusion-sim --compare of the unfused @step and the fused program's `fused` (the
    program that runs, fused once: random inputs, every argument compared): 'equal' or the
    tool's complaint."""
    unfused = work / "unfused.step.mlir"
    if not unfused.exists():
        unfused.write_text(prog.text(form="step"))
    try:
        rtol, atol = prog.tolerance
        proc = run_tool(["kfusion-sim", str(unfused), "--compare=%s" % fused, "-e", "step",
                         "--seed=%d" % (args.seed & 0xFFFFFFFF), "--rtol=%g" % rtol,
                         "--atol=%g" % atol], check=False, timeout=args.timeout)
    except ToolError as exc:
        return "failed: %s" % str(exc)[-500:]
    if proc.returncode == 0:
        return "equal"
    return (proc.stdout + proc.stderr).strip()[-500:]


def log_row(r):
    t = "" if not r.get("median_ms") else "%9.4f ms (min %.4f max %.4f) %6.0f GB/s%s" % (
        r["median_ms"], r["min_ms"], r["max_ms"], r["gbs"],
        "" if not r.get("speedup") else "  %.2fx" % r["speedup"])
    log("   %-12s launches %3s -> %-4s %-10s %s%s" % (
        r["variant"], r["launches"], r.get("launches_after") or "-", r["status"], t,
        problem_lines(r.get("problems"))))


# ---------------------------------------------------------------------------------------
# peers
# ---------------------------------------------------------------------------------------

def cmd_peers(args):
    """bench/stencil/peers.py in its own process (torch and JAX stay out of this one)."""
    options = ["--out", args.out, "--size", "small" if args.sim else args.size,
               "--gen-seed", args.gen_seed]
    if args.workloads:
        options += ["--workloads", args.workloads]
    return run_peers(HERE / "peers.py", options, args.peers_budget, log)


# ---------------------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------------------

def metadata(args):
    meta = base_metadata(args)
    meta["gen_seed"] = args.gen_seed
    meta["stencil_passes"] = {p: opt_has_pass(p) for p in (FUSE_PASS, PLAN_PASS)}
    return meta


PEER_IMPLS = ["torch eager", "torch.compile", "jax.jit (XLA)"]


#: The columns of a workload's table.
COLUMNS = ["variant", "launches", "groups", "check", "median ms", "min", "max", "GB/s",
           "of copy", "vs unfused", "vs torch.compile", "projected ms", "planner unfused ms"]


def render_tables(rows, copy, peers):
    copy_gbs = copy.get("copy_gbs") if copy else None
    lines = ceiling_lines(copy, peers) + [""]
    peer_rows = group_by(peers.get("rows", []), "workload") if peers else {}
    missing_note = False
    for name, rs in group_by(rows, "workload").items():
        shape = "x".join(map(str, rs[0]["shape"]))
        lines += ["## %s (%s, %d launches, %.4g MB minimum traffic)" % (
            name, shape, rs[0]["launches"], rs[0]["bytes"] / 1e6), ""] + md_header(COLUMNS)
        compiled = peer_ms(peer_rows.get(name, []), "torch.compile")
        for r in rs:
            check = r["status"]
            if check.startswith("skipped: kfusion-opt has no"):
                check = "skipped (pass missing)"
                missing_note = True
            if r.get("compare"):
                check += "; compare %s" % r["compare"][:40]
            if r.get("streams_live"):
                check += "; %d of %d streams never destroyed" % (r["streams_live"],
                                                                  r["streams_created"])
            after = r.get("launches_after")
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                r["variant"], "%d -> %s" % (r["launches"], after if after is not None else "-"),
                r["groups"] or "-", check, fmt(r.get("median_ms")), fmt(r.get("min_ms")),
                fmt(r.get("max_ms")), fmt(r.get("gbs"), "%.0f"),
                fmt(r.get("copy_fraction") or (r["gbs"] / copy_gbs if r.get("gbs") and copy_gbs
                                               else None), "%.2f"),
                fmt(r.get("speedup"), "%.2fx"),
                fmt(compiled / r["median_ms"] if compiled and r.get("median_ms") else None,
                    "%.2fx"),
                fmt(r.get("projected_ms")), fmt(r.get("planner_unfused_ms"))))
        for pr in peer_rows.get(name, []):
            gbs = pr.get("gbs")
            lines.append("| %s | - | - | %s | %s | - | - | %s | %s | - | %s | - | - |" % (
                pr["impl"], pr.get("check", "-"), fmt(pr.get("ms")), fmt(gbs, "%.0f"),
                fmt(gbs / copy_gbs if gbs and copy_gbs else None, "%.2f"),
                fmt(compiled / pr["ms"] if compiled and pr.get("ms") else None, "%.2fx")))
        lines.append("")
    if missing_note:
        lines += ["skipped (pass missing): kfusion-opt has no --%s / --%s yet (stencil "
                  "fusion not built); the fused variants run as soon as it has." %
                  (FUSE_PASS, PLAN_PASS), ""]
    lines += ["Columns: median/min/max = device time of one step (CUDA events around every "
              "device operation of @step), GB/s = minimum bytes (each input read once, each "
              "output written once) / median, of copy = that over the device-to-device "
              "gpu.memcpy bandwidth measured in the same run, vs torch.compile = its time / "
              "ours, projected / planner unfused = the sums of projected=<ms> / unfused=<ms> "
              "in kfusion-opt's remarks (the planner's model). Peers: median of "
              "triton do_bench (torch), wall time over repetitions (JAX).", ""]
    return "\n".join(lines)


def cmd_report(args):
    rows, copy, peers, meta = read_results(args.results)
    text = ""
    if meta:
        text += report_header(meta, "stencil passes %s" % meta.get("stencil_passes"))
    write_report(text + render_tables(rows, copy, peers), args.out)
    return 0


def cmd_all(args):
    return run_all(args, [cmd_copy, cmd_workloads] + ([] if args.no_peers else [cmd_peers]),
                   cmd_report)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    common = argparse.ArgumentParser(add_help=False)
    add_run_arguments(common)
    common.add_argument("--gen-seed", type=int, default=1,
                        help="seed of the generated SCALE-LES-like program")
    add_sim_argument(common)
    common.add_argument("--size", choices=["gpu", "small"], default="gpu")
    add_lowering_arguments(common)
    common.add_argument("--copy-n", type=int, default=16384,
                        help="copy programs: an N x N f32 array (16384: 1 GiB)")
    wl = argparse.ArgumentParser(add_help=False)
    wl.add_argument("--workloads", help="comma-separated; default %s" % ",".join(WORKLOADS))
    wl.add_argument("--variants", help="comma-separated variant names (default: all)")
    wl.add_argument("--plan-options", default="", help="options of --" + PLAN_PASS)
    wl.add_argument("--fuse-options", default="", help="options of --" + FUSE_PASS)
    add_checked_run_arguments(wl)
    sub.add_parser("copy", parents=[common])
    sub.add_parser("workloads", parents=[common, wl])
    add_phase_parsers(sub, [common, wl])
    args = p.parse_args(argv)
    if getattr(args, "sim", False):
        args.size = "small"
    return {"copy": cmd_copy, "workloads": cmd_workloads, "peers": cmd_peers,
            "report": cmd_report, "all": cmd_all}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
