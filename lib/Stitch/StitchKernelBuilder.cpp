//===- StitchKernelBuilder.cpp - What every stitched kernel uses ----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The steps of KernelBuilder that several kernel templates share: a body's
// captures, its premap at given loop values, linear indices to loop values,
// a reduction's store with its init, and the fold of a value across the
// threads of a row (warp shuffles, then per-warp partials in shared memory).
//
//===----------------------------------------------------------------------===//

#include "StitchKernelBuilder.h"
#include "StitchInternal.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

Value KernelBuilder::clonePayload(linalg::GenericOp op, IRMapping &m,
                                  function_ref<Value(unsigned)> index,
                                  Operation *skip) {
  auto capture = [&](Value v) { return outsideScalar(v); };
  auto clone = [&](Operation &inner, IRMapping &map) {
    cloneBodyOp(inner, map);
  };
  PayloadCloner how;
  how.index = index;
  how.capture = capture;
  how.clone = clone;
  how.skip = skip;
  return cloneGenericPayload(b, op, m, how).front();
}

Value KernelBuilder::rowSlot(int64_t perRow, Value within) {
  if (info.schedule.rowsPerBlock == 1)
    return within;
  return arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, rowInBlock, cIdx(perRow)), within);
}

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

Value KernelBuilder::premapAt(linalg::GenericOp op, Operation *comb,
                              ArrayRef<Value> loops) {
  IRMapping m;
  for (OpOperand *use : usedInputs(op))
    m.map(op.getMatchingBlockArgument(use), operandAt(op, use, loops));
  clonePayload(
      op, m, [&](unsigned d) { return loops[d]; }, comb);
  return combinedValue(op, comb, m);
}

Value KernelBuilder::combinedValue(linalg::GenericOp op, Operation *comb,
                                   IRMapping &m) {
  BlockArgument out = op.getRegionOutputArgs()[0];
  Value other =
      comb->getOperand(0) == out ? comb->getOperand(1) : comb->getOperand(0);
  captureOutside(op.getRegion(), other, m,
                 [&](Value v) { return outsideScalar(v); });
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

void KernelBuilder::storeWithInit(linalg::GenericOp op, Operation *comb,
                                  ArrayRef<Value> loops, Value total) {
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  SmallVector<Value> outLoops(loops);
  for (Value &v : outLoops)
    if (!v)
      v = cIdx(0);
  SmallVector<Value> at = indicesFor(outMap, outLoops);
  Value initV = readTensor(op.getDpsInitOperand(0)->get(), at);
  memref::StoreOp::create(b, loc, combine(comb, initV, total),
                          writeArg(*graph.nodeOf(op)), at);
}
