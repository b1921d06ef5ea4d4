# The GEMM generator of bench/cusync: simt and emul kernels (the mma kernel's code with
# the tensor-core ops emulated) computed on kfusion-sim equal numpy on fresh random inputs,
# with every epilogue; the small MLPs likewise; the mma kernel lowers to PTX with
# cp.async, ldmatrix and mma.sync (and assembles with ptxas where it exists); the kernels
# and @step have the form the cuSync passes rely on; bad parameters are refused with a
# message naming the parameter.
"""Tests of kfusion.gemm through csbench.programs (on kfusion-sim) and of csbench.programs."""

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import cusync_testlib as lib  # noqa: E402
from csbench import programs  # noqa: E402
from kfusion import gemm  # noqa: E402
from kfusion.gemm import GemmConfigError, mma, warpgroup  # noqa: E402


def one_gemm(flavour, m, n, k, epilogue="none", **cfg):
    return programs.gemm_program("gemm", m, k, n, flavour, epilogue=epilogue, size="small",
                                 **cfg)


# ---------------------------------------------------------------------------------------
# kfusion-sim against numpy
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("m,n,k,tile,micro,epilogue", [
    # the small workloads' shape; micro-tiles of 2x2
    (64, 64, 128, (32, 32, 8), (2, 2), "none"),
    # TK (12) not a multiple of the 8 thread columns: guarded tile loads
    (32, 64, 48, (16, 32, 12), (2, 4), "gelu_tanh"),
    # rectangular micro-tile, K of one tile
    (48, 32, 16, (24, 16, 16), (3, 1), "gelu_erf"),
])
def test_simt_gemm_equals_numpy(tmp_path, m, n, k, tile, micro, epilogue):
    prog = one_gemm("simt", m, n, k, epilogue, tile=tile, micro=micro)
    lib.sim_check(prog, tmp_path, "simt")


@pytest.mark.parametrize("m,n,k,tile,warps,stages,epilogue", [
    # the small workloads' configuration: main loop of 2 k-tiles, 2 unrolled
    (64, 64, 128, (64, 64, 32), (2, 2), 3, "none"),
    # 2 row tiles x 2 column tiles, 8 warps of 16 x 32, no main loop (K/TK = stages - 1)
    (128, 128, 96, (64, 64, 32), (4, 2), 4, "gelu_tanh"),
    # TK = 64 (128-byte rows: the row mod 8 swizzle), two stages, one warp of 64 x 64
    (64, 64, 192, (64, 64, 64), (1, 1), 2, "gelu_erf"),
    # TK = 16, TN = 128 (a B row of 16 chunks), warps 1 x 2
    (32, 128, 64, (32, 128, 16), (1, 2), 3, "none"),
    # SwiGLU: 2 output column tiles of 32, each a 64-column product of gate and up tiles
    (64, 64, 96, (64, 32, 32), (2, 2), 2, "swiglu"),
])
def test_emulated_mma_gemm_equals_numpy(tmp_path, m, n, k, tile, warps, stages, epilogue):
    """The mma kernel's tiling, swizzle, ldmatrix addresses, fragment layouts and epilogue,
    with ldmatrix and mma.sync emulated by shuffles after the PTX layouts."""
    prog = one_gemm("emul", m, n, k, epilogue, tile=tile, warps=warps, stages=stages)
    lib.sim_check(prog, tmp_path, "emul")


def test_emulation_catches_a_wrong_fragment(tmp_path, monkeypatch):
    """Swapping the two B fragments of an ldmatrix.x4.trans (a plausible indexing slip)
    makes the emulated kernel differ from numpy: the check has teeth."""
    monkeypatch.setattr(mma._Emulated, "b_fragments", lambda self, f: [f[4:8], f[0:4]])
    prog = one_gemm("emul", 64, 64, 64, tile=(64, 64, 32), warps=(2, 2), stages=2)
    with pytest.raises(AssertionError, match="differ"):
        lib.sim_check(prog, tmp_path, "emul-wrong")


def test_emulated_swiglu_pairs_gate_with_up(tmp_path, monkeypatch):
    """SwiGLU with gate and up exchanged (silu(up) * gate) differs from numpy."""
    real = mma.emit_swiglu
    monkeypatch.setattr(mma, "emit_swiglu", lambda b, g, u: real(b, u, g))
    prog = one_gemm("emul", 64, 64, 64, "swiglu", tile=(64, 32, 32), warps=(2, 2), stages=2)
    with pytest.raises(AssertionError, match="differ"):
        lib.sim_check(prog, tmp_path, "swiglu-wrong")


@pytest.mark.parametrize("m,n,k,tile,stages,epilogue,split_k", [
    # one warpgroup, TN = 64 (one B panel), 2 k-tiles: no main loop at 3 stages
    (64, 64, 128, (64, 64, 64), 3, "none", 1),
    # two warpgroups, 2 x 2 tiles, 4 stages: a main loop of 2 k-tiles, 2 drained
    (128, 128, 256, (128, 64, 64), 4, "gelu_tanh", 1),
    # TN = 128: two B panels (the leading byte offset), 6 k-tiles, one row tile
    (64, 256, 384, (64, 128, 64), 4, "gelu_erf", 1),
    # SwiGLU: 2 output column tiles of 32, each a 64-column product of gate and up tiles
    (64, 64, 256, (64, 32, 64), 3, "swiglu", 1),
    # split-K: 2 slices of 2 k-tiles, summed by the second kernel
    (64, 128, 256, (64, 128, 64), 3, "none", 2),
])
def test_emulated_wgmma_gemm_equals_numpy(tmp_path, m, n, k, tile, stages, epilogue,
                                          split_k):
    """The warpgroup kernel's copies, 128-byte swizzle, descriptors (decoded as the
    hardware does), accumulator layout, pipeline and epilogue, with wgmma emulated."""
    prog = one_gemm("wgemul", m, n, k, epilogue, tile=tile, stages=stages, split_k=split_k)
    lib.sim_check(prog, tmp_path, "wgemul")


@pytest.mark.parametrize("slip", ["stride", "rows", "mode"])
def test_wgmma_emulation_catches_a_slip(tmp_path, monkeypatch, slip):
    """A wrong stride byte offset in A's descriptors (2048 for 1024: reads rows of the
    stage being copied, a race kfusion-sim reports), the two row halves of the
    accumulator exchanged, or the descriptors' swizzle mode 64-byte for 128-byte (results
    differ from numpy), is caught."""
    if slip == "mode":
        monkeypatch.setattr(warpgroup, "WG_SWIZZLE_128B", 2 << 62)
    elif slip == "stride":
        real = warpgroup.wg_descriptor_bits
        monkeypatch.setattr(warpgroup, "wg_descriptor_bits",
                            lambda lbo, sbo: real(lbo, 2 * sbo if lbo == 16 else sbo))
    else:
        real = warpgroup._WarpgroupEmulated.acc_values
        monkeypatch.setattr(warpgroup._WarpgroupEmulated, "acc_values", lambda self, acc: [
            v for i in range(0, len(acc), 4) for v in (acc[i + 2:i + 4] + acc[i:i + 2])])
    prog = one_gemm("wgemul", 128, 64, 128, tile=(128, 64, 64), stages=3)
    with pytest.raises(AssertionError, match="differ|data race"):
        lib.sim_check(prog, tmp_path, "wgemul-" + slip)


def test_wgmma_emulation_catches_a_stage_refilled_too_early(tmp_path, monkeypatch):
    """Copies running STAGES - 1 k-tiles ahead refill the stage the pending wgmma group
    may still read (the hardware reads until the wait that retires the group): the
    emulation's reads at that wait make it a race kfusion-sim reports."""
    monkeypatch.setattr(warpgroup, "WG_STAGES_HELD", 1)
    prog = one_gemm("wgemul", 128, 64, 256, tile=(128, 64, 64), stages=3)
    with pytest.raises(AssertionError, match="data race"):
        lib.sim_check(prog, tmp_path, "wgemul-early")


def test_deinterleave():
    w = np.arange(2 * 8).reshape(1, 16)       # tiles of 4: g g g g u u u u g ... u
    g, u = programs.deinterleave(w, 4)
    assert g.tolist() == [[0, 1, 2, 3, 8, 9, 10, 11]]
    assert u.tolist() == [[4, 5, 6, 7, 12, 13, 14, 15]]


@pytest.mark.parametrize("flavour", ["simt", "emul", "wgemul"])
def test_small_mlp_equals_numpy(tmp_path, flavour):
    prog = programs.make("mlp", size="small", flavour=flavour)
    assert len(prog.launches) == 2 and prog.temps
    lib.sim_check(prog, tmp_path, "mlp-" + flavour)


def test_small_mlp_any_block_schedule(tmp_path):
    """The chain is correct whatever the interpreter's block order and residency."""
    prog = programs.make("mlp", size="small", flavour="simt")
    lib.sim_check(prog, tmp_path, "mlp-random", extra=["--schedule=random",
                                                       "--blocks-per-sm=1", "--sms=2"])


# ---------------------------------------------------------------------------------------
# The mma kernel down to PTX
# ---------------------------------------------------------------------------------------

def test_mma_workload_program_lowers(tmp_path):
    """A GPU-size MLP with @main (f16 operands through i8 views) lowers to host LLVM and
    cubin or PTX: the path run.py takes on the GPU machine."""
    lib.need_tools(lib.OPT)
    prog = programs.make("mlp_gpt3", 128)
    text = lib.harness.with_device_main(prog.text(), prog.inputs, prog.outputs, 1, 2)
    src = tmp_path / "main.mlir"
    src.write_text(text)
    lib.run_ok([lib.OPT, src, "--kfusion-to-cubin=format=ptx", "-o", tmp_path / "low.mlir"])
    low = (tmp_path / "low.mlir").read_text()
    assert "gpu.binary" in low and "llvm.func @main" in low


# ---------------------------------------------------------------------------------------
# The form the cuSync passes rely on
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("flavour,workload", [("simt", "mlp"), ("emul", "mlp"),
                                               ("mma", "mlp_gpt3"), ("mma", "mlp_llama"),
                                               ("emul", "conv"), ("mma", "conv_vgg"),
                                               ("wgemul", "mlp"), ("wgmma", "mlp_gpt3"),
                                               ("wgmma", "mlp_llama")])
def test_kernel_form(flavour, workload):
    prog = programs.make(workload, size="small", flavour=flavour) \
        if flavour not in gemm.F16_FLAVOURS else \
        programs.make(workload, 512 if workload.startswith("mlp") else 4, flavour=flavour)
    text = prog.text()
    kernels = lib.kernels_of(text)
    assert set(kernels) == ({"conv1", "conv2"} if programs.is_conv(workload) else
                            {"mlp_up", "mlp_down"})
    for name, lines in kernels.items():
        body = "\n".join(lines)
        # One gpu.return, the body's last op.
        assert body.count("gpu.return") == 1, name
        assert lines[-2].strip() == "gpu.return", name
        # block_id x: column tile, y: row tile, nothing else.
        assert re.findall(r"gpu\.block_id (\w)", body) == ["x", "y"], name
        assert re.search(r"%col_tile\w* = gpu\.block_id x", body)
        assert re.search(r"%row_tile\w* = gpu\.block_id y", body)
        # Global indices are affine in block ids, thread ids, loop ivs and constants.
        assert not lib.global_index_violations(lines), lib.global_index_violations(lines)
        # Barriers are not inside scf.if.
        depth_if = 0
        for line in lines:
            if line.strip().startswith("scf.if"):
                depth_if += 1
            elif depth_if and line.strip() == "}":
                depth_if -= 1
            if "gpu.barrier" in line:
                assert depth_if == 0, "barrier under scf.if in %s" % name


def test_index_checker_catches_a_division():
    lines = ["gpu.func @k(%A: memref<4x4xf32>) kernel {",
             "%c4 = arith.constant 4 : index", "%t = gpu.thread_id x",
             "%q = arith.divui %t, %c4 : index", "%v = memref.load %A[%q, %t] : memref<4x4xf32>",
             "gpu.return", "}"]
    problems = lib.global_index_violations(lines)
    assert problems and "arith.divui" in problems[0]


def test_step_is_async_on_one_stream():
    prog = programs.make("mlp", size="small")
    step = prog.text().split("func.func @step")[1]
    lines = [l.strip() for l in step.splitlines()[1:] if l.strip()
             and "arith.constant" not in l]
    assert re.match(r"%t\w* = gpu\.wait async$", lines[0])
    tokens = [re.match(r"(%t\w*)", lines[0]).group(1)]
    ops = []
    for line in lines[1:]:
        m = re.search(r"(gpu\.\w+) async \[(%\w+)\]", line)
        if m:
            assert m.group(2) == tokens[-1], "not chained on one stream: %s" % line
            ops.append(m.group(1))
            tokens.append(re.match(r"(?:%\w+, )?(%t\w*)", line).group(1))
    assert ops == ["gpu.alloc", "gpu.launch_func", "gpu.launch_func", "gpu.dealloc"]
    assert "gpu.wait [%s]" % tokens[-1] in step


def test_consumer_attributes_go_on_the_second_launch():
    prog = programs.make("mlp", size="small")
    text = prog.text({"kfusion.sync_policy": '"row"'})
    launches = [l for l in text.splitlines() if "gpu.launch_func" in l]
    assert len(launches) == 2
    assert "kfusion.sync_policy" not in launches[0]
    assert launches[1].rstrip().endswith('{kfusion.sync_policy = "row"}')
    with pytest.raises(ValueError, match="one launch"):
        programs.make("gemm", size="small").text({"kfusion.sync_policy": '"tile"'})


def test_programs_parse():
    lib.need_tools(lib.OPT)
    for prog in (programs.make("mlp", size="small"), programs.make("mlp", size="small",
                                                                   flavour="emul"),
                 programs.make("mlp_llama", 64), programs.make("gemm_down", 1)):
        proc = subprocess.run([str(lib.OPT), "-", "-o", "/dev/null"],
                                  input=prog.text({"kfusion.sync_policy": '"tile"'}
                                                  if prog.consumer else None),
                                  capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr[-2000:]


# ---------------------------------------------------------------------------------------
# Workloads and references
# ---------------------------------------------------------------------------------------

def test_workload_shapes_and_padding():
    p = programs.make("mlp_gpt3", 1)
    assert p.m == 1 and p.m_padded == 64
    assert [o.shape for o in p.inputs] == [(64, 12288), (12288, 6144), (6144, 12288)]
    assert p.flops() == 2 * 2 * 1 * 12288 * 6144
    p = programs.make("mlp_llama", 300)
    assert p.m_padded == 384 and p.gemms[0].n == 3584 and p.gemms[1].n == 8192
    assert p.gemms[0].epilogue == "swiglu" and p.inputs[1].shape == (8192, 2 * 3584)
    assert p.flops() == 2 * 300 * 8192 * (2 * 3584 + 3584)
    assert p.inputs[0].dtype == "f16" and p.temps[0][2] == "f16"
    g = programs.make("gemm_down", 512).gemms[0]
    assert (g.m, g.n, g.k) == (512, 12288, 6144) and g.grid == (96, 4, 1)


def test_reference_and_check_rows():
    seed, rng = lib.fresh_rng("ref")
    p = programs.make("mlp", size="small")
    x = lib.draw_inputs(p, rng)
    want = p.reference(x)["Y"]
    h = x["X"].astype(np.float64) @ x["W1"]
    g = 0.5 * h * (1 + np.tanh(np.sqrt(2 / np.pi) * (h + 0.044715 * h ** 3)))
    np.testing.assert_allclose(want, g @ x["W2"], rtol=1e-12, atol=1e-12)
    rows = [3, 17]
    np.testing.assert_allclose(p.reference(x, rows)["Y"], want[rows], rtol=1e-12)
    big = programs.make("mlp_gpt3", 2048)
    r = big.check_rows(rng)
    tm = big.gemms[0].tile[0]
    assert set(np.unique(r // tm)) == set(range(2048 // tm))
    assert 0 in r and 2047 in r


# ---------------------------------------------------------------------------------------
# Parameter validation
# ---------------------------------------------------------------------------------------

def test_workload_errors():
    with pytest.raises(KeyError, match="unknown workload 'conv'"):
        programs.make("conv", 64)
    with pytest.raises(ValueError, match="needs M"):
        programs.make("mlp_gpt3")
    with pytest.raises(GemmConfigError, match="TK = 48"):
        programs.make("gemm", 512, tile=(128, 128, 48))


# ---------------------------------------------------------------------------------------
# TileSync with the waits in the consumer's K loop (kfusion.sync_wait_at = "in-loop")
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("flavour,schedule", [
    ("emul", ["--schedule=random", "--skew", "--sms=2", "--blocks-per-sm=2"]),
    ("emul", ["--schedule=reverse", "--skew", "--sms=1", "--blocks-per-sm=2"]),
    ("simt", ["--schedule=random", "--skew", "--sms=3", "--blocks-per-sm=1"]),
    ("wgemul", ["--schedule=random", "--skew", "--sms=2", "--blocks-per-sm=1"]),
])
def test_tile_loop_waits_any_schedule(tmp_path, flavour, schedule):
    """The pipelined (cp.async-style, emulated) and the simt MLP with hidden = 256 (a K
    loop in the consumer) under TileSync with the waits in the loop: the passes place
    them (the remark says so) and the result equals numpy under uneven schedules with
    few resident blocks."""
    lib.need_tools()
    prog = programs.mlp_program("mlp", 64, 64, 256, flavour, size="small")
    src = tmp_path / "in.mlir"
    src.write_text(prog.text({"kfusion.sync_policy": '"tile"',
                              "kfusion.sync_wait_at": '"in-loop"'}))
    proc = lib.run_ok([lib.OPT, src, "--kfusion-plan-sync=force=true device=#kfusion.device<h100,{multiprocessors=2}>",
                       "--kfusion-insert-semaphores", "-o", tmp_path / "sync.mlir"])
    assert "waits in the loop" in proc.stderr, proc.stderr
    text = (tmp_path / "sync.mlir").read_text()
    down = lib.kernels_of(text)["mlp_down_sync0"]
    # A wait inside the consumer's K loop (nested deeper than the kernel's entry block):
    # one semaphore is a kfusion.sem_wait, a window of several a kfusion.sem_poll per
    # thread (d1035fc).
    depths, depth = [], 0
    for line in down:
        if "kfusion.sem_wait" in line or "kfusion.sem_poll" in line:
            depths.append(depth)
        depth += line.count("{") - line.count("}")
    assert max(depths) > min(depths), depths
    lib.sim_check(prog, tmp_path, "loop-" + flavour, module_text=text, extra=schedule)
