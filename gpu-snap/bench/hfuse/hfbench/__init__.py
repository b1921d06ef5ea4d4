"""hfbench: the HFuse benchmark programs of bench/hfuse (issue #3).

program.py   the kernel description (Kernel, Buffer) and the program assembler
dl.py        the five deep-learning kernels (batch-norm statistics, histogram, max-pool,
             bilinear upsample, im2col) with their references
crypto.py    the four crypto kernels (SHA-256d, Blake-256, Blake2b, Ethash-style search)
             with their references
ssa.py       the SSA text emitter the crypto kernels are generated with (unrolled rounds)
"""


import sys
from pathlib import Path

# The shared harness (python/kfusion/bench.py) is in the repository's python/.
_PYTHON = Path(__file__).resolve().parents[3] / "python"
if _PYTHON.is_dir() and str(_PYTHON) not in sys.path:
    sys.path.insert(0, str(_PYTHON))
