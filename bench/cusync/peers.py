#!/usr/bin/env python3
# bench/cusync/peers.py: cuBLAS on the cuSync workloads' shapes, as a PyTorch user runs
# them: torch.matmul in f16 (one GEMM; for an MLP, matmul, GeLU, matmul: StreamSync on one
# stream), timed with CUDA events the way ../shared/bench/peers.py and bench/stitch/peers.py
# time torch, each checked first against the float64 numpy reference at M = 64 rows.
"""cuBLAS (torch.matmul, f16) on the GEMM and MLP shapes of bench/cusync.

    python3 bench/cusync/peers.py --out DIR [--workloads mlp_gpt3,gemm,...] [--m 1,64,...]
                                  [--budget SECONDS] [--small]

Writes DIR/peers.json ({device, torch, date, rows: [{workload, m, impl, ms, flops,
tflops, check, note}]}) and prints one line per measurement. Time: median of
triton.testing.do_bench when triton is there, else of 50 CUDA-event-timed calls after a
warm-up call. The true M (no padding). GeLU: torch.nn.functional.gelu with
approximate='tanh' (the generated kernels' epilogue; 'none' for gelu_erf); SwiGLU (LLaMA):
one matmul by the [H, 2 hidden] weight, then F.silu(gate) * up on its column tiles. TF32
off.
"""

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

sys.path.insert(0, str(HERE.parents[1] / "python"))

from csbench import programs  # noqa: E402
from kfusion.bench import load_torch, peer_timer  # noqa: E402

IMPL = "cuBLAS (torch.matmul)"


def seed_of(*parts):
    """The FNV-1a mix of bench/stencil/run.py's seed_of."""
    h = 1469598103934665603
    for p in parts:
        for ch in str(p).encode():
            h = ((h ^ ch) * 1099511628211) % (1 << 64)
    return h


def torch_math(prog, torch):
    """fn(tensors) -> output tensor: the program's math as a PyTorch user writes it."""
    F = torch.nn.functional
    epi = prog.params.get("epilogue", "none")
    tn = prog.gemms[0].tile[1]

    def act(t):
        if epi == "none":
            return t
        if epi == "swiglu":
            # The weight's gate and up column tiles alternate (csbench.gemm's layout).
            m, n2 = t.shape
            t4 = t.view(m, n2 // (2 * tn), 2, tn)
            return (F.silu(t4[:, :, 0, :]) * t4[:, :, 1, :]).reshape(m, n2 // 2)
        return F.gelu(t, approximate="tanh" if epi == "gelu_tanh" else "none")
    if len(prog.launches) == 1:
        return lambda x: act(torch.matmul(x["X"], x["W"]))
    return lambda x: torch.matmul(act(torch.matmul(x["X"], x["W1"])), x["W2"])


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--workloads", default=",".join(programs.WORKLOADS))
    p.add_argument("--m", default=",".join(map(str, programs.M_VALUES)))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=float, default=0,
                   help="seconds; measure nothing new after this (recorded as skipped)")
    p.add_argument("--small", action="store_true", help="small sizes (a smoke test)")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    info = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "rows": rows}
    deadline = time.time() + args.budget if args.budget else None

    def save():
        (out / "peers.json").write_text(json.dumps(info, indent=1))

    def rec(workload, m, ms, flops, check="-", note=""):
        tf = flops / ms / 1e9 if ms and flops else None
        rows.append({"workload": workload, "m": m, "impl": IMPL,
                     "ms": None if ms is None else round(ms, 5), "flops": flops,
                     "tflops": None if tf is None else round(tf, 1), "check": check,
                     "note": note})
        print("%-10s M=%-5d %-22s %s %s %s %s" % (
            workload, m, IMPL, "-" if ms is None else "%9.4f ms" % ms,
            "" if not tf else "%6.1f TFLOP/s" % tf, check, note), flush=True)
        save()

    torch = load_torch(info, save)
    if torch is None:
        return 0
    bench = peer_timer(torch)

    ms_list = [int(m) for m in args.m.split(",")]
    size = "small" if args.small else "gpu"
    for name in args.workloads.split(","):
        try:
            progs = [programs.make(name, m, size=size, flavour="mma") for m in ms_list]
        except (KeyError, ValueError) as exc:
            print("peers: %s: %s" % (name, exc))
            continue
        # Weights once per workload (the same for every M), on the device in f16.
        first = progs[0]
        rng = np.random.default_rng(seed_of(args.seed, "peers", name))
        host_w = first.make_inputs(rng, [o.name for o in first.inputs if o.name != "X"])
        dev_w = {k: torch.as_tensor(v, device="cuda") for k, v in host_w.items()}
        fn = torch_math(first, torch)
        # Check at M = 64 rows against float64.
        x64 = rng.uniform(-1, 1, (64, first.inputs[0].shape[1])).astype(np.float16)
        try:
            got = fn(dict(dev_w, X=torch.as_tensor(x64, device="cuda"))).float().cpu().numpy()
            ref_in = dict(host_w, X=x64)
            want = first.reference_fn({k: np.asarray(v, np.float64) for k, v in ref_in.items()},
                                      np.arange(64))[first.outputs[0].name]
            rtol, atol = first.tolerance(first.outputs[0].name, want)
            bad = ~(np.abs(got - want) <= atol + rtol * np.abs(want))
            check = "equal (M=64)" if not bad.any() else "MISMATCH: %d of %d" % (
                int(bad.sum()), bad.size)
        except Exception as exc:  # noqa: BLE001 - recorded
            check = "failed: %s" % repr(exc)[:200]
        for prog in progs:
            if deadline and time.time() > deadline:
                rec(name, prog.m, None, prog.flops(), note="skipped: budget spent")
                continue
            x = torch.empty((prog.m, first.inputs[0].shape[1]), dtype=torch.float16,
                            device="cuda").uniform_(-1, 1)
            args_t = dict(dev_w, X=x)
            try:
                rec(name, prog.m, bench(lambda: fn(args_t)), prog.flops(), check)
            except Exception as exc:  # noqa: BLE001
                rec(name, prog.m, None, prog.flops(), note="failed: %s" % repr(exc)[:200])
            x = args_t = None
        dev_w = None
        torch.cuda.empty_cache()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
