# The warpgroup GEMMs' main loop unrolled by a multiple of the stage count
# (Gemm.unroll_k, run.py --unroll-k): every stage index in the loop is a constant, the
# k-tiles left over follow unrolled. The 5-stage 128 x 128 wgmma producer of the GPT-3 MLP
# at M = 512 was not unrolled by the back end and ran 109 instructions per k-tile against
# the unrolled 4-stage kernel's 67 (H200 SASS, bench/results/2026-11-29-cusync-h200-banded).
# Emulated GEMMs equal numpy for every split of the k-tiles between the loop and the
# leftovers, alone, split-K, reversed and as a synchronized MLP's producer and consumer (with
# waits in the consumer's loop); the loop holds no stage arithmetic; the refusals.

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion.gemm import Gemm  # noqa: E402

driver = lib.driver()


def one_gemm(m, n, k, **kw):
    return programs.gemm_program("gemm", m, k, n, "wgemul", size="small", **kw)


@pytest.mark.parametrize("k,stages,unroll,split_k,reverse", [
    # 12 k-tiles, 3 stages: 11 in the main loop = 3 groups of 3 and 2 left over
    (768, 3, 3, 1, 0),
    # 6 groups of... 11 = 1 group of 6 and 5 left over
    (768, 3, 6, 1, 0),
    # 4 stages, 14 k-tiles: 12 = 3 groups of 4, none left over
    (896, 4, 4, 1, 0),
    # fewer k-tiles in the main loop than one group: only leftovers
    (256, 3, 3, 1, 0),
    # split-K 2: 6 k-tiles per slice, 5 in the loop (one group of 3, 2 left)
    (768, 3, 3, 2, 0),
    # the blocks from 1 on reversed
    (768, 3, 3, 1, 1),
    # rolled (one k-tile per iteration, stages modulo 3 and 5), alone and split
    (768, 3, 1, 1, 0),
    (768, 5, 1, 2, 0),
])
def test_unrolled_equals_numpy(tmp_path, k, stages, unroll, split_k, reverse):
    # M = 64, N = 128 in 64 x 64 tiles: two blocks (reversed from block 1: one block runs
    # its k-tiles last to first, the other first to last); every split is along k.
    prog = one_gemm(64, 128, k, tile=(64, 64, 64), stages=stages, unroll_k=unroll,
                    split_k=split_k, reverse_k_from=reverse)
    g = prog.gemms[0]
    assert g.unroll_k == unroll and ("k unrolled %d" % unroll in g.describe()) == (unroll > 1)
    lib.sim_check(prog, tmp_path, "unroll-%d-%d-%d" % (k, unroll, split_k))


def _main_loop(text, kernel="gemm"):
    """The text of the kernel's main scf.for (its first loop carrying the accumulators)."""
    body = text[text.index("gpu.func @%s(" % kernel):]
    start = body.index("scf.for")
    depth, i = 0, body.index("{", start)
    for j in range(i, len(body)):
        depth += {"{": 1, "}": -1}.get(body[j], 0)
        if depth == 0:
            return body[start:j]
    raise AssertionError("unterminated loop")


def test_the_unrolled_loop_has_constant_stages():
    plain = one_gemm(128, 128, 768, tile=(64, 64, 64), stages=3, unroll_k=1).text()
    unrolled = one_gemm(128, 128, 768, tile=(64, 64, 64), stages=3, unroll_k=3).text()
    # One k-tile per iteration computes its stages modulo 3; unrolled, none does.
    assert re.search(r"arith\.remui %\S+, %c3 ", _main_loop(plain))
    loop = _main_loop(unrolled)
    assert not re.search(r"arith\.remui %\S+, %c3 ", loop)
    assert loop.count("gpu.barrier") == 3
    # On the GPU kernel too (wgmma): three wgmma groups per iteration, no remainder.
    g = programs.make("mlp_gpt3", 512, flavour="wgmma",
                      tile=((128, 128, 64), (256, 128, 64)), stages=(5, 4),
                      unroll_k=(5, 1))
    text = g.text()
    up = _main_loop(text, "mlp_up")
    assert up.count("gpu.barrier") == 5 and not re.search(r"arith\.remui %\S+, %c5 ", up)
    assert "k unrolled 5" in g.gemms[0].describe() and g.gemms[1].unroll_k == 1


def test_auto_unrolls_where_the_stages_are_not_a_power_of_two():
    """unroll_k's default, "auto": the stage count where it is not a power of two (the back
    end left those loops rolled), else 1; the non-warpgroup flavours never; an explicit
    count or --unroll-k overrides it."""
    def unroll(flavour="wgmma", **kw):
        kw.setdefault("tile", (64, 64, 64))
        return Gemm("g", 512, 256, 4096, flavour=flavour, **kw).unroll_k
    assert [unroll(stages=s) for s in (3, 4, 5, 6, 8)] == [3, 1, 5, 6, 1]
    assert unroll("wgemul", stages=6) == 6 and unroll("wgemul", stages=4) == 1
    assert unroll("mma", tile=(128, 128, 32), stages=3) == 1
    assert unroll("emul", tile=(64, 64, 32), stages=3) == 1
    assert unroll(stages=6, unroll_k=1) == 1 and unroll(stages=6, unroll_k=None) == 6
    assert unroll(stages=4, unroll_k="stages") == 4
    # The programs' own tiles (4 stages on the GPU) stay rolled; tuner candidates at 5
    # and 6 stages are unrolled unless they say ':1'.
    assert [g.unroll_k for g in programs.make("mlp_gpt3", 512, flavour="wgmma").gemms] == \
        [1, 1]
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma",
                         tile=((128, 128, 64), (256, 128, 64)), stages=(6, 4))
    assert [g.unroll_k for g in prog.gemms] == [6, 1]
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma",
                         tile=((128, 128, 64), (256, 128, 64)), stages=(6, 4),
                         unroll_k=("auto", 1))
    assert [g.unroll_k for g in prog.gemms] == [6, 1]
    args = argparse.Namespace(tile=None, warps=None, micro=None, stages=None, split_k=None,
                              reverse_k_from=None, unroll_k="auto,1")
    assert driver.config_overrides(args) == {"unroll_k": ("auto", 1)}


def test_unrolled_chain_under_cusync_with_waits_in_the_loop(tmp_path):
    """The unrolled producer and consumer of a small MLP, RowSync at first use and TileSync
    with waits in the consumer's (unrolled) loop, equal numpy under a random schedule."""
    lib.need_tools(lib.OPT, lib.SIM)
    # Hidden 448: the consumer's 7 k-tiles, 6 in its main loop, two iterations of 3.
    prog = programs.mlp_program("mlp", 128, 128, 448, "wgemul", epilogue="gelu_tanh",
                                size="small", tile=(64, 64, 64), stages=3, unroll_k=3)
    assert [g.unroll_k for g in prog.gemms] == [3, 3]
    assert prog.gemms[1].slice_k_tiles == 7
    for attrs, want in (({}, "policy row"),
                        ({"kfusion.sync_policy": '"tile"', "kfusion.sync_wait_at":
                          '"in-loop"'}, "waits in the loop")):
        src = tmp_path / "mlp.mlir"
        src.write_text(prog.text(attrs))
        out = tmp_path / "sync.mlir"
        proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=force=true device=#kfusion.device<h100,{multiprocessors=1}>",
                           "--kfusion-insert-semaphores", "-o", out])
        assert want in proc.stderr, proc.stderr[-3000:]
        lib.sim_check(prog, tmp_path, "unroll-mlp", module_text=out.read_text(),
                      extra=["--schedule=random", "--skew", "--blocks-per-sm=1", "--sms=2"])


def test_unroll_option():
    args = argparse.Namespace(
        tile=None, warps=None, micro=None, stages=None, split_k=None, reverse_k_from=None,
        unroll_k="5,4")
    assert driver.config_overrides(args) == {"unroll_k": (5, 4)}
    args.unroll_k = "stages"
    assert driver.config_overrides(args) == {"unroll_k": "stages"}
    # "stages": each GEMM by its own stage count, the non-warpgroup flavours not at all.
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma",
                         tile=((128, 128, 64), (256, 128, 64)), stages=(5, 4),
                         unroll_k="stages")
    assert [g.unroll_k for g in prog.gemms] == [5, 4]
    assert Gemm("g", 128, 128, 256, flavour="emul", tile=(64, 64, 32), stages=3,
                unroll_k="stages").unroll_k == 1
    # The tuner keeps an unrolled kernel's measurements apart (and the others' keys as
    # they were).
    up = prog.gemms[0]
    assert driver.tune_key(up).endswith("stages 5 wgmma unroll 5")
    plain = programs.make("mlp_gpt3", 512, flavour="wgmma").gemms[0]
    assert driver.tune_key(plain).endswith("stages 4 wgmma")


def test_the_tuner_times_the_unrolled_gemms(tmp_path):
    """run.py tune --unroll-k stages: the GEMM phase's one-GEMM programs and the chains are
    the unrolled kernels (kfusion-sim: checked, not timed)."""
    lib.need_tools(lib.OPT, lib.SIM)
    out = tmp_path / "tune"
    proc = subprocess.run(
        [sys.executable, str(Path(driver.__file__)), "tune", "--sim", "--flavour", "wgemul",
         "--workloads", "mlp", "--m", "256", "--tiles", "64x64x64:3/128x64x64:3",
         "--unroll-k", "stages", "--one-run", "--out", str(out)],
        capture_output=True, text=True, timeout=600,
        env=dict(os.environ, KFUSION_BIN=str(lib.BIN)))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    rows = [json.loads(l) for l in (out / "tune.jsonl").read_text().splitlines()]
    described = [l["describe"] for r in rows for l in r.get("launches", [])
                 if "wgemul" in l["describe"]]
    assert described and all("k unrolled 3" in d for d in described), described
    assert all(r["status"] == "equal" for r in rows if "status" in r), rows
