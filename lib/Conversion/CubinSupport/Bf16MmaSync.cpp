//===- Bf16MmaSync.cpp - nvgpu.mma.sync of bf16 operands to NVVM ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-bf16-mma-sync (Passes.td): upstream's convert-nvgpu-to-nvvm
// deduces no PTX type for an nvgpu.mma.sync of bf16 operands ("failed to
// deduce operand PTX types"), so the mma flavour's GEMMs took f16 only. The
// instruction exists since sm_80 (mma.sync.aligned.m16n8k16.row.col.f32.
// bf16.bf16.f32) with the f16 one's fragments: each 32-bit register holds
// two consecutive k of one row of A (or one column of B). An m16n8k16 of
// bf16 with f32 accumulators becomes nvvm.mma.sync on those registers:
//
//   A vector<4x2xbf16>: row i (nvgpu's a_i, as ldmatrix x4 gives them)
//                       packed into one i32 each, element 0 the low half
//   B vector<2x2xbf16>: likewise, two i32
//   C vector<2x2xf32>:  c[0][0], c[0][1], c[1][0], c[1][1]
//   D:                  the result struct's four f32, in that order
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONBF16MMASYNCPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {

/// Whether `type` is vector<R x 2 x bf16>.
bool isBf16Fragment(Type type, int64_t rows) {
  auto v = dyn_cast<VectorType>(type);
  return v && v.getShape() == ArrayRef<int64_t>{rows, 2} &&
         v.getElementType().isBF16();
}

/// The rows of a vector<R x 2 x bf16> fragment as i32 registers: element 0
/// in the low half, element 1 in the high (as PTX packs a .bf16x2), in
/// scalar ops that kfusion-sim runs as they stand (LLVM folds them into the
/// one register move a vector bitcast gives).
SmallVector<Value> registersOf(OpBuilder &b, Location loc, Value fragment,
                               Value sixteen) {
  auto type = cast<VectorType>(fragment.getType());
  Type i16 = b.getI16Type(), i32 = b.getI32Type();
  SmallVector<Value> out;
  for (int64_t r = 0; r < type.getDimSize(0); ++r) {
    Value half[2];
    for (int64_t e = 0; e < 2; ++e) {
      Value v =
          vector::ExtractOp::create(b, loc, fragment, ArrayRef<int64_t>{r, e});
      Value bits = arith::BitcastOp::create(b, loc, i16, v);
      half[e] = arith::ExtUIOp::create(b, loc, i32, bits);
    }
    Value high = arith::ShLIOp::create(b, loc, half[1], sixteen);
    out.push_back(arith::OrIOp::create(b, loc, half[0], high));
  }
  return out;
}

struct KFusionBf16MmaSyncPass final
    : kfusion::impl::KFusionBf16MmaSyncPassBase<KFusionBf16MmaSyncPass> {
  void runOnOperation() override {
    SmallVector<nvgpu::MmaSyncOp> ops;
    getOperation()->walk([&](nvgpu::MmaSyncOp op) {
      if (isBf16Fragment(op.getMatrixA().getType(), 4))
        ops.push_back(op);
    });
    for (nvgpu::MmaSyncOp op : ops)
      if (failed(rewrite(op)))
        return signalPassFailure();
  }

  LogicalResult rewrite(nvgpu::MmaSyncOp op) {
    auto c = dyn_cast<VectorType>(op.getMatrixC().getType());
    if (op.getMmaShapeAsArray() != std::array<int64_t, 3>{16, 8, 16} ||
        !isBf16Fragment(op.getMatrixB().getType(), 2) || !c ||
        c.getShape() != ArrayRef<int64_t>{2, 2} ||
        !c.getElementType().isF32() || op.getTf32Enabled())
      return op.emitOpError(
          "of bf16 operands is lowered for m16n8k16 with vector<4x2xbf16>, "
          "vector<2x2xbf16> and f32 accumulators (vector<2x2xf32>) only");
    OpBuilder b(op);
    Location loc = op.getLoc();
    Value sixteen = arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(16));
    SmallVector<Value> a = registersOf(b, loc, op.getMatrixA(), sixteen);
    SmallVector<Value> bReg = registersOf(b, loc, op.getMatrixB(), sixteen);
    SmallVector<Value> acc;
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t j = 0; j < 2; ++j)
        acc.push_back(vector::ExtractOp::create(b, loc, op.getMatrixC(),
                                                ArrayRef<int64_t>{i, j}));
    Type f32 = b.getF32Type();
    auto result = LLVM::LLVMStructType::getLiteral(b.getContext(),
                                                   {f32, f32, f32, f32});
    auto mma = NVVM::MmaOp::create(
        b, loc, result, a, bReg, acc, ArrayRef<int64_t>{16, 8, 16},
        std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16,
                                      NVVM::MMATypes::bf16},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value> d;
    for (int64_t k = 0; k < 4; ++k)
      d.push_back(LLVM::ExtractValueOp::create(b, loc, mma, k));
    Value out = vector::FromElementsOp::create(b, loc, c, d);
    op.replaceAllUsesWith(out);
    op.erase();
    return success();
  }
};
} // namespace
