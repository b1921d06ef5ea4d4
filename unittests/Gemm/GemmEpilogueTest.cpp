//===- GemmEpilogueTest.cpp - A fused epilogue in the GEMM model ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// gemmEpilogueCycles and what the GEMM model makes of a fused epilogue: the
// ping-pong schedule where a block takes several tiles, the registers an
// epilogue needs beside the accumulators, what its staging holds (the
// results or the outputs) and the default staging.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelRoofline.h"
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

/// `text` parsed in `context` with the dialects a GEMM's epilogue uses.
static OwningOpRef<ModuleOp> parseEpilogueModule(MLIRContext &context,
                                                 StringRef text) {
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, math::MathDialect,
                      tensor::TensorDialect>();
  return parseSourceString<ModuleOp>(text, &context);
}

// The epilogue's instructions in the model: GPT-2's up projection at
// M = 4096 alone takes persistent 128 x 256 tiles (where blocks take
// several tiles, ping-pong is not tried without a fused epilogue: measured
// the same or slower, bench/results/2026-12-05-h200-gemm-pingpong; one tile
// a block is GemmConfigTest.OneTileTeams). With a bias + tanh GELU (0.195
// cycles a result, gemmEpilogueCycles) the estimate grows, less under
// ping-pong (a team's epilogue runs beside the other team's k loop) than
// in the persistent kernel, but a team's epilogue issues at 0.2 of the rate
// whatever its warps (kEpilogueTeamShare): the persistent 128 x 256 tile and
// 128 x 192 teams of one warpgroup come within 3% of each other, the teams
// ahead since the waves' ramp (kRampKTiles), as the H100 measured them tied
// with the outputs staged (0.0478 / 0.0484 ms against 0.0480 / 0.0481, and
// 0.0548 for 128 x 96 teams of two, bench/results/2026-12-07-h100-team-
// epilogues). The teams of two take no less than those of one: their 8 warps
// do not issue the epilogue faster.
TEST(GemmEpilogueTest, Model) {
  DeviceDescription h200 = *DeviceDescription::preset("h200");
  GemmShape plain = shape(4096, 3072, 768);
  plain.bKMajor = true;
  GemmConfig alone = chosen(plain, h200);
  EXPECT_EQ(alone.schedule, GemmSchedule::Persistent);
  EXPECT_EQ(alone.tileM, 128);
  EXPECT_EQ(alone.tileN, 256);
  GemmShape gelu = plain;
  gelu.epilogueCycles = 0.195;
  GemmConfig fused = chosen(gelu, h200);
  EXPECT_EQ(fused.schedule, GemmSchedule::Pingpong);
  EXPECT_EQ(fused.tileN, 192);
  GemmConfig persistent = alone;
  GemmConfig pingpong =
      producerWgmma(128, 192, 5, 1, 1, GemmSchedule::Pingpong);
  EXPECT_NEAR(estimateGemm(persistent, gelu, h200).seconds /
                  estimateGemm(pingpong, gelu, h200).seconds,
              1.0, 0.03);
  double persistentPlain = estimateGemm(persistent, plain, h200).seconds;
  double persistentGelu = estimateGemm(persistent, gelu, h200).seconds;
  double pingpongPlain = estimateGemm(pingpong, plain, h200).seconds;
  double pingpongGelu = estimateGemm(pingpong, gelu, h200).seconds;
  EXPECT_GT(persistentGelu, persistentPlain);
  EXPECT_GE(pingpongGelu, pingpongPlain);
  EXPECT_LT(pingpongGelu - pingpongPlain, persistentGelu - persistentPlain);
  GemmConfig twoGroups =
      producerWgmma(128, 96, 7, 2, 1, GemmSchedule::Pingpong);
  GemmConfig oneGroup = producerWgmma(128, 96, 7, 1, 1, GemmSchedule::Pingpong);
  EXPECT_GE(estimateGemm(twoGroups, gelu, h200).seconds,
            estimateGemm(oneGroup, gelu, h200).seconds);
  GemmShape oneRound = gelu;
  oneRound.m = 512;
  EXPECT_NE(chosen(oneRound, h200).schedule, GemmSchedule::Pingpong);
  // Teams of two warpgroups (640 threads, 104 registers): 64 accumulators
  // fit a plain GEMM, not one with a fused epilogue (ptxas spilled there).
  GemmConfig two = producerWgmma(128, 128, 6, 2, 1, GemmSchedule::Pingpong);
  EXPECT_EQ(whyInvalidGemmConfig(two, plain, h200), "");
  EXPECT_TRUE(
      mentions(whyInvalidGemmConfig(two, gelu, h200), "with a fused epilogue"));
  // 48 accumulators there (128 x 96 tiles) and teams of one warpgroup on
  // 128 x 192 tiles (192 accumulators in 232 registers, the fastest
  // measured on the H200) compiled without spills: valid with the epilogue.
  GemmConfig narrow = two;
  narrow.tileN = 96;
  EXPECT_EQ(whyInvalidGemmConfig(narrow, gelu, h200), "");
  GemmConfig one = producerWgmma(128, 192, 5, 1, 1, GemmSchedule::Pingpong);
  EXPECT_EQ(whyInvalidGemmConfig(one, gelu, h200), "");
}

// gemmEpilogueCycles: the bodies' operations as the roofline counts them
// (f32 arithmetic 1/128 a result, math functions 1/16 + 2/128, casts of
// constants nothing) and a load for each input read from memory (the bias:
// 1/32); nothing for no ops.
// setGemmEpilogue gives a shape those cycles and the tuning cache's key of
// the epilogue (the operations, then the inputs' shapes), which the GEMM's
// tuning problem carries; a GEMM alone's has none.
TEST(GemmEpilogueTest, EpilogueCycles) {
  MLIRContext context;
  OwningOpRef<ModuleOp> module = parseEpilogueModule(context, R"mlir(
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (n)>
func.func @f(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %bias: tensor<64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f64
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %bv: f32, %o: f32):
    %s = arith.addf %v, %bv : f32
    %t = math.tanh %s : f32
    %y0 = arith.mulf %s, %t : f32
    %h = arith.truncf %half : f64 to f32
    %k = math.sqrt %h : f32
    %y = arith.mulf %y0, %k : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %g : tensor<64x64xf32>
}
)mlir");
  ASSERT_TRUE(module);
  linalg::MatmulOp matmul;
  linalg::GenericOp generic;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  module->walk([&](linalg::GenericOp op) { generic = op; });
  SmallVector<GemmEpilogueOp> ops;
  std::string why;
  ASSERT_TRUE(succeeded(
      matchGemmEpilogueDag({generic}, matmul->getResult(0), ops, why)))
      << why;
  // (The cast of a constant and a function of it fold: torch-mlir writes a
  // GELU's constants as `arith.truncf` of f64 ones inside the body, BERT's
  // erf GELU `math.sqrt` of 2; counted, GPT-2's GELU took 0.336 cycles a
  // result, not 0.211.)
  EXPECT_DOUBLE_EQ(gemmEpilogueCycles(ops),
                   3.0 / 128 + (1.0 / 16 + 2.0 / 128) + 1.0 / 32);
  EXPECT_EQ(gemmEpilogueCycles({}), 0);
  GemmShape fused = shape(64, 64, 64);
  EXPECT_EQ(gemmTuningProblem(fused).get("epilogue"), nullptr);
  setGemmEpilogue(fused, ops);
  EXPECT_DOUBLE_EQ(fused.epilogueCycles, gemmEpilogueCycles(ops));
  EXPECT_EQ(fused.epilogue, "addf tanh mulf truncf sqrt mulf [64]");
  // A bias is read once a column: no input of a value per result.
  EXPECT_EQ(fused.epilogueTileInputs, 0);
  EXPECT_EQ(fused.epilogueTileInputBytes, 0);
  EXPECT_EQ(gemmTuningProblem(fused).getString("epilogue"),
            std::optional<StringRef>("addf tanh mulf truncf sqrt mulf [64]"));
  setGemmEpilogue(fused, {});
  EXPECT_EQ(fused.epilogue, "");
  EXPECT_EQ(fused.epilogueCycles, 0);
  EXPECT_EQ(fused.epilogueTileInputs, 0);
}

// An epilogue that reads a tile of another tensor (SwiGLU: the gate beside
// the up projection's results) needs registers of its own in ping-pong
// teams of one warpgroup too: 128 x 192 teams (192 accumulators in 232
// registers) spilled with it, so they are refused; with a bias they fit,
// and 128 x 128 teams fit either.
TEST(GemmEpilogueTest, TileInputRegisters) {
  DeviceDescription h100;
  GemmShape s = shape(4096, 11008, 4096);
  s.bKMajor = true;
  s.epilogueCycles = 0.2;
  GemmConfig wide = producerWgmma(128, 192, 5, 1, 1, GemmSchedule::Pingpong);
  GemmConfig square = producerWgmma(128, 128, 5, 1, 1, GemmSchedule::Pingpong);
  EXPECT_EQ(whyInvalidGemmConfig(wide, s, h100), "");
  s.epilogueTileInputs = 1;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wide, s, h100),
                       "192 accumulators per thread leave fewer than 56 of "
                       "the 232 registers"));
  EXPECT_TRUE(
      mentions(whyInvalidGemmConfig(wide, s, h100),
               "(with a fused epilogue that reads a tile of another tensor)"));
  EXPECT_EQ(whyInvalidGemmConfig(square, s, h100), "");
  // Outside ping-pong teams the 40 other registers hold it.
  GemmConfig persistent =
      producerWgmma(128, 192, 5, 2, 1, GemmSchedule::Persistent);
  EXPECT_EQ(whyInvalidGemmConfig(persistent, s, h100), "");
  // The model reads the gate's tile in the epilogue beside the stores (at
  // the multiprocessor's share of L2) and from DRAM once: a memory-bound
  // GEMM (K = 64) takes longer with it; the DRAM floor counts its bytes.
  GemmShape shallow = linear(4096, 11008, 64);
  shallow.output = GemmElement::F16;
  persistent.stages = 4;
  persistent.persistentBlocks = persistentGemmBlocks(persistent, shallow, h100);
  ASSERT_EQ(whyInvalidGemmConfig(persistent, shallow, h100), "");
  GemmEstimate plain = estimateGemm(persistent, shallow, h100);
  shallow.epilogueTileInputs = 1;
  shallow.epilogueTileInputBytes = 2;
  GemmEstimate gated = estimateGemm(persistent, shallow, h100);
  EXPECT_GT(gated.seconds, plain.seconds * 1.2);
  EXPECT_GE(gated.seconds, (4096.0 * 64 + 64.0 * 11008 + 2 * 4096.0 * 11008) *
                               2 / h100.dramBandwidth);
}

// Ping-pong teams of one 128-row warpgroup in widths of 8-multiples: LLaMA-7B's
// up projection with a bias + tanh GELU at M = 1024 and 2048 takes 128 x 168
// teams (the persistent 128 x 232 of two 64-row warpgroups before: measured
// 2.4% and 3.5% slower, bench/results/2026-12-06-h100-eight-column-tiles);
// without the epilogue it keeps the persistent kernel (ping-pong only for a
// fused epilogue); an epilogue that reads a tile of another tensor (the
// SwiGLU product) keeps the teams of 128 and 192 columns (its block at 1024
// tokens measured 1.5% slower with the product in 128 x 168 teams).
TEST(GemmEpilogueTest, OneWarpgroupTeamWidths) {
  DeviceDescription h100;
  for (int64_t m : {1024, 2048}) {
    GemmShape plain = linear(m, 11008, 4096);
    EXPECT_EQ(chosen(plain, h100).schedule, GemmSchedule::Persistent);
    GemmShape gelu = plain;
    gelu.epilogueCycles = 0.195;
    GemmConfig c = chosen(gelu, h100);
    EXPECT_EQ(c.schedule, GemmSchedule::Pingpong) << m;
    EXPECT_EQ(c.groupsM * c.groupsN, 1) << m;
    EXPECT_EQ(c.tileN, 168) << m;
    EXPECT_EQ(c.accumulators(), 168);
    GemmShape product = gelu;
    product.epilogueTileInputs = 1;
    GemmConfig p = chosen(product, h100);
    EXPECT_FALSE(p.teams() > 1 && p.groupsM * p.groupsN == 1 &&
                 p.tileN % 64 != 0)
        << p.describe();
  }
}

// What a persistent epilogue stages: the GEMM's results (f32 here) without
// stageOutputs, its fused epilogue's outputs with it (f16: twice the
// columns a round in the same bytes); a grid stages f32 accumulators and
// cannot take it; without a fused epilogue it changes nothing.
TEST(GemmEpilogueTest, Staging) {
  DeviceDescription h100;
  // A stitched GEMM: f32 results, the epilogue rounds.
  GemmShape s = shape(512, 6144, 12288);
  s.output = GemmElement::F32;
  GemmConfig c = persistentSplit(128, 192, 5, 1, 1, 1, s, h100);
  c.schedule = GemmSchedule::Pingpong;
  c.persistentBlocks = persistentGemmBlocks(c, s, h100);
  EXPECT_EQ(c.stagedElement(s), GemmElement::F32);
  c.stageOutputs = true;
  // No fused epilogue: the results, valid.
  EXPECT_EQ(c.stagedElement(s), GemmElement::F32);
  EXPECT_EQ(whyInvalidGemmConfig(c, s, h100), "");
  GemmShape fused = s;
  fused.epilogue = "addf [6144]; mulf tanh truncf";
  fused.epilogueOutput = GemmElement::F16;
  EXPECT_EQ(c.stagedElement(fused), GemmElement::F16);
  GemmConfig results = c;
  results.stageOutputs = false;
  EXPECT_EQ(results.stagedElement(fused), GemmElement::F32);
  EXPECT_EQ(c.epilogueColumns(fused), 2 * results.epilogueColumns(fused));
  EXPECT_EQ(c.epilogueBytes(fused), 128 * (32 + 8) * 2);
  EXPECT_EQ(results.epilogueBytes(fused), 128 * (16 + 4) * 4);
  EXPECT_EQ(whyInvalidGemmConfig(c, fused, h100), "");
  EXPECT_TRUE(mentions(c.describe(), "the epilogue's outputs staged"));
  // An epilogue writing another type (an i8, say): refused.
  GemmShape other = fused;
  other.epilogueOutput.reset();
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(c, other, h100),
                       "an epilogue that writes f16, bf16 or f32"));
  // A grid: refused.
  GemmConfig grid = wgmma(128, 192, 4, 2, 1);
  grid.stageOutputs = true;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(grid, fused, h100),
                       "needs a persistent schedule"));
}

// The default staging (gemm-staging=auto): the fused epilogue's outputs
// where their slices divide the tile (128 x 192: six of 32 columns), the
// results where the last slice would be partial (LLaMA's 128 x 168: five of
// 32 and one of 8, measured slower so on an H100), on a grid (which stages
// its accumulators), without a fused epilogue or one writing another type;
// the choice of a request that says nothing follows it.
TEST(GemmEpilogueTest, DefaultStaging) {
  DeviceDescription h100;
  // A Linear layer's GEMM (B K-major: any multiple of 8 columns a tile).
  GemmShape fused = linear(512, 6144, 12288);
  fused.output = GemmElement::F32;
  fused.epilogue = "addf [6144]; mulf tanh truncf";
  fused.epilogueOutput = GemmElement::F16;
  fused.epilogueCycles = 10.0 / 128;
  GemmConfig c = persistentSplit(128, 192, 5, 1, 1, 1, fused, h100);
  c.schedule = GemmSchedule::Pingpong;
  EXPECT_TRUE(stagesOutputsByDefault(c, fused));
  EXPECT_FALSE(c.stageOutputs) << "the configuration itself is not changed";
  GemmConfig ragged = c;
  ragged.tileN = 168;
  EXPECT_FALSE(stagesOutputsByDefault(ragged, fused));
  ragged.stageOutputs = true;
  EXPECT_NE(168 % ragged.epilogueColumns(fused), 0);
  GemmConfig grid = wgmma(128, 192, 4, 2, 1);
  EXPECT_FALSE(stagesOutputsByDefault(grid, fused));
  GemmShape alone = fused;
  alone.epilogue.clear();
  alone.epilogueOutput.reset();
  EXPECT_FALSE(stagesOutputsByDefault(c, alone));
  GemmShape other = fused;
  other.epilogueOutput.reset();
  EXPECT_FALSE(stagesOutputsByDefault(c, other));
  // A request fixing the plan but not the staging gets the default; a
  // pipeline's option or an op's attribute decides otherwise.
  GemmConfigRequest request;
  request.flavour = GemmFlavour::Wgmma;
  request.tileM = 128;
  request.tileN = 192;
  request.tileK = 64;
  request.stages = 5;
  request.groupsM = request.groupsN = 1;
  request.schedule = GemmSchedule::Pingpong;
  std::string why;
  FailureOr<GemmChoice> choice = chooseGemmConfig(fused, h100, request, why);
  ASSERT_TRUE(succeeded(choice)) << why;
  EXPECT_TRUE(choice->config.stageOutputs);
  request.tileN = 168;
  choice = chooseGemmConfig(fused, h100, request, why);
  ASSERT_TRUE(succeeded(choice)) << why;
  EXPECT_FALSE(choice->config.stageOutputs);
  request.preferStageOutputs = true;
  choice = chooseGemmConfig(fused, h100, request, why);
  ASSERT_TRUE(succeeded(choice)) << why;
  EXPECT_TRUE(choice->config.stageOutputs);
  request.tileN = 192;
  request.stageOutputs = false;
  choice = chooseGemmConfig(fused, h100, request, why);
  ASSERT_TRUE(succeeded(choice)) << why;
  EXPECT_FALSE(choice->config.stageOutputs);
}

// Row-wise epilogues: a bias, a softmax and a log of each row's sum after a
// GEMM of 128 columns. Without `rowOps` the first reduction is refused; with
// it each op gets its kind (the max and the sum reduce along the last loop,
// the log is an op over the rows) and row slots 0, 1, 2 in order;
// setGemmEpilogue counts the row values and keys them apart in the tuning
// cache; the cycles charge each reduction's pass the ops before it again
// (and a load of the staged result) and nothing per result for the op over
// the rows. A configuration must then span the row (TN >= N), stage it
// whole (a persistent one too: epilogueColumns = TN) with TM f32 per row
// value beside it, and take no split-K; the model's choice does, and the
// model charges the row pass's chains.
TEST(GemmEpilogueTest, RowEpilogue) {
  MLIRContext context;
  OwningOpRef<ModuleOp> module = parseEpilogueModule(context, R"mlir(
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#row = affine_map<(m, n) -> (m)>
#r1 = affine_map<(m) -> (m)>
func.func @f(%a: tensor<256x64xf16>, %b: tensor<64x128xf16>, %bias: tensor<128xf32>) -> tensor<256x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x64xf16>, tensor<64x128xf16>) outs(%f : tensor<256x128xf32>) -> tensor<256x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : tensor<256x128xf32>, tensor<128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%v: f32, %bv: f32, %o: f32):
    %s = arith.addf %v, %bv : f32
    linalg.yield %s : f32
  } -> tensor<256x128xf32>
  %ninf = arith.constant dense<0xFF800000> : tensor<256xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<256x128xf32>) outs(%ninf : tensor<256xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %m = arith.maximumf %v, %acc : f32
    linalg.yield %m : f32
  } -> tensor<256xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %mx : tensor<256x128xf32>, tensor<256xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<256x128xf32>
  %zr = arith.constant dense<0.0> : tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<256x128xf32>) outs(%zr : tensor<256xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %er = tensor.empty() : tensor<256xf32>
  %lg = linalg.generic {indexing_maps = [#r1, #r1], iterator_types = ["parallel"]} ins(%sum : tensor<256xf32>) outs(%er : tensor<256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %l = math.log %v : f32
    linalg.yield %l : f32
  } -> tensor<256xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum, %lg : tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%v: f32, %s: f32, %l: f32, %o: f32):
    %d = arith.divf %v, %s : f32
    %t = arith.mulf %d, %l : f32
    linalg.yield %t : f32
  } -> tensor<256x128xf32>
  return %p : tensor<256x128xf32>
}
)mlir");
  ASSERT_TRUE(module);
  linalg::MatmulOp matmul;
  SmallVector<linalg::GenericOp> generics;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  module->walk([&](linalg::GenericOp op) { generics.push_back(op); });
  ASSERT_EQ(generics.size(), 6u);
  SmallVector<GemmEpilogueOp> ops;
  std::string why;
  EXPECT_TRUE(
      failed(matchGemmEpilogueDag(generics, matmul->getResult(0), ops, why)));
  EXPECT_EQ(ops.size(), 1u);
  EXPECT_EQ(why, "it reduces");
  ops.clear();
  ASSERT_TRUE(succeeded(matchGemmEpilogueDag(generics, matmul->getResult(0),
                                             ops, why, /*rowOps=*/true)))
      << why;
  using Kind = GemmEpilogueOp::Kind;
  SmallVector<Kind> kinds;
  SmallVector<int> slots;
  for (const GemmEpilogueOp &e : ops) {
    kinds.push_back(e.kind);
    slots.push_back(e.rowSlot);
  }
  EXPECT_EQ(kinds, (SmallVector<Kind>{Kind::Point, Kind::RowReduction,
                                      Kind::Point, Kind::RowReduction,
                                      Kind::RowPoint, Kind::Point}));
  EXPECT_EQ(slots, (SmallVector<int>{-1, 0, -1, 1, 2, -1}));
  // The division reads the exponentials at the point, the sum and the log
  // at the row (values 3, 4 and 5: the GEMM's result is value 0).
  EXPECT_EQ(ops.back().sources, (SmallVector<int>{3, 4, 5}));
  EXPECT_EQ(gemmEpilogueRowValues(ops), 3);
  // Each op's own cycles (its body, the bias's load); a reduction's pass
  // adds the ops before it and a load of the staged result; the log adds
  // nothing a result.
  auto own = [&](unsigned i) {
    return straightLineIssueCycles(generics[i].getRegion().front());
  };
  double load = 1.0 / 32, bias = own(0) + load;
  EXPECT_DOUBLE_EQ(gemmEpilogueCycles(ops),
                   bias + (bias + load + own(1)) + own(2) +
                       (bias + own(1) + own(2) + load + own(3)) + own(5));
  GemmShape s = shape(256, 128, 64);
  s.output = GemmElement::F32;
  setGemmEpilogue(s, ops);
  EXPECT_EQ(s.epilogueRowValues, 3);
  EXPECT_EQ(s.epilogue, "addf [128]; row-reduce maximumf; subf exp; "
                        "row-reduce addf; row log; divf mulf");
  // The rules.
  DeviceDescription h100;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(wgmma(128, 64, 4, 2, 1), s, h100),
                       "need a tile that spans the row: TN = 64 is narrower "
                       "than N = 128"));
  GemmConfig grid = wgmma(128, 128, 4, 2, 1);
  EXPECT_EQ(whyInvalidGemmConfig(grid, s, h100), "");
  // 128 rows of 128 staged f32 (and a 16-byte pad a row), then 3 x 128 f32.
  EXPECT_EQ(grid.epilogueBytes(s), 128 * 132 * 4 + 3 * 128 * 4);
  GemmConfig persistent =
      producerWgmma(128, 128, 3, 1, 1, GemmSchedule::Persistent, 2);
  EXPECT_EQ(persistent.epilogueColumns(s), 128);
  EXPECT_EQ(whyInvalidGemmConfig(persistent, s, h100), "");
  EXPECT_FALSE(stagesOutputsByDefault(persistent, s));
  persistent.stageOutputs = true;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(persistent, s, h100),
                       "not the epilogue's outputs"));
  GemmShape conv = s;
  conv.window.channels = 64;
  EXPECT_TRUE(mentions(whyInvalidGemmConfig(grid, conv, h100),
                       "not through a convolution's window"));
  GemmShape deep = s;
  deep.k = 4096;
  GemmConfig split = persistentSplit(128, 128, 3, 1, 1, 2, deep, h100);
  split.persistentBlocks = 1;
  EXPECT_TRUE(
      mentions(whyInvalidGemmConfig(split, deep, h100), "not with split-K"));
  EXPECT_GE(chosen(s, h100).tileN, 128);
  // The row pass: each of the two reductions a chain over the 128 columns
  // (a thread per row: 128 rows, 256 threads), kRowPassColumnCycles (75) a
  // column, before the stores.
  EXPECT_EQ(s.epilogueRowReductions, 2);
  GemmShape noPass = s;
  noPass.epilogueRowReductions = 0;
  EXPECT_NEAR(estimateGemm(grid, s, h100).seconds -
                  estimateGemm(grid, noPass, h100).seconds,
              2 * 128 * 75 / h100.clockRate, 1e-12);
}
