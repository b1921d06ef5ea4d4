//===- LowerTilesMaterialize.cpp - Tiles and interior blocks ----*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles: shared reads and writes become loads and stores; a
// tile becomes its own point per thread or a loop over its widened box, the
// point's ids remapped; before that, a tile whose guards compare point
// coordinates with block-uniform bounds is specialized for interior blocks.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/StencilGroup.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

//===----------------------------------------------------------------------===//
// Shared reads and writes, tiles
//===----------------------------------------------------------------------===//

/// The indices of the tile-relative point in `array`: per memref dimension,
/// the thread id of its thread dimension plus the array's halo and
/// `offsets`.
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

void tilelowering::lowerSharedAccesses(Operation *root) {
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
scf::ExecuteRegionOp tilelowering::moveIntoExecuteRegion(OpBuilder &builder,
                                                         TileOp tile) {
  auto execute =
      scf::ExecuteRegionOp::create(builder, tile.getLoc(), TypeRange());
  execute.getRegion().takeBody(tile.getBody());
  yieldsToScf(execute.getRegion());
  return execute;
}

void tilelowering::yieldsToScf(Region &region) {
  for (Block &block : region) {
    auto yield = dyn_cast<YieldOp>(block.getTerminator());
    if (!yield)
      continue;
    OpBuilder at(yield);
    scf::YieldOp::create(at, yield.getLoc());
    yield.erase();
  }
}

/// Replaces the point ids in `region` (a tile body moved out of its tile):
/// thread and global ids by the point's `virtualIds` and `globalIds`; in a
/// scaled tile, block ids and grid sizes of a scaled dimension by those of
/// the original's blocks (block_id * s is the first of them, grid_dim * s
/// their number).
void tilelowering::remapPointIds(Region &region, ArrayRef<Value> virtualIds,
                                 ArrayRef<Value> globalIds,
                                 ArrayRef<int64_t> scales) {
  SmallVector<Operation *> ids;
  region.walk([&](Operation *op) {
    if (isa<gpu::ThreadIdOp, gpu::GlobalIdOp>(op))
      ids.push_back(op);
    else if (auto block = dyn_cast<gpu::BlockIdOp>(op);
             block && scales[static_cast<unsigned>(block.getDimension())] > 1)
      ids.push_back(op);
    else if (auto grid = dyn_cast<gpu::GridDimOp>(op);
             grid && scales[static_cast<unsigned>(grid.getDimension())] > 1)
      ids.push_back(op);
  });
  for (Operation *op : ids) {
    if (auto tid = dyn_cast<gpu::ThreadIdOp>(op)) {
      tid.replaceAllUsesWith(
          virtualIds[static_cast<unsigned>(tid.getDimension())]);
    } else if (auto gid = dyn_cast<gpu::GlobalIdOp>(op)) {
      gid.replaceAllUsesWith(
          globalIds[static_cast<unsigned>(gid.getDimension())]);
    } else {
      unsigned d =
          isa<gpu::BlockIdOp>(op)
              ? static_cast<unsigned>(cast<gpu::BlockIdOp>(op).getDimension())
              : static_cast<unsigned>(cast<gpu::GridDimOp>(op).getDimension());
      OpBuilder after(op->getContext());
      after.setInsertionPointAfter(op);
      Value scaledId = arith::MulIOp::create(
          after, op->getLoc(), op->getResult(0),
          arith::ConstantIndexOp::create(after, op->getLoc(), scales[d]));
      op->getResult(0).replaceAllUsesExcept(scaledId, scaledId.getDefiningOp());
      continue;
    }
    op->erase();
  }
}

/// The grid coordinate of a point: the tile's origin plus its tile-relative
/// (virtual) id.
Value tilelowering::gridCoordinate(OpBuilder &builder, Location loc, unsigned d,
                                   Value size, Value virtualId) {
  Value block = gpu::BlockIdOp::create(builder, loc, toDimension(d));
  return arith::AddIOp::create(builder, loc,
                               arith::MulIOp::create(builder, loc, block, size),
                               virtualId);
}

void tilelowering::lowerTile(TileOp tile, const RunPlans &plans) {
  Location loc = tile.getLoc();
  OpBuilder builder(tile);
  int64_t scales[3] = {getTileScale(tile, 0), getTileScale(tile, 1),
                       getTileScale(tile, 2)};
  bool scaled = scales[0] > 1 || scales[1] > 1 || scales[2] > 1;
  if (!tile.hasHalo() && !scaled) {
    // One point per thread: its own.
    moveIntoExecuteRegion(builder, tile);
    tile.erase();
    return;
  }
  Value sizes[3], extents[3];
  for (unsigned d = 0; d < 3; ++d) {
    sizes[d] = tileSize(builder, loc, tile, d);
    extents[d] = addConstant(builder, loc, sizes[d],
                             tile.getHaloLo(d) + tile.getHaloHi(d));
  }
  // Rows of points per thread along y: runs of them, when the box is static.
  auto plan = plans.find(tile->getParentOfType<gpu::GPUFuncOp>());
  std::optional<RunBox> box = runBoxOf(tile);
  if (box && plan != plans.end()) {
    lowerTileInRuns(tile, sizes, *box, plan->second.rows,
                    runWidth(box->extents[0], plan->second.residue), scales);
    return;
  }
  auto [linear, count] = linearThread(builder, loc, tile);
  Value points = arith::MulIOp::create(
      builder, loc, arith::MulIOp::create(builder, loc, extents[0], extents[1]),
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
  for (unsigned d = 0; d < 3; ++d)
    globalIds[d] = gridCoordinate(builder, loc, d, sizes[d], virtualIds[d]);
  scf::ExecuteRegionOp execute = moveIntoExecuteRegion(builder, tile);
  remapPointIds(execute.getRegion(), virtualIds, globalIds, scales);
  tile.erase();
}

//===----------------------------------------------------------------------===//
// Interior blocks
//===----------------------------------------------------------------------===//

namespace {
/// A comparison in a tile body of a point coordinate, `gpu.global_id dim +
/// shift`, with a value that is the same at every point of the block.
struct CoordinateComparison {
  arith::CmpIOp op;
  unsigned dim;
  int64_t shift;
  /// The predicate with the coordinate on the left-hand side.
  arith::CmpIPredicate predicate;
  Value bound;
};
} // namespace

/// Whether `id + scaled` is the point's coordinate in the grid: `id` a
/// `gpu.thread_id d` and `scaled` `gpu.block_id d` times the block size
/// (`gpu.block_dim d` or the kernel's known size), both inside `tile`.
static std::optional<unsigned>
matchBlockOffsetPlusThread(Value id, Value scaled, TileOp tile) {
  auto tid = id.getDefiningOp<gpu::ThreadIdOp>();
  auto mul = scaled.getDefiningOp<arith::MulIOp>();
  if (!tid || !mul || !tile->isProperAncestor(tid) ||
      !tile->isProperAncestor(mul))
    return std::nullopt;
  gpu::Dimension dim = tid.getDimension();
  auto d = static_cast<unsigned>(dim);
  for (auto [blockValue, sizeValue] :
       {std::make_pair(mul.getLhs(), mul.getRhs()),
        std::make_pair(mul.getRhs(), mul.getLhs())}) {
    auto block = blockValue.getDefiningOp<gpu::BlockIdOp>();
    if (!block || block.getDimension() != dim)
      continue;
    if (auto size = sizeValue.getDefiningOp<gpu::BlockDimOp>();
        size && size.getDimension() == dim)
      return d;
    std::optional<int64_t> constant = getConstantIntValue(sizeValue);
    auto kernel = tile->getParentOfType<gpu::GPUFuncOp>();
    if (constant && kernel && !tile->getParentOfType<HorizontalOp>())
      if (std::optional<int64_t> points = pointBlockSize(kernel, d))
        if (*points == *constant)
          return d;
  }
  return std::nullopt;
}

/// `v` as the point's grid coordinate in dimension `dim` plus `shift`
/// (`gpu.global_id`, or `block_id * block size + thread_id`), through
/// additions and subtractions of constants inside `tile`. These are the
/// point spellings of the footprint analysis (`classifyPointIndex`), with
/// two more conditions that matter here: every op of the chain is inside
/// the tile (so its ids are the point's), and a constant block size is the
/// kernel's.
static std::optional<std::pair<unsigned, int64_t>>
matchCoordinate(Value v, TileOp tile) {
  int64_t shift = 0;
  for (unsigned depth = 0; depth < 8; ++depth) {
    Operation *def = v.getDefiningOp();
    if (!def || !tile->isProperAncestor(def))
      return std::nullopt;
    if (auto gid = dyn_cast<gpu::GlobalIdOp>(def))
      return std::make_pair(static_cast<unsigned>(gid.getDimension()), shift);
    if (isa<arith::AddIOp>(def)) {
      Value lhs = def->getOperand(0), rhs = def->getOperand(1);
      if (auto d = matchBlockOffsetPlusThread(lhs, rhs, tile))
        return std::make_pair(*d, shift);
      if (auto d = matchBlockOffsetPlusThread(rhs, lhs, tile))
        return std::make_pair(*d, shift);
    }
    if (!isa<arith::AddIOp, arith::SubIOp>(def))
      return std::nullopt;
    std::optional<int64_t> rhs = getConstantIntValue(def->getOperand(1));
    std::optional<int64_t> lhs = getConstantIntValue(def->getOperand(0));
    if (rhs) {
      shift += isa<arith::SubIOp>(def) ? -*rhs : *rhs;
      v = def->getOperand(0);
    } else if (lhs && isa<arith::AddIOp>(def)) {
      shift += *lhs;
      v = def->getOperand(1);
    } else {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

/// Whether `v` is the same for every thread and point of the block: built
/// from constants, grid and block sizes, block ids and static memref sizes
/// only (so that it can be rebuilt in front of the tile).
static bool isBlockUniform(Value v, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 6)
    return false;
  if (isa<arith::ConstantOp, gpu::GridDimOp, gpu::BlockDimOp, gpu::BlockIdOp>(
          def))
    return true;
  if (auto dim = dyn_cast<memref::DimOp>(def)) {
    std::optional<int64_t> index = dim.getConstantIndex();
    auto type = dyn_cast<MemRefType>(dim.getSource().getType());
    return index && type && *index >= 0 && *index < type.getRank() &&
           !type.isDynamicDim(*index);
  }
  if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(def))
    return isBlockUniform(def->getOperand(0), depth + 1) &&
           isBlockUniform(def->getOperand(1), depth + 1);
  return false;
}

/// Rebuilds a block-uniform value at `builder`'s position.
static Value rebuildUniform(OpBuilder &builder, Value v, IRMapping &mapping) {
  if (Value done = mapping.lookupOrNull(v))
    return done;
  Operation *def = v.getDefiningOp();
  Value result;
  if (auto dim = dyn_cast<memref::DimOp>(def)) {
    auto type = cast<MemRefType>(dim.getSource().getType());
    result = arith::ConstantIndexOp::create(
        builder, dim.getLoc(), type.getDimSize(*dim.getConstantIndex()));
  } else {
    for (Value operand : def->getOperands())
      rebuildUniform(builder, operand, mapping);
    result = builder.clone(*def, mapping)->getResult(0);
    // Inside a scaled tile block ids and grid sizes count the original's
    // blocks (see lowerTile).
    std::optional<unsigned> idDim;
    if (auto block = dyn_cast<gpu::BlockIdOp>(def))
      idDim = static_cast<unsigned>(block.getDimension());
    else if (auto grid = dyn_cast<gpu::GridDimOp>(def))
      idDim = static_cast<unsigned>(grid.getDimension());
    if (idDim && getTileScale(def, *idDim) > 1)
      result = arith::MulIOp::create(
          builder, def->getLoc(), result,
          arith::ConstantIndexOp::create(builder, def->getLoc(),
                                         getTileScale(def, *idDim)));
  }
  mapping.map(v, result);
  return result;
}

/// In most blocks of a stencil every guard of a tile body has one value at
/// every point (the boundary conditions, the grid and buffer bounds, the
/// prefill's "not written"). Specializes `tiles` (consecutive ops of one
/// block: one tile, or a register kernel's tiles) for the blocks where every
/// comparison of a point coordinate with a block-uniform bound holds at
/// every point of its widened tile, which the block checks once, at the
/// tile's extreme coordinates:
///
///   scf.if %interior { tiles with those comparisons true } else { tiles }
///
/// so that interior blocks run the bodies without their guards. Comparisons
/// for (in)equality or of two coordinates are left alone; unsigned ones
/// count only where the coordinate and the bound are not negative.
void tilelowering::specializeInteriorBlocks(ArrayRef<TileOp> tiles) {
  SmallVector<std::pair<TileOp, CoordinateComparison>> comparisons;
  for (TileOp tile : tiles)
    tile.getBody().walk([&](arith::CmpIOp cmp) {
      if (!cmp.getLhs().getType().isIndex())
        return;
      arith::CmpIPredicate predicate = cmp.getPredicate();
      if (predicate == arith::CmpIPredicate::eq ||
          predicate == arith::CmpIPredicate::ne)
        return;
      Value coordinate = cmp.getLhs(), bound = cmp.getRhs();
      auto match = matchCoordinate(coordinate, tile);
      if (!match) {
        std::swap(coordinate, bound);
        predicate = swapCmpIOperands(predicate);
        match = matchCoordinate(coordinate, tile);
      }
      if (!match || !isBlockUniform(bound))
        return;
      comparisons.push_back(
          {tile, {cmp, match->first, match->second, predicate, bound}});
    });
  if (comparisons.empty())
    return;

  TileOp front = tiles.front();
  Location loc = front.getLoc();
  OpBuilder builder(front);
  // Each tile's widened coordinates: [origin - lo, origin + size + hi - 1].
  llvm::DenseMap<Operation *, std::array<std::pair<Value, Value>, 3>> extremes;
  for (TileOp tile : tiles) {
    std::array<std::pair<Value, Value>, 3> &range = extremes[tile];
    for (unsigned d = 0; d < 3; ++d) {
      Value size = tileSize(builder, loc, tile, d);
      Value block = gpu::BlockIdOp::create(builder, loc, toDimension(d));
      Value origin = arith::MulIOp::create(builder, loc, block, size);
      range[d].first = addConstant(builder, loc, origin, -tile.getHaloLo(d));
      range[d].second = addConstant(
          builder, loc, arith::AddIOp::create(builder, loc, origin, size),
          tile.getHaloHi(d) - 1);
    }
  }
  IRMapping uniforms;
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value interior;
  auto both = [&](Value condition) {
    interior = interior
                   ? arith::AndIOp::create(builder, loc, interior, condition)
                         .getResult()
                   : condition;
  };
  using P = arith::CmpIPredicate;
  for (auto &[tile, c] : comparisons) {
    Value bound = rebuildUniform(builder, c.bound, uniforms);
    const std::pair<Value, Value> &range = extremes[tile][c.dim];
    Value low = addConstant(builder, loc, range.first, c.shift);
    Value high = addConstant(builder, loc, range.second, c.shift);
    P signedPredicate = c.predicate;
    switch (c.predicate) {
    case P::ult:
    case P::ule:
    case P::ugt:
    case P::uge:
      // Both sides not negative: unsigned and signed order agree.
      both(arith::CmpIOp::create(builder, loc, P::sge, low, zero));
      both(arith::CmpIOp::create(builder, loc, P::sge, bound, zero));
      signedPredicate = c.predicate == P::ult   ? P::slt
                        : c.predicate == P::ule ? P::sle
                        : c.predicate == P::ugt ? P::sgt
                                                : P::sge;
      break;
    default:
      break;
    }
    // x < b for all x iff max < b; x > b for all x iff min > b.
    bool upper = signedPredicate == P::slt || signedPredicate == P::sle;
    both(arith::CmpIOp::create(builder, loc, signedPredicate,
                               upper ? high : low, bound));
  }
  auto branch = scf::IfOp::create(builder, loc, interior, /*withElse=*/true);
  OpBuilder inThen = OpBuilder::atBlockBegin(branch.thenBlock());
  Value yes = arith::ConstantIntOp::create(inThen, loc, 1, 1);
  IRMapping mapping;
  for (TileOp tile : tiles)
    inThen.clone(*tile, mapping);
  for (auto &[tile, c] : comparisons) {
    auto cloned = cast<arith::CmpIOp>(mapping.lookup(c.op.getOperation()));
    cloned.getResult().replaceAllUsesWith(yes);
    cloned.erase();
  }
  for (TileOp tile : tiles)
    tile->moveBefore(branch.elseBlock()->getTerminator());
}
