"""Where a fused model block's time goes, kernel by kernel: reads the CSV files that
`ncu --metrics gpu__time_duration.sum --csv --log-file F` wrote for runs of the blocks'
programs (bench/models/gpu-profile.sh) and prints, per program, a table of its kernels
(the name kfusion-stitch gave each: <func>_k<n>_<composition>, the composition what the
planner chose: attention, gemm, thread, warp, block, loop, ...) with the time of one step
(the median over the runs' launches of each kernel), its share, and the total.

With --estimates DIR, each kernel also gets the common cost model's projection (the
remarks `kfusion-opt fused.mlir --kfusion-estimate` wrote into DIR/<program>.txt for the
CSV <program>.csv) and projected / measured, and a last table gives the median of
|projected / measured - 1| per program and over all kernels (issue 40's per-kernel goal:
within 25%). --json FILE writes the measured medians ({program: {kernel: us}}), which
--measured FILE reads back in place of CSVs (to project the same kernels again with a
newer model, no GPU needed).

--trace PROGRAM TRACE FUSED reads a program's kernels from the timing trace of its timed
runs instead (KFUSION_TIMING_TRACE, the step's kernels launched one by one:
KFUSION_CUDA_GRAPH=0) and the fused program whose @step launched them (their names, in
launch order): a launch's time is then what it adds to the step, its traced duration plus
the gap before it (the host's launch latency and the events between launches; none before
the first, which waits behind the cache flush), median over the runs, and its projection
adds the launch overhead of the device description (kfusion-estimate's "launch" field),
as the model's projection of a step does. ncu's times are the kernels' alone, compared
with the kernels' projections alone.

    python3 bench/models/kernel-times.py [--estimates DIR] [--json F] OUT/ncu/*.csv
    python3 bench/models/kernel-times.py --measured F --estimates DIR
    python3 bench/models/kernel-times.py --trace gpt2.float16.long T.trace F.mlir --estimates DIR
"""
import argparse
import json
import re
import statistics
import sys
from collections import OrderedDict, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
from kfusion import ncu  # noqa: E402  (python/ put on the path first)


def read(path):
    """[(kernel name, microseconds)] in launch order from one ncu CSV log."""
    return [(launch.kernel, us) for launch in ncu.read_metrics_log(path)
            for us in [ncu.value(launch, "gpu__time_duration.sum", "usecond")]
            if us is not None]


# kfusion-estimate's remark per launch (lib/Common/Estimate.cpp); the bound may be two words
# ("GEMM model": a tensor-core GEMM at the GEMM model's time).
_ESTIMATE = re.compile(r"remark: projected ([0-9.]+|inf) us \(([\w ]+)\) for @(\S+):"
                       r"[^\n]*?(?:; launch ([0-9.]+) us)?$", re.M)


def read_estimates(path, with_launch=False):
    """{kernel: (projected us, bound)} from kfusion-estimate's remarks; a kernel launched
    more than once keeps its first projection. With `with_launch` each projection adds its
    launch overhead (the remark's "launch" field; ValueError where a remark lacks it)."""
    out = {}
    for us, bound, kernel, launch in _ESTIMATE.findall(Path(path).read_text()):
        if with_launch and not launch:
            raise ValueError("%s: kfusion-estimate's remark for @%s has no launch overhead "
                             "(a kfusion-opt older than the --trace comparison)" % (path, kernel))
        out.setdefault(kernel, (float(us) + (float(launch) if with_launch else 0.0), bound))
    return out


# KFUSION_TIMING_TRACE's line per operation of a timing region (lib/Runtime/CudaTiming.cpp).
_TRACE = re.compile(r"^kfusion-timing: region=(\d+) op=(\d+) start-us=([0-9.]+) "
                    r"end-us=([0-9.]+)$", re.M)
_LAUNCH = re.compile(r"gpu\.launch_func\b[^@]*@\w+::@(\w+)")


def step_kernels(fused_text, func="step"):
    """The kernels @func launches, in launch order (its gpu.launch_func ops as written)."""
    m = re.search(r"func\.func @%s\(" % func, fused_text)
    if m is None:
        raise ValueError("no func.func @%s in the fused program" % func)
    end = fused_text.find("\n  }\n", m.end())
    return _LAUNCH.findall(fused_text[m.end():end if end >= 0 else None])


def read_trace(trace_text, kernels):
    """[(kernel, median us)] of a step's launches from its timing trace: per region (one
    timed run), each operation's duration plus the gap since the previous one ended (none
    for the first); ValueError where a region's operations are not the step's launches."""
    regions = defaultdict(dict)
    for region, op, start, end in _TRACE.findall(trace_text):
        regions[int(region)][int(op)] = (float(start), float(end))
    if not regions:
        raise ValueError("no kfusion-timing lines")
    costs = defaultdict(list)
    for region, ops in sorted(regions.items()):
        if sorted(ops) != list(range(len(kernels))):
            raise ValueError("region %d has %d operations, the step %d launches (a step graph "
                             "is one operation: trace with KFUSION_CUDA_GRAPH=0)"
                             % (region, len(ops), len(kernels)))
        previous_end = None
        for i, name in enumerate(kernels):
            start, end = ops[i]
            gap = 0.0 if previous_end is None else max(0.0, start - previous_end)
            costs[i].append(end - start + gap)
            previous_end = end
    return [(name, statistics.median(costs[i])) for i, name in enumerate(kernels)]


def composition(name):
    m = re.search(r"_k\d+_([a-z_]+)$", name)
    return m.group(1) if m else "other"


def medians(rows):
    """[(kernel, median us, launches)] in first-launch order."""
    times = defaultdict(list)
    order = OrderedDict()
    for name, us in rows:
        times[name].append(us)
        order.setdefault(name, None)
    return [(name, statistics.median(times[name]), len(times[name])) for name in order]


def table(label, rows, estimates=None, launches=None):
    """The table of one program from (kernel, us) rows (each launch) or, with `launches`
    given, from (kernel, median us) rows already reduced."""
    per = ([(name, us, launches) for name, us in rows] if launches is not None
           else medians(rows))
    # (0 launches: medians read back from a JSON file, their count not kept)
    total = sum(us for _, us, _ in per)
    with_model = estimates is not None
    runs = min(n for _, _, n in per) if per else 0
    out = ["### %s: %.1f us in %d kernels (each kernel's median%s)"
           % (label, total, len(per), " over %d launches" % runs if runs else ""), ""]
    if with_model:
        out += ["| kernel | composition | us | share | projected us | bound | "
                "projected / measured |", "|---|---|---|---|---|---|---|"]
    else:
        out += ["| kernel | composition | us | share |", "|---|---|---|---|"]
    for name, us, _ in sorted(per, key=lambda p: -p[1]):
        line = "| %s | %s | %.1f | %.0f%% |" % (name, composition(name), us,
                                                 100 * us / total if total else 0)
        if with_model:
            p = estimates.get(name)
            line += (" %.1f | %s | %.2f |" % (p[0], p[1], p[0] / us) if p and us
                     else " - | - | - |")
        out.append(line)
    by = defaultdict(float)
    for name, us, _ in per:
        by[composition(name)] += us
    out += ["", "by composition: " + ", ".join(
        "%s %.1f us (%.0f%%)" % (c, us, 100 * us / total if total else 0)
        for c, us in sorted(by.items(), key=lambda p: -p[1])), ""]
    return "\n".join(out)


def errors(per, estimates):
    """[(kernel, composition, projected / measured)] of the kernels both sides have."""
    return [(name, composition(name), estimates[name][0] / us)
            for name, us in per if name in estimates and us > 0]


def error_table(by_program):
    """The median |projected / measured - 1| per program, per composition and overall."""
    out = ["### the cost model per kernel: median |projected / measured - 1|", "",
           "| | kernels | median error | within 25% | ratios |", "|---|---|---|---|---|"]

    def line(label, ratios):
        errs = [abs(r - 1) for r in ratios]
        return "| %s | %d | %.2f | %d | %.2f .. %.2f |" % (
            label, len(ratios), statistics.median(errs), sum(e <= 0.25 for e in errs),
            min(ratios), max(ratios))
    everything = []
    by_comp = defaultdict(list)
    for program, rows in by_program.items():
        if rows:
            out.append(line(program, [r for _, _, r in rows]))
        everything += [r for _, _, r in rows]
        for _, comp, r in rows:
            by_comp[comp].append(r)
    for comp, ratios in sorted(by_comp.items()):
        out.append(line("all " + comp, ratios))
    if everything:
        out.append(line("**all**", everything))
    return "\n".join(out + [""])


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", nargs="*", help="ncu CSV logs, one per program (<program>.csv)")
    ap.add_argument("--estimates", help="a folder of kfusion-estimate remarks, <program>.txt")
    ap.add_argument("--json", help="write the measured medians here")
    ap.add_argument("--measured", help="read the measured medians from this JSON file")
    ap.add_argument("--trace", nargs=3, action="append", default=[],
                    metavar=("PROGRAM", "TRACE", "FUSED"),
                    help="a program's launches from its KFUSION_TIMING_TRACE file and its "
                         "fused program (each launch with its launch cost; repeatable)")
    args = ap.parse_args(argv)
    # {program: ([(kernel, median us)], launches per kernel or None when unknown)}
    programs = OrderedDict()
    if args.measured:
        for program, kernels in json.loads(Path(args.measured).read_text()).items():
            programs[program] = (list(kernels.items()), None)
    for path in args.csv:
        per = medians(read(path))
        if per:
            programs[Path(path).stem] = ([(name, us) for name, us, _ in per],
                                         min(n for _, _, n in per))
    traced = set()
    for program, trace, fused in args.trace:
        kernels = step_kernels(Path(fused).read_text())
        try:
            per = read_trace(Path(trace).read_text(), kernels)
        except ValueError as error:
            ap.error("%s: %s" % (trace, error))
        programs[program] = (per, None)
        traced.add(program)
    if args.json:
        Path(args.json).write_text(json.dumps(
            {p: {k: round(us, 2) for k, us in per} for p, (per, _) in programs.items()},
            indent=1) + "\n")
    by_program = OrderedDict()
    for program, (per, launches) in programs.items():
        estimates = None
        if args.estimates:
            path = Path(args.estimates) / (program + ".txt")
            estimates = read_estimates(path, with_launch=program in traced) \
                if path.exists() else {}
            by_program[program] = errors(per, estimates)
        label = program + (" (traced: each launch with the gap before it; projections "
                           "with the launch overhead)" if program in traced else ".csv")
        print(table(label, per, estimates, launches=launches or 0))
    if by_program:
        print(error_table(by_program))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
