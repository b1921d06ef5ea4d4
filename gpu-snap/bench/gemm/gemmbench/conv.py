# gemmbench.conv: the cuSync benchmark's convolution pair (VGG-19's conv4_2 -> conv4_3) as
# front ends write it (linalg on tensors, NHWC / HWCF), which kfusion-stitch-to-gpu makes two
# implicit-GEMM kernels with the ReLUs in their epilogues; fresh inputs and a float64
# reference of sampled output pixels.
"""Chains of two 3x3 convolutions with ReLU: @step on tensors, inputs, references."""

import dataclasses

import numpy as np

from stitchbench import dtypes
from stitchbench.programs import Operand

from .programs import (PLAN_OPTIONS, SYNC_VARIANT_OPTIONS, SYNC_VARIANTS, Gemm, _ELEM,
                       _tensor, plan_attributes)

#: VGG-19's conv4_2 and conv4_3 (cuSync's Conv2D workload): 28 x 28 maps, 512 -> 512 -> 512
#: channels, 3 x 3 filters: (output height, width, input channels, the layers' output
#: channels, filter size).
VGG = dict(h=28, w=28, channels=512, kouts=(512, 512), r=3)
#: The batches of the benchmark (those the retired bench/cusync measured).
CONV_BATCHES = (1, 4, 8, 16, 32)
#: The interpreter's pair: 2 images, 6 x 6 outputs, 64 -> 128 -> 128 channels.
SMALL_CONV = dict(batch=2, h=6, w=6, channels=64, kouts=(128, 128), r=3)
#: cuSync's Conv2DTileSync: each consumer tile waits, channel tile by channel tile in its
#: K loop, for the producer tiles of its filter's halo (bench/cusync's policy-conv2d).
CONV_SYNC_VARIANTS = dict(SYNC_VARIANTS,
                          conv2d="force=true policy=conv2d wait-at=in-loop")
CONV_VARIANT_OPTIONS = dict(SYNC_VARIANT_OPTIONS, conv2d="load=cp.async")


@dataclasses.dataclass
class ConvPair:
    """Y = relu(conv(relu(conv(X, W0)), W1)): two R x R convolutions, stride 1, no padding
    inside the chain (the compiler's implicit GEMM reads its window from the input as it
    is, and a pad between the two would be a kernel between the pair): X [B, H + 2(R-1),
    W + 2(R-1), C] is the image with the border both layers consume, the first layer
    computes the [B, H + R-1, W + R-1, K0] the second reads, Y [B, H, W, K1]. f32 sums;
    each ReLU's result stored as `elem`. Built by kfusion-stitch-to-gpu (each ReLU in its
    convolution's epilogue); `sync` and `options` as GemmProgram's."""
    name: str
    batch: int
    h: int
    w: int
    channels: int
    kouts: tuple
    r: int = 3
    elem: str = "f16"
    options: str = ""
    sync: object = None
    stitched = True
    pipeline = "kfusion-stitch-to-gpu"

    # -- shapes ---------------------------------------------------------------------------
    def _hw(self, layer):
        """(height, width) of the input of `layer` (2: of Y)."""
        grow = (self.r - 1) * (2 - layer)
        return self.h + grow, self.w + grow

    @property
    def inputs(self):
        h, w = self._hw(0)
        cins = (self.channels,) + tuple(self.kouts[:-1])
        return [Operand("X", (self.batch, h, w, self.channels), dtype=self.elem)] + [
            Operand("W%d" % i, (self.r, self.r, cin, k), dtype=self.elem)
            for i, (cin, k) in enumerate(zip(cins, self.kouts))]

    @property
    def outputs(self):
        return [Operand("C", (self.batch, self.h, self.w, self.kouts[-1]), dtype=self.elem)]

    @property
    def gemm(self):
        """The second convolution as the implicit GEMM it is: [B H W, R R K0] x
        [R R K0, K1] (the row's M, N, K)."""
        return Gemm(self.batch * self.h * self.w, self.kouts[-1],
                    self.r * self.r * self.kouts[0], out=self.elem)

    @property
    def flops(self):
        total, cin = 0.0, self.channels
        for layer, k in enumerate(self.kouts):
            h, w = self._hw(layer + 1)
            total += 2.0 * self.batch * h * w * k * self.r * self.r * cin
            cin = k
        return total

    def tolerance_of(self, output):
        """(rtol, atol): two units of the f16 result's rounding; the f16 hidden
        activation's rounding (about 1e-4 rms of a result of rms 0.3, weights drawn as a
        layer's) and an f32 sum's over 4608 products stay under 1e-3 (as the MLPs'); a
        wrong tile or tap errs by about the rms."""
        return {"f16": 4e-3, "bf16": 1.6e-2}[self.elem], {"f16": 2e-3, "bf16": 1.6e-2}[
            self.elem]

    # -- the program ----------------------------------------------------------------------
    @property
    def pipeline_options(self):
        return " ".join(o for o in self.options.split()
                        if o.split("=")[0] not in PLAN_OPTIONS)

    def pass_flags(self, options=""):
        all_options = " ".join(o for o in (self.pipeline_options, options) if o)
        flags = ["--%s=%s" % (self.pipeline, all_options)]
        if self.sync is not None:
            flags += ["--kfusion-plan-sync=%s" % self.sync, "--kfusion-insert-semaphores"]
        return flags

    def text(self):
        """module { func.func @step } on tensors: per layer a fill, the
        linalg.conv_2d_nhwc_hwcf, the ReLU and truncation in a linalg.generic."""
        ins = self.inputs
        args = ", ".join("%%%s: %s" % (o.name, _tensor(o.shape, o.dtype)) for o in ins)
        res = _tensor(self.outputs[0].shape, self.elem)
        et = _ELEM[self.elem]
        ident = "affine_map<(n, h, w, c) -> (n, h, w, c)>"
        plan = plan_attributes(self.options).strip()[1:-1]
        lines = ["module {", "  func.func @step(%s) -> %s {" % (args, res),
                 "    %zero = arith.constant 0.0 : f32"]
        src, src_t = "%X", _tensor(ins[0].shape, self.elem)
        for i, k in enumerate(self.kouts):
            h, w = self._hw(i + 1)
            acc_t = _tensor((self.batch, h, w, k), "f32")
            out_t = _tensor((self.batch, h, w, k), self.elem)
            attrs = "dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>"
            lines += [
                "    %%e%d = tensor.empty() : %s" % (i, acc_t),
                "    %%f%d = linalg.fill ins(%%zero : f32) outs(%%e%d : %s) -> %s" % (
                    i, i, acc_t, acc_t),
                "    %%c%d = linalg.conv_2d_nhwc_hwcf {%s%s} ins(%s, %%W%d : %s, %s) "
                "outs(%%f%d : %s) -> %s" % (i, attrs, ", " + plan if plan else "", src, i,
                                           src_t, _tensor(ins[i + 1].shape, self.elem), i,
                                           acc_t, acc_t),
                "    %%o%d = tensor.empty() : %s" % (i, out_t),
                "    %%r%d = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
                "[\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins(%%c%d : %s) "
                "outs(%%o%d : %s) {" % (i, ident, ident, i, acc_t, i, out_t),
                "    ^bb0(%%a: f32, %%o: %s):" % et,
                "      %m = arith.maximumf %a, %zero : f32",
                "      %%t = arith.truncf %%m : f32 to %s" % et,
                "      linalg.yield %%t : %s" % et,
                "    } -> %s" % out_t]
            src, src_t = "%%r%d" % i, out_t
        lines += ["    return %s : %s" % (src, res), "  }", "}"]
        return "\n".join(lines) + "\n"

    # -- values ---------------------------------------------------------------------------
    def make_inputs(self, rng):
        """X uniform in [-1, 1), each filter uniform in +-sqrt(3 / fan-in) (as a layer is
        initialized: the hidden activation's rms is about 0.4, the result's 0.3), rounded
        to `elem`."""
        out = {}
        for o in self.inputs:
            bound = 1.0 if o.name == "X" else float(np.sqrt(3.0 / np.prod(o.shape[:3])))
            out[o.name] = dtypes.to_values(rng.uniform(-bound, bound, o.shape), o.dtype)
        return out

    def output_rows(self, c):
        """An output as rows of the check: one per output pixel ([B H W, K1])."""
        return np.asarray(c).reshape(-1, self.kouts[-1])

    def reference(self, x):
        return {"C": self.reference_rows(x, None)["C"].reshape(self.outputs[0].shape)}

    def reference_rows(self, x, rows):
        """{'C': float64 [len(rows), K1]} at the output pixels `rows` (n H W + p W + q; all
        when None): each layer in float64 at the pixels the next one reads (the 3 x 3
        window of each), the hidden activation rounded to `elem` as the kernel stores it."""
        if rows is None:
            rows = np.arange(self.batch * self.h * self.w)
        n, rest = np.divmod(np.asarray(rows, np.int64), self.h * self.w)
        p, q = np.divmod(rest, self.w)
        image = np.asarray(x["X"], np.float64)
        r = self.r
        taps = np.arange(r)
        # The hidden pixels each output pixel reads: (n, p + dr, q + ds).
        hp = (p[:, None, None] + taps[None, :, None]).repeat(r, 2)
        hq = (q[:, None, None] + taps[None, None, :]).repeat(r, 1)
        hn = np.broadcast_to(n[:, None, None], hp.shape)
        hidden = self._layer(image, np.asarray(x["W0"], np.float64), hn.ravel(), hp.ravel(),
                             hq.ravel())
        hidden = dtypes.round_to(hidden, self.elem).reshape(len(n), r * r * self.kouts[0])
        w1 = np.asarray(x["W1"], np.float64).reshape(-1, self.kouts[1])
        return {"C": np.maximum(hidden @ w1, 0.0)}

    def _layer(self, image, weight, n, p, q, chunk=1024):
        """relu(convolution) in float64 at output pixels (n, p, q) of a valid R x R
        convolution of `image` [B, H, W, C] by `weight` [R, R, C, K]: [len(n), K]."""
        r = self.r
        w = weight.reshape(-1, weight.shape[-1])
        taps = np.arange(r)
        out = np.empty((len(n), weight.shape[-1]))
        for i in range(0, len(n), chunk):
            sl = slice(i, i + chunk)
            patch = image[n[sl, None, None], p[sl, None, None] + taps[None, :, None],
                          q[sl, None, None] + taps[None, None, :]]
            out[sl] = patch.reshape(len(patch), -1) @ w
        return np.maximum(out, 0.0)


def conv_sync_programs(batch, elem="f16", variants=("stream", "planned"), dims=None):
    """VGG-19's convolution pair (or `dims`, as VGG) at batch `batch` under each cuSync
    variant of CONV_SYNC_VARIANTS: named vgg_conv_b<B>@<variant>."""
    dims = dict(VGG if dims is None else dims)
    dims.pop("batch", None)
    out = []
    for v in variants:
        if v not in CONV_SYNC_VARIANTS:
            raise ValueError("unknown cuSync variant %r (%s)" % (
                v, ", ".join(CONV_SYNC_VARIANTS)))
        out.append(ConvPair("vgg_conv_b%d@%s" % (batch, v), batch, elem=elem,
                            options=CONV_VARIANT_OPTIONS.get(v, ""),
                            sync=CONV_SYNC_VARIANTS[v], **dims))
    return out
