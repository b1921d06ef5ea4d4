# Tests of kfusion.tools: the kfusion-runner benchmark line parser, the ptxas -v parser on
# a fixed report and on a real ptxas run over a fused kernel, tool lookup and ToolError.
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import tools  # noqa: E402
from kfusion.tools import ToolError, parse_bench_line, parse_ptxas_output  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
COMPARE = REPO / "test" / "Integration" / "Sim" / "Horizontal" / "horizontal-fusion-compare.mlir"


def test_bench_line_good():
    text = ("some output\nkfusion-bench: entry=main warmup=5 repeat=100 median-ms=0.1234 "
            "min-ms=0.1200 max-ms=0.1400 ops=3 wall-median-ms=0.2000\n")
    r = parse_bench_line(text)
    assert r == {"entry": "main", "warmup": 5, "repeat": 100, "median_ms": 0.1234,
                 "min_ms": 0.12, "max_ms": 0.14, "ops": 3, "wall_median_ms": 0.2}
    assert isinstance(r["ops"], int) and isinstance(r["median_ms"], float)


def test_bench_line_exponent_and_last_wins():
    text = ("kfusion-bench: entry=a warmup=0 repeat=1 median-ms=1 min-ms=1 max-ms=1 ops=1 "
            "wall-median-ms=1\n"
            "kfusion-bench: entry=pair warmup=1 repeat=2 median-ms=1.5e-03 min-ms=1e-03 "
            "max-ms=2e-03 ops=2 wall-median-ms=0.01\n")
    r = parse_bench_line(text)
    assert r["entry"] == "pair" and r["median_ms"] == pytest.approx(1.5e-3)


@pytest.mark.parametrize("text", [
    "",
    "no benchmark here",
    "kfusion-bench: entry=main warmup=5 repeat=100 median-ms=0.1 min-ms=0.1",  # truncated
    "kfusion-bench: entry=main warmup=5 repeat=100 median-ms=abc min-ms=0.1 max-ms=0.2 "
    "ops=3 wall-median-ms=0.2",                                                 # not a float
])
def test_bench_line_malformed(text):
    with pytest.raises(ValueError) as info:
        parse_bench_line(text)
    assert text in str(info.value) or "malformed" in str(info.value)


PTXAS_REPORT = """\
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'a_b_hfuse' for 'sm_90'
ptxas info    : Function properties for a_b_hfuse
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 15 registers, used 3 barriers, 1536 bytes smem
ptxas info    : Compiling entry function 'heavy' for 'sm_90'
ptxas info    : Function properties for heavy
    40 bytes stack frame, 36 bytes spill stores, 28 bytes spill loads
ptxas info    : Used 32 registers, 380 bytes cmem[0], 8 bytes cmem[2]
"""


def test_ptxas_parse_fixed_report():
    r = parse_ptxas_output(PTXAS_REPORT)
    assert set(r) == {"a_b_hfuse", "heavy"}
    assert r["a_b_hfuse"]["registers"] == 15
    assert r["a_b_hfuse"]["shared_bytes"] == 1536
    assert r["a_b_hfuse"]["barriers"] == 3
    assert r["a_b_hfuse"]["spills"] is False
    h = r["heavy"]
    assert (h["registers"], h["shared_bytes"], h["stack_bytes"]) == (32, 0, 40)
    assert (h["spill_store_bytes"], h["spill_load_bytes"], h["spills"]) == (36, 28, True)
    assert h["constant_bytes"] == {0: 380, 2: 8}


def _need(*names):
    for name in names:
        try:
            tools.find_ptxas() if name == "ptxas" else tools.find_tool(name)
        except ToolError:
            pytest.skip("%s not available" % name)


def test_ptxas_real_run(tmp_path):
    _need("kfusion-opt", "ptxas")
    tools.run_tool(["kfusion-opt", COMPARE, "--kfusion-horizontal-fusion=max-registers=32",
                    "--kfusion-to-cubin=format=ptx",
                    "--kfusion-dump-binaries=output-dir=%s" % tmp_path, "-o", os.devnull])
    ptx = list(tmp_path.glob("*.ptx"))
    assert len(ptx) == 1
    assert ".maxnreg 32" in ptx[0].read_text()
    r = tools.ptxas_resources(ptx[0], chip="sm_90")
    assert "scale_hist_hfuse" in r
    k = r["scale_hist_hfuse"]
    # 128 f32 (512 B) + 256 i32 (1024 B) of workgroup memory; 3 barriers (0, 1, 2).
    assert k["shared_bytes"] == 1536
    assert k["barriers"] == 3
    assert 0 < k["registers"] <= 32
    assert k["spills"] is False


def test_tool_error_carries_command_status_stderr():
    _need("kfusion-opt")
    with pytest.raises(ToolError) as info:
        tools.run_tool(["kfusion-opt", "/nonexistent/file.mlir"])
    err = info.value
    assert err.returncode not in (0, None)
    assert err.command[-1] == "/nonexistent/file.mlir"
    assert err.stderr
    assert "exit status" in str(err)


def test_gpu_preset_from_the_runners_gpu_info(tmp_path, monkeypatch):
    # The preset is read from the name kfusion-runner --gpu-info prints; another GPU, or
    # none (exit status 1), has no preset.
    runner = tmp_path / "kfusion-runner"
    monkeypatch.setenv("KFUSION_BIN", str(tmp_path))
    for line, status, preset in (
            ("NVIDIA H100 80GB HBM3, sm_90, 132 SMs, driver 13.0", 0, "h100"),
            ("NVIDIA H200, sm_90, 132 SMs, driver 13.0", 0, "h200"),
            ("NVIDIA A100-SXM4-80GB, sm_80, 108 SMs, driver 13.0", 0, None),
            ("no CUDA driver (libcuda.so.1: cannot open)", 1, None)):
        runner.write_text("#!/bin/sh\necho '%s'\nexit %d\n" % (line, status))
        runner.chmod(0o755)
        assert tools.gpu_preset() == preset


def test_find_tool_env_and_missing(tmp_path, monkeypatch):
    fake = tmp_path / "kfusion-fake-tool"
    fake.write_text("#!/bin/sh\necho hi\n")
    fake.chmod(0o755)
    monkeypatch.setenv("KFUSION_BIN", str(tmp_path))
    assert tools.find_tool("kfusion-fake-tool") == str(fake)
    assert tools.run_tool(["kfusion-fake-tool"]).stdout == "hi\n"
    with pytest.raises(ToolError) as info:
        tools.find_tool("kfusion-no-such-tool")
    assert info.value.returncode is None
    assert "not found" in str(info.value)

