//===- KFusionToNVVM.cpp - convert-kfusion-to-nvvm pass -----------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The pass only wires the pattern sets: every `kfusion` op but
// `kfusion.remote_load` (kfusion-lower-cluster-loads) is illegal after it, so
// an op without a pattern fails the pass with a diagnostic on that op.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#define DEBUG_TYPE "convert-kfusion-to-nvvm"

namespace mlir::kfusion {
#define GEN_PASS_DEF_CONVERTKFUSIONTONVVMPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

void mlir::kfusion::configureKFusionToNVVMConversionTarget(
    ConversionTarget &target) {
  target.addIllegalDialect<KFusionDialect>();
  // Loads from other blocks of a cluster need the memref descriptor:
  // kfusion-lower-cluster-loads converts them with the memref lowering.
  target.addLegalOp<RemoteLoadOp, RemoteMbarrierArriveOp>();
  target.addLegalDialect<NVVM::NVVMDialect, arith::ArithDialect,
                         gpu::GPUDialect>();
}

namespace {
struct ConvertKFusionToNVVMPass final
    : kfusion::impl::ConvertKFusionToNVVMPassBase<ConvertKFusionToNVVMPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    configureKFusionToNVVMConversionTarget(target);
    // Everything that is not kfusion stays as it is.
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    populateKFusionToNVVMConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
