# cusync-wgmma.py --opt KFUSION_OPT --runner KFUSION_RUNNER --out DIR [--tool T]...:
# bench/cusync's warpgroup-MMA kernels (kfusion.gemm flavour wgmma through csbench, sm_90a) on the GPU,
# each program's outputs against a float64 numpy reference of fresh random inputs:
# a GEMM with GeLU (two warpgroups, 4 stages), a split-K GEMM (slices and their sum), a
# SwiGLU GEMM with 256-row tiles (four warpgroups), a GEMM and an MLP producer with the
# main loop unrolled by the stage count, and two MLPs whose GEMMs are
# synchronized by RowSync (kfusion-plan-sync, kfusion-insert-semaphores; lowered in the
# debug mode, a wait spinning 5 s traps). With --tool (memcheck, racecheck, synccheck,
# initcheck) each program also runs under compute-sanitizer, which must report no error.
# Prints one line per program and tool: "<name> <tool>: equal" or what differs.
import argparse
import os
import subprocess
import sys
import time
import zlib
from pathlib import Path

import numpy as np

# The source tree (test/Integration/GPU/Inputs is 4 levels down), or the GPU bundle (test/
# at its root, with bench/cusync/csbench beside it).
HERE = Path(__file__).resolve()
ROOTS = [p for p in (HERE.parents[4], HERE.parents[3])
         if (p / "bench" / "cusync" / "csbench").is_dir()]
if not ROOTS:
    sys.exit("cusync-wgmma.py: no bench/cusync/csbench above %s" % HERE)
REPO = ROOTS[0]
sys.path.insert(0, str(REPO / "bench" / "cusync"))
sys.path.insert(0, str(REPO / "python"))
from csbench import harness, programs  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--opt", required=True)
ap.add_argument("--runner", required=True)
ap.add_argument("--out", required=True)
ap.add_argument("--tool", action="append", default=[])
args = ap.parse_args()
out = Path(args.out)
out.mkdir(parents=True, exist_ok=True)
sanitizer = None
if args.tool:
    sanitizer = next((p for p in ("/usr/local/cuda/bin/compute-sanitizer",)
                      if os.access(p, os.X_OK)), "compute-sanitizer")

CASES = [
    ("gemm-gelu", programs.gemm_program("g", 256, 1024, 512, "wgmma", epilogue="gelu_tanh",
                                        tile=(128, 256, 64), stages=4), None),
    ("gemm-split", programs.gemm_program("g", 128, 2048, 512, "wgmma", split_k=2), None),
    ("gemm-swiglu", programs.gemm_program("g", 512, 512, 256, "wgmma", epilogue="swiglu"),
     None),
    ("mlp-row", programs.mlp_program("mlp", 256, 512, 512, "wgmma", epilogue="swiglu"), "row"),
    # The main loop unrolled by the stage count (Gemm.unroll_k's default at 5 and 6
    # stages): 32 k-tiles at 5 stages, 29 in the loop (5 groups of 5, 4 left over); the
    # MLP's 6-stage producer (16 k-tiles: 2 groups of 6) under RowSync.
    ("gemm-unrolled", programs.gemm_program("g", 256, 2048, 512, "wgmma",
                                            epilogue="gelu_tanh", tile=(128, 128, 64),
                                            stages=5), None),
    ("mlp-row-unrolled", programs.mlp_program("mlp", 256, 1024, 512, "wgmma",
                                              epilogue="gelu_tanh",
                                              tile=((128, 128, 64), (256, 128, 64)),
                                              stages=(6, 4)), "row"),
]
UNROLLED = {"gemm-unrolled": [5], "mlp-row-unrolled": [6, 1]}
for name, prog, _ in CASES:
    if name in UNROLLED and [g.unroll_k for g in prog.gemms] != UNROLLED[name]:
        sys.exit("%s: unroll counts %s, expected %s" % (
            name, [g.unroll_k for g in prog.gemms], UNROLLED[name]))
failed = False
for name, prog, policy in CASES:
    work = out / name
    work.mkdir(exist_ok=True)
    step = work / "step.mlir"
    step.write_text(prog.text({"kfusion.sync_policy": '"%s"' % policy} if policy else None))
    lower = "--kfusion-to-cubin=chip=sm_90a"
    if policy:
        synced = work / "sync.mlir"
        p = subprocess.run([args.opt, str(step), "--kfusion-plan-sync=force=true",
                            "--kfusion-insert-semaphores", "-o", str(synced)],
                           capture_output=True, text=True)
        if p.returncode or "policy %s" % policy not in p.stderr:
            sys.exit("%s: the cuSync passes did not apply %s:\n%s" % (name, policy, p.stderr))
        step = synced
        lower += " sync-timeout-ms=5000"
    main = work / "main.mlir"
    main.write_text(harness.with_device_main(step.read_text(), prog.inputs, prog.outputs, 0, 0))
    low = work / "low.mlir"
    subprocess.run([args.opt, str(main), lower, "-o", str(low)], check=True)
    seed = (zlib.crc32(name.encode()) ^ time.time_ns()) & 0xFFFFFFFF
    x = prog.make_inputs(np.random.default_rng(seed))
    harness.write_inputs(prog.inputs, work / "in", x)
    want = prog.reference(x)
    for tool in ["gpu"] + args.tool:
        outdir = work / ("out-" + tool)
        outdir.mkdir(exist_ok=True)
        cmd = [args.runner, str(low), "-e", "main", "--entry-point-result=void"]
        if tool != "gpu":
            cmd = [sanitizer, "--tool", tool, "--error-exitcode", "3"] + cmd
        env = dict(os.environ, KFUSION_INPUT_DIR=str(work / "in"),
                   KFUSION_OUTPUT_DIR=str(outdir))
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
        (work / (tool + ".log")).write_text(p.stdout + p.stderr)
        if p.returncode:
            print("%s %s: exit status %d (seed %d): %s" % (
                name, tool, p.returncode, seed, (p.stdout + p.stderr)[-600:]))
            failed = True
            continue
        got = harness.read_outputs(prog.outputs, outdir)
        problems = harness.compare(prog.outputs, got, want, prog.tolerance)
        print("%s %s: %s" % (name, tool, "equal" if not problems else
                             "seed %d: %s" % (seed, problems)), flush=True)
        failed |= bool(problems)
sys.exit(1 if failed else 0)
