# kfusion.models_report: prints, per committed model fixture (test/Models/Inputs), its
# linalg ops by kind, the kernels before and after kfusion-stitch-to-gpu, each refusal
# (op and reason) and the interpreter's verdicts against PyTorch and the reference.
# Needs the tools only (kfusion-opt, kfusion-sim, MLIR 22's mlir-opt), not torch.
"""Report on the model fixtures: ops, kernels before and after stitching, refusals."""

import argparse
import sys
from pathlib import Path

from . import model_checks
from .tools import REPO_ROOT, ToolError

FIXTURES = REPO_ROOT / "test" / "Models" / "Inputs"


def fixtures(folder=FIXTURES):
    """The tiny fixtures in `folder`, by model name: (program, inputs, expected)."""
    found = {}
    for program in sorted(Path(folder).glob("*.tiny.mlir")):
        name = program.name[:-len(".tiny.mlir")]
        found[name] = (program, program.with_suffix(".inputs"),
                       program.with_suffix(".expected"))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fixtures", default=str(FIXTURES), help="folder of *.tiny.mlir")
    parser.add_argument("--models", default="", help="comma-separated subset")
    parser.add_argument("--plans", default="ilp,none", help="stitch plans to try")
    args = parser.parse_args(argv)
    selected = fixtures(args.fixtures)
    if args.models:
        selected = {k: v for k, v in selected.items() if k in args.models.split(",")}
    if not selected:
        print("models_report: no *.tiny.mlir in %s" % args.fixtures, file=sys.stderr)
        return 1
    failed = False
    for name, (program, inputs, expected) in selected.items():
        try:
            check = model_checks.check_program(str(program), inputs=str(inputs),
                                               expected=str(expected),
                                               plans=args.plans.split(","))
        except ToolError as error:
            print("%s: error: %s" % (name, error))
            failed = True
            continue
        print("\n".join(model_checks.describe(check, name)))
        failed |= check.failed
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
