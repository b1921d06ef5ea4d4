# kfusion.gemmtune: the tuning cache's GEMM entries (kind "gemm") from what the compiler says
# about its GEMMs. kfusion-plan-gemm and kfusion-stitch name each tensor-core GEMM's plan in
# a remark ("wgmma tile 128x96x64, 7 stages, 2x1 warpgroups, ...") and, where a tuning cache
# was read and has no entry for the GEMM, its problem as the cache keys it ("the tuning cache
# has no entry for its problem {...}": docs/gemm.md, "Tuning cache"). A tuner reads both,
# builds the program again with each candidate plan written into a cache for those problems,
# measures the kernels, and keeps the fastest plan of each problem (bench/gemm/run.py tune
# for the GEMM programs of the benchmark, bench/models/run.py tune-gemms for the GEMMs of a
# model as kfusion-fuse builds them).
"""The tuning cache's GEMM entries: plans from remarks, the misses, candidate plans."""

import json
import re

#: The cache's kind of a GEMM's entries (include/KFusion/Common/TuningCache.h).
GEMM_KIND = "gemm"

_CONFIG = re.compile(r"\b(wgmma|mma) tile (\d+)x(\d+)x(\d+), (\d+) stages, (\d+)x(\d+) "
                     r"(?:warpgroups|warps)(, TMA loads( by a producer warpgroup)?)?"
                     r"(, (?:persistent|ping-pong of \d+ teams) over \d+ blocks)?"
                     r"(?:, the last round's tiles split (\d+) ways along K)?"
                     r"(?:, tiles in groups of (\d+) rows)?"
                     r"(?:, clusters of (\d+)x(\d+) blocks)?")

#: GemmConfig::describe's words for a plan that stages its fused epilogue's outputs.
_STAGED = ", the epilogue's outputs staged"

# kfusion-stitch's remark on a stitched tensor-core GEMM kernel (lib/Stitch/StitchHost.cpp).
_STITCHED = re.compile(r"stitched kernel (\S+): ops \[(.*)\], tensor-core GEMM "
                       r"(\d+)x(\d+)x(\d+) \((.*)\), grid .* (measured|modelled) "
                       r"([0-9.]+) us(?:; the tuning cache has no entry for its problem "
                       r"(\{.*\}))?$")


def gemm_config(text):
    """The configuration of a GEMM plan's description in a remark (GemmConfig::describe) as
    the tuning cache holds it ({"flavour", "tile", "stages", "groups", "load"}, and
    "schedule" where persistent or ping-pong, "split_k" where split, "tile_group" where
    grouped, "cluster" [CM, CN] where the blocks share an operand tile, "staging":
    "outputs" where the fused epilogue's outputs are staged), or None."""
    m = _CONFIG.search(text or "")
    if not m:
        return None
    v = [int(x) for x in m.groups()[1:7]]
    config = {"flavour": m.group(1), "tile": v[0:3], "stages": v[3], "groups": v[4:6],
              "load": ("tma-producer" if m.group(9) else "tma") if m.group(8) else "cp.async"}
    if m.group(10):
        config["schedule"] = "pingpong" if "ping-pong" in m.group(10) else "persistent"
    if m.group(11):
        config["split_k"] = int(m.group(11))
    if m.group(12):
        config["tile_group"] = int(m.group(12))
    if m.group(13):
        config["cluster"] = [int(m.group(13)), int(m.group(14))]
    # The staging ends the plan's description (before its ')' or the next kernel's ';').
    if _STAGED in re.split(r"[);]", text[m.end():], maxsplit=1)[0]:
        config["staging"] = "outputs"
    return config


def stitched_gemms(remarks):
    """[{kernel, ops, shape: [m, n, k], config, us, measured, problem}] of every stitched
    tensor-core GEMM kernel the remarks (kfusion-fuse's or kfusion-stitch's stderr with
    remarks on) name, in their order: the source ops it computes (their numbers in the
    function and kinds, as the remark lists them: the same ops, the same epilogue, the same
    problem), its plan (gemm_config), the time the planner gave it (`measured` where a
    cache entry's), and its tuning problem where the cache missed it (None where it was
    found or no cache was read)."""
    out = []
    for line in remarks.splitlines():
        m = _STITCHED.search(line)
        if not m:
            continue
        config = gemm_config(m.group(6))
        if config is None:
            continue
        out.append({"kernel": m.group(1), "ops": m.group(2),
                    "shape": [int(m.group(i)) for i in (3, 4, 5)],
                    "config": config, "us": float(m.group(8)),
                    "measured": m.group(7) == "measured",
                    "problem": json.loads(m.group(9)) if m.group(9) else None})
    return out


#: A candidate plan's options (kfusion-gemm-to-gpu's spelling) and the config field each sets.
_OPTIONS = {"tile": "tile", "stages": "stages", "groups": "groups", "load": "load",
            "schedule": "schedule", "split-k": "split_k", "tile-group": "tile_group",
            "cluster": "cluster", "flavour": "flavour", "staging": "staging"}


def candidate_config(base, options):
    """The plan `options` ("schedule=pingpong tile=128,192 groups=1,1 stages=5", as
    bench/gemm's candidates spell them; "model" or "" the model's own) make of `base` (the
    model's plan, gemm_config's): each option replaces its field (a tile of two sizes keeps
    the base's K tile); a schedule given drops the base's split-K and tile groups, which
    belong to its persistent grid, unless they are given too. ValueError on an option not
    known or a value that is not one."""
    config = json.loads(json.dumps(base))
    if options.strip() in ("", "model"):
        return config
    given = {}
    for word in options.split():
        name, sep, value = word.partition("=")
        if not sep or name not in _OPTIONS or not value:
            raise ValueError("a GEMM candidate's option is one of %s=VALUE, not %r" % (
                ", ".join(_OPTIONS), word))
        field = _OPTIONS[name]
        if field in ("tile", "groups", "cluster"):
            sizes = [int(x) for x in value.split(",")]
            if field == "tile" and len(sizes) == 2:
                sizes.append(base["tile"][2])
            if len(sizes) != (3 if field == "tile" else 2):
                raise ValueError("%s takes %s sizes, not %r" % (
                    name, "two or three" if field == "tile" else "two", value))
            given[field] = sizes
        elif field in ("stages", "split_k", "tile_group"):
            given[field] = int(value)
        else:
            given[field] = value
    if "schedule" in given:
        for field in ("split_k", "tile_group"):
            config.pop(field, None)
    config.update(given)
    if config.get("schedule") == "grid":
        del config["schedule"]
    if config.get("cluster") == [1, 1]:
        del config["cluster"]
    if config.get("staging") == "results":
        del config["staging"]
    return config


def candidate_cache(gemms, options, device, note=""):
    """A tuning cache that gives each missed GEMM of `gemms` (stitched_gemms') the plan
    candidate_config makes of its own with `options`, at the time the planner gave the
    model's plan (so the planner prices and composes the program as it did; only the
    plans differ)."""
    entries = []
    for g in gemms:
        if g["problem"] is None:
            continue
        entries.append({"device": device, "kind": GEMM_KIND, "problem": g["problem"],
                        "config": candidate_config(g["config"], options),
                        "ms": g["us"] / 1e3,
                        "note": "a tuner's candidate %r%s" % (options or "model",
                                                              "; " + note if note else "")})
    return {"kfusion_tuning_cache": 1, "entries": entries}


def problem_key(problem):
    return json.dumps(problem, sort_keys=True)


def fastest_entries(measurements, device, note=""):
    """Entries of the fastest measured plan of each problem: `measurements` are {problem,
    config, us, candidate} (a kernel's median time under a candidate; a candidate that
    built the same plan as another measures it again); ms is that time."""
    best, tried = {}, {}
    for m in measurements:
        key = problem_key(m["problem"])
        tried.setdefault(key, set()).add(json.dumps(m["config"], sort_keys=True))
        if key not in best or m["us"] < best[key]["us"]:
            best[key] = m
    return [{"device": device, "kind": GEMM_KIND, "problem": m["problem"],
             "config": m["config"], "ms": round(m["us"] / 1e3, 5),
             "note": "fastest of %d plans (%s)%s" % (len(tried[key]), m["candidate"],
                                                    "; " + note if note else "")}
            for key, m in sorted(best.items())]
