# kfusion.model_checks: what the model fixtures and kfusion-import-torch --check run on an
# imported program, through the tools only (no torch): its ops by kind, upstream's
# reference lowering on kfusion-sim against PyTorch's saved output, kfusion-stitch-to-gpu
# (its kernels and its diagnostics as the tool prints them, or its refusal) and the
# stitched program against PyTorch's output and the reference.
"""Checks of imported linalg programs with kfusion-opt, mlir-opt 22 and kfusion-sim."""

import os
import re
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .tools import ToolError, find_ptxas, run_tool

#: Upstream's reference lowering of a linalg-on-tensors program to CPU loops on memrefs
#: (docs/stitch.md, "Pipeline"): the function keeps its name, results become
#: out-parameters after the inputs.
REFERENCE_PASSES = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-results-to-out-params=modify-public-functions",
    "--convert-linalg-to-loops",
]

#: Tolerances of the comparisons with PyTorch and between programs: sums in another
#: order than PyTorch's kernels, the host's libm for exp/tanh/erf.
RTOL, ATOL = 1e-4, 1e-5

def mlir_opt_22():
    """Debian's MLIR 22 mlir-opt: $MLIR_OPT, else /usr/lib/llvm-22/bin/mlir-opt."""
    path = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
    if not os.access(path, os.X_OK):
        raise ToolError([path], None, "MLIR 22's mlir-opt not found (set $MLIR_OPT)")
    return path


def generic_text(path):
    """The program at `path` printed by kfusion-opt in the generic op form."""
    return run_tool(["kfusion-opt", path, "--mlir-print-op-generic"]).stdout


@dataclass
class OpSurvey:
    """The ops of a function: every op by name and the linalg ops by kind. What the stitch
    front end takes or refuses is not judged here: kfusion-stitch-to-gpu says it
    (StitchResult.diagnostics)."""

    ops: Counter = field(default_factory=Counter)
    linalg: Counter = field(default_factory=Counter)

    @property
    def linalg_ops(self):
        return sum(self.linalg.values())


def survey_ops(text):
    """An OpSurvey of `text` (generic op form, one function in a module): the ops nested
    in the function, the top-level linalg ops by name (linalg.generic split into parallel
    and reduction ones)."""
    survey = OpSurvey()
    top_indent = None
    for line in text.splitlines():
        found = re.match(r'^( *)(?:%[\w#:]+ = )?"([\w.]+)"\(', line)
        if not found:
            continue
        indent, name = len(found.group(1)), found.group(2)
        if name in ("builtin.module", "func.func"):
            continue
        if top_indent is None:
            top_indent = indent
        survey.ops[name] += 1
        if indent == top_indent and name.startswith("linalg."):
            kind = name
            if name == "linalg.generic":
                kind += " (reduction)" if "iterator_type<reduction>" in line else " (parallel)"
            survey.linalg[kind] += 1
    return survey


#: A diagnostic as MLIR prints it: `file:line:col: severity: message` (the location left
#: out where the op has none).
DIAGNOSTIC = re.compile(r"^(?:(?P<location>\S.*?:\d+(?::\d+)?): )?"
                        r"(?P<severity>error|warning|remark): (?P<message>.*)$")

#: kfusion-stitch's remark per generated kernel: its name, then its ops as `index:class`.
KERNEL_REMARK = re.compile(r"^stitched kernel (?P<name>\S+)(?: \(packed[^)]*\))?: "
                           r"ops \[(?P<ops>[^\]]*)\], (?P<composition>\w+) composition")


@dataclass
class Diagnostic:
    """One error, warning or remark of a tool, as it printed it."""

    location: str
    severity: str
    message: str

    def __str__(self):
        return "%s%s: %s" % (self.location + ": " if self.location else "", self.severity,
                             self.message)


def parse_diagnostics(stderr):
    """The diagnostics in a tool's stderr, in order (the notes and the ops MLIR prints
    after a diagnostic are left out)."""
    found = []
    for line in stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if match:
            found.append(Diagnostic(match.group("location") or "", match.group("severity"),
                                    match.group("message")))
    return found


@dataclass
class StitchResult:
    """kfusion-stitch-to-gpu on one program: the output path and its launches, and every
    diagnostic the tool printed (its plan and kernel remarks, or the error it stopped at:
    it stops at the first)."""

    plan: str
    ok: bool
    kernels: int = 0
    output: str = ""
    diagnostics: list = field(default_factory=list)

    @property
    def errors(self):
        """The errors and warnings, as the tool printed them."""
        return [d for d in self.diagnostics if d.severity != "remark"]

    @property
    def error(self):
        """The message of the first error (the refusal), or empty."""
        errors = [d for d in self.diagnostics if d.severity == "error"]
        return errors[0].message if errors else ""

    @property
    def plan_remark(self):
        """The planner's summary (plan=ilp: ops, candidate patterns, groups, solves)."""
        return next((d.message for d in self.diagnostics if d.severity == "remark" and
                     d.message.startswith("stitch plan ")), "")

    @property
    def stitched_kernels(self):
        """The generated kernels from kfusion-stitch's remarks: (name, op classes,
        composition) each; kernels packed into one launch are listed each."""
        kernels = []
        for d in self.diagnostics:
            match = KERNEL_REMARK.match(d.message) if d.severity == "remark" else None
            if match:
                classes = [op.split(":", 1)[1] for op in match.group("ops").split(", ")]
                kernels.append((match.group("name"), classes, match.group("composition")))
        return kernels


def stitch(path, out_dir, plan="ilp"):
    """Runs kfusion-stitch-to-gpu{plan=...} on `path` into out_dir/<stem>.<plan>.mlir."""
    output = str(Path(out_dir) / ("%s.%s.mlir" % (Path(path).stem, plan)))
    proc = run_tool(["kfusion-opt", path, "--kfusion-stitch-to-gpu=plan=%s" % plan,
                     "-o", output], check=False)
    diagnostics = parse_diagnostics(proc.stderr)
    if proc.returncode != 0:
        if not any(d.severity == "error" for d in diagnostics):
            tail = proc.stderr.strip().splitlines()[-1:] or ["exit %d" % proc.returncode]
            diagnostics.append(Diagnostic("", "error", tail[0]))
        return StitchResult(plan, False, diagnostics=diagnostics)
    text = Path(output).read_text()
    return StitchResult(plan, True, text.count("gpu.launch_func"), output, diagnostics)


def reference(path, out_dir):
    """Upstream's reference lowering of `path` (mlir-opt 22) into out_dir; its path."""
    output = str(Path(out_dir) / ("%s.ref.mlir" % Path(path).stem))
    run_tool([mlir_opt_22(), path] + REFERENCE_PASSES + ["-o", output])
    return output


def sim_expect(program, entry, inputs, expected, rtol=RTOL, atol=ATOL):
    """kfusion-sim `program` on the argument file `inputs` against `expected`: (equal, the
    tool's verdict line)."""
    proc = run_tool(["kfusion-sim", program, "-e", entry, "--inputs=%s" % inputs,
                     "--expect=%s" % expected, "--rtol=%g" % rtol, "--atol=%g" % atol],
                    check=False)
    line = (proc.stdout.strip() or proc.stderr.strip()).splitlines()
    return proc.returncode == 0, line[-1] if line else "kfusion-sim printed nothing"


def sim_compare(first, second, entry, seed, rtol=RTOL, atol=ATOL):
    """kfusion-sim `first` --compare=`second` on fresh random inputs from `seed`."""
    proc = run_tool(["kfusion-sim", first, "--compare=%s" % second, "-e", entry,
                     "--seed=%d" % seed, "--schedule=random", "--rtol=%g" % rtol,
                     "--atol=%g" % atol], check=False)
    line = (proc.stdout.strip() or proc.stderr.strip()).splitlines()
    return proc.returncode == 0, line[-1] if line else "kfusion-sim printed nothing"


@dataclass
class ProgramCheck:
    """Everything checked of one imported program (check_program)."""

    survey: OpSurvey
    reference: tuple = None   # (equal, line) against PyTorch's output, when given
    stitched: dict = field(default_factory=dict)   # plan -> StitchResult
    pytorch: dict = field(default_factory=dict)    # plan -> (equal, line) vs PyTorch's output
    equal: dict = field(default_factory=dict)      # plan -> (equal, line) vs the reference
    lowered: dict = field(default_factory=dict)    # plan -> (ok, line): kfusion-to-cubin

    @property
    def failed(self):
        """A check that ran and found a difference (a refusal is not a failure)."""
        verdicts = list(self.pytorch.values()) + list(self.equal.values()) + \
            list(self.lowered.values())
        return (self.reference is not None and not self.reference[0]) or \
            any(not ok for ok, _ in verdicts)

    @property
    def refused(self):
        return any(not r.ok for r in self.stitched.values())


def check_program(path, entry="forward", inputs=None, expected=None, plans=("ilp", "none"),
                  seed=1, work_dir=None):
    """Surveys `path`, checks its reference lowering against `expected` (PyTorch's saved
    output, when given) and, per plan, kfusion-stitch-to-gpu, the stitched program against
    `expected` and against the reference on fresh random inputs, and its lowering to
    cubin where ptxas is."""
    with tempfile.TemporaryDirectory() as scratch:
        out = work_dir or scratch
        check = ProgramCheck(survey_ops(generic_text(path)))
        ref = reference(path, out)
        if expected:
            check.reference = sim_expect(ref, entry, inputs, expected)
        for plan in plans:
            result = stitch(path, out, plan)
            check.stitched[plan] = result
            if result.ok:
                if expected:
                    check.pytorch[plan] = sim_expect(result.output, entry, inputs, expected)
                check.equal[plan] = sim_compare(ref, result.output, entry, seed)
                if has_ptxas():
                    check.lowered[plan] = lower_to_cubin(result.output)
        return check


def has_ptxas():
    try:
        find_ptxas()
        return True
    except ToolError:
        return False


def lower_to_cubin(path):
    """kfusion-to-cubin on a stitched program (ptxas assembles the kernels): (ok, line)."""
    proc = run_tool(["kfusion-opt", path, "--kfusion-to-cubin", "-o", os.devnull], check=False)
    if proc.returncode == 0:
        return True, "lowered to cubin"
    errors = [l for l in proc.stderr.splitlines() if "error" in l]
    return False, "kfusion-to-cubin failed: %s" % (errors[0] if errors else proc.returncode)


def _classes(kinds):
    """'elementwise 3, row reduction 1' of a list of op classes."""
    return ", ".join("%s %d" % kv for kv in sorted(Counter(kinds).items()))


def describe(check, name):
    """The report lines of one ProgramCheck. What stitching did or refused is what
    kfusion-stitch-to-gpu printed: its errors and warnings verbatim, its plan remark, and
    its kernel remarks summed up (the kernels of one op: what it did not fuse)."""
    s = check.survey
    lines = ["%s:" % name,
             "  linalg ops (kernels before stitching): %d: %s" % (
                 s.linalg_ops, ", ".join("%s %d" % kv for kv in sorted(s.linalg.items()))),
             "  other ops: %s" % ", ".join(
                 "%s %d" % kv for kv in sorted(s.ops.items())
                 if not kv[0].startswith(("linalg.", "arith.", "math."))
                 and kv[0] != "func.return")]
    if check.reference is not None:
        lines.append("  reference lowering vs PyTorch: %s" % check.reference[1])
    for plan, result in check.stitched.items():
        if not result.ok:
            lines.append("  stitch plan=%s: refused; kfusion-stitch-to-gpu stops at its first "
                         "error:" % plan)
            lines += ["    %s" % d for d in result.errors]
            continue
        kernels = result.stitched_kernels
        verdicts = ["%d launches, %d stitched kernels" % (result.kernels, len(kernels))]
        if plan in check.pytorch:
            verdicts.append("vs PyTorch: %s" % check.pytorch[plan][1])
        verdicts.append("vs reference: %s" % check.equal[plan][1])
        if plan in check.lowered:
            verdicts.append(check.lowered[plan][1])
        lines.append("  stitch plan=%s: %s" % (plan, "; ".join(verdicts)))
        if result.plan_remark:
            lines.append("    kfusion-plan-stitch: %s" % result.plan_remark)
        alone = [classes[0] for _, classes, _ in kernels if len(classes) == 1]
        if alone and plan != "none":
            lines.append("    kernels of one op: %d (%s)" % (len(alone), _classes(alone)))
        lines += ["    %s" % d for d in result.errors]
    return lines
