//===- StencilModelTest.cpp - Stencil groups and their projection ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the plan stencil fusion derives for a group (halos accumulated
// backwards, stagings, temporaries) and the codeless projection the planner
// scores groups with: what fusion saves, what halos cost, occupancy limits.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stencil/StencilModel.h"
#include "KFusion/Stencil/StencilGroup.h"

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// A 5-point sweep `o = 0.2 * (a + neighbours)` on the interior of an N x N
/// array, `o = a` on its boundary (writes every point), launched `sweeps`
/// times through temporaries: a -> t1 -> ... -> out.
std::string sweeps(int n, int sweeps, int blockX = 32, int blockY = 8) {
  std::string s = R"mlir(
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sweep(%a: memref<NxNxf32>, %o: memref<NxNxf32>) kernel {
      %c1 = arith.constant 1 : index
      %cN1 = arith.constant N1 : index
      %f = arith.constant 0.2 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c1 : index
      %x1 = arith.cmpi slt, %x, %cN1 : index
      %y0 = arith.cmpi sge, %y, %c1 : index
      %y1 = arith.cmpi slt, %y, %cN1 : index
      %gx = arith.andi %x0, %x1 : i1
      %gy = arith.andi %y0, %y1 : i1
      %in = arith.andi %gx, %gy : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %v0 = memref.load %a[%y, %x] : memref<NxNxf32>
        %v1 = memref.load %a[%y, %xm] : memref<NxNxf32>
        %v2 = memref.load %a[%y, %xp] : memref<NxNxf32>
        %v3 = memref.load %a[%ym, %x] : memref<NxNxf32>
        %v4 = memref.load %a[%yp, %x] : memref<NxNxf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %r = arith.mulf %f, %s3 : f32
        memref.store %r, %o[%y, %x] : memref<NxNxf32>
      } else {
        %v = memref.load %a[%y, %x] : memref<NxNxf32>
        memref.store %v, %o[%y, %x] : memref<NxNxf32>
      }
      gpu.return
    }
  }
  func.func @step(%in: memref<NxNxf32> {llvm.noalias}, %out: memref<NxNxf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %bx = arith.constant BX : index
    %by = arith.constant BY : index
    %gx = arith.constant GX : index
    %gy = arith.constant GY : index
)mlir";
  std::string prev = "%in";
  for (int i = 0; i < sweeps; ++i) {
    std::string next = i + 1 == sweeps ? "%out" : "%t" + std::to_string(i);
    if (i + 1 != sweeps)
      s += "    " + next + " = memref.alloc() : memref<NxNxf32>\n";
    s += "    gpu.launch_func @k::@sweep blocks in (%gx, %gy, %c1) threads in "
         "(%bx, %by, %c1) args(" +
         prev + " : memref<NxNxf32>, " + next + " : memref<NxNxf32>)\n";
    prev = next;
  }
  for (int i = 0; i + 1 < sweeps; ++i)
    s += "    memref.dealloc %t" + std::to_string(i) + " : memref<NxNxf32>\n";
  s += "    return\n  }\n}\n";
  auto replace = [&](const std::string &from, const std::string &to) {
    for (size_t at = s.find(from); at != std::string::npos;
         at = s.find(from, at + to.size()))
      s.replace(at, from.size(), to);
  };
  replace("N1", std::to_string(n - 1));
  replace("NxNx", std::to_string(n) + "x" + std::to_string(n) + "x");
  replace("BX", std::to_string(blockX));
  replace("BY", std::to_string(blockY));
  replace("GX", std::to_string(n / blockX));
  replace("GY", std::to_string(n / blockY));
  return s;
}

class StencilModelTest : public ::testing::Test {
protected:
  StencilModelTest() {
    context
        .loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                     memref::MemRefDialect, scf::SCFDialect, KFusionDialect>();
  }

  /// Parses `source` and builds the graph and analyzer of @step.
  void build(const std::string &source) {
    module = parseSourceString<ModuleOp>(source, &context);
    ASSERT_TRUE(module);
    func::FuncOp step;
    module->walk([&](func::FuncOp f) { step = f; });
    analyzer.reset();
    graph.emplace(step.getBody().front());
    analyzer.emplace(*graph);
    launches.clear();
    for (auto [n, node] : llvm::enumerate(graph->getNodes()))
      if (node.isLaunch())
        launches.push_back(n);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::optional<LaunchGraph> graph;
  std::optional<StencilGroupAnalyzer> analyzer;
  SmallVector<unsigned> launches;
  StencilModel device;
};

TEST_F(StencilModelTest, HalosAccumulateBackwardsAndTemporariesStayOnChip) {
  build(sweeps(1024, 3));
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = analyzer->analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan)) << refusal.reason;
  EXPECT_EQ(plan->extentLo[0], (std::array<int64_t, 3>{2, 2, 0}));
  EXPECT_EQ(plan->extentHi[0], (std::array<int64_t, 3>{2, 2, 0}));
  EXPECT_EQ(plan->extentLo[1], (std::array<int64_t, 3>{1, 1, 0}));
  EXPECT_EQ(plan->extentLo[2], (std::array<int64_t, 3>{0, 0, 0}));
  ASSERT_EQ(plan->stagings.size(), 2u);
  // The sweeps write every point inside a grid that covers the array: no
  // old values to keep.
  for (const StencilStaging &staging : plan->stagings)
    EXPECT_FALSE(staging.prefill);
  // (32 + 4) x (8 + 4) and (32 + 2) x (8 + 2) floats.
  EXPECT_EQ(plan->sharedBytes, 36 * 12 * 4 + 34 * 10 * 4);
  unsigned temporaries = 0;
  for (const StencilArrayPlan &array : plan->arrays)
    temporaries += array.temporary;
  EXPECT_EQ(temporaries, 2u);
}

TEST_F(StencilModelTest, FusionMovesFewerBytesAndComputesMore) {
  build(sweeps(1024, 3));
  SmallVector<const StencilLaunch *> members;
  SmallVector<StencilKernelCost> costs;
  StencilProjection unfused;
  for (unsigned node : launches) {
    const StencilLaunch *launch = analyzer->getLaunch(node);
    members.push_back(launch);
    costs.push_back(estimateKernelCost(*launch));
    StencilProjection alone = projectLaunch(*launch, costs.back(), device);
    EXPECT_TRUE(alone.fits);
    unfused.seconds += alone.seconds;
    unfused.bytes += alone.bytes;
    unfused.arithmetic += alone.arithmetic;
  }
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = analyzer->analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan));
  StencilProjection fused = projectGroup(*plan, members, costs, device);
  ASSERT_TRUE(fused.fits);
  // Unfused: 3 x (read + write) of 4 MB; fused: %in read once over the
  // 32x8 tiles plus the ring of 3 points the chain needs (38 x 14 points,
  // weighted as cache hits), %out written once.
  double array = 1024.0 * 1024 * 4;
  EXPECT_GT(unfused.bytes, 6 * array);
  EXPECT_NEAR(fused.bytes / array,
              2 + device.haloLoadWeight * (38.0 * 14 / 256 - 1), 1e-9);
  // The halo points are computed again.
  EXPECT_GT(fused.arithmetic, unfused.arithmetic);
  EXPECT_LT(fused.seconds, unfused.seconds);
  EXPECT_LT(fused.seconds, unfused.seconds / 2);
  // Memory-bound: the projection is the memory time plus the overheads.
  EXPECT_GT(fused.memorySeconds, fused.computeSeconds);
}

TEST_F(StencilModelTest, OccupancyLimitsAndLaunchOverhead) {
  build(sweeps(1024, 2, 32, 32));
  const StencilLaunch *launch = analyzer->getLaunch(launches.front());
  StencilKernelCost cost = estimateKernelCost(*launch);
  StencilProjection p = projectLaunch(*launch, cost, device);
  // 1024 threads per block: at most 2 blocks per multiprocessor.
  EXPECT_LE(p.blocksPerMultiprocessor, 2);
  // Registers that do not fit a block.
  cost.registers = 128;
  StencilProjection heavy = projectLaunch(*launch, cost, device);
  EXPECT_FALSE(heavy.fits);
  // Tiny launches cost their launch overhead.
  StencilModel slow = device;
  slow.device.launchOverhead = 1e-3;
  EXPECT_NEAR(projectLaunch(*launch, estimateKernelCost(*launch), slow).seconds,
              1e-3, 2e-4);
}

TEST_F(StencilModelTest, SharedMemoryBeyondTheLimitIsRefused) {
  build(sweeps(1024, 3));
  StencilLimits tight;
  tight.maxSharedBytesPerBlock = 2048;
  StencilGroupAnalyzer limited(*graph, tight);
  StencilRefusal refusal;
  EXPECT_TRUE(failed(limited.analyze(launches, refusal)));
  EXPECT_NE(refusal.reason.find("more than the 2048 a block may have"),
            std::string::npos)
      << refusal.reason;
  // Without reasons (a planner's question) the answer is the same.
  limited.setExplain(false);
  StencilRefusal quiet;
  EXPECT_TRUE(failed(limited.analyze(launches, quiet)));
  EXPECT_TRUE(quiet.reason.empty());
  // Two of the three sweeps fit.
  EXPECT_TRUE(succeeded(
      limited.analyze(ArrayRef<unsigned>(launches).take_back(2), quiet)));
}

TEST_F(StencilModelTest, SingleReadersAreStagedWhereTheyCostNoBlocks) {
  // The first sweep alone reads %in, around its point (a halo of 3 over the
  // chain): read from global memory unless single readers are staged.
  build(sweeps(1024, 3));
  int64_t producers = 36 * 12 * 4 + 34 * 10 * 4, input = 38 * 14 * 4;
  auto stage = [&](StencilLimits limits) {
    StencilGroupAnalyzer staged(*graph, limits);
    StencilRefusal refusal;
    FailureOr<StencilGroupPlan> plan = staged.analyze(launches, refusal);
    EXPECT_TRUE(succeeded(plan)) << refusal.reason;
    return *plan;
  };
  using SingleReaders = StencilLimits::SingleReaders;
  StencilLimits limits;
  EXPECT_EQ(limits.stageSingleReaders, SingleReaders::Never);
  StencilGroupPlan never = stage(limits);
  EXPECT_EQ(never.stagings.size(), 2u);
  EXPECT_EQ(never.sharedBytes, producers);

  limits.stageSingleReaders = SingleReaders::Always;
  StencilGroupPlan always = stage(limits);
  ASSERT_EQ(always.stagings.size(), 3u);
  const StencilStaging &in = always.stagings.back();
  EXPECT_FALSE(in.writer);
  EXPECT_FALSE(in.isRegister);
  EXPECT_EQ(in.haloLo, (SmallVector<int64_t>{3, 3}));
  EXPECT_EQ(always.sharedBytes, producers + input);
  // The first sweep reads it, the others do not.
  unsigned readers = 0;
  for (const auto &member : always.arguments)
    for (const StencilArgumentPlan &argument : member)
      readers += argument.readStaging == 2u;
  EXPECT_EQ(readers, 1u);

  // Auto: 256 threads a block let 8 blocks reside per SM; 228 KB of shared
  // memory lets as many with the input staged.
  limits.stageSingleReaders = SingleReaders::Auto;
  EXPECT_EQ(stage(limits).stagings.size(), 3u);
  // With shared memory for just 8 blocks without it, staging it would
  // leave room for 5: not staged.
  limits.device.sharedBytesPerMultiprocessor =
      8 * (producers + limits.device.reservedSharedBytesPerBlock);
  StencilGroupPlan tight = stage(limits);
  EXPECT_EQ(tight.stagings.size(), 2u);
  EXPECT_EQ(tight.sharedBytes, producers);
  // Always stages it anyway.
  limits.stageSingleReaders = SingleReaders::Always;
  EXPECT_EQ(stage(limits).stagings.size(), 3u);
}

} // namespace

TEST_F(StencilModelTest, DeepTilesKeepTheirResidentBlocksAndWaves) {
  // Three sweeps over 8192 x 8192 in 32 x 8 blocks at 8 rows per thread:
  // 32 x 64 tiles, shared arrays (32 + 4) x (64 + 4) and (32 + 2) x
  // (64 + 2) floats, each of their rows padded by up to 8 floats.
  build(sweeps(8192, 3));
  StencilLimits deep;
  deep.tileScale = {1, kDeepPointsPerThread, 1};
  auto planOf = [&](const StencilLimits &limits) {
    StencilGroupAnalyzer scaled(*graph, limits);
    StencilRefusal refusal;
    FailureOr<StencilGroupPlan> plan = scaled.analyze(launches, refusal);
    EXPECT_TRUE(succeeded(plan)) << refusal.reason;
    return std::make_pair(*plan,
                          scaled.getLaunch(launches.front())->gridConstant);
  };
  auto [plan, grid] = planOf(deep);
  EXPECT_EQ(plan.tile, (std::array<int64_t, 3>{32, 64, 1}));
  EXPECT_EQ(plan.sharedBytes, 36 * 68 * 4 + 34 * 66 * 4);
  EXPECT_EQ(plan.getPaddedSharedBytes(),
            plan.sharedBytes + (68 + 66) * kMaxSharedRowPadding * 4);
  // 8 blocks of 256 threads per SM, 23 KB each fit; 32768 blocks are 31
  // waves of 132 x 8.
  std::string why;
  EXPECT_TRUE(qualifiesForDeepTiles(plan, grid, deep.device, why)) << why;

  // Shared memory for fewer than 8 such blocks: 4 rows instead.
  DeviceDescription small = deep.device;
  int64_t unit = small.sharedAllocationUnit;
  small.sharedBytesPerMultiprocessor =
      7 * ((plan.getPaddedSharedBytes() + unit - 1) / unit * unit +
           small.reservedSharedBytesPerBlock);
  EXPECT_FALSE(qualifiesForDeepTiles(plan, grid, small, why));
  EXPECT_NE(why.find("would let 7 blocks reside per SM, not the 8"),
            std::string::npos)
      << why;
  // The same chain over 1024 x 1024: 512 blocks, under 4 waves.
  build(sweeps(1024, 3));
  auto [plan1k, grid1k] = planOf(deep);
  EXPECT_FALSE(qualifiesForDeepTiles(plan1k, grid1k, deep.device, why));
  EXPECT_NE(why.find("512 blocks, fewer than 4 waves of 1056"),
            std::string::npos)
      << why;
}

TEST_F(StencilModelTest, OverlaidArraysCountTheMostAliveAtOnce) {
  // Three sweeps over 8192 x 8192, 8 rows per thread, the input staged too:
  // in (38 x 70, staged at the start, read by sweep 0), t1 (36 x 68, written
  // by 0, read by 1), t2 (34 x 66, written by 1, read by 2), each row padded
  // by up to 8 floats. Summed, they let 6 blocks of 256 threads reside per
  // SM; alive at once, at most in + t1 (sweep 0) or t1 + t2 (sweep 1): 8.
  build(sweeps(8192, 3));
  StencilLimits limits;
  limits.tileScale = {1, kDeepPointsPerThread, 1};
  limits.stageSingleReaders = StencilLimits::SingleReaders::Always;
  StencilGroupAnalyzer scaled(*graph, limits);
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = scaled.analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan)) << refusal.reason;
  ASSERT_EQ(plan->stagings.size(), 3u);
  auto padded = [](int64_t w, int64_t h) {
    return (w * h * 4 + h * kMaxSharedRowPadding * 4 + 15) / 16 * 16;
  };
  int64_t in = padded(38, 70), t1 = padded(36, 68), t2 = padded(34, 66);
  EXPECT_EQ(plan->getLiveSharedBytes(), std::max(in + t1, t1 + t2));
  EXPECT_LT(plan->getLiveSharedBytes(), plan->getPaddedSharedBytes());
  auto grid = scaled.getLaunch(launches.front())->gridConstant;
  std::string why;
  EXPECT_FALSE(qualifiesForDeepTiles(*plan, grid, limits.device, why));
  EXPECT_NE(why.find("would let 6 blocks reside per SM"), std::string::npos)
      << why;
  EXPECT_TRUE(qualifiesForDeepTiles(*plan, grid, limits.device, why,
                                    /*overlaid=*/true))
      << why;
  // Deep is Never inside the analyzer (kfusion-stencil-fusion decides).
  limits.stageSingleReaders = StencilLimits::SingleReaders::Deep;
  StencilGroupAnalyzer deep(*graph, limits);
  FailureOr<StencilGroupPlan> unstaged = deep.analyze(launches, refusal);
  ASSERT_TRUE(succeeded(unstaged)) << refusal.reason;
  EXPECT_EQ(unstaged->stagings.size(), 2u);
  // Without the input: t1 and t2 are alive together at sweep 1.
  EXPECT_EQ(unstaged->getLiveSharedBytes(), t1 + t2);
}

TEST_F(StencilModelTest, DynamicArraysShareBytesWhereABarrierSeparatesThem) {
  // Seven sweeps in 32 x 64 tiles: t0 .. t5 with halos 6 .. 1, 66,736 bytes
  // apart, above the static limit. Each t_i is written by sweep i and read
  // by sweep i + 1 behind a barrier, so t_i and t_{i+2} never live at once:
  // first fit puts t2 and t4 over t0, t3 and t5 above them, and the block
  // needs t0 + t1 (the two widest alive together).
  build(sweeps(8192, 7));
  StencilLimits limits;
  limits.tileScale = {1, 8, 1};
  StencilGroupAnalyzer scaled(*graph, limits);
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = scaled.analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan)) << refusal.reason;
  ASSERT_EQ(plan->stagings.size(), 6u);
  ASSERT_TRUE(plan->dynamicShared);
  auto bytes = [](int64_t h) { return (32 + 2 * h) * (64 + 2 * h) * 4; };
  int64_t separate = 0;
  for (int64_t h = 1; h <= 6; ++h)
    separate += bytes(h);
  EXPECT_EQ(plan->separateSharedBytes, separate);
  EXPECT_EQ(plan->sharedBytes, bytes(6) + bytes(5));
  EXPECT_EQ(plan->getLiveSharedBytes(), plan->sharedBytes);
  // Offsets by writer (the stagings are planned from the last sweep back).
  SmallVector<int64_t> offsets(6, -1);
  for (const StencilStaging &staging : plan->stagings)
    offsets[*staging.writer] = *staging.dynamicOffset;
  EXPECT_EQ(offsets,
            (SmallVector<int64_t>{0, bytes(6), 0, bytes(4), 0, bytes(2)}));
  // Where halos may be exchanged (a neighbour reads the arrays after the
  // block's barriers) they stay apart.
  limits.overlayDynamicArrays = false;
  StencilGroupAnalyzer apart(*graph, limits);
  FailureOr<StencilGroupPlan> separated = apart.analyze(launches, refusal);
  ASSERT_TRUE(succeeded(separated)) << refusal.reason;
  EXPECT_EQ(separated->sharedBytes, separate);
  // The group that overlaid fits where the separate arrays would not.
  limits.overlayDynamicArrays = true;
  limits.maxSharedBytesPerBlock = separate - 1;
  StencilGroupAnalyzer tight(*graph, limits);
  EXPECT_TRUE(succeeded(tight.analyze(launches, refusal))) << refusal.reason;
}

TEST_F(StencilModelTest, DynamicArraysWithoutABarrierBetweenStayApart) {
  // in -> t0 -> t1, in -> t2 -> out: sweep 2 reads only what the stage of
  // `in` (read by sweeps 0 and 2) put in shared memory before any sweep, so
  // no barrier precedes it; t0 (last read by sweep 1) and t2 (written by
  // sweep 2) would otherwise be apart in time, but a thread writing t2 could
  // overwrite t0 while another still reads it. Nothing shares bytes.
  std::string source = sweeps(1024, 4);
  size_t at = source.find("args(%t1 : memref<1024x1024xf32>, %t2");
  ASSERT_NE(at, std::string::npos);
  source.replace(at, 8, "args(%in");
  build(source);
  StencilLimits limits;
  limits.tileScale = {1, 4, 1};
  limits.maxStaticSharedBytes = 1024;
  StencilGroupAnalyzer scaled(*graph, limits);
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = scaled.analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan)) << refusal.reason;
  ASSERT_TRUE(plan->dynamicShared);
  ASSERT_EQ(plan->stagings.size(), 3u);
  EXPECT_EQ(plan->sharedBytes, plan->separateSharedBytes);
  std::optional<int64_t> t0, t2;
  for (const StencilStaging &staging : plan->stagings)
    if (staging.writer == 0u)
      t0 = staging.dynamicOffset;
    else if (staging.writer == 2u)
      t2 = staging.dynamicOffset;
  ASSERT_TRUE(t0 && t2);
  EXPECT_NE(*t0, *t2);
}

TEST_F(StencilModelTest, ScaledTilesShrinkTheHaloShare) {
  build(sweeps(1024, 3));
  StencilLimits rows4;
  rows4.tileScale = {1, 4, 1};
  StencilGroupAnalyzer scaled(*graph, rows4);
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = scaled.analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan)) << refusal.reason;
  EXPECT_EQ(plan->block, (std::array<int64_t, 3>{32, 8, 1}));
  EXPECT_EQ(plan->tile, (std::array<int64_t, 3>{32, 32, 1}));
  // (32 + 4) x (32 + 4) and (32 + 2) x (32 + 2) floats.
  EXPECT_EQ(plan->sharedBytes, 36 * 36 * 4 + 34 * 34 * 4);
  EXPECT_EQ(plan->getTilePoints(0), 36 * 36);
  EXPECT_EQ(plan->getTilePoints(2), 32 * 32);
  // Per output point: 3.39 computed points instead of 4.02, and a quarter
  // of the blocks; the projection counts the same bytes (plus a smaller
  // halo ring) and fewer redundant operations.
  SmallVector<const StencilLaunch *> members;
  SmallVector<StencilKernelCost> costs;
  for (unsigned node : launches) {
    members.push_back(scaled.getLaunch(node));
    costs.push_back(estimateKernelCost(*members.back()));
  }
  StencilRefusal plain;
  FailureOr<StencilGroupPlan> one = analyzer->analyze(launches, plain);
  ASSERT_TRUE(succeeded(one));
  StencilProjection small = projectGroup(*one, members, costs, device);
  StencilProjection large = projectGroup(*plan, members, costs, device);
  EXPECT_LT(large.bytes, small.bytes);
  EXPECT_LT(large.arithmetic, small.arithmetic);
  EXPECT_NEAR(large.arithmetic / small.arithmetic,
              (36.0 * 36 + 34 * 34 + 32 * 32) / 1024 /
                  ((36.0 * 12 + 34 * 10 + 32 * 8) / 256),
              1e-9);
}

TEST_F(StencilModelTest, HaloExchangeChoicesOrderTheDimensionsBySavedPoints) {
  build(sweeps(1024, 3));
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = analyzer->analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan)) << refusal.reason;
  // 32x8 tiles, halos of 2 and 1 around the first two sweeps: along y the
  // layers span the tiles' width (36 and 34 points), along x their height
  // (12 and 10): y first.
  std::string why;
  SmallVector<HaloExchangeChoice> choices = haloExchangeChoices(*plan, why);
  ASSERT_EQ(choices.size(), 2u) << why;
  EXPECT_EQ(choices[0].dim, 1u);
  EXPECT_EQ(choices[0].savedPoints, 4 * 36 + 2 * 34);
  EXPECT_EQ(choices[1].dim, 0u);
  EXPECT_EQ(choices[1].savedPoints, 4 * 12 + 2 * 10);
  EXPECT_EQ(choices[0].tilePoints, 36 * 12 + 34 * 10 + 32 * 8);
  // The grid (32 x 128 blocks) divides into clusters of 8 along y; with a
  // grid of 6 blocks in y, x is taken; with neither, none and why.
  std::optional<HaloExchangeChoice> taken =
      chooseHaloExchange(*plan, {32, 128, 1}, 8, why);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->dim, 1u);
  taken = chooseHaloExchange(*plan, {32, 6, 1}, 8, why);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->dim, 0u);
  EXPECT_FALSE(chooseHaloExchange(*plan, {12, 6, 1}, 8, why));
  EXPECT_EQ(why, "the grid (in y 6 blocks, in x 12 blocks) is not a multiple "
                 "of the cluster size 8");
}

TEST_F(StencilModelTest, HaloExchangeTradesArithmeticForCopiesAndBarriers) {
  build(sweeps(1024, 3));
  SmallVector<const StencilLaunch *> members;
  SmallVector<StencilKernelCost> costs;
  for (unsigned node : launches) {
    members.push_back(analyzer->getLaunch(node));
    costs.push_back(estimateKernelCost(*members.back()));
  }
  StencilRefusal refusal;
  FailureOr<StencilGroupPlan> plan = analyzer->analyze(launches, refusal);
  ASSERT_TRUE(succeeded(plan));
  StencilProjection recomputed = projectGroup(*plan, members, costs, device);
  StencilProjection exchanged =
      projectGroup(*plan, members, costs, device, StencilHaloExchange{1, 4});
  // Clusters of 4 along y: 3/4 of the y layers (4 x 36 and 2 x 34 points)
  // are not computed; the two arrays' layers (4 x 36 and 2 x 34 elements)
  // are copied at exchangeCopyOps each, 3/4 of them too.
  double blocks = 32.0 * 128;
  double sweep = costs[0].arithmeticPerPoint;
  double saved = 0.75 * (4 * 36 + 2 * 34) * sweep;
  double copies = 0.75 * (4 * 36 + 2 * 34) * device.exchangeCopyOps;
  EXPECT_NEAR(exchanged.arithmetic,
              recomputed.arithmetic + blocks * (copies - saved), 1e-6);
  EXPECT_EQ(exchanged.bytes, recomputed.bytes);
  // Memory-bound: the same memory time, the cluster barriers added.
  EXPECT_DOUBLE_EQ(exchanged.memorySeconds, recomputed.memorySeconds);
  EXPECT_GT(exchanged.seconds, recomputed.seconds);
  // A cluster of one exchanges nothing.
  StencilProjection alone =
      projectGroup(*plan, members, costs, device, StencilHaloExchange{1, 1});
  EXPECT_DOUBLE_EQ(alone.arithmetic, recomputed.arithmetic);
  // The barriers cost more in larger clusters (measured: the exchange in
  // clusters of 16 added 1.35-1.65x what clusters of 4 did, on an H200):
  // the two arrays' two barriers each, per wave, grow by 12 blocks' share.
  StencilProjection sixteen =
      projectGroup(*plan, members, costs, device, StencilHaloExchange{1, 16});
  double waves = (exchanged.seconds - recomputed.seconds) /
                 (4 * (device.clusterBarrierSeconds +
                       4 * device.clusterBarrierBlockSeconds));
  EXPECT_NEAR(sixteen.seconds - exchanged.seconds,
              waves * 4 * 12 * device.clusterBarrierBlockSeconds, 1e-12);
  EXPECT_GT(waves, 0);
}

TEST_F(StencilModelTest, RegisterTilesProjectUnitsAtTheirOwnEfficiency) {
  // Three sweeps over 8192 x 8192 in 32 x 8 blocks at 8 rows per thread:
  // kfusion-lower-tiles' default register tiles, a unit of 4 columns x 8
  // rows a thread, 8 x 8 threads a block.
  build(sweeps(8192, 3));
  auto planAt = [&](int64_t rows, SmallVector<const StencilLaunch *> &members,
                    SmallVector<StencilKernelCost> &costs) {
    StencilLimits limits;
    limits.tileScale = {1, rows, 1};
    analyzer.emplace(*graph, limits);
    StencilRefusal refusal;
    FailureOr<StencilGroupPlan> plan = analyzer->analyze(launches, refusal);
    EXPECT_TRUE(succeeded(plan)) << refusal.reason;
    members.clear();
    costs.clear();
    for (unsigned node : launches) {
      members.push_back(analyzer->getLaunch(node));
      costs.push_back(estimateKernelCost(*members.back()));
    }
    return *plan;
  };
  SmallVector<const StencilLaunch *> members;
  SmallVector<StencilKernelCost> costs;
  StencilGroupPlan plan = planAt(8, members, costs);
  std::string why;
  std::optional<StencilRegisterTiles> tiles =
      predictRegisterTiles(plan, members, device, why);
  ASSERT_TRUE(tiles) << why;
  EXPECT_EQ(tiles->columns, 4);
  EXPECT_EQ(tiles->rows, 8);
  EXPECT_EQ(tiles->threads, 8 * 8);
  // Each sweep over the unit widened by its halo: (4 + 4) x (8 + 4),
  // (4 + 2) x (8 + 2), 4 x 8; the two temporaries' values over their
  // writers' points; no window staged (the input is read from global memory).
  EXPECT_EQ(tiles->memberUnitPoints,
            (SmallVector<int64_t>{8 * 12, 6 * 10, 4 * 8}));
  EXPECT_EQ(tiles->unitPoints, 188);
  EXPECT_EQ(tiles->privateElements, 8 * 12 + 6 * 10);
  EXPECT_EQ(tiles->sharedBytes, 0);

  StencilProjection reg = projectGroup(plan, members, costs, device);
  StencilModel never = device;
  never.registerTiles = StencilModel::RegisterTiles::Never;
  StencilProjection shared = projectGroup(plan, members, costs, never);
  ASSERT_TRUE(reg.registerTiles.has_value());
  EXPECT_EQ(reg.registerTiles->unitPoints, tiles->unitPoints);
  EXPECT_FALSE(shared.registerTiles.has_value());
  EXPECT_EQ(shared.noRegisterTiles, "register tiles are off");
  // The same bytes; the arithmetic of 32768 blocks of 64 units.
  EXPECT_DOUBLE_EQ(reg.bytes, shared.bytes);
  double unit = costs[0].arithmeticPerPoint * 96 +
                costs[1].arithmeticPerPoint * 60 +
                costs[2].arithmeticPerPoint * 32;
  EXPECT_NEAR(reg.arithmetic, 32768.0 * 64 * unit, 1e-3 * reg.arithmetic);
  // 96 registers of 64 threads: 10 blocks an SM, occupancy 0.31, which does
  // not slow the register kernel's memory: its own efficiency.
  EXPECT_EQ(reg.registers, device.registerTileRegisters);
  EXPECT_EQ(reg.blocksPerMultiprocessor, 10);
  EXPECT_NEAR(reg.occupancy, 640.0 / 2048, 1e-12);
  EXPECT_NEAR(reg.memorySeconds,
              reg.bytes /
                  (device.device.dramBandwidth * device.registerTileEfficiency),
              1e-15);
  EXPECT_LT(reg.seconds, shared.seconds);

  // Register tiles exchange no halos: an exchange projects shared arrays.
  StencilProjection exchanged =
      projectGroup(plan, members, costs, device, StencilHaloExchange{1, 4});
  EXPECT_FALSE(exchanged.registerTiles.has_value());
  EXPECT_EQ(exchanged.noRegisterTiles, "its halos are exchanged");
  // Columns that do not divide the block's 32 threads along x.
  StencilModel three = device;
  three.registerColumns = 3;
  EXPECT_FALSE(predictRegisterTiles(plan, members, three, why));
  EXPECT_NE(why.find("32 threads along x are not a multiple of 3"),
            std::string::npos)
      << why;
  // One row a thread: not scaled along y.
  StencilGroupPlan flat = planAt(1, members, costs);
  EXPECT_FALSE(predictRegisterTiles(flat, members, device, why));
  EXPECT_NE(why.find("not scaled along y"), std::string::npos) << why;

  // 512 x 512 at 8 rows: 16 x 8 blocks, under 2 waves of 32 blocks of 64
  // threads on 132 SMs; `always` takes them anyway.
  build(sweeps(512, 3));
  StencilGroupPlan small = planAt(8, members, costs);
  EXPECT_FALSE(predictRegisterTiles(small, members, device, why));
  EXPECT_NE(why.find("128 blocks is under 2 waves of 4224"), std::string::npos)
      << why;
  StencilModel always = device;
  always.registerTiles = StencilModel::RegisterTiles::Always;
  EXPECT_TRUE(predictRegisterTiles(small, members, always, why)) << why;

  // Ten sweeps at 8 rows: (4 + 2k) x (8 + 2k) points for the sweep k from
  // the last, 2,540 in all, above the 1024 a thread evaluates.
  build(sweeps(8192, 10));
  StencilGroupPlan deep = planAt(8, members, costs);
  EXPECT_FALSE(predictRegisterTiles(deep, members, device, why));
  EXPECT_NE(why.find("would evaluate 2540 points of its members, above 1024"),
            std::string::npos)
      << why;
  StencilProjection tooDeep = projectGroup(deep, members, costs, device);
  EXPECT_FALSE(tooDeep.registerTiles.has_value());
  EXPECT_EQ(tooDeep.noRegisterTiles, why);
  // Six: 772 points, but the five temporaries' 740 values are above the 512
  // a thread keeps.
  build(sweeps(8192, 6));
  StencilGroupPlan six = planAt(8, members, costs);
  EXPECT_FALSE(predictRegisterTiles(six, members, device, why));
  EXPECT_NE(why.find("would keep 740 temporary values, above 512"),
            std::string::npos)
      << why;
}
