//===- ClusterLoads.cpp - kfusion-lower-cluster-loads pass -------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `kfusion.remote_load` -> the element's shared address, `nvvm.mapa` to the
// block of the cluster with the given rank, a load from the shared::cluster
// address space (PTX mapa.shared::cluster, ld.shared::cluster). Runs while
// the memrefs are still memrefs, as kfusion-lower-l2-policy does, so that
// the descriptor gives the address whatever the array's layout.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERCLUSTERLOADSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// NVVM's shared::cluster address space (PTX's distributed shared memory).
constexpr unsigned kSharedClusterSpace = 7;

struct RemoteLoadLowering final : ConvertOpToLLVMPattern<RemoteLoadOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(RemoteLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<MemRefType>(op.getMemref().getType());
    Value ptr = getStridedElementPtr(rewriter, loc, type, adaptor.getMemref(),
                                     adaptor.getIndices());
    auto ptrType = cast<LLVM::LLVMPointerType>(ptr.getType());
    if (ptrType.getAddressSpace() !=
        static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared))
      return rewriter.notifyMatchFailure(
          op, "the memref is not in the shared address space");
    Type i32 = rewriter.getI32Type();
    Value rank = adaptor.getRank();
    if (rank.getType() != i32)
      rank = LLVM::TruncOp::create(rewriter, loc, i32, rank);
    auto clusterPtr =
        LLVM::LLVMPointerType::get(getContext(), kSharedClusterSpace);
    Value remote = NVVM::MapaOp::create(rewriter, loc, clusterPtr, ptr, rank);
    Type elem = getTypeConverter()->convertType(type.getElementType());
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, elem, remote);
    return success();
  }
};

struct KFusionLowerClusterLoadsPass final
    : kfusion::impl::KFusionLowerClusterLoadsPassBase<
          KFusionLowerClusterLoadsPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    bool any = false;
    root->walk([&](RemoteLoadOp) { any = true; });
    if (!any)
      return;
    MLIRContext *ctx = &getContext();
    LowerToLLVMOptions options(ctx);
    if (indexBitwidth)
      options.overrideIndexBitwidth(indexBitwidth);
    LLVMTypeConverter converter(ctx, options);
    // NVVM's numbers for the GPU address spaces, as the kernel lowering
    // maps them.
    populateGpuMemorySpaceAttributeConversions(
        converter, [](gpu::AddressSpace space) -> unsigned {
          switch (space) {
          case gpu::AddressSpace::Global:
            return 1;
          case gpu::AddressSpace::Workgroup:
            return 3;
          case gpu::AddressSpace::Private:
            return 5;
          }
          llvm_unreachable("unknown GPU address space");
        });
    RewritePatternSet patterns(ctx);
    patterns.add<RemoteLoadLowering>(converter);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addIllegalOp<RemoteLoadOp>();
    if (failed(applyPartialConversion(root, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
