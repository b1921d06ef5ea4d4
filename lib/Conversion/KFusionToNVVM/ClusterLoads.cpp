//===- ClusterLoads.cpp - kfusion-lower-cluster-loads pass -------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `kfusion.remote_load` -> the element's shared address, `nvvm.mapa` to the
// block of the cluster with the given rank, a load from the shared::cluster
// address space (PTX mapa.shared::cluster, ld.shared::cluster); and
// `kfusion.remote_mbarrier_arrive` -> the mbarrier's shared address, mapa,
// an arrive (release) on the shared::cluster address. Runs while
// the memrefs are still memrefs (and the mbarrier groups nvgpu's), as
// kfusion-lower-l2-policy does, so that the descriptor gives the address
// whatever the array's layout.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
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

/// `ptr` (a shared address of this block) as the same place in the block of
/// the cluster with rank `rank` (an i32, or an index the width of the
/// lowering's): a shared::cluster pointer (PTX mapa.shared::cluster).
Value mapToRank(OpBuilder &builder, Location loc, Value ptr, Value rank) {
  Type i32 = builder.getI32Type();
  if (rank.getType() != i32)
    rank = LLVM::TruncOp::create(builder, loc, i32, rank);
  auto clusterPtr =
      LLVM::LLVMPointerType::get(builder.getContext(), kSharedClusterSpace);
  return NVVM::MapaOp::create(builder, loc, clusterPtr, ptr, rank);
}

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
    Value remote = mapToRank(rewriter, loc, ptr, adaptor.getRank());
    Type elem = getTypeConverter()->convertType(type.getElementType());
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, elem, remote);
    return success();
  }
};

/// The arrival on mbarrier `id` of a group (its memref once converted: the
/// layout nvgpu-to-nvvm gives it) in the block of rank `rank`.
struct RemoteMbarrierArriveLowering final
    : ConvertOpToLLVMPattern<RemoteMbarrierArriveOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(RemoteMbarrierArriveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto group = cast<nvgpu::MBarrierGroupType>(op.getBarriers().getType());
    MemRefType type = nvgpu::getMBarrierMemrefType(getContext(), group);
    Value ptr = getStridedElementPtr(rewriter, loc, type, adaptor.getBarriers(),
                                     {adaptor.getId()});
    Value remote = mapToRank(rewriter, loc, ptr, adaptor.getRank());
    // Release at CTA scope, as CUTLASS's cluster barriers arrive: the
    // arriving threads' reads of their own shared memory (retired wgmma
    // groups) are what the other block's refill must follow; a cluster-scope
    // release would also wait for the thread's other memory operations.
    rewriter.replaceOpWithNewOp<NVVM::MBarrierArriveOp>(
        op, /*res=*/Type(), remote, /*count=*/Value(), NVVM::MemScopeKind::CTA,
        /*relaxed=*/false);
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
    root->walk([&](Operation *op) {
      any |= isa<RemoteLoadOp, RemoteMbarrierArriveOp>(op);
    });
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
    // An mbarrier group is the memref nvgpu-to-nvvm makes of it.
    converter.addConversion([&](nvgpu::MBarrierGroupType type) -> Type {
      return converter.convertType(nvgpu::getMBarrierMemrefType(ctx, type));
    });
    RewritePatternSet patterns(ctx);
    patterns.add<RemoteLoadLowering, RemoteMbarrierArriveLowering>(converter);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addIllegalOp<RemoteLoadOp, RemoteMbarrierArriveOp>();
    if (failed(applyPartialConversion(root, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
