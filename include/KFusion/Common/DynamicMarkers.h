//===- DynamicMarkers.h - Markers without operands --------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ops whose static lists may hold ShapedType::kDynamic (the dynamic-size
// marker) for an operand the op does not have: MLIR 22's verifier of
// tensor.pad lets such an op through, and upstream's printer,
// canonicalization and decomposition then read the missing operand
// (SIGSEGV; test/fuzz/regressions/*-pad-dynamic-marker.mlir). The stitching
// front end and kfusion-to-cubin refuse it with an error first, from this
// one test.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_DYNAMICMARKERS_H
#define KFUSION_COMMON_DYNAMICMARKERS_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::kfusion {

/// Whether a static list `sizes` holds the dynamic-size marker a number of
/// times other than `operands`, the values the op has for them.
inline bool hasUnmatchedDynamicMarkers(ArrayRef<int64_t> sizes,
                                       size_t operands) {
  return size_t(llvm::count_if(sizes, ShapedType::isDynamic)) != operands;
}

/// Whether a side of `pad`'s padding (low or high) holds the dynamic-size
/// marker without its operand (or an operand without its marker).
inline bool padHasUnmatchedDynamicMarkers(tensor::PadOp pad) {
  return hasUnmatchedDynamicMarkers(pad.getStaticLow(), pad.getLow().size()) ||
         hasUnmatchedDynamicMarkers(pad.getStaticHigh(), pad.getHigh().size());
}

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_DYNAMICMARKERS_H
