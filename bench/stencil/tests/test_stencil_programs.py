# Tests of the hand-written stencil workloads (bench/stencil/stbench/workloads.py): each
# unfused program at small sizes (also sizes that are no multiple of the block, and other
# block shapes) runs on the interpreter and matches its independent numpy reference on fresh
# random inputs; the IR's own evaluation and the peers' formulation agree with the
# references; and the text has the input form the stencil fusion passes expect (launch
# count, groups, temporaries allocated and freed inside @step, guards, loads at offsets,
# stores at the point, noalias arguments).
"""Tests of the Jacobi, hdiff, FDTD-2D and copy programs.

    /usr/bin/python3 -m pytest bench/stencil/tests/test_stencil_programs.py -q
"""

import re

import numpy as np
import pytest

from stencil_testlib import (OPT, SIM, SMALL, fresh_rng, function_body, gpu_funcs, need_tools,
                             run_subprocess_ok, simulate)
from stbench import expr, ir, peermath, workloads



@pytest.mark.parametrize("name", list(SMALL))
def test_unfused_matches_reference_on_the_interpreter(name, tmp_path):
    need_tools(SIM)
    prog = SMALL[name]()
    path = tmp_path / "prog.mlir"
    path.write_text(prog.text())
    problems, seed, got, inputs = simulate(prog, path, tmp_path, name)
    assert not problems, problems
    # Inputs are random, never zeros, and the outputs are not trivially constant.
    for a in prog.inputs():
        assert np.count_nonzero(inputs[a.name]) == a.elements
    for a in prog.outputs():
        assert np.std(got[a.name]) > 1e-3, (a.name, seed)


@pytest.mark.parametrize("name", [n for n in SMALL if not n.startswith("copy")])
def test_ir_evaluation_and_peer_math_match_the_reference(name):
    # Three formulations of the same math: the hand reference (numpy slices of whole
    # arrays), the IR evaluated kernel by kernel, and the peers' (torch/JAX-style) code.
    prog = SMALL[name]()
    prog.validate()
    seed, rng = fresh_rng(name)
    inputs = ir.make_inputs(prog, rng)
    want = workloads.reference(prog, inputs)
    assert not ir.compare(prog, prog.evaluate(inputs), want, (1e-12, 1e-12)), seed
    base = name.split("_")[0]
    peer = peermath.MATH[base if base in peermath.MATH else name]
    assert not ir.compare(prog, peer(prog, inputs, peermath.numpy_ops()), want), seed


def test_references_by_hand():
    # Jacobi on a 3x3 array: the centre is the mean of the cross, the rest copied.
    prog = workloads.jacobi(3, sweeps=1)
    u = np.arange(9, dtype=np.float32).reshape(3, 3)
    v = workloads.jacobi_reference(prog, {"u": u})["v"]
    assert v[1, 1] == pytest.approx(np.float32(0.2) * (4 + 1 + 7 + 3 + 5))
    assert np.array_equal(np.delete(v.ravel(), 4), np.delete(u.ravel(), 4))
    # hdiff on a linear field: lap = 0 everywhere, so out = in.
    prog = workloads.hdiff(8, nz=0)
    inp = np.add.outer(np.arange(8.0), 2 * np.arange(8.0)).astype(np.float32)
    out = workloads.hdiff_reference(prog, {"inp": inp, "coeff": np.ones_like(inp)})["out"]
    assert np.array_equal(out, inp)
    # FDTD: one step on zeros sets ey's first row to fict[0] = 0 and leaves the rest.
    prog = workloads.fdtd(4, steps=2)
    z = np.zeros((4, 4), np.float32)
    r = workloads.fdtd_reference(prog, {"ex0": z, "ey0": z, "hz0": z})
    assert np.array_equal(r["ey2"][0], np.full(4, 1.0))
    assert np.all(r["ey2"][1:] == 0) and np.all(r["ex2"] == 0)
    # hz reacts to ey's row 0: hz[0, x] -= 0.7 * (ey[1, x] - ey[0, x]) = 0.7 * fict[1].
    assert np.allclose(r["hz2"][0, :-1], 0.7 * 1.0, atol=1e-6)


# -- the input form ---------------------------------------------------------------------

@pytest.mark.parametrize("name,launches,temps", [
    ("jacobi", 3, 2), ("jacobi_odd", 4, 3), ("hdiff", 4, 3), ("fdtd", 9, 6),
    ("copy_memcpy", 0, 0)])
def test_program_structure(name, launches, temps):
    prog = SMALL[name]()
    text = prog.text()
    step = "\n".join(function_body(text, "step"))
    main = "\n".join(function_body(text, "main"))
    assert step.count("gpu.launch_func async") == launches
    assert "gpu.launch_func" not in main
    assert "kfusion.stencil_group" not in text          # unfused: no groups
    # Temporaries: allocated, used and freed inside @step, after its last launch.
    step_lines = function_body(text, "step")
    last_launch = max([i for i, l in enumerate(step_lines) if "gpu.launch_func" in l] + [0])
    for a in prog.temporaries():
        allocs = [i for i, l in enumerate(step_lines)
                  if re.match(r"\s*%%%s, %%tok\d+ = gpu\.alloc async \[%%tok\d+\] \(\)" % a.name,
                              l)]
        frees = [i for i, l in enumerate(step_lines)
                 if re.match(r"\s*%%tok\d+ = gpu\.dealloc async \[%%tok\d+\] %%%s :" % a.name, l)]
        assert len(allocs) == 1 and len(frees) == 1, a.name
        assert allocs[0] < last_launch < frees[0]
        assert "%" + a.name + "," not in main and "%" + a.name + " " not in main
    assert len(prog.temporaries()) == temps
    # Entry arguments: the non-temporaries, noalias, statically shaped.
    sig = step_lines[0]
    for a in prog.entry_arrays():
        assert "%%%s: %s {llvm.noalias}" % (a.name, a.type) in sig
    # One stream: every async op waits on the previous token only.
    deps = re.findall(r"async \[([^\]]*)\]", step)
    assert all("," not in d for d in deps)
    toks = re.findall(r"(%tok\d+) = ", step)
    assert len(set(toks)) == len(toks)


@pytest.mark.parametrize("name", ["jacobi", "hdiff", "hdiff2d", "fdtd"])
def test_hand_groupings_mark_launches(name):
    prog = SMALL[name]()
    for variant, groups in prog.groupings.items():
        step = function_body(prog.text(variant), "step")
        launches = [l for l in step if "gpu.launch_func" in l]
        marks = [re.search(r"kfusion\.stencil_group = (\d+) : i64", l) for l in launches]
        assert [int(m.group(1)) if m else None for m in marks] == groups, variant
        # Only the attribute differs from the unfused program.
        plain = prog.text()
        assert re.sub(r" \{kfusion\.stencil_group = \d+ : i64\}", "",
                      prog.text(variant)) == plain
    assert sorted(SMALL["fdtd"]().groupings) == ["all", "halves", "step", "two_steps"]
    assert SMALL["fdtd"]().groupings["two_steps"] == [0] * 6 + [1] * 3
    assert SMALL["fdtd"]().groupings["halves"] == [0] * 6 + [1] * 3
    assert SMALL["fdtd"]().groupings["all"] == [0] * 9


def test_kernel_form():
    # Coordinates in both styles, guards of cmpi against constants joined with andi, loads
    # at constant offsets (addi and subi), one store at the point, noalias parameters.
    styles = set()
    for name in ("jacobi", "hdiff", "fdtd"):
        prog = SMALL[name]()
        for kname, lines in gpu_funcs(prog.text()).items():
            body = "\n".join(lines)
            k = prog.kernel(kname)
            assert all("{llvm.noalias}" in p for p in lines[0].split(", "))
            if "gpu.global_id" in body:
                styles.add("global_id")
                assert "gpu.block_id" not in body
            else:
                styles.add("block")
                assert "gpu.block_id" in body and "gpu.thread_id" in body
            point = "[%z, %y, %x]" if k.ndim == 3 else "[%y, %x]"
            stores = re.findall(r"memref\.store %\w+, %(\w+)(\[[^\]]*\])", body)
            assert stores and all(s == (k.output, point) for s in stores), kname
            for m in re.finditer(r"arith\.cmpi (\w+), %([xyz]), %(c\d+)", body):
                assert m.group(1) in ("sge", "slt")
            assert body.count("scf.if") == (1 if k.boundary is None else 2)
            offsets = re.findall(r"arith\.(?:addi|subi) %[xyz], %(cm?\d+) : index", body)
            assert len(offsets) == len(re.findall(r"arith\.(?:addi|subi) %[xyz],", body))
            assert "gpu.barrier" not in body and "workgroup" not in body and "scf.for" not in body
    assert styles == {"global_id", "block"}
    # Negative offsets both ways.
    hd = "\n".join("\n".join(v) for v in gpu_funcs(SMALL["hdiff"]().text()).values())
    assert re.search(r"arith\.addi %x, %cm1 : index", hd)
    assert re.search(r"arith\.subi %y, %c1 : index", hd)


def test_step_form_runs_in_compare_mode(tmp_path):
    # The @step-only form is what kfusion-sim --compare takes: compared with itself it is
    # equal; with a mutated constant it is not.
    need_tools(SIM)
    prog = SMALL["hdiff2d"]()
    a = tmp_path / "a.mlir"
    a.write_text(prog.text(form="step"))
    assert "func.func @main" not in a.read_text()
    out = run_subprocess_ok([str(SIM), str(a), "--compare=%s" % a, "-e", "step"])
    assert "equal" in out
    b = tmp_path / "b.mlir"
    b.write_text(a.read_text().replace("4.000000000e+00", "4.000100000e+00"))
    proc = run_subprocess_ok([str(SIM), str(a), "--compare=%s" % b, "-e", "step"],
                             expect_fail=True)
    assert "mismatch" in proc


@pytest.mark.parametrize("name", ["jacobi", "hdiff", "fdtd"])
def test_lowers_to_ptx(name, tmp_path):
    need_tools(OPT)
    src = tmp_path / "p.mlir"
    src.write_text(SMALL[name]().text())
    run_subprocess_ok([str(OPT), str(src), "--kfusion-to-cubin=format=ptx", "-o",
                       str(tmp_path / "low.mlir")])
    assert "gpu.binary" in (tmp_path / "low.mlir").read_text()


def test_min_bytes_and_names():
    assert workloads.jacobi(8192).min_bytes() == 2 * 4 * 8192 * 8192
    assert workloads.hdiff(4096, nz=8).min_bytes() == 3 * 4 * 4096 * 4096 * 8
    assert workloads.fdtd(4096).min_bytes() == 6 * 4 * 4096 * 4096
    assert workloads.copy_memcpy(16384).min_bytes() == 2 * 4 * 16384 ** 2
    with pytest.raises(ValueError):
        ir.Array("x", (4, 4), "in")
    with pytest.raises(ValueError):
        ir.Kernel("bad", (8, 8), ("a", "o"), "o", expr.Load("o", (0, 1)), ((0, 8), (0, 7)))
    with pytest.raises(ValueError):       # out of bounds from the interior
        ir.Kernel("bad", (8, 8), ("a", "o"), "o", expr.Load("a", (0, 1)), ((0, 8), (0, 8)))
