//===- StencilModel.cpp - Codeless projection of stencil kernel times -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// time = launch + max(bytes / (bandwidth * efficiency * min(1, occupancy /
// saturating occupancy)), arithmetic / rate) + barriers * waves * cost.
// Bytes per block: each array read from global memory once over the tile,
// plus its halo ring weighted as cache hits; each array written to global
// memory once over the tile (temporaries and shared arrays cost nothing).
// Arithmetic per block: each kernel's per-point operations times the points
// of its widened tile. Occupancy from threads, registers and shared memory.
// A halo exchange (clusters along one dimension) removes the layers the
// neighbours compute from the arithmetic and adds their copies and two
// cluster barriers per exchanged array (each costlier in a larger cluster).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stencil/StencilModel.h"

#include "KFusion/Common/KernelAccess.h"
#include "KFusion/Common/KernelProfile.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::kfusion;

StencilKernelCost
mlir::kfusion::estimateKernelCost(const StencilLaunch &launch) {
  StencilKernelCost cost;
  if (!launch.kernel)
    return cost;
  gpu::GPUFuncOp kernel = launch.kernel;
  KernelProfile profile =
      profileKernel(cast<FunctionOpInterface>(kernel.getOperation()));
  cost.arithmeticPerPoint = profile.arithmetic;
  // Addresses and loaded values stay live in registers: a rough estimate
  // that ptxas's report replaces when the caller has one.
  cost.registers =
      std::clamp<int64_t>(16 + static_cast<int64_t>(2 * profile.globalAccesses +
                                                    profile.arithmetic / 4),
                          16, 255);
  return cost;
}

/// Fraction of extra points a tile of `block` widened by `lo`/`hi` has.
static double haloFraction(const std::array<int64_t, 3> &block,
                           const std::array<int64_t, 3> &lo,
                           const std::array<int64_t, 3> &hi) {
  double tile = 1, widened = 1;
  for (unsigned d = 0; d < 3; ++d) {
    tile *= block[d];
    widened *= block[d] + lo[d] + hi[d];
  }
  return widened / tile - 1;
}

/// Bytes one point of a memref moves; a memref of elements whose size is
/// unknown to the model (none that a stencil kernel loads) counts as 8.
static int64_t elementBytes(Type type) {
  if (!isa<MemRefType>(type))
    return 0;
  return getMemRefElementSizeInBytes(type).value_or(8);
}

/// Blocks per multiprocessor, occupancy and the time bound from `bytes` and
/// `arithmetic` moved and executed by `blocks` blocks.
/// With `efficiency`, the kernel reaches that fraction of the copy bandwidth
/// at any occupancy (register tiles), else the point kernels' efficiency
/// scaled by occupancy up to the saturating one.
static StencilProjection
finish(const StencilModel &model, int64_t threads, int64_t registers,
       int64_t sharedBytes, int64_t blocks, double bytes, double arithmetic,
       double barrierSeconds, std::optional<double> efficiency = std::nullopt) {
  StencilProjection p;
  p.bytes = bytes;
  p.arithmetic = arithmetic;
  p.registers = registers;
  // An empty launch (no threads or no blocks) runs nothing: its launch.
  if (threads < 1 || blocks < 1) {
    p.seconds = model.device.launchOverhead;
    return p;
  }
  const DeviceDescription &gpu = model.device;
  p.blocksPerMultiprocessor =
      residentBlocks(threads, sharedBytes, gpu, registers);
  if (p.blocksPerMultiprocessor <= 0) {
    p.fits = false;
    p.seconds = std::numeric_limits<double>::infinity();
    return p;
  }
  p.occupancy = double(p.blocksPerMultiprocessor * threads) /
                gpu.maxThreadsPerMultiprocessor;
  if (!efficiency)
    efficiency = model.pointKernelEfficiency *
                 std::min(1.0, p.occupancy / model.saturatingOccupancy);
  p.memorySeconds = bytes / (gpu.dramBandwidth * *efficiency);
  p.computeSeconds = arithmetic / model.device.f32Rate;
  double waves = std::ceil(
      double(blocks) / double(p.blocksPerMultiprocessor * gpu.multiprocessors));
  p.seconds = model.device.launchOverhead +
              std::max(p.memorySeconds, p.computeSeconds) +
              waves * barrierSeconds;
  return p;
}

/// The blocks of a launch; a grid size known only at run time counts as one
/// (the projection then compares launches of one grid alike).
static int64_t blockCount(const StencilLaunch &launch) {
  int64_t blocks = 1;
  for (unsigned d = 0; d < 3; ++d)
    blocks *= launch.gridConstant[d].value_or(1);
  return blocks;
}

StencilProjection mlir::kfusion::projectLaunch(const StencilLaunch &launch,
                                               const StencilKernelCost &cost,
                                               const StencilModel &model) {
  int64_t threads = launch.block[0] * launch.block[1] * launch.block[2];
  int64_t blocks = blockCount(launch);
  double points = double(blocks) * threads;
  double bytesPerPoint = 0;
  gpu::GPUFuncOp kernel = launch.kernel;
  if (kernel)
    for (auto [k, footprint] : llvm::enumerate(launch.footprint.arguments)) {
      if (!footprint.isAccessed())
        continue;
      int64_t bytes = elementBytes(kernel.getArgumentTypes()[k]);
      if (footprint.isRead()) {
        std::array<int64_t, 3> lo, hi;
        footprint.getReadRadius(lo, hi);
        bytesPerPoint += bytes * (1 + model.haloLoadWeight *
                                          haloFraction(launch.block, lo, hi));
      }
      if (footprint.isWritten())
        bytesPerPoint += bytes;
    }
  return finish(model, threads, cost.registers, /*sharedBytes=*/0, blocks,
                points * bytesPerPoint, points * cost.arithmeticPerPoint,
                /*barrierSeconds=*/0);
}

/// The blocks of the fused kernel of `plan` over `front`'s grid: the tile
/// scale (several points a thread) makes that many fewer.
static int64_t fusedBlocks(const StencilGroupPlan &plan,
                           const StencilLaunch &front) {
  int64_t threads = plan.getThreads();
  int64_t points = plan.tile[0] * plan.tile[1] * plan.tile[2];
  int64_t scale = std::max<int64_t>(1, points / std::max<int64_t>(1, threads));
  return (blockCount(front) + scale - 1) / scale;
}

std::optional<StencilRegisterTiles> mlir::kfusion::predictRegisterTiles(
    const StencilGroupPlan &plan, ArrayRef<const StencilLaunch *> members,
    const StencilModel &model, std::string &why) {
  using Mode = StencilModel::RegisterTiles;
  if (model.registerTiles == Mode::Never) {
    why = "register tiles are off";
    return std::nullopt;
  }
  StencilRegisterTiles tiles;
  tiles.columns = std::max<int64_t>(1, model.registerColumns);
  if (members.empty() || plan.block[1] < 1 || plan.tile[0] != plan.block[0] ||
      plan.tile[2] != plan.block[2] || plan.tile[1] < 2 * plan.block[1] ||
      plan.tile[1] % plan.block[1] != 0) {
    why = "its tiles are not scaled along y alone (several rows per thread)";
    return std::nullopt;
  }
  tiles.rows = plan.tile[1] / plan.block[1];
  if (plan.block[0] % tiles.columns != 0) {
    why = "its block's " + std::to_string(plan.block[0]) +
          " threads along x are not a multiple of " +
          std::to_string(tiles.columns);
    return std::nullopt;
  }
  for (const StencilArrayPlan &array : plan.arrays) {
    bool around =
        llvm::any_of(array.globalReadLo, [](int64_t v) { return v > 0; }) ||
        llvm::any_of(array.globalReadHi, [](int64_t v) { return v > 0; });
    if (array.written && array.readFromGlobal && around) {
      why = "a member reads global memory around points the group writes";
      return std::nullopt;
    }
  }
  // A unit: columns x rows points of each member, widened by its halo.
  std::array<int64_t, 3> unit = {tiles.columns, tiles.rows, 1};
  auto span = [&](unsigned member, unsigned d) {
    return unit[d] + plan.extentLo[member][d] + plan.extentHi[member][d];
  };
  for (unsigned i = 0; i < plan.extentLo.size(); ++i) {
    tiles.memberUnitPoints.push_back(span(i, 0) * span(i, 1) * span(i, 2));
    tiles.unitPoints += tiles.memberUnitPoints.back();
  }
  for (const StencilStaging &staging : plan.stagings) {
    if (staging.isRegister)
      continue;
    if (!staging.writer) {
      tiles.sharedBytes += staging.bytes;
      continue;
    }
    int64_t elements = 1;
    for (unsigned d : staging.dims)
      elements *= span(*staging.writer, d);
    tiles.privateElements += elements;
  }
  why = whyRegisterUnitExceedsLimits(tiles.unitPoints, tiles.privateElements);
  if (!why.empty())
    return std::nullopt;
  tiles.threads = plan.block[0] / tiles.columns * plan.block[1] * plan.block[2];
  if (model.registerTiles == Mode::Always)
    return tiles;
  const StencilLaunch &front = *members.front();
  if (llvm::any_of(front.gridConstant,
                   [](std::optional<int64_t> n) { return !n; })) {
    why = "its grid is not constant";
    return std::nullopt;
  }
  int64_t wave =
      registerTileWave(tiles.threads, tiles.sharedBytes, model.device);
  int64_t blocks = fusedBlocks(plan, front);
  if (blocks < kRegisterTileMinWaves * wave) {
    why = "its grid of " + std::to_string(blocks) + " blocks is under " +
          std::to_string(kRegisterTileMinWaves) + " waves of " +
          std::to_string(wave);
    return std::nullopt;
  }
  return tiles;
}

StencilProjection mlir::kfusion::projectGroup(
    const StencilGroupPlan &plan, ArrayRef<const StencilLaunch *> members,
    ArrayRef<StencilKernelCost> costs, const StencilModel &model,
    std::optional<StencilHaloExchange> exchange) {
  const StencilLaunch &front = *members.front();
  int64_t threads = plan.block[0] * plan.block[1] * plan.block[2];
  // A block computes its tile: the block's points times the tile scale
  // (several points per thread), so there are that many fewer blocks
  // (fusedBlocks).
  int64_t points = plan.tile[0] * plan.tile[1] * plan.tile[2];
  int64_t blocks = fusedBlocks(plan, front);
  double bytesPerBlock = 0;
  for (const StencilArrayPlan &array : plan.arrays) {
    int64_t bytes = elementBytes(array.type);
    if (array.readFromGlobal)
      bytesPerBlock += bytes * points *
                       (1 + model.haloLoadWeight *
                                haloFraction(plan.tile, array.globalReadLo,
                                             array.globalReadHi));
    if (array.written && !array.temporary)
      bytesPerBlock += bytes * points;
  }
  // Register tiles: the units of the shrunk block, each member evaluated
  // over its widened unit; one wait for the windows, no barriers between
  // the members.
  std::string why = "its halos are exchanged";
  std::optional<StencilRegisterTiles> tiles;
  if (!exchange || exchange->clusterSize <= 1)
    tiles = predictRegisterTiles(plan, members, model, why);
  if (tiles) {
    double arithmetic = 0;
    int64_t registers = model.registerTileRegisters;
    for (auto [i, cost] : llvm::enumerate(costs)) {
      arithmetic += cost.arithmeticPerPoint * tiles->memberUnitPoints[i];
      registers = std::max(registers, cost.registers);
    }
    bool windows = llvm::any_of(plan.stagings, [](const StencilStaging &s) {
      return !s.writer && !s.isRegister;
    });
    StencilProjection p = finish(
        model, tiles->threads, std::min<int64_t>(registers, 255),
        tiles->sharedBytes, blocks, blocks * bytesPerBlock,
        double(blocks) * tiles->threads * arithmetic,
        windows ? model.barrierSeconds : 0.0, model.registerTileEfficiency);
    p.registerTiles = std::move(tiles);
    return p;
  }
  // With a halo exchange, a block computes the layers along its dimension
  // only at the cluster's edges: (C - 1) / C of them come from neighbours.
  double exchanged = 0;
  if (exchange && exchange->clusterSize > 1)
    exchanged = double(exchange->clusterSize - 1) / exchange->clusterSize;
  double arithmeticPerBlock = 0;
  int64_t registers = 0;
  for (auto [i, cost] : llvm::enumerate(costs)) {
    double tilePoints = plan.getTilePoints(i);
    if (exchanged > 0) {
      unsigned d = exchange->dim;
      int64_t layers = plan.extentLo[i][d] + plan.extentHi[i][d];
      tilePoints -= exchanged * tilePoints * layers / (plan.tile[d] + layers);
    }
    arithmeticPerBlock += cost.arithmeticPerPoint * tilePoints;
    registers = std::max(registers, cost.registers);
  }
  double barrierSeconds = 0;
  for (const StencilStaging &staging : plan.stagings) {
    if (staging.isRegister)
      continue;
    barrierSeconds += model.barrierSeconds;
    registers += 2;
    // A producer's layers along the exchange's dimension: copied from the
    // neighbours between two cluster barriers.
    auto m = llvm::find(staging.dims, exchanged > 0 ? exchange->dim : ~0u);
    if (!staging.writer || m == staging.dims.end())
      continue;
    unsigned k = m - staging.dims.begin();
    int64_t layers = staging.haloLo[k] + staging.haloHi[k];
    if (layers == 0)
      continue;
    double elements = exchanged * layers;
    for (auto [n, d] : llvm::enumerate(staging.dims))
      if (n != k)
        elements *= plan.tile[d] + staging.haloLo[n] + staging.haloHi[n];
    arithmeticPerBlock += model.exchangeCopyOps * elements;
    barrierSeconds +=
        2 * (model.clusterBarrierSeconds +
             model.clusterBarrierBlockSeconds * exchange->clusterSize);
  }
  StencilProjection p =
      finish(model, threads, std::min<int64_t>(registers, 255),
             plan.sharedBytes, blocks, blocks * bytesPerBlock,
             blocks * arithmeticPerBlock, barrierSeconds);
  p.noRegisterTiles = std::move(why);
  return p;
}

SmallVector<HaloExchangeChoice>
mlir::kfusion::haloExchangeChoices(const StencilGroupPlan &plan,
                                   std::string &why) {
  SmallVector<HaloExchangeChoice> choices;
  for (unsigned dim : {0u, 1u}) {
    HaloExchangeChoice choice{dim, 0, 0};
    for (unsigned i = 0; i < plan.extentLo.size(); ++i) {
      int64_t points = plan.getTilePoints(i);
      choice.tilePoints += points;
      int64_t layers = plan.extentLo[i][dim] + plan.extentHi[i][dim];
      choice.savedPoints += points / (plan.tile[dim] + layers) * layers;
    }
    // A neighbour holds only its own tile: deeper halo layers than that
    // cannot come from it.
    bool fits = llvm::all_of(plan.stagings, [&](const StencilStaging &s) {
      auto m = llvm::find(s.dims, dim);
      if (!s.writer || s.isRegister || m == s.dims.end())
        return true;
      unsigned k = m - s.dims.begin();
      return std::max(s.haloLo[k], s.haloHi[k]) <= plan.tile[dim];
    });
    if (fits && choice.savedPoints > 0)
      choices.push_back(choice);
  }
  llvm::stable_sort(
      choices, [](const HaloExchangeChoice &a, const HaloExchangeChoice &b) {
        return a.savedPoints > b.savedPoints;
      });
  if (choices.empty())
    why = "no tile recomputes halo layers in x or y that a neighbour's tile "
          "holds";
  return choices;
}

std::optional<HaloExchangeChoice> mlir::kfusion::chooseHaloExchange(
    const StencilGroupPlan &plan,
    const std::array<std::optional<int64_t>, 3> &grid, int64_t clusterSize,
    std::string &why) {
  SmallVector<HaloExchangeChoice> choices = haloExchangeChoices(plan, why);
  if (choices.empty())
    return std::nullopt;
  std::string grids;
  for (const HaloExchangeChoice &choice : choices) {
    std::optional<int64_t> blocks = grid[choice.dim];
    if (blocks && *blocks % clusterSize == 0)
      return choice;
    grids += (grids.empty() ? "in " : ", in ") +
             std::string(1, "xyz"[choice.dim]) + " " +
             (blocks ? std::to_string(*blocks) + " blocks"
                     : std::string("not a constant"));
  }
  why = "the grid (" + grids + ") is not a multiple of the cluster size " +
        std::to_string(clusterSize);
  return std::nullopt;
}
