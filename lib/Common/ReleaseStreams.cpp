//===- ReleaseStreams.cpp - kfusion-release-streams -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Destroys each stream that gpu-to-llvm's host code creates exactly once,
// right after its last use. Upstream destroys a stream only where a blocking
// gpu.wait names one of its tokens: streams consumed by joins are leaked, and
// a wait naming two tokens of one stream destroys it twice.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/Passes.h"
#include "KFusion/Common/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

#define DEBUG_TYPE "kfusion-release-streams"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONRELEASESTREAMSPASS
#include "KFusion/Common/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static constexpr StringLiteral kStreamCreate = "mgpuStreamCreate";
static constexpr StringLiteral kStreamDestroy = "mgpuStreamDestroy";

/// The callee of `op` when it is a direct llvm.call, else "".
static StringRef calleeOf(Operation *op) {
  auto call = dyn_cast<LLVM::CallOp>(op);
  if (!call || !call.getCallee())
    return "";
  return *call.getCallee();
}

/// True when `use` is one that cannot keep the stream alive past its block
/// or hand it to unknown code: an operand of a runtime function that takes
/// a stream, or the async object of a lowered gpu.launch_func.
static bool isLocalStreamUse(OpOperand &use) {
  Operation *user = use.getOwner();
  if (auto launch = dyn_cast<gpu::LaunchFuncOp>(user))
    return launch.getAsyncObject() == use.get() &&
           launch.getKernelOperands().end() ==
               llvm::find(launch.getKernelOperands(), use.get());
  return llvm::is_contained(
      {StringRef("mgpuStreamDestroy"), StringRef("mgpuStreamSynchronize"),
       StringRef("mgpuStreamWaitEvent"), StringRef("mgpuEventRecord"),
       StringRef("mgpuMemAlloc"), StringRef("mgpuMemFree"),
       StringRef("mgpuMemcpy"), StringRef("mgpuMemset16"),
       StringRef("mgpuMemset32"), StringRef("mgpuLaunchKernel"),
       StringRef("mgpuLaunchClusterKernel")},
      calleeOf(user));
}

/// The declaration of mgpuStreamDestroy in `module`, created when missing.
static LLVM::LLVMFuncOp getOrDeclareDestroy(ModuleOp module) {
  if (auto existing = module.lookupSymbol<LLVM::LLVMFuncOp>(kStreamDestroy))
    return existing;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  MLIRContext *ctx = module.getContext();
  auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                          {LLVM::LLVMPointerType::get(ctx)});
  return LLVM::LLVMFuncOp::create(builder, module.getLoc(), kStreamDestroy,
                                  type);
}

unsigned mlir::kfusion::releaseStreams(ModuleOp module) {
  SmallVector<LLVM::CallOp> creates;
  module.walk([&](LLVM::CallOp call) {
    if (calleeOf(call) == kStreamCreate && call.getNumResults() == 1)
      creates.push_back(call);
  });
  LLVM::LLVMFuncOp destroy;
  unsigned changed = 0;
  for (LLVM::CallOp create : creates) {
    Value stream = create.getResult();
    Block *block = create->getBlock();
    // The last use in the block (an op of the block holding it), and the
    // destroys.
    Operation *last = create;
    SmallVector<Operation *> destroys;
    Operation *escape = nullptr;
    for (OpOperand &use : stream.getUses()) {
      Operation *user = block->findAncestorOpInBlock(*use.getOwner());
      if (!user || !isLocalStreamUse(use)) {
        escape = use.getOwner();
        break;
      }
      if (calleeOf(use.getOwner()) == kStreamDestroy)
        destroys.push_back(use.getOwner());
      else if (last->isBeforeInBlock(user))
        last = user;
    }
    if (escape) {
      create.emitRemark() << "stream left as it is: it is used by '"
                          << escape->getName() << "'"
                          << (escape->getBlock() == block ? ""
                                                          : " in another block")
                          << ", where its last use is not known";
      continue;
    }
    // Destroyed once, after every other use: nothing to do.
    if (destroys.size() == 1 && destroys.front()->getBlock() == block &&
        last->isBeforeInBlock(destroys.front()))
      continue;
    for (Operation *op : destroys)
      op->erase();
    if (!destroy)
      destroy = getOrDeclareDestroy(module);
    OpBuilder builder(last->getContext());
    builder.setInsertionPointAfter(last);
    LLVM::CallOp::create(builder, last->getLoc(), destroy, ValueRange{stream});
    ++changed;
  }
  return changed;
}

namespace {
struct KFusionReleaseStreamsPass final
    : kfusion::impl::KFusionReleaseStreamsPassBase<KFusionReleaseStreamsPass> {
  using Base::Base;
  void runOnOperation() override { releaseStreams(getOperation()); }
};
} // namespace
