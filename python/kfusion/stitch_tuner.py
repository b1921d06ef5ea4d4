# kfusion.stitch_tuner: the stitching tuner (issue 9, "a tuner that measures candidates on the
# GPU and writes back the best"). The schedule knobs of a row kernel are its threads per row T
# (`kfusion.stitch_threads`, written by `kfusion-plan-stitch threads-per-row=T`) and its rows
# per block R (`kfusion.stitch_rows`, `rows-per-block=R`): fewer threads hold more elements
# each (more registers, more loads in flight per thread), more threads fewer (more
# parallelism per row, more shuffle and barrier work); more rows per block make fewer,
# larger blocks (fewer block launches, more threads at each barrier). The cost model's
# choice is candidate (0, 0); each other candidate is planned, stitched, checked and timed
# by the caller's `measure`; the fastest checked one is written back as the planned program
# (the tensor function with its kfusion.stitch_* attributes, which kfusion-stitch reads).
"""Threads-per-row and rows-per-block search for stitched kernels.

    python3 -m kfusion.stitch_tuner PROGRAM.mlir --times C=MS [C=MS ...] -o TUNED.mlir

(C: a candidate's name, `0` the model's schedule, `64` 64 threads per row, `r2` 2 rows per
block, `64r2` both) picks the fastest of the measured candidates and writes the plan with
that schedule. Drivers (bench/stitch/run.py --tune) call `candidates`, `plan_options`,
`variant_name` / `parse_variant`, `pick` and `write_back`.
"""

import argparse
import re
import sys
from pathlib import Path

from .tools import run_tool

THREADS = (32, 64, 128, 256, 512, 1024)
ROWS = (1, 2, 4, 8)
MODEL = (0, 0)


def candidates():
    """(threads per row, rows per block) pairs to try, 0 meaning the model's choice: the
    model's schedule first, then each T with the model's rows, then each R with the model's
    threads."""
    return [MODEL] + [(t, 0) for t in THREADS] + [(0, r) for r in ROWS]


def plan_options(candidate):
    """The kfusion-plan-stitch / kfusion-stitch-to-gpu options of a candidate."""
    threads, rows = candidate
    opts = []
    if threads:
        opts.append("threads-per-row=%d" % threads)
    if rows:
        opts.append("rows-per-block=%d" % rows)
    return " ".join(opts)


def name(candidate):
    """A candidate's short name: `0` (the model's), `64`, `r2`, `64r2`."""
    threads, rows = candidate
    if candidate == MODEL:
        return "0"
    return ("%d" % threads if threads else "") + ("r%d" % rows if rows else "")


def parse_name(text):
    """The candidate a short name (`name`) stands for."""
    m = re.fullmatch(r"(\d*)(?:r(\d+))?", text)
    if not m or not text:
        raise ValueError("not a candidate name: %r (T, rR or TrR)" % text)
    return (int(m.group(1) or 0), int(m.group(2) or 0))


def variant_name(candidate, plan="ilp"):
    """The driver's variant of a candidate: `ilp` (the model's), `ilp-t64`, `ilp-r2`,
    `ilp-t64-r2`."""
    threads, rows = candidate
    return "-".join([plan] + (["t%d" % threads] if threads else []) +
                    (["r%d" % rows] if rows else []))


def parse_variant(variant):
    """(plan, candidate, pack waves) of a driver variant `<plan>[-t<T>][-r<R>][-w<W>]`
    (`-w<W>`: kfusion-plan-stitch pack-waves=W, 0 when absent), or None when `variant` is
    not of that form."""
    m = re.fullmatch(r"(ilp|greedy|none)(?:-t(\d+))?(?:-r(\d+))?(?:-w(\d+))?", variant)
    if not m:
        return None
    return m.group(1), (int(m.group(2) or 0), int(m.group(3) or 0)), int(m.group(4) or 0)


def pick(measured):
    """The fastest candidate of `measured` ({candidate: median ms or None}); candidates that
    failed their check or were not measured are None. Ties go to the model's choice, then to
    fewer threads, then to fewer rows. Returns (candidate, ms), or (None, None) when none
    was measured."""
    valid = [(ms, c != MODEL, c) for c, ms in measured.items() if ms is not None]
    if not valid:
        return None, None
    ms, _, c = min(valid)
    return c, ms


def write_back(program, candidate, output, plan="ilp", timeout=600):
    """Plans `program` (linalg on tensors) with the chosen schedule and writes the planned
    program (kfusion.stitch_group / _composition / _pack / _threads / _rows on its ops) to
    `output`; kfusion-stitch generates the tuned kernels from it. Returns kfusion-opt's
    remarks."""
    extra = plan_options(candidate)
    opts = "plan=%s" % plan + (" " + extra if extra else "")
    proc = run_tool(["kfusion-opt", str(program), "--kfusion-plan-stitch=" + opts, "-o",
                     str(output)], timeout=timeout)
    return proc.stderr


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("program", help="linalg-on-tensors program")
    ap.add_argument("--times", nargs="+", required=True,
                    help="measured candidates as C=MS (C: 0 the model's schedule, T threads "
                         "per row, rR rows per block, TrR both; MS=- for a candidate that "
                         "failed its check)")
    ap.add_argument("--plan", default="ilp")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args(argv)
    measured = {}
    for item in args.times:
        c, _, ms = item.partition("=")
        try:
            cand = parse_name(c)
        except ValueError as exc:
            ap.error(str(exc))
        measured[cand] = None if ms in ("", "-") else float(ms)
    cand, ms = pick(measured)
    if cand is None:
        print("stitch_tuner: no candidate was measured", file=sys.stderr)
        return 1
    write_back(args.program, cand, args.output, plan=args.plan)
    print("stitch_tuner: %s (%.4f ms) written to %s" % (
        plan_options(cand) or "the model's schedule", ms, Path(args.output)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
