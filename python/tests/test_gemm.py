# Tests of kfusion.gemm, the tiled GEMM generator on its own: the parameters it refuses
# (with the parameter and the reason), the loop structure of the convolution kernel, and the
# tensor-core kernels lowered by kfusion-opt to PTX that ptxas assembles without spills.
# The generated programs computing what numpy computes (on kfusion-sim, through the
# benchmark's @main harness) are tested in bench/cusync/tests.
"""Tests of kfusion.gemm (python/kfusion/gemm)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import gemm  # noqa: E402
from kfusion.gemm import Gemm, GemmConfigError  # noqa: E402
from kfusion.tools import ToolError, find_ptxas, find_tool  # noqa: E402


def need_opt():
    """kfusion-opt, or skip the test."""
    try:
        return find_tool("kfusion-opt")
    except ToolError:
        pytest.skip("kfusion-opt not built")


def run_ok(cmd, timeout=300):
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                          timeout=timeout)
    assert proc.returncode == 0, "%s\n%s" % (" ".join(map(str, cmd)),
                                           (proc.stdout + proc.stderr)[-4000:])
    return proc


def assemble(ptx, chip, cubin):
    """ptxas -v -arch=chip PTX -o CUBIN; its report, or skip where no ptxas is installed."""
    try:
        ptxas = find_ptxas()
    except ToolError:
        pytest.skip("ptxas not found: the PTX was not assembled")
    proc = run_ok([ptxas, "-v", "-arch=%s" % chip, ptx, "-o", cubin])
    return proc.stdout + proc.stderr


# ---------------------------------------------------------------------------------------
# The GEMM and convolution parameters a kernel cannot have
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("kw,message", [
    (dict(flavour="tensor"), "flavour 'tensor' is not one of simt, mma, emul"),
    (dict(epilogue="sigmoid"), "epilogue 'sigmoid' is not one of"),
    (dict(m=100), "M = 100 is not a multiple of the tile's 128 (pad M to 128)"),
    (dict(k=200), "K = 200 is not a multiple of the tile's 32"),
    (dict(tile=(128, 128, 24), k=192), "TK = 24 must be a power of two and a multiple of 16"),
    (dict(tile=(128, 96, 32), n=96 * 4), "TN = 96 must be a multiple of 64"),
    (dict(warps=(3, 2)), "TM = 128 must be a multiple of 16 x WM = 48"),
    (dict(warps=(8, 8)), "exceed 1024 threads"),
    (dict(stages=1), "stages = 1 must be an integer >= 2"),
    (dict(stages=9, k=128), "K / TK = 4 k-tiles; 9 stages need at least 8"),
    (dict(tile=(256, 256, 128), m=256, n=256, k=512, stages=4), "bytes of shared memory"),
    (dict(out_dtype="bf16"), "out_dtype 'bf16' is not one of f16, f32"),
    (dict(flavour="emul", out_dtype="f16"), "the emul flavour stores f32"),
    (dict(flavour="simt", tile=(64, 64, 8), micro=(1, 1)), "4096 threads per block"),
    (dict(flavour="simt", tile=(64, 64, 8), micro=(3, 2)), "micro-tile 3x2 does not divide"),
    (dict(flavour="simt", tile=(32, 32, 8), micro=(2, 2), epilogue="swiglu"),
     "the swiglu epilogue needs a tensor-core flavour"),
    (dict(epilogue="swiglu", tile=(128, 48, 32), n=48 * 4), "2 TN = 96 must be a multiple of 64"),
    # split-K (test_cusync_splitk.py has the rest)
    (dict(split_k=0), "split_k = 0 must be an integer >= 1"),
    (dict(split_k=3), "split_k = 3 does not divide the K / TK = 8 k-tiles"),
    (dict(split_k=4, stages=4), "split_k = 4 leaves 2 k-tiles per slice; 4 stages need at "
     "least 3"),
    (dict(flavour="simt", tile=(32, 32, 8), micro=(2, 2), split_k=2),
     "split-K needs a tensor-core flavour"),
    # warpgroup MMA
    (dict(flavour="wgmma", tile=(128, 128, 32), warps=None),
     "TK = 32: the wgmma flavour's shared rows are 64 f16"),
    (dict(flavour="wgmma", tile=(96, 128, 64), m=96 * 2, warps=None), "TM = 96 must be 64"),
    (dict(flavour="wgmma", tile=(64, 320, 64), n=640, warps=None),
     "TN = 320 must be a multiple of 64 up to 256"),
    (dict(flavour="wgemul", tile=(64, 64, 64), warps=(2, 2), out_dtype="f32"),
     "warps (2, 2): the wgemul flavour has a warpgroup per 64 rows, warps (4, 1)"),
    (dict(flavour="wgmma", tile=(128, 128, 64), warps=None, stages=2),
     "stages = 2 must be an integer >= 3"),
    (dict(flavour="wgmma", tile=(256, 256, 64), warps=None),
     "128 accumulator registers per thread leave fewer than 32 of the 128"),
    (dict(flavour="wgmma", tile=(192, 256, 64), m=384, warps=None),
     "384 threads copy the B tile's 256-column rows 12 at a time"),
    (dict(flavour="wgmma", tile=(128, 128, 64), warps=None, stages=6, k=192),
     "K / TK = 3 k-tiles; 6 stages need at least 4"),
])
def test_bad_parameters_are_refused_with_a_reason(kw, message):
    args = dict(name="g", m=256, n=256, k=256, flavour="mma", tile=(128, 128, 32),
                warps=(2, 2), stages=3)
    args.update(kw)
    with pytest.raises(GemmConfigError) as info:
        Gemm(**args)
    assert message in str(info.value)
    assert str(info.value).startswith("gemm g: ")


@pytest.mark.parametrize("kw,message", [
    (dict(flavour="simt"), "conv: the simt flavour has no convolution kernel"),
    (dict(flavour="wgmma", tile=(128, 128, 64), warps=None),
     "conv: the wgmma flavour has no convolution kernel"),
    (dict(epilogue="swiglu"), "conv: the swiglu epilogue is for GEMMs"),
    (dict(stages=4, conv=(2, 6, 6, 1, 2, 0), k=2 * 64),
     "conv: stages = 4: STAGES - 1 = 3 k-steps ahead exceed R x S = 2"),
    (dict(k=9 * 48), "conv: C = 48 input channels is not a multiple of TK = 32 (pad C to 64)"),
    (dict(k=200), "conv: K = 200 is not R x S = 9 times the input channels"),
    (dict(m=64), "conv: M = 64 rows cannot hold the B x H x W = 72 pixels"),
    (dict(conv=(2, 6, 6, 3, 3, 3)), "conv pad = 3 must be at most R - 1 = 2 and S - 1 = 2"),
    (dict(conv=(0, 6, 6)), "conv batch = 0 must be an integer >= 1"),
    (dict(conv=(2, 6, 6, 3, 3, 1, -1)), "conv out_guard = -1 must be an integer >= 0"),
    (dict(conv=(2, 6, 6, 3, 3, 1, 0, 0, 5)), "conv (2, 6, 6, 3, 3, 1, 0, 0, 5) is not"),
])
def test_bad_conv_parameters_are_refused_with_a_reason(kw, message):
    args = dict(name="g", m=80, n=64, k=9 * 64, flavour="emul", tile=(16, 64, 32),
                warps=(1, 1), stages=3, epilogue="relu", conv=(2, 6, 6, 3, 3, 1))
    args.update(kw)
    with pytest.raises(GemmConfigError) as info:
        Gemm(**args)
    assert message in str(info.value)
    assert str(info.value).startswith("gemm g: ")


@pytest.mark.parametrize("kw,message", [
    (dict(flavour="wgemul", unroll_k=0), "unroll_k = 0 must be an integer >= 1"),
    (dict(flavour="wgemul", unroll_k=True), "unroll_k = True must be"),
    (dict(flavour="wgemul", stages=3, unroll_k=4), "unroll_k = 4 must be a multiple of "
                                                   "stages = 3"),
    (dict(flavour="emul", tile=(64, 64, 32), unroll_k=3), "the warpgroup flavours'"),
])
def test_bad_unroll_is_refused(kw, message):
    kw = dict(kw)
    flavour = kw.pop("flavour")
    kw.setdefault("tile", (64, 64, 64))
    kw.setdefault("stages", 3)
    with pytest.raises(GemmConfigError, match=message):
        Gemm("g", 128, 128, 256, flavour=flavour, **kw)


@pytest.mark.parametrize("kw,message", [
    (dict(flavour="wgemul", reverse_k_from=-1), "reverse_k_from = -1 must be an integer"),
    (dict(flavour="wgemul", reverse_k_from=True), "reverse_k_from = True must be"),
    (dict(flavour="simt", tile=(32, 32, 8), reverse_k_from=1),
     "reversed k-tiles are for the tensor-core GEMMs"),
])
def test_bad_reversal_is_refused(kw, message):
    kw = dict(kw)
    flavour = kw.pop("flavour")
    kw.setdefault("tile", (64, 64, 64))
    with pytest.raises(GemmConfigError, match=message):
        Gemm("g", 128, 128, 256, flavour=flavour, **kw)


# ---------------------------------------------------------------------------------------
# The convolution's main loop (what the tile-dependence analysis reads)
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("flavour,stages", [("mma", 3), ("mma", 4), ("emul", 3)])
def test_channel_tile_loop(flavour, stages):
    """One scf.for over the channel tiles [0, C/TK - 1) with R S = 9 k-steps per iteration
    (a barrier each), the last channel tile after it: 9 k-steps more; every A copy of a
    k-step reads rows shifted by its tap's constant and columns of channel tile ct + 0 or
    ct + 1."""
    g = gemm.conv_gemm("c", 2, 6, 6, 96, 64, flavour=flavour, tile=(16, 64, 32),
                       warps=(1, 1), stages=stages, epilogue="relu")
    lines = g.kernel_text().splitlines()
    fors = [i for i, l in enumerate(lines) if "scf.for" in l]
    assert len(fors) == 1, [lines[i] for i in fors]
    m = re.search(r"scf\.for (%ct\w*) = %c0 to %c2 step %c1", lines[fors[0]])
    assert m, lines[fors[0]]
    depth, end = 0, None
    for i in range(fors[0], len(lines)):
        depth += lines[i].count("{") - lines[i].count("}")
        if depth == 0:
            end = i
            break
    body, after = lines[fors[0]:end], lines[end:]
    assert sum("gpu.barrier" in l for l in body) == 9
    # after the loop: the last channel tile's 9 k-steps, then the epilogue's 2 barriers
    assert sum("gpu.barrier" in l for l in after) == 9 + 2
    copies = [l for l in body if re.search(r"(nvgpu\.device_async_copy|vector\.load) %A\[", l)]
    assert len(copies) == 9 * g.a_copies
    if flavour == "mma":
        assert all(re.search(r"\], 8, %srcn\w* \{bypassL1\}", l) for l in copies)
    # prologue: stages - 1 k-steps before the loop
    before = lines[:fors[0]]
    assert sum(bool(re.search(r"(nvgpu\.device_async_copy|vector\.load) %A\[", l))
               for l in before) == (stages - 1) * g.a_copies


# ---------------------------------------------------------------------------------------
# The tensor-core kernels down to PTX
# ---------------------------------------------------------------------------------------

def test_mma_lowers_to_tensor_core_ptx(tmp_path):
    opt = need_opt()
    g = Gemm("mma_k", 256, 256, 256, flavour="mma", tile=(128, 128, 32), warps=(2, 2),
             stages=4, epilogue="gelu_tanh")
    src = tmp_path / "mma.mlir"
    src.write_text(gemm.gemm_module(g))
    run_ok([opt, src, "--kfusion-to-cubin=format=ptx",
                "--kfusion-dump-binaries=output-dir=%s" % tmp_path, "-o", tmp_path / "low.mlir"])
    ptx = (tmp_path / "kernels.sm_90.ptx").read_text()
    for needle in ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                   "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
                   "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
                   "cp.async.cg.shared.global", "cp.async.commit_group",
                   "cp.async.wait_group", "st.global.v4"):
        assert needle in ptx, "no %s in the PTX" % needle
    report = assemble(tmp_path / "kernels.sm_90.ptx", "sm_90", tmp_path / "k.cubin")
    assert "0 bytes spill stores" in report, report


@pytest.mark.parametrize("tile,epilogue", [((128, 256, 64), "none"), ((256, 64, 64), "swiglu")])
def test_wgmma_lowers_to_warpgroup_ptx(tmp_path, tile, epilogue):
    """The wgmma kernel lowers for sm_90a to wgmma.mma_async on descriptors, with the
    proxy fence after the cp.async copies, one group pending at a time; ptxas assembles
    it without spills and without serializing the wgmma (its accumulators are not
    touched while a group is in flight)."""
    opt = need_opt()
    g = Gemm("wg_k", 256, 256, 512, flavour="wgmma", tile=tile, stages=4, epilogue=epilogue)
    src = tmp_path / "wg.mlir"
    src.write_text(gemm.gemm_module(g))
    run_ok([opt, src, "--kfusion-to-cubin=format=ptx chip=sm_90a",
                "--kfusion-dump-binaries=output-dir=%s" % tmp_path, "-o", tmp_path / "low.mlir"])
    ptx = (tmp_path / "kernels.sm_90a.ptx").read_text()
    n = g.b_tile_n
    for needle in (".target sm_90a",
                   "wgmma.mma_async.sync.aligned.m64n%dk16.f32.f16.f16" % n,
                   "wgmma.fence.sync.aligned", "wgmma.commit_group.sync.aligned",
                   "wgmma.wait_group.sync.aligned \t1", "wgmma.wait_group.sync.aligned \t0",
                   "fence.proxy.async.shared::cta", "cp.async.cg.shared.global",
                   "cp.async.wait_group"):
        assert needle.replace("\\t", "\t") in ptx, "no %s in the PTX" % needle
    # 4 k16 steps per k-tile: in the loop and in each of the 2 drained k-tiles.
    assert ptx.count("wgmma.mma_async") == 4 * 3
    report = assemble(tmp_path / "kernels.sm_90a.ptx", "sm_90a", tmp_path / "k.cubin")
    assert "0 bytes spill stores" in report, report
    assert "serialized" not in report, report


def test_split_mma_lowers_to_ptx(tmp_path):
    opt = need_opt()
    g = Gemm("gk", 256, 256, 512, flavour="mma", tile=(128, 128, 32), warps=(2, 2),
             stages=4, epilogue="gelu_tanh", split_k=2)
    src = tmp_path / "split.mlir"
    src.write_text(gemm.gemm_module(g))
    run_ok([opt, src, "--kfusion-to-cubin=format=ptx",
                "--kfusion-dump-binaries=output-dir=%s" % tmp_path, "-o", tmp_path / "low.mlir"])
    ptx = (tmp_path / "kernels.sm_90.ptx").read_text()
    assert ".entry gk(" in ptx and ".entry gk_sum(" in ptx
    assert "mma.sync.aligned.m16n8k16" in ptx and "%ctaid.z" in ptx
    # The sum kernel: f32 partials in, f16 out, whole-vector (16-byte) accesses.
    sum_ptx = ptx[ptx.index(".entry gk_sum("):]
    assert "cvt.rn.f16x2.f32" in sum_ptx
    assert "ld.global.v4.b32" in sum_ptx and "st.global.v4.b32" in sum_ptx
    assert not re.search(r"(ld|st)\.global\.(b16|b32|f32)\s", sum_ptx)
