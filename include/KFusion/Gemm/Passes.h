//===- Passes.h - KFusion GEMM passes ---------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of the GEMM passes (generated from
// Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_GEMM_PASSES_H
#define KFUSION_GEMM_PASSES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kfusion {

#define GEN_PASS_DECL
#include "KFusion/Gemm/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "KFusion/Gemm/Passes.h.inc"

} // namespace mlir::kfusion

#endif // KFUSION_GEMM_PASSES_H
