//===- Arithmetic.h - What the arithmetic instructions compute --*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What each integer-valued and float-valued instruction computes, as the
// GPU computes it: integers wrap at their width, floats round to their type
// after each op. The instruction loop (Executor.cpp) instantiates intResult,
// integerDivision and floatResult once per opcode, so that each case is
// straight-line code.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_INTERPRETER_ARITHMETIC_H
#define KFUSION_LIB_INTERPRETER_ARITHMETIC_H

#include "Executor.h"

#include "KFusion/Interpreter/FloatFormats.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/Compiler.h"

#include <algorithm>
#include <cmath>

/// The integer-valued instructions that cannot fail (see intResult).
#define KFUSION_SIM_INT_OPCODES(X)                                             \
  X(AddI)                                                                      \
  X(SubI)                                                                      \
  X(MulI)                                                                      \
  X(AndI)                                                                      \
  X(OrI)                                                                       \
  X(XOrI)                                                                      \
  X(MaxSI)                                                                     \
  X(MinSI)                                                                     \
  X(MaxUI)                                                                     \
  X(MinUI)                                                                     \
  X(ShLI)                                                                      \
  X(ShRSI)                                                                     \
  X(ShRUI)                                                                     \
  X(CmpI)                                                                      \
  X(ExtSI)                                                                     \
  X(ExtUI)                                                                     \
  X(TruncI)                                                                    \
  X(AbsI)                                                                      \
  X(CtPop)                                                                     \
  X(CountLZ)                                                                   \
  X(CmpF)                                                                      \
  X(FPToSI)                                                                    \
  X(FPToUI)                                                                    \
  X(BitcastFToI)

/// The integer divisions and remainders, which fail on a zero divisor (see
/// integerDivision).
#define KFUSION_SIM_DIVISION_OPCODES(X)                                        \
  X(DivSI)                                                                     \
  X(DivUI)                                                                     \
  X(RemSI)                                                                     \
  X(RemUI)                                                                     \
  X(CeilDivSI)                                                                 \
  X(CeilDivUI)                                                                 \
  X(FloorDivSI)

/// The float-valued instructions (see floatResult).
#define KFUSION_SIM_FLOAT_OPCODES(X)                                           \
  X(AddF)                                                                      \
  X(SubF)                                                                      \
  X(MulF)                                                                      \
  X(DivF)                                                                      \
  X(RemF)                                                                      \
  X(NegF)                                                                      \
  X(MaxNumF)                                                                   \
  X(MinNumF)                                                                   \
  X(MaximumF)                                                                  \
  X(MinimumF)                                                                  \
  X(CopySignF)                                                                 \
  X(PowF)                                                                      \
  X(Atan2F)                                                                    \
  X(ExtF)                                                                      \
  X(TruncF)                                                                    \
  X(SIToFP)                                                                    \
  X(UIToFP)                                                                    \
  X(BitcastIToF)                                                               \
  X(Math1)                                                                     \
  X(FmaF)

namespace mlir::kfusion::sim {

/// arith.cmpi predicate `pred` (arith::CmpIPredicate) on `a` and `b` of
/// width `w`.
inline bool cmpI(unsigned pred, int64_t a, int64_t b, unsigned w) {
  uint64_t ua = zext(a, w), ub = zext(b, w);
  switch (pred) {
  case 0:
    return a == b;
  case 1:
    return a != b;
  case 2:
    return a < b;
  case 3:
    return a <= b;
  case 4:
    return a > b;
  case 5:
    return a >= b;
  case 6:
    return ua < ub;
  case 7:
    return ua <= ub;
  case 8:
    return ua > ub;
  case 9:
    return ua >= ub;
  }
  return false;
}

/// arith.cmpf predicate `pred` (arith::CmpFPredicate) on `a` and `b`.
inline bool cmpF(unsigned pred, double a, double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (pred) {
  case 0:
    return false;
  case 1:
    return !unordered && a == b;
  case 2:
    return !unordered && a > b;
  case 3:
    return !unordered && a >= b;
  case 4:
    return !unordered && a < b;
  case 5:
    return !unordered && a <= b;
  case 6:
    return !unordered && a != b;
  case 7:
    return !unordered;
  case 8:
    return unordered || a == b;
  case 9:
    return unordered || a > b;
  case 10:
    return unordered || a >= b;
  case 11:
    return unordered || a < b;
  case 12:
    return unordered || a <= b;
  case 13:
    return unordered || a != b;
  case 14:
    return unordered;
  case 15:
    return true;
  }
  return false;
}

/// Math function `f` of `x`, by the host libm in float (`inFloat`: f16, bf16
/// and f32, as the GPU lowering computes 16-bit math in f32) or double
/// (Arithmetic.cpp).
double math1(MathFn f, double x, bool inFloat);

/// a * b + c rounded once to the 16-bit float `kind`, as fma.rn.f16 and
/// fma.rn.bf16 compute it. The product of two 16-bit floats is exact in
/// double; the sum is rounded to odd in double (TwoSum gives its error), and
/// a value rounded to odd with 53 bits rounds to 8 or 11 bits as the exact
/// value would.
inline double fma16(double a, double b, double c, FloatKind kind) {
  double p = a * b;
  double s = p + c;
  if (std::isfinite(s)) {
    double bv = s - p;
    double err = (p - (s - bv)) + (c - bv);
    if (err != 0 && !(llvm::bit_cast<uint64_t>(s) & 1))
      s = std::nextafter(s, err > 0 ? INFINITY : -INFINITY);
  }
  return roundToFloat(s, kind);
}

/// The integer `negative ? -magnitude : magnitude` rounded once to `kind`.
inline double intToFloat(uint64_t magnitude, bool negative, FloatKind kind) {
  double v = 0;
  switch (kind) {
  case FloatKind::F32:
    v = double(float(magnitude));
    break;
  case FloatKind::F64:
    v = double(magnitude);
    break;
  case FloatKind::F16:
  case FloatKind::BF16: {
    // Rounded to odd in 53 bits (the bits shifted out stick to the last
    // one), so that rounding to 16 bits afterwards is a single rounding.
    unsigned width = 64 - llvm::countl_zero(magnitude);
    if (width > 53) {
      unsigned shift = width - 53;
      uint64_t kept = magnitude >> shift;
      if (magnitude & ((uint64_t(1) << shift) - 1))
        kept |= 1;
      v = std::ldexp(double(kept), int(shift));
    } else {
      v = double(magnitude);
    }
    v = roundToFloat(v, kind);
    break;
  }
  }
  return negative ? -v : v;
}

/// The result of integer division or remainder `I` of opcode `Op` (one of
/// KFUSION_SIM_DIVISION_OPCODES) into R[I.res]; false, writing nothing, when
/// the divisor is zero.
template <Opcode Op>
LLVM_ATTRIBUTE_ALWAYS_INLINE bool integerDivision(const Inst &I, Slot *R) {
  int64_t a = R[I.a].i, b = R[I.b].i;
  if (b == 0)
    return false;
  uint64_t ua = zext(a, I.w), ub = zext(b, I.w);
  int64_t r = 0;
  if constexpr (Op == Opcode::DivSI) {
    r = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
  } else if constexpr (Op == Opcode::DivUI) {
    r = int64_t(ua / ub);
  } else if constexpr (Op == Opcode::RemSI) {
    r = (b == -1) ? 0 : a % b;
  } else if constexpr (Op == Opcode::RemUI) {
    r = int64_t(ua % ub);
  } else if constexpr (Op == Opcode::CeilDivUI) {
    r = int64_t(ua / ub + (ua % ub != 0));
  } else if constexpr (Op == Opcode::CeilDivSI) {
    int64_t q = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
    if (b != -1 && a % b != 0 && ((a < 0) == (b < 0)))
      ++q;
    r = q;
  } else {
    static_assert(Op == Opcode::FloorDivSI, "not a division opcode");
    int64_t q = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
    if (b != -1 && a % b != 0 && ((a < 0) != (b < 0)))
      --q;
    r = q;
  }
  R[I.res].i = sext(r, I.w);
  return true;
}

/// The value of integer-valued instruction `I` of opcode `Op` (one of
/// KFUSION_SIM_INT_OPCODES), in canonical form (sign-extended from I.w).
template <Opcode Op>
LLVM_ATTRIBUTE_ALWAYS_INLINE int64_t intResult(const Inst &I, const Slot *R) {
  int64_t a = R[I.a].i;
  if constexpr (Op == Opcode::AddI)
    return sext(int64_t(uint64_t(a) + uint64_t(R[I.b].i)), I.w);
  else if constexpr (Op == Opcode::SubI)
    return sext(int64_t(uint64_t(a) - uint64_t(R[I.b].i)), I.w);
  else if constexpr (Op == Opcode::MulI)
    return sext(int64_t(uint64_t(a) * uint64_t(R[I.b].i)), I.w);
  else if constexpr (Op == Opcode::AndI)
    return sext(a & R[I.b].i, I.w);
  else if constexpr (Op == Opcode::OrI)
    return sext(a | R[I.b].i, I.w);
  else if constexpr (Op == Opcode::XOrI)
    return sext(a ^ R[I.b].i, I.w);
  else if constexpr (Op == Opcode::MaxSI)
    return sext(std::max(a, R[I.b].i), I.w);
  else if constexpr (Op == Opcode::MinSI)
    return sext(std::min(a, R[I.b].i), I.w);
  else if constexpr (Op == Opcode::MaxUI)
    return sext(zext(a, I.w) >= zext(R[I.b].i, I.w) ? a : R[I.b].i, I.w);
  else if constexpr (Op == Opcode::MinUI)
    return sext(zext(a, I.w) <= zext(R[I.b].i, I.w) ? a : R[I.b].i, I.w);
  else if constexpr (Op == Opcode::ShLI || Op == Opcode::ShRSI ||
                     Op == Opcode::ShRUI) {
    uint64_t amount = zext(R[I.b].i, I.w);
    int64_t r;
    if (amount >= I.w) {
      // Poison in MLIR; produce what the PTX shifts produce (clamped).
      r = Op == Opcode::ShRSI ? (a < 0 ? -1 : 0) : 0;
    } else if (Op == Opcode::ShLI) {
      r = int64_t(uint64_t(a) << amount);
    } else if (Op == Opcode::ShRSI) {
      r = a >> amount;
    } else {
      r = int64_t(zext(a, I.w) >> amount);
    }
    return sext(r, I.w);
  } else if constexpr (Op == Opcode::CmpI)
    return cmpI(I.mode, a, R[I.b].i, I.w) ? -1 : 0;
  else if constexpr (Op == Opcode::ExtSI)
    return a; // already sign-extended
  else if constexpr (Op == Opcode::ExtUI)
    return sext(int64_t(zext(a, I.mode)), I.w);
  else if constexpr (Op == Opcode::TruncI)
    return sext(a, I.w);
  else if constexpr (Op == Opcode::AbsI)
    return sext(a < 0 ? int64_t(0 - uint64_t(a)) : a, I.w);
  else if constexpr (Op == Opcode::CtPop)
    return llvm::popcount(zext(a, I.w));
  else if constexpr (Op == Opcode::CountLZ) {
    uint64_t v = zext(a, I.w);
    return v ? llvm::countl_zero(v) - (64 - I.w) : I.w;
  } else if constexpr (Op == Opcode::CmpF)
    return cmpF(I.mode, R[I.a].f, R[I.b].f) ? -1 : 0;
  else if constexpr (Op == Opcode::FPToSI) {
    double v = R[I.a].f;
    return std::isnan(v) ? 0 : sext(int64_t(v), I.w);
  } else if constexpr (Op == Opcode::FPToUI) {
    double v = R[I.a].f;
    return (std::isnan(v) || v < 0) ? 0 : sext(int64_t(uint64_t(v)), I.w);
  } else {
    static_assert(Op == Opcode::BitcastFToI, "not an integer-valued opcode");
    // mode: the operand's FloatKind; the bits sign-extended, as integers
    // are kept.
    switch (FloatKind(I.mode)) {
    case FloatKind::F16:
      return int16_t(toF16Bits(R[I.a].f));
    case FloatKind::BF16:
      return int16_t(toBF16Bits(R[I.a].f));
    case FloatKind::F32:
      return llvm::bit_cast<int32_t>(float(R[I.a].f));
    case FloatKind::F64:
      return llvm::bit_cast<int64_t>(R[I.a].f);
    }
    return 0;
  }
}

/// `f32(a, b)` when `I` computes in f32 (in float, rounded to float),
/// else `f(a, b, inFloat)` rounded to I's FloatKind: f16, bf16 and f64
/// compute in double, `inFloat` telling the f32 library functions that the
/// GPU lowering also calls for 16-bit floats.
template <typename F32Fn, typename Fn>
LLVM_ATTRIBUTE_ALWAYS_INLINE double roundedBinary(const Inst &I, const Slot *R,
                                                  F32Fn f32, Fn f) {
  double a = R[I.a].f, b = R[I.b].f;
  FloatKind kind = FloatKind(I.w);
  bool inFloat = kind != FloatKind::F64;
  return kind == FloatKind::F32 ? double(float(f32(a, b)))
                                : roundToFloat(f(a, b, inFloat), kind);
}

/// The value of float-valued instruction `I` of opcode `Op` (one of
/// KFUSION_SIM_FLOAT_OPCODES), exactly a value of I's FloatKind.
template <Opcode Op>
LLVM_ATTRIBUTE_ALWAYS_INLINE double floatResult(const Inst &I, const Slot *R) {
  using D = double;
  if constexpr (Op == Opcode::AddF)
    return roundedBinary(
        I, R, [](D a, D b) { return float(a) + float(b); },
        [](D a, D b, bool) { return a + b; });
  else if constexpr (Op == Opcode::SubF)
    return roundedBinary(
        I, R, [](D a, D b) { return float(a) - float(b); },
        [](D a, D b, bool) { return a - b; });
  else if constexpr (Op == Opcode::MulF)
    return roundedBinary(
        I, R, [](D a, D b) { return float(a) * float(b); },
        [](D a, D b, bool) { return a * b; });
  else if constexpr (Op == Opcode::DivF)
    return roundedBinary(
        I, R, [](D a, D b) { return float(a) / float(b); },
        [](D a, D b, bool) { return a / b; });
  else if constexpr (Op == Opcode::RemF)
    return roundedBinary(
        I, R, [](D a, D b) { return std::fmod(float(a), float(b)); },
        [](D a, D b, bool) { return std::fmod(a, b); });
  else if constexpr (Op == Opcode::NegF)
    return roundedBinary(
        I, R, [](D a, D) { return -a; }, [](D a, D, bool) { return -a; });
  else if constexpr (Op == Opcode::MaxNumF)
    return roundedBinary(
        I, R, [](D a, D b) { return std::fmax(a, b); },
        [](D a, D b, bool) { return std::fmax(a, b); });
  else if constexpr (Op == Opcode::MinNumF)
    return roundedBinary(
        I, R, [](D a, D b) { return std::fmin(a, b); },
        [](D a, D b, bool) { return std::fmin(a, b); });
  else if constexpr (Op == Opcode::MaximumF || Op == Opcode::MinimumF) {
    auto pick = [](D a, D b) {
      if (std::isnan(a) || std::isnan(b))
        return D(NAN);
      return Op == Opcode::MaximumF ? std::max(a, b) : std::min(a, b);
    };
    return roundedBinary(I, R, pick,
                         [&](D a, D b, bool) { return pick(a, b); });
  } else if constexpr (Op == Opcode::CopySignF)
    return roundedBinary(
        I, R, [](D a, D b) { return std::copysign(a, b); },
        [](D a, D b, bool) { return std::copysign(a, b); });
  else if constexpr (Op == Opcode::PowF)
    return roundedBinary(
        I, R, [](D a, D b) { return std::pow(float(a), float(b)); },
        [](D a, D b, bool inFloat) {
          return inFloat ? double(std::pow(float(a), float(b)))
                         : std::pow(a, b);
        });
  else if constexpr (Op == Opcode::Atan2F)
    return roundedBinary(
        I, R, [](D a, D b) { return std::atan2(float(a), float(b)); },
        [](D a, D b, bool inFloat) {
          return inFloat ? double(std::atan2(float(a), float(b)))
                         : std::atan2(a, b);
        });
  else if constexpr (Op == Opcode::ExtF)
    return R[I.a].f;
  else if constexpr (Op == Opcode::TruncF)
    return roundToFloat(R[I.a].f, FloatKind(I.w));
  else if constexpr (Op == Opcode::SIToFP) {
    int64_t v = R[I.a].i;
    return FloatKind(I.w) == FloatKind::F32
               ? double(float(v))
               : intToFloat(v < 0 ? 0 - uint64_t(v) : uint64_t(v), v < 0,
                            FloatKind(I.w));
  } else if constexpr (Op == Opcode::UIToFP)
    return intToFloat(zext(R[I.a].i, I.mode), false, FloatKind(I.w));
  else if constexpr (Op == Opcode::BitcastIToF) {
    switch (FloatKind(I.w)) {
    case FloatKind::F16:
      return fromF16Bits(uint16_t(R[I.a].i));
    case FloatKind::BF16:
      return fromBF16Bits(uint16_t(R[I.a].i));
    case FloatKind::F32:
      return llvm::bit_cast<float>(uint32_t(R[I.a].i));
    case FloatKind::F64:
      return llvm::bit_cast<double>(R[I.a].i);
    }
    return 0;
  } else if constexpr (Op == Opcode::Math1) {
    FloatKind kind = FloatKind(I.w);
    return roundToFloat(math1(MathFn(I.mode), R[I.a].f, kind != FloatKind::F64),
                        kind);
  } else {
    static_assert(Op == Opcode::FmaF, "not a float-valued opcode");
    switch (FloatKind(I.w)) {
    case FloatKind::F16:
    case FloatKind::BF16:
      return fma16(R[I.a].f, R[I.b].f, R[I.c].f, FloatKind(I.w));
    case FloatKind::F32:
      return double(
          std::fmaf(float(R[I.a].f), float(R[I.b].f), float(R[I.c].f)));
    case FloatKind::F64:
      return std::fma(R[I.a].f, R[I.b].f, R[I.c].f);
    }
    return 0;
  }
}

} // namespace mlir::kfusion::sim

#endif // KFUSION_LIB_INTERPRETER_ARITHMETIC_H
