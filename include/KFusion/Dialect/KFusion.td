//===- KFusion.td - KFusion dialect umbrella ---------------*- tablegen -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Umbrella file: everything the `kfusion` dialect defines, for TableGen.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_DIALECT_KFUSION_TD
#define KFUSION_DIALECT_KFUSION_TD

include "KFusion/Dialect/KFusionDialect.td"
include "KFusion/Dialect/KFusionAttrs.td"
include "KFusion/Dialect/KFusionOps.td"

#endif // KFUSION_DIALECT_KFUSION_TD
