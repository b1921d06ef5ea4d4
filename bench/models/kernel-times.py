"""Where a fused model block's time goes, kernel by kernel: reads the CSV files that
`ncu --metrics gpu__time_duration.sum --csv --log-file F` wrote for runs of the blocks'
programs (bench/models/gpu-profile.sh) and prints, per program, a table of its kernels
(the name kfusion-stitch gave each: <func>_k<n>_<composition>, the composition what the
planner chose: attention, gemm, thread, warp, block, loop, ...) with the time of one step
(the median over the runs' launches of each kernel), its share, and the total.

    python3 bench/models/kernel-times.py OUT/ncu-*.csv
"""
import csv
import re
import statistics
import sys
from collections import OrderedDict, defaultdict


def read(path):
    """[(kernel name, microseconds)] in launch order from one ncu CSV log."""
    rows = []
    with open(path, newline="") as f:
        lines = [l for l in f if l.startswith('"')]
    for r in csv.DictReader(lines):
        if r.get("Metric Name") != "gpu__time_duration.sum":
            continue
        value = float(r["Metric Value"].replace(",", ""))
        unit = r.get("Metric Unit", "nsecond")
        scale = {"nsecond": 1e-3, "usecond": 1.0, "msecond": 1e3, "second": 1e6}.get(unit, 1e-3)
        rows.append((r["Kernel Name"], value * scale))
    return rows


def composition(name):
    m = re.search(r"_k\d+_([a-z_]+)$", name)
    return m.group(1) if m else "other"


def table(label, rows):
    times = defaultdict(list)
    order = OrderedDict()
    for name, us in rows:
        times[name].append(us)
        order.setdefault(name, None)
    per = [(name, statistics.median(times[name]), len(times[name])) for name in order]
    total = sum(us for _, us, _ in per)
    out = ["### %s: %.1f us in %d kernels (each kernel's median over %d launches)"
           % (label, total, len(per), min(n for _, _, n in per) if per else 0), "",
           "| kernel | composition | us | share |", "|---|---|---|---|"]
    for name, us, _ in sorted(per, key=lambda p: -p[1]):
        out.append("| %s | %s | %.1f | %.0f%% |" % (name, composition(name), us,
                                                      100 * us / total if total else 0))
    by = defaultdict(float)
    for name, us, _ in per:
        by[composition(name)] += us
    out += ["", "by composition: " + ", ".join(
        "%s %.1f us (%.0f%%)" % (c, us, 100 * us / total if total else 0)
        for c, us in sorted(by.items(), key=lambda p: -p[1])), ""]
    return "\n".join(out)


def main(paths):
    for path in paths:
        rows = read(path)
        if rows:
            print(table(path.rsplit("/", 1)[-1], rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
