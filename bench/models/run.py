#!/usr/bin/env python3
# bench/models/run.py: real model blocks end to end (kfusion.models: GPT-2, BERT, LLaMA,
# MLP-Mixer, ResNet at their published sizes): imported by torch-mlir with their weights as
# arguments (programs/, generated and git-ignored: make-programs.sh), fused whole by
# kfusion-opt --kfusion-fuse (its remark: the chosen candidate and every candidate's
# projected time), lowered and run with kfusion-runner (or kfusion-sim without a GPU) on
# freshly drawn weights and inputs, checked against PyTorch computing in float32, then
# timed; PyTorch eager and torch.compile on the same module and weights (peers.py); the
# tables, with the planner's projection beside the measured time.
"""Model-block benchmarks: import, prepare, workloads, peers, report (or all after import).

    python3 bench/models/run.py import    [--models gpt2,...] [--dtypes float16,float32]
                                          [--sizes gpu,small] [--defaults] [--missing]
                                          (the venv with torch-mlir; writes
                                          programs/<model>.<dtype>.<size>.{mlir,json}:
                                          make-programs.sh; git-ignored)
    python3 bench/models/run.py prepare   --out DIR   (kfusion-fuse, @main, kfusion-to-cubin
                                          into DIR/work/<program>/: our tools only)
    python3 bench/models/run.py workloads --out DIR [--models gpt2,bert] [--dtypes float16]
    python3 bench/models/run.py peers     --out DIR   (bench/models/peers.py: torch eager,
                                          torch.compile)
    python3 bench/models/run.py report    --results DIR [--results DIR...] [--out DIR]
    python3 bench/models/run.py all       --out DIR   (prepare, workloads, peers, report;
                                          gpu-session.sh)
    python3 bench/models/run.py tune      --out DIR --cache FILE [--candidates ...]
                                          (kfusion-fuse's candidates each checked and
                                          timed; their times into the tuning cache)
    python3 bench/models/run.py tune-gemms --out DIR --cache FILE [--gemm-candidates ...]
                                          (the programs' tensor-core GEMMs under candidate
                                          plans, kernels timed by ncu; the fastest plan of
                                          each GEMM's problem into the tuning cache)

--size gpu (default: the published configurations at 1024 tokens, Mixer on 8 images,
ResNet's stage on 32), long (GPT-2, BERT and LLaMA at 4096 tokens; import it with --models
gpt2,bert,llama --sizes long), 2k and 8k (the same at 2048 and 8192 tokens) or small (--sim's).

Without a GPU add --sim: the small sizes, kfusion-fuse's program as for the GPU (kfusion-sim
runs its wgmma GEMM kernels as they are), each program run once on kfusion-sim and checked
against PyTorch on the CPU (float32 arithmetic) on freshly drawn arguments; where torch is
not installed, against the reference the import recorded (programs.REFERENCE_SEED's
arguments). Nothing is timed, no peers. Tools come from $KFUSION_BIN, else build/bin.
"""

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import modelbench  # noqa: E402,F401  (puts python/ and bench/stitch on sys.path)
from modelbench import build, programs, torchmodel  # noqa: E402
from kfusion.bench import (add_checked_run_arguments, add_lowering_arguments,  # noqa: E402
                           add_phase_parsers, add_run_arguments, add_sim_argument,
                           append_rows, base_metadata, bench_env, check_then_time,
                           deadline_after, fmt, group_by, judge_run, load_rows, log,
                           md_header, md_row,
                           past, problem_lines, read_peers, read_results, report_header,
                           results_done, run_all, run_peers, write_report)
from kfusion import gemmtune, tune  # noqa: E402
from kfusion.tools import find_tool, gpu_preset, run_tool  # noqa: E402
from stitchbench import harness  # noqa: E402

PEER_IMPLS = ["torch eager", "torch eager CUDA graph", "torch.compile",
              "torch.compile max-autotune"]


def selection(args):
    """[(model, dtype, ModelProgram or None)] of --models x --dtypes at the run's size. Stops
    the run where none of them was imported: a GPU session without the programs (made
    elsewhere, carried with the working tree) ends at once, saying why."""
    models = args.models.split(",") if args.models else programs.MODELS
    dtypes_ = args.dtypes.split(",") if args.dtypes else programs.DEFAULT_DTYPES
    for d in dtypes_:
        if d not in programs.DTYPES:
            raise SystemExit("run.py: unknown dtype %r (%s)" % (d, ", ".join(programs.DTYPES)))
    for m in models:
        if m not in programs.MODELS:
            raise SystemExit("run.py: unknown model %r (%s)" % (m, ", ".join(programs.MODELS)))
    chosen = programs.available(models, dtypes_, size_of(args), Path(args.programs))
    if not any(prog for _, _, prog in chosen):
        raise SystemExit("run.py: none of the %d programs selected is in %s: %s" % (
            len(chosen), args.programs, programs.MAKE_PROGRAMS))
    return chosen


def size_of(args):
    return "small" if args.sim else args.size


# ---------------------------------------------------------------------------------------
# import
# ---------------------------------------------------------------------------------------

def import_list(args):
    """[(model, dtype, size)] to import: with --defaults the programs the suite runs
    (programs.IMPORTS) at --sizes (default all of its sizes), narrowed to --models and
    --dtypes where given; else each of --models (default all) in each of --dtypes (default
    float16,float32) at each of --sizes (default gpu,small)."""
    models = args.models.split(",") if args.models else None
    dtypes_ = args.dtypes.split(",") if args.dtypes else None
    if args.defaults:
        sizes = args.sizes.split(",") if args.sizes else None
        return [(m, d, s) for m, d, s in programs.default_imports(sizes)
                if (models is None or m in models) and (dtypes_ is None or d in dtypes_)]
    return [(m, d, s) for s in (args.sizes or "gpu,small").split(",")
            for m in models or programs.MODELS for d in dtypes_ or ["float16", "float32"]]


def cmd_import(args):
    """Each program of import_list through torch-mlir (modelbench.importer), but with
    --missing those already in --programs; a model torch-mlir refuses is reported with the
    reason and the others go on."""
    from kfusion import torch_import
    from modelbench import importer

    status = 0
    for model, dtype, size in import_list(args):
        if args.missing and programs.is_imported(model, dtype, size, Path(args.programs)):
            continue
        try:
            importer.import_program(model, dtype, size, Path(args.programs), log)
        except torch_import.TorchImportError as exc:
            log("import %s: %s" % (programs.key_of(model, dtype, size), exc))
            status = 1
    return status


# ---------------------------------------------------------------------------------------
# prepare
# ---------------------------------------------------------------------------------------

def prepare(args, prog, work, extra=""):
    """The program ready to run (build.prepare's record, its "dir" where it lies): from
    --prepared PDIR/work/<program> when that holds it (same import, same target), else from
    `work` when that does, else prepared into `work` now (kfusion-fuse with --fuse-options
    and `extra`, which only `work` may hold)."""
    prepared = None if extra else getattr(args, "prepared", None)
    for d in ([Path(prepared) / "work" / prog.key] if prepared else []) + [work]:
        info = build.load_prepared(prog, d, emulate=False, sim=args.sim)
        if info is not None:
            return dict(info, dir=str(d))
    if prepared:
        log("   %s: not in %s, prepared with %s" % (prog.key, prepared,
                                                   find_tool("kfusion-opt")))
    info = build.prepare(prog, work, device=args.device, sim=args.sim,
                         extra=" ".join(o for o in (args.fuse_options, extra) if o),
                         chip=args.chip,
                         lower_options=args.lower_options, warmup=args.warmup,
                         repeat=args.repeat, timeout=args.timeout)
    return dict(info, dir=str(work))


def cmd_prepare(args):
    """kfusion-fuse, @main and kfusion-to-cubin of every selected program into
    OUT/work/<program>/: workloads with the same --out reuses them, and workloads --prepared
    OUT on another machine (whose tools are older) runs them."""
    status = 0
    for model, dtype, prog in selection(args):
        if prog is None:
            log("prepare %s: not imported" % programs.key_of(model, dtype, size_of(args)))
            continue
        info = prepare(args, prog, Path(args.out) / "work" / prog.key)
        fuse = info.get("fuse") or {}
        log("prepare %-24s %s" % (prog.key, info.get("status") or
                                  "%s chosen, %s launches, projected %s ms (fuse %.1f s%s)" % (
                                      fuse.get("chosen"), info.get("launches"),
                                      fmt((fuse.get("projected_us") or 0) / 1e3),
                                      info.get("fuse_s", 0), "" if args.sim else
                                      ", lower %.1f s" % info.get("lower_s", 0))))
        status |= "status" in info
    return status


# ---------------------------------------------------------------------------------------
# workloads
# ---------------------------------------------------------------------------------------

def cmd_workloads(args):
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    results = out / "workloads.jsonl"
    done = results_done(results, lambda r: r["program"], args.resume)
    deadline = deadline_after(args.budget)
    torch = torchmodel.load_torch()
    if torch is None:
        log("NOTE: no torch here: %s" % ("--sim checks against the references the import "
                                         "recorded" if args.sim else "nothing to check "
                                         "against on the GPU"))
    elif not args.sim and not torch.cuda.is_available():
        log("NOTE: torch sees no CUDA device: the references are computed on the CPU")
    status = 0
    for model, dtype, prog in selection(args):
        key = programs.key_of(model, dtype, size_of(args))
        if key in done:
            continue
        if past(deadline):
            log("workloads: time budget spent; stopping before %s" % key)
            break
        row = run_program(args, torch, model, dtype, prog)
        append_rows(results, [row])
        log_row(row)
        status |= row["status"] != "equal"
    (out / "meta.json").write_text(json.dumps(metadata(args, torch), indent=1))
    if not args.no_table:
        print(render_tables(load_rows(out), read_peers(out)))
    return status


def base_row(model, dtype, size, prog):
    row = {"program": programs.key_of(model, dtype, size), "model": model, "dtype": dtype,
           "size": size}
    if prog is not None:
        row.update({"class": prog.cls, "init_args": prog.init_args, "elem": prog.elem,
                    "inputs": [list(o.shape) for o in prog.module_inputs],
                    "outputs": [list(o.shape) for o in prog.outputs],
                    "parameters": prog.parameter_count, "tolerance": prog.tolerance()})
    return row


def run_program(args, torch, model, dtype, prog, variant=None):
    """Prepare, draw, reference, check and time one program: its row. With `variant`
    (name, kfusion-fuse options: the tuner's candidates) it is prepared in work/<program>/
    <name> with those options too."""
    t0 = time.time()
    size = size_of(args)
    row = base_row(model, dtype, size, prog)
    if variant is not None:
        row["candidate"] = variant[0]
    if prog is None:
        row.update({"status": "not imported", "problems": [
            "no %s (run.py import)" % (Path(args.programs) / (row["program"] + ".json"))]})
        return row
    work = Path(args.out) / "work" / prog.key
    if variant is not None:
        work = work / variant[0]
    info = prepare(args, prog, work, variant[1] if variant else "")
    fuse = info.get("fuse") or {}
    row.update({"prepared_in": info["dir"], "launches": info.get("launches"),
                "chosen": fuse.get("chosen"),
                "projected_us": fuse.get("projected_us"), "candidates": fuse.get("candidates"),
                "remark": fuse.get("remark"), "fuse_s": info.get("fuse_s"),
                "lower_s": info.get("lower_s")})
    if "status" in info:
        row.update({"status": info["status"], "problems": info.get("problems", [])})
        return row
    reference = reference_fn(args, torch, prog)
    if isinstance(reference, str):
        row.update({"status": reference, "problems": []})
        return row
    seed, want_of = reference
    values = prog.draw(seed)
    module = None
    if prog.needs_module():
        module = torchmodel.build(torch, prog, values)
        values.update(torchmodel.module_values(torch, prog, module))
    indir = work / "in"
    programs.write_inputs(prog, indir, values)
    want, eager = want_of(values)
    del values, module
    row.update({"seed": seed, "eager_rel_error": eager,
                "reference": "recorded" if args.sim and torch is None else
                "PyTorch %s float32" % ("CPU" if args.sim or not torch.cuda.is_available()
                                        else "GPU")})
    log("== %s (%s, %s; %.3g M parameters): %s chosen, %s launches, projected %s ms; "
        "inputs and reference in %.1f s" % (
            prog.key, prog.cls, " x ".join("x".join(map(str, s)) for s in row["inputs"]),
            prog.parameter_count / 1e6, row["chosen"], row["launches"],
            fmt(row["projected_us"] / 1e3 if row["projected_us"] else None),
            time.time() - t0))
    outdir = work / "out"
    tool = find_tool("kfusion-sim" if args.sim else "kfusion-runner")

    def execute(timed):
        return harness.run(tool, Path(info["dir"]) / info["program"], indir, outdir,
                           timeout=args.timeout,
                           env=bench_env(args.warmup, args.repeat, args.flush_cache_mib,
                                         timed))

    def judge(proc):
        return judge_run(proc, lambda: programs.read_outputs(prog, outdir),
                         lambda got: programs.check(prog, got, want))
    proc = check_then_time(row, execute, judge, one_run=args.one_run, time_it=not args.sim)
    (work / "run.log").write_text(proc.stdout[-20000:])
    if os.environ.get("KFUSION_RUNNER_WRAPPER") and not args.sim:
        # What the wrapper (compute-sanitizer) concluded, kept in the row.
        row["wrapper"] = [line.strip() for line in proc.stdout.splitlines()
                          if "SUMMARY:" in line][-2:]
    if row.get("median_ms") and row.get("projected_us"):
        row["projected_over_measured"] = row["projected_us"] / 1e3 / row["median_ms"]
    row["seconds"] = round(time.time() - t0, 1)
    if not args.keep_work:
        for f in list(work.glob("*/*.bin")):
            f.unlink()
    return row


def reference_fn(args, torch, prog):
    """(seed, fn(values) -> (reference outputs, eager's error relative to max |reference|
    or None)) of this run, or a status saying why there is no reference: with torch, the
    module in float32 on the GPU (the CPU with --sim) and, for a 16-bit program, in its
    own type beside it; without torch under --sim, the recorded reference at its seed."""
    if torch is None:
        recorded = prog.recorded_reference() if args.sim else None
        if recorded is None:
            return "no reference: torch is not installed%s" % (
                "" if args.sim else " (it computes the reference on the GPU)")
        if prog.needs_module():
            return "no reference: %s need torch" % ", ".join(prog.needs_module())
        seed, outs = recorded
        return seed, lambda values: (outs, None)
    device = "cpu" if args.sim or not torch.cuda.is_available() else "cuda"

    def fn(values):
        want = torchmodel.reference(torch, prog, values, device)
        eager = None
        if prog.dtype != "float32":
            try:
                module = torchmodel.build(torch, prog, values, device)
                got = torchmodel.run(torch, module, torchmodel.inputs(torch, prog, values,
                                                                      device))
                eager = max(programs.errors(torchmodel.to_numpy(g), w)[1]
                            for g, w in zip(got, want))
                del module, got
            except RuntimeError as exc:     # a 16-bit op the CPU lacks
                log("   eager %s on %s: %s" % (prog.dtype, device, str(exc)[:200]))
        if device == "cuda":
            torch.cuda.empty_cache()
        return want, eager
    return args.seed, fn


def log_row(r):
    t = "" if not r.get("median_ms") else "  %.4f ms (min %.4f max %.4f), projected / " \
        "measured %s" % (r["median_ms"], r["min_ms"], r["max_ms"],
                         fmt(r.get("projected_over_measured"), "%.2f"))
    err = "" if r.get("rel_error") is None else "  max error %.3g (%.3g of max |ref|%s)" % (
        r["max_error"], r["rel_error"], "" if r.get("eager_rel_error") is None else
        "; eager %.3g" % r["eager_rel_error"])
    log("   %-24s %s%s%s%s" % (r["program"], r["status"], err, t,
                              problem_lines(r.get("problems"))))


# ---------------------------------------------------------------------------------------
# peers
# ---------------------------------------------------------------------------------------

def cmd_peers(args):
    """bench/models/peers.py in its own process (torch.compile's workers and caches stay
    out of this one)."""
    if args.sim:
        log("peers: none with --sim")
        return 0
    options = ["--out", args.out, "--size", args.size, "--seed", args.seed, "--programs",
               args.programs]
    for opt in ("models", "dtypes"):
        if getattr(args, opt):
            options += ["--" + opt, getattr(args, opt)]
    options += ["--modes", args.peer_modes]
    return run_peers(HERE / "peers.py", options, args.peers_budget, log)


# ---------------------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------------------

def metadata(args, torch=None):
    meta = base_metadata(args)
    meta.update({"kfusion_fuse": "device=%s%s" % (args.device, " " + args.fuse_options
                                                  if args.fuse_options else ""),
                 "chip": args.chip, "torch": getattr(torch, "__version__", None),
                 "prepared": getattr(args, "prepared", None)})
    return meta


#: The columns of the table (one row per program).
COLUMNS = ["model", "dtype", "input", "launches (ours / eager / compile / autotune)",
           "check", "ours ms median [min, max]", "eager ms", "eager graph ms",
           "torch.compile ms", "max-autotune ms", "vs eager", "vs eager graph",
           "vs compile", "vs max-autotune",
           "max error (ours / eager)", "kfusion-fuse chose", "projected ms",
           "projected / measured"]
#: The short table gpu-session.sh prints last.
SHORT_COLUMNS = ["program", "check", "ours ms", "eager ms", "graph ms", "compile ms",
                 "autotune ms", "vs eager", "vs graph", "vs compile", "vs autotune", "chose",
                 "projected / measured"]


def _peers_of(peers):
    out = {}
    for pr in (peers or {}).get("rows", []):
        out.setdefault(pr["program"], {})[pr["impl"]] = pr
    return out


def _ratio(a, b):
    return "%.2fx" % (a / b) if a and b else "-"


def render_tables(rows, peers, short=False):
    """The report's tables: one row per program (COLUMNS) with the peers beside it, then
    each program's candidates as kfusion-fuse projected them and its problems; with
    `short`, SHORT_COLUMNS only."""
    by_program = _peers_of(peers)
    lines = md_header(SHORT_COLUMNS if short else COLUMNS)
    notes = []
    for r in rows:
        p = by_program.get(r["program"], {})
        eager, compiled = p.get("torch eager", {}), p.get("torch.compile", {})
        tuned = p.get("torch.compile max-autotune", {})
        graph = p.get("torch eager CUDA graph", {})
        ours = r.get("median_ms")
        if short:
            lines.append(md_row([r["program"], r["status"], fmt(ours), fmt(eager.get("ms")),
                                 fmt(graph.get("ms")), fmt(compiled.get("ms")),
                                 fmt(tuned.get("ms")), _ratio(eager.get("ms"), ours),
                                 _ratio(graph.get("ms"), ours),
                                 _ratio(compiled.get("ms"), ours),
                                 _ratio(tuned.get("ms"), ours), r.get("chosen") or "-",
                                 fmt(r.get("projected_over_measured"), "%.2f")]))
            continue
        launches = " / ".join(fmt(v, "%d") for v in (r.get("launches"), eager.get("kernels"),
                                                    compiled.get("kernels"),
                                                    tuned.get("kernels")))
        err = "%s / %s" % (fmt(r.get("rel_error"), "%.2g"),
                           fmt(r.get("eager_rel_error"), "%.2g"))
        lines.append(md_row([
            r["model"], r["dtype"], " x ".join("x".join(map(str, s))
                                             for s in r.get("inputs", [])) or "-",
            launches, r["status"],
            "%s [%s, %s]" % (fmt(ours), fmt(r.get("min_ms")), fmt(r.get("max_ms")))
            if ours else "-", fmt(eager.get("ms")), fmt(graph.get("ms")),
            fmt(compiled.get("ms")), fmt(tuned.get("ms")), _ratio(eager.get("ms"), ours),
            _ratio(graph.get("ms"), ours), _ratio(compiled.get("ms"), ours),
            _ratio(tuned.get("ms"), ours), err,
            r.get("chosen") or "-",
            fmt(r["projected_us"] / 1e3 if r.get("projected_us") else None),
            fmt(r.get("projected_over_measured"), "%.2f")]))
        if r.get("candidates"):
            notes.append("- `%s`: %s" % (r["program"], ", ".join(
                "%s %s ms (%d launches)" % (c, fmt(v["us"] / 1e3), v["launches"])
                for c, v in r["candidates"].items())))
        for q in (r.get("problems") or [])[:3]:
            notes.append("- `%s` %s: %s" % (r["program"], r["status"], str(q)[:300]))
        if r.get("graph"):
            notes.append("- `%s` ours, step graph: %s" % (r["program"], r["graph"]))
        for impl, pr in sorted(p.items()):
            if impl not in PEER_IMPLS and pr.get("ms"):
                notes.append("- `%s` %s: %s ms (%s ours)" % (r["program"], impl, fmt(pr["ms"]),
                                                            _ratio(pr["ms"], ours)))
        for impl, pr in [(i, p[i]) for i in PEER_IMPLS if i in p] + sorted(
                (i, v) for i, v in p.items() if i not in PEER_IMPLS):
            if pr and pr.get("check", "equal").split()[0] not in ("equal", "-"):
                notes.append("- `%s` %s: %s" % (r["program"], impl, pr["check"][:300]))
            if pr.get("note"):
                notes.append("- `%s` %s: %s" % (r["program"], impl, pr["note"][:300]))
    if short:
        return "\n".join(lines)
    lines += ["", "Per program: kfusion-fuse's candidates (the projected time of the whole "
              "@step, its launches), problems, the peers' notes:", ""] + notes + [
        "", "Columns: launches = gpu.launch_func in the fused program / CUDA kernels one "
        "call launches under PyTorch eager / torch.compile / torch.compile with "
        "mode=\"max-autotune\" (torch.profiler); ours = "
        "device time of one @step (its temporaries allocated and freed inside it; replayed "
        "as one CUDA graph where the runtime recorded it, as the notes say), median "
        "[min, max] of the timed repetitions; eager, eager graph (the same kernels "
        "captured once as a CUDA graph and replayed: no host launch gaps), torch.compile, "
        "max-autotune = the faster of two medians of triton "
        "do_bench (or the same method by hand); vs X = X's time / ours; max error = max "
        "|out - ref| / max |ref| against PyTorch computing in float32 on the same "
        "(rounded) weights and inputs, ours / PyTorch eager in the program's type; check: "
        "every element within programs.TOLERANCE x max |ref| (f16 32 x 2^-11, bf16 32 x "
        "2^-8, f32 1e-4); projected = kfusion-fuse's projection of the chosen candidate "
        "(the common cost model), projected / measured its error."]
    return "\n".join(lines)


def cmd_report(args):
    rows, _, peers, meta = read_results(args.results)
    text = ""
    if meta:
        text += report_header(meta, "kfusion-fuse %s, kfusion-to-cubin chip=%s%s; peers: "
                                    "torch %s" % (meta.get("kfusion_fuse"), meta.get("chip"),
                                                  " (programs from %s where it had them)" %
                                                  meta["prepared"] if meta.get("prepared")
                                                  else "",
                                                  (peers or {}).get("torch", "(not run)")))
    write_report(text + render_tables(rows, peers), args.out)
    if args.out:
        (Path(args.out) / "summary.md").write_text(render_tables(rows, peers, short=True) +
                                                  "\n")
    return 0


# ---------------------------------------------------------------------------------------
# tune
# ---------------------------------------------------------------------------------------

#: kfusion-fuse's candidates of a linalg function, each measured by `tune`.
TUNE_CANDIDATES = ["stitch", "stitch-greedy", "stitch-unpacked", "stitch-gemm-alone",
                   "unfused", "stencil", "per-region"]


#: Statuses of a candidate the function does not have: not a failure, nothing to measure.
TUNE_NOTHING_TO_MEASURE = ("not offered", "not built")


def tune_status(candidate, row):
    """The row's status, but "not offered" for the stencil candidate of a function that is
    not a stencil program, and "not built" for the per-region candidate of a function whose
    regions all take one candidate (it would be that candidate's program): nothing to
    measure, nothing wrong."""
    problems = " ".join(row.get("problems", []))
    if candidate == "stencil" and "stencil not offered" in problems:
        return "not offered"
    if candidate == "per-region" and "per-region not built: every region's fastest" in problems:
        return "not built"
    return row["status"]


def tune_options(candidate, record):
    """kfusion-fuse's options building `candidate` (per-region among the others, whose plans
    it composes: chosen whatever the projections) without cuSync (its stage follows the
    choice), its tuning record written to `record`."""
    pick = "choose=%s" % candidate if candidate == "per-region" else \
        "candidates=%s" % candidate
    return "%s sync=none tuning-record=%s" % (pick, record)


def tune_entries(rows, note):
    """The tuning cache's entries of `rows` (tune.jsonl): each candidate checked equal and
    timed, under its program's problem from the record kfusion-fuse wrote for it; and the
    problems found ("program: why" for rows whose record is missing or names another
    problem than the program's other candidates)."""
    entries, problems, seen = [], [], {}
    for r in rows:
        if r.get("status") != "equal" or not r.get("median_ms"):
            continue
        try:
            record = tune.read_record(r["record"])
            function = tune.record_function(record)
        except tune.TuneError as exc:
            problems.append("%s %s: %s" % (r["program"], r["candidate"], exc))
            continue
        first = seen.setdefault(r["program"], function["problem"])
        if first != function["problem"]:
            problems.append("%s %s: another problem than its other candidates'" % (
                r["program"], r["candidate"]))
            continue
        entries += tune.fuse_entries(record, function, {r["candidate"]: r["median_ms"]},
                                     "%s %s; %s" % (r["program"], r["candidate"], note))
    return entries, problems


def render_tune(rows):
    """Per program: each candidate's status, launches, projected and measured times; the
    model's choice (least projected) beside the fastest measured."""
    lines = []
    for prog, rs in group_by(rows, "program").items():
        lines += ["", "### %s" % prog, ""] + md_header(
            ["candidate", "status", "launches", "projected ms", "median ms (min-max)",
             "projected / measured"])
        for r in rs:
            lines.append(md_row([r["candidate"], r["status"], r.get("launches", "-"),
                                 fmt((r.get("projected_us") or 0) / 1e3 or None),
                                 "%s (%s-%s)" % (fmt(r.get("median_ms")), fmt(r.get("min_ms")),
                                                 fmt(r.get("max_ms"))),
                                 fmt(r.get("projected_over_measured"), "%.2f")]))
        projected = [r for r in rs if r.get("projected_us")]
        timed = [r for r in rs if r.get("median_ms") and r["status"] == "equal"]
        if projected and timed:
            model = min(projected, key=lambda r: r["projected_us"])
            best = min(timed, key=lambda r: r["median_ms"])
            lines += ["", "model's choice %s (%s ms measured); fastest measured %s (%s ms)" % (
                model["candidate"], fmt(model.get("median_ms")), best["candidate"],
                fmt(best["median_ms"]))]
    return "\n".join(lines)


def cmd_tune(args):
    """Each selected program under each of kfusion-fuse's candidates (--candidates), checked
    against PyTorch and timed (on kfusion-sim with --sim: checked only); the measured times
    added to the tuning cache --cache as kfusion-fuse's entries (kind "fuse"), which rank the
    candidates of the same function on the same device before the model does."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    results = out / "tune.jsonl"
    done = results_done(results, lambda r: (r["program"], r["candidate"]), args.resume)
    deadline = deadline_after(args.budget)
    torch = torchmodel.load_torch()
    candidates = args.candidates.split(",")
    unknown = [c for c in candidates if c not in TUNE_CANDIDATES]
    if unknown:
        log("tune: unknown candidates %s (of %s)" % (", ".join(unknown),
                                                      ", ".join(TUNE_CANDIDATES)))
        return 2
    status = 0
    for model, dtype, prog in selection(args):
        for c in candidates:
            key = programs.key_of(model, dtype, size_of(args))
            if (key, c) in done:
                continue
            if past(deadline):
                log("tune: time budget spent; stopping before %s %s" % (key, c))
                break
            record = (out / "work" / key / c / "record.json").resolve()
            row = run_program(args, torch, model, dtype, prog,
                              variant=(c, tune_options(c, record)))
            row.update({"candidate": c, "record": str(record)})
            row["status"] = tune_status(c, row)
            append_rows(results, [row])
            log_row(row)
            status |= row["status"] not in TUNE_NOTHING_TO_MEASURE + ("equal",)
    meta = metadata(args, torch)
    (out / "meta.json").write_text(json.dumps(meta, indent=1))
    rows = load_rows(out, "tune.jsonl")
    print(render_tune(rows))
    if args.sim:
        log("tune: --sim checks the candidates on kfusion-sim and times nothing: no entries")
        return status
    entries, problems = tune_entries(rows, "bench/models/run.py tune, %s, commit %s" % (
        meta.get("date"), meta.get("commit")))
    for p in problems:
        log("tune: %s" % p)
    cache = tune.load_cache(args.cache)
    replaced = tune.add_entries(cache, entries)
    tune.save_cache(args.cache, cache)
    log("tune: %d entries added to %s (%d replaced)" % (len(entries), args.cache, replaced))
    return status | bool(problems) | check_tuned_choices(args, rows)


def check_tuned_choices(args, rows):
    """kfusion-fuse again on each tuned program with --cache: it must now choose the fastest
    of the candidates measured (a log line per program: the model's choice, the cache's).
    Returns 1 where it does not."""
    status = 0
    for prog, rs in group_by(rows, "program").items():
        timed = [r for r in rs if r["status"] == "equal" and r.get("median_ms")]
        if not timed:
            continue
        rs = [r for r in rs if r["status"] not in TUNE_NOTHING_TO_MEASURE]
        fastest = min(timed, key=lambda r: r["median_ms"])["candidate"]
        src = Path(rs[0]["prepared_in"]) / "program.mlir"
        # The candidates tuned (those not measured would compete by scaled projections).
        opts = build.fuse_options(args.device, False, " ".join(o for o in (
            args.fuse_options, "candidates=%s" % ",".join(r["candidate"] for r in rs),
            "tuning-cache=%s" % Path(args.cache).resolve()) if o))
        proc = run_tool(["kfusion-opt", str(src), "--%s=%s" % (build.FUSE_PASS, opts),
                         "--mlir-print-op-on-diagnostic=false", "-o", os.devnull],
                        check=False, timeout=args.timeout)
        fuse = build.parse_fuse_remark(proc.stderr) or {}
        ok = proc.returncode == 0 and fuse.get("chosen") == fastest
        log("tune: %s with the cache: kfusion-fuse takes %s (fastest measured %s)%s" % (
            prog, fuse.get("chosen"), fastest, "" if ok else ": MISMATCH"))
        status |= not ok
    return status


#: tune-gemms' default candidate plans (bench/gemm's spelling; "model": the model's own),
#: each made of the model's plan of a GEMM: the tilings measured fastest for GPT-2's GEMM +
#: GELU (bench/results/2026-12-05-h200-models-epilogue-cache: ping-pong 128 x 192 with one
#: warpgroup a team 0.0525 ms against the model's 128 x 96 with two, 0.0641) and around them;
#: and the model's plan in a cluster of two blocks sharing B (a Linear layer's K-major
#: weight: 1.27-1.28x on LLaMA-7B's down projection at M = 256 / 512, slower where the
#: model chose it for the blocks' GEMMs: bench/results/2026-12-05-h100-gemm-clusters; a
#: ping-pong plan takes none, and its entry is then stale).
GEMM_CANDIDATES = ("model;schedule=pingpong tile=128,192 groups=1,1 stages=5;"
                   "schedule=pingpong tile=128,128 groups=1,1 stages=6;"
                   "schedule=pingpong tile=128,96 groups=1,1 stages=7;"
                   "schedule=persistent tile=256,128 groups=2,1 stages=4;"
                   "schedule=grid tile=128,256 groups=2,1 stages=4;"
                   "cluster=2,1")


def gemm_kernel_times(csv):
    """{kernel: median us} of the ncu log `csv` (kernel-times.py's reading)."""
    import importlib.util
    import statistics
    spec = importlib.util.spec_from_file_location("models_kernel_times",
                                                  HERE / "kernel-times.py")
    kt = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kt)
    times = {}
    for name, us in kt.read(csv):
        times.setdefault(name, []).append(us)
    return {k: statistics.median(v) for k, v in times.items()}


def tune_pick(args, torch, model, dtype, prog, gdir, candidates, ncu, deadline, results,
              measurements, chosen, probed, missed):
    """tune-gemms' builds of one candidate's program (`chosen`, its probed GEMM kernels and
    those of them to tune), one per candidate plan: rows to `results`, the checked and timed
    ones to `measurements`; returns 1 where a build was not equal to its reference."""
    status = 0
    pick = "choose=%s" % chosen
    # A kernel of a build is a probed GEMM where it computes the same source ops (so
    # the same epilogue and problem): a build may compose the program otherwise, and
    # number its kernels otherwise.
    by_ops = {(g["ops"], tuple(g["shape"])): g for g in missed}
    for i, options in enumerate(candidates):
        if past(deadline):
            log("tune-gemms: time budget spent; stopping before %s %s %r" % (
                prog.key, chosen, options))
            break
        tag = "%s-%d" % (chosen, i)
        cache = gemmtune.candidate_cache(probed, options, args.device,
                                         "bench/models/run.py tune-gemms")
        (gdir / ("cache-%s.json" % tag)).write_text(json.dumps(cache, indent=1))
        extra = "%s tuning-cache=%s" % (pick, gdir / ("cache-%s.json" % tag))
        csv = gdir / ("ncu-%s.csv" % tag)
        if ncu:
            os.environ["KFUSION_RUNNER_WRAPPER"] = (
                "%s --metrics gpu__time_duration.sum --clock-control none "
                "--cache-control none --csv --log-file %s" % (ncu, csv))
        try:
            row = run_program(args, torch, model, dtype, prog,
                              variant=("gemms/%s" % tag, extra))
        finally:
            os.environ.pop("KFUSION_RUNNER_WRAPPER", None)
        remarks = Path(row.get("prepared_in") or gdir / "none") / "remarks.txt"
        gemms = gemmtune.stitched_gemms(remarks.read_text()) if remarks.exists() else []
        times = gemm_kernel_times(csv) if ncu and csv.exists() else {}
        built = {(g["ops"], tuple(g["shape"])): g for g in gemms}
        for key, base in by_ops.items():
            g = built.get(key)
            rec = {"program": prog.key, "pick": chosen, "candidate": options,
                   "kernel": base["kernel"], "built_as": g["kernel"] if g else None,
                   "shape": base["shape"], "problem": base["problem"],
                   "config": g["config"] if g else None,
                   "status": row["status"] if g else "composed otherwise",
                   "us": times.get(g["kernel"]) if g else None}
            append_rows(results, [rec])
            if rec["status"] == "equal" and rec["us"]:
                measurements.append(rec)
        log("tune-gemms %s %s %r: %s%s" % (prog.key, chosen, options, row["status"], "".join(
            "; %s %s us" % (g["kernel"], fmt(times.get(g["kernel"]), "%.1f"))
            for g in gemms if (g["ops"], tuple(g["shape"])) in by_ops)))
        status |= row["status"] != "equal"
    return status


def cmd_tune_gemms(args):
    """The tensor-core GEMMs of each selected program tuned as kfusion-fuse builds them (its
    epilogue, its problem: what bench/gemm's programs need not match): the program fused
    once against an empty tuning cache (a probe, not run: the remarks name each GEMM
    kernel, its plan and its missed problem), then once per candidate plan
    (--gemm-candidates, each made of every GEMM's model plan; "model" that plan itself)
    with a cache handing it to every missed problem at the model's time and kfusion-fuse's
    choice kept: every build measured prices its GEMMs alike, so that it is composed as the
    others and only the plans differ; each build checked against PyTorch and, on the GPU,
    its kernels timed by ncu; the fastest plan of each problem added to --cache (on
    kfusion-sim with --sim: checked only). The same for the problems of each of
    --alternatives (kfusion-fuse's other candidates, probed and built with choose=) that the
    chosen program lacks, so that the cache prices the alternatives on measured GEMMs too."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if "tuning-cache=" in args.fuse_options:
        log("tune-gemms: --fuse-options must not name a tuning cache (each build reads its own)")
        return 2
    ncu = None if args.sim else (shutil.which("ncu") or (
        "/usr/local/cuda/bin/ncu" if Path("/usr/local/cuda/bin/ncu").exists() else None))
    if not args.sim and ncu is None:
        log("tune-gemms: ncu times the kernels on the GPU and is not here")
        return 2
    candidates = ["model"] + [c.strip() for c in args.gemm_candidates.split(";")
                              if c.strip() and c.strip() != "model"]
    for options in candidates:      # each readable before anything runs
        try:
            gemmtune.candidate_config({"tile": [64, 64, 64]}, options)
        except ValueError as exc:
            log("tune-gemms: candidate %r: %s" % (options, exc))
            return 2
    deadline = deadline_after(args.budget)
    torch = torchmodel.load_torch()
    results = out / "tune-gemms.jsonl"
    if results.exists():
        results.unlink()
    status, measurements = 0, []
    for model, dtype, prog in selection(args):
        if prog is None:
            log("tune-gemms %s: not imported" % programs.key_of(model, dtype, size_of(args)))
            continue
        gdir = (out / "work" / prog.key / "gemms").resolve()
        shutil.rmtree(gdir, ignore_errors=True)     # no build of another run is reused
        gdir.mkdir(parents=True)
        (gdir / "empty-cache.json").write_text(json.dumps(
            {"kfusion_tuning_cache": 1, "entries": []}))
        info = prepare(args, prog, gdir / "probe",
                       "tuning-cache=%s" % (gdir / "empty-cache.json"))
        if "status" in info:
            log("tune-gemms %s: the probe: %s" % (prog.key, info["status"]))
            status = 1
            continue
        chosen = (info.get("fuse") or {}).get("chosen") or ""
        probed = gemmtune.stitched_gemms((gdir / "probe" / "remarks.txt").read_text())
        missed = [g for g in probed if g["problem"]]
        log("tune-gemms %s: %s chosen; %d tensor-core GEMM kernels, %d to tune" % (
            prog.key, chosen or "-", len(probed), len(missed)))
        if not chosen:
            continue
        # The chosen program's GEMMs, then those of each alternative candidate that the
        # chosen one lacks: kfusion-fuse weighs the candidates on their GEMMs' times, so a
        # cache of the chosen program's alone would price the alternatives' by the model.
        picks = [(chosen, probed, missed)] if missed else []
        covered = {gemmtune.problem_key(g["problem"]) for g in missed}
        for alt in [a.strip() for a in args.alternatives.split(",") if a.strip()]:
            if alt == chosen or past(deadline):
                continue
            ainfo = prepare(args, prog, gdir / ("probe-" + alt),
                            "choose=%s tuning-cache=%s" % (alt, gdir / "empty-cache.json"))
            if "status" in ainfo:
                log("tune-gemms %s: the probe of %s: %s" % (prog.key, alt, ainfo["status"]))
                continue
            aprobed = gemmtune.stitched_gemms(
                (gdir / ("probe-" + alt) / "remarks.txt").read_text())
            amissed = [g for g in aprobed if g["problem"] and
                       gemmtune.problem_key(g["problem"]) not in covered]
            covered |= {gemmtune.problem_key(g["problem"]) for g in amissed}
            log("tune-gemms %s: %s (an alternative): %d more to tune" % (
                prog.key, alt, len(amissed)))
            if amissed:
                picks.append((alt, aprobed, amissed))
        for pick_name, pick_probed, pick_missed in picks:
            status |= tune_pick(args, torch, model, dtype, prog, gdir, candidates, ncu,
                                deadline, results, measurements, pick_name, pick_probed,
                                pick_missed)
    print(render_tune_gemms(load_rows(out, "tune-gemms.jsonl")))
    if args.sim:
        log("tune-gemms: --sim checks the plans on kfusion-sim and times nothing: no entries")
        return status
    meta = metadata(args, torch)
    (out / "meta.json").write_text(json.dumps(meta, indent=1))
    entries = gemmtune.fastest_entries(measurements, args.device,
                                       "bench/models/run.py tune-gemms, %s, commit %s" % (
                                           meta.get("date"), meta.get("commit")))
    cache = tune.load_cache(args.cache)
    replaced = tune.add_entries(cache, entries)
    tune.save_cache(args.cache, cache)
    log("tune-gemms: %d entries added to %s (%d replaced)" % (len(entries), args.cache,
                                                             replaced))
    return status


def render_tune_gemms(rows):
    """Per program, candidate program (the chosen one, then the alternatives) and probed
    GEMM kernel: each candidate plan, its check and ncu time (a build that composed the
    GEMM's ops otherwise measures nothing for it)."""
    lines = []
    for prog, rs in group_by(rows, "program").items():
        lines += ["", "### %s" % prog, ""] + md_header(
            ["program as", "kernel", "M x N x K", "candidate", "plan", "check", "us"])
        for r in sorted(rs, key=lambda r: (r.get("pick", ""), r["kernel"])):
            c = r["config"]
            plan = "-" if c is None else "%s %dx%dx%d, %d stages, %dx%d groups, %s%s%s%s" % (
                c["flavour"], *c["tile"], c["stages"], *c["groups"], c["load"],
                ", " + c["schedule"] if c.get("schedule") else "",
                ", split-K %d" % c["split_k"] if c.get("split_k") else "",
                " (built as %s)" % r["built_as"] if r.get("built_as") not in (
                    None, r["kernel"]) else "")
            lines.append(md_row([r.get("pick", "-"), r["kernel"], "x".join(map(str, r["shape"])),
                                 r["candidate"], plan, r["status"], fmt(r.get("us"), "%.1f")]))
    return "\n".join(lines)


def cmd_all(args):
    return run_all(args, [cmd_prepare, cmd_workloads] + ([] if args.no_peers else
                                                         [cmd_peers]), cmd_report)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    sel = argparse.ArgumentParser(add_help=False)
    sel.add_argument("--models", help="comma-separated; default %s" % ",".join(programs.MODELS))
    sel.add_argument("--dtypes", help="comma-separated, of %s; default %s (import: "
                     "float16,float32)" % (", ".join(programs.DTYPES),
                                           ",".join(programs.DEFAULT_DTYPES)))
    sel.add_argument("--programs", default=str(programs.PROGRAM_DIR),
                     help="the imported programs (default %(default)s)")
    im = sub.add_parser("import", parents=[sel])
    im.add_argument("--sizes", help="comma-separated, of gpu, small, long, 2k, 8k (default "
                    "gpu,small; with --defaults: all of them)")
    im.add_argument("--defaults", action="store_true",
                    help="the programs the suite runs (modelbench.programs.IMPORTS: every "
                         "model and dtype at gpu and small, GPT-2 / BERT / LLaMA in float16 "
                         "and bfloat16 at long, in float16 at 2k and 8k), narrowed by "
                         "--sizes, --models, --dtypes")
    im.add_argument("--missing", action="store_true",
                    help="import only the programs --programs lacks (.mlir or .json)")
    common = argparse.ArgumentParser(add_help=False)
    add_run_arguments(common)
    add_sim_argument(common)
    common.add_argument("--size", choices=sorted(programs.SIZES), default="gpu")
    add_lowering_arguments(common, chip="sm_90a")
    common.add_argument("--device", default="auto",
                        help="kfusion-fuse's device (a preset: h100, h200), or auto (the "
                             "default): this machine's GPU as kfusion-runner --gpu-info "
                             "names it, h200 where it names neither")
    common.add_argument("--fuse-options", default="",
                        help="more kfusion-fuse options, e.g. 'candidates=stitch,unfused'")
    common.add_argument("--peer-modes", default="default,max-autotune,eager-graph",
                        help="the peers' torch.compile modes (peers.py --modes; default "
                             "%(default)s)")
    wl = argparse.ArgumentParser(add_help=False)
    add_checked_run_arguments(wl, what="program")
    wl.add_argument("--prepared", help="a directory of `run.py prepare --out PDIR` (made "
                    "where the tools are newer than here): run its programs, preparing only "
                    "those it lacks")
    sub.add_parser("prepare", parents=[sel, common])
    sub.add_parser("workloads", parents=[sel, common, wl])
    add_phase_parsers(sub, [sel, common, wl])
    tn = sub.add_parser("tune", parents=[sel, common, wl])
    tn.add_argument("--cache", help="the tuning cache the measured times go to (created if "
                    "missing; required without --sim)")
    tn.add_argument("--candidates", default=",".join(TUNE_CANDIDATES),
                    help="kfusion-fuse's candidates to measure (default %(default)s)")
    tg = sub.add_parser("tune-gemms", parents=[sel, common, wl])
    tg.add_argument("--cache", help="the tuning cache the fastest plans go to (created if "
                    "missing; required without --sim)")
    tg.add_argument("--gemm-candidates", default=GEMM_CANDIDATES,
                    help="';'-separated plans, each options of the model's plan of a GEMM "
                         "(default %(default)s)")
    tg.add_argument("--alternatives", default="stitch,stitch-gemm-alone",
                    help="kfusion-fuse candidates besides the chosen one whose GEMM "
                         "problems are tuned too, built with choose= (default "
                         "%(default)s; '' for the chosen program's alone)")
    args = p.parse_args(argv)
    if getattr(args, "device", None) == "auto":
        args.device = gpu_preset() or "h200"
    if getattr(args, "sim", False):
        args.size = "small"
    if args.cmd in ("tune", "tune-gemms") and not args.sim and not args.cache:
        p.error("%s: --cache FILE is required to time (without --sim)" % args.cmd)
    return {"import": cmd_import, "prepare": cmd_prepare, "workloads": cmd_workloads,
            "peers": cmd_peers, "report": cmd_report, "all": cmd_all,
            "tune": cmd_tune, "tune-gemms": cmd_tune_gemms}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
