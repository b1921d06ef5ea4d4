# modelbench.importer: run.py's import phase (needs torch and torch-mlir: the venv of
# scripts/install-torch.sh): each model block of kfusion.models at a size of
# programs.SIZES, in a dtype, through kfusion.torch_import with its weights as arguments
# (@step: the inputs, then named_parameters(), then named_buffers()); the program and its
# description (how each argument is drawn, from the module's layers) written to
# programs/; for the small size also PyTorch's float32 output at programs.REFERENCE_SEED.
"""The import phase: programs/<model>.<dtype>.<size>.{mlir,json}."""

import math
import time

import numpy as np

from . import programs, torchmodel


def init_rules(torch, module):
    """{parameter or buffer name: init} (programs module doc): a Linear's or convolution's
    weight and bias uniform in +-1/sqrt(fan_in) (PyTorch's default initialization), other
    weights (norms' scales) in [0.5, 1.5], other biases in [-0.5, 0.5]; batch-norm running
    means in [-0.5, 0.5] and variances in [0.5, 1.5] (as kfusion.models.resnet draws them),
    its batch counter 0; rotary tables computed; any other buffer the module's own."""
    nn = torch.nn
    rules = {}
    for prefix, sub in module.named_modules():
        dot = prefix + "." if prefix else ""
        for name, _ in sub.named_parameters(recurse=False):
            if isinstance(sub, (nn.Linear, nn.Conv1d, nn.Conv2d, nn.Conv3d)):
                bound = 1.0 / math.sqrt(sub.weight[0].numel())
                rules[dot + name] = {"uniform": [-bound, bound]}
            elif name == "bias":
                rules[dot + name] = {"uniform": [-0.5, 0.5]}
            else:
                rules[dot + name] = {"uniform": [0.5, 1.5]}
        for name, t in sub.named_buffers(recurse=False):
            rules[dot + name] = {"running_mean": {"uniform": [-0.5, 0.5]},
                                 "running_var": {"uniform": [0.5, 1.5]},
                                 "num_batches_tracked": {"fill": 0}}.get(name) or \
                _table_rule(t) or {"module": True}
    return rules


def _table_rule(t):
    """{"rotary": part, ...} when the buffer `t` is a rotary cos or sin table (within 1e-4
    per 1024 positions of programs.rotary_table: torch's float32 angles drift from the
    float64 ones in proportion to the position, 6e-5 at 1024, 2.4e-4 at 4096), else None."""
    if t.ndim != 2 or not t.is_floating_point():
        return None
    seq, dim = t.shape
    have = t.detach().float().cpu().numpy()
    tolerance = 1e-4 * max(1.0, seq / 1024.0)
    for part in ("cos", "sin"):
        if np.max(np.abs(programs.rotary_table(part, seq, dim) - have)) <= tolerance:
            return {"rotary": part, "seq": seq, "dim": dim, "base": 10000.0}
    return None


def describe(prog):
    args = ", ".join("%s=%r" % kv for kv in prog.init_args.items())
    return "kfusion.models %s: %s(%s) in %s on %s" % (
        prog.model, prog.cls, args, prog.dtype, " x ".join(
            "x".join(map(str, o.shape)) for o in prog.module_inputs))


def import_program(model, dtype, size, directory=programs.PROGRAM_DIR, log=print):
    """Imports `model` at `size` in `dtype`; writes <key>.mlir and <key>.json into
    `directory`. Returns the ModelProgram. Raises torch_import.TorchImportError when
    torch.export or torch-mlir refuses the module."""
    from kfusion import torch_import
    from kfusion.models import MODELS

    torch = torchmodel.load_torch()
    t0 = time.time()
    init_args, shapes = programs.SIZES[size][model]
    spec = MODELS[model]
    torch.manual_seed(0)
    module = spec.cls(**init_args).eval()
    rules = init_rules(torch, module)
    module = module.to(getattr(torch, dtype))
    elem = programs.DTYPES[dtype]
    example = torch_import.example_inputs(
        [torch_import.TensorSpec(tuple(s), elem) for s in shapes], seed=0)
    imported = torch_import.import_module(module, example, "arguments", func_name="step",
                                          model=spec.cls.__name__)
    params = {n for n, _ in module.named_parameters()}
    operands = []
    for name, ts in imported.arguments:
        kind = "input" if name.startswith("input ") else \
            "parameter" if name in params else "buffer"
        operands.append(programs.Operand(name, kind, tuple(ts.shape), ts.dtype,
                                         {"uniform": [-1.0, 1.0]} if kind == "input"
                                         else rules[name]))
    results = [programs.Operand("result %d" % k, "result", tuple(r.shape), r.dtype)
               for k, r in enumerate(imported.results)]
    prog = programs.ModelProgram(model, dtype, size, spec.cls.__name__, dict(init_args),
                                 operands, results, "step", torch_import._versions(),
                                 directory=directory)
    directory.mkdir(parents=True, exist_ok=True)
    prog.mlir_path.write_text(
        imported.header(describe(prog)) +
        "// bench/models/programs/%s.mlir: regenerate with `run.py import` (the venv with "
        "torch-mlir);\n// how each argument is drawn: %s.json.\n" % (prog.key, prog.key) +
        imported.text)
    if size == "small":
        values = prog.draw(programs.REFERENCE_SEED)
        if prog.needs_module():
            values.update(torchmodel.module_values(torch, prog, module))
        prog.reference = {
            "seed": programs.REFERENCE_SEED,
            "of": "PyTorch (CPU) computing in float32 on the arguments drawn with this seed",
            "torch": torch.__version__,
            "outputs": programs.encode_reference(torchmodel.reference(torch, prog, values))}
    prog.save()
    log("import %-24s %d arguments, %.3g M parameters, %d bytes of MLIR (%.1f s)" % (
        prog.key, len(operands), prog.parameter_count / 1e6, prog.mlir_path.stat().st_size,
        time.time() - t0))
    return prog
