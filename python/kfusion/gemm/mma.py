# kfusion.gemm.mma: the tensor-core GEMM kernel on mma.sync ('mma') and its emulation for
# kfusion-sim ('emul'): cp.async pipeline, swizzled shared tiles, ldmatrix, the
# convolutions' implicit-GEMM main loop, the epilogue through shared memory.
"""The mma and emul kernels and the pipeline pieces the warpgroup kernel shares."""

from .config import EMULATED_FLAVOURS, GemmConfigError
from .mlir import ELEMENT, SIZE, WG, Body, ceil_div, memref, vector
from .simt import _kernel_head, emit_epilogue, emit_swiglu, slice_k_offset


def swizzle_key(b, row, chunks_per_row):
    """The XOR key of a shared-memory row: chunk' = chunk ^ key(row). Depends on row mod 8
    only: 8 consecutive rows read at one logical chunk land on 8 distinct 16-byte bank
    groups (with 128-byte rows: row mod 8; 64-byte rows, two per 128 bytes: (row / 2) mod
    4; 32-byte rows: (row / 4) mod 2)."""
    if chunks_per_row >= 8:
        return b.remui(row, 8)
    return b.remui(b.divui(row, 8 // chunks_per_row), chunks_per_row)


class _NVGPU:
    """The real thing: nvgpu ops on f16, vector<2x2xf32> accumulators."""
    acc_type = "vector<2x2xf32>"
    acc_count = 1

    def __init__(self, b, g):
        self.b, self.g = b, g
        self.zero = None

    def zero_acc(self):
        if self.zero is None:
            self.zero = self.b.op("arith.constant dense<0.0> : vector<2x2xf32>", "zero")
        return [self.zero]

    def copy(self, src, src_t, sidx, dst, dst_t, didx):
        return self.b.op("nvgpu.device_async_copy %s[%s], %s[%s], 8 {bypassL1} : %s to %s" % (
            src, ", ".join(map(self.b.idx, sidx)), dst, ", ".join(map(self.b.idx, didx)),
            src_t, dst_t), "cp")

    def copy_masked(self, src, src_t, sidx, dst, dst_t, didx, valid):
        """The copy with cp.async's source size valid ? 8 : 0: invalid chunks are zero
        filled without reading the source."""
        b = self.b
        n = b.op("arith.select %s, %s, %s : index" % (valid, b.const(8), b.const(0)), "srcn")
        return b.op("nvgpu.device_async_copy %s[%s], %s[%s], 8, %s {bypassL1} : %s to %s" % (
            src, ", ".join(map(b.idx, sidx)), dst, ", ".join(map(b.idx, didx)), n, src_t,
            dst_t), "cp")

    def conv_setup(self):
        """Nothing: copy_masked's constants are hoisted by the Body."""

    def commit(self, tokens):
        return self.b.op("nvgpu.device_async_create_group %s" % ", ".join(tokens), "group")

    def wait(self, token, pending):
        self.b.emit("nvgpu.device_async_wait %s {numGroups = %d : i32}" % (token, pending))

    def ldmatrix(self, mem, mem_t, idx, transpose):
        return self.b.op("nvgpu.ldmatrix %s[%s] {numTiles = 4 : i32, transpose = %s} : %s -> "
                         "vector<4x2xf16>" % (mem, ", ".join(map(self.b.idx, idx)),
                                              "true" if transpose else "false", mem_t), "frag")

    def a_fragment(self, frag):
        return frag

    def b_fragments(self, frag):
        """The x4.trans load's two 16x8 B fragments (registers 0-1 and 2-3)."""
        b = self.b
        out = []
        for half in range(2):
            v = b.op("arith.constant dense<0.0> : vector<2x2xf16>", "bz")
            for r in range(2):
                row = b.op("vector.extract %s[%d] : vector<2xf16> from vector<4x2xf16>" % (
                    frag, 2 * half + r), "brow")
                v = b.op("vector.insert %s, %s[%d] : vector<2xf16> into vector<2x2xf16>" % (
                    row, v, r), "bfrag")
            out.append(v)
        return out

    def mma(self, a, bfrag, acc):
        return [self.b.op("nvgpu.mma.sync (%s, %s, %s) {mmaShape = [16, 8, 16]} : "
                          "(vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> "
                          "vector<2x2xf32>" % (a, bfrag, acc[0]), "d")]

    def acc_elements(self, acc):
        """[[c(h, j)]]: h = 0 rows g, h = 1 rows g + 8; j = columns 2t + j."""
        b = self.b
        out = []
        for h in range(2):
            row = b.op("vector.extract %s[%d] : vector<2xf32> from vector<2x2xf32>" % (
                acc[0], h), "crow")
            out.append([b.op("vector.extract %s[%d] : f32 from vector<2xf32>" % (row, j), "c")
                        for j in range(2)])
        return out


class _Emulated:
    """The same operations on f32 for kfusion-sim: copies as vector loads and stores,
    ldmatrix and mma.sync by warp shuffles following the PTX fragment layouts
    (m16n8k16: a_r holds rows g (+8 for r odd), columns 2t (+8 for r >= 2); b_r rows 2t
    (+8 for r = 1), column g; c_h rows g (+8 for h = 1), columns 2t; g = lane / 4,
    t = lane mod 4). Fragments are lists of scalars (register-major)."""
    acc_type = "f32"
    acc_count = 4

    def __init__(self, b, g):
        self.b, self.g = b, g
        self.lane_ctx = None

    def setup(self, lane, gq, tq):
        """Per-lane shuffle sources, computed once."""
        b = self.b

        def i32(v):
            return b.op("arith.index_cast %s : index to i32" % b.idx(v), "l32")
        self.width = b.const(32, "i32")
        self.gq, self.tq = gq, tq
        # ldmatrix (non-transposed): matrix i's row for this lane comes from lane 8i + g.
        self.src_nt = [i32(b.add(gq, 8 * i)) for i in range(4)]
        # ldmatrix.trans: matrix i, element e comes from the row of lane 8i + 2t + e.
        self.src_t = [[i32(b.lin((tq, 2), offset=8 * i + e)) for e in range(2)]
                      for i in range(4)]
        # mma: A(g + 8h, 8q + 2t' + e) is lane 4g + t''s a_{h+2q}[e];
        # B(8q + 2t' + e, 2t + j) is lane 4(2t + j) + t''s b_q[e].
        self.src_a = [i32(b.lin((gq, 4), offset=tp)) for tp in range(4)]
        self.src_b = [[i32(b.lin((tq, 8), offset=4 * j + tp)) for tp in range(4)]
                      for j in range(2)]
        # ldmatrix (non-transposed): this lane's elements of a row are 2t and 2t + 1.
        self.col_nt = [b.lin((tq, 2), offset=e) for e in range(2)]

    def _shuffle(self, value, src, type_):
        name = self.b.fresh("sh")
        self.b.emit("%s, %s_ok = gpu.shuffle idx %s, %s, %s : %s" % (
            name, name, value, src, self.width, type_))
        return name

    def zero_acc(self):
        z = self.b.const(0.0, "f32")
        return [z] * 4

    def copy(self, src, src_t, sidx, dst, dst_t, didx):
        b = self.b
        v = b.op("vector.load %s[%s] : %s, vector<8xf32>" % (
            src, ", ".join(map(b.idx, sidx)), src_t), "cpv")
        b.emit("vector.store %s, %s[%s] : %s, vector<8xf32>" % (
            v, dst, ", ".join(map(b.idx, didx)), dst_t))
        return None

    def conv_setup(self):
        """The zeros masked copies store (defined in the entry block, before any region)."""
        self.zero8 = self.b.op("arith.constant dense<0.0> : vector<8xf32>", "zero8")

    def copy_masked(self, src, src_t, sidx, dst, dst_t, didx, valid):
        """The copy when `valid`, else zeros (the source is not read)."""
        b = self.b
        b.if_(valid)
        self.copy(src, src_t, sidx, dst, dst_t, didx)
        b.else_()
        b.emit("vector.store %s, %s[%s] : %s, vector<8xf32>" % (
            self.zero8, dst, ", ".join(map(b.idx, didx)), dst_t))
        b.end_if()
        return None

    def commit(self, tokens):
        return None

    def wait(self, token, pending):
        pass

    def ldmatrix(self, mem, mem_t, idx, transpose):
        """Returns the 8 scalars (4 matrices x 2) this lane receives."""
        b = self.b
        *lead, row, col = idx
        row32 = b.op("arith.index_cast %s : index to i32" % b.idx(row), "r32")
        col32 = b.op("arith.index_cast %s : index to i32" % b.idx(col), "c32")
        lead = [b.idx(x) for x in lead]
        out = []
        for i in range(4):
            for e in range(2):
                src = self.src_t[i][e] if transpose else self.src_nt[i]
                if transpose or e == 0:
                    r = b.op("arith.index_cast %s : i32 to index" %
                             self._shuffle(row32, src, "i32"), "rr")
                    c = b.op("arith.index_cast %s : i32 to index" %
                             self._shuffle(col32, src, "i32"), "cc")
                cc = b.add(c, self.gq if transpose else self.col_nt[e])
                out.append(b.op("memref.load %s[%s] : %s" % (
                    mem, ", ".join(lead + [b.idx(r), b.idx(cc)]), mem_t), "ld"))
        return out

    def a_fragment(self, frag):
        return frag

    def b_fragments(self, frag):
        return [frag[0:4], frag[4:8]]

    def mma(self, a, bfrag, acc):
        """acc (c00, c01, c10, c11) + A x B for this lane's four elements."""
        b = self.b
        avals = {}   # (h, k) -> A(g + 8h, k)
        for h in range(2):
            for q in range(2):
                for tp in range(4):
                    for e in range(2):
                        avals[(h, 8 * q + 2 * tp + e)] = self._shuffle(
                            a[(h + 2 * q) * 2 + e], self.src_a[tp], "f32")
        bvals = {}   # (k, j) -> B(k, 2t + j)
        for q in range(2):
            for tp in range(4):
                for e in range(2):
                    for j in range(2):
                        bvals[(8 * q + 2 * tp + e, j)] = self._shuffle(
                            bfrag[q * 2 + e], self.src_b[j][tp], "f32")
        out = []
        for h in range(2):
            for j in range(2):
                c = acc[2 * h + j]
                for k in range(16):
                    c = b.op("math.fma %s, %s, %s : f32" % (avals[(h, k)], bvals[(k, j)], c),
                             "d")
                out.append(c)
        return out

    def acc_elements(self, acc):
        return [[acc[0], acc[1]], [acc[2], acc[3]]]


def _pipeline_loop(b, ops, flatten, unflatten, acc, token, iters, name):
    """Opens the scf.for of a cp.async pipeline over `iters` iterations carrying the
    accumulators and, when there is one, the newest group token. Returns (induction
    variable, accumulators in the loop, token in the loop or None, close), close(acc,
    token) ending the loop and returning (accumulators, token) after it."""
    inits = flatten(acc)
    types = [ops.acc_type] * len(inits)
    carry = token is not None
    if carry:
        inits.append(token)
        types.append("!nvgpu.device.async.token")
    iv, args, results = b.for_(0, iters, 1, inits, types, name)

    def close(acc, tok):
        b.end_for(flatten(acc) + ([tok] if carry else []))
        return (unflatten(results[:len(results) - carry]),
                results[-1] if carry else None)
    return iv, unflatten(args[:len(args) - carry]), args[-1] if carry else None, close


def _gemm_main_loop(g, b, ops, issue, compute, flatten, unflatten, acc):
    """The GEMM's pipeline: prologue, scf.for over k-tiles, the last STAGES-1 k-tiles
    unrolled; returns the accumulators."""
    stages = g.stages
    # Prologue: k-tiles 0 .. stages-2 into stages 0 .. stages-2.
    token = None
    for s in range(stages - 1):
        token = issue(s, s) or token
    main_iters = g.slice_k_tiles - (stages - 1)
    if main_iters > 0:
        kt, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                             main_iters, "kt")
        if tok is not None:
            ops.wait(tok, stages - 2)
        b.emit("gpu.barrier")
        stage = b.remui(kt, stages)
        new_token = issue(b.add(kt, stages - 1), b.remui(b.add(kt, stages - 1), stages))
        cur = compute(stage, cur)
        acc, token = close(cur, new_token)
    # The last stages-1 k-tiles: nothing left to load.
    for j in range(stages - 1):
        kt_static = g.slice_k_tiles - (stages - 1) + j
        if token is not None:
            ops.wait(token, stages - 2 - j)
        b.emit("gpu.barrier")
        acc = compute(kt_static % stages, acc)
    return acc


def _conv_tap_valid(b, conv, pixel):
    """[i1 per filter tap r S + s]: output pixel `pixel` (an SSA index) reads an input
    pixel of the image at tap (r, s): pixel < B H W, 0 <= p + r - pad < H and 0 <= q + s -
    pad < W, q = pixel mod W, p = (pixel / W) mod H. One unsigned compare per bound pair:
    p + r - pad below 0 wraps to a huge unsigned value."""
    q = b.remui(pixel, conv.w)
    p = b.remui(b.divui(pixel, conv.w), conv.h)
    inrange = b.cmp_lt(pixel, conv.pixels)
    rows = [None if r == conv.pad else b.cmp_lt(b.add(p, r - conv.pad), conv.h)
            for r in range(conv.r)]
    cols = [None if s == conv.pad else b.cmp_lt(b.add(q, s - conv.pad), conv.w)
            for s in range(conv.s)]
    out = []
    for r in range(conv.r):
        for s in range(conv.s):
            valid = inrange
            for cond in (rows[r], cols[s]):
                if cond is not None:
                    valid = b.op("arith.andi %s, %s : i1" % (valid, cond), "ok")
            out.append(valid)
    return out


def _conv_main_loop(g, b, ops, issue_conv, compute, flatten, unflatten, acc):
    """The convolution's pipeline over k-steps g = ct RS + tap (module doc): prologue
    (k-steps 0 .. STAGES-2, channel tile 0), scf.for over channel tiles ct in [0, CT-1)
    with the RS k-steps of ct unrolled (k-step ct RS + j issues ct RS + j + STAGES-1:
    channel tile ct + (j + STAGES-1) / RS, tap (j + STAGES-1) mod RS), then the last
    channel tile unrolled, issuing only k-steps < CT RS and waiting for fewer pending
    groups as the pipeline drains. Returns the accumulators."""
    stages, tk = g.stages, g.tile[2]
    rs, ct_n = g.conv.rs, g.channels // tk
    steps = ct_n * rs
    token = None
    for step in range(stages - 1):      # stages - 1 <= RS: all in channel tile 0
        token = issue_conv(0, step, step) or token
    if ct_n > 1:
        ct, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                             ct_n - 1, "ct")
        carry_token = tok is not None
        kbase = b.mul(ct, rs)       # the k-step of tap 0 of channel tile ct
        c0 = b.mul(ct, tk)          # its first channel
        for j in range(rs):
            if carry_token:
                ops.wait(tok, stages - 2)
            b.emit("gpu.barrier")
            ahead = j + stages - 1
            # The stage of a k-step is its number mod STAGES: a constant when STAGES
            # divides RS (programs.conv_default_config prefers such STAGES: computed
            # stages cost the 128 x 128 kernel registers and spills), else a remui.
            if rs % stages == 0:
                stage_next, stage = ahead % stages, j % stages
            else:
                stage_next = b.remui(b.add(kbase, ahead), stages)
                stage = b.remui(b.add(kbase, j), stages)
            new_token = issue_conv(b.add(c0, (ahead // rs) * tk), ahead % rs, stage_next)
            if carry_token:
                tok = new_token
            cur = compute(stage, cur)
        acc, token = close(cur, tok)
    # The last channel tile: issue what is left, then drain.
    for j in range(rs):
        step = (ct_n - 1) * rs + j
        if token is not None:
            # Issued so far: k-steps up to min(step + STAGES-2, steps - 1); k-step `step`
            # must be complete.
            ops.wait(token, min(stages - 2, steps - 1 - step))
        b.emit("gpu.barrier")
        ahead = step + stages - 1
        if ahead < steps:
            token = issue_conv((ahead // rs) * tk, ahead % rs, ahead % stages) or token
        acc = compute(step % stages, acc)
    return acc


def _copy_plan(b, g, tx, ty, tz, row0, col0_b, b_dst):
    """The global -> shared copies of a k-tile, 16 bytes (8 elements) each, for threads
    (TK/8, TNB/TK, T/(TNB/8)) (Gemm.block): the A tile's row ty + by tz + (by bz) i, chunk
    tx, at shared row r, chunk tx ^ swizzle_key(r); the B tile's row tz + bz i, chunk
    `chunk_b` = tx + bx ty, at b_dst(r, chunk_b) (the flavour's layout). Returns
    (a_copies, b_copies, chunk_b), a copy being (global row, global column (the k offset
    added per k-tile), shared row, shared index without the stage, guard: whether the
    pass runs past the tile's rows)."""
    tm, tn, tk = g.tile
    bx, by, bz = g.block
    a_copies, b_copies = [], []
    rows_per_pass_a = by * bz
    for i in range(ceil_div(tm, rows_per_pass_a)):
        r = b.lin((ty, 1), (tz, by), offset=rows_per_pass_a * i)
        guard = rows_per_pass_a * (i + 1) > tm
        dcol = b.mul(b.xori(tx, swizzle_key(b, r, tk // 8)), 8)
        a_copies.append((b.add(row0, r), b.mul(tx, 8), r, (r, dcol), guard))
    chunk_b = b.lin((tx, 1), (ty, bx))
    for i in range(ceil_div(tk, bz)):
        r = b.add(tz, bz * i)
        guard = bz * (i + 1) > tk
        didx = b_dst(r, chunk_b)
        b_copies.append((r, b.add(col0_b, b.mul(chunk_b, 8)), r, didx, guard))
    return a_copies, b_copies, chunk_b


def _tensor_tile_prologue(b, g):
    """The start of the tensor-core kernels: thread ids x, y, z, the tile's first row
    (block id y times TM), first column of C (block id x times TN) and of B (times TNB),
    and with split-K the slice's first K index and first workspace row (block z
    multiplies the K slice [z K/S, (z + 1) K/S) and stores its partial product at
    workspace rows z M + row0 ...; both None without)."""
    tm, tn = g.tile[:2]
    tx = b.op("gpu.thread_id x", "tx")
    ty = b.op("gpu.thread_id y", "ty")
    tz = b.op("gpu.thread_id z", "tz")
    col_tile = b.op("gpu.block_id x", "col_tile")
    row_tile = b.op("gpu.block_id y", "row_tile")
    row0 = b.mul(row_tile, tm)
    col0 = b.mul(col_tile, tn)
    col0_b = b.mul(col_tile, g.b_tile_n)
    k_base = ws_row0 = None
    if g.split:
        k_slice = b.op("gpu.block_id z", "k_slice")
        k_base = slice_k_offset(b, g, k_slice)
        ws_row0 = b.add(b.mul(k_slice, g.m), row0)
    # Gemm.reverse_k_from: whether this block runs its k-tiles last to first (read by
    # _issue_k_tile through the body, which is this kernel's alone).
    b.k_reversed = None
    if g.reverse_k_from:
        linear = b.add(b.mul(row_tile, g.grid[0]), col_tile)
        b.k_reversed = b.op("arith.cmpi uge, %s, %s : index" % (
            linear, b.const(g.reverse_k_from)), "krev")
    return tx, ty, tz, row0, col0, col0_b, k_base, ws_row0


def _place_copy(b, g, tokens, copy, guard, srow, rows, why):
    """Emits `copy()` (a global -> shared copy; returns its cp.async token or None), under
    `scf.if srow < rows` when the pass runs past the tile's rows (`guard`): only the
    emulated flavours' copies, which have no token, may be guarded (a token cannot come
    out of an scf.if); a guarded cp.async is refused, `why` saying what to change."""
    if guard:
        b.if_(b.cmp_lt(srow, rows))
    t = copy()
    if guard:
        b.end_if()
        if t is not None:
            raise GemmConfigError("gemm %s: a guarded cp.async (%s) is not supported; %s" % (
                g.name, why[0], why[1]))
    elif t is not None:
        tokens.append(t)


def _issue_k_tile(b, g, ops, a_plan, b_plan, k_tile, stage, k_base=None):
    """The copies of k-tile `k_tile` (SSA or int; of the block's K slice, starting at
    k_base, with split-K) into `stage`, plans (copies of _copy_plan, shared view, its
    type) for A and B; returns the group token. A pass that runs past the tile's rows is
    guarded (the emulated flavours only: cp.async tokens cannot come out of an scf.if)."""
    tm, tn, tk = g.tile
    bx, by, bz = g.block
    a_t, b_t = g.kernel_arg_types[:2]
    if getattr(b, "k_reversed", None) is not None:
        # Gemm.reverse_k_from: k-tile k of the slice is its k-tile (k-tiles - 1 - k).
        last = b.op("arith.subi %s, %s : index" % (
            b.const(g.slice_k_tiles - 1), b.idx(k_tile)), "krt")
        k_tile = b.op("arith.select %s, %s, %s : index" % (
            b.k_reversed, last, b.idx(k_tile)), "kt")
    k0 = b.mul(k_tile, tk)
    if k_base is not None:
        k0 = b.add(k0, k_base)
    tokens = []
    for (copies, dst, dst_t), src, src_t, rows, is_a in (
            (a_plan, "%A", a_t, tm, True), (b_plan, "%B", b_t, tk, False)):
        for grow, gcol, srow, didx, guard in copies:
            sidx = (grow, b.add(gcol, k0)) if is_a else (b.add(grow, k0), gcol)
            _place_copy(b, g, tokens, lambda: ops.copy(src, src_t, sidx, dst, dst_t,
                                                       (stage,) + didx),
                        guard, srow, rows,
                        ("tile rows not a multiple of the threads' rows per pass",
                         "use TM a multiple of %d and TK of %d" % (by * bz, bz)))
    return ops.commit(tokens)


def mma_kernel(g):
    tm, tn, tk = g.tile
    tnb = g.b_tile_n          # B columns per block: tn, or 2 tn (SwiGLU)
    wm_n, wn_n = g.warps
    wtm, wtn = tm // wm_n, tnb // wn_n
    mi_n, ni_n = wtm // 16, wtn // 8
    stages = g.stages
    bx, by, bz = g.block
    dt = g.in_dtype
    esz = SIZE[dt]
    a_t, b_t, c_t = g.kernel_arg_types
    as_t = memref((stages, tm, tk), dt, "wg")
    bs_t = memref((stages, tk, tnb), dt, "wg")
    dyn_t = "memref<?xi8, %s>" % WG
    b = Body()
    ops = _NVGPU(b, g) if g.flavour == "mma" else _Emulated(b, g)

    tx, ty, tz, row0, col0, col0_b, k_base, ws_row0 = _tensor_tile_prologue(b, g)
    smem = b.op("gpu.dynamic_shared_memory : %s" % dyn_t, "smem")
    a_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.const(0), dyn_t, as_t), "As")
    b_s = b.op("memref.view %s[%s][] : %s to %s" % (
        smem, b.const(stages * tm * tk * esz), dyn_t, bs_t), "Bs")

    # Warp and lane (shared-memory indexing and shuffles only).
    lin = b.lin((tx, 1), (ty, bx), (tz, bx * by))
    warp = b.divui(lin, 32)
    lane = b.remui(lin, 32)
    wm = b.divui(warp, wn_n)
    wn = b.remui(warp, wn_n)
    gq = b.divui(lane, 4)
    tq = b.remui(lane, 4)
    lrow = b.remui(lane, 16)
    lhalf = b.divui(lane, 16)
    if isinstance(ops, _Emulated):
        ops.setup(lane, gq, tq)

    cpr_a, cpr_b = tk // 8, tnb // 8
    rows_per_pass_a = by * bz
    a_copies, b_copies, chunk_b = _copy_plan(
        b, g, tx, ty, tz, row0, col0_b,
        lambda r, chunk: (r, b.mul(b.xori(chunk, swizzle_key(b, r, cpr_b)), 8)))
    conv = g.conv
    if conv is not None:
        # Once, before the loop: which of a thread's A copies (each a fixed pixel row)
        # read an image pixel at filter tap (r, s), a bit per copy in the word of the tap.
        # The words wait in shared memory (a table [tap, thread]; each thread reads its
        # own) and a k-step loads its tap's: held in registers across the loop, the 4 R S
        # validities (hoisted by LLVM as predicates or source sizes, 36 at 128-row tiles)
        # made the 128 x 128 kernel spill.
        ops.conv_setup()
        mt_t = memref((conv.rs, g.threads), "i32", "wg")
        mask_table = b.op("memref.view %s[%s][] : %s to %s" % (
            smem, b.const(g.mask_table_offset), dyn_t, mt_t), "Masks")
        valid = [_conv_tap_valid(b, conv, grow) for grow, _, _, _, _ in a_copies]
        for tap in range(conv.rs):
            word = b.const(0, "i32")
            for i in range(len(a_copies)):
                bit = b.op("arith.select %s, %s, %s : i32" % (
                    valid[i][tap], b.const(1 << i, "i32"), b.const(0, "i32")), "bit")
                word = b.op("arith.ori %s, %s : i32" % (word, bit), "word")
            b.emit("memref.store %s, %s[%s, %s] : %s" % (word, mask_table, b.const(tap), lin,
                                                         mt_t))

    def issue(k_tile, stage):
        return _issue_k_tile(b, g, ops, (a_copies, a_s, as_t), (b_copies, b_s, bs_t), k_tile,
                             stage, k_base)

    def issue_conv(c0, tap, stage):
        """Copies of the k-step of filter tap `tap` (= r S + s) and the channel tile whose
        first channel is `c0` (SSA or int) into `stage`; returns the group token. A rows:
        the pixels' rows shifted by the tap's constant offset, masked; B rows: the tap's
        block of C rows, channel tile c0."""
        r, s = divmod(tap, conv.s)
        a_shift = conv.in_guard + conv.shift(r, s)
        word = b.op("memref.load %s[%s, %s] : %s" % (mask_table, b.const(tap), lin, mt_t),
                    "word")
        tokens = []
        def masked_a(i, grow, gcol, didx):
            hit = b.op("arith.andi %s, %s : i32" % (word, b.const(1 << i, "i32")), "tap")
            valid = b.op("arith.cmpi ne, %s, %s : i32" % (hit, b.const(0, "i32")), "valid")
            return ops.copy_masked("%A", a_t, (b.add(grow, a_shift), b.add(gcol, c0)), a_s,
                                   as_t, (stage,) + didx, valid)
        for i, (grow, gcol, srow, didx, guard) in enumerate(a_copies):
            _place_copy(b, g, tokens, lambda: masked_a(i, grow, gcol, didx), guard, srow, tm,
                        ("tile rows not a multiple of the threads' rows per pass",
                         "use TM a multiple of %d" % rows_per_pass_a))
        for grow, gcol, srow, didx, guard in b_copies:
            _place_copy(b, g, tokens, lambda: ops.copy(
                "%B", b_t, (b.add(grow, c0, tap * g.channels), gcol), b_s, bs_t,
                (stage,) + didx), guard, srow, tk,
                ("TK not a multiple of the threads' rows per pass",
                 "use TK a multiple of %d" % bz))
        return ops.commit(tokens)

    # ldmatrix addresses of this lane (stage and k-step added per use).
    key_a = swizzle_key(b, lrow, cpr_a)
    key_b = swizzle_key(b, lrow, cpr_b)
    a_rows = [b.lin((wm, wtm), (lrow, 1), offset=16 * mi) for mi in range(mi_n)]
    a_cols = [b.mul(b.xori(b.add(lhalf, 2 * ks), key_a), 8) for ks in range(tk // 16)]
    b_cols = [b.mul(b.xori(b.lin((wn, wtn // 8), (lhalf, 1), offset=2 * nj), key_b), 8)
              for nj in range(ni_n // 2)]

    def compute(stage, acc):
        """acc[mi][ni] after the k-tile in `stage`."""
        acc = [row[:] for row in acc]
        for ks in range(tk // 16):
            afr = [ops.a_fragment(ops.ldmatrix(a_s, as_t, (stage, a_rows[mi], a_cols[ks]),
                                               False)) for mi in range(mi_n)]
            bfr = []
            brow = b.add(lrow, 16 * ks)
            for nj in range(ni_n // 2):
                bfr += ops.b_fragments(ops.ldmatrix(b_s, bs_t, (stage, brow, b_cols[nj]),
                                                    True))
            for mi in range(mi_n):
                for ni in range(ni_n):
                    acc[mi][ni] = ops.mma(afr[mi], bfr[ni], acc[mi][ni])
        return acc

    def flatten(acc):
        return [v for row in acc for frag in row for v in frag]

    def unflatten(values):
        n = ops.acc_count
        return [[values[(mi * ni_n + ni) * n:(mi * ni_n + ni + 1) * n] for ni in range(ni_n)]
                for mi in range(mi_n)]

    acc = [[ops.zero_acc() for _ in range(ni_n)] for _ in range(mi_n)]
    if conv is not None:
        acc = _conv_main_loop(g, b, ops, issue_conv, compute, flatten, unflatten, acc)
    else:
        acc = _gemm_main_loop(g, b, ops, issue, compute, flatten, unflatten, acc)

    # Epilogue: fragments -> epilogue -> shared staging -> row-contiguous global stores.
    crow = b.lin((wm, wtm), (gq, 1))
    ccol = b.lin((wn, wtn), (tq, 2))
    pieces = []
    for mi in range(mi_n):
        for ni in range(ni_n):
            elems = ops.acc_elements(acc[mi][ni])
            for h in range(2):
                pieces.append((b.add(crow, 16 * mi + 8 * h), b.add(ccol, 8 * ni), elems[h]))
    _store_tile(g, b, smem, pieces, chunk_b, tz, row0, col0, col0_b, ws_row0)
    b.emit("gpu.return")
    return _kernel_head(g) + "\n" + b.text() + "\n    }"


def _store_tile(g, b, smem, pieces, chunk_b, tz, row0, col0, col0_b, ws_row0):
    """The epilogue of the tensor-core kernels, after the main loop: each thread's
    accumulator pairs `pieces` ([(tile row, tile column, [f32, f32])], two consecutive
    columns each) through the epilogue and converted to the output type (SwiGLU and
    split-K slices: raw f32), staged in shared memory (from byte 0 of `smem`, rows padded
    by 8 elements), then stored row-contiguously: thread (tx, ty, tz) stores chunk
    `chunk_b` (8 results, 4 with SwiGLU) of rows tz + bz i. ws_row0: a split-K slice's
    first workspace row (None without split-K)."""
    tm, tn = g.tile[:2]
    tnb, odt = g.b_tile_n, g.out_dtype
    bz = g.block[2]
    split = ws_row0 is not None
    swiglu = g.epilogue == "swiglu"
    dyn_t = "memref<?xi8, %s>" % WG
    cs_t = memref((tm, tnb + 8), "f32" if g.stages_f32 else odt, "wg")
    b.emit("gpu.barrier")
    c_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.const(0), dyn_t, cs_t), "Cs")
    st = "f32" if g.stages_f32 else odt
    for row, col, pair in pieces:
        vals = []
        for v in pair:
            if not g.stages_f32:
                v = emit_epilogue(b, g.epilogue, v)
                if odt != "f32":
                    v = b.op("arith.truncf %s : f32 to %s" % (v, ELEMENT[odt]), "o")
            vals.append(v)
        vec = b.op("vector.from_elements %s : %s" % (", ".join(vals), vector([2], st)), "ov")
        b.emit("vector.store %s, %s[%s, %s] : %s, %s" % (vec, c_s, b.idx(row), b.idx(col),
                                                         cs_t, vector([2], st)))
    b.emit("gpu.barrier")
    emul = g.flavour in EMULATED_FLAVOURS
    conv = g.conv
    c_t = g.kernel_arg_types[2]
    for i in range(ceil_div(tm, bz)):
        r = b.add(tz, bz * i)
        guard = bz * (i + 1) > tm
        if guard:
            b.if_(b.cmp_lt(r, tm))
        st = "f32" if split else odt
        if split or not swiglu:
            # 8 results (16 or 32 bytes) per thread: chunk tx + (TK/8) ty of the row (a
            # split-K slice: 8 of its raw f32 products, the block's TNB columns).
            ccol_g = b.mul(chunk_b, 8)
            align = "" if emul else " {alignment = 16 : i64}"
            v = b.op("vector.load %s[%s, %s]%s : %s, %s" % (
                c_s, b.idx(r), b.idx(ccol_g), align, cs_t, vector([8], st)), "cv")
        else:
            # 4 results per thread (the row has half as many columns as the product):
            # silu(gate) * up, gate at column c of the product and up at TN + c.
            ccol_g = b.mul(chunk_b, 4)
            align = "" if emul else " {alignment = 8 : i64}"
            gate = b.op("vector.load %s[%s, %s] : %s, vector<4xf32>" % (
                c_s, b.idx(r), b.idx(ccol_g), cs_t), "gate")
            up = b.op("vector.load %s[%s, %s] : %s, vector<4xf32>" % (
                c_s, b.idx(r), b.idx(b.add(ccol_g, tn)), cs_t), "up")
            outs = []
            for e in range(4):
                gv = b.op("vector.extract %s[%d] : f32 from vector<4xf32>" % (gate, e), "g")
                uv = b.op("vector.extract %s[%d] : f32 from vector<4xf32>" % (up, e), "u")
                o = emit_swiglu(b, gv, uv)
                if odt != "f32":
                    o = b.op("arith.truncf %s : f32 to %s" % (o, ELEMENT[odt]), "o")
                outs.append(o)
            v = b.op("vector.from_elements %s : %s" % (", ".join(outs), vector([4], odt)),
                     "cv")
        # A convolution's output pixel m goes to row Gout + m (the next one's guards).
        if split:
            out_row, out_col = b.add(ws_row0, r), b.add(col0_b, ccol_g)
        else:
            out_row = b.add(row0, r, conv.out_guard) if conv is not None else b.add(row0, r)
            out_col = b.add(col0, ccol_g)
        b.emit("vector.store %s, %%C[%s, %s]%s : %s, %s" % (
            v, b.idx(out_row), b.idx(out_col), align, c_t,
            vector([8 if split or not swiglu else 4], st)))
        if guard:
            b.end_if()
