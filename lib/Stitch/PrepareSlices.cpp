//===- PrepareSlices.cpp - Slices, pads, concatenations, copies -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Steps of prepareForStitching on the tensor ops front ends put between
// linalg ops. A static slice is a view of its source (memref.subview in
// kfusion-stitch) for the generics that read it, copied where something
// else reads it. A pure copy generic (a transpose, a broadcast) is folded
// into its readers' indexing maps. A pad and a concatenation are decomposed
// by upstream's patterns into insertions; an insertion is a generic over its
// destination whose body reads the inserted tensor with `tensor.extract` at
// clamped indices (a read from memory). A `tensor.extract` of a scalar at
// constant indices is an input of the generics that use it, read through a
// constant map.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Common/DynamicMarkers.h"
#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

/// Reads operand `use` of generic `op` as `value` through `map` instead,
/// where that leaves every loop its extent (upstream infers each loop's
/// extent from its first bare occurrence in the operands' maps); false
/// otherwise.
static bool rereadOperand(RewriterBase &rewriter, linalg::GenericOp op,
                          OpOperand *use, Value value, AffineMap map) {
  std::optional<SmallVector<int64_t>> old = op.getStaticLoopRanges();
  SmallVector<int64_t> ranges(op.getNumLoops(), ShapedType::kDynamic);
  for (OpOperand &o : op->getOpOperands()) {
    Value v = &o == use ? value : o.get();
    AffineMap m = &o == use ? map : op.getMatchingIndexingMap(&o);
    auto type = dyn_cast<ShapedType>(v.getType());
    for (auto [k, e] : llvm::enumerate(m.getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(e))
        if (ranges[d.getPosition()] == ShapedType::kDynamic)
          ranges[d.getPosition()] = type ? type.getDimSize(k) : 1;
  }
  if (!old || ranges != *old)
    return false;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps[use->getOperandNumber()] = map;
  rewriter.modifyOpInPlace(op, [&] {
    use->set(value);
    op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
  });
  return true;
}

/// Input `use` of a generic on tensors, or null.
static linalg::GenericOp readingGeneric(OpOperand &use) {
  auto op = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!op || !op.hasPureTensorSemantics() || !op.isDpsInput(&use))
    return {};
  return op;
}

/// Whether `use` of a slice (or of a view of one) is one its view serves:
/// an operand of a generic, a `tensor.extract` in a generic's body, or a
/// reshape that is a view too (getStitchViewType) whose uses are.
static bool readsView(OpOperand &use) {
  Operation *owner = use.getOwner();
  if (isa<linalg::GenericOp>(owner))
    return true;
  if (isa<tensor::ExtractOp>(owner))
    return owner->getParentOfType<linalg::GenericOp>() != nullptr;
  if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(owner) ||
      failed(getStitchViewType(owner->getResult(0))))
    return false;
  return llvm::all_of(owner->getUses(), readsView);
}

/// A copy of static `slice` into a new tensor: a generic over the slice's
/// shape whose body reads the source with `tensor.extract` at the offsets.
static Value copySlice(RewriterBase &rewriter, tensor::ExtractSliceOp slice) {
  Location loc = slice.getLoc();
  RankedTensorType type = slice.getResultType();
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                        type.getElementType());
  unsigned n = type.getRank();
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  ArrayRef<int64_t> offsets = slice.getStaticOffsets();
  ArrayRef<int64_t> strides = slice.getStaticStrides();
  SmallVector<AffineMap> maps{
      AffineMap::getMultiDimIdentityMap(n, rewriter.getContext())};
  SmallVector<utils::IteratorType> iters(n, utils::IteratorType::parallel);
  auto body = [&](OpBuilder &b, Location l, ValueRange) {
    SmallVector<Value> at;
    unsigned j = 0;
    for (unsigned i = 0; i < offsets.size(); ++i) {
      Value off = arith::ConstantIndexOp::create(b, l, offsets[i]);
      if (dropped.test(i)) {
        at.push_back(off);
        continue;
      }
      Value idx = linalg::IndexOp::create(b, l, j++);
      Value step = arith::MulIOp::create(
          b, l, idx, arith::ConstantIndexOp::create(b, l, strides[i]));
      at.push_back(arith::AddIOp::create(b, l, step, off));
    }
    Value v = tensor::ExtractOp::create(b, l, slice.getSource(), at);
    linalg::YieldOp::create(b, l, v);
  };
  return linalg::GenericOp::create(rewriter, loc, TypeRange{type},
                                   ValueRange{}, ValueRange{empty}, maps,
                                   iters, body)
      ->getResult(0);
}

/// Static `slice` stays a view of its source's memory (memref.subview in
/// kfusion-stitch) for the generics that read it; what else reads it (a
/// return, a reshape) gets a copy. An error for a dynamic slice.
static LogicalResult prepareExtractSlice(RewriterBase &rewriter,
                                         tensor::ExtractSliceOp slice) {
  if (slice.getOffsets().size() || slice.getSizes().size() ||
      slice.getStrides().size() || !slice.getSourceType().hasStaticShape())
    return slice.emitError("stitching takes slices of static offsets, sizes "
                           "and strides only");
  if (llvm::all_of(slice->getUses(), readsView))
    return success();
  rewriter.setInsertionPoint(slice);
  Value copy = copySlice(rewriter, slice);
  rewriter.replaceUsesWithIf(slice.getResult(), copy,
                             [](OpOperand &use) { return !readsView(use); });
  return success();
}

bool stitch::isPureCopy(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 1 || op->getNumResults() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !op.hasPureTensorSemantics())
    return false;
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  OpOperand *in = op.getDpsInputOperand(0);
  return &body.front() == yield.getOperation() &&
         yield.getOperand(0) == op.getMatchingBlockArgument(in) &&
         isa<RankedTensorType>(in->get().getType()) &&
         op.getMatchingIndexingMap(in).isProjectedPermutation() &&
         op.getIndexingMapMatchingResult(op->getResult(0)).isPermutation();
}

/// Folds pure copy `copy` into the maps of the generics that read it: a
/// reader of out[y] reads in[inMap(outMap^-1(y))]. The copy stays where
/// another op reads it, or a tensor-core GEMM reads it as it could not read
/// the source (keepsGemmOperand).
static void foldPureCopy(RewriterBase &rewriter, linalg::GenericOp copy) {
  AffineMap inMap = copy.getMatchingIndexingMap(copy.getDpsInputOperand(0));
  AffineMap outMap = copy.getIndexingMapMatchingResult(copy->getResult(0));
  AffineMap outToIn = inMap.compose(inversePermutation(outMap));
  Value source = copy.getDpsInputOperand(0)->get();
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : copy->getResult(0).getUses())
    uses.push_back(&use);
  for (OpOperand *use : uses)
    if (linalg::GenericOp op = readingGeneric(*use)) {
      AffineMap map = outToIn.compose(op.getMatchingIndexingMap(use));
      if (!stitch::keepsGemmOperand(op, *use, source, map))
        rereadOperand(rewriter, op, use, source, map);
    }
  if (copy->use_empty())
    rewriter.eraseOp(copy);
}

/// `v` clamped to [0, size): `select(v < lo, 0, min(v - lo, size - 1))` of
/// index `idx` at offset `lo`.
static Value clampedOffset(OpBuilder &b, Location loc, Value idx, int64_t lo,
                           int64_t size) {
  Value cLo = arith::ConstantIndexOp::create(b, loc, lo);
  Value below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, idx, cLo);
  Value shifted = arith::SubIOp::create(b, loc, idx, cLo);
  Value top = arith::MinUIOp::create(
      b, loc, shifted, arith::ConstantIndexOp::create(b, loc, size - 1));
  return arith::SelectOp::create(b, loc, below,
                                 arith::ConstantIndexOp::create(b, loc, 0),
                                 top);
}

/// `insert` as a generic over its destination: each point inside the
/// inserted box reads the source (tensor.extract at the point minus the
/// offsets, clamped so that every read is in bounds), the others the
/// destination (or, into a tensor.empty, zero). An error for dynamic shapes
/// and strides other than 1.
static LogicalResult rewriteInsertSlice(RewriterBase &rewriter,
                                        tensor::InsertSliceOp insert) {
  RankedTensorType destType = insert.getDestType();
  if (insert.getOffsets().size() || insert.getSizes().size() ||
      insert.getStrides().size() || !destType.hasStaticShape() ||
      !insert.getSourceType().hasStaticShape() ||
      llvm::any_of(insert.getStaticStrides(),
                   [](int64_t s) { return s != 1; }))
    return insert.emitError("stitching takes insertions (and pads) of static "
                            "offsets and sizes and unit strides only");
  Location loc = insert.getLoc();
  MLIRContext *ctx = insert.getContext();
  unsigned n = destType.getRank();
  Value dest = insert.getDest();
  bool emptyDest = dest.getDefiningOp<tensor::EmptyOp>() != nullptr;
  ArrayRef<int64_t> offsets = insert.getStaticOffsets();
  ArrayRef<int64_t> sizes = insert.getStaticSizes();
  llvm::SmallBitVector dropped = insert.getDroppedDims();
  Value source = insert.getSource();
  rewriter.setInsertionPoint(insert);
  Value empty = tensor::EmptyOp::create(rewriter, loc, destType.getShape(),
                                        destType.getElementType());
  AffineMap id = AffineMap::getMultiDimIdentityMap(n, ctx);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  if (!emptyDest) {
    inputs.push_back(dest);
    maps.push_back(id);
  }
  maps.push_back(id);
  SmallVector<utils::IteratorType> iters(n, utils::IteratorType::parallel);
  auto body = [&](OpBuilder &b, Location l, ValueRange args) {
    Value inside = arith::ConstantIntOp::create(b, l, b.getI1Type(), 1);
    SmallVector<Value> at;
    for (unsigned i = 0; i < n; ++i) {
      Value idx = linalg::IndexOp::create(b, l, i);
      Value lo = arith::CmpIOp::create(
          b, l, arith::CmpIPredicate::uge, idx,
          arith::ConstantIndexOp::create(b, l, offsets[i]));
      Value hi = arith::CmpIOp::create(
          b, l, arith::CmpIPredicate::ult, idx,
          arith::ConstantIndexOp::create(b, l, offsets[i] + sizes[i]));
      inside = arith::AndIOp::create(
          b, l, inside, arith::AndIOp::create(b, l, lo, hi));
      if (!dropped.test(i))
        at.push_back(clampedOffset(b, l, idx, offsets[i], sizes[i]));
    }
    Value inserted = tensor::ExtractOp::create(b, l, source, at);
    Value outside =
        emptyDest ? Value(arith::ConstantOp::create(
                        b, l, b.getZeroAttr(destType.getElementType())))
                  : args[0];
    Value picked =
        arith::SelectOp::create(b, l, inside, inserted, outside).getResult();
    linalg::YieldOp::create(b, l, picked);
  };
  auto generic = linalg::GenericOp::create(rewriter, loc, TypeRange{destType},
                                           inputs, ValueRange{empty}, maps,
                                           iters, body);
  rewriter.replaceOp(insert, generic->getResults());
  return success();
}

/// A `tensor.extract` of a scalar outside any body becomes an input of the
/// generics whose bodies use it (constant indices: a constant map) or is
/// moved into their bodies (other indices). Uses elsewhere stay, for the op
/// graph to name.
static void foldScalarExtract(RewriterBase &rewriter, tensor::ExtractOp ex) {
  MLIRContext *ctx = ex.getContext();
  SmallVector<int64_t> consts;
  for (Value i : ex.getIndices())
    if (auto c = i.getDefiningOp<arith::ConstantIndexOp>())
      consts.push_back(c.value());
  bool constant = consts.size() == ex.getIndices().size();
  llvm::SetVector<linalg::GenericOp> users;
  for (Operation *u : ex->getUsers())
    if (auto op = u->getParentOfType<linalg::GenericOp>();
        op && op.hasPureTensorSemantics() && op->isProperAncestor(u))
      users.insert(op);
  for (linalg::GenericOp op : users) {
    if (!constant) {
      rewriter.setInsertionPointToStart(&op.getRegion().front());
      Operation *moved = rewriter.clone(*ex);
      rewriter.replaceUsesWithIf(
          ex.getResult(), moved->getResult(0),
          [&](OpOperand &use) { return op->isProperAncestor(use.getOwner()); });
      continue;
    }
    SmallVector<AffineExpr> exprs;
    for (int64_t c : consts)
      exprs.push_back(getAffineConstantExpr(c, ctx));
    SmallVector<Value> inputs(op.getDpsInputs());
    inputs.push_back(ex.getTensor());
    SmallVector<AffineMap> maps;
    for (OpOperand *in : op.getDpsInputOperands())
      maps.push_back(op.getMatchingIndexingMap(in));
    maps.push_back(AffineMap::get(op.getNumLoops(), 0, exprs, ctx));
    linalg::GenericOp fresh = rebuildGeneric(rewriter, op, inputs, maps);
    Block &moved = fresh.getRegion().front();
    BlockArgument arg = moved.insertArgument(
        op.getNumDpsInputs(), ex.getType(), ex.getLoc());
    rewriter.replaceUsesWithIf(ex.getResult(), arg, [&](OpOperand &use) {
      return fresh->isProperAncestor(use.getOwner());
    });
    rewriter.replaceOp(op, fresh->getResults());
  }
  if (ex->use_empty())
    rewriter.eraseOp(ex);
}

LogicalResult stitch::decomposePadsAndConcats(func::FuncOp func) {
  bool any = false;
  WalkResult negative = func.walk([&](Operation *op) {
    any |= isa<tensor::PadOp, tensor::ConcatOp>(op);
    auto pad = dyn_cast<tensor::PadOp>(op);
    if (!pad)
      return WalkResult::advance();
    // Each side's paddings: none negative, and a dynamic one (the
    // ShapedType::kDynamic marker) per padding operand.
    auto negative = [](ArrayRef<int64_t> sizes) {
      return llvm::any_of(
          sizes, [](int64_t v) { return v < 0 && !ShapedType::isDynamic(v); });
    };
    if (negative(pad.getStaticLow()) || negative(pad.getStaticHigh()) ||
        padHasUnmatchedDynamicMarkers(pad)) {
      pad.emitError("stitching does not take a tensor.pad with a negative "
                    "padding or a dynamic one without its operand");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (negative.wasInterrupted())
    return failure();
  if (!any)
    return success();
  RewritePatternSet patterns(func.getContext());
  linalg::populateDecomposePadPatterns(patterns);
  tensor::populateDecomposeTensorConcatPatterns(patterns);
  GreedyRewriteConfig config;
  config.enableConstantCSE(false);
  (void)applyPatternsGreedily(func, std::move(patterns), config);
  return success();
}

LogicalResult stitch::rewriteSlices(RewriterBase &rewriter,
                                    func::FuncOp func) {
  // Insertions first (their sources are read in bodies), then scalar reads
  // (into bodies or maps), then the slices, which see all their readers.
  SmallVector<tensor::InsertSliceOp> inserts;
  SmallVector<tensor::ExtractOp> extracts;
  SmallVector<tensor::ExtractSliceOp> slices;
  func.walk([&](Operation *op) {
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
      inserts.push_back(insert);
    else if (auto ex = dyn_cast<tensor::ExtractOp>(op);
             ex && !op->getParentOfType<linalg::GenericOp>())
      extracts.push_back(ex);
    else if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
      slices.push_back(slice);
  });
  for (tensor::InsertSliceOp insert : inserts)
    if (failed(rewriteInsertSlice(rewriter, insert)))
      return failure();
  for (tensor::ExtractOp ex : extracts)
    foldScalarExtract(rewriter, ex);
  for (tensor::ExtractSliceOp slice : slices)
    if (failed(prepareExtractSlice(rewriter, slice)))
      return failure();
  return success();
}

void stitch::foldPureCopies(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<linalg::GenericOp> copies;
  func.walk([&](linalg::GenericOp op) {
    if (isPureCopy(op))
      copies.push_back(op);
  });
  for (linalg::GenericOp copy : copies)
    foldPureCopy(rewriter, copy);
}

void stitch::copyNonViews(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<tensor::CollapseShapeOp> collapses;
  func.walk([&](tensor::CollapseShapeOp op) {
    if (failed(getStitchViewType(op.getResult())))
      collapses.push_back(op);
  });
  for (tensor::CollapseShapeOp op : collapses) {
    Value source = op.getSrc();
    auto type = cast<RankedTensorType>(source.getType());
    unsigned n = type.getRank();
    rewriter.setInsertionPoint(op);
    Value empty = tensor::EmptyOp::create(
        rewriter, op.getLoc(), type.getShape(), type.getElementType());
    AffineMap id = AffineMap::getMultiDimIdentityMap(n, op.getContext());
    SmallVector<utils::IteratorType> iters(n, utils::IteratorType::parallel);
    auto copy = linalg::GenericOp::create(
        rewriter, op.getLoc(), TypeRange{type}, ValueRange{source},
        ValueRange{empty}, SmallVector<AffineMap>{id, id}, iters,
        [](OpBuilder &b, Location l, ValueRange args) {
          linalg::YieldOp::create(b, l, args[0]);
        });
    rewriter.modifyOpInPlace(
        op, [&] { op.getSrcMutable().set(copy->getResult(0)); });
  }
}
