# Tests of kfusion.harness (no torch, no tools): the operands of a function's signature, @main
# around it, the module's end found before its resources.
"""Tests of kfusion.harness."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import harness  # noqa: E402

FUSED = """module {
  func.func @forward(%arg0: memref<2x8xf16>, %arg1: memref<f32>, %arg2: memref<2x8xbf16> {llvm.noalias}) {
    return
  }
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x04000000"
    }
  }
#-}
"""


def test_function_operands():
    # Every argument's type, attributes aside; rank 0 has no sizes.
    ops = harness.function_operands(FUSED, "forward")
    assert ops == [harness.Operand("f16", (2, 8)), harness.Operand("f32", ()),
                   harness.Operand("bf16", (2, 8))]
    assert [o.memref_type for o in ops] == ["memref<2x8xf16>", "memref<f32>",
                                            "memref<2x8xbf16>"]
    assert [o.nbytes for o in ops] == [32, 4, 32]
    with pytest.raises(ValueError, match="no func.func @step"):
        harness.function_operands(FUSED, "step")


def test_parse_memref_refuses_what_main_cannot_read():
    # Dynamic sizes, layouts and element types of no whole bytes are refused by name; an
    # integer buffer (BatchNorm's counter, an i64) is read as its bytes.
    for text in ("memref<?x8xf32>", "memref<4xi1>", "memref<4xf32, strided<[2]>>"):
        with pytest.raises(ValueError, match="static shape and identity layout"):
            harness.parse_memref(text)
    assert harness.parse_memref("memref<i64>") == harness.Operand("i64", ())


def test_with_main_inserts_before_the_resources():
    # @main goes inside the module, not after the dialect resources' closing brace.
    ins, outs = harness.function_operands(FUSED, "forward")[:2], \
        harness.function_operands(FUSED, "forward")[2:]
    text = harness.with_main(FUSED, ins, outs, callee="forward")
    module_end = text.index("\n}\n\n{-#")
    assert text.index("func.func @main()") < module_end
    assert "func.call @forward(%d_i0, %d_i1, %d_o0)" in text
    assert "func.func private @kfusionInputI8" in text and "kfusionOutputF32" in text
    assert text.endswith("#-}\n")


def test_with_main_checks_the_signature():
    # Operands that are not the function's arguments in order are an error naming both.
    ops = harness.function_operands(FUSED, "forward")
    with pytest.raises(ValueError, match=r"@forward takes \['memref<2x8xf16>'"):
        harness.with_main(FUSED, ops[1:], ops[:1], callee="forward")


def test_main_replays_the_call_as_a_step_graph():
    # By default the device form records the first call as a step graph, overwrites the
    # out-parameter with a NaN, and checks the graph's first replay: the copy back comes
    # after the replay, the clear between the two calls; warm-up and timed calls replay.
    ops = harness.function_operands(FUSED, "forward")
    text = harness.main_text(ops[:2], ops[2:], callee="forward")
    order = [text.index(s) for s in (
        "%graph_key = arith.constant 0 : i64",
        "%replayed_recorded = func.call @kfusionGraphBegin(%graph_key)",
        "%clear_o0 = arith.constant 0x7FC0 : bf16",
        "gpu.memset async [%tok", "%replayed_checked = func.call @kfusionGraphBegin",
        "%h_o0, %d_o0 : memref<2x8xbf16>", "%replayed_warm", "%replayed_timed")]
    assert order == sorted(order)
    assert text.count("func.call @forward(") == 4
    assert text.count("func.call @kfusionGraphEnd(%graph_key)") == 4
    # Asked not to, or where an out-parameter's type has no memset (64 bits), the calls
    # are plain.
    for plain in (harness.main_text(ops[:2], ops[2:], callee="forward", graph=False),
                  harness.main_text(ops[:2], [harness.Operand("i64", (2,))],
                                    callee="forward")):
        assert "kfusionGraph" not in plain and plain.count("func.call @forward(") == 3
    # The host form never.
    assert "kfusionGraph" not in harness.main_text(ops[:2], ops[2:], device=False,
                                                   callee="forward")
