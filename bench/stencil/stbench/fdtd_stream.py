# stbench.fdtd_stream: the schedule of bench/stencil/fdtd-stream-probe.cu (FDTD-2D's time
# steps in one kernel by streaming along y, halos recomputed along x only), written as
# numpy over a block's columns so that its index algebra is tested without a GPU.
"""FDTD-2D's steps streamed along y: the probe's schedule, checked against the reference.

Issue 41's FDTD chain runs at 0.21 of copy bandwidth in the planner's three register-tile
kernels: each kernel recomputes a halo along x *and* y that grows by a layer a step. This
schedule (2.5-D temporal blocking, as AN5D and Nguyen et al.'s 3.5-D blocking) recomputes
along x only: a block of `bx` threads, one column each, owns `bx - 2 * hx` columns of a strip
and `s` rows of a segment; it walks the segment's rows from `y0 - hy` down, loading one row
of ex, ey and hz an iteration, and computes every time step once per iteration, step t
`2 * t + 1` rows behind the loads. With that lag every value a thread reads from a
neighbouring column was written in an *earlier* iteration, so an iteration needs one block
barrier (the values of the warps' edge lanes pass through shared memory; the others by
shuffles), not one per step. The rows the steps compute beyond the segment (`hy` above, the
lag below) are its halo along y, recomputed by the segment beside it.

State of a thread (its column x) for step t at iteration i, where a = i - 1 - 2t:

    hc, hp  hz_t[a], hz_t[a - 1]         (step t - 1's results of iterations i - 1, i - 2;
                                          for t = 0 the rows loaded at i - 1, i - 2)
    ey, ex  ey_t[a], ex_t[a]             (step t - 1's of iteration i - 2; the loads of i - 1)
    yn, xn  ey_t+1[a - 1], ex_t+1[a - 1]  (its own results of iteration i - 1)

and it computes ey_t+1[a], ex_t+1[a] (reading hz_t[a] of column x - 1) and hz_t+1[a - 1]
(reading ex_t+1[a - 1] of column x + 1). `run` applies exactly these updates, iteration by
iteration, to whole blocks; the CUDA kernel is the same code per thread.
"""

import numpy as np

from .workloads import fdtd_fict

HALF, C7 = np.float32(0.5), np.float32(0.7)


def iterations(y0, s, hy, steps):
    """The iterations of the segment whose rows are [y0, y0 + s): the first loads row
    y0 - hy; the last lets step steps - 1 compute hz_T's row y0 + s - 1."""
    return range(y0 - hy, y0 + s + 2 * steps)


def _step(state, t, a, x, ny, nx):
    """Step t's updates at row a for the block's columns `x`: returns (ey_t+1[a],
    ex_t+1[a], hz_t+1[a - 1]). Neighbours beyond the block's first / last column read the
    thread's own value (garbage that the halo keeps out of the owned columns)."""
    hc, hp, ey, ex, yn, xn = (state[k][t] for k in ("hc", "hp", "ey", "ex", "yn", "xn"))
    hc_left = np.concatenate([hc[:1], hc[:-1]])
    xn_right = np.concatenate([xn[1:], xn[-1:]])
    ey_new = np.where(a == 0, np.float32(fdtd_fict(t)), ey - HALF * (hc - hp))
    ey_new = ey_new.astype(np.float32)
    ex_new = np.where(x == 0, ex, ex - HALF * (hc - hc_left)).astype(np.float32)
    interior = (a - 1 < ny - 1) & (x < nx - 1)
    hz_new = np.where(interior, hp - C7 * (xn_right - xn + ey_new - yn), hp)
    return ey_new, ex_new, hz_new.astype(np.float32)


def needed(t, y0, s, steps):
    """The rows a at which step t's results are needed for the segment [y0, y0 + s):
    the last step's [y0, y0 + s] (hz at a - 1), a row more each side a step back (ey reads
    the row above, hz the row below). `run(..., skip=True)` computes only these."""
    return y0 - (steps - 1 - t), y0 + s + (steps - 1 - t)


def run(ex0, ey0, hz0, steps, bx, s, hx=None, hy=None, skip=False):
    """FDTD-2D's `steps` steps by the streamed schedule: blocks of `bx` columns (halo `hx`
    each side, default `steps`) and segments of `s` rows (halo `hy` above, default
    `steps`). With `skip`, a step computes only the rows `needed` and passes zeros on
    elsewhere. Returns (ex, ey, hz) after the last step, float32."""
    hx = steps if hx is None else hx
    hy = steps if hy is None else hy
    ny, nx = hz0.shape
    w = bx - 2 * hx
    assert w > 0, "a block narrower than its halos"
    out = {k: np.full((ny, nx), np.nan, np.float32) for k in ("ex", "ey", "hz")}
    for x0 in range(0, nx, w):
        x = np.arange(x0 - hx, x0 - hx + bx)
        xin = (x >= 0) & (x < nx)
        owned = (x >= x0) & (x < x0 + w) & xin
        for y0 in range(0, ny, s):
            state = {k: [np.zeros(bx, np.float32) for _ in range(steps)]
                     for k in ("hc", "hp", "ey", "ex", "yn", "xn")}
            for i in iterations(y0, s, hy, steps):
                results = []
                for t in range(steps):
                    a = i - 1 - 2 * t
                    lo, hi = needed(t, y0, s, steps)
                    if skip and not lo <= a <= hi:
                        results.append(tuple(np.zeros(bx, np.float32) for _ in range(3)))
                    else:
                        results.append(_step(state, t, a, x, ny, nx))
                    if t == steps - 1:
                        ey_new, ex_new, hz_new = results[-1]
                        if y0 <= a < min(y0 + s, ny):
                            out["ey"][a, x[owned]] = ey_new[owned]
                            out["ex"][a, x[owned]] = ex_new[owned]
                        if y0 <= a - 1 < min(y0 + s, ny):
                            out["hz"][a - 1, x[owned]] = hz_new[owned]
                # The state of iteration i + 1 (the rotation at the end of the kernel's loop).
                load = (y0 - hy <= i < y0 + s + hy) and 0 <= i < ny
                row = {k: (np.where(xin, v[i, np.clip(x, 0, nx - 1)], 0).astype(np.float32)
                           if load else np.zeros(bx, np.float32))
                       for k, v in (("ex", ex0), ("ey", ey0), ("hz", hz0))}
                for t in reversed(range(steps)):
                    ey_new, ex_new, hz_new = results[t]
                    if t + 1 < steps:
                        state["hp"][t + 1] = state["hc"][t + 1]
                        state["hc"][t + 1] = hz_new
                        state["ey"][t + 1] = state["yn"][t]
                        state["ex"][t + 1] = state["xn"][t]
                    state["yn"][t] = ey_new
                    state["xn"][t] = ex_new
                state["hp"][0] = state["hc"][0]
                state["hc"][0] = row["hz"]
                state["ey"][0] = row["ey"]
                state["ex"][0] = row["ex"]
    return out["ex"], out["ey"], out["hz"]


def redundancy(n, steps, bx, s, hy=None, skip=False):
    """Step computations of the schedule per point and step (1.0: each point's steps
    once): the halo columns, and the halo and lag rows (with `skip`, the rows `needed`)."""
    hy = steps if hy is None else hy
    w = bx - 2 * steps
    strips, segments = -(-n // w), -(-n // s)
    if skip:
        rows = sum(hi - lo + 1 for lo, hi in (needed(t, 0, s, steps) for t in range(steps)))
    else:
        rows = len(iterations(0, s, hy, steps)) * steps
    return strips * bx * segments * rows / (n * n * steps)
