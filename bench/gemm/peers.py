#!/usr/bin/env python3
# bench/gemm/peers.py: torch.matmul (cuBLAS) on the workloads of run.py, in a process of
# its own (torch stays out of the driver's): the same shapes, layouts (x @ W, or x @ W.T
# for a weight stored [N, K]) and element type, timed as triton.testing.do_bench does
# (kfusion.bench.peer_timer: a cache flush before each repetition, the median). Writes
# OUT/peers.json: {"info": {...}, "rows": {workload: {"median_ms": ...}}}.
"""torch.matmul times of bench/gemm's workloads."""

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gemmbench  # noqa: E402,F401
from gemmbench import programs  # noqa: E402
from kfusion import bench  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--workloads", required=True, help="comma-separated run.py names")
    ap.add_argument("--budget", type=float, default=0)
    bench.add_flush_argument(ap)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    record = {"info": {}, "rows": {}}

    def save():
        (out / "peers.json").write_text(json.dumps(record, indent=1))
    torch = bench.load_torch(record["info"], save)
    if torch is None:
        return 0
    timer = bench.peer_timer(torch, args.flush_cache_mib)
    known = {p.name: p for m in programs.BENCH_M + (256, 8192)
             for e in ("f16", "bf16") for p in programs.mlp_gemms(m, e)}
    deadline = bench.deadline_after(args.budget)
    dtype = {"f16": torch.float16, "bf16": torch.bfloat16}
    for name in args.workloads.split(","):
        prog = known.get(name)
        if prog is None or bench.past(deadline):
            continue
        g = prog.gemm
        a = torch.randn(g.m, g.k, device="cuda", dtype=dtype[prog.elem])
        w = torch.randn(*((g.k, g.n) if g.b == "kn" else (g.n, g.k)), device="cuda",
                        dtype=dtype[prog.elem])
        fn = (lambda: torch.matmul(a, w)) if g.b == "kn" else (lambda: torch.matmul(a, w.t()))
        t0 = time.time()
        ms = timer(fn)
        record["rows"][name] = {"median_ms": ms,
                                "tflops": prog.flops / (ms * 1e-3) / 1e12}
        bench.log("peers: %s torch.matmul %.4f ms (%.0f s)" % (name, ms, time.time() - t0))
        save()
        del a, w
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
