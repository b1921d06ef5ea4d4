//===- StitchLoopKernel.cpp - The loop kernel -----------------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The kernel of an op no other template takes (a transpose, a matmul past
// the small-GEMM depth, several reduction loops): one thread per point of
// the parallel loops in the order of the output, the reduction loops nested
// sequentially inside, the accumulator starting from the init.
//
//===----------------------------------------------------------------------===//

#include "StitchInternal.h"
#include "StitchKernelBuilder.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::stitch;

Value KernelBuilder::emitReductionNest(linalg::GenericOp op,
                                       ArrayRef<unsigned> red,
                                       ArrayRef<int64_t> domain,
                                       SmallVectorImpl<Value> &loops,
                                       unsigned k, Value a) {
  if (k == red.size()) {
    IRMapping m;
    for (OpOperand *use : usedInputs(op))
      m.map(op.getMatchingBlockArgument(use), operandAt(op, use, loops));
    m.map(op.getRegionOutputArgs()[0], a);
    return clonePayload(op, m, [&](unsigned d) { return loops[d]; });
  }
  unsigned d = red[k];
  auto forOp = scf::ForOp::create(b, loc, cIdx(0), cIdx(domain[d]), cIdx(1),
                                  ValueRange{a});
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(forOp.getBody());
  loops[d] = forOp.getInductionVar();
  Value r = emitReductionNest(op, red, domain, loops, k + 1,
                              forOp.getRegionIterArgs()[0]);
  scf::YieldOp::create(b, loc, r);
  return forOp.getResult(0);
}

/// The loop kernel: thread gid computes output point gid (the parallel
/// loops in the order of the output's dimensions, the last fastest, then any
/// the output lacks), guarded past the points, its reduction loops nested
/// inside (emitReductionNest) from the init, and stores it.
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
  // The point's coordinates by division and remainder by the constant
  // extents, in 32 bits where the points fit (a multiply-high and a shift
  // each; 64-bit ones take several times that, and an im2col copy of a
  // million-pixel convolution does little else).
  bool narrow = points < (int64_t(1) << 31);
  Type i32 = b.getI32Type();
  auto cst = [&](int64_t v) -> Value {
    return narrow ? Value(arith::ConstantIntOp::create(b, loc, i32, v))
                  : cIdx(v);
  };
  auto toIndex = [&](Value v) -> Value {
    return narrow ? Value(arith::IndexCastUIOp::create(b, loc, b.getIndexType(),
                                                       v))
                  : v;
  };
  Value rest =
      narrow ? Value(arith::IndexCastUIOp::create(b, loc, i32, gid)) : gid;
  for (int64_t k = int64_t(par.size()) - 1; k >= 0; --k) {
    unsigned d = par[k];
    if (k == 0) {
      loops[d] = toIndex(rest);
      break;
    }
    loops[d] = toIndex(arith::RemUIOp::create(b, loc, rest, cst(domain[d])));
    rest = arith::DivUIOp::create(b, loc, rest, cst(domain[d]));
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
    acc = readTensor(init->get(), indicesFor(outMap, dims));
  } else {
    acc = zeroOf(elem);
  }
  // The reduction loops, nested in loop order.
  SmallVector<unsigned> red;
  for (unsigned d = 0; d < iters.size(); ++d)
    if (iters[d] == utils::IteratorType::reduction)
      red.push_back(d);
  Value result = emitReductionNest(op, red, domain, loops, 0, acc);
  SmallVector<Value> dims(loops);
  for (Value &d : dims)
    if (!d)
      d = cIdx(0);
  memref::StoreOp::create(b, loc, result, writeArg(n),
                          indicesFor(outMap, dims));
  return success();
}
