# kfusion.tune (kfusion-tune): kfusion-fuse's measured feedback. kfusion-fuse writes a tuning
# record (its `tuning-record=FILE` option: per function its tuning problem and each candidate's
# projected time); a tuner measures the candidates on a GPU (bench/models/run.py tune, or any
# timing the user trusts) and adds the times to the tuning cache as entries of kind "fuse",
# which kfusion-fuse then ranks the function's candidates by (docs/fuse.md, "Measured
# feedback"). This module reads and writes both files and compares projection with
# measurement; `python3 -m kfusion.tune` is its command line.
"""kfusion-fuse's tuning record and the tuning cache's "fuse" entries."""

import argparse
import json
import statistics
import sys
from pathlib import Path

#: The versions this module reads and writes (include/KFusion/Common/TuningCache.h and
#: lib/Fuse/FuseMeasured.h).
CACHE_VERSION = 1
RECORD_VERSION = 1
#: The cache's kind of kfusion-fuse's entries.
FUSE_KIND = "fuse"


class TuneError(Exception):
    """A record or cache that is not what kfusion-fuse reads and writes, or an argument that
    does not fit them."""


def read_record(path):
    """The tuning record at `path` (kfusion-fuse tuning-record=...), checked: its version,
    device, gemm_load and functions, each with a name, a problem and candidates."""
    try:
        record = json.loads(Path(path).read_text())
    except (OSError, ValueError) as exc:
        raise TuneError("tuning record %s: %s" % (path, exc)) from exc
    if not isinstance(record, dict) or record.get("kfusion_tuning_record") != RECORD_VERSION:
        raise TuneError("tuning record %s: \"kfusion_tuning_record\" must be %d"
                        % (path, RECORD_VERSION))
    for key in ("device", "gemm_load", "functions"):
        if key not in record:
            raise TuneError("tuning record %s: no \"%s\"" % (path, key))
    for f in record["functions"]:
        if not {"name", "problem", "chosen", "candidates"} <= set(f):
            raise TuneError("tuning record %s: a function without name, problem, chosen "
                            "and candidates: %s" % (path, json.dumps(f)[:200]))
    return record


def record_staging(record):
    """The gemm-staging a record's candidates were built with: records written before
    kfusion-fuse had the option staged the results."""
    return record.get("gemm_staging", "results")


def record_function(record, name=None):
    """The record's function `name`; without a name, its only function."""
    functions = record["functions"]
    if name is None:
        if len(functions) != 1:
            raise TuneError("the record has %d functions (%s): name one" % (
                len(functions), ", ".join(f["name"] for f in functions)))
        return functions[0]
    for f in functions:
        if f["name"] == name:
            return f
    raise TuneError("the record has no function %s (it has %s)" % (
        name, ", ".join(f["name"] for f in functions) or "none"))


def load_cache(path):
    """The tuning cache at `path`, or an empty one where the file does not exist."""
    path = Path(path)
    if not path.exists():
        return {"kfusion_tuning_cache": CACHE_VERSION, "entries": []}
    try:
        cache = json.loads(path.read_text())
    except ValueError as exc:
        raise TuneError("tuning cache %s: not JSON: %s" % (path, exc)) from exc
    if (not isinstance(cache, dict) or cache.get("kfusion_tuning_cache") != CACHE_VERSION
            or not isinstance(cache.get("entries"), list)):
        raise TuneError("tuning cache %s: not version %d with a list of entries"
                        % (path, CACHE_VERSION))
    return cache


def fuse_entries(record, function, measured_ms, note=""):
    """Cache entries (kind "fuse") of `function` (record_function's) for the candidates of
    `measured_ms` ({candidate: milliseconds}); a candidate the record does not hold is an
    error (the times would belong to another build)."""
    names = [c["name"] for c in function["candidates"]]
    entries = []
    for candidate, ms in sorted(measured_ms.items()):
        if candidate not in names:
            raise TuneError("@%s has no candidate %s in the record (it has %s)" % (
                function["name"], candidate, ", ".join(names)))
        if not ms > 0:
            raise TuneError("the time of %s must be positive, not %r" % (candidate, ms))
        entry = {"device": record["device"], "kind": FUSE_KIND,
                 "problem": function["problem"],
                 "config": {"candidate": candidate, "gemm_load": record["gemm_load"],
                            "gemm_staging": record_staging(record)},
                 "ms": ms}
        if note:
            entry["note"] = "@%s: %s" % (function["name"], note)
        entries.append(entry)
    return entries


def add_entries(cache, entries):
    """Adds `entries` to `cache`, each replacing the cache's entries of the same device, kind,
    problem and configuration (a new measurement of the same build). Returns the number of
    entries it replaced."""
    def key(e):
        return (e["device"], e["kind"], json.dumps(e["problem"], sort_keys=True),
                json.dumps(e["config"], sort_keys=True))
    new = {key(e) for e in entries}
    before = len(cache["entries"])
    cache["entries"] = [e for e in cache["entries"] if key(e) not in new] + list(entries)
    return before - (len(cache["entries"]) - len(entries))


def save_cache(path, cache):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(cache, indent=1) + "\n")


def comparison(function, measured_ms):
    """Rows of `function`'s candidates (record_function's) with their projected and measured
    times: {candidate, launches, projected_ms, measured_ms, projected_over_measured}; and
    the candidate the model takes and the one measurement takes (None where nothing is
    measured)."""
    rows = []
    for c in function["candidates"]:
        projected = c["projected_us"] / 1e3 if c.get("fully_projected", True) else None
        measured = measured_ms.get(c["name"])
        rows.append({"candidate": c["name"], "launches": c["launches"],
                     "projected_ms": projected, "measured_ms": measured,
                     "projected_over_measured": projected / measured
                     if projected and measured else None})
    projected = [r for r in rows if r["projected_ms"] is not None]
    model = min(projected, key=lambda r: r["projected_ms"])["candidate"] if projected else None
    timed = [r for r in rows if r["measured_ms"] is not None]
    fastest = min(timed, key=lambda r: r["measured_ms"])["candidate"] if timed else None
    return rows, model, fastest


def cache_times(cache, record, function):
    """{candidate: ms} of the cache's entries for `function` of `record` (its device, problem,
    gemm_load and gemm_staging), the least of several."""
    out = {}
    for e in cache["entries"]:
        config = e.get("config", {})
        if (e.get("kind") == FUSE_KIND and e.get("device") == record["device"]
                and e.get("problem") == function["problem"]
                and config.get("gemm_load", "auto") == record["gemm_load"]
                and config.get("gemm_staging", "results") == record_staging(record)
                and "candidate" in config):
            name = config["candidate"]
            out[name] = min(out.get(name, e["ms"]), e["ms"])
    return out


def render_comparison(name, rows, model, fastest):
    """A markdown table of comparison()'s rows and a line naming both choices and the median
    error of the projections measured."""
    def cell(v, f="%.4f"):
        return "-" if v is None else f % v
    lines = ["| @%s candidate | launches | projected ms | measured ms | projected / measured |"
             % name, "|---|---|---|---|---|"]
    for r in rows:
        lines.append("| %s | %d | %s | %s | %s |" % (
            r["candidate"], r["launches"], cell(r["projected_ms"]), cell(r["measured_ms"]),
            cell(r["projected_over_measured"], "%.2f")))
    errors = [abs(r["projected_over_measured"] - 1) for r in rows
              if r["projected_over_measured"] is not None]
    lines.append("")
    lines.append("model's choice %s; fastest measured %s; median |projected / measured - 1| "
                 "%s over %d candidates" % (model, fastest or "-", cell(
                     statistics.median(errors) if errors else None, "%.2f"), len(errors)))
    return "\n".join(lines)


def _parse_times(pairs):
    out = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        try:
            out[name] = float(value)
        except ValueError:
            sep = ""
        if not sep or not name:
            raise TuneError("a time is CANDIDATE=MS, not %r" % pair)
    return out


def main(argv=None):
    p = argparse.ArgumentParser(prog="kfusion-tune", description=__doc__)
    sub = p.add_subparsers(dest="cmd", required=True)
    add = sub.add_parser("add", help="add measured times of a function's candidates to the "
                         "tuning cache")
    add.add_argument("--record", required=True, help="kfusion-fuse's tuning-record file")
    add.add_argument("--cache", required=True, help="the tuning cache (created if missing)")
    add.add_argument("--function", help="the function (default: the record's only one)")
    add.add_argument("--note", default="", help="where the times come from")
    add.add_argument("times", nargs="+", metavar="CANDIDATE=MS")
    rep = sub.add_parser("report", help="a function's candidates, projected beside the "
                         "cache's measurements")
    rep.add_argument("--record", required=True)
    rep.add_argument("--cache")
    rep.add_argument("--function")
    args = p.parse_args(argv)
    try:
        record = read_record(args.record)
        function = record_function(record, args.function)
        if args.cmd == "add":
            cache = load_cache(args.cache)
            entries = fuse_entries(record, function, _parse_times(args.times), args.note)
            replaced = add_entries(cache, entries)
            save_cache(args.cache, cache)
            print("kfusion-tune: %d entries of @%s added to %s (%d replaced)" % (
                len(entries), function["name"], args.cache, replaced))
        else:
            times = cache_times(load_cache(args.cache), record, function) if args.cache else {}
            print(render_comparison(function["name"], *comparison(function, times)))
    except TuneError as exc:
        print("kfusion-tune: error: %s" % exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
