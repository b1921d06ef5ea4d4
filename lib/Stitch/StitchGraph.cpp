//===- StitchGraph.cpp - The op graph of the stitching path ---------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::kfusion;

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

static int64_t bytesOf(Type t) {
  auto shaped = dyn_cast<ShapedType>(t);
  if (!shaped || !shaped.hasStaticShape())
    return 0;
  unsigned bits = shaped.getElementTypeBitWidth();
  return shaped.getNumElements() * ((bits + 7) / 8);
}

/// The class of `op` and, for classes the row template cannot take, why.
static StitchOpClass classify(linalg::GenericOp op, std::string &why) {
  unsigned n = op.getNumLoops();
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation()) {
      why = "an indexing map is not a projected permutation";
      return StitchOpClass::Other;
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
  auto prefix = [&](unsigned k) {
    SmallVector<AffineExpr> e;
    for (unsigned d = 0; d < k; ++d)
      e.push_back(getAffineDimExpr(d, op.getContext()));
    return AffineMap::get(n, 0, e, op.getContext());
  };
  if (red.size() == 1 && red[0] == n - 1 && out == prefix(n - 1)) {
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

FailureOr<StitchGraph> StitchGraph::build(func::FuncOp func) {
  StitchGraph g;
  if (func.getBody().getBlocks().size() != 1)
    return func.emitError("stitching takes a function of one block"), failure();
  for (Operation &op : func.getBody().front()) {
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      for (Value v : ret.getOperands())
        if (v.getDefiningOp<tensor::EmptyOp>())
          return ret.emitError("stitching: a result holds no values (a "
                               "tensor.empty is returned)"),
                 failure();
      continue;
    }
    if (isa<tensor::EmptyOp, arith::ConstantOp>(op))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic)
      return op.emitError("stitching does not support '")
                 << op.getName()
                 << "': the input is linalg (generic and named ops), "
                    "tensor.empty and arith.constant on tensors",
             failure();
    if (!generic.hasPureTensorSemantics() || generic->getNumResults() != 1)
      return op.emitError("stitching supports linalg ops on tensors with one "
                          "result"),
             failure();
    for (Value v : op.getOperands())
      if (auto t = dyn_cast<RankedTensorType>(v.getType());
          (isa<ShapedType>(v.getType()) && (!t || !t.hasStaticShape())))
        return op.emitError("stitching supports static tensor shapes only"),
               failure();
    for (Operation &inner : generic.getRegion().front()) {
      if (isa<linalg::YieldOp, linalg::IndexOp>(inner))
        continue;
      StringRef ns =
          inner.getDialect() ? inner.getDialect()->getNamespace() : StringRef();
      if ((ns != "arith" && ns != "math") || inner.getNumRegions() != 0)
        return inner.emitError("stitching does not support '")
                   << inner.getName()
                   << "' in a linalg body (arith and math ops only)",
               failure();
    }
    StitchNode node;
    node.op = generic;
    node.cls = classify(generic, node.notRowReason);
    if (node.cls != StitchOpClass::Elementwise &&
        node.cls != StitchOpClass::RowReduction &&
        node.cls != StitchOpClass::ColumnReduction && node.notRowReason.empty())
      node.notRowReason = "it is a " + stringifyStitchOpClass(node.cls).str();
    if (std::optional<SmallVector<int64_t>> ranges =
            generic.getStaticLoopRanges();
        ranges)
      node.domain = *ranges;
    if (llvm::any_of(node.domain, ShapedType::isDynamic))
      return op.emitError("stitching supports static loop ranges only"),
             failure();
    node.resultBytes = bytesOf(generic->getResult(0).getType());
    llvm::SmallPtrSet<Value, 4> seen;
    for (OpOperand *in : generic.getDpsInputOperands())
      if (seen.insert(in->get()).second)
        node.readBytes += bytesOf(in->get().getType());
    OpOperand *init = generic.getDpsInitOperand(0);
    if (generic.payloadUsesValueFromOperand(init) &&
        seen.insert(init->get()).second)
      node.readBytes += bytesOf(init->get().getType());
    g.index[&op] = g.nodeList.size();
    g.nodeList.push_back(std::move(node));
  }
  for (unsigned i = 0; i < g.nodeList.size(); ++i) {
    StitchNode &node = g.nodeList[i];
    linalg::GenericOp op = node.op;
    std::set<unsigned> prods;
    for (OpOperand &use : op->getOpOperands()) {
      if (&use == op.getDpsInitOperand(0) &&
          !op.payloadUsesValueFromOperand(&use))
        continue;
      if (Operation *def = use.get().getDefiningOp())
        if (auto it = g.index.find(def); it != g.index.end())
          prods.insert(it->second);
    }
    node.producers.assign(prods.begin(), prods.end());
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
    os << n << ":" << stringifyStitchOpClass(nodeList[n].cls);
  });
  return s;
}

SmallVector<unsigned> StitchGraph::sorted(ArrayRef<unsigned> group) {
  SmallVector<unsigned> s(group.begin(), group.end());
  llvm::sort(s);
  s.erase(llvm::unique(s), s.end());
  return s;
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

//===----------------------------------------------------------------------===//
// Kernel analysis and the cost model
//===----------------------------------------------------------------------===//

static int64_t product(ArrayRef<int64_t> v) {
  int64_t p = 1;
  for (int64_t x : v)
    p *= x;
  return p;
}

static int64_t pow2Ceil(int64_t v) {
  int64_t p = 1;
  while (p < v)
    p *= 2;
  return p;
}

static int64_t pow2Floor(int64_t v) {
  int64_t p = 1;
  while (p * 2 <= v)
    p *= 2;
  return p;
}

/// Rows per block of a block composition with T threads per row: blocks of
/// 256 threads where a row takes fewer (T = 64: four rows), the block size of
/// the warp composition, so that the two pack into one launch. More rows per
/// block make a block composition no faster alone (the transformer's
/// layernorm ran as fast with 1 to 8), but packed beside its softmax's warp
/// composition the shared launch saves the drain between the kernels
/// (docs/stitch.md, Row template and Kernel packing).
static int64_t blockCompositionRows(int64_t threadsPerRow) {
  return std::max<int64_t>(1, 256 / threadsPerRow);
}

static AffineMap prefixMap(unsigned numDims, unsigned k, MLIRContext *ctx) {
  SmallVector<AffineExpr> e;
  for (unsigned d = 0; d < k; ++d)
    e.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(numDims, 0, e, ctx);
}

/// Bytes of an element of shaped type `t` (0 when not shaped).
static int64_t elementBytes(Type t) {
  auto shaped = dyn_cast<ShapedType>(t);
  return shaped ? (shaped.getElementTypeBitWidth() + 7) / 8 : 0;
}

/// The operands of `op` whose values the payload reads.
static SmallVector<OpOperand *> readOperands(linalg::GenericOp op) {
  SmallVector<OpOperand *> r;
  for (OpOperand *in : op.getDpsInputOperands())
    r.push_back(in);
  OpOperand *init = op.getDpsInitOperand(0);
  if (op.payloadUsesValueFromOperand(init))
    r.push_back(init);
  return r;
}

static double timeOf(int64_t bytes, double flops, int64_t threads,
                     const StitchModel &dev) {
  double full =
      double(dev.gpu.multiprocessors * dev.gpu.maxThreadsPerMultiprocessor);
  double fraction = std::min(1.0, std::max(1.0 / 256, threads / (0.5 * full)));
  double mem = bytes / (dev.gpu.dramBandwidth * fraction);
  // SIMT f32 throughput, derated for what a naive loop achieves.
  double compute = flops / (dev.gpu.f32Rate / dev.simtDerating * fraction);
  return dev.gpu.launchOverhead + std::max(mem, compute);
}

StitchKernelInfo StitchGraph::analyzeKernel(ArrayRef<unsigned> groupIn,
                                            const StitchModel &dev) const {
  SmallVector<unsigned> group = sorted(groupIn);
  // A loop kernel: for an op the row template cannot take, and for a single
  // op it cannot generate (so every op alone always has a kernel).
  auto loopKernel = [&]() {
    StitchKernelInfo loop;
    const StitchNode &node = nodeList[group[0]];
    int64_t points = 1;
    SmallVector<utils::IteratorType> iters = node.op.getIteratorTypesArray();
    for (auto [d, it] : llvm::enumerate(iters))
      if (it == utils::IteratorType::parallel)
        points *= node.domain[d];
    loop.feasible = true;
    loop.schedule.composition = "loop";
    loop.schedule.blockSize = std::min<int64_t>(256, pow2Ceil(points));
    loop.schedule.gridSize =
        (points + loop.schedule.blockSize - 1) / loop.schedule.blockSize;
    loop.bytesRead = node.readBytes;
    loop.bytesWritten = node.resultBytes;
    double bodyOps = std::max<int64_t>(
        1, node.op.getRegion().front().getOperations().size() - 1);
    loop.seconds = timeOf(loop.bytesRead + loop.bytesWritten,
                          bodyOps * product(node.domain), points, dev);
    loop.sharedOffset.assign(1, -1);
    // Reductions with a known combiner split their reduction loops over the
    // threads of a block instead of one thread per output:
    //  - "column": a column reduction, or a row reduction too long for the
    //    row template (a vecmat), the output at the parallel loops in order:
    //    blocks of 32 outputs x 32 lanes, each lane folding every 32nd
    //    reduction point, the lanes' partials through shared memory (4 KB),
    //    folded in lane order (rows split over more blocks, see below);
    //  - "scalar": every loop a reduction: one block of up to 1024 threads
    //    folding a strided share each, then shuffles and warp partials.
    Operation *comb = getStitchCombiner(node.op);
    bool f32 = isa<ShapedType>(node.op->getResult(0).getType()) &&
               cast<ShapedType>(node.op->getResult(0).getType())
                   .getElementType()
                   .isF32();
    if (comb && getStitchCombinerIdentity(comb) && f32 &&
        llvm::all_of(node.op.getIndexingMapsArray(),
                     [](AffineMap m) { return m.isProjectedPermutation(); })) {
      unsigned nd = iters.size();
      unsigned numRed = llvm::count(iters, utils::IteratorType::reduction);
      int64_t redPoints = product(node.domain) / std::max<int64_t>(1, points);
      // The output at the parallel loops in order (the reduction loops may
      // come anywhere: a vecmat's reduction is its last loop but the
      // leading dimension of its matrix).
      SmallVector<AffineExpr> parallel;
      for (unsigned d = 0; d < nd; ++d)
        if (iters[d] == utils::IteratorType::parallel)
          parallel.push_back(getAffineDimExpr(d, node.op.getContext()));
      (void)numRed;
      AffineMap out =
          node.op.getIndexingMapMatchingResult(node.op->getResult(0));
      if ((node.cls == StitchOpClass::ColumnReduction ||
           node.cls == StitchOpClass::RowReduction) &&
          !parallel.empty() &&
          out == AffineMap::get(nd, 0, parallel, node.op.getContext())) {
        loop.schedule.composition = "column";
        loop.schedule.threadsPerRow = 32; // row lanes
        loop.schedule.blockSize = 1024;
        int64_t tiles = (points + 31) / 32;
        // Enough blocks for two of them per multiprocessor, each lane
        // still folding at least 16 rows: rows split into slices whose
        // partials a second kernel folds in slice order.
        loop.schedule.splits = std::clamp<int64_t>(
            (2 * dev.gpu.multiprocessors + tiles - 1) / tiles, 1,
            std::max<int64_t>(1, redPoints / (32 * 16)));
        loop.schedule.gridSize = tiles * loop.schedule.splits;
        if (loop.schedule.splits > 1)
          loop.bytesWritten += loop.schedule.splits * points * 4 * 2;
        loop.sharedRequested = loop.sharedAllocated = 32 * 32 * 4;
        loop.sharedOffset.assign(1, 0);
        loop.seconds = timeOf(loop.bytesRead + loop.bytesWritten,
                              bodyOps * product(node.domain),
                              loop.schedule.gridSize * 1024, dev);
      } else if (node.cls == StitchOpClass::ScalarReduction) {
        // Up to kScalarBlockPoints points, one block of up to 1024 threads.
        // Past it the points are split over blocks (each thread folding
        // about 4 of them, at most kScalarMaxSplits blocks, of 1024 threads
        // past 128 K points) whose partials, one per block, a second kernel
        // `<k>_final` folds: one warp, in a fixed order (the same result
        // every run). One block streams a large reduction at a single
        // multiprocessor's pace (logreg's loss over 65536 points: 64 loads
        // after one another per thread).
        loop.schedule.composition = "scalar";
        if (redPoints <= kScalarBlockPoints) {
          loop.schedule.blockSize =
              std::clamp<int64_t>(pow2Ceil(redPoints), 32, 1024);
        } else {
          loop.schedule.blockSize = redPoints > 128 * 1024 ? 1024 : 256;
          loop.schedule.splits = std::clamp<int64_t>(
              (redPoints + 4 * loop.schedule.blockSize - 1) /
                  (4 * loop.schedule.blockSize),
              2, kScalarMaxSplits);
          loop.bytesWritten += loop.schedule.splits * 4 * 2;
        }
        loop.schedule.threadsPerRow = loop.schedule.blockSize;
        loop.schedule.gridSize = loop.schedule.splits;
        loop.sharedRequested = loop.sharedAllocated =
            std::max<int64_t>(16, loop.schedule.blockSize / 32 * 4);
        loop.sharedOffset.assign(1, 0);
        loop.seconds =
            timeOf(loop.bytesRead + loop.bytesWritten,
                   bodyOps * product(node.domain),
                   loop.schedule.gridSize * loop.schedule.blockSize, dev) +
            (loop.schedule.splits > 1 ? dev.gpu.launchOverhead : 0.0);
      }
    }
    return loop;
  };
  // A column reduction alone is the column composition.
  if (group.size() == 1 &&
      (!nodeList[group[0]].notRowReason.empty() ||
       nodeList[group[0]].cls == StitchOpClass::ColumnReduction))
    return loopKernel();
  if (group.size() == 1) {
    StitchKernelInfo row = analyzeRowKernel(group, dev);
    // A schedule written on the op is honoured or refused, never dropped.
    bool scheduled = nodeList[group[0]].op->hasAttr(kStitchThreadsAttr) ||
                     nodeList[group[0]].op->hasAttr(kStitchRowsAttr) ||
                     nodeList[group[0]].op->hasAttr(kStitchRowsPerThreadAttr);
    return row.feasible || scheduled ? row : loopKernel();
  }
  return analyzeRowKernel(group, dev);
}

/// Whether `node` may be a small GEMM on `dev`: a row reduction with at least
/// three loops (rows..., column, k) no deeper than the device's limit.
static bool isSmallGemmCandidate(const StitchNode &node,
                                 const StitchModel &dev) {
  return node.cls == StitchOpClass::RowReduction && node.domain.size() >= 3 &&
         node.domain.back() <= dev.smallGemmMaxDepth;
}

bool mlir::kfusion::stitchKernelSynchronizes(const StitchKernelInfo &info) {
  StringRef c = info.schedule.composition;
  return c == "block" || c == "column" || c == "scalar" ||
         llvm::any_of(info.stagedOffset, [](int64_t o) { return o >= 0; });
}

bool mlir::kfusion::stitchGemmOperandIsRowInvariant(linalg::GenericOp op,
                                                    OpOperand *in) {
  AffineMap map = op.getMatchingIndexingMap(in);
  for (unsigned d = 0; d + 2 < op.getNumLoops(); ++d)
    if (map.isFunctionOfDim(d))
      return false;
  return true;
}

bool mlir::kfusion::stitchGemmSharesColumnOperand(linalg::GenericOp op) {
  unsigned nd = op.getNumLoops();
  return llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *in) {
    if (!isa<ShapedType>(in->get().getType()))
      return false;
    AffineMap map = op.getMatchingIndexingMap(in);
    return map.isFunctionOfDim(nd - 2) && map.isFunctionOfDim(nd - 1) &&
           stitchGemmOperandIsRowInvariant(op, in);
  });
}

SmallVector<int64_t> mlir::kfusion::stitchGemmStages(linalg::GenericOp op,
                                                     int64_t rowsPerBlock) {
  unsigned nd = op.getNumLoops();
  MLIRContext *ctx = op.getContext();
  AffineExpr col = getAffineDimExpr(nd - 2, ctx),
             k = getAffineDimExpr(nd - 1, ctx);
  SmallVector<int64_t> stages;
  for (OpOperand *in : op.getDpsInputOperands()) {
    ArrayRef<AffineExpr> results = op.getMatchingIndexingMap(in).getResults();
    if (!isa<ShapedType>(in->get().getType()) ||
        !llvm::is_contained(results, k) || llvm::is_contained(results, col)) {
      stages.push_back(0);
      continue;
    }
    int64_t bytes = rowsPerBlock * op.getStaticLoopRanges().back() *
                    elementBytes(in->get().getType());
    stages.push_back((bytes + 15) / 16 * 16);
  }
  return stages;
}

StitchKernelInfo StitchGraph::analyzeRowKernel(ArrayRef<unsigned> group,
                                               const StitchModel &dev) const {
  bool spaceFailed = false;
  StitchKernelInfo plain = analyzeRowKernelIn(group, dev, false, spaceFailed);
  if (group.size() < 2)
    return plain;
  // Small GEMMs as full values, where the group has one: preferred when
  // feasible (the plain space makes the GEMM a reduction per output point
  // with its consumers row-scalar: T threads folding k <= 256 products, most
  // of them idle, reading B across its rows), and the only way when the
  // GEMM's consumers reduce its rows.
  if (llvm::none_of(group, [&](unsigned n) {
        return isSmallGemmCandidate(nodeList[n], dev);
      }))
    return plain;
  bool gemmSpaceFailed = false;
  StitchKernelInfo withGemm =
      analyzeRowKernelIn(group, dev, true, gemmSpaceFailed);
  if (withGemm.feasible || (!plain.feasible && !gemmSpaceFailed))
    return withGemm;
  return plain;
}

StitchKernelInfo StitchGraph::analyzeRowKernelIn(ArrayRef<unsigned> group,
                                                 const StitchModel &dev,
                                                 bool smallGemms,
                                                 bool &spaceFailed) const {
  StitchKernelInfo info;
  llvm::SmallDenseMap<unsigned, unsigned> pos;
  for (auto [i, n] : llvm::enumerate(group))
    pos[n] = i;
  auto fail = [&](const Twine &why) {
    info.feasible = false;
    info.reason = why.str();
    info.seconds = -1;
    return info;
  };
  auto name = [&](unsigned n) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "op " << n << " (" << stringifyStitchOpClass(nodeList[n].cls) << ")";
    return s;
  };
  for (unsigned n : group)
    if (!nodeList[n].notRowReason.empty())
      return fail(name(n) + " cannot be stitched: " + nodeList[n].notRowReason);

  // The row space: that of the first row reduction, else of the widest op;
  // with small GEMMs, the parallel loops of the first one.
  auto isGemm = [&](const StitchNode &node) {
    return smallGemms && isSmallGemmCandidate(node, dev);
  };
  std::optional<unsigned> ref;
  for (unsigned n : group)
    if (nodeList[n].cls == StitchOpClass::RowReduction &&
        (!smallGemms || isGemm(nodeList[n]))) {
      ref = n;
      break;
    }
  if (!ref)
    for (unsigned n : group)
      if (!ref || nodeList[n].domain.size() > nodeList[*ref].domain.size())
        ref = n;
  ArrayRef<int64_t> refDomain = nodeList[*ref].domain;
  if (smallGemms)
    refDomain = refDomain.drop_back();
  if (refDomain.empty()) {
    info.cols = 1;
  } else {
    info.rows.assign(refDomain.begin(), refDomain.end() - 1);
    info.cols = refDomain.back();
  }
  SmallVector<int64_t> fullDomain(info.rows);
  fullDomain.push_back(info.cols);
  for (unsigned n : group) {
    ArrayRef<int64_t> d = nodeList[n].domain;
    bool gemm = isGemm(nodeList[n]) && !refDomain.empty() &&
                d.drop_back() == ArrayRef<int64_t>(fullDomain);
    bool isFull = !refDomain.empty() && d == ArrayRef<int64_t>(fullDomain);
    bool isScalar = d == ArrayRef<int64_t>(info.rows);
    if (refDomain.empty())
      isScalar = d.empty();
    spaceFailed = true;
    if (!isFull && !isScalar && !gemm)
      return fail(name(n) + " iterates over another space than the group's");
    if (!isFull && !gemm && nodeList[n].cls == StitchOpClass::RowReduction)
      return fail(name(n) + " reduces rows of another space");
    bool partial = nodeList[n].cls == StitchOpClass::ColumnReduction;
    if (partial && (!isFull || refDomain.empty()))
      return fail(name(n) + " reduces the columns of another space");
    spaceFailed = false;
    if (partial && smallGemms)
      return fail(name(n) + " is a column reduction beside a small GEMM");
    info.rowScalar.push_back(!isFull && !gemm);
    info.smallGemm.push_back(gemm);
    info.columnPartial.push_back(partial);
  }
  bool anyPartial = llvm::is_contained(info.columnPartial, true);
  // Values flow at the point.
  MLIRContext *ctx = nodeList[group[0]].op.getContext();
  for (unsigned c : group) {
    const StitchNode &cn = nodeList[c];
    for (OpOperand *use : readOperands(cn.op)) {
      Operation *def = use->get().getDefiningOp();
      auto it = def ? index.find(def) : index.end();
      if (it == index.end() || !pos.count(it->second))
        continue;
      unsigned p = it->second;
      if (info.columnPartial[pos[p]])
        return fail(name(c) + " reads the result of " + name(p) +
                    ", a column reduction complete only after the kernel");
      bool pFull = !info.rowScalar[pos[p]] &&
                   (nodeList[p].cls != StitchOpClass::RowReduction ||
                    info.smallGemm[pos[p]]);
      if (info.smallGemm[pos[c]]) {
        // Its init may be a full value at its output point; what it folds
        // comes from memory.
        unsigned nd = cn.domain.size();
        if (use == cn.op.getDpsInitOperand(0) && pFull &&
            cn.op.getMatchingIndexingMap(use) == prefixMap(nd, nd - 1, ctx))
          continue;
        return fail(name(c) + " is a small GEMM folding the value of " +
                    name(p) + "; what it folds must come from memory");
      }
      bool cFull = !info.rowScalar[pos[c]];
      AffineMap map = cn.op.getMatchingIndexingMap(use);
      unsigned nd = cn.domain.size();
      AffineMap want;
      if (cFull)
        want = pFull ? AffineMap::getMultiDimIdentityMap(nd, ctx)
                     : prefixMap(nd, nd - 1, ctx);
      else if (!pFull)
        want = AffineMap::getMultiDimIdentityMap(nd, ctx);
      if (!want || map != want)
        return fail(name(c) + " reads the value of " + name(p) +
                    " at another point than its own (a broadcast or "
                    "transpose of a fused value)");
    }
  }

  // The schedule.
  StitchSchedule &s = info.schedule;
  info.reductions = 0;
  for (auto [i, n] : llvm::enumerate(group))
    if (nodeList[n].cls == StitchOpClass::RowReduction && !info.smallGemm[i])
      ++info.reductions;
  for (auto [i, n] : llvm::enumerate(group))
    if (nodeList[n].cls == StitchOpClass::RowReduction && !info.smallGemm[i] &&
        elementBytes(nodeList[n].op->getResult(0).getType()) < 4)
      return fail(
          name(n) + " folds a " +
          Twine(8 * elementBytes(nodeList[n].op->getResult(0).getType())) +
          "-bit accumulator; shuffles and partials take 32 or 64 "
          "bits (accumulate in f32)");
  // Vector width: 16 bytes of the widest element a thread accesses per
  // column (f32: 4, f16 / bf16: 8), halved until it divides the row; scalar
  // accesses when some such element is not 1, 2, 4 or 8 bytes (i1).
  int64_t widest = 1;
  bool vectorizable = true;
  auto perColumn = [&](Type t) {
    auto shaped = dyn_cast<ShapedType>(t);
    if (!shaped)
      return;
    unsigned bits = shaped.getElementTypeBitWidth();
    if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
      vectorizable = false;
    widest = std::max<int64_t>(widest, bits / 8);
  };
  for (auto [i, n] : llvm::enumerate(group)) {
    if (info.rowScalar[i])
      continue;
    const StitchNode &node = nodeList[n];
    AffineExpr col =
        getAffineDimExpr(node.domain.size() - (info.smallGemm[i] ? 2 : 1), ctx);
    for (OpOperand *use : readOperands(node.op))
      if (llvm::is_contained(node.op.getMatchingIndexingMap(use).getResults(),
                             col))
        perColumn(use->get().getType());
    if (node.cls != StitchOpClass::RowReduction || info.smallGemm[i])
      perColumn(node.op->getResult(0).getType());
  }
  s.vectorWidth = vectorizable ? 16 / widest : 1;
  while (s.vectorWidth > 1 && info.cols % s.vectorWidth != 0)
    s.vectorWidth /= 2;
  int64_t work = (info.cols + s.vectorWidth - 1) / s.vectorWidth;
  int64_t numRows = product(info.rows);
  // Reductions size their threads by elements, not vectors: a vector of 8
  // halves counts as two of 4 floats, so a thread holds about 16 elements
  // (4 chunks of 4 floats, 2 of 8 halves) whatever the element width.
  int64_t scaled = work * std::max<int64_t>(s.vectorWidth, 4) / 4;
  if (info.reductions == 0) {
    // Elementwise only: one vector per thread as far as a block reaches (1024
    // threads), so that few registers hold the chunks and the SM is full:
    // fewer chunks per thread took fewer registers and ran no slower on a
    // bias + GELU + residual chain (docs/stitch.md, Row template).
    s.composition = "thread";
    s.threadsPerRow = std::clamp<int64_t>(pow2Ceil(work), 1, 1024);
    s.rowsPerBlock = std::max<int64_t>(1, 256 / s.threadsPerRow);
  } else if (scaled <= 128) {
    s.composition = "warp";
    s.threadsPerRow = 32;
    s.rowsPerBlock = 8;
  } else {
    s.composition = "block";
    s.threadsPerRow = std::clamp<int64_t>(pow2Ceil((scaled + 3) / 4), 64, 1024);
    s.rowsPerBlock = blockCompositionRows(s.threadsPerRow);
  }
  if (info.reductions > 0 && anyPartial) {
    // A row loop with column partials: each thread also holds the partials'
    // accumulators of its columns, and each row's reductions wait for the
    // row before the partials update, so fewer columns per thread pay: one
    // chunk (about 4 elements) per thread, at most 512 threads per row: on
    // logreg and layernorm backward this beat the rule above's threads, and
    // past 512 threads per row the kernels slowed again (docs/stitch.md,
    // Column partials).
    s.threadsPerRow = std::clamp<int64_t>(pow2Ceil(scaled), 32, 512);
    s.composition = s.threadsPerRow == 32 ? "warp" : "block";
    s.rowsPerBlock = s.threadsPerRow == 32 ? 8 : 1;
  }
  bool gemm = llvm::is_contained(info.smallGemm, true);
  auto attrOf = [&](StringRef name) -> IntegerAttr {
    for (unsigned n : group)
      if (auto attr = nodeList[n].op->getAttrOfType<IntegerAttr>(name))
        return attr;
    return {};
  };
  // Register tiling over rows (below) where a small GEMM's column operand
  // is the same for every row: at most 2 chunks per thread, so that the
  // accumulators of 2 rows or more stay about 16 values (where 2 rows per
  // thread still make a wave of blocks).
  bool tileRows =
      !anyPartial && llvm::any_of(llvm::enumerate(group), [&](auto it) {
        return info.smallGemm[it.index()] &&
               stitchGemmSharesColumnOperand(nodeList[it.value()].op);
      });
  if (tileRows && !attrOf(kStitchThreadsAttr)) {
    int64_t t =
        std::clamp<int64_t>(pow2Ceil((work + 1) / 2), s.threadsPerRow, 1024);
    if (t != s.threadsPerRow &&
        numRows / (2 * blockCompositionRows(t)) >= dev.gpu.multiprocessors) {
      s.threadsPerRow = t;
      s.composition = "block";
      s.rowsPerBlock = blockCompositionRows(t);
    }
  }
  // A schedule written on the ops (by hand or the tuner) replaces the
  // model's threads per row.
  if (IntegerAttr attr = attrOf(kStitchThreadsAttr)) {
    int64_t t = attr.getInt();
    if (t < 1 || t > 1024 || (t & (t - 1)) != 0 ||
        (info.reductions > 0 && t < 32))
      return fail(Twine("kfusion.stitch_threads = ") + Twine(t) +
                  " is not a power of two in [" +
                  Twine(info.reductions > 0 ? 32 : 1) + ", 1024]");
    s.threadsPerRow = t;
    if (info.reductions > 0) {
      s.composition = t == 32 ? "warp" : "block";
      s.rowsPerBlock = t == 32 ? 8 : anyPartial ? 1 : blockCompositionRows(t);
    } else {
      s.rowsPerBlock = std::max<int64_t>(1, 256 / t);
    }
  }
  s.chunks = (work + s.threadsPerRow - 1) / s.threadsPerRow;
  int64_t perThread = s.chunks * s.vectorWidth;
  s.rowsPerBlock = std::min<int64_t>(s.rowsPerBlock, pow2Ceil(numRows));
  // A small GEMM stages its row operand behind a barrier every thread of the
  // block must reach, and a block reduction's warp partials meet behind
  // barriers: no such block may hold rows past the end.
  bool barriers = gemm || (s.composition == "block" && info.reductions > 0);
  if (barriers)
    while (numRows % s.rowsPerBlock != 0)
      s.rowsPerBlock /= 2;
  // Rows per thread: a small GEMM's column operand (a row of B), loaded once
  // per k, feeds the products of every row the thread computes, cutting the
  // loads per product by that factor (those loads, not DRAM, bound a small
  // GEMM fused in a row kernel).
  // The block keeps its threads: P rows per thread make P times the rows per
  // block, which must divide the rows (a thread's rows never run past the
  // end). The model: accumulators of about 16 values (elements per thread x
  // rows), at most 4 rows, and still a wave of blocks; one row per thread
  // without a small GEMM sharing its B. About 16 accumulators was the best
  // point of a matmul + softmax: more rows per thread than that ran slower
  // again (docs/stitch.md, Small GEMMs and register tiling over rows).
  bool rowsPerThreadByModel = false;
  if (IntegerAttr attr = attrOf(kStitchRowsPerThreadAttr)) {
    int64_t r = attr.getInt();
    if (r < 1 || r > 16 || (r & (r - 1)) != 0)
      return fail(Twine("kfusion.stitch_rows_per_thread = ") + Twine(r) +
                  " is not a power of two in [1, 16]");
    if (r > 1 && anyPartial)
      return fail(Twine("kfusion.stitch_rows_per_thread = ") + Twine(r) +
                  ": a kernel with column partials computes one row per "
                  "thread");
    s.rowsPerThread = r;
  } else if (tileRows) {
    s.rowsPerThread = std::clamp<int64_t>(
        pow2Floor(std::max<int64_t>(1, 16 / perThread)), 1, 4);
    rowsPerThreadByModel = true;
    while (s.rowsPerThread > 1 &&
           (numRows % (s.rowsPerBlock * s.rowsPerThread) != 0 ||
            numRows / (s.rowsPerBlock * s.rowsPerThread) <
                dev.gpu.multiprocessors))
      s.rowsPerThread /= 2;
  }
  if (s.rowsPerThread > 1) {
    s.rowsPerBlock *= s.rowsPerThread;
    while (numRows % s.rowsPerBlock != 0 && s.rowsPerBlock > s.rowsPerThread)
      s.rowsPerBlock /= 2;
  }
  // Rows per block written on the ops (by hand or the tuner) replace the
  // model's.
  if (IntegerAttr attr = attrOf(kStitchRowsAttr)) {
    int64_t r = attr.getInt();
    if (r < 1 || (r & (r - 1)) != 0 ||
        r / s.rowsPerThread * s.threadsPerRow > 1024)
      return fail(Twine("kfusion.stitch_rows = ") + Twine(r) +
                  " is not a power of two with at most 1024 threads per "
                  "block (" +
                  Twine(s.threadsPerRow) + " threads per row" +
                  (s.rowsPerThread > 1
                       ? ", " + Twine(s.rowsPerThread) + " rows per thread"
                       : Twine()) +
                  ")");
    if ((barriers || s.rowsPerThread > 1) && numRows % r != 0)
      return fail(Twine("kfusion.stitch_rows = ") + Twine(r) +
                  " does not divide the " + Twine(numRows) +
                  " rows, and the kernel's barriers need every row of a "
                  "block");
    if (rowsPerThreadByModel)
      s.rowsPerThread = std::min(s.rowsPerThread, r);
    s.rowsPerBlock = r;
  }
  if (s.rowsPerBlock % s.rowsPerThread != 0)
    return fail(Twine(s.rowsPerThread) + " rows per thread do not divide the " +
                Twine(s.rowsPerBlock) + " rows per block");
  if (s.rowsPerThread > 1 && numRows % s.rowsPerBlock != 0)
    return fail(Twine(s.rowsPerThread) + " rows per thread do not divide the " +
                Twine(numRows) + " rows");
  s.blockSize = s.threadsPerRow * s.rowsPerBlock / s.rowsPerThread;
  s.gridSize = (numRows + s.rowsPerBlock - 1) / s.rowsPerBlock;
  if (anyPartial) {
    // The blocks loop over the row blocks; a grid of one resident wave
    // (every (block, row in block) a partial row for the final kernels).
    if (numRows % s.rowsPerBlock != 0)
      return fail("column partials need the rows (" + Twine(numRows) +
                  ") to be a multiple of the rows per block (" +
                  Twine(s.rowsPerBlock) + ")");
    int64_t wave =
        dev.gpu.multiprocessors *
        std::max<int64_t>(1, dev.gpu.maxThreadsPerMultiprocessor / s.blockSize);
    s.rowLoop = true;
    s.gridSize = std::min(s.gridSize, wave);
    s.splits = s.gridSize * s.rowsPerBlock;
  }
  if (s.chunks > 16)
    return fail(llvm::Twine("a row of ") + Twine(info.cols) +
                " columns needs more than 16 chunks of " +
                Twine(s.threadsPerRow * s.vectorWidth) + " per thread");

  // Full values per thread: lifetimes of the group's full results and of the
  // full operands loaded from memory (a load is kept for later readers).
  struct Life {
    unsigned def, last;
    bool spillable;
    int node;
  };
  SmallVector<Life> lives;
  llvm::DenseMap<std::pair<Value, AffineMap>, unsigned> loads;
  for (auto [i, n] : llvm::enumerate(group)) {
    const StitchNode &node = nodeList[n];
    bool full = !info.rowScalar[i];
    if (info.smallGemm[i]) {
      // Its accumulators, in registers until the last reader; its operands
      // are read inside its loop, not kept.
      unsigned last = i;
      for (unsigned c : node.consumers)
        if (pos.count(c))
          last = std::max(last, pos[c]);
      lives.push_back({unsigned(i), last, false, int(i)});
      continue;
    }
    if (info.columnPartial[i]) {
      // Its accumulators, in registers through the whole row loop.
      lives.push_back({0u, unsigned(group.size() - 1), false, int(i)});
    }
    if (full && node.cls == StitchOpClass::Elementwise) {
      unsigned last = i;
      for (unsigned c : node.consumers)
        if (pos.count(c))
          last = std::max(last, pos[c]);
      lives.push_back({unsigned(i), last, true, int(i)});
    }
    if (!full)
      continue;
    unsigned nd = node.domain.size();
    for (OpOperand *use : readOperands(node.op)) {
      Operation *def = use->get().getDefiningOp();
      auto it = def ? index.find(def) : index.end();
      if (it != index.end() && pos.count(it->second))
        continue;
      AffineMap map = node.op.getMatchingIndexingMap(use);
      bool perColumn = map.getNumResults() > 0 &&
                       map.getResults().back() == getAffineDimExpr(nd - 1, ctx);
      if (!perColumn && !llvm::any_of(map.getResults(), [&](AffineExpr e) {
            return e == getAffineDimExpr(nd - 1, ctx);
          }))
        continue; // constant along the row: one value
      auto [lit, fresh] = loads.try_emplace({use->get(), map}, lives.size());
      if (fresh)
        lives.push_back({unsigned(i), unsigned(i), false, -1});
      else
        lives[lit->second].last = unsigned(i);
    }
  }
  info.sharedOffset.assign(group.size(), -1);
  SmallVector<bool> spilled(lives.size(), false);
  auto maxLive = [&] {
    int64_t best = 0;
    for (unsigned p = 0; p < group.size(); ++p) {
      int64_t live = 0;
      for (auto [k, l] : llvm::enumerate(lives))
        if (!spilled[k] && l.def <= p && p <= l.last)
          ++live;
      best = std::max(best, live);
    }
    return best;
  };
  int64_t live = maxLive();
  // The model's rows per thread give way to the registers before values
  // are spilled: the block keeps its threads, or, where the rows per block
  // are written on the ops, its rows (while it stays within 1024 threads).
  bool rowsWritten = bool(attrOf(kStitchRowsAttr));
  while (rowsPerThreadByModel && s.rowsPerThread > 1 &&
         live * perThread * s.rowsPerThread > dev.maxRegisterValues) {
    if (rowsWritten) {
      if (s.threadsPerRow * s.rowsPerBlock / (s.rowsPerThread / 2) > 1024)
        break;
    } else {
      s.rowsPerBlock /= 2;
      s.gridSize = numRows / s.rowsPerBlock;
    }
    s.rowsPerThread /= 2;
    s.blockSize = s.threadsPerRow * s.rowsPerBlock / s.rowsPerThread;
  }
  perThread *= s.rowsPerThread;
  while (live * perThread > dev.maxRegisterValues) {
    // Spill the longest-lived value that may go to shared memory.
    int victim = -1;
    for (auto [k, l] : llvm::enumerate(lives))
      if (l.spillable && !spilled[k] && l.last > l.def &&
          (victim < 0 ||
           l.last - l.def > lives[victim].last - lives[victim].def))
        victim = k;
    if (victim < 0)
      return fail(Twine(live) + " full values of " + Twine(perThread) +
                  " elements per thread exceed the register budget of " +
                  Twine(dev.maxRegisterValues));
    spilled[victim] = true;
    live = maxLive();
  }
  info.maxLiveValues = live;
  if (s.composition != "block" &&
      llvm::any_of(spilled, [](bool b) { return b; }))
    return fail("values would not fit in registers and only block "
                "composition stages them in shared memory");

  // Shared memory: spilled values (per row, thread-private columns) and the
  // block reductions' warp partials, each pool allocated by dominance.
  SmallVector<SharedRequest> spillReq, reduceReq;
  SmallVector<unsigned> spillNode, reduceNode;
  for (auto [k, l] : llvm::enumerate(lives))
    if (spilled[k]) {
      spillReq.push_back(
          {s.rowsPerBlock * info.cols *
               elementBytes(nodeList[group[l.node]].op->getResult(0).getType()),
           l.def, l.last});
      spillNode.push_back(l.node);
    }
  if (s.composition == "block")
    for (auto [i, n] : llvm::enumerate(group))
      if (nodeList[n].cls == StitchOpClass::RowReduction &&
          !info.smallGemm[i]) {
        int64_t elemBytes = std::max<unsigned>(
            4, cast<ShapedType>(nodeList[n].op->getResult(0).getType())
                       .getElementTypeBitWidth() /
                   8);
        reduceReq.push_back(
            {s.rowsPerBlock * (s.threadsPerRow / 32) * elemBytes, unsigned(i),
             unsigned(i)});
        reduceNode.push_back(i);
      }
  SharedAllocation spillAlloc = allocateSharedByDominance(spillReq);
  SharedAllocation reduceAlloc = allocateSharedByDominance(reduceReq);
  for (auto [k, n] : llvm::enumerate(spillNode))
    info.sharedOffset[n] = spillAlloc.offsets[k];
  for (auto [k, n] : llvm::enumerate(reduceNode))
    info.sharedOffset[n] = spillAlloc.totalBytes + reduceAlloc.offsets[k];
  for (const SharedRequest &r : spillReq)
    info.sharedRequested += r.bytes;
  for (const SharedRequest &r : reduceReq)
    info.sharedRequested += r.bytes;
  info.sharedAllocated = spillAlloc.totalBytes + reduceAlloc.totalBytes;
  // Small GEMMs' stages last, never reused: a block may still read a stage
  // while a faster warp moves on to the next op's shared memory.
  info.stagedOffset.assign(group.size(), -1);
  for (auto [i, n] : llvm::enumerate(group)) {
    if (!info.smallGemm[i])
      continue;
    info.stagedOffset[i] = info.sharedAllocated;
    for (int64_t bytes : stitchGemmStages(nodeList[n].op, s.rowsPerBlock)) {
      info.sharedRequested += bytes;
      info.sharedAllocated += bytes;
    }
  }
  if (info.sharedAllocated > dev.gpu.staticSharedBytesPerBlock)
    return fail(Twine(info.sharedAllocated) +
                " bytes of shared memory exceed the limit of " +
                Twine(dev.gpu.staticSharedBytesPerBlock));

  // Traffic: each outside tensor read once, each value used outside written.
  llvm::SmallPtrSet<Value, 8> readValues;
  double flops = 0;
  for (unsigned n : group) {
    const StitchNode &node = nodeList[n];
    for (OpOperand *use : readOperands(node.op)) {
      Operation *def = use->get().getDefiningOp();
      auto it = def ? index.find(def) : index.end();
      if (it != index.end() && pos.count(it->second))
        continue;
      if (isa<ShapedType>(use->get().getType()) &&
          readValues.insert(use->get()).second)
        info.bytesRead += bytesOf(use->get().getType());
    }
    bool outside =
        node.escapes ||
        llvm::any_of(node.consumers, [&](unsigned c) { return !pos.count(c); });
    if (outside)
      info.bytesWritten += node.resultBytes;
    // Column partials: written by this kernel, read by a final one.
    if (info.columnPartial[pos[n]])
      info.bytesWritten += 2 * s.splits * info.cols * 4;
    flops += double(product(node.domain)) *
             std::max<size_t>(
                 1, node.op.getRegion().front().getOperations().size() - 1);
  }
  info.feasible = true;
  info.seconds =
      timeOf(info.bytesRead + info.bytesWritten, flops,
             s.gridSize * s.blockSize, dev) +
      dev.gpu.launchOverhead * double(llvm::count(info.columnPartial, true));
  return info;
}

double StitchGraph::score(ArrayRef<unsigned> group,
                          const StitchModel &dev) const {
  StitchKernelInfo k = analyzeKernel(group, dev);
  if (!k.feasible)
    return -1;
  double alone = 0;
  for (unsigned n : sorted(group))
    alone += analyzeKernel({n}, dev).seconds;
  return alone - k.seconds;
}

//===----------------------------------------------------------------------===//
// Shared memory by dominance
//===----------------------------------------------------------------------===//

SharedAllocation
mlir::kfusion::allocateSharedByDominance(ArrayRef<SharedRequest> requests,
                                         int64_t alignment) {
  struct BlockState {
    int64_t offset, bytes;
    unsigned ownerLastUse;
  };
  SmallVector<BlockState> blocks;
  SharedAllocation a;
  for (const SharedRequest &r : requests) {
    int64_t bytes = (r.bytes + alignment - 1) / alignment * alignment;
    BlockState *reuse = nullptr;
    for (BlockState &b : blocks)
      if (b.ownerLastUse < r.start && b.bytes >= bytes) {
        reuse = &b;
        break;
      }
    if (reuse) {
      reuse->ownerLastUse = r.lastUse;
      a.offsets.push_back(reuse->offset);
      continue;
    }
    blocks.push_back({a.totalBytes, bytes, r.lastUse});
    a.offsets.push_back(a.totalBytes);
    a.totalBytes += bytes;
  }
  return a;
}

//===----------------------------------------------------------------------===//
// Patterns and the greedy plan
//===----------------------------------------------------------------------===//

SmallVector<FusionPattern>
mlir::kfusion::generateStitchPatterns(const StitchGraph &graph,
                                      const StitchModel &device,
                                      const StitchPatternOptions &options) {
  std::set<SmallVector<unsigned>> seen;
  SmallVector<FusionPattern> patterns;
  auto consider = [&](ArrayRef<unsigned> group) {
    SmallVector<unsigned> g = StitchGraph::sorted(group);
    if (g.size() < 2 || g.size() > options.maxPatternSize ||
        patterns.size() >= options.maxPatterns || !seen.insert(g).second)
      return false;
    double score = graph.score(g, device);
    if (score <= 0)
      return false;
    // Non-convex patterns (a path leaves and re-enters) are kept: the ILP's
    // cycle cuts exclude them only in combinations that form a cycle, the
    // paper's iterative scheme.
    patterns.push_back({g, score});
    return true;
  };

  // Substitution: partition ops are those outside the growing sets; the
  // weakly connected components of the rest are fused whole.
  // Level 0 partitions at every op the row template cannot take (matmuls,
  // transposes, column and scalar reductions: the paper's large GEMMs,
  // column and scalar reductions); level 1 also at row reductions, leaving
  // the elementwise chains between them.
  auto isPartition = [&](unsigned n, int level) {
    if (!graph.node(n).notRowReason.empty())
      return true;
    return level >= 1 && graph.node(n).cls == StitchOpClass::RowReduction;
  };
  for (int level = 0; level < 2; ++level) {
    SmallVector<int> comp(graph.size(), -1);
    int numComp = 0;
    for (unsigned s = 0; s < graph.size(); ++s) {
      if (comp[s] >= 0 || isPartition(s, level))
        continue;
      std::deque<unsigned> work{s};
      comp[s] = numComp;
      while (!work.empty()) {
        unsigned n = work.front();
        work.pop_front();
        SmallVector<unsigned> nbrs(graph.node(n).producers);
        nbrs.append(graph.node(n).consumers);
        for (unsigned m : nbrs) {
          if (comp[m] < 0 && !isPartition(m, level)) {
            comp[m] = numComp;
            work.push_back(m);
          }
        }
      }
      ++numComp;
    }
    for (int c = 0; c < numComp; ++c) {
      SmallVector<unsigned> members;
      for (unsigned n = 0; n < graph.size(); ++n)
        if (comp[n] == c)
          members.push_back(n);
      consider(members);
      // The component split by row space: members that the first reduction
      // (or the widest op) accepts.
      SmallVector<unsigned> compatible;
      for (unsigned n : members) {
        compatible.push_back(n);
        if (!graph.analyzeKernel(compatible, device).feasible)
          compatible.pop_back();
      }
      consider(compatible);
    }
  }

  // Exploratory: grow from each seed, one producer, consumer or sibling at a
  // time, keeping each feasible set. Siblings read a common tensor (an
  // argument or another op's result): fused, they read it once. The paper
  // fuses ops with or without data dependences; a producer/consumer
  // fusion (plan=greedy) never groups them.
  llvm::DenseMap<Value, SmallVector<unsigned>> readersOf;
  for (unsigned n = 0; n < graph.size(); ++n)
    for (OpOperand *use : readOperands(graph.node(n).op))
      if (isa<ShapedType>(use->get().getType()))
        readersOf[use->get()].push_back(n);
  for (unsigned seed = 0; seed < graph.size(); ++seed) {
    if (!graph.node(seed).notRowReason.empty())
      continue;
    unsigned perSeed = 0;
    std::deque<SmallVector<unsigned>> frontier{{seed}};
    std::set<SmallVector<unsigned>> visited{{seed}};
    while (!frontier.empty() && perSeed < options.maxPerSeed &&
           patterns.size() < options.maxPatterns) {
      SmallVector<unsigned> cur = frontier.front();
      frontier.pop_front();
      llvm::SetVector<unsigned> nbrs;
      for (unsigned n : cur) {
        for (unsigned m : graph.node(n).producers)
          nbrs.insert(m);
        for (unsigned m : graph.node(n).consumers)
          nbrs.insert(m);
        for (OpOperand *use : readOperands(graph.node(n).op))
          if (auto it = readersOf.find(use->get()); it != readersOf.end())
            for (unsigned m : it->second)
              nbrs.insert(m);
      }
      for (unsigned m : nbrs) {
        if (llvm::is_contained(cur, m) || !graph.node(m).notRowReason.empty())
          continue;
        SmallVector<unsigned> next = cur;
        next.push_back(m);
        next = StitchGraph::sorted(next);
        if (next.size() > options.maxPatternSize ||
            !visited.insert(next).second)
          continue;
        if (!graph.analyzeKernel(next, device).feasible)
          continue;
        if (consider(next))
          ++perSeed;
        frontier.push_back(next);
      }
    }
  }
  return patterns;
}

SmallVector<unsigned>
mlir::kfusion::planStitchGreedy(const StitchGraph &graph,
                                const StitchModel &device) {
  SmallVector<unsigned> groupOf(graph.size());
  SmallVector<SmallVector<unsigned>> members;
  for (unsigned n = 0; n < graph.size(); ++n) {
    bool joined = false;
    if (graph.node(n).notRowReason.empty()) {
      for (unsigned p : graph.node(n).producers) {
        unsigned g = groupOf[p];
        SmallVector<unsigned> merged = members[g];
        merged.push_back(n);
        if (graph.score(merged, device) <= 0)
          continue;
        SmallVector<unsigned> trial(groupOf.begin(), groupOf.begin() + n);
        trial.push_back(g);
        // Nodes after n are not placed yet: each in a group of its own.
        for (unsigned k = n + 1; k < graph.size(); ++k)
          trial.push_back(members.size() + (k - n));
        if (failed(graph.topologicalGroupOrder(trial)))
          continue;
        groupOf[n] = g;
        members[g].push_back(n);
        joined = true;
        break;
      }
    }
    if (!joined) {
      groupOf[n] = members.size();
      members.push_back({n});
    }
  }
  return groupOf;
}
