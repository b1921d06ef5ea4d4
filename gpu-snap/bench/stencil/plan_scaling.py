#!/usr/bin/env python3
# Planning time of kfusion-plan-stencil against the number of kernels, on SCALE-LES-like
# programs from bench/stencil/stbench/generated.py (40 arrays per 150 kernels), printed
# as a table (issue 8: 150 kernels in at most 10 s, near-linear growth).
"""Measures how long kfusion-plan-stencil takes on generated programs of n kernels.

    /usr/bin/python3 bench/stencil/plan_scaling.py [--sizes 25,50,100,150,200] [--repeat 3]

Each size is planned --repeat times (wall time of kfusion-opt, median and min); the
planner's own remark gives the search time, generations and evaluations, and the
projected and unfused totals.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from stbench import generated  # noqa: E402

REPO = HERE.parents[1]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="25,50,100,150,200")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--opt", default=str(Path(os.environ.get("KFUSION_BIN", REPO / "build" / "bin"))
                                        / "kfusion-opt"))
    args = p.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for n in [int(s) for s in args.sizes.split(",")]:
            prog = generated.gen_program(n, max(8, round(n * 40 / 150)), seed=args.seed,
                                         shape=(1024, 1024))
            src = Path(work) / ("gen%d.mlir" % n)
            src.write_text(prog.text(form="step"))
            walls, remark = [], ""
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                proc = subprocess.run([args.opt, str(src), "--kfusion-plan-stencil", "-o",
                                       os.devnull], capture_output=True, text=True)
                walls.append(time.perf_counter() - t0)
                if proc.returncode != 0:
                    sys.exit("kfusion-opt failed on %d kernels:\n%s" % (n, proc.stderr[-2000:]))
                remark = [l for l in proc.stderr.splitlines() if "launches in" in l][-1]
            m = re.search(r"(\d+) launches in (\d+) kernels .*projected total ([0-9.]+) ms "
                          r"against ([0-9.]+) ms unfused; search \w+ in ([0-9.]+) s "
                          r"\((\d+) generations, (\d+) feasibility and (\d+) cost", remark)
            rows.append((n, len(prog.arrays), statistics.median(walls), min(walls)) +
                        tuple(m.groups()[1:]))
    print("| kernels | arrays | wall median s | wall min s | fused kernels | projected ms "
          "| unfused ms | search s | generations | feasibility calls | cost calls |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print("| %d | %d | %.2f | %.2f | %s | %s | %s | %s | %s | %s | %s |" % r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
