//===- PrepareShapes.cpp - Unit dimensions and reshapes -------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Steps of prepareForStitching on shapes. Front ends keep size-1 dimensions
// (torch-mlir's keepdim reductions write through `(d0, d1, 0)`, a batch of 1
// is read through `(0, d1, d2)`) and reshape between ops (a matmul over the
// rows of a flattened batch). Upstream's transforms take them away where
// they can: unit-extent folding drops such dimensions and loops, putting
// reassociative reshapes at the boundaries, which cancel between ops;
// reshape folding by expansion moves the others into the generics they
// feed or read. A reshape left is a view of its source's memory.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Dialect/KFusionDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

/// Whether `func` holds what simplifyShapes changes: a reshape, or a generic
/// with a loop of extent 1 or an operand dimension of size 1.
static bool hasUnitDimsOrReshapes(func::FuncOp func) {
  bool found = false;
  func.walk([&](Operation *op) {
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op)) {
      found = true;
      return WalkResult::interrupt();
    }
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic || !generic.hasPureTensorSemantics())
      return WalkResult::advance();
    if (llvm::is_contained(generic.getStaticLoopRanges(), 1))
      found = true;
    for (OpOperand &use : generic->getOpOperands())
      if (auto t = dyn_cast<RankedTensorType>(use.get().getType()))
        if (llvm::is_contained(t.getShape(), 1))
          found = true;
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}

/// Whether reshape `op` only adds or removes dimensions of size 1 (which
/// unit-extent folding handles).
static bool addsOrRemovesUnitDimsOnly(Operation *op) {
  auto src = cast<RankedTensorType>(op->getOperand(0).getType());
  auto dst = cast<RankedTensorType>(op->getResult(0).getType());
  auto nonUnit = [](ArrayRef<int64_t> shape) {
    SmallVector<int64_t> r;
    for (int64_t s : shape)
      if (s != 1)
        r.push_back(s);
    return r;
  };
  return nonUnit(src.getShape()) == nonUnit(dst.getShape());
}

/// The control of reshape folding by expansion: a reshape that is not only
/// about unit dimensions, whose expansion of the generic splits none of its
/// reduction loops (a reduction over a flattened dimension stays one loop:
/// the row template reduces one loop), and that is not into or out of a
/// tensor-core contraction.
static bool expandsOnlyParallelLoops(OpOperand *fused) {
  Operation *owner = fused->getOwner();
  // A tensor-core contraction keeps the loops collapseContractionLoops gave
  // it (one of each class): the GEMM kernels take no more.
  if (auto source = dyn_cast<tensor::ExpandShapeOp>(owner)) {
    auto producer = source.getSrc().getDefiningOp<linalg::GenericOp>();
    if (producer && isTensorCoreContraction(producer))
      return false;
  }
  if (auto generic = dyn_cast<linalg::GenericOp>(owner)) {
    if (isTensorCoreContraction(generic))
      return false;
    auto collapse = fused->get().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse || addsOrRemovesUnitDimsOnly(collapse))
      return false;
    AffineMap map = generic.getMatchingIndexingMap(fused);
    SmallVector<utils::IteratorType> iters = generic.getIteratorTypesArray();
    for (auto [k, group] :
         llvm::enumerate(collapse.getReassociationIndices())) {
      if (group.size() < 2)
        continue;
      auto dim = dyn_cast<AffineDimExpr>(map.getResult(k));
      if (!dim || iters[dim.getPosition()] != utils::IteratorType::parallel)
        return false;
    }
    return true;
  }
  // A generic's result expanded by its consumer reshape: the result's
  // dimensions are parallel loops.
  return isa<tensor::ExpandShapeOp>(owner) && !addsOrRemovesUnitDimsOnly(owner);
}

/// Reshape cleanups: reshapes of reshapes, of tensor.empty and of constants.
static void addReshapeCleanups(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
  tensor::populateFoldTensorEmptyPatterns(patterns);
}

bool stitch::hasStitchPlan(func::FuncOp func) {
  bool planned = false;
  func.walk([&](linalg::GenericOp op) {
    if (op->hasAttr(KFusionDialect::StitchGroupAttrHelper::getNameStr()))
      planned = true;
  });
  return planned;
}

LogicalResult stitch::simplifyShapes(func::FuncOp func) {
  if (!hasUnitDimsOrReshapes(func) || hasStitchPlan(func))
    return success();
  MLIRContext *ctx = func.getContext();
  // Folding a reshape into a generic by expansion reifies the reshape's
  // shape through tensor's external models; without them upstream's patterns
  // quietly fold the other way (remsi/divsi index arithmetic) and the plan
  // changes with the tool's registry. Refuse instead.
  std::optional<RegisteredOperationName> expand =
      RegisteredOperationName::lookup(tensor::ExpandShapeOp::getOperationName(),
                                      ctx);
  if (expand && !expand->hasInterface<ReifyRankedShapedTypeOpInterface>())
    return func.emitError(
        "stitching: the tensor dialect's shape-reification models are not "
        "registered in this context (tensor::"
        "registerInferTypeOpInterfaceExternalModels; "
        "kfusion::registerGPUPipelineDialects registers them)");
  // Constants stay where they are (the bodies' own, not hoisted). A run
  // that stops at its iteration limit leaves valid IR: what it did not fold
  // is a view.
  GreedyRewriteConfig config;
  config.enableConstantCSE(false);
  {
    RewritePatternSet patterns(ctx);
    linalg::ControlDropUnitDims options;
    options.rankReductionStrategy = linalg::ControlDropUnitDims::
        RankReductionStrategy::ReassociativeReshape;
    linalg::populateFoldUnitExtentDimsPatterns(patterns, options);
    linalg::populateMoveInitOperandsToInputPattern(patterns);
    addReshapeCleanups(patterns);
    (void)applyPatternsGreedily(func, std::move(patterns), config);
  }
  {
    RewritePatternSet patterns(ctx);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns,
                                                      expandsOnlyParallelLoops);
    addReshapeCleanups(patterns);
    (void)applyPatternsGreedily(func, std::move(patterns), config);
  }
  {
    // What expansion left: a generic whose result is collapsed (or that
    // reads an expanded value) works on the collapsed dimensions instead.
    RewritePatternSet patterns(ctx);
    linalg::populateFoldReshapeOpsByCollapsingPatterns(
        patterns, [](OpOperand *fused) {
          Operation *reshape = isa<linalg::GenericOp>(fused->getOwner())
                                   ? fused->get().getDefiningOp()
                                   : fused->getOwner();
          return reshape && !addsOrRemovesUnitDimsOnly(reshape);
        });
    addReshapeCleanups(patterns);
    (void)applyPatternsGreedily(func, std::move(patterns), config);
  }
  return success();
}

/// `v` is computed from a tensor-core contraction's result, through reshapes
/// and generics (its epilogue chain, and the row reductions after it, which
/// must collapse with it to stay one kernel: a layer norm).
static bool fromTensorCoreContraction(Value v, unsigned depth = 0) {
  if (depth > 16)
    return false;
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
    return fromTensorCoreContraction(def->getOperand(0), depth + 1);
  auto generic = dyn_cast_or_null<linalg::GenericOp>(def);
  if (!generic)
    return false;
  if (stitch::isTensorCoreContraction(generic))
    return true;
  return llvm::any_of(generic.getDpsInputs(), [&](Value in) {
    return fromTensorCoreContraction(in, depth + 1);
  });
}

void stitch::collapseContractionConsumers(func::FuncOp func) {
  if (hasStitchPlan(func))
    return;
  MLIRContext *ctx = func.getContext();
  GreedyRewriteConfig config;
  config.enableConstantCSE(false);
  RewritePatternSet patterns(ctx);
  linalg::populateFoldReshapeOpsByCollapsingPatterns(
      patterns, [](OpOperand *fused) {
        auto generic = dyn_cast<linalg::GenericOp>(fused->getOwner());
        auto expand = fused->get().getDefiningOp<tensor::ExpandShapeOp>();
        return generic && expand && !addsOrRemovesUnitDimsOnly(expand) &&
               fromTensorCoreContraction(expand.getSrc());
      });
  addReshapeCleanups(patterns);
  (void)applyPatternsGreedily(func, std::move(patterns), config);
}
