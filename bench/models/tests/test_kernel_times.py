# Tests of bench/models/kernel-times.py (the per-kernel table of gpu-profile.sh) on an ncu
# CSV log of the form ncu writes: its units, thousands separators, profiler lines, and the
# median of each kernel's launches; and that gpu-profile.sh is valid bash.
"""Tests of the per-kernel time table."""

import importlib.util
import subprocess
from pathlib import Path

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
