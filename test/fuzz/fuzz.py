#!/usr/bin/env python3
# Mutation fuzzer of the KFusion tools: mutated copies of the project's own
# .mlir files through every tool and pipeline, each run classified, crashes
# and hangs minimized into reproducers. See test/fuzz/README.md.
#
#   /usr/bin/python3 test/fuzz/fuzz.py --tools build/bin --seed 1 --mutants 200
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from kfuzz.campaign import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
