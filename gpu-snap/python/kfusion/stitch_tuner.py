# kfusion.stitch_tuner: the stitching tuner (issue 9, "a tuner that measures candidates on the
# GPU and writes back the best"). The schedule knobs of a row kernel are its threads per row T
# (`kfusion.stitch_threads`, written by `kfusion-plan-stitch threads-per-row=T`) and its rows
# per block R (`kfusion.stitch_rows`, `rows-per-block=R`) and its rows per thread P
# (`kfusion.stitch_rows_per_thread`, `rows-per-thread=P`): fewer threads hold more elements
# each (more registers, more loads in flight per thread), more threads fewer (more
# parallelism per row, more shuffle and barrier work); more rows per block make fewer,
# larger blocks (fewer block launches, more threads at each barrier); more rows per thread
# let a small GEMM's row of B, loaded once per k, feed that many rows' products (fewer
# loads, more registers). The cost model's choice is candidate (0, 0, 0); each other candidate is planned, stitched, checked and timed
# by the caller's `measure`; the fastest checked one is written back as the planned program
# (the tensor function with its kfusion.stitch_* attributes, which kfusion-stitch reads).
"""Threads-per-row, rows-per-block and rows-per-thread search for stitched kernels.

    python3 -m kfusion.stitch_tuner PROGRAM.mlir --times C=MS [C=MS ...] -o TUNED.mlir

(C: a candidate's name, `0` the model's schedule, `64` 64 threads per row, `r2` 2 rows per
block, `p4` 4 rows per thread, `64r2p4` all three) picks the fastest of the measured candidates and writes the plan with
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
ROWS_PER_THREAD = (1, 2, 4)
MODEL = (0, 0, 0)
_OPTIONS = ("threads-per-row", "rows-per-block", "rows-per-thread")


def candidates():
    """(threads per row, rows per block, rows per thread) triples to try, 0 meaning the
    model's choice: the model's schedule first, then each T, each R and each P with the
    model's other knobs."""
    return ([MODEL] + [(t, 0, 0) for t in THREADS] + [(0, r, 0) for r in ROWS] +
            [(0, 0, p) for p in ROWS_PER_THREAD])


def plan_options(candidate):
    """The kfusion-plan-stitch / kfusion-stitch-to-gpu options of a candidate."""
    return " ".join("%s=%d" % (o, v) for o, v in zip(_OPTIONS, candidate) if v)


def name(candidate):
    """A candidate's short name: `0` (the model's), `64`, `r2`, `p4`, `64r2p4`."""
    threads, rows, per_thread = candidate
    if candidate == MODEL:
        return "0"
    return (("%d" % threads if threads else "") + ("r%d" % rows if rows else "") +
            ("p%d" % per_thread if per_thread else ""))


def parse_name(text):
    """The candidate a short name (`name`) stands for."""
    m = re.fullmatch(r"(\d*)(?:r(\d+))?(?:p(\d+))?", text)
    if not m or not text:
        raise ValueError("not a candidate name: %r (T, rR, pP or TrRpP)" % text)
    return tuple(int(g or 0) for g in m.groups())


def variant_name(candidate, plan="ilp"):
    """The driver's variant of a candidate: `ilp` (the model's), `ilp-t64`, `ilp-r2`,
    `ilp-p4`, `ilp-t64-r2-p4`."""
    return "-".join([plan] + ["%s%d" % (k, v) for k, v in zip("trp", candidate) if v])


def parse_variant(variant):
    """(plan, candidate, pack waves) of a driver variant
    `<plan>[-t<T>][-r<R>][-p<P>][-w<W>]` (`-w<W>`: kfusion-plan-stitch pack-waves=W, 0 when
    absent), or None when `variant` is not of that form."""
    m = re.fullmatch(r"(ilp|greedy|none)(?:-t(\d+))?(?:-r(\d+))?(?:-p(\d+))?(?:-w(\d+))?",
                     variant)
    if not m:
        return None
    return (m.group(1), tuple(int(g or 0) for g in m.groups()[1:4]),
            int(m.group(5) or 0))


#: The `kfusion-stitch-to-gpu l2-policy` of a variant's `-l<name>` suffix.
L2_POLICIES = {"last": "evict_last", "first": "evict_first", "none": "none"}


def split_l2(variant):
    """(variant without its `-l<last|first|none>` suffix, the l2-policy it names or None):
    `ilp-t64-lnone` -> (`ilp-t64`, `none`)."""
    m = re.fullmatch(r"(.*)-l(last|first|none)", variant)
    if not m:
        return variant, None
    return m.group(1), L2_POLICIES[m.group(2)]


def pick(measured):
    """The fastest candidate of `measured` ({candidate: median ms or None}); candidates that
    failed their check or were not measured are None. Ties go to the model's choice, then to
    fewer threads, then to fewer rows, then to fewer rows per thread. Returns (candidate, ms), or (None, None) when none
    was measured."""
    valid = [(ms, c != MODEL, c) for c, ms in measured.items() if ms is not None]
    if not valid:
        return None, None
    ms, _, c = min(valid)
    return c, ms


def write_back(program, candidate, output, plan="ilp", timeout=600):
    """Plans `program` (linalg on tensors) with the chosen schedule and writes the planned
    program (kfusion.stitch_group / _composition / _pack / _threads / _rows /
    _rows_per_thread on its ops) to
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
                         "per row, rR rows per block, pP rows per thread, TrRpP all three; "
                         "MS=- for a candidate that failed its check)")
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
