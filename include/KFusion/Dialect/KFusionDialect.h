//===- KFusionDialect.h - KFusion dialect declaration -----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declares the `kfusion` dialect class (generated from KFusionDialect.td),
// with a helper per discardable `kfusion.*` attribute
// (`KFusionDialect::StencilGroupAttrHelper::getNameStr()`).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSIONDIALECT_H
#define KFUSION_DIALECT_KFUSIONDIALECT_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Dialect.h"

#include "KFusion/Dialect/KFusionAttrs.h"
#include "KFusion/Dialect/KFusionDialect.h.inc"

#endif // KFUSION_DIALECT_KFUSIONDIALECT_H
