# kfusion.gemm.warpgroup: the tensor-core GEMM kernel on Hopper's warpgroup MMA ('wgmma':
# nvvm.wgmma.mma_async on 128-byte-swizzled shared-memory descriptors, sm_90a) and its
# emulation for kfusion-sim ('wgemul'), the descriptors decoded as the hardware does.
"""The wgmma and wgemul kernels."""

from .mlir import SIZE, WG, Body, memref
from .mma import (_copy_plan, _Emulated, _issue_k_tile, _NVGPU, _pipeline_loop, _store_tile,
                  _tensor_tile_prologue)
from .simt import _kernel_head


#: wgmma's matrix descriptor: the 128-byte swizzle in bits 62-63, addresses and byte
#: offsets in 16-byte units in 14-bit fields (start bits 0-13, leading byte offset 16-29,
#: stride byte offset 32-45).
WG_SWIZZLE_128B = 1 << 62
#: Bytes of a swizzle atom: 8 rows of 128 bytes (the atoms' stride byte offset).
WG_ATOM = 1024
#: Pipeline stages the copies may not refill at a k-tile: the one being multiplied and the
#: one the pending wgmma group may still read; the copies run STAGES - this ahead.
WG_STAGES_HELD = 2


def wg_descriptor_bits(lbo, sbo):
    """The constant part of a descriptor: leading and stride byte offsets, 128-byte
    swizzle (the start address is added)."""
    return ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | WG_SWIZZLE_128B


class _Warpgroup(_NVGPU):
    """The real thing: wgmma.mma_async (sm_90a) on shared-memory descriptors; a
    warpgroup's 64 x TNB accumulator is an !llvm.struct of TNB / 2 f32 per thread
    (element 4 j + 2 h + e: row 16 (warp mod 4) + lane / 4 + 8 h, column 8 j + 2 (lane
    mod 4) + e of the warpgroup's 64 rows)."""
    acc_count = 1

    def __init__(self, b, g):
        super().__init__(b, g)
        self.n = g.b_tile_n
        self.acc_type = "!llvm.struct<(%s)>" % ", ".join(["f32"] * (self.n // 2))

    def zero_acc(self):
        return [self.b.op("llvm.mlir.zero : %s" % self.acc_type, "acc0")]

    #: Whether `retire` emits anything (the emulation's reads at the retiring wait).
    reads_at_retire = False

    def retire(self, descs):
        """Nothing: the hardware's reads of a retired group are over."""

    def fence_async(self):
        """The generic proxy's writes (cp.async) made visible to the async proxy (wgmma
        reads shared memory through it), before the barrier that publishes them."""
        self.b.emit("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, "
                    "space = #nvvm.shared_space<cta>}")

    def mma_group(self, descs, acc):
        """One k-tile: fence, a wgmma per (A, B) descriptor pair (the k16 steps),
        commit, and wait until at most this group is pending (the previous one done)."""
        b = self.b
        b.emit("nvvm.wgmma.fence.aligned")
        acc = acc[0]
        for da, db in descs:
            acc = b.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = 16>, "
                       "D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, "
                       "#nvvm.wgmma_scale_in<one>, <row>], B [<f16>, "
                       "#nvvm.wgmma_scale_in<one>, <row>] : %s -> %s" % (
                           da, db, acc, self.n, self.acc_type, self.acc_type), "wg")
        b.emit("nvvm.wgmma.commit.group.sync.aligned")
        b.emit("nvvm.wgmma.wait.group.sync.aligned 1")
        return [acc]

    def drain(self):
        self.b.emit("nvvm.wgmma.wait.group.sync.aligned 0")

    def acc_values(self, acc):
        return [self.b.op("llvm.extractvalue %s[%d] : %s" % (acc[0], i, self.acc_type), "c")
                for i in range(self.n // 2)]


class _WarpgroupEmulated(_Emulated):
    """wgmma for kfusion-sim: each thread computes its accumulator elements (the layout
    of _Warpgroup) from shared memory, decoding the descriptors as the hardware does
    (start address, leading and stride byte offsets; 128-byte swizzle) over a flat f32
    view whose element i holds the f16 at byte 2 i of the real kernel's layout (the
    swizzle as the descriptor's mode says: 128, 64 or 32 bytes, or none). The
    hardware reads the operands at any time from the wgmma's issue to the wait that
    retires its group: the products read them at the issue, and `retire` reads them again
    at that wait, so that kfusion-sim's race check sees a copy into a stage the pending
    group still reads (a write before the issue is ordered by the barrier, one after the
    wait too)."""

    def __init__(self, b, g, flat, flat_t, w4, gq, tq):
        super().__init__(b, g)
        self.n = g.b_tile_n
        self.acc_type = "f32"
        self.acc_count = self.n // 2
        self.flat, self.flat_t = flat, flat_t
        self.rows = [b.lin((w4, 16), (gq, 1), offset=8 * h) for h in range(2)]
        self.cols = [b.lin((tq, 2), offset=8 * j + e) for j in range(self.n // 8)
                     for e in range(2)]

    def zero_acc(self):
        return [self.b.const(0.0, "f32")] * self.acc_count

    def fence_async(self):
        pass

    def _field(self, desc, shift):
        """A 14-bit field of a descriptor, in bytes (index)."""
        b = self.b
        v = b.op("arith.shrui %s, %s : i64" % (desc, b.const(shift, "i64")), "f")
        v = b.op("arith.andi %s, %s : i64" % (v, b.const(0x3FFF, "i64")), "f")
        return b.mul(b.op("arith.index_cast %s : i64 to index" % v, "fi"), 16)

    def _swizzle_mask(self, desc):
        """The row bits the descriptor's swizzle mode (bits 62-63) XORs into the 16-byte
        chunk: 128-byte mode (1) 7, 64-byte (2) 3, 32-byte (3) 1, none (0) 0."""
        b = self.b
        mode = b.op("arith.index_cast %s : i64 to index" % b.op(
            "arith.shrui %s, %s : i64" % (desc, b.const(62, "i64")), "f"), "mode")
        mask = b.op("arith.subi %s, %s : index" % (b.op("arith.shrui %s, %s : index" % (
            b.const(16), mode), "i"), b.const(1)), "i")
        none = b.op("arith.cmpi eq, %s, %s : index" % (mode, b.const(0)), "none")
        return b.op("arith.select %s, %s, %s : index" % (none, b.const(0), mask), "mask")

    def _load(self, addr, mask):
        """The f16 at shared byte `addr` (before the swizzle of row-bit mask `mask`)."""
        b = self.b
        bits = b.op("arith.andi %s, %s : index" % (b.idx(b.divui(addr, 128)), mask), "sw")
        return b.op("memref.load %s[%s] : %s" % (self.flat, b.idx(b.divui(
            b.xori(addr, b.mul(bits, 16)), 2)), self.flat_t), "sm")

    def _operands(self, da, db):
        """(A row addresses, B column addresses, the k-row offset of B at k, A's and B's
        swizzle masks): the bytes this thread's accumulator elements read, decoded from
        the descriptors."""
        b = self.b
        start_a, sbo_a = self._field(da, 0), self._field(da, 32)
        start_b, lbo_b, sbo_b = (self._field(db, 0), self._field(db, 16),
                                 self._field(db, 32))
        # Rows of A: atom m / 8 at the stride byte offset, row m mod 8 at 128 bytes.
        a_rows = [b.add(start_a, b.op("arith.muli %s, %s : index" % (
            b.idx(b.divui(m, 8)), sbo_a), "i"), b.mul(b.remui(m, 8), 128))
            for m in self.rows]
        # Columns of B: panel n / 64 at the leading byte offset, 2 bytes each.
        b_cols = [b.add(start_b, b.op("arith.muli %s, %s : index" % (
            b.idx(b.divui(c, 64)), lbo_b), "i"), b.mul(b.remui(c, 64), 2))
            for c in self.cols]

        def krow(k):
            # Row k of B: atom k / 8 at the stride byte offset, row k mod 8 at 128 bytes.
            return b.add(b.op("arith.muli %s, %s : index" % (b.idx(b.divui(k, 8)), sbo_b),
                              "i"), b.mul(b.remui(k, 8), 128))
        return a_rows, b_cols, krow, self._swizzle_mask(da), self._swizzle_mask(db)

    reads_at_retire = True

    def retire(self, descs):
        """The reads of a group at the wait that retires it (values unused)."""
        b = self.b
        for da, db in descs:
            a_rows, b_cols, krow, mask_a, mask_b = self._operands(da, db)
            k, _, _ = b.for_(0, 16, 1, hint="kr")
            kr = krow(k)
            for r in a_rows:
                self._load(b.add(r, b.mul(k, 2)), mask_a)
            for c in b_cols:
                self._load(b.add(c, kr), mask_b)
            b.end_for()

    def mma_group(self, descs, acc):
        b = self.b
        for da, db in descs:
            a_rows, b_cols, krow, mask_a, mask_b = self._operands(da, db)
            k, args, results = b.for_(0, 16, 1, acc, ["f32"] * len(acc), "kk")
            kr = krow(k)
            avals = [self._load(b.add(r, b.mul(k, 2)), mask_a) for r in a_rows]
            bvals = [self._load(b.add(c, kr), mask_b) for c in b_cols]
            new = []
            for j in range(self.n // 8):
                for h in range(2):
                    for e in range(2):
                        new.append(b.op("math.fma %s, %s, %s : f32" % (
                            avals[h], bvals[2 * j + e], args[4 * j + 2 * h + e]), "d"))
            b.end_for(new)
            acc = results
        return acc

    def drain(self):
        pass

    def acc_values(self, acc):
        return list(acc)


def wgmma_kernel(g):
    """Warpgroup MMA: a warpgroup (128 threads) per 64 rows of the TM x TNB tile, each
    multiplying its 64 rows by the whole B tile, TK = 64 (one k-tile: 4 wgmma k16 steps).
    Shared memory (wgmma from the first 1024-byte aligned byte; wgemul from 0): STAGES A
    tiles [TM rows of 128 bytes], then STAGES B tiles, each [TNB / 64 panels][TK rows of
    128 bytes] (B is N-major: the descriptor's leading byte offset steps panels, its
    stride byte offset 8 k-rows), every 128-byte row's 16-byte chunks XOR-ed with the row
    mod 8 (the 128-byte swizzle). The pipeline keeps STAGES - 2 k-tiles in flight: at
    k-tile kt a thread waits for its copies of kt, fences them to the async proxy, and
    after the barrier issues k-tile kt + STAGES - 2 into the stage of kt - 2, then the
    wgmma group of kt, and waits until only that group is pending. The barrier of kt
    follows every warpgroup's wait of kt - 1, which retired group kt - 2: the stage it
    overwrites is no longer read (the one of kt - 1 may be, and is not touched)."""
    tm, tn, tk = g.tile
    tnb = g.b_tile_n
    stages, lag = g.stages, g.stages - WG_STAGES_HELD
    bx, by, bz = g.block
    dt = g.in_dtype
    esz = SIZE[dt]
    a_t, b_t, c_t = g.kernel_arg_types
    panels = tnb // 64
    as_t = memref((stages, tm, tk), dt, "wg")
    bs_t = memref((stages, panels, tk, 64), dt, "wg")
    dyn_t = "memref<?xi8, %s>" % WG
    real = g.flavour == "wgmma"
    b = Body()

    tx, ty, tz, row0, col0, col0_b, k_base, ws_row0 = _tensor_tile_prologue(b, g)
    smem = b.op("gpu.dynamic_shared_memory : %s" % dyn_t, "smem")
    lin = b.lin((tx, 1), (ty, bx), (tz, bx * by))
    warp = b.divui(lin, 32)
    lane = b.remui(lin, 32)
    wgroup = b.divui(warp, 4)
    gq = b.divui(lane, 4)
    tq = b.remui(lane, 4)
    a_bytes = stages * tm * tk * 2          # f16 bytes of the A stages (wgemul: virtual)
    if real:
        # The pipeline's first byte: the dynamic shared memory's address rounded up to
        # 1024 (the swizzle is computed on address bits 4-9).
        base = b.op("memref.extract_aligned_pointer_as_index %s : %s -> index" % (
            smem, dyn_t), "base")
        pad = b.remui(b.op("arith.subi %s, %s : index" % (b.const(WG_ATOM), b.remui(
            base, WG_ATOM)), "i"), WG_ATOM)
        a_addr = b.add(base, pad)
        ops = _Warpgroup(b, g)
        a_off, b_off = pad, b.add(pad, a_bytes)
    else:
        flat_t = memref((stages * (tm * tk + tk * tnb),), dt, "wg")
        flat = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.const(0), dyn_t, flat_t),
                    "Flat")
        a_addr = 0
        ops = _WarpgroupEmulated(b, g, flat, flat_t, b.remui(warp, 4), gq, tq)
        a_off, b_off = 0, stages * tm * tk * esz
    a_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.idx(a_off), dyn_t, as_t), "As")
    b_s = b.op("memref.view %s[%s][] : %s to %s" % (smem, b.idx(b_off), dyn_t, bs_t), "Bs")

    def i64(v):
        return b.op("arith.index_cast %s : index to i64" % b.idx(v), "d")
    # Descriptors of stage 0, k16 step 0: A at this warpgroup's 64 rows (8 atoms of 8
    # rows: stride byte offset 1024), B (panels at TK rows of 128 bytes; 8 k-rows 1024).
    desc_a0 = b.op("arith.ori %s, %s : i64" % (
        i64(b.divui(b.add(a_addr, b.mul(wgroup, 64 * 128)), 16)),
        b.const(wg_descriptor_bits(16, WG_ATOM), "i64")), "desca")
    desc_b0 = b.op("arith.ori %s, %s : i64" % (
        i64(b.divui(b.add(a_addr, a_bytes), 16)),
        b.const(wg_descriptor_bits(tk * 128, WG_ATOM), "i64")), "descb")

    a_copies, b_copies, chunk_b = _copy_plan(
        b, g, tx, ty, tz, row0, col0_b,
        # B row r, chunk c: panel c / 8 (= ty), chunk c mod 8 (= tx) swizzled.
        lambda r, chunk: (ty, r, b.mul(b.xori(tx, b.remui(r, 8)), 8)))

    def issue(k_tile, stage):
        return _issue_k_tile(b, g, ops, (a_copies, a_s, as_t), (b_copies, b_s, bs_t), k_tile,
                             stage, k_base)

    def descriptors(stage):
        """[(A, B) descriptor per k16 step] of the k-tile in `stage` (SSA or int)."""
        st = b.op("arith.index_cast %s : index to i64" % b.idx(stage), "st") \
            if not isinstance(stage, int) else None
        descs = []
        for ks in range(tk // 16):
            pair = []
            for d0, stage_units, step_units in (
                    (desc_a0, tm * 128 // 16, 32 // 16),
                    (desc_b0, tk * tnb * 2 // 16, 16 * 128 // 16)):
                if st is None:
                    off = b.const(stage * stage_units + ks * step_units, "i64")
                else:
                    off = b.op("arith.muli %s, %s : i64" % (st, b.const(stage_units, "i64")),
                               "o")
                    if ks:
                        off = b.op("arith.addi %s, %s : i64" % (
                            off, b.const(ks * step_units, "i64")), "o")
                pair.append(b.op("arith.addi %s, %s : i64" % (d0, off), "desc"))
            descs.append(tuple(pair))
        return descs

    def compute(stage, acc, prev=None, prev_exists=True):
        """The wgmma group of the k-tile in `stage`, then its wait, which retires the
        group of the k-tile before (in stage `prev`, a function giving it; where it
        exists: a function giving the i1 condition, or True / False)."""
        acc = ops.mma_group(descriptors(stage), acc)
        if ops.reads_at_retire and prev is not None and prev_exists is not False:
            if prev_exists is not True:
                b.if_(prev_exists())
            ops.retire(descriptors(prev()))
            if prev_exists is not True:
                b.end_if()
        return acc

    def flatten(acc):
        return list(acc)

    def unflatten(values):
        return list(values)

    acc = ops.zero_acc()
    kts = g.slice_k_tiles
    token = None
    for t in range(lag):
        token = issue(t, t) or token
    main_iters = kts - lag
    unroll = g.unroll_k
    if main_iters > 0 and unroll == 1:
        kt, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                             main_iters, "kt")
        if tok is not None:
            ops.wait(tok, lag - 1)
        ops.fence_async()
        b.emit("gpu.barrier")
        nxt = b.add(kt, lag)
        new_token = issue(nxt, b.remui(nxt, stages))
        cur = compute(b.remui(kt, stages), cur,
                      lambda: b.remui(b.add(kt, stages - 1), stages),
                      lambda: b.op("arith.cmpi uge, %s, %s : index" % (kt, b.const(1)),
                                   "prev"))
        acc, token = close(cur, new_token)
    elif main_iters > 0:
        # Gemm.unroll_k: U k-tiles per iteration (U a multiple of STAGES, so k-tile
        # base + u is in stage u mod STAGES), then the k-tiles left over, each the same
        # step as above with constant stages.
        def step(kt, u, cur, tok, first):
            if tok is not None:
                ops.wait(tok, lag - 1)
            ops.fence_async()
            b.emit("gpu.barrier")
            new_token = issue(b.add(kt, lag), (u + lag) % stages)
            cur = compute(u % stages, cur, lambda: (u + stages - 1) % stages, first)
            return cur, new_token if new_token is not None else tok
        groups = main_iters // unroll
        if groups:
            it, cur, tok, close = _pipeline_loop(b, ops, flatten, unflatten, acc, token,
                                                 groups, "kg")
            base = b.mul(it, unroll)
            for u in range(unroll):
                # Only the group's first k-tile may be the first of all (no k-tile
                # before it to retire).
                first = True if u else (lambda: b.op("arith.cmpi uge, %s, %s : index" % (
                    base, b.const(1)), "prev"))
                cur, tok = step(b.add(base, u) if u else base, u, cur, tok, first)
            acc, token = close(cur, tok)
        for kt_static in range(groups * unroll, main_iters):
            acc, token = step(kt_static, kt_static % stages, acc, token, kt_static >= 1)
    for j in range(lag):
        kt_static = kts - lag + j
        if token is not None:
            ops.wait(token, lag - 1 - j)
        ops.fence_async()
        b.emit("gpu.barrier")
        acc = compute(kt_static % stages, acc, lambda: (kt_static - 1) % stages,
                      kt_static >= 1)
    ops.drain()
    if ops.reads_at_retire:
        ops.retire(descriptors((kts - 1) % stages))

    values = ops.acc_values(acc)
    row = b.lin((warp, 16), (gq, 1))
    pieces = []
    for j in range(tnb // 8):
        for h in range(2):
            pieces.append((b.add(row, 8 * h), b.lin((tq, 2), offset=8 * j),
                           values[4 * j + 2 * h:4 * j + 2 * h + 2]))
    _store_tile(g, b, smem, pieces, chunk_b, tz, row0, col0, col0_b, ws_row0)
    b.emit("gpu.return")
    return _kernel_head(g) + "\n" + b.text() + "\n    }"
