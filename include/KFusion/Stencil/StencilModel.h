//===- StencilModel.h - Codeless projection of stencil kernel times -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// SC'14's codeless upper-bound projection, adapted to the H100: the time of a
// launch, unfused or fused from a group, bounded by the bytes it must still
// move through device memory (shared arrays and registers absorb reuse; halos
// add redundant loads) at the measured copy bandwidth scaled by occupancy,
// and by its arithmetic (halos add redundant compute), without generating
// code. kfusion-plan-stencil scores candidate groups with it.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STENCIL_STENCILMODEL_H
#define KFUSION_STENCIL_STENCILMODEL_H

#include "KFusion/Stencil/StencilGroup.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::kfusion {

/// The projection's calibration, beside the device it is for: a
/// one-point-per-thread copy kernel of 32x8 blocks reaches 75% of the copy
/// bandwidth, and a barrier costs a fraction of a microsecond per wave.
struct StencilModel {
  /// The GPU: copy bandwidth, SM count, per-SM limits, launch overhead and
  /// f32 rate (the description every planner counts with).
  DeviceDescription device;
  /// Fraction of its copy bandwidth a point kernel reaches at full occupancy.
  double pointKernelEfficiency = 0.75;
  /// Occupancy (resident threads / maximum) above which bandwidth saturates.
  double saturatingOccupancy = 0.5;
  /// Redundant halo loads hit L1/L2 mostly: the weight of one such byte
  /// against a byte from device memory.
  double haloLoadWeight = 0.5;
  /// One block barrier, per wave of resident blocks.
  double barrierSeconds = 2.0e-7;
  /// One cluster barrier (nvvm.cluster.arrive + wait) with the exchange's
  /// copies between a pair of them, per wave: clusterBarrierSeconds plus
  /// clusterBarrierBlockSeconds for each block of the cluster. Fitted to
  /// the H200 sweep of 2026-12-05 (bench/results/2026-12-05-h200-stencil-
  /// candidate-tune-halo: Jacobi, hdiff and FDTD exchanged in clusters of 4,
  /// 8 and 16 against recomputed; least squares on the relative error of
  /// the time the exchange adds, which the fit puts within 0.70-1.20 of
  /// the measured on all nine, where the earlier constant guess of 0.8 us
  /// was within 0.69-1.50 and blind to the cluster's size).
  double clusterBarrierSeconds = 5.14e-7;
  double clusterBarrierBlockSeconds = 2.35e-8;
  /// Issue slots of copying one element from a neighbour block (a load
  /// through distributed shared memory and a shared store), in the units
  /// of a kernel's per-point arithmetic.
  double exchangeCopyOps = 2.0;
  /// Register tiles as `kfusion-lower-tiles register-tiles` takes them
  /// (never, auto: its default, always: on any grid): a fused group the
  /// lowering would compute in registers, `registerColumns` columns a thread
  /// (its `register-columns`), is projected as such (predictRegisterTiles).
  enum class RegisterTiles { Never, Auto, Always };
  RegisterTiles registerTiles = RegisterTiles::Auto;
  int64_t registerColumns = 4;
  /// Fraction of its copy bandwidth a register-tile kernel reaches, whatever
  /// its occupancy: its window comes by the TMA (or cp.async) and its loads
  /// are 16-byte vectors, many a thread, so a few warps per SM keep the
  /// memory busy (Nsight Compute: Jacobi's and hdiff's at 29% and 28%
  /// occupancy, DRAM 72% and 79% of peak). Fitted to the H100 runs of
  /// 2026-12-06 (bench/results/2026-12-06-h100-static-windows: Jacobi 0.2204
  /// ms, hdiff 0.6150, FDTD's three kernels 0.6261; least squares on the
  /// relative error).
  double registerTileEfficiency = 0.86;
  /// Registers a thread of a register-tile kernel holds (ptxas -v, sm_90a:
  /// Jacobi's 94, hdiff's 87): for its occupancy.
  int64_t registerTileRegisters = 96;
};

/// The register tiles `kfusion-lower-tiles register-tiles=auto` would give a
/// fused group's kernel: each of `threads` threads a block computes a unit of
/// `columns` x `rows` points of every member, widened by the member's halo.
struct StencilRegisterTiles {
  int64_t columns = 1, rows = 1;
  /// Threads per block (the fused block shrunk along x by `columns`).
  int64_t threads = 0;
  /// Points a unit evaluates, per member and in all (the halos between
  /// units recomputed), and the temporaries' values a thread keeps.
  SmallVector<int64_t> memberUnitPoints;
  int64_t unitPoints = 0;
  int64_t privateElements = 0;
  /// Shared memory a block keeps: the staged read-only windows.
  int64_t sharedBytes = 0;
};

/// A halo exchange the fused kernel would make (kfusion-stencil-fusion
/// halo-exchange): clusters of `clusterSize` blocks along thread dimension
/// `dim`.
struct StencilHaloExchange {
  unsigned dim = 0;
  int64_t clusterSize = 1;
};

/// A dimension a fused group's halos could be exchanged along: the points a
/// block's tiles stop recomputing there (with neighbours on both sides) of
/// the points they compute in all.
struct HaloExchangeChoice {
  unsigned dim = 0;
  int64_t savedPoints = 0;
  int64_t tilePoints = 0;
};

/// The dimensions (x, y) along which the fused kernel of `plan` could
/// exchange halos, most points saved first: those where some member
/// recomputes halo layers and every producer's array has no deeper halo
/// than the tile a neighbour holds. Empty when none; `why` then says why.
SmallVector<HaloExchangeChoice>
haloExchangeChoices(const StencilGroupPlan &plan, std::string &why);

/// The exchange `plan`'s fused kernel makes in clusters of `clusterSize`
/// over `grid` (blocks per dimension, after the tile scale): the first of
/// haloExchangeChoices whose grid the clusters divide; none, with `why`,
/// otherwise.
std::optional<HaloExchangeChoice>
chooseHaloExchange(const StencilGroupPlan &plan,
                   const std::array<std::optional<int64_t>, 3> &grid,
                   int64_t clusterSize, std::string &why);

/// The register tiles the lowering would give the fused kernel of `plan`
/// (`members` its launches, in plan order) with `model`'s columns on its
/// device, as `register-tiles=auto` takes them: tiles scaled along y alone
/// (several rows a thread), a block whose threads along x the columns
/// divide, no member reading global memory around a point another writes,
/// within kRegisterTileMaxUnitPoints points and kRegisterTileMaxPrivateElements
/// private values a thread, a constant grid of kRegisterTileMinWaves waves of
/// the shrunk blocks (auto). None, with `why`, otherwise (or when the model
/// has register tiles off).
std::optional<StencilRegisterTiles>
predictRegisterTiles(const StencilGroupPlan &plan,
                     ArrayRef<const StencilLaunch *> members,
                     const StencilModel &model, std::string &why);

/// What the projection needs of one kernel besides its footprint.
struct StencilKernelCost {
  /// Arithmetic operations one thread executes (KernelProfile).
  double arithmeticPerPoint = 0;
  /// Registers per thread: from ptxas when known, else estimated from the
  /// accesses and arithmetic.
  int64_t registers = 32;
};

/// The projection of one launch or fused group.
struct StencilProjection {
  double seconds = 0;
  double memorySeconds = 0, computeSeconds = 0;
  double bytes = 0, arithmetic = 0;
  int64_t blocksPerMultiprocessor = 0;
  double occupancy = 0;
  int64_t registers = 0;
  /// False when a block does not fit on a multiprocessor.
  bool fits = true;
  /// A fused group's register tiles where it is projected as those
  /// (predictRegisterTiles), else why not (empty for a launch alone).
  std::optional<StencilRegisterTiles> registerTiles;
  std::string noRegisterTiles;
};

/// Estimates the cost facts of `launch`'s kernel.
StencilKernelCost estimateKernelCost(const StencilLaunch &launch);

/// Projects `launch` run alone.
StencilProjection projectLaunch(const StencilLaunch &launch,
                                const StencilKernelCost &cost,
                                const StencilModel &model);

/// Projects the fused kernel of `plan`; `members` and `costs` are its
/// launches and their costs, in plan order. Where the lowering would give it
/// register tiles (predictRegisterTiles; never with an exchange), as those:
/// the shrunk blocks, each member's arithmetic over its units' points, the
/// windows' shared memory, no barriers between the members, the model's
/// register-tile efficiency. With `exchange`, the halo layers
/// along its dimension are computed once per cluster: the tiles' arithmetic
/// there shrinks by (clusterSize - 1) / clusterSize of it, the copies of the
/// producers' layers and two cluster barriers per staging are added.
StencilProjection
projectGroup(const StencilGroupPlan &plan,
             ArrayRef<const StencilLaunch *> members,
             ArrayRef<StencilKernelCost> costs, const StencilModel &model,
             std::optional<StencilHaloExchange> exchange = std::nullopt);

} // namespace mlir::kfusion

#endif // KFUSION_STENCIL_STENCILMODEL_H
