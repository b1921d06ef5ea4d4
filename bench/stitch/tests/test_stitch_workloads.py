# Interpreter equivalence of every benchmark program under --kfusion-stitch-to-gpu (issue 9,
# "Tests"): stitched with plan=none, greedy and ilp, run on kfusion-sim with fresh random
# inputs, each equal to the numpy reference and to the upstream loops, plan=greedy / ilp
# also equal to plan=none by kfusion-sim --compare of the @step functions; plan=none makes
# one kernel per op, the others no more; kfusion-opt remarks on every kernel. Skipped while
# kfusion-opt lacks the pass.
"""The workloads stitched under each plan mode, on the interpreter."""

import re

import pytest

from stitch_testlib import (OPT, PLANS, SIM, fresh_rng, loops_outputs, need_pass, need_tools,
                            run_ok, stitched_outputs)

from stitchbench import harness, programs

ALL = programs.WORKLOADS + programs.OPTIONAL_WORKLOADS


@pytest.mark.parametrize("name", ALL)
def test_workload_stitched(tmp_path, name):
    need_tools(OPT, SIM)
    need_pass()
    prog = programs.make(name, "small")
    seed, rng = fresh_rng("stitched-" + name)
    inputs = prog.make_inputs(rng)
    harness.write_inputs(prog, tmp_path / "in", inputs)
    want = prog.reference(inputs)
    loops = loops_outputs(prog, tmp_path, tmp_path / "in")
    kernels = {}
    for plan in PLANS:
        got, text, remarks = stitched_outputs(prog, tmp_path, tmp_path / "in", plan)
        problems = harness.compare(prog, got, want)
        assert not problems, "plan=%s, seed %d: %s" % (plan, seed, problems)
        problems = harness.compare(prog, got, loops)
        assert not problems, "plan=%s != upstream loops, seed %d: %s" % (plan, seed, problems)
        kernels[plan] = len(re.findall(r"\bgpu\.launch_func\b", text))
        assert len(re.findall(r"remark:", remarks)) >= kernels[plan], \
            "plan=%s: %d kernels, remarks:\n%s" % (plan, kernels[plan], remarks)
        assert re.search(r"func\.func @step\(%\w+: memref<", text)
        assert "gpu.container_module" in text
    fills = prog.text.count("linalg.fill")
    assert len(prog.ops) <= kernels["none"] <= len(prog.ops) + fills, kernels
    assert kernels["greedy"] <= kernels["none"] and kernels["ilp"] <= kernels["none"], kernels
    # Stitched plans against plan=none, argument by argument, on kfusion-sim's own inputs.
    rtol, atol = prog.loosest_tolerance()
    for plan in ("greedy", "ilp"):
        run_ok([SIM, tmp_path / "none.stitched.mlir",
                "--compare=%s" % (tmp_path / ("%s.stitched.mlir" % plan)), "-e", "step",
                "--seed=%d" % seed, "--rtol=%g" % rtol, "--atol=%g" % atol])
