//===- FastGelu.cpp - the tanh-form GELU as x * sigmoid(2u) ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-fast-gelu (Passes.td): in kernel code, the product
//
//   x * 0.5 * (1 + tanh(u))          (the factors in any order and grouping)
//
// which front ends emit for GELU's tanh form (torch's gelu(approximate=
// "tanh"), GPT-2's NewGELU, u = sqrt(2/pi) (x + 0.044715 x^3)) becomes the
// same function written without the cancellation of 1 + tanh(u) near -1:
//
//   0.5 (1 + tanh(u)) = 1 / (1 + exp(-2u))
//   x * 0.5 * (1 + tanh(u)) = x * rcp(1 + exp2(u * (-2 log2 e)))
//
// in f32 (16-bit values widened first, the product rounded back), the exp2
// and the reciprocal `afn` (PTX ex2.approx and rcp.approx): 5 instructions
// where libdevice's tanhf and the product took about 20. Where u is a
// product by a constant used only here, that constant absorbs -2 log2 e.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

#include <optional>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONFASTGELUPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {

/// The value of a scalar float constant as its type holds it: an
/// arith.constant, or one widened or narrowed by arith.extf / arith.truncf
/// (torch-mlir writes the f16 GELU's constants as truncf of f64 ones: the
/// value is then the f16 one).
std::optional<double> constantOf(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (isa<arith::TruncFOp, arith::ExtFOp>(def)) {
    std::optional<double> c = constantOf(def->getOperand(0));
    auto type = dyn_cast<FloatType>(v.getType());
    if (!c || !type)
      return std::nullopt;
    APFloat value(*c);
    bool lost = false;
    value.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &lost);
    return value.convertToDouble();
  }
  FloatAttr attr;
  if (matchPattern(v, m_Constant(&attr)))
    return attr.getValueAsDouble();
  return std::nullopt;
}

bool isConstant(Value v, double c) {
  std::optional<double> k = constantOf(v);
  return k && *k == c;
}

/// The operand of the binary op `op` other than `v` (v's first occurrence).
Value otherOperand(Operation *op, Value v) {
  return op->getOperand(0) == v ? op->getOperand(1) : op->getOperand(0);
}

/// The only user of `v`, where it has exactly one use and that user is OpTy.
template <typename OpTy> OpTy singleUser(Value v) {
  if (!v.hasOneUse())
    return nullptr;
  return dyn_cast<OpTy>(*v.getUsers().begin());
}

/// x * c for a constant c (either order); returns x.
Value factorOf(Value v, double c) {
  auto mul = v.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return nullptr;
  if (isConstant(mul.getRhs(), c))
    return mul.getLhs();
  if (isConstant(mul.getLhs(), c))
    return mul.getRhs();
  return nullptr;
}

/// One match: `product` = x * 0.5 * (1 + tanh(u)).
struct GeluMatch {
  math::TanhOp tanh;
  Operation *product;
  Value x;
  /// The ops from the product back to the tanh, outermost first (and x * 0.5
  /// where it is a factor of its own).
  SmallVector<Operation *, 4> chain;
};

/// The product around `tanh`, if its value reaches one only through
/// 1 + tanh(u) and two multiplications whose other factors are x and 0.5
/// (x * 0.5 taken apart may have other users; the sum and an inner product
/// of the sum may not).
std::optional<GeluMatch> matchGelu(math::TanhOp tanh) {
  auto sum = singleUser<arith::AddFOp>(tanh.getResult());
  if (!sum || !isConstant(otherOperand(sum, tanh.getResult()), 1.0))
    return std::nullopt;
  auto inner = singleUser<arith::MulFOp>(sum.getResult());
  if (!inner)
    return std::nullopt;
  Value other = otherOperand(inner, sum.getResult());
  // (x * 0.5) * (1 + tanh(u))
  if (Value x = factorOf(other, 0.5))
    return GeluMatch{tanh, inner, x, {inner, sum, tanh, other.getDefiningOp()}};
  auto outer = singleUser<arith::MulFOp>(inner.getResult());
  if (!outer)
    return std::nullopt;
  Value last = otherOperand(outer, inner.getResult());
  // ((1 + tanh(u)) * x) * 0.5
  if (isConstant(last, 0.5))
    return GeluMatch{tanh, outer, other, {outer, inner, sum, tanh}};
  // ((1 + tanh(u)) * 0.5) * x
  if (isConstant(other, 0.5))
    return GeluMatch{tanh, outer, last, {outer, inner, sum, tanh}};
  return std::nullopt;
}

bool isGeluType(Type type) {
  return type.isF16() || type.isBF16() || type.isF32();
}

Value widenToF32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isF32())
    return v;
  return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
}

void eraseGeluOpIfDead(Operation *op) {
  if (op && op->use_empty())
    op->erase();
}

void rewriteGelu(GeluMatch m) {
  OpBuilder b(m.product);
  Location loc = m.product->getLoc();
  Type type = m.tanh.getType();
  Value u = m.tanh.getOperand();
  constexpr double kMinusTwoLog2E = -2.0 * 1.4426950408889634;
  // z = u * (-2 log2 e); with u = s * k (k constant, u used only by the
  // tanh) z = s * (k * -2 log2 e), one multiplication.
  Value s = u;
  double scale = kMinusTwoLog2E;
  if (auto mul = u.getDefiningOp<arith::MulFOp>(); mul && u.hasOneUse()) {
    for (int i = 0; i < 2; ++i) {
      if (std::optional<double> k = constantOf(mul->getOperand(i))) {
        s = mul->getOperand(1 - i);
        scale *= *k;
        break;
      }
    }
  }
  Value z = arith::MulFOp::create(
      b, loc, widenToF32(b, loc, s),
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(scale)));
  Value e = math::Exp2Op::create(b, loc, z, arith::FastMathFlags::afn);
  Value one = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(1.0));
  Value sigmoid =
      arith::DivFOp::create(b, loc, one, arith::AddFOp::create(b, loc, e, one),
                            arith::FastMathFlags::afn);
  Value r = arith::MulFOp::create(b, loc, widenToF32(b, loc, m.x), sigmoid);
  if (!type.isF32())
    r = arith::TruncFOp::create(b, loc, type, r);
  m.product->getResult(0).replaceAllUsesWith(r);
  // The product, its inner product, the sum and the tanh (and u's
  // multiplication where only the tanh used it), now unused.
  Operation *uDef = u.getDefiningOp();
  for (Operation *op : m.chain)
    eraseGeluOpIfDead(op); // x * 0.5 last: it may have other users
  if (isa_and_nonnull<arith::MulFOp>(uDef))
    eraseGeluOpIfDead(uDef);
}

struct KFusionFastGeluPass
    : public kfusion::impl::KFusionFastGeluPassBase<KFusionFastGeluPass> {
  void runOnOperation() override {
    SmallVector<GeluMatch> matches;
    getOperation()->walk([&](math::TanhOp tanh) {
      // Kernel code only: in gpu.modules and gpu.launch bodies.
      if (!isGeluType(tanh.getType()) ||
          !(tanh->getParentOfType<gpu::GPUModuleOp>() ||
            tanh->getParentOfType<gpu::LaunchOp>()))
        return;
      if (std::optional<GeluMatch> m = matchGelu(tanh))
        matches.push_back(*m);
    });
    for (GeluMatch &m : matches)
      rewriteGelu(m);
  }
};

} // namespace
