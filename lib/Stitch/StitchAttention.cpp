//===- StitchAttention.cpp - Attention regions of the stitch graph --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// FusionStitching stitches a GEMM with its consumers; attention is two GEMMs
// with a softmax between them, which the row template can only stitch apart
// (the scores written and read in between: B x M x N values, quadratic in
// the sequence). Here the graph's attentions are found as they arrive from
// front ends once prepared (torch-mlir's softmax: a maximum, exp(x - max),
// a sum, a division): a tensor-core GEMM S = Q K^T; a chain of elementwise
// ops on S (any: a scale, a mask read from memory or computed from the
// indices), x; max_n x; exp(x - max) (one op or a subtraction and an
// exponential); its sum; the division; casts; a tensor-core GEMM P V. Each
// intermediate is read only inside the region. Such a region (and a chain
// of elementwise ops after P V) is one candidate kernel of the plan, the
// fused attention kernel (Attention.h), which the ILP weighs against the
// stitched alternatives with the model's times.
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"

#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kfusion;

/// The value `op`'s body yields, when the body's ops are exactly the chain
/// that computes it.
static Value yielded(linalg::GenericOp op) {
  return op.getRegion().front().getTerminator()->getOperand(0);
}

/// The block argument of `op`'s input `v` (null when it is not an input).
static Value argumentOf(linalg::GenericOp op, Value v) {
  for (OpOperand *in : op.getDpsInputOperands())
    if (in->get() == v)
      return op.getRegion().front().getArgument(in->getOperandNumber());
  return {};
}

/// Whether the only consumers of node `n` are `allowed`, and nothing outside
/// the graph reads it.
static bool onlyReadBy(const StitchGraph &g, unsigned n,
                       ArrayRef<unsigned> allowed) {
  const StitchNode &node = g.node(n);
  if (node.escapes)
    return false;
  return llvm::all_of(node.consumers, [&](unsigned c) {
    return llvm::is_contained(allowed, c);
  });
}

/// A row reduction of `x` alone whose body is `combiner(in, out)` and whose
/// init is the splat `init`.
template <typename Combiner>
static bool isRowReductionOf(const StitchGraph &g, unsigned n, Value x,
                             double init) {
  const StitchNode &node = g.node(n);
  linalg::GenericOp op = node.op;
  if (node.cls != StitchOpClass::RowReduction || op.getNumDpsInputs() != 1 ||
      op.getDpsInputOperand(0)->get() != x ||
      !op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity())
    return false;
  Block &body = op.getRegion().front();
  auto comb = yielded(op).getDefiningOp<Combiner>();
  if (!comb || &body.front() != comb.getOperation())
    return false;
  Value in = body.getArgument(0), out = body.getArgument(1);
  if (!((comb.getLhs() == in && comb.getRhs() == out) ||
        (comb.getLhs() == out && comb.getRhs() == in)))
    return false;
  auto splat = dyn_cast_or_null<FloatAttr>(
      getStitchSplatValue(op.getDpsInitOperand(0)->get()));
  return splat && splat.getValueAsDouble() == init;
}

/// An elementwise op reading `full` at its point and `row` broadcast along
/// the last loop, whose body is `Op(full, row)` (then `math.exp` when
/// `thenExp`).
template <typename Op>
static bool isRowBinary(const StitchGraph &g, unsigned n, Value full, Value row,
                        bool thenExp) {
  const StitchNode &node = g.node(n);
  linalg::GenericOp op = node.op;
  if (node.cls != StitchOpClass::Elementwise || op.getNumDpsInputs() != 2)
    return false;
  Value a = argumentOf(op, full), r = argumentOf(op, row);
  if (!a || !r)
    return false;
  unsigned loops = op.getNumLoops();
  for (OpOperand *in : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(in);
    if (in->get() == full
            ? !map.isIdentity()
            : map != stitch::prefixMap(loops, loops - 1, op.getContext()))
      return false;
  }
  Value v = yielded(op);
  if (thenExp) {
    auto exp = v.getDefiningOp<math::ExpOp>();
    if (!exp)
      return false;
    v = exp.getOperand();
  }
  auto bin = v.getDefiningOp<Op>();
  size_t ops = op.getRegion().front().getOperations().size() - 1;
  return bin && bin.getLhs() == a && bin.getRhs() == r &&
         ops == (thenExp ? 2u : 1u);
}

/// An elementwise op of one input whose body is one `Op` of it.
template <typename Op>
static bool isUnary(const StitchGraph &g, unsigned n, Value x) {
  const StitchNode &node = g.node(n);
  linalg::GenericOp op = node.op;
  if (node.cls != StitchOpClass::Elementwise || op.getNumDpsInputs() != 1 ||
      op.getDpsInputOperand(0)->get() != x ||
      op.getRegion().front().getOperations().size() != 2)
    return false;
  auto u = yielded(op).getDefiningOp<Op>();
  return u && u->getOperand(0) == op.getRegion().front().getArgument(0);
}

FailureOr<StitchAttention>
mlir::kfusion::matchStitchAttention(const StitchGraph &g, unsigned first,
                                    std::string &why, bool *softmax) {
  auto fail = [&](const Twine &reason) -> FailureOr<StitchAttention> {
    why = reason.str();
    return failure();
  };
  if (softmax)
    *softmax = false;
  const StitchNode &qk = g.node(first);
  if (!qk.gemm)
    return fail("not a tensor-core GEMM");
  const GemmOp &g1 = *qk.gemm;
  auto single = [&](unsigned n) -> std::optional<unsigned> {
    const StitchNode &node = g.node(n);
    if (node.escapes || node.consumers.size() != 1)
      return std::nullopt;
    return node.consumers[0];
  };
  StitchAttention att;
  att.scores = first;
  // The score ops: single consumers that a GEMM epilogue could take, up to
  // the value two ops read (the maximum and the subtraction).
  unsigned x = first;
  while (std::optional<unsigned> c = single(x)) {
    std::string ignored;
    if (g.node(*c).cls != StitchOpClass::Elementwise ||
        failed(matchGemmEpilogueOp(g.node(*c).op, g.node(x).op->getResult(0),
                                   ignored)))
      break;
    att.scoreOps.push_back(*c);
    x = *c;
  }
  Value xv = g.node(x).op->getResult(0);
  const StitchNode &xNode = g.node(x);
  if (xNode.escapes || xNode.consumers.size() != 2)
    return fail("the scores do not feed a softmax (a maximum and exp(x - "
                "max))");
  auto isMax = [&](unsigned n) {
    return isRowReductionOf<arith::MaximumFOp>(g, n, xv, -INFINITY) ||
           isRowReductionOf<arith::MaxNumFOp>(g, n, xv, -INFINITY);
  };
  unsigned maxNode = xNode.consumers[0], sub = xNode.consumers[1];
  if (!isMax(maxNode))
    std::swap(maxNode, sub);
  if (!isMax(maxNode))
    return fail("the scores' consumers are not a row maximum (init -inf)");
  if (softmax)
    *softmax = true;
  Value maxV = g.node(maxNode).op->getResult(0);
  unsigned expNode = sub;
  SmallVector<unsigned> expChain;
  if (isRowBinary<arith::SubFOp>(g, sub, xv, maxV, /*thenExp=*/true)) {
    expChain = {sub};
  } else if (isRowBinary<arith::SubFOp>(g, sub, xv, maxV, false)) {
    std::optional<unsigned> c = single(sub);
    if (!c || !isUnary<math::ExpOp>(g, *c, g.node(sub).op->getResult(0)))
      return fail("x - max is not followed by its exponential");
    expNode = *c;
    expChain = {sub, expNode};
  } else {
    return fail("the scores' other consumer is not exp(x - max)");
  }
  if (!onlyReadBy(g, maxNode, {sub}))
    return fail("the row maximum is read outside the softmax");
  Value ev = g.node(expNode).op->getResult(0);
  const StitchNode &eNode = g.node(expNode);
  if (eNode.escapes || eNode.consumers.size() != 2)
    return fail("exp(x - max) is not summed and divided by the sum");
  unsigned sumNode = eNode.consumers[0], div = eNode.consumers[1];
  if (!isRowReductionOf<arith::AddFOp>(g, sumNode, ev, 0.0))
    std::swap(sumNode, div);
  if (!isRowReductionOf<arith::AddFOp>(g, sumNode, ev, 0.0))
    return fail("exp(x - max) is not summed along the keys (init 0)");
  Value sumV = g.node(sumNode).op->getResult(0);
  if (!isRowBinary<arith::DivFOp>(g, div, ev, sumV, false) ||
      !onlyReadBy(g, sumNode, {div}))
    return fail("the softmax does not divide exp(x - max) by its sum");
  // Casts to the second GEMM.
  SmallVector<unsigned> casts;
  unsigned p = div;
  std::optional<unsigned> c = single(p);
  while (c && !g.node(*c).gemm &&
         (isUnary<arith::TruncFOp>(g, *c, g.node(p).op->getResult(0)) ||
          isUnary<arith::ExtFOp>(g, *c, g.node(p).op->getResult(0)))) {
    casts.push_back(*c);
    p = *c;
    c = single(p);
  }
  if (!c || !g.node(*c).gemm)
    return fail("the probabilities do not feed a tensor-core GEMM alone");
  const GemmOp &g2 = *g.node(*c).gemm;
  if (g2.a != g.node(p).op->getResult(0) || !g2.shape.aKMajor)
    return fail("the probabilities are not the second GEMM's A, keys last");
  att.values = *c;
  const GemmShape &s1 = g1.shape, &s2 = g2.shape;
  if (!s1.aKMajor)
    return fail("Q is not stored with the head dimension last");
  if (s1.window || s2.window)
    return fail("a convolution");
  bool all =
      s1.aBatched && s1.bBatched && s1.cBatched && s2.bBatched && s2.cBatched;
  bool none = !s1.aBatched && !s1.bBatched && !s1.cBatched && !s2.bBatched &&
              !s2.cBatched;
  if (!all && !none)
    return fail("an operand shared by the batches (heads)");
  if (s1.batch != s2.batch || s1.m != s2.m || s1.n != s2.k ||
      s1.input != s2.input)
    return fail("the two GEMMs' sizes or element types do not chain");
  if (g1.initConstant != 0 || g1.initTensor || g2.initConstant != 0 ||
      g2.initTensor)
    return fail("a GEMM with an initial value");
  AttentionShape &shape = att.shape;
  shape.batch = s1.batch;
  shape.batched = all;
  shape.queries = s1.m;
  shape.keys = s1.n;
  shape.headDim = s1.k;
  shape.valueDim = s2.n;
  shape.keysRows = s1.bKMajor;
  shape.valuesRows = !s2.bKMajor;
  shape.input = s1.input;
  shape.scores = s1.output;
  shape.output = s2.output;
  std::string no = whyNoAttentionKernel(shape);
  if (!no.empty())
    return fail("the fused attention kernel does not take " + no);
  att.nodes = {first, maxNode, sumNode, div, att.values};
  att.nodes.append(att.scoreOps);
  att.nodes.append(expChain);
  att.nodes.append(casts);
  for (unsigned n : att.nodes)
    if (n != att.values && !onlyReadBy(g, n, att.nodes))
      return fail("op " + std::to_string(n) +
                  "'s result is read outside the attention");
  att.nodes = StitchGraph::sorted(att.nodes);
  return att;
}

StitchKernelInfo stitch::analyzeAttentionKernel(const StitchGraph &graph,
                                                ArrayRef<unsigned> group,
                                                const StitchModel &dev) {
  StitchKernelInfo info;
  info.seconds = -1;
  std::optional<unsigned> first;
  for (unsigned n : group)
    if (graph.node(n).gemm) {
      first = n;
      break;
    }
  std::string why;
  FailureOr<StitchAttention> att =
      first ? matchStitchAttention(graph, *first, why)
            : FailureOr<StitchAttention>(failure());
  if (failed(att)) {
    info.reason =
        "two tensor-core GEMMs share a kernel only as an attention (" + why +
        ")";
    return info;
  }
  // The group: the attention, then a chain of elementwise ops on its result.
  llvm::SmallDenseSet<unsigned> inGroup(group.begin(), group.end());
  for (unsigned n : att->nodes)
    if (!inGroup.erase(n)) {
      info.reason =
          "the attention's op " + std::to_string(n) + " is not in the kernel";
      return info;
    }
  unsigned last = att->values;
  int64_t extraBytes = 0;
  auto readOf = [&](unsigned n, Value chained) {
    int64_t own = cast<ShapedType>(chained.getType()).getNumElements() *
                  cast<ShapedType>(chained.getType()).getElementTypeBitWidth() /
                  8;
    return std::max<int64_t>(graph.node(n).readBytes - own, 0);
  };
  unsigned prevOp = att->scores;
  for (unsigned n : att->scoreOps) {
    extraBytes += readOf(n, graph.node(prevOp).op->getResult(0));
    prevOp = n;
  }
  while (!inGroup.empty()) {
    const StitchNode &prev = graph.node(last);
    if (prev.escapes || prev.consumers.size() != 1 ||
        !inGroup.erase(prev.consumers[0])) {
      info.reason = "the ops after the attention are not a chain of its "
                    "result's single consumers";
      return info;
    }
    unsigned next = prev.consumers[0];
    if (failed(matchGemmEpilogueOp(graph.node(next).op, prev.op->getResult(0),
                                   why))) {
      info.reason =
          "op " + std::to_string(next) + " cannot follow the attention: " + why;
      return info;
    }
    extraBytes += readOf(next, prev.op->getResult(0));
    last = next;
  }
  const AttentionShape &shape = att->shape;
  AttentionConfig config = chooseAttentionConfig(shape, dev.gpu);
  if (config.sharedBytes(shape) > dev.gpu.sharedBytesPerBlock) {
    info.reason = "the attention's tiles need " +
                  std::to_string(config.sharedBytes(shape)) +
                  " bytes of shared memory";
    return info;
  }
  info.feasible = true;
  info.schedule.composition = "attention";
  info.schedule.blockSize = config.threads();
  info.schedule.gridSize = config.gridX(shape) * shape.batch;
  int64_t in = gemmElementBytes(shape.input);
  info.bytesRead = shape.batch * in *
                       (shape.queries * shape.headDim +
                        shape.keys * (shape.headDim + shape.valueDim)) +
                   extraBytes;
  info.bytesWritten = graph.node(last).resultBytes;
  info.seconds = estimateAttention(shape, config, dev.gpu, extraBytes);
  return info;
}
