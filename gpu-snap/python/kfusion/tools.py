# kfusion.tools: find the KFusion tools and ptxas, run them with subprocess (a ToolError on
# failure carries the command, exit status and stderr), and parse what they print: the
# kfusion-runner benchmark line and the `ptxas -v` resource report.
"""Locating, running and parsing the output of the KFusion tools and ptxas."""

import os
import re
import shutil
import subprocess
from pathlib import Path

#: The repository root (python/kfusion/tools.py -> the repository).
REPO_ROOT = Path(__file__).resolve().parents[2]


class ToolError(RuntimeError):
    """A tool could not be found, did not finish, or exited with a non-zero status."""

    def __init__(self, command, returncode, stderr, stdout=""):
        self.command = [str(c) for c in command]
        self.returncode = returncode
        self.stderr = stderr or ""
        self.stdout = stdout or ""
        tail = self.stderr.strip().splitlines()[-20:]
        super().__init__(
            "command failed (exit status %s): %s%s" %
            (returncode, " ".join(self.command),
             ("\n" + "\n".join(tail)) if tail else ""))


def find_tool(name):
    """Path of a KFusion tool: $KFUSION_BIN/name, else build/bin/name of this repository,
    else `name` on PATH. Raises ToolError (exit status None) when none exists."""
    candidates = []
    env = os.environ.get("KFUSION_BIN")
    if env:
        candidates.append(Path(env) / name)
    candidates.append(REPO_ROOT / "build" / "bin" / name)
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    found = shutil.which(name)
    if found:
        return found
    raise ToolError([name], None,
                    "%s not found in $KFUSION_BIN, %s or PATH" %
                    (name, REPO_ROOT / "build" / "bin"))


def find_ptxas():
    """Path of ptxas: $PTXAS, else $CUDA_HOME/bin, else /usr/local/cuda/bin, else PATH.
    Raises ToolError when none exists."""
    candidates = []
    if os.environ.get("PTXAS"):
        candidates.append(Path(os.environ["PTXAS"]))
    if os.environ.get("CUDA_HOME"):
        candidates.append(Path(os.environ["CUDA_HOME"]) / "bin" / "ptxas")
    candidates.append(Path("/usr/local/cuda/bin/ptxas"))
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    found = shutil.which("ptxas")
    if found:
        return found
    raise ToolError(["ptxas"], None, "ptxas not found ($PTXAS, $CUDA_HOME/bin, "
                    "/usr/local/cuda/bin or PATH)")


def run_tool(command, check=True, timeout=600, input_text=None):
    """Run `command` (a list; its first element a tool name or path) and return the
    CompletedProcess with text stdout/stderr. A bare tool name is resolved with find_tool.
    With check, a non-zero exit status raises ToolError; a timeout always does."""
    command = [str(c) for c in command]
    if os.sep not in command[0]:
        command[0] = find_tool(command[0])
    try:
        # errors="replace": a tool's output is reported, never a decoding error.
        proc = subprocess.run(command, capture_output=True, text=True,
                              errors="replace", timeout=timeout, input=input_text)
    except subprocess.TimeoutExpired as exc:
        raise ToolError(command, None, "timed out after %s s\n%s" %
                        (timeout, exc.stderr or "")) from exc
    except OSError as exc:
        raise ToolError(command, None, str(exc)) from exc
    if check and proc.returncode != 0:
        raise ToolError(command, proc.returncode, proc.stderr, proc.stdout)
    return proc


def gpu_info():
    """The line `kfusion-runner --gpu-info` prints for the GPU it finds (its name, chip,
    SMs, driver), None without a GPU (exit status 1) or without kfusion-runner."""
    try:
        proc = run_tool(["kfusion-runner", "--gpu-info"], check=False, timeout=120)
    except ToolError:
        return None
    return proc.stdout.strip() if proc.returncode == 0 else None


def has_gpu():
    """True when `kfusion-runner --gpu-info` finds a GPU (exit status 0)."""
    return gpu_info() is not None


def gpu_preset():
    """The kfusion-fuse device preset of the GPU kfusion-runner finds ("h100" or "h200",
    from the name its --gpu-info line gives), None without a GPU or for another GPU."""
    name = (gpu_info() or "").lower()
    return next((preset for preset in ("h200", "h100") if preset in name), None)


_BENCH_RE = re.compile(
    r"kfusion-bench:\s+entry=(?P<entry>\S+)\s+warmup=(?P<warmup>\d+)\s+"
    r"repeat=(?P<repeat>\d+)\s+median-ms=(?P<median>\S+)\s+min-ms=(?P<min>\S+)\s+"
    r"max-ms=(?P<max>\S+)(?:\s+ops=(?P<ops>\d+)\s+wall-median-ms=(?P<wall>\S+))?")


def parse_bench_line(text):
    """Parse the kfusion-runner benchmark line found anywhere in `text`:

        kfusion-bench: entry=main warmup=5 repeat=100 median-ms=0.1234 min-ms=0.12
            max-ms=0.14 ops=3 wall-median-ms=0.2

    or the line a program prints with kfusionBenchReport (no ops / wall-median-ms: None).
    Returns {entry, warmup, repeat, ops} (str/ints) and {median_ms, min_ms, max_ms,
    wall_median_ms} (floats). Raises ValueError, quoting the text, when no such line exists
    or a number does not parse. The last line wins when there are several."""
    matches = list(_BENCH_RE.finditer(text))
    if not matches:
        raise ValueError("no kfusion-bench line in:\n%s" % text)
    m = matches[-1]
    try:
        return {
            "entry": m.group("entry"),
            "warmup": int(m.group("warmup")),
            "repeat": int(m.group("repeat")),
            "median_ms": float(m.group("median")),
            "min_ms": float(m.group("min")),
            "max_ms": float(m.group("max")),
            "ops": int(m.group("ops")) if m.group("ops") else None,
            "wall_median_ms": float(m.group("wall")) if m.group("wall") else None,
        }
    except ValueError as exc:
        raise ValueError("malformed kfusion-bench line %r: %s" % (m.group(0), exc)) from exc


_FUNC_RE = re.compile(r"(?:Compiling entry function|Function properties for)\s+'?([\w.$]+)'?")
_USED_RE = re.compile(r"Used (\d+) registers")
_STACK_RE = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                       r"(\d+) bytes spill loads")


def _empty_resources():
    return {"registers": 0, "shared_bytes": 0, "barriers": 0, "stack_bytes": 0,
            "spill_store_bytes": 0, "spill_load_bytes": 0, "spills": False,
            "constant_bytes": {}}


def parse_ptxas_output(text):
    """Parse the resource report `ptxas -v` writes to stderr, e.g.

        ptxas info    : Compiling entry function 'scale_hist_hfuse' for 'sm_90'
        ptxas info    : Function properties for scale_hist_hfuse
            0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
        ptxas info    : Used 15 registers, used 3 barriers, 1536 bytes smem, 380 bytes cmem[0]

    into {function: {registers, shared_bytes (static shared memory only; dynamic shared
    memory is a launch parameter ptxas does not see), barriers, stack_bytes,
    spill_store_bytes, spill_load_bytes, spills (bool), constant_bytes {bank: bytes}}}."""
    result = {}
    current = None
    for line in text.splitlines():
        m = _FUNC_RE.search(line)
        if m:
            current = m.group(1)
            result.setdefault(current, _empty_resources())
            continue
        if current is None:
            continue
        info = result[current]
        m = _STACK_RE.search(line)
        if m:
            info["stack_bytes"] = int(m.group(1))
            info["spill_store_bytes"] = int(m.group(2))
            info["spill_load_bytes"] = int(m.group(3))
            info["spills"] = info["spill_store_bytes"] + info["spill_load_bytes"] > 0
            continue
        m = _USED_RE.search(line)
        if m:
            info["registers"] = int(m.group(1))
            b = re.search(r"used (\d+) barriers", line)
            if b:
                info["barriers"] = int(b.group(1))
            s = re.search(r"(\d+) bytes smem", line)
            if s:
                info["shared_bytes"] = int(s.group(1))
            for nbytes, bank in re.findall(r"(\d+) bytes cmem\[(\d+)\]", line):
                info["constant_bytes"][int(bank)] = int(nbytes)
    return result


def ptxas_resources(ptx_path, chip="sm_90", extra_options=()):
    """Run `ptxas -v -arch=<chip>` on a PTX file and return parse_ptxas_output of its
    stderr: {kernel: {registers, shared_bytes, spills, ...}}. Raises ToolError when ptxas
    is missing or fails."""
    ptxas = find_ptxas()
    command = [ptxas, "-v", "-arch=%s" % chip, *extra_options, str(ptx_path),
               "-o", os.devnull]
    proc = run_tool(command, timeout=300)
    resources = parse_ptxas_output(proc.stderr + proc.stdout)
    if not resources:
        raise ToolError(command, proc.returncode,
                        "no function resources in ptxas output:\n" + proc.stderr)
    return resources
