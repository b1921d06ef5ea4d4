//===- LowerSync.cpp - Semaphore ops to atomics, spins and barriers -------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Expands kfusion.sem_wait, kfusion.sem_poll, kfusion.sem_post and
// kfusion.next_tile into what the block does: one thread (every polling
// thread, for sem_poll) spins, posts or fetches, and block barriers order the
// rest. The structure is the same for both targets; only the
// memory-model primitives differ:
// - nvvm: `ld.acquire.gpu.u32` polled with `nanosleep` back-off, `red.release.
//   gpu.add.u32` (inline PTX on the semaphore's address), with an optional
//   time-out that prints and traps;
// - generic: `memref.atomic_rmw` (the reference interpreter is sequentially
//   consistent, and reports a spin that never ends as a livelock).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Sync/Passes.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERSYNCPASS
#include "KFusion/Sync/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class SyncLowering {
public:
  SyncLowering(const KFusionLowerSyncPassOptions &options) : options(options) {}

  LogicalResult lower(Operation *op) {
    auto kernel = op->getParentOfType<gpu::GPUFuncOp>();
    if (!kernel)
      return op->emitOpError("is lowered only in an outlined kernel "
                             "(gpu.func); outline gpu.launch bodies first");
    OpBuilder b(op);
    Location loc = op->getLoc();
    if (auto wait = dyn_cast<SemWaitOp>(op))
      lowerWait(b, loc, wait);
    else if (auto poll = dyn_cast<SemPollOp>(op))
      emitPoll(b, loc, poll, poll.getSems(), poll.getIndex(), poll.getValue());
    else if (auto post = dyn_cast<SemPostOp>(op))
      lowerPost(b, loc, post);
    else
      lowerNextTile(b, loc, kernel, cast<NextTileOp>(op));
    op->erase();
    return success();
  }

private:
  bool nvvm() const { return options.target == "nvvm"; }

  static Value constIndex(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  static Value constI32(OpBuilder &b, Location loc, int32_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  }

  /// Thread 0 of the block (x fastest).
  static Value isFirstThread(OpBuilder &b, Location loc) {
    Value zero = constIndex(b, loc, 0);
    Value any;
    for (gpu::Dimension d :
         {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
      Value id = gpu::ThreadIdOp::create(b, loc, d);
      Value is0 =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, id, zero);
      any = any ? arith::AndIOp::create(b, loc, any, is0).getResult() : is0;
    }
    return any;
  }

  /// The generic address (i64) of `sems[index]`.
  static Value addressOf(OpBuilder &b, Location loc, Value sems, Value index) {
    Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, sems);
    auto meta = memref::ExtractStridedMetadataOp::create(b, loc, sems);
    Value element = arith::AddIOp::create(b, loc, meta.getOffset(), index);
    Value bytes = arith::MulIOp::create(b, loc, element, constIndex(b, loc, 4));
    Value address = arith::AddIOp::create(b, loc, base, bytes);
    return arith::IndexCastUIOp::create(b, loc, b.getI64Type(), address);
  }

  static Value inlinePtx(OpBuilder &b, Location loc, Type result,
                         ValueRange operands, StringRef text,
                         StringRef constraints) {
    auto op = LLVM::InlineAsmOp::create(
        b, loc, result, operands, b.getStringAttr(text),
        b.getStringAttr(constraints), b.getUnitAttr(), UnitAttr(),
        LLVM::TailCallKindAttr(),
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        ArrayAttr());
    return result ? op.getResult(0) : Value();
  }

  /// Thread 0 polls, then the block synchronizes.
  void lowerWait(OpBuilder &b, Location loc, SemWaitOp wait) {
    Value first = isFirstThread(b, loc);
    auto ifOp = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    emitPoll(b, loc, wait, wait.getSems(), wait.getIndex(), wait.getValue());
    b.setInsertionPointAfter(ifOp);
    gpu::BarrierOp::create(b, loc);
  }

  /// The executing thread spins until `sems[index] >= value` (acquire).
  void emitPoll(OpBuilder &b, Location loc, Operation *op, Value sems,
                Value index, Value value) {
    Value address, start;
    if (nvvm()) {
      address = addressOf(b, loc, sems, index);
      if (options.syncTimeoutMs > 0)
        start = NVVM::GlobalTimerOp::create(b, loc, b.getI64Type());
    }
    auto whileOp = scf::WhileOp::create(b, loc, TypeRange(), ValueRange());
    Block *before = b.createBlock(&whileOp.getBefore());
    b.setInsertionPointToStart(before);
    Value current;
    if (nvvm())
      current = inlinePtx(b, loc, b.getI32Type(), address,
                          "ld.acquire.gpu.u32 $0, [$1];", "=r,l");
    else
      current = memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::ori,
                                            constI32(b, loc, 0), sems,
                                            ValueRange{index});
    Value notYet = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                         current, value);
    scf::ConditionOp::create(b, loc, notYet, ValueRange());
    Block *after = b.createBlock(&whileOp.getAfter());
    b.setInsertionPointToStart(after);
    if (nvvm()) {
      NVVM::NanosleepOp::create(b, loc, constI32(b, loc, 32));
      if (options.syncTimeoutMs > 0)
        emitTimeout(b, loc, op, index, value, start, address);
    }
    scf::YieldOp::create(b, loc);
    b.setInsertionPointAfter(whileOp);
  }

  /// Debug mode: after `timeoutMs` of spinning, print what waits and trap.
  void emitTimeout(OpBuilder &b, Location loc, Operation *op, Value index,
                   Value expected, Value start, Value address) {
    Value now = NVVM::GlobalTimerOp::create(b, loc, b.getI64Type());
    Value elapsed = arith::SubIOp::create(b, loc, now, start);
    Value limit = arith::ConstantIntOp::create(b, loc, b.getI64Type(),
                                               options.syncTimeoutMs * 1000000);
    Value over = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                       elapsed, limit);
    auto ifOp = scf::IfOp::create(b, loc, over, /*withElse=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value value = inlinePtx(b, loc, b.getI32Type(), address,
                            "ld.relaxed.gpu.u32 $0, [$1];", "=r,l");
    SmallVector<Value> args;
    for (gpu::Dimension d :
         {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z})
      args.push_back(arith::IndexCastOp::create(
          b, loc, b.getI32Type(), gpu::BlockIdOp::create(b, loc, d)));
    args.push_back(arith::IndexCastOp::create(b, loc, b.getI32Type(), index));
    args.push_back(value);
    args.push_back(expected);
    auto kernel = op->getParentOfType<gpu::GPUFuncOp>();
    std::string format =
        (op->getName().getStringRef() + " in @" + kernel.getName() +
         " timed out after " + Twine(options.syncTimeoutMs) +
         " ms: block (%d, %d, %d) waits for semaphore %d = %d to reach %d\n")
            .str();
    gpu::PrintfOp::create(b, loc, b.getStringAttr("kfusion: " + format), args);
    LLVM::Trap::create(b, loc);
  }

  void lowerPost(OpBuilder &b, Location loc, SemPostOp post) {
    gpu::BarrierOp::create(b, loc);
    Value first = isFirstThread(b, loc);
    auto ifOp = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    if (nvvm()) {
      Value address = addressOf(b, loc, post.getSems(), post.getIndex());
      inlinePtx(b, loc, Type(), ValueRange{address, post.getValue()},
                "red.release.gpu.add.u32 [$0], $1;", "l,r,~{memory}");
    } else {
      memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::addi,
                                  post.getValue(), post.getSems(),
                                  ValueRange{post.getIndex()});
    }
  }

  void lowerNextTile(OpBuilder &b, Location loc, gpu::GPUFuncOp kernel,
                     NextTileOp next) {
    auto slotType = MemRefType::get(
        {1}, b.getI32Type(), AffineMap(),
        gpu::AddressSpaceAttr::get(
            b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace()));
    Value slot = kernel.addWorkgroupAttribution(slotType, loc);
    Value zero = constIndex(b, loc, 0);
    Value first = isFirstThread(b, loc);
    auto ifOp = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      Value old = memref::AtomicRMWOp::create(
          b, loc, arith::AtomicRMWKind::addi, constI32(b, loc, 1),
          next.getCounter(), ValueRange{next.getIndex()});
      memref::StoreOp::create(b, loc, old, slot, ValueRange{zero});
    }
    gpu::BarrierOp::create(b, loc);
    Value value = memref::LoadOp::create(b, loc, slot, ValueRange{zero});
    gpu::BarrierOp::create(b, loc);
    Value tile = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), value);
    next.getTile().replaceAllUsesWith(tile);
  }

  const KFusionLowerSyncPassOptions &options;
};
} // namespace

LogicalResult
mlir::kfusion::lowerSyncOps(Operation *root,
                            const KFusionLowerSyncPassOptions &options) {
  if (options.target != "nvvm" && options.target != "generic")
    return root->emitError()
           << "kfusion-lower-sync: target must be nvvm or generic, not '"
           << options.target << "'";
  if (options.syncTimeoutMs < 0)
    return root->emitError()
           << "kfusion-lower-sync: sync-timeout-ms must not be negative";
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<SemWaitOp, SemPollOp, SemPostOp, NextTileOp>(op))
      ops.push_back(op);
  });
  SyncLowering lowering(options);
  for (Operation *op : ops)
    if (failed(lowering.lower(op)))
      return failure();
  return success();
}

namespace {
struct KFusionLowerSyncPass final
    : kfusion::impl::KFusionLowerSyncPassBase<KFusionLowerSyncPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionLowerSyncPassOptions options;
    options.target = target;
    options.syncTimeoutMs = syncTimeoutMs;
    if (failed(lowerSyncOps(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
