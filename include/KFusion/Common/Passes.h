//===- Passes.h - KFusion common passes -------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of the host memory ops, streams and binaries
// passes (generated from Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_PASSES_H
#define KFUSION_COMMON_PASSES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kfusion {

#define GEN_PASS_DECL
#include "KFusion/Common/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "KFusion/Common/Passes.h.inc"

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_PASSES_H
