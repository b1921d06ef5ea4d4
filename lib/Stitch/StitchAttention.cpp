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
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

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

/// Whether every read of `v`, directly or through reshapes and slices of
/// it, is by a node among `allowed`.
static bool viewedOnlyBy(const StitchGraph &g, Value v,
                         ArrayRef<unsigned> allowed) {
  for (OpOperand &use : v.getUses()) {
    Operation *owner = use.getOwner();
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
            tensor::ExtractSliceOp>(owner)) {
      if (!viewedOnlyBy(g, owner->getResult(0), allowed))
        return false;
      continue;
    }
    auto generic = dyn_cast<linalg::GenericOp>(owner);
    std::optional<unsigned> n = generic ? g.nodeOf(generic) : std::nullopt;
    if (!n || !llvm::is_contained(allowed, *n))
      return false;
  }
  return true;
}

/// Whether node `n` copies a tensor of rank 4 (or 3) with its dimensions 1
/// and 2 (0 and 1) swapped and nothing else: result (a, b, c, d) = input (a,
/// c, b, d), a head's rows to or from a projection's rows of all heads (rank
/// 3 where a batch of one was dropped).
static bool isHeadsSwap(const StitchGraph &g, unsigned n) {
  linalg::GenericOp op = g.node(n).op;
  unsigned rank = op.getNumLoops();
  if (g.node(n).cls != StitchOpClass::Elementwise ||
      op.getNumDpsInputs() != 1 || op->getNumResults() != 1 ||
      (rank != 3 && rank != 4) || op.getNumParallelLoops() != rank)
    return false;
  Block &body = op.getRegion().front();
  if (body.getOperations().size() != 1 || yielded(op) != body.getArgument(0))
    return false;
  AffineMap in = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap out = op.getIndexingMapMatchingResult(op->getResult(0));
  if (!in.isPermutation() || !out.isPermutation())
    return false;
  SmallVector<unsigned> swap = {0, 2, 1, 3};
  if (rank == 3)
    swap = {1, 0, 2};
  return in.compose(inversePermutation(out)) ==
         AffineMap::getPermutationMap(swap, op.getContext());
}

/// Whether `r` is `[[0, 1], [2], [3]]`: batch and heads as one dimension.
static bool mergesBatchAndHeads(ArrayRef<ReassociationIndices> r) {
  return r.size() == 3 && r[0] == ReassociationIndices{0, 1} &&
         r[1] == ReassociationIndices{2} && r[2] == ReassociationIndices{3};
}

/// Where GEMM operand `v` is the [batch x H, rows, columns] collapse of a
/// heads swap (node `first`) of a [batch, rows, H, columns] tensor (the
/// second), or with a batch of one the swap [H, rows, columns] of a [rows,
/// H, columns] tensor: torch's transpose(1, 2) of a projection, or the
/// preparation's dense copy of a slice of one.
static std::optional<std::pair<unsigned, Value>>
headsSource(const StitchGraph &g, Value v) {
  Value copied = v;
  if (auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>()) {
    if (!mergesBatchAndHeads(collapse.getReassociationIndices()))
      return std::nullopt;
    copied = collapse.getSrc();
  }
  auto op = copied.getDefiningOp<linalg::GenericOp>();
  std::optional<unsigned> n = op ? g.nodeOf(op) : std::nullopt;
  if (!n || !isHeadsSwap(g, *n) || (copied != v) != (op.getNumLoops() == 4))
    return std::nullopt;
  return std::make_pair(*n, op.getDpsInputOperand(0)->get());
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

/// Whether `v` is computed from the indices alone: a splat, or the result of
/// an elementwise node whose inputs all are (read through projected
/// permutations) and whose body is arith, math and `linalg.index` with
/// captured constants; those nodes appended to `nodes`.
static bool fromIndices(const StitchGraph &g, Value v,
                        SmallVectorImpl<unsigned> &nodes, int depth = 0) {
  if (getStitchSplatValue(v))
    return true;
  auto op = v.getDefiningOp<linalg::GenericOp>();
  std::optional<unsigned> n = op ? g.nodeOf(op) : std::nullopt;
  if (!n || depth > 8 || g.node(*n).cls != StitchOpClass::Elementwise ||
      !g.node(*n).extracted.empty())
    return false;
  if (!whyNoPointwiseBody(op).empty())
    return false;
  for (OpOperand *in : op.getDpsInputOperands())
    if (!op.getMatchingIndexingMap(in).isProjectedPermutation() ||
        !fromIndices(g, in->get(), nodes, depth + 1))
      return false;
  if (!llvm::is_contained(nodes, *n))
    nodes.push_back(*n);
  return true;
}

/// The score ops' other inputs computed from the indices by nodes that only
/// the score ops and each other read: into `att` (its computed inputs, and
/// their nodes into `nodes`).
static void collectComputedInputs(const StitchGraph &g, StitchAttention &att,
                                  SmallVectorImpl<unsigned> &nodes) {
  Value prev = g.node(att.scores).op->getResult(0);
  for (unsigned s : att.scoreOps) {
    linalg::GenericOp op = g.node(s).op;
    for (OpOperand *in : op.getDpsInputOperands()) {
      SmallVector<unsigned> producers;
      if (in->get() == prev || !fromIndices(g, in->get(), producers) ||
          producers.empty())
        continue;
      SmallVector<unsigned> readers(att.scoreOps);
      readers.append(producers);
      readers.append(nodes);
      if (!llvm::all_of(producers,
                        [&](unsigned p) { return onlyReadBy(g, p, readers); }))
        continue;
      att.computedInputs.insert(in->get());
      for (unsigned p : producers)
        if (!llvm::is_contained(nodes, p))
          nodes.push_back(p);
    }
    prev = op->getResult(0);
  }
}

/// Whether a contraction (a tensor-core GEMM or any linalg contraction) is
/// among the consumers of node `from`'s consumers, up to 12 steps on.
static bool reachesContraction(const StitchGraph &g, unsigned from) {
  SmallVector<std::pair<unsigned, int>> work{{from, 0}};
  llvm::SmallDenseSet<unsigned> seen{from};
  while (!work.empty()) {
    auto [n, depth] = work.pop_back_val();
    for (unsigned c : g.node(n).consumers) {
      if (!seen.insert(c).second)
        continue;
      if (g.node(c).gemm || linalg::isaContractionOpInterface(g.node(c).op))
        return true;
      if (depth < 12)
        work.push_back({c, depth + 1});
    }
  }
  return false;
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
  // An attention was meant where the softmax leads on to another GEMM.
  if (softmax)
    *softmax = reachesContraction(g, first);
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
  // Q, K and V read where a projection wrote them, the heads interleaved
  // in its rows (AttentionKernelSpec::layouts): the copies into one head's
  // rows that only the two GEMMs read, where the kernel can read every
  // operand a copy gives in place.
  Value operands[3] = {g1.a, g1.b, g2.b};
  for (unsigned i = 0; i < 3; ++i) {
    auto src = headsSource(g, operands[i]);
    if (!src || getStitchSplatValue(src->second) ||
        !viewedOnlyBy(g, g.node(src->first).op->getResult(0),
                      {first, att.values}))
      continue;
    FailureOr<MemRefType> layout = getStitchViewType(src->second);
    if (failed(layout) ||
        !whyNoInterleavedHeads(shape, i, withHeadsBatch(*layout)).empty())
      continue;
    att.sources[i] = src->second;
    att.copies[i] = src->first;
  }
  for (unsigned i = 0; i < 3; ++i) {
    auto src = headsSource(g, operands[i]);
    if (!src || att.copies[i])
      continue;
    for (unsigned j = 0; j < 3; ++j)
      if (att.copies[j] == src->first) {
        att.copies[j].reset();
        att.sources[j] = Value();
      }
  }
  att.nodes = {first, maxNode, sumNode, div, att.values};
  att.nodes.append(att.scoreOps);
  att.nodes.append(expChain);
  att.nodes.append(casts);
  collectComputedInputs(g, att, att.nodes);
  for (unsigned n : att.nodes)
    if (n != att.values && !onlyReadBy(g, n, att.nodes))
      return fail("op " + std::to_string(n) +
                  "'s result is read outside the attention");
  att.nodes = StitchGraph::sorted(att.nodes);
  return att;
}

//===----------------------------------------------------------------------===//
// Hidden key tiles: bounds of the score ops over a box of indices
//===----------------------------------------------------------------------===//

namespace {
/// Bounds of a value over a box of loop indices: every value the op takes
/// there lies within [lo, hi] (interval arithmetic, so the proof is sound;
/// an op it does not know is unbounded). Integers and i1 as doubles.
struct Bounds {
  double lo = -INFINITY, hi = INFINITY;
  static Bounds exact(double v) { return {v, v}; }
  bool known() const { return lo == hi; }
};

Bounds hull(Bounds a, Bounds b) {
  return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
}

/// min and max of f(x, y) over the endpoints (a monotone op in each), or
/// unbounded where one is NaN (inf - inf, 0 x inf).
template <typename F> Bounds corners(Bounds a, Bounds b, F f) {
  double v[4] = {f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)};
  Bounds r{INFINITY, -INFINITY};
  for (double x : v) {
    if (std::isnan(x))
      return {};
    r.lo = std::min(r.lo, x);
    r.hi = std::max(r.hi, x);
  }
  return r;
}

/// `v` rounded to float type `t` (round to nearest: monotone).
double roundTo(double v, FloatType t) {
  APFloat f(v);
  bool lost = false;
  f.convert(t.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
  f.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
  return f.convertToDouble();
}

/// Whether `pred` holds for every pair of the bounds (1), none (0), or
/// either (unknown).
Bounds compare(arith::CmpIPredicate pred, Bounds a, Bounds b) {
  using P = arith::CmpIPredicate;
  bool unsignedPred =
      pred == P::ult || pred == P::ule || pred == P::ugt || pred == P::uge;
  if (unsignedPred && (a.lo < 0 || b.lo < 0))
    return {0, 1};
  auto truth = [](bool always, bool never) {
    return always ? Bounds::exact(1) : never ? Bounds::exact(0) : Bounds{0, 1};
  };
  switch (pred) {
  case P::eq:
    return truth(a.known() && b.known() && a.lo == b.lo,
                 a.hi < b.lo || b.hi < a.lo);
  case P::ne:
    return truth(a.hi < b.lo || b.hi < a.lo,
                 a.known() && b.known() && a.lo == b.lo);
  case P::slt:
  case P::ult:
    return truth(a.hi < b.lo, a.lo >= b.hi);
  case P::sle:
  case P::ule:
    return truth(a.hi <= b.lo, a.lo > b.hi);
  case P::sgt:
  case P::ugt:
    return truth(a.lo > b.hi, a.hi <= b.lo);
  case P::sge:
  case P::uge:
    return truth(a.lo >= b.hi, a.hi < b.lo);
  }
  return {0, 1};
}

/// Evaluates the score ops (and the elementwise ops computing their other
/// inputs from the indices alone, a mask from iotas) over a box of loops.
class BoxEvaluator {
public:
  explicit BoxEvaluator(const StitchGraph &g) : g(g) {}

  /// Bounds of what `op` yields over `loops`, its input `chained` (when
  /// set) bounded by `in`.
  Bounds yield(linalg::GenericOp op, ArrayRef<Bounds> loops,
               std::optional<unsigned> chained, Bounds in, int depth = 0) {
    Block &body = op.getRegion().front();
    llvm::DenseMap<Value, Bounds> env;
    for (OpOperand *operand : op.getDpsInputOperands()) {
      BlockArgument arg = body.getArgument(operand->getOperandNumber());
      env[arg] = chained && operand->getOperandNumber() == *chained
                     ? in
                     : input(op, operand, loops, depth);
    }
    for (Operation &inner : body.without_terminator())
      for (auto [r, b] : llvm::zip(inner.getResults(), eval(inner, env, loops)))
        env[r] = b;
    Value y = body.getTerminator()->getOperand(0);
    auto it = env.find(y);
    return it == env.end() ? constantOr(y) : it->second;
  }

private:
  /// A tensor input at the box: a splat's value; an elementwise op of the
  /// graph (whose loops are the tensor's indices) evaluated over the box
  /// its indexing map makes; else unbounded.
  Bounds input(linalg::GenericOp op, OpOperand *operand, ArrayRef<Bounds> loops,
               int depth) {
    Value t = operand->get();
    if (auto splat = getStitchSplatValue(t)) {
      if (auto f = dyn_cast<FloatAttr>(splat))
        return Bounds::exact(f.getValueAsDouble());
      if (auto i = dyn_cast<IntegerAttr>(splat))
        return Bounds::exact(double(i.getValue().getSExtValue()));
      return {};
    }
    auto producer = t.getDefiningOp<linalg::GenericOp>();
    std::optional<unsigned> node = producer ? g.nodeOf(producer) : std::nullopt;
    if (!node || depth > 8 || g.node(*node).cls != StitchOpClass::Elementwise)
      return {};
    SmallVector<Bounds> inner;
    for (AffineExpr r : op.getMatchingIndexingMap(operand).getResults()) {
      auto d = dyn_cast<AffineDimExpr>(r);
      if (!d)
        return {};
      inner.push_back(loops[d.getPosition()]);
    }
    return yield(producer, inner, std::nullopt, {}, depth + 1);
  }

  static Bounds constantOr(Value v) {
    Attribute a;
    if (!matchPattern(v, m_Constant(&a)))
      return {};
    if (auto f = dyn_cast<FloatAttr>(a))
      return Bounds::exact(f.getValueAsDouble());
    if (auto i = dyn_cast<IntegerAttr>(a))
      return Bounds::exact(i.getType().isInteger(1)
                               ? double(i.getValue().getZExtValue())
                               : double(i.getValue().getSExtValue()));
    return {};
  }

  SmallVector<Bounds> eval(Operation &op, llvm::DenseMap<Value, Bounds> &env,
                           ArrayRef<Bounds> loops) {
    auto at = [&](unsigned i) {
      Value v = op.getOperand(i);
      auto it = env.find(v);
      return it != env.end() ? it->second : constantOr(v);
    };
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      return {loops[index.getDim()]};
    if (op.getNumResults() != 1)
      return SmallVector<Bounds>(op.getNumResults());
    if (isa<arith::ConstantOp>(op))
      return {constantOr(op.getResult(0))};
    if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::SIToFPOp, arith::ExtFOp>(
            op))
      return {at(0)};
    // Unsigned readings of a value that may be negative (as a signed one)
    // are unbounded.
    if (isa<arith::IndexCastUIOp, arith::ExtUIOp, arith::UIToFPOp>(op))
      return {at(0).lo >= 0 ? at(0) : Bounds()};
    if (auto t = dyn_cast<arith::TruncFOp>(op)) {
      Bounds x = at(0);
      auto ft = cast<FloatType>(t.getType());
      return {{roundTo(x.lo, ft), roundTo(x.hi, ft)}};
    }
    if (isa<arith::AddIOp, arith::AddFOp>(op))
      return {corners(at(0), at(1), [](double x, double y) { return x + y; })};
    if (isa<arith::SubIOp, arith::SubFOp>(op))
      return {corners(at(0), at(1), [](double x, double y) { return x - y; })};
    if (isa<arith::MulIOp, arith::MulFOp>(op))
      return {corners(at(0), at(1), [](double x, double y) { return x * y; })};
    if (isa<arith::DivFOp>(op)) {
      Bounds d = at(1);
      if (d.lo <= 0 && d.hi >= 0)
        return {Bounds()};
      return {corners(at(0), d, [](double x, double y) { return x / y; })};
    }
    if (isa<arith::NegFOp>(op))
      return {{-at(0).hi, -at(0).lo}};
    // maximumf / minimumf propagate a NaN the bounds do not track: only
    // the NaN-ignoring forms and the integer ones are bounded.
    if (isa<arith::MaxNumFOp, arith::MaxSIOp>(op))
      return {{std::max(at(0).lo, at(1).lo), std::max(at(0).hi, at(1).hi)}};
    if (isa<arith::MinNumFOp, arith::MinSIOp>(op))
      return {{std::min(at(0).lo, at(1).lo), std::min(at(0).hi, at(1).hi)}};
    if (isa<math::ExpOp>(op))
      return {{std::exp(at(0).lo), std::exp(at(0).hi)}};
    if (auto c = dyn_cast<arith::CmpIOp>(op))
      return {compare(c.getPredicate(), at(0), at(1))};
    if (isa<arith::SelectOp>(op)) {
      Bounds c = at(0);
      if (c.known())
        return {c.lo != 0 ? at(1) : at(2)};
      return {hull(at(1), at(2))};
    }
    if (op.getResult(0).getType().isInteger(1) &&
        isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op)) {
      Bounds a = at(0), b = at(1);
      if (!a.known() || !b.known())
        return {{0, 1}};
      bool x = a.lo != 0, y = b.lo != 0;
      bool r = isa<arith::AndIOp>(op)  ? (x && y)
               : isa<arith::OrIOp>(op) ? (x || y)
                                       : (x != y);
      return {Bounds::exact(r)};
    }
    return {Bounds()};
  }

  const StitchGraph &g;
};
} // namespace

std::optional<int64_t> mlir::kfusion::attentionKeyTileOffset(
    const StitchGraph &g, const StitchAttention &att, int64_t tileQueries) {
  const AttentionShape &s = att.shape;
  if (att.scoreOps.empty())
    return std::nullopt;
  constexpr int64_t kTile = AttentionConfig::kTileKeys;
  int64_t tiles = (s.keys + kTile - 1) / kTile;
  int64_t blocks = (s.queries + tileQueries - 1) / tileQueries;
  BoxEvaluator box(g);
  // Whether every score of key tile t is -inf for every query of block q.
  auto hidden = [&](int64_t q, int64_t t) {
    Bounds scores{-INFINITY, INFINITY};
    SmallVector<Bounds> loops;
    if (s.batched)
      loops.push_back({0, double(s.batch - 1)});
    loops.push_back({double(q * tileQueries),
                     double(std::min(s.queries, (q + 1) * tileQueries) - 1)});
    loops.push_back(
        {double(t * kTile), double(std::min(s.keys, (t + 1) * kTile) - 1)});
    Value prev = g.node(att.scores).op->getResult(0);
    for (unsigned n : att.scoreOps) {
      linalg::GenericOp op = g.node(n).op;
      std::string why;
      FailureOr<unsigned> chained = matchGemmEpilogueOp(op, prev, why);
      if (failed(chained))
        return false;
      scores = box.yield(op, loops, *chained, scores);
      prev = op->getResult(0);
    }
    return scores.hi == -INFINITY;
  };
  // Per block, the tiles up to the last one not hidden; then the least
  // offset whose formula keeps every such tile.
  std::optional<int64_t> offset;
  for (int64_t q = 0; q < blocks; ++q) {
    int64_t end = tiles;
    while (end > 0 && hidden(q, end - 1))
      --end;
    int64_t need = end * kTile - (kTile - 1) - (q + 1) * tileQueries;
    offset = offset ? std::max(*offset, need) : need;
  }
  if (!offset)
    return std::nullopt;
  // Worth it where some block stops early.
  for (int64_t q = 0; q < blocks; ++q) {
    int64_t end = (q + 1) * tileQueries + *offset;
    if ((end <= 0 ? 0 : (end + kTile - 1) / kTile) < tiles)
      return offset;
  }
  return std::nullopt;
}

MemRefType mlir::kfusion::withHeadsBatch(MemRefType type) {
  if (type.getRank() != 3)
    return type;
  FailureOr<MemRefType> four = memref::ExpandShapeOp::computeExpandedType(
      type, {1, type.getDimSize(0), type.getDimSize(1), type.getDimSize(2)},
      {{0, 1}, {2}, {3}});
  return succeeded(four) ? *four : type;
}

std::optional<unsigned>
mlir::kfusion::stitchSoleReader(const StitchGraph &graph, unsigned n) {
  const StitchNode &node = graph.node(n);
  if (node.consumers.size() != 1 ||
      !viewedOnlyBy(graph, node.op->getResult(0), node.consumers))
    return std::nullopt;
  return node.consumers[0];
}

bool mlir::kfusion::attentionInterleavesHeads(const StitchGraph &graph,
                                              unsigned n, Value o,
                                              const StitchAttention &att) {
  if (!isHeadsSwap(graph, n))
    return false;
  linalg::GenericOp op = graph.node(n).op;
  Value in = op.getDpsInputOperand(0)->get();
  if (op.getNumLoops() == 4) {
    auto expand = in.getDefiningOp<tensor::ExpandShapeOp>();
    if (!expand || expand.getSrc() != o ||
        !mergesBatchAndHeads(expand.getReassociationIndices()))
      return false;
  } else if (in != o) {
    return false;
  }
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  return whyNoInterleavedHeads(att.shape, 3,
                               withHeadsBatch(MemRefType::get(
                                   type.getShape(), type.getElementType())))
      .empty();
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
  // The group: the attention, perhaps copies of its operands it reads in
  // place, then a chain of elementwise ops on its result.
  llvm::SmallDenseSet<unsigned> inGroup(group.begin(), group.end());
  for (unsigned n : att->nodes)
    if (!inGroup.erase(n)) {
      info.reason =
          "the attention's op " + std::to_string(n) + " is not in the kernel";
      return info;
    }
  for (const std::optional<unsigned> &copy : att->copies)
    if (copy)
      inGroup.erase(*copy);
  unsigned last = att->values;
  int64_t extraBytes = 0;
  auto readOf = [&](unsigned n, Value chained) {
    int64_t own = cast<ShapedType>(chained.getType()).getNumElements() *
                  cast<ShapedType>(chained.getType()).getElementTypeBitWidth() /
                  8;
    return std::max<int64_t>(graph.node(n).readBytes - own, 0);
  };
  // The score ops' other inputs read from memory.
  Value prevScore = graph.node(att->scores).op->getResult(0);
  for (unsigned n : att->scoreOps) {
    for (OpOperand *in : graph.node(n).op.getDpsInputOperands())
      if (in->get() != prevScore && !att->computedInputs.count(in->get())) {
        auto t = cast<ShapedType>(in->get().getType());
        extraBytes += t.getNumElements() * t.getElementTypeBitWidth() / 8;
      }
    prevScore = graph.node(n).op->getResult(0);
  }
  while (!inGroup.empty()) {
    const StitchNode &prev = graph.node(last);
    std::optional<unsigned> reader = stitchSoleReader(graph, last);
    if (!reader || !inGroup.erase(*reader)) {
      info.reason = "the ops after the attention are not a chain of its "
                    "result's single consumers";
      return info;
    }
    unsigned next = *reader;
    Value o = prev.op->getResult(0);
    // The last may write O's heads into a projection's rows.
    bool interleave =
        inGroup.empty() && attentionInterleavesHeads(graph, next, o, *att);
    if (!interleave && (prev.escapes || failed(matchGemmEpilogueOp(
                                            graph.node(next).op, o, why)))) {
      info.reason = "op " + std::to_string(next) +
                    " cannot follow the attention: " +
                    (prev.escapes ? "op " + std::to_string(last) +
                                        "'s result is also read through a view"
                                  : why);
      return info;
    }
    if (!interleave)
      extraBytes += readOf(next, o);
    last = next;
  }
  // A value read from memory (through a view, or by a tensor.extract in a
  // body) must be complete before the kernel, but for the heads copies the
  // kernel reads and writes in place.
  for (unsigned n : group)
    for (unsigned p : graph.node(n).memoryProducers) {
      bool inPlace = (n == att->scores || n == att->values) &&
                     llvm::is_contained(att->copies, p);
      inPlace |= n == last && p != last &&
                 attentionInterleavesHeads(
                     graph, n, graph.node(p).op->getResult(0), *att);
      if (llvm::is_contained(group, p) && !inPlace) {
        info.reason = "op " + std::to_string(n) + " reads the result of op " +
                      std::to_string(p) +
                      " from memory (through a reshape or a tensor.extract)";
        return info;
      }
    }
  const AttentionShape &shape = att->shape;
  if (defaultGemmFlavour(dev.gpu) != GemmFlavour::Wgmma) {
    info.reason = "the fused attention kernel needs wgmma (compute capability "
                  "90, sm_90a), the device has " +
                  std::to_string(dev.gpu.computeCapability);
    return info;
  }
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
  info.seconds = estimateAttention(
      shape, config, dev.gpu, extraBytes,
      attentionTilesComputed(
          shape, config,
          attentionKeyTileOffset(graph, *att, config.tileQueries())));
  return info;
}
