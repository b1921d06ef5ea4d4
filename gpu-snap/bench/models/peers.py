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
                                  [--modes default,max-autotune[,reduce-overhead][,eager-graph]]
                                  [--no-compile] [--programs DIR]

Writes DIR/peers.json ({device, torch, date, rows: [{program, model, dtype, impl, ms,
runs_ms, kernels, rel_error, check, compile_s, note}]}) and prints one line per measurement.
ms: the faster of two medians of triton.testing.do_bench timed in a row (runs_ms; noted
when they are more than 10% apart; kfusion.bench.peer_timer; the same method by hand
without triton); kernels: the CUDA kernels of one call, memcpy and memset aside; rel_error:
max |out - ref| / max |ref| against the module computing in float32 on the same (rounded)
weights and inputs, and check whether that is within run.py's tolerance (the one our
programs meet). torch.compile: dynamic=False, compiled afresh per program and mode
(torch._dynamo.reset()); compile_s the first call's time. Its modes (--modes): "default"
(impl "torch.compile"), "max-autotune" (impl "torch.compile max-autotune": Inductor's
GEMM templates autotuned against cuBLAS, CUDA graphs) and "reduce-overhead" (CUDA graphs
without the autotuning), each its own row; "eager-graph" adds eager PyTorch captured once as
a CUDA graph and replayed (impl "torch eager CUDA graph"): the peers without host launch
gaps. TF32 is off (matmuls and cuDNN convolutions), so float32 programs compare with
float32 math.
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

#: torch.compile's modes (--modes) and the impl each row names; "reduce-overhead" replays
#: the compiled kernels as a CUDA graph (no host launch gaps inside the timed span).
COMPILE_MODES = {"default": "torch.compile", "max-autotune": "torch.compile max-autotune",
                 "reduce-overhead": "torch.compile reduce-overhead"}
#: --modes' name for eager PyTorch captured once as a CUDA graph and replayed.
EAGER_GRAPH = "eager-graph"
EAGER_GRAPH_IMPL = "torch eager CUDA graph"
#: Runs apart by more than this fraction are noted (the host stalled one of them).
SPREAD_NOTE = 0.10


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--models")
    p.add_argument("--dtypes")
    p.add_argument("--size", choices=sorted(programs.SIZES), default="gpu")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--programs", default=str(programs.PROGRAM_DIR))
    p.add_argument("--budget", type=float, default=0,
                   help="seconds; measure nothing new after this (recorded as skipped)")
    p.add_argument("--modes", default=",".join(COMPILE_MODES),
                   help="torch.compile's modes, comma-separated, of %s (default: all)"
                   % ", ".join(COMPILE_MODES))
    p.add_argument("--no-compile", action="store_true")
    args = p.parse_args(argv)
    wanted = [m for m in args.modes.split(",") if m]
    unknown = [m for m in wanted if m not in COMPILE_MODES and m != EAGER_GRAPH]
    if unknown:
        p.error("unknown torch.compile mode %s (known: %s)"
                % (", ".join(unknown), ", ".join(list(COMPILE_MODES) + [EAGER_GRAPH])))
    eager_graph = EAGER_GRAPH in wanted
    modes = [] if args.no_compile else [m for m in wanted if m in COMPILE_MODES]
    impls = (["torch eager"] + ([EAGER_GRAPH_IMPL] if eager_graph else []) +
             [COMPILE_MODES[m] for m in modes])
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

        def rec(impl, ms=None, kernels=None, errors=None, note="", compile_s=None,
                runs=None):
            problems, fields = errors or ([], {})
            rows.append({"program": key, "model": model, "dtype": dtype, "impl": impl,
                         "ms": None if ms is None else round(ms, 5),
                         "runs_ms": [round(t, 5) for t in runs or []], "kernels": kernels,
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

        def measure(impl, fn, compile_s=None, call=None):
            call = call or (lambda: torchmodel.run(torch, fn, xs))
            errors = programs.check(prog, [torchmodel.to_numpy(g) for g in call()], want)
            notes = ["compile %.0f s" % compile_s] if compile_s is not None else []
            ms, runs = timed_twice(bench, call)
            if max(runs) > (1 + SPREAD_NOTE) * min(runs):
                notes.append("runs %s ms apart: the faster counts" % " / ".join(
                    "%.4f" % t for t in runs))
            rec(impl, ms, torchmodel.cuda_kernels(torch, call), errors, "; ".join(notes),
                compile_s, runs)
        try:
            measure("torch eager", module)
        except Exception as exc:  # noqa: BLE001
            rec("torch eager", note="failed: %s" % repr(exc)[:200])
        if eager_graph:
            try:
                measure(EAGER_GRAPH_IMPL, None, call=graph_call(torch, module, xs))
            except Exception as exc:  # noqa: BLE001
                rec(EAGER_GRAPH_IMPL, note="failed: %s" % repr(exc)[:200])
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


def timed_twice(bench, call):
    """(ms, [first, second]): `call` timed by `bench` twice in a row; the faster counts. A
    Python-launched peer's span can hold host gaps when the host is loaded (the GPU idles
    behind the flush while Python issues the next kernels); the two runs show it."""
    runs = [bench(call), bench(call)]
    return min(runs), runs


def graph_call(torch, module, xs):
    """A call replaying `module(*xs)` captured once as a CUDA graph (after warm-up calls on
    a side stream, as torch.cuda.graphs asks), returning the graph's outputs."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(3):
            torchmodel.run(torch, module, xs)
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        outs = torchmodel.run(torch, module, xs)

    def call():
        graph.replay()
        return outs
    return call


if __name__ == "__main__":
    sys.exit(main())
