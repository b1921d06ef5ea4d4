# Tests of the stitching workloads without the stitching passes: every program parses
# (kfusion-opt round trip), has the front-end structure the passes expect, evaluates with
# numpy to its independent reference, and computes that reference when upstream MLIR lowers
# it to host loops and kfusion-sim runs them (fresh random inputs each run); the peers'
# numpy formulation agrees; the harness builds the @main programs the driver runs.
"""The stitching workloads, their references and the @main harness."""

import math
import re
import subprocess

import numpy as np
import pytest

from stitch_testlib import OPT, SIM, fresh_rng, loops_outputs, need_tools, run_ok

from stitchbench import harness, linalg, peermath, programs

ALL = programs.WORKLOADS + programs.OPTIONAL_WORKLOADS


def small(name, capture=True):
    return programs.make(name, "small", capture_constants=capture)


@pytest.mark.parametrize("name", ALL)
def test_program_parses(tmp_path, name):
    # Round trips through kfusion-opt and upstream mlir-opt.
    need_tools(OPT)
    src = tmp_path / "p.mlir"
    src.write_text(small(name).text)
    proc = subprocess.run([str(OPT), str(src)], capture_output=True, text=True, timeout=120)
    if proc.returncode != 0 and "Dialect `tensor' not found" in proc.stderr:
        pytest.skip("kfusion-opt registers no tensor dialect (a build older than the "
                    "stitching passes)")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "func.func @step(" in proc.stdout and "linalg." in proc.stdout
    again = tmp_path / "again.mlir"
    again.write_text(proc.stdout)
    run_ok([harness.mlir_opt(), again])


@pytest.mark.parametrize("name", ALL)
def test_front_end_form(name):
    # torch-mlir's shape: every reduction writes into tensor.empty + linalg.fill; every
    # elementwise generic into a tensor.empty; broadcasts are indexing maps.
    prog = small(name)
    text = prog.text
    reductions = len(re.findall(r'iterator_types = \[[^\]]*"reduction"', text))
    named = sum(prog.ops.count(k) for k in ("matvec", "vecmat", "matmul"))
    assert reductions == sum(1 for o in prog.ops if o.startswith("generic."))
    assert text.count("linalg.fill") == reductions + named
    assert text.count("tensor.empty") == len(prog.ops)
    assert re.search(r"func\.func @step\(%\w+: tensor<", text)
    if name in ("layernorm", "transformer", "bias_gelu_residual"):
        assert "affine_map<(d0, d1) -> (d1)>" in text      # a row-broadcast vector


def test_workload_structure():
    # The structure issue 9 names: two row reductions in layernorm, max and sum in softmax,
    # erf in GELU, the 3-D masked softmax, matvec / vecmat and a scalar loss in logreg.
    assert small("layernorm").ops.count("generic.sum") == 2
    assert "math.rsqrt" in small("layernorm").text
    sm = small("softmax")
    assert sm.ops == ["generic.max", "generic", "generic.sum", "generic"]
    assert "0xFF800000" in sm.text and "math.exp" in sm.text
    assert "math.erf" in small("bias_gelu_residual").text
    tr = small("transformer")
    assert [o.name for o in tr.outputs] == ["ln", "probs"]
    assert "affine_map<(d0, d1, d2) -> (d1, d2)>" in tr.text        # the mask over B*H
    lr = small("logreg")
    assert "matvec" in lr.ops and "vecmat" in lr.ops
    assert [o.shape for o in lr.outputs] == [(64,), ()]
    assert "tensor<f32>" in lr.text and "affine_map<() -> ()>" in lr.text
    lg = small("logreg_generic")
    assert "matvec" not in lg.ops and "affine_map<(d0, d1) -> (d1)>" in lg.text


def test_gpu_sizes():
    # Issue 9's sizes; everything (inputs, outputs) well under 10 GB.
    for name in ("layernorm", "softmax", "bias_gelu_residual"):
        assert programs.make(name, "gpu").inputs[0].shape == (16384, 4096)
    tr = programs.make("transformer", "gpu")
    assert {o.name: o.shape for o in tr.inputs}["scores"] == (64, 512, 512)
    assert programs.make("logreg", "gpu").inputs[0].shape == (65536, 1024)
    for name in ALL:
        assert programs.make(name, "gpu").min_bytes() < 10e9


@pytest.mark.parametrize("name", ALL)
def test_ir_evaluates_to_reference(name):
    # The numpy evaluation of the generated ops against the reference written from the
    # math: the generator emits what the reference says (f32 constants aside).
    prog = small(name)
    seed, rng = fresh_rng("ir-" + name)
    inputs = prog.make_inputs(rng)
    problems = harness.compare(prog, prog.evaluate_ir(inputs), prog.reference(inputs),
                               tolerance=(1e-6, 1e-8))
    assert not problems, "seed %d: %s" % (seed, problems)


@pytest.mark.parametrize("capture", [True, False], ids=["captured", "in-body"])
@pytest.mark.parametrize("name", ALL)
def test_upstream_loops_match_reference(tmp_path, name, capture):
    # The reference lowering (upstream mlir-opt to loops, kfusion-sim) computes the numpy
    # reference within the workload's tolerance.
    need_tools(SIM)
    prog = small(name, capture)
    seed, rng = fresh_rng("loops-" + name)
    inputs = prog.make_inputs(rng)
    harness.write_inputs(prog, tmp_path / "in", inputs)
    got = loops_outputs(prog, tmp_path, tmp_path / "in")
    problems = harness.compare(prog, got, prog.reference(inputs))
    assert not problems, "seed %d: %s" % (seed, problems)
    # The out-parameter order: inputs, then one memref per result.
    step = re.search(r"func\.func @step\(([^)]*)\)", (tmp_path / "loops.mlir").read_text())
    types = re.findall(r"memref<[^>]*>", step.group(1))
    assert types == [o.memref_type for o in prog.inputs + prog.outputs]


@pytest.mark.parametrize("name", ALL)
def test_peer_math_on_numpy(name):
    prog = small(name)
    seed, rng = fresh_rng("peer-" + name)
    inputs = prog.make_inputs(rng)
    res = peermath.array_math(name, prog, peermath.numpy_ops())(inputs)
    got = {o.name: np.asarray(res[o.name]).reshape(o.shape) for o in prog.outputs}
    assert not harness.compare(prog, got, prog.reference(inputs)), seed


def test_erf64():
    rng = np.random.default_rng(7)
    x = rng.uniform(-7, 7, 1 << 21)           # above 2^20: the table
    want = np.array([math.erf(v) for v in x[:20000]])
    assert np.max(np.abs(linalg.erf64(x)[:20000] - want)) < 1e-9
    assert np.max(np.abs(linalg.erf64(x[:1000]) - want[:1000])) == 0.0


def test_device_main(tmp_path):
    # The device @main: host buffers, gpu.alloc + gpu.memcpy, one call, outputs back in
    # out-parameter order, warm-up and timed loops; declarations added once.
    prog = small("logreg")
    step = ("module attributes {gpu.container_module} {\n"
            "  func.func private @kfusionInputF32(memref<*xf32>) attributes "
            "{llvm.emit_c_interface}\n"
            "  func.func @step(%a: memref<256x64xf32>, %b: memref<64xf32>, "
            "%c: memref<256xf32>, %r0: memref<64xf32>, %r1: memref<f32>) {\n"
            "    return\n  }\n}\n")
    text = harness.with_device_main(step, prog, warmup=2, repeat=3)
    assert text.count("@kfusionInputF32(") == 1 + 3
    assert text.count("func.func private @kfusionInputF32") == 1
    assert "func.call @step(%d_i0, %d_i1, %d_i2, %d_o0, %d_o1)" in text
    assert text.index("@kfusionOutputF32(%u_o0)") < text.index("@kfusionOutputF32(%u_o1)")
    assert "gpu.memcpy async [%tok" in text and "kfusionBenchRepeat(%repeat_default)" in text
    assert "%repeat_default = arith.constant 3 : i64" in text
    (tmp_path / "m.mlir").write_text(text)
    need_tools(OPT)
    run_ok([OPT, tmp_path / "m.mlir"])
    with pytest.raises(ValueError, match="inputs then out-parameters"):
        harness.with_device_main(step.replace("%r1: memref<f32>", "%r1: memref<64xf32>"),
                                 prog)
