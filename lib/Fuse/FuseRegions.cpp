//===- FuseRegions.cpp - kfusion-fuse's choice per region -----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A function's candidates differ region by region: the ILP's plan may fuse a
// group the model projects slower than the same ops unfused (for the plan as
// a whole, which the ILP scores by its patterns' savings), while another
// region gains from it. Each region is a smallest set of ops that no
// candidate's kernel crosses: the union-find closure of every candidate's
// stitch groups, and of ops at one location (launches name the ops they
// compute by location, so ops sharing a location must share a region for the
// launches' times to be attributed). Kernel packs are not closed over by
// default: a packed launch's time goes to its regions by their share of its
// ops, and in the composed plan a pack is kept only where every kernel of it
// comes from its candidate. That share is a guess (the roofline projects the
// packed launch whole), so kfusion-fuse also tries regions closed over packs
// where the finer composition does not win.
//
//===----------------------------------------------------------------------===//

#include "FuseRegions.h"

#include "KFusion/Stitch/StitchGraph.h"

#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::kfusion;

namespace mlir::kfusion::fuse {

SmallVector<Location> sourceOpsOf(gpu::LaunchFuncOp launch, Location funcLoc) {
  Location loc = launch.getLoc();
  if (loc == funcLoc)
    return {};
  if (auto fused = dyn_cast<FusedLoc>(loc))
    return SmallVector<Location>(fused.getLocations());
  return {loc};
}

bool RegionChoice::uniform() const {
  return llvm::all_of(regions, [&](const FuseRegion &r) {
    return r.fastest == regions.front().fastest;
  });
}

std::optional<unsigned> RegionChoice::regionOf(Location loc) const {
  auto it = regionAt.find(loc);
  if (it == regionAt.end())
    return std::nullopt;
  return it->second;
}

SmallVector<Operation *> plannedOps(func::FuncOp planned) {
  SmallVector<Operation *> ops;
  planned.walk([&](Operation *op) {
    if (op->hasAttr(kStitchGroupAttr))
      ops.push_back(op);
  });
  return ops;
}

/// Why the candidates' planned ops differ (empty: they are the same ops, by
/// name and location, in the same order).
static std::string differences(ArrayRef<PlannedCandidate> candidates,
                               ArrayRef<SmallVector<Operation *>> opsOf) {
  ArrayRef<Operation *> first = opsOf.front();
  for (unsigned c = 1; c < candidates.size(); ++c) {
    ArrayRef<Operation *> other = opsOf[c];
    if (other.size() != first.size())
      return llvm::formatv("the candidates' prepared functions differ ({0}: "
                           "{1} planned ops, {2}: {3})",
                           candidates.front().name, first.size(),
                           candidates[c].name, other.size());
    for (auto [i, a, b] : llvm::enumerate(first, other))
      if (a->getName() != b->getName() || a->getLoc() != b->getLoc())
        return llvm::formatv("the candidates' prepared functions differ at "
                             "planned op {0} ({1} in {2}, {3} in {4})",
                             i, a->getName(), candidates.front().name,
                             b->getName(), candidates[c].name);
  }
  return {};
}

RegionChoice chooseRegions(ArrayRef<PlannedCandidate> candidates,
                           Location funcLoc, const DeviceDescription &device,
                           bool wholePacks) {
  RegionChoice choice;
  choice.wholePacks = wholePacks;
  if (candidates.size() < 2) {
    choice.refusal = "it needs at least two other candidates";
    return choice;
  }
  SmallVector<SmallVector<Operation *>> opsOf;
  for (const PlannedCandidate &c : candidates)
    opsOf.push_back(plannedOps(c.planned));
  choice.refusal = differences(candidates, opsOf);
  if (!choice.refusal.empty())
    return choice;
  unsigned n = opsOf.front().size();
  if (n == 0) {
    choice.refusal = "the function has no planned ops";
    return choice;
  }

  // Regions: ops at one location together, then each candidate's groups.
  llvm::EquivalenceClasses<unsigned> classes;
  for (unsigned i = 0; i < n; ++i)
    classes.insert(i);
  llvm::DenseMap<Location, unsigned> firstAt;
  for (unsigned i = 0; i < n; ++i) {
    auto [it, fresh] = firstAt.try_emplace(opsOf.front()[i]->getLoc(), i);
    if (!fresh)
      classes.unionSets(it->second, i);
  }
  for (ArrayRef<Operation *> ops : opsOf) {
    llvm::DenseMap<int64_t, unsigned> firstOfGroup, firstOfPack;
    for (auto [i, op] : llvm::enumerate(ops)) {
      int64_t group = op->getAttrOfType<IntegerAttr>(kStitchGroupAttr).getInt();
      auto [it, fresh] = firstOfGroup.try_emplace(group, i);
      if (!fresh)
        classes.unionSets(it->second, i);
      auto pack = op->getAttrOfType<IntegerAttr>(kStitchPackAttr);
      if (!wholePacks || !pack)
        continue;
      auto [pt, freshPack] = firstOfPack.try_emplace(pack.getInt(), i);
      if (!freshPack)
        classes.unionSets(pt->second, i);
    }
  }
  unsigned numCandidates = candidates.size();
  llvm::DenseMap<unsigned, unsigned> regionOfLeader;
  choice.regionOfOp.resize(n);
  for (unsigned i = 0; i < n; ++i) {
    unsigned leader = classes.getLeaderValue(i);
    auto [it, fresh] =
        regionOfLeader.try_emplace(leader, choice.regions.size());
    if (fresh) {
      FuseRegion region;
      region.seconds.assign(numCandidates, 0.0);
      region.launches.assign(numCandidates, 0);
      choice.regions.push_back(std::move(region));
    }
    choice.regionOfOp[i] = it->second;
    choice.regions[it->second].ops.push_back(i);
  }
  for (auto [loc, i] : firstAt)
    choice.regionAt[loc] = choice.regionOfOp[i];

  // Each candidate's launches, by their share of each region's ops.
  constexpr double kInf = std::numeric_limits<double>::infinity();
  for (unsigned c = 0; c < numCandidates; ++c) {
    for (const LaunchProjection &lp : candidates[c].projection->perLaunch) {
      llvm::SmallDenseMap<unsigned, unsigned> share;
      unsigned total = 0;
      for (Location loc : sourceOpsOf(lp.launch, funcLoc))
        if (std::optional<unsigned> r = choice.regionOf(loc)) {
          ++share[*r];
          ++total;
        }
      if (!total)
        continue;
      double own =
          lp.projection ? device.launchOverhead + lp.projection->seconds : kInf;
      for (auto [r, count] : share) {
        choice.regions[r].seconds[c] += own * count / total;
        ++choice.regions[r].launches[c];
      }
    }
  }
  for (FuseRegion &region : choice.regions)
    for (unsigned c = 1; c < numCandidates; ++c)
      if (region.seconds[c] < region.seconds[region.fastest])
        region.fastest = c;
  return choice;
}

LogicalResult composeRegionPlan(func::FuncOp target,
                                ArrayRef<PlannedCandidate> candidates,
                                const RegionChoice &choice) {
  SmallVector<Operation *> mine = plannedOps(target);
  if (mine.size() != choice.regionOfOp.size())
    return failure();
  // A pack stays where each of its kernels is its candidate's choice.
  SmallVector<SmallVector<Operation *>> opsOf;
  SmallVector<llvm::SmallSet<int64_t, 4>> brokenPacks(candidates.size());
  for (auto [c, candidate] : llvm::enumerate(candidates)) {
    opsOf.push_back(plannedOps(candidate.planned));
    for (auto [i, op] : llvm::enumerate(opsOf.back()))
      if (auto pack = op->getAttrOfType<IntegerAttr>(kStitchPackAttr))
        if (choice.candidateOfOp(i) != c)
          brokenPacks[c].insert(pack.getInt());
  }
  // Ids apart per candidate: its own in the low 32 bits.
  auto ofCandidate = [](IntegerAttr id, unsigned c) {
    return IntegerAttr::get(id.getType(),
                            (static_cast<int64_t>(c) << 32) + id.getInt());
  };
  constexpr StringLiteral planAttrs[] = {
      kStitchGroupAttr,   kStitchCompositionAttr, kStitchPackAttr,
      kStitchThreadsAttr, kStitchRowsAttr,        kStitchRowsPerThreadAttr};
  for (auto [i, op] : llvm::enumerate(mine)) {
    unsigned c = choice.candidateOfOp(i);
    Operation *from = opsOf[c][i];
    for (StringRef name : planAttrs) {
      op->removeAttr(name);
      Attribute value = from->getAttr(name);
      if (!value)
        continue;
      if (name == kStitchGroupAttr)
        value = ofCandidate(cast<IntegerAttr>(value), c);
      if (name == kStitchPackAttr) {
        if (brokenPacks[c].contains(cast<IntegerAttr>(value).getInt()))
          continue;
        value = ofCandidate(cast<IntegerAttr>(value), c);
      }
      op->setAttr(name, value);
    }
  }
  return success();
}

} // namespace mlir::kfusion::fuse

std::pair<double, unsigned>
fuse::timeOfOps(const FunctionProjection &projection, ArrayRef<Location> ops,
                Location funcLoc, const DeviceDescription &device) {
  double seconds = 0;
  unsigned launches = 0;
  for (const LaunchProjection &lp : projection.perLaunch) {
    SmallVector<Location> theirs = sourceOpsOf(lp.launch, funcLoc);
    unsigned shared = llvm::count_if(
        theirs, [&](Location l) { return llvm::is_contained(ops, l); });
    if (!shared)
      continue;
    ++launches;
    double own =
        device.launchOverhead + (lp.projection ? lp.projection->seconds : 0.0);
    seconds += own * shared / theirs.size();
  }
  return {seconds, launches};
}
