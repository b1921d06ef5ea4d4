//===- Executor.cpp - The interpreter's instruction loop ------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Executes compiled functions for one thread (the host, or one GPU thread) up
// to a sync point (barrier, warp-level op), a budget of instructions, or its
// end. Memory accesses are bounds checked; workgroup memory is also checked
// for races and reads of bytes nothing wrote.
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"
#include "Executor.h"
#include "KFusion/Interpreter/FloatFormats.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;


namespace {
bool cmpI(unsigned pred, int64_t a, int64_t b, unsigned w) {
  uint64_t ua = zext(a, w), ub = zext(b, w);
  switch (pred) {
  case 0: return a == b;
  case 1: return a != b;
  case 2: return a < b;
  case 3: return a <= b;
  case 4: return a > b;
  case 5: return a >= b;
  case 6: return ua < ub;
  case 7: return ua <= ub;
  case 8: return ua > ub;
  case 9: return ua >= ub;
  }
  return false;
}

bool cmpF(unsigned pred, double a, double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (pred) {
  case 0: return false;
  case 1: return !unordered && a == b;
  case 2: return !unordered && a > b;
  case 3: return !unordered && a >= b;
  case 4: return !unordered && a < b;
  case 5: return !unordered && a <= b;
  case 6: return !unordered && a != b;
  case 7: return !unordered;
  case 8: return unordered || a == b;
  case 9: return unordered || a > b;
  case 10: return unordered || a >= b;
  case 11: return unordered || a < b;
  case 12: return unordered || a <= b;
  case 13: return unordered || a != b;
  case 14: return unordered;
  case 15: return true;
  }
  return false;
}

/// Math function `f` of `x`, by the host libm in float (`inFloat`: f16, bf16
/// and f32, as the GPU lowering computes 16-bit math in f32) or double.
double math1(MathFn f, double x, bool inFloat) {
  if (inFloat) {
    float v = float(x);
    switch (f) {
    case MathFn::Sqrt: return std::sqrt(v);
    case MathFn::Rsqrt: return 1.0f / std::sqrt(v);
    case MathFn::Exp: return std::exp(v);
    case MathFn::Exp2: return std::exp2(v);
    case MathFn::Expm1: return std::expm1(v);
    case MathFn::Log: return std::log(v);
    case MathFn::Log2: return std::log2(v);
    case MathFn::Log10: return std::log10(v);
    case MathFn::Log1p: return std::log1p(v);
    case MathFn::Sin: return std::sin(v);
    case MathFn::Cos: return std::cos(v);
    case MathFn::Tan: return std::tan(v);
    case MathFn::Tanh: return std::tanh(v);
    case MathFn::Sinh: return std::sinh(v);
    case MathFn::Cosh: return std::cosh(v);
    case MathFn::Atan: return std::atan(v);
    case MathFn::Asin: return std::asin(v);
    case MathFn::Acos: return std::acos(v);
    case MathFn::Erf: return std::erf(v);
    case MathFn::AbsF: return std::fabs(v);
    case MathFn::Floor: return std::floor(v);
    case MathFn::Ceil: return std::ceil(v);
    case MathFn::Round: return std::round(v);
    case MathFn::RoundEven: return std::nearbyint(v);
    case MathFn::Trunc: return std::trunc(v);
    case MathFn::Cbrt: return std::cbrt(v);
    }
  }
  switch (f) {
  case MathFn::Sqrt: return std::sqrt(x);
  case MathFn::Rsqrt: return 1.0 / std::sqrt(x);
  case MathFn::Exp: return std::exp(x);
  case MathFn::Exp2: return std::exp2(x);
  case MathFn::Expm1: return std::expm1(x);
  case MathFn::Log: return std::log(x);
  case MathFn::Log2: return std::log2(x);
  case MathFn::Log10: return std::log10(x);
  case MathFn::Log1p: return std::log1p(x);
  case MathFn::Sin: return std::sin(x);
  case MathFn::Cos: return std::cos(x);
  case MathFn::Tan: return std::tan(x);
  case MathFn::Tanh: return std::tanh(x);
  case MathFn::Sinh: return std::sinh(x);
  case MathFn::Cosh: return std::cosh(x);
  case MathFn::Atan: return std::atan(x);
  case MathFn::Asin: return std::asin(x);
  case MathFn::Acos: return std::acos(x);
  case MathFn::Erf: return std::erf(x);
  case MathFn::AbsF: return std::fabs(x);
  case MathFn::Floor: return std::floor(x);
  case MathFn::Ceil: return std::ceil(x);
  case MathFn::Round: return std::round(x);
  case MathFn::RoundEven: return std::nearbyint(x);
  case MathFn::Trunc: return std::trunc(x);
  case MathFn::Cbrt: return std::cbrt(x);
  }
  return x;
}

/// a * b + c rounded once to the 16-bit float `kind`, as fma.rn.f16 and
/// fma.rn.bf16 compute it. The product of two 16-bit floats is exact in
/// double; the sum is rounded to odd in double (TwoSum gives its error), and
/// a value rounded to odd with 53 bits rounds to 8 or 11 bits as the exact
/// value would.
double fma16(double a, double b, double c, FloatKind kind) {
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
double intToFloat(uint64_t magnitude, bool negative, FloatKind kind) {
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
} // namespace

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

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

std::string InterpreterImpl::where(const ThreadCtx &t) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!t.block) {
    os << "host";
    return text;
  }
  const BlockCtx &b = *t.block;
  os << "kernel @" << b.launch->fn->name << ", block (" << b.bid[0] << ", "
     << b.bid[1] << ", " << b.bid[2] << "), thread (" << t.tid[0] << ", "
     << t.tid[1] << ", " << t.tid[2] << ")";
  return text;
}

void InterpreterImpl::report(StringRef kind, const Twine &message,
                             Operation *op, const ThreadCtx *t) {
  failedRun = true;
  llvm::outs().flush();
  fflush(stdout);
  llvm::errs() << "kfusion-sim: error: " << kind << ": " << message;
  if (t)
    llvm::errs() << " [" << where(*t) << "]";
  llvm::errs() << "\n";
  if (op) {
    llvm::errs() << "  at " << op->getLoc() << ": '" << op->getName()
                 << "'\n";
  }
}

//===----------------------------------------------------------------------===//
// Instruction loop
//===----------------------------------------------------------------------===//

namespace {
/// Sizes, offsets and strides of a subview or reinterpret_cast: static
/// values from the op, dynamic ones from the operand slots in order.
struct MixedReader {
  const Slot *regs;
  const uint32_t *operandSlots; ///< slots of the op's operands
  unsigned next;                ///< next dynamic operand
  int64_t get(int64_t staticValue) {
    if (!ShapedType::isDynamic(staticValue))
      return staticValue;
    return regs[operandSlots[next++]].i;
  }
};
} // namespace

Stop InterpreterImpl::execute(ThreadCtx &t, uint64_t budget) {
  Frame *fr = &t.frames.back();
  const CompiledFunc *fn = fr->fn;
  const Inst *code = fn->code.data();
  const uint32_t *lists = fn->lists.data();
  Slot *R = t.regs.data() + fr->regBase;
  uint32_t pc = fr->pc;
  uint64_t executed = 0;
  // Kernel instructions without progress are counted from the last progress
  // of this call (`progressMark`); the host counts its progress events.
  uint64_t progressMark = 0;
  auto madeProgress = [&] {
    if (!t.block) {
      ++hostProgress;
      return;
    }
    stepsSinceProgress = 0;
    progressMark = executed;
  };
  // Output is progress of the host only: a kernel that prints while it
  // spins on a flag still spins.
  auto printed = [&] {
    if (!t.block)
      madeProgress();
  };
  auto account = [&] {
    if (t.block)
      stats.kernelOps += executed;
    else
      stats.hostOps += executed;
    totalSteps += executed;
    if (t.block)
      stepsSinceProgress += executed - progressMark;
    progressMark = executed;
  };
  auto reload = [&] {
    fr = &t.frames.back();
    fn = fr->fn;
    code = fn->code.data();
    lists = fn->lists.data();
    R = t.regs.data() + fr->regBase;
    pc = fr->pc;
  };
  auto fail = [&]() {
    fr->pc = pc;
    account();
    return Stop::Error;
  };
#define KF_INT(name, expr)                                                     \
  case Opcode::name: {                                                             \
    int64_t a = R[I.a].i, b = R[I.b].i;                                        \
    (void)a;                                                                   \
    (void)b;                                                                   \
    R[I.res].i = sext(int64_t(expr), I.w);                                     \
    ++pc;                                                                      \
    break;                                                                     \
  }
  // f32 operations compute in float; f16, bf16 and f64 ones in double, then
  // round to their type (`inFloat` for the f32 library functions that the GPU
  // lowering also calls for 16-bit floats).
#define KF_FLT(name, f32expr, expr)                                            \
  case Opcode::name: {                                                         \
    double a = R[I.a].f, b = R[I.b].f;                                         \
    (void)b;                                                                   \
    FloatKind kind = FloatKind(I.w);                                           \
    bool inFloat = kind != FloatKind::F64;                                     \
    (void)inFloat;                                                             \
    R[I.res].f = kind == FloatKind::F32 ? double(float(f32expr))               \
                                        : roundToFloat(expr, kind);            \
    ++pc;                                                                      \
    break;                                                                     \
  }
  for (;;) {
    if (executed >= budget && t.atomicDepth == 0) {
      fr->pc = pc;
      account();
      return Stop::Quantum;
    }
    const Inst &I = code[pc];
    ++executed;
    switch (I.op) {
    case Opcode::Const:
      R[I.res].i = I.imm;
      ++pc;
      break;
    case Opcode::Copy:
      R[I.res] = R[I.a];
      ++pc;
      break;
    case Opcode::ParCopy: {
      const uint32_t *pairs = lists + I.listBegin;
      unsigned n = I.listSize / 2;
      Slot tmp[32];
      std::vector<Slot> big;
      Slot *buf = tmp;
      if (n > 32) {
        big.resize(n);
        buf = big.data();
      }
      for (unsigned k = 0; k < n; ++k)
        buf[k] = R[pairs[2 * k]];
      for (unsigned k = 0; k < n; ++k)
        R[pairs[2 * k + 1]] = buf[k];
      ++pc;
      break;
    }
      KF_INT(AddI, uint64_t(a) + uint64_t(b))
      KF_INT(SubI, uint64_t(a) - uint64_t(b))
      KF_INT(MulI, uint64_t(a) * uint64_t(b))
      KF_INT(AndI, a & b)
      KF_INT(OrI, a | b)
      KF_INT(XOrI, a ^ b)
      KF_INT(MaxSI, std::max(a, b))
      KF_INT(MinSI, std::min(a, b))
      KF_INT(MaxUI, zext(a, I.w) >= zext(b, I.w) ? a : b)
      KF_INT(MinUI, zext(a, I.w) <= zext(b, I.w) ? a : b)
    case Opcode::DivSI:
    case Opcode::DivUI:
    case Opcode::RemSI:
    case Opcode::RemUI:
    case Opcode::CeilDivSI:
    case Opcode::CeilDivUI:
    case Opcode::FloorDivSI: {
      int64_t a = R[I.a].i, b = R[I.b].i;
      if (b == 0) {
        report("division by zero", "integer division by zero", I.origin, &t);
        return fail();
      }
      uint64_t ua = zext(a, I.w), ub = zext(b, I.w);
      int64_t r = 0;
      switch (I.op) {
      case Opcode::DivSI:
        r = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
        break;
      case Opcode::DivUI:
        r = int64_t(ua / ub);
        break;
      case Opcode::RemSI:
        r = (b == -1) ? 0 : a % b;
        break;
      case Opcode::RemUI:
        r = int64_t(ua % ub);
        break;
      case Opcode::CeilDivUI:
        r = int64_t(ua / ub + (ua % ub != 0));
        break;
      case Opcode::CeilDivSI: {
        int64_t q = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
        if (b != -1 && a % b != 0 && ((a < 0) == (b < 0)))
          ++q;
        r = q;
        break;
      }
      case Opcode::FloorDivSI: {
        int64_t q = (b == -1) ? int64_t(0 - uint64_t(a)) : a / b;
        if (b != -1 && a % b != 0 && ((a < 0) != (b < 0)))
          --q;
        r = q;
        break;
      }
      default:
        break;
      }
      R[I.res].i = sext(r, I.w);
      ++pc;
      break;
    }
    case Opcode::ShLI:
    case Opcode::ShRSI:
    case Opcode::ShRUI: {
      uint64_t amount = zext(R[I.b].i, I.w);
      int64_t a = R[I.a].i;
      int64_t r;
      if (amount >= I.w) {
        // Poison in MLIR; produce what the PTX shifts produce (clamped).
        r = I.op == Opcode::ShRSI ? (a < 0 ? -1 : 0) : 0;
      } else if (I.op == Opcode::ShLI) {
        r = int64_t(uint64_t(a) << amount);
      } else if (I.op == Opcode::ShRSI) {
        r = a >> amount;
      } else {
        r = int64_t(zext(a, I.w) >> amount);
      }
      R[I.res].i = sext(r, I.w);
      ++pc;
      break;
    }
    case Opcode::CmpI:
      R[I.res].i = cmpI(I.mode, R[I.a].i, R[I.b].i, I.w) ? -1 : 0;
      ++pc;
      break;
    case Opcode::ExtSI:
      R[I.res].i = R[I.a].i; // already sign-extended
      ++pc;
      break;
    case Opcode::ExtUI:
      R[I.res].i = sext(int64_t(zext(R[I.a].i, I.mode)), I.w);
      ++pc;
      break;
    case Opcode::TruncI:
      R[I.res].i = sext(R[I.a].i, I.w);
      ++pc;
      break;
    case Opcode::Select:
      R[I.res] = R[I.a].i ? R[I.b] : R[I.c];
      ++pc;
      break;
    case Opcode::AbsI:
      R[I.res].i = sext(R[I.a].i < 0 ? int64_t(0 - uint64_t(R[I.a].i))
                                     : R[I.a].i,
                        I.w);
      ++pc;
      break;
    case Opcode::CtPop:
      R[I.res].i = llvm::popcount(zext(R[I.a].i, I.w));
      ++pc;
      break;
    case Opcode::CountLZ: {
      uint64_t v = zext(R[I.a].i, I.w);
      R[I.res].i = v ? llvm::countl_zero(v) - (64 - I.w) : I.w;
      ++pc;
      break;
    }
      KF_FLT(AddF, float(a) + float(b), a + b)
      KF_FLT(SubF, float(a) - float(b), a - b)
      KF_FLT(MulF, float(a) * float(b), a * b)
      KF_FLT(DivF, float(a) / float(b), a / b)
      KF_FLT(RemF, std::fmod(float(a), float(b)), std::fmod(a, b))
      KF_FLT(NegF, -a, -a)
      KF_FLT(MaxNumF, std::fmax(a, b), std::fmax(a, b))
      KF_FLT(MinNumF, std::fmin(a, b), std::fmin(a, b))
      KF_FLT(MaximumF, (std::isnan(a) || std::isnan(b)) ? NAN : std::max(a, b),
             (std::isnan(a) || std::isnan(b)) ? NAN : std::max(a, b))
      KF_FLT(MinimumF, (std::isnan(a) || std::isnan(b)) ? NAN : std::min(a, b),
             (std::isnan(a) || std::isnan(b)) ? NAN : std::min(a, b))
      KF_FLT(CopySignF, std::copysign(a, b), std::copysign(a, b))
      KF_FLT(PowF, std::pow(float(a), float(b)),
             inFloat ? double(std::pow(float(a), float(b))) : std::pow(a, b))
      KF_FLT(Atan2F, std::atan2(float(a), float(b)),
             inFloat ? double(std::atan2(float(a), float(b)))
                     : std::atan2(a, b))
    case Opcode::CmpF:
      R[I.res].i = cmpF(I.mode, R[I.a].f, R[I.b].f) ? -1 : 0;
      ++pc;
      break;
    case Opcode::ExtF:
      R[I.res].f = R[I.a].f;
      ++pc;
      break;
    case Opcode::TruncF:
      R[I.res].f = roundToFloat(R[I.a].f, FloatKind(I.w));
      ++pc;
      break;
    case Opcode::SIToFP: {
      int64_t v = R[I.a].i;
      R[I.res].f = FloatKind(I.w) == FloatKind::F32
                       ? double(float(v))
                       : intToFloat(v < 0 ? 0 - uint64_t(v) : uint64_t(v),
                                    v < 0, FloatKind(I.w));
      ++pc;
      break;
    }
    case Opcode::UIToFP:
      R[I.res].f = intToFloat(zext(R[I.a].i, I.mode), false, FloatKind(I.w));
      ++pc;
      break;
    case Opcode::FPToSI: {
      double v = R[I.a].f;
      R[I.res].i = std::isnan(v) ? 0 : sext(int64_t(v), I.w);
      ++pc;
      break;
    }
    case Opcode::FPToUI: {
      double v = R[I.a].f;
      R[I.res].i = (std::isnan(v) || v < 0) ? 0 : sext(int64_t(uint64_t(v)), I.w);
      ++pc;
      break;
    }
    case Opcode::BitcastIToF:
      switch (FloatKind(I.w)) {
      case FloatKind::F16:
        R[I.res].f = fromF16Bits(uint16_t(R[I.a].i));
        break;
      case FloatKind::BF16:
        R[I.res].f = fromBF16Bits(uint16_t(R[I.a].i));
        break;
      case FloatKind::F32:
        R[I.res].f = llvm::bit_cast<float>(uint32_t(R[I.a].i));
        break;
      case FloatKind::F64:
        R[I.res].f = llvm::bit_cast<double>(R[I.a].i);
        break;
      }
      ++pc;
      break;
    case Opcode::BitcastFToI:
      // mode: the operand's FloatKind; the bits sign-extended, as integers
      // are kept.
      switch (FloatKind(I.mode)) {
      case FloatKind::F16:
        R[I.res].i = int16_t(toF16Bits(R[I.a].f));
        break;
      case FloatKind::BF16:
        R[I.res].i = int16_t(toBF16Bits(R[I.a].f));
        break;
      case FloatKind::F32:
        R[I.res].i = llvm::bit_cast<int32_t>(float(R[I.a].f));
        break;
      case FloatKind::F64:
        R[I.res].i = llvm::bit_cast<int64_t>(R[I.a].f);
        break;
      }
      ++pc;
      break;
    case Opcode::Math1: {
      FloatKind kind = FloatKind(I.w);
      R[I.res].f = roundToFloat(
          math1(MathFn(I.mode), R[I.a].f, kind != FloatKind::F64), kind);
      ++pc;
      break;
    }
    case Opcode::FmaF:
      switch (FloatKind(I.w)) {
      case FloatKind::F16:
      case FloatKind::BF16:
        R[I.res].f = fma16(R[I.a].f, R[I.b].f, R[I.c].f, FloatKind(I.w));
        break;
      case FloatKind::F32:
        R[I.res].f = double(
            std::fmaf(float(R[I.a].f), float(R[I.b].f), float(R[I.c].f)));
        break;
      case FloatKind::F64:
        R[I.res].f = std::fma(R[I.a].f, R[I.b].f, R[I.c].f);
        break;
      }
      ++pc;
      break;
    case Opcode::Jump:
      pc = uint32_t(I.imm);
      break;
    case Opcode::CondJump:
      pc = R[I.a].i ? uint32_t(I.imm) : I.b;
      break;
    case Opcode::CheckStep: {
      int64_t step = R[I.a].i;
      bool isUnsigned = I.flags & 1;
      if (isUnsigned ? zext(step, I.w) == 0 : step <= 0) {
        report("bad loop step",
               "scf.for step is " +
                   (isUnsigned ? Twine(zext(step, I.w)) : Twine(step)) +
                   "; it must be positive (the loop would never end)",
               I.origin, &t);
        return fail();
      }
      ++pc;
      break;
    }
    case Opcode::Call: {
      const CompiledFunc *callee = &program.funcs[I.imm];
      uint32_t base = t.regs.size();
      fr->pc = pc;
      // Arguments are read before the register file may move.
      SmallVector<Slot, 8> args;
      for (unsigned k = 0; k < I.b; ++k)
        args.push_back(R[lists[I.listBegin + k]]);
      if (t.frames.size() > 4096) {
        report("stack overflow", "call depth above 4096", I.origin, &t);
        return fail();
      }
      t.regs.resize(base + callee->numSlots);
      t.frames.push_back({callee, 0, base, pc});
      for (unsigned k = 0; k < I.b; ++k)
        t.regs[base + callee->argSlots[k]] = args[k];
      reload();
      break;
    }
    case Opcode::Return: {
      SmallVector<Slot, 4> values;
      for (unsigned k = 0; k < I.listSize; ++k)
        values.push_back(R[lists[I.listBegin + k]]);
      uint32_t callInst = fr->callInst;
      uint32_t base = fr->regBase;
      if (callInst == ~0u) {
        t.regs.resize(base);
        t.syncValue.i = 0;
        lastReturn.assign(values.begin(), values.end());
        t.frames.pop_back();
        account();
        return Stop::Returned;
      }
      t.frames.pop_back();
      t.regs.resize(base);
      reload();
      const Inst &call = code[callInst];
      for (unsigned k = 0; k < values.size(); ++k)
        R[lists[call.listBegin + call.b + k]] = values[k];
      pc = callInst + 1;
      break;
    }
    case Opcode::CallExternal:
      if (!callExternal(t, I, R, lists + I.listBegin))
        return fail();
      printed();
      ++pc;
      break;
    case Opcode::Load: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, false, I);
      if (!p)
        return fail();
      loadElem(p, Elem(I.w), R[I.res]);
      ++pc;
      break;
    }
    case Opcode::Store: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      storeElem(p, Elem(I.w), R[I.b]);
      madeProgress();
      ++pc;
      break;
    }
    case Opcode::AtomicRMW: {
      auto *d = static_cast<const MemRefDesc *>(R[I.b].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      Slot old{};
      loadElem(p, Elem(I.w), old);
      Elem e = Elem(I.w);
      std::optional<FloatKind> floatKind = floatKindOf(e);
      Slot updated =
          reduceValues(ReduceKind(I.mode), old, R[I.a],
                       floatKind ? unsigned(*floatKind) : elemWidth(e));
      storeElem(p, e, updated);
      Slot check{};
      loadElem(p, e, check);
      if (check.i != old.i)
        madeProgress();
      R[I.res] = old;
      ++pc;
      break;
    }
    case Opcode::AtomicBegin: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      loadElem(p, Elem(I.w), R[I.res]);
      ++t.atomicDepth;
      ++pc;
      break;
    }
    case Opcode::AtomicEnd: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      uint8_t *p = address(t, d, R, lists + I.listBegin, I.listSize, true, I);
      if (!p)
        return fail();
      Slot old{};
      loadElem(p, Elem(I.w), old);
      storeElem(p, Elem(I.w), R[I.b]);
      Slot check{};
      loadElem(p, Elem(I.w), check);
      if (check.i != old.i)
        madeProgress();
      --t.atomicDepth;
      ++pc;
      break;
    }
    case Opcode::Alloc:
    case Opcode::Alloca: {
      SmallVector<int64_t, 4> sizes;
      for (unsigned k = 0; k < I.listSize; ++k)
        sizes.push_back(R[lists[I.listBegin + k]].i);
      Space space = t.block ? Space::Private : Space::Host;
      std::string name = (I.op == Opcode::Alloc ? "memref.alloc" : "memref.alloca");
      MemRefDesc *d =
          allocate(fn->types[I.imm], sizes, space, name, I.origin, &t,
                   t.block ? &t.block->ownedBuffers : nullptr);
      if (!d)
        return fail();
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::Dealloc: {
      auto *d = static_cast<MemRefDesc *>(R[I.a].p);
      if (d->buf->freed) {
        report("double free", "deallocation of " + d->buf->name +
                                  ", which was already deallocated",
               I.origin, &t);
        return fail();
      }
      d->buf->freed = true;
      ++pc;
      break;
    }
    case Opcode::SubView: {
      auto op = cast<memref::SubViewOp>(I.origin);
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      const uint32_t *operands = lists + I.listBegin;
      MixedReader reader{R, operands, 1};
      MemRefDesc *d = newDesc();
      *d = *src;
      unsigned rank = src->rank;
      int64_t offsets[kMaxRank], sizes[kMaxRank], strides[kMaxRank];
      for (unsigned k = 0; k < rank; ++k)
        offsets[k] = reader.get(op.getStaticOffsets()[k]);
      for (unsigned k = 0; k < rank; ++k)
        sizes[k] = reader.get(op.getStaticSizes()[k]);
      for (unsigned k = 0; k < rank; ++k)
        strides[k] = reader.get(op.getStaticStrides()[k]);
      llvm::SmallBitVector dropped = op.getDroppedDims();
      d->offset = src->offset;
      unsigned out = 0;
      for (unsigned k = 0; k < rank; ++k) {
        if (sizes[k] > 0 &&
            (offsets[k] < 0 ||
             offsets[k] + (sizes[k] - 1) * strides[k] >= src->sizes[k])) {
          report("out-of-bounds",
                 "subview dimension " + Twine(k) + " covers [" +
                     Twine(offsets[k]) + ", " +
                     Twine(offsets[k] + (sizes[k] - 1) * strides[k]) +
                     "] of a size of " + Twine(src->sizes[k]),
                 I.origin, &t);
          return fail();
        }
        d->offset += offsets[k] * src->strides[k];
        if (dropped.test(k))
          continue;
        d->sizes[out] = sizes[k];
        d->strides[out] = src->strides[k] * strides[k];
        ++out;
      }
      d->rank = out;
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::ReinterpretCast: {
      auto op = cast<memref::ReinterpretCastOp>(I.origin);
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      MixedReader reader{R, lists + I.listBegin, 1};
      MemRefDesc *d = newDesc();
      *d = *src;
      d->offset = reader.get(op.getStaticOffsets()[0]);
      d->rank = op.getType().getRank();
      for (unsigned k = 0; k < d->rank; ++k)
        d->sizes[k] = reader.get(op.getStaticSizes()[k]);
      for (unsigned k = 0; k < d->rank; ++k)
        d->strides[k] = reader.get(op.getStaticStrides()[k]);
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::View: {
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      auto type = cast<MemRefType>(fn->types[I.imm]);
      int64_t shift = R[I.b].i;
      unsigned bytes = elemBytes(Elem(I.w));
      int64_t start = src->offset + shift;
      if (start % bytes) {
        report("misaligned view",
               "memref.view at byte " + Twine(start) +
                   ", not a multiple of the element size " + Twine(bytes),
               I.origin, &t);
        return fail();
      }
      MemRefDesc *d = newDesc();
      d->buf = src->buf;
      d->elem = Elem(I.w);
      d->rank = type.getRank();
      d->offset = start / bytes;
      unsigned dyn = 0;
      for (unsigned k = 0; k < d->rank; ++k)
        d->sizes[k] = type.isDynamicDim(k) ? R[lists[I.listBegin + dyn++]].i
                                           : type.getDimSize(k);
      int64_t stride = 1;
      for (int k = int(d->rank) - 1; k >= 0; --k) {
        d->strides[k] = stride;
        stride *= d->sizes[k];
      }
      if (size_t((d->offset + stride) * bytes) > d->buf->data.size()) {
        report("out-of-bounds",
               "memref.view of " + Twine(stride * bytes) + " bytes at byte " +
                   Twine(start) + " exceeds the " +
                   Twine(d->buf->data.size()) + " bytes of " + d->buf->name,
               I.origin, &t);
        return fail();
      }
      R[I.res].p = d;
      ++pc;
      break;
    }
    case Opcode::CastMemRef:
      R[I.res] = R[I.a];
      ++pc;
      break;
    case Opcode::Dim: {
      auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
      int64_t k = R[I.b].i;
      if (k < 0 || k >= int64_t(d->rank)) {
        report("out-of-bounds", "memref.dim of dimension " + Twine(k),
               I.origin, &t);
        return fail();
      }
      R[I.res].i = d->sizes[k];
      ++pc;
      break;
    }
    case Opcode::AsyncCopy:
      if (!issueAsyncCopy(t, I, R, lists + I.listBegin))
        return fail();
      ++pc;
      break;
    case Opcode::AsyncCommit:
      // A group even when empty: waits count the groups, not the copies.
      ++t.asyncGroups;
      for (PendingCopy &copy : t.asyncCopies)
        if (copy.group == 0)
          copy.group = t.asyncGroups;
      if (I.res != kNoSlot)
        R[I.res].i = t.asyncGroups;
      ++pc;
      break;
    case Opcode::AsyncWait:
      if (!completeAsyncCopies(t, uint64_t(I.imm)))
        return fail();
      madeProgress();
      ++pc;
      break;
    case Opcode::MemCopy: {
      auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
      auto *dst = static_cast<const MemRefDesc *>(R[I.b].p);
      if (!copyElements(t, *dst, *src, I))
        return fail();
      madeProgress();
      ++pc;
      break;
    }
    case Opcode::GetGlobal:
      R[I.res].p = global(fn->strings[I.imm], I.origin, &t);
      if (!R[I.res].p)
        return fail();
      ++pc;
      break;
    case Opcode::GpuId: {
      BlockCtx &b = *t.block;
      LaunchCtx &l = *b.launch;
      unsigned dim = I.b;
      int64_t v = 0;
      switch (GpuIdKind(I.mode)) {
      case GpuIdKind::ThreadId:
        v = t.tid[dim];
        break;
      case GpuIdKind::BlockId:
        v = b.bid[dim];
        break;
      case GpuIdKind::BlockDim:
        v = l.block[dim];
        break;
      case GpuIdKind::GridDim:
        v = l.grid[dim];
        break;
      case GpuIdKind::GlobalId:
        v = int64_t(b.bid[dim]) * l.block[dim] + t.tid[dim];
        break;
      case GpuIdKind::LaneId:
        v = t.linear % kWarpSize;
        break;
      case GpuIdKind::SubgroupId:
        v = t.linear / kWarpSize;
        break;
      case GpuIdKind::NumSubgroups:
        v = (b.threads.size() + kWarpSize - 1) / kWarpSize;
        break;
      case GpuIdKind::SubgroupSize:
        v = kWarpSize;
        break;
      }
      R[I.res].i = v;
      ++pc;
      break;
    }
    case Opcode::Barrier:
    case Opcode::BarrierDyn:
    case Opcode::Shuffle:
    case Opcode::SubgroupReduce:
    case Opcode::AllReduce:
      if (t.atomicDepth) {
        report("sync in atomic region",
               "a barrier or warp operation inside memref.generic_atomic_rmw",
               I.origin, &t);
        return fail();
      }
      fr->pc = pc;
      t.state = ThreadState::AtSync;
      account();
      if ((I.op == Opcode::Barrier || I.op == Opcode::BarrierDyn) &&
          !barrierArrive(t, I))
        return Stop::Error;
      return Stop::Sync;
    case Opcode::DynSharedMem:
      R[I.res].p = t.block->dynamicShared;
      ++pc;
      break;
    case Opcode::Printf:
      printGpu(t, I, R, lists + I.listBegin, fn->strings);
      printed();
      ++pc;
      break;
    case Opcode::VectorPrint: {
      fflush(stdout);
      if (I.mode == 4) {
        printString(fn->strings[I.b].c_str());
      } else if (I.mode == 2) {
        // f32 or f64 (the compiler refuses 16-bit floats: upstream prints
        // them with printF16 / printBF16, which the runtime lacks).
        if (FloatKind(I.w) == FloatKind::F32)
          printF32(float(R[I.a].f));
        else
          printF64(R[I.a].f);
      } else if (I.mode == 1) {
        printU64(uint64_t(R[I.a].i));
      } else if (I.mode == 3) {
        printI64(R[I.a].i & 1);
      } else {
        printI64(R[I.a].i);
      }
      // A string prints as it is; a value is followed by its punctuation.
      switch (I.mode == 4 ? 0 : I.flags) {
      case 1:
        printNewline();
        break;
      case 2:
        printComma();
        break;
      case 3:
        printOpen();
        break;
      case 4:
        printClose();
        break;
      default:
        break;
      }
      fflush(stdout);
      printed();
      ++pc;
      break;
    }
    case Opcode::KernelReturn:
      fr->pc = pc;
      account();
      t.state = ThreadState::Exited;
      if (!threadExit(t, I))
        return Stop::Error;
      return Stop::Exited;
    case Opcode::GpuAlloc:
    case Opcode::GpuDealloc:
    case Opcode::GpuMemcpy:
    case Opcode::GpuMemset:
    case Opcode::GpuLaunch:
    case Opcode::GpuWait:
    case Opcode::GpuWaitAsync:
      fr->pc = pc;
      if (!hostInstruction(t, I, R, lists + I.listBegin))
        return fail();
      madeProgress();
      // The register file of the host does not move during device work.
      ++pc;
      break;
    case Opcode::Unreachable:
      report("unreachable", "control reached the end of a function body",
             I.origin, &t);
      return fail();
    }
  }
#undef KF_INT
#undef KF_FLT
}

