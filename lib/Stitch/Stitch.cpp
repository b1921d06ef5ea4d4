//===- Stitch.cpp - kfusion-stitch: stitched kernels from linalg ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Turns a function on tensors made of linalg ops into MLIR's standard GPU
// form, one kernel per stitch group (`kfusion.stitch_group = N : i64`; an op
// without the attribute is a group of its own), FusionStitching's code
// generation:
//  - bufferization of this closed op set: every tensor argument becomes a
//    memref argument, every result an out-parameter appended after them
//    (the function keeps its name), every value used outside its kernel a
//    buffer (`gpu.alloc` in the function, freed before it returns); values
//    used only inside a kernel never reach memory;
//  - row kernels (StitchGraph.h): thread, warp and block composition, full
//    values in registers (or, past the register budget, in shared memory
//    allocated by dominance), 128-bit vector loads and stores where the
//    columns are contiguous, reductions by warp shuffles and per-warp
//    partials in shared memory;
//  - loop kernels for everything else (transposes, matmuls, column and
//    scalar reductions): one thread per point of the parallel loops in the
//    order of the output, sequential loops over the reduction loops.
// The launches go on one stream, waited for before the return.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stitch/Passes.h"
#include "KFusion/Stitch/StitchGraph.h"
#include "KFusion/Stitch/Transforms.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONSTITCHPASS
#include "KFusion/Stitch/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

static constexpr StringLiteral kGroupAttr = kStitchGroupAttr;
static constexpr StringLiteral kCompositionAttr = kStitchCompositionAttr;
static constexpr StringLiteral kPackAttr = kStitchPackAttr;

//===----------------------------------------------------------------------===//
// Shared helpers (Transforms.h)
//===----------------------------------------------------------------------===//

bool mlir::kfusion::isStitchInput(func::FuncOp func) {
  if (func.isExternal())
    return false;
  auto tensorType = [](Type t) { return isa<TensorType>(t); };
  return llvm::any_of(func.getArgumentTypes(), tensorType) ||
         llvm::any_of(func.getResultTypes(), tensorType) ||
         !func.getOps<linalg::LinalgOp>().empty();
}

LogicalResult mlir::kfusion::generalizeForStitching(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  // Ops whose results nothing uses compute nothing observable: drop them
  // (last first, so chains of dead ops go too).
  if (!func.getBody().empty()) {
    SmallVector<Operation *> ops;
    for (Operation &op : func.getBody().front())
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        rewriter.eraseOp(op);
  }
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    SmallVector<NamedAttribute> keep;
    for (NamedAttribute a : op->getDiscardableAttrs())
      // Not the named op's cache of its maps: the generic's maps are its own
      // (and change when its loops are put in order below).
      if (a.getName() != linalg::LinalgDialect::kMemoizedIndexingMapsAttrName)
        keep.push_back(a);
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, op);
    if (failed(generic))
      return op->emitError("stitching cannot generalize '")
             << op->getName() << "' to linalg.generic";
    for (NamedAttribute a : keep)
      (*generic)->setAttr(a.getName(), a.getValue());
  }
  SmallVector<linalg::GenericOp> generics;
  func.walk([&](linalg::GenericOp op) { generics.push_back(op); });
  for (linalg::GenericOp op : generics)
    orderLoopsByLayout(rewriter, op);
  return success();
}

bool mlir::kfusion::orderLoopsByLayout(RewriterBase &rewriter,
                                       linalg::GenericOp op) {
  if (op.getNumReductionLoops() == 0)
    return false;
  OpOperand *largest = nullptr;
  int64_t elements = -1;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto type = dyn_cast<ShapedType>(in->get().getType());
    if (!type || !type.hasStaticShape())
      continue;
    if (type.getNumElements() > elements) {
      elements = type.getNumElements();
      largest = in;
    }
  }
  if (!largest)
    return false;
  AffineMap map = op.getMatchingIndexingMap(largest);
  if (!map.isPermutation() || map.isIdentity())
    return false;
  // New loop k is old loop map(k): the input's map becomes the identity.
  SmallVector<unsigned> order;
  for (unsigned k = 0; k < map.getNumResults(); ++k)
    order.push_back(map.getDimPosition(k));
  rewriter.setInsertionPoint(op);
  return succeeded(linalg::interchangeGenericOp(rewriter, op, order));
}

//===----------------------------------------------------------------------===//
// Kernel generation
//===----------------------------------------------------------------------===//

namespace {

/// Where the kernel finds each outside value.
struct KernelInterface {
  /// Tensor values read from memory, in argument order.
  SmallVector<Value> reads;
  /// Nodes whose results the kernel writes, in argument order.
  SmallVector<unsigned> writes;
  /// Non-constant scalars the bodies capture.
  SmallVector<Value> scalars;
};

/// Whether `V` elements of `elem` make one vector access of at most 16
/// bytes (the schedule's vector width is 16 bytes of the widest element a
/// row accesses, so a narrower element takes a shorter vector).
static bool vectorizable(Type elem, int64_t V) {
  if (V <= 1 || !elem.isIntOrFloat())
    return false;
  unsigned bits = elem.getIntOrFloatBitWidth();
  return (bits == 8 || bits == 16 || bits == 32 || bits == 64) &&
         V * bits <= 128;
}

/// Lanes per column in a column final kernel (blocks of 32 columns x this).
constexpr int64_t kFinalLanes = 32;

class KernelBuilder {
public:
  /// Generates at `b`'s insertion point, with `args` the kernel values of
  /// `iface` (reads, writes, scalars in order), `tid` / `bid` the thread and
  /// (packed: relative) block ids, `shared` the workgroup buffer or null.
  KernelBuilder(const StitchGraph &graph, ArrayRef<unsigned> group,
                const StitchKernelInfo &info, const KernelInterface &iface,
                OpBuilder &b, Location loc, ArrayRef<Value> args, Value tid,
                Value bid, Value shared)
      : shared(shared), graph(graph), group(group), info(info), iface(iface),
        b(b), loc(loc), args(args), tid(tid), bid(bid) {}

  LogicalResult buildRow();
  LogicalResult buildLoop();
  LogicalResult buildColumn();
  LogicalResult buildColumnFinal();
  LogicalResult buildScalar();
  LogicalResult buildScalarFinal();
  /// The partials buffer of a split column reduction (splits x columns) or
  /// of a split scalar reduction (a partial per block).
  Value partials;
  /// A row kernel's column partials buffers (splits x columns), one per
  /// column-partial node of the group in group order.
  SmallVector<Value> columnPartials;

private:
  Value cIdx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  /// The kernel argument of a tensor read, or of a node's written result,
  /// or of a captured scalar.
  Value readArg(Value tensor) {
    auto it = llvm::find(iface.reads, tensor);
    assert(it != iface.reads.end());
    return args[it - iface.reads.begin()];
  }
  Value writeArg(unsigned node) {
    auto it = llvm::find(iface.writes, node);
    assert(it != iface.writes.end());
    return args[iface.reads.size() + (it - iface.writes.begin())];
  }
  /// A non-tensor value from outside the bodies: a constant is cloned, any
  /// other value is its kernel argument.
  Value outsideScalar(Value v) {
    if (auto c = v.getDefiningOp<arith::ConstantOp>())
      return b.clone(*c)->getResult(0);
    return scalarArg(v);
  }
  /// Operand `use` of `op` at the loop values `loops`: a scalar, or a load.
  Value operandAt(linalg::GenericOp op, OpOperand *use, ArrayRef<Value> loops) {
    Value v = use->get();
    if (!isa<ShapedType>(v.getType()))
      return outsideScalar(v);
    return load(readArg(v), indicesFor(op.getMatchingIndexingMap(use), loops));
  }
  /// Stores combine(init, total) at the output point of reduction `op`
  /// (`loops` gives its parallel loops; the others are not indexed).
  void storeWithInit(linalg::GenericOp op, Operation *comb,
                     ArrayRef<Value> loops, Value total);
  Value scalarArg(Value v) {
    auto it = llvm::find(iface.scalars, v);
    assert(it != iface.scalars.end() && "capture not passed");
    return args[iface.reads.size() + iface.writes.size() +
                (it - iface.scalars.begin())];
  }
  /// Maps the values a body captures from outside the generic.
  void mapCaptures(linalg::GenericOp op, IRMapping &m);
  Value load(Value memref, ArrayRef<Value> indices) {
    return memref::LoadOp::create(b, loc, memref, indices);
  }
  /// `count` elements of `elem` at `byteOffset` of the workgroup buffer (a
  /// byte array; each use views its block as its own element type).
  Value sharedArray(int64_t byteOffset, Type elem, int64_t count) {
    auto type =
        MemRefType::get({count}, elem, AffineMap(),
                        cast<MemRefType>(shared.getType()).getMemorySpace());
    return memref::ViewOp::create(b, loc, type, shared, cIdx(byteOffset),
                                  ValueRange{});
  }
  Value indexFor(AffineExpr e, ArrayRef<Value> dims) {
    return affine::expandAffineExpr(b, loc, e, dims, {});
  }
  SmallVector<Value> indicesFor(AffineMap map, ArrayRef<Value> dims) {
    SmallVector<Value> idx;
    for (AffineExpr e : map.getResults())
      idx.push_back(indexFor(e, dims));
    return idx;
  }

  Value shared;
  // Row template state.
  Value lane, row;
  SmallVector<Value> rowIdx;
  SmallVector<Value> validChunk; // null when always valid
  SmallVector<Value> colOf;      // per element
  /// Full values (per element) and row-scalar values of group nodes.
  llvm::DenseMap<unsigned, SmallVector<Value>> full;
  /// A column-partial node's per-element accumulators in the row loop.
  llvm::DenseMap<unsigned, SmallVector<Value>> columnAcc;
  llvm::DenseMap<unsigned, Value> scalar;
  llvm::DenseMap<unsigned, int64_t> spillOffset;
  std::map<std::pair<const void *, const void *>, SmallVector<Value>> loadCache;

  Value zeroOf(Type t) {
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(t));
  }
  SmallVector<Value> fullOperand(linalg::GenericOp op, OpOperand *use);
  /// The per-element values of `mem` read through `map` at the row, each
  /// element's column (loop `colDim`) and, when given, `k` (the loop after
  /// the column of a small GEMM): vectors where the column is the last,
  /// contiguous index; zeros past the row's end.
  SmallVector<Value> columnLoads(Value mem, AffineMap map, AffineExpr colDim,
                                 Value k);
  /// Emits small GEMM `n` (group position `p`): its row operands staged in
  /// shared memory, a loop over k folding each element's products.
  LogicalResult emitSmallGemm(unsigned n, unsigned p);
  llvm::SmallPtrSet<Operation *, 2> gemmOps;
  Value rowInBlock;
  /// Register tiling over rows: the row template's state for each row the
  /// thread computes (StitchSchedule::rowsPerThread). The row being emitted
  /// is swapped into the members above; with one row per thread it stays
  /// there.
  struct RowState {
    Value row, rowInBlock;
    SmallVector<Value> rowIdx;
    llvm::DenseMap<unsigned, SmallVector<Value>> full;
    llvm::DenseMap<unsigned, Value> scalar;
    std::map<std::pair<const void *, const void *>, SmallVector<Value>>
        loadCache;
  };
  SmallVector<RowState> rowStates;
  void swapRow(unsigned r) {
    RowState &st = rowStates[r];
    std::swap(row, st.row);
    std::swap(rowInBlock, st.rowInBlock);
    std::swap(rowIdx, st.rowIdx);
    std::swap(full, st.full);
    std::swap(scalar, st.scalar);
    std::swap(loadCache, st.loadCache);
  }
  /// Runs `fn(r)` with each of the thread's rows r swapped in (with one row,
  /// always in, just `fn(0)`).
  template <typename Fn> void forEachRow(Fn fn) {
    if (rowStates.size() == 1)
      return (void)fn(0u);
    for (unsigned r = 0; r < rowStates.size(); ++r) {
      swapRow(r);
      fn(r);
      swapRow(r);
    }
  }
  Value scalarOperand(linalg::GenericOp op, OpOperand *use);
  Value fullElement(unsigned node, unsigned e);
  Value rowSlot(int64_t perRow, Value within);
  Value spillIndex(unsigned e);
  Value combine(Operation *comb, Value acc, Value x) {
    IRMapping m;
    linalg::GenericOp op = cast<linalg::GenericOp>(comb->getParentOp());
    BlockArgument out = op.getRegionOutputArgs()[0];
    Value other =
        comb->getOperand(0) == out ? comb->getOperand(1) : comb->getOperand(0);
    m.map(out, acc);
    m.map(other, x);
    return b.clone(*comb, m)->getResult(0);
  }
  Value crossThread(Operation *comb, Value acc, int64_t nodePos);
  /// Column lanes meeting through shared memory: thread (lane r, column c)
  /// stores `acc` at [r][c], a barrier, then lane 0 of each valid column
  /// folds the `lanes` values in lane order. Leaves the insertion point in
  /// the `r == 0 && valid` branch and returns the fold there.
  Value foldColumnLanes(Operation *comb, Value acc, Value c, Value r,
                        Value valid, int64_t lanes);
  /// The premap of reduction `op` (its body but the combiner) at the loop
  /// values `loops`, its inputs loaded from memory.
  Value premapAt(linalg::GenericOp op, Operation *comb, ArrayRef<Value> loops);
  /// Loop values of `dims` (extents in `domain`) from a linear index, the
  /// last fastest, into `loops`.
  void delinearize(Value linear, ArrayRef<unsigned> dims,
                   ArrayRef<int64_t> domain, SmallVectorImpl<Value> &loops);
  LogicalResult emitNode(unsigned node, unsigned p);

  const StitchGraph &graph;
  ArrayRef<unsigned> group;
  const StitchKernelInfo &info;
  const KernelInterface &iface;
  OpBuilder &b;
  Location loc;
  ArrayRef<Value> args;
  Value tid, bid;
};
} // namespace

void KernelBuilder::mapCaptures(linalg::GenericOp op, IRMapping &m) {
  op.getRegion().walk([&](Operation *inner) {
    for (Value v : inner->getOperands()) {
      if (v.getParentRegion()->isProperAncestor(&op.getRegion()) ||
          (v.getParentRegion() != &op.getRegion() &&
           !op.getRegion().isAncestor(v.getParentRegion()))) {
        if (!m.contains(v))
          m.map(v, outsideScalar(v));
      }
    }
  });
}

/// The per-element values of an operand of a full op of a row kernel.
SmallVector<Value> KernelBuilder::fullOperand(linalg::GenericOp op,
                                              OpOperand *use) {
  Value v = use->get();
  unsigned E = colOf.size();
  // A scalar operand (a fill value): the same for every element.
  if (!isa<ShapedType>(v.getType()))
    return SmallVector<Value>(E, outsideScalar(v));
  if (Operation *def = v.getDefiningOp())
    if (std::optional<unsigned> n = graph.nodeOf(def);
        n && llvm::is_contained(group, *n)) {
      if (scalar.count(*n))
        return SmallVector<Value>(E, scalar[*n]);
      SmallVector<Value> r;
      for (unsigned e = 0; e < E; ++e)
        r.push_back(fullElement(*n, e));
      return r;
    }
  AffineMap map = op.getMatchingIndexingMap(use);
  auto key = std::make_pair(v.getAsOpaquePointer(), map.getAsOpaquePointer());
  if (auto it = loadCache.find(key); it != loadCache.end())
    return it->second;
  Value mem = readArg(v);
  unsigned nd = op.getNumLoops();
  bool gemm = gemmOps.contains(op);
  AffineExpr colDim = getAffineDimExpr(nd - (gemm ? 2 : 1), op.getContext());
  // A small GEMM's loops go on past the column (k): an operand read here
  // does not use it.
  Value k0 = gemm ? cIdx(0) : Value();
  SmallVector<Value> r;
  if (!llvm::is_contained(map.getResults(), colDim)) {
    SmallVector<Value> dims(rowIdx);
    dims.push_back(colOf[0]);
    if (k0)
      dims.push_back(k0);
    r.assign(E, load(mem, indicesFor(map, dims)));
  } else {
    r = columnLoads(mem, map, colDim, k0);
  }
  loadCache[key] = r;
  return r;
}

SmallVector<Value> KernelBuilder::columnLoads(Value mem, AffineMap map,
                                              AffineExpr colDim, Value kValue) {
  SmallVector<Value> r;
  int64_t V = info.schedule.vectorWidth;
  auto memType = cast<MemRefType>(mem.getType());
  Type elem = memType.getElementType();
  auto dimsAt = [&](Value col) {
    SmallVector<Value> dims(rowIdx);
    dims.push_back(col);
    if (kValue)
      dims.push_back(kValue);
    return dims;
  };
  bool vec = map.getResults().back() == colDim &&
             memType.getShape().back() % V == 0 && vectorizable(elem, V);
  for (int64_t k = 0; k < info.schedule.chunks; ++k) {
    auto emitChunk = [&](OpBuilder &) -> SmallVector<Value> {
      SmallVector<Value> vals;
      if (vec) {
        auto vt = VectorType::get({V}, elem);
        auto ld = vector::LoadOp::create(b, loc, vt, mem,
                                         indicesFor(map, dimsAt(colOf[k * V])));
        ld.setAlignment(V * elem.getIntOrFloatBitWidth() / 8);
        for (int64_t j = 0; j < V; ++j)
          vals.push_back(vector::ExtractOp::create(b, loc, ld, j));
      } else {
        for (int64_t j = 0; j < V; ++j)
          vals.push_back(load(mem, indicesFor(map, dimsAt(colOf[k * V + j]))));
      }
      return vals;
    };
    if (!validChunk[k]) {
      r.append(emitChunk(b));
      continue;
    }
    SmallVector<Type> types(V, elem);
    auto ifOp = scf::IfOp::create(b, loc, types, validChunk[k], true, true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      SmallVector<Value> vals = emitChunk(b);
      scf::YieldOp::create(b, loc, vals);
      b.setInsertionPointToStart(ifOp.elseBlock());
      SmallVector<Value> zeros(V, zeroOf(elem));
      scf::YieldOp::create(b, loc, zeros);
    }
    r.append(ifOp.getResults().begin(), ifOp.getResults().end());
  }
  return r;
}

Value KernelBuilder::scalarOperand(linalg::GenericOp op, OpOperand *use) {
  Value v = use->get();
  if (!isa<ShapedType>(v.getType()))
    return outsideScalar(v);
  if (Operation *def = v.getDefiningOp())
    if (std::optional<unsigned> n = graph.nodeOf(def);
        n && llvm::is_contained(group, *n)) {
      assert(scalar.count(*n) && "row-scalar read of a full value");
      return scalar[*n];
    }
  AffineMap map = op.getMatchingIndexingMap(use);
  auto key = std::make_pair(v.getAsOpaquePointer(), map.getAsOpaquePointer());
  if (auto it = loadCache.find(key); it != loadCache.end())
    return it->second[0];
  Value s = load(readArg(v), indicesFor(map, rowIdx));
  loadCache[key] = {s};
  return s;
}

Value KernelBuilder::fullElement(unsigned node, unsigned e) {
  if (auto it = spillOffset.find(node); it != spillOffset.end()) {
    Type elem = cast<ShapedType>(graph.node(node).op->getResult(0).getType())
                    .getElementType();
    return load(
        sharedArray(it->second, elem, info.schedule.rowsPerBlock * info.cols),
        {spillIndex(e)});
  }
  return full[node][e];
}

/// Slot `within` of the row in block's `perRow` slots of a shared array
/// holding one such run per row of the block: rowInBlock * perRow + within.
Value KernelBuilder::rowSlot(int64_t perRow, Value within) {
  if (info.schedule.rowsPerBlock == 1)
    return within;
  return arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, rowInBlock, cIdx(perRow)), within);
}

/// The shared-memory slot of this thread's element e in a spilled value: the
/// row in block's copy of the row, at the element's column.
Value KernelBuilder::spillIndex(unsigned e) {
  return rowSlot(info.cols, colOf[e]);
}

/// Combines `acc` across the T threads of a row; every thread gets the
/// result.
Value KernelBuilder::crossThread(Operation *comb, Value acc, int64_t p) {
  int64_t T = info.schedule.threadsPerRow;
  Value width = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 32);
  for (int64_t off = 16; off >= 1; off /= 2) {
    Value o = arith::ConstantIntOp::create(b, loc, b.getI32Type(), off);
    auto sh =
        gpu::ShuffleOp::create(b, loc, acc, o, width, gpu::ShuffleMode::XOR);
    acc = combine(comb, acc, sh.getShuffleResult());
  }
  if (T <= 32)
    return acc;
  // Block composition: warp partials through shared memory, nw per row in
  // the block.
  int64_t nw = T / 32;
  Value partials = sharedArray(info.sharedOffset[p], acc.getType(),
                               info.schedule.rowsPerBlock * nw);
  Value warp =
      rowSlot(nw, arith::DivUIOp::create(b, loc, lane, cIdx(32)).getResult());
  Value lane32 = arith::RemUIOp::create(b, loc, lane, cIdx(32));
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane32, cIdx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, false);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    memref::StoreOp::create(b, loc, acc, partials, ValueRange{warp});
  }
  gpu::BarrierOp::create(b, loc);
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value total = arith::ConstantOp::create(b, loc, id);
  for (int64_t w = 0; w < nw; ++w)
    total = combine(comb, total, load(partials, {rowSlot(nw, cIdx(w))}));
  gpu::BarrierOp::create(b, loc);
  return total;
}

LogicalResult KernelBuilder::emitNode(unsigned n, unsigned p) {
  const StitchNode &node = graph.node(n);
  linalg::GenericOp op = node.op;
  unsigned E = colOf.size();
  bool isScalar = info.rowScalar[p];
  SmallVector<OpOperand *> reads;
  for (OpOperand *in : op.getDpsInputOperands())
    reads.push_back(in);
  OpOperand *init = op.getDpsInitOperand(0);
  Block &body = op.getRegion().front();
  auto loopValue = [&](unsigned d, unsigned e) -> Value {
    if (d < rowIdx.size())
      return rowIdx[d];
    return colOf[e];
  };
  auto mapIndexOps = [&](IRMapping &m, unsigned e) {
    for (Operation &inner : body)
      if (auto ix = dyn_cast<linalg::IndexOp>(inner))
        m.map(ix.getResult(), loopValue(ix.getDim(), e));
  };

  assert(!info.smallGemm[p] && "small GEMMs are emitted for all rows");
  // A reduction's premap (its body but the combiner) at each element of the
  // row, on the element's full values or loads, handed to `use` in order.
  auto forEachPremap = [&](Operation *comb,
                           function_ref<void(unsigned, Value)> use) {
    SmallVector<SmallVector<Value>> ins;
    for (OpOperand *in : reads)
      ins.push_back(fullOperand(op, in));
    BlockArgument out = op.getRegionOutputArgs()[0];
    for (unsigned e = 0; e < E; ++e) {
      IRMapping m;
      mapCaptures(op, m);
      for (auto [i, in] : llvm::enumerate(reads))
        m.map(op.getMatchingBlockArgument(in), ins[i][e]);
      mapIndexOps(m, e);
      for (Operation &inner : body.without_terminator())
        if (&inner != comb && !isa<linalg::IndexOp>(inner))
          b.clone(inner, m);
      Value other = comb->getOperand(0) == out ? comb->getOperand(1)
                                               : comb->getOperand(0);
      use(e, m.lookupOrDefault(other));
    }
  };
  // acc combined with x where element e's chunk is in the row.
  auto fold = [&](Operation *comb, Value acc, Value x, unsigned e) -> Value {
    Value next = combine(comb, acc, x);
    if (Value valid = validChunk[e / info.schedule.vectorWidth])
      next = arith::SelectOp::create(b, loc, valid, next, acc);
    return next;
  };
  if (info.columnPartial[p]) {
    // A column reduction's partials: each element's premap folded into its
    // column's accumulator (rows of the row loop).
    Operation *comb = getStitchCombiner(op);
    SmallVector<Value> &acc = columnAcc[n];
    forEachPremap(
        comb, [&](unsigned e, Value x) { acc[e] = fold(comb, acc[e], x, e); });
    return success();
  }
  if (node.cls == StitchOpClass::RowReduction) {
    Operation *comb = getStitchCombiner(op);
    TypedAttr id = getStitchCombinerIdentity(comb);
    Value acc = arith::ConstantOp::create(b, loc, id);
    forEachPremap(comb,
                  [&](unsigned e, Value x) { acc = fold(comb, acc, x, e); });
    Value total = crossThread(comb, acc, p);
    Value initV = scalarOperand(op, init);
    scalar[n] = combine(comb, initV, total);
    return success();
  }

  // Elementwise, full or row-scalar.
  SmallVector<OpOperand *> operands(reads);
  if (op.payloadUsesValueFromOperand(init))
    operands.push_back(init);
  if (isScalar) {
    IRMapping m;
    mapCaptures(op, m);
    for (OpOperand *in : operands)
      m.map(op.getMatchingBlockArgument(in), scalarOperand(op, in));
    mapIndexOps(m, 0);
    for (Operation &inner : body.without_terminator())
      if (!isa<linalg::IndexOp>(inner))
        b.clone(inner, m);
    scalar[n] = m.lookupOrDefault(
        cast<linalg::YieldOp>(body.getTerminator()).getOperand(0));
    return success();
  }
  SmallVector<SmallVector<Value>> ins;
  for (OpOperand *in : operands)
    ins.push_back(fullOperand(op, in));
  SmallVector<Value> vals;
  for (unsigned e = 0; e < E; ++e) {
    IRMapping m;
    mapCaptures(op, m);
    for (auto [i, in] : llvm::enumerate(operands))
      m.map(op.getMatchingBlockArgument(in), ins[i][e]);
    mapIndexOps(m, e);
    for (Operation &inner : body.without_terminator())
      if (!isa<linalg::IndexOp>(inner))
        b.clone(inner, m);
    vals.push_back(m.lookupOrDefault(
        cast<linalg::YieldOp>(body.getTerminator()).getOperand(0)));
  }
  if (info.sharedOffset[p] >= 0) {
    // Kept in shared memory: each thread stores and later reloads its own
    // columns, so no barrier is needed.
    spillOffset[n] = info.sharedOffset[p];
    Value kept = E ? sharedArray(info.sharedOffset[p], vals[0].getType(),
                                 info.schedule.rowsPerBlock * info.cols)
                   : Value();
    for (unsigned e = 0; e < E; ++e) {
      Value idx = spillIndex(e);
      int64_t k = e / info.schedule.vectorWidth;
      if (validChunk[k]) {
        auto ifOp = scf::IfOp::create(b, loc, validChunk[k], false);
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        memref::StoreOp::create(b, loc, vals[e], kept, ValueRange{idx});
      } else {
        memref::StoreOp::create(b, loc, vals[e], kept, ValueRange{idx});
      }
    }
    return success();
  }
  full[n] = vals;
  return success();
}

/// A small GEMM as a full value of a row kernel (FusionStitching's block
/// composition of a GEMM with its consumers): loops rows..., column, k. Each
/// row operand (varying along k, not along the column: a row of A) is
/// staged once in shared memory by its row's threads, behind a barrier;
/// then every thread folds, for each of its elements of each of its rows,
/// the products over k, reading the staged rows (broadcasts) and the column
/// operands (a row of B: vectors along the column) in the loop. A column
/// operand that no row loop indexes is loaded once per k for all the
/// thread's rows (register tiling over rows). The results stay in
/// registers for the consumers, like any full value.
LogicalResult KernelBuilder::emitSmallGemm(unsigned n, unsigned p) {
  linalg::GenericOp op = graph.node(n).op;
  Operation *comb = getStitchCombiner(op);
  unsigned nd = op.getNumLoops();
  int64_t K = graph.node(n).domain.back();
  int64_t T = info.schedule.threadsPerRow;
  unsigned E = colOf.size();
  MLIRContext *ctx = op.getContext();
  AffineExpr colDim = getAffineDimExpr(nd - 2, ctx);
  AffineExpr kDim = getAffineDimExpr(nd - 1, ctx);
  SmallVector<OpOperand *> reads;
  for (OpOperand *in : op.getDpsInputOperands())
    reads.push_back(in);
  auto dimsAt = [&](Value col, Value k) {
    SmallVector<Value> dims(rowIdx);
    dims.push_back(col);
    dims.push_back(k);
    return dims;
  };
  unsigned R = rowStates.size();

  // Stage the row operands: K values per row of the block.
  SmallVector<int64_t> stages =
      stitchGemmStages(op, info.schedule.rowsPerBlock);
  SmallVector<Value> staged(reads.size());
  int64_t offset = info.stagedOffset[p];
  for (auto [i, in] : llvm::enumerate(reads)) {
    if (!stages[i])
      continue;
    Value mem = readArg(in->get());
    Type elem = cast<MemRefType>(mem.getType()).getElementType();
    staged[i] = sharedArray(offset, elem, info.schedule.rowsPerBlock * K);
    offset += stages[i];
    forEachRow([&](unsigned) {
      Value rowBase = arith::MulIOp::create(b, loc, rowInBlock, cIdx(K));
      auto fill = scf::ForOp::create(b, loc, lane, cIdx(K), cIdx(T));
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(fill.getBody());
      Value k = fill.getInductionVar();
      Value v = load(
          mem, indicesFor(op.getMatchingIndexingMap(in), dimsAt(colOf[0], k)));
      memref::StoreOp::create(
          b, loc, v, staged[i],
          ValueRange{arith::AddIOp::create(b, loc, rowBase, k)});
    });
  }
  if (llvm::any_of(staged, [](Value v) { return bool(v); }))
    gpu::BarrierOp::create(b, loc);

  // Operands constant along k: read once per row, before the loop.
  SmallVector<SmallVector<SmallVector<Value>>> before(R);
  forEachRow([&](unsigned r) {
    before[r].resize(reads.size());
    for (auto [i, in] : llvm::enumerate(reads)) {
      Value v = in->get();
      if (staged[i])
        continue;
      if (!isa<ShapedType>(v.getType())) {
        before[r][i].assign(E, outsideScalar(v));
        continue;
      }
      AffineMap map = op.getMatchingIndexingMap(in);
      if (llvm::is_contained(map.getResults(), kDim))
        continue;
      if (llvm::is_contained(map.getResults(), colDim))
        before[r][i] = columnLoads(readArg(v), map, colDim, cIdx(0));
      else
        before[r][i].assign(
            E, load(readArg(v), indicesFor(map, dimsAt(colOf[0], cIdx(0)))));
    }
  });
  // The loop over k, an accumulator per element of each row.
  TypedAttr id = getStitchCombinerIdentity(comb);
  SmallVector<Value> acc0(R * E, arith::ConstantOp::create(b, loc, id));
  auto loop = scf::ForOp::create(b, loc, cIdx(0), cIdx(K), cIdx(1), acc0);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value k = loop.getInductionVar();
    SmallVector<SmallVector<Value>> shared(reads.size());
    SmallVector<Value> next;
    forEachRow([&](unsigned r) {
      SmallVector<SmallVector<Value>> ins(reads.size());
      for (auto [i, in] : llvm::enumerate(reads)) {
        if (staged[i]) {
          Value at = arith::AddIOp::create(
              b, loc, arith::MulIOp::create(b, loc, rowInBlock, cIdx(K)), k);
          ins[i].assign(E, load(staged[i], {at}));
        } else if (!before[r][i].empty()) {
          ins[i] = before[r][i];
        } else if (!shared[i].empty()) {
          ins[i] = shared[i];
        } else {
          ins[i] = columnLoads(readArg(in->get()),
                               op.getMatchingIndexingMap(in), colDim, k);
          // The same for all the thread's rows: loaded once.
          if (stitchGemmOperandIsRowInvariant(op, in))
            shared[i] = ins[i];
        }
      }
      Block &body = op.getRegion().front();
      BlockArgument out = op.getRegionOutputArgs()[0];
      Value other = comb->getOperand(0) == out ? comb->getOperand(1)
                                               : comb->getOperand(0);
      for (unsigned e = 0; e < E; ++e) {
        IRMapping m;
        mapCaptures(op, m);
        for (auto [i, in] : llvm::enumerate(reads))
          m.map(op.getMatchingBlockArgument(in), ins[i][e]);
        for (Operation &inner : body)
          if (auto ix = dyn_cast<linalg::IndexOp>(inner))
            m.map(ix.getResult(), ix.getDim() < rowIdx.size()
                                      ? rowIdx[ix.getDim()]
                                  : ix.getDim() == nd - 2 ? colOf[e]
                                                          : k);
        for (Operation &inner : body.without_terminator())
          if (&inner != comb && !isa<linalg::IndexOp>(inner))
            b.clone(inner, m);
        next.push_back(combine(comb, loop.getRegionIterArgs()[r * E + e],
                               m.lookupOrDefault(other)));
      }
    });
    scf::YieldOp::create(b, loc, next);
  }

  // The init, at the output point.
  OpOperand *init = op.getDpsInitOperand(0);
  forEachRow([&](unsigned r) {
    SmallVector<Value> vals(loop.getResults().begin() + r * E,
                            loop.getResults().begin() + (r + 1) * E);
    if (op.payloadUsesValueFromOperand(init)) {
      SmallVector<Value> initVals = fullOperand(op, init);
      for (unsigned e = 0; e < E; ++e)
        vals[e] = combine(comb, initVals[e], vals[e]);
    }
    full[n] = vals;
  });
  return success();
}

LogicalResult KernelBuilder::buildRow() {
  OpBuilder::InsertionGuard outer(b);
  const StitchSchedule &s = info.schedule;
  int64_t numRows = 1;
  for (int64_t r : info.rows)
    numRows *= r;
  rowInBlock = cIdx(0);
  lane = tid;
  for (auto [p, n] : llvm::enumerate(group))
    if (info.smallGemm[p])
      gemmOps.insert(graph.node(n).op);
  // The thread's rows in the block: its row of threads times the rows per
  // thread, plus each of them.
  int64_t RT = s.rowsPerThread;
  Value threadRow = cIdx(0);
  if (s.rowsPerBlock / RT > 1) {
    lane = arith::RemUIOp::create(b, loc, tid, cIdx(s.threadsPerRow));
    threadRow = arith::DivUIOp::create(b, loc, tid, cIdx(s.threadsPerRow));
  }
  rowStates.assign(RT, RowState());
  for (int64_t r = 0; r < RT; ++r)
    rowStates[r].rowInBlock =
        RT == 1
            ? threadRow
            : arith::AddIOp::create(
                  b, loc, arith::MulIOp::create(b, loc, threadRow, cIdx(RT)),
                  cIdx(r))
                  .getResult();
  rowInBlock = rowStates[0].rowInBlock;
  int64_t V = s.vectorWidth, T = s.threadsPerRow;
  // The thread's columns (the same in every row).
  Value laneBase = arith::MulIOp::create(b, loc, lane, cIdx(V));
  for (int64_t k = 0; k < s.chunks; ++k) {
    Value start = arith::AddIOp::create(b, loc, laneBase, cIdx(k * T * V));
    if ((k + 1) * T * V <= info.cols)
      validChunk.push_back(Value());
    else
      validChunk.push_back(arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ult, start, cIdx(info.cols)));
    for (int64_t j = 0; j < V; ++j)
      colOf.push_back(
          j ? arith::AddIOp::create(b, loc, start, cIdx(j)).getResult()
            : start);
  }
  // Column partials: the block loops over the row blocks (its id, + grid,
  // ...) carrying each column-partial node's accumulators.
  SmallVector<unsigned> partialNodes;
  for (auto [p, n] : llvm::enumerate(group))
    if (info.columnPartial[p])
      partialNodes.push_back(n);
  scf::ForOp rowLoop;
  Value rowBlock = bid;
  if (s.rowLoop) {
    SmallVector<Value> inits;
    for (unsigned n : partialNodes) {
      TypedAttr id =
          getStitchCombinerIdentity(getStitchCombiner(graph.node(n).op));
      for (size_t e = 0; e < colOf.size(); ++e)
        inits.push_back(arith::ConstantOp::create(b, loc, id));
    }
    rowLoop = scf::ForOp::create(b, loc, bid, cIdx(numRows / s.rowsPerBlock),
                                 cIdx(s.gridSize), inits);
    b.setInsertionPointToStart(rowLoop.getBody());
    rowBlock = rowLoop.getInductionVar();
    ValueRange carried = rowLoop.getRegionIterArgs();
    for (auto [k, n] : llvm::enumerate(partialNodes))
      columnAcc[n].assign(carried.begin() + k * colOf.size(),
                          carried.begin() + (k + 1) * colOf.size());
  }
  Value blockFirstRow =
      arith::MulIOp::create(b, loc, rowBlock, cIdx(s.rowsPerBlock));
  for (RowState &st : rowStates)
    st.row = arith::AddIOp::create(b, loc, blockFirstRow, st.rowInBlock);
  // Rows past the end (the last block of several rows each; the planner
  // keeps a thread's rows inside).
  scf::IfOp guard;
  if (numRows % s.rowsPerBlock != 0) {
    assert(RT == 1 && "a thread's rows run past the end");
    Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                     rowStates[0].row, cIdx(numRows));
    guard = scf::IfOp::create(b, loc, in, false);
    b.setInsertionPointToStart(guard.thenBlock());
  }
  // Row coordinates, the last fastest.
  for (RowState &st : rowStates) {
    st.rowIdx.assign(info.rows.size(), Value());
    Value rest = st.row;
    for (int64_t d = int64_t(info.rows.size()) - 1; d >= 0; --d) {
      if (d == 0) {
        st.rowIdx[d] = rest;
        break;
      }
      st.rowIdx[d] = arith::RemUIOp::create(b, loc, rest, cIdx(info.rows[d]));
      rest = arith::DivUIOp::create(b, loc, rest, cIdx(info.rows[d]));
    }
  }
  // One row per thread: its state stays in the members.
  if (RT == 1)
    swapRow(0);
  // Each op for each of the thread's rows in turn; a small GEMM for all of
  // them at once.
  for (auto [p, n] : llvm::enumerate(group)) {
    if (info.smallGemm[p]) {
      if (failed(emitSmallGemm(n, p)))
        return failure();
      continue;
    }
    bool failedRow = false;
    forEachRow([&](unsigned) { failedRow |= failed(emitNode(n, p)); });
    if (failedRow)
      return failure();
  }
  // Results used outside the kernel (a column reduction's by its final
  // kernel).
  forEachRow([&](unsigned) {
    for (auto [p, n] : llvm::enumerate(group)) {
      if (!llvm::is_contained(iface.writes, n) || info.columnPartial[p])
        continue;
      Value mem = writeArg(n);
      if (info.rowScalar[p] ||
          (graph.node(n).cls == StitchOpClass::RowReduction &&
           !info.smallGemm[p])) {
        Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            lane, cIdx(0));
        auto ifOp = scf::IfOp::create(b, loc, first, false);
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        memref::StoreOp::create(b, loc, scalar[n], mem, rowIdx);
        continue;
      }
      auto memType = cast<MemRefType>(mem.getType());
      bool vec = vectorizable(memType.getElementType(), V);
      for (int64_t k = 0; k < s.chunks; ++k) {
        scf::IfOp ifOp;
        OpBuilder::InsertionGuard g(b);
        if (validChunk[k]) {
          ifOp = scf::IfOp::create(b, loc, validChunk[k], false);
          b.setInsertionPointToStart(ifOp.thenBlock());
        }
        SmallVector<Value> vals;
        for (int64_t j = 0; j < V; ++j)
          vals.push_back(fullElement(n, k * V + j));
        if (vec) {
          SmallVector<Value> idx(rowIdx);
          idx.push_back(colOf[k * V]);
          auto vt = VectorType::get({V}, memType.getElementType());
          Value v = vector::FromElementsOp::create(b, loc, vt, vals);
          auto st = vector::StoreOp::create(b, loc, v, mem, idx);
          st.setAlignment(V * memType.getElementTypeBitWidth() / 8);
        } else {
          for (int64_t j = 0; j < V; ++j) {
            SmallVector<Value> idx(rowIdx);
            idx.push_back(colOf[k * V + j]);
            memref::StoreOp::create(b, loc, vals[j], mem, idx);
          }
        }
      }
    }
  });
  if (!rowLoop)
    return success();
  SmallVector<Value> yielded;
  for (unsigned n : partialNodes)
    yielded.append(columnAcc[n]);
  scf::YieldOp::create(b, loc, yielded);
  // Each (block, row in block) stores its partial row: the final kernels
  // fold them in order.
  b.setInsertionPointAfter(rowLoop);
  Value slot = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bid, cIdx(s.rowsPerBlock)),
      rowInBlock);
  Value base = arith::MulIOp::create(b, loc, slot, cIdx(info.cols));
  for (auto [k, n] : llvm::enumerate(partialNodes)) {
    for (size_t e = 0; e < colOf.size(); ++e) {
      Value total = rowLoop.getResult(k * colOf.size() + e);
      Value at = arith::AddIOp::create(b, loc, base, colOf[e]);
      OpBuilder::InsertionGuard g(b);
      if (Value valid = validChunk[e / V]) {
        auto ifOp = scf::IfOp::create(b, loc, valid, false);
        b.setInsertionPointToStart(ifOp.thenBlock());
      }
      memref::StoreOp::create(b, loc, total, columnPartials[k], ValueRange{at});
    }
  }
  return success();
}

Value KernelBuilder::premapAt(linalg::GenericOp op, Operation *comb,
                              ArrayRef<Value> loops) {
  IRMapping m;
  mapCaptures(op, m);
  for (OpOperand *use : op.getDpsInputOperands())
    m.map(op.getMatchingBlockArgument(use), operandAt(op, use, loops));
  Block &body = op.getRegion().front();
  for (Operation &inner : body)
    if (auto ix = dyn_cast<linalg::IndexOp>(inner))
      m.map(ix.getResult(), loops[ix.getDim()]);
  for (Operation &inner : body.without_terminator())
    if (&inner != comb && !isa<linalg::IndexOp>(inner))
      b.clone(inner, m);
  BlockArgument out = op.getRegionOutputArgs()[0];
  Value other =
      comb->getOperand(0) == out ? comb->getOperand(1) : comb->getOperand(0);
  return m.lookupOrDefault(other);
}

void KernelBuilder::delinearize(Value linear, ArrayRef<unsigned> dims,
                                ArrayRef<int64_t> domain,
                                SmallVectorImpl<Value> &loops) {
  Value rest = linear;
  for (int64_t k = int64_t(dims.size()) - 1; k >= 0; --k) {
    unsigned d = dims[k];
    if (k == 0) {
      loops[d] = rest;
      break;
    }
    loops[d] = arith::RemUIOp::create(b, loc, rest, cIdx(domain[d]));
    rest = arith::DivUIOp::create(b, loc, rest, cIdx(domain[d]));
  }
}

LogicalResult KernelBuilder::buildColumn() {
  OpBuilder::InsertionGuard outer(b);
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  Operation *comb = getStitchCombiner(op);
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  SmallVector<unsigned> red, par;
  for (unsigned d = 0; d < iters.size(); ++d)
    (iters[d] == utils::IteratorType::reduction ? red : par).push_back(d);
  int64_t cols = 1, rows = 1;
  for (unsigned d : par)
    cols *= domain[d];
  for (unsigned d : red)
    rows *= domain[d];
  const int64_t lanes = info.schedule.threadsPerRow; // 32
  const int64_t splits = info.schedule.splits;
  const int64_t perSplit = (rows + splits - 1) / splits;
  Value c = arith::RemUIOp::create(b, loc, tid, cIdx(32));
  Value r = arith::DivUIOp::create(b, loc, tid, cIdx(32));
  // Block = (column tile, slice of the rows).
  Value tile =
      splits > 1 ? arith::DivUIOp::create(b, loc, bid, cIdx(splits)).getResult()
                 : bid;
  Value slice =
      splits > 1 ? arith::RemUIOp::create(b, loc, bid, cIdx(splits)).getResult()
                 : cIdx(0);
  Value rowBegin = arith::MulIOp::create(b, loc, slice, cIdx(perSplit));
  Value rowEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, rowBegin, cIdx(perSplit)),
      cIdx(rows));
  Value col = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, tile, cIdx(32)), c);
  Value valid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col, cIdx(cols));
  // Columns past the end load the last column; their result is dropped.
  Value colSafe = arith::MinUIOp::create(b, loc, col, cIdx(cols - 1));
  SmallVector<Value> loops(iters.size());
  delinearize(colSafe, par, domain, loops);
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  auto forOp =
      scf::ForOp::create(b, loc, arith::AddIOp::create(b, loc, rowBegin, r),
                         rowEnd, cIdx(lanes), ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> inner(loops);
    delinearize(forOp.getInductionVar(), red, domain, inner);
    Value x = premapAt(op, comb, inner);
    scf::YieldOp::create(b, loc,
                         combine(comb, forOp.getRegionIterArgs()[0], x));
  }
  Value total = foldColumnLanes(comb, forOp.getResult(0), c, r, valid, lanes);
  if (splits > 1) {
    // This slice's partial, folded by buildColumnFinal.
    Value at = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, slice, cIdx(cols)), col);
    memref::StoreOp::create(b, loc, total, partials, ValueRange{at});
    return success();
  }
  storeWithInit(op, comb, loops, total);
  return success();
}

Value KernelBuilder::foldColumnLanes(Operation *comb, Value acc, Value c,
                                     Value r, Value valid, int64_t lanes) {
  Value slot = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, r, cIdx(32)), c);
  Value lanePartials = sharedArray(0, acc.getType(), lanes * 32);
  memref::StoreOp::create(b, loc, acc, lanePartials, ValueRange{slot});
  gpu::BarrierOp::create(b, loc);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, r, cIdx(0));
  auto ifOp = scf::IfOp::create(
      b, loc, arith::AndIOp::create(b, loc, first, valid), false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value total =
      arith::ConstantOp::create(b, loc, getStitchCombinerIdentity(comb));
  for (int64_t k = 0; k < lanes; ++k)
    total = combine(
        comb, total,
        load(lanePartials, {arith::AddIOp::create(b, loc, c, cIdx(k * 32))}));
  return total;
}

void KernelBuilder::storeWithInit(linalg::GenericOp op, Operation *comb,
                                  ArrayRef<Value> loops, Value total) {
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  SmallVector<Value> outLoops(loops);
  for (Value &v : outLoops)
    if (!v)
      v = cIdx(0);
  SmallVector<Value> at = indicesFor(outMap, outLoops);
  Value initV = load(readArg(op.getDpsInitOperand(0)->get()), at);
  memref::StoreOp::create(b, loc, combine(comb, initV, total),
                          writeArg(*graph.nodeOf(op)), at);
}

/// The second kernel of a split column reduction, and the final kernel of a
/// row kernel's column partials: blocks of 32 columns x 32 lanes, lane r of
/// column c folding partial rows r, r + 32, ... (coalesced along the
/// columns), the lanes' folds through shared memory (4 KB), folded in lane
/// order by lane 0, then the init: a fixed order, the same result every run.
/// (A thread per column folding every partial row one after another leaves
/// the GPU waiting on one load at a time, with few blocks: docs/stitch.md,
/// Column partials.)
LogicalResult KernelBuilder::buildColumnFinal() {
  OpBuilder::InsertionGuard outer(b);
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  Operation *comb = getStitchCombiner(op);
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  SmallVector<unsigned> par;
  int64_t cols = 1;
  for (unsigned d = 0; d < iters.size(); ++d)
    if (iters[d] == utils::IteratorType::parallel) {
      par.push_back(d);
      cols *= domain[d];
    }
  Value c = arith::RemUIOp::create(b, loc, tid, cIdx(32));
  Value r = arith::DivUIOp::create(b, loc, tid, cIdx(32));
  Value col = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bid, cIdx(32)), c);
  Value valid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col, cIdx(cols));
  // Columns past the end fold the last column; their result is dropped.
  Value colSafe = arith::MinUIOp::create(b, loc, col, cIdx(cols - 1));
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  auto forOp = scf::ForOp::create(b, loc, r, cIdx(info.schedule.splits),
                                  cIdx(kFinalLanes), ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    Value at = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc, forOp.getInductionVar(), cIdx(cols)),
        colSafe);
    scf::YieldOp::create(
        b, loc,
        combine(comb, forOp.getRegionIterArgs()[0], load(partials, {at})));
  }
  Value total =
      foldColumnLanes(comb, forOp.getResult(0), c, r, valid, kFinalLanes);
  SmallVector<Value> loops(iters.size());
  delinearize(col, par, domain, loops);
  storeWithInit(op, comb, loops, total);
  return success();
}

LogicalResult KernelBuilder::buildScalar() {
  OpBuilder::InsertionGuard outer(b);
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  Operation *comb = getStitchCombiner(op);
  SmallVector<unsigned> all;
  int64_t points = 1;
  for (unsigned d = 0; d < domain.size(); ++d) {
    all.push_back(d);
    points *= domain[d];
  }
  int64_t T = info.schedule.blockSize;
  int64_t splits = info.schedule.splits;
  lane = tid;
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  // Split: block b's thread t folds points b T + t, + splits T, ...
  Value begin =
      splits > 1 ? arith::AddIOp::create(
                       b, loc, arith::MulIOp::create(b, loc, bid, cIdx(T)), tid)
                       .getResult()
                 : tid;
  auto forOp = scf::ForOp::create(b, loc, begin, cIdx(points), cIdx(T * splits),
                                  ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> loops(domain.size());
    delinearize(forOp.getInductionVar(), all, domain, loops);
    Value x = premapAt(op, comb, loops);
    scf::YieldOp::create(b, loc,
                         combine(comb, forOp.getRegionIterArgs()[0], x));
  }
  Value total = crossThread(comb, forOp.getResult(0), 0);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cIdx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  if (splits > 1) {
    // This block's partial, folded by buildScalarFinal.
    memref::StoreOp::create(b, loc, total, partials, ValueRange{bid});
    return success();
  }
  storeWithInit(op, comb, {}, total);
  return success();
}

/// The second kernel of a split scalar reduction: one warp, lane l folding
/// partials l, l + 32, ..., then the lanes by shuffles (a fixed order: the
/// same result every run), then the init.
LogicalResult KernelBuilder::buildScalarFinal() {
  OpBuilder::InsertionGuard outer(b);
  linalg::GenericOp op = graph.node(group[0]).op;
  Operation *comb = getStitchCombiner(op);
  assert(info.schedule.threadsPerRow == 32 && "the final kernel is one warp");
  lane = tid;
  TypedAttr id = getStitchCombinerIdentity(comb);
  Value acc0 = arith::ConstantOp::create(b, loc, id);
  auto forOp = scf::ForOp::create(b, loc, tid, cIdx(info.schedule.splits),
                                  cIdx(32), ValueRange{acc0});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    scf::YieldOp::create(b, loc,
                         combine(comb, forOp.getRegionIterArgs()[0],
                                 load(partials, {forOp.getInductionVar()})));
  }
  Value total = crossThread(comb, forOp.getResult(0), 0);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, cIdx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  storeWithInit(op, comb, {}, total);
  return success();
}

LogicalResult KernelBuilder::buildLoop() {
  unsigned n = group[0];
  linalg::GenericOp op = graph.node(n).op;
  const StitchSchedule &s = info.schedule;
  ArrayRef<int64_t> domain = graph.node(n).domain;
  OpBuilder::InsertionGuard outer(b);
  Value gid = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bid, cIdx(s.blockSize)), tid);
  // Parallel loops in the order of the output's dimensions (the last one
  // fastest across threads), then any parallel loop the output lacks.
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  SmallVector<unsigned> par;
  for (AffineExpr e : outMap.getResults())
    if (auto d = dyn_cast<AffineDimExpr>(e))
      par.push_back(d.getPosition());
  for (unsigned d = 0; d < iters.size(); ++d)
    if (iters[d] == utils::IteratorType::parallel &&
        !llvm::is_contained(par, d))
      par.push_back(d);
  int64_t points = 1;
  for (unsigned d : par)
    points *= domain[d];
  Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, gid,
                                   cIdx(points));
  auto guard = scf::IfOp::create(b, loc, in, false);
  b.setInsertionPointToStart(guard.thenBlock());
  SmallVector<Value> loops(iters.size());
  Value rest = gid;
  for (int64_t k = int64_t(par.size()) - 1; k >= 0; --k) {
    unsigned d = par[k];
    if (k == 0) {
      loops[d] = rest;
      break;
    }
    loops[d] = arith::RemUIOp::create(b, loc, rest, cIdx(domain[d]));
    rest = arith::DivUIOp::create(b, loc, rest, cIdx(domain[d]));
  }
  OpOperand *init = op.getDpsInitOperand(0);
  Type elem = getElementTypeOrSelf(op->getResult(0).getType());
  Value acc;
  if (op.payloadUsesValueFromOperand(init)) {
    // The accumulator's first value: the init at the output point (the
    // reduction loops do not index the output).
    SmallVector<Value> dims(loops);
    for (Value &d : dims)
      if (!d)
        d = cIdx(0);
    acc = load(readArg(init->get()), indicesFor(outMap, dims));
  } else {
    acc = zeroOf(elem);
  }
  // The reduction loops, nested in loop order.
  SmallVector<unsigned> red;
  for (unsigned d = 0; d < iters.size(); ++d)
    if (iters[d] == utils::IteratorType::reduction)
      red.push_back(d);
  std::function<Value(unsigned, Value)> nest = [&](unsigned k,
                                                   Value a) -> Value {
    if (k == red.size()) {
      IRMapping m;
      mapCaptures(op, m);
      for (OpOperand *use : op.getDpsInputOperands())
        m.map(op.getMatchingBlockArgument(use), operandAt(op, use, loops));
      m.map(op.getRegionOutputArgs()[0], a);
      for (Operation &inner : op.getRegion().front())
        if (auto ix = dyn_cast<linalg::IndexOp>(inner))
          m.map(ix.getResult(), loops[ix.getDim()]);
      Block &body = op.getRegion().front();
      for (Operation &inner : body.without_terminator())
        if (!isa<linalg::IndexOp>(inner))
          b.clone(inner, m);
      return m.lookupOrDefault(
          cast<linalg::YieldOp>(body.getTerminator()).getOperand(0));
    }
    unsigned d = red[k];
    auto forOp = scf::ForOp::create(b, loc, cIdx(0), cIdx(domain[d]), cIdx(1),
                                    ValueRange{a});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    loops[d] = forOp.getInductionVar();
    Value r = nest(k + 1, forOp.getRegionIterArgs()[0]);
    scf::YieldOp::create(b, loc, r);
    return forOp.getResult(0);
  };
  Value result = nest(0, acc);
  SmallVector<Value> dims(loops);
  for (Value &d : dims)
    if (!d)
      d = cIdx(0);
  memref::StoreOp::create(b, loc, result, writeArg(n),
                          indicesFor(outMap, dims));
  return success();
}

//===----------------------------------------------------------------------===//
// The function rewrite
//===----------------------------------------------------------------------===//

static std::string formatFixed(double v) {
  return llvm::formatv("{0:F2}", v).str();
}

static MemRefType bufferTypeOf(Type t) {
  auto tt = cast<RankedTensorType>(t);
  return MemRefType::get(tt.getShape(), tt.getElementType());
}

LogicalResult mlir::kfusion::stitchFunction(func::FuncOp func,
                                            const StitchModel &device,
                                            bool remarks) {
  if (failed(generalizeForStitching(func)))
    return failure();
  FailureOr<StitchGraph> built = StitchGraph::build(func);
  if (failed(built))
    return failure();
  const StitchGraph &graph = *built;
  MLIRContext *ctx = func.getContext();
  for (Type t : func.getArgumentTypes())
    if (isa<TensorType>(t) && !cast<RankedTensorType>(t).hasStaticShape())
      return func.emitError("stitching supports static tensor shapes only");
  for (Type t : func.getResultTypes())
    if (!isa<RankedTensorType>(t) ||
        !cast<RankedTensorType>(t).hasStaticShape())
      return func.emitError("stitching needs results that are static tensors");

  // Groups from the attributes; an op without one is alone.
  SmallVector<unsigned> groupOf = graph.groupsFromAttribute(kGroupAttr);
  unsigned numGroups = 0;
  for (unsigned g : groupOf)
    numGroups = std::max(numGroups, g + 1);
  SmallVector<SmallVector<unsigned>> members(numGroups);
  for (unsigned n = 0; n < graph.size(); ++n)
    members[groupOf[n]].push_back(n);
  FailureOr<SmallVector<unsigned>> order = graph.topologicalGroupOrder(groupOf);
  if (failed(order))
    return func.emitError("the stitch groups make a cycle between kernels: "
                          "a group uses a value another group computes from "
                          "its own results"),
           failure();
  std::vector<StitchKernelInfo> infos(numGroups);
  for (unsigned g : *order) {
    infos[g] = graph.analyzeKernel(members[g], device);
    if (!infos[g].feasible) {
      Operation *first = graph.node(members[g].front()).op;
      return first->emitError("cannot stitch group ")
                 << (first->getAttr(kGroupAttr) ? first->getAttr(kGroupAttr)
                                                : Attribute())
                 << ": " << infos[g].reason,
             failure();
    }
  }
  // Kernel packing: groups with the same `kfusion.stitch_pack` share one
  // launch by block ranges. They must not depend on each other (contracting
  // the packs keeps the graph acyclic) and, when a kernel synchronizes its
  // block, have its block size.
  SmallVector<std::optional<int64_t>> packKeys;
  for (unsigned g = 0; g < numGroups; ++g) {
    auto a = graph.node(members[g].front())
                 .op->getAttrOfType<IntegerAttr>(kPackAttr);
    packKeys.push_back(a ? std::optional<int64_t>(a.getInt()) : std::nullopt);
  }
  SmallVector<unsigned> packOfGroup = denseStitchIds(packKeys);
  unsigned numPacks = 0;
  for (unsigned p : packOfGroup)
    numPacks = std::max(numPacks, p + 1);
  SmallVector<unsigned> packOfNode(graph.size());
  for (unsigned n = 0; n < graph.size(); ++n)
    packOfNode[n] = packOfGroup[groupOf[n]];
  FailureOr<SmallVector<unsigned>> packOrder =
      graph.topologicalGroupOrder(packOfNode);
  // A dependence inside a pack is an edge within one contracted node, which
  // the order does not see: check the edges themselves too.
  bool packedEdge = llvm::any_of(graph.edges(), [&](auto e) {
    return groupOf[e.first] != groupOf[e.second] &&
           packOfNode[e.first] == packOfNode[e.second];
  });
  if (failed(packOrder) || packedEdge)
    return func.emitError("cannot pack stitch groups that depend on each "
                          "other (kfusion.stitch_pack)"),
           failure();
  SmallVector<SmallVector<unsigned>> packGroups(numPacks);
  for (unsigned g : *order)
    packGroups[packOfGroup[g]].push_back(g);
  for (ArrayRef<unsigned> groups : packGroups) {
    if (groups.size() < 2)
      continue;
    int64_t block = 0;
    for (unsigned g : groups)
      block = std::max(block, infos[g].schedule.blockSize);
    for (unsigned g : groups)
      if (infos[g].schedule.blockSize != block &&
          stitchKernelSynchronizes(infos[g]))
        return graph.node(members[g].front())
                       .op->emitError("cannot pack a synchronizing kernel of ")
                   << infos[g].schedule.blockSize << " threads with kernels of "
                   << block << " threads (its barriers need the whole block)",
               failure();
  }

  // The new function: memref arguments, then one out-parameter per result.
  OpBuilder b(func);
  Location loc = func.getLoc();
  SmallVector<Type> argTypes;
  for (Type t : func.getArgumentTypes())
    argTypes.push_back(isa<TensorType>(t) ? Type(bufferTypeOf(t)) : t);
  unsigned numIns = argTypes.size();
  for (Type t : func.getResultTypes())
    argTypes.push_back(bufferTypeOf(t));
  auto newFunc = func::FuncOp::create(b, loc, func.getName(),
                                      FunctionType::get(ctx, argTypes, {}));
  newFunc.setVisibility(func.getVisibility());
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (DictionaryAttr attrs = func.getArgAttrDict(i))
      newFunc.setArgAttrs(i, attrs);
  Block *entry = newFunc.addEntryBlock();
  OpBuilder hb = OpBuilder::atBlockBegin(entry);

  auto module = func->getParentOfType<ModuleOp>();
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  UnitAttr::get(ctx));
  std::string modName = (func.getName() + "_stitched").str();
  OpBuilder mb = OpBuilder::atBlockEnd(module.getBody());
  auto gpuModule = gpu::GPUModuleOp::create(mb, loc, modName);
  SymbolTable modSymbols(module);
  (void)modSymbols;

  llvm::DenseMap<Value, Value> buffer;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    buffer[func.getArgument(i)] = entry->getArgument(i);
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  // A node result returned goes straight to its (first) out-parameter.
  SmallVector<std::pair<Value, Value>> copiesAfter; // (dst, src tensor)
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    Value out = entry->getArgument(numIns + i);
    Operation *def = v.getDefiningOp();
    if (def && graph.nodeOf(def) && !buffer.count(v))
      buffer[v] = out;
    else
      copiesAfter.push_back({out, v});
  }

  Value tok =
      gpu::WaitOp::create(hb, loc, gpu::AsyncTokenType::get(ctx), ValueRange{})
          .getAsyncToken();
  SmallVector<Value> temps;
  unsigned kernelId = 0;
  for (unsigned pk : *packOrder) {
    ArrayRef<unsigned> groups = packGroups[pk];
    struct Part {
      unsigned group;
      SmallVector<unsigned> nodes;
      KernelInterface iface;
      int64_t firstBlock = 0;
    };
    SmallVector<Part, 2> parts;
    int64_t blockSize = 0, gridSize = 0, sharedBytes = 0;
    for (unsigned g : groups) {
      Part part;
      part.group = g;
      part.nodes = StitchGraph::sorted(members[g]);
      const StitchKernelInfo &info = infos[g];
      KernelInterface &iface = part.iface;
      llvm::SetVector<Value> reads, scalars;
      for (unsigned n : part.nodes) {
        linalg::GenericOp op = graph.node(n).op;
        for (OpOperand &use : op->getOpOperands()) {
          if (&use == op.getDpsInitOperand(0) &&
              !op.payloadUsesValueFromOperand(&use))
            continue;
          Value v = use.get();
          Operation *def = v.getDefiningOp();
          std::optional<unsigned> pn = def ? graph.nodeOf(def) : std::nullopt;
          if (pn && llvm::is_contained(part.nodes, *pn))
            continue;
          if (!isa<ShapedType>(v.getType())) {
            if (!v.getDefiningOp<arith::ConstantOp>())
              scalars.insert(v);
            continue;
          }
          if (!buffer.count(v))
            return op->emitError("stitching: this op reads a tensor that "
                                 "holds no values (a tensor.empty)"),
                   failure();
          reads.insert(v);
        }
        op.getRegion().walk([&](Operation *inner) {
          for (Value v : inner->getOperands())
            if (!op.getRegion().isAncestor(v.getParentRegion()) &&
                !v.getDefiningOp<arith::ConstantOp>())
              scalars.insert(v);
        });
        bool outside = graph.node(n).escapes ||
                       llvm::any_of(graph.node(n).consumers, [&](unsigned c) {
                         return !llvm::is_contained(part.nodes, c);
                       });
        if (outside)
          iface.writes.push_back(n);
      }
      iface.reads.assign(reads.begin(), reads.end());
      iface.scalars.assign(scalars.begin(), scalars.end());
      for (Value v : iface.scalars)
        if (!buffer.count(v) && isa<BlockArgument>(v) &&
            cast<BlockArgument>(v).getOwner() == &func.getBody().front())
          buffer[v] = entry->getArgument(cast<BlockArgument>(v).getArgNumber());
      for (Value v : iface.scalars)
        if (!buffer.count(v))
          return graph.node(part.nodes[0])
                     .op->emitError(
                         "stitching: a body captures a value that is neither a "
                         "constant nor a function argument"),
                 failure();
      // Buffers of the results used outside the kernel.
      for (unsigned n : iface.writes) {
        Value r = graph.node(n).op->getResult(0);
        if (buffer.count(r))
          continue;
        auto alloc = gpu::AllocOp::create(
            hb, loc, bufferTypeOf(r.getType()), gpu::AsyncTokenType::get(ctx),
            ValueRange{tok}, ValueRange{}, ValueRange{}, /*hostShared=*/false);
        tok = alloc.getAsyncToken();
        buffer[r] = alloc.getMemref();
        temps.push_back(alloc.getMemref());
      }
      part.firstBlock = gridSize;
      gridSize += info.schedule.gridSize;
      blockSize = std::max(blockSize, info.schedule.blockSize);
      sharedBytes = std::max(sharedBytes, info.sharedAllocated);
      parts.push_back(std::move(part));
    }
    // The kernel's arguments: each part's reads, writes and scalars.
    SmallVector<Type> kTypes;
    SmallVector<Value> kArgs;
    SmallVector<std::pair<unsigned, unsigned>> argRange;
    for (Part &part : parts) {
      unsigned begin = kArgs.size();
      for (Value v : part.iface.reads)
        kArgs.push_back(buffer[v]);
      for (unsigned n : part.iface.writes)
        kArgs.push_back(buffer[graph.node(n).op->getResult(0)]);
      for (Value v : part.iface.scalars)
        kArgs.push_back(buffer[v]);
      argRange.push_back({begin, unsigned(kArgs.size())});
    }
    // A split column or scalar reduction: a partials buffer, and a second
    // kernel.
    const StitchSchedule &first = infos[parts[0].group].schedule;
    bool split =
        (first.composition == "column" || first.composition == "scalar") &&
        first.splits > 1;
    if (split && parts.size() > 1)
      return graph.node(parts[0].nodes[0])
                 .op->emitError("cannot pack a split " + first.composition +
                                " reduction"),
             failure();
    int64_t splitCols = 0;
    if (split) {
      const StitchNode &node = graph.node(parts[0].nodes[0]);
      splitCols = 1;
      for (auto [d, it] : llvm::enumerate(node.op.getIteratorTypesArray()))
        if (it == utils::IteratorType::parallel)
          splitCols *= node.domain[d];
      auto alloc = gpu::AllocOp::create(
          hb, loc,
          MemRefType::get({first.splits * splitCols}, Float32Type::get(ctx)),
          gpu::AsyncTokenType::get(ctx), ValueRange{tok}, ValueRange{},
          ValueRange{}, /*hostShared=*/false);
      tok = alloc.getAsyncToken();
      temps.push_back(alloc.getMemref());
      kArgs.push_back(alloc.getMemref());
    }
    // A row kernel with column partials: a partials buffer per column
    // reduction (partial rows x columns), each folded by a final kernel.
    bool rowLoop = first.rowLoop;
    if (rowLoop && parts.size() > 1)
      return graph.node(parts[0].nodes[0])
                 .op->emitError(
                     "cannot pack a row kernel with column partials"),
             failure();
    SmallVector<unsigned> partialNodes;
    SmallVector<unsigned> partialArgs;
    if (rowLoop) {
      const StitchKernelInfo &info = infos[parts[0].group];
      for (auto [p, n] : llvm::enumerate(parts[0].nodes)) {
        if (!info.columnPartial[p])
          continue;
        auto alloc = gpu::AllocOp::create(
            hb, loc,
            MemRefType::get({first.splits * info.cols}, Float32Type::get(ctx)),
            gpu::AsyncTokenType::get(ctx), ValueRange{tok}, ValueRange{},
            ValueRange{}, /*hostShared=*/false);
        tok = alloc.getAsyncToken();
        temps.push_back(alloc.getMemref());
        partialNodes.push_back(n);
        partialArgs.push_back(kArgs.size());
        kArgs.push_back(alloc.getMemref());
      }
    }
    for (Value v : kArgs)
      kTypes.push_back(v.getType());
    std::string composition = infos[parts[0].group].schedule.composition;
    for (Part &part : llvm::drop_begin(parts))
      composition += "_" + infos[part.group].schedule.composition;
    std::string kname = (func.getName() + "_k" + Twine(kernelId++) + "_" +
                         (parts.size() > 1 ? "packed_" : "") + composition)
                            .str();
    OpBuilder kb = OpBuilder::atBlockEnd(gpuModule.getBody());
    SmallVector<Type> workgroup;
    if (sharedBytes > 0)
      workgroup.push_back(MemRefType::get(
          {sharedBytes}, IntegerType::get(ctx, 8), AffineMap(),
          gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup)));
    auto kernel = gpu::GPUFuncOp::create(
        kb, loc, kname, FunctionType::get(ctx, kTypes, {}), workgroup);
    kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                    UnitAttr::get(ctx));
    kernel.setKnownBlockSizeAttr(
        DenseI32ArrayAttr::get(ctx, {int32_t(blockSize), 1, 1}));
    OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
    Value shared;
    if (sharedBytes > 0)
      shared = kernel.getWorkgroupAttributions().front();
    Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    SmallVector<Value> kernelArgs(kernel.getArguments().begin(),
                                  kernel.getArguments().end());
    for (auto [k, part] : llvm::enumerate(parts)) {
      const StitchKernelInfo &info = infos[part.group];
      ArrayRef<Value> partArgs =
          ArrayRef<Value>(kernelArgs)
              .slice(argRange[k].first, argRange[k].second - argRange[k].first);
      OpBuilder pb = b;
      Value partBid = bid;
      if (parts.size() > 1) {
        // Blocks [first, first + grid) run this part, with ids from 0.
        Value lo = arith::ConstantIndexOp::create(b, loc, part.firstBlock);
        Value hi = arith::ConstantIndexOp::create(
            b, loc, part.firstBlock + info.schedule.gridSize);
        Value in =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, bid, hi);
        if (part.firstBlock > 0)
          in = arith::AndIOp::create(
              b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, bid, lo),
              in);
        if (info.schedule.blockSize < blockSize)
          in = arith::AndIOp::create(
              b, loc, in,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, tid,
                                    arith::ConstantIndexOp::create(
                                        b, loc, info.schedule.blockSize)));
        auto ifOp = scf::IfOp::create(b, loc, in, false);
        pb.setInsertionPointToStart(ifOp.thenBlock());
        partBid = arith::SubIOp::create(pb, loc, bid, lo);
      }
      KernelBuilder kbuilder(graph, part.nodes, info, part.iface, pb, loc,
                             partArgs, tid, partBid, shared);
      if (split) // the last function argument (attributions follow it)
        kbuilder.partials = kernelArgs[kArgs.size() - 1];
      for (unsigned a : partialArgs)
        kbuilder.columnPartials.push_back(kernelArgs[a]);
      StringRef comp = info.schedule.composition;
      if (failed(comp == "loop"     ? kbuilder.buildLoop()
                 : comp == "column" ? kbuilder.buildColumn()
                 : comp == "scalar" ? kbuilder.buildScalar()
                                    : kbuilder.buildRow()))
        return failure();
    }
    gpu::ReturnOp::create(b, loc);
    Value gx = arith::ConstantIndexOp::create(hb, loc, gridSize);
    Value bx = arith::ConstantIndexOp::create(hb, loc, blockSize);
    Value one = arith::ConstantIndexOp::create(hb, loc, 1);
    auto launch = gpu::LaunchFuncOp::create(
        hb, loc, kernel, gpu::KernelDim3{gx, one, one},
        gpu::KernelDim3{bx, one, one}, Value(), kArgs,
        gpu::AsyncTokenType::get(ctx), ValueRange{tok});
    tok = launch.getAsyncToken();
    launch->setAttr(kCompositionAttr, StringAttr::get(ctx, composition));
    // A final kernel `name` folding reduction `nodes`' partials (the kernel
    // argument `partialsArg`), launched after the kernel with its arguments:
    // over `cols` columns, 32 per block with kFinalLanes lanes each, or, for
    // a split scalar reduction, one warp.
    auto emitFinal = [&](const std::string &name, ArrayRef<unsigned> nodes,
                         unsigned partialsArg, int64_t cols) -> LogicalResult {
      Part &part = parts[0];
      StitchKernelInfo info = infos[part.group];
      bool scalar = info.schedule.composition == "scalar";
      int64_t fthreads = scalar ? 32 : 32 * kFinalLanes;
      if (scalar)
        info.schedule.threadsPerRow = info.schedule.blockSize = 32;
      // A column final's lanes fold through shared memory.
      SmallVector<Type> fworkgroup;
      if (!scalar)
        fworkgroup.push_back(MemRefType::get(
            {kFinalLanes * 32 * 4}, IntegerType::get(ctx, 8), AffineMap(),
            gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup)));
      OpBuilder fkb = OpBuilder::atBlockEnd(gpuModule.getBody());
      auto final = gpu::GPUFuncOp::create(
          fkb, loc, name, FunctionType::get(ctx, kTypes, {}), fworkgroup);
      final->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                     UnitAttr::get(ctx));
      final.setKnownBlockSizeAttr(
          DenseI32ArrayAttr::get(ctx, {int32_t(fthreads), 1, 1}));
      OpBuilder fb = OpBuilder::atBlockBegin(&final.getBody().front());
      Value ftid = gpu::ThreadIdOp::create(fb, loc, gpu::Dimension::x);
      Value fbid = gpu::BlockIdOp::create(fb, loc, gpu::Dimension::x);
      SmallVector<Value> finalArgs(final.getArguments().begin(),
                                   final.getArguments().end());
      KernelBuilder fbuilder(
          graph, nodes, info, part.iface, fb, loc, finalArgs, ftid, fbid,
          scalar ? Value() : Value(final.getWorkgroupAttributions().front()));
      fbuilder.partials = finalArgs[partialsArg];
      if (failed(scalar ? fbuilder.buildScalarFinal()
                        : fbuilder.buildColumnFinal()))
        return failure();
      gpu::ReturnOp::create(fb, loc);
      Value fgx = arith::ConstantIndexOp::create(hb, loc,
                                                 scalar ? 1 : (cols + 31) / 32);
      Value fbx = arith::ConstantIndexOp::create(hb, loc, fthreads);
      auto flaunch = gpu::LaunchFuncOp::create(
          hb, loc, final, gpu::KernelDim3{fgx, one, one},
          gpu::KernelDim3{fbx, one, one}, Value(), kArgs,
          gpu::AsyncTokenType::get(ctx), ValueRange{tok});
      tok = flaunch.getAsyncToken();
      flaunch->setAttr(
          kCompositionAttr,
          StringAttr::get(ctx, scalar ? "scalar_final" : "column_final"));
      return success();
    };
    if (split && failed(emitFinal(kname + "_final", parts[0].nodes,
                                  kArgs.size() - 1, splitCols)))
      return failure();
    // The column partials' final kernels, one per column reduction.
    for (auto [k, n] : llvm::enumerate(partialNodes)) {
      SmallVector<unsigned> finalGroup{n};
      if (failed(emitFinal(kname + "_final" + std::to_string(k), finalGroup,
                           partialArgs[k], infos[parts[0].group].cols)))
        return failure();
    }
    if (!remarks)
      continue;
    for (Part &part : parts) {
      const StitchKernelInfo &info = infos[part.group];
      InFlightDiagnostic d = graph.node(part.nodes[0]).op->emitRemark();
      d << "stitched kernel " << kname;
      if (parts.size() > 1)
        d << " (packed, blocks " << part.firstBlock << ".."
          << part.firstBlock + info.schedule.gridSize - 1 << ")";
      d << ": ops [" << graph.describe(part.nodes) << "], "
        << info.schedule.composition << " composition";
      if (info.schedule.composition == "column")
        d << " (32 columns x 32 row lanes per block"
          << (info.schedule.splits > 1
                  ? ", rows in " + std::to_string(info.schedule.splits) +
                        " slices folded by " + kname + "_final"
                  : std::string())
          << ")";
      else if (info.schedule.composition == "scalar")
        d << (info.schedule.splits > 1
                  ? " (" + std::to_string(info.schedule.splits) +
                        " blocks, strided, partials folded by " + kname +
                        "_final)"
                  : std::string(" (one block, strided)"));
      else if (info.schedule.composition != "loop")
        d << " (" << info.schedule.threadsPerRow << " threads per row, "
          << info.schedule.rowsPerBlock << " rows per block, "
          << (info.schedule.rowsPerThread > 1
                  ? std::to_string(info.schedule.rowsPerThread) +
                        " rows per thread, "
                  : std::string())
          << "vector " << info.schedule.vectorWidth << ", "
          << info.schedule.chunks << " chunks"
          << (info.schedule.rowLoop
                  ? ", blocks looping over the rows; column partials of " +
                        std::to_string(partialNodes.size()) +
                        " column reduction(s) in " +
                        std::to_string(info.schedule.splits) +
                        " partial rows folded by " + kname + "_final<k>"
                  : std::string())
          << ")";
      for (auto [i, n] : llvm::enumerate(part.nodes))
        if (i < info.smallGemm.size() && info.smallGemm[i])
          d << ", small GEMM op " << n
            << " over k = " << graph.node(n).domain.back()
            << (info.stagedOffset[i] >= 0 &&
                        llvm::any_of(
                            stitchGemmStages(graph.node(n).op,
                                             info.schedule.rowsPerBlock),
                            [](int64_t b) { return b > 0; })
                    ? " (row operand staged in shared memory)"
                    : "");
      d << ", grid " << info.schedule.gridSize << " x block "
        << info.schedule.blockSize << ", modelled "
        << formatFixed(info.seconds * 1e6) << " us";
      if (info.sharedRequested > 0)
        d << ", shared memory " << info.sharedAllocated << " of "
          << info.sharedRequested << " bytes requested (allocated/requested "
          << formatFixed(double(info.sharedAllocated) / info.sharedRequested)
          << ")";
    }
  }
  for (auto [dst, src] : copiesAfter) {
    if (!buffer.count(src))
      return ret.emitError("stitching: a result holds no values (a "
                           "tensor.empty is returned)"),
             failure();
    tok = gpu::MemcpyOp::create(hb, loc, gpu::AsyncTokenType::get(ctx),
                                ValueRange{tok}, dst, buffer[src])
              .getAsyncToken();
  }
  for (Value t : temps)
    tok = gpu::DeallocOp::create(hb, loc, gpu::AsyncTokenType::get(ctx),
                                 ValueRange{tok}, t)
              .getAsyncToken();
  gpu::WaitOp::create(hb, loc, Type(), ValueRange{tok});
  func::ReturnOp::create(hb, loc);
  func.erase();
  return success();
}

/// Writes `kfusion.l2_policy = policy` on the loads of `kernel`'s read-only
/// inputs: arguments in global memory that only loads (and memref.dim) use.
static void markReadOnlyLoads(gpu::GPUFuncOp kernel, StringRef policy) {
  auto name = StringAttr::get(kernel.getContext(), policy);
  for (BlockArgument arg : kernel.getArguments()) {
    if (!isa<MemRefType>(arg.getType()) || isBlockLocalMemRef(arg.getType()))
      continue;
    bool readOnly = llvm::all_of(arg.getUsers(), [&](Operation *user) {
      if (isa<memref::DimOp>(user))
        return true;
      if (auto load = dyn_cast<memref::LoadOp>(user))
        return load.getMemRef() == arg;
      if (auto load = dyn_cast<vector::LoadOp>(user))
        return load.getBase() == arg;
      return false;
    });
    if (!readOnly)
      continue;
    for (Operation *user : arg.getUsers()) {
      if (isa<memref::DimOp>(user))
        continue;
      auto type = cast<MemRefType>(arg.getType());
      Type loaded = isa<vector::LoadOp>(user)
                        ? Type(cast<vector::LoadOp>(user).getVectorType())
                        : type.getElementType();
      // Loads the hinted PTX load cannot take (e.g. 3 elements) stay plain.
      if (whyNoL2Policy(user, type, loaded).empty())
        user->setAttr(kL2PolicyAttrName, name);
    }
  }
}

namespace {
struct KFusionStitchPass
    : public kfusion::impl::KFusionStitchPassBase<KFusionStitchPass> {
  using Base::Base;
  void runOnOperation() override {
    FailureOr<DeviceDescription> gpu = resolveDevice(getOperation(), device);
    if (failed(gpu))
      return signalPassFailure();
    if (l2Policy != "none" && !isL2PolicyName(l2Policy)) {
      getOperation().emitError()
          << "kfusion-stitch: l2-policy must be evict_last, evict_first or "
             "none, not '"
          << l2Policy << "'";
      return signalPassFailure();
    }
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs;
    for (auto f : module.getOps<func::FuncOp>())
      if (isStitchInput(f))
        funcs.push_back(f);
    StitchModel model;
    model.gpu = *gpu;
    model.maxRegisterValues = maxRegisterValues;
    model.smallGemmMaxDepth = smallGemmDepth;
    llvm::SmallPtrSet<Operation *, 16> before;
    for (Operation &op : *module.getBody())
      before.insert(&op);
    for (func::FuncOp f : funcs)
      if (failed(stitchFunction(f, model, remarks)))
        return signalPassFailure();
    // Clean up what was generated (folding the unrolled index arithmetic,
    // CSE of the loads' address computations), and only that: the rest of
    // the module is the user's.
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    for (Dialect *dialect : ctx->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName op : ctx->getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, ctx);
    FrozenRewritePatternSet frozen(std::move(patterns));
    IRRewriter rewriter(ctx);
    for (Operation &op : llvm::make_early_inc_range(*module.getBody())) {
      if (before.contains(&op))
        continue;
      (void)applyPatternsGreedily(&op, frozen);
      DominanceInfo dominance(&op);
      eliminateCommonSubExpressions(rewriter, dominance, &op);
      if (l2Policy != "none")
        op.walk([&](gpu::GPUFuncOp kernel) {
          markReadOnlyLoads(kernel, l2Policy);
        });
    }
  }
};
} // namespace
