//===- GemmConfigTest.cpp - GEMM rules, model and matching ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the GEMM configuration rules (whyInvalidGemmConfig), the model's
// estimates and choices over the device description (estimateGemm,
// chooseGemmConfig), and which contractions matchGemm takes with which
// layouts.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Gemm/GemmConfig.h"
#include "KFusion/Gemm/Transforms.h"

#include "GemmTestUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

using namespace mlir::kfusion::gemmtest;

// The rules each name the parameter: TK, a warpgroup's 64 rows, an N-major
// B's panels, the stages the pipeline needs, registers, shared memory, the
// device's compute capability (bf16 on mma is valid).
TEST(GemmConfigTest, Rules) {
  DeviceDescription h100;
  GemmShape s = shape(512, 6144, 12288);
  EXPECT_EQ(whyInvalidGemmConfig(wgmma(128, 256, 4, 2, 1), s, h100), "");
  GemmConfig c = wgmma(128, 128, 4, 2, 1);
  c.tileK = 32;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, s, h100), "TK = 32"));
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(256, 128, 4, 1, 1), s, h100),
                       "a warpgroup computes 64 or 128 rows"));
  // Two m64 blocks a warpgroup: 128 x 128 per warpgroup, 128 accumulators.
  GemmConfig tall = wgmma(256, 128, 4, 2, 1);
  EXPECT_EQ(tall.accumulators(), 128);
  EXPECT_EQ(whyInvalidGemmConfig(tall, s, h100), "");
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(64, 64, 4, 1, 2), s, h100),
                       "panels of 64 columns"));
  // A K-major B takes 32-column warpgroups.
  GemmShape linear = s;
  linear.bKMajor = true;
  EXPECT_EQ(whyInvalidGemmConfig(wgmma(64, 64, 4, 1, 2), linear, h100), "");
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(64, 64, 2, 1, 1), s, h100),
                       "needs at least 3"));
  // 256 x 256 tiles on four warpgroups: 128 accumulators of the 128
  // registers a thread of 512 may have.
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(256, 256, 3, 4, 1), s, h100),
                       "accumulators per thread"));
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(128, 256, 6, 2, 1), s, h100),
                       "bytes of shared memory exceed"));
  DeviceDescription sm80 = h100;
  sm80.computeCapability = 80;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(128, 128, 4, 2, 1), s, sm80),
                       "compute capability 90"));
  GemmConfig mma = wgmma(128, 128, 3, 2, 4);
  mma.flavour = GemmFlavour::Mma;
  EXPECT_EQ(whyInvalidGemmConfig(mma, s, sm80), "");
  // bf16 operands on mma.sync too (kfusion-bf16-mma-sync lowers them).
  GemmShape bf16 = s;
  bf16.input = GemmElement::BF16;
  EXPECT_EQ(whyInvalidGemmConfig(mma, bf16, sm80), "");
}

// Shared memory: the stages of both tiles, the wgmma alignment pad, or the
// epilogue's f32 staging where that is larger.
TEST(GemmConfigTest, SharedBytes) {
  GemmShape s = shape(512, 512, 512);
  EXPECT_EQ(wgmma(128, 256, 4, 2, 1).sharedBytes(s),
            4 * (128 + 256) * 64 * 2 + 1008);
  GemmConfig mma = wgmma(128, 256, 2, 2, 4);
  mma.flavour = GemmFlavour::Mma;
  // 2 stages of 48 KB; the staging, 128 x 260 f32 (133120 bytes), is larger.
  EXPECT_EQ(mma.sharedBytes(s), 128 * 260 * 4);
  EXPECT_EQ(wgmma(128, 256, 4, 2, 1).accumulators(), 128);
  EXPECT_EQ(mma.accumulators(), 64 * 64 / 32);
}

// The estimate counts waves over the multiprocessors: the same GEMM on a
// device of a quarter of the multiprocessors takes four times the waves and
// more than three times as long (not four: the L2 bandwidth and the tensor
// rate are the whole device's, shared by fewer multiprocessors); co-resident
// blocks come from shared memory.
TEST(GemmConfigTest, EstimateWaves) {
  DeviceDescription h100;
  GemmShape s = shape(2048, 6144, 4096);
  GemmConfig c = wgmma(128, 256, 4, 2, 1);
  GemmEstimate full = estimateGemm(c, s, h100);
  EXPECT_EQ(full.blocks, 16 * 24);
  EXPECT_EQ(full.blocksPerSM, 1);
  EXPECT_EQ(full.waves, 3);
  // A quarter of the multiprocessors with a quarter of the device's rates:
  // four times the rounds of the same tiles.
  DeviceDescription quarter = h100;
  quarter.multiprocessors = 33;
  quarter.tensorRate /= 4;
  quarter.l2Bandwidth /= 4;
  quarter.dramBandwidth /= 4;
  GemmEstimate small = estimateGemm(c, s, quarter);
  EXPECT_EQ(small.waves, 12);
  EXPECT_GT(small.seconds, 3.0 * full.seconds);
  // 64 x 64 tiles of 3 stages fit four blocks per multiprocessor.
  EXPECT_EQ(estimateGemm(wgmma(64, 64, 3, 1, 1), s, h100).blocksPerSM, 4);
  // Never below DRAM: a GEMM of K = 64 moves its operands and its f16
  // result once (its waves' ramps, kRampKTiles, take it past that bound).
  GemmEstimate thin = estimateGemm(c, shape(8192, 8192, 64), h100);
  double bytes = 2.0 * (2 * 8192 * 64 + 8192.0 * 8192);
  EXPECT_GE(thin.seconds, bytes / h100.dramBandwidth);
}

// The choice: valid, the device's flavour, the request honored, the stages
// no more than the k-tiles need, a reason naming the estimate.
TEST(GemmConfigTest, Choice) {
  DeviceDescription h100;
  std::string why;
  GemmShape s = shape(512, 6144, 12288);
  FailureOr<GemmChoice> c = chooseGemmConfig(s, h100, {}, why);
  ASSERT_TRUE(succeeded(c)) << why;
  EXPECT_EQ(c->config.flavour, GemmFlavour::Wgmma);
  EXPECT_EQ(whyInvalidGemmConfig(c->config, s, h100), "");
  EXPECT_TRUE(mentions(c->reason, "modelled"));
  // One wave: 512 x 6144 in tiles of at least 128 x 128 on 132 SMs.
  EXPECT_GE(c->config.tileM * c->config.tileN, 128 * 128);

  DeviceDescription sm80 = h100;
  sm80.computeCapability = 80;
  FailureOr<GemmChoice> m = chooseGemmConfig(s, sm80, {}, why);
  ASSERT_TRUE(succeeded(m)) << why;
  EXPECT_EQ(m->config.flavour, GemmFlavour::Mma);

  GemmConfigRequest request;
  request.tileM = 128;
  request.tileN = 256;
  FailureOr<GemmChoice> r = chooseGemmConfig(s, h100, request, why);
  ASSERT_TRUE(succeeded(r)) << why;
  EXPECT_EQ(r->config.tileM, 128);
  EXPECT_EQ(r->config.tileN, 256);
  EXPECT_EQ(r->config.groupsM, 2);

  // Two k-tiles: at most 2 + 2 stages for wgmma.
  FailureOr<GemmChoice> shortK =
      chooseGemmConfig(shape(128, 128, 128), h100, {}, why);
  ASSERT_TRUE(succeeded(shortK)) << why;
  EXPECT_LE(shortK->config.stages, 4);

  // A request no candidate satisfies fails with the rule.
  request.tileM = 96;
  EXPECT_TRUE(failed(chooseGemmConfig(s, h100, request, why)));
  EXPECT_TRUE(mentions(why, "TM = 96"));
}

// TMA loads: taken by the wgmma flavour on plain operands whose rows are
// 16-byte multiples (whyNotTma names the rule otherwise, and the
// configuration is invalid); an mbarrier per stage of static shared memory
// counts against the block's; the choice keeps the requested load and the
// description says so; without a request the copies stay the default.
TEST(GemmConfigTest, TmaLoads) {
  DeviceDescription h100;
  GemmShape s = shape(512, 6144, 12288);
  EXPECT_EQ(whyNotTma(s, GemmFlavour::Wgmma), "");
  EXPECT_TRUE(mentions(whyNotTma(s, GemmFlavour::Mma), "wgmma flavour"));
  GemmShape odd = shape(37, 45, 29);
  EXPECT_TRUE(mentions(whyNotTma(odd, GemmFlavour::Wgmma),
                       "A's rows hold 29 elements, B's 45"));
  GemmShape conv = s;
  conv.window.channels = 64;
  EXPECT_TRUE(mentions(whyNotTma(conv, GemmFlavour::Wgmma), "window"));

  GemmConfig c = wgmma(128, 256, 4, 2, 1);
  c.load = GemmLoad::Tma;
  EXPECT_EQ(whyInvalidGemmConfig(c, s, h100), "");
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, odd, h100), "16-byte"));
  EXPECT_EQ(c.staticSharedBytes(), 4 * 8);
  EXPECT_EQ(wgmma(128, 256, 4, 2, 1).staticSharedBytes(), 0);
  EXPECT_TRUE(mentions(c.describe(), "2x1 warpgroups, TMA loads"));
  // The mbarriers' 8 bytes a stage tip a pipeline that fills the block's
  // shared memory exactly over the limit.
  DeviceDescription tight = h100;
  tight.sharedBytesPerBlock = c.sharedBytes(s);
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, s, tight), "shared memory"));

  std::string why;
  GemmConfigRequest request;
  request.load = GemmLoad::Tma;
  FailureOr<GemmChoice> t = chooseGemmConfig(s, h100, request, why);
  ASSERT_TRUE(succeeded(t)) << why;
  EXPECT_EQ(t->config.load, GemmLoad::Tma);
  // Unasked: a producer warpgroup's TMA loads where TMA can load the
  // operands, the copies where it cannot (rows of 29 elements) and on the
  // mma flavour.
  FailureOr<GemmChoice> d = chooseGemmConfig(s, h100, {}, why);
  ASSERT_TRUE(succeeded(d)) << why;
  EXPECT_EQ(d->config.load, GemmLoad::TmaProducer);
  FailureOr<GemmChoice> ragged =
      chooseGemmConfig(shape(37, 45, 29), h100, {}, why);
  ASSERT_TRUE(succeeded(ragged)) << why;
  EXPECT_EQ(ragged->config.load, GemmLoad::CpAsync);
  GemmConfigRequest mmaRequest;
  mmaRequest.flavour = GemmFlavour::Mma;
  FailureOr<GemmChoice> mma = chooseGemmConfig(s, h100, mmaRequest, why);
  ASSERT_TRUE(succeeded(mma)) << why;
  EXPECT_EQ(mma->config.load, GemmLoad::CpAsync);
  // A plan the producer's kernels cannot take falls back to the copies: a
  // thread budget of 256 leaves no room for the producer's warpgroup beside
  // two computing ones.
  DeviceDescription small = h100;
  small.maxThreadsPerBlock = 256;
  GemmConfigRequest two;
  two.tileM = 128;
  two.tileN = 128;
  FailureOr<GemmChoice> fallback = chooseGemmConfig(s, small, two, why);
  ASSERT_TRUE(succeeded(fallback)) << why;
  EXPECT_EQ(fallback->config.load, GemmLoad::CpAsync);
  EXPECT_EQ(parseGemmLoad("tma"), GemmLoad::Tma);
  EXPECT_EQ(parseGemmLoad("bulk"), std::nullopt);
  EXPECT_EQ(gemmLoadName(GemmLoad::CpAsync), "cp.async");
}

// Ping-pong: two teams of the configuration's warpgroups (128 + 2 x 128
// threads for one 128-row warpgroup a team), each with a staging buffer of
// its own after the stages and an order mbarrier; the epilogue's chunks
// over a team's threads; the name round-trips; split-K and the copies are
// refused; asked for, the producer's loads and the persistent blocks.
TEST(GemmConfigTest, Pingpong) {
  DeviceDescription h100;
  GemmShape s = shape(4096, 3072, 768);
  s.output = GemmElement::F16;
  GemmConfig c = producerWgmma(128, 128, 6, 1, 1, GemmSchedule::Pingpong);
  EXPECT_TRUE(c.persistent());
  EXPECT_EQ(c.teams(), 2);
  EXPECT_EQ(c.teamThreads(), 128);
  EXPECT_EQ(c.computeThreads(), 256);
  EXPECT_EQ(c.threads(), 384);
  EXPECT_EQ(c.staticSharedBytes(), 2 * 6 * 8 + 2 * 8);
  GemmConfig one = c;
  one.schedule = GemmSchedule::Persistent;
  // Each team stages in its own buffer, the two within the one persistent
  // team's bytes: 32 f16 columns a slice against 64.
  EXPECT_EQ(c.epilogueColumns(s), 32);
  EXPECT_EQ(one.epilogueColumns(s), 64);
  EXPECT_EQ(c.sharedBytes(s) - 2 * c.epilogueBytes(s),
            one.sharedBytes(s) - one.epilogueBytes(s));
  EXPECT_EQ(c.registerSplit(h100).compute, 232);
  EXPECT_EQ(whyInvalidGemmConfig(c, s, h100), "");
  EXPECT_TRUE(mentions(c.describe(), "ping-pong of 2 teams over 132 blocks"));
  EXPECT_EQ(parseGemmSchedule("pingpong"), GemmSchedule::Pingpong);
  EXPECT_EQ(gemmScheduleName(GemmSchedule::Pingpong), "pingpong");
  GemmConfig split = c;
  split.splitK = 2;
  split.persistentBlocks = 100;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(split, s, h100), "not ping-pong"));
  GemmConfig copies = c;
  copies.load = GemmLoad::CpAsync;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(copies, s, h100),
                       "a pingpong schedule needs load = tma-producer"));
  std::string why;
  GemmConfigRequest request;
  request.schedule = GemmSchedule::Pingpong;
  request.tileM = request.tileN = 128;
  request.groupsM = request.groupsN = 1;
  FailureOr<GemmChoice> chosenPingpong =
      chooseGemmConfig(s, h100, request, why);
  ASSERT_TRUE(succeeded(chosenPingpong)) << why;
  EXPECT_EQ(chosenPingpong->config.schedule, GemmSchedule::Pingpong);
  EXPECT_TRUE(chosenPingpong->config.hasProducer());
  EXPECT_EQ(chosenPingpong->config.persistentBlocks, 132);
  request.load = GemmLoad::Tma;
  EXPECT_TRUE(failed(chooseGemmConfig(s, h100, request, why)));
  EXPECT_TRUE(mentions(why, "schedule = pingpong cannot be honored"));
}

// A producer warpgroup (load = tma-producer): one more warpgroup in the
// block, a free mbarrier per stage besides the full one, registers moved
// from the producer to the computing warpgroups within one block's 64K, the
// epilogue's chunks over the computing threads only; the TMA rules hold.
TEST(GemmConfigTest, ProducerWarpgroup) {
  DeviceDescription h100;
  GemmShape s = shape(512, 6144, 12288);
  GemmConfig c = wgmma(128, 256, 4, 2, 1);
  c.load = GemmLoad::TmaProducer;
  EXPECT_TRUE(c.usesTma() && c.hasProducer());
  EXPECT_EQ(c.computeThreads(), 256);
  EXPECT_EQ(c.threads(), 384);
  EXPECT_EQ(c.staticSharedBytes(), 2 * 4 * 8);
  GemmConfig::RegisterSplit r = c.registerSplit(h100);
  EXPECT_EQ(r.launch, 168);
  EXPECT_EQ(r.producer, 40);
  EXPECT_EQ(r.compute, 232);
  // What setmaxnreg moves stays within the block's allocation.
  EXPECT_LE(r.producer * 128 + r.compute * c.computeThreads(),
            r.launch * c.threads());
  EXPECT_EQ(whyInvalidGemmConfig(c, s, h100), "");
  EXPECT_TRUE(mentions(c.describe(), "TMA loads by a producer warpgroup"));
  // Four computing warpgroups: 640 threads, 96 at the launch.
  GemmConfig four = wgmma(256, 128, 3, 4, 1);
  four.load = GemmLoad::TmaProducer;
  EXPECT_EQ(four.registerSplit(h100).launch, 96);
  EXPECT_EQ(four.registerSplit(h100).compute, 104);
  EXPECT_EQ(whyInvalidGemmConfig(four, s, h100), "");
  // One computing warpgroup: at most 240 a thread.
  GemmConfig one = wgmma(64, 128, 4, 1, 1);
  one.load = GemmLoad::TmaProducer;
  EXPECT_EQ(one.registerSplit(h100).compute, 240);
  // The split is the device description's registers, not a constant.
  DeviceDescription half = h100;
  half.registersPerMultiprocessor = 32768;
  EXPECT_EQ(c.registerSplit(half).launch, 80);
  // The TMA rules and the mma flavour.
  GemmShape odd = shape(37, 45, 29);
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, odd, h100), "16-byte"));
  GemmConfig mma = c;
  mma.flavour = GemmFlavour::Mma;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(mma, s, h100), "wgmma flavour"));
  // The model counts one block a multiprocessor (the kernel's maxnreg).
  EXPECT_EQ(estimateGemm(one, s, h100).blocksPerSM, 1);
  EXPECT_EQ(parseGemmLoad("tma-producer"), GemmLoad::TmaProducer);
  EXPECT_EQ(gemmLoadName(GemmLoad::TmaProducer), "tma-producer");
  std::string why;
  GemmConfigRequest request;
  request.load = GemmLoad::TmaProducer;
  FailureOr<GemmChoice> t = chooseGemmConfig(s, h100, request, why);
  ASSERT_TRUE(succeeded(t)) << why;
  EXPECT_EQ(t->config.load, GemmLoad::TmaProducer);
}

// A persistent schedule: as many blocks as the multiprocessors hold (one a
// multiprocessor for a producer kernel), at most the tiles; the epilogue's
// staging after the pipeline in the shared memory; the model charges the
// pipeline's fill once per block, a grid's blocks alone on a multiprocessor
// once each; asked for without a load it takes the producer's, with
// another load it is refused by its rule.
TEST(GemmConfigTest, PersistentSchedule) {
  DeviceDescription h100;
  GemmShape s = shape(4096, 2304, 768);
  GemmConfig grid = wgmma(128, 128, 4, 2, 1);
  grid.load = GemmLoad::TmaProducer;
  GemmConfig p = grid;
  p.schedule = GemmSchedule::Persistent;
  EXPECT_EQ(p.tiles(s), 32 * 18);
  EXPECT_EQ(persistentGemmBlocks(p, s, h100), 132);
  p.persistentBlocks = persistentGemmBlocks(p, s, h100);
  EXPECT_EQ(p.grid(s), (std::array<int64_t, 3>{132, 1, 1}));
  EXPECT_EQ(grid.grid(s), (std::array<int64_t, 3>{18, 32, 1}));
  // The staging in the output type (f16) within 16 KB: 64 of the 128-row
  // tile's columns at a time, 128 x 72 x 2 bytes (two slices).
  EXPECT_EQ(p.epilogueColumns(s), 64);
  EXPECT_EQ(p.epilogueBytes(s), 128 * 72 * 2);
  // f32 results 32 columns at a time: a persistent 256 x 128 tile 16 (64
  // bytes a row), and keeps 4 stages beside them.
  GemmShape f32 = s;
  f32.output = GemmElement::F32;
  EXPECT_EQ(p.epilogueColumns(f32), 32);
  EXPECT_EQ(p.epilogueBytes(f32), 128 * 36 * 4);
  GemmConfig tallF32 = wgmma(256, 128, 4, 2, 1);
  tallF32.load = GemmLoad::TmaProducer;
  tallF32.schedule = GemmSchedule::Persistent;
  tallF32.persistentBlocks = persistentGemmBlocks(tallF32, f32, h100);
  EXPECT_EQ(tallF32.epilogueColumns(f32), 16);
  EXPECT_EQ(whyInvalidGemmConfig(tallF32, f32, h100), "");
  // Of the fewest slices, a width of 8-column multiples that divides the
  // tile; where none does, the narrowest of those slices, the last
  // narrower: LLaMA-7B's 240 columns in 64, 64, 64 and 48 (four slices
  // where 48 took five and 16 fifteen), 176 in 64, 64 and 48 (16 took
  // eleven).
  GemmConfig w240 = producerWgmma(128, 240, 4, 2, 1, GemmSchedule::Persistent);
  EXPECT_EQ(w240.epilogueColumns(s), 64);
  GemmConfig w192 = producerWgmma(128, 192, 4, 2, 1, GemmSchedule::Persistent);
  EXPECT_EQ(w192.epilogueColumns(s), 64);
  GemmConfig w176 = producerWgmma(128, 176, 5, 2, 1, GemmSchedule::Persistent);
  EXPECT_EQ(w176.epilogueColumns(s), 64);
  EXPECT_EQ(grid.epilogueBytes(s), 128 * 132 * 4);
  EXPECT_EQ(p.sharedBytes(s), grid.sharedBytes(s) + p.epilogueBytes(s));
  EXPECT_EQ(whyInvalidGemmConfig(p, s, h100), "");
  EXPECT_TRUE(mentions(p.describe(), "persistent over 132 blocks"));
  // Fewer tiles than multiprocessors: a block per tile.
  GemmShape small = shape(256, 256, 768);
  EXPECT_EQ(persistentGemmBlocks(p, small, h100), 4);
  // 4.4 tiles a multiprocessor: the grid pays the fill 5 times, the
  // persistent blocks once (a DRAM round trip and the wave's ramp: two
  // k-tiles of A and B for each of its 132 blocks at the DRAM bandwidth).
  GemmEstimate eg = estimateGemm(grid, s, h100), ep = estimateGemm(p, s, h100);
  EXPECT_EQ(ep.blocks, 132);
  EXPECT_EQ(ep.waves, 5);
  double fill = h100.memoryLatency +
                132 * 2.0 * double(grid.stageBytes(s)) / h100.dramBandwidth;
  EXPECT_NEAR(eg.seconds - ep.seconds, 4 * fill, 1e-9);
  // Only with a producer warpgroup; the shared memory must hold both.
  GemmConfig copies = p;
  copies.load = GemmLoad::CpAsync;
  EXPECT_TRUE(
      mentions(whyInvalidGemmConfig(copies, s, h100), "load = tma-producer"));
  // The slices leave a 256 x 128 tile its 4 stages of 48 KB (the staging
  // 256 x 40 x 2 bytes); five stages of 128 x 256 tiles alone exceed a
  // block's.
  GemmConfig tall = producerWgmma(256, 128, 4, 2, 1, GemmSchedule::Persistent);
  EXPECT_EQ(whyInvalidGemmConfig(tall, s, h100), "");
  GemmConfig wide = producerWgmma(128, 256, 5, 2, 1, GemmSchedule::Persistent);
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wide, s, h100), "shared memory"));
  EXPECT_EQ(parseGemmSchedule("persistent"), GemmSchedule::Persistent);
  EXPECT_EQ(gemmScheduleName(GemmSchedule::Grid), "grid");
  // Asked for: the producer's loads and the blocks from the device.
  std::string why;
  GemmConfigRequest request;
  request.schedule = GemmSchedule::Persistent;
  FailureOr<GemmChoice> c = chooseGemmConfig(s, h100, request, why);
  ASSERT_TRUE(succeeded(c)) << why;
  EXPECT_TRUE(c->config.persistent() && c->config.hasProducer());
  EXPECT_EQ(c->config.persistentBlocks,
            std::min<int64_t>(132, c->config.tiles(s)));
  request.load = GemmLoad::Tma;
  EXPECT_TRUE(failed(chooseGemmConfig(s, h100, request, why)));
  EXPECT_TRUE(mentions(why, "schedule = persistent cannot be honored"));
  // A pipeline's option asks it of every GEMM: dropped, with the reason,
  // where TMA cannot load the operands, kept where it can.
  GemmConfigRequest asked;
  asked.schedule = GemmSchedule::Persistent;
  std::string dropped;
  GemmConfigRequest honored =
      honorGemmRequest(asked, shape(37, 45, 29), h100, dropped);
  EXPECT_FALSE(honored.schedule.has_value());
  EXPECT_TRUE(mentions(dropped, "16-byte"));
  honored = honorGemmRequest(asked, s, h100, dropped);
  EXPECT_EQ(honored.schedule, GemmSchedule::Persistent);
  EXPECT_EQ(dropped, "");
  // Where TMA cannot load the operands, by the TMA rule.
  request.load.reset();
  EXPECT_TRUE(failed(chooseGemmConfig(shape(37, 45, 29), h100, request, why)));
  EXPECT_TRUE(mentions(why, "16-byte"));
  // By default (the producer's loads) the model weighs both schedules:
  // persistent at K = 768 (12 k-tiles a tile: the fill per tile is a large
  // share, bench/results/2026-12-03-gemm-h200-persistent); for GPT-3's large
  // up projection (6 rounds of 128 x 256 tiles) persistent with two
  // warpgroups of 64 rows and 4 stages: of the tiles the model ties (256 x
  // 128 in two warpgroups of 128 rows or four of 64), the one whose wgmma
  // instructions read the least from shared memory (a 128-row warpgroup's
  // two m64 blocks each read B, so two of 128 rows read what four of 64
  // do; measured 7-10% slower than 128 x 256 at M = 1024 on an H100,
  // 2026-12-06-h100-default-clusters); where a block takes one tile (M = 512:
  // 128 tiles of 128 x 192) the model ties the grid and the persistent
  // kernels, and the choice runs the tile in one 128-row warpgroup
  // (GemmConfigTest.OneTileTeams).
  FailureOr<GemmChoice> d = chooseGemmConfig(s, h100, {}, why);
  ASSERT_TRUE(succeeded(d)) << why;
  EXPECT_TRUE(d->config.persistent());
  GemmConfig large = chosen(shape(4096, 6144, 12288), h100);
  EXPECT_TRUE(large.persistent());
  EXPECT_EQ(large.tileM, 128);
  EXPECT_EQ(large.tileN, 256);
  EXPECT_EQ(large.groupsM, 2);
  EXPECT_EQ(large.groupsN, 1);
  EXPECT_EQ(large.stages, 4);
  // The shared-memory term: two warpgroups of 128 rows read as much as four
  // of 64 (each m64 block its B), 128 x 256 in two of 64 rows less.
  GemmShape sharedBound = shape(4096, 6144, 12288);
  GemmConfig rows128 =
      producerWgmma(256, 128, 4, 2, 1, GemmSchedule::Persistent);
  GemmConfig rows64 =
      producerWgmma(256, 128, 4, 4, 1, GemmSchedule::Persistent);
  GemmConfig n256 = producerWgmma(128, 256, 4, 2, 1, GemmSchedule::Persistent);
  DeviceDescription narrowShared = h100;
  narrowShared.l1WavefrontsPerClock = 0.25;
  double tallTime = estimateGemm(rows128, sharedBound, narrowShared).seconds;
  EXPECT_EQ(estimateGemm(rows128, sharedBound, narrowShared).bound,
            "shared memory");
  EXPECT_DOUBLE_EQ(tallTime,
                   estimateGemm(rows64, sharedBound, narrowShared).seconds);
  EXPECT_LT(estimateGemm(n256, sharedBound, narrowShared).seconds, tallTime);
  GemmConfig oneRound = chosen(shape(512, 6144, 12288), h100);
  EXPECT_EQ(oneRound.schedule, GemmSchedule::Pingpong);
  EXPECT_EQ(oneRound.persistentBlocks, oneRound.tiles(shape(512, 6144, 12288)));
  EXPECT_EQ(oneRound.tileN, 192);
  // LLaMA-7B's up projection at M = 512 with its weight K-major ([N, K]):
  // 128 x 168 tiles (264 of them, exactly two rounds of the 132
  // multiprocessors, as 128 x 192's 232 take, each 12.5% less work:
  // GemmConfigTest.EightColumnTiles); with an N-major B the widths between
  // are not tried (its panels are 64 columns).
  GemmShape llama = shape(512, 11008, 4096);
  llama.bKMajor = true;
  EXPECT_EQ(chosen(llama, h100).tileM, 128);
  EXPECT_EQ(chosen(llama, h100).tileN, 168);
  // GPT-2's QKV down projection at M = 2048 (N = 768, weight [N, K]):
  // 128 x 96 tiles, one round of 128 blocks, where 128 x 128's 96 left 36
  // multiprocessors idle (measured 1.22x faster,
  // bench/results/2026-12-04-gemm-h200-narrow-widths).
  GemmShape qkvDown = shape(2048, 768, 2304);
  qkvDown.bKMajor = true;
  EXPECT_EQ(chosen(qkvDown, h100).tileM, 128);
  EXPECT_EQ(chosen(qkvDown, h100).tileN, 96);
  llama.bKMajor = false;
  EXPECT_EQ(chosen(llama, h100).tileN % 64, 0);
  // Warpgroups of 128 rows only on the 256 x 128 tile: a request for
  // 128 x 256 tiles keeps 64-row warpgroups (two of 64 x 256).
  GemmConfigRequest wideTile;
  wideTile.tileM = 128;
  wideTile.tileN = 256;
  FailureOr<GemmChoice> w =
      chooseGemmConfig(shape(512, 6144, 12288), h100, wideTile, why);
  ASSERT_TRUE(succeeded(w)) << why;
  EXPECT_EQ(w->config.groupsM, 2);
  EXPECT_EQ(w->config.groupsN, 1);
}

namespace {
class GemmMatchTest : public ::testing::Test {
protected:
  GemmMatchTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  /// The contractions of the parsed `source`'s @f, matched.
  SmallVector<FailureOr<GemmOp>, 1> match(StringRef source,
                                          SmallVectorImpl<std::string> &why) {
    module = parseSourceString<ModuleOp>(source, &context);
    SmallVector<FailureOr<GemmOp>, 1> out;
    module->walk([&](linalg::LinalgOp op) {
      if (isa<linalg::FillOp, linalg::TransposeOp>(op))
        return;
      std::string w;
      out.push_back(matchGemm(op, w));
      why.push_back(w);
    });
    return out;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};
} // namespace

// Layouts: a plain matmul (A K-major, B N-major), x W^T (B K-major), a
// transpose of A folded in (A M-major), a batch; the init kinds.
TEST_F(GemmMatchTest, Layouts) {
  SmallVector<std::string> why;
  auto gemms = match(R"mlir(
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: tensor<32x48xf16>, %b: tensor<48x64xf16>, %w: tensor<64x48xf16>,
             %at: tensor<48x32xf16>, %ba: tensor<2x32x48xbf16>, %bb: tensor<2x48x64xbf16>,
             %r: tensor<32x64xf32>) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf16>, tensor<2x32x64xf32>) {
  %one = arith.constant 1.5 : f32
  %zh = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<32x64xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %c0 = linalg.matmul ins(%a, %b : tensor<32x48xf16>, tensor<48x64xf16>) outs(%f : tensor<32x64xf32>) -> tensor<32x64xf32>
  %c1 = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %w : tensor<32x48xf16>, tensor<64x48xf16>) outs(%r : tensor<32x64xf32>) -> tensor<32x64xf32>
  %ea = tensor.empty() : tensor<32x48xf16>
  %t = linalg.transpose ins(%at : tensor<48x32xf16>) outs(%ea : tensor<32x48xf16>) permutation = [1, 0]
  %eh = tensor.empty() : tensor<32x64xf16>
  %fh = linalg.fill ins(%zh : f16) outs(%eh : tensor<32x64xf16>) -> tensor<32x64xf16>
  %c2 = linalg.matmul ins(%t, %b : tensor<32x48xf16>, tensor<48x64xf16>) outs(%fh : tensor<32x64xf16>) -> tensor<32x64xf16>
  %e3 = tensor.empty() : tensor<2x32x64xf32>
  %f3 = linalg.fill ins(%one : f32) outs(%e3 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
  %c3 = linalg.batch_matmul ins(%ba, %bb : tensor<2x32x48xbf16>, tensor<2x48x64xbf16>) outs(%f3 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
  return %c0, %c1, %c2, %c3 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf16>, tensor<2x32x64xf32>
}
)mlir",
                     why);
  ASSERT_EQ(gemms.size(), 4u);
  for (auto [g, w] : llvm::zip(gemms, why))
    ASSERT_TRUE(succeeded(g)) << w;
  const GemmShape &s0 = gemms[0]->shape;
  EXPECT_EQ(s0.m, 32);
  EXPECT_EQ(s0.n, 64);
  EXPECT_EQ(s0.k, 48);
  EXPECT_TRUE(s0.aKMajor);
  EXPECT_FALSE(s0.bKMajor);
  EXPECT_EQ(gemms[0]->initConstant, 1.5);
  EXPECT_FALSE(gemms[0]->initTensor);
  EXPECT_TRUE(gemms[1]->shape.bKMajor);
  EXPECT_TRUE(gemms[1]->initTensor);
  EXPECT_FALSE(gemms[2]->shape.aKMajor);
  EXPECT_EQ(gemms[2]->transposes.size(), 1u);
  EXPECT_EQ(gemms[2]->shape.output, GemmElement::F16);
  const GemmShape &s3 = gemms[3]->shape;
  EXPECT_EQ(s3.batch, 2);
  EXPECT_TRUE(s3.aBatched && s3.bBatched && s3.cBatched);
  EXPECT_EQ(s3.input, GemmElement::BF16);
  // The whole function is GEMMs.
  Operation *culprit = nullptr;
  std::string reason;
  auto f = cast<func::FuncOp>(module->getBody()->front());
  FailureOr<SmallVector<GemmOp, 1>> all =
      analyzeGemmFunction(f, culprit, reason);
  ASSERT_TRUE(succeeded(all)) << reason;
  EXPECT_EQ(all->size(), 4u);
}

// Refusals name the reason: f32 operands, a tensor.empty init.
TEST_F(GemmMatchTest, Refusals) {
  SmallVector<std::string> why;
  auto gemms = match(R"mlir(
func.func @f(%a: tensor<32x48xf32>, %b: tensor<48x64xf32>, %ah: tensor<32x48xf16>, %bh: tensor<48x64xf16>) -> (tensor<32x64xf32>, tensor<32x64xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %c0 = linalg.matmul ins(%a, %b : tensor<32x48xf32>, tensor<48x64xf32>) outs(%f : tensor<32x64xf32>) -> tensor<32x64xf32>
  %c1 = linalg.matmul ins(%ah, %bh : tensor<32x48xf16>, tensor<48x64xf16>) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %c0, %c1 : tensor<32x64xf32>, tensor<32x64xf32>
}
)mlir",
                     why);
  ASSERT_EQ(gemms.size(), 2u);
  EXPECT_TRUE(failed(gemms[0]));
  EXPECT_TRUE(mentions(why[0], "f32 operands"));
  EXPECT_TRUE(failed(gemms[1]));
  EXPECT_TRUE(mentions(why[1], "tensor.empty"));
}

// A batch loop one operand broadcasts (a convolution by im2col: [N][F, P] =
// [F, K] x [N][K, P]): the image loop, first in B and C, is the batch and A
// is not batched; B (the columns) is N-major. Where the two N loops are not
// first in both (the image loop inside C), the contraction is refused.
TEST_F(GemmMatchTest, BroadcastBatch) {
  SmallVector<std::string> why;
  auto gemms = match(R"mlir(
#fk = affine_map<(n, f, p, k) -> (f, k)>
#nkp = affine_map<(n, f, p, k) -> (n, k, p)>
#nfp = affine_map<(n, f, p, k) -> (n, f, p)>
#fnp = affine_map<(n, f, p, k) -> (f, n, p)>
func.func @f(%w: tensor<64x576xf16>, %cols: tensor<2x576x128xf16>) -> (tensor<2x64x128xf32>, tensor<64x2x128xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
  %c0 = linalg.generic {indexing_maps = [#fk, #nkp, #nfp], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%w, %cols : tensor<64x576xf16>, tensor<2x576x128xf16>) outs(%f : tensor<2x64x128xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %x = arith.extf %a : f16 to f32
    %y = arith.extf %b : f16 to f32
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x64x128xf32>
  %e1 = tensor.empty() : tensor<64x2x128xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<64x2x128xf32>) -> tensor<64x2x128xf32>
  %c1 = linalg.generic {indexing_maps = [#fk, #nkp, #fnp], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%w, %cols : tensor<64x576xf16>, tensor<2x576x128xf16>) outs(%f1 : tensor<64x2x128xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %x = arith.extf %a : f16 to f32
    %y = arith.extf %b : f16 to f32
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x2x128xf32>
  return %c0, %c1 : tensor<2x64x128xf32>, tensor<64x2x128xf32>
}
)mlir",
                     why);
  ASSERT_EQ(gemms.size(), 2u);
  ASSERT_TRUE(succeeded(gemms[0])) << why[0];
  const GemmShape &s = gemms[0]->shape;
  EXPECT_EQ(s.batch, 2);
  EXPECT_EQ(s.m, 64);
  EXPECT_EQ(s.n, 128);
  EXPECT_EQ(s.k, 576);
  EXPECT_FALSE(s.aBatched);
  EXPECT_TRUE(s.bBatched && s.cBatched);
  EXPECT_TRUE(s.aKMajor);
  EXPECT_FALSE(s.bKMajor);
  EXPECT_TRUE(failed(gemms[1]));
  EXPECT_TRUE(mentions(why[1], "one M, N and K loop"));
}

// An implicit-GEMM convolution: the channels-last input first (B, read
// through the window: strides, dilations, sizes in GemmShape::window), the
// filter [F, KH, KW, C] second (A, K-major), the result [N, F, OH, OW];
// 12 input channels (a 16-byte chunk would span two taps) are refused.
TEST_F(GemmMatchTest, ImplicitConvolution) {
  SmallVector<std::string> why;
  auto gemms = match(R"mlir(
#in = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, oh * 2 + kh, ow * 2 + kw * 3, c)>
#w = affine_map<(n, f, oh, ow, c, kh, kw) -> (f, kh, kw, c)>
#out = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>
func.func @f(%x: tensor<2x17x23x64xf16>, %w: tensor<128x3x3x64xf16>,
             %x12: tensor<2x17x23x12xf16>, %w12: tensor<128x3x3x12xf16>) -> (tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x128x8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
  %c0 = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<2x17x23x64xf16>, tensor<128x3x3x64xf16>) outs(%f : tensor<2x128x8x8xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %p = arith.extf %a : f16 to f32
    %q = arith.extf %b : f16 to f32
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x128x8x8xf32>
  %c1 = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x12, %w12 : tensor<2x17x23x12xf16>, tensor<128x3x3x12xf16>) outs(%f : tensor<2x128x8x8xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %p = arith.extf %a : f16 to f32
    %q = arith.extf %b : f16 to f32
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x128x8x8xf32>
  return %c0, %c1 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>
}
)mlir",
                     why);
  ASSERT_EQ(gemms.size(), 2u);
  ASSERT_TRUE(succeeded(gemms[0])) << why[0];
  const GemmShape &s = gemms[0]->shape;
  ASSERT_TRUE(static_cast<bool>(s.window));
  EXPECT_EQ(s.batch, 2);
  EXPECT_EQ(s.m, 128);
  EXPECT_EQ(s.n, 64);
  EXPECT_EQ(s.k, 3 * 3 * 64);
  EXPECT_FALSE(s.aBatched);
  EXPECT_TRUE(s.bBatched && s.cBatched && s.aKMajor && s.bKMajor);
  EXPECT_EQ(s.window.height, 17);
  EXPECT_EQ(s.window.width, 23);
  EXPECT_EQ(s.window.channels, 64);
  EXPECT_EQ(s.window.outWidth, 8);
  EXPECT_EQ(s.window.strideH, 2);
  EXPECT_EQ(s.window.strideW, 2);
  EXPECT_EQ(s.window.dilationH, 1);
  EXPECT_EQ(s.window.dilationW, 3);
  // A is the filter (the second operand), B the input.
  EXPECT_EQ(gemms[0]->a, gemms[0]->op.getDpsInputs()[1]);
  EXPECT_EQ(gemms[0]->b, gemms[0]->op.getDpsInputs()[0]);
  // The tuning cache tells the window from the GEMM of its columns.
  EXPECT_TRUE(gemmTuningProblem(s).get("window"));
  EXPECT_TRUE(failed(gemms[1]));
  EXPECT_TRUE(mentions(why[1], "multiple of 8"));
}

// Channels last throughout (NHWC input, HWCF filter, [N, OH, OW, F] result):
// the input is A through the window, the images in M (no batch), the filter
// B [K, F] N-major.
TEST_F(GemmMatchTest, ImplicitConvolutionChannelsLast) {
  SmallVector<std::string> why;
  auto gemms = match(R"mlir(
#in = affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh + kh, ow + kw, c)>
#w = affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>
#out = affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>
func.func @f(%x: tensor<3x10x10x32xf16>, %w: tensor<3x3x32x64xf16>) -> tensor<3x8x8x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x8x8x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x8x8x64xf32>) -> tensor<3x8x8x64xf32>
  %c = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<3x10x10x32xf16>, tensor<3x3x32x64xf16>) outs(%f : tensor<3x8x8x64xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %p = arith.extf %a : f16 to f32
    %q = arith.extf %b : f16 to f32
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x8x8x64xf32>
  return %c : tensor<3x8x8x64xf32>
}
)mlir",
                     why);
  ASSERT_EQ(gemms.size(), 1u);
  ASSERT_TRUE(succeeded(gemms[0])) << why[0];
  const GemmShape &s = gemms[0]->shape;
  ASSERT_TRUE(static_cast<bool>(s.window));
  EXPECT_TRUE(s.window.onA && s.window.hasImages);
  EXPECT_EQ(s.window.images, 3);
  EXPECT_EQ(s.batch, 1);
  EXPECT_EQ(s.m, 3 * 8 * 8);
  EXPECT_EQ(s.n, 64);
  EXPECT_EQ(s.k, 3 * 3 * 32);
  EXPECT_TRUE(s.aKMajor);
  EXPECT_FALSE(s.bKMajor || s.aBatched || s.bBatched || s.cBatched);
  EXPECT_EQ(gemms[0]->a, gemms[0]->op.getDpsInputs()[0]);
  EXPECT_EQ(gemms[0]->b, gemms[0]->op.getDpsInputs()[1]);
  EXPECT_EQ(gemmOperandType(s, "A", &context).getShape(),
            ArrayRef<int64_t>({3, 10, 10, 32}));
}

// Split-K of a persistent grid's last round: the tiles left after the full
// rounds (tiles mod blocks) each computed in splitK parts, the units the
// whole tiles then the parts; the rules; the model's estimate; a split only
// where asked.
TEST(GemmConfigTest, SplitK) {
  DeviceDescription h100;
  // LLaMA-7B's up projection at M = 512: 172 tiles of 256 x 128.
  GemmShape llama = shape(512, 11008, 4096);
  llama.bKMajor = true;
  GemmConfig c = persistentSplit(256, 128, 4, 2, 1, 3, llama, h100);
  EXPECT_EQ(c.persistentBlocks, 132);
  EXPECT_EQ(c.tiles(llama), 172);
  EXPECT_EQ(c.splitTiles(llama), 40);
  EXPECT_EQ(c.wholeTiles(llama), 132);
  EXPECT_EQ(c.units(llama), 132 + 120);
  EXPECT_EQ(c.workspaceElements(llama), 40 * 3 * 256 * 128);
  EXPECT_EQ(whyInvalidGemmConfig(c, llama, h100), "");
  EXPECT_TRUE(mentions(c.describe(), "the last round's tiles split 3 ways"));
  // A shared flag besides the mbarriers.
  GemmConfig unsplit = c;
  unsplit.splitK = 1;
  EXPECT_EQ(c.staticSharedBytes(), unsplit.staticSharedBytes() + 16);
  EXPECT_EQ(unsplit.splitTiles(llama), 0);
  // The busiest block: one whole tile and one part of 22 of the 64 k-tiles
  // against two whole tiles.
  GemmEstimate split = estimateGemm(c, llama, h100);
  unsplit.persistentBlocks = persistentGemmBlocks(unsplit, llama, h100);
  GemmEstimate two = estimateGemm(unsplit, llama, h100);
  EXPECT_EQ(split.waves, 2);
  EXPECT_LT(split.seconds, 0.8 * two.seconds);
  // Fewer tiles than multiprocessors: the blocks are the parts (64 tiles
  // of GPT-3's up projection at M = 256 in 2 parts: 128 blocks).
  GemmShape gpt3 = shape(256, 6144, 12288);
  GemmConfig few = persistentSplit(128, 192, 5, 2, 1, 2, gpt3, h100);
  EXPECT_EQ(few.persistentBlocks, 128);
  EXPECT_EQ(few.splitTiles(gpt3), 64);
  EXPECT_EQ(few.units(gpt3), 128);
  // The rules: the persistent schedule, some tile split, no more parts than
  // k-tiles, at most 16, and not beside 128 accumulators of a 64-row
  // warpgroup (ptxas spills).
  GemmConfig grid = c;
  grid.schedule = GemmSchedule::Grid;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(grid, llama, h100),
                       "split-K needs the persistent schedule"));
  GemmConfig whole = c;
  whole.persistentBlocks = 86;
  EXPECT_TRUE(
      mentions(whyInvalidGemmConfig(whole, llama, h100), "splits no tile"));
  GemmConfig many = c;
  many.splitK = 17;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(many, llama, h100), "[1, 16]"));
  GemmShape shallow = shape(512, 11008, 128);
  shallow.bKMajor = true;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, shallow, h100),
                       "exceeds the 2 k-tiles"));
  GemmConfig wide = persistentSplit(128, 256, 4, 2, 1, 2, llama, h100);
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wide, llama, h100), "spills"));
  // The model splits only where asked (measured: its splits 2-13% faster
  // on two GEMMs of eight, up to 10% slower on others,
  // bench/results/2026-12-04-gemm-h200-split-k).
  EXPECT_EQ(chosen(llama, h100).splitK, 1);
  EXPECT_EQ(chosen(gpt3, h100).splitK, 1);
  // Asked for: persistent implied; more parts than k-tiles, a part per
  // k-tile; where the tiles fill whole rounds, none.
  std::string why;
  GemmConfigRequest request;
  request.splitK = 2;
  FailureOr<GemmChoice> asked = chooseGemmConfig(gpt3, h100, request, why);
  ASSERT_TRUE(succeeded(asked)) << why;
  EXPECT_TRUE(asked->config.persistent());
  EXPECT_EQ(asked->config.splitK, 2);
  request.splitK = 8;
  FailureOr<GemmChoice> clamped =
      chooseGemmConfig(shape(128, 128, 256), h100, request, why);
  ASSERT_TRUE(succeeded(clamped)) << why;
  EXPECT_LE(clamped->config.splitK, 4);
  // Where TMA cannot load the operands a pipeline's split is dropped.
  GemmConfigRequest option;
  option.splitK = 2;
  std::string dropped;
  EXPECT_EQ(honorGemmRequest(option, shape(37, 45, 29), h100, dropped).splitK,
            0);
  EXPECT_TRUE(mentions(dropped, "16-byte"));
}

// A persistent grid's tile order in groups of rows of M tiles: the rules
// (persistent, a divisor of the M tiles, [1, 64]); asked for, the largest
// common divisor and the persistent schedule; dropped with the schedule
// where TMA cannot load the operands.
TEST(GemmConfigTest, TileGroups) {
  DeviceDescription h100;
  GemmShape s = shape(4096, 11008, 4096);
  GemmConfig c = persistentSplit(256, 128, 4, 2, 1, 1, s, h100);
  c.tileGroup = 8;
  EXPECT_EQ(c.gridY(s), 16);
  EXPECT_EQ(whyInvalidGemmConfig(c, s, h100), "");
  EXPECT_TRUE(mentions(c.describe(), "tiles in groups of 8 rows"));
  GemmConfig odd = c;
  odd.tileGroup = 3;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(odd, s, h100),
                       "does not divide the 16 rows of M tiles"));
  GemmConfig many = c;
  many.tileGroup = 65;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(many, s, h100), "[1, 64]"));
  GemmConfig grid = c;
  grid.schedule = GemmSchedule::Grid;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(grid, s, h100),
                       "tile groups need the persistent schedule"));
  // The model's unasked: 4 rows (measured the fastest or within 1% on the
  // MLP GEMMs; it does not count the DRAM traffic saved), or the largest
  // divisor of the M tiles below (M = 512 in 256-row tiles: 2 rows).
  EXPECT_EQ(chosen(s, h100).tileGroup, 4);
  std::string why;
  GemmConfigRequest tall;
  tall.tileM = 256;
  tall.schedule = GemmSchedule::Persistent;
  FailureOr<GemmChoice> two =
      chooseGemmConfig(shape(512, 12288, 6144), h100, tall, why);
  ASSERT_TRUE(succeeded(two)) << why;
  EXPECT_EQ(two->config.tileGroup, 2);
  GemmConfigRequest request;
  request.tileGroup = 12;
  request.tileM = 256;
  request.tileN = 128;
  FailureOr<GemmChoice> asked = chooseGemmConfig(s, h100, request, why);
  ASSERT_TRUE(succeeded(asked)) << why;
  EXPECT_TRUE(asked->config.persistent());
  EXPECT_EQ(asked->config.tileGroup, 4);
  GemmConfigRequest option;
  option.tileGroup = 2;
  std::string dropped;
  EXPECT_EQ(
      honorGemmRequest(option, shape(37, 45, 29), h100, dropped).tileGroup, 0);
  EXPECT_TRUE(mentions(dropped, "16-byte"));
}
