# stbench.peermath: the workloads' math as a PyTorch or JAX user writes it (whole-array
# slices, a new array per update), for the peers in bench/stencil/peers.py; written over a
# small set of operations so that the same functions also run on numpy (and are tested
# against the references there, without torch or JAX).
"""The peers' formulation of each workload.

Each function takes the inputs and an `ops` object with
    put(base, index, value) -> a copy of `base` with base[index] = value
    where(cond, a, b)
and returns {output name: array}. `numpy_ops`, `torch_ops`, `jax_ops` make them.
"""

from types import SimpleNamespace

import numpy as np

from .evaluate import JaxBackend, NumpyBackend, TorchBackend
from .expr import f32
from .workloads import JACOBI_WEIGHT, fdtd_fict


def numpy_ops():
    def put(base, index, value):
        out = base.copy()
        out[index] = value
        return out
    return SimpleNamespace(name="numpy", put=put, where=np.where, backend=NumpyBackend())


def torch_ops(device="cuda"):
    import torch

    def put(base, index, value):
        out = base.clone()
        out[index] = value
        return out
    return SimpleNamespace(name="torch", put=put, where=torch.where,
                           backend=TorchBackend(device))


def jax_ops():
    import jax.numpy as jnp

    def put(base, index, value):
        return base.at[index].set(value)
    return SimpleNamespace(name="jax", put=put, where=jnp.where, backend=JaxBackend())


def _yx(y0, y1, x0, x1):
    return (Ellipsis, slice(y0, y1), slice(x0, x1))


def jacobi(prog, inputs, ops):
    """Three sweeps as ../shared/bench/peers.py writes them (clone, update the interior)."""
    v = inputs["u"]
    w = f32(JACOBI_WEIGHT)
    for _ in range(prog.params["sweeps"]):
        v = ops.put(v, _yx(1, -1, 1, -1), w * (v[1:-1, 1:-1] + v[:-2, 1:-1] + v[2:, 1:-1] +
                                               v[1:-1, :-2] + v[1:-1, 2:]))
    return {"v": v}


def hdiff(prog, inputs, ops):
    """lap, flx, fly on the regions they are needed, out = in outside 2..N-3."""
    s, c = inputs["inp"], inputs["coeff"]
    lap = 4.0 * s[_yx(1, -1, 1, -1)] - (s[_yx(1, -1, 2, None)] + s[_yx(1, -1, None, -2)] +
                                        s[_yx(2, None, 1, -1)] + s[_yx(None, -2, 1, -1)])
    # lap[..., j, i] is the point (y, x) = (j + 1, i + 1).
    fx = lap[_yx(None, None, 1, None)] - lap[_yx(None, None, None, -1)]   # x 1..Nx-3, y 1..Ny-2
    fx = ops.where(fx * (s[_yx(1, -1, 2, -1)] - s[_yx(1, -1, 1, -2)]) > 0, 0.0, fx)
    fy = lap[_yx(1, None, None, None)] - lap[_yx(None, -1, None, None)]   # x 1..Nx-2, y 1..Ny-3
    fy = ops.where(fy * (s[_yx(2, -1, 1, -1)] - s[_yx(1, -2, 1, -1)]) > 0, 0.0, fy)
    res = s[_yx(2, -2, 2, -2)] - c[_yx(2, -2, 2, -2)] * (
        fx[_yx(1, -1, 1, None)] - fx[_yx(1, -1, None, -1)] +
        fy[_yx(1, None, 1, -1)] - fy[_yx(None, -1, 1, -1)])
    return {"out": ops.put(s, _yx(2, -2, 2, -2), res)}


def fdtd(prog, inputs, ops):
    """PolyBench FDTD-2D, functional (new ex, ey, hz every step)."""
    steps = prog.params["steps"]
    ex, ey, hz = inputs["ex0"], inputs["ey0"], inputs["hz0"]
    half, c7 = f32(0.5), f32(0.7)
    for t in range(steps):
        ey_n = ops.put(ey, _yx(1, None, None, None), ey[1:, :] - half * (hz[1:, :] - hz[:-1, :]))
        ey_n = ops.put(ey_n, (0, slice(None)), fdtd_fict(t))
        ex_n = ops.put(ex, _yx(None, None, 1, None), ex[:, 1:] - half * (hz[:, 1:] - hz[:, :-1]))
        hz = ops.put(hz, _yx(None, -1, None, -1), hz[:-1, :-1] - c7 * (
            ex_n[:-1, 1:] - ex_n[:-1, :-1] + ey_n[1:, :-1] - ey_n[:-1, :-1]))
        ex, ey = ex_n, ey_n
    return {"ex%d" % steps: ex, "ey%d" % steps: ey, "hz%d" % steps: hz}


def generated(prog, inputs, ops):
    """The generated program kernel by kernel (the IR evaluated with the library)."""
    return prog.evaluate(inputs, backend=ops.backend)


MATH = {"jacobi": jacobi, "hdiff": hdiff, "hdiff2d": hdiff, "fdtd": fdtd,
        "generated": generated, "generated3d": generated}
