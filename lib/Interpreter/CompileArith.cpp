//===- CompileArith.cpp - arith and math ops to bytecode ------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Integer and float arithmetic, comparisons, casts and constants of the
// arith dialect and the scalar functions of math, each one instruction
// over value slots (a 1-D vector constant becomes one constant per
// element). Only i1..i64, index, f16, bf16, f32 and f64 are interpreted.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// The value of float constant `attr` (of an interpreted float type),
/// exactly.
double floatConstant(FloatAttr attr) {
  return roundToFloat(attr.getValueAsDouble(), *floatKindOf(attr.getType()));
}

/// Sign-extends the low `width` bits of `v`.
int64_t normalize(int64_t v, unsigned width) {
  if (width >= 64 || width == 0)
    return v;
  unsigned shift = 64 - width;
  return int64_t(uint64_t(v) << shift) >> shift;
}
} // namespace

LogicalResult
FunctionCompiler::compileArithConstant(arith::ConstantOp constant) {
  Operation *op = constant;
  if (isa<VectorType>(constant.getType())) {
    // A vector constant: one scalar constant per element (row-major).
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    auto vt = cast<VectorType>(constant.getType());
    if (!dense || vt.isScalable())
      return unsupported(op, "only dense vector constants are interpreted");
    SmallVector<uint32_t, 4> elems;
    for (Attribute a : dense.getValues<Attribute>()) {
      Inst inst = make(Opcode::Const, op);
      inst.res = temp();
      if (auto intAttr = dyn_cast<IntegerAttr>(a)) {
        inst.imm = normalize(intAttr.getValue().getSExtValue(),
                             intWidth(intAttr.getType()));
      } else if (auto floatAttr = dyn_cast<FloatAttr>(a);
                 floatAttr && floatKindOf(floatAttr.getType())) {
        Slot v;
        v.f = floatConstant(floatAttr);
        inst.imm = v.i;
      } else {
        return unsupported(op, "vector constant of an uninterpreted type");
      }
      emit(inst);
      elems.push_back(inst.res);
    }
    vectorSlots[constant.getResult()] = elems;
    return success();
  }
  Inst inst = make(Opcode::Const, op);
  inst.res = slot(constant.getResult());
  Attribute value = constant.getValue();
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    unsigned width = intWidth(intAttr.getType());
    inst.imm = normalize(intAttr.getValue().getSExtValue(), width);
  } else if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    if (!floatKindOf(floatAttr.getType()))
      return unsupported(op,
                         "only f16, bf16, f32 and f64 floats are interpreted");
    Slot s;
    s.f = floatConstant(floatAttr);
    inst.imm = s.i;
  } else {
    return unsupported(op, "only scalar integer and float constants");
  }
  emit(inst);
  return success();
}

LogicalResult FunctionCompiler::compileArith(Operation *op) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return compileArithConstant(constant);
  if (op->getNumResults() != 1)
    return unsupported(op);
  Type resultType = op->getResult(0).getType();
  // A choice between two memrefs (double buffers) picks a descriptor.
  if (isa<arith::SelectOp>(op) && isa<MemRefType>(resultType)) {
    Inst inst = make(Opcode::Select, op);
    inst.res = slot(op->getResult(0));
    inst.a = slot(op->getOperand(0));
    inst.b = slot(op->getOperand(1));
    inst.c = slot(op->getOperand(2));
    emit(inst);
    return success();
  }
  // Vectors and tensors are outside the interpreter's scalar model.
  for (Value v : op->getOperands())
    if (!v.getType().isIntOrIndexOrFloat())
      return unsupported(op, "only scalar operands are interpreted");
  if (!resultType.isIntOrIndexOrFloat())
    return unsupported(op, "only scalar results are interpreted");
  Type operandType =
      op->getNumOperands() ? op->getOperand(0).getType() : resultType;
  Inst inst = make(Opcode::Unreachable, op);
  inst.res = slot(op->getResult(0));
  if (op->getNumOperands() > 0)
    inst.a = slot(op->getOperand(0));
  if (op->getNumOperands() > 1)
    inst.b = slot(op->getOperand(1));
  if (op->getNumOperands() > 2)
    inst.c = slot(op->getOperand(2));
  unsigned iw = intWidth(resultType);
  if (!isInterpretedScalar(resultType) || !isInterpretedScalar(operandType))
    return unsupported(
        op, "only i1..i64, index, f16, bf16, f32 and f64 are interpreted");
  inst.w = valueWidthCode(resultType);
  auto withOp = [&](Opcode code) {
    inst.op = code;
    emit(inst);
    return success();
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](arith::AddIOp) { return withOp(Opcode::AddI); })
      .Case([&](arith::SubIOp) { return withOp(Opcode::SubI); })
      .Case([&](arith::MulIOp) { return withOp(Opcode::MulI); })
      .Case([&](arith::DivSIOp) { return withOp(Opcode::DivSI); })
      .Case([&](arith::DivUIOp) { return withOp(Opcode::DivUI); })
      .Case([&](arith::RemSIOp) { return withOp(Opcode::RemSI); })
      .Case([&](arith::RemUIOp) { return withOp(Opcode::RemUI); })
      .Case([&](arith::CeilDivSIOp) { return withOp(Opcode::CeilDivSI); })
      .Case([&](arith::CeilDivUIOp) { return withOp(Opcode::CeilDivUI); })
      .Case([&](arith::FloorDivSIOp) { return withOp(Opcode::FloorDivSI); })
      .Case([&](arith::AndIOp) { return withOp(Opcode::AndI); })
      .Case([&](arith::OrIOp) { return withOp(Opcode::OrI); })
      .Case([&](arith::XOrIOp) { return withOp(Opcode::XOrI); })
      .Case([&](arith::ShLIOp) { return withOp(Opcode::ShLI); })
      .Case([&](arith::ShRSIOp) { return withOp(Opcode::ShRSI); })
      .Case([&](arith::ShRUIOp) { return withOp(Opcode::ShRUI); })
      .Case([&](arith::MaxSIOp) { return withOp(Opcode::MaxSI); })
      .Case([&](arith::MinSIOp) { return withOp(Opcode::MinSI); })
      .Case([&](arith::MaxUIOp) { return withOp(Opcode::MaxUI); })
      .Case([&](arith::MinUIOp) { return withOp(Opcode::MinUI); })
      .Case([&](arith::CmpIOp cmp) {
        inst.w = intWidth(operandType);
        inst.mode = uint8_t(cmp.getPredicate());
        return withOp(Opcode::CmpI);
      })
      .Case([&](arith::ExtSIOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::ExtSI);
      })
      .Case([&](arith::ExtUIOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::ExtUI);
      })
      .Case([&](arith::TruncIOp) { return withOp(Opcode::TruncI); })
      .Case([&](arith::IndexCastOp) {
        // Sign-extends or truncates, like extsi/trunci.
        inst.mode = intWidth(operandType);
        return withOp(intWidth(operandType) < iw ? Opcode::ExtSI
                                                 : Opcode::TruncI);
      })
      .Case([&](arith::IndexCastUIOp) {
        inst.mode = intWidth(operandType);
        return withOp(intWidth(operandType) < iw ? Opcode::ExtUI
                                                 : Opcode::TruncI);
      })
      .Case([&](arith::SelectOp) { return withOp(Opcode::Select); })
      .Case([&](arith::AddFOp) { return withOp(Opcode::AddF); })
      .Case([&](arith::SubFOp) { return withOp(Opcode::SubF); })
      .Case([&](arith::MulFOp) { return withOp(Opcode::MulF); })
      .Case([&](arith::DivFOp) { return withOp(Opcode::DivF); })
      .Case([&](arith::RemFOp) { return withOp(Opcode::RemF); })
      .Case([&](arith::NegFOp) { return withOp(Opcode::NegF); })
      .Case([&](arith::MaxNumFOp) { return withOp(Opcode::MaxNumF); })
      .Case([&](arith::MinNumFOp) { return withOp(Opcode::MinNumF); })
      .Case([&](arith::MaximumFOp) { return withOp(Opcode::MaximumF); })
      .Case([&](arith::MinimumFOp) { return withOp(Opcode::MinimumF); })
      .Case([&](arith::CmpFOp cmp) {
        inst.w = valueWidthCode(operandType);
        inst.mode = uint8_t(cmp.getPredicate());
        return withOp(Opcode::CmpF);
      })
      .Case([&](arith::ExtFOp) { return withOp(Opcode::ExtF); })
      .Case([&](arith::TruncFOp trunc) {
        std::optional<arith::RoundingMode> mode = trunc.getRoundingmode();
        if (mode && *mode != arith::RoundingMode::to_nearest_even)
          return unsupported(op, "arith.truncf rounding " +
                                     arith::stringifyRoundingMode(*mode) +
                                     "; only to_nearest_even is interpreted");
        return withOp(Opcode::TruncF);
      })
      .Case([&](arith::SIToFPOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::SIToFP);
      })
      .Case([&](arith::UIToFPOp) {
        inst.mode = intWidth(operandType);
        return withOp(Opcode::UIToFP);
      })
      .Case([&](arith::FPToSIOp) {
        inst.mode = valueWidthCode(operandType);
        return withOp(Opcode::FPToSI);
      })
      .Case([&](arith::FPToUIOp) {
        inst.mode = valueWidthCode(operandType);
        return withOp(Opcode::FPToUI);
      })
      .Case([&](arith::BitcastOp) {
        std::optional<FloatKind> from = floatKindOf(operandType),
                                 to = floatKindOf(resultType);
        if (to && !from)
          return withOp(Opcode::BitcastIToF);
        if (from && !to) {
          inst.mode = uint8_t(*from);
          return withOp(Opcode::BitcastFToI);
        }
        if (from && to && *from != *to) {
          // f16 <-> bf16: through the bits.
          Inst toBits = inst;
          toBits.op = Opcode::BitcastFToI;
          toBits.res = temp();
          toBits.w = 16;
          toBits.mode = uint8_t(*from);
          emit(toBits);
          inst.a = toBits.res;
          return withOp(Opcode::BitcastIToF);
        }
        return withOp(Opcode::Copy);
      })
      .Default([&](Operation *) { return unsupported(op); });
}

LogicalResult FunctionCompiler::compileMath(Operation *op) {
  if (op->getNumResults() != 1 ||
      !op->getResult(0).getType().isIntOrIndexOrFloat())
    return unsupported(op, "only scalar math is interpreted");
  Type type = op->getResult(0).getType();
  Inst inst = make(Opcode::Math1, op);
  inst.res = slot(op->getResult(0));
  inst.a = slot(op->getOperand(0));
  if (op->getNumOperands() > 1)
    inst.b = slot(op->getOperand(1));
  if (op->getNumOperands() > 2)
    inst.c = slot(op->getOperand(2));
  if (!isInterpretedScalar(type))
    return unsupported(
        op, "only i1..i64, index, f16, bf16, f32 and f64 are interpreted");
  inst.w = valueWidthCode(type);
  auto fn1 = [&](MathFn f) {
    if (!floatKindOf(type))
      return unsupported(op, "float math on a non-float type");
    inst.mode = uint8_t(f);
    emit(inst);
    return success();
  };
  auto withOp = [&](Opcode code) {
    inst.op = code;
    emit(inst);
    return success();
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](math::SqrtOp) { return fn1(MathFn::Sqrt); })
      .Case([&](math::RsqrtOp) { return fn1(MathFn::Rsqrt); })
      .Case([&](math::ExpOp) { return fn1(MathFn::Exp); })
      .Case([&](math::Exp2Op) { return fn1(MathFn::Exp2); })
      .Case([&](math::ExpM1Op) { return fn1(MathFn::Expm1); })
      .Case([&](math::LogOp) { return fn1(MathFn::Log); })
      .Case([&](math::Log2Op) { return fn1(MathFn::Log2); })
      .Case([&](math::Log10Op) { return fn1(MathFn::Log10); })
      .Case([&](math::Log1pOp) { return fn1(MathFn::Log1p); })
      .Case([&](math::SinOp) { return fn1(MathFn::Sin); })
      .Case([&](math::CosOp) { return fn1(MathFn::Cos); })
      .Case([&](math::TanOp) { return fn1(MathFn::Tan); })
      .Case([&](math::TanhOp) { return fn1(MathFn::Tanh); })
      .Case([&](math::SinhOp) { return fn1(MathFn::Sinh); })
      .Case([&](math::CoshOp) { return fn1(MathFn::Cosh); })
      .Case([&](math::AtanOp) { return fn1(MathFn::Atan); })
      .Case([&](math::AsinOp) { return fn1(MathFn::Asin); })
      .Case([&](math::AcosOp) { return fn1(MathFn::Acos); })
      .Case([&](math::ErfOp) { return fn1(MathFn::Erf); })
      .Case([&](math::AbsFOp) { return fn1(MathFn::AbsF); })
      .Case([&](math::FloorOp) { return fn1(MathFn::Floor); })
      .Case([&](math::CeilOp) { return fn1(MathFn::Ceil); })
      .Case([&](math::RoundOp) { return fn1(MathFn::Round); })
      .Case([&](math::RoundEvenOp) { return fn1(MathFn::RoundEven); })
      .Case([&](math::TruncOp) { return fn1(MathFn::Trunc); })
      .Case([&](math::CbrtOp) { return fn1(MathFn::Cbrt); })
      .Case([&](math::FmaOp) { return withOp(Opcode::FmaF); })
      .Case([&](math::PowFOp) { return withOp(Opcode::PowF); })
      .Case([&](math::FPowIOp) {
        // x^n as powf(x, n), n converted to the result's float type first
        // (exact for |n| < 2^24 in f32, the exponents front ends emit).
        if (!floatKindOf(type))
          return unsupported(op, "fpowi on a non-float type");
        Inst exponent = inst;
        exponent.op = Opcode::SIToFP;
        exponent.res = temp();
        exponent.a = inst.b;
        exponent.mode = intWidth(op->getOperand(1).getType());
        emit(exponent);
        inst.b = exponent.res;
        return withOp(Opcode::PowF);
      })
      .Case([&](math::Atan2Op) { return withOp(Opcode::Atan2F); })
      .Case([&](math::CopySignOp) { return withOp(Opcode::CopySignF); })
      .Case([&](math::AbsIOp) { return withOp(Opcode::AbsI); })
      .Case([&](math::CtPopOp) { return withOp(Opcode::CtPop); })
      .Case([&](math::CountLeadingZerosOp) { return withOp(Opcode::CountLZ); })
      .Default([&](Operation *) { return unsupported(op); });
}
