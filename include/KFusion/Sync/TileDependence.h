//===- TileDependence.h - Producer tiles a consumer reads -------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tile-level view of dependent launches that fine-grained
// synchronization (cuSync) needs. A tiled kernel computes one output tile per
// thread block; its global-memory indices are affine in the block ids with a
// bounded rest (thread ids, loop variables with constant bounds, constants).
// From that, each access covers, for block (x, y, z), a box of the buffer; a
// consumer tile needs every producer tile whose written box meets a box it
// reads. The analysis computes that relation exactly (by enumeration over the
// two grids), summarizes it as a #kfusion.tile_dep attribute and checks a
// declared attribute against it. The orders in which tiles run are in
// TileOrder.h, the policies' semaphores in SyncPolicy.h.
//
// Nothing is guessed: an index that is not affine in the block ids with a
// bounded rest covers its whole dimension (the conservative answer), and a
// buffer that may alias another without being known to be the same one makes
// inference fail.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_SYNC_TILEDEPENDENCE_H
#define KFUSION_SYNC_TILEDEPENDENCE_H

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Support/LLVM.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kfusion {

/// An index as a function of the block: `sum(coeff[d] * block_id(d)) + r`
/// with `lo <= r <= hi` for every thread and iteration. When the analysis
/// pins a loop, its induction variable `v` is a term of its own:
/// `sum(coeff[d] * block_id(d)) + ivCoeff * v + r`, and `r` bounds the rest
/// for every thread and iteration of the other loops. `known` false: any
/// value (the whole dimension).
struct TileIndexRange {
  std::array<int64_t, 3> coeff = {0, 0, 0};
  int64_t ivCoeff = 0;
  int64_t lo = 0, hi = 0;
  bool known = false;

  static TileIndexRange constant(int64_t value) {
    TileIndexRange r;
    r.lo = r.hi = value;
    r.known = true;
    return r;
  }
  bool dependsOnBlock() const {
    return coeff[0] != 0 || coeff[1] != 0 || coeff[2] != 0;
  }
  /// The same affine part (block and pinned-loop coefficients).
  bool sameTerms(const TileIndexRange &other) const {
    return coeff == other.coeff && ivCoeff == other.ivCoeff;
  }
};

/// One access of a kernel to a buffer argument: the box of elements it may
/// touch, one range per memref dimension.
struct TileAccess {
  Operation *op = nullptr;
  bool read = false, write = false;
  SmallVector<TileIndexRange> dims;
};

/// The accesses of a kernel, per argument (empty for non-memref arguments).
struct KernelTileAccesses {
  SmallVector<SmallVector<TileAccess>> arguments;
};

/// Analyzes `kernel` launched with `shape`: each index's form from
/// KernelIndexAnalysis, bounded with everything but the block ids (block
/// sizes bound thread ids, loop bounds induction variables).
/// `constantArguments`, when given, holds the launch's constant scalar
/// operands (std::nullopt for others), which loop bounds may use.
/// `pinnedLoop`, when given (an scf.for of the kernel whose induction
/// variable is never negative), keeps its induction variable as a term of
/// each index (TileIndexRange::ivCoeff): the boxes are then per iteration.
KernelTileAccesses
analyzeTileAccesses(gpu::GPUFuncOp kernel, const LaunchShape &shape,
                    ArrayRef<std::optional<int64_t>> constantArguments = {},
                    Operation *pinnedLoop = nullptr);

/// The exact tile relation between a producer and a consumer launch.
struct TileDependence {
  gpu::LaunchFuncOp producer, consumer;
  LaunchShape producerShape, consumerShape;
  /// The host buffers the consumer reads and the producer writes.
  SmallVector<Value> buffers;
  /// Per consumer tile (linear, x fastest), the producer tiles it needs
  /// (linear, ascending).
  std::vector<std::vector<int64_t>> needs;

  int64_t numProducerTiles() const { return producerShape.blocks(); }
  int64_t numConsumerTiles() const { return consumerShape.blocks(); }
  /// Pairs (consumer tile, producer tile) in the relation.
  int64_t numPairs() const;
};

/// Linear tile index (x fastest) of `tile` in `grid`, and back.
int64_t linearTile(ArrayRef<int64_t> tile, const std::array<int64_t, 3> &grid);
std::array<int64_t, 3> delinearizeTile(int64_t linear,
                                       const std::array<int64_t, 3> &grid);

/// Infers which tiles of `producer` each tile of `consumer` (a later launch in
/// the same block) reads. Fails, with the reason in `why`, when the launches
/// have no constant shape, a kernel is not known, a buffer the consumer
/// reads may alias one the producer writes without being the same, the
/// consumer writes what the producer touches, or the grids are too large to
/// enumerate (more than 2^24 tile pairs).
FailureOr<TileDependence> inferTileDependence(gpu::LaunchFuncOp producer,
                                              gpu::LaunchFuncOp consumer,
                                              std::string *why);

/// Summarizes `dependence` as a #kfusion.tile_dep: per producer dimension an
/// affine function of the consumer tile, plus a window of consecutive tiles
/// when it needs several (a symbol), or every tile of the dimension.
/// The result always covers the relation (checked; when the derived form
/// would not, every producer tile is named).
TileDepAttr summarizeTileDependence(MLIRContext *context,
                                    const TileDependence &dependence);

/// Checks that `declared` names every producer tile `dependence` holds.
/// On failure `why` names the first consumer tile and the producer tile
/// missing from it.
LogicalResult checkTileDepCovers(TileDepAttr declared,
                                 const TileDependence &dependence,
                                 std::string *why);

} // namespace mlir::kfusion

#endif // KFUSION_SYNC_TILEDEPENDENCE_H
