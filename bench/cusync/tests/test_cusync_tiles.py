# Per-GEMM tiles of an MLP (csbench.programs.mlp_program, run.py --tile A,B --stages S1,S2):
# the two GEMMs tiled differently (rows padded to both), refused shapes, the options'
# parsing, and the chain under cuSync equal to numpy on kfusion-sim when the consumer's
# row tiles are finer than the producer's and when they are coarser.

import argparse
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion.gemm import GemmConfigError  # noqa: E402

# The driver under its own module name (bench/stitch and bench/stencil have a run.py too).
driver = lib.driver()


def test_per_gemm_tiles_and_stages():
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma",
                         tile=((128, 128, 64), (256, 128, 64)), stages=(6, 4))
    up, down = prog.gemms
    assert (up.tile, up.stages, down.tile, down.stages) == \
        ((128, 128, 64), 6, (256, 128, 64), 4)
    assert up.grid == (48, 4, 1) and down.grid == (96, 2, 1)
    assert prog.params["config"]["up"]["tile"] == (128, 128, 64)
    # One tiling for both GEMMs (the second keeps the first's rows).
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma", tile=(128, 256, 64))
    assert prog.gemms[1].tile == (128, 256, 64)
    # M is padded to both row tiles; the rows checked cover every tile of either.
    prog = programs.make("mlp_gpt3", 100, flavour="wgmma",
                         tile=((64, 128, 64), (128, 128, 64)))
    assert prog.m_padded == 128
    with pytest.raises(GemmConfigError, match="one per GEMM"):
        programs.make("mlp_gpt3", 512, flavour="wgmma", stages=(4, 4, 4))


def test_tile_options_parse():
    ns = argparse.Namespace(tile="128x128x64,256x128x64", stages="6,4", warps=None,
                            micro=None, split_k="2")
    assert driver.config_overrides(ns) == {"tile": ((128, 128, 64), (256, 128, 64)),
                                           "stages": (6, 4), "split_k": 2}
    ns = argparse.Namespace(tile="128x128x32", stages="3", warps="2x2", micro=None,
                            split_k=None)
    assert driver.config_overrides(ns) == {"tile": (128, 128, 32), "stages": 3,
                                           "warps": (2, 2)}
    for bad in (dict(tile="128x128"), dict(tile="1x2x3,1x2x3,1x2x3"), dict(stages="x")):
        ns = argparse.Namespace(**dict(dict(tile=None, stages=None, warps=None, micro=None,
                                            split_k=None), **bad))
        with pytest.raises(SystemExit):
            driver.config_overrides(ns)


@pytest.mark.parametrize("tiles,policy", [
    # the consumer's 16-row tiles need one producer row tile of 32 rows each... half of it
    (((32, 32, 32), (16, 64, 32)), "row"),
    # ... and its 32-row tiles two producer row tiles of 16
    (((16, 32, 32), (32, 64, 32)), "tile"),
])
def test_mixed_tiles_under_cusync_any_schedule(tmp_path, tiles, policy):
    lib.need_tools()
    prog = programs.make("mlp", size="small", flavour="emul", tile=tiles, stages=2,
                         warps=(1, 1))
    assert [g.tile for g in prog.gemms] == list(tiles)
    src = tmp_path / "in.mlir"
    src.write_text(prog.text({"kfusion.sync_policy": '"%s"' % policy}))
    proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=device=#kfusion.device<h100,{multiprocessors=1}>",
                       "--kfusion-insert-semaphores", "-o", tmp_path / "sync.mlir"])
    assert re.search(r"pair \d+: @kernels::@mlp_up -> @kernels::@mlp_down: policy %s" %
                     policy, proc.stderr), proc.stderr
    text = (tmp_path / "sync.mlir").read_text()
    lib.sim_check(prog, tmp_path, "mixed-%s" % policy, module_text=text,
                  extra=["--schedule=random", "--skew", "--sms=2", "--blocks-per-sm=1"])


@pytest.mark.parametrize("banded", [True, False])
def test_banded_producer_order_any_schedule(tmp_path, banded):
    # The consumer's 64-row tiles need two whole rows of the producer's 32-row tiles; with
    # more than one producer wave (one multiprocessor) the planner runs the producer two
    # rows at a time (kfusion.tile_order [1, 0, 2, 2]), unless banded-orders=false; either
    # way the chain computes what numpy does under a random schedule with few blocks.
    lib.need_tools()
    prog = programs.make("mlp", 256, size="small", flavour="emul",
                         tile=((32, 32, 32), (64, 64, 32)), stages=3, warps=(2, 2))
    up, down = prog.gemms
    assert up.grid[:2] == (2, 8) and down.grid[:2] == (2, 4)
    src = tmp_path / "in.mlir"
    src.write_text(prog.text())
    opts = "force=true device=#kfusion.device<h100,{multiprocessors=1}>" + ("" if banded else " banded-orders=false")
    proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=" + opts,
                       "--kfusion-insert-semaphores", "-o", tmp_path / "sync.mlir"])
    order = "y fastest in bands of 2" if banded else "hardware"
    assert re.search(r"@kernels::@mlp_up -> @kernels::@mlp_down: policy row .* tile order "
                     r"producer %s consumer hardware" % order, proc.stderr), proc.stderr
    text = (tmp_path / "sync.mlir").read_text()
    up_text = text[text.index("gpu.func @mlp_up_sync0"):]
    up_text = up_text[:up_text.index("gpu.return")]
    assert ("kfusion.next_tile" in up_text and "arith.minui" in up_text) == banded
    lib.sim_check(prog, tmp_path, "banded-%s" % banded, module_text=text,
                  extra=["--schedule=random", "--skew", "--sms=2", "--blocks-per-sm=1"])


def test_tile_candidates_per_gemm():
    ns = argparse.Namespace(tiles="256x128x64:4,128x128x64:6/256x128x64:4")
    cands = driver.tile_candidates(ns)
    assert cands == [None, ((256, 128, 64), 4),
                     (((128, 128, 64), (256, 128, 64)), (6, 4))]
    assert [driver.tile_label(c) for c in cands] == \
        ["own", "256x128x64:4", "128x128x64:6/256x128x64:4"]
    sub = driver.with_tile(ns, cands[2])
    assert (sub.tile, sub.stages) == ("128x128x64,256x128x64", "6,4")
    assert driver.tile_entry(cands[2]) == {"tile": [[128, 128, 64], [256, 128, 64]],
                                           "stages": [6, 4]}
    assert driver.tuned_config(driver.tile_entry(cands[2])) == cands[2]
    for bad in ("128x128:4", "1x2x3:4/1x2x3:4/1x2x3:4", "128x128x64", "128x128x64:4:0",
                "128x128x64:4:2:1", "128x128x64:4:x"):
        with pytest.raises(SystemExit):
            driver.tile_candidates(argparse.Namespace(tiles=bad))


def test_tile_candidates_unrolled():
    """'TMxTNxTK:S:U' names that GEMM's unroll count U (--unroll-k); the label, the tuner's
    file and --tuned keep it; ':1' is the rolled loop; without it, the default ("auto")."""
    ns = argparse.Namespace(tiles="128x128x64:6:6/256x128x64:4,128x128x64:5:5,"
                                  "256x128x64:4,128x128x64:6:1/256x128x64:4:1", unroll_k=None)
    cands = driver.tile_candidates(ns)
    assert cands == [None, (((128, 128, 64), (256, 128, 64)), (6, 4), (6, "auto")),
                     ((128, 128, 64), 5, 5), ((256, 128, 64), 4),
                     (((128, 128, 64), (256, 128, 64)), (6, 4), (1, 1))]
    assert [driver.tile_label(c) for c in cands] == \
        ["own", "128x128x64:6:6/256x128x64:4", "128x128x64:5:5", "256x128x64:4",
         "128x128x64:6:1/256x128x64:4:1"]
    sub = driver.with_tile(ns, cands[1])
    assert (sub.tile, sub.stages, sub.unroll_k) == ("128x128x64,256x128x64", "6,4",
                                                    "6,auto")
    assert driver.with_tile(ns, cands[3]).unroll_k is None
    assert driver.with_tile(ns, cands[4]).unroll_k == "1,1"
    entry = driver.tile_entry(cands[1])
    assert entry == {"tile": [[128, 128, 64], [256, 128, 64]], "stages": [6, 4],
                     "unroll_k": [6, "auto"]}
    for cand in cands[1:]:
        assert driver.tuned_config(driver.tile_entry(cand)) == cand
    assert driver.tile_entry(cands[2]) == {"tile": [128, 128, 64], "stages": 5,
                                           "unroll_k": 5}

    def gemms(cfg, entry):
        prog = driver.configured_program("mlp_gpt3", 512, "gpu", "wgmma", cfg, entry, {})
        return [(g.tile, g.stages, g.unroll_k) for g in prog.gemms]
    # --tuned: the program is built as the candidate says.
    assert gemms({}, entry) == [((128, 128, 64), 6, 6), ((256, 128, 64), 4, 1)]
    # ... unless --unroll-k names it.
    assert gemms({"unroll_k": 1}, entry) == [((128, 128, 64), 6, 1), ((256, 128, 64), 4, 1)]
    # Named rolled ':1' against the default, which unrolls 6 stages and not 4.
    assert gemms({}, driver.tile_entry(cands[4])) == \
        [((128, 128, 64), 6, 1), ((256, 128, 64), 4, 1)]
    assert gemms({}, driver.tile_entry(cands[1][:2])) == \
        [((128, 128, 64), 6, 6), ((256, 128, 64), 4, 1)]
    # The tuner keys an unrolled GEMM apart from the rolled one.
    rolled = driver.configured_program("mlp_gpt3", 512, "gpu", "wgmma", {},
                                       driver.tile_entry(cands[4]), {})
    unrolled = driver.configured_program("mlp_gpt3", 512, "gpu", "wgmma", {}, entry, {})
    assert driver.tune_key(rolled.gemms[0]) != driver.tune_key(unrolled.gemms[0])
    assert driver.tune_key(rolled.gemms[1]) == driver.tune_key(unrolled.gemms[1])


def test_chain_choice_stream_best_and_table(tmp_path):
    """The tuner's chain phase picks the program's tiles by the planned time and keeps the
    fastest StreamSync's; the workloads then time that one as `stream-best`, and the table
    compares planned with it."""
    import json
    pair = (((128, 128, 64), (256, 128, 64)), (6, 4))
    label = driver.tile_label(pair) + " split 1/1"
    trials = {"own split 1/1": (None, [1, 1]), label: (pair, [1, 1]),
              driver.tile_label(pair) + " split 2/1": (pair, [2, 1])}
    entry = {"planned_ms": {"own split 1/1": 0.2697, label: 0.2455,
                            driver.tile_label(pair) + " split 2/1": 0.2918},
             "stream_ms": {"own split 1/1": 0.2706, label: 0.2950,
                           driver.tile_label(pair) + " split 2/1": 0.2920}, "plans": {}}
    driver.pick_chain_tiles(entry, trials)
    assert entry["choice"] == label and entry["stream_choice"] == "own split 1/1"
    assert entry["tile"] == [[128, 128, 64], [256, 128, 64]] and entry["stages"] == [6, 4]
    assert entry["split_k"] == [1, 1]
    assert entry["stream_config"] == {"split_k": [1, 1]}
    path = tmp_path / "tuned.json"
    # The GEMM phase found split-K 2 fastest for the first GEMM alone; the chain phase's
    # measured split (1/1) wins for the chosen tiles, the GEMM phase's elsewhere.
    up = programs.make("mlp_gpt3", 512, flavour="wgmma",
                       tile=((128, 128, 64), (256, 128, 64)), stages=(6, 4)).gemms[0]
    gemms = {driver.tune_key(up): {"split_k": 2}}
    path.write_text(json.dumps({"gemms": gemms,
                                "programs": {"mlp_gpt3 M=512 wgmma": entry}}))
    args = argparse.Namespace(tuned=str(path), tile=None, stages=None, warps=None,
                              micro=None, split_k=None, sim=False, flavour="wgmma")
    prog = driver.make_program(args, "mlp_gpt3", 512)
    assert [g.tile for g in prog.gemms] == [(128, 128, 64), (256, 128, 64)]
    assert [g.split_k for g in prog.gemms] == [1, 1]
    best = driver.stream_best_program(args, "mlp_gpt3", 512)
    assert [g.tile for g in best.gemms] == [(256, 128, 64), (256, 128, 64)]
    assert driver.stream_best_program(args, "mlp_gpt3", 1024) is None  # not tuned
    args.tile, args.stages = "128x128x64,256x128x64", "6,4"
    assert driver.stream_best_program(args, "mlp_gpt3", 512) is None  # tiles given
    assert [g.split_k for g in driver.make_program(args, "mlp_gpt3", 512).gemms] == [2, 1]
    # When one configuration is fastest both ways there is no stream-best.
    same = {"planned_ms": {"own": 0.2}, "stream_ms": {"own": 0.21}, "plans": {}}
    driver.pick_chain_tiles(same, {"own": (None, None)})
    assert same["choice"] == same["stream_choice"] == "own" and "split_k" not in same
    rows = [dict(workload="mlp_gpt3", m=512, variant="stream", status="equal",
                 median_ms=0.2950, m_padded=512),
            dict(workload="mlp_gpt3", m=512, variant="stream-best", status="equal",
                 median_ms=0.2706, vs_stream=0.2950 / 0.2706, m_padded=512),
            dict(workload="mlp_gpt3", m=512, variant="planned", status="equal",
                 median_ms=0.2455, vs_stream=0.2950 / 0.2455, plan="row: pair 0",
                 m_padded=512)]
    text = driver.render_tables(rows, None)
    header = next(l for l in text.splitlines() if l.startswith("| M |"))
    assert "| stream ms | stream-best ms | planned ms | planned / stream-best |" in header
    row = next(l for l in text.splitlines() if l.startswith("| 512 |"))
    assert "0.2706 (1.09x)" in row and "0.2455 (1.20x, row)" in row and "| 1.10x |" in row


def test_chain_trials_split_and_unsplit():
    """Each tile candidate is timed at the GEMM phase's fastest splits and, where those
    split some GEMM, unsplit; an invalid candidate is reported, not dropped."""
    pair = (((128, 128, 64), (256, 128, 64)), (6, 4))
    bad = ((100, 128, 64), 4)

    def prog_of(cand, splits):
        cfg = {}
        if cand is not None:
            cfg["tile"], cfg["stages"] = cand
        if splits is not None:
            cfg["split_k"] = tuple(splits)
        prog = programs.make("mlp_gpt3", 512, flavour="wgmma", **cfg)
        prog.text()
        return prog
    up = prog_of(pair, None).gemms[0]
    tuned = {driver.tune_key(up): {"split_k": 2}}
    trials = driver.chain_trials(prog_of, [None, pair, bad], tuned)
    labels = [t[0] for t in trials]
    own = driver.tile_label(None)
    assert labels[0] == own + " split 1/1"
    assert driver.tile_label(pair) + " split 2/1" in labels
    assert driver.tile_label(pair) + " split 1/1" in labels
    by = {t[0]: t for t in trials}
    assert [g.split_k for g in by[driver.tile_label(pair) + " split 2/1"][3].gemms] == [2, 1]
    assert [g.split_k for g in by[driver.tile_label(pair) + " split 1/1"][3].gemms] == [1, 1]
    assert isinstance(by[driver.tile_label(bad)][3], str)
    assert by[driver.tile_label(bad)][3].startswith("invalid")
