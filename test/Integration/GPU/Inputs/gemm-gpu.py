# gemm-gpu.py --flavour wgmma|mma --opt KFUSION_OPT --runner KFUSION_RUNNER --out DIR
#             [--tool T]... [--chip sm_90a] [--only NAME,...]:
# the GEMM kernels of kfusion-gemm-to-gpu on the GPU (bench/gemm/gemmbench's check cases:
# ragged, padded, transposed, batched, bf16, accumulating and chained GEMMs, tiles other
# than the model's, the benchmark's sizes), each program's output against a float64 numpy
# reference of fresh random inputs. With --tool (memcheck, racecheck, synccheck,
# initcheck) each program also runs under compute-sanitizer, which must report no error.
# Prints one line per program and tool: "<name> <tool>: equal" or what differs, and the
# kernel's configuration.
import argparse
import os
import sys
import time
import zlib
from pathlib import Path

import numpy as np

# The source tree (test/Integration/GPU/Inputs is 4 levels down), or the GPU bundle (test/
# at its root, with bench/gemm beside it).
HERE = Path(__file__).resolve()
ROOTS = [p for p in (HERE.parents[4], HERE.parents[3])
         if (p / "bench" / "gemm" / "gemmbench").is_dir()]
if not ROOTS:
    sys.exit("gemm-gpu.py: no bench/gemm/gemmbench above %s" % HERE)
sys.path.insert(0, str(ROOTS[0] / "bench" / "gemm"))
import gemmbench  # noqa: E402,F401
from gemmbench import build, programs  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--flavour", choices=("wgmma", "mma"), required=True)
ap.add_argument("--opt", required=True)
ap.add_argument("--runner", required=True)
ap.add_argument("--out", required=True)
ap.add_argument("--chip", default="sm_90a")
ap.add_argument("--tool", action="append", default=[])
ap.add_argument("--only", default="")
args = ap.parse_args()
out = Path(args.out)
out.mkdir(parents=True, exist_ok=True)
cases = programs.gpu_check_cases(args.flavour)
if args.only:
    keep = set(args.only.split(","))
    cases = [c for c in cases if c.name in keep]
sanitizer = next((p for p in ("/usr/local/cuda/bin/compute-sanitizer",)
                  if os.access(p, os.X_OK)), "compute-sanitizer")
failed = False
for prog in cases:
    work = out / prog.name
    try:
        program = build.lower(prog, work, opt=args.opt, chip=args.chip)
    except RuntimeError as exc:
        print("%s: not built: %s" % (prog.name, exc))
        failed = True
        continue
    config = build.kernel_configs(work)
    seed = (zlib.crc32(prog.name.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    for tool in ["gpu"] + args.tool:
        wrapper = () if tool == "gpu" else (sanitizer, "--tool", tool, "--error-exitcode", "3")
        problems, text = build.check(prog, program, work, args.runner,
                                     np.random.default_rng(seed), wrapper=wrapper)
        (work / (tool + ".log")).write_text(text)
        print("%s %s: %s" % (prog.name, tool, "equal" if not problems else
                             "seed %d: %s" % (seed, "; ".join(problems))), flush=True)
        failed |= bool(problems)
    for line in config:
        print("  " + line.split(": ", 1)[1] if ": " in line else line)
sys.exit(1 if failed else 0)
