# kfusion.stitch_tuner: the stitching tuner (issue 9, "a tuner that measures candidates on the
# GPU and writes back the best"). The schedule knob of a row kernel is its threads per row T
# (`kfusion.stitch_threads`, written by `kfusion-plan-stitch threads-per-row=T`): fewer
# threads hold more elements each (more registers, more loads in flight per thread), more
# threads fewer (more parallelism per row, more shuffle and barrier work). The cost model's
# choice is candidate 0; each other candidate is planned, stitched, checked and timed by the
# caller's `measure`; the fastest checked one is written back as the planned program (the
# tensor function with its kfusion.stitch_* attributes, which kfusion-stitch reads).
"""Threads-per-row search for stitched kernels.

    python3 -m kfusion.stitch_tuner PROGRAM.mlir --times T=MS [T=MS ...] -o TUNED.mlir

picks the fastest of the measured candidates (T=0: the cost model's schedule) and writes the
plan with that schedule. Drivers (bench/stitch/run.py --tune) call `candidates`,
`plan_options`, `pick` and `write_back`.
"""

import argparse
import sys
from pathlib import Path

from .tools import run_tool

CANDIDATES = (0, 32, 64, 128, 256, 512, 1024)


def candidates():
    """Threads per row to try; 0 is the cost model's own schedule."""
    return list(CANDIDATES)


def plan_options(threads):
    """The kfusion-plan-stitch / kfusion-stitch-to-gpu options of a candidate."""
    return "" if not threads else "threads-per-row=%d" % threads


def pick(measured):
    """The fastest candidate of `measured` ({threads: median ms or None}); candidates that
    failed their check or were not measured are None. Ties go to the model's choice (0),
    then to fewer threads. Returns (threads, ms), or (None, None) when none was measured."""
    valid = [(ms, t != 0, t) for t, ms in measured.items() if ms is not None]
    if not valid:
        return None, None
    ms, _, t = min(valid)
    return t, ms


def write_back(program, threads, output, plan="ilp", timeout=600):
    """Plans `program` (linalg on tensors) with the chosen schedule and writes the planned
    program (kfusion.stitch_group / _composition / _pack / _threads on its ops) to
    `output`; kfusion-stitch generates the tuned kernels from it. Returns kfusion-opt's
    remarks."""
    opts = "plan=%s" % plan + (" " + plan_options(threads) if threads else "")
    proc = run_tool(["kfusion-opt", str(program), "--kfusion-plan-stitch=" + opts, "-o",
                     str(output)], timeout=timeout)
    return proc.stderr


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("program", help="linalg-on-tensors program")
    ap.add_argument("--times", nargs="+", required=True,
                    help="measured candidates as T=MS (T=0: the model's schedule; MS=- "
                         "for a candidate that failed its check)")
    ap.add_argument("--plan", default="ilp")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args(argv)
    measured = {}
    for item in args.times:
        t, _, ms = item.partition("=")
        measured[int(t)] = None if ms in ("", "-") else float(ms)
    threads, ms = pick(measured)
    if threads is None:
        print("stitch_tuner: no candidate was measured", file=sys.stderr)
        return 1
    write_back(args.program, threads, args.output, plan=args.plan)
    print("stitch_tuner: threads-per-row=%s (%.4f ms) written to %s" % (
        threads or "model", ms, Path(args.output)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
