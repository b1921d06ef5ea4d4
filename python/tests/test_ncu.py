# Tests of kfusion.ncu, the one reader of Nsight Compute's CSV output the bench scripts
# share: both forms ncu writes (a metrics log, a report's raw page), units converted
# whatever ncu printed, the stall reasons, the cells; and the tables of bench/gemm/ncu.sh
# and bench/stencil/ncu.sh (their Python run as the scripts run it) on pages of that form.
"""Tests of the Nsight Compute CSV readers."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "python"))

from kfusion import ncu  # noqa: E402

LOG_HEAD = ('"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream",'
            '"Block Size","Grid Size","Device","CC","Section Name","Metric Name",'
            '"Metric Unit","Metric Value"\n')


def log_row(launch, kernel, metric, unit, value):
    return ('"%d","1","kfusion-runner","h","%s","1","7","(256, 1, 1)","(8, 48, 1)","0",'
            '"9.0","Command line profiler metrics","%s","%s","%s"\n'
            % (launch, kernel, metric, unit, value))


RAW_IDS = ["ID", "Process ID", "Process Name", "Host Name", "Kernel Name", "Context",
           "Stream", "Device", "CC"]


def raw_page(metrics, launches):
    """A raw page: `metrics` [(name, unit)], `launches` [(kernel, [values])]."""
    head = RAW_IDS + [m for m, _ in metrics]
    units = [""] * len(RAW_IDS) + [u for _, u in metrics]
    lines = [head, units] + [
        [str(i), "1", "kfusion-runner", "h", kernel, "1", "7", "0", "9.0"] + values
        for i, (kernel, values) in enumerate(launches)]
    return "".join(",".join('"%s"' % c for c in line) + "\n" for line in lines)


def test_metrics_log_launches_and_units(tmp_path):
    """A metrics log: ncu's own lines left out, a launch's rows grouped by its ID in launch
    order, values read through thousands separators and converted from the unit ncu chose
    (ns / us / ms, byte / Kbyte / Mbyte); the last launch of a kernel launched twice."""
    log = tmp_path / "p.csv"
    log.write_text("==PROF== Connected to process 1\n" + LOG_HEAD
                   + log_row(0, "k_gemm", "gpu__time_duration.sum", "usecond", "99.50")
                   + log_row(0, "k_gemm", "dram__bytes_read.sum", "Gbyte", "0.16")
                   + log_row(1, "k_thread", "gpu__time_duration.sum", "nsecond", "7,900")
                   + log_row(1, "k_thread", "dram__bytes_read.sum", "Kbyte", "512")
                   + "kernel output line\n"
                   + log_row(2, "k_gemm", "gpu__time_duration.sum", "msecond", "0.1")
                   + "==PROF== Disconnected from process 1\n")
    launches = ncu.read_metrics_log(log)
    assert [l.kernel for l in launches] == ["k_gemm", "k_thread", "k_gemm"]
    assert ncu.value(launches[0], "gpu__time_duration.sum", "usecond") == 99.5
    assert ncu.value(launches[0], "dram__bytes_read.sum", "Mbyte") == pytest.approx(160.0)
    assert ncu.value(launches[1], "gpu__time_duration.sum", "usecond") == 7.9
    assert ncu.value(launches[1], "dram__bytes_read.sum", "byte") == 512e3
    last = ncu.last_launches(launches)
    assert list(last) == ["k_gemm", "k_thread"]
    assert ncu.value(last["k_gemm"], "gpu__time_duration.sum", "usecond") == 100.0


def test_raw_page_cells_and_stalls(tmp_path):
    """A raw page: units from its second row, the first of several names a launch has a
    number for, "-" where it has none, ncu's text where it is not a number, a factor, and
    the top stall reasons largest first."""
    page = tmp_path / "ours-g-raw.csv"
    page.write_text(raw_page(
        [("gpu__time_duration.sum", "msecond"), ("launch__grid_size", ""),
         ("sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active", "%"),
         ("sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active", "%"),
         ("launch__func_cache_config", ""), ("smsp__inst_executed.sum", "inst"),
         (ncu.STALL_PREFIX + "long_scoreboard" + ncu.STALL_SUFFIX, ""),
         (ncu.STALL_PREFIX + "barrier" + ncu.STALL_SUFFIX, ""),
         (ncu.STALL_PREFIX + "wait" + ncu.STALL_SUFFIX, ""),
         (ncu.STALL_PREFIX + "math_pipe_throttle" + ncu.STALL_SUFFIX, "")],
        [("gemm_kernel", ["0.1213", "132", "n/a", "71.5", "CachePreferNone", "12,345,678",
                          "1.25", "3.50", "0.75", "n/a"])]))
    [launch] = ncu.read_raw_page(page)
    assert launch.kernel == "gemm_kernel"
    tensor = ["sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active",
              "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active"]
    assert ncu.cell(launch, "gpu__time_duration.sum", "usecond") == "121.3"
    assert ncu.cell(launch, "launch__grid_size") == "132"
    assert ncu.cell(launch, tensor) == "71.5"
    assert ncu.cell(launch, "launch__func_cache_config") == "CachePreferNone"
    assert ncu.cell(launch, "smsp__inst_executed.sum", 1e-6) == "12.3"
    assert ncu.cell(launch, "lts__t_bytes.sum", "Mbyte") == "-"
    assert ncu.top_stalls(launch, 2) == "barrier 3.50, long_scoreboard 1.25"


def test_raw_page_of_a_failed_profile(tmp_path):
    """ncu's error in place of a page (the program failed, nothing profiled): no launches."""
    page = tmp_path / "x-raw.csv"
    page.write_text("==ERROR== The application returned an error code (1).\n"
                    "==WARNING== No kernels were profiled.\n")
    assert ncu.read_raw_page(page) == []


def test_units_of_different_quantities_refused():
    """A time is not converted to bytes, nor a unit ncu never prints; a value without a unit
    is taken as already in the wanted one."""
    with pytest.raises(ValueError, match="cannot convert nsecond to Mbyte"):
        ncu.convert(1.0, "nsecond", "Mbyte")
    with pytest.raises(ValueError, match="cannot convert furlong to usecond"):
        ncu.convert(1.0, "furlong", "usecond")
    assert ncu.convert(3.0, "", "usecond") == 3.0
    assert ncu.convert(2.5, "Tbyte/second", "Gbyte/second") == 2500.0


def script_python(script):
    """The Python a bench script runs on its ncu pages (its `python3 - "$OUT" <<'EOF'`)."""
    text = (REPO / script).read_text()
    m = re.search(r"python3 - \"\$OUT\" <<'EOF'[^\n]*\n(.*?)\nEOF\n", text, re.S)
    assert m, script
    return m.group(1)


def run_table(script, out):
    proc = subprocess.run([sys.executable, "-", str(out)], input=script_python(script),
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_gemm_ncu_table(tmp_path):
    """bench/gemm/ncu.sh's table: a row per GEMM, side and kernel, cuBLAS's beside ours,
    microseconds from ncu's unit, L2 megabytes from bytes, the top three stalls; a GEMM whose
    profile failed says where its log is."""
    (tmp_path / "prof").mkdir()
    metrics = [("launch__grid_size", ""), ("gpu__time_duration.sum", "usecond"),
               ("lts__t_bytes.sum", "byte"),
               (ncu.STALL_PREFIX + "wait" + ncu.STALL_SUFFIX, "")]
    (tmp_path / "prof" / "ours-gpt3_up_m512-raw.csv").write_text(
        raw_page(metrics, [("step_k0_gemm", ["128", "116.5", "1,234,500,000", "2.00"])]))
    (tmp_path / "prof" / "cublas-gpt3_up_m512-raw.csv").write_text(
        raw_page(metrics, [("nvjet_tst_128x192", ["132", "110.25", "999,000", "1.50"])]))
    (tmp_path / "prof" / "ours-gpt3_down_m512-raw.csv").write_text("==ERROR== failed\n")
    table = run_table("bench/gemm/ncu.sh", tmp_path).splitlines()
    assert table[0].startswith("| GEMM | side | kernel | grid | block | cluster | regs |")
    assert "| gpt3_down_m512 | ours | (no profile: prof/ours-gpt3_down_m512.log) |" in table
    assert ("| gpt3_up_m512 | cublas | nvjet_tst_128x192 | 132 | - | - | - | 110.2 | - | - "
            "| - | 1.0 | - | - | wait 1.50 |") in table
    assert ("| gpt3_up_m512 | ours | step_k0_gemm | 128 | - | - | - | 116.5 | - | - | - "
            "| 1234.5 | - | - | wait 2.00 |") in table


def test_stencil_ncu_table(tmp_path):
    """bench/stencil/ncu.sh's table: each option set's options from machine.txt, GB/s from
    ncu's rate unit, millions of instructions, the top stalls."""
    (tmp_path / "machine.txt").write_text("gpu: H100\noption set 0: 'index-bitwidth=32|'\n")
    (tmp_path / "set-0").mkdir()
    metrics = [("gpu__time_duration.sum", "nsecond"),
               ("dram__bytes.sum.per_second", "Tbyte/second"),
               ("smsp__inst_executed.sum", "inst"),
               (ncu.STALL_PREFIX + "long_scoreboard" + ncu.STALL_SUFFIX, "")]
    (tmp_path / "set-0" / "jacobi-planned-raw.csv").write_text(
        raw_page(metrics, [("jacobi_fused", ["240,300", "2.51", "45,600,000", "6.25"])]))
    table = run_table("bench/stencil/ncu.sh", tmp_path).splitlines()
    assert table[0].startswith("| option set | workload-variant | kernel | duration us |")
    assert ("| 'index-bitwidth=32|' | jacobi-planned | jacobi_fused | 240.3 | - | - | 2510 "
            "| - | - | 45.6 | - | - | - | - | long_scoreboard 6.25 |") in table
