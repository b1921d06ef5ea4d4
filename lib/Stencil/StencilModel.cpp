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
static StencilProjection finish(const StencilModel &model, int64_t threads,
                                int64_t registers, int64_t sharedBytes,
                                int64_t blocks, double bytes, double arithmetic,
                                double barrierSeconds) {
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
  double efficiency = model.pointKernelEfficiency *
                      std::min(1.0, p.occupancy / model.saturatingOccupancy);
  p.memorySeconds = bytes / (gpu.dramBandwidth * efficiency);
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

StencilProjection mlir::kfusion::projectGroup(
    const StencilGroupPlan &plan, ArrayRef<const StencilLaunch *> members,
    ArrayRef<StencilKernelCost> costs, const StencilModel &model,
    std::optional<StencilHaloExchange> exchange) {
  const StencilLaunch &front = *members.front();
  int64_t threads = plan.block[0] * plan.block[1] * plan.block[2];
  // A block computes its tile: the block's points times the tile scale
  // (several points per thread), so there are that many fewer blocks.
  int64_t points = plan.tile[0] * plan.tile[1] * plan.tile[2];
  int64_t scale = std::max<int64_t>(1, points / std::max<int64_t>(1, threads));
  int64_t blocks = (blockCount(front) + scale - 1) / scale;
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
  return finish(model, threads, std::min<int64_t>(registers, 255),
                plan.sharedBytes, blocks, blocks * bytesPerBlock,
                blocks * arithmeticPerBlock, barrierSeconds);
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
