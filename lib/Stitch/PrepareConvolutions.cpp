//===- PrepareConvolutions.cpp - Convolutions as tensor-core GEMMs --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A step of prepareForStitching: a half-precision convolution (what
// torch-mlir writes for `nn.Conv2d`: `linalg.conv_2d_nchw_fchw` of a padded
// input, generalized) becomes a tensor-core GEMM, in one of two forms.
//
// Implicit GEMM (two image and two filter loops, the input channels a
// multiple of 8, an [N, F, H, W] or [N, H, W, F] output): the input is
// copied channels-last, [N, H, W, C], where it is not (the padding before
// it fused into the copy by upstream's elementwise fusion), the filter to
// [F, KH, KW, C] (for [N, F, H, W]) or [KH, KW, C, F] (for [N, H, W, F])
// where it is not, and the convolution reads them. It stays a convolution;
// matchGemm (lib/Gemm) takes it as a GEMM whose B (per image; [N, F, H, W])
// or A (the images in M; [N, H, W, F]) the kernel reads through the window
// (GemmShape::window): each 16-byte copy is 8 channels of one tap at
// (oh * sh + kh * dh, ow * sw + kw * dw), so the input is read from L2 once
// per tap instead of being written out KH x KW times its size. The result
// keeps its layout; the batch norm and activation after it go into the
// GEMM's epilogue. A channels-last convolution (NHWC input, HWCF filter)
// needs no copy at all.
//
// im2col (channels that do not fill 16-byte chunks, other loop
// structures): a copy gathers each output pixel's receptive field into a column
// tensor, [batch, input channels and filter taps..., output pixels...]
// where the output is [N, F, H, W] (the taps in the filter's order, so that
// the filter is read as it is; neighbouring pixels neighbours in the input
// and in the columns) and [batch, pixels..., taps...] where it is
// [N, H, W, F]; the convolution then reads that tensor through a projected
// permutation: a contraction whose K loops are the filter's. For
// [N, F, H, W] the filter is A and the columns B ([F, K] x [K, P] per image,
// B N-major, the image a batch loop the filter broadcasts: inferGemmDims);
// for [N, H, W, F] the columns are A ([N H W, K]) and the filter B.
//
// Only convolutions that become tensor-core GEMMs are rewritten (16-bit
// operands, static shapes, no depthwise or group loop, M, N and K of at
// least kTensorCoreGemmMinExtent, K in whole 16-byte chunks); the others
// stay loop kernels.
//
//===----------------------------------------------------------------------===//

#include "StitchPrepare.h"

#include "KFusion/Gemm/Transforms.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

namespace {
/// A convolution the rewrite takes, and the order of the column tensor's
/// loops.
struct Im2ColPlan {
  /// The column tensor's dimensions as convolution loops: the batch loop,
  /// then the input-channel and filter loops in the filter's order and the
  /// output-pixel loops in the output's order (pixels first where the
  /// filter is B).
  SmallVector<unsigned> columnLoops;
  /// The filter is the GEMM's A (the output channels precede the pixels).
  bool filterFirst = false;
};
} // namespace

/// Whether `loops` are the results [first, first + size) of `map`, in some
/// order (one contiguous run), and where it starts.
static std::optional<unsigned> contiguousRun(AffineMap map,
                                             ArrayRef<unsigned> loops) {
  std::optional<SmallVector<unsigned>> read = getLoopsRead(map);
  if (!read || loops.empty())
    return std::nullopt;
  SmallVector<unsigned> positions;
  for (unsigned d : loops) {
    auto it = llvm::find(*read, d);
    if (it == read->end())
      return std::nullopt;
    positions.push_back(it - read->begin());
  }
  llvm::sort(positions);
  for (unsigned i = 1; i < positions.size(); ++i)
    if (positions[i] != positions[i - 1] + 1)
      return std::nullopt;
  return positions.front();
}

static int64_t extentOfLoops(ArrayRef<int64_t> ranges,
                             ArrayRef<unsigned> loops) {
  int64_t e = 1;
  for (unsigned d : loops)
    e *= ranges[d];
  return e;
}

/// The plan for `op`, or nothing when it is not a convolution that becomes
/// a tensor-core GEMM (with why in `why` where `op` is a convolution).
static std::optional<Im2ColPlan> planIm2Col(linalg::GenericOp op,
                                            std::string &why) {
  auto refuse = [&](const Twine &reason) -> std::optional<Im2ColPlan> {
    why = reason.str();
    return std::nullopt;
  };
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      !linalg::isaConvolutionOpInterface(op))
    return std::nullopt;
  Type in = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  Type filter = getElementTypeOrSelf(op.getDpsInputs()[1].getType());
  if (in != filter || !(in.isF16() || in.isBF16()))
    return refuse("its operands are not both f16 or both bf16; the "
                  "tensor-core kernels have no TF32 path");
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  // Depthwise and grouped convolutions (a loop all three operands read)
  // are not one GEMM; at most one batch loop (the kernels' batch).
  if (failed(dims))
    return refuse("upstream's inferConvolutionDims finds no convolution");
  if (!dims->depth.empty())
    return refuse("it is depthwise or grouped, a loop every operand reads; "
                  "not one GEMM");
  if (dims->batch.size() > 1 || dims->outputChannel.empty() ||
      dims->outputImage.empty())
    return refuse("it has more than one batch loop, or no output channel or "
                  "image loop");
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return refuse("its sizes are dynamic");
  // Every loop is of one class (a reduction loop of no class would be
  // summed by neither side).
  unsigned classified = dims->batch.size() + dims->outputImage.size() +
                        dims->outputChannel.size() + dims->filterLoop.size() +
                        dims->inputChannel.size();
  if (classified != op.getNumLoops())
    return refuse("a loop is of no convolution class");
  SmallVector<unsigned> kLoops(dims->inputChannel.begin(),
                               dims->inputChannel.end());
  kLoops.append(dims->filterLoop.begin(), dims->filterLoop.end());
  // The GEMM's loops must each collapse into one: the output channels, the
  // pixels (after a first batch loop) and the K loops contiguous in the
  // operands that read them.
  AffineMap outMap = op.getIndexingMapsArray()[2];
  AffineMap filterMap = op.getIndexingMapsArray()[1];
  std::optional<unsigned> pixels = contiguousRun(outMap, dims->outputImage);
  std::optional<unsigned> channels = contiguousRun(outMap, dims->outputChannel);
  if (!pixels || !channels || !contiguousRun(filterMap, kLoops) ||
      !contiguousRun(filterMap, dims->outputChannel))
    return refuse("its output channels, pixels or filter taps are not "
                  "contiguous in the operands");
  std::optional<SmallVector<unsigned>> outLoops = getLoopsRead(outMap);
  if (!dims->batch.empty() && outLoops->front() != dims->batch.front())
    return refuse("its batch is not the result's first dimension");
  Im2ColPlan plan;
  // The output channels before the pixels ([N, F, H, W]): the filter is A.
  plan.filterFirst = *channels < *pixels;
  // The GEMM: the channels M and the pixels of an image N (the image a batch
  // loop) for [N, F, H, W]; the pixels of all images M and the channels N
  // for [N, H, W, F].
  int64_t channelCount = extentOfLoops(ranges, dims->outputChannel);
  int64_t pixelCount = extentOfLoops(ranges, dims->outputImage);
  int64_t images = extentOfLoops(ranges, dims->batch);
  int64_t m = plan.filterFirst ? channelCount : images * pixelCount;
  int64_t n = plan.filterFirst ? pixelCount : channelCount;
  int64_t k = extentOfLoops(ranges, kLoops);
  if (m < kTensorCoreGemmMinExtent || n < kTensorCoreGemmMinExtent ||
      k < kTensorCoreGemmMinExtent)
    return refuse(llvm::formatv("as a GEMM it is M {0} x N {1} x K {2}; "
                                "each must be at least {3}",
                                m, n, k, kTensorCoreGemmMinExtent)
                      .str());
  if (k % 8 || channelCount % 8)
    return refuse("its output channels or taps x channels are not a "
                  "multiple of 8, as 16-byte copies need");
  SmallVector<unsigned> pixelLoops, columnKLoops;
  for (unsigned d : *outLoops)
    if (llvm::is_contained(dims->outputImage, d))
      pixelLoops.push_back(d);
  SmallVector<unsigned> filterLoops = *getLoopsRead(filterMap);
  for (unsigned d : filterLoops)
    if (llvm::is_contained(kLoops, d))
      columnKLoops.push_back(d);
  // The columns are B ([K, P] per image: a copy whose neighbouring threads
  // read and write neighbouring pixels) where the filter is A, A ([P, K]:
  // the channels of an [N, H, W, C] input contiguous in both) otherwise.
  plan.columnLoops.append(dims->batch.begin(), dims->batch.end());
  if (plan.filterFirst) {
    plan.columnLoops.append(columnKLoops);
    plan.columnLoops.append(pixelLoops);
  } else {
    plan.columnLoops.append(pixelLoops);
    plan.columnLoops.append(columnKLoops);
  }
  // A batch loop with the channels first is the broadcast batch of
  // [n, F, P]; with the pixels first ([n, P, F]) the batch and the pixels
  // collapse into one M loop, contiguous in the output.
  if (!dims->batch.empty() && !plan.filterFirst && *pixels != 1)
    return refuse("its result is neither [batch, channels, pixels] nor "
                  "[batch, pixels, channels]");
  return plan;
}

/// `op` rewritten as the copy of its receptive fields and a contraction
/// reading them.
static void rewriteIm2Col(RewriterBase &rewriter, linalg::GenericOp op,
                          const Im2ColPlan &plan) {
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned rank = plan.columnLoops.size();
  // The copy: loop j of the copy is convolution loop columnLoops[j].
  SmallVector<AffineExpr> toCopyLoops(op.getNumLoops(),
                                      getAffineConstantExpr(0, ctx));
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> columnRead;
  for (auto [j, d] : llvm::enumerate(plan.columnLoops)) {
    toCopyLoops[d] = getAffineDimExpr(j, ctx);
    shape.push_back(ranges[d]);
    columnRead.push_back(getAffineDimExpr(d, ctx));
  }
  OpOperand *input = op.getDpsInputOperand(0);
  OpOperand *filter = op.getDpsInputOperand(1);
  AffineMap gather = op.getMatchingIndexingMap(input).replaceDimsAndSymbols(
      toCopyLoops, {}, rank, 0);
  rewriter.setInsertionPoint(op);
  Value columns = buildCopyGeneric(rewriter, loc, input->get(), gather, shape);
  // The contraction: the convolution's loops, body and attributes.
  AffineMap columnMap = AffineMap::get(op.getNumLoops(), 0, columnRead, ctx);
  AffineMap filterMap = op.getMatchingIndexingMap(filter);
  SmallVector<Value> inputs{columns, filter->get()};
  SmallVector<AffineMap> maps{columnMap, filterMap};
  if (plan.filterFirst) {
    std::swap(inputs[0], inputs[1]);
    std::swap(maps[0], maps[1]);
  }
  maps.push_back(op.getIndexingMapsArray()[2]);
  Block &body = op.getRegion().front();
  auto gemm = linalg::GenericOp::create(
      rewriter, loc, op->getResultTypes(), inputs, op.getDpsInits(), maps,
      op.getIteratorTypesArray(),
      [&](OpBuilder &b, Location l, ValueRange args) {
        IRMapping map;
        map.map(body.getArgument(0), args[plan.filterFirst ? 1 : 0]);
        map.map(body.getArgument(1), args[plan.filterFirst ? 0 : 1]);
        map.map(body.getArgument(2), args[2]);
        for (Operation &inner : body)
          b.clone(inner, map);
      });
  for (NamedAttribute a : op->getDiscardableAttrs())
    gemm->setAttr(a.getName(), a.getValue());
  rewriter.replaceOp(op, gemm->getResults());
}

/// A copy of `value` whose dimension j is `value`'s dimension perm[j]; the
/// value itself where `perm` is the identity.
static Value permutedCopy(RewriterBase &rewriter, Location loc, Value value,
                          ArrayRef<unsigned> perm) {
  if (llvm::equal(perm, llvm::seq<unsigned>(0, perm.size())))
    return value;
  MLIRContext *ctx = rewriter.getContext();
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> read(perm.size());
  for (auto [j, q] : llvm::enumerate(perm)) {
    shape.push_back(type.getDimSize(q));
    read[q] = getAffineDimExpr(j, ctx);
  }
  return buildCopyGeneric(rewriter, loc, value,
                          AffineMap::get(perm.size(), 0, read, ctx), shape);
}

/// The filter loop `e` (an input window expression) reads, if exactly one.
static std::optional<unsigned>
filterLoopIn(AffineExpr e, const linalg::ConvolutionDimensions &dims) {
  std::optional<unsigned> found;
  bool several = false;
  e.walk([&](AffineExpr sub) {
    auto d = dyn_cast<AffineDimExpr>(sub);
    if (!d || !llvm::is_contained(dims.filterLoop, d.getPosition()))
      return;
    several |= found && *found != d.getPosition();
    found = d.getPosition();
  });
  return several ? std::nullopt : found;
}

/// `op` as an implicit-GEMM convolution (GemmWindow; matchGemm): the input
/// copied channels-last ([n, y, x, c]) and the filter [f, kh, kw, c] (or
/// [kh, kw, c, f] for an [n, oh, ow, f] result) where they are not, a
/// convolution of the two whose input the GEMM kernel reads through the
/// window, its result as `op`'s. Nothing (and no IR) where the GEMM kernels
/// would not take it.
static FailureOr<linalg::GenericOp> rewriteImplicit(RewriterBase &rewriter,
                                                    linalg::GenericOp op) {
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  if (failed(dims) || dims->outputImage.size() != 2 ||
      dims->filterLoop.size() != 2 || dims->inputChannel.size() != 1 ||
      dims->outputChannel.size() != 1 || dims->batch.size() > 1)
    return failure();
  MLIRContext *ctx = op.getContext();
  unsigned c = dims->inputChannel[0], f = dims->outputChannel[0];
  AffineMap inMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap filterMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  // The input's batch and channel dimensions, its window rows and columns.
  std::optional<unsigned> batchDim, channelDim;
  SmallVector<unsigned> spatial;
  for (auto [q, e] : llvm::enumerate(inMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (d && !dims->batch.empty() && d.getPosition() == dims->batch[0])
      batchDim = q;
    else if (d && d.getPosition() == c)
      channelDim = q;
    else
      spatial.push_back(q);
  }
  if (!channelDim || spatial.size() != 2 || (!dims->batch.empty() && !batchDim))
    return failure();
  SmallVector<unsigned> inPerm;
  if (batchDim)
    inPerm.push_back(*batchDim);
  inPerm.append(spatial);
  inPerm.push_back(*channelDim);
  std::optional<unsigned> taps[2] = {
      filterLoopIn(inMap.getResult(spatial[0]), *dims),
      filterLoopIn(inMap.getResult(spatial[1]), *dims)};
  std::optional<SmallVector<unsigned>> filterLoops = getLoopsRead(filterMap);
  if (!taps[0] || !taps[1] || *taps[0] == *taps[1] || !filterLoops ||
      filterLoops->size() != 4)
    return failure();
  // The filter K-major as A ([F, KH, KW, C]) where the output channels
  // precede the pixels, else N-major as B ([KH, KW, C, F]).
  std::optional<SmallVector<unsigned>> outLoops =
      getLoopsRead(op.getIndexingMapsArray()[2]);
  if (!outLoops || outLoops->empty())
    return failure();
  bool filterLast = outLoops->back() == f;
  SmallVector<unsigned> filterOrder =
      filterLast ? SmallVector<unsigned>{*taps[0], *taps[1], c, f}
                 : SmallVector<unsigned>{f, *taps[0], *taps[1], c};
  SmallVector<unsigned> filterPerm;
  for (unsigned loop : filterOrder) {
    auto it = llvm::find(*filterLoops, loop);
    if (it == filterLoops->end())
      return failure();
    filterPerm.push_back(it - filterLoops->begin());
  }
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
  Value channelsLast = permutedCopy(rewriter, loc, input, inPerm);
  Value filterInOrder = permutedCopy(rewriter, loc, filter, filterPerm);
  SmallVector<AffineExpr> inRead, filterRead;
  for (unsigned q : inPerm)
    inRead.push_back(inMap.getResult(q));
  for (unsigned q : filterPerm)
    filterRead.push_back(filterMap.getResult(q));
  unsigned loops = op.getNumLoops();
  // Still a convolution, the input first (as upstream's convolution
  // interface reads its operands); matchGemm makes it A or B.
  SmallVector<AffineMap> maps{AffineMap::get(loops, 0, inRead, ctx),
                              AffineMap::get(loops, 0, filterRead, ctx),
                              op.getIndexingMapsArray()[2]};
  auto conv = linalg::GenericOp::create(rewriter, loc, op->getResultTypes(),
                                        ValueRange{channelsLast, filterInOrder},
                                        op.getDpsInits(), maps,
                                        op.getIteratorTypesArray());
  rewriter.inlineRegionBefore(op.getRegion(), conv.getRegion(),
                              conv.getRegion().end());
  std::string why;
  FailureOr<GemmOp> gemm = matchGemm(conv, why);
  if (succeeded(gemm) && gemm->shape.window && isTensorCoreGemm(*gemm, why)) {
    for (NamedAttribute a : op->getDiscardableAttrs())
      conv->setAttr(a.getName(), a.getValue());
    return conv;
  }
  // Not a kernel's: undo.
  rewriter.inlineRegionBefore(conv.getRegion(), op.getRegion(),
                              op.getRegion().end());
  rewriter.eraseOp(conv);
  for (Value copy : {channelsLast, filterInOrder})
    if (copy != input && copy != filter) {
      Operation *generic = copy.getDefiningOp();
      Value empty = cast<linalg::GenericOp>(generic).getDpsInits()[0];
      rewriter.eraseOp(generic);
      rewriter.eraseOp(empty.getDefiningOp());
    }
  return failure();
}

/// The channels-last copy `conv` reads made one kernel with the
/// elementwise op that produces its source (the padding of torch-mlir's
/// input: an insertion into zeros, which would otherwise be written and
/// read again in the other layout), by upstream's elementwise fusion, where
/// nothing else reads the producer.
static void fuseChannelsLastCopy(RewriterBase &rewriter,
                                 linalg::GenericOp conv) {
  auto copy = conv.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
  if (!copy || copy.getNumDpsInputs() != 1)
    return;
  OpOperand *use = copy.getDpsInputOperand(0);
  auto producer = use->get().getDefiningOp<linalg::GenericOp>();
  if (!producer || !producer->hasOneUse() ||
      producer.getNumParallelLoops() != producer.getNumLoops() ||
      !linalg::areElementwiseOpsFusable(use))
    return;
  rewriter.setInsertionPoint(copy);
  FailureOr<linalg::ElementwiseOpFusionResult> fused =
      linalg::fuseElementwiseOps(rewriter, use);
  if (failed(fused))
    return;
  Value result = copy->getResult(0);
  rewriter.replaceAllUsesWith(result, fused->replacements.lookup(result));
  rewriter.eraseOp(copy);
  if (producer->use_empty())
    rewriter.eraseOp(producer);
}

void stitch::rewriteConvolutionsAsGemms(RewriterBase &rewriter,
                                        func::FuncOp func) {
  if (hasStitchPlan(func))
    return;
  SmallVector<linalg::GenericOp> convolutions;
  func.walk([&](linalg::GenericOp op) { convolutions.push_back(op); });
  for (linalg::GenericOp op : convolutions) {
    std::string why;
    std::optional<Im2ColPlan> plan = planIm2Col(op, why);
    if (!plan)
      continue;
    // The GEMM reads the input through the window (no column tensor) where
    // its kernel can.
    if (FailureOr<linalg::GenericOp> conv = rewriteImplicit(rewriter, op);
        succeeded(conv)) {
      rewriter.replaceOp(op, conv->getResults());
      fuseChannelsLastCopy(rewriter, *conv);
      continue;
    }
    rewriteIm2Col(rewriter, op, *plan);
  }
}

std::string stitch::whyConvolutionIsNoGemm(linalg::GenericOp op) {
  std::string why;
  (void)planIm2Col(op, why);
  return why;
}
