# stbench.workloads: the hand-written stencil workloads of issue 8 (three chained Jacobi
# sweeps, COSMO horizontal diffusion in 3-D and 2-D, functional FDTD-2D, device copies for
# the bandwidth ceiling), each a generator for any size with an independent numpy reference
# and its hand groupings.
"""Stencil workloads: Jacobi, hdiff, FDTD-2D and copies.

Each function returns a `Program` (stbench.ir) whose `groupings` are the hand-grouped
variants; `REFERENCES[name](prog, inputs)` computes the expected outputs with numpy in
float64, written independently of the IR (slices of whole arrays, as one would write the
math by hand).
"""

import numpy as np

from .evaluate import reference_of
from .expr import Const, Load, Select
from .ir import Array, Kernel, Launch, Program


def _loader(param, ndim):
    """A function (dy, dx) -> Load of `param` at that offset (z offset 0 in 3-D)."""
    def at(dy=0, dx=0):
        return Load(param, (0, dy, dx) if ndim == 3 else (dy, dx))
    return at


def _shape(nx, ny, nz):
    ny = ny or nx
    return (nz, ny, nx) if nz else (ny, nx)


def _box(shape, y, x):
    """Interior box: ranges of y and x, the whole z extent in 3-D."""
    return ((0, shape[0]), y, x) if len(shape) == 3 else (y, x)


# ---------------------------------------------------------------------------------------
# 1. Three chained 5-point Jacobi sweeps
# ---------------------------------------------------------------------------------------

JACOBI_WEIGHT = 0.2


def jacobi(n=8192, ny=None, sweeps=3, block=(32, 8, 1)):
    """u -> t1 -> t2 -> v: o[y,x] = 0.2*(v[y,x]+v[y-1,x]+v[y+1,x]+v[y,x-1]+v[y,x+1]) on the
    interior, o = v on the boundary (one gpu.func, launched `sweeps` times). t1.. are
    temporaries. Variants: 'all' (one group), 'first2' (the first two sweeps)."""
    shape = _shape(n, ny, None)
    a = _loader("src", 2)
    value = JACOBI_WEIGHT * (a(0, 0) + a(-1, 0) + a(1, 0) + a(0, -1) + a(0, 1))
    k = Kernel("jacobi5", shape, ("src", "dst"), "dst", value,
               ((1, shape[0] - 1), (1, shape[1] - 1)), boundary=a(0, 0),
               coords="global_id", negative="subi")
    names = ["u"] + ["t%d" % i for i in range(1, sweeps)] + ["v"]
    arrays = [Array("u", shape, "in")] + [Array(t, shape, "temp") for t in names[1:-1]] + \
        [Array("v", shape, "out")]
    launches = [Launch("jacobi5", (names[i], names[i + 1])) for i in range(sweeps)]
    groupings = {"all": [0] * sweeps}
    if sweeps >= 3:
        groupings["first2"] = [0, 0] + [None] * (sweeps - 2)
    return Program("jacobi", arrays, [k], launches, block=block, groupings=groupings,
                   tolerance=(1e-5, 2e-6),
                   params={"shape": list(shape), "sweeps": sweeps})


def jacobi_reference(prog, inputs):
    v = inputs["u"].astype(np.float64)
    w = np.float64(np.float32(JACOBI_WEIGHT))
    for _ in range(prog.params["sweeps"]):
        o = v.copy()
        o[1:-1, 1:-1] = w * (v[1:-1, 1:-1] + v[:-2, 1:-1] + v[2:, 1:-1] + v[1:-1, :-2] +
                             v[1:-1, 2:])
        v = o
    return {"v": v}


# ---------------------------------------------------------------------------------------
# 2. COSMO horizontal diffusion
# ---------------------------------------------------------------------------------------

def hdiff(nx=4096, ny=None, nz=8, block=(32, 8, 1), prefill_in_step=False):
    """COSMO horizontal diffusion with flux limiters on (nz, ny, nx) (nz=0: a 2-D slice),
    i = x, j = y:

        lap = 4*in[i,j] - (in[i+1,j] + in[i-1,j] + in[i,j+1] + in[i,j-1])      i, j in 1..N-2
        flx = lap[i+1,j] - lap[i,j]; 0 where flx*(in[i+1,j] - in[i,j]) > 0    i 1..Nx-3, j 1..Ny-2
        fly = lap[i,j+1] - lap[i,j]; 0 where fly*(in[i,j+1] - in[i,j]) > 0    i 1..Nx-2, j 1..Ny-3
        out = in - coeff*(flx[i,j] - flx[i-1,j] + fly[i,j] - fly[i,j-1])     i, j in 2..N-3

    lap, flx, fly are temporaries; out keeps `in` outside its interior (a device copy of in
    made before the step; `prefill_in_step` puts the copy inside @step). Variants: 'all',
    'lap_flx_fly' (out alone), 'flx_fly' (the two flux kernels: shared reads only)."""
    shape = _shape(nx, ny, nz)
    nd = len(shape)
    Ny, Nx = shape[-2], shape[-1]
    inp, lap = _loader("src", nd), _loader("lap", nd)
    flx, fly, coeff = _loader("flx", nd), _loader("fly", nd), _loader("coeff", nd)
    lap_value = 4.0 * inp() - (inp(0, 1) + inp(0, -1) + inp(1, 0) + inp(-1, 0))
    fx = lap(0, 1) - lap()
    flx_value = Select("ogt", fx * (inp(0, 1) - inp()), Const(0.0), Const(0.0), fx)
    fy = lap(1, 0) - lap()
    fly_value = Select("ogt", fy * (inp(1, 0) - inp()), Const(0.0), Const(0.0), fy)
    out_value = inp() - coeff() * (flx() - flx(0, -1) + fly() - fly(-1, 0))
    kernels = [
        Kernel("hdiff_lap", shape, ("src", "lap"), "lap", lap_value,
               _box(shape, (1, Ny - 1), (1, Nx - 1)), coords="block", negative="addi"),
        Kernel("hdiff_flx", shape, ("src", "lap", "flx"), "flx", flx_value,
               _box(shape, (1, Ny - 1), (1, Nx - 2)), coords="global_id", negative="addi"),
        Kernel("hdiff_fly", shape, ("src", "lap", "fly"), "fly", fly_value,
               _box(shape, (1, Ny - 2), (1, Nx - 1)), coords="block", negative="subi"),
        Kernel("hdiff_out", shape, ("src", "coeff", "flx", "fly", "dst"), "dst", out_value,
               _box(shape, (2, Ny - 2), (2, Nx - 2)), coords="global_id", negative="subi"),
    ]
    arrays = [Array("inp", shape, "in"), Array("coeff", shape, "in", init=(0.0, 0.25)),
              Array("out", shape, "out"), Array("lap", shape, "temp"),
              Array("flx", shape, "temp"), Array("fly", shape, "temp")]
    launches = [Launch("hdiff_lap", ("inp", "lap")),
                Launch("hdiff_flx", ("inp", "lap", "flx")),
                Launch("hdiff_fly", ("inp", "lap", "fly")),
                Launch("hdiff_out", ("inp", "coeff", "flx", "fly", "out"))]
    groupings = {"all": [0, 0, 0, 0], "lap_flx_fly": [0, 0, 0, None],
                 "flx_fly": [None, 0, 0, None]}
    return Program("hdiff" if nz else "hdiff2d", arrays, kernels, launches, block=block,
                   prefill=[("out", "inp")], prefill_in_step=prefill_in_step,
                   groupings=groupings, tolerance=(1e-5, 1e-5),
                   params={"shape": list(shape)})


def hdiff_reference(prog, inputs):
    src = inputs["inp"].astype(np.float64)
    coeff = inputs["coeff"].astype(np.float64)
    c = (Ellipsis,)

    def s(a, y0, y1, x0, x1):
        """a[..., y0:y1, x0:x1] with negative stops counted from the end."""
        return a[c + (slice(y0, y1 if y1 else None), slice(x0, x1 if x1 else None))]

    lap = np.full(src.shape, np.nan)
    s(lap, 1, -1, 1, -1)[...] = 4 * s(src, 1, -1, 1, -1) - (
        s(src, 1, -1, 2, 0) + s(src, 1, -1, 0, -2) + s(src, 2, 0, 1, -1) + s(src, 0, -2, 1, -1))
    flx = np.full(src.shape, np.nan)
    f = s(lap, 1, -1, 2, -1) - s(lap, 1, -1, 1, -2)
    f[f * (s(src, 1, -1, 2, -1) - s(src, 1, -1, 1, -2)) > 0] = 0.0
    s(flx, 1, -1, 1, -2)[...] = f
    fly = np.full(src.shape, np.nan)
    f = s(lap, 2, -1, 1, -1) - s(lap, 1, -2, 1, -1)
    f[f * (s(src, 2, -1, 1, -1) - s(src, 1, -2, 1, -1)) > 0] = 0.0
    s(fly, 1, -2, 1, -1)[...] = f
    out = src.copy()
    s(out, 2, -2, 2, -2)[...] = s(src, 2, -2, 2, -2) - s(coeff, 2, -2, 2, -2) * (
        s(flx, 2, -2, 2, -2) - s(flx, 2, -2, 1, -3) + s(fly, 2, -2, 2, -2) -
        s(fly, 1, -3, 2, -2))
    return {"out": out}


# ---------------------------------------------------------------------------------------
# 3. FDTD-2D (PolyBench), functional
# ---------------------------------------------------------------------------------------

def fdtd_fict(t):
    """PolyBench's _fict_[t]."""
    return float(t)


def fdtd(n=4096, ny=None, steps=10, block=(32, 8, 1)):
    """PolyBench FDTD-2D, `steps` time steps, written functionally: step t reads
    (ex<t>, ey<t>, hz<t>) and writes new arrays (ex<t+1>, ey<t+1>, hz<t+1>), each update
    kernel writing the whole array (updated interior, unchanged points copied; ey's row 0
    set to fict[t]). Launch order per step ey, ex, hz (hz reads the new ex and ey).
    ex0/ey0/hz0 are inputs, the last step's arrays outputs, the others temporaries.
    Variants: 'step' (a group per step), 'two_steps' (a group per two steps), 'halves' (the
    first ceil(steps / 2) steps and the rest), 'all' (one group: every step in one kernel)."""
    shape = _shape(n, ny, None)
    Ny, Nx = shape
    ex, ey, hz = _loader("ex", 2), _loader("ey", 2), _loader("hz", 2)
    kernels = [
        Kernel("fdtd_ex", shape, ("ex", "hz", "exn"), "exn",
               ex() - 0.5 * (hz() - hz(0, -1)), ((0, Ny), (1, Nx)), boundary=ex(),
               coords="global_id", negative="addi"),
        Kernel("fdtd_hz", shape, ("hz", "ex", "ey", "hzn"), "hzn",
               hz() - 0.7 * (ex(0, 1) - ex() + ey(1, 0) - ey()), ((0, Ny - 1), (0, Nx - 1)),
               boundary=hz(), coords="block", negative="subi"),
    ]
    for t in range(steps):
        kernels.append(Kernel("fdtd_ey_t%d" % t, shape, ("ey", "hz", "eyn"), "eyn",
                              ey() - 0.5 * (hz() - hz(-1, 0)), ((1, Ny), (0, Nx)),
                              boundary=Const(fdtd_fict(t)), coords="block", negative="subi"))
    arrays = []
    for t in range(steps + 1):
        role = "in" if t == 0 else "out" if t == steps else "temp"
        arrays += [Array("%s%d" % (f, t), shape, role) for f in ("ex", "ey", "hz")]
    launches = []
    for t in range(steps):
        launches += [Launch("fdtd_ey_t%d" % t, ("ey%d" % t, "hz%d" % t, "ey%d" % (t + 1))),
                     Launch("fdtd_ex", ("ex%d" % t, "hz%d" % t, "ex%d" % (t + 1))),
                     Launch("fdtd_hz", ("hz%d" % t, "ex%d" % (t + 1), "ey%d" % (t + 1),
                                        "hz%d" % (t + 1)))]
    groupings = {"step": [t for t in range(steps) for _ in range(3)],
                 "two_steps": [t // 2 for t in range(steps) for _ in range(3)],
                 "halves": [int(t >= (steps + 1) // 2) for t in range(steps) for _ in range(3)],
                 "all": [0] * (3 * steps)}
    return Program("fdtd", arrays, kernels, launches, block=block, groupings=groupings,
                   tolerance=(1e-5, 1e-4), params={"shape": list(shape), "steps": steps})


def fdtd_reference(prog, inputs):
    """PolyBench's loops (in place), vectorized per statement."""
    steps = prog.params["steps"]
    ex = inputs["ex0"].astype(np.float64)
    ey = inputs["ey0"].astype(np.float64)
    hz = inputs["hz0"].astype(np.float64)
    half, c7 = np.float64(np.float32(0.5)), np.float64(np.float32(0.7))
    for t in range(steps):
        ey[0, :] = fdtd_fict(t)
        ey[1:, :] = ey[1:, :] - half * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] = ex[:, 1:] - half * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] = hz[:-1, :-1] - c7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] -
                                            ey[:-1, :-1])
    return {"ex%d" % steps: ex, "ey%d" % steps: ey, "hz%d" % steps: hz}


# ---------------------------------------------------------------------------------------
# Copies: the bandwidth ceiling
# ---------------------------------------------------------------------------------------

def copy_memcpy(n=16384, ny=None):
    """One device-to-device gpu.memcpy of an (ny, n) f32 array per step."""
    shape = _shape(n, ny, None)
    return Program("copy_memcpy", [Array("src", shape, "in"), Array("dst", shape, "out")],
                   [], [], prefill=[("dst", "src")], prefill_in_step=True,
                   tolerance=(0.0, 0.0), params={"shape": list(shape)})


def copy_kernel(n=16384, ny=None, block=(32, 8, 1)):
    """One stencil-form kernel dst[y,x] = src[y,x] per step."""
    shape = _shape(n, ny, None)
    k = Kernel("copy", shape, ("src", "dst"), "dst", Load("src", (0, 0)),
               ((0, shape[0]), (0, shape[1])))
    return Program("copy_kernel", [Array("src", shape, "in"), Array("dst", shape, "out")],
                   [k], [Launch("copy", ("src", "dst"))], block=block,
                   tolerance=(0.0, 0.0), params={"shape": list(shape)})


def copy_reference(prog, inputs):
    return {"dst": inputs["src"].astype(np.float64)}


REFERENCES = {"jacobi": jacobi_reference, "hdiff": hdiff_reference,
              "hdiff2d": hdiff_reference, "fdtd": fdtd_reference,
              "copy_memcpy": copy_reference, "copy_kernel": copy_reference}


def reference(prog, inputs):
    """An evaluate.Reference: the independent reference of a hand-written workload, else the
    program's own float64 evaluation (generated programs), with the elements that depend
    on a near-tie comparison (flux limiters) marked as not held to its branch."""
    fn = REFERENCES.get(prog.name)
    return reference_of(prog, inputs, None if fn is None else fn(prog, inputs))
