# Reversed k-tiles (Gemm.reverse_k_from, run.py --reverse-k): blocks of a later wave run
# their k-tiles last to first, so that they start on the slices of B the blocks before
# them read last (what the L2 cache may still hold). Only the order of the sum changes:
# emulated GEMMs equal numpy with some, all or none of the blocks reversed, a planted
# wrong reversal is caught, a reversed producer keeps its tile dependency for
# kfusion-plan-sync, and the refusals.

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion import gemm  # noqa: E402

driver = lib.driver()


def one_gemm(flavour, m, n, k, **kw):
    return programs.gemm_program("gemm", m, k, n, flavour, size="small", **kw)


@pytest.mark.parametrize("flavour,tile,stages,split_k,reverse", [
    # wgmma emulated: 2 x 2 tiles, 4 k-tiles; the last two blocks reversed
    ("wgemul", (64, 64, 64), 3, 1, 2),
    # every block reversed; a main loop of 2 k-tiles
    ("wgemul", (64, 64, 64), 4, 1, 1),
    # split-K: each slice's k-tiles reversed in the slice
    ("wgemul", (64, 64, 64), 3, 2, 3),
    # mma emulated (ldmatrix fragments): from block 1
    ("emul", (64, 64, 32), 3, 1, 1),
])
def test_reversed_k_tiles_equal_numpy(tmp_path, flavour, tile, stages, split_k, reverse):
    prog = one_gemm(flavour, 128, 128, 256, tile=tile, stages=stages, split_k=split_k,
                    reverse_k_from=reverse)
    g = prog.gemms[0]
    assert g.reverse_k_from == reverse and "k reversed from block %d" % reverse in \
        g.describe()
    text = prog.text()
    assert text.count("arith.select") >= 1 and "krev" in text
    lib.sim_check(prog, tmp_path, "revk-%s-%d" % (flavour, reverse))


def test_a_wrong_reversal_is_caught(tmp_path):
    """The reversed blocks really take the reversed k-tiles: with the last k-tile's index
    one too small (k-tiles - 2 - k) in the reversal alone, they read past the start of K
    (kfusion-sim stops) or multiply the wrong slices."""
    prog = one_gemm("wgemul", 128, 128, 256, tile=(64, 64, 64), stages=3,
                    reverse_k_from=2)
    text = prog.text()
    last = prog.gemms[0].slice_k_tiles - 1
    assert "%%c%d = arith.constant %d : index" % (last - 1, last - 1) in text
    wrong = re.sub(r"(%%krt_\d+ = arith\.subi )%%c%d," % last,
                   r"\g<1>%%c%d," % (last - 1), text)
    assert wrong.count("arith.subi %%c%d," % (last - 1)) >= 2 and wrong != text
    with pytest.raises(AssertionError, match="seed"):
        lib.sim_check(prog, tmp_path, "revk-wrong", module_text=wrong)


def test_reversed_producer_keeps_its_dependency(tmp_path):
    """kfusion-plan-sync infers the MLP's tile dependency with the producer reversed
    (its reads of X and W1 are not the dependent buffer), and the synchronized chain
    equals numpy under a random schedule."""
    lib.need_tools(lib.OPT, lib.SIM)
    prog = programs.make("mlp", size="small", flavour="wgemul", reverse_k_from=(1, 0))
    assert prog.gemms[0].reverse_k_from == 1 and prog.gemms[1].reverse_k_from == 0
    src = tmp_path / "mlp.mlir"
    src.write_text(prog.text())
    out = tmp_path / "sync.mlir"
    proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=force=true device=#kfusion.device<h100,{multiprocessors=2}>",
                       "--kfusion-insert-semaphores", "-o", out])
    assert "policy row" in proc.stderr or "policy tile" in proc.stderr, proc.stderr
    assert "mlp_down_sync0" in out.read_text()
    lib.sim_check(prog, tmp_path, "revk-mlp", module_text=out.read_text(),
                  extra=["--schedule=random", "--blocks-per-sm=1", "--sms=2"])


def test_reverse_option():
    args = driver.main.__globals__["argparse"].Namespace(
        tile=None, warps=None, micro=None, stages=None, split_k=None, reverse_k_from="132,0")
    assert driver.config_overrides(args) == {"reverse_k_from": (132, 0)}
    assert gemm.Gemm("g", 256, 256, 256, flavour="wgmma", tile=(128, 128, 64),
                     reverse_k_from=0).reverse_k_from == 0


def test_reversed_consumer_refuses_waits_in_its_loop(tmp_path):
    """A reversed consumer still waits for whole producer rows (RowSync, at first use),
    but not in its loop: which producer tile an iteration reads is no longer affine in
    the induction variable, and kfusion-plan-sync says so rather than wait for the wrong
    tiles."""
    lib.need_tools(lib.OPT)
    # The reversed case is refused by the tile check of the loop: the one index
    # analysis (Common/KernelIndex) bounds the reversed k-tile read by an interval
    # instead of giving up, so the refusal names the read that does not advance.
    for reverse, want in (((0, 0), "waits in the loop"),
                          ((0, 132), "not synchronized: no policy covers the dependency "
                                     "(tile in the loop")):
        prog = programs.make("mlp_gpt3", 512, flavour="wgmma", reverse_k_from=reverse)
        src = tmp_path / "loop.mlir"
        src.write_text(prog.text({"kfusion.sync_policy": '"tile"',
                                  "kfusion.sync_wait_at": '"in-loop"'}))
        proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync", "-o", tmp_path / "o.mlir"])
        assert want in proc.stderr, proc.stderr[-2000:]
        src.write_text(prog.text())
        proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=force=true policy=row",
                           "-o", tmp_path / "o.mlir"])
        assert "policy row" in proc.stderr, proc.stderr[-2000:]
