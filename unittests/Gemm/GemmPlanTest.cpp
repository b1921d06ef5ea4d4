//===- GemmPlanTest.cpp - chooseGemmPlan: the plan a GEMM is built with ---===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// chooseGemmPlan, the choice the stitching planner prices and the launch
// builds: the op's kfusion.gemm_* plan, else a tuning cache's entry (its
// measured time with it), else the model's, with no diagnostic on the op
// (the planner weighs many groups; the launch reports).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/TuningCache.h"
#include "KFusion/Gemm/GemmConfig.h"
#include "KFusion/Gemm/Transforms.h"

#include "GemmTestUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemmtest;

namespace {
/// One GEMM of 512 x 6144 x 12288 (GPT-3's up projection at M = 512) with
/// `attributes` on the matmul, matched; diagnostics counted.
class GemmPlanTest : public ::testing::Test {
protected:
  GemmPlanTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, tensor::TensorDialect>();
  }

  GemmOp gemmWith(StringRef attributes) {
    std::string source =
        ("func.func @f(%x: tensor<512x12288xf16>, %w: tensor<12288x6144xf16>) "
         "-> tensor<512x6144xf16> {\n"
         "  %z = arith.constant 0.0 : f16\n"
         "  %e = tensor.empty() : tensor<512x6144xf16>\n"
         "  %f = linalg.fill ins(%z : f16) outs(%e : tensor<512x6144xf16>) -> "
         "tensor<512x6144xf16>\n"
         "  %c = linalg.matmul " +
         attributes +
         " ins(%x, %w : tensor<512x12288xf16>, tensor<12288x6144xf16>) "
         "outs(%f : tensor<512x6144xf16>) -> tensor<512x6144xf16>\n"
         "  return %c : tensor<512x6144xf16>\n}\n")
            .str();
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    linalg::MatmulOp matmul;
    module->walk([&](linalg::MatmulOp op) { matmul = op; });
    std::string why;
    FailureOr<GemmOp> gemm = matchGemm(matmul, why);
    EXPECT_TRUE(succeeded(gemm)) << why;
    return *gemm;
  }

  /// A cache of one h100 entry for the GEMM (the problem as
  /// gemmTuningProblem keys it) with `config`.
  TuningCache cacheOf(const GemmShape &shape, StringRef config) {
    std::string problem;
    llvm::raw_string_ostream os(problem);
    os << llvm::json::Value(gemmTuningProblem(shape));
    std::string text =
        (R"({"kfusion_tuning_cache": 1, "entries": [)"
         R"({"device": "h100", "kind": "gemm", "problem": )" +
         problem + R"(, "config": )" + config + R"(, "ms": 0.2411}]})")
            .str();
    llvm::Expected<TuningCache> cache = TuningCache::parse(text, "test.json");
    EXPECT_TRUE(bool(cache)) << llvm::toString(cache.takeError());
    return std::move(*cache);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  DeviceDescription h100;
};
} // namespace

// A written plan is the plan, and chooseGemmPlan says nothing on the op;
// a malformed one fails with the rule in `why`, again without a diagnostic.
TEST_F(GemmPlanTest, WrittenPlan) {
  int diagnostics = 0;
  ScopedDiagnosticHandler count(&context, [&](Diagnostic &) {
    ++diagnostics;
    return success();
  });
  GemmOp planned = gemmWith(
      R"({kfusion.gemm_flavour = "mma", kfusion.gemm_tile = array<i64: 64, 64, 64>, kfusion.gemm_stages = 2 : i64, kfusion.gemm_groups = array<i64: 2, 2>})");
  std::string why;
  FailureOr<GemmChoice> choice =
      chooseGemmPlan(planned, h100, nullptr, {}, why);
  ASSERT_TRUE(succeeded(choice)) << why;
  EXPECT_EQ(choice->config.flavour, GemmFlavour::Mma);
  EXPECT_EQ(choice->config.tileM, 64);
  EXPECT_EQ(choice->config.stages, 2);
  EXPECT_FALSE(choice->measuredSeconds);
  GemmOp malformed = gemmWith(R"({kfusion.gemm_tile = array<i64: 64, 64>})");
  EXPECT_TRUE(failed(chooseGemmPlan(malformed, h100, nullptr, {}, why)));
  EXPECT_TRUE(mentions(why, "kfusion.gemm_tile must be array<i64: TM, TN, TK>"))
      << why;
  EXPECT_EQ(diagnostics, 0);
}

// A tuning cache's entry for the GEMM is taken with its measured time; the
// same GEMM with a fused epilogue is another problem (the model decides,
// and the choice names the problem the cache missed);
// a stale entry leaves the model's choice and a warning in `warning`.
TEST_F(GemmPlanTest, TuningCache) {
  GemmOp gemm = gemmWith("");
  TuningCache cache = cacheOf(
      gemm.shape,
      R"({"flavour": "wgmma", "tile": [128, 128, 64], "stages": 6, "groups": [2, 1]})");
  std::string why, warning;
  FailureOr<GemmChoice> measured =
      chooseGemmPlan(gemm, h100, &cache, {}, why, &warning);
  ASSERT_TRUE(succeeded(measured)) << why;
  EXPECT_EQ(measured->config.tileN, 128);
  EXPECT_EQ(measured->config.stages, 6);
  ASSERT_TRUE(measured->measuredSeconds);
  EXPECT_DOUBLE_EQ(*measured->measuredSeconds, 0.2411e-3);
  EXPECT_EQ(warning, "");
  GemmOp fused = gemm;
  fused.shape.epilogue = "addf [6144]";
  fused.shape.epilogueCycles = 1.0 / 64;
  FailureOr<GemmChoice> model =
      chooseGemmPlan(fused, h100, &cache, {}, why, &warning);
  ASSERT_TRUE(succeeded(model)) << why;
  EXPECT_FALSE(model->measuredSeconds);
  // The missed problem, as the cache keys it, for the remarks.
  EXPECT_TRUE(mentions(model->tuningMiss, R"("epilogue":"addf [6144]")"))
      << model->tuningMiss;
  EXPECT_EQ(measured->tuningMiss, "");
  // An option fixing part of the plan wins over the cache too.
  GemmConfigRequest stages;
  stages.stages = 3;
  FailureOr<GemmChoice> fixed =
      chooseGemmPlan(gemm, h100, &cache, stages, why, &warning);
  ASSERT_TRUE(succeeded(fixed)) << why;
  EXPECT_EQ(fixed->config.stages, 3);
  EXPECT_FALSE(fixed->measuredSeconds);
  EXPECT_EQ(fixed->tuningMiss, "") << "the cache was not consulted";
  TuningCache stale = cacheOf(
      gemm.shape,
      R"({"flavour": "wgmma", "tile": [256, 256, 64], "stages": 8, "groups": [4, 1]})");
  FailureOr<GemmChoice> instead =
      chooseGemmPlan(gemm, h100, &stale, {}, why, &warning);
  ASSERT_TRUE(succeeded(instead)) << why;
  EXPECT_FALSE(instead->measuredSeconds);
  EXPECT_TRUE(mentions(warning, "is not a valid configuration here"))
      << warning;
  EXPECT_TRUE(mentions(warning, "the model's choice instead")) << warning;
}

// A tuning cache's entry says the staging it was measured with ("staging":
// "outputs"); without it the results (entries written before the outputs
// could be staged), though the default would stage the outputs of this
// tile; another value is malformed.
TEST_F(GemmPlanTest, TuningCacheStaging) {
  GemmOp fused = gemmWith("");
  fused.shape.output = GemmElement::F32;
  fused.shape.epilogue = "addf [6144]; truncf";
  fused.shape.epilogueOutput = GemmElement::F16;
  fused.shape.epilogueCycles = 2.0 / 128;
  StringRef plan =
      R"("flavour": "wgmma", "tile": [128, 192, 64], "stages": 5, )"
      R"("groups": [1, 1], "load": "tma-producer", )"
      R"("schedule": "pingpong")";
  std::string why;
  for (auto [staging, outputs] :
       {std::pair{StringRef(""), false},
        std::pair{StringRef(R"(, "staging": "results")"), false},
        std::pair{StringRef(R"(, "staging": "outputs")"), true}}) {
    TuningCache cache =
        cacheOf(fused.shape, ("{" + plan + staging + "}").str());
    FailureOr<GemmChoice> choice = chooseGemmPlan(fused, h100, &cache, {}, why);
    ASSERT_TRUE(succeeded(choice)) << why;
    EXPECT_TRUE(choice->measuredSeconds);
    EXPECT_EQ(choice->config.stageOutputs, outputs) << staging.str();
  }
  FailureOr<GemmChoice> model = chooseGemmPlan(fused, h100, nullptr, {}, why);
  ASSERT_TRUE(succeeded(model)) << why;
  TuningCache bad =
      cacheOf(fused.shape, ("{" + plan + R"(, "staging": "both"})").str());
  EXPECT_TRUE(failed(chooseGemmPlan(fused, h100, &bad, {}, why)));
  EXPECT_TRUE(mentions(why, R"("staging" must be "results" or "outputs")"))
      << why;
}
