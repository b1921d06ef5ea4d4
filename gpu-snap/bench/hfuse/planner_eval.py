# planner_eval: kfusion-plan-horizontal against the measured HFuse configurations.
"""Planner precision and recall against the H100 measurements.

For every measured configuration (pair, time ratio) of bench/results/2026-11-22-hfuse-pairs-h100
this builds the pair's sequential program at the configuration's recorded scales (as run.py
does), runs `kfusion-opt --kfusion-plan-horizontal="model=M"` for each model, reads from its
remarks whether it grouped the pair, and compares with the measurement: fusion wins when the
tuned fused candidate (the best one) beats base (the better of sequential and two streams) by
at least --margin (default 1.03x). Prints one table row per configuration and precision,
recall and F1 per model, over the 32 configurations of 2026-11-22 and over all (with run9's
15 of 2026-11-24).

    /usr/bin/python3 bench/hfuse/planner_eval.py [--margin 1.03] [--models classes,roofline]
        [--only PAIR@RATIO,...] [--json OUT]
"""

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO / "python"))

from hfbench import program as hp  # noqa: E402
import run  # noqa: E402

RESULTS = REPO / "bench" / "results" / "2026-11-22-hfuse-pairs-h100"
#: The run files behind the README's tables (runs 4-8: the 32 configurations of 2026-11-22;
#: run9: 15 of 2026-11-24). Runs 1-3 are earlier tuners on the same configurations.
SOURCES = [("run4-dl/pairs.jsonl", "2026-11-22"), ("run5-crypto/pairs.jsonl", "2026-11-22"),
           ("run5-crypto/rest/pairs.jsonl", "2026-11-22"),
           ("run6-ncu-peers-scale1/p/pairs.jsonl", "2026-11-22"),
           ("run8-ratios/c/pairs.jsonl", "2026-11-22"), ("run8-ratios/d/pairs.jsonl", "2026-11-22"),
           ("run9-dl-ratios/a/pairs.jsonl", "2026-11-24"),
           ("run9-dl-ratios/b/pairs.jsonl", "2026-11-24"),
           ("run9-dl-ratios/c/pairs.jsonl", "2026-11-24")]
GROUP = re.compile(r"kfusion-plan-horizontal: group \d+: (.*)")
ALONE = re.compile(r"kfusion-plan-horizontal: not paired: (.*)")


def configurations(results=RESULTS):
    """The measured configurations: pair, ratio, scales, speedup (base / tuned), date."""
    rows = []
    for rel, date in SOURCES:
        for line in (results / rel).read_text().splitlines():
            r = json.loads(line)
            s = run.summarize_pair(r)
            rows.append({"pair": r["pair"], "ratio": r["ratio"], "scales": r["scales"],
                         "base": s["base"], "tuned": s["tuned"], "speedup": s["speedup"],
                         "date": date, "source": rel})
    return rows


def plan(opt, row, model, table):
    """(grouped, remarks) of the planner on the configuration's sequential program."""
    a, b = row["pair"].split("+")
    ka, kb = table[a](scale=row["scales"][0]), table[b](scale=row["scales"][1])
    text = hp.program([ka, kb], "sequential", group=None)
    proc = subprocess.run([str(opt), "-", "--kfusion-plan-horizontal=model=" + model,
                           "-o", os.devnull], input=text, capture_output=True, text=True,
                          timeout=600)
    if proc.returncode != 0:
        raise RuntimeError("kfusion-opt failed on %s@%g: %s" % (row["pair"], row["ratio"],
                                                                proc.stderr[-2000:]))
    # Only the timed step's launches count (main also launches setup kernels).
    groups = [m.group(1) for m in GROUP.finditer(proc.stderr)]
    grouped = any(("@" + ka.launch.func) in g and ("@" + kb.launch.func) in g for g in groups)
    remarks = groups + [m.group(1) for m in ALONE.finditer(proc.stderr)]
    return grouped, remarks


def scores(rows, model):
    tp = sum(1 for r in rows if r["plan"][model] and r["wins"])
    fp = sum(1 for r in rows if r["plan"][model] and not r["wins"])
    fn = sum(1 for r in rows if not r["plan"][model] and r["wins"])
    tn = len(rows) - tp - fp - fn
    precision = tp / (tp + fp) if tp + fp else float("nan")
    recall = tp / (tp + fn) if tp + fn else float("nan")
    f1 = 2 * precision * recall / (precision + recall) if tp else 0.0
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "precision": precision,
            "recall": recall, "f1": f1}


def evaluate(opt, models, margin, only=None, results=RESULTS):
    table = run.factories()
    rows = []
    for row in configurations(results):
        tag = "%s@%g" % (row["pair"], row["ratio"])
        if only and tag not in only:
            continue
        row["wins"] = row["speedup"] is not None and row["speedup"] >= margin
        row["plan"], row["remarks"] = {}, {}
        for model in models:
            row["plan"][model], row["remarks"][model] = plan(opt, row, model, table)
        rows.append(row)
    return rows


def report(rows, models, margin):
    lines = ["| pair | ratio | date | base ms | tuned ms | tuned / base | fusion wins (>= %.2fx) | %s |"
             % (margin, " | ".join("planner: " + m for m in models)),
             "|---|---|---|---|---|---|---|%s" % ("---|" * len(models))]
    for r in rows:
        marks = []
        for m in models:
            p = r["plan"][m]
            marks.append(("grouped" if p else "apart") +
                         ("" if p == r["wins"] else (" (FP)" if p else " (FN)")))
        lines.append("| %s | %g | %s | %.3f | %.3f | %.3fx | %s | %s |" % (
            r["pair"], r["ratio"], r["date"], r["base"], r["tuned"], r["speedup"],
            "yes" if r["wins"] else "no", " | ".join(marks)))
    lines.append("")
    for label, subset in (("2026-11-22 (%d configurations)",
                           [r for r in rows if r["date"] == "2026-11-22"]),
                          ("all (%d configurations)", rows)):
        if not subset:
            continue
        lines += ["Over " + label % len(subset) + ":", "",
                  "| model | grouped | TP | FP | FN | TN | precision | recall | F1 |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for m in models:
            s = scores(subset, m)
            lines.append("| %s | %d | %d | %d | %d | %d | %.2f | %.2f | %.2f |" % (
                m, s["tp"] + s["fp"], s["tp"], s["fp"], s["fn"], s["tn"], s["precision"],
                s["recall"], s["f1"]))
        lines.append("")
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--margin", type=float, default=1.03,
                        help="fusion wins when tuned / base >= this (default 1.03)")
    parser.add_argument("--models", default="classes,roofline")
    parser.add_argument("--only", help="comma-separated PAIR@RATIO tags (e.g. maxpool+im2col@1)")
    parser.add_argument("--remarks", action="store_true", help="print the planner's remarks")
    parser.add_argument("--json", help="write the rows as JSON here")
    args = parser.parse_args(argv)
    opt = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin") / "kfusion-opt"
    models = args.models.split(",")
    only = set(args.only.split(",")) if args.only else None
    rows = evaluate(opt, models, args.margin, only)
    print(report(rows, models, args.margin))
    if args.remarks:
        for r in rows:
            for m in models:
                print("%s@%g %s:" % (r["pair"], r["ratio"], m))
                for line in r["remarks"][m]:
                    print("  " + line)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
