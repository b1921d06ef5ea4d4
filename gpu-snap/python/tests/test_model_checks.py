# Tests of kfusion.model_checks (what models_report and kfusion-import-torch --check run):
# the op survey and the diagnostics parser on small texts, a refusal reported as the tool
# prints it, the whole check on a program the stitch front end takes, and the committed
# model fixtures. Needs the built tools and MLIR 22's mlir-opt, not torch.
"""Tests of the model checks: op survey, tool diagnostics, stitching, comparison."""

import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

from kfusion import model_checks, models_report  # noqa: E402
from kfusion.tools import ToolError, find_tool, run_tool  # noqa: E402

try:
    find_tool("kfusion-opt")
    find_tool("kfusion-sim")
    model_checks.mlir_opt_22()
    TOOLS = None
except ToolError as error:
    TOOLS = str(error)
needs_tools = pytest.mark.skipif(TOOLS is not None, reason="tools missing: %s" % TOOLS)

SURVEY_TEXT = '''#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "arith.constant"() <{value = dense<1.0> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %1 = "tensor.empty"() : () -> tensor<4x8xf32>
    %2 = "linalg.generic"(%arg0, %0, %1) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = "arith.addf"(%in, %in_0) : (f32, f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %3:2 = "linalg.generic"(%arg0, %1, %1) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%in: f32, %out: f32, %out_1: f32):
      "linalg.yield"(%in, %in) : (f32, f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
    %4 = "tensor.collapse_shape"(%2) <{reassociation = [[0, 1]]}> : (tensor<4x8xf32>) -> tensor<32xf32>
    "func.return"(%2) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
'''

#: A program kfusion-stitch-to-gpu refuses: a tensor op it does not take (as
#: test/Stitch/invalid.mlir), on line 2.
REFUSED_TEXT = """func.func @forward(%x: tensor<8xf32>, %i: tensor<2x1xindex>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %s = tensor.scatter %u into %x[%i] scatter_dims([0]) unique : (tensor<2xf32>, tensor<8xf32>, tensor<2x1xindex>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}
"""


def test_survey_counts_ops():
    """The survey counts every op by name and the top-level linalg ops by kind (a generic
    as parallel or reduction); it judges nothing (no copy of the front end's rules)."""
    survey = model_checks.survey_ops(SURVEY_TEXT)
    assert survey.linalg == {"linalg.generic (parallel)": 1, "linalg.generic (reduction)": 1}
    assert survey.linalg_ops == 2
    assert survey.ops == {"arith.constant": 1, "tensor.empty": 1, "linalg.generic": 2,
                          "arith.addf": 1, "linalg.yield": 2, "tensor.collapse_shape": 1,
                          "func.return": 1}


def test_parse_diagnostics():
    """Diagnostics as MLIR prints them, with and without a location; the op dumps and
    notes after them are not diagnostics."""
    stderr = ("a.mlir:3:8: error: stitching does not support 'tensor.scatter': why\n"
              "a.mlir:3:8: note: see current operation: %s = \"tensor.scatter\"\n"
              "  %0 = linalg.generic {remark: no}\n"
              "a.mlir:1:1: remark: stitch plan (ilp) of @f: 2 ops\n"
              "error: no location\n")
    found = model_checks.parse_diagnostics(stderr)
    assert [(d.location, d.severity, d.message) for d in found] == [
        ("a.mlir:3:8", "error", "stitching does not support 'tensor.scatter': why"),
        ("a.mlir:1:1", "remark", "stitch plan (ilp) of @f: 2 ops"),
        ("", "error", "no location")]
    assert str(found[0]) == "a.mlir:3:8: error: stitching does not support " \
                            "'tensor.scatter': why"


@needs_tools
def test_refusal_is_the_tools_error(tmp_path):
    """A program the front end refuses: the result and the report hold exactly the error
    lines kfusion-stitch-to-gpu prints (on the op, with its reason), nothing of their own."""
    program = tmp_path / "refused.mlir"
    program.write_text(REFUSED_TEXT)
    result = model_checks.stitch(str(program), str(tmp_path), "ilp")
    assert not result.ok
    printed = run_tool(["kfusion-opt", str(program), "--kfusion-stitch-to-gpu",
                        "-o", os.devnull], check=False)
    assert printed.returncode != 0
    tool_errors = [l for l in printed.stderr.splitlines() if ": error: " in l]
    assert tool_errors and [str(d) for d in result.errors] == tool_errors
    assert result.errors[0].location == "%s:2:8" % program
    assert result.error.startswith("stitching does not support 'tensor.scatter'")
    check = model_checks.ProgramCheck(model_checks.survey_ops(
        model_checks.generic_text(str(program))), stitched={"ilp": result})
    lines = model_checks.describe(check, "refused")
    assert "  stitch plan=ilp: refused; kfusion-stitch-to-gpu stops at its first error:" \
        in lines
    assert ["    " + l for l in tool_errors] == lines[lines.index(
        "  stitch plan=ilp: refused; kfusion-stitch-to-gpu stops at its first error:") + 1:]
    assert check.refused and not check.failed


@needs_tools
def test_check_program_stitches_and_compares(tmp_path):
    """A program the front end takes (test/Stitch/Inputs/layernorm.mlir): stitched with
    fewer kernels than linalg ops, equal to the reference for both plans; the kernels
    are read from the tool's remarks, the plan from its summary remark."""
    check = model_checks.check_program(str(ROOT / "test/Stitch/Inputs/layernorm.mlir"),
                                       entry="step", work_dir=str(tmp_path))
    assert not check.failed and not check.refused
    assert check.stitched["ilp"].kernels < check.survey.linalg_ops
    # plan=none: a kernel per op, but the reductions' init fills are absorbed.
    fills = check.survey.linalg.get("linalg.fill", 0)
    assert check.stitched["none"].kernels == check.survey.linalg_ops - fills
    assert len(check.stitched["none"].stitched_kernels) == check.stitched["none"].kernels
    assert all(ok for ok, _ in check.equal.values())
    assert check.stitched["ilp"].plan_remark.startswith("stitch plan (ilp) of @step: ")
    assert check.stitched["ilp"].errors == [] and check.stitched["none"].plan_remark == ""
    lines = model_checks.describe(check, "layernorm")
    assert any(l.startswith("  stitch plan=ilp: %d launches, " % check.stitched["ilp"].kernels)
               and "vs reference: kfusion-sim: equal" in l for l in lines)
    assert "    kfusion-plan-stitch: " + check.stitched["ilp"].plan_remark in lines


@needs_tools
def test_committed_fixtures_stitch_without_refusal(tmp_path):
    """What the report says of the front end on the committed fixtures is the tool's:
    kfusion-stitch-to-gpu (plan=none, which plans in no time) takes all six tiny
    fixtures (the five blocks and the Jacobi chain) with no error or warning, a kernel remark per launch, and each stitched
    program equals PyTorch's saved output."""
    fixtures = models_report.fixtures()
    assert sorted(fixtures) == ["bert", "gpt2", "jacobi", "llama", "mixer", "resnet"]
    for name, (program, inputs, expected) in fixtures.items():
        result = model_checks.stitch(str(program), str(tmp_path), "none")
        assert result.ok and result.errors == [], (name, result.errors)
        assert len(result.stitched_kernels) == result.kernels > 0, name
        ok, line = model_checks.sim_expect(result.output, "forward", str(inputs),
                                           str(expected))
        assert ok, (name, line)


@needs_tools
def test_report_on_committed_fixtures(capsys):
    """models_report on the GPT-2 fixture: the reference and each plan's stitched program
    equal PyTorch's output; the tool's plan remark is printed; nothing is refused."""
    assert models_report.main(["--models", "gpt2"]) == 0
    out = capsys.readouterr().out
    assert "reference lowering vs PyTorch: kfusion-sim: as expected" in out
    for plan in ("ilp", "none"):
        line = re.search(r"^  stitch plan=%s: (.*)$" % plan, out, re.M).group(1)
        assert re.match(r"\d+ launches, \d+ stitched kernels; vs PyTorch: kfusion-sim: as "
                        r"expected: .*; vs reference: kfusion-sim: equal", line), line
    assert "    kfusion-plan-stitch: stitch plan (ilp) of @forward: " in out
    assert "refused" not in out
