"""modelbench: the model-block benchmarks of bench/models: real model blocks (kfusion.models:
GPT-2, BERT, LLaMA, MLP-Mixer, ResNet) imported by torch-mlir with their weights as
arguments, fused whole by kfusion-fuse, checked and timed beside PyTorch.

programs.py   the sizes (gpu, small), the imported programs and their descriptions
              (programs/<model>.<dtype>.<size>.{mlir,json}: arguments in order, how each is
              drawn, the module's constructor arguments), drawn argument values, files,
              the check against a reference
build.py      kfusion-fuse (its remark: the chosen candidate and every candidate's
              projection), @main (stitchbench.harness), kfusion-to-cubin
torchmodel.py the nn.Module of a description with the drawn weights (torch), its float32
              reference, its kernel count
importer.py   the import phase: the modules through kfusion.torch_import (torch-mlir),
              the descriptions, the small sizes' recorded references
"""

import sys
from pathlib import Path

# The shared harness (python/kfusion) and stitchbench (bench/stitch: @main, 16-bit files):
# two and one levels above this package's parent.
_HERE = Path(__file__).resolve()
for _p in (_HERE.parents[3] / "python", _HERE.parents[2] / "stitch"):
    if _p.is_dir() and str(_p) not in sys.path:
        sys.path.insert(0, str(_p))
