//===- KFusionAttrs.h - KFusion attributes ----------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declares the attributes of the `kfusion` dialect (generated from
// KFusionAttrs.td): `#kfusion.device` and `#kfusion.tile_dep`. The dialect
// class names them as the types of its discardable attributes.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONATTRS_H
#define KFUSION_DIALECT_KFUSIONATTRS_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#define GET_ATTRDEF_CLASSES
#include "KFusion/Dialect/KFusionAttrs.h.inc"

#endif // KFUSION_DIALECT_KFUSIONATTRS_H
