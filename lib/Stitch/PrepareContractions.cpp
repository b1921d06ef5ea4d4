//===- PrepareContractions.cpp - Contractions as GEMM kernels read them ---===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Steps of prepareForStitching on contractions, so that what a front end
// emits for a half-precision model reaches the tensor-core GEMM kernels
// (lib/Gemm) instead of row or loop kernels. torch-mlir writes an f16
// `nn.Linear` as `arith.extf` generics of the input and of the (transposed)
// weight feeding an f32 `linalg.matmul`: the casts move into the
// contraction's body, which then multiplies the 16-bit tensors (exactly the
// products it multiplied; the kernels accumulate in f32 as it did).
// Attention's batched matmuls read [seq, heads, dim] slices of one
// projection (the heads in the middle, rows strided by the fused width):
// those operands are copied once into dense [heads, seq, dim] tensors, a
// memory-bound copy that makes a GEMM of what would be a loop kernel
// hundreds of times slower. Later rounds of preparation (kfusion-stitch
// prepares kfusion-plan-stitch's output again) leave those copies alone
// (keepsGemmOperand, which foldPureCopies asks). Loops of one class that
// stay contiguous in every operand then collapse (a linear layer's [batch,
// seq] rows, attention's [batch, heads]): one M, N, K and batch loop each.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Gemm/Transforms.h"
#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

//===----------------------------------------------------------------------===//
// Widening casts of contraction operands
//===----------------------------------------------------------------------===//

/// The generic is an elementwise widening cast: one input and one result
/// through permutations, all loops parallel, the body `arith.extf` of the
/// input yielded.
static bool isWideningCast(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 1 || op->getNumResults() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !op.hasPureTensorSemantics())
    return false;
  OpOperand *in = op.getDpsInputOperand(0);
  if (!isa<RankedTensorType>(in->get().getType()) ||
      !op.getMatchingIndexingMap(in).isPermutation() ||
      !op.getIndexingMapMatchingResult(op->getResult(0)).isPermutation())
    return false;
  Block &body = op.getRegion().front();
  auto ext = dyn_cast<arith::ExtFOp>(body.front());
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  return ext && ext->getNextNode() == yield.getOperation() &&
         ext.getIn() == op.getMatchingBlockArgument(in) &&
         yield.getOperand(0) == ext.getResult();
}

/// The element type the contraction would multiply for input `in` with the
/// widening cast that produces it folded (its own element type otherwise).
static Type multipliedType(OpOperand *in) {
  auto cast = in->get().getDefiningOp<linalg::GenericOp>();
  Value v = cast && isWideningCast(cast) ? cast.getDpsInputOperand(0)->get()
                                         : in->get();
  return getElementTypeOrSelf(v.getType());
}

void stitch::foldCastsIntoContractions(RewriterBase &rewriter,
                                       func::FuncOp func) {
  SmallVector<linalg::GenericOp> contractions;
  func.walk([&](linalg::GenericOp op) {
    if (op.hasPureTensorSemantics() && op.getNumDpsInputs() == 2 &&
        linalg::isaContractionOpInterface(op))
      contractions.push_back(op);
  });
  for (linalg::GenericOp op : contractions) {
    // Only where both operands are then read at one 16-bit type (a GEMM's
    // operands): a mixed contraction would match no tensor-core kernel.
    Type a = multipliedType(op.getDpsInputOperand(0));
    Type b = multipliedType(op.getDpsInputOperand(1));
    if (a != b || !(a.isF16() || a.isBF16()))
      continue;
    for (OpOperand *in : op.getDpsInputOperands()) {
      auto cast = in->get().getDefiningOp<linalg::GenericOp>();
      if (!cast || !isWideningCast(cast))
        continue;
      // A reader of out[y] reads in[inMap(outMap^-1(y))], extended.
      OpOperand *source = cast.getDpsInputOperand(0);
      AffineMap outToIn =
          cast.getMatchingIndexingMap(source).compose(inversePermutation(
              cast.getIndexingMapMatchingResult(cast->getResult(0))));
      SmallVector<AffineMap> maps = op.getIndexingMapsArray();
      maps[in->getOperandNumber()] =
          outToIn.compose(op.getMatchingIndexingMap(in));
      BlockArgument arg = op.getMatchingBlockArgument(in);
      Type wide = arg.getType();
      rewriter.modifyOpInPlace(op, [&] {
        in->set(source->get());
        op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
        arg.setType(getElementTypeOrSelf(source->get().getType()));
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(arg.getOwner());
        auto ext = arith::ExtFOp::create(rewriter, cast.getLoc(), wide, arg);
        arg.replaceAllUsesExcept(ext.getResult(), ext);
      });
      if (cast->use_empty())
        rewriter.eraseOp(cast);
    }
  }
}

//===----------------------------------------------------------------------===//
// Operands in the order the GEMM kernels read
//===----------------------------------------------------------------------===//

namespace {
/// The loops of a contraction a tensor-core GEMM kernel could compute, by
/// class (several of a class until collapseContractionLoops).
struct GemmLoops {
  SmallVector<unsigned> batch, m, n, k;
  SmallVector<int64_t> ranges;

  int64_t extent(ArrayRef<unsigned> loops) const {
    int64_t e = 1;
    for (unsigned d : loops)
      e *= ranges[d];
    return e;
  }
};
} // namespace

/// The GEMM loops of `op` when it is a contraction of two operands of one
/// 16-bit type whose M, N and K extents are each at least
/// kTensorCoreGemmMinExtent, all static.
static std::optional<GemmLoops> gemmLoopsOf(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  Type a = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  Type b = getElementTypeOrSelf(op.getDpsInputs()[1].getType());
  if (a != b || !(a.isF16() || a.isBF16()))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  GemmLoops g{llvm::to_vector(dims->batch), llvm::to_vector(dims->m),
              llvm::to_vector(dims->n), llvm::to_vector(dims->k),
              op.getStaticLoopRanges()};
  if (llvm::any_of(g.ranges, ShapedType::isDynamic) ||
      g.extent(g.m) < kTensorCoreGemmMinExtent ||
      g.extent(g.n) < kTensorCoreGemmMinExtent ||
      g.extent(g.k) < kTensorCoreGemmMinExtent)
    return std::nullopt;
  return g;
}

bool stitch::isTensorCoreContraction(linalg::GenericOp op) {
  return gemmLoopsOf(op).has_value();
}

/// The order a GEMM kernel reads an operand read through `map` in: the
/// batch loops first (in loop order) where the operand has them, then its
/// other loops in the order the operand has them (the minor one stays
/// minor); nothing when the operand is not read through loops so, or its
/// rows would not be a multiple of 8 elements (16-byte copies).
static std::optional<SmallVector<unsigned>> kernelOrder(const GemmLoops &g,
                                                        AffineMap map) {
  std::optional<SmallVector<unsigned>> loops = getLoopsRead(map);
  if (!loops || loops->empty() || g.ranges[loops->back()] % 8)
    return std::nullopt;
  SmallVector<unsigned> order;
  for (unsigned d : g.batch)
    if (llvm::is_contained(*loops, d))
      order.push_back(d);
  for (unsigned d : *loops)
    if (!llvm::is_contained(g.batch, d))
      order.push_back(d);
  if (order.size() != loops->size() || g.ranges[order.back()] % 8)
    return std::nullopt;
  return order;
}

/// The kernel reads `value` through `map` as it is: in its order, densely.
static bool readsAsKernel(const GemmLoops &g, Value value, AffineMap map) {
  std::optional<SmallVector<unsigned>> order = kernelOrder(g, map);
  return order && *order == *getLoopsRead(map) && isStitchDenseView(value);
}

bool stitch::keepsGemmOperand(linalg::GenericOp op, OpOperand &use,
                              Value value, AffineMap map) {
  // An implicit-GEMM convolution reads its copies (the channels-last
  // input, the filter) as no other layout could be read.
  std::string why;
  if (!linalg::isaContractionOpInterface(op) && op.isDpsInput(&use)) {
    FailureOr<GemmOp> conv = matchGemm(op, why);
    if (succeeded(conv) && conv->shape.window)
      return true;
  }
  std::optional<GemmLoops> g = gemmLoopsOf(op);
  return g && op.isDpsInput(&use) &&
         readsAsKernel(*g, use.get(), op.getMatchingIndexingMap(&use)) &&
         !readsAsKernel(*g, value, map);
}

void stitch::collapseContractionLoops(RewriterBase &rewriter,
                                      func::FuncOp func) {
  if (hasStitchPlan(func))
    return;
  SmallVector<linalg::GenericOp> ops;
  func.walk([&](linalg::GenericOp op) { ops.push_back(op); });
  for (linalg::GenericOp op : ops) {
    std::optional<GemmLoops> g = gemmLoopsOf(op);
    if (!g || (g->batch.size() <= 1 && g->m.size() == 1 &&
               g->n.size() == 1 && g->k.size() == 1))
      continue;
    SmallVector<int64_t> kinds(op.getNumLoops(), 0);
    for (auto [kind, loops] :
         llvm::enumerate(ArrayRef<SmallVector<unsigned>>{g->batch, g->m, g->n,
                                                        g->k}))
      for (unsigned d : loops)
        kinds[d] = static_cast<int64_t>(kind);
    linalg::GenericOp collapsed = collapseLoopRuns(rewriter, op, kinds);
    // A splat init collapsed is the splat of the collapsed shape (what a
    // later preparation's reshape cleanups would make of it).
    for (Value init : collapsed.getDpsInits()) {
      auto reshape = init.getDefiningOp<tensor::CollapseShapeOp>();
      auto cst = reshape ? reshape.getSrc().getDefiningOp<arith::ConstantOp>()
                         : arith::ConstantOp();
      auto splat = cst ? dyn_cast<SplatElementsAttr>(cst.getValue())
                       : SplatElementsAttr();
      if (!splat)
        continue;
      rewriter.setInsertionPoint(reshape);
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          reshape, splat.resizeSplat(reshape.getResultType()));
    }
  }
}

void stitch::swapTransposedContractionOperands(RewriterBase &rewriter,
                                               func::FuncOp func) {
  if (hasStitchPlan(func))
    return;
  SmallVector<linalg::GenericOp> contractions;
  func.walk([&](linalg::GenericOp op) {
    if (op.getNumReductionLoops() > 0 && op.getNumDpsInputs() == 2 &&
        op.hasPureTensorSemantics())
      contractions.push_back(op);
  });
  MLIRContext *ctx = func.getContext();
  // The map of `rank` dimensions that swaps the last two.
  auto swapLastTwo = [&](ArrayRef<AffineExpr> exprs, unsigned dims) {
    SmallVector<AffineExpr> e(exprs);
    std::swap(e[e.size() - 2], e[e.size() - 1]);
    return AffineMap::get(dims, 0, e, ctx);
  };
  for (linalg::GenericOp op : contractions) {
    for (OpOperand *in : op.getDpsInputOperands()) {
      Value operand = in->get();
      auto collapse = operand.getDefiningOp<tensor::CollapseShapeOp>();
      Value copied = collapse ? collapse.getSrc() : operand;
      auto copy = copied.getDefiningOp<linalg::GenericOp>();
      if (!copy || !isPureCopy(copy) || !copied.hasOneUse() ||
          !operand.hasOneUse())
        continue;
      auto type = cast<RankedTensorType>(copied.getType());
      int64_t rank = type.getRank();
      AffineMap read = copy.getMatchingIndexingMap(copy.getDpsInputOperand(0));
      if (rank < 2 || op.getMatchingIndexingMap(in).getNumResults() < 2 ||
          !read.isPermutation() ||
          !copy.getIndexingMapMatchingResult(copy->getResult(0)).isIdentity() ||
          read.getDimPosition(rank - 1) != unsigned(rank - 2))
        continue;
      // The collapse must leave the last two dimensions alone.
      SmallVector<ReassociationIndices> groups;
      if (collapse) {
        groups = collapse.getReassociationIndices();
        if (groups.size() < 2 ||
            groups.back() != ReassociationIndices{rank - 1} ||
            groups[groups.size() - 2] != ReassociationIndices{rank - 2})
          continue;
      }
      // out'[.., a, b] = out[.., b, a] = in[read(.., b, a)].
      SmallVector<AffineExpr> ids;
      for (int64_t d = 0; d < rank; ++d)
        ids.push_back(getAffineDimExpr(d, ctx));
      AffineMap swappedRead = read.compose(swapLastTwo(ids, rank));
      SmallVector<int64_t> shape(type.getShape());
      std::swap(shape[rank - 2], shape[rank - 1]);
      rewriter.setInsertionPoint(op);
      Value fresh = buildCopyGeneric(rewriter, copy.getLoc(),
                                     copy.getDpsInputOperand(0)->get(),
                                     swappedRead, shape);
      if (collapse)
        fresh = tensor::CollapseShapeOp::create(rewriter, collapse.getLoc(),
                                                fresh, groups);
      SmallVector<AffineMap> maps = op.getIndexingMapsArray();
      AffineMap map = maps[in->getOperandNumber()];
      maps[in->getOperandNumber()] =
          swapLastTwo(map.getResults(), map.getNumDims());
      rewriter.modifyOpInPlace(op, [&] {
        in->set(fresh);
        op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
    }
  }
}

void stitch::materializeGemmOperands(RewriterBase &rewriter,
                                     func::FuncOp func) {
  if (hasStitchPlan(func))
    return;
  SmallVector<linalg::GenericOp> contractions;
  func.walk([&](linalg::GenericOp op) { contractions.push_back(op); });
  for (linalg::GenericOp op : contractions) {
    std::optional<GemmLoops> g = gemmLoopsOf(op);
    if (!g)
      continue;
    for (OpOperand *in : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(in);
      std::optional<SmallVector<unsigned>> order = kernelOrder(*g, map);
      if (!order || readsAsKernel(*g, in->get(), map))
        continue;
      // The copy's loop j is the contraction's loop order[j]; it reads the
      // operand's dimension p at the copy loop of the contraction loop p
      // reads.
      SmallVector<unsigned> loops = *getLoopsRead(map);
      MLIRContext *ctx = op.getContext();
      SmallVector<AffineExpr> reads, kernelReads;
      for (unsigned d : loops)
        reads.push_back(getAffineDimExpr(
            llvm::find(*order, d) - order->begin(), ctx));
      SmallVector<int64_t> shape;
      for (unsigned d : *order) {
        shape.push_back(g->ranges[d]);
        kernelReads.push_back(getAffineDimExpr(d, ctx));
      }
      rewriter.setInsertionPoint(op);
      Value copy =
          buildCopyGeneric(rewriter, op.getLoc(), in->get(),
                           AffineMap::get(order->size(), 0, reads, ctx), shape);
      SmallVector<AffineMap> maps = op.getIndexingMapsArray();
      maps[in->getOperandNumber()] =
          AffineMap::get(op.getNumLoops(), 0, kernelReads, ctx);
      rewriter.modifyOpInPlace(op, [&] {
        in->set(copy);
        op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
    }
  }
}
