# stbench.generated: SCALE-LES-like stencil programs generated from a seed: many kernels
# over a few dozen 2-D or 3-D arrays, each reading 1-4 arrays at radius 0-2 (symmetric and
# one-sided offsets) and writing one, with read-after-write chains, write-after-write and
# write-after-read reuse of arrays, temporaries and in-place updates; plus random groupings
# for testing the stencil fusion passes on them.
"""Generated stencil programs (the "SCALE-LES-like" workload of issue 8).

    prog = gen_program(n_kernels=150, n_arrays=40, seed=1, shape=(1024, 1024))
    text = prog.text(random_grouping(prog, seed=3))

The program's structure (kernels, reads, offsets, which arrays are inputs, outputs and
temporaries) depends on the seed only, never on the shape: the regions kernels compute are
kept as margins from the array's edges (at most `max_margin`, `max_margin_z` in z), so one
seed gives the same program at 32^2 on the interpreter and at 1024^2 on the GPU.

How a kernel is drawn (kernel i):
  reads     1-4 arrays among those defined so far, recently written ones preferred (chains);
            each at a pattern of offsets: the point, a 5- or 9-point cross of radius 1-2
            (z too in 3-D, sometimes), one axis (symmetric, or one-sided: {0,+1}, {-1,0},
            {+1}, {0,+1,+2}: upwind and flux differences), or a 3x3 box; offsets that would
            push the computed region past the margin limit are dropped
  writes    a fresh array (becomes a temporary or an output), or one written before (WAW),
            or one read before (WAR; an input then becomes an in/out array); sometimes it
            also reads its own output at offset 0 (an in-place update a = a + ...)
  region    the largest box on which every read stays inside what is defined; with
            probability 0.3 a boundary value (a copy of a fully defined read array, or a
            constant) makes it write the whole array
  value     a weighted sum of the loads (weights' absolute values sum to at most 1, so values
            stay in [-1, 1] and errors do not grow along chains), sometimes with a product
            of two loads or a flux limiter (select on the sign of a product)
Roles: the input pool (first quarter of the arrays) are 'in' (or 'inout' once written);
an array whose last access is a write is an output; the others are temporaries (one in
five of them outputs too); an output not defined everywhere at the end is 'inout'.
"""

import math
import random

from .expr import Const, Load, Select
from .ir import Array, Kernel, Launch, Program


def gen_program(n_kernels=150, n_arrays=40, seed=0, shape=(1024, 1024), block=None,
                max_margin=6, max_margin_z=2):
    """A random SCALE-LES-like Program; deterministic from `seed` (see the module doc)."""
    rng = random.Random(seed)
    shape = tuple(int(s) for s in shape)
    nd = len(shape)
    if nd not in (2, 3):
        raise ValueError("shape must be 2-D or 3-D")
    limits = ((max_margin_z,) if nd == 3 else ()) + (max_margin, max_margin)
    for n, m in zip(shape, limits):
        if n < 2 * m + 2:
            raise ValueError("shape %s too small for margins %s" % (shape, limits))
    block = tuple(block) if block else (32, 8, 1)
    names = ["a%02d" % i for i in range(n_arrays)]
    n_pool = max(2, n_arrays // 4)
    pool = set(names[:n_pool])
    # defined[name]: None (undefined) or margins ((lo, hi) per dimension).
    zero = tuple((0, 0) for _ in range(nd))
    defined = {n: (zero if n in pool else None) for n in names}
    last_write = {}
    accesses = {n: [] for n in names}      # ('r'|'w', kernel index) in order
    kernels, launches = [], []

    for i in range(n_kernels):
        avail = [n for n in names if defined[n] is not None]
        weights = [1.0 + 4.0 * math.exp(-(i - last_write[n]) / 8.0) if n in last_write
                   else 1.0 for n in avail]
        n_reads = min(len(avail), _weighted(rng, [1, 2, 3, 4], [0.25, 0.35, 0.25, 0.15]))
        reads = _sample(rng, avail, weights, n_reads)
        out = _choose_output(rng, names, reads, defined, accesses)
        inplace = defined[out] is not None and rng.random() < 0.1
        # Offsets per read array, clipped to the margin limits.
        offsets = {}
        for a in reads:
            offsets[a] = _clip(_pattern(rng, nd), defined[a], limits)
        if inplace:
            offsets[out] = [(0,) * nd]
        guard = _guard(offsets, defined, nd)
        if defined[out] is not None and not inplace:
            d_out = defined[out]
            if all(g[0] <= d[0] and g[1] <= d[1] for g, d in zip(guard, d_out)):
                new_def = guard
            else:
                guard = tuple((max(g[0], d[0]), max(g[1], d[1])) for g, d in zip(guard, d_out))
                new_def = d_out
        elif inplace:
            # Reads its own old value on the region: stays inside what was defined.
            guard = tuple((max(g[0], d[0]), max(g[1], d[1]))
                          for g, d in zip(guard, defined[out]))
            new_def = defined[out]
        else:
            new_def = guard
        boundary = None
        if rng.random() < 0.3 and not inplace:
            full = [a for a in reads if defined[a] == zero]
            boundary = Load(rng.choice(full), (0,) * nd) if full and rng.random() < 0.7 \
                else Const(round(rng.uniform(-1, 1), 3))
            new_def = zero
        value = _value(rng, offsets)
        params = list(dict.fromkeys(list(offsets) + [out]))
        interior = tuple((lo, n - hi) for (lo, hi), n in zip(guard, shape))
        k = Kernel("k%03d" % i, shape, params, out, value, interior, boundary=boundary,
                   coords=rng.choice(["global_id", "block"]),
                   negative=rng.choice(["subi", "addi"]))
        kernels.append(k)
        launches.append(Launch(k.name, params))
        for a in offsets:
            accesses[a].append(("r", i))
        accesses[out].append(("w", i))
        defined[out] = new_def
        last_write[out] = i

    used = [n for n in names if accesses[n]]
    role_rng = random.Random(seed * 7919 + 17)
    arrays = []
    for n in used:
        written = any(kind == "w" for kind, _ in accesses[n])
        if n in pool:
            role = "inout" if written else "in"
        elif accesses[n][-1][0] == "w" or role_rng.random() < 0.2:
            role = "out" if defined[n] == zero else "inout"
        else:
            role = "temp"
        arrays.append(Array(n, shape, role))
    prog = Program("generated", arrays, kernels, launches, block=block,
                   tolerance=(1e-4, 2e-5),
                   params={"shape": list(shape), "n_kernels": n_kernels,
                           "n_arrays": n_arrays, "seed": seed})
    prog.groupings["window4"] = window_grouping(len(launches), 4)
    return prog


def window_grouping(n_launches, width):
    """Consecutive windows of `width` launches, one group each."""
    return [i // width for i in range(n_launches)]


def random_grouping(prog, seed, max_size=6, contiguous=True, share=0.7):
    """A random grouping of `prog`'s launches: runs of consecutive launches (length 2 to
    max_size, about `share` of the launches grouped) when contiguous; else any launches
    may share a group (which may put an unrelated launch between members, or make a
    cycle that the fusion must refuse)."""
    rng = random.Random(seed)
    n = len(prog.launches)
    groups = [None] * n
    if contiguous:
        i, g = 0, 0
        while i < n:
            size = rng.randint(2, max_size)
            if rng.random() < share:
                for j in range(i, min(n, i + size)):
                    groups[j] = g
                g += 1
            i += size
        return _drop_singletons(groups)
    n_groups = max(1, n // max(2, max_size // 2))
    for i in range(n):
        if rng.random() < share:
            groups[i] = rng.randrange(n_groups)
    return _drop_singletons(groups)


def _drop_singletons(groups):
    counts = {}
    for g in groups:
        if g is not None:
            counts[g] = counts.get(g, 0) + 1
    ids = {g: k for k, g in enumerate(sorted(g for g, c in counts.items() if c > 1))}
    return [ids.get(g) if g is not None else None for g in groups]


# -- drawing ----------------------------------------------------------------------------

def _weighted(rng, values, weights):
    r = rng.random() * sum(weights)
    for v, w in zip(values, weights):
        r -= w
        if r < 0:
            return v
    return values[-1]


def _sample(rng, items, weights, k):
    items, weights = list(items), list(weights)
    chosen = []
    for _ in range(k):
        j = _weighted(rng, list(range(len(items))), weights)
        chosen.append(items.pop(j))
        weights.pop(j)
    return chosen


def _choose_output(rng, names, reads, defined, accesses):
    fresh = [n for n in names if not accesses[n] and defined[n] is None]
    written = [n for n in names if n not in reads and any(k == "w" for k, _ in accesses[n])]
    read_before = [n for n in names if n not in reads and any(k == "r" for k, _ in accesses[n])]
    r = rng.random()
    if r < 0.45 and fresh:
        return rng.choice(fresh)
    if r < 0.70 and written:
        return rng.choice(written)
    if r < 0.85 and read_before:
        return rng.choice(read_before)
    others = [n for n in names if n not in reads]
    return rng.choice(fresh or others)


def _pattern(rng, nd):
    """A set of offsets (z, y, x) / (y, x) read from one array."""
    horiz = [nd - 2, nd - 1]
    zero = [0] * nd

    def off(d, o):
        v = list(zero)
        v[d] = o
        return tuple(v)
    kind = _weighted(rng, ["point", "cross", "axis", "box"], [0.25, 0.3, 0.35, 0.1])
    if kind == "point":
        return [tuple(zero)]
    if kind == "cross":
        r = rng.choice([1, 1, 2])
        dims = horiz + ([0] if nd == 3 and rng.random() < 0.3 else [])
        return [tuple(zero)] + [off(d, s * k) for d in dims for k in range(1, r + 1)
                                for s in (-1, 1)]
    if kind == "axis":
        d = rng.choice(horiz + ([0] if nd == 3 else []))
        shape = rng.choice([[-1, 0, 1], [-2, -1, 0, 1, 2], [0, 1], [-1, 0], [1], [-1, 1],
                            [0, 1, 2], [-2, -1, 0]])
        return [off(d, o) for o in shape]
    return [tuple(zero[:-2]) + (dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]


def _clip(offsets, margins, limits):
    """Offsets whose use keeps the computed region's margins within the limits."""
    kept = [o for o in offsets
            if all(m[0] + max(0, -c) <= lim and m[1] + max(0, c) <= lim
                   for c, m, lim in zip(o, margins, limits))]
    return kept or [tuple(0 for _ in offsets[0])]


def _guard(offsets, defined, nd):
    guard = []
    for d in range(nd):
        lo = max(defined[a][d][0] + max(0, -o[d]) for a, offs in offsets.items() for o in offs)
        hi = max(defined[a][d][1] + max(0, o[d]) for a, offs in offsets.items() for o in offs)
        guard.append((lo, hi))
    return tuple(guard)


def _value(rng, offsets):
    """Weighted sum of the loads, |weights| summing to s <= 1; sometimes a product of two
    loads in place of two terms, sometimes a flux limiter."""
    terms = [Load(a, o) for a, offs in offsets.items() for o in offs]
    rng.shuffle(terms)
    if len(terms) >= 2 and rng.random() < 0.3:
        terms = [terms[0] * terms[1]] + terms[2:]
    w = [rng.uniform(0.1, 1.0) * rng.choice([-1, 1]) for _ in terms]
    scale = rng.uniform(0.9, 1.0) / sum(abs(x) for x in w)
    expr = None
    for t, c in zip(terms, w):
        part = math.trunc(c * scale * 1e4) / 1e4 * t  # toward 0: |weights| sum <= 1
        expr = part if expr is None else expr + part
    if rng.random() < 0.15:
        probe = rng.choice([Load(a, o) for a, offs in offsets.items() for o in offs])
        expr = Select("ogt", expr * probe, Const(0.0), Const(0.0), expr)
    return expr
