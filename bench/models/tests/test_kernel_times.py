# Tests of bench/models/kernel-times.py (the per-kernel table of gpu-profile.sh) on an ncu
# CSV log of the form ncu writes: its units, thousands separators, profiler lines, and the
# median of each kernel's launches; and that gpu-profile.sh is valid bash.
"""Tests of the per-kernel time table."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

MODELS_DIR = Path(__file__).resolve().parents[1]

spec = importlib.util.spec_from_file_location("kernel_times", MODELS_DIR / "kernel-times.py")
kernel_times = importlib.util.module_from_spec(spec)
spec.loader.exec_module(kernel_times)

HEADER = ('"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream",'
          '"Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit",'
          '"Metric Value"\n')


def row(i, name, unit, value):
    return ('"%d","1","kfusion-runner","h","%s","1","7","(256, 1, 1)","(8, 48, 1)","0","9.0",'
            '"Command line profiler metrics","gpu__time_duration.sum","%s","%s"\n'
            % (i, name, unit, value))


def test_table_per_kernel_and_composition(tmp_path):
    """Each kernel's median over its launches (microseconds from ns / us / ms), sorted by
    time, its composition from the name, the shares and the total."""
    log = tmp_path / "gpt2.csv"
    log.write_text("==PROF== Connected to process 1\n" + HEADER
                   + row(0, "step_k0_block", "usecond", "10.00")
                   + row(1, "step_k1_attention", "nsecond", "80,000")
                   + row(2, "step_k0_block", "usecond", "12.00")
                   + row(3, "step_k1_attention", "msecond", "0.07")
                   + row(4, "step_k0_block", "usecond", "11.00")
                   + row(5, "step_k1_attention", "nsecond", "90,000")
                   + "==PROF== Disconnected from process 1\n")
    rows = kernel_times.read(str(log))
    assert rows[1] == ("step_k1_attention", 80.0)
    text = kernel_times.table("gpt2.csv", rows)
    lines = text.splitlines()
    assert lines[0] == "### gpt2.csv: 91.0 us in 2 kernels (each kernel's median over 3 launches)"
    assert lines[4] == "| step_k1_attention | attention | 80.0 | 88% |"
    assert lines[5] == "| step_k0_block | block | 11.0 | 12% |"
    assert "by composition: attention 80.0 us (88%), block 11.0 us (12%)" in text


def test_profile_script_is_valid_bash():
    """gpu-profile.sh parses (it runs only on a GPU machine)."""
    subprocess.run(["bash", "-n", str(MODELS_DIR / "gpu-profile.sh")], check=True)


def test_projections_beside_the_measured_kernels(tmp_path):
    """--estimates: each kernel's projection from kfusion-estimate's remarks (the first
    launch of a kernel launched twice), projected / measured, and the median error per
    program and overall; a kernel with no projection shows dashes and counts in no median.
    --json keeps the measured medians and --measured reads them back to the same table."""
    (tmp_path / "ncu").mkdir()
    (tmp_path / "ncu" / "gpt2.csv").write_text(
        HEADER + row(0, "step_k0_block", "usecond", "10.00")
        + row(1, "step_k1_gemm", "usecond", "40.00")
        + row(2, "step_k2_thread", "usecond", "4.00"))
    (tmp_path / "est").mkdir()
    (tmp_path / "est" / "gpt2.txt").write_text(
        "f.mlir:3:5: remark: projected 12.00 us (DRAM) for @step_k0_block: issue 1.00, L1 "
        "1.00 us; grid 8 x 256 threads\n"
        "f.mlir:4:5: remark: projected 28.00 us (tensor) for @step_k1_gemm: issue 1.00\n"
        "f.mlir:9:5: remark: projected 99.00 us (tensor) for @step_k1_gemm: issue 1.00\n"
        "f.mlir:1:1: remark: @step projected 50.00 us in 3 launches\n")
    measured = tmp_path / "kernels.json"
    argv = ["--estimates", str(tmp_path / "est")]
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        kernel_times.main(argv + ["--json", str(measured), str(tmp_path / "ncu" / "gpt2.csv")])
    text = out.getvalue()
    assert "| step_k1_gemm | gemm | 40.0 | 74% | 28.0 | tensor | 0.70 |" in text
    assert "| step_k0_block | block | 10.0 | 19% | 12.0 | DRAM | 1.20 |" in text
    assert "| step_k2_thread | thread | 4.0 | 7% | - | - | - |" in text
    # Errors 0.30 and 0.20: median 0.25, one within 25%.
    assert "| gpt2 | 2 | 0.25 | 1 | 0.70 .. 1.20 |" in text
    assert "| all gemm | 1 | 0.30 | 0 | 0.70 .. 0.70 |" in text
    assert "| **all** | 2 | 0.25 | 1 | 0.70 .. 1.20 |" in text
    import json
    assert json.loads(measured.read_text()) == {
        "gpt2": {"step_k0_block": 10.0, "step_k1_gemm": 40.0, "step_k2_thread": 4.0}}
    again = io.StringIO()
    with contextlib.redirect_stdout(again):
        kernel_times.main(argv + ["--measured", str(measured)])
    assert "| **all** | 2 | 0.25 | 1 | 0.70 .. 1.20 |" in again.getvalue()
    assert "(each kernel's median)" in again.getvalue()


def test_traced_launches_against_projections_with_their_launch(tmp_path):
    """--trace: each launch's time is its traced duration plus the gap before it (none
    before the first), the median over the timed runs, named by the fused @step's launch
    order; its projection adds the remark's launch overhead. A trace of a step graph (one
    operation a run) and a remark without the launch field are refused."""
    fused = tmp_path / "fused.mlir"
    fused.write_text("module {\n  func.func @step(%a: memref<4xf32>) {\n"
                     "    %t = gpu.launch_func async [%s] @step_k::@step_k0_block blocks in (%c1)\n"
                     "    %u = gpu.launch_func async [%t] @step_gemm::@step_k1_gemm\n"
                     "    return\n  }\n}\n")
    assert kernel_times.step_kernels(fused.read_text()) == ["step_k0_block", "step_k1_gemm"]
    lines = []
    for region, (d0, gap, d1) in enumerate([(5.0, 1.0, 20.0), (6.0, 1.5, 22.0),
                                            (7.0, 1.0, 21.0)], start=1):
        lines.append("kfusion-timing: region=%d op=0 start-us=0.00 end-us=%.2f" % (region, d0))
        lines.append("kfusion-timing: region=%d op=1 start-us=%.2f end-us=%.2f"
                     % (region, d0 + gap, d0 + gap + d1))
    trace = tmp_path / "bert.trace"
    trace.write_text("\n".join(lines) + "\n")
    per = kernel_times.read_trace(trace.read_text(), ["step_k0_block", "step_k1_gemm"])
    assert per == [("step_k0_block", 6.0), ("step_k1_gemm", 22.0)]
    est = tmp_path / "est"
    est.mkdir()
    (est / "bert.txt").write_text(
        "x.mlir:3:5: remark: projected 3.50 us (L1) for @step_k0_block: issue 1.00, ..., "
        "8 resident per SM; launch 2.50 us\n"
        "x.mlir:4:5: remark: projected 19.50 us (tensor) for @step_k1_gemm: issue 1.00, ..., "
        "1 resident per SM; launch 2.50 us\n"
        "x.mlir:5:5: remark: projected 33.73 us (GEMM model) for @step_k2_gemm: issue 1.00, "
        "..., 1 resident per SM; launch 2.50 us\n")
    # A GEMM kernel at the GEMM model's time: a bound of two words.
    assert kernel_times.read_estimates(est / "bert.txt") == {
        "step_k0_block": (3.5, "L1"), "step_k1_gemm": (19.5, "tensor"),
        "step_k2_gemm": (33.73, "GEMM model")}
    assert kernel_times.read_estimates(est / "bert.txt", with_launch=True) == {
        "step_k0_block": (6.0, "L1"), "step_k1_gemm": (22.0, "tensor"),
        "step_k2_gemm": (36.23, "GEMM model")}
    out = subprocess.run(
        [sys.executable, str(MODELS_DIR / "kernel-times.py"), "--trace", "bert", str(trace),
         str(fused), "--estimates", str(est)], capture_output=True, text=True, check=True).stdout
    assert "### bert (traced: each launch with the gap before it" in out
    assert "| step_k1_gemm | gemm | 22.0 | 79% | 22.0 | tensor | 1.00 |" in out
    assert "| **all** | 2 | 0.00 | 2 | 1.00 .. 1.00 |" in out
    graph = tmp_path / "graph.trace"
    graph.write_text("kfusion-timing: region=1 op=0 start-us=0.00 end-us=30.00\n")
    with pytest.raises(ValueError, match="KFUSION_CUDA_GRAPH=0"):
        kernel_times.read_trace(graph.read_text(), ["step_k0_block", "step_k1_gemm"])
    (est / "old.txt").write_text("x.mlir:3:5: remark: projected 3.50 us (L1) for "
                                 "@step_k0_block: issue 1.00, 8 resident per SM\n")
    with pytest.raises(ValueError, match="no launch overhead"):
        kernel_times.read_estimates(est / "old.txt", with_launch=True)
