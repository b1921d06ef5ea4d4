//===- StitchInput.cpp - The input of the stitching passes ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What kfusion-plan-stitch and kfusion-stitch both do first: pick the
// functions they take, drop dead ops, generalize named linalg ops (keeping
// their kfusion.* attributes) and put each reduction's loops in the order of
// its largest input's layout.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

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

LogicalResult mlir::kfusion::generalizeForStitching(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  // Ops whose results nothing uses compute nothing observable: drop them
  // (last first, so chains of dead ops go too).
  if (!func.getBody().empty()) {
    SmallVector<Operation *> ops;
    for (Operation &op : func.getBody().front())
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        rewriter.eraseOp(op);
  }
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    SmallVector<NamedAttribute> keep;
    for (NamedAttribute a : op->getDiscardableAttrs())
      // Not the named op's cache of its maps: the generic's maps are its own
      // (and change when its loops are put in order below).
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
