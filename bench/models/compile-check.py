#!/usr/bin/env python3
# bench/models/compile-check.py: kfusion.compile's own path on the GPU. The lent GPU
# machines have torch but not torch-mlir, so the program is compiled where the importer
# installs (`prepare`: kfusion.compile without its interpreter check, the module's weights
# saved beside it) and carried; `run` there rebuilds the module with those weights, runs the
# compiled program through CompiledProgram.run on freshly drawn inputs against the module
# on the GPU (the check), then times it with CompiledProgram.time beside PyTorch eager and
# torch.compile (triton do_bench, as the peers). Without a GPU `run` runs on kfusion-sim and
# times nothing.
"""kfusion.compile's program checked and timed on the GPU.

    # where torch-mlir installs (scripts/install-torch.sh's environment)
    python bench/models/compile-check.py prepare --out DIR [--model kfusion.models.gpt2:GPT2Block]
        [--init '{"hidden": 256, "heads": 4, "mlp": 1024}'] [--input 2x128x256xf16]
        [--device h200] [--seed N]
    # on the GPU machine (torch; the bundle's tools on PATH)
    python3 bench/models/compile-check.py run DIR [--json FILE] [--seed N]

`prepare` writes DIR/<Class>.fused.mlir (which kfusion-sim checks as it is) and .mlir
(kfusion.compile), DIR/state.pt (the
module's weights) and DIR/compile-check.json (the model, its arguments, the input types, what
kfusion-fuse chose). `run` prints one line per step and exits 1 when the program differs
from the module (tolerance: kfusion.compiler's, 32 units of roundoff of the largest output
for 16-bit results).
"""

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "python"))

from kfusion import compiler, torch_import  # noqa: E402

INFO = "compile-check.json"


def _module(info, torch):
    cls = torch_import.load_class(info["model"])
    module = cls(**info["init"])
    dtype = {"f16": torch.float16, "bf16": torch.bfloat16}.get(info["dtype"])
    return module.to(dtype) if dtype else module


def _inputs(info, torch, seed):
    specs = [torch_import.TensorSpec.parse(t) for t in info["inputs"]]
    return torch_import.example_inputs(specs, seed)


def cmd_prepare(args):
    import torch

    specs = [torch_import.TensorSpec.parse(t) for t in args.input]
    dtypes = {s.dtype for s in specs if s.dtype in ("f16", "bf16", "f32")}
    info = {"model": args.model, "init": json.loads(args.init), "inputs": args.input,
            "dtype": dtypes.pop() if len(dtypes) == 1 else "f32", "device": args.device}
    torch.manual_seed(args.seed)
    module = _module(info, torch).eval()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    program = compiler.compile(module, _inputs(info, torch, args.seed), device=args.device,
                               work_dir=out, check=False)
    torch.save(module.state_dict(), out / "state.pt")
    info.update({"fused": program.path.name, "source": program.source.name,
                 "checked": program.checked.name,
                 "input_count": len(specs), "chosen": program.chosen,
                 "launches": program.launches})
    (out / INFO).write_text(json.dumps(info, indent=1) + "\n")
    print("prepared %s: %s, %d launches" % (out, program.chosen, program.launches))
    return 0


def cmd_run(args):
    import torch

    work = Path(args.dir)
    info = json.loads((work / INFO).read_text())
    module = _module(info, torch)
    module.load_state_dict(torch.load(work / "state.pt"))
    module = module.eval()
    program = compiler.CompiledProgram(work / info["fused"], work / info["source"],
                                       input_count=info["input_count"],
                                       checked=work / info["checked"])
    gpu = program.on_gpu
    if gpu:
        module = module.cuda()
    inputs = _inputs(info, torch, args.seed)
    got = program.run(*inputs)
    got = got if isinstance(got, tuple) else (got,)
    with torch.no_grad():
        want = module(*[x.cuda() if gpu else x for x in inputs])
    want = want if isinstance(want, (tuple, list)) else (want,)
    tol = compiler._tolerance(module, [x.cuda() if gpu else x for x in inputs])
    err = max(float((g.float() - w.float().cpu()).abs().max()) for g, w in zip(got, want))
    equal = err <= tol
    row = {"program": info["fused"], "chosen": info["chosen"], "launches": info["launches"],
           "on": "gpu" if gpu else "kfusion-sim", "max_error": err, "tolerance": tol,
           "check": "equal" if equal else "DIFFER"}
    print("check (%s): max |error| %.3g, tolerance %.3g: %s" % (row["on"], err, tol,
                                                                row["check"]))
    if gpu and equal:
        from kfusion.bench import peer_timer

        row["ours"] = program.time(*inputs)
        bench = peer_timer(torch)
        xs = [x.cuda() for x in inputs]
        with torch.no_grad():
            row["eager_ms"] = bench(lambda: module(*xs))
            compiled = torch.compile(module)
            compiled(*xs)
            row["compile_ms"] = bench(lambda: compiled(*xs))
        print("ours %.4f ms [%.4f, %.4f] (%d timed calls); eager %.4f; torch.compile %.4f; "
              "vs torch.compile %.2fx" % (row["ours"]["median_ms"], row["ours"]["min_ms"],
                                          row["ours"]["max_ms"], row["ours"]["repeat"],
                                          row["eager_ms"], row["compile_ms"],
                                          row["compile_ms"] / row["ours"]["median_ms"]))
    if args.json:
        Path(args.json).write_text(json.dumps(row, indent=1) + "\n")
    return 0 if equal else 1


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    pr = sub.add_parser("prepare")
    pr.add_argument("--out", required=True)
    pr.add_argument("--model", default="kfusion.models.gpt2:GPT2Block")
    pr.add_argument("--init", default='{"hidden": 256, "heads": 4, "mlp": 1024}')
    pr.add_argument("--input", action="append", default=None,
                    help="an input's type, e.g. 2x128x256xf16 (repeat for more; default "
                         "that one)")
    pr.add_argument("--device", default="h200")
    pr.add_argument("--seed", type=int, default=7)
    ru = sub.add_parser("run")
    ru.add_argument("dir")
    ru.add_argument("--json")
    ru.add_argument("--seed", type=int, default=21)
    args = p.parse_args(argv)
    if args.cmd == "prepare":
        args.input = args.input or ["2x128x256xf16"]
        return cmd_prepare(args)
    return cmd_run(args)


if __name__ == "__main__":
    sys.exit(main())
