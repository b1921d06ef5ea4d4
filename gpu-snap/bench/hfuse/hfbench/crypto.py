# hfbench.crypto: the four crypto kernels of the HFuse paper (SHA-256d, BLAKE-256,
# BLAKE2b, an Ethash-style search), generated as MLIR gpu.func text with fully unrolled
# round functions, each with an independent reference (hashlib, or the plain BLAKE-256
# below) for the interpreter and GPU checks.
"""The crypto kernels of the HFuse benchmarks (Li, Zheng, Pekhimenko, Long, "Automatic
Horizontal Fusion for GPU Kernels", CGO'22). The paper took them from ccminer and
ethminer; its artifact (github.com/aoli-al/HFuse, examples/crypt) launches all four with
128 threads per block, which is the default block size here too.

Every kernel is one gpu.func without calls: each thread hashes nonces `start_nonce + i`
for i = global id, global id + grid size, ... below n (a grid-stride loop that reads
gpu.block_dim, so that the kernel is correct for any block size the fusion tuner picks).
The round functions are unrolled into straight-line arith ops on i32 / i64 values (no
arrays, no rotate op: rotations are shrui, shli, ori); constants are arith.constants.
The generator folds constants (padding words, IVs) and drops ops whose results are
unused (e.g. the lanes of the last Keccak round that the output does not need).

sha256d   Bitcoin's double SHA-256 (ccminer `sha256d`, HFuse's `sha256d_gpu_hash_shared`,
          which loops over 40 nonces per thread, as this one does by default). Header:
          76 random bytes (input `header`: 19 u32 words, little-endian bytes) followed by
          the 4-byte little-endian nonce. Each thread computes the midstate of the first
          64 bytes once (ccminer does it on the host), then per nonce the second block
          and the second SHA-256. Output `hash[i]`: the first digest word, i.e. digest
          bytes 0..3 read as a big-endian u32. Reference: hashlib.sha256 twice.
blake256  BLAKE-256 (the SHA-3 finalist; ccminer `blake`, blake32.cu) of the same kind
          of 80-byte header, 14 rounds by default (`rounds=8` gives ccminer's
          blakecoin / vanilla variant, BLAKE-256 with 8 rounds). Midstate per thread as
          for sha256d; 8 nonces per thread by default. Output: the first digest word
          (bytes 0..3, big-endian). Reference: `blake256_reference` below, written
          from the specification and checked against its published test vectors.
blake2b   BLAKE2b-512 (12 rounds, 64-bit words) of an 80-byte Siacoin-style header:
          input `header` is 10 random u64 words (little-endian); word 4 (bytes 32..39)
          is Sia's nonce field, whose low half the host clears and the kernel ORs with
          the 32-bit nonce, as ccminer's `sia` kernel does (HFuse's
          `sia_blake2b_gpu_hash`, 80 nonces per thread; Sia itself keeps the first 256
          bits of the digest, which changes only the parameter word of the IV). One
          compression per nonce. Output `hash[i]`: digest bytes 0..7 as a little-endian
          u64. Reference: hashlib.blake2b.
ethash    An Ethash-style search (ethminer's `ethash_search`), simplified:
          - the DAG (scratch buffer `dag`, `dag_bytes`, 1 GiB by default; the number of
            128-byte pages is the smallest prime >= dag_bytes / 128, as Ethash picks a
            prime item count) is filled by a setup launch `ethash_dag` with
            dag[w] = fmix32(w ^ seed) (MurmurHash3's finalizer), not from a light cache;
          - seed s = SHA3-512(header ‖ nonce) with FIPS 202 padding (Ethash uses the
            original Keccak padding), header = 32 random bytes (input: 4 u64 words),
            nonce as 8 little-endian bytes;
          - mix = s as 16 little-endian u32 words, repeated to 32; for i in 0..63:
            p = fnv(i ^ s[0], mix[i % 32]) % pages, mix[j] = fnv(mix[j], dag[32p + j])
            for j in 0..31 (fnv(a, b) = (a * 0x01000193) ^ b on u32), exactly as Ethash;
          - cmix[k] = fnv(fnv(fnv(mix[4k], mix[4k+1]), mix[4k+2]), mix[4k+3]), k < 8;
          - result = SHA3-256(s ‖ cmix).
          One thread per nonce and one nonce per thread by default (ethminer's search
          spreads a hash over 8 threads with shuffles; here each thread loads its own
          128-byte pages). Outputs: `result[i]` (result bytes 0..3, little-endian) and
          `cmix[i][0..7]`. Reference: hashlib.sha3_512 / sha3_256, the DAG words it reads
          recomputed with numpy, the mix loop in plain Python.

Sizes. `scale` multiplies the number of nonces; scale=1.0 is chosen so that the kernel
alone takes about 0.3-1.5 ms on an H100. The model behind `params['est_ms_h100']`:
compute kernels issue `ops_per_nonce` 32-bit integer instructions (an MLIR op of the
generated body, weighted 2 for i64) on 132 SMs x 128 lanes x 1.7 GHz = 2.9e13 ops/s. The
Ethash search is bound by its scattered loads: every 4-byte DAG load of a warp touches
32 different 128-byte lines, and an SM's L1 looks up about one line per clock, so each
nonce costs 64 x 32 line lookups (132 SMs x 1.7 GHz); DRAM (64 x 128 bytes per nonce at
3 TB/s) would allow twice that rate. Measured on an H100 80GB HBM3 (2026-11-22; the
kfusion-opt cubins launched alone from CuPy, median of 20, first 2048 outputs checked
against the references): sha256d 0.76 ms (est. 0.93), blake256 0.67 ms (0.73), blake2b
0.63 ms (0.58), ethash 1.23 ms (1.20). Registers (ptxas 13.0, sm_90, no spills):
sha256d 55, blake256 64, blake2b 48, ethash_search 85.
"""

import hashlib
import math
import struct

import numpy as np

from .program import Buffer, Kernel, Launch
from .ssa import Body

#: Threads per block when none is given: ccminer's TPB for blake256 and sia, ethminer's
#: default --cuda-block-size, and the block size of all four kernels in the HFuse artifact.
DEFAULT_THREADS = 128

# H100 model of the estimates (see the module docstring).
H100_INT_OPS_PER_S = 132 * 128 * 1.7e9
H100_L1_LINES_PER_S = 132 * 1.7e9
H100_DRAM_BYTES_PER_S = 3e12


def _check_threads(threads):
    threads = DEFAULT_THREADS if threads is None else int(threads)
    if threads % 32 or not 32 <= threads <= 1024:
        raise ValueError("threads per block must be a multiple of 32 in [32, 1024], not %d"
                         % threads)
    return threads


def _nonce_count(representative, scale):
    """Nonces at `scale`: linear in scale, at least 33, and never a multiple of 32, so
    that no block size divides it (the bounds check of the last nonces matters)."""
    n = max(int(round(representative * scale)), 33)
    return n + 1 if n % 32 == 0 else n


def _blocks(n, threads, per_thread):
    """Blocks for `per_thread` nonces per thread, but at least two blocks when there
    are nonces for more than one (small scales still run a few blocks)."""
    return max(-(-n // (threads * per_thread)), min(2, -(-n // threads)))


# ---------------------------------------------------------------------------------------
# Constants of the generators, derived from their definitions (the references below use
# hashlib or literal tables from the specifications, so a wrong constant here shows up
# as a mismatch).
# ---------------------------------------------------------------------------------------

def _primes(count):
    found = []
    k = 2
    while len(found) < count:
        if all(k % p for p in found if p * p <= k):
            found.append(k)
        k += 1
    return found


def _iroot(x, k):
    """floor(x ** (1/k)) for a non-negative integer x."""
    r = 1 << ((x.bit_length() + k - 1) // k)
    while True:
        s = ((k - 1) * r + x // r ** (k - 1)) // k
        if s >= r:
            break
        r = s
    while r ** k > x:
        r -= 1
    while (r + 1) ** k <= x:
        r += 1
    return r


def _frac_root_words(count, k, bits):
    """The first `bits` fractional bits of the k-th roots of the first `count` primes
    (the SHA-2 IVs and round constants)."""
    return [_iroot(p << (k * bits), k) & ((1 << bits) - 1) for p in _primes(count)]


def _pi_words(count):
    """The first 32*count fractional bits of pi as 32-bit words (BLAKE's constants),
    from Machin's formula in fixed point."""
    bits = 32 * count + 64

    def atan_inv(x):
        total, term, k = 0, (1 << bits) // x, 0
        while term:
            total += term // (2 * k + 1) if k % 2 == 0 else -(term // (2 * k + 1))
            term //= x * x
            k += 1
        return total

    pi = 16 * atan_inv(5) - 4 * atan_inv(239)
    frac = (pi >> 64) & ((1 << (32 * count)) - 1)
    return [(frac >> (32 * (count - 1 - i))) & 0xFFFFFFFF for i in range(count)]


def _keccak_round_constants():
    """RC[0..23] from the LFSR of FIPS 202 (rc(t), x^8 + x^6 + x^5 + x^4 + 1)."""
    def rc(t):
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1
    return [sum(rc(j + 7 * i) << ((1 << j) - 1) for j in range(7)) for i in range(24)]


def _keccak_rotations():
    """rho offsets r[x + 5y] from the (x, y) walk of FIPS 202."""
    r = [0] * 25
    x, y = 1, 0
    for t in range(24):
        r[x + 5 * y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return r


SHA256_K = _frac_root_words(64, 3, 32)
SHA256_IV = _frac_root_words(8, 2, 32)          # also BLAKE-256's IV
SHA512_IV = _frac_root_words(8, 2, 64)          # BLAKE2b's IV
BLAKE256_C = _pi_words(16)
KECCAK_RC = _keccak_round_constants()
KECCAK_ROT = _keccak_rotations()
# The message permutations of BLAKE and BLAKE2 (a table of the specifications; the
# reference keeps its own copy).
SIGMA = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
]
# The (a, b, c, d) state indices of the eight G applications of a BLAKE / BLAKE2 round.
G_LANES = [(0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
           (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)]

FNV_PRIME = 0x01000193


# ---------------------------------------------------------------------------------------
# Round functions on SSA values (lists of ints / SSA names of one Int view)
# ---------------------------------------------------------------------------------------

def sha256_compress(w, state, block):
    """SHA-256 compression of the 16-word block into the 8-word state."""
    W = list(block)
    a, b, c, d, e, f, g, h = state
    for t in range(64):
        if t >= 16:
            x, y = W[t - 15], W[t - 2]
            s0 = w.xor(w.rotr(x, 7), w.rotr(x, 18), w.shr(x, 3))
            s1 = w.xor(w.rotr(y, 17), w.rotr(y, 19), w.shr(y, 10))
            W.append(w.add(W[t - 16], s0, W[t - 7], s1))
        big_s1 = w.xor(w.rotr(e, 6), w.rotr(e, 11), w.rotr(e, 25))
        ch = w.xor(w.and_(w.xor(f, g), e), g)
        t1 = w.add(h, big_s1, ch, SHA256_K[t], W[t])
        big_s0 = w.xor(w.rotr(a, 2), w.rotr(a, 13), w.rotr(a, 22))
        maj = w.or_(w.and_(a, b), w.and_(c, w.or_(a, b)))
        t2 = w.add(big_s0, maj)
        h, g, f, e, d, c, b, a = g, f, e, w.add(d, t1), c, b, a, w.add(t1, t2)
    return [w.add(s, v) for s, v in zip(state, (a, b, c, d, e, f, g, h))]


def blake256_compress(w, h, m, counter, rounds):
    """BLAKE-256 compression (salt 0) of the 16 big-endian message words `m` with the bit
    counter `counter` (a Python int) into the chaining value h."""
    c = BLAKE256_C
    t0, t1 = counter & 0xFFFFFFFF, counter >> 32
    v = list(h) + [c[0], c[1], c[2], c[3], t0 ^ c[4], t0 ^ c[5], t1 ^ c[6], t1 ^ c[7]]
    for r in range(rounds):
        s = SIGMA[r % 10]
        for i, (a, b, cc, d) in enumerate(G_LANES):
            x, y = s[2 * i], s[2 * i + 1]
            v[a] = w.add(v[a], v[b], w.xor(m[x], c[y]))
            v[d] = w.rotr(w.xor(v[d], v[a]), 16)
            v[cc] = w.add(v[cc], v[d])
            v[b] = w.rotr(w.xor(v[b], v[cc]), 12)
            v[a] = w.add(v[a], v[b], w.xor(m[y], c[x]))
            v[d] = w.rotr(w.xor(v[d], v[a]), 8)
            v[cc] = w.add(v[cc], v[d])
            v[b] = w.rotr(w.xor(v[b], v[cc]), 7)
    return [w.xor(h[i], v[i], v[i + 8]) for i in range(8)]


def blake2b_compress(w, h, m, counter, last, rounds=12):
    """BLAKE2b compression of the 16 little-endian u64 message words `m` into h; counter
    = bytes hashed so far, last = the final-block flag."""
    iv = SHA512_IV
    v = list(h) + list(iv[:4]) + [iv[4] ^ (counter & (2 ** 64 - 1)), iv[5] ^ (counter >> 64),
                                  iv[6] ^ (2 ** 64 - 1 if last else 0), iv[7]]
    for r in range(rounds):
        s = SIGMA[r % 10]
        for i, (a, b, c, d) in enumerate(G_LANES):
            v[a] = w.add(v[a], v[b], m[s[2 * i]])
            v[d] = w.rotr(w.xor(v[d], v[a]), 32)
            v[c] = w.add(v[c], v[d])
            v[b] = w.rotr(w.xor(v[b], v[c]), 24)
            v[a] = w.add(v[a], v[b], m[s[2 * i + 1]])
            v[d] = w.rotr(w.xor(v[d], v[a]), 16)
            v[c] = w.add(v[c], v[d])
            v[b] = w.rotr(w.xor(v[b], v[c]), 63)
    return [w.xor(h[i], v[i], v[i + 8]) for i in range(8)]


def keccak_f1600(w, lanes):
    """Keccak-f[1600] on 25 u64 lanes (lane x + 5y), 24 rounds."""
    a = list(lanes)
    for rnd in range(24):
        # theta
        col = [w.xor(a[x], a[x + 5], a[x + 10], a[x + 15], a[x + 20]) for x in range(5)]
        dlt = [w.xor(col[(x - 1) % 5], w.rotl(col[(x + 1) % 5], 1)) for x in range(5)]
        a = [w.xor(a[k], dlt[k % 5]) for k in range(25)]
        # rho and pi: B[y, 2x + 3y] = rot(A[x, y], r[x, y])
        b = [None] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = w.rotl(a[x + 5 * y], KECCAK_ROT[x + 5 * y])
        # chi
        a = [w.xor(b[k], w.and_(w.not_(b[(k % 5 + 1) % 5 + 5 * (k // 5)]),
                                b[(k % 5 + 2) % 5 + 5 * (k // 5)])) for k in range(25)]
        # iota
        a[0] = w.xor(a[0], KECCAK_RC[rnd])
    return a


def _fnv(w, a, b):
    return w.xor(w.mul(a, FNV_PRIME), b)


# ---------------------------------------------------------------------------------------
# Kernel skeleton
# ---------------------------------------------------------------------------------------

def _grid_stride_open(body, n):
    """Thread ids and `scf.for %i = global id to n step grid size {`; returns %i."""
    tid = body.op("{r} = gpu.thread_id x", result="%tid")
    bid = body.op("{r} = gpu.block_id x", result="%bid")
    bdim = body.op("{r} = gpu.block_dim x", result="%bdim")
    gdim = body.op("{r} = gpu.grid_dim x", result="%gdim")
    first = body.index.add(body.index.mul(bid, bdim), tid)
    stride = body.index.mul(gdim, bdim)
    body.raw("scf.for %%i = %s to %s step %s {" % (first, body.const(n, "index"), stride),
             depth_change=1)
    return "%i"


def _close(body):
    body.raw("}", depth_change=-1)


def _func_text(name, args, body):
    sig = ", ".join("%s: %s" % a for a in args)
    return "gpu.func @%s(%s) kernel {\n%s\n  gpu.return\n}\n" % (name, sig, body.text())


def _estimate(ops_per_nonce, n):
    return n * ops_per_nonce / H100_INT_OPS_PER_S * 1e3


def _nonces_u32(start, n):
    """The n 32-bit nonces from `start` (wrapping), as the kernels compute them."""
    return (np.uint64(start) + np.arange(n, dtype=np.uint64)) & np.uint64(0xFFFFFFFF)


def _nonces_u64(start, n):
    """The n 64-bit nonces from `start` (Ethash)."""
    return [(start + i) & (2 ** 64 - 1) for i in range(n)]


def _header_io(n, start_nonce, digest):
    """make_inputs and reference(inputs, rows=None) of a hash over an 80-byte header: 76
    random bytes, then the little-endian 32-bit nonce; the output per nonce is the first
    4 bytes of `digest(header)` read big-endian (sha256d, blake256)."""
    def make_inputs(rng):
        return {"header": np.frombuffer(rng.bytes(76), dtype="<u4").copy()}

    def reference(inputs, rows=None):
        prefix = np.asarray(inputs["header"], dtype="<u4").tobytes()
        rows = np.arange(n) if rows is None else np.asarray(rows)
        out = np.empty(len(rows), dtype=np.uint32)
        for k, nonce in enumerate(_nonces_u32(start_nonce, n)[rows]):
            out[k] = struct.unpack(">I", digest(prefix + struct.pack("<I", int(nonce)))[:4])[0]
        return {"hash": out}

    return make_inputs, reference


def _hash_kernel(name, header_type, header_words, hash_type, n, text, blocks, threads,
                 nonces_per_thread, start_nonce, ops, make_inputs, reference, origin,
                 extra=None):
    """The Kernel of a compute-bound hash (sha256d, blake256, blake2b): a header 'in'
    buffer, one hash word per nonce 'out', one launch; `reference(inputs, rows=None)` also
    serves as reference_at (nonce rows)."""
    params = {"nonces": n, "threads": threads, "blocks": blocks}
    params.update(extra or {})
    params.update({"nonces_per_thread": nonces_per_thread, "start_nonce": start_nonce,
                   "ops_per_nonce": ops, "est_ms_h100": round(_estimate(ops, n), 3),
                   "origin": origin})
    return Kernel(
        name=name,
        buffers=[Buffer("header", header_type, (header_words,), "in"),
                 Buffer("hash", hash_type, (n,), "out")],
        gpu_funcs=text,
        launch=Launch(name, ["header", "hash"], (blocks, 1, 1), (threads, 1, 1)),
        make_inputs=make_inputs, reference=reference, reference_at=reference, kind="compute",
        params=params)


# ---------------------------------------------------------------------------------------
# sha256d
# ---------------------------------------------------------------------------------------

#: Nonces at scale 1.0 (estimate in params; see the module docstring).
SHA256D_NONCES = 1 << 22


def sha256d(scale=1.0, threads=None, nonces_per_thread=40, start_nonce=0):
    """Bitcoin's double SHA-256 over 80-byte headers (see the module docstring)."""
    threads = _check_threads(threads)
    n = _nonce_count(SHA256D_NONCES, scale)
    blocks = _blocks(n, threads, nonces_per_thread)
    hdr_t, out_t = "memref<19xi32>", "memref<%dxi32>" % n

    b = Body()
    w = b.i32
    b.region = "thread"
    # Per thread: the header's words as SHA-256 reads them (big-endian) and the midstate.
    b.comment("Midstate: SHA-256 compression of header bytes 0..63 (once per thread).")
    words = [w.bswap32(b.load("%header", [k], hdr_t)) for k in range(16)]
    mid = sha256_compress(w, SHA256_IV, words)
    i = _grid_stride_open(b, n)
    b.region = "nonce"
    # Per nonce, as ccminer: the last header words are read again (cached loads), which
    # keeps LLVM from hoisting the nonce-independent first rounds out of the loop and
    # holding their results in registers.
    words += [w.bswap32(b.load("%header", [k], hdr_t)) for k in range(16, 19)]
    nonce = w.add(b.cast("index_cast", i, "index", "i32"), start_nonce)
    b.comment("Bytes 64..75, the nonce (bytes 76..79), padding: the first hash.")
    block2 = words[16:19] + [w.bswap32(nonce), 0x80000000] + [0] * 10 + [640]
    first = sha256_compress(w, mid, block2)
    b.comment("The second SHA-256, of the 32-byte first digest.")
    second = sha256_compress(w, SHA256_IV, first + [0x80000000] + [0] * 6 + [256])
    b.store(second[0], "%hash", [i], out_t, "i32")
    _close(b)

    ops = b.count("nonce")
    text = _func_text("sha256d", [("%header", hdr_t), ("%hash", out_t)], b)

    make_inputs, reference = _header_io(
        n, start_nonce, lambda header: hashlib.sha256(hashlib.sha256(header).digest()).digest())

    return _hash_kernel("sha256d", "i32", 19, "i32", n, text, blocks, threads,
                        nonces_per_thread, start_nonce, ops, make_inputs, reference,
                        "ccminer sha256d (HFuse sha256d_gpu_hash_shared)")


# ---------------------------------------------------------------------------------------
# blake256
# ---------------------------------------------------------------------------------------

BLAKE256_NONCES = 1 << 23


def blake256(scale=1.0, threads=None, rounds=14, nonces_per_thread=8, start_nonce=0):
    """BLAKE-256 (`rounds` rounds, 14 as specified, 8 for blakecoin) over 80-byte headers
    (see the module docstring)."""
    threads = _check_threads(threads)
    n = _nonce_count(BLAKE256_NONCES, scale)
    blocks = _blocks(n, threads, nonces_per_thread)
    hdr_t, out_t = "memref<19xi32>", "memref<%dxi32>" % n

    b = Body()
    w = b.i32
    b.region = "thread"
    b.comment("Midstate: BLAKE-256 compression of header bytes 0..63 (once per thread).")
    words = [w.bswap32(b.load("%header", [k], hdr_t)) for k in range(16)]
    mid = blake256_compress(w, SHA256_IV, words, 512, rounds)
    i = _grid_stride_open(b, n)
    b.region = "nonce"
    words += [w.bswap32(b.load("%header", [k], hdr_t)) for k in range(16, 19)]
    nonce = w.add(b.cast("index_cast", i, "index", "i32"), start_nonce)
    # Bytes 64..79, then the padding: 0x80, zeros, the final 1 bit, the length in bits.
    b.comment("Bytes 64..75, the nonce (bytes 76..79), padding: the last compression.")
    block2 = words[16:19] + [w.bswap32(nonce), 0x80000000] + [0] * 8 + [1, 0, 640]
    digest = blake256_compress(w, mid, block2, 640, rounds)
    b.store(digest[0], "%hash", [i], out_t, "i32")
    _close(b)

    ops = b.count("nonce")
    text = _func_text("blake256", [("%header", hdr_t), ("%hash", out_t)], b)

    make_inputs, reference = _header_io(
        n, start_nonce, lambda header: blake256_reference(header, rounds))

    return _hash_kernel("blake256", "i32", 19, "i32", n, text, blocks, threads,
                        nonces_per_thread, start_nonce, ops, make_inputs, reference,
                        "ccminer blake (blake32.cu)", extra={"rounds": rounds})


# ---------------------------------------------------------------------------------------
# blake2b
# ---------------------------------------------------------------------------------------

BLAKE2B_NONCES = 1 << 22
BLAKE2B_DIGEST_BYTES = 64


def blake2b(scale=1.0, threads=None, nonces_per_thread=80, start_nonce=0):
    """BLAKE2b-512 over 80-byte Siacoin-style headers (see the module docstring)."""
    threads = _check_threads(threads)
    n = _nonce_count(BLAKE2B_NONCES, scale)
    blocks = _blocks(n, threads, nonces_per_thread)
    hdr_t, out_t = "memref<10xi64>", "memref<%dxi64>" % n

    b = Body()
    w = b.i64
    b.region = "thread"
    i = _grid_stride_open(b, n)
    b.region = "nonce"
    # The header is read per nonce, as ccminer does (see sha256d). The nonce field is
    # header word 4 OR the 32-bit nonce, as in ccminer's sia kernel (the host clears the
    # field's low half); the OR with a loaded word also keeps LLVM's loop strength
    # reduction from rewriting the rounds as functions of the loop counter (with the
    # plain counter as m[4] it more than doubles the adds and the registers).
    words = [b.load("%header", [k], hdr_t, weight=2) for k in range(10)]
    nonce = b.i32.add(b.cast("index_cast", i, "index", "i32"), start_nonce)
    words[4] = w.or_(words[4], b.cast("extui", nonce, "i32", "i64"))
    h = list(SHA512_IV)
    h[0] ^= 0x01010000 | BLAKE2B_DIGEST_BYTES      # parameter block: no key, fanout 1, depth 1
    b.comment("The one compression: 80 header bytes, 48 zero bytes, final block.")
    digest = blake2b_compress(w, h, words + [0] * 6, 80, True)
    b.store(digest[0], "%hash", [i], out_t, "i64")
    _close(b)

    ops = b.count("nonce")
    text = _func_text("blake2b", [("%header", hdr_t), ("%hash", out_t)], b)

    def make_inputs(rng):
        header = np.frombuffer(rng.bytes(80), dtype="<u8").copy()
        header[4] &= np.uint64(0xFFFFFFFF00000000)        # the nonce's half of the field
        return {"header": header}

    def reference(inputs, rows=None):
        header = np.array(inputs["header"], dtype="<u8")
        field = int(header[4])
        rows = np.arange(n) if rows is None else np.asarray(rows)
        out = np.empty(len(rows), dtype=np.uint64)
        for k, nonce in enumerate(_nonces_u32(start_nonce, n)[rows]):
            header[4] = field | int(nonce)
            digest = hashlib.blake2b(header.tobytes(), digest_size=BLAKE2B_DIGEST_BYTES)
            out[k] = struct.unpack("<Q", digest.digest()[:8])[0]
        return {"hash": out}

    return _hash_kernel("blake2b", "i64", 10, "i64", n, text, blocks, threads,
                        nonces_per_thread, start_nonce, ops, make_inputs, reference,
                        "ccminer sia (HFuse sia_blake2b_gpu_hash)")


# ---------------------------------------------------------------------------------------
# ethash
# ---------------------------------------------------------------------------------------

ETHASH_NONCES = 1 << 17
ETHASH_DAG_BYTES = 1 << 30
ETHASH_DAG_SEED = 0x2545F491
ETHASH_ROUNDS = 64
PAGE_WORDS = 32                                   # 128-byte pages


def _is_prime(k):
    if k < 2:
        return False
    return all(k % p for p in range(2, math.isqrt(k) + 1))


def ethash_pages(dag_bytes):
    """Pages of a DAG of about `dag_bytes`: the smallest prime >= dag_bytes / 128."""
    pages = max(2, dag_bytes // (4 * PAGE_WORDS))
    while not _is_prime(pages):
        pages += 1
    return pages


def dag_words(indices, seed=ETHASH_DAG_SEED):
    """The DAG words at `indices` (numpy; the setup kernel's formula): MurmurHash3's
    32-bit finalizer of (index ^ seed)."""
    x = (np.asarray(indices, dtype=np.uint64) & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    x ^= np.uint32(seed)
    x ^= x >> np.uint32(16)
    x *= np.uint32(0x85EBCA6B)
    x ^= x >> np.uint32(13)
    x *= np.uint32(0xC2B2AE35)
    x ^= x >> np.uint32(16)
    return x


def _dag_setup(words, seed, threads=256):
    """The setup kernel: dag[w] = fmix32(w ^ seed), grid-stride."""
    dag_t = "memref<%dxi32>" % words
    b = Body()
    w = b.i32
    i = _grid_stride_open(b, words)
    x = w.xor(b.cast("index_cast", i, "index", "i32"), seed)
    x = w.xor(x, w.shr(x, 16))
    x = w.mul(x, 0x85EBCA6B)
    x = w.xor(x, w.shr(x, 13))
    x = w.mul(x, 0xC2B2AE35)
    x = w.xor(x, w.shr(x, 16))
    b.store(x, "%dag", [i], dag_t, "i32")
    _close(b)
    blocks = min(-(-words // threads), 132 * 32)
    return (_func_text("ethash_dag", [("%dag", dag_t)], b),
            Launch("ethash_dag", ["dag"], (blocks, 1, 1), (threads, 1, 1)))


def ethash(scale=1.0, threads=None, dag_bytes=ETHASH_DAG_BYTES, nonces_per_thread=1,
           start_nonce=0, seed=ETHASH_DAG_SEED):
    """The Ethash-style search over a DAG of about `dag_bytes` (see the module
    docstring)."""
    threads = _check_threads(threads)
    n = _nonce_count(ETHASH_NONCES, scale)
    blocks = _blocks(n, threads, nonces_per_thread)
    pages = ethash_pages(dag_bytes)
    if pages >= 1 << 32 or pages * PAGE_WORDS >= 1 << 32:
        raise ValueError("DAG of %d bytes: word indices must fit in 32 bits" % dag_bytes)
    words = pages * PAGE_WORDS
    hdr_t, res_t = "memref<4xi64>", "memref<%dxi32>" % n
    cmix_t, dag_t = "memref<%dx8xi32>" % n, "memref<%dxi32>" % words

    b = Body()
    w, q, x = b.i32, b.i64, b.index
    b.region = "thread"
    i = _grid_stride_open(b, n)
    b.region = "nonce"
    header = [b.load("%header", [k], hdr_t, weight=2) for k in range(4)]
    nonce = q.add(b.cast("index_cast", i, "index", "i64"), start_nonce)
    # s = SHA3-512(header ‖ nonce): rate 72 bytes, padding 0x06 ... 0x80.
    b.comment("s = SHA3-512(header, nonce): Keccak-f[1600].")
    state = keccak_f1600(q, header + [nonce, 0x06, 0, 0, 1 << 63] + [0] * 16)
    s = state[:8]
    s32 = []
    for lane in s:
        s32 += [b.cast("trunci", lane, "i64", "i32"),
                b.cast("trunci", q.shr(lane, 32), "i64", "i32")]
    # The 64 DAG rounds: an scf.for over two halves, each 32 rounds unrolled so that
    # mix[i % 32] is a static choice among the 32 iter_args.
    mix0 = [s32[j % 16] for j in range(PAGE_WORDS)]
    b.comment("64 rounds over random 128-byte DAG pages, 32 per iteration.")
    mix_args = ["%%mix%d" % j for j in range(PAGE_WORDS)]
    unroll = PAGE_WORDS                            # rounds per iteration: i % 32 static
    b.raw("%%mixout:%d = scf.for %%r = %s to %s step %s iter_args(%s) -> (%s) {" % (
        PAGE_WORDS, b.const(0, "index"), b.const(ETHASH_ROUNDS, "index"),
        b.const(unroll, "index"),
        ", ".join("%s = %s" % (a, v) for a, v in zip(mix_args, mix0)),
        ", ".join(["i32"] * PAGE_WORDS)), depth_change=1)
    b.region = "dag_rounds"
    r32 = b.cast("index_cast", "%r", "index", "i32")
    mix = list(mix_args)
    for k in range(unroll):
        p = w.remu(_fnv(w, w.xor(w.add(r32, k), s32[0]), mix[k]), pages)
        base = x.mul(b.cast("index_castui", p, "i32", "index"), PAGE_WORDS)
        for j in range(PAGE_WORDS):
            word = b.load("%dag", [x.add(base, j)], dag_t)
            mix[j] = _fnv(w, mix[j], word)
    b.raw("scf.yield %s : %s" % (", ".join(mix), ", ".join(["i32"] * PAGE_WORDS)))
    _close(b)
    b.region = "nonce"
    mix = ["%%mixout#%d" % j for j in range(PAGE_WORDS)]
    cmix = [_fnv(w, _fnv(w, _fnv(w, mix[4 * k], mix[4 * k + 1]), mix[4 * k + 2]),
                 mix[4 * k + 3]) for k in range(8)]
    # result = SHA3-256(s ‖ cmix): rate 136 bytes, 96 bytes of data.
    b.comment("result = SHA3-256(s, cmix): Keccak-f[1600], lane 0 only in the last round.")
    cmix_lanes = [q.or_(b.cast("extui", cmix[2 * k], "i32", "i64"),
                        q.shl(b.cast("extui", cmix[2 * k + 1], "i32", "i64"), 32))
                  for k in range(4)]
    final = keccak_f1600(q, s + cmix_lanes + [0x06, 0, 0, 0, 1 << 63] + [0] * 8)
    b.store(b.cast("trunci", final[0], "i64", "i32"), "%result", [i], res_t, "i32")
    for k in range(8):
        b.store(cmix[k], "%cmix", [i, k], cmix_t, "i32")
    _close(b)

    ops = b.count("nonce") + (ETHASH_ROUNDS // unroll) * b.count("dag_rounds")
    setup_text, setup_launch = _dag_setup(words, seed)
    text = _func_text("ethash_search", [("%header", hdr_t), ("%result", res_t),
                                        ("%cmix", cmix_t), ("%dag", dag_t)], b)
    dag_read = n * ETHASH_ROUNDS * PAGE_WORDS * 4
    l1_lines = n * ETHASH_ROUNDS * PAGE_WORDS       # one line per thread and load
    est_ms = 1e3 * max(n * ops / H100_INT_OPS_PER_S, l1_lines / H100_L1_LINES_PER_S,
                       dag_read / H100_DRAM_BYTES_PER_S)

    def make_inputs(rng):
        return {"header": np.frombuffer(rng.bytes(32), dtype="<u8").copy()}

    def reference(inputs, rows=None):
        header = np.asarray(inputs["header"], dtype="<u8").tobytes()
        rows = np.arange(n) if rows is None else np.asarray(rows)
        result = np.empty(len(rows), dtype=np.uint32)
        cmix_out = np.empty((len(rows), 8), dtype=np.uint32)
        offsets = np.arange(PAGE_WORDS, dtype=np.uint64)
        nonces = _nonces_u64(start_nonce, n)
        for k, nonce in enumerate(nonces[int(r)] for r in rows):
            seed_hash = hashlib.sha3_512(header + struct.pack("<Q", nonce)).digest()
            s_words = struct.unpack("<16I", seed_hash)
            mx = [s_words[j % 16] for j in range(PAGE_WORDS)]
            for r in range(ETHASH_ROUNDS):
                page = ((((r ^ s_words[0]) * FNV_PRIME) & 0xFFFFFFFF) ^ mx[r % 32]) % pages
                data = dag_words(np.uint64(page * PAGE_WORDS) + offsets, seed).tolist()
                mx = [((a * FNV_PRIME) & 0xFFFFFFFF) ^ d for a, d in zip(mx, data)]
            cm = []
            for g in range(8):
                acc = mx[4 * g]
                for t in range(1, 4):
                    acc = ((acc * FNV_PRIME) & 0xFFFFFFFF) ^ mx[4 * g + t]
                cm.append(acc)
            final_hash = hashlib.sha3_256(seed_hash + struct.pack("<8I", *cm)).digest()
            result[k] = struct.unpack("<I", final_hash[:4])[0]
            cmix_out[k] = cm
        return {"result": result, "cmix": cmix_out}

    return Kernel(
        name="ethash",
        buffers=[Buffer("header", "i64", (4,), "in"), Buffer("result", "i32", (n,), "out"),
                 Buffer("cmix", "i32", (n, 8), "out"),
                 Buffer("dag", "i32", (words,), "scratch")],
        gpu_funcs=setup_text + text,
        launch=Launch("ethash_search", ["header", "result", "cmix", "dag"], (blocks, 1, 1),
                      (threads, 1, 1)),
        setup=[setup_launch],
        make_inputs=make_inputs, reference=reference, reference_at=reference, kind="memory",
        params={"nonces": n, "threads": threads, "blocks": blocks,
                "nonces_per_thread": nonces_per_thread, "start_nonce": start_nonce,
                "dag_bytes": words * 4, "dag_pages": pages, "dag_seed": seed,
                "ops_per_nonce": ops, "dag_bytes_read": dag_read,
                "est_ms_h100": round(est_ms, 3),
                "origin": "ethminer ethash_search (simplified)"})


KERNELS = {"sha256d": sha256d, "blake256": blake256, "blake2b": blake2b, "ethash": ethash}


# ---------------------------------------------------------------------------------------
# BLAKE-256 reference: plain Python from the specification ("SHA-3 proposal BLAKE",
# Aumasson, Henzen, Meier, Phan, version 1.3, 2010), with its own literal tables;
# tests check it against the specification's test vectors.
# ---------------------------------------------------------------------------------------

_REF_IV = [0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
           0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19]
_REF_C = [0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344,
          0xA4093822, 0x299F31D0, 0x082EFA98, 0xEC4E6C89,
          0x452821E6, 0x38D01377, 0xBE5466CF, 0x34E90C6C,
          0xC0AC29B7, 0xC97C50DD, 0x3F84D5B5, 0xB5470917]
_REF_SIGMA = [
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    (14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3),
    (11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4),
    (7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8),
    (9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13),
    (2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9),
    (12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11),
    (13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10),
    (6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5),
    (10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0),
]


def _ref_rotr(x, n):
    return ((x >> n) | (x << (32 - n))) & 0xFFFFFFFF


def _ref_blake256_compress(h, block, t, rounds):
    m = struct.unpack(">16I", block)
    v = h[:] + _REF_C[:4] + [(t & 0xFFFFFFFF) ^ _REF_C[4], (t & 0xFFFFFFFF) ^ _REF_C[5],
                             (t >> 32) ^ _REF_C[6], (t >> 32) ^ _REF_C[7]]

    def g(r, i, a, b, c, d):
        sr = _REF_SIGMA[r % 10]
        v[a] = (v[a] + v[b] + (m[sr[2 * i]] ^ _REF_C[sr[2 * i + 1]])) & 0xFFFFFFFF
        v[d] = _ref_rotr(v[d] ^ v[a], 16)
        v[c] = (v[c] + v[d]) & 0xFFFFFFFF
        v[b] = _ref_rotr(v[b] ^ v[c], 12)
        v[a] = (v[a] + v[b] + (m[sr[2 * i + 1]] ^ _REF_C[sr[2 * i]])) & 0xFFFFFFFF
        v[d] = _ref_rotr(v[d] ^ v[a], 8)
        v[c] = (v[c] + v[d]) & 0xFFFFFFFF
        v[b] = _ref_rotr(v[b] ^ v[c], 7)

    for r in range(rounds):
        g(r, 0, 0, 4, 8, 12)
        g(r, 1, 1, 5, 9, 13)
        g(r, 2, 2, 6, 10, 14)
        g(r, 3, 3, 7, 11, 15)
        g(r, 4, 0, 5, 10, 15)
        g(r, 5, 1, 6, 11, 12)
        g(r, 6, 2, 7, 8, 13)
        g(r, 7, 3, 4, 9, 14)
    return [h[i] ^ v[i] ^ v[i + 8] for i in range(8)]          # salt 0


def blake256_reference(data, rounds=14):
    """BLAKE-256 of the byte string `data` (salt 0; `rounds` = 14 as specified)."""
    bits = 8 * len(data)
    # Padding: a 1 bit, zeros up to 447 mod 512 bits, a 1 bit, the 64-bit length.
    padded = bytearray(data) + b"\x80"
    while len(padded) % 64 != 56:
        padded.append(0)
    padded[-1] |= 0x01
    padded += struct.pack(">Q", bits)
    h = list(_REF_IV)
    for k in range(len(padded) // 64):
        # The counter: message bits up to the end of this block; 0 for a block that
        # holds padding only.
        t = min(bits, 512 * (k + 1)) if 512 * k < bits else 0
        h = _ref_blake256_compress(h, bytes(padded[64 * k:64 * k + 64]), t, rounds)
    return struct.pack(">8I", *h)
