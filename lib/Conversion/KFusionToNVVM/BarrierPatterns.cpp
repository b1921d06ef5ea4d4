//===- BarrierPatterns.cpp - kfusion barriers to NVVM -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Rewrites `kfusion.named_barrier` into `nvvm.barrier` with a barrier id and
// a thread count (PTX `bar.sync id, n`).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// `kfusion.named_barrier id I threads N` -> `nvvm.barrier id = I
/// number_of_threads = N` with both operands as i32 constants.
struct NamedBarrierToNVVM final : OpConversionPattern<NamedBarrierOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(NamedBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value id = arith::ConstantIntOp::create(rewriter, loc, op.getId(), 32);
    Value threads =
        arith::ConstantIntOp::create(rewriter, loc, op.getThreads(), 32);
    NVVM::BarrierOp::create(rewriter, loc, /*resultTypes=*/TypeRange{}, id,
                            threads, /*reductionOp=*/nullptr,
                            /*reductionPredicate=*/Value());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void mlir::kfusion::populateKFusionToNVVMConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<NamedBarrierToNVVM>(patterns.getContext());
}
