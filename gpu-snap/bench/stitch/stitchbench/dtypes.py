# stitchbench.dtypes: the element types of the stitching workloads (f32, f16, bf16): their
# MLIR names, sizes, numpy representations and file encodings, and exact
# round-to-nearest-even rounding of float64 values to each (numpy has float16 but no
# bfloat16, so bf16 is rounded here through its bits).
"""Element types f32, f16 and bf16.

    round_to(x, "bf16")      float64 array: each x rounded to the nearest bf16 (ties to even)
    to_values(x, "f16")      the values as numpy holds them (VALUE_DTYPE: float32, float16,
                             float32 for bf16, which numpy lacks; bf16 values are exact in it)
    encode(v, "bf16")        the array a .bin file holds (FILE_DTYPE: bf16 as uint16 bits)
    decode(raw, "bf16")      the values of such an array (VALUE_DTYPE)
    bf16_bits(x), bf16_from_bits(b)

Files are raw little-endian, row-major: f32 and f16 in IEEE binary32 / binary16, bf16 as
the upper 16 bits of the binary32 value (what kfusionOutputI8 writes of a bf16 memref).
"""

import numpy as np

ELEMENT_TYPES = ("f32", "f16", "bf16")
#: The 16-bit types: stored in 16 bits, computed in f32 (arith.extf / arith.truncf).
HALF_TYPES = ("f16", "bf16")
BYTES = {"f32": 4, "f16": 2, "bf16": 2}
#: Unit roundoff u: |round(x) - x| <= u |x| for x in the normal range (half an ulp).
UNIT_ROUNDOFF = {"f32": 2.0 ** -24, "f16": 2.0 ** -11, "bf16": 2.0 ** -8}
#: The smallest positive normal number; below it the spacing is fixed (subnormals).
MIN_NORMAL = {"f32": 2.0 ** -126, "f16": 2.0 ** -14, "bf16": 2.0 ** -126}
#: The numpy dtype of the values in memory (bf16 values are exact in float32).
VALUE_DTYPE = {"f32": np.float32, "f16": np.float16, "bf16": np.float32}
#: The numpy dtype of a .bin file's contents.
FILE_DTYPE = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16}
#: The torch / jax.numpy dtype names.
FRAMEWORK_NAME = {"f32": "float32", "f16": "float16", "bf16": "bfloat16"}


def check(elem):
    if elem not in ELEMENT_TYPES:
        raise ValueError("element type %r is not one of %s" % (elem, ", ".join(ELEMENT_TYPES)))
    return elem


def _f32_bits_round_to_odd(x):
    """The binary32 bits of float64 `x` rounded to odd (truncated toward zero, the last bit
    set when inexact). Rounding to odd at 24 bits, then to nearest even at 8, is the direct
    rounding to 8 bits (Boldo and Melquiond, 'Emulation of FMA and correctly rounded sums:
    proved algorithms using rounding to odd', 2008): no double-rounding error."""
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(over="ignore"):
        t = x.astype(np.float32)
    bits = np.array(t.view(np.uint32), dtype=np.uint32, copy=True).reshape(x.shape)
    t64 = t.astype(np.float64)
    inexact = (t64 != x) & ~np.isnan(x)
    fix = inexact & ((bits & 1) == 0)
    away = np.abs(t64) > np.abs(x)      # round-to-nearest went past x: truncation is below
    bits[fix & away] -= np.uint32(1)     # sign-magnitude: +-1 moves the magnitude
    bits[fix & ~away] += np.uint32(1)
    return bits


def bf16_bits(x):
    """uint16 bf16 bits of `x` (float32: exact as is; otherwise as float64), rounded to
    nearest, ties to even; overflow gives infinities, NaN a quiet NaN of the same sign."""
    x = np.asarray(x)
    if x.dtype == np.float32:
        bits = x.view(np.uint32).astype(np.uint64)
    else:
        bits = _f32_bits_round_to_odd(x).astype(np.uint64)
    u = np.uint64
    nan = (bits & u(0x7FFFFFFF)) > u(0x7F800000)
    rounded = (bits + u(0x7FFF) + ((bits >> u(16)) & u(1))) >> u(16)
    rounded = np.where(nan, (bits >> u(16)) | u(0x0040), rounded)
    return rounded.astype(np.uint16)


def bf16_from_bits(bits):
    """float32 values of uint16 bf16 bits."""
    b = np.asarray(bits, dtype=np.uint16).astype(np.uint32) << np.uint32(16)
    return b.view(np.float32)


def round_to(x, elem):
    """float64 array of `x` rounded to nearest (ties to even) in element type `elem`."""
    x = np.asarray(x, dtype=np.float64)
    check(elem)
    if elem == "bf16":
        return bf16_from_bits(bf16_bits(x)).astype(np.float64)
    with np.errstate(over="ignore"):        # numpy rounds float64 -> float16 directly
        return x.astype(VALUE_DTYPE[elem]).astype(np.float64)


def to_values(x, elem):
    """`x` rounded to `elem`, as an array of VALUE_DTYPE[elem]."""
    x = np.asarray(x)
    if elem == "bf16":
        return bf16_from_bits(bf16_bits(x))
    with np.errstate(over="ignore"):
        return np.asarray(x, dtype=VALUE_DTYPE[check(elem)])


def encode(values, elem):
    """The contiguous array to write to a .bin file (FILE_DTYPE[elem])."""
    if elem == "bf16":
        return np.ascontiguousarray(bf16_bits(values))
    return np.ascontiguousarray(to_values(values, elem))


def decode(raw, elem):
    """The values (VALUE_DTYPE[elem]) of a .bin file's array (FILE_DTYPE[elem])."""
    if elem == "bf16":
        return bf16_from_bits(raw)
    return np.asarray(raw, dtype=VALUE_DTYPE[check(elem)])
