//===- StitchAttentionTest.cpp - Attention regions of the stitch graph ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// matchStitchAttention on programs as kfusion-prepare-linalg leaves them
// (torch-mlir's softmax between two tensor-core GEMMs) and the attention
// kernel's analysis: what it reads and writes, its grid, and why groups and
// programs that are not such an attention are refused.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/StitchGraph.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <optional>
#include <string>

using namespace mlir;
using namespace mlir::kfusion;

namespace {

void substituteAll(std::string &s, const std::string &from,
                   const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos;
       at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

/// softmax(Q K^T / 8) V over 2 heads of 128 queries, 256 keys, a head of 64,
/// K stored [heads, 64, keys], the result cast to f16. `extraResult`
/// returns one more value (the row maximum, say); `expOp` replaces the
/// exponential.
std::string attentionSource(const std::string &extraResult = "",
                            const std::string &expOp = "math.exp",
                            bool causal = false, bool iotaMask = false) {
  std::string s = R"mlir(
#id = affine_map<(b, m, n) -> (b, m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
func.func @attention(%q: tensor<2x128x64xf16>, %k: tensor<2x64x256xf16>,
                     %v: tensor<2x256x64xf16>) -> (tensor<2x128x64xf16> EXTRA_TYPE) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %e32 = tensor.empty() : tensor<2x128x256xf32>
  %e16 = tensor.empty() : tensor<2x128x256xf16>
  %r = tensor.empty() : tensor<2x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
  %s = linalg.batch_matmul ins(%q, %k : tensor<2x128x64xf16>, tensor<2x64x256xf16>) outs(%acc : tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
  %x0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x128x256xf32>) outs(%e32 : tensor<2x128x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %scale : f32
    SCORE_MASK
  } -> tensor<2x128x256xf32>
  IOTA_MASK
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x128x256xf32>) outs(%minit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x128x256xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x256xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x128x256xf32>) outs(%e32 : tensor<2x128x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = EXP_OP %a : f32
    linalg.yield %t : f32
  } -> tensor<2x128x256xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x128x256xf32>) outs(%sinit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x128x256xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x256xf32>
  %p16 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p : tensor<2x128x256xf32>) outs(%e16 : tensor<2x128x256xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x256xf16>
  %oe = tensor.empty() : tensor<2x128x64xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o = linalg.batch_matmul ins(%p16, %v : tensor<2x128x256xf16>, tensor<2x256x64xf16>) outs(%ofill : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o16e = tensor.empty() : tensor<2x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x128x64xf32>) outs(%o16e : tensor<2x128x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x64xf16>
  return %o16 EXTRA_VALUE : tensor<2x128x64xf16> EXTRA_TYPE
}
)mlir";
  // torch-mlir's causal mask: iotas of the queries and keys, key - query
  // >= 1, read by a select after the scale.
  substituteAll(s, "IOTA_MASK",
                !iotaMask ? "" : R"mlir(%qe = tensor.empty() : tensor<128xi64>
  %qi = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%qe : tensor<128xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<128xi64>
  %ke = tensor.empty() : tensor<256xi64>
  %ki = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ke : tensor<256xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<256xi64>
  %me = tensor.empty() : tensor<128x256xi1>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ki, %qi : tensor<256xi64>, tensor<128xi64>) outs(%me : tensor<128x256xi1>) {
  ^bb0(%kk: i64, %qq: i64, %o: i1):
    %d = arith.subi %kk, %qq : i64
    %one = arith.constant 1 : i64
    %later = arith.cmpi sge, %d, %one : i64
    linalg.yield %later : i1
  } -> tensor<128x256xi1>
  %x = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (m, n)>, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mask, %x0 : tensor<128x256xi1>, tensor<2x128x256xf32>) outs(%e32 : tensor<2x128x256xf32>) {
  ^bb0(%c: i1, %a: f32, %o: f32):
    %t = arith.select %c, %ninf, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x128x256xf32>)mlir");
  if (!iotaMask)
    substituteAll(s, "%x0 = linalg.generic", "%x = linalg.generic");
  substituteAll(s, "EXP_OP", expOp);
  substituteAll(s, "SCORE_MASK",
                causal ? "%i = linalg.index 1 : index\n"
                         "    %j = linalg.index 2 : index\n"
                         "    %later = arith.cmpi ugt, %j, %i : index\n"
                         "    %u = arith.select %later, %ninf, %t : f32\n"
                         "    linalg.yield %u : f32"
                       : "linalg.yield %t : f32");
  substituteAll(s, " EXTRA_VALUE",
                extraResult.empty() ? "" : ", " + extraResult);
  substituteAll(s, " EXTRA_TYPE",
                extraResult.empty() ? "" : ", tensor<2x128xf32>");
  return s;
}

/// softmax(Q K^T) V over 2 heads of 128 queries and keys, a head of 64, as
/// torch emits multi-head attention: Q, K and V copies of [128, 2 x 64]
/// projections into [1, 2, 128, 64] (view and transpose(1, 2)), O copied
/// back into [128, 2 x 64] rows. `returnQ` also returns Q's copy.
std::string headsSource(bool returnQ = false) {
  std::string s = R"mlir(
#id = affine_map<(b, m, n) -> (b, m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
#swap = affine_map<(a, b, c, d) -> (a, c, b, d)>
#id4 = affine_map<(a, b, c, d) -> (a, b, c, d)>
func.func @heads(%q2: tensor<128x128xf16>, %k2: tensor<128x128xf16>,
                 %v2: tensor<128x128xf16>) -> (tensor<128x128xf16> EXTRA_TYPE) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %h = tensor.empty() : tensor<1x2x128x64xf16>
  %qx = tensor.expand_shape %q2 [[0, 1], [2, 3]] output_shape [1, 128, 2, 64] : tensor<128x128xf16> into tensor<1x128x2x64xf16>
  %qt = linalg.generic {indexing_maps = [#swap, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qx : tensor<1x128x2x64xf16>) outs(%h : tensor<1x2x128x64xf16>) {
  ^bb0(%a: f16, %o: f16):
    linalg.yield %a : f16
  } -> tensor<1x2x128x64xf16>
  %q = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x2x128x64xf16> into tensor<2x128x64xf16>
  %kx = tensor.expand_shape %k2 [[0, 1], [2, 3]] output_shape [1, 128, 2, 64] : tensor<128x128xf16> into tensor<1x128x2x64xf16>
  %kt = linalg.generic {indexing_maps = [#swap, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kx : tensor<1x128x2x64xf16>) outs(%h : tensor<1x2x128x64xf16>) {
  ^bb0(%a: f16, %o: f16):
    linalg.yield %a : f16
  } -> tensor<1x2x128x64xf16>
  %k = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x2x128x64xf16> into tensor<2x128x64xf16>
  %vx = tensor.expand_shape %v2 [[0, 1], [2, 3]] output_shape [1, 128, 2, 64] : tensor<128x128xf16> into tensor<1x128x2x64xf16>
  %vt = linalg.generic {indexing_maps = [#swap, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%vx : tensor<1x128x2x64xf16>) outs(%h : tensor<1x2x128x64xf16>) {
  ^bb0(%a: f16, %o: f16):
    linalg.yield %a : f16
  } -> tensor<1x2x128x64xf16>
  %v = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<1x2x128x64xf16> into tensor<2x128x64xf16>
  %e32 = tensor.empty() : tensor<2x128x128xf32>
  %e16 = tensor.empty() : tensor<2x128x128xf16>
  %r = tensor.empty() : tensor<2x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e32 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x128x64xf16>, tensor<2x128x64xf16>) outs(%acc : tensor<2x128x128xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<2x128x128xf32>) outs(%minit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    %u = math.exp %t : f32
    linalg.yield %u : f32
  } -> tensor<2x128x128xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r : tensor<2x128xf32>) -> tensor<2x128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x128x128xf32>) outs(%sinit : tensor<2x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x128xf32>
  %pr = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x128x128xf32>, tensor<2x128xf32>) outs(%e32 : tensor<2x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x128x128xf32>
  %p16 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pr : tensor<2x128x128xf32>) outs(%e16 : tensor<2x128x128xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x128xf16>
  %oe = tensor.empty() : tensor<2x128x64xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p16, %v : tensor<2x128x128xf16>, tensor<2x128x64xf16>) outs(%ofill : tensor<2x128x64xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %c, %p : f32
    linalg.yield %t : f32
  } -> tensor<2x128x64xf32>
  %o16e = tensor.empty() : tensor<2x128x64xf16>
  %o16 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x128x64xf32>) outs(%o16e : tensor<2x128x64xf16>) {
  ^bb0(%a: f32, %b: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x128x64xf16>
  %oh = tensor.expand_shape %o16 [[0, 1], [2], [3]] output_shape [1, 2, 128, 64] : tensor<2x128x64xf16> into tensor<1x2x128x64xf16>
  %re = tensor.empty() : tensor<1x128x2x64xf16>
  %ot = linalg.generic {indexing_maps = [#swap, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%oh : tensor<1x2x128x64xf16>) outs(%re : tensor<1x128x2x64xf16>) {
  ^bb0(%a: f16, %b: f16):
    linalg.yield %a : f16
  } -> tensor<1x128x2x64xf16>
  %out = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x128x2x64xf16> into tensor<128x128xf16>
  return %out EXTRA_VALUE : tensor<128x128xf16> EXTRA_TYPE
}
)mlir";
  substituteAll(s, " EXTRA_VALUE", returnQ ? ", %qt" : "");
  substituteAll(s, " EXTRA_TYPE", returnQ ? ", tensor<1x2x128x64xf16>" : "");
  return s;
}

class StitchAttentionTest : public ::testing::Test {
protected:
  StitchAttentionTest() {
    // (Reshapes are folded with the tensor dialect's shape models.)
    DialectRegistry registry;
    tensor::registerInferTypeOpInterfaceExternalModels(registry);
    context.appendDialectRegistry(registry);
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  /// The graph of `source` once prepared as the stitching passes prepare
  /// it, with tensor-core GEMMs.
  StitchGraph &build(const std::string &source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    func::FuncOp func;
    module->walk([&](func::FuncOp f) { func = f; });
    EXPECT_TRUE(succeeded(prepareForStitching(func)));
    FailureOr<StitchGraph> g = StitchGraph::build(func, true);
    EXPECT_TRUE(succeeded(g));
    graph.emplace(std::move(*g));
    return *graph;
  }

  /// The first tensor-core GEMM's node.
  unsigned firstGemm() {
    for (unsigned n = 0; n < graph->size(); ++n)
      if (graph->node(n).gemm)
        return n;
    ADD_FAILURE() << "no tensor-core GEMM";
    return 0;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::optional<StitchGraph> graph;
  StitchModel device;
};

// The region from Q K^T to P V: its shape (K read as [heads, head, keys]:
// not keys first; V [heads, keys, values]), its nine nodes, and the kernel
// the plan weighs: Q, K and V read once, no scores written, a block per 64
// queries and head (256 blocks of 128 would leave most of an H100's SMs
// idle), cheaper than the stitched kernels it replaces.
TEST_F(StitchAttentionTest, MatchesTorchMlirSoftmaxBetweenTwoGemms) {
  StitchGraph &g = build(attentionSource());
  unsigned qk = firstGemm();
  std::string why;
  bool softmax = false;
  FailureOr<StitchAttention> att = matchStitchAttention(g, qk, why, &softmax);
  ASSERT_TRUE(succeeded(att)) << why;
  EXPECT_TRUE(softmax);
  const AttentionShape &s = att->shape;
  EXPECT_EQ(s.batch, 2);
  EXPECT_EQ(s.queries, 128);
  EXPECT_EQ(s.keys, 256);
  EXPECT_EQ(s.headDim, 64);
  EXPECT_EQ(s.valueDim, 64);
  EXPECT_FALSE(s.keysRows);
  EXPECT_TRUE(s.valuesRows);
  EXPECT_TRUE(s.batched);
  EXPECT_EQ(s.input, GemmElement::F16);
  EXPECT_EQ(s.scores, GemmElement::F32);
  EXPECT_EQ(att->scoreOps.size(), 1u);
  // GEMM, scale, max, subtract, exp, sum, divide, cast, GEMM.
  EXPECT_EQ(att->nodes.size(), 9u);
  EXPECT_EQ(att->nodes.front(), qk);
  EXPECT_EQ(att->nodes.back(), att->values);

  StitchKernelInfo k = g.analyzeKernel(att->nodes, device);
  ASSERT_TRUE(k.feasible) << k.reason;
  EXPECT_EQ(k.schedule.composition, "attention");
  EXPECT_EQ(k.schedule.blockSize, 128);
  EXPECT_EQ(k.schedule.gridSize, 2 * 2);
  EXPECT_EQ(k.bytesRead, 2 * 2 * (128 * 64 + 256 * 64 * 2));
  EXPECT_EQ(k.bytesWritten, 2 * 128 * 64 * 4);
  EXPECT_GT(k.seconds, 0.0);
  EXPECT_GT(g.score(att->nodes, device), 0.0);

  // With the cast after P V: O written in f16.
  SmallVector<unsigned> withCast(att->nodes);
  withCast.push_back(g.node(att->values).consumers.front());
  StitchKernelInfo cast = g.analyzeKernel(withCast, device);
  ASSERT_TRUE(cast.feasible) << cast.reason;
  EXPECT_EQ(cast.bytesWritten, 2 * 128 * 64 * 2);

  // Without wgmma (compute capability 80) there is no attention kernel.
  StitchModel sm80 = device;
  sm80.gpu.computeCapability = 80;
  StitchKernelInfo none = g.analyzeKernel(att->nodes, sm80);
  EXPECT_FALSE(none.feasible);
  EXPECT_NE(none.reason.find("needs wgmma (compute capability 90"),
            std::string::npos)
      << none.reason;

  // The planner's candidates hold the whole attention.
  SmallVector<FusionPattern> patterns = generateStitchPatterns(g, device);
  EXPECT_TRUE(llvm::any_of(patterns, [&](const FusionPattern &p) {
    return SmallVector<unsigned>(p.nodes) == withCast;
  }));
}

// Two GEMMs in a group that is not their attention, or part of one: the
// analysis says why.
TEST_F(StitchAttentionTest, OtherGroupsWithTwoGemmsSayWhy) {
  StitchGraph &g = build(attentionSource());
  std::string why;
  FailureOr<StitchAttention> att = matchStitchAttention(g, firstGemm(), why);
  ASSERT_TRUE(succeeded(att)) << why;
  StitchKernelInfo pair = g.analyzeKernel({att->scores, att->values}, device);
  EXPECT_FALSE(pair.feasible);
  EXPECT_NE(pair.reason.find("is not in the kernel"), std::string::npos)
      << pair.reason;
  // From the second GEMM no attention starts.
  FailureOr<StitchAttention> second = matchStitchAttention(g, att->values, why);
  EXPECT_TRUE(failed(second));
  EXPECT_NE(why.find("do not feed a softmax"), std::string::npos) << why;
}

// The row maximum returned as well: an attention was meant (the softmax is
// there) but the kernel would have to write the maximum; the reason names
// it. Another function than exp: no softmax the kernel computes.
TEST_F(StitchAttentionTest, RefusalsSayWhy) {
  StitchGraph &g = build(attentionSource("%m"));
  std::string why;
  bool softmax = false;
  EXPECT_TRUE(failed(matchStitchAttention(g, firstGemm(), why, &softmax)));
  EXPECT_TRUE(softmax);
  EXPECT_NE(why.find("row maximum is read outside"), std::string::npos) << why;

  StitchGraph &tanh = build(attentionSource("", "math.tanh"));
  EXPECT_TRUE(failed(matchStitchAttention(tanh, firstGemm(), why, &softmax)));
  EXPECT_TRUE(softmax);
  EXPECT_NE(why.find("exponential"), std::string::npos) << why;
}

// A causal mask in the score op: per block of 64 queries the key tiles
// after its last query are all -inf (the interval evaluation of the score
// op over the block's queries and the tile's keys); block 0 computes tile 0,
// block 1 tiles 0 and 1, of 4: the offset -63 (tile ceil(((q + 1) 64 - 63)
// / 64) on hidden), 3 of 8 block-tiles computed. Without the mask nothing is
// hidden.
TEST_F(StitchAttentionTest, CausalMaskHidesKeyTiles) {
  StitchGraph &g = build(attentionSource("", "math.exp", /*causal=*/true));
  std::string why;
  FailureOr<StitchAttention> att = matchStitchAttention(g, firstGemm(), why);
  ASSERT_TRUE(succeeded(att)) << why;
  std::optional<int64_t> offset = attentionKeyTileOffset(g, *att, 64);
  ASSERT_TRUE(offset.has_value());
  EXPECT_EQ(*offset, -63);
  AttentionConfig one;
  one.groups = 1;
  EXPECT_DOUBLE_EQ(attentionTilesComputed(att->shape, one, offset), 3.0 / 8);
  // Blocks of 128 queries: tiles 0 and 1 of 4.
  EXPECT_EQ(attentionKeyTileOffset(g, *att, 128), -63);

  StitchGraph &plain = build(attentionSource());
  FailureOr<StitchAttention> full =
      matchStitchAttention(plain, firstGemm(), why);
  ASSERT_TRUE(succeeded(full)) << why;
  EXPECT_FALSE(attentionKeyTileOffset(plain, *full, 64).has_value());
}

// torch-mlir's causal mask, iotas compared in two other ops and read by a
// select: the kernel computes it (the select's mask input, its three nodes
// in the region, no bytes read for it) and its tiles after each block's last
// query are hidden through those nodes.
TEST_F(StitchAttentionTest, MaskFromIotasIsComputed) {
  StitchGraph &g =
      build(attentionSource("", "math.exp", /*causal=*/false, /*iota=*/true));
  std::string why;
  FailureOr<StitchAttention> att = matchStitchAttention(g, firstGemm(), why);
  ASSERT_TRUE(succeeded(att)) << why;
  ASSERT_EQ(att->scoreOps.size(), 2u);
  EXPECT_EQ(att->computedInputs.size(), 1u);
  // GEMM, scale, select, max, subtract, exp, sum, divide, cast, GEMM and
  // the two iotas and the comparison.
  EXPECT_EQ(att->nodes.size(), 13u);
  StitchKernelInfo k = g.analyzeKernel(att->nodes, device);
  ASSERT_TRUE(k.feasible) << k.reason;
  EXPECT_EQ(k.bytesRead, 2 * 2 * (128 * 64 + 256 * 64 * 2));
  EXPECT_EQ(attentionKeyTileOffset(g, *att, 64), -63);
}

// Heads interleaved in projections' rows: the three copies into one head's
// rows are recorded (not region nodes: a group may leave them out), the
// kernel with them reads the projections in place, and with the copy of O
// back into rows as the chain's last op writes them; the bytes are those of
// the dense operands. A batch of one: the copies are [2, 128, 64] swaps of
// [128, 2, 64] projections (the unit dimension dropped; the kernel views them
// as [1, 128, 2, 64], withHeadsBatch). A copy also returned stays a copy the
// kernel reads.
TEST_F(StitchAttentionTest, HeadsReadInPlace) {
  StitchGraph &g = build(headsSource());
  std::string why;
  FailureOr<StitchAttention> att = matchStitchAttention(g, firstGemm(), why);
  ASSERT_TRUE(succeeded(att)) << why;
  EXPECT_TRUE(att->shape.keysRows);
  SmallVector<unsigned> group(att->nodes);
  for (unsigned i = 0; i < 3; ++i) {
    ASSERT_TRUE(att->copies[i].has_value()) << "operand " << i;
    EXPECT_FALSE(llvm::is_contained(att->nodes, *att->copies[i]));
    auto type = cast<RankedTensorType>(att->sources[i].getType());
    // (A batch of one: its unit dimension dropped by the preparation.)
    EXPECT_EQ(SmallVector<int64_t>(type.getShape()),
              (SmallVector<int64_t>{128, 2, 64}));
    group.push_back(*att->copies[i]);
  }
  // Without the copies (a hand-written group), and with them.
  StitchKernelInfo dense = g.analyzeKernel(att->nodes, device);
  ASSERT_TRUE(dense.feasible) << dense.reason;
  StitchKernelInfo inPlace = g.analyzeKernel(group, device);
  ASSERT_TRUE(inPlace.feasible) << inPlace.reason;
  EXPECT_EQ(inPlace.bytesRead, dense.bytesRead);
  EXPECT_EQ(inPlace.bytesRead, 2 * 2 * (128 * 64 + 128 * 64 * 2));
  // The cast of O, then its copy into rows: the kernel's last op.
  unsigned cast = g.node(att->values).consumers.front();
  std::optional<unsigned> back = stitchSoleReader(g, cast);
  ASSERT_TRUE(back.has_value());
  EXPECT_TRUE(
      attentionInterleavesHeads(g, *back, g.node(cast).op->getResult(0), *att));
  group.append({cast, *back});
  StitchKernelInfo rows = g.analyzeKernel(group, device);
  ASSERT_TRUE(rows.feasible) << rows.reason;
  EXPECT_EQ(rows.bytesWritten, 128 * 128 * 2);
  // The planner's candidates hold it.
  SmallVector<unsigned> sortedGroup = StitchGraph::sorted(group);
  SmallVector<FusionPattern> patterns = generateStitchPatterns(g, device);
  EXPECT_TRUE(llvm::any_of(patterns, [&](const FusionPattern &p) {
    return SmallVector<unsigned>(p.nodes) == sortedGroup;
  }));

  StitchGraph &shared = build(headsSource(/*returnQ=*/true));
  FailureOr<StitchAttention> kept =
      matchStitchAttention(shared, firstGemm(), why);
  ASSERT_TRUE(succeeded(kept)) << why;
  EXPECT_FALSE(kept->copies[0].has_value());
  EXPECT_FALSE(kept->sources[0]);
  EXPECT_EQ(
      withHeadsBatch(MemRefType::get({128, 2, 64}, Float16Type::get(&context)))
          .getShape(),
      ArrayRef<int64_t>({1, 128, 2, 64}));
  EXPECT_TRUE(kept->copies[1].has_value());
  EXPECT_TRUE(kept->copies[2].has_value());
}

} // namespace
