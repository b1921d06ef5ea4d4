//===- LowerTilesStream.cpp - Tiles streamed along y ------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles stream-tiles: a register kernel whose inputs arrive by
// TMA computes N consecutive tiles along y in one block, a loop over them,
// the grid N times shorter along y. Each TMA window has two buffers and two
// mbarriers: while the block computes tile k from one buffer, the TMA loads
// tile k + 1's window into the other, so the load's latency overlaps the
// arithmetic instead of every block waiting for its own window before it
// starts (Jacobi's register tiles showed that wait: 29% occupancy,
// long-scoreboard stalls; streamed, the stalls fell 8.4 -> 2.6 cycles an
// instruction, yet Jacobi ran 4-10% slower and hdiff 2% faster on an H100:
// an option, default 1; docs/stencil.md "Streamed tiles").
//
//   thread 0: init both mbarriers; expect + load window 0 (A, barrier 0)
//   barrier
//   for k in 0 .. N:               (y := y0 * N + k; no LICM on this loop)
//     thread 0, k + 1 < N: expect + load window k + 1 (other buffer, barrier)
//     wait on barrier k % 2, phase parity (k / 2) % 2
//     zero the private arrays; the tiles, reading buffer k % 2
//     barrier                     (buffer k % 2 free for window k + 2)
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Common/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

namespace {
/// One TMA window of a kernel's top level: the thread-0 branch issuing it
/// (init, fence, expect, load) and the wait after the block's barrier.
struct Window {
  scf::IfOp issue;
  nvgpu::MBarrierInitOp init;
  nvgpu::MBarrierArriveExpectTxOp expect;
  nvgpu::TmaAsyncLoadOp load;
  nvgpu::MBarrierTryWaitParityOp wait;
};

bool isAlongY(Operation *op) {
  if (auto id = dyn_cast<gpu::BlockIdOp>(op))
    return id.getDimension() == gpu::Dimension::y;
  if (auto dim = dyn_cast<gpu::GridDimOp>(op))
    return dim.getDimension() == gpu::Dimension::y;
  return false;
}
} // namespace

/// Why `kernel` cannot stream `count` tiles per block, or "" with `windows`
/// filled in: its top level is the lowering's (the TMA windows' issues and
/// waits, then the tiles' code without barriers or mbarriers), every launch
/// has a constant grid along y that `count` divides, and its code reads no
/// id along y but the block's (global ids, clusters).
static std::string whyNotStreamed(gpu::GPUFuncOp kernel, int64_t count,
                                  ArrayRef<gpu::LaunchFuncOp> launches,
                                  int64_t staticSharedBytes,
                                  SmallVectorImpl<Window> &windows) {
  Block &entry = kernel.getBody().front();
  Operation *lastWait = nullptr;
  for (Operation &op : entry) {
    if (auto issue = dyn_cast<scf::IfOp>(op)) {
      auto loads = issue.getThenRegion().getOps<nvgpu::TmaAsyncLoadOp>();
      if (loads.empty())
        continue;
      Window w;
      w.issue = issue;
      for (Operation &inner : issue.getThenRegion().front()) {
        if (auto init = dyn_cast<nvgpu::MBarrierInitOp>(inner))
          w.init = init;
        else if (auto expect = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(inner))
          w.expect = expect;
        else if (auto load = dyn_cast<nvgpu::TmaAsyncLoadOp>(inner))
          w.load = w.load ? nvgpu::TmaAsyncLoadOp() : load;
        else if (!isa<NVVM::FenceProxyOp, arith::ConstantOp, scf::YieldOp>(
                     inner))
          return "a TMA issue with a '" + inner.getName().getStringRef().str() +
                 "'";
      }
      if (!w.init || !w.expect || !w.load || issue.elseBlock())
        return "a TMA issue other than the stage lowering's";
      windows.push_back(w);
      continue;
    }
    if (auto wait = dyn_cast<nvgpu::MBarrierTryWaitParityOp>(op)) {
      auto it = llvm::find_if(windows, [&](Window &w) {
        return w.load.getBarriers() == wait.getBarriers();
      });
      if (it == windows.end() || it->wait)
        return "an mbarrier wait of no TMA window";
      it->wait = wait;
      lastWait = &op;
    }
  }
  if (windows.empty())
    return "no input window is loaded by the TMA";
  for (Window &w : windows) {
    if (!w.wait)
      return "a TMA window that is not waited for at the top level";
    auto create = w.load.getBarriers().getDefiningOp<nvgpu::MBarrierCreateOp>();
    if (!create || create->getBlock() != &entry ||
        create.getBarriers().getType().getNumBarriers() != 1 ||
        !create.getBarriers().hasNUses(4))
      return "a TMA window's mbarrier is shared or not the stage's own";
    auto type = cast<MemRefType>(w.load.getDst().getType());
    if (!type.hasStaticShape() || !type.getLayout().isIdentity())
      return "a TMA window is not a static buffer";
  }
  // The tiles: after the last wait, no barrier or mbarrier among them (the
  // loop adds its own), no other id along y.
  std::string why;
  for (Operation *op = lastWait->getNextNode(); op && !isa<gpu::ReturnOp>(op);
       op = op->getNextNode()) {
    op->walk([&](Operation *inner) {
      if (isa<gpu::BarrierOp, nvgpu::MBarrierCreateOp, nvgpu::TmaAsyncLoadOp,
              nvgpu::MBarrierTryWaitParityOp>(inner))
        why =
            "a '" + inner->getName().getStringRef().str() + "' among its tiles";
    });
    if (!why.empty())
      return why;
  }
  kernel.walk([&](Operation *op) {
    if (auto id = dyn_cast<gpu::GlobalIdOp>(op);
        id && id.getDimension() == gpu::Dimension::y)
      why = "a global id along y";
    else if (isa<gpu::ClusterIdOp, gpu::ClusterBlockIdOp, gpu::ClusterDimOp,
                 gpu::ClusterDimBlocksOp>(op))
      why = "a cluster id";
  });
  if (!why.empty())
    return why;
  if (kernel.getKnownGridSize())
    return "a known grid size";
  // The second buffers within the static shared memory of a block.
  int64_t bytes = 0;
  for (BlockArgument a : kernel.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(a.getType());
    bytes += type.getNumElements() * type.getElementTypeBitWidth() / 8;
  }
  for (Window &w : windows) {
    auto type = cast<MemRefType>(w.load.getDst().getType());
    bytes += type.getNumElements() * type.getElementTypeBitWidth() / 8;
  }
  if (bytes > staticSharedBytes)
    return "the second buffers would take its static shared memory to " +
           std::to_string(bytes) + " bytes, above " +
           std::to_string(staticSharedBytes);
  for (gpu::LaunchFuncOp launch : launches) {
    std::optional<int64_t> y = getConstantIntValue(launch.getGridSizeY());
    if (!y || *y % count != 0)
      return "a launch whose grid along y is not a constant multiple of " +
             std::to_string(count);
    if (launch.hasClusterSize())
      return "a launch in clusters";
  }
  return "";
}

/// Clones the top-level ops before `end` that depend on a value `mapping`
/// maps (the old block ids along y), in order, at `builder`; their clones
/// join the mapping.
static void cloneAlongY(OpBuilder &builder, Block &entry, Operation *end,
                        IRMapping &mapping) {
  for (Operation &op : entry) {
    if (&op == end)
      break;
    if (op.getNumRegions() == 0 && op.getNumResults() != 0 &&
        llvm::any_of(op.getOperands(),
                     [&](Value v) { return mapping.contains(v); }))
      builder.clone(op, mapping);
  }
}

namespace {
/// The loop's values in iteration k: the tile's y, the next tile's, the
/// buffer slot of k (k % 2) and the other, whether k is even, the mbarrier
/// phase parity ((k / 2) % 2), whether a tile follows.
struct Iteration {
  scf::ForOp loop;
  Value y, nextY, slot, otherSlot, even, phase, more;
  /// The kernel's block ids along y before the loop (to remap).
  ArrayRef<Operation *> outerIds;
};
} // namespace

/// Gives window `w` a second buffer and mbarrier: the first issue
/// initializes both, and at `builder` (the loop's start) thread 0 loads the
/// next tile's window into the spare buffer, then the block waits on slot
/// k's mbarrier. Returns the buffer tile k reads.
static Value doubleBuffer(gpu::GPUFuncOp kernel, Window &w, OpBuilder &builder,
                          const Iteration &it) {
  Location loc = w.load.getLoc();
  MLIRContext *ctx = kernel.getContext();
  Block &entry = kernel.getBody().front();
  Value a = w.load.getDst();
  auto type = cast<MemRefType>(a.getType());
  // The second buffer, aligned for the TMA like the first.
  BlockArgument b = kernel.addWorkgroupAttribution(type, loc);
  kernel.setWorkgroupAttributionAttr(
      b.getArgNumber() - kernel.getFirstWorkgroupAttributionIndex(),
      "llvm.align", builder.getI64IntegerAttr(tma::kSharedAlignBytes));
  // Two mbarriers, both initialized by the first issue.
  Value barriers = w.load.getBarriers();
  barriers.setType(nvgpu::MBarrierGroupType::get(
      ctx, cast<nvgpu::MBarrierGroupType>(barriers.getType()).getMemorySpace(),
      2));
  {
    OpBuilder init(w.init);
    init.setInsertionPointAfter(w.init);
    nvgpu::MBarrierInitOp::create(init, loc, barriers, w.init.getCount(),
                                  arith::ConstantIndexOp::create(init, loc, 1),
                                  /*predicate=*/Value());
  }
  Value window = arith::SelectOp::create(builder, loc, it.even, a, b);
  Value spare = arith::SelectOp::create(builder, loc, it.even, b, a);

  // Tile k + 1's window into the spare buffer while tile k computes.
  Value issueNext =
      arith::AndIOp::create(builder, loc, w.issue.getCondition(), it.more);
  auto prefetch = scf::IfOp::create(builder, loc, issueNext,
                                    /*withElse=*/false);
  OpBuilder inThen = OpBuilder::atBlockBegin(prefetch.thenBlock());
  IRMapping atNext;
  for (Operation *op : it.outerIds)
    atNext.map(op->getResult(0), it.nextY);
  cloneAlongY(inThen, entry, it.loop, atNext);
  // The block's generic reads of the spare buffer (tile k - 1, before the
  // loop's barrier) ordered before the async proxy's writes.
  NVVM::FenceProxyOp::create(
      inThen, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
  nvgpu::MBarrierArriveExpectTxOp::create(
      inThen, loc, barriers,
      arith::ConstantIndexOp::create(
          inThen, loc, *getConstantIntValue(w.expect.getTxcount())),
      it.otherSlot, /*predicate=*/Value());
  SmallVector<Value> coordinates;
  for (Value c : w.load.getCoordinates())
    coordinates.push_back(atNext.lookupOrDefault(c));
  nvgpu::TmaAsyncLoadOp::create(inThen, loc, spare, barriers,
                                w.load.getTensorMapDescriptor(), coordinates,
                                it.otherSlot, /*multicastMask=*/Value(),
                                /*predicate=*/Value());
  nvgpu::MBarrierTryWaitParityOp::create(builder, loc, barriers, it.phase,
                                         w.wait.getTicks(), it.slot);
  return window;
}

/// Zeroes the private arrays of `entry` at `builder`: each tile writes them
/// afresh, so no value of tile k's arrays flows into tile k + 1 (a point the
/// boundary code leaves unwritten would otherwise keep every element live
/// across the loop, in registers once promoted).
static void zeroPrivateArrays(OpBuilder &builder, Location loc, Block &entry) {
  for (auto alloca : entry.getOps<memref::AllocaOp>()) {
    MemRefType type = alloca.getType();
    if (!type.hasStaticShape())
      continue;
    Value fill = arith::ConstantOp::create(
        builder, loc, builder.getZeroAttr(type.getElementType()));
    SmallVector<int64_t> index(type.getRank(), 0);
    for (int64_t e = 0; e < type.getNumElements(); ++e) {
      SmallVector<Value> indices;
      for (int64_t i : index)
        indices.push_back(arith::ConstantIndexOp::create(builder, loc, i));
      memref::StoreOp::create(builder, loc, fill, alloca, indices);
      for (int64_t d = type.getRank() - 1; d >= 0; --d) {
        if (++index[d] < type.getDimSize(d))
          break;
        index[d] = 0;
      }
    }
  }
}

void tilelowering::streamTiles(gpu::GPUFuncOp kernel, int64_t count,
                               ArrayRef<gpu::LaunchFuncOp> launches,
                               int64_t staticSharedBytes) {
  SmallVector<Window> windows;
  std::string why =
      whyNotStreamed(kernel, count, launches, staticSharedBytes, windows);
  if (!why.empty()) {
    kernel.emitRemark() << "kfusion-lower-tiles: tiles of @" << kernel.getName()
                        << " not streamed: " << why;
    return;
  }
  Block &entry = kernel.getBody().front();
  Location loc = kernel.getLoc();
  MLIRContext *ctx = kernel.getContext();
  Operation *lastWait = nullptr;
  for (Window &w : windows)
    if (!lastWait || lastWait->isBeforeInBlock(w.wait))
      lastWait = w.wait;

  // The grid along y shrinks by `count`: the kernel's ids along y are the
  // stream's (y0 * count + k), its grid size along y the old one.
  // (After the private arrays, which stay first.)
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  for (Operation &op : entry)
    if (!isa<memref::AllocaOp>(op)) {
      builder.setInsertionPoint(&op);
      break;
    }
  Value countValue = arith::ConstantIndexOp::create(builder, loc, count);
  Value first = arith::MulIOp::create(
      builder, loc, gpu::BlockIdOp::create(builder, loc, gpu::Dimension::y),
      countValue);
  Value grid = arith::MulIOp::create(
      builder, loc, gpu::GridDimOp::create(builder, loc, gpu::Dimension::y),
      countValue);
  SmallVector<Operation *> blockIds, gridDims;
  kernel.walk([&](Operation *op) {
    if (op->getBlock() == &entry && op->isBeforeInBlock(grid.getDefiningOp()))
      return;
    if (isa<gpu::BlockIdOp>(op) && isAlongY(op))
      blockIds.push_back(op);
    else if (isa<gpu::GridDimOp>(op) && isAlongY(op))
      gridDims.push_back(op);
  });
  for (Operation *op : gridDims) {
    op->getResult(0).replaceAllUsesWith(grid);
    op->erase();
  }

  // The loop after the last wait, the tiles moved into it.
  builder.setInsertionPointAfter(lastWait);
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  auto loop = scf::ForOp::create(builder, loc, zero, countValue, one);
  // No LICM: hoisted, the tiles' thousands of y-independent offsets and
  // addresses would all stay live across iterations (Jacobi's kernel: 94 ->
  // 255 registers, 29% -> 12% occupancy, 0.2203 -> 0.2300 ms on an H100).
  // (scf-to-cf puts an scf.for's LLVM attributes on its latch branch.)
  loop->setAttr(
      "llvm.loop_annotation",
      LLVM::LoopAnnotationAttr::get(
          ctx, {}, {}, {}, {}, {},
          LLVM::LoopLICMAttr::get(ctx, builder.getBoolAttr(true), BoolAttr()),
          {}, {}, {}, {}, {}, {}, {}, {}, {}));
  Block *body = loop.getBody();
  Operation *yield = body->getTerminator();
  for (Operation *op = loop->getNextNode(); op && !isa<gpu::ReturnOp>(op);) {
    Operation *next = op->getNextNode();
    op->moveBefore(yield);
    op = next;
  }
  SmallVector<Operation *> tileIds, outerIds;
  for (Operation *op : blockIds)
    (loop->isAncestor(op) ? tileIds : outerIds).push_back(op);
  builder.setInsertionPointToStart(body);
  Value k = loop.getInductionVar();
  Value y = arith::AddIOp::create(builder, loc, first, k);
  Value two = arith::ConstantIndexOp::create(builder, loc, 2);
  Value slot = arith::RemUIOp::create(builder, loc, k, two);
  Value otherSlot = arith::SubIOp::create(builder, loc, one, slot);
  Value even =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, slot, zero);
  Value phase = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ne,
      arith::RemUIOp::create(builder, loc,
                             arith::DivUIOp::create(builder, loc, k, two), two),
      zero);
  Value nextY = arith::AddIOp::create(builder, loc, y, one);
  Value more = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ult,
      arith::AddIOp::create(builder, loc, k, one), countValue);

  // The tiles' values along y, recomputed for tile k.
  IRMapping atK;
  for (Operation *op : outerIds)
    atK.map(op->getResult(0), y);
  cloneAlongY(builder, entry, loop, atK);

  Iteration it{loop, y, nextY, slot, otherSlot, even, phase, more, outerIds};
  SmallVector<std::pair<Value, Value>> windowsAtK;
  for (Window &w : windows)
    windowsAtK.push_back(
        {w.load.getDst(), doubleBuffer(kernel, w, builder, it)});
  // The tiles read tile k's values and buffers.
  Operation *tilesBegin = builder.getInsertionPoint() == body->end()
                              ? nullptr
                              : &*builder.getInsertionPoint();
  for (Operation *op = tilesBegin; op && op != yield; op = op->getNextNode())
    op->walk([&](Operation *inner) {
      for (OpOperand &operand : inner->getOpOperands()) {
        if (Value mapped = atK.lookupOrNull(operand.get()))
          operand.set(mapped);
        for (auto [a, window] : windowsAtK)
          if (operand.get() == a)
            operand.set(window);
      }
    });
  if (tilesBegin && tilesBegin != yield) {
    builder.setInsertionPoint(tilesBegin);
    zeroPrivateArrays(builder, loc, entry);
  }
  // (After the refill, placed before the first of the tiles' ops, which may
  // be one of these.)
  for (Operation *op : tileIds) {
    op->getResult(0).replaceAllUsesWith(y);
    op->erase();
  }
  // Buffer k % 2 read by every thread before window k + 2 overwrites it.
  builder.setInsertionPoint(yield);
  gpu::BarrierOp::create(builder, loc);

  // Before the loop: the first window (tile y0 * count) as before, its
  // waits in the loop.
  for (Operation *op : outerIds) {
    op->getResult(0).replaceAllUsesWith(first);
    op->erase();
  }
  for (Window &w : windows)
    w.wait.erase();
  for (gpu::LaunchFuncOp launch : launches) {
    OpBuilder host(launch);
    int64_t gridY = *getConstantIntValue(launch.getGridSizeY());
    launch.getGridSizeYMutable().assign(
        arith::ConstantIndexOp::create(host, launch.getLoc(), gridY / count));
  }
  kernel.emitRemark() << "kfusion-lower-tiles: @" << kernel.getName()
                      << " streams " << count << " tiles a block along y, its "
                      << windows.size() << " TMA window"
                      << (windows.size() == 1 ? "" : "s") << " double-buffered";
}
