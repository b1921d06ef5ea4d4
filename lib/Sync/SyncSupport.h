//===- SyncSupport.h - What the cuSync passes share -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The layout of the semaphore array and small lookups that kfusion-plan-sync
// and kfusion-insert-semaphores both use, and the boxes of tile accesses that
// the tile relation and the loop waits both enumerate.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_SYNC_SYNCSUPPORT_H
#define KFUSION_LIB_SYNC_SYNCSUPPORT_H

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Sync/TileDependence.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"

#include <array>
#include <limits>
#include <optional>

namespace mlir::kfusion {

namespace sync {
/// The unbounded ends of the tile intervals (TileDependence.cpp's ranges,
/// SyncPolicy.cpp's clamps).
inline constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
inline constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
} // namespace sync

/// Slots of the semaphore array after the policy's semaphores: producer
/// blocks started (the wait-kernel's), producer and consumer tile counters.
inline constexpr int64_t kStartedSlot = 0, kProducerCounterSlot = 1,
                         kConsumerCounterSlot = 2, kExtraSlots = 3;

/// The values of kfusion.sync_wait_at (the dialect's rule).
inline bool isSyncWaitAt(StringRef value) { return isSyncWaitAtName(value); }
inline constexpr llvm::StringLiteral kSyncWaitAtValues =
    "\"entry\", \"first-use\" or \"in-loop\"";

inline gpu::GPUFuncOp lookupKernel(gpu::LaunchFuncOp launch) {
  return dyn_cast_or_null<gpu::GPUFuncOp>(
      SymbolTable::lookupNearestSymbolFrom(launch, launch.getKernel()));
}

/// Why the launches `producer` -> `consumer` cannot run as a cuSync pair, or
/// an empty string: one block, adjacent in its launch graph, both async
/// (the producer with at most one dependency, the consumer on the producer's
/// token or its dependency) or both synchronous without dependencies,
/// distinct gpu.func kernels with one exit each (a block-collective post or
/// wait must be reached by every thread). kfusion-plan-sync declines such a
/// pair with this reason; kfusion-insert-semaphores refuses it alike.
std::string launchPairRefusal(gpu::LaunchFuncOp producer,
                              gpu::LaunchFuncOp consumer);

/// The single gpu.return of `kernel`, when it ends its entry block and no
/// other exit exists.
gpu::ReturnOp singleReturn(gpu::GPUFuncOp kernel);

/// floor(a / b) and ceil(a / b) for b != 0.
inline int64_t floorDiv(int64_t a, int64_t b) {
  return llvm::divideFloorSigned(a, b);
}
inline int64_t ceilDiv(int64_t a, int64_t b) {
  return llvm::divideCeilSigned(a, b);
}

/// A closed interval of element indices.
struct ElementInterval {
  int64_t lo, hi;
};

/// The elements `access` covers in block `tile`, per memref dimension of
/// `type` (a dimension whose index is not known: all of it).
SmallVector<ElementInterval> boxAt(const TileAccess &access, MemRefType type,
                                   const std::array<int64_t, 3> &tile);

/// True when the boxes `a` and `b` share an element.
bool intersects(ArrayRef<ElementInterval> a, ArrayRef<ElementInterval> b);

/// The launch's kernel operands that are integer constants (std::nullopt for
/// the others).
SmallVector<std::optional<int64_t>> constantOperands(gpu::LaunchFuncOp launch);

} // namespace mlir::kfusion

#endif // KFUSION_LIB_SYNC_SYNCSUPPORT_H
