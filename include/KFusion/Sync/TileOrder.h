//===- TileOrder.h - Orders of a kernel's tiles -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Tile orders (`kfusion.tile_order`): permutations of the grid's dimensions,
// optionally in bands, that a kernel's blocks follow when they take their
// tiles from a counter; and the banded producer order a tile dependence
// suggests.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_SYNC_TILEORDER_H
#define KFUSION_SYNC_TILEORDER_H

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Sync/TileDependence.h"

#include "mlir/Support/LLVM.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::kfusion {

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
/// Its form is checked by the dialect's `checkTileOrder` (KFusionOps.h).

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

} // namespace mlir::kfusion

#endif // KFUSION_SYNC_TILEORDER_H
