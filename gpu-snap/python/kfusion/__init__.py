# KFusion Python drivers: locate and run the KFusion tools (kfusion-opt, kfusion-runner,
# kfusion-sim, ptxas) and tune fusion decisions by measurement. Standard library only
# (plus numpy/matplotlib for reports); no MLIR Python bindings are used.
"""Drivers around the KFusion tools: compile, check, run, tune."""

from .tools import (ToolError, find_tool, run_tool, parse_bench_line,
                    parse_ptxas_output, ptxas_resources, has_gpu)

__all__ = ["ToolError", "find_tool", "run_tool", "parse_bench_line",
           "parse_ptxas_output", "ptxas_resources", "has_gpu", "compile"]


def compile(module, example_inputs, **options):  # noqa: A001
    """kfusion.compiler.compile: a torch.nn.Module and example inputs to a fused GPU
    program (kfusion-fuse), checked on kfusion-sim against PyTorch (needs the PyTorch front
    end's packages: scripts/install-torch.sh)."""
    from .compiler import compile as compile_module
    return compile_module(module, example_inputs, **options)
