# modelbench.build: one model program through the tools: kfusion-opt --kfusion-fuse (the one
# planner; its remark per function names the chosen candidate and every candidate's
# projected time and launches), a device @main around the fused @step (stitchbench.harness:
# input files, one checked call, output files, the timed loop), kfusion-to-cubin.
"""kfusion-fuse, @main and kfusion-to-cubin of a ModelProgram.

The fused @step takes device memrefs: the arguments of the imported function (the module's
inputs, then its weights) in order, then one out-parameter per result; its temporaries are
gpu.alloc / gpu.dealloc inside it, its kernels launched on one stream. That is the form
stitchbench.harness.with_device_main wraps (as for bench/stitch's and bench/gemm's @step).
"""

import json
import re
import time
from pathlib import Path

from kfusion.bench import count_launches
from kfusion.tools import ToolError, run_tool
from stitchbench import harness

FUSE_PASS = "kfusion-fuse"

_CHOSEN = re.compile(r"kfusion-fuse of @(\S+) on (\S+): (\S+) chosen"
                     r"(?: \(asked for\)| by measurement)?; projected (.*?)(?:; measured|$)")
_CANDIDATE = re.compile(r"([\w-]+) ([0-9.]+(?:[eE][-+]?\d+)?) us \((\d+) launch(?:es)?\)")


def parse_fuse_remark(text):
    """kfusion-fuse's remark (remarks=true) in `text`: {function, device, chosen,
    projected_us (the chosen candidate's), launches (its), candidates: {name: {us,
    launches}}, remark (the line)}; None without one."""
    for line in text.splitlines():
        m = _CHOSEN.search(line)
        if not m:
            continue
        cands = {c: {"us": float(us), "launches": int(n)}
                 for c, us, n in _CANDIDATE.findall(m.group(4))}
        chosen = cands.get(m.group(3), {})
        return {"function": m.group(1), "device": m.group(2), "chosen": m.group(3),
                "projected_us": chosen.get("us"), "launches": chosen.get("launches"),
                "candidates": cands, "remark": line[line.find("remark:"):][:1000]}
    return None


def fuse_options(device, emulate=False, extra=""):
    """kfusion-fuse's options: device=<device> remarks=true (emulate-gemms=true for
    kfusion-sim), then `extra`."""
    return " ".join(o for o in ("device=%s" % device, "remarks=true",
                                "emulate-gemms=true" if emulate else "", extra) if o)


def prepare(prog, work, device="h200", emulate=False, extra="", chip="sm_90a",
            lower_options="", warmup=5, repeat=20, timeout=900, sim=None):
    """Writes into `work`: program.mlir (the import), fused.mlir and remarks.txt
    (kfusion-fuse; its tensor-core operations emulated with `emulate`, which kfusion-sim
    does not need: it runs the GPU's kernels as they are), main.mlir (with @main) and,
    unless for kfusion-sim (`sim`, by default `emulate`: kfusion-sim runs main.mlir),
    lowered.mlir (kfusion-to-cubin chip=`chip`); then prepared.json. Returns
    {status (absent when prepared), program (what to run: its name in `work`, so that a
    prepared directory can move to another machine), fuse: parse_fuse_remark,
    launches (gpu.launch_func in fused.mlir), fuse_s, lower_s, problems}."""
    work = Path(work)
    work.mkdir(parents=True, exist_ok=True)
    src = work / "program.mlir"
    src.write_text(prog.text)
    sim = emulate if sim is None else sim
    info = {"key": prog.key, "emulate": emulate, "sim": sim, "device": device, "options":
            fuse_options(device, emulate, extra)}
    t0 = time.time()
    try:
        proc = run_tool(["kfusion-opt", str(src), "--%s=%s" % (FUSE_PASS, info["options"]),
                         "--mlir-print-op-on-diagnostic=false", "-o", str(work / "fused.mlir")],
                        check=False, timeout=timeout)
    except ToolError as exc:
        return _done(work, dict(info, status="kfusion-fuse failed",
                                problems=[str(exc)[-2000:]]))
    (work / "remarks.txt").write_text(proc.stderr)
    info["fuse_s"] = round(time.time() - t0, 2)
    info["fuse"] = parse_fuse_remark(proc.stderr)
    if proc.returncode:
        errors = [l.strip() for l in proc.stderr.splitlines() if "error:" in l]
        return _done(work, dict(info, status="kfusion-fuse refused",
                                problems=(errors or proc.stderr.strip().splitlines())[-10:]))
    fused = (work / "fused.mlir").read_text()
    info["launches"] = count_launches(fused)
    main = work / "main.mlir"
    try:
        main.write_text(harness.with_device_main(fused, prog, warmup, repeat))
    except ValueError as exc:
        return _done(work, dict(info, status="no @main", problems=[str(exc)[:2000]]))
    if sim:
        return _done(work, dict(info, program=main.name))
    t0 = time.time()
    opts = "chip=%s" % chip + (" " + lower_options if lower_options else "")
    try:
        run_tool(["kfusion-opt", str(main), "--kfusion-to-cubin=" + opts, "-o",
                  str(work / "lowered.mlir")], timeout=timeout)
    except ToolError as exc:
        return _done(work, dict(info, status="kfusion-to-cubin failed",
                                problems=str(exc).splitlines()[-10:]))
    info["lower_s"] = round(time.time() - t0, 2)
    return _done(work, dict(info, program="lowered.mlir"))


def _done(work, info):
    (Path(work) / "prepared.json").write_text(json.dumps(info, indent=1) + "\n")
    return info


def load_prepared(prog, work, emulate, sim=None):
    """The prepared.json of `work` when it holds this program (same text) prepared for the
    same target (emulated or not, for kfusion-sim or not: `sim`, by default `emulate`) and
    its program exists; else None."""
    work = Path(work)
    path = work / "prepared.json"
    if not path.exists() or not (work / "program.mlir").exists():
        return None
    info = json.loads(path.read_text())
    sim = emulate if sim is None else sim
    if (work / "program.mlir").read_text() != prog.text or info.get("emulate") != emulate \
            or info.get("sim", info.get("emulate")) != sim:
        return None
    if "status" not in info and not (work / info.get("program", "-")).exists():
        return None
    return info
