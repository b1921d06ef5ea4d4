//===- Transforms.h - KFusion sync entry points -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The logic behind the fine-grained synchronization (cuSync) passes, callable
// without a pass manager by tests and by other compilers that embed KFusion.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_SYNC_TRANSFORMS_H
#define KFUSION_SYNC_TRANSFORMS_H

#include "KFusion/Dialect/DeviceDescription.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Sync/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

/// Attributes of a synchronized pair (see `kfusion-plan-sync`).
inline constexpr llvm::StringLiteral kSyncPairAttr =
    KFusionDialect::SyncPairAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kTileDepAttr =
    KFusionDialect::TileDepAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kSyncPolicyAttr =
    KFusionDialect::SyncPolicyAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kTileOrderAttr =
    KFusionDialect::TileOrderAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kSyncWaitKernelAttr =
    KFusionDialect::SyncWaitKernelAttrHelper::getNameStr();
inline constexpr llvm::StringLiteral kSyncWaitAtAttr =
    KFusionDialect::SyncWaitAtAttrHelper::getNameStr();

/// Plans every host function of `module` (see `kfusion-plan-sync`), or with
/// `scope` only the launches nested in it. `options` are the pass's
/// (TableGen's struct, its defaults); the device is resolved here. Fails
/// (after an error on `module`) for invalid options.
LogicalResult planSyncPairs(ModuleOp module,
                            const KFusionPlanSyncPassOptions &options = {},
                            Operation *scope = nullptr);

/// Rewrites every pair of `module` marked `kfusion.sync_pair` (see
/// `kfusion-insert-semaphores`). Pairs that cannot be synchronized get a
/// remark and stay as they are; failure only for malformed attributes.
LogicalResult insertSemaphores(ModuleOp module, bool checks = true);

/// Lowers the kfusion.sem_wait, kfusion.sem_poll, kfusion.sem_post and
/// kfusion.next_tile ops nested in `root` (see `kfusion-lower-sync`). The
/// context must have the arith, gpu, memref, scf, llvm and nvvm dialects
/// loaded.
/// `options` are the pass's: target nvvm, or generic (memref atomics, what
/// the interpreter runs); fails (after an error) for invalid ones.
LogicalResult lowerSyncOps(Operation *root,
                           const KFusionLowerSyncPassOptions &options = {});

} // namespace mlir::kfusion

#endif // KFUSION_SYNC_TRANSFORMS_H
