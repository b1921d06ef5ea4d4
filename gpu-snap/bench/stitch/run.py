#!/usr/bin/env python3
# bench/stitch/run.py: the stitching benchmarks of issue 9. Generates every workload
# (layernorm, softmax, bias + GELU + residual, a transformer block's memory-bound part, a
# logistic-regression step; the first three also with f16 / bf16 tensors) as linalg on
# tensors, stitches it with kfusion-opt
# --kfusion-stitch-to-gpu under each plan (none, greedy, ilp), lowers and runs it with
# kfusion-runner (or kfusion-sim without a GPU), checks every output against the numpy
# reference, then times it; measures the copy bandwidth (bench/stencil's copy phase);
# runs the PyTorch / JAX peers; and writes the tables.
"""Stitching benchmarks: copy, workloads, peers, report (or all of them).

    python3 bench/stitch/run.py copy      --out DIR
    python3 bench/stitch/run.py workloads --out DIR [--workloads layernorm,softmax,...]
                                          [--variants none,greedy,ilp] [--prepared PDIR]
    python3 bench/stitch/run.py prepare   --out PDIR   (stitch and lower only: for
                                          `--prepared PDIR` where the tools lack the pass)
    python3 bench/stitch/run.py peers     --out DIR      (bench/stitch/peers.py)
    python3 bench/stitch/run.py report    --results DIR [--results DIR...] [--out DIR]
    python3 bench/stitch/run.py all       --out DIR      (the four in order; gpu-session.sh)

16-bit variants (not in the default list; name them): --workloads layernorm_f16,
softmax_f16,bias_gelu_residual_f16,layernorm_bf16,softmax_bf16,bias_gelu_residual_bf16.

Without a GPU add --sim: small sizes, each variant runs once on kfusion-sim and is checked
against the reference; nothing is timed. There the variant 'loops' (the upstream
reference: mlir-opt one-shot-bufferize, buffer-results-to-out-params,
convert-linalg-to-loops, on the host) runs too, and plan=greedy / plan=ilp are also
compared with plan=none by kfusion-sim --compare (which draws no f16 / bf16 arguments yet:
for the 16-bit workloads their outputs are compared with plan=none's, and the row says
so). Tools come from $KFUSION_BIN, else
build/bin; upstream mlir-opt from $MLIR_OPT, else mlir-opt-22.

Variants: 'none', 'greedy', 'ilp' = kfusion-opt --kfusion-stitch-to-gpu="plan=<variant>"
(one kernel per op / greedy producer-consumer fusion / the ILP plan). While kfusion-opt
lacks the pass they are reported as skipped, with that reason.
"""

import argparse
import concurrent.futures
import importlib.util
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

from stitchbench import harness, programs  # noqa: E402
from kfusion import stitch_tuner  # noqa: E402
from kfusion.bench import (add_bandwidth, add_checked_run_arguments,  # noqa: E402
                           add_flush_argument, add_lowering_arguments, add_phase_parsers,
                           add_run_arguments, add_sim_argument, append_rows, base_metadata,
                           bench_env, ceiling_lines, check_then_time, count_launches,
                           deadline_after, fmt, group_by, judge_run, load_rows, log, lower,
                           md_header, opt_has_pass, past, peer_ms, prepared_info, problem_lines,
                           read_copy, read_copy_gbs, read_peers, read_results, report_header,
                           results_done, run_all, run_peers, seed_of, write_report)
from kfusion.tools import ToolError, find_tool, run_tool  # noqa: E402


def _stencil_driver():
    """bench/stencil/run.py (its copy phase: the copy ceiling of the same run), loaded
    under a name of its own: pytest runs this suite and the stencil one in one process."""
    if "stencil_run" in sys.modules:
        return sys.modules["stencil_run"]
    spec = importlib.util.spec_from_file_location("stencil_run",
                                                  ROOT / "bench" / "stencil" / "run.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["stencil_run"] = mod
    spec.loader.exec_module(mod)
    return mod


cmd_copy = _stencil_driver().cmd_copy

STITCH_PASS = "kfusion-stitch-to-gpu"
PLANS = ["none", "greedy", "ilp"]
WORKLOADS = programs.WORKLOADS
PEER_IMPLS = ["torch eager", "torch.compile", "jax.jit (XLA)"]


def tune_variants():
    """The tuner's candidates other than the model's (which is plan=ilp itself)."""
    return [stitch_tuner.variant_name(c) for c in stitch_tuner.candidates()
            if c != stitch_tuner.MODEL]


def variants_for(args):
    """The variants to run: loops (--sim), the plans, the tuner's candidates (--tune), and
    any `<plan>[-t<T>][-r<R>][-p<P>][-w<W>][-l<last|first|none>]` named in --variants
    (threads per row, rows per block, rows per thread, pack waves, the loads' L2 policy)."""
    wanted = args.variants.split(",") if getattr(args, "variants", None) else None
    all_variants = (["loops"] if args.sim else []) + PLANS
    tune = getattr(args, "tune", False)
    if tune:
        all_variants += tune_variants()
    chosen = [v for v in all_variants if wanted is None or v in wanted or
              (tune and v in tune_variants())]
    for v in wanted or []:
        if v in chosen:
            continue
        base, _ = stitch_tuner.split_l2(v)
        if v not in all_variants and base not in all_variants and \
                stitch_tuner.parse_variant(base) is None:
            raise SystemExit("run.py: unknown variant %r (loops, %s, or <plan>[-t<T>]"
                             "[-r<R>][-p<P>][-w<W>][-l<last|first|none>])" % (
                                 v, ", ".join(PLANS)))
        chosen.append(v)
    return chosen


def stitch_command(src, dst, plan, options="remarks=true"):
    """kfusion-opt --kfusion-stitch-to-gpu="plan=<plan> <options>" (a remark per kernel);
    a variant `ilp-t<T>-r<R>-p<P>-w<W>` is plan=ilp with threads-per-row=T, rows-per-block=R,
    rows-per-thread=P and pack-waves=W (each part optional); a suffix `-l<last|first|none>`
    adds l2-policy=evict_last / evict_first / none."""
    plan, l2 = stitch_tuner.split_l2(plan)
    if l2:
        options = (options + " " if options else "") + "l2-policy=%s" % l2
    parsed = stitch_tuner.parse_variant(plan)
    if parsed:
        plan, cand, waves = parsed
        extra = stitch_tuner.plan_options(cand)
        if waves:
            extra = (extra + " " if extra else "") + "pack-waves=%d" % waves
        if extra:
            options = (options + " " if options else "") + extra
    opts = "plan=%s" % plan + (" " + options if options else "")
    return ["kfusion-opt", str(src), "--%s=%s" % (STITCH_PASS, opts), "-o", str(dst)]


def schedule_label(candidate, waves):
    """Table label of a schedule: '64 threads per row, 2 rows per block, 4 rows per thread,
    packed up to 8 waves'; the model's choice where a knob is 0."""
    threads, rows, per_thread = candidate
    parts = ["%d threads per row" % threads if threads else None,
             "%d rows per block" % rows if rows else None,
             "%d rows per thread" % per_thread if per_thread else None,
             "packed up to %d waves" % waves if waves else None]
    return ", ".join(p for p in parts if p) or "model's schedule"


_NUM = r"([-+]?[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)"


def parse_remarks(text):
    """The remarks kfusion-opt printed (with remarks=true, one per stitch group and one per
    generated kernel): {count, plan, groups, kernels, score_sum, modelled_us, text}.
    A remark naming a 'stitched kernel' is a kernel's: {name, ops, composition,
    modelled_us, text}; one naming a 'stitch group' a group's: {ops, composition, score,
    text}; 'stitch plan' the plan's summary. Scores (score <x> / score=<x>) are summed into
    score_sum, modelled times into modelled_us (None when there are none). Fields a remark
    lacks are None."""
    remarks = [l.strip() for l in text.splitlines() if "remark:" in l]

    def fields(r):
        s = re.search(r"score\s*[=:]?\s*" + _NUM, r)
        c = re.search(r"(\w+) composition", r) or re.search(r"composition\s*[=:]\s*(\w+)", r)
        m = re.search(r"modell?ed\s*[=:]?\s*" + _NUM + r"\s*(us|ms)?", r)
        ops = re.search(r"ops \[([^\]]*)\]", r)
        return {"score": float(s.group(1)) if s else None,
                "composition": c.group(1) if c else None,
                "modelled_us": (float(m.group(1)) * (1e3 if m.group(2) == "ms" else 1.0))
                if m else None,
                "ops": len([o for o in ops.group(1).split(",") if o.strip()]) if ops else None,
                "text": r[-400:]}
    kernels, groups, plan = [], [], None
    for r in remarks:
        k = re.search(r"stitched kernel (\w+)", r)
        if k:
            kernels.append(dict(fields(r), name=k.group(1)))
        elif "stitch group" in r or "composition" in r:
            groups.append(fields(r))
        elif "stitch plan" in r:
            plan = r[r.index("remark:") + 8:][:400]
    scores = [g["score"] for g in groups + kernels if g["score"] is not None]
    modelled = [k["modelled_us"] for k in kernels if k["modelled_us"] is not None]
    return {"count": len(remarks), "plan": plan, "groups": groups, "kernels": kernels,
            "score_sum": sum(scores) if scores else None,
            "modelled_us": sum(modelled) if modelled else None, "text": remarks[:200]}


# ---------------------------------------------------------------------------------------
# Running and checking one program
# ---------------------------------------------------------------------------------------

def execute(args, path, indir, outdir, timed, host=False):
    """Run `path` once on kfusion-sim (args.sim, or a host program) or kfusion-runner;
    timed runs warm up and repeat, untimed ones only make the checked step."""
    tool = find_tool("kfusion-sim" if args.sim or host else "kfusion-runner")
    env = bench_env(args.warmup, args.repeat, args.flush_cache_mib, timed)
    return harness.run(tool, path, indir, outdir, env=env, timeout=args.timeout)


def judge(prog, proc, outdir, want):
    """Status, problems, errors and times of a run whose outputs are in `outdir`."""
    return judge_run(proc, lambda: harness.read_outputs(prog, outdir),
                     lambda got: (harness.compare(prog, got, want),
                                  {"max_error": harness.max_error(prog, got, want)}))


#: kfusion-sim's equivalence mode draws and compares f32, f64 and integer arguments only; it
#: refuses f16 / bf16 ones with an error containing this.
SIM_COMPARE_NO_HALF = "equivalence mode does not draw or compare f16 and bf16"


def outputs_compare(prog, reference_dir, outdir):
    """The outputs in `outdir` against those in `reference_dir` (plan=none's, same inputs),
    within the program's tolerances: 'equal' or what differs."""
    try:
        problems = harness.compare(prog, harness.read_outputs(prog, outdir),
                                   harness.read_outputs(prog, reference_dir))
    except (OSError, ValueError) as exc:
        return "failed: %s" % exc
    return "equal" if not problems else "; ".join(problems)[:500]


def sim_compare(prog, reference_step, step, args):
    """kfusion-sim --compare of two stitched @step functions (random inputs, every argument
    compared with the program's loosest tolerance): 'equal' or the tool's complaint."""
    rtol, atol = prog.loosest_tolerance()
    try:
        proc = run_tool(["kfusion-sim", str(reference_step), "--compare=%s" % step, "-e",
                         "step", "--seed=%d" % (args.seed & 0xFFFFFFFF), "--rtol=%g" % rtol,
                         "--atol=%g" % atol], check=False, timeout=args.timeout)
    except ToolError as exc:
        return "failed: %s" % str(exc)[-500:]
    if proc.returncode == 0:
        return "equal"
    text = (proc.stdout + proc.stderr).strip()
    # The errors, not the tail: an error may be followed by a dump of the function.
    errors = [l[l.index("error:"):].strip() for l in text.splitlines() if "error:" in l]
    return ("; ".join(errors) if errors else text)[-500:]


# ---------------------------------------------------------------------------------------
# workloads
# ---------------------------------------------------------------------------------------

def cmd_workloads(args):
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = args.workloads.split(",") if args.workloads else WORKLOADS
    copy_gbs = read_copy_gbs(out)
    results_path = out / "workloads.jsonl"
    done = results_done(results_path, lambda r: (r["workload"], r["variant"]), args.resume)
    deadline = deadline_after(args.budget)
    if args.prepared:
        info = Path(args.prepared) / "prepare.json"
        log("programs prepared in %s%s" % (args.prepared, "" if not info.exists() else
                                            " (commit %s)" % json.loads(info.read_text())
                                            .get("commit")))
    elif not opt_has_pass(STITCH_PASS):
        log("NOTE: kfusion-opt (%s) has no --%s: plan=none/greedy/ilp are skipped "
            "(stitching not built yet)" % (find_tool("kfusion-opt"), STITCH_PASS))
    status = 0
    for name in names:
        if past(deadline):
            log("workloads: time budget spent; stopping before %s" % name)
            break
        rows = run_workload(args, name, done, copy_gbs)
        append_rows(results_path, rows)
        if any(r["status"] != "equal" and not r["status"].startswith("skipped")
               for r in rows):
            status = 1
    (out / "meta.json").write_text(json.dumps(metadata(args), indent=1))
    if not args.no_table:
        text = render_tables(load_rows(out), read_copy(out), read_peers(out))
        print(text)
        (out / "tables.md").write_text(text + "\n")
    return status


def prepare(args, prog, variant, work):
    """Make the program of `variant` (stitched or upstream-lowered, with @main; lowered to
    a cubin on the GPU). Returns a dict with 'program' (what to run) and 'kernels', or a
    'status' saying why not."""
    p = {"variant": variant}
    src = work / "program.mlir"
    if variant == "loops":
        try:
            harness.upstream_loops(src, work / "loops.mlir", timeout=args.timeout)
            text = harness.with_host_main((work / "loops.mlir").read_text(), prog)
        except (RuntimeError, ValueError) as exc:
            return dict(p, status="upstream lowering failed", problems=[str(exc)[-2000:]])
        p["program"] = work / "loops.main.mlir"
        p["program"].write_text(text)
        p["host"] = True
        return p
    if getattr(args, "prepared", None):
        return load_prepared(args, prog, variant, Path(args.prepared) / prog.name, p)
    if not opt_has_pass(STITCH_PASS):
        return dict(p, status="skipped: kfusion-opt has no --%s (stitching not built yet)" %
                    STITCH_PASS)
    stitched = work / ("%s.stitched.mlir" % variant)
    try:
        proc = run_tool(stitch_command(src, stitched, variant, args.stitch_options),
                        timeout=args.timeout)
    except ToolError as exc:
        (work / ("%s.remarks.txt" % variant)).write_text(exc.stderr)
        return dict(p, status="stitching failed", problems=[str(exc)[-2000:]])
    (work / ("%s.remarks.txt" % variant)).write_text(proc.stderr)
    p["remarks"] = parse_remarks(proc.stderr + proc.stdout)
    text = stitched.read_text()
    p["kernels"] = count_launches(text)
    p["step"] = stitched
    try:
        main = harness.with_device_main(text, prog, warmup=args.warmup, repeat=args.repeat)
    except ValueError as exc:
        return dict(p, status="unexpected @step", problems=[str(exc)])
    p["program"] = work / ("%s.main.mlir" % variant)
    p["program"].write_text(main)
    if not args.sim:
        try:
            p["program"] = lower(p["program"], work / ("%s.lowered.mlir" % variant), args)
        except ToolError as exc:
            return dict(p, status="lowering failed", problems=[str(exc)[-2000:]])
    return p


def tuned_row(args, prog, work, indir, outdir_base, want, prepared, times, copy_gbs):
    """The tuner's result (python/kfusion/stitch_tuner.py): the fastest checked candidate
    of plan=ilp (the model's schedule) and the tuner's variants (ilp-t<T>, ilp-r<R>, ilp-p<P>),
    measured again in a run of its own (so the reported time is not the minimum of noisy
    candidates), and its plan written back to work/tuned.plan.mlir."""
    measured = {stitch_tuner.MODEL: times.get("ilp")}
    for v in tune_variants():
        measured[stitch_tuner.parse_variant(v)[1]] = times.get(v)
    cand, _ = stitch_tuner.pick(measured)
    row = {"workload": prog.name, "variant": "tuned", "size": args.size, "dtype": prog.dtype,
           "shapes": {o.name: list(o.shape) for o in prog.inputs + prog.outputs},
           "ops": len(prog.ops), "op_names": prog.ops, "bytes": prog.min_bytes(),
           "candidates": {stitch_tuner.name(k): v for k, v in measured.items()}}
    if cand is None:
        row.update({"status": "no candidate measured", "problems": []})
        return row
    variant = stitch_tuner.variant_name(cand)
    p = prepared[variant]
    row.update({"tuned_threads": cand[0], "tuned_rows": cand[1],
                "tuned_rows_per_thread": cand[2], "kernels": p.get("kernels"),
                "chosen": variant})
    try:
        stitch_tuner.write_back(work / "program.mlir", cand, work / "tuned.plan.mlir")
    except ToolError as exc:
        row["write_back"] = str(exc)[-500:]
    outdir = outdir_base / "tuned.out"
    proc = execute(args, p["program"], indir, outdir, timed=True)
    row.update(judge(prog, proc, outdir, want))
    if row.get("median_ms"):
        add_bandwidth(row, copy_gbs)
        for base in ("none", "greedy"):
            if base in times:
                row["vs_" + base] = times[base] / row["median_ms"]
    return row


def load_prepared(args, prog, variant, d, p):
    """The programs `run.py prepare` made for `variant` in directory `d` (stitched, with
    @main, lowered), checked to be of the same tensor program."""
    src = d / "program.mlir"
    program = d / ("%s.%s.mlir" % (variant, "main" if args.sim else "lowered"))
    if not src.exists() or not program.exists():
        return dict(p, status="not prepared: no %s" % (program if src.exists() else src))
    if src.read_text() != prog.text:
        return dict(p, status="not prepared: %s is another program (another size?)" % src)
    remarks = d / ("%s.remarks.txt" % variant)
    p["remarks"] = parse_remarks(remarks.read_text() if remarks.exists() else "")
    p["step"] = d / ("%s.stitched.mlir" % variant)
    p["kernels"] = count_launches(p["step"].read_text())
    p["program"] = program
    return p


def cmd_prepare(args):
    """Stitch, add @main and lower every workload's plan variants into OUT/<workload>/
    (program.mlir, <plan>.stitched.mlir, .remarks.txt, .main.mlir, .lowered.mlir), for
    `workloads --prepared OUT` on a machine whose tools lack the pass (an older bundle):
    the lowered programs only need kfusion-runner there."""
    out = Path(args.out)
    names = args.workloads.split(",") if args.workloads else WORKLOADS
    plans = [v for v in variants_for(args) if v != "loops"]
    status = 0
    for name in names:
        prog = programs.make(name, "small" if args.sim else args.size)
        d = out / name
        d.mkdir(parents=True, exist_ok=True)
        (d / "program.mlir").write_text(prog.text)
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            made = list(pool.map(lambda v: prepare(args, prog, v, d), plans))
        for p in made:
            log("prepare %-20s %-7s %s" % (name, p["variant"], p.get("status") or
                                            "%s kernels" % p["kernels"]))
            status |= "status" in p
    meta = metadata(args)
    meta["opt"] = find_tool("kfusion-opt")
    (out / "prepare.json").write_text(json.dumps(meta, indent=1))
    return status


def run_workload(args, name, done, copy_gbs):
    size = "small" if args.sim else args.size
    t0 = time.time()
    prog = programs.make(name, size)
    work = Path(args.out) / "work" / name
    work.mkdir(parents=True, exist_ok=True)
    (work / "program.mlir").write_text(prog.text)
    rng = np.random.default_rng(seed_of(args.seed, name))
    inputs = prog.make_inputs(rng)
    indir = work / "in"
    harness.write_inputs(prog, indir, inputs)
    want = prog.reference(inputs)
    del inputs
    shapes = {o.name: list(o.shape) for o in prog.inputs + prog.outputs}
    log("== %s %s: %d linalg ops, %.4g MB moved at least%s; inputs and reference in %.1f s" % (
        name, " ".join("%s%s" % (k, "x".join(map(str, v)) or "[]") for k, v in shapes.items()),
        len(prog.ops), prog.min_bytes() / 1e6,
        "" if prog.dtype == "f32" else " (%s tensors, f32 arithmetic)" % prog.dtype,
        time.time() - t0))
    variants = [v for v in variants_for(args) if (name, v) not in done]
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        prepared = dict(zip(variants, pool.map(lambda v: prepare(args, prog, v, work),
                                               variants)))
    rows, times = [], {}
    for variant in variants:
        p = prepared[variant]
        row = {"workload": name, "variant": variant, "size": size, "dtype": prog.dtype,
               "shapes": shapes,
               "ops": len(prog.ops), "op_names": prog.ops, "kernels": p.get("kernels"),
               "bytes": prog.min_bytes(),
               "tolerance": {o.name: list(prog.tolerance_of(o.name)) for o in prog.outputs}}
        if "remarks" in p:
            r = p["remarks"]
            row.update({"remarks": r["count"], "score_sum": r["score_sum"],
                        "modelled_us": r["modelled_us"], "plan": r["plan"],
                        "plan_kernels": r["kernels"], "plan_groups": r["groups"]})
        if "status" in p:
            row.update({"status": p["status"], "problems": p.get("problems", [])})
            rows.append(row)
            log_row(row)
            continue
        outdir = work / ("%s.out" % variant)
        host = p.get("host", False)

        def compare(row, variant=variant, p=p, outdir=outdir):
            if not (args.sim and variant in ("greedy", "ilp") and
                    prepared.get("none", {}).get("step")):
                return
            row["compare"] = sim_compare(prog, prepared["none"]["step"], p["step"], args)
            if prog.dtype != "f32" and SIM_COMPARE_NO_HALF in row["compare"]:
                # No random f16 / bf16 arguments in kfusion-sim yet: this plan's outputs
                # against plan=none's, on the workload's inputs.
                row["compare"] = outputs_compare(prog, work / "none.out", outdir)
                if row["compare"] == "equal":
                    row["compare"] = "equal (outputs; sim --compare has no %s)" % prog.dtype
            if not row["compare"].startswith("equal"):
                row["status"] = "MISMATCH (compare with plan=none)"
        # Check first: one run that only makes the checked step; time only what is equal.
        proc = check_then_time(
            row, lambda timed, p=p, host=host, outdir=outdir: execute(
                args, p["program"], indir, outdir, timed=timed, host=host),
            lambda proc, outdir=outdir: judge(prog, proc, outdir, want),
            one_run=args.one_run, time_it=not args.sim and not host, also_check=compare)
        (work / ("%s.run.log" % variant)).write_text(proc.stdout[-20000:])
        if row.get("median_ms"):
            add_bandwidth(row, copy_gbs)
            times[variant] = row["median_ms"]
            for base in ("none", "greedy"):
                if variant != base and base in times:
                    row["vs_" + base] = times[base] / row["median_ms"]
        rows.append(row)
        log_row(row)
    if getattr(args, "tune", False) and not args.sim:
        rows.append(tuned_row(args, prog, work, indir, outdir_base=work, want=want,
                              prepared=prepared, times=times, copy_gbs=copy_gbs))
        log_row(rows[-1])
    log("   %s: %.1f s" % (name, time.time() - t0))
    if not args.keep_work:
        for f in list(work.glob("*/*.bin")) + list(work.glob("*.bin")):
            f.unlink()
    return rows


def log_row(r):
    t = "" if not r.get("median_ms") else "%9.4f ms (min %.4f max %.4f) %6.0f GB/s%s" % (
        r["median_ms"], r["min_ms"], r["max_ms"], r["gbs"],
        "" if not r.get("vs_none") else "  %.2fx vs plan=none" % r["vs_none"])
    log("   %-7s kernels %-4s %-10s %s%s" % (
        r["variant"], "-" if r.get("kernels") is None else r["kernels"], r["status"], t,
        problem_lines(r.get("problems"))))


# ---------------------------------------------------------------------------------------
# peers
# ---------------------------------------------------------------------------------------

def cmd_peers(args):
    """bench/stitch/peers.py in its own process (torch and JAX stay out of this one)."""
    options = ["--out", args.out, "--size", "small" if args.sim else args.size,
               "--seed", args.seed]
    if args.workloads:
        options += ["--workloads", args.workloads]
    return run_peers(HERE / "peers.py", options, args.peers_budget, log)


# ---------------------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------------------

def metadata(args):
    meta = base_metadata(args)
    meta["stitch_pass"] = opt_has_pass(STITCH_PASS)
    prepared = prepared_info(args)
    if prepared:
        meta["prepared"] = {k: prepared.get(k) for k in ("commit", "date", "host", "opt")}
    return meta


#: The columns of a workload's table.
COLUMNS = ["variant", "kernels", "check", "median ms", "min", "max", "GB/s", "of copy",
           "vs plan=none", "vs plan=greedy", "vs torch.compile", "modelled ms"]


def render_tables(rows, copy, peers):
    copy_gbs = copy.get("copy_gbs") if copy else None
    lines = ceiling_lines(copy, peers) + [""]
    peer_rows = group_by(peers.get("rows", []), "workload") if peers else {}
    missing = False
    for name, rs in group_by(rows, "workload").items():
        shapes = ", ".join("%s %s" % (k, "x".join(map(str, v)) or "scalar")
                           for k, v in rs[0]["shapes"].items())
        dtype = rs[0].get("dtype", "f32")
        tol = next(iter(rs[0].get("tolerance", {}).values()), None)
        lines += ["## %s (%s; %d linalg ops, %.4g MB minimum traffic%s)" % (
            name, shapes, rs[0]["ops"], rs[0]["bytes"] / 1e6,
            "" if dtype == "f32" else "; %s tensors, f32 arithmetic%s" % (
                dtype, "" if not tol else "; rtol %.3g, atol %.3g" % tuple(tol))),
            ""] + md_header(COLUMNS)
        compiled = peer_ms(peer_rows.get(name, []), "torch.compile")
        for r in rs:
            check = r["status"]
            if check.startswith("skipped: kfusion-opt has no"):
                check = "skipped (pass missing)"
                missing = True
            if r.get("compare"):
                check += "; compare %s" % r["compare"][:40]
            label = "upstream loops (host)" if r["variant"] == "loops" else \
                "plan=%s" % r["variant"]
            base, l2 = stitch_tuner.split_l2(r["variant"])
            parsed = stitch_tuner.parse_variant(base)
            if l2:
                label = "plan=%s" % base
            if r["variant"] == "tuned":
                label = "tuned (%s)" % schedule_label(
                    (r.get("tuned_threads") or 0, r.get("tuned_rows") or 0,
                     r.get("tuned_rows_per_thread") or 0), 0)
            elif parsed and (parsed[1] != stitch_tuner.MODEL or parsed[2]):
                label = "plan=%s, %s" % (parsed[0], schedule_label(parsed[1], parsed[2]))
            if l2:
                label += ", l2-policy=%s" % l2
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                label, "-" if r.get("kernels") is None else r["kernels"], check,
                fmt(r.get("median_ms")), fmt(r.get("min_ms")), fmt(r.get("max_ms")),
                fmt(r.get("gbs"), "%.0f"),
                fmt(r.get("copy_fraction") or (r["gbs"] / copy_gbs if r.get("gbs") and copy_gbs
                                               else None), "%.2f"),
                fmt(r.get("vs_none"), "%.2fx"), fmt(r.get("vs_greedy"), "%.2fx"),
                fmt(compiled / r["median_ms"] if compiled and r.get("median_ms") else None,
                    "%.2fx"),
                fmt(r["modelled_us"] / 1e3 if r.get("modelled_us") else None)))
        for pr in peer_rows.get(name, []):
            gbs = pr.get("gbs")
            lines.append("| %s | - | %s | %s | - | - | %s | %s | - | - | %s | - |" % (
                pr["impl"], pr.get("check", "-"), fmt(pr.get("ms")), fmt(gbs, "%.0f"),
                fmt(gbs / copy_gbs if gbs and copy_gbs else None, "%.2f"),
                fmt(compiled / pr["ms"] if compiled and pr.get("ms") else None, "%.2fx")))
        lines.append("")
    if missing:
        lines += ["skipped (pass missing): kfusion-opt has no --%s yet (stitching not "
                  "built); the plan variants run as soon as it has." % STITCH_PASS, ""]
    lines += ["Columns: kernels = gpu.launch_func in the stitched program; median/min/max = "
              "device time of one @step (CUDA events around it: the replay of its step graph, "
              "or its operations where the runtime did not record one); GB/s = minimum bytes (each "
              "input read once, each output written once) / median; of copy = that over the "
              "device-to-device gpu.memcpy bandwidth measured in the same run; vs X = X's "
              "time / this one's; modelled = the sum of the kernels' modelled times in "
              "kfusion-opt's remarks (the planner's cost model). Checks: every output "
              "against the float64 numpy reference, |got - want| <= atol + rtol |want| (rtol "
              "1e-4, atol 1e-5; probabilities atol 1e-8; f16 / bf16 workloads as their "
              "headings say, from HALF_TOLERANCE in stitchbench/programs.py). Peers: "
              "median of triton do_bench (torch), wall time over repetitions (JAX).", ""]
    return "\n".join(lines)


def cmd_report(args):
    rows, copy, peers, meta = read_results(args.results)
    text = ""
    if meta:
        how = "%s %s" % (STITCH_PASS, "present" if meta.get("stitch_pass") else "missing")
        if meta.get("prepared"):
            how = "programs stitched and lowered beforehand at commit %s (%s)" % (
                meta["prepared"].get("commit"), meta["prepared"].get("date"))
        text += report_header(meta, how)
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
    add_sim_argument(common)
    common.add_argument("--size", choices=["gpu", "small"], default="gpu")
    add_lowering_arguments(common)
    common.add_argument("--copy-n", type=int, default=16384,
                        help="copy programs: an N x N f32 array (16384: 1 GiB)")
    common.set_defaults(gen_seed=1)   # read by bench/stencil's copy phase
    wl = argparse.ArgumentParser(add_help=False)
    wl.add_argument("--workloads", help="comma-separated; default %s (also: %s)" % (
        ",".join(WORKLOADS), ",".join(programs.OPTIONAL_WORKLOADS)))
    wl.add_argument("--variants", help="comma-separated, of loops (--sim only), %s" %
                    ",".join(PLANS))
    wl.add_argument("--tune", action="store_true",
                    help="also plan=ilp with each threads-per-row of the tuner "
                         "(python/kfusion/stitch_tuner.py) and a 'tuned' row: the fastest, "
                         "timed again, its plan written back (GPU only)")
    wl.add_argument("--stitch-options", default="remarks=true",
                    help="options of --%s besides plan= (default: remarks=true)" % STITCH_PASS)
    add_checked_run_arguments(wl)
    wl.add_argument("--prepared", help="a directory of `run.py prepare`: run its programs "
                    "instead of stitching and lowering here")
    sub.add_parser("copy", parents=[common])
    sub.add_parser("prepare", parents=[common, wl])
    sub.add_parser("workloads", parents=[common, wl])
    add_phase_parsers(sub, [common, wl])
    args = p.parse_args(argv)
    if getattr(args, "sim", False):
        args.size = "small"
    return {"copy": cmd_copy, "prepare": cmd_prepare, "workloads": cmd_workloads,
            "peers": cmd_peers, "report": cmd_report, "all": cmd_all}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
