//===- StitchKernelBuilder.h - Generating one stitched kernel ---*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Stitch: the builder of one kernel body of kfusion-stitch,
// shared by the host rewrite (StitchHost.cpp) and the kernel templates it
// drives: row kernels (StitchRowKernels.cpp), column and scalar reductions
// and their final kernels (StitchReductions.cpp), loop kernels
// (StitchLoopKernel.cpp), over the common steps of StitchKernelBuilder.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_STITCH_STITCHKERNELBUILDER_H
#define KFUSION_LIB_STITCH_STITCHKERNELBUILDER_H

#include "KFusion/Common/GenericPayload.h"
#include "KFusion/Stitch/StitchGraph.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>

namespace mlir::kfusion::stitch {

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
inline bool vectorizable(Type elem, int64_t V) {
  if (V <= 1 || !elem.isIntOrFloat())
    return false;
  unsigned bits = elem.getIntOrFloatBitWidth();
  return (bits == 8 || bits == 16 || bits == 32 || bits == 64) &&
         V * bits <= 128;
}

/// Whether vectors of `V` elements along the last dimension of `type` start
/// at multiples of `V` elements, as an aligned vector load needs: an identity
/// layout (shape checked by the caller), or a view (a slice) whose last
/// stride is 1 and whose offset and other strides are multiples of `V`.
inline bool vectorAligned(MemRefType type, int64_t V) {
  if (type.getLayout().isIdentity())
    return true;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) || strides.empty() ||
      strides.back() != 1 || ShapedType::isDynamic(offset) || offset % V)
    return false;
  for (int64_t st : ArrayRef<int64_t>(strides).drop_back())
    if (ShapedType::isDynamic(st) || st % V)
      return false;
  return true;
}

/// Lanes per column in a column final kernel (blocks of 32 columns x this).
constexpr int64_t kFinalLanes = 32;

/// Generates the body of one kernel (or of one part of a packed kernel) of
/// a stitch group from its analysis: one build* per composition.
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

  /// Thread, warp and block composition (StitchRowKernels.cpp).
  LogicalResult buildRow();
  /// One thread per point of the parallel loops (StitchLoopKernel.cpp).
  LogicalResult buildLoop();
  /// Column and scalar compositions and the final kernels folding their
  /// partials (StitchReductions.cpp).
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
  //===--------------------------------------------------------------------===//
  // Kernel arguments, memory and bodies (inline or StitchKernelBuilder.cpp)
  //===--------------------------------------------------------------------===//

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
    if (getStitchSplatValue(v))
      return readTensor(v, {});
    return readTensor(v, indicesFor(op.getMatchingIndexingMap(use), loops));
  }
  /// Tensor `v` at `indices`: a splat constant's value, or a load of its
  /// kernel argument.
  Value readTensor(Value v, ArrayRef<Value> indices) {
    if (TypedAttr splat = getStitchSplatValue(v))
      return arith::ConstantOp::create(b, loc, splat);
    return load(readArg(v), indices);
  }
  /// Clones body op `inner` with `m`; a `tensor.extract` becomes a load of
  /// its tensor's kernel argument at the mapped indices, each clamped to its
  /// extent: the templates also run a body for the elements past a row's end
  /// (their results unused), whose computed indices may be past the tensor.
  void cloneBodyOp(Operation &inner, IRMapping &m) {
    if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
      ArrayRef<int64_t> shape = extract.getTensor().getType().getShape();
      SmallVector<Value> idx;
      for (auto [k, i] : llvm::enumerate(extract.getIndices()))
        idx.push_back(arith::MinUIOp::create(b, loc, m.lookupOrDefault(i),
                                             cIdx(shape[k] - 1)));
      m.map(extract.getResult(), readTensor(extract.getTensor(), idx));
      return;
    }
    b.clone(inner, m);
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
  /// `op`'s payload at the point whose `linalg.index d` is `index(d)`, the
  /// block arguments' values in `m` (cloneGenericPayload): the values it
  /// captures from outside the generic as kernel scalars (outsideScalar),
  /// each op by cloneBodyOp, `skip` (a combiner) left out. The yielded
  /// value.
  Value clonePayload(linalg::GenericOp op, IRMapping &m,
                     function_ref<Value(unsigned)> index,
                     Operation *skip = nullptr);
  /// After clonePayload left the combiner `comb` out (its values in `m`):
  /// the value `comb` combines with the accumulator, a value from outside
  /// the payload (a constant) captured as clonePayload captures them.
  Value combinedValue(linalg::GenericOp op, Operation *comb, IRMapping &m);
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
  Value zeroOf(Type t) {
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(t));
  }
  /// The combiner `comb` (of a reduction body) applied to `acc` and `x`.
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
  /// Slot `within` of the row in block's `perRow` slots of a shared array
  /// holding one such run per row of the block: rowInBlock * perRow + within.
  Value rowSlot(int64_t perRow, Value within);
  /// Combines `acc` across the T threads of a row (the group's node at
  /// position `nodePos` owns the warp partials of a block composition);
  /// every thread gets the result.
  Value crossThread(Operation *comb, Value acc, int64_t nodePos);
  /// The premap of reduction `op` (its body but the combiner) at the loop
  /// values `loops`, its inputs loaded from memory.
  Value premapAt(linalg::GenericOp op, Operation *comb, ArrayRef<Value> loops);
  /// Loop values of `dims` (extents in `domain`) from a linear index, the
  /// last fastest, into `loops`.
  void delinearize(Value linear, ArrayRef<unsigned> dims,
                   ArrayRef<int64_t> domain, SmallVectorImpl<Value> &loops);

  //===--------------------------------------------------------------------===//
  // Row template (StitchRowKernels.cpp)
  //===--------------------------------------------------------------------===//

  /// The rows of the row space (the product of its extents).
  int64_t numRows() const;
  /// The thread's place: its lane, its rows in the block (one RowState per
  /// row it computes) and its columns (`colOf` per element, `validChunk`
  /// per chunk where the chunk may pass the row's end).
  void layOutThreads();
  /// With column partials, opens the loop of the block over the row blocks
  /// (its id, + grid, ...) carrying each of `partialNodes`' accumulators and
  /// moves into it; returns it (null without column partials).
  scf::ForOp openRowLoop(ArrayRef<unsigned> partialNodes);
  /// The thread's rows in row block `rowBlock` and their coordinates, under
  /// a guard where the last block runs past the rows.
  void enterRows(Value rowBlock);
  /// Each op for each of the thread's rows in turn; a small GEMM for all of
  /// them at once.
  LogicalResult emitOps();
  /// Stores the current row's results used outside the kernel (a column
  /// reduction's by its final kernel).
  void storeRowResults();
  /// Closes `rowLoop`, then each (block, row in block) stores its partial
  /// row of each of `partialNodes`: the final kernels fold them in order.
  void closeRowLoop(scf::ForOp rowLoop, ArrayRef<unsigned> partialNodes);
  /// Emits node `n` (group position `p`) for the current row.
  LogicalResult emitNode(unsigned n, unsigned p);
  /// The value of `linalg.index d` at element `e` of the row.
  Value rowIndex(unsigned d, unsigned e) {
    return d < rowIdx.size() ? rowIdx[d] : colOf[e];
  }
  /// Reduction `op`'s premap (its body but the combiner) at each element of
  /// the row, on the element's full values or loads, handed to `use` in
  /// order.
  void forEachPremap(linalg::GenericOp op, Operation *comb,
                     function_ref<void(unsigned, Value)> use);
  /// `acc` combined with `x` where element `e`'s chunk is in the row.
  Value foldElement(Operation *comb, Value acc, Value x, unsigned e);
  /// A row-scalar elementwise node `n`: its body once per row.
  void emitRowScalar(unsigned n);
  /// A full elementwise node `n` (group position `p`): its body per
  /// element, the values in registers or, spilled, in shared memory.
  void emitFull(unsigned n, unsigned p);
  /// The per-element values of an operand of a full op of a row kernel.
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
  /// Stages the row operands of small GEMM `op` (group position `p`, reads
  /// `reads`, depth `K`) in shared memory, K values per row of the block, and
  /// returns each input's stage (null for inputs read from memory).
  SmallVector<Value> stageGemmRowOperands(linalg::GenericOp op, unsigned p,
                                          ArrayRef<OpOperand *> reads,
                                          int64_t K);
  Value scalarOperand(linalg::GenericOp op, OpOperand *use);
  Value fullElement(unsigned node, unsigned e);
  /// The shared-memory slot of this thread's element e in a spilled value:
  /// the row in block's copy of the row, at the element's column.
  Value spillIndex(unsigned e);

  /// Register tiling over rows: the row template's state for each row the
  /// thread computes (StitchSchedule::rowsPerThread). The row being emitted
  /// is swapped into the members below; with one row per thread it stays
  /// there.
  struct RowState {
    Value row, rowInBlock;
    SmallVector<Value> rowIdx;
    llvm::DenseMap<unsigned, SmallVector<Value>> full;
    llvm::DenseMap<unsigned, Value> scalar;
    std::map<std::pair<const void *, const void *>, SmallVector<Value>>
        loadCache;
  };
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

  //===--------------------------------------------------------------------===//
  // Reductions (StitchReductions.cpp) and loop kernels (StitchLoopKernel.cpp)
  //===--------------------------------------------------------------------===//

  /// Column lanes meeting through shared memory: thread (lane r, column c)
  /// stores `acc` at [r][c], a barrier, then lane 0 of each valid column
  /// folds the `lanes` values in lane order. Leaves the insertion point in
  /// the `r == 0 && valid` branch and returns the fold there.
  Value foldColumnLanes(Operation *comb, Value acc, Value c, Value r,
                        Value valid, int64_t lanes);
  /// The reduction loops `red` of `op` (extents in `domain`) from the k-th
  /// on, nested in loop order around the body at `loops`, with accumulator
  /// `acc`; returns the accumulator after them.
  Value emitReductionNest(linalg::GenericOp op, ArrayRef<unsigned> red,
                          ArrayRef<int64_t> domain,
                          SmallVectorImpl<Value> &loops, unsigned k, Value acc);

  //===--------------------------------------------------------------------===//
  // State
  //===--------------------------------------------------------------------===//

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
  llvm::SmallPtrSet<Operation *, 2> gemmOps;
  Value rowInBlock;
  SmallVector<RowState> rowStates;

  const StitchGraph &graph;
  ArrayRef<unsigned> group;
  const StitchKernelInfo &info;
  const KernelInterface &iface;
  OpBuilder &b;
  Location loc;
  ArrayRef<Value> args;
  Value tid, bid;
};

} // namespace mlir::kfusion::stitch

#endif // KFUSION_LIB_STITCH_STITCHKERNELBUILDER_H
