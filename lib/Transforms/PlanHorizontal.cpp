//===- PlanHorizontal.cpp - kfusion-plan-horizontal -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Chooses horizontal fusion groups: adjacent, independent launches of a
// memory-bound and a compute-bound kernel (by their codeless profiles, see
// KFusion/Analysis/KernelProfile.h). Per block:
//  1. The launches in order; one already in a group is taken.
//  2. Each pair of neighbours (no launch between them) that are both free is
//     a candidate if one kernel is memory-bound and the other compute-bound,
//     their blocks have at most 1024 threads together, and the fusion's own
//     checks pass (run without changing the IR, their remark captured).
//  3. A dynamic program over the sequence picks disjoint candidates with
//     the largest total contrast |log(intensity_a / intensity_b)|.
//  4. The chosen pairs get `kfusion.group = N` with ids above any in use;
//     every pair considered gets a remark saying what became of it.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Analysis/KernelProfile.h"
#include "KFusion/Transforms/Passes.h"
#include "KFusion/Transforms/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"

#include <cmath>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPLANHORIZONTALPASS
#include "KFusion/Transforms/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static constexpr StringLiteral kGroupAttr = "kfusion.group";
static constexpr int64_t kMaxBlockThreads = 1024;

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

/// Why a pair of neighbours is not a candidate, or its contrast.
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
  os << gpu::LaunchFuncOp(p.launch).getKernel() << " (" << className(p.kind) << ": "
     << llvm::format("%.1f", p.profile.intensity())
     << " arithmetic ops per global access)";
  return text;
}

static std::optional<int64_t> blockThreads(gpu::LaunchFuncOp launch) {
  int64_t threads = 1;
  for (Value v : {launch.getBlockSizeX(), launch.getBlockSizeY(),
                  launch.getBlockSizeZ()}) {
    std::optional<int64_t> c = getConstantIntValue(v);
    if (!c)
      return std::nullopt;
    threads *= *c;
  }
  return threads;
}

/// Runs the fusion's checks on the pair without changing the IR and
/// returns the reason it gives when it declines, or an empty string.
static std::string fusionRefusal(gpu::LaunchFuncOp a, gpu::LaunchFuncOp b) {
  std::string reason;
  ScopedDiagnosticHandler capture(a.getContext(), [&](Diagnostic &diag) {
    if (reason.empty())
      reason = diag.str();
    return success();
  });
  HorizontalFusionConfig config;
  if (succeeded(checkHorizontalFusion({a, b}, config, "the pair")))
    return "";
  StringRef text(reason);
  text.consume_front("not fusing the pair: ");
  return text.empty() ? "the fusion declines it" : text.str();
}

static PairVerdict judgePair(LaunchProfile &a, LaunchProfile &b) {
  PairVerdict verdict;
  bool contrasting = (a.kind == KernelClass::Memory &&
                      b.kind == KernelClass::Compute) ||
                     (a.kind == KernelClass::Compute &&
                      b.kind == KernelClass::Memory);
  if (!contrasting) {
    verdict.reason =
        a.kind == b.kind && a.kind == KernelClass::Memory
            ? "both are memory-bound: neither leaves idle issue slots for "
              "the other, and two streams already overlap them"
        : a.kind == b.kind && a.kind == KernelClass::Compute
            ? "both are compute-bound: they compete for the same issue slots"
            : "fusion pays off for a memory-bound kernel with a "
              "compute-bound one";
    return verdict;
  }
  if (!a.threads || !b.threads) {
    verdict.reason = "a block size is not a constant";
    return verdict;
  }
  if (*a.threads + *b.threads > kMaxBlockThreads) {
    verdict.reason = ("their blocks need " +
                      Twine(*a.threads + *b.threads) +
                      " threads together, more than 1024 (give partitions "
                      "with kfusion.group and kfusion.partition by hand, or "
                      "let the tuner choose them)")
                         .str();
    return verdict;
  }
  std::string refusal = fusionRefusal(a.launch, b.launch);
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

LogicalResult
mlir::kfusion::planHorizontalGroups(ModuleOp module,
                                    const HorizontalPlanOptions &options) {
  if (options.memoryBoundBelow > options.computeBoundAbove)
    return module.emitError()
           << "kfusion-plan-horizontal: memory-bound-below ("
           << options.memoryBoundBelow << ") is above compute-bound-above ("
           << options.computeBoundAbove << ")";
  if (options.defaultTripCount < 1)
    return module.emitError()
           << "kfusion-plan-horizontal: default-trip-count must be at least "
              "1, not "
           << options.defaultTripCount;
  // Launches by block, in order, and the group ids in use.
  llvm::MapVector<Block *, SmallVector<gpu::LaunchFuncOp>> blocks;
  int64_t nextGroup = 0;
  module.walk([&](gpu::LaunchFuncOp launch) {
    blocks[launch->getBlock()].push_back(launch);
    if (auto id = launch->getAttrOfType<IntegerAttr>(kGroupAttr))
      nextGroup = std::max(nextGroup, id.getInt() + 1);
  });
  llvm::DenseMap<Operation *, KernelProfile> profiles;
  for (auto &[block, launches] : blocks) {
    SmallVector<LaunchProfile> seq;
    for (gpu::LaunchFuncOp launch : launches) {
      LaunchProfile p;
      p.launch = launch;
      p.taken = launch->hasAttr(kGroupAttr);
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
    if (n < 2)
      continue;
    // Verdicts on neighbours; best[i]: the largest contrast of disjoint
    // candidates among the first i launches.
    SmallVector<PairVerdict> verdicts(n);
    for (size_t i = 0; i + 1 < n; ++i) {
      if (seq[i].taken || seq[i + 1].taken)
        continue;
      if (!seq[i].kernel || !seq[i + 1].kernel) {
        verdicts[i].reason = "a kernel is not a gpu.func of the module";
        continue;
      }
      verdicts[i] = judgePair(seq[i], seq[i + 1]);
    }
    SmallVector<double> best(n + 1, 0.0);
    SmallVector<bool> pairEnds(n + 1, false);
    for (size_t i = 2; i <= n; ++i) {
      best[i] = best[i - 1];
      const PairVerdict &v = verdicts[i - 2];
      if (v.candidate && best[i - 2] + v.contrast > best[i]) {
        best[i] = best[i - 2] + v.contrast;
        pairEnds[i] = true;
      }
    }
    SmallVector<bool> chosen(n, false); // chosen[i]: pair (i, i+1)
    for (size_t i = n; i >= 2;) {
      if (pairEnds[i]) {
        chosen[i - 2] = true;
        i -= 2;
      } else {
        --i;
      }
    }
    for (size_t i = 0; i + 1 < n; ++i) {
      if (seq[i].taken || seq[i + 1].taken)
        continue;
      const PairVerdict &v = verdicts[i];
      InFlightDiagnostic remark = seq[i].launch.emitRemark();
      remark << "kfusion-plan-horizontal: ";
      if (chosen[i]) {
        Builder builder(module.getContext());
        for (size_t k : {i, i + 1})
          seq[k].launch->setAttr(kGroupAttr,
                                 builder.getI64IntegerAttr(nextGroup));
        remark << "group " << nextGroup << ": " << describe(seq[i]) << " with "
               << describe(seq[i + 1]);
        ++nextGroup;
        continue;
      }
      remark << "not pairing " << describe(seq[i]) << " with "
             << describe(seq[i + 1]) << ": ";
      if (v.candidate)
        remark << "its neighbours make better pairs";
      else
        remark << v.reason;
    }
  }
  return success();
}

namespace {
struct KFusionPlanHorizontalPass final
    : kfusion::impl::KFusionPlanHorizontalPassBase<KFusionPlanHorizontalPass> {
  using Base::Base;

  void runOnOperation() override {
    HorizontalPlanOptions options;
    options.memoryBoundBelow = memoryBoundBelow;
    options.computeBoundAbove = computeBoundAbove;
    options.defaultTripCount = defaultTripCount;
    if (failed(planHorizontalGroups(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
