//===- Transforms.h - KFusion horizontal entry points -----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the horizontal fusion (HFuse) passes, callable without a
// pass manager by tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_HORIZONTAL_TRANSFORMS_H
#define KFUSION_HORIZONTAL_TRANSFORMS_H

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Horizontal/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

class LaunchGraph;

/// Attributes of a horizontal group on its launches (see
/// `kfusion-plan-horizontal`, `kfusion-horizontal-fusion`).
inline constexpr llvm::StringLiteral kHorizontalGroupAttr =
    KFusionDialect::HorizontalGroupAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kPartitionAttr =
    KFusionDialect::PartitionAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kMaxRegistersAttr =
    KFusionDialect::MaxRegistersAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kPartitionRegistersAttr =
    KFusionDialect::PartitionRegistersAttrHelper::getNameStr();
/// On every launch of a group: fuse it in serial mode (as `serial=true` does
/// for every group).
inline constexpr llvm::StringLiteral kHorizontalSerialAttr =
    KFusionDialect::HorizontalSerialAttrHelper::getNameStr();
/// On every launch of a group: fuse it in serial mode with each block's
/// region order rotated (as `staggered=true` does for every group).
inline constexpr llvm::StringLiteral kHorizontalStaggeredAttr =
    KFusionDialect::HorizontalStaggeredAttrHelper::getNameStr();
/// On every launch of a group: fuse it with interleaved blocks (as
/// `blocks=true` does for every group).
inline constexpr llvm::StringLiteral kHorizontalBlocksAttr =
    KFusionDialect::HorizontalBlocksAttrHelper::getNameStr();

/// How the launches of one group are fused (the options of
/// `kfusion-horizontal-fusion`, resolved for one group).
struct HorizontalFusionConfig {
  /// Threads of each kernel's partition, in group order; empty: from the
  /// launches' `kfusion.partition` attributes, else their block sizes.
  SmallVector<int64_t> partitions;
  /// `nvvm.maxnreg` of the fused kernel; unset: from the launches'
  /// `kfusion.max_registers` attribute, else none.
  std::optional<int64_t> maxRegisters;
  /// Registers per thread of each kernel's partition after `setmaxnreg`
  /// (0: the fused kernel's), in group order; empty: from the launches'
  /// `kfusion.partition_registers` attributes, else none.
  SmallVector<int64_t> partitionRegisters;
  /// Thread partitions (HFuse), HFuse's serial baseline, or the kernels'
  /// blocks interleaved (each block runs one kernel).
  HorizontalMode mode = HorizontalMode::Partitions;
  /// In serial mode: each block runs the regions in its own rotated order
  /// (`kfusion.horizontal serial staggered`).
  bool staggered = false;
};

/// Fuses `launches` (in this order) into one launch of a new kernel whose
/// body is a `kfusion.horizontal` op, and erases the original kernels that
/// are no longer launched. `groupName` names the group in diagnostics
/// ("group 3"). When the group cannot be fused, emits a remark on the op
/// involved naming the reason and returns failure without changing the IR.
FailureOr<gpu::LaunchFuncOp>
fuseLaunchesHorizontally(ArrayRef<gpu::LaunchFuncOp> launches,
                         const HorizontalFusionConfig &config,
                         StringRef groupName);

/// Runs every check `fuseLaunchesHorizontally` makes on `launches` without
/// changing the IR: success if they would be fused; otherwise the remark
/// naming the reason is emitted (capture it with a diagnostic handler).
/// `graph`, when given, is the launch graph of the launches' block (a planner
/// that checks many groups builds it once).
LogicalResult checkHorizontalFusion(ArrayRef<gpu::LaunchFuncOp> launches,
                                    const HorizontalFusionConfig &config,
                                    StringRef groupName,
                                    LaunchGraph *graph = nullptr);

/// Fuses every group of `module`: the launches named by `options.kernels` (one
/// group) when it is not empty, else the launches grouped by their
/// `kfusion.horizontal_group` attributes. Groups that cannot be fused are
/// left as they are, with a remark. Returns failure (after an error) only for
/// malformed requests: a name in `options.kernels` that matches no launch or
/// several, a `kfusion.horizontal_group` that is not an integer, a partition
/// list whose length is not the group's. `options` are the pass's (TableGen's
/// struct: kernels, partition, max-registers, serial, staggered, blocks),
/// checked here.
LogicalResult
fuseHorizontalGroups(ModuleOp module,
                     const KFusionHorizontalFusionPassOptions &options = {});

/// Marks pairs of adjacent, independent launches of a memory-bound and a
/// compute-bound kernel with new `kfusion.horizontal_group` ids (see
/// `kfusion-plan-horizontal`; `options` are its options, TableGen's struct,
/// defaults included), with a remark on every pair considered. Fails (after
/// an error on `module`) for invalid or inconsistent options, e.g. an unknown
/// model or device.
LogicalResult
planHorizontalGroups(ModuleOp module,
                     const KFusionPlanHorizontalPassOptions &options = {});

/// Replaces `op` by guarded code that runs each region on its partition
/// with partition-local ids, barriers and dynamic shared memory (see
/// `kfusion-lower-horizontal`).
void lowerHorizontalOp(RewriterBase &rewriter, HorizontalOp op);

/// Lowers every `kfusion.horizontal` op nested in `root`. The context must
/// have the arith, memref and scf dialects loaded (the pass declares them).
void lowerHorizontalOps(Operation *root);

} // namespace mlir::kfusion

#endif // KFUSION_HORIZONTAL_TRANSFORMS_H
