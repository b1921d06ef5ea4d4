#!/usr/bin/env python3
"""A stand-in for kfusion-opt / kfusion-sim / kfusion-runner in the fuzzer's
tests. Its behaviour is planted in the input: a line with PLANT_CRASH aborts
with an LLVM-style stack dump, PLANT_ASSERT fails an assertion, PLANT_HANG
sleeps, PLANT_ERROR prints a diagnostic, PLANT_SILENT exits 1 quietly, and
`arith.constant 0 :` crashes (a bug that mutations can plant); anything
else succeeds. `--help` lists passes, including a new one."""

import os
import sys
import time

HELP = """OVERVIEW: fake
  Passes:
      --convert-kfusion-to-nvvm                  -   Lower kfusion ops
      --kfusion-horizontal-fusion                -   Fuse
        --kernels=<string>                       - an option, not a pass
      --kfusion-lower-horizontal                 -   Lower
      --kfusion-plan-horizontal                  -   Plan
      --kfusion-outline-launches                 -   Outline
      --kfusion-brand-new-pass                   -   A pass no table row names
      --kfusion-dump-binaries                    -   Excluded
      --kfusion-to-cubin                         -   Pipeline
kfusion-sim options:
  --max-steps=<ulong>  - budget
  --time-limit=<number> - seconds
"""


def main():
    if "--help" in sys.argv:
        print(HELP)
        return 0
    path = sys.argv[1]
    with open(path) as f:
        text = f.read()
    out = None
    for arg in sys.argv[2:]:
        if arg.startswith("--dump-lowered="):
            out = arg.split("=", 1)[1]
    if "-o" in sys.argv:
        out = sys.argv[sys.argv.index("-o") + 1]
    if "PLANT_HANG" in text:
        time.sleep(600)
    if "PLANT_CRASH" in text or "arith.constant 0 :" in text:
        sys.stderr.write("PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"
                         "Stack dump:\n0.\tProgram arguments: %s\n"
                         " #0 0x000055d5 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n"
                         " #1 0x000055d6 mlir::kfusion::plantedBug(mlir::Operation*) "
                         "(/tmp/x/kfusion-opt+0x1234)\n" % " ".join(sys.argv))
        sys.stderr.flush()
        os.abort()
    if "PLANT_ASSERT" in text:
        sys.stderr.write("kfusion-opt: Foo.cpp:12: void f(): Assertion `x < 3' failed.\n")
        sys.stderr.flush()
        os.abort()
    if "PLANT_ERROR" in text:
        sys.stderr.write("%s:1:1: error: planted diagnostic\n" % path)
        return 1
    if "PLANT_SILENT" in text:
        return 1
    if out and out != os.devnull:
        with open(out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
