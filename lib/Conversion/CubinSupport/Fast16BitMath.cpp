//===- Fast16BitMath.cpp - exp, tanh, erf of 16-bit floats ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-fast-16bit-math (Passes.td): a scalar math.exp / math.tanh /
// math.erf of an f16 or bf16 value becomes f32 arithmetic accurate to about
// 1e-6 (far below the 16-bit rounding) and a rounding back, instead of
// libdevice's exactly rounded f32 functions (11, 17 and 28 instructions):
//
//   exp(x)  = exp_afn(x)                          (ex2.approx of x log2 e)
//   tanh(x) = |x| < 0.01 ? x : 1 - 2 / (exp_afn(2x) + 1)   (rcp.approx)
//   erf(x)  = |x| < 0.1 ? (2/sqrt(pi)) (x - x^3/3)
//                       : sign(x) (1 - (a1 t + ... + a5 t^5) exp_afn(-x^2)),
//             t = 1 / (1 + p |x|)   (Abramowitz and Stegun 7.1.26)
//
// and a division of 16-bit values becomes an afn division of the widened
// values (div.approx.f32, 2 units of f32 error; the IEEE division is about
// ten instructions). The same formulas serve f32 math whose every use ends in
// a rounding to f16 or bf16 (through f32 arithmetic only: torch computes a
// 16-bit SiLU as x / (1 + exp(-x)) in f32 and rounds the product), and an f32
// division of a constant by such a value becomes the constant times
// rcp.approx (exact to a unit over the whole range).
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONFAST16BITMATHPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {

/// f32 arithmetic at one place, with `afn` where it is asked for.
struct F32Builder {
  OpBuilder &b;
  Location loc;
  Type f32;

  Value cst(double v) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  /// x y + z (one FMA after LLVM's contraction, or two instructions).
  Value fma(Value x, Value y, Value z) {
    return math::FmaOp::create(b, loc, x, y, z);
  }
  /// 1 / x by rcp.approx (afn).
  Value reciprocal(Value x) {
    return arith::DivFOp::create(b, loc, cst(1.0), x,
                                 arith::FastMathFlags::afn);
  }
  /// exp(x) by ex2.approx (afn).
  Value exp(Value x) {
    return math::ExpOp::create(b, loc, x, arith::FastMathFlags::afn);
  }
  Value abs(Value x) { return math::AbsFOp::create(b, loc, x); }
  Value less(Value x, double v) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, cst(v));
  }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
};

Value fastExp(F32Builder &f, Value x) { return f.exp(x); }

Value fastTanh(F32Builder &f, Value x) {
  Value e = f.exp(f.add(x, x));
  Value t = f.fma(f.cst(-2.0), f.reciprocal(f.add(e, f.cst(1.0))), f.cst(1.0));
  return f.select(f.less(f.abs(x), 0.01), x, t);
}

Value fastErf(F32Builder &f, Value x) {
  // Abramowitz and Stegun 7.1.26: |error| < 1.5e-7.
  Value a = f.abs(x);
  Value t = f.reciprocal(f.fma(f.cst(0.3275911), a, f.cst(1.0)));
  Value p = f.cst(1.061405429);
  for (double c : {-1.453152027, 1.421413741, -0.284496736, 0.254829592})
    p = f.fma(p, t, f.cst(c));
  p = f.mul(p, t);
  Value e = f.exp(f.mul(f.sub(f.cst(0.0), a), a));
  Value y = f.fma(f.sub(f.cst(0.0), p), e, f.cst(1.0));
  y = math::CopySignOp::create(f.b, f.loc, y, x);
  // Near 0 the difference above cancels: the series' first two terms
  // (relative error x^4 / 10 < 1e-5 below 0.1).
  Value small = f.mul(x, f.fma(f.mul(x, x), f.cst(-0.37612638903183752),
                               f.cst(1.1283791670955126)));
  return f.select(f.less(a, 0.1), small, y);
}

/// Rewrites `op` (one operand, one result, f16 or bf16) by `compute` in f32.
template <typename OpTy>
void rewrite(OpTy op, Value (*compute)(F32Builder &, Value)) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type type = op.getType();
  F32Builder f{b, loc, b.getF32Type()};
  Value r = op.getOperand();
  if (!type.isF32())
    r = arith::ExtFOp::create(b, loc, f.f32, r);
  r = compute(f, r);
  if (!type.isF32())
    r = arith::TruncFOp::create(b, loc, type, r);
  op.replaceAllUsesWith(r);
  op.erase();
}

bool isScalar16(Type type) { return type.isF16() || type.isBF16(); }

/// Whether every use of the f32 value `v` ends in a rounding to f16 or bf16,
/// through f32 arithmetic only (elementwise ops, the math functions this pass
/// computes, a select's chosen values): no comparison, store, loop-carried
/// value, call or conversion to another type. `memo` holds the values decided
/// (false while one is being decided, so that a cycle says no).
bool roundedTo16Bits(Value v, DenseMap<Value, bool> &memo, unsigned depth = 0) {
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  if (depth > 16 || v.use_empty())
    return false;
  memo[v] = false;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (auto trunc = dyn_cast<arith::TruncFOp>(user)) {
      if (isScalar16(trunc.getType()))
        continue;
      return false;
    }
    bool passes = isa<arith::AddFOp, arith::SubFOp, arith::MulFOp,
                      arith::DivFOp, arith::NegFOp, math::FmaOp, math::AbsFOp,
                      math::ExpOp, math::TanhOp, math::ErfOp>(user) ||
                  (isa<arith::SelectOp>(user) && use.getOperandNumber() != 0);
    if (!passes || user->getNumResults() != 1 ||
        !user->getResult(0).getType().isF32() ||
        !roundedTo16Bits(user->getResult(0), memo, depth + 1))
      return false;
  }
  memo[v] = true;
  return true;
}

bool hasAfn(Operation *op) {
  auto fm = dyn_cast<arith::ArithFastMathInterface>(op);
  return fm && bitEnumContainsAll(fm.getFastMathFlagsAttr().getValue(),
                                  arith::FastMathFlags::afn);
}

/// a / b of 16-bit values: the widened values' afn division, rounded back.
void rewriteDivision16(arith::DivFOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type f32 = b.getF32Type();
  Value lhs = arith::ExtFOp::create(b, loc, f32, op.getLhs());
  Value rhs = arith::ExtFOp::create(b, loc, f32, op.getRhs());
  Value q = arith::DivFOp::create(b, loc, lhs, rhs, arith::FastMathFlags::afn);
  op.replaceAllUsesWith(
      arith::TruncFOp::create(b, loc, op.getType(), q).getResult());
  op.erase();
}

/// c / b in f32 bound for a 16-bit rounding (c constant): c * rcp.approx(b).
void rewriteReciprocal32(arith::DivFOp op, double c) {
  OpBuilder b(op);
  F32Builder f{b, op.getLoc(), b.getF32Type()};
  Value r = f.reciprocal(op.getRhs());
  if (c != 1.0)
    r = f.mul(f.cst(c), r);
  op.replaceAllUsesWith(r);
  op.erase();
}

struct KFusionFast16BitMathPass
    : public kfusion::impl::KFusionFast16BitMathPassBase<
          KFusionFast16BitMathPass> {
  void runOnOperation() override {
    // Decided first, rewritten after: a rewrite replaces a value whose uses
    // stay what they were.
    SmallVector<Operation *> ops;
    DenseMap<Value, bool> memo;
    getOperation()->walk([&](Operation *op) {
      // Kernel code only: in gpu.modules and gpu.launch bodies.
      if (op->getNumResults() != 1 ||
          !(op->getParentOfType<gpu::GPUModuleOp>() ||
            op->getParentOfType<gpu::LaunchOp>()))
        return;
      Type type = op->getResult(0).getType();
      bool bound = type.isF32() && roundedTo16Bits(op->getResult(0), memo);
      if (isa<math::ExpOp, math::TanhOp, math::ErfOp>(op) && !hasAfn(op) &&
          (isScalar16(type) || bound))
        ops.push_back(op);
      if (auto div = dyn_cast<arith::DivFOp>(op);
          div && !hasAfn(op) &&
          (isScalar16(type) ||
           (bound && matchPattern(div.getLhs(), m_Constant()))))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (auto exp = dyn_cast<math::ExpOp>(op))
        rewrite(exp, fastExp);
      else if (auto tanh = dyn_cast<math::TanhOp>(op))
        rewrite(tanh, fastTanh);
      else if (auto erf = dyn_cast<math::ErfOp>(op))
        rewrite(erf, fastErf);
      else if (auto div = cast<arith::DivFOp>(op); isScalar16(div.getType()))
        rewriteDivision16(div);
      else {
        FloatAttr c;
        matchPattern(div.getLhs(), m_Constant(&c));
        rewriteReciprocal32(div, c.getValueAsDouble());
      }
    }
  }
};

} // namespace
