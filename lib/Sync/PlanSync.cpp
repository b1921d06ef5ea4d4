//===- PlanSync.cpp - kfusion-plan-sync -------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Fine-grained synchronization after cuSync (Jangda et al., CGO'24), the plan:
// pick dependent tiled launch pairs, their tile dependency, policy, tile
// orders and optimizations (W, R, T) and write them as attributes. An event
// simulation of the two grids (the model below) compares each pair's
// candidates against running them one after the other. The tile relation is
// TileDependence's, the tile orders TileOrder's, the policies' semaphore
// mappings SyncPolicy's; the launch graph says which launches are pairs.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelProfile.h"
#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Sync/Passes.h"
#include "KFusion/Sync/SyncPolicy.h"
#include "KFusion/Sync/TileDependence.h"
#include "KFusion/Sync/TileOrder.h"
#include "KFusion/Sync/Transforms.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include "SyncSupport.h"
#include <algorithm>
#include <queue>

#define DEBUG_TYPE "kfusion-plan-sync"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANSYNCPASS
#include "KFusion/Sync/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

//===----------------------------------------------------------------------===//
// The model: an event simulation of the two grids
//===----------------------------------------------------------------------===//

namespace {
/// One launch as the model sees it.
struct ModelLaunch {
  LaunchShape shape;
  /// Resident blocks per multiprocessor.
  int64_t blocksPerSM = 1;
  /// Seconds one block takes in its slot (sharing its SM with the others).
  double blockSeconds = 0;
};

/// Seconds a semaphore wait (of one window, however many semaphores) or a
/// post costs a block (an L2 round trip plus the barrier), and the fixed cost
/// of a synchronized pair (semaphore allocation and memset on the producer's
/// stream, the second stream's event).
constexpr double kSemaphoreSeconds = 0.5e-6;
constexpr double kPairSeconds = 4e-6;
/// The gap between two dependent launches on one stream.
constexpr double kLaunchGapSeconds = 2e-6;

int64_t blocksPerSM(gpu::GPUFuncOp kernel, gpu::LaunchFuncOp launch,
                    const LaunchShape &shape, int64_t registersPerThread,
                    const DeviceDescription &device) {
  KernelProfile profile = profileKernel(kernel);
  int64_t shared = profile.staticSharedBytes;
  if (Value dyn = launch.getDynamicSharedMemorySize())
    if (std::optional<int64_t> bytes = getConstantIntValue(dyn))
      shared += *bytes;
  int64_t registers = registersPerThread;
  if (auto maxnreg = kernel->getAttrOfType<IntegerAttr>("nvvm.maxnreg"))
    registers = std::min<int64_t>(registers, maxnreg.getInt());
  // A kernel that declares its block size is compiled to fit one block of it.
  if (kernel.getKnownBlockSize())
    registers =
        std::min(registers, registersForDeclaredBlock(shape.threads(), device));
  return residentBlocks(shape.threads(), shared, device, registers);
}

ModelLaunch modelLaunch(gpu::LaunchFuncOp launch, const LaunchShape &shape,
                        int64_t registersPerThread,
                        const DeviceDescription &device) {
  gpu::GPUFuncOp kernel = lookupKernel(launch);
  ModelLaunch m;
  m.shape = shape;
  m.blocksPerSM =
      blocksPerSM(kernel, launch, shape, registersPerThread, device);
  KernelWork work =
      analyzeKernelWork(kernel, shape, device,
                        /*defaultTripCount=*/16, launchAliases(launch));
  double cycles =
      std::max(work.issueCycles, work.l1Wavefronts) * double(shape.threads());
  // One SM serves its resident blocks together; a slot is 1/k of it.
  m.blockSeconds =
      cycles * double(std::max<int64_t>(1, m.blocksPerSM)) / device.clockRate;
  double dramPerBlock = work.dramBytes / double(shape.blocks());
  double dramSeconds = dramPerBlock * double(device.multiprocessors) *
                       double(std::max<int64_t>(1, m.blocksPerSM)) /
                       device.dramBandwidth;
  m.blockSeconds = std::max({m.blockSeconds, dramSeconds, 1e-7});
  return m;
}

/// The tiles of `grid` in the order `order` (kfusion.tile_order's form).
std::vector<int64_t> tilesInOrder(const std::array<int64_t, 3> &grid,
                                  ArrayRef<int64_t> order) {
  std::vector<int64_t> tiles;
  int64_t n = grid[0] * grid[1] * grid[2];
  tiles.reserve(n);
  for (int64_t i = 0; i < n; ++i)
    tiles.push_back(linearTile(tileAtPosition(i, grid, order), grid));
  return tiles;
}

/// What the model projects for one plan of a pair.
struct Projection {
  double streamSeconds = 0, syncSeconds = 0;
  double producerWaves = 0, consumerWaves = 0;
};

/// Simulates the producer's blocks, then (StreamSync) the consumer's after
/// all of them, or (cuSync) the consumer's as soon as every producer block
/// has started, each running once the semaphores it waits on are complete.
/// With `loop`, a consumer block waits for each window position at the
/// iteration that needs it: it may start early and run the share of its
/// work before that position while the producer tile is still running.
Projection simulate(const ModelLaunch &p, const ModelLaunch &c,
                    int64_t multiprocessors, const SemaphoreMapping &mapping,
                    TileDepAttr dependency, ArrayRef<int64_t> producerOrder,
                    ArrayRef<int64_t> consumerOrder,
                    const LoopWaitPlan *loop = nullptr) {
  Projection result;
  int64_t pSlots = std::max<int64_t>(1, multiprocessors * p.blocksPerSM);
  int64_t cSlots = std::max<int64_t>(1, multiprocessors * c.blocksPerSM);
  result.producerWaves = double(p.shape.blocks()) / double(pSlots);
  result.consumerWaves = double(c.shape.blocks()) / double(cSlots);
  // Shared slots: the fewer of the two (a slot fits either kind of block).
  int64_t slots = std::min(pSlots, cSlots);
  using Slot =
      std::priority_queue<double, std::vector<double>, std::greater<double>>;
  std::vector<double> finish(p.shape.blocks(), 0);
  auto runProducer = [&](Slot &free, double &lastStart) {
    double end = 0;
    for (int64_t tile : tilesInOrder(p.shape.grid, producerOrder)) {
      double start = free.top();
      free.pop();
      lastStart = std::max(lastStart, start);
      finish[tile] = start + p.blockSeconds;
      free.push(finish[tile]);
      end = std::max(end, finish[tile]);
    }
    return end;
  };
  // StreamSync.
  {
    Slot free;
    for (int64_t s = 0; s < pSlots; ++s)
      free.push(0);
    double lastStart = 0;
    double producerEnd = runProducer(free, lastStart);
    double end = producerEnd;
    double launched = producerEnd + kLaunchGapSeconds;
    Slot consumerFree;
    for (int64_t s = 0; s < cSlots; ++s)
      consumerFree.push(launched);
    for (int64_t k = 0; k < c.shape.blocks(); ++k) {
      double start = consumerFree.top();
      consumerFree.pop();
      consumerFree.push(start + c.blockSeconds);
      end = std::max(end, start + c.blockSeconds);
    }
    result.streamSeconds = end;
  }
  // cuSync.
  {
    Slot free;
    for (int64_t s = 0; s < slots; ++s)
      free.push(kPairSeconds);
    double lastStart = 0;
    double end = runProducer(free, lastStart);
    std::vector<double> ready(mapping.numSemaphores, 0);
    for (int64_t tile = 0; tile < p.shape.blocks(); ++tile) {
      std::array<int64_t, 3> t = delinearizeTile(tile, p.shape.grid);
      int64_t s = evaluateAffineMap(mapping.semaphore, t)[0];
      ready[s] = std::max(ready[s], finish[tile] + kSemaphoreSeconds);
    }
    for (int64_t tile : tilesInOrder(c.shape.grid, consumerOrder)) {
      double start = std::max(free.top(), lastStart);
      free.pop();
      std::array<int64_t, 3> t = delinearizeTile(tile, c.shape.grid);
      double run = start;
      // A wait costs one round trip for its whole window of semaphores
      // (every thread polls one, then one barrier): windows, not
      // semaphores, count.
      int64_t numWindows = 0;
      if (loop) {
        AffineMap map = dependency.getMap();
        int64_t offset = loop->offsetAt(t);
        std::optional<double> lastShare;
        for (int64_t value = 0; value < loop->bound; ++value) {
          double share = loop->shareBefore(t, offset, value);
          bool any = false;
          // The staged symbol at `value`, the others (a halo) in full.
          forEachWaitTuple(
              mapping, dependency,
              [&](ArrayRef<int64_t> symbols) {
                SmallVector<int64_t> pt = evaluateAffineMap(map, t, symbols);
                for (unsigned d = 0; d < 3; ++d)
                  if (pt[d] < 0 || pt[d] >= p.shape.grid[d])
                    return;
                int64_t s = evaluateAffineMap(mapping.semaphore, pt)[0];
                run = std::max(run, ready[s] - share * c.blockSeconds);
                any = true;
              },
              loop->symbol, value);
          if (!any)
            continue;
          // Values waited for at the same point of the loop share a window.
          if (!lastShare || share != *lastShare)
            ++numWindows;
          lastShare = share;
        }
      } else {
        auto waits = waitedSemaphores(mapping, dependency, t, p.shape.grid);
        for (auto [s, expected] : waits)
          run = std::max(run, ready[s]);
        numWindows = waits.empty() ? 0 : 1;
      }
      double done = run + c.blockSeconds + kSemaphoreSeconds * numWindows;
      free.push(done);
      end = std::max(end, done);
    }
    result.syncSeconds = end;
  }
  return result;
}

/// The orders worth trying for a grid: `first` when given (a banded order,
/// which wins ties), the hardware's (x fastest), and y fastest when x and y
/// both have several tiles.
SmallVector<SmallVector<int64_t>>
candidateOrders(const LaunchShape &shape,
                std::optional<SmallVector<int64_t>> first = std::nullopt) {
  SmallVector<SmallVector<int64_t>> orders;
  if (first)
    orders.push_back(*first);
  orders.push_back({0, 1, 2});
  if (shape.grid[0] > 1 && shape.grid[1] > 1)
    orders.push_back({1, 0, 2});
  return orders;
}

/// How the remark names a tile order.
std::string describeTileOrder(ArrayRef<int64_t> order,
                              const std::array<int64_t, 3> &grid) {
  if (isHardwareTileOrder(order, grid))
    return "hardware";
  static const char *names[] = {"x", "y", "z"};
  std::string text = std::string(names[order[0]]) + " fastest";
  if (order.size() == 4 && order[3] < grid[order[0]])
    text += " in bands of " + std::to_string(order[3]);
  return text;
}
} // namespace

//===----------------------------------------------------------------------===//
// kfusion-plan-sync
//===----------------------------------------------------------------------===//

namespace {
/// The producer of `consumer` in `graph`: the launch node right before it,
/// when the two share a buffer one of them writes.
std::optional<unsigned> producerOf(LaunchGraph &graph, unsigned consumer) {
  if (consumer == 0)
    return std::nullopt;
  unsigned prev = consumer - 1;
  const LaunchNode &node = graph.getNode(prev);
  if (!node.isLaunch())
    return std::nullopt;
  // Any buffer dependence makes a candidate; inferTileDependence says why
  // one that is not only read-after-write cannot be synchronized.
  if (!graph.getBufferDependence(prev, consumer))
    return std::nullopt;
  return prev;
}

/// A complete plan of one pair.
struct PairPlan {
  TileDepAttr dependency;
  SemaphoreMapping mapping;
  SmallVector<int64_t> producerOrder{0, 1, 2}, consumerOrder{0, 1, 2};
  Projection projection;
  bool waitKernel = true;
  /// Why the wait-kernel stays although both grids fit at once, or empty.
  StringRef waitKernelKept;
  /// Waits staged through the consumer's loop.
  std::optional<LoopWaitPlan> loop;
};

/// Checks a hand-written or chosen policy for `dep`; the mapping or the
/// reason it is refused.
FailureOr<SemaphoreMapping> checkedMapping(SyncPolicy policy,
                                           TileDepAttr dependency,
                                           const TileDependence &dep,
                                           std::string *why) {
  FailureOr<SemaphoreMapping> mapping =
      mapSyncPolicy(policy, dependency, dep.producerShape.grid, why);
  if (failed(mapping))
    return failure();
  if (failed(checkSemaphoreMapping(*mapping, dependency, dep, why)))
    return failure();
  return mapping;
}
} // namespace

namespace {
/// The tile orders a pair's plan may use, per launch (producer, consumer),
/// and whether the launch's order is hand-written.
struct TileOrderCandidates {
  SmallVector<SmallVector<int64_t>> orders[2];
  bool written[2] = {false, false};
};

/// The policies to try for `consumer`: hand-written, forced, or every one
/// that may apply. Fails (after an error) on an unknown policy name.
FailureOr<SmallVector<SyncPolicy>>
candidatePolicies(gpu::LaunchFuncOp consumer,
                  std::optional<SyncPolicy> forced) {
  if (auto name = consumer->getAttrOfType<StringAttr>(kSyncPolicyAttr)) {
    std::optional<SyncPolicy> policy = parseSyncPolicy(name.getValue());
    if (!policy) {
      consumer.emitError() << "kfusion-plan-sync: unknown " << kSyncPolicyAttr
                           << " '" << name.getValue()
                           << "' (tile, row, strided, conv2d)";
      return failure();
    }
    return SmallVector<SyncPolicy>{*policy};
  }
  if (forced)
    return SmallVector<SyncPolicy>{*forced};
  // Conv2DTileSync before TileSync: the same semaphores where it applies (a
  // convolution's dependency), named for what it is.
  return SmallVector<SyncPolicy>{SyncPolicy::Row, SyncPolicy::Strided,
                                 SyncPolicy::Conv2D, SyncPolicy::Tile};
}

/// Checks that a register bound (nvvm.maxnreg) the model counts on is one
/// ptxas can keep; an error on the kernel otherwise.
LogicalResult checkRegisterBounds(gpu::LaunchFuncOp producer,
                                  gpu::LaunchFuncOp consumer,
                                  const DeviceDescription &device) {
  for (gpu::LaunchFuncOp launch : {producer, consumer}) {
    gpu::GPUFuncOp kernel = lookupKernel(launch);
    auto maxnreg = kernel->getAttrOfType<IntegerAttr>("nvvm.maxnreg");
    if (maxnreg && (maxnreg.getInt() < 1 ||
                    maxnreg.getInt() > device.maxRegistersPerThread)) {
      kernel.emitError() << "kfusion-plan-sync: nvvm.maxnreg = "
                         << maxnreg.getInt()
                         << " is not a register count per thread (1.."
                         << device.maxRegistersPerThread
                         << "): the blocks per multiprocessor, and whether "
                            "the wait-kernel may go, depend on it";
      return failure();
    }
  }
  return success();
}

/// The tile orders to try: a hand-written kfusion.tile_order is the only
/// candidate for its launch (checked; an error when malformed); else the
/// hardware's, y fastest, and first the producer in bands of the rows a
/// consumer tile needs, where it has more than one wave (in one wave every
/// order runs alike).
FailureOr<TileOrderCandidates>
candidateTileOrders(gpu::LaunchFuncOp producer, gpu::LaunchFuncOp consumer,
                    const TileDependence &dep, const ModelLaunch &pm,
                    const KFusionPlanSyncPassOptions &options,
                    const DeviceDescription &device) {
  TileOrderCandidates result;
  for (auto [i, launch] :
       llvm::enumerate(std::array<gpu::LaunchFuncOp, 2>{producer, consumer})) {
    Attribute attr = launch->getAttr(kTileOrderAttr);
    if (!attr)
      continue;
    auto order = dyn_cast<DenseI64ArrayAttr>(attr);
    std::string bad = "kfusion.tile_order must be an array<i64>";
    if (!order || failed(checkTileOrder(order.asArrayRef(), &bad))) {
      launch.emitError() << "kfusion-plan-sync: " << bad;
      return failure();
    }
    result.orders[i].push_back(SmallVector<int64_t>(order.asArrayRef()));
    result.written[i] = true;
  }
  if (!result.written[0]) {
    std::optional<SmallVector<int64_t>> banded;
    if (options.bandedOrders &&
        dep.producerShape.blocks() > device.multiprocessors * pm.blocksPerSM)
      banded = bandedProducerOrder(dep);
    result.orders[0] = candidateOrders(dep.producerShape, banded);
  }
  if (!result.written[1])
    result.orders[1] = candidateOrders(dep.consumerShape);
  return result;
}

/// Where the consumer waits when kfusion.sync_wait_at says so (std::nullopt
/// when it does not); an error when the value is not one of the three.
FailureOr<std::optional<StringRef>> writtenWaitAt(gpu::LaunchFuncOp consumer) {
  auto attr = consumer->getAttrOfType<StringAttr>(kSyncWaitAtAttr);
  if (!attr)
    return std::optional<StringRef>();
  if (!isSyncWaitAt(attr.getValue())) {
    consumer.emitError() << "kfusion-plan-sync: " << kSyncWaitAtAttr
                         << " must be " << kSyncWaitAtValues;
    return failure();
  }
  return std::optional<StringRef>(attr.getValue());
}

/// Simulates every candidate (policy that covers the dependency, placement
/// of the waits, tile orders) and keeps the fastest in `plan`, preferring
/// the earlier policy, waits at first use and the hardware order on ties.
/// Returns whether one was found; `refusals` says why policies were not.
bool searchPlan(const TileDependence &dep, ArrayRef<SyncPolicy> candidates,
                const TileOrderCandidates &orders,
                std::optional<StringRef> waitAt, const ModelLaunch &pm,
                const ModelLaunch &cm, const DeviceDescription &device,
                PairPlan &plan, std::string &refusals) {
  bool found = false;
  std::string why;
  for (SyncPolicy policy : candidates) {
    FailureOr<SemaphoreMapping> mapping =
        checkedMapping(policy, plan.dependency, dep, &why);
    if (failed(mapping)) {
      refusals += (refusals.empty() ? "" : "; ") +
                  stringifySyncPolicy(policy).str() + ": " + why;
      continue;
    }
    SmallVector<std::optional<LoopWaitPlan>> placements;
    if (!waitAt || *waitAt != "in-loop")
      placements.push_back(std::nullopt);
    if (!waitAt || *waitAt == "in-loop") {
      FailureOr<LoopWaitPlan> loop =
          planLoopWaits(dep, plan.dependency, *mapping, &why);
      if (succeeded(loop))
        placements.push_back(*loop);
      else if (waitAt)
        refusals += (refusals.empty() ? "" : "; ") +
                    stringifySyncPolicy(policy).str() + " in the loop: " + why;
    }
    for (const std::optional<LoopWaitPlan> &loop : placements)
      for (ArrayRef<int64_t> po : orders.orders[0])
        for (ArrayRef<int64_t> co : orders.orders[1]) {
          Projection proj =
              simulate(pm, cm, device.multiprocessors, *mapping,
                       plan.dependency, po, co, loop ? &*loop : nullptr);
          if (found && proj.syncSeconds >= plan.projection.syncSeconds * 0.999)
            continue;
          found = true;
          plan.mapping = *mapping;
          plan.producerOrder.assign(po.begin(), po.end());
          plan.consumerOrder.assign(co.begin(), co.end());
          plan.projection = proj;
          plan.loop = loop;
        }
  }
  return found;
}

/// Writes `plan` as the pair's attributes (pair `id`) and the remark that
/// reports it.
void writePlan(int64_t id, gpu::LaunchFuncOp producer,
               gpu::LaunchFuncOp consumer, const TileDependence &dep,
               const PairPlan &plan, const TileOrderCandidates &orders,
               std::optional<StringRef> waitAt, StringRef refusals,
               StringRef model) {
  MLIRContext *ctx = consumer->getContext();
  Builder builder(ctx);
  producer->setAttr(kSyncPairAttr, builder.getI64IntegerAttr(id));
  consumer->setAttr(kSyncPairAttr, builder.getI64IntegerAttr(id));
  consumer->setAttr(kTileDepAttr, plan.dependency);
  consumer->setAttr(
      kSyncPolicyAttr,
      StringAttr::get(ctx, stringifySyncPolicy(plan.mapping.policy)));
  if (!isHardwareTileOrder(plan.producerOrder, dep.producerShape.grid))
    producer->setAttr(kTileOrderAttr,
                      builder.getDenseI64ArrayAttr(plan.producerOrder));
  if (!isHardwareTileOrder(plan.consumerOrder, dep.consumerShape.grid))
    consumer->setAttr(kTileOrderAttr,
                      builder.getDenseI64ArrayAttr(plan.consumerOrder));
  consumer->setAttr(kSyncWaitKernelAttr, builder.getBoolAttr(plan.waitKernel));
  // Hand-written placements stay; the chosen one (or wait-at's) is written.
  if (!consumer->hasAttr(kSyncWaitAtAttr))
    consumer->setAttr(kSyncWaitAtAttr,
                      StringAttr::get(ctx, plan.loop ? "in-loop"
                                           : waitAt  ? *waitAt
                                                     : "first-use"));
  int64_t waits = 0;
  for (int64_t c = 0; c < dep.numConsumerTiles(); ++c)
    waits += waitedSemaphores(plan.mapping, plan.dependency,
                              delinearizeTile(c, dep.consumerShape.grid),
                              dep.producerShape.grid)
                 .size();
  consumer.emitRemark()
      << "kfusion-plan-sync: pair " << id << ": " << producer.getKernel()
      << " -> " << consumer.getKernel() << ": policy "
      << stringifySyncPolicy(plan.mapping.policy) << " ("
      << plan.mapping.numSemaphores << " semaphores, "
      << formatFixed(double(waits) / double(dep.numConsumerTiles()), 1)
      << " semaphores waited per consumer tile"
      << (refusals.empty() ? std::string() : "; refused " + refusals.str())
      << "), tile order producer "
      << describeTileOrder(plan.producerOrder, dep.producerShape.grid)
      << (orders.written[0] ? " (as written)" : "") << " consumer "
      << describeTileOrder(plan.consumerOrder, dep.consumerShape.grid)
      << (orders.written[1] ? " (as written)" : "") << ", wait-kernel "
      << (!plan.waitKernel ? "no (both grids fit at once, exclusive-gpu)"
          : plan.waitKernelKept.empty() ? std::string("yes")
                                        : "yes (both grids fit at once, but " +
                                              plan.waitKernelKept.str() + ")")
      << ", waits "
      << (plan.loop                      ? "in the loop"
          : waitAt && *waitAt == "entry" ? "at entry"
                                         : "at first use")
      << "; " << model;
}

/// Plans the pair `producer` -> `consumer` as pair `nextPair` (advanced when
/// it is synchronized); a remark says why not when it is not. Fails on a
/// malformed attribute.
LogicalResult planPair(gpu::LaunchFuncOp producer, gpu::LaunchFuncOp consumer,
                       const KFusionPlanSyncPassOptions &options,
                       const DeviceDescription &device,
                       std::optional<SyncPolicy> forced, int64_t &nextPair) {
  auto decline = [&](const Twine &why) {
    consumer.emitRemark() << "kfusion-plan-sync: " << producer.getKernel()
                          << " -> " << consumer.getKernel()
                          << ": not synchronized: " << why;
    return success();
  };
  // What kfusion-insert-semaphores could not rewrite is not planned.
  std::string why = launchPairRefusal(producer, consumer);
  if (!why.empty())
    return decline(why);
  FailureOr<TileDependence> dep = inferTileDependence(producer, consumer, &why);
  if (failed(dep))
    return decline(why);
  PairPlan plan;
  if (auto declared = consumer->getAttrOfType<TileDepAttr>(kTileDepAttr)) {
    if (failed(checkTileDepCovers(declared, *dep, &why)))
      return decline("the declared kfusion.tile_dep does not cover the "
                     "accesses: " +
                     why);
    plan.dependency = declared;
  } else {
    plan.dependency = summarizeTileDependence(consumer->getContext(), *dep);
  }
  FailureOr<SmallVector<SyncPolicy>> candidates =
      candidatePolicies(consumer, forced);
  if (failed(candidates) ||
      failed(checkRegisterBounds(producer, consumer, device)))
    return failure();
  ModelLaunch pm = modelLaunch(producer, dep->producerShape,
                               options.registersPerThread, device);
  ModelLaunch cm = modelLaunch(consumer, dep->consumerShape,
                               options.registersPerThread, device);
  if (pm.blocksPerSM == 0 || cm.blocksPerSM == 0)
    return decline("a block does not fit on a multiprocessor");
  FailureOr<TileOrderCandidates> orders =
      candidateTileOrders(producer, consumer, *dep, pm, options, device);
  if (failed(orders))
    return failure();
  // Where the consumer waits: hand-written, or first use and (where it
  // applies) in the loop.
  FailureOr<std::optional<StringRef>> waitAt = writtenWaitAt(consumer);
  if (failed(waitAt))
    return failure();
  if (!*waitAt && !options.waitAt.empty())
    *waitAt = StringRef(options.waitAt);
  std::string refusals;
  if (!searchPlan(*dep, *candidates, *orders, *waitAt, pm, cm, device, plan,
                  refusals))
    return decline("no policy covers the dependency (" + refusals + ")");
  double gain = plan.projection.streamSeconds / plan.projection.syncSeconds;
  auto ms = [](double s) { return formatFixed(s * 1e3, 4); };
  std::string model = "model: StreamSync " + ms(plan.projection.streamSeconds) +
                      " ms, cuSync " + ms(plan.projection.syncSeconds) +
                      " ms (" + formatFixed(gain, 2) + "x); waves " +
                      formatFixed(plan.projection.producerWaves, 2) + " + " +
                      formatFixed(plan.projection.consumerWaves, 2) + " at " +
                      std::to_string(pm.blocksPerSM) + " + " +
                      std::to_string(cm.blocksPerSM) +
                      " blocks per multiprocessor";
  if (!options.force && gain < options.minGain &&
      !consumer->hasAttr(kSyncPolicyAttr)) {
    // Why nothing overlaps where every consumer block needs every producer
    // block (a persistent kernel's blocks each write tiles across the
    // output).
    bool all =
        dep->numProducerTiles() > 1 &&
        dep->numPairs() == dep->numProducerTiles() * dep->numConsumerTiles();
    return decline(
        "the modeled gain is below min-gain " +
        formatFixed(options.minGain, 2) + " (" + model + ")" +
        (all ? "; every consumer block needs every producer block (as "
               "where each producer block writes tiles across the output, "
               "a persistent kernel's), so none can start early"
             : ""));
  }
  // W: every block of both fits on the device at once. The blocks per SM are
  // those the kernels keep after kfusion-insert-semaphores: a bound
  // (nvvm.maxnreg) stays on the clones, and the one thing the pass adds to a
  // block's resources, a custom tile order's workgroup slot, never comes with
  // W: when every block fits at once the model projects every order alike
  // and ties keep the hardware order, and a hand-written custom order keeps
  // the wait-kernel.
  int64_t together =
      device.multiprocessors * std::min(pm.blocksPerSM, cm.blocksPerSM);
  bool custom =
      !isHardwareTileOrder(plan.producerOrder, dep->producerShape.grid) ||
      !isHardwareTileOrder(plan.consumerOrder, dep->consumerShape.grid);
  // Without exclusive-gpu the slots of the device may be held by other work,
  // so no count of them shows every producer block resident: keep it.
  bool fit =
      dep->producerShape.blocks() + dep->consumerShape.blocks() <= together;
  // A consumer of clusters: its blocks start in groups where the GPU has
  // room for a whole cluster, which a count of blocks does not show.
  bool clustered = consumer.hasClusterSize();
  plan.waitKernel = !fit || custom || clustered || !options.exclusiveGpu;
  if (fit && custom)
    plan.waitKernelKept = "a custom tile order";
  else if (fit && clustered)
    plan.waitKernelKept = "the consumer launches thread-block clusters";
  else if (fit && !options.exclusiveGpu)
    plan.waitKernelKept = "the GPU may be shared: exclusive-gpu drops it";
  writePlan(nextPair++, producer, consumer, *dep, plan, *orders, *waitAt,
            refusals, model);
  return success();
}
} // namespace

LogicalResult
mlir::kfusion::planSyncPairs(ModuleOp module,
                             const KFusionPlanSyncPassOptions &options,
                             Operation *scope) {
  if (options.registersPerThread <= 0 || options.registersPerThread > 255)
    return module.emitError()
           << "kfusion-plan-sync: registers-per-thread must be in 1..255, not "
           << options.registersPerThread;
  FailureOr<DeviceDescription> device = resolveDevice(module, options.device);
  if (failed(device))
    return failure();
  std::optional<SyncPolicy> forced;
  if (!options.policy.empty()) {
    forced = parseSyncPolicy(options.policy);
    if (!forced)
      return module.emitError()
             << "kfusion-plan-sync: unknown policy '" << options.policy
             << "' (tile, row, strided, conv2d)";
  }
  if (!options.waitAt.empty() && !isSyncWaitAt(options.waitAt))
    return module.emitError()
           << "kfusion-plan-sync: wait-at must be " << kSyncWaitAtValues
           << ", not '" << options.waitAt << "'";
  // Pair ids continue after those already in the module.
  int64_t nextPair = 0;
  module.walk([&](gpu::LaunchFuncOp launch) {
    if (auto id = launch->getAttrOfType<IntegerAttr>(kSyncPairAttr))
      nextPair = std::max(nextPair, id.getInt() + 1);
  });
  SmallVector<Block *> blocks;
  (scope ? scope : module.getOperation())->walk([&](gpu::LaunchFuncOp launch) {
    if (!llvm::is_contained(blocks, launch->getBlock()))
      blocks.push_back(launch->getBlock());
  });
  for (Block *block : blocks) {
    LaunchGraph graph(*block);
    for (unsigned ci = 0; ci < graph.getNodes().size(); ++ci) {
      const LaunchNode &cNode = graph.getNode(ci);
      if (!cNode.isLaunch() || cNode.launch->hasAttr(kSyncPairAttr))
        continue;
      std::optional<unsigned> pi = producerOf(graph, ci);
      if (!pi)
        continue;
      gpu::LaunchFuncOp producer = graph.getNode(*pi).launch;
      if (producer->hasAttr(kSyncPairAttr))
        continue;
      if (failed(planPair(producer, cNode.launch, options, *device, forced,
                          nextPair)))
        return failure();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct KFusionPlanSyncPass final
    : kfusion::impl::KFusionPlanSyncPassBase<KFusionPlanSyncPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionPlanSyncPassOptions options;
    options.device = device;
    options.registersPerThread = registersPerThread;
    options.minGain = minGain;
    options.policy = policy;
    options.force = force;
    options.bandedOrders = bandedOrders;
    options.exclusiveGpu = exclusiveGpu;
    options.waitAt = waitAt;
    if (failed(planSyncPairs(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
