//===- LowerTiles.cpp - kfusion-lower-tiles ---------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Materializes the tiles and shared arrays of stencil fusion: shared reads
// and writes become loads and stores at the point's tile-relative thread id
// plus the array's halo; a tile with a halo becomes a loop over its widened
// box (x fastest) that the block's threads share, with the point's ids
// remapped; a stage becomes a guarded copy loop and a barrier; a shared array
// becomes a workgroup attribution of its kernel or a view of its dynamic
// shared memory.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Transforms/Passes.h"
#include "KFusion/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#define DEBUG_TYPE "kfusion-lower-tiles"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERTILESPASS
#include "KFusion/Transforms/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static gpu::Dimension toDimension(int64_t d) {
  return static_cast<gpu::Dimension>(d);
}

/// Block size in thread dimension `d` at `builder`'s position: a constant
/// when the kernel declares its block size, else `gpu.block_dim`.
static Value blockSize(OpBuilder &builder, Location loc, Operation *at,
                       unsigned d) {
  auto kernel = at->getParentOfType<gpu::GPUFuncOp>();
  // Inside a horizontal region the partition's block is not the kernel's.
  if (kernel && !at->getParentOfType<HorizontalOp>())
    if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
      return arith::ConstantIndexOp::create(builder, loc, (*known)[d]);
  return gpu::BlockDimOp::create(builder, loc, toDimension(d));
}

/// a + c, folded when c is zero.
static Value addConstant(OpBuilder &builder, Location loc, Value a,
                         int64_t c) {
  if (c == 0)
    return a;
  return arith::AddIOp::create(
      builder, loc, a, arith::ConstantIndexOp::create(builder, loc, c));
}

/// The linear thread id (x fastest) and the thread count of the block.
static std::pair<Value, Value> linearThread(OpBuilder &builder, Location loc,
                                            Operation *at) {
  Value sizes[3], ids[3];
  for (unsigned d = 0; d < 3; ++d) {
    sizes[d] = blockSize(builder, loc, at, d);
    ids[d] = gpu::ThreadIdOp::create(builder, loc, toDimension(d));
  }
  Value linear = arith::AddIOp::create(
      builder, loc, ids[0],
      arith::MulIOp::create(
          builder, loc, sizes[0],
          arith::AddIOp::create(
              builder, loc, ids[1],
              arith::MulIOp::create(builder, loc, sizes[1], ids[2]))));
  Value count = arith::MulIOp::create(
      builder, loc, arith::MulIOp::create(builder, loc, sizes[0], sizes[1]),
      sizes[2]);
  return {linear, count};
}

/// Replaces `op` (a shared read or write) by a load or store of its array at
/// the tile-relative point plus the array's halo and `offsets`.
static SmallVector<Value> arrayIndices(OpBuilder &builder, Location loc,
                                       SharedArrayOp array,
                                       ArrayRef<int64_t> offsets) {
  SmallVector<Value> indices;
  for (auto [m, dim] : llvm::enumerate(array.getDims())) {
    Value tid = gpu::ThreadIdOp::create(builder, loc, toDimension(dim));
    indices.push_back(
        addConstant(builder, loc, tid, array.getHaloLo()[m] + offsets[m]));
  }
  return indices;
}

static void lowerSharedAccesses(Operation *root) {
  SmallVector<Operation *> accesses;
  root->walk([&](Operation *op) {
    if (isa<SharedReadOp, SharedWriteOp>(op))
      accesses.push_back(op);
  });
  for (Operation *op : accesses) {
    OpBuilder builder(op);
    Location loc = op->getLoc();
    if (auto read = dyn_cast<SharedReadOp>(op)) {
      auto array = read.getArray().getDefiningOp<SharedArrayOp>();
      SmallVector<Value> indices =
          arrayIndices(builder, loc, array, read.getOffsets());
      Value value =
          memref::LoadOp::create(builder, loc, read.getArray(), indices);
      read.getResult().replaceAllUsesWith(value);
      read.erase();
      continue;
    }
    auto write = cast<SharedWriteOp>(op);
    auto array = write.getArray().getDefiningOp<SharedArrayOp>();
    SmallVector<int64_t> zeros(array.getType().getRank(), 0);
    SmallVector<Value> indices = arrayIndices(builder, loc, array, zeros);
    memref::StoreOp::create(builder, loc, write.getValue(), write.getArray(),
                            indices);
    write.erase();
  }
}

/// Moves the body of `tile` into an `scf.execute_region` created at
/// `builder`'s position, its `kfusion.yield`s turned into `scf.yield`s.
static scf::ExecuteRegionOp moveIntoExecuteRegion(OpBuilder &builder,
                                                  TileOp tile) {
  auto execute =
      scf::ExecuteRegionOp::create(builder, tile.getLoc(), TypeRange());
  execute.getRegion().takeBody(tile.getBody());
  for (Block &block : execute.getRegion()) {
    auto yield = dyn_cast<YieldOp>(block.getTerminator());
    if (!yield)
      continue;
    OpBuilder at(yield);
    scf::YieldOp::create(at, yield.getLoc());
    yield.erase();
  }
  return execute;
}

static void lowerTile(TileOp tile) {
  Location loc = tile.getLoc();
  OpBuilder builder(tile);
  if (!tile.hasHalo()) {
    // One point per thread: its own.
    moveIntoExecuteRegion(builder, tile);
    tile.erase();
    return;
  }
  Value sizes[3], extents[3];
  for (unsigned d = 0; d < 3; ++d) {
    sizes[d] = blockSize(builder, loc, tile, d);
    extents[d] = addConstant(builder, loc, sizes[d],
                             tile.getHaloLo(d) + tile.getHaloHi(d));
  }
  auto [linear, count] = linearThread(builder, loc, tile);
  Value points = arith::MulIOp::create(
      builder, loc,
      arith::MulIOp::create(builder, loc, extents[0], extents[1]),
      extents[2]);
  auto loop = scf::ForOp::create(builder, loc, linear, points, count);
  builder.setInsertionPointToStart(loop.getBody());
  Value q = loop.getInductionVar();
  // Delinearize x fastest, then shift by the halo below the tile.
  Value rest = q;
  Value virtualIds[3];
  for (unsigned d = 0; d < 3; ++d) {
    Value coordinate =
        d == 2 ? rest : arith::RemUIOp::create(builder, loc, rest, extents[d]);
    if (d < 2)
      rest = arith::DivUIOp::create(builder, loc, rest, extents[d]);
    virtualIds[d] = addConstant(builder, loc, coordinate, -tile.getHaloLo(d));
  }
  Value globalIds[3];
  for (unsigned d = 0; d < 3; ++d) {
    Value block = gpu::BlockIdOp::create(builder, loc, toDimension(d));
    globalIds[d] = arith::AddIOp::create(
        builder, loc, arith::MulIOp::create(builder, loc, block, sizes[d]),
        virtualIds[d]);
  }
  scf::ExecuteRegionOp execute = moveIntoExecuteRegion(builder, tile);
  SmallVector<Operation *> ids;
  execute.getRegion().walk([&](Operation *op) {
    if (isa<gpu::ThreadIdOp, gpu::GlobalIdOp>(op))
      ids.push_back(op);
  });
  for (Operation *op : ids) {
    if (auto tid = dyn_cast<gpu::ThreadIdOp>(op))
      tid.replaceAllUsesWith(
          virtualIds[static_cast<unsigned>(tid.getDimension())]);
    else if (auto gid = dyn_cast<gpu::GlobalIdOp>(op))
      gid.replaceAllUsesWith(
          globalIds[static_cast<unsigned>(gid.getDimension())]);
    op->erase();
  }
  tile.erase();
}

static void lowerStage(StageOp stage) {
  Location loc = stage.getLoc();
  OpBuilder builder(stage);
  auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
  MemRefType type = array.getType();
  int64_t rank = type.getRank();
  auto [linear, count] = linearThread(builder, loc, stage);
  Value points =
      arith::ConstantIndexOp::create(builder, loc, type.getNumElements());
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  // The window's origin in the source, per memref dimension, and the
  // source's extent.
  SmallVector<Value> origins, bounds;
  for (auto [m, dim] : llvm::enumerate(array.getDims())) {
    Value block = gpu::BlockIdOp::create(builder, loc, toDimension(dim));
    Value base = arith::MulIOp::create(builder, loc, block,
                                       blockSize(builder, loc, stage, dim));
    origins.push_back(addConstant(builder, loc, base, -array.getHaloLo()[m]));
    bounds.push_back(memref::DimOp::create(builder, loc, stage.getSource(),
                                           static_cast<int64_t>(m)));
  }
  auto loop = scf::ForOp::create(builder, loc, linear, points, count);
  builder.setInsertionPointToStart(loop.getBody());
  // Last memref dimension fastest, so that neighbouring threads copy
  // neighbouring elements.
  SmallVector<Value> local(rank), global(rank);
  Value rest = loop.getInductionVar();
  for (int64_t m = rank - 1; m >= 0; --m) {
    Value extent = arith::ConstantIndexOp::create(builder, loc,
                                                  type.getDimSize(m));
    local[m] = m == 0 ? rest : arith::RemUIOp::create(builder, loc, rest,
                                                       extent);
    if (m > 0)
      rest = arith::DivUIOp::create(builder, loc, rest, extent);
    global[m] = arith::AddIOp::create(builder, loc, origins[m], local[m]);
  }
  Value inside;
  for (int64_t m = 0; m < rank; ++m) {
    Value above = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge,
                                        global[m], zero);
    Value below = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                        global[m], bounds[m]);
    Value both = arith::AndIOp::create(builder, loc, above, below);
    inside = inside ? arith::AndIOp::create(builder, loc, inside, both)
                          .getResult()
                    : both;
  }
  auto guard = scf::IfOp::create(builder, loc, inside, /*withElse=*/false);
  builder.setInsertionPointToStart(guard.thenBlock());
  Value value = memref::LoadOp::create(builder, loc, stage.getSource(), global);
  memref::StoreOp::create(builder, loc, value, stage.getArray(), local);
  builder.setInsertionPointAfter(loop);
  gpu::BarrierOp::create(builder, loc);
  stage.erase();
}

static void lowerSharedArray(SharedArrayOp array) {
  Location loc = array.getLoc();
  auto kernel = array->getParentOfType<gpu::GPUFuncOp>();
  Value replacement;
  if (std::optional<int64_t> offset = array.getDynamicOffset()) {
    OpBuilder builder(array);
    auto bytes = MemRefType::get(
        {ShapedType::kDynamic}, builder.getI8Type(), AffineMap(),
        gpu::AddressSpaceAttr::get(builder.getContext(),
                                   gpu::AddressSpace::Workgroup));
    Value dynamic = gpu::DynamicSharedMemoryOp::create(builder, loc, bytes);
    Value at = arith::ConstantIndexOp::create(builder, loc, *offset);
    replacement = memref::ViewOp::create(builder, loc, array.getType(),
                                         dynamic, at, ValueRange());
  } else {
    replacement = kernel.addWorkgroupAttribution(array.getType(), loc);
  }
  array.getArray().replaceAllUsesWith(replacement);
  array.erase();
}

void mlir::kfusion::lowerTileOps(Operation *root) {
  lowerSharedAccesses(root);
  SmallVector<StageOp> stages;
  SmallVector<TileOp> tiles;
  SmallVector<SharedArrayOp> arrays;
  root->walk([&](Operation *op) {
    if (auto stage = dyn_cast<StageOp>(op))
      stages.push_back(stage);
    else if (auto tile = dyn_cast<TileOp>(op))
      tiles.push_back(tile);
    else if (auto array = dyn_cast<SharedArrayOp>(op))
      arrays.push_back(array);
  });
  for (StageOp stage : stages)
    lowerStage(stage);
  for (TileOp tile : tiles)
    lowerTile(tile);
  for (SharedArrayOp array : arrays)
    lowerSharedArray(array);
}

namespace {
struct KFusionLowerTilesPass final
    : kfusion::impl::KFusionLowerTilesPassBase<KFusionLowerTilesPass> {
  using Base::Base;

  void runOnOperation() override { lowerTileOps(getOperation()); }
};
} // namespace
