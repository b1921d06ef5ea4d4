//===- OperationCost.cpp - What one operation costs a thread -------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The per-operation costs the roofline (KernelRoofline.cpp) adds up: issue
// cycles by instruction class, tensor-core operations, and a warpgroup MMA's
// shared-memory reads.
//
//===----------------------------------------------------------------------===//

#include "OperationCost.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::roofline;

std::pair<unsigned, int64_t>
mlir::kfusion::roofline::widthOf(Type type, unsigned indexBits) {
  int64_t lanes = 1;
  if (auto vector = dyn_cast<VectorType>(type)) {
    lanes = vector.getNumElements();
    type = vector.getElementType();
  }
  if (type.isIndex())
    return {indexBits, lanes};
  if (type.isIntOrFloat())
    return {type.getIntOrFloatBitWidth(), lanes};
  return {32, lanes};
}

double mlir::kfusion::roofline::tensorFlopsPerThread(Operation *op) {
  if (auto wgmma = dyn_cast<NVVM::WgmmaMmaAsyncOp>(op)) {
    NVVM::MMAShapeAttr shape = wgmma.getShape();
    return 2.0 * shape.getM() * shape.getN() * shape.getK() / 128.0;
  }
  if (auto mma = dyn_cast<NVVM::MmaOp>(op)) {
    NVVM::MMAShapeAttr shape = mma.getShape();
    return 2.0 * shape.getM() * shape.getN() * shape.getK() / 32.0;
  }
  return 0;
}

double mlir::kfusion::roofline::sharedWavefrontsPerThread(Operation *op) {
  auto wgmma = dyn_cast<NVVM::WgmmaMmaAsyncOp>(op);
  if (!wgmma)
    return 0;
  NVVM::MMAShapeAttr shape = wgmma.getShape();
  return double(shape.getM() + shape.getN()) * 32.0 / 128.0 / 128.0;
}

/// Whether `value` is a shift that only feeds a rotate.
static bool isRotateHalf(Operation *op) {
  if (!isa<arith::ShLIOp, arith::ShRUIOp>(op) || !op->hasOneUse())
    return false;
  Operation *user = *op->getUsers().begin();
  if (!isa<arith::OrIOp, arith::XOrIOp, arith::AddIOp>(user))
    return false;
  Operation *lhs = user->getOperand(0).getDefiningOp();
  Operation *rhs = user->getOperand(1).getDefiningOp();
  return lhs && rhs && isa<arith::ShLIOp, arith::ShRUIOp>(lhs) &&
         isa<arith::ShLIOp, arith::ShRUIOp>(rhs) &&
         lhs->getName() != rhs->getName() &&
         lhs->getOperand(0) == rhs->getOperand(0);
}

/// Whether `value` is a floating-point constant (or splat) of magnitude 2^k:
/// a division by it is a multiplication by its exact reciprocal, which LLVM
/// emits (an attention's 1/sqrt(64) scale).
static bool isPowerOfTwoConstant(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return false;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  auto number = dyn_cast<FloatAttr>(attr);
  if (!number)
    return false;
  APFloat magnitude = abs(number.getValue());
  if (!magnitude.isNormal())
    return false;
  return magnitude.getExactInverse(nullptr);
}

/// Whether `value` is an i1 whose value LLVM knows: a constant, an unsigned
/// comparison with 0 that always holds or never does (x >= 0, x < 0: the
/// bounds checks of a generated index), or the and / or of such with
/// anything, up to `depth` levels.
static bool isKnownCondition(Value value, unsigned depth = 2) {
  if (matchPattern(value, m_Constant()))
    return true;
  Operation *op = value.getDefiningOp();
  if (!op || depth == 0)
    return false;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    return (cmp.getPredicate() == arith::CmpIPredicate::uge ||
            cmp.getPredicate() == arith::CmpIPredicate::ult) &&
           matchPattern(cmp.getRhs(), m_Zero());
  if (isa<arith::AndIOp, arith::OrIOp>(op) &&
      op->getResult(0).getType().isInteger(1))
    return isKnownCondition(op->getOperand(0), depth - 1) &&
           isKnownCondition(op->getOperand(1), depth - 1);
  return false;
}

/// Whether `op` adds a constant to an index that only addresses memory: the
/// indices of memref loads and stores (of static strides), and other such
/// additions. The constant part of an address is the load's or store's
/// immediate offset ([reg + imm]), so LLVM folds the addition into the
/// access (a stencil's neighbours, an unrolled tile's points).
static bool foldsIntoAddress(Operation *op, unsigned depth = 2) {
  if (!isa<arith::AddIOp, arith::SubIOp>(op) ||
      !op->getResult(0).getType().isIndex())
    return false;
  if (!getConstantIntValue(op->getOperand(1)) &&
      !(isa<arith::AddIOp>(op) && getConstantIntValue(op->getOperand(0))))
    return false;
  Value result = op->getResult(0);
  return !result.use_empty() &&
         llvm::all_of(result.getUses(), [&](OpOperand &use) {
           Operation *user = use.getOwner();
           if (auto load = dyn_cast<memref::LoadOp>(user))
             return use.getOperandNumber() > 0 &&
                    load.getMemRefType().getLayout().isIdentity();
           if (auto store = dyn_cast<memref::StoreOp>(user))
             return use.getOperandNumber() > 1 &&
                    store.getMemRefType().getLayout().isIdentity();
           return depth > 0 && foldsIntoAddress(user, depth - 1);
         });
}

/// Whether `op` is arithmetic or a math function of constants alone (or of
/// such values, `depth` levels down): the compiler folds it or, pure,
/// computes it once outside the code per element (canonicalization, LLVM's
/// constant folding and loop-invariant code motion).
static bool ofConstantsAlone(Operation *op, unsigned depth = 4) {
  if (!op || op->getNumOperands() == 0 || op->getNumResults() != 1 ||
      !isa_and_nonnull<arith::ArithDialect, math::MathDialect>(
          op->getDialect()))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value v) {
    return matchPattern(v, m_Constant()) ||
           (depth > 0 && ofConstantsAlone(v.getDefiningOp(), depth - 1));
  });
}

/// Whether LLVM folds `op` away: a constant added to an address
/// (foldsIntoAddress), a known condition (isKnownCondition), the and of a
/// known-true condition with another (the other), a select on a known
/// condition, or arithmetic on constants alone (ofConstantsAlone: front ends
/// write a linalg body's constants as casts of wider ones, torch-mlir's
/// `arith.truncf %c : f64 to f16` in GPT-2's GELU, or as functions of them,
/// `math.sqrt` of 2 in BERT's erf GELU, which a kernel never computes per
/// element).
static bool foldsAway(Operation *op) {
  if (foldsIntoAddress(op))
    return true;
  if (ofConstantsAlone(op))
    return true;
  if (op->getNumResults() == 1 && op->getResult(0).getType().isInteger(1) &&
      isKnownCondition(op->getResult(0), 1))
    return true;
  if (isa<arith::AndIOp>(op) && op->getResult(0).getType().isInteger(1))
    return isKnownCondition(op->getOperand(0), 1) ||
           isKnownCondition(op->getOperand(1), 1);
  if (auto select = dyn_cast<arith::SelectOp>(op))
    return isKnownCondition(select.getCondition(), 1);
  return false;
}

double mlir::kfusion::roofline::issueCost(Operation *op, unsigned indexBits) {
  if (op->hasTrait<OpTrait::ConstantLike>())
    return 0;
  if (foldsAway(op))
    return 0;
  // A rotate (two shifts of one value joined) is one funnel shift per 32
  // bits (SHF): counted on the join, the shifts are free.
  if (isRotateHalf(op))
    return 0;
  if (isa<gpu::ShuffleOp>(op))
    return 1.0 / 32;
  if (isa<gpu::SubgroupReduceOp, gpu::AllReduceOp>(op))
    return 5.0 / 32 + 5.0 / 64;
  StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
  if (ns != "arith" && ns != "math")
    return 0;
  Type type = op->getNumOperands()  ? op->getOperand(0).getType()
              : op->getNumResults() ? op->getResult(0).getType()
                                    : Type();
  if (!type)
    return 0;
  auto [width, lanes] = widthOf(type, indexBits);
  bool isFloat = isa<FloatType>(getElementTypeOrSelf(type));
  double cost;
  if (ns == "math") {
    cost = (width > 32 ? 4.0 : 1.0) / 16 + 2.0 / 128;
  } else if (isa<arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
                 arith::FPToUIOp, arith::ExtFOp, arith::TruncFOp>(op)) {
    unsigned out = op->getNumResults()
                       ? widthOf(op->getResult(0).getType(), indexBits).first
                       : width;
    cost = (width > 32 || out > 32) ? 1.0 / 16 : 1.0 / 64;
  } else if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                 arith::ExtUIOp, arith::TruncIOp, arith::BitcastOp>(op)) {
    cost = 1.0 / 64;
  } else if (isFloat) {
    if (isa<arith::DivFOp>(op) && isPowerOfTwoConstant(op->getOperand(1)))
      cost = width > 32 ? 1.0 / 64 : 1.0 / 128;
    else if (isa<arith::DivFOp, arith::RemFOp>(op))
      cost = (width > 32 ? 4.0 : 1.0) / 16 + 8.0 / 128;
    else
      cost = width > 32 ? 1.0 / 64 : 1.0 / 128;
  } else if (isa<arith::DivUIOp, arith::DivSIOp, arith::RemUIOp, arith::RemSIOp,
                 arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(
                 op)) {
    bool constantDivisor = getConstantIntValue(op->getOperand(1)).has_value();
    cost = constantDivisor ? (width > 32 ? 8.0 : 4.0) / 64
                           : (width > 32 ? 70.0 : 20.0) / 64;
  } else if (isa<arith::MulIOp, arith::MulSIExtendedOp, arith::MulUIExtendedOp>(
                 op)) {
    cost = (width > 32 ? 4.0 : 1.0) / 64;
  } else {
    cost = (width > 32 ? 2.0 : 1.0) / 64;
  }
  return cost * double(lanes);
}
