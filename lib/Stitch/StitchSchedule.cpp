//===- StitchSchedule.cpp - The row template's analysis and schedule ------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Whether the row template (StitchGraph.h) can generate a group of ops, and
// how: the row space and each op's place in it, the values read at their own
// point, the composition (FusionStitching's thread, warp and block
// composition) with its vector width, threads per row, rows per block and
// per thread, the values held in registers, and shared memory allocated by
// dominance. Schedules written on the ops (by hand or the tuner) replace the
// model's, or are refused with the reason.
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <optional>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

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

/// Whether row reduction `op` (loops rows..., column, k) reads as a
/// contraction: an operand indexed by k and not by the column (a row of A,
/// the same for every column) and one indexed by the column and k that a row
/// loop does not index (B, the same for those rows). A reduction of a 3-D
/// tensor over its last dimension reads every operand at its own point (or
/// through k alone): no reuse across columns or rows, a row reduction.
static bool isContraction(linalg::GenericOp op) {
  unsigned nd = op.getNumLoops();
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isProjectedPermutation(); }))
    return false;
  bool rowOperand = false, columnOperand = false;
  for (OpOperand *in : usedInputs(op)) {
    if (!isa<ShapedType>(in->get().getType()) || getStitchSplatValue(in->get()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(in);
    bool col = map.isFunctionOfDim(nd - 2), k = map.isFunctionOfDim(nd - 1);
    bool everyRow = true;
    for (unsigned d = 0; d + 2 < nd; ++d)
      everyRow &= map.isFunctionOfDim(d);
    rowOperand |= k && !col;
    columnOperand |= k && col && !everyRow;
  }
  return rowOperand && columnOperand;
}

/// Whether `node` may be a small GEMM on `dev`: a row reduction with at least
/// three loops (rows..., column, k) that is a contraction, no deeper than the
/// device's limit.
static bool isSmallGemmCandidate(const StitchNode &node,
                                 const StitchModel &dev) {
  return node.cls == StitchOpClass::RowReduction && node.domain.size() >= 3 &&
         node.domain.back() <= dev.smallGemmMaxDepth && isContraction(node.op);
}

//===----------------------------------------------------------------------===//
// Small GEMMs
//===----------------------------------------------------------------------===//

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
        getStitchSplatValue(in->get()) || !op.payloadUsesValueFromOperand(in) ||
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

//===----------------------------------------------------------------------===//
// The row template's analysis, step by step
//===----------------------------------------------------------------------===//

namespace {
/// The analysis of one group in one row space (analyzeRowTemplate), one step
/// per method in the order `run` calls them. Each step fills its part of
/// `info` or fails with the reason; after a failure `info` is the answer as
/// it stands.
class RowKernelAnalysis {
public:
  RowKernelAnalysis(const StitchGraph &graph, ArrayRef<unsigned> group,
                    const StitchModel &dev, bool smallGemms)
      : graph(graph), group(group), dev(dev), smallGemms(smallGemms) {
    for (auto [i, n] : llvm::enumerate(group))
      pos[n] = i;
  }

  /// Runs the steps; sets `spaceFailed` as analyzeRowTemplate says.
  StitchKernelInfo run(bool &spaceFailed) {
    if (failed(checkOpsRowCapable()) || failed(placeInRowSpace(spaceFailed)) ||
        failed(checkValueFlow()) || failed(chooseVectorWidth()))
      return info;
    chooseComposition();
    if (failed(applyWrittenThreads()))
      return info;
    chooseRowsPerBlock();
    if (failed(chooseRowsPerThread()) || failed(applyWrittenRows()) ||
        failed(chooseGrid()))
      return info;
    collectLifetimes();
    if (failed(fitRegisters()) || failed(allocateShared()))
      return info;
    modelRowKernelCost(graph, group, dev, info);
    return info;
  }

private:
  /// One value a thread holds per element of its columns: from the op at
  /// group position `def` to its last reader at `last`; `node` is the group
  /// position of the op whose result it is (-1 for an operand loaded from
  /// memory); only elementwise results may go to shared memory.
  struct Life {
    unsigned def, last;
    bool spillable;
    int node;
  };

  /// Marks the group infeasible for `why` and fails.
  LogicalResult fail(const Twine &why) {
    info.feasible = false;
    info.reason = why.str();
    info.seconds = -1;
    return failure();
  }
  /// `op N (class)`, for the reasons.
  std::string name(unsigned n) const {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "op " << n << " (" << stringifyStitchOpClass(graph.node(n).cls)
       << ")";
    return s;
  }
  /// Whether `node` is a small GEMM in this space.
  bool isGemm(const StitchNode &node) const {
    return smallGemms && isSmallGemmCandidate(node, dev);
  }
  /// Whether `v` is the result of an op of the group, and which (its node).
  std::optional<unsigned> groupProducer(Value v) const {
    Operation *def = v.getDefiningOp();
    std::optional<unsigned> n = def ? graph.nodeOf(def) : std::nullopt;
    if (n && pos.count(*n))
      return n;
    return std::nullopt;
  }
  /// The integer attribute `name` of the first op of the group carrying it
  /// (a schedule written by hand or the tuner), or null.
  IntegerAttr writtenAttr(StringRef name) const {
    for (unsigned n : group)
      if (auto attr = graph.node(n).op->getAttrOfType<IntegerAttr>(name))
        return attr;
    return {};
  }
  /// The most values live at once, per thread, those not spilled.
  int64_t maxLive() const {
    int64_t best = 0;
    for (unsigned p = 0; p < group.size(); ++p) {
      int64_t live = 0;
      for (auto [k, l] : llvm::enumerate(lives))
        if (!spilled[k] && l.def <= p && p <= l.last)
          ++live;
      best = std::max(best, live);
    }
    return best;
  }

  LogicalResult checkOpsRowCapable();
  LogicalResult placeInRowSpace(bool &spaceFailed);
  LogicalResult checkValueFlow();
  LogicalResult chooseVectorWidth();
  void chooseComposition();
  LogicalResult applyWrittenThreads();
  void chooseRowsPerBlock();
  LogicalResult chooseRowsPerThread();
  LogicalResult applyWrittenRows();
  LogicalResult chooseGrid();
  void collectLifetimes();
  LogicalResult fitRegisters();
  LogicalResult allocateShared();

  const StitchGraph &graph;
  ArrayRef<unsigned> group;
  const StitchModel &dev;
  bool smallGemms;
  StitchKernelInfo info;
  /// Each node's position in the group.
  llvm::SmallDenseMap<unsigned, unsigned> pos;
  /// Some op of the group is a column reduction taken as column partials.
  bool anyPartial = false;
  /// Vectors per row (W) and the rows (the product of the row space).
  int64_t work = 0, numRows = 0;
  /// Register tiling over rows suits the group (a small GEMM sharing its
  /// column operand, no column partials).
  bool tileRows = false;
  /// Every thread of a block must reach the kernel's barriers.
  bool barriers = false;
  /// Elements per thread of a row (chunks x vector width, then times the
  /// rows per thread once the registers are fitted).
  int64_t perThread = 0;
  /// The rows per thread are the model's (they may still give way).
  bool rowsPerThreadByModel = false;
  /// The full values per thread and which of them are spilled.
  SmallVector<Life> lives;
  SmallVector<bool> spilled;
};
} // namespace

/// Every op must be one the row template takes.
LogicalResult RowKernelAnalysis::checkOpsRowCapable() {
  for (unsigned n : group)
    if (!graph.node(n).notRowReason.empty())
      return fail(name(n) +
                  " cannot be stitched: " + graph.node(n).notRowReason);
  return success();
}

/// The row space: that of the first row reduction, else of the widest op;
/// with small GEMMs, the parallel loops of the first one. Each op is full
/// (over rows x columns), row-scalar (over the rows), a small GEMM (full with
/// a k loop past the columns) or a column reduction taken as partials (full).
/// Sets `spaceFailed` while an op iterates over another space.
LogicalResult RowKernelAnalysis::placeInRowSpace(bool &spaceFailed) {
  std::optional<unsigned> ref;
  for (unsigned n : group)
    if (graph.node(n).cls == StitchOpClass::RowReduction &&
        (!smallGemms || isGemm(graph.node(n)))) {
      ref = n;
      break;
    }
  if (!ref)
    for (unsigned n : group)
      if (!ref || graph.node(n).domain.size() > graph.node(*ref).domain.size())
        ref = n;
  ArrayRef<int64_t> refDomain = graph.node(*ref).domain;
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
    ArrayRef<int64_t> d = graph.node(n).domain;
    bool gemm = isGemm(graph.node(n)) && !refDomain.empty() &&
                d.drop_back() == ArrayRef<int64_t>(fullDomain);
    bool isFull = !refDomain.empty() && d == ArrayRef<int64_t>(fullDomain);
    bool isScalar = d == ArrayRef<int64_t>(info.rows);
    if (refDomain.empty())
      isScalar = d.empty();
    spaceFailed = true;
    if (!isFull && !isScalar && !gemm)
      return fail(name(n) + " iterates over another space than the group's");
    if (!isFull && !gemm && graph.node(n).cls == StitchOpClass::RowReduction)
      return fail(name(n) + " reduces rows of another space");
    bool partial = graph.node(n).cls == StitchOpClass::ColumnReduction;
    if (partial && (!isFull || refDomain.empty()))
      return fail(name(n) + " reduces the columns of another space");
    spaceFailed = false;
    if (partial && smallGemms)
      return fail(name(n) + " is a column reduction beside a small GEMM");
    info.rowScalar.push_back(!isFull && !gemm);
    info.smallGemm.push_back(gemm);
    info.columnPartial.push_back(partial);
  }
  anyPartial = llvm::is_contained(info.columnPartial, true);
  return success();
}

/// Values flow at the point: a fused value is read where it was computed
/// (full to full at the identity, row-scalar to full broadcast along the
/// row); nothing reads a column reduction's result; a small GEMM folds
/// values from memory (its init may be a full value at its output point).
LogicalResult RowKernelAnalysis::checkValueFlow() {
  MLIRContext *ctx = graph.node(group[0]).op.getContext();
  for (unsigned c : group) {
    const StitchNode &cn = graph.node(c);
    for (OpOperand *use : readOperands(cn.op)) {
      std::optional<unsigned> producer = groupProducer(use->get());
      if (!producer)
        continue;
      unsigned p = *producer;
      if (info.columnPartial[pos[p]])
        return fail(name(c) + " reads the result of " + name(p) +
                    ", a column reduction complete only after the kernel");
      bool pFull = !info.rowScalar[pos[p]] &&
                   (graph.node(p).cls != StitchOpClass::RowReduction ||
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
  return success();
}

/// Counts the row reductions (refusing accumulators under 32 bits) and
/// chooses the vector width: 16 bytes of the widest element a thread
/// accesses per column (f32: 4, f16 / bf16: 8), halved until it divides the
/// row; scalar accesses when some such element is not 1, 2, 4 or 8 bytes
/// (i1). Sets the vectors per row and the rows.
LogicalResult RowKernelAnalysis::chooseVectorWidth() {
  StitchSchedule &s = info.schedule;
  info.reductions = 0;
  for (auto [i, n] : llvm::enumerate(group))
    if (graph.node(n).cls == StitchOpClass::RowReduction && !info.smallGemm[i])
      ++info.reductions;
  for (auto [i, n] : llvm::enumerate(group))
    if (graph.node(n).cls == StitchOpClass::RowReduction &&
        !info.smallGemm[i] &&
        elementBytes(graph.node(n).op->getResult(0).getType()) < 4)
      return fail(
          name(n) + " folds a " +
          Twine(8 * elementBytes(graph.node(n).op->getResult(0).getType())) +
          "-bit accumulator; shuffles and partials take 32 or 64 "
          "bits (accumulate in f32)");
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
  MLIRContext *ctx = graph.node(group[0]).op.getContext();
  for (auto [i, n] : llvm::enumerate(group)) {
    if (info.rowScalar[i])
      continue;
    const StitchNode &node = graph.node(n);
    AffineExpr col =
        getAffineDimExpr(node.domain.size() - (info.smallGemm[i] ? 2 : 1), ctx);
    for (OpOperand *use : readOperands(node.op))
      if (node.op.getMatchingIndexingMap(use).isFunctionOfDim(
              cast<AffineDimExpr>(col).getPosition()))
        perColumn(use->get().getType());
    if (node.cls != StitchOpClass::RowReduction || info.smallGemm[i])
      perColumn(node.op->getResult(0).getType());
  }
  s.vectorWidth = vectorizable ? 16 / widest : 1;
  while (s.vectorWidth > 1 && info.cols % s.vectorWidth != 0)
    s.vectorWidth /= 2;
  work = (info.cols + s.vectorWidth - 1) / s.vectorWidth;
  numRows = product(info.rows);
  return success();
}

/// The model's composition and threads per row: thread composition without
/// reductions, warp composition for short rows, block composition for long
/// ones; fewer columns per thread with column partials; more threads where
/// register tiling over rows suits the group.
void RowKernelAnalysis::chooseComposition() {
  StitchSchedule &s = info.schedule;
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
  // Register tiling over rows (below) where a small GEMM's column operand
  // is the same for every row: at most 2 chunks per thread, so that the
  // accumulators of 2 rows or more stay about 16 values (where 2 rows per
  // thread still make a wave of blocks).
  tileRows = !anyPartial && llvm::any_of(llvm::enumerate(group), [&](auto it) {
    return info.smallGemm[it.index()] &&
           stitchGemmSharesColumnOperand(graph.node(it.value()).op);
  });
  if (tileRows && !writtenAttr(kStitchThreadsAttr)) {
    int64_t t =
        std::clamp<int64_t>(pow2Ceil((work + 1) / 2), s.threadsPerRow, 1024);
    if (t != s.threadsPerRow &&
        numRows / (2 * blockCompositionRows(t)) >= dev.gpu.multiprocessors) {
      s.threadsPerRow = t;
      s.composition = "block";
      s.rowsPerBlock = blockCompositionRows(t);
    }
  }
}

/// A schedule written on the ops (by hand or the tuner) replaces the
/// model's threads per row, or is refused.
LogicalResult RowKernelAnalysis::applyWrittenThreads() {
  StitchSchedule &s = info.schedule;
  IntegerAttr attr = writtenAttr(kStitchThreadsAttr);
  if (!attr)
    return success();
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
  return success();
}

/// Chunks per thread and the rows per block, at most the rows (rounded up
/// to a power of two), and dividing them where the kernel has barriers: a
/// small GEMM stages its row operand behind a barrier every thread of the
/// block must reach, and a block reduction's warp partials meet behind
/// barriers, so no such block may hold rows past the end.
void RowKernelAnalysis::chooseRowsPerBlock() {
  StitchSchedule &s = info.schedule;
  s.chunks = (work + s.threadsPerRow - 1) / s.threadsPerRow;
  perThread = s.chunks * s.vectorWidth;
  s.rowsPerBlock = std::min<int64_t>(s.rowsPerBlock, pow2Ceil(numRows));
  bool gemm = llvm::is_contained(info.smallGemm, true);
  barriers = gemm || (s.composition == "block" && info.reductions > 0);
  if (barriers)
    while (numRows % s.rowsPerBlock != 0)
      s.rowsPerBlock /= 2;
}

/// Rows per thread: a small GEMM's column operand (a row of B), loaded once
/// per k, feeds the products of every row the thread computes, cutting the
/// loads per product by that factor (those loads, not DRAM, bound a small
/// GEMM fused in a row kernel). The block keeps its threads: P rows per
/// thread make P times the rows per block, which must divide the rows (a
/// thread's rows never run past the end). The model: accumulators of about
/// 16 values (elements per thread x rows), at most 4 rows, and still a wave
/// of blocks; one row per thread without a small GEMM sharing its B. About
/// 16 accumulators was the best point of a matmul + softmax: more rows per
/// thread than that ran slower again (docs/stitch.md, Small GEMMs and
/// register tiling over rows). Rows per thread written on the ops replace
/// the model's, or are refused.
LogicalResult RowKernelAnalysis::chooseRowsPerThread() {
  StitchSchedule &s = info.schedule;
  if (IntegerAttr attr = writtenAttr(kStitchRowsPerThreadAttr)) {
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
  return success();
}

/// Rows per block written on the ops (by hand or the tuner) replace the
/// model's, or are refused; the rows per thread must divide them, and the
/// rows where a thread computes several.
LogicalResult RowKernelAnalysis::applyWrittenRows() {
  StitchSchedule &s = info.schedule;
  if (IntegerAttr attr = writtenAttr(kStitchRowsAttr)) {
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
  return success();
}

/// The block and grid sizes: a block per rows per block, or, with column
/// partials, one resident wave of blocks looping over the row blocks (every
/// (block, row in block) a partial row for the final kernels). At most 16
/// chunks per thread.
LogicalResult RowKernelAnalysis::chooseGrid() {
  StitchSchedule &s = info.schedule;
  s.blockSize = s.threadsPerRow * s.rowsPerBlock / s.rowsPerThread;
  s.gridSize = (numRows + s.rowsPerBlock - 1) / s.rowsPerBlock;
  if (anyPartial) {
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
  return success();
}

/// Full values per thread: lifetimes of the group's full results (a small
/// GEMM's and a column partial's accumulators, an elementwise result) and of
/// the full operands loaded from memory (a load is kept for later readers).
void RowKernelAnalysis::collectLifetimes() {
  llvm::DenseMap<std::pair<Value, AffineMap>, unsigned> loads;
  for (auto [i, n] : llvm::enumerate(group)) {
    const StitchNode &node = graph.node(n);
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
      if (groupProducer(use->get()))
        continue;
      AffineMap map = node.op.getMatchingIndexingMap(use);
      if (!map.isFunctionOfDim(nd - 1))
        continue; // constant along the row: one value
      auto [lit, fresh] = loads.try_emplace({use->get(), map}, lives.size());
      if (fresh)
        lives.push_back({unsigned(i), unsigned(i), false, -1});
      else
        lives[lit->second].last = unsigned(i);
    }
  }
}

/// The values live at once times the elements per thread must fit the
/// register budget: the model's rows per thread give way first, then the
/// longest-lived elementwise values go to shared memory (block composition
/// only).
LogicalResult RowKernelAnalysis::fitRegisters() {
  StitchSchedule &s = info.schedule;
  info.sharedOffset.assign(group.size(), -1);
  spilled.assign(lives.size(), false);
  int64_t live = maxLive();
  // The model's rows per thread give way to the registers before values
  // are spilled: the block keeps its threads, or, where the rows per block
  // are written on the ops, its rows (while it stays within 1024 threads).
  bool rowsWritten = bool(writtenAttr(kStitchRowsAttr));
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
  return success();
}

/// Shared memory: spilled values (per row, thread-private columns) and the
/// block reductions' warp partials, each pool allocated by dominance, then
/// the small GEMMs' stages; all within the device's static shared memory.
LogicalResult RowKernelAnalysis::allocateShared() {
  const StitchSchedule &s = info.schedule;
  SmallVector<SharedRequest> spillReq, reduceReq;
  SmallVector<unsigned> spillNode, reduceNode;
  for (auto [k, l] : llvm::enumerate(lives))
    if (spilled[k]) {
      spillReq.push_back(
          {s.rowsPerBlock * info.cols *
               elementBytes(
                   graph.node(group[l.node]).op->getResult(0).getType()),
           l.def, l.last});
      spillNode.push_back(l.node);
    }
  if (s.composition == "block")
    for (auto [i, n] : llvm::enumerate(group))
      if (graph.node(n).cls == StitchOpClass::RowReduction &&
          !info.smallGemm[i]) {
        int64_t elemBytes = std::max<unsigned>(
            4, cast<ShapedType>(graph.node(n).op->getResult(0).getType())
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
    for (int64_t bytes : stitchGemmStages(graph.node(n).op, s.rowsPerBlock)) {
      info.sharedRequested += bytes;
      info.sharedAllocated += bytes;
    }
  }
  if (info.sharedAllocated > dev.gpu.staticSharedBytesPerBlock)
    return fail(Twine(info.sharedAllocated) +
                " bytes of shared memory exceed the limit of " +
                Twine(dev.gpu.staticSharedBytesPerBlock));
  return success();
}

StitchKernelInfo stitch::analyzeRowTemplate(const StitchGraph &graph,
                                            ArrayRef<unsigned> group,
                                            const StitchModel &dev,
                                            bool smallGemms,
                                            bool &spaceFailed) {
  return RowKernelAnalysis(graph, group, dev, smallGemms).run(spaceFailed);
}

StitchKernelInfo StitchGraph::analyzeRowKernelIn(ArrayRef<unsigned> group,
                                                 const StitchModel &dev,
                                                 bool smallGemms,
                                                 bool &spaceFailed) const {
  return analyzeRowTemplate(*this, group, dev, smallGemms, spaceFailed);
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
