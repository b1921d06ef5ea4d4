//===- Passes.h - KFusion stitch passes -------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of the stitching (FusionStitching) passes
// (generated from Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_STITCH_PASSES_H
#define KFUSION_STITCH_PASSES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kfusion {

#define GEN_PASS_DECL
#include "KFusion/Stitch/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "KFusion/Stitch/Passes.h.inc"

} // namespace mlir::kfusion

#endif // KFUSION_STITCH_PASSES_H
