# Split-K GEMMs of the GEMM generator (kfusion.gemm, Gemm.split_k): the slices'
# kernel (grid z = the K slice, partial products into an f32 workspace) and the sum kernel
# (SplitKSum: the S partials in slice order, the epilogue, the output type) computed on
# kfusion-sim equal numpy on fresh random inputs, alone and in the small MLP under the cuSync
# passes with uneven block schedules; planted slicing and summing errors are caught; the
# kernels keep the form the passes rely on; @step allocates the workspace; the tensor-core
# kernels lower to PTX; a split convolution is refused (the other refused splits are in
# test_cusync_gemm.py's parameter table); the driver reads the planner's remarks per pair.
"""Tests of split-K in kfusion.gemm and its use by run.py."""

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion.gemm import GemmConfigError, SplitKSum, mma  # noqa: E402


def split_gemm(m, n, k, epilogue="none", **cfg):
    return programs.gemm_program("gemm", m, k, n, "emul", epilogue=epilogue, size="small",
                                 **cfg)


@pytest.mark.parametrize("m,n,k,tile,warps,stages,split,epilogue", [
    # the small workload's shape in two slices of 2 k-tiles
    (64, 64, 128, (64, 64, 32), (2, 2), 3, 2, "none"),
    # three slices, 2 x 2 output tiles, 8 warps, the GeLU epilogue in the sum
    (128, 128, 192, (64, 64, 32), (4, 2), 2, 3, "gelu_tanh"),
    # four slices of one k-tile each: no main loop (STAGES - 1 = 1 k-tile unrolled)
    (64, 128, 128, (32, 64, 32), (2, 1), 2, 4, "gelu_erf"),
    # SwiGLU: the slices store raw gate and up products, the sum combines them
    (64, 64, 128, (64, 32, 32), (2, 2), 2, 2, "swiglu"),
])
def test_split_gemm_equals_numpy(tmp_path, m, n, k, tile, warps, stages, split, epilogue):
    prog = split_gemm(m, n, k, epilogue, tile=tile, warps=warps, stages=stages,
                      split_k=split)
    g = prog.gemms[0]
    assert g.grid == (n // tile[1], m // tile[0], split) and g.slice_k_tiles * split == \
        k // tile[2]
    assert [x.name for x in g.kernels()] == ["gemm", "gemm_sum"]
    lib.sim_check(prog, tmp_path, "split%d" % split)


def test_slices_ignoring_their_k_offset_are_caught(tmp_path, monkeypatch):
    """Every slice multiplying the first K slice (a dropped offset) differs from numpy."""
    monkeypatch.setattr(mma, "slice_k_offset", lambda b, g, z: b.const(0))
    prog = split_gemm(64, 64, 128, tile=(64, 64, 32), warps=(2, 2), stages=2, split_k=2)
    with pytest.raises(AssertionError, match="differ"):
        lib.sim_check(prog, tmp_path, "split-no-offset")


def test_a_sum_missing_a_slice_is_caught(tmp_path, monkeypatch):
    monkeypatch.setattr(SplitKSum, "slices", property(lambda self: self.gemm.split_k - 1))
    prog = split_gemm(64, 64, 192, tile=(64, 64, 32), warps=(2, 2), stages=2, split_k=3)
    with pytest.raises(AssertionError, match="differ"):
        lib.sim_check(prog, tmp_path, "split-short-sum")


@pytest.mark.parametrize("split,policy,schedule", [
    # the first GEMM split: its sum kernel is the consumer's producer
    ((2, 1), "row", ["--schedule=random", "--skew", "--sms=2", "--blocks-per-sm=1"]),
    # both split: the consumer's slices read a K window of the hidden rows (TileSync)
    ((2, 2), "tile", ["--schedule=reverse", "--skew", "--sms=1", "--blocks-per-sm=2"]),
])
def test_split_mlp_under_cusync_any_schedule(tmp_path, split, policy, schedule):
    """The small MLP (emul, SwiGLU) with split GEMMs is a chain of 3 or 4 launches; the
    hand-written policy on the consumer (the second GEMM's first kernel) synchronizes it
    with the first GEMM's sum kernel, and the result equals numpy under uneven schedules
    with few resident blocks."""
    lib.need_tools()
    prog = programs.make("mlp", size="small", flavour="emul", stages=2, split_k=split)
    assert [x.name for g in prog.gemms for x in g.kernels()] == (
        ["mlp_up", "mlp_up_sum", "mlp_down"] + (["mlp_down_sum"] if split[1] > 1 else []))
    src = tmp_path / "in.mlir"
    src.write_text(prog.text({"kfusion.sync_policy": '"%s"' % policy}))
    proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=device=#kfusion.device<h100,{multiprocessors=1}>",
                       "--kfusion-insert-semaphores", "-o", tmp_path / "sync.mlir"])
    assert re.search(r"pair \d+: @kernels::@mlp_up_sum -> @kernels::@mlp_down: policy %s" %
                     policy, proc.stderr), proc.stderr
    text = (tmp_path / "sync.mlir").read_text()
    assert "kfusion.sem_" in "\n".join(lib.kernels_of(text)["mlp_down_sync0"])
    lib.sim_check(prog, tmp_path, "split-mlp-%s" % policy, module_text=text, extra=schedule)


def test_split_kernel_form_and_step():
    prog = programs.make("mlp_gpt3", 512, split_k=(2, 3))
    text = prog.text({"kfusion.sync_policy": '"tile"'})
    kernels = lib.kernels_of(text)
    assert set(kernels) == {"mlp_up", "mlp_up_sum", "mlp_down", "mlp_down_sum"}
    for name, lines in kernels.items():
        body = "\n".join(lines)
        assert body.count("gpu.return") == 1 and lines[-2].strip() == "gpu.return", name
        # x: column tile, y: row tile; the slices' kernels z: the K slice.
        want = ["x", "y"] if name.endswith("_sum") else ["x", "y", "z"]
        assert re.findall(r"gpu\.block_id (\w)", body) == want, name
        problems = lib.global_index_violations(lines, ("%A", "%B", "%C", "%W"))
        assert not problems, problems
    launches = [l.strip() for l in text.splitlines() if "gpu.launch_func" in l]
    assert [re.search(r"@kernels::@(\w+)", l).group(1) for l in launches] == \
        ["mlp_up", "mlp_up_sum", "mlp_down", "mlp_down_sum"]
    # The workspaces are temporaries of @step; the consumer's attribute is on the launch
    # that reads the hidden activation.
    assert re.search(r"%ws0, %t\w* = gpu\.alloc async \[%t\w*\] \(\) : "
                     r"memref<1024x6144xf32>", text)
    assert re.search(r"%ws1, %t\w* = gpu\.alloc async \[%t\w*\] \(\) : "
                     r"memref<1536x12288xf32>", text)
    assert "gpu.dealloc async" in text and text.count("gpu.dealloc async") == 3
    assert "kfusion.sync_policy" in launches[2] and "%Hid" in launches[2]
    assert all("kfusion.sync_policy" not in l for i, l in enumerate(launches) if i != 2)
    up, up_sum = prog.gemms[0], prog.gemms[0].kernels()[1]
    assert up.grid == (48, 4, 2) and up.blocks == 384 and up_sum.grid == (48, 4, 1)
    assert "split-k 2" in up.describe() and "sum of 2 K slices" in up_sum.describe()
    assert prog.flops() == 2 * 512 * 12288 * 6144 * 2


def test_split_convolution_refused():
    with pytest.raises(GemmConfigError, match="split-K is for GEMMs"):
        programs.make("conv", size="small", flavour="emul", split_k=2)
    with pytest.raises(GemmConfigError, match="one per GEMM"):
        programs.make("mlp", size="small", flavour="emul", split_k=(2, 1, 1))


def test_sync_plan_per_pair():
    """With split GEMMs the chain has pairs besides the consumer's: a hand-written policy
    is judged on its own pair, the planned program on all."""
    driver = lib.driver()
    remarks = [
        "x.mlir:1:2: remark: kfusion-plan-sync: @k::@up -> @k::@up_sum: not synchronized: "
        "the modeled gain is below min-gain 1.05",
        "x.mlir:2:2: remark: kfusion-plan-sync: pair 0: @k::@up_sum -> @k::@down: policy row "
        "(1 semaphores)",
        "x.mlir:3:2: remark: kfusion-plan-sync: @k::@down -> @k::@down_sum: not "
        "synchronized: no policy covers the dependency"]
    assert driver.sync_plan(remarks) == "row"
    assert driver.sync_plan(remarks, "down") == "row"
    assert driver.sync_plan(remarks, "down_sum") == \
        "StreamSync: no policy covers the dependency"
    assert driver.sync_plan(remarks[:1] + remarks[2:]) == \
        "StreamSync: no policy covers the dependency"
    assert driver.sync_plan(remarks, "other") is None


def test_tuner_on_the_interpreter_and_tuned_file(tmp_path):
    """`run.py tune --sim`: every split of each distinct GEMM made, run and checked (the
    ones the GEMM does not admit listed with the reason), tuned.json and tune.md
    written; a tuned file's split then shapes the programs (`--tuned`), and --split-k
    overrides it."""
    lib.need_tools()
    driver = lib.driver()
    out = tmp_path / "tune"
    proc = subprocess.run(
        [sys.executable, str(Path(driver.__file__)), "tune", "--sim", "--flavour", "emul",
         "--out", out, "--workloads", "gemm,mlp", "--stages", "2", "--jobs", "2"],
        capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    tuned = json.loads((out / "tuned.json").read_text())
    gemms = tuned["gemms"]
    assert len(gemms) == 3     # gemm's, and the MLP's two (its first: SwiGLU)
    first = gemms["64x64x128 none tile 64x64x32 warps 2x2 stages 2 emul"]
    assert first["status"] == {"1": "equal", "2": "equal", "4": "equal", "3": (
        "invalid: gemm tune0: split_k = 3 does not divide the K / TK = 4 k-tiles")}
    assert first["split_k"] == 1 and first["tunes"] == "gemm M=64 GEMM 1"
    assert "| chosen |" in (out / "tune.md").read_text()
    # A tuned file (as the GPU's would be) choosing 2 and 4 slices.
    for key, split in (("64x64x128 swiglu tile 64x32x32 warps 2x2 stages 2 emul", 4),
                       ("64x128x64 none tile 64x64x32 warps 2x2 stages 2 emul", 2)):
        gemms[key]["split_k"] = split
    path = tmp_path / "tuned.json"
    path.write_text(json.dumps(tuned))
    args = argparse.Namespace(
        sim=True, flavour="emul", tile=None, warps=None, micro=None, stages=2, split_k=None,
        tuned=str(path))
    prog = driver.make_program(args, "mlp", 64)
    assert [g.split_k for g in prog.gemms] == [4, 2]
    args.split_k = "1,2"
    assert [g.split_k for g in driver.make_program(args, "mlp", 64).gemms] == [1, 2]
    args.split_k, args.tuned = None, str(tmp_path / "missing.json")
    with pytest.raises(SystemExit, match="not a tuner's file"):
        driver.make_program(args, "mlp", 64)


def test_tuner_tile_candidates(tmp_path):
    """`run.py tune --tiles`: each tile candidate tiles every GEMM of a program, beside the
    program's own tiles; a candidate a program does not admit is listed with the reason;
    the program's tiles are the candidate whose GEMMs at their fastest splits take the
    least time together (tuned.json "programs"), and `--tuned` then tiles the program so,
    unless --tile or --stages name its tiles."""
    lib.need_tools()
    driver = lib.driver()
    out = tmp_path / "tune"
    proc = subprocess.run(
        [sys.executable, str(Path(driver.__file__)), "tune", "--sim", "--flavour", "wgemul",
         "--out", out, "--workloads", "gemm,mlp", "--jobs", "2",
         "--tiles", "64x32x64:4,64x64x64:3"],
        capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    tuned = json.loads((out / "tuned.json").read_text())
    chosen = tuned["programs"]
    # 64 x 32 tiles: the plain GEMM's 32-column B tile is not a multiple of 64.
    assert chosen["gemm M=64 wgemul"]["ms"]["64x32x64:4"] == "invalid configuration"
    # Nothing timed on the interpreter: the first candidate that checked, its own tiles.
    assert chosen["gemm M=64 wgemul"]["choice"] == "own"
    assert "tile" not in chosen["gemm M=64 wgemul"]
    assert "| program |" in (out / "tune.md").read_text()
    # Timed as on the GPU (made up): the MLP's GEMMs faster with 128-row tiles.
    layouts = {}
    args = argparse.Namespace(
        sim=True, flavour="wgemul", tile=None, warps=None, micro=None, stages=None,
        split_k=None, tuned=None, workloads="mlp", m="64",
        tiles="64x64x64:3,128x64x64:3")
    cands = driver.tune_candidates(args, layouts)
    assert set(layouts[("mlp", 64)]) == {"own", "64x64x64:3", "128x64x64:3"}
    gemms = {key: {"ms": {"1": 0.25 if " tile 128x" in key else 1.0}, "status": {"1": "equal"}}
             for key in cands}
    args.sim = False
    entry = driver.choose_tiles(args, layouts, gemms)["mlp M=64 wgemul"]
    assert entry["tile"] == [128, 64, 64] and entry["stages"] == 3, entry
    assert entry["ms"] == {"own": 2.0, "64x64x64:3": 2.0, "128x64x64:3": 0.5}
    tuned["programs"] = {"mlp M=64 wgemul": entry}
    path = tmp_path / "tuned.json"
    path.write_text(json.dumps(tuned))
    args = argparse.Namespace(
        sim=True, flavour="wgemul", tile=None, warps=None, micro=None, stages=None,
        split_k=None, tuned=str(path))
    prog = driver.make_program(args, "mlp", 64)
    assert [g.tile for g in prog.gemms] == [(128, 64, 64), (128, 64, 64)]
    assert prog.m_padded == 128
    args.tile = "64x64x64"
    assert [g.tile for g in driver.make_program(args, "mlp", 64).gemms] == [
        (64, 64, 64), (64, 64, 64)]
