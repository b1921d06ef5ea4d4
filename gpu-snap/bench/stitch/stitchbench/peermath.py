# stitchbench.peermath: the workloads' math as a PyTorch or JAX user writes it (library
# calls where the library has them: F.layer_norm, torch.softmax, F.gelu, jax.nn.softmax,
# jax.nn.gelu), for bench/stitch/peers.py. The array-API form also runs on numpy, so the
# tests check it against the references without torch or JAX. The 16-bit workloads take
# and return f16 / bf16 tensors: torch's half ops compute in f32 inside; the array form
# casts to f32, computes, and casts its results back, as a JAX mixed-precision policy does.
"""The peers' formulation of each workload.

    torch_math(name, prog)         -> fn({input: torch tensor}) -> {output: tensor}
    torch_inputs(prog, values)     -> {input: torch tensor of the input's dtype}
    torch_tensor(values, elem)     -> one such tensor
    array_math(name, prog, ops)    -> fn({input: array}) -> {output: array}
    numpy_ops(), jax_ops()         -> the `ops` of array_math (xp, rsqrt, softmax, gelu,
                                      sigmoid; asarray(v, elem) and to_numpy(v) to move
                                      values in and out; to_f32(v) and store(v, elem) for
                                      the 16-bit workloads)
"""

import math
from types import SimpleNamespace

import numpy as np

from . import dtypes
from .linalg import erf64


def f32_workload(name):
    """The f32 workload whose math `name` has (`softmax` of `softmax_bf16`)."""
    for elem in dtypes.HALF_TYPES:
        if name.endswith("_" + elem):
            return name[:-len(elem) - 1]
    return name


def numpy_ops():
    """numpy in float64; a 16-bit result is rounded to its type (dtypes.round_to)."""
    def softmax(x, axis):
        e = np.exp(x - x.max(axis=axis, keepdims=True))
        return e / e.sum(axis=axis, keepdims=True)
    return SimpleNamespace(
        name="numpy", xp=np, rsqrt=lambda v: 1.0 / np.sqrt(v), softmax=softmax,
        gelu=lambda t: 0.5 * t * (1.0 + erf64(t / math.sqrt(2.0))),
        sigmoid=lambda z: 1.0 / (1.0 + np.exp(-z)),
        asarray=lambda v, elem="f32": dtypes.to_values(v, elem),
        to_numpy=np.asarray, to_f32=lambda v: np.asarray(v, np.float64),
        store=lambda v, elem: dtypes.round_to(v, elem))


def jax_ops():
    import jax
    import jax.numpy as jnp
    # f32 matmuls in full f32 (the default may use TF32 on the GPU), as the linalg program.
    jax.config.update("jax_default_matmul_precision", "highest")

    def jnp_type(elem):
        return getattr(jnp, dtypes.FRAMEWORK_NAME[elem])

    def to_numpy(v):
        # numpy has no bfloat16: through f32 (exact) unless the array is f32 already.
        return np.asarray(v if v.dtype == jnp.float32 else v.astype(jnp.float32))
    return SimpleNamespace(
        name="jax", xp=jnp, rsqrt=jax.lax.rsqrt,
        softmax=lambda x, axis: jax.nn.softmax(x, axis=axis),
        gelu=lambda t: jax.nn.gelu(t, approximate=False), sigmoid=jax.nn.sigmoid,
        asarray=lambda v, elem="f32": jnp.asarray(v, dtype=jnp_type(elem)),
        to_numpy=to_numpy, to_f32=lambda v: v.astype(jnp.float32),
        store=lambda v, elem: v.astype(jnp_type(elem)))


def array_math(name, prog, ops):
    """The math of workload `name` over an array API (numpy, jax.numpy). A 16-bit workload
    casts its inputs to f32 (ops.to_f32), computes the f32 math and stores its results at
    16 bits (ops.store), as a mixed-precision policy (Flax's LayerNorm, jmp) does."""
    fn = _array_math(f32_workload(name), prog, ops)
    if prog.dtype == "f32":
        return fn
    elem = prog.dtype
    return lambda t: {k: ops.store(v, elem) for k, v in
                      fn({k: ops.to_f32(v) for k, v in t.items()}).items()}


def _array_math(name, prog, ops):
    xp, p = ops.xp, prog.params

    def layernorm(x, gamma, beta):
        m = x.mean(axis=-1, keepdims=True)
        v = ((x - m) ** 2).mean(axis=-1, keepdims=True)
        return (x - m) * ops.rsqrt(v + p["eps"]) * gamma + beta

    def logreg(t):
        X, w, y = t["X"], t["w"], t["y"]
        pr = ops.sigmoid(X @ w)
        grad = X.T @ (pr - y) / p["n"]
        loss = -xp.mean(y * xp.log(pr) + (1.0 - y) * xp.log(1.0 - pr))
        return {"w_new": w - p["lr"] * grad, "loss": loss}
    def layernorm_backward(t):
        dy, x, gamma = t["dy"], t["x"], t["gamma"]
        xhat = (x - t["mean"][:, None]) * t["rstd"][:, None]
        g = dy * gamma
        dx = t["rstd"][:, None] * (g - g.mean(axis=1, keepdims=True) -
                                   xhat * (g * xhat).mean(axis=1, keepdims=True))
        return {"dx": dx, "dgamma": (dy * xhat).sum(axis=0), "dbeta": dy.sum(axis=0)}
    fns = {
        "layernorm": lambda t: {"y": layernorm(t["x"], t["gamma"], t["beta"])},
        "softmax": lambda t: {"y": ops.softmax(t["x"], -1)},
        "bias_gelu_residual": lambda t: {"y": ops.gelu(t["x"] + t["bias"]) + t["res"]},
        "transformer": lambda t: {
            "ln": layernorm(t["x"] + t["attn_out"], t["gamma"], t["beta"]),
            "probs": ops.softmax(t["scores"] * p["scale"] + t["mask"], -1)},
        "logreg": logreg, "logreg_generic": logreg,
        "proj_softmax": lambda t: {"y": ops.softmax(t["x"] @ t["w"] + t["bias"], -1)},
        "layernorm_backward": layernorm_backward,
    }
    return fns[name]


def torch_tensor(values, elem, device="cuda"):
    """A torch tensor of `values` in element type `elem` (bf16 from float32 values, exactly)."""
    import torch
    t = torch.as_tensor(values, device=device)
    return t.to(getattr(torch, dtypes.FRAMEWORK_NAME[elem]))


def torch_inputs(prog, values, device="cuda"):
    """{input: torch tensor} of `values` (prog.make_inputs') in each input's dtype."""
    return {o.name: torch_tensor(values[o.name], o.dtype, device) for o in prog.inputs}


def torch_math(name, prog):
    """The math of workload `name` in PyTorch, with its fused library ops (on half /
    bfloat16 tensors for the 16-bit workloads, what a PyTorch user writes: the ops compute
    in f32 inside and round their results)."""
    import torch
    import torch.nn.functional as F
    p = prog.params
    name = f32_workload(name)

    def logreg(t):
        X, w, y = t["X"], t["w"], t["y"]
        pr = torch.sigmoid(X @ w)
        grad = X.T @ (pr - y) / p["n"]
        return {"w_new": w - p["lr"] * grad, "loss": F.binary_cross_entropy(pr, y)}
    fns = {
        "layernorm": lambda t: {"y": F.layer_norm(t["x"], (p["d"],), t["gamma"], t["beta"],
                                                  p["eps"])},
        "softmax": lambda t: {"y": torch.softmax(t["x"], -1)},
        "bias_gelu_residual": lambda t: {"y": F.gelu(t["x"] + t["bias"]) + t["res"]},
        "transformer": lambda t: {
            "ln": F.layer_norm(t["x"] + t["attn_out"], (p["d"],), t["gamma"], t["beta"],
                               p["eps"]),
            "probs": torch.softmax(t["scores"] * p["scale"] + t["mask"], -1)},
        "logreg": logreg, "logreg_generic": logreg,
        "proj_softmax": lambda t: {"y": torch.softmax(t["x"] @ t["w"] + t["bias"], -1)},
        # The same math as the array APIs: PyTorch has no public layer_norm backward op
        # taking saved statistics (autograd's is internal), so eager runs it op by op and
        # torch.compile fuses it as it does autograd's.
        "layernorm_backward": _torch_layernorm_backward,
    }
    return fns[name]


def _torch_layernorm_backward(t):
    """layernorm_backward's math on torch tensors (keepdim reductions)."""
    dy, x, gamma = t["dy"], t["x"], t["gamma"]
    xhat = (x - t["mean"][:, None]) * t["rstd"][:, None]
    g = dy * gamma
    dx = t["rstd"][:, None] * (g - g.mean(1, keepdim=True) -
                               xhat * (g * xhat).mean(1, keepdim=True))
    return {"dx": dx, "dgamma": (dy * xhat).sum(0), "dbeta": dy.sum(0)}
