//===- PlanHorizontal.cpp - kfusion-plan-horizontal -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Chooses horizontal fusion groups: independent launches of a memory-bound
// and a compute-bound kernel (by their codeless profiles, see
// KFusion/Common/KernelProfile.h) at most `window` launches apart. Per
// block:
//  1. The launches in order; one already in a group is taken.
//  2. Each pair of free launches within the window is a candidate if one
//     kernel is memory-bound and the other compute-bound, their blocks have
//     at most 1024 threads together, and the fusion's own checks pass (run
//     without changing the IR, their remark captured): no dependency, and
//     the launches between independent of the first.
//  3. Greedily, the candidate of largest contrast |log(I_a / I_b)| (then the
//     nearer one) whose launches are both free gets
//     `kfusion.horizontal_group = N`, with ids above any in use.
//  4. Every group gets a remark, and every launch left alone one with why.
// With model=roofline, step 2 projects each pair instead (KFusion/Common/
// KernelRoofline.h: resources add, latencies overlap) and takes it when the
// better unfused time over the fused one is at least min-gain; step 3 orders
// by that gain.
//
//===----------------------------------------------------------------------===//

#include "HorizontalFusion.h"

#include "KFusion/Common/KernelProfile.h"
#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Common/LaunchGraph.h"
#include "KFusion/Horizontal/Passes.h"
#include "KFusion/Horizontal/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>
#include <numeric>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANHORIZONTALPASS
#include "KFusion/Horizontal/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

using horizontal::kMaxBlockThreads;

namespace {
enum class KernelClass { Memory, Compute, Neither };

struct LaunchProfile {
  gpu::LaunchFuncOp launch;
  gpu::GPUFuncOp kernel;
  KernelProfile profile;
  KernelClass kind = KernelClass::Neither;
  std::optional<int64_t> threads;
  bool taken = false;
};

/// Why a pair of launches is not a candidate, or its contrast.
struct PairVerdict {
  bool candidate = false;
  double contrast = 0;
  std::string reason;
};
} // namespace

static StringRef className(KernelClass kind) {
  switch (kind) {
  case KernelClass::Memory:
    return "memory-bound";
  case KernelClass::Compute:
    return "compute-bound";
  case KernelClass::Neither:
    return "neither memory- nor compute-bound";
  }
  llvm_unreachable("kernel class");
}

/// "@k (memory-bound: 0.9 arithmetic ops per global access)".
static std::string describe(const LaunchProfile &p) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << gpu::LaunchFuncOp(p.launch).getKernel() << " (" << className(p.kind)
     << ": " << llvm::format("%.1f", p.profile.intensity())
     << " arithmetic ops per global access)";
  return text;
}

static std::optional<int64_t> blockThreads(gpu::LaunchFuncOp launch) {
  int64_t threads = 1;
  for (Value v : {launch.getBlockSizeX(), launch.getBlockSizeY(),
                  launch.getBlockSizeZ()}) {
    std::optional<int64_t> c = getConstantIntValue(v);
    // Not a constant, or not a block a GPU runs (1 to 1024 threads per
    // dimension): the launch is not a candidate, and the product of three
    // such sizes cannot overflow.
    if (!c || *c <= 0 || *c > 1024)
      return std::nullopt;
    threads *= *c;
  }
  return threads;
}

/// Runs the fusion's checks on the pair without changing the IR and
/// returns the reason it gives when it declines, or an empty string.
static std::string fusionRefusal(gpu::LaunchFuncOp a, gpu::LaunchFuncOp b,
                                 LaunchGraph &graph) {
  std::string reason;
  ScopedDiagnosticHandler capture(a.getContext(), [&](Diagnostic &diag) {
    if (reason.empty())
      reason = diag.str();
    return success();
  });
  HorizontalFusionConfig config;
  if (succeeded(checkHorizontalFusion({a, b}, config, "the pair", &graph)))
    return "";
  StringRef text(reason);
  text.consume_front("not fusing the pair: ");
  return text.empty() ? "the fusion declines it" : text.str();
}

/// One kernel memory-bound and the other compute-bound.
static bool contrasting(const LaunchProfile &a, const LaunchProfile &b) {
  return (a.kind == KernelClass::Memory && b.kind == KernelClass::Compute) ||
         (a.kind == KernelClass::Compute && b.kind == KernelClass::Memory);
}

/// Whether two contrasting launches can be fused as they stand, and their
/// contrast.
static PairVerdict judgePair(LaunchProfile &a, LaunchProfile &b,
                             LaunchGraph &graph) {
  PairVerdict verdict;
  if (!a.threads || !b.threads) {
    verdict.reason = "a block size is not a constant, or not one a GPU runs "
                     "(1 to 1024 threads per dimension)";
    return verdict;
  }
  if (*a.threads + *b.threads > kMaxBlockThreads) {
    verdict.reason = ("their blocks need " + Twine(*a.threads + *b.threads) +
                      " threads together, more than 1024 (give partitions "
                      "with kfusion.horizontal_group and kfusion.partition by "
                      "hand, or let the tuner choose them)")
                         .str();
    return verdict;
  }
  std::string refusal = fusionRefusal(a.launch, b.launch, graph);
  if (!refusal.empty()) {
    verdict.reason = refusal;
    return verdict;
  }
  verdict.candidate = true;
  double ia = std::max(a.profile.intensity(), 1e-3);
  double ib = std::max(b.profile.intensity(), 1e-3);
  verdict.contrast = std::fabs(std::log(ia / ib));
  return verdict;
}

namespace {
/// A launch and its roofline projection alone.
struct RooflineLaunch {
  gpu::LaunchFuncOp launch;
  gpu::GPUFuncOp kernel;
  std::optional<LaunchShape> shape;
  RooflineProjection alone;
  bool taken = false;
};

/// A pair of launches: why it is no candidate, or its projection.
struct RooflinePair {
  size_t i, j;
  bool fusible = false;
  PairProjection projection;
  std::string reason;
};
} // namespace

static std::string milliseconds(double seconds) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::format("%.3f", seconds * 1e3) << " ms";
  return text;
}

/// "@k (projected 0.245 ms alone, issue-bound)".
static std::string describe(const RooflineLaunch &l) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << gpu::LaunchFuncOp(l.launch).getKernel();
  if (l.shape)
    os << " (projected " << milliseconds(l.alone.seconds) << " alone, "
       << l.alone.bound() << "-bound)";
  else
    os << " (no projection: grid or block sizes not constants)";
  return text;
}

/// "fused 0.369 ms against 0.447 ms unfused (sequential 0.456 ms, two
/// streams 0.447 ms): gain 1.21x".
static std::string describe(const PairProjection &p) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "projected fused " << milliseconds(p.fused.seconds) << " ("
     << p.fused.bound() << "-bound) against " << milliseconds(p.baseSeconds)
     << " unfused (sequential " << milliseconds(p.sequentialSeconds)
     << ", two streams " << milliseconds(p.streamsSeconds) << "): gain "
     << llvm::format("%.2f", p.gain) << "x";
  return text;
}

/// kfusion-plan-horizontal with model=roofline on the launches of one block.
static void planBlockByRoofline(Block &block,
                                ArrayRef<gpu::LaunchFuncOp> launches,
                                const KFusionPlanHorizontalPassOptions &options,
                                const DeviceDescription &device,
                                function_ref<int64_t()> takeGroupId) {
  SmallVector<RooflineLaunch> seq;
  for (gpu::LaunchFuncOp launch : launches) {
    RooflineLaunch l;
    l.launch = launch;
    l.taken = launch->hasAttr(kHorizontalGroupAttr);
    l.kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    l.shape = getConstantLaunchShape(launch);
    if (l.kernel && l.shape && !l.taken)
      l.alone = projectLaunch(analyzeKernelWork(l.kernel, *l.shape, device,
                                                options.defaultTripCount,
                                                launchAliases(launch)),
                              *l.shape, device);
    seq.push_back(l);
  }
  size_t n = seq.size();
  LaunchGraph graph(block);
  SmallVector<RooflinePair, 8> judged;
  for (size_t i = 0; i < n; ++i) {
    if (seq[i].taken || !seq[i].kernel)
      continue;
    for (size_t j = i + 1; j < n && j - i <= size_t(options.window); ++j) {
      if (seq[j].taken || !seq[j].kernel)
        continue;
      RooflinePair pair{i, j};
      if (!seq[i].shape || !seq[j].shape) {
        pair.reason = "a grid or block size is not a constant, or not one a "
                      "GPU runs (the projection needs them)";
        judged.push_back(pair);
        continue;
      }
      SmallVector<std::pair<int64_t, int64_t>> partitions =
          pairPartitions(*seq[i].shape, *seq[j].shape);
      if (partitions.empty()) {
        pair.reason = "no partition of 1024 threads fits both blocks' y*z "
                      "extents";
        judged.push_back(pair);
        continue;
      }
      // The fusion's own checks, with a partition: empty when it accepts.
      auto refusal = [&](std::pair<int64_t, int64_t> partition) {
        HorizontalFusionConfig config;
        config.partitions = {partition.first, partition.second};
        std::string reason;
        ScopedDiagnosticHandler capture(block.getParentOp()->getContext(),
                                        [&](Diagnostic &diag) {
                                          if (reason.empty())
                                            reason = diag.str();
                                          return success();
                                        });
        if (succeeded(checkHorizontalFusion({seq[i].launch, seq[j].launch},
                                            config, "the pair", &graph)))
          return std::string();
        StringRef text(reason);
        text.consume_front("not fusing the pair: ");
        return text.empty() ? std::string("the fusion declines it")
                            : text.str();
      };
      std::string reason = refusal(partitions.front());
      if (!reason.empty()) {
        pair.reason = reason;
        judged.push_back(pair);
        continue;
      }
      // By default projected with the partition the group gets: the block
      // sizes, or (over 1024 threads) the blocks cut in proportion, which the
      // tuner refines on the GPU. With search-partitions, every split the
      // tuner searches that the fusion accepts, the best kept (more real
      // wins found, and more spurious ones, which the tuner drops;
      // docs/horizontal.md).
      pair.fusible = true;
      pair.projection = projectPair(seq[i].kernel, *seq[i].shape, seq[j].kernel,
                                    *seq[j].shape, partitions.front(), device,
                                    options.defaultTripCount);
      if (options.searchPartitions) {
        for (std::pair<int64_t, int64_t> partition :
             ArrayRef(partitions).drop_front()) {
          PairProjection other = projectPair(
              seq[i].kernel, *seq[i].shape, seq[j].kernel, *seq[j].shape,
              partition, device, options.defaultTripCount);
          if (other.gain > pair.projection.gain && refusal(partition).empty())
            pair.projection = other;
        }
      }
      judged.push_back(pair);
    }
  }
  auto isCandidate = [&](const RooflinePair &p) {
    return p.fusible && p.projection.gain >= options.minGain;
  };
  // Greedy: the largest gain first, then the nearest pair.
  SmallVector<size_t> order(judged.size());
  std::iota(order.begin(), order.end(), 0);
  llvm::stable_sort(order, [&](size_t x, size_t y) {
    const RooflinePair &a = judged[x], &b = judged[y];
    double ga = a.fusible ? a.projection.gain : 0;
    double gb = b.fusible ? b.projection.gain : 0;
    if (ga != gb)
      return ga > gb;
    return a.j - a.i < b.j - b.i;
  });
  SmallVector<std::optional<size_t>> partner(n);
  Builder builder(block.getParentOp()->getContext());
  for (size_t k : order) {
    const RooflinePair &c = judged[k];
    if (!isCandidate(c) || partner[c.i] || partner[c.j])
      continue;
    partner[c.i] = c.j;
    partner[c.j] = c.i;
    int64_t group = takeGroupId();
    for (size_t index : {c.i, c.j})
      seq[index].launch->setAttr(kHorizontalGroupAttr,
                                 builder.getI64IntegerAttr(group));
    InFlightDiagnostic remark = seq[c.i].launch.emitRemark();
    remark << "kfusion-plan-horizontal: group " << group << ": "
           << describe(seq[c.i]) << " with " << describe(seq[c.j]) << ": "
           << describe(c.projection);
    int64_t threadsA = seq[c.i].shape->threads();
    int64_t threadsB = seq[c.j].shape->threads();
    bool ownSizes = c.projection.partitionA == threadsA &&
                    c.projection.partitionB == threadsB;
    if (options.searchPartitions && !ownSizes) {
      // Not written as kfusion.partition: another partition changes the
      // block each body sees, which only kernels written for any block size
      // (grid-stride loops) survive; the tuner checks its candidates' outputs.
      remark << "; best projected partition " << c.projection.partitionA << "+"
             << c.projection.partitionB
             << " (of those searched; the tuner chooses the partition)";
    } else if (threadsA + threadsB > kMaxBlockThreads) {
      remark << "; partitions left to the tuner (kfusion.partition): the "
                "blocks need "
             << threadsA + threadsB << " threads together, projected with "
             << c.projection.partitionA << "+" << c.projection.partitionB;
    }
  }
  // Every other free launch says why it stayed alone.
  for (size_t i = 0; i < n; ++i) {
    if (seq[i].taken || partner[i] || !seq[i].kernel)
      continue;
    InFlightDiagnostic remark = seq[i].launch.emitRemark();
    remark << "kfusion-plan-horizontal: not paired: " << describe(seq[i])
           << ": ";
    const RooflinePair *best = nullptr, *nearest = nullptr;
    bool anyCandidate = false;
    for (const RooflinePair &c : judged) {
      if (c.i != i && c.j != i)
        continue;
      anyCandidate |= isCandidate(c);
      if (c.fusible && (!best || c.projection.gain > best->projection.gain))
        best = &c;
      if (!c.fusible && (!nearest || c.j - c.i < nearest->j - nearest->i))
        nearest = &c;
    }
    auto other = [&](const RooflinePair &c) -> const RooflineLaunch & {
      return seq[c.i == i ? c.j : c.i];
    };
    if (anyCandidate)
      remark << "the launches it could pair with are in pairs of more gain";
    else if (best)
      remark << "with " << describe(other(*best)) << ": "
             << describe(best->projection) << ", below min-gain "
             << llvm::formatv("{0:F2}", options.minGain).str();
    else if (nearest)
      remark << "with " << describe(other(*nearest)) << ": " << nearest->reason;
    else
      remark << "no free launch within " << options.window << " launches";
  }
}

LogicalResult mlir::kfusion::planHorizontalGroups(
    ModuleOp module, const KFusionPlanHorizontalPassOptions &options) {
  bool roofline = options.model == "roofline";
  if (!roofline && options.model != "classes")
    return module.emitError()
           << "kfusion-plan-horizontal: model must be 'classes' or "
              "'roofline', not '"
           << options.model << "'";
  FailureOr<DeviceDescription> device = resolveDevice(module, options.device);
  if (failed(device))
    return failure();
  if (options.memoryBoundBelow > options.computeBoundAbove)
    return module.emitError()
           << "kfusion-plan-horizontal: memory-bound-below ("
           << options.memoryBoundBelow << ") is above compute-bound-above ("
           << options.computeBoundAbove << ")";
  if (options.window < 1)
    return module.emitError()
           << "kfusion-plan-horizontal: window must be at least 1, not "
           << options.window;
  if (options.defaultTripCount < 1)
    return module.emitError()
           << "kfusion-plan-horizontal: default-trip-count must be at least "
              "1, not "
           << options.defaultTripCount;
  if (roofline) {
    if (!(options.minGain > 0) || !std::isfinite(options.minGain))
      return module.emitError()
             << "kfusion-plan-horizontal: min-gain must be a positive "
                "number, not "
             << options.minGain;
  }
  // Launches by block, in order, and the group ids in use.
  llvm::MapVector<Block *, SmallVector<gpu::LaunchFuncOp>> blocks;
  // New groups are numbered after the largest id in use; when that is the
  // largest int64_t, they take the smallest ids not in use instead.
  int64_t nextGroup = 0;
  llvm::DenseSet<int64_t> usedGroups;
  bool wrapIds = false;
  module.walk([&](gpu::LaunchFuncOp launch) {
    blocks[launch->getBlock()].push_back(launch);
    if (auto id = launch->getAttrOfType<IntegerAttr>(kHorizontalGroupAttr)) {
      int64_t value = id.getInt();
      usedGroups.insert(value);
      if (value == std::numeric_limits<int64_t>::max())
        wrapIds = true;
      else
        nextGroup = std::max(nextGroup, value + 1);
    }
  });
  if (wrapIds)
    nextGroup = 0;
  auto takeGroupId = [&]() {
    while (usedGroups.contains(nextGroup))
      ++nextGroup;
    usedGroups.insert(nextGroup);
    return nextGroup;
  };
  llvm::DenseMap<Operation *, KernelProfile> profiles;
  for (auto &[block, launches] : blocks) {
    if (roofline) {
      planBlockByRoofline(*block, launches, options, *device, takeGroupId);
      continue;
    }
    SmallVector<LaunchProfile> seq;
    for (gpu::LaunchFuncOp launch : launches) {
      LaunchProfile p;
      p.launch = launch;
      p.taken = launch->hasAttr(kHorizontalGroupAttr);
      p.kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
          launch, launch.getKernel());
      p.threads = blockThreads(launch);
      if (p.kernel) {
        auto [it, inserted] = profiles.try_emplace(p.kernel);
        if (inserted)
          it->second = profileKernel(p.kernel, options.defaultTripCount);
        p.profile = it->second;
        double intensity = p.profile.intensity();
        p.kind = intensity < options.memoryBoundBelow    ? KernelClass::Memory
                 : intensity > options.computeBoundAbove ? KernelClass::Compute
                                                         : KernelClass::Neither;
      }
      seq.push_back(p);
    }
    size_t n = seq.size();
    // One launch graph per block serves every pair's checks.
    LaunchGraph graph(*block);
    // Candidates: contrasting pairs within the window, judged once.
    struct Judged {
      size_t i, j;
      PairVerdict verdict;
    };
    SmallVector<Judged> judged;
    for (size_t i = 0; i < n; ++i) {
      if (seq[i].taken || !seq[i].kernel)
        continue;
      for (size_t j = i + 1; j < n && j - i <= size_t(options.window); ++j) {
        if (seq[j].taken || !seq[j].kernel || !contrasting(seq[i], seq[j]))
          continue;
        judged.push_back({i, j, judgePair(seq[i], seq[j], graph)});
      }
    }
    // Greedy: the largest contrast first, then the nearest pair (launches
    // move least), then program order.
    SmallVector<size_t> order(judged.size());
    std::iota(order.begin(), order.end(), 0);
    llvm::stable_sort(order, [&](size_t x, size_t y) {
      const Judged &a = judged[x], &b = judged[y];
      if (a.verdict.contrast != b.verdict.contrast)
        return a.verdict.contrast > b.verdict.contrast;
      return a.j - a.i < b.j - b.i;
    });
    SmallVector<std::optional<size_t>> partner(n);
    Builder builder(module.getContext());
    for (size_t k : order) {
      const Judged &c = judged[k];
      if (!c.verdict.candidate || partner[c.i] || partner[c.j])
        continue;
      partner[c.i] = c.j;
      partner[c.j] = c.i;
      int64_t group = takeGroupId();
      for (size_t index : {c.i, c.j})
        seq[index].launch->setAttr(kHorizontalGroupAttr,
                                   builder.getI64IntegerAttr(group));
      seq[c.i].launch.emitRemark()
          << "kfusion-plan-horizontal: group " << group << ": "
          << describe(seq[c.i]) << " with " << describe(seq[c.j]);
    }
    // Every other free launch says why it stayed alone: no launch of the
    // other class nearby, the reason of its nearest such partner, or that
    // its partners are in other pairs.
    for (size_t i = 0; i < n; ++i) {
      if (seq[i].taken || partner[i] || !seq[i].kernel)
        continue;
      InFlightDiagnostic remark = seq[i].launch.emitRemark();
      remark << "kfusion-plan-horizontal: not paired: " << describe(seq[i])
             << ": ";
      if (seq[i].kind == KernelClass::Neither) {
        remark << "fusion pays off for a memory-bound kernel with a "
                  "compute-bound one";
        continue;
      }
      const Judged *nearest = nullptr;
      bool anyCandidate = false;
      for (const Judged &c : judged) {
        if (c.i != i && c.j != i)
          continue;
        anyCandidate |= c.verdict.candidate;
        size_t distance = c.j - c.i;
        if (!c.verdict.candidate &&
            (!nearest || distance < nearest->j - nearest->i))
          nearest = &c;
      }
      StringRef other =
          seq[i].kind == KernelClass::Memory ? "compute-bound" : "memory-bound";
      if (anyCandidate)
        remark << "the " << other << " launches it could pair with are in "
               << "pairs of more contrast";
      else if (nearest)
        remark << "with "
               << describe(seq[nearest->i == i ? nearest->j : nearest->i])
               << ": " << nearest->verdict.reason;
      else
        remark << "no free " << other << " launch within " << options.window
               << " launches";
    }
  }
  return success();
}

namespace {
struct KFusionPlanHorizontalPass final
    : kfusion::impl::KFusionPlanHorizontalPassBase<KFusionPlanHorizontalPass> {
  using Base::Base;

  void runOnOperation() override {
    KFusionPlanHorizontalPassOptions options;
    options.memoryBoundBelow = memoryBoundBelow;
    options.computeBoundAbove = computeBoundAbove;
    options.defaultTripCount = defaultTripCount;
    options.window = window;
    options.model = model;
    options.minGain = minGain;
    options.searchPartitions = searchPartitions;
    options.device = device;
    if (failed(planHorizontalGroups(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
