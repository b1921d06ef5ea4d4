"""Plants a slip in a stitched small GEMM tiled over rows (the program of
Stitch/rows-per-thread.mlir, run in Integration/Sim/Stitch/rows-per-thread.mlir):
in proj_softmax's k loop, the thread's second row reads the first row's staged
A value (its stage offset replaced by the first row's), so two rows compute
one row's GEMM. Usage: drop-second-row-stage.py IN OUT; fails when the
pattern is not there, so the test cannot pass by planting nothing."""
import re
import sys

text = open(sys.argv[1]).read()
start = text.index("gpu.func @proj_softmax_k0_warp(")
loop = text.index("iter_args(", start)
end = text.index("scf.yield", loop)
body = text[loop:end]
# Each row's staged load: %a = arith.addi %base, %k : index, then a load of the view at %a.
stage = re.findall(r"(%\d+) = arith.addi (%\w+), (%arg\d+) : index\n\s*%\d+ = memref.load %view\[\1\]", body)
if len(stage) < 2:
    sys.exit("drop-second-row-stage.py: fewer than two staged loads in the k loop")
(_, first, k), (addr2, second, _) = stage[0], stage[1]
planted = body.replace("%s = arith.addi %s, %s : index" % (addr2, second, k),
                       "%s = arith.addi %s, %s : index" % (addr2, first, k), 1)
assert planted != body
open(sys.argv[2], "w").write(text[:loop] + planted + text[end:])
