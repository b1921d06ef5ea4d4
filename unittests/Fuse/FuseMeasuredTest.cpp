//===- FuseMeasuredTest.cpp - kfusion-fuse's measured feedback ------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks lib/Fuse/FuseMeasured.h: a function's tuning problem is the same
// whatever its name, locations and weights and differs with its shapes or
// ops; the cache's "fuse" entries give the candidates' measured times (the
// least of several, only the device's, the problem's and the gemm-load's),
// the candidates not measured are ranked by their projections scaled by the
// median measured / projected ratio; a config without a candidate is an
// error, an unknown candidate a warning. The GEMM calibration: the median
// measured / modelled of the distinct measured GEMM launches scales the
// unmeasured GEMM launches (not attention kernels, not other kernels).
//
//===----------------------------------------------------------------------===//

#include "FuseMeasured.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::fuse;

namespace {

/// A function adding a 32-element constant to its argument, under `name`,
/// with constant values from `base`, of `n` elements, at `file`.
std::string source(StringRef name, int base, int n = 32,
                   StringRef file = "a.py") {
  std::string values;
  for (int i = 0; i < n; ++i)
    values += llvm::formatv("{0}{1}.0", i ? ", " : "", base + i).str();
  return llvm::formatv(R"mlir(
func.func @{0}(%x: tensor<{1}xf32>) -> tensor<{1}xf32> {{
  %w = arith.constant dense<[{2}]> : tensor<{1}xf32> loc("{3}":1:1)
  %y = arith.addf %x, %w : tensor<{1}xf32> loc("{3}":2:1)
  return %y : tensor<{1}xf32>
}
)mlir",
                       name, n, values, file)
      .str();
}

class FuseMeasuredTest : public ::testing::Test {
protected:
  FuseMeasuredTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect>();
  }

  /// The function of `source("forward", 0)`, kept in `module`.
  func::FuncOp forward() {
    module = parseSourceString<ModuleOp>(source("forward", 0), &context);
    EXPECT_TRUE(module);
    return *module->getOps<func::FuncOp>().begin();
  }

  /// The problem of the function `text` holds.
  llvm::json::Object problemOf(const std::string &text) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module);
    return tuningProblem(*module->getOps<func::FuncOp>().begin());
  }

  /// The launches of kLaunches (below), the module kept in `module`.
  SmallVector<gpu::LaunchFuncOp> launches();

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(FuseMeasuredTest, ProblemIgnoresNamesLocationsAndWeights) {
  llvm::json::Object a = problemOf(source("forward", 0));
  EXPECT_EQ(a, problemOf(source("other", 0)));
  EXPECT_EQ(a, problemOf(source("forward", 0, 32, "b.py")));
  EXPECT_EQ(a, problemOf(source("forward", 100)));
  EXPECT_EQ(*a.getString("signature"), "(tensor<32xf32>) -> tensor<32xf32>");
  EXPECT_EQ(a.getString("ir_sha1")->size(), 40u);
}

TEST_F(FuseMeasuredTest, ProblemDiffersWithShapes) {
  EXPECT_NE(problemOf(source("forward", 0)),
            problemOf(source("forward", 0, 64)));
}

/// A cache of "fuse" entries for `problem`.
TuningCache cacheOf(const llvm::json::Object &problem, StringRef entries) {
  std::string text =
      llvm::formatv(R"({{"kfusion_tuning_cache": 1, "entries": [{0}]})",
                    entries)
          .str();
  std::string p;
  llvm::raw_string_ostream(p) << llvm::json::Value(llvm::json::Object(problem));
  size_t at;
  while ((at = text.find("PROBLEM")) != std::string::npos)
    text.replace(at, 7, p);
  llvm::Expected<TuningCache> cache = TuningCache::parse(text, "test.json");
  EXPECT_TRUE(static_cast<bool>(cache)) << llvm::toString(cache.takeError());
  return std::move(*cache);
}

TEST_F(FuseMeasuredTest, MeasuredRankBeforeScaledProjections) {
  func::FuncOp f = forward();
  llvm::json::Object problem = tuningProblem(f);
  // a: measured 2 ms twice (and 3); b: measured 1 ms; c: not measured;
  // entries of another device, another gemm-load, another gemm-staging and
  // another problem are not this function's.
  TuningCache cache = cacheOf(problem, R"(
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "a"}, "ms": 3.0},
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "a", "gemm_load": "auto"}, "ms": 2.0},
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "b"}, "ms": 1.0},
    {"device": "h100", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "c"}, "ms": 0.1},
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "c", "gemm_load": "tma"}, "ms": 0.1},
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "c", "gemm_staging": "outputs"}, "ms": 0.1},
    {"device": "h200", "kind": "fuse", "problem": {"ir_sha1": "0"},
     "config": {"candidate": "c"}, "ms": 0.1})");
  SmallVector<CandidateTime> times = {
      {"a", 1e-3, true}, {"b", 4e-3, true}, {"c", 0.5e-3, true}};
  auto known = [](StringRef name) { return name.size() == 1; };
  FailureOr<MeasuredChoice> m =
      readMeasured(f, cache, "h200", problem, "auto", "results", times, known);
  ASSERT_TRUE(succeeded(m));
  EXPECT_TRUE(m->any());
  EXPECT_EQ(m->path, "test.json");
  EXPECT_DOUBLE_EQ(*m->measured[0], 2e-3);
  EXPECT_DOUBLE_EQ(*m->measured[1], 1e-3);
  EXPECT_FALSE(m->measured[2]);
  // Ratios 2 and 0.25: the median 1.125 scales c's projection.
  EXPECT_DOUBLE_EQ(m->scale, 1.125);
  EXPECT_DOUBLE_EQ(m->rank(times, 2).first, 0.5e-3 * 1.125);
  EXPECT_DOUBLE_EQ(m->rank(times, 1).first, 1e-3);
  ASSERT_EQ(m->unused.size(), 2u);
  EXPECT_EQ(m->unused[0], "c (measured with gemm-load=tma)");
  EXPECT_EQ(m->unused[1], "c (measured with gemm-staging=outputs)");
}

// The gemm-staging the candidates were measured with: an entry without it
// staged the results (written before the option), so under the default
// (auto) only an entry that says auto counts.
TEST_F(FuseMeasuredTest, StagingKeysTheEntries) {
  func::FuncOp f = forward();
  llvm::json::Object problem = tuningProblem(f);
  TuningCache cache = cacheOf(problem, R"(
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "a"}, "ms": 1.0},
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "a", "gemm_staging": "auto"}, "ms": 3.0})");
  SmallVector<CandidateTime> times = {{"a", 2e-3, true}};
  auto known = [](StringRef name) { return name == "a"; };
  FailureOr<MeasuredChoice> autoStaged =
      readMeasured(f, cache, "h200", problem, "auto", "auto", times, known);
  ASSERT_TRUE(succeeded(autoStaged));
  EXPECT_DOUBLE_EQ(*autoStaged->measured[0], 3e-3);
  ASSERT_EQ(autoStaged->unused.size(), 1u);
  EXPECT_EQ(autoStaged->unused[0], "a (measured with gemm-staging=results)");
  FailureOr<MeasuredChoice> results =
      readMeasured(f, cache, "h200", problem, "auto", "results", times, known);
  ASSERT_TRUE(succeeded(results));
  EXPECT_DOUBLE_EQ(*results->measured[0], 1e-3);
}

TEST_F(FuseMeasuredTest, NoEntryNoMeasurement) {
  func::FuncOp f = forward();
  TuningCache cache = cacheOf(tuningProblem(f), "");
  SmallVector<CandidateTime> times = {{"a", 1e-3, true}, {"b", 2e-3, false}};
  FailureOr<MeasuredChoice> m =
      readMeasured(f, cache, "h200", tuningProblem(f), "auto", "results", times,
                   [](StringRef) { return true; });
  ASSERT_TRUE(succeeded(m));
  EXPECT_FALSE(m->any());
  EXPECT_TRUE(m->path.empty());
  // Unmeasured and unscaled: the projections rank, the partial one unknown.
  EXPECT_EQ(m->rank(times, 0), std::make_pair(1e-3, true));
  EXPECT_EQ(m->rank(times, 1), std::make_pair(2e-3, false));
}

TEST_F(FuseMeasuredTest, EntryWithoutCandidateIsAnError) {
  func::FuncOp f = forward();
  llvm::json::Object problem = tuningProblem(f);
  TuningCache cache = cacheOf(problem, R"(
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {"candidate": "zz"}, "ms": 1.0},
    {"device": "h200", "kind": "fuse", "problem": PROBLEM,
     "config": {}, "ms": 1.0})");
  SmallVector<std::string> seen;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    seen.push_back(d.str());
    return success();
  });
  SmallVector<CandidateTime> times = {{"a", 1e-3, true}};
  FailureOr<MeasuredChoice> m =
      readMeasured(f, cache, "h200", problem, "auto", "results", times,
                   [](StringRef name) { return name == "a"; });
  EXPECT_TRUE(failed(m));
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0], "tuning cache test.json: entry #0 names candidate 'zz', "
                     "which kfusion-fuse does not build; ignored");
  EXPECT_EQ(seen[1], "tuning cache test.json: entry #1 (kind \"fuse\", "
                     "@forward): its \"config\" must name its \"candidate\"");
}

/// A host function of four launches: a measured GEMM, an unmeasured GEMM,
/// an attention kernel (wgmma too) and an elementwise kernel.
constexpr const char *kLaunches = R"mlir(
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @gemm_measured() kernel { gpu.return }
    gpu.func @gemm() kernel { gpu.return }
    gpu.func @attention() kernel { gpu.return }
    gpu.func @thread() kernel { gpu.return }
  }
  func.func @step() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@gemm_measured blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.gemm_flavour = "wgmma", kfusion.gemm_measured_us = 2.0 : f64, kfusion.stitch_composition = "gemm"}
    gpu.launch_func @k::@gemm blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.gemm_flavour = "wgmma", kfusion.stitch_composition = "gemm"}
    gpu.launch_func @k::@attention blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.gemm_flavour = "wgmma", kfusion.stitch_composition = "attention"}
    gpu.launch_func @k::@thread blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.stitch_composition = "thread"}
    return
  }
}
)mlir";

SmallVector<gpu::LaunchFuncOp> FuseMeasuredTest::launches() {
  context.loadDialect<gpu::GPUDialect>();
  module = parseSourceString<ModuleOp>(kLaunches, &context);
  EXPECT_TRUE(module);
  SmallVector<gpu::LaunchFuncOp> l;
  if (module)
    (*module)->walk([&](gpu::LaunchFuncOp op) { l.push_back(op); });
  return l;
}

/// A projection of `launches` at 1 us each (modelled), the first `measured`
/// at the times of `measuredUs` (a launch of the same op may repeat).
FunctionProjection
projectionOf(ArrayRef<gpu::LaunchFuncOp> launches,
             ArrayRef<std::pair<double, double>> measuredAndModelledUs = {}) {
  FunctionProjection p;
  for (auto [k, launch] : llvm::enumerate(launches)) {
    LaunchProjection &lp = p.perLaunch.emplace_back();
    lp.launch = launch;
    lp.projection.emplace();
    lp.projection->seconds = lp.projection->modelledSeconds = 1e-6;
    if (k < measuredAndModelledUs.size()) {
      lp.projection->seconds = measuredAndModelledUs[k].first * 1e-6;
      lp.projection->modelledSeconds = measuredAndModelledUs[k].second * 1e-6;
      lp.projection->measured = true;
    }
    p.seconds += lp.projection->seconds;
    ++p.launches;
  }
  return p;
}

TEST_F(FuseMeasuredTest, GemmCalibrationScalesUnmeasuredGemmsOnly) {
  SmallVector<gpu::LaunchFuncOp> l = launches();
  ASSERT_EQ(l.size(), 4u);
  // Measured / modelled: 2 (twice: one kernel, counted once), 4 and 1.5
  // (the same launch op standing for kernels of other candidates).
  FunctionProjection a = projectionOf(l, {{2, 1}});
  FunctionProjection b =
      projectionOf({l[0], l[0], l[0]}, {{2, 1}, {4, 1}, {3, 2}});
  GemmCalibration c = gemmCalibration({&a, &b});
  EXPECT_EQ(c.measured, 3u);
  EXPECT_DOUBLE_EQ(c.scale, 2.0);
  calibrateGemms(a, c);
  // The unmeasured GEMM at twice its modelled time; the measured one, the
  // attention kernel and the thread kernel as they were.
  EXPECT_DOUBLE_EQ(a.perLaunch[0].projection->seconds, 2e-6);
  EXPECT_DOUBLE_EQ(a.perLaunch[1].projection->seconds, 2e-6);
  EXPECT_TRUE(a.perLaunch[1].projection->calibrated);
  EXPECT_EQ(a.perLaunch[1].projection->bound(), "calibrated");
  EXPECT_DOUBLE_EQ(a.perLaunch[2].projection->seconds, 1e-6);
  EXPECT_FALSE(a.perLaunch[2].projection->calibrated);
  EXPECT_DOUBLE_EQ(a.perLaunch[3].projection->seconds, 1e-6);
  EXPECT_NEAR(a.seconds, 6e-6, 1e-12);
  // Calibrating again changes nothing (from the modelled time, not the
  // calibrated one).
  calibrateGemms(a, c);
  EXPECT_NEAR(a.seconds, 6e-6, 1e-12);
  EXPECT_NE(describeGemmCalibration(c, {&a, &b})
                .find("(1 launch of the candidates) projected at 2.00x the "
                      "model (the median measured / modelled of the 3 it "
                      "measured)"),
            std::string::npos);
  // Nothing left to scale: no words.
  EXPECT_EQ(describeGemmCalibration(c, {&b}), "");
  // An even count takes the middle two's mean.
  FunctionProjection d = projectionOf({l[0], l[0]}, {{3, 1}, {1, 1}});
  EXPECT_DOUBLE_EQ(gemmCalibration({&d}).scale, 2.0);
}

TEST_F(FuseMeasuredTest, GemmCalibrationWithoutMeasurementsIsNone) {
  SmallVector<gpu::LaunchFuncOp> l = launches();
  ASSERT_EQ(l.size(), 4u);
  FunctionProjection a = projectionOf(l);
  GemmCalibration c = gemmCalibration({&a});
  EXPECT_EQ(c.measured, 0u);
  EXPECT_DOUBLE_EQ(c.scale, 1.0);
  calibrateGemms(a, c);
  EXPECT_DOUBLE_EQ(a.perLaunch[1].projection->seconds, 1e-6);
  EXPECT_FALSE(a.perLaunch[1].projection->calibrated);
  EXPECT_EQ(describeGemmCalibration(c, {&a}), "");
}

} // namespace
