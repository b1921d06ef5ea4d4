//===- StitchInput.cpp - The input of the stitching passes ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What kfusion-plan-stitch and kfusion-stitch both do first, and what
// kfusion-prepare-linalg does alone: pick the functions they take and
// rewrite linalg on tensors as front ends emit it into the closed form of
// the op graph (prepareForStitching): aggregate ops decomposed, constant
// fills and inputs folded, named ops generalized (keeping their kfusion.*
// attributes), results split, shapes simplified, select combiners named,
// dead ops dropped, each reduction's loops in the order of its largest
// input's layout, and reductions over loops that are not one last loop made
// row and column reductions; then contractions and convolutions in the forms
// the tensor-core GEMM kernels read (half-precision casts folded, operands
// copied into the kernels' order, convolutions as implicit or im2col GEMMs,
// loops collapsed with their consumers). The steps live in Prepare*.cpp
// (StitchPrepare.h); the generic rebuild and the copy several of them share
// (rebuildGeneric, buildCopyGeneric) live here.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONPREPARELINALGPASS
#include "KFusion/Stitch/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

bool mlir::kfusion::isStitchInput(func::FuncOp func) {
  if (func.isExternal())
    return false;
  auto tensorType = [](Type t) { return isa<TensorType>(t); };
  return llvm::any_of(func.getArgumentTypes(), tensorType) ||
         llvm::any_of(func.getResultTypes(), tensorType) ||
         !func.getOps<linalg::LinalgOp>().empty();
}

Value stitch::buildCopyGeneric(RewriterBase &rewriter, Location loc,
                               Value source, AffineMap read,
                               ArrayRef<int64_t> shape) {
  unsigned rank = shape.size();
  Value empty = tensor::EmptyOp::create(rewriter, loc, shape,
                                        getElementTypeOrSelf(source.getType()));
  return linalg::GenericOp::create(
             rewriter, loc, TypeRange{empty.getType()}, ValueRange{source},
             ValueRange{empty},
             ArrayRef<AffineMap>{read, AffineMap::getMultiDimIdentityMap(
                                           rank, rewriter.getContext())},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [](OpBuilder &b, Location l, ValueRange args) {
               linalg::YieldOp::create(b, l, args[0]);
             })
      ->getResult(0);
}

/// Drops the ops of `func`'s body whose results nothing uses (last first, so
/// chains of dead ops go too): they compute nothing observable.
linalg::GenericOp stitch::rebuildGeneric(RewriterBase &rewriter,
                                         linalg::GenericOp op,
                                         ValueRange inputs,
                                         ArrayRef<AffineMap> inputMaps) {
  SmallVector<AffineMap> maps(inputMaps);
  for (OpOperand &init : op.getDpsInitsMutable())
    maps.push_back(op.getMatchingIndexingMap(&init));
  rewriter.setInsertionPoint(op);
  auto fresh = linalg::GenericOp::create(
      rewriter, op.getLoc(), op->getResultTypes(), inputs, op.getDpsInits(),
      maps, op.getIteratorTypesArray());
  for (NamedAttribute a : op->getDiscardableAttrs())
    fresh->setAttr(a.getName(), a.getValue());
  rewriter.inlineRegionBefore(op.getRegion(), fresh.getRegion(),
                              fresh.getRegion().end());
  return fresh;
}

static void dropDeadOps(RewriterBase &rewriter, func::FuncOp func) {
  if (func.getBody().empty())
    return;
  SmallVector<Operation *> ops;
  for (Operation &op : func.getBody().front())
    ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops))
    if (isOpTriviallyDead(op))
      rewriter.eraseOp(op);
}

/// Rewrites the named linalg ops of `func` into `linalg.generic`, keeping
/// their discardable (`kfusion.*`) attributes.
static LogicalResult generalizeNamedOps(RewriterBase &rewriter,
                                        func::FuncOp func) {
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    SmallVector<NamedAttribute> keep;
    for (NamedAttribute a : op->getDiscardableAttrs())
      // Not the named op's cache of its maps: the generic's maps are its own
      // (and change when its loops are put in order).
      if (a.getName() != linalg::LinalgDialect::kMemoizedIndexingMapsAttrName)
        keep.push_back(a);
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, op);
    if (failed(generic))
      return op->emitError("stitching cannot generalize '")
             << op->getName() << "' to linalg.generic";
    for (NamedAttribute a : keep)
      (*generic)->setAttr(a.getName(), a.getValue());
  }
  return success();
}

LogicalResult mlir::kfusion::prepareForStitching(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  dropDeadOps(rewriter, func);
  if (failed(stitch::decomposeAggregateOps(rewriter, func)))
    return failure();
  if (failed(stitch::decomposePadsAndConcats(func)))
    return failure();
  stitch::foldConstantFills(rewriter, func);
  if (failed(generalizeNamedOps(rewriter, func)) ||
      failed(stitch::splitMultiResultGenerics(rewriter, func)) ||
      failed(stitch::rewriteSlices(rewriter, func)))
    return failure();
  stitch::swapTransposedContractionOperands(rewriter, func);
  // The steps after generalization enable each other (folding reshapes
  // makes a copy foldable: a transpose whose reader collapsed a size-1
  // dimension; inlined constants expose copies): repeat them until the
  // function stops changing, so that preparing twice (kfusion-plan-stitch,
  // then kfusion-stitch) gives the graph once planned.
  for (unsigned round = 0; round < 4; ++round) {
    OperationFingerPrint before(func);
    stitch::foldPureCopies(rewriter, func);
    if (failed(stitch::simplifyShapes(func)))
      return failure();
    stitch::copyNonViews(rewriter, func);
    stitch::lowerAffineInBodies(rewriter, func);
    stitch::expandPowersInBodies(func);
    stitch::inlineConstantInputs(rewriter, func);
    stitch::foldCastsIntoContractions(rewriter, func);
    stitch::fuseBroadcastProducers(rewriter, func);
    stitch::rewriteSelectCombiners(rewriter, func);
    dropDeadOps(rewriter, func);
    SmallVector<linalg::GenericOp> reductions;
    func.walk([&](linalg::GenericOp op) { reductions.push_back(op); });
    for (linalg::GenericOp op : reductions)
      orderLoopsByLayout(rewriter, op);
    stitch::splitInterleavedReductions(rewriter, func);
    if (OperationFingerPrint(func) == before)
      break;
  }
  stitch::widenHalfReductions(rewriter, func);
  stitch::rewriteConvolutionsAsGemms(rewriter, func);
  stitch::materializeGemmOperands(rewriter, func);
  stitch::collapseContractionLoops(rewriter, func);
  stitch::collapseContractionConsumers(func);
  dropDeadOps(rewriter, func);
  SmallVector<linalg::GenericOp> generics;
  func.walk([&](linalg::GenericOp op) { generics.push_back(op); });
  for (linalg::GenericOp op : generics)
    orderLoopsByLayout(rewriter, op);
  return success();
}

bool mlir::kfusion::orderLoopsByLayout(RewriterBase &rewriter,
                                       linalg::GenericOp op) {
  if (op.getNumReductionLoops() == 0)
    return false;
  OpOperand *largest = nullptr;
  int64_t elements = -1;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto type = dyn_cast<ShapedType>(in->get().getType());
    if (!type || !type.hasStaticShape())
      continue;
    if (type.getNumElements() > elements) {
      elements = type.getNumElements();
      largest = in;
    }
  }
  if (!largest)
    return false;
  AffineMap map = op.getMatchingIndexingMap(largest);
  if (!map.isPermutation() || map.isIdentity())
    return false;
  // New loop k is old loop map(k): the input's map becomes the identity.
  SmallVector<unsigned> order;
  for (unsigned k = 0; k < map.getNumResults(); ++k)
    order.push_back(map.getDimPosition(k));
  rewriter.setInsertionPoint(op);
  return succeeded(linalg::interchangeGenericOp(rewriter, op, order));
}

namespace {
struct KFusionPrepareLinalgPass
    : public kfusion::impl::KFusionPrepareLinalgPassBase<
          KFusionPrepareLinalgPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<func::FuncOp> funcs;
    for (auto f : getOperation().getOps<func::FuncOp>())
      if (isStitchInput(f))
        funcs.push_back(f);
    for (func::FuncOp f : funcs)
      if (failed(prepareForStitching(f)))
        return signalPassFailure();
  }
};
} // namespace
