//===- SyncFusion.cpp - cuSync: planning and semaphore insertion ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Fine-grained synchronization after cuSync (Jangda et al., CGO'24):
// kfusion-plan-sync picks dependent tiled launch pairs, their tile
// dependency, policy, tile orders and optimizations (W, R, T) and writes them
// as attributes; kfusion-insert-semaphores runs each pair concurrently on two
// streams with semaphores between producer and consumer tiles. The tile
// relation, the policies' semaphore mappings and their checks are
// lib/Analysis/TileDependence's; the launch graph says which launches are
// pairs.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Analysis/KernelProfile.h"
#include "KFusion/Analysis/KernelRoofline.h"
#include "KFusion/Analysis/LaunchGraph.h"
#include "KFusion/Analysis/TileDependence.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "LaunchUtils.h"
#include "KFusion/Transforms/Passes.h"
#include "KFusion/Transforms/Transforms.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <queue>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANSYNCPASS
#define GEN_PASS_DEF_KFUSIONINSERTSEMAPHORESPASS
#include "KFusion/Transforms/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

/// Slots of the semaphore array after the policy's semaphores: producer
/// blocks started (the wait-kernel's), producer and consumer tile counters.
static constexpr int64_t kStartedSlot = 0, kProducerCounterSlot = 1,
                         kConsumerCounterSlot = 2, kExtraSlots = 3;

/// The values of kfusion.sync_wait_at.
static bool isSyncWaitAt(StringRef value) {
  return value == "entry" || value == "first-use" || value == "in-loop";
}
static constexpr llvm::StringLiteral kSyncWaitAtValues =
    "\"entry\", \"first-use\" or \"in-loop\"";

static gpu::GPUFuncOp lookupKernel(gpu::LaunchFuncOp launch) {
  return dyn_cast_or_null<gpu::GPUFuncOp>(
      SymbolTable::lookupNearestSymbolFrom(launch, launch.getKernel()));
}

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
/// post costs a block (an L2 round trip plus the barrier), and the fixed cost of a synchronized pair (semaphore
/// allocation and memset on the producer's stream, the second stream's
/// event).
constexpr double kSemaphoreSeconds = 0.5e-6;
constexpr double kPairSeconds = 4e-6;
/// The gap between two dependent launches on one stream.
constexpr double kLaunchGapSeconds = 2e-6;

int64_t blocksPerSM(gpu::GPUFuncOp kernel, gpu::LaunchFuncOp launch,
                    const LaunchShape &shape, int64_t registersPerThread,
                    const RooflineDevice &device) {
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
    registers = std::min(registers,
                         registersForDeclaredBlock(shape.threads(), device));
  return residentBlocks(shape.threads(), shared, device, registers);
}

ModelLaunch modelLaunch(gpu::LaunchFuncOp launch, const LaunchShape &shape,
                        int64_t registersPerThread,
                        const RooflineDevice &device) {
  gpu::GPUFuncOp kernel = lookupKernel(launch);
  ModelLaunch m;
  m.shape = shape;
  m.blocksPerSM = blocksPerSM(kernel, launch, shape, registersPerThread, device);
  KernelWork work = analyzeKernelWork(kernel, shape, device);
  double cycles = std::max(work.issueCycles, work.l1Wavefronts) *
                  double(shape.threads());
  // One SM serves its resident blocks together; a slot is 1/k of it.
  m.blockSeconds = cycles * double(std::max<int64_t>(1, m.blocksPerSM)) /
                   device.clockHz;
  double dramPerBlock = work.dramBytes / double(shape.blocks());
  double dramSeconds = dramPerBlock * double(device.multiprocessors) *
                       double(std::max<int64_t>(1, m.blocksPerSM)) /
                       device.bandwidth;
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
  using Slot = std::priority_queue<double, std::vector<double>,
                                   std::greater<double>>;
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

LogicalResult mlir::kfusion::planSyncPairs(ModuleOp module,
                                           const SyncPlanOptions &options) {
  RooflineDevice device;
  device.multiprocessors = options.multiprocessors;
  std::optional<SyncPolicy> forced;
  if (!options.policy.empty()) {
    forced = parseSyncPolicy(options.policy);
    if (!forced)
      return module.emitError()
             << "kfusion-plan-sync: unknown policy '" << options.policy
             << "' (tile, row, strided, conv2d)";
  }
  // Pair ids continue after those already in the module.
  int64_t nextPair = 0;
  module.walk([&](gpu::LaunchFuncOp launch) {
    if (auto id = launch->getAttrOfType<IntegerAttr>(kSyncPairAttr))
      nextPair = std::max(nextPair, id.getInt() + 1);
  });
  SmallVector<Block *> blocks;
  module.walk([&](gpu::LaunchFuncOp launch) {
    if (!llvm::is_contained(blocks, launch->getBlock()))
      blocks.push_back(launch->getBlock());
  });
  Builder builder(module.getContext());
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
      gpu::LaunchFuncOp consumer = cNode.launch;
      if (producer->hasAttr(kSyncPairAttr))
        continue;
      auto decline = [&](const Twine &why) {
        consumer.emitRemark() << "kfusion-plan-sync: " << producer.getKernel()
                              << " -> " << consumer.getKernel()
                              << ": not synchronized: " << why;
      };
      std::string why;
      FailureOr<TileDependence> dep =
          inferTileDependence(producer, consumer, &why);
      if (failed(dep)) {
        decline(why);
        continue;
      }
      PairPlan plan;
      if (auto declared = consumer->getAttrOfType<TileDepAttr>(kTileDepAttr)) {
        if (failed(checkTileDepCovers(declared, *dep, &why))) {
          decline("the declared kfusion.tile_dep does not cover the "
                  "accesses: " + why);
          continue;
        }
        plan.dependency = declared;
      } else {
        plan.dependency = summarizeTileDependence(module.getContext(), *dep);
      }
      // Policies: hand-written, forced, or every one that applies.
      SmallVector<SyncPolicy> candidates;
      if (auto name = consumer->getAttrOfType<StringAttr>(kSyncPolicyAttr)) {
        std::optional<SyncPolicy> policy = parseSyncPolicy(name.getValue());
        if (!policy) {
          consumer.emitError() << "kfusion-plan-sync: unknown "
                               << kSyncPolicyAttr << " '" << name.getValue()
                               << "' (tile, row, strided, conv2d)";
          return failure();
        }
        candidates.push_back(*policy);
      } else if (forced) {
        candidates.push_back(*forced);
      } else {
        // Conv2DTileSync before TileSync: the same semaphores where it
        // applies (a convolution's dependency), named for what it is.
        candidates = {SyncPolicy::Row, SyncPolicy::Strided, SyncPolicy::Conv2D,
                      SyncPolicy::Tile};
      }
      // A register bound the model counts on must be one ptxas can keep.
      for (gpu::LaunchFuncOp launch : {producer, consumer}) {
        gpu::GPUFuncOp kernel = lookupKernel(launch);
        auto maxnreg = kernel->getAttrOfType<IntegerAttr>("nvvm.maxnreg");
        if (maxnreg && (maxnreg.getInt() < 1 ||
                        maxnreg.getInt() > device.maxRegistersPerThread)) {
          kernel.emitError()
              << "kfusion-plan-sync: nvvm.maxnreg = " << maxnreg.getInt()
              << " is not a register count per thread (1.."
              << device.maxRegistersPerThread
              << "): the blocks per multiprocessor, and whether "
                 "the wait-kernel may go, depend on it";
          return failure();
        }
      }
      ModelLaunch pm = modelLaunch(producer, dep->producerShape,
                                   options.registersPerThread, device);
      ModelLaunch cm = modelLaunch(consumer, dep->consumerShape,
                                   options.registersPerThread, device);
      if (pm.blocksPerSM == 0 || cm.blocksPerSM == 0) {
        decline("a block does not fit on a multiprocessor");
        continue;
      }
      // Tile orders: a hand-written kfusion.tile_order is the only candidate
      // for its launch (checked); else the hardware's, y fastest, and first
      // the producer in bands of the rows a consumer tile needs, where it has
      // more than one wave (in one wave every order runs alike).
      SmallVector<SmallVector<int64_t>> orders[2];
      bool written[2] = {false, false};
      for (auto [i, launch] : llvm::enumerate(
               std::array<gpu::LaunchFuncOp, 2>{producer, consumer})) {
        Attribute attr = launch->getAttr(kTileOrderAttr);
        if (!attr)
          continue;
        auto order = dyn_cast<DenseI64ArrayAttr>(attr);
        std::string bad = "kfusion.tile_order must be an array<i64>";
        if (!order || failed(checkTileOrder(order.asArrayRef(), &bad))) {
          launch.emitError() << "kfusion-plan-sync: " << bad;
          return failure();
        }
        orders[i].push_back(SmallVector<int64_t>(order.asArrayRef()));
        written[i] = true;
      }
      if (!written[0]) {
        std::optional<SmallVector<int64_t>> banded;
        if (options.bandedOrders &&
            dep->producerShape.blocks() >
                options.multiprocessors * pm.blocksPerSM)
          banded = bandedProducerOrder(*dep);
        orders[0] = candidateOrders(dep->producerShape, banded);
      }
      if (!written[1])
        orders[1] = candidateOrders(dep->consumerShape);
      // Where the consumer waits: hand-written, or first use and (where it
      // applies) in the loop.
      std::optional<StringRef> waitAt;
      if (auto attr = consumer->getAttrOfType<StringAttr>(kSyncWaitAtAttr)) {
        if (!isSyncWaitAt(attr.getValue())) {
          consumer.emitError() << "kfusion-plan-sync: " << kSyncWaitAtAttr
                               << " must be " << kSyncWaitAtValues;
          return failure();
        }
        waitAt = attr.getValue();
      }
      bool found = false;
      std::string refusals;
      for (SyncPolicy policy : candidates) {
        FailureOr<SemaphoreMapping> mapping =
            checkedMapping(policy, plan.dependency, *dep, &why);
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
              planLoopWaits(*dep, plan.dependency, *mapping, &why);
          if (succeeded(loop))
            placements.push_back(*loop);
          else if (waitAt)
            refusals += (refusals.empty() ? "" : "; ") +
                        stringifySyncPolicy(policy).str() +
                        " in the loop: " + why;
        }
        for (const std::optional<LoopWaitPlan> &loop : placements)
          for (ArrayRef<int64_t> po : orders[0])
            for (ArrayRef<int64_t> co : orders[1]) {
              Projection proj =
                  simulate(pm, cm, options.multiprocessors, *mapping,
                           plan.dependency, po, co, loop ? &*loop : nullptr);
              // Prefer the earlier policy, waits at first use and the
              // hardware order on ties.
              if (found &&
                  proj.syncSeconds >= plan.projection.syncSeconds * 0.999)
                continue;
              found = true;
              plan.mapping = *mapping;
              plan.producerOrder.assign(po.begin(), po.end());
              plan.consumerOrder.assign(co.begin(), co.end());
              plan.projection = proj;
              plan.loop = loop;
            }
      }
      if (!found) {
        decline("no policy covers the dependency (" + refusals + ")");
        continue;
      }
      double gain = plan.projection.streamSeconds / plan.projection.syncSeconds;
      auto ms = [](double s) { return formatFixed(s * 1e3, 4); };
      std::string model =
          "model: StreamSync " + ms(plan.projection.streamSeconds) +
          " ms, cuSync " + ms(plan.projection.syncSeconds) + " ms (" +
          formatFixed(gain, 2) + "x); waves " +
          formatFixed(plan.projection.producerWaves, 2) + " + " +
          formatFixed(plan.projection.consumerWaves, 2) + " at " +
          std::to_string(pm.blocksPerSM) + " + " +
          std::to_string(cm.blocksPerSM) + " blocks per multiprocessor";
      if (!options.force && gain < options.minGain &&
          !consumer->hasAttr(kSyncPolicyAttr)) {
        decline("the modeled gain is below min-gain " +
                formatFixed(options.minGain, 2) + " (" + model + ")");
        continue;
      }
      // W: every block of both fits on the device at once. The blocks per SM
      // are those the kernels keep after kfusion-insert-semaphores: a bound
      // (nvvm.maxnreg) stays on the clones, and the one thing the pass adds
      // to a block's resources, a custom tile order's workgroup slot, never
      // comes with W: when every block fits at once the model projects every
      // order alike and ties keep the hardware order, and a hand-written
      // custom order keeps the wait-kernel.
      int64_t together = options.multiprocessors *
                         std::min(pm.blocksPerSM, cm.blocksPerSM);
      bool custom =
          !isHardwareTileOrder(plan.producerOrder, dep->producerShape.grid) ||
          !isHardwareTileOrder(plan.consumerOrder, dep->consumerShape.grid);
      plan.waitKernel =
          custom ||
          dep->producerShape.blocks() + dep->consumerShape.blocks() > together;

      int64_t id = nextPair++;
      MLIRContext *ctx = module.getContext();
      producer->setAttr(kSyncPairAttr, builder.getI64IntegerAttr(id));
      consumer->setAttr(kSyncPairAttr, builder.getI64IntegerAttr(id));
      consumer->setAttr(kTileDepAttr, plan.dependency);
      consumer->setAttr(kSyncPolicyAttr,
                        StringAttr::get(ctx, stringifySyncPolicy(
                                                 plan.mapping.policy)));
      if (!isHardwareTileOrder(plan.producerOrder, dep->producerShape.grid))
        producer->setAttr(kTileOrderAttr,
                          builder.getDenseI64ArrayAttr(plan.producerOrder));
      if (!isHardwareTileOrder(plan.consumerOrder, dep->consumerShape.grid))
        consumer->setAttr(kTileOrderAttr,
                          builder.getDenseI64ArrayAttr(plan.consumerOrder));
      consumer->setAttr(kSyncWaitKernelAttr,
                        builder.getBoolAttr(plan.waitKernel));
      if (!waitAt)
        consumer->setAttr(kSyncWaitAtAttr,
                          StringAttr::get(ctx, plan.loop ? "in-loop"
                                                         : "first-use"));
      int64_t waits = 0;
      for (int64_t c = 0; c < dep->numConsumerTiles(); ++c)
        waits += waitedSemaphores(
                     plan.mapping, plan.dependency,
                     delinearizeTile(c, dep->consumerShape.grid),
                     dep->producerShape.grid)
                     .size();
      consumer.emitRemark()
          << "kfusion-plan-sync: pair " << id << ": " << producer.getKernel()
          << " -> " << consumer.getKernel() << ": policy "
          << stringifySyncPolicy(plan.mapping.policy) << " ("
          << plan.mapping.numSemaphores << " semaphores, "
          << formatFixed(double(waits) / double(dep->numConsumerTiles()), 1)
          << " semaphores waited per consumer tile"
          << (refusals.empty() ? std::string() : "; refused " + refusals)
          << "), tile order producer "
          << describeTileOrder(plan.producerOrder, dep->producerShape.grid)
          << (written[0] ? " (as written)" : "") << " consumer "
          << describeTileOrder(plan.consumerOrder, dep->consumerShape.grid)
          << (written[1] ? " (as written)" : "") << ", wait-kernel "
          << (plan.waitKernel ? "yes" : "no (both grids fit at once)")
          << ", waits "
          << (plan.loop                      ? "in the loop"
              : waitAt && *waitAt == "entry" ? "at entry"
                                             : "at first use")
          << "; " << model;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// kfusion-insert-semaphores
//===----------------------------------------------------------------------===//

namespace {
/// Both launches of a pair, in program order.
struct SyncPair {
  int64_t id = 0;
  gpu::LaunchFuncOp producer, consumer;
};

/// The single gpu.return of `kernel`, when it ends its entry block and no
/// other exit exists.
gpu::ReturnOp singleReturn(gpu::GPUFuncOp kernel) {
  if (!kernel.getBody().hasOneBlock())
    return {};
  gpu::ReturnOp result;
  unsigned count = 0;
  kernel.walk([&](gpu::ReturnOp ret) {
    ++count;
    result = ret;
  });
  if (count != 1 || result->getBlock() != &kernel.getBody().front())
    return {};
  return result;
}

/// A clone of `kernel` named `name` taking the semaphore array last.
gpu::GPUFuncOp cloneWithSemaphores(gpu::GPUFuncOp kernel, StringRef name,
                                   MemRefType semType) {
  OpBuilder b(kernel);
  b.setInsertionPointAfter(kernel);
  auto clone = cast<gpu::GPUFuncOp>(b.clone(*kernel));
  SymbolTable table(kernel->getParentOp());
  clone.setName(name);
  table.insert(clone); // renames on a clash
  unsigned n = clone.getNumArguments();
  if (failed(clone.insertArgument(n, semType, DictionaryAttr(),
                                  kernel.getLoc())))
    return {};
  return clone;
}

/// Replaces the kernel's block ids by the coordinates of the tile it takes
/// from the counter `slot`, in `order` (dimensions fastest first). Returns
/// the tile's coordinates (block ids when `order` is empty).
std::array<Value, 3> remapTiles(gpu::GPUFuncOp kernel, Value sems,
                                int64_t slot, ArrayRef<int64_t> order,
                                const LaunchShape &shape) {
  Block &entry = kernel.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Location loc = kernel.getLoc();
  std::array<Value, 3> ids;
  gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                           gpu::Dimension::z};
  if (order.empty()) {
    for (unsigned d = 0; d < 3; ++d)
      ids[d] = gpu::BlockIdOp::create(b, loc, dims[d]);
    return ids;
  }
  Value index = arith::ConstantIndexOp::create(b, loc, slot);
  Value next = NextTileOp::create(b, loc, b.getIndexType(), sems, index);
  Value rest = next;
  auto cst = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  const std::array<int64_t, 3> &grid = shape.grid;
  int64_t d0 = order[0], d1 = order[1], d2 = order[2];
  if (order.size() == 4 && order[3] < grid[d0]) {
    // Bands of B coordinates of d0 (tileAtPosition): the plane's position,
    // its band's first d0, the band's width (the last may be narrower).
    int64_t band = order[3];
    Value plane = cst(grid[d0] * grid[d1]);
    ids[d2] = arith::DivUIOp::create(b, loc, rest, plane);
    rest = arith::RemUIOp::create(b, loc, rest, plane);
    Value bandTiles = cst(band * grid[d1]);
    Value first = arith::MulIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, rest, bandTiles), cst(band));
    Value within = arith::RemUIOp::create(b, loc, rest, bandTiles);
    Value width = arith::MinUIOp::create(
        b, loc, cst(band), arith::SubIOp::create(b, loc, cst(grid[d0]), first));
    ids[d0] = arith::AddIOp::create(
        b, loc, first, arith::RemUIOp::create(b, loc, within, width));
    ids[d1] = arith::DivUIOp::create(b, loc, within, width);
  } else {
    for (int64_t d : {d0, d1, d2}) {
      ids[d] = arith::RemUIOp::create(b, loc, rest, cst(grid[d]));
      rest = arith::DivUIOp::create(b, loc, rest, cst(grid[d]));
    }
  }
  SmallVector<gpu::BlockIdOp> old;
  kernel.walk([&](gpu::BlockIdOp id) { old.push_back(id); });
  for (gpu::BlockIdOp id : old) {
    if (id->getBlock() == &entry && id->isBeforeInBlock(next.getDefiningOp()))
      continue;
    id.replaceAllUsesWith(ids[static_cast<unsigned>(id.getDimension())]);
    id.erase();
  }
  return ids;
}

Value expand(OpBuilder &b, Location loc, AffineExpr expr, ValueRange dims,
             ValueRange symbols) {
  return affine::expandAffineExpr(b, loc, expr, dims, symbols);
}

class SemaphoreInserter {
public:
  SemaphoreInserter(ModuleOp module, bool checks)
      : module(module), checks(checks) {}

  /// Rewrites `pair`; false (after a remark) when it stays as it is.
  bool rewrite(const SyncPair &pair);

private:
  bool decline(SyncPair pair, const Twine &why) {
    pair.consumer.emitRemark()
        << "kfusion-insert-semaphores: pair " << pair.id << " ("
        << pair.producer.getKernel() << " -> " << pair.consumer.getKernel()
        << "): not synchronized: " << why;
    return false;
  }

  void insertWaits(OpBuilder &b, Location loc, Value sems,
                   std::array<Value, 3> tile, const SemaphoreMapping &mapping,
                   TileDepAttr dependency, const LaunchShape &producerShape,
                   Value windowLo = {}, Value windowHi = {},
                   unsigned windowSymbol = 0);
  void insertLoopWaits(OpBuilder &b, Location loc, Value sems,
                       std::array<Value, 3> tile,
                       const SemaphoreMapping &mapping, TileDepAttr dependency,
                       const LaunchShape &producerShape,
                       const LoopWaitPlan &plan, ArrayRef<Value> dependent);

  ModuleOp module;
  bool checks;
};
} // namespace

void SemaphoreInserter::insertWaits(OpBuilder &b, Location loc, Value sems,
                                    std::array<Value, 3> tile,
                                    const SemaphoreMapping &mapping,
                                    TileDepAttr dependency,
                                    const LaunchShape &producerShape,
                                    Value windowLo, Value windowHi,
                                    unsigned windowSymbol) {
  AffineMap map = dependency.getMap();
  OpBuilder::InsertionGuard guard(b);
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  SmallVector<Value> symbols(map.getNumSymbols(), index(0));
  // Waits for the semaphore of producer tile map(tile, symbols), when that
  // tile is in the producer grid (a window clipped at an edge): the whole
  // block (`kfusion.sem_wait`) or the executing thread (`kfusion.sem_poll`).
  auto waitFor = [&](bool block) {
    SmallVector<Value> dims(tile.begin(), tile.end());
    SmallVector<Value> p;
    Value inside;
    for (unsigned d = 0; d < 3; ++d) {
      Value v = expand(b, loc, map.getResult(d), dims, symbols);
      p.push_back(v);
      Value size = index(producerShape.grid[d]);
      Value ge = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v,
                                       index(0));
      Value lt =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, size);
      Value both = arith::AndIOp::create(b, loc, ge, lt);
      inside = inside ? arith::AndIOp::create(b, loc, inside, both).getResult()
                      : both;
    }
    auto ifOp = scf::IfOp::create(b, loc, inside, /*withElse=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value sem = expand(b, loc, mapping.semaphore.getResult(0), p, {});
    Value expected = expand(b, loc, mapping.expected.getResult(0), p, {});
    Value value =
        arith::IndexCastOp::create(b, loc, b.getI32Type(), expected);
    if (block)
      SemWaitOp::create(b, loc, sems, sem, value);
    else
      SemPollOp::create(b, loc, sems, sem, value);
  };
  // One semaphore (the dependency's symbols do not move it): one block wait.
  if (mapping.waitSymbols.empty()) {
    waitFor(/*block=*/true);
    return;
  }
  // Several: one round trip for all of them. The wait symbols' tuples
  // (the first fastest; a window [windowLo, windowHi) replaces the bounds
  // of symbol `windowSymbol`, the others run over theirs) are numbered
  // 0 .. count-1 and dealt to the block's threads by linear id; each polls
  // its semaphores, then one barrier. An empty window skips both (the count
  // is the same for the whole block).
  assert((!windowLo || llvm::is_contained(mapping.waitSymbols, windowSymbol)) &&
         "a window bounds a wait symbol");
  auto windowed = [&](unsigned k) { return windowLo && k == windowSymbol; };
  SmallVector<Value> extents;
  for (unsigned k : mapping.waitSymbols)
    extents.push_back(
        windowed(k) ? arith::SubIOp::create(b, loc, windowHi, windowLo)
                          .getResult()
                    : index(dependency.getBounds()[k]));
  Value count = extents.front();
  for (Value extent : ArrayRef<Value>(extents).drop_front())
    count = arith::MulIOp::create(b, loc, count, extent);
  if (windowLo) {
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                      count, index(0));
    auto ifOp = scf::IfOp::create(b, loc, any, /*withElse=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  }
  Value thread, threads;
  for (gpu::Dimension d :
       {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
    Value id = gpu::ThreadIdOp::create(b, loc, d);
    Value dim = gpu::BlockDimOp::create(b, loc, d);
    if (!thread) {
      thread = id;
      threads = dim;
      continue;
    }
    thread = arith::AddIOp::create(
        b, loc, thread, arith::MulIOp::create(b, loc, id, threads));
    threads = arith::MulIOp::create(b, loc, threads, dim);
  }
  auto loop = scf::ForOp::create(b, loc, thread, count, threads);
  {
    OpBuilder::InsertionGuard inLoop(b);
    b.setInsertionPointToStart(loop.getBody());
    Value rest = loop.getInductionVar();
    for (auto [k, extent] : llvm::zip(mapping.waitSymbols, extents)) {
      Value position = arith::RemUIOp::create(b, loc, rest, extent);
      rest = arith::DivUIOp::create(b, loc, rest, extent);
      symbols[k] = windowed(k)
                       ? arith::AddIOp::create(b, loc, windowLo, position)
                             .getResult()
                       : position;
    }
    waitFor(/*block=*/false);
  }
  gpu::BarrierOp::create(b, loc);
}

/// The first op of `block` (after `after`, when given) that uses one of
/// `values`, directly or in a region.
static Operation *firstUser(Block &block, ArrayRef<Value> values,
                            Operation *after = nullptr) {
  for (Operation &op : block) {
    if (after && (&op == after || op.isBeforeInBlock(after)))
      continue;
    bool touches = false;
    op.walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        touches |= llvm::is_contained(values, operand);
    });
    if (touches)
      return &op;
  }
  return nullptr;
}

void SemaphoreInserter::insertLoopWaits(
    OpBuilder &b, Location loc, Value sems, std::array<Value, 3> tile,
    const SemaphoreMapping &mapping, TileDepAttr dependency,
    const LaunchShape &producerShape, const LoopWaitPlan &plan,
    ArrayRef<Value> dependent) {
  OpBuilder::InsertionGuard guard(b);
  AffineExpr last = plan.lastNeeded.getResult(0);
  // The window positions up to the last one needed at `v`, plus one,
  // clamped to [0, bound].
  auto endAt = [&](OpBuilder &b, Value v) -> Value {
    Value lastValue = expand(b, loc, last, {tile[0], tile[1], tile[2], v}, {});
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value bound = arith::ConstantIndexOp::create(b, loc, plan.bound);
    Value end = arith::AddIOp::create(b, loc, lastValue, one);
    end = arith::MaxSIOp::create(b, loc, end, zero);
    return arith::MinSIOp::create(b, loc, end, bound);
  };
  // Before the loop (at the caller's point): positions the reads before the
  // loop need.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value before = arith::ConstantIndexOp::create(
      b, loc, plan.lowerBound - plan.step);
  insertWaits(b, loc, sems, tile, mapping, dependency, producerShape, zero,
              endAt(b, before), plan.symbol);
  // In the loop, before the body's first read: the positions iteration v
  // needs beyond those of v - step.
  scf::ForOp loop = plan.loop;
  Block *body = loop.getBody();
  if (Operation *read = firstUser(*body, dependent))
    b.setInsertionPoint(read);
  else
    b.setInsertionPointToStart(body);
  Value v = loop.getInductionVar();
  Value step = arith::ConstantIndexOp::create(b, loc, plan.step);
  Value previous = arith::SubIOp::create(b, loc, v, step);
  insertWaits(b, loc, sems, tile, mapping, dependency, producerShape,
              endAt(b, previous), endAt(b, v), plan.symbol);
  // After the loop, when reads follow it: the rest.
  if (plan.waitAfterLoop) {
    b.setInsertionPointAfter(loop);
    Value lastV = arith::ConstantIndexOp::create(
        b, loc, plan.lowerBound + (plan.numIterations() - 1) * plan.step);
    Value bound = arith::ConstantIndexOp::create(b, loc, plan.bound);
    insertWaits(b, loc, sems, tile, mapping, dependency, producerShape,
                endAt(b, lastV), bound, plan.symbol);
  }
}

bool SemaphoreInserter::rewrite(const SyncPair &pair) {
  gpu::LaunchFuncOp producer = pair.producer, consumer = pair.consumer;
  MLIRContext *ctx = module.getContext();
  std::string why;
  if (producer->getBlock() != consumer->getBlock())
    return decline(pair, "the launches are in different blocks");
  // Adjacent in the launch graph (what the planner pairs): no node between.
  LaunchGraph graph(*producer->getBlock());
  std::optional<unsigned> pn = graph.lookup(producer);
  std::optional<unsigned> cn = graph.lookup(consumer);
  if (pn && cn && *cn != *pn + 1)
    return decline(pair, graph.describeNode(*pn + 1) + " between the launches");
  bool async = static_cast<bool>(producer.getAsyncToken());
  if (async != static_cast<bool>(consumer.getAsyncToken()))
    return decline(pair, "one launch is async and the other is not");
  if (producer.getAsyncDependencies().size() > 1)
    return decline(pair, "the producer has several async dependencies (the "
                         "GPU lowering launches on the stream of one)");
  if (!async && !producer.getAsyncDependencies().empty())
    return decline(pair, "a synchronous launch with async dependencies");
  if (async) {
    for (Value dep : consumer.getAsyncDependencies())
      if (dep != producer.getAsyncToken() &&
          (producer.getAsyncDependencies().empty() ||
           dep != producer.getAsyncDependencies().front()))
        return decline(pair, "the consumer waits for a token other than the "
                             "producer's and its dependency");
  }
  gpu::GPUFuncOp pk = lookupKernel(producer), ck = lookupKernel(consumer);
  if (!pk || !ck)
    return decline(pair, "a launched kernel is not a gpu.func");
  if (pk == ck)
    return decline(pair, "producer and consumer launch the same kernel");
  if (!singleReturn(pk) || !singleReturn(ck))
    return decline(pair, "a kernel has several exits or returns early (a "
                         "block-collective post or wait must be reached by "
                         "every thread)");
  FailureOr<TileDependence> dep = inferTileDependence(producer, consumer, &why);
  if (failed(dep))
    return decline(pair, why);
  auto dependency = consumer->getAttrOfType<TileDepAttr>(kTileDepAttr);
  if (consumer->hasAttr(kTileDepAttr) && !dependency)
    return decline(pair, "kfusion.tile_dep is not a #kfusion.tile_dep");
  if (!dependency)
    dependency = summarizeTileDependence(ctx, *dep);
  else if (checks && failed(checkTileDepCovers(dependency, *dep, &why)))
    return decline(pair, "the declared kfusion.tile_dep does not cover the "
                         "accesses: " + why);
  SyncPolicy policy = SyncPolicy::Tile;
  if (auto name = consumer->getAttrOfType<StringAttr>(kSyncPolicyAttr)) {
    std::optional<SyncPolicy> parsed = parseSyncPolicy(name.getValue());
    if (!parsed)
      return decline(pair, "unknown kfusion.sync_policy '" + name.getValue() +
                               "'");
    policy = *parsed;
  } else {
    // The planner's first choice that applies.
    for (SyncPolicy p : {SyncPolicy::Row, SyncPolicy::Strided})
      if (succeeded(mapSyncPolicy(p, dependency, dep->producerShape.grid,
                                  nullptr))) {
        policy = p;
        break;
      }
  }
  FailureOr<SemaphoreMapping> mapping =
      mapSyncPolicy(policy, dependency, dep->producerShape.grid, &why);
  if (failed(mapping))
    return decline(pair, "policy " + stringifySyncPolicy(policy) + ": " + why);
  if (checks && failed(checkSemaphoreMapping(*mapping, dependency, *dep, &why)))
    return decline(pair, "policy " + stringifySyncPolicy(policy) +
                             " does not cover the dependency: " + why);
  SmallVector<int64_t> producerOrder, consumerOrder;
  for (auto [launch, order, kernel] :
       {std::make_tuple(producer, &producerOrder, pk),
        std::make_tuple(consumer, &consumerOrder, ck)}) {
    auto attr = launch->getAttrOfType<DenseI64ArrayAttr>(kTileOrderAttr);
    if (!attr)
      continue;
    ArrayRef<int64_t> perm = attr.asArrayRef();
    if (failed(checkTileOrder(perm, &why)))
      return decline(pair, why);
    bool globalIds = false;
    kernel.walk([&](gpu::GlobalIdOp) { globalIds = true; });
    if (globalIds)
      return decline(pair, "a custom tile order needs the kernel to use "
                           "gpu.block_id, not gpu.global_id");
    const LaunchShape &shape =
        launch == producer ? dep->producerShape : dep->consumerShape;
    if (!isHardwareTileOrder(perm, shape.grid))
      order->assign(perm.begin(), perm.end());
  }
  bool waitKernel = true;
  if (auto attr = consumer->getAttrOfType<BoolAttr>(kSyncWaitKernelAttr))
    waitKernel = attr.getValue();
  bool firstUse = true;
  std::optional<LoopWaitPlan> loopPlan;
  std::optional<unsigned> loopPosition;
  if (auto attr = consumer->getAttrOfType<StringAttr>(kSyncWaitAtAttr)) {
    if (!isSyncWaitAt(attr.getValue()))
      return decline(pair, Twine(kSyncWaitAtAttr) + " must be " +
                               kSyncWaitAtValues);
    firstUse = attr.getValue() != "entry";
    if (attr.getValue() == "in-loop") {
      FailureOr<LoopWaitPlan> plan =
          planLoopWaits(*dep, dependency, *mapping, &why);
      if (failed(plan))
        return decline(pair, "waits in the loop: " + why);
      loopPlan = *plan;
      loopPosition = std::distance(
          ck.getBody().front().begin(), plan->loop->getIterator());
    }
  }

  // Kernels.
  int64_t numSems = mapping->numSemaphores + kExtraSlots;
  Type i32 = IntegerType::get(ctx, 32);
  auto semType = MemRefType::get({numSems}, i32);
  std::string suffix = "_sync" + std::to_string(pair.id);
  gpu::GPUFuncOp pc = cloneWithSemaphores(pk, (pk.getName() + suffix).str(),
                                          semType);
  gpu::GPUFuncOp cc = cloneWithSemaphores(ck, (ck.getName() + suffix).str(),
                                          semType);
  if (cc && loopPlan)
    loopPlan->loop = cast<scf::ForOp>(
        *std::next(cc.getBody().front().begin(), *loopPosition));
  if (!pc || !cc)
    return decline(pair, "cannot add the semaphore argument to a kernel");
  int64_t base = mapping->numSemaphores;
  Location loc = producer.getLoc();
  {
    Value sems = pc.getArgument(pc.getFunctionType().getNumInputs() - 1);
    std::array<Value, 3> tile = remapTiles(
        pc, sems, base + kProducerCounterSlot, producerOrder,
        dep->producerShape);
    Block &entry = pc.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    if (waitKernel) {
      Value started = arith::ConstantIndexOp::create(b, loc, base + kStartedSlot);
      Value one = arith::ConstantIntOp::create(b, loc, i32, 1);
      SemPostOp::create(b, loc, sems, started, one);
    }
    b.setInsertionPoint(singleReturn(pc));
    SmallVector<Value> ids(tile.begin(), tile.end());
    Value sem = expand(b, loc, mapping->semaphore.getResult(0), ids, {});
    Value one = arith::ConstantIntOp::create(b, loc, i32, 1);
    SemPostOp::create(b, loc, sems, sem, one);
  }
  {
    Value sems = cc.getArgument(cc.getFunctionType().getNumInputs() - 1);
    std::array<Value, 3> tile = remapTiles(
        cc, sems, base + kConsumerCounterSlot, consumerOrder,
        dep->consumerShape);
    Block &entry = cc.getBody().front();
    // After the tile's coordinates; with R, before the first op that
    // touches a dependent buffer.
    Operation *after = nullptr;
    for (Value id : tile)
      if (Operation *def = id.getDefiningOp())
        if (def->getBlock() == &entry &&
            (!after || after->isBeforeInBlock(def)))
          after = def;
    OpBuilder b(ctx);
    if (after)
      b.setInsertionPointAfter(after);
    else
      b.setInsertionPointToStart(&entry);
    SmallVector<Value> dependent;
    for (auto [k, operand] : llvm::enumerate(consumer.getKernelOperands()))
      if (llvm::is_contained(dep->buffers, operand))
        dependent.push_back(cc.getArgument(k));
    if (firstUse)
      if (Operation *op = firstUser(entry, dependent, after))
        b.setInsertionPoint(op);
    if (loopPlan)
      insertLoopWaits(b, loc, sems, tile, *mapping, dependency,
                      dep->producerShape, *loopPlan, dependent);
    else
      insertWaits(b, loc, sems, tile, *mapping, dependency,
                  dep->producerShape);
  }

  // Host.
  OpBuilder b(producer);
  Type tokenType = gpu::AsyncTokenType::get(ctx);
  Value start;
  if (async && !producer.getAsyncDependencies().empty())
    start = producer.getAsyncDependencies().front();
  else
    start = gpu::WaitOp::create(b, loc, tokenType, ValueRange()).getAsyncToken();
  auto alloc = gpu::AllocOp::create(b, loc, semType, tokenType,
                                    ValueRange{start}, ValueRange(),
                                    ValueRange(), /*hostShared=*/false);
  Value sems = alloc.getMemref();
  Value zero = arith::ConstantIntOp::create(b, loc, i32, 0);
  Value zeroed = gpu::MemsetOp::create(b, loc, tokenType,
                                       ValueRange{alloc.getAsyncToken()}, sems,
                                       zero)
                     .getAsyncToken();
  auto relaunch = [&](gpu::LaunchFuncOp launch, gpu::GPUFuncOp kernel,
                      Value dependency) {
    SmallVector<Value> operands(launch.getKernelOperands());
    operands.push_back(sems);
    return gpu::LaunchFuncOp::create(
        b, launch.getLoc(), kernel, launch.getGridSizeOperandValues(),
        launch.getBlockSizeOperandValues(),
        launch.getDynamicSharedMemorySize(), operands, tokenType,
        ValueRange{dependency});
  };
  gpu::LaunchFuncOp newProducer = relaunch(producer, pc, zeroed);
  // The consumer's stream: a fresh one (gpu-to-llvm lowers `gpu.wait async`
  // with dependencies to a new stream waiting on an event of each). It names
  // two tokens, the allocation's and the memset's, although the second
  // implies the first: the canonicalizer folds a `gpu.wait async` of one
  // token into that token, which would put the consumer on the producer's
  // stream, behind it (test/Conversion/KFusionToCubin/sync-streams.mlir).
  Value consumerStream =
      gpu::WaitOp::create(b, loc, tokenType,
                          ValueRange{alloc.getAsyncToken(), zeroed})
          .getAsyncToken();
  if (waitKernel) {
    // The wait-kernel: one thread waits until every producer block started.
    OpBuilder kb(cc);
    kb.setInsertionPointAfter(cc);
    auto fnType = kb.getFunctionType({semType}, {});
    auto waiter = gpu::GPUFuncOp::create(
        kb, loc, (ck.getName() + suffix + "_wait").str(), fnType);
    waiter->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), kb.getUnitAttr());
    SymbolTable(cc->getParentOp()).insert(waiter);
    OpBuilder wb = OpBuilder::atBlockBegin(&waiter.getBody().front());
    Value slot = arith::ConstantIndexOp::create(wb, loc, base + kStartedSlot);
    Value all = arith::ConstantIntOp::create(wb, loc, i32,
                                             dep->producerShape.blocks());
    SemWaitOp::create(wb, loc, waiter.getArgument(0), slot, all);
    gpu::ReturnOp::create(wb, loc);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    gpu::KernelDim3 unit{one, one, one};
    consumerStream = gpu::LaunchFuncOp::create(
                         b, loc, waiter, unit, unit, Value(), ValueRange{sems},
                         tokenType, ValueRange{consumerStream})
                         .getAsyncToken();
  }
  b.setInsertionPoint(consumer);
  gpu::LaunchFuncOp newConsumer = relaunch(consumer, cc, consumerStream);
  for (gpu::LaunchFuncOp launch : {newProducer, newConsumer}) {
    gpu::LaunchFuncOp old = launch == newProducer ? producer : consumer;
    for (NamedAttribute attr : old->getDiscardableAttrs())
      launch->setAttr(attr.getName(), attr.getValue());
  }
  newConsumer->setAttr(kTileDepAttr, dependency);
  newConsumer->setAttr(kSyncPolicyAttr,
                       StringAttr::get(ctx, stringifySyncPolicy(policy)));
  Value tokens[] = {newProducer.getAsyncToken(), newConsumer.getAsyncToken()};
  if (async) {
    Value joined =
        gpu::WaitOp::create(b, loc, tokenType, tokens).getAsyncToken();
    Value freed = gpu::DeallocOp::create(b, loc, tokenType,
                                         ValueRange{joined}, sems)
                      .getAsyncToken();
    producer.getAsyncToken().replaceUsesWithIf(freed, [&](OpOperand &use) {
      return use.getOwner() != consumer.getOperation();
    });
    consumer.getAsyncToken().replaceAllUsesWith(freed);
  } else {
    gpu::WaitOp::create(b, loc, Type(), tokens);
    gpu::DeallocOp::create(b, loc, Type(), ValueRange(), sems);
  }
  consumer.erase();
  producer.erase();
  // The originals, when nothing launches them any more.
  for (gpu::GPUFuncOp kernel : {pk, ck}) {
    bool used = false;
    module.walk([&](gpu::LaunchFuncOp launch) {
      used |= launch.getKernelName() == kernel.getNameAttr() &&
              launch.getKernelModuleName() ==
                  kernel->getParentOfType<gpu::GPUModuleOp>().getNameAttr();
    });
    if (!used)
      kernel.erase();
  }
  newConsumer.emitRemark()
      << "kfusion-insert-semaphores: pair " << pair.id << ": "
      << newProducer.getKernel() << " -> " << newConsumer.getKernel()
      << ": policy " << stringifySyncPolicy(policy) << ", "
      << mapping->numSemaphores << " semaphores"
      << (waitKernel ? ", wait-kernel" : "")
      << (producerOrder.empty() && consumerOrder.empty() ? ""
                                                          : ", tile order")
      << (loopPlan   ? ", waits in the loop"
          : firstUse ? ", waits at first use"
                     : ", waits at entry");
  return true;
}

LogicalResult mlir::kfusion::insertSemaphores(ModuleOp module, bool checks) {
  llvm::MapVector<int64_t, SmallVector<gpu::LaunchFuncOp>> groups;
  bool malformed = false;
  module.walk([&](gpu::LaunchFuncOp launch) {
    Attribute attr = launch->getAttr(kSyncPairAttr);
    if (!attr)
      return;
    auto id = dyn_cast<IntegerAttr>(attr);
    if (!id) {
      launch.emitError() << kSyncPairAttr << " must be an integer";
      malformed = true;
      return;
    }
    groups[id.getInt()].push_back(launch);
  });
  if (malformed)
    return failure();
  SemaphoreInserter inserter(module, checks);
  for (auto &[id, launches] : groups) {
    if (launches.size() != 2) {
      launches.front().emitError()
          << kSyncPairAttr << " " << id << " names " << launches.size()
          << " launches; a pair is two";
      return failure();
    }
    SyncPair pair{id, launches[0], launches[1]};
    if (pair.producer->getBlock() == pair.consumer->getBlock() &&
        pair.consumer->isBeforeInBlock(pair.producer))
      std::swap(pair.producer, pair.consumer);
    inserter.rewrite(pair);
  }
  return success();
}

namespace {
struct KFusionPlanSyncPass final
    : kfusion::impl::KFusionPlanSyncPassBase<KFusionPlanSyncPass> {
  using Base::Base;

  void runOnOperation() override {
    SyncPlanOptions options;
    options.multiprocessors = multiprocessors;
    options.registersPerThread = registersPerThread;
    options.minGain = minGain;
    options.policy = policy;
    options.force = force;
    options.bandedOrders = bandedOrders;
    if (multiprocessors <= 0 || registersPerThread <= 0 ||
        registersPerThread > 255) {
      getOperation().emitError()
          << "kfusion-plan-sync: multiprocessors must be positive and "
             "registers-per-thread in 1..255";
      return signalPassFailure();
    }
    if (failed(planSyncPairs(getOperation(), options)))
      signalPassFailure();
  }
};

struct KFusionInsertSemaphoresPass final
    : kfusion::impl::KFusionInsertSemaphoresPassBase<
          KFusionInsertSemaphoresPass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(insertSemaphores(getOperation(), checks)))
      signalPassFailure();
  }
};
} // namespace
