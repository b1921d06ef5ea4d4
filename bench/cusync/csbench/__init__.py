"""csbench: the cuSync benchmark programs of bench/cusync (issue 10).

The tiled GEMM generator they are made of is kfusion.gemm (python/kfusion/gemm: simt, mma,
emul, wgmma, wgemul flavours; epilogues; R x S convolutions as implicit GEMMs; the host
@step that launches a chain of GEMMs asynchronously on one stream); importing csbench puts
the repository's python/ on sys.path for it.

programs.py  the workloads (one GEMM, the GPT-3 and LLaMA MLPs, VGG-19's conv4 pair,
             small interpreter sizes) with float64 numpy references and tolerances
harness.py   @main around @step with f32 and f16 operands, input and output files,
             comparison
"""

import sys
from pathlib import Path

# The GEMM generator (python/kfusion/gemm) and the shared harness are in the repository's
# python/.
_PYTHON = Path(__file__).resolve().parents[3] / "python"
if _PYTHON.is_dir() and str(_PYTHON) not in sys.path:
    sys.path.insert(0, str(_PYTHON))
