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

#define GET_OP_CLASSES
#include "KFusion/Dialect/KFusionOps.h.inc"

#endif // KFUSION_DIALECT_KFUSIONOPS_H
