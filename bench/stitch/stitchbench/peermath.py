# stitchbench.peermath: the workloads' math as a PyTorch or JAX user writes it (library
# calls where the library has them: F.layer_norm, torch.softmax, F.gelu, jax.nn.softmax,
# jax.nn.gelu), for bench/stitch/peers.py. The array-API form also runs on numpy, so the
# tests check it against the references without torch or JAX.
"""The peers' formulation of each workload.

    torch_math(name, prog)         -> fn({input: torch tensor}) -> {output: tensor}
    array_math(name, prog, ops)    -> fn({input: array}) -> {output: array}
    numpy_ops(), jax_ops()         -> the `ops` of array_math (xp, rsqrt, softmax, gelu,
                                      sigmoid)
"""

import math
from types import SimpleNamespace

import numpy as np

from .linalg import erf64


def numpy_ops():
    def softmax(x, axis):
        e = np.exp(x - x.max(axis=axis, keepdims=True))
        return e / e.sum(axis=axis, keepdims=True)
    return SimpleNamespace(
        name="numpy", xp=np, rsqrt=lambda v: 1.0 / np.sqrt(v), softmax=softmax,
        gelu=lambda t: 0.5 * t * (1.0 + erf64(t / math.sqrt(2.0))),
        sigmoid=lambda z: 1.0 / (1.0 + np.exp(-z)), asarray=np.asarray)


def jax_ops():
    import jax
    import jax.numpy as jnp
    # f32 matmuls in full f32 (the default may use TF32 on the GPU), as the linalg program.
    jax.config.update("jax_default_matmul_precision", "highest")
    return SimpleNamespace(
        name="jax", xp=jnp, rsqrt=jax.lax.rsqrt,
        softmax=lambda x, axis: jax.nn.softmax(x, axis=axis),
        gelu=lambda t: jax.nn.gelu(t, approximate=False), sigmoid=jax.nn.sigmoid,
        asarray=jnp.asarray)


def array_math(name, prog, ops):
    """The math of workload `name` over an array API (numpy, jax.numpy)."""
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
    fns = {
        "layernorm": lambda t: {"y": layernorm(t["x"], t["gamma"], t["beta"])},
        "softmax": lambda t: {"y": ops.softmax(t["x"], -1)},
        "bias_gelu_residual": lambda t: {"y": ops.gelu(t["x"] + t["bias"]) + t["res"]},
        "transformer": lambda t: {
            "ln": layernorm(t["x"] + t["attn_out"], t["gamma"], t["beta"]),
            "probs": ops.softmax(t["scores"] * p["scale"] + t["mask"], -1)},
        "logreg": logreg, "logreg_generic": logreg,
    }
    return fns[name]


def torch_math(name, prog):
    """The math of workload `name` in PyTorch, with its fused library ops."""
    import torch
    import torch.nn.functional as F
    p = prog.params

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
    }
    return fns[name]
