# kfusion.torch_import: the PyTorch front end. A torch.nn.Module and example inputs go
# through torch.export and torch-mlir's FX importer (output_type="linalg-on-tensors") to
# MLIR text in the generic op form, normalized so that Debian's MLIR 22 (mlir-opt-22,
# kfusion-opt) parses it. Also the command kfusion-import-torch (build/bin launcher).
"""Import PyTorch modules as linalg-on-tensors MLIR that MLIR 22 parses."""

import argparse
import importlib
import importlib.util
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

#: The repository root (python/kfusion/torch_import.py -> the repository).
REPO_ROOT = Path(__file__).resolve().parents[2]

#: Element types of --input, as MLIR spells them, and their torch dtypes' names.
DTYPES = {
    "f32": "float32", "f64": "float64", "f16": "float16", "bf16": "bfloat16",
    "i64": "int64", "i32": "int32", "i8": "int8", "i1": "bool",
}

#: Exit status of the command when torch.export or torch-mlir refuses the model.
EXIT_IMPORT_FAILED = 1
#: Exit status for a bad command line, a model file or class that cannot be loaded.
EXIT_USAGE = 2
#: --check: kfusion-stitch-to-gpu refused the program (the reference equals PyTorch).
EXIT_STITCH_REFUSED = 3
#: --check: a program differs from PyTorch's output or from the reference.
EXIT_CHECK_FAILED = 4


class TorchImportError(RuntimeError):
    """torch.export or torch-mlir could not import a model. `stage` is "export" (tracing
    the module), "lower" (torch-mlir's lowering to linalg on tensors) or "dialect" (the
    lowering left ops of torch-mlir's own dialects, see check_upstream_dialects); `op` the
    op at fault, when known."""

    def __init__(self, stage, model, reason, op=None):
        self.stage, self.model, self.reason, self.op = stage, model, reason, op
        what = {"export": "torch.export could not trace",
                "lower": "torch-mlir could not lower",
                "dialect": "MLIR 22 cannot take torch-mlir's import of"}[stage]
        super().__init__("%s %s%s: %s" % (what, model, " (op %s)" % op if op else "", reason))


@dataclass(frozen=True)
class TensorSpec:
    """A static tensor type: a shape and an MLIR element type ("2x128x768xf32")."""

    shape: tuple
    dtype: str

    @staticmethod
    def parse(text):
        parts = text.strip().split("x")
        if len(parts) < 1 or parts[-1] not in DTYPES:
            raise ValueError("bad tensor type %r: expected e.g. 2x128x768xf32, element type "
                             "one of %s" % (text, ", ".join(DTYPES)))
        try:
            shape = tuple(int(p) for p in parts[:-1])
        except ValueError:
            raise ValueError("bad tensor type %r: dimensions must be integers" % text) from None
        if any(d <= 0 for d in shape):
            raise ValueError("bad tensor type %r: dimensions must be positive" % text)
        return TensorSpec(shape, parts[-1])

    @staticmethod
    def of(tensor):
        names = {v: k for k, v in DTYPES.items()}
        dtype = str(tensor.dtype).replace("torch.", "")
        if dtype not in names:
            raise ValueError("tensor of dtype %s has no MLIR element type here" % dtype)
        return TensorSpec(tuple(tensor.shape), names[dtype])

    def __str__(self):
        return "x".join([str(d) for d in self.shape] + [self.dtype])


def _import_torch():
    """torch, without the warning its flop counter logs at import when triton is absent
    (torch runs on the CPU here)."""
    import logging

    logging.getLogger("torch.utils.flop_counter").setLevel(logging.ERROR)
    import torch

    return torch


def example_inputs(specs, seed=0):
    """One tensor per spec, drawn from a generator seeded with `seed`: floats uniform in
    [-1, 1) (kfusion-sim's range), integers in [0, 10), booleans 0 or 1."""
    torch = _import_torch()

    generator = torch.Generator().manual_seed(seed)
    tensors = []
    for spec in specs:
        dtype = getattr(torch, DTYPES[spec.dtype])
        if dtype.is_floating_point:
            t = torch.rand(spec.shape, generator=generator, dtype=torch.float64) * 2 - 1
            tensors.append(t.to(dtype))
        elif dtype == torch.bool:
            tensors.append(torch.randint(0, 2, spec.shape, generator=generator).to(torch.bool))
        else:
            tensors.append(torch.randint(0, 10, spec.shape, generator=generator, dtype=dtype))
    return tensors


def load_class(reference):
    """The class named by "path/to/file.py:Class" or "package.module:Class"."""
    if ":" not in reference:
        raise ValueError("expected MODULE:CLASS (file.py:Class or package.module:Class), "
                         "got %r" % reference)
    where, name = reference.rsplit(":", 1)
    if where.endswith(".py") or Path(where).is_file():
        path = Path(where)
        if not path.is_file():
            raise ValueError("no such file: %s" % where)
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules.setdefault(path.stem, module)
        spec.loader.exec_module(module)
    else:
        module = importlib.import_module(where)
    if not hasattr(module, name):
        raise ValueError("%s has no class %s" % (where, name))
    return getattr(module, name)


class _WeightsAsArguments:
    """Makes a module whose forward takes the inputs, then every parameter and buffer
    (in named_parameters, named_buffers order) and calls the original through
    torch.func.functional_call, so that the import has the weights as arguments."""

    @staticmethod
    def wrap(module, input_count):
        import torch

        names = [n for n, _ in module.named_parameters()] + \
                [n for n, _ in module.named_buffers()]

        class WeightsAsArguments(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = module

            def forward(self, *args):
                weights = dict(zip(names, args[input_count:]))
                return torch.func.functional_call(self.inner, weights, args[:input_count])

        state = dict(module.named_parameters())
        state.update(module.named_buffers())
        return WeightsAsArguments(), names, [state[n].detach() for n in names]


@dataclass
class ImportedProgram:
    """The MLIR text of one import and what its function's arguments are."""

    text: str
    func_name: str
    arguments: list   # (name, TensorSpec) per argument of the function, in order
    results: list     # TensorSpec per result

    def header(self, model):
        """Comment lines that say where the text came from and what each argument is."""
        lines = ["// Imported by kfusion-import-torch from %s (%s)." % (model, _versions()),
                 "// @%s arguments:" % self.func_name]
        for k, (name, spec) in enumerate(self.arguments):
            lines.append("//   %%arg%d: %s %s" % (k, name, spec))
        lines.append("// @%s results: %s" % (self.func_name,
                                            ", ".join(str(r) for r in self.results)))
        return "\n".join(lines) + "\n"


def _versions():
    import torch
    from importlib.metadata import version

    return "torch %s, torch-mlir %s" % (torch.__version__, version("torch-mlir"))


def _lowering_op(diagnostics):
    """The torch op named in torch-mlir's diagnostics, if any: an unknown op's name
    (torch.operator "torch.aten.x") before the op that failed to legalize."""
    found = re.search(r'name = "(torch\.aten\.[\w.]+)"', diagnostics) or \
        re.search(r"failed to legalize operation '([\w.]+)'", diagnostics)
    return found.group(1) if found else None


def _first_error(diagnostics):
    """The first "error:" diagnostic, without the op it prints after the message, and
    where in the model's Python source it points ("at file.py:line")."""
    for line in diagnostics.splitlines():
        found = re.match(r'loc\("([^"]*)":(\d+):\d+\): error: (.*)', line) or \
            re.match(r"(.*?):(\d+):\d+: error: (.*)", line)
        if found:
            message = re.split(r": %\w+(:\d+)? = ", found.group(3))[0]
            return "%s (at %s:%s)" % (message, Path(found.group(1)).name, found.group(2))
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return None


class _CapturedStderr:
    """Collects what native code writes to file descriptor 2 (MLIR prints its
    diagnostics there, not into the exception torch-mlir raises)."""

    def __enter__(self):
        import tempfile

        sys.stderr.flush()
        self.file = tempfile.TemporaryFile(mode="w+b")
        self.saved = os.dup(2)
        os.dup2(self.file.fileno(), 2)
        return self

    def __exit__(self, *exc):
        sys.stderr.flush()
        os.dup2(self.saved, 2)
        os.close(self.saved)
        self.file.seek(0)
        self.text = self.file.read().decode("utf-8", "replace")
        self.file.close()
        return False


def _first_lines(message, count=3):
    lines = [l for l in str(message).strip().splitlines() if l.strip()]
    return " | ".join(lines[:count]) if lines else type(message).__name__


def import_module(module, inputs, weights="constants", func_name="forward", model=None):
    """Imports `module` (put in eval mode) called on `inputs` (tensors) and returns an
    ImportedProgram whose text is normalized (normalize) MLIR in the generic op form.
    weights="constants": parameters and buffers become arith.constant dense_resource
    values (the blobs at the end of the text); "arguments": they follow the inputs as
    function arguments, in named_parameters() then named_buffers() order.
    Raises TorchImportError when torch.export or torch-mlir refuses the model."""
    torch = _import_torch()
    from torch_mlir import fx

    if weights not in ("constants", "arguments"):
        raise ValueError("weights must be 'constants' or 'arguments', not %r" % weights)
    model = model or type(module).__name__
    module = module.eval()
    arguments = [("input %d" % k, TensorSpec.of(t)) for k, t in enumerate(inputs)]
    args = list(inputs)
    if weights == "arguments":
        module, names, values = _WeightsAsArguments.wrap(module, len(inputs))
        arguments += [(n, TensorSpec.of(v)) for n, v in zip(names, values)]
        args += values
    with torch.no_grad():
        try:
            results = module(*args)
            program = torch.export.export(module, tuple(args), strict=False)
        except Exception as error:  # torch.export raises many kinds
            raise TorchImportError("export", model, _first_lines(error)) from error
        captured = _CapturedStderr()
        try:
            with captured:
                imported = fx.export_and_import(program, output_type="linalg-on-tensors",
                                                func_name=func_name)
        except Exception as error:  # torch-mlir raises its own compiler errors
            diagnostics = getattr(captured, "text", "") + "\n" + str(error)
            stage = re.search(r"Lowering ([^\n]*?) failed", str(error))
            reason = _first_error(diagnostics) or _first_lines(error)
            if stage:
                reason += " (in torch-mlir's %s)" % stage.group(1)
            raise TorchImportError("lower", model, reason, _lowering_op(diagnostics)) from error
        if captured.text.strip():
            sys.stderr.write(captured.text)
    if isinstance(results, torch.Tensor):
        results = [results]
    text = imported.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    foreign = check_upstream_dialects(text)
    if foreign:
        raise TorchImportError("dialect", model, "; ".join(
            "%s x%d (%s)" % (op, n, TORCH_MLIR_OPS.get(op, "torch-mlir's own dialect"))
            for op, n in foreign.items()) + ": these dialects are torch-mlir's, not "
            "MLIR's", next(iter(foreign)))
    return ImportedProgram(normalize(text), func_name, arguments,
                           [TensorSpec.of(r) for r in results])


# ----------------------------------------------------------------------------------------
# Normalizations: what torch-mlir's (newer) MLIR prints that MLIR 22 does not parse, each a
# small function on the text with its own test (python/tests/test_torch_import.py).
# torch-mlir 20261001 through the generic op form needs none: every op, attribute and
# property it emits for the models in kfusion.models and the op battery of the tests
# parses and round-trips in mlir-opt 22 (test_round_trips_in_mlir_22). The rewrite below
# keeps the text deterministic, nothing more.


def strip_trailing_whitespace(text):
    """Drops spaces at line ends (the printer leaves some after attribute dictionaries),
    so that regenerated fixtures differ only where the program does."""
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


NORMALIZATIONS = [strip_trailing_whitespace]


def normalize(text):
    """Applies every rewrite of NORMALIZATIONS in order."""
    for rewrite in NORMALIZATIONS:
        text = rewrite(text)
    return text


#: Ops of torch-mlir's own dialects that its linalg-on-tensors output may hold, and the
#: torch operations they come from.
TORCH_MLIR_OPS = {
    "tm_tensor.scan": "torch-mlir's TMTensor dialect: cumsum and other scans",
    "tm_tensor.sort": "torch-mlir's TMTensor dialect: sort, topk",
    "tm_tensor.scatter": "torch-mlir's TMTensor dialect: scatter, index_put",
    "tm_tensor.attention": "torch-mlir's TMTensor dialect: fused attention",
}

#: Dialects of torch-mlir that MLIR 22 (and KFusion) do not have.
TORCH_MLIR_DIALECTS = ("tm_tensor", "torch", "torch_c")


def check_upstream_dialects(text):
    """{op name: count} of the ops in `text` (generic form) from torch-mlir's own dialects
    (TORCH_MLIR_DIALECTS); empty when every op is MLIR's. torch-mlir's linalg-on-tensors
    output keeps, e.g., cumsum as tm_tensor.scan and sort as tm_tensor.sort: no rewrite
    of the text makes those MLIR 22 ops, so the import is refused naming them."""
    found = {}
    for name in re.findall(r'"([a-z_]+\.[\w.]+)"\(', text):
        if name.split(".", 1)[0] in TORCH_MLIR_DIALECTS and not name.endswith(".yield"):
            found[name] = found.get(name, 0) + 1
    return found


# ----------------------------------------------------------------------------------------
# Argument files (kfusion-sim --inputs / --expect; format in tools/kfusion-sim/ArgumentFile.h)


def argument_record(index, tensor, per_line=8):
    """One record of a kfusion-sim argument file: argument `index` holding `tensor`."""
    import torch

    spec = TensorSpec.of(tensor)
    values = tensor.detach().contiguous().flatten()
    if values.dtype.is_floating_point:
        digits = "%.17g" if values.dtype == torch.float64 else "%.9g"
        words = [digits % v for v in values.double().tolist()]
    else:
        words = [str(int(v)) for v in values.tolist()]
    shape = "x".join(str(d) for d in spec.shape) or "scalar"
    lines = ["argument %d %s %s" % (index, spec.dtype, shape)]
    for start in range(0, len(words), per_line):
        lines.append(" ".join(words[start:start + per_line]))
    return "\n".join(lines) + "\n"


def write_argument_file(path, records, comment=""):
    """Writes (index, tensor) records to `path`, after `comment` lines."""
    with open(path, "w") as out:
        for line in comment.splitlines():
            out.write("# %s\n" % line)
        for index, tensor in records:
            out.write(argument_record(index, tensor))


# ----------------------------------------------------------------------------------------
# The command


def _parser():
    parser = argparse.ArgumentParser(
        prog="kfusion-import-torch",
        description="Import a torch.nn.Module as linalg-on-tensors MLIR (generic op form) "
                    "that MLIR 22 parses, through torch.export and torch-mlir's FX importer.")
    parser.add_argument("model", help="FILE.py:Class or package.module:Class")
    parser.add_argument("--input", action="append", default=[], metavar="TYPE",
                        help="an example input, e.g. 2x128x768xf32 (repeat per input; "
                             "element types %s)" % ", ".join(DTYPES))
    parser.add_argument("--init-args", default="{}", metavar="JSON",
                        help="keyword arguments of the class's constructor, a JSON object")
    parser.add_argument("--weights", choices=["constants", "arguments"], default="constants",
                        help="parameters and buffers as constants in the text (default; "
                             "small models) or as function arguments after the inputs "
                             "(real sizes: the file stays small)")
    parser.add_argument("--func-name", default="forward", help="the function's name")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the weights (torch.manual_seed before the class is "
                             "built) and of the example inputs")
    parser.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    parser.add_argument("--check", action="store_true",
                        help="then check the import (weights as constants; needs -o): "
                             "PyTorch's CPU output for the example inputs is written beside "
                             "it (OUTPUT.inputs, OUTPUT.expected); upstream's reference "
                             "lowering must equal it on kfusion-sim, and "
                             "kfusion-stitch-to-gpu's programs (plan=ilp and none) both it "
                             "and the reference on fresh random inputs. Exit 3 when "
                             "stitching refuses the program, 4 when a comparison fails")
    return parser


def write_reference(program_path, module, inputs, model):
    """PyTorch's CPU output of `module` on `inputs` beside the program: PROGRAM.inputs (the
    inputs) and PROGRAM.expected (the results, numbered after the inputs), the argument
    files of kfusion-sim --inputs / --expect. Returns their paths."""
    torch = _import_torch()
    with torch.no_grad():
        results = module(*inputs)
    if isinstance(results, torch.Tensor):
        results = [results]
    base = Path(program_path)
    inputs_path, expected_path = base.with_suffix(".inputs"), base.with_suffix(".expected")
    write_argument_file(inputs_path, list(enumerate(inputs)), "inputs of " + model)
    write_argument_file(expected_path, [(len(inputs) + k, r) for k, r in enumerate(results)],
                        "PyTorch's CPU output of " + model)
    return inputs_path, expected_path


def _check(program_path, module, inputs, model):
    """--check: PyTorch's output beside the program, then model_checks.check_program."""
    from . import model_checks

    base = Path(program_path)
    inputs_path, expected_path = write_reference(base, module, inputs, model)
    check = model_checks.check_program(str(base), inputs=str(inputs_path),
                                       expected=str(expected_path))
    print("\n".join(model_checks.describe(check, model)))
    if check.failed:
        return EXIT_CHECK_FAILED
    return EXIT_STITCH_REFUSED if check.refused else 0


def main(argv=None):
    args = _parser().parse_args(argv)

    def usage_error(message):
        print("kfusion-import-torch: error: %s" % message, file=sys.stderr)
        return EXIT_USAGE

    try:
        specs = [TensorSpec.parse(s) for s in args.input]
        init_args = json.loads(args.init_args)
        if not isinstance(init_args, dict):
            raise ValueError("--init-args must be a JSON object")
        cls = load_class(args.model)
    except (ValueError, ImportError, json.JSONDecodeError, OSError) as error:
        return usage_error(error)
    if not specs:
        return usage_error("give the example inputs with --input (e.g. --input 2x128x768xf32)")
    if args.check and (args.output == "-" or args.weights != "constants"):
        return usage_error("--check needs -o FILE and --weights=constants")
    torch = _import_torch()

    torch.manual_seed(args.seed)
    try:
        module = cls(**init_args)
    except Exception as error:
        return usage_error("%s(**%s) failed: %s" % (cls.__name__, init_args,
                                                    _first_lines(error)))
    model = "%s(%s)" % (cls.__name__, ", ".join("%s=%r" % kv for kv in init_args.items()))
    inputs = example_inputs(specs, args.seed)
    try:
        program = import_module(module, inputs, args.weights, args.func_name, model)
    except TorchImportError as error:
        print("kfusion-import-torch: error: %s" % error, file=sys.stderr)
        return EXIT_IMPORT_FAILED
    text = program.header(model) + program.text
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    Path(args.output).write_text(text)
    if args.check:
        if args.func_name != "forward":
            return usage_error("--check runs @forward")
        return _check(args.output, module, inputs, model)
    return 0


if __name__ == "__main__":
    sys.exit(main())
