//===- GemmClusterTest.cpp - GEMM thread-block clusters -------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the rules of GEMM kernels in thread-block clusters (two blocks
// sharing an operand tile by TMA multicast), what the model makes of them,
// and what the choice adds to the model's plan unasked: the clusters, and
// one warpgroup a tile where each block computes one.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Gemm/GemmConfig.h"

#include "GemmTestUtils.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemmtest;

// Clusters of two blocks sharing a tile by TMA multicast: the rules (two
// blocks, a producer, grids and persistent grids without split-K, whole
// clusters of tiles; M- and N-major operands of any number of panels,
// shared or not), the L2 bytes the model saves, a persistent grid of whole
// clusters, and the default (2 x 1 on a grid of one wave with a long k
// loop).
TEST(GemmConfigTest, Clusters) {
  DeviceDescription h100;
  // LLaMA-7B's down projection at M = 256 (a Linear layer: B K-major).
  GemmShape s = linear(256, 4096, 11008);
  GemmConfig c = wgmma(64, 128, 8, 1, 1);
  c.load = GemmLoad::TmaProducer;
  c.clusterM = 2;
  EXPECT_EQ(whyInvalidGemmConfig(c, s, h100), "");
  EXPECT_TRUE(mentions(c.describe(),
                       "clusters of 2x1 blocks sharing B by TMA multicast"));
  GemmConfig four = c;
  four.clusterN = 2;
  EXPECT_TRUE(
      mentions(whyInvalidGemmConfig(four, s, h100), "clusters of two blocks"));
  GemmConfig copies = c;
  copies.load = GemmLoad::CpAsync;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(copies, s, h100),
                       "need load = tma-producer"));
  // An N-major B shared: in halves of each panel's k rows; of one panel
  // (64 columns) and of two (GPT-3's [K, N] weights) built.
  GemmShape nMajor = s;
  nMajor.bKMajor = false;
  GemmConfig sharedPanel = wgmma(64, 64, 8, 1, 1);
  sharedPanel.load = GemmLoad::TmaProducer;
  sharedPanel.clusterM = 2;
  EXPECT_EQ(whyInvalidGemmConfig(sharedPanel, nMajor, h100), "");
  EXPECT_EQ(whyInvalidGemmConfig(c, nMajor, h100), "");
  GemmConfig shareA = c;
  shareA.clusterM = 1;
  shareA.clusterN = 2;
  EXPECT_EQ(whyInvalidGemmConfig(shareA, s, h100), "");
  // Sharing A beside an N-major B of one panel (64 columns) and of two.
  GemmConfig narrow = wgmma(64, 64, 8, 1, 1);
  narrow.load = GemmLoad::TmaProducer;
  narrow.clusterN = 2;
  EXPECT_EQ(whyInvalidGemmConfig(narrow, nMajor, h100), "");
  EXPECT_EQ(whyInvalidGemmConfig(shareA, nMajor, h100), "");
  GemmShape odd = shape(192, 4096, 11008);
  odd.bKMajor = true;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, odd, h100),
                       "does not divide the 3x32 tiles"));
  // The model: B's bytes from L2 halved (shared by two blocks along M).
  GemmConfig aloneProducer = c;
  aloneProducer.clusterM = 1;
  EXPECT_LT(estimateGemm(c, s, h100).seconds,
            estimateGemm(aloneProducer, s, h100).seconds);
  // Persistent: whole clusters of blocks.
  GemmConfig persistent = c;
  persistent.schedule = GemmSchedule::Persistent;
  DeviceDescription few;
  few.multiprocessors = 5;
  EXPECT_EQ(persistentGemmBlocks(persistent, s, few), 4);
  // Unasked, a grid of one wave with a long k loop (172 k-tiles) shares B
  // in 2 x 1 clusters, the model's tile kept (measured 1.28x faster);
  // GPT-2's MLP (K = 3072: 48 k-tiles) keeps none, as asking for none does.
  GemmConfig unasked = chosen(s, h100);
  EXPECT_EQ(unasked.clusterM, 2);
  EXPECT_EQ(unasked.clusterN, 1);
  EXPECT_EQ(unasked.schedule, GemmSchedule::Grid);
  std::string whyNone;
  GemmConfigRequest none;
  none.clusterM = none.clusterN = 1;
  FailureOr<GemmChoice> alone = chooseGemmConfig(s, h100, none, whyNone);
  ASSERT_TRUE(succeeded(alone)) << whyNone;
  EXPECT_EQ(alone->config.clusterBlocks(), 1);
  EXPECT_EQ(alone->config.tileM, unasked.tileM);
  EXPECT_EQ(alone->config.tileN, unasked.tileN);
  GemmShape gpt2 = shape(1024, 768, 3072);
  gpt2.bKMajor = true;
  EXPECT_EQ(chosen(gpt2, h100).clusterBlocks(), 1);
  // Asked for, a cluster implies the producer's loads.
  std::string why;
  GemmConfigRequest request;
  request.clusterM = 2;
  GemmShape linear = shape(512, 1024, 512);
  linear.bKMajor = true;
  FailureOr<GemmChoice> asked = chooseGemmConfig(linear, h100, request, why);
  ASSERT_TRUE(succeeded(asked)) << why;
  EXPECT_EQ(asked->config.load, GemmLoad::TmaProducer);
  EXPECT_EQ(asked->config.clusterM, 2);
}

// One-round plans of 128-row tiles in two 64-row warpgroups run in the
// ping-pong kernel of one 128-row warpgroup a team (one team works, a block
// per tile), the tile kept, unless the request fixes the schedule, the
// warpgroups or the clusters, a block takes more than one tile, the tile is
// not of 128 rows, or the team's estimate is more than 2% longer (an
// epilogue its 4 warps issue).
TEST(GemmConfigTest, OneTileTeams) {
  DeviceDescription h100;
  // GPT-3's up projection at M = 512: 128 tiles of 128 x 192 (measured
  // 0.1066 ms against the clustered grid's 0.1186 on an H100).
  GemmShape up = shape(512, 6144, 12288);
  std::string why;
  FailureOr<GemmChoice> choice = chooseGemmConfig(up, h100, {}, why);
  ASSERT_TRUE(succeeded(choice)) << why;
  const GemmConfig &team = choice->config;
  EXPECT_EQ(team.schedule, GemmSchedule::Pingpong);
  EXPECT_EQ(team.teams(), 2);
  EXPECT_EQ(team.groupsM * team.groupsN, 1);
  EXPECT_EQ(team.tileM, 128);
  EXPECT_EQ(team.tileN, 192);
  EXPECT_EQ(team.stages, 5);
  EXPECT_EQ(team.clusterBlocks(), 1);
  EXPECT_EQ(team.persistentBlocks, team.tiles(up));
  EXPECT_EQ(team.persistentBlocks, 128);
  EXPECT_TRUE(mentions(choice->reason, "one 128-row warpgroup a team"));
  // Asked for the grid, the warpgroups or clusters: the plan as before (the
  // grid in 2 x 1 clusters, two warpgroups).
  GemmConfigRequest grid;
  grid.schedule = GemmSchedule::Grid;
  FailureOr<GemmChoice> asGrid = chooseGemmConfig(up, h100, grid, why);
  ASSERT_TRUE(succeeded(asGrid)) << why;
  EXPECT_EQ(asGrid->config.schedule, GemmSchedule::Grid);
  EXPECT_EQ(asGrid->config.groupsM, 2);
  EXPECT_EQ(asGrid->config.clusterM, 2);
  EXPECT_FALSE(mentions(asGrid->reason, "a team"));
  GemmConfigRequest groups;
  groups.groupsM = 2;
  groups.groupsN = 1;
  FailureOr<GemmChoice> twoGroups = chooseGemmConfig(up, h100, groups, why);
  ASSERT_TRUE(succeeded(twoGroups)) << why;
  EXPECT_EQ(twoGroups->config.teams(), 1);
  EXPECT_EQ(twoGroups->config.groupsM, 2);
  // The same tile fixed by the request keeps the rule; its stages too.
  GemmConfigRequest tile;
  tile.tileM = 128;
  tile.tileN = 192;
  tile.stages = 4;
  FailureOr<GemmChoice> fixedTile = chooseGemmConfig(up, h100, tile, why);
  ASSERT_TRUE(succeeded(fixedTile)) << why;
  EXPECT_EQ(fixedTile->config.schedule, GemmSchedule::Pingpong);
  EXPECT_EQ(fixedTile->config.stages, 4);
  // Two rounds (M = 1024) and more: the model's plan (two warpgroups).
  GemmConfig twoRounds = chosen(shape(1024, 6144, 12288), h100);
  EXPECT_EQ(twoRounds.teams(), 1);
  EXPECT_EQ(twoRounds.groupsM, 2);
  // 64-row tiles (LLaMA-7B's down projection at M = 256): no team; the
  // grid's clusters as before.
  GemmShape down = shape(256, 4096, 11008);
  down.bKMajor = true;
  GemmConfig narrow = chosen(down, h100);
  EXPECT_EQ(narrow.tileM, 64);
  EXPECT_EQ(narrow.teams(), 1);
  EXPECT_EQ(narrow.clusterM, 2);
  // A fused epilogue of ~38 instructions a result (bias + tanh GELU) that
  // the team's 4 warps issue alone: the team's faster k loop
  // (kLoneTeamKTile) pays for it, as measured (GPT-3's up projection +
  // bias + GELU at M = 512 on an H100: 0.1162 ms in the team against
  // 0.1219 in the clustered grid, 2026-12-07-h100-one-tile-epilogues).
  GemmShape gelu = up;
  gelu.epilogueCycles = 0.3;
  GemmConfig fused = chosen(gelu, h100);
  EXPECT_EQ(fused.teams(), 2);
  EXPECT_EQ(fused.groupsM, 1);
  EXPECT_EQ(fused.tileN, 192);
  // An epilogue twice as long: the grid of two warpgroups (8 warps issue
  // it) stays ahead, the rule declines.
  GemmShape longer = up;
  longer.epilogueCycles = 0.6;
  GemmConfig kept2 = chosen(longer, h100);
  EXPECT_EQ(kept2.teams(), 1);
  EXPECT_EQ(kept2.groupsM, 2);
  // An epilogue that reads another tensor's tile: a one-warpgroup team of
  // 128 x 192 would not have the registers (the rules refuse it), so the
  // two warpgroups stay, in the grid's default clusters.
  GemmShape product = up;
  product.epilogueTileInputs = 1;
  product.epilogueCycles = 1.0 / 64;
  GemmConfig kept = chosen(product, h100);
  EXPECT_EQ(kept.teams(), 1);
  EXPECT_EQ(kept.tileN, 192);
  EXPECT_EQ(kept.clusterM, 2);
}

// Tiles of 8-column multiples (wgmma's N steps by 8): the rule takes them
// on a K-major B, a 2 x 1 cluster only where each block's half of B's rows
// is whole 8-row atoms (not 168's 84), the persistent epilogue's slices
// cover the whole tile (56 of 168, whose 7 chunks a row 256 threads do not
// share evenly; 232 in four, the last of 40; slices of 16 and a last of 8
// in a ping-pong kernel's f32 staging), and the model takes 168
// columns for LLaMA-7B's up projection at M = 512, 66 x 4 tiles in exactly
// two rounds of the H100's 132 multiprocessors (176: 252 tiles, each 4.8%
// more work on the critical path; measured the same, 0.0746 against 0.0741
// ms, 2026-12-06-h100-eight-column-tiles).
TEST(GemmConfigTest, EightColumnTiles) {
  DeviceDescription h100;
  GemmShape s = linear(512, 11008, 4096);
  GemmConfig grid = wgmma(128, 168, 6, 2, 1);
  grid.load = GemmLoad::TmaProducer;
  EXPECT_EQ(whyInvalidGemmConfig(grid, s, h100), "");
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(128, 168, 4, 2, 1),
                                            shape(512, 11008, 4096), h100),
                       "panels of 64 columns"));
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(128, 172, 4, 2, 1), s, h100),
                       "a multiple of 8 up to 256"));
  GemmConfig clustered = grid;
  clustered.clusterM = 2;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(clustered, s, h100),
                       "loads 84 of the 168 rows of the shared B tile"));
  clustered.tileN = 176;
  clustered.stages = 5;
  EXPECT_EQ(whyInvalidGemmConfig(clustered, s, h100), "");
  GemmConfig p = producerWgmma(128, 168, 5, 2, 1, GemmSchedule::Persistent);
  EXPECT_EQ(p.epilogueColumns(s), 56);
  EXPECT_EQ(whyInvalidGemmConfig(p, s, h100), "");
  p.tileN = 232;
  EXPECT_EQ(p.epilogueColumns(s), 64);
  GemmShape f32 = s;
  f32.output = GemmElement::F32;
  GemmConfig teams = producerWgmma(128, 168, 5, 1, 1, GemmSchedule::Pingpong);
  // Two teams' staging, half each: f32 in ten slices of 16 and one of 8.
  EXPECT_EQ(teams.epilogueColumns(f32), 16);
  EXPECT_EQ(teams.epilogueColumns(s), 32);
  GemmConfig c = chosen(s, h100);
  EXPECT_EQ(c.tileN, 168) << c.describe();
  EXPECT_EQ(c.tiles(s), 2 * 132);
  // The grid of the same tile (264 blocks, two waves, 6 stages where the
  // persistent kernel's staging leaves 5) is 5% slower in the model (its
  // second wave's fill and ramp; this grid measured 1.30x slower): the
  // persistent kernel wins, not the deeper pipeline.
  EXPECT_EQ(c.schedule, GemmSchedule::Persistent) << c.describe();
  grid.persistentBlocks = 0;
  GemmEstimate gridTime = estimateGemm(grid, s, h100);
  c.persistentBlocks = persistentGemmBlocks(c, s, h100);
  GemmEstimate persistentTime = estimateGemm(c, s, h100);
  EXPECT_EQ(gridTime.waves, 2);
  EXPECT_GT(gridTime.seconds / persistentTime.seconds, 1.03);
  EXPECT_LT(gridTime.seconds / persistentTime.seconds, 1.08);
  EXPECT_GT(grid.stages, c.stages);
}
