//===- GemmMatch.cpp - Which linalg ops and functions are GEMMs -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Recognizes a linalg contraction as a GEMM the kernels compute (loops,
// operand layouts, the multiply-add body, element types, the initial
// value), looking through the `linalg.transpose` of an operand as front
// ends emit it, and the functions on tensors the lowering takes whole.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelRoofline.h"
#include "KFusion/Gemm/Transforms.h"

#include "mlir/Analysis/FlatLinearValueConstraints.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::kfusion;

static std::optional<GemmElement> elementOf(Type t) {
  if (t.isF16())
    return GemmElement::F16;
  if (t.isBF16())
    return GemmElement::BF16;
  if (t.isF32())
    return GemmElement::F32;
  return std::nullopt;
}

std::optional<SmallVector<unsigned>>
mlir::kfusion::getLoopsRead(AffineMap map) {
  SmallVector<unsigned> dims;
  for (AffineExpr e : map.getResults()) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d)
      return std::nullopt;
    dims.push_back(d.getPosition());
  }
  return dims;
}

FailureOr<linalg::ContractionDimensions>
mlir::kfusion::inferGemmDims(linalg::LinalgOp op) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || !dims->batch.empty() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1)
    return dims;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto firstLoop = [](AffineMap map) -> std::optional<unsigned> {
    if (map.getNumResults() == 0)
      return std::nullopt;
    auto d = dyn_cast<AffineDimExpr>(map.getResult(0));
    return d ? std::optional<unsigned>(d.getPosition()) : std::nullopt;
  };
  std::optional<unsigned> cFirst = firstLoop(maps[2]);
  if (!cFirst)
    return dims;
  // The M loops are read by A and C, the N loops by B and C.
  for (auto [loops, reader] :
       {std::make_pair(&dims->m, maps[0]), std::make_pair(&dims->n, maps[1])}) {
    if (loops->size() < 2 || firstLoop(reader) != cFirst ||
        !llvm::is_contained(*loops, *cFirst))
      continue;
    loops->erase(llvm::find(*loops, *cFirst));
    dims->batch.push_back(*cFirst);
    break;
  }
  return dims;
}

/// `v` without arith.extf.
static Value throughExt(Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return ext.getIn();
  return v;
}

/// The body yields C + A x B: an addf of the init's block argument and a
/// mulf of A's and B's (each possibly extended).
static bool isMultiplyAdd(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield->getNumOperands() != 1)
    return false;
  auto addf = yield->getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!addf)
    return false;
  Value acc = body->getArgument(2);
  Value other;
  if (addf.getLhs() == acc)
    other = addf.getRhs();
  else if (addf.getRhs() == acc)
    other = addf.getLhs();
  else
    return false;
  auto mulf = other.getDefiningOp<arith::MulFOp>();
  if (!mulf)
    return false;
  Value x = throughExt(mulf.getLhs()), y = throughExt(mulf.getRhs());
  Value a = body->getArgument(0), b = body->getArgument(1);
  return (x == a && y == b) || (x == b && y == a);
}

/// A `linalg.transpose` whose permutation swaps the last two dimensions
/// (keeping a leading batch dimension), or null.
static linalg::TransposeOp swappingTranspose(Value v) {
  auto t = v.getDefiningOp<linalg::TransposeOp>();
  if (!t)
    return nullptr;
  ArrayRef<int64_t> perm = t.getPermutation();
  if (perm.size() == 2 && perm[0] == 1 && perm[1] == 0)
    return t;
  if (perm.size() == 3 && perm[0] == 0 && perm[1] == 2 && perm[2] == 1)
    return t;
  return nullptr;
}

/// The element types (A and B one 16-bit type; C f32, f16 or bf16) and the
/// initial value (a constant fill or splat, or a tensor the epilogue adds)
/// of GEMM or implicit-GEMM convolution `op` into `g`; failure with the
/// reason in `why`.
static LogicalResult matchTypesAndInit(linalg::LinalgOp op, GemmOp &g,
                                       std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  GemmShape &s = g.shape;
  Type ta = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  Type tb = getElementTypeOrSelf(op.getDpsInputs()[1].getType());
  Type tc = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  std::optional<GemmElement> ea = elementOf(ta), eb = elementOf(tb),
                             ec = elementOf(tc);
  if (!ea || !eb || !ec || ta != tb)
    return fail("element types: A and B must be both f16 or both bf16 and "
                "C f32, f16 or bf16");
  if (*ea == GemmElement::F32)
    return fail("f32 operands: the tensor-core kernels take f16 or bf16 "
                "(TF32 is not implemented)");
  s.input = *ea;
  s.output = *ec;
  Value init = op.getDpsInits()[0];
  if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
    auto cst = fill.getInputs()[0].getDefiningOp<arith::ConstantOp>();
    auto value = cst ? dyn_cast<FloatAttr>(cst.getValue()) : FloatAttr();
    if (!value)
      return fail("the init is a linalg.fill of a value that is not a float "
                  "constant");
    g.initConstant = value.getValueAsDouble();
  } else if (auto cst = init.getDefiningOp<arith::ConstantOp>();
             cst && isa<SplatElementsAttr>(cst.getValue()) &&
             isa<FloatType>(getElementTypeOrSelf(init.getType()))) {
    // A splat init (what kfusion-prepare-linalg makes of a fill).
    g.initConstant = cast<SplatElementsAttr>(cst.getValue())
                         .getSplatValue<APFloat>()
                         .convertToDouble();
  } else if (init.getDefiningOp<tensor::EmptyOp>()) {
    return fail("the init is a tensor.empty: the contraction accumulates "
                "into undefined values");
  } else {
    g.initTensor = init;
  }
  return success();
}

/// The coefficients of `e`, a linear combination of loops without a
/// constant term, by loop (upstream's flattening; a mod or a division adds
/// local terms, which refuse it); nothing otherwise.
static std::optional<SmallVector<int64_t>> linearCoefficients(AffineExpr e,
                                                              unsigned loops) {
  SmallVector<int64_t> flat;
  if (failed(getFlattenedAffineExpr(e, loops, 0, &flat)) ||
      flat.size() != loops + 1 || flat.back() != 0)
    return std::nullopt;
  flat.pop_back();
  return flat;
}

/// An implicit-GEMM convolution (GemmWindow): loops of a 2-D convolution
/// (at most one batch, one output and one input channel loop), its first
/// operand the channels-last input read through (n, oh * sh + kh * dh,
/// ow * sw + kw * dw, c), the channels a multiple of 8 (a 16-byte chunk
/// stays in one tap); either the result (n, f, oh, ow) and the filter
/// (f, kh, kw, c): the input is B, per image; or the result (n, oh, ow, f)
/// and the filter (kh, kw, c, f): the input is A, the images in M.
static FailureOr<GemmOp> matchConvolutionGemm(linalg::LinalgOp op,
                                              std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  if (!isMultiplyAdd(op))
    return fail("not a convolution C + A x B (the body must add a product "
                "of the two inputs to the init)");
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  if (failed(dims) || dims->batch.size() > 1 || dims->outputImage.size() != 2 ||
      dims->filterLoop.size() != 2 || dims->outputChannel.size() != 1 ||
      dims->inputChannel.size() != 1 || !dims->depth.empty())
    return fail("a convolution as an implicit GEMM has two output image and "
                "two filter loops, one output and one input channel loop, "
                "at most one batch loop");
  for (Value v : op->getOperands())
    if (!cast<RankedTensorType>(v.getType()).hasStaticShape())
      return fail("dynamic shapes: the GEMM kernels are built for static "
                  "sizes");
  MLIRContext *ctx = op.getContext();
  unsigned loops = op.getNumLoops();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<unsigned> n;
  if (!dims->batch.empty())
    n = dims->batch[0];
  unsigned f = dims->outputChannel[0], c = dims->inputChannel[0];
  // The result: [n,] f, oh, ow (the window is B) or [n,] oh, ow, f (A).
  std::optional<SmallVector<unsigned>> outRead = getLoopsRead(maps[2]);
  unsigned first = n ? 1 : 0;
  if (!outRead || outRead->size() != first + 3 || (n && outRead->front() != *n))
    return fail("the convolution's result is not [batch, channels, height, "
                "width] or [batch, height, width, channels]");
  bool onA = (*outRead)[first + 2] == f;
  if (!onA && (*outRead)[first] != f)
    return fail("the convolution's result is not [batch, channels, height, "
                "width] or [batch, height, width, channels]");
  unsigned image[2] = {(*outRead)[first + (onA ? 0 : 1)],
                       (*outRead)[first + (onA ? 1 : 2)]};
  // The input: [n,] y, x, c with y and x each linear in one output image
  // loop and one filter loop.
  AffineMap in = maps[0];
  if (in.getNumResults() != first + 3 ||
      (n && in.getResult(0) != getAffineDimExpr(*n, ctx)) ||
      in.getResult(first + 2) != getAffineDimExpr(c, ctx))
    return fail("the convolution's input is not read channels-last as "
                "[batch, row, column, channel]");
  GemmWindow w;
  unsigned taps[2];
  for (unsigned i = 0; i < 2; ++i) {
    std::optional<SmallVector<int64_t>> coeff =
        linearCoefficients(in.getResult(first + i), loops);
    if (!coeff)
      return fail("the convolution's window is not linear in its loops");
    std::optional<unsigned> tap;
    bool other = false;
    for (unsigned d = 0; d < loops; ++d) {
      if (!(*coeff)[d] || d == image[i])
        continue;
      other |= tap.has_value() || !llvm::is_contained(dims->filterLoop, d);
      tap = d;
    }
    if (other || !tap || (*coeff)[image[i]] <= 0 || (*coeff)[*tap] <= 0)
      return fail("the convolution's window row or column reads other loops "
                  "than one output and one filter loop");
    taps[i] = *tap;
    (i == 0 ? w.strideH : w.strideW) = (*coeff)[image[i]];
    (i == 0 ? w.dilationH : w.dilationW) = (*coeff)[*tap];
  }
  SmallVector<AffineExpr> filterRead;
  SmallVector<unsigned> filterLoops =
      onA ? SmallVector<unsigned>{taps[0], taps[1], c, f}
          : SmallVector<unsigned>{f, taps[0], taps[1], c};
  for (unsigned d : filterLoops)
    filterRead.push_back(getAffineDimExpr(d, ctx));
  if (maps[1] != AffineMap::get(loops, 0, filterRead, ctx))
    return fail(onA ? "the convolution's filter (B) is not read as [filter "
                      "row, filter column, channels in, channels out]"
                    : "the convolution's filter (A) is not read as [channels "
                      "out, filter row, filter column, channels in]");
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto inType = cast<RankedTensorType>(op.getDpsInputs()[0].getType());
  w.height = inType.getDimSize(first);
  w.width = inType.getDimSize(first + 1);
  w.channels = inType.getDimSize(first + 2);
  w.outHeight = ranges[image[0]];
  w.outWidth = ranges[image[1]];
  w.filterHeight = ranges[taps[0]];
  w.filterWidth = ranges[taps[1]];
  if (w.channels % 8)
    return fail("the convolution's input channels are not a multiple of 8 "
                "(a 16-byte copy reads one tap)");
  GemmOp g;
  g.op = op;
  GemmShape &s = g.shape;
  int64_t images = n ? ranges[*n] : 1;
  s.k = w.filterHeight * w.filterWidth * w.channels;
  if (onA) {
    // [images OH OW, K] x [K, F]: the images in M, no batch.
    w.onA = true;
    w.hasImages = n.has_value();
    w.images = images;
    s.m = images * w.outHeight * w.outWidth;
    s.n = ranges[f];
    s.aKMajor = true;
    s.bKMajor = false;
    g.a = op.getDpsInputs()[0];
    g.b = op.getDpsInputs()[1];
  } else {
    // [F, K] x [batch][P, K]: the image the batch, the filter broadcast.
    w.images = images;
    s.m = ranges[f];
    s.n = w.outHeight * w.outWidth;
    s.batch = images;
    s.bBatched = s.cBatched = n.has_value();
    s.aKMajor = s.bKMajor = true;
    g.a = op.getDpsInputs()[1];
    g.b = op.getDpsInputs()[0];
  }
  s.window = w;
  if (failed(matchTypesAndInit(op, g, why)))
    return failure();
  if (g.initTensor)
    return fail("an implicit-GEMM convolution accumulates from a constant "
                "(its init is a fill)");
  return g;
}

FailureOr<GemmOp> mlir::kfusion::matchGemm(linalg::LinalgOp op,
                                           std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics())
    return fail("a GEMM has two inputs and one init, on tensors");
  if (!linalg::isaContractionOpInterface(op) &&
      linalg::isaConvolutionOpInterface(op))
    return matchConvolutionGemm(op, why);
  if (!linalg::isaContractionOpInterface(op) || !isMultiplyAdd(op))
    return fail("not a contraction C + A x B (the body must add a product "
                "of the two inputs to the init)");
  FailureOr<linalg::ContractionDimensions> dims = inferGemmDims(op);
  if (failed(dims))
    return fail("not a contraction C + A x B");
  if (dims->m.size() != 1 || dims->n.size() != 1 || dims->k.size() != 1 ||
      dims->batch.size() > 1)
    return fail(llvm::formatv("a GEMM has one M, N and K loop and at most "
                              "one batch loop, this contraction {0}, {1}, {2} "
                              "and {3}",
                              dims->m.size(), dims->n.size(), dims->k.size(),
                              dims->batch.size()));
  for (Value v : op->getOperands())
    if (!cast<RankedTensorType>(v.getType()).hasStaticShape())
      return fail("dynamic shapes: the GEMM kernels are built for static "
                  "sizes");
  unsigned dm = dims->m[0], dn = dims->n[0], dk = dims->k[0];
  std::optional<unsigned> db;
  if (!dims->batch.empty())
    db = dims->batch[0];
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto layout = [&](AffineMap map, unsigned first, unsigned second,
                    bool &batched,
                    bool &firstMinor) -> LogicalResult {
    std::optional<SmallVector<unsigned>> d = getLoopsRead(map);
    if (!d)
      return failure();
    SmallVector<unsigned> rest(*d);
    batched = false;
    if (db && !rest.empty() && rest.front() == *db) {
      batched = true;
      rest.erase(rest.begin());
    }
    if (rest.size() != 2)
      return failure();
    if (rest[0] == first && rest[1] == second)
      firstMinor = false;
    else if (rest[0] == second && rest[1] == first)
      firstMinor = true;
    else
      return failure();
    return success();
  };
  GemmOp g;
  g.op = op;
  GemmShape &s = g.shape;
  bool mMinor, kMinorB, nMinorC;
  if (failed(layout(maps[0], dm, dk, s.aBatched, mMinor)) ||
      failed(layout(maps[1], dk, dn, s.bBatched, kMinorB)) ||
      failed(layout(maps[2], dm, dn, s.cBatched, nMinorC)))
    return fail("an operand is not read through its (batch, row, column) "
                "dimensions (the batch first)");
  if (nMinorC)
    return fail("the result is transposed ([N, M]): C must be [M, N]");
  if (db && !s.cBatched)
    return fail("the batch loop must index the result");
  s.aKMajor = !mMinor;
  s.bKMajor = kMinorB;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  s.m = ranges[dm];
  s.n = ranges[dn];
  s.k = ranges[dk];
  s.batch = db ? ranges[*db] : 1;
  if (failed(matchTypesAndInit(op, g, why)))
    return failure();
  g.a = op.getDpsInputs()[0];
  g.b = op.getDpsInputs()[1];
  // Operands produced by a transpose of the last two dimensions: read the
  // transpose's input, the layout flipped.
  if (linalg::TransposeOp t = swappingTranspose(g.a)) {
    g.a = t.getInput();
    s.aKMajor = !s.aKMajor;
    g.transposes.push_back(t);
  }
  if (linalg::TransposeOp t = swappingTranspose(g.b)) {
    g.b = t.getInput();
    s.bKMajor = !s.bKMajor;
    g.transposes.push_back(t);
  }
  return g;
}

/// Every use of `v` is an operand of `users` (or of a GEMM's init / a
/// transpose's init, per `allowed`).
static bool onlyUsedBy(Value v, function_ref<bool(OpOperand &)> allowed) {
  return llvm::all_of(v.getUses(), allowed);
}

FailureOr<SmallVector<GemmOp, 1>>
mlir::kfusion::analyzeGemmFunction(func::FuncOp func, Operation *&culprit,
                                   std::string &why) {
  SmallVector<GemmOp, 1> gemms;
  culprit = func;
  if (func.isExternal())
    return gemms;
  bool anyContraction = false;
  func.walk([&](linalg::LinalgOp op) {
    anyContraction |= linalg::isaContractionOpInterface(op);
  });
  if (!anyContraction)
    return gemms;
  auto fail = [&](Operation *op, const Twine &reason) {
    culprit = op;
    why = reason.str();
    return failure();
  };
  for (Type t : func.getFunctionType().getInputs())
    if (auto tt = dyn_cast<RankedTensorType>(t); !tt || !tt.hasStaticShape())
      return fail(func, "the arguments must be static tensors");
  for (Type t : func.getFunctionType().getResults())
    if (auto tt = dyn_cast<RankedTensorType>(t); !tt || !tt.hasStaticShape())
      return fail(func, "the results must be static tensors");
  if (!llvm::hasSingleElement(func.getBody()))
    return fail(func, "the body must be one block");
  llvm::DenseSet<Operation *> gemmOps, absorbed;
  for (Operation &o : func.getBody().front()) {
    // Other linalg ops are not part of a GEMM (below).
    auto linalgOp = dyn_cast<linalg::LinalgOp>(o);
    if (!linalgOp || isa<linalg::FillOp, linalg::TransposeOp>(o) ||
        !linalg::isaContractionOpInterface(linalgOp))
      continue;
    std::string reason;
    FailureOr<GemmOp> g = matchGemm(linalgOp, reason);
    if (failed(g))
      return fail(&o, reason);
    gemmOps.insert(&o);
    for (Operation *t : g->transposes)
      absorbed.insert(t);
    gemms.push_back(*g);
  }
  // An op of another kind is the first reason; then the uses of the others.
  for (Operation &o : func.getBody().front())
    if (!isa<func::ReturnOp, arith::ConstantOp, tensor::EmptyOp, linalg::FillOp,
             linalg::TransposeOp>(o) &&
        !gemmOps.count(&o))
      return fail(&o, llvm::formatv("'{0}' is not part of a GEMM",
                                    o.getName().getStringRef()));
  for (Operation &o : func.getBody().front()) {
    if (isa<func::ReturnOp, arith::ConstantOp>(o) || gemmOps.count(&o))
      continue;
    if (isa<tensor::EmptyOp>(o)) {
      if (!onlyUsedBy(o.getResult(0), [](OpOperand &u) {
            return isa<linalg::FillOp, linalg::TransposeOp>(u.getOwner());
          }))
        return fail(&o, "a tensor.empty is read by something other than a "
                        "linalg.fill or linalg.transpose init");
      continue;
    }
    if (isa<linalg::FillOp>(o)) {
      if (!onlyUsedBy(o.getResult(0), [&](OpOperand &u) {
            return gemmOps.count(u.getOwner()) &&
                   cast<linalg::LinalgOp>(u.getOwner()).isDpsInit(&u);
          }))
        return fail(&o, "the linalg.fill's value is used other than as a "
                        "GEMM's init");
      continue;
    }
    if (!absorbed.count(&o) || !onlyUsedBy(o.getResult(0), [&](OpOperand &u) {
          return gemmOps.count(u.getOwner()) &&
                 cast<linalg::LinalgOp>(u.getOwner()).isDpsInput(&u);
        }))
      return fail(&o, "the linalg.transpose is used other than as a GEMM "
                      "operand whose last two dimensions it swaps");
  }
  return gemms;
}

bool mlir::kfusion::isTensorCoreGemm(const GemmOp &gemm, std::string &why) {
  const GemmShape &s = gemm.shape;
  if (!gemm.transposes.empty()) {
    why = "its operands come through linalg.transpose ops";
    return false;
  }
  if (s.m < kTensorCoreGemmMinExtent || s.n < kTensorCoreGemmMinExtent ||
      s.k < kTensorCoreGemmMinExtent) {
    why = llvm::formatv("it is smaller than {0} along M, N or K",
                        kTensorCoreGemmMinExtent)
              .str();
    return false;
  }
  if (s.aRow() % 8 || s.bRow() % 8) {
    why = "a row of A or B is not a multiple of 8 elements (16-byte copies)";
    return false;
  }
  return true;
}

FailureOr<unsigned> mlir::kfusion::matchGemmEpilogueOp(linalg::GenericOp op,
                                                       Value chained,
                                                       std::string &why) {
  auto fail = [&](const Twine &reason) -> FailureOr<unsigned> {
    why = reason.str();
    return failure();
  };
  auto chainedType = cast<RankedTensorType>(chained.getType());
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1)
    return fail("it is not a linalg.generic on tensors with one result");
  if (op.getNumReductionLoops() != 0)
    return fail("it reduces");
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  if (result.getShape() != chainedType.getShape() ||
      !op.getIndexingMapMatchingResult(op->getResult(0)).isIdentity())
    return fail("it does not write the GEMM's output points in order");
  std::optional<unsigned> chainedIndex;
  for (OpOperand *in : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(in);
    if (in->get() == chained) {
      if (chainedIndex || !map.isIdentity())
        return fail("it reads the GEMM's result other than once at its own "
                    "point");
      chainedIndex = in->getOperandNumber();
      continue;
    }
    auto t = dyn_cast<RankedTensorType>(in->get().getType());
    if (!t || !t.hasStaticShape() || !map.isProjectedPermutation())
      return fail("an input is not a static tensor read through a projected "
                  "permutation");
  }
  if (!chainedIndex)
    return fail("it does not read the GEMM's result");
  Block &body = op.getRegion().front();
  if (!isa<FloatType>(body.getArgument(*chainedIndex).getType()))
    return fail("it reads the GEMM's result as a non-float");
  std::string bodyWhy = whyNoPointwiseBody(op);
  if (!bodyWhy.empty())
    return fail(bodyWhy);
  return *chainedIndex;
}

/// SM cycles of a thread's global load (32 load / store instructions a
/// clock per multiprocessor).
static constexpr double kLoadCycles = 1.0 / 32;

double mlir::kfusion::gemmEpilogueCycles(ArrayRef<GemmEpilogueOp> ops) {
  double cycles = 0;
  // A row reduction's pass evaluates the ops before it again at each of the
  // row's columns, from a staged result it loads.
  double before = 0;
  for (const GemmEpilogueOp &e : ops) {
    double own = straightLineIssueCycles(e.op.getRegion().front());
    for (OpOperand *in : e.op.getDpsInputOperands())
      if (e.isArgument(in->getOperandNumber()))
        own += kLoadCycles;
    if (e.kind == GemmEpilogueOp::Kind::RowReduction)
      cycles += before + kLoadCycles;
    // An op over the rows runs once a row: nothing per result.
    if (e.kind != GemmEpilogueOp::Kind::RowPoint) {
      cycles += own;
      before += own;
    }
  }
  return cycles;
}

void mlir::kfusion::setGemmEpilogue(GemmShape &shape,
                                    ArrayRef<GemmEpilogueOp> ops) {
  shape.epilogueCycles = gemmEpilogueCycles(ops);
  shape.epilogueTileInputs = 0;
  shape.epilogueTileInputBytes = 0;
  shape.epilogueOutput.reset();
  shape.epilogueRowValues = gemmEpilogueRowValues(ops);
  shape.epilogueRowReductions =
      llvm::count_if(ops, [](const GemmEpilogueOp &e) {
        return e.kind == GemmEpilogueOp::Kind::RowReduction;
      });
  if (!ops.empty()) {
    Type out = cast<ShapedType>(ops.back().op->getResult(0).getType())
                   .getElementType();
    if (out.isF16())
      shape.epilogueOutput = GemmElement::F16;
    else if (out.isBF16())
      shape.epilogueOutput = GemmElement::BF16;
    else if (out.isF32())
      shape.epilogueOutput = GemmElement::F32;
  }
  shape.epilogue.clear();
  llvm::raw_string_ostream os(shape.epilogue);
  for (auto [i, e] : llvm::enumerate(ops)) {
    os << (i ? "; " : "");
    llvm::ListSeparator space(" ");
    // Row-wise ops keyed apart from the ops of the output's points.
    if (e.kind == GemmEpilogueOp::Kind::RowReduction)
      os << space << "row-reduce";
    else if (e.kind == GemmEpilogueOp::Kind::RowPoint)
      os << space << "row";
    for (Operation &op : e.op.getRegion().front().without_terminator())
      if (!isa<arith::ConstantOp>(op))
        os << space << op.getName().stripDialect();
    for (OpOperand *in : e.op.getDpsInputOperands())
      if (e.isArgument(in->getOperandNumber())) {
        auto type = cast<ShapedType>(in->get().getType());
        os << space << "[";
        llvm::interleave(type.getShape(), os, "x");
        os << "]";
        if (type.getRank() > 1) {
          ++shape.epilogueTileInputs;
          shape.epilogueTileInputBytes +=
              (type.getElementTypeBitWidth() + 7) / 8;
        }
      }
  }
}

/// The map that reads a row value at an output point: the output's loops
/// but the last (the column), in order.
static AffineMap rowValueMap(unsigned loops, MLIRContext *ctx) {
  return AffineMap::getMultiDimIdentityMap(loops, ctx)
      .getMajorSubMap(loops - 1);
}

/// Whether `init` (a row reduction's initial value) is one the kernel
/// computes from the indices: a splat constant, a linalg.fill of a constant,
/// or an elementwise op of such.
static bool isComputedInit(Value init) {
  DenseElementsAttr dense;
  if (matchPattern(init, m_Constant(&dense)))
    return dense.isSplat();
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_Constant());
  return false;
}

/// Why `op`'s body ops cannot be cloned at a point (empty when they can):
/// an op other than arith, math and `linalg.index`, or a captured value that
/// is not a constant (whyNoPointwiseBody and row reductions, which also read
/// their output).
static std::string whyNoClonableOps(linalg::GenericOp op) {
  for (Operation &inner : op.getRegion().front().without_terminator()) {
    // A loop index is the point's (applyElementwiseChain).
    if (isa<linalg::IndexOp>(inner))
      continue;
    StringRef dialect =
        inner.getDialect() ? inner.getDialect()->getNamespace() : StringRef();
    if ((dialect != "arith" && dialect != "math") || inner.getNumRegions())
      return ("its body has an op other than arith, math and linalg.index ('" +
              inner.getName().getStringRef() + "')")
          .str();
    for (Value v : inner.getOperands())
      if (!op.getRegion().isAncestor(v.getParentRegion()) &&
          !v.getDefiningOp<arith::ConstantOp>())
        return "its body captures a value that is not a constant";
  }
  return "";
}

LogicalResult mlir::kfusion::matchGemmEpilogueDag(
    ArrayRef<linalg::GenericOp> ops, Value result,
    SmallVectorImpl<GemmEpilogueOp> &out, std::string &why, bool rowOps) {
  using Kind = GemmEpilogueOp::Kind;
  auto full = cast<RankedTensorType>(result.getType());
  unsigned loops = full.getRank();
  MLIRContext *ctx = result.getContext();
  AffineMap rowMap = rowValueMap(loops, ctx);
  AffineMap rowIdentity = AffineMap::getMultiDimIdentityMap(loops - 1, ctx);
  // The values an op may read: the GEMM's result, then each op's, with
  // whether it is a row value.
  SmallVector<Value> values{result};
  SmallVector<bool> rowValue{false};
  int rowSlots = 0;
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  for (linalg::GenericOp op : ops) {
    auto isValue = [&](Value v) { return llvm::is_contained(values, v); };
    auto isRow = [&](Value v) {
      auto it = llvm::find(values, v);
      return it != values.end() && rowValue[it - values.begin()];
    };
    Kind kind = Kind::Point;
    if (rowOps && op.hasPureTensorSemantics() && op->getNumResults() == 1 &&
        op.getNumDpsInits() == 1 && loops >= 2) {
      auto type = cast<RankedTensorType>(op->getResult(0).getType());
      AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
      SmallVector<utils::IteratorType> it = op.getIteratorTypesArray();
      bool reducesLast =
          op.getNumLoops() == loops && op.getNumReductionLoops() == 1 &&
          it.back() == utils::IteratorType::reduction && outMap == rowMap &&
          type.getShape() == full.getShape().drop_back();
      bool rowPoint = op.getNumLoops() == loops - 1 &&
                      op.getNumReductionLoops() == 0 && outMap == rowIdentity &&
                      type.getShape() == full.getShape().drop_back();
      if (reducesLast)
        kind = Kind::RowReduction;
      else if (rowPoint)
        kind = Kind::RowPoint;
      else if (op.getNumReductionLoops() != 0)
        return fail("it reduces other than along the output's columns alone "
                    "(its last loop, into a value per row)");
    }
    GemmEpilogueOp e{op, 0, {}, kind, -1};
    Block &body = op.getRegion().front();
    if (kind == Kind::Point) {
      // The op checked against the first full value it reads; the others
      // it reads must be read at the point (a row value at its row).
      auto first = llvm::find_if(op.getDpsInputOperands(), [&](OpOperand *in) {
        return isValue(in->get()) && !isRow(in->get());
      });
      if (first == op.getDpsInputOperands().end())
        return fail(
            llvm::any_of(op.getDpsInputOperands(),
                         [&](OpOperand *in) { return isValue(in->get()); })
                ? "it reads only the epilogue's row values, not the "
                  "GEMM's result or an op's at its point"
                : "it reads neither the GEMM's result nor an earlier "
                  "epilogue op's");
      FailureOr<unsigned> chained =
          matchGemmEpilogueOp(op, (*first)->get(), why);
      if (failed(chained))
        return failure();
      e.chained = *chained;
    } else {
      if (kind == Kind::RowReduction) {
        if (std::string bodyWhy = whyNoClonableOps(op); !bodyWhy.empty())
          return fail(bodyWhy);
        if (!isComputedInit(op.getDpsInitOperand(0)->get()))
          return fail("its initial value is not a constant (a splat or a "
                      "filled constant)");
      } else if (std::string bodyWhy = whyNoPointwiseBody(op);
                 !bodyWhy.empty()) {
        return fail(bodyWhy);
      }
      if (!isa<FloatType>(body.getArgument(op.getNumDpsInputs()).getType()))
        return fail("its row value is not a float");
      bool reads = false;
      for (OpOperand *in : op.getDpsInputOperands()) {
        auto t = dyn_cast<RankedTensorType>(in->get().getType());
        if (!t || !t.hasStaticShape() ||
            !op.getMatchingIndexingMap(in).isProjectedPermutation())
          return fail("an input is not a static tensor read through a "
                      "projected permutation");
        reads |= isValue(in->get());
      }
      if (!reads)
        return fail("it reads neither the GEMM's result nor an earlier "
                    "epilogue op's");
      e.rowSlot = rowSlots++;
    }
    for (OpOperand *in : op.getDpsInputOperands()) {
      auto it = llvm::find(values, in->get());
      if (it == values.end()) {
        e.sources.push_back(-1);
        continue;
      }
      unsigned v = it - values.begin();
      // At the op's loops: a row value at its row (a row op's identity), a
      // value of the output's points at the point (a reduction's identity).
      AffineMap want = rowValue[v]
                           ? (kind == Kind::RowPoint ? rowIdentity : rowMap)
                           : AffineMap::getMultiDimIdentityMap(loops, ctx);
      if (op.getMatchingIndexingMap(in) != want ||
          !isa<FloatType>(body.getArgument(in->getOperandNumber()).getType()))
        return fail(rowValue[v] ? "it reads a row value other than as a float "
                                  "at its row"
                                : "it reads an epilogue value other than as a "
                                  "float at its own point");
      e.sources.push_back(v);
    }
    if (e.isRowOp())
      e.chained = llvm::find_if(e.sources, [](int s) { return s >= 0; }) -
                  e.sources.begin();
    out.push_back(e);
    values.push_back(op->getResult(0));
    rowValue.push_back(e.isRowOp());
  }
  // (The failing op's index is out.size(), as for every failure above.)
  if (!out.empty() && out.back().isRowOp()) {
    out.pop_back();
    return fail("it writes a value per row as the epilogue's last op (the "
                "kernel writes the output's points: a row value must be read "
                "by an op of them)");
  }
  return success();
}

int64_t mlir::kfusion::gemmEpilogueRowValues(ArrayRef<GemmEpilogueOp> ops) {
  return llvm::count_if(ops,
                        [](const GemmEpilogueOp &e) { return e.isRowOp(); });
}

std::string mlir::kfusion::whyNoPointwiseBody(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  if (!body.getArgument(op.getNumDpsInputs()).use_empty())
    return "its body reads its output";
  return whyNoClonableOps(op);
}
