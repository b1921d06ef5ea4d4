//===- CheckLowered.cpp - kfusion-check-lowered -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The last pass of kfusion-to-cubin: the first op left unlowered is reported
// on that op.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "kfusion-check-lowered"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONCHECKLOWEREDPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// Runs last: everything must be in the LLVM dialect now, except the GPU ops
/// that the LLVM IR translation handles. An op of a dialect the pipeline does
/// not lower (tensor, say) is reported here, on that op, instead of as an
/// obscure translation failure later.
struct KFusionCheckLoweredPass final
    : kfusion::impl::KFusionCheckLoweredPassBase<KFusionCheckLoweredPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Casts left by partial conversions only echo the op that was not
    // lowered; report that op when there is one.
    Operation *culprit = nullptr, *leftoverCast = nullptr;
    // Post-order: the innermost op that was not lowered comes first.
    module.walk([&](Operation *op) {
      // An unregistered op has no dialect: it is not lowered either.
      if (op == module.getOperation() ||
          isa_and_present<LLVM::LLVMDialect>(op->getDialect()) ||
          isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op))
        return WalkResult::advance();
      // Kernel code only: a gpu.module's ops are LLVM or NVVM ops before
      // serialization; host code is lowered after it.
      if (kernelsOnly &&
          (isa<gpu::GPUModuleOp>(op) ||
           isa_and_present<NVVM::NVVMDialect>(op->getDialect()) ||
           !op->getParentOfType<gpu::GPUModuleOp>()))
        return WalkResult::advance();
      if (isa<UnrealizedConversionCastOp>(op)) {
        if (!leftoverCast)
          leftoverCast = op;
        return WalkResult::advance();
      }
      culprit = op;
      return WalkResult::interrupt();
    });
    if (!culprit)
      culprit = leftoverCast;
    if (!culprit)
      return;
    // Name the op the user wrote, not its implicit terminator or nested ops
    // of the same dialect (linalg.fill, not its linalg.yield). Compared by
    // namespace, which unregistered ops have too.
    while (Operation *parent = culprit->getParentOp()) {
      if (parent == module.getOperation() || isa<LLVM::LLVMFuncOp>(parent) ||
          parent->getName().getDialectNamespace() !=
              culprit->getName().getDialectNamespace())
        break;
      culprit = parent;
    }
    InFlightDiagnostic diag =
        culprit->emitError("kfusion-to-cubin could not lower '")
        << culprit->getName()
        << "': the pipeline lowers the func, arith, math, memref, scf, cf, "
           "vector, linalg (on buffers), affine, index, gpu and nvgpu "
           "dialects; lower this op first";
    // An op of a lowered dialect is left for its form: say so (an f8
    // truncf in kernel code, linalg on tensors).
    if (llvm::is_contained({"func", "arith", "math", "memref", "scf", "cf",
                            "vector", "linalg", "affine", "index", "gpu",
                            "nvgpu"},
                           culprit->getName().getDialectNamespace()))
      diag << " (its dialect is lowered, this form of it is not: its types, "
              "attributes or operands"
           << (kernelsOnly ? ", in kernel code)" : ")");
    signalPassFailure();
  }
};
} // namespace
