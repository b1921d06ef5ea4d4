//===- KFusionOps.cpp - KFusion operations ------------------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Verifiers and helpers of the `kfusion` operations.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::kfusion;

/// Threads that execute a warp-synchronous instruction together.
static constexpr int32_t kWarpSize = 32;

/// Returns true if `op` is nested in code that runs on the device: a
/// `gpu.func` inside a `gpu.module`, or the body of a `gpu.launch`.
static bool isInsideKernelBody(Operation *op) {
  return op->getParentOfType<gpu::GPUFuncOp>() ||
         op->getParentOfType<gpu::LaunchOp>();
}

//===----------------------------------------------------------------------===//
// NamedBarrierOp
//===----------------------------------------------------------------------===//

LogicalResult NamedBarrierOp::verify() {
  // The id range and the thread bound are enforced by the attribute
  // constraints; what remains are the rules that need more than one value.
  if (getThreads() % kWarpSize != 0)
    return emitOpError("thread count ")
           << getThreads() << " is not a multiple of the warp size ("
           << kWarpSize << "): bar.sync counts whole warps";
  if (!isInsideKernelBody(*this))
    return emitOpError("must be inside a GPU kernel body (gpu.func or "
                       "gpu.launch)");
  return success();
}

#define GET_OP_CLASSES
#include "KFusion/Dialect/KFusionOps.cpp.inc"
