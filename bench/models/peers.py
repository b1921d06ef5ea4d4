#!/usr/bin/env python3
# bench/models/peers.py: the peers of the model programs on the GPU machine: the same
# nn.Module (kfusion.models, the description's constructor arguments) with the same weights
# and inputs as run.py's workloads phase draws for the same --seed, under PyTorch eager and
# torch.compile (its default mode and max-autotune), each checked against PyTorch computing in float32 and timed
# as bench/stitch's and bench/gemm's peers are (triton do_bench: a 256 MiB cache flush before
# each repetition), with the CUDA kernels one call launches (torch.profiler).
"""PyTorch eager and torch.compile on the model programs.

    python3 bench/models/peers.py --out DIR [--models gpt2,...] [--dtypes float16,float32]
                                  [--size gpu|small] [--seed N] [--budget SECONDS]
                                  [--modes default,max-autotune] [--no-compile]
                                  [--programs DIR]

Writes DIR/peers.json ({device, torch, date, rows: [{program, model, dtype, impl, ms,
kernels, rel_error, check, compile_s, note}]}) and prints one line per measurement.
ms: median of triton.testing.do_bench (kfusion.bench.peer_timer; the same method by hand
without triton); kernels: the CUDA kernels of one call, memcpy and memset aside; rel_error:
max |out - ref| / max |ref| against the module computing in float32 on the same (rounded)
weights and inputs, and check whether that is within run.py's tolerance (the one our
programs meet). torch.compile: dynamic=False, compiled afresh per program and mode
(torch._dynamo.reset()); compile_s the first call's time. Its modes (--modes): "default"
(impl "torch.compile") and "max-autotune" (impl "torch.compile max-autotune": Inductor's
GEMM templates autotuned against cuBLAS, CUDA graphs), each its own row. TF32 is off (matmuls and cuDNN
convolutions), so float32 programs compare with float32 math.
"""

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import modelbench  # noqa: E402,F401  (puts python/ and bench/stitch on sys.path)
from modelbench import programs, torchmodel  # noqa: E402
from kfusion.bench import PeerRecord, load_torch, past, peer_timer  # noqa: E402

#: torch.compile's modes (--modes) and the impl each row names.
COMPILE_MODES = {"default": "torch.compile", "max-autotune": "torch.compile max-autotune"}
IMPLS = ["torch eager"] + list(COMPILE_MODES.values())


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--models")
    p.add_argument("--dtypes")
    p.add_argument("--size", choices=["gpu", "long", "small"], default="gpu")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--programs", default=str(programs.PROGRAM_DIR))
    p.add_argument("--budget", type=float, default=0,
                   help="seconds; measure nothing new after this (recorded as skipped)")
    p.add_argument("--modes", default=",".join(COMPILE_MODES),
                   help="torch.compile's modes, comma-separated, of %s (default: all)"
                   % ", ".join(COMPILE_MODES))
    p.add_argument("--no-compile", action="store_true")
    args = p.parse_args(argv)
    modes = [] if args.no_compile else [m for m in args.modes.split(",") if m]
    unknown = [m for m in modes if m not in COMPILE_MODES]
    if unknown:
        p.error("unknown torch.compile mode %s (known: %s)"
                % (", ".join(unknown), ", ".join(COMPILE_MODES)))
    impls = ["torch eager"] + [COMPILE_MODES[m] for m in modes]
    record = PeerRecord(args.out, args.budget)
    info, rows, save, deadline = record.info, record.rows, record.save, record.deadline
    torch = load_torch(info, save)
    if torch is None:
        return 0
    torchmodel.load_torch()     # TF32 off in cuDNN too
    bench = peer_timer(torch)
    models = args.models.split(",") if args.models else programs.MODELS
    dtypes_ = args.dtypes.split(",") if args.dtypes else programs.DEFAULT_DTYPES
    for model, dtype, prog in programs.available(models, dtypes_, args.size,
                                                 Path(args.programs)):
        key = programs.key_of(model, dtype, args.size)

        def rec(impl, ms=None, kernels=None, errors=None, note="", compile_s=None):
            problems, fields = errors or ([], {})
            rows.append({"program": key, "model": model, "dtype": dtype, "impl": impl,
                         "ms": None if ms is None else round(ms, 5), "kernels": kernels,
                         "rel_error": fields.get("rel_error"),
                         "check": "-" if errors is None else
                         "equal" if not problems else "MISMATCH: " + problems[0][:300],
                         "compile_s": compile_s, "note": note})
            print("%-24s %-14s %s %s %s %s" % (
                key, impl, "-" if ms is None else "%9.4f ms" % ms,
                "" if kernels is None else "%d kernels" % kernels, rows[-1]["check"], note),
                flush=True)
            save()
        if prog is None:
            for impl in impls:
                rec(impl, note="skipped: not imported")
            continue
        if past(deadline):
            for impl in impls:
                rec(impl, note="skipped: budget spent")
            continue
        try:
            values = prog.draw(args.seed)
            module = torchmodel.build(torch, prog, values, "cuda")
            values.update(torchmodel.module_values(torch, prog, module))
            want = torchmodel.reference(torch, prog, values, "cuda")
            xs = torchmodel.inputs(torch, prog, values, "cuda")
            del values
        except Exception as exc:  # noqa: BLE001 - recorded
            for impl in impls:
                rec(impl, note="failed: %s" % repr(exc)[:200])
            continue

        def measure(impl, fn, compile_s=None):
            def call():
                return torchmodel.run(torch, fn, xs)
            errors = programs.check(prog, [torchmodel.to_numpy(g) for g in call()], want)
            notes = ["compile %.0f s" % compile_s] if compile_s is not None else []
            rec(impl, bench(call), torchmodel.cuda_kernels(torch, call), errors,
                "; ".join(notes), compile_s)
        try:
            measure("torch eager", module)
        except Exception as exc:  # noqa: BLE001
            rec("torch eager", note="failed: %s" % repr(exc)[:200])
        for mode in modes:
            impl = COMPILE_MODES[mode]
            if past(deadline):
                rec(impl, note="skipped: budget spent")
                continue
            try:
                torch._dynamo.reset()
                compiled = torch.compile(module, dynamic=False,
                                         **({} if mode == "default" else {"mode": mode}))
                t0 = time.time()
                torchmodel.run(torch, compiled, xs)
                torch.cuda.synchronize()
                measure(impl, compiled, time.time() - t0)
                del compiled
            except Exception as exc:  # noqa: BLE001
                rec(impl, note="failed: %s" % repr(exc)[:200])
        module = xs = want = None
        torch.cuda.empty_cache()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())
