# Tests of bench/gemm: the workloads' programs, built by kfusion-gemm-to-gpu (with a bias +
# GELU epilogue, an MLP's activation or a convolution pair: kfusion-stitch-to-gpu) with
# emulated kernels, equal their float64 references on kfusion-sim (fresh inputs), alone and
# under each cuSync variant; the driver's --sim run end to end; the benchmark's shapes lower
# for the GPU (the real kernels, not run).
"""bench/gemm on the interpreter."""

import dataclasses
import os
import re
import subprocess
import sys
import time
import zlib
from pathlib import Path

import numpy as np
import pytest

GEMM = Path(__file__).resolve().parents[1]
REPO = GEMM.parents[1]
sys.path.insert(0, str(GEMM))

import gemmbench  # noqa: E402,F401
from gemmbench import build, conv, programs  # noqa: E402
from stitchbench import dtypes, harness  # noqa: E402

BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
SIM, OPT = BIN / "kfusion-sim", BIN / "kfusion-opt"


def need_tools():
    for tool in (SIM, OPT):
        if not (tool.is_file() and os.access(tool, os.X_OK)):
            pytest.skip("%s not built" % tool)


def fresh_rng(tag):
    seed = (zlib.crc32(tag.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    print("seed", seed)
    return np.random.default_rng(seed)


G = programs.Gemm
SMALL = [
    programs.GemmProgram("ragged", G(72, 80, 136, out="f16")),
    programs.GemmProgram("linear", G(64, 96, 64, b="nk")),
    programs.GemmProgram("transposes", G(64, 64, 80, a="km", b="nk"), transpose_ops=True),
    programs.GemmProgram("batched", G(40, 64, 72, batch=2)),
    programs.GemmProgram("bf16", G(64, 64, 128), elem="bf16"),
    programs.GemmProgram("init", G(64, 72, 64, init="tensor")),
    programs.GemmProgram("mlp", G(64, 64, 64), hidden=128),
    programs.GemmProgram("unaligned", G(21, 13, 11)),
]


@pytest.mark.parametrize("prog", SMALL, ids=[p.name for p in SMALL])
@pytest.mark.parametrize("flavour", ["wgmma", "mma"])
def test_emulated_equals_reference(prog, flavour, tmp_path):
    """Every small workload, either flavour (mma has no bf16), equals its reference."""
    need_tools()
    if flavour == "mma" and prog.elem == "bf16":
        pytest.skip("the mma flavour takes f16")
    p = programs.GemmProgram(prog.name, prog.gemm, prog.elem, prog.hidden,
                             prog.transpose_ops, "flavour=%s" % flavour)
    program = build.lower(p, tmp_path, opt=str(OPT), emulate=True)
    problems, text = build.check(p, program, tmp_path, str(SIM), fresh_rng(p.name))
    assert not problems, text[-2000:]
    assert any(flavour in c for c in build.kernel_configs(tmp_path))


EPILOGUE = [
    programs.GemmProgram("bias_gelu_f16", G(64, 128, 64, out="f16"), epilogue="bias_gelu"),
    programs.GemmProgram("bias_gelu_f32_nk", G(128, 64, 128, b="nk"), epilogue="bias_gelu"),
    # The copies (the plan attribute kfusion.gemm_load = "cp.async").
    programs.GemmProgram("bias_gelu_f16_copies", G(64, 128, 64, out="f16"),
                         epilogue="bias_gelu", options="load=cp.async"),
    # TMA loads in a stitched GEMM kernel (the plan attribute kfusion.gemm_load).
    programs.GemmProgram("bias_gelu_f32_nk_tma", G(128, 64, 128, b="nk"), epilogue="bias_gelu",
                         options="load=tma"),
    # ... and by a producer warpgroup (the epilogue among the computing threads only).
    programs.GemmProgram("bias_gelu_f16_ws", G(128, 128, 320, out="f16"), epilogue="bias_gelu",
                         options="load=tma-producer stages=3"),
    # ... persistent, on a device of 2 multiprocessors: 6 tiles over 2 blocks, the bias and
    # GELU applied to the f16 results the computing threads staged.
    programs.GemmProgram("bias_gelu_f16_ps", G(192, 128, 320, out="f16"),
                         epilogue="bias_gelu",
                         options="load=tma-producer schedule=persistent tile=64,64 stages=3 "
                                 "device=#kfusion.device<h100,{multiprocessors=2}>"),
    # ... split-K on a device of 4: 6 tiles, the last 2 in 2 parts each, the last part of
    # a tile adding the partial sums before the bias and GELU.
    programs.GemmProgram("bias_gelu_f16_split", G(192, 128, 320, out="f16"),
                         epilogue="bias_gelu",
                         options="load=tma-producer schedule=persistent split-k=2 tile=64,64 "
                                 "stages=3 device=#kfusion.device<h100,{multiprocessors=4}>"),
    # ... ping-pong teams of one warpgroup, a tile a block (the GEMM and its epilogue
    # grouped by hand: `epilogue=fused`).
    programs.GemmProgram("bias_gelu_f16_pp_fused", G(128, 256, 256, out="f16"),
                         epilogue="bias_gelu",
                         options="schedule=pingpong tile=128,128 groups=1,1 stages=3 "
                                 "epilogue=fused"),
]


@pytest.mark.parametrize("prog", EPILOGUE, ids=[p.name for p in EPILOGUE])
def test_epilogue_in_the_gemm_kernel(prog, tmp_path):
    """A GEMM with its bias and GELU through kfusion-stitch-to-gpu: one tensor-core kernel
    with both in its epilogue, equal to the float64 reference (GELU included)."""
    need_tools()
    program = build.lower(prog, tmp_path, opt=str(OPT), emulate=True)
    configs = build.kernel_configs(tmp_path)
    assert len(configs) == 1 and "1:elementwise" in configs[0], configs
    # The default load is a producer warpgroup's TMA loads.
    load = re.search(r"\bload=(\S+)", prog.options)
    load = load.group(1) if load else "tma-producer"
    assert ("TMA loads" in configs[0]) == (load != "cp.async"), configs
    assert ("producer warpgroup" in configs[0]) == (load == "tma-producer"), configs
    assert bool(re.search(r"persistent over \d+ blocks", configs[0])) == (
        "persistent" in prog.options), configs
    assert ("tiles split 2 ways along K" in configs[0]) == ("split-k=2" in prog.options), configs
    assert "launch_func" in program.read_text()
    assert program.read_text().count("gpu.launch_func") == 1
    problems, text = build.check(prog, program, tmp_path, str(SIM), fresh_rng(prog.name))
    assert not problems, text[-2000:]
    # Without the GELU in the reference the check fails: the epilogue ran.
    x = prog.make_inputs(np.random.default_rng(3))
    plain = programs.GemmProgram(prog.name, prog.gemm, prog.elem)
    assert not np.allclose(plain.reference({k: v for k, v in x.items() if k != "bias"})["C"],
                           prog.reference(x)["C"], atol=1e-2)


def test_reference_layouts():
    """The reference reads each layout as the program's text does: x @ W^T with W [N, K]
    equals x @ W' with W' = W^T [K, N]."""
    rng = np.random.default_rng(3)
    nk = programs.GemmProgram("nk", G(8, 6, 5, b="nk"))
    kn = programs.GemmProgram("kn", G(8, 6, 5))
    x = nk.make_inputs(rng)
    y = {"A": x["A"], "B": np.ascontiguousarray(x["B"].T)}
    assert np.allclose(nk.reference(x)["C"], kn.reference(y)["C"])
    assert "indexing_maps = [#mk, #nk, #mn]" in nk.text()


def test_benchmark_shapes_lower(tmp_path):
    """The benchmark's GEMMs at M = 512 lower through kfusion-to-cubin (sm_90a)."""
    need_tools()
    for p in programs.mlp_gemms(512):
        low = build.lower(p, tmp_path / p.name, opt=str(OPT))
        assert "gpu.binary" in Path(low).read_text()


def test_driver_sim(tmp_path):
    """run.py all --sim: built, checked on kfusion-sim, a table."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "all", "--sim", "--out",
                        str(tmp_path)], capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "tables.md").read_text()
    assert table.count("| equal |") == 2, table


def test_driver_sim_epilogue(tmp_path):
    """run.py all --sim --epilogue: the GEMMs with their bias + GELU through
    kfusion-stitch-to-gpu, one kernel each, checked by the driver's own sampled check
    (which applies the epilogue to its float64 rows) on kfusion-sim."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "all", "--sim", "--epilogue",
                        "--out", str(tmp_path)], capture_output=True, text=True, env=env,
                       timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "tables.md").read_text()
    assert table.count("| equal |") == 2, table
    assert table.count("ops [0:tensor-core GEMM, 1:elementwise]") == 2, table


def test_driver_sim_row_epilogue(tmp_path):
    """run.py all --sim --row-epilogue: a classifier head's bias + softmax after its GEMM,
    as the planner builds it (the GEMM apart at this size) and fused by hand
    (epilogue=fused: the softmax's row reductions in the GEMM's kernel), both checked
    against the float64 softmax on kfusion-sim."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "all", "--sim", "--row-epilogue",
                        "--configs", "model;epilogue=fused", "--out", str(tmp_path)],
                       capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "tables.md").read_text()
    assert table.count("| equal |") == 2, table
    assert table.count("ops [0:tensor-core GEMM, 1:elementwise, 2:row reduction, "
                       "3:elementwise, 4:row reduction, 5:elementwise]") == 1, table


def test_softmax_head_reference_and_text():
    """A softmax head's reference rows sum to 1 and follow the logits' order; its program
    writes the softmax as front ends do (two row reductions between elementwise ops), with
    the stitch group on every op when fused by hand."""
    prog = programs.softmax_heads(256)[1]
    assert (prog.gemm.n, prog.gemm.k, prog.epilogue) == (256, 768, "bias_softmax")
    small = programs.GemmProgram("s", G(8, 16, 32, b="nk", out="f32"), epilogue="bias_softmax")
    x = small.make_inputs(np.random.default_rng(5))
    c = small.reference(x)["C"]
    assert np.allclose(c.sum(axis=-1), 1.0)
    logits = (np.asarray(x["A"], np.float64) @ np.asarray(x["B"], np.float64).T +
              np.asarray(x["bias"], np.float64))
    assert (np.argmax(c, axis=-1) == np.argmax(logits, axis=-1)).all()
    text = small.text()
    assert text.count('"reduction"') == 2 and "math.exp" in text
    fused = dataclasses.replace(small, options="epilogue=fused").text()
    assert fused.count(programs.STITCH_GROUP) == 6


def test_driver_sim_epilogue_under_a_configuration(tmp_path):
    """run.py all --sim --epilogue --configs: kfusion-stitch-to-gpu has no tile options, so
    the configuration reaches the GEMM as the contraction's kfusion.gemm_* plan (the
    remark names it), still checked equal on kfusion-sim."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "all", "--sim", "--epilogue",
                        "--configs", "tile=128,192 groups=2,1 stages=3",
                        "--out", str(tmp_path)], capture_output=True, text=True, env=env,
                       timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "tables.md").read_text()
    assert table.count("| equal |") == 2, table
    assert table.count("wgmma tile 128x192x64, 3 stages, 2x1 warpgroups") == 2, table


def test_plan_attributes_of_an_epilogue_program():
    """An epilogue program writes the configuration options as plan attributes (TK 64
    where the tile names two sizes) and leaves them out of the pipeline's options."""
    opts = "tile=128,192 groups=2,1 stages=4 flavour=wgmma"
    assert programs.plan_attributes(opts) == (
        ' {kfusion.gemm_tile = array<i64: 128, 192, 64>, kfusion.gemm_groups = '
        'array<i64: 2, 1>, kfusion.gemm_stages = 4 : i64, kfusion.gemm_flavour = "wgmma"}')
    assert programs.plan_attributes("emulate=true") == ""
    assert programs.plan_attributes("load=tma") == ' {kfusion.gemm_load = "tma"}'
    assert programs.plan_attributes("staging=outputs") == \
        ' {kfusion.gemm_staging = "outputs"}'
    prog = programs.GemmProgram("e", G(64, 64, 64), options=opts + " device=h200",
                                epilogue="bias_gelu")
    assert "kfusion.gemm_tile = array<i64: 128, 192, 64>" in prog.text()
    assert prog.pipeline_options == "device=h200"
    plain = programs.GemmProgram("p", G(64, 64, 64), options=opts)
    assert "kfusion.gemm_tile" not in plain.text() and plain.pipeline_options == opts
    # epilogue=fused: the GEMM and the epilogue's generic one stitch group by hand.
    fused = programs.GemmProgram("f", G(64, 64, 64), options="epilogue=fused device=h200",
                                 epilogue="bias_gelu")
    assert fused.text().count("kfusion.stitch_group = 0") == 2
    assert fused.pipeline_options == "device=h200"
    assert "kfusion.stitch_group" not in prog.text()


def test_sampled_check_applies_the_epilogue():
    """The sampled reference of an epilogue program is the GELU of the biased product."""
    prog = programs.GemmProgram("e", G(8, 16, 8), epilogue="bias_gelu")
    x = prog.make_inputs(np.random.default_rng(1))
    c = np.asarray(x["A"], np.float64) @ np.asarray(x["B"], np.float64)
    v = c + np.asarray(x["bias"], np.float64)
    want = 0.5 * v * (1 + np.tanh(0.7978845608 * (v + 0.044715 * v ** 3)))
    assert np.allclose(prog.apply_epilogue(c, x), want)
    assert np.allclose(prog.reference(x)["C"], want)
    assert not np.allclose(prog.apply_epilogue(c, x), c)


def _load_driver():
    """bench/gemm/run.py as a module of its own name (every bench has a run.py)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("gemm_bench_run", GEMM / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gemm_run = _load_driver()


def test_short_config_names_the_schedule():
    """A row's configuration cell names each kernel's plan as its remark does."""
    text = ("GEMM kernel f_gemm0: 512x6144x12288 f16 -> f16 (A [M, K], B [K, N]), wgmma tile "
            "128x256x64, 6 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, "
            "ping-pong of 2 teams over 132 blocks; grid 24x4x1 of 256 threads, ...")
    assert gemm_run.short_config(text).endswith("ping-pong of 2 teams over 132 blocks")


def test_short_config_names_the_cluster():
    """A clustered kernel's cell says so: the default's 2 x 1 clusters and the plan without
    them (cluster=1,1) are otherwise the same cell."""
    text = ("GEMM kernel f_gemm0: 256x6144x12288 f16 -> f16 (A K-major, B N-major), wgmma tile "
            "128x128x64, 7 stages, 2x1 warpgroups, TMA loads by a producer warpgroup, clusters "
            "of 2x1 blocks sharing B by TMA multicast; grid 48x2x1 of 384 threads")
    assert gemm_run.short_config(text).endswith("producer warpgroup, clusters of 2x1 blocks")
    assert "clusters" not in gemm_run.short_config(text.replace(
        ", clusters of 2x1 blocks sharing B by TMA multicast", ""))


def test_short_config_names_the_epilogue_staging():
    """A kernel staging its epilogue's outputs (staging=outputs) says so in its cell, after a
    cluster's (whose sharing the cell leaves out); the results' staging (the default) is the
    cell without it."""
    text = ("stitched kernel f_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core "
            "GEMM 512x6144x12288 (wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, TMA loads "
            "by a producer warpgroup, ping-pong of 2 teams over 128 blocks, clusters of 2x1 "
            "blocks sharing B by TMA multicast, the epilogue's outputs staged), grid 128x1x1")
    assert gemm_run.short_config(text).endswith(
        "over 128 blocks, clusters of 2x1 blocks, the epilogue's outputs staged")
    assert gemm_run.short_config(text.replace(", the epilogue's outputs staged", "")).endswith(
        "over 128 blocks, clusters of 2x1 blocks")


def test_write_cache_keeps_the_fastest_equal_candidate(tmp_path):
    """Of each GEMM's rows the fastest checked one becomes an entry (a mismatch or a row
    without a time never does), keyed as kfusion-plan-gemm keys GEMMs; a second tuning run
    adds to the file."""
    prog = programs.GemmProgram("up", G(512, 6144, 12288, out="f16"))
    progs = [programs.GemmProgram("up@c%d" % i, prog.gemm) for i in range(3)]
    cfg = "wgmma tile 128x%dx64, 4 stages, 2x1 warpgroups"
    rows = [{"name": "up@c0", "status": "equal", "median_ms": 0.30, "config": cfg % 128},
            {"name": "up@c1", "status": "MISMATCH", "median_ms": 0.10, "config": cfg % 256},
            {"name": "up@c2", "status": "equal", "median_ms": 0.25, "config": cfg % 64},
            {"name": "other", "status": "equal", "median_ms": 0.01, "config": cfg % 64}]
    path = tmp_path / "cache.json"
    added = gemm_run.write_cache(rows, progs, path, "h200", note="test")
    assert len(added) == 1
    import json
    cache = json.loads(path.read_text())
    assert cache["kfusion_tuning_cache"] == 1
    (entry,) = cache["entries"]
    assert entry["device"] == "h200" and entry["kind"] == "gemm"
    assert entry["problem"] == {"batch": 1, "m": 512, "n": 6144, "k": 12288, "a": "mk",
                                "b": "kn", "input": "f16", "output": "f16"}
    assert entry["config"]["tile"] == [128, 64, 64] and entry["ms"] == 0.25
    gemm_run.write_cache(rows[:1], progs, path, "h100")
    assert len(json.loads(path.read_text())["entries"]) == 2


def test_tuning_cache_keys_a_gemm_with_its_epilogue(tmp_path):
    """A GEMM tuned with its bias + GELU in the epilogue (run.py tune --epilogue) is keyed
    as kfusion-stitch keys it (the GEMM's f32 result, the epilogue's operations and the
    bias's shape: programs.epilogue_key): the compiler takes the entry, prices the kernel
    at its measured time and says so; the GEMM alone does not take it."""
    need_tools()
    fused = programs.GemmProgram("up_bias_gelu", G(128, 256, 64, out="f16"),
                                 epilogue="bias_gelu")
    problem = gemm_run.tuning_problem(fused)
    assert problem["output"] == "f32"
    assert problem["epilogue"] == (
        "addf mulf mulf mulf addf mulf tanh addf mulf mulf truncf [256]")
    rows = [{"name": fused.name, "status": "equal", "median_ms": 0.0123,
             "config": "wgmma tile 64x128x64, 3 stages, 1x1 warpgroups"}]
    cache = tmp_path / "cache.json"
    assert len(gemm_run.write_cache(rows, [fused], cache, "h100")) == 1
    option = "device=h100 tuning-cache=%s" % cache
    build.lower(dataclasses.replace(fused, options=option), tmp_path / "fused",
                opt=str(OPT), emulate=True)
    (config,) = build.kernel_configs(tmp_path / "fused")
    assert "1:elementwise" in config and "wgmma tile 64x128x64, 3 stages" in config, config
    assert "measured 12.30 us" in config, config
    # The GEMM alone (f32 out, no epilogue) is another problem: the model's choice.
    alone = programs.GemmProgram("up", G(128, 256, 64), options=option)
    build.lower(alone, tmp_path / "alone", opt=str(OPT), emulate=True)
    assert "measured" not in (tmp_path / "alone" / "remarks.txt").read_text()


def test_driver_sim_reads_the_tuning_cache(tmp_path):
    """run.py time --sim --tuning-cache: each GEMM gets the cache's configuration (not the
    model's), checked on kfusion-sim."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    env.pop("KFUSION_TUNING_CACHE", None)
    progs = gemm_run.workloads(gemm_run.argparse.Namespace(
        sim=True, epilogue=False, configs="", options="", device="", tuning_cache=""))
    rows = [{"name": p.name, "status": "equal", "median_ms": 1.0,
             "config": "wgmma tile 64x64x64, 3 stages, 1x1 warpgroups"} for p in progs]
    cache = tmp_path / "cache.json"
    assert len(gemm_run.write_cache(rows, progs, cache, "h100")) == 2
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "time", "--sim", "--out",
                        str(tmp_path / "out"), "--tuning-cache", str(cache), "--device", "h100"],
                       capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "out" / "tables.md").read_text()
    assert table.count("| equal |") == 2, table
    assert table.count("wgmma tile 64x64x64, 3 stages, 1x1 warpgroups") == 2, table


def calibrate(tmp_path, device, rows):
    """run.py calibrate over `rows` (a results directory of them, measured on `device`):
    (its console, its table)."""
    import json
    results = tmp_path / "results"
    results.mkdir()
    (results / "meta.json").write_text(json.dumps({"device": device}))
    (results / "workloads.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "calibrate", "--results",
                        str(results), "--out", str(tmp_path / "out")], capture_output=True,
                       text=True, env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout + p.stderr, (tmp_path / "out" / "tables.md").read_text()


def test_calibrate_projects_a_measured_row(tmp_path):
    """run.py calibrate: a measured row (as the 2026-12-01 H200 run recorded it) rebuilt with
    its configuration, projected by kfusion-estimate, its ratio in the table; a row whose
    rebuild plans another configuration is not compared."""
    need_tools()
    config = ("512x6144x12288 f16 -> f16 (A K-major, B N-major), wgmma tile 256x128x64, "
              "4 stages, 4x1 warpgroups; grid 48x2x1 of 512 threads")
    # The options fix the tile the row was measured with (the model's choice may move);
    # the second row's rebuild plans 4 stages (the model's), not its 7.
    tile = "tile=256,128 groups=4,1"
    rows = [{"name": "gpt3_up_m512", "elem": "f16", "options": tile + " stages=4",
             "status": "equal", "median_ms": 0.1313, "config": config},
            {"name": "gpt3_up_m512@c1", "elem": "f16", "options": tile, "status": "equal",
             "median_ms": 0.2, "config": config.replace("4 stages", "7 stages")}]
    console, table = calibrate(tmp_path, "NVIDIA H200, sm_90", rows)
    assert "| gpt3_up_m512 |" in table and "| h200 | 0.1313 |" in table, table
    assert "gpt3_up_m512@c1" not in table and "not compared" in console
    assert "1 kernels: projected / measured" in table
    # The planner's own estimate beside it (its remark's "modelled"), with no pair of one
    # GEMM's rows to order.
    row = next(line for line in table.splitlines() if "| gpt3_up_m512 |" in line)
    planned, ratio = [c.strip() for c in row.strip("|").split("|")][-2:]
    assert float(planned) > 0 and abs(float(ratio) - float(planned) / 0.1313) < 0.01, row
    assert "1 kernels: planned / measured" in table and "0 of 0 pairs" in table, table


def test_calibrate_rebuilds_a_fused_row_with_its_staging(tmp_path):
    """run.py calibrate: a fused epilogue's row is rebuilt with the staging it was measured
    with, the results (rows before gemm-staging=auto) where its configuration names none, so
    both rows below are compared, not rebuilt as the default's outputs staging."""
    need_tools()
    config = ("ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 4096x3072x768 "
              "(wgmma tile 128x256x64, 4 stages, 2x1 warpgroups, TMA loads by a producer "
              "warpgroup, persistent over 132 blocks, tiles in groups of 4 rows%s), grid "
              "132x1x1 of 384 threads")
    options = "schedule=persistent tile=128,256 groups=2,1 stages=4 epilogue=fused"
    rows = [{"name": "gpt2_up_bias_gelu_m4096@c0", "elem": "f16", "options": options,
             "status": "equal", "median_ms": 0.0478,
             "config": config % ", the epilogue's outputs staged"},
            {"name": "gpt2_up_bias_gelu_m4096@c1", "elem": "f16", "options": options,
             "status": "equal", "median_ms": 0.0490, "config": config % ""}]
    console, table = calibrate(tmp_path, "NVIDIA H100 80GB HBM3", rows)
    assert "not compared" not in console, console
    assert "| gpt2_up_bias_gelu_m4096@c0 |" in table and "| gpt2_up_bias_gelu_m4096@c1 |" in table
    staged = next(line for line in table.splitlines() if "@c0 |" in line)
    assert "the epilogue's outputs staged" in staged, staged
    assert "2 kernels: planned / measured" in table, table


def test_ordered_pairs_counts_the_pairs_measured_apart():
    """run.py calibrate's ordering count: pairs within 3% are not counted, the others count
    as ordered where the estimates agree with the measurements; groups are not mixed."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("gemm_run", GEMM / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    # (0.10, 0.12) ordered; (0.10, 0.102) within 3%: not a pair; (0.12, 0.102) misordered
    # (the estimates say 0.102's is slower).
    group = [(0.10, 1.0), (0.12, 2.0), (0.102, 3.0)]
    assert run.ordered_pairs([group]) == (1, 2)
    assert run.ordered_pairs([group[:2], [(0.2, 1.0)]]) == (1, 1)
    assert run.ordered_pairs([]) == (0, 0)


MLP_GELU = programs.GemmProgram("mlp_gelu", G(128, 64, 64, out="f16"), hidden=512,
                                activation="gelu")


@pytest.mark.parametrize("sync", [None, "force=true policy=row",
                                  "force=true policy=tile wait-at=in-loop"],
                         ids=["stream", "row", "tile-loop"])
def test_mlp_with_gelu_under_cusync(sync, tmp_path):
    """The MLP with its GELU between the GEMMs (cuSync's GPT-3 MLP in small): two
    tensor-core kernels, the GELU in the first one's epilogue, equal to the float64
    reference on kfusion-sim one after another and under cuSync (the pair's remark names
    the policy and where the consumer waits)."""
    need_tools()
    import dataclasses
    # Waits in the K loop: the copies' loop (programs.SYNC_VARIANT_OPTIONS).
    prog = dataclasses.replace(MLP_GELU, sync=sync,
                               options="load=cp.async" if sync and "in-loop" in sync else "")
    program = build.lower(prog, tmp_path, opt=str(OPT), emulate=True)
    configs = build.kernel_configs(tmp_path)
    assert len(configs) == 2 and "1:elementwise" in configs[0], configs
    problems, text = build.check(prog, program, tmp_path, str(SIM), fresh_rng(prog.name))
    assert not problems, text[-2000:]
    plan = build.sync_plan(tmp_path)
    if sync is None:
        assert plan == "-"
    else:
        assert plan == {"force=true policy=row": "row, wait-kernel yes, waits at first use",
                        "force=true policy=tile wait-at=in-loop":
                        "tile, wait-kernel yes, waits in the loop"}[sync], plan
        assert "_sync0" in program.read_text()


@pytest.mark.parametrize("sync", ["force=true policy=row",
                                  "force=true policy=tile wait-at=in-loop"],
                         ids=["row", "tile-loop"])
def test_mlp_under_cusync_with_producer_warpgroups(sync, tmp_path):
    """The same MLP with both GEMMs' tiles loaded by a producer warpgroup
    (load=tma-producer): the launch graph sees the consumer's TMA loads read the
    intermediate (through the tensor map's kfusion.tensor_map_of); RowSync waits before
    the kernel's first use of the map, equal on kfusion-sim; waits in the loop are
    declined with the reason."""
    need_tools()
    import dataclasses
    prog = dataclasses.replace(MLP_GELU, sync=sync, options="load=tma-producer stages=3")
    program = build.lower(prog, tmp_path, opt=str(OPT), emulate=True)
    configs = build.kernel_configs(tmp_path)
    assert len(configs) == 2 and all("producer warpgroup" in c for c in configs), configs
    problems, text = build.check(prog, program, tmp_path, str(SIM), fresh_rng(prog.name))
    assert not problems, text[-2000:]
    remarks = (tmp_path / "remarks.txt").read_text()
    if "in-loop" in sync:
        # The loads are the producer warpgroup's, in a loop under its branch: no loop of
        # the entry block to wait in, which the planner says.
        assert "_sync0" not in program.read_text()
        assert "no loop of the consumer's entry block reads the buffer" in remarks, remarks
    else:
        assert "_sync0" in program.read_text()
        assert build.sync_plan(tmp_path) == "row, wait-kernel yes, waits at first use"
        # One semaphore per row of tiles (the computing threads' rows seen exactly:
        # max(tid, 128) - 128), as with the copies.
        assert "policy row (2 semaphores" in remarks, remarks


def test_mlp_reference_rows_and_activation():
    """reference_rows gives the rows of the full reference; the activation is applied (and
    the hidden value rounded to f16) between the GEMMs."""
    prog = programs.GemmProgram("m", G(16, 8, 8, out="f16"), hidden=24, activation="gelu")
    x = prog.make_inputs(np.random.default_rng(5))
    rows = np.array([1, 7, 12])
    assert np.allclose(prog.reference_rows(x, rows)["C"], prog.reference(x)["C"][rows])
    plain = programs.GemmProgram("m", G(16, 8, 8, out="f16"), hidden=24)
    assert not np.allclose(plain.reference(x)["C"], prog.reference(x)["C"], atol=1e-2)
    assert "math.tanh" in prog.text() and prog.pipeline == "kfusion-stitch-to-gpu"
    # Weights drawn as a layer's (+-sqrt(3 / fan-in)), the input in [-1, 1).
    assert np.abs(x["W0"]).max() <= np.sqrt(3 / 8) and np.abs(x["W1"]).max() <= np.sqrt(3 / 24)
    assert np.abs(x["A"]).max() > np.sqrt(3 / 8)
    assert prog.gemms[0].out == "f32" and plain.gemms[0].out == "f16"


def test_swiglu_reference():
    """LLaMA's MLP form: silu(A W0) * (A W1), rounded to f16, times W2; three GEMMs, the
    activation generic reading both up projections."""
    prog = programs.GemmProgram("s", G(16, 8, 8, out="f16"), hidden=24, activation="swiglu")
    x = prog.make_inputs(np.random.default_rng(6))
    f = {k: np.asarray(v, np.float64) for k, v in x.items()}
    g, u = f["A"] @ f["W0"], f["A"] @ f["W1"]
    h = (g / (1 + np.exp(-g)) * u).astype(np.float16).astype(np.float64)
    assert np.allclose(prog.reference(x)["C"], h @ f["W2"])
    assert len(prog.gemms) == 3 and [o.name for o in prog.inputs] == ["A", "W0", "W1", "W2"]
    assert "math.exp" in prog.text() and prog.text().count("linalg.matmul") == 3


def test_mlp_sync_programs_and_flags():
    """--mlp-sync's programs: GPT-3's MLP per variant, the cuSync passes after the
    pipeline where the variant synchronizes; an unknown variant is refused."""
    progs = programs.mlp_sync_programs(512, variants=("stream", "row-excl"))
    assert [p.name for p in progs] == ["gpt3_mlp_m512@stream", "gpt3_mlp_m512@row-excl"]
    assert progs[0].pass_flags() == ["--kfusion-stitch-to-gpu="]
    assert progs[1].pass_flags("device=h200") == [
        "--kfusion-stitch-to-gpu=device=h200",
        "--kfusion-plan-sync=force=true policy=row exclusive-gpu=true",
        "--kfusion-insert-semaphores"]
    assert (progs[1].gemm.m, progs[1].gemm.k, progs[1].hidden) == (512, 12288, 6144)
    # A forced policy runs on grids (a persistent producer block stores many tiles): the
    # GEMMs' plan attributes say so; StreamSync keeps the model's schedule.
    assert 'kfusion.gemm_schedule = "grid"' in progs[1].text()
    assert "kfusion.gemm_schedule" not in progs[0].text()
    with pytest.raises(ValueError, match="unknown cuSync variant 'diagonal'"):
        programs.mlp_sync_programs(512, variants=("diagonal",))
    llama = programs.mlp_sync_programs(256, variants=("row",), models=("llama",))[0]
    assert llama.name == "llama_mlp_m256@row" and llama.activation == "swiglu"
    assert (llama.gemm.k, llama.hidden) == (8192, 3584)


def test_sync_plan_reads_the_remarks(tmp_path):
    """The table's cuSync cell from kfusion-plan-sync's remark: the pair's policy,
    wait-kernel and waits, or StreamSync with the model's projected gain."""
    (tmp_path / "remarks.txt").write_text(
        "f.mlir:1:1: remark: kfusion-plan-sync: pair 0: @a::@k0 -> @a::@k1: policy row (4 "
        "semaphores, 1.0 semaphores waited per consumer tile; refused strided: x (y)), tile "
        "order producer hardware consumer hardware, wait-kernel no (both grids fit at once, "
        "exclusive-gpu), waits at first use; model: StreamSync 1 ms, cuSync 0.9 ms (1.11x)\n")
    assert build.sync_plan(tmp_path) == "row, wait-kernel no, waits at first use"
    synced = (tmp_path / "remarks.txt").read_text()
    assert build.sync_refusal(tmp_path) == ""
    declined = ("f.mlir:1:1: remark: kfusion-plan-sync: @a::@k0 -> @a::@k1: not synchronized: "
                "the modeled gain is below min-gain 1.05 (model: StreamSync 0.1 ms, cuSync "
                "0.12 ms (0.83x); waves 1.00 + 0.50 at 1 + 1 blocks per multiprocessor)\n")
    (tmp_path / "remarks.txt").write_text(declined)
    assert build.sync_plan(tmp_path) == "StreamSync (model: 0.83x)"
    assert build.sync_refusal(tmp_path).startswith("the modeled gain is below min-gain 1.05")
    # One pair of two synchronized (LLaMA's MLP): not a refusal.
    (tmp_path / "remarks.txt").write_text(declined + synced)
    assert build.sync_refusal(tmp_path) == ""


def test_driver_sim_mlp_sync(tmp_path):
    """run.py time --sim --mlp-sync: both MLPs (GPT-3's GELU, LLaMA's SwiGLU: three GEMMs,
    silu(gate) * up in the gate's epilogue, the pair its kernel and the down projection)
    under each variant built, checked on kfusion-sim by the sampled check (rows of the
    MLP's reference), a table with the cuSync plan of each."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "time", "--sim", "--mlp-sync",
                        "stream,row-excl,tile-loop", "--out", str(tmp_path)],
                       capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "tables.md").read_text()
    assert table.count("| equal |") == 6, table
    assert table.count("| row, wait-kernel no, waits at first use |") == 2, table
    assert table.count("| tile, wait-kernel yes, waits in the loop |") == 2, table
    assert "ops [0:tensor-core GEMM, 2:elementwise]" in table, table


SMALL_PAIR = dict(conv.SMALL_CONV)


def direct_conv_pair(x, elem="f16"):
    """The pair by loops over the taps (independent of ConvPair.reference_rows): valid 3x3
    convolutions, ReLU, the hidden rounded to `elem`."""
    def layer(image, w):
        b, h, wd, _ = image.shape
        r = w.shape[0]
        out = np.zeros((b, h - r + 1, wd - r + 1, w.shape[-1]))
        for dr in range(r):
            for ds in range(r):
                out += image[:, dr:dr + h - r + 1, ds:ds + wd - r + 1, :] @ w[dr, ds]
        return np.maximum(out, 0.0)
    f = {k: np.asarray(v, np.float64) for k, v in x.items()}
    hidden = dtypes.round_to(layer(f["X"], f["W0"]), elem)
    return layer(hidden, f["W1"])


def test_conv_pair_reference_and_text():
    """The convolution pair's reference (sampled pixels, the first layer only where the
    second reads it) equals loops over the taps on every pixel; the ReLUs and the hidden's
    rounding are in it; the text is two linalg.conv_2d_nhwc_hwcf, each with its ReLU."""
    prog = conv.conv_sync_programs(2, variants=("stream",), dims=SMALL_PAIR)[0]
    x = prog.make_inputs(np.random.default_rng(7))
    want = direct_conv_pair(x)
    assert prog.outputs[0].shape == want.shape == (2, 6, 6, 128)
    assert np.allclose(prog.reference(x)["C"], want)
    rows = np.array([0, 5, 6, 35, 36, 71])
    assert np.allclose(prog.reference_rows(x, rows)["C"], want.reshape(-1, 128)[rows])
    assert np.count_nonzero(want == 0) > want.size // 4      # the last ReLU
    plain = {k: np.asarray(v, np.float64) for k, v in x.items()}
    no_relu = sum(plain["X"][:, dr:dr + 8, ds:ds + 8, :] @ plain["W0"][dr, ds]
                  for dr in range(3) for ds in range(3))
    assert no_relu.min() < 0                                  # the first ReLU matters
    text = prog.text()
    assert text.count("linalg.conv_2d_nhwc_hwcf") == 2 and text.count("arith.maximumf") == 2
    assert [o.shape for o in prog.inputs] == [(2, 10, 10, 64), (3, 3, 64, 128),
                                              (3, 3, 128, 128)]
    assert prog.flops == 2.0 * 2 * (64 * 128 * 9 * 64 + 36 * 128 * 9 * 128)


def test_conv_sync_programs():
    """--conv-sync's programs: VGG-19's conv4_2 -> conv4_3 at the batch (X the 28 x 28 map
    with the border both valid convolutions consume), the cuSync passes per variant, the
    forced policies on grids, cuSync's Conv2DTileSync staged in the loop; an unknown variant
    refused."""
    progs = conv.conv_sync_programs(8, variants=("stream", "row", "conv2d"))
    assert [p.name for p in progs] == ["vgg_conv_b8@stream", "vgg_conv_b8@row",
                                       "vgg_conv_b8@conv2d"]
    assert progs[0].inputs[0].shape == (8, 32, 32, 512)
    assert progs[0].outputs[0].shape == (8, 28, 28, 512)
    assert (progs[0].gemm.m, progs[0].gemm.n, progs[0].gemm.k) == (8 * 784, 512, 4608)
    assert progs[0].pass_flags() == ["--kfusion-stitch-to-gpu="]
    assert progs[1].pass_flags()[1:] == ["--kfusion-plan-sync=force=true policy=row",
                                         "--kfusion-insert-semaphores"]
    assert progs[1].text().count('kfusion.gemm_schedule = "grid"') == 2
    assert "policy=conv2d wait-at=in-loop" in progs[2].pass_flags()[1]
    assert 'kfusion.gemm_load = "cp.async"' in progs[2].text()
    with pytest.raises(ValueError, match="unknown cuSync variant 'diagonal'"):
        conv.conv_sync_programs(8, variants=("diagonal",))


def test_vgg_pair_lowers(tmp_path):
    """VGG's pair at batch 8 lowers through kfusion-to-cubin (sm_90a) under RowSync: two
    implicit-GEMM kernels with the ReLU in their epilogues, synchronized."""
    need_tools()
    prog = conv.conv_sync_programs(8, variants=("row",))[0]
    low = build.lower(prog, tmp_path, opt=str(OPT))
    assert "gpu.binary" in Path(low).read_text()
    configs = build.kernel_configs(tmp_path)
    assert len(configs) == 2 and all("elementwise" in c for c in configs), configs
    assert "tensor-core GEMM 7200x512x4608" in configs[0], configs
    assert "tensor-core GEMM 6272x512x4608" in configs[1], configs
    assert build.sync_plan(tmp_path).startswith("row, wait-kernel yes")


@pytest.mark.parametrize("variant", list(conv.CONV_SYNC_VARIANTS))
def test_conv_pair_under_cusync(variant, tmp_path):
    """The small convolution pair under each cuSync variant, emulated, equal to the float64
    reference on kfusion-sim under a random skewed schedule (8 block slots: every block
    resident, so a plan without a wait-kernel cannot livelock). The producer's output is
    read through a reshape, so the dependency names every producer tile: row and tile wait
    for the whole producer; waits in the loop (tile-loop, conv2d) are declined with the
    reason, and the program is StreamSync's."""
    need_tools()
    prog = conv.conv_sync_programs(2, variants=(variant,), dims=SMALL_PAIR)[0]
    program = build.lower(prog, tmp_path, opt=str(OPT), emulate=True)
    configs = build.kernel_configs(tmp_path)
    assert len(configs) == 2 and all("tensor-core GEMM" in c and "elementwise" in c
                                     for c in configs), configs
    rng = fresh_rng(prog.name)
    x = prog.make_inputs(rng)
    harness.write_inputs(prog, tmp_path / "in", x)
    p = harness.run(str(SIM), program, tmp_path / "in", tmp_path / "out",
                    extra=["--schedule=random", "--skew", "--sms=4", "--blocks-per-sm=2",
                           "--seed=%d" % rng.integers(1 << 30)],
                    env={"KFUSION_BENCH_WARMUP": "0", "KFUSION_BENCH_REPEAT": "0"})
    assert p.returncode == 0, p.stdout[-2000:]
    got = harness.read_outputs(prog, tmp_path / "out")
    assert not harness.compare(prog, got, prog.reference(x)), p.stdout[-2000:]
    synced = "_sync0" in program.read_text()
    plan, refusal = build.sync_plan(tmp_path), build.sync_refusal(tmp_path)
    if variant in ("stream", "planned", "planned-excl"):
        assert not synced and (plan == "-") == (variant == "stream"), plan
        # A wrong tap (the second filter mirrored) is caught.
        mirrored = dict(x, W1=x["W1"][::-1, ::-1])
        assert harness.compare(prog, got, {"C": direct_conv_pair(mirrored)})
    elif variant in ("tile-loop", "conv2d"):
        assert not synced
        assert ("Conv2DTileSync needs a convolution's dependency" if variant == "conv2d"
                else "the producer's writes of the buffer are not known") in refusal, refusal
    else:
        assert synced and not refusal
        assert plan == {"row": "row, wait-kernel yes, waits at first use",
                        "tile": "tile, wait-kernel yes, waits at first use",
                        "row-excl": "row, wait-kernel no, waits at first use"}[variant], plan


def test_driver_sim_conv_sync(tmp_path):
    """run.py time --sim --conv-sync: the small pair per variant built, checked on
    kfusion-sim by the sampled check (output pixels of the pair's reference), a policy the
    planner declines recorded as refused (not run, not a failure); the table."""
    need_tools()
    env = dict(os.environ, KFUSION_BIN=str(BIN))
    p = subprocess.run([sys.executable, str(GEMM / "run.py"), "time", "--sim", "--conv-sync",
                        "stream,row,conv2d", "--out", str(tmp_path)],
                       capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    table = (tmp_path / "tables.md").read_text()
    assert table.count("| equal |") == 2 and table.count("| refused |") == 1, table
    assert "| sim_vgg_conv@row | 72 | 128 | 1152 |" in table, table
    assert table.count("| row, wait-kernel yes, waits at first use |") == 1, table
    assert table.count("ops [0:tensor-core GEMM, 1:elementwise]") == 3, table


def test_kernel_trace_script(tmp_path):
    """bench/gemm/kernel-trace.sh with a fake bundle, run.py, kfusion-runner and ncu: each
    kept program's launches traced (kernel-times.py --trace: a launch's duration plus the
    gap before it, named from the func.func @step of gemm.mlir, the program before its
    lowering: program.mlir's @step is an llvm.func) and its ncu CSV summarized per kernel,
    both tables in $OUT/kernels.md; the traces and CSVs packed in trace.tgz."""
    import shutil
    import tarfile
    if not shutil.which("xz") or not shutil.which("bash"):
        pytest.skip("no xz or bash")
    tree = tmp_path / "tree"
    for rel in ("bench/session.sh", "scripts/unpack-bundle.sh", "bench/gemm/kernel-trace.sh",
                "bench/models/kernel-times.py", "python/kfusion/__init__.py",
                "python/kfusion/tools.py", "python/kfusion/ncu.py"):
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / rel, tree / rel)
    (tree / "bench/gemm/run.py").write_text(
        "import json, sys\nfrom pathlib import Path\n"
        "out = Path(sys.argv[sys.argv.index('--out') + 1])\n"
        "w = out / 'work' / 'w_m512@c0'\nw.mkdir(parents=True)\n"
        "(w / 'gemm.mlir').write_text('module {\\n  func.func @step() {\\n'\n"
        "  '    gpu.launch_func @m::@step_k0_gemm blocks in (1) threads in (1)\\n'\n"
        "  '    gpu.launch_func @m::@step_k1_thread blocks in (1) threads in (1)\\n'\n"
        "  '    return\\n  }\\n}\\n')\n"
        "(w / 'program.mlir').write_text('module {\\n  llvm.func @step() {\\n'\n"
        "  '    gpu.launch_func <%0 : !llvm.ptr> @m::@step_k0_gemm\\n  }\\n}\\n')\n"
        "(out / 'workloads.jsonl').write_text(json.dumps({'name': 'w_m512@c0', "
        "'status': 'equal'}) + '\\n')\n")
    stage = tmp_path / "stage" / "kfusion-bundle"
    (stage / "bin").mkdir(parents=True)
    (stage / "lib").mkdir()
    (stage / "BUNDLE-INFO").write_text("commit: c0ffee1\ndate: D\n")
    runner = stage / "bin" / "kfusion-runner"
    runner.write_text(
        "#!/bin/sh\n[ -d \"$KFUSION_OUTPUT_DIR\" ] || { echo \"kfusion-runtime: error: cannot create"
        " $KFUSION_OUTPUT_DIR/output0.bin\" >&2; exit 1; }\n"
        "[ -n \"$KFUSION_TIMING_TRACE\" ] || exit 0\nr=0\n"
        "while [ $r -lt $KFUSION_BENCH_REPEAT ]; do\n"
        "  echo \"kfusion-timing: region=$r op=0 start-us=0.00 end-us=100.00\" "
        ">> \"$KFUSION_TIMING_TRACE\"\n"
        "  echo \"kfusion-timing: region=$r op=1 start-us=102.00 end-us=110.00\" "
        ">> \"$KFUSION_TIMING_TRACE\"\n  r=$((r + 1))\ndone\n")
    ncu = stage / "bin" / "ncu"
    ncu.write_text(
        "#!/bin/sh\n[ -d \"$KFUSION_OUTPUT_DIR\" ] || exit 1\n"
        "while [ \"$1\" != --log-file ]; do shift; done\n"
        "H='\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"'\n"
        "{ echo '==PROF== Connected'; echo \"$H\"\n"
        "  echo '\"0\",\"step_k0_gemm\",\"gpu__time_duration.sum\",\"usecond\",\"99.50\"'\n"
        "  echo '\"0\",\"step_k0_gemm\",\"dram__bytes_read.sum\",\"Mbyte\",\"160.10\"'\n"
        "  echo '\"1\",\"step_k1_thread\",\"gpu__time_duration.sum\",\"nsecond\",\"7,900\"'\n"
        "  echo '\"1\",\"step_k1_thread\",\"gpu__dram_throughput.avg.pct_of_peak_sustained_"
        "elapsed\",\"%\",\"61.2\"'; } > \"$2\"\n")
    opt = stage / "bin" / "kfusion-opt"
    opt.write_text(
        "#!/bin/sh\n[ \"$2\" = --kfusion-estimate=device=h200 ] || exit 1\n"
        "echo 'g.mlir:1:1: remark: projected 95.00 us (tensor) for @step_k0_gemm: issue 1.0; "
        "launch 2.50 us' >&2\n"
        "echo 'g.mlir:2:1: remark: projected 5.50 us (DRAM) for @step_k1_thread: issue 1.0; "
        "launch 2.50 us' >&2\n")
    for tool in (runner, ncu, opt):
        tool.chmod(0o755)
    bundle = tmp_path / "b.tar.xz"
    with tarfile.open(bundle, "w:xz") as tar:
        tar.add(stage, arcname="kfusion-bundle")
    out = tmp_path / "out"
    env = dict(os.environ, BUNDLE=str(bundle), OUT=str(out),
               KFUSION_BUNDLE_DIR=str(tmp_path / "kb"), PATH="/usr/bin:/bin", DEVICE="h200")
    proc = subprocess.run(["bash", "bench/gemm/kernel-trace.sh", "--m", "512"], cwd=tree,
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    kernels = (out / "kernels.md").read_text()
    # The trace: step_k0_gemm 100 us, step_k1_thread 8 us + the 2 us gap before it; each
    # beside kfusion-estimate's projection for DEVICE with its launch overhead.
    assert "| step_k0_gemm | gemm | 100.0 | 91% | 97.5 | tensor | 0.97 |" in kernels, kernels
    assert "| step_k1_thread | thread | 10.0 | 9% | 8.0 | DRAM | 0.80 |" in kernels, kernels
    # ncu: microseconds from either unit, megabytes, a percentage; "-" where not measured.
    assert "| step_k0_gemm | 99.5 | 160.1 | - | - |" in kernels, kernels
    assert "| step_k1_thread | 7.9 | - | - | 61.2 |" in kernels, kernels
    assert "w_m512@c0\tequal" in proc.stdout
    with tarfile.open(out / "trace.tgz") as tar:
        names = tar.getnames()
    assert {"trace/w_m512@c0.trace", "ncu/w_m512@c0.csv", "estimate/w_m512@c0.txt"} <= \
        set(names), names
    assert not (out / "trace").exists() and not (out / "built" / "work").exists()
