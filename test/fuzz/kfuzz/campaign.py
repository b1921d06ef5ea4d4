"""A fuzzing campaign: mutants of the seeds run through every target, runs
classified, each distinct crash or hang minimized into a reproducer."""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from typing import Dict, List, Optional, Tuple

from . import classify as cls
from . import corpus
from . import minimize as mini
from . import mutate
from . import targets as tg

REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


@dataclass
class Record:
    mutant: int
    target: str
    outcome: str
    signature: str
    seconds: float
    slow: bool


@dataclass
class Finding:
    target: str
    outcome: str
    signature: str
    mutant: int
    seed: str
    mutations: List[str]
    text: str
    entry: Optional[str]
    entry_args: bool
    command: List[str]
    stderr: str
    hits: int = 1


REGRESSIONS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "regressions")
_KNOWN = re.compile(r"^//\s*FUZZ-KNOWN:\s*(.+?)\s*$", re.M)


def known_bugs(directory: str = REGRESSIONS) -> List[Tuple[str, str]]:
    """(signature substring, regression test) of each bug a regression test
    waits on: its `// FUZZ-KNOWN: <text>` lines. A finding whose signature
    contains the text does not fail a campaign (the XFAIL test tracks it);
    once the bug is fixed lit reports the test as unexpectedly passing, and
    the line goes with the XFAIL."""
    known = []
    if not os.path.isdir(directory):
        return known
    for name in sorted(os.listdir(directory)):
        if name.endswith(".mlir"):
            with open(os.path.join(directory, name)) as f:
                known += [(text, name) for text in _KNOWN.findall(f.read())]
    return known


def known_as(signature: str, known: List[Tuple[str, str]]) -> Optional[str]:
    for text, test in known:
        if text in signature:
            return test
    return None


def make_mutant(seeds: List[corpus.Seed], seed: int, index: int):
    """(seed, mutant text, mutations) of mutant `index`."""
    rng = mutate.mutant_rng(seed, index)
    source = seeds[rng.randrange(len(seeds))]
    text, mutations = mutate.mutate(source.text, rng)
    return source, text, mutations


def _fails_the_same(tools, target, entry, entry_args, limits, workdir, outcome, signature):
    """The test of the minimizer: same outcome and signature (a hang: a hang
    in the same tool), without a second run to confirm timeouts."""
    def test(text: str) -> bool:
        run = tg.run_target(tools, target, text, entry, limits, workdir, confirm=False,
                            entry_args=entry_args)
        if outcome == cls.HANG:
            return run.outcome == cls.HANG and run.signature == signature
        return run.outcome == outcome and run.signature == signature
    return test


def _reproducer_commands(tools, target, entry, entry_args, limits,
                         name="reproducer.mlir") -> List[str]:
    lines = []
    current = name
    for k, step in enumerate(target.steps):
        last = k == len(target.steps) - 1
        output = None if last else "step%d.mlir" % (k + 1)
        command = tg.step_command(tools, step, current, output, entry, limits, entry_args)
        command[0] = os.path.relpath(command[0], REPO_ROOT) \
            if command[0].startswith(REPO_ROOT) else command[0]
        lines.append(" ".join(command))
        current = output
    return lines


def _slug(text: str) -> str:
    return re.sub(r"[^\w.-]+", "-", text).strip("-")[:40]


def write_reproducer(out: str, finding: Finding, minimized: str, tools, target, limits) -> str:
    digest = hashlib.sha1(finding.signature.encode()).hexdigest()[:8]
    directory = os.path.join(out, "reproducers", "%s-%s-%s" % (
        finding.outcome, _slug(finding.target), digest))
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "reproducer.mlir"), "w") as f:
        f.write(minimized)
    with open(os.path.join(directory, "mutant.mlir"), "w") as f:
        f.write(finding.text)
    commands = _reproducer_commands(tools, target, finding.entry, finding.entry_args, limits)
    with open(os.path.join(directory, "reproduce.sh"), "w") as f:
        f.write("#!/bin/sh\n# %s: %s (%s)\n# run from the repository root with the directory of\n"
                "# this file as the working directory: cd %s\n" % (
                    finding.outcome, finding.signature, finding.target,
                    os.path.relpath(directory, REPO_ROOT)))
        for line in commands:
            f.write(line.replace(tools.directory, "$KFUSION_BIN")
                    if "$KFUSION_BIN" in line else line)
            f.write("\n")
    info = asdict(finding)
    info.pop("text")
    info["commands"] = commands
    info["reproducer_lines"] = minimized.count("\n")
    with open(os.path.join(directory, "info.json"), "w") as f:
        json.dump(info, f, indent=2)
    with open(os.path.join(directory, "stderr.txt"), "w") as f:
        f.write(finding.stderr)
    return directory


def summarize(records: List[Record], targets: List[tg.Target]) -> Dict[str, Dict[str, int]]:
    table = collections.OrderedDict()
    for target in targets:
        table[target.name] = collections.Counter()
    for r in records:
        row = table.setdefault(r.target, collections.Counter())
        row["runs"] += 1
        row[r.outcome] += 1
        row["slow"] += r.slow
        row["seconds"] += r.seconds
    return table


def format_table(table) -> str:
    columns = ["runs"] + list(cls.OUTCOMES) + ["slow"]
    width = max([len(name) for name in table] + [6])
    lines = ["  %-*s %s %8s" % (width, "target", " ".join("%10s" % c for c in columns), "cpu-s")]
    totals = collections.Counter()
    for name, row in table.items():
        lines.append("  %-*s %s %8.1f" % (width, name, " ".join("%10d" % row[c] for c in columns),
                                           row["seconds"]))
        totals.update(row)
    lines.append("  %-*s %s %8.1f" % (width, "total", " ".join("%10d" % totals[c] for c in columns),
                                       totals["seconds"]))
    return "\n".join(lines)


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="fuzz.py", description="Mutation fuzzer of the KFusion tools (see test/fuzz/README.md)")
    p.add_argument("--tools", default=os.path.join(REPO_ROOT, "build", "bin"),
                   help="directory holding kfusion-opt, kfusion-sim, kfusion-runner")
    p.add_argument("--root", default=REPO_ROOT, help="repository whose .mlir files are the seeds")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--mutants", type=int, default=0, help="number of mutants (0: until --seconds)")
    p.add_argument("--seconds", type=float, default=0, help="wall-clock budget (0: none)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--out", default=None, help="output directory (default: <tools>/../fuzz-out)")
    p.add_argument("--targets", default="", help="regular expression: only matching targets")
    p.add_argument("--fail-on", default="crash,hang,silent",
                   help="outcomes that fail the campaign: crash, hang, silent (a failure "
                        "without an error line, or --compare of a program with itself "
                        "finding a difference)")
    p.add_argument("--no-minimize", action="store_true")
    p.add_argument("--minimize-seconds", type=float, default=120.0,
                   help="time to minimize each distinct finding")
    p.add_argument("--sim-max-steps", type=int, default=5_000_000)
    p.add_argument("--sim-time-limit", type=float, default=10.0)
    p.add_argument("--opt-timeout", type=float, default=30.0)
    p.add_argument("--timeout-scale", type=float, default=0,
                   help="multiplies every time limit (default 1, 3 for a sanitizer build)")
    p.add_argument("--input", default=None,
                   help="run every target on this file once (no mutation) and print the outcomes")
    p.add_argument("--list-targets", action="store_true")
    p.add_argument("--quiet", action="store_true")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    tools, help_text = tg.discover(args.tools)
    targets, notes = tg.select(help_text)
    if args.targets:
        targets = [t for t in targets if re.search(args.targets, t.name)]
    limits = tg.Limits(opt_timeout=args.opt_timeout, sim_time_limit=args.sim_time_limit,
                       sim_max_steps=args.sim_max_steps,
                       scale=args.timeout_scale or (3.0 if tools.sanitized else 1.0))
    if tools.sanitized:
        limits.address_space = None
    if args.list_targets:
        for t in targets:
            print("%-20s %s" % (t.name, " | ".join(
                " ".join([s.tool] + list(s.args)) for s in t.steps)))
        for note in notes:
            print("note: " + note)
        return 0
    tg.limit_resources(limits.address_space)
    out = os.path.abspath(args.out or os.path.join(args.tools, "..", "fuzz-out"))
    os.makedirs(out, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="work-", dir=out)
    try:
        if args.input:
            return replay(args.input, tools, targets, limits, workdir)
        return campaign(args, tools, targets, notes, limits, out, workdir)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def replay(path: str, tools, targets, limits, workdir) -> int:
    with open(path) as f:
        text = f.read()
    entry = corpus.entry_point(text, "\n".join(l for l in text.splitlines() if "RUN:" in l))
    entry_args = corpus.takes_arguments(text, entry)
    failed = False
    for target in targets:
        if target.needs_entry and not entry:
            continue
        run = tg.run_target(tools, target, text, entry, limits, workdir, entry_args=entry_args)
        print("%-20s %-10s %s" % (target.name, run.outcome, run.signature))
        failed |= run.outcome in (cls.CRASH, cls.HANG)
    return 1 if failed else 0


def campaign(args, tools, targets, notes, limits, out, workdir) -> int:
    start = time.monotonic()
    deadline = start + args.seconds if args.seconds else None
    seeds = corpus.collect(args.root)
    if not seeds:
        raise SystemExit("kfuzz: no .mlir seeds under %s" % args.root)
    log = (lambda *a: None) if args.quiet else (lambda *a: print(*a, flush=True))
    log("kfuzz: seed %d, %d seeds from %d files, %d targets, tools %s%s" % (
        args.seed, len(seeds), len({s.path for s in seeds}), len(targets), tools.directory,
        " (sanitizers)" if tools.sanitized else ""))
    for note in notes:
        log("kfuzz: note: " + note)
    fail_on = set(args.fail_on.split(","))

    def work(index: int):
        """Runs mutant `index` through the targets. When the first target,
        `parse` (the parser and verifier), rejects the mutant, every tool
        would stop at the same error: the other targets are skipped."""
        source, text, mutations = make_mutant(seeds, args.seed, index)
        runs = []
        for target in targets:
            if target.needs_entry and not source.entry:
                continue
            if deadline and time.monotonic() > deadline + 60:
                break
            run = tg.run_target(tools, target, text, source.entry, limits, workdir,
                                entry_args=source.entry_args)
            runs.append(run)
            if target.name == "parse" and run.outcome != cls.OK:
                break
        return index, source, text, mutations, runs

    records: List[Record] = []
    rejected = 0
    findings: Dict[Tuple[str, str, str], Finding] = {}
    mutation_kinds = collections.Counter()
    done = 0
    last_log = start
    limit = args.mutants if args.mutants else None
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        pending = set()
        next_index = 0
        while True:
            while (len(pending) < 2 * args.jobs and (limit is None or next_index < limit)
                   and not (deadline and time.monotonic() > deadline)):
                pending.add(pool.submit(work, next_index))
                next_index += 1
            if not pending:
                break
            finished, pending = concurrent.futures.wait(
                pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in finished:
                index, source, text, mutations, runs = future.result()
                done += 1
                for m in mutations:
                    mutation_kinds[m.split(":", 1)[0]] += 1
                rejected += bool(runs) and runs[0].target == "parse" and \
                    runs[0].outcome == cls.DIAGNOSTIC
                for run in runs:
                    records.append(Record(index, run.target, run.outcome, run.signature,
                                          run.seconds, run.slow))
                    if run.outcome in (cls.CRASH, cls.HANG, cls.SILENT):
                        key = (run.target, run.outcome, run.signature)
                        if key in findings:
                            findings[key].hits += 1
                            if index < findings[key].mutant:
                                hits = findings[key].hits
                                findings[key] = Finding(run.target, run.outcome, run.signature,
                                                        index, source.name, mutations, text,
                                                        source.entry, source.entry_args,
                                                        run.command, run.stderr, hits)
                        else:
                            findings[key] = Finding(run.target, run.outcome, run.signature, index,
                                                    source.name, mutations, text, source.entry,
                                                    source.entry_args, run.command, run.stderr)
                            log("kfuzz: %s in %s (mutant %d of %s): %s" % (
                                run.outcome, run.target, index, source.name, run.signature))
            if time.monotonic() - last_log > 30:
                last_log = time.monotonic()
                log("kfuzz: %d mutants, %d runs, %d distinct findings (%.0f s)" % (
                    done, len(records), len(findings), last_log - start))
    elapsed = time.monotonic() - start
    records.sort(key=lambda r: (r.mutant, r.target))

    table = summarize(records, targets)
    known = known_bugs()
    known_findings = {key: known_as(f.signature, known) for key, f in findings.items()
                      if known_as(f.signature, known)}
    failing = [f for key, f in findings.items()
               if f.outcome in fail_on and key not in known_findings]
    reproducers = []
    if not args.no_minimize:
        by_name = {t.name: t for t in targets}
        for key, finding in sorted(findings.items(), key=lambda kv: kv[0]):
            if key in known_findings:
                continue
            target = by_name[finding.target]
            seconds = args.minimize_seconds
            tests = 12 if finding.outcome == cls.HANG else 400
            test = _fails_the_same(tools, target, finding.entry, finding.entry_args, limits,
                                   workdir,
                                   finding.outcome, finding.signature)
            minimized = mini.minimize(finding.text, test, mini.Budget(tests, seconds))
            directory = write_reproducer(out, finding, minimized, tools, target, limits)
            reproducers.append((finding, directory))
    summary = {
        "seed": args.seed, "mutants": done, "rejected_by_parser": rejected,
        "runs": len(records), "seconds": round(elapsed, 1),
        "seeds": len(seeds), "seed_files": len({s.path for s in seeds}),
        "tools": tools.directory, "sanitized": tools.sanitized, "jobs": args.jobs,
        "targets": {name: dict(row) for name, row in table.items()},
        "mutations": dict(mutation_kinds),
        "diagnostics": {name: collections.Counter(
            r.signature for r in records if r.target == name and r.outcome == cls.DIAGNOSTIC
        ).most_common(15) for name in table},
        "findings": [{"target": f.target, "outcome": f.outcome, "signature": f.signature,
                      "hits": f.hits, "mutant": f.mutant, "seed": f.seed,
                      "mutations": f.mutations, "known": known_findings.get(key)}
                     for key, f in sorted(findings.items())],
        "reproducers": [d for _, d in reproducers],
        "notes": notes,
    }
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=2, default=float)
    print("kfuzz: seed %d: %d mutants (%d rejected by the parser or verifier, the other "
          "targets skipped), %d runs in %.1f s (%d jobs)" % (
              args.seed, done, rejected, len(records), elapsed, args.jobs))
    print(format_table(table))
    for finding, directory in reproducers:
        print("kfuzz: %s in %s: %s (%d hits); reproducer: %s" % (
            finding.outcome, finding.target, finding.signature, finding.hits,
            os.path.join(directory, "reproducer.mlir")))
    for key, test in sorted(known_findings.items()):
        finding = findings[key]
        print("kfuzz: known %s in %s: %s (%d hits; test/fuzz/regressions/%s)" % (
            finding.outcome, finding.target, finding.signature, finding.hits, test))
    if args.no_minimize:
        for key, finding in sorted(findings.items()):
            if key not in known_findings:
                print("kfuzz: %s in %s: %s (%d hits; mutant %d of %s)" % (
                    finding.outcome, finding.target, finding.signature, finding.hits,
                    finding.mutant, finding.seed))
    if failing:
        print("kfuzz: FAILED: %d distinct %s" % (len(failing), "/".join(sorted(fail_on))))
        return 1
    print("kfuzz: no %s" % " or ".join(sorted(fail_on)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
