//===- LowerBlockingMemoryOps.cpp - Blocking host memory ops ---*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Rewrites the forms of gpu.alloc, gpu.dealloc, gpu.memcpy and gpu.memset
// that upstream's gpu-to-llvm does not take (synchronous, or async with other
// than one dependency; gpu.alloc host_shared async or with dependencies) into
// the ones it lowers: the async form on a stream of its own, created by
// `gpu.wait async` on the op's dependencies, and for a synchronous op a
// blocking `gpu.wait` right after it (which also destroys the stream).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/Passes.h"
#include "KFusion/Common/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#define DEBUG_TYPE "kfusion-lower-blocking-memory-ops"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERBLOCKINGMEMORYOPSPASS
#include "KFusion/Common/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// True when `op` is device code (in a kernel, a gpu.module or the body of a
/// gpu.launch): the host's memory ops are rewritten, nothing else.
static bool isInDeviceCode(Operation *op) {
  return op->getParentOfType<gpu::GPUModuleOp>() ||
         op->getParentOfType<gpu::GPUFuncOp>() ||
         op->getParentOfType<gpu::LaunchOp>();
}

/// True when `op` is one this pass rewrites: a gpu.alloc (not host_shared),
/// gpu.dealloc, gpu.memcpy or gpu.memset that is synchronous, or async with
/// other than exactly one dependency; or a gpu.alloc host_shared that is
/// async or has async dependencies.
static bool needsRewrite(Operation *op) {
  auto async = dyn_cast<gpu::AsyncOpInterface>(op);
  if (!async)
    return false;
  if (auto alloc = dyn_cast<gpu::AllocOp>(op); alloc && alloc.getHostShared())
    return alloc.getAsyncToken() || !alloc.getAsyncDependencies().empty();
  return isa<gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp, gpu::MemsetOp>(op) &&
         (!async.getAsyncToken() || async.getAsyncDependencies().size() != 1);
}

/// Creates `%stream = gpu.wait async [deps]` before `op`: a fresh stream
/// that starts when every dependency of `op` is done.
static Value createStream(OpBuilder &builder, Operation *op) {
  auto async = cast<gpu::AsyncOpInterface>(op);
  auto tokenType = gpu::AsyncTokenType::get(op->getContext());
  return gpu::WaitOp::create(builder, op->getLoc(), tokenType,
                             async.getAsyncDependencies())
      .getAsyncToken();
}

/// Rewrites `op` (for which needsRewrite holds) in place; see the pass
/// description for the forms.
static void rewriteMemoryOp(Operation *op) {
  OpBuilder builder(op);
  Location loc = op->getLoc();
  auto tokenType = gpu::AsyncTokenType::get(op->getContext());

  if (auto alloc = dyn_cast<gpu::AllocOp>(op); alloc && alloc.getHostShared()) {
    // The runtime allocates managed memory at once, on no stream
    // (cuMemAllocManaged), so the allocation itself stays synchronous and
    // without dependencies, the only form gpu-to-llvm lowers.
    if (!alloc.getAsyncToken()) {
      // Synchronous with dependencies: block until they are done first.
      Value stream = createStream(builder, op);
      gpu::WaitOp::create(builder, loc, /*asyncToken=*/Type(),
                          ValueRange{stream});
    }
    auto shared = gpu::AllocOp::create(
        builder, loc, alloc.getMemref().getType(), /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange{}, alloc.getDynamicSizes(),
        alloc.getSymbolOperands(), /*hostShared=*/true);
    shared->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    alloc.getMemref().replaceAllUsesWith(shared.getMemref());
    if (alloc.getAsyncToken()) {
      // Async: its token is done when the dependencies are.
      alloc.getAsyncToken().replaceAllUsesWith(createStream(builder, op));
    }
    op->erase();
    return;
  }

  // gpu.X async [%stream] ... on a stream that starts when the op's
  // dependencies are done; a synchronous op is then waited for at once
  // (gpu.wait [%done]), an async one hands its token to its users.
  Value stream = createStream(builder, op);
  Value oldToken = cast<gpu::AsyncOpInterface>(op).getAsyncToken();
  Operation *asyncOp = nullptr;
  if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
    auto created = gpu::AllocOp::create(
        builder, loc, alloc.getMemref().getType(), tokenType,
        ValueRange{stream}, alloc.getDynamicSizes(), alloc.getSymbolOperands(),
        /*hostShared=*/false);
    alloc.getMemref().replaceAllUsesWith(created.getMemref());
    asyncOp = created;
  } else if (auto dealloc = dyn_cast<gpu::DeallocOp>(op)) {
    asyncOp = gpu::DeallocOp::create(builder, loc, tokenType,
                                     ValueRange{stream}, dealloc.getMemref());
  } else if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
    asyncOp = gpu::MemcpyOp::create(builder, loc, tokenType, ValueRange{stream},
                                    copy.getDst(), copy.getSrc());
  } else {
    auto set = cast<gpu::MemsetOp>(op);
    asyncOp = gpu::MemsetOp::create(builder, loc, tokenType, ValueRange{stream},
                                    set.getDst(), set.getValue());
  }
  asyncOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  Value done = cast<gpu::AsyncOpInterface>(asyncOp).getAsyncToken();
  if (oldToken)
    oldToken.replaceAllUsesWith(done);
  else
    gpu::WaitOp::create(builder, loc, /*asyncToken=*/Type(), ValueRange{done});
  op->erase();
}

unsigned mlir::kfusion::lowerBlockingMemoryOps(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (needsRewrite(op) && !isInDeviceCode(op))
      ops.push_back(op);
  });
  for (Operation *op : ops)
    rewriteMemoryOp(op);
  return ops.size();
}

namespace {
struct KFusionLowerBlockingMemoryOpsPass final
    : kfusion::impl::KFusionLowerBlockingMemoryOpsPassBase<
          KFusionLowerBlockingMemoryOpsPass> {
  using Base::Base;
  void runOnOperation() override { lowerBlockingMemoryOps(getOperation()); }
};
} // namespace
