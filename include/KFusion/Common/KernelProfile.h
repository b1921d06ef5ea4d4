//===- KernelProfile.h - Static instruction mix of a kernel -----*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A codeless profile of a kernel: how many global-memory accesses, shared-
// memory accesses and arithmetic operations one thread executes, counted
// from the IR with loop trip counts. Horizontal fusion pays off when one
// kernel of a pair waits on memory while the other keeps the ALUs busy
// (HFuse); the ratio of arithmetic to global accesses tells the two apart
// without running them. Used by kfusion-plan-horizontal.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_KERNELPROFILE_H
#define KFUSION_COMMON_KERNELPROFILE_H

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <algorithm>
#include <cstdint>

namespace mlir::kfusion {

/// The GPU memory space a memref or pointer value designates: global (no
/// space, `#gpu.address_space<global>`, or a numeric space other than 3 and
/// 5), shared (workgroup, 3), private (5, or any `memref.alloca`); None for
/// other values. Shared by the kernel analyses that count memory accesses.
enum class MemorySpaceKind { Global, Shared, Private, None };
MemorySpaceKind memorySpaceOf(Value value);

/// Operations one thread of a kernel executes, weighted by the trip counts
/// of the loops around them.
struct KernelProfile {
  /// Loads, stores and atomics on global (non-workgroup, non-private)
  /// memory: memref, vector and llvm accesses.
  double globalAccesses = 0;
  /// The same on workgroup (shared) memory.
  double sharedAccesses = 0;
  /// arith and math operations (constants and casts of index values not
  /// counted), shuffles and subgroup reductions.
  double arithmetic = 0;
  /// Bytes of the kernel's static workgroup attributions.
  int64_t staticSharedBytes = 0;
  /// Whether a loop without a constant trip count was counted with the
  /// default trip count.
  bool estimatedTripCounts = false;

  /// Arithmetic operations per global-memory access.
  double intensity() const {
    return arithmetic / std::max(1.0, globalAccesses);
  }
};

/// Counts the operations of `kernel` and of the functions with a body it
/// calls (each call counts the callee's body). A loop's body counts
/// `tripCount` times when its bounds and step are constants, else
/// `defaultTripCount` times; both branches of a conditional count.
KernelProfile profileKernel(FunctionOpInterface kernel,
                            int64_t defaultTripCount = 16);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_KERNELPROFILE_H
