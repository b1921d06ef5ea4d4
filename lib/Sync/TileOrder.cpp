//===- TileOrder.cpp - The order in which a kernel's blocks take tiles ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Tile orders as permutations of the grid's dimensions in bands (CUTLASS's
// swizzle), the tile at a position of an order, and the banded producer
// order that a tile dependence suggests.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Sync/TileOrder.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kfusion;

std::array<int64_t, 3>
mlir::kfusion::tileAtPosition(int64_t position,
                              const std::array<int64_t, 3> &grid,
                              ArrayRef<int64_t> order) {
  std::array<int64_t, 3> t = {0, 0, 0};
  int64_t d0 = order[0], d1 = order[1], d2 = order[2];
  int64_t plane = grid[d0] * grid[d1];
  t[d2] = position / plane;
  int64_t rest = position % plane;
  int64_t band = order.size() == 4 ? std::min(order[3], grid[d0]) : grid[d0];
  int64_t first = rest / (band * grid[d1]) * band;
  int64_t within = rest % (band * grid[d1]);
  int64_t width = std::min(band, grid[d0] - first);
  t[d0] = first + within % width;
  t[d1] = within / width;
  return t;
}

bool mlir::kfusion::isHardwareTileOrder(ArrayRef<int64_t> order,
                                        const std::array<int64_t, 3> &grid) {
  if (order.empty())
    return true;
  for (int64_t i = 0, n = grid[0] * grid[1] * grid[2]; i < n; ++i)
    if (linearTile(tileAtPosition(i, grid, order), grid) != i)
      return false;
  return true;
}

std::optional<SmallVector<int64_t>>
mlir::kfusion::bandedProducerOrder(const TileDependence &dependence) {
  const std::array<int64_t, 3> &grid = dependence.producerShape.grid;
  if (grid[2] != 1 || dependence.needs.empty())
    return std::nullopt;
  // The extent of each consumer tile's needs along x and y; one for all.
  std::optional<std::array<int64_t, 2>> extent;
  for (const std::vector<int64_t> &tiles : dependence.needs) {
    if (tiles.empty())
      return std::nullopt;
    std::array<int64_t, 2> lo = {grid[0], grid[1]}, hi = {-1, -1};
    for (int64_t p : tiles) {
      std::array<int64_t, 3> t = delinearizeTile(p, grid);
      for (unsigned d = 0; d < 2; ++d) {
        lo[d] = std::min(lo[d], t[d]);
        hi[d] = std::max(hi[d], t[d]);
      }
    }
    std::array<int64_t, 2> e = {hi[0] - lo[0] + 1, hi[1] - lo[1] + 1};
    // A box: every tile between the extremes.
    if (int64_t(tiles.size()) != e[0] * e[1])
      return std::nullopt;
    if (extent && *extent != e)
      return std::nullopt;
    extent = e;
  }
  for (int64_t d : {1, 0}) {
    int64_t other = 1 - d;
    int64_t band = (*extent)[d];
    if (band > 1 && band < grid[d] && (*extent)[other] == grid[other])
      return SmallVector<int64_t>{d, other, 2, band};
  }
  return std::nullopt;
}
