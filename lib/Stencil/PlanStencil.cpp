//===- PlanStencil.cpp - kfusion-plan-stencil -------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Chooses stencil groups after Wahib & Maruyama (SC'14), per host block:
//  1. Items: the launches of the block not grouped by hand yet, in program
//     order; the order-of-execution DAG between them: the launch graph's
//     dependences other than tokens (stream chains, which fusion reroutes),
//     closed through the host ops between launches.
//  2. A candidate group is feasible when the stencil fusion's own analysis
//     (StencilGroupAnalyzer) accepts it and its block fits on a
//     multiprocessor; its cost is the codeless projection of the fused kernel
//     (StencilModel), a launch alone costs its own projection.
//  3. The grouping genetic search (GroupingSearch: group-oriented encoding,
//     crossover inheriting whole groups, split/merge/move mutations, repair,
//     local search), seeded and deterministic, minimizes the sum; its result
//     is never worse than the greedy seed.
//  4. Groups of two or more launches get `kfusion.stencil_group` ids above any
//     in use; a remark per group and per launch left alone gives the
//     projected and unfused times.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchUtils.h"
#include "KFusion/Common/SharedAddress.h"
#include "KFusion/Common/Transforms.h"
#include "KFusion/Stencil/GroupingSearch.h"
#include "KFusion/Stencil/Passes.h"
#include "KFusion/Stencil/StencilModel.h"
#include "KFusion/Stencil/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

#define DEBUG_TYPE "kfusion-plan-stencil"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANSTENCILPASS
#include "KFusion/Stencil/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// The grouping problem of one host block.
class StencilGroupingProblem final : public GroupingProblem {
public:
  StencilGroupingProblem(LaunchGraph &graph, ArrayRef<unsigned> items,
                         const KFusionPlanStencilPassOptions &options,
                         const StencilModel &model)
      : analyzer(graph, limits(options, model.device)),
        items(items.begin(), items.end()), model(model),
        exchange(options.haloExchange), clusterSize(options.clusterSize) {
    // Successors: launch-to-launch reachability over non-token dependences
    // (host nodes between carry it on).
    unsigned nodes = graph.getNodes().size();
    SmallVector<SmallVector<unsigned>> direct(nodes);
    for (unsigned b = 0; b < nodes; ++b)
      for (unsigned a = 0; a < b; ++a)
        if (graph.getDependenceExceptTokens(a, b))
          direct[a].push_back(b);
    llvm::DenseMap<unsigned, unsigned> itemOf;
    for (auto [i, node] : llvm::enumerate(this->items))
      itemOf[node] = i;
    successors.resize(this->items.size());
    for (auto [i, node] : llvm::enumerate(this->items)) {
      SmallVector<bool> seen(nodes, false);
      SmallVector<unsigned> worklist{node};
      while (!worklist.empty()) {
        unsigned n = worklist.pop_back_val();
        for (unsigned s : direct[n]) {
          if (seen[s])
            continue;
          seen[s] = true;
          auto it = itemOf.find(s);
          if (it != itemOf.end())
            successors[i].push_back(it->second);
          else
            worklist.push_back(s);
        }
      }
      llvm::sort(successors[i]);
    }
    // Related items: launches that read an array in common (simple fusion).
    related.resize(this->items.size());
    for (const LaunchGraph::Array &array : graph.getArrays()) {
      SmallVector<unsigned> readers;
      for (unsigned node : array.readers)
        if (auto it = itemOf.find(node); it != itemOf.end())
          readers.push_back(it->second);
      for (unsigned x = 1; x < readers.size(); ++x) {
        related[readers[x - 1]].push_back(readers[x]);
        related[readers[x]].push_back(readers[x - 1]);
      }
    }
    analyzer.setExplain(false);
    // With the default rows per thread the fusion takes deep tiles where a
    // group qualifies: model those groups so.
    if (options.pointsPerThread == kAutoPointsPerThread) {
      StencilLimits deep = limits(options, model.device);
      deep.tileScale = {1, kDeepPointsPerThread, 1};
      deepAnalyzer.emplace(graph, deep);
      deepAnalyzer->setExplain(false);
    }
    for (unsigned i = 0; i < this->items.size(); ++i) {
      const StencilLaunch *launch = analyzer.getLaunch(this->items[i]);
      costs.push_back(estimateKernelCost(*launch));
    }
  }

  unsigned getNumItems() const override { return items.size(); }
  ArrayRef<unsigned> getSuccessors(unsigned item) const override {
    return successors[item];
  }
  ArrayRef<unsigned> getRelatedItems(unsigned item) const override {
    return related[item];
  }

  bool isFeasible(ArrayRef<unsigned> group) override {
    FailureOr<StencilGroupPlan> plan = planOf(group);
    return succeeded(plan) && project(group, *plan).fits;
  }

  double getCost(ArrayRef<unsigned> group) override {
    if (group.size() == 1)
      return projectAlone(group.front()).seconds;
    int64_t rows;
    FailureOr<StencilGroupPlan> plan = planOf(group, rows);
    if (failed(plan))
      return std::numeric_limits<double>::infinity();
    return project(group, *plan).seconds;
  }

  /// The plan the fusion builds for `group` at its default rows per thread:
  /// the deep tiles' where the group qualifies, else planOf's. `rows` is
  /// set to its rows per thread.
  FailureOr<StencilGroupPlan> planOf(ArrayRef<unsigned> group, int64_t &rows) {
    FailureOr<StencilGroupPlan> plan = planOf(group);
    rows = analyzer.getLimits().tileScale[1];
    if (failed(plan) || !deepAnalyzer)
      return plan;
    SmallVector<unsigned> nodes;
    for (unsigned item : group)
      nodes.push_back(items[item]);
    StencilRefusal refusal;
    FailureOr<StencilGroupPlan> deep = deepAnalyzer->analyze(nodes, refusal);
    std::string why;
    if (failed(deep) ||
        !qualifiesForDeepTiles(*deep,
                               analyzer.getLaunch(nodes.front())->gridConstant,
                               deepAnalyzer->getLimits().device, why))
      return plan;
    rows = kDeepPointsPerThread;
    return deep;
  }

  StencilProjection projectAlone(unsigned item) {
    return projectLaunch(*analyzer.getLaunch(items[item]), costs[item], model);
  }

  FailureOr<StencilGroupPlan> planOf(ArrayRef<unsigned> group) {
    SmallVector<unsigned> nodes;
    for (unsigned item : group)
      nodes.push_back(items[item]);
    StencilRefusal refusal;
    return analyzer.analyze(nodes, refusal);
  }

  StencilProjection project(ArrayRef<unsigned> group,
                            const StencilGroupPlan &plan) {
    SmallVector<const StencilLaunch *> members;
    SmallVector<StencilKernelCost> memberCosts;
    for (unsigned item : group) {
      members.push_back(analyzer.getLaunch(items[item]));
      memberCosts.push_back(costs[item]);
    }
    StencilProjection recomputed =
        projectGroup(plan, members, memberCosts, model);
    if (exchange == "never")
      return recomputed;
    // As kfusion-stencil-fusion will build the group: its halos exchanged
    // where a dimension's grid divides into the clusters (always), and the
    // model projects it faster (auto).
    std::array<std::optional<int64_t>, 3> grid;
    for (unsigned d = 0; d < 3; ++d)
      if (std::optional<int64_t> blocks = members.front()->gridConstant[d])
        grid[d] = *blocks * plan.block[d] / std::max<int64_t>(1, plan.tile[d]);
    std::string why;
    std::optional<HaloExchangeChoice> choice =
        chooseHaloExchange(plan, grid, clusterSize, why);
    if (!choice)
      return recomputed;
    StencilProjection exchanged =
        projectGroup(plan, members, memberCosts, model,
                     StencilHaloExchange{choice->dim, clusterSize});
    if (exchange == "always" || exchanged.seconds < recomputed.seconds)
      return exchanged;
    return recomputed;
  }

  gpu::LaunchFuncOp getLaunch(unsigned item) {
    return analyzer.getLaunch(items[item])->launch;
  }

private:
  static StencilLimits limits(const KFusionPlanStencilPassOptions &options,
                              const DeviceDescription &device) {
    // One device for the analysis's limits and the model; the option was
    // checked against it (stencilSharedBytesLimit).
    StencilLimits result = StencilLimits::of(device);
    if (options.maxSharedBytes > 0)
      result.maxSharedBytesPerBlock = options.maxSharedBytes;
    int64_t rows = options.pointsPerThread == kAutoPointsPerThread
                       ? kAutoPointsPerThreadChoices[0]
                       : std::max<int64_t>(1, options.pointsPerThread);
    result.tileScale = {1, rows, 1};
    // As kfusion-stencil-fusion overlays its dynamic arrays.
    result.overlayDynamicArrays = StringRef(options.haloExchange) == "never";
    return result;
  }

  StencilGroupAnalyzer analyzer;
  /// The analyzer at kDeepPointsPerThread rows (default rows per thread).
  std::optional<StencilGroupAnalyzer> deepAnalyzer;
  SmallVector<unsigned> items;
  StencilModel model;
  /// kfusion-stencil-fusion's halo-exchange and cluster-size, as it will be
  /// asked.
  std::string exchange;
  int64_t clusterSize;
  SmallVector<SmallVector<unsigned>> successors, related;
  SmallVector<StencilKernelCost> costs;
};
} // namespace

/// Milliseconds, four decimals.
static std::string milliseconds(double seconds) {
  return formatFixed(seconds * 1e3, 4);
}

LogicalResult
mlir::kfusion::planStencilGroups(ModuleOp module,
                                 const KFusionPlanStencilPassOptions &options) {
  if (options.search != "genetic" && options.search != "greedy" &&
      options.search != "exhaustive")
    return module.emitError()
           << "kfusion-plan-stencil: search must be genetic, greedy or "
              "exhaustive, not '"
           << options.search << "'";
  if (options.pointsPerThread < 0)
    return module.emitError()
           << "kfusion-plan-stencil: points-per-thread must be 0 (the fusion's "
              "choice) or positive, not "
           << options.pointsPerThread;
  if (!llvm::is_contained({"never", "auto", "always"},
                          StringRef(options.haloExchange)))
    return module.emitError()
           << "kfusion-plan-stencil: halo-exchange must be never, auto or "
              "always, not '"
           << options.haloExchange << "'";
  if (options.clusterSize < 2 ||
      options.clusterSize > shared::kMaxClusterBlocks)
    return module.emitError()
           << "kfusion-plan-stencil: cluster-size must be 2..16 (blocks per "
              "thread-block cluster on sm_90), not "
           << options.clusterSize;
  if (!llvm::is_contained({"never", "auto", "always"},
                          StringRef(options.registerTiles)))
    return module.emitError()
           << "kfusion-plan-stencil: register-tiles must be never, auto or "
              "always, not '"
           << options.registerTiles << "'";
  if (options.registerColumns < 1)
    return module.emitError()
           << "kfusion-plan-stencil: register-columns must be positive, not "
           << options.registerColumns;
  FailureOr<DeviceDescription> device = resolveDevice(module, options.device);
  if (failed(device))
    return failure();
  if (failed(stencilSharedBytesLimit(module, "kfusion-plan-stencil",
                                     options.maxSharedBytes, *device)))
    return failure();
  StencilModel model;
  model.device = *device;
  model.registerTiles =
      llvm::StringSwitch<StencilModel::RegisterTiles>(options.registerTiles)
          .Case("never", StencilModel::RegisterTiles::Never)
          .Case("always", StencilModel::RegisterTiles::Always)
          .Default(StencilModel::RegisterTiles::Auto);
  model.registerColumns = options.registerColumns;
  outlineLaunches(module, /*onlyGrouped=*/false);
  int64_t nextGroup = 0;
  llvm::SetVector<Block *> blocks;
  module.walk([&](gpu::LaunchFuncOp launch) {
    blocks.insert(launch->getBlock());
    if (auto id = launch->getAttrOfType<IntegerAttr>(kStencilGroupAttr))
      nextGroup = std::max(nextGroup, id.getInt() + 1);
  });
  Builder builder(module.getContext());
  for (Block *block : blocks) {
    LaunchGraph graph(*block);
    SmallVector<unsigned> items;
    for (auto [n, node] : llvm::enumerate(graph.getNodes()))
      if (node.isLaunch() && !node.op->hasAttr(kStencilGroupAttr))
        items.push_back(n);
    if (items.empty())
      continue;
    auto start = std::chrono::steady_clock::now();
    StencilGroupingProblem problem(graph, items, options, model);
    GroupingOptions search;
    search.seed = options.seed;
    search.maxGroupSize = options.maxGroupSize;
    Grouping grouping;
    if (options.search == "exhaustive") {
      grouping = searchGroupingExhaustive(problem, kExhaustiveGroupingItemLimit,
                                          options.maxGroupSize);
      if (grouping.status == GroupingStatus::TooManyItems)
        return problem.getLaunch(0).emitError()
               << "kfusion-plan-stencil: search=exhaustive takes at most "
               << kExhaustiveGroupingItemLimit << " launches per block, this "
               << "block has " << items.size();
    } else if (options.search == "greedy") {
      grouping = searchGroupingGreedy(problem, search);
    } else {
      grouping = searchGroupingGenetic(problem, search);
    }
    if (!grouping.isSolved())
      return problem.getLaunch(0).emitError()
             << "kfusion-plan-stencil: " << grouping.message;
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    double unfusedTotal = 0;
    for (unsigned i = 0; i < items.size(); ++i)
      unfusedTotal += problem.projectAlone(i).seconds;
    // Groups in program order of their first launch.
    std::vector<std::vector<unsigned>> groups = grouping.groups;
    llvm::sort(groups, [](const std::vector<unsigned> &a,
                          const std::vector<unsigned> &b) {
      return a.front() < b.front();
    });
    unsigned fusedGroups = 0;
    for (const std::vector<unsigned> &group : groups) {
      double unfused = 0;
      for (unsigned item : group)
        unfused += problem.projectAlone(item).seconds;
      gpu::LaunchFuncOp first = problem.getLaunch(group.front());
      if (group.size() == 1) {
        first.emitRemark() << "kfusion-plan-stencil: alone: "
                           << first.getKernel()
                           << ": projected=" << milliseconds(unfused)
                           << " ms unfused=" << milliseconds(unfused) << " ms";
        continue;
      }
      ++fusedGroups;
      int64_t rows;
      FailureOr<StencilGroupPlan> plan = problem.planOf(group, rows);
      StencilProjection projection = problem.project(group, *plan);
      int64_t id = nextGroup++;
      for (unsigned item : group)
        problem.getLaunch(item)->setAttr(kStencilGroupAttr,
                                         builder.getI64IntegerAttr(id));
      InFlightDiagnostic remark = first.emitRemark();
      remark << "kfusion-plan-stencil: group " << id << ":";
      for (unsigned item : group)
        remark << " " << problem.getLaunch(item).getKernel();
      remark << " (" << group.size()
             << " launches): projected=" << milliseconds(projection.seconds)
             << " ms unfused=" << milliseconds(unfused) << " ms ("
             << formatFixed(unfused / projection.seconds, 2) << "x); "
             << plan->stagings.size() << " shared arrays or registers, "
             << plan->sharedBytes << " bytes of shared memory per block, "
             << "occupancy " << formatFixed(projection.occupancy, 2) << ", "
             << rows << " rows per thread";
      if (const std::optional<StencilRegisterTiles> &tiles =
              projection.registerTiles)
        remark << "; register tiles of " << tiles->columns << " x "
               << tiles->rows << " points, " << tiles->unitPoints
               << " points a thread";
      else if (model.registerTiles != StencilModel::RegisterTiles::Never)
        remark << "; no register tiles: " << projection.noRegisterTiles;
    }
    problem.getLaunch(0).emitRemark()
        << "kfusion-plan-stencil: " << items.size() << " launches in "
        << groups.size() << " kernels (" << fusedGroups
        << " fused groups): projected total " << milliseconds(grouping.cost)
        << " ms against " << milliseconds(unfusedTotal)
        << " ms unfused; search " << options.search << " in "
        << formatFixed(seconds, 2) << " s (" << grouping.stats.iterations
        << " generations, " << grouping.stats.feasibilityCalls
        << " feasibility and " << grouping.stats.costCalls
        << " cost evaluations)";
  }
  return success();
}

namespace {
struct KFusionPlanStencilPass final
    : kfusion::impl::KFusionPlanStencilPassBase<KFusionPlanStencilPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionPlanStencilPassOptions options;
    options.search = search;
    options.seed = seed;
    options.maxGroupSize = maxGroupSize;
    options.maxSharedBytes = maxSharedBytes;
    options.pointsPerThread = pointsPerThread;
    options.haloExchange = haloExchange;
    options.clusterSize = clusterSize;
    options.registerTiles = registerTiles;
    options.registerColumns = registerColumns;
    options.device = device;
    if (failed(planStencilGroups(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
