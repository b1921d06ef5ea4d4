//===- FusePassTest.cpp - kfusion-fuse's declared dialects ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kfusion-fuse runs its candidates' passes as dynamic pipelines, whose
// dialects the pass manager loads only if kfusion-fuse declares them: a
// statically linked kfusion-opt failed the stencil candidate ("'cf.cond_br'
// op created with unregistered dialect") until it did.
//
//===----------------------------------------------------------------------===//

#include "FuseLaunches.h"

#include "KFusion/Fuse/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {

/// Every dialect a launch candidate's passes need, and those the stencil
/// lowering and the stitching passes create ops of, are kfusion-fuse's.
TEST(FusePassTest, DeclaresItsPipelinesDialects) {
  DialectRegistry mine;
  createKFusionFusePass()->getDependentDialects(mine);
  auto declared = mine.getDialectNames();
  for (StringRef name : fuse::kLaunchCandidateNames) {
    OpPassManager pm(ModuleOp::getOperationName());
    fuse::buildLaunchCandidate(name, "", pm);
    DialectRegistry theirs;
    pm.getDependentDialects(theirs);
    for (StringRef dialect : theirs.getDialectNames())
      EXPECT_TRUE(llvm::is_contained(declared, dialect))
          << name.str() << " needs " << dialect.str();
  }
  for (StringRef dialect : {"cf", "scf", "gpu", "nvgpu", "nvvm", "kfusion",
                            "linalg", "memref", "arith", "tensor"})
    EXPECT_TRUE(llvm::is_contained(declared, dialect)) << dialect.str();
}

} // namespace
