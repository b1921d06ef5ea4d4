#!/usr/bin/env python3
# test/fuzz/mixed.py: a differential fuzzer of kfusion-fuse on linalg. Program `seed` is a
# random function of linalg on tensors (a function of the seed alone) mixing what front ends
# emit and issue 40's acceptance names: GEMMs (linalg.matmul and the contraction generic with
# B transposed; f16 ones of at least 64 along M, N and K take the tensor-core kernels),
# memory-bound op graphs (elementwise ops, bias broadcasts, row reductions broadcast back,
# transposes, stencils of slices in 2-D and 3-D; a third of the programs stencil programs, which
# kfusion-fuse offers its stencil candidate) and independent branches, with one or two
# results.
# Each program goes through kfusion-fuse (emulate-gemms=true: the tensor-core kernels' copies,
# swizzle and pipeline kept, their MMAs emulated; cuSync forced on every pair with
# --sync force), and runs on kfusion-sim against upstream's loops (mlir-opt-22: bufferized,
# results as out-parameters, linalg to loops; the f16 GEMMs the tensor cores take accumulated
# in f32 as they do; those the tensor cores do not take, smaller than 64 along M, N or K,
# accumulated in f16 as linalg says and the row kernels do) on random inputs under a random
# schedule; the fused program must launch no more kernels than its unfused candidate. A
# failure keeps the program, the reference, the fused program and the tools' output under
# --out.
"""Differential fuzzing of kfusion-fuse on random mixed linalg programs."""

import argparse
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

UPSTREAM = ["--one-shot-bufferize=bufferize-function-boundaries "
            "function-boundary-type-conversion=identity-layout-map",
            "--buffer-results-to-out-params=modify-public-functions",
            "--convert-linalg-to-loops"]
SIZES = [16, 32, 48, 64, 72, 96, 128]


class Program:
    """The text of one random function (and its reference twin) being built."""

    def __init__(self, rng, elem):
        self.rng, self.elem = rng, elem
        self.args, self.body, self.ref_body = [], [], []
        self.values = []          # (name, shape) of the tensors computed so far
        self.used = set()
        self.n = 0
        self.ops = 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def ty(self, shape, elem=None):
        return "tensor<%s>" % "x".join(map(str, list(shape) + [elem or self.elem]))

    def arg(self, shape):
        name = "%%a%d" % len(self.args)
        self.args.append((name, shape))
        return name

    def emit(self, line, ref=None):
        self.body.append(line)
        self.ref_body.append(line if ref is None else ref)

    def empty(self, shape, elem=None):
        e = self.fresh()
        self.emit("%s = tensor.empty() : %s" % (e, self.ty(shape, elem)))
        return e

    def add(self, name, shape):
        self.values.append((name, shape))
        self.ops += 1
        return name

    def pick(self, rank=None):
        cands = [v for v in self.values if rank is None or len(v[1]) == rank]
        # Recent values more often: chains as well as branches.
        return cands[-1] if self.rng.random() < 0.5 else self.rng.choice(cands)

    # -- ops ---------------------------------------------------------------------------
    def generic(self, ins, out_shape, maps, iters, body, out_init=None, out_elem=None):
        """A linalg.generic over `ins` [(name, shape, map[, element type])] into a new or
        given init of `out_elem` (default: the program's)."""
        out_elem = out_elem or self.elem
        ins = [i if len(i) == 4 else i + (self.elem,) for i in ins]
        init = out_init or self.empty(out_shape, out_elem)
        r = self.fresh()
        args = ", ".join("%%in%d: %s" % (k, e) for k, (_, _, _, e) in enumerate(ins))
        lines = ["%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]}" % (
            r, ", ".join(maps), ", ".join('"%s"' % i for i in iters)),
            "    ins(%s : %s) outs(%s : %s) {" % (
                ", ".join(n for n, _, _, _ in ins),
                ", ".join(self.ty(s, e) for _, s, _, e in ins), init,
                self.ty(out_shape, out_elem)),
            "  ^bb0(%s, %%out: %s):" % (args, out_elem)]
        lines += ["    " + b for b in body] + ["  } -> %s" % self.ty(out_shape, out_elem)]
        self.emit("\n".join(lines))
        return r

    def const(self, value):
        return "arith.constant %s : %s" % (repr(float(value)), self.elem)

    def unary(self):
        x, shape = self.pick()
        kind = self.rng.choice(["exp", "tanh", "relu", "scale", "neg", "gelu"])
        body = {
            "exp": ["%c = " + self.const(0.125), "%s = arith.mulf %in0, %c : " + self.elem,
                    "%r = math.exp %s : " + self.elem],
            "tanh": ["%r = math.tanh %in0 : " + self.elem],
            "relu": ["%z = " + self.const(0.0), "%r = arith.maximumf %in0, %z : " + self.elem],
            "scale": ["%c = " + self.const(self.rng.choice([0.5, 1.5, -0.75])),
                      "%r = arith.mulf %in0, %c : " + self.elem],
            "neg": ["%r = arith.negf %in0 : " + self.elem],
            "gelu": ["%h = " + self.const(0.5), "%o = " + self.const(1.0),
                     "%t = math.tanh %in0 : " + self.elem,
                     "%u = arith.addf %t, %o : " + self.elem,
                     "%w = arith.mulf %in0, %u : " + self.elem,
                     "%r = arith.mulf %w, %h : " + self.elem],
        }[kind] + ["linalg.yield %r : " + self.elem]
        m = identity(len(shape))
        return self.add(self.generic([(x, shape, m)], shape, [m, m], ["parallel"] * len(shape),
                                     body), shape)

    def binary(self):
        x, shape = self.pick()
        same = [v for v in self.values if v[1] == shape and v[0] != x]
        y = self.rng.choice(same)[0] if same and self.rng.random() < 0.7 else self.arg(shape)
        op = self.rng.choice(["addf", "mulf", "subf", "maximumf"])
        m = identity(len(shape))
        return self.add(self.generic([(x, shape, m), (y, shape, m)], shape, [m, m, m],
                                     ["parallel"] * len(shape),
                                     ["%%r = arith.%s %%in0, %%in1 : %s" % (op, self.elem),
                                      "linalg.yield %r : " + self.elem]), shape)

    def bias(self):
        x, shape = self.pick(2)
        b = self.arg([shape[1]])
        return self.add(self.generic(
            [(x, shape, "affine_map<(i, j) -> (i, j)>"), (b, [shape[1]], "affine_map<(i, j) -> (j)>")],
            shape, ["affine_map<(i, j) -> (i, j)>", "affine_map<(i, j) -> (j)>",
                    "affine_map<(i, j) -> (i, j)>"], ["parallel", "parallel"],
            ["%r = arith.addf %in0, %in1 : " + self.elem, "linalg.yield %r : " + self.elem]),
            shape)

    def row_reduce_back(self):
        """A row reduction broadcast back, computed in f32 (as front ends upcast 16-bit
        reductions): softmax's max subtracted (x - max_j x), or RMSNorm's scale
        (x / sqrt(mean_j x^2 + 1)); forms without cancellation, so that a different order of
        the sums stays within the comparison's tolerance."""
        x, shape = self.pick(2)
        kind = self.rng.choice(["max", "rms"])
        wide = self.elem != "f32"
        up = ["%x = arith.extf %in0 : " + self.elem + " to f32"] if wide else []
        xv = "%x" if wide else "%in0"
        init = self.fresh()
        self.emit("%s = arith.constant %s : f32" % (init, "-1.0e+30" if kind == "max" else "0.0"))
        e = self.empty([shape[0]], "f32")
        filled = self.fresh()
        self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" % (
            filled, init, e, self.ty([shape[0]], "f32"), self.ty([shape[0]], "f32")))
        step = ["%%r = arith.maximumf %s, %%out : f32" % xv] if kind == "max" else \
            ["%%s = arith.mulf %s, %s : f32" % (xv, xv), "%r = arith.addf %s, %out : f32"]
        red = self.generic([(x, shape, "affine_map<(i, j) -> (i, j)>")], [shape[0]],
                           ["affine_map<(i, j) -> (i, j)>", "affine_map<(i, j) -> (i)>"],
                           ["parallel", "reduction"], up + step + ["linalg.yield %r : f32"],
                           out_init=filled, out_elem="f32")
        if kind == "max":
            back = ["%%d = arith.subf %s, %%in1 : f32" % xv]
        else:
            back = ["%%n = arith.constant %s : f32" % repr(1.0 / shape[1]),
                    "%o = arith.constant 1.0 : f32",
                    "%m = arith.mulf %in1, %n : f32", "%q = arith.addf %m, %o : f32",
                    "%t = math.sqrt %q : f32", "%%d = arith.divf %s, %%t : f32" % xv]
        down = ["%%y = arith.truncf %%d : f32 to %s" % self.elem] if wide else []
        yv = "%y" if wide else "%d"
        result = self.generic([(x, shape, "affine_map<(i, j) -> (i, j)>"),
                               (red, [shape[0]], "affine_map<(i, j) -> (i)>", "f32")], shape,
                              ["affine_map<(i, j) -> (i, j)>", "affine_map<(i, j) -> (i)>",
                               "affine_map<(i, j) -> (i, j)>"], ["parallel", "parallel"],
                              up + back + down + ["linalg.yield %s : %s" % (yv, self.elem)])
        return self.add(result, shape)

    def stencil(self):
        """A stencil in valid mode, as front ends write x[1:-1, :-2] + ...: of a 2-D value
        its four neighbours and itself, of a 3-D one its six (or, of a batch of fewer than
        three planes, the four in each plane), each a slice, weighted; two fewer along each
        dimension with neighbours."""
        x, shape = self.pick()
        rank = len(shape)
        spatial = [d for d in range(rank) if not (rank == 3 and d == 0 and shape[0] < 3)]
        if rank < 2 or any(shape[d] < 3 for d in spatial):
            return self.unary()
        out = [shape[d] - 2 if d in spatial else shape[d] for d in range(rank)]
        centre = [1 if d in spatial else 0 for d in range(rank)]
        offsets = []
        for d in spatial:
            for delta in (-1, 1):
                o = list(centre)
                o[d] += delta
                offsets.append(o)
        offsets.append(centre)
        names = []
        for o in offsets:
            v = self.fresh()
            self.emit("%s = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s" % (
                v, x, ", ".join(map(str, o)), ", ".join(map(str, out)),
                ", ".join(["1"] * rank), self.ty(shape), self.ty(out)))
            names.append(v)
        w = self.rng.choice([0.2, 0.25, -0.5])
        m = identity(rank)
        body = ["%%w = %s" % self.const(w), "%t0 = arith.addf %in0, %in1 : " + self.elem]
        for k in range(2, len(names) - 1):
            body.append("%%t%d = arith.addf %%t%d, %%in%d : %s" % (k - 1, k - 2, k, self.elem))
        last = len(names) - 3
        body += ["%%s = arith.mulf %%t%d, %%w : %s" % (last, self.elem),
                 "%%r = arith.addf %%s, %%in%d : %s" % (len(names) - 1, self.elem),
                 "linalg.yield %r : " + self.elem]
        return self.add(self.generic([(v, out, m) for v in names], out, [m] * (len(names) + 1),
                                     ["parallel"] * rank, body), out)

    def transpose(self):
        x, shape = self.pick(2)
        out = [shape[1], shape[0]]
        e = self.empty(out)
        r = self.fresh()
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0]" % (
            r, x, self.ty(shape), e, self.ty(out)))
        return self.add(r, out)

    def matmul(self):
        """linalg.matmul, or (a third of the time) the contraction generic with B
        transposed (B[n, k]) that front ends emit for x @ W^T."""
        x, shape = self.pick(2)
        m, k = shape
        n = self.rng.choice(SIZES)
        tb = self.rng.random() < 1 / 3
        w = self.arg([n, k] if tb else [k, n])
        wty = self.ty([n, k] if tb else [k, n])
        bmap = "affine_map<(i, j, l) -> (j, l)>" if tb else "affine_map<(i, j, l) -> (l, j)>"
        maps = "[affine_map<(i, j, l) -> (i, l)>, %s, affine_map<(i, j, l) -> (i, j)>]" % bmap
        z = self.fresh()
        self.emit("%s = arith.constant 0.0 : %s" % (z, self.elem))
        e = self.empty([m, n])
        f = self.fresh()
        self.emit("%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (
            f, z, self.elem, e, self.ty([m, n]), self.ty([m, n])))
        r = self.fresh()
        if tb:
            line = "\n".join([
                "%s = linalg.generic {indexing_maps = %s, iterator_types = "
                '["parallel", "parallel", "reduction"]}' % (r, maps),
                "    ins(%s, %s : %s, %s) outs(%s : %s) {" % (x, w, self.ty(shape), wty, f,
                                                             self.ty([m, n])),
                "  ^bb0(%%p: %s, %%q: %s, %%o: %s):" % (self.elem, self.elem, self.elem),
                "    %pq = arith.mulf %p, %q : " + self.elem,
                "    %s = arith.addf %o, %pq : " + self.elem,
                "    linalg.yield %s : " + self.elem,
                "  } -> " + self.ty([m, n])])
        else:
            line = "%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
                r, x, w, self.ty(shape), wty, f, self.ty([m, n]), self.ty([m, n]))
        if self.elem == "f32" or min(m, n, k) < 64:
            # linalg's own semantics (accumulated in the element type), which the
            # row-kernel GEMMs keep.
            self.emit(line)
        else:
            # A tensor-core GEMM (f16, at least 64 along M, N and K): the reference
            # accumulates in f32 and rounds once, as the tensor cores do.
            acc = ("tensor<%dx%dxf32>" % (m, n))
            ref = "\n".join([
                "%s_z = arith.constant 0.0 : f32" % r,
                "%s_e = tensor.empty() : %s" % (r, acc),
                "%s_f = linalg.fill ins(%s_z : f32) outs(%s_e : %s) -> %s" % (r, r, r, acc, acc),
                "%s_acc = linalg.generic {indexing_maps = %s, iterator_types = "
                '["parallel", "parallel", "reduction"]}' % (r, maps),
                "    ins(%s, %s : %s, %s) outs(%s_f : %s) {" % (x, w, self.ty(shape), wty, r,
                                                               acc),
                "  ^bb0(%%p: %s, %%q: %s, %%o: f32):" % (self.elem, self.elem),
                "    %pe = arith.extf %p : " + self.elem + " to f32",
                "    %qe = arith.extf %q : " + self.elem + " to f32",
                "    %pq = arith.mulf %pe, %qe : f32",
                "    %s = arith.addf %o, %pq : f32",
                "    linalg.yield %s : f32",
                "  } -> " + acc,
                "%s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, "
                "affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}"
                % r,
                "    ins(%s_acc : %s) outs(%s : %s) {" % (r, acc, f, self.ty([m, n])),
                "  ^bb0(%%a: f32, %%o: %s):" % self.elem,
                "    %t = arith.truncf %a : f32 to " + self.elem,
                "    linalg.yield %t : " + self.elem,
                "  } -> " + self.ty([m, n])])
            self.emit(line, ref)
        return self.add(r, [m, n])

    def text(self, body, results):
        sig = ", ".join("%s: %s" % (n, self.ty(s)) for n, s in self.args)
        res = ", ".join(self.ty(s) for _, s in results)
        lines = ["func.func @f(%s) -> (%s) {" % (sig, res)]
        lines += ["  " + l.replace("\n", "\n  ") for l in body]
        lines.append("  return %s : %s" % (", ".join(n for n, _ in results), res))
        lines.append("}")
        return "\n".join(lines) + "\n"


def identity(rank):
    dims = ", ".join("d%d" % i for i in range(rank))
    return "affine_map<(%s) -> (%s)>" % (dims, dims)


def generate(seed):
    """(program text, reference text, element type, ops) of program `seed`."""
    rng = random.Random(seed)
    elem = rng.choice(["f32", "f16"])
    p = Program(rng, elem)
    for _ in range(rng.randint(1, 2)):
        name = p.arg([rng.choice(SIZES), rng.choice(SIZES)])
        p.values.append((name, p.args[-1][1]))
    weights = [("matmul", 3), ("unary", 4), ("binary", 4), ("bias", 2), ("row_reduce_back", 2),
               ("transpose", 1), ("stencil", 2)]
    if rng.random() < 0.3:
        # A stencil program (kfusion-fuse offers its stencil candidate): elementwise
        # ops and stencils only; of two or (a third of them) three dimensions.
        weights = [("unary", 2), ("binary", 2), ("bias", 1), ("stencil", 4)]
        if rng.random() < 1 / 3:
            weights = [("unary", 2), ("binary", 2), ("stencil", 4)]
            shape = [rng.choice([2, 3, 5, 8]), rng.choice([6, 9, 16]), rng.choice(SIZES)]
            p.values[0] = (p.values[0][0], shape)
            p.args[0] = (p.args[0][0], shape)
            del p.values[1:], p.args[1:]
    for _ in range(rng.randint(2, 8)):
        op = rng.choices([w[0] for w in weights], [w[1] for w in weights])[0]
        getattr(p, op)()
    computed = [v for v in p.values if not v[0].startswith("%a")]
    results = [computed[-1]]
    if len(computed) > 2 and rng.random() < 0.4:
        other = rng.choice(computed[:-1])
        results.append(other)
    return p.text(p.body, results), p.text(p.ref_body, results), elem, p.ops


def run(cmd, timeout):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def check(seed, tools, upstream, out, sync="auto", timeout=300):
    """Fuses program `seed` and compares it with its reference; returns (status, detail)."""
    text, ref, elem, ops = generate(seed)
    work = Path(out) / ("seed%d" % seed)
    work.mkdir(parents=True, exist_ok=True)
    (work / "program.mlir").write_text(text)
    (work / "ref-src.mlir").write_text(ref)
    opt = str(Path(tools) / "kfusion-opt")
    r = run([upstream, str(work / "ref-src.mlir")] + UPSTREAM + ["-o", str(work / "ref.mlir")],
            timeout)
    if r.returncode:
        return "bad reference", r.stderr[-2000:]
    fuse = "--kfusion-fuse=emulate-gemms=true sync=%s" % sync
    r = run([opt, str(work / "program.mlir"), fuse, "--mlir-print-op-on-diagnostic=false",
             "-o", str(work / "fused.mlir")], timeout)
    (work / "remarks.txt").write_text(r.stderr)
    if r.returncode:
        return "kfusion-fuse failed", r.stderr[-3000:]
    r2 = run([opt, str(work / "program.mlir"),
              "--kfusion-fuse=emulate-gemms=true sync=none candidates=unfused",
              "--mlir-print-op-on-diagnostic=false", "-o", str(work / "unfused.mlir")], timeout)
    if r2.returncode:
        return "kfusion-fuse (unfused) failed", r2.stderr[-3000:]
    # cuSync's wait-kernels (<kernel>_wait) are not fusion's launches.
    fused = len(re.findall(r"gpu\.launch_func[^@]*@\S+(?<!_wait) ",
                           (work / "fused.mlir").read_text()))
    unfused = (work / "unfused.mlir").read_text().count("gpu.launch_func")
    # Chains of GEMMs summed in other orders: 1e-3 relative for f32, 2e-2 for f16.
    tol = ["--rtol=1e-3", "--atol=1e-3"] if elem == "f32" else ["--rtol=2e-2", "--atol=2e-2"]
    r = run([str(Path(tools) / "kfusion-sim"), str(work / "ref.mlir"),
             "--compare=%s" % (work / "fused.mlir"), "-e", "f", "--seed=%d" % seed,
             "--schedule=random"] + tol, timeout)
    if r.returncode:
        return "MISMATCH", (r.stdout + r.stderr)[-3000:]
    chosen = re.search(r": (\S+) chosen", (work / "remarks.txt").read_text())
    detail = "%s, %d ops, %d launches (unfused %d), %s" % (
        elem, ops, fused, unfused, chosen.group(1) if chosen else "?")
    if fused > unfused:
        return "more launches than unfused", detail
    shutil.rmtree(work)
    return "ok", detail


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--tools", default="build/bin")
    ap.add_argument("--upstream", default=shutil.which("mlir-opt-22") or
                    "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--seeds", default="0-19", help="a range A-B or a list")
    ap.add_argument("--sync", default="auto", choices=["auto", "force", "none"])
    ap.add_argument("--out", default="/tmp/kfusion-mixed")
    ap.add_argument("--seconds", type=float, default=0, help="stop starting seeds after this")
    args = ap.parse_args(argv)
    if "-" in args.seeds:
        a, b = map(int, args.seeds.split("-"))
        seeds = range(a, b + 1)
    else:
        seeds = [int(s) for s in args.seeds.split(",")]
    start, bad = time.time(), 0
    for seed in seeds:
        if args.seconds and time.time() - start > args.seconds:
            break
        status, detail = check(seed, args.tools, args.upstream, args.out, args.sync)
        print("seed %d: %s: %s" % (seed, status, detail.strip().splitlines()[-1]
                                   if status != "ok" else detail), flush=True)
        bad += status != "ok"
    print("mixed: %d failing" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
