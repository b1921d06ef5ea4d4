# Register bounds (run.py pin_registers, kfusion.gemm.with_register_bound): each kernel
# measured by ptxas, then bound by nvvm.maxnreg to the most registers that keep the blocks
# per SM that count gives, so that kfusion-plan-sync models the residency the kernels
# really have (a 3-stage 128x128 wgmma producer: two blocks per SM, not the one its
# default of 255 registers allows) and the kernels kfusion-insert-semaphores makes of them
# keep it.

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion.gemm import Gemm, GemmConfigError  # noqa: E402

driver = lib.driver()


def up_gemm(stages):
    return Gemm("up", 512, 6144, 12288, flavour="wgmma", tile=(128, 128, 64), stages=stages)


def test_register_bound_keeps_the_blocks_per_sm():
    """bench/cusync's bound is HFuse's register bound (kfusion.hfuse_tuner) at the
    residency ptxas's count gives, never below the count."""
    # 256 threads, 3 stages: 96 KB of pipeline, two blocks per SM at 128 registers; one
    # more register (8 warps x 4352 > 65536 / 2) would leave one.
    g = up_gemm(3)
    assert g.threads == 256
    assert driver.occupancy(g, {"registers": 128}) == 2
    assert driver.register_bound(g, {"registers": 128}) == 128
    assert driver.register_bound(g, {"registers": 90}) == 128
    assert driver.occupancy(g, {"registers": 129}) == 1
    # 6 stages (192 KB): one block per SM whatever the registers: the bound is the
    # most a thread may have in allocation steps of 8 (and never below the count).
    assert driver.occupancy(up_gemm(6), {"registers": 128}) == 1
    assert driver.register_bound(up_gemm(6), {"registers": 128}) == 248
    assert driver.register_bound(up_gemm(6), {"registers": 252}) == 252
    # 512 threads (a 256-row warpgroup tile): at most 128 registers for one block.
    down = Gemm("down", 512, 12288, 6144, flavour="wgmma", tile=(256, 128, 64), stages=4)
    assert down.threads == 512 and driver.register_bound(down, {"registers": 110}) == 128
    # Nothing measured, or a block that does not fit: no bound.
    assert driver.register_bound(g, {}) is None
    assert driver.register_bound(g, None) is None
    assert driver.register_bound(down, {"registers": 200}) is None
    for count in range(1, 256):
        bound = driver.register_bound(g, {"registers": count})
        assert bound >= count
        assert driver.occupancy(g, {"registers": bound}) == \
            driver.occupancy(g, {"registers": count})
        # The next allocation step (8 registers a thread) would lose a block.
        if bound + 8 <= 255:
            assert driver.occupancy(g, {"registers": bound + 8}) < \
                driver.occupancy(g, {"registers": count})
        if bound == 128:
            assert driver.occupancy(g, {"registers": bound + 1}) == 1


def test_bound_goes_on_the_kernel_it_names():
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma",
                         tile=((128, 128, 64), (256, 128, 64)), stages=(3, 4))
    plain = prog.text()
    assert "nvvm.maxnreg" not in plain
    prog.register_bounds = {"mlp_up": 128}
    text = prog.text()
    heads = [l for l in text.splitlines() if "gpu.func @" in l]
    up = [h for h in heads if "gpu.func @mlp_up(" in h]
    down = [h for h in heads if "gpu.func @mlp_down(" in h]
    assert len(up) == 1 and len(down) == 1
    assert "kernel attributes {nvvm.maxnreg = 128 : i32, known_block_size" in up[0]
    assert "nvvm.maxnreg" not in down[0]
    # Everything else is as before.
    assert text.replace("nvvm.maxnreg = 128 : i32, ", "") == plain


@pytest.mark.parametrize("bounds,message", [
    ({"mlp_side": 64}, "register bounds for kernels the module lacks: mlp_side"),
    ({"mlp_up": 0}, "register bound 0 is not in 1..255"),
    ({"mlp_up": 256}, "register bound 256 is not in 1..255"),
    ({"mlp_up": 64.5}, "register bound 64.5 is not in 1..255"),
])
def test_bad_bounds_are_refused(bounds, message):
    prog = programs.make("mlp_gpt3", 512, flavour="wgmma")
    prog.register_bounds = bounds
    with pytest.raises(GemmConfigError, match=message):
        prog.text()


def prepare(tmp_path, bounds, variants="stream,planned"):
    out = tmp_path / bounds
    proc = subprocess.run(
        [sys.executable, str(lib.CUSYNC / "run.py"), "prepare", "--out", str(out),
         "--workloads", "mlp_gpt3", "--m", "512", "--flavour", "wgmma",
         "--tile", "128x128x64,256x128x64", "--stages", "3,4", "--variants",
         variants, "--register-bounds", bounds, "--jobs", "2", "--keep-work",
         # The rolled main loop measured on the H200 (the default, "auto", unrolls
         # 3 stages, and the unrolled producer needs more registers).
         "--unroll-k", "1"],
        capture_output=True, text=True, timeout=600,
        env=dict(os.environ, KFUSION_BIN=str(lib.BIN)))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out / "mlp_gpt3-m512"


def have_ptxas():
    try:
        sys.path.insert(0, str(lib.REPO / "python"))
        from kfusion.tools import find_ptxas
        return find_ptxas()
    except Exception:  # kfusion.tools.ToolError: none installed
        return None


@pytest.fixture(scope="module")
def measured(tmp_path_factory):
    """The program prepared with --register-bounds measured, once for the two tests below
    (stream, planned and policy-row: each variant's files are its own)."""
    lib.need_tools(lib.OPT)
    if not have_ptxas():
        pytest.skip("ptxas not found: no register counts to bind")
    return prepare(tmp_path_factory.mktemp("registers"), "measured",
                   "stream,planned,policy-row")


def test_planner_models_the_measured_residency(measured, tmp_path):
    """The M = 512 GPT-3 MLP with a 3-stage 128x128 producer (H200, 2026-11-29: RowSync
    ran 0.78x of StreamSync, the planner, assuming one block per SM, had modelled 1.28x):
    bound to ptxas's count the planner sees two producer blocks per SM and keeps
    StreamSync; unbound it still assumes one and synchronizes."""
    d = measured
    res = json.loads((d / "resources.json").read_text())
    assert res["mlp_up"]["register_bound"] == 128
    assert res["mlp_down"]["register_bound"] == 128
    program = (d / "program.mlir").read_text()
    assert program.count("nvvm.maxnreg = 128 : i32") == 2
    remarks = (d / "planned.remarks.txt").read_text()
    assert "at 2 + 1 blocks per multiprocessor" in remarks, remarks
    assert "not synchronized: the modeled gain is below min-gain" in remarks, remarks
    # The bound reaches the PTX (.maxnreg) of the kernels the variants run.
    step = d / "stream.step.mlir"
    lib.run_ok([lib.OPT, step, "--kfusion-to-cubin=format=ptx chip=sm_90a",
                "--kfusion-dump-binaries=output-dir=%s" % tmp_path, "-o", os.devnull])
    ptx = (tmp_path / "kernels.sm_90a.ptx").read_text()
    assert ptx.count(".maxnreg 128") == 2, ptx[:2000]

    d = prepare(tmp_path, "none")
    assert "register_bound" not in (d / "resources.json").read_text()
    assert "nvvm.maxnreg" not in (d / "program.mlir").read_text()
    remarks = (d / "planned.remarks.txt").read_text()
    assert "at 1 + 1 blocks per multiprocessor" in remarks, remarks
    assert "policy row" in remarks, remarks


def test_spills_of_the_transformed_kernels_are_reported(measured):
    """The producer at its bound (128 registers, two blocks per SM) with RowSync's
    semaphore code spills a little (ptxas -v, 2026-11-29: 4 bytes stored, 4 loaded):
    the variant's info says so, and the report lists it under Notes."""
    d = measured
    info = json.loads((d / "policy-row.info.json").read_text())
    assert set(info.get("spills", {})) == {"mlp_up_sync0"}, info.get("spills")
    assert info["spills"]["mlp_up_sync0"] > 0
    assert "spills" not in json.loads((d / "stream.info.json").read_text())
    row = {"workload": "mlp_gpt3", "m": 512, "m_padded": 512, "variant": "policy-row",
           "status": "equal", "median_ms": 0.3, "launches": [], "spills": info["spills"]}
    stream = dict(row, variant="stream", spills={})
    report = driver.render_tables([stream, row], {})
    assert "- mlp_gpt3 M=512 policy-row: kernel mlp_up_sync0 spills %d bytes" % \
        info["spills"]["mlp_up_sync0"] in report, report
