# kfusion.ncu: Nsight Compute's CSV output read once for the benchmarks' profiling scripts
# (bench/gemm/ncu.sh, bench/gemm/kernel-trace.sh, bench/stencil/ncu.sh,
# bench/models/kernel-times.py): both of the forms ncu writes, a value in the unit a table
# wants whatever unit ncu printed it in, the top stall reasons, and a table's cells.
"""Nsight Compute CSV readers and table cells for the bench scripts."""

import csv
from collections import namedtuple

#: ncu's unit names (both spellings it has used) -> (quantity, the power of ten of the base
#: unit it is: second, byte, byte per second).
UNITS = {}
for _names, _power in ((("nsecond", "ns"), -9), (("usecond", "us"), -6),
                       (("msecond", "ms"), -3), (("second", "s"), 0)):
    for _name in _names:
        UNITS[_name] = ("time", _power)
for _prefix, _power in (("", 0), ("K", 3), ("M", 6), ("G", 9), ("T", 12)):
    UNITS[_prefix + "byte"] = ("bytes", _power)
    for _per in ("/second", "/s"):
        UNITS[_prefix + "byte" + _per] = ("rate", _power)

#: One launch's metrics: {metric name: (the value as ncu printed it, its unit)}.
Launch = namedtuple("Launch", "kernel metrics")

STALL_PREFIX = "smsp__average_warps_issue_stalled_"
STALL_SUFFIX = "_per_issue_active.ratio"


def number(text):
    """The float ncu printed (thousands separators allowed), or None ("n/a", "", text)."""
    try:
        return float(text.replace(",", ""))
    except (AttributeError, ValueError):
        return None


def convert(value, unit, want):
    """`value` in `unit` expressed in the unit `want`. A unit ncu did not print (empty) is
    taken to be `want` already; ValueError where the two are different quantities or
    either is unknown."""
    if not unit or unit == want:
        return value
    have, target = UNITS.get(unit), UNITS.get(want)
    if have is None or target is None or have[0] != target[0]:
        raise ValueError("cannot convert %s to %s" % (unit or "(no unit)", want))
    power = have[1] - target[1]  # 10 ** power, exact where value is (80,000 ns: 80.0 us)
    return value * 10 ** power if power >= 0 else value / 10 ** -power


def _profiled_lines(path):
    """The CSV lines of an ncu log: its own lines (==PROF==, the program's output) left out."""
    with open(path, newline="") as f:
        return [line for line in f if line.startswith('"')]


def read_metrics_log(path):
    """[Launch] in launch order from `ncu --metrics ... --csv --log-file PATH`: one row per
    launch and metric (columns ID, Kernel Name, Metric Name, Metric Unit, Metric Value)."""
    launches = {}
    for row in csv.DictReader(_profiled_lines(path)):
        if not row.get("Metric Name") or row.get("Kernel Name") is None:
            continue
        launch = launches.setdefault(row.get("ID", str(len(launches))),
                                     Launch(row["Kernel Name"], {}))
        launch.metrics[row["Metric Name"]] = (row.get("Metric Value", ""),
                                              row.get("Metric Unit", ""))
    return list(launches.values())


def read_raw_page(path):
    """[Launch] in launch order from `ncu --import REPORT --page raw --csv`: a header row of
    metric names, a row of their units, then a row per launch. [] where the file is not
    such a page (ncu failed and wrote its error instead)."""
    rows = list(csv.reader(_profiled_lines(path)))
    if len(rows) < 2 or "Kernel Name" not in rows[0]:
        return []
    head, units = rows[0], rows[1]
    return [Launch(r[head.index("Kernel Name")],
                   {name: (text, unit) for name, text, unit in zip(head, r, units)})
            for r in rows[2:] if len(r) == len(head)]


def value(launch, names, want=None):
    """The first metric of `names` (a name or a list of names tried in order) the launch has
    a number for; in the unit `want` (a unit name) or times `want` (a number); None where
    none has one."""
    for name in [names] if isinstance(names, str) else names:
        text, unit = launch.metrics.get(name, ("", ""))
        v = number(text)
        if v is None:
            continue
        if isinstance(want, str):
            return convert(v, unit, want)
        return v * want if want else v
    return None


def cell(launch, names, want=None):
    """A table cell: the value (an integer as one, else one decimal), ncu's text where it
    is not a number (a metric ncu printed as text), or "-" where the launch lacks it."""
    v = value(launch, names, want)
    if v is not None:
        return "%d" % v if v == int(v) and abs(v) < 1e15 else "%.1f" % v
    for name in [names] if isinstance(names, str) else names:
        text = launch.metrics.get(name, ("", ""))[0]
        if text and text != "n/a":
            return text
    return "-"


def top_stalls(launch, count=3):
    """The `count` largest stall reasons of a launch, "reason cycles, ...": warps' cycles
    stalled per issued instruction (WarpStateStats)."""
    stalls = []
    for name, (text, _) in launch.metrics.items():
        v = number(text)
        if v is not None and name.startswith(STALL_PREFIX) and name.endswith(STALL_SUFFIX):
            stalls.append((v, name[len(STALL_PREFIX):-len(STALL_SUFFIX)]))
    stalls.sort(key=lambda s: (-s[0], s[1]))
    return ", ".join("%s %.2f" % (reason, v) for v, reason in stalls[:count])


def last_launches(launches):
    """{kernel: its last Launch} in first-launch order (profiling a step after its warm-up:
    the last launch of each kernel is the warm one)."""
    last = {}
    for launch in launches:
        last[launch.kernel] = launch  # a key assigned again keeps its first place
    return last


def table(head, rows):
    """Markdown lines of a table: `head` the column titles, `rows` lists of cells."""
    return (["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
            + ["| " + " | ".join(str(c) for c in row) + " |" for row in rows])
