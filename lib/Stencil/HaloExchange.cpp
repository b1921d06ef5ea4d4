//===- HaloExchange.cpp - Halos through distributed shared memory ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// SC'14's fused kernels recompute the halo of every producer in every block:
// the layers a consumer reads beyond the block's tile are computed again by
// the block next to it. On Hopper, the blocks of a thread-block cluster can
// read each other's shared memory (distributed shared memory: `mapa`,
// `ld.shared::cluster`), so along the dimension a cluster spans each block
// computes only its own tile and copies the layers beyond it from its
// neighbours after a cluster barrier. The blocks at the cluster's edges keep
// computing the layers on their outer side.
//
// The rewrite works on the fused kernel as kfusion-stencil-fusion builds it
// (tiles in order at the kernel's top level, gpu.barrier between a producer
// and its consumers): tiles with a halo in the dimension get variants for the
// four neighbour cases, and the barriers after them become
// kfusion.halo_exchange, which kfusion-lower-tiles lowers here too.
//
//===----------------------------------------------------------------------===//

#include "HaloExchange.h"
#include "LowerTiles.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// The memref dimension of `array` that follows thread dimension `dim`.
std::optional<unsigned> memrefDimOf(SharedArrayOp array, unsigned dim) {
  for (auto [m, d] : llvm::enumerate(array.getDims()))
    if (d == static_cast<int64_t>(dim))
      return m;
  return std::nullopt;
}

/// Whether `array` has halo layers along thread dimension `dim`.
bool hasHaloAlong(SharedArrayOp array, unsigned dim) {
  std::optional<unsigned> m = memrefDimOf(array, dim);
  return m && (array.getHaloLo()[*m] > 0 || array.getHaloHi()[*m] > 0);
}

/// The shared arrays `tile` writes.
SmallVector<SharedArrayOp> writtenArrays(TileOp tile) {
  llvm::SetVector<Operation *> arrays;
  tile.walk([&](SharedWriteOp write) {
    if (auto array = write.getArray().getDefiningOp<SharedArrayOp>())
      arrays.insert(array);
  });
  return llvm::map_to_vector(
      arrays, [](Operation *op) { return cast<SharedArrayOp>(op); });
}

/// The block's place in its thread-block cluster: its ids and the cluster's
/// sizes in blocks, and whether it has a neighbour below and above along
/// `dim`.
struct ClusterPlace {
  Value ids[3], sizes[3];
  Value hasBelow, hasAbove;
};

ClusterPlace clusterPlace(OpBuilder &builder, Location loc, unsigned dim) {
  ClusterPlace place;
  for (unsigned d = 0; d < 3; ++d) {
    place.ids[d] = gpu::ClusterBlockIdOp::create(builder, loc,
                                                 tilelowering::toDimension(d));
    place.sizes[d] = gpu::ClusterDimBlocksOp::create(
        builder, loc, tilelowering::toDimension(d));
  }
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  place.hasBelow = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ugt, place.ids[dim], zero);
  place.hasAbove = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ult,
      arith::AddIOp::create(builder, loc, place.ids[dim], one),
      place.sizes[dim]);
  return place;
}

/// `tile` with the halo in `dim` left out below (`lo`) and/or above (`hi`).
void dropHalo(TileOp tile, unsigned dim, bool lo, bool hi) {
  SmallVector<int64_t> below, above;
  for (unsigned d = 0; d < 3; ++d) {
    below.push_back(d == dim && lo ? 0 : tile.getHaloLo(d));
    above.push_back(d == dim && hi ? 0 : tile.getHaloHi(d));
  }
  MLIRContext *ctx = tile.getContext();
  tile.setHaloLoAttr(DenseI64ArrayAttr::get(ctx, below));
  tile.setHaloHiAttr(DenseI64ArrayAttr::get(ctx, above));
  if (!tile.hasHalo()) {
    tile.removeHaloLoAttr();
    tile.removeHaloHiAttr();
  }
}

/// An `scf.if` on `cond` with both branches, each holding a clone of `tile`
/// before its terminator; returns the two clones.
std::pair<TileOp, TileOp> splitTile(OpBuilder &builder, Location loc,
                                    Value cond, TileOp tile) {
  auto branch = scf::IfOp::create(builder, loc, cond, /*withElseRegion=*/true);
  OpBuilder inner(branch.thenYield());
  auto thenTile = cast<TileOp>(inner.clone(*tile));
  inner.setInsertionPoint(branch.elseYield());
  auto elseTile = cast<TileOp>(inner.clone(*tile));
  return {thenTile, elseTile};
}
} // namespace

void mlir::kfusion::applyHaloExchange(
    gpu::GPUFuncOp kernel, unsigned dim,
    const llvm::DenseMap<Value, SmallVector<int64_t>> &extents) {
  Block &entry = kernel.getBody().front();
  Location loc = kernel.getLoc();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  ClusterPlace place = clusterPlace(builder, loc, dim);
  Value hasBelow = place.hasBelow, hasAbove = place.hasAbove;

  llvm::SetVector<Operation *> written;
  for (Operation &op : llvm::make_early_inc_range(entry)) {
    if (auto tile = dyn_cast<TileOp>(op)) {
      for (SharedArrayOp array : writtenArrays(tile))
        written.insert(array);
      if (tile.getHaloLo(dim) == 0 && tile.getHaloHi(dim) == 0)
        continue;
      // Four variants: a neighbour below provides the low layers, one above
      // the high ones.
      builder.setInsertionPoint(tile);
      auto [below, alone] = splitTile(builder, loc, hasBelow, tile);
      builder.setInsertionPoint(below);
      auto [both, onlyBelow] = splitTile(builder, loc, hasAbove, below);
      dropHalo(both, dim, /*lo=*/true, /*hi=*/true);
      dropHalo(onlyBelow, dim, /*lo=*/true, /*hi=*/false);
      below.erase();
      builder.setInsertionPoint(alone);
      auto [onlyAbove, none] = splitTile(builder, loc, hasAbove, alone);
      dropHalo(onlyAbove, dim, /*lo=*/false, /*hi=*/true);
      (void)none;
      alone.erase();
      tile.erase();
      continue;
    }
    if (!isa<gpu::BarrierOp>(op))
      continue;
    SmallVector<Value> exchanged;
    for (Operation *array : written)
      if (hasHaloAlong(cast<SharedArrayOp>(array), dim))
        exchanged.push_back(cast<SharedArrayOp>(array).getArray());
    written.clear();
    if (exchanged.empty())
      continue;
    builder.setInsertionPoint(&op);
    ArrayAttr bounds;
    if (llvm::all_of(exchanged, [&](Value a) { return extents.count(a); }))
      bounds = builder.getArrayAttr(
          llvm::map_to_vector(exchanged, [&](Value a) -> Attribute {
            return builder.getDenseI64ArrayAttr(extents.lookup(a));
          }));
    HaloExchangeOp::create(builder, op.getLoc(), exchanged,
                           builder.getI64IntegerAttr(dim), bounds);
    op.erase();
  }
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

namespace {
/// Every thread of every block of the cluster: arrive (release), wait
/// (acquire).
void clusterBarrier(OpBuilder &builder, Location loc) {
  NVVM::ClusterArriveOp::create(builder, loc, /*aligned=*/UnitAttr());
  NVVM::ClusterWaitOp::create(builder, loc, /*aligned=*/UnitAttr());
}

/// Whether the element at `local` of `array` stands for a point inside
/// `extents` (grid coordinate block origin - halo_lo + index per dimension).
Value insideExtents(OpBuilder &builder, Location loc, Operation *at,
                    SharedArrayOp array, ArrayRef<Value> local,
                    ArrayRef<int64_t> extents) {
  Value inside;
  for (auto [m, d] : llvm::enumerate(array.getDims())) {
    Value origin = arith::MulIOp::create(
        builder, loc,
        gpu::BlockIdOp::create(builder, loc, tilelowering::toDimension(d)),
        tilelowering::tileSize(builder, loc, at, d));
    Value coordinate = tilelowering::addConstant(
        builder, loc, arith::AddIOp::create(builder, loc, origin, local[m]),
        -array.getHaloLo()[m]);
    Value lo = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::sge, coordinate,
        arith::ConstantIndexOp::create(builder, loc, 0));
    Value hi = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::slt, coordinate,
        arith::ConstantIndexOp::create(builder, loc, extents[m]));
    Value both = arith::AndIOp::create(builder, loc, lo, hi);
    inside = inside ? arith::AndIOp::create(builder, loc, inside, both) : both;
  }
  return inside;
}

/// Copies the `layers` halo layers of `array` on one side of memref
/// dimension `m` from the neighbour of rank `neighbour`: local index
/// `localBase + i` in `m` from the neighbour's `remoteBase + i`, all indices
/// of the other dimensions (those inside `extents`, when given); the block's
/// threads share the elements (the last dimension fastest).
void copyLayers(OpBuilder &builder, Location loc, Operation *at,
                SharedArrayOp array, unsigned m, int64_t layers,
                int64_t localBase, int64_t remoteBase,
                std::optional<ArrayRef<int64_t>> extents, Value neighbour,
                Value thread, Value threads) {
  SmallVector<int64_t> shape(array.getType().getShape());
  shape[m] = layers;
  int64_t total = 1;
  for (int64_t extent : shape)
    total *= extent;
  Value end = arith::ConstantIndexOp::create(builder, loc, total);
  auto loop = scf::ForOp::create(builder, loc, thread, end, threads);
  OpBuilder body = OpBuilder::atBlockBegin(loop.getBody());
  Value rest = loop.getInductionVar();
  SmallVector<Value> local(shape.size()), remote(shape.size());
  for (int64_t k = shape.size() - 1; k >= 0; --k) {
    Value extent = arith::ConstantIndexOp::create(body, loc, shape[k]);
    Value index =
        k == 0 ? rest : arith::RemUIOp::create(body, loc, rest, extent);
    if (k > 0)
      rest = arith::DivUIOp::create(body, loc, rest, extent);
    local[k] = remote[k] = index;
    if (k == static_cast<int64_t>(m)) {
      local[k] = tilelowering::addConstant(body, loc, index, localBase);
      remote[k] = tilelowering::addConstant(body, loc, index, remoteBase);
    }
  }
  if (extents) {
    Value inside = insideExtents(body, loc, at, array, local, *extents);
    auto guard = scf::IfOp::create(body, loc, inside);
    body.setInsertionPoint(guard.thenYield());
  }
  Value value =
      RemoteLoadOp::create(body, loc, array.getType().getElementType(),
                           array.getArray(), remote, neighbour);
  memref::StoreOp::create(body, loc, value, array.getArray(), local);
}
} // namespace

void mlir::kfusion::lowerHaloExchange(HaloExchangeOp exchange) {
  OpBuilder builder(exchange);
  Location loc = exchange.getLoc();
  unsigned dim = exchange.getDim();
  // The neighbours' writes are done (and ours, for them).
  clusterBarrier(builder, loc);
  // Ranks (%cluster_ctarank) run x fastest: the neighbours along `dim` are
  // the product of the cluster's sizes below `dim` away.
  ClusterPlace place = clusterPlace(builder, loc, dim);
  Value rank = tilelowering::linearize(builder, loc, place.ids, place.sizes);
  Value stride = arith::ConstantIndexOp::create(builder, loc, 1);
  for (unsigned d = 0; d < dim; ++d)
    stride = arith::MulIOp::create(builder, loc, stride, place.sizes[d]);
  Value hasBelow = place.hasBelow, hasAbove = place.hasAbove;
  Value belowRank = arith::SubIOp::create(builder, loc, rank, stride);
  Value aboveRank = arith::AddIOp::create(builder, loc, rank, stride);
  auto [thread, threads] = tilelowering::linearThread(builder, loc, exchange);
  std::optional<ArrayAttr> allExtents = exchange.getExtents();
  for (auto [k, value] : llvm::enumerate(exchange.getArrays())) {
    auto array = value.getDefiningOp<SharedArrayOp>();
    std::optional<ArrayRef<int64_t>> extents;
    if (allExtents)
      extents = cast<DenseI64ArrayAttr>((*allExtents)[k]).asArrayRef();
    unsigned m = *memrefDimOf(array, dim);
    int64_t lo = array.getHaloLo()[m], hi = array.getHaloHi()[m];
    int64_t interior = array.getInteriorSize(m);
    // Below: our layers [0, lo) are the neighbour's [interior, interior +
    // lo); above: our [lo + interior, ...) are its [lo, lo + hi).
    if (lo > 0) {
      auto side = scf::IfOp::create(builder, loc, hasBelow);
      OpBuilder inner(side.thenYield());
      copyLayers(inner, loc, exchange, array, m, lo, /*localBase=*/0,
                 /*remoteBase=*/interior, extents, belowRank, thread, threads);
    }
    if (hi > 0) {
      auto side = scf::IfOp::create(builder, loc, hasAbove);
      OpBuilder inner(side.thenYield());
      copyLayers(inner, loc, exchange, array, m, hi,
                 /*localBase=*/lo + interior, /*remoteBase=*/lo, extents,
                 aboveRank, thread, threads);
    }
  }
  // The copies are done everywhere before any block goes on (to overwrite
  // an array, or to exit); the block barrier tells the shared arrays'
  // overlay that the uses before and after are apart.
  clusterBarrier(builder, loc);
  gpu::BarrierOp::create(builder, loc);
  exchange.erase();
}
