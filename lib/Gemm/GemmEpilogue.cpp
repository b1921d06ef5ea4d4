//===- GemmEpilogue.cpp - Elementwise ops inside the GEMM kernels ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The elementwise ops a GEMM kernel (or the attention kernel) applies to its
// results before it stores them (FusionStitching's GEMM + consumers): their
// other inputs as kernel arguments, each op's body cloned at an output point
// with its inputs loaded at the op's indexing maps (or computed, for
// tensors an elementwise op makes), and the loads of a chunk of consecutive
// columns as one vector load.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "KFusion/Common/GenericPayload.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

void mlir::kfusion::gemm::appendOtherInputTypes(
    ArrayRef<GemmEpilogueOp> ops, SmallVectorImpl<Type> &types,
    const ComputedTensors &computed) {
  for (const GemmEpilogueOp &e : ops)
    for (OpOperand *in : e.op.getDpsInputOperands())
      if (e.isArgument(in->getOperandNumber()) && !computed.count(in->get())) {
        auto t = cast<RankedTensorType>(in->get().getType());
        types.push_back(MemRefType::get(t.getShape(), t.getElementType()));
      }
}

SmallVector<SmallVector<Value>>
mlir::kfusion::gemm::bindOtherInputs(ArrayRef<GemmEpilogueOp> ops, Block *entry,
                                     unsigned &next,
                                     const ComputedTensors &computed) {
  SmallVector<SmallVector<Value>> args;
  for (const GemmEpilogueOp &e : ops) {
    SmallVector<Value> &a = args.emplace_back();
    for (OpOperand *in : e.op.getDpsInputOperands())
      if (e.isArgument(in->getOperandNumber()))
        a.push_back(computed.count(in->get()) ? Value()
                                              : entry->getArgument(next++));
  }
  return args;
}

/// Clones `op`'s body at loop indices `loops`: input i takes `inputs(i)`,
/// `linalg.index` the loop's index, constants from outside are copied in;
/// the yielded value.
static Value cloneBodyAt(OpBuilder &b, linalg::GenericOp op, ValueRange loops,
                         function_ref<Value(OpOperand *)> inputs) {
  IRMapping map;
  for (OpOperand *in : op.getDpsInputOperands())
    if (Value v = inputs(in))
      map.map(op.getMatchingBlockArgument(in), v);
  auto index = [&](unsigned d) { return loops[d]; };
  auto capture = [&](Value v) -> Value {
    Operation *def = v.getDefiningOp();
    return def ? b.clone(*def)->getResult(0) : Value();
  };
  PayloadCloner how;
  how.index = index;
  how.capture = capture;
  return cloneGenericPayload(b, op, map, how).front();
}

/// The indices `op` reads input `in` at, at loop indices `loops` (its map's
/// results are loops).
static SmallVector<Value> indicesOf(linalg::GenericOp op, OpOperand *in,
                                    ValueRange loops) {
  SmallVector<Value> idx;
  for (AffineExpr r : op.getMatchingIndexingMap(in).getResults())
    idx.push_back(loops[cast<AffineDimExpr>(r).getPosition()]);
  return idx;
}

Value mlir::kfusion::gemm::computeTensorElement(OpBuilder &b, Location loc,
                                                Value tensor,
                                                ValueRange indices) {
  DenseElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)) && dense.isSplat())
    return arith::ConstantOp::create(b, loc, dense.getSplatValue<TypedAttr>());
  auto op = tensor.getDefiningOp<linalg::GenericOp>();
  // An elementwise op: its loops are the result's indices.
  return cloneBodyAt(b, op, indices, [&](OpOperand *in) {
    return computeTensorElement(b, loc, in->get(), indicesOf(op, in, indices));
  });
}

/// Each epilogue op's body cloned at `point`: the chained input takes `v`
/// (converted to its type where the float types differ), the others their
/// argument's element at the op's indexing map of the point; constants
/// from outside the body are copied in.
Value KernelBuilder::applyEpilogue(Value v, ValueRange point,
                                   ArrayRef<SmallVector<Value>> vectors,
                                   int64_t lane) {
  // A row op's value: its slot's at the point's row of the tile (rowPass).
  auto rowValue = [&](unsigned slot) -> Value {
    Value row = val(add(point[point.size() - 2], mul(tileM, -cfg.tileM)));
    return memref::LoadOp::create(b, loc, rowValues,
                                  ValueRange{cst(slot), row});
  };
  return applyElementwiseChain(b, loc, spec.epilogue, epilogueArgs, v, point,
                               vectors, lane, rowValue);
}

SmallVector<SmallVector<Value>>
KernelBuilder::loadEpilogueVectors(ValueRange point, int64_t width) {
  SmallVector<SmallVector<Value>> vectors;
  bool splitColumn = shape.window && !shape.window.onA;
  unsigned column = point.size() - 1;
  for (auto [e, args] : llvm::zip(spec.epilogue, epilogueArgs)) {
    SmallVector<Value> &row = vectors.emplace_back();
    unsigned k = 0;
    for (OpOperand *in : e.op.getDpsInputOperands()) {
      if (!e.isArgument(in->getOperandNumber()))
        continue;
      Value buffer = args[k++];
      row.push_back(Value());
      auto type = buffer ? dyn_cast<MemRefType>(buffer.getType()) : nullptr;
      AffineMap map = e.op.getMatchingIndexingMap(in);
      // Contiguous along the output's columns: the innermost index is the
      // column, the rows whole vectors (the chunk starts at a multiple of
      // the width).
      if (splitColumn || !type || !type.getLayout().isIdentity() ||
          !type.hasStaticShape() || map.getNumResults() == 0 ||
          type.getShape().back() % width ||
          map.getResults().back() != getAffineDimExpr(column, b.getContext()))
        continue;
      int64_t bytes = type.getElementTypeBitWidth() / 8;
      row.back() = vector::LoadOp::create(
          b, loc, VectorType::get({width}, type.getElementType()), buffer,
          indicesOf(e.op, in, point), /*nontemporal=*/false,
          llvm::MaybeAlign(std::min<int64_t>(16, width * bytes)));
    }
  }
  return vectors;
}

/// `x` as `want` (a float type), extended or truncated.
static Value convertFloat(OpBuilder &b, Location loc, Value x, Type want) {
  if (x.getType() == want)
    return x;
  unsigned have = x.getType().getIntOrFloatBitWidth();
  return want.getIntOrFloatBitWidth() > have
             ? Value(arith::ExtFOp::create(b, loc, want, x))
             : Value(arith::TruncFOp::create(b, loc, want, x));
}

/// Input `in` of epilogue op `e` (argument `argIndex` among its arguments)
/// at loop indices `loops`: from `vectors` where loaded along the columns,
/// else loaded from its buffer, else computed.
static Value argumentAt(OpBuilder &b, Location loc, const GemmEpilogueOp &e,
                        OpOperand *in, ArrayRef<Value> args, unsigned argIndex,
                        ValueRange loops, ArrayRef<Value> vectors,
                        int64_t lane) {
  if (!vectors.empty() && vectors[argIndex])
    return vector::ExtractOp::create(b, loc, vectors[argIndex], lane);
  SmallVector<Value> idx = indicesOf(e.op, in, loops);
  Value buffer = args[argIndex];
  if (!buffer)
    return computeTensorElement(b, loc, in->get(), idx);
  return memref::LoadOp::create(b, loc, buffer, idx);
}

SmallVector<Value> mlir::kfusion::gemm::evaluateEpilogue(
    OpBuilder &b, Location loc, ArrayRef<GemmEpilogueOp> ops,
    ArrayRef<SmallVector<Value>> opArgs, Value v, ValueRange point,
    ArrayRef<SmallVector<Value>> vectors, int64_t lane, RowValueFn rowValue) {
  // The GEMM's result, then each op's: what `sources` index.
  SmallVector<Value> values{v};
  for (auto [i, e, args] : llvm::enumerate(ops, opArgs)) {
    linalg::GenericOp op = e.op;
    if (e.isRowOp()) {
      // Its value at the point is its row's, computed before (rowPass).
      Type type = cast<ShapedType>(op->getResult(0).getType()).getElementType();
      values.push_back(convertFloat(b, loc, rowValue(e.rowSlot), type));
      continue;
    }
    unsigned k = 0;
    Value running = v;
    v = cloneBodyAt(b, op, point, [&](OpOperand *in) -> Value {
      unsigned n = in->getOperandNumber();
      Type want = op.getRegion().front().getArgument(n).getType();
      if (!e.isArgument(n))
        return convertFloat(
            b, loc, e.sources.empty() ? running : values[e.sources[n]], want);
      unsigned argIndex = k++;
      return argumentAt(b, loc, e, in, args, argIndex, point,
                        vectors.empty() ? ArrayRef<Value>() : vectors[i], lane);
    });
    values.push_back(v);
  }
  return values;
}

Value mlir::kfusion::gemm::applyElementwiseChain(
    OpBuilder &b, Location loc, ArrayRef<GemmEpilogueOp> ops,
    ArrayRef<SmallVector<Value>> opArgs, Value v, ValueRange point,
    ArrayRef<SmallVector<Value>> vectors, int64_t lane, RowValueFn rowValue) {
  SmallVector<Value> values =
      evaluateEpilogue(b, loc, ops, opArgs, v, point, vectors, lane, rowValue);
  // The last op's (a row op is never last: matchGemmEpilogueDag).
  return values.back();
}

/// The initial value of row reduction `op` at its row `rowLoops` (a splat,
/// a filled constant, or an elementwise op of such; matchGemmEpilogueDag).
static Value reductionInit(OpBuilder &b, Location loc, linalg::GenericOp op,
                           ValueRange rowLoops) {
  Value init = op.getDpsInitOperand(0)->get();
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return b.clone(*fill.getInputs()[0].getDefiningOp())->getResult(0);
  return computeTensorElement(b, loc, init, rowLoops);
}

/// Columns a row reduction's loop takes an iteration (rowPass).
static constexpr uint64_t kRowPassUnroll = 4;

void KernelBuilder::rowPass(Value staged, Value rows) {
  // Rows of the tile t, t + threads, ...: each folds its row's columns in
  // order (the reference's order: any body, associative or not).
  auto rowLoop = scf::ForOp::create(b, loc, val(tid), cst(cfg.tileM),
                                    cst(cfg.teamThreads()));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(rowLoop.getBody());
  Value r = rowLoop.getInductionVar();
  // Rows past M read inside it (their results are not stored).
  OpFoldResult grow = minu(add(mul(tileM, cfg.tileM), r), shape.m - 1);
  auto rowValue = [&](unsigned slot) -> Value {
    return memref::LoadOp::create(b, loc, rows, ValueRange{cst(slot), r});
  };
  for (auto [k, e] : llvm::enumerate(spec.epilogue)) {
    if (!e.isRowOp())
      continue;
    linalg::GenericOp op = e.op;
    Block &body = op.getRegion().front();
    scf::ForOp columnLoop;
    SmallVector<Value> rowLoops = epiloguePoint(grow, b.getIndexAttr(0));
    rowLoops.pop_back();
    Value result;
    if (e.kind == GemmEpilogueOp::Kind::RowPoint) {
      unsigned a = 0;
      result = cloneBodyAt(b, op, rowLoops, [&](OpOperand *in) -> Value {
        unsigned n = in->getOperandNumber();
        Type want = body.getArgument(n).getType();
        if (!e.isArgument(n))
          return convertFloat(
              b, loc, rowValue(spec.epilogue[e.sources[n] - 1].rowSlot), want);
        return argumentAt(b, loc, e, in, epilogueArgs[k], a++, rowLoops, {}, 0);
      });
    } else {
      Value init = reductionInit(b, loc, op, rowLoops);
      auto cols = scf::ForOp::create(b, loc, cst(0), cst(shape.n), cst(1),
                                     ValueRange{init});
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(cols.getBody());
      Value c = cols.getInductionVar();
      Value x = memref::LoadOp::create(b, loc, staged, ValueRange{r, c});
      if (!stagesResults())
        x = finishAccumulator(x, r, c);
      SmallVector<Value> point = epiloguePoint(grow, c);
      SmallVector<Value> values = evaluateEpilogue(
          b, loc, ArrayRef(spec.epilogue).take_front(k),
          ArrayRef(epilogueArgs).take_front(k), x, point, {}, 0, rowValue);
      IRMapping map;
      map.map(body.getArgument(op.getNumDpsInputs()),
              cols.getRegionIterArgs()[0]);
      unsigned a = 0;
      for (OpOperand *in : op.getDpsInputOperands()) {
        unsigned n = in->getOperandNumber();
        Value v = e.isArgument(n) ? argumentAt(b, loc, e, in, epilogueArgs[k],
                                               a++, point, {}, 0)
                                  : convertFloat(b, loc, values[e.sources[n]],
                                                 body.getArgument(n).getType());
        map.map(body.getArgument(n), v);
      }
      PayloadCloner how;
      how.index = [&](unsigned d) { return point[d]; };
      how.capture = [&](Value v) -> Value {
        Operation *def = v.getDefiningOp();
        return def ? b.clone(*def)->getResult(0) : Value();
      };
      Value next = cloneGenericPayload(b, op, map, how).front();
      scf::YieldOp::create(b, loc, next);
      b.setInsertionPointAfter(cols);
      result = cols.getResult(0);
      columnLoop = cols;
    }
    memref::StoreOp::create(b, loc, convertFloat(b, loc, result, f32), rows,
                            ValueRange{cst(e.rowSlot), r});
    // Unrolled by kRowPassUnroll: the columns' loads (the staged results,
    // the inputs) issue ahead of the fold's dependent chain, in its order.
    if (columnLoop)
      (void)loopUnrollByFactor(columnLoop, kRowPassUnroll);
  }
}
