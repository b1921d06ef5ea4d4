//===- FloatFormats.h - f16 and bf16 encodings ------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The 16-bit float formats the interpreter stores in memory: IEEE binary16
// (f16) and bfloat16 (bf16), converted exactly to double and rounded from
// double once, to nearest even, as the GPU's cvt.rn does. Header-only so that
// the interpreter's loads, stores and arithmetic inline them.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_INTERPRETER_FLOATFORMATS_H
#define KFUSION_INTERPRETER_FLOATFORMATS_H

#include <cstdint>
#include <cstring>

namespace mlir::kfusion::sim {

namespace detail {
/// 2^n, exactly, as a compile-time constant.
constexpr double exp2i(int n) {
  double r = 1.0;
  for (; n > 0; --n)
    r *= 2.0;
  for (; n < 0; ++n)
    r /= 2.0;
  return r;
}

/// A binary format of 1 sign bit, `ExpBits` exponent bits (bias
/// 2^(ExpBits-1) - 1) and `ManBits` stored significand bits, in 16 bits.
template <unsigned ExpBits, unsigned ManBits> struct Binary16Format {
  static_assert(1 + ExpBits + ManBits == 16, "a 16-bit format");
  static constexpr int kBias = (1 << (ExpBits - 1)) - 1;
  static constexpr uint32_t kExpMax = (1u << ExpBits) - 1;
  static constexpr uint16_t kInf = uint16_t(kExpMax << ManBits);
  /// The value of the significand's last bit in subnormals.
  static constexpr double kSubnormalQuantum = exp2i(1 - kBias - int(ManBits));

  /// The value of `bits`, exactly (NaNs keep their payload's bits).
  static double toDouble(uint16_t bits) {
    uint64_t sign = uint64_t(bits >> 15) << 63;
    uint32_t exp = (bits >> ManBits) & kExpMax;
    uint64_t man = bits & ((1u << ManBits) - 1);
    uint64_t out;
    if (exp == kExpMax) {
      out = sign | (uint64_t(0x7FF) << 52) | (man << (52 - ManBits));
    } else if (exp == 0) {
      // Zero or subnormal: man * 2^(1 - bias - ManBits), exact in double.
      double magnitude = double(man) * kSubnormalQuantum;
      return bits >> 15 ? -magnitude : magnitude;
    } else {
      out = sign | (uint64_t(int(exp) - kBias + 1023) << 52) |
            (man << (52 - ManBits));
    }
    double v;
    std::memcpy(&v, &out, 8);
    return v;
  }

  /// `v` rounded to the format: to nearest, ties to even, subnormals
  /// included; beyond the largest finite value, infinity; a NaN stays a NaN,
  /// quiet, with the top bits of its payload.
  static uint16_t fromDouble(double v) {
    uint64_t d;
    std::memcpy(&d, &v, 8);
    uint16_t sign = uint16_t((d >> 63) << 15);
    int exp = int((d >> 52) & 0x7FF);
    uint64_t man = d & ((uint64_t(1) << 52) - 1);
    if (exp == 0x7FF) {
      if (man == 0)
        return sign | kInf;
      return uint16_t(sign | kInf | (1u << (ManBits - 1)) |
                      uint16_t(man >> (52 - ManBits)));
    }
    // Zeros, and double subnormals (below 2^-1022, far below half the
    // smallest subnormal of either format), round to zero.
    if (exp == 0)
      return sign;
    // v = sig * 2^(e - 52) with a 53-bit sig. The result is a multiple of
    // 2^q: q = e - ManBits for normal results, the subnormal quantum below.
    int e = exp - 1023;
    uint64_t sig = man | (uint64_t(1) << 52);
    int scale = e < 1 - kBias ? 1 - kBias : e;
    int shift = scale - int(ManBits) - (e - 52);
    // Below a quarter of the quantum (shift > 54) or below half of it
    // (shift == 54, sig < 2^53): zero.
    if (shift >= 54)
      return sign;
    uint64_t kept = sig >> shift;
    uint64_t rest = sig & ((uint64_t(1) << shift) - 1);
    uint64_t half = uint64_t(1) << (shift - 1);
    if (rest > half || (rest == half && (kept & 1)))
      ++kept;
    // `kept` holds the implicit bit at ManBits (normal) or not (subnormal);
    // a carry out of the significand moves into the exponent field, up to
    // infinity.
    uint64_t bits = (uint64_t(scale + kBias - 1) << ManBits) + kept;
    if (bits >= kInf)
      return sign | kInf;
    return uint16_t(sign | bits);
  }
};

using HalfFormat = Binary16Format<5, 10>;
using BFloat16Format = Binary16Format<8, 7>;
} // namespace detail

/// IEEE binary16 bits of `v`, rounded to nearest even.
inline uint16_t toF16Bits(double v) {
  return detail::HalfFormat::fromDouble(v);
}
/// The value of IEEE binary16 `bits`, exactly.
inline double fromF16Bits(uint16_t bits) {
  return detail::HalfFormat::toDouble(bits);
}
/// bfloat16 bits of `v`, rounded to nearest even.
inline uint16_t toBF16Bits(double v) {
  return detail::BFloat16Format::fromDouble(v);
}
/// The value of bfloat16 `bits`, exactly.
inline double fromBF16Bits(uint16_t bits) {
  return detail::BFloat16Format::toDouble(bits);
}

} // namespace mlir::kfusion::sim

#endif // KFUSION_INTERPRETER_FLOATFORMATS_H
