#!/usr/bin/env python3
# bench/cusync/peers.py: cuBLAS and cuDNN on the cuSync workloads' shapes, as a PyTorch user
# runs them: torch.matmul in f16 (one GEMM; for an MLP, matmul, GeLU, matmul: StreamSync on
# one stream), torch.nn.functional.conv2d in f16 on channels_last tensors (the convolution
# pair: conv, ReLU, conv, ReLU), timed with CUDA events the way ../shared/bench/peers.py and
# bench/stitch/peers.py time torch, each checked first against the float64 numpy reference
# (at M = 64 rows; a convolution at batch 1).
"""cuBLAS (torch.matmul, f16) and cuDNN (torch conv2d, f16) on the shapes of bench/cusync.

    python3 bench/cusync/peers.py --out DIR [--workloads mlp_gpt3,gemm,...] [--m 1,64,...]
                                  [--budget SECONDS] [--small]

Writes DIR/peers.json ({device, torch, date, rows: [{workload, m, impl, ms, flops,
tflops, check, note}]}) and prints one line per measurement. Time: median of
triton.testing.do_bench when triton is there, else of 50 CUDA-event-timed calls after a
warm-up call. The true M (no padding). GeLU: torch.nn.functional.gelu with
approximate='tanh' (the generated kernels' epilogue; 'none' for gelu_erf); SwiGLU (LLaMA):
one matmul by the [H, 2 hidden] weight, then F.silu(gate) * up on its column tiles.
Convolutions: M is the batch (default: each workload's own M values, programs.m_values);
the images [B, C, H, W] in channels_last memory (NHWC, as the generated kernels read
them), the filters [Kout, C, R, S] from the [R S C, Kout] weights, padding `pad`, ReLU
after each layer. TF32 off.
"""

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

sys.path.insert(0, str(HERE.parents[1] / "python"))

from csbench import programs  # noqa: E402
from kfusion.bench import (PeerRecord, load_torch, past, peer_timer,  # noqa: E402
                           seed_of)

IMPL = "cuBLAS (torch.matmul)"
IMPL_CONV = "cuDNN (torch conv2d)"


def conv_filter(w, conv, torch):
    """The [R S C, Kout] weight (a tensor; row (r S + s) C + c) as conv2d's [Kout, C, R, S]
    filter, channels_last."""
    rs_c, kout = w.shape
    r, s = conv["r"], conv["s"]
    f = w.reshape(r, s, rs_c // (r * s), kout).permute(3, 2, 0, 1)
    return f.contiguous(memory_format=torch.channels_last)


def conv_image(x, prog, torch):
    """The pixel rows of a guarded [G + M_pad + T, C] activation (a tensor) as a [B, C, H,
    W] image in channels_last memory (a view of the same NHWC bytes)."""
    conv = prog.params["conv"]
    g0 = prog.gemms[0].conv
    b, h, w = conv["batch"], conv["h"], conv["w"]
    img = x[g0.in_guard:g0.in_guard + b * h * w].reshape(b, h, w, x.shape[1])
    return img.permute(0, 3, 1, 2)


def conv_rows(y):
    """A [B, K, H, W] output as [B H W, K] rows (row = output pixel)."""
    b, k, h, w = y.shape
    return y.permute(0, 2, 3, 1).reshape(b * h * w, k)


def torch_math(prog, torch):
    """fn(tensors) -> output tensor: the program's math as a PyTorch user writes it (a
    convolution's tensors: X as a channels_last image, the weights as filters)."""
    F = torch.nn.functional
    if prog.is_conv:
        pad = prog.params["conv"]["pad"]
        names = [o.name for o in prog.inputs[1:]]

        def convs(t):
            x = t["X"]
            for name in names:
                x = F.relu(F.conv2d(x, t[name], padding=pad))
            return x
        return convs
    epi = prog.params.get("epilogue", "none")
    tn = prog.gemms[0].tile[1]

    def act(t):
        if epi == "none":
            return t
        if epi == "swiglu":
            # The weight's gate and up column tiles alternate (kfusion.gemm's layout).
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
    p.add_argument("--m", help="comma-separated M values (convolutions: batches); default "
                   "each workload's own (programs.m_values)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=float, default=0,
                   help="seconds; measure nothing new after this (recorded as skipped)")
    p.add_argument("--small", action="store_true", help="small sizes (a smoke test)")
    args = p.parse_args(argv)
    record = PeerRecord(args.out, args.budget)
    info, rows, save, deadline = record.info, record.rows, record.save, record.deadline

    def rec(workload, m, ms, flops, impl, check="-", note=""):
        tf = flops / ms / 1e9 if ms and flops else None
        rows.append({"workload": workload, "m": m, "impl": impl,
                     "ms": None if ms is None else round(ms, 5), "flops": flops,
                     "tflops": None if tf is None else round(tf, 1), "check": check,
                     "note": note})
        print("%-10s M=%-5d %-22s %s %s %s %s" % (
            workload, m, impl, "-" if ms is None else "%9.4f ms" % ms,
            "" if not tf else "%6.1f TFLOP/s" % tf, check, note), flush=True)
        save()

    torch = load_torch(info, save)
    if torch is None:
        return 0
    bench = peer_timer(torch)

    size = "small" if args.small else "gpu"
    for name in args.workloads.split(","):
        ms_list = [int(m) for m in args.m.split(",")] if args.m else \
            programs.m_values(name, size)
        try:
            progs = [programs.make(name, m, size=size, flavour="mma") for m in ms_list]
            # The check's program: M = 64 rows; a convolution at batch 1.
            check_prog = programs.make(name, 1, size=size, flavour="mma") \
                if programs.is_conv(name) else progs[0]
        except (KeyError, ValueError) as exc:
            print("peers: %s: %s" % (name, exc))
            continue
        first = progs[0]
        conv = first.params.get("conv") if first.is_conv else None
        impl = IMPL_CONV if conv else IMPL
        # Weights once per workload (the same for every M), on the device in f16
        # (convolutions: as conv2d's channels_last filters).
        rng = np.random.default_rng(seed_of(args.seed, "peers", name))
        host_w = first.make_inputs(rng, [o.name for o in first.inputs if o.name != "X"])
        dev_w = {k: torch.as_tensor(v, device="cuda") for k, v in host_w.items()}
        if conv:
            dev_w = {k: conv_filter(v, conv, torch) for k, v in dev_w.items()}
        fn = torch_math(first, torch)
        # Check against float64: M = 64 rows, or every pixel of batch 1.
        try:
            if conv:
                xc = check_prog.inputs[0].draw(rng)
                x_dev = conv_image(torch.as_tensor(xc, device="cuda"), check_prog, torch)
                got = conv_rows(fn(dict(dev_w, X=x_dev))).float().cpu().numpy()
                want_rows = np.arange(check_prog.gemms[0].conv.pixels)
            else:
                xc = rng.uniform(-1, 1, (64, first.inputs[0].shape[1])).astype(np.float16)
                x_dev = torch.as_tensor(xc, device="cuda")
                got = fn(dict(dev_w, X=x_dev)).float().cpu().numpy()
                want_rows = np.arange(64)
            ref_in = dict(host_w, X=xc)
            want = check_prog.reference_fn({k: np.asarray(v, np.float64)
                                            for k, v in ref_in.items()},
                                           want_rows)[first.outputs[0].name]
            rtol, atol = first.tolerance(first.outputs[0].name, want)
            bad = ~(np.abs(got - want) <= atol + rtol * np.abs(want))
            check = "equal (%s)" % ("batch 1" if conv else "M=64") if not bad.any() else \
                "MISMATCH: %d of %d" % (int(bad.sum()), bad.size)
        except Exception as exc:  # noqa: BLE001 - recorded
            check = "failed: %s" % repr(exc)[:200]
        for prog in progs:
            if past(deadline):
                rec(name, prog.m, None, prog.flops(), impl, note="skipped: budget spent")
                continue
            if conv:
                x = torch.empty((prog.m, conv["channels"], conv["h"], conv["w"]),
                                dtype=torch.float16, device="cuda").to(
                    memory_format=torch.channels_last).uniform_(-1, 1)
            else:
                x = torch.empty((prog.m, first.inputs[0].shape[1]), dtype=torch.float16,
                                device="cuda").uniform_(-1, 1)
            args_t = dict(dev_w, X=x)
            try:
                rec(name, prog.m, bench(lambda: fn(args_t)), prog.flops(), impl, check)
            except Exception as exc:  # noqa: BLE001
                rec(name, prog.m, None, prog.flops(), impl,
                    note="failed: %s" % repr(exc)[:200])
            x = args_t = None
        dev_w = None
        torch.cuda.empty_cache()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
