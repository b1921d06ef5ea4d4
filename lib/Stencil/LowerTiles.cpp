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

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Common/KernelFootprint.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/StencilGroup.h"
#include "KFusion/Stencil/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

#include <numeric>

#define DEBUG_TYPE "kfusion-lower-tiles"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERTILESPASS
#include "KFusion/Stencil/Passes.h.inc"
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

/// The tile size in thread dimension `d`: the block size times the kernel's
/// tile scale (`kfusion.tile_scale`).
static Value tileSize(OpBuilder &builder, Location loc, Operation *at,
                      unsigned d) {
  Value size = blockSize(builder, loc, at, d);
  int64_t scale = getTileScale(at, d);
  if (scale == 1)
    return size;
  if (std::optional<int64_t> known = getConstantIntValue(size))
    return arith::ConstantIndexOp::create(builder, loc, *known * scale);
  return arith::MulIOp::create(
      builder, loc, size, arith::ConstantIndexOp::create(builder, loc, scale));
}

/// a + c, folded when c is zero or a a constant.
static Value addConstant(OpBuilder &builder, Location loc, Value a, int64_t c) {
  if (c == 0)
    return a;
  if (std::optional<int64_t> known = getConstantIntValue(a))
    return arith::ConstantIndexOp::create(builder, loc, *known + c);
  return arith::AddIOp::create(builder, loc, a,
                               arith::ConstantIndexOp::create(builder, loc, c));
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

/// Replaces the point ids in `region` (a tile body moved out of its tile):
/// thread and global ids by the point's `virtualIds` and `globalIds`; in a
/// scaled tile, block ids and grid sizes of a scaled dimension by those of
/// the original's blocks (block_id * s is the first of them, grid_dim * s
/// their number).
static void remapPointIds(Region &region, ArrayRef<Value> virtualIds,
                          ArrayRef<Value> globalIds, ArrayRef<int64_t> scales) {
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
static Value gridCoordinate(OpBuilder &builder, Location loc, unsigned d,
                            Value size, Value virtualId) {
  Value block = gpu::BlockIdOp::create(builder, loc, toDimension(d));
  return arith::AddIOp::create(builder, loc,
                               arith::MulIOp::create(builder, loc, block, size),
                               virtualId);
}

//===----------------------------------------------------------------------===//
// Runs of rows and shared memory banks
//===----------------------------------------------------------------------===//

namespace {
/// The widened box of a tile lowered in runs of rows.
struct RunBox {
  int64_t extents[3];
  /// Rows of points per thread of the kernel (its tile scale along y).
  int64_t scale;
  int64_t runs(int64_t rows) const {
    return llvm::divideCeil(extents[1], rows);
  }
};

/// How one kernel's tiles run in rows. `rows` is the run length, the same
/// for every tile of the kernel, between half and twice the tile scale: the
/// one with the shortest longest thread (which its block waits for at the
/// next barrier), counting for each tile the iterations of its thread loop
/// times the rows of a run plus 2 (a run's overhead: its column's extra
/// loads, its index arithmetic). Jacobi's 36x68 halo tile in a 256-thread
/// block, scaled by 8: runs of 8 rows are 9 x 36 = 324 units, two
/// iterations for some threads (2 x 10); runs of 10 are 7 x 36 = 252 units,
/// one (12).
///
/// Shared memory banks: a warp's lanes take consecutive units (column
/// fastest); a warp that wraps from the end of one run-row to the start of
/// the next reads rows `rows` apart, so with the arrays' natural pitch some
/// of its lanes share a bank (a 36-wide tile in runs of 8 rows: 288
/// elements apart, the same bank). The plan has a residue r (mod 32, a
/// multiple of gcd(rows, 32)): every wrapping tile counts `width` columns
/// per run-row, the smallest number >= its box's width that is r mod 32
/// (the extra columns idle), and every static shared array gets the
/// smallest row pitch >= its width with rows * pitch = r mod 32 (the same
/// residue: arrays are written by one tile and read by another). Then unit
/// u's element sits at bank (u mod 32) plus a constant, for every lane and
/// every offset read: no conflicts.
struct RunPlan {
  int64_t rows = 1;
  std::optional<int64_t> residue;
  /// Padded row pitch per shared array.
  llvm::DenseMap<Operation *, int64_t> pitches;
};
} // namespace

static constexpr int64_t kBanks = 32;
/// What a run costs beyond its rows, in rows: a 5-point stencil's run of R
/// rows loads R + 2 elements of its column, and its index arithmetic.
static constexpr int64_t kRunOverhead = 2;
/// At most this many padding elements per row of a shared array.
static constexpr int64_t kMaxPad = kMaxSharedRowPadding;

/// The box of `tile` if it is lowered in runs of rows: a kernel tile scale
/// along y only, and static sizes.
static std::optional<RunBox> runBoxOf(TileOp tile) {
  int64_t scales[3] = {getTileScale(tile, 0), getTileScale(tile, 1),
                       getTileScale(tile, 2)};
  if (scales[1] <= 1 || scales[0] != 1 || scales[2] != 1)
    return std::nullopt;
  auto kernel = tile->getParentOfType<gpu::GPUFuncOp>();
  if (!kernel || tile->getParentOfType<HorizontalOp>())
    return std::nullopt;
  std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
  if (!known)
    return std::nullopt;
  RunBox box;
  for (unsigned d = 0; d < 3; ++d)
    box.extents[d] =
        (*known)[d] * scales[d] + tile.getHaloLo(d) + tile.getHaloHi(d);
  box.scale = scales[1];
  return box;
}

/// The columns per run-row of a tile `width` wide under `residue`.
static int64_t runWidth(int64_t width, std::optional<int64_t> residue) {
  if (!residue || width % kBanks == 0)
    return width;
  int64_t columns = width;
  while (columns % kBanks != *residue % kBanks)
    ++columns;
  return columns;
}

/// The run plan of every kernel in `root` whose tiles run in rows (see
/// RunPlan): `fixedRows` rows per run when not 0, else the run length with
/// the shortest longest thread, then the fewest units, then the fewest
/// padding bytes; first of all without bank conflicts where a tile wraps (a
/// box width not a multiple of 32) and every shared array is static,
/// x-contiguous, and still fits the 48 KB of static shared memory padded
/// (by at most 8 elements a row).
static llvm::DenseMap<Operation *, RunPlan> planRuns(Operation *root,
                                                     int64_t fixedRows) {
  llvm::DenseMap<Operation *, RunPlan> plans;
  root->walk([&](gpu::GPUFuncOp kernel) {
    SmallVector<RunBox> boxes;
    bool wraps = false;
    kernel.walk([&](TileOp tile) {
      if (std::optional<RunBox> box = runBoxOf(tile)) {
        boxes.push_back(*box);
        wraps |= box->extents[0] % kBanks != 0;
      }
    });
    if (boxes.empty())
      return;
    std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
    int64_t threads = int64_t((*known)[0]) * (*known)[1] * (*known)[2];
    if (threads < 1)
      return;
    SmallVector<SharedArrayOp> arrays;
    bool paddable = true;
    kernel.walk([&](SharedArrayOp array) {
      arrays.push_back(array);
      ArrayRef<int64_t> dims = array.getDims();
      paddable &=
          !array.getDynamicOffset() && !dims.empty() && dims.back() == 0;
    });
    int64_t scale = boxes.front().scale;
    // A run longer than the tallest box would only repeat guarded bodies.
    int64_t tallest = 1;
    for (const RunBox &box : boxes)
      tallest = std::max(tallest, box.extents[1]);
    int64_t lowest = fixedRows ? std::min(fixedRows, tallest)
                               : std::max<int64_t>(1, scale / 2);
    int64_t highest = fixedRows ? lowest : std::min(2 * scale, tallest);
    // (bank conflicts, longest thread's rows, units x rows, padding bytes)
    std::optional<std::tuple<bool, int64_t, int64_t, int64_t>> best;
    for (int64_t rows = lowest; rows <= highest; ++rows) {
      SmallVector<std::optional<int64_t>> residues;
      if (wraps && paddable)
        for (int64_t r = std::gcd(rows, kBanks); r <= kBanks;
             r += std::gcd(rows, kBanks))
          residues.push_back(r % kBanks);
      residues.push_back(std::nullopt);
      for (std::optional<int64_t> residue : residues) {
        RunPlan plan;
        plan.rows = rows;
        plan.residue = residue;
        int64_t bytes = 0, padding = 0;
        bool fits = true;
        for (SharedArrayOp array : arrays) {
          if (!residue)
            break;
          MemRefType type = array.getType();
          int64_t width = type.getShape().back();
          int64_t pitch = width;
          while (pitch <= width + kMaxPad &&
                 (rows * pitch) % kBanks != *residue)
            ++pitch;
          fits &= pitch <= width + kMaxPad;
          int64_t bits = type.getElementTypeBitWidth();
          int64_t lines = type.getNumElements() / width;
          bytes += lines * pitch * bits / 8;
          padding += lines * (pitch - width) * bits / 8;
          plan.pitches[array] = pitch;
        }
        if (!fits || bytes > 48 * 1024)
          continue;
        int64_t longest = 0, work = 0;
        for (const RunBox &box : boxes) {
          int64_t units = runWidth(box.extents[0], residue) * box.runs(rows) *
                          box.extents[2];
          longest += llvm::divideCeil(units, threads) * (rows + kRunOverhead);
          work += units * rows;
        }
        auto cost = std::make_tuple(wraps && !residue, longest, work, padding);
        if (!best || cost < *best) {
          best = cost;
          plans[kernel] = std::move(plan);
        }
      }
    }
  });
  return plans;
}

/// A tile scaled along y by `rows` with a static widened box: each thread
/// takes runs of `rows` consecutive rows of one column (x fastest over the
/// runs, so that neighbouring threads take neighbouring columns), the body
/// repeated once per row of the run. Neighbouring rows of a run read the
/// same elements (a[y+1] of one row is a[y] of the next), and once the
/// repeats sit side by side in one block, LLVM loads them once: a 5-point
/// stencil over 4 rows loads 14 elements instead of 20, and the index
/// arithmetic is paid once per run.
static void lowerTileInRuns(TileOp tile, ArrayRef<Value> sizes,
                            const RunBox &box, int64_t rows, int64_t width,
                            ArrayRef<int64_t> scales) {
  Location loc = tile.getLoc();
  OpBuilder builder(tile);
  ArrayRef<int64_t> extents = box.extents;
  int64_t runs = box.runs(rows);
  int64_t lastRows = extents[1] - (runs - 1) * rows;
  auto constant = [&](int64_t v) {
    return arith::ConstantIndexOp::create(builder, loc, v);
  };
  auto [linear, count] = linearThread(builder, loc, tile);
  auto loop = scf::ForOp::create(builder, loc, linear,
                                 constant(width * runs * extents[2]), count);
  builder.setInsertionPointToStart(loop.getBody());
  Value unit = loop.getInductionVar();
  Value column = arith::RemUIOp::create(builder, loc, unit, constant(width));
  Value rest = arith::DivUIOp::create(builder, loc, unit, constant(width));
  // Columns past the box are idle lanes that keep the banks apart.
  if (width > extents[0]) {
    Value inBox = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                        column, constant(extents[0]));
    auto guard = scf::IfOp::create(builder, loc, inBox, /*withElse=*/false);
    builder.setInsertionPointToStart(guard.thenBlock());
  }
  Value run = arith::RemUIOp::create(builder, loc, rest, constant(runs));
  Value plane = arith::DivUIOp::create(builder, loc, rest, constant(runs));
  Value virtualIds[3], globalIds[3];
  virtualIds[0] = addConstant(builder, loc, column, -tile.getHaloLo(0));
  virtualIds[2] = addConstant(builder, loc, plane, -tile.getHaloLo(2));
  for (unsigned d : {0u, 2u})
    globalIds[d] = gridCoordinate(builder, loc, d, sizes[d], virtualIds[d]);
  Value firstRow = addConstant(
      builder, loc, arith::MulIOp::create(builder, loc, run, constant(rows)),
      -tile.getHaloLo(1));
  scf::ExecuteRegionOp body = moveIntoExecuteRegion(builder, tile);
  for (int64_t k = 0; k < rows; ++k) {
    OpBuilder at(body);
    // Rows past the box exist in the last run only.
    if (k >= lastRows) {
      Value last = arith::CmpIOp::create(
          at, loc, arith::CmpIPredicate::ne, run,
          arith::ConstantIndexOp::create(at, loc, runs - 1));
      auto guard = scf::IfOp::create(at, loc, last, /*withElse=*/false);
      at.setInsertionPointToStart(guard.thenBlock());
    }
    virtualIds[1] = addConstant(at, loc, firstRow, k);
    globalIds[1] = gridCoordinate(at, loc, 1, sizes[1], virtualIds[1]);
    // The last row takes the body itself, the others a copy of it.
    scf::ExecuteRegionOp copy = body;
    if (k + 1 < rows)
      copy = cast<scf::ExecuteRegionOp>(at.clone(*body));
    else if (k >= lastRows)
      body->moveBefore(at.getInsertionBlock(), at.getInsertionPoint());
    remapPointIds(copy.getRegion(), virtualIds, globalIds, scales);
  }
  tile.erase();
}

static void lowerTile(TileOp tile,
                      const llvm::DenseMap<Operation *, RunPlan> &plans) {
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

/// A stage: a copy loop over the window shared by the block's threads (last
/// memref dimension fastest, so that neighbouring threads copy neighbouring
/// elements), each element guarded by the source's bounds, then a barrier.
/// With `interiorBlocks`, blocks whose whole window lies inside the source
/// (most of them) run the copy without the guards; with `stageAsync`, that
/// copy is cp.async where the elements are 4 or 8 bytes.
static void lowerStage(StageOp stage, const TileLoweringOptions &options) {
  bool interiorBlocks = options.interiorBlocks;
  int64_t unroll = options.stageUnroll;
  Location loc = stage.getLoc();
  OpBuilder builder(stage);
  auto array = stage.getArray().getDefiningOp<SharedArrayOp>();
  MemRefType type = array.getType();
  int64_t rank = type.getRank();
  int64_t numPoints = type.getNumElements();
  auto [linear, count] = linearThread(builder, loc, stage);
  Value points = arith::ConstantIndexOp::create(builder, loc, numPoints);
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  // The window's origin in the source, per memref dimension, and the
  // source's extent.
  SmallVector<Value> origins, bounds;
  for (auto [m, dim] : llvm::enumerate(array.getDims())) {
    Value block = gpu::BlockIdOp::create(builder, loc, toDimension(dim));
    Value base = arith::MulIOp::create(builder, loc, block,
                                       tileSize(builder, loc, stage, dim));
    origins.push_back(addConstant(builder, loc, base, -array.getHaloLo()[m]));
    bounds.push_back(memref::DimOp::create(builder, loc, stage.getSource(),
                                           static_cast<int64_t>(m)));
  }
  // Element `q` of the array (last dimension fastest): its indices in the
  // array and in the source.
  auto delinearize = [&](OpBuilder &builder, Value q) {
    SmallVector<Value> local(rank), global(rank);
    Value rest = q;
    for (int64_t m = rank - 1; m >= 0; --m) {
      Value extent =
          arith::ConstantIndexOp::create(builder, loc, type.getDimSize(m));
      local[m] =
          m == 0 ? rest : arith::RemUIOp::create(builder, loc, rest, extent);
      if (m > 0)
        rest = arith::DivUIOp::create(builder, loc, rest, extent);
      global[m] = arith::AddIOp::create(builder, loc, origins[m], local[m]);
    }
    return std::make_pair(local, global);
  };
  // cp.async copies 4, 8 or 16 bytes from global to shared memory without a
  // register in between: one element per copy.
  Type elementType = type.getElementType();
  bool async = options.stageAsync && elementType.isIntOrFloat() &&
               (elementType.getIntOrFloatBitWidth() == 32 ||
                elementType.getIntOrFloatBitWidth() == 64);
  auto copyAsync = [&](OpBuilder &builder, ValueRange local,
                       ValueRange global) {
    nvgpu::DeviceAsyncCopyOp::create(
        builder, loc, nvgpu::DeviceAsyncTokenType::get(builder.getContext()),
        stage.getArray(), local, stage.getSource(), global,
        builder.getIndexAttr(1), /*srcElements=*/Value(),
        /*bypassL1=*/UnitAttr());
  };
  auto emitCopy = [&](OpBuilder &builder, bool guarded) {
    auto loop = scf::ForOp::create(builder, loc, linear, points, count);
    builder.setInsertionPointToStart(loop.getBody());
    auto [local, global] = delinearize(builder, loop.getInductionVar());
    if (guarded) {
      Value inside;
      for (int64_t m = 0; m < rank; ++m) {
        Value above = arith::CmpIOp::create(
            builder, loc, arith::CmpIPredicate::sge, global[m], zero);
        Value below = arith::CmpIOp::create(
            builder, loc, arith::CmpIPredicate::slt, global[m], bounds[m]);
        Value both = arith::AndIOp::create(builder, loc, above, below);
        inside =
            inside
                ? arith::AndIOp::create(builder, loc, inside, both).getResult()
                : both;
      }
      auto guard = scf::IfOp::create(builder, loc, inside, /*withElse=*/false);
      builder.setInsertionPointToStart(guard.thenBlock());
    }
    if (async && !guarded) {
      copyAsync(builder, local, global);
      return;
    }
    Value value =
        memref::LoadOp::create(builder, loc, stage.getSource(), global);
    memref::StoreOp::create(builder, loc, value, stage.getArray(), local);
  };
  // A copy whose elements all lie inside the source, `unroll` elements per
  // thread at a time: their loads first, then their stores, so a thread has
  // that many loads in flight instead of one (the loop above waits for each
  // load before its store). Needs the block's thread count; the last
  // chunk's surplus threads load a clamped element and store nothing.
  std::optional<int64_t> threads = 1;
  for (unsigned d = 0; d < 3 && threads; ++d) {
    std::optional<int64_t> size =
        getConstantIntValue(blockSize(builder, loc, stage, d));
    threads = size ? std::optional<int64_t>(*threads * *size) : std::nullopt;
  }
  // Continues `builder` inside `if (q < points)`: element q exists.
  auto guardInside = [&](OpBuilder &builder, Value q) {
    Value inside = arith::CmpIOp::create(builder, loc,
                                         arith::CmpIPredicate::ult, q, points);
    auto guard = scf::IfOp::create(builder, loc, inside, /*withElse=*/false);
    builder.setInsertionPointToStart(guard.thenBlock());
  };
  auto emitBatchedCopy = [&](OpBuilder &builder) {
    int64_t perThread = llvm::divideCeil(numPoints, *threads);
    int64_t batch = std::min(unroll, perThread);
    int64_t chunk = batch * *threads;
    int64_t chunks = llvm::divideCeil(numPoints, chunk);
    bool exact = numPoints % chunk == 0;
    Value last = arith::ConstantIndexOp::create(builder, loc, numPoints - 1);
    Value first = linear;
    OpBuilder::InsertionGuard restore(builder);
    if (chunks > 1) {
      Value end = arith::ConstantIndexOp::create(builder, loc, chunks * chunk);
      Value step = arith::ConstantIndexOp::create(builder, loc, chunk);
      auto loop = scf::ForOp::create(builder, loc, zero, end, step);
      builder.setInsertionPointToStart(loop.getBody());
      first =
          arith::AddIOp::create(builder, loc, loop.getInductionVar(), linear);
    }
    SmallVector<std::pair<Value, Value>> loaded;
    SmallVector<SmallVector<Value>> locals;
    for (int64_t k = 0; k < batch; ++k) {
      Value q = addConstant(builder, loc, first, k * *threads);
      // Only the last chunk can run past the array.
      bool mayPass =
          !exact && (chunks - 1) * chunk + (k + 1) * *threads > numPoints;
      if (async) {
        // Nothing waits between the copies: the surplus threads of the last
        // chunk skip theirs.
        OpBuilder::InsertionGuard inner(builder);
        if (mayPass)
          guardInside(builder, q);
        auto [local, global] = delinearize(builder, q);
        copyAsync(builder, local, global);
        continue;
      }
      Value at = mayPass
                     ? arith::MinUIOp::create(builder, loc, q, last).getResult()
                     : q;
      auto [local, global] = delinearize(builder, at);
      Value value =
          memref::LoadOp::create(builder, loc, stage.getSource(), global);
      loaded.push_back({mayPass ? q : Value(), value});
      locals.push_back(local);
    }
    for (auto [k, entry] : llvm::enumerate(loaded)) {
      auto [q, value] = entry;
      OpBuilder::InsertionGuard inner(builder);
      if (q)
        guardInside(builder, q);
      memref::StoreOp::create(builder, loc, value, stage.getArray(), locals[k]);
    }
  };
  bool batched = unroll > 1 && threads && *threads > 0;
  if (interiorBlocks) {
    // The window [origin, origin + extent) inside [0, bound) in every
    // dimension: checked once per block.
    Value whole;
    for (int64_t m = 0; m < rank; ++m) {
      Value last = addConstant(builder, loc, origins[m], type.getDimSize(m));
      Value above = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::sge, origins[m], zero);
      Value below = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::sle, last, bounds[m]);
      Value both = arith::AndIOp::create(builder, loc, above, below);
      whole = whole
                  ? arith::AndIOp::create(builder, loc, whole, both).getResult()
                  : both;
    }
    auto branch = scf::IfOp::create(builder, loc, whole, /*withElse=*/true);
    OpBuilder inThen = OpBuilder::atBlockBegin(branch.thenBlock());
    if (batched)
      emitBatchedCopy(inThen);
    else
      emitCopy(inThen, /*guarded=*/false);
    // The thread's copies form one group, complete before the barrier.
    if (async) {
      inThen.setInsertionPoint(branch.thenBlock()->getTerminator());
      NVVM::CpAsyncCommitGroupOp::create(inThen, loc);
      NVVM::CpAsyncWaitGroupOp::create(inThen, loc, uint32_t(0));
    }
    OpBuilder inElse = OpBuilder::atBlockBegin(branch.elseBlock());
    emitCopy(inElse, /*guarded=*/true);
  } else {
    emitCopy(builder, /*guarded=*/true);
  }
  builder.setInsertionPoint(stage);
  gpu::BarrierOp::create(builder, loc);
  stage.erase();
}

static void
lowerSharedArray(SharedArrayOp array,
                 const llvm::DenseMap<Operation *, RunPlan> &plans) {
  Location loc = array.getLoc();
  auto kernel = array->getParentOfType<gpu::GPUFuncOp>();
  Value replacement;
  // A padded row pitch (see RunPlan): a wider buffer that loads and stores
  // index as before.
  if (auto plan = plans.find(kernel); plan != plans.end()) {
    int64_t pitch = plan->second.pitches.lookup(array);
    MemRefType type = array.getType();
    if (pitch > type.getShape().back()) {
      SmallVector<int64_t> shape(type.getShape());
      shape.back() = pitch;
      replacement = kernel.addWorkgroupAttribution(
          MemRefType::get(shape, type.getElementType(), AffineMap(),
                          type.getMemorySpace()),
          loc);
      array.getArray().replaceAllUsesWith(replacement);
      array.erase();
      return;
    }
  }
  if (std::optional<int64_t> offset = array.getDynamicOffset()) {
    OpBuilder builder(array);
    auto bytes = MemRefType::get(
        {ShapedType::kDynamic}, builder.getI8Type(), AffineMap(),
        gpu::AddressSpaceAttr::get(builder.getContext(),
                                   gpu::AddressSpace::Workgroup));
    Value dynamic = gpu::DynamicSharedMemoryOp::create(builder, loc, bytes);
    Value at = arith::ConstantIndexOp::create(builder, loc, *offset);
    replacement = memref::ViewOp::create(builder, loc, array.getType(), dynamic,
                                         at, ValueRange());
  } else {
    replacement = kernel.addWorkgroupAttribution(array.getType(), loc);
  }
  array.getArray().replaceAllUsesWith(replacement);
  array.erase();
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
      if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
        if ((*known)[d] == *constant)
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
/// prefill's "not written"). Specializes the tile for the blocks where every
/// comparison of a point coordinate with a block-uniform bound holds at
/// every point of the widened tile, which the block checks once, at the
/// tile's extreme coordinates:
///
///   scf.if %interior { tile with those comparisons true } else { tile }
///
/// so that interior blocks run the body without its guards. Comparisons for
/// (in)equality or of two coordinates are left alone; unsigned ones count
/// only where the coordinate and the bound are not negative.
static void specializeInteriorBlocks(TileOp tile) {
  SmallVector<CoordinateComparison> comparisons;
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
    comparisons.push_back({cmp, match->first, match->second, predicate, bound});
  });
  if (comparisons.empty())
    return;

  Location loc = tile.getLoc();
  OpBuilder builder(tile);
  // The widened tile's coordinates: [origin - lo, origin + size + hi - 1].
  Value lowest[3], highest[3];
  for (unsigned d = 0; d < 3; ++d) {
    Value size = tileSize(builder, loc, tile, d);
    Value block = gpu::BlockIdOp::create(builder, loc, toDimension(d));
    Value origin = arith::MulIOp::create(builder, loc, block, size);
    lowest[d] = addConstant(builder, loc, origin, -tile.getHaloLo(d));
    highest[d] = addConstant(builder, loc,
                             arith::AddIOp::create(builder, loc, origin, size),
                             tile.getHaloHi(d) - 1);
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
  for (const CoordinateComparison &c : comparisons) {
    Value bound = rebuildUniform(builder, c.bound, uniforms);
    Value low = addConstant(builder, loc, lowest[c.dim], c.shift);
    Value high = addConstant(builder, loc, highest[c.dim], c.shift);
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
  inThen.clone(*tile, mapping);
  for (CoordinateComparison &c : comparisons) {
    auto cloned = cast<arith::CmpIOp>(mapping.lookup(c.op.getOperation()));
    cloned.getResult().replaceAllUsesWith(yes);
    cloned.erase();
  }
  tile->moveBefore(branch.elseBlock()->getTerminator());
}

/// The type a shared array is lowered to: its own, or with the padded row
/// pitch of the kernel's run plan.
static MemRefType
loweredType(SharedArrayOp array,
            const llvm::DenseMap<Operation *, RunPlan> &plans) {
  MemRefType type = array.getType();
  auto kernel = array->getParentOfType<gpu::GPUFuncOp>();
  if (auto plan = plans.find(kernel); plan != plans.end()) {
    int64_t pitch = plan->second.pitches.lookup(array);
    if (pitch > type.getShape().back()) {
      SmallVector<int64_t> shape(type.getShape());
      shape.back() = pitch;
      return MemRefType::get(shape, type.getElementType(), AffineMap(),
                             type.getMemorySpace());
    }
  }
  return type;
}

/// Lets the static shared arrays of `kernel` whose lifetimes are apart share
/// memory: array A's bytes may hold array B's when every use of A is in
/// top-level ops of the kernel before the first one using B and a
/// `gpu.barrier` of the top level lies between them (so every thread is done
/// with A before any writes B). Offsets are assigned first fit, in order of
/// first use; the arrays become views of one workgroup byte buffer. Nothing
/// changes when sharing saves no bytes, or for arrays in dynamic shared
/// memory or used outside the kernel's entry block.
static void
aliasSharedArrays(gpu::GPUFuncOp kernel,
                  const llvm::DenseMap<Operation *, RunPlan> &plans) {
  Block &entry = kernel.getBody().front();
  struct Slot {
    SharedArrayOp array;
    MemRefType type;
    int64_t bytes = 0, first = -1, last = -1, offset = 0;
  };
  SmallVector<Slot> slots;
  bool eligible = true;
  kernel.walk([&](SharedArrayOp array) {
    if (array.getDynamicOffset() || array->getBlock() != &entry)
      eligible = false;
    MemRefType type = loweredType(array, plans);
    int64_t bits = type.getElementTypeBitWidth();
    slots.push_back(
        {array, type, llvm::alignTo(type.getNumElements() * bits / 8, 16)});
  });
  if (!eligible || slots.size() < 2)
    return;
  llvm::DenseMap<Operation *, int64_t> position;
  SmallVector<int64_t> barriers;
  for (auto [i, op] : llvm::enumerate(entry)) {
    position[&op] = i;
    if (isa<gpu::BarrierOp>(op))
      barriers.push_back(i);
  }
  for (Slot &slot : slots) {
    for (Operation *user : slot.array.getArray().getUsers()) {
      Operation *top = entry.findAncestorOpInBlock(*user);
      if (!top)
        return;
      int64_t at = position.lookup(top);
      slot.first = slot.first < 0 ? at : std::min(slot.first, at);
      slot.last = std::max(slot.last, at);
    }
  }
  // A before B, a barrier between them.
  auto apart = [&](const Slot &a, const Slot &b) {
    if (a.first < 0 || b.first < 0)
      return true; // an unused array holds nothing
    const Slot &early = a.last < b.first ? a : b;
    const Slot &late = a.last < b.first ? b : a;
    if (early.last >= late.first)
      return false;
    return llvm::any_of(
        barriers, [&](int64_t p) { return early.last < p && p < late.first; });
  };
  SmallVector<unsigned> order(slots.size());
  std::iota(order.begin(), order.end(), 0u);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return slots[a].first < slots[b].first;
  });
  int64_t separate = 0, total = 0;
  SmallVector<unsigned> placed;
  for (unsigned i : order) {
    Slot &slot = slots[i];
    separate += slot.bytes;
    for (bool moved = true; moved;) {
      moved = false;
      for (unsigned j : placed) {
        const Slot &other = slots[j];
        if (apart(slot, other) || slot.offset >= other.offset + other.bytes ||
            other.offset >= slot.offset + slot.bytes)
          continue;
        slot.offset = other.offset + other.bytes;
        moved = true;
      }
    }
    placed.push_back(i);
    total = std::max(total, slot.offset + slot.bytes);
  }
  if (total >= separate)
    return;
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  Location loc = kernel.getLoc();
  auto space = gpu::AddressSpaceAttr::get(kernel.getContext(),
                                          gpu::AddressSpace::Workgroup);
  Value buffer = kernel.addWorkgroupAttribution(
      MemRefType::get({total}, builder.getI8Type(), AffineMap(), space), loc);
  for (Slot &slot : slots) {
    builder.setInsertionPoint(slot.array);
    Value at = arith::ConstantIndexOp::create(builder, loc, slot.offset);
    Value view = memref::ViewOp::create(builder, slot.array.getLoc(), slot.type,
                                        buffer, at, ValueRange());
    slot.array.getArray().replaceAllUsesWith(view);
    slot.array.erase();
  }
}

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
static void insertLatePrefetches(gpu::GPUFuncOp kernel, int64_t locality,
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

void mlir::kfusion::lowerTileOps(Operation *root,
                                 const TileLoweringOptions &options) {
  if (options.latePrefetch != LatePrefetch::None) {
    SmallVector<gpu::GPUFuncOp> kernels;
    root->walk([&](gpu::GPUFuncOp kernel) { kernels.push_back(kernel); });
    for (gpu::GPUFuncOp kernel : kernels)
      insertLatePrefetches(
          kernel, options.latePrefetch == LatePrefetch::L1 ? 3 : 1,
          options.latePrefetch == LatePrefetch::Auto ? options.l2Bytes : 0);
  }
  if (options.interiorBlocks) {
    SmallVector<TileOp> specialize;
    root->walk([&](TileOp tile) { specialize.push_back(tile); });
    for (TileOp tile : specialize)
      specializeInteriorBlocks(tile);
  }
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
  llvm::DenseMap<Operation *, RunPlan> plans;
  if (options.rowRuns)
    plans = planRuns(root, options.rowsPerRun);
  for (StageOp stage : stages)
    lowerStage(stage, options);
  for (TileOp tile : tiles)
    lowerTile(tile, plans);
  // Kernels whose plan counted on their arrays overlaid (stencil fusion's
  // deep tiles with single readers staged) are aliased whatever the option.
  SmallVector<gpu::GPUFuncOp> aliased;
  root->walk([&](gpu::GPUFuncOp kernel) {
    if (options.aliasArrays || kernel->hasAttr(kAliasSharedArraysAttrName))
      aliased.push_back(kernel);
  });
  if (!aliased.empty()) {
    for (gpu::GPUFuncOp kernel : aliased)
      aliasSharedArrays(kernel, plans);
    arrays.clear();
    root->walk([&](SharedArrayOp array) { arrays.push_back(array); });
  }
  for (SharedArrayOp array : arrays)
    lowerSharedArray(array, plans);
  // The tile scale described the tiles, which are loops now; the arrays are
  // placed.
  root->walk([](gpu::GPUFuncOp kernel) {
    kernel->removeAttr(kTileScaleAttrName);
    kernel->removeAttr(kAliasSharedArraysAttrName);
  });
}

namespace {
struct KFusionLowerTilesPass final
    : kfusion::impl::KFusionLowerTilesPassBase<KFusionLowerTilesPass> {
  using Base::Base;

  void runOnOperation() override {
    if (!runRows.empty()) {
      getOperation()->emitError()
          << "kfusion-lower-tiles: run-rows was renamed rows-per-run";
      return signalPassFailure();
    }
    if (rowsPerRun < 0) {
      getOperation()->emitError()
          << "kfusion-lower-tiles: rows-per-run must be 0 (chosen per kernel) "
             "or positive, not "
          << static_cast<int64_t>(rowsPerRun);
      return signalPassFailure();
    }
    if (stageUnroll < 1) {
      getOperation()->emitError()
          << "kfusion-lower-tiles: stage-unroll must be positive, not "
          << static_cast<int64_t>(stageUnroll);
      return signalPassFailure();
    }
    FailureOr<DeviceDescription> gpu = resolveDevice(getOperation(), device);
    if (failed(gpu))
      return signalPassFailure();
    TileLoweringOptions options;
    options.interiorBlocks = interiorBlocks;
    options.rowRuns = rowRuns;
    options.rowsPerRun = rowsPerRun;
    options.stageUnroll = stageUnroll;
    options.stageAsync = stageAsync;
    options.aliasArrays = aliasSharedArrays;
    options.l2Bytes = gpu->l2Bytes;
    if (prefetchLateReads == "auto")
      options.latePrefetch = LatePrefetch::Auto;
    else if (prefetchLateReads == "l1")
      options.latePrefetch = LatePrefetch::L1;
    else if (prefetchLateReads == "l2")
      options.latePrefetch = LatePrefetch::L2;
    else if (prefetchLateReads == "none")
      options.latePrefetch = LatePrefetch::None;
    else {
      getOperation()->emitError()
          << "kfusion-lower-tiles: prefetch-late-reads must be auto, none, "
             "l1 or l2, not '"
          << prefetchLateReads << "'";
      return signalPassFailure();
    }
    lowerTileOps(getOperation(), options);
  }
};
} // namespace
