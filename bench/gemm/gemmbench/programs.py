# gemmbench.programs: GEMM workloads as front ends write them (linalg on tensors), their
# operands, fresh inputs and float64 references; the benchmark's MLP shapes and the GPU
# check's cases.
"""GEMM programs: @step(inputs..., outputs...) on tensors made of GEMMs."""

import dataclasses

import numpy as np

from stitchbench import dtypes
from stitchbench.programs import Operand

#: The MLP shapes of the benchmark: (name, K, N) of the first GEMM (x [M, K] times the
#: weight; the second GEMM of the MLP is N -> K). GPT-3 175B's MLP 12288 -> 49152 split 8
#: ways (cuSync's), LLaMA-7B's 4096 -> 11008.
MLP_SHAPES = (("gpt3", 12288, 6144), ("llama", 4096, 11008))
#: The GEMMs of the hidden-768 transformer blocks (GPT-2, BERT; weights as Linear layers
#: store them, [N, K]): the MLP 768 -> 3072 and back, the QKV projection 768 -> 2304 (its
#: "down" is the attention output's 768 -> 768 of a 2304-wide input, a stand-in). Timed only
#: where `--shapes` names them (`--shapes gpt2,gpt2qkv`).
BLOCK_SHAPES = (("gpt2", 768, 3072), ("gpt2qkv", 768, 2304))
#: Classifier heads for row-wise epilogues (run.py --row-epilogue): (name, K, N) of a
#: Linear layer whose bias + softmax over its N <= 256 outputs the GEMM's epilogue takes.
HEAD_SHAPES = (("head128", 768, 128), ("head256", 768, 256))
BENCH_M = (512, 1024, 2048, 4096)
#: kfusion-gemm-to-gpu's configuration options, which a program with an epilogue writes as
#: the contraction's kfusion.gemm_* plan attributes (docs/gemm.md "Plans").
PLAN_OPTIONS = ("tile", "groups", "stages", "flavour", "load", "schedule", "split-k",
                "tile-group", "cluster", "staging", "epilogue")


def merge_options(*parts):
    """The options of `parts` (space-separated key=value strings) joined, a key given
    twice taking its last value."""
    merged = {}
    for part in parts:
        for o in (part or "").split():
            merged[o.partition("=")[0]] = o
    return " ".join(merged.values())


def plan_attributes(options):
    """The kfusion.gemm_* attribute dictionary (" {...}") of the configuration options in
    `options` ("tile=128,192 groups=2,1 stages=4"; TK 64 where the tile names two sizes);
    "" where there are none."""
    attrs = []
    for o in options.split():
        key, _, value = o.partition("=")
        if key == "tile":
            sizes = value.split(",") + (["64"] if value.count(",") == 1 else [])
            attrs.append("kfusion.gemm_tile = array<i64: %s>" % ", ".join(sizes))
        elif key == "groups":
            attrs.append("kfusion.gemm_groups = array<i64: %s>" % ", ".join(value.split(",")))
        elif key == "stages":
            attrs.append("kfusion.gemm_stages = %d : i64" % int(value))
        elif key == "flavour":
            attrs.append('kfusion.gemm_flavour = "%s"' % value)
        elif key == "load":
            attrs.append('kfusion.gemm_load = "%s"' % value)
        elif key == "schedule":
            attrs.append('kfusion.gemm_schedule = "%s"' % value)
        elif key == "split-k":
            attrs.append("kfusion.gemm_split_k = %d : i64" % int(value))
        elif key == "tile-group":
            attrs.append("kfusion.gemm_tile_group = %d : i64" % int(value))
        elif key == "cluster":
            attrs.append("kfusion.gemm_cluster = array<i64: %s>" % ", ".join(value.split(",")))
        elif key == "staging":
            attrs.append('kfusion.gemm_staging = "%s"' % value)
        elif key == "epilogue" and value == "fused":
            attrs.append(STITCH_GROUP)
    return " {%s}" % ", ".join(attrs) if attrs else ""


#: `epilogue=fused` (a program with an epilogue): the GEMM and its epilogue one stitch group
#: by hand, so that a plan whose fused kernel the model projects slower than the two apart
#: (kfusion-plan-stitch's remark) is built fused and timed.
STITCH_GROUP = "kfusion.stitch_group = 0"


@dataclasses.dataclass
class Gemm:
    """One GEMM C[b, m, n] = A B (+ init): `a` names A's operand ('mk' [M, K] or 'km'
    [K, M], the latter written as a linalg.transpose of the argument when `transpose_ops`),
    `b` names B's ('kn' [K, N] or 'nk' [N, K], a Linear layer's weight: x @ W^T)."""
    m: int
    n: int
    k: int
    a: str = "mk"
    b: str = "kn"
    batch: int = 0              # 0: no batch dimension
    out: str = "f32"
    init: str = "zero"          # 'zero' (a fill), or 'tensor' (an argument added)


@dataclasses.dataclass
class GemmProgram:
    """A workload: one GEMM, or an MLP (`hidden` set: x [M, K] -> [M, H] (elem) -> [M, N]
    (out), both weights `b`-layout). `options` are kfusion-gemm-to-gpu's."""
    name: str
    gemm: Gemm
    elem: str = "f16"
    hidden: int = 0
    transpose_ops: bool = False
    options: str = ""
    #: "" or "bias_gelu": the last GEMM computes f32, then + bias [N] (f32) and the tanh GELU
    #: in a linalg.generic storing the output type (a Linear layer with its activation);
    #: built by kfusion-stitch-to-gpu, which puts the generic in the GEMM's epilogue.
    #: "bias_softmax": + bias, then a softmax over each row's N columns (a row max, the
    #: exponentials, a row sum, the quotient in the output type): row-wise ops the GEMM's
    #: epilogue takes where a tile spans N.
    epilogue: str = ""
    #: An MLP's activation between its GEMMs: "" (none: the first GEMM stores `elem`),
    #: "gelu" (the first GEMM computes f32, the tanh GELU of it is stored as `elem`; the
    #: GPT-3 MLP of cuSync) or "swiglu" (two up projections of A, W0 the gate's and W1
    #: the up's, silu(gate) * up stored as `elem`, then W2; LLaMA's MLP); built by
    #: kfusion-stitch-to-gpu (the activation in an up projection's epilogue).
    activation: str = ""
    #: None: the GEMMs one after another on one stream (StreamSync). Else kfusion-plan-sync
    #: runs with these options ("" for its own choice), then kfusion-insert-semaphores:
    #: cuSync on the compiler's own kernels.
    sync: object = None

    # -- operands -------------------------------------------------------------------------
    def _shape(self, which, g=None):
        g = g or self.gemm
        lead = (g.batch,) if g.batch else ()
        if which == "a":
            return lead + ((g.m, g.k) if g.a == "mk" else (g.k, g.m))
        if which == "b":
            return lead + ((g.k, g.n) if g.b == "kn" else (g.n, g.k))
        return lead + (g.m, g.n)

    @property
    def stitched(self):
        """Built by kfusion-stitch-to-gpu (an epilogue or an activation: elementwise ops
        for the GEMMs' epilogues) rather than kfusion-gemm-to-gpu (GEMMs alone)."""
        return bool(self.epilogue or self.activation)

    @property
    def pipeline_options(self):
        """`options` as the pipeline takes them: kfusion-stitch-to-gpu has no tile, groups,
        stages or flavour options (they are plan attributes in the text)."""
        if not self.stitched:
            return self.options
        return " ".join(o for o in self.options.split()
                        if o.split("=")[0] not in PLAN_OPTIONS)

    @property
    def pipeline(self):
        """The kfusion-opt pipeline that builds it: kfusion-stitch-to-gpu where there is
        an epilogue or an activation (kfusion-gemm-to-gpu takes functions of GEMMs
        alone)."""
        return "kfusion-stitch-to-gpu" if self.stitched else "kfusion-gemm-to-gpu"

    def pass_flags(self, options=""):
        """kfusion-opt's pass flags: the pipeline with its options and `options`, then with
        `sync` the cuSync passes."""
        all_options = " ".join(o for o in (self.pipeline_options, options) if o)
        flags = ["--%s=%s" % (self.pipeline, all_options)]
        if self.sync is not None:
            flags += ["--kfusion-plan-sync=%s" % self.sync, "--kfusion-insert-semaphores"]
        return flags

    @property
    def gemms(self):
        """The GEMMs in order (an MLP's two)."""
        g = self.gemm
        if not self.hidden:
            return [dataclasses.replace(g, out="f32")] if self.epilogue else [g]
        up = Gemm(g.m, self.hidden, g.k, g.a, g.b, g.batch,
                  "f32" if self.activation else self.elem)
        down = Gemm(g.m, g.n, self.hidden, "mk", g.b, g.batch, g.out)
        # SwiGLU: the gate and the up projection, both of A.
        return [up, up, down] if self.activation == "swiglu" else [up, down]

    @property
    def inputs(self):
        gs = self.gemms
        ins = [Operand("A", self._shape("a", gs[0]), dtype=self.elem)]
        for i, g in enumerate(gs):
            ins.append(Operand("W%d" % i if self.hidden else "B", self._shape("b", g),
                               dtype=self.elem))
        if gs[-1].init == "tensor":
            ins.append(Operand("R", self._shape("c", gs[-1]), dtype=gs[-1].out))
        if self.epilogue:
            ins.append(Operand("bias", (gs[-1].n,), dtype="f32"))
        return ins

    @property
    def outputs(self):
        return [Operand("C", self._shape("c", self.gemms[-1]), dtype=self.gemm.out)]

    @property
    def flops(self):
        return sum(2.0 * max(g.batch, 1) * g.m * g.n * g.k for g in self.gemms)

    def tolerance_of(self, output):
        """(rtol, atol): the result's rounding (2 units of its type) plus an f32 sum's
        over K, relative to its scale (a sum of K products of values in [-1, 1)). A chain
        (hidden) also carries its intermediate's double rounding: the kernel rounds the
        f32 sum, the reference the exact one, and where the two straddle a rounding
        boundary they differ by an ulp of the intermediate, which the next GEMM multiplies
        into its sums (the H200 suite of 2026-12-02 saw 0.0434 against the 0.038 allowed
        before, one element of 131072)."""
        g = self.gemm
        k = max(gg.k for gg in self.gemms)
        rtol = {"f32": 1e-4, "f16": 4e-3, "bf16": 1.6e-2}[g.out]
        if self.epilogue == "bias_softmax":
            # Probabilities: an f32 sum's error over K moves a logit by about 2e-4 sqrt(K)
            # relative to its scale, e^that the probability; absolute errors below a
            # thousandth of a uniform row's 1 / N.
            return max(rtol, 4e-4 * float(np.sqrt(k))), 1e-3 / g.n
        if self.hidden:
            rtol = max(rtol, {"f16": 4e-3, "bf16": 1.6e-2}.get(self.elem, rtol))
        if self.activation:
            # Weights scaled as a layer's (make_inputs): the hidden activation and the result
            # have an rms of about 0.34 whatever K; GPT-3's MLP in f16 simulated with f32
            # sums of 64-wide k-tiles and f16 rounding where the kernels round differs from
            # float64 by 5e-4 at most; a wrong tile by about the rms.
            return rtol, {"f16": 2e-3, "bf16": 1.6e-2}.get(self.elem, 2e-3)
        return rtol, 2e-4 * float(np.sqrt(k)) * (8 if self.hidden else 1)

    # -- the program ----------------------------------------------------------------------
    def text(self):
        """module { func.func @step } on tensors."""
        ins = self.inputs
        args = ", ".join("%%%s: %s" % (o.name, _tensor(o.shape, o.dtype)) for o in ins)
        res = _tensor(self.outputs[0].shape, self.outputs[0].dtype)
        lines = ["#mk = affine_map<(m, n, k) -> (m, k)>",
                 "#km = affine_map<(m, n, k) -> (k, m)>",
                 "#kn = affine_map<(m, n, k) -> (k, n)>",
                 "#nk = affine_map<(m, n, k) -> (n, k)>",
                 "#mn = affine_map<(m, n, k) -> (m, n)>",
                 "#bmk = affine_map<(b, m, n, k) -> (b, m, k)>",
                 "#bkm = affine_map<(b, m, n, k) -> (b, k, m)>",
                 "#bkn = affine_map<(b, m, n, k) -> (b, k, n)>",
                 "#bnk = affine_map<(b, m, n, k) -> (b, n, k)>",
                 "#bmn = affine_map<(b, m, n, k) -> (b, m, n)>",
                 "module {",
                 "  func.func @step(%s) -> %s {" % (args, res)]
        a = "%A"
        gs = self.gemms
        if self.activation == "swiglu":
            gate = self._gemm_lines(lines, 0, gs[0], a, "%W0")
            up = self._gemm_lines(lines, 1, gs[1], a, "%W1")
            a = self._activation_lines(lines, [gate, up], gs[0])
            gs = gs[2:]
        for i, g in enumerate(gs, start=len(self.gemms) - len(gs)):
            b = "%%W%d" % i if self.hidden else "%B"
            c = self._gemm_lines(lines, i, g, a, b)
            if i == 0 and self.activation:
                c = self._activation_lines(lines, [c], g)
            a = c
        if self.epilogue:
            a = self._epilogue_lines(lines, a)
        lines.append("    return %s : %s" % (a, res))
        lines += ["  }", "}"]
        return "\n".join(lines) + "\n"

    def _gemm_lines(self, lines, i, g, a, b):
        et = _ELEM[self.elem]
        c_t = _tensor(self._shape("c", g), g.out)
        if g.init == "tensor":
            init = "%R"
        else:
            lines.append("    %%z%d = arith.constant 0.0 : %s" % (i, _ELEM[g.out]))
            lines.append("    %%e%d = tensor.empty() : %s" % (i, c_t))
            lines.append("    %%f%d = linalg.fill ins(%%z%d : %s) outs(%%e%d : %s) -> %s" % (
                i, i, _ELEM[g.out], i, c_t, c_t))
            init = "%%f%d" % i
        a_t, b_t = _tensor(self._shape("a", g), self.elem), _tensor(self._shape("b", g),
                                                                     self.elem)
        amap, bmap = g.a, g.b
        if self.transpose_ops:
            # Front ends' form: a linalg.transpose of each operand not in [.., M, K] /
            # [.., K, N] order, then a plain matmul.
            for name, which, want in (("a", g.a, "mk"), ("b", g.b, "kn")):
                if which == want:
                    continue
                src = a if name == "a" else b
                src_t = a_t if name == "a" else b_t
                shp = self._shape(name, dataclasses.replace(g, **{name: want}))
                dst_t = _tensor(shp, self.elem)
                perm = "[0, 2, 1]" if g.batch else "[1, 0]"
                lines.append("    %%te%s%d = tensor.empty() : %s" % (name, i, dst_t))
                lines.append("    %%t%s%d = linalg.transpose ins(%s : %s) outs(%%te%s%d : %s) "
                             "permutation = %s" % (name, i, src, src_t, name, i, dst_t, perm))
                if name == "a":
                    a, a_t, amap = "%%ta%d" % i, dst_t, "mk"
                else:
                    b, b_t, bmap = "%%tb%d" % i, dst_t, "kn"
        pre = "b" if g.batch else ""
        op = "linalg.batch_matmul" if g.batch else "linalg.matmul"
        maps = ""
        if (amap, bmap) != ("mk", "kn"):
            maps = " indexing_maps = [#%s%s, #%s%s, #%smn]" % (pre, amap, pre, bmap, pre)
        # kfusion-stitch-to-gpu has no tile options: an epilogue program's configuration
        # is the contraction's plan attributes.
        plan = plan_attributes(self.options) if self.stitched else ""
        lines.append("    %%c%d = %s%s%s ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
            i, op, maps, plan, a, b, a_t, b_t, init, c_t, c_t))
        return "%%c%d" % i

    def _activation_lines(self, lines, cs, g):
        """The MLP's hidden activation of the f32 results `cs`, stored as `elem`: the tanh
        GELU of the first GEMM's, or SwiGLU's silu(gate) * up of the two up projections'."""
        shape = self._shape("c", g)
        dims = ", ".join("d%d" % i for i in range(len(shape)))
        ident = "affine_map<(%s) -> (%s)>" % (dims, dims)
        c_t, h_t = _tensor(shape, "f32"), _tensor(shape, self.elem)
        lines.append("    %%he = tensor.empty() : %s" % h_t)
        lines.append("    %%hg = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} "
                     "ins(%s : %s) outs(%%he : %s) {" % (
                         ", ".join([ident] * (len(cs) + 1)),
                         ", ".join(['"parallel"'] * len(shape)), ", ".join(cs),
                         ", ".join([c_t] * len(cs)), h_t))
        if self.activation == "swiglu":
            lines.append("    ^bb0(%%v: f32, %%u: f32, %%o: %s):" % _ELEM[self.elem])
            body = ["%one = arith.constant 1.0 : f32", "%n = arith.negf %v : f32",
                    "%ex = math.exp %n : f32", "%d = arith.addf %one, %ex : f32",
                    "%sl = arith.divf %v, %d : f32", "%gl = arith.mulf %sl, %u : f32"]
        else:
            lines.append("    ^bb0(%%v: f32, %%o: %s):" % _ELEM[self.elem])
            body = _gelu_lines("%v")
        lines += ["      " + b for b in body]
        lines.append("      %%r = arith.truncf %%gl : f32 to %s" % _ELEM[self.elem])
        lines.append("      linalg.yield %%r : %s" % _ELEM[self.elem])
        lines.append("    } -> %s" % h_t)
        return "%hg"

    def _epilogue_lines(self, lines, c):
        """+ bias[n], then the tanh GELU (0.5 x (1 + tanh(0.7978845608 (x + 0.044715 x^3)))),
        stored in the output type (or the softmax: _softmax_lines)."""
        if self.epilogue == "bias_softmax":
            return self._softmax_lines(lines, c)
        g = self.gemms[-1]
        shape = self._shape("c", g)
        out = _ELEM[self.gemm.out]
        c_t, o_t = _tensor(shape, "f32"), _tensor(shape, self.gemm.out)
        dims = ", ".join("d%d" % i for i in range(len(shape)))
        lines.append("    %%ee = tensor.empty() : %s" % o_t)
        group = (", " + STITCH_GROUP) if "epilogue=fused" in self.options.split() else ""
        lines.append("    %%y = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>, "
                     "affine_map<(%s) -> (d%d)>, affine_map<(%s) -> (%s)>], iterator_types = "
                     "[%s]%s} ins(%s, %%bias : %s, tensor<%dxf32>) outs(%%ee : %s) {" % (
                         dims, dims, dims, len(shape) - 1, dims, dims,
                         ", ".join(['"parallel"'] * len(shape)), group, c, c_t, g.n, o_t))
        lines.append("    ^bb0(%%x: f32, %%bv: f32, %%o: %s):" % out)
        body, res = _bias_gelu_body(out)
        lines += ["      " + b for b in body]
        lines.append("      linalg.yield %s : %s" % (res, out))
        lines.append("    } -> %s" % o_t)
        return "%y"

    def _softmax_lines(self, lines, c):
        """+ bias[n], a row max, exp(x - max), a row sum, x / sum in the output type: five
        linalg.generics on [M, N] and [M] tensors, as front ends write a softmax."""
        g = self.gemms[-1]
        assert not g.batch, "a softmax head has no batch"
        m, n, out = g.m, g.n, _ELEM[self.gemm.out]
        full, row, o_t = _tensor((m, n), "f32"), _tensor((m,), "f32"), _tensor((m, n), out)
        group = (", " + STITCH_GROUP) if "epilogue=fused" in self.options.split() else ""
        ident, rmap, cmap = ("affine_map<(m, n) -> (m, n)>", "affine_map<(m, n) -> (m)>",
                             "affine_map<(m, n) -> (n)>")

        def generic(name, maps, iters, ins, types, out_name, out_t, body, res_t):
            lines.append("    %%%s = linalg.generic {indexing_maps = [%s], iterator_types = "
                         "[%s]%s} ins(%s : %s) outs(%s : %s) {" % (
                             name, ", ".join(maps), ", ".join('"%s"' % i for i in iters),
                             group, ", ".join(ins), ", ".join(types), out_name, out_t))
            lines.extend("      " + b for b in body)
            lines.append("    } -> %s" % res_t)
        lines.append("    %%sme = tensor.empty() : %s" % full)
        lines.append("    %%sninf = arith.constant dense<0xFF800000> : %s" % row)
        lines.append("    %%szero = arith.constant dense<0.0> : %s" % row)
        lines.append("    %%so = tensor.empty() : %s" % o_t)
        generic("sy", [ident, cmap, ident], ["parallel", "parallel"], [c, "%bias"],
                [full, "tensor<%dxf32>" % n], "%sme", full,
                ["^bb0(%x: f32, %bv: f32, %o: f32):", "%v = arith.addf %x, %bv : f32",
                 "linalg.yield %v : f32"], full)
        generic("smx", [ident, rmap], ["parallel", "reduction"], ["%sy"], [full], "%sninf",
                row, ["^bb0(%x: f32, %acc: f32):", "%v = arith.maximumf %x, %acc : f32",
                      "linalg.yield %v : f32"], row)
        generic("sex", [ident, rmap, ident], ["parallel", "parallel"], ["%sy", "%smx"],
                [full, row], "%sme", full,
                ["^bb0(%x: f32, %mx: f32, %o: f32):", "%d = arith.subf %x, %mx : f32",
                 "%v = math.exp %d : f32", "linalg.yield %v : f32"], full)
        generic("ssum", [ident, rmap], ["parallel", "reduction"], ["%sex"], [full], "%szero",
                row, ["^bb0(%x: f32, %acc: f32):", "%v = arith.addf %x, %acc : f32",
                      "linalg.yield %v : f32"], row)
        body = ["^bb0(%%x: f32, %%s: f32, %%o: %s):" % out, "%q = arith.divf %x, %s : f32"]
        if out != "f32":
            body.append("%%r = arith.truncf %%q : f32 to %s" % out)
        body.append("linalg.yield %s : %s" % ("%q" if out == "f32" else "%r", out))
        generic("sp", [ident, rmap, ident], ["parallel", "parallel"], ["%sex", "%ssum"],
                [full, row], "%so", o_t, body, o_t)
        return "%sp"

    # -- values ---------------------------------------------------------------------------
    def make_inputs(self, rng):
        """Fresh uniform [-1, 1) inputs, rounded to their types (dtypes.to_values). An MLP
        with an activation draws its weights as a layer is initialized, uniform in
        +-sqrt(3 / fan-in), so that its hidden values stay about 0.58 (rms) whatever K: with
        [-1, 1) weights GPT-3's hidden values reach 170, where an f16 ulp is 0.125 and the
        kernel's and the reference's roundings of them differ by more than any useful
        tolerance of the result."""
        out = {}
        for o in self.inputs:
            bound = 1.0
            if self.activation and o.name.startswith("W"):
                bound = float(np.sqrt(3.0 / o.shape[-2 if self.gemm.b == "kn" else -1]))
            out[o.name] = dtypes.to_values(rng.uniform(-bound, bound, o.shape), o.dtype)
        return out

    def output_rows(self, c):
        """An output as the rows the check samples (a GEMM's: as it is, [..., M, N])."""
        return c

    def reference(self, x):
        """{'C': float64}: the GEMMs in float64 from the inputs, an f16 / bf16
        intermediate rounded to its type as the kernels store it."""
        return self.reference_rows(x, None)

    def hidden_activation(self, c, up=None):
        """An MLP's hidden activation from the first GEMM's float64 result (or rows of
        it; with SwiGLU the gate's, `up` the up projection's): the activation, rounded to
        the type the kernel stores."""
        if self.activation == "gelu":
            c = gelu64(c)
        elif self.activation == "swiglu":
            c = c / (1.0 + np.exp(-c)) * up
        return dtypes.round_to(c, self.elem if self.activation else self.gemms[0].out)

    def _weight(self, x, i, g):
        w = np.asarray(x["W%d" % i if self.hidden else "B"], np.float64)
        return np.swapaxes(w, -1, -2) if g.b == "nk" else w

    def reference_rows(self, x, rows):
        """{'C': float64} of the given rows of the result (all when None; an MLP's rows
        need only those rows of A, and the benchmark's full references take minutes)."""
        a = np.asarray(x["A"], np.float64)
        gs = self.gemms
        if gs[0].a == "km":
            a = np.swapaxes(a, -1, -2)
        if rows is not None:
            a = a[..., rows, :]
        if self.activation == "swiglu":
            h = self.hidden_activation(a @ self._weight(x, 0, gs[0]),
                                       a @ self._weight(x, 1, gs[1]))
            return {"C": self.apply_epilogue(h @ self._weight(x, 2, gs[2]), x)}
        for i, g in enumerate(gs):
            a = a @ self._weight(x, i, g)
            if g.init == "tensor":
                r = np.asarray(x["R"], np.float64)
                a = a + (r if rows is None else r[..., rows, :])
            if i + 1 < len(gs):
                a = self.hidden_activation(a)
        return {"C": self.apply_epilogue(a, x)}

    def apply_epilogue(self, c, x):
        """`c` (float64, the last GEMM's result or rows of it) through the epilogue: + bias,
        the tanh GELU."""
        if not self.epilogue:
            return c
        y = c + np.asarray(x["bias"], np.float64)
        if self.epilogue == "bias_softmax":
            e = np.exp(y - y.max(axis=-1, keepdims=True))
            return e / e.sum(axis=-1, keepdims=True)
        return gelu64(y)


def gelu64(v):
    """The tanh GELU in float64."""
    return 0.5 * v * (1.0 + np.tanh(0.7978845608 * (v + 0.044715 * v ** 3)))


def _bias_gelu_body(out):
    """The bias + tanh GELU epilogue's body lines (the bias %bv added to the f32 result %x)
    and the value it yields, stored as `out`."""
    body = ["%v = arith.addf %x, %bv : f32"] + _gelu_lines("%v")
    if out == "f32":
        return body, "%gl"
    return body + ["%%r = arith.truncf %%gl : f32 to %s" % out], "%r"


def epilogue_key(prog):
    """The tuning cache's key of `prog`'s fused epilogue ("" without one), as the compiler
    writes it (setGemmEpilogue): the body's operations without their dialect, constants
    left out, then the shape of the tensor it reads (the bias [N])."""
    if prog.epilogue != "bias_gelu":
        return ""
    body, _ = _bias_gelu_body(prog.gemm.out)
    ops = [line.split(" = ", 1)[1].split()[0].split(".", 1)[1] for line in body
           if "arith.constant" not in line]
    return "%s [%d]" % (" ".join(ops), prog.gemms[-1].n)


def _gelu_lines(v):
    """linalg.generic body lines: %gl = the tanh GELU of the f32 value `v`."""
    return ["%half = arith.constant 0.5 : f32", "%one = arith.constant 1.0 : f32",
            "%k0 = arith.constant 0.7978845608 : f32", "%k1 = arith.constant 0.044715 : f32",
            "%%v2 = arith.mulf %s, %s : f32" % (v, v), "%%v3 = arith.mulf %%v2, %s : f32" % v,
            "%i1 = arith.mulf %v3, %k1 : f32", "%%i2 = arith.addf %s, %%i1 : f32" % v,
            "%i3 = arith.mulf %i2, %k0 : f32", "%t = math.tanh %i3 : f32",
            "%t1 = arith.addf %t, %one : f32", "%%h = arith.mulf %s, %%half : f32" % v,
            "%gl = arith.mulf %h, %t1 : f32"]


_ELEM = {"f16": "f16", "bf16": "bf16", "f32": "f32"}


def _tensor(shape, elem):
    return "tensor<%sx%s>" % ("x".join(str(s) for s in shape), _ELEM[elem])


def with_bias_gelu(progs):
    """The up projections of `progs` with their bias and GELU (the MLP's first Linear and
    its activation), named <name>_bias_gelu."""
    return [dataclasses.replace(p, name=p.name.replace("_up_", "_up_bias_gelu_", 1),
                                epilogue="bias_gelu")
            for p in progs if "_up_" in p.name]


def softmax_heads(m, elem="f16", shapes=HEAD_SHAPES):
    """Classifier heads at M = m: x [M, K] @ W^T (W [N, K], a Linear layer's), + bias, a
    softmax over the N outputs, in `elem`; named <head>_softmax_m<M>."""
    return [GemmProgram("%s_softmax_m%d" % (name, m), Gemm(m, n, k, b="nk", out=elem), elem,
                        epilogue="bias_softmax") for name, k, n in shapes]


def mlp_gemms(m, elem="f16", shapes=MLP_SHAPES):
    """The benchmark's GEMMs at M = m: each MLP's up projection (x @ W, W [K, N]) and its
    down projection (N -> K), f16 (or `elem`) in and out, as a Linear layer stores the
    weight ([N, K]: B K-major) for LLaMA and the blocks' shapes and as cuSync's GEMMs do
    ([K, N]) for GPT-3. `shapes`: (name, K, N) rows, MLP_SHAPES by default."""
    out = []
    for name, k, n in shapes:
        b = "kn" if name == "gpt3" else "nk"
        out.append(GemmProgram("%s_up_m%d" % (name, m), Gemm(m, n, k, b=b, out=elem), elem))
        out.append(GemmProgram("%s_down_m%d" % (name, m), Gemm(m, k, n, b=b, out=elem), elem))
    return out


#: cuSync on the compiler's GEMMs (run.py --mlp-sync): variant -> kfusion-plan-sync options
#: (None: no cuSync passes, the kernels one after another: StreamSync). "planned" is the
#: planner's own choice (it may keep StreamSync); the others force a policy; "-excl" lets
#: the planner drop the wait-kernel where both grids fit at once (exclusive-gpu).
SYNC_VARIANTS = {
    "stream": None,
    "planned": "",
    "row": "force=true policy=row",
    "tile": "force=true policy=tile",
    "tile-loop": "force=true policy=tile wait-at=in-loop",
    "row-excl": "force=true policy=row exclusive-gpu=true",
    "planned-excl": "exclusive-gpu=true",
}
#: The GEMM options a variant needs: waits in a K loop are built for the copies' loop (a
#: producer warpgroup's loop, the default load where TMA can load the operands, takes
#: none); a forced policy runs on grids (a persistent block stores many tiles, so every
#: consumer block would wait for the whole producer: the default schedule where a GEMM
#: takes more than one round of tiles) without thread-block clusters (the planner declines
#: a producer of clusters: the wait-kernel's slot could keep a cluster from starting; the
#: default plans an up projection of K >= 6144 in clusters).
SYNC_VARIANT_OPTIONS = {"tile-loop": "load=cp.async cluster=1,1",
                        "row": "schedule=grid cluster=1,1",
                        "tile": "schedule=grid cluster=1,1",
                        "row-excl": "schedule=grid cluster=1,1"}
#: The MLPs of the cuSync benchmark (the paper's): name -> (H, hidden, activation). GPT-3
#: 175B's (H = 12288, 4 H split 8 ways: 6144): X [M, H] x W1 [H, 6144] -> tanh GELU -> x
#: W2 [6144, H]; LLaMA-2 70B's (H = 8192, 28672 split 8 ways: 3584): silu(X Wg) * (X Wu)
#: -> x Wd [3584, H].
SYNC_MLPS = {"gpt3": (12288, 6144, "gelu"), "llama": (8192, 3584, "swiglu")}


def mlp_sync_programs(m, elem="f16", variants=("stream", "planned"), models=("gpt3",)):
    """Each MLP of `models` (SYNC_MLPS) at M = m with its activation between the GEMMs,
    built by the compiler (kfusion-stitch-to-gpu: the activation in an up projection's
    epilogue), under each cuSync variant of SYNC_VARIANTS: named
    <model>_mlp_m<M>@<variant>."""
    out = []
    for name in models:
        if name not in SYNC_MLPS:
            raise ValueError("unknown MLP %r (%s)" % (name, ", ".join(SYNC_MLPS)))
        h, hidden, activation = SYNC_MLPS[name]
        for v in variants:
            if v not in SYNC_VARIANTS:
                raise ValueError("unknown cuSync variant %r (%s)" % (
                    v, ", ".join(SYNC_VARIANTS)))
            out.append(GemmProgram("%s_mlp_m%d@%s" % (name, m, v), Gemm(m, h, h, out=elem),
                                   elem, hidden=hidden, activation=activation,
                                   options=SYNC_VARIANT_OPTIONS.get(v, ""),
                                   sync=SYNC_VARIANTS[v]))
    return out


def gpu_check_cases(flavour):
    """The GPU check's workloads (test/Integration/GPU/gemm-*.mlir): ragged, padded,
    transposed, batched, bf16, accumulating, chained, other configurations, and the
    benchmark's sizes. `flavour`: wgmma or mma."""
    opts = "flavour=%s" % flavour
    # The copies (load=cp.async; the default where TMA can load the operands is a
    # producer warpgroup's TMA loads, the ws_ and ps_ cases and those without options).
    copies = opts + " load=cp.async"
    cases = [
        GemmProgram("square", Gemm(512, 512, 512), options=copies),
        GemmProgram("ragged_f16", Gemm(300, 200, 136, out="f16"), options=copies),
        GemmProgram("unaligned", Gemm(77, 45, 29), options=copies),
        GemmProgram("linear", Gemm(256, 384, 512, b="nk", out="f16"), options=copies),
        GemmProgram("transposed", Gemm(192, 256, 320, a="km", b="nk"), transpose_ops=True,
                    options=copies),
        GemmProgram("batched", Gemm(128, 192, 256, batch=4), options=copies),
        GemmProgram("accumulate", Gemm(256, 128, 384, init="tensor"), options=copies),
        GemmProgram("mlp", Gemm(256, 512, 512), hidden=1024, options=copies),
        GemmProgram("bf16", Gemm(256, 256, 512, b="nk"), elem="bf16", options=copies),
    ]
    if flavour == "wgmma":
        cases += [
            GemmProgram("tile_128x256", Gemm(1024, 1024, 1024, out="f16"),
                        options=copies + " tile=128,256 groups=2,1 stages=4"),
            GemmProgram("tile_64x128_n2", Gemm(1024, 1024, 1024, b="nk", out="f16"),
                        options=copies + " tile=64,128 groups=1,2 stages=6"),
            GemmProgram("tile_256x128", Gemm(1024, 1024, 1024, a="km", out="f16"),
                        transpose_ops=True, options=copies + " tile=256,128 groups=4,1 stages=3"),
        ]
    else:
        cases += [
            GemmProgram("tile_128x128_w22", Gemm(1024, 1024, 1024, out="f16"),
                        options=copies + " tile=128,128 groups=2,2 stages=3"),
            GemmProgram("tile_128x256_w24", Gemm(1024, 1024, 1024, b="nk", out="f16"),
                        options=copies + " tile=128,256 groups=2,4 stages=4"),
        ]
    cases += [dataclasses.replace(p, options=copies) for p in
              (mlp_gemms(512)[0], mlp_gemms(1024)[2])]
    if flavour == "wgmma":
        # TMA tile loads, issued by one of the computing threads (load=tma, prefix tma_)
        # or by a producer warpgroup (load=tma-producer, prefix ws_: warp specialization,
        # setmaxnreg, a free mbarrier per stage, the epilogue on a named barrier): the
        # model's tile on a square and a ragged GEMM (the tensor map's zeros past the
        # edges), both operands transposed, a batch (3-D maps), 128 x 256 (four 64-column
        # panels of an N-major B) and 256 x 128 (an M-major A) tiles, GPT-3's up projection
        # at M = 512, one block (its first row shows where the dynamic shared memory
        # starts: kfusion-extern-dynamic-shared), an MLP chained through f16. The producer
        # cases take fewer stages than k-tiles, so that the producer waits for freed ones.
        for prefix, load, stages in (("tma", "tma", (4, 3, 5, 8)),
                                     ("ws", "tma-producer", (3, 3, 5, 4))):
            o = opts + " load=" + load
            wide, tall, up, one = ("stages=%d" % s for s in stages)
            cases += [
                GemmProgram(prefix + "_square", Gemm(512, 512, 512), options=o),
                GemmProgram(prefix + "_ragged_f16", Gemm(300, 200, 136, out="f16"), options=o),
                GemmProgram(prefix + "_transposed", Gemm(192, 256, 320, a="km", b="nk"),
                            transpose_ops=True, options=o),
                GemmProgram(prefix + "_batched", Gemm(128, 192, 256, batch=4), options=o),
                GemmProgram(prefix + "_tile_128x256", Gemm(1024, 1024, 1024, out="f16"),
                            options=o + " tile=128,256 groups=2,1 " + wide),
                GemmProgram(prefix + "_tile_256x128", Gemm(1024, 1024, 1024, a="km", out="f16"),
                            transpose_ops=True, options=o + " tile=256,128 groups=4,1 " + tall),
                dataclasses.replace(mlp_gemms(512)[0], name=prefix + "_gpt3_up_m512",
                                    options=o + ("" if prefix == "tma" else
                                                 " tile=128,192 groups=2,1 " + up)),
                GemmProgram(prefix + "_one", Gemm(64, 64, 512),
                            options=o + " tile=64,64 groups=1,1 " + one),
                GemmProgram(prefix + "_mlp", Gemm(256, 512, 512), hidden=1024, options=o),
            ]
        # Persistent kernels (schedule=persistent, prefix ps_: a block per multiprocessor
        # looping over the tiles, its producer loading the next tile during the epilogue,
        # one k-tile counter across a block's tiles, the epilogue staged after the
        # pipeline), planned for devices of fewer multiprocessors so that every block
        # takes several tiles (the launch has that many blocks; the GPU has more): a
        # ragged GEMM over 2 blocks, a batch of 4 over 3 (the tiles of a block cross
        # batches), both operands transposed, 64 tiles of 128 x 128 over 5 blocks with
        # fewer stages than k-tiles, an MLP, a stitched bias + GELU epilogue on the f16
        # results the computing threads stage; GPT-2's up projection at M = 4096 on the
        # whole device (the model's tile, 132 blocks).
        def few(n):
            return " device=#kfusion.device<h100,{multiprocessors=%d}>" % n
        o = opts + " schedule=persistent"
        cases += [
            GemmProgram("ps_ragged_f16", Gemm(300, 200, 136, out="f16"), options=o + few(2)),
            GemmProgram("ps_batched", Gemm(128, 192, 256, batch=4), options=o + few(3)),
            GemmProgram("ps_transposed", Gemm(192, 256, 320, a="km", b="nk"),
                        transpose_ops=True, options=o + few(2)),
            GemmProgram("ps_tile_128x128", Gemm(1024, 1024, 1024, out="f16"),
                        options=o + " tile=128,128 groups=2,1 stages=3" + few(5)),
            GemmProgram("ps_mlp", Gemm(256, 512, 512), hidden=1024, options=o + few(3)),
            GemmProgram("ps_bias_gelu_f16", Gemm(512, 768, 256, out="f16"),
                        epilogue="bias_gelu", options="schedule=persistent" + few(3)),
            dataclasses.replace(mlp_gemms(4096, shapes=BLOCK_SHAPES[:1])[0],
                                name="ps_gpt2_up_m4096", options=o),
        ]
        # Warpgroups of 128 rows (two m64 blocks each: 256 x 128 tiles with two computing
        # warpgroups, cuBLAS's layout): the copies with an M-major A, a producer warpgroup,
        # persistent over 5 blocks.
        tall = " tile=256,128 groups=2,1 stages=3"
        cases += [
            GemmProgram("tall_256x128", Gemm(1024, 1024, 1024, a="km", out="f16"),
                        transpose_ops=True, options=copies + tall),
            GemmProgram("ws_tall_256x128", Gemm(1024, 1024, 1024, out="f16"),
                        options=opts + " load=tma-producer" + tall),
            GemmProgram("ps_tall_256x128", Gemm(1024, 1024, 1024, b="nk", out="f16"),
                        options=opts + " schedule=persistent" + tall + few(5)),
        ]
        # Widths that are multiples of 16 but not of 64 (a K-major B): 176 on a grid and
        # persistent over 3 blocks (ragged M, N and K), 240 and 96 with f16 results, and LLaMA-7B's up
        # projection at M = 512 with the model's tile (128 x 168 since d9140fd).
        cases += [
            GemmProgram("ws_wide_176", Gemm(300, 700, 200, b="nk"),
                        options=opts + " tile=128,176 stages=4"),
            GemmProgram("ps_wide_176", Gemm(300, 700, 200, b="nk", out="f16"),
                        options=o + " tile=128,176 stages=5" + few(3)),
            GemmProgram("ws_wide_240_f16", Gemm(512, 960, 512, b="nk", out="f16"),
                        options=opts + " tile=128,240 stages=4"),
            GemmProgram("ws_wide_96_f16", Gemm(512, 768, 2304, b="nk", out="f16"),
                        options=opts + " tile=128,96 stages=8"),
            dataclasses.replace(mlp_gemms(512)[2], name="llama_up_m512_model", options=""),
        ]
        # Widths of 8-multiples that are not of 16 (wgmma's N steps by 8): 168 on a grid
        # (21 chunks a row of the output tile, which 256 threads store in a guarded last
        # round) and persistent over 3 blocks (f16 results in slices of 56 columns), 248
        # persistent, and a bias + GELU epilogue in ping-pong teams of one 128-row
        # warpgroup on 128 x 168 tiles (the model's plan for LLaMA-7B's up projection
        # with it at M = 1024 and 2048).
        cases += [
            GemmProgram("ws_wide_168", Gemm(300, 700, 200, b="nk"),
                        options=opts + " tile=128,168 groups=2,1 stages=4 schedule=grid"),
            GemmProgram("ps_wide_168_f16", Gemm(300, 700, 200, b="nk", out="f16"),
                        options=o + " tile=128,168 stages=5" + few(3)),
            GemmProgram("ps_wide_248_f16", Gemm(512, 992, 512, b="nk", out="f16"),
                        options=o + " tile=128,248 stages=4" + few(3)),
            GemmProgram("pp_team_168_bias_gelu_f16", Gemm(512, 672, 256, b="nk", out="f16"),
                        epilogue="bias_gelu",
                        options="schedule=pingpong tile=128,168 groups=1,1" + few(3)),
        ]
        # Split-K of a persistent kernel's last round (split-k=S, prefix sk_: the tiles
        # left after the full rounds of blocks computed in S parts, the last part adding
        # the f32 partial sums from the workspace before the epilogue), planned for
        # devices of fewer multiprocessors so that some tiles are split: ragged M, N and
        # K in 2 parts over 5 blocks, a batch of 4 in 3 parts (the split tiles in the
        # last batch), 256 x 128 tiles of two 128-row warpgroups in 4 parts, a stitched
        # bias + GELU epilogue after the sum; GPT-3's up projection at M = 256 on the
        # whole device (the model's tile with 2 parts: 128 x 192, 128 blocks for 64 tiles).
        cases += [
            GemmProgram("sk_ragged_f16", Gemm(300, 200, 136, out="f16"),
                        options=o + " split-k=2 tile=128,64 stages=3" + few(5)),
            GemmProgram("sk_batched", Gemm(128, 192, 256, batch=4),
                        options=o + " split-k=3 tile=128,64" + few(5)),
            GemmProgram("sk_tall_256x128", Gemm(1024, 1024, 1024, b="nk", out="f16"),
                        options=opts + " schedule=persistent split-k=4" + tall + few(5)),
            GemmProgram("sk_bias_gelu_f16", Gemm(512, 768, 256, out="f16"),
                        epilogue="bias_gelu",
                        options="schedule=persistent split-k=2 tile=128,128" + few(5)),
            dataclasses.replace(mlp_gemms(256)[0], name="sk_gpt3_up_m256",
                                options="split-k=2"),
        ]
        # The persistent tile order in groups of rows of M tiles (tile-group=G, prefix
        # pg_: M fastest within a group): 4 x 8 tiles over 5 blocks in groups of 2 and
        # 4, the latter with split-K; LLaMA-7B's up projection at M = 4096 on the whole
        # device in groups of 8 (the model's tile).
        cases += [
            GemmProgram("pg_group_2", Gemm(512, 1024, 512, b="nk", out="f16"),
                        options=o + " tile-group=2 tile=128,128" + few(5)),
            GemmProgram("pg_group_4_split", Gemm(512, 1024, 512, out="f16"),
                        options=o + " tile-group=4 split-k=2 tile=128,128" + few(5)),
            dataclasses.replace(mlp_gemms(4096)[2], name="pg_llama_up_m4096",
                                options="tile-group=8"),
        ]
        # Ping-pong (schedule=pingpong, prefix pp_: two teams of computing warpgroups
        # taking a persistent block's tiles in turn, the k loops ordered by an mbarrier
        # per team), planned for devices of fewer multiprocessors so that both teams of
        # every block take tiles: a ragged GEMM over 2 blocks, a batch of 4 over 3, both
        # operands transposed, 64 tiles of one 128-row warpgroup a team over 5 blocks
        # with fewer stages than k-tiles, teams of two warpgroups, a stitched bias +
        # GELU epilogue on f16 results; GPT-2's up projection at M = 4096 with its bias
        # + GELU on the whole device.
        o = opts + " schedule=pingpong"
        cases += [
            GemmProgram("pp_ragged_f16", Gemm(300, 200, 136, out="f16"), options=o + few(2)),
            GemmProgram("pp_batched", Gemm(128, 192, 256, batch=4), options=o + few(3)),
            GemmProgram("pp_transposed", Gemm(192, 256, 320, a="km", b="nk"),
                        transpose_ops=True, options=o + few(2)),
            GemmProgram("pp_tile_128x128", Gemm(1024, 1024, 1024, b="nk", out="f16"),
                        options=o + " tile=128,128 groups=1,1 stages=4" + few(5)),
            GemmProgram("pp_two_warpgroups", Gemm(1024, 1024, 1024, out="f16"),
                        options=o + " tile=128,128 groups=2,1 stages=3" + few(5)),
            GemmProgram("pp_bias_gelu_f16", Gemm(512, 768, 256, out="f16"),
                        epilogue="bias_gelu",
                        options="schedule=pingpong tile=128,128 groups=1,1" + few(3)),
            dataclasses.replace(
                with_bias_gelu(mlp_gemms(4096, shapes=BLOCK_SHAPES[:1])[:1])[0],
                name="pp_gpt2_up_bias_gelu_m4096",
                options="schedule=pingpong tile=128,128 groups=1,1 stages=6"),
        ]
        # Thread-block clusters of two blocks sharing a K-major operand tile by TMA
        # multicast (cluster=CM,CN, prefix cl_: each block loads half of the shared
        # tile's rows into both, a stage refilled once both blocks released it): one
        # k-tile; ragged M, N and K sharing B (a Linear layer's weight) and A; a batch
        # of 4 sharing A beside an N-major B of one panel; an N-major B and an M-major
        # A of one panel shared (half of each panel's k rows a block); an N-major B of two
        # panels beside a shared A and shared itself, an M-major A of two panels shared (the
        # wgmma descriptors' start address masked: a block of a cluster sees its shared
        # memory with its rank in bit 24, which reached the leading byte offset that steps
        # between the panels, issue 39); GPT-3's up projection at M = 256 sharing its
        # [K, N] weight; persistent over 4 blocks
        # (the clusters' tiles in step), with tile groups; a stitched bias + GELU
        # epilogue; LLaMA-7B's projections at M = 256 and 512 on the whole device (2 x 1
        # clusters with the model's tiles for them) and its up projection at M = 512
        # persistent.
        cases += [
            GemmProgram("cl_one_ktile", Gemm(128, 128, 64, b="nk", out="f16"),
                        options=opts + " cluster=2,1 tile=64,128 stages=3"),
            GemmProgram("cl_ragged_b", Gemm(250, 200, 136, b="nk", out="f16"),
                        options=opts + " cluster=2,1 tile=64,128 stages=3"),
            GemmProgram("cl_ragged_a", Gemm(250, 200, 136, b="nk"),
                        options=opts + " cluster=1,2 tile=128,64 stages=3"),
            GemmProgram("cl_batched", Gemm(128, 256, 256, batch=4),
                        options=opts + " cluster=1,2 tile=64,64 stages=3"),
            GemmProgram("cl_shared_n_major", Gemm(256, 64, 320, out="f16"),
                        options=opts + " cluster=2,1 tile=64,64 stages=3"),
            GemmProgram("cl_shared_m_major", Gemm(64, 256, 320, a="km"),
                        options=opts + " cluster=1,2 tile=64,64 stages=3"),
            GemmProgram("cl_n_major_panels", Gemm(128, 256, 320, out="f16"),
                        options=opts + " cluster=1,2 tile=128,128 stages=3"),
            GemmProgram("cl_shared_n_panels", Gemm(256, 128, 320, out="f16"),
                        options=opts + " cluster=2,1 tile=64,128 stages=3"),
            GemmProgram("cl_shared_m_panels", Gemm(128, 256, 320, a="km"),
                        options=opts + " cluster=1,2 tile=128,64 groups=2,1 stages=3"),
            dataclasses.replace(mlp_gemms(256)[0],
                                name="cl_gpt3_up_m256", options="cluster=2,1"),
            GemmProgram("cl_persistent", Gemm(512, 1024, 512, b="nk", out="f16"),
                        options=opts + " schedule=persistent cluster=2,1 tile=128,128"
                        + few(4)),
            GemmProgram("cl_persistent_groups", Gemm(512, 1024, 512, b="nk", out="f16"),
                        options=opts + " schedule=persistent cluster=2,1 tile-group=2"
                        " tile=128,128" + few(4)),
            GemmProgram("cl_bias_gelu_f16", Gemm(512, 768, 256, b="nk", out="f16"),
                        epilogue="bias_gelu", options="cluster=2,1 tile=128,128"),
            dataclasses.replace(mlp_gemms(256)[3], name="cl_llama_down_m256",
                                options="cluster=2,1"),
            dataclasses.replace(mlp_gemms(512)[3], name="cl_llama_down_m512",
                                options="cluster=2,1"),
            dataclasses.replace(mlp_gemms(256)[2], name="cl_llama_up_m256",
                                options="cluster=2,1"),
            dataclasses.replace(mlp_gemms(512)[2], name="cl_llama_up_m512",
                                options="schedule=persistent cluster=2,1"),
        ]
        # The stitching pipeline's GEMMs (the device's flavour) with the bias and GELU in
        # their epilogue: f16 and f32 results, a weight stored [N, K].
        cases += [GemmProgram("bias_gelu_f16", Gemm(512, 768, 256, out="f16"),
                              epilogue="bias_gelu"),
                  GemmProgram("bias_gelu_f32_nk", Gemm(256, 384, 512, b="nk"),
                              epilogue="bias_gelu")] + with_bias_gelu(mlp_gemms(1024)[:1])
        # cuSync on the compiler's kernels: an MLP with its GELU between the GEMMs under
        # RowSync and under TileSync waiting in the second GEMM's K loop, and GPT-3's MLP
        # at M = 512 under RowSync.
        mlp = GemmProgram("mlp_gelu", Gemm(512, 768, 768, out="f16"), hidden=2048,
                          activation="gelu")
        cases += [dataclasses.replace(mlp, name="mlp_gelu_row",
                                      sync=SYNC_VARIANTS["row"]),
                  dataclasses.replace(mlp, name="mlp_gelu_tile_loop",
                                      options=SYNC_VARIANT_OPTIONS["tile-loop"],
                                      sync=SYNC_VARIANTS["tile-loop"]),
                  dataclasses.replace(mlp_sync_programs(512, variants=("row",))[0],
                                      name="gpt3_mlp_m512_row")]
    return cases
