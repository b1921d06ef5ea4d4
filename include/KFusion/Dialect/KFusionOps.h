//===- KFusionOps.h - KFusion operations --------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declares the operations of the `kfusion` dialect (generated from
// KFusionOps.td): the named barrier and the horizontal kernel body.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONOPS_H
#define KFUSION_DIALECT_KFUSIONOPS_H

#include "KFusion/Dialect/KFusionDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <array>

namespace mlir::kfusion {
/// True if `type` is a memref in workgroup or private (block- or
/// thread-local) memory.
bool isBlockLocalMemRef(Type type);

/// The results of `map` at integer `dims` and `symbols` (floordiv, ceildiv
/// and mod with floor semantics, as affine maps define them).
SmallVector<int64_t> evaluateAffineMap(AffineMap map, ArrayRef<int64_t> dims,
                                       ArrayRef<int64_t> symbols = {});
} // namespace mlir::kfusion

#define GET_ATTRDEF_CLASSES
#include "KFusion/Dialect/KFusionAttrs.h.inc"

#define GET_OP_CLASSES
#include "KFusion/Dialect/KFusionOps.h.inc"

#endif // KFUSION_DIALECT_KFUSIONOPS_H
