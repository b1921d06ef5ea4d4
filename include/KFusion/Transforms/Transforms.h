//===- Transforms.h - KFusion transformation entry points ---------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the KFusion passes, callable without a pass manager by
// tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TRANSFORMS_TRANSFORMS_H
#define KFUSION_TRANSFORMS_TRANSFORMS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

class HorizontalOp;

//===----------------------------------------------------------------------===//
// Horizontal fusion
//===----------------------------------------------------------------------===//

/// How the launches of one group are fused (the options of
/// `kfusion-horizontal-fusion`, resolved for one group).
struct HorizontalFusionConfig {
  /// Threads of each kernel's partition, in group order; empty: from the
  /// launches' `kfusion.partition` attributes, else their block sizes.
  SmallVector<int64_t> partitions;
  /// `nvvm.maxnreg` of the fused kernel; unset: from the launches'
  /// `kfusion.max_registers` attribute, else none.
  std::optional<int64_t> maxRegisters;
  /// HFuse's serial baseline instead of thread partitions.
  bool serial = false;
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

/// Fuses every group of `module`: the launches named by `kernels` (one
/// group) when it is not empty, else the launches grouped by their
/// `kfusion.group` attributes. Groups that cannot be fused are left as they
/// are, with a remark. Returns failure (after an error) only for malformed
/// requests: a name in `kernels` that matches no launch or several, a
/// `kfusion.group` that is not an integer, a partition list whose length is
/// not the group's.
LogicalResult fuseHorizontalGroups(ModuleOp module,
                                   ArrayRef<std::string> kernels,
                                   const HorizontalFusionConfig &config);

/// Replaces `op` by guarded code that runs each region on its partition
/// with partition-local ids, barriers and dynamic shared memory (see
/// `kfusion-lower-horizontal`).
void lowerHorizontalOp(RewriterBase &rewriter, HorizontalOp op);

/// Lowers every `kfusion.horizontal` op nested in `root`.
void lowerHorizontalOps(Operation *root);

/// Writes every object of every `gpu.binary` in `module` to
/// `<outputDir>/<binary>.<chip>.<ext>` and appends the paths written to
/// `written`. Creates `outputDir` if needed. Emits an error on the binary
/// whose object could not be written and returns failure.
LogicalResult dumpGpuBinaries(ModuleOp module, StringRef outputDir,
                              SmallVectorImpl<std::string> &written);

} // namespace mlir::kfusion

#endif // KFUSION_TRANSFORMS_TRANSFORMS_H
