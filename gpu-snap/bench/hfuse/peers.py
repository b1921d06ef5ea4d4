#!/usr/bin/env python3
# bench/hfuse/peers.py: the peers of the HFuse deep-learning pairs on the GPU machine:
# PyTorch eager (each op alone, the pair in sequence, the pair on two streams) and
# torch.compile (Inductor, default and with combo kernels, its horizontal fusion), at the
# sizes our pairs use at time ratio 1, plus the device-to-device copy bandwidth.
"""PyTorch peers of the HFuse DL pairs (run where torch and a GPU exist).

    python3 bench/hfuse/peers.py --out DIR --calibration DIR/kernels.json [--pairs a+b,..]

Writes DIR/peers.json ({device, torch, base_scale, ratio, date, rows: [{work, impl, ms,
note}]}, after each measurement) and prints one line per measurement: the median ms of
kfusion.bench.peer_timer (python/kfusion/bench.py), the timer of every suite's peers:
triton.testing.do_bench with a 256 MiB cache flush before each repetition, here with 50 ms
of warm-up and 300 ms of repetitions (a CUDA-event loop with the same flush where triton is
missing). Without torch or a CUDA device it records why in peers.json and measures nothing.
"""

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "python"))

from hfbench import dl  # noqa: E402
from kfusion.bench import PeerRecord, load_torch, peer_timer, torch_copy_ms  # noqa: E402

DL_NAMES = ["batchnorm", "histogram", "maxpool", "upsample", "im2col"]
#: do_bench's warm-up and repetitions (ms) of these peers, as they were measured for the
#: recorded results (bench/results/2026-11-22-hfuse-*); the other suites' are 25 and 200.
WARMUP_MS, REP_MS = 50, 300


def torch_op(name, x):
    """The PyTorch op that computes what our kernel `name` computes."""
    import torch
    import torch.nn.functional as F
    if name == "batchnorm":
        x4 = x.unsqueeze(-1)
        return lambda: torch.batch_norm_stats(x4, dl.BN_EPS)
    if name == "histogram":
        return lambda: torch.histc(x, bins=dl.HIST_BINS, min=dl.HIST_MIN, max=dl.HIST_MAX)
    if name == "maxpool":
        return lambda: F.max_pool2d(x, dl.POOL_KERNEL, dl.POOL_STRIDE, dl.POOL_PAD,
                                    return_indices=True)
    if name == "upsample":
        return lambda: F.interpolate(x, scale_factor=dl.UPSAMPLE, mode="bilinear",
                                     align_corners=False)
    if name == "im2col":
        return lambda: F.unfold(x, dl.COL_KERNEL, dilation=dl.COL_DILATION,
                                padding=dl.COL_PAD, stride=dl.COL_STRIDE)
    raise KeyError(name)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--calibration", required=True)
    p.add_argument("--pairs")
    p.add_argument("--ratio", type=float, default=1.0)
    p.add_argument("--base-scale", type=float, default=1.0,
                   help="scale of the first kernel (as run.py pairs --base-scale)")
    p.add_argument("--no-compile", action="store_true")
    args = p.parse_args(argv)

    record = PeerRecord(args.out)
    record.info.update({"base_scale": args.base_scale, "ratio": args.ratio})
    rows = record.rows
    torch = load_torch(record.info, record.save)
    if torch is None:
        return 0
    calib = json.loads(Path(args.calibration).read_text())["kernels"]
    bench = peer_timer(torch, warmup_ms=WARMUP_MS, rep_ms=REP_MS)

    def rec(work, impl, ms, note=""):
        rows.append({"work": work, "impl": impl, "ms": round(ms, 4), "note": note})
        print("%-28s %-26s %9.4f ms %s" % (work, impl, ms, note), flush=True)
        record.save()

    n = 1 << 28
    ms = torch_copy_ms(torch, bench, n)
    rec("copy 1 GiB f32", "torch copy_", ms, "%.0f GB/s (read + write)" % (2 * 4 * n / ms / 1e6))

    pairs = args.pairs.split(",") if args.pairs else \
        ["%s+%s" % ab for ab in itertools.combinations(DL_NAMES, 2)]
    for pair in pairs:
        an, bn = pair.split("+")
        if an not in DL_NAMES or bn not in DL_NAMES:
            continue
        sa = args.base_scale
        sb = sa * args.ratio * calib[an]["median_ms"] / calib[bn]["median_ms"]
        ka, kb = dl.KERNELS[an](scale=sa), dl.KERNELS[bn](scale=sb)
        xa = torch.randn(ka.buffer("x").shape, device="cuda")
        xb = torch.randn(kb.buffer("x").shape, device="cuda")
        fa, fb = torch_op(an, xa), torch_op(bn, xb)
        torch.cuda.synchronize()
        rec(pair, "eager %s alone" % an, bench(fa))
        rec(pair, "eager %s alone" % bn, bench(fb))
        rec(pair, "eager sequential", bench(lambda: (fa(), fb())))
        s1, s2 = torch.cuda.Stream(), torch.cuda.Stream()

        def two_streams():
            cur = torch.cuda.current_stream()
            s1.wait_stream(cur)
            s2.wait_stream(cur)
            with torch.cuda.stream(s1):
                r1 = fa()
            with torch.cuda.stream(s2):
                r2 = fb()
            cur.wait_stream(s1)
            cur.wait_stream(s2)
            return r1, r2
        rec(pair, "eager two streams", bench(two_streams))
        if args.no_compile:
            continue
        for combo in (False, True):
            label = "torch.compile" + (" combo_kernels" if combo else "")
            try:
                import torch._inductor.config as icfg
                icfg.combo_kernels = combo
                torch._dynamo.reset()
                fn_a, fn_b = torch_op(an, xa), torch_op(bn, xb)

                def both(u, v, _an=an, _bn=bn):
                    return torch_op(_an, u)(), torch_op(_bn, v)()
                t0 = time.time()
                compiled = torch.compile(both)
                compiled(xa, xb)
                torch.cuda.synchronize()
                rec(pair, label, bench(lambda: compiled(xa, xb)),
                    "compile %.0f s" % (time.time() - t0))
                del fn_a, fn_b
            except Exception as exc:  # noqa: BLE001 - a peer that fails is recorded
                rows.append({"work": pair, "impl": label, "ms": None,
                             "note": "failed: %s" % repr(exc)[:200]})
                record.save()
                print("%-28s %-26s failed: %s" % (pair, label, repr(exc)[:200]), flush=True)
        del xa, xb
        torch.cuda.empty_cache()
    record.save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
