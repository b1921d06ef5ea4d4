# Interpreter equivalence of every benchmark program under --kfusion-stitch-to-gpu (issue 9,
# "Tests"): stitched with plan=none, greedy and ilp, run on kfusion-sim with fresh random
# inputs, each equal to the numpy reference and to the upstream loops, plan=greedy / ilp
# also equal to plan=none (their outputs, and kfusion-sim --compare of the @step functions
# where it draws the arguments' types); plan=none makes one kernel per op, the others no
# more; kfusion-opt remarks on every kernel. Skipped while kfusion-opt lacks the pass.
"""The workloads stitched under each plan mode, on the interpreter (f32, f16, bf16)."""

import re
import subprocess

import pytest

from stitch_testlib import (OPT, PLANS, SIM, fresh_rng, loops_outputs, need_pass, need_tools,
                            stitched_outputs)

from stitchbench import harness, programs

#: kfusion-sim's refusal of f16 / bf16 arguments in equivalence mode (as bench/stitch/run.py).
SIM_COMPARE_NO_HALF = "equivalence mode does not draw or compare f16 and bf16"

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
    kernels, outputs = {}, {}
    for plan in PLANS:
        got, text, remarks = stitched_outputs(prog, tmp_path, tmp_path / "in", plan)
        outputs[plan] = got
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
    # Stitched plans against plan=none: their outputs on these inputs, and argument by
    # argument on kfusion-sim's own inputs. Its equivalence mode draws f32, f64 and integer
    # arguments only; on f16 / bf16 ones it must refuse, saying so (and pass once it draws
    # them).
    rtol, atol = prog.loosest_tolerance()
    for plan in ("greedy", "ilp"):
        problems = harness.compare(prog, outputs[plan], outputs["none"])
        assert not problems, "plan=%s != plan=none, seed %d: %s" % (plan, seed, problems)
        cmd = [SIM, tmp_path / "none.stitched.mlir",
               "--compare=%s" % (tmp_path / ("%s.stitched.mlir" % plan)), "-e", "step",
               "--seed=%d" % seed, "--rtol=%g" % rtol, "--atol=%g" % atol]
        proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                              timeout=300)
        said = proc.stdout + proc.stderr
        if proc.returncode != 0 and prog.dtype != "f32":
            assert refuses_half_arguments(said), said[-4000:]
        else:
            assert proc.returncode == 0, "%s\n%s" % (" ".join(map(str, cmd)), said[-4000:])


def refuses_half_arguments(text):
    """kfusion-sim's refusal of f16 / bf16 arguments in equivalence mode (run.py's
    SIM_COMPARE_NO_HALF), and no other error."""
    errors = [l for l in text.splitlines() if "error:" in l]
    return bool(errors) and all(SIM_COMPARE_NO_HALF in l for l in errors)
