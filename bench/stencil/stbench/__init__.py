"""stbench: the stencil-fusion benchmark programs of bench/stencil (issue 8).

ir.py         arrays, stencil kernels, launches, programs; their MLIR text (standard GPU form,
              @step and @main); inputs, outputs and the checks
expr.py       the expressions kernels store
emit.py       a kernel's MLIR text
evaluate.py   programs evaluated with numpy (the reference) / torch / JAX
fdtd_stream.py  the schedule of fdtd-stream-probe.cu, in numpy
workloads.py  three chained Jacobi sweeps, COSMO horizontal diffusion (3-D and 2-D),
              functional FDTD-2D, device copies; independent numpy references
generated.py  SCALE-LES-like programs generated from a seed, and random groupings
"""


import sys
from pathlib import Path

# The shared harness (python/kfusion/bench.py) is in the repository's python/.
_PYTHON = Path(__file__).resolve().parents[3] / "python"
if _PYTHON.is_dir() and str(_PYTHON) not in sys.path:
    sys.path.insert(0, str(_PYTHON))
