# Tests of the stitching workloads without the stitching passes: every program parses
# (kfusion-opt round trip), has the front-end structure the passes expect, evaluates with
# numpy to its independent reference, and computes that reference when upstream MLIR lowers
# it to host loops and kfusion-sim runs them (fresh random inputs each run); the peers'
# numpy formulation agrees; the harness builds the @main programs the driver runs. The f32
# programs' text is pinned; the f16 / bf16 variants have the mixed-precision form.
"""The stitching workloads, their references and the @main harness."""

import hashlib
import math
import re
import subprocess

import numpy as np
import pytest

from stitch_testlib import OPT, SIM, fresh_rng, loops_outputs, need_tools, run_ok

from stitchbench import dtypes, harness, linalg, peermath, programs

ALL = programs.WORKLOADS + programs.OPTIONAL_WORKLOADS
HALF = programs.HALF_WORKLOADS
F32 = [w for w in ALL if w not in HALF]

#: sha256 (first 32 hex digits) of each f32 workload's text at both sizes, with constants
#: captured and in the bodies: the programs the recorded results ran. A change to the
#: builder must leave them alone (or change this on purpose, with new results).
F32_TEXT_DIGESTS = {
    "layernorm": "2ca9ad330cb27d1e3e9f92b2c317a4f5",
    "softmax": "1c9936ab963d6445a1fedd1935eb2c99",
    "bias_gelu_residual": "32338393b4d53b9b6585acd00c4b007e",
    "transformer": "76a229c956a14fa6e09361c5a2be855d",
    "logreg": "6f6f4934e8af45971a7c9f08b38284a8",
    "logreg_generic": "b09a82db12cd8cb6a0908c7fe0412af8",
    "proj_softmax": "d2b292ca3afcb7923e36848b947d8d3d",
    "layernorm_backward": "cf916c24d9b6d6c9f0ece500a8193c19",
}


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
        for elem in dtypes.HALF_TYPES:
            # Same shapes, half the bytes.
            half = programs.make("%s_%s" % (name, elem), "gpu")
            f32 = programs.make(name, "gpu")
            assert [o.shape for o in half.inputs + half.outputs] == \
                [o.shape for o in f32.inputs + f32.outputs]
            assert 2 * half.min_bytes() == f32.min_bytes()
    tr = programs.make("transformer", "gpu")
    assert {o.name: o.shape for o in tr.inputs}["scores"] == (64, 512, 512)
    assert programs.make("logreg", "gpu").inputs[0].shape == (65536, 1024)
    for name in ALL:
        assert programs.make(name, "gpu").min_bytes() < 10e9


@pytest.mark.parametrize("name", ALL)
def test_ir_evaluates_to_reference(name):
    # The numpy evaluation of the generated ops against the reference written from the
    # math: the generator emits what the reference says (f32 constants aside). The 16-bit
    # programs round what they store (the evaluation does too): their own tolerance.
    prog = small(name)
    seed, rng = fresh_rng("ir-" + name)
    inputs = prog.make_inputs(rng)
    problems = harness.compare(prog, prog.evaluate_ir(inputs), prog.reference(inputs),
                               tolerance=(1e-6, 1e-8) if prog.dtype == "f32" else None)
    assert not problems, "seed %d: %s" % (seed, problems)


@pytest.mark.parametrize("name", F32)
def test_f32_program_text_unchanged(name):
    text = "".join(programs.make(name, size, capture_constants=capture).text
                   for size in ("small", "gpu") for capture in (True, False))
    assert hashlib.sha256(text.encode()).hexdigest()[:32] == F32_TEXT_DIGESTS[name]


@pytest.mark.parametrize("capture", [True, False], ids=["captured", "in-body"])
@pytest.mark.parametrize("name", HALF)
def test_half_program_form(name, capture):
    # Mixed precision as torch-mlir emits it: 16-bit tensors in and out; each 16-bit block
    # argument extended to f32 once, f32 arithmetic, every full-size result truncated to
    # 16 bits; reductions into f32 tensors filled with f32 constants. The same ops as the
    # f32 workload.
    prog = small(name, capture)
    elem = prog.dtype
    f32 = small(prog.base, capture)
    assert prog.name == "%s_%s" % (prog.base, elem) and prog.ops == f32.ops
    assert all(o.dtype == elem for o in prog.inputs + prog.outputs)
    text = prog.text
    sig = re.search(r"func\.func @step\(([^)]*)\) -> (.*) \{", text)
    assert set(re.findall(r"x([a-z]\w*)>", sig.group(1) + sig.group(2))) == {elem}
    block_args = re.findall(r"\^bb0\(([^)]*)\)", text)
    half_ins = sum(a.count(": " + elem) for a in block_args) - text.count("truncf")
    assert text.count("arith.extf") == half_ins > 0
    assert len(re.findall(r"arith\.extf %\w+ : " + elem + " to f32", text)) == half_ins
    full = [t for t in prog.func.steps if t[0].shape == prog.outputs[0].shape]
    assert text.count("arith.truncf") == len(full)
    assert all(t.elem == elem for t, _ in full)
    assert all(t.elem == "f32" for t, _ in prog.func.steps if t not in [u for u, _ in full])
    # No 16-bit arithmetic: every arith / math op but the casts is on f32.
    for line in text.splitlines():
        if re.search(r"= (arith|math)\.", line) and "extf" not in line and \
                "truncf" not in line:
            assert line.rstrip().endswith(": f32"), line
    for fill in re.findall(r"linalg\.fill ins\(%\w+ : (\w+)\) outs\(%\w+ : ([^)]*)\)", text):
        assert fill == ("f32", re.sub(r"x[a-z]\w*>$", "xf32>", fill[1]))


@pytest.mark.parametrize("name", HALF)
def test_half_evaluation_stores_16_bits(name):
    # The evaluation rounds every 16-bit result (what the program stores): its outputs are
    # values of the type, and the reference (nothing rounded) is not.
    prog = small(name)
    seed, rng = fresh_rng("half-ir-" + name)
    inputs = prog.make_inputs(rng)
    assert all(inputs[o.name].dtype == dtypes.VALUE_DTYPE[prog.dtype] for o in prog.inputs)
    for o in prog.inputs:
        v = np.asarray(inputs[o.name], np.float64)
        assert np.array_equal(dtypes.round_to(v, prog.dtype), v), seed
    got = prog.evaluate_ir(inputs)["y"]
    want = prog.reference(inputs)["y"]
    assert np.array_equal(dtypes.round_to(got, prog.dtype), got), seed
    assert not np.array_equal(dtypes.round_to(want, prog.dtype), want), seed


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
    # The array form of the peers (16-bit: inputs to f32, f32 math, results stored at 16
    # bits, rounded here by dtypes.round_to) within the workload's tolerance.
    prog = small(name)
    seed, rng = fresh_rng("peer-" + name)
    inputs = prog.make_inputs(rng)
    ops = peermath.numpy_ops()
    res = peermath.array_math(name, prog, ops)(
        {o.name: ops.asarray(inputs[o.name], o.dtype) for o in prog.inputs})
    got = {o.name: np.asarray(ops.to_numpy(res[o.name])).reshape(o.shape)
           for o in prog.outputs}
    assert not harness.compare(prog, got, prog.reference(inputs)), seed
    if prog.dtype != "f32":
        assert np.array_equal(dtypes.round_to(got["y"], prog.dtype), got["y"])
        assert peermath.f32_workload(name) == prog.base


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
    assert "kfusionInputI8" not in text and "memref.view" not in text     # f32: no byte I/O


@pytest.mark.parametrize("elem", dtypes.HALF_TYPES)
def test_main_with_16_bit_operands(tmp_path, elem):
    # f16 / bf16 operands go through the byte I/O: an i8 buffer of the operand's bytes,
    # kfusionInputI8 / kfusionOutputI8 on it, memref.view as the operand's memref (passed
    # to gpu.memcpy, or to a host @step). Both forms parse.
    prog = small("layernorm_" + elem)
    assert [o.nbytes for o in prog.inputs + prog.outputs] == [32768, 512, 512, 32768]
    step = ("module attributes {gpu.container_module} {\n"
            "  func.func @step(%%x: memref<64x256x%(e)s>, %%g: memref<256x%(e)s>, "
            "%%b: memref<256x%(e)s>, %%y: memref<64x256x%(e)s>) {\n"
            "    return\n  }\n}\n" % {"e": elem})
    device = harness.with_device_main(step, prog, warmup=1, repeat=2)
    host = harness.with_host_main(step, prog)
    for text in (device, host):
        assert text.count("func.func private @kfusionInputI8") == 1
        assert text.count("func.func private @kfusionOutputI8") == 1
        assert text.count("func.call @kfusionInputI8(") == 3
        assert text.count("func.call @kfusionOutputI8(") == 1
        assert "%%h_i0 = memref.view %%raw_i0[%%c0][] : memref<32768xi8> to " \
            "memref<64x256x%s>" % elem in text
        assert "memref.dealloc %raw_o0 : memref<32768xi8>" in text
    assert "gpu.memcpy async [%tok2] %d_i0, %h_i0" in device
    assert "func.call @step(%h_i0, %h_i1, %h_i2, %h_o0)" in host
    need_tools(OPT)
    for form, text in (("device", device), ("host", host)):
        (tmp_path / (form + ".mlir")).write_text(text)
        run_ok([OPT, tmp_path / (form + ".mlir")])


@pytest.mark.parametrize("elem", dtypes.ELEMENT_TYPES)
def test_files_of_each_type(tmp_path, elem):
    # Inputs written in the operand's type, outputs read back in it: f16 as IEEE half,
    # bf16 as its 16 bits; bytes per element as min_bytes counts them.
    prog = small("softmax" if elem == "f32" else "softmax_" + elem)
    seed, rng = fresh_rng("files-" + elem)
    inputs = prog.make_inputs(rng)
    harness.write_inputs(prog, tmp_path, inputs)
    assert (tmp_path / "input0.bin").stat().st_size == prog.inputs[0].nbytes
    (tmp_path / "input0.bin").rename(tmp_path / "output0.bin")   # softmax: y is x's shape
    got = harness.read_outputs(prog, tmp_path)["y"]
    assert got.dtype == dtypes.VALUE_DTYPE[elem]
    assert np.array_equal(got, inputs["x"]), seed
    assert prog.min_bytes() == 2 * 64 * 256 * dtypes.BYTES[elem]


@pytest.mark.parametrize("capture", [True, False], ids=["captured", "in-body"])
@pytest.mark.parametrize("elem", dtypes.HALF_TYPES)
def test_builder_16_bit_max_reduction(tmp_path, elem, capture):
    # The builder's 16-bit accumulator: a max may accumulate at 16 bits (outs filled with
    # the type's -inf, the accumulator extended, the maximum truncated), a sum may not.
    # The upstream loops on kfusion-sim compute what the evaluation says.
    f = linalg.Func(capture_constants=capture)
    x = f.arg("x", (8, 32), elem)
    m = f.generic((8, 32), [(x, (0, 1))], linalg.exp(linalg.Arg(0)) * 0.5, "max", (0,),
                  out=elem)
    with pytest.raises(ValueError, match="sums accumulate in f32"):
        f.generic((8, 32), [(x, (0, 1))], linalg.Arg(0), "sum", (0,), out=elem)
    text = f.module([m])
    neg_inf = {"f16": "0xFC00", "bf16": "0xFF80"}[elem]
    cst = re.search(r"(%\w+) = arith\.constant " + neg_inf + " : " + elem, text)
    assert cst, text
    assert "linalg.fill ins(%s : %s) outs(%%e1 : tensor<8x%s>)" % (cst.group(1), elem,
                                                                    elem) in text
    assert re.search(r"arith\.extf %out\d+ : " + elem + " to f32", text), text
    assert re.search(r"arith\.maximumf %v\d+, %v\d+ : f32", text), text
    u = dtypes.UNIT_ROUNDOFF[elem]
    prog = programs._program(
        "max_" + elem, f, [programs.Operand("x", (8, 32), (-3.0, 3.0), elem)], {"m": m},
        lambda i: {"m": (np.exp(i["x"]) * 0.5).max(axis=1)}, tolerance=(u, 0.0))
    seed, rng = fresh_rng("max16")
    inputs = prog.make_inputs(rng)
    got = prog.evaluate_ir(inputs)["m"]
    assert np.array_equal(got, dtypes.round_to(prog.reference(inputs)["m"], elem)), seed
    need_tools(SIM)
    harness.write_inputs(prog, tmp_path / "in", inputs)
    loops = loops_outputs(prog, tmp_path, tmp_path / "in")
    problems = harness.compare(prog, loops, prog.reference(inputs))
    assert not problems, "seed %d: %s" % (seed, problems)
