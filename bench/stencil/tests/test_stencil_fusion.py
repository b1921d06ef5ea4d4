# Tests of the stencil fusion passes on the bench/stencil workloads, run on the interpreter:
# every hand grouping and the planner's choice of every workload (small sizes), random
# groupings of generated programs (consecutive launches, and launches with others between
# them), fused with kfusion-opt and compared with the unfused program (kfusion-sim --compare
# on @step, several schedules and seeds) and with the numpy reference (@main). Skipped, with
# the reason, while kfusion-opt lacks --kfusion-stencil-fusion / --kfusion-plan-stencil: they
# start running as soon as the passes land.
"""Fused equals unfused on the stencil workloads (needs the stencil fusion passes).

    /usr/bin/python3 -m pytest bench/stencil/tests/test_stencil_fusion.py -q
"""

import re
import subprocess

import pytest

from stencil_testlib import (FUSE_PASS, OPT, PLAN_PASS, SIM, SMALL, function_body,
                             gpu_funcs, need_pass, need_tools, simulate)
from stbench import generated

CASES = [(name, variant) for name, make in SMALL.items() if not name.startswith("copy")
         for variant in list(make().groupings) + ["planned"]]


def _fuse(src, dst, planned):
    cmd = [str(OPT), str(src)] + (["--" + PLAN_PASS] if planned else []) + \
        ["--" + FUSE_PASS, "-o", str(dst)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, "%s\n%s" % (" ".join(cmd), proc.stderr[-4000:])
    return proc.stderr


def _fuse_step(prog, groups, tmp_path, planned=False):
    """Write the unfused and the grouped @step forms of `prog`, fuse the grouped one;
    returns (unfused path, fused path, kfusion-opt's remarks)."""
    unfused = tmp_path / "unfused.step.mlir"
    unfused.write_text(prog.text(form="step"))
    src = tmp_path / "grouped.step.mlir"
    src.write_text(prog.text(groups, form="step"))
    fused = tmp_path / "fused.step.mlir"
    return unfused, fused, _fuse(src, fused, planned)


def _compare(unfused, fused, tolerance, schedules=("forward", "reverse", "random"), seeds=(7,)):
    rtol, atol = tolerance
    for schedule in schedules:
        for seed in seeds:
            cmd = [str(SIM), str(unfused), "--compare=%s" % fused, "-e", "step",
                   "--schedule=%s" % schedule, "--seed=%d" % seed, "--rtol=%g" % rtol,
                   "--atol=%g" % atol]
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
            assert proc.returncode == 0, "%s\n%s%s" % (" ".join(cmd), proc.stdout[-3000:],
                                                       proc.stderr[-3000:])


def _launches(text):
    return [l for l in function_body(text, "step") if "gpu.launch_func" in l]


def stored_allocations(text):
    """The buffers allocated in @step (gpu.alloc) that a launch of @step passes to a kernel
    which stores to that parameter with memref.store. Works on printed IR, whatever the
    SSA names (kfusion-opt renames them)."""
    step = function_body(text, "step")
    allocated = set()
    for line in step:
        m = re.match(r"\s*(%[\w.$-]+), %[\w.$-]+ = gpu\.alloc\b", line)
        if m:
            allocated.add(m.group(1))
    funcs = gpu_funcs(text)
    stored = set()
    for line in step:
        m = re.search(r"gpu\.launch_func .*@\w+::@(\w+) .*args\((.*)\)", line)
        if not m or m.group(1) not in funcs:
            continue
        args = re.findall(r"(%[\w.$-]+) : ", m.group(2))
        body = funcs[m.group(1)]
        params = re.findall(r"(%[\w.$-]+): memref", body[0])
        for arg, param in zip(args, params):
            if arg in allocated and any(
                    re.search(r"memref\.store [^,]+, %s\[" % re.escape(param), l) for l in body):
                stored.add(arg)
    return stored


@pytest.mark.parametrize("name,variant", CASES)
def test_fused_equals_unfused(name, variant, tmp_path):
    need_tools(OPT, SIM)
    need_pass(FUSE_PASS, *([PLAN_PASS] if variant == "planned" else []))
    prog = SMALL[name]()
    groups = prog.groups_of(variant)
    unfused, fused, remarks = _fuse_step(prog, groups, tmp_path, variant == "planned")
    _compare(unfused, fused, prog.tolerance)
    # The whole program (inputs, the checked step, outputs) against the numpy reference.
    msrc = tmp_path / "main.mlir"
    msrc.write_text(prog.text(groups))
    mfused = tmp_path / "main.fused.mlir"
    _fuse(msrc, mfused, variant == "planned")
    problems, _, _, _ = simulate(prog, mfused, tmp_path, name + variant)
    assert not problems, problems
    if variant != "planned":
        # Each hand group is fused (fewer launches) or declined with a remark saying why.
        n_groups = len({g for g in groups if g is not None})
        before, after = len(prog.launches), len(_launches(fused.read_text()))
        fused_away = before - after
        assert fused_away > 0 or "remark" in remarks, remarks
        assert fused_away <= sum(1 for g in groups if g is not None) - n_groups


def test_dynamic_arrays_overlaid_by_lifetime(tmp_path):
    # FDTD's three steps in one kernel on a device whose static shared memory is 16 KB: the
    # fusion places its nine arrays in dynamic shared memory, overlaid by lifetime (the
    # remark's "overlaid by lifetime from"), and the fused step equals the unfused one under
    # every schedule (a thread writing an array over one another thread still reads would
    # differ).
    need_tools(OPT, SIM)
    need_pass(FUSE_PASS)
    prog = SMALL["fdtd"]()
    device = ("module attributes {gpu.container_module, kfusion.device = "
              "#kfusion.device<h100,{static_shared_bytes_per_block=16384}>}")
    unfused = tmp_path / "unfused.step.mlir"
    unfused.write_text(prog.text(form="step"))
    src = tmp_path / "grouped.step.mlir"
    text = prog.text(prog.groups_of("all"), form="step")
    assert "module attributes {gpu.container_module}" in text
    src.write_text(text.replace("module attributes {gpu.container_module}", device, 1))
    fused = tmp_path / "fused.step.mlir"
    remarks = _fuse(src, fused, planned=False)
    m = re.search(r"(\d+) shared arrays \((\d+) bytes per block, dynamic, overlaid by lifetime "
                  r"from (\d+)\)", remarks)
    assert m, remarks
    assert int(m.group(2)) < int(m.group(3))
    _compare(unfused, fused, prog.tolerance, seeds=(7, 8))


@pytest.mark.parametrize("name,variant,live", [
    ("jacobi", "all", 0), ("jacobi", "first2", 1), ("hdiff", "all", 0),
    ("hdiff", "lap_flx_fly", 2), ("fdtd", "two_steps", 3)])
def test_temporaries_are_not_written(name, variant, live, tmp_path):
    # Issue 8: a buffer written in a group and not read after it is never written to global
    # memory by the fused kernel. `live`: the temporaries a later launch still reads (jacobi
    # first2: t2; hdiff lap_flx_fly: flx, fly; fdtd two_steps of 3 steps: ex2, ey2, hz2),
    # the only ones a fused kernel may store to.
    need_tools(OPT)
    need_pass(FUSE_PASS)
    prog = SMALL[name]()
    unfused_stores = stored_allocations(prog.text(variant, form="step"))
    assert len(unfused_stores) == len(prog.temporaries())
    _, fused, remarks = _fuse_step(prog, prog.groups_of(variant), tmp_path)
    stored = stored_allocations(fused.read_text())
    assert len(stored) <= live, (stored, remarks)


@pytest.mark.parametrize("seed,contiguous,shape", [
    (1, True, (32, 32)), (2, True, (32, 32)), (3, True, (29, 35)), (4, True, (16, 32, 32)),
    (5, False, (32, 32)), (6, False, (32, 32)), (7, False, (16, 24, 24))])
def test_random_groupings_of_generated_programs(seed, contiguous, shape, tmp_path):
    need_tools(OPT, SIM)
    need_pass(FUSE_PASS)
    prog = generated.gen_program(16 if len(shape) == 2 else 12, 10, seed=seed, shape=shape)
    groups = generated.random_grouping(prog, seed + 100, max_size=5, contiguous=contiguous)
    unfused, fused, _ = _fuse_step(prog, groups, tmp_path)
    _compare(unfused, fused, prog.tolerance, schedules=("forward", "random"), seeds=(seed,))


@pytest.mark.parametrize("variant", ["window4", "planned"])
def test_generated_150_kernels(variant, tmp_path):
    need_tools(OPT, SIM)
    need_pass(FUSE_PASS, *([PLAN_PASS] if variant == "planned" else []))
    prog = generated.gen_program(150, 40, seed=1, shape=(32, 32))
    unfused, fused, _ = _fuse_step(prog, prog.groups_of(variant), tmp_path,
                                   variant == "planned")
    _compare(unfused, fused, prog.tolerance, schedules=("forward",), seeds=(3,))


def test_planning_150_kernels(tmp_path):
    # Issue 8: the 150-kernel, 40-array program at the GPU size is planned (how long
    # it takes is measured by bench/stencil/plan_scaling.py, not asserted here).
    need_tools(OPT)
    need_pass(PLAN_PASS)
    src = tmp_path / "gen.mlir"
    src.write_text(generated.gen_program(150, 40, seed=1, shape=(1024, 1024)).text())
    proc = subprocess.run([str(OPT), str(src), "--" + PLAN_PASS, "-o",
                           str(tmp_path / "planned.mlir")], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "kfusion.stencil_group" in (tmp_path / "planned.mlir").read_text()
    assert "150 launches in" in proc.stderr


def _planned_total(src, search):
    """The projected total and the groups kfusion-plan-stencil reports for `src`."""
    proc = subprocess.run([str(OPT), str(src), "--%s=search=%s" % (PLAN_PASS, search),
                           "-o", "/dev/null"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    m = re.search(r"projected total ([0-9.]+) ms against ([0-9.]+) ms unfused", proc.stderr)
    assert m, proc.stderr[-3000:]
    return float(m.group(1)), float(m.group(2))


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_genetic_search_finds_the_exhaustive_optimum(seed, tmp_path):
    # Issue 8: on programs of up to 10 kernels the genetic search finds the optimum of the
    # model that enumerating every partition finds.
    need_tools(OPT)
    need_pass(PLAN_PASS)
    prog = generated.gen_program(10, 6, seed=seed, shape=(256, 256))
    src = tmp_path / "gen.mlir"
    src.write_text(prog.text(form="step"))
    exhaustive, unfused = _planned_total(src, "exhaustive")
    genetic, unfused2 = _planned_total(src, "genetic")
    greedy, _ = _planned_total(src, "greedy")
    assert unfused == unfused2
    assert genetic == exhaustive, (genetic, exhaustive)
    assert exhaustive <= greedy <= unfused


@pytest.mark.parametrize("seed,shape", [(11, (32, 32)), (12, (30, 33)), (13, (12, 20, 20)),
                                        (14, (32, 32)), (15, (24, 40))])
def test_planned_generated_programs(seed, shape, tmp_path):
    # Property test: random stencil programs with every dependency kind (read-after-write,
    # write-after-write, write-after-read, in-place updates), planned and fused, equal the
    # unfused program on fresh random inputs under two schedules.
    need_tools(OPT, SIM)
    need_pass(FUSE_PASS, PLAN_PASS)
    prog = generated.gen_program(16, 8, seed=seed, shape=shape)
    unfused, fused, remarks = _fuse_step(prog, prog.groups_of("unfused"), tmp_path, True)
    assert "kfusion-plan-stencil" in remarks
    _compare(unfused, fused, prog.tolerance, schedules=("forward", "random"), seeds=(seed,))
