//===- KernelFootprint.h - Offsets a point kernel reads and writes -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The footprint of a kernel that computes one grid point per thread (the
// form of stencil codes): for each buffer argument, every load and store with
// its indices as constant offsets from the thread's point (or constants, or
// unknown), the stencil radius that follows, and the box of points its guards
// let it write. Stencil fusion derives halos from it; the planners use it to
// estimate traffic. Nothing is guessed: an index that is not a constant offset
// is recorded as unknown.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_KERNELFOOTPRINT_H
#define KFUSION_COMMON_KERNELFOOTPRINT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Support/LLVM.h"

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace mlir::kfusion {

/// How one index of an access depends on the thread's grid point.
struct PointIndex {
  enum class Kind {
    /// The point's coordinate in thread dimension `dim`, plus `value`.
    Offset,
    /// The constant `value`, whatever the point.
    Constant,
    /// Anything else (a loop variable, a loaded value, a product, ...).
    Unknown,
  };
  Kind kind = Kind::Unknown;
  unsigned dim = 0;
  int64_t value = 0;

  static PointIndex offset(unsigned dim, int64_t value) {
    return {Kind::Offset, dim, value};
  }
  static PointIndex constant(int64_t value) {
    return {Kind::Constant, 0, value};
  }
  bool operator==(const PointIndex &other) const {
    return kind == other.kind && dim == other.dim && value == other.value;
  }
};

/// A half-open range [lo, hi) of grid coordinates; the defaults are unbounded.
struct CoordinateRange {
  int64_t lo = std::numeric_limits<int64_t>::min();
  int64_t hi = std::numeric_limits<int64_t>::max();

  bool isUnbounded() const {
    return lo == std::numeric_limits<int64_t>::min() &&
           hi == std::numeric_limits<int64_t>::max();
  }
  bool operator==(const CoordinateRange &other) const {
    return lo == other.lo && hi == other.hi;
  }
};

/// A box of grid points: one range per thread dimension (x, y, z).
using PointBox = std::array<CoordinateRange, 3>;

/// One access of the kernel to a buffer argument.
struct PointAccess {
  /// The load, store or other user of the buffer.
  Operation *op = nullptr;
  bool read = false;
  bool write = false;
  /// One per memref dimension; empty when the op is not a plain
  /// `memref.load` / `memref.store` of the argument (a view, a call, an
  /// atomic, a vector access: its indices are not known).
  SmallVector<PointIndex> indices;

  /// True if every index is an offset from the point or a constant.
  bool isAffine() const;
  /// True if every index is an offset of zero (the thread's own point).
  bool isAtPoint() const;
};

/// What the kernel does to one buffer argument.
struct BufferFootprint {
  SmallVector<PointAccess> accesses;
  /// The points the kernel writes, when its stores are all at the point and
  /// the guards around them form a box (std::nullopt when they do not or
  /// when it does not write: see `isWritten`). A box covers the points of
  /// the launch grid it holds; unbounded ranges mean "every point".
  std::optional<PointBox> writeBox;

  bool isRead() const;
  bool isWritten() const;
  bool isAccessed() const { return isRead() || isWritten(); }
  /// True if every access is a plain load or store whose indices are
  /// offsets or constants.
  bool isAffine() const;
  /// The thread dimension each memref dimension follows in every access
  /// (offset indices), or std::nullopt for a dimension indexed by the same
  /// constant everywhere. Fails, with the reason in `why`, when an access is
  /// not affine or two accesses disagree (e.g. a transposed read).
  FailureOr<SmallVector<std::optional<unsigned>>>
  getDimensionMap(std::string *why = nullptr) const;
  /// The stencil radius of the reads: per thread dimension, the largest
  /// offset below the point (`lo`, as a non-negative number) and above it
  /// (`hi`). Only affine reads count.
  void getReadRadius(std::array<int64_t, 3> &lo,
                     std::array<int64_t, 3> &hi) const;
};

/// The footprint of a kernel.
struct KernelFootprint {
  /// Set when the kernel is not in point form: the op and why (it uses
  /// thread or block ids other than to compute its point, synchronizes,
  /// uses shared memory, atomics, shuffles, printf, calls functions, ...).
  Operation *notPointOp = nullptr;
  std::string notPointReason;
  /// One entry per kernel argument (empty for non-buffer arguments).
  SmallVector<BufferFootprint> arguments;
  /// Block sizes the kernel assumes as constants (`block_id * C`) per
  /// dimension; 0 where it assumes none.
  std::array<int64_t, 3> assumedBlockSizes = {0, 0, 0};

  bool isPointForm() const { return notPointOp == nullptr; }
};

/// Analyzes `kernel`. A kernel is in point form when its thread and block
/// ids (`gpu.thread_id`, `gpu.block_id`) only feed the computation of its
/// point (`block_id * block_dim + thread_id`, `block_id * C + thread_id`,
/// `gpu.global_id`, plus or minus constants, index casts): then its body
/// computes, for any point, what the thread of that point computes, which is
/// what lets stencil fusion run it for points of a neighbouring block.
KernelFootprint analyzeKernelFootprint(gpu::GPUFuncOp kernel);

/// Classifies `value`, an index computed in a kernel, as an offset from the
/// point, a constant or unknown (the rules of `analyzeKernelFootprint`, on
/// the value's form in KernelIndexAnalysis).
PointIndex classifyPointIndex(Value value);

/// The predicate that compares the same values with the operands swapped
/// (`a < b` as `b > a`); equalities are their own.
arith::CmpIPredicate swapCmpIOperands(arith::CmpIPredicate predicate);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_KERNELFOOTPRINT_H
