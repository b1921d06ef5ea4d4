# kfusion.model_checks: what the model fixtures and kfusion-import-torch --check run on an
# imported program, through the tools only (no torch): its ops by kind, upstream's
# reference lowering on kfusion-sim against PyTorch's saved output, kfusion-stitch-to-gpu
# (its kernels, or its refusal) and the stitched program against the reference.
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

#: What the stitch front end takes at the top level of a function (StitchGraph::build;
#: docs/stitch.md, "Input"); linalg named ops are generalized first.
STITCH_TOP_LEVEL = ("tensor.empty", "arith.constant", "func.return")


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
    """The ops of a function: every op by name, the linalg ops by kind, and what the
    stitch front end's input rules refuse (op name -> (count, reason))."""

    ops: Counter = field(default_factory=Counter)
    linalg: Counter = field(default_factory=Counter)
    refusals: dict = field(default_factory=dict)
    notes: dict = field(default_factory=dict)

    @property
    def linalg_ops(self):
        return sum(self.linalg.values())


def _refuse(survey, op, reason):
    count, _ = survey.refusals.get(op, (0, reason))
    survey.refusals[op] = (count + 1, reason)


def _note(survey, what):
    survey.notes[what] = survey.notes.get(what, 0) + 1


def survey_ops(text):
    """An OpSurvey of `text` (generic op form, one function in a module). The refusals
    mirror StitchGraph::build's rules (docs/stitch.md, "Input") op by op, where the tool
    itself stops at the first; the notes count what the front end accepts but issue 38
    lists as mishandled (constant tensors read as inputs, constant-index maps)."""
    survey = OpSurvey()
    # The affine map aliases by name: their results, e.g. "d0, d1, 0".
    maps = {alias: results for alias, results in
            re.findall(r"^(#map\d*) = affine_map<\([^)]*\) -> \(([^)]*)\)>", text, re.M)}
    constant_tensors = set()
    top_indent = None
    parent = None  # the top-level op whose region we are in
    for line in text.splitlines():
        found = re.match(r'^( *)(?:(%[\w#:]+) = )?"([\w.]+)"\(([^)]*)\)', line)
        if not found:
            continue
        indent, results, name, operands = len(found.group(1)), found.group(2), \
            found.group(3), found.group(4)
        if name in ("builtin.module", "func.func"):
            continue
        if top_indent is None:
            top_indent = indent
        survey.ops[name] += 1
        if indent == top_indent:
            parent = name
            if name.startswith("linalg."):
                kind = name
                if name == "linalg.generic":
                    kind += " (reduction)" if "iterator_type<reduction>" in line \
                        else " (parallel)"
                survey.linalg[kind] += 1
                if results and ":" in results:
                    _refuse(survey, name + " with several results",
                            "one result per linalg op")
                if name == "linalg.softmax":
                    _refuse(survey, name, "not generalizable (an aggregate op)")
                used = [o for o in operands.split(", ") if o in constant_tensors]
                if used:
                    _note(survey, "constant tensors read by linalg ops")
                ids = re.findall(r"#map\d*", line.split("indexing_maps", 1)[-1][:400]) \
                    if "indexing_maps" in line else []
                if any(re.search(r"(^|, )\d+(,|$)", maps.get(m, "")) for m in ids):
                    _note(survey, "linalg ops with constant-index maps")
            elif name == "arith.constant" and "tensor<" in line.split(":")[-1]:
                constant_tensors.add(results)
            elif name not in STITCH_TOP_LEVEL:
                _refuse(survey, name, "not in the stitch input (linalg, tensor.empty, "
                                      "arith.constant on tensors)")
        elif parent and parent.startswith("linalg.") and \
                name.split(".")[0] not in ("arith", "math") and \
                name not in ("linalg.yield", "linalg.index"):
            _refuse(survey, name + " in a linalg body", "arith and math ops only")
    return survey


@dataclass
class StitchResult:
    """kfusion-stitch-to-gpu on one program: the output path and its kernel count, or the
    tool's first error (op and reason as it prints them)."""

    plan: str
    ok: bool
    kernels: int = 0
    output: str = ""
    error: str = ""


def stitch(path, out_dir, plan="ilp"):
    """Runs kfusion-stitch-to-gpu{plan=...} on `path` into out_dir/<stem>.<plan>.mlir."""
    output = str(Path(out_dir) / ("%s.%s.mlir" % (Path(path).stem, plan)))
    proc = run_tool(["kfusion-opt", path, "--kfusion-stitch-to-gpu=plan=%s" % plan,
                     "-o", output], check=False)
    if proc.returncode != 0:
        errors = [l for l in proc.stderr.splitlines() if "error:" in l]
        first = errors[0] if errors else proc.stderr.strip().splitlines()[-1:]
        first = first if isinstance(first, str) else " ".join(first)
        return StitchResult(plan, False, error=re.sub(r"^.*?error: ", "", first))
    text = Path(output).read_text()
    return StitchResult(plan, True, text.count("gpu.launch_func"), output)


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
    equal: dict = field(default_factory=dict)      # plan -> (equal, line) vs the reference
    lowered: dict = field(default_factory=dict)    # plan -> (ok, line): kfusion-to-cubin

    @property
    def failed(self):
        """A check that ran and found a difference (a refusal is not a failure)."""
        return (self.reference is not None and not self.reference[0]) or \
            any(not ok for ok, _ in list(self.equal.values()) + list(self.lowered.values()))

    @property
    def refused(self):
        return any(not r.ok for r in self.stitched.values())


def check_program(path, entry="forward", inputs=None, expected=None, plans=("ilp", "none"),
                  seed=1, work_dir=None):
    """Surveys `path`, checks its reference lowering against `expected` (PyTorch's saved
    output, when given) and, per plan, kfusion-stitch-to-gpu and the stitched program
    against the reference on fresh random inputs."""
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


def describe(check, name):
    """The report lines of one ProgramCheck."""
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
        if result.ok:
            ok, line = check.equal[plan]
            lines.append("  stitch plan=%s: %d kernels; vs reference: %s%s" %
                         (plan, result.kernels, line,
                          "; " + check.lowered[plan][1] if plan in check.lowered else ""))
        else:
            lines.append("  stitch plan=%s: refused: %s" % (plan, result.error))
    if s.refusals:
        lines.append("  refused by the front end's input rules (every op, not only the "
                     "first):")
        for op, (count, reason) in sorted(s.refusals.items()):
            lines.append("    %s x%d: %s" % (op, count, reason))
    for what, count in sorted(s.notes.items()):
        lines.append("  accepted, listed in issue 38 as mishandled: %s: %d" % (what, count))
    return lines
