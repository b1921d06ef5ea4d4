//===- Passes.h - KFusion transformation passes -------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of the KFusion transformation passes
// (generated from Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TRANSFORMS_PASSES_H
#define KFUSION_TRANSFORMS_PASSES_H

#include "KFusion/Analysis/KernelRoofline.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kfusion {

#define GEN_PASS_DECL
#include "KFusion/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "KFusion/Transforms/Passes.h.inc"

} // namespace mlir::kfusion

#endif // KFUSION_TRANSFORMS_PASSES_H
