//===- NamedBarrierTest.cpp - kfusion.named_barrier from C++ --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Builds kfusion.named_barrier through the C++ API, as fusion passes do, and
// checks that the verifier accepts and rejects what the dialect doc says.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;

namespace {
class NamedBarrierTest : public ::testing::Test {
protected:
  NamedBarrierTest() {
    context.loadDialect<kfusion::KFusionDialect, gpu::GPUDialect>();
  }

  /// Parses a kernel with an empty body and returns the builder positioned
  /// before its terminator.
  OpBuilder kernelBuilder() {
    module = parseSourceString<ModuleOp>(R"mlir(
      module attributes {gpu.container_module} {
        gpu.module @m { gpu.func @k() kernel { gpu.return } }
      })mlir",
                                         &context);
    EXPECT_TRUE(module);
    gpu::GPUFuncOp func;
    module->walk([&](gpu::GPUFuncOp f) { func = f; });
    OpBuilder builder(&context);
    builder.setInsertionPoint(func.getBody().front().getTerminator());
    return builder;
  }

  /// Verifies `op` and returns the diagnostics it produced.
  std::string verifyMessages(Operation *op) {
    std::string messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      messages += diag.str() + "\n";
      return success();
    });
    (void)verify(op);
    return messages;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(NamedBarrierTest, ValidBarrierVerifies) {
  OpBuilder builder = kernelBuilder();
  auto op = kfusion::NamedBarrierOp::create(builder, builder.getUnknownLoc(),
                                            /*id=*/3, /*threads=*/256);
  EXPECT_EQ(op.getId(), 3u);
  EXPECT_EQ(op.getThreads(), 256u);
  EXPECT_EQ(verifyMessages(op), "");
}

TEST_F(NamedBarrierTest, ThreadCountMustBeWholeWarps) {
  OpBuilder builder = kernelBuilder();
  auto op = kfusion::NamedBarrierOp::create(builder, builder.getUnknownLoc(),
                                            /*id=*/1, /*threads=*/48);
  EXPECT_NE(verifyMessages(op).find("not a multiple of the warp size"),
            std::string::npos);
}

TEST_F(NamedBarrierTest, IdZeroIsTheWholeBlockBarrier) {
  OpBuilder builder = kernelBuilder();
  auto op = kfusion::NamedBarrierOp::create(builder, builder.getUnknownLoc(),
                                            /*id=*/0, /*threads=*/64);
  EXPECT_NE(verifyMessages(op).find("whose minimum value is 1"),
            std::string::npos);
}

TEST_F(NamedBarrierTest, HostCodeIsRejected) {
  OpBuilder builder(&context);
  OwningOpRef<ModuleOp> host = ModuleOp::create(builder.getUnknownLoc());
  builder.setInsertionPointToEnd(host->getBody());
  auto op = kfusion::NamedBarrierOp::create(builder, builder.getUnknownLoc(),
                                            /*id=*/1, /*threads=*/64);
  EXPECT_NE(verifyMessages(op).find("must be inside a GPU kernel body"),
            std::string::npos);
}
} // namespace
