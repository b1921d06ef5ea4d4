//===- FuseRegionsTest.cpp - kfusion-fuse's choice per region -------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the per-region choice (lib/Fuse/FuseRegions.h) on hand-made plans
// and projections: regions as the closure of every candidate's groups and of
// shared locations, each region's time per candidate from its launches
// (packed launches by share, unprojected ones as infinite), the fastest per
// region, the composed plan (groups apart per candidate, packs kept only
// whole) and the refusal where the candidates' ops differ.
//
//===----------------------------------------------------------------------===//

#include "FuseRegions.h"

#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <array>
#include <cmath>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::fuse;

namespace {

/// Two candidates' plans of the ops a, b, c, d, e1, e2 (e1 and e2 share a
/// location): @x groups {a, b} {c} {d} {e1} {e2}, packing {a, b} with {c};
/// @y groups {a} {b} {c, d} {e1, e2}, packing {a} with {b}. Regions: {a, b}
/// (x's group), {c, d} (y's), {e1, e2} (one location). @z lacks an op.
/// @launches holds one launch per fused location list the projections use.
constexpr const char *kSource = R"mlir(
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
  func.func @x(%v: f32) {
    %a = arith.negf %v {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} : f32 loc("a")
    %b = arith.negf %a {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} : f32 loc("b")
    %c = arith.negf %b {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64} : f32 loc("c")
    %d = arith.negf %c {kfusion.stitch_group = 2 : i64} : f32 loc("d")
    %e1 = arith.negf %d {kfusion.stitch_group = 3 : i64} : f32 loc("e")
    %e2 = arith.negf %e1 {kfusion.stitch_group = 4 : i64} : f32 loc("e")
    return
  }
  func.func @y(%v: f32) {
    %a = arith.negf %v {kfusion.stitch_group = 0 : i64, kfusion.stitch_pack = 0 : i64} : f32 loc("a")
    %b = arith.negf %a {kfusion.stitch_group = 1 : i64, kfusion.stitch_pack = 0 : i64} : f32 loc("b")
    %c = arith.negf %b {kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 64 : i64} : f32 loc("c")
    %d = arith.negf %c {kfusion.stitch_group = 2 : i64, kfusion.stitch_threads = 64 : i64} : f32 loc("d")
    %e1 = arith.negf %d {kfusion.stitch_group = 3 : i64} : f32 loc("e")
    %e2 = arith.negf %e1 {kfusion.stitch_group = 3 : i64} : f32 loc("e")
    return
  }
  func.func @z(%v: f32) {
    %a = arith.negf %v {kfusion.stitch_group = 0 : i64} : f32 loc("a")
    return
  }
  func.func @launches() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(fused["a", "b", "c"])
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("d")
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("e")
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(fused["a", "b"])
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(fused["c", "d"])
    return
  }
}
)mlir";

class FuseRegionsTest : public ::testing::Test {
protected:
  void SetUp() override {
    // (The kfusion dialect is not loaded: its verifier would want the plan
    // on linalg ops, which these stand-ins are not.)
    context
        .loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect>();
    module = parseSourceString<ModuleOp>(kSource, &context);
    ASSERT_TRUE(module);
    module->walk([&](gpu::LaunchFuncOp l) { launches.push_back(l); });
    ASSERT_EQ(launches.size(), 5u);
    device.launchOverhead = 1e-6;
  }

  func::FuncOp fn(StringRef name) {
    return module->lookupSymbol<func::FuncOp>(name);
  }

  /// A projection of the launches `which`, each taking `us` microseconds
  /// (negative: not projected).
  static FunctionProjection
  projection(ArrayRef<std::pair<gpu::LaunchFuncOp, double>> which) {
    FunctionProjection p;
    for (auto [launch, us] : which) {
      LaunchProjection lp;
      lp.launch = launch;
      if (us >= 0) {
        RooflineProjection r;
        r.seconds = us * 1e-6;
        lp.projection = r;
      }
      p.perLaunch.push_back(lp);
    }
    return p;
  }

  /// @x's and @y's plans with their launches' times in microseconds: @x's
  /// packed {a, b, c}, d and e; @y's {a, b}, {c, d} and e (negative: not
  /// projected). Returns the regions chosen among them (in `candidates`).
  RegionChoice choose(std::array<double, 3> x, std::array<double, 3> y) {
    px = projection({{launches[0], x[0]}, {launches[1], x[1]},
                     {launches[2], x[2]}});
    py = projection({{launches[3], y[0]}, {launches[4], y[1]},
                     {launches[2], y[2]}});
    candidates = {{"x", fn("x"), &px}, {"y", fn("y"), &py}};
    return chooseRegions(candidates, fn("launches").getLoc(), device);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FunctionProjection px, py;
  SmallVector<PlannedCandidate> candidates;
  SmallVector<gpu::LaunchFuncOp> launches;
  DeviceDescription device;
};

/// @x: the packed launch {a, b, c} 3 us, d 1 us, e 1 us; @y: {a, b} 4 us,
/// {c, d} 0.5 us, e 1 us (launch overhead 1 us each).
TEST_F(FuseRegionsTest, RegionsAndTheirFastestCandidate) {
  RegionChoice choice = choose({3.0, 1.0, 1.0}, {4.0, 0.5, 1.0});
  ASSERT_TRUE(choice.refusal.empty()) << choice.refusal;
  ASSERT_EQ(choice.regions.size(), 3u);
  EXPECT_EQ(choice.regions[0].ops, (SmallVector<unsigned>{0, 1}));
  EXPECT_EQ(choice.regions[1].ops, (SmallVector<unsigned>{2, 3}));
  EXPECT_EQ(choice.regions[2].ops, (SmallVector<unsigned>{4, 5}));
  // The packed launch (4 us with its overhead) by share: 2/3 to {a, b},
  // 1/3 to {c, d}.
  EXPECT_NEAR(choice.regions[0].seconds[0] * 1e6, 4.0 * 2 / 3, 1e-9);
  EXPECT_NEAR(choice.regions[0].seconds[1] * 1e6, 5.0, 1e-9);
  EXPECT_NEAR(choice.regions[1].seconds[0] * 1e6, 4.0 / 3 + 2.0, 1e-9);
  EXPECT_NEAR(choice.regions[1].seconds[1] * 1e6, 1.5, 1e-9);
  EXPECT_EQ(choice.regions[1].launches[0], 2u);
  EXPECT_EQ(choice.regions[0].fastest, 0u);
  EXPECT_EQ(choice.regions[1].fastest, 1u);
  // A tie goes to the first candidate.
  EXPECT_EQ(choice.regions[2].fastest, 0u);
  EXPECT_FALSE(choice.uniform());
  EXPECT_EQ(choice.regionOf(NameLoc::get(StringAttr::get(&context, "d"))),
            std::optional<unsigned>(1));
  EXPECT_FALSE(choice.regionOf(UnknownLoc::get(&context)).has_value());
}

/// A region with a launch that is not projected never takes its candidate
/// (@x's packed launch, 40 us under @y instead).
TEST_F(FuseRegionsTest, UnprojectedLaunchIsNeverFastest) {
  RegionChoice choice = choose({-1.0, 1.0, 1.0}, {40.0, 0.5, 1.0});
  ASSERT_TRUE(choice.refusal.empty());
  EXPECT_TRUE(std::isinf(choice.regions[0].seconds[0]));
  EXPECT_EQ(choice.regions[0].fastest, 1u);
  // The packed launch computes {c} too: its region is infinite under @x.
  EXPECT_TRUE(std::isinf(choice.regions[1].seconds[0]));
  EXPECT_EQ(choice.regions[1].fastest, 1u);
  EXPECT_EQ(choice.regions[2].fastest, 0u);
}

/// The composed plan: {a, b} as @x planned it, its pack dropped (its other
/// kernel, {c}, is @y's region's); {c, d} as @y planned it, schedule
/// included; ids of the two candidates apart.
TEST_F(FuseRegionsTest, ComposedPlanTakesEachRegionsCandidate) {
  RegionChoice choice = choose({3.0, 1.0, 1.0}, {4.0, 0.5, 1.0});
  ASSERT_TRUE(choice.refusal.empty());
  OwningOpRef<func::FuncOp> target = cast<func::FuncOp>(fn("y")->clone());
  ASSERT_TRUE(succeeded(composeRegionPlan(*target, candidates, choice)));
  SmallVector<Operation *> ops = plannedOps(*target);
  ASSERT_EQ(ops.size(), 6u);
  auto group = [&](unsigned i) {
    return ops[i]->getAttrOfType<IntegerAttr>(kStitchGroupAttr).getInt();
  };
  EXPECT_EQ(group(0), group(1));
  EXPECT_EQ(group(2), group(3));
  EXPECT_NE(group(1), group(2));
  EXPECT_EQ(group(0), 0);
  EXPECT_EQ(group(2), (int64_t(1) << 32) + 2);
  // {e1, e2} tied: @x's plan, two kernels.
  EXPECT_NE(group(4), group(5));
  for (unsigned i = 0; i < 6; ++i)
    EXPECT_FALSE(ops[i]->hasAttr(kStitchPackAttr)) << "op " << i;
  EXPECT_TRUE(ops[2]->hasAttr(kStitchThreadsAttr));
  EXPECT_FALSE(ops[0]->hasAttr(kStitchThreadsAttr));
  // The wrong function (fewer ops) is refused.
  EXPECT_TRUE(failed(composeRegionPlan(fn("z"), candidates, choice)));
}

/// A pack whose kernels all come from its candidate stays.
TEST_F(FuseRegionsTest, WholePackIsKept) {
  RegionChoice choice = choose({3.0, 1.0, 1.0}, {1.0, 9.0, 0.5});
  ASSERT_TRUE(choice.refusal.empty());
  EXPECT_EQ(choice.regions[0].fastest, 1u);
  EXPECT_EQ(choice.regions[1].fastest, 0u);
  EXPECT_EQ(choice.regions[2].fastest, 1u);
  OwningOpRef<func::FuncOp> target = cast<func::FuncOp>(fn("x")->clone());
  ASSERT_TRUE(succeeded(composeRegionPlan(*target, candidates, choice)));
  SmallVector<Operation *> ops = plannedOps(*target);
  // @y's pack of {a} and {b}: both in a region @y takes.
  ASSERT_TRUE(ops[0]->hasAttr(kStitchPackAttr));
  EXPECT_EQ(ops[0]->getAttr(kStitchPackAttr), ops[1]->getAttr(kStitchPackAttr));
  EXPECT_NE(ops[0]->getAttr(kStitchGroupAttr),
            ops[1]->getAttr(kStitchGroupAttr));
  // @x's pack ({a, b} with {c}) is broken: {c} launches alone.
  EXPECT_FALSE(ops[2]->hasAttr(kStitchPackAttr));
}

/// Candidates whose prepared functions differ, or a single candidate, are
/// not composed.
TEST_F(FuseRegionsTest, Refusals) {
  FunctionProjection p;
  SmallVector<PlannedCandidate> differ{{"x", fn("x"), &p}, {"z", fn("z"), &p}};
  RegionChoice choice = chooseRegions(differ, fn("launches").getLoc(), device);
  EXPECT_NE(choice.refusal.find("differ (x: 6 planned ops, z: 1)"),
            std::string::npos)
      << choice.refusal;
  SmallVector<PlannedCandidate> one{{"x", fn("x"), &p}};
  choice = chooseRegions(one, fn("launches").getLoc(), device);
  EXPECT_NE(choice.refusal.find("at least two"), std::string::npos);
}

} // namespace
