#!/usr/bin/env python3
# bench/stitch/peers.py: the peers of the stitching workloads on the GPU machine: PyTorch
# eager, torch.compile (Inductor) and JAX/XLA on the same math at the same sizes
# (stitchbench/peermath.py), each checked against the numpy reference at the small size
# first, plus torch's device-to-device copy bandwidth. As ../shared/bench/peers.py and
# bench/stencil/peers.py measure them.
"""PyTorch eager, torch.compile and JAX/XLA on the stitching workloads.

    python3 bench/stitch/peers.py --out DIR [--workloads layernorm,softmax,...]
                                  [--size gpu|small] [--budget SECONDS] [--no-compile]
                                  [--no-jax]

Writes DIR/peers.json ({device, torch, jax, date, rows: [{workload, dtype, impl, ms,
bytes, gbs, check, note}]}) and prints one line per measurement. torch: median of
triton.testing.do_bench (a CUDA-event loop without triton); JAX: median wall time of
--jax-reps calls each ending in block_until_ready (XLA_PYTHON_CLIENT_PREALLOCATE=false;
f32 matmuls at 'highest' precision, no TF32, like torch's default). Bytes: the workload's
minimum traffic (each input read once, each output written once). check: the same
function on the small size against the float64 numpy reference, with the workload's
tolerances (torch.compile: compiled for the small size, then again, from a reset cache,
for the timed one; dynamic=False). The 16-bit workloads (layernorm_f16, softmax_bf16, ...)
run on float16 / bfloat16 tensors: torch's half ops as they are, JAX computing in f32
between 16-bit inputs and outputs (stitchbench/peermath.py).
"""

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

sys.path.insert(0, str(HERE.parents[1] / "python"))

from stitchbench import harness, peermath, programs  # noqa: E402
from kfusion.bench import (PeerRecord, jax_wall_ms, load_torch, past,  # noqa: E402
                           peer_timer, seed_of, torch_copy_ms)

IMPLS = ["torch eager", "torch.compile", "jax.jit (XLA)"]


def check_small(name, small, label, fn, to_lib, from_lib):
    """Run `fn` on the small instance (inputs converted by to_lib(values, dtype)); 'equal
    (small)' or what differs."""
    rng = np.random.default_rng(seed_of("peers", name, label))
    inputs = small.make_inputs(rng)
    want = small.reference(inputs)
    try:
        res = fn({o.name: to_lib(inputs[o.name], o.dtype) for o in small.inputs})
        got = {o.name: np.asarray(from_lib(res[o.name]), dtype=np.float64).reshape(o.shape)
               for o in small.outputs}
        problems = harness.compare(small, got, want)
    except Exception as exc:  # noqa: BLE001 - recorded
        return "failed: %s" % repr(exc)[:200]
    return "equal (small)" if not problems else "MISMATCH: " + problems[0][:200]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--workloads")
    p.add_argument("--size", choices=["gpu", "small"], default="gpu")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=float, default=0,
                   help="seconds; measure nothing new after this (recorded as skipped)")
    p.add_argument("--no-compile", action="store_true")
    p.add_argument("--no-jax", action="store_true")
    p.add_argument("--jax-reps", type=int, default=30)
    args = p.parse_args(argv)
    record = PeerRecord(args.out, args.budget)
    info, rows, save, deadline = record.info, record.rows, record.save, record.deadline

    def rec(workload, impl, ms, nbytes=None, check="-", note="", dtype="f32"):
        gbs = nbytes / ms / 1e6 if ms and nbytes else None
        rows.append({"workload": workload, "dtype": dtype, "impl": impl,
                     "ms": None if ms is None else round(ms, 5), "bytes": nbytes,
                     "gbs": None if gbs is None else round(gbs, 1), "check": check,
                     "note": note})
        print("%-20s %-16s %s %s %s %s" % (workload, impl, "-" if ms is None else
                                           "%9.4f ms" % ms, "" if not gbs else
                                           "%6.0f GB/s" % gbs, check, note), flush=True)
        save()

    torch = load_torch(info, save)
    if torch is None:
        return 0
    bench = peer_timer(torch)
    jax = jops = None
    if not args.no_jax:
        try:
            import jax
            jops = peermath.jax_ops()
            info["jax"] = jax.__version__
        except ImportError as exc:
            info["jax_error"] = str(exc)
            print("peers: no jax (%s)" % exc)

    # Copy ceiling.
    n = 1 << 28 if args.size == "gpu" else 1 << 16
    rec("copy", "torch copy_", torch_copy_ms(torch, bench, n), 2 * 4 * n)

    names = args.workloads.split(",") if args.workloads else programs.WORKLOADS
    def torch_numpy(v):
        return v.detach().float().cpu().numpy()     # numpy has no bfloat16
    for name in names:
        small = programs.make(name, "small")
        prog = programs.make(name, args.size)
        nbytes = prog.min_bytes()
        tfn = peermath.torch_math(name, prog)
        tcheck = check_small(name, small, "torch", peermath.torch_math(name, small),
                             peermath.torch_tensor, torch_numpy)
        jcheck = "-"
        if jops is not None:
            jcheck = check_small(name, small, "jax", peermath.array_math(name, small, jops),
                                 jops.asarray, jops.to_numpy)
        rng = np.random.default_rng(seed_of(args.seed, "peers-full", name))
        host = prog.make_inputs(rng)
        tin = peermath.torch_inputs(prog, host)
        torch.cuda.synchronize()

        def rec_workload(impl, ms, check="-", note=""):
            rec(name, impl, ms, nbytes, check, note, prog.dtype)

        def over_budget(impl):
            if past(deadline):
                rec_workload(impl, None, note="skipped: budget spent")
                return True
            return False
        if not over_budget("torch eager"):
            try:
                rec_workload("torch eager", bench(lambda: tfn(tin)), tcheck)
            except Exception as exc:  # noqa: BLE001
                rec_workload("torch eager", None, note="failed: %s" % repr(exc)[:200])
        if jops is not None and not over_budget("jax.jit (XLA)"):
            try:
                jin = {o.name: jops.asarray(host[o.name], o.dtype) for o in prog.inputs}
                fn = jax.jit(peermath.array_math(name, prog, jops))
                ms, secs = jax_wall_ms(jax, fn, jin, args.jax_reps)
                rec_workload("jax.jit (XLA)", ms, jcheck, "wall time; compile %.0f s" % secs)
                del jin, fn
            except Exception as exc:  # noqa: BLE001
                rec_workload("jax.jit (XLA)", None, note="failed: %s" % repr(exc)[:200])
        if not args.no_compile and not over_budget("torch.compile"):
            try:
                # Small check first, then a fresh compile for the timed size: dynamo keys
                # its cache by code object, and a second shape would make it recompile
                # with dynamic shapes (slower kernels) for both.
                torch._dynamo.reset()
                ccheck = check_small(name, small, "torch.compile",
                                     torch.compile(peermath.torch_math(name, small),
                                                   dynamic=False),
                                     peermath.torch_tensor, torch_numpy)
                torch._dynamo.reset()
                compiled = torch.compile(tfn, dynamic=False)
                t0 = time.time()
                compiled(tin)
                torch.cuda.synchronize()
                secs = time.time() - t0
                rec_workload("torch.compile", bench(lambda: compiled(tin)), ccheck,
                             "compile %.0f s" % secs)
            except Exception as exc:  # noqa: BLE001
                rec_workload("torch.compile", None, note="failed: %s" % repr(exc)[:200])
        tin = host = None
        torch.cuda.empty_cache()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
