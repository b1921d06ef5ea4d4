//===- PrepareConstants.cpp - Constants as values, not memory -------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Steps of prepareForStitching on constants: a fill of a constant is a
// splat constant (so a reduction absorbs its init fill: no fill kernel);
// splat and scalar constant inputs become constants in the bodies that read
// them. Other constant tensors (dense, dense_resource weights) stay operands:
// kfusion-stitch materializes each once (StitchHost.cpp).
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

/// The constant `v` holds: a scalar constant's value or a splat tensor
/// constant's element; null otherwise.
static TypedAttr constantValue(Value v) {
  if (isa<ShapedType>(v.getType()))
    return getStitchSplatValue(v);
  auto cst = v.getDefiningOp<arith::ConstantOp>();
  return cst ? cst.getValue() : TypedAttr();
}

void stitch::foldConstantFills(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<linalg::FillOp> fills;
  func.walk([&](linalg::FillOp fill) {
    if (fill.hasPureTensorSemantics())
      fills.push_back(fill);
  });
  for (linalg::FillOp fill : fills) {
    TypedAttr value = constantValue(fill.getInputs()[0]);
    auto type = dyn_cast<RankedTensorType>(fill.getResult(0).getType());
    if (!value || !type || !type.hasStaticShape() ||
        value.getType() != type.getElementType())
      continue;
    rewriter.setInsertionPoint(fill);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        fill, DenseElementsAttr::get(type, value));
  }
}

/// Whether every loop of `op` is still a bare dimension of one of `maps`
/// (so the operands left give it its extent).
static bool coversLoops(linalg::GenericOp op, ArrayRef<AffineMap> maps) {
  for (unsigned d = 0; d < op.getNumLoops(); ++d)
    if (llvm::none_of(maps, [&](AffineMap m) {
          return llvm::any_of(m.getResults(), [&](AffineExpr e) {
            auto dim = dyn_cast<AffineDimExpr>(e);
            return dim && dim.getPosition() == d;
          });
        }))
      return false;
  return true;
}

/// `op` without the inputs of `drop` (ascending input positions), their
/// block arguments replaced by constants at the start of the body.
static void dropConstantInputs(RewriterBase &rewriter, linalg::GenericOp op,
                               ArrayRef<unsigned> drop) {
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *in : op.getDpsInputOperands())
    if (!llvm::is_contained(drop, in->getOperandNumber())) {
      inputs.push_back(in->get());
      maps.push_back(op.getMatchingIndexingMap(in));
    }
  linalg::GenericOp fresh = rebuildGeneric(rewriter, op, inputs, maps);
  Block &body = fresh.getRegion().front();
  rewriter.setInsertionPointToStart(&body);
  for (unsigned k : llvm::reverse(drop)) {
    BlockArgument arg = body.getArgument(k);
    Value c = arith::ConstantOp::create(rewriter, op.getLoc(),
                                        constantValue(op->getOperand(k)));
    rewriter.replaceAllUsesWith(arg, c);
    body.eraseArgument(k);
  }
  rewriter.replaceOp(op, fresh->getResults());
}

/// A generic that yields only a constant at every point of its result (all
/// loops parallel, one result through a permutation) becomes a splat.
static bool foldConstantGeneric(RewriterBase &rewriter, linalg::GenericOp op) {
  if (op->getNumResults() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !op.getIndexingMapMatchingResult(op->getResult(0)).isPermutation())
    return false;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  Value yielded = cast<linalg::YieldOp>(op.getRegion().front().getTerminator())
                      .getOperand(0);
  TypedAttr value = constantValue(yielded);
  if (!type || !type.hasStaticShape() || !value ||
      value.getType() != type.getElementType())
    return false;
  rewriter.setInsertionPoint(op);
  rewriter.replaceOpWithNewOp<arith::ConstantOp>(
      op, DenseElementsAttr::get(type, value));
  return true;
}

void stitch::inlineConstantInputs(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<linalg::GenericOp> ops;
  func.walk([&](linalg::GenericOp op) {
    if (op.hasPureTensorSemantics())
      ops.push_back(op);
  });
  for (linalg::GenericOp op : ops) {
    SmallVector<unsigned> drop;
    SmallVector<AffineMap> kept;
    for (OpOperand *in : op.getDpsInputOperands()) {
      if (constantValue(in->get()))
        drop.push_back(in->getOperandNumber());
      else
        kept.push_back(op.getMatchingIndexingMap(in));
    }
    for (OpOperand &init : op.getDpsInitsMutable())
      kept.push_back(op.getMatchingIndexingMap(&init));
    if (!drop.empty() && coversLoops(op, kept)) {
      dropConstantInputs(rewriter, op, drop);
      continue;
    }
    foldConstantGeneric(rewriter, op);
  }
  // The generics made above may yield constants now.
  SmallVector<linalg::GenericOp> again;
  func.walk([&](linalg::GenericOp op) { again.push_back(op); });
  for (linalg::GenericOp op : again)
    foldConstantGeneric(rewriter, op);
}
