//===- SyncPolicy.h - cuSync's policies as semaphores -----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// cuSync's synchronization policies (TileSync, RowSync, StridedSync,
// Conv2DTileSync) as affine maps from producer tiles to semaphores, the
// semaphores a consumer tile waits on, the check by enumeration that the
// waits cover a tile dependence, and waits staged through the consumer's
// loop.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_SYNC_SYNCPOLICY_H
#define KFUSION_SYNC_SYNCPOLICY_H

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Sync/TileDependence.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Support/LLVM.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::kfusion {

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

#endif // KFUSION_SYNC_SYNCPOLICY_H
