//===- FuseRegions.h - kfusion-fuse's choice per region ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The choice per region of a linalg function: the function's ops are
// partitioned into regions that no candidate's kernel crosses (the union of
// every candidate's stitch groups, and of ops at one location; or also of its
// packed kernels), each region's projected time under each candidate is the
// time of that candidate's launches computing its ops (a launch computing ops
// of several regions, a packed one, counted by its share of them), and each
// region takes its fastest candidate's plan. The `per-region` candidate is the
// function planned so, built by kfusion-stitch and projected whole like every
// other candidate. Internal to lib/Fuse.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_FUSE_FUSEREGIONS_H
#define KFUSION_LIB_FUSE_FUSEREGIONS_H

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Dialect/DeviceDescription.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace mlir::kfusion::fuse {

/// The candidate made of the others' plans, one per region.
inline constexpr StringLiteral kPerRegionCandidate = "per-region";

/// The source ops a launch computes, by location: its FusedLoc's locations
/// (kfusion-stitch and the GEMM lowering launch at the fused locations of the
/// ops each kernel computes); none where it carries the function's own.
SmallVector<Location> sourceOpsOf(gpu::LaunchFuncOp launch, Location funcLoc);

/// A candidate's projected time of the ops `ops`: each of its launches that
/// computes some of them counted by its share of them (the launch overhead
/// included), and how many launches that is.
std::pair<double, unsigned> timeOfOps(const FunctionProjection &projection,
                                      ArrayRef<Location> ops, Location funcLoc,
                                      const DeviceDescription &device);

/// A linalg candidate as the choice per region reads it: its function after
/// kfusion-plan-stitch (the plan on the ops) and the projection of what
/// kfusion-stitch made of it.
struct PlannedCandidate {
  StringRef name;
  func::FuncOp planned;
  const FunctionProjection *projection;
};

/// Ops that every candidate's kernels keep together or apart alike.
struct FuseRegion {
  /// Indices into plannedOps(), in the function's order.
  SmallVector<unsigned> ops;
  /// Per candidate: the projected time of its launches' share of the ops
  /// (launch overhead included; infinity where one of them is not
  /// projected) and how many launches compute some of them.
  SmallVector<double> seconds;
  SmallVector<unsigned> launches;
  /// The fastest candidate (the first on ties).
  unsigned fastest = 0;
};

/// The regions of a function and their choices.
struct RegionChoice {
  SmallVector<FuseRegion> regions;
  /// Per op of plannedOps(): its region.
  SmallVector<unsigned> regionOfOp;
  /// The region of each op's location.
  llvm::DenseMap<Location, unsigned> regionAt;
  /// Why the candidates cannot be composed by region (empty: they can).
  std::string refusal;
  /// Whether packed kernels were closed over (chooseRegions' wholePacks).
  bool wholePacks = false;

  /// The candidate whose plan op `i` takes.
  unsigned candidateOfOp(unsigned i) const {
    return regions[regionOfOp[i]].fastest;
  }
  /// Whether every region takes the same candidate (a plan per region is
  /// then that candidate's).
  bool uniform() const;
  /// The region of a diagnostic at `loc` (the location of one of the ops).
  std::optional<unsigned> regionOf(Location loc) const;
};

/// The ops of a planned function that carry a stitch group, in order.
SmallVector<Operation *> plannedOps(func::FuncOp planned);

/// Partitions the ops of `candidates`' planned functions (the same prepared
/// ops in the same order: otherwise `refusal` says how they differ) into
/// regions and chooses each region's fastest candidate on `device`. With
/// `wholePacks` a candidate's packed kernels are closed over too (a packed
/// launch then lies in one region: coarser regions, no launch shared).
RegionChoice chooseRegions(ArrayRef<PlannedCandidate> candidates,
                           Location funcLoc, const DeviceDescription &device,
                           bool wholePacks = false);

/// Writes on `target` (a copy of the candidates' planned function) each op's
/// plan from its region's candidate: stitch groups (and schedules, and
/// compositions) as that candidate planned them, under ids no other
/// candidate's share; a packed launch kept where all of its kernels come from
/// that candidate, its kernels launched alone otherwise. Fails (silently)
/// where `target`'s planned ops are not as many as the candidates'.
LogicalResult composeRegionPlan(func::FuncOp target,
                                ArrayRef<PlannedCandidate> candidates,
                                const RegionChoice &choice);

} // namespace mlir::kfusion::fuse

#endif // KFUSION_LIB_FUSE_FUSEREGIONS_H
