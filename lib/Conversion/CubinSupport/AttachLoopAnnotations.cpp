//===- AttachLoopAnnotations.cpp - Loop annotations onto LLVM branches ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Upstream's scf-to-cf lowering copies an scf.for's LLVM-dialect attributes
// (`llvm.loop_annotation`) onto the loop's latch branch, and the branch's
// lowering to the LLVM dialect keeps it, but as a discardable attribute,
// which the translation to LLVM IR ignores: only the branch's own
// `loop_annotation` becomes loop metadata. This pass moves it there.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONATTACHLOOPANNOTATIONSPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
constexpr llvm::StringLiteral kCopied = "llvm.loop_annotation";

template <typename Branch> void attach(Branch branch) {
  auto annotation =
      branch->template getAttrOfType<LLVM::LoopAnnotationAttr>(kCopied);
  if (!annotation)
    return;
  branch->removeAttr(kCopied);
  if (!branch.getLoopAnnotationAttr())
    branch.setLoopAnnotationAttr(annotation);
}

struct KFusionAttachLoopAnnotationsPass final
    : kfusion::impl::KFusionAttachLoopAnnotationsPassBase<
          KFusionAttachLoopAnnotationsPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (auto br = dyn_cast<LLVM::BrOp>(op))
        attach(br);
      else if (auto condBr = dyn_cast<LLVM::CondBrOp>(op))
        attach(condBr);
    });
  }
};
} // namespace
