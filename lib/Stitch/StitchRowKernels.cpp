//===- StitchRowKernels.cpp - Thread, warp and block composition ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The row template's kernels (StitchGraph.h), FusionStitching's thread, warp
// and block composition: T threads per row, each holding V consecutive
// columns per chunk of every full value in registers (past the register
// budget, in shared memory), 128-bit vector loads and stores where the
// columns are contiguous, row reductions by warp shuffles and per-warp
// partials in shared memory; small GEMMs as full values with their row
// operand staged in shared memory, several rows per thread (register tiling
// over rows), and column reductions as partials of a loop over the rows.
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"
#include "StitchKernelBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

//===----------------------------------------------------------------------===//
// Operands and values of a row
//===----------------------------------------------------------------------===//

SmallVector<Value> KernelBuilder::fullOperand(linalg::GenericOp op,
                                              OpOperand *use) {
  Value v = use->get();
  unsigned E = colOf.size();
  // A scalar operand (a fill value): the same for every element.
  if (!isa<ShapedType>(v.getType()))
    return SmallVector<Value>(E, outsideScalar(v));
  if (getStitchSplatValue(v))
    return SmallVector<Value>(E, readTensor(v, {}));
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
  if (!map.isFunctionOfDim(cast<AffineDimExpr>(colDim).getPosition())) {
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
             memType.getShape().back() % V == 0 && vectorizable(elem, V) &&
             vectorAligned(memType, V);
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
  Value s = readTensor(v, indicesFor(map, rowIdx));
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

Value KernelBuilder::spillIndex(unsigned e) {
  return rowSlot(info.cols, colOf[e]);
}

//===----------------------------------------------------------------------===//
// The ops of a row
//===----------------------------------------------------------------------===//

void KernelBuilder::forEachPremap(linalg::GenericOp op, Operation *comb,
                                  function_ref<void(unsigned, Value)> use) {
  unsigned E = colOf.size();
  SmallVector<OpOperand *> reads = usedInputs(op);
  SmallVector<SmallVector<Value>> ins;
  for (OpOperand *in : reads)
    ins.push_back(fullOperand(op, in));
  for (unsigned e = 0; e < E; ++e) {
    IRMapping m;
    for (auto [i, in] : llvm::enumerate(reads))
      m.map(op.getMatchingBlockArgument(in), ins[i][e]);
    clonePayload(
        op, m, [&](unsigned d) { return rowIndex(d, e); }, comb);
    use(e, combinedValue(op, comb, m));
  }
}

Value KernelBuilder::foldElement(Operation *comb, Value acc, Value x,
                                 unsigned e) {
  Value next = combine(comb, acc, x);
  if (Value valid = validChunk[e / info.schedule.vectorWidth])
    next = arith::SelectOp::create(b, loc, valid, next, acc);
  return next;
}

void KernelBuilder::emitRowScalar(unsigned n) {
  linalg::GenericOp op = graph.node(n).op;
  IRMapping m;
  for (OpOperand *in : readOperands(op))
    m.map(op.getMatchingBlockArgument(in), scalarOperand(op, in));
  scalar[n] = clonePayload(op, m, [&](unsigned d) { return rowIndex(d, 0); });
}

void KernelBuilder::emitFull(unsigned n, unsigned p) {
  linalg::GenericOp op = graph.node(n).op;
  unsigned E = colOf.size();
  SmallVector<OpOperand *> operands = readOperands(op);
  SmallVector<SmallVector<Value>> ins;
  for (OpOperand *in : operands)
    ins.push_back(fullOperand(op, in));
  SmallVector<Value> vals;
  for (unsigned e = 0; e < E; ++e) {
    IRMapping m;
    for (auto [i, in] : llvm::enumerate(operands))
      m.map(op.getMatchingBlockArgument(in), ins[i][e]);
    vals.push_back(
        clonePayload(op, m, [&](unsigned d) { return rowIndex(d, e); }));
  }
  if (info.sharedOffset[p] < 0) {
    full[n] = vals;
    return;
  }
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
}

LogicalResult KernelBuilder::emitNode(unsigned n, unsigned p) {
  const StitchNode &node = graph.node(n);
  linalg::GenericOp op = node.op;
  assert(!info.smallGemm[p] && "small GEMMs are emitted for all rows");
  if (info.columnPartial[p]) {
    // A column reduction's partials: each element's premap folded into its
    // column's accumulator (rows of the row loop).
    Operation *comb = getStitchCombiner(op);
    SmallVector<Value> &acc = columnAcc[n];
    forEachPremap(op, comb, [&](unsigned e, Value x) {
      acc[e] = foldElement(comb, acc[e], x, e);
    });
    return success();
  }
  if (node.cls == StitchOpClass::RowReduction) {
    Operation *comb = getStitchCombiner(op);
    TypedAttr id = getStitchCombinerIdentity(comb);
    Value acc = arith::ConstantOp::create(b, loc, id);
    forEachPremap(op, comb, [&](unsigned e, Value x) {
      acc = foldElement(comb, acc, x, e);
    });
    Value total = crossThread(comb, acc, p);
    Value initV = scalarOperand(op, op.getDpsInitOperand(0));
    scalar[n] = combine(comb, initV, total);
    return success();
  }
  // Elementwise, full or row-scalar.
  if (info.rowScalar[p])
    emitRowScalar(n);
  else
    emitFull(n, p);
  return success();
}

//===----------------------------------------------------------------------===//
// Small GEMMs
//===----------------------------------------------------------------------===//

SmallVector<Value>
KernelBuilder::stageGemmRowOperands(linalg::GenericOp op, unsigned p,
                                    ArrayRef<OpOperand *> reads, int64_t K) {
  int64_t T = info.schedule.threadsPerRow;
  auto dimsAt = [&](Value col, Value k) {
    SmallVector<Value> dims(rowIdx);
    dims.push_back(col);
    dims.push_back(k);
    return dims;
  };
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
  return staged;
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
  unsigned E = colOf.size();
  MLIRContext *ctx = op.getContext();
  AffineExpr colDim = getAffineDimExpr(nd - 2, ctx);
  AffineExpr kDim = getAffineDimExpr(nd - 1, ctx);
  // Every input, in order (the stages are per input); those the body does
  // not use are not read.
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
  SmallVector<Value> staged = stageGemmRowOperands(op, p, reads, K);

  // Operands constant along k: read once per row, before the loop.
  SmallVector<SmallVector<SmallVector<Value>>> before(R);
  forEachRow([&](unsigned r) {
    before[r].resize(reads.size());
    for (auto [i, in] : llvm::enumerate(reads)) {
      Value v = in->get();
      if (staged[i] || !op.payloadUsesValueFromOperand(in))
        continue;
      if (!isa<ShapedType>(v.getType()) || getStitchSplatValue(v)) {
        before[r][i].assign(E, isa<ShapedType>(v.getType()) ? readTensor(v, {})
                                                            : outsideScalar(v));
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
        if (!op.payloadUsesValueFromOperand(in))
          continue;
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
      for (unsigned e = 0; e < E; ++e) {
        IRMapping m;
        for (auto [i, in] : llvm::enumerate(reads))
          if (!ins[i].empty())
            m.map(op.getMatchingBlockArgument(in), ins[i][e]);
        clonePayload(
            op, m,
            [&](unsigned d) {
              return d < rowIdx.size() ? rowIdx[d] : d == nd - 2 ? colOf[e] : k;
            },
            comb);
        next.push_back(combine(comb, loop.getRegionIterArgs()[r * E + e],
                               combinedValue(op, comb, m)));
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

//===----------------------------------------------------------------------===//
// The row kernel
//===----------------------------------------------------------------------===//

int64_t KernelBuilder::numRows() const {
  int64_t numRows = 1;
  for (int64_t r : info.rows)
    numRows *= r;
  return numRows;
}

void KernelBuilder::layOutThreads() {
  const StitchSchedule &s = info.schedule;
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
}

scf::ForOp KernelBuilder::openRowLoop(ArrayRef<unsigned> partialNodes) {
  const StitchSchedule &s = info.schedule;
  if (!s.rowLoop)
    return {};
  int64_t numRows = this->numRows();
  SmallVector<Value> inits;
  for (unsigned n : partialNodes) {
    TypedAttr id =
        getStitchCombinerIdentity(getStitchCombiner(graph.node(n).op));
    for (size_t e = 0; e < colOf.size(); ++e)
      inits.push_back(arith::ConstantOp::create(b, loc, id));
  }
  scf::ForOp rowLoop = scf::ForOp::create(
      b, loc, bid, cIdx(numRows / s.rowsPerBlock), cIdx(s.gridSize), inits);
  b.setInsertionPointToStart(rowLoop.getBody());
  ValueRange carried = rowLoop.getRegionIterArgs();
  for (auto [k, n] : llvm::enumerate(partialNodes))
    columnAcc[n].assign(carried.begin() + k * colOf.size(),
                        carried.begin() + (k + 1) * colOf.size());
  return rowLoop;
}

void KernelBuilder::enterRows(Value rowBlock) {
  const StitchSchedule &s = info.schedule;
  int64_t numRows = this->numRows();
  int64_t RT = s.rowsPerThread;
  Value blockFirstRow =
      arith::MulIOp::create(b, loc, rowBlock, cIdx(s.rowsPerBlock));
  for (RowState &st : rowStates)
    st.row = arith::AddIOp::create(b, loc, blockFirstRow, st.rowInBlock);
  // Rows past the end (the last block of several rows each; the planner
  // keeps a thread's rows inside).
  if (numRows % s.rowsPerBlock != 0) {
    assert(RT == 1 && "a thread's rows run past the end");
    Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                     rowStates[0].row, cIdx(numRows));
    auto guard = scf::IfOp::create(b, loc, in, false);
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
}

LogicalResult KernelBuilder::emitOps() {
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
  return success();
}

void KernelBuilder::storeRowResults() {
  const StitchSchedule &s = info.schedule;
  int64_t V = s.vectorWidth;
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
}

void KernelBuilder::closeRowLoop(scf::ForOp rowLoop,
                                 ArrayRef<unsigned> partialNodes) {
  const StitchSchedule &s = info.schedule;
  int64_t V = s.vectorWidth;
  SmallVector<Value> yielded;
  for (unsigned n : partialNodes)
    yielded.append(columnAcc[n]);
  scf::YieldOp::create(b, loc, yielded);
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
}

/// The row kernel: the threads laid out over rows and columns, with column
/// partials a loop over the row blocks, the thread's rows entered, each op
/// emitted for each of them, the results used outside stored, and the
/// partial rows stored after the loop.
LogicalResult KernelBuilder::buildRow() {
  OpBuilder::InsertionGuard outer(b);
  layOutThreads();
  // Column partials: the block loops over the row blocks (its id, + grid,
  // ...) carrying each column-partial node's accumulators.
  SmallVector<unsigned> partialNodes;
  for (auto [p, n] : llvm::enumerate(group))
    if (info.columnPartial[p])
      partialNodes.push_back(n);
  scf::ForOp rowLoop = openRowLoop(partialNodes);
  enterRows(rowLoop ? rowLoop.getInductionVar() : bid);
  if (failed(emitOps()))
    return failure();
  // Results used outside the kernel, for each of the thread's rows.
  forEachRow([&](unsigned) { storeRowResults(); });
  if (rowLoop)
    closeRowLoop(rowLoop, partialNodes);
  return success();
}
