//===- GenericPayloadTest.cpp - A linalg.generic's payload at a point -----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// cloneGenericPayload, the walk the GEMM epilogue, stencil fusion's point
// kernels and the stitching templates share: a payload cloned into a
// function of scalars, its block arguments and `linalg.index` given by the
// caller, a captured constant made where the clone is (also one used inside
// a nested region, one the payload yields), the combiner left out when
// asked, each op through the caller's clone hook when given.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/GenericPayload.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// A generic whose payload reads its input, its loop index (as f32) and a
/// constant of the function, one of them inside an scf.if, and sums the
/// result into its output (the combiner, an addf of the output argument).
constexpr StringLiteral kPayloadSource = R"mlir(
#id = affine_map<(i) -> (i)>
#none = affine_map<(i) -> ()>
func.func @sum(%x: tensor<8xf32>, %init: tensor<f32>, %flag: i1) -> tensor<f32> {
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #none], iterator_types = ["reduction"]}
      ins(%x : tensor<8xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %if = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %a, %two : f32
    %v = scf.if %flag -> f32 {
      %t = arith.addf %m, %three : f32
      scf.yield %t : f32
    } else {
      scf.yield %m : f32
    }
    %w = arith.addf %v, %if : f32
    %s = arith.addf %w, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @point(%a: f32, %acc: f32, %i: index, %flag: i1) -> f32 {
  return %a : f32
}
)mlir";

class GenericPayloadTest : public ::testing::Test {
protected:
  GenericPayloadTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, scf::SCFDialect,
                        tensor::TensorDialect>();
    module = parseSourceString<ModuleOp>(kPayloadSource, &context);
    EXPECT_TRUE(module);
    module->walk([&](linalg::GenericOp g) { generic = g; });
    point = module->lookupSymbol<func::FuncOp>("point");
  }

  /// The payload cloned at the start of @point for its arguments (input,
  /// output); the yielded value.
  Value cloneAtPoint(const PayloadCloner &how, IRMapping &map) {
    Block &entry = point.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    map.map(generic.getRegionInputArgs()[0], entry.getArgument(0));
    map.map(generic.getRegionOutputArgs()[0], entry.getArgument(1));
    return cloneGenericPayload(b, generic, map, how).front();
  }

  /// What @point has for a value @sum's payload captures: its flag
  /// argument, or a copy of the constant at its start.
  Value pointCapture(Value v) {
    if (isa<BlockArgument>(v))
      return point.getArgument(3);
    OpBuilder b = OpBuilder::atBlockBegin(&point.getBody().front());
    return b.clone(*v.getDefiningOp())->getResult(0);
  }

  /// Whether every value @point uses is its own.
  bool selfContained() {
    bool own = true;
    point.walk([&](Operation *op) {
      for (Value v : op->getOperands())
        own &= point.getBody().isAncestor(v.getParentRegion());
    });
    return own;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  linalg::GenericOp generic;
  func::FuncOp point;
};

// Everything cloned: linalg.index is the point's index, what the payload
// captures (the constants, the flag, also inside the scf.if) given by the
// capture hook once each, the yield the final addf of the output argument.
TEST_F(GenericPayloadTest, ClonesAtThePoint) {
  auto index = [&](unsigned d) {
    EXPECT_EQ(d, 0u);
    return point.getArgument(2);
  };
  int captured = 0;
  auto capture = [&](Value v) {
    ++captured;
    return pointCapture(v);
  };
  PayloadCloner how;
  how.index = index;
  how.capture = capture;
  IRMapping map;
  Value yielded = cloneAtPoint(how, map);
  EXPECT_EQ(captured, 3) << "%two, %three and %flag, once each";
  auto sum = yielded.getDefiningOp<arith::AddFOp>();
  ASSERT_TRUE(sum);
  EXPECT_EQ(sum.getRhs(), point.getArgument(1)) << "the output argument";
  EXPECT_TRUE(selfContained());
  auto casts = point.getBody().front().getOps<arith::IndexCastOp>();
  ASSERT_FALSE(casts.empty());
  EXPECT_EQ((*casts.begin()).getIn(), point.getArgument(2));
  EXPECT_TRUE(succeeded(verify(point)));
}

// The combiner left out (`skip`), every other op through the clone hook:
// the value it combines is mapped, the combiner is not.
TEST_F(GenericPayloadTest, SkipsTheCombiner) {
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *comb = yield.getOperand(0).getDefiningOp();
  Value combined = comb->getOperand(0);
  auto index = [&](unsigned) { return point.getArgument(2); };
  auto capture = [&](Value v) { return pointCapture(v); };
  OpBuilder b = OpBuilder::atBlockBegin(&point.getBody().front());
  int cloned = 0;
  auto clone = [&](Operation &inner, IRMapping &map) {
    ++cloned;
    b.setInsertionPoint(point.getBody().front().getTerminator());
    b.clone(inner, map);
  };
  PayloadCloner how;
  how.index = index;
  how.capture = capture;
  how.clone = clone;
  how.skip = comb;
  IRMapping map;
  cloneAtPoint(how, map);
  EXPECT_EQ(cloned, 5) << "index_cast, sitofp, mulf, scf.if, addf";
  EXPECT_TRUE(map.contains(combined));
  EXPECT_FALSE(map.contains(comb->getResult(0)));
  EXPECT_TRUE(selfContained());
}

// A payload that yields a value from outside the generic (a constant of
// the function) gets it from the capture hook too: the clone yields the
// point's own constant, not the function's (a kernel that used the host's
// constant crashed kfusion-stitch's clean-up: fuzz/regressions/stitch-
// captured-values.mlir). captureOutside maps a value once, and only one
// defined outside the payload.
TEST_F(GenericPayloadTest, CapturesTheYield) {
  constexpr StringLiteral source = R"mlir(
#id = affine_map<(i) -> (i)>
func.func @fill(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.constant 0.5 : f32
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%x : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %c : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @at(%a: f32) -> f32 {
  return %a : f32
}
)mlir";
  OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(m);
  linalg::GenericOp fill;
  m->walk([&](linalg::GenericOp g) { fill = g; });
  auto at = m->lookupSymbol<func::FuncOp>("at");
  OpBuilder b = OpBuilder::atBlockBegin(&at.getBody().front());
  int captured = 0;
  auto capture = [&](Value v) {
    ++captured;
    return b.clone(*v.getDefiningOp())->getResult(0);
  };
  auto index = [&](unsigned) { return Value(); };
  PayloadCloner how;
  how.index = index;
  how.capture = capture;
  IRMapping map;
  map.map(fill.getRegionInputArgs()[0], at.getArgument(0));
  Value yielded = cloneGenericPayload(b, fill, map, how).front();
  EXPECT_EQ(captured, 1);
  auto constant = yielded.getDefiningOp<arith::ConstantOp>();
  ASSERT_TRUE(constant);
  EXPECT_EQ(constant->getParentOp(), at.getOperation())
      << "@at's own constant, not @fill's";
  Value outside = fill.getRegion().front().getTerminator()->getOperand(0);
  captureOutside(fill.getRegion(), outside, map, how.capture);
  captureOutside(fill.getRegion(), fill.getRegionInputArgs()[0], map,
                 how.capture);
  EXPECT_EQ(captured, 1) << "mapped already; a block argument is inside";
}

} // namespace
