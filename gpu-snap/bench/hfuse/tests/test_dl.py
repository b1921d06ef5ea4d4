# Tests of hfbench.dl, the five deep-learning kernels of the HFuse benchmarks: each kernel
# at a small scale and two block sizes runs on the interpreter (kfusion-sim) and matches
# its numpy reference on fresh random inputs; each lowers to PTX; pairs of them fused
# horizontally (default and non-default partitions) still match; the references agree
# with hand-computed cases (and with PyTorch, where it is installed).
"""Tests of the HFuse deep-learning kernels (bench/hfuse/hfbench/dl.py).

    /usr/bin/python3 -m pytest bench/hfuse/tests/test_dl.py -q

Tools come from $KFUSION_BIN (default: build/bin of this repository). Inputs are drawn from a
generator seeded by the test's name and the time, so every run sees new numbers; a
failure prints its seed.
"""

import os
import subprocess
import sys
import time
import zlib
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hfbench import dl  # noqa: E402
from hfbench import program as hp  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
SIM = BIN / "kfusion-sim"
OPT = BIN / "kfusion-opt"

NAMES = list(dl.KERNELS)
#: Small problems: a few blocks, sizes that are no multiple of the block size.
SCALE = 1e-4
#: Block sizes that are no power of two (the x extent of batchnorm's block becomes 32
#: and y = 3 or 5).
UNUSUAL = {"batchnorm": 96, "histogram": 160, "maxpool": 96, "upsample": 160,
           "im2col": 96}


def _need_tools():
    for tool in (SIM, OPT):
        if not (tool.is_file() and os.access(tool, os.X_OK)):
            pytest.skip("%s not built" % tool)


def _rng(tag):
    seed = (zlib.crc32(tag.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    return seed, np.random.default_rng(seed)


def _simulate(kernels, path, work, tag, extra=()):
    """Run `path` (a program of `kernels`) on kfusion-sim with fresh inputs; returns the
    list of mismatches against the kernels' references (empty when all match)."""
    seed, rng = _rng(tag)
    inputs = hp.write_inputs(kernels, work / "in", rng)
    proc = hp.run(str(SIM), path, work / "in", work / "out", extra=extra, timeout=300)
    assert proc.returncode == 0, "kfusion-sim failed (seed %d):\n%s" % (seed, proc.stdout)
    outputs = hp.read_outputs(kernels, work / "out")
    problems = []
    for k, given, got in zip(kernels, inputs, outputs):
        problems += ["%s (seed %d)" % (p, seed)
                     for p in hp.compare(k, got, k.reference(given))]
    return problems


# -- each kernel alone ------------------------------------------------------------------

@pytest.mark.parametrize("name,threads,scale",
                         [(n, None, SCALE) for n in NAMES] +
                         [(n, UNUSUAL[n], 3 * SCALE) for n in NAMES] +
                         [(n, 32, 2 * SCALE) for n in NAMES] +
                         [(n, 1024, 5 * SCALE) for n in NAMES])
def test_kernel_matches_reference(name, threads, scale, tmp_path):
    # The default block, an unusual one, one warp, and the largest block (batchnorm:
    # (32, 16), (32, 3), (32, 1), (32, 32)).
    _need_tools()
    k = dl.KERNELS[name](scale=scale, threads=threads)
    path = tmp_path / "prog.mlir"
    path.write_text(hp.program([k], "sequential"))
    assert _simulate([k], path, tmp_path, "%s-%s" % (name, threads)) == []


@pytest.mark.parametrize("name", NAMES)
def test_kernel_lowers_to_ptx(name, tmp_path):
    _need_tools()
    path = tmp_path / "prog.mlir"
    path.write_text(hp.program([dl.KERNELS[name](scale=SCALE)], "sequential"))
    proc = subprocess.run([str(OPT), str(path), "--kfusion-to-cubin=format=ptx",
                           "-o", os.devnull], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr


# -- horizontal fusion of two kernels ---------------------------------------------------

# (a, b, threads of a, threads of b): PyTorch's block sizes where they fit in 1024
# threads, then partitions the tuner would try (the factories regenerate the kernels
# with those block sizes, as bench/hfuse/run.py does).
FUSED = [
    ("histogram", "maxpool", None, None),      # 512 + 256, barriers in one of them
    ("histogram", "maxpool", 64, 192),
    ("upsample", "im2col", 96, 160),           # two grid-stride copies, other grids
    ("batchnorm", "histogram", None, None),    # 2-D block (32, 16) beside 512: barriers
    ("batchnorm", "upsample", 64, 192),        # in both; 2-D block (32, 2)
]


@pytest.mark.parametrize("a,b,ta,tb", FUSED)
def test_fused_pair_matches_references(a, b, ta, tb, tmp_path):
    _need_tools()
    ka = dl.KERNELS[a](scale=SCALE, threads=ta)
    kb = dl.KERNELS[b](scale=2 * SCALE, threads=tb)
    seq = tmp_path / "sequential.mlir"
    seq.write_text(hp.program([ka, kb], "sequential"))
    fused = tmp_path / "fused.mlir"
    proc = subprocess.run([str(OPT), str(seq), "--kfusion-horizontal-fusion", "-o",
                           str(fused)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "not fusing" not in proc.stderr, proc.stderr
    text = fused.read_text()
    assert "@%s_%s_hfuse" % (a, b) in text
    assert "partitions [%d, %d]" % (ka.launch.threads, kb.launch.threads) in text
    lowered = tmp_path / "lowered.mlir"
    proc = subprocess.run([str(OPT), str(fused), "--kfusion-lower-horizontal", "-o",
                           str(lowered)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "_hfuse" in lowered.read_text()
    # A random interleaving of the threads, so that a missing barrier shows.
    problems = _simulate([ka, kb], lowered, tmp_path, "%s+%s-%s-%s" % (a, b, ta, tb),
                         extra=["--schedule=random", "--seed=%d" % (time.time_ns() % 1000)])
    assert problems == []


# -- sizes and launch shapes ------------------------------------------------------------

def _work_items(k):
    """Elements the launch's threads iterate over (what a grid-stride loop covers)."""
    s = k.params["shape"]
    return {"batchnorm": lambda: s["H"] * s["W"],
            "histogram": lambda: s["elements"],
            "maxpool": lambda: s["N"] * s["C"] * s["H_out"] * s["W_out"],
            "upsample": lambda: s["H_out"] * s["W_out"],
            "im2col": lambda: s["N"] * s["C"] * s["H_out"] * s["W_out"]}[k.name]()


@pytest.mark.parametrize("name", NAMES)
def test_small_scales_are_not_degenerate(name):
    for scale, threads in ((SCALE, None), (3 * SCALE, UNUSUAL[name]), (2 * SCALE, 64)):
        k = dl.KERNELS[name](scale=scale, threads=threads)
        assert k.launch.grid[0] >= 3, (name, scale, k.launch.grid)
        # batchnorm: the 32 x-lanes over H*W; the others: the block over the items.
        step = 32 if name == "batchnorm" else k.launch.threads
        assert _work_items(k) % step != 0, (name, scale, k.params)


@pytest.mark.parametrize("name", NAMES)
def test_launch_shape_and_defaults(name):
    default = {"batchnorm": 512, "histogram": 512, "maxpool": 256, "upsample": 1024,
               "im2col": 1024}[name]
    k = dl.KERNELS[name]()
    assert k.launch.threads == default and k.params["threads"] == default
    assert k.kind == "memory"
    assert 0.3 <= k.params["estimate_ms"] <= 1.5, k.params
    for threads in (32, 96, 160, 1024):
        k = dl.KERNELS[name](scale=SCALE, threads=threads)
        assert k.launch.threads == threads
        if name == "batchnorm":
            assert tuple(k.launch.block) == (32, threads // 32, 1)
    for bad in (0, 48, 1056):
        with pytest.raises(ValueError):
            dl.KERNELS[name](scale=SCALE, threads=bad)
    with pytest.raises(ValueError):
        dl.KERNELS[name](scale=0)


@pytest.mark.parametrize("name", NAMES)
def test_work_scales_linearly(name):
    one = dl.KERNELS[name](scale=1.0).params["bytes"]
    for scale in (0.25, 2.0):
        ratio = dl.KERNELS[name](scale=scale).params["bytes"] / one
        assert abs(ratio / scale - 1) < 0.1, (name, scale, ratio)


@pytest.mark.parametrize("name", NAMES)
def test_inputs_are_realistic(name):
    k = dl.KERNELS[name](scale=SCALE)
    inputs = k.make_inputs(np.random.default_rng(0))
    for b in k.inputs():
        x = inputs[b.name]
        assert x.shape == b.shape and x.dtype == np.float32
        assert np.all(np.isfinite(x)) and np.count_nonzero(x) > x.size // 3


# -- the references on hand-computed cases ----------------------------------------------

def test_histogram_reference_edges():
    k = dl.histogram(scale=SCALE)
    x = np.zeros(k.buffer("x").shape, np.float32)
    x[:8] = [-4.0, 4.0, -4.5, 4.5, 3.99, -3.995, 0.0625, np.nan]
    want = np.zeros(dl.HIST_BINS, np.int64)
    want[0] = 2                       # -4.0 (the first edge) and -3.995
    want[99] = 2                      # 4.0 (max: the last bin) and 3.99
    want[50] = x.size - 8 + 1         # the zeros and 0.0625 (bin 50.78)
    np.testing.assert_array_equal(k.reference({"x": x})["bins"], want)


def test_maxpool_reference_ties_and_padding():
    k = dl.maxpool(scale=SCALE)
    n, c, h, w = k.buffer("x").shape
    got = k.reference({"x": np.zeros((n, c, h, w), np.float32)})
    # All equal: the first element of each (clipped) window wins.
    ph, pw = k.buffer("y").shape[2:]
    first_h = np.maximum(np.arange(ph) * 2 - 1, 0)
    first_w = np.maximum(np.arange(pw) * 2 - 1, 0)
    np.testing.assert_array_equal(got["indices"][0, 0], first_h[:, None] * w + first_w)
    x = np.arange(n * c * h * w, dtype=np.float32).reshape(n, c, h, w)
    got = k.reference({"x": x})
    # Increasing values: the bottom-right element of each window.
    last_h = np.minimum(np.arange(ph) * 2 + 1, h - 1)
    last_w = np.minimum(np.arange(pw) * 2 + 1, w - 1)
    np.testing.assert_array_equal(got["indices"][1, 2], last_h[:, None] * w + last_w)
    np.testing.assert_array_equal(got["y"][1, 2], x[1, 2][last_h[:, None], last_w])


def test_upsample_reference_half_pixel():
    # 1-D profile of align_corners=False x2: [a, 3a/4 + b/4, a/4 + 3b/4, b].
    i0, i1, lam = dl._bilinear_axis(4, 2)
    row = np.array([0.0, 1.0])
    np.testing.assert_allclose(row[i0] * (1 - lam) + row[i1] * lam, [0, 0.25, 0.75, 1])
    k = dl.upsample(scale=SCALE)
    x = np.random.default_rng(1).standard_normal(k.buffer("x").shape).astype(np.float32)
    y = k.reference({"x": x})["y"]
    np.testing.assert_allclose(y[..., 0, 0], x[..., 0, 0], rtol=1e-6)   # the corner
    # Interior (2i+1, 2j+1) = (9 x[i,j] + 3 x[i,j+1] + 3 x[i+1,j] + x[i+1,j+1]) / 16.
    want = (9 * x[..., :-1, :-1] + 3 * x[..., :-1, 1:] + 3 * x[..., 1:, :-1] +
            x[..., 1:, 1:]) / 16
    np.testing.assert_allclose(y[..., 1:-1:2, 1:-1:2], want, rtol=1e-5, atol=1e-6)


def test_im2col_reference_against_loops():
    k = dl.im2col(scale=SCALE)
    n, c, h, w = k.buffer("x").shape
    x = np.random.default_rng(2).standard_normal((n, c, h, w)).astype(np.float32)
    col = k.reference({"x": x})["col"]
    for (b, ch, i, j, oh, ow) in [(0, 0, 0, 0, 0, 0), (n - 1, c - 1, 2, 2, h - 1, w - 1),
                                  (0, 1, 1, 2, 3, w - 1), (n - 1, 0, 0, 1, h - 1, 0)]:
        hh, ww = oh - 1 + i, ow - 1 + j
        want = x[b, ch, hh, ww] if 0 <= hh < h and 0 <= ww < w else 0.0
        assert col[b, ch * 9 + i * 3 + j, oh * w + ow] == want


def test_batchnorm_reference_statistics():
    k = dl.batchnorm(scale=SCALE)
    x = np.random.default_rng(3).standard_normal(k.buffer("x").shape).astype(np.float32)
    x[:, 1, :] = 2.5                  # a constant channel: mean 2.5, invstd 1/sqrt(eps)
    got = k.reference({"x": x})
    assert got["mean"][1] == pytest.approx(2.5)
    assert got["invstd"][1] == pytest.approx(1 / np.sqrt(dl.BN_EPS))
    x64 = x[:, 0, :].astype(np.float64)
    assert got["invstd"][0] == pytest.approx(1 / np.sqrt(((x64 - x64.mean()) ** 2).mean()
                                                         + dl.BN_EPS))


@pytest.mark.parametrize("name", NAMES)
def test_numpy_reference_matches_torch(name):
    pytest.importorskip("torch")
    k = dl.KERNELS[name](scale=SCALE)
    inputs = k.make_inputs(np.random.default_rng(4))
    want = k.reference(inputs)
    got = dl.torch_reference(name, inputs)
    assert hp.compare(k, got, want) == []
