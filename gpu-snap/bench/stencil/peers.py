#!/usr/bin/env python3
# bench/stencil/peers.py: the peers of the stencil workloads on the GPU machine: PyTorch
# eager, torch.compile (Inductor) and JAX/XLA on the same math at the same sizes
# (stbench/peermath.py), each checked against the numpy reference at a small size first,
# plus torch's device-to-device copy bandwidth. As ../shared/bench/peers.py measures them.
"""PyTorch eager, torch.compile and JAX/XLA on the stencil workloads.

    python3 bench/stencil/peers.py --out DIR [--workloads jacobi,hdiff,...] [--size gpu]
                                   [--budget SECONDS] [--no-compile] [--no-jax]

Writes DIR/peers.json ({device, torch, jax, date, rows: [{workload, impl, ms, bytes, gbs,
check, note}]}) and prints one line per measurement. torch: median of
triton.testing.do_bench (CUDA-event loop without triton); JAX: median wall time of 30 calls
each ending in block_until_ready (XLA_PYTHON_CLIENT_PREALLOCATE=false). Bytes: the
workload's minimum traffic (each input read once, each output written once).
"""

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

sys.path.insert(0, str(HERE.parents[1] / "python"))

from stbench import ir, peermath, workloads  # noqa: E402
from kfusion.bench import (PeerRecord, jax_wall_ms, load_torch, past,  # noqa: E402
                           peer_timer, torch_copy_ms)
from run import WORKLOADS, make_workload, seed_of  # noqa: E402


IMPLS = ["torch eager", "torch.compile", "jax.jit (XLA)"]


def run_isolated(args, name, deadline):
    """Measure workload `name` in a child process (this script with --child), killed after
    --isolate-timeout seconds (or what is left of --budget); returns its rows, plus a row
    per implementation it did not get to."""
    sub = Path(args.out) / "isolated" / name
    cmd = [sys.executable, str(Path(__file__).resolve()), "--out", str(sub), "--workloads",
           name, "--size", args.size, "--gen-seed", str(args.gen_seed), "--seed",
           str(args.seed), "--jax-reps", str(args.jax_reps), "--child"]
    cmd += ["--no-compile"] if args.no_compile else []
    cmd += ["--no-jax"] if args.no_jax else []
    timeout = args.isolate_timeout
    if deadline:
        timeout = max(1.0, min(timeout, deadline - time.time() + args.isolate_timeout / 2))
    note = ""
    try:
        # The child measures eager, then JAX, then torch.compile (the slow one) last.
        subprocess.run(cmd, timeout=timeout)
    except subprocess.TimeoutExpired:
        note = "not measured: the child process was stopped after %.0f s" % timeout
        print("peers: %s: %s" % (name, note), flush=True)
    try:
        got = json.loads((sub / "peers.json").read_text()).get("rows", [])
    except (OSError, ValueError):
        got = []
    done = {r["impl"] for r in got}
    wanted = [i for i in IMPLS if not (args.no_compile and i == "torch.compile") and
              not (args.no_jax and i.startswith("jax"))]
    for impl in wanted:
        if impl not in done:
            got.append({"workload": name, "impl": impl, "ms": None, "bytes": None,
                        "gbs": None, "check": "-", "note": note or "not measured"})
    return got


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--workloads")
    p.add_argument("--size", choices=["gpu", "small"], default="gpu")
    p.add_argument("--gen-seed", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=float, default=0,
                   help="seconds; measure nothing new after this (recorded as skipped)")
    p.add_argument("--no-compile", action="store_true")
    p.add_argument("--no-jax", action="store_true")
    p.add_argument("--jax-reps", type=int, default=30)
    p.add_argument("--isolate", default="generated,generated3d",
                   help="workloads measured in a child process under --isolate-timeout "
                        "(torch.compile of a 150-launch program can take minutes)")
    p.add_argument("--isolate-timeout", type=float, default=120)
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    record = PeerRecord(args.out, args.budget)
    info, rows, save, deadline = record.info, record.rows, record.save, record.deadline

    def rec(workload, impl, ms, nbytes=None, check="-", note=""):
        gbs = nbytes / ms / 1e6 if ms and nbytes else None
        rows.append({"workload": workload, "impl": impl, "ms": None if ms is None else
                     round(ms, 5), "bytes": nbytes, "gbs": None if gbs is None else
                     round(gbs, 1), "check": check, "note": note})
        print("%-12s %-16s %s %s %s %s" % (workload, impl, "-" if ms is None else
                                           "%9.4f ms" % ms, "" if not gbs else
                                           "%6.0f GB/s" % gbs, check, note), flush=True)
        save()

    torch = load_torch(info, save)
    if torch is None:
        return 0
    bench = peer_timer(torch)
    jax = None
    if not args.no_jax:
        try:
            import jax
            info["jax"] = jax.__version__
        except ImportError as exc:
            info["jax_error"] = str(exc)
            print("peers: no jax (%s)" % exc)

    if not args.child:
        # Copy ceiling.
        n = 1 << 28 if args.size == "gpu" else 1 << 16
        rec("copy", "torch copy_", torch_copy_ms(torch, bench, n), 2 * 4 * n)

    names = args.workloads.split(",") if args.workloads else WORKLOADS
    tops, nops = peermath.torch_ops(), peermath.numpy_ops()
    jops = peermath.jax_ops() if jax is not None else None
    isolated = set(args.isolate.split(",")) if args.isolate and not args.child else set()
    for name in names:
        if name not in peermath.MATH:
            continue
        if name in isolated:
            if past(deadline):
                for impl in IMPLS:
                    rec(name, impl, None, note="skipped: budget spent")
                continue
            rows.extend(run_isolated(args, name, deadline))
            save()
            continue
        math_fn = peermath.MATH[name]
        # The same math on a small instance, against the numpy reference.
        small = make_workload(name, "small", args.gen_seed)
        rng = np.random.default_rng(seed_of(args.seed, "peers", name))
        sin = ir.make_inputs(small, rng)
        want = workloads.reference(small, sin)
        checks = {}
        for label, ops in (("numpy", nops), ("torch", tops), ("jax", jops)):
            if ops is None:
                continue
            try:
                given = {k: ops.backend.asarray(v) if label != "numpy" else v
                         for k, v in sin.items()}
                got = {k: np.asarray(v.cpu() if hasattr(v, "cpu") else v, dtype=np.float64)
                       for k, v in math_fn(small, given, ops).items()}
                problems = ir.compare(small, got, want)
                checks[label] = "equal (small)" if not problems else "MISMATCH: " + problems[0]
            except Exception as exc:  # noqa: BLE001 - recorded
                checks[label] = "failed: %s" % repr(exc)[:200]
        prog = make_workload(name, args.size, args.gen_seed)
        nbytes = prog.min_bytes()
        rng = np.random.default_rng(seed_of(args.seed, "peers-full", name))
        host = ir.make_inputs(prog, rng)
        tin = {k: torch.as_tensor(v, device="cuda") for k, v in host.items()}
        torch.cuda.synchronize()

        def over_budget(impl):
            if past(deadline):
                rec(name, impl, None, nbytes, note="skipped: budget spent")
                return True
            return False
        if not over_budget("torch eager"):
            try:
                rec(name, "torch eager", bench(lambda: math_fn(prog, tin, tops)), nbytes,
                    checks.get("torch", "-"))
            except Exception as exc:  # noqa: BLE001
                rec(name, "torch eager", None, nbytes, note="failed: %s" % repr(exc)[:200])
        if jops is not None and not over_budget("jax.jit (XLA)"):
            try:
                jin = {k: jops.backend.asarray(v) for k, v in host.items()}
                fn = jax.jit(lambda t: math_fn(prog, t, jops))
                ms, secs = jax_wall_ms(jax, fn, jin, args.jax_reps)
                rec(name, "jax.jit (XLA)", ms, nbytes, checks.get("jax", "-"),
                    "wall time; compile %.0f s" % secs)
                del jin, fn
            except Exception as exc:  # noqa: BLE001
                rec(name, "jax.jit (XLA)", None, nbytes, note="failed: %s" % repr(exc)[:200])
        if not args.no_compile and not over_budget("torch.compile"):
            try:
                torch._dynamo.reset()
                compiled = torch.compile(lambda t: math_fn(prog, t, tops))
                t0 = time.time()
                compiled(tin)
                torch.cuda.synchronize()
                secs = time.time() - t0
                rec(name, "torch.compile", bench(lambda: compiled(tin)), nbytes,
                    checks.get("torch", "-"), "compile %.0f s" % secs)
            except Exception as exc:  # noqa: BLE001
                rec(name, "torch.compile", None, nbytes, note="failed: %s" % repr(exc)[:200])
        del tin
        torch.cuda.empty_cache()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
