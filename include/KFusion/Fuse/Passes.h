//===- Passes.h - KFusion fuse pass ---------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Declarations and registration of kfusion-fuse (generated from
// Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_FUSE_PASSES_H
#define KFUSION_FUSE_PASSES_H

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kfusion {

#define GEN_PASS_DECL
#include "KFusion/Fuse/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "KFusion/Fuse/Passes.h.inc"

} // namespace mlir::kfusion

#endif // KFUSION_FUSE_PASSES_H
