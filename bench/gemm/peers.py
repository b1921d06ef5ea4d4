#!/usr/bin/env python3
# bench/gemm/peers.py: torch.matmul (cuBLAS) on the workloads of run.py, in a process of
# its own (torch stays out of the driver's): the same shapes, layouts (x @ W, or x @ W.T
# for a weight stored [N, K]) and element type (with a bias + GELU epilogue: torch eager
# and torch.compile of the layer; an MLP of --mlp-sync: eager and torch.compile of it;
# the convolution pair of --conv-sync: torch.nn.functional.conv2d (cuDNN) on channels_last
# tensors with the ReLUs, eager and torch.compile, its result checked against the float64
# reference on sampled pixels first), timed as triton.testing.do_bench does
# (kfusion.bench.peer_timer: a cache flush before each repetition, the median). Writes
# OUT/peers.json: {"info": {...}, "rows": {workload: {"median_ms": ...}}}.
"""torch.matmul (cuBLAS) and conv2d (cuDNN) times of bench/gemm's workloads."""

import argparse
import json
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gemmbench  # noqa: E402,F401
from gemmbench import conv, programs  # noqa: E402
from kfusion import bench  # noqa: E402

#: Output pixels of a convolution pair whose torch result is checked (as run.py's check).
CHECK_PIXELS = 64


def conv_peer(torch, prog, dtype, seed):
    """(fn, compiled fn, check) of the convolution pair `prog` (conv.ConvPair) as a PyTorch
    user runs it: conv2d, ReLU, conv2d, ReLU in `dtype` on channels_last tensors (NHWC
    memory, as our kernels read them; the filters [K, C, R, R] from the HWCF weights, no
    padding), on `prog`'s fresh inputs; check: 'equal' or the mismatch, CHECK_PIXELS
    sampled output pixels against prog.reference_rows."""
    import numpy as np
    F = torch.nn.functional
    rng = np.random.default_rng(seed)
    x = prog.make_inputs(rng)
    image = torch.as_tensor(np.asarray(x["X"], np.float32), device="cuda").to(dtype)
    image = image.permute(0, 3, 1, 2)       # [B, C, H, W], channels_last memory
    filters = [torch.as_tensor(np.asarray(x[w], np.float32), device="cuda").to(dtype)
               .permute(3, 2, 0, 1).contiguous(memory_format=torch.channels_last)
               for w in ("W0", "W1")]

    def layers(image, w0, w1):
        return F.relu(F.conv2d(F.relu(F.conv2d(image, w0)), w1))
    fn = lambda: layers(image, *filters)  # noqa: E731
    compiled_layers = torch.compile(layers)
    compiled = lambda: compiled_layers(image, *filters)  # noqa: E731
    got = prog.output_rows(fn().permute(0, 2, 3, 1).float().cpu().numpy())
    rows = np.sort(rng.choice(len(got), size=min(CHECK_PIXELS, len(got)), replace=False))
    want = prog.reference_rows(x, rows)["C"]
    rtol, atol = prog.tolerance_of("C")
    bad = int(np.count_nonzero(~(np.abs(got[rows] - want) <= atol + rtol * np.abs(want))))
    check = "equal" if not bad else "MISMATCH: %d of %d checked elements" % (bad, want.size)
    return fn, compiled, check


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--workloads", required=True, help="comma-separated run.py names")
    ap.add_argument("--budget", type=float, default=0)
    ap.add_argument("--elem", default="f16", choices=("f16", "bf16"),
                    help="the element type of the workloads (run.py's --elem)")
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
    known = {}
    # The M of every workload asked for (any M: --m takes any list).
    ms = sorted({int(re.search(r"_m(\d+)", n).group(1))
                 for n in args.workloads.split(",") if re.search(r"_m(\d+)", n)})
    for m in ms:
        gemms = programs.mlp_gemms(m, args.elem, programs.MLP_SHAPES + programs.BLOCK_SHAPES)
        known.update({p.name: p for p in gemms + programs.with_bias_gelu(gemms)})
        known.update({p.name: p for p in programs.softmax_heads(m, args.elem)})
        known.update({p.name.split("@")[0]: p
                      for p in programs.mlp_sync_programs(m, args.elem, ("stream",),
                                                          tuple(programs.SYNC_MLPS))})
    # The batch of every convolution pair asked for (run.py --conv-sync --batch).
    for b in sorted({int(re.search(r"_conv_b(\d+)$", n).group(1))
                     for n in args.workloads.split(",") if re.search(r"_conv_b(\d+)$", n)}):
        known.update({p.name.split("@")[0]: p
                      for p in conv.conv_sync_programs(b, args.elem, ("stream",))})
    deadline = bench.deadline_after(args.budget)
    dtype = {"f16": torch.float16, "bf16": torch.bfloat16}
    for name in args.workloads.split(","):
        prog = known.get(name)
        if prog is None or bench.past(deadline):
            continue
        if isinstance(prog, conv.ConvPair):
            t0 = time.time()
            fn, compiled, check = conv_peer(torch, prog, dtype[prog.elem],
                                            bench.seed_of("peers", name))
            compiled()
            row = {"check": check, "compile_ms": timer(compiled)}
            ms = timer(fn)
            row.update({"median_ms": ms, "tflops": prog.flops / (ms * 1e-3) / 1e12})
            record["rows"][name] = row
            bench.log("peers: %s cuDNN %.4f ms, torch.compile %.4f ms, check %s (%.0f s)" % (
                name, ms, row["compile_ms"], check, time.time() - t0))
            save()
            fn = compiled = None
            torch.cuda.empty_cache()
            continue
        g = prog.gemm
        a = torch.randn(g.m, g.k, device="cuda", dtype=dtype[prog.elem])
        w = torch.randn(*((g.k, g.n) if g.b == "kn" else (g.n, g.k)), device="cuda",
                        dtype=dtype[prog.elem])
        fn = (lambda: torch.matmul(a, w)) if g.b == "kn" else (lambda: torch.matmul(a, w.t()))
        row = {}
        if prog.hidden:
            # The MLP (run.py --mlp-sync): x @ W1, the tanh GELU (or silu(x @ Wg) * (x @
            # Wu)), @ W2, in the element type: cuBLAS and torch's elementwise kernels one
            # after another (StreamSync), eager and torch.compile.
            w2 = torch.randn(prog.hidden, g.n, device="cuda", dtype=dtype[prog.elem])
            w = torch.randn(g.k, prog.hidden, device="cuda", dtype=dtype[prog.elem])
            wu = torch.randn(g.k, prog.hidden, device="cuda", dtype=dtype[prog.elem])

            def mlp(a, w1, wu, w2):
                if prog.activation == "swiglu":
                    h = torch.nn.functional.silu(torch.matmul(a, w1)) * torch.matmul(a, wu)
                else:
                    h = torch.nn.functional.gelu(torch.matmul(a, w1), approximate="tanh")
                return torch.matmul(h, w2)
            fn = lambda: mlp(a, w, wu, w2)  # noqa: E731
            compiled_mlp = torch.compile(mlp)
            compiled = lambda: compiled_mlp(a, w, wu, w2)  # noqa: E731
            compiled()
            row["compile_ms"] = timer(compiled)
        elif prog.epilogue:
            # The Linear layer with its activation: f32 bias added to the f16 product,
            # the tanh GELU, the output type; eager (cuBLAS + torch's elementwise kernels)
            # and torch.compile (Inductor) of the same function.
            bias = torch.randn(g.n, device="cuda", dtype=torch.float32)
            wt = w if g.b == "kn" else w.t()
            out_dtype = dtype.get(g.out, torch.float32)

            def layer(a, wt, bias):
                y = torch.matmul(a, wt).float() + bias
                if prog.epilogue == "bias_softmax":
                    return torch.softmax(y, dim=-1).to(out_dtype)
                return torch.nn.functional.gelu(y, approximate="tanh").to(out_dtype)
            fn = lambda: layer(a, wt, bias)  # noqa: E731
            gelu = torch.compile(layer)
            compiled = lambda: gelu(a, wt, bias)  # noqa: E731
            compiled()
            row["compile_ms"] = timer(compiled)
        t0 = time.time()
        ms = timer(fn)
        row.update({"median_ms": ms, "tflops": prog.flops / (ms * 1e-3) / 1e12})
        record["rows"][name] = row
        bench.log("peers: %s torch %.4f ms%s (%.0f s)" % (
            name, ms, ", torch.compile %.4f ms" % row["compile_ms"] if "compile_ms" in row
            else "", time.time() - t0))
        save()
        del a, w
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
