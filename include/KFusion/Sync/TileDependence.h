//===- TileDependence.h - Which producer tiles a consumer tile reads -*- C++
//-*-===//
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
// two grids), summarizes it as a #kfusion.tile_dep attribute, checks a
// declared attribute against it, and maps it to semaphores for the policies
// of cuSync (TileSync, RowSync, StridedSync, Conv2DTileSync).
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

/// Analyzes `kernel` launched with `shape` (block sizes bound thread ids;
/// grid sizes bound block ids). `constantArguments`, when given, holds the
/// launch's constant scalar operands (std::nullopt for others), which loop
/// bounds may use. `pinnedLoop`, when given (an scf.for of the kernel whose
/// induction variable is never negative), keeps its induction variable as a
/// term of each index (TileIndexRange::ivCoeff): the boxes are then per
/// iteration.
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

//===----------------------------------------------------------------------===//
// Tile orders
//===----------------------------------------------------------------------===//

/// A tile order (`kfusion.tile_order`): the order in which a kernel's blocks
/// take their tiles from a counter. `[d0, d1, d2]`, a permutation of 0, 1, 2,
/// enumerates tiles with d0 fastest and d2 slowest (`[0, 1, 2]`: the
/// hardware's). `[d0, d1, d2, B]` (B >= 1) goes in bands of B coordinates of
/// d0: band b holds the tiles with d0 in [b B, (b + 1) B), d0 fastest then
/// d1; bands follow one another (the last may be narrower), d2 slowest. With
/// B at least the grid's extent along d0 it is the permutation; with B = 1,
/// d1 fastest. `[1, 0, 2, 2]` on a grid of 48 x 4 tiles: (0, 0), (0, 1),
/// (1, 0), (1, 1), ..., (47, 1), then (0, 2), (0, 3), ...: rows 0 and 1 are
/// done as early as in the hardware's order, while the blocks that run
/// together share their column's operand (CUTLASS's swizzle).
/// Checks `order`'s form; failure says what is wrong.
LogicalResult checkTileOrder(ArrayRef<int64_t> order, std::string *why);

/// The tile (x, y, z) at `position` of `order` over `grid`.
std::array<int64_t, 3> tileAtPosition(int64_t position,
                                      const std::array<int64_t, 3> &grid,
                                      ArrayRef<int64_t> order);

/// True when `order` enumerates `grid` as the hardware does (x fastest).
bool isHardwareTileOrder(ArrayRef<int64_t> order,
                         const std::array<int64_t, 3> &grid);

/// The banded producer order that `dependence` suggests: where every consumer
/// tile needs B > 1 consecutive producer tiles along x or y (fewer than the
/// grid has) and all of them along the other, `[d, other, 2, B]` (y first):
/// the B rows one consumer tile waits for complete together, as in the
/// hardware's order, and the blocks that run together share the other
/// operand. std::nullopt otherwise.
std::optional<SmallVector<int64_t>>
bandedProducerOrder(const TileDependence &dependence);

/// Infers which tiles of `producer` each tile of `consumer` (a later launch in
/// the same block) reads. Fails, with the reason in `why`, when the launches
/// have no constant shape, a kernel is not known, a buffer the consumer
/// reads may alias one the producer writes without being the same, the
/// consumer writes what the producer touches, or the grids are too large to
/// enumerate (more than 2^26 tile pairs).
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

//===----------------------------------------------------------------------===//
// Policies
//===----------------------------------------------------------------------===//

/// cuSync's synchronization policies.
enum class SyncPolicy { Tile, Row, Strided, Conv2D };
StringRef stringifySyncPolicy(SyncPolicy policy);
std::optional<SyncPolicy> parseSyncPolicy(StringRef name);

/// How a policy maps producer tiles to semaphores, as affine maps on the
/// producer tile (x, y, z): `semaphore` gives the semaphore a tile posts to,
/// `expected` the number of posts that semaphore receives (the value a
/// waiting consumer waits for). `numSemaphores` bounds the indices.
struct SemaphoreMapping {
  SyncPolicy policy = SyncPolicy::Tile;
  AffineMap semaphore, expected;
  int64_t numSemaphores = 0;
  /// The dependency's symbols that the consumer must still iterate over to
  /// wait on every semaphore (others only select tiles of one semaphore).
  SmallVector<unsigned> waitSymbols;
};

/// The mapping of `policy` for `dependency` over a producer grid `grid`, or
/// failure with the reason (the policy does not apply to this dependency:
/// RowSync needs a dependency on whole rows, StridedSync a strided window,
/// Conv2DTileSync a convolution's dependency).
///
/// Conv2DTileSync is cuSync's policy for a pair of convolutions computed as
/// implicit GEMMs: a consumer tile (pixels x output channels) reduces over
/// every input channel, i.e. every producer tile along one dimension (the
/// producer's output channels), of the producer's pixel tiles its filter
/// window reaches, a window of consecutive tiles along another dimension (the
/// halo). Its semaphores are TileSync's (one per producer tile); what sets it
/// apart is where the waits go: staged through the consumer's reduction loop
/// (planLoopWaits), a channel tile waited for when the loop reaches it
/// (cuSync's tile {x, y / (R S)} for k-step y), the whole halo window at each
/// stage.
FailureOr<SemaphoreMapping> mapSyncPolicy(SyncPolicy policy,
                                          TileDepAttr dependency,
                                          const std::array<int64_t, 3> &grid,
                                          std::string *why);

/// The semaphores consumer tile `tile` waits on under `mapping` (iterating
/// the dependency's wait symbols, the others 0; tiles outside the producer
/// grid `grid` skipped), as (semaphore, expected value), in wait order.
SmallVector<std::pair<int64_t, int64_t>>
waitedSemaphores(const SemaphoreMapping &mapping, TileDepAttr dependency,
                 ArrayRef<int64_t> tile, const std::array<int64_t, 3> &grid);

/// Calls `visit` with each tuple of the dependency's symbols that `mapping`
/// waits over (the first fastest; the others 0), with symbol `fixed` held at
/// `value` when given.
void forEachWaitTuple(const SemaphoreMapping &mapping, TileDepAttr dependency,
                      function_ref<void(ArrayRef<int64_t>)> visit,
                      std::optional<unsigned> fixed = std::nullopt,
                      int64_t value = 0);

/// Checks by enumeration that waiting as `mapping` says for every tile
/// `dependency` names implies that every producer tile `dependence` holds
/// has posted (each wait's expected count equals the posts to its
/// semaphore). Failure names the consumer tile and producer tile not
/// covered.
LogicalResult checkSemaphoreMapping(const SemaphoreMapping &mapping,
                                    TileDepAttr dependency,
                                    const TileDependence &dependence,
                                    std::string *why);

//===----------------------------------------------------------------------===//
// Waits staged through the consumer's loop
//===----------------------------------------------------------------------===//

/// cuSync's TileSync (and Conv2DTileSync) inside the consumer's main loop: a
/// GEMM consumer tile needs the producer tiles of its row one after the other
/// as its K loop advances, so it waits for each right before the iteration
/// that first reads it instead of for all of them before the loop. The plan
/// stages the values of one symbol of the dependency (the window of producer
/// tiles along the dimension the loop advances through) over the loop's
/// iterations; the dependency's other symbols (a convolution's halo window
/// along another dimension) are waited for in full at each stage.
struct LoopWaitPlan {
  /// The consumer kernel's loop (an scf.for of its entry block).
  scf::ForOp loop;
  /// Its constant bounds and step.
  int64_t lowerBound = 0, upperBound = 0, step = 1;
  /// The staged symbol of the dependency and its bound.
  unsigned symbol = 0;
  int64_t bound = 0;
  /// (tile x, y, z, v) -> the last symbol value that the iteration with
  /// induction variable `v` reads (unclamped: below 0 means none, at or above
  /// `bound` all). `v = lowerBound - step` stands for the reads before the
  /// loop; the iteration at `v` waits for the values after those of `v - step`.
  AffineMap lastNeeded;
  /// Reads of the dependent buffer follow the loop: the values not yet waited
  /// for are waited for after it.
  bool waitAfterLoop = false;
  /// lastNeeded's parts: floor((tileCoeff . tile + ivStride * v + constant)
  /// / tileSize) - offset(tile).
  std::array<int64_t, 3> tileCoeff = {0, 0, 0};
  int64_t ivStride = 1, constant = 0, tileSize = 1;
  AffineMap offset;

  int64_t numIterations() const {
    return (upperBound - lowerBound + step - 1) / step;
  }
  int64_t offsetAt(ArrayRef<int64_t> tile) const;
  /// tileCoeff . tile + constant.
  int64_t baseAt(ArrayRef<int64_t> tile) const;
  int64_t lastNeededAt(ArrayRef<int64_t> tile, int64_t v) const;
  /// The share of the loop's iterations that consumer tile `tile` (whose
  /// offsetAt is `tileOffset`) runs before it waits for symbol value `value`
  /// (0: before the loop).
  double shareBefore(ArrayRef<int64_t> tile, int64_t tileOffset,
                     int64_t value) const;
};

/// Plans waits staged through the consumer's loop for `dependence` under
/// `mapping`, and checks by enumeration that every consumer tile waits for
/// each producer tile before the first read of it (before the loop, in the
/// iteration that first reads it, or after the loop). Fails with the reason
/// when the policy is not TileSync or Conv2DTileSync, the dependency has no
/// symbol, several buffers or loops are involved, the loop's bounds are not
/// constants, a read in the loop does not advance with the induction
/// variable along one dimension, the producer's tiles do not partition that
/// dimension along one producer dimension, the dependency's result for that
/// producer dimension is not a window `s + f(tile)` of a symbol of its own,
/// or the check finds a read before its wait.
FailureOr<LoopWaitPlan> planLoopWaits(const TileDependence &dependence,
                                      TileDepAttr dependency,
                                      const SemaphoreMapping &mapping,
                                      std::string *why);

} // namespace mlir::kfusion

#endif // KFUSION_SYNC_TILEDEPENDENCE_H
