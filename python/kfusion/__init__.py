# KFusion Python drivers: locate and run the KFusion tools (kfusion-opt, kfusion-runner,
# kfusion-sim, ptxas) and tune fusion decisions by measurement. Standard library only
# (plus numpy/matplotlib for reports); no MLIR Python bindings are used.
"""Drivers around the KFusion tools: compile, check, run, tune."""

from .tools import (ToolError, find_tool, run_tool, parse_bench_line,
                    parse_ptxas_output, ptxas_resources, has_gpu)

__all__ = ["ToolError", "find_tool", "run_tool", "parse_bench_line",
           "parse_ptxas_output", "ptxas_resources", "has_gpu"]
