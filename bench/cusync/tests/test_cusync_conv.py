# The convolutions of bench/cusync as implicit GEMMs (kfusion.gemm's conv): the emulated
# tensor-core kernel computed on kfusion-sim equals a float64 direct convolution on fresh
# random inputs (one layer in several shapes, the pair, any block schedule); a planted
# wrong filter-tap offset and dropped zero-padding masks are caught; the mma kernel lowers
# to PTX with zero-filling cp.async and assembles without spills; the references, shapes,
# guards and FLOPs; every refused parameter's message; the driver's conv rows.
"""Tests of the Conv2D implicit GEMMs (kfusion.gemm.Conv, csbench.programs.conv_program)."""

import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion.gemm import Conv, GemmConfigError, mma  # noqa: E402


def one_conv(batch=2, h=6, w=6, channels=64, kout=128, r=3, s=3, pad=1, flavour="emul",
             **cfg):
    """A single convolution (one launch) at the small sizes."""
    return programs.conv_program("conv", batch, h, w, channels, (kout,), flavour, r=r, s=s,
                                 pad=pad, size="small", **cfg)


def direct_conv(image, weights, r, s, pad):
    """relu(convolution) by loops over the filter taps, for [B, H, W, C] images and [R S C,
    K] weights: out[n, p, q] = sum in[n, p + dr - pad, q + ds - pad] w[dr, ds] (zero
    outside); an implementation independent of programs.conv64."""
    b, h, w, c = image.shape
    f = weights.reshape(r, s, c, -1)
    out = np.zeros((b, h, w, f.shape[-1]))
    for dr in range(r):
        for ds in range(s):
            for p in range(h):
                for q in range(w):
                    pp, qq = p + dr - pad, q + ds - pad
                    if 0 <= pp < h and 0 <= qq < w:
                        out[:, p, q] += image[:, pp, qq] @ f[dr, ds]
    return np.maximum(out, 0.0)


# ---------------------------------------------------------------------------------------
# kfusion-sim against numpy
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("shape,cfg", [
    # the small workload's first layer: 16-row tiles across image rows, 2 channel tiles,
    # 3 stages (a constant stage per unrolled k-step), 2 output-channel tiles
    (dict(), dict()),
    # TK = 16 (4 channel tiles), 2 stages (a computed stage: 9 taps, 2 stages), 2 warps:
    # the A tile's 16 rows are fewer than the threads' 32 rows per pass (guarded copies)
    (dict(kout=64), dict(tile=(16, 64, 16), warps=(1, 2), stages=2)),
    # 5 x 5, pad 2 (guards of 2 W + 2 = 16 rows), 4 stages, 32-row tiles of 2 warps, the
    # batch's pixels (3 x 7 x 5 = 105) padded to 128 rows
    (dict(batch=3, h=7, w=5, channels=32, kout=64, r=5, s=5, pad=2),
     dict(tile=(32, 64, 32), warps=(2, 1), stages=4)),
    # 2 x 2, pad 1: asymmetric (no guard rows after the image), W = 1 column
    (dict(batch=2, h=9, w=1, channels=32, kout=64, r=2, s=2, pad=1),
     dict(tile=(16, 64, 32), warps=(1, 1), stages=3)),
    # 1 x 1 (no guards; only the padded pixels are masked), 2 stages
    (dict(batch=1, h=5, w=5, channels=64, kout=64, r=1, s=1, pad=0),
     dict(tile=(16, 64, 32), warps=(1, 1), stages=2)),
])
def test_emulated_conv_equals_numpy(tmp_path, shape, cfg):
    """One convolution: the mma kernel's tiling, masks, pipeline order and epilogue with
    the tensor-core ops emulated, on fresh inputs whose guard and padding rows are random
    too (a read of one as data would show)."""
    prog = one_conv(**dict(shape, **cfg))
    assert len(prog.launches) == 1 and not prog.temps
    lib.sim_check(prog, tmp_path, "conv")


def test_emulated_conv_pair_equals_numpy(tmp_path):
    """The small `conv` workload: the producer writes its output in the guarded layout the
    consumer reads, the hidden activation a temporary of @step."""
    prog = programs.make("conv", size="small", flavour="emul")
    assert [l.operands for l in prog.launches] == [("X", "W1", "Hid"), ("Hid", "W2", "Y")]
    lib.sim_check(prog, tmp_path, "conv-pair")


def test_emulated_conv_pair_any_block_schedule(tmp_path):
    """The pair is correct whatever the interpreter's block order and residency."""
    prog = programs.make("conv", size="small", flavour="emul")
    lib.sim_check(prog, tmp_path, "conv-random", extra=["--schedule=random",
                                                        "--blocks-per-sm=1"])


def test_a_wrong_tap_offset_is_caught(tmp_path, monkeypatch):
    """Tap (0, 2) reading the pixel to its right (a plausible slip in the row offset
    (r - pad) W + (s - pad)) makes the result differ from numpy."""
    real = Conv.shift
    monkeypatch.setattr(Conv, "shift", lambda self, r, s: real(self, r, s) + (
        1 if (r, s) == (0, 2) else 0))
    prog = one_conv()
    with pytest.raises(AssertionError, match="differ"):
        lib.sim_check(prog, tmp_path, "conv-shift")


def test_dropped_masks_are_caught(tmp_path, monkeypatch):
    """Every tap valid (no zero padding): the image's border pixels read the neighbouring
    row's, the guard rows and the padded pixels' random values: differs from numpy."""
    real = mma._conv_tap_valid

    def all_valid(b, conv, pixel):
        real(b, conv, pixel)
        return [b.op("arith.constant true", "t")] * conv.rs
    monkeypatch.setattr(mma, "_conv_tap_valid", all_valid)
    prog = one_conv()
    with pytest.raises(AssertionError, match="differ"):
        lib.sim_check(prog, tmp_path, "conv-nomask")


def test_the_pipeline_order_matters(tmp_path, monkeypatch):
    """Computing each k-step from the stage of the one before (an off-by-one in the
    stage of k-step ct RS + j) is caught: kfusion-sim reports the read of the stage being
    refilled as a data race (or the result differs)."""
    real = mma._conv_main_loop

    def shifted(g, b, ops, issue_conv, compute, *rest):
        def compute_wrong(stage, acc):
            return compute(b.remui(b.add(stage, g.stages - 1), g.stages), acc)
        return real(g, b, ops, issue_conv, compute_wrong, *rest)
    monkeypatch.setattr(mma, "_conv_main_loop", shifted)
    prog = one_conv(kout=64)
    with pytest.raises(AssertionError, match="differ|data race"):
        lib.sim_check(prog, tmp_path, "conv-stage")


# ---------------------------------------------------------------------------------------
# The mma kernel down to PTX
# ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def vgg_pair_lowered(tmp_path_factory):
    """VGG's pair at batch 8 with its f16 @main (run.py's path) lowered through
    kfusion-to-cubin to PTX once for the two tests below: the directory holding low.mlir
    and the dumped kernels.sm_90.ptx (@main is host code: the PTX is the pair's alone)."""
    lib.need_tools(lib.OPT)
    d = tmp_path_factory.mktemp("conv_vgg")
    prog = programs.make("conv_vgg", 8)
    src = d / "main.mlir"
    src.write_text(lib.harness.with_device_main(prog.text(), prog.inputs, prog.outputs, 1, 2))
    lib.run_ok([lib.OPT, src, "--kfusion-to-cubin=format=ptx",
                "--kfusion-dump-binaries=output-dir=%s" % d, "-o", d / "low.mlir"])
    return d


def test_mma_conv_lowers_to_zero_filling_cp_async(vgg_pair_lowered, tmp_path):
    """VGG's pair at batch 8 (the GPU default configuration) lowers through kfusion-to-cubin
    to PTX whose A copies are cp.async with a source size operand (zero fill), with
    mma.sync and ldmatrix; ptxas assembles it without spills."""
    ptx = (vgg_pair_lowered / "kernels.sm_90.ptx").read_text()
    for kernel in ("conv1", "conv2"):
        body = ptx.split(".entry %s(" % kernel)[1].split("\n}\n")[0]
        # cp.async.cg.shared.global [dst], [src], 16, %rN: the last operand the source size.
        zero_fill = re.findall(r"cp\.async\.cg\.shared\.global\s+\[[^\]]+\],\s*\[[^\]]+\],"
                               r"\s*16,\s*%r\d+;", body)
        plain = re.findall(r"cp\.async\.cg\.shared\.global\s+\[[^\]]+\],\s*\[[^\]]+\],"
                           r"\s*16;", body)
        assert zero_fill and plain, "%s: %d zero-filling and %d plain cp.async" % (
            kernel, len(zero_fill), len(plain))
        for needle in ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                       "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
                       "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
                       "cp.async.wait_group", "st.global.v4", "max.NaN.f32"):
            assert needle in body, "%s: no %s in the PTX" % (kernel, needle)
    report = lib.assemble(vgg_pair_lowered / "kernels.sm_90.ptx", "sm_90",
                          tmp_path / "k.cubin")
    assert report.count("0 bytes spill stores") == 2, report


def test_mma_conv_program_lowers(vgg_pair_lowered):
    """The pair (batch 8) with its f16 @main lowers to host LLVM and PTX (run.py's path)."""
    low = (vgg_pair_lowered / "low.mlir").read_text()
    assert "gpu.binary" in low and "llvm.func @main" in low


def test_programs_parse(tmp_path):
    lib.need_tools(lib.OPT)
    for prog in (programs.make("conv", size="small", flavour="emul"),
                 programs.make("conv_vgg", 4)):
        src = tmp_path / "p.mlir"
        src.write_text(prog.text({"kfusion.sync_policy": '"conv2d"',
                                  "kfusion.sync_wait_at": '"in-loop"'}))
        lib.run_ok([lib.OPT, src, "-o", "/dev/null"])


# ---------------------------------------------------------------------------------------
# The loop structure (what the tile-dependence analysis reads)
# ---------------------------------------------------------------------------------------

# ---------------------------------------------------------------------------------------
# Workloads and references
# ---------------------------------------------------------------------------------------

def test_conv_workload_shapes_guards_and_flops():
    p = programs.make("conv_vgg", 1)
    g1, g2 = p.gemms
    assert p.m == 1 and p.m_padded == 896 and p.label == "conv_vgg B=1"
    assert (g1.m, g1.n, g1.k) == (896, 512, 9 * 512) and g1.grid == (4, 7, 1)
    guard = 28 + 1
    assert g1.conv.in_guard == g1.conv.in_tail == guard
    # X and the hidden activation: guard rows, the 896 pixel rows, guard rows
    assert p.inputs[0].shape == (guard + 896 + guard, 512)
    assert p.temps == [("Hid", (guard + 896 + guard, 512), "f16")]
    # the producer writes pixel m at row G + m; the consumer writes Y unguarded
    assert (g1.conv.out_guard, g1.conv.out_tail) == (guard, guard)
    assert (g2.conv.out_guard, g2.conv.out_tail) == (0, 0)
    assert p.outputs[0].shape == (896, 512)
    assert [o.shape for o in p.inputs[1:]] == [(4608, 512), (4608, 512)]
    assert p.flops() == 2 * 2 * 784 * 512 * 9 * 512
    assert g1.epilogue == g2.epilogue == "relu" and g1.stages == 3
    p = programs.make("conv_vgg", 32)
    assert p.m_padded == 32 * 784 and p.gemms[0].grid == (4, 196, 1)
    assert programs.m_values("conv_vgg") == [1, 4, 8, 16, 32]
    assert programs.m_values("conv", "small") == [2]
    assert programs.m_label("conv_vgg") == "batch" and programs.m_label("gemm") == "M"
    small = programs.make("conv", size="small", flavour="emul")
    assert small.m == 2 and small.m_padded == 80 and small.gemms[0].grid == (2, 5, 1)
    assert small.gemms[1].channels == 128 and small.gemms[1].k_tiles == 9 * 4


@pytest.mark.parametrize("shape", [
    dict(batch=2, h=5, w=4, channels=32, kouts=(64, 64), r=3, s=3, pad=1),
    dict(batch=1, h=4, w=6, channels=32, kouts=(64,), r=2, s=3, pad=1),
])
def test_reference_is_a_direct_convolution(shape):
    """The float64 reference (im2col at the pixels asked for, the layers' windows) equals
    loops over the taps; rows of padded pixels are 0; a subset of rows is the same rows of
    the whole."""
    seed, rng = lib.fresh_rng("conv-ref")
    s = dict(shape)
    batch, kouts = s.pop("batch"), s.pop("kouts")
    prog = programs.conv_program("c", batch, flavour="emul", size="small", kouts=kouts,
                                 tile=(16, 64, 32), **{k: v for k, v in s.items()})
    x = {o.name: rng.uniform(-1, 1, o.shape) for o in prog.inputs}
    g = prog.gemms[0].conv
    pixels = g.pixels
    image = x["X"][g.in_guard:g.in_guard + pixels].reshape(batch, g.h, g.w, -1)
    want = image
    names = [o.name for o in prog.inputs[1:]]
    for name in names:
        want = direct_conv(want, x[name], g.r, g.s, g.pad)
    want = want.reshape(pixels, -1)
    got = prog.reference(x)["Y"]
    np.testing.assert_allclose(got[:pixels], want, rtol=1e-12, atol=1e-12,
                               err_msg="seed %d" % seed)
    assert not got[pixels:].any()
    rows = [0, pixels - 1, pixels + 1, 3]
    np.testing.assert_allclose(prog.reference(x, rows)["Y"], got[rows], rtol=1e-12,
                               atol=1e-12)


def test_check_rows_of_a_large_batch():
    seed, rng = lib.fresh_rng("conv-rows")
    p = programs.make("conv_vgg", 16)
    rows = p.check_rows(rng)
    tm = p.gemms[0].tile[0]
    assert set(np.unique(rows // tm)) == set(range(p.m_padded // tm))
    assert rows.max() < p.m_padded


# ---------------------------------------------------------------------------------------
# Parameter validation
# ---------------------------------------------------------------------------------------

def test_workload_refusals():
    with pytest.raises(GemmConfigError, match="simt flavour has no convolution"):
        programs.make("conv", size="small")          # the small sizes' default flavour
    with pytest.raises(GemmConfigError, match="C = 48 input channels is not a multiple"):
        programs.conv_program("c", 1, 4, 4, 48, (64,), "mma")
    with pytest.raises(KeyError, match="unknown workload 'conv'"):
        programs.make("conv", 4)                     # `conv` is the small one


# ---------------------------------------------------------------------------------------
# The driver
# ---------------------------------------------------------------------------------------

def test_driver_runs_the_small_pair(tmp_path):
    """`run.py all --sim --flavour emul --workloads conv` with the synchronized variants
    planned for 2 multiprocessors and run under a random, skewed schedule of 2 resident
    blocks: each equal to numpy or skipped with its reason (policy-conv2d among them);
    the table's M column is the batch. (test_all_sim's emul case runs the gemm and mlp
    workloads only: this is the conv pair's one driver run.)"""
    lib.need_tools()
    from test_cusync_driver import rows_of, run_driver
    out = tmp_path / "out"
    proc = run_driver(["all", "--sim", "--flavour", "emul", "--workloads", "conv",
                       "--variants", "stream,policy-tile,tile-loop,policy-conv2d",
                       "--plan-options", "device=#kfusion.device<h100,{multiprocessors=2}>",
                       "--sim-args", "--schedule=random --skew --sms=2 --blocks-per-sm=1",
                       "--out", out])
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    by = {r["variant"]: r for r in rows_of(out)}
    assert set(by) == {"stream", "policy-tile", "tile-loop", "policy-conv2d"}
    assert by["stream"]["status"] == "equal" and by["stream"]["kernels"] == 2
    assert by["stream"]["m"] == 2 and by["stream"]["m_padded"] == 80
    assert by["stream"]["flops"] == 2 * 72 * 9 * (64 * 128 + 128 * 128)
    for v, r in by.items():
        assert r["status"] == "equal" or r["status"].startswith("skipped"), r
        if r["status"].startswith("skipped"):
            assert "kfusion-opt has no" in r["status"] or r["problems"], r
    step = (out / "prepared" / "conv-m2" / "policy-conv2d.step.mlir").read_text()
    assert 'kfusion.sync_policy = "conv2d", kfusion.sync_wait_at = "in-loop"' in step
    tables = (out / "tables.md").read_text()
    assert "## conv" in tables and "| batch | rows run |" in tables and "| 2 | 80 |" in tables
    assert "cuDNN ms" in tables


def test_conv_only_for_tensor_core_flavours_and_its_policy_only_for_convs():
    driver = lib.driver()

    class Args:
        sim, workloads, m, variants = True, None, None, None
        flavour = "simt"
    assert "conv" not in driver.workload_names(Args)
    Args.flavour = "emul"
    assert "conv" in driver.workload_names(Args)
    assert driver.m_values(Args, "conv") == [2] and driver.m_values(Args, "mlp") == [64]
    mlp = programs.make("mlp", size="small")
    conv = programs.make("conv", size="small", flavour="emul")
    assert "policy-conv2d" not in [v.name for v in driver.variants_for(Args, mlp)]
    assert "policy-conv2d" in [v.name for v in driver.variants_for(Args, conv)]
    v = {x.name: x for x in driver.VARIANTS}["policy-conv2d"]
    assert v.consumer_attrs == {"kfusion.sync_policy": '"conv2d"',
                                "kfusion.sync_wait_at": '"in-loop"'}


def test_prepare_conv_gpu_size(tmp_path):
    """The GPU-size pair is made and lowered for `workloads --prepared`; ptxas resources
    where ptxas exists."""
    lib.need_tools(lib.OPT)
    from test_cusync_driver import run_driver
    out = tmp_path / "prep"
    proc = run_driver(["prepare", "--out", out, "--workloads", "conv_vgg", "--m", "1",
                       "--variants", "stream", "--jobs", "2"])
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    d = out / "conv_vgg-m1"
    assert "gpu.binary" in (d / "stream.lowered.mlir").read_text()
    res = json.loads((d / "resources.json").read_text())
    if res:
        assert res["conv1"]["registers"] > 0 and not res["conv1"]["spills"]
        info = lib.driver().kernel_info(programs.make("conv_vgg", 1), res, 132)
        assert info[0]["blocks"] == 28 and info[0]["waves"] == 1
