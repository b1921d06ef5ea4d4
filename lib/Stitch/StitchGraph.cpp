//===- StitchGraph.cpp - The op graph of the stitching path ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// FusionStitching (Long, Yang, Zhu, Lin; Alibaba, arXiv:1811.05213) fuses
// memory-bound ops, dependent or not, into large GPU kernels: values flow
// between the fused ops through registers or shared memory instead of global
// memory. The plan of which ops to fuse works on an op graph:
//
//  - The graph (this file): one node per `linalg.generic` on tensors (named
//    ops generalized first), classified as the kernel templates see it:
//    elementwise, row reduction (the last loop, a known associative
//    combiner), column reduction, scalar reduction, other (transposes,
//    matmuls, several reduction loops). Edges are the SSA uses on tensors.
//  - The patterns (StitchPatterns.cpp): candidate groups of nodes, by the
//    paper's substitution (everything between partition ops fused whole, the
//    partition set growing) and exploratory expansion (producers, consumers
//    and siblings added one at a time from every seed); the greedy baseline.
//  - The schedule (StitchSchedule.cpp): whether the row template can
//    generate a group (its row space, values read at their own point) and
//    how: thread, warp or block composition, threads per row, rows per block
//    and per thread, registers and shared memory allocated by dominance.
//  - The cost model (StitchCostModel.cpp): a kernel's global-memory traffic
//    and work at the fraction of the device its threads occupy, plus a
//    launch; a pattern's score is the time its ops take alone minus the time
//    of the fused kernel. The ILP (FusionPlanILP.cpp) picks the patterns.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/StitchGraph.h"

#include "StitchInternal.h"
#include "StitchPrepare.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

StringRef mlir::kfusion::stringifyStitchOpClass(StitchOpClass c) {
  switch (c) {
  case StitchOpClass::Elementwise:
    return "elementwise";
  case StitchOpClass::RowReduction:
    return "row reduction";
  case StitchOpClass::ColumnReduction:
    return "column reduction";
  case StitchOpClass::ScalarReduction:
    return "scalar reduction";
  case StitchOpClass::Other:
    return "other";
  }
  return "other";
}

//===----------------------------------------------------------------------===//
// Reduction combiners
//===----------------------------------------------------------------------===//

Operation *mlir::kfusion::getStitchCombiner(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1)
    return nullptr;
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  BlockArgument out = op.getRegionOutputArgs()[0];
  Operation *comb = yield.getOperand(0).getDefiningOp();
  if (!comb || comb->getBlock() != &body || comb->getNumOperands() != 2 ||
      !isa<arith::AddFOp, arith::MulFOp, arith::MaxNumFOp, arith::MinNumFOp,
           arith::MaximumFOp, arith::MinimumFOp, arith::AddIOp, arith::MulIOp,
           arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::MaxSIOp,
           arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp>(comb))
    return nullptr;
  // The accumulator feeds the combiner and nothing else; the other operand
  // does not depend on it.
  if (!out.hasOneUse() ||
      (comb->getOperand(0) != out && comb->getOperand(1) != out))
    return nullptr;
  if (comb->getOperand(0) == out && comb->getOperand(1) == out)
    return nullptr;
  return comb;
}

TypedAttr mlir::kfusion::getStitchCombinerIdentity(Operation *comb) {
  Type t = comb->getResult(0).getType();
  auto f = dyn_cast<FloatType>(t);
  auto i = dyn_cast<IntegerType>(t);
  auto fl = [&](double v) -> TypedAttr { return FloatAttr::get(t, v); };
  auto in = [&](const APInt &v) -> TypedAttr { return IntegerAttr::get(t, v); };
  if (f) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    if (isa<arith::AddFOp>(comb))
      return FloatAttr::get(t, APFloat::getZero(sem, /*Negative=*/true));
    if (isa<arith::MulFOp>(comb))
      return fl(1.0);
    if (isa<arith::MaxNumFOp, arith::MaximumFOp>(comb))
      return FloatAttr::get(t, APFloat::getInf(sem, /*Negative=*/true));
    if (isa<arith::MinNumFOp, arith::MinimumFOp>(comb))
      return FloatAttr::get(t, APFloat::getInf(sem, /*Negative=*/false));
    return {};
  }
  if (!i)
    return {};
  unsigned w = i.getWidth();
  if (isa<arith::AddIOp, arith::OrIOp, arith::XOrIOp, arith::MaxUIOp>(comb))
    return in(APInt::getZero(w));
  if (isa<arith::MulIOp>(comb))
    return in(APInt(w, 1));
  if (isa<arith::AndIOp, arith::MinUIOp>(comb))
    return in(APInt::getAllOnes(w));
  if (isa<arith::MaxSIOp>(comb))
    return in(APInt::getSignedMinValue(w));
  if (isa<arith::MinSIOp>(comb))
    return in(APInt::getSignedMaxValue(w));
  return {};
}

//===----------------------------------------------------------------------===//
// Graph construction
//===----------------------------------------------------------------------===//

/// Whether `map` reads each of its results at a loop, a loop plus a
/// constant (a slice at an offset) or a constant (one element), no loop
/// twice: what the templates read from memory at computed indices.
static bool isOffsetPermutation(AffineMap map) {
  llvm::SmallBitVector seen(map.getNumDims());
  for (AffineExpr e : map.getResults()) {
    if (isa<AffineConstantExpr>(e))
      continue;
    if (auto sum = dyn_cast<AffineBinaryOpExpr>(e);
        sum && sum.getKind() == AffineExprKind::Add &&
        isa<AffineConstantExpr>(sum.getRHS()))
      e = sum.getLHS();
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d || seen.test(d.getPosition()))
      return false;
    seen.set(d.getPosition());
  }
  return true;
}

/// The class of `op` and, for classes the row template cannot take, why.
static StitchOpClass classify(linalg::GenericOp op, std::string &why) {
  unsigned n = op.getNumLoops();
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  for (OpOperand &use : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&use);
    if (op.isDpsInit(&use) ? !map.isProjectedPermutation()
                           : !isOffsetPermutation(map)) {
      why = "an indexing map is not a projected permutation (with offsets "
            "for inputs)";
      return StitchOpClass::Other;
    }
  }
  AffineMap out = op.getIndexingMapMatchingResult(op->getResult(0));
  SmallVector<unsigned> red;
  for (unsigned d = 0; d < n; ++d)
    if (iters[d] == utils::IteratorType::reduction)
      red.push_back(d);
  if (red.empty()) {
    if (out.isIdentity())
      return StitchOpClass::Elementwise;
    why = "its output map is not the identity (a transpose)";
    return StitchOpClass::Other;
  }
  if (red.size() == n) {
    why = "it reduces every dimension (a scalar reduction)";
    return StitchOpClass::ScalarReduction;
  }
  if (red.size() == 1 && red[0] == n - 1 &&
      out == prefixMap(n, n - 1, op.getContext())) {
    if (!getStitchCombiner(op)) {
      why = "its reduction body has no associative combiner the template "
            "knows (addf, mulf, max/min, integer add/mul/and/or/xor/max/min "
            "of the accumulator)";
      return StitchOpClass::Other;
    }
    if (!getStitchCombinerIdentity(getStitchCombiner(op))) {
      why = "its combiner has no identity for this element type";
      return StitchOpClass::Other;
    }
    return StitchOpClass::RowReduction;
  }
  if (iters[n - 1] == utils::IteratorType::parallel) {
    // A row kernel takes it as column partials when it reduces every loop
    // but the last (the rows) to the last (the columns) with a known
    // combiner, in f32 (the partials' type).
    Operation *comb = getStitchCombiner(op);
    bool partials =
        red.size() == n - 1 &&
        out == AffineMap::get(n, 0, getAffineDimExpr(n - 1, op.getContext())) &&
        comb && getStitchCombinerIdentity(comb) &&
        cast<ShapedType>(op->getResult(0).getType()).getElementType().isF32();
    if (!partials)
      why = "it reduces a leading dimension (a column reduction) other than "
            "all rows of a row space to its last loop with a known combiner "
            "in f32";
    return StitchOpClass::ColumnReduction;
  }
  why = "its reductions are not one last dimension";
  return StitchOpClass::Other;
}

TypedAttr mlir::kfusion::getStitchSplatValue(Value tensor) {
  auto cst = tensor.getDefiningOp<arith::ConstantOp>();
  if (!cst || !isa<ShapedType>(tensor.getType()))
    return {};
  auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
  if (!dense || !dense.isSplat())
    return {};
  return dense.getSplatValue<TypedAttr>();
}

Value mlir::kfusion::getStitchViewSource(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ExtractSliceOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

FailureOr<MemRefType> mlir::kfusion::getStitchViewType(Value v) {
  auto tensorType = cast<RankedTensorType>(v.getType());
  Operation *def = v.getDefiningOp();
  if (!isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                       tensor::ExtractSliceOp>(def))
    return MemRefType::get(tensorType.getShape(), tensorType.getElementType());
  FailureOr<MemRefType> source = getStitchViewType(def->getOperand(0));
  if (failed(source))
    return failure();
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def))
    return memref::SubViewOp::inferRankReducedResultType(
        tensorType.getShape(), *source, slice.getStaticOffsets(),
        slice.getStaticSizes(), slice.getStaticStrides());
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def))
    return memref::ExpandShapeOp::computeExpandedType(
        *source, tensorType.getShape(), expand.getReassociationIndices());
  auto collapse = cast<tensor::CollapseShapeOp>(def);
  if (!memref::CollapseShapeOp::isGuaranteedCollapsible(
          *source, collapse.getReassociationIndices()))
    return failure();
  return memref::CollapseShapeOp::computeCollapsedType(
      *source, collapse.getReassociationIndices());
}

bool mlir::kfusion::isStitchDenseView(Value v) {
  FailureOr<MemRefType> view = getStitchViewType(v);
  if (failed(view))
    return false;
  auto type = cast<RankedTensorType>(v.getType());
  return *view == MemRefType::get(type.getShape(), type.getElementType());
}

/// Checks the ops of a body: arith and math ops, `linalg.index`, and
/// `tensor.extract` of a tensor from outside the body (recorded in
/// `extracted`). Emits an error on the first other op.
static LogicalResult checkBody(linalg::GenericOp generic,
                               SmallVectorImpl<Value> &extracted) {
  for (Operation &inner : generic.getRegion().front()) {
    if (isa<linalg::YieldOp, linalg::IndexOp>(inner))
      continue;
    if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
      Value t = extract.getTensor();
      auto type = dyn_cast<RankedTensorType>(t.getType());
      if (generic.getRegion().isAncestor(t.getParentRegion()) || !type ||
          !type.hasStaticShape())
        return inner.emitError("stitching reads a tensor in a linalg body "
                               "only from a static tensor defined outside "
                               "it"),
               failure();
      if (!llvm::is_contained(extracted, t))
        extracted.push_back(t);
      continue;
    }
    StringRef ns =
        inner.getDialect() ? inner.getDialect()->getNamespace() : StringRef();
    if ((ns != "arith" && ns != "math") || inner.getNumRegions() != 0)
      return inner.emitError("stitching does not support '")
                 << inner.getName()
                 << "' in a linalg body (arith and math ops, linalg.index and "
                    "tensor.extract only)",
             failure();
  }
  return success();
}

/// Checks an op of the function body that is not a linalg.generic: what
/// the graph takes besides its nodes (constants, tensor.empty, reshape
/// views of static tensors, the return).
static LogicalResult checkNonNodeOp(Operation &op) {
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    for (Value v : ret.getOperands())
      if (getStitchViewSource(v).getDefiningOp<tensor::EmptyOp>())
        return ret.emitError("stitching: a result holds no values (a "
                             "tensor.empty is returned)");
    return success();
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
    // Tensor constants are given memory (a global) or used as values
    // (splats): dense elements only.
    if (isa<TensorType>(cst.getType()) &&
        !isa<DenseElementsAttr, DenseResourceElementsAttr>(cst.getValue()))
      return op.emitError("stitching takes tensor constants of dense or "
                          "dense_resource elements only");
    return success();
  }
  if (isa<tensor::EmptyOp>(op))
    return success();
  if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op)) {
    for (Type t : op.getOperandTypes())
      if (!cast<RankedTensorType>(t).hasStaticShape())
        return op.emitError("stitching supports static tensor shapes only");
    if (failed(getStitchViewType(op.getResult(0))))
      return op.emitError("stitching: this reshape of a slice is no view "
                          "(the dimensions it collapses are not contiguous)");
    return success();
  }
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    if (slice.getOffsets().size() || slice.getSizes().size() ||
        slice.getStrides().size() || !slice.getSourceType().hasStaticShape())
      return op.emitError("stitching takes slices of static offsets, sizes "
                          "and strides only");
    return success();
  }
  return op.emitError("stitching does not support '")
         << op.getName()
         << "': the input is linalg (generic and named ops), tensor.empty, "
            "arith.constant, reshapes and slices on tensors";
}

FailureOr<StitchGraph> StitchGraph::build(func::FuncOp func,
                                          bool tensorCoreGemms) {
  StitchGraph g;
  if (func.getBody().getBlocks().size() != 1)
    return func.emitError("stitching takes a function of one block"), failure();
  for (Operation &op : func.getBody().front()) {
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic) {
      if (failed(checkNonNodeOp(op)))
        return failure();
      continue;
    }
    if (!generic.hasPureTensorSemantics() || generic->getNumResults() != 1)
      return op.emitError("stitching supports linalg ops on tensors with one "
                          "result"),
             failure();
    for (Value v : op.getOperands())
      if (auto t = dyn_cast<RankedTensorType>(v.getType());
          (isa<ShapedType>(v.getType()) && (!t || !t.hasStaticShape())))
        return op.emitError("stitching supports static tensor shapes only"),
               failure();
    StitchNode node;
    if (failed(checkBody(generic, node.extracted)))
      return failure();
    node.op = generic;
    node.cls = classify(generic, node.notRowReason);
    if (node.cls != StitchOpClass::Elementwise &&
        node.cls != StitchOpClass::RowReduction &&
        node.cls != StitchOpClass::ColumnReduction && node.notRowReason.empty())
      node.notRowReason = "it is a " + stringifyStitchOpClass(node.cls).str();
    if (tensorCoreGemms) {
      std::string why;
      FailureOr<GemmOp> gemm = matchGemm(generic, why);
      if (succeeded(gemm) && isTensorCoreGemm(*gemm, why) &&
          isStitchDenseView(gemm->a) && isStitchDenseView(gemm->b) &&
          (!gemm->initTensor || isStitchDenseView(gemm->initTensor))) {
        node.cls = StitchOpClass::Other;
        node.notRowReason = "it is a tensor-core GEMM (a kernel of its own)";
        node.gemm = *gemm;
      } else if (succeeded(gemm)) {
        node.tensorCoreRefusal =
            why.empty() ? "an operand is read through a strided view (a "
                          "slice, or a reshape of one)"
                        : why;
      } else if (linalg::isaConvolutionOpInterface(generic)) {
        // A convolution preparation left as it is (PrepareConvolutions.cpp).
        std::string refusal = stitch::whyConvolutionIsNoGemm(generic);
        node.tensorCoreRefusal = refusal.empty() ? why : refusal;
      }
    }
    if (std::optional<SmallVector<int64_t>> ranges =
            generic.getStaticLoopRanges();
        ranges)
      node.domain = *ranges;
    if (llvm::any_of(node.domain, ShapedType::isDynamic))
      return op.emitError("stitching supports static loop ranges only"),
             failure();
    node.resultBytes = bytesOf(generic->getResult(0).getType());
    // Each tensor read from memory once (a splat constant is a value in the
    // kernel, not memory).
    llvm::SmallPtrSet<Value, 4> seen;
    for (OpOperand *in : readOperands(generic))
      if (!getStitchSplatValue(in->get()) && seen.insert(in->get()).second)
        node.readBytes += bytesOf(in->get().getType());
    for (Value t : node.extracted)
      if (seen.insert(t).second)
        node.readBytes += bytesOf(t.getType());
    g.index[&op] = g.nodeList.size();
    g.nodeList.push_back(std::move(node));
  }
  for (unsigned i = 0; i < g.nodeList.size(); ++i) {
    StitchNode &node = g.nodeList[i];
    linalg::GenericOp op = node.op;
    std::set<unsigned> prods, memory;
    auto addProducer = [&](Value v, bool fromMemory) {
      Value source = getStitchViewSource(v);
      fromMemory |= source != v;
      if (Operation *def = source.getDefiningOp())
        if (auto it = g.index.find(def); it != g.index.end()) {
          prods.insert(it->second);
          if (fromMemory)
            memory.insert(it->second);
        }
    };
    for (OpOperand *use : readOperands(op))
      addProducer(use->get(), /*fromMemory=*/false);
    for (Value t : node.extracted)
      addProducer(t, /*fromMemory=*/true);
    node.producers.assign(prods.begin(), prods.end());
    node.memoryProducers.assign(memory.begin(), memory.end());
    for (unsigned p : prods)
      g.nodeList[p].consumers.push_back(i);
    for (OpOperand &use : op->getResult(0).getUses())
      if (!g.index.count(use.getOwner()))
        node.escapes = true;
  }
  for (StitchNode &node : g.nodeList) {
    llvm::sort(node.consumers);
    node.consumers.erase(llvm::unique(node.consumers), node.consumers.end());
  }
  return g;
}

std::optional<unsigned> StitchGraph::nodeOf(Operation *op) const {
  auto it = index.find(op);
  if (it == index.end())
    return std::nullopt;
  return it->second;
}

SmallVector<std::pair<unsigned, unsigned>> StitchGraph::edges() const {
  SmallVector<std::pair<unsigned, unsigned>> e;
  for (unsigned i = 0; i < nodeList.size(); ++i)
    for (unsigned c : nodeList[i].consumers)
      e.push_back({i, c});
  return e;
}

SmallVector<unsigned>
mlir::kfusion::denseStitchIds(ArrayRef<std::optional<int64_t>> keys) {
  std::map<int64_t, unsigned> idOf;
  SmallVector<unsigned> ids;
  unsigned next = 0;
  for (const std::optional<int64_t> &key : keys) {
    if (!key) {
      ids.push_back(next++);
      continue;
    }
    auto [it, fresh] = idOf.try_emplace(*key, next);
    if (fresh)
      ++next;
    ids.push_back(it->second);
  }
  return ids;
}

SmallVector<unsigned> StitchGraph::groupsFromAttribute(StringRef name) const {
  SmallVector<std::optional<int64_t>> keys;
  for (const StitchNode &node : nodeList) {
    auto a = node.op->getAttrOfType<IntegerAttr>(name);
    keys.push_back(a ? std::optional<int64_t>(a.getInt()) : std::nullopt);
  }
  return denseStitchIds(keys);
}

std::string StitchGraph::describe(ArrayRef<unsigned> group) const {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(group, os, [&](unsigned n) {
    os << n << ":"
       << (nodeList[n].gemm ? StringRef("tensor-core GEMM")
                            : stringifyStitchOpClass(nodeList[n].cls));
  });
  return s;
}

SmallVector<unsigned> StitchGraph::sorted(ArrayRef<unsigned> group) {
  SmallVector<unsigned> s(group.begin(), group.end());
  llvm::sort(s);
  s.erase(llvm::unique(s), s.end());
  return s;
}

std::optional<unsigned>
StitchGraph::nextConsumer(ArrayRef<unsigned> set) const {
  std::optional<unsigned> next;
  for (unsigned m : set)
    for (unsigned c : nodeList[m].consumers)
      if (!llvm::is_contained(set, c) && (!next || c < *next))
        next = c;
  return next;
}

bool StitchGraph::readOutsideBeforeLast(ArrayRef<unsigned> set) const {
  return llvm::any_of(set.drop_back(), [&](unsigned m) {
    return llvm::any_of(nodeList[m].consumers, [&](unsigned c) {
      return !llvm::is_contained(set, c);
    });
  });
}

FailureOr<SmallVector<unsigned>>
StitchGraph::topologicalGroupOrder(ArrayRef<unsigned> groupOf) const {
  unsigned numGroups = 0;
  for (unsigned g : groupOf)
    numGroups = std::max(numGroups, g + 1);
  SmallVector<std::set<unsigned>> succ(numGroups);
  SmallVector<unsigned> indeg(numGroups, 0), minNode(numGroups, ~0u);
  for (unsigned i = 0; i < nodeList.size(); ++i)
    minNode[groupOf[i]] = std::min(minNode[groupOf[i]], i);
  for (auto [p, c] : edges())
    if (groupOf[p] != groupOf[c] && succ[groupOf[p]].insert(groupOf[c]).second)
      ++indeg[groupOf[c]];
  // Kahn's algorithm, smallest first node first.
  std::set<std::pair<unsigned, unsigned>> ready;
  for (unsigned g = 0; g < numGroups; ++g)
    if (!indeg[g] && minNode[g] != ~0u)
      ready.insert({minNode[g], g});
  SmallVector<unsigned> order;
  while (!ready.empty()) {
    unsigned g = ready.begin()->second;
    ready.erase(ready.begin());
    order.push_back(g);
    for (unsigned s : succ[g])
      if (--indeg[s] == 0)
        ready.insert({minNode[s], s});
  }
  unsigned used = llvm::count_if(minNode, [](unsigned m) { return m != ~0u; });
  if (order.size() != used)
    return failure();
  return order;
}
