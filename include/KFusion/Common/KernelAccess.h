//===- KernelAccess.h - Which buffers a kernel reads and writes -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Per-kernel access summary: for each buffer argument of a kernel (and each
// global memref it names), whether the kernel body reads or writes it. Used
// by horizontal fusion to refuse launches that depend on each other.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_KERNELACCESS_H
#define KFUSION_COMMON_KERNELACCESS_H

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::kfusion {

/// How a kernel touches one buffer. `reader` and `writer` are the first ops
/// found that read or write it (for diagnostics); an op whose effect on the
/// buffer is unknown (a call, a branch carrying the memref, an op without
/// memory-effect information) counts as both.
struct BufferAccess {
  Operation *reader = nullptr;
  Operation *writer = nullptr;

  bool isRead() const { return reader != nullptr; }
  bool isWritten() const { return writer != nullptr; }
  bool isAccessed() const { return isRead() || isWritten(); }
};

/// The buffers one kernel reads and writes.
struct KernelAccessSummary {
  /// One entry per kernel argument; arguments that are not buffers (neither
  /// memrefs nor pointers) are never accessed.
  SmallVector<BufferAccess> arguments;
  /// Global memrefs named by `memref.get_global` in the kernel or in the
  /// functions it calls, by symbol.
  llvm::MapVector<StringAttr, BufferAccess> globals;
};

/// Summarizes the accesses of `kernel`'s body to its memref and pointer
/// arguments and to the globals it names. Views (subview, view, cast,
/// reinterpret_cast, reshapes: ops without memory effects that return a
/// memref) are followed to the accesses through them; reads and writes come
/// from the ops' memory effects (memref.load reads, memref.store and
/// memref.atomic_rmw write, vector transfers and copies likewise). Buffers
/// passed to functions with a body are followed into the callees, and the
/// globals that called functions name count as the kernel's.
KernelAccessSummary summarizeKernelAccesses(FunctionOpInterface kernel);

/// Bytes of one element of type `type` in device memory: integers and floats
/// by their width (rounded up to whole bytes), `index` as 8 bytes (the
/// 64-bit index of the NVVM lowering), vectors and complex numbers from
/// their elements; `std::nullopt` for anything else. Analyses and cost
/// models ask this instead of `getIntOrFloatBitWidth`, which `index` and
/// other element types do not answer.
std::optional<int64_t> getElementSizeInBytes(Type type);

/// `getElementSizeInBytes` of a memref's element type, or of nothing for
/// any other type.
std::optional<int64_t> getMemRefElementSizeInBytes(Type type);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_KERNELACCESS_H
