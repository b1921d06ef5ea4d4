# Tests of bench/models/modelbench without a GPU or torch-mlir: every imported program's
# description (programs/*.json) names @step's arguments in the order and types of the
# imported function and of its header, and survives its file form; drawing is reproducible
# and follows each argument's rule; the input and output files; the check's tolerance
# relative to the output's magnitude; kfusion-fuse's remark parsed. With torch (the venv of
# scripts/install-torch.sh): the module rebuilt from a description has the parameters and
# buffers of the description, in its order. The programs are generated, not committed
# (make check imports the small ones): a test whose program is missing skips, saying how to
# make it.
"""Descriptions, argument order, drawing, files and the check of bench/models."""

import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest

MODELS_DIR = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(MODELS_DIR))

import modelbench  # noqa: E402,F401
from modelbench import build, programs  # noqa: E402

DESCRIPTIONS = sorted(programs.PROGRAM_DIR.glob("*.json"))
NOT_IMPORTED = "not imported into %s: %s" % (programs.PROGRAM_DIR, programs.MAKE_PROGRAMS)


def _load(model, dtype="float16", size="small"):
    """programs.load, or the test skips where the program was not imported."""
    if not programs.is_imported(model, dtype, size):
        pytest.skip("%s %s" % (programs.key_of(model, dtype, size), NOT_IMPORTED))
    return programs.load(model, dtype, size)


def _signature(text):
    """([argument type], [result type]) of @step in the imported text (generic form)."""
    m = re.search(r'function_type = \((.*?)\) -> (.*?), sym_name = "step"', text)
    assert m, "no @step function_type"
    return [re.findall(r"tensor<([^>]*)>", g) for g in m.groups()]


def _tensor(o):
    return "x".join([str(d) for d in o.shape] + [o.dtype])


def test_import_list():
    # run.py import --defaults: programs.IMPORTS (the 42 programs make-programs.sh makes),
    # narrowed by the options; without --defaults the import phase's own defaults.
    import importlib.util
    spec = importlib.util.spec_from_file_location("models_run_import", MODELS_DIR / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)

    def listed(**kw):
        base = {"defaults": False, "sizes": None, "models": None, "dtypes": None}
        return run.import_list(type("Args", (), dict(base, **kw)))
    everything = listed(defaults=True)
    dtypes_ = ["float16", "float32", "bfloat16"]
    assert sorted(everything) == sorted(
        [(m, d, s) for s in ("gpu", "small") for m in programs.MODELS for d in dtypes_] +
        [(m, d, "long") for m in ("gpt2", "bert", "llama") for d in ("float16", "bfloat16")] +
        [(m, "float16", s) for s in ("2k", "8k") for m in ("gpt2", "bert", "llama")])
    assert listed(defaults=True, sizes="long", dtypes="float16") == [
        ("gpt2", "float16", "long"), ("bert", "float16", "long"), ("llama", "float16", "long")]
    # (six models, gpu and small, float16 and float32)
    assert len(listed()) == 24 and ("gpt2", "float32", "gpu") in listed()


@pytest.mark.parametrize("path", DESCRIPTIONS or [pytest.param(
    None, id="none", marks=pytest.mark.skip(reason="programs " + NOT_IMPORTED))],
    ids=lambda p: p.stem)
def test_description_matches_the_program(path):
    # The arguments in the order of @step's signature and of the importer's header
    # ('//   %argK: NAME TYPE'), the module's inputs first, then parameters, then buffers.
    prog = programs.ModelProgram.from_json(json.loads(path.read_text()))
    assert prog.key == path.stem and prog.func == "step"
    text = prog.text
    args, results = _signature(text)
    assert args == [_tensor(o) for o in prog.inputs]
    assert results == [_tensor(o) for o in prog.outputs]
    header = re.findall(r"^//   %arg(\d+): (.*) (\S+)$", text, re.M)
    assert [(int(k), n, t) for k, n, t in header] == [
        (k, o.name, _tensor(o)) for k, o in enumerate(prog.inputs)]
    kinds = [o.kind for o in prog.inputs]
    assert kinds == sorted(kinds, key=["input", "parameter", "buffer"].index)
    assert all(o.init for o in prog.inputs) and not prog.needs_module()
    assert {o.dtype for o in prog.inputs + prog.outputs} <= {prog.elem, "i64"}
    # The file form round trip.
    assert json.loads(programs.json_text(prog.to_json())) == prog.to_json()
    assert programs.ModelProgram.from_json(prog.to_json()).to_json() == prog.to_json()
    if prog.size == "small":
        seed, outs = prog.recorded_reference()
        assert seed == programs.REFERENCE_SEED
        assert [o.shape for o in outs] == [tuple(r.shape) for r in prog.outputs]
        assert all(np.isfinite(o).all() and np.abs(o).max() > 0.1 for o in outs)


def test_drawing():
    prog = _load("llama")
    a, b, c = prog.draw(3), prog.draw(3), prog.draw(4)
    assert list(a) == [o.name for o in prog.inputs]
    for o in prog.inputs:
        assert a[o.name].dtype == np.float16 and a[o.name].shape == o.shape
        assert np.array_equal(a[o.name], b[o.name])
        if "uniform" in o.init:
            lo, hi = o.init["uniform"]
            v = a[o.name].astype(np.float64)
            assert lo - 1e-3 <= v.min() < v.max() <= hi + 1e-3
            assert not np.array_equal(a[o.name], c[o.name])
    # The same weights in every type: float32's values rounded are float16's.
    f32 = _load("llama", "float32").draw(3)
    assert np.array_equal(f32["q_proj.weight"].astype(np.float16), a["q_proj.weight"])
    # The rotary tables (LLaMA's cos / sin buffers) are the formula's, not random.
    pos = np.arange(64)[:, None] * (1e4 ** (-np.arange(0, 32, 2) / 32.0))[None, :]
    want = np.concatenate([pos, pos], axis=1)
    assert np.abs(a["cos"].astype(np.float64) - np.cos(want)).max() < 1e-3
    assert np.abs(programs.rotary_table("sin", 64, 32) - np.sin(want)).max() < 1e-4
    resnet = _load("resnet").draw(1)
    assert resnet["bn1.num_batches_tracked"].dtype == np.int64
    assert resnet["bn1.num_batches_tracked"].shape == ()
    assert 0.5 <= resnet["bn2.running_var"].min()


def test_files(tmp_path):
    prog = _load("resnet")
    values = prog.draw(2)
    programs.write_inputs(prog, tmp_path, values)
    for k, o in enumerate(prog.inputs):
        raw = (tmp_path / ("input%d.bin" % k)).read_bytes()
        assert len(raw) == o.nbytes
        assert raw == np.asarray(values[o.name]).astype(
            np.int64 if o.dtype == "i64" else np.float16).tobytes()
    out = prog.outputs[0]
    y = np.linspace(-2, 2, out.elements).astype(np.float16)
    y.tofile(tmp_path / "output0.bin")
    assert np.array_equal(programs.read_outputs(prog, tmp_path)[0], y.reshape(out.shape))
    with pytest.raises(ValueError):
        programs.write_inputs(prog, tmp_path, dict(values, **{"input 0": values["input 0"][0]}))
    # bf16: as its 16 bits.
    bf = programs.Operand("y", "result", (3,), "bf16")
    p = programs.ModelProgram("m", "bfloat16", "small", "C", {}, [], [bf])
    np.array([0x3F80, 0xC000, 0x3E80], dtype=np.uint16).tofile(tmp_path / "output0.bin")
    assert programs.read_outputs(p, tmp_path)[0].tolist() == [1.0, -2.0, 0.25]


def test_check_is_relative_to_the_largest_output():
    prog = _load("gpt2")
    tol = prog.tolerance()
    assert tol == 32 * 2.0 ** -11
    want = np.zeros(prog.outputs[0].shape)
    want[0, 0, 0] = 4.0
    want[0, 1, :] = 1e-3
    near = want.copy()
    near[0, 1, :] += 0.9 * tol * 4.0         # large against 1e-3, small against max |want|
    problems, fields = programs.check(prog, [near], [want])
    assert problems == [] and abs(fields["rel_error"] - 0.9 * tol) < 1e-12
    far = want.copy()
    far[0, 2, 3] = 1.1 * tol * 4.0
    problems, fields = programs.check(prog, [far], [want])
    assert len(problems) == 1 and "1 of 4096 elements" in problems[0]
    assert "first at [0, 2, 3]" in problems[0]
    nan = want.copy()
    nan[0, 0, 1] = np.nan
    problems, fields = programs.check(prog, [nan], [want])
    assert problems and fields["rel_error"] == np.inf


def test_parse_fuse_remark():
    text = ("p.mlir:36:3: remark: kfusion-fuse of @step on h200: stitch-unpacked chosen; "
            "projected stitch 7222.85 us (14 launches) stitch-greedy 6921.10 us (15 launches) "
            "stitch-unpacked 5998.64 us (16 launches) stitch-gemm-alone 7222.85 us (14 "
            "launches) unfused 7894.87 us (77 launches)\n  \"func.func\"() <{...}>\n  ^\n")
    r = build.parse_fuse_remark(text)
    assert r["function"] == "step" and r["device"] == "h200"
    assert r["chosen"] == "stitch-unpacked" and r["projected_us"] == 5998.64
    assert r["launches"] == 16
    assert list(r["candidates"]) == ["stitch", "stitch-greedy", "stitch-unpacked",
                                     "stitch-gemm-alone", "unfused"]
    assert r["candidates"]["unfused"] == {"us": 7894.87, "launches": 77}
    assert build.parse_fuse_remark("p.mlir:1:1: error: nothing") is None
    # Chosen by measurement (the tuning cache) or asked for (choose=): the same fields,
    # the measured times not taken for projections.
    measured = build.parse_fuse_remark(
        "p.mlir:1:1: remark: kfusion-fuse of @f on h200: unfused chosen by measurement; "
        "projected stitch 66.38 us (11 launches) unfused 229.50 us (51 launches); measured "
        "(tuning cache c.json): stitch 50.00 us unfused 20.00 us")
    assert measured["chosen"] == "unfused" and measured["projected_us"] == 229.50
    assert list(measured["candidates"]) == ["stitch", "unfused"]
    asked = build.parse_fuse_remark(
        "p.mlir:1:1: remark: kfusion-fuse of @f on h200: per-region chosen (asked for); "
        "projected stitch 66.38 us (11 launches) per-region 55.97 us (12 launches)")
    assert asked["chosen"] == "per-region" and asked["launches"] == 12
    assert build.fuse_options("h200", True) == "device=h200 remarks=true emulate-gemms=true"


def test_modules_rebuilt_from_descriptions():
    # Where torch is installed: the module a description names has exactly its weights,
    # in its order (named_parameters, then named_buffers), of its shapes.
    torch = pytest.importorskip("torch")
    from modelbench import torchmodel
    for model in programs.MODELS:
        prog = _load(model)
        module = torchmodel.build(torch, prog, prog.draw(1))
        names = [n for n, _ in module.named_parameters()] + \
                [n for n, _ in module.named_buffers()]
        assert names == [o.name for o in prog.weights], model
        state = dict(module.named_parameters())
        state.update(module.named_buffers())
        assert [tuple(state[o.name].shape) for o in prog.weights] == \
            [o.shape for o in prog.weights]
