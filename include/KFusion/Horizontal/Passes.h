//===- Passes.h - KFusion horizontal passes ---------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of the horizontal fusion (HFuse) passes
// (generated from Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_HORIZONTAL_PASSES_H
#define KFUSION_HORIZONTAL_PASSES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kfusion {

#define GEN_PASS_DECL
#include "KFusion/Horizontal/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "KFusion/Horizontal/Passes.h.inc"

} // namespace mlir::kfusion

#endif // KFUSION_HORIZONTAL_PASSES_H
