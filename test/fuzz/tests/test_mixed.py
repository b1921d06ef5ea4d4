"""Tests of the differential fuzzer of kfusion-fuse on linalg (test/fuzz/mixed.py): a
program is a function of its seed; the reference differs from the program only where an f16
GEMM takes the tensor cores (accumulated in f32); a few seeds, with cuSync as the default
decides and forced on every pair, fused and equal to upstream's loops on kfusion-sim with no
more launches than unfused."""

import os
import shutil
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import mixed  # noqa: E402

REPO = HERE.parents[2]
BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
UPSTREAM = shutil.which("mlir-opt-22") or "/usr/lib/llvm-22/bin/mlir-opt"


def test_programs_are_functions_of_their_seed():
    assert mixed.generate(7) == mixed.generate(7)
    assert mixed.generate(7)[0] != mixed.generate(8)[0]
    kinds = {mixed.generate(s)[2] for s in range(20)}
    assert kinds == {"f32", "f16"}


def test_reference_differs_only_at_tensor_core_gemms():
    for seed in range(60):
        text, ref, elem, _ = mixed.generate(seed)
        if elem == "f32" or ("linalg.matmul" not in text and "(i, j, l)" not in text):
            assert text == ref
    # Some f16 program has a GEMM the tensor cores take: its reference accumulates in f32.
    assert any("arith.extf %p" in mixed.generate(s)[1] for s in range(60))
    # and some program has a contraction with B transposed.
    assert any("(i, j, l) -> (j, l)" in mixed.generate(s)[0] for s in range(60))


@pytest.mark.parametrize("sync", ["auto", "force"])
def test_seeds_fuse_and_match(tmp_path, sync):
    if not all(os.access(BIN / t, os.X_OK) for t in ("kfusion-opt", "kfusion-sim")):
        pytest.skip("kfusion-opt / kfusion-sim not built in %s" % BIN)
    if not os.access(UPSTREAM, os.X_OK):
        pytest.skip("no upstream mlir-opt")
    for seed in (0, 5, 9, 52, 97):
        status, detail = mixed.check(seed, BIN, UPSTREAM, tmp_path, sync)
        assert status == "ok", (seed, detail)
