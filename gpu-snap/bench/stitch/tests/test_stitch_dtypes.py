# Tests of stitchbench.dtypes: the bf16 rounding helper (numpy has no bfloat16) against an
# independent oracle (the nearest of all 65536 bf16 values, ties to the even one) on random
# values, every tie and its neighbours, and the corner cases (NaN, infinities, overflow,
# signed zero, subnormals, a value that rounding through f32 first would get wrong); f16
# rounding of float64 (numpy's, direct); the file encodings.
"""Element types: exact round-to-nearest-even to bf16 and f16, and the file encodings."""

import numpy as np
import pytest

from stitch_testlib import fresh_rng

from stitchbench import dtypes

_POSITIVE_BITS = np.arange(0, 0x7F81, dtype=np.uint16)     # +0 .. +inf
_POSITIVE = dtypes.bf16_from_bits(_POSITIVE_BITS).astype(np.float64)


def bf16_oracle(x):
    """bf16 bits of float64 `x` by search: the nearest bf16 value, ties to the even bits;
    beyond the largest finite value, infinity once x reaches the midpoint to 2^128."""
    x = np.asarray(x, dtype=np.float64)
    a = np.abs(x)
    i = np.clip(np.searchsorted(_POSITIVE, a), 1, _POSITIVE.size - 1)
    lo, hi = _POSITIVE[i - 1], _POSITIVE[i]
    if np.isinf(hi).any():                  # the gap above the largest finite value
        hi = np.where(np.isinf(hi), 2.0 ** 128, hi)
    up = (hi - a < a - lo) | ((hi - a == a - lo) & (_POSITIVE_BITS[i] % 2 == 0))
    bits = np.where(up, _POSITIVE_BITS[i], _POSITIVE_BITS[i - 1]).astype(np.uint16)
    bits = np.where(a == lo, _POSITIVE_BITS[i - 1], bits)
    return np.where(np.signbit(x), bits | np.uint16(0x8000), bits).astype(np.uint16)


def test_bf16_random_values_match_the_oracle():
    seed, rng = fresh_rng("bf16")
    x = rng.standard_normal(100000) * np.exp2(rng.integers(-140, 128, 100000))
    np.testing.assert_array_equal(dtypes.bf16_bits(x), bf16_oracle(x), "seed %d" % seed)
    with np.errstate(over="ignore"):
        x32 = x.astype(np.float32)          # the float32 path (no round to odd)
    np.testing.assert_array_equal(dtypes.bf16_bits(x32), bf16_oracle(x32.astype(np.float64)),
                                  "seed %d" % seed)


def test_bf16_ties_go_to_even():
    # Every midpoint between neighbouring finite bf16 values, in both signs, and the
    # doubles just beside it.
    finite = _POSITIVE[:-1]
    mid = (finite[:-1] + finite[1:]) / 2
    for x in (mid, -mid, np.nextafter(mid, 0), np.nextafter(mid, np.inf)):
        np.testing.assert_array_equal(dtypes.bf16_bits(x), bf16_oracle(x))
    assert dtypes.bf16_bits(1 + 2.0 ** -8) == 0x3F80           # tie: down to 1.0 (even)
    assert dtypes.bf16_bits(1 + 3 * 2.0 ** -8) == 0x3F82       # tie: up to the even 1 + 2^-6
    assert dtypes.bf16_bits(np.float32(1 + 2.0 ** -8)) == 0x3F80


def test_bf16_no_double_rounding():
    # 1 + 2^-8 + 2^-30 is above the tie: bf16 1 + 2^-7. Rounding it to f32 first (to
    # 1 + 2^-8, the tie) and then to bf16 would give 1.0.
    x = 1 + 2.0 ** -8 + 2.0 ** -30
    assert float(np.float32(x)) == 1 + 2.0 ** -8
    assert dtypes.bf16_bits(x) == 0x3F81
    assert dtypes.round_to(x, "bf16") == 1 + 2.0 ** -7


def test_bf16_corner_cases():
    bits = dtypes.bf16_bits(np.array([np.inf, -np.inf, 0.0, -0.0, 1.0, -2.0]))
    assert [hex(b) for b in bits] == ["0x7f80", "0xff80", "0x0", "0x8000", "0x3f80", "0xc000"]
    nan = dtypes.bf16_bits(np.array([np.nan, -np.nan]))
    assert list(nan) == [0x7FC0, 0xFFC0]
    # A NaN whose payload is only in the low 16 bits stays a NaN (not an infinity).
    low_nan = np.array([0x7F800001], dtype=np.uint32).view(np.float32)
    assert dtypes.bf16_bits(low_nan)[0] == 0x7FC0
    assert np.isnan(dtypes.round_to(np.nan, "bf16"))
    largest = float(dtypes.bf16_from_bits(0x7F7F))              # (2 - 2^-7) 2^127
    assert dtypes.bf16_bits(largest) == 0x7F7F
    assert dtypes.bf16_bits(np.nextafter(largest + 2.0 ** 119, 0)) == 0x7F7F   # below mid
    assert dtypes.bf16_bits(largest + 2.0 ** 119) == 0x7F80     # the midpoint to 2^128: inf
    assert dtypes.bf16_bits(3.4e38) == 0x7F80 and dtypes.bf16_bits(-1e300) == 0xFF80
    assert dtypes.bf16_bits(np.float32(3.4e38)) == 0x7F80
    # Subnormals (f32's range): the smallest is 2^-133; half of it is a tie to zero.
    assert dtypes.bf16_bits(2.0 ** -133) == 0x0001
    assert dtypes.bf16_bits(2.0 ** -134) == 0x0000
    assert dtypes.bf16_bits(np.nextafter(2.0 ** -134, 1)) == 0x0001
    assert dtypes.bf16_bits(-3 * 2.0 ** -134) == 0x8002         # tie 1.5 ulp: to even 2
    assert dtypes.bf16_bits(1e-300) == 0x0000 and dtypes.bf16_bits(-1e-300) == 0x8000
    assert dtypes.bf16_bits(2.0 ** -126) == 0x0080              # the smallest normal


def test_f16_rounds_float64_directly():
    # numpy converts float64 to float16 in one rounding: 1 + 2^-11 + 2^-40 is above the
    # tie and goes up, though through f32 it would be the tie and go down.
    x = 1 + 2.0 ** -11 + 2.0 ** -40
    assert dtypes.round_to(x, "f16") == 1 + 2.0 ** -10
    assert dtypes.round_to(1 + 2.0 ** -11, "f16") == 1.0
    assert dtypes.round_to(2.0 ** -25, "f16") == 0.0             # tie with the subnormal
    assert dtypes.round_to(3 * 2.0 ** -25, "f16") == 2.0 ** -23  # tie: to even (2 ulps)
    assert dtypes.round_to(70000.0, "f16") == np.inf


@pytest.mark.parametrize("elem", dtypes.ELEMENT_TYPES)
def test_file_encoding_round_trip(tmp_path, elem):
    rng = np.random.default_rng(3)
    v = dtypes.to_values(rng.uniform(-4, 4, (7, 5)), elem)
    assert v.dtype == dtypes.VALUE_DTYPE[elem]
    assert np.array_equal(dtypes.round_to(v, elem), v.astype(np.float64))   # exact already
    raw = dtypes.encode(v, elem)
    assert raw.dtype == dtypes.FILE_DTYPE[elem] and raw.nbytes == dtypes.BYTES[elem] * v.size
    raw.tofile(tmp_path / "v.bin")
    back = dtypes.decode(np.fromfile(tmp_path / "v.bin", dtypes.FILE_DTYPE[elem]), elem)
    assert np.array_equal(back.reshape(v.shape), v)


def test_bf16_file_holds_the_upper_half_of_f32():
    # What kfusionOutputI8 writes of a bf16 memref: the 16 bits, little-endian.
    raw = dtypes.encode(np.array([1.0, -2.5, 0.1], np.float32), "bf16")
    assert raw.tobytes() == bytes([0x80, 0x3F, 0x20, 0xC0, 0xCD, 0x3D])
    with pytest.raises(ValueError, match="not one of"):
        dtypes.round_to(1.0, "f8")
