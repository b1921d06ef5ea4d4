//===- PrepareOps.cpp - Aggregate ops, results and combiners --------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Steps of prepareForStitching on ops: aggregate ops (linalg.softmax)
// decomposed by upstream's AggregatedOpInterface, generics with several
// results split into one per result, reduction combiners written as a
// comparison and a select rewritten into the max / min op they are,
// affine index arithmetic and integer powers in bodies expanded into arith,
// and small elementwise producers of broadcast operands fused into their
// readers.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

namespace {
/// Collects the ops a builder inserts.
struct InsertedOps : public OpBuilder::Listener {
  SmallVector<Operation *> ops;
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
};
} // namespace

LogicalResult stitch::decomposeAggregateOps(RewriterBase &rewriter,
                                            func::FuncOp func) {
  // Decompositions may make aggregate ops again: up to a fixed point.
  for (unsigned round = 0; round < 8; ++round) {
    SmallVector<linalg::AggregatedOpInterface> ops;
    func.walk([&](linalg::AggregatedOpInterface op) { ops.push_back(op); });
    if (ops.empty())
      return success();
    for (linalg::AggregatedOpInterface op : ops) {
      InsertedOps inserted;
      OpBuilder b(op);
      b.setListener(&inserted);
      FailureOr<SmallVector<Value>> values = op.decomposeOperation(b);
      if (failed(values))
        return op->emitError("stitching cannot decompose '")
               << op->getName() << "' into linalg ops";
      for (Operation *made : inserted.ops)
        for (NamedAttribute a : op->getDiscardableAttrs())
          if (isa<linalg::LinalgOp>(made))
            made->setAttr(a.getName(), a.getValue());
      rewriter.replaceOp(op, *values);
    }
  }
  return func.emitError("stitching: aggregate ops still decompose into "
                        "aggregate ops after 8 rounds");
}

//===----------------------------------------------------------------------===//
// Generics with several results
//===----------------------------------------------------------------------===//

/// The body ops that yielded value `v` of `body` depends on, in body order.
static SmallVector<Operation *> sliceOf(Block &body, Value v) {
  llvm::SetVector<Operation *> ops;
  SmallVector<Value> work{v};
  while (!work.empty()) {
    Value x = work.pop_back_val();
    Operation *def = x.getDefiningOp();
    if (!def || def->getBlock() != &body || !ops.insert(def))
      continue;
    llvm::append_range(work, def->getOperands());
  }
  SmallVector<Operation *> ordered(ops.begin(), ops.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

/// Whether `v` depends on block argument `arg` within `body`.
static bool dependsOn(Block &body, Value v, BlockArgument arg) {
  if (v == arg)
    return true;
  for (Operation *op : sliceOf(body, v))
    if (llvm::is_contained(op->getOperands(), arg))
      return true;
  return false;
}

/// The generic computing result `r` of `op` alone.
static linalg::GenericOp splitResult(RewriterBase &rewriter,
                                     linalg::GenericOp op, unsigned r) {
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  OpOperand *init = op.getDpsInitOperand(r);
  SmallVector<AffineMap> maps;
  for (OpOperand *in : op.getDpsInputOperands())
    maps.push_back(op.getMatchingIndexingMap(in));
  maps.push_back(op.getMatchingIndexingMap(init));
  SmallVector<Value> inputs;
  for (OpOperand *in : op.getDpsInputOperands())
    inputs.push_back(in->get());
  auto single = linalg::GenericOp::create(
      rewriter, op.getLoc(), TypeRange{op->getResult(r).getType()}, inputs,
      ValueRange{init->get()}, maps, op.getIteratorTypesArray());
  for (NamedAttribute a : op->getDiscardableAttrs())
    single->setAttr(a.getName(), a.getValue());
  OpBuilder::InsertionGuard guard(rewriter);
  Block *block = rewriter.createBlock(&single.getRegion());
  IRMapping m;
  for (BlockArgument arg : op.getRegionInputArgs())
    m.map(arg, block->addArgument(arg.getType(), arg.getLoc()));
  BlockArgument out = op.getMatchingBlockArgument(init);
  m.map(out, block->addArgument(out.getType(), out.getLoc()));
  for (Operation *inner : sliceOf(body, yield.getOperand(r)))
    rewriter.clone(*inner, m);
  linalg::YieldOp::create(rewriter, op.getLoc(),
                          m.lookupOrDefault(yield.getOperand(r)));
  return single;
}

/// The splat value `init` (a constant tensor or a fill of a constant)
/// holds, or nothing.
static std::optional<Attribute> splatOf(Value init) {
  Attribute attr;
  if (matchPattern(init, m_Constant(&attr))) {
    if (auto splat = dyn_cast<SplatElementsAttr>(attr))
      return splat.getSplatValue<Attribute>();
    return std::nullopt;
  }
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    if (matchPattern(fill.getInputs()[0], m_Constant(&attr)))
      return attr;
  return std::nullopt;
}

/// An arg-max (arg-min) as front ends write it: one input, one reduction
/// dimension, results (value, index) yielding `select(x > m, x, m)` and
/// `select(x > m, index, i)` (strict: the first extremum; ordered for
/// floats: NaNs skipped), from a value init that is a constant other than
/// NaN. Rewritten as the extremum (maxnumf / minnumf or the integer max /
/// min: what the select computes from such an init), the least index whose
/// element equals it (a min reduction from the index type's largest value),
/// and the index init where the extremum is the init (no element beyond
/// it). Fails, without a diagnostic, on anything else.
static LogicalResult splitArgExtremum(RewriterBase &rewriter,
                                      linalg::GenericOp op) {
  if (op->getNumResults() != 2 || op.getNumDpsInputs() != 1 ||
      op.getNumReductionLoops() != 1)
    return failure();
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  BlockArgument x = op.getRegionInputArgs()[0];
  BlockArgument m = op.getRegionOutputArgs()[0];
  BlockArgument i = op.getRegionOutputArgs()[1];
  auto vSel = yield.getOperand(0).getDefiningOp<arith::SelectOp>();
  auto iSel = yield.getOperand(1).getDefiningOp<arith::SelectOp>();
  if (!vSel || !iSel || vSel.getCondition() != iSel.getCondition() ||
      vSel.getTrueValue() != x || vSel.getFalseValue() != m ||
      iSel.getFalseValue() != i)
    return failure();
  // The index: linalg.index of the reduction dimension, cast to the
  // index result's integer type.
  unsigned rd = 0;
  for (auto [d, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      rd = d;
  Value index = iSel.getTrueValue();
  if (auto cast = index.getDefiningOp<arith::IndexCastOp>())
    index = cast.getIn();
  auto linalgIndex = index.getDefiningOp<linalg::IndexOp>();
  auto indexType = dyn_cast<IntegerType>(i.getType());
  if (!linalgIndex || linalgIndex.getDim() != rd || !indexType ||
      indexType.getWidth() < 32)
    return failure();
  // The comparison: x > m or x < m, strict (ordered for floats).
  Operation *cmp = vSel.getCondition().getDefiningOp();
  if (!cmp || cmp->getOperand(0) != x || cmp->getOperand(1) != m)
    return failure();
  bool isFloat = isa<FloatType>(x.getType());
  int dir = 0;
  bool isUnsigned = false;
  if (auto f = dyn_cast<arith::CmpFOp>(cmp))
    dir = f.getPredicate() == arith::CmpFPredicate::OGT   ? 1
          : f.getPredicate() == arith::CmpFPredicate::OLT ? -1
                                                          : 0;
  if (auto c = dyn_cast<arith::CmpIOp>(cmp)) {
    using P = arith::CmpIPredicate;
    P p = c.getPredicate();
    dir = (p == P::sgt || p == P::ugt)   ? 1
          : (p == P::slt || p == P::ult) ? -1
                                         : 0;
    isUnsigned = p == P::ugt || p == P::ult;
  }
  if (!dir)
    return failure();
  // Nothing else in the body.
  for (Operation &inner : body.without_terminator())
    if (&inner != cmp && &inner != vSel.getOperation() &&
        &inner != iSel.getOperation() && &inner != linalgIndex.getOperation() &&
        &inner != iSel.getTrueValue().getDefiningOp())
      return failure();
  OpOperand *init0 = op.getDpsInitOperand(0), *init1 = op.getDpsInitOperand(1);
  std::optional<Attribute> start = splatOf(init0->get());
  if (!start)
    return failure();
  if (auto f = dyn_cast<FloatAttr>(*start);
      isFloat && (!f || f.getValue().isNaN()))
    return failure();
  auto rowType = cast<RankedTensorType>(op->getResult(0).getType());
  auto indexRowType = cast<RankedTensorType>(op->getResult(1).getType());
  if (rowType.getShape() != indexRowType.getShape() ||
      op.getMatchingIndexingMap(init0) != op.getMatchingIndexingMap(init1))
    return failure();

  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  AffineMap inMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap rowMap = op.getMatchingIndexingMap(init0);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  Value input = op.getDpsInputOperand(0)->get();
  auto combine = [&](OpBuilder &b, Value a, Value acc) -> Value {
    if (isFloat)
      return dir > 0 ? arith::MaxNumFOp::create(b, loc, a, acc).getResult()
                     : arith::MinNumFOp::create(b, loc, a, acc).getResult();
    if (isUnsigned)
      return dir > 0 ? arith::MaxUIOp::create(b, loc, a, acc).getResult()
                     : arith::MinUIOp::create(b, loc, a, acc).getResult();
    return dir > 0 ? arith::MaxSIOp::create(b, loc, a, acc).getResult()
                   : arith::MinSIOp::create(b, loc, a, acc).getResult();
  };
  // The extremum.
  auto extremum = linalg::GenericOp::create(
      rewriter, loc, TypeRange{rowType}, ValueRange{input},
      ValueRange{init0->get()}, ArrayRef<AffineMap>{inMap, rowMap}, iterators,
      [&](OpBuilder &b, Location, ValueRange args) {
        linalg::YieldOp::create(b, loc, combine(b, args[0], args[1]));
      });
  // The least index whose element equals it.
  Value largest = arith::ConstantOp::create(
      rewriter, loc,
      IntegerAttr::get(indexType,
                       APInt::getSignedMaxValue(indexType.getWidth())));
  // (A constant, not a fill: fills are folded into constants before this.)
  Value fromLargest = arith::ConstantOp::create(
      rewriter, loc,
      SplatElementsAttr::get(indexRowType,
                             APInt::getSignedMaxValue(indexType.getWidth())));
  auto first = linalg::GenericOp::create(
      rewriter, loc, TypeRange{indexRowType},
      ValueRange{input, extremum.getResult(0)}, ValueRange{fromLargest},
      ArrayRef<AffineMap>{inMap, rowMap, rowMap}, iterators,
      [&](OpBuilder &b, Location, ValueRange args) {
        Value j = linalg::IndexOp::create(b, loc, rd);
        Value jc = arith::IndexCastOp::create(b, loc, indexType, j);
        Value eq =
            isFloat ? arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                            args[0], args[1])
                          .getResult()
                    : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            args[0], args[1])
                          .getResult();
        Value candidate = arith::SelectOp::create(b, loc, eq, jc, largest);
        Value least = arith::MinSIOp::create(b, loc, candidate, args[2]);
        linalg::YieldOp::create(b, loc, least);
      });
  // The index init where no element is beyond the value init.
  unsigned rank = rowType.getRank();
  AffineMap id = rewriter.getMultiDimIdentityMap(rank);
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  auto chosen = linalg::GenericOp::create(
      rewriter, loc, TypeRange{indexRowType},
      ValueRange{extremum.getResult(0), init0->get(), first.getResult(0)},
      ValueRange{init1->get()}, ArrayRef<AffineMap>{id, id, id, id}, parallel,
      [&](OpBuilder &b, Location, ValueRange args) {
        Operation *beyond = cmp->clone();
        b.insert(beyond);
        beyond->setOperands({args[0], args[1]});
        Value picked = arith::SelectOp::create(b, loc, beyond->getResult(0),
                                               args[2], args[3]);
        linalg::YieldOp::create(b, loc, picked);
      });
  rewriter.replaceAllUsesWith(op->getResult(0), extremum.getResult(0));
  rewriter.replaceAllUsesWith(op->getResult(1), chosen.getResult(0));
  rewriter.eraseOp(op);
  return success();
}

LogicalResult stitch::splitMultiResultGenerics(RewriterBase &rewriter,
                                               func::FuncOp func) {
  SmallVector<linalg::GenericOp> ops;
  func.walk([&](linalg::GenericOp op) {
    if (op->getNumResults() > 1 && op.hasPureTensorSemantics())
      ops.push_back(op);
  });
  for (linalg::GenericOp op : ops) {
    Block &body = op.getRegion().front();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    // Each used result must be computable alone: no other result's
    // accumulator in what it yields (an unused one, like the indices of
    // torch-mlir's max with indices, is dropped).
    bool split = true;
    for (unsigned r = 0; r < op->getNumResults() && split; ++r)
      for (unsigned o = 0; o < op->getNumResults() && split; ++o)
        if (o != r && !op->getResult(r).use_empty() &&
            dependsOn(body, yield.getOperand(r),
                      op.getMatchingBlockArgument(op.getDpsInitOperand(o)))) {
          // An arg-max or arg-min has a form of its own; anything else
          // is refused.
          if (succeeded(splitArgExtremum(rewriter, op))) {
            split = false;
            break;
          }
          return op.emitError("stitching cannot split this linalg.generic's "
                              "results: result ")
                 << r << " depends on the value of result " << o
                 << " (its accumulator)";
        }
    if (!split)
      continue;
    SmallVector<Value> replacements;
    rewriter.setInsertionPoint(op);
    for (unsigned r = 0; r < op->getNumResults(); ++r) {
      if (op->getResult(r).use_empty()) {
        replacements.push_back(Value());
        continue;
      }
      replacements.push_back(splitResult(rewriter, op, r)->getResult(0));
    }
    for (unsigned r = 0; r < op->getNumResults(); ++r)
      if (replacements[r])
        rewriter.replaceAllUsesWith(op->getResult(r), replacements[r]);
    rewriter.eraseOp(op);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Select-based combiners
//===----------------------------------------------------------------------===//

/// What `select(cmp(x, y), a, b)` with {a, b} = {x, y} computes: +1 for the
/// larger, -1 for the smaller, 0 when it is not such a select. Sets
/// `isFloat` and `isUnsigned` from the comparison.
static int selectsExtremum(arith::SelectOp select, bool &isFloat,
                           bool &isUnsigned) {
  Operation *cmp = select.getCondition().getDefiningOp();
  if (!cmp)
    return 0;
  Value x, y;
  int greater = 0;
  isFloat = false;
  isUnsigned = false;
  if (auto f = dyn_cast<arith::CmpFOp>(cmp)) {
    using P = arith::CmpFPredicate;
    P p = f.getPredicate();
    greater = (p == P::OGT || p == P::OGE || p == P::UGT || p == P::UGE)   ? 1
              : (p == P::OLT || p == P::OLE || p == P::ULT || p == P::ULE) ? -1
                                                                           : 0;
    x = f.getLhs();
    y = f.getRhs();
    isFloat = true;
  } else if (auto i = dyn_cast<arith::CmpIOp>(cmp)) {
    using P = arith::CmpIPredicate;
    P p = i.getPredicate();
    greater = (p == P::sgt || p == P::sge || p == P::ugt || p == P::uge)   ? 1
              : (p == P::slt || p == P::sle || p == P::ult || p == P::ule) ? -1
                                                                           : 0;
    isUnsigned = p == P::ugt || p == P::uge || p == P::ult || p == P::ule;
    x = i.getLhs();
    y = i.getRhs();
  }
  if (!greater || x == y)
    return 0;
  Value a = select.getTrueValue(), b = select.getFalseValue();
  if (a == x && b == y)
    return greater;
  if (a == y && b == x)
    return -greater;
  return 0;
}

void stitch::rewriteSelectCombiners(RewriterBase &rewriter, func::FuncOp func) {
  func.walk([&](linalg::GenericOp op) {
    if (op.getNumReductionLoops() == 0 || op.getNumDpsInits() != 1)
      return;
    Block &body = op.getRegion().front();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    auto select = yield.getOperand(0).getDefiningOp<arith::SelectOp>();
    BlockArgument acc = op.getRegionOutputArgs()[0];
    if (!select || select->getBlock() != &body ||
        (select.getTrueValue() != acc && select.getFalseValue() != acc))
      return;
    bool isFloat, isUnsigned;
    int which = selectsExtremum(select, isFloat, isUnsigned);
    if (!which)
      return;
    Operation *cmp = select.getCondition().getDefiningOp();
    // The accumulator may feed only the comparison and the select.
    if (llvm::any_of(acc.getUsers(), [&](Operation *u) {
          return u != cmp && u != select.getOperation();
        }))
      return;
    rewriter.setInsertionPoint(select);
    Value x = select.getTrueValue(), y = select.getFalseValue();
    Location loc = select.getLoc();
    Value r;
    if (isFloat)
      r = which > 0
              ? arith::MaximumFOp::create(rewriter, loc, x, y).getResult()
              : arith::MinimumFOp::create(rewriter, loc, x, y).getResult();
    else if (isUnsigned)
      r = which > 0 ? arith::MaxUIOp::create(rewriter, loc, x, y).getResult()
                    : arith::MinUIOp::create(rewriter, loc, x, y).getResult();
    else
      r = which > 0 ? arith::MaxSIOp::create(rewriter, loc, x, y).getResult()
                    : arith::MinSIOp::create(rewriter, loc, x, y).getResult();
    rewriter.replaceOp(select, r);
    if (cmp->use_empty())
      rewriter.eraseOp(cmp);
  });
}

//===----------------------------------------------------------------------===//
// Affine index arithmetic in bodies
//===----------------------------------------------------------------------===//

void stitch::expandPowersInBodies(func::FuncOp func) {
  SmallVector<Operation *> powers;
  func.walk([&](math::FPowIOp op) {
    if (op->getParentOfType<linalg::GenericOp>())
      powers.push_back(op);
  });
  if (powers.empty())
    return;
  RewritePatternSet patterns(func.getContext());
  math::populateExpansionPatterns(patterns, {"fpowi"});
  GreedyRewriteConfig config;
  config.enableConstantCSE(false);
  (void)applyOpPatternsGreedily(powers, std::move(patterns), config);
}

void stitch::lowerAffineInBodies(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<affine::AffineApplyOp> applies;
  func.walk([&](affine::AffineApplyOp op) {
    if (op->getParentOfType<linalg::GenericOp>())
      applies.push_back(op);
  });
  for (affine::AffineApplyOp op : applies) {
    rewriter.setInsertionPoint(op);
    std::optional<SmallVector<Value>> values = affine::expandAffineMap(
        rewriter, op.getLoc(), op.getAffineMap(), op.getOperands());
    if (values)
      rewriter.replaceOp(op, *values);
  }
}

/// Whether `op`'s body is at most two ops, each a cast or arithmetic of
/// arith, and is cheap to compute again per element of a reader.
static bool hasCheapBody(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  if (body.getOperations().size() > 3)
    return false;
  return llvm::all_of(body.without_terminator(), [](Operation &inner) {
    return isa<arith::ArithDialect>(inner.getDialect()) &&
           !isa<arith::DivFOp, arith::DivSIOp, arith::DivUIOp, arith::RemFOp,
                arith::RemSIOp, arith::RemUIOp>(inner);
  });
}

void stitch::fuseBroadcastProducers(RewriterBase &rewriter, func::FuncOp func) {
  if (hasStitchPlan(func))
    return;
  SmallVector<linalg::GenericOp> producers;
  func.walk([&](linalg::GenericOp op) {
    if (op->getNumResults() != 1 || !op.hasPureTensorSemantics() ||
        op.getNumParallelLoops() != op.getNumLoops() || !hasCheapBody(op) ||
        op->use_empty())
      return;
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !type.hasStaticShape())
      return;
    for (OpOperand &use : op->getResult(0).getUses()) {
      auto reader = dyn_cast<linalg::GenericOp>(use.getOwner());
      if (!reader || !reader.isDpsInput(&use) ||
          reader.getNumParallelLoops() != reader.getNumLoops() ||
          reader.getMatchingIndexingMap(&use).isPermutation() ||
          !linalg::areElementwiseOpsFusable(&use))
        return;
    }
    producers.push_back(op);
  });
  for (linalg::GenericOp producer : producers) {
    // One copy of the producer per use, so that each fusion takes its
    // producer whole (upstream would keep a result read elsewhere).
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : producer->getResult(0).getUses())
      uses.push_back(&use);
    for (OpOperand *use : ArrayRef<OpOperand *>(uses).drop_front()) {
      rewriter.setInsertionPoint(producer);
      Operation *copy = rewriter.clone(*producer);
      rewriter.modifyOpInPlace(use->getOwner(),
                               [&] { use->set(copy->getResult(0)); });
    }
    for (OpOperand *use : uses) {
      Operation *reader = use->getOwner();
      Operation *own = use->get().getDefiningOp();
      rewriter.setInsertionPoint(reader);
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, use);
      if (failed(fused))
        continue;
      for (OpResult r : reader->getResults())
        rewriter.replaceAllUsesWith(r, fused->replacements.lookup(r));
      rewriter.eraseOp(reader);
      if (own->use_empty())
        rewriter.eraseOp(own);
    }
  }
}
