//===- GenericPayload.h - A linalg.generic's payload at a point -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every tensor-to-GPU lowering computes a linalg.generic's payload for one
// point of its iteration space inside a kernel: the GEMM epilogue at an
// accumulator's element, stencil fusion's point kernels, the stitching
// kernels' row, column and loop templates. They share the walk: the block
// arguments given by the caller, `linalg.index` as the point's index, the
// values the payload captures from outside it (constants, scalars) made
// available where the clone is, then each op cloned.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_GENERICPAYLOAD_H
#define KFUSION_COMMON_GENERICPAYLOAD_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::kfusion {

/// How cloneGenericPayload treats what a payload uses besides its block
/// arguments.
struct PayloadCloner {
  /// The value of `linalg.index d` at the point.
  function_ref<Value(unsigned d)> index;
  /// The value, where the clone is, of `v`: a value the payload uses (at any
  /// depth) that is defined outside the generic. Null, or a null result:
  /// `v` itself.
  function_ref<Value(Value v)> capture = nullptr;
  /// Clones the payload op `inner` (not a `linalg.index`) with `map`, which
  /// it extends with the op's results; null: `OpBuilder::clone`. (The
  /// stitching kernels turn a `tensor.extract` into a load.)
  function_ref<void(Operation &inner, IRMapping &map)> clone = nullptr;
  /// A payload op left out (a reduction's combiner, which the caller
  /// applies itself).
  Operation *skip = nullptr;
};

/// Clones the payload of `op` at `b`'s insertion point for one point of its
/// iteration space, `map` holding the values of the block arguments the
/// caller gives (the inputs read, the output where the payload reads it) and
/// receiving those of the cloned ops; returns the yielded values, mapped.
SmallVector<Value> cloneGenericPayload(OpBuilder &b, linalg::GenericOp op,
                                       IRMapping &map,
                                       const PayloadCloner &how);

/// Maps `v`, where it is defined outside `region` and not mapped yet, to
/// `capture(v)` (when that is not null): what cloneGenericPayload does for
/// every value the payload uses, for a caller that reads one of them itself
/// (the operand of a combiner it left out).
void captureOutside(Region &region, Value v, IRMapping &map,
                    function_ref<Value(Value v)> capture);

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_GENERICPAYLOAD_H
