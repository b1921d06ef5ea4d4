//===- EntryPointOptionsTest.cpp - entry points take TableGen's options ---===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every module-level entry point of a technique takes its pass's options
// struct (generated from Passes.td) and checks it as the pass does: a C++
// caller gets the same error on the module for an invalid value, and `{}`
// runs with the pass's defaults.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Horizontal/Transforms.h"
#include "KFusion/Stencil/Transforms.h"
#include "KFusion/Sync/Transforms.h"
#include "KFusion/Tools/Registration.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <functional>
#include <string>

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// Two launches of independent kernels, enough for every planner to run.
constexpr const char *kProgram = R"mlir(
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @a(%m: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %m[%i] : memref<256xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @b(%m: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %m[%i] : memref<256xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %m[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @host(%x: memref<256xf32>, %y: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @k::@a blocks in (%c1, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%x : memref<256xf32>)
    gpu.launch_func @k::@b blocks in (%c1, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%y : memref<256xf32>)
    return
  }
}
)mlir";

class EntryPointOptions : public ::testing::Test {
protected:
  EntryPointOptions() : context(makeRegistry()) {
    context.loadAllAvailableDialects();
  }
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerGPUPipelineDialects(registry);
    return registry;
  }

  /// Runs `entry` on a fresh module; returns whether it succeeded and the
  /// errors it emitted, joined.
  std::pair<bool, std::string>
  run(const std::function<LogicalResult(ModuleOp)> &entry) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(kProgram, &context);
    EXPECT_TRUE(module);
    std::string errors;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error)
        errors += diag.str() + "\n";
      return success();
    });
    bool ok = succeeded(entry(*module));
    return {ok, errors};
  }

  MLIRContext context;
};

TEST_F(EntryPointOptions, DefaultsRun) {
  EXPECT_TRUE(run([](ModuleOp m) { return planHorizontalGroups(m); }).first);
  EXPECT_TRUE(run([](ModuleOp m) { return planStencilGroups(m); }).first);
  EXPECT_TRUE(run([](ModuleOp m) { return planSyncPairs(m); }).first);
  EXPECT_TRUE(run([](ModuleOp m) { return fuseHorizontalGroups(m); }).first);
  EXPECT_TRUE(run([](ModuleOp m) { return fuseStencilGroups(m); }).first);
  EXPECT_TRUE(run([](ModuleOp m) { return lowerTileOps(m); }).first);
  EXPECT_TRUE(run([](ModuleOp m) { return lowerSyncOps(m); }).first);
}

TEST_F(EntryPointOptions, HorizontalPlanChecksModelAndDevice) {
  KFusionPlanHorizontalPassOptions options;
  options.model = "bogus";
  auto [ok, errors] =
      run([&](ModuleOp m) { return planHorizontalGroups(m, options); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("model must be 'classes' or 'roofline'"),
            std::string::npos)
      << errors;
  options.model = "roofline";
  options.device = "a100";
  std::tie(ok, errors) =
      run([&](ModuleOp m) { return planHorizontalGroups(m, options); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("a100"), std::string::npos) << errors;
}

TEST_F(EntryPointOptions, HorizontalFusionChecksRegisters) {
  KFusionHorizontalFusionPassOptions options;
  options.maxRegisters = -1;
  auto [ok, errors] =
      run([&](ModuleOp m) { return fuseHorizontalGroups(m, options); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("max-registers"), std::string::npos) << errors;
}

TEST_F(EntryPointOptions, StencilEntryPointsCheckTheirOptions) {
  KFusionPlanStencilPassOptions plan;
  plan.pointsPerThread = -2;
  auto [ok, errors] =
      run([&](ModuleOp m) { return planStencilGroups(m, plan); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("points-per-thread"), std::string::npos) << errors;

  KFusionStencilFusionPassOptions fusion;
  fusion.stageSingleReaders = "sometimes";
  std::tie(ok, errors) =
      run([&](ModuleOp m) { return fuseStencilGroups(m, fusion); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("stage-single-readers"), std::string::npos) << errors;

  KFusionLowerTilesPassOptions tiles;
  tiles.prefetchLateReads = "l3";
  std::tie(ok, errors) =
      run([&](ModuleOp m) { return lowerTileOps(m, tiles); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("prefetch-late-reads"), std::string::npos) << errors;
}

TEST_F(EntryPointOptions, SyncEntryPointsCheckTheirOptions) {
  KFusionPlanSyncPassOptions plan;
  plan.registersPerThread = 300;
  auto [ok, errors] = run([&](ModuleOp m) { return planSyncPairs(m, plan); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("registers-per-thread"), std::string::npos) << errors;

  KFusionLowerSyncPassOptions lower;
  lower.target = "ptx";
  std::tie(ok, errors) =
      run([&](ModuleOp m) { return lowerSyncOps(m, lower); });
  EXPECT_FALSE(ok);
  EXPECT_NE(errors.find("target must be nvvm or generic"), std::string::npos)
      << errors;
}
} // namespace
