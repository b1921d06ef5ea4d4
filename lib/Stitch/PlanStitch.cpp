//===- PlanStitch.cpp - kfusion-plan-stitch and kfusion-stitch-to-gpu -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Chooses the stitch groups of each function on tensors (FusionStitching's
// plan): the op graph and cost model of StitchGraph, candidate patterns by
// substitution and exploratory expansion, and the set-partitioning MILP with
// cycle cuts of FusionPlanILP; or the greedy baseline; or none. Writes
// `kfusion.stitch_group` / `kfusion.stitch_composition` on the ops. Also
// registers the user's pipeline `kfusion-stitch-to-gpu`.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/FusionPlanILP.h"
#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/StitchGraph.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <map>
#include <set>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANSTITCHPASS
#include "KFusion/Stitch/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static constexpr StringLiteral kGroupAttr = kStitchGroupAttr;
static constexpr StringLiteral kCompositionAttr = kStitchCompositionAttr;
static constexpr StringLiteral kPackAttr = kStitchPackAttr;

static std::string formatFixed(double v) {
  return llvm::formatv("{0:F2}", v).str();
}

FailureOr<SmallVector<unsigned>>
mlir::kfusion::planStitch(func::FuncOp func, const StitchGraph &graph,
                          StringRef mode, const StitchModel &device,
                          const StitchPatternOptions &patternOptions) {
  unsigned n = graph.size();
  SmallVector<unsigned> groupOf(n);
  if (mode == "none" || n == 0) {
    for (unsigned i = 0; i < n; ++i)
      groupOf[i] = i;
    return groupOf;
  }
  if (mode == "greedy")
    return planStitchGreedy(graph, device);
  if (mode != "ilp")
    return func.emitError("kfusion-plan-stitch: unknown plan '")
               << mode << "' (ilp, greedy or none)",
           failure();
  FusionPlanProblem problem;
  problem.numNodes = n;
  problem.edges = graph.edges();
  problem.patterns = generateStitchPatterns(graph, device, patternOptions);
  // The greedy plan's groups join the candidates (those the generator did
  // not make): the ILP, optimal over its candidates, then never saves less
  // than the greedy plan under the same model.
  SmallVector<unsigned> greedy = planStitchGreedy(graph, device);
  std::map<unsigned, SmallVector<unsigned>> greedyGroups;
  for (unsigned i = 0; i < n; ++i)
    greedyGroups[greedy[i]].push_back(i);
  double greedySaved = 0;
  unsigned fromGreedy = 0;
  {
    std::set<SmallVector<unsigned>> generated;
    for (const FusionPattern &pattern : problem.patterns) {
      SmallVector<unsigned> nodes(pattern.nodes);
      llvm::sort(nodes);
      generated.insert(std::move(nodes));
    }
    for (auto &[g, nodes] : greedyGroups) {
      if (nodes.size() < 2)
        continue;
      double score = graph.score(nodes, device);
      greedySaved += score;
      if (!generated.count(nodes)) {
        problem.patterns.push_back(FusionPattern{nodes, score});
        ++fromGreedy;
      }
    }
  }
  FusionPlanILPOptions ilpOptions;
  ilpOptions.timeLimitSeconds = patternOptions.ilpTimeLimit;
  ilpOptions.staticCuts = patternOptions.ilpStaticCuts;
  llvm::Expected<FusionPlan> plan = solveFusionPlanILP(problem, ilpOptions);
  if (!plan) {
    std::string message;
    bool timedOut = false;
    llvm::handleAllErrors(plan.takeError(), [&](const llvm::StringError &e) {
      message = e.getMessage();
      timedOut = e.convertToErrorCode() == std::errc::timed_out;
    });
    if (!timedOut)
      return func.emitError("kfusion-plan-stitch: the ILP failed: ") << message,
             failure();
    func.emitRemark() << "stitch plan (ilp) of @" << func.getName() << ": " << n
                      << " ops, " << problem.patterns.size()
                      << " candidate patterns: " << message
                      << " (ilp-time-limit); the greedy plan instead, "
                      << formatFixed(greedySaved * 1e6) << " us saved";
    return greedy;
  }
  for (unsigned i = 0; i < n; ++i)
    groupOf[i] = plan->groupOfNode[i];
  func.emitRemark() << "stitch plan (ilp) of @" << func.getName() << ": " << n
                    << " ops, " << problem.patterns.size()
                    << " candidate patterns, " << plan->groups.size()
                    << " kernels, objective "
                    << formatFixed(plan->objective * 1e6) << " us saved, "
                    << plan->numSolves << " solve(s), " << plan->numCycleCuts
                    << " cycle cut(s); " << fromGreedy
                    << " candidate(s) from the greedy plan, "
                    << plan->numStaticCuts << " pair cut(s) and "
                    << plan->numNonConvex
                    << " non-convex pattern(s) excluded before the first solve";
  return groupOf;
}

namespace {
struct KFusionPlanStitchPass
    : public kfusion::impl::KFusionPlanStitchPassBase<KFusionPlanStitchPass> {
  using Base::Base;
  void runOnOperation() override {
    FailureOr<DeviceDescription> gpu = resolveDevice(getOperation(), device);
    if (failed(gpu))
      return signalPassFailure();
    for (auto [name, value] :
         {std::pair<StringRef, int64_t>{"threads-per-row", threadsPerRow},
          {"rows-per-block", rowsPerBlock},
          {"rows-per-thread", rowsPerThread},
          {"pack-waves", packWaves}})
      if (value < 0) {
        getOperation().emitError()
            << "kfusion-plan-stitch: " << name
            << " must be 0 (the model's choice) or positive, not " << value;
        return signalPassFailure();
      }
    if (ilpTimeLimit < 0) {
      getOperation().emitError()
          << "kfusion-plan-stitch: ilp-time-limit must be 0 (no limit) or "
             "positive, not "
          << ilpTimeLimit;
      return signalPassFailure();
    }
    StitchModel model;
    model.gpu = *gpu;
    model.maxRegisterValues = maxRegisterValues;
    model.smallGemmMaxDepth = smallGemmDepth;
    model.tensorCoreGemms = tensorCoreGemms;
    model.gemmEpilogues = gemmEpilogues;
    FailureOr<std::optional<GemmLoad>> load =
        gemmLoadOption(getOperation(), "kfusion-plan-stitch", gemmLoad);
    FailureOr<std::optional<bool>> staging =
        gemmStagingOption(getOperation(), "kfusion-plan-stitch", gemmStaging);
    if (failed(load) || failed(staging))
      return signalPassFailure();
    model.gemmRequest.load = *load;
    model.gemmRequest.preferStageOutputs = *staging;
    StitchPatternOptions patternOptions;
    patternOptions.maxPatterns = maxPatterns;
    patternOptions.ilpTimeLimit = ilpTimeLimit;
    patternOptions.ilpStaticCuts = ilpStaticCuts;
    SmallVector<func::FuncOp> funcs;
    for (auto f : getOperation().getOps<func::FuncOp>())
      if (isStitchInput(f))
        funcs.push_back(f);
    for (func::FuncOp func : funcs)
      if (failed(planFunction(func, model, patternOptions)))
        return signalPassFailure();
  }

  /// Plans `func`: its groups (by hand, else the `plan` mode's), a tuner's
  /// schedule on the row kernels it suits, kernel packing, then the plan
  /// written on the ops with a remark per group.
  LogicalResult planFunction(func::FuncOp func, const StitchModel &device,
                             const StitchPatternOptions &patternOptions) {
    if (failed(prepareForStitching(func)))
      return failure();
    FailureOr<StitchGraph> graph =
        StitchGraph::build(func, device.tensorCoreGemms);
    if (failed(graph))
      return failure();
    for (const StitchNode &node : graph->nodes()) {
      if (node.tensorCoreRefusal.empty())
        continue;
      if (linalg::isaConvolutionOpInterface(node.op))
        node.op->emitRemark()
            << "a convolution the tensor-core GEMM kernels do not take ("
            << node.tensorCoreRefusal << "): a loop kernel";
      else
        node.op->emitRemark() << "a GEMM the tensor-core kernel does not take ("
                              << node.tensorCoreRefusal << "): stitched";
    }
    // Attentions the fused kernel does not take say why.
    for (unsigned n = 0; n < graph->size(); ++n) {
      if (!graph->node(n).gemm)
        continue;
      std::string why;
      bool softmax = false;
      FailureOr<StitchAttention> att =
          matchStitchAttention(*graph, n, why, &softmax);
      bool refused = failed(att) && softmax;
      if (succeeded(att)) {
        // Matched, but no kernel for it on this device.
        StitchKernelInfo k = graph->analyzeKernel(att->nodes, device);
        refused = !k.feasible;
        why = k.reason;
      }
      if (refused)
        graph->node(n).op->emitRemark()
            << "an attention the fused attention kernel does not take (" << why
            << "): its GEMMs and softmax stitched apart";
    }
    // Ops grouped by hand keep their groups; the planner sees the others.
    bool anyHand = llvm::any_of(graph->nodes(), [](const StitchNode &node) {
      return node.op->hasAttr(kGroupAttr);
    });
    FailureOr<SmallVector<unsigned>> groupOf =
        anyHand ? FailureOr<SmallVector<unsigned>>(
                      graph->groupsFromAttribute(kGroupAttr))
                : planStitch(func, *graph, plan, device, patternOptions);
    if (failed(groupOf))
      return failure();
    if (failed(graph->topologicalGroupOrder(*groupOf)))
      return func.emitError("the stitch groups make a cycle between kernels: "
                            "a group uses a value another group computes "
                            "from its own results");
    std::map<unsigned, SmallVector<unsigned>> members;
    for (unsigned i = 0; i < graph->size(); ++i)
      members[(*groupOf)[i]].push_back(i);
    remarkEpiloguesLeftApart(*graph, *groupOf, anyHand, device);
    // Each group's score under the model's schedules (the planner's; a knob
    // below may leave an op alone without a kernel of that schedule).
    std::map<unsigned, double> scoreOf;
    for (auto &[g, nodes] : members)
      scoreOf[g] = nodes.size() > 1 ? graph->score(nodes, device) : 0.0;
    applyScheduleKnobs(func, *graph, members, device);
    std::map<unsigned, int64_t> packOf;
    if (pack && !anyHand && plan != "none")
      packOf = packKernels(*graph, *groupOf, members, device);
    return writePlan(func, *graph, members, scoreOf, packOf, anyHand, device);
  }

  /// Why a GEMM's consumer is not in its epilogue, a remark on the GEMM:
  /// its configuration (a written plan, a tuning cache's entry, the
  /// pipeline's options) cannot take the consumer; or, where the plan (not
  /// one by hand) keeps apart a consumer the epilogue could take, the model
  /// projects the GEMM with it no faster than the two kernels (a written
  /// plan may leave the epilogue nothing to overlap; a tuning cache's entry
  /// prices the kernel it measured).
  void remarkEpiloguesLeftApart(const StitchGraph &graph,
                                ArrayRef<unsigned> groupOf, bool anyHand,
                                const StitchModel &device) {
    for (unsigned n = 0; n < graph.size(); ++n) {
      const StitchNode &node = graph.node(n);
      if (!node.gemm)
        continue;
      StitchKernelInfo gemm = graph.analyzeKernel({n}, device);
      if (!gemm.feasible)
        continue;
      remarkRowReductionsLeftApart(graph, groupOf, anyHand, device, n);
      for (unsigned c : node.consumers) {
        StitchKernelInfo pair = graph.analyzeKernel({n, c}, device);
        if (!pair.feasible && pair.noGemmConfiguration) {
          node.op->emitRemark()
              << "op " << c
              << " is not fused into this GEMM's epilogue: " << pair.reason;
          continue;
        }
        if (anyHand || !pair.feasible || groupOf[c] == groupOf[n])
          continue;
        double consumer = graph.analyzeKernel({c}, device).seconds;
        if (gemm.seconds + consumer > pair.seconds)
          continue;
        node.op->emitRemark()
            << "op " << c
            << " is not fused into this GEMM's epilogue: projected "
            << llvm::formatv("{0:F2}", pair.seconds * 1e6)
            << " us with it against "
            << llvm::formatv("{0:F2}", gemm.seconds * 1e6) << " + "
            << llvm::formatv("{0:F2}", consumer * 1e6) << " us apart";
      }
    }
  }

  /// A remark on GEMM `n` for the first row reduction (in program order) its
  /// elementwise consumers lead to outside its kernel: where the rows are wider
  /// than any tile, that a row-wise epilogue needs a tile spanning the row;
  /// else (planned, not by hand) the model's projection of the GEMM's kernel
  /// with the ops through the reduction's kernel of the plan against the plan's
  /// kernels of them, or why that kernel cannot be.
  void remarkRowReductionsLeftApart(const StitchGraph &graph,
                                    ArrayRef<unsigned> groupOf, bool anyHand,
                                    const StitchModel &device, unsigned n) {
    const StitchNode &node = graph.node(n);
    std::optional<unsigned> reduction;
    SmallVector<unsigned> work(node.consumers.begin(), node.consumers.end());
    llvm::SmallDenseSet<unsigned> seen(work.begin(), work.end());
    while (!work.empty()) {
      unsigned c = work.pop_back_val();
      const StitchNode &consumer = graph.node(c);
      if (consumer.cls == StitchOpClass::RowReduction &&
          groupOf[c] != groupOf[n] && (!reduction || c < *reduction))
        reduction = c;
      if (consumer.cls != StitchOpClass::Elementwise || consumer.gemm)
        continue;
      for (unsigned next : consumer.consumers)
        if (seen.insert(next).second)
          work.push_back(next);
    }
    if (!reduction)
      return;
    auto remark = [&] {
      return node.op->emitRemark()
             << "op " << *reduction
             << " (a row reduction) is not fused into this GEMM's epilogue: ";
    };
    if (node.gemm->shape.n > kGemmMaxTileExtent) {
      remark() << "a row-wise epilogue needs a tile that spans the row, and "
                  "its "
               << node.gemm->shape.n << " columns are more than a tile's "
               << kGemmMaxTileExtent;
      return;
    }
    if (anyHand)
      return;
    // The smallest epilogue with the reduction's whole kernel of the plan,
    // grown as the pattern generator grows one (the next consumer in program
    // order) until no op before the newest is read outside it.
    SmallVector<unsigned> set{n};
    auto covers = [&] {
      for (unsigned m = 0; m < graph.size(); ++m)
        if (groupOf[m] == groupOf[*reduction] && !llvm::is_contained(set, m))
          return false;
      return true;
    };
    while (set.size() < 64 && (!covers() || graph.readOutsideBeforeLast(set))) {
      std::optional<unsigned> next = graph.nextConsumer(set);
      if (!next)
        break;
      set.push_back(*next);
    }
    StitchKernelInfo fused = graph.analyzeKernel(set, device);
    if (!fused.feasible) {
      remark() << "the GEMM's kernel with ops " << set.front() << " ... "
               << set.back() << " has no plan: " << fused.reason;
      return;
    }
    // The plan's kernels of those ops.
    llvm::SmallDenseSet<unsigned> groups;
    for (unsigned m : set)
      groups.insert(groupOf[m]);
    double apart = 0;
    for (unsigned g : groups) {
      SmallVector<unsigned> members;
      for (unsigned m = 0; m < graph.size(); ++m)
        if (groupOf[m] == g)
          members.push_back(m);
      apart += graph.analyzeKernel(members, device).seconds;
    }
    remark() << "projected " << llvm::formatv("{0:F2}", fused.seconds * 1e6)
             << " us for the GEMM's kernel with ops " << set.front() << " ... "
             << set.back() << " against "
             << llvm::formatv("{0:F2}", apart * 1e6) << " us for the plan's "
             << groups.size() << " kernels of them";
  }

  /// A tuner's schedule (threads per row, rows per block, rows per thread)
  /// written on the row kernels of `members` it suits, before packing, which
  /// must see the block sizes it makes; where a kernel cannot take it, a
  /// remark says why and the kernel keeps the model's.
  void applyScheduleKnobs(func::FuncOp func, const StitchGraph &graph,
                          std::map<unsigned, SmallVector<unsigned>> &members,
                          const StitchModel &device) {
    struct Knob {
      StringRef attr, option;
      int64_t value;
    };
    SmallVector<Knob> knobs;
    if (threadsPerRow > 0)
      knobs.push_back({kStitchThreadsAttr, "threads-per-row", threadsPerRow});
    if (rowsPerBlock > 0)
      knobs.push_back({kStitchRowsAttr, "rows-per-block", rowsPerBlock});
    if (rowsPerThread > 0)
      knobs.push_back(
          {kStitchRowsPerThreadAttr, "rows-per-thread", rowsPerThread});
    if (knobs.empty())
      return;
    MLIRContext *ctx = func.getContext();
    for (auto &[g, nodes] : members) {
      StitchKernelInfo info = graph.analyzeKernel(nodes, device);
      StringRef comp = info.schedule.composition;
      if (!info.feasible ||
          (comp != "thread" && comp != "warp" && comp != "block"))
        continue;
      for (const Knob &k : knobs)
        for (unsigned i : nodes)
          graph.node(i).op->setAttr(
              k.attr, IntegerAttr::get(IntegerType::get(ctx, 64), k.value));
      StitchKernelInfo tuned = graph.analyzeKernel(nodes, device);
      if (tuned.feasible)
        continue;
      std::string what;
      for (const Knob &k : knobs) {
        for (unsigned i : nodes)
          graph.node(i).op->removeAttr(k.attr);
        what += (what.empty() ? "" : " ") + k.option.str() + "=" +
                std::to_string(k.value);
      }
      graph.node(nodes[0]).op->emitRemark()
          << what << " left out for this kernel: " << tuned.reason;
    }
  }

  /// Kernel packing: kernels that do not depend on each other share a
  /// launch by block ranges (each pack a chain of groups in topological
  /// order; a block composition only with its block size), under
  /// `pack-waves` waves together (0, the default: any size). Past a wave
  /// packing still saves the drain between the kernels (the transformer's
  /// layernorm and softmax, several waves each, ran faster packed:
  /// docs/stitch.md, Kernel packing). Returns the pack of each packed group.
  std::map<unsigned, int64_t>
  packKernels(const StitchGraph &graph, ArrayRef<unsigned> groupOf,
              std::map<unsigned, SmallVector<unsigned>> &members,
              const StitchModel &device) {
    std::map<unsigned, int64_t> packOf;
    FailureOr<SmallVector<unsigned>> order =
        graph.topologicalGroupOrder(groupOf);
    int64_t wave = packWaves > 0
                       ? device.gpu.multiprocessors *
                             device.gpu.maxThreadsPerMultiprocessor * packWaves
                       : std::numeric_limits<int64_t>::max();
    SmallVector<unsigned> open;
    int64_t openThreads = 0, nextPack = 0;
    auto flush = [&] {
      if (open.size() > 1) {
        for (unsigned g : open)
          packOf[g] = nextPack;
        ++nextPack;
      }
      open.clear();
      openThreads = 0;
    };
    for (unsigned g : *order) {
      StitchKernelInfo info = graph.analyzeKernel(members[g], device);
      int64_t threads = info.schedule.gridSize * info.schedule.blockSize;
      // A tensor-core GEMM's kernel is built by the GEMM lowering, alone.
      if (!info.feasible || threads >= wave || info.schedule.splits > 1 ||
          info.schedule.composition == "gemm" ||
          info.schedule.composition == "attention") {
        flush();
        continue;
      }
      bool ok = !open.empty() && openThreads + threads <= wave;
      for (unsigned o : open) {
        StitchKernelInfo oi = graph.analyzeKernel(members[o], device);
        bool barrier =
            stitchKernelSynchronizes(oi) || stitchKernelSynchronizes(info);
        if (barrier && oi.schedule.blockSize != info.schedule.blockSize)
          ok = false;
        for (unsigned n : members[g])
          for (unsigned p : graph.node(n).producers)
            if (groupOf[p] == o)
              ok = false;
      }
      if (ok) {
        // The packed groups as one node must keep the graph acyclic.
        SmallVector<unsigned> packed(groupOf);
        for (unsigned &x : packed)
          if (x == g)
            x = open.front();
        for (unsigned o : open)
          for (unsigned &x : packed)
            if (x == o)
              x = open.front();
        ok = succeeded(graph.topologicalGroupOrder(packed));
      }
      if (!ok)
        flush();
      open.push_back(g);
      openThreads += threads;
    }
    flush();
    return packOf;
  }

  /// Writes the plan on the ops (group ids dense in the order of `members`,
  /// compositions, packs) with a remark per group; fails where a group has
  /// no kernel.
  LogicalResult writePlan(func::FuncOp func, const StitchGraph &graph,
                          std::map<unsigned, SmallVector<unsigned>> &members,
                          std::map<unsigned, double> &scoreOf,
                          std::map<unsigned, int64_t> &packOf, bool anyHand,
                          const StitchModel &device) {
    int64_t next = 0;
    for (auto &[g, nodes] : members) {
      StitchKernelInfo info = graph.analyzeKernel(nodes, device);
      if (!info.feasible)
        return graph.node(nodes[0]).op->emitError("cannot stitch these ops: ")
               << info.reason;
      MLIRContext *ctx = func.getContext();
      for (unsigned i : nodes) {
        Operation *op = graph.node(i).op;
        op->setAttr(kGroupAttr,
                    IntegerAttr::get(IntegerType::get(ctx, 64), next));
        op->setAttr(kCompositionAttr,
                    StringAttr::get(ctx, info.schedule.composition));
        if (packOf.count(g))
          op->setAttr(kPackAttr,
                      IntegerAttr::get(IntegerType::get(ctx, 64), packOf[g]));
      }
      double score = scoreOf[g];
      graph.node(nodes[0]).op->emitRemark()
          << "stitch group " << next
          << " (plan=" << (anyHand ? std::string("hand") : std::string(plan))
          << "): ops [" << graph.describe(nodes) << "], "
          << info.schedule.composition << " composition"
          << (packOf.count(g)
                  ? ", packed in launch " + std::to_string(packOf[g])
                  : std::string())
          << ", score " << formatFixed(score * 1e6) << " us";
      ++next;
    }
    return success();
  }
};

/// The options of kfusion-stitch-to-gpu: those of its two passes, with their
/// defaults (TableGen's option structs).
struct StitchToGpuOptions : public PassPipelineOptions<StitchToGpuOptions> {
  PassOptions::Option<std::string> plan{
      *this, "plan",
      llvm::cl::desc("How to choose the kernels: ilp, greedy or none"),
      llvm::cl::init(KFusionPlanStitchPassOptions().plan)};
  PassOptions::Option<int64_t> maxRegisterValues{
      *this, "max-register-values",
      llvm::cl::desc("Per-thread values a row kernel keeps in registers"),
      llvm::cl::init(KFusionPlanStitchPassOptions().maxRegisterValues)};
  PassOptions::Option<int64_t> smallGemmDepth{
      *this, "small-gemm-depth",
      llvm::cl::desc("Deepest reduction of a GEMM fused with its consumers "
                     "(0: none)"),
      llvm::cl::init(KFusionPlanStitchPassOptions().smallGemmDepth)};
  PassOptions::Option<std::string> device{
      *this, "device",
      llvm::cl::desc("The device the cost model counts with: a preset (h100, "
                     "h200) or a #kfusion.device attribute; empty: the "
                     "module's kfusion.device, else h100"),
      llvm::cl::init(KFusionPlanStitchPassOptions().device)};
  PassOptions::Option<int64_t> threadsPerRow{
      *this, "threads-per-row",
      llvm::cl::desc("Threads per row of every row kernel (0: the model's)"),
      llvm::cl::init(KFusionPlanStitchPassOptions().threadsPerRow)};
  PassOptions::Option<int64_t> rowsPerBlock{
      *this, "rows-per-block",
      llvm::cl::desc("Rows per block of every row kernel (0: the model's)"),
      llvm::cl::init(KFusionPlanStitchPassOptions().rowsPerBlock)};
  PassOptions::Option<int64_t> rowsPerThread{
      *this, "rows-per-thread",
      llvm::cl::desc("Rows each thread of every row kernel computes "
                     "(register tiling over rows; 0: the model's)"),
      llvm::cl::init(KFusionPlanStitchPassOptions().rowsPerThread)};
  PassOptions::Option<bool> pack{
      *this, "pack",
      llvm::cl::desc("Pack independent kernels into one launch by block "
                     "ranges (pack-waves bounds their size)"),
      llvm::cl::init(KFusionPlanStitchPassOptions().pack)};
  PassOptions::Option<int64_t> packWaves{
      *this, "pack-waves",
      llvm::cl::desc("Most waves (resident threads of the device) the "
                     "kernels of one packed launch take together (0: any)"),
      llvm::cl::init(KFusionPlanStitchPassOptions().packWaves)};
  PassOptions::Option<double> ilpTimeLimit{
      *this, "ilp-time-limit",
      llvm::cl::desc("Seconds the ILP may take (0: no limit); past them the "
                     "greedy plan"),
      llvm::cl::init(KFusionPlanStitchPassOptions().ilpTimeLimit)};
  PassOptions::Option<bool> tensorCoreGemms{
      *this, "tensor-core-gemms",
      llvm::cl::desc("GEMMs of at least 64 along M, N and K (f16/bf16) are "
                     "tensor-core kernels of their own"),
      llvm::cl::init(KFusionPlanStitchPassOptions().tensorCoreGemms)};
  PassOptions::Option<bool> emulateGemms{
      *this, "emulate-gemms",
      llvm::cl::desc("Tensor-core GEMM kernels with their tensor-core "
                     "operations emulated (for kfusion-sim)"),
      llvm::cl::init(KFusionStitchPassOptions().emulateGemms)};
  PassOptions::Option<bool> remarks{
      *this, "remarks", llvm::cl::desc("Emit a remark per generated kernel"),
      llvm::cl::init(KFusionStitchPassOptions().remarks)};
  PassOptions::Option<std::string> tuningCache{
      *this, "tuning-cache",
      llvm::cl::desc("A tuning cache whose entries win over the GEMM model "
                     "(empty: $KFUSION_TUNING_CACHE, else none)"),
      llvm::cl::init(KFusionStitchPassOptions().tuningCache)};
  PassOptions::Option<std::string> gemmLoad{
      *this, "gemm-load",
      llvm::cl::desc("How the tensor-core GEMMs' operand tiles reach shared "
                     "memory where TMA can take them: auto (a producer "
                     "warpgroup's TMA loads), cp.async, tma or tma-producer"),
      llvm::cl::init(KFusionStitchPassOptions().gemmLoad)};
  PassOptions::Option<std::string> gemmStaging{
      *this, "gemm-staging",
      llvm::cl::desc("What a persistent or ping-pong tensor-core GEMM's fused "
                     "epilogue stages: auto (the default: the outputs where "
                     "their slices divide the tile), results or outputs"),
      llvm::cl::init(KFusionStitchPassOptions().gemmStaging)};
  PassOptions::Option<std::string> l2Policy{
      *this, "l2-policy",
      llvm::cl::desc("L2 eviction priority of the loads of each kernel's "
                     "read-only inputs: evict_last, evict_first or "
                     "none"),
      llvm::cl::init(KFusionStitchPassOptions().l2Policy)};
};
} // namespace

void mlir::kfusion::registerStitchToGpuPipeline() {
  PassPipelineRegistration<StitchToGpuOptions>(
      "kfusion-stitch-to-gpu",
      "Linalg on tensors to a stitched program in the standard GPU form: "
      "plan (kfusion-plan-stitch), then generate and clean up the kernels "
      "(kfusion-stitch)",
      [](OpPassManager &pm, const StitchToGpuOptions &options) {
        KFusionPlanStitchPassOptions planOptions;
        planOptions.plan = options.plan;
        planOptions.maxRegisterValues = options.maxRegisterValues;
        planOptions.smallGemmDepth = options.smallGemmDepth;
        planOptions.pack = options.pack;
        planOptions.packWaves = options.packWaves;
        planOptions.threadsPerRow = options.threadsPerRow;
        planOptions.rowsPerBlock = options.rowsPerBlock;
        planOptions.rowsPerThread = options.rowsPerThread;
        planOptions.device = options.device;
        planOptions.tensorCoreGemms = options.tensorCoreGemms;
        planOptions.ilpTimeLimit = options.ilpTimeLimit;
        planOptions.gemmLoad = options.gemmLoad;
        planOptions.gemmStaging = options.gemmStaging;
        pm.addPass(createKFusionPlanStitchPass(planOptions));
        KFusionStitchPassOptions stitchOptions;
        stitchOptions.remarks = options.remarks;
        stitchOptions.maxRegisterValues = options.maxRegisterValues;
        stitchOptions.smallGemmDepth = options.smallGemmDepth;
        stitchOptions.device = options.device;
        stitchOptions.l2Policy = options.l2Policy;
        stitchOptions.tensorCoreGemms = options.tensorCoreGemms;
        stitchOptions.emulateGemms = options.emulateGemms;
        stitchOptions.tuningCache = options.tuningCache;
        stitchOptions.gemmLoad = options.gemmLoad;
        stitchOptions.gemmStaging = options.gemmStaging;
        pm.addPass(createKFusionStitchPass(stitchOptions));
      });
}
