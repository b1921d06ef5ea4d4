#!/usr/bin/env python3
# bench/cusync/run.py: the cuSync benchmarks of issue 10. Generates the GEMM-chain
# workloads (one GEMM; the GPT-3 and LLaMA MLPs; a pair of VGG-19 convolutions as implicit
# GEMMs) with csbench's tiled GEMM generator, makes
# each variant (StreamSync as generated; each cuSync policy and the planner's choice through
# kfusion-opt --kfusion-plan-sync --kfusion-insert-semaphores), lowers and runs it with
# kfusion-runner (or kfusion-sim without a GPU), checks the outputs against the numpy
# reference, then times it; runs cuBLAS (torch.matmul) and cuDNN (torch conv2d) on the same
# shapes; writes tables.
"""cuSync benchmarks: prepare, workloads, peers, report (or all of them).

    python3 bench/cusync/run.py prepare   --out PDIR [--workloads mlp_gpt3,...] [--m 1,64,...]
                                          (generate, transform and lower only: for
                                          `workloads --prepared PDIR`)
    python3 bench/cusync/run.py workloads --out DIR [--workloads ...] [--m ...]
                                          [--variants stream,policy-tile,...] [--prepared PDIR]
    python3 bench/cusync/run.py peers     --out DIR      (bench/cusync/peers.py: cuBLAS)
    python3 bench/cusync/run.py report    --results DIR [--results DIR...] [--out DIR]
    python3 bench/cusync/run.py all       --out DIR      (prepare, workloads, peers, report)
    python3 bench/cusync/run.py tune      --out TDIR [--workloads ...] [--m ...]
                                          [--tiles TMxTNxTK:S,...]
                                          (each GEMM's split-K, and with --tiles each
                                          program's tiles, measured: TDIR/tuned.json, for
                                          `workloads|all --tuned TDIR/tuned.json`)

Without a GPU add --sim: small sizes (M = 64, H = 128, hidden = 64) of the workloads gemm
and mlp, flavour simt (or --flavour emul: the mma kernel with the tensor-core ops emulated,
and then also the small convolution pair `conv`, batch 2 of 6 x 6 x 64; --flavour wgemul:
the warpgroup-MMA kernel with wgmma emulated), each variant run
once on kfusion-sim (--sim-args passes options such as --schedule=random
--blocks-per-sm=1; with few resident blocks add --plan-options device=#kfusion.device<h100,{multiprocessors=1}>, or the
planner, assuming an H100, may let a synchronized pair wait for producer blocks that never
become resident) and checked; nothing is timed. Tools come from $KFUSION_BIN, else
build/bin.

M: the GEMMs' rows; for the convolutions (conv_vgg, conv) the batch (the implicit GEMMs
have batch x H x W rows). Default M values per workload: 1 ... 2048 (convolutions: batch
1, 4, 8, 16, 32; --sim: 64, batch 2); --m overrides them for every workload named.

Variants (VARIANTS below; a variant whose kfusion-opt step fails is skipped with the
reason): 'stream' (the program as generated: both GEMMs on one stream, StreamSync);
'policy-tile', 'policy-row', 'policy-strided' (kfusion.sync_policy = "tile" / "row" /
"strided" on the consumer launch, then --kfusion-plan-sync --kfusion-insert-semaphores);
'tile-loop' (TileSync with kfusion.sync_wait_at = "in-loop": the waits inside the
consumer's K loop); 'planned' (the same passes, no attribute: the planner's choice);
'policy-conv2d' (convolutions only: kfusion.sync_policy = "conv2d" with the waits in the
consumer's channel-tile loop, cuSync's Conv2DTileSync). A single GEMM has only 'stream'.
"""

import argparse
import concurrent.futures
import dataclasses
import json
import math
import os
import re
import shlex
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "python"))

import numpy as np  # noqa: E402

from csbench import harness, programs  # noqa: E402
from kfusion.gemm import CONV_FLAVOURS, EMULATED_FLAVOURS, GemmConfigError  # noqa: E402
from kfusion.bench import (add_checked_run_arguments, add_lowering_arguments,  # noqa: E402
                           add_phase_parsers, add_run_arguments, add_sim_argument, append_rows,
                           base_metadata, bench_env, check_then_time, count_launches,
                           deadline_after, device_summary, fmt, judge_run, load_rows, log,
                           lower, md_header, md_row, opt_has_pass, past, prepared_info,
                           problem_lines, read_json, read_peers, read_results, report_header,
                           results_done, run_all, run_peers, seed_of, write_report)
from kfusion.hfuse_tuner import blocks_per_sm  # noqa: E402
from kfusion.hfuse_tuner import register_bound as hfuse_register_bound  # noqa: E402
from kfusion.tools import (ToolError, find_ptxas, find_tool,  # noqa: E402
                           ptxas_resources, run_tool)

SYNC_PASSES = ["kfusion-plan-sync", "kfusion-insert-semaphores"]


@dataclasses.dataclass
class Variant:
    """How a variant is made from the generated program: attributes on the consumer
    launch, then kfusion-opt passes (none: the program as generated)."""
    name: str
    consumer_attrs: dict
    passes: list
    what: str
    #: Only for convolution programs (a policy of convolution pairs).
    conv_only: bool = False

    @property
    def needs_consumer(self):
        return bool(self.consumer_attrs) or bool(self.passes)

    def applies(self, prog):
        """Whether `prog` has this variant: a consumer when the variant needs one, a
        convolution for a convolution's policy."""
        if self.needs_consumer and prog.consumer is None:
            return False
        return prog.is_conv or not self.conv_only


VARIANTS = [
    Variant("stream", {}, [], "as generated: the GEMMs one after another on one stream "
            "(StreamSync)"),
    Variant("policy-tile", {"kfusion.sync_policy": '"tile"'}, SYNC_PASSES,
            "TileSync: a semaphore per producer tile"),
    Variant("tile-loop", {"kfusion.sync_policy": '"tile"',
                          "kfusion.sync_wait_at": '"in-loop"'}, SYNC_PASSES,
            "TileSync with each wait in the consumer's K loop, right before the "
            "iteration that first reads the producer tile"),
    Variant("policy-row", {"kfusion.sync_policy": '"row"'}, SYNC_PASSES,
            "RowSync: a semaphore per producer row of tiles"),
    Variant("policy-strided", {"kfusion.sync_policy": '"strided"'}, SYNC_PASSES,
            "StridedSync: strided producer tiles on one semaphore"),
    Variant("planned", {}, SYNC_PASSES, "kfusion-plan-sync's own choice"),
    Variant("policy-conv2d", {"kfusion.sync_policy": '"conv2d"',
                              "kfusion.sync_wait_at": '"in-loop"'}, SYNC_PASSES,
            "Conv2DTileSync: a semaphore per producer tile, each channel tile's halo "
            "window waited for in the consumer's channel-tile loop", conv_only=True),
]
VARIANT_NAMES = [v.name for v in VARIANTS]
#: The table's columns: the variants and `stream-best` (with --tuned, StreamSync under the
#: tiles whose StreamSync the tuner measured fastest, where they are not the program's).
TABLE_VARIANTS = VARIANT_NAMES[:1] + ["stream-best"] + VARIANT_NAMES[1:]
#: H100 SXM: SMs, registers, shared memory and threads per SM (for waves).
SM_LIMITS = {"sms": 132, "regs": 65536, "smem": 228 * 1024, "threads": 2048, "blocks": 32}


def variants_for(args, prog=None):
    """The variants asked for (--variants, else all); of them, with `prog`, those it has
    (Variant.applies)."""
    wanted = args.variants.split(",") if getattr(args, "variants", None) else None
    if wanted:
        unknown = [w for w in wanted if w not in VARIANT_NAMES]
        if unknown:
            raise SystemExit("unknown variant(s) %s (known: %s)" % (
                ", ".join(unknown), ", ".join(VARIANT_NAMES)))
    return [v for v in VARIANTS if (wanted is None or v.name in wanted) and
            (prog is None or v.applies(prog))]


def workload_names(args):
    if args.workloads:
        return args.workloads.split(",")
    # Convolutions have only the mma kernel's structure (no simt or warpgroup
    # convolution): with another flavour they are left out.
    flavour = getattr(args, "flavour", None) or ("simt" if args.sim else "mma")
    names = programs.SMALL_WORKLOADS if args.sim else programs.WORKLOADS
    return [w for w in names if flavour in CONV_FLAVOURS or not programs.is_conv(w)]


def m_values(args, name=None):
    """--m, else workload `name`'s default M values (a convolution's are batches)."""
    if args.m:
        return [int(m) for m in args.m.split(",")]
    if name is None:
        return [programs.SMALL["m"]] if args.sim else programs.M_VALUES
    return programs.m_values(name, "small" if args.sim else "gpu")


def parse_dims(text, n, what):
    try:
        dims = tuple(int(d) for d in text.lower().split("x"))
    except ValueError:
        dims = ()
    if len(dims) != n:
        raise SystemExit("--%s %r: expected %d integers joined by 'x'" % (what, text, n))
    return dims


def per_gemm(text, what, parse):
    """An option's value for every GEMM ('V') or for an MLP's first and second GEMM
    ('V1,V2'), each parsed by `parse`: V, or the pair (V1, V2)."""
    items = str(text).split(",")
    if len(items) not in (1, 2):
        raise SystemExit("--%s %r: one value, or two (an MLP's first and second GEMM) "
                         "joined by ','" % (what, text))
    values = tuple(parse(v) for v in items)
    return values[0] if len(values) == 1 else values


def parse_count(text, what):
    try:
        return int(text)
    except ValueError:
        raise SystemExit("--%s %r: expected an integer" % (what, text))


def config_overrides(args):
    """The configuration the options name: --tile, --warps, --micro, --stages, --split-k,
    --reverse-k and --unroll-k each one value for every GEMM or 'V1,V2' for an MLP's two
    GEMMs."""
    cfg = {}
    for key, opt, parse in (("tile", "tile", lambda t: parse_dims(t, 3, "tile")),
                            ("warps", "warps", lambda t: parse_dims(t, 2, "warps")),
                            ("micro", "micro", lambda t: parse_dims(t, 2, "micro")),
                            ("stages", "stages", lambda t: parse_count(t, "stages")),
                            ("split_k", "split-k", lambda t: parse_count(t, "split-k")),
                            ("reverse_k_from", "reverse-k",
                             lambda t: parse_count(t, "reverse-k")),
                            ("unroll_k", "unroll-k",
                             lambda t: t if t in ("stages", "auto") else
                             parse_count(t, "unroll-k"))):
        text = getattr(args, key, None)
        if text:
            cfg[key] = per_gemm(text, opt, parse)
    return cfg


def make_program(args, name, m):
    """Workload `name` at M with the options' configuration; with --tuned, the program's
    tiles (unless --tile or --stages name them) and each GEMM's split-K (unless --split-k
    names it) from the tuner's file."""
    size = "small" if args.sim else "gpu"
    flavour = args.flavour or ("simt" if args.sim else "mma")
    cfg = config_overrides(args)
    tuned = load_tuned(getattr(args, "tuned", None))
    chosen = load_tuned(getattr(args, "tuned", None), "programs").get(
        program_key(name, m, flavour))
    if not chosen or "tile" in cfg or "stages" in cfg:
        chosen = {}
    return configured_program(name, m, size, flavour, cfg, chosen, tuned)


def configured_program(name, m, size, flavour, cfg, config, tuned):
    """Workload `name` at M under `cfg` (the options) and `config` (a tuned.json program
    entry or stream_config: its "tile" / "stages" and the chain phase's "split_k" per
    GEMM), the other GEMMs' split-K from `tuned` (the GEMM phase) unless --split-k names
    it."""
    if config.get("tile"):
        cand = tuned_config(config)
        cfg["tile"], cfg["stages"] = cand[:2]
        if len(cand) > 2 and "unroll_k" not in cfg:
            cfg["unroll_k"] = cand[2]
    prog = programs.make(name, m, size=size, flavour=flavour, **cfg)
    if "split_k" in cfg or prog.is_conv:
        return prog
    splits = config.get("split_k") or [
        tuned.get(tune_key(g), {}).get("split_k", g.split_k) for g in prog.gemms]
    if list(splits) != [g.split_k for g in prog.gemms]:
        cfg["split_k"] = splits[0] if len(splits) == 1 else tuple(splits)
        prog = programs.make(name, m, size=size, flavour=flavour, **cfg)
    return prog


def stream_best_program(args, name, m):
    """With --tuned (and no --tile / --stages), the program under the configuration whose
    StreamSync the tuner measured fastest when it is not the program's tuned one
    (tune_chains' "stream_choice": tiles and split-K per GEMM); else None."""
    if not getattr(args, "tuned", None) or getattr(args, "tile", None) or \
            getattr(args, "stages", None):
        return None
    size = "small" if args.sim else "gpu"
    flavour = args.flavour or ("simt" if args.sim else "mma")
    entry = load_tuned(args.tuned, "programs").get(program_key(name, m, flavour)) or {}
    if not entry.get("stream_choice") or entry["stream_choice"] == entry.get("choice"):
        return None
    return configured_program(name, m, size, flavour, config_overrides(args),
                              entry.get("stream_config") or {}, load_tuned(args.tuned))


# ---------------------------------------------------------------------------------------
# tune: split-K per GEMM, measured
# ---------------------------------------------------------------------------------------

#: The K slices the tuner tries per GEMM (each that the GEMM's k-tiles and stages admit).
TUNE_SPLITS = (1, 2, 3, 4)


def tune_key(g):
    """A GEMM kernel's key in the tuner's file: its shape, epilogue and tiling (not its
    split): 'MxNxK epilogue tile TMxTNxTK warps WMxWN stages S flavour', and ' unroll U'
    with an unrolled main loop (Gemm.unroll_k)."""
    return "%dx%dx%d %s tile %s warps %s stages %d %s%s" % (
        g.m, g.n, g.k, g.epilogue, "x".join(map(str, g.tile)), "x".join(map(str, g.warps)),
        g.stages, g.flavour, " unroll %d" % g.unroll_k if g.unroll_k > 1 else "")


def program_key(name, m, flavour):
    """A program's key in the tuner's file ("programs": its tiles): 'name M=m flavour'."""
    return "%s M=%d %s" % (name, m, flavour)


_TUNED = {}


def load_tuned(path, part="gemms"):
    """A part of a tuner's file (tuned.json): "gemms" ({tune_key: {"split_k": S, ...}}) or
    "programs" ({program_key: {"tile": [TM, TN, TK], "stages": S, ...}}: with --tiles;
    files without it: {}); {} without a file."""
    if not path:
        return {}
    if path not in _TUNED:
        try:
            _TUNED[path] = json.loads(Path(path).read_text())
            _TUNED[path]["gemms"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise SystemExit("--tuned %s: not a tuner's file (%s)" % (path, exc))
    return _TUNED[path].get(part) or {}


def tile_candidates(args):
    """The tile configurations the tuner tries: None (the program's own tiles, per GEMM:
    programs.default_config or the options'), then those of --tiles: 'TMxTNxTK:S' tiles
    every GEMM of a program as --tile TMxTNxTK --stages S would, 'TMxTNxTK:S/TMxTNxTK:S'
    an MLP's first and second GEMM (--tile A,B --stages S1,S2); 'TMxTNxTK:S:U' also
    names that GEMM's unroll count U (--unroll-k U, Gemm.unroll_k; without it, the
    options' or the default, "auto"). A candidate is (tile, stages) or ((tile1, tile2),
    (stages1, stages2)), with a third element, the unroll count ("auto" where not
    named; or the pair of them), where some GEMM of it names one."""
    text = getattr(args, "tiles", None)
    out = [None]
    if not text:
        return out
    for item in text.split(","):
        parts = []
        for one in item.split("/"):
            fields = one.split(":")
            try:
                if len(fields) not in (2, 3):
                    raise ValueError(one)
                unroll = int(fields[2]) if len(fields) == 3 else "auto"
                if unroll != "auto" and unroll < 1:
                    raise ValueError(one)
                parts.append((parse_dims(fields[0], 3, "tiles"), int(fields[1]), unroll))
            except ValueError:
                raise SystemExit("--tiles %r: each candidate is TMxTNxTK:STAGES[:UNROLL], or "
                                 "TMxTNxTK:STAGES[:UNROLL]/TMxTNxTK:STAGES[:UNROLL] for an "
                                 "MLP's two GEMMs" % text)
        if len(parts) > 2:
            raise SystemExit("--tiles %r: at most two GEMMs per candidate" % text)
        cand = parts[0] if len(parts) == 1 else tuple(zip(*parts))
        out.append(cand if set(_unrolls(cand)) != {"auto"} else cand[:2])
    return out


def _unrolls(cand):
    """The unroll counts of a candidate ("auto": not named), one or an MLP's two."""
    unroll = cand[2] if len(cand) > 2 else "auto"
    return list(unroll) if isinstance(unroll, (tuple, list)) else [unroll]


def _per_gemm(cand):
    """[(tile, stages, unroll)] of a candidate: one for every GEMM, or an MLP's two."""
    tile, stages = cand[:2]
    if isinstance(stages, int):
        return [(tile, stages, _unrolls(cand)[0])]
    unroll = cand[2] if len(cand) > 2 else ("auto",) * len(stages)
    return list(zip(tile, stages, unroll))


def with_tile(args, cand):
    """args with candidate `cand` (tile_candidates) as --tile / --stages (and --unroll-k
    where the candidate names an unroll count: 'auto' for a GEMM it does not name)."""
    if cand is None:
        return args
    sub = argparse.Namespace(**vars(args))
    parts = _per_gemm(cand)
    sub.tile = ",".join("x".join(map(str, t)) for t, _, _ in parts)
    sub.stages = ",".join(str(st) for _, st, _ in parts)
    if any(u != "auto" for _, _, u in parts):
        sub.unroll_k = ",".join(str(u) for _, _, u in parts)
    return sub


def tile_label(cand):
    return "own" if cand is None else "/".join(
        "%s:%d%s" % ("x".join(map(str, t)), st, "" if u == "auto" else ":%d" % u)
        for t, st, u in _per_gemm(cand))


def tune_candidates(args, layouts=None):
    """{tune_key: (true M, [(split, one-GEMM Program or the reason it is invalid)])}: each
    distinct GEMM of the asked programs (the convolutions have none to split), under each
    tile candidate (--tiles), as a one-GEMM program per split of TUNE_SPLITS, tiled as in
    its program. layouts, when given, gets {(name, m): {tile label: [tune_key of each
    GEMM] or the reason the program is invalid}}."""
    out = {}
    for cand in tile_candidates(args):
        for name, m, prog in program_list(with_tile(args, cand)):
            if layouts is not None:
                layouts.setdefault((name, m), {})[tile_label(cand)] = \
                    prog if isinstance(prog, str) else \
                    (None if prog.is_conv else [tune_key(g) for g in prog.gemms])
            if isinstance(prog, str) or prog.is_conv:
                continue
            _gemm_candidates(out, name, m, prog)
    return out


def _gemm_candidates(out, name, m, prog):
    """Adds each GEMM of `prog` not in `out` yet with its split candidates."""
    for i, g in enumerate(prog.gemms):
        key = tune_key(g)
        if key in out:
            continue
        label = "tune%d" % len(out)
        cands = []
        for split in TUNE_SPLITS:
            try:
                p = programs.gemm_program(
                    label, prog.m, g.k, g.n, g.flavour, epilogue=g.epilogue,
                    size=prog.size, tile=g.tile, warps=g.warps, stages=g.stages,
                    split_k=split, unroll_k=g.unroll_k)
                p.text()
                p.params["tunes"] = "%s M=%d GEMM %d" % (name, m, i + 1)
                cands.append((split, p))
            except GemmConfigError as exc:
                cands.append((split, str(exc)))
        out[key] = (prog.m, cands)


def cmd_tune(args):
    """Measure every split of TUNE_SPLITS for each distinct GEMM of the asked programs
    (StreamSync, checked, then timed; each split's programs prepared into OUT/s<S>/);
    write OUT/tuned.json ({"gemms": {tune_key: {"split_k": the fastest checked, "ms":
    {split: median}, ...}}}, for `--tuned`) and OUT/tune.md."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    args.variants = "stream"
    args.sms = device_sms(args)
    layouts = {}
    cands = tune_candidates(args, layouts)
    cache = InputCache(out / "work", args.seed)
    t0 = time.time()
    by_split = {}
    for key, (m, cs) in cands.items():
        for split, p in cs:
            if not isinstance(p, str):
                by_split.setdefault(split, []).append(p)
    for split, progs in sorted(by_split.items()):
        prepare_programs(args, progs, out / ("s%d" % split) / "prepared")
    log("tune: %d GEMMs, %d programs prepared in %.1f s" % (
        len(cands), sum(map(len, by_split.values())), time.time() - t0))
    deadline = deadline_after(args.budget)
    tuned, rows = {}, []
    for key, (m, cs) in cands.items():
        entry = {"m": m, "ms": {}, "status": {}, "tunes": None}
        for split, p in cs:
            if isinstance(p, str):
                entry["status"][split] = "invalid: " + p
                continue
            entry["tunes"] = p.params["tunes"]
            if past(deadline):
                entry["status"][split] = "not run: time budget spent"
                continue
            sub = argparse.Namespace(**vars(args))
            sub.out = str(out / ("s%d" % split))
            sub.prepared = str(out / ("s%d" % split) / "prepared")
            for r in run_program(sub, p, cache):
                r["tune_key"], r["split_k"] = key, split
                rows.append(r)
                entry["status"][split] = r["status"]
                if r.get("median_ms"):
                    entry["ms"][split] = r["median_ms"]
        timed = {s: ms for s, ms in entry["ms"].items() if entry["status"][s] == "equal"}
        if timed or args.sim:
            checked = [s for s, st in entry["status"].items() if st == "equal"]
            entry["split_k"] = min(timed, key=timed.get) if timed else min(checked or [1])
        tuned[key] = entry
    with (out / "tune.jsonl").open("w") as f:
        for r in rows:
            f.write(json.dumps(r, default=str) + "\n")
    meta = metadata(args)
    chosen = choose_tiles(args, layouts, tuned)
    if tile_candidates(args) != [None]:
        chain_rows = tune_chains(args, out, cache, layouts, tuned, chosen, deadline)
        with (out / "tune.jsonl").open("a") as f:
            for r in chain_rows:
                f.write(json.dumps(r, default=str) + "\n")
    (out / "tuned.json").write_text(json.dumps({"meta": meta, "splits": list(TUNE_SPLITS),
                                                "gemms": tuned, "programs": chosen},
                                               indent=1, default=str))
    table = render_tune_table(tuned, meta) + render_tile_table(chosen) + \
        render_chain_table(chosen)
    (out / "tune.md").write_text(table)
    print(table)
    return 0 if all(e.get("split_k") for e in tuned.values()) else 1


def choose_tiles(args, layouts, tuned):
    """{program_key: {"tile", "stages", "ms": {tile label: the sum of its GEMMs' fastest
    checked splits, or the reason there is none}}} for the programs of --tiles: the tile
    candidate whose GEMMs, each at its fastest split, take the least time together (the
    GEMMs of a chain run one after the other under StreamSync). {} without --tiles."""
    cands = tile_candidates(args)
    if cands == [None]:
        return {}
    flavour = args.flavour or ("simt" if args.sim else "mma")
    chosen = {}
    for (name, m), by_label in layouts.items():
        totals = {}
        for cand in cands:
            keys = by_label.get(tile_label(cand))
            if keys is None:
                continue
            if isinstance(keys, str):
                totals[tile_label(cand)] = keys.split(":")[0]
                continue
            best, checked = [], True
            for key in keys:
                e = tuned.get(key, {})
                ms = [v for s, v in e.get("ms", {}).items()
                      if e.get("status", {}).get(s) == "equal"]
                best.append(min(ms) if ms else None)
                checked &= "equal" in e.get("status", {}).values()
            totals[tile_label(cand)] = sum(best) if None not in best else \
                ("checked, not timed" if checked else "no split checked")
        timed = {k: v for k, v in totals.items() if not isinstance(v, str)}
        if not timed and args.sim:
            # Nothing is timed on the interpreter: the first candidate all of whose
            # GEMMs checked (so that --tuned can be exercised there).
            timed = {k: i for i, (k, v) in enumerate(totals.items())
                     if v == "checked, not timed"}
        entry = {"ms": totals}
        if timed:
            label = min(timed, key=timed.get)
            cand = next(c for c in cands if tile_label(c) == label)
            entry["choice"] = label
            if cand is not None:
                entry.update(tile_entry(cand))
        chosen[program_key(name, m, flavour)] = entry
    return chosen


def tile_entry(cand):
    """tuned.json's form of a tile candidate: {"tile": [TM, TN, TK], "stages": S}, or per
    GEMM {"tile": [[...], [...]], "stages": [S1, S2]}."""
    parts = _per_gemm(cand)
    if len(parts) == 1:
        out = {"tile": list(parts[0][0]), "stages": parts[0][1]}
        if parts[0][2] != "auto":
            out["unroll_k"] = parts[0][2]
        return out
    out = {"tile": [list(t) for t, _, _ in parts], "stages": [st for _, st, _ in parts]}
    if any(u != "auto" for _, _, u in parts):
        out["unroll_k"] = [u for _, _, u in parts]
    return out


def tuned_config(entry):
    """The candidate (tile_candidates' form: --tile / --stages, and the unroll counts
    where it names some) of a tuned.json program entry (tile_entry)."""
    tile, stages, unroll = entry["tile"], entry["stages"], entry.get("unroll_k")
    if isinstance(stages, list):
        cand = tuple(tuple(t) for t in tile), tuple(stages)
        return cand + (tuple(unroll),) if unroll else cand
    return (tuple(tile), stages) + ((unroll,) if unroll else ())


def chain_programs(layouts):
    """The (name, m) of `layouts` whose programs chain GEMMs (an MLP: a pair to
    synchronize) under some tile candidate."""
    return [key for key, by_label in layouts.items()
            if any(isinstance(v, list) and len(v) > 1 for v in by_label.values())]


def chain_trials(prog_of, cands, tuned):
    """The configurations the chain phase times: each tile candidate with every GEMM at
    its fastest split (the GEMM phase's) and, where that splits some GEMM, unsplit as
    well: a split that is fastest alone can fill the wave a synchronized consumer's
    first tiles would share. `prog_of(cand, splits)` builds the program (splits None:
    the candidate's own). Returns [(label, cand, splits, program or error text)]."""
    trials = []
    for cand in cands:
        label = tile_label(cand)
        try:
            prog = prog_of(cand, None)
        except (GemmConfigError, KeyError, ValueError) as exc:
            trials.append((label, cand, None, "invalid: %s" % str(exc)[:60]))
            continue
        fastest = [tuned.get(tune_key(g), {}).get("split_k", g.split_k) for g in prog.gemms]
        for splits in [fastest] + ([[1] * len(fastest)] if set(fastest) != {1} else []):
            name = "%s split %s" % (label, "/".join(map(str, splits)))
            try:
                trials.append((name, cand, splits, prog_of(cand, splits)))
            except (GemmConfigError, KeyError, ValueError) as exc:
                trials.append((name, cand, splits, "invalid: %s" % str(exc)[:60]))
    return trials


def tune_chains(args, out, cache, layouts, tuned, chosen, deadline):
    """The chained programs (MLPs) under each tile candidate as whole programs, each GEMM at
    its fastest split and unsplit (chain_trials): `stream` and `planned` checked and timed.
    The program's choice becomes the configuration whose `planned` is fastest (what
    kfusion-plan-sync makes of it, StreamSync where it synchronizes nothing), and
    "stream_choice" the one whose StreamSync is fastest (the workloads then also time that
    one as `stream-best`). Updates `chosen` ({program_key: entry}); returns the rows."""
    cands = tile_candidates(args)
    flavour = args.flavour or ("simt" if args.sim else "mma")
    size = "small" if args.sim else "gpu"
    rows = []
    for name, m in chain_programs(layouts):
        key = program_key(name, m, flavour)
        entry = chosen.setdefault(key, {"ms": {}})
        entry["planned_ms"], entry["stream_ms"], entry["plans"] = {}, {}, {}

        def prog_of(cand, splits):
            sub = with_tile(args, cand)
            if splits is not None:
                sub.split_k = ",".join(map(str, splits))
            prog = programs.make(name, m, size=size, flavour=flavour,
                                 **config_overrides(sub))
            prog.text()
            return prog
        trials = chain_trials(prog_of, cands, tuned)
        for i, (label, cand, splits, prog) in enumerate(trials):
            if isinstance(prog, str):
                entry["planned_ms"][label] = prog
                continue
            if past(deadline):
                entry["planned_ms"][label] = "not run: time budget spent"
                continue
            sub = with_tile(args, cand)
            sub.split_k = ",".join(map(str, splits))
            sub.variants = "stream,planned"
            sub.out = str(out / "chains" / ("c%d" % i))
            sub.prepared = str(out / "chains" / ("c%d" % i) / "prepared")
            prepare_programs(sub, [prog], sub.prepared)
            for r in run_program(sub, prog, cache):
                r["tile_candidate"] = label
                rows.append(r)
                ms = r.get("median_ms") if r["status"] == "equal" else None
                what = ms if ms or not args.sim else (
                    "checked, not timed" if r["status"] == "equal" else r["status"][:40])
                if r["variant"] == "planned":
                    entry["planned_ms"][label] = what if what is not None else r["status"]
                    entry["plans"][label] = (r.get("plan") or "").split(":")[0]
                elif r["variant"] == "stream":
                    entry["stream_ms"][label] = what if what is not None else r["status"]
        pick_chain_tiles(entry, {label: (cand, splits) for label, cand, splits, _ in trials},
                         sim=args.sim)
    return rows


def pick_chain_tiles(entry, trials, sim=False):
    """Sets entry's "choice" (and its tile / stages / split_k) to the trial ({label:
    (candidate, splits)}) with the fastest `planned`, and "stream_choice" (and
    "stream_config") to the one with the fastest `stream` (on the interpreter, where
    nothing is timed: the first whose runs checked)."""
    def fastest(times):
        timed = {k: v for k, v in times.items() if isinstance(v, float)}
        if not timed and sim:
            return next((k for k, v in times.items() if v == "checked, not timed"), None)
        return min(timed, key=timed.get) if timed else None

    def config(label):
        cand, splits = trials[label]
        out = tile_entry(cand) if cand is not None else {}
        if splits is not None:
            out["split_k"] = list(splits)
        return out
    planned, stream = fastest(entry["planned_ms"]), fastest(entry["stream_ms"])
    for k in ("tile", "stages", "unroll_k", "split_k"):
        entry.pop(k, None)
    if planned:
        entry["choice"] = planned
        entry.update(config(planned))
    if stream:
        entry["stream_choice"] = stream
        entry["stream_config"] = config(stream)


def render_tile_table(chosen):
    """The tile choice per program (with --tiles), or nothing."""
    if not chosen:
        return ""
    labels = []
    for e in chosen.values():
        labels += [k for k in e["ms"] if k not in labels]
    lines = ["", "| program | %s | chosen |" % " | ".join("%s ms" % k for k in labels),
             "|---|%s---|" % ("---|" * len(labels))]
    for key, e in chosen.items():
        cells = [("%.4f" % e["ms"][k]) if isinstance(e["ms"].get(k), float)
                 else (e["ms"].get(k) or "-")[:24] for k in labels]
        pick = e.get("choice") or "-"
        lines.append("| %s | %s | %s |" % (key, " | ".join(cells), pick))
    lines += ["", "Tiles (`--tiles`): `own` = the program's own tiles (per GEMM), each other "
              "candidate tiles every GEMM of the program (as `--tile` / `--stages`; `A/B`: an MLP's "
              "first and second GEMM; `TMxTNxTK:S:U`: that GEMM's main loop unrolled U times, "
              "`:1` rolled, without it the default); its time "
              "is the sum of its GEMMs' fastest checked splits above; `chosen` = the least, "
              "written to tuned.json (\"programs\") for `--tuned`, unless the chain phase "
              "below chose for the program (then its label, with the splits)."]
    return "\n".join(lines) + "\n"


def render_chain_table(chosen):
    """The chained programs under each tile candidate (tune_chains), or nothing."""
    chains = {k: e for k, e in chosen.items() if e.get("planned_ms")}
    if not chains:
        return ""
    lines = ["", "| program | tiles | stream ms | planned ms | plan | chosen |",
             "|---|---|---|---|---|---|"]
    for key, e in chains.items():
        for label, planned in e["planned_ms"].items():
            stream = e["stream_ms"].get(label)
            mark = [w for w, c in (("planned", e.get("choice")),
                                   ("stream", e.get("stream_choice"))) if c == label]
            lines.append("| %s | %s | %s | %s | %s | %s |" % (
                key, label, "%.4f" % stream if isinstance(stream, float) else (stream or "-"),
                "%.4f" % planned if isinstance(planned, float) else planned,
                e.get("plans", {}).get(label) or "-", ", ".join(mark) or "-"))
    lines += ["", "Chains (MLPs) under each tile candidate, each GEMM at its fastest split "
              "and, where that splits a GEMM, unsplit (`split A/B`): "
              "`stream` (StreamSync) and `planned` (kfusion-plan-sync's choice), checked "
              "then timed; `chosen planned` = the program's tiles for `--tuned`, `chosen "
              "stream` = the fastest StreamSync, which the workloads time as `stream-best`."]
    return "\n".join(lines) + "\n"


def render_tune_table(tuned, meta):
    """tune.md: a row per GEMM: the median of each split, the choice, its gain."""
    lines = ["Device: %s" % meta.get("device", "-"),
             "Date: %s; commit %s" % (meta.get("date", "-"), meta.get("commit", "-")), "",
             "| GEMM (padded M x N x K, epilogue, tiling) | in | %s | chosen | vs split 1 |" %
             " | ".join("split %d ms" % s for s in TUNE_SPLITS),
             "|---|---|%s---|---|" % ("---|" * len(TUNE_SPLITS))]
    for key, e in tuned.items():
        ms = {int(s): v for s, v in e["ms"].items()}
        st = {int(s): v for s, v in e["status"].items()}
        cells = []
        for s in TUNE_SPLITS:
            if s in ms and st.get(s) == "equal":
                cells.append("%.4f" % ms[s])
            else:
                cells.append((st.get(s) or "-").split(":")[0][:24])
        best = e.get("split_k")
        gain = "%.2fx" % (ms[1] / ms[best]) if best in ms and 1 in ms else "-"
        lines.append("| %s | %s | %s | %s | %s |" % (key, e.get("tunes") or "-",
                                                      " | ".join(cells), best or "-", gain))
    lines += ["", "Each split of each GEMM: the one-GEMM program (StreamSync), checked against "
              "the float64 reference, then timed (median ms of the repetitions, CUDA events, "
              "each behind the cache flush); `chosen` = the fastest checked split, written to "
              "tuned.json for `run.py ... --tuned tuned.json`."]
    return "\n".join(lines) + "\n"


def program_list(args):
    """[(name, m, Program or the GemmConfigError/KeyError text)] in run order."""
    out = []
    for name in workload_names(args):
        for m in m_values(args, name):
            try:
                prog = make_program(args, name, m)
                # The kernels' text: what the generator refuses only while writing a
                # kernel (e.g. a guarded cp.async) is refused here, with the others'.
                prog.text()
                out.append((name, m, prog))
            except (GemmConfigError, KeyError, ValueError) as exc:
                out.append((name, m, "invalid configuration: %s" % exc))
    return out


# ---------------------------------------------------------------------------------------
# prepare: variant programs, lowered
# ---------------------------------------------------------------------------------------

def sync_command(src, dst, variant, pass_options=None):
    """kfusion-opt SRC --<pass>[=<options>]... -o DST; pass_options: {pass: options}."""
    cmd = ["kfusion-opt", str(src)]
    for p in variant.passes:
        opts = (pass_options or {}).get(p)
        cmd.append("--" + p + ("=" + opts if opts else ""))
    return cmd + ["-o", str(dst)]


def pass_options(args):
    return {"kfusion-plan-sync": getattr(args, "plan_options", ""),
            "kfusion-insert-semaphores": getattr(args, "insert_options", "")}


def prepare(args, prog, variant, work):
    """Make `variant` of `prog` in `work`: <variant>.step.mlir (as generated, attributes
    added), <variant>.sync.mlir (after the variant's passes), <variant>.main.mlir (with
    @main), <variant>.lowered.mlir (kfusion-to-cubin; not with --sim). Returns {variant,
    program, step, kernels, remarks} or {variant, status, problems}."""
    p = {"variant": variant.name}
    for suffix in ("status.json", "info.json", "sync.mlir", "main.mlir", "lowered.mlir",
                   "remarks.txt"):
        stale = work / ("%s.%s" % (variant.name, suffix))
        if stale.exists():
            stale.unlink()
    status = work / ("%s.status.json" % variant.name)
    p = _prepare(args, prog, variant, work, p)
    if "status" in p:
        status.write_text(json.dumps({k: p[k] for k in ("status", "problems") if k in p}))
    else:
        (work / ("%s.info.json" % variant.name)).write_text(json.dumps(
            {k: p[k] for k in ("kernels", "remarks", "plan", "spills") if k in p}))
    return p


def _prepare(args, prog, variant, work, p):
    if variant.needs_consumer and prog.consumer is None:
        return dict(p, status="n/a (one launch: nothing to synchronize)")
    src = work / ("%s.step.mlir" % variant.name)
    src.write_text(prog.text(variant.consumer_attrs))
    step = src
    if variant.passes:
        missing = [x for x in variant.passes if not opt_has_pass(x)]
        if missing:
            return dict(p, status="skipped: kfusion-opt has no --%s (cuSync passes not built "
                        "yet)" % ", --".join(missing))
        step = work / ("%s.sync.mlir" % variant.name)
        try:
            proc = run_tool(sync_command(src, step, variant, pass_options(args)),
                            timeout=args.timeout)
            (work / ("%s.remarks.txt" % variant.name)).write_text(proc.stderr)
            p["remarks"] = [l.strip() for l in proc.stderr.splitlines() if "remark:" in l]
        except ToolError as exc:
            (work / ("%s.remarks.txt" % variant.name)).write_text(exc.stderr)
            lines = exc.stderr.strip().splitlines()
            errors = [l.strip() for l in lines if "error:" in l]
            remarks = [l.strip() for l in lines if "remark:" in l]
            return dict(p, status="skipped: %s failed" % " ".join(
                "--" + x for x in variant.passes),
                problems=(errors[:4] + remarks[-2:]) or lines[-3:])
        plan = sync_plan(p["remarks"])
        if plan is not None:
            p["plan"] = plan
        # The kernels the passes made (clones with semaphore code, the wait-kernel),
        # assembled: a kernel bound to its registers may spill there.
        spills = variant_spills(ptxas_report(args, step.read_text(), work, variant.name))
        if spills:
            p["spills"] = spills
        if variant.consumer_attrs:
            # The pair the hand-written policy is on (with split-K GEMMs the chain has
            # other pairs, the planner's to synchronize or not).
            mine = sync_plan(p["remarks"], prog.launches[prog.consumer].gemm.name)
            if mine is not None and mine.startswith("StreamSync"):
                # A hand-written policy the planner refused: the program is StreamSync's;
                # timing it under the policy's name would mislead.
                return dict(p, status="skipped: refused by kfusion-plan-sync",
                            problems=[mine])
    text = step.read_text()
    p["kernels"] = count_launches(text)
    p["step"] = step
    main = harness.with_device_main(text, prog.inputs, prog.outputs, args.warmup, args.repeat)
    p["program"] = work / ("%s.main.mlir" % variant.name)
    p["program"].write_text(main)
    if not args.sim:
        try:
            p["program"] = lower(p["program"], work / ("%s.lowered.mlir" % variant.name), args)
        except ToolError as exc:
            return dict(p, status="lowering failed", problems=[str(exc)[-2000:]])
    return p


def sync_plan(remarks, consumer=None):
    """What kfusion-plan-sync's remarks say: with `consumer` (a kernel name), of the pair
    whose consumer it is; else of all pairs. The policy chosen ('row', 'tile', ...;
    several pairs' joined by '+'), else 'StreamSync: <why>' (nothing synchronized: the
    last pair's reason), or None (no remark of the pass on the pair(s))."""
    policies, refusals = [], []
    for r in remarks:
        if "kfusion-plan-sync:" not in r:
            continue
        pair = re.search(r"-> @[\w.$-]+::@([\w.$-]+):", r)
        if consumer is not None and (pair is None or pair.group(1) != consumer):
            continue
        m = re.search(r"kfusion-plan-sync: .*not synchronized: (.*)", r)
        if m:
            refusals.append("StreamSync: " + m.group(1)[:300])
            continue
        m = re.search(r"kfusion-plan-sync: pair \d+: .*?\bpolicy (\w+)", r)
        if m:
            policies.append(m.group(1))
    if policies:
        return "+".join(policies)
    return refusals[-1] if refusals else None


def kernel_resources(args, prog, work):
    """{kernel: ptxas -v resources} of the program's kernels (PTX from kfusion-to-cubin
    format=ptx, assembled by ptxas -v), or {} when ptxas or the lowering is missing."""
    # A file of its own: prepare() writes and reads stream.step.mlir in another thread.
    return ptxas_report(args, prog.text(), work, "resources")


def ptxas_report(args, text, work, tag):
    """ptxas -v resources {kernel: {registers, spills, ...}} of the kernels of module
    `text` (lowered to PTX in work/<tag>.res.mlir, work/ptx-<tag>/), or {} with --sim,
    without ptxas, or when the lowering fails."""
    if args.sim:
        return {}
    try:
        find_ptxas()
    except ToolError:
        return {}
    src = work / ("%s.res.mlir" % tag)
    src.write_text(text)
    dump = work / ("ptx-%s" % tag)
    dump.mkdir(exist_ok=True)
    try:
        run_tool(["kfusion-opt", str(src), "--kfusion-to-cubin=format=ptx chip=%s" % args.chip,
                  "--kfusion-dump-binaries=output-dir=%s" % dump, "-o", os.devnull],
                 timeout=args.timeout)
        ptx = sorted(dump.glob("*.ptx"))
        return ptxas_resources(ptx[0], chip=args.chip) if ptx else {}
    except (ToolError, IndexError):
        return {}
    finally:
        src.unlink(missing_ok=True)


def variant_spills(resources):
    """{kernel: spilled bytes (stores + loads)} of the kernels in `resources` that spill."""
    return {k: r.get("spill_store_bytes", 0) + r.get("spill_load_bytes", 0)
            for k, r in sorted(resources.items()) if r.get("spills")}


def _block_smem(g, res):
    """Shared memory of a block of GEMM g: dynamic and static (the generator's) and what
    ptxas reports static."""
    return g.smem_bytes + g.static_smem_bytes + res.get("shared_bytes", 0)


def occupancy(g, res, limits=SM_LIMITS):
    """Blocks of GEMM g resident per SM (kfusion.hfuse_tuner.blocks_per_sm: registers,
    shared memory, threads), or None without ptxas's register count."""
    if not res or not res.get("registers"):
        return None
    return blocks_per_sm(g.threads, res["registers"], _block_smem(g, res),
                         regs_per_sm=limits["regs"], max_threads_per_sm=limits["threads"],
                         max_blocks_per_sm=limits["blocks"], smem_per_sm=limits["smem"])


def register_bound(g, res, limits=SM_LIMITS):
    """The registers per thread kernel g may be given (nvvm.maxnreg) and still have the
    blocks per SM ptxas's count gives it (occupancy of `res`): HFuse's register bound
    (kfusion.hfuse_tuner.register_bound, the most at that residency, in allocation steps
    of 8), and never below the count, so the kernel as generated needs no spill to meet
    it; the room above the count, where the residency leaves some, goes to the semaphore
    code kfusion-insert-semaphores adds (a kernel at its bound may spill a little there
    rather than lose a block per SM). None without a count or when no block resides."""
    blocks = occupancy(g, res, limits)
    if not blocks:
        return None
    bound = hfuse_register_bound(
        regs_per_sm=limits["regs"], max_threads_per_sm=limits["threads"],
        max_blocks_per_sm=limits["blocks"], smem_per_sm=limits["smem"],
        threads_per_block=g.threads, smem_per_block=_block_smem(g, res),
        original_blocks=[blocks])
    return max(res["registers"], bound)


def pin_registers(args, prog, work):
    """Measure prog's kernels unbound (kernel_resources), then bound each one to the
    registers that keep its residency (register_bound) in prog.register_bounds, so that
    the kernels kfusion-insert-semaphores makes of them keep it too, and kfusion-plan-
    sync models the blocks per SM they really have rather than its safe assumption (255
    registers). Returns the resources, each kernel's with "register_bound"."""
    measured = kernel_resources(args, dataclasses.replace(prog, register_bounds={}), work)
    bounds = {}
    if getattr(args, "register_bounds", "measured") == "measured":
        for g in [k for gm in prog.gemms for k in gm.kernels()]:
            bound = register_bound(g, measured.get(g.name))
            if bound is not None:
                bounds[g.name] = bound
                measured[g.name]["register_bound"] = bound
    prog.register_bounds = bounds
    return measured


def kernel_info(prog, resources, sms):
    """Per launch (a split-K GEMM's two kernels each): grid, threads, shared memory,
    registers, blocks per SM, waves."""
    out = []
    for g in [k for gm in prog.gemms for k in gm.kernels()]:
        res = resources.get(g.name) or {}
        per_sm = occupancy(g, res)
        waves = math.ceil(g.blocks / (sms * per_sm)) if per_sm else None
        out.append({"kernel": g.name, "describe": g.describe(),
                    "config": g.describe(shape=False),
                    "grid": list(g.grid[:3] if g.grid[2] > 1 else g.grid[:2]),
                    "blocks": g.blocks, "threads": g.threads,
                    "smem": g.smem_bytes + g.static_smem_bytes,
                    "registers": res.get("registers"), "spills": res.get("spills"),
                    "register_bound": res.get("register_bound"),
                    "blocks_per_sm": per_sm, "waves": waves,
                    "wave_fill": g.blocks / (sms * per_sm) if per_sm else None})
    return out


def prepare_programs(args, progs, root):
    """Make every variant of every program into root/<workload>-m<M>/ (program.mlir, the
    variants' files, resources.json): first each program's kernels measured and bound
    (pin_registers), then all (program, variant) pairs, in one thread pool of --jobs
    workers. Returns {program key: {variant: prepare()'s dict}}."""
    made = {prog.key: {} for prog in progs}
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        dirs = {}
        for prog in progs:
            dirs[prog.key] = Path(root) / prog.key
            dirs[prog.key].mkdir(parents=True, exist_ok=True)
        resources = {prog.key: pool.submit(pin_registers, args, prog, dirs[prog.key])
                     for prog in progs}
        futures = []
        for prog in progs:
            d = dirs[prog.key]
            (d / "resources.json").write_text(
                json.dumps(resources[prog.key].result(), indent=1))
            (d / "program.mlir").write_text(prog.text())
            futures += [(prog, v, pool.submit(prepare, args, prog, v, d))
                        for v in variants_for(args, prog)]
        for prog, v, fut in futures:
            made[prog.key][v.name] = fut.result()
    return made


def cmd_prepare(args):
    """Make and lower every program's variants into OUT/<workload>-m<M>/ for
    `workloads --prepared OUT` on a machine whose tools lack a pass (an older bundle).
    Only what that reads is kept (about 0.1 MB per lowered program) unless --keep-work."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    status = 0
    listed = program_list(args)
    for name, m, prog in listed:
        if isinstance(prog, str):
            log("prepare %-12s M=%-5d %s" % (name, m, prog))
            status = 1
    progs = [prog for _, _, prog in listed if not isinstance(prog, str)]
    made = prepare_programs(args, progs, out)
    for prog in progs:
        for v, p in made[prog.key].items():
            log("prepare %-12s M=%-5d %-15s %s" % (prog.name, prog.m, v, p.get("status") or
                                                    "%s launches" % p["kernels"]))
        if not args.keep_work:
            compact_prepared(out / prog.key, args.sim)
    meta = metadata(args)
    meta["opt"] = find_tool("kfusion-opt")
    (out / "prepare.json").write_text(json.dumps(meta, indent=1))
    return status


def load_prepared(args, prog, variant, d):
    """What prepare() made for `variant` in directory `d` (its status when it made no
    program), checked to be of the same program."""
    p = {"variant": variant.name}
    status = d / ("%s.status.json" % variant.name)
    if status.exists():
        return dict(p, **json.loads(status.read_text()))
    src, digest = d / "program.mlir", d / "program.sha256"
    if src.exists():
        same = src.read_text() == prog.text()
    elif digest.exists():
        same = digest.read_text().strip() == text_digest(prog.text())
    else:
        return dict(p, status="not prepared: no %s" % src)
    if not same:
        return dict(p, status="not prepared: %s holds another program (another size or "
                    "configuration?)" % d)
    program = d / ("%s.%s.mlir" % (variant.name, "main" if args.sim else "lowered"))
    info = d / ("%s.info.json" % variant.name)
    if not program.exists() or not info.exists():
        return dict(p, status="not prepared: no %s" % (program.name if not program.exists()
                                                         else info.name))
    p.update(json.loads(info.read_text()))
    p["program"] = program
    return p


def text_digest(text):
    import hashlib
    return hashlib.sha256(text.encode()).hexdigest()


def compact_prepared(d, sim):
    """Keep what `workloads --prepared` reads (the programs to run, their info and status,
    resources, remarks, the source program's digest); drop the intermediate programs."""
    keep_suffix = (".main.mlir",) if sim else (".lowered.mlir",)
    for f in list(d.iterdir()):
        if f.is_dir():
            for g in f.iterdir():
                g.unlink()
            f.rmdir()
        elif f.name == "program.mlir":
            (d / "program.sha256").write_text(text_digest(f.read_text()) + "\n")
            f.unlink()
        elif f.name.endswith(".mlir") and not f.name.endswith(keep_suffix):
            f.unlink()


# ---------------------------------------------------------------------------------------
# workloads: check, then time
# ---------------------------------------------------------------------------------------

def execute(args, path, indir, outdir, timed):
    """Run `path` once with kfusion-sim (--sim) or kfusion-runner; timed runs warm up and
    repeat, untimed ones only make the checked step."""
    tool = find_tool("kfusion-sim" if args.sim else "kfusion-runner")
    env = bench_env(args.warmup, args.repeat, args.flush_cache_mib, timed)
    extra = shlex.split(args.sim_args) if args.sim and args.sim_args else []
    return harness.run(tool, path, indir, outdir, extra=extra, env=env, timeout=args.timeout)


def judge(prog, proc, outdir, want, rows):
    """Status, problems, the largest relative error and times of a run whose outputs are in
    `outdir` (`rows`: the rows checked, None for all)."""
    def check(got):
        errors = harness.max_error(prog.outputs, got, want, rows)
        return (harness.compare(prog.outputs, got, want, prog.tolerance, rows),
                {"max_rel_error": max(errors.values()) if errors else 0.0})
    return judge_run(proc, lambda: harness.read_outputs(prog.outputs, outdir), check)


class InputCache:
    """Weights drawn once per workload (and seed) and reused for every M: the same files,
    hard-linked; their float64 copies for the references."""

    def __init__(self, root, seed):
        self.root = Path(root)
        self.seed = seed
        self.entries = {}

    def weights(self, prog):
        key = (prog.name, prog.size, prog.flavour)
        names = [o.name for o in prog.inputs if o.name != "X"]
        if key not in self.entries:
            self.entries.clear()    # one workload's weights at a time
            rng = np.random.default_rng(seed_of(self.seed, prog.name, prog.size, "weights"))
            values = prog.make_inputs(rng, names)
            if prog.flavour in EMULATED_FLAVOURS:
                values = {k: v.astype(np.float16).astype(np.float32) for k, v in values.items()}
            d = self.root / ("%s-weights" % prog.name)
            d.mkdir(parents=True, exist_ok=True)
            files = {}
            for o in prog.inputs:
                if o.name in values:
                    files[o.name] = d / ("%s.bin" % o.name)
                    values[o.name].tofile(files[o.name])
            values64 = {k: v.astype(np.float64) for k, v in values.items()}
            self.entries[key] = (values, values64, files)
        return self.entries[key]


def run_program(args, prog, cache):
    t0 = time.time()
    work = Path(args.out) / "work" / prog.key
    work.mkdir(parents=True, exist_ok=True)
    (work / "program.mlir").write_text(prog.text())
    weights, weights64, files = cache.weights(prog)
    rng = np.random.default_rng(seed_of(args.seed, prog.name, prog.m))
    x = prog.make_inputs(rng, ["X"])["X"]
    if prog.flavour in EMULATED_FLAVOURS:   # emulated tensor cores: f16 values in f32
        x = x.astype(np.float16).astype(np.float32)
    indir = work / "in"
    harness.write_inputs(prog.inputs, indir, dict(weights, X=x), link_from=files)
    rows = None if args.full_check else prog.check_rows(rng)
    want = prog.reference_fn(dict(weights64, X=x.astype(np.float64)),
                             np.arange(prog.m_padded) if rows is None else rows)
    del x
    log("== %s (padded %d) %s; inputs and reference (%s rows) in %.1f s" % (
        prog.label, prog.m_padded, "; ".join(g.describe() for g in prog.gemms),
        "all" if rows is None else len(rows), time.time() - t0))
    d = Path(args.prepared) / prog.key
    prepared = {v.name: load_prepared(args, prog, v, d) for v in variants_for(args, prog)}
    res_path = d / "resources.json"
    resources = json.loads(res_path.read_text()) if res_path.exists() else {}
    info = kernel_info(prog, resources, args.sms)
    out_rows, times = [], {}
    for variant in variants_for(args, prog):
        p = prepared[variant.name]
        row = {"workload": prog.name, "m": prog.m, "m_padded": prog.m_padded,
               "variant": variant.name, "size": prog.size, "flavour": prog.flavour,
               "flops": prog.flops(), "kernels": p.get("kernels"), "launches": info,
               "checked_rows": "all" if rows is None else len(rows),
               "plan": p.get("plan"), "remarks": p.get("remarks", [])[:20],
               "spills": p.get("spills", {})}
        if "status" in p:
            row.update({"status": p["status"], "problems": p.get("problems", [])})
            out_rows.append(row)
            log_row(row)
            continue
        outdir = work / ("%s.out" % variant.name)
        proc = check_then_time(
            row, lambda timed, p=p, outdir=outdir: execute(args, p["program"], indir, outdir,
                                                           timed=timed),
            lambda proc, outdir=outdir: judge(prog, proc, outdir, want, rows),
            one_run=args.one_run, time_it=not args.sim)
        (work / ("%s.run.log" % variant.name)).write_text(proc.stdout[-20000:])
        if row.get("median_ms"):
            row["tflops"] = row["flops"] / row["median_ms"] / 1e9
            times[variant.name] = row["median_ms"]
            if variant.name != "stream" and "stream" in times:
                row["vs_stream"] = times["stream"] / row["median_ms"]
        out_rows.append(row)
        log_row(row)
    log("   %s: %.1f s" % (prog.label, time.time() - t0))
    if not args.keep_work:
        for f in list(work.glob("*/*.bin")):
            f.unlink()
    return out_rows


def log_row(r):
    t = "" if not r.get("median_ms") else "%9.4f ms (min %.4f max %.4f) %6.1f TFLOP/s%s" % (
        r["median_ms"], r["min_ms"], r["max_ms"], r["tflops"],
        "" if not r.get("vs_stream") else "  %.3fx vs stream" % r["vs_stream"])
    log("   %-15s launches %-3s %-10s %s%s" % (
        r["variant"], "-" if r.get("kernels") is None else r["kernels"], r["status"], t,
        problem_lines(r.get("problems"), count=6, width=300)))


def cmd_workloads(args):
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    results = out / "workloads.jsonl"
    done = results_done(results, lambda r: (r["workload"], r["m"]), args.resume)
    args.sms = device_sms(args)
    for p in SYNC_PASSES:
        if not opt_has_pass(p):
            log("NOTE: kfusion-opt (%s) has no --%s: the cuSync variants are skipped" % (
                find_tool("kfusion-opt"), p))
    deadline = deadline_after(args.budget)
    cache = InputCache(out / "work", args.seed)
    status = 0
    listed = [x for x in program_list(args) if (x[0], x[1]) not in done]
    # StreamSync under the tiles the tuner found fastest for it (`stream-best`), where the
    # tuned tiles are another program's (chosen for the synchronized time).
    best_stream = {}
    for name, m, prog in listed:
        if not isinstance(prog, str) and (args.variants is None or
                                          "stream" in args.variants.split(",")):
            try:
                other = stream_best_program(args, name, m)
            except (GemmConfigError, KeyError, ValueError) as exc:
                log("stream-best %s M=%d: %s" % (name, m, exc))
                other = None
            if other is not None:
                best_stream[(name, m)] = other
    if not getattr(args, "prepared", None):
        t0 = time.time()
        args.prepared = str(out / "prepared")
        progs = [prog for _, _, prog in listed if not isinstance(prog, str)]
        prepare_programs(args, progs, args.prepared)
        if best_stream:
            sub = argparse.Namespace(**vars(args))
            sub.variants = "stream"
            prepare_programs(sub, list(best_stream.values()), str(out / "prepared-stream-best"))
        log("prepared %d programs (variants made, lowered) in %.1f s" % (
            len(progs) + len(best_stream), time.time() - t0))
    for name, m, prog in listed:
        if past(deadline):
            log("workloads: time budget spent; stopping before %s M=%d" % (name, m))
            break
        if isinstance(prog, str):
            rows = [{"workload": name, "m": m, "variant": "-", "status": prog, "problems": []}]
            log("== %s M=%d: %s" % (name, m, prog))
        else:
            rows = run_program(args, prog, cache)
            if (name, m) in best_stream:
                sub = argparse.Namespace(**vars(args))
                sub.variants = "stream"
                sub.prepared = str(out / "prepared-stream-best")
                stream = next((r for r in rows if r["variant"] == "stream"), {})
                for r in run_program(sub, best_stream[(name, m)], cache):
                    r["variant"] = "stream-best"
                    r["vs_stream"] = (stream["median_ms"] / r["median_ms"]
                                      if stream.get("median_ms") and r.get("median_ms")
                                      else None)
                    rows.append(r)
        append_rows(results, rows, default=str)
        if any(not (r["status"] == "equal" or r["status"].startswith("skipped") or
                    r["status"].startswith("n/a")) for r in rows):
            status = 1
    (out / "meta.json").write_text(json.dumps(metadata(args), indent=1))
    if not args.no_table:
        print(render_tables(load_rows(out), read_peers(out), load_meta(out)))
    return status


# ---------------------------------------------------------------------------------------
# peers
# ---------------------------------------------------------------------------------------

def cmd_peers(args):
    """bench/cusync/peers.py in its own process (torch stays out of this one)."""
    options = ["--out", args.out, "--workloads", ",".join(workload_names(args)),
               "--seed", args.seed]
    if args.m:      # else peers.py's per-workload defaults (programs.m_values), as here
        options += ["--m", args.m]
    if args.sim:
        options.append("--small")
    return run_peers(HERE / "peers.py", options, args.peers_budget, log)


# ---------------------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------------------

def device_sms(args):
    text = device_summary()
    m = re.search(r"(\d+) SMs", text)
    return int(m.group(1)) if m else SM_LIMITS["sms"]


def metadata(args):
    meta = base_metadata(args)
    meta.update({"sync_passes": {p: opt_has_pass(p) for p in SYNC_PASSES},
                 "pass_options": pass_options(args),
                 "lower_options": getattr(args, "lower_options", ""),
                 "config": {k: list(v) if isinstance(v, tuple) else v
                            for k, v in config_overrides(args).items()}})
    prepared = prepared_info(args)
    if prepared:
        meta["prepared"] = {k: prepared.get(k) for k in ("commit", "date", "host", "opt")}
        # The variants were made where the programs were prepared, with those passes.
        meta["sync_passes"] = prepared.get("sync_passes", meta["sync_passes"])
        meta["pass_options"] = prepared.get("pass_options", meta["pass_options"])
        meta["lower_options"] = prepared.get("lower_options")
    return meta


def load_meta(d):
    return read_json(d, "meta.json")


def _cell_time(r):
    if r is None:
        return "-"
    if r.get("median_ms"):
        s = "%.4f" % r["median_ms"]
        notes = []
        if r.get("vs_stream"):
            notes.append("%.2fx" % r["vs_stream"])
        if r["variant"] == "planned" and r.get("plan"):
            notes.append(r["plan"].split(":")[0])
        return s + (" (%s)" % ", ".join(notes) if notes else "")
    st = r["status"]
    if st.startswith("skipped: kfusion-opt has no"):
        return "pass missing"
    if st.startswith("skipped: refused"):
        return "refused"
    if st.startswith("skipped"):
        return "failed"
    if st.startswith("n/a"):
        return "n/a"
    if st != "equal":
        return st
    if r["variant"] == "planned" and r.get("plan"):
        return "checked (%s)" % r["plan"].split(":")[0]
    return "checked"


def render_tables(rows, peers, meta=None):
    lines = []
    peer_rows = {}
    if peers:
        for r in peers.get("rows", []):
            peer_rows[(r["workload"], r["m"])] = r
    by_workload = {}
    for r in rows:
        by_workload.setdefault(r["workload"], {}).setdefault(r["m"], {})[r["variant"]] = r
    notes = []
    for name, by_m in by_workload.items():
        variants = [v for v in TABLE_VARIANTS if any(v in vs for vs in by_m.values())]
        vs_best = "stream-best" in variants and "planned" in variants
        configs = {}    # the kernels' configuration -> the M values that ran it
        for m in sorted(by_m):
            for r in by_m[m].values():
                if r.get("launches"):
                    key = "; ".join(l.get("config", l["describe"]) for l in r["launches"])
                    configs.setdefault(key, [])
                    if m not in configs[key]:
                        configs[key].append(m)
        # A convolution's M is its batch (rows run: batch x H x W padded); its peer is
        # cuDNN.
        m_name = programs.m_label(name)
        peer_name = "cuDNN" if programs.is_conv(name) else "cuBLAS"
        lines += ["## %s" % name, ""]
        for key, ms in configs.items():
            lines.append("Kernels at %s = %s: %s" % (m_name, ", ".join(map(str, ms)), key))
        lines.append("")
        header = [m_name, "rows run"] + ["%s ms" % v for v in variants] + (
            ["planned / stream-best"] if vs_best else []) + [
            "%s ms" % peer_name, "stream / %s" % peer_name, "best / %s" % peer_name,
            "TFLOP/s stream", "TFLOP/s best", "TFLOP/s %s" % peer_name, "waves", "check"]
        lines += md_header(header)
        for m in sorted(by_m):
            vs = by_m[m]
            stream = vs.get("stream")
            timed = [r for r in vs.values() if r.get("median_ms")]
            best = min(timed, key=lambda r: r["median_ms"]) if timed else None
            peer = peer_rows.get((name, m))
            cub = peer.get("ms") if peer else None
            launches = (stream or best or next(iter(vs.values()))).get("launches", [])
            waves = " / ".join("-" if l.get("waves") is None else "%d (%.2f)" % (
                l["waves"], l["wave_fill"]) for l in launches) or "-"
            checks = sorted({r["status"] for r in vs.values() if r["status"] not in ("equal",)
                             and not r["status"].startswith(("skipped", "n/a"))})
            if not any(r["status"] == "equal" for r in vs.values()) and not checks:
                checks = ["-"]      # nothing ran (all skipped or n/a)
            cells = [str(m), str(next((r["m_padded"] for r in vs.values()
                                       if r.get("m_padded")), "-"))]
            cells += [_cell_time(vs.get(v)) for v in variants]
            if vs_best:
                sb, pl = vs.get("stream-best") or {}, vs.get("planned") or {}
                # Without a stream-best row the program's tiles are StreamSync's best too.
                base = sb.get("median_ms") or (stream or {}).get("median_ms")
                cells.append(fmt(base / pl["median_ms"] if base and pl.get("median_ms")
                                 else None, "%.2fx"))
            cells += [fmt(cub),
                      fmt(cub / stream["median_ms"] if cub and stream and
                          stream.get("median_ms") else None, "%.2fx"),
                      fmt(cub / best["median_ms"] if cub and best else None, "%.2fx"),
                      fmt(stream.get("tflops") if stream else None, "%.0f"),
                      fmt(best.get("tflops") if best else None, "%.0f"),
                      fmt(peer.get("tflops") if peer else None, "%.0f"), waves,
                      "; ".join(checks)[:80] if checks else "equal"]
            lines.append(md_row(cells))
            for r in vs.values():
                for kernel, nbytes in sorted((r.get("spills") or {}).items()):
                    notes.append("%s %s=%d %s: kernel %s spills %d bytes (ptxas -v of the "
                                 "transformed program)" % (name, m_name, m, r["variant"],
                                                           kernel, nbytes))
                if r.get("problems") and r["status"] not in ("equal",):
                    notes.append("%s %s=%d %s: %s: %s" % (
                        name, m_name, m, r["variant"], r["status"],
                        str(r["problems"][0])[:200]))
        lines.append("")
    if peers and peers.get("error"):
        lines += ["cuBLAS: %s" % peers["error"], ""]
    if notes:
        lines += ["Notes:", ""] + ["- " + n for n in notes[:40]] + [""]
    lines += [
        "Columns: `<variant> ms` = median device time of one @step (kfusion-runner's "
        "benchmark mode: CUDA events around each of the repetitions after the warm-up), with "
        "the speedup over `stream` in parentheses; `pass missing` / `refused` / `failed` = "
        "kfusion-opt lacks the passes / kfusion-plan-sync refused the policy (not "
        "synchronized) / the passes failed (the reason is in workloads.jsonl and the log); "
        "`planned` names the planner's choice (StreamSync when it synchronized nothing); "
        "`stream-best ms` (with --tuned tile candidates) = StreamSync under the tiles whose "
        "StreamSync the tuner measured fastest, where the program's tuned tiles (chosen "
        "for `planned`) are others; `planned / stream-best` = that time (else `stream`'s) "
        "over `planned`'s: the gain over the best StreamSync of any tiles tried; "
        "`cuBLAS ms` = torch.matmul (f16, GeLU between the two GEMMs of an MLP) on the true "
        "M, median of CUDA-event timings; `cuDNN ms` (convolutions, whose `batch` column is "
        "the driver's M) = torch conv2d (f16, channels_last, ReLU after each); `stream / "
        "cuBLAS` = cuBLAS's time over ours (1.00x = as fast); `best` = the fastest checked "
        "variant; TFLOP/s = 2 M N K per GEMM with the true M over the median (convolutions: "
        "2 B H W Kout R S C per layer); `waves` = per kernel, ceil(blocks / (SMs x resident "
        "blocks per SM)) with the fraction in parentheses (blocks per SM from ptxas -v "
        "registers, the shared memory and the threads), e.g. 2 (1.45) = a full wave and a "
        "45% tail; `rows run` = M (convolutions: B H W pixels) padded to the row tile. "
        "Checks: every output against the float64 numpy reference (all rows up to 256, else "
        "the first, last and two random rows of every row tile), |got - want| <= atol + "
        "rtol |want|, f16 results rtol 1e-2 and atol 1e-2 x rms(want); f32 (simt, emul) "
        "1e-4 and 1e-4 x rms(want).", ""]
    head = ""
    if meta:
        head = report_header(meta, "cuSync passes: " + ", ".join(
            "%s %s" % (k, "present" if v else "missing")
            for k, v in (meta.get("sync_passes") or {}).items()))
        if meta.get("prepared"):
            head += "Programs prepared beforehand at commit %s (%s).\n\n" % (
                meta["prepared"].get("commit"), meta["prepared"].get("date"))
    return head + "\n".join(lines)


def cmd_report(args):
    rows, _, peers, meta = read_results(args.results)
    write_report(render_tables(rows, peers, meta), args.out)
    return 0


def cmd_all(args):
    return run_all(args, [cmd_workloads] + ([] if args.no_peers or args.sim else [cmd_peers]),
                   cmd_report)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    common = argparse.ArgumentParser(add_help=False)
    add_run_arguments(common)
    add_sim_argument(common)
    common.add_argument("--workloads", help="comma-separated; default %s (--sim: %s)" % (
        ",".join(programs.WORKLOADS), ",".join(programs.SMALL_WORKLOADS)))
    common.add_argument("--m", help="comma-separated M values (convolutions: batches); "
                        "default %s, convolutions %s (--sim: %d, batch %d)" % (
                            ",".join(map(str, programs.M_VALUES)),
                            ",".join(map(str, programs.CONV_M_VALUES)), programs.SMALL["m"],
                            programs.SMALL_CONV["batch"]))
    add_lowering_arguments(common, chip=None, chip_help="GPU architecture (default sm_90; "
                           "sm_90a with --flavour wgmma: warpgroup MMA is arch-specific)")
    wl = argparse.ArgumentParser(add_help=False)
    wl.add_argument("--variants", help="comma-separated, of %s" % ",".join(VARIANT_NAMES))
    wl.add_argument("--flavour", choices=["mma", "simt", "emul", "wgmma", "wgemul"],
                    help="GEMM flavour (default: mma; --sim: simt): mma.sync (mma), warpgroup "
                    "MMA (wgmma, sm_90a), each emulated in f32 for kfusion-sim (emul, "
                    "wgemul), or CUDA cores (simt)")
    wl.add_argument("--tile", help="TMxTNxTK for every GEMM, e.g. 128x128x32, or one per "
                    "GEMM of an MLP, e.g. 128x128x64,256x128x64 (the rows padded to both)")
    wl.add_argument("--warps", help="WMxWN warps (mma, emul), e.g. 2x4 (or WMxWN,WMxWN)")
    wl.add_argument("--micro", help="RMxRN outputs per thread (simt), e.g. 2x2 (or two)")
    wl.add_argument("--stages", help="cp.async stages: S for every GEMM, or S1,S2")
    wl.add_argument("--split-k", help="K slices per GEMM (mma, emul): S for every GEMM, or "
                    "S1,S2 for an MLP's first and second; S > 1 adds a kernel summing the "
                    "slices (kfusion.gemm.SplitKSum)")
    wl.add_argument("--reverse-k", dest="reverse_k_from",
                    help="R (or R1,R2): the blocks of linear index R or more run their "
                    "k-tiles last to first, so that a later wave starts on what the L2 "
                    "cache still holds (tensor-core GEMMs; 0: off)")
    wl.add_argument("--unroll-k", dest="unroll_k",
                    help="U (or U1,U2): the warpgroup GEMMs' main loop unrolled U times, U a "
                    "multiple of the stages (constant stage indices; 1: off); 'stages': "
                    "each GEMM by its stage count; 'auto' (the default): by the stage count "
                    "where it is not a power of two (kfusion.gemm.Gemm.unroll_k)")
    wl.add_argument("--plan-options", default="",
                    help="options of --kfusion-plan-sync (the text after '=')")
    wl.add_argument("--register-bounds", choices=["measured", "none"], default="measured",
                    help="measured (default): each kernel bound (nvvm.maxnreg) to the most "
                    "registers that keep the blocks per SM ptxas's count gives it, which "
                    "kfusion-plan-sync then models; none: no bound (the planner assumes "
                    "255 registers, or what --plan-options registers-per-thread says)")
    wl.add_argument("--insert-options", default="",
                    help="options of --kfusion-insert-semaphores (the text after '=')")
    wl.add_argument("--sim-args", default="",
                    help="kfusion-sim options (--sim), e.g. '--schedule=random --seed=3 "
                         "--blocks-per-sm=1'")
    wl.add_argument("--full-check", action="store_true",
                    help="check every row (default: all rows up to M = 256, else 4 per row "
                         "tile)")
    add_checked_run_arguments(wl, what="program", held="the programs it holds")
    wl.add_argument("--prepared", help="a directory of `run.py prepare`: run its programs "
                    "instead of transforming and lowering here")
    wl.add_argument("--tuned", help="a tuner's tuned.json (`run.py tune`): each GEMM's "
                    "split-K from it (unless --split-k)")
    sub.add_parser("prepare", parents=[common, wl])
    tu = sub.add_parser("tune", parents=[common, wl])
    tu.set_defaults(tuned=None)
    tu.add_argument("--tiles", help="tile candidates TMxTNxTK:STAGES[:UNROLL],... (each "
                    "tiles every GEMM of a program, as --tile / --stages / --unroll-k; "
                    "A/B: an MLP's two GEMMs); the tuner keeps each "
                    "program's fastest (tuned.json \"programs\"); default: the programs' "
                    "own tiles only")
    sub.add_parser("workloads", parents=[common, wl])
    add_phase_parsers(sub, [common, wl])
    args = p.parse_args(argv)
    if hasattr(args, "chip") and args.chip is None:
        args.chip = "sm_90a" if getattr(args, "flavour", None) == "wgmma" else "sm_90"
    return {"prepare": cmd_prepare, "workloads": cmd_workloads, "peers": cmd_peers,
            "report": cmd_report, "all": cmd_all, "tune": cmd_tune}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
