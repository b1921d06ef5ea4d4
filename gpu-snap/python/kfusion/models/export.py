# kfusion.models.export: writes the committed model fixtures (test/Models/Inputs/): per
# model the tiny configuration with its weights as constants, PyTorch's CPU output for a
# seeded input as kfusion-sim argument files, and the real configuration with its weights
# as function arguments. `make models` runs it with the build's PyTorch environment.
"""Export the model fixtures of test/Models/Inputs."""

import argparse
import sys
import time
from pathlib import Path

from . import MODELS
from .. import torch_import

#: Seed of the weights (torch.manual_seed before the model is built) and of the inputs.
SEED = 0

#: Where the fixtures live, relative to the repository root.
FIXTURE_DIR = Path("test") / "Models" / "Inputs"


def build(spec, size):
    """The model of `spec` in configuration `size` ("tiny" or "real"), weights drawn after
    torch.manual_seed(SEED), in eval mode, and its example inputs (seed SEED)."""
    import torch

    config = spec.config(size)
    torch.manual_seed(SEED)
    module = spec.cls(**config.init_args).eval()
    specs = [torch_import.TensorSpec.parse(s) for s in config.inputs]
    return module, torch_import.example_inputs(specs, SEED)


def describe(spec, size):
    config = spec.config(size)
    args = ", ".join("%s=%r" % kv for kv in config.init_args.items())
    return "kfusion.models %s %s: %s(%s)" % (spec.name, size, spec.cls.__name__, args)


def export_tiny(spec, out_dir):
    """<name>.tiny.mlir (weights as constants), <name>.tiny.inputs and
    <name>.tiny.expected (PyTorch's CPU output); returns the paths written."""
    import torch

    module, inputs = build(spec, "tiny")
    model = describe(spec, "tiny")
    program = torch_import.import_module(module, inputs, "constants", model=model)
    with torch.no_grad():
        results = module(*inputs)
    if isinstance(results, torch.Tensor):
        results = [results]
    paths = [out_dir / ("%s.tiny.%s" % (spec.name, ext)) for ext in ("mlir", "inputs", "expected")]
    paths[0].write_text(program.header(model) + "// Regenerate with `make models`.\n" +
                        program.text)
    note = "%s, seed %d; regenerate with `make models`" % (model, SEED)
    torch_import.write_argument_file(paths[1], list(enumerate(inputs)),
                                     "inputs of @forward: " + note)
    torch_import.write_argument_file(
        paths[2], [(len(inputs) + k, r) for k, r in enumerate(results)],
        "PyTorch's CPU output (the out-parameters after buffer-results-to-out-params): " + note)
    return paths


def export_real(spec, out_dir):
    """<name>.real.mlir with the weights as function arguments."""
    module, inputs = build(spec, "real")
    model = describe(spec, "real")
    program = torch_import.import_module(module, inputs, "arguments", model=model)
    path = out_dir / ("%s.real.mlir" % spec.name)
    path.write_text(program.header(model) + "// Regenerate with `make models`.\n" + program.text)
    return [path]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(torch_import.REPO_ROOT / FIXTURE_DIR),
                        help="output folder (default: the repository's %s)" % FIXTURE_DIR)
    parser.add_argument("--models", default=",".join(MODELS),
                        help="comma-separated subset of %s" % ", ".join(MODELS))
    parser.add_argument("--sizes", default="tiny,real", help="tiny, real or both")
    args = parser.parse_args(argv)
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in args.models.split(","):
        if name not in MODELS:
            parser.error("unknown model %r (known: %s)" % (name, ", ".join(MODELS)))
        for size in args.sizes.split(","):
            start = time.time()
            export = {"tiny": export_tiny, "real": export_real}[size]
            try:
                paths = export(MODELS[name], out_dir)
            except torch_import.TorchImportError as error:
                print("models: %s %s: %s" % (name, size, error), file=sys.stderr)
                return 1
            for path in paths:
                print("models: wrote %s (%d bytes, %.1f s)" %
                      (path, path.stat().st_size, time.time() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
