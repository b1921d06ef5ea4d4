# Tests of the SCALE-LES-like program generator (bench/stencil/stbench/generated.py):
# determinism from the seed and independence of the structure from the size; small programs
# (2-D and 3-D) run on the interpreter and match the reference on fresh random inputs; the
# 150-kernel program has every dependency kind, temporaries, in/out/inout arrays, radius 0
# to 2 with one-sided offsets and in-place updates; random groupings mark the text as asked.
"""Tests of the generated stencil programs.

    /usr/bin/python3 -m pytest bench/stencil/tests/test_stencil_generated.py -q
"""

import re

import numpy as np
import pytest

from stencil_testlib import SIM, fresh_rng, function_body, need_tools, simulate
from stbench import generated, ir


def _structure(prog):
    """Everything about a program except the sizes."""
    return ([(k.name, k.params, k.output, str(k.value), str(k.boundary), k.coords, k.negative,
              tuple((lo, n - hi) for (lo, hi), n in zip(k.interior, k.shape)))
             for k in prog.kernels],
            [(l.kernel, l.args) for l in prog.launches],
            [(a.name, a.role) for a in prog.arrays])


def test_deterministic_from_the_seed():
    a = generated.gen_program(150, 40, seed=5, shape=(64, 64))
    b = generated.gen_program(150, 40, seed=5, shape=(64, 64))
    assert a.text() == b.text()
    c = generated.gen_program(150, 40, seed=6, shape=(64, 64))
    assert a.text() != c.text()
    # The size changes the guards and types only, never the program.
    d = generated.gen_program(150, 40, seed=5, shape=(1024, 1024))
    assert _structure(a) == _structure(d)
    assert generated.random_grouping(a, 3) == generated.random_grouping(d, 3)
    e = generated.gen_program(20, 12, seed=5, shape=(16, 32, 32))
    f = generated.gen_program(20, 12, seed=5, shape=(8, 64, 48))
    assert _structure(e) == _structure(f)


@pytest.mark.parametrize("seed,n_kernels,n_arrays,shape", [
    (1, 12, 10, (32, 32)), (2, 12, 8, (32, 32)), (3, 16, 10, (29, 35)),
    (4, 20, 12, (16, 32, 32)), (5, 10, 6, (8, 20, 24))])
def test_small_program_matches_reference(seed, n_kernels, n_arrays, shape, tmp_path):
    need_tools(SIM)
    prog = generated.gen_program(n_kernels, n_arrays, seed=seed, shape=shape)
    prog.validate()
    assert len(prog.launches) == n_kernels
    path = tmp_path / "gen.mlir"
    path.write_text(prog.text())
    problems, rseed, got, _ = simulate(prog, path, tmp_path, "gen%d" % seed)
    assert not problems, problems
    assert any(np.std(v) > 1e-3 for v in got.values()), rseed
    assert not any(np.isnan(v).any() for v in got.values())


def test_large_program_on_the_interpreter(tmp_path):
    need_tools(SIM)
    prog = generated.gen_program(150, 40, seed=1, shape=(48, 40))
    path = tmp_path / "gen.mlir"
    path.write_text(prog.text())
    problems, _, _, _ = simulate(prog, path, tmp_path, "gen150")
    assert not problems, problems


def _dependencies(prog):
    raw = waw = war = 0
    written, read = set(), set()
    for i in range(len(prog.launches)):
        reads, out = prog.launch_reads(i), prog.launch_writes(i)
        raw += sum(1 for a in reads if a in written)
        waw += out in written
        war += out in read and out not in reads
        read.update(reads)
        written.add(out)
    return raw, waw, war


@pytest.mark.parametrize("shape", [(64, 64), (16, 32, 32)])
def test_large_program_has_every_feature(shape):
    prog = generated.gen_program(150, 40, seed=1, shape=shape)
    prog.validate()
    raw, waw, war = _dependencies(prog)
    assert raw > 100 and waw > 20 and war > 20, (raw, waw, war)
    roles = {a.role for a in prog.arrays}
    assert roles == {"in", "inout", "out", "temp"}
    assert len(prog.arrays) <= 40
    radii = {k.radius() for k in prog.kernels}
    assert radii == {0, 1, 2}
    reads_per_kernel = {len(set(k.reads()) - {k.output}) for k in prog.kernels}
    assert reads_per_kernel <= {1, 2, 3, 4} and {1, 4} <= reads_per_kernel
    one_sided = 0
    for k in prog.kernels:
        for offs in k.reads().values():
            for d in range(k.ndim):
                vals = {o[d] for o in offs}
                if max(vals) > 0 and min(vals) >= 0 or min(vals) < 0 and max(vals) <= 0:
                    one_sided += 1
    assert one_sided > 10
    assert any(k.output in k.reads() for k in prog.kernels)           # in-place a = a + ...
    assert any(k.boundary is not None for k in prog.kernels)
    assert any(k.boundary is None and not k.full_interior for k in prog.kernels)
    assert {k.coords for k in prog.kernels} == {"global_id", "block"}
    assert {k.negative for k in prog.kernels} == {"subi", "addi"}
    if len(shape) == 3:
        assert any(o[0] for k in prog.kernels for offs in k.reads().values() for o in offs)
    # Temporaries live inside @step only.
    step = "\n".join(function_body(prog.text(), "step"))
    for a in prog.temporaries():
        assert step.count("%%%s, %%tok" % a.name) == 1
        assert re.search(r"gpu\.dealloc async \[%%tok\d+\] %%%s :" % a.name, step)


def test_groupings():
    prog = generated.gen_program(40, 12, seed=2, shape=(32, 32))
    for seed in range(5):
        g = generated.random_grouping(prog, seed)
        assert len(g) == 40
        ids = [x for x in g if x is not None]
        assert ids, g
        for gid in set(ids):
            members = [i for i, x in enumerate(g) if x == gid]
            assert len(members) >= 2
            assert members == list(range(members[0], members[-1] + 1))   # contiguous
        step = function_body(prog.text(g), "step")
        marks = [re.search(r"kfusion\.stencil_group = (\d+)", l)
                 for l in step if "gpu.launch_func" in l]
        assert [int(m.group(1)) if m else None for m in marks] == g
    loose = [generated.random_grouping(prog, s, contiguous=False) for s in range(5)]
    assert any(len(set(x for x in g if x is not None)) >= 2 for g in loose)
    assert any(
        any(g[i] is not None and g[j] is not None and g[i] == g[j] and
            any(g[k] != g[i] for k in range(i + 1, j)) for i in range(40) for j in range(i + 1, 40))
        for g in loose)                                    # a group with a launch between
    assert prog.groupings["window4"] == [i // 4 for i in range(40)]


def test_rejects_too_small_shapes():
    with pytest.raises(ValueError):
        generated.gen_program(10, 5, seed=1, shape=(10, 64))
    seed, rng = fresh_rng("x")
    prog = generated.gen_program(10, 6, seed=seed % 1000, shape=(14, 14))
    prog.validate()
    assert ir.make_inputs(prog, rng)
