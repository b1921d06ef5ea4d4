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
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"

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
  Value x = arith::ExtFOp::create(b, loc, f.f32, op.getOperand());
  Value r = arith::TruncFOp::create(b, loc, type, compute(f, x));
  op.replaceAllUsesWith(r);
  op.erase();
}

bool isScalar16(Type type) { return type.isF16() || type.isBF16(); }

struct KFusionFast16BitMathPass
    : public kfusion::impl::KFusionFast16BitMathPassBase<
          KFusionFast16BitMathPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      // Kernel code only: in gpu.modules and gpu.launch bodies.
      if (isa<math::ExpOp, math::TanhOp, math::ErfOp>(op) &&
          isScalar16(op->getResult(0).getType()) &&
          (op->getParentOfType<gpu::GPUModuleOp>() ||
           op->getParentOfType<gpu::LaunchOp>()))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (auto exp = dyn_cast<math::ExpOp>(op))
        rewrite(exp, fastExp);
      else if (auto tanh = dyn_cast<math::TanhOp>(op))
        rewrite(tanh, fastTanh);
      else
        rewrite(cast<math::ErfOp>(op), fastErf);
    }
  }
};

} // namespace
