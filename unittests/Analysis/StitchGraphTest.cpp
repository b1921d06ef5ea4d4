//===- StitchGraphTest.cpp - The stitching path's analyses ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks StitchGraph: op classes and edges, the row template's feasibility
// and schedule, the cost model's scores, pattern generation, the greedy
// plan, and the dominance-based shared-memory allocation.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Analysis/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <set>

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// A softmax over rows of D columns followed by a column reduction of its
/// output (ops: 0 fill -inf, 1 row max, 2 exp(x - max), 3 fill 0, 4 row sum,
/// 5 divide, 6 fill 0, 7 column sum).
std::string softmaxSource(int64_t rows, int64_t cols) {
  std::string s = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @f(%x: tensor<RxCxf32>) -> (tensor<RxCxf32>, tensor<Cxf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<Rxf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%e : tensor<Rxf32>) -> tensor<Rxf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<RxCxf32>) outs(%mi : tensor<Rxf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<Rxf32>
  %e2 = tensor.empty() : tensor<RxCxf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx : tensor<RxCxf32>, tensor<Rxf32>) outs(%e2 : tensor<RxCxf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<RxCxf32>
  %zi = linalg.fill ins(%zero : f32) outs(%e : tensor<Rxf32>) -> tensor<Rxf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<RxCxf32>) outs(%zi : tensor<Rxf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<Rxf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<RxCxf32>, tensor<Rxf32>) outs(%e2 : tensor<RxCxf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %d = arith.divf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<RxCxf32>
  %ec = tensor.empty() : tensor<Cxf32>
  %ci = linalg.fill ins(%zero : f32) outs(%ec : tensor<Cxf32>) -> tensor<Cxf32>
  %cs = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%y : tensor<RxCxf32>) outs(%ci : tensor<Cxf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<Cxf32>
  return %y, %cs : tensor<RxCxf32>, tensor<Cxf32>
}
)mlir";
  auto replaceAll = [&](StringRef from, const std::string &to) {
    size_t pos = 0;
    while ((pos = s.find(from.str(), pos)) != std::string::npos) {
      s.replace(pos, from.size(), to);
      pos += to.size();
    }
  };
  replaceAll("RxCx", std::to_string(rows) + "x" + std::to_string(cols) + "x");
  replaceAll("tensor<Rx", "tensor<" + std::to_string(rows) + "x");
  replaceAll("tensor<Cx", "tensor<" + std::to_string(cols) + "x");
  return s;
}

class StitchGraphTest : public ::testing::Test {
protected:
  StitchGraphTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  StitchGraph &build(const std::string &source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    func::FuncOp func;
    module->walk([&](func::FuncOp f) { func = f; });
    // Named ops (linalg.fill) as generics, as the passes do.
    IRRewriter rewriter(&context);
    SmallVector<linalg::LinalgOp> named;
    func.walk([&](linalg::LinalgOp op) {
      if (!isa<linalg::GenericOp>(op))
        named.push_back(op);
    });
    for (linalg::LinalgOp op : named) {
      rewriter.setInsertionPoint(op);
      EXPECT_TRUE(succeeded(linalg::generalizeNamedOp(rewriter, op)));
    }
    FailureOr<StitchGraph> g = StitchGraph::build(func);
    EXPECT_TRUE(succeeded(g));
    graph.emplace(std::move(*g));
    return *graph;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::optional<StitchGraph> graph;
  StitchDevice device;
};

TEST_F(StitchGraphTest, ClassesAndEdges) {
  StitchGraph &g = build(softmaxSource(64, 1024));
  ASSERT_EQ(g.size(), 8u);
  EXPECT_EQ(g.node(0).cls, StitchOpClass::Elementwise);
  EXPECT_EQ(g.node(1).cls, StitchOpClass::RowReduction);
  EXPECT_EQ(g.node(2).cls, StitchOpClass::Elementwise);
  EXPECT_EQ(g.node(4).cls, StitchOpClass::RowReduction);
  EXPECT_EQ(g.node(7).cls, StitchOpClass::ColumnReduction);
  EXPECT_FALSE(g.node(7).notRowReason.empty());
  // exp reads x (an argument) and the max; the divide's result is returned
  // and read by the column sum.
  EXPECT_EQ(g.node(2).producers, (SmallVector<unsigned>{1}));
  EXPECT_EQ(g.node(5).consumers, (SmallVector<unsigned>{7}));
  EXPECT_TRUE(g.node(5).escapes);
  EXPECT_FALSE(g.node(2).escapes);
  EXPECT_EQ(g.edges().size(), 8u);
}

TEST_F(StitchGraphTest, RowTemplateSchedules) {
  StitchGraph &g = build(softmaxSource(64, 1024));
  StitchKernelInfo k = g.analyzeKernel({0, 1, 2, 3, 4, 5}, device);
  ASSERT_TRUE(k.feasible) << k.reason;
  EXPECT_EQ(k.rows, (SmallVector<int64_t>{64}));
  EXPECT_EQ(k.cols, 1024);
  // 1024 columns as 256 vectors of 4: a block of 64 threads per row, four
  // chunks each, warp partials through shared memory (2 warps x 4 bytes per
  // reduction, one 16-byte block reused by dominance).
  EXPECT_EQ(k.schedule.composition, "block");
  EXPECT_EQ(k.schedule.threadsPerRow, 64);
  EXPECT_EQ(k.schedule.vectorWidth, 4);
  EXPECT_EQ(k.schedule.chunks, 4);
  EXPECT_EQ(k.schedule.gridSize, 64);
  EXPECT_EQ(k.sharedRequested, 16);
  EXPECT_EQ(k.sharedAllocated, 16);
  // Only x is read and only the divide's result written.
  EXPECT_EQ(k.bytesRead, 64 * 1024 * 4);
  EXPECT_EQ(k.bytesWritten, 64 * 1024 * 4);
  // The fills are row-scalar.
  EXPECT_TRUE(k.rowScalar[0]);
  EXPECT_FALSE(k.rowScalar[2]);

  StitchGraph &small = build(softmaxSource(64, 96));
  StitchKernelInfo w = small.analyzeKernel({0, 1, 2, 3, 4, 5}, device);
  ASSERT_TRUE(w.feasible) << w.reason;
  EXPECT_EQ(w.schedule.composition, "warp");
  EXPECT_EQ(w.schedule.rowsPerBlock, 8);
  EXPECT_EQ(w.sharedAllocated, 0);
}

TEST_F(StitchGraphTest, InfeasibleGroupsSayWhy) {
  StitchGraph &g = build(softmaxSource(64, 1024));
  StitchKernelInfo k = g.analyzeKernel({5, 7}, device);
  EXPECT_FALSE(k.feasible);
  EXPECT_NE(k.reason.find("column reduction"), std::string::npos) << k.reason;
  // A singleton is always a kernel: the column reduction splits its rows
  // over 32 lanes of blocks of 32 columns.
  StitchKernelInfo column = g.analyzeKernel({7}, device);
  EXPECT_TRUE(column.feasible);
  EXPECT_EQ(column.schedule.composition, "column");
  EXPECT_EQ(column.schedule.gridSize, 1024 / 32);
  EXPECT_EQ(column.schedule.blockSize, 1024);
  EXPECT_EQ(column.sharedAllocated, 32 * 32 * 4);
  // Past a tiny register budget the block composition stages in shared
  // memory; the warp composition cannot, so it refuses.
  StitchDevice tight = device;
  tight.maxRegisterValues = 20;
  StitchKernelInfo staged = g.analyzeKernel({0, 1, 2, 3, 4, 5}, tight);
  ASSERT_TRUE(staged.feasible) << staged.reason;
  EXPECT_GT(staged.sharedAllocated, 1024 * 4 - 1);
}

TEST_F(StitchGraphTest, CostModelRewardsSavedTraffic) {
  StitchGraph &g = build(softmaxSource(16384, 4096));
  double whole = g.score({0, 1, 2, 3, 4, 5}, device);
  double part = g.score({0, 1, 2}, device);
  EXPECT_GT(whole, 0);
  EXPECT_GT(part, 0);
  EXPECT_GT(whole, part);
  // Fusing everything saves about the traffic of exp's output written and
  // read twice (3 x 256 MiB) plus four launches, at 3 TB/s.
  double expected = 3.0 * 16384 * 4096 * 4 / device.bandwidth;
  EXPECT_GT(whole, 0.8 * expected);
  EXPECT_LT(whole, 1.6 * expected);
  EXPECT_EQ(g.score({5, 7}, device), -1);
}

TEST_F(StitchGraphTest, PatternsAndGreedy) {
  StitchGraph &g = build(softmaxSource(256, 1024));
  SmallVector<FusionPattern> patterns = generateStitchPatterns(g, device);
  std::set<SmallVector<unsigned>> sets;
  for (const FusionPattern &p : patterns) {
    EXPECT_GT(p.score, 0);
    EXPECT_GE(p.nodes.size(), 2u);
    EXPECT_FALSE(llvm::is_contained(p.nodes, 7u)); // never the column sum
    sets.insert(p.nodes);
  }
  EXPECT_EQ(sets.size(), patterns.size()); // deduplicated
  // Substitution's whole component between partition ops is a candidate.
  EXPECT_TRUE(sets.count({0, 1, 2, 3, 4, 5, 6}) || sets.count({0, 1, 2, 3, 4, 5}));
  // Greedy: the fill of the second sum has no producer, so it stays apart.
  SmallVector<unsigned> greedy = planStitchGreedy(g, device);
  EXPECT_EQ(greedy[0], greedy[5]);
  EXPECT_NE(greedy[3], greedy[4]);
  EXPECT_NE(greedy[7], greedy[5]);
  EXPECT_TRUE(succeeded(g.topologicalGroupOrder(greedy)));
}

TEST(StitchSharedAllocation, ReusesDeadBlocksByDominance) {
  // a [0,2], b [1,3]; c [3,4] reuses a's block (a is dead at 3); d [5,5]
  // is larger than every free block and gets a new one; e [6,6] takes the
  // first free block.
  SharedAllocation a = allocateSharedByDominance(
      {{64, 0, 2}, {64, 1, 3}, {48, 3, 4}, {128, 5, 5}, {16, 6, 6}});
  ASSERT_EQ(a.offsets.size(), 5u);
  EXPECT_EQ(a.offsets[0], 0);
  EXPECT_EQ(a.offsets[1], 64);
  EXPECT_EQ(a.offsets[2], 0);   // a's block, dead at 3
  EXPECT_EQ(a.offsets[3], 128); // no free block of 128 bytes: a new one
  EXPECT_EQ(a.offsets[4], 0);   // the first free block again
  EXPECT_EQ(a.totalBytes, 256);
  // Live together, nothing is shared; sizes round to the alignment.
  SharedAllocation b = allocateSharedByDominance({{10, 0, 5}, {10, 1, 5}});
  EXPECT_EQ(b.offsets[1], 16);
  EXPECT_EQ(b.totalBytes, 32);
}
} // namespace
