# gemmbench.build: one workload through the tools: kfusion-opt --kfusion-gemm-to-gpu (its
# remarks kept), @main (stitchbench.harness), kfusion-to-cubin; inputs written, a run with
# kfusion-runner (or kfusion-sim for emulated kernels), outputs read and compared.
"""Build, run and check a GemmProgram with the KFusion tools."""

import re
import subprocess
from pathlib import Path

from stitchbench import harness


def gpu_form(prog, work, opt="kfusion-opt", options=""):
    """Writes work/step.mlir (linalg) and work/gemm.mlir: `prog` through its pipeline
    (kfusion-gemm-to-gpu, or kfusion-stitch-to-gpu with an epilogue) with `options` added,
    the real kernels (not emulated), its remarks in work/remarks.txt. Returns gemm.mlir's
    path; raises RuntimeError with the tool's message."""
    work = Path(work)
    work.mkdir(parents=True, exist_ok=True)
    step = work / "step.mlir"
    step.write_text(prog.text())
    gemm = work / "gemm.mlir"
    p = subprocess.run([opt, str(step)] + prog.pass_flags(options) +
                       ["-o", str(gemm), "--mlir-print-op-on-diagnostic=false"],
                       capture_output=True, text=True)
    (work / "remarks.txt").write_text(p.stderr)
    if p.returncode:
        raise RuntimeError("%s failed:\n%s" % (prog.pipeline, p.stderr[-3000:]))
    return gemm


def lower(prog, work, opt="kfusion-opt", chip="sm_90a", emulate=False, warmup=5, repeat=20,
          lower_options="", sim=False):
    """Writes work/step.mlir (linalg), work/gemm.mlir (kfusion-gemm-to-gpu; its remarks
    in work/remarks.txt), work/main.mlir (with @main) and, unless emulated or for
    kfusion-sim (`sim`: the GPU's kernels, which kfusion-sim runs as they are), work/low.mlir
    (kfusion-to-cubin chip=`chip`). Returns the program to run. Raises RuntimeError with the
    tool's message when a step fails."""
    work = Path(work)
    work.mkdir(parents=True, exist_ok=True)
    step = work / "step.mlir"
    step.write_text(prog.text())
    gemm = work / "gemm.mlir"
    emulation = "emulate-gemms=true" if prog.stitched else "emulate=true"
    p = subprocess.run([opt, str(step)] + prog.pass_flags(emulation if emulate else "") +
                       ["-o", str(gemm), "--mlir-print-op-on-diagnostic=false"],
                       capture_output=True, text=True)
    (work / "remarks.txt").write_text(p.stderr)
    if p.returncode:
        raise RuntimeError("%s failed:\n%s" % (prog.pipeline, p.stderr[-3000:]))
    main = work / "main.mlir"
    main.write_text(harness.with_device_main(gemm.read_text(), prog, warmup, repeat))
    if emulate or sim:
        return main
    low = work / "low.mlir"
    p = subprocess.run([opt, str(main), "--kfusion-to-cubin=chip=%s %s" % (chip, lower_options),
                        "-o", str(low)], capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError("kfusion-to-cubin failed:\n%s" % p.stderr[-3000:])
    return low


def kernel_configs(work):
    """The 'GEMM kernel' remarks of work/remarks.txt (kfusion-stitch-to-gpu's: its
    'tensor-core GEMM' kernels), one line each (the configuration each kernel got)."""
    text = (Path(work) / "remarks.txt").read_text()
    return [line.split("remark: ", 1)[1] for line in text.splitlines()
            if "remark: GEMM kernel" in line or
            ("remark: stitched kernel" in line and "tensor-core GEMM" in line)]


def sync_plan(work):
    """What kfusion-plan-sync did, from work/remarks.txt: each synchronized pair's policy,
    wait-kernel and waits ('row, wait-kernel yes, waits at first use'; '; '-separated),
    or, where it synchronized none, 'StreamSync (the last pair's reason)'; '-' without
    its remarks."""
    planned, declined = [], None
    for line in (Path(work) / "remarks.txt").read_text().splitlines():
        if "kfusion-plan-sync:" not in line:
            continue
        text = line.split("kfusion-plan-sync: ", 1)[1]
        if "not synchronized: " in text:
            why = text.split("not synchronized: ", 1)[1]
            gain = re.search(r"cuSync [0-9.]+ ms \(([0-9.]+x)\)", why)
            declined = "StreamSync (%s)" % ("model: %s" % gain.group(1) if gain else why[:90])
            continue
        parts = [p.strip() for p in re.split(r"[,;(]", text)]
        policy = text.split("policy ", 1)[1].split(" ", 1)[0]
        wait_kernel = text.split("wait-kernel ", 1)[1].split(" ", 1)[0].rstrip(",")
        waits = next((p for p in parts if p.startswith("waits ")), "")
        planned.append("%s, wait-kernel %s, %s" % (policy, wait_kernel, waits))
    return "; ".join(planned) if planned else declined or "-"


def sync_refusal(work):
    """Where kfusion-plan-sync synchronized no pair, its reason for the last one ('not
    synchronized: ...' in work/remarks.txt); else, or where it did not run, ""."""
    reason = ""
    for line in (Path(work) / "remarks.txt").read_text().splitlines():
        if "kfusion-plan-sync:" not in line:
            continue
        if "not synchronized: " not in line:
            return ""
        reason = line.split("not synchronized: ", 1)[1]
    return reason


def check(prog, program, work, tool, rng, env=None, wrapper=()):
    """One run of `program` with `tool` (kfusion-runner or kfusion-sim; `wrapper`: a command
    before it, e.g. compute-sanitizer) on fresh inputs from `rng`; returns (problems,
    output text): problems empty when the outputs equal the reference within tolerance."""
    work = Path(work)
    x = prog.make_inputs(rng)
    harness.write_inputs(prog, work / "in", x)
    out = work / ("out-" + Path(tool).name)
    run_env = {"KFUSION_BENCH_WARMUP": "0", "KFUSION_BENCH_REPEAT": "0"}
    run_env.update(env or {})
    if wrapper:
        import os
        e = dict(os.environ, KFUSION_INPUT_DIR=str(work / "in"), KFUSION_OUTPUT_DIR=str(out),
                 **run_env)
        out.mkdir(parents=True, exist_ok=True)
        cmd = list(wrapper) + [str(tool), str(program), "-e", "main"]
        if "kfusion-runner" in Path(tool).name:
            cmd.append("--entry-point-result=void")
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           env=e, timeout=1800)
    else:
        p = harness.run(tool, program, work / "in", out, env=run_env)
    if p.returncode:
        return ["exit status %d: %s" % (p.returncode, p.stdout[-1500:])], p.stdout
    got = harness.read_outputs(prog, out)
    return harness.compare(prog, got, prog.reference(x)), p.stdout
