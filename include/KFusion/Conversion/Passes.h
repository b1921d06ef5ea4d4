//===- Passes.h - KFusion conversion passes -----------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of the KFusion conversion passes and of the
// pattern sets behind them.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_CONVERSION_PASSES_H
#define KFUSION_CONVERSION_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
class ConversionTarget;

namespace kfusion {

#define GEN_PASS_DECL
#include "KFusion/Conversion/Passes.h.inc"

/// Adds the patterns that rewrite `kfusion` ops inside kernels into
/// NVVM/GPU/arith ops.
void populateKFusionToNVVMConversionPatterns(RewritePatternSet &patterns);

/// Marks the `kfusion` dialect illegal and the dialects the patterns produce
/// legal.
void configureKFusionToNVVMConversionTarget(ConversionTarget &target);

#define GEN_PASS_REGISTRATION
#include "KFusion/Conversion/Passes.h.inc"

} // namespace kfusion
} // namespace mlir

#endif // KFUSION_CONVERSION_PASSES_H
