//===- SyncSupport.h - What the cuSync passes share ---------------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The layout of the semaphore array and small lookups that kfusion-plan-sync
// and kfusion-insert-semaphores both use.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_SYNC_SYNCSUPPORT_H
#define KFUSION_LIB_SYNC_SYNCSUPPORT_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::kfusion {

/// Slots of the semaphore array after the policy's semaphores: producer
/// blocks started (the wait-kernel's), producer and consumer tile counters.
inline constexpr int64_t kStartedSlot = 0, kProducerCounterSlot = 1,
                         kConsumerCounterSlot = 2, kExtraSlots = 3;

/// The values of kfusion.sync_wait_at.
inline bool isSyncWaitAt(StringRef value) {
  return value == "entry" || value == "first-use" || value == "in-loop";
}
inline constexpr llvm::StringLiteral kSyncWaitAtValues =
    "\"entry\", \"first-use\" or \"in-loop\"";

inline gpu::GPUFuncOp lookupKernel(gpu::LaunchFuncOp launch) {
  return dyn_cast_or_null<gpu::GPUFuncOp>(
      SymbolTable::lookupNearestSymbolFrom(launch, launch.getKernel()));
}

} // namespace mlir::kfusion

#endif // KFUSION_LIB_SYNC_SYNCSUPPORT_H
