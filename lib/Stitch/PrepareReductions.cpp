//===- PrepareReductions.cpp - Reductions the row kernels take ------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A step of prepareForStitching for reductions front ends write over several
// loops that are not one last loop: batch-norm statistics reduce N, H and W
// of an NCHW tensor and keep C between them; a sum over the last two
// dimensions reduces two loops. The row kernels reduce one last loop (row
// reductions) or all leading loops to the last (column partials), so such a
// reduction was a loop kernel, one thread per kept element. Here it becomes
// what they take:
//
//   1. Adjacent loops of one iterator type that are contiguous in every
//      operand collapse into one (upstream's collapseOpIterationDims; the
//      operands' reshapes are views of their memory): [N, C, H, W] reducing
//      H and W is [N, C, H*W] reducing one last loop.
//   2. A reduction that reduces its last loop (the innermost dimension of
//      every input that reads it) and an earlier one splits in two: partials
//      over the last loop (the original body, into a splat of
//      the combiner's identity: a row reduction), then the partials reduced
//      over the other reduced loops by the combiner alone into the original
//      init (a column reduction where the last loop left is kept). The
//      combiner is associative and commutative (getStitchCombiner), so the
//      sum is the same up to the order of its terms.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

/// Whether `op` is a reduction this step may rewrite: one result, static
/// loops, every map a projected permutation, some loop kept and some
/// reduced, a combiner with an identity, and no stitch plan on it.
static bool isCandidate(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      op.getNumReductionLoops() == 0 ||
      op.getNumReductionLoops() == op.getNumLoops() ||
      op->hasAttr(KFusionDialect::StitchGroupAttrHelper::getNameStr()))
    return false;
  if (!llvm::all_of(op.getIndexingMapsArray(), [](AffineMap m) {
        return m.isProjectedPermutation();
      }))
    return false;
  if (llvm::any_of(op.getStaticLoopRanges(),
                   [](int64_t s) { return ShapedType::isDynamic(s); }))
    return false;
  Operation *comb = getStitchCombiner(op);
  return comb && getStitchCombinerIdentity(comb);
}

/// The runs of two or more adjacent loops of one kind (`kinds[d]`: the
/// iterator type, or a contraction's class of loop) that are contiguous in
/// every operand of `op`.
static SmallVector<ReassociationIndices>
collapsibleRuns(linalg::GenericOp op, ArrayRef<int64_t> kinds) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<ReassociationIndices> runs;
  unsigned n = kinds.size();
  for (unsigned begin = 0; begin < n;) {
    unsigned end = begin + 1;
    while (end < n && kinds[end] == kinds[begin])
      ++end;
    // The longest prefix of the run every map keeps contiguous.
    for (unsigned last = end; last > begin + 1; --last) {
      ReassociationIndices run;
      for (unsigned d = begin; d < last; ++d)
        run.push_back(d);
      if (linalg::areDimSequencesPreserved(maps, {run})) {
        runs.push_back(run);
        break;
      }
    }
    begin = end;
  }
  return runs;
}

linalg::GenericOp stitch::collapseLoopRuns(RewriterBase &rewriter,
                                           linalg::GenericOp op,
                                           ArrayRef<int64_t> kinds) {
  SmallVector<ReassociationIndices> runs = collapsibleRuns(op, kinds);
  if (runs.empty())
    return op;
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, runs, rewriter);
  if (failed(collapsed))
    return op;
  auto generic = dyn_cast<linalg::GenericOp>(
      collapsed->collapsedOp.getOperation());
  if (!generic)
    return op;
  for (NamedAttribute a : op->getDiscardableAttrs())
    generic->setAttr(a.getName(), a.getValue());
  rewriter.replaceOp(op, collapsed->results);
  return generic;
}

/// Step 1 on `op`: its runs of one iterator type collapsed. Returns the new
/// op, or `op` when there is nothing to collapse.
static linalg::GenericOp collapseRuns(RewriterBase &rewriter,
                                      linalg::GenericOp op) {
  SmallVector<int64_t> kinds;
  for (utils::IteratorType it : op.getIteratorTypesArray())
    kinds.push_back(static_cast<int64_t>(it));
  return collapseLoopRuns(rewriter, op, kinds);
}

/// Step 2 on `op` (its last loop reduced, an earlier one too): the partials
/// over the last loop, then their reduction into `op`'s init. Returns
/// whether it split.
static bool splitLastReduction(RewriterBase &rewriter, linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  unsigned n = iters.size();
  if (iters[n - 1] != utils::IteratorType::reduction ||
      llvm::count(iters, utils::IteratorType::reduction) < 2)
    return false;
  // The partials' loop must be the innermost dimension of every input that
  // reads it, so that a row kernel's lanes read consecutive elements.
  for (OpOperand *in : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(in);
    if (map.isFunctionOfDim(n - 1) &&
        (map.getNumResults() == 0 ||
         map.getResults().back() != getAffineDimExpr(n - 1, op.getContext())))
      return false;
  }
  Operation *comb = getStitchCombiner(op);
  TypedAttr identity = getStitchCombinerIdentity(comb);
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  Type elem = getElementTypeOrSelf(op->getResult(0).getType());
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  auto partialType =
      RankedTensorType::get(ArrayRef<int64_t>(loops).drop_back(), elem);

  rewriter.setInsertionPoint(op);
  // The partials: the body as it is, over every loop, into a splat of the
  // identity indexed by all loops but the last.
  Value init = arith::ConstantOp::create(
      rewriter, loc, partialType,
      DenseElementsAttr::get(partialType, ArrayRef<Attribute>{identity}));
  SmallVector<AffineMap> partialMaps;
  for (OpOperand *in : op.getDpsInputOperands())
    partialMaps.push_back(op.getMatchingIndexingMap(in));
  // (d0, ..., dn-1) -> (d0, ..., dn-2)
  partialMaps.push_back(
      AffineMap::getMultiDimIdentityMap(n, ctx).getMajorSubMap(n - 1));
  SmallVector<utils::IteratorType> partialIters(n - 1,
                                                utils::IteratorType::parallel);
  partialIters.push_back(utils::IteratorType::reduction);
  auto partial = linalg::GenericOp::create(
      rewriter, loc, TypeRange{partialType}, op.getDpsInputs(),
      ValueRange{init}, partialMaps, partialIters);
  IRMapping bodyMap;
  op.getRegion().cloneInto(&partial.getRegion(), bodyMap);

  // The partials reduced over the other reduced loops by the combiner.
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  SmallVector<AffineMap> finalMaps{
      AffineMap::getMultiDimIdentityMap(n - 1, ctx),
      AffineMap::get(n - 1, 0, outMap.getResults(), ctx)};
  SmallVector<utils::IteratorType> finalIters(iters.begin(),
                                              iters.end() - 1);
  Value acc = op.getRegionOutputArgs()[0];
  auto final = linalg::GenericOp::create(
      rewriter, loc, op->getResultTypes(), ValueRange{partial.getResult(0)},
      op.getDpsInits(), finalMaps, finalIters,
      [&](OpBuilder &b, Location l, ValueRange args) {
        IRMapping combMap;
        for (Value operand : comb->getOperands())
          combMap.map(operand, operand == acc ? args[1] : args[0]);
        Operation *combined = b.clone(*comb, combMap);
        linalg::YieldOp::create(b, l, combined->getResults());
      });
  for (NamedAttribute a : op->getDiscardableAttrs()) {
    partial->setAttr(a.getName(), a.getValue());
    final->setAttr(a.getName(), a.getValue());
  }
  rewriter.replaceOp(op, final->getResults());
  return true;
}

/// Whether `op` is already what the row kernels take: one reduction loop,
/// the last, or reductions over leading loops only (the last loop kept).
static bool isRowOrColumnReduction(linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  unsigned n = iters.size();
  if (iters[n - 1] == utils::IteratorType::reduction)
    return llvm::count(iters, utils::IteratorType::reduction) == 1;
  // Kept last loop: a column reduction when the reduced loops lead.
  unsigned firstKept = 0;
  while (firstKept < n && iters[firstKept] == utils::IteratorType::reduction)
    ++firstKept;
  return llvm::all_of(llvm::seq<unsigned>(firstKept, n), [&](unsigned d) {
    return iters[d] == utils::IteratorType::parallel;
  });
}

void stitch::splitInterleavedReductions(RewriterBase &rewriter,
                                        func::FuncOp func) {
  SmallVector<linalg::GenericOp> ops;
  func.walk([&](linalg::GenericOp op) {
    // The contractions the tensor-core GEMMs take have their own steps
    // (PrepareContractions.cpp).
    if (isCandidate(op) && !isRowOrColumnReduction(op) &&
        !isTensorCoreContraction(op))
      ops.push_back(op);
  });
  for (linalg::GenericOp op : ops) {
    linalg::GenericOp collapsed = collapseRuns(rewriter, op);
    if (!isRowOrColumnReduction(collapsed))
      splitLastReduction(rewriter, collapsed);
  }
}

//===----------------------------------------------------------------------===//
// 16-bit accumulators
//===----------------------------------------------------------------------===//

void stitch::widenHalfReductions(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<linalg::GenericOp> ops;
  func.walk([&](linalg::GenericOp op) {
    // Contractions keep their accumulator: the GEMM kernels accumulate an
    // f16 C in f32 registers already, and a row kernel's product would
    // round to f16 first.
    if (op.getNumReductionLoops() && op->getNumResults() == 1 &&
        op.hasPureTensorSemantics() && !linalg::isaContractionOpInterface(op) &&
        !op->hasAttr(KFusionDialect::StitchGroupAttrHelper::getNameStr()))
      ops.push_back(op);
  });
  for (linalg::GenericOp op : ops) {
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    Type half = type.getElementType();
    Operation *comb = getStitchCombiner(op);
    TypedAttr init = getStitchSplatValue(op.getDpsInits()[0]);
    if (!(half.isF16() || half.isBF16()) || !comb ||
        !isa<FloatType>(comb->getResult(0).getType()) || !init)
      continue;
    // The init as an f32 splat, the accumulator f32, the combiner's other
    // operand extended, then the result rounded to 16 bits once.
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    Type f32 = Float32Type::get(ctx);
    auto wideType = RankedTensorType::get(type.getShape(), f32);
    rewriter.setInsertionPoint(op);
    APFloat value = cast<FloatAttr>(init).getValue();
    bool lost;
    value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
    Value wideInit = arith::ConstantOp::create(
        rewriter, loc, DenseElementsAttr::get(wideType, value));
    SmallVector<AffineMap> inputMaps;
    for (OpOperand *in : op.getDpsInputOperands())
      inputMaps.push_back(op.getMatchingIndexingMap(in));
    AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
    SmallVector<AffineMap> maps(inputMaps);
    maps.push_back(outMap);
    auto wide = linalg::GenericOp::create(
        rewriter, loc, TypeRange{wideType}, op.getDpsInputs(),
        ValueRange{wideInit}, maps, op.getIteratorTypesArray());
    for (NamedAttribute a : op->getDiscardableAttrs())
      wide->setAttr(a.getName(), a.getValue());
    rewriter.inlineRegionBefore(op.getRegion(), wide.getRegion(),
                                wide.getRegion().end());
    Block &body = wide.getRegion().front();
    BlockArgument acc = body.getArguments().back();
    acc.setType(f32);
    unsigned accIndex = comb->getOperand(0) == acc ? 0 : 1;
    rewriter.setInsertionPoint(comb);
    Value other = arith::ExtFOp::create(rewriter, loc, f32,
                                        comb->getOperand(1 - accIndex));
    SmallVector<Value> operands(2);
    operands[accIndex] = acc;
    operands[1 - accIndex] = other;
    OperationState state(comb->getLoc(), comb->getName().getStringRef(),
                         operands, TypeRange{f32}, comb->getAttrs());
    Operation *wideComb = rewriter.create(state);
    rewriter.replaceOp(comb, wideComb->getResults());
    // The 16-bit result: an elementwise rounding over the result's shape.
    rewriter.setInsertionPointAfter(wide);
    unsigned rank = type.getRank();
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, type.getShape(), half);
    auto round = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{wide->getResult(0)},
        ValueRange{empty}, SmallVector<AffineMap>{id, id},
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          linalg::YieldOp::create(
              b, l, arith::TruncFOp::create(b, l, half, args[0]).getResult());
        });
    rewriter.replaceOp(op, round->getResults());
  }
}
