//===- Arithmetic.cpp - Math functions and reductions ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The out-of-line parts of the arithmetic: the math dialect's functions of
// one argument through the host libm, and the reductions that atomics, warp
// reductions and block reductions share.
//
//===----------------------------------------------------------------------===//

#include "Arithmetic.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

double mlir::kfusion::sim::math1(MathFn f, double x, bool inFloat) {
  if (inFloat) {
    float v = float(x);
    switch (f) {
    case MathFn::Sqrt:
      return std::sqrt(v);
    case MathFn::Rsqrt:
      return 1.0f / std::sqrt(v);
    case MathFn::Exp:
      return std::exp(v);
    case MathFn::Exp2:
      return std::exp2(v);
    case MathFn::Expm1:
      return std::expm1(v);
    case MathFn::Log:
      return std::log(v);
    case MathFn::Log2:
      return std::log2(v);
    case MathFn::Log10:
      return std::log10(v);
    case MathFn::Log1p:
      return std::log1p(v);
    case MathFn::Sin:
      return std::sin(v);
    case MathFn::Cos:
      return std::cos(v);
    case MathFn::Tan:
      return std::tan(v);
    case MathFn::Tanh:
      return std::tanh(v);
    case MathFn::Sinh:
      return std::sinh(v);
    case MathFn::Cosh:
      return std::cosh(v);
    case MathFn::Atan:
      return std::atan(v);
    case MathFn::Asin:
      return std::asin(v);
    case MathFn::Acos:
      return std::acos(v);
    case MathFn::Erf:
      return std::erf(v);
    case MathFn::AbsF:
      return std::fabs(v);
    case MathFn::Floor:
      return std::floor(v);
    case MathFn::Ceil:
      return std::ceil(v);
    case MathFn::Round:
      return std::round(v);
    case MathFn::RoundEven:
      return std::nearbyint(v);
    case MathFn::Trunc:
      return std::trunc(v);
    case MathFn::Cbrt:
      return std::cbrt(v);
    }
  }
  switch (f) {
  case MathFn::Sqrt:
    return std::sqrt(x);
  case MathFn::Rsqrt:
    return 1.0 / std::sqrt(x);
  case MathFn::Exp:
    return std::exp(x);
  case MathFn::Exp2:
    return std::exp2(x);
  case MathFn::Expm1:
    return std::expm1(x);
  case MathFn::Log:
    return std::log(x);
  case MathFn::Log2:
    return std::log2(x);
  case MathFn::Log10:
    return std::log10(x);
  case MathFn::Log1p:
    return std::log1p(x);
  case MathFn::Sin:
    return std::sin(x);
  case MathFn::Cos:
    return std::cos(x);
  case MathFn::Tan:
    return std::tan(x);
  case MathFn::Tanh:
    return std::tanh(x);
  case MathFn::Sinh:
    return std::sinh(x);
  case MathFn::Cosh:
    return std::cosh(x);
  case MathFn::Atan:
    return std::atan(x);
  case MathFn::Asin:
    return std::asin(x);
  case MathFn::Acos:
    return std::acos(x);
  case MathFn::Erf:
    return std::erf(x);
  case MathFn::AbsF:
    return std::fabs(x);
  case MathFn::Floor:
    return std::floor(x);
  case MathFn::Ceil:
    return std::ceil(x);
  case MathFn::Round:
    return std::round(x);
  case MathFn::RoundEven:
    return std::nearbyint(x);
  case MathFn::Trunc:
    return std::trunc(x);
  case MathFn::Cbrt:
    return std::cbrt(x);
  }
  return x;
}

Slot mlir::kfusion::sim::reduceValues(ReduceKind kind, Slot a, Slot b,
                                      unsigned w) {
  Slot r{};
  switch (kind) {
  case ReduceKind::AddF:
    r.f = roundToFloat(a.f + b.f, FloatKind(w));
    break;
  case ReduceKind::MulF:
    r.f = roundToFloat(a.f * b.f, FloatKind(w));
    break;
  case ReduceKind::AddI:
    r.i = sext(a.i + b.i, w);
    break;
  case ReduceKind::MulI:
    r.i = sext(int64_t(uint64_t(a.i) * uint64_t(b.i)), w);
    break;
  case ReduceKind::MaxS:
    r.i = std::max(a.i, b.i);
    break;
  case ReduceKind::MinS:
    r.i = std::min(a.i, b.i);
    break;
  case ReduceKind::MaxU:
    r.i = zext(a.i, w) >= zext(b.i, w) ? a.i : b.i;
    break;
  case ReduceKind::MinU:
    r.i = zext(a.i, w) <= zext(b.i, w) ? a.i : b.i;
    break;
  case ReduceKind::MaxNumF:
    r.f = std::fmax(a.f, b.f);
    break;
  case ReduceKind::MinNumF:
    r.f = std::fmin(a.f, b.f);
    break;
  case ReduceKind::MaximumF:
    r.f = (std::isnan(a.f) || std::isnan(b.f)) ? NAN : std::max(a.f, b.f);
    break;
  case ReduceKind::MinimumF:
    r.f = (std::isnan(a.f) || std::isnan(b.f)) ? NAN : std::min(a.f, b.f);
    break;
  case ReduceKind::And:
    r.i = a.i & b.i;
    break;
  case ReduceKind::Or:
    r.i = a.i | b.i;
    break;
  case ReduceKind::XOr:
    r.i = sext(a.i ^ b.i, w);
    break;
  case ReduceKind::Assign:
    r = b;
    break;
  }
  return r;
}
