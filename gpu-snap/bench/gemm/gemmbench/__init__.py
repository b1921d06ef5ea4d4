"""gemmbench: the GEMM workloads of bench/gemm (issue 39): linalg on tensors that
kfusion-gemm-to-gpu lowers, their operands and float64 references, and the build / check /
time of one workload with the bundle's tools.

programs.py  GemmProgram (one or two chained GEMMs: shapes, layouts, element types), its
             @step text in the form front ends emit (fill inits, x @ W^T as a matmul with
             indexing maps, transposes as linalg.transpose), inputs and reference;
             the MLP shapes of GPT-3 and LLaMA-7B; the GPU check's cases; cuSync's MLPs
             under each synchronization variant
conv.py      ConvPair: VGG-19's two 3x3 convolutions with ReLU (linalg.conv_2d_nhwc_hwcf,
             implicit GEMMs by kfusion-stitch-to-gpu), inputs, a float64 reference of
             sampled pixels; the pair under each cuSync variant
build.py     kfusion-opt (kfusion-gemm-to-gpu) -> @main -> kfusion-to-cubin, a run,
             the comparison (stitchbench.harness's @main, files and compare)
"""

import sys
from pathlib import Path

# The shared harness (python/kfusion) and stitchbench (bench/stitch): in the source tree
# and in the GPU bundle alike, two and one levels above this package's parent.
_HERE = Path(__file__).resolve()
for _p in (_HERE.parents[3] / "python", _HERE.parents[2] / "stitch"):
    if _p.is_dir() and str(_p) not in sys.path:
        sys.path.insert(0, str(_p))
