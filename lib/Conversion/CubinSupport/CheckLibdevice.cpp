//===- CheckLibdevice.cpp - kfusion-check-libdevice -------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Calls to libdevice functions refused, before serialization, when the
// toolkit has no libdevice.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"

#define DEBUG_TYPE "kfusion-check-libdevice"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONCHECKLIBDEVICEPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// Runs right before serialization: a kernel calling a libdevice function
/// (`__nv_tanhf`, from math ops) needs libdevice linked in, else the PTX keeps
/// an unresolved `.extern` that ptxas or the driver rejects much later (or,
/// with the upstream serializer, an error that does not fail the pipeline).
/// Refused here, on the first call, naming the function and where libdevice
/// was looked for.
struct KFusionCheckLibdevicePass final
    : kfusion::impl::KFusionCheckLibdevicePassBase<KFusionCheckLibdevicePass> {
  using Base::Base;

  void runOnOperation() override {
    if (!toolkit.empty() && toolkitHasLibdevice(toolkit))
      return;
    bool failedAny = false;
    getOperation().walk([&](gpu::GPUModuleOp module) {
      DenseSet<StringRef> reported;
      module.walk([&](LLVM::CallOp call) {
        std::optional<StringRef> callee = call.getCallee();
        if (!callee || !callee->starts_with("__nv_") ||
            !reported.insert(*callee).second)
          return;
        auto decl = module.lookupSymbol<LLVM::LLVMFuncOp>(*callee);
        if (!decl || !decl.isExternal())
          return;
        InFlightDiagnostic diag = call.emitError("kfusion-to-cubin: '")
                                  << *callee << "' is a libdevice function, ";
        if (toolkit.empty())
          diag << "and no CUDA toolkit was found (PATH, $CUDA_HOME, "
                  "$CUDA_PATH, /usr/local/cuda)";
        else
          diag << "and the CUDA toolkit at '" << StringRef(toolkit)
               << "' has no nvvm/libdevice/libdevice.10.bc";
        diag << "; pass toolkit=<root> or set $KFUSION_CUDA_TOOLKIT to a "
                "toolkit that holds libdevice";
        failedAny = true;
      });
    });
    if (failedAny)
      signalPassFailure();
  }
};
} // namespace
