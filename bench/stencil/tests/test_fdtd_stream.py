# Tests of stbench/fdtd_stream.py, the schedule of fdtd-stream-probe.cu (FDTD-2D's steps in
# one kernel streamed along y): equal to the float64 reference on grids of several strips and
# segments with ragged edges, halos of T layers needed (one fewer along x or y changes the
# results: the check sees a wrong schedule); the probe's CUDA kernel on a host emulation of
# its threads; and the probe compiles.
"""The streamed FDTD schedule against PolyBench's loops."""

import shutil
import subprocess

import numpy as np
import pytest

from stencil_testlib import STENCIL, fresh_rng
from stbench import fdtd_stream, workloads


def _inputs(tag, ny, nx):
    seed, rng = fresh_rng(tag)
    return seed, {k: rng.standard_normal((ny, nx)).astype(np.float32)
                  for k in ("ex0", "ey0", "hz0")}


def _errors(ny, nx, steps, bx, s, hx=None, hy=None, skip=False, tag="fdtd-stream"):
    seed, ins = _inputs(tag, ny, nx)
    want = workloads.fdtd_reference(workloads.fdtd(nx, ny=ny, steps=steps), ins)
    got = fdtd_stream.run(ins["ex0"], ins["ey0"], ins["hz0"], steps, bx, s, hx, hy, skip)
    errs = {}
    for name, g in zip(("ex", "ey", "hz"), got):
        assert not np.isnan(g).any(), "seed %d: points of %s never written" % (seed, name)
        errs[name] = float(np.max(np.abs(g - want["%s%d" % (name, steps)])))
    return seed, errs


@pytest.mark.parametrize("skip", [False, True])
@pytest.mark.parametrize("ny,nx,steps,bx,s", [
    (37, 45, 4, 16, 8),     # ragged strips and segments, 4 x 5 blocks
    (30, 29, 3, 12, 5),     # one column of the last strip, a 5-row segment
    (64, 64, 10, 32, 16),   # the probe's ten steps in a narrow block (12 columns owned)
    (40, 24, 2, 64, 64),    # one block wider and taller than the grid
])
def test_equal_to_reference(ny, nx, steps, bx, s, skip):
    # Why: the probe runs this schedule on the GPU; every strip edge, segment edge and
    # the grid's boundary rows and columns must come out as PolyBench's loops, also
    # where each step computes only the rows the segment needs of it (`skip`).
    seed, errs = _errors(ny, nx, steps, bx, s, skip=skip)
    assert max(errs.values()) < 1e-4, "seed %d: %s" % (seed, errs)


@pytest.mark.parametrize("halo", ["hx", "hy"])
def test_halos_of_one_layer_a_step_are_needed(halo):
    # Why: a step widens what a point depends on by a column (ex reads x - 1, hz x + 1)
    # and a row (ey reads y - 1, hz y + 1); with one layer too few the blocks' edges read
    # values they never computed. That the comparison then fails shows it can.
    seed, errs = _errors(37, 45, 4, 16, 8, **{halo: 3})
    assert max(errs.values()) > 1e-3, "seed %d: %s" % (seed, errs)


def test_redundancy_falls_with_wider_blocks_and_longer_segments():
    # Why: the probe's variants trade recomputation (halo columns, halo and lag rows)
    # against blocks in flight; the count is what its table is read against.
    base = fdtd_stream.redundancy(4096, 10, 128, 128)
    assert fdtd_stream.redundancy(4096, 10, 256, 128) < base
    assert fdtd_stream.redundancy(4096, 10, 128, 256) < base
    # 38 strips of 108 columns, 32 segments of 128 rows walking 158 rows each.
    assert base == pytest.approx(38 * 128 * 32 * 158 / 4096 ** 2)
    # Skipping: step t computes 129 + 2 (9 - t) rows of the segment's 158.
    assert fdtd_stream.redundancy(4096, 10, 128, 128, skip=True) == pytest.approx(
        38 * 128 * 32 * (10 * 129 + 90) / 10 / 4096 ** 2)


def test_skipping_too_many_rows_is_seen():
    # Why: `needed` is the cone the skipping variant trusts; a range one row short at the
    # top must change the results (the check can fail).
    orig = fdtd_stream.needed
    fdtd_stream.needed = lambda t, y0, s, steps: (orig(t, y0, s, steps)[0] + 1,
                                                 orig(t, y0, s, steps)[1])
    try:
        seed, errs = _errors(37, 45, 4, 16, 8, skip=True)
    finally:
        fdtd_stream.needed = orig
    assert max(errs.values()) > 1e-3, "seed %d: %s" % (seed, errs)


def test_kernel_on_a_host_emulation(tmp_path):
    # Why: the probe's kernel itself (shuffles, the warps' edges through shared memory,
    # the parity of the double buffer, the stores) is checked here rather than first on
    # a lent GPU: each CUDA thread a fiber (tests/cuda-emu.h), small grids of
    # several strips and segments against the float64 reference, fresh inputs each run.
    gxx = shutil.which("g++")
    if not gxx:
        pytest.skip("g++ not found")
    emu = tmp_path / "emu"
    tests = STENCIL / "tests"
    r = subprocess.run([gxx, "-std=c++20", "-O1", "-Wno-unknown-pragmas",
                        "-I", str(tests), "-o", str(emu), str(tests / "fdtd-stream-emu.cpp")],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    seed, _ = fresh_rng("fdtd-stream-emu")
    seed %= 2 ** 31
    r = subprocess.run([str(emu), str(seed)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "NOT EQUAL" not in r.stdout, "seed %d:\n%s" % (seed, r.stdout)
    assert r.stdout.count("equal") == 9, r.stdout
    # A launch whose kernel is told shorter segments than its grid leaves rows unwritten:
    # the same comparison must fail.
    r = subprocess.run([str(emu), str(seed), "--wrong-segments"], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 1 and "NOT EQUAL" in r.stdout, r.stdout


def test_probe_compiles(tmp_path):
    # Why: the probe is run on a lent GPU machine by hand; it must build there as it is.
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    if not shutil.which(nvcc):
        pytest.skip("nvcc not found")
    # To PTX and a host object: the CUDA front end and NVVM see all of it (ptxas runs on
    # the GPU machine; it adds 2 s here).
    r = subprocess.run([nvcc, "-arch=compute_90a", "-code=compute_90a", "-O3", "-c", "-o",
                        str(tmp_path / "probe.o"), str(STENCIL / "fdtd-stream-probe.cu")],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
