//===- LowerTilesPrefetch.cpp - Late prefetches -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles `prefetch-late-reads`: the global loads of read-only
// arguments in tiles after a kernel's first barrier are prefetched by an
// address-only copy of their tile at the kernel's start.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Common/KernelFootprint.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

/// Whether `v` is computed without reading memory (ids, constants,
/// arguments, arithmetic on them), through at most `depth` ops.
static bool isComputedWithoutMemory(Value v, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def)
    return true;
  if (depth > 64 || def->getNumRegions() != 0 || !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isComputedWithoutMemory(operand, depth + 1);
  });
}

/// `prefetch-late-reads`: a kernel's tiles after its first top-level
/// barrier wait, at their global loads, for the latency of memory the block
/// could have asked for at its start. For each such tile with loads from
/// read-only kernel arguments (used by memref.load only) at addresses that
/// do not depend on memory, a copy of the tile before the kernel's first
/// stage or tile keeps only those loads' addresses, as memref.prefetch, and
/// the guards around them; everything else of the copy is dropped. The
/// prefetches are hints: results do not change. Only arguments of more than
/// `minBytes` bytes, or of a size not known statically, are prefetched.
void tilelowering::insertLatePrefetches(gpu::GPUFuncOp kernel, int64_t locality,
                                        int64_t minBytes) {
  Block &body = kernel.getBody().front();
  Operation *first = nullptr;
  bool barrier = false;
  SmallVector<TileOp> late;
  for (Operation &op : body) {
    if (!first && isa<TileOp, StageOp>(op))
      first = &op;
    if (isa<gpu::BarrierOp>(op))
      barrier = true;
    else if (auto tile = dyn_cast<TileOp>(op); tile && barrier)
      late.push_back(tile);
  }
  if (!first || late.empty())
    return;
  // Read-only arguments, decided once: the copies below add prefetches (and
  // loads, until they become prefetches) to their users.
  llvm::SmallPtrSet<Value, 8> readOnly;
  for (BlockArgument arg : body.getArguments()) {
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type || type.getMemorySpace() ||
        !llvm::all_of(arg.getUsers(), [](Operation *user) {
          return isa<memref::LoadOp>(user);
        }))
      continue;
    // Small enough to stay in the cache the prefetch would fill (a size
    // unknown here counts as large).
    std::optional<int64_t> element = getMemRefElementSizeInBytes(type);
    if (minBytes > 0 && type.hasStaticShape() && element &&
        type.getNumElements() * *element <= minBytes)
      continue;
    readOnly.insert(arg);
  }
  auto prefetchable = [&](memref::LoadOp load) {
    return readOnly.contains(load.getMemRef()) &&
           llvm::all_of(load.getIndices(), [](Value index) {
             return isComputedWithoutMemory(index);
           });
  };
  for (TileOp tile : late) {
    bool any = false;
    tile.walk([&](memref::LoadOp load) { any |= prefetchable(load); });
    if (!any)
      continue;
    OpBuilder builder(first);
    auto copy = cast<TileOp>(builder.clone(*tile));
    // Loads become prefetches; every other op with effects goes (its
    // results replaced by zeros, which only dead code can read now: the
    // prefetches' addresses do not depend on memory).
    // Which loads are prefetched is decided before anything is replaced
    // (a zero in place of a shared read would make an address look
    // computable).
    SmallVector<Operation *> ops;
    llvm::SmallPtrSet<Operation *, 16> prefetched;
    copy.getBody().walk([&](Operation *op) {
      ops.push_back(op);
      if (auto load = dyn_cast<memref::LoadOp>(op); load && prefetchable(load))
        prefetched.insert(op);
    });
    for (Operation *op : ops) {
      if (op->getNumRegions() != 0 || op->hasTrait<OpTrait::IsTerminator>() ||
          isMemoryEffectFree(op))
        continue;
      builder.setInsertionPoint(op);
      if (auto load = dyn_cast<memref::LoadOp>(op); prefetched.contains(op))
        memref::PrefetchOp::create(builder, load.getLoc(), load.getMemRef(),
                                   load.getIndices(), /*isWrite=*/false,
                                   locality, /*isDataCache=*/true);
      for (Value result : op->getResults())
        result.replaceAllUsesWith(arith::ConstantOp::create(
            builder, op->getLoc(),
            cast<TypedAttr>(builder.getZeroAttr(result.getType()))));
      op->erase();
    }
    // Then what no prefetch needs.
    bool changed = true;
    while (changed) {
      changed = false;
      SmallVector<Operation *> dead;
      copy.getBody().walk([&](Operation *op) {
        if (op->use_empty() && op->getNumRegions() == 0 &&
            !op->hasTrait<OpTrait::IsTerminator>() && isMemoryEffectFree(op))
          dead.push_back(op);
      });
      for (Operation *op : dead)
        op->erase();
      changed = !dead.empty();
    }
  }
}
