"""stitchbench: the stitching benchmark programs of bench/stitch (issue 9).

linalg.py    a small builder of `func.func @step` on tensors in the form ML front ends
             (torch-mlir) emit: tensor.empty + linalg.fill inits, linalg.generic with
             broadcasts in the indexing maps and reduction iterators, named linalg ops,
             f16 / bf16 tensors computed in f32; every op also evaluates itself with
             numpy in float64
dtypes.py    the element types f32, f16, bf16: sizes, numpy and file forms, exact
             round-to-nearest-even rounding (bf16 through its bits)
programs.py  the workloads (layernorm, softmax, bias + GELU + residual, a transformer
             block's memory-bound part, a logistic-regression training step; the first
             three also in f16 and bf16) with independent float64 numpy references
randdag.py   random elementwise / reduction DAGs from a seed, for the property tests
harness.py   @main around a stitched (device) or upstream-lowered (host) @step (f32 I/O,
             and byte I/O for 16-bit operands), input and output files, tool runs,
             comparison
peermath.py  the same math as a PyTorch / JAX user writes it (bench/stitch/peers.py)

(Not `stbench`: bench/stencil has a package of that name, and pytest imports both suites
into one process.)
"""


import sys
from pathlib import Path

# The shared harness (python/kfusion/bench.py) is in the repository's python/.
_PYTHON = Path(__file__).resolve().parents[3] / "python"
if _PYTHON.is_dir() and str(_PYTHON) not in sys.path:
    sys.path.insert(0, str(_PYTHON))
