//===- GemmClusterTest.cpp - GEMM thread-block clusters -------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the rules of GEMM kernels in thread-block clusters (two blocks
// sharing an operand tile by TMA multicast), what the model makes of them,
// and the clusters it adds unasked.
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
  GemmShape s = shape(256, 4096, 11008);
  s.bKMajor = true;
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
