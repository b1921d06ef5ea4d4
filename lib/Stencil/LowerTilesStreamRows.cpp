//===- LowerTilesStreamRows.cpp - Streamed rows -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-lower-tiles stream-rows=S: a fused 2-D stencil kernel whose tiles
// form a sequence (TileSequence) becomes a kernel whose block is a row of
// stream-columns threads, one column each: the block owns the columns of a
// strip (its threads less the members' halos along x) and S rows of a
// segment, and walks the segment's rows (and the members' halos along y) in a
// loop. Iteration i loads row i of each staged input and computes member m at
// row i - lag(m): a member's lag is at least its producer's plus the rows it
// reads ahead, plus one where it reads another column, so that every value a
// thread reads from another column was written in an earlier iteration and
// an iteration needs one barrier. Each producer's values (a temporary's, a
// staged input's) are delay lines in private arrays (registers once SROA has
// promoted them); the values read across columns pass through workgroup
// memory, double-buffered by the iteration's parity. Halos are recomputed
// along x only (the strip's edge columns), where register tiles recompute
// them along x and y: a deep chain (FDTD's ten steps) gains most. The probe
// bench/stencil/fdtd-stream-probe.cu runs the same schedule by hand.
//
//===----------------------------------------------------------------------===//

#include "LowerTiles.h"

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"

#include <limits>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::tilelowering;

/// The (dx, dy) of a read of `array` at `offsets` (per memref dimension).
static std::array<int64_t, 2> readOffset(SharedArrayOp array,
                                         ArrayRef<int64_t> offsets) {
  std::array<int64_t, 2> d = {0, 0};
  for (auto [m, dim] : llvm::enumerate(array.getDims()))
    d[dim] = offsets[m];
  return d;
}

/// The halo of `array` along thread dimension `d`: (lo, hi).
static std::pair<int64_t, int64_t> arrayHalo(SharedArrayOp array, unsigned d) {
  for (auto [m, dim] : llvm::enumerate(array.getDims()))
    if (dim == d)
      return {array.getHaloLo()[m], array.getHaloHi()[m]};
  return {0, 0};
}

/// Why `kernel` cannot stream rows of `options`, or "" with `plan` filled in.
static std::string whyNotStreamRows(gpu::GPUFuncOp kernel, Operation *root,
                                    const KFusionLowerTilesPassOptions &options,
                                    const DeviceDescription &device,
                                    StreamRowsPlan &plan) {
  std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
  if (!known)
    return "its block size is not known";
  if ((*known)[2] != 1 || getTileScale(kernel, 0) != 1 ||
      getTileScale(kernel, 2) != 1)
    return "it is not a 2-D kernel scaled along y alone";
  std::string why = whyNotTileSequence(kernel, plan.seq, whyReadBeyondWriter);
  if (!why.empty())
    return why;
  for (auto array : kernel.getBody().front().getOps<SharedArrayOp>()) {
    ArrayRef<int64_t> dims = array.getDims();
    if (dims.size() != 2 || dims[0] == dims[1] || dims[0] > 1 || dims[1] > 1)
      return "a shared array that is not 2-D along x and y";
  }
  for (TileOp tile : plan.seq.tiles) {
    if (tile.getHaloLo(2) != 0 || tile.getHaloHi(2) != 0)
      return "a tile with a halo along z";
    WalkResult walk = tile.getBody().walk([&](Operation *op) {
      if (op->getDialect() == kernel->getDialect() &&
          !isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::GlobalIdOp, gpu::GridDimOp,
               gpu::BlockDimOp>(op)) {
        why = "a '" + op->getName().getStringRef().str() + "' in a tile";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return why;
  }
  why = whyNotHostLaunched(kernel, root, &plan.launches);
  if (!why.empty())
    return why;
  std::optional<std::array<int64_t, 2>> grid;
  for (gpu::LaunchFuncOp launch : plan.launches) {
    std::optional<int64_t> g[3] = {getConstantIntValue(launch.getGridSizeX()),
                                   getConstantIntValue(launch.getGridSizeY()),
                                   getConstantIntValue(launch.getGridSizeZ())};
    std::optional<int64_t> b[3] = {getConstantIntValue(launch.getBlockSizeX()),
                                   getConstantIntValue(launch.getBlockSizeY()),
                                   getConstantIntValue(launch.getBlockSizeZ())};
    if (!g[0] || !g[1] || !g[2] || *g[2] != 1)
      return "a launch whose grid is not constant and 2-D";
    if (!b[0] || !b[1] || !b[2] || *b[0] != (*known)[0] ||
        *b[1] != (*known)[1] || *b[2] != 1)
      return "a launch whose block is not the kernel's";
    if (grid && ((*grid)[0] != *g[0] || (*grid)[1] != *g[1]))
      return "launches with different grids";
    grid = std::array<int64_t, 2>{*g[0], *g[1]};
  }
  if (!grid)
    return "no launch of it (its grid sets the strips and segments)";
  plan.threads = options.streamColumns;
  plan.rows = options.streamRows;
  plan.pointBlock = {(*known)[0], (*known)[1]};
  plan.scaleY = getTileScale(kernel, 1);
  plan.gridPoints = {(*grid)[0] * plan.pointBlock[0],
                     (*grid)[1] * plan.pointBlock[1] * plan.scaleY};
  plan.originalGrid = *grid;
  // The halos along x: what the strip's edge columns recompute.
  plan.haloX = {0, 0};
  for (TileOp tile : plan.seq.tiles)
    plan.haloX = {std::max(plan.haloX[0], tile.getHaloLo(0)),
                  std::max(plan.haloX[1], tile.getHaloHi(0))};
  for (auto [array, stage] : plan.seq.staged) {
    auto [lo, hi] = arrayHalo(cast<SharedArrayOp>(array), 0);
    plan.haloX = {std::max(plan.haloX[0], lo), std::max(plan.haloX[1], hi)};
  }
  if (plan.haloX[0] + plan.haloX[1] >= plan.threads)
    return "its halos along x (" + std::to_string(plan.haloX[0]) + " + " +
           std::to_string(plan.haloX[1]) + ") leave no column of " +
           std::to_string(plan.threads) + " threads";
  // Lags and delay lines, in program order.
  auto lagOf = [&](Operation *array) -> int64_t {
    auto writer = plan.seq.privates.find(array);
    return writer == plan.seq.privates.end() ? 0 : plan.lags[writer->second];
  };
  for (auto [i, tile] : llvm::enumerate(plan.seq.tiles)) {
    int64_t lag = i ? plan.lags.back() : 0;
    tile.getBody().walk([&](SharedReadOp read) {
      auto array = read.getArray().getDefiningOp<SharedArrayOp>();
      auto [dx, dy] = readOffset(array, read.getOffsets());
      lag = std::max(lag, lagOf(array) + dy + (dx != 0));
    });
    plan.lags.push_back(lag);
  }
  int64_t exchangeBytes = 0;
  for (auto [i, tile] : llvm::enumerate(plan.seq.tiles))
    tile.getBody().walk([&](SharedReadOp read) {
      auto array = read.getArray().getDefiningOp<SharedArrayOp>();
      auto [dx, dy] = readOffset(array, read.getOffsets());
      int64_t k = plan.lags[i] - dy - lagOf(array);
      if (k > 0)
        plan.depths[array] = std::max(plan.depths.lookup(array), k);
      if (dx != 0 && !plan.slots.count({array, k})) {
        unsigned slot = plan.slots.size();
        plan.slots[{array, k}] = slot;
        exchangeBytes +=
            2 * plan.threads * array.getType().getElementTypeBitWidth() / 8;
      }
    });
  if (exchangeBytes > device.staticSharedBytesPerBlock)
    return "its values read across columns need " +
           std::to_string(exchangeBytes) + " bytes of shared memory a block";
  // The rows each iteration loads and the members compute: from the first
  // row a member or a staged input needs to the last a member computes.
  int64_t first = std::numeric_limits<int64_t>::max();
  int64_t last = std::numeric_limits<int64_t>::min();
  for (auto [i, tile] : llvm::enumerate(plan.seq.tiles)) {
    first = std::min(first, -tile.getHaloLo(1) + plan.lags[i]);
    last = std::max(last, plan.rows + tile.getHaloHi(1) - 1 + plan.lags[i]);
  }
  for (auto [array, stage] : plan.seq.staged)
    first = std::min(first, -arrayHalo(cast<SharedArrayOp>(array), 1).first);
  plan.firstRow = first;
  plan.iterations = last - first + 1;
  return "";
}

StreamRowsPlans
tilelowering::chooseStreamRows(Operation *root,
                               const KFusionLowerTilesPassOptions &options,
                               const DeviceDescription &device) {
  StreamRowsPlans plans;
  if (options.streamRows <= 0)
    return plans;
  SmallVector<gpu::GPUFuncOp> kernels;
  root->walk([&](gpu::GPUFuncOp kernel) {
    if (!kernel.getBody().front().getOps<TileOp>().empty())
      kernels.push_back(kernel);
  });
  for (gpu::GPUFuncOp kernel : kernels) {
    StreamRowsPlan plan;
    std::string why = whyNotStreamRows(kernel, root, options, device, plan);
    if (!why.empty()) {
      kernel.emitRemark() << "kfusion-lower-tiles: @" << kernel.getName()
                          << " not streamed by rows: " << why;
      continue;
    }
    plans[kernel] = std::move(plan);
  }
  return plans;
}

namespace {
/// Writes a streamed-rows kernel over the tiles of its plan.
class StreamRowsLowering {
public:
  StreamRowsLowering(gpu::GPUFuncOp kernel, StreamRowsPlan &plan)
      : kernel(kernel), plan(plan), loc(kernel.getLoc()) {}
  void run();

private:
  Value constant(OpBuilder &b, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  Value zeroOf(OpBuilder &b, Type type) {
    return arith::ConstantOp::create(b, loc,
                                     cast<TypedAttr>(b.getZeroAttr(type)));
  }
  /// Member `i` at this iteration's row: its body under its rows' and
  /// columns' guards.
  void emitMember(OpBuilder &b, unsigned i);
  /// Whether `v` lies in the points along thread dimension `d` the fused
  /// kernel's tiles computed of `tile` and this block needs: from `origin`,
  /// `extent` points widened by the tile's halo, within the grid's `grid`
  /// points widened by the halo (where the body has no bounds checks of its
  /// own).
  Value within(OpBuilder &b, TileOp tile, Value v, Value origin, int64_t extent,
               unsigned d, int64_t grid) {
    int64_t lo = tile.getHaloLo(d), hi = tile.getHaloHi(d);
    Value a = arith::MaxSIOp::create(b, loc, addConstant(b, loc, origin, -lo),
                                     constant(b, -lo));
    Value z =
        arith::MinSIOp::create(b, loc, addConstant(b, loc, origin, extent + hi),
                               constant(b, grid + hi));
    return arith::AndIOp::create(
        b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v, a),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, z));
  }
  /// The value member `i` reads by `read`.
  Value readValue(OpBuilder &b, unsigned i, SharedReadOp read);
  int64_t lagOf(Operation *array) const {
    auto writer = plan.seq.privates.find(array);
    return writer == plan.seq.privates.end() ? 0 : plan.lags[writer->second];
  }

  gpu::GPUFuncOp kernel;
  StreamRowsPlan &plan;
  Location loc;
  /// Per producer (shared array): its value of this iteration and its delay
  /// line (entry k - 1: the value of k iterations ago).
  llvm::MapVector<Operation *, Value> current, history;
  /// Per exchange slot: its workgroup buffer [parity][column].
  llvm::MapVector<unsigned, Value> exchange;
  Value tid, column, strip, ownedColumn, loadRow, segment, parity, previous;
  /// The column's tile (its block id along x) and place in it.
  Value blockX, inTileX;
  /// Per member: whether it computes the thread's column.
  SmallVector<Value> columnActive;
};
} // namespace

Value StreamRowsLowering::readValue(OpBuilder &b, unsigned i,
                                    SharedReadOp read) {
  auto array = read.getArray().getDefiningOp<SharedArrayOp>();
  auto [dx, dy] = readOffset(array, read.getOffsets());
  int64_t k = plan.lags[i] - dy - lagOf(array);
  Value zero = constant(b, 0);
  Value own = k == 0
                  ? memref::LoadOp::create(b, loc, current.lookup(array), zero)
                        .getResult()
                  : memref::LoadOp::create(b, loc, history.lookup(array),
                                           constant(b, k - 1))
                        .getResult();
  if (dx == 0)
    return own;
  // Another column's value of an earlier iteration, through the buffer its
  // thread wrote before the last barrier; beyond the block, the thread's own
  // (a strip's edge columns are halo, recomputed by the next strip).
  Value buffer = exchange.lookup(plan.slots.at({array, k}));
  Value c = addConstant(b, loc, tid, dx);
  Value clamped =
      arith::MinSIOp::create(b, loc, arith::MaxSIOp::create(b, loc, c, zero),
                             constant(b, plan.threads - 1));
  Value other =
      memref::LoadOp::create(b, loc, buffer, ValueRange{previous, clamped});
  Value inside =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, c, clamped);
  return arith::SelectOp::create(b, loc, inside, other, own);
}

void StreamRowsLowering::emitMember(OpBuilder &b, unsigned i) {
  TileOp tile = plan.seq.tiles[i];
  // Its row this iteration. It computes the points the fused kernel's tiles
  // computed of it, those its segment and strip need: its tile's, widened by
  // its halo, within the grid widened by its halo (where its body has no
  // bounds checks of its own).
  // The row's test is the same for the whole block (a uniform branch that
  // skips the member in the walk's first and last rows); the column's, made
  // before the loop, inside it.
  Value row = addConstant(b, loc, loadRow, -plan.lags[i]);
  Value rowActive =
      within(b, tile, row, segment, plan.rows, 1, plan.gridPoints[1]);
  auto rowGuard =
      scf::IfOp::create(b, loc, rowActive, /*withElseRegion=*/false);
  OpBuilder inRow = rowGuard.getThenBodyBuilder();
  auto guard = scf::IfOp::create(inRow, loc, columnActive[i],
                                 /*withElseRegion=*/false);
  OpBuilder in = guard.getThenBodyBuilder();
  Value ownedRow = arith::AndIOp::create(
      in, loc,
      arith::CmpIOp::create(in, loc, arith::CmpIPredicate::sge, row, segment),
      arith::CmpIOp::create(in, loc, arith::CmpIPredicate::slt, row,
                            addConstant(in, loc, segment, plan.rows)));
  Value owned = arith::AndIOp::create(in, loc, ownedRow, ownedColumn);
  int64_t tileY = plan.pointBlock[1] * plan.scaleY;
  Value tileRow =
      arith::FloorDivSIOp::create(in, loc, row, constant(in, tileY));
  Value inTileY = arith::SubIOp::create(
      in, loc, row,
      arith::MulIOp::create(in, loc, tileRow, constant(in, tileY)));
  Value blockY =
      arith::MulIOp::create(in, loc, tileRow, constant(in, plan.scaleY));
  auto execute = scf::ExecuteRegionOp::create(in, loc, TypeRange());
  IRMapping mapping;
  tile.getBody().cloneInto(&execute.getRegion(), mapping);
  yieldsToScf(execute.getRegion());
  SmallVector<Operation *> ops;
  execute.getRegion().walk([&](Operation *op) {
    if (isa<SharedReadOp, SharedWriteOp, memref::StoreOp, gpu::ThreadIdOp,
            gpu::GlobalIdOp, gpu::BlockIdOp, gpu::GridDimOp, gpu::BlockDimOp>(
            op))
      ops.push_back(op);
  });
  // The bodies see the point in the fused kernel's tile that holds it: the
  // tile's block ids (along y the first original block of the tile, as
  // remapPointIds gives them) and the point's place in the tile as thread
  // ids, in a grid of the original launches' blocks. Every point is so in
  // its own tile: the strip and segment decide which thread stores it.
  int64_t gridDims[3] = {plan.originalGrid[0],
                         plan.originalGrid[1] * plan.scaleY, 1};
  int64_t blockDims[3] = {plan.pointBlock[0], plan.pointBlock[1], 1};
  for (Operation *op : ops) {
    OpBuilder at(op);
    Value replacement;
    auto coordinate = [&](gpu::Dimension d) {
      return d == gpu::Dimension::x   ? column
             : d == gpu::Dimension::y ? row
                                      : constant(at, 0);
    };
    auto inTile = [&](gpu::Dimension d) {
      return d == gpu::Dimension::x   ? inTileX
             : d == gpu::Dimension::y ? inTileY
                                      : constant(at, 0);
    };
    if (auto read = dyn_cast<SharedReadOp>(op)) {
      replacement = readValue(at, i, read);
    } else if (auto write = dyn_cast<SharedWriteOp>(op)) {
      auto array = write.getArray().getDefiningOp();
      memref::StoreOp::create(at, loc, write.getValue(), current.lookup(array),
                              constant(at, 0));
      write.erase();
      continue;
    } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
      // Global stores of the strip's own columns and the segment's rows.
      auto only = scf::IfOp::create(at, loc, owned, /*withElseRegion=*/false);
      store->moveBefore(only.thenBlock()->getTerminator());
      continue;
    } else if (auto id = dyn_cast<gpu::ThreadIdOp>(op)) {
      replacement = inTile(id.getDimension());
    } else if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
      replacement = coordinate(id.getDimension());
    } else if (auto id = dyn_cast<gpu::BlockIdOp>(op)) {
      replacement = id.getDimension() == gpu::Dimension::x   ? blockX
                    : id.getDimension() == gpu::Dimension::y ? blockY
                                                             : constant(at, 0);
    } else if (auto dim = dyn_cast<gpu::GridDimOp>(op)) {
      replacement =
          constant(at, gridDims[static_cast<unsigned>(dim.getDimension())]);
    } else if (auto dim = dyn_cast<gpu::BlockDimOp>(op)) {
      replacement =
          constant(at, blockDims[static_cast<unsigned>(dim.getDimension())]);
    }
    op->getResult(0).replaceAllUsesWith(replacement);
    op->erase();
  }
}

void StreamRowsLowering::run() {
  Block &body = kernel.getBody().front();
  // What the loop replaces: the tiles, stages and barriers, then the arrays.
  SmallVector<Operation *> replaced;
  for (Operation &op : body)
    if (isa<TileOp, StageOp, gpu::BarrierOp>(op))
      replaced.push_back(&op);
  SmallVector<SharedArrayOp> arrays(body.getOps<SharedArrayOp>());
  OpBuilder b = OpBuilder::atBlockBegin(&body);
  // Private arrays: each producer's value of this iteration and its delay
  // line; workgroup buffers: the values read across columns.
  for (SharedArrayOp array : arrays) {
    Type element = array.getType().getElementType();
    current[array] =
        memref::AllocaOp::create(b, loc, MemRefType::get({1}, element));
    if (int64_t depth = plan.depths.lookup(array))
      history[array] =
          memref::AllocaOp::create(b, loc, MemRefType::get({depth}, element));
  }
  auto workgroup = gpu::AddressSpaceAttr::get(
      kernel.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  for (auto [key, slot] : plan.slots) {
    Type element = cast<SharedArrayOp>(key.first).getType().getElementType();
    exchange[slot] = kernel.addWorkgroupAttribution(
        MemRefType::get({2, plan.threads}, element, MemRefLayoutAttrInterface(),
                        workgroup),
        loc);
  }
  // The thread's column, the strip's and the segment's origins.
  int64_t width = plan.threads - plan.haloX[0] - plan.haloX[1];
  tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  strip = arith::MulIOp::create(
      b, loc, gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
      constant(b, width));
  column = arith::AddIOp::create(
      b, loc, addConstant(b, loc, strip, -plan.haloX[0]), tid);
  ownedColumn = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, column, strip),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, column,
                            addConstant(b, loc, strip, width)));
  segment = arith::MulIOp::create(
      b, loc, gpu::BlockIdOp::create(b, loc, gpu::Dimension::y),
      constant(b, plan.rows));
  blockX = arith::FloorDivSIOp::create(b, loc, column,
                                       constant(b, plan.pointBlock[0]));
  inTileX = arith::SubIOp::create(
      b, loc, column,
      arith::MulIOp::create(b, loc, blockX, constant(b, plan.pointBlock[0])));
  for (TileOp tile : plan.seq.tiles)
    columnActive.push_back(
        within(b, tile, column, strip, width, 0, plan.gridPoints[0]));
  // Zeros everywhere (a strip's edges read values no iteration wrote).
  for (auto &[array, alloca] : current)
    memref::StoreOp::create(
        b, loc, zeroOf(b, cast<MemRefType>(alloca.getType()).getElementType()),
        alloca, constant(b, 0));
  for (auto &[array, alloca] : history) {
    auto type = cast<MemRefType>(alloca.getType());
    for (int64_t k = 0; k < type.getDimSize(0); ++k)
      memref::StoreOp::create(b, loc, zeroOf(b, type.getElementType()), alloca,
                              constant(b, k));
  }
  for (auto &[slot, buffer] : exchange) {
    auto type = cast<MemRefType>(buffer.getType());
    for (int64_t p = 0; p < 2; ++p)
      memref::StoreOp::create(b, loc, zeroOf(b, type.getElementType()), buffer,
                              ValueRange{constant(b, p), tid});
  }
  gpu::BarrierOp::create(b, loc);
  // The walk over the rows.
  auto loop = scf::ForOp::create(b, loc, constant(b, 0),
                                 constant(b, plan.iterations), constant(b, 1));
  OpBuilder in = OpBuilder::atBlockBegin(loop.getBody());
  Value it = loop.getInductionVar();
  loadRow = arith::AddIOp::create(
      in, loc, addConstant(in, loc, segment, plan.firstRow), it);
  parity = arith::RemUIOp::create(in, loc, it, constant(in, 2));
  previous = arith::SubIOp::create(in, loc, constant(in, 1), parity);
  // The staged inputs' values at the row this iteration loads.
  for (auto [arrayOp, stage] : plan.seq.staged) {
    auto array = cast<SharedArrayOp>(arrayOp);
    Value source = stage.getSource();
    auto [lo, hi] = arrayHalo(array, 1);
    Value inRows = arith::AndIOp::create(
        in, loc,
        arith::CmpIOp::create(in, loc, arith::CmpIPredicate::sge, loadRow,
                              addConstant(in, loc, segment, -lo)),
        arith::CmpIOp::create(in, loc, arith::CmpIPredicate::slt, loadRow,
                              addConstant(in, loc, segment, plan.rows + hi)));
    SmallVector<Value> indices;
    Value inside = inRows;
    for (auto [m, dim] : llvm::enumerate(array.getDims())) {
      Value index = dim == 0 ? column : loadRow;
      Value extent = memref::DimOp::create(in, loc, source, m);
      inside = arith::AndIOp::create(
          in, loc, inside,
          arith::AndIOp::create(
              in, loc,
              arith::CmpIOp::create(in, loc, arith::CmpIPredicate::sge, index,
                                    constant(in, 0)),
              arith::CmpIOp::create(in, loc, arith::CmpIPredicate::slt, index,
                                    extent)));
      indices.push_back(index);
    }
    auto load = scf::IfOp::create(in, loc, inside, /*withElseRegion=*/false);
    OpBuilder then = load.getThenBodyBuilder();
    Value value = memref::LoadOp::create(then, loc, source, indices);
    memref::StoreOp::create(then, loc, value, current.lookup(array),
                            constant(then, 0));
  }
  for (unsigned i = 0; i < plan.seq.tiles.size(); ++i)
    emitMember(in, i);
  // The delay lines move by a row; the values other columns read next go to
  // this parity's buffers; one barrier.
  for (auto &[array, line] : history) {
    int64_t depth = cast<MemRefType>(line.getType()).getDimSize(0);
    for (int64_t k = depth - 1; k >= 1; --k)
      memref::StoreOp::create(
          in, loc, memref::LoadOp::create(in, loc, line, constant(in, k - 1)),
          line, constant(in, k));
    memref::StoreOp::create(
        in, loc,
        memref::LoadOp::create(in, loc, current.lookup(array), constant(in, 0)),
        line, constant(in, 0));
  }
  for (auto [key, slot] : plan.slots)
    memref::StoreOp::create(
        in, loc,
        memref::LoadOp::create(in, loc, history.lookup(key.first),
                               constant(in, key.second - 1)),
        exchange.lookup(slot), ValueRange{parity, tid});
  gpu::BarrierOp::create(in, loc);
  for (Operation *op : llvm::reverse(replaced))
    op->erase();
  for (SharedArrayOp array : arrays)
    array.erase();
}

void tilelowering::lowerKernelStreamRows(gpu::GPUFuncOp kernel,
                                         StreamRowsPlan &plan) {
  StreamRowsLowering(kernel, plan).run();
  int64_t width = plan.threads - plan.haloX[0] - plan.haloX[1];
  int64_t strips = llvm::divideCeil(plan.gridPoints[0], width);
  int64_t segments = llvm::divideCeil(plan.gridPoints[1], plan.rows);
  Builder attrs(kernel.getContext());
  kernel.setKnownBlockSizeAttr(
      attrs.getDenseI32ArrayAttr({int32_t(plan.threads), 1, 1}));
  for (gpu::LaunchFuncOp launch : plan.launches) {
    OpBuilder b(launch);
    auto c = [&](int64_t v) {
      return arith::ConstantIndexOp::create(b, launch.getLoc(), v);
    };
    launch.getGridSizeXMutable().assign(c(strips));
    launch.getGridSizeYMutable().assign(c(segments));
    launch.getBlockSizeXMutable().assign(c(plan.threads));
    launch.getBlockSizeYMutable().assign(c(1));
    launch.getDynamicSharedMemorySizeMutable().clear();
  }
  std::string lags;
  for (auto [i, lag] : llvm::enumerate(plan.lags))
    lags += (i ? ", " : "") + std::to_string(lag);
  kernel.emitRemark() << "kfusion-lower-tiles: streamed rows for @"
                      << kernel.getName() << ": " << strips << " x " << segments
                      << " blocks of " << plan.threads
                      << " threads, each a strip of " << width
                      << " columns (halo " << plan.haloX[0] << " + "
                      << plan.haloX[1] << ") walking " << plan.rows
                      << " rows in " << plan.iterations << " iterations; lags ["
                      << lags << "], " << plan.depths.size() << " delay lines, "
                      << plan.slots.size() << " values exchanged a row";
}
