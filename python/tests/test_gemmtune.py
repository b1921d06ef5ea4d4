# Tests of kfusion.gemmtune: a GEMM plan read back from its remark; the stitched GEMM
# kernels of kfusion-stitch's remarks with the problems the tuning cache missed; candidate
# plans made of the model's (an option replacing its field, a schedule dropping the
# persistent grid's split-K); the cache that hands each missed problem a candidate at the
# model's time; the fastest measured plan of each problem.
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import gemmtune  # noqa: E402

PROBLEM = {"a": "mk", "b": "nk", "batch": 1, "epilogue": "extf addf [3072]; truncf",
           "input": "f16", "k": 768, "m": 4096, "n": 3072, "output": "f32"}
MODEL_PLAN = ("wgmma tile 128x96x64, 7 stages, 2x1 warpgroups, TMA loads by a producer "
              "warpgroup, ping-pong of 2 teams over 132 blocks")
REMARK = ("gpt2.mlir:12:8: remark: stitched kernel forward_k5_gemm: ops [linalg.matmul, "
          "linalg.generic], tensor-core GEMM 4096x3072x768 (%s), grid 132x1x1 of 384 "
          "threads, 215040 bytes of shared memory, modelled 41.20 us; the tuning cache has "
          "no entry for its problem %s" % (MODEL_PLAN, json.dumps(PROBLEM)))


def test_parse_config_reads_the_kernel_remark():
    """The tuner reads a kernel's configuration back from its 'GEMM kernel' remark."""
    text = ("GEMM kernel f_gemm0: 512x6144x12288 f16 -> f16 (A [M, K], B [K, N]), wgmma tile "
            "128x256x64, 6 stages, 2x1 warpgroups; grid 24x4x1 of 256 threads, ...")
    assert gemmtune.gemm_config(text) == {"flavour": "wgmma", "tile": [128, 256, 64],
                                           "stages": 6, "groups": [2, 1],
                                           "load": "cp.async"}
    assert gemmtune.gemm_config(text.replace("warpgroups;", "warpgroups, TMA loads;"))[
        "load"] == "tma"
    assert gemmtune.gemm_config(text.replace(
        "warpgroups;", "warpgroups, TMA loads by a producer warpgroup;"))["load"] == "tma-producer"
    persistent = gemmtune.gemm_config(text.replace(
        "warpgroups;", "warpgroups, TMA loads by a producer warpgroup, persistent over 132 "
        "blocks;"))
    assert (persistent["load"], persistent["schedule"]) == ("tma-producer", "persistent")
    assert "schedule" not in gemmtune.gemm_config(text)
    split = gemmtune.gemm_config(text.replace(
        "warpgroups;", "warpgroups, TMA loads by a producer warpgroup, persistent over 132 "
        "blocks, the last round's tiles split 3 ways along K;"))
    assert (split["schedule"], split["split_k"]) == ("persistent", 3)
    assert "split_k" not in persistent
    grouped = gemmtune.gemm_config(text.replace(
        "warpgroups;", "warpgroups, TMA loads by a producer warpgroup, persistent over 132 "
        "blocks, tiles in groups of 8 rows;"))
    assert grouped["tile_group"] == 8 and "split_k" not in grouped
    both = gemmtune.gemm_config(text.replace(
        "warpgroups;", "warpgroups, TMA loads by a producer warpgroup, persistent over 132 "
        "blocks, the last round's tiles split 2 ways along K, tiles in groups of 4 rows;"))
    assert (both["split_k"], both["tile_group"]) == (2, 4)
    pingpong = gemmtune.gemm_config(text.replace(
        "warpgroups;", "warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams "
        "over 132 blocks, tiles in groups of 4 rows;"))
    assert (pingpong["schedule"], pingpong["tile_group"]) == ("pingpong", 4)
    assert gemmtune.gemm_config("mma tile 64x128x64, 3 stages, 2x2 warps")["flavour"] == "mma"
    assert gemmtune.gemm_config("no configuration here") is None
    assert gemmtune.gemm_config(None) is None

def test_stitched_gemms_reads_kernel_plan_time_and_miss():
    """Each stitched GEMM kernel's remark gives its name, its source ops, plan, time and
    missed problem; one
    the cache held says measured and has no problem; other remarks are not GEMMs."""
    found = REMARK.replace("forward_k5_gemm", "forward_k7_gemm").replace(
        "modelled 41.20 us; the tuning cache has no entry for its problem %s"
        % json.dumps(PROBLEM), "measured 52.50 us")
    text = "\n".join([REMARK, "x.mlir:3:1: remark: stitched kernel forward_k1_row: ops "
                      "[linalg.generic], 4096 rows", found])
    gemms = gemmtune.stitched_gemms(text)
    assert [g["kernel"] for g in gemms] == ["forward_k5_gemm", "forward_k7_gemm"]
    assert gemms[0]["ops"] == "linalg.matmul, linalg.generic"
    assert gemms[0]["shape"] == [4096, 3072, 768] and gemms[0]["us"] == 41.2
    assert gemms[0]["problem"] == PROBLEM and not gemms[0]["measured"]
    assert gemms[0]["config"] == {"flavour": "wgmma", "tile": [128, 96, 64], "stages": 7,
                                  "groups": [2, 1], "load": "tma-producer",
                                  "schedule": "pingpong"}
    assert gemms[1]["problem"] is None and gemms[1]["measured"] and gemms[1]["us"] == 52.5


def test_candidate_config_replaces_fields_of_the_model_plan():
    """An option replaces its field of the model's plan; two tile sizes keep its K tile;
    'model' is the plan itself; a schedule given drops the persistent grid's split-K and
    tile groups; the grid schedule is the cache's default (no field)."""
    base = gemmtune.gemm_config(MODEL_PLAN + ", the last round's tiles split 2 ways along K")
    assert gemmtune.candidate_config(base, "model") == base
    one = gemmtune.candidate_config(base, "tile=128,192 groups=1,1 stages=5")
    assert (one["tile"], one["groups"], one["stages"]) == ([128, 192, 64], [1, 1], 5)
    assert (one["schedule"], one["split_k"], one["load"]) == ("pingpong", 2, "tma-producer")
    grid = gemmtune.candidate_config(base, "schedule=grid load=tma")
    assert "schedule" not in grid and "split_k" not in grid and grid["load"] == "tma"
    kept = gemmtune.candidate_config(base, "schedule=persistent split-k=3 tile-group=4")
    assert (kept["schedule"], kept["split_k"], kept["tile_group"]) == ("persistent", 3, 4)
    assert base["tile"] == [128, 96, 64]          # the base is not changed


def test_gemm_config_and_candidates_carry_the_cluster():
    """A plan's cluster (GemmConfig::describe's "clusters of CMxCN blocks") is the cache's
    "cluster" [CM, CN]; a candidate's cluster=2,1 sets it, cluster=1,1 drops it (the
    cache's default: none)."""
    plan = MODEL_PLAN + ", clusters of 2x1 blocks sharing B by TMA multicast"
    config = gemmtune.gemm_config(plan)
    assert config["cluster"] == [2, 1]
    assert "cluster" not in gemmtune.gemm_config(MODEL_PLAN)
    assert gemmtune.candidate_config(gemmtune.gemm_config(MODEL_PLAN),
                                     "cluster=1,2")["cluster"] == [1, 2]
    assert "cluster" not in gemmtune.candidate_config(config, "cluster=1,1")
    with pytest.raises(ValueError):
        gemmtune.candidate_config(config, "cluster=2")


def test_gemm_config_and_candidates_carry_the_staging():
    """A plan staging its fused epilogue's outputs (GemmConfig::describe's last words) is
    the cache's "staging": "outputs", within its own description only (not a later
    kernel's); a candidate's staging=outputs sets it, staging=results drops it (the
    cache's default: the results, as requestFromTuning reads an entry without it)."""
    staged = MODEL_PLAN + ", clusters of 2x1 blocks sharing B by TMA multicast, the " \
        "epilogue's outputs staged"
    assert gemmtune.gemm_config(staged)["staging"] == "outputs"
    assert gemmtune.gemm_config(staged)["cluster"] == [2, 1]
    assert "staging" not in gemmtune.gemm_config(MODEL_PLAN)
    assert "staging" not in gemmtune.gemm_config(
        MODEL_PLAN + "); ops [1:row] wgmma tile 128x64x64, 3 stages, 1x1 warpgroups, the "
        "epilogue's outputs staged")
    remark = REMARK.replace(MODEL_PLAN, MODEL_PLAN + ", the epilogue's outputs staged")
    assert gemmtune.stitched_gemms(remark)[0]["config"]["staging"] == "outputs"
    assert gemmtune.candidate_config(gemmtune.gemm_config(MODEL_PLAN),
                                     "staging=outputs")["staging"] == "outputs"
    assert "staging" not in gemmtune.candidate_config(gemmtune.gemm_config(staged),
                                                      "staging=results")


@pytest.mark.parametrize("options", ["tiles=128,128", "tile=128", "groups=1,1,1", "stages",
                                     "stages=five"])
def test_candidate_config_refuses_what_it_cannot_read(options):
    """A misspelled option, a tile or groups of the wrong length, an option without a value
    or a number that is not one is an error, not a plan silently the model's."""
    with pytest.raises(ValueError):
        gemmtune.candidate_config(gemmtune.gemm_config(MODEL_PLAN), options)


def test_candidate_cache_gives_each_missed_problem_the_candidate_at_the_model_time():
    """The candidate's cache holds one entry per missed problem, its plan the candidate
    made of that GEMM's model plan, its time the model's (the planner composes the program
    as it did); a GEMM the cache already held gets none."""
    gemms = gemmtune.stitched_gemms(REMARK) + [dict(gemmtune.stitched_gemms(REMARK)[0],
                                                    problem=None)]
    cache = gemmtune.candidate_cache(gemms, "tile=128,192 groups=1,1", "h200")
    assert cache["kfusion_tuning_cache"] == 1 and len(cache["entries"]) == 1
    e = cache["entries"][0]
    assert (e["device"], e["kind"], e["problem"], e["ms"]) == ("h200", "gemm", PROBLEM,
                                                               0.0412)
    assert e["config"]["tile"] == [128, 192, 64] and e["config"]["groups"] == [1, 1]


def test_fastest_entries_keep_each_problem_fastest_plan():
    """Per problem the plan measured fastest, its time in ms, the note counting the distinct
    plans measured (a candidate that built the model's plan again is not another)."""
    other = dict(PROBLEM, n=768, k=3072, epilogue="extf addf [768]")
    base = gemmtune.gemm_config(MODEL_PLAN)
    wide = gemmtune.candidate_config(base, "tile=128,192 groups=1,1")
    ms = [{"problem": PROBLEM, "config": base, "us": 64.1, "candidate": "model"},
          {"problem": PROBLEM, "config": wide, "us": 52.5, "candidate": "tile=128,192"},
          {"problem": PROBLEM, "config": base, "us": 64.0, "candidate": "stages=7"},
          {"problem": other, "config": base, "us": 30.0, "candidate": "model"},
          {"problem": other, "config": wide, "us": 33.0, "candidate": "tile=128,192"}]
    entries = gemmtune.fastest_entries(ms, "h200", "run 1")
    by_n = {e["problem"]["n"]: e for e in entries}
    assert by_n[3072]["config"] == wide and by_n[3072]["ms"] == 0.0525
    assert by_n[3072]["note"] == "fastest of 2 plans (tile=128,192); run 1"
    assert by_n[768]["config"] == base and by_n[768]["ms"] == 0.03
