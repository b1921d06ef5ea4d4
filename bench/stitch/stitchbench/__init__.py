"""stitchbench: the stitching benchmark programs of bench/stitch (issue 9).

linalg.py    a small builder of `func.func @step` on tensors in the form ML front ends
             (torch-mlir) emit: tensor.empty + linalg.fill inits, linalg.generic with
             broadcasts in the indexing maps and reduction iterators, named linalg ops;
             every op also evaluates itself with numpy in float64
programs.py  the workloads (layernorm, softmax, bias + GELU + residual, a transformer
             block's memory-bound part, a logistic-regression training step) with
             independent float64 numpy references
randdag.py   random elementwise / reduction DAGs from a seed, for the property tests
harness.py   @main around a stitched (device) or upstream-lowered (host) @step, input and
             output files, tool runs, comparison
peermath.py  the same math as a PyTorch / JAX user writes it (bench/stitch/peers.py)

(Not `stbench`: bench/stencil has a package of that name, and pytest imports both suites
into one process.)
"""
