"""What each mutant is run through: one row per tool and pipeline. Rows whose
passes a build does not have are left out; a kfusion pass that `kfusion-opt
--help` lists and no row uses gets a row of its own, so new passes are
fuzzed from the day they land. To fuzz a new pipeline, add a row to TABLE."""

import os
import re
import resource
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from . import classify as cls


@dataclass(frozen=True)
class Step:
    tool: str                  # file name in the tools directory
    args: Tuple[str, ...]      # {entry} stands for the seed's entry point


@dataclass(frozen=True)
class Target:
    name: str
    steps: Tuple[Step, ...]    # each later step reads the previous one's output
    requires: Tuple[str, ...] = ()   # kfusion-opt passes it needs
    needs_entry: bool = False        # runs kfusion-sim on an entry point


def _opt(*args):
    return Step("kfusion-opt", tuple(args))


_SIM = Step("kfusion-sim", ("-e", "{entry}"))

HFUSE = ("--kfusion-plan-horizontal", "--kfusion-horizontal-fusion", "--kfusion-lower-horizontal")

TABLE: Tuple[Target, ...] = (
    Target("parse", (_opt(),)),
    Target("outline", (_opt("--kfusion-outline-launches"),), ("kfusion-outline-launches",)),
    Target("hfuse-plan-lower", (_opt(*HFUSE),),
           ("kfusion-plan-horizontal", "kfusion-horizontal-fusion", "kfusion-lower-horizontal")),
    Target("hfuse-ptx", (_opt("--kfusion-horizontal-fusion", "--kfusion-to-cubin=format=ptx"),),
           ("kfusion-horizontal-fusion", "kfusion-to-cubin")),
    Target("hfuse-options",
           (_opt("--kfusion-plan-horizontal=window=1 default-trip-count=1",
                 "--kfusion-horizontal-fusion=max-registers=32", "--kfusion-lower-horizontal",
                 "--convert-kfusion-to-nvvm"),),
           ("kfusion-plan-horizontal", "kfusion-horizontal-fusion", "kfusion-lower-horizontal",
            "convert-kfusion-to-nvvm")),
    Target("to-nvvm", (_opt("--convert-kfusion-to-nvvm"),), ("convert-kfusion-to-nvvm",)),
    Target("launch-graph", (_opt("--kfusion-print-launch-graph"),),
           ("kfusion-print-launch-graph",)),
    Target("launch-graph-dot", (_opt("--kfusion-print-launch-graph=format=dot"),),
           ("kfusion-print-launch-graph",)),
    Target("hfuse-serial-sim",
           (_opt("--kfusion-horizontal-fusion=serial=true", "--kfusion-lower-horizontal"), _SIM),
           ("kfusion-horizontal-fusion", "kfusion-lower-horizontal"), needs_entry=True),
    Target("hfuse-staggered-sim",
           (_opt("--kfusion-horizontal-fusion=staggered=true", "--kfusion-lower-horizontal"),
            _SIM),
           ("kfusion-horizontal-fusion", "kfusion-lower-horizontal"), needs_entry=True),
    Target("hfuse-blocks-sim",
           (_opt("--kfusion-horizontal-fusion=blocks=true", "--kfusion-lower-horizontal"), _SIM),
           ("kfusion-horizontal-fusion", "kfusion-lower-horizontal"), needs_entry=True),
    Target("stencil", (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion")),
    Target("stencil-ptx", (_opt("--kfusion-stencil-fusion", "--kfusion-to-cubin=format=ptx"),),
           ("kfusion-stencil-fusion", "kfusion-to-cubin")),
    Target("runner-lower", (Step("kfusion-runner", ("--lower-only", "--format=ptx")),)),
    Target("sim", (_SIM,), needs_entry=True),
    # Another schedule: random order, short quanta, one resident block.
    Target("sim-random", (Step("kfusion-sim", ("-e", "{entry}", "--schedule=random", "--seed=3",
                                               "--quantum=5", "--sms=1", "--blocks-per-sm=1")),),
           needs_entry=True),
    Target("hfuse-sim", (_opt(*HFUSE), _SIM),
           ("kfusion-plan-horizontal", "kfusion-horizontal-fusion", "kfusion-lower-horizontal"),
           needs_entry=True),
    Target("blocking-memory-sim", (_opt("--kfusion-lower-blocking-memory-ops"), _SIM),
           ("kfusion-lower-blocking-memory-ops",), needs_entry=True),
    Target("stencil-sim", (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion"), needs_entry=True),
    # The benchmarks' settings: the default rows of points per thread (8 for deep tiles,
    # else 4 where the grid allows), 32-bit kernel indices.
    Target("stencil-rows-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion",
                 "--kfusion-to-cubin=format=ptx bare-ptr=true index-bitwidth=32"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # One point per thread (no longer the default), and eight in runs of three rows
    # (partial last runs, idle lanes, padded arrays), on the interpreter.
    Target("stencil-one-sim",
           (_opt("--kfusion-plan-stencil=points-per-thread=1",
                 "--kfusion-stencil-fusion=points-per-thread=1"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion"), needs_entry=True),
    Target("stencil-rows-sim",
           (_opt("--kfusion-plan-stencil=points-per-thread=8",
                 "--kfusion-stencil-fusion=points-per-thread=8",
                 "--kfusion-lower-tiles=rows-per-run=3"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    # Late reads prefetched at the kernel's start (a copy of a tile reduced to addresses):
    # on the interpreter, and down to PTX prefetches.
    Target("stencil-prefetch-sim",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion",
                 "--kfusion-lower-tiles=prefetch-late-reads=l2"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-prefetch-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion",
                 "--kfusion-to-cubin=format=ptx prefetch-late-reads=l1"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # Every single reader staged, and the stages' copies asynchronous (cp.async): on the
    # interpreter (copies completed by their waits), and down to PTX with 32-bit indices.
    Target("stencil-async-sim",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=stage-single-readers=always",
                 "--kfusion-lower-tiles=stage-async=true"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-async-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=stage-single-readers=always",
                 "--kfusion-to-cubin=format=ptx stage-async=true bare-ptr=true "
                 "index-bitwidth=32"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # Register tiles (each thread columns x rows of every member, temporaries in
    # private arrays, halos recomputed; staged inputs read in vectors from a TMA window):
    # on the interpreter with 2 columns (a block's threads along x, often 32, divide),
    # and down to PTX with 32-bit indices.
    Target("stencil-registers-sim",
           (_opt("--kfusion-plan-stencil=points-per-thread=4",
                 "--kfusion-stencil-fusion=points-per-thread=4 stage-single-readers=always",
                 "--kfusion-lower-tiles=register-tiles=always stage-tma=always "
                 "register-columns=2"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-registers-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=stage-single-readers=always",
                 "--kfusion-to-cubin=format=ptx register-tiles=always bare-ptr=true "
                 "index-bitwidth=32"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # Register tiles streamed along y (2 tiles a block where the grid divides, each TMA
    # window double-buffered): on the interpreter (its mbarrier phases and the loop's
    # barrier checked) and down to PTX with 32-bit indices.
    Target("stencil-stream-sim",
           (_opt("--kfusion-plan-stencil=points-per-thread=4",
                 "--kfusion-stencil-fusion=points-per-thread=4 stage-single-readers=always",
                 "--kfusion-lower-tiles=register-tiles=always stage-tma=always "
                 "register-columns=2 stream-tiles=2"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-stream-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=stage-single-readers=always",
                 "--kfusion-to-cubin=format=ptx register-tiles=always stream-tiles=2 "
                 "bare-ptr=true index-bitwidth=32"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # Streamed rows (a block a row of threads walking the rows of a strip, each member at
    # its lag, the values read across columns through double-buffered workgroup memory):
    # on the interpreter (its races and the stores of each point checked) with short
    # segments, and down to PTX with 32-bit indices.
    Target("stencil-stream-rows-sim",
           (_opt("--kfusion-plan-stencil=points-per-thread=4",
                 "--kfusion-stencil-fusion=points-per-thread=4 stage-single-readers=always",
                 "--kfusion-lower-tiles=stream-rows=5 stream-columns=64"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-stream-rows-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=stage-single-readers=always",
                 "--kfusion-to-cubin=format=ptx stream-rows=16 bare-ptr=true "
                 "index-bitwidth=32"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # Register tiles whose interior blocks store rows as vectors (vector-stores=always),
    # on the interpreter (which checks each vector store's alignment) and down to PTX.
    Target("stencil-vector-stores-sim",
           (_opt("--kfusion-plan-stencil=points-per-thread=4",
                 "--kfusion-stencil-fusion=points-per-thread=4 stage-single-readers=always",
                 "--kfusion-lower-tiles=register-tiles=always vector-stores=always"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-vector-stores-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=stage-single-readers=always",
                 "--kfusion-to-cubin=format=ptx register-tiles=always vector-stores=always "
                 "bare-ptr=true index-bitwidth=32"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # Halos exchanged through distributed shared memory in clusters of 2 (where a
    # dimension's grid divides), lowered, on the interpreter (its clusters, cluster
    # barriers and remote loads checked), and down to PTX (mapa, ld.shared::cluster).
    Target("stencil-exchange-sim",
           (_opt("--kfusion-plan-stencil=halo-exchange=always cluster-size=2",
                 "--kfusion-stencil-fusion=halo-exchange=always cluster-size=2",
                 "--kfusion-lower-tiles"), _SIM),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-lower-tiles"),
           needs_entry=True),
    Target("stencil-exchange-ptx",
           (_opt("--kfusion-plan-stencil", "--kfusion-stencil-fusion=halo-exchange=always cluster-size=2",
                 "--kfusion-to-cubin=format=ptx"),),
           ("kfusion-plan-stencil", "kfusion-stencil-fusion", "kfusion-to-cubin")),
    # The one planner on programs of launches (its stencil, horizontal and unfused
    # candidates built, lowered and projected; the fastest kept), then on the interpreter.
    Target("fuse", (_opt("--kfusion-fuse=device=h200"),), ("kfusion-fuse",)),
    Target("fuse-sim", (_opt("--kfusion-fuse=device=h200"), _SIM), ("kfusion-fuse",),
           needs_entry=True),
)

# Passes listed by --help that get no row of their own, and why.
EXCLUDED = {
    "kfusion-dump-binaries": "writes files to a directory; its input is lowered IR",
}

_PASS = re.compile(r"^\s{4,8}--((?:convert-)?kfusion-[\w-]+)\b", re.M)
_FLAG = re.compile(r"^\s+--?([\w-]+)", re.M)


def listed_passes(help_text: str) -> List[str]:
    """The kfusion passes and pipelines a `kfusion-opt --help` lists."""
    return sorted(set(_PASS.findall(help_text)))


def select(help_text: str, table: Sequence[Target] = TABLE) -> Tuple[List[Target], List[str]]:
    """The rows this build can run, plus a row per listed pass no row uses;
    and the notes on what was left out."""
    passes = set(listed_passes(help_text))
    chosen, notes = [], []
    for target in table:
        missing = [p for p in target.requires if p not in passes]
        if missing:
            notes.append("%s: left out, kfusion-opt lacks %s" % (target.name, ", ".join(missing)))
        else:
            chosen.append(target)
    used = {p for t in chosen for p in t.requires}
    for name in sorted(passes - used):
        if name in EXCLUDED:
            notes.append("%s: not fuzzed, %s" % (name, EXCLUDED[name]))
            continue
        chosen.append(Target("pass:" + name, (_opt("--" + name),), (name,)))
    return chosen, notes


@dataclass
class Limits:
    """Time and memory of one step (seconds scale for slow builds)."""
    opt_timeout: float = 30.0
    sim_time_limit: float = 10.0
    sim_max_steps: int = 5_000_000
    sim_max_memory: int = 1 << 30
    address_space: Optional[int] = 4 << 30   # RLIMIT_AS; None under ASan
    scale: float = 1.0

    def timeout(self, tool: str) -> float:
        if tool == "kfusion-sim":
            # The watchdog of --time-limit fires at 2x + grace; leave room.
            return self.scale * (3 * self.sim_time_limit + 10)
        return self.scale * self.opt_timeout


@dataclass
class Tools:
    directory: str
    sim_flags: Tuple[str, ...] = ()
    sanitized: bool = False
    env: Dict[str, str] = field(default_factory=dict)

    def path(self, tool: str) -> str:
        return os.path.join(self.directory, tool)


def _is_sanitized(binary: str) -> bool:
    try:
        with open(binary, "rb") as f:
            return b"__asan_init" in f.read()
    except OSError:
        return False


def discover(directory: str) -> Tuple[Tools, str]:
    """The tools of `directory` and `kfusion-opt --help`."""
    tools = Tools(os.path.abspath(directory))
    for tool in ("kfusion-opt", "kfusion-sim"):
        if not os.access(tools.path(tool), os.X_OK):
            raise SystemExit("kfuzz: %s not found in %s (build first)" % (tool, directory))
    tools.sanitized = _is_sanitized(tools.path("kfusion-opt"))
    env = dict(os.environ)
    symbolizer = "/usr/lib/llvm-22/bin/llvm-symbolizer"
    if os.path.exists(symbolizer):
        env.setdefault("LLVM_SYMBOLIZER_PATH", symbolizer)
        env.setdefault("ASAN_SYMBOLIZER_PATH", symbolizer)
    env.setdefault("ASAN_OPTIONS", "detect_leaks=0:abort_on_error=0:handle_abort=1:"
                                   "max_allocation_size_mb=4096:allocator_may_return_null=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
    env["LC_ALL"] = "C"
    tools.env = env
    help_text = subprocess.run([tools.path("kfusion-opt"), "--help"], capture_output=True,
                               text=True, env=env, timeout=120).stdout
    sim_help = subprocess.run([tools.path("kfusion-sim"), "--help"], capture_output=True,
                              text=True, env=env, timeout=120).stdout
    tools.sim_flags = tuple(sorted(set(_FLAG.findall(sim_help))))
    return tools, help_text


@dataclass
class StepRun:
    command: List[str]
    returncode: Optional[int]
    stderr: str
    seconds: float
    timed_out: bool


def limit_resources(address_space: Optional[int]):
    """Core files off and, unless None, an address-space limit, for this
    process and so for every tool it starts (set once: a preexec_fn is not
    safe with the worker threads)."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if address_space:
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard == resource.RLIM_INFINITY or hard > address_space:
            resource.setrlimit(resource.RLIMIT_AS, (address_space, hard))


def _run(command: List[str], timeout: float, env) -> StepRun:
    start = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=env, start_new_session=True)
    try:
        _, err = process.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        _, err = process.communicate()
        timed_out = True
    text = err.decode("utf-8", errors="replace")
    if len(text) > 200_000:
        text = text[:100_000] + "\n...\n" + text[-100_000:]
    return StepRun(command, None if timed_out else process.returncode, text,
                   time.monotonic() - start, timed_out)


def step_command(tools: Tools, step: Step, input_path: str, output_path: Optional[str],
                 entry: Optional[str], limits: Limits, entry_args: bool = False) -> List[str]:
    command = [tools.path(step.tool), input_path]
    command += [a.replace("{entry}", entry or "main") for a in step.args]
    if step.tool == "kfusion-sim":
        if entry_args:
            # An entry with memref arguments runs in equivalence mode, here
            # against itself: random inputs, both runs, every argument compared.
            command.append("--compare=" + input_path)
        wanted = [("max-steps", str(limits.sim_max_steps)),
                  ("livelock-steps", str(min(limits.sim_max_steps, 50_000_000))),
                  ("time-limit", "%g" % (limits.sim_time_limit * limits.scale)),
                  ("max-memory", str(limits.sim_max_memory))]
        command += ["--%s=%s" % (k, v) for k, v in wanted if k in tools.sim_flags]
    elif step.tool == "kfusion-runner":
        command += ["--dump-lowered=" + (output_path or os.devnull)]
    else:
        command += ["-o", output_path or os.devnull]
    return command


@dataclass
class TargetRun:
    """The outcome of a target on one input: that of its first step that did
    not succeed (or of the last step)."""
    target: str
    outcome: str
    signature: str
    step: int
    command: List[str]
    stderr: str
    seconds: float
    slow: bool = False


def run_target(tools: Tools, target: Target, text: str, entry: Optional[str],
               limits: Limits, workdir: str, confirm: bool = True,
               entry_args: bool = False) -> TargetRun:
    """Runs `target` on `text`. A timeout is confirmed by a second run with
    twice the time (a loaded machine is not a hang); if that one ends, the
    run counts with its outcome, marked slow."""
    fd, current = tempfile.mkstemp(suffix=".mlir", dir=workdir)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    files = [current]
    total = 0.0
    try:
        for k, step in enumerate(target.steps):
            last = k == len(target.steps) - 1
            output = None
            if not last:
                fd, output = tempfile.mkstemp(suffix=".mlir", dir=workdir)
                os.close(fd)
                files.append(output)
            command = step_command(tools, step, current, output, entry, limits, entry_args)
            run = _run(command, limits.timeout(step.tool), tools.env)
            slow = False
            if run.timed_out and confirm:
                run = _run(command, 2 * limits.timeout(step.tool), tools.env)
                slow = not run.timed_out
            total += run.seconds
            outcome, signature = cls.classify(run.returncode, run.stderr, run.timed_out)
            if outcome == cls.HANG:
                signature = "timeout in %s (step %d)" % (step.tool, k + 1)
            if outcome != cls.OK or last:
                return TargetRun(target.name, outcome, signature, k, command, run.stderr,
                                 total, slow)
            current = output
        raise AssertionError("unreachable")
    finally:
        for path in files:
            try:
                os.unlink(path)
            except OSError:
                pass
