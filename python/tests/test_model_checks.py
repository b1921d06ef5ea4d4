# Tests of kfusion.model_checks (what models_report and kfusion-import-torch --check run):
# the op survey on small generic-form texts, and the whole check on a program the stitch
# front end takes. Needs the built tools and MLIR 22's mlir-opt, not torch.
"""Tests of the model checks: op survey, reference, stitching, comparison."""

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

from kfusion import model_checks, models_report  # noqa: E402
from kfusion.tools import ToolError, find_tool  # noqa: E402

try:
    find_tool("kfusion-opt")
    find_tool("kfusion-sim")
    model_checks.mlir_opt_22()
    TOOLS = None
except ToolError as error:
    TOOLS = str(error)
needs_tools = pytest.mark.skipif(TOOLS is not None, reason="tools missing: %s" % TOOLS)

SURVEY_TEXT = '''#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "arith.constant"() <{value = dense<1.0> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %1 = "tensor.empty"() : () -> tensor<4x8xf32>
    %2 = "linalg.generic"(%arg0, %0, %1) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = "tensor.extract"(%0) : (tensor<4x8xf32>) -> f32
      %6 = "arith.addf"(%in, %in_0) : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
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


def test_survey_names_every_refusal():
    """Each rule of the stitch front end's input (StitchGraph::build) is named, every
    op it refuses counted; constant operands and constant-index maps are noted."""
    survey = model_checks.survey_ops(SURVEY_TEXT)
    assert survey.linalg == {"linalg.generic (parallel)": 1, "linalg.generic (reduction)": 1}
    assert survey.refusals == {
        "tensor.extract in a linalg body": (1, "arith and math ops only"),
        "linalg.generic with several results": (1, "one result per linalg op"),
        "tensor.collapse_shape": (1, "not in the stitch input (linalg, tensor.empty, "
                                     "arith.constant on tensors)"),
    }
    assert survey.notes == {"constant tensors read by linalg ops": 1,
                            "linalg ops with constant-index maps": 1}


@needs_tools
def test_check_program_stitches_and_compares(tmp_path):
    """A program the front end takes (test/Stitch/Inputs/layernorm.mlir): stitched with
    fewer kernels than linalg ops, equal to the reference for both plans."""
    check = model_checks.check_program(str(ROOT / "test/Stitch/Inputs/layernorm.mlir"),
                                       entry="step", work_dir=str(tmp_path))
    assert not check.failed and not check.refused
    assert check.stitched["ilp"].kernels < check.survey.linalg_ops
    # plan=none: a kernel per op, but the reductions' init fills are absorbed.
    fills = check.survey.linalg.get("linalg.fill", 0)
    assert check.stitched["none"].kernels == check.survey.linalg_ops - fills
    assert all(ok for ok, _ in check.equal.values())
    lines = model_checks.describe(check, "layernorm")
    assert any("stitch plan=ilp: %d kernels; vs reference: kfusion-sim: equal" %
               check.stitched["ilp"].kernels in l for l in lines)


@needs_tools
def test_report_on_committed_fixtures(capsys):
    """models_report on the GPT-2 fixture: the reference equals PyTorch's output; the
    stitching verdict is printed per plan (kernels, or the refusal)."""
    assert models_report.main(["--models", "gpt2"]) == 0
    out = capsys.readouterr().out
    assert "reference lowering vs PyTorch: kfusion-sim: as expected" in out
    assert "stitch plan=ilp: " in out and "stitch plan=none: " in out
